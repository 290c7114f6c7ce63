"""Which of the payment's lines a piece of text names, and where: a line is named by the words
of its title (a product's words, not "set", "pack" or a size), as people write them: inflected
("mugs", "Tassen", "sokkene"), inside a compound ("Kaffeetasse" names a "Tasse" line and a
"mok" names a "Koffiemok"), with an article glued on ("العطر"), with a typo; in Japanese and
Chinese by the title's head characters ("碗" names a "青花瓷饭碗", "コート" a "チェスターコート");
in Korean by a title word with its particle; a Latin-letter title's word written in katakana,
hangul or Arabic letters by its sound (``sounds``: "タンブラー" names a "Tumbler"). Words after
"for" in a title ("Wall mount for stick vacuum") say what the product is for, not what it is:
they name nothing.

``Titles(order)`` is built once per judgment; ``mentions(reading)`` returns each line's
mentions in one reading (text as ``text.fold`` leaves it) with their places. When two lines
share the words found ("Blue Mug", "Red Mug" and "the mug"), both are named; when one line's
words found include another's ("the red mug"), only that one is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from service.judgment import bare, caseforms, concepts, fitted, headwords, purpose, sounds
from service.judgment.abbreviated import abbreviated
from service.judgment.another import another
from service.judgment.colours import colour
from service.judgment.compounds import set_of
from service.judgment.facts import Order
from service.judgment.heads import heads, named_at
from service.judgment.kindalone import kind_alone, unmodified
from service.judgment.matching import ARTICLE, match, same_word, stem
from service.judgment.tables.products import ACCESSORIES, CALLED_BY
from service.judgment.text import fold, unsuspended
from service.judgment.verbs import HOMOGRAPHS, as_verb

# Words in titles that name no product: sizes, packs, units; colours are kept (they tell lines
# apart).
_NOT_PRODUCT = frozenset(["the", "and", "for", "with", "set", "pack", "item", "size", "new", "one", "two", "three",
                          "of", "in", "a", "an", "x", "cm", "mm", "ml", "l", "kg", "g", "oz", "in", "inch", "pcs",
                          "pc", "piece", "pieces", "unit", "units", "per", "de", "la", "le", "les", "des", "du", "et",
                          "en", "het", "een", "und", "mit", "fur", "der", "die", "das", "von", "zu", "y", "con",
                          "para", "el", "los", "las", "com", "para", "do", "da", "dos", "das", "e", "o", "os", "as",
                          "il", "lo", "gli", "di", "del", "della", "con", "per", "med", "och", "og", "til", "av", "i",
                          "pa", "kpl", "st", "stk", "szt", "buc", "adet", "ve", "ile",
                          # what a title says its product is made of or with ("Mănuși din piele",
                          # "Handschuhe aus Leder", "Gants avec doublure"): words any sentence
                          # holds ("30 % din prețul ...") name no line
                          "from", "without", "aus", "ohne", "vom", "avec", "sans", "sin", "del", "senza",
                          "dalla", "sem", "van", "met", "uit", "zonder", "utan", "fran", "uden", "fra",
                          "uten", "bez", "din", "fara", "ilman"])
# "for": what follows in a title is what the product is for (Turkish "için" follows it).
_FOR = frozenset(["for", "voor", "fur", "fuer", "pour", "para", "per", "til", "for", "dla", "pentru", "za",
                  "varten", "na"])  # "Poduszka na krzesło", "Torba na laptopa": Polish "for"
_FOR_AFTER = frozenset({"icin", "için"})
_TOKEN = re.compile(r"[^\W_]+")
# the same in a text of ASCII alone (where a letter or digit is one of these): twice as fast
_ASCII_TOKEN = re.compile(r"[A-Za-z0-9]+")


def _tokens(reading: str) -> re.Pattern[str]:
    return _ASCII_TOKEN if reading.isascii() else _TOKEN
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")
_MIXED = re.compile(r"[A-Za-z][\u3400-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]+")
# A pack's size after the product's name ("红酒杯六只装", "グラス2個入り", "6脚セット"): the
# product's head noun stands before it.
_PACK = re.compile(r"[一二三四五六七八九十两兩\d]+[只個个件套双雙支条條张張本盒包枚点つ足脚着組组箱袋瓶杯本]?"
                   r"(?:装|裝|入り?|セット|套装|套裝|组|組)$")
_PACK_ONLY = re.compile(r"[只個个件套双雙支条條张張本盒包枚点つ足脚着組组箱袋瓶杯]?"
                        r"(?:装|裝|入り?|セット|套装|套裝|组|組)")
_SCRIPTED = frozenset({"ja", "ko", "ar"})  # languages that write a Latin title's word in their letters
_MODEL = re.compile(r"(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{4,}")
_SIZE = re.compile(r"\d+x\d+(?:x\d+)?|\d+(?:mm|cm|m|ml|cl|dl|l|g|kg|mg|gb|tb|mb|mah|w|kw|v|hz|in|oz|lb|"
                   r"pcs|st|stk|er|p|k|gr|ft|ltr)|[a-z]{1,2}\d{1,2}")


@dataclass(frozen=True)
class Mention:
    line: int  # index in ``order.lines``
    start: int
    end: int
    words: frozenset[str]  # the title's words found


@dataclass(frozen=True)
class _Title:
    words: frozenset[str]  # the product's words
    colours: frozenset[str]  # the colours it says, in English
    runs: tuple[str, ...]  # its Japanese / Chinese runs
    hangul: tuple[str, ...]  # its Korean words
    keys: frozenset[str]  # its words' letter triples and first two letters (``_keys``)
    concepts: frozenset[str]  # the kinds of product it names (``concepts.of_title``)
    # an accessory's words naming the device it is for ("air", "fryer" of "Air Fryer Liners":
    # ``fitted``): they name no line
    devices: frozenset[str] = frozenset()
    fitted: frozenset[str] = frozenset()  # its compounds of a device and a head ("kameraveske")


@lru_cache(maxsize=4096)
def _title(title: str) -> _Title:
    folded = fold(unsuspended(title))  # ("kirveen- ja veitsenteroitin": no axe's words)
    words: set[str] = set()
    for segment in re.split(r"\s[-–—|/]\s|[,(]", folded):
        tokens = _TOKEN.findall(segment)
        if not _FOR_AFTER.isdisjoint(tokens):
            tokens = tokens[next(i for i, t in enumerate(tokens) if t in _FOR_AFTER) + 1:]
        if not _FOR.isdisjoint(tokens):
            tokens = tokens[:next(i for i, t in enumerate(tokens) if t in _FOR)]
        words |= {t for t in tokens if len(t) >= 3 and t not in _NOT_PRODUCT and not re.search(r"\d", t)
                  and (t.isascii() or not _CJK.search(t) and not _HANGUL.search(t))}
        # a model number names the product in every language ("305XL", "M404dn"); a size
        # ("50x50", "250g", "6mm") names none
        words |= {t for t in tokens if _MODEL.fullmatch(t) and not _SIZE.fullmatch(t)}
    # (a set titled by what it is a set of, "茶具套装", is named by that: ``set_of``)
    runs = tuple(set_of(_PACK.sub("", fitted.accessory_run(r).removesuffix("用")))
                 for r in _CJK.findall(folded) if len(r) >= 2)
    runs = tuple(r for r in runs if len(r) >= 2 and not _PACK_ONLY.fullmatch(r))
    hangul = tuple(h for h in _HANGUL.findall(folded) if len(h) >= 2)
    found = {colour(t) for t in _TOKEN.findall(folded)} - {None}
    keys = frozenset().union(*map(_keys, words))
    served, devices = fitted.devices(title)
    if served:  # the device an accessory is for is not its kind (``fitted``)
        runs = tuple(r for r in runs if not fitted.names_device(r, served))
        hangul = tuple(h for h in hangul if not fitted.names_device(h, served))
    compounds = frozenset(w for w in words if fitted.compound(w))
    return _Title(frozenset(words), frozenset(found), runs, hangul, keys,  # type: ignore[arg-type]
                  fitted.without_devices(title, concepts.of_title(title)), devices, compounds)


@lru_cache(maxsize=65536)
def _keys(word: str) -> frozenset[str]:
    """The letter triples of a word, its article off and its stem, and its first two letters:
    a word ``match`` finds a title word in shares one of them with it (a shared stem, a
    compound's head or a shared beginning share a triple; one letter changed, added or swapped
    in words of six letters leaves a triple or the first two letters whole), so a word sharing
    none is no title's word, without trying every title word on it."""
    if word.isdigit() and word.isascii():  # (no article, no ending: ``test_numerals``)
        return frozenset({"^" + word[:2], *(word[i:i + 3] for i in range(len(word) - 2))})
    bare = ARTICLE.sub("", word)
    out = {"^" + w[:2] for w in (word, bare)}
    for w in (word, bare, stem(bare)):
        out.update(w[i:i + 3] for i in range(len(w) - 2))
    return frozenset(out)


