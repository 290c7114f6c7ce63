"""Figure ``judged``: what the judgment costs a refund in time, with every provider slow.

Real providers answer in hundreds of milliseconds and an agent's executor gives up after 8-15 s
(issue 25), so this figure is wall time, not CPU: the Stripe and the Zendesk simulators answer
every API request after ``DELAY_S`` (their ``latency`` fault, until cleared), and one client
sends refunds one after another to gunicorn (the Procfile's config), each for a payment and a
ticket of its own, and times each answer. Scenarios:

    plain      no ticket, no ``[judgment]``: the payment's read, the create, the read-back
    checkout   ``[judgment]`` on, the ticket named; the payment came from a Checkout Session
    bare       the same, for a payment with no session and no invoice (no lines to read), its
               policy letting a figure alone ground up to $50 (``figure_alone_max``)
    replay     the ``checkout`` refunds sent again: answered from the ledger, nothing read
    reader     ``checkout`` with the model reader on (``reader_url``): a stand-in model on
               loopback (``tests.support.model_reader``) that also answers after ``DELAY_S``

Each row gives the median and the slowest answer, and the median in round trips (median /
``DELAY_S``). The promise: the ticket's reads and the lines are made beside the payment's read,
so a judged refund stays at the plain refund's three round trips (facts, create, read-back)
plus our own milliseconds, and a replay reads nothing (checked at the simulators: a broken
promise fails the figure). The model's reading waits for the ticket and the lines (one round
trip) and then runs beside the payment's read: with it a judged refund must stay within
``READER_BUDGET`` (4.5) round trips, one reading a refund (checked at the stand-in). Every
judged refund must be allowed and completed (the customer asked for the $12 mug, the agent
refunds $12).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Iterator

from tests.bench.stack import KEY, Stack
from tests.support.model_reader import StandInModel

DELAY_S = 0.3
COUNT, QUICK_COUNT = 12, 3
MUG = {"description": "Blue Ceramic Mug", "quantity": 1, "unit_amount": 1200}
KETTLE = {"description": "Copper Kettle", "quantity": 1, "unit_amount": 15000}
WORDS = "Hi, the $12 mug arrived broken. Can I get a refund for it?"
READING = {"language": "en", "instructions": [], "asks": [
    {"what": "line", "line": 1, "units": None, "percent": None,
     "quote": "the $12 mug arrived broken"}]}
READER_BUDGET = 4.5


def run(stack: Stack, quick: bool) -> dict:
    count, tag = QUICK_COUNT if quick else COUNT, uuid.uuid4().hex[:6]
    with tempfile.TemporaryDirectory() as tmp, stack.zendesk() as (zendesk, env):
        plain_policy, judged_policy = Path(tmp, "plain.toml"), Path(tmp, "judged.toml")
        plain_policy.write_text("rules = \"none\"\n")
        judged_policy.write_text("[judgment]\nenabled = true\n")
        # a bare payment has no lines to show what "$12" is the price of: a figure alone may
        # ground a refund only up to figure_alone_max (default: never; a person decides)
        bare_policy = Path(tmp, "bare.toml")
        bare_policy.write_text("[judgment]\nenabled = true\nfigure_alone_max = { usd = 5000 }\n")
        model = StandInModel(READING)
        model.delay_s = DELAY_S
        reader_policy = Path(tmp, "reader.toml")
        reader_policy.write_text(f'[judgment]\nenabled = true\nreader_url = "{model.url}"\n'
                                 f'reader_model = "stand-in"\nreader_timeout_s = 3\n')
        cases = {name: _cases(stack, zendesk, count, ticket=name != "plain",
                              lines=name in ("checkout", "reader"))
                 for name in ("plain", "checkout", "bare", "reader")}
        rows, sent = [], {}
        with _slow(stack, zendesk), model:
            for name, policy in (("plain", plain_policy), ("checkout", judged_policy),
                                 ("bare", bare_policy), ("reader", reader_policy)):
                more = {"SURESTEP_ALLOWED_TARGETS": "127.0.0.1"} if name == "reader" else {}
                with stack.web(**{**_only(env, stack.env), "SURESTEP_POLICY": str(policy),
                                  **more}) as port:
                    _refund(port, {**cases[name][0], "intent_id": f"warm-{name}-{tag}"}, warm=True)
                    times = [_refund(port, {**case, "intent_id": f"{name}-{tag}-{n}"})
                             for n, case in enumerate(cases[name][1:])]
                    rows.append(_row(name, times))
                    if name == "checkout":
                        before = _api_requests(stack, zendesk)
                        replays = [_refund(port, {**case, "intent_id": f"{name}-{tag}-{n}"})
                                   for n, case in enumerate(cases[name][1:])]
                        sent["replay"] = _api_requests(stack, zendesk) - before
                        rows.append(_row("replay", replays))
    assert sent["replay"] == 0, f"replays sent {sent['replay']} provider requests"
    reader = next(r for r in rows if r["scenario"] == "reader")
    assert model.count == count + 1, f"{model.count} readings for {count + 1} refunds"
    assert reader["round_trips"] <= READER_BUDGET, \
        f"a refund with the model reader took {reader['round_trips']:.2f} round trips"
    plain = next(r for r in rows if r["scenario"] == "plain")
    for row in rows:
        row["vs_plain_ms"] = 1000 * (row["median_s"] - plain["median_s"])
    return {"delay_s": DELAY_S, "refunds_per_scenario": count, "rows": rows,
            "replay_provider_requests": sent["replay"], "readings": model.count}


def _only(env: dict, base: dict) -> dict:
    """What ``env`` adds to the stack's environment (the Zendesk account)."""
    return {k: v for k, v in env.items() if base.get(k) != v}


