"""``args_grounded``: is the proposed amount something on this payment the customer's words
point at?

The customer's own words are read as structure (``reading.read``): the lines they name and
keep, the units and shares they say of a line, the shipping, everything, the figures they wrote
and what each names on this payment. The *grounds* are the amounts those point at, each with a
score:

    a line they name (by its title, or by writing its price)    LINE        0.90
    units of a line they say ("two of the six")                  UNITS       0.85
    the lines they name together (with the shipping they name)   SUBSET      0.85
    the same, one named by a kind its title does not say         KINDLESS    0.75
    the lines a count or a sum they write points at, with lines  TOGETHER    0.75
    neither named nor kept ("both", "the two"; "175 for the two")
    the shipping they name                                       SHIPPING    0.85
    everything they ask back (the lines they keep out)           FULL        0.90
    a share of the line (or the order) it is said of             SHARE       0.80
    a difference they ask for (paid less the price now)          DIFFERENCE  0.80
    the whole payment: a refund asked, nothing named             IMPLIED     0.70
    one of the two units a payment taken twice holds             IMPLIED     0.70
    the one line a mail they quote or forward names, where       FORWARDED   0.70
    their own words name the item in words no title matches
    some units of a line they name, no count said                SOME_UNITS  0.45
    a figure alone, where the provider gives no lines            policy cap: 0.80 up to
                                                                 ``figure_alone_max``, else 0.45

A figure they wrote grounds nothing by itself: it counts when it names something on the
payment (a line's price, units, the shipping, the whole, a sum of lines). The proposal takes
the best ground it matches, unless it contradicts what they said: a line they keep (0.10), the
whole line when they said a count of it (0.15), a share of the order when they said it of one
line (0.15), the whole payment when they name lines of it (0.15), another line's price (0.10),
a figure that names nothing on this payment (0.10), a figure only quoted or pasted text holds
(0.05). Then what they ask caps it: withdrawn 0.15, declined (or something else instead of
money) 0.20, no refund words and no complaint 0.30, a complaint without refund words 0.45 (below
``grounded_min``: a person decides whether a complaint alone asks for money).
"""

from __future__ import annotations

import itertools

from service.judgment import money, shipalone
from service.judgment.contradictions import (
    BY_ITEM,
    BY_LINE,
    MAX_SUBSETS,
    Grounding,
    against,
    another_kind,
    asked_value,
    close,
    counted,
    figure_beside,
    fraction,
    of_another_item,
    part,
    wanted_lines,
)
from service.judgment.facts import Order
from service.judgment.likened import likened_only
from service.judgment.madeup import may_be_kept
from service.judgment.offered import take_up
from service.judgment.onekind import single
from service.judgment.overcharged import (
    IMPLIED,
    SHIPPING,
    Ground,
    doubled,
    never_owed,
    not_held,
    whole_payment,
)
from service.judgment.packs import pieces
from service.judgment.paired import sums as named_apart
from service.judgment.request import Figure, Request
from service.judgment.strangers import (
    another_price,
    another_variant,
    only_of,
    rest_of_a_stranger,
    strange,
)
from service.judgment.together import together
from service.judgment.unitkept import other_units_kept

__all__ = ["Ground", "Grounding", "ground"]

FORWARDED = 0.70  # below ``VOUCHED``: a quote that names the line never vouches for its own figure
LINE, UNITS, SUBSET, FULL, SHARE, DIFFERENCE, SOME_UNITS = 0.90, 0.85, 0.85, 0.90, 0.80, 0.80, 0.45
FIGURE_ALONE, FIGURE_OVER_CAP, LESS, LINE_NOT_NAMED, NOTHING = 0.80, 0.45, 0.45, 0.45, 0.10
ITEM_SHARE, REST_UNNAMED, OFFER = 0.60, 0.60, 0.75
STRUCTURE, UNREAD = 0.80, 0.40
KINDLESS = 0.75  # lines named, one by a kind its title does not say (``kindless``)
TOGETHER = 0.75  # lines a count or a written sum points at, named and unnamed (``together``)
ITEM_NOT_ON_PAYMENT = 0.10
PRICED_ELSEWHERE = 0.30
UNITS_KEPT = 0.30  # a line of several units whole, the rest said kept (``unitkept``)
_BY_ITEM = BY_ITEM  # the grounds that name an item (``contradictions`` reads them too)
# money never owed, said taken (``charges``): grounded without a word for a refund
_OWED_BACK = frozenset({"grounded_free_shipping", "grounded_taken_twice"})
_BY_LINE = BY_LINE  # a line's price, or its units'
_PARTS = frozenset({"share", "share_of_item", "difference", "units"})  # parts of a line or order
WITHDRAWN, DECLINED, NOT_ASKED, COMPLAINT_ONLY = 0.15, 0.20, 0.30, 0.45


