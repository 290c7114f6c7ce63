"""Which kind of product a word names, in any covered language (``tables.products``).

A customer names a product in their own words ("die Karaffe", "strømper", "保温杯") while the
payment's line titles are in English or another language ("Crystal Decanter 1.5L", "Merino
Wool Socks", "Insulated Travel Mug"). The table maps each name to a *concept*; a word of the
customer's names a line when the line's title names the same concept, and names something no
line is when no title names it.

- ``of_word(word)``: the concept a customer's word (as ``text.fold`` leaves it) names, or None;
  one dictionary lookup of the word, then one of its stem (``titles.stem``) where an ending
  came off: the reading runs on every refund. A Korean word is looked up with its particle off;
  an Arabic word found by neither, as a broken plural of a name by its consonants ("فناجين").
- ``of_title(title)``: the concepts a line's title names (cached): its phrases of two words
  first ("Duvet Cover" is a duvet cover, not a duvet), then each other word, as is, by its stem,
  or by a compound's head ("Kaffeetasse": "tasse"); its Japanese and Chinese runs by the
  names they hold. A kind that qualifies another (``products.QUALIFIERS``: "Glass Teapot",
  "Phone Wallet", "Table Lamp") counts only where the title names no other.
- ``cjk_names(concept)``: a concept's Japanese and Chinese names, searched in a text's runs;
  ``covered_by(name)``: the longer names of other concepts holding it ("手机" in "手机壳",
  "グラス" in "サングラス"), so a phone case is never read as a phone.

A name written under two concepts names neither; a name that is one of a covered language's
commonest words names nothing; a Japanese or Chinese name of one character is not searched (it
stands inside too many other words: 本, 杯, 包).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from service.judgment import tables
from service.judgment.colours import colour, finish, strict
from service.judgment.colours import names as colour_names
from service.judgment.tables.products import (
    ACCESSORIES,
    CONCEPTS,
    FAMILIES,
    LANGUAGES,
    NARROWER,
    QUALIFIERS,
)
from service.judgment.text import fold, unsuspended

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]+")
_NOT_LATIN = re.compile(r"[^\u0000-\u024f\u1e00-\u1eff]")  # a letter of another script than Latin
_WORD = re.compile(r"[^\W_]+(?:['-][^\W_]+)*")
# Korean particles a word carries ("머그컵이", "이불을", "양말들은"): taken off before the lookup.
_PARTICLES = ("들이", "들을", "들은", "들도", "에서", "으로", "이랑", "까지", "하고", "들", "이", "가", "을",
              "를", "은", "는", "도", "의", "에", "와", "과", "로", "랑", "만")
# a title that sells a part with what it is for: "+", "&", "with", "and", "incl." in any covered
# language ("Zahnbürste mit 2 Aufsteckbürsten", "brosse à dents avec têtes", "歯ブラシ+替えブラシ")
_BUNDLE = re.compile(r"[+&＋]|\b(?:with|and|plus|incl\w*|inkl\w*|mit|und|avec|et|con|y|e|com|met|en|z|i|oraz"
                     r"|cu|si|și|och|med|og|ja|ile|ve|و)\b|付き|付|带|帶|含|및|포함")
_NUMBERED = re.compile(r"([^\W\d_]{3,})\d{1,3}")  # a kind's word, a model's number after it
_PARTS = re.compile(r"\s[-–—|/]\s|\s/|/\s|[,(]")
# a kind in two families ("charger": a power bank's and a cable's) is of both; the two others
# are not of one another's (no one calls a cable a power bank)
_FAMILY = {kind: frozenset().union(*(g for g in FAMILIES if kind in g))
           for group in FAMILIES for kind in group}
# (a narrower kind is of its broader kind's family, that family not of it: ``products.NARROWER``)
_FAMILY.update({kind: _FAMILY.get(broad, frozenset({broad})) | {kind} for kind, broad in NARROWER.items()})
_COMMON = frozenset(w for code in tables.COVERED
                    for w in tables.table(code).function)  # type: ignore[union-attr]


_COLOUR_NAMES = frozenset(name for name, _ in colour_names())


def _stem(word: str) -> str:
    global _STEM
    if _STEM is None:
        from service.judgment.matching import stem  # matching imports this module
        _STEM = stem
    return _STEM(word)


_STEM: Callable[[str], str] | None = None


@lru_cache(maxsize=1)
def _load() -> tuple[dict[str, str], dict[str, str], dict[tuple[str, ...], str],
                     dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """The table's names folded: single words (and their stems), phrases of titles, Japanese
    and Chinese names by concept, and the longer names that cover a Japanese or Chinese one."""
    words: dict[str, set[str]] = {}
    phrases: dict[tuple[str, ...], set[str]] = {}
    for concept, row in CONCEPTS.items():
        cells = row.split("|")
        if len(cells) != len(LANGUAGES):
            raise ValueError(f"product concept {concept!r} has {len(cells)} languages")
        for cell in cells:
            for raw in cell.split(","):
                name = fold(raw.strip())
                if not name:
                    continue
                tokens = tuple(_WORD.findall(name)) if not _CJK.search(name) else (name,)
                if len(tokens) == 1 and name in _COLOUR_NAMES:
                    continue  # a name folded onto a colour's ("bläck", ink: "black") names none
                if len(tokens) > 1:
                    phrases.setdefault(tokens, set()).add(concept)
                elif tokens:
                    words.setdefault(tokens[0], set()).add(concept)
    exact = {w: next(iter(c)) for w, c in words.items()
             if len(c) == 1 and w not in _COMMON and (len(w) >= 3 or _HANGUL.fullmatch(w)
                                                     or _CJK.search(w) and len(w) >= 2)}
    stems: dict[str, set[str]] = {}
    for w, c in exact.items():
        # a name gives its stem where at most a letter came off: "espressor" less "or" is
        # Italian "espressa" (express), "wallet" less "et" a "wall"
        if not _CJK.search(w) and not _HANGUL.search(w) and len(w) - len(_stem(w)) <= 1:
            stems.setdefault(_stem(w), set()).add(c)
    stemmed = {s: next(iter(c)) for s, c in stems.items() if len(c) == 1 and len(s) >= 3
               and (s not in words or s in exact)}
    phrase = {p: next(iter(c)) for p, c in phrases.items() if len(c) == 1}
    cjk: dict[str, list[str]] = {}
    for w, c in exact.items():
        if _CJK.search(w):
            cjk.setdefault(c, []).append(w)
    cjk_all = [(w, c) for w, c in exact.items() if _CJK.search(w)]
    covers = {w: tuple(o for o, oc in cjk_all if oc != c and w in o and o != w)
              for w, c in cjk_all}
    return (exact, stemmed, phrase, {c: tuple(ws) for c, ws in cjk.items()},
            {w: o for w, o in covers.items() if o})


@lru_cache(maxsize=65536)
def of_word(word: str) -> str | None:
    """The concept a customer's word names (see the module's docstring), or None."""
    if word.isdigit() and word.isascii():
        return None  # (no name of a kind is figures alone: ``test_numerals``)
    found = named(word)
    if found is not None or not word.isascii() and (_CJK.search(word) or _HANGUL.match(word)):
        return found
    # by its stem only where an ending came off: a bare "wall" is no "wallet", "cast" no "căști"
    definite = _DEFINITE_PLURAL.fullmatch(word)
    if definite is not None and definite.group(1) in _load()[0]:
        # a Nordic plural's definite form ("tallrikarna", "skålarna", "tallerkenerne",
        # "skålene": the plates, the bowls) names what its noun names
        return _load()[0][definite.group(1)]
    if strict(word) is not None:
        return None  # a colour's word is no other name less its ending ("musta", black: ink)
    stem = _stem(word)
    found = _load()[1].get(stem) if stem != word and _ending_fits(word, stem) else None
    if found is None and _ARABIC.fullmatch(word):
        return _broken_plural(word)
    return found if found is not None else _weak_grade(word)


@lru_cache(maxsize=65536)
def shared(word: str) -> frozenset[str]:
    """The kinds a name the table gives to several names (Danish "tæppe", "tæppet": a rug and a
    blanket), by the word or its stem; empty for others."""
    if word.isdigit() and word.isascii():
        return frozenset()  # (figures alone: ``of_word``)
    names, stems = _shared()
    found = names.get(word)
    if found is None and not _CJK.search(word):
        # by its stem only where an ending of a name's language came off: a bare "takk" (thanks)
        # is no Finnish "takki" (a jacket, folded as "täkki", a duvet) less its ending
        stem = _stem(word)
        held = stems.get(stem) if stem != word else None
        if held is not None and (not word.startswith(stem) or not held[1].isdisjoint(
                _ENDING_LANGUAGES.get(word[len(stem):], ()))):
            found = held[0]
    return found or frozenset()


@lru_cache(maxsize=1)
def _shared() -> tuple[dict[str, frozenset[str]], dict[str, tuple[frozenset[str], frozenset[str]]]]:
    """The names of several kinds, and their stems with those kinds and the names' languages."""
    words: dict[str, set[str]] = {}
    for concept, row in CONCEPTS.items():
        for raw in row.replace("|", ",").split(","):
            name = fold(raw.strip())
            if name and " " not in name and len(name) >= 4 and name not in _COMMON:
                words.setdefault(name, set()).add(concept)
    found = {w: frozenset(c) for w, c in words.items() if len(c) > 1}
    stems: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for w, c in found.items():
        if len(w) - len(_stem(w)) <= 1:
            kinds, codes = stems.get(_stem(w), (frozenset(), frozenset()))
            stems[_stem(w)] = (kinds | c, codes | _languages_of().get(w, frozenset()))
    return found, stems


