"""Money as people write it, found in free text: ``$12.99``, ``12,99 €``, ``EUR 12.99``, ``£8``,
``12.99 dollars``, ``zwölf Euro fünfzig``, ``1.299,00 kr``, ``50 cents``, ``1,200円``, ``3500元``,
``35.000 ₩`` / ``35000원``, ``٣٤٫٥٠ ر.س``, ``12,50 zł``, ``250 TL``.

``scan(reading)`` finds every figure in a reading (text as ``text.fold`` leaves it, number words
already read as digits by ``numbers.digits``), each with where it stands and the currencies it
can be in: a symbol names a family (``$`` is any dollar, or the peso; ``kr`` any crown), a code
or a name one currency, a bare number with two decimals any currency. Decimal and thousands
separators are read as the writer's convention implies (``1.299,00`` and ``1,299.00`` are both
1299). Dates (12.03.2024), times and ids are not money: a figure needs a currency beside it, or
two decimals. ``mentions(text, code)`` is the same over a raw text read in a language.

``to_minor`` / ``from_minor`` convert with the currency's ISO 4217 exponent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from service.judgment import numbers
from service.judgment.tables.gates import trie
from service.judgment.text import fold

DOLLARS = frozenset({"usd", "cad", "aud", "nzd", "sgd", "hkd", "mxn", "twd"})
CROWNS = frozenset({"sek", "nok", "dkk", "isk", "czk"})
_CODES = frozenset({"usd", "eur", "gbp", "cad", "aud", "nzd", "chf", "jpy", "cny", "sek", "nok",
                    "dkk", "isk", "pln", "czk", "huf", "ron", "bgn", "brl", "mxn", "ars", "clp",
                    "cop", "pen", "inr", "sgd", "hkd", "krw", "zar", "try", "ils", "aed", "sar",
                    "twd", "thb", "php", "idr", "myr", "uah", "rub", "vnd", "egp", "qar", "kwd",
                    "bhd", "omr", "jod", "mad"})
_RIYALS = frozenset({"sar", "qar", "omr", "yer"})
_DINARS = frozenset({"kwd", "bhd", "jod", "iqd", "lyd", "tnd", "dzd"})
# Names in the scripts and languages the rules read (written as folding leaves them).
_WORLD: dict[str, frozenset[str]] = {
    "円": frozenset({"jpy"}), "日元": frozenset({"jpy"}), "日圓": frozenset({"jpy"}),
    "元": frozenset({"cny"}), "块": frozenset({"cny"}), "塊": frozenset({"cny"}),
    "人民币": frozenset({"cny"}), "人民幣": frozenset({"cny"}), "rmb": frozenset({"cny"}),
    "美元": DOLLARS, "美金": frozenset({"usd"}), "欧元": frozenset({"eur"}), "歐元": frozenset({"eur"}),
    "英镑": frozenset({"gbp"}), "英鎊": frozenset({"gbp"}), "港币": frozenset({"hkd"}),
    "港幣": frozenset({"hkd"}), "台币": frozenset({"twd"}), "台幣": frozenset({"twd"}),
    "韩元": frozenset({"krw"}), "韓元": frozenset({"krw"}), "ドル": DOLLARS, "ユーロ": frozenset({"eur"}),
    "ポンド": frozenset({"gbp"}), "원": frozenset({"krw"}), "won": frozenset({"krw"}), "달러": DOLLARS,
    "유로": frozenset({"eur"}), "엔": frozenset({"jpy"}), "파운드": frozenset({"gbp"}),
    "tl": frozenset({"try"}), "lira": frozenset({"try"}), "liras": frozenset({"try"}),
    "lei": frozenset({"ron"}), "leu": frozenset({"ron"}), "złotych": frozenset({"pln"}),
    "złote": frozenset({"pln"}), "złoty": frozenset({"pln"}), "zł": frozenset({"pln"}),
    "zlote": frozenset({"pln"}), "zlotych": frozenset({"pln"}), "euroa": frozenset({"eur"}),
    "kruunua": CROWNS, "ft": frozenset({"huf"}), "forint": frozenset({"huf"}),
    "₽": frozenset({"rub"}), "руб": frozenset({"rub"}), "₪": frozenset({"ils"}),
    "₫": frozenset({"vnd"}), "₱": frozenset({"php"}), "฿": frozenset({"thb"}), "₴": frozenset({"uah"}),
    "ريال": _RIYALS, "ر.س": frozenset({"sar"}), "درهم": frozenset({"aed", "mad"}),
    "د.ا": frozenset({"aed"}), "جنيه": frozenset({"egp", "gbp"}), "دينار": _DINARS,
    "دولار": DOLLARS, "يورو": frozenset({"eur"}), "ليره": frozenset({"try"}),
    # a currency's name with a case ending glued on ("bin iki yüz elli lirayı", "25 euron")
    **dict.fromkeys(("lirayı", "lirayi", "liradan", "liraya", "liralık", "liralik", "liramı", "lirami",
                     "liralar", "liraları", "liralari"), frozenset({"try"})),
    **dict.fromkeys(("euron", "euroja", "eurolla", "eurosta", "euroon"), frozenset({"eur"})),
    **dict.fromkeys(("kruunun", "kruunulla"), CROWNS),
    **dict.fromkeys(("złotówek", "złotowek", "zlotowek", "złotówki", "złotowki", "zlotowki"), frozenset({"pln"})),
}
# What a symbol or a word stands for (longest first, so "us$" wins over "$").
_NAMES: dict[str, frozenset[str]] = {
    "us$": frozenset({"usd"}), "c$": frozenset({"cad"}), "ca$": frozenset({"cad"}),
    "a$": frozenset({"aud"}), "au$": frozenset({"aud"}), "nz$": frozenset({"nzd"}),
    "mx$": frozenset({"mxn"}), "r$": frozenset({"brl"}), "s$": frozenset({"sgd"}),
    "hk$": frozenset({"hkd"}), "$": DOLLARS, "€": frozenset({"eur"}), "£": frozenset({"gbp"}),
    "¥": frozenset({"jpy", "cny"}), "₹": frozenset({"inr"}), "₩": frozenset({"krw"}),
    "₺": frozenset({"try"}), "zł": frozenset({"pln"}), "zl": frozenset({"pln"}), "kr.": CROWNS,
    "kr": CROWNS, "kc": frozenset({"czk"}), "fr.": frozenset({"chf"}), "sfr": frozenset({"chf"}),
    "dollars": DOLLARS, "dollar": DOLLARS, "bucks": DOLLARS, "buck": DOLLARS, "dolares": DOLLARS,
    "dolar": DOLLARS, "dolars": DOLLARS, "dollaro": DOLLARS, "dollari": DOLLARS,
    "euros": frozenset({"eur"}), "euro": frozenset({"eur"}), "eur": frozenset({"eur"}),
    "pounds": frozenset({"gbp"}), "pound": frozenset({"gbp"}), "quid": frozenset({"gbp"}),
    "pfund": frozenset({"gbp"}), "livres": frozenset({"gbp"}), "livre": frozenset({"gbp"}),
    "libras": frozenset({"gbp"}), "libra": frozenset({"gbp"}), "sterling": frozenset({"gbp"}),
    "franken": frozenset({"chf"}), "francs": frozenset({"chf"}), "franc": frozenset({"chf"}),
    "reais": frozenset({"brl"}), "real": frozenset({"brl"}), "pesos": frozenset({"mxn", "ars", "clp", "cop"}),
    "peso": frozenset({"mxn", "ars", "clp", "cop"}), "yen": frozenset({"jpy"}),
    "kronor": CROWNS, "kroner": CROWNS, "kronen": CROWNS, "krone": CROWNS, "kronur": CROWNS,
    # the crown's definite forms ("de tjue kronene", "de tyve kronerne", "de tjugo kronorna")
    "kronene": CROWNS, "kronerne": CROWNS, "kronorna": CROWNS, "kronan": CROWNS,
    # the crown as it is spoken ("tvåhundra spänn", "femti spenn")
    "spänn": CROWNS, "spann": CROWNS, "spenn": CROWNS,
    "zloty": frozenset({"pln"}), "zlotych": frozenset({"pln"}), "rupees": frozenset({"inr"}),
    **{code: frozenset({code}) for code in _CODES}, **_WORLD,
}
_MINOR_NAMES = (r"cents?|pence|centimes?|centimos?|centavos?|centesimi|centen|eurocent|penny|pennies|p|"
                r"ore|øre|groszy|grosze|senttia|kurus")
_EXPONENTS = {**dict.fromkeys(("bif", "clp", "djf", "gnf", "isk", "jpy", "kmf", "krw", "pyg",
                               "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"), 0),
              **dict.fromkeys(("bhd", "iqd", "jod", "kwd", "lyd", "omr", "tnd"), 3)}

_CUR = trie(list(_NAMES))  # (one alternation, shared beginnings once: searched much faster)
_DIGIT = re.compile(r"\d")
_NUM = r"\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_END = r"(?:[.,]-{1,2})?"  # "12,- €", "12.-"
_AND = r"\s*(?:(?:and|und|et|y|en|e|con|avec|mit|met|com|,)\s*)?"
_BEFORE = re.compile(rf"(?<![a-z0-9$€£¥])(?P<cur>{_CUR})\s?(?P<num>{_NUM}){_END}(?![0-9a-z])")
# (a digit looked for first: a search then skips every place that holds none)
# (Romanian writes "de" between a number from twenty and its noun: "douăzeci de lei", "100 de lei")
# (a comma after a word, not a digit, is a clause's, "好的,那就退吧,299块" as folded: the figure stands)
# (cents after it are no hour's: "99 €, 18:42" is 99 € and a time)
_AFTER = re.compile(rf"(?=\d)(?<![\d.])(?<!\d,)(?P<num>{_NUM}){_END}\s?(?:de\s)?(?P<cur>{_CUR})(?![a-z])"
                    rf"(?:{_AND}(?P<minor>\d{{2}})(?:\s?(?:{_MINOR_NAMES}))?(?![\d\w.,]|:\d)"
                    rf"(?!\s?(?:{_CUR})(?![a-z])))?")
# (a letter glued to it makes it a code, but Japanese, Chinese and Korean glue every word to
# a number: "39.90的那件", "39,90짜리")
_GLUED = r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]"
# (nor after the clock's word, where an hour is written with a point: "klo 18.41", "kl. 18.41",
# "o godz. 18.41")
_BARE = re.compile(rf"(?=\d)(?<![\d.,:/-])(?<!(?!{_GLUED})\w)(?<!kl )(?<!kl\. )(?<!klo )(?<!kello )"
                   rf"(?<!godz\. )(?<!godz )(?P<num>\d{{1,3}}(?:[.,']\d{{3}})*[.,]\d{{2}})"
                   rf"(?!\d|(?!{_GLUED})\w|[.,/:-]\d)")
# a whole price written with a dash for its cents and no currency ("1 299,-", "999,-", "49.-",
# the Swedish "449:-"): the Nordic, German and Swiss way to write a price, in any currency
_DASHED = re.compile(r"(?=\d)(?<![\d.,:/\w-])(?P<num>\d{1,3}(?:[.' ]\d{3})+|\d+)[.,:]-{1,2}(?![\d\w-])")
# a whole price with no currency, in a currency without minor units (yen, won): grouped in
# thousands ("3,280", "32,800") or three to seven digits, a Japanese or Korean word glued on
# ("3280のほう", "32800짜리"), not a count, a date, an hour, an age, a size or an order number
_WHOLE = re.compile(rf"(?=\d)(?<![\d.,:/#№-])(?<!(?!{_GLUED})\w)(?<!番号)(?<!番号 )(?<!번호)(?<!번호 )"
                    rf"(?<!no\.)(?<!no\. )(?P<num>\d{{1,3}}(?:,\d{{3}})+|\d{{3,7}})"
                    rf"(?!\d|(?!{_GLUED})\w|[.,/:-]\d|\s?%|\s?(?:個|件|つ|点|枚|本|台|足|着|年|月|日|時|分|秒|回|歳|号|番"
                    rf"|名|人|개|번|년|월|일|시|분|초|회|살|명|호|장|벌|켤레|cm|mm|ml|g\b|kg))")
_CENTS = re.compile(rf"(?=\d)(?<![\d.,])(?P<num>\d{{1,3}})\s?(?:{_MINOR_NAMES})(?![a-z])")
@dataclass(frozen=True)
class Mention:
    """A figure the writer wrote: ``amount`` in major units, in one of ``currencies`` (None:
    any), ``exact`` when it had decimals; ``text`` as written (after number words are read)."""

    amount: Decimal
    currencies: frozenset[str] | None
    exact: bool
    text: str
    start: int = 0  # where it stands in the reading it was found in
    end: int = 0

    def minor(self, currency: str) -> int | None:
        """The figure in ``currency``'s minor units, or None if it cannot be in it."""
        if self.currencies is not None and currency.lower() not in self.currencies:
            return None
        return to_minor(self.amount, currency)