def ground(amount: int | None, currency: str, order: Order, request: Request,
           quoted_figures: frozenset[int] = frozenset(), figure_alone_max: int = 0,
           unread: str | None = None, strangers: tuple[str, ...] = (),
           offer: Request | None = None, firmly: bool = False) -> Grounding:
    """The score of ``amount`` (None: all that is left) against what ``request`` asks of
    ``order``; ``quoted_figures``: figures found only in text the customer did not write as
    themselves; ``figure_alone_max``: the most a figure alone grounds without lines;
    ``unread``: the name of the customer's language when the rules do not read it;
    ``strangers``: what the ticket's subject names that is not on the payment (``items``);
    ``offer``: what an agent offered that the customer then took up (read like their words);
    ``firmly``: taken up in words of accepting it, nothing other than money named."""
    amount = order.left if amount is None else amount
    if amount is None:
        return Grounding(0.0, "amount_unknown", "The refund is of all that is left, and the "
                                                "provider did not say what was refunded "
                                                "before: the amount cannot be compared.")
    if currency.lower() != order.currency:
        return Grounding(0.0, "currency_not_the_payments",
                         f"The refund is in {currency.upper()}; the payment is in "
                         f"{order.currency.upper()}.")
    if offer is not None:
        take_up(order, request, offer, firmly)
    figures = _unique(request.figures)
    grounds = _grounds(order, request, figures, figure_alone_max)
    # a part an agent offers, taken up by a customer who asked nothing themselves ("half of its
    # price if you keep it" ... "agreed"): the part is what is asked, never the whole line
    part_only = offer is not None and not request.asked and bool(
        offer.partial or offer.shares or offer.item_shares or offer.differences)
    if part_only:
        grounds = [g for g in grounds if g.code in _PARTS]
    if offer is not None:
        offer.asked = offer.asked or offer.last_event is None
        grounds += [Ground(g.amount, min(g.score, OFFER), f"offer_{g.code}",
                           f"{g.why.replace('the customer', 'the agent')} (an agent's offer the "
                           f"customer accepts)")
                    for g in _grounds(order, offer, _unique(offer.figures), 0)
                    if g.score >= IMPLIED and not (part_only and g.code not in _PARTS)]
        left = order.left if order.left is not None else order.total
        grounds += [Ground(f.amount, OFFER, "offer_figure", "a sum an agent offered and the "
                                                            "customer accepts")
                    for f in _unique(offer.figures) if 0 < f.amount <= left]
        request.asked = request.asked or request.last_event not in ("decline", "withdraw")
    found = _best(amount, order, request, grounds, figures, quoted_figures, strangers)
    extra: tuple[tuple[str, str], ...] = ()
    if not order.lines:
        extra = (("lines_unknown", "The payment's provider gives no lines for it: a figure the "
                                   "customer wrote cannot be checked against what was bought."),)
    found = _capped(found, request)
    if unread is not None:  # never more than English read in it shows, never a guess
        found = _structure(amount, order, request, figures, unread, found.score)
    named = tuple(order.lines[i].title for i in sorted(request.wanted))
    shown = tuple(money.from_minor(f.amount, order.currency) for f in figures)
    return Grounding(found.score, found.code, found.message, named, shown, extra)


def _structure(amount: int, order: Order, request: Request, figures: list[Figure],
               name: str, read: float) -> Grounding:
    """In a language the rules do not read, only structure grounds: one line of one unit whose
    title the customer writes, or the whole payment with a word for everything (or its total
    written)."""
    shown = money.from_minor(amount, order.currency)
    # (a line of several units is not grounded whole by its title alone: the words we cannot
    # read may count some of them, "dvě ze šesti sklenic", two of the six glasses)
    quoted = [i for i in request.quoted if close(amount, order.lines[i].total)
              and order.lines[i].quantity == 1]
    whole = any(close(amount, w) for w in (order.total, order.left) if w is not None)
    if quoted and not request.kept:
        return Grounding(STRUCTURE, "grounded_title", f"{shown} is the price of "
                         f"{order.lines[quoted[0]].title!r}, whose title the customer writes "
                         f"(their words are in {name}, which the rules do not read).")
    if whole and (request.full or any(f.names == "whole" for f in figures)):
        return Grounding(STRUCTURE, "grounded_full", f"{shown} is the whole payment, which the "
                         f"customer asks back in so many words or figures (their words are in "
                         f"{name}, which the rules do not read).")
    return Grounding(min(UNREAD, read), "language_not_read",
                     f"The customer's words are in {name}, which the rules do not read: "
                     f"{shown} is not one line whose title they write, nor everything asked "
                     f"back; a person reads it.")


