"""Word forms the title matcher reads beyond one ending off (``titles.match``): a Finnish noun
in a case that weakens its last consonant ("pöydän", "matolla", "laukun": of pöytä, matto,
laukku), read back in the strong grade; and a compound's head with two endings glued on, a
noun's and a definite's or a genitive's ("regnjackan", "lampans"), read as the head that ends a
title's word or its compound ("Jacket", "Bordslampa")."""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts, tables

__all__ = ["glued_head", "strong_grade"]

# Every covered language's commonest words: never a compound's head.
_COMMON = frozenset(w for code in tables.COVERED for w in tables.table(code).function)  # type: ignore[union-attr]


# a Finnish noun in a case that weakens its last consonant ("pöydän", "matolla", "laukun", "kupin":
# of pöytä, matto, laukku, kuppi), and the strong consonant each weak one stands for
_WEAK_GRADE = re.compile(r"(\w{2,}?)(ng|ll|rr|nn|mm|d|v|t|k|p)([aeiouy])(?:n|t|lla|lle|ssa|sta|lta|ksi|na)")
_STRONG = {"d": "t", "v": "p", "ng": "nk", "ll": "lt", "rr": "rt", "nn": "nt", "mm": "mp", "t": "tt",
           "k": "kk", "p": "pp"}


@lru_cache(maxsize=65536)
def strong_grade(word: str) -> str | None:
    """``word``'s nominative in the strong grade, where it is a Finnish case in the weak one."""
    weak = _WEAK_GRADE.fullmatch(word)
    if weak is None:
        return None
    return weak.group(1) + _STRONG[weak.group(2)] + weak.group(3)


def glued_head(bare: str, title_stem: str) -> bool:
    """Whether ``bare`` (a text word less two one-letter endings: a noun's and a definite or a
    genitive glued after it, "regnjackan", "lampans") is a longer compound ending in the title
    word's stem, or the end of the title's compound ("Bordslampa")."""
    shorter, longer = sorted((bare, title_stem), key=len)
    return len(shorter) >= 4 and len(longer) > len(shorter) and longer.endswith(shorter) \
        and shorter not in _COMMON


def shared_head(a: str, b: str) -> bool:
    """Whether two compounds of other first parts end in one head that names a kind of
    product, each in its own form: "ullbuksene" (the wool trousers) and a "Barnebukse" line,
    "mysbyxorna" and "Barnbyxa" (the head's first three letters the same)."""
    head_a, head_b = _head(a), _head(b)
    if head_a is None or head_b is None or head_a[1] != head_b[1] \
            or a[head_a[0]:head_a[0] + 3] != b[head_b[0]:head_b[0] + 3]:
        return False
    # (never where a first part makes another kind with the other's head: "glödlamporna", the
    # bulbs, and a "Bordslampa": "glödlampa" is a bulb)
    return all(concepts.of_word(x[:k] + y[j:]) in (None, head_a[1])
               for x, k, y, j in ((a, head_a[0], b, head_b[0]), (b, head_b[0], a, head_a[0])))


@lru_cache(maxsize=8192)
def _head(word: str) -> tuple[int, str] | None:
    """Where the longest end of ``word`` that names a kind of product starts, after a first
    part of two letters or more, and that kind."""
    for k in range(2, len(word) - 2):
        kind = concepts.of_word(word[k:])
        if kind is not None:
            return k, kind
    return None


def one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one letter changed, added, dropped or two swapped (a typo)."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    shorter, longer = sorted((a, b), key=len)
    return any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


# Finnish case endings, and the weak grade a stem takes before them: "takki" (a jacket) is
# "takin", "takissa", "takista"; "kauppa" "kaupan"; "matto" "maton"
_WEAK_CASE = re.compile(r"(\w*[aeiouy])([kpt])([aeiouy])(?:ssa|sta|lla|lta|lle|ksi|n|t)")


def graded_head(text_word: str, title_word: str) -> bool:
    """Whether ``text_word`` is ``title_word``'s head (of four letters or more) in a Finnish
    case whose stem takes the weak grade, one consonant for the title's two."""
    found = _WEAK_CASE.fullmatch(text_word)
    if found is None:
        return False
    strong = found.group(1) + found.group(2) * 2 + found.group(3)
    return len(strong) >= 5 and title_word.endswith(strong)