def _cases(stack: Stack, zendesk, count: int, ticket: bool, lines: bool) -> list[dict]:
    """``count + 1`` refunds (the first warms the process up), each its payment and ticket."""
    out = []
    for _ in range(count + 1):
        facts = {"line_items": [MUG, KETTLE]} if lines else {}
        who = {"customer_email": "ana@example.com"} if lines else {"receipt_email": "ana@example.com"}
        payment = stack.stripe.payment(1200 + 15000, **who, **facts)
        case = {"payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd"}
        if ticket:
            person = zendesk.control("POST", "/_sim/users", {"name": "Ana Lopez",
                                                              "email": "ana@example.com"})
            [made] = zendesk.control("POST", "/_sim/tickets", {
                "subject": "Broken mug", "requester_id": person["id"], "description": WORDS})["data"]
            case["ticket_id"] = str(made["id"])
        out.append(case)
    return out


@contextlib.contextmanager
def _slow(stack: Stack, zendesk) -> Iterator[None]:
    """Every API request to both simulators answered after DELAY_S, until cleared."""
    for sim in (stack.stripe, zendesk):
        sim.control("POST", "/_sim/faults", {"mode": "latency", "delay_s": DELAY_S,
                                             "times": None})
    try:
        yield
    finally:
        for sim in (stack.stripe, zendesk):
            sim.control("DELETE", "/_sim/faults")


def _api_requests(stack: Stack, zendesk) -> int:
    return sum(1 for sim in (stack.stripe, zendesk) for entry in sim.requests()
               if not entry["path"].startswith("/_sim"))


def _refund(port: int, body: dict, warm: bool = False) -> float:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        started = time.perf_counter()
        conn.request("POST", "/v1/refunds", json.dumps(body),
                     {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
        response = conn.getresponse()
        answer = json.loads(response.read())
        took = time.perf_counter() - started
    finally:
        conn.close()
    state = answer.get("state")
    assert warm or state == "completed", f"refund {body['intent_id']} answered {answer}"
    if "ticket_id" in body:
        assert (answer.get("guard") or {}).get("verdict") == "allow", answer
    return took


def _row(name: str, times: list[float]) -> dict:
    median = statistics.median(times)
    return {"scenario": name, "refunds": len(times), "median_s": median, "max_s": max(times),
            "round_trips": median / DELAY_S}


def table(result: dict) -> list[str]:
    lines = [f"Every simulator answers after {1000 * result['delay_s']:.0f} ms; "
             f"{result['refunds_per_scenario']} refunds a scenario, one at a time.", "",
             "| scenario | median | slowest | median in round trips | vs plain |",
             "|---|---:|---:|---:|---:|"]
    for row in result["rows"]:
        lines.append(f"| {row['scenario']} | {1000 * row['median_s']:.0f} ms | "
                     f"{1000 * row['max_s']:.0f} ms | {row['round_trips']:.2f} | "
                     f"{row['vs_plain_ms']:+.0f} ms |")
    lines.append(f"\nProvider requests sent by the replays: {result['replay_provider_requests']}")
    return lines