# a Finnish noun inflected in its weak grade: "tt", "kk", "pp" written single before a case
# ending ("teltan", "sukat", "matkalaukun": of teltta, sukka, matkalaukku)
_WEAK = re.compile(r"(\w{2,})([tkp])([aeiouy])(?:n|t|lla|lle|ssa|sta|lta|ksi)")


# the same endings on a stem that keeps its grade ("mukista", "laukussa": of muki, laukku)
_CASED = re.compile(r"(\w{2,}[aeiouy])(?:lla|lle|ssa|sta|lta|ksi)")


def _weak_grade(word: str) -> str | None:
    weak = _WEAK.fullmatch(word)
    cased = _CASED.fullmatch(word)
    for base in ((f"{weak.group(1)}{weak.group(2) * 2}{weak.group(3)}",) if weak else ()) + (
            (cased.group(1),) if cased else ()):
        if "fi" in _languages_of().get(base, frozenset()):
            return _load()[0].get(base)
    return None


# the languages that put each ending ``titles.stem`` takes off on a noun (a plural, a case, a
# definite form): an ending names a name's form only in the name's language ("covers" is no
# plural of Italian "cover", a phone case; "press" none of Romanian "preș", a doormat; "fundo"
# no form of Spanish "funda", "perche" none of "percha"); a gender's vowel is no ending
_ENDING_LANGUAGES = {
    "ene": ("da", "nb"), "ane": ("nb",), "ies": ("en",), "es": ("en", "es", "fr", "pt", "de"),
    "en": ("de", "nl", "sv", "da", "nb", "fi"), "er": ("de", "sv", "da", "nb"), "ar": ("sv", "tr"),
    "or": ("sv",), "et": ("sv", "da", "nb"), "na": ("sv", "fi", "pl"),
    "s": ("en", "fr", "es", "pt", "nl", "de"), "e": ("de", "it", "ro", "fr", "pl", "da", "nb", "nl", "tr"),
    "n": ("de", "nl", "sv", "da", "nb", "fi", "tr"), "a": ("nb", "pl", "fi", "ro", "tr", "it"),
    "i": ("it", "ro", "pl", "tr", "fi"), "y": ("pl",), "o": ("pl",)}


