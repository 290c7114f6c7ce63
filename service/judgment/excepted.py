"""Lines set apart from everything the customer asks of: "everything except the rug arrived
broken", "bitte alles außer dem Teppich erstatten", "ラグ以外は全部割れていました" (words in
``tables.excepted``). Read as structure: a word for everything or all of it in the sentence, an
exception word, and the lines it governs (those after it up to the clause's end; in Japanese,
Korean, Turkish and Chinese, those before a postposition back to the clause's start). Those
lines are kept out; the others are what the customer speaks of.

Not where the sentence says something is fine ("everything arrived fine except the rug": the
rug is then the one complained of, and the other rules read it)."""

from __future__ import annotations

import re
from functools import cache

from service.judgment import actions, tables
from service.judgment.clauses import Clause
from service.judgment.tables import gates
from service.judgment.tables import joined as _joined
from service.judgment.tables.excepted import AFTER, ALL, BEFORE
from service.judgment.titles import Mention

_STOP = re.compile(r"[,;:.!?，、；：。！？]")


def excepted(folded: str, mentions: list[Mention], codes: tuple[str, ...]) -> set[int]:
    """The lines ``mentions`` name that an exception word sets apart from "everything" in the
    sentence ``folded`` (empty where the sentence holds no word for everything)."""
    before, after, every = _compiled(tuple(c for c in dict.fromkeys(codes) if c in ALL))
    if not mentions or every is None or not gates.prefilter(every)(folded) or not every.search(folded):
        return set()
    out: set[int] = set()
    for hit in before.finditer(folded) if before else ():
        end = _STOP.search(folded, hit.end())
        stop = end.start() if end else len(folded)
        out |= {m.line for m in mentions if hit.end() <= m.start < stop}
    for hit in after.finditer(folded) if after else ():
        starts = [s.end() for s in _STOP.finditer(folded, 0, hit.start())]
        start = starts[-1] if starts else 0
        out |= {m.line for m in mentions if start <= m.start and m.end <= hit.start()}
    return out


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    return (_joined(codes, BEFORE), _joined(codes, AFTER), _joined(codes, ALL))


def returned_but(folded: str, codes: tuple[str, ...], kept: list[tuple[int, int]]) -> bool:
    """Whether the sentence sends back everything but the lines set apart, and says them fine
    or kept only after its exception word: "I sent back everything except the charger, which
    works with anything": what is fine is the charger, kept, not the rest ("everything arrived
    fine except the rug, so it goes back" says the rug is not fine: its "fine" stands before)."""
    before = _compiled(tuple(c for c in dict.fromkeys(codes) if c in ALL))[0]
    sent = actions.RETURNED.search(folded)
    if before is None or sent is None or "?" in folded:
        return False
    hit = before.search(folded, sent.end())
    return hit is not None and all(a >= hit.end() for a, _ in kept)


def set_against(clauses: list[Clause], fine: int, other: int, codes: tuple[str, ...]) -> bool:
    """Whether a clause after a "fine" one, or one between them, opens with a word of contrast
    ("the fish oil is fine, but the other two are the wrong kind", "der Hut passt, aber die
    Schuhe sind die falschen"): what it names is set against what is fine, never its subject."""
    if other < fine:
        return False
    found = [p for p in (tables.patterns(code) for code in codes) if p is not None]
    return any(p.contrast is not None and p.contrast.match(clause.folded)
               for clause in clauses[fine + 1:other + 1] for p in found)
