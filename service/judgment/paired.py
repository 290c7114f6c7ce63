"""Lines asked together where one is named and the other is joined to it by "and".

A customer asks for two things joined by their language's "and" ("the skis and the bindings go
back", "Bezüge und Laken", "니트랑 머플러", "弁当箱とおはしケース"), one named by its title's
words, the other by a word no title holds (a kind the brand-and-model title does not say, a
word of their own). Where they keep the rest by name, and exactly one line is left for each
such word, neither named nor kept, those lines are the ones asked (``read`` finds the joined
words in a sentence that asks or complains; ``sets`` gives the lines).

Never a word joined in a clause that keeps something or says it is fine; never a word the
tables read as a meaning (a verb of sending, of refunding: "refund the lamp and send a
label"), a function or generic word ("and the rest", "and things"); never where the customer
keeps something no line is named by (it may be the line left), nor where the word names a kind
of product the line left is not (another item: not on this payment).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from service.judgment import bare, concepts
from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.contradictions import asked_value
from service.judgment.facts import Order
from service.judgment.kindless import asked_kinds, kindless_sets
from service.judgment.onekind import single
from service.judgment.request import Request
from service.judgment.tables.paired import (
    AND,
    AND_IS,
    ARTICLED,
    GLUED,
    IS,
    MARK,
    OBJECT,
    PARTICLE,
    RUNS,
)

if TYPE_CHECKING:
    from service.judgment.tables import Patterns
    from service.judgment.titles import Titles

__all__ = ["gate", "note", "read", "sets", "sums"]

_TOKEN = re.compile(r"[\w&]+")
_KO_PARTICLE = re.compile(r"(?:을|를|은|는|이|가|도|만|의)$")


def note(clauses: list[Clause], titles: Titles, found: list[Patterns], request: Request,
         sentence: str, here: bool, asks: bool, asking: bool) -> None:
    """Read a sentence's things named together into ``request``: kinds no title names
    (``kindless``, ``bare``) in a sentence that asks or complains (``asking``), and the words
    joined to a line by "and", kept where it asks or complains, or where the next sentence asks
    (``asks``) and names nothing (``here``): "X og Y kom i går. Kan jeg få refusjon for dem?"."""
    request.kinds_asked |= asked_kinds(clauses, titles.foreign, asking)
    if titles.bare:  # (where no title names a kind, and a word beside a title's is none)
        request.kinds_bare |= bare.asked(clauses, titles, asking)
    pairs: set[tuple[int, str]] = set()
    if here:  # (a sentence that names no line joins nothing to one)
        codes, function = _words(tuple(found))
        if gate(" ".join(c.folded for c in clauses), codes):
            # (Italian's and Portuguese's "is", "è", "é", fold to their "and": a sentence that
            # says it joins nothing by "e", "la Tarvo è la peggiore")
            unjoined = AND_IS if IS.search(sentence) else frozenset()
            pairs = set(read(clauses, codes, function, unjoined))
    if asks and not here:
        request.joined |= request.joined_last
    if asking:
        request.joined |= pairs
    request.joined_last = pairs


# each set of languages' codes and function words (a sentence's languages are one of a few sets)
_WORDS: dict[tuple[Patterns, ...], tuple[tuple[str, ...], frozenset[str]]] = {}


def _words(found: tuple[Patterns, ...]) -> tuple[tuple[str, ...], frozenset[str]]:
    """The codes of ``found``'s languages and their function and generic words (once a set)."""
    known = _WORDS.get(found)
    if known is None:
        if len(_WORDS) >= 256:
            _WORDS.clear()
        known = _WORDS[found] = (tuple(p.table.code for p in found),
                                 frozenset().union(*(p.table.function | p.table.generic for p in found)))
    return known


def gate(folded: str, codes: tuple[str, ...]) -> bool:
    """Whether ``folded`` may join two things at all (a cheap test before ``read``)."""
    if any(code in RUNS and RUNS[code].search(folded) for code in codes):
        return True
    if "ko" in codes or ("ar" in codes and " و" in folded):
        return True
    words = set(folded.split())
    return any(not words.isdisjoint(AND.get(code, ())) for code in codes)