def _unique(figures: list[Figure]) -> list[Figure]:
    seen: dict[tuple[int, str, int | None], Figure] = {}
    for figure in figures:
        seen.setdefault((figure.amount, figure.names, figure.line), figure)
    return list(seen.values())


def _grounds(order: Order, request: Request, figures: list[Figure],
             figure_alone_max: int) -> list[Ground]:
    wanted = wanted_lines(order, request, figures)
    grounds: list[Ground] = []
    for i in sorted(wanted):
        line = order.lines[i]
        count, units = request.units.get(i), pieces(line)
        if count and (line.unit or units > line.quantity) and count < units:
            # a count of a pack's pieces takes its share of the line ("one of the four" of a
            # "4-pk"); else of the units
            value = count * line.unit if units == line.quantity and line.unit \
                else round(line.total * count / units)
            grounds.append(Ground(value, UNITS, "units",
                                  f"{count} of the {units} {line.title!r} the customer "
                                  f"names"))
        else:
            grounds.append(Ground(line.total, LINE, "line", f"the price of {line.title!r}, "
                                                            f"which the customer names"))
            grounds += [Ground(k * line.unit, SOME_UNITS, "some_units",
                               f"{k} of the {line.quantity} {line.title!r}, although the "
                               f"customer says no count")
                        for k in range(1, line.quantity) if line.unit]
    for figure in figures:
        if figure.names == "units" and figure.line in wanted:
            grounds.append(Ground(figure.amount, UNITS, "units",
                                  f"units of {order.lines[figure.line].title!r} at the price "
                                  f"the customer writes"))
    shipping = sum(s.amount for s in order.shipping)
    ship = shipping if request.shipping and not request.shipping_kept else 0
    if ship or any(f.names == "shipping" for f in figures):
        grounds.append(Ground(shipping, SHIPPING, "shipping", "the shipping the customer asks "
                                                              "about"))
    grounds += _subsets(order, request, sorted(wanted), ship)
    grounds += [Ground(value, TOGETHER, code, why) for value, code, why in together(
        order, request, [f for f in figures if f.names == "lines"], ship) if not request.one_kind]
    grounds += [Ground(value, KINDLESS, code, why) for value, code, why in named_apart(order, request, ship)]
    if not request.asked:  # (first: a tie with the same amount asked of a figure goes to it)
        grounds[:0] = never_owed(order, request, wanted, shipping)
    grounds += doubled(order, request, wanted)
    if len(wanted) == len(order.lines) > 1 and not request.kept and not request.units \
            and not request.rest_kept and not request.one_kind:
        grounds += [Ground(w, SUBSET, "all_lines", "every line of the payment, each of which "
                                                   "the customer names")
                    for w in whole_payment(order)]
    kept_total = sum(order.lines[i].total for i in request.kept)
    kept_total += shipping if request.shipping_kept else 0
    whole = {w - kept_total for w in (order.total, order.left) if w is not None}
    # the whole written as a figure, where the customer names no line or every line ("I ordered
    # a teapot ... you took 345 kroner": the teapot and its shipping)
    if request.full or ((not wanted or len(wanted) == len(order.lines)) and not request.one_kind
                        and any(f.names == "whole" for f in figures)):
        why = "everything, as the customer asks for all their money back"
        if kept_total:
            why = "everything but what the customer keeps"
        grounds += [Ground(w, FULL, "full", why) for w in whole if w > 0]
    elif request.asked and not wanted and not request.shares and not request.item_shares \
            and (not figures or request.kept and all(f.names == "shipping" for f in figures)):
        # (the rest with the shipping's own price said: "the shipping, 79 kr, and the hat back;
        # the mittens are fine")
        if request.kept_unnamed and not request.kept and len(order.lines) > 1:
            pass  # something kept in words no title matches ("the vest and socks are fine"):
            # not the whole, though no line can be taken out (``rest_unnamed`` below)
        elif request.item_unnamed or (request.kept_counts or shipalone.only(request)) and not request.kept:
            pass  # one item named in words no title matches, of several lines, units said fine of
            # no line ("two work, one does not", ``madeup``), or the shipping alone: not the whole
        elif not request.kept and not (request.rest_kept and len(order.lines) > 1):
            grounds += [Ground(w, IMPLIED, "whole", "the whole payment: the customer asks for a "
                                                    "refund and names no item or amount")
                        for w in whole if w > 0]
        else:
            rest = [i for i in range(len(order.lines)) if i not in request.kept]
            grounds += [Ground(w, IMPLIED, "rest", "what the customer does not keep: they ask "
                                                   "for a refund and keep the rest")
                        for w in whole if w > 0]
            grounds += [Ground(order.lines[i].total, IMPLIED, "rest",
                               f"{order.lines[i].title!r}, the one line the customer does not "
                               f"keep") for i in rest if len(rest) == 1]
    # "I send back the mount and the bar, I keep the cable, refund the rest": the lines named
    # and the rest asked back, a line kept: all but what is kept (no figure, share or count said)
    if request.rest_asked and request.kept and wanted and not wanted & request.kept and not request.kept_unnamed \
            and not figures and not request.shares and not request.units and not request.full \
            and not request.kept_kind:
        grounds += [Ground(w, IMPLIED, "rest", "what the customer does not keep: they name lines, "
                                               "keep another and ask the rest back")
                    for w in whole if w > 0]
    if request.asked and request.kept_unnamed and not wanted and len(order.lines) > 1:
        for li in may_be_kept(order, request):  # (units said fine keep a line of that many)
            grounds += [Ground(w - li.total, REST_UNNAMED, "rest_unnamed",
                               f"everything but {li.title!r}, as the customer keeps one thing "
                               f"(named in words the rules do not match) and asks for the rest")
                        for w in {sum(x.total for x in order.lines), order.total} if w - li.total > 0]
    grounds += _shares(order, request)
    # a share of "its price" where the customer's words name lines: of one of those lines, not
    # of any line ("the lamp flickers ... half its price": never half the table)
    of = sorted(request.wanted) or list(range(len(order.lines)))
    for share in request.item_shares:
        # (of the units the customer counts of it: "half the price of the one frame" of two)
        grounds += [Ground(part(asked_value(order, request, i), share), ITEM_SHARE, "share_of_item",
                           f"{fraction(share)} of {order.lines[i].title!r}, one of the items (the "
                           f"customer names the item in words the rules do not match)")
                    for i in of]
    grounds += [Ground(d, DIFFERENCE, "difference", "the difference in price the customer "
                                                    "asks for") for d in request.differences]
    if not order.lines:
        for figure in figures:
            if figure.amount <= figure_alone_max:
                grounds.append(Ground(figure.amount, FIGURE_ALONE, "figure_alone",
                                      "a figure the customer wrote (the provider gives no "
                                      "lines to check it against)"))
            else:
                grounds.append(Ground(figure.amount, FIGURE_OVER_CAP, "lines_unknown",
                                      "a figure the customer wrote, above what a figure alone "
                                      "may ground without the payment's lines"))
    return not_held(order, request, wanted, grounds)  # (what holds a charge said taken twice)


