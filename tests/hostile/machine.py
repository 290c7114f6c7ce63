"""The hostile state machine: flows that lie to the refund step, in random order, checked on the
Stripe simulator's own record after every step.

Each schedule starts clean (the simulator reset, Redis flushed) and makes its own payments with
known facts (``world.ROSTER``: two customers, USD, EUR and an uncovered GBP, one 40 days old,
two that never succeeded, two refunded in part by hand, one captured in part, one of a guest
known by e-mail only, one of nobody). Every rule is a lie or a mistake a flow or an agent makes:
another currency, another customer, more than is left, a requester who is not the payer, an
order date inside the window for an old payment, near-identical ids (each must be 422 and write
nothing; a case or suffix variant is a new intent and must be stopped by the ticket rule), an
agent that mints a new intent id per attempt, concurrent refunds of one ticket, a dashboard
refund of the same amount, retries. The invariant is ``record.check``; each answer is held
against the oracle in ``flows.Session.check``.
"""

from __future__ import annotations

import itertools
import time

from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    initialize,
    invariant,
    multiple,
    rule,
)

from tests.hostile import record
from tests.hostile.flows import Flow, Report, Session
from tests.hostile.world import (
    CUSTOMERS,
    DAY_S,
    ROSTER,
    World,
    by_hand,
    left,
    make_payment,
    outstanding,
)

# The payments that can be refunded come up three times as often as the others.
NAMES = st.sampled_from([row[0] for row in ROSTER for _ in range(3 if row[2] == "succeeded"
                                                                and row[5] < 30 else 1)])
SMALL = st.integers(1, 60).map(lambda n: n * 100)  # within every limit, alone
LARGE = st.integers(50, 250).map(lambda n: n * 100)  # near and past the limits
HOW = st.sampled_from(["id", "email", "both"])
TICKET = st.sampled_from(["new", "new", "reuse", None])
# Near-identical intent ids: each is no id at all (422), never a second intent.
NOT_IDS = {"newline": lambda x: x + "\n", "crlf": lambda x: x + "\r\n",
           "lead_space": lambda x: " " + x, "trail_space": lambda x: x + " ",
           "tab": lambda x: x + "\t", "nul": lambda x: x + "\x00",
           "zero_width": lambda x: x[:1] + "\u200b" + x[1:],
           "full_width": lambda x: "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c
                                           for c in x),
           "homoglyph": lambda x: x.replace("e", "\u0435").replace("E", "\u0415")}
# Valid ids near an earlier one: genuinely other intents, which the rules must stop.
OTHER_IDS = {"upper": str.upper, "suffix": lambda x: x + "-2", "dot": lambda x: x + "."}
NOT_TICKETS = {"lead_space": lambda t: " " + t, "trail_space": lambda t: t + " ",
               "leading_zero": lambda t: "0" + t, "newline": lambda t: t + "\n",
               "full_width": lambda t: "".join(chr(ord(c) + 0xFEE0) for c in t),
               "arabic_digits": lambda t: "".join(chr(ord(c) - 48 + 0x660) for c in t)}
NOT_PAYMENTS = {"newline": lambda p: p + "\n", "trail_space": lambda p: p + " ",
                "full_width": lambda p: p[:3] + "".join(chr(ord(c) + 0xFEE0) for c in p[3:])}
_runs = itertools.count(1)


