"""A share counted in tenths in digits, in Japanese and Chinese: "代金の3割", "退3成" (the
tenths given back) and "打8折", "8.5折", "75折" (the tenths, or hundredths, PAID: the rest comes
back). Their numerals' forms ("三割", "八折") are the tables' shares (``tables.ja``,
``tables.zh``); ``figures`` asks ``said`` of each clause."""

from __future__ import annotations

import re
from fractions import Fraction

from service.judgment.tables.zh import PAID_AFTER

# a share counted in tenths in digits ("3割", "3成"; in numerals: the tables' shares), not
# what breaks ("割れた") nor what succeeds or is made ("成功", "成品"): the counter after a number
_TENTHS = {"ja": re.compile(r"(?<![\d.,])(?P<n>[1-9])\s?割(?![れっら])"),
           "zh": re.compile(r"(?<![\d.,])(?P<n>[1-9])\s?成(?=[的左上吧吗嗎呢，。,.!?！？\s]|$|"
                            r"(?:退|返|赔|賠|补|補|款|钱|錢|价|價))")}


# a price's tenths paid, in digits ("打8折", "8.5折", "85折"): not a fold's count ("3折伞")
_PAID = re.compile(rf"(?<![\d.,])(?P<n>[1-9](?:\.[1-9]|[1-9])?)\s?折(?={PAID_AFTER})")


def said(code: str, folded: str) -> list[Fraction]:
    """The shares of a price the clause ``folded`` counts in tenths (a language ``code``'s)."""
    found: list[Fraction] = []
    counted = _TENTHS.get(code)
    for match in counted.finditer(folded) if counted is not None else ():
        found.append(Fraction(int(match.group("n")), 10))  # "代金の3割", "退3成": tenths back
    if code == "zh" and "折" in folded:
        for match in _PAID.finditer(folded):
            paid = Fraction(match.group("n"))  # the tenths (or hundredths) PAID, the rest back
            found.append(1 - (paid / 100 if paid >= 10 else paid / 10))
    return found