def read(clauses: list[Clause], codes: tuple[str, ...], function: frozenset[str],
         unjoined: frozenset[str] = frozenset()) -> list[tuple[int, str]]:
    """The (line, word) pairs of a sentence: a word no line is named by, joined by "and" to a
    line's mention, in a clause that keeps nothing (the reading keeps those of a sentence that
    asks or complains)."""
    found: list[tuple[int, str]] = []
    for clause in clauses:
        if not clause.lines or kept_and_bad(clause)[0] or clause.marks.get("kept"):
            continue
        # (the meanings of a word or three: "send", "zurück"; never a phrase around the things,
        # "sendt viskerne og pærene i retur")
        marked = [span for spans in clause.marks.values() for span in spans
                  if len(clause.folded[span[0]:span[1]].split()) <= 2]
        found += _spaced(clause, codes, function, marked, unjoined) + _runs(clause, codes, marked)
    return found


def _at(clause: Clause, a: int, b: int) -> int | None:
    """The line a mention of ``clause`` covering ``a``..``b`` names, or None."""
    return next((m.line for m in clause.lines if m.start < b and a < m.end), None)


def _holds(clause: Clause, a: int, b: int) -> int | None:
    """The line a mention of ``clause`` inside ``a``..``b`` names, or one of whose title's
    words that run holds (a mention of a run may stand for the whole run), or None."""
    run = clause.folded[a:b]
    inside = next((m.line for m in clause.lines if a <= m.start and m.end <= b), None)
    if inside is not None:
        return inside
    return next((m.line for m in clause.lines if any(w and w in run for w in m.words)), None)


def _free(word: str, a: int, b: int, function: frozenset[str], marked: list[tuple[int, int]]) -> bool:
    """Whether ``word`` (at ``a``..``b``) may name a thing: letters, no function word, no
    meaning the tables read."""
    return len(word) >= 3 and word.isalpha() and word not in function \
        and not any(x < b and a < y for x, y in marked)


def _spaced(clause: Clause, codes: tuple[str, ...], function: frozenset[str],
            marked: list[tuple[int, int]], unjoined: frozenset[str]) -> list[tuple[int, str]]:
    ands = frozenset().union(*(AND.get(c, frozenset()) for c in codes)) - unjoined
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(clause.folded)]
    out = []
    for k, (a, b, word) in enumerate(tokens):
        if word in ands:
            # (a determiner or two between "and" and the thing: "und das Laken")
            after = [t for t in tokens[k + 1:k + 4] if t[2] not in function and len(t[2]) >= 3][:1]
            if after and _verb(tokens, k, tokens.index(after[0]), codes):
                after = []
            before = tokens[k - 1:k]
            for near, far in ((before, after), (after, before)):
                if near and far:
                    line = _at(clause, near[0][0], near[0][1])
                    x, y, other = far[0]
                    if line is not None and _at(clause, x, y) is None and _free(other, x, y, function, marked):
                        out.append((line, other))
        elif "ar" in codes and word.startswith("و") and len(word) > 4 and k:
            # Arabic's "and" glued on the second thing: "القميص والبنطلون"
            pa, pb, prev = tokens[k - 1]
            first, second = _at(clause, pa, pb), _at(clause, a + 1, b)
            if first is not None and second is None and _free(word[1:], a + 1, b, function, marked):
                out.append((first, word[1:]))
            elif second is not None and first is None and _free(prev, pa, pb, function, marked):
                out.append((second, prev))
        elif "ko" in codes and GLUED["ko"].search(word) and k + 1 < len(tokens):
            na, nb, nxt = tokens[k + 1]
            first, second = _at(clause, a, b), _at(clause, na, nb)
            stem, nxt = GLUED["ko"].sub("", word), _KO_PARTICLE.sub("", nxt)
            if first is not None and second is None and _free(nxt, na, nb, function, marked):
                out.append((first, nxt))
            elif second is not None and first is None and len(stem) >= 2 and not any(
                    x < b and a < y for x, y in marked):
                out.append((second, stem))
    return out


