"""Money asked in plain words, read as structure: a word for the money (or for what a thing
cost) as the object of a verb of wanting or giving, in one part of a sentence, in either order,
not negated ("give me the money for the two", "dați-mi banii", "parasını istiyorum", "3개 값을
주세요", "وتعيدون لي قيمتها"); "not new ones, just the money"; and all of the money asked ("o
dinheiro todo de volta", "all my money back"): everything. The same words negated ("I don't
want the money", "pengarna vill jag inte ha", "parasını istemiyorum") decline the money.

``marked(folded, marks, codes)`` adds what it reads to a sentence's marks (``reading``): an
ask as a "refund" mark, a decline as a "declined" one, all the money as a "full" one. Words:
``tables.payback``. A word for what a thing cost asks only beside a verb of giving ("I want its
price" may be a question about it); English reads only the verb first (the money first is
"the money you want")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from service.judgment import awaited, preference, undue
from service.judgment.actions import CANCELLED
from service.judgment.clauses import Clause
from service.judgment.tables import gates, joined
from service.judgment.tables.afterall import TURNED_UP
from service.judgment.tables.changed import CHANGED, REQUEST_OR_ORDER
from service.judgment.tables.packed import PACKED
from service.judgment.tables.payback import ALL, GIVE, MONEY, NOT_WANT, ONLY, PRICE, WANT

Span = tuple[int, int]
Marks = dict[str, list[Span]]

_STOP = re.compile(r"[,.;:!?()\n。、，！？；：]|\s[-–—]\s")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
# languages whose verb may follow its object or stand second before a negation at the end
# ("das Geld will ich nicht", "pengene vil jeg ikke have")
_NEGATION_AFTER = frozenset({"de", "nl", "sv", "da", "nb", "tr", "ja", "ko"})
_VERB_FINAL = frozenset({"tr", "ja", "ko"})
_GAP = 2  # words between the verb and the money ("give me back the money", "vill ha mina pengar")


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    return tuple(joined(codes, words) for words in (MONEY, PRICE, WANT, GIVE, NOT_WANT, ALL, ONLY))


_LATER = {code: CHANGED.get(code, ()) + TURNED_UP.get(code, ()) + PACKED.get(code, ())
          + REQUEST_OR_ORDER.get(code, ()) for code in {*CHANGED, *TURNED_UP, *PACKED, *REQUEST_OR_ORDER}}


@cache
def _changed(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    # (and the parcel turned up with someone: ``tables.afterall``; the thing found in the
    # packing: ``tables.packed``)
    return joined(tuple(dict.fromkeys(codes)), _LATER)


def marked(folded: str, marks: Marks, codes: tuple[str, ...]) -> Marks:
    """``marks`` with the money asked, declined or asked whole in ``folded`` added (a copy where
    anything is added: ``marks`` is cached); the money still awaited too (``awaited``)."""
    # (and a charge said not to have been owed, "I shouldn't have paid for it": ``undue``)
    return undue.marked(folded, awaited.marked(folded, _marked(folded, marks, codes), codes), codes)


def _marked(folded: str, marks: Marks, codes: tuple[str, ...]) -> Marks:
    codes = tuple(dict.fromkeys(codes))
    money, price, want, give, not_want, every, only = _compiled(codes)
    if not gates.prefilter(*[p for p in (money, price) if p is not None])(folded):
        # (most sentences: no word for money or a price, found in one pass)
        return _unwanted(folded, marks, codes, want) if marks.get("refund") else marks
    nouns = [(m.span(), True) for m in money.finditer(folded)] if money else []
    nouns += [(m.span(), False) for m in price.finditer(folded)] if price else []
    if not nouns:
        return _unwanted(folded, marks, codes, want) if marks.get("refund") else marks  # (most sentences)
    wants = [m.span() for m in want.finditer(folded)] if want else []
    gives = [m.span() for m in give.finditer(folded)] if give else []
    negations = marks.get("negation", [])
    # (where the verb ends its clause, a negated verb right after another remedy is that
    # remedy's: "yenisini istemiyorum 2sinin parasını yatırın", not a new one, the money of two)
    own = _remedy_s(folded, negations, marks) if codes[0] in _VERB_FINAL else []
    negations = [n for n in negations if n not in own]
    after = codes[0] in _NEGATION_AFTER
    asks: list[Span] = []
    declines: list[Span] = []
    for noun, strong in nouns:
        verbs = (wants + gives) if strong else gives
        for verb in verbs:
            first, last = (verb, noun) if verb[0] < noun[0] else (noun, verb)
            if (first is noun and codes[0] == "en") or not near(folded, first[1], last[0]) \
                    or (only is not None and only.search(folded, first[1], last[0])):
                continue  # ("ابي فلوسهم بس ما ابي بدالهم": "just" ends what the money is the object of)
            span = (first[0], last[1])
            if _negated(folded, span, negations, after or first is noun, first is verb):
                if strong:
                    declines.append(span)
            elif not _as_another(folded, span, marks, codes):
                asks.append(span)
        if strong and not_want is not None:
            declines += [(min(noun[0], m.start()), max(noun[1], m.end()))
                         for m in not_want.finditer(folded)
                         if near(folded, noun[1], m.start())
                         or (near(folded, m.end(), noun[0]) and m.span() not in own)]
        if strong and only is not None:
            asks += [(m.start(), noun[1]) for m in only.finditer(folded)
                     if near(folded, m.end(), noun[0], 1) and _opens(folded, m.start())
                     and not _negated(folded, (m.start(), noun[1]), negations, False)]
    # the tables' own words for the money asked, wanted as another remedy ("das Geld als Gutschein")
    other = [(a, b) for a, b in marks.get("refund", [])
             if any(a <= s and e <= b for (s, e), strong in nouns if strong)
             and _as_another(folded, (a, b), marks, codes)]
    full = _all_of_it(folded, nouns, asks + marks.get("refund", []) + marks.get("back", []), every)
    declines += _refund_declines(folded, marks, codes, want, asks)
    if not (asks or declines or full or other):
        return marks
    out = dict(marks)
    if other:
        out["refund"] = [span for span in out["refund"] if span not in other]
    for name, spans in (("refund", asks), ("declined", declines), ("full", full)):
        if spans:
            out[name] = sorted(set(out.get(name, []) + spans))
    return out


def _unwanted(folded: str, marks: Marks, codes: tuple[str, ...], want: re.Pattern[str] | None) -> Marks:
    """``marks`` with the refund the sentence's own words say is not wanted added as declined
    (a copy where anything is added)."""
    declines = _refund_declines(folded, marks, codes, want)
    if not declines:
        return marks
    return {**marks, "declined": sorted(set(marks.get("declined", []) + declines))}


def _refund_declines(folded: str, marks: Marks, codes: tuple[str, ...],
                     want: re.Pattern[str] | None, asks: Sequence[Span] = ()) -> list[Span]:
    """The language's own words for the refund as the object of its verb of wanting, negated:
    "I do not want the refund", "je ne veux pas le remboursement", "no quiero la devolución",
    "Ich will die Erstattung nicht", "لا أريد الاسترجاع". The tables list the declines people
    write most; this reads the rest by structure, the refund's words and the verb's being the
    ones that ask when nothing negates them (two words at most between, no stop); never where
    money is asked after it ("Jag vill inte ha en ersättning, jag vill ha pengarna tillbaka":
    the word was another remedy's, refused for the money)."""
    # (not a word for another remedy the refund's words also spell: "en ersättare", a replacement)
    instead = marks.get("instead", [])
    refunds = [(a, b) for a, b in marks.get("refund", []) if not any(s < b and a < e for s, e in instead)]
    if want is None or not refunds or not marks.get("negation"):
        return []
    negations = marks["negation"]
    after = codes[0] in _NEGATION_AFTER
    asked = list(asks) + marks.get("refund", [])
    out: list[Span] = []
    for verb in (m.span() for m in want.finditer(folded)):
        for refund in refunds:
            if verb[1] <= refund[0] and near(folded, verb[1], refund[0]) \
                    and not CANCELLED.search(folded, verb[1], refund[0]):
                # (not another verb's object: "请不要取消退款", don't cancel the refund)
                span = (verb[0], refund[1])
                if _negated(folded, span, negations, after, True):
                    out.append(span)
            elif after and refund[1] <= verb[0] and near(folded, refund[1], verb[0]):
                # ("die Erstattung will ich nicht"): the negation inside or right after, never
                # before the refund's words (another clause's: "時間がないので返金でお願いします")
                s, e = refund[0], verb[1]
                if any(s <= a < e or (a >= e and near(folded, e, a, 1)) for a, _ in negations):
                    out.append((s, e))
    return [(s, e) for s, e in out if not any(a >= e and _STOP.search(folded, e, a) for a, _ in asked)]


def money_lines(clauses: list[Clause], codes: tuple[str, ...]) -> set[int]:
    """The lines named in a clause that holds a word for the money itself, not negated
    ("Pengene for teltet", "the money for the tent"; not "no money for the tent")."""
    money = _compiled(tuple(dict.fromkeys(codes)))[0]
    return {m.line for c in clauses if c.lines and money is not None and not c.marks.get("negation")
            and money.search(c.folded) for m in c.lines}


def near(folded: str, end: int, start: int, most: int = _GAP) -> bool:
    """Whether what stands between ``end`` and ``start`` is at most ``most`` words, no stop."""
    if start < end:
        return False
    between = folded[end:start]
    if _STOP.search(between):
        return False
    unspaced = len(_UNSPACED.findall(between))
    return len(_UNSPACED.sub(" ", between).split()) + (unspaced + 1) // 2 <= most


def _remedy_s(folded: str, negations: list[Span], marks: Marks) -> list[Span]:
    """The negations that follow a word for another remedy with nothing between: its verb."""
    return [(a, b) for a, b in negations
            if any(e <= a and not folded[e:a].strip() for _, e in marks.get("instead", []))]


def _negated(folded: str, span: Span, negations: list[Span], after: bool, inside: bool = True) -> bool:
    """A negation right before the words (two words at most, no stop), inside them where the
    verb comes first (``inside``: "I want no money"; after the money, a negation inside starts
    another verb's clause), or, where the verb may end the clause (``after``), in the word or two
    right after them."""
    s, e = span
    return any((inside and s <= a < e) or (b <= s and near(folded, b, s))
               or (after and a >= e and near(folded, e, a, 1)) for a, b in negations)


def _as_another(folded: str, span: Span, marks: Marks, codes: tuple[str, ...]) -> bool:
    """The money wanted as another remedy ("the money for the three as store credit", "das Geld
    als Gutschein"): a word for it a few words after, no stop, no negation and no comparison
    between (not "the money, not a voucher", "lieber mein Geld zurück als einen neuen")."""
    e = span[1]
    negations = marks.get("negation", [])
    prefer, than, loose, _ = preference.compiled(codes)
    if prefer is not None and prefer.search(folded, 0, e):
        for comparison in (than, loose):
            found = comparison.search(folded, e) if comparison is not None else None
            if found and not _STOP.search(folded, e, found.start()):
                return False  # the money ranked above the other remedy
    # (the other remedy itself negated, after it where the verb ends the clause: "değişim
    # istemiyorum", "kein Gutschein" is no remedy wanted)
    return any(a >= e and near(folded, e, a, 5)
               and not any(e <= n < a or (n >= b and near(folded, b, n, 1)) for n, _ in negations)
               for a, b in marks.get("instead", []))


def _opens(folded: str, at: int) -> bool:
    """Whether ``at`` opens a part of the sentence (a word of contrast at most before it: "not
    new ones, just the money", "men bara pengarna")."""
    stops = [m.end() for m in _STOP.finditer(folded, 0, at)]
    return len(folded[stops[-1] if stops else 0:at].split()) <= 1


def _all_of_it(folded: str, nouns: list[tuple[Span, bool]], asked: list[Span],
               every: re.Pattern[str] | None) -> list[Span]:
    """The money asked and a word for "all" beside it ("all my money back", "o dinheiro
    todo"): the whole asked."""
    if every is None or not asked:
        return []
    out = []
    for (s, e), strong in nouns:
        if not strong or not any(a - 16 <= s and e <= b + 16 for a, b in asked):
            continue
        out += [(min(s, m.start()), max(e, m.end())) for m in every.finditer(folded)
                if near(folded, m.end(), s, 1) or near(folded, e, m.start(), 0)]
    return out


def found_cheaper(folded: str, marks: dict[str, list[tuple[int, int]]], codes: tuple[str, ...] = (),
                  later: bool = False) -> dict[str, list[tuple[int, int]]]:
    """"Found it cheaper elsewhere", "hittade den billigare", "günstiger gefunden": the words of
    a withdrawal ("found it") beside a word for a lower price say why an order is cancelled or
    sent back, not that the thing turned up; they withdraw nothing. A change of mind said alone
    (``tables.changed``), or the parcel found with someone (``tables.afterall.TURNED_UP``),
    withdraws in a ``later`` comment only. A copy: ``marks`` is cached."""
    changed = _changed(codes) if later else None
    found = [m.span() for m in changed.finditer(folded)] \
        if changed is not None and gates.prefilter(changed)(folded) else []  # (one pass first)
    if found:
        marks = {**marks, "withdrawn": marks.get("withdrawn", []) + found}
    spans, cheaper = marks.get("withdrawn"), marks.get("difference")
    if not spans or not cheaper:
        return marks  # (most sentences)
    out = dict(marks)
    out["withdrawn"] = [(a, b) for a, b in spans
                        if not any(near(folded, b, c) or near(folded, d, a) for c, d in cheaper)]
    return out
