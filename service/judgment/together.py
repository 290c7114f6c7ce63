"""Lines asked together, pointed at by a count or by a sum the customer writes.

A customer names the things they send back in their own words, and says how many: "the skis
and the bindings go back, both of them; I keep the poles", "proszę o zwrot za te dwie rzeczy",
"枕と枕カバーの両方", "ايوه هذولا الاثنين". Their words may match only some of the lines (a title
of brand and model, "Fischer Twin Skin 187", says no "ski"). Where the count said (two, three;
``COUNT``) is filled exactly by the lines named and the lines neither named nor kept, those
lines are the ones asked (``counted_lines``): every line is then accounted for, named, kept, or one
of the count. A figure they write that is the sum of the lines named and lines neither named
nor kept, the one such set, points at that set the same way (``summed``: "the incense and the
box, that is 175").

Never a kept line; never where their words name a kind of product no line is (an item not on
this payment); never a line besides those named whose title names a kind ("Camping Lantern":
words that named it would have matched it); never a count said of one line's units ("both
lamps", the lamp line of two); never where more lines are left than the count (or the sum)
takes (which ones, the words do not say).
"""

from __future__ import annotations

import itertools
import re
from functools import cache

from service.judgment import concepts, money
from service.judgment.contradictions import asked_value
from service.judgment.facts import Order
from service.judgment.request import Figure, Request
from service.judgment.tables import RUN_TOGETHER, fold_fragment, gates
from service.judgment.titles import Mention

__all__ = ["BOTH", "count_said", "counted_lines", "summed", "together"]

# "both", "the two of them": a count of two with no number in it (folded: no accents)
BOTH = re.compile(
    r"(?<![\w])(?:both|the two of them|beide|beides|allebei|alle twee|les deux|tous les deux|"
    r"toutes les deux|ambos|ambas|los dos|las dos|entrambi|entrambe|tutti e due|tutte e due|"
    r"os dois|as duas|bada|bagge|begge|molemmat|molemmista|molempien|kummatkin|oba|obie|obydwa|obydwie|ambele|amandoi|"
    r"amandoua|ikisini|ikisi|her ikisi)(?![\w])|両方|二つとも|2つとも|两个都|两样都|兩個都|둘 ?다|"
    r"الاثنين|الاثنتين|كلاهما|كليهما")

