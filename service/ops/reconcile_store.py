"""Reconciliation reports: stored per tenant (``service.ledger.reconciliations``), listed
newest first (the newest ``KEEP``), new findings emitted once.

Hourly runs look at overlapping windows, so a finding shows in every report that covers it
(marked ``new: false`` after the first) but is emitted as ``reconciliation.discrepancy`` once.
Here too is what a report holds: each ``Finding`` (its fingerprint is what "reported before"
means) and its ``checked`` section, per provider and per account.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from service.deps import Deps
from service.events import publish as events
from service.ledger import counters, reconciliations
from service.ledger.store import Entry
from service.providers.listings import ENV, Holdings

KEEP = 500
EVENT = "reconciliation.discrepancy"


@dataclass
class Finding:
    """One discrepancy, for one tenant, with the refunds and the intent it concerns."""

    kind: str
    tenant: str
    provider: str
    detail: str
    intent_id: str | None = None
    refunds: list[dict[str, Any]] = field(default_factory=list)
    ledger: dict[str, Any] | None = None
    account: str = ENV  # the account it was found in (``env``: the environment's)
    stripe_account: str | None = None  # the Stripe Connect account, if the entry names one

    def fingerprint(self) -> str:
        """Stable across runs, so the next pass knows it was reported already (the account is
        part of it unless it is ``env``: findings of before accounts keep their prints)."""
        ids = sorted(r["refund_id"] for r in self.refunds)
        where = [w for w in (None if self.account == ENV else self.account,
                             self.stripe_account) if w]
        material = "\n".join([self.kind, self.tenant, self.provider, self.intent_id or "", *ids,
                              *where])
        return hashlib.sha256(material.encode()).hexdigest()[:24]

    def as_dict(self) -> dict[str, Any]:
        return {"fingerprint": self.fingerprint(), **asdict(self)}


def checked(holdings: list[Holdings], entries: list[Entry], tenant: str) -> dict[str, Any]:
    """What a tenant's report says was compared: the ledger's entries; per provider, all the
    accounts the tenant can use together (the shape of before accounts: ``refunds``,
    ``complete``, ``error``, and now their names in ``accounts``); and each such account on its
    own line in ``accounts`` (the environment's and the tenant's own, never another tenant's)."""
    visible = [h for h in holdings if h.owner in (None, tenant)]
    out: dict[str, Any] = {"ledger_entries": len(entries)}
    for provider in dict.fromkeys(h.provider for h in visible):
        out[provider] = _provider_line([h for h in visible if h.provider == provider])
    out["accounts"] = [h.summary(sum(1 for e in entries if h.holds(e))) for h in visible]
    return out


def _provider_line(mine: list[Holdings]) -> dict[str, Any]:
    """One provider's accounts read together: the refunds they hold, complete only when every
    read was, each error (named by its account, but for the environment's) and their names."""
    errors = [h.error if h.owner is None else f"account {h.account!r}: {h.error}"
              for h in mine if h.error]
    return {"refunds": sum(len(h.refunds) for h in mine), "complete": not errors,
            "error": "; ".join(errors) or None, "accounts": [h.account for h in mine]}


def save(deps: Deps, tenant: str, window: dict[str, Any], checked: dict[str, Any],
         findings: list[dict[str, Any]]) -> dict[str, Any]:
    """Store one tenant's report, emit its new findings, and return it."""
    for finding in findings:
        finding["new"] = reconciliations.first_report(deps.ledger, tenant, finding["fingerprint"])
    report_id = "rec_" + uuid.uuid4().hex[:20]
    fresh = [f for f in findings if f["new"]]
    report = {"id": report_id, "tenant": tenant, "created_at": deps.clock.wall(), **window,
              "checked": checked, "counts": dict(Counter(f["kind"] for f in findings)),
              "discrepancies": len(findings), "new": len(fresh), "findings": findings,
              "links": {"self": f"/v1/reconciliations/{report_id}"}}
    reconciliations.save(deps.ledger, tenant, report_id, json.dumps(report, default=str),
                         report["created_at"], KEEP)
    for finding in fresh:
        counters.incr(deps.ledger, "reconciliation_findings", kind=finding["kind"])
    if fresh:
        report["event_id"] = events.emit(deps, tenant, EVENT, {
            "reconciliation_id": report_id, "since": report["since"], "until": report["until"],
            "counts": dict(Counter(f["kind"] for f in fresh)), "findings": fresh,
            "links": report["links"]})
    return report


def summaries(deps: Deps, tenant: str, limit: int = 50) -> list[dict[str, Any]]:
    """The tenant's newest reports, without their findings."""
    ids = reconciliations.newest_ids(deps.ledger, tenant, limit)
    out = []
    for report_id in ids:
        report = get(deps, tenant, report_id)
        if report is not None:
            out.append({k: v for k, v in report.items() if k != "findings"})
    return out


def get(deps: Deps, tenant: str, report_id: str) -> dict[str, Any] | None:
    """One report of this tenant (None for another tenant's, or an unknown id)."""
    raw = reconciliations.load(deps.ledger, tenant, report_id)
    return json.loads(raw) if raw else None
