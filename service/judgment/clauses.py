"""A sentence cut into its clauses, and where each meaning's words stand in it: what
``reading`` reads a request from and ``figures`` binds counts, shares and figures with.

``marks_in(folded, found)``: where the words of each meaning (``MARKS``: refund, kept,
declined, a complaint...) stand, in the tables ``found``; ``clauses_of(folded, titles, found)``:
the sentence cut at commas and words of contrast, each clause with its marks and the lines it
names; ``kept_and_bad(clause)``: where it says something is kept or fine, and where something
is wrong (a complaint, or a "fine" word negated).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

from service.judgment import actions, charges, finelist, purpose, tables
from service.judgment.tables import Patterns, gates
from service.judgment.tables.clausejoins import CONNECTIVES
from service.judgment.titles import Mention, Titles

MARKS = ("refund", "full", "rest", "everything", "partial", "shipping", "instead", "declined", "kept", "negation",
         "withdrawn", "dropped", "complaint", "difference", "order", "back", "accept", "please")

_CLAUSE = re.compile(r"[,;:，、；：]|\s[-–—]\s|\(|\)")
_CLAUSE_SIGNS = re.compile(r"[,;:，、；：()\-–—]")  # (one of them in every cut: most sentences hold none)


@dataclass
class Clause:
    """A piece of a sentence, its marks and the lines it names."""

    start: int  # where it stands in its reading
    folded: str
    lines: list[Mention]
    marks: dict[str, list[tuple[int, int]]]  # meaning -> (start, end) in ``folded``
    # ``kept_and_bad``'s answer, read once: a clause is asked it by several rules
    said: tuple[list[int], list[int]] | None = field(default=None, repr=False, compare=False)
    codes: tuple[str, ...] = ()  # the languages its marks were read in
    listed: bool = field(default=False, compare=False)  # a list's member kept by ``finelist``


def marks_in(folded: str, found: list[Patterns]) -> dict[str, list[tuple[int, int]]]:
    """Where each meaning's words stand in ``folded`` (read once per text and languages)."""
    return marks_of(folded, tuple(p.table.code for p in found))


# what a sentence says it does with the goods (``actions``: sent back, cancelled), read in
# every language at once: their gates stand in the meanings' set after every language's
# meanings, so the one pass over a sentence also says whether each may be said in it
FORMS = {"returned": actions.RETURNED, "cancelled": actions.CANCELLED, "twice": charges.TWICE,
         "free_shipping": charges.FREE_SHIPPING}


def may_say(folded: str, found: list[Patterns], form: str) -> bool:
    """Whether the words of ``FORMS[form]`` may stand in ``folded`` (never False where its
    pattern matches: only then is it worth searching)."""
    codes = tuple(p.table.code for p in found)
    return _marks_together(codes)[2][form] in _passing(folded, codes)


@lru_cache(maxsize=4096)
def _passing(folded: str, codes: tuple[str, ...]) -> frozenset[int]:
    """The gates of the meanings' set of ``codes`` that let ``folded`` through (one pass, asked
    by the marks and by ``may_say``)."""
    return frozenset(_marks_together(codes)[0].passing(gates.words(folded)))


@lru_cache(maxsize=4096)
def marks_of(folded: str, codes: tuple[str, ...]) -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {}
    _, mark_of, _ = _marks_together(codes)
    # only the meanings whose words can stand in the text are searched for, every language's
    # looked at in one pass, then searched in the languages' order
    for k in sorted(k for k in _passing(folded, codes) if k < len(mark_of)):
        p, i = mark_of[k]
        pattern = getattr(p, MARKS[i])
        if pattern is not None:
            out.setdefault(MARKS[i], []).extend(m.span() for m in pattern.finditer(folded))
    return out


@cache
def mark_gates(code: str) -> gates.Gates:
    return gates.Gates(_mark_gate_list(code))


@cache
def _mark_gate_list(code: str) -> list[gates.Gate]:
    # strict: a meaning's long pattern is searched only where every key of one of its
    # alternatives stands (the beginning "erst" of "Erstattung" lets through a gate of "volle
    # Erstattung"; most sentences that hold it hold no "volle"), never closed where it matches
    p = tables.patterns(code)
    return [gates.gate(getattr(p, name), p.table.function, strict=True) if p is not None
            else gates.OPEN for name in MARKS]


@cache
def _marks_together(codes: tuple[str, ...]) -> tuple[gates.Gates, tuple[tuple[Patterns, int], ...],
                                                      dict[str, int]]:
    """The meanings' gates of the languages ``codes`` (those with tables) as one set, and each
    one's language and meaning; after them the gates of ``FORMS``, and where each stands."""
    found = [p for p in (tables.patterns(code) for code in codes) if p is not None]
    meanings = [g for p in found for g in _mark_gate_list(p.table.code)]
    return (gates.Gates(meanings + [_form_gate(name) for name in FORMS]),
            tuple((p, i) for p in found for i in range(len(MARKS))),
            {name: len(meanings) + n for n, name in enumerate(FORMS)})


