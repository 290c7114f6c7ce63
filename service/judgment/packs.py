"""How many pieces a line holds: of one pack, the pieces its title states.

A line of one "Drinking Glass 4-pk" holds four glasses: "one of the four glasses" is a count of
that line's pieces, as "one of the four" is of a line of quantity four. The pack is read from
the title's structure (a number glued to a pack word, or "set of 4"), in the covered languages'
abbreviations; a title with no pack holds its quantity.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.facts import Line
from service.judgment.text import fold

_PACK = re.compile(
    r"(?<![\w.,])(\d{1,3}) ?-? ?(?:pk|pack|pakk|pakke|pakning|er-?pack|er-?set|st|stk|stck|pcs|pc|"
    r"pieces|pz|pezzi|szt|kpl|adet|tlg)(?![\w])|"
    r"(?<![\w])(?:set of|pack of|box of|lot de|set de|pack de|juego de|confezione da|set da|"
    r"conjunto de|zestaw|sett med|sæt med|set med)\s(\d{1,3})(?![\w.,])|"
    r"(\d{1,3})(?:個入り?|枚入り?|本入り?|个装|個裝|件套|개입|개 ?세트)")


@lru_cache(maxsize=1024)
def _pack(title: str) -> int:
    found = [int(n) for m in _PACK.finditer(fold(title)) for n in m.groups() if n]
    return found[0] if len(found) == 1 and 1 < found[0] <= 100 else 1


def pieces(line: Line) -> int:
    """The pieces ``line`` holds: a line of one pack, its title's pack; else its quantity (of
    two "4-pack"s, "one of them" counts packs, not glasses)."""
    return _pack(line.title) if line.quantity == 1 else line.quantity


# a count of packs, not of the pieces in one: the count right before a word for a box, a set,
# a carton, in any covered language (folded), "1 box of glasses", "ein Karton", "1セット", "1盒"
_PACKS = re.compile(
    r"\s?(?:(?:boxe?s?|packs?|packets?|packages?|sets?|cartons?|kits?|bundles?|cases?|"
    r"kartons?|packung(?:en)?|schachtel(?:n)?|pakete?|kisten?|satz|"
    r"boites?|coffrets?|paquets?|lots?|"
    r"cajas?|paquetes?|juegos?|lotes?|estuches?|"
    r"scatol[ae]|confezion[ei]|pacc(?:o|hi)|cartone|"
    r"caixas?|pacotes?|conjuntos?|jogos?|embalage(?:m|ns)|"
    r"doos|dozen|doosjes?|pak|pakket|verpakking|"
    r"pude[lł]k[oa]|opakowani[ae]|zestaw(?:y|ow)?|komplet(?:y|ow)?|paczk[ai]|"
    r"kartong(?:er)?|forpackning(?:ar)?|ask(?:ar)?|paket|"
    r"kasser?|esker?|aesker?|æsker?|pakker?|pakning(?:er)?|sett|saet|"
    r"laatikko|laatikkoa|paketti|pakettia|pakkaus|pakkausta|setti|settia|sarja|sarjaa|"
    r"cuti[ei]|pachet(?:e)?|"
    r"kutu(?:su)?|paket(?:i)?|takim(?:i)?)(?![\w])|"
    r"箱|セット|パック|袋|ケース|박스|세트|상자|팩|묶음|盒|套|包|組|组|"
    r"علب[ةه]|طقم|كرتون[ةه]?|باكيت|صندوق)")


def of_packs(text: str, end: int) -> bool:
    """Whether the count ending at ``end`` of ``text`` (folded) counts packs ("1 box"), not the
    pieces one pack holds."""
    return bool(_PACKS.match(text, end))
