"""The words that join two clauses of one sentence without a comma ("refund the boots and I
keep the jacket"), per covered language, folded: the spaced "and" of ``tables.paired``, and where
a language joins clauses otherwise, its own: Korean's connective ending glued on a verb ("환불해
주시고 재킷은"), Japanese's te-form of "suru" ("返金して ジャケットは"), Chinese's words of "and
then / and also" (never 和, which joins things), Arabic's "و" glued on the next word. Written from
each language's grammar, not from any ticket. ``CONNECTIVES``: a verb's connective ending that
ends a clause set against the next (Korean "-는데", "-지만", Turkish "-ken"), cut by ``clauses``."""

from __future__ import annotations

import re

from service.judgment.tables.paired import AND

__all__ = ["CONNECTIVES", "JOIN"]


def _spaced(words: frozenset[str]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w&])(?:" + "|".join(sorted(map(re.escape, words))) + r")(?![\w&])")


JOIN: dict[str, re.Pattern[str]] = {code: _spaced(words) for code, words in AND.items()}
JOIN |= {
    "ko": re.compile(r"(?<=[\uac00-\ud7af])고(?= )"),
    "ja": re.compile(r"して(?![いおくもほ])"),
    "zh": re.compile(r"并且|並且|而且|然后|然後"),
    "ar": re.compile(r"(?<![\w])و(?=\w)"),
}

# a clause ended by a verb's connective ending glued on, the next clause set against it: Korean
# "-는데", "-(으)ㄴ데" (its commonest syllables) and "-지만", "요" or "도" after it ("2개는 잘 되는데
# 1개는 안 돼요", "괜찮지만"), cut before the ending; Turkish "-(y)ken" of "while" ("ikisi
# çalışırken biri bağlanmıyor", while two work, one will not pair), cut after it. Each with the
# letters a text must hold for it first. Only a clause's cut: never a word of contrast to the
# other readings (an authority's "I called, and ..." is no contrast, ``authority``)
CONNECTIVES: dict[str, tuple[tuple[str, ...], re.Pattern[str]]] = {
    "ko": (("데", "지만"), re.compile(r"(?:는|은|인|한|된|운|던|난|간|큰|픈|쁜|른|든|긴|린|진|친|건)데(?:요|도)?"
                                   r"(?=[\s,.!?]|$)|(?<=[\uac00-\ud7a3])지만(?:요|도)?(?=[\s,.!?]|$)")),
    "tr": (("ken ",), re.compile(r"(?<=[^\W\d_]{2}ken)(?= )")),
}
