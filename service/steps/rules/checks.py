"""The guard: a new refund checked against the provider's own facts and the policy's rules
before anything is sent.

The facts (``PaymentFacts``: the payment's currency, what is left to refund, its customer and
e-mails, when it was made, the refunds it already has) are read at the provider by the refund
step, never taken from the request. ``check`` turns them into a ``Verdict``:

- ``failure``: what no person could approve, so the refund ends ``failed`` (verified) and
  nothing is created: a payment that does not exist or has not succeeded
  (``payment_not_refundable``), a currency other than the payment's (``currency_mismatch``),
  more than is left (``amount_exceeds_refundable``). These hold with or without a policy.
- ``breaches``: the policy's hard rules, each on the provider's facts: the per-refund maximum in
  the payment's currency, the customer's rolling 24 h total keyed by the provider's customer,
  the requester's and the stated customer's e-mails and id against the payment's, the return
  window from the provider's date (a request's ``order_date`` may only narrow it), allowed
  reasons, one refund per ticket and a same-amount refund of the payment within the duplicate
  window. A breach escalates to a person; nothing is sent.
- ``approval``: over the approval threshold, a person decides.

A fact the provider's read did not give is unknown, never zero (``PaymentFacts.unknown``): what
is left to refund and whether the payment succeeded are left to the provider, which refuses a
create that breaks them on its own; an unknown currency, or a customer or date a rule needs,
goes to a person with ``<fact>_unknown`` (both in ``payment_facts``, as is what
the facts forbid outright).

The holds that make the stateful rules safe under concurrency are the ledger's (``service.ledger.holds``).
"""

from __future__ import annotations

from dataclasses import dataclass

from service.deps import Deps
from service.ledger import holds, side_keys
from service.ledger.refund_records import RefundArgs
from service.ledger.store import Entry
from service.providers.base import PaymentFacts, PriorRefund
from service.steps.rules import payment_facts
from service.steps.rules.policy_file import Policy
from service.steps.rules.reasons import Reason, Verdict, money

DAY_S = holds.DAY_S


def rules(policy: Policy, args: RefundArgs, facts: PaymentFacts, now: float) -> list[Reason]:
    """The stateless hard rules, in a fixed order (the table-driven tests rely on it)."""
    found = [_amount_rule(policy, args, facts)]
    if "customer" not in facts.unknown:  # unknown: ``unknowns`` says so, never a mismatch
        found += [_email_rule(policy, args, facts), _customer_rule(policy, args, facts)]
    found += [_return_window_rule(policy, args, facts, now),
              _recent_refund_rule(policy, args, facts, now), _reason_rule(policy, args)]
    return [reason for reason in found if reason is not None]


def _amount_rule(policy: Policy, args: RefundArgs, facts: PaymentFacts) -> Reason | None:
    """The policy's maximum per refund: an amount is needed when the policy limits amounts
    (``amount_not_given``), a currency without a maximum is not covered, and the amount may
    not pass its currency's maximum."""
    amount, currency = args.amount, facts.currency
    if amount is None:
        return (Reason("amount_not_given", "The policy limits amounts, and this request names "
                                           "line items instead of an amount.")
                if policy.has_amount_rules else None)
    if not policy.max_amount or currency is None:
        return None
    cap = policy.max_amount.get(currency)
    if cap is None:
        return Reason("currency_not_covered", f"The policy sets no maximum for "
                                              f"{currency.upper()} refunds.")
    if amount > cap:
        return Reason("amount_over_maximum", f"{money(amount, currency)} is over the maximum "
                                             f"per refund of {money(cap, currency)}.")
    return None


# The request's people against the payment's (their values are never echoed back: an agent
# must not learn a payment's e-mail by guessing wrong).

def _email_rule(policy: Policy, args: RefundArgs, facts: PaymentFacts) -> Reason | None:
    """``require_email_match``: the requester, when named, is one of the payment's e-mails."""
    requester = (args.requester_email or "").lower()
    if policy.require_email_match and requester and requester not in facts.emails:
        return Reason("email_mismatch", f"The requester ({requester}) is not an e-mail of the "
                                        f"payment's customer at the provider.")
    return None


def _customer_rule(policy: Policy, args: RefundArgs, facts: PaymentFacts) -> Reason | None:
    """``require_customer_match``: the request names the customer (by id or e-mail), and
    each of those it names is the payment's."""
    if not policy.require_customer_match:
        return None
    if not (args.customer_id or args.customer_email):
        return Reason("customer_mismatch", "The policy requires the refund's customer and the "
                                           "request names none (send customer.id or "
                                           "customer.email).")
    if (args.customer_id and args.customer_id != facts.customer_id) or (
            args.customer_email and args.customer_email.lower() not in facts.emails):
        return Reason("customer_mismatch", "The customer in the request is not the payment's "
                                           "customer at the provider.")
    return None


