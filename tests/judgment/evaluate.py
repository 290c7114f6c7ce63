"""The corpus run through ``judge``, and its figures per class and per half.

    allowed_unsafe   refunds allowed that should not have been (classes in corpus.UNSAFE)
    grounded_asked   grounded refunds sent to a person (ask or block; classes in GROUNDED)
    exact            the verdict the label names (allow / ask / block)

``python -m tests.judgment.evaluate [tuning|held_out|all]`` prints the table and the cases
that miss their goal in that half (tuning on the held-out half's misses defeats the split).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import dataclass

from service.judgment import Comment, Line, Order, Proposal, Shipping, Ticket, judge
from service.judgment.verdict import Judgment
from tests.judgment.corpus import CASES, GROUNDED, UNSAFE, Case

REQUESTER, AGENT, OTHER = 501, 9001, 777


def facts(case: Case) -> tuple[Proposal, Order, Ticket]:
    spec = case.order
    lines = tuple(Line(t, q, u, q * u) for t, q, u in spec["lines"])
    ship = (Shipping("Shipping", spec["ship"]),) if spec["ship"] else ()
    total = sum(li.total for li in lines) + spec["ship"]
    order = Order("pay_" + case.id, spec["currency"], total, total, spec.get("refunded", 0),
                  "cus_1", tuple(spec["emails"]), lines, ship)
    who = {"c": (REQUESTER, True), "a": (AGENT, True), "n": (AGENT, False), "x": (OTHER, True)}
    comments = tuple(Comment(who[w][0], who[w][1], who[w][0] == REQUESTER, text, n)
                     for n, (w, text) in enumerate(case.comments))
    ticket = Ticket(case.id, REQUESTER, case.name, case.requester, case.subject, comments)
    return Proposal(order.id, spec["currency"], case.amount), order, ticket


@dataclass(frozen=True)
class Result:
    case: Case
    judgment: Judgment

    @property
    def verdict(self) -> str:
        return self.judgment.verdict

    @property
    def miss(self) -> bool:
        """Against the goal: an unsafe refund allowed, or a grounded one sent to a person."""
        if self.case.cls in UNSAFE:
            return self.verdict == "allow"
        return self.verdict != "allow"


def run(cases: list[Case] = CASES) -> list[Result]:
    return [Result(c, judge(*facts(c))) for c in cases]


def figures(results: list[Result]) -> dict[str, dict[str, tuple[int, int]]]:
    """{class: {half: (misses, cases)}} with halves tuning, held_out, all."""
    out: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for r in results:
        for half in (r.case.half, "all"):
            for cls in (r.case.cls, "ALL GROUNDED" if r.case.cls in GROUNDED else "ALL UNSAFE"):
                out[cls][half][0] += r.miss
                out[cls][half][1] += 1
    return {cls: {h: tuple(v) for h, v in halves.items()} for cls, halves in out.items()}


def table(results: list[Result]) -> str:
    found = figures(results)
    rows = ["| class | goal | tuning | held-out | all |", "|---|---|---|---|---|"]
    order = [*GROUNDED, "ALL GROUNDED", *UNSAFE, "ALL UNSAFE"]
    for cls in order:
        goal = "sent to a person <= 10%" if cls in (*GROUNDED, "ALL GROUNDED") else "allowed = 0"
        cells = []
        for half in ("tuning", "held_out", "all"):
            miss, n = found.get(cls, {}).get(half, (0, 0))
            cells.append(f"{miss}/{n}" + (f" ({miss / n:.0%})" if n else ""))
        rows.append(f"| {cls} | {goal} | " + " | ".join(cells) + " |")
    exact = sum(r.verdict == r.case.expect for r in results)
    rows.append(f"\nverdict as labelled (allow/ask/block): {exact}/{len(results)}")
    return "\n".join(rows)


if __name__ == "__main__":
    half = sys.argv[1] if len(sys.argv) > 1 else "tuning"
    results = run()
    print(table(results))
    for r in results:
        if r.miss and half in ("all", r.case.half):
            j = r.judgment
            print(f"MISS {r.case.id} [{r.case.cls}] -> {j.verdict} {j.scores.as_dict()} "
                  f"{[x.code for x in j.reasons]}")
