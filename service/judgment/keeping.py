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
from functools import cache

from service.judgment import askedapart, concepts, tables
from service.judgment.clauses import Clause, kept_and_bad, matched_only
from service.judgment.excepted import set_against
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.titles import Mention

ALSO = re.compile(r"(?<![\w])(?:too|also|as well|auch|ebenfalls|aussi|egalement|tambien|anche|tambem|ook|"
                  r"rowniez|tez|ogsa|ocksa|myos|de asemenea|la fel)(?![\w])")
# "too" in the languages that say it after the thing as a word of its own, never alone a word of
# the others (Turkish "lambayı da", Arabic "والمصباح ايضا"), or glue it to the thing's name
# ("ランプも", "램프도", "台灯也"): the verb of the clause before left out
_TOO_AFTER = {"tr": re.compile(r"(?<![\w])(?:da|de|ta|te|dahi)(?![\w])"),
              "ar": re.compile(r"(?<![\w])(?:ايضا|كذلك|كمان)(?![\w])")}
_TOO_GLUED = {"ja": re.compile(r"も(?:です|だ)?(?=$|[\s.!。！、,，])"), "ko": re.compile(r"도(?=$|[\s.!。,])"),
              "zh": re.compile(r"也(?:是)?(?=$|[\s.!。！,，、])")}


def kept_clause(clauses: list[Clause], name: str) -> bool:
    """Whether every ``name`` mark stands in a clause that says something is kept or fine."""
    places = [c for c in clauses if c.marks.get(name)]
    return bool(places) and all(c.marks.get("kept") for c in places)


def _kept_kind(clause: Clause) -> bool:
    """Whether a clause that keeps holds a word of a kind of product that is none of the title
    words it matched ("I keep the cable and the speaker": the speaker)."""
    return bool(own_kinds(clause))


def own_kinds(clause: Clause) -> frozenset[str]:
    """The kinds of product a clause's own words name, none of them a line it matched ("la
    chaqueta me la quedo", no line's title matched: a jacket)."""
    matched = {w for m in clause.lines for w in m.words}
    # (a word inside a line's mention is that line, inflected as it may be: "sokkerne" of "sokker")
    kinds = (concepts.of_word(w.group()) for w in _WORD.finditer(clause.folded) if w.group() not in matched
             and not any(m.start < w.end() and w.start() < m.end for m in clause.lines))
    found = {k for k in kinds if k is not None and f"#{k}" not in matched}
    if not clause.lines and _UNSPACED.search(clause.folded):  # (a Japanese or Chinese name in its run)
        found |= {k for _, k in concepts.cjk_kinds_in(clause.folded)}
    return frozenset(found)  # ("#cable": a kind matched)


def of_kinds(mentions: list[Mention], kinds: frozenset[str], order: Order,
             codes: tuple[str, ...]) -> list[Mention]:
    """The mentions a clause that keeps and names ``kinds`` (no line matched) may be said of:
    every one where it names none; else those whose line is of one of them; else of one of their
    families ("the charger I keep", beside a watch, a sensor and a charging cable: the cable;
    "the jacket I keep", beside a dress: a customer may call a dress so); else those whose
    title names no kind (any word may name them); else none ("the charger I keep", beside
    a lamp: the charger kept is no line the rules match)."""
    if not kinds:
        return mentions
    near = frozenset().union(*(concepts.family(k) for k in kinds))
    read_in = frozenset({*codes, "en"}) if codes else None
    of = {m.line: concepts.of_title(order.lines[m.line].title, read_in) for m in mentions}
    return [m for m in mentions if of[m.line] & kinds] or [m for m in mentions if of[m.line] & near] \
        or [m for m in mentions if not of[m.line]]


_WORD = re.compile(r"[^\W\d_]{3,}")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_VERB_LAST = frozenset({"ja", "ko", "tr"})  # the languages that put the verb after its object


