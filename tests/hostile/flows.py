"""Talking to surestep as a lying flow, and holding each answer against the truth.

``Session.send`` asks the oracle (``world.judge``) what the facts and the policy make of a new
intent before it is sent, then checks the answer on the simulator's record: ``completed`` only
for what both allow and only with the simulator's succeeded refund; ``failed`` only with a
refusal the facts give and nothing made; ``escalated`` only with breaches the policy gives and
nothing made; and what both allow must complete (a guard that refuses everything fails too).
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import httpx

from tests.hostile.world import OURS, World, judge
from tests.support.constants import ACME

# What a concurrent sibling that was made first can add to a request's refusals and breaches.
SIBLING_REFUSALS = {"amount_exceeds_refundable"}
SIBLING_BREACHES = {"possible_duplicate", "customer_daily_maximum"}


@dataclass
class Flow:
    """One intent the edge accepted: its body and the answer that settled it."""

    intent: str
    body: dict
    answer: dict


@dataclass
class Report:
    """The run's figures, for docs/RELIABILITY.md."""

    seed: int
    schedules: int = 0
    steps: int = 0
    refunds_made: int = 0
    started: float = field(default_factory=time.monotonic)
    counts: dict = field(default_factory=lambda: defaultdict(Counter))

    def count(self, group: str, name: str, n: int = 1) -> None:
        self.counts[group][name] += n

    def summary(self) -> dict:
        return {"seed": self.seed, "schedules": self.schedules, "steps": self.steps,
                "refunds_made_by_surestep": self.refunds_made,
                "forbidden_refunds_found": 0, "second_refunds_from_id_variants": 0,
                "seconds": round(time.monotonic() - self.started, 1),
                **{group: dict(sorted(c.items())) for group, c in sorted(self.counts.items())}}

    def dumps(self) -> str:
        return json.dumps(self.summary(), indent=2)


