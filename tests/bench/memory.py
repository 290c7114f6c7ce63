"""Figure ``memory``: Redis memory per 100,000 ledger entries, made by the ledger's own code.

One refund step runs for real first (``service.steps.refund.refund`` against the Stripe
simulator); its entry is the template. Then ``ENTRIES`` entries per row are made through
``service.ledger.store.Ledger`` in a fresh embedded Redis of their own (AOF on, as in production),
each with its own intent id and provider key:

    claim + settle        the smallest entry a step leaves (hash, audit trail, indexes)
    a Stripe refund       claim, the payment's read, the create and the read-back as the ledger
                          keeps them (``entries.pack_answer``), settle
    ... listpack 1024     the same with the Redis setting an operator may raise (the entry's
                          hash then compact, not a hashtable)

``INFO memory`` ``used_memory`` is read before and after each row (once no AOF rewrite runs),
so the figure includes every index the ledger's scripts keep and Redis's per-key overhead.
"""

from __future__ import annotations

import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import redis

from sandbox.embedded_redis import EmbeddedRedis
from service.ledger.store import Ledger
from service.steps import common
from service.steps import refund as refund_step
from tests.bench.stack import TENANT, Stack

ENTRIES, QUICK_ENTRIES = 100_000, 10_000
THREADS = 4
TTL_S = 30 * 24 * 3600  # SURESTEP_LEDGER_TTL_DAYS' default
LISTPACK_VALUE = "hash-max-ziplist-value"  # Redis 7's hash-max-listpack-value, by its old name


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_ENTRIES if quick else ENTRIES
    template = _real_refund(stack)
    server = EmbeddedRedis(Path("var/bench-memory")).start()
    client = redis.Redis.from_url(server.url)
    try:
        ledger = Ledger(client, TTL_S)
        rows = [_row(client, ledger, name, count, template, raw)
                for name, raw in (("claim + settle", False), ("a Stripe refund", True))]
        # The operator's lever: an entry's hash holds values longer than Redis's default
        # hash-max-listpack-value (64 bytes: args, result), so Redis keeps it as a hashtable.
        default = client.config_get(LISTPACK_VALUE)[LISTPACK_VALUE]
        client.config_set(LISTPACK_VALUE, 1024)
        try:
            rows.append(_row(client, ledger, f"a Stripe refund, {LISTPACK_VALUE} 1024", count,
                             template, True))
        finally:
            client.config_set(LISTPACK_VALUE, default)
        version = client.info("server")["redis_version"]
    finally:
        client.close()
        server.stop()
        server.wipe()
    return {"entries": count, "redis": version, "rows": rows}


def _real_refund(stack: Stack) -> dict:
    """One refund step for real; its stored args, result and raw responses."""
    payment = stack.stripe.payment(5000)["payment_intent"]
    args = {"intent_id": f"mem-{uuid.uuid4().hex[:8]}", "provider": "stripe",
            "payment_intent": payment, "amount": 1200, "currency": "usd",
            "reason": "requested_by_customer", "ticket_id": "48213",
            "customer": {"id": "cus_123", "email": "ana@example.com"},
            "metadata": {"agent": "bot-7"}}
    with stack.deps() as deps:
        entry = refund_step.refund(deps, TENANT, args).entry
        _, raw = deps.ledger.history(entry.key)
    assert entry.state == "completed", entry.state
    return {"args": entry.args, "result": entry.result, "detail": entry.result["detail"],
            "raw": [{k: v for k, v in r.items() if k != "at"} for r in raw]}


def _row(client, ledger: Ledger, name: str, count: int, template: dict, raw: bool) -> dict:
    _settle_memory(client)
    before, keys_before = client.info("memory")["used_memory"], client.dbsize()
    started = time.monotonic()
    tag = uuid.uuid4().hex[:6]
    with ThreadPoolExecutor(THREADS) as pool:
        list(pool.map(lambda n: _entry(ledger, f"{tag}-{n}", template, raw), range(count)))
    elapsed = time.monotonic() - started
    _settle_memory(client)
    used = client.info("memory")["used_memory"] - before
    return {"row": name, "entries": count, "bytes": used, "per_entry": used / count,
            "per_100k_mb": used / count * 100_000 / 2**20,
            "keys_per_entry": (client.dbsize() - keys_before) / count,
            "entries_per_s": count / elapsed, "one_entry": _breakdown(client, ledger, f"{tag}-0")}


def _breakdown(client, ledger: Ledger, intent_id: str) -> dict:
    """MEMORY USAGE of each key of one entry (the shared index keys are not counted)."""
    key = ledger.key(TENANT, refund_step.STEP, intent_id)
    provider_key = client.hget(key, "provider_key").decode()
    parts = {"hash": key, "audit": key + ":audit", "raw": key + ":raw",
             "pk": f"sst:@pk:{provider_key}"}
    return {part: client.memory_usage(name, samples=0) or 0 for part, name in parts.items()}


def _entry(ledger: Ledger, intent_id: str, template: dict, raw: bool) -> None:
    args = template["args"]
    fp = common.fingerprint({**args, "n": intent_id})
    claim = ledger.claim(TENANT, refund_step.STEP, intent_id, fingerprint=fp, args=args,
                         provider_key=common.provider_key(TENANT, intent_id, "refund", fp),
                         lease_s=35)
    if raw:
        for record in template["raw"]:
            ledger.record_response(claim.entry.key, record)
    ledger.settle(claim.entry, "completed", template["result"], actor="api",
                  note=template["detail"], owner=claim.owner)


def _settle_memory(client) -> None:
    """Wait until no AOF rewrite runs (its buffers would count as used memory)."""
    deadline = time.monotonic() + 120
    while client.info("persistence")["aof_rewrite_in_progress"] and time.monotonic() < deadline:
        time.sleep(0.2)


def table(result: dict) -> list[str]:
    lines = [f"{result['entries']} entries per row, Redis {result['redis']} (embedded, AOF on), "
             f"INFO memory used_memory before and after", "",
             "| entry | keys per entry | bytes per entry | MiB per 100,000 | entries/s made |",
             "|---|---:|---:|---:|---:|"]
    for r in result["rows"]:
        lines.append(f"| {r['row']} | {r['keys_per_entry']:.2f} | {r['per_entry']:.0f} | "
                     f"{r['per_100k_mb']:.1f} | {r['entries_per_s']:.0f} |")
    lines += ["", "MEMORY USAGE of one entry's own keys, bytes (the rest of the figure: the "
                  "indexes, Redis's key and expiry tables):", "",
              "| entry | hash | audit | raw | @pk | sum |", "|---|---:|---:|---:|---:|---:|"]
    for r in result["rows"]:
        one = r["one_entry"]
        lines.append(f"| {r['row']} | {one['hash']} | {one['audit']} | {one['raw']} | "
                     f"{one['pk']} | {sum(one.values())} |")
    return lines