def _return_window_rule(policy: Policy, args: RefundArgs, facts: PaymentFacts,
                        now: float) -> Reason | None:
    """``return_window_days``: the order is not older than the window, counted from when it
    was placed (``_placed``); an order with no date at all is not judged by it."""
    if not policy.return_window_days:
        return None
    placed = _placed(args, facts)
    if placed is None:
        return None
    age_days = (now - placed) / DAY_S
    if age_days > policy.return_window_days:
        return Reason("outside_return_window", f"The order is {age_days:.0f} days old; the "
                                               f"return window is "
                                               f"{policy.return_window_days:g} days.")
    return None


def _placed(args: RefundArgs, facts: PaymentFacts) -> float | None:
    """When the order was placed: the provider's date, or the request's when it is earlier
    (the request may only narrow the window, never widen it); None when neither gives one."""
    if not args.order_date:
        return facts.created
    stated = payment_facts.order_timestamp(args.order_date)
    return stated if facts.created is None else min(facts.created, stated)


def _recent_refund_rule(policy: Policy, args: RefundArgs, facts: PaymentFacts,
                        now: float) -> Reason | None:
    """The duplicate window: no refund of the same amount, not ours and still standing, was
    made on the payment within ``duplicate_window_minutes`` (the provider's own record, made
    by anyone)."""
    window_s = (policy.duplicate_window_minutes or 0) * 60
    amount = args.amount
    if not window_s or amount is None:
        return None
    recent = _standing_refunds(facts, amount, since=now - window_s)
    if not recent:
        return None
    who = "surestep" if recent[0].by_surestep else "someone else, not surestep"
    return Reason("possible_duplicate", f"Payment {facts.id} already got a refund of "
                                        f"{money(amount, facts.currency)} in the last "
                                        f"{policy.duplicate_window_minutes:g} minutes: "
                                        f"{recent[0].id}, made by {who}.")


def _standing_refunds(facts: PaymentFacts, amount: int, since: float) -> list[PriorRefund]:
    """The payment's refunds of ``amount`` made since ``since`` that still stand (moved or
    moving money) and are not this intent's own."""
    return [r for r in facts.refunds if r.outstanding and not r.ours
            and r.amount == amount and r.created >= since]


def _reason_rule(policy: Policy, args: RefundArgs) -> Reason | None:
    """``allowed_reasons``: the request gives one of the reasons the policy allows."""
    if policy.allowed_reasons is None or args.reason in policy.allowed_reasons:
        return None
    given = f"reason {args.reason!r}" if args.reason else "no reason"
    return Reason("reason_not_allowed", f"The request gives {given}; the policy allows "
                                        f"{', '.join(policy.allowed_reasons)}.")


def customer_of(facts: PaymentFacts) -> str | None:
    """Who the money belongs to, by the provider: its customer id, else its e-mail."""
    if facts.customer_id:
        return "id:" + facts.customer_id
    return "email:" + min(facts.emails) if facts.emails else None


def _holds(deps: Deps, policy: Policy, entry: Entry, facts: PaymentFacts) -> list[Reason]:
    """Take the holds the stateful rules need; on a refusal give back what was taken."""
    found = []
    ticket, amount = entry.refund_args.ticket_id, entry.refund_args.amount
    if policy.one_refund_per_ticket and ticket:
        holder = holds.hold(deps.ledger, entry, holds.ticket_key(entry.tenant, ticket),
                            deps.ledger.ttl_s)
        if holder:
            found.append(ticket_taken(ticket, holder))
    if not found and policy.duplicate_window_minutes and amount is not None:
        holder = holds.hold(deps.ledger, entry, holds.payment_key(entry.tenant, facts.id, amount),
                            policy.duplicate_window_minutes * 60)
        if holder:
            found.append(payment_taken(facts, amount, holder))
    if not found:
        found += _reserve(deps, policy, entry, facts)
    if found:
        holds.release(deps.ledger, entry)
    return found


def ticket_taken(ticket: str, holder: str) -> Reason:
    """``one_refund_per_ticket``: the ticket is held by another intent (``holder``)."""
    return Reason("possible_duplicate", f"Ticket {ticket} already has a refund that "
                                        f"completed, is pending or is in flight (intent "
                                        f"{holder!r}); the policy allows one per ticket.")


def payment_taken(facts: PaymentFacts, amount: int, holder: str) -> Reason:
    """The duplicate window: the payment and amount are held by another intent (``holder``)."""
    return Reason("possible_duplicate", f"Payment {facts.id} already has a refund of "
                                        f"{money(amount, facts.currency)} in flight or made "
                                        f"within the duplicate window (intent {holder!r}).")


@dataclass(frozen=True)
class Spend:
    """What the customer's rolling 24 h maximum holds: ``amount`` of ``currency`` against
    ``cap``, for ``customer`` (``customer_of``)."""

    currency: str
    customer: str
    cap: int
    amount: int


