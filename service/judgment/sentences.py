"""A comment cut into sentences, as the reading reads it: at end marks (Arabic's "؟" too) and an
emoji and line breaks, not after an abbreviation or a number ("150 kr. retur", "den 3. december"); a Spanish
question or exclamation opened after a full stop begins one."""

from __future__ import annotations

import re

__all__ = ["ABBREVIATIONS", "SENTENCE", "sentences"]

# (what every cut needs, an end mark or an emoji before, or a line break, looked at first: one
# test a place; a Spanish question or exclamation opened after a full stop begins one, after a
# number too: "pagué 41 €. ¿Me lo arregláis?")
SENTENCE = re.compile(r"(?:(?<=[.!?。！？;；؟\u2600-\u27bf\U0001f300-\U0001faff])|(?=\n))"
                       r"(?:(?<=[.!?。！？;；؟\u2600-\u27bf\U0001f300-\U0001faff])\s+|(?<=[。！？；])|\n+"
                       r"|(?<=[!?؟])(?=\S))|(?<=\.\s)(?=[¿¡])")
ABBREVIATIONS = frozenset(["kr", "kn", "ca", "nr", "no", "st", "stk", "inkl", "evt", "bzw", "ggf", "usw", "etc", "vs",
                            "mr", "mrs", "dr", "ms", "str", "tel", "fig", "approx", "incl", "ref", "eg", "ie", "ps",
                            "zb", "dh", "ua", "ev", "resp", "jf", "bl", "mv", "mvh", "tj", "sr", "sra", "av", "pcs",
                            "pkt"])
_CURRENCIES = frozenset(["kr", "kn"])  # a currency's abbreviation: its sum ends a sentence as often as not


def sentences(text: str) -> list[str]:
    """The text's sentences: cut at end marks and line breaks, not after an abbreviation or a
    number ("150 kr. retur", "den 3. december")."""
    text = text or ""
    out, last = [], 0
    for match in SENTENCE.finditer(text):
        if match.start() > 0 and text[match.start() - 1] == "." and "\n" not in match.group():
            word = _word_before(text, last, match.start() - 1)
            if word and (word.lower() in ABBREVIATIONS or word.isdigit()) \
                    and not (word.lower() in _CURRENCIES and text[match.end():match.end() + 1].isupper()):
                continue  # (a sum's "kr." before a capital ends its sentence: "... 1 299 kr. Bönorna ...")
        out.append(text[last:match.start()])
        last = match.end()
    out.append(text[last:])
    return [s for s in out if s and s.strip()]


def _word_before(text: str, start: int, dot: int) -> str:
    """The word characters (``\\w``: letters, digits, "_") right before ``text[dot]``, not
    before ``start``: read back from the dot, not searched for from ``start``."""
    at = dot
    while at > start and (text[at - 1].isalnum() or text[at - 1] == "_"):
        at -= 1
    return text[at:dot]
