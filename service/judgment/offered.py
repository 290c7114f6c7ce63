"""An agent's offer of money back that the customer takes up, read against the customer's own
request (``grounding`` grounds the amount on both): the share the customer accepts is of what
the offer said it of, and a share the offer says of an item, or of what it lets the customer
keep, is of that line, never of the order."""

from __future__ import annotations

from service.judgment.facts import Order
from service.judgment.request import Request

__all__ = ["astray", "strays", "take_up", "unbound"]


def strays(request: Request, offer: Request) -> bool:
    """Whether an agent's offer names only lines the customer's own words never speak of, where
    they speak of others ("the candles smell odd", then "we'll refund the tumblers"): the agent, the
    party guarded, offering it makes it no ask of the customer's, whatever thanks follows."""
    # (a line they say fine is not what they speak of, unless they count faulty units of it;
    # "the PSU is faulty", of a "Power Supply" line no title word names, beside the NVMe base
    # they keep: the power supply offered is no stray)
    theirs = ((request.named | request.mentioned | request.worded | request.complained)
              - request.kept | set(request.units)) - request.elsewhere - request.other_variant
    # (an offer that names theirs too, however loosely, "la funda" of both covers, is read as
    # before: what it grounds, the contradictions weigh)
    offered = (offer.named | offer.mentioned) - offer.kept
    return bool(theirs) and bool(offered) and not offered & theirs


def astray(request: Request, offer: Request) -> bool:
    """Whether an option the customer picked by its number or figure (``chosen``) names only
    lines their own words do not complain of, where they complain of others ("the lamp came
    scratched, the cable is fine", then "2) keep it and we refund 20 % of the cable's price",
    "Option 2"): a number picks the option, not its line, so the agent's line grounds only
    where it is the customer's. Where they complain of no line by name, as ``strays``."""
    # (the lines it refunds or takes a share of: a line it lets them keep only where a share is
    # of it, "keep it and we refund 20 %", never "refund the mech, you keep the rest")
    unbound = any(b is None for _, b in offer.shares) or bool(offer.item_shares)
    lines = ((offer.named | offer.mentioned) - offer.kept) | (offer.kept if unbound else set()) \
        | {b for _, b in offer.shares if b is not None}
    if not lines or not request.complained:
        return False  # (an option that names no line, "20 % is what we can offer": as before)
    theirs = (request.complained | set(request.units)) - request.elsewhere - request.other_variant
    return not lines & theirs


def unbound(request: Request) -> None:
    """Drop the shares ``request`` binds to an earlier sentence's line (``inherited``): a share
    that answers an option picked astray ("20 %, then", after the cable the customer said fine
    was offered) is of the option, not of the line last named."""
    request.shares = [(share, base) for share, base in request.shares
                      if share not in request.inherited]
    request.inherited = set()


def take_up(order: Order, request: Request, offer: Request, firmly: bool = False) -> None:
    """Bind the shares of ``request`` (the customer's words) and of ``offer`` (the agent's offer
    they took up) to the lines they are of; ``firmly``: taken up in words of accepting it."""
    _bind_offered(order, offer, request)
    if (offer.together or offer.counts - {1}) and not (offer.named | offer.mentioned) \
            and len(order.lines) > 1:
        # a count of things offered back that no title names ("we'll refund the two faulty
        # ones", "hyvitämme ne kaksi viallista"): some of the payment, never its whole (the
        # count is the customer's to bind, ``thanked``); "one" is an article as often ("¿un
        # nuevo envío o le devolvemos el dinero?")
        offer.item_unnamed = True
    taken = {share for share, _ in request.shares} & {share for share, _ in offer.shares}
    part = bool(offer.shares or offer.item_shares)
    if request.last_event == "decline" and not request.asked and part and firmly:
        # money declined, or something else asked instead, before a part of a price an agent
        # then offers ("I can have it mended myself, but not at this price", then "we can offer
        # 25 % of its price", "fine, I accept"): the part accepted is what is asked now
        request.last_event, request.asked, request.partial = "ask", True, True
    if request.last_event == "decline" and taken and (request.kept or request.kept_unnamed) \
            and not request.asked:
        # the item kept rather than sent back ("I'd rather keep it and have the zip swapped than
        # send it back"), then the part an agent offered of it taken up in the customer's own
        # words ("ok, 30 % works"): what was declined is the return, the share is asked
        request.last_event, request.asked, request.partial = "ask", True, True
    if offer.item_shares:
        # the share taken up is of the item the offer said it of, named in words no title
        # matches ("按台灯价格的半价", then "那就半价补偿吧"): not of the order
        of_item = [(s, b) for s, b in request.shares if b is None and s in offer.item_shares
                   and s not in dict(offer.shares)]
        request.shares = [x for x in request.shares if x not in of_item]
        request.item_shares += [s for s, _ in of_item if s not in request.item_shares]
    if offer.shares:
        # "Sí, acepto el 10%": the share the customer takes up is of what the offer said it of
        # (unless the customer said it of a line themselves)
        offered = dict(offer.shares)
        request.shares = [(share, offered.get(share, base))
                          if base is None or share in request.inherited else (share, base)
                          for share, base in request.shares]
        # "acepto el 10 % que me ofrecéis": the share said of what was offered, read as of an
        # item the rules could not name, is the offer's
        request.shares += [(share, offered[share]) for share in request.item_shares
                           if share in offered]
        request.item_shares = [share for share in request.item_shares if share not in offered]


def _bind_offered(order: Order, offer: Request, request: Request) -> None:
    """A share an agent offers of an item ("15 % of its price back"), or of what it lets the
    customer keep ("half of it back if you keep the table"), is of that line: the one line the
    offer keeps (or names, or the payment's one line, for a share of an item; or, where the
    offer names the item in words no title matches, "half of the table's price", the one line
    the customer's own words name and do not keep); a share of the order offered with nothing
    kept stays the order's ("10 % of the whole order")."""
    kept = offer.kept if len(offer.kept) == 1 else (
        {0} if offer.kept_unnamed and len(order.lines) == 1 else set())
    theirs = (request.worded | request.named | request.complained) - request.kept \
        - request.elsewhere - request.other_variant
    one = next((lines for lines in (kept, offer.named | offer.mentioned,
                                    set(range(len(order.lines))),
                                    theirs if offer.item_shares and not (offer.named | offer.mentioned)
                                    and not request.unlisted and not request.kept else set())
                if len(lines) == 1), None)
    if one is not None and offer.item_shares:
        line = next(iter(one))
        offer.shares += [(share, line) for share in offer.item_shares
                         if (share, line) not in offer.shares]
        offer.item_shares = []
    if kept:
        line = next(iter(kept))
        offer.shares = [(share, line if base is None else base) for share, base in offer.shares]