def spend(policy: Policy, amount: int | None, facts: PaymentFacts) -> Spend | Reason | None:
    """What the customer's 24 h maximum needs of this refund: a ``Spend`` to hold, a
    ``Reason`` a person must decide on (no customer to count it against), or None (no
    maximum for its currency, no amount, or the customer unknown, which ``unknowns`` has
    asked a person about already)."""
    currency = facts.currency
    cap = policy.max_per_customer_24h.get(currency) if currency else None
    if cap is None or amount is None or not currency:
        return None
    customer = customer_of(facts)
    if "customer" in facts.unknown:
        return None  # ``unknowns`` has asked a person already
    if customer is None:
        return Reason("customer_unknown", "The policy limits refunds per customer per 24 h, "
                                          "and the provider knows no customer or e-mail for "
                                          "this payment.")
    return Spend(currency, customer, cap, amount)


def over_maximum(wanted: Spend, total: int) -> Reason:
    """The customer already has ``total`` within 24 h: ``wanted`` more would pass the cap."""
    currency = wanted.currency
    return Reason("customer_daily_maximum", f"This customer already has "
                                            f"{money(total, currency)} refunded or in progress "
                                            f"in the last 24 h; {money(wanted.amount, currency)} "
                                            f"more would pass the maximum of "
                                            f"{money(wanted.cap, currency)}.")


def _reserve(deps: Deps, policy: Policy, entry: Entry, facts: PaymentFacts) -> list[Reason]:
    """Hold this refund's amount against its customer's rolling 24 h maximum, atomically."""
    wanted = spend(policy, entry.refund_args.amount, facts)
    if not isinstance(wanted, Spend):
        return [] if wanted is None else [wanted]
    held, total = holds.reserve_spend(deps.ledger, entry, wanted.currency, wanted.customer,
                                      wanted.cap, wanted.amount)
    return [] if held else [over_maximum(wanted, total)]


def check(deps: Deps, entry: Entry, facts: PaymentFacts, label: str) -> Verdict:
    """Every rule for a new refund, on the provider's facts; takes the holds (the customer's
    allowance, the ticket, the payment's amount) when it goes ahead or waits for approval (so
    an approved refund is counted too)."""
    failure = payment_facts.refusal(entry.refund_args, facts, label)
    if failure is not None:
        return Verdict(failure=failure)
    policy = deps.policy.current()
    now = deps.clock.wall()
    breaches = payment_facts.unknowns(policy, entry.refund_args, facts, label, now)
    breaches += rules(policy, entry.refund_args, facts, now)
    if not breaches:
        breaches += _holds(deps, policy, entry, facts)
    if breaches:
        return Verdict(breaches=tuple(breaches))
    return Verdict(approval=approval(policy, entry.refund_args.amount, facts.currency))


def approval(policy: Policy, amount: int | None, currency: str | None) -> Reason | None:
    """``approval_required`` for an amount over the policy's threshold in the payment's
    currency (None: no threshold for it, no amount, or not over it)."""
    threshold = policy.approval_above.get(currency or "")
    if threshold is None or amount is None or amount <= threshold:
        return None
    return Reason("approval_required", f"{money(amount, currency)} is above the approval "
                                       f"threshold of {money(threshold, currency)}.")


def recheck_amount(deps: Deps, parked: Entry, amount: int) -> str | None:
    """The rules again, for the lower ``amount`` a person is about to approve for the parked
    refund: why not (a rule it breaks that the proposed amount did not), or None. Each rule is
    kept for a lower amount (the allowance and the ticket were held at the proposed one) but
    the duplicate window, keyed by the payment and the amount: another intent refunding
    exactly ``amount`` of this payment within the window makes it a possible duplicate. The
    hold is taken for this intent, as ``check`` takes it for a refund that goes ahead."""
    window = deps.policy.current().duplicate_window_minutes
    held = holds.payment_key_held(deps.ledger, parked) if window else None
    if held is None or not window:
        return None
    holder = holds.hold(deps.ledger, parked, holds.at_amount(held, amount), window * 60)
    if holder is None:
        return None
    return (f"Intent {holder!r} is refunding {money(amount, parked.refund_args.currency)} of "
            f"this payment right now or did within the duplicate window (the guard's "
            f"possible_duplicate rule, for the amount you chose)")


def release(deps: Deps, entry: Entry) -> None:
    """Give back what the refund held (it failed or was rejected; nothing was refunded)."""
    holds.release(deps.ledger, entry)


def needed(deps: Deps, entry: Entry, first: bool) -> bool:
    """Must this claim be checked? Yes until the intent has passed (or a person approved it):
    asked on every claim, so a crash between claim and settle cannot slip a refund past the
    facts or the rules. A first claim has passed nothing yet: no Redis call for it."""
    return first or not side_keys.guard_passed(deps.ledger, entry.key)


def clear(deps: Deps, entry: Entry, how: str) -> None:
    side_keys.pass_guard(deps.ledger, entry.key, how)
