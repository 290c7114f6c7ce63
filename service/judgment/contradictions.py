"""What the customer said that a proposed amount contradicts (``grounding`` asks, once it has
found the grounds the amount matches): a line they keep, the whole line when they said a count
of it, a share of the order when they said it of one line, all of a line when they ask for a
part, the whole payment when they name lines of it, another line's price, a figure that names
nothing on this payment, a figure only quoted or pasted text holds. Each answers a
``Grounding`` with the low score it earns, or None.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction

from service.judgment import concepts, money
from service.judgment.facts import Order
from service.judgment.gapped import unpaid_gap
from service.judgment.kindless import kindless_sets
from service.judgment.packs import pieces
from service.judgment.request import Figure, Request

KEPT, UNITS_OF_LINE, SHARE_OF_LINE, WHOLE_NOT_ASKED, OTHER_LINE = 0.10, 0.15, 0.15, 0.15, 0.10
PARTIAL_WHOLE = 0.15  # a part asked, all of a line (or of the payment) refunded
FIGURE_NAMES_NOTHING, ONLY_QUOTED = 0.10, 0.05
MAX_SUBSETS = 4096
NOT_THIS_ITEM = 0.10  # ``grounding.ITEM_NOT_ON_PAYMENT``: an item this payment did not sell
# the grounds that name an item (``grounding``'s): a line, its units, lines, the whole by implication
BY_ITEM = frozenset({"line", "units", "lines", "some_units", "lines_and_shipping", "whole",
                     "rest", "share_of_item", "taken_twice", "lines_by_kind", "lines_joined", "lines_counted",
                     "lines_summed"})
BY_LINE = frozenset({"line", "units", "some_units", "whole"})  # a line's price, or its units'


@dataclass(frozen=True)
class Grounding:
    score: float
    code: str
    message: str
    named: tuple[str, ...] = ()  # titles of the lines the customer names
    figures: tuple[str, ...] = ()  # the figures they wrote, as amounts
    extra: tuple[tuple[str, str], ...] = ()  # further reasons (code, message), e.g. lines_unknown


def asked_value(order: Order, request: Request, i: int) -> int:
    """What the customer asks of line ``i``: the units they said, else all of it."""
    line = order.lines[i]
    count = request.units.get(i)
    if count and line.unit and count < line.quantity:
        return count * line.unit
    return line.total


def wanted_lines(order: Order, request: Request, figures: list[Figure]) -> set[int]:
    """The lines asked about: named by words, or by a figure that is their price."""
    wanted = set(request.wanted)
    wanted |= {f.line for f in figures if f.names in ("line", "units") and f.line is not None}
    return wanted - request.kept


def part(value: int, share: Fraction) -> int:
    return round(value * share)


def fraction(share: Fraction) -> str:
    return f"{float(share):.0%}" if share.denominator not in (2, 3, 4) else {
        Fraction(1, 2): "half", Fraction(1, 3): "a third", Fraction(2, 3): "two thirds",
        Fraction(1, 4): "a quarter", Fraction(3, 4): "three quarters"}.get(share, f"{share}")


def close(amount: int, value: int, slack: int = 1) -> bool:
    return abs(amount - value) <= slack


def against(amount: int, order: Order, request: Request, figures: list[Figure],
            quoted: frozenset[int], strong: bool, weak: bool) -> Grounding | None:
    """What the customer said that this amount contradicts, if anything (``strong``: the amount
    matches a ground of units or better; ``weak``: it matches no ground asked at all)."""
    shown = money.from_minor(amount, order.currency)
    for check in (_kept, _units_of_line, _share_of_line, _partial_whole, _whole_not_asked,
                  _other_line, _gap_of_unpaid):
        found = check(amount, shown, order, request, figures)
        if found is not None and not (strong and check in (_whole_not_asked, _other_line)):
            return found
    beyond = _beyond_payment(amount, shown, order, request, figures)
    if beyond is not None:
        return beyond
    if weak:
        stray = [f for f in figures if f.names == "nothing" and close(amount, f.amount)]
        if stray:
            said = ", ".join(repr(order.lines[i].title) for i in sorted(stray[0].said_of))
            where = f" (it is said of {said}, whose price it is not)" if said else ""
            return Grounding(FIGURE_NAMES_NOTHING, "figure_not_on_payment",
                             f"{shown} is a figure the customer wrote, but it names nothing on "
                             f"this payment{where}: no line, units, share or shipping costs "
                             f"that.")
        if amount in quoted and not any(close(amount, f.amount) for f in figures):
            return Grounding(ONLY_QUOTED, "amount_only_quoted",
                             f"{shown} appears only in text the customer quotes, forwards, "
                             f"pastes or hides, never in their own words.")
    return None


def _beyond_payment(amount: int, shown: str, order: Order, request: Request,
                    figures: list[Figure]) -> Grounding | None:
    """The figures the customer writes all name nothing on this payment, one is more than all
    it took, and they ask of a kind of product no title is: the figure is another item's price
    ("my watch, 179, sent back: refund the 179", where this payment is a strap and a cable for
    79.98), and a refund of another amount here refunds lines they did not ask."""
    if not figures or not request.kinds_asked or any(f.names != "nothing" for f in figures):
        return None
    took = max(order.total, sum(li.total for li in order.lines))
    if not any(f.amount > took + 1 for f in figures) or any(close(amount, f.amount) for f in figures):
        return None
    return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                     f"{shown} is not the figure the customer asks, which is more than this "
                     f"payment took and names nothing on it: they ask of another item, of a kind "
                     f"none of its lines is.")


def _kept(amount: int, shown: str, order: Order, request: Request,
          figures: list[Figure]) -> Grounding | None:
    if not request.kept:
        return None
    kept = sorted(request.kept)
    others = [i for i in range(len(order.lines)) if i not in request.kept]
    whole = any(close(amount, w) for w in (order.total, order.left) if w is not None)
    combos = (sum(order.lines[i].total for i in combo)
              for size in range(1, min(len(order.lines), 6) + 1)
              for combo in itertools.combinations(range(len(order.lines)), size)
              if set(combo) & request.kept)
    if whole or any(close(amount, c) for c in itertools.islice(combos, MAX_SUBSETS)):
        titles = ", ".join(repr(order.lines[i].title) for i in kept)
        if whole and not others:
            return None
        # the same sum without what they keep: the lines they name may cost what a kept one
        # costs ("the two green covers back, the grey ones I keep", all at 249 kr); or the
        # lines they name by kinds their titles do not say (``kindless``)
        wanted = sorted(request.wanted.union(*kindless_sets(order, request)))
        if not wanted and _rest_exactly(amount, order, request):
            return None
        if not whole and any(close(amount, sum(order.lines[i].total for i in combo))
                             for size in range(1, min(len(wanted), 6) + 1)
                             for combo in itertools.combinations(wanted, size)):
            return None
        return Grounding(KEPT, "kept_line", f"{shown} includes {titles}, which the customer "
                                            f"says they keep or is fine.")
    return None


def _rest_exactly(amount: int, order: Order, request: Request) -> bool:
    """Nothing named, lines kept: the amount is to the cent what the lines not kept cost, and
    no sum with a kept line is (a kept line that costs a cent less than one asked, "the
    backpack and the bottle back, I keep the socks")."""
    rest = [i for i in range(len(order.lines)) if i not in request.kept]
    if not rest or amount != sum(order.lines[i].total for i in rest):
        return False
    return not any(amount == sum(order.lines[i].total for i in combo)
                   for size in range(1, min(len(order.lines), 6) + 1)
                   for combo in itertools.combinations(range(len(order.lines)), size)
                   if set(combo) & request.kept)


def _partial_whole(amount: int, shown: str, order: Order, request: Request,
                   figures: list[Figure]) -> Grounding | None:
    """A part asked ("a partial refund"), and the amount is all of a line they name, or of
    the payment."""
    if not request.partial:
        return None
    lines = [order.lines[i] for i in sorted(request.wanted) if close(amount, order.lines[i].total)]
    if request.twice and any(f.names == "line" and close(f.amount, amount) for f in figures):
        return None  # "charged twice, refund the extra 29,90": the charge taken again, written
    whole = any(close(amount, w) for w in (order.total, order.left) if w is not None)
    if not lines and not whole:
        return None
    what = repr(lines[0].title) if lines else "the whole payment"
    return Grounding(PARTIAL_WHOLE, "partial_asked", f"{shown} is all of {what}, but the "
                                                      f"customer asks for part of it back.")


def _gap_of_unpaid(amount: int, shown: str, order: Order, request: Request,
                   figures: list[Figure]) -> Grounding | None:
    # the difference asked is the gap from a price the customer says they paid, which this
    # payment never took (``gapped``)
    gap = unpaid_gap(amount, order, figures)
    if gap is None:
        return None
    said, now = (money.from_minor(v, order.currency) for v in gap)
    return Grounding(FIGURE_NAMES_NOTHING, "figure_not_on_payment",
                     f"{shown} is the gap between two figures the customer wrote, {said} they say "
                     f"they paid and {now}: this payment took no price of {said} (no line, unit or "
                     f"the payment is it), so the difference is of a price it never took.")


def _units_of_line(amount: int, shown: str, order: Order, request: Request,
                   figures: list[Figure]) -> Grounding | None:
    # one unit's price written ("(4만9천원)" for one of two tumblers) counts as a count said
    counts = dict(request.units)
    for f in figures:
        if f.names == "units" and f.line is not None and f.line not in counts:
            unit = order.lines[f.line].unit
            if unit and f.amount % unit == 0:
                counts[f.line] = f.amount // unit
    for i, count in counts.items():
        line = order.lines[i]
        if count < pieces(line) and close(amount, line.total) and not any(
                close(amount, f.amount) for f in figures if f.names == "line"):
            return Grounding(UNITS_OF_LINE, "units_of_line",
                             f"{shown} is the whole line {line.title!r} ({pieces(line)} "
                             f"units), but the customer speaks of {count} of them.")
    return None


def _share_of_line(amount: int, shown: str, order: Order, request: Request,
                   figures: list[Figure]) -> Grounding | None:
    for share in request.item_shares:
        of_lines = [part(li.total, share) for li in order.lines]
        for whole in (order.total, order.left):
            if whole is not None and not any(close(amount, v) for v in of_lines) and close(
                    amount, part(whole, share)):
                return Grounding(SHARE_OF_LINE, "share_of_line",
                                 f"{shown} is {fraction(share)} of the whole payment, but the "
                                 f"customer says it of one item only.")
    for share, base in request.shares:
        if base is None:
            continue
        of_line = part(order.lines[base].total, share)
        for whole in (order.total, order.left):
            if whole is not None and not close(amount, of_line) and close(
                    amount, part(whole, share)):
                return Grounding(SHARE_OF_LINE, "share_of_line",
                                 f"{shown} is {fraction(share)} of the whole payment, but the "
                                 f"customer says it of {order.lines[base].title!r} only.")
    return None


def _whole_not_asked(amount: int, shown: str, order: Order, request: Request,
                     figures: list[Figure]) -> Grounding | None:
    wanted = wanted_lines(order, request, figures)
    others = [i for i in range(len(order.lines)) if i not in wanted]
    whole = any(close(amount, w) for w in (order.total, order.left) if w is not None)
    if whole and wanted and others and not request.full:
        titles = ", ".join(repr(order.lines[i].title) for i in sorted(wanted))
        return Grounding(WHOLE_NOT_ASKED, "whole_not_asked",
                         f"{shown} is the whole payment, but the customer asks about {titles} "
                         f"only.")
    return None


def _other_line(amount: int, shown: str, order: Order, request: Request,
                figures: list[Figure]) -> Grounding | None:
    wanted = wanted_lines(order, request, figures)
    if not wanted:
        return None
    for i, line in enumerate(order.lines):
        if i in wanted:
            continue
        units = line.unit and amount % line.unit == 0 and 0 < amount // line.unit <= line.quantity
        if close(amount, line.total) or units:
            if any(close(amount, asked_value(order, request, j)) for j in wanted):
                continue
            # a share the customer asks of a line they name, the same by chance as another
            # line's price (half of a 66 tote, where a pouch costs 33)
            if any(base in wanted and close(amount, part(order.lines[base].total, share))
                   for share, base in request.shares):
                continue
            names = ", ".join(repr(order.lines[j].title) for j in sorted(wanted))
            return Grounding(OTHER_LINE, "other_item",
                             f"{shown} is the price of {line.title!r}, which the customer does "
                             f"not name (they name {names}).")
    return None


def counted(order: Order, request: Request) -> bool:
    """Whether the customer counts units of a line of three pieces or more whose number of
    pieces they also write ("I ordered 12 tins, 8 came: refund the 4", of a line of 12): the
    count names the line, whatever their words (or the subject, "faltan latas") call it."""
    return any(pieces(order.lines[i]) >= 3 and pieces(order.lines[i]) in request.counts
               for i in request.units)


def another_kind(amount: int, order: Order, request: Request) -> tuple[str, ...]:
    """The customer's words naming a kind of product that no line priced ``amount`` (whole or
    a unit) is, nor is of its family, where every such line's title names a kind and the
    customer's words name none of them: "the perfume", where the figure is the price of a hair
    dryer; "the charger I bought for my phone", where it is the price of a screen protector
    and "phone" names only a phone case line of another price. (Where a title names no kind,
    any word may name that line: nothing is said.)"""
    if not request.foreign:
        return ()
    priced = [i for i, line in enumerate(order.lines)
              if close(amount, line.total) or line.unit is not None and close(amount, line.unit)]
    # (read as the customer's languages and English read them: to a Dutch customer the bicycle
    # "Cortina E-U4" is no Spanish curtain, to a Turkish one "Go Run Consistent" no Dutch tent)
    read_in = frozenset({*request.codes, "en"}) if request.codes else None
    kinds = [concepts.of_title(order.lines[i].title, read_in) for i in priced]
    # (a line named by its brand or model only is not named by its kind: "the Soundcore
    # speaker", where the Soundcore line is headphones)
    if not priced or not all(kinds) or (request.worded - request.by_other_words).intersection(priced):
        return ()
    near = frozenset().union(*(concepts.family(k) for found in kinds for k in found))
    if any(kind in near for _, kind in request.foreign):
        return ()  # its kind is named too ("the tumbler's lid" of a tumbler line): a part of it
    return tuple(w for w, kind in request.foreign if kind not in near)



_OTHER_ORDER = {
    "unsure": "they are not sure which.",
    "several": "they placed several and name theirs in a size this line is not.",
    "stand_in": "the item is another purchase's, and they ask this line in its place for its like price.",
    "pasted": "the order confirmation they paste lists none of this payment's lines, and an item like it.",
}


def figure_beside(amount: int, order: Order, request: Request, figures: list[Figure]) -> bool:
    """Whether ``amount`` is the price of a line that only the customer's figure names, while
    their words name and complain of another line, of a lower price ("the cap was too small,
    I want 299 back", 299 the scarf's, the words naming the beanie of 199): the figure matches a
    line, the item complained of is not it."""
    # (one line complained of, not kept: "the box that cost 149 broke" names two lines by
    # "box", the figure the one meant; "the liners I keep", the figure the air fryer's; nor said
    # another purchase's: "the pegs for my tent bent ... the tent was a separate order")
    complained = request.complained - request.kept - request.elsewhere
    # (and priced under the figure: a figure below it may be a part of it, "the pegs for my tent
    # bent, they were 25", the pegs a word no title says, the tent 300)
    if len(complained) != 1 or order.lines[next(iter(complained))].total >= amount:
        return False
    priced = {i for i, line in enumerate(order.lines)
              if close(amount, line.total) or line.unit is not None and close(amount, line.unit)}
    return bool(priced) and priced.isdisjoint(request.worded | request.complained) \
        and any(f.line in priced for f in figures if f.names in ("line", "units"))


def of_another_item(amount: int, order: Order, request: Request, code: str,
                    shown: str) -> Grounding | None:
    """Item not on this payment where the amount matches a line by ``code``: the price of a part
    for what the customer complains of and asks for (``for_another``); of a line they name only
    as what this order holds, the item complained of being another purchase's; of a line, where
    an agent asks whether the item is of another order and the customer does not say this one."""
    by_line = code in BY_LINE
    served = for_another(amount, order, request) if by_line else ()
    if served:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a part for the item the customer complains of "
                         f"and asks for (a {served[0].replace('_', ' ')}), not of the item itself.")
    if by_line and request.held_here:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a line the customer names only as what this "
                         f"order holds: the item they complain of is, in their words, of another "
                         f"purchase.")
    if code in BY_ITEM and request.listed_other:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a line named on the ticket only as what this "
                         f"order holds; the customer asks about "
                         f"{', '.join(repr(w) for w, _ in request.listed_other[:2])}, which none "
                         f"of those lines is: an item of another purchase.")
    if code in BY_ITEM and request.other_order:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a line of this payment, but the customer says the "
                         f"item may be of another of their orders: " + _OTHER_ORDER[request.other_order])
    if code in BY_ITEM and request.stated_other:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a line of this payment, but an agent says the item "
                         f"spoken of is of another order, and the customer's answer agrees.")
    if code in BY_ITEM and request.asked_other:
        return Grounding(NOT_THIS_ITEM, "item_not_on_payment",
                         f"{shown} is the price of a line of this payment, but an agent asks whether "
                         f"the item spoken of is of another order (or the line it names), and the "
                         f"customer's later words neither say this order nor name one of its lines.")
    return None


def for_another(amount: int, order: Order, request: Request) -> tuple[str, ...]:
    """The kinds the customer complains of and asks for that a part priced ``amount`` is for,
    where they complain of no line: "加湿器本体は先月の注文です。今回のはフィルターだけ…加湿器代を
    返して" (the humidifier is last month's, this order was only its filter: refund the
    humidifier), where the line is the humidifier's filter."""
    if request.complained or not request.kinds_asked:
        return ()
    served = frozenset().union(*(concepts.served(li.title) for li in order.lines
                                 if close(amount, li.total)))
    return tuple(sorted(request.kinds_asked & served))
