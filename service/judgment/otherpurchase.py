"""Whether the item the customer speaks of is another purchase's, read over the whole thread once
its sentences are read (``reading.read``): bought in another shop, on another order, named only
as what this order holds beside another thing, asked or stated so by an agent and confirmed.
Each fact is a field of the ``Request``; ``contradictions`` weighs them."""

from __future__ import annotations

from service.judgment import aside, sellers
from service.judgment.elsewhere import asked_of_another, from_elsewhere, held_only, said_elsewhere
from service.judgment.facts import Comment, Order
from service.judgment.listing import listed_other, named_beside
from service.judgment.pastedorder import pasted_other
from service.judgment.request import Request
from service.judgment.sentences import sentences
from service.judgment.stated import stated_of_another
from service.judgment.tables import Patterns
from service.judgment.titles import Titles
from service.judgment.unconfirmed import unconfirmed
from service.judgment.whichorder import other_order


def other_purchase(texts: list[str], order: Order, titles: Titles, found: list[Patterns],
                   codes: tuple[str, ...], first: int, thread: list[Comment] | None,
                   request: Request) -> None:
    """Read into ``request`` what says the item is another purchase's (``texts``: the
    customer's own, ``first`` the first that is not the subject; ``thread``: the ticket's
    public comments in order, None where unknown)."""
    # (the words of this shop and its lines: never another seller's name)
    ours = sellers.Ours((line.title for line in order.lines),
                        (c.text for c in thread or () if not c.by_requester))
    request.elsewhere = from_elsewhere(texts, titles, found, first, sentences, ours)
    spoken = said_elsewhere(texts, found, first, sentences, ours)
    request.said_elsewhere = not request.worded and spoken
    # (with lines named: a sentence of another purchase that names none of them, "the lamp for
    # my tent broke ... the lamp was a separate order")
    request.spoken_elsewhere = request.said_elsewhere or (bool(request.worded) and spoken and said_elsewhere(
        texts, found, first, sentences, ours, titles))
    # the item complained of is another purchase's, and the lines named are named only as what
    # this order holds ("the power bank is from another order; this order was the charger")
    request.held_here = bool(request.worded) and not request.complained and spoken \
        and request.worded <= held_only(texts, titles, found, first, sentences)
    # "this order only has the teapot", where the customer asks about the kettle
    request.listed_other = listed_other(texts, thread, titles, found, codes, sentences,
                                        request.complained, named_beside(request.told, titles))
    request.aside = aside.named_aside(request, titles)  # "... I bought the liners from you too"
    # (or an agent's "is it this line?" answered by not knowing: ``unconfirmed``)
    request.asked_other = thread is not None and (asked_of_another(thread, titles, found, sentences)
                                                  or unconfirmed(thread, titles, codes))
    # ("The kettle itself you bought in 2024, order 58213." "Yes, that's right, ...": ``stated``)
    request.stated_other = thread is not None and stated_of_another(thread, found, sentences)
    request.other_order = other_order(texts, titles, found, first)  # "not sure if this order or October's"
    # (a confirmation pasted whose item lines are none of this payment's: ``pastedorder``)
    if not request.other_order and pasted_other(thread, order, codes, request.complained | request.worded):
        request.other_order = "pasted"
