"""Escalation schedules: any interleaving of a flow's manual escalations, refunds over and
under the approval threshold, outages that leave an outcome unknown, approvals, rejections,
provider reversals (a refund Stripe confirmed, then failed), their webhooks sent again, retries
and retries with other arguments, against the app in this process, the real Redis and the Stripe
simulator over HTTP.

Each schedule starts clean (simulator reset, Redis flushed) with three intents, each over its
own payment, for an amount under or over the policy's approval threshold. After every step the
state is held to ``check`` (nothing stuck, nothing twice, no answer the records deny); at the
end a person approves whatever still waits for them and a flow retries whatever is unknown, and
every intent must then be carried out once, refused, or before a person with its proposal.
"""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from service.steps import escalation
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, BOB
from tests.support.helpers import drain
from tests.support.ops_helpers import post_stripe, sim_refund, stripe_event, stripe_signature

THRESHOLD = 5000  # the policy's approval_above (tests/escalations/test_escalation_schedules.py)
UNDER, OVER = 3000, 7500
INTENTS = 3
WHICH = st.integers(0, INTENTS - 1)
PEOPLE = st.sampled_from([ALICE, BOB])
# lost before Stripe acted; lost after it (the lookup then finds the refund); lost after it with
# the lookup lost too (the outcome is unknown while Stripe holds the refund)
OUTAGES = st.sampled_from(["drop_before", "drop_after", "blackout"])
ANSWERS = {"completed", "pending", "failed", "unknown", "escalated"}
_runs = itertools.count(1)


class EscalationMachine(RuleBasedStateMachine):
    """One schedule per example; the app, the simulator and the figures are shared."""

    client = sim = rdb = deps = None
    figures: Counter

    def __init__(self) -> None:
        super().__init__()
        self.run = next(_runs)
        self.sim.reset()
        self.rdb.flushdb()
        self.bodies: list[dict] = []
        self.asked: set[int] = set()  # intents a flow has asked to refund
        self.completed: set[int] = set()  # intents seen completed
        self.events = 0
        self.sent: dict[str, bytes] = {}  # the webhook events sent, by refund id
        self.figures["schedules"] += 1

    @initialize(over=st.lists(st.booleans(), min_size=INTENTS, max_size=INTENTS))
    def payments(self, over: list[bool]) -> None:
        for n, big in enumerate(over):
            payment = self.sim.payment(20000)
            self.bodies.append({"intent_id": f"esc{self.run}-{n}",
                                "amount": OVER if big else UNDER,
                                "payment_intent": payment["payment_intent"], "currency": "usd"})

    # -- what flows do ----------------------------------------------------------------------
    @rule(n=WHICH)
    def refund(self, n: int) -> None:
        """A refund, or its retry: the same arguments under the same intent."""
        self.step("refund")
        self.asked.add(n)
        answer = self.client.post("/v1/refunds", headers=ACME, json=self.bodies[n])
        assert answer.status_code == 200, answer.json
        assert answer.json["state"] in ANSWERS, answer.json
        self.figures["answer " + answer.json["state"]] += 1

    @rule(n=WHICH, mode=OUTAGES)
    def refund_in_an_outage(self, n: int, mode: str) -> None:
        """The create is lost before or after Stripe acted on it: the outcome is unknown."""
        self.figures["outage " + mode] += 1
        self.sim.fault("drop_after" if mode == "blackout" else mode, method="POST",
                       path="/v1/refunds", times=None)  # every attempt: the SDK retries
        if mode == "blackout":
            self.sim.fault("drop_before", method="GET", path="/v1/refunds", times=None)
        try:
            self.refund(n)
        finally:
            self.sim.clear_faults()

    @rule(n=WHICH, delta=st.sampled_from([1, -1, 10000]))
    def other_arguments(self, n: int, delta: int) -> None:
        """The same intent with another amount: refused, and nothing changes."""
        if self.entry(n) is None:
            return  # with no refund yet, another amount is simply this intent's request
        self.step("other arguments")
        before = self.snapshot(n)
        body = {**self.bodies[n], "amount": self.bodies[n]["amount"] + delta}
        answer = self.client.post("/v1/refunds", headers=ACME, json=body)
        assert answer.status_code == 422, answer.json
        assert answer.json["type"].endswith("/idempotency-conflict"), answer.json
        assert self.snapshot(n) == before

    @rule(n=WHICH)
    def flow_escalates(self, n: int) -> None:
        """A flow hands the intent to a person on purpose (POST /v1/escalations)."""
        self.step("manual escalation")
        answer = self.client.post("/v1/escalations", headers=ACME, json={
            "intent_id": self.bodies[n]["intent_id"], "reason": "the customer is unsure"})
        assert answer.status_code in (200, 201), answer.json

    # -- what people do ---------------------------------------------------------------------
    @rule(n=WHICH, approve=st.booleans(), who=PEOPLE, newest=st.booleans())
    def person_decides(self, n: int, approve: bool, who: dict, newest: bool) -> None:
        found = self.open_escalations(n)
        if not found:
            return
        self.step("approve" if approve else "reject")
        esc = found[0 if newest else -1]
        answer = self.client.post(f"/v1/escalations/{esc['id']}/"
                                  f"{'approve' if approve else 'reject'}",
                                  json={"note": ""}, headers=who)
        assert answer.status_code in (200, 409), answer.json

    # -- what the provider does -------------------------------------------------------------
    @rule(n=WHICH)
    def provider_reverses(self, n: int) -> None:
        """Stripe fails a refund it had confirmed, and says so in a signed webhook."""
        made = self.refunds_at_stripe(n)
        if not made or made[0]["status"] != "succeeded":
            return
        self.step("reversal")
        self.sim.control("POST", f"/_sim/refunds/{made[0]['id']}/status",
                         {"status": "failed", "failure_reason": "lost_or_stolen_card"})
        self.events += 1
        body = stripe_event(sim_refund(self.sim, made[0]["id"]), "refund.failed",
                            f"evt_esc{self.run}_{self.events}")
        self.sent[made[0]["id"]] = body
        answer = post_stripe(self.client, body, stripe_signature(body))
        assert answer.status_code == 200, answer.json

    @rule()
    def provider_sends_again(self) -> None:
        """A webhook delivered again (Stripe retries), or a later event about the same refund."""
        if not self.sent:
            return
        self.step("webhook again")
        refund_id, body = sorted(self.sent.items())[0]
        assert post_stripe(self.client, body, stripe_signature(body)).status_code == 200

    @rule()
    def worker_runs(self) -> None:
        self.step("worker")
        # what is queued now; not the escalations' expiry jobs, which are due in days
        drain(self.deps, done=lambda: self.deps.queue.count == 0)

    # -- the invariant ----------------------------------------------------------------------
    @invariant()
    def nothing_stuck_nothing_twice(self) -> None:
        for n in range(len(self.bodies)):
            check(self, n)

    def teardown(self) -> None:
        """A person approves what waits for them, flows retry what is unknown; then every
        intent asked for is carried out once or refused: none is left escalated or unknown."""
        if not self.bodies:
            return
        for _ in range(3):
            for n in sorted(self.asked):
                for esc in self.open_escalations(n):
                    if esc["proposal"]:
                        self.client.post(f"/v1/escalations/{esc['id']}/approve",
                                         json={"note": ""}, headers=ALICE)
                entry = self.entry(n)
                if entry is not None and entry.state == "unknown":
                    self.client.post("/v1/refunds", headers=ACME, json=self.bodies[n])
        for n in sorted(self.asked):
            check(self, n)
            entry = self.entry(n)
            assert entry is not None and entry.state in ("completed", "failed"), (
                n, entry and entry.state, entry and entry.result)
            self.figures["ended " + ended(self, n, entry)] += 1

    # -- reading the records ----------------------------------------------------------------
    def step(self, name: str) -> None:
        self.figures["steps"] += 1
        self.figures["rule " + name] += 1

    def entry(self, n: int):
        return self.deps.ledger.get("acme", "refund", self.bodies[n]["intent_id"])

    def escalations_of(self, n: int) -> list[dict]:
        listed = self.client.get("/v1/escalations?limit=100", headers=ACME).json["data"]
        return [e for e in listed if e["intent_id"] == self.bodies[n]["intent_id"]]

    def open_escalations(self, n: int) -> list[dict]:
        return [e for e in self.escalations_of(n) if e["state"] == "open"]

    def refunds_at_stripe(self, n: int) -> list[dict]:
        return [r for r in self.sim.refunds()
                if r["metadata"].get("surestep_intent_id") == self.bodies[n]["intent_id"]]

    def snapshot(self, n: int) -> tuple:
        entry = self.entry(n)
        return (entry and (entry.state, entry.result), len(self.sim.creates()),
                [(e["id"], e["state"]) for e in self.escalations_of(n)])


