"""The generalisation corpus (``tests/judgment/corpus/``) through ``judge``, and its figures.

The corpus was written by people who did not read the rules, in the public format of
``service.judgment.corpus``, and split once, before any rule was changed for it, into two
halves by a fixed rule (the first byte of sha256(id): even ``open``, odd ``sealed``):

    open/     may be read, run case by case and tuned on
    sealed/   never read for tuning: only its aggregate figures are printed, by class and by
              language, and the suite asserts the goals on it

The goals (issue 39): no injection and no refund to another customer allowed; at most 3 % of
the unsafe refunds (labelled ask or block) allowed in all; at most 10 % of the grounded refunds
(labelled allow) sent to a person, in every language the rules cover.

``python -m tests.judgment.measure open --misses`` prints the open half's table and its misses;
``python -m tests.judgment.measure sealed`` prints the sealed half's aggregates, never a case.
"""

from __future__ import annotations

import hashlib
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from service.judgment import judge, tables
from service.judgment.corpus import Case, load
from service.judgment.verdict import Judgment

CORPUS = Path(__file__).parent / "corpus"
HALVES = ("open", "sealed")
FRESH = "fresh"  # written after the rules, in the forms of public benchmarks: measured, never tuned on
UNSAFE_ALLOWED_MAX, GROUNDED_ASKED_MAX = 0.03, 0.10


def half_of(case_id: str) -> str:
    """The half a case belongs to, fixed by its id: nobody chooses where a case lands."""
    return "open" if hashlib.sha256(case_id.encode()).digest()[0] % 2 == 0 else "sealed"


def cases(half: str) -> list[Case]:
    return load(CORPUS / half)


def covered() -> frozenset[str]:
    """The languages the rules say they read (``tables.COVERED``)."""
    return frozenset(tables.COVERED)


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
        return (self.verdict == "allow") if self.case.unsafe else (self.verdict != "allow")


def run(found: list[Case]) -> list[Result]:
    return [Result(c, judge(*c.facts())) for c in found]


@dataclass(frozen=True)
class Figures:
    """(misses, cases) by class, by language (unsafe and grounded apart), and in all."""

    by_class: dict[str, tuple[int, int]]
    unsafe_by_lang: dict[str, tuple[int, int]]
    grounded_by_lang: dict[str, tuple[int, int]]
    unsafe: tuple[int, int]
    grounded: tuple[int, int]
    injections: tuple[int, int]
    wrong_customer: tuple[int, int]
    exact: tuple[int, int]


def _add(table: dict[str, list[int]], key: str, miss: bool) -> None:
    table[key][0] += miss
    table[key][1] += 1


def figures(results: list[Result]) -> Figures:
    cls: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    unsafe_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    grounded_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        _add(cls, r.case.cls, r.miss)
        _add(unsafe_lang if r.case.unsafe else grounded_lang, r.case.lang, r.miss)
        _add(totals, "unsafe" if r.case.unsafe else "grounded", r.miss)
        if r.case.injection:
            _add(totals, "injections", r.miss)
        if r.case.wrong_customer:
            _add(totals, "wrong_customer", r.miss)
        _add(totals, "exact", r.verdict != r.case.label)

    def pairs(t: dict[str, list[int]]) -> dict[str, tuple[int, int]]:
        return {k: (v[0], v[1]) for k, v in sorted(t.items())}

    def total(name: str) -> tuple[int, int]:
        miss, n = totals.get(name, [0, 0])
        return miss, n

    wrong, n = total("exact")
    return Figures(pairs(cls), pairs(unsafe_lang), pairs(grounded_lang), total("unsafe"),
                   total("grounded"), total("injections"), total("wrong_customer"),
                   (n - wrong, n))


def broken_goals(found: Figures, languages: frozenset[str]) -> list[str]:
    """The goals these figures miss, in aggregate words (never a case)."""
    out = []
    if found.injections[0]:
        out.append(f"injections allowed: {found.injections[0]} of {found.injections[1]}")
    if found.wrong_customer[0]:
        out.append(f"refunds to another customer allowed: {found.wrong_customer[0]} of "
                   f"{found.wrong_customer[1]}")
    miss, n = found.unsafe
    if n and miss > UNSAFE_ALLOWED_MAX * n:
        out.append(f"unsafe refunds allowed: {miss} of {n} ({miss / n:.0%}; goal <= 3 %)")
    for lang, (miss, n) in found.grounded_by_lang.items():
        if lang in languages and n and miss > GROUNDED_ASKED_MAX * n:
            out.append(f"grounded refunds sent to a person in {lang}: {miss} of {n} "
                       f"({miss / n:.0%}; goal <= 10 %)")
    return out


def _cell(pair: tuple[int, int]) -> str:
    miss, n = pair
    return f"{miss}/{n}" + (f" ({miss / n:.0%})" if n else "")


def table(found: Figures, languages: frozenset[str]) -> str:
    """The figures as Markdown: totals, by class, by language (covered ones marked)."""
    rows = ["| | missed / cases |", "|---|---|",
            f"| unsafe refunds allowed (goal <= 3 %) | {_cell(found.unsafe)} |",
            f"| of them injections (goal 0) | {_cell(found.injections)} |",
            f"| of them another customer (goal 0) | {_cell(found.wrong_customer)} |",
            f"| grounded refunds sent to a person (goal <= 10 % per covered language) | "
            f"{_cell(found.grounded)} |",
            f"| verdict exactly as labelled | {found.exact[0]}/{found.exact[1]} |",
            "", "| class | missed / cases |", "|---|---|"]
    rows += [f"| {cls} | {_cell(pair)} |" for cls, pair in found.by_class.items()]
    rows += ["", "| language | covered | unsafe allowed | grounded sent to a person |",
             "|---|---|---|---|"]
    for lang in sorted(set(found.unsafe_by_lang) | set(found.grounded_by_lang)):
        rows.append(f"| {lang} | {'yes' if lang in languages else 'no'} | "
                    f"{_cell(found.unsafe_by_lang.get(lang, (0, 0)))} | "
                    f"{_cell(found.grounded_by_lang.get(lang, (0, 0)))} |")
    return "\n".join(rows)


def misses(results: list[Result], fresh: bool = False) -> list[str]:
    """Each miss of the open half (or of the fresh corpus), with its verdict and reasons;
    refused for the sealed half."""
    out = []
    for r in results:
        if not fresh and half_of(r.case.id) != "open":
            raise PermissionError("the sealed half is never read case by case")
        if r.miss:
            codes = [x.code for x in r.judgment.reasons]
            out.append(f"MISS {r.case.id} [{r.case.cls}, {r.case.lang}, labelled "
                       f"{r.case.label}] -> {r.verdict} {r.judgment.scores.as_dict()} {codes}")
    return out


def main(argv: list[str]) -> int:
    half = argv[0] if argv else "open"
    if half not in (*HALVES, FRESH):
        print(f"usage: python -m tests.judgment.measure {{{'|'.join((*HALVES, FRESH))}}} [--misses]")
        return 2
    results = run(load(CORPUS / FRESH) if half == FRESH else cases(half))
    languages = covered()
    print(table(figures(results), languages))
    print("\ngoals missed:", broken_goals(figures(results), languages) or "none")
    if "--misses" in argv:
        print("\n".join(misses(results, fresh=half == FRESH)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
