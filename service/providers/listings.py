"""What each provider account holds, for reconciliation: its refunds in a window, attributed to
intents. One ``Holdings`` per account: the environment's (every tenant's) and each tenant's own
(``accounts``: the tenants' accounts through ``deps.accounts``, their connectors resolved).

Stripe lists every refund of the account by ``created`` and we recognise ours by the metadata
the refund step attaches (``surestep_tenant``, ``surestep_intent_id``, ``surestep_ticket_id``).
That listing is made without a ``Stripe-Account`` header, so for Stripe Connect it covers the
platform's own refunds only: a refund made on a connected account is not in it, and an entry
with a ``stripe_account`` is read by its refund id on that account instead (``reconcile``).
Shopify has no account-wide refund listing, so we read the refunds of the orders the account's
ledger entries touched in the window and recognise ours by the ``[surestep <provider key>]``
marker in the note (the provider key leads back to the entry through
``ledger_index.by_provider_key``). A tenant's own account is that tenant's alone: a marker of
another tenant found in it is not taken as that tenant's (nothing of one tenant's account shows
in another's report). Everything here only reads; a provider error makes that account's part of
the report incomplete (said so in the report), never a finding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from connectors.errors import ProviderError
from service.deps import Deps
from service.errors import ServiceError
from service.ledger import index as ledger_index
from service.ledger.store import Entry
from service.providers.stripe import StripeProvider

ENV = "env"  # the environment's account, every tenant's (service.accounts, a room above)
PROVIDERS = ("stripe", "shopify")
SHOPIFY_MARKER = re.compile(r"\[surestep (sst_[0-9a-f]+)\]")
COVERS = {
    "stripe": "every refund the account made in the window; for Stripe Connect the platform's "
              "own refunds only (an entry on a connected account is read by its refund id with "
              "its stripe_account)",
    "shopify": "the refunds of the orders the account's ledger entries touched in the window "
               "(Shopify lists no refunds account-wide)",
}


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
    account: str = ENV  # the account it was seen in (``env``: the environment's)
    stripe_account: str | None = None  # the Connect account it was read on, if any

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
                "ticket_id": self.ticket_id, "account": self.account,
                **({"stripe_account": self.stripe_account} if self.stripe_account else {})}


@dataclass
class Holdings:
    """One account's refunds in the window, or why the listing is incomplete."""

    provider: str
    account: str = ENV  # the account's name (``env``: the environment's)
    owner: str | None = None  # the tenant whose account it is; None: every tenant's (env)
    connector: Any = None  # the account's refund provider; None: not configured here
    refunds: list[Seen] = field(default_factory=list)
    error: str | None = None
    connected_reads: int = 0  # Stripe Connect entries read one by one (not in the listing)

    def holds(self, entry: Entry) -> bool:
        """The entry was claimed on this account (``env`` when it predates accounts)."""
        args = entry.refund_args
        return (args.provider == self.provider and args.account == self.account
                and self.owner in (None, entry.tenant))

    def takes(self, tenant: str | None) -> str | None:
        """Whose a marker naming ``tenant`` is here: anyone's on the environment's account,
        only the owner's on a tenant's own."""
        return tenant if self.owner is None or tenant == self.owner else None

    def summary(self, entries: int) -> dict[str, Any]:
        """This account's line in a report's ``checked.accounts``."""
        return {"provider": self.provider, "account": self.account, "refunds": len(self.refunds),
                "complete": self.error is None, "error": self.error, "ledger_entries": entries,
                "connected_reads": self.connected_reads, "configured": self.connector is not None,
                "covers": COVERS[self.provider]}


