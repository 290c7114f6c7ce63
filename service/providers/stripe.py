"""Stripe as the refund step sees it: create, read, find, the payment's facts; each mapped to a
state (the interface and the types are ``service.providers.base``'s)."""

from __future__ import annotations

from typing import Any, cast

from connectors.stripe import Refund, StripeRefunds
from service import tracing
from service.config import Settings
from service.ledger.connection import Store, clock_of
from service.ledger.store import Entry
from service.ledger.stripe_budget import Limits, StripeBudget
from service.providers.base import Observed, PaymentFacts, PriorRefund


class StripeProvider:
    """Stripe refunds: status ``succeeded`` is completed; the rest as in ``STATES``."""

    name, label, setting = "stripe", "Stripe", "STRIPE_API_KEY"
    STATES = {"succeeded": "completed", "pending": "pending", "requires_action": "pending",
              "failed": "failed", "canceled": "failed"}

    def __init__(self, client: StripeRefunds, store: Store):
        # the ledger, whose clock (Deps.clock) a listing's window is measured by
        self.client, self.store = client, store

    @tracing.provider_call("create")
    def create(self, entry: Entry) -> Observed:
        return self._observed(self.client.create(self.params(entry),
                                                 idempotency_key=entry.provider_key,
                                                 stripe_account=_connected(entry)))

    @tracing.provider_call("read")
    def read(self, entry: Entry, refund_id: str) -> Observed:
        return self._observed(self.client.retrieve(refund_id, stripe_account=_connected(entry)))

    @tracing.provider_call("find")
    def find(self, entry: Entry) -> Observed | None:
        args = entry.refund_args
        found = self.client.find(payment_intent=args.payment_intent,
                                 charge=args.charge, metadata=self.marker(entry),
                                 stripe_account=_connected(entry))
        return self._observed(found) if found else None

    @tracing.provider_call("facts")
    def facts(self, entry: Entry, window_s: float = 0) -> PaymentFacts:
        """The PaymentIntent (or Charge) in one read, with the charge's newest 10 refunds.
        Only when it has more and the 10th is still inside the duplicate window (``window_s``,
        at most a day) does a second read list the window's refunds, up to 100: the facts'
        other figures (captured, refunded) are the charge's own totals, whatever the count.
        A field the read left out (older API versions and Stripe-compatible services omit
        some) is an unknown fact, never a zero (``base.FACTS``)."""
        pi, charge_id = entry.refund_args.payment_intent, entry.refund_args.charge
        raw = self.client.payment(payment_intent=pi, charge=charge_id,
                                  stripe_account=_connected(entry))
        charge = _charge_of(raw)
        refunds = self._refunds(entry, charge, window_s)
        unknown: dict[str, str] = {}
        paid, refunded = _figures(raw, charge, unknown)
        unknown.update(_not_given(raw))
        return PaymentFacts(
            id=raw["id"], refundable=_succeeded(raw) or "status" in unknown,
            status=raw.get("status") or "unknown",
            currency=(raw.get("currency") or "").lower() or None, paid=paid, refunded=refunded,
            refunds=tuple(self._prior(entry, r) for r in refunds),
            customer_id=_customer_id(raw),
            emails=_emails(raw, charge or {}), created=raw.get("created"), raw=raw,
            unknown_fields=unknown)

    def _refunds(self, entry: Entry, charge: dict[str, Any] | None,
                 window_s: float) -> list[Refund]:
        """The charge's newest refunds as the payment's read embedded them; the window's, read
        again, when there are more and the oldest embedded one is inside the window."""
        embedded = (charge or {}).get("refunds") or {}
        refunds = [Refund.from_stripe(r) for r in embedded.get("data") or []]
        since = clock_of(self.store).wall() - window_s
        if not (embedded.get("has_more") and window_s and refunds
                and refunds[-1].created >= since):
            return refunds
        recent = self.client.refunds(payment_intent=entry.refund_args.payment_intent,
                                     charge=entry.refund_args.charge, since=since,
                                     stripe_account=_connected(entry))
        return list({r.id: r for r in [*refunds, *recent]}.values())

    def _prior(self, entry: Entry, refund: Refund) -> PriorRefund:
        marker = self.marker(entry)
        return PriorRefund(id=refund.id, amount=refund.amount, created=refund.created,
                           outstanding=refund.status in ("pending", "requires_action",
                                                         "succeeded"),
                           ours=all(refund.metadata.get(k) == v for k, v in marker.items()),
                           by_surestep="surestep_intent_id" in refund.metadata)

    @staticmethod
    def marker(entry: Entry) -> dict[str, str]:
        return {"surestep_intent_id": entry.intent_id, "surestep_tenant": entry.tenant}

    @classmethod
    def params(cls, entry: Entry) -> dict[str, Any]:
        """What is sent: the payment, the amount, and metadata that finds the refund again."""
        args = entry.args
        metadata = {**(args.get("metadata") or {}), **cls.marker(entry)}
        if args.get("ticket_id"):
            metadata["surestep_ticket_id"] = args["ticket_id"]
        params: dict[str, Any] = {"amount": args["amount"], "metadata": metadata}
        for name in ("payment_intent", "charge", "reason"):
            if args.get(name):
                params[name] = args[name]
        return params

    def _observed(self, refund: Refund) -> Observed:
        return Observed(id=refund.id, state=self.STATES.get(refund.status, "unknown"),
                        provider_status=refund.status, amount=refund.amount,
                        currency=refund.currency, failure_reason=refund.failure_reason,
                        raw=refund.raw)

    def close(self) -> None:
        self.client.close()


