"""The item an agent names unconfirmed: an agent's public reply that names a line of this
payment and asks ("I can see an order with the desk lamp and a bulb. Is that the one?"), and the
customer's first answer after it begins by not knowing ("No idea, ...", "Keine Ahnung, ...":
``tables.unsure``), while none of the customer's own words names the line by its title's own
words (a kind's word alone, "the earbuds" of a "... Headphones" line, confirms nothing). The
customer does not say the item is this order's: a refund of the line's price matches a figure.

``unconfirmed(thread, titles, codes)``; read only where an agent's public reply asks something
and the customer answers it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from service.judgment.facts import Comment
from service.judgment.tables import fold_fragment
from service.judgment.tables.unsure import UNSURE_ANSWER
from service.judgment.text import fold
from service.judgment.titles import Titles

_ASKS = re.compile(r"[?？؟]")


def unconfirmed(thread: Sequence[Comment], titles: Titles, codes: tuple[str, ...]) -> bool:
    """Whether an agent asks of a line it names and the customer answers first by not knowing,
    never naming the line by its title's words (see the module's docstring)."""
    asking = [n for n, c in enumerate(thread) if c.public and not c.by_requester and _ASKS.search(c.text)]
    if not asking or not titles.lines:
        return False
    opener = _opener(tuple(c for c in dict.fromkeys(codes) if c in UNSURE_ANSWER))
    if opener is None:
        return False
    asked = [n for n in asking if _worded(titles, fold(thread[n].text), kind_too=True)]
    if not asked:
        return False
    replies = [c for c in thread[asked[-1] + 1:] if c.by_requester]
    if not replies or not opener.match(fold(replies[0].own_text)):
        return False
    return not any(_worded(titles, fold(c.own_text)) for c in thread if c.by_requester)


def _worded(titles: Titles, folded: str, kind_too: bool = False) -> bool:
    """Whether ``folded`` names a line by its title's own words (or by its kind, ``kind_too``);
    a colour alone names none."""
    return any(any(not w.startswith(("@", "#")) or (kind_too and w.startswith("#")) for w in m.words)
               for m in titles.mentions(folded))


@cache
def _opener(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    words = "|".join(fold_fragment(w) for c in codes for w in UNSURE_ANSWER[c])
    return re.compile(rf"\W*(?:{words})(?![^\W\d_])") if words else None
