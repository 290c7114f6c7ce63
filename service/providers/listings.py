"""What each provider holds, for reconciliation: its refunds in a window, attributed to intents.

Stripe lists every refund of the account by ``created`` and we recognise ours by the metadata
the refund step attaches (``surestep_tenant``, ``surestep_intent_id``, ``surestep_ticket_id``).
Shopify has no account-wide refund listing, so we read the refunds of the orders the ledger
touched in the window and recognise ours by the ``[surestep <provider key>]`` marker in the
note (the provider key leads back to the entry through ``ledger_index.by_provider_key``).
Everything here only reads; a provider error makes that provider's part of the report
incomplete (said so in the report), never a finding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from connectors.errors import ProviderError
from service.deps import Deps
from service.ledger import index as ledger_index
from service.ledger.store import Entry
from service.providers.stripe import StripeProvider

SHOPIFY_MARKER = re.compile(r"\[surestep (sst_[0-9a-f]+)\]")


@dataclass(frozen=True)
class Seen:
    """One refund as the provider shows it, and whose it is when it carries our marker."""

    provider: str
    id: str
    state: str  # completed | pending | failed | unknown (the refund step's mapping)
    status: str  # the provider's own word
    amount: int | None
    currency: str | None
    payments: frozenset[str]  # payment intent and charge, or the order id
    tenant: str | None = None
    intent_id: str | None = None
    ticket_id: str | None = None

    @property
    def ours(self) -> bool:
        return self.tenant is not None and self.intent_id is not None

    @property
    def live(self) -> bool:
        """It moved (or may still move) money: anything but failed or canceled."""
        return self.state != "failed"

    def brief(self) -> dict[str, Any]:
        return {"provider": self.provider, "refund_id": self.id, "state": self.state,
                "provider_status": self.status, "amount": self.amount,
                "currency": self.currency, "intent_id": self.intent_id,
                "ticket_id": self.ticket_id}


@dataclass
class Holdings:
    """A provider's refunds in the window, or why the listing is incomplete."""

    provider: str
    refunds: list[Seen] = field(default_factory=list)
    error: str | None = None


def stripe(deps: Deps, since: float, until: float) -> Holdings:
    """Every Stripe refund created in the window, newest first."""
    held = Holdings("stripe")
    provider = deps.refund_providers.get("stripe")
    if provider is None:
        return held
    try:
        for refund in provider.client.list_created(int(since), int(until) + 1):
            meta = refund.metadata
            held.refunds.append(Seen(
                provider="stripe", id=refund.id,
                state=StripeProvider.STATES.get(refund.status, "unknown"), status=refund.status,
                amount=refund.amount, currency=refund.currency,
                payments=frozenset(filter(None, (refund.payment_intent, refund.charge))),
                tenant=meta.get("surestep_tenant"), intent_id=meta.get("surestep_intent_id"),
                ticket_id=meta.get("surestep_ticket_id")))
    except ProviderError as exc:
        held.error = f"Stripe's refund listing failed: {exc.message}"
    return held


def shopify(deps: Deps, entries: list[Entry]) -> Holdings:
    """The refunds of every order the ledger's Shopify entries touched."""
    held = Holdings("shopify")
    provider = deps.refund_providers.get("shopify")
    orders = sorted({e.args["order_id"] for e in entries if e.args.get("provider") == "shopify"})
    if provider is None or not orders:
        return held
    try:
        for order_id in orders:
            for summary in provider.client.order_refunds(order_id):
                held.refunds.append(_shopify_seen(deps, provider, order_id, summary))
    except ProviderError as exc:
        held.error = f"Shopify's order refunds could not be read: {exc.message}"
    return held


def _shopify_seen(deps: Deps, provider: Any, order_id: str, summary: Any) -> Seen:
    observed = provider.read(None, summary.id)
    tenant = intent_id = ticket_id = None
    marker = SHOPIFY_MARKER.search(summary.note or "")
    owner = ledger_index.by_provider_key(deps.redis, marker.group(1)) if marker else None
    if owner is not None:
        tenant, _, intent_id = ledger_index.parse(owner)
        entry = deps.ledger.get(tenant, "refund", intent_id)
        ticket_id = entry.args.get("ticket_id") if entry else None
    return Seen(provider="shopify", id=summary.id, state=observed.state,
                status=observed.provider_status, amount=observed.amount,
                currency=observed.currency, payments=frozenset({order_id}), tenant=tenant,
                intent_id=intent_id, ticket_id=ticket_id)


def payments_of(entry: Entry) -> frozenset[str]:
    """What an entry refunded: its payment intent or charge, or its order."""
    args = entry.args
    return frozenset(filter(None, (args.get("payment_intent"), args.get("charge"),
                                   args.get("order_id"))))
