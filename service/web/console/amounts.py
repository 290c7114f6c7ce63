"""A lower amount as a person types it into the console: in the currency's major units, as
people write money (``20``, ``20.00``, ``20,00``), with no more decimals than the currency has
(ISO 4217: JPY none, USD two, KWD three), more than zero and at most the proposed amount.

``lower(text, proposal)`` answers the amount in minor units (what the escalation step takes)
or raises ``Refused`` with a sentence for the form's error summary. ``static/console.js``
reads the same rules to say on the Approve button what it will send while the person types;
the server's reading here is the one that counts (the confirmation page shows it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from service.judgment.money import exponent, to_minor
from service.web.console import words

WRITTEN = re.compile(r"(?P<whole>[0-9]{1,12})(?:[.,](?P<decimals>[0-9]+))?")
MAX_CHARS = 20


class Refused(ValueError):
    """The typed amount may not be approved; ``str(exc)`` says why and what to write."""


@dataclass(frozen=True)
class Rules:
    """What a lower amount of this proposal may be: its currency, the currency's decimals,
    the proposed amount (minor units)."""

    currency: str
    places: int
    proposed: int

    @classmethod
    def of(cls, proposal: dict[str, Any]) -> Rules:
        currency = str(proposal.get("currency") or "").upper()
        return cls(currency, exponent(currency), int(proposal["amount"]))

    def example(self) -> str:
        """A way to write an amount of this currency (``20.00``, ``2000``, ``20.000``)."""
        return words.money(20 * 10 ** self.places, self.currency).split(" ")[0]

    def hint(self) -> str:
        """How to write an amount of this currency, for the field's hint."""
        if self.places == 0:
            return f"a whole number, such as 20 ({self.currency} has no decimals)"
        fraction = "0" * self.places
        return f"such as 20, 20.{fraction} or 20,{fraction} ({self.currency} has " \
               f"{self.places} decimals)"

    def decimals(self) -> str:
        if self.places == 0:
            return f"{self.currency} has no decimals: write a whole number, such as " \
                   f"{self.example()}"
        return f"{self.currency} has {self.places} decimals: write at most {self.places} " \
               f"after the point, such as {self.example()}"


def lower(text: str, proposal: dict[str, Any]) -> int:
    """``text`` (major units of the proposal's currency) in minor units, or ``Refused``."""
    rules = Rules.of(proposal)
    typed = text.strip().replace(" ", "")
    if typed.startswith("-"):
        raise Refused("A lower amount is more than zero; nothing was decided.")
    found = WRITTEN.fullmatch(typed) if len(typed) <= MAX_CHARS and typed.isascii() else None
    if found is None:
        raise Refused(f"Enter the amount as a number in {rules.currency}, such as "
                      f"{rules.example()}, without a currency sign or thousands separators; "
                      f"nothing was decided.")
    decimals = found.group("decimals") or ""
    if len(decimals) > rules.places:
        raise Refused(f"{rules.decimals()}; nothing was decided.")
    minor = to_minor(Decimal(f"{found.group('whole')}.{decimals or '0'}"), rules.currency)
    if minor <= 0:
        raise Refused("A lower amount is more than zero (to refund nothing, reject); nothing "
                      "was decided.")
    if minor > rules.proposed:
        raise Refused(f"A person may approve less than proposed, never more: at most "
                      f"{words.money(rules.proposed, rules.currency)}; nothing was decided.")
    return minor


def written(minor: int, proposal: dict[str, Any]) -> str:
    """``minor`` as ``lower`` reads it back (``2000`` USD: ``20.00``): what a confirmation
    page sends on, so its Confirm decides the very amount it showed."""
    return words.money(minor, str(proposal.get("currency") or "")).split(" ")[0]
