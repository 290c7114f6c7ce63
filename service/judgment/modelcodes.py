"""The customer's item identified by a model code, or a model's name, of the same sort as one a
line's title carries, but another: "my WH-1000XM5" of a "Sony WF-1000XM4 Earbuds" line, "Het is
een DiamondClean 9000" of a "Sonicare ProtectiveClean 4300" one. Written anywhere in the
customer's words: beside the line's kind, or alone in a sentence or a later message that names
no line (answering "which model is it?"). The customer speaks of another model of the line's
family, bought elsewhere, and a refund of this line's price is of something they did not name.

Two sorts, read the same in every language (a code is written in Latin letters and digits
whatever the words around it):

- a long code: letters and digits together, five or more, hyphens allowed ("WH-1000XM5",
  "SM-G991B", "HX6800"); the same sort as a title's code when both have the same runs of
  letters and digits ("wh1000xm5" and "wf1000xm4": two letters, four digits, two letters, a
  digit) and share a part of two characters or more (a run, or their first two), so an order's
  number or a voucher's code is never read as a model of the line's;
- a model's name in camel case ("DiamondClean", "QuietComfort"): the same sort as a title's
  when the two end in the same part ("ProtectiveClean") and begin in another.

Never where the customer writes the line's own code or name anywhere (they tell the two apart,
"the WF-1000XM4 works, the WH-1000XM5 does not" names both), nor where theirs is another line's
of this payment; a code shortened ("the XM4") or a size with its unit ("128GB", "10000mAh") is
of no sort here.

``other_code(texts, titles)`` returns the lines so contradicted (``variants``' other variant).
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.titles import Titles

# a run of Latin letters and digits, hyphens inside, between what is neither (a Japanese
# particle or a Chinese character may touch it: "WH-1000XM5を")
_RUN = re.compile(r"(?<![A-Za-z0-9-])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9])")
_PARTS = re.compile(r"[a-z]+|[0-9]+")
# a figure and its unit, a size ("128gb", "10000mah", "24k"): no model's code
_SIZE = re.compile(r"[0-9]+[a-z]{1,4}")
# a camel-cased name: two parts or more, of three letters or more each
_CAMEL = re.compile(r"(?<![A-Za-z0-9])((?:[A-Z][a-z]{2,}){2,})(?![A-Za-z0-9])")
_HUMP = re.compile(r"[A-Z][a-z]+")
_GATE = re.compile(r"[0-9]|[a-z][A-Z]")


def other_code(texts: list[str], titles: Titles) -> set[int]:
    """The lines whose title carries a code (a name) of the sort one the customer writes is,
    and not theirs (see the module's docstring)."""
    owned = [(_codes(line.title), _names(line.title)) for line in titles.lines]
    if not any(c or n for c, n in owned):
        return set()
    said = [text for text in texts if _GATE.search(text)]
    if not said:
        return set()
    written = "".join(re.findall(r"[a-z0-9]+", " ".join(said).lower()))
    codes = {c for text in said for c in _codes(text)}
    names = {n for text in said for n in _names(text)}
    codes -= frozenset().union(*(c for c, _ in owned))
    names -= frozenset().union(*(n for _, n in owned))
    if not codes and not names:
        return set()
    other: set[int] = set()
    for i, (own_codes, own_names) in enumerate(owned):
        if any(c in written for c in own_codes) or any("".join(n) in written for n in own_names):
            continue  # the line's own code (name) written anywhere
        if any(_same_sort(c, o) for c in codes for o in own_codes) \
                or any(_same_family(n, o) for n in names for o in own_names):
            other.add(i)
    return other


@lru_cache(maxsize=4096)
def _codes(text: str) -> frozenset[str]:
    """The long codes of ``text``, lower case, hyphens out ("wh1000xm5")."""
    found = set()
    for m in _RUN.finditer(text):
        # (a word joined by a hyphen after the code is no part of it: "WH-1000XM5-kuulokkeet")
        parts = m.group().split("-")
        while len(parts) > 1 and parts[-1].isalpha() and parts[-1].islower():
            parts.pop()
        code = "".join(parts).lower()
        if len(code) >= 5 and not code.isalpha() and not code.isdigit() \
                and not _SIZE.fullmatch(code) and any(p.isdigit() and len(p) >= 2 for p in _PARTS.findall(code)):
            found.add(code)
    return frozenset(found)


@lru_cache(maxsize=4096)
def _names(text: str) -> frozenset[tuple[str, ...]]:
    """The camel-cased names of ``text``, by their parts in lower case (("diamond", "clean"))."""
    return frozenset(tuple(h.lower() for h in _HUMP.findall(m.group(1))) for m in _CAMEL.finditer(text))


def _same_sort(code: str, own: str) -> bool:
    """Whether ``code`` is another model of ``own``'s sort: the same runs, a part shared."""
    mine, theirs = _PARTS.findall(code), _PARTS.findall(own)
    if code == own or [_kind(p) for p in mine] != [_kind(p) for p in theirs]:
        return False
    return code[:2] == own[:2] or any(len(p) >= 2 and p in theirs for p in mine)


def _kind(part: str) -> str:
    return ("9" if part.isdigit() else "a") * len(part)


def _same_family(name: tuple[str, ...], own: tuple[str, ...]) -> bool:
    """Whether the camel-cased ``name`` is another of ``own``'s family: the same last part."""
    return name != own and name[-1] == own[-1]