class HostileMachine(RuleBasedStateMachine):
    """One schedule per example; the app, the simulator and the report are shared."""

    client = live = sim = rdb = deps = None
    report: Report
    flows = Bundle("flows")

    def __init__(self) -> None:
        super().__init__()
        self.run, self.n, self.tickets = next(_runs), 0, itertools.count(48201)
        self.sim.reset()
        self.rdb.flushdb()
        self.world = World()
        self.session = Session(self.client, self.live, self.sim, self.rdb, self.report,
                               self.world)
        self.used_tickets: list[str] = []

    @initialize(amounts=st.lists(st.integers(100, 1000), min_size=len(ROSTER),
                                 max_size=len(ROSTER)))
    def make_payments(self, amounts: list[int]) -> None:
        now = time.time()
        for (name, *_), amount in zip(ROSTER, amounts):
            self.world.add(make_payment(self.sim, name, amount * 100, now))

    # -- helpers ---------------------------------------------------------------------------
    def intent_id(self) -> str:
        self.n += 1
        return f"ref{self.run}-{self.n}"

    def ticket(self, choice: str | None) -> str | None:
        if choice == "reuse" and self.used_tickets:
            return self.used_tickets[self.n % len(self.used_tickets)]
        if choice is None:
            return None
        ticket = str(next(self.tickets))
        self.used_tickets.append(ticket)
        return ticket

    def body(self, name: str, amount: int, how: str = "id", ticket: str | None = None,
             **lies) -> dict:
        """An honest request for the named payment, with ``lies`` laid over it."""
        payment = self.world.named(name)
        body = {"intent_id": self.intent_id(), "payment_intent": payment.pi, "amount": amount,
                "currency": payment.currency, "customer": payment.truthful_customer(how),
                "reason": "requested_by_customer"}
        if ticket:
            body["ticket_id"] = ticket
        body.update(lies)
        return {k: v for k, v in body.items() if v is not None}

    def step(self) -> None:
        self.report.steps += 1

    # -- honest flows and lies about the payment --------------------------------------------
    @rule(target=flows, name=NAMES, amount=SMALL, how=HOW, ticket=TICKET,
          shout=st.booleans(), requester=st.booleans())
    def honest(self, name, amount, how, ticket, shout, requester) -> Flow:
        """The truth: the payment's customer and currency (upper-case is the same code)."""
        self.step()
        payment = self.world.named(name)
        lies = {"currency": payment.currency.upper()} if shout else {}
        if requester and payment.emails:
            lies["requester_email"] = min(payment.emails)
        return self.session.send("honest", self.body(name, amount, how, self.ticket(ticket),
                                                     **lies))

    @rule(target=flows, name=NAMES, amount=LARGE, how=HOW)
    def honest_near_the_limits(self, name, amount, how) -> Flow:
        """The truth, for amounts near and past the per-refund and per-customer maximums."""
        self.step()
        return self.session.send("honest_large", self.body(name, amount, how,
                                                           self.ticket("new")))

    @rule(customer=st.sampled_from(sorted(CUSTOMERS)), how=HOW, amounts=st.lists(
        st.integers(20, 150).map(lambda n: n * 100), min_size=2, max_size=5))
    def one_customer_many_orders(self, customer, how, amounts) -> None:
        """A customer asks for refunds of several orders in one day (the 24 h maximum)."""
        self.step()
        theirs = [p.name for p in self.world.payments.values()
                  if p.customer == customer and p.status == "succeeded"]
        for n, amount in enumerate(amounts):
            self.session.send("many_orders", self.body(theirs[n % len(theirs)], amount, how,
                                                       self.ticket("new")))

    @rule(target=flows, name=NAMES, amount=SMALL, pick=st.integers(0, 2), ticket=TICKET)
    def mislabelled_currency(self, name, amount, pick, ticket) -> Flow:
        """A currency the money is not in (to get past a limit, or an agent's guess)."""
        self.step()
        true = self.world.named(name).currency
        lie = [c for c in ("usd", "eur", "gbp", "jpy") if c != true][pick]
        return self.session.send("mislabelled_currency",
                                 self.body(name, amount, ticket=self.ticket(ticket),
                                           currency=lie))

    @rule(target=flows, name=NAMES, amount=SMALL, how=HOW, ticket=TICKET)
    def another_customers_payment(self, name, amount, how, ticket) -> Flow:
        """Customer A states B's payment (any tenant can name any payment of the account)."""
        self.step()
        true = self.world.named(name).customer
        other = "cus_b" if true == "cus_a" else "cus_a"
        stated = {"id": {"id": other}, "email": {"email": CUSTOMERS[other]},
                  "both": {"id": other, "email": CUSTOMERS[other]}}[how]
        return self.session.send("another_customer",
                                 self.body(name, amount, ticket=self.ticket(ticket),
                                           customer=stated, requester_email=stated.get("email")))

    @rule(target=flows, name=NAMES, amount=SMALL, variant=st.sampled_from(
        ["cus_a\n", " cus_a", "cus_A", "cus_a\u200b", "cus_b", "ANA@EXAMPLE.COM"]))
    def near_identical_customer(self, name, amount, variant) -> object:
        """A customer id or e-mail one character off the truth; an e-mail's case is the same
        mailbox. Either refused at the edge (nothing written) or judged as stated."""
        self.step()
        stated = {"email": variant} if "@" in variant else {"id": variant}
        body = self.body(name, amount, ticket=self.ticket("new"), customer=stated)
        return self.session.send("near_identical_customer", body,
                                 may_refuse=variant != variant.strip() or "\u200b" in variant
                                 ) or multiple()

    @rule(target=flows, name=NAMES, extra=st.integers(1, 5_000), ticket=TICKET)
    def more_than_is_left(self, name, extra, ticket) -> Flow:
        self.step()
        payment = self.world.named(name)
        amount = max(left(payment, self.sim.refunds()), 0) + extra
        return self.session.send("more_than_left", self.body(name, amount,
                                                             ticket=self.ticket(ticket)))

    @rule(target=flows, name=NAMES, amount=SMALL)
    def requester_is_not_the_payer(self, name, amount) -> Flow:
        self.step()
        return self.session.send("wrong_requester", self.body(
            name, amount, ticket=self.ticket("new"), requester_email="eve@example.com"))

    @rule(target=flows, name=NAMES, amount=SMALL, days=st.sampled_from([0, 1, 10, 40, 90]))
    def states_an_order_date(self, name, amount, days) -> Flow:
        """The flow says when the order was placed (yesterday, for a 40-day-old payment)."""
        self.step()
        stated = time.strftime("%Y-%m-%d", time.gmtime(time.time() - days * DAY_S))
        return self.session.send("order_date", self.body(name, amount, ticket=self.ticket("new"),
                                                         order_date=stated))

    @rule(name=NAMES, amount=SMALL)
    def refund_in_the_dashboard(self, name, amount) -> None:
        """Someone refunds by hand, outside surestep (the duplicate window sees it)."""
        self.step()
        payment = self.world.named(name)
        if payment.status == "succeeded" and left(payment, self.sim.refunds()) >= amount:
            by_hand(self.sim, payment, amount)
            self.report.count("requests", "dashboard_refund")

    @rule(name=NAMES, how=HOW)
    def same_amount_again(self, name, how) -> None:
        """A new refund of an amount the payment already got (by anyone), on a new ticket.
        Not put in ``flows``: whether there is a prior refund is the simulator's state, and a
        bundle whose size depends on it makes the next draws differ between two runs of one
        schedule (a Cluster run raised FlakyStrategyDefinition)."""
        self.step()
        payment = self.world.named(name)
        prior = outstanding(self.sim.refunds(), payment.pi)
        if prior:
            self.session.send("same_amount_again", self.body(
                name, prior[-1]["amount"], how, ticket=self.ticket("new")))

    # -- lies about identity -----------------------------------------------------------------
    @rule(flow=flows, variant=st.sampled_from(sorted(NOT_IDS)))
    def intent_id_variant(self, flow: Flow, variant: str) -> None:
        self.step()
        near = NOT_IDS[variant](flow.intent)
        assert near != flow.intent, (variant, flow.intent)
        self.session.variants.add(near)
        self.session.refused(f"intent_id {variant}", {**flow.body, "intent_id": near})

    @rule(target=flows, flow=flows, variant=st.sampled_from(sorted(OTHER_IDS)))
    def other_valid_intent_id(self, flow: Flow, variant: str) -> object:
        """``ABC`` next to ``abc``: another intent, so the ticket (or the window) must stop it."""
        self.step()
        other = OTHER_IDS[variant](flow.intent)
        if other in self.session.accepted:
            return multiple()
        return self.session.send(f"other_intent_id {variant}", {**flow.body, "intent_id": other})

    @rule(flow=flows, variant=st.sampled_from(sorted(NOT_TICKETS)))
    def ticket_id_variant(self, flow: Flow, variant: str) -> None:
        self.step()
        ticket = flow.body.get("ticket_id") or "48200"
        body = {**flow.body, "intent_id": self.intent_id(),
                "ticket_id": NOT_TICKETS[variant](ticket)}
        self.session.variants.add(body["intent_id"])
        self.session.refused(f"ticket_id {variant}", body)

    @rule(target=flows, flow=flows, variant=st.sampled_from(sorted(NOT_PAYMENTS) + ["case"]))
    def payment_id_variant(self, flow: Flow, variant: str) -> object:
        """A payment id one character off: no id (422), or in another case another payment
        (one Stripe does not have: payment_not_refundable)."""
        self.step()
        pi = flow.body["payment_intent"]
        body = {**flow.body, "intent_id": self.intent_id()}
        if variant == "case":
            return self.session.send("payment_id case", {**body, "payment_intent": pi[:3]
                                                         + pi[3:].swapcase()})
        self.session.variants.add(body["intent_id"])
        self.session.refused(f"payment_intent {variant}",
                             {**body, "payment_intent": NOT_PAYMENTS[variant](pi)})
        return multiple()

    @rule(flow=flows)
    def intent_reused_for_another_amount(self, flow: Flow) -> None:
        self.step()
        self.session.refused("intent reused", {**flow.body, "amount": flow.body["amount"] + 1})

    @rule(flow=flows)
    def retry(self, flow: Flow) -> None:
        """The same request again, as every low-code platform does after an error."""
        self.step()
        self.session.replay(flow)

    @rule(name=NAMES, amount=SMALL, how=HOW, attempts=st.integers(2, 4), ticket=TICKET)
    def agent_mints_an_id_per_attempt(self, name, amount, how, attempts, ticket) -> None:
        """The 41-duplicates incident: one ticket, a fresh intent id on every attempt."""
        self.step()
        ticket = self.ticket(ticket) or self.ticket("new")
        for _ in range(attempts):
            self.session.send("minting_agent", self.body(name, amount, how, ticket))

    @rule(name=NAMES, amount=SMALL, how=HOW, n=st.integers(2, 5), ticket=TICKET)
    def concurrent_refunds_of_one_ticket(self, name, amount, how, n, ticket) -> None:
        self.step()
        ticket = self.ticket(ticket) or self.ticket("new")
        base = self.body(name, amount, how, ticket)
        self.session.concurrently("concurrent", [{**base, "intent_id": self.intent_id()}
                                                 for _ in range(n)])

    # -- after every step ----------------------------------------------------------------------
    @invariant()
    def no_refund_the_rules_forbid(self) -> None:
        refunds = self.sim.refunds()
        self.made = record.check(self.world, refunds, self.session.accepted,
                                 self.session.variants)
        self.ledger_agrees(refunds)

    def ledger_agrees(self, refunds: list[dict]) -> None:
        """Redis's ledger says what the simulator holds; an id variant has no entry at all."""
        made = {r["metadata"].get("surestep_intent_id") for r in refunds
                if r["status"] == "succeeded"}
        for intent in self.session.accepted:
            entry = self.deps.ledger.get("acme", "refund", intent)
            assert entry is not None, f"no ledger entry for accepted {intent}"
            assert (entry.state == "completed") == (intent in made), (intent, entry.state)
        for near in self.session.variants:
            assert self.deps.ledger.get("acme", "refund", near) is None, near

    def teardown(self) -> None:
        self.report.schedules += 1
        self.report.refunds_made += getattr(self, "made", 0)