def _charge_of(raw: dict[str, Any]) -> dict[str, Any] | None:
    """The charge whose figures count: the Charge read, or the PaymentIntent's expanded
    ``latest_charge`` ({} when it has none yet); None when the read does not show it."""
    if raw.get("object") == "charge":
        return raw
    charge = raw.get("latest_charge", ...)
    if charge is None:
        return {}  # no charge: nothing captured through one, nothing refunded
    return charge if isinstance(charge, dict) else None


def _figures(raw: dict[str, Any], charge: dict[str, Any] | None,
             unknown: dict[str, str]) -> tuple[int | None, int | None]:
    """Captured and refunded, minor units (``_captured``, ``_refunded``); a figure not given
    is None, and ``unknown`` names the field that was missing."""
    charge = charge if charge is not None else {}
    paid, refunded = _captured(raw, charge), _refunded(raw, charge)
    if paid is None:
        unknown["captured"] = "amount_captured"
    if refunded is None:
        unknown["refunded"] = "amount_refunded"
    return paid, refunded


def _captured(raw: dict[str, Any], charge: dict[str, Any]) -> int | None:
    """The charge's ``amount_captured``, else the PaymentIntent's ``amount_received``; a
    charge marked ``captured: false`` has captured nothing (a known 0); else not given."""
    paid = charge.get("amount_captured")
    if paid is None and raw.get("object") == "payment_intent":
        paid = raw.get("amount_received")
    if paid is None and charge.get("captured") is False:
        paid = 0
    return cast(int | None, paid)


def _refunded(raw: dict[str, Any], charge: dict[str, Any]) -> int | None:
    """The charge's ``amount_refunded``; a PaymentIntent with no charge yet has refunded
    nothing (a known 0); else not given."""
    refunded = charge.get("amount_refunded")
    if refunded is None and raw.get("object") == "payment_intent" and \
            raw.get("latest_charge", ...) is None:
        refunded = 0  # no charge yet: nothing refunded
    return cast(int | None, refunded)


def _not_given(raw: dict[str, Any]) -> dict[str, str]:
    """The facts the read left out (named as Stripe names them): the customer when the field
    is absent; the status, currency and creation time when absent or null."""
    missing = {fact: fact for fact in ("customer",) if fact not in raw}
    missing.update({fact: fact for fact in ("status", "currency", "created")
                    if raw.get(fact) is None})
    return missing


def _succeeded(raw: dict[str, Any]) -> bool:
    """Whether the payment succeeded: a PaymentIntent by its status, a Charge by its status
    and ``paid`` (true when not given)."""
    is_pi = raw.get("object") == "payment_intent"
    return bool(raw.get("status") == "succeeded" and (is_pi or raw.get("paid", True)))


def _customer_id(raw: dict[str, Any]) -> Any:
    """The payment's customer id, whether the read expanded the customer or not."""
    customer = raw.get("customer")
    return customer.get("id") if isinstance(customer, dict) else customer


def _emails(raw: dict[str, Any], charge: dict[str, Any]) -> frozenset[str]:
    """Every e-mail the payment names: its receipt's, the charge's and its billing's, the
    customer's (lower-cased)."""
    customer = raw.get("customer")
    found = (raw.get("receipt_email"), charge.get("receipt_email"),
             (charge.get("billing_details") or {}).get("email"),
             customer.get("email") if isinstance(customer, dict) else None)
    return frozenset(e.lower() for e in found if isinstance(e, str) and e)


def _connected(entry: Entry) -> str | None:
    """The Stripe Connect account the intent is for (its ``stripe_account``), or None."""
    return entry.refund_args.stripe_account


def build_for(api_key: str, api_base: str, config: Settings, store: Store) -> StripeProvider:
    """The provider for one Stripe key (the environment's, or a tenant's account), its rate
    budget kept in ``store`` (the ledger) and shared by every process and account that holds the same key."""
    limits = Limits(live=config["STRIPE_RATE_LIVE"], test=config["STRIPE_RATE_TEST"],
                    endpoint=config["STRIPE_RATE_ENDPOINT"])
    timeout_s = config["SURESTEP_PROVIDER_TIMEOUT_S"]
    budget = StripeBudget(store, api_key, limits, max_wait_s=config["STRIPE_MAX_WAIT_S"],
                          hold_s=timeout_s + 2)  # no answer: held past the timeout
    return StripeProvider(StripeRefunds(api_key, api_base, timeout_s, budget),
                          store)
