"""Figure ``console``: the ops console's queue page with 10,000 open items.

The ledger is seeded through its own scripts (``Ledger.claim`` and ``settle``, which keep the
console's indexes as the service does): 8,000 open escalations over four accounts and four
reasons, 1,000 unknown refunds and 1,000 pending ones, all older than the reconciliation's
stale age. Then gunicorn (the Procfile's config) answers, one request at a time over one
keep-alive connection (one untimed request first), in interleaved rounds: the bare ``GET /v1/me``,
the queue's first page,
a filtered page (one reason), a page of two facets (account and reason: an intersection),
page 2 (a cursor), the unknown bucket (its last answers and the verify jobs' times), a search
by payment, an intent's page, and the queue of a ``*`` operator. Reported: p50 and p99 ms of
each, and each p50 against the bare endpoint's.
"""

from __future__ import annotations

import http.client
import re
import time
from urllib.parse import urlencode

from tests.bench.stack import TENANT, Stack, percentile

ITEMS, QUICK_ITEMS = 10_000, 1_000
ROUNDS, PER_ROUND, QUICK_PER_ROUND = 3, 40, 8
OPS = f"{TENANT}:olive:ops_olive,*:olga:ops_olga"
REASONS = ("approval_required", "paused", "possible_duplicate", "customer_daily_maximum")
ACCOUNTS = ("env", "eu", "us", "uk")


def seed(stack: Stack, items: int) -> dict:
    """The open items, made by the ledger's own scripts; returns what the pages ask for."""
    with stack.deps() as deps:
        people, waiting = items * 8 // 10, items // 10
        started = time.monotonic()
        for n in range(people):
            deps.ledger.claim(TENANT, "escalation", f"esc-{n}", fingerprint="", args={
                "id": f"esc_{n}", "kind": "approval", "expires_at": time.time() + 72 * 3600,
                "context": {}, "ticket_id": str(40000 + n),
                "reasons": [{"code": REASONS[n % 4], "message": f"{REASONS[n % 4]} reason"}],
                "proposal": {"provider": "stripe", "account": ACCOUNTS[n % 3 + (n % 7 == 0)],
                             "amount": 1000 + n, "currency": "usd",
                             "payment_intent": f"pi_bench{n}", "ticket_id": str(40000 + n)}},
                provider_key="", lease_s=0, initial="open", reclaim=(), to="open")
        for n in range(2 * waiting):
            state = "unknown" if n < waiting else "pending"
            claim = deps.ledger.claim(TENANT, "refund", f"ref-{n}", fingerprint="f", args={
                "provider": "stripe", "account": ACCOUNTS[n % 4], "amount": 500 + n,
                "currency": "usd", "payment_intent": f"pi_wait{n}"}, provider_key=f"pk-{n}",
                lease_s=30)
            deps.ledger.record_response(claim.entry.key, {
                "call": "create", "error": "Ambiguous", "status": 500, "message": "lost"})
            deps.ledger.settle(claim.entry, state, {"detail": state, "provider_status":
                                                    "no_answer", "refund_id": None},
                               actor="bench", note=state, owner=claim.owner)
        return {"seconds": round(time.monotonic() - started, 1), "people": people,
                "unknown": waiting, "pending": waiting}