def check(machine: EscalationMachine, n: int) -> None:
    """One intent's records agree with each other: at most one refund at Stripe; an escalated
    refund waits on an open escalation that carries its proposal; completed is a refund Stripe
    holds for the amount; failed is a person's no, or a reversal a person has been asked about."""
    body, entry = machine.bodies[n], machine.entry(n)
    made = machine.refunds_at_stripe(n)
    assert len(made) <= 1, made
    if entry is None:
        assert not made
        return
    if made:
        assert made[0]["amount"] == body["amount"]
    state, result = entry.state, entry.result
    if state == "escalated":
        esc = escalation.get(machine.deps, "acme", result["escalation_id"])
        assert esc.state == "open", ("stuck: escalated on a decided escalation", esc.state,
                                     esc.args)
        assert esc.args["proposal"] and esc.args["proposal"]["amount"] == body["amount"], esc.args
        assert esc.intent_id == body["intent_id"]
    elif state == "completed":
        machine.completed.add(n)
        assert made and made[0]["status"] in ("succeeded", "pending"), (made, result)
    elif state == "failed":
        reversed_ = bool(made) and made[0]["status"] == "failed"
        if reversed_:  # a person is asked once, however often Stripe says so, if a flow was
            # ever told completed (a refund that failed before anyone was told is just failed)
            asked = [e for e in machine.escalations_of(n)
                     if e["reasons"][0]["code"] == "refund_failed_after_success"]
            assert len(asked) == (1 if n in machine.completed else 0), asked
        else:
            assert not made, ("failed, but Stripe holds the refund", made, result)
            decided = [e for e in machine.escalations_of(n)
                       if e["proposal"] and e["state"] == "rejected"]
            assert decided, ("failed without a person's no", result)


def ended(machine: EscalationMachine, n: int, entry) -> str:
    if entry.state == "completed":
        return "completed once"
    made = machine.refunds_at_stripe(n)
    if not made:
        return "refused by a person"
    return "reversed, a person asked" if n in machine.completed else "failed at Stripe, untold"
