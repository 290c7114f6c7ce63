"""What the customer names that no line of this payment is, read where an amount is grounded:
the subject's words that name no line priced as proposed (``strange``); an amount that is
the price of a line named only as another variant or another purchase's (``only_of``), or of
a line not asked (``another_price``); and the rest of an order
grounded only around a line kept while the customer asks or complains of a kind no line is
(``rest_of_a_stranger``: "I keep the hat. The kettle leaks, refund me", on a hat-and-scarf
payment). ``grounding`` asks them; they read the request and the payment, and decide nothing."""

from __future__ import annotations

from service.judgment import colours, concepts, items
from service.judgment.contradictions import close
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.text import fold

__all__ = ["another_price", "another_variant", "kind_unsure", "only_of", "rest_of_a_stranger", "strange"]


def strange(amount: int, order: Order, request: Request, strangers: tuple[str, ...]
             ) -> tuple[str, ...]:
    """The subject's words that name no line priced ``amount`` (whole or a unit) by its kind
    (``items.of_priced_line``): "Kengät" of a winter-boot line is that line, not a stranger."""
    if not strangers:
        return strangers
    priced = [i for i, li in enumerate(order.lines)
              if close(amount, li.total) or li.unit is not None and close(amount, li.unit)]
    return tuple(w for w in strangers
                 if not items.of_priced_line(w, priced, order, request.codes))


def rest_of_a_stranger(order: Order, request: Request, code: str) -> tuple[str, ...]:
    """The rest, grounded only around a line kept ("I keep the hat. The kettle leaks, refund
    me", where the payment is a hat and a scarf): the customer's words that name, where they ask
    or complain, a kind of product no line is by the kinds tables (``unlisted`` and
    ``kinds_asked`` both), beside no line named but the kept ones; the rest is then the price of
    lines they never spoke of. A word naming a line of the rest by its kind
    (``items.of_priced_line``) is no stranger; no kind named ("refund the rest", "the other
    thing broke") is not this."""
    # (where a title names no kind, the kinds no line is are ``foreign``'s: the rest must then
    # be lines whose titles each name a kind, ``kind_unsure`` below: "the Osprey, the Nalgene
    # ... are fine, my kettle leaks" of a rest that is a toaster; read only where the lines kept
    # were listed, ``listed``: elsewhere ``foreign`` holds a bag, a lid the item is said beside)
    if not request.kept or code not in ("rest", "full") or not request.kinds_asked \
            or not (request.unlisted or request.foreign):
        return ()
    read_in = frozenset({*request.codes, "en"})
    kindless = request.listed and not request.unlisted \
        and any(kind_unsure(li.title, read_in) for li in order.lines)
    words = request.unlisted or (tuple(w for w, _ in request.foreign) if kindless else ())
    if not words:
        return ()
    if (request.worded | request.named) - request.kept - request.by_other_words:
        return ()
    rest = [i for i in range(len(order.lines)) if i not in request.kept]
    if any(kind_unsure(order.lines[i].title, read_in) for i in rest):
        return ()  # a line of the rest whose kind no word but a colour's says: any kind may be it
    kinds = frozenset().union(*(concepts.of_title(li.title, read_in) for li in order.lines))
    return tuple(w for w in dict.fromkeys(words) if concepts.of_word(w) in request.kinds_asked
                 # (a word of two kinds, one a line's: "kjolen", a Norwegian dress, a Swedish skirt)
                 and kinds.isdisjoint({concepts.of_word(w), *concepts.shared(w)})
                 and not items.of_priced_line(w, rest, order, request.codes))


def kind_unsure(title: str, read_in: frozenset[str]) -> bool:
    """Whether a title names no kind, or one only a colour's word says, a shade's that names a
    product too among them ("Smeg KLF03 Cream 1.7L", a kettle read as a cream)."""
    if not concepts.of_title(title, read_in):
        return True
    bare = " ".join(w for w in title.split()
                    if not colours.colour(fold(w)) and not colours.shade_or_product(fold(w)))
    return not concepts.of_title(bare, read_in)


def another_variant(amount: int, order: Order, request: Request) -> bool:
    """Whether ``amount`` is the price of a line named only in a colour or a model it is not
    (and of no line named otherwise): "the red dress", where the dress paid is green."""
    return only_of(amount, order, request, request.other_variant)


def only_of(amount: int, order: Order, request: Request, other: set[int]) -> bool:
    """Whether ``amount`` is the price of one of the lines ``other`` and of no line named
    otherwise (``other_variant``, ``elsewhere``)."""
    return bool(other) and any(close(amount, order.lines[i].total) for i in other) and not any(
        close(amount, li.total) for i, li in enumerate(order.lines)
        if i in request.wanted and i not in other)


def another_price(amount: int, order: Order, request: Request) -> bool:
    wanted = request.wanted
    return any(close(amount, li.total) for i, li in enumerate(order.lines) if i not in wanted)
