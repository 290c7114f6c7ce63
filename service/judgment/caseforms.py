"""A kind of product a customer names by its name with a case's ending the table does not write
out, in the languages that stack endings on a noun (Turkish, Polish, Finnish: ``tables.
caseforms``): "lambayı", "cantamdan", "kubkiem", "lampie", "kuppia" name a lamp, a bag, a mug.

``kind_of(word, codes)``: the kind the word names with its endings off (one to three, a
softened last letter made hard again, a Polish dropped vowel put back, a Polish feminine's "-a"
put back, a Finnish stem that changes made whole again: ``gradation``, "kengistä", "lapasista",
"matoista"), where what is left is a name of that language (four letters at least: "salı",
Tuesday, is no "sal", a shawl). Read for a positive naming of one line only (``titles``): a
kind guessed so is never "something no line is".
"""

from __future__ import annotations

from functools import lru_cache

from service.judgment import concepts, gradation
from service.judgment.tables.caseforms import ENDINGS, SOFTENED

_CASED = tuple(ENDINGS)


@lru_cache(maxsize=8192)
def kind_of(word: str, codes: tuple[str, ...] | None) -> str | None:
    """The kind ``word`` names with its case endings off (see the module's docstring), or None."""
    for code in _CASED:
        if codes is not None and code not in codes or len(word) < 5 or not word.isalpha():
            continue
        for base in _bases(word, code) + (list(gradation.bases(word)) if code == "fi" else []):
            kind = concepts.named(base)
            if kind is not None and concepts.named_in(base, (code,)):
                return kind
    return None


def _bases(word: str, code: str) -> list[str]:
    """What ``word`` may be with one to three of ``code``'s endings off, longest first."""
    found: list[str] = []
    rests = [word]
    for _ in range(3 if code == "tr" else 1):
        more = [w[:-len(e)] for w in rests for e in ENDINGS[code]
                if w.endswith(e) and len(w) - len(e) >= 4]
        found.extend(more)
        rests = more
    out: list[str] = []
    for rest in found:
        out.append(rest)
        out.extend(rest[:-1] + hard for soft, hard in SOFTENED.get(code, ()) if rest.endswith(soft))
        if code == "pl":
            out.extend((rest + "a", rest[:-1] + "ka" if rest.endswith("c") else rest + "o"))
            if len(rest) >= 4 and rest[-1] not in "aeiouy" and rest[-2] not in "aeiouy":
                out.append(rest[:-1] + "e" + rest[-1])  # "kubk": "kubek"
    return out
