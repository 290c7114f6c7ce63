"""The guard: the policy's rules applied to a refund before anything is sent.

``check`` returns the reasons a refund may not go ahead on its own: hard-rule breaches (amount
over the per-refund maximum, over the customer's rolling 24 h total, requester and order
e-mails that differ, outside the return window, a reason not allowed) and, when none of those,
whether the amount needs a person's approval. Each reason is a machine code and a sentence.

The per-customer total is counted in the ledger: one sorted set per (tenant, currency,
customer) of the refunds reserved in the last 24 h, each with its amount. Checking and
reserving is one Lua script, so two concurrent refunds for one customer cannot both fit into
what is left. A reservation is released when its refund fails or a person rejects it.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import asdict, dataclass
from datetime import date, datetime, timezone
from typing import Any

from service.deps import Deps
from service.ledger import Entry
from service.policy import Policy

DAY_S = 24 * 3600

# KEYS: spend zset (member intent, score time), amounts hash. ARGV: now, window, cap, member,
# amount. Returns {1, total} when reserved (or already held), {0, total} when it would not fit.
_RESERVE = """
local now, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local old = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - window)
for _, member in ipairs(old) do redis.call('HDEL', KEYS[2], member) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local total = 0
for _, amount in ipairs(redis.call('HVALS', KEYS[2])) do total = total + tonumber(amount) end
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return {1, total} end
if total + tonumber(ARGV[5]) > cap then return {0, total} end
redis.call('ZADD', KEYS[1], now, ARGV[4]); redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
redis.call('EXPIRE', KEYS[1], window); redis.call('EXPIRE', KEYS[2], window)
return {1, total + tonumber(ARGV[5])}
"""


@dataclass(frozen=True)
class Reason:
    """Why a refund goes to a person: a stable code for flows, a sentence for people."""

    code: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


@dataclass(frozen=True)
class Verdict:
    """``breaches`` (hard rules) or ``approval`` (over the threshold); both empty: go ahead."""

    breaches: tuple[Reason, ...] = ()
    approval: Reason | None = None

    @property
    def reasons(self) -> list[Reason]:
        return list(self.breaches) or ([self.approval] if self.approval else [])


def money(amount: int, currency: str) -> str:
    return f"{amount} {currency.upper()} (minor units)"


def rules(policy: Policy, args: dict[str, Any], now: float) -> list[Reason]:
    """The stateless hard rules, in a fixed order (the table-driven tests rely on it)."""
    found: list[Reason] = []
    amount, currency = args.get("amount"), (args.get("currency") or "").lower()
    if amount is None and policy.has_amount_rules:
        found.append(Reason("amount_not_given", "The policy limits amounts, and this request "
                                                "names line items instead of an amount."))
    elif amount is not None and policy.max_amount:
        cap = policy.max_amount.get(currency)
        if cap is None:
            found.append(Reason("currency_not_covered", f"The policy sets no maximum for "
                                                        f"{currency.upper()} refunds."))
        elif amount > cap:
            found.append(Reason("amount_over_maximum", f"{money(amount, currency)} is over the "
                                                       f"maximum per refund of "
                                                       f"{money(cap, currency)}."))
    found += _identity_rules(policy, args, now)
    if policy.allowed_reasons is not None and args.get("reason") not in policy.allowed_reasons:
        given = f"reason {args['reason']!r}" if args.get("reason") else "no reason"
        found.append(Reason("reason_not_allowed", f"The request gives {given}; the policy "
                                                  f"allows {', '.join(policy.allowed_reasons)}."))
    return found


def _identity_rules(policy: Policy, args: dict[str, Any], now: float) -> list[Reason]:
    found = []
    requester = (args.get("requester_email") or "").lower()
    owner = ((args.get("customer") or {}).get("email") or "").lower()
    if policy.require_email_match and requester and owner and requester != owner:
        found.append(Reason("email_mismatch", f"The requester ({requester}) is not the order's "
                                              f"customer ({owner})."))
    if policy.return_window_days and args.get("order_date"):
        age_days = (now - order_timestamp(args["order_date"])) / DAY_S
        if age_days > policy.return_window_days:
            found.append(Reason("outside_return_window",
                                f"The order is {age_days:.0f} days old; the return window is "
                                f"{policy.return_window_days:g} days."))
    return found


def order_timestamp(value: str) -> float:
    """An ISO date (midnight UTC) or date-time (UTC when it has no offset) as a timestamp."""
    if len(value) == 10:
        moment = datetime.combine(date.fromisoformat(value), datetime.min.time())
    else:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


def customer_of(args: dict[str, Any]) -> str | None:
    """Who the refund is for: the customer id, else the order's e-mail (lower-cased)."""
    customer = args.get("customer") or {}
    if customer.get("id"):
        return "id:" + customer["id"]
    return "email:" + customer["email"].lower() if customer.get("email") else None