def _another_kind(token: str, word: str, kinds: frozenset[str],
                  codes: tuple[str, ...] | None = None) -> str | None:
    """The kind of product ``token`` names, by itself or by what follows ``word``, where it is
    a compound that begins with the title's ``word`` and the title is not that kind
    ("Gartenschere" begins with the "Garten" of "Kniekissen Garten": shears, no cushion)."""
    if len(token) <= len(word) or not token.startswith(word):
        return None
    kind = concepts.of_word(token)
    rest = token[len(word):]
    if kind is None and len(rest) >= 4:
        kind = concepts.of_word(rest)
    if kind is None and len(rest) >= 3:  # its head with an ending glued on ("campingmokje")
        kind = headwords.kind_of(token, codes)
    return kind if kind is not None and not any(kind in concepts.family(k) for k in kinds) else None


_FEMININE = re.compile(r"[a-zæøå]{3}a")


@lru_cache(maxsize=65536)
def _fit(token: str, title: _Title, codes: tuple[str, ...] | None) -> tuple[int, str, str | None]:
    """How surely ``token`` is a word of ``title`` (``match``), and the title word it is; or
    the kind of product a compound beginning with a title's word names instead (``codes``: the
    customer's languages). The token's and the title's own: kept across orders whose titles
    recur."""
    best = max(((match(token, w), w) for w in title.words), default=(0, "")) \
        if not _keys(token).isdisjoint(title.keys) else (0, "")
    if not best[0] and _FEMININE.fullmatch(token) and codes is not None and "nb" in codes:
        # a Norwegian feminine definite of a noun of four letters ("olja", "puta", "kaka": of
        # olje, pute, kake), too short for ``stem``: its bare form, a compound's head in a
        # title's word ("Motorolje"), only where the customer writes Norwegian
        bare_form = token[:3] + "e"
        best = max(((min(2, match(bare_form, w)), w) for w in title.words), default=(0, "")) \
            if not _keys(bare_form).isdisjoint(title.keys) else (0, "")
    if not best[0]:
        hangul = next((h for h in title.hangul if token.startswith(h)), None)
        best = (2, hangul) if hangul else best
    if not best[0] and title.colours and colour(token) in title.colours \
            and not _a_kind(token, codes):
        # its colour, in any language (not a word of a kind of product: "mössan", the hat, is
        # no moss green)
        best = (2, f"@{colour(token)}")
    if best[0] and (best[1] in title.devices or best[1] in title.fitted and _device_only(token, best[1])):
        best = (0, "")  # "fryer" of "Air Fryer Liners": the device the accessory is for
    if best[0] and title.concepts and title.concepts <= ACCESSORIES \
            and concepts.of_word(best[1]) not in (None, *title.concepts):
        best = (0, "")  # "humidifier" of a "Humidifier Filter": what the part is for
    if best[0] == 1 and title.concepts:
        other = _another_kind(token, best[1], title.concepts, codes)
        if other:
            return 0, "", other
    return best[0], best[1], None


