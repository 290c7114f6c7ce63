"""One schedule's true facts, and what the hostile policy allows on them.

The payments are made at the Stripe simulator by the schedule itself, so the suite knows their
truth (currency, what was captured, whose they are, when they were made) without asking
surestep. ``judge`` is the oracle: the refusals the provider's facts give and the policy's
breaches for a new intent's request, written from the words of ``policy.example.toml`` and the
issue, not from ``service/steps/rules/checks.py`` (a mutation of the guard must not move the oracle).
"""

from __future__ import annotations

import calendar
import time
from dataclasses import dataclass, field
from datetime import date

DAY_S = 24 * 3600
OURS = "sk_test_surestep"  # surestep's Stripe key (tests/conftest.py); anyone else is "by hand"
DASHBOARD = "sk_test_dashboard"
OUTSTANDING = ("pending", "requires_action", "succeeded")  # count against what is left

MAX_AMOUNT = {"usd": 15_000, "eur": 12_000}
MAX_PER_CUSTOMER_24H = {"usd": 25_000, "eur": 20_000}
WINDOW_DAYS = 30
DUPLICATE_S = 60 * 60
POLICY = f"""[refunds]
max_amount = {{ usd = {MAX_AMOUNT['usd']}, eur = {MAX_AMOUNT['eur']} }}
max_per_customer_24h = {{ usd = {MAX_PER_CUSTOMER_24H['usd']}, eur = {MAX_PER_CUSTOMER_24H['eur']} }}
require_email_match = true
require_customer_match = true
one_refund_per_ticket = true
duplicate_window_minutes = {DUPLICATE_S // 60}
return_window_days = {WINDOW_DAYS}
"""

CUSTOMERS = {"cus_a": "ana@example.com", "cus_b": "bo@example.com"}
# name, currency, status, customer, receipt e-mail, age in days, captured share, by-hand share
ROSTER = [
    ("usd_a", "usd", "succeeded", "cus_a", None, 1, 1.0, 0.0),
    ("usd_a_part", "usd", "succeeded", "cus_a", None, 3, 1.0, 0.4),
    ("eur_b", "eur", "succeeded", "cus_b", "billing-bo@example.com", 2, 1.0, 0.0),
    ("eur_b_capt", "eur", "succeeded", "cus_b", None, 5, 0.5, 0.2),
    ("usd_b_old", "usd", "succeeded", "cus_b", None, 40, 1.0, 0.0),
    ("usd_a_unpaid", "usd", "requires_payment_method", "cus_a", None, 1, 1.0, 0.0),
    ("eur_b_canceled", "eur", "canceled", "cus_b", None, 1, 1.0, 0.0),
    ("gbp_a", "gbp", "succeeded", "cus_a", None, 1, 1.0, 0.0),  # no limit: not covered
    ("usd_guest", "usd", "succeeded", None, "cy@example.com", 2, 1.0, 0.0),  # e-mail only
    ("usd_nobody", "usd", "succeeded", None, None, 2, 1.0, 0.0),  # no customer, no e-mail
]


@dataclass
class Payment:
    """A payment as it was made at the simulator (the truth the invariant is computed on)."""

    name: str
    pi: str
    currency: str
    amount: int
    captured: int
    status: str
    customer: str | None
    emails: frozenset[str]
    created: int

    @property
    def customer_key(self) -> str | None:
        """Whose money it is, as the policy counts a customer: the id, else the e-mail."""
        if self.customer:
            return "id:" + self.customer
        return "email:" + min(self.emails) if self.emails else None

    def truthful_customer(self, how: str) -> dict:
        """What an honest flow states about the customer (``id``, ``email`` or ``both``)."""
        email = CUSTOMERS.get(self.customer or "") or min(self.emails or {"nobody@example.com"})
        if how == "id" and self.customer:
            return {"id": self.customer}
        if how == "both" and self.customer:
            return {"id": self.customer, "email": email}
        return {"email": email}


@dataclass
class World:
    """The payments of one schedule, by PaymentIntent id."""

    payments: dict[str, Payment] = field(default_factory=dict)

    def add(self, payment: Payment) -> None:
        self.payments[payment.pi] = payment

    def named(self, name: str) -> Payment:
        return next(p for p in self.payments.values() if p.name == name)


