"""Lines listed at commas and kept by one verb (``reading`` calls ``kept_listed`` once a
sentence, after ``keeping.name_or_keep``): "the tent, the stove, the lamp and the mat are fine",
"le transat, les biberons et les lingettes je garde", "I keep the tent, the stove and the mat",
"ロッド、ライン、ルアーは問題ない". The sentence is cut into clauses at its commas, so the words
of keeping stand in the list's last clause (or its first) alone: each clause of the list before
it (after it) that is nothing but a line's name keeps its line too; a list closed by its verb
opens the sentence ("Zwracam tylko blender, pojemniki zostają": the blender is the object of
the verb before it, no item of a list). ``request.listed`` says a list was kept, for
``strangers.rest_of_a_stranger``.

A clause of the list holds a line's name and nothing else of meaning: no mark of the tables
(a complaint, a word of money back, of keeping, of the shipping...), and no word of its own
beyond the language's function words ("the", "les", "은"); the run stops at the first clause
that says more ("the tent, the stove broke, the mat is fine" keeps only the mat), and a kept
clause that also complains, asks or names a line it does not keep lends its keeping to
nothing. Before the kept clause the list keeps only where its words of keeping come after its
own line's name (the verb closes the list); after it, only where they come before (the verb
opens it: "I keep the tent, the stove")."""

from __future__ import annotations

import re
from functools import cache
from itertools import takewhile

from service.judgment import tables
from service.judgment.clauses import Clause, kept_and_bad, matched_only
from service.judgment.request import Request

_WORD = re.compile(r"[^\W\d_]+")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


def kept_listed(clauses: list[Clause], request: Request) -> None:
    """Keep the lines of the bare clauses listed before or after a clause that keeps its own."""
    if len(clauses) < 2:
        return
    if any(c.listed for c in clauses):  # (a list said fine before its verb, ``finelist``)
        request.listed = True
    if not any(c.marks.get("kept") for c in clauses):
        return  # (most sentences: nothing kept, no list kept)
    for i, clause in enumerate(clauses):
        kept, bad = kept_and_bad(clause)
        own = {m.line for m in clause.lines} - matched_only(clause)
        if not kept or bad or not own <= request.kept or any(clause.marks.get(m) for m in _SAYS_MORE):
            continue
        if not clause.lines:  # "le Osprey, la Nalgene, je les garde": a pronoun takes the list up
            runs = [range(i - 1, -1, -1)]
        else:
            first = min(m.start for m in clause.lines)
            runs = []
            if max(kept) > first:  # the verb closes the list: the bare clauses before it
                runs.append(range(i - 1, -1, -1))
            if min(kept) < first:  # the verb opens it: the bare clauses after it
                runs.append(range(i + 1, len(clauses)))
        for run in runs:
            listed = list(takewhile(lambda j: _bare(clauses[j]), run))
            if not listed or run.step < 0 and listed[-1] != 0:
                continue  # (a list closed by its verb opens the sentence: "Zwracam | tylko blender,
                # pojemniki zostają": the blender is the object of the verb before it)
            request.listed = True
            for mention in (m for j in listed for m in clauses[j].lines):
                request.kept.add(mention.line)
                request.named.discard(mention.line)
                request.complained.discard(mention.line)


# the marks that make a clause of the list more than a name, and a kept clause more than a keep
_SAYS_MORE = ("complaint", "refund", "back", "full", "declined", "withdrawn", "shipping", "partial",
              "difference", "rest", "order", "returned", "cancelled")


def _bare(clause: Clause) -> bool:
    """Whether a clause is nothing but the names of lines: a line named, no mark, and every word
    outside the names a function word of its languages."""
    if not clause.lines or clause.marks or matched_only(clause):
        return False
    common = _function(clause.codes)
    rest = clause.folded
    for m in sorted(clause.lines, key=lambda m: m.start, reverse=True):
        rest = rest[:m.start] + " " + rest[m.end:]
    for word in _WORD.findall(rest):
        if word in common:
            continue
        if _UNSPACED.search(word) and len(word) <= 1:
            continue  # (a particle glued to a name, "타프는": the name's own ending)
        return False
    return True


@cache
def _function(codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for code in codes if (t := tables.table(code)) is not None for w in t.function)
