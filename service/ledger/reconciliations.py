"""Reconciliation reports as stored (``service.ops.reconcile_store`` says what they hold):

    sst:{<tenant>}:reconciliation:<id>      string  the report (JSON), kept for the ledger TTL
    sst:{<tenant>}:reconciliations          zset    report id -> created_at (the newest kept)
    sst:{<tenant>}:recon-seen:<fingerprint> string  a finding already reported (ledger TTL)
"""

from __future__ import annotations

from service.ledger import keys
from service.ledger.entries import text
from service.ledger.store import Ledger


def first_report(ledger: Ledger, tenant: str, fingerprint: str) -> bool:
    """True the first time a finding is reported (within the ledger's retention)."""
    return bool(ledger.redis.set(keys.recon_seen(tenant, fingerprint), 1, nx=True,
                                 ex=ledger.ttl_s))


def save(ledger: Ledger, tenant: str, report_id: str, report: str, created_at: float,
         keep: int) -> None:
    """Store one report (JSON) and list it, keeping the newest ``keep``, in one MULTI."""
    index = keys.reconciliations(tenant)
    pipe = ledger.redis.pipeline()
    pipe.set(keys.reconciliation(tenant, report_id), report, ex=ledger.ttl_s)
    pipe.zadd(index, {report_id: created_at})
    pipe.zremrangebyrank(index, 0, -(keep + 1))
    pipe.expire(index, ledger.ttl_s)
    pipe.execute()


def newest_ids(ledger: Ledger, tenant: str, limit: int) -> list[str]:
    return [text(i) for i in ledger.redis.zrevrange(keys.reconciliations(tenant), 0, limit - 1)]


def newest_of_each(ledger: Ledger, tenants: list[str]) -> list[str | None]:
    """Each tenant's newest report id (None for one with none), in one round trip."""
    pipe = ledger.redis.pipeline(transaction=False)
    for tenant in tenants:
        pipe.zrevrange(keys.reconciliations(tenant), 0, 0)
    return [text(ids[0]) if ids else None for ids in (pipe.execute() if tenants else [])]


def load(ledger: Ledger, tenant: str, report_id: str) -> str | None:
    """A report's JSON, if the tenant has it."""
    raw = ledger.redis.get(keys.reconciliation(tenant, report_id))
    return text(raw) if raw else None
