"""The option of an agent's offer the customer's answer picks by its number or its figure
(``customer`` reads the option picked as the offer taken up, and nothing else of the reply).

An agent lists remedies, numbered ("1) a new copy, or 2) keep it and we refund 20 % of its
price") or joined by the language's "or" (``tables.either``), or states one share ("20 % is
what we can offer"); the customer answers with the option's number, alone or after a word for
it ("Option 2, cheers", "Le 3 alors", "2번으로 할게요"), or with the option's figure ("10 %
wezmę", "30%就好", "Ok, 20 da"). The option picked is the offer, in its own words only: its
share is of the line it names or lets the customer keep (``offered``), never of the whole reply
that offers other things beside it. Picked is money only when the option offers money back
(a refund, money back, a share or a sum) and not something else in its place (a voucher, a
store credit, a new one); a number or figure the offer does not hold picks nothing, and an
answer that names two options, or a figure beside the one picked, picks none. What the customer
says later is read by ``customer`` (the latest word counts)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from service.judgment.either import repeats
from service.judgment.tables.either import OR

__all__ = ["Has", "may_pick", "pick"]

Has = Callable[[tuple[str, ...], str], bool]

# a number that opens an option: "1)", "(2)", "3.", "2:" at a line's or clause's start
_MARK = re.compile(r"(?:^|(?<=[\s:：,，;；(（、。]))\(?([1-9])(?:[).:：、]|\s*[-–])(?=\s|\w)")
_RUN = re.compile(r"\d+")
_WORD = re.compile(r"[^\W\d_]{3,}|[\u0600-\u06ff]{2,}|\d+")
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]?")
# a share, "20 %", "20%", "%20" (Turkish); a bare figure, alone
_FIGURE = re.compile(r"(%\s?)?(?<!\d[.,])(?<!\d)(\d{1,2})(?:[.,]0)?(?![\d.,]?\d)(\s*%)?")


def _options(offer: str, codes: tuple[str, ...]) -> list[tuple[int | None, str, int]]:
    """The offer's options, each with its number (None: not numbered) and the group of
    alternatives it stands in: numbered options, one group; else each side of each "or" of a
    sentence, a group a sentence; else each sentence, an option (and a group) of its own."""
    marks = list(_MARK.finditer(offer))
    numbers = [int(m.group(1)) for m in marks]
    if len(marks) >= 2 and numbers == list(range(1, len(marks) + 1)):
        ends = [m.start() for m in marks[1:]] + [len(offer)]
        return [(n, offer[m.end():end], 0) for n, m, end in zip(numbers, marks, ends)]
    joined = _or(codes)
    out: list[tuple[int | None, str, int]] = []
    for k, sentence in enumerate(_SENTENCE.findall(offer)):
        parts = joined.split(sentence) if joined is not None else [sentence]
        out += [(None, part, k) for part in parts if part.strip()]
    return out


@lru_cache(maxsize=64)
def _or(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    forms = [OR[c] for c in dict.fromkeys(codes) if c in OR]
    return re.compile("|".join(f"(?:{f})" for f in forms)) if forms else None


def _shares(text: str) -> set[int]:
    return {int(m.group(2)) for m in _FIGURE.finditer(text) if m.group(1) or m.group(3)}


def _apart(other: str, picked: list[str]) -> str:
    """``other`` without the words the options picked share with it (the item both name, "the
    jacket"): what another option names of its own."""
    mine = {w[:5] for text in picked for w in _WORD.findall(text)}
    return " ".join(w for w in _WORD.findall(other) if w[:5] not in mine)


def _money(option: str, has: Has) -> bool:
    """Money back offered in the option: a refund, or a share or money back with a figure and
    nothing in its place ("20 % in store credit", "send it back and we ship a new one")."""
    if has(("refund", "full"), option):
        return True  # (a refund beside a part sent free, "a new pull and 20 % refunded")
    money = has(("share",), option) or bool(_shares(option)) or (
        has(("back",), option) and re.search(r"\d", option) is not None)
    return money and not has(("instead",), option)


def may_pick(offer: str, answer: str) -> bool:
    """Whether ``answer`` (a reply's whole text, folded) may pick an option of ``offer`` (the
    agent's, folded) by its number or figure: a figure of one or two digits in it that the offer
    writes too. The reply's own words and the offer's options are each a part of these texts, so
    where this says no, ``pick`` finds nothing (the cheap test before a reply is cut up)."""
    # (a figure of ``_FIGURE`` is a run of one or two digits: found by the runs alone)
    return any(len(run) <= 2 and run.lstrip("0") in offer for run in _RUN.findall(answer))


def pick(offer: str, answer: str, has: Has, codes: tuple[str, ...], common: frozenset[str],
         earlier: tuple[str, ...] = ()) -> str | bool | None:
    """For an agent's ``offer`` and the customer's ``answer`` (both folded): the money option
    the answer picks by its number or its share (its text, with the options of ``earlier``
    offers that offer the same share), False where it picks another option so, or names
    another option's words beside it; None where it picks none that way. ``has``: whether a
    meaning is said in a text; ``common``: the languages' function words."""
    figures = [(int(m.group(2)), bool(m.group(1) or m.group(3))) for m in _FIGURE.finditer(answer)]
    if len(figures) != 1:
        return None  # (no figure, or two: "not 3 but 4", "25 or 20")
    number, share = figures[0]
    options = _options(offer, codes)
    numbered = [(text, k) for n, text, k in options if n == number] if not share else []
    found = numbered[:1] or [(text, k) for _, text, k in options if number in _shares(text)]
    if not found:
        return None
    picked = [text for text, _ in found]
    # (the alternatives beside the one picked, never the reply's other sentences: "thanks for
    # the oven tip" repeats the agent's advice, not an option)
    groups = {k for _, k in found}
    others = [_apart(text, picked) for _, text, k in options if k in groups and text not in picked]
    if numbered and not _money(picked[0], has):
        return False  # (the other remedy picked by its number, "Option 1": a new one)
    if any(not _money(text, has) for text in picked) or any(
            repeats(text, answer.replace(str(number), " "), common) for text in others):
        return None  # (money beside something else, or another option named beside it: "2, but
        # send a new one", read as before)
    if not numbered:
        picked += [text for said in earlier for _, text, _ in _options(said, codes)
                   if number in _shares(text) and _money(text, has) and text not in picked]
    return " ".join(picked)
