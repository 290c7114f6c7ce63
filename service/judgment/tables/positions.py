"""Where on a thing a part sits, said as a compound's first part in the languages that write
compounds as one word (read by ``headwords``), with the words a title writes for the same place:
a customer's "Rücklicht", "achterlampje", "baklyset", "takavalo" is the line whose title says
"Rear" of two of the head's kind ("Front Light", "Rear Light"). Written from the form, not from
any corpus's ticket; words as ``text.fold`` leaves them."""

from __future__ import annotations

# a place: the words titles write for it (English, and the compounding languages' own)
PLACES: dict[str, tuple[str, ...]] = {
    "front": ("front", "vorne", "vorder", "voor", "fram", "for", "etu"),
    "rear": ("rear", "back", "hinten", "achter", "bak", "bag", "taka"),
    "left": ("left", "links", "vanster", "venstre", "vasen"),
    "right": ("right", "rechts", "hoger", "højre", "høyre", "oikea"),
}

# the first parts of a customer's compound that say each place
SAID: dict[str, dict[str, tuple[str, ...]]] = {
    "de": {"front": ("vorder", "front"), "rear": ("hinter", "ruck", "heck"), "left": ("links",),
           "right": ("rechts",)},
    "nl": {"front": ("voor",), "rear": ("achter",), "left": ("linker",), "right": ("rechter",)},
    "sv": {"front": ("fram",), "rear": ("bak",), "left": ("vanster",), "right": ("hoger",)},
    "da": {"front": ("for",), "rear": ("bag",), "left": ("venstre",), "right": ("højre",)},
    "nb": {"front": ("for", "fram"), "rear": ("bak",), "left": ("venstre",), "right": ("høyre",)},
    "fi": {"front": ("etu",), "rear": ("taka",), "left": ("vasen",), "right": ("oikea",)},
}