@cache
def _form_gate(name: str) -> gates.Gate:
    return gates.gate(FORMS[name], strict=True)


def clauses_of(folded: str, titles: Titles, found: list[Patterns]) -> list[Clause]:
    """The sentence cut at commas and words of contrast, each clause with its marks (read on
    the whole sentence, so a phrase across a comma still counts where it starts) and the lines
    it names (kept on ``titles``, which lives as long as one judgment)."""
    key = (folded, tuple(p.table.code for p in found))
    if key not in titles.memo:
        titles.memo[key] = _cut(folded, titles, found)
    clauses: list[Clause] = titles.memo[key]  # type: ignore[assignment]
    return clauses


def _cut(folded: str, titles: Titles, found: list[Patterns]) -> list[Clause]:
    cuts = [0]
    for p in found:
        if p.contrast is not None and gates.prefilter(p.contrast)(folded):  # (most: no "but")
            cuts += [m.start() for m in p.contrast.finditer(folded)]
        ending = CONNECTIVES.get(p.table.code)  # "-는데", "-ken": a connective ending (``clausejoins``)
        if ending is not None and any(k in folded for k in ending[0]):
            cuts += [m.start() for m in ending[1].finditer(folded)]
    cuts += [m.start() for m in _CLAUSE.finditer(folded)] if _CLAUSE_SIGNS.search(folded) else []
    cuts = sorted(set(cuts)) + [len(folded)]
    every = marks_in(folded, found)
    out = []
    for a, b in zip(cuts, cuts[1:]):
        piece = folded[a:b]
        if not piece.strip():
            continue
        marks = {name: [(x - a, y - a) for x, y in spans if a <= x < b]
                 for name, spans in every.items()}
        marks = {name: spans for name, spans in marks.items() if spans}
        # a word the tables read as meaning ("klarade sig": it survived) names no product; a
        # long phrase they read ("like two thirds of the sofa's price back") may hold one
        meaning = [span for name, spans in marks.items() if name != "order" for span in spans
                   if _words_in(piece[span[0]:span[1]]) <= 3]
        lines = [m for m in titles.mentions(piece)
                 if not any(x <= m.start and m.end <= y for x, y in meaning)]
        if "kept" in marks and len({m.line for m in lines}) > 1:
            # what the thing kept is for is not kept with it ("el casco me lo quedo para la bici",
            # "the pump I keep for my bike"): another line's name said so is no line of the clause
            # (with one line named, "for" may be "of": "halvdelen af prisen for sofabordet")
            own = [m for m in lines if not purpose.served(piece[:m.start], piece[m.end:])]
            lines = own or lines
        out.append(Clause(a, piece, lines, marks, codes=tuple(p.table.code for p in found)))
    finelist.spread(out)  # "the other two, the mic and the tripod work fine": each member kept
    return out


_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


def _words_in(text: str) -> int:
    """About how many words a phrase holds: its spaced words, and a word for every two
    characters of a script written without spaces."""
    unspaced = len(_UNSPACED.findall(text))
    return len(_UNSPACED.sub("", text).split()) + (unspaced + 1) // 2


def kept_and_bad(clause: Clause) -> tuple[list[int], list[int]]:
    """Where the clause says something is kept or fine, and where something is wrong (read
    once a clause: its marks never change; the lists are not to be changed)."""
    if clause.said is None:
        kept = [k for k, end in clause.marks.get("kept", []) if not negated(clause, k, end)]
        bad = [k for k, _ in clause.marks.get("complaint", [])] + [
            k for k, end in clause.marks.get("kept", []) if negated(clause, k, end)]
        clause.said = (kept, bad)
    return clause.said


def negated(clause: Clause, start: int, end: int) -> bool:
    """A negation just before or after a "fine / works" word: "does not work", "funktioniert
    nicht", "n'est pas en bon état"; after a bare verb of working, past the few words of time
    a Germanic or Nordic sentence puts before it ("werkt na twee dagen niet meer", "virker etter
    en uke ikke lenger", "funktioniert seit gestern nicht": ``_WORKS_THEN_NOT``)."""
    return _ceased(clause.folded, start) or any(0 <= start - b <= 8 or 0 <= a - end <= 10 or (
        a > end and _works_then_not(clause.folded, start, end, a)) or (
        start < a and b <= end and _filler(clause, start, end, a, b))
        for a, b in clause.marks.get("negation", []))


