"""Reconciliation reports: stored per tenant, listed newest first, new findings emitted once.

    sst:<tenant>:reconciliation:<id>      string  the report (JSON), kept for the ledger TTL
    sst:<tenant>:reconciliations          zset    report id -> created_at (the newest KEEP)
    sst:<tenant>:recon-seen:<fingerprint> string  a finding already reported (ledger TTL)

Hourly runs look at overlapping windows, so a finding shows in every report that covers it
(marked ``new: false`` after the first) but is emitted as ``reconciliation.discrepancy`` once.
"""

from __future__ import annotations

import json
import time
import uuid
from collections import Counter
from typing import Any

from service import metrics
from service.deps import Deps
from service.events import publish as events
from service.ledger import keys

KEEP = 500
EVENT = "reconciliation.discrepancy"


def _key(tenant: str, report_id: str) -> str:
    return keys.reconciliation(tenant, report_id)


def _index(tenant: str) -> str:
    return keys.reconciliations(tenant)


def save(deps: Deps, tenant: str, window: dict[str, Any], checked: dict[str, Any],
         findings: list[dict[str, Any]]) -> dict[str, Any]:
    """Store one tenant's report, emit its new findings, and return it."""
    ttl = deps.ledger.ttl_s
    for finding in findings:
        seen_key = keys.recon_seen(tenant, finding["fingerprint"])
        finding["new"] = bool(deps.redis.set(seen_key, 1, nx=True, ex=ttl))
    report_id = "rec_" + uuid.uuid4().hex[:20]
    fresh = [f for f in findings if f["new"]]
    report = {"id": report_id, "tenant": tenant, "created_at": time.time(), **window,
              "checked": checked, "counts": dict(Counter(f["kind"] for f in findings)),
              "discrepancies": len(findings), "new": len(fresh), "findings": findings,
              "links": {"self": f"/v1/reconciliations/{report_id}"}}
    pipe = deps.redis.pipeline()
    pipe.set(_key(tenant, report_id), json.dumps(report, default=str), ex=ttl)
    pipe.zadd(_index(tenant), {report_id: report["created_at"]})
    pipe.zremrangebyrank(_index(tenant), 0, -(KEEP + 1))
    pipe.expire(_index(tenant), ttl)
    pipe.execute()
    for finding in fresh:
        metrics.incr(deps.redis, "reconciliation_findings", kind=finding["kind"])
    if fresh:
        report["event_id"] = events.emit(deps, tenant, EVENT, {
            "reconciliation_id": report_id, "since": report["since"], "until": report["until"],
            "counts": dict(Counter(f["kind"] for f in fresh)), "findings": fresh,
            "links": report["links"]})
    return report


def summaries(deps: Deps, tenant: str, limit: int = 50) -> list[dict[str, Any]]:
    """The tenant's newest reports, without their findings."""
    ids = [i.decode() for i in deps.redis.zrevrange(_index(tenant), 0, limit - 1)]
    out = []
    for report_id in ids:
        report = get(deps, tenant, report_id)
        if report is not None:
            out.append({k: v for k, v in report.items() if k != "findings"})
    return out


def get(deps: Deps, tenant: str, report_id: str) -> dict[str, Any] | None:
    """One report of this tenant (None for another tenant's, or an unknown id)."""
    raw = deps.redis.get(_key(tenant, report_id))
    return json.loads(raw) if raw else None
