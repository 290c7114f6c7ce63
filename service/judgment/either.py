"""An agent's either/or question of remedies, and the customer's short answer as their choice.

"A new shipment or your money back?" answered "The money back, thanks" takes up the money;
answered "A new shipment, thanks", or only "Thanks" or "Ok", it does not: the answer picks the
option whose words it repeats ("Pengene tilbake takk", "El dinero", "返金で"), or names money back
in words of its own ("Refund please"); thanks or a yes alone chooses neither. The question is
the sentence of the agent's offer that joins two options by the language's "or" (``tables.
either``), money asked back on one side of it only; an offer of money alone, "We can refund you
in full", is no choice and is read as before (``customer``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from service.judgment.tables.either import OR

__all__ = ["picked", "repeats"]

_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")
_WORD = re.compile(r"[^\W\d_]{3,}|[\u0600-\u06ff]{2,}|\d+")
_ARTICLE = re.compile(r"^(?:وال|بال|فال|ال)(?=[\u0600-\u06ff]{2})")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_MONEY = ("refund", "back", "full", "share")
_FIGURE = re.compile(r"\d")  # (a sum or a per cent offered: money)
Has = Callable[[tuple[str, ...], str], bool]


@lru_cache(maxsize=64)
def _or(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    forms = [OR[c] for c in dict.fromkeys(codes) if c in OR]
    return re.compile("|".join(forms)) if forms else None


def _options(offer: str, has: Has, codes: tuple[str, ...]) -> tuple[str, str] | None:
    """The money option and the other of the offer's either/or question, or None."""
    joined = _or(codes)
    if joined is None:
        return None
    for sentence in _SENTENCE.findall(offer):
        for hit in joined.finditer(sentence):
            left, right = sentence[:hit.start()], sentence[hit.end():]
            money_left, money_right = (has(_MONEY, side) or _FIGURE.search(side) is not None
                                       for side in (left, right))
            if money_left != money_right:
                return (left, right) if money_left else (right, left)
    return None


def _shares(option: str, answer: str, common: frozenset[str]) -> bool:
    """Whether ``answer`` repeats a word or a figure of ``option`` (a Latin word by its first
    five letters, a function word never; Japanese, Chinese, Korean by two characters in a
    row)."""
    words = {_ARTICLE.sub("", w)[:5] for w in _WORD.findall(option) if w not in common}
    if words & {_ARTICLE.sub("", w)[:5] for w in _WORD.findall(answer) if w not in common}:
        return True
    runs = "".join(ch if _CJK.match(ch) else " " for ch in option).split()
    return any(run[k:k + 2] in answer for run in runs for k in range(len(run) - 1))


def repeats(option: str, answer: str, common: frozenset[str]) -> bool:
    """Whether ``answer`` repeats a word or a figure of ``option`` (as ``picked`` reads it)."""
    return _shares(option, answer, common)


def picked(offer: str, answer: str, has: Has, codes: tuple[str, ...],
           common: frozenset[str]) -> bool | None:
    """For an offer (folded) that asks the customer to choose between money back and another
    remedy: whether their answer (folded) picks the money (True) or not (False: the other, or
    neither); None where the offer asks no such choice. ``has``: whether a meaning is said in a
    text; ``common``: the languages' function words."""
    options = _options(offer, has, codes)
    if options is None or has(("accept",), answer):
        # (words of accepting, "das nehme ich gerne an, der Umtausch wäre mir zu umständlich",
        # are read as before: what they accept, the rules do not tell here)
        return None
    money, other = options
    # (the money offered for keeping the thing, "20 % if you keep it, or a free return", taken
    # by keeping it: "I keep it")
    if _shares(money, answer, common) or has(_MONEY, answer) or (
            has(("kept",), money) and has(("kept",), answer)):
        return not (_shares(other, answer, common) and not _shares(money, answer, common))
    return False