def _filler(clause: Clause, start: int, end: int, a: int, b: int) -> bool:
    """A negation among the few words a "fine" phrase lets stand between its verb and its
    word of fine ("the socks are not ok", "die Socken sind nicht gut", "det er ikke greit"):
    the phrase still says fine without it, so the negation is the customer's and turns it; a
    negation the phrase itself needs ("so I'm not sending it back") leaves no phrase without it."""
    if not clause.codes:
        return False
    folded = clause.folded
    without = (folded[start:a] + folded[b:end].lstrip()).strip()
    return bool(without) and bool(marks_of(without, clause.codes).get("kept"))


# a verb of ceasing just before the "fine / works" word, with at most one word between: "deixou de
# funcionar", "dejó de funcionar", "a cessé de fonctionner", "ha smesso di funzionare", "hat
# aufgehört zu funktionieren", "is gestopt met werken", "przestała działać", "ceased to work" say
# it does not work, as a negation does (folded text; read only where a kept word was found)
_CEASED = re.compile(
    r"(?<![\w'])(?:stopped|ceased to|quit|(?:deix|par)(?:ou|aram|a|am) de|(?:dej|par)(?:o|aron|a|an) de|"
    r"(?:ha|han) dejado de|(?:a |ont )?cesse(?:nt)? de|(?:s'est |se sont |s')?arrete(?:e|es|s|nt)? de|"
    r"smess[oaie] di|smett(?:e|ono) di|cessat[oaie] di|aufgehort zu|hor(?:t|en) auf zu|"
    r"(?:gestopt|opgehouden) met|przesta[l\u0142](?:a|o|y|em|am)?|(?:a|au) incetat sa)"
    r"(?: [^\W\d_]+)? ?$")


def _ceased(folded: str, start: int) -> bool:
    """Whether a verb of ceasing ends just before ``start`` of ``folded`` (``_CEASED``)."""
    return _CEASED.search(folded, max(0, start - 40), start) is not None


# a verb of working, bare, as the kept word: its negation may stand up to three words after it
_WORKS = re.compile(r"(?:virker|fungerer|fungerar|funkar|werk(?:t|en|te|ten)|funktionier\w*|toimi\w*|works?"
                    r"|worked)$")
# the words between: none of them a word of contrast or a conjunction ("werkt, maar niet ...",
# "works and not ..."), nor a comparison ("works better than not ...")
_BETWEEN = re.compile(r"(?: [^\W\d_]+| \d+){1,3} ")
_JOINS = re.compile(r" (?:and|but|or|og|men|eller|och|maar|of|und|aber|oder|ja|mutta|tai|than|als|enn|an"
                    r"|dan|kuin)(?= )")


def _works_then_not(folded: str, start: int, end: int, at: int) -> bool:
    """Whether a bare verb of working at ``start:end`` of ``folded`` is negated at ``at``, past
    up to three words of time or place and no conjunction."""
    gap = folded[end:at]
    return (_WORKS.search(folded[start:end]) is not None and _BETWEEN.fullmatch(gap) is not None
            and _JOINS.search(gap) is None)


# what a thing goes with ("goes with the lamp in the living room", "pasuje do lampy"), folded:
# the line named after it is what the thing kept matches, never the thing kept itself
_GOES_WITH = re.compile(
    r"(?<![\w])(?:goes (?:well |nicely )?with|go (?:well )?with|to match|passt (?:gut |super |perfekt )?zu|"
    r"passend zu|va (?:bien |tres bien )?avec|assortie?s? (?:a|au|aux|avec)|(?:va|combina|queda) (?:bien )?con|"
    r"a juego con|(?:sta|combina) (?:bene )?con|abbinat[oaie] (?:a|al|alla|ai|alle|con)|combina (?:bem )?com|"
    r"(?:vai|fica) bem com|past (?:goed |mooi )?bij|pasuj[ea] (?:mi )?do|se potriveste cu|merge (?:bine )?cu|"
    r"passar (?:bra |fint )?(?:till|ihop med)|passer (?:godt |fint )?(?:til|sammen med))(?![\w])")


def matched_only(clause: Clause) -> set[int]:
    """The lines ``clause`` names only as what something goes with ("pasuje do lampy w salonie":
    the lamp), each mention within a few words after such words."""
    ends = [m.end() for m in _GOES_WITH.finditer(clause.folded)] \
        if clause.lines and gates.prefilter(_GOES_WITH)(clause.folded) else []
    if not ends:
        return set()
    near = {m.line for m in clause.lines if any(0 <= m.start - e <= 24 for e in ends)}
    return near - {m.line for m in clause.lines if not any(0 <= m.start - e <= 24 for e in ends)}
