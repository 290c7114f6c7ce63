"""Reconciliation: compare what the providers hold with what the ledger says, and report it.

The live path catches the duplicates it can see; this pass catches the rest: a refund issued
by hand in a dashboard, two refunds for one intent or one ticket, a refund carrying our
marker that the ledger lacks or records differently, a ledger ``completed`` whose refund the
provider does not have, and ``pending`` / ``unknown`` entries older than
``SURESTEP_RECONCILE_STALE_S`` (re-verified on the spot, the one write this pass makes: the
verify step records what the provider says, forward only). It never creates, cancels or
changes a refund: by the time a discrepancy shows, the right action needs a person. Each run
stores one report per tenant (``service.ops.reconcile_store``) and emits
``reconciliation.discrepancy`` for findings not reported before.

Finding kinds: ``duplicate_refunds``, ``duplicate_ticket``, ``manual_refund``,
``missing_in_ledger``, ``ledger_mismatch``, ``missing_at_provider``, ``stale``.
"""

from __future__ import annotations

import hashlib
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

from connectors.errors import Missing, ProviderError
from service.deps import Deps
from service.errors import InFlight, ServiceError
from service.ledger import index as ledger_index
from service.ledger.store import Entry
from service.ops import reconcile_store
from service.providers import listings as reconcile_sources
from service.providers.listings import Holdings, Seen, payments_of
from service.steps import refund as refund_step

STEP = "refund"
UNSETTLED = ("in_progress", "unknown", "pending")


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

    def fingerprint(self) -> str:
        """Stable across runs, so the next pass knows it was reported already."""
        ids = sorted(r["refund_id"] for r in self.refunds)
        material = "\n".join([self.kind, self.tenant, self.provider, self.intent_id or "", *ids])
        return hashlib.sha256(material.encode()).hexdigest()[:24]

    def as_dict(self) -> dict[str, Any]:
        return {"fingerprint": self.fingerprint(), **asdict(self)}


def run(deps: Deps, since_s: float, *, actor: str = "reconcile",
        now: float | None = None) -> list[dict[str, Any]]:
    """Reconcile the window ``[now - since_s, now]`` for every tenant; store and return one
    report per tenant (and emit the new findings)."""
    now = time.time() if now is None else now
    since = now - since_s
    stale_s = deps.config["SURESTEP_RECONCILE_STALE_S"]
    findings = reverify_stale(deps, now, stale_s, actor)
    tenants = set(deps.config["API_KEYS"].values())
    entries = {t: _entries(deps, t, since, now) for t in tenants}
    holdings = [reconcile_sources.stripe(deps, since, now),
                reconcile_sources.shopify(deps, [e for es in entries.values() for e in es])]
    tenants |= {seen.tenant for held in holdings for seen in held.refunds if seen.ours}
    for held in holdings:
        findings += compare(deps, held, entries, now, stale_s)
    tenants |= {finding.tenant for finding in findings}
    window = {"since": since, "until": now, "actor": actor}
    return [reconcile_store.save(deps, tenant, window, _checked(holdings, entries, tenant),
                                 [f.as_dict() for f in findings if f.tenant == tenant])
            for tenant in sorted(tenants)]


def compare(deps: Deps, held: Holdings, entries: dict[str, list[Entry]], now: float,
            stale_s: float) -> list[Finding]:
    """Every discrepancy between one provider's refunds and the ledger."""
    found: list[Finding] = []
    ours: dict[tuple[str, str], list[Seen]] = defaultdict(list)
    for seen in held.refunds:
        if seen.ours:
            ours[(seen.tenant, seen.intent_id)].append(seen)
    for (tenant, intent_id), refunds in sorted(ours.items()):
        found += _check_intent(deps, held.provider, tenant, intent_id, refunds, now, stale_s)
    found += _duplicate_tickets(held.provider, ours)
    found += _manual(held, entries, ours)
    # an incomplete listing (or none: the provider is not configured here) would make every
    # absence look like a missing refund
    if held.error is None and held.provider in deps.refund_providers:
        found += _missing_at_provider(deps, held, entries)
    return found


def _check_intent(deps: Deps, provider: str, tenant: str, intent_id: str, refunds: list[Seen],
                  now: float, stale_s: float) -> list[Finding]:
    live = [r for r in refunds if r.live]
    brief = [r.brief() for r in refunds]
    if len(live) > 1:
        return [Finding("duplicate_refunds", tenant, provider,
                        f"{len(live)} refunds moved money for intent {intent_id!r} "
                        f"({', '.join(r.id for r in live)}); surestep made one.",
                        intent_id, brief)]
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None:
        return [Finding("missing_in_ledger", tenant, provider,
                        f"{provider} holds refund {refunds[0].id} marked for intent "
                        f"{intent_id!r}, which the ledger does not have.", intent_id, brief)]
    recorded = entry.result.get("refund_id")
    seen = next((r for r in refunds if r.id == recorded), live[0] if live else refunds[0])
    differences = _differences(entry, seen, now, stale_s)
    if not differences:
        return []
    return [Finding("ledger_mismatch", tenant, provider, "; ".join(differences), intent_id,
                    brief, _ledger_brief(entry))]


def _differences(entry: Entry, seen: Seen, now: float, stale_s: float) -> list[str]:
    if entry.state in UNSETTLED and now - entry.created_at < stale_s:
        return []  # still settling: the step, its verify job or the sweeper will get there
    result, out = entry.result, []
    if result.get("refund_id") != seen.id:
        out.append(f"the ledger records refund {result.get('refund_id')} "
                   f"({entry.state}), the provider holds {seen.id}")
    if result.get("amount") is not None and seen.amount is not None \
            and result["amount"] != seen.amount:
        out.append(f"the ledger records {result['amount']}, the provider {seen.amount}")
    if entry.state not in ("escalated", seen.state):
        out.append(f"the ledger says {entry.state}, the provider says {seen.state} "
                   f"({seen.status})")
    return out