def _ending_fits(word: str, stem: str) -> bool:
    """Whether the ending ``stem`` leaves off ``word`` is one the language of a name with that
    stem puts on a noun (an Arabic article taken off fits any), and a stem of four letters takes
    an ending of one ("filter" is no Swedish "filt", a blanket, less a plural's "-er": "filtar")."""
    if not word.startswith(stem):
        return True
    ending = word[len(stem):]
    if len(stem) <= 4 and len(ending) > 1:
        return False
    codes = _ENDING_LANGUAGES.get(ending, ())
    return not _stem_languages().get(stem, frozenset()).isdisjoint(codes)


@lru_cache(maxsize=1)
def _stem_languages() -> dict[str, frozenset[str]]:
    """The languages of the names each stem of ``_load`` is a stem of."""
    found: dict[str, set[str]] = {}
    for name, codes in _languages_of().items():
        if name in _load()[0] and len(name) - len(_stem(name)) <= 1:
            found.setdefault(_stem(name), set()).update(codes)
    return {s: frozenset(c) for s, c in found.items()}


# Arabic letters, and those of them that write no consonant of a noun's pattern after its
# first letter: the long vowels and their seats, the hamza's seats, the feminine ending
# (``text.fold`` writes "ة" as "ه"); a broken plural keeps its singular's consonants
# ("فنجان" / "فناجين", "معطف" / "معاطف", "مصباح" / "مصابيح"), its vowels and their seats change
_ARABIC = re.compile(r"[\u0621-\u064a]+")
_NOT_ROOT = re.compile(r"[اأإآوؤيئىءة]|ه$")
_ARTICLE = re.compile(r"^(?:وال|بال|فال|كال|لل|ال)(?=[\u0621-\u064a]{3})")


