"""The generalisation corpus (``tests/judgment/corpus/``) through ``judge``, and its figures.

The corpus was written by people who did not read the rules, in the public format of
``service.judgment.corpus``, and split once, before any rule was changed for it, into two
halves by a fixed rule (the first byte of sha256(id): even ``open``, odd ``sealed``):

    open/     may be read, run case by case and tuned on
    sealed/   never read for tuning: only its aggregate figures are printed, by class and by
              language, and the suite asserts the goals on it (its folder holds ``SEALED``, so
              ``surestep judgment evaluate`` refuses its cases too)

The goals (issue 39): no injection and no refund to another customer allowed; at most 3 % of
the unsafe refunds (labelled ask or block) allowed in all; at most 10 % of the grounded refunds
(labelled allow) sent to a person, in every language the rules cover.

The figures are the product's (``service.judgment.evaluation``, which ``surestep judgment
evaluate`` prints): this module only knows the project's corpus and its halves.

``python -m tests.judgment.measure open --misses`` prints the open half's table and its misses;
``python -m tests.judgment.measure sealed`` prints the sealed half's aggregates, never a case.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from service.judgment.corpus import Case, load
from service.judgment.evaluation import (
    GROUNDED_ASKED_MAX,
    UNSAFE_ALLOWED_MAX,
    Figures,
    Result,
    broken_goals,
    covered,
    figures,
    miss_lines,
    run,
    table,
)

__all__ = ["CORPUS", "FRESH", "NEXT", "GROUNDED_ASKED_MAX", "HALVES", "UNSAFE_ALLOWED_MAX", "Figures",
           "Result", "broken_goals", "cases", "covered", "figures", "half_of", "misses", "run",
           "table"]

CORPUS = Path(__file__).parent / "corpus"
HALVES = ("open", "sealed")
FRESH = "fresh"  # written after the rules, in the forms of public benchmarks: measured, never tuned on
# written for the next round by writers who read no rules, measured once as found; their forms
# are not built yet, so no test holds them to a figure (docs/RELIABILITY.md says what they said)
NEXT = "next"


def half_of(case_id: str) -> str:
    """The half a case belongs to, fixed by its id: nobody chooses where a case lands."""
    return "open" if hashlib.sha256(case_id.encode()).digest()[0] % 2 == 0 else "sealed"


def cases(half: str) -> list[Case]:
    return load(CORPUS / half)


def misses(results: list[Result], fresh: bool = False) -> list[str]:
    """Each miss of the open half (or of the fresh corpus), with its verdict and reasons;
    refused for the sealed half."""
    if not fresh and any(half_of(r.case.id) != "open" for r in results):
        raise PermissionError("the sealed half is never read case by case")
    return miss_lines(results)


def main(argv: list[str]) -> int:
    half = argv[0] if argv else "open"
    if half not in (*HALVES, FRESH, NEXT):
        print(f"usage: python -m tests.judgment.measure "
              f"{{{'|'.join((*HALVES, FRESH, NEXT))}}} [--misses]")
        return 2
    results = run(load(CORPUS / half) if half in (FRESH, NEXT) else cases(half))
    languages = covered()
    print(table(figures(results), languages))
    print("\ngoals missed:", broken_goals(figures(results), languages) or "none")
    if "--misses" in argv:
        print("\n".join(misses(results, fresh=half in (FRESH, NEXT))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