def _duplicate_tickets(provider: str, ours: dict[tuple[str, str], list[Seen]]) -> list[Finding]:
    by_ticket: dict[tuple[str, str], list[Seen]] = defaultdict(list)
    for (tenant, _), refunds in ours.items():
        for seen in refunds:
            if seen.live and seen.ticket_id:
                by_ticket[(tenant, seen.ticket_id)].append(seen)
    found = []
    for (tenant, ticket), refunds in sorted(by_ticket.items()):
        intents = sorted({r.intent_id for r in refunds})
        if len(intents) > 1:
            found.append(Finding("duplicate_ticket", tenant, provider,
                                 f"ticket {ticket} was refunded under {len(intents)} intents "
                                 f"({', '.join(intents)}).", None, [r.brief() for r in refunds]))
    return found


def _manual(held: Holdings, entries: dict[str, list[Entry]],
            ours: dict[tuple[str, str], list[Seen]]) -> list[Finding]:
    """Refunds without our marker on a payment that a tenant refunded through surestep."""
    paid: dict[str, set[str]] = defaultdict(set)
    for tenant, tenant_entries in entries.items():
        for entry in tenant_entries:
            paid[tenant] |= payments_of(entry)
    for (tenant, _), refunds in ours.items():
        for seen in refunds:
            paid[tenant] |= seen.payments
    found = []
    for seen in held.refunds:
        if seen.ours:
            continue
        for tenant in sorted(t for t, payments in paid.items() if payments & seen.payments):
            found.append(Finding("manual_refund", tenant, held.provider,
                                 f"refund {seen.id} of {seen.amount} {(seen.currency or '').upper()}"
                                 f" was not made by surestep, on a payment surestep also "
                                 f"refunded ({', '.join(sorted(seen.payments))}).",
                                 None, [seen.brief()]))
    return found


def _missing_at_provider(deps: Deps, held: Holdings,
                         entries: dict[str, list[Entry]]) -> list[Finding]:
    """Ledger entries that name a refund the provider does not have."""
    listed, found = {seen.id for seen in held.refunds}, []
    for tenant, tenant_entries in sorted(entries.items()):
        for entry in tenant_entries:
            refund_id = entry.result.get("refund_id")
            if (entry.args.get("provider", "stripe") != held.provider or not refund_id
                    or refund_id in listed or entry.state not in ("completed", "pending")):
                continue
            try:
                deps.refund_providers[held.provider].read(entry, refund_id)
            except Missing:
                found.append(Finding("missing_at_provider", tenant, held.provider,
                                     f"the ledger says {entry.state} with refund {refund_id}, "
                                     f"which {held.provider} does not have.", entry.intent_id,
                                     [], _ledger_brief(entry)))
            except ProviderError as exc:
                held.error = f"refund {refund_id} could not be read: {exc.message}"
    return found


def reverify_stale(deps: Deps, now: float, stale_s: float, actor: str) -> list[Finding]:
    """``pending`` and ``unknown`` refunds older than ``stale_s``, each re-read now."""
    found = []
    for state in ("pending", "unknown"):
        for key in ledger_index.in_state(deps.redis, state, created_before=now - stale_s):
            tenant, step, intent_id = ledger_index.parse(key)
            entry = deps.ledger.get(tenant, step, intent_id)
            if entry is None or entry.state != state:
                ledger_index.forget(deps.redis, key, state)  # a stale hint, not a finding
                continue
            after, note = _reverify(deps, entry, actor)
            hours = (now - entry.created_at) / 3600
            found.append(Finding("stale", tenant, entry.args.get("provider", "zendesk"),
                                 f"{step} {state} for {hours:.1f} h; re-verified: {after}"
                                 f"{note}.", intent_id, [], {**_ledger_brief(entry),
                                                             "state_after": after}))
    return found


def _reverify(deps: Deps, entry: Entry, actor: str) -> tuple[str, str]:
    if entry.step != STEP:
        return entry.state, " (ticket updates are re-checked by their own job)"
    try:
        return refund_step.verify(deps, entry.tenant, entry.intent_id, actor=actor).entry.state, ""
    except InFlight:
        return "in_progress", " (a request is executing it right now)"
    except ServiceError as exc:
        return entry.state, f" (not re-read: {exc.detail})"


def _entries(deps: Deps, tenant: str, since: float, until: float) -> list[Entry]:
    entries = []
    for intent_id, _ in ledger_index.created(deps.redis, tenant, STEP, since, until):
        entry = deps.ledger.get(tenant, STEP, intent_id)
        if entry is not None:
            entries.append(entry)
    return entries


def _ledger_brief(entry: Entry) -> dict[str, Any]:
    return {"state": entry.state, "refund_id": entry.result.get("refund_id"),
            "amount": entry.result.get("amount"), "attempts": entry.attempts,
            "created_at": entry.created_at, "updated_at": entry.updated_at}


def _checked(holdings: list[Holdings], entries: dict[str, list[Entry]],
             tenant: str) -> dict[str, Any]:
    checked: dict[str, Any] = {"ledger_entries": len(entries.get(tenant, []))}
    for held in holdings:
        checked[held.provider] = {"refunds": len(held.refunds), "complete": held.error is None,
                                  "error": held.error}
    return checked
