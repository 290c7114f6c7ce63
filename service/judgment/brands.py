"""The customer's item named by a brand and a model no title holds: "Meu Adidas Ultraboost
descolou" where the one line is a "Tênis Nike Pegasus 40", "my Lumo Strider broke" of a "Vela
Runner 2" line. Two capitalised names or more right after "my" (in the covered languages), none
of them a word of any title, a kind of product, a colour or a word of the language, name one
product: had the line been it, a title would hold one of its names. The lines whose own brand
or model (a capitalised word of the title that names no kind) the customer never writes are
not that item.

``another_brand(texts, titles)`` returns those lines (none where no such names are written).
"""

from __future__ import annotations

import re

from service.judgment import concepts, tables
from service.judgment.colours import colour
from service.judgment.tables import gates
from service.judgment.text import fold
from service.judgment.titles import Titles

# "my" and the two or three capitalised names after it (a name may carry digits: "Ultraboost 22")
_MY_NAMES = re.compile(
    r"(?<![\w])(?:[Mm]y|[Mm]on|[Mm]a|[Mm]eu|[Mm]inha|[Mm]i|[Mm]ein|[Mm]eine|[Mm]einen|[Mm]einem|[Mm]in|[Mm]itt"
    r"|[Mm]ijn|[Mm]oje|[Mm]oja|[Mm]ój|[Mm]io|[Mm]ia|[Mm]eus|[Mm]inhas)\s+"
    r"((?:[A-ZÀ-Ý][\w'’-]+)(?:\s+[A-ZÀ-Ý][\w'’-]+){1,2})")
_WORD = re.compile(r"[^\W\d_]+")
# a mail's device signature before "my": "Sent from my Samsung Galaxy", "Verzonden vanaf mijn",
# "Envoyé de mon", "Enviado desde mi", "Von meinem ... gesendet", "Skickat från min"
_SENT_FROM = re.compile(r"(?:[Ff]rom|[Vv]anaf|[Vv]an|[Vv]on|[Dd]e|[Dd]esde|[Dd]o|[Dd]a|[Ff]rån|[Ff]ra|[Zz]|[Dd]in|"
                        r"[Vv]ia|[Mm]et|[Mm]it|[Aa]vec|[Cc]on|[Cc]om|[Mm]ed)\s+$")


def another_brand(texts: list[str], titles: Titles, codes: tuple[str, ...] = ()) -> set[int]:
    """The lines not the item the customer names by a brand and a model (see the module's
    docstring)."""
    may = gates.prefilter(_MY_NAMES)  # (its "my" looked for in one pass first)
    names = [m.group(1) for text in texts if may(text) for m in _MY_NAMES.finditer(text)
             if not _SENT_FROM.search(text, max(0, m.start() - 24), m.start())]
    if not names:
        return set()
    known = {w for code in (*codes, "en") if (t := tables.table(code)) is not None
             for w in (*t.function, *t.generic)}
    title_words = [set(_WORD.findall(fold(line.title))) for line in titles.lines]
    every = set().union(*title_words)
    said = {w for text in texts for w in _WORD.findall(fold(text))}
    foreign = False
    for run in names:
        words = [fold(w) for w in _WORD.findall(run)]
        if len(words) >= 2 and all(len(w) >= 3 and w not in every and w not in known
                                   and concepts.of_word(w) is None and colour(w) is None
                                   for w in words):
            foreign = True
    if not foreign:
        return set()
    return {i for i, line in enumerate(titles.lines) if (own := _own_names(line.title))
            and own.isdisjoint(said)}


def _own_names(title: str) -> set[str]:
    """The title's capitalised words that name no kind of product nor a colour: its brand,
    its model."""
    return {fold(w) for w in re.findall(r"(?<![\w])[A-Z][\w'’-]+", title)
            if concepts.of_word(fold(w)) is None and colour(fold(w)) is None and len(w) >= 3}