def _root(word: str) -> str:
    """An Arabic noun's consonants: its article and a plural's first alif off ("أطباق"), the
    letters of ``_NOT_ROOT`` after its first, a letter said twice said once ("سكاكين")."""
    core = _ARTICLE.sub("", word)
    core = core[1:] if core[:1] in ("ا", "أ", "إ", "آ") and len(core) > 3 else core
    return re.sub(r"(.)\1+", r"\1", core[:1] + _NOT_ROOT.sub("", core[1:]))


def _broken_plural(word: str) -> str | None:
    """The concept an Arabic word names as a plural of a name the table holds: its consonants
    are that name's, and it writes more than its consonants (a word that is only its
    consonants, "كتب", is as often a verb, wrote, as books), with "و" (and) or "ب" (with)
    glued on or not."""
    for said in (word, word[1:]) if word[:1] in ("و", "ب") and len(word) > 4 else (word,):
        root = _root(said)
        if len(root) >= 3 and root != _ARTICLE.sub("", said) and root in _roots():
            return _roots()[root]
    return None


@lru_cache(maxsize=1)
def _roots() -> dict[str, str]:
    """The table's Arabic names by their consonants, where three or more name one concept
    (two say too little: "كأس", a glass, and "كيس", a bag, share theirs)."""
    found: dict[str, set[str]] = {}
    for word, concept in _load()[0].items():
        if _ARABIC.fullmatch(word) and len(root := _root(word)) >= 3:
            found.setdefault(root, set()).add(concept)
    return {r: next(iter(c)) for r, c in found.items() if len(c) == 1}


# an Arabic noun's dual (folded: "ة" is "ه"), the feminine's "ت" kept before its ending
_AR_DUAL = re.compile(r"(?:ال)?([\u0600-\u06ff]{3,}?)(?:(ت)(?:ين|ان)|ين|ان)")
_DEFINITE_PLURAL = re.compile(r"(\w{3,}?)(?:arna|orna|erna|erne|ene)")


@lru_cache(maxsize=65536)
def named(word: str) -> str | None:
    """The concept a word names as the table writes it (a Korean word with its particle off),
    without a stem: what says a kind no line is must be the kind's own name ("räcker", it is
    enough, is no "rack" less its ending)."""
    exact = _load()[0]  # loaded once, on first use (``titles`` imports this module)
    found = exact.get(word)
    if found is None and not word.isascii() and _HANGUL.match(word):
        # every particle the word may end in, longest first ("샌들이" is "샌들" and "이", not
        # "샌" and the plural's "들이")
        return next((exact[word[:-len(p)]] for p in _PARTICLES
                     if word.endswith(p) and len(word) > len(p) and word[:-len(p)] in exact), None)
    if found is None and not word.isascii() and _ARABIC_ARTICLE.match(word):
        found = exact.get(_ARABIC_ARTICLE.sub("", word))  # "السماعات": the earphones
    if found is None and not word.isascii() and (dual := _AR_DUAL.fullmatch(word)) is not None:
        # an Arabic dual, its article on or off ("المخدتين", the two cushions: "مخدة"; "كوبين")
        found = exact.get(dual.group(1) + "ه") if dual.group(2) else exact.get(dual.group(1))
    if found is None and len(word) >= 6:
        bare = _bare(word)
        return exact.get(bare) if bare is not None else None
    return found


