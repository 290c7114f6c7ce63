"""The words that join two things named together ("the skis and the poles"), per covered
language, folded (no accents): a spaced word, a particle glued after the first thing (Korean
"랑", "와"), or a sign between two runs (Japanese "と", Chinese "和"); Arabic's "و" is glued on
the second thing's word. Written from each language's grammar, not from any ticket."""

from __future__ import annotations

import re

__all__ = ["AND", "AND_IS", "ARTICLED", "GLUED", "IS", "MARK", "OBJECT", "PARTICLE", "RUNS"]

# spaced: the word itself
AND: dict[str, frozenset[str]] = {
    "en": frozenset({"and", "&"}), "de": frozenset({"und", "&"}), "fr": frozenset({"et"}),
    "es": frozenset({"y", "e"}), "it": frozenset({"e", "ed"}), "nl": frozenset({"en"}),
    "pl": frozenset({"i", "oraz"}), "pt": frozenset({"e"}), "sv": frozenset({"och"}),
    "da": frozenset({"og"}), "nb": frozenset({"og"}), "fi": frozenset({"ja"}),
    "tr": frozenset({"ve", "ile"}), "ro": frozenset({"si"}),
}
# Italian's and Portuguese's "is" ("è", "é") fold to their "and": a sentence that writes it
# joins nothing by "e" (``IS``, read on the words as written)
AND_IS = frozenset({"e"})
IS = re.compile(r"(?<![\w])[èéÈÉ](?![\w])")
# Korean: a particle glued on the first thing, the second after a space ("니트랑 머플러")
GLUED = {"ko": re.compile(r"(?<=\w)(?:이랑|랑|와|과|하고)$")}
# Japanese and Chinese: a sign between two runs ("弁当箱と箸箱", "杯子和托盘")
RUNS = {"ja": re.compile(r"と|や"), "zh": re.compile(r"和|跟|与|與|及")}
# where a run of Japanese or Chinese ends (its noun's end): a mark, a space (``MARK``), or a
# particle, the first that leaves a word of two signs or more (never one inside a word of
# kana: "おはし")
MARK = re.compile(r"[、。，,！？!?\s()（）]")
PARTICLE = re.compile(r"を|は|が|も|の|に|で|都|也|的|一起")
# languages whose nouns stand after an article: a thing joined after "and" has one before it
# ("and the shoehorn"); a word right after "and" there is a verb ("and send me a label")
ARTICLED = frozenset({"en", "de", "fr", "es", "it", "pt", "nl"})
# the object pronouns a verb takes right after it ("og send meg", "i wyślijcie mi"): a word
# joined that one follows is a verb, never a thing
OBJECT: dict[str, frozenset[str]] = {
    "en": frozenset({"me", "us", "it", "them"}),
    "de": frozenset({"mir", "mich", "uns", "es", "sie", "ihn"}),
    "fr": frozenset({"moi", "nous", "le", "la", "les", "lui"}),
    "es": frozenset({"me", "nos", "lo", "la", "los", "las"}),
    "it": frozenset({"mi", "ci", "lo", "la", "li", "le"}),
    "pt": frozenset({"me", "nos", "o", "a", "os", "as"}),
    "nl": frozenset({"me", "mij", "ons", "het", "ze", "hem"}),
    "pl": frozenset({"mi", "mnie", "nam", "go", "je", "nas"}),
    "sv": frozenset({"mig", "oss", "det", "dem", "den"}),
    "da": frozenset({"mig", "os", "det", "dem", "den"}),
    "nb": frozenset({"meg", "oss", "det", "dem", "den"}),
    "fi": frozenset({"minulle", "meille", "sen", "ne", "minua"}),
    "tr": frozenset({"bana", "bize", "onu", "onlari"}),
    "ro": frozenset({"mi", "ne", "il", "le", "o"}),
}
