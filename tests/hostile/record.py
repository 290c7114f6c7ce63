"""The hostile suite's invariant, on the Stripe simulator's own record of refunds: no refund
exists that the policy and the provider's facts would not allow, and no id variant produced a
refund. Computed from the true facts the schedule made (``world``) and the requests the edge
accepted, never from surestep's answers."""

from __future__ import annotations

from collections import defaultdict

from tests.hostile.world import (
    DAY_S,
    DUPLICATE_S,
    MAX_AMOUNT,
    MAX_PER_CUSTOMER_24H,
    OURS,
    OUTSTANDING,
    WINDOW_DAYS,
    World,
    customer_matches,
    order_timestamp,
)


class Forbidden(AssertionError):
    """A refund the rules forbid exists at the provider."""


def forbid(condition: bool, why: str, refund: dict) -> None:
    if not condition:
        raise Forbidden(f"FORBIDDEN REFUND: {why}: {refund}")


def check(world: World, refunds: list[dict], accepted: dict[str, dict],
          variants: set[str]) -> int:
    """Raise ``Forbidden`` for the first refund the rules forbid; the number of surestep's."""
    ours = [r for r in refunds if r["api_key"] == OURS]
    per_intent: dict[str, int] = defaultdict(int)
    for refund in ours:
        intent = refund["metadata"].get("surestep_intent_id")
        per_intent[intent] += 1
        forbid(intent not in variants, f"made for the id variant {intent!r}", refund)
        forbid(intent in accepted, f"intent id {intent!r} was never sent and accepted", refund)
        forbid(per_intent[intent] == 1, f"a second refund for intent {intent!r}", refund)
        forbid(refund["metadata"].get("surestep_tenant") == "acme", "another tenant", refund)
        _one(world, refund, accepted[intent])
    for payment in world.payments.values():
        mine = [r for r in refunds if r["payment_intent"] == payment.pi]
        live = [r for r in mine if r["status"] in OUTSTANDING]
        forbid(sum(r["amount"] for r in live) <= payment.captured,
               f"{payment.name} refunded beyond its captured {payment.captured}", live[-1:])
        for n, later in enumerate(live):
            if later["api_key"] != OURS:
                continue
            for earlier in live[:n]:
                forbid(not (earlier["amount"] == later["amount"]
                            and later["created"] - earlier["created"] <= DUPLICATE_S),
                       f"a same-amount refund of {payment.name} within the window after "
                       f"{earlier['id']}", later)
    _per_ticket(ours, accepted)
    _per_customer(world, ours)
    return len(ours)


def _one(world: World, refund: dict, body: dict) -> None:
    payment = world.payments.get(refund["payment_intent"])
    forbid(payment is not None and body.get("payment_intent") == refund["payment_intent"],
           "a payment the request did not name", refund)
    forbid(payment.status == "succeeded", f"{payment.name} has status {payment.status}", refund)
    forbid(body["currency"].lower() == payment.currency,
           f"the request said {body['currency']} for a {payment.currency} payment", refund)
    forbid(refund["amount"] == body["amount"], "an amount other than the request's", refund)
    cap = MAX_AMOUNT.get(payment.currency)
    forbid(cap is not None, f"{payment.currency} is not covered by max_amount", refund)
    forbid(refund["amount"] <= cap, f"over max_amount {cap}", refund)
    forbid(customer_matches(payment, body.get("customer")),
           f"stated customer {body.get('customer')} is not {payment.name}'s", refund)
    requester = body.get("requester_email")
    forbid(not requester or requester.lower() in payment.emails,
           f"requester {requester} is not an e-mail of {payment.name}", refund)
    placed = payment.created
    if body.get("order_date"):
        placed = min(placed, order_timestamp(body["order_date"]))
    forbid(refund["created"] - placed <= WINDOW_DAYS * DAY_S,
           f"{payment.name} was outside the {WINDOW_DAYS}-day window", refund)


def _per_ticket(ours: list[dict], accepted: dict[str, dict]) -> None:
    seen: dict[str, dict] = {}
    for refund in ours:
        if refund["status"] not in OUTSTANDING:
            continue
        ticket = accepted[refund["metadata"]["surestep_intent_id"]].get("ticket_id")
        if ticket is None:
            continue
        forbid(ticket not in seen, f"a second refund for ticket {ticket!r} "
                                   f"(first {seen.get(ticket, {}).get('id')})", refund)
        seen[ticket] = refund


def _per_customer(world: World, ours: list[dict]) -> None:
    for refund in sorted(ours, key=lambda r: r["created"]):
        if refund["status"] not in OUTSTANDING:
            continue
        payment = world.payments[refund["payment_intent"]]
        forbid(payment.customer_key is not None, "a refund for a payment of nobody", refund)
        cap = MAX_PER_CUSTOMER_24H[payment.currency]
        window = [r["amount"] for r in ours if r["status"] in OUTSTANDING
                  and world.payments[r["payment_intent"]].customer_key == payment.customer_key
                  and world.payments[r["payment_intent"]].currency == payment.currency
                  and refund["created"] - DAY_S < r["created"] <= refund["created"]]
        forbid(sum(window) <= cap, f"{payment.customer_key} over {cap} {payment.currency} in "
                                   f"24 h", refund)