# endings a language glues on a name in a sentence: a Nordic definite form ("brödrosten",
# "hanskene", "handskarna", "sandalene": the toaster, the gloves, the sandals), a Turkish plural
# ("eldivenler") and a Romanian definite one ("sandalele", "tricoul"); the
# name without it must be that language's own ("räcker", it is enough, is still no "rack")
_GLUED = (("en", ("sv", "da", "nb")), ("et", ("sv", "da", "nb")), ("na", ("sv",)),
          ("ne", ("da", "nb")), ("ene", ("da", "nb")), ("n", ("sv", "da", "nb")), ("leri", ("tr",)),
          ("lari", ("tr",)), ("ler", ("tr",)), ("lar", ("tr",)), ("le", ("ro",)), ("ul", ("ro",)))


def _bare(word: str) -> str | None:
    """``word`` without an ending its language glues on a name, where the rest is a name of
    that language (``_GLUED``), or None."""
    for ending, codes in _GLUED:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            bare = word[:-len(ending)]
            if not _languages_of().get(bare, frozenset()).isdisjoint(codes):
                return bare
    if word.endswith("ene"):
        # a Norwegian noun of "-en" writes its definite plural's ending over its own:
        # "tallerkene", "lakene", the plates, the sheets (of "tallerken", "laken")
        bare = word[:-1]
        if "nb" in _languages_of().get(bare, frozenset()):
            return bare
        # and a noun named by its plural of "-er" writes it over that: "hodetelefonene",
        # "børstehodene" (of "hodetelefoner", "børstehoder")
        bare = word[:-3] + "er"
        if "nb" in _languages_of().get(bare, frozenset()):
            return bare
    return None


# Arabic's article (with a preposition or "and" before it) glued on a name
_ARABIC_ARTICLE = re.compile(r"^(?:وال|بال|فال|كال|لل|ال)(?=[\u0600-\u06ff]{3})")


def named_in(word: str, codes: tuple[str, ...]) -> bool:
    """Whether ``word`` is a kind's name in one of the languages ``codes`` (a Japanese, Chinese
    or Korean word: in any): "mese" is tables in Romanian, and a month in an Italian text."""
    if not word.isascii() and (_CJK.search(word) or _HANGUL.match(word)):
        return True
    found = _languages_of().get(word) or _languages_of().get(
        _bare(word) or _ARABIC_ARTICLE.sub("", word), frozenset())
    # Norwegian, Danish and Swedish read one another, and a short text may be told as either
    return not found.isdisjoint(codes) or bool(_NORDIC & found and _NORDIC.intersection(codes))


_NORDIC = frozenset({"nb", "da", "sv"})


def names() -> frozenset[str]:
    """Every kind's name in every covered language (folded)."""
    return frozenset(_languages_of())


@lru_cache(maxsize=1)
def _languages_of() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for row in CONCEPTS.values():
        for code, cell in zip(LANGUAGES, row.split("|")):
            for raw in cell.split(","):
                found.setdefault(fold(raw.strip()), set()).add(code)
    return {w: frozenset(c) for w, c in found.items()}


@lru_cache(maxsize=65536)  # (a kind's name ends in common words: "the", "on" are looked up often)
def of_phrase(words: tuple[str, ...]) -> str | None:
    """The concept a customer's last two or three words name together, each by its stem
    ("housses de coussin": cushion covers, where "coussin" alone is a cushion)."""
    phrases = _phrases_by_stem()
    for size in (3, 2):
        if len(words) >= size:
            found = phrases.get(tuple(_stem(w) for w in words[-size:]))
            if found is not None:
                return found
    return None


def phrase_stems() -> Iterable[tuple[str, ...]]:
    """The kinds' names of several words, as stems (``of_phrase`` reads them)."""
    return _phrases_by_stem().keys()


@lru_cache(maxsize=1)
def _phrases_by_stem() -> dict[tuple[str, ...], str]:
    kinds: dict[tuple[str, ...], set[str]] = {}
    # a name written with a hyphen ("grille-pain") is read as its words are written apart
    hyphened = {tuple(w.split("-")): k for w, k in _load()[0].items() if "-" in w and "'" not in w}
    for phrase, kind in (*_load()[2].items(), *hyphened.items()):
        if len(phrase) <= 3 and all(phrase):
            kinds.setdefault(tuple(_stem(w) for w in phrase), set()).add(kind)
    return {p: next(iter(k)) for p, k in kinds.items() if len(k) == 1}