def _device_only(token: str, word: str) -> bool:
    """Whether a text word names only the device part of an accessory's compound title word
    ("kameraet" of "Kameraveske", "tuolin" of "Tuolinsuoja"), not its head."""
    parts = fitted.compound(word)
    return parts is not None and match(token, parts[0]) >= 2 and not match(token, parts[1])


def _a_kind(token: str, codes: tuple[str, ...] | None) -> bool:
    """Whether ``token`` names a kind of product in the customer's languages ``codes``."""
    return concepts.of_word(token) is not None and (
        codes is None or concepts.named_in(token, codes))


def _sold_with_devices(titles: list[_Title], order: Order) -> list[_Title]:
    """The titles, where an accessory's device is another line's kind ("Custodia cuffie" beside
    the headphones) read as before ``fitted``: its device's word names both, as it always did."""
    if not any(t.devices for t in titles):
        return titles
    out = []
    for i, (title, line) in enumerate(zip(titles, order.lines)):
        served = fitted.devices(line.title)[0]
        others = frozenset().union(*(concepts.of_title(li.title) for j, li in enumerate(order.lines) if j != i))
        if title.devices and served & others:
            title = replace(title, devices=frozenset(), fitted=frozenset(), concepts=title.concepts | (
                concepts.of_title(line.title) & served))
        out.append(title)
    return out