def _subsets(order: Order, request: Request, wanted: list[int], ship: int) -> list[Ground]:
    out: list[Ground] = []
    count = 0
    for size in range(1 if ship else 2, len(wanted) + 1):
        for combo in single(request.one_kind, itertools.combinations(wanted, size)):
            count += 1
            if count > MAX_SUBSETS:
                return out
            total = sum(asked_value(order, request, i) for i in combo)
            titles = ", ".join(repr(order.lines[i].title) for i in combo)
            # (every line, where "the rest is fine" is said: never the whole payment)
            if size >= 2 and not (request.rest_kept and size == len(order.lines) > 1):
                out.append(Ground(total, SUBSET, "lines", f"the lines the customer names "
                                                          f"({titles})"))
            if ship:
                out.append(Ground(total + ship, SUBSET, "lines_and_shipping",
                                  f"{titles} and the shipping, as the customer asks"))
    return out


def _shares(order: Order, request: Request) -> list[Ground]:
    out = []
    lines_sum = sum(li.total for li in order.lines)
    for share, base in request.shares:
        if base is not None:
            line = order.lines[base]
            # (of the units counted, never the whole line: "one of the three ... half its
            # price" is half of one)
            for value in {asked_value(order, request, base)}:
                out.append(Ground(part(value, share), SHARE, "share",
                                  f"{fraction(share)} of {line.title!r}, as the customer asks"))
        else:
            kept = sum(order.lines[i].total for i in request.kept)
            bases = {b for b in (order.total, order.left, lines_sum) if b}
            bases |= {b - kept for b in bases if kept}
            for value in bases:
                out.append(Ground(part(value, share), SHARE, "share",
                                  f"{fraction(share)} of the payment, as the customer asks"))
    return out


