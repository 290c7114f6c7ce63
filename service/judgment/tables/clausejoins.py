"""The words that join two clauses of one sentence without a comma ("refund the boots and I
keep the jacket"), per covered language, folded: the spaced "and" of ``tables.paired``, and where
a language joins clauses otherwise, its own: Korean's connective ending glued on a verb ("환불해
주시고 재킷은"), Japanese's te-form of "suru" ("返金して ジャケットは"), Chinese's words of "and
then / and also" (never 和, which joins things), Arabic's "و" glued on the next word. Written from
each language's grammar, not from any ticket."""

from __future__ import annotations

import re

from service.judgment.tables.paired import AND

__all__ = ["JOIN"]


def _spaced(words: frozenset[str]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w&])(?:" + "|".join(sorted(map(re.escape, words))) + r")(?![\w&])")


JOIN: dict[str, re.Pattern[str]] = {code: _spaced(words) for code, words in AND.items()}
JOIN |= {
    "ko": re.compile(r"(?<=[\uac00-\ud7af])고(?= )"),
    "ja": re.compile(r"して(?![いおくもほ])"),
    "zh": re.compile(r"并且|並且|而且|然后|然後"),
    "ar": re.compile(r"(?<![\w])و(?=\w)"),
}