def _verb(tokens: list[tuple[int, int, str]], k: int, at: int, codes: tuple[str, ...]) -> bool:
    """Whether the word at ``at``, after the "and" at ``k``, is a verb: right after "and" in a
    language of articles, or an object pronoun after it ("and send me a label")."""
    if at == k + 1 and codes[:1] and codes[0] in ARTICLED:
        return True
    objects = frozenset().union(*(OBJECT.get(c, frozenset()) for c in codes))
    return at + 1 < len(tokens) and tokens[at + 1][2] in objects


def _runs(clause: Clause, codes: tuple[str, ...], marked: list[tuple[int, int]]) -> list[tuple[int, str]]:
    """Japanese and Chinese: the run before a joining sign and the run after it."""
    out = []
    text = clause.folded
    for code in codes:
        if code not in RUNS:
            continue
        for sign in RUNS[code].finditer(text):
            first = max((m.end() for m in MARK.finditer(text, 0, sign.start())), default=0)
            last = next((m.start() for m in MARK.finditer(text, sign.end())), len(text))
            start = max((m.end() for m in PARTICLE.finditer(text, first, sign.start())
                         if sign.start() - m.end() >= 2), default=first)
            end = next((m.start() for m in PARTICLE.finditer(text, sign.end(), last)
                        if m.start() - sign.end() >= 2), last)
            left, right = (start, sign.start()), (sign.end(), end)
            for near, far in ((left, right), (right, left)):
                # (a mention of a run may stand for the whole run: the title's words it holds)
                line, word = _holds(clause, *near), text[far[0]:far[1]]
                if line is not None and _holds(clause, *far) is None and 2 <= len(word) <= 8 \
                        and word.isalpha() and not any(x < far[1] and far[0] < y for x, y in marked):
                    out.append((line, word))
    return out


def sets(order: Order, request: Request) -> list[tuple[int, ...]]:
    """The lines asked: the lines named with each line neither named nor kept, one for each
    word ``request.joined`` holds joined to a line asked, where a line is kept by name and
    nothing else is kept; or nothing."""
    wanted = request.named - request.kept
    words = _distinct({word for line, word in request.joined if line in wanted})
    if not words or not request.asked or not request.kept or request.kept_unnamed \
            or request.kept_kind or request.unlisted or request.units:
        return []
    free = [i for i in range(len(order.lines)) if i not in request.named and i not in request.kept]
    if len(free) != len(words):
        return []
    titled = set().union(*(concepts.of_title(order.lines[i].title) for i in free))
    for word in words:
        kind = concepts.of_word(word)
        # (a line left titled by a kind: only the word of that kind names it, never a word the
        # tables do not know, which may be another item, "the hammock" of a "Camping Lantern")
        if titled and (kind is None or titled.isdisjoint(concepts.family(kind))):
            return []
    return [tuple(sorted(wanted | set(free)))]


def _distinct(words: set[str]) -> set[str]:
    """The words, one of each said twice in two endings ("kello ja sykevyö" in the subject,
    "kellon ja sykevyön" in the message: one thing)."""
    out: set[str] = set()
    for word in sorted(words, key=len):
        if not any(word.startswith(w) and len(word) - len(w) <= 2 and len(w) >= 4 for w in out):
            out.add(word)
    return out


def sums(order: Order, request: Request, ship: int) -> list[tuple[int, str, str]]:
    """The amounts (with their codes and reasons) of the lines named together where one is
    named by words no title holds: by a kind (``kindless``), or joined by "and" (``sets``),
    without and with the shipping ``ship`` they ask."""
    out = []
    for code, found in (("lines_by_kind", kindless_sets(order, request)), ("lines_joined", sets(order, request))):
        for combo in single(request.one_kind, found):
            total = sum(asked_value(order, request, i) for i in combo)
            titles = ", ".join(repr(order.lines[i].title) for i in combo)
            how = "one by a kind of product its title does not say" if code == "lines_by_kind" \
                else "asked together, one named by words no title holds, the rest kept"
            out += [(total + s, code, f"the lines the customer names ({titles}), {how}"
                                      f"{' and the shipping' if s else ''}") for s in {0, ship}]
    return out
