"""Which lines a sentence's clauses keep and which they name or complain of (``reading`` calls
it once a sentence): ``name_or_keep`` names or keeps the lines of one clause by the nearer of a
kept word and a complaint (or a word asking money back, in a clause that asks); ``kept_too``
keeps the lines a clause names with only "too" after a clause that says something is fine ("die
anderen beiden sind ok, die Tagesdecke auch"); ``kept_nearest`` keeps the nearest line of a
sentence for a kept clause that names none ("The plaid is lovely, I keep it"); ``kept_clause``
says whether every mark of a kind stands in a clause that keeps.
"""

from __future__ import annotations

import re

from service.judgment import askedapart, concepts
from service.judgment.clauses import Clause, kept_and_bad, matched_only
from service.judgment.excepted import set_against
from service.judgment.request import Request

ALSO = re.compile(r"(?<![\w])(?:too|also|as well|auch|ebenfalls|aussi|egalement|tambien|anche|tambem|ook|"
                  r"rowniez|tez|ogsa|ocksa|myos|de asemenea|la fel)(?![\w])")


def kept_clause(clauses: list[Clause], name: str) -> bool:
    """Whether every ``name`` mark stands in a clause that says something is kept or fine."""
    places = [c for c in clauses if c.marks.get(name)]
    return bool(places) and all(c.marks.get("kept") for c in places)


def _kept_kind(clause: Clause) -> bool:
    """Whether a clause that keeps holds a word of a kind of product that is none of the title
    words it matched ("I keep the cable and the speaker": the speaker)."""
    matched = {w for m in clause.lines for w in m.words}
    # (a word inside a line's mention is that line, inflected as it may be: "sokkerne" of "sokker")
    kinds = (concepts.of_word(w.group()) for w in _WORD.finditer(clause.folded) if w.group() not in matched
             and not any(m.start < w.end() and w.start() < m.end for m in clause.lines))
    return any(kind is not None and f"#{kind}" not in matched for kind in kinds)  # ("#cable": a kind matched)


_WORD = re.compile(r"[^\W\d_]{3,}")
_VERB_LAST = frozenset({"ja", "ko", "tr"})  # the languages that put the verb after its object


def name_or_keep(clause: Clause, request: Request, asking: bool, sentence: str = "") -> None:
    """Name or keep the lines of one clause (``sentence``: the words as written, for
    ``askedapart.asked_apart``)."""
    kept, complaints = kept_and_bad(clause)
    if kept and not complaints and _kept_kind(clause):
        request.kept_kind = True  # "I keep the cable and the speaker": a speaker no line's title
    if kept and clause.marks.get("rest"):
        request.rest_kept = True
    elif asking and clause.marks.get("rest") and not complaints and not clause.lines \
            and (clause.marks.get("refund") or clause.marks.get("back")):
        request.rest_asked = True  # "merci de rembourser le reste": all they do not keep
    if kept and clause.marks.get("shipping") and not complaints:
        request.shipping_kept = True
    matched = matched_only(clause)  # ("goes with the lamp": the lamp is neither kept nor asked)
    # (a word asking money back is as near a line as its word of fine, where the line is its
    # object, after it, or before it in a language that puts the verb last: "the filter is fine
    # so refund just the humidifier" keeps the filter, asks the humidifier; "I keep the jacket
    # and the boots and I want a refund" keeps both)
    asked = [k for k, _ in clause.marks.get("refund", [])] if asking and kept else []
    last = bool(set(clause.codes) & _VERB_LAST)
    for mention in (m for m in clause.lines if m.line not in matched):
        nearest_kept = min((abs(k - mention.start) for k in kept), default=None)
        nearest_bad = min((abs(k - mention.start) for k in complaints), default=None)
        nearest_ask = min((abs(k - mention.start) for k in asked if (k > mention.start) == last), default=None)
        if nearest_kept is not None and (nearest_bad is None or nearest_kept < nearest_bad) \
                and (nearest_ask is None or nearest_kept < nearest_ask) \
                and not (asking and askedapart.asked_apart(clause, mention, kept, sentence)):
            request.kept.add(mention.line)
            request.named.discard(mention.line)
        elif asking:
            request.named.add(mention.line)
            request.kept.discard(mention.line)
            if nearest_bad is not None:
                request.complained.add(mention.line)


def kept_too(clauses: list[Clause], request: Request) -> None:
    """"die anderen beiden sind ok, die Tagesdecke auch": a clause that names lines, says
    nothing of them but "too", after a clause that says something is fine, keeps them."""
    for before, clause in zip(clauses, clauses[1:]):
        kept, bad = kept_and_bad(before)
        if not clause.lines or not kept or bad or not ALSO.search(clause.folded) \
                or any(clause.marks.get(m) for m in ("complaint", "refund", "back", "full", "declined")):
            continue
        for mention in clause.lines:
            request.kept.add(mention.line)
            request.named.discard(mention.line)
            request.complained.discard(mention.line)


def kept_nearest(clauses: list[Clause], request: Request) -> None:
    """"The plaid is lovely, I keep it": a kept clause that names nothing keeps the nearest
    line of its sentence, when that line's clause complains of nothing."""
    for i, clause in enumerate(clauses):
        kept, bad = kept_and_bad(clause)
        if not kept or bad or clause.lines or clause.marks.get("rest"):
            continue
        nearest = [j for j in sorted(range(len(clauses)), key=lambda j: abs(j - i))
                   if j != i and {m.line for m in clauses[j].lines} - matched_only(clauses[j])
                   and not set_against(clauses, i, j, request.codes)]
        if not nearest:
            request.kept_unnamed = True  # "Mössan är rätt": a thing kept, no title matched
            continue
        other = clauses[nearest[0]]
        if not kept_and_bad(other)[1] and not other.marks.get("refund"):
            for mention in other.lines:
                request.kept.add(mention.line)
                request.named.discard(mention.line)
