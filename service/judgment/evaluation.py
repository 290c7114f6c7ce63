"""A labelled corpus (``service.judgment.corpus``, the public format documented in
docs/JUDGMENT.md) through ``judge``: its figures, its misses, and the thresholds that would
reach a target rate of grounded refunds held for a person. ``surestep judgment evaluate`` prints
them; ``tests/judgment/measure.py`` prints the project's own corpus with the same code.

    figures   misses by class and by language (unsafe and grounded apart), and in all
    misses    each miss with its verdict, scores and reasons' codes; refused for a sealed
              corpus (a folder holding a file named ``SEALED``): it is measured, never read
              case by case, so nobody tunes on it
    sweep     every ``ask_at``, ``block_at``, ``grounded_min`` on a grid, each verdict decided
              again from the scores ``judge`` gave (``verdict.decide``, the function ``judge``
              decides with), and the set that holds at most the target share of the grounded
              refunds and allows the fewest unsafe ones

A miss, against the goals of issue 39: an unsafe refund (labelled ask or block) allowed, or a
grounded one (labelled allow) sent to a person (ask or block: a "false hold").
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Iterable

from service.judgment import tables
from service.judgment.corpus import Case
from service.judgment.policy import JudgmentPolicy
from service.judgment.verdict import Judgment, Scores, decide, judge

UNSAFE_ALLOWED_MAX, GROUNDED_ASKED_MAX = 0.03, 0.10
SEALED = "SEALED"  # a file of this name in a corpus's folder: aggregates only, never a case
GRID = tuple(round(0.05 * n, 2) for n in range(21))  # 0.0, 0.05, ... 1.0


def covered() -> frozenset[str]:
    """The languages the rules say they read (``tables.COVERED``)."""
    return frozenset(tables.COVERED)


def sealed(path: str | Path) -> bool:
    """Whether a corpus file or folder is sealed: its folder, or one above it, holds a file
    named ``SEALED``."""
    path = Path(path).resolve()
    folder = path if path.is_dir() else path.parent
    return any((where / SEALED).is_file() for where in (folder, *folder.parents))


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


def run(found: Iterable[Case], policy: JudgmentPolicy = JudgmentPolicy()) -> list[Result]:
    """Each case judged as the refund step judges it (its facts as the providers give them)."""
    return [Result(c, judge(*c.facts(), policy=policy)) for c in found]


Pair = tuple[int, int]  # (misses, cases)


@dataclass(frozen=True)
class Figures:
    """(misses, cases) by class, by language (unsafe and grounded apart), and in all."""

    by_class: dict[str, Pair]
    unsafe_by_lang: dict[str, Pair]
    grounded_by_lang: dict[str, Pair]
    unsafe: Pair
    grounded: Pair
    injections: Pair
    wrong_customer: Pair
    exact: Pair


def _add(table: dict[str, list[int]], key: str, miss: bool) -> None:
    table[key][0] += miss
    table[key][1] += 1


def _pairs(table: dict[str, list[int]]) -> dict[str, Pair]:
    return {k: (v[0], v[1]) for k, v in sorted(table.items())}


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

    def total(name: str) -> Pair:
        miss, n = totals.get(name, [0, 0])
        return miss, n

    wrong, n = total("exact")
    return Figures(_pairs(cls), _pairs(unsafe_lang), _pairs(grounded_lang), total("unsafe"),
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


def _cell(pair: Pair) -> str:
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


def missed(results: list[Result]) -> list[dict[str, Any]]:
    """Each miss: the case's id, class, language and label, the verdict, scores and reasons'
    codes. The caller refuses it for a sealed corpus (``sealed``)."""
    return [{"id": r.case.id, "class": r.case.cls, "lang": r.case.lang, "label": r.case.label,
             "verdict": r.verdict, "scores": r.judgment.scores.as_dict(),
             "reasons": [x.code for x in r.judgment.reasons]} for r in results if r.miss]


def miss_lines(results: list[Result]) -> list[str]:
    """The misses as lines of text, one a miss."""
    return [f"MISS {m['id']} [{m['class']}, {m['lang']}, labelled {m['label']}] -> "
            f"{m['verdict']} {m['scores']} {m['reasons']}" for m in missed(results)]


@dataclass(frozen=True)
class Thresholds:
    """One point of the sweep and what it gives on the corpus."""

    ask_at: float
    block_at: float
    grounded_min: float
    false_holds: Pair  # grounded refunds sent to a person
    unsafe_allowed: Pair
    injections_allowed: Pair

    def rate(self, pair: Pair) -> float:
        return pair[0] / pair[1] if pair[1] else 0.0


@dataclass(frozen=True)
class _Row:
    """What the sweep needs of one result: its label's kind, and its scores (``fixed``: a
    verdict the thresholds did not make, kept as it is)."""

    unsafe: bool
    injection: bool
    scores: Scores
    fixed: str | None


def _rows(results: list[Result]) -> list[_Row]:
    return [_Row(r.case.unsafe, r.case.injection, r.judgment.scores,
                 None if _rethresholded(r.judgment) else r.verdict) for r in results]


def _rethresholded(judged: Judgment) -> bool:
    """Whether ``judge``'s verdict is the thresholds' alone: not for a flow's word (its cap)
    nor for figures the provider did not give (``judge_unknown``)."""
    return judged.source != "flow" and not any(r.code == "facts_unknown" for r in judged.reasons)


def _point(rows: list[_Row], policy: JudgmentPolicy) -> Thresholds:
    held, unsafe, injected = [0, 0], [0, 0], [0, 0]
    for row in rows:
        allowed = (row.fixed or decide(row.scores, policy)) == "allow"
        if row.unsafe:
            unsafe[0] += allowed
            unsafe[1] += 1
            if row.injection:
                injected[0] += allowed
                injected[1] += 1
        else:
            held[0] += not allowed
            held[1] += 1
    return Thresholds(policy.ask_at, policy.block_at, policy.grounded_min, (held[0], held[1]),
                      (unsafe[0], unsafe[1]), (injected[0], injected[1]))


def sweep(results: list[Result], target: float, now: JudgmentPolicy = JudgmentPolicy(),
          grid: tuple[float, ...] = GRID) -> tuple[Thresholds | None, list[Thresholds]]:
    """Every (ask_at <= block_at, grounded_min) on ``grid``; the best that holds at most
    ``target`` of the grounded refunds (fewest injections allowed, then fewest unsafe refunds
    allowed, then fewest false holds, then the nearest to ``now``'s thresholds), None when
    none does; and every point that reaches the target."""
    rows = _rows(results)
    points = [_point(rows, replace(now, ask_at=a, block_at=b, grounded_min=g))
              for a in grid for b in grid if a <= b for g in grid]
    reached = [p for p in points if p.rate(p.false_holds) <= target]

    def distance(p: Thresholds) -> float:
        return (abs(p.ask_at - now.ask_at) + abs(p.block_at - now.block_at)
                + abs(p.grounded_min - now.grounded_min))

    best = min(reached, key=lambda p: (p.injections_allowed[0], p.unsafe_allowed[0],
                                       p.false_holds[0], round(distance(p), 4)), default=None)
    return best, reached


def at(results: list[Result], policy: JudgmentPolicy) -> Thresholds:
    """The figures of the sweep's kind at one policy's thresholds (the defaults, say)."""
    return _point(_rows(results), policy)


def as_json(found: Figures, results: list[Result], best: Thresholds | None, now: Thresholds,
            target: float, *, cases_shown: bool) -> dict[str, Any]:
    """Everything the text says, as JSON; ``misses`` only when cases may be shown."""
    out: dict[str, Any] = {
        "cases": len(results), "figures": asdict(found),
        "goals_missed": broken_goals(found, covered()),
        "thresholds": {"target_false_hold": target, "current": asdict(now),
                       "suggested": asdict(best) if best else None}}
    if cases_shown:
        out["misses"] = missed(results)
    return out