def name_or_keep(clause: Clause, request: Request, asking: bool, sentence: str = "") -> None:
    """Name or keep the lines of one clause (``sentence``: the words as written, for
    ``askedapart.asked_apart``)."""
    kept, complaints = kept_and_bad(clause)
    if kept and not complaints and (clause.lines or clause.marks.get("rest")) and _kept_kind(clause):
        request.kept_kind = True  # "I keep the cable and the speaker": a speaker no line's title
        # (a clause that names no line: ``kept_nearest`` says whether its kind is a line kept)
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
        if not clause.lines or not kept or bad or not _too_spans(clause) \
                or any(clause.marks.get(m) for m in ("complaint", "refund", "back", "full", "declined")) \
                or _says_more(clause):
            continue
        for mention in clause.lines:
            request.kept.add(mention.line)
            request.named.discard(mention.line)
            request.complained.discard(mention.line)


def _too_spans(clause: Clause) -> list[tuple[int, int]]:
    """Where a clause says "too": a word of it, or a particle glued right after a line's name."""
    spans = [m.span() for m in ALSO.finditer(clause.folded)]
    for code in clause.codes:
        if (after := _TOO_AFTER.get(code)) is not None:
            spans += [m.span() for m in after.finditer(clause.folded)]
        elif (glued := _TOO_GLUED.get(code)) is not None:
            # (a Korean name is read with its particle: "램프도", the mention's last letter)
            for m in clause.lines:
                g = glued.match(clause.folded, m.end)
                if g is None and not _ends_in(m, clause.folded[m.end - 1]):
                    g = glued.match(clause.folded, m.end - 1)
                spans += [g.span()] if g is not None else []
    return spans


def _ends_in(mention: Mention, letter: str) -> bool:
    """Whether a title's word the mention matched ends in ``letter`` itself ("포도")."""
    return any(w.endswith(letter) for w in mention.words)


def _all_fit(kinds: frozenset[str], mentions: list[Mention], order: Order, codes: tuple[str, ...]) -> bool:
    """Whether each of ``kinds`` is of the family of a line ``mentions`` name."""
    read_in = frozenset({*codes, "en"}) if codes else None
    titled = frozenset().union(*(concepts.of_title(order.lines[m.line].title, read_in) for m in mentions))
    return all(titled & concepts.family(k) for k in kinds)


def _says_more(clause: Clause) -> bool:
    """Whether a clause with "too" says more than the lines it names: two words or more that
    are neither a line's, the "too" nor a function word ("se käy myös vanhaan Polariini": it
    fits my old Polar too, a verb of its own; never "die Tagesdecke auch")."""
    too = _too_spans(clause)
    common = _function(clause.codes)
    extra = [w for w in _WORD.finditer(clause.folded) if w.group() not in common
             and not any(a < w.end() and w.start() < b for a, b in too)
             and not any(m.start < w.end() and w.start() < m.end for m in clause.lines)]
    return len(extra) >= 2


@cache
def _function(codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for code in codes if (t := tables.table(code)) is not None for w in t.function)


def kept_nearest(clauses: list[Clause], request: Request, order: Order | None = None) -> None:
    """"The plaid is lovely, I keep it": a kept clause that names nothing keeps the nearest
    line of its sentence, when that line's clause complains of nothing; where the kept clause
    names a kind of product in words no title matched, only a line of that kind (``of_kinds``:
    "I sent the lamp back, the charger I keep" keeps no lamp)."""
    for i, clause in enumerate(clauses):
        kept, bad = kept_and_bad(clause)
        if not kept or bad or clause.lines or clause.marks.get("rest"):
            continue
        nearest = [j for j in sorted(range(len(clauses)), key=lambda j: abs(j - i))
                   if j != i and {m.line for m in clauses[j].lines} - matched_only(clauses[j])
                   and not set_against(clauses, i, j, request.codes)]
        kinds = own_kinds(clause)
        if not nearest:
            request.kept_unnamed = True  # "Mössan är rätt": a thing kept, no title matched
            request.kept_kind |= bool(kinds)
            continue
        other = clauses[nearest[0]]
        if kept_and_bad(other)[1] or other.marks.get("refund"):
            request.kept_kind |= bool(kinds)
            continue
        mentions = other.lines if order is None else of_kinds(other.lines, kinds, order, request.codes)
        if not mentions:
            request.kept_unnamed = True
        # (the kind said is a line kept, "the charger I keep" of a charging cable, or another thing)
        request.kept_kind |= bool(kinds) and (order is None or not _all_fit(kinds, mentions, order, request.codes))
        for mention in mentions:
            request.kept.add(mention.line)
            request.named.discard(mention.line)
