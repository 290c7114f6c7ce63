"""Lines the customer names only as another variant of them: in a colour they are not ("el
vestido rojo" where the one dress on this payment is "Verde botella", "min gröna Kånken" where
the bags are red and navy, "赤いスニーカー" where the sneakers are navy), or with a model code of
the shape of the line's but another ("Samsung A54" where the phone paid is a "Galaxy A34"), or
of any shape where the customer writes the line's own code too ("the E27 bulbs flicker, the GU10
ones are fine" of a "GU10" line: they tell the two models apart). The
customer speaks of another item of the same kind (from another order), and a refund of this
line's price is of something they did not name.

``other_variant(texts, titles)`` returns the lines whose title says a colour (or a code),
named by their title's words (or their kind) with a colour (a code) beside them that is not the
line's, and never with the line's own beside them. A colour is "beside" a mention when it is the word right
before or after it (adjectives stand before the noun in some languages, after it in others;
an Arabic colour carries the article), or, in Japanese and Chinese, in the few characters
before it ("黑色那条连衣裙"). A line named by its colour alone says nothing against itself.
Near colours are no contradiction ("blue" for a navy line, "grey" for a silver one).
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.brands import another_brand
from service.judgment.colours import names, strict
from service.judgment.purpose import after_for
from service.judgment.qualified import other_kind_phrase
from service.judgment.tables import RUN_TOGETHER, fold_fragment, gates
from service.judgment.tables.varieties import VARIETIES
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_CODE = re.compile(r"[a-z0-9]+")
_MIXED = re.compile(r"[a-z]{1,4}\d{1,5}[a-z]{0,3}|\d{2,5}[a-z]{1,3}")
# sizes, quantities and ordinals written with their figure: no model's code
_UNITS = frozenset(["cm", "mm", "m", "ml", "cl", "dl", "l", "g", "kg", "mg", "gb", "tb", "mb", "w", "kw", "v",
                    "mah", "hz", "in", "oz", "lb", "x", "p", "k", "mp", "h", "min", "st", "stk", "er", "pcs",
                    "ft", "ltr", "gr", "s", "e", "nd", "rd", "th", "eme", "o", "a"])
_CJK_BEFORE = 4  # characters before a Japanese or Chinese name a colour of it stands in
# colours people call each other's ("the blue one" of a navy line)
_NEAR = frozenset(frozenset(pair) for pair in (
    ("navy", "blue"), ("grey", "silver"), ("gold", "yellow"), ("beige", "brown"),
    ("beige", "white"), ("pink", "red"), ("purple", "pink"), ("orange", "red"),
    ("orange", "brown"), ("purple", "blue"), ("blue", "green")))  # teal, turquoise, petrol


def other_variant(texts: list[str], titles: Titles) -> set[int]:
    """The lines named only as another variant of them (see the module's docstring)."""
    codes = [_codes(line.title) for line in titles.lines]
    numbered = [_numbered(line.title) for line in titles.lines]
    if not any(t.colours for t in titles.titles) and not any(codes) and not any(numbered):
        return set()
    other: set[int] = set()
    own: set[int] = set()
    # every code the customer writes: a line's own code written anywhere tells its model from
    # the one they complain of, whatever that one's shape ("die E27-Lampen flackern, die GU10
    # sind gut" of a GU10 line)
    written = {t for text in texts for t in _CODE.findall(fold(text))} if any(codes) else set()
    coloured = any(t.colours for t in titles.titles)
    for text in texts:
        folded = fold(text)
        if not (coloured and _may_be_coloured(folded)) and not (any(codes) and _may_hold_code(folded)):
            continue  # no colour, no code beside any word: no mention of it says one
        for mention in titles.mentions(folded):
            said = titles.titles[mention.line].colours
            if all(w.startswith("@") for w in mention.words):
                continue
            for hue in _beside(folded, mention.start, mention.end) if said else ():
                if _near(hue, said) or _said_in_sentence(folded, mention.start, said):
                    own.add(mention.line)  # ("a red dress came, not the green I ordered")
                else:
                    other.add(mention.line)
            for code in _codes_beside(folded, mention.start, mention.end) if codes[mention.line] else ():
                shapes = codes[mention.line]
                if code in shapes.values():
                    own.add(mention.line)
                elif _shape(code) in shapes or not written.isdisjoint(shapes.values()):
                    other.add(mention.line)
    if any(numbered):  # a model's number said beside its name ("the iPhone 15 case")
        _numbered_said(texts, numbered, own, other)
    return other - own


def _numbered_said(texts: list[str], numbered: list[dict[str, str]], own: set[int], other: set[int]) -> None:
    """The lines whose name is said with a number beside it: their own (or their own written
    anywhere: "it came for the 14, mine is a 15", the wrong model sent is this line) or another."""
    named = frozenset().union(*numbered)
    # (only a text that holds one of the names can say one with a number: the rest unread)
    holding = [low for low in map(fold, texts) if any(name in low for name in named)]
    said = [(word, number) for low in holding for word, number in _NUMBERED.findall(low) if word in named]
    if not said:
        return
    figures = {n for text in texts for n in re.findall(r"(?<![\d.,])\d{1,2}(?!\d|[.,]\d)", fold(text))}
    for word, number in said:
        for i, of_line in enumerate(numbered):
            if word in of_line:
                (own if of_line[word] == number or of_line[word] in figures else other).add(i)


_ASCII_WORDS = re.compile(r"[a-z0-9]+")
_ASCII_GAPS = re.compile(r"[^a-z0-9]+")


def _may_be_coloured(folded: str) -> bool:
    """Whether ``_beside`` may find a colour beside some word of ``folded`` (never False where
    it does): outside ASCII always; else where a word is a colour (``strict``), or a word of a
    colour's letters stands where a window of ``_beside`` may cut it (a long word, or a long gap
    beside it: what is left of it is read as a word)."""
    if not folded.isascii():
        return True
    words = _ASCII_WORDS.findall(folded)
    if any(strict(t) is not None for t in set(words)):
        return True
    # (a window cuts a word only where it and a gap beside it are longer than 24 together:
    # where the longest word and the longest gap are not, no pair of them is)
    if max(map(len, words), default=0) + max(map(len, _ASCII_GAPS.findall(folded)), default=0) <= 24:
        return False
    spans = [m.span() for m in _ASCII_WORDS.finditer(folded)]
    for (a, b), (c, d) in zip(spans, spans[1:]):
        gap = c - b
        cut = gap < 24 and (b - a + gap > 24 or gap + d - c > 24)
        if cut and (_colour_letters().search(folded[a:b]) or _colour_letters().search(folded[c:d])):
            return True
    return False


@lru_cache(maxsize=1)
def _colour_letters() -> re.Pattern[str]:
    """The letters a word read as a colour by ``strict`` holds: a colour's name, or its
    masculine's without the "o" (a Romance feminine, "rossa")."""
    keys = {n for n, _ in names()} | {n[:-1] for n, _ in names() if n.endswith("o") and len(n) >= 4}
    return re.compile("|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True)))


def _may_hold_code(folded: str) -> bool:
    """Whether a model's code may stand in ``folded``: a word of letters and digits together
    (a code is; what a window cuts of a word of letters alone is none)."""
    return any(not t.isalpha() and not t.isdigit() for t in _TOKEN.findall(folded))


# a name and the number of its model ("iphone 13", "kindle 11"), not a size or a count
_NUMBERED = re.compile(r"(?<![\w-])([a-z]{4,}) (\d{1,2})"
                       r"(?![\d.,]|\s?(?:cm|mm|ml|l|kg|g|gb|tb|w|v|x|%|pcs|st|stk|tlg|szt|adet)\b)")


@lru_cache(maxsize=4096)
def _numbered(title: str) -> dict[str, str]:
    """A title's names that carry a model's number ("iPhone 13": {"iphone": "13"}), where the
    name is no word of the kind of product the title names."""
    found = dict(_NUMBERED.findall(fold(title)))
    return {w: n for w, n in found.items() if len(found) == 1}


def _near(hue: str, said: frozenset[str]) -> bool:
    return hue in said or any(frozenset((hue, s)) in _NEAR for s in said)


def _said_in_sentence(text: str, at: int, said: frozenset[str]) -> bool:
    """Whether the sentence around ``text[at]`` says one of the line's own colours anywhere
    (a wrong colour sent is complained of beside the one ordered)."""
    start = max(text.rfind(mark, 0, at) for mark in ".!?\n。！？")
    ends = [e for e in (text.find(mark, at) for mark in ".!?\n。！？") if e >= 0]
    sentence = text[start + 1:min(ends, default=len(text))]
    hues = {strict(t) for t in _TOKEN.findall(sentence)}
    if _CJK.search(sentence):
        hues |= {hue for name, hue in _cjk_names() if name in sentence}
    return any(h is not None and _near(h, said) for h in hues)


@lru_cache(maxsize=4096)
def _codes(title: str) -> dict[str, str]:
    """A title's model codes by their shape ("a34" by "a99")."""
    return {_shape(c): c for c in _CODE.findall(fold(title)) if _is_code(c)}


def _codes_beside(text: str, start: int, end: int) -> list[str]:
    """The model codes written right before ``text[start:end]`` or in the two words after."""
    before = _TOKEN.findall(text[max(0, start - 24):start])[-1:]
    following = _TOKEN.findall(text[end:end + 48])
    # (or in the words after a "for" said of it: "Etui do Samsunga A54", "the case for my S24")
    after = following[:2] + after_for(following)
    return [t for t in (*before, *after) if _is_code(t)]


def _is_code(token: str) -> bool:
    """Letters and digits together ("a34", "g80", "305xl"), not a size or a quantity with its
    unit after the figure ("128gb", "5g", "20w")."""
    letters = re.sub(r"\d", "", token)
    return len(token) >= 3 and bool(letters) and letters != token \
        and _MIXED.fullmatch(token) is not None \
        and (token[0].isalpha() or letters not in _UNITS)


def _shape(code: str) -> str:
    return re.sub(r"\d", "9", code)


def _beside(text: str, start: int, end: int) -> set[str]:
    """The colours said right before or after ``text[start:end]``."""
    found = set()
    before = _TOKEN.findall(text[max(0, start - 24):start])
    after = _TOKEN.findall(text[end:end + 24])
    if before and not (start > 0 and _CJK.match(text[start - 1])):
        found.add(strict(before[-1]))
    if after and not _CJK.match(text[end:end + 1] or " "):
        found.add(strict(after[0]))
    if start > 0 and _CJK.match(text[start - 1]):
        window = text[max(0, start - _CJK_BEFORE):start]
        found |= {hue for name, hue in _cjk_names() if name in window}
    return found - {None}  # type: ignore[return-value]


@lru_cache(maxsize=1)
def _cjk_names() -> tuple[tuple[str, str], ...]:
    """The Japanese and Chinese colour names, the longest first."""
    return tuple(sorted(((n, hue) for n, hue in names() if _CJK.search(n)),
                        key=lambda x: -len(x[0])))


def _other_variety(texts: list[str], titles: Titles) -> set[int]:
    """The lines whose title names a variety of its kind ("Table Lamp") that the customer's
    words never name while they name another variety of that kind ("taklampan", the ceiling
    lamp): another item of the kind, as another colour is (``tables.varieties``)."""
    of_titles = [_varieties(fold(line.title)) for line in titles.lines]
    if not any(of_titles):
        return set()
    # (an order named by its item names no item: "before the earbuds order"; nor a thing named
    # as what the item is of the same brand as: "같은 브랜드 드라이기를 여기서 샀으니까")
    said = frozenset().union(*(_varieties(_SAME_BRAND.sub(" ", _ORDER_OF.sub(" ", fold(text))))
                               for text in texts))
    kinds = {kind for kind, _ in said}
    return {i for i, own in enumerate(of_titles)
            if own and not own & said and any(kind in kinds for kind, _ in own)}


def other_variety(texts: list[str], titles: Titles) -> set[int]:
    """The lines named only as another variety of their kind (``_other_variety``), or only by
    a word inside the name of another kind (``qualified``: "la machine à café" of a "Moulin à
    café"), or not the brand and model the customer names (``brands``: "meu Adidas Ultraboost"
    of a "Tênis Nike Pegasus 40")."""
    return _other_variety(texts, titles) | other_kind_phrase(texts, titles) \
        | another_brand(texts, titles, titles.codes or ())


_ORDER_OF = re.compile(r"[\w-]+(?= (?:order|purchase)(?![\w]))")
# "of the same brand as" and the (up to four) words after it in its sentence, folded, in the
# covered languages
_SAME_BRAND = re.compile(
    r"(?:same (?:brand|make)|(?:gleiche|gleichen|selben|derselben) marke|meme marque|misma marca|stessa marca"
    r"|mesma marca|(?:het)?zelfde merk|tej samej marki|aceeasi marca|samma marke|samme m(?:ae|æ)rke"
    r"|samme merke|sama merkki|ayn[iı] marka|같은 브랜드|같은 회사|동일 브랜드|同じブランド|同じメーカー"
    r"|同一品牌|同品牌|同一个牌子|同个牌子|同一個牌子|نفس الماركة|نفس الشركة)"
    r"[^\w.!?。！？\n]*(?:\w++[^\w.!?。！？\n]*+){0,4}")


@lru_cache(maxsize=4096)
def _varieties(folded: str) -> frozenset[tuple[str, str]]:
    """The (kind, variety) pairs a folded text names."""
    if not gates.prefilter(_variety_names())(folded):
        return frozenset()  # (most texts: no variety's word, found in one pass)
    return frozenset(tuple(name.split("__")) for m in _variety_names().finditer(folded)  # type: ignore[misc]
                     for name, hit in m.groupdict().items() if hit)


@lru_cache(maxsize=1)
def _variety_names() -> re.Pattern[str]:
    groups = []
    for kind, kinds in VARIETIES.items():
        for variety, words in kinds.items():
            spaced = [fold_fragment(f) for c, fs in words.items() if c not in RUN_TOGETHER for f in fs]
            runs = [fold_fragment(f) for c, fs in words.items() if c in RUN_TOGETHER for f in fs]
            body = [r"(?<![\w])(?:" + "|".join(spaced) + r")(?![\w])", *runs]
            groups.append(f"(?P<{kind}__{variety}>" + "|".join(body) + ")")
    return re.compile("|".join(groups))


# the words of a model's tier, said after its series' name ("Buds FE", "iPhone 15 Plus", "Redmi
# Note 12 Pro"); the two-letter ones only as customers write them, in capitals ("FE", "SE": "se"
# is a word of four languages)
_TIERS = frozenset(["pro", "plus", "max", "mini", "lite", "ultra", "fe", "se", "air", "neo"])
_CAPITALS = frozenset(["fe", "se"])
TIERS, CAPITALS = _TIERS, _CAPITALS  # (read by ``untiered`` too: never "se", "no se" is Spanish)
# a model's name and its number ("Go 3", "Flip 6"), written capitalised by the customer, not a
# size, a count or a year
_MODEL = re.compile(r"(?<![\w-])([A-Za-z][a-z]{1,9}) (\d{1,2})"
                    r"(?!\d|[.,]\d|\s?(?:cm|mm|ml|l|kg|g|gb|tb|w|v|x|%|pcs|st|stk|tlg|szt|adet)\b)")
# a size, a setting, a part, a time said with its number ("Größe 38", "Stufe 3", "Teil 2")
_NOT_MODELS = frozenset(["size", "grosse", "taille", "talla", "taglia", "tamanho", "maat", "rozmiar", "storlek",
                         "koko", "beden", "level", "stufe", "niveau", "nivel", "mode", "modus", "part", "teil",
                         "week", "woche", "day", "tag", "page", "seite", "step", "schritt", "number", "nummer",
                         "nr", "no", "gen", "generation", "version", "model", "modell", "type", "typ"])
# what every model ``_models`` reads holds: a capitalised name, a space, a figure
_CAPITAL_NUMBERED = re.compile(r"[A-Z][a-z]{1,9} \d")
_SHORT = 8  # words of a sentence that says only which item it is ("De Flip 6, de grote blauwe")
# an article or a possessive before a model's name ("de Flip 6", "my Flip 6", "der Flip 6")
_ARTICLES = frozenset(["the", "my", "a", "de", "het", "mijn", "een", "der", "die", "das", "den", "mein", "meine",
                       "meinen", "le", "la", "mon", "ma", "el", "mi", "il", "lo", "o", "det", "min", "mitt"])


def other_model(texts: list[str], titles: Titles) -> set[int]:
    """The lines named only as another model of their brand or series: a tier the title does not
    hold after the series' name ("Galaxy Buds FE" of a "Galaxy Buds2 Pro" line), or, where the
    title's model is a name and a number ("JBL Go 3"), another capitalised name and number
    ("the Flip 6") right after the title's brand, or in a sentence that names not the line while the
    customer writes the brand elsewhere. The title's own tier, its model's name (abbreviated:
    "the Go", "Buds") said anywhere keeps the line named."""
    other: set[int] = set()
    folded = [fold(text) for text in texts]
    models = [_title_model(line.title) for line in titles.lines]
    words = [set(_TOKEN.findall(fold(line.title))) for line in titles.lines]
    said = set().union(*(_TOKEN.findall(low) for low in folded))
    tiers: tuple[set[int], set[int]] = (set(), set())  # (own, other) by a tier
    for text, low in zip(texts, folded) if not _TIERS.isdisjoint(said) else ():
        for mention in titles.mentions(low):
            if not _names(mention.words):
                continue
            after = _TOKEN.findall(low[mention.end:mention.end + 24])[:2]
            after = after[1:] if after and after[0].isdigit() else after[:1]
            for tier in (t for t in after if t in _TIERS):
                if tier in words[mention.line]:
                    tiers[0].add(mention.line)
                elif tier not in _CAPITALS or re.search(rf"(?<![\w]){tier.upper()}(?![\w])", text):
                    tiers[1].add(mention.line)
    other |= tiers[1] - tiers[0]
    for i, model in enumerate(models):
        if model is None or model[1] in said:
            continue  # the title's model named, abbreviated too ("the Go", "Go 3")
        found: set[int] = set()
        for text in texts:
            if _CAPITAL_NUMBERED.search(text):  # (only a capitalised name can: see ``_models``)
                _models(text, model, titles, i, found, model[0] in said)
        other |= found
    return other


def _title_model(title: str) -> tuple[str, str, str] | None:
    """A title's brand, model name and number ("JBL Go 3": ("jbl", "go", "3")), where the title
    has one model of that shape right after its brand."""
    found = [(m.group(1).lower(), m.group(2), m.start()) for m in _MODEL.finditer(title)]
    if len(found) != 1:
        return None
    name, number, at = found[0]
    before = _TOKEN.findall(fold(title[:at]))
    return (before[-1], name, number) if before and before[-1].isalpha() and len(before[-1]) > 1 else None


def _models(text: str, model: tuple[str, str, str], titles: Titles, i: int, other: set[int],
            brand_said: bool) -> None:
    """Another name and number than the title's model's, said as the item (see ``other_model``)."""
    brand, name, _ = model
    for sentence in re.split(r"[.!?\n]", text):
        for m in _MODEL.finditer(sentence):
            said = fold(m.group(1))
            if not m.group(1)[0].isupper() or said in (name, *_NOT_MODELS) or said in titles.titles[i].words:
                continue
            before = _TOKEN.findall(fold(sentence[:m.start()]))[-1:]
            # right after the brand, or as the item a short sentence names ("De Flip 6, de grote
            # blauwe", answering which one) where the customer writes the brand elsewhere
            answer = bool(before) and before[0] in _ARTICLES and brand_said \
                and len(sentence.split()) <= _SHORT \
                and not any(x.line == i and _names(x.words) for x in titles.mentions(fold(sentence)))
            if before == [brand] or answer:
                other.add(i)


def _names(words: frozenset[str]) -> bool:
    """Whether a mention's words name a line by more than its colour."""
    return any(not w.startswith("@") and strict(w) is None for w in words)


# a size written with its unit ("28 cm", "1,5 l", "90x200 cm", "13\""), folded, the units by what
# they measure, so "zoll" and "inch" are one (never a memory's "128 GB": a card may be spoken of)
_SIZE = re.compile(r"(?<![\w.,])(\d{1,4}(?:[.,]\d{1,2})?(?:\s?[x×]\s?\d{1,4}(?:[.,]\d{1,2})?){0,2})\s?"
                   r"(cm|mm|ml|cl|dl|l|kg|inch(?:es)?|zoll|pouces?|pulgadas?|pollici|polegadas?|tommer|tum"
                   r"|cali|inc|[\"“”″]|سم|مم|لتر|ليتر|厘米|公分|毫米|センチ|インチ|리터|인치)(?![a-z0-9])")
_UNIT = {"inches": "in", "inch": "in", "zoll": "in", "pouce": "in", "pouces": "in", "pulgada": "in",
         "pulgadas": "in", "pollici": "in", "polegada": "in", "polegadas": "in", "tommer": "in", "tum": "in",
         "cali": "in", "inc": "in", '"': "in", "“": "in", "”": "in", "″": "in", "インチ": "in", "인치": "in",
         "سم": "cm", "厘米": "cm", "公分": "cm", "センチ": "cm", "مم": "mm", "毫米": "mm", "لتر": "l",
         "ليتر": "l", "리터": "l"}
# a size said right after the item, or after a word for "of" ("la poêle de 28 cm", "Pfanne mit 28 cm")
_AFTER = re.compile(r"\s*[(,]?\s*(?:(?:of|de|da|di|do|du|del|della|van|von|mit|med|på|pa|w|z|ze|din|en|in|im|i)\s)?$")
_BEFORE = re.compile(r"\s*(?:の|的|짜리)?\s*$")


def other_size(texts: list[str], titles: Titles) -> set[int]:
    """The lines whose title says a size with its unit ("Paistinpannu 24 cm"), named with
    another size of that unit right beside them ("the 28 cm pan", "la poêle de 28 cm") and never
    with one of their own (a figure of the title's size with its unit written anywhere keeps the
    line: "I ordered the 24 cm, the 28 cm came"). Another size is another item of its kind, as
    another colour is."""
    sizes = [_sizes(fold(line.title)) for line in titles.lines]
    if not any(sizes):
        return set()
    folded = [fold(text) for text in texts]
    written = [list(_SIZE.finditer(low)) for low in folded]  # (each text's sizes found once)
    said = {(unit, n) for found in written for m in found for unit, ns in _sizes(m.group()).items() for n in ns}
    other: set[int] = set()
    for low, found in zip(folded, written):
        if not found:
            continue
        for mention in titles.mentions(low):
            own = sizes[mention.line]
            if not own or not _names(mention.words) or any((u, n) in said for u, ns in own.items() for n in ns):
                continue
            for m in found:
                beside = (m.end() <= mention.start and _BEFORE.fullmatch(low[m.end():mention.start])) or (
                    m.start() >= mention.end and _AFTER.fullmatch(low[mention.end:m.start()]))
                for unit, numbers in _sizes(m.group()).items() if beside else ():
                    if unit in own and not numbers & own[unit]:
                        other.add(mention.line)
    return other


@lru_cache(maxsize=4096)
def _sizes(folded: str) -> dict[str, frozenset[str]]:
    """The figures of each unit a folded text writes sizes in ({"cm": {"90", "200"}})."""
    out: dict[str, set[str]] = {}
    for m in _SIZE.finditer(folded):
        unit = _UNIT.get(m.group(2), m.group(2))
        for n in re.findall(r"\d+(?:[.,]\d+)?", m.group(1)):
            out.setdefault(unit, set()).add(n.replace(",", ".").rstrip("0").rstrip(".") if "." in n or "," in n else n)
    return {u: frozenset(ns) for u, ns in out.items()}


def sizes_in(folded: str) -> dict[str, frozenset[str]]:
    """The figures of each unit a folded text writes sizes in (``_sizes``, for ``sized``)."""
    return _sizes(folded)
