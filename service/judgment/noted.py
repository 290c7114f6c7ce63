"""A staff member's internal note that says the item is not on this order: "No wall charger on
this order", "Żwirku nie ma w żadnym zamówieniu", "客户说发黄的壳是在别家买的", "La commande du 3 mars
est une autre commande" (``tables.noted``, and ``tables.elsewhere``'s other purchase and other
shop). A person of the shop looked and found the item complained of elsewhere: a refund of a
line of this payment is for a person to decide.

A note is evidence only one way. It can make a judgment more cautious (its grounding falls to
``item_not_on_payment``), never less: nothing a note says raises a score, and a note that says
nothing of the kind changes nothing. The agent being guarded may write notes too; at worst
such a note sends its own refund to a person. Read in every covered language's words (a team
may note in its own language, not the customer's); a ticket without an internal note costs one
look at each comment's ``public``.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment.facts import Ticket
from service.judgment.tables import joined
from service.judgment.tables.elsewhere import ANOTHER, BOUGHT_ELSEWHERE
from service.judgment.tables.noted import NOT_ON_ORDER
from service.judgment.text import fold

__all__ = ["says_not_on_order"]


def says_not_on_order(ticket: Ticket | None) -> bool:
    """Whether an internal note of ``ticket`` (a comment the customer cannot see) says the item
    is not on this order, or is another purchase's, another shop's."""
    if ticket is None:
        return False
    notes = [c.text for c in ticket.comments if not c.public and c.text.strip()]
    if not notes:
        return False
    pattern = _pattern()
    return any(pattern.search(fold(note)) for note in notes)


@cache
def _pattern() -> re.Pattern[str]:
    codes = tuple(NOT_ON_ORDER)
    words = {c: (*NOT_ON_ORDER[c], *BOUGHT_ELSEWHERE.get(c, ()), *ANOTHER.get(c, ())) for c in codes}
    found = joined(codes, words)
    assert found is not None
    return found