# a word's role in a mention (``Titles._mentions``): it names a line (or a kind alone), it may
# end a kind's name of several words (after the first word), or neither
_NAMES, _ENDS = 1, 2


class Titles:
    """The order's lines' titles, matched against readings."""

    def __init__(self, order: Order, codes: tuple[str, ...] | None = None):
        self.lines = order.lines
        self.mixed = any(_MIXED.search(li.title) for li in order.lines)  # "T恤", "U盘"
        self.codes = codes  # the customer's languages: a kind no line is is named in one
        self.titles = [_title(line.title) for line in order.lines]
        if codes and concepts.writes_english([line.title for line in order.lines]):
            # a title's word naming a kind in none of the customer's languages nor English is
            # a brand's or a model's ("Philips Hue", "New Balance"): no kind to this customer
            read_in = frozenset({*codes, "en"})
            self.titles = [replace(t, concepts=fitted.without_devices(
                line.title, concepts.of_title(line.title, read_in)))
                           for t, line in zip(self.titles, order.lines)]
        self.titles = _sold_with_devices(self.titles, order)
        self._devices = [t for t in self.titles if t.devices]  # (accessories' titles: ``fitted``)
        self.keys = frozenset().union(*(t.keys for t in self.titles))
        self._runs = any(t.runs for t in self.titles)
        self.words = frozenset().union(*(t.words for t in self.titles))
        self.hangul = any(t.hangul for t in self.titles)
        self.colours = any(t.colours for t in self.titles)
        self.concepts = frozenset().union(*(t.concepts for t in self.titles))
        # the kinds a word may name without naming something else: where every title names
        # a kind, those kinds' families; where one names none, any kind may be that line's
        self.kinds = frozenset().union(*(concepts.family(k) for k in self.concepts)) \
            if all(t.concepts for t in self.titles) else None
        self.unlisted: list[str] = []  # words read that name a kind of product no line is
        # the same, with their kinds, where a title names no kind too (``unlisted`` is then
        # empty: any kind may be that line's, but not a line whose title names another kind)
        self.foreign: list[tuple[str, str]] = []
        self.bare: list[tuple[str, str]] = []  # the same, where no title names a kind (``bare``)
        self._loose: set[str] = set()  # words read that name a kind no line is, alone
        # words that name a kind only with the accents the customer wrote off ("livré", folded
        # "livre": delivered, no book; ``accents``): no kind
        self.accented: frozenset[str] = frozenset()
        self._seen: dict[str, list[Mention]] = {}
        self._tokens: dict[str, tuple[tuple[int, str], ...]] = {}
        self._roles: dict[str, int] = {}  # what a word may do in a mention (``_NAMES``, ``_ENDS``)
        self._roled: set[str] = set()  # the words whose role is one of them
        self._ends = concepts.phrase_ends() if self.concepts else frozenset()
        # the kinds the words of a phrase naming a line's kind name alone ("curling iron",
        # "مكواة الشعر": no iron), never read as a kind no line is
        self.read_as: set[str] = set()
        self.memo: dict[object, object] = {}  # what readers derive per text, for this order
        # the titles' Latin-letter words by how they sound (``sounds``), where one line alone
        # has the sound: a title word written in katakana, hangul or Arabic letters (looked for
        # only where the customer may write so: in Japanese, Korean, Arabic, or unknown)
        heard: dict[str, set[tuple[int, str]]] = {}
        if codes is None or not _SCRIPTED.isdisjoint(codes):
            for i, title in enumerate(self.titles):
                for word in title.words:
                    for key in sounds.keys(word):
                        heard.setdefault(key, set()).add((i, word))
                # two title words written as one loanword ("Cushion Cover", "クッションカバー")
                said = [t for t in _TOKEN.findall(fold(order.lines[i].title)) if t in title.words]
                for first, second in zip(said, said[1:]):
                    for key in sounds.keys(first + second):
                        heard.setdefault(key, set()).add((i, f"{first} {second}"))
        self.sounds = {k: next(iter(v)) for k, v in heard.items()
                       if len({i for i, _ in v}) == 1}

    def mentions(self, reading: str) -> list[Mention]:
        """Each line's mentions in ``reading``, in order of place; dominated lines left out."""
        if reading not in self._seen:
            self._seen[reading] = self._mentions(reading)
        return self._seen[reading]

    def _lines_of(self, token: str) -> tuple[tuple[int, str], ...]:
        """The lines a word of the text names, with the title word it is (the lines it fits
        best: "vattenglasen" is the "Vattenglas" line, not the "Karaff Glas" one)."""
        if token in self._tokens:
            return self._tokens[token]
        hits = []
        compound: str | None = None  # the kind a compound names that begins with a title's word
        keys = _keys(token)
        if keys.isdisjoint(self.keys) and not self.hangul and not (self.colours and colour(token)):
            # no title's letters, no Korean title, no colour of one: only the kind of product
            # it names, if a title names the same kind ("die Karaffe", "Crystal Decanter")
            self._tokens[token] = self._kind(token)
            return self._tokens[token]
        for i, title in enumerate(self.titles):
            quality, word, other = _fit(token, title, self.codes)
            compound = other or compound
            if quality:
                hits.append((quality, i, word))
        top = max((q for q, *_ in hits), default=0)
        fitting = kind_alone(token, hits, [t.concepts for t in self.titles], self.codes,
                             [li.title for li in self.lines]) \
            or [(i, word) for quality, i, word in hits if quality == top]
        if len(fitting) > 1:
            # a word of several titles names the lines it is the kind of: "Kahveler güzel" of a
            # "Türk Kahvesi 500g" line, not of a "Türk Kahvesi Makinesi" one; "the coffee", not
            # the coffee grinder
            kind = concepts.of_word(token)
            own = [(i, word) for i, word in fitting if kind in self.titles[i].concepts]
            fitting = own if kind is not None and own else fitting
        elif fitting and self.kinds is not None:
            fitting = self._qualifying(token, fitting)
        self._tokens[token] = tuple(fitting) or self._kind(token, compound)
        return self._tokens[token]

    def _qualifying(self, token: str, fitting: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """The line a word names by its kind where the one title that holds the word uses it
        to qualify another kind ("the shoes" of a "Shoe Cream" line and a "Leather Loafer"
        one, "ayakkabı" of "Ayakkabı Bakım Kremi" and "Deri Loafer"): the other line, of the
        word's kind, alone of it; else the title's line."""
        kind = concepts.of_word(token)
        if kind is None or len(fitting) != 1 or kind in self.titles[fitting[0][0]].concepts:
            return fitting
        own = [i for i, title in enumerate(self.titles) if kind in title.concepts]
        return [(own[0], f"#{kind}")] if len(own) == 1 else fitting

    def _a_kind(self, token: str) -> bool:
        """Whether ``token`` names a kind of product in the customer's languages."""
        return _a_kind(token, self.codes)

    def _kind(self, token: str, compound: str | None = None) -> tuple[tuple[int, str], ...]:
        """The lines whose titles name the kind of product ``token`` names, in any language
        (the title's words first: this is only where none of them is the word); a kind no
        title names is kept in ``unlisted``."""
        if not self.concepts or token in self.accented:
            if not self.concepts and token not in self.accented:
                bare.note(self, token)  # (a kind said where no title names one: ``bare``)
            return ()  # no title names a kind: nothing to name, and any word may be a line's
        if compound is None and token.isdigit() and token.isascii():
            return ()  # (figures alone name no kind, whole or by a head or a case: ``test_numerals``)
        kind = compound or concepts.of_word(token)
        if kind is None and (head := headwords.kind_of(token, self.codes)) in self.concepts:
            # a compound of the customer's own named by its head ("die Kaffeetasse" of a "Coffee
            # Mug" line): only a kind one line alone is (``headwords``)
            lines = tuple((i, f"#{head}") for i, t in enumerate(self.titles) if head in t.concepts)
            if len(lines) > 1 and (where := headwords.place(token, self.codes)):
                # two of the kind, its first part a place ("achterlampje": the "Rear Light")
                lines = tuple((i, w) for i, w in lines if not where.isdisjoint(self.titles[i].words))
            return lines if len(lines) == 1 else ()
        if kind is None and (cased := caseforms.kind_of(token, self.codes)) in self.concepts:
            # a name with a case's ending off ("lambayı", "kubkiem"): the one line of its kind
            lines = tuple((i, f"#{cased}") for i, t in enumerate(self.titles) if cased in t.concepts)
            return lines if len(lines) == 1 else ()
        if kind is None:  # a name of two kinds ("tæppe": a rug, a blanket) of the one a title is
            one = concepts.shared(token) & self.concepts
            kind = next(iter(one)) if len(one) == 1 else None
        if kind is None:
            return ()
        if kind not in self.concepts:
            if kind in self.read_as:
                return ()
            covers = [i for i, t in enumerate(self.titles) if t.concepts & CALLED_BY.get(kind, frozenset())]
            if len(covers) == 1:  # "المخدتين" of a "Cushion Cover" line (``tables.products``)
                return ((covers[0], f"#{kind}"),)
            self._loose.add(token)  # a kind alone; with the words before it, maybe a line's
            if not compound and concepts.named(token) and (
                    self.codes is None or concepts.named_in(token, self.codes)):
                self.foreign.append((token, kind))
            if self.kinds is not None and kind not in self.kinds and (compound or (
                    concepts.named(token) and (self.codes is None
                                               or concepts.named_in(token, self.codes)))):
                self.unlisted.append(token)  # "a kettle", where the lines are a mug and a toaster
            return ()
        return tuple((i, f"#{kind}") for i, t in enumerate(self.titles) if kind in t.concepts)

    def _mentions(self, reading: str) -> list[Mention]:
        found: dict[int, list[tuple[int, int, str]]] = {}
        known, loose = self._tokens, self._loose
        tokens = _tokens(reading).findall(reading)
        # each word read once, in the order it first stands (what a word names, and whether
        # it is a kind alone, are the word's own); then only the places of the words that name
        # something, or may with the two words before them, are looked at (and found only then)
        # (and, where every title names a kind, the words that may end a kind's name of several:
        # ``_ENDS``: a word's own, kept with it)
        roles = self._roles
        # (a kind's name that stands as a verb, "lader ikke", is read nowhere it does: ``verbs``)
        verbs = {k for k, t in enumerate(tokens) if t in HOMOGRAPHS and as_verb(tokens, k)} \
            if not HOMOGRAPHS.isdisjoint(tokens) else set()
        for token in dict.fromkeys(t for k, t in enumerate(tokens) if k not in verbs) if verbs \
                else dict.fromkeys(tokens):
            if token not in roles:
                if token not in known:
                    self._lines_of(token)
                roles[token] = _NAMES if known[token] or token in loose or self._a_device(token) else \
                    _ENDS if self._ends and stem(token) in self._ends else 0
                if roles[token]:
                    self._roled.add(token)
        named = [k for k, token in enumerate(tokens)
                 if k not in verbs and ((role := roles[token]) == _NAMES or role and k)] \
            if not self._roled.isdisjoint(tokens) else []
        if not named and not self._runs and (reading.isascii() or not (self.sounds or self.concepts)):
            return []  # (most clauses: no word names a line, and nothing else is looked for)
        places = [m.span() for m in _tokens(reading).finditer(reading)] if named else []
        for k in named:
            if another(tokens, k):
                continue  # "il ira sur une autre montre": an item of its kind, not the line
            token, (start, end) = tokens[k], places[k]
            hits = known[token] or self._fitted(tokens, k)
            if not hits and k:  # a kind named in a phrase, with the two words before
                hits = self._phrase(tuple(tokens[max(0, k - 2):k + 1]))
            for i, word in hits:
                found.setdefault(i, []).append((start, end, word))
        for i, title in enumerate(self.titles):
            for run in title.runs:
                for head in heads(run, title.concepts):
                    places = [p.span() for p in re.finditer(re.escape(head), reading)
                              if named_at(head, run, reading, p.span())]
                    found.setdefault(i, []).extend((a, b, run) for a, b in places)
                    if places:
                        break
        if self.mixed and _CJK.search(reading):  # "白T" of a "T恤" line (``abbreviated``)
            for i, a, b, word in abbreviated(reading, [li.title for li in self.lines]):
                found.setdefault(i, []).append((a, b, word))
        if self.sounds and not reading.isascii():
            for start, end, keys in sounds.spoken(reading):
                heard = next((self.sounds[k] for k in keys if k in self.sounds), None)
                if heard is not None:
                    found.setdefault(heard[0], []).append((start, end, heard[1]))
        if self.concepts and not reading.isascii():
            self._kinds(reading, found)
            if _CJK.search(reading):  # (one search of the names, only in Japanese or Chinese)
                other = [(name, kind) for name, kind in concepts.cjk_kinds_in(reading)
                         if kind not in self.concepts]
                self.foreign.extend(other)
                # "充电宝" where every title names a kind and none of its family (a cable)
                self.unlisted.extend(name for name, kind in other
                                     if self.kinds is not None and kind not in self.kinds)
        matched = {i: frozenset(w for *_, w in hits) for i, hits in found.items() if hits}
        kept = [i for i in matched if not any(matched[i] < other for other in matched.values())]
        kept = unmodified(kept, matched, self.titles, self.lines, self.codes)  # ("Glass broken": ``kindalone``)
        return sorted((Mention(i, s, e, matched[i]) for i in kept for s, e, _ in found[i]),
                      key=lambda m: m.start)

    def _a_device(self, token: str) -> bool:
        """Whether ``token`` is an accessory's device's word ("fryer" of "Air Fryer Liners")."""
        if not self._devices:
            return False
        keys = _keys(token)  # (once a word, not once a title)
        return any(not keys.isdisjoint(t.keys) and any(same_word(token, w) for w in t.devices)
                   for t in self._devices)

    def _fitted(self, tokens: list[str], k: int) -> tuple[tuple[int, str], ...]:
        """The accessory lines whose device a word names beside an accessory's head ("housse
        de canapé" of a "Sofa Cover", "etui na laptopy" of a "Laptop Sleeve": ``fitted``)."""
        if not self._devices or not fitted.beside_head(tokens, k):
            return ()
        kind = concepts.of_word(tokens[k])
        return tuple((i, next(iter(sorted(t.devices)))) for i, t in enumerate(self.titles) if t.devices and (
            any(same_word(tokens[k], w) for w in t.devices)
            or kind in fitted.devices(self.lines[i].title)[0]))

    def _phrase(self, words: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
        """The lines whose titles name the kind the last words name together ("housses de
        coussin" for a "Velvet Cushion Cover"), where the last names none alone."""
        kind = concepts.of_phrase(words)
        if kind is not None and kind not in self.concepts and self.kinds is not None \
                and kind not in self.kinds:
            # "le grille-pain", "ekmek kızartma makinesi": a kind no line is, in several words
            self.unlisted.append(" ".join(words[-2:]))
        if kind is None or kind not in self.concepts:
            return ()
        self.read_as |= {alone for w in words if (alone := concepts.of_word(w)) not in (None, kind)}
        self.foreign[:] = [(w, k) for w, k in self.foreign if k not in self.read_as]
        self.unlisted[:] = [w for w in self.unlisted if concepts.of_word(w) not in self.read_as]
        return tuple((i, f"#{kind}") for i, t in enumerate(self.titles) if kind in t.concepts)

    def _kinds(self, reading: str, found: dict[int, list[tuple[int, int, str]]]) -> None:
        """The lines whose kind of product a Japanese or Chinese name in ``reading`` names
        ("保温杯" for an "Insulated Travel Mug"), unless a longer name of another kind holds it
        there ("手机" in "手机壳")."""
        for i, title in enumerate(self.titles):
            for kind in title.concepts:
                for name in concepts.cjk_names(kind):
                    start = reading.find(name)
                    while start >= 0:
                        end = start + len(name)
                        if not any(reading.find(o, max(0, end - len(o)), start + len(o)) >= 0
                                   for o in concepts.covered_by(name)):
                            found.setdefault(i, []).append((start, end, f"#{kind}"))
                        start = reading.find(name, end)
                if (one := concepts.alone(kind)) is not None:  # "靴と上着": the shoes, the coat
                    found.setdefault(i, []).extend((m.start(), m.end(), f"#{kind}")
                                                   for m in one.finditer(reading))

    def read(self, token: str) -> tuple[tuple[int, str], ...] | None:
        """The lines a word read so far names, with the title word it is (None: not read)."""
        return self._tokens.get(token)

    def read_words(self) -> dict[int, set[str]]:
        """The title words each line was named by in the words read so far."""
        words: dict[int, set[str]] = {}
        for hits in self._tokens.values():
            for i, word in hits:
                words.setdefault(i, set()).add(word)
        return words

    def by_other_words(self, lines: set[int], readings: list[str]) -> set[int]:
        """The lines of ``lines`` named only by brand or model words said of another kind
        (``purpose.by_other_words``)."""
        return purpose.by_other_words(self, lines, readings)

    def quoted(self, reading: str) -> set[int]:
        """The lines whose whole title the text writes (all of its product words, or its CJK
        characters): named by structure, in any language."""
        out = set()
        tokens: set[str] | None = None  # (made only where a title's every word may stand)
        stems: set[str] | None = None  # made only when a title's word is not written as is

        def written(word: str) -> bool:
            nonlocal tokens, stems
            if stem(word) not in reading:
                return False  # (a token's stem is a piece of the token, and so of the reading)
            tokens = set(_tokens(reading).findall(reading)) if tokens is None else tokens
            if word in tokens:
                return True
            if stems is None:
                stems = {stem(t) for t in tokens}
            return stem(word) in stems

        for i, title in enumerate(self.titles):
            words = bool(title.words) and all(written(w) for w in title.words)
            runs = bool(title.runs or title.hangul) and all(
                r in reading for r in (*title.runs, *title.hangul))
            if words or runs:
                out.add(i)
        return out