# a count of things said with a determiner ("the two", "these three", "delle due cose"), per
# covered language: the count's number words for two and three (digits too). Written from how
# the form is said in each language, not from any ticket.
_TWO, _THREE = 2, 3
COUNT: dict[str, tuple[tuple[str, str], ...]] = {
    # (determiners, number words for two | for three)
    "en": ((r"the|these|those|all", r"two|2"), (r"the|these|those|all", r"three|3")),
    "de": ((r"die|diese|alle|der|den|beiden", r"zwei|2"), (r"die|diese|alle|der|den", r"drei|3")),
    "fr": ((r"les|ces|des|aux", r"deux|2"), (r"les|ces|des|aux|tous|toutes", r"trois|3")),
    "es": ((r"los|las|estos|estas|esos|esas|todos|todas", r"dos|2"),
           (r"los|las|estos|estas|esos|esas|todos|todas", r"tres|3")),
    "it": ((r"i|le|questi|queste|quei|quelle|delle|dei|degli|tutti e|tutte e", r"due|2"),
           (r"i|le|questi|queste|quei|quelle|delle|dei|degli|tutti e|tutte e", r"tre|3")),
    "pt": ((r"os|as|das|dos|estes|estas|esses|essas|aos", r"dois|duas|2"),
           (r"os|as|das|dos|estes|estas|esses|essas|todos|todas|aos", r"tres|3")),
    "nl": ((r"de|deze|die|alle", r"twee|2"), (r"de|deze|die|alle", r"drie|3")),
    "pl": ((r"te|tych|tymi|tamte|wszystkie", r"dwie|dwa|dwoch|obu|2"),
           (r"te|tych|tymi|tamte|wszystkie|wszystkich", r"trzy|trzech|3")),
    "ro": ((r"cele|celor|ambele", r"doua|doi|2"), (r"cele|celor|toate|toti", r"trei|3")),
    "sv": ((r"de|dessa|alla|bada", r"tva|2"), (r"de|dessa|alla", r"tre|3")),
    "da": ((r"de|disse|alle", r"to|2"), (r"de|disse|alle", r"tre|3")),
    "nb": ((r"de|disse|alle", r"to|2"), (r"de|disse|alle", r"tre|3")),
    "fi": ((r"ne|nama|nuo|molemmat|kaikki", r"kaksi|kahdesta|2"),
           (r"ne|nama|nuo|kaikki", r"kolme|kolmesta|3")),
    "tr": ((r"bu|su|o|her", r"iki|2"), (r"bu|su|o|her", r"uc|3")),
}
# languages whose counts stand glued to their counter words (after the thing counted)
_RUNS = {
    "ja": ((_TWO, r"(?:二|2)(?:つ|点|個|品)(?:とも|共)?"), (_THREE, r"(?:三|3)(?:つ|点|個|品)(?:とも|共)?")),
    "zh": ((_TWO, r"(?:这|那|這)?(?:两|兩|2)(?:个|件|样|個|樣)"), (_THREE, r"(?:这|那|這)?(?:三|3)(?:个|件|样|個|樣)")),
    "ko": ((_TWO, r"(?:두|2) ?(?:개|가지|제품|상품)"), (_THREE, r"(?:세|3) ?(?:개|가지|제품|상품)")),
    "ar": ((_TWO, r"القطعتين|المنتجين|الغرضين|الشيئين"), (_THREE, r"الثلاثه|الثلاث قطع|المنتجات الثلاث")),
}
# a count of a time or a measure ("the two weeks", "les deux jours"): not of things
_TIME = (r"(?!\s(?:days?|weeks?|months?|years?|hours?|times?|tage?n?|wochen?|monate?n?|jahren?|"
         r"stunden?|mal|jours?|semaines?|mois|ans?|heures?|fois|dias?|semanas?|meses|anos?|horas?|"
         r"veces|vezes|giorni|settimane|mesi|anni|ore|volte|dagen|weken|maanden|jaar|uur|keer|"
         r"dni|tygodni\w*|miesi\w*|lat|godzin\w*|razy|zile|saptamani|luni|ani|ore|ori|dagar|veckor|"
         r"manader|ar|timmar|ganger|dage|uger|maneder|timer|gange|dager|uker|maneder|paivaa|viikkoa|"
         r"kuukautta|vuotta|tuntia|kertaa|gun|hafta|ay|yil|saat|kez|kere|defa)(?![\w]))")


@cache
def _pattern(codes: tuple[str, ...]) -> tuple[re.Pattern[str], tuple[tuple[int, re.Pattern[str]], ...]]:
    """The determiner-and-number forms of ``codes`` (one pattern, the count in its group), and
    the glued forms of the languages written in runs."""
    body = []
    for code in codes:
        for n, (dets, nums) in zip((_TWO, _THREE), COUNT.get(code, ())):
            body.append(rf"(?:{fold_fragment(dets)}) (?P<n{n}_{code}>{fold_fragment(nums)})")
    spaced = re.compile(r"(?<![\w])(?:" + "|".join(body) + r")(?![\w])" + _TIME) if body \
        else re.compile(r"(?!)")
    runs = tuple((n, re.compile(fold_fragment(form))) for code in codes
                 if code in _RUNS or code in RUN_TOGETHER for n, form in _RUNS.get(code, ()))
    return spaced, runs


