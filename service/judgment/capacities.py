"""The customer's item said in another size of the unit its line's title gives: "my 40 oz
bottle" of a "Trail Bottle 24 oz" line, "die große Kanne mit 2 Liter" of a "Kanne 1,2 l" one, or
in another power rating: "the 65W one" of an "Anker Nano 20W" charger.
``variants.other_size`` holds a size written right beside the line's words; this one holds a
size of a capacity said anywhere in the sentence that names the line, so long as the customer never writes the title's
own figure of that unit anywhere (then "I ordered the 24 oz, a 40 oz came" keeps the line), or
in a later sentence that names no line, of the one line its text names, in a figure no line's
size is ("My flip straw tumbler leaks. It's the small 20 oz one."; never a quantity poured, "20 oz
of coffee").

``other_capacity(texts, titles)`` returns those lines.
"""

from __future__ import annotations

import re

from service.judgment.text import fold
from service.judgment.titles import Titles

# a capacity with its unit (never a length: a crack is said in cm), folded; "oz" and the words
# for litre the titles seldom share with the customer ("1,5 Liter" of a "1,0 l" title)
_SIZE = re.compile(r"(?<![a-z0-9])(?<!\d[.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?"
                   r"(fl\.? ?oz|oz|ounces?|ml|cl|dl|l|lt|ltr|liter|litre|liters|litres|litro|litri|litros"
                   # the litre declined or made an adjective: "Litern", "litra", "litrowy", "litran",
                   # "litrainen", "litrelik", "litru"
                   r"|litern|litr|litra|litry|litrow|litrowy|litrowa|litrowe|litru|litran|litraa|litrainen"
                   r"|litrelik"
                   r"|リットル|ミリリットル|升|毫升|리터|밀리리터|لتر|ليتر"
                   # a power rating, of a charger, a lamp ("65w", "20 watt", "65瓦")
                   r"|w|watts?|wat|watow|watti|wattia|瓦|ワット|와트|واط)(?![a-z0-9])")
_UNIT = {"fl oz": "oz", "fl.oz": "oz", "fl. oz": "oz", "floz": "oz", "ounce": "oz", "ounces": "oz",
         "lt": "l", "ltr": "l", "liter": "l", "litre": "l", "liters": "l", "litres": "l", "litro": "l",
         "litri": "l", "litros": "l",
         **dict.fromkeys(("litern", "litr", "litra", "litry", "litrow", "litrowy", "litrowa", "litrowe", "litru",
                          "litran", "litraa", "litrainen", "litrelik"), "l"),
         "リットル": "l", "升": "l", "لتر": "l", "ليتر": "l",
         "리터": "l", "ミリリットル": "ml", "毫升": "ml", "밀리리터": "ml",
         **dict.fromkeys(("watt", "watts", "wat", "watow", "watti", "wattia", "瓦", "ワット", "와트", "واط"), "w")}
_ML = {"l": 1000, "dl": 100, "cl": 10, "ml": 1}
# a capacity of something poured, not of the item ("20 oz of coffee", "300 ml di latte"; never
# the "l" ending a word: "el de", "cel de")
_QUANTITY = re.compile(r"(?<![a-z])(?:oz|ounces?|ml|cl|dl|l|liters?|litres?)\s+"
                       r"(?:of|de|d'|du|des|di|del|della|van|von|af|av)\b")
# a bare "w" written apart from its figure and followed by a word: no watt ("2 w zestawie", "2 w 1")
_SPACED = re.compile(r"\s")
_AFTER_W = re.compile(r"\s+\w")
# a sentence (a point between digits is a decimal one: "1.5 l")
_SENTENCE = re.compile(r"(?:[^.!?\n。！？؟]|(?<=\d)\.(?=\d))+")


def other_capacity(texts: list[str], titles: Titles) -> set[int]:
    """The lines named in a sentence (see the module's docstring) with another figure of the
    unit their title gives its size in, never with their own."""
    own = [_sizes(fold(line.title)) for line in titles.lines]
    if not any(own):
        return set()
    folded = [fold(text) for text in texts]
    if not any(_SIZE.search(low) for low in folded):
        return set()
    said: dict[str, set[float]] = {}
    for low in folded:
        for unit, numbers in _sizes(low).items():
            said.setdefault(unit, set()).update(numbers)
    other: set[int] = set()
    for low in folded:
        sentences = _SENTENCE.findall(low)
        spoken: set[int] | None = None
        for sentence in sentences:
            sizes = _sizes(sentence) if _SIZE.search(sentence) else {}
            if not sizes:
                continue
            named = {m.line for m in titles.mentions(sentence)}
            if not named and not _QUANTITY.search(sentence):
                # the one line its text names, for a sentence that names none ("my flip straw
                # tumbler leaks. It's the small 20 oz one."): said of the item it spoke of
                if spoken is None:
                    spoken = {m.line for s in sentences for m in titles.mentions(s)}
                named = _unsized(spoken, sizes, own) if len(spoken) == 1 else set()
            for i, sizes_of in enumerate(own):
                units = [u for u in sizes_of if u in sizes]
                if not units or i not in named:
                    continue
                if any(said.get(u, set()) & sizes_of[u] for u in sizes_of):
                    continue
                other.add(i)
    return other


def _unsized(spoken: set[int], sizes: dict[str, frozenset[float]],
             own: list[dict[str, frozenset[float]]]) -> set[int]:
    """``spoken`` where the figures ``sizes`` says are of no line's size (the line a text
    speaks of, said in a later sentence in another size: "It's the small 20 oz one")."""
    sized = {n for of_line in own for u, ns in of_line.items() if u in sizes for n in ns}
    return spoken if all(not ns & sized for ns in sizes.values()) else set()


def _sizes(folded: str) -> dict[str, frozenset[float]]:
    """The figures of each unit a folded text writes capacities in, litres as millilitres
    ({"ml": {1500.0}}: "1,5 Liter" is the "1500 ml" of a title)."""
    out: dict[str, set[float]] = {}
    for m in _SIZE.finditer(folded):
        if m.group(2) == "w" and _SPACED.search(m.group()) and _AFTER_W.match(folded, m.end()):
            continue  # (a spaced "w" before a word is Polish's "in": "2 w zestawie")
        unit = _UNIT.get(m.group(2), m.group(2))
        figure = float(m.group(1).replace(",", ".")) * _ML.get(unit, 1)
        out.setdefault("ml" if unit in _ML else unit, set()).add(round(figure, 1))
    return {u: frozenset(ns) for u, ns in out.items()}