def make_payment(sim, name: str, amount: int, now: float | None = None) -> Payment:
    """Create one roster payment at the simulator; a by-hand refund of its share if it has one."""
    row = next(r for r in ROSTER if r[0] == name)
    _, currency, status, customer, receipt, age, captured_share, by_hand_share = row
    now = time.time() if now is None else now
    created = int(now - age * DAY_S)
    captured = max(int(amount * captured_share), 1)
    facts = {"status": status, "created": created}
    if captured != amount:
        facts["captured"] = captured
    if customer:
        facts.update(customer=customer, customer_email=CUSTOMERS[customer])
    if receipt:
        facts["receipt_email"] = receipt
    made = sim.payment(amount, currency, **facts)
    emails = {e for e in (CUSTOMERS.get(customer or ""), receipt) if e}
    payment = Payment(name, made["payment_intent"], currency, amount,
                      captured if status == "succeeded" else 0, status, customer,
                      frozenset(emails), created)
    if by_hand_share:
        by_hand(sim, payment, max(int(captured * by_hand_share), 1))
    return payment


def by_hand(sim, payment: Payment, amount: int) -> dict:
    """A refund made outside surestep (a dashboard, a script): another key, no metadata."""
    import httpx

    answer = httpx.post(f"{sim.url}/v1/refunds", auth=(DASHBOARD, ""), timeout=10,
                        data={"payment_intent": payment.pi, "amount": amount})
    answer.raise_for_status()
    return answer.json()


def outstanding(refunds: list[dict], pi: str) -> list[dict]:
    return [r for r in refunds if r["payment_intent"] == pi and r["status"] in OUTSTANDING]


def left(payment: Payment, refunds: list[dict]) -> int:
    return payment.captured - sum(r["amount"] for r in outstanding(refunds, payment.pi))


def order_timestamp(value: str) -> float:
    """The suite sends order dates as ISO dates (midnight UTC)."""
    return float(calendar.timegm(date.fromisoformat(value).timetuple()))


def customer_matches(payment: Payment, stated: dict | None) -> bool:
    if not stated:
        return False
    if "id" in stated and stated["id"] != payment.customer:
        return False
    return "email" not in stated or stated["email"].lower() in payment.emails


def judge(world: World, body: dict, refunds: list[dict], tickets: dict[str, str | None],
          now: float) -> tuple[set[str], set[str]]:
    """(refusals, breaches) for a new intent's ``body``, given the simulator's ``refunds`` and
    the ticket of every intent surestep refunded (``tickets``: intent id -> ticket_id).
    Refusals are what the facts forbid outright (``failed``); breaches are the policy's
    (``escalated``). Both empty: the refund must be made."""
    payment = world.payments.get(body.get("payment_intent", ""))
    if payment is None or payment.status != "succeeded":
        return {"payment_not_refundable"}, set()
    amount = body["amount"]
    refusals = set()
    if body["currency"].lower() != payment.currency:
        refusals.add("currency_mismatch")
    if amount > left(payment, refunds):
        refusals.add("amount_exceeds_refundable")
    if refusals:
        return refusals, set()
    breaches = set()
    cap = MAX_AMOUNT.get(payment.currency)
    if cap is None:
        breaches.add("currency_not_covered")
    elif amount > cap:
        breaches.add("amount_over_maximum")
    requester = body.get("requester_email")
    if requester and requester.lower() not in payment.emails:
        breaches.add("email_mismatch")
    if not customer_matches(payment, body.get("customer")):
        breaches.add("customer_mismatch")
    placed = payment.created
    if body.get("order_date"):
        placed = min(placed, order_timestamp(body["order_date"]))
    if now - placed > WINDOW_DAYS * DAY_S:
        breaches.add("outside_return_window")
    if any(r["amount"] == amount and r["created"] >= now - DUPLICATE_S - 1
           for r in outstanding(refunds, payment.pi)):
        breaches.add("possible_duplicate")
    ours = [r for r in refunds if r["api_key"] == OURS and r["status"] in OUTSTANDING]
    ticket = body.get("ticket_id")
    if ticket and any(tickets.get(r["metadata"].get("surestep_intent_id")) == ticket
                      for r in ours):
        breaches.add("possible_duplicate")
    daily = MAX_PER_CUSTOMER_24H.get(payment.currency)
    if daily is not None:
        if payment.customer_key is None:
            breaches.add("customer_unknown")
        else:
            spent = sum(r["amount"] for r in ours if r["created"] >= now - DAY_S
                        and world.payments[r["payment_intent"]].customer_key
                        == payment.customer_key
                        and world.payments[r["payment_intent"]].currency == payment.currency)
            if spent + amount > daily:
                breaches.add("customer_daily_maximum")
    return refusals, breaches