def count_said(folded: str, codes: tuple[str, ...], mentions: list[Mention]) -> int:
    """The count of things ``folded`` says ("both", "the two", "te dwie rzeczy", "両方"): 0 where
    none, or where a line's words follow it (a count of that line's units: "both lamps")."""
    spaced, runs = _pattern(tuple(dict.fromkeys(codes)))
    found: list[tuple[int, int]] = []  # (count, end)
    # (its words looked for in one pass first: most sentences say no "both" in any language)
    both = BOTH.search(folded) if gates.prefilter(BOTH)(folded) else None
    if both is not None:
        found.append((_TWO, both.end()))
    for hit in spaced.finditer(folded):
        three = any(k.startswith("n3") and v for k, v in hit.groupdict().items())
        found.append((_THREE if three else _TWO, hit.end()))
    for n, pattern in runs:
        found += [(n, hit.end()) for hit in pattern.finditer(folded)]
    spaced_out = not set(codes) & RUN_TOGETHER
    for n, end in found:
        # ("both lamps", "die zwei Lampen": the units of a line, in a language that counts
        # before the noun)
        if spaced_out and any(0 <= m.start - end <= 2 or 0 <= m.start - end - len(_next(folded, end)) <= 2
                              for m in mentions):
            continue
        return n
    return 0


def _next(folded: str, end: int) -> str:
    """The word after ``end`` (an adjective between a count and its noun: "the two broken")."""
    match = re.match(r"\s?\w+", folded[end:])
    return match.group() if match else ""


def counted_lines(order: Order, request: Request) -> tuple[int, ...]:
    """The lines a count the customer said points at: the lines named and every line neither
    named nor kept, where together they are exactly that count (else nothing)."""
    count = request.together
    if not count or not request.asked or request.units or request.unlisted or request.kinds_asked \
            or request.kept_unnamed or len(order.lines) < count:
        return ()
    named = request.named - request.kept
    if len(named) >= count:
        return ()
    rest = {i for i in range(len(order.lines)) if i not in request.named and i not in request.kept}
    if len(named) + len(rest) != count:
        return ()
    kinds = {concepts.of_title(order.lines[i].title) for i in rest}
    # (lines titled by kinds, none named: "the two" are one product's variants, "both coffee
    # makers", the large and the small, never two kinds the words may not name)
    if any(kinds) and (named or len(kinds) > 1):
        return ()
    return tuple(sorted(named | rest))


def _kindless(order: Order, i: int) -> bool:
    """Whether line ``i``'s title names no kind of product (brand and model: "Fischer Twin Skin
    187"), the one way words that name it can match no title: a line titled by a kind ("Camping
    Lantern") the words do not name is not what they name."""
    return not concepts.of_title(order.lines[i].title)


def summed(order: Order, request: Request, figure: int, slack: int) -> tuple[int, ...]:
    """The one set of lines a figure the customer wrote is the sum of, holding every line named,
    no line kept, and lines neither named nor kept besides (else nothing)."""
    named = request.named - request.kept
    if not named or not request.asked or request.units or request.unlisted or request.kinds_asked \
            or request.kept_unnamed:
        return ()
    rest = [i for i in range(len(order.lines)) if i not in request.named and i not in request.kept
            and _kindless(order, i)]
    base = sum(order.lines[i].total for i in named)
    found = [combo for size in range(1, min(len(rest), 4) + 1)
             for combo in itertools.combinations(rest, size)
             if abs(base + sum(order.lines[i].total for i in combo) - figure) <= slack]
    return tuple(sorted(named | set(found[0]))) if len(found) == 1 else ()


def together(order: Order, request: Request, sums: list[Figure], ship: int
             ) -> list[tuple[int, str, str]]:
    """The amounts (with their codes and reasons) of the lines a count the customer says points
    at, and of the one set of lines each figure ``sums`` (those naming a sum of lines) is the
    sum of, without and with the shipping ``ship`` they ask."""
    slack = 10 ** money.exponent(order.currency) - 1
    sets = [("lines_counted", "the lines the customer counts", counted_lines(order, request))]
    sets += [("lines_summed", "the lines whose sum the customer writes",
              summed(order, request, f.amount - s, 1 if f.exact else slack))
             for f in sums for s in {0, ship}]
    out = []
    for code, why, combo in sets:
        if not combo:
            continue
        total = sum(asked_value(order, request, i) for i in combo)
        titles = ", ".join(repr(order.lines[i].title) for i in combo)
        out += [(total + s, code, f"{why} ({titles}{' and the shipping' if s else ''}): the "
                                  f"lines they name and those they neither name nor keep")
                for s in {0, ship}]
    return out
