"""Stripe as the refund step sees it: create, read, find, the payment's facts; each mapped to a
state (the interface and the types are ``service.providers.base``'s)."""

from __future__ import annotations

import time
from typing import Any

import redis

from connectors.stripe import Refund, StripeRefunds
from connectors.stripe_budget import Limits, StripeBudget
from service.ledger.store import Entry
from service.providers.base import Observed, PaymentFacts, PriorRefund


class StripeProvider:
    """Stripe refunds: status ``succeeded`` is completed; the rest as in ``STATES``."""

    name, label, setting = "stripe", "Stripe", "STRIPE_API_KEY"
    STATES = {"succeeded": "completed", "pending": "pending", "requires_action": "pending",
              "failed": "failed", "canceled": "failed"}

    def __init__(self, client: StripeRefunds):
        self.client = client

    def create(self, entry: Entry) -> Observed:
        return self._observed(self.client.create(self.params(entry),
                                                 idempotency_key=entry.provider_key,
                                                 stripe_account=_connected(entry)))

    def read(self, entry: Entry, refund_id: str) -> Observed:
        return self._observed(self.client.retrieve(refund_id, stripe_account=_connected(entry)))

    def find(self, entry: Entry) -> Observed | None:
        found = self.client.find(payment_intent=entry.args.get("payment_intent"),
                                 charge=entry.args.get("charge"), metadata=self.marker(entry),
                                 stripe_account=_connected(entry))
        return self._observed(found) if found else None

    def facts(self, entry: Entry, window_s: float = 0) -> PaymentFacts:
        """The PaymentIntent (or Charge) in one read, with the charge's newest 10 refunds.
        Only when it has more and the 10th is still inside the duplicate window (``window_s``,
        at most a day) does a second read list the window's refunds, up to 100: the facts'
        other figures (captured, refunded) are the charge's own totals, whatever the count."""
        pi, charge_id = entry.args.get("payment_intent"), entry.args.get("charge")
        raw = self.client.payment(payment_intent=pi, charge=charge_id,
                                  stripe_account=_connected(entry))
        charge = raw if raw.get("object") == "charge" else raw.get("latest_charge")
        charge = charge if isinstance(charge, dict) else {}
        embedded = charge.get("refunds") or {}
        refunds = [Refund.from_stripe(r) for r in embedded.get("data") or []]
        since = time.time() - window_s
        if embedded.get("has_more") and window_s and refunds and refunds[-1].created >= since:
            recent = self.client.refunds(payment_intent=pi, charge=charge_id, since=since,
                                         stripe_account=_connected(entry))
            refunds = list({r.id: r for r in [*refunds, *recent]}.values())
        customer = raw.get("customer")
        emails = {raw.get("receipt_email"), charge.get("receipt_email"),
                  (charge.get("billing_details") or {}).get("email"),
                  customer.get("email") if isinstance(customer, dict) else None}
        succeeded = raw.get("status") == "succeeded" and (raw.get("object") == "payment_intent"
                                                          or bool(raw.get("paid")))
        return PaymentFacts(
            id=raw["id"], refundable=succeeded, status=raw.get("status") or "unknown",
            currency=(raw.get("currency") or "").lower(),
            paid=charge.get("amount_captured") or raw.get("amount_received") or 0,
            refunded=charge.get("amount_refunded") or 0,
            refunds=tuple(self._prior(entry, r) for r in refunds),
            customer_id=customer.get("id") if isinstance(customer, dict) else customer,
            emails=frozenset(e.lower() for e in emails if e), created=raw.get("created") or 0,
            raw=raw)

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


def _connected(entry: Entry) -> str | None:
    """The Stripe Connect account the intent is for (its ``stripe_account``), or None."""
    return entry.args.get("stripe_account") or None


def build_for(api_key: str, api_base: str, config: dict[str, Any],
              client: redis.Redis) -> StripeProvider:
    """The provider for one Stripe key (the environment's, or a tenant's account), its rate
    budget shared through ``client`` by every process and account that holds the same key."""
    limits = Limits(live=config["STRIPE_RATE_LIVE"], test=config["STRIPE_RATE_TEST"],
                    endpoint=config["STRIPE_RATE_ENDPOINT"])
    timeout_s = config["SURESTEP_PROVIDER_TIMEOUT_S"]
    budget = StripeBudget(client, api_key, limits, max_wait_s=config["STRIPE_MAX_WAIT_S"],
                          hold_s=timeout_s + 2)  # no answer: held past the timeout
    return StripeProvider(StripeRefunds(api_key, api_base, timeout_s, budget))