@lru_cache(maxsize=1)
def phrase_ends() -> frozenset[str]:
    """The stems that end a kind's name of several words ("pain" of "grille-pain", "makinesi"
    of "ekmek kızartma makinesi"): a customer's word among them may end such a name."""
    return frozenset(p[-1] for p in _phrases_by_stem())


def cjk_names(concept: str) -> tuple[str, ...]:
    """The concept's Japanese and Chinese names (two characters or more)."""
    return _load()[3].get(concept, ())


def covered_by(name: str) -> tuple[str, ...]:
    """The longer Japanese or Chinese names of other concepts that hold ``name``."""
    return _load()[4].get(name, ())


@lru_cache(maxsize=4096)
def of_title(title: str, read_in: frozenset[str] | None = None) -> frozenset[str]:
    """The concepts a line's title names (see the module's docstring): those of its first part
    that names any ("Cushion Cover 50x50 - Rust", "Tumbler 887ml - Cream": a colour or a size
    after the dash is no product). Given ``read_in`` (the customer's languages and English,
    where the payment's titles write English words: ``writes_english``), a title's word that
    names a kind only in other languages is a brand's or a model's, no kind: "Philips Hue" to
    a Portuguese customer (Danish "hue", a hat), "New Balance" to a Japanese one (French
    "balance", a scale), "Pop Mart" to a Chinese one (Dutch "pop", a doll)."""
    # ("kirveen- ja veitsenteroitin": a sharpener, what it is for said first: ``text.unsuspended``)
    for part in _PARTS.split(fold(unsuspended(title))):
        tokens = _WORD.findall(part)
        if tokens and all(colour(t) for t in tokens):
            continue  # "Sony WH-CH720N - Black": a colour names no kind ("bläck", ink, folds so)
        guessed: set[str] = set()
        found = _of_part(tokens, read_in, guessed)
        if found:
            # a kind that qualifies another ("Glass Teapot", "Phone Wallet") is not the line's,
            # nor the kind a part is for ("Humidifier Filter", "Filtre pour humidificateur");
            # but a kind named by its own word stays beside one only guessed from a compound's
            # head ("Lumberjack ... Sneaker": a brand's "jack" is no jacket to drop shoes for)
            found = found - QUALIFIERS if found - QUALIFIERS - guessed else found
            if found & ACCESSORIES and found - ACCESSORIES and not _BUNDLE.search(part):
                found = found & ACCESSORIES
            return frozenset(found)
    return frozenset()


@lru_cache(maxsize=4096)
def served(title: str) -> frozenset[str]:
    """The kinds a part's title says it is for ("Humidifier Filter", "Filtre pour humidificateur":
    a humidifier; "加湿フィルター": the humidifier, "加湿器" less its "器" before the part's
    name), where the title
    names a part (``ACCESSORIES``) and sells no more than the part."""
    kinds = of_title(title)
    if not kinds or not kinds <= ACCESSORIES:
        return frozenset()
    found: set[str] = set()
    for part in _PARTS.split(fold(title)):
        tokens = _WORD.findall(part)
        if _BUNDLE.search(part):
            continue
        found |= _of_part(tokens) - ACCESSORIES
        for token in (t for t in tokens if _CJK.search(t)):
            parts = [n for k in kinds for n in cjk_names(k)]
            found |= {k for k, names in _load()[3].items() if k not in ACCESSORIES and any(
                len(n) >= 3 and n[:-1] + p in token for n in names for p in parts)}
    return frozenset(found - QUALIFIERS)


def writes_english(titles: list[str]) -> bool:
    """Whether a payment's titles write English words (a function word, a colour, a kind's
    English name): a word of theirs that names a kind in another language only may be a brand."""
    english = _english_words()
    return any(w in english for title in titles for w in _WORD.findall(fold(title)))


@lru_cache(maxsize=1)
def _english_words() -> frozenset[str]:
    kinds = {w for w, codes in _languages_of().items() if "en" in codes}
    return frozenset(tables.table("en").function) | frozenset(  # type: ignore[union-attr]
        c for _, c in colour_names()) | frozenset(kinds)


def family(kind: str) -> frozenset[str]:
    """The kinds a customer may call by one another's name (a glass a cup, boots shoes)."""
    return _FAMILY.get(kind) or frozenset({kind})