_ADDENDS = re.compile(r"((?<![\d.,])\d[\d.,]*\s*\+\s*)+$")


def addends(reading: str, found: list[Mention]) -> list[Mention]:
    """The bare numbers added to a figure ("450 + 85 درهم", "19 + 19 + 79 CHF"): each in the
    figure's currency."""
    out = []
    for mention in found:
        run = _ADDENDS.search(reading[:mention.start])
        if run is None:
            continue
        for part in re.finditer(r"\d[\d.,]*", run.group()):
            amount = number(part.group())
            at = run.start() + part.start()
            if amount is not None and not any(m.start <= at < m.end for m in found):
                out.append(Mention(amount, mention.currencies, "." in part.group()
                                   or "," in part.group(), part.group(), at, at + len(part.group())))
    return out


def exponent(currency: str) -> int:
    return _EXPONENTS.get(currency.lower(), 2)


def to_minor(amount: Decimal, currency: str) -> int:
    return int(amount.scaleb(exponent(currency)).to_integral_value())


def from_minor(minor: int, currency: str) -> str:
    """``1299, "usd"`` -> ``"12.99 USD"`` (how reasons spell an amount)."""
    places = exponent(currency)
    return f"{Decimal(minor).scaleb(-places):.{places}f} {currency.upper()}"


