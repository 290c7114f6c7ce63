"""Money as people write it, found in free text: ``$12.99``, ``12,99 €``, ``EUR 12.99``, ``£8``,
``12.99 dollars``, ``zwölf Euro fünfzig``, ``doce dólares``, ``1.299,00 kr``, ``50 cents``.

``mentions(text)`` returns every figure with the currencies it can be in: a symbol names a
family (``$`` is any dollar, or the peso; ``kr`` any crown), a code or a name one currency, a
bare number with two decimals any currency. Number words are read by ``text2num`` in the
languages it knows (English, German, French, Spanish, Dutch, Portuguese, Italian), so "twelve
dollars" and "zwölf Euro" are figures too. Decimal and thousands separators are read as the
writer's convention implies (``1.299,00`` and ``1,299.00`` are both 1299). Dates (12.03.2024),
times and ids are not money: a figure needs a currency beside it, or two decimals.

``percentages(text)`` returns the shares asked for ("20 %", "half", "die Hälfte").
``to_minor`` / ``from_minor`` convert with the currency's ISO 4217 exponent.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from text_to_num import alpha2digit

from service.judgment import lexicon
from service.judgment.text import fold

DOLLARS = frozenset({"usd", "cad", "aud", "nzd", "sgd", "hkd", "mxn", "twd"})
CROWNS = frozenset({"sek", "nok", "dkk", "isk", "czk"})
_CODES = frozenset({"usd", "eur", "gbp", "cad", "aud", "nzd", "chf", "jpy", "cny", "sek", "nok",
                    "dkk", "isk", "pln", "czk", "huf", "ron", "bgn", "brl", "mxn", "ars", "clp",
                    "cop", "pen", "inr", "sgd", "hkd", "krw", "zar", "try", "ils", "aed", "sar",
                    "twd", "thb", "php", "idr", "myr", "uah"})
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
    "zloty": frozenset({"pln"}), "zlotych": frozenset({"pln"}), "rupees": frozenset({"inr"}),
    **{code: frozenset({code}) for code in _CODES},
}
_MINOR_NAMES = r"cents?|pence|centimes?|centimos?|centavos?|centesimi|centen|eurocent|penny|pennies|p"
_EXPONENTS = {**dict.fromkeys(("bif", "clp", "djf", "gnf", "isk", "jpy", "kmf", "krw", "pyg",
                               "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"), 0),
              **dict.fromkeys(("bhd", "iqd", "jod", "kwd", "lyd", "omr", "tnd"), 3)}

_CUR = "|".join(re.escape(n) for n in sorted(_NAMES, key=len, reverse=True))
_NUM = r"\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_END = r"(?:[.,]-{1,2})?"  # "12,- €", "12.-"
_AND = r"\s*(?:(?:and|und|et|y|en|e|con|avec|mit|met|com|,)\s*)?"
_BEFORE = re.compile(rf"(?<![\w$€£¥])(?P<cur>{_CUR})\s?(?P<num>{_NUM}){_END}(?![\d\w])")
_AFTER = re.compile(rf"(?<![\d.,])(?P<num>{_NUM}){_END}\s?(?P<cur>{_CUR})(?![\w])"
                    rf"(?:{_AND}(?P<minor>\d{{2}})(?:\s?(?:{_MINOR_NAMES}))?(?![\d\w.,])"
                    rf"(?!\s?(?:{_CUR})(?![\w])))?")
_BARE = re.compile(r"(?<![\d.,:/\w-])(?P<num>\d{1,3}(?:[.,']\d{3})*[.,]\d{2})(?![\d\w]|[.,/:-]\d)")
_CENTS = re.compile(rf"(?<![\d.,])(?P<num>\d{{1,3}})\s?(?:{_MINOR_NAMES})(?![\w])")
_PERCENT = re.compile(r"(?<![\d.,])(?P<num>\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|percent|per cent|prozent|"
                      r"pour ?cent|por ?ciento|procent|por ?cento|per ?cento)(?![\w])")
_HALF = lexicon.words(lexicon.HALF)
_TEXT2NUM = ("en", "de", "fr", "es", "nl", "pt", "it")


@dataclass(frozen=True)
class Mention:
    """A figure the writer wrote: ``amount`` in major units, in one of ``currencies`` (None:
    any), ``exact`` when it had decimals; ``text`` as written (after number words are read)."""

    amount: Decimal
    currencies: frozenset[str] | None
    exact: bool
    text: str

    def minor(self, currency: str) -> int | None:
        """The figure in ``currency``'s minor units, or None if it cannot be in it."""
        if self.currencies is not None and currency.lower() not in self.currencies:
            return None
        return to_minor(self.amount, currency)


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


@lru_cache(maxsize=2048)
def readings(text: str) -> tuple[str, ...]:
    """The folded text, and the same with number words read as digits in the language that
    reads the most of them (another language's reading of a word or two is noise: "treinta y
    cinco" is 35 in Spanish, never "treinta y 5")."""
    plain = unicodedata.normalize("NFKC", text or "").lower()
    found: dict[str, int] = {}
    for lang in _TEXT2NUM:
        try:
            read = fold(alpha2digit(plain, lang, threshold=0))
        except (ValueError, RuntimeError):  # text2num refuses nothing it can read; be safe
            continue
        found[read] = len(re.findall(r"[^\W\d_]+", read))
    folded = fold(plain)
    fewest = min(found.values(), default=0)
    best = {read for read, words in found.items() if words == fewest and read != folded}
    return (folded, *sorted(best))


def mentions(text: str) -> list[Mention]:
    """Every figure of money in ``text`` (see the module's docstring), without repeats."""
    found: dict[tuple[Decimal, frozenset[str] | None], Mention] = {}
    for reading in readings(text):
        for mention in _scan(reading):
            found.setdefault((mention.amount, mention.currencies), mention)
    return list(found.values())


def _scan(text: str) -> list[Mention]:
    out, taken = [], []
    for pattern in (_AFTER, _BEFORE):
        for match in pattern.finditer(text):
            value = number(match.group("num"))
            if value is None or any(a < match.end() and match.start() < b for a, b in taken):
                continue
            minor = match.groupdict().get("minor")
            if minor and "." not in match.group("num") and "," not in match.group("num"):
                value += Decimal(minor) / 100
            exact = bool(minor) or bool(re.search(r"[.,]\d{1,2}$", match.group("num")))
            out.append(Mention(value, _NAMES[match.group("cur")], exact, match.group()))
            taken.append(match.span())
    for match in _BARE.finditer(text):
        if not any(a <= match.start() < b for a, b in taken):
            value = number(match.group("num"))
            if value is not None:
                out.append(Mention(value, None, True, match.group()))
    for match in _CENTS.finditer(text):
        if not any(a <= match.start() < b for a, b in taken):
            out.append(Mention(Decimal(match.group("num")) / 100, None, True, match.group()))
    return out


def percentages(text: str) -> list[Decimal]:
    """The shares the writer names, as fractions: "20 %" -> 0.2, "half" -> 0.5."""
    folded = fold(text)
    shares = [number(m.group("num")) for m in _PERCENT.finditer(folded)]
    found = [s / 100 for s in shares if s is not None and 0 < s <= 100]
    if _HALF.search(folded):
        found.append(Decimal("0.5"))
    return found