def _of_part(tokens: list[str], read_in: frozenset[str] | None = None,
             guessed: set[str] | None = None) -> set[str]:
    """The kinds ``tokens`` name; those named only by a compound's head go in ``guessed`` too."""
    _, _, phrases, names_of, _ = _load()
    longest = _longest()
    found: set[str] = set()
    used: set[int] = set()
    latin: set[str] = set()  # the kinds words in Latin letters name, and those of other scripts
    native: set[str] = set()
    for size in range(min(longest, len(tokens)), 1, -1):
        for i in range(len(tokens) - size + 1):
            concept = phrases.get(tuple(tokens[i:i + size]))
            if concept is not None and not used.intersection(range(i, i + size)):
                found.add(concept)
                used.update(range(i, i + size))
    for i, token in enumerate(tokens):
        if i in used or finish(tokens, i):  # ("... barnehjelm Matte Blue": no mat)
            continue
        if _CJK.search(token):
            native.update(c for c, names in names_of.items()
                          if any(n in token and not any(o in token for o in covered_by(n))
                                 for n in names))
            found |= native
            continue
        concept = of_word(token)
        if concept is None and (glued := _NUMBERED.fullmatch(token)) is not None:
            concept = of_word(glued.group(1))  # "Galaxy Watch6", "Buds3": a model's number glued on
        if concept is None and (concept := _head(token, read_in)) is not None and guessed is not None:
            guessed.add(concept)
        if concept is not None and not (read_in is not None and _brand_word(token, read_in)):
            found.add(concept)
            (native if _NOT_LATIN.search(token) else latin).add(concept)
    return _makers_out(found, latin, native)


def _makers_out(found: set[str], latin: set[str], native: set[str]) -> set[str]:
    """A title written in another script whose own words name a kind ("THERMOS 保温弁当箱",
    "Lodge 무쇠 프라이팬"): a word in Latin letters naming another kind, of no family of that
    one, is a maker's or a model's name (a brand named for a flask), no kind of the line."""
    if not latin or not native:
        return found
    near = frozenset().union(*(family(k) for k in native))
    return {k for k in found if k not in latin - native or k in near}


@lru_cache(maxsize=1)
def _longest() -> int:
    """The most words a kind's name of several has (read once, not at every title)."""
    return max(len(p) for p in _load()[2])


def _brand_word(token: str, read_in: frozenset[str]) -> bool:
    """Whether a title's word names a kind in none of the languages ``read_in`` and in two
    languages at most: a brand's or a model's word. A name in many languages is a word English
    titles write too ("Eau de Parfum")."""
    # (or a name of theirs by its stem: "Perchs" of a brand is no Spanish "perchas", hangers)
    codes = _languages_of().get(token) or _languages_by_stem().get(_stem(token))
    return codes is not None and len(codes) <= 2 and not codes & read_in


@lru_cache(maxsize=1)
def _languages_by_stem() -> dict[str, frozenset[str]]:
    """The languages of every name by its stem, whatever ending it took off."""
    found: dict[str, set[str]] = {}
    for word, codes in _languages_of().items():
        found.setdefault(_stem(word), set()).update(codes)
    return {w: frozenset(c) for w, c in found.items()}


def _head(word: str, read_in: frozenset[str] | None = None) -> str | None:
    """The concept a compound title word's head names ("kaffeetasse": "tasse"), the head a
    name in a language that writes its compounds as one word (``_COMPOUNDING``): "packable"
    holds Polish "kable" (cables), and no Polish compound is written so. A Korean title word
    is a compound of syllables whose head comes last ("롱코트", a long coat: "코트"). Given
    ``read_in``, only a compound of a compounding language read there: to a Turkish customer
    "Consistent" is no Dutch "consis|tent"."""
    if _HANGUL.fullmatch(word):
        for start in range(1, len(word) - 1):
            concept = _load()[0].get(word[start:])
            if concept is not None:
                return concept if _head_kind(word[:start], concept) else None
        return None
    for start in range(3, len(word) - 3):  # a modifier of two letters is no word ("ge|racao")
        concept = _load()[0].get(word[start:])
        if concept is not None and not (_COMPOUNDING & (read_in or _COMPOUNDING)).isdisjoint(
                _languages_of()[word[start:]]):
            return concept if _head_kind(word[:start], concept) else None
    return None