def _spend_keys(entry: Entry, customer: str) -> list[str]:
    digest = hashlib.sha256(customer.encode()).hexdigest()[:32]
    base = f"sst:{entry.tenant}:spend:{entry.args['currency'].lower()}:{digest}"
    return [base, base + ":amounts"]


def reserve(deps: Deps, policy: Policy, entry: Entry) -> Reason | None:
    """Hold this refund's amount against its customer's rolling 24 h maximum, atomically."""
    currency = (entry.args.get("currency") or "").lower()
    cap = policy.max_per_customer_24h.get(currency)
    if cap is None or entry.args.get("amount") is None:
        return None
    customer = customer_of(entry.args)
    if customer is None:
        return Reason("customer_unknown", "The policy limits refunds per customer per 24 h, "
                                          "and this request names no customer (send "
                                          "customer.id or customer.email).")
    script = deps.redis.register_script(_RESERVE)
    ok, total = script(keys=_spend_keys(entry, customer),
                       args=[time.time(), DAY_S, cap, entry.intent_id, entry.args["amount"]])
    if ok:
        return None
    return Reason("customer_daily_maximum", f"This customer already has {money(total, currency)} "
                                            f"refunded or in progress in the last 24 h; "
                                            f"{money(entry.args['amount'], currency)} more would "
                                            f"pass the maximum of {money(cap, currency)}.")


def release(deps: Deps, entry: Entry) -> None:
    """Give back a reservation (its refund failed or was rejected; nothing was refunded)."""
    customer = customer_of(entry.args)
    if customer is None or not entry.args.get("currency"):
        return
    spend, amounts = _spend_keys(entry, customer)
    pipe = deps.redis.pipeline()
    pipe.zrem(spend, entry.intent_id)
    pipe.hdel(amounts, entry.intent_id)
    pipe.execute()


def check(deps: Deps, entry: Entry) -> Verdict:
    """Every rule for a new refund; reserves the customer's allowance when it goes ahead
    or waits for approval (so an approved refund is counted too)."""
    policy = deps.policy.current()
    breaches = rules(policy, entry.args, time.time())
    if not breaches:
        over_cap = reserve(deps, policy, entry)
        if over_cap is not None:
            breaches.append(over_cap)
    if breaches:
        return Verdict(breaches=tuple(breaches))
    threshold = policy.approval_above.get((entry.args.get("currency") or "").lower())
    if threshold is not None and entry.args["amount"] > threshold:
        currency = entry.args["currency"]
        return Verdict(approval=Reason("approval_required", f"{money(entry.args['amount'], currency)}"
                                                            f" is above the approval threshold of "
                                                            f"{money(threshold, currency)}: a "
                                                            f"person decides."))
    return Verdict()


def needed(deps: Deps, entry: Entry) -> bool:
    """Must this claim be checked? Yes while the policy has rules and the intent has not
    passed them (or been approved by a person) yet: asked on every claim, so a crash between
    claim and settle cannot slip a refund past the rules. No rules: no Redis call at all."""
    if not deps.policy.current().has_rules:
        return False
    return not deps.redis.exists(entry.key + ":guard")


def clear(deps: Deps, entry: Entry, how: str) -> None:
    deps.redis.set(entry.key + ":guard", how, ex=deps.ledger.ttl_s)
