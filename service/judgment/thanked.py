"""A refund an agent states of the units the customer's own complaint counts, and the customer's
thanks for it: "two of the six candles smell odd, the other four are fine", then "we'll refund
the two faulty ones, no need to send them back", then "Great, thanks!". The customer asked no
money back in words, but their thanks for the refund stated of exactly what they complained of
makes it their ask.

The agent is the party guarded, so their words ground nothing here: the units asked are the ones
the customer's own words count of one line, ``units`` of the reading, where they complain of
them or say the rest of the line fine ("the other four are fine": the count and the rest are
all of the line's pieces); the agent's statement only has to say a refund of that count, and of
no line but that one. ``settle(request, ...)`` names that line for its units (no longer kept)
and reads the refund as asked, only where all of these hold:

- the customer's last public comment comes right after the agent's public reply that states the
  refund, and that reply is an offer of money back the customer took up (``customer._offers``);
- the reply's sentences of a refund hold that one count and no other figure, ask nothing (no
  "?": a question is ``agreed``'s), and the reply names no other line of the payment;
- the last comment, in the customer's own words (not a quote of anything), is a short thanks or
  yes: no question, no figure, no "but", no "not", no request ("send new ones"), nothing
  declined, withdrawn or wished instead, and no word it shares with a sentence of the reply that
  states no refund ("thanks for the tracking number" thanks for something else);
- the customer's latest word neither declines nor withdraws, and no other line of theirs is
  counted the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from service.judgment import answers, encodings, provenance, tables
from service.judgment.facts import Order, Ticket
from service.judgment.numbers import digits
from service.judgment.packs import pieces
from service.judgment.sentences import sentences
from service.judgment.text import fold

if TYPE_CHECKING:
    from service.judgment.customer import Words
    from service.judgment.request import Request
    from service.judgment.titles import Titles

__all__ = ["settle"]

_ASKS = frozenset("?？؟")
_FIGURE = re.compile(r"\d")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_WORD = re.compile(r"[^\W\d_]+")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_CJK = re.compile(r"[\u30a0-\u30ff\u3400-\u9fff]{2,}")
_SHORT = 80  # a thanks is short: a longer comment says more than thanks


def settle(request: Request, order: Order, ticket: Ticket | None, words: Words,
           titles: Callable[[], Titles]) -> None:
    """Names the line whose units the customer complained of, and reads the refund as asked,
    where the agent stated its refund and the customer's last comment thanks for it (see the
    module's docstring); ``titles``: the payment's lines' titles, asked for only where the rest
    holds."""
    if ticket is None or not words.offers or not request.units or request.last_event in (
            "decline", "withdraw"):
        return  # (most tickets: no offer taken up, no count of units)
    public = [c for c in ticket.comments if c.public]
    if len(public) < 3 or not public[-1].by_requester or public[-2].by_requester:
        return
    codes = words.codes
    offer = fold(provenance.own_text(provenance.segment(public[-2].text, codes)))
    if offer not in words.offers or _ASKS.intersection(offer):
        return
    own = provenance.own_text(provenance.segment(public[-1].text, codes))
    if not own.strip() or not words.own or words.own[-1] != own:
        return  # the thanks is not in their own words (a quote), or not their latest
    answer = fold(own).strip()
    found = _found(codes)
    said = sentences(offer)
    stating = [s for s in said if _has(found, ("refund", "back"), s)]
    rest = _thanks(answer, codes, found)
    if not stating or rest is None or _words(rest, codes) & {
            w for s in said if s not in stating for w in _words(s, codes)}:
        return  # no refund stated, no thanks, or thanks for something else the reply says
    # (a "1" read from "ones", "those that", counts nothing unless written as a digit)
    counts = {n for s in stating for n in _NUMBER.findall(digits(s, codes[0]))} - (
        {"1"} - {n for s in stating for n in _NUMBER.findall(s)})
    if len(counts) != 1:
        return  # no count stated, or a figure beside it (a price, another count)
    count = next(iter(counts))
    lines = [i for i, n in request.units.items() if str(n) == count]
    if len(lines) != 1:
        return
    line = lines[0]
    whole = pieces(order.lines[line])
    complained = request.complaint and line in request.complained | request.named
    rest_fine = request.kept_units.get(line, 0) + request.units[line] == whole
    if not request.units[line] < whole or not (complained or rest_fine) \
            or line in request.elsewhere | request.other_variant:
        return
    if {m.line for m in titles().mentions(offer)} - {line}:
        return  # the reply names another line of the payment
    request.named.add(line)
    request.mentioned.add(line)
    request.kept.discard(line)
    request.asked = True
    if request.last_event is None:
        request.last_event = "ask"


def _thanks(answer: str, codes: tuple[str, ...], found: list[tables.Patterns]) -> str | None:
    """``answer`` (folded) without its words of thanks or yes, where it is a short thanks or yes
    and nothing else that matters; else None. (Its "tack", "takk" are no "please" here.)"""
    if len(answer) > _SHORT or _ASKS.intersection(answer) or _FIGURE.search(answer):
        return None
    if answers.refused(answer, codes):
        return None
    idiom, rest = answers.taken(answer, codes)
    if not (idiom or _has(found, ("yes", "accept"), rest)):
        return None
    for p in found:
        for name in ("yes", "accept"):
            if (pattern := getattr(p, name)) is not None:
                rest = pattern.sub(" ", rest)
    if _has(found, ("contrast", "negation", "please", "instead", "declined", "withdrawn",
                    "complaint"), rest):
        return None
    return rest


def _words(text: str, codes: tuple[str, ...]) -> set[str]:
    """The words of ``text`` (folded) that say something: a Latin or Arabic word of three letters
    or more, no function word, by its first five; a run of two kanji or katakana or more, by
    each two in a row; a Korean word of two syllables or more, by its first two (the endings,
    "...ございます", "...습니다", are said of anything)."""
    common, out = _common(codes), set()
    for word in _WORD.findall(text):
        if _HANGUL.match(word):
            out.update({word[:2]} if len(word) > 1 else set())
        elif _CJK.search(word):
            out.update(run[k:k + 2] for run in _CJK.findall(word) for k in range(len(run) - 1))
        elif len(word) > 2 and word not in common:
            out.add(word[:5])
    return out


def _has(found: list[tables.Patterns], names: tuple[str, ...], text: str) -> bool:
    return any((pattern := getattr(p, n)) is not None and pattern.search(text) is not None
               for p in found for n in names)


@cache
def _found(codes: tuple[str, ...]) -> list[tables.Patterns]:
    return [p for p in (tables.patterns(c) for c in codes) if p is not None]


@cache
def _common(codes: tuple[str, ...]) -> frozenset[str]:
    """The languages' function words (and English's), which a thanks shares with anything."""
    return encodings.ENGLISH | frozenset(w for c in codes if (t := tables.table(c)) for w in t.function)