class Session:
    """One schedule's flows against one app (the Flask test client, or the live server for
    concurrent requests), with the schedule's truth to judge every answer by."""

    def __init__(self, client, live, sim, rdb, report: Report, world: World) -> None:
        self.client, self.live, self.sim, self.rdb = client, live, sim, rdb
        self.report, self.world = report, world
        self.accepted: dict[str, dict] = {}  # intent id -> the body the edge accepted
        self.variants: set[str] = set()  # id variants sent (each must have been refused)

    def tickets(self) -> dict[str, str | None]:
        return {intent: body.get("ticket_id") for intent, body in self.accepted.items()}

    def judge(self, body: dict) -> tuple[set[str], set[str]]:
        return judge(self.world, body, self.sim.refunds(), self.tickets(), time.time())

    def send(self, kind: str, body: dict, may_refuse: bool = False) -> Flow | None:
        """A new intent: judged first, sent, its answer checked. ``may_refuse``: a 422 (with
        nothing written) is a right answer too; then None."""
        assert body["intent_id"] not in self.accepted, body
        judged = self.judge(body)
        before = self.snapshot()
        response = self.client.post("/v1/refunds", json=body, headers=ACME)
        self.report.count("requests", kind)
        if may_refuse and response.status_code == 422:
            self.nothing_written(kind, body, response, before)
            self.variants.add(body["intent_id"])
            return None
        assert response.status_code == 200, (kind, body, response.status_code, response.json)
        self.accepted[body["intent_id"]] = body
        flow = Flow(body["intent_id"], body, response.json)
        self.check(kind, flow, *judged)
        return flow

    def refused(self, kind: str, body: dict) -> None:
        """A request the edge must refuse whole: 422, and nothing written anywhere."""
        before = self.snapshot()
        response = self.client.post("/v1/refunds", json=body, headers=ACME)
        self.report.count("requests", kind)
        assert response.status_code == 422, (
            f"VARIANT ACCEPTED: {kind} {body!r} answered {response.status_code} "
            f"{response.json}")
        self.nothing_written(kind, body, response, before)

    def snapshot(self) -> tuple[set, int]:
        """The keys a request may have written, and what Stripe was asked. The /metrics
        counters are telemetry, not state: anything in the process may count (a make test run
        saw the counters' hash first appear between the two snapshots of a 422, which was then
        said to have written it), and tests/web/test_limits.py allows them too."""
        keys = {k for k in self.rdb.scan_iter("sst:*") if not k.startswith(b"sst:@metrics:")}
        return keys, len(self.sim.requests())

    def nothing_written(self, kind: str, body: dict, response, before: tuple[set, int]) -> None:
        assert response.content_type == "application/problem+json", response.content_type
        keys, seen = self.snapshot()
        # a Stripe budget's window that empties between the two snapshots (an earlier request's
        # place freed: the key goes when its last place does) is time passing, not a write; a
        # key the request added, or any other key gone, is (a make test on a loaded machine
        # once saw "POST /v1/refunds"'s window go while a 422 was answered)
        gone = {k for k in before[0] - keys if not k.startswith(b"sst:rl:stripe:")}
        assert keys - before[0] == set() and not gone, \
            f"{kind} wrote to Redis: {body!r}: {(keys - before[0]) | gone}"
        assert seen == before[1], f"{kind} reached Stripe: {body!r}"
        self.report.count("422 refusals", kind)

    def replay(self, flow: Flow) -> None:
        """The same request again: the first answer back, nothing sent."""
        response = self.client.post("/v1/refunds", json=flow.body, headers=ACME)
        self.report.count("requests", "retry")
        assert response.status_code == 200, response.json
        again = response.json
        for name in ("state", "refund_id", "failure_reason", "amount", "currency"):
            assert again[name] == flow.answer[name], (name, flow.answer, again)
        assert again["replayed"] is True, again
        self.report.count("answers", "replayed")

    def concurrently(self, kind: str, bodies: list[dict]) -> list[Flow]:
        """New intents sent at once (threads against the live server, released by a barrier);
        each is judged as if it were alone, and at most one of them may be made."""
        judged = [self.judge(body) for body in bodies]
        barrier, answers = threading.Barrier(len(bodies)), {}

        def one(body: dict) -> None:
            barrier.wait()
            answers[body["intent_id"]] = httpx.post(f"{self.live.url}/v1/refunds", json=body,
                                                    headers=ACME, timeout=30)

        threads = [threading.Thread(target=one, args=(body,)) for body in bodies]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        flows = []
        for body, (refusals, breaches) in zip(bodies, judged):
            response = answers[body["intent_id"]]
            self.report.count("requests", kind)
            assert response.status_code == 200, (body, response.status_code, response.text)
            self.accepted[body["intent_id"]] = body
            flow = Flow(body["intent_id"], body, response.json())
            self.check(kind, flow, refusals, breaches, alone=False)
            flows.append(flow)
        made = [f for f in flows if f.answer["state"] == "completed"]
        assert len(made) <= 1, f"SECOND REFUND: {[f.answer for f in made]}"
        if all(not r and not b for r, b in judged):
            assert len(made) == 1, f"HONEST REFUSED: none of {[f.answer for f in flows]}"
        return flows

    def check(self, kind: str, flow: Flow, refusals: set[str], breaches: set[str],
              alone: bool = True) -> None:
        """Hold one answer against the truth judged before it was sent. Sent with others
        (``alone`` false), a sibling may have been made first: then what it used up
        (what is left, the ticket, the amount, the customer's allowance) may refuse this one
        too."""
        answer, state = flow.answer, flow.answer["state"]
        made = [r for r in self.sim.refunds() if r["api_key"] == OURS
                and r["metadata"].get("surestep_intent_id") == flow.intent]
        self.report.count("answers", state)
        where = f"{kind} {flow.body} -> {answer}; truth: refusals {refusals}, breaches {breaches}"
        could_refuse = refusals | (set() if alone else SIBLING_REFUSALS)
        could_breach = breaches | (set() if alone else SIBLING_BREACHES)
        if state == "completed":
            assert not refusals and not breaches, f"LET THROUGH: {where}"
            assert [(r["id"], r["status"]) for r in made] == [(answer["refund_id"], "succeeded")
                                                              ], f"LIE: {where}; sim {made}"
        elif state == "failed":
            assert answer["failure_reason"] in could_refuse, f"WRONG REFUSAL: {where}"
            assert answer["verified"] is True and not made, f"LIE: {where}; sim {made}"
            self.report.count("refused (failed)", answer["failure_reason"])
        elif state == "escalated":
            codes = {r["code"] for r in answer["reasons"]}
            assert not refusals and codes and codes <= could_breach, \
                f"WRONG ESCALATION: {where}"
            assert not made, f"ESCALATED BUT MADE: {where}; sim {made}"
            for code in codes:
                self.report.count("escalated", code)
        else:
            raise AssertionError(f"UNEXPECTED STATE {state}: {where}")
        if alone and not refusals and not breaches:
            assert state == "completed", f"HONEST REFUSED: {where}"