def _best(amount: int, order: Order, request: Request, grounds: list[Ground],
          figures: list[Figure], quoted: frozenset[int], strangers: tuple[str, ...]
          ) -> Grounding:
    shown = money.from_minor(amount, order.currency)
    hits = [g for g in grounds if close(amount, g.amount)]
    best = max(hits, key=lambda g: g.score, default=None)
    contradicted = against(amount, order, request, figures, quoted,
                           strong=best is not None and best.score >= UNITS,
                           weak=best is None or best.score < IMPLIED)
    if contradicted is not None:
        return contradicted
    # what the subject names that no line is, or a kind of product the customer's words name
    # that no line's title is ("the wall charger", where the lines are a cable and a wallet)
    # (a count the customer writes of a line's units names it, whatever the subject calls it)
    strangers = (() if counted(order, request) else strange(amount, order, request, strangers)) \
        or request.unlisted
    # (a line named by its brand or model only is not named: "căștile JBL" for a JBL speaker)
    if strangers and not request.worded - request.by_other_words and best is not None \
            and best.code in _BY_ITEM:
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} matches this payment only by a figure or by asking about "
                         f"something: the ticket is about {', '.join(repr(w) for w in strangers[:3])}, "
                         f"which no line of this payment is, and the customer's words name "
                         f"none of its lines.")
    beside = rest_of_a_stranger(order, request, best.code) if best is not None else ()
    if beside:
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is what the customer does not keep of this payment, but they "
                         f"ask about {', '.join(repr(w) for w in beside[:3])}, which no "
                         f"line of this payment is, and their words name none of the lines they "
                         f"do not keep.")
    alien = another_kind(amount, order, request) \
        if best is not None and best.code in _BY_LINE else ()
    if alien:
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the price of a line of another kind than the customer "
                         f"names ({', '.join(repr(w) for w in alien[:3])}), and their words "
                         f"name no line of that price: a figure matches, the item does not.")
    if best is not None and best.code in _BY_LINE and figure_beside(amount, order, request, figures):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the price of a line only the customer's figure names; "
                         f"their words name and complain of another line, of another price: a "
                         f"figure matches, the item does not.")
    if best is not None and best.code in _BY_ITEM and another_variant(amount, order, request):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the price of a line the customer names only in a colour, "
                         f"a model or a variety it is not: the ticket is about another item of "
                         f"its kind.")
    if best is not None and (best.code in _BY_ITEM and only_of(amount, order, request, request.elsewhere)
                             or best.code in _BY_LINE and likened_only(amount, order, request)):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the price of a line the customer names only as an item of "
                         f"another purchase (another, an earlier order; a gift, another shop) or "
                         f"likens to one by its price (\"same price as\"): not of this payment.")
    # every item complained of is another purchase's, and the amount is the price of a line
    # their words do not name: a figure matches this payment, the item complained of is not on it
    # ("the case I bought in another order cracked, I paid 19.90 for it", a line of 19.90 here)
    if best is not None and best.code in _BY_LINE and request.elsewhere \
            and request.complained <= request.elsewhere and not any(
                close(amount, li.total) or (li.unit is not None and close(amount, li.unit))
                for i, li in enumerate(order.lines) if i in request.worded - request.elsewhere):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} matches a line of this payment only by a figure: the item the "
                         f"customer complains of is, in their words, of another purchase.")
    if best is not None and best.code in _BY_LINE and only_of(amount, order, request, request.aside):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the price of a line the customer names by its kind only "
                         f"aside, asking nothing of it; what they complain of first is another "
                         f"kind of product, which no line of this payment is.")
    other = of_another_item(amount, order, request, best.code, shown) if best is not None else None
    if other is not None:
        return other
    if best is not None and best.code == "difference" and request.priced_elsewhere:
        return Grounding(PRICED_ELSEWHERE, "priced_elsewhere",
                         f"{shown} is a difference from another shop's price, a competitor's, "
                         f"that the customer names: a price match for a person to grant, not "
                         f"money this payment took over its own price.")
    # a figure of the other order: no line named in words, the figure the customer wrote (a
    # line's price, the whole) said of an order they say is another, or one of several ("I had
    # two orders: in the one with the bedding the pillowcase was missing, it cost 64.90"); or
    # lines named, none of this price, the other purchase said of an item that names none ("the
    # mat for my tent ... it was 25; the mat was a separate order", a line of 25 never named)
    if best is not None and best.code in ("line", "full") and (request.said_elsewhere or (
            request.spoken_elsewhere and best.code == "line"
            and not any(close(amount, order.lines[i].total) for i in request.worded))) \
            and not request.full and any(f.names in ("line", "whole") and close(amount, f.amount)
                                         for f in figures):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is a figure the customer wrote, of an order they say is "
                         f"another (or one of several), and their words name none of this "
                         f"payment's lines: a figure matches, the order does not.")
    # (or the rest of what is kept, where the other purchase is said of an item that names no
    # line: "the heater I got in another shop broke, the filter is fine, refund the heater")
    if best is not None and (best.code == "whole" and request.said_elsewhere or best.code == "rest" and (
            request.spoken_elsewhere and not any(close(amount, order.lines[i].total)
                                                 for i in request.worded - request.kept))):
        return Grounding(ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
                         f"{shown} is the whole payment (or all of it the customer does not keep), "
                         f"asked by implication, but the customer names none of its lines and says "
                         f"the item they complain of is from another purchase.")
    if best is not None and best.code in ("line", "whole", "rest") and other_units_kept(amount, order, request):
        return Grounding(UNITS_KEPT, "kept_units",
                         f"{shown} is the whole of a line of several units, but the customer "
                         f"complains of one and keeps the rest: how many come back is for a person.")
    if best is not None:
        return Grounding(best.score, f"grounded_{best.code}", f"{shown} is {best.why}.")
    asked = [g.amount for g in grounds if g.score >= IMPLIED]
    if asked and 0 < amount < max(asked) and not another_price(amount, order, request):
        return Grounding(LESS, "grounded_less",
                         f"{shown} is less than what the customer asks for "
                         f"({money.from_minor(max(asked), order.currency)}).")
    forwarded = _forwarded(amount, order, request, figures, strangers)
    if forwarded is not None:
        return Grounding(FORWARDED, "grounded_forwarded_line",
                         f"{shown} is the price of {forwarded!r}, the one line a mail the customer "
                         f"quotes or forwards names; their own words speak of it in words no "
                         f"title matches.")
    if not wanted_lines(order, request, figures) and any(close(amount, li.total)
                                                    for li in order.lines):
        return Grounding(LINE_NOT_NAMED, "line_not_named",
                         f"{shown} is the price of one line, and the customer's words name "
                         f"none of the lines.")
    return Grounding(NOTHING, "ungrounded_amount", f"{shown} matches nothing on this payment "
                                                   f"that the customer's words point at.")


