"""Colour words in the covered languages, so a line is named by its colour whatever language
its title is in: a Portuguese customer's "bracelete verde" names an "Olive Green" band.

``colour(word)`` is the English colour a folded word says (its own inflections too: "grüne",
"zielona", "gröna"), or None. Colours are no product's name; they tell lines apart.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import tables
from service.judgment.text import fold_letters

_WORDS: dict[str, str] = {
    "black": "black black schwarz noir negro nero preto zwart czarny negru svart musta siyah "
             "ブラック 黒色 검정 검은 블랙 اسود سوداء 黑色 黒い 黑",
    "white": "white weiss blanc blanco bianco branco wit bialy vit hvid hvit valkoinen beyaz "
             "ホワイト 白色 흰색 하얀 화이트 ابيض بيضاء 白い",
    "red": "red rot rouge rojo rosso vermelho rood czerwony rosu rød punainen kirmizi kırmızı "
           "レッド 赤色 红色 紅色 빨간 빨강 레드 احمر حمراء 赤い",
    "green": "green grun vert verde groen zielony gron grøn grønn vihrea yesil グリーン 緑色 绿色 綠色 "
             "초록 녹색 그린 اخضر خضراء",
    "blue": "blue blau bleu azul blu azzurro blauw niebieski albastru sininen mavi ブルー 青色 "
            "蓝色 藍色 파란 파랑 블루 ازرق زرقاء",
    "yellow": "yellow gelb jaune amarillo giallo amarelo geel zolty galben keltainen sari sarı gul "
              "イエロー 黄色 노란 노랑 옐로우 اصفر صفراء",
    "grey": "grey gray grau gris gris grigio cinza cinzento grijs szary grå harmaa グレー "
            "灰色 회색 그레이 رمادي",
    "brown": "brown braun marron brun marrone marrom castanho bruin brazowy maro ruskea kahverengi "
             "ブラウン 茶色 棕色 갈색 브라운 بني",
    "pink": "pink rosa roze rozowy lyserod vaaleanpunainen pembe ピンク 粉色 분홍 핑크 وردي",
    "purple": "purple lila violett violet morado viola roxo paars fioletowy violetti パープル "
              "紫色 보라 퍼플 بنفسجي",
    "orange": "orange arancione naranja laranja oranje pomaranczowy portocaliu oransje oranssi "
              "turuncu オレンジ 橙色 주황 오렌지 برتقالي",
    "beige": "beige bege ベージュ 米色 베이지 بيج",
    "navy": "navy marino marinho ネイビー 藏青 네이비 كحلي 紺色 紺",
    "silver": "silver silber argent plateado argento prata zilver srebrny argintiu solv sølv hopea "
              "gumus gümüş シルバー 银色 銀色 은색 실버 فضي",
    "gold": "gold dore dorado oro dourado goud zloty auriu guld gull kulta altin altın ゴールド 金色 "
            "금색 골드 ذهبي",
}
# the shades shops name their colours by, as the colour a customer calls them ("die grüne
# Strickjacke" is the "Sage" cardigan, "jaune moutarde" the "Mustard" cover)
_SHADES: dict[str, str] = {  # no food, material or plant that is a product's own name
    "green": "sage moss emerald khaki",
    "blue": "cobalt indigo azure petrol teal turquoise cyan aqua",
    "grey": "charcoal anthracite antracite anthrazit graphite slate pewter",
    "white": "ivory offwhite ecru",
    "red": "burgundy crimson scarlet ruby maroon",
    "yellow": "mustard ochre",
    "purple": "lavender lilac lila lilla mauve",
    "pink": "blush coral fuchsia",
    "brown": "camel cognac terracotta",
    "orange": "volcanic volcanique",  # enamelled cookware's orange
    "beige": "taupe nude",
    "navy": "midnight",
}


# shades that are a product's own name too (``_SHADES`` holds none): never a colour where the
# customer's words name lines, but a title whose kind only such a word says ("Smeg KLF03 Cream
# 1.7L", a cream-coloured kettle) is of no sure kind (``shade_or_product``)
_PRODUCT_SHADES = frozenset({"cream", "creme", "crema", "olive", "chocolate", "mint", "sand",
                             "honey", "caramel", "peach", "lime", "cherry", "plum", "wine"})


def shade_or_product(word: str) -> bool:
    """Whether a folded title ``word`` is a shade a shop names a colour by and a kind of product
    too ("cream", "crème", "olive")."""
    return word in _PRODUCT_SHADES


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    found = {fold_letters(word): english for english, words in _SHADES.items()
             for word in words.split()}
    found.update({fold_letters(word): english for english, words in _WORDS.items()
                  for word in words.split()})
    return found


@lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    """Every covered language's commonest words: none is a colour's inflection."""
    return frozenset(w for code in tables.COVERED for w in tables.table(code).function)  # type: ignore[union-attr]


# the Arabic article and the particles glued before it ("السجادة الخضراء": the green mat)
_ARTICLE = re.compile(r"^(?:وال|بال|فال|كال|لل|ال)(?=[\u0600-\u06ff]{3})")


# a Romance feminine or plural ending, read as the masculine ("amarilla": "amarillo")
_ROMANCE = re.compile(r"(?<=\w{3})(?:as|os|a|e|i)$")
# a Polish adjective's endings other than the masculine's
_POLISH = re.compile(r"(?<=\w{3}[nrwk])(?:a|e|ą|ej|ego|ym|ych|ą)$")


@lru_cache(maxsize=8192)
def colour(word: str) -> str | None:
    """The English colour ``word`` (folded) says, its inflections included, or None."""
    if word.isdigit() and word.isascii():
        return None  # (no colour's name is figures alone: ``test_numerals``)
    table = _table()
    if word in table:
        return table[word]
    bare = _ARTICLE.sub("", word)
    if bare != word and bare in table:
        return table[bare]
    # an Arabic feminine said without its hamza ("السودا", "حمرا": سوداء, حمراء) or a relative
    # colour's feminine ("الكحلية", folded "كحليه": كحلي)
    arabic = bare + "ء" if bare.endswith("ا") else bare[:-1] if bare.endswith("يه") else None
    if arabic is not None and arabic in table:
        return table[arabic]
    # a Romance feminine or plural of a masculine in the table ("nera", "rossa", "preta":
    # "nero", "rosso", "preto"): without it an Italian "quella nera" named no "Nero" line
    romance = _ROMANCE.sub("o", word) if word.isascii() else word
    if romance != word and romance in table and word not in _function_words():
        return table[romance]
    # a Polish feminine, neuter or case of a masculine in the table ("czarna", "czarne",
    # "czarnej": "czarny"; "szara": "szary")
    polish = _POLISH.sub("", word)
    if polish != word and word not in _function_words():
        for end in ("y", "i"):
            if polish + end in table:
                return table[polish + end]
    return _inflected(word, table)


def _inflected(word: str, table: dict[str, str]) -> str | None:
    """The colour an inflected ``word`` says by its stem (up to three letters off). Read in the
    Latin scripts ("grønne", "røde", "czerwona" too), not in scripts whose words a stem cut by
    letters would break, nor in a short or function word ("with" is no inflected "wit", Dutch
    white; "rode" no "rood")."""
    if len(word) < 4 or word in _function_words() or any(ord(c) > 0x24F for c in word):
        return None
    for size in range(len(word) - 1, max(2, len(word) - 4), -1):
        stem = word[:size]
        if stem in table and len(stem) >= 3:
            return table[stem]
    return None


def names() -> tuple[tuple[str, str], ...]:
    """Every colour name (folded) with the English colour it says."""
    return tuple(_table().items())


@lru_cache(maxsize=8192)
def strict(word: str) -> str | None:
    """The colour ``word`` says, read more strictly than ``colour`` for a Latin word: a stem
    of three letters takes one letter of ending ("röda"), a longer one up to three ("gröna",
    "grauen"), so "grand" is no inflected "grå"; a Romance feminine or plural is its
    masculine ("amarilla", "amarela", "gialle": "amarillo", "amarelo", "giallo")."""
    if not word.isascii():
        return colour(word)
    if word.isdigit():
        return None  # (figures: ``colour``)
    table = _table()
    if word in table:
        return table[word]
    romance = _ROMANCE.sub("o", word)
    if romance != word and romance in table:
        return table[romance]
    # (a stem leaves at most three letters of ending: only the last three cuts are tried, not
    # every prefix of a long word)
    return next((table[word[:n]] for n in range(len(word) - 1, max(len(word) - 4, 2), -1)
                 if word[:n] in table and len(word) - n <= (1 if n == 3 else 3)), None)


# a surface's finish, written before the English colour it qualifies in a title ("Matte Blue",
# "Matt Black", "Gloss White", "Satin Grey"): no product ("matte" is a mat in Norwegian and
# Danish, a mat in German): only before an English colour's own name, never the title's first word
_FINISHES = frozenset({"matte", "matt", "mat", "gloss", "glossy", "satin", "metallic", "brushed", "frosted"})


def finish(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` (a title's folded words) is a finish said of the colour after it."""
    return 0 < i < len(tokens) - 1 and tokens[i] in _FINISHES and _table().get(tokens[i + 1]) == tokens[i + 1]