def sign_in(port: int, key: str) -> tuple[http.client.HTTPConnection, str]:
    """A keep-alive connection signed in with ``key``; returns it and its session cookie."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.request("GET", "/console/sign-in")
    page = conn.getresponse()
    html = page.read().decode()
    pre = page.getheader("Set-Cookie").split(";", 1)[0]
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    conn.request("POST", "/console/sign-in", body=urlencode({"csrf_token": csrf, "key": key}),
                 headers={"Cookie": pre, "Content-Type": "application/x-www-form-urlencoded"})
    answer = conn.getresponse()
    answer.read()
    assert answer.status == 303, answer.status
    cookie = next(v for k, v in answer.getheaders() if k == "Set-Cookie"
                  and v.startswith("sst_console=")).split(";", 1)[0]
    return conn, cookie


def cases(port: int) -> dict[str, tuple]:
    person, cookie = sign_in(port, "ops_olive")
    operator, op_cookie = sign_in(port, "ops_olga")
    first = _get(person, "/console/queue", cookie)
    cursor = re.search(r'id="next-page" href="([^"]+)"', first).group(1).replace("&amp;", "&")
    assert first.count('class="intent"') == 50, "the first page has 50 rows"
    return {"bare GET /v1/me": (person, "/v1/me", None),
            "queue, first page": (person, "/console/queue", cookie),
            "queue, one reason": (person, "/console/queue?reason=paused", cookie),
            "queue, account and reason": (person, "/console/queue?account=stripe:eu&reason="
                                                  "approval_required", cookie),
            "queue, page 2": (person, cursor, cookie),
            "queue, unknown bucket": (person, "/console/queue?bucket=unknown", cookie),
            "queue, search by payment": (person, "/console/queue?q=pi_bench42", cookie),
            "an intent's page": (person, f"/console/t/{TENANT}/intents/esc-42", cookie),
            "queue of a * operator": (operator, "/console/queue", op_cookie)}


def _get(conn: http.client.HTTPConnection, path: str, cookie: str | None,
         again: bool = False) -> str:
    """GET ``path``; ``again``: once more on a new connection if gunicorn closed the idle one
    (its keep-alive timeout), which only the untimed first request of a batch may do."""
    headers = {"Cookie": cookie} if cookie else {"Authorization": "Bearer bench_key"}
    try:
        conn.request("GET", path, headers=headers)
        answer = conn.getresponse()
    except (http.client.RemoteDisconnected, ConnectionError):
        if not again:
            raise
        conn.close()
        return _get(conn, path, cookie)
    body = answer.read().decode()
    assert answer.status == 200, (path, answer.status, body[:300])
    return body


def run(stack: Stack, quick: bool) -> dict:
    items = QUICK_ITEMS if quick else ITEMS
    seeded = seed(stack, items)
    per_round = QUICK_PER_ROUND if quick else PER_ROUND
    with stack.web(SURESTEP_OPS_KEYS=OPS, SURESTEP_RECONCILE_STALE_S="1") as port:
        named = cases(port)
        timings: dict[str, list[float]] = {name: [] for name in named}
        for _ in range(ROUNDS):
            for name, (conn, path, cookie) in named.items():
                _get(conn, path, cookie, again=True)  # untimed: the connection is open
                for _ in range(per_round):
                    started = time.perf_counter()
                    _get(conn, path, cookie)
                    timings[name].append((time.perf_counter() - started) * 1000)
        checked = _get(*named["queue, first page"], again=True)
        assert f'id="count-person">{seeded["people"]}<' in checked, "the count is every item"
    rows = []
    bare = sorted(timings["bare GET /v1/me"])
    for name, values in timings.items():
        values.sort()
        rows.append({"case": name, "p50_ms": round(percentile(values, 0.5), 1),
                     "p99_ms": round(percentile(values, 0.99), 1),
                     "vs_bare": round(percentile(values, 0.5) / percentile(bare, 0.5), 1),
                     "requests": len(values)})
    return {"items": items, "seeded": seeded, "rows": rows}


def table(result: dict) -> list[str]:
    lines = [f"{result['items']:,} open items ({result['seeded']['people']:,} awaiting a "
             f"person, {result['seeded']['unknown']:,} unknown, {result['seeded']['pending']:,}"
             f" pending), seeded in {result['seeded']['seconds']} s", "",
             "| page | p50 ms | p99 ms | p50 vs bare | requests |", "|---|---:|---:|---:|---:|"]
    lines += [f"| {r['case']} | {r['p50_ms']} | {r['p99_ms']} | {r['vs_bare']}x | "
              f"{r['requests']} |" for r in result["rows"]]
    return lines
