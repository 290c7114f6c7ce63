"""What the payment's own facts decide before any policy rule: what they forbid outright
(``refusal``), and, for a fact the provider's read did not give (``PaymentFacts.unknown``),
whether the provider's own refusal is left to decide it (``DEFERRED``) or a person must
(``unknowns``).
"""

from __future__ import annotations

from datetime import date, datetime, timezone

from service.ledger import holds
from service.ledger.refund_records import RefundArgs
from service.providers.base import PaymentFacts
from service.steps.rules.policy_file import Policy
from service.steps.rules.reasons import Reason, money

DAY_S = holds.DAY_S


def refusal(args: RefundArgs, facts: PaymentFacts, label: str) -> Reason | None:
    """What the provider's facts forbid outright, whatever the policy."""
    if not facts.refundable:
        return Reason("payment_not_refundable", f"{label} shows payment {facts.id} as "
                                                f"{facts.status!r}: there is no money to give "
                                                f"back. Nothing was sent.")
    currency = (args.currency or "").lower()
    if currency and facts.currency is not None and currency != facts.currency:
        return Reason("currency_mismatch", f"The payment is in {facts.currency.upper()}; the "
                                           f"request says {currency.upper()}. Nothing was sent.")
    amount, left = args.amount, facts.left
    # left unknown (captured or refunded not given): the provider refuses more than is left
    # itself, so the create goes with the derived key and its refusal is the answer
    if amount is not None and left is not None and amount > left:
        return Reason("amount_exceeds_refundable", f"{money(amount, facts.currency)} is more "
                                                   f"than the {money(left, facts.currency)}"
                                                   f" left to refund. Nothing was sent.")
    return None


# The facts the provider leaves to itself when its read does not give them: it refuses a
# refund of more than is left, or of a payment that has not succeeded, on its own (with the
# derived idempotency key, so its refusal is the answer). Other unknown facts go to a person:
# a refund is made in the payment's currency, which no create names, and the customer and the
# payment's date are what the policy's rules are about.
DEFERRED = frozenset({"captured", "refunded", "status"})


def unknowns(policy: Policy, args: RefundArgs, facts: PaymentFacts,
             label: str, now: float) -> list[Reason]:
    """A reason for each fact the provider's read did not give that a check here needs
    (``now``: the time the return window is measured to)."""
    found, missing = [], facts.unknown_fields
    given = f"{label}'s read of payment {facts.id} did not give"
    if "currency" in missing:
        found.append(Reason("currency_unknown", f"{given} its currency ({missing['currency']}): "
                                                f"the request's currency and amounts cannot be "
                                                f"checked, and a refund is made in the "
                                                f"payment's own currency. A person decides; "
                                                f"nothing was sent."))
    if "customer" in missing and _needs_customer(policy, args, facts):
        found.append(Reason("customer_unknown", f"{given} its customer ({missing['customer']}): "
                                                f"the policy's customer rules cannot be "
                                                f"checked. A person decides; nothing was sent."))
    if "created" in missing and policy.return_window_days and not _stated_too_old(policy, args, now):
        found.append(Reason("created_unknown", f"{given} when it was made "
                                               f"({missing['created']}): the return window "
                                               f"cannot be checked. A person decides; nothing "
                                               f"was sent."))
    return found


def _needs_customer(policy: Policy, args: RefundArgs, facts: PaymentFacts) -> bool:
    """Whether a rule of the policy needs the payment's customer: the per-customer maximum,
    the customer match, or the e-mail match of a requester the payment's e-mails lack."""
    requester = (args.requester_email or "").lower()
    return bool(policy.max_per_customer_24h or policy.require_customer_match
                or (policy.require_email_match and requester
                    and requester not in facts.emails))


def _stated_too_old(policy: Policy, args: RefundArgs, now: float) -> bool:
    """The request's own order_date is outside the window (it may narrow it on its own)."""
    stated = args.order_date
    return bool(stated) and stated is not None and \
        (now - order_timestamp(stated)) / DAY_S > (policy.return_window_days or 0)


def order_timestamp(value: str) -> float:
    """An ISO date (midnight UTC) or date-time (UTC when it has no offset) as a timestamp."""
    if len(value) == 10:
        moment = datetime.combine(date.fromisoformat(value), datetime.min.time())
    else:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()