def number(raw: str) -> Decimal | None:
    """A written number in either convention: the last separator followed by one or two digits
    is the decimal point, the others group thousands."""
    raw = raw.replace("'", "").replace(" ", "")
    last = max(raw.rfind("."), raw.rfind(","))
    if last >= 0 and 1 <= len(raw) - last - 1 <= 2:
        whole, decimals = raw[:last], raw[last + 1:]
    else:
        whole, decimals = raw, ""
    whole = whole.replace(".", "").replace(",", "")
    try:
        return Decimal(f"{whole}.{decimals}" if decimals else whole)
    except InvalidOperation:
        return None


def mentions(text: str, code: str | None = "en") -> list[Mention]:
    """Every figure of money in ``text``, read in language ``code`` and in English (number
    words of either as digits), without repeats."""
    folded = fold(text)
    found: dict[tuple[Decimal, frozenset[str] | None], Mention] = {}
    for reading in dict.fromkeys((folded, numbers.digits(text, code),
                                  numbers.digits(text, "en"))):
        for mention in scan(reading):
            found.setdefault((mention.amount, mention.currencies), mention)
    return list(found.values())


def scan(reading: str, whole: bool = False) -> list[Mention]:
    """The figures of one reading, each with its place in it; ``whole``: the payment's
    currency has no minor units, and a whole number without one is a price too ("3,280",
    where "32.80" is one in dollars)."""
    out: list[Mention] = []
    taken: list[tuple[int, int]] = []
    if not _DIGIT.search(reading):
        return out  # no figure without a digit (number words are read into digits first)
    for pattern in (_AFTER, _BEFORE):
        for match in pattern.finditer(reading):
            value = number(match.group("num"))
            if value is None or any(a < match.end() and match.start() < b for a, b in taken):
                continue
            minor = match.groupdict().get("minor")
            if minor and "." not in match.group("num") and "," not in match.group("num"):
                value += Decimal(minor) / 100
            exact = bool(minor) or bool(re.search(r"[.,]\d{1,2}$", match.group("num")))
            out.append(Mention(value, _NAMES[match.group("cur")], exact, match.group(),
                               match.start(), match.end()))
            taken.append(match.span())
    for match in _BARE.finditer(reading):
        if not any(a <= match.start() < b for a, b in taken):
            value = number(match.group("num"))
            if value is not None:
                out.append(Mention(value, None, True, match.group(), *match.span()))
                taken.append(match.span())
    for match in _DASHED.finditer(reading):
        if not any(a < match.end() and match.start() < b for a, b in taken):
            value = number(match.group("num"))
            if value is not None:
                out.append(Mention(value, None, True, match.group(), *match.span()))
                taken.append(match.span())
    for match in _WHOLE.finditer(reading) if whole else ():
        if not any(a <= match.start() < b for a, b in taken):
            value = number(match.group("num"))
            if value is not None:
                out.append(Mention(value, None, True, match.group(), *match.span()))
                taken.append(match.span())
    for match in _CENTS.finditer(reading):
        if not any(a <= match.start() < b for a, b in taken):
            out.append(Mention(Decimal(match.group("num")) / 100, None, True, match.group(),
                               *match.span()))
    return sorted(out, key=lambda m: m.start)
