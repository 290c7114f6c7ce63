"""An agent's offer of a part of a price, and the customer's short answer to it (``customer``
reads an offer taken up as the customer's ask; the words are in ``tables.answers``).

``offers_part``: a sentence of an agent's reply that offers ("we can offer you 30 % of the
jacket's price", "vă putem oferi 25 % din preț") a share or a sum, with no word of something
other than money in it (a replacement, a voucher): money back offered, though no word of a
refund or of "back" stands there. ``taken``: an answer in one of the customers' own idioms of
taking an offer up ("deal", "alles klar", "låter rättvist, jag tar det", "anlaştık"), beyond
the tables' words of accepting and of yes. ``refused``: an answer that opens on "no", alone
before its punctuation or followed by thanks ("Nein danke, ...", "Nej tack", "아니요, ..."):
the offer is refused, whatever the answer says after it."""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import tables
from service.judgment.tables import fold_fragment, gates, joined
from service.judgment.tables.answers import OFFER, TAKEN, THANKS
from service.judgment.tables.elsewhere import NO

__all__ = ["offers_part", "refused", "taken"]

_DIGIT = re.compile(r"\d")
_SENTENCE = re.compile(r"[.!?。！？\n]+")


def offers_part(text: str, codes: tuple[str, ...]) -> bool:
    """Whether a sentence of ``text`` (folded) offers a share or a sum in a verb of offering,
    and nothing other than money in the same sentence."""
    offer = _pattern(codes, "offer")
    if offer is None or not gates.prefilter(offer)(text) or offer.search(text) is None:
        return False  # (the cheap gate: most agents' replies offer nothing)
    found = [p for p in (tables.patterns(c) for c in codes) if p is not None]
    for sentence in _SENTENCE.split(text):
        if offer.search(sentence) is None:
            continue
        sums = _DIGIT.search(sentence) is not None or any(
            p.share is not None and p.share.search(sentence) for p in found)
        other = any(p.instead is not None and p.instead.search(sentence) for p in found)
        if sums and not other:
            return True
    return False


def taken(answer: str, codes: tuple[str, ...]) -> tuple[bool, str]:
    """Whether ``answer`` (folded) takes an offer up in one of the idioms of ``TAKEN``, and the
    answer without them (an idiom's own "no", "没问题", "لا بأس", negates nothing)."""
    pattern = _pattern(codes, "taken")
    if pattern is None:
        return False, answer
    rest, n = pattern.subn(" ", answer)
    return n > 0, rest


def refused(answer: str, codes: tuple[str, ...]) -> bool:
    """Whether ``answer`` (folded) opens on "no" alone, or on "no" and thanks."""
    return _refusal(codes).match(answer) is not None


@lru_cache(maxsize=64)
def _pattern(codes: tuple[str, ...], name: str) -> re.Pattern[str] | None:
    return joined(codes, OFFER if name == "offer" else TAKEN)


@lru_cache(maxsize=64)
def _refusal(codes: tuple[str, ...]) -> re.Pattern[str]:
    no = "|".join(fold_fragment(w) for c in codes for w in NO.get(c, ())) or r"(?!)"
    thanks = "|".join(fold_fragment(w) for c in codes for w in THANKS.get(c, ())) or r"(?!)"
    return re.compile(rf"\W*(?:{no})(?:\s*(?:[,.!;:、，。！]|$)|\s*(?:{thanks})(?!\w))")