def _forwarded(amount: int, order: Order, request: Request, figures: list[Figure],
               strangers: tuple[str, ...]) -> str | None:
    """The title of the one line a quoted or forwarded mail names (the shop's own "the item
    'X' was cancelled"), where the customer's own words ask about an item they name in words
    no title matches, name no line, keep none, and name nothing off this payment."""
    if len(request.forwarded) != 1 or wanted_lines(order, request, figures) or request.kept \
            or request.kept_unnamed or strangers or request.unlisted or request.said_elsewhere:
        return None
    line = order.lines[next(iter(request.forwarded))]
    return line.title if close(amount, line.total) else None


def _capped(found: Grounding, request: Request) -> Grounding:
    event = request.last_event
    if event == "withdraw":
        cap, code, why = WITHDRAWN, "refund_withdrawn", (
            "In a later word the customer withdraws the complaint or the request.")
    elif event == "decline":
        cap, code, why = DECLINED, "refund_declined", (
            "The customer's words decline money back, or ask for something else instead.")
    elif request.asked or request.full or found.code in _OWED_BACK:
        return found
    elif not request.complaint:
        cap, code, why = NOT_ASKED, "refund_not_asked", (
            "No words asking for money back were found in the customer's comments.")
    else:
        cap, code, why = COMPLAINT_ONLY, found.code, ""
    if found.score <= cap:
        return Grounding(found.score, found.code, f"{found.message} {why}".strip(), found.named,
                         found.figures, found.extra)
    return Grounding(cap, code, f"{found.message} {why}".strip(), found.named, found.figures,
                     found.extra)