def accounts(deps: Deps, account_tenants: list[str], entries: list[Entry]) -> list[Holdings]:
    """The environment's account of each provider (no connector: not configured here), every
    Stripe and Shopify account a tenant stored, and an incomplete line for each account the
    ledger's entries name that the tenant no longer has (nothing of it can be read)."""
    found = [Holdings(p, ENV, None, deps.refund_providers.get(p)) for p in PROVIDERS]
    for tenant in account_tenants:
        for stored in deps.accounts.store.list(tenant):
            if stored.provider not in PROVIDERS:
                continue
            held = Holdings(stored.provider, stored.name, tenant)
            try:
                held.connector = deps.accounts.resolve(tenant, stored.provider,
                                                       stored.name).connector
            except ServiceError as exc:  # removed meanwhile, or its secret unreadable here
                held.error = f"the account could not be used: {exc.detail}"
            found.append(held)
    for entry in entries:
        if not any(held.holds(entry) for held in found):
            found.append(Holdings(entry.refund_args.provider, entry.refund_args.account,
                                  entry.tenant, error="the tenant has no such account any "
                                  "more: its ledger entries in the window were not compared"))
    return found


def listing(deps: Deps, held: Holdings, since: float, until: float,
            entries: list[Entry]) -> Holdings:
    """The account's refunds (Stripe: created in the window; Shopify: of the entries' orders)."""
    if held.error is not None:
        return held
    return LISTINGS[held.provider](deps, held, since, until, entries)


def stripe(held: Holdings, since: float, until: float) -> Holdings:
    """Every refund of the account created in the window, newest first (platform's only)."""
    if held.connector is None:
        return held
    try:
        for refund in held.connector.client.list_created(int(since), int(until) + 1):
            meta = refund.metadata
            tenant = held.takes(meta.get("surestep_tenant"))
            held.refunds.append(Seen(
                provider="stripe", id=refund.id,
                state=StripeProvider.STATES.get(refund.status, "unknown"), status=refund.status,
                amount=refund.amount, currency=refund.currency,
                payments=frozenset(filter(None, (refund.payment_intent, refund.charge))),
                tenant=tenant, intent_id=meta.get("surestep_intent_id") if tenant else None,
                ticket_id=meta.get("surestep_ticket_id") if tenant else None,
                account=held.account))
    except ProviderError as exc:
        held.error = f"Stripe's refund listing failed: {exc.message}"
    return held


def shopify(deps: Deps, held: Holdings, entries: list[Entry]) -> Holdings:
    """The refunds of every order the account's ledger entries touched."""
    orders = sorted({e.refund_args.order_id for e in entries
                     if held.holds(e) and e.refund_args.order_id})
    if held.connector is None or not orders:
        return held
    try:
        for order_id in orders:
            for summary in held.connector.client.order_refunds(order_id):
                held.refunds.append(_shopify_seen(deps, held, order_id, summary))
    except ProviderError as exc:
        held.error = f"Shopify's order refunds could not be read: {exc.message}"
    return held


def _shopify_seen(deps: Deps, held: Holdings, order_id: str, summary: Any) -> Seen:
    observed = held.connector.read(None, summary.id)
    tenant = intent_id = ticket_id = None
    marker = SHOPIFY_MARKER.search(summary.note or "")
    owner = ledger_index.by_provider_key(deps.ledger, marker.group(1)) if marker else None
    if owner is not None:
        tenant, _, intent_id = ledger_index.parse(owner)
        tenant = held.takes(tenant)
        intent_id = intent_id if tenant else None
        entry = deps.ledger.get(tenant, "refund", intent_id) if tenant and intent_id else None
        ticket_id = entry.refund_args.ticket_id if entry else None
    return Seen(provider="shopify", id=summary.id, state=observed.state,
                status=observed.provider_status, amount=observed.amount,
                currency=observed.currency, payments=frozenset({order_id}), tenant=tenant,
                intent_id=intent_id, ticket_id=ticket_id, account=held.account)


def payments_of(entry: Entry) -> frozenset[str]:
    """What an entry refunded: its payment intent or charge, or its order."""
    args = entry.args
    return frozenset(filter(None, (args.get("payment_intent"), args.get("charge"),
                                   args.get("order_id"))))


# How each refund provider's refunds are listed: Stripe's by when they were made (one listing
# of the account), Shopify's by the orders the ledger touched (it lists refunds per order).
LISTINGS: dict[str, Callable[[Deps, Holdings, float, float, list[Entry]], Holdings]] = {
    "stripe": lambda deps, held, since, until, entries: stripe(held, since, until),
    "shopify": lambda deps, held, since, until, entries: shopify(deps, held, entries),
}