# kinds that hold what a compound's first part names ("Schuhregal", "Kosmetiktasche"): of these
# the compound is the head's kind
_HOLDERS = frozenset().union(*(g for g in FAMILIES if "shelf" in g or "bag" in g),
                             {"storage_box", "hanger", "candle_holder"})


def _head_kind(modifier: str, head: str) -> bool:
    """Whether a compound whose first part is ``modifier`` is its head's kind ``head``: not
    where the first part is a kind of its own that the compound names a part or an accessory
    of ("Lampenschirm", "lampeskærm": a lamp's shade, no umbrella nor monitor; "Brillenetui": a
    glasses case, no phone case); yes where the first part only qualifies ("Kaffeetasse",
    "Kameratasche": ``QUALIFIERS``), the head holds it (``_HOLDERS``: "Schuhregal") or both
    are of one family ("Pfannendeckel": a pan's lid is a lid)."""
    kind = next((k for k in (of_word(modifier), *(
        of_word(modifier[:-n]) for n in (1, 2) if len(modifier) - n >= 3
        and modifier[-n:] in ("n", "s", "e", "en", "es", "er"))) if k is not None), None)
    return kind is None or kind == head or kind in QUALIFIERS or head in _HOLDERS \
        or head in family(kind)


# the covered languages that write a compound noun as one word ("Kaffeetasse", "theepot",
# "kaffekopp", "kahvikuppi"); English writes few, and its words end in names that are no heads
# ("headphone", "notebook", "highball", "measuring", "footprint")
_COMPOUNDING = frozenset({"de", "nl", "sv", "da", "nb", "fi"})


def cjk_kinds_in(reading: str) -> list[tuple[str, str]]:
    """The Japanese and Chinese names of kinds ``reading`` writes, with their kinds, longest
    first where names overlap ("手机壳" holds "手机": only the phone case is named); a Japanese
    name of one character only where it ends a word before a particle ("折りたたみ傘が",
    "お皿を": the umbrella, the plate; never "2本が", a counter)."""
    exact, one = _load()[0], _one_character()
    return [(m.group(), exact.get(m.group()) or one[m.group()])
            for m in _cjk_names().finditer(reading)]


@lru_cache(maxsize=1)
def _one_character() -> dict[str, str]:
    """The Japanese names of one character that name one kind only ("傘", "皿", "棚")."""
    kinds: dict[str, set[str]] = {}
    for concept, row in CONCEPTS.items():
        for raw in row.split("|")[LANGUAGES.index("ja")].split(","):
            name = fold(raw.strip())
            if len(name) == 1 and _CJK.match(name):
                kinds.setdefault(name, set()).add(concept)
    return {n: next(iter(k)) for n, k in kinds.items() if len(k) == 1}


def alone(kind: str) -> re.Pattern[str] | None:
    """Where a text writes ``kind``'s Japanese name of one character as a word of its own
    (``cjk_kinds_in``: "靴が", "靴と", never "2本が"), or None where it has none."""
    return _alone().get(kind)


@lru_cache(maxsize=1)
def _alone() -> dict[str, re.Pattern[str]]:
    names: dict[str, str] = {}
    for name, kind in _one_character().items():
        names[kind] = names.get(kind, "") + name
    return {kind: re.compile(rf"(?<![\d０-９〇一二三四五六七八九十百千万何数])[{chars}](?=[{_PARTICLE}])")
            for kind, chars in names.items()}


_PARTICLE = "がをはもにのと"


@lru_cache(maxsize=1)
def _cjk_names() -> re.Pattern[str]:
    names = sorted((w for w in _load()[0] if _CJK.search(w)), key=len, reverse=True)
    one = "".join(_one_character())
    alone = rf"(?<![\d０-９〇一二三四五六七八九十百千万何数])[{one}](?=[{_PARTICLE}])" if one else ""
    return re.compile("|".join([*(re.escape(n) for n in names), *([alone] if alone else [])]))


def compound_is_its_head(modifier: str, head: str) -> bool:
    """Whether a compound of ``modifier`` and a name of the kind ``head`` is of that kind (see
    ``_head_kind``): for a customer's compounds (``headwords``) as for a title's."""
    return _head_kind(modifier, head)


COMPOUNDING = _COMPOUNDING
