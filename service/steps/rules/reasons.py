"""Why a refund is refused or goes to a person: a ``Reason`` (a stable code and a sentence), the
guard's ``Verdict``, and how an amount is written in them. Shared by the guard's checks
(``guard``, ``payment_facts``) and the escalations they open.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.ledger.refund_records import ReasonRecord


@dataclass(frozen=True)
class Reason:
    """Why a refund goes to a person: a stable code for flows, a sentence for people."""

    code: str
    message: str

    def as_dict(self) -> ReasonRecord:
        return {"code": self.code, "message": self.message}


@dataclass(frozen=True)
class Verdict:
    """``failure`` (the facts forbid it), ``breaches`` (hard rules) or ``approval`` (over the
    threshold); all empty: go ahead."""

    breaches: tuple[Reason, ...] = ()
    approval: Reason | None = None
    failure: Reason | None = None

    @property
    def reasons(self) -> list[Reason]:
        return list(self.breaches) or ([self.approval] if self.approval else [])


def sentences(reasons: list[Reason] | tuple[Reason, ...]) -> str:
    """The reasons' messages as one text, each ending as a sentence does: a message is a
    sentence already ("... a person reads it."), or a guard's words cut short, which get a
    full stop; never ".;" between two."""
    return " ".join(_ended(r.message) for r in reasons if r.message.strip())


def _ended(message: str) -> str:
    text = message.strip()
    return text if text[-1] in ".!?)\"'»」。" else text + "."


def money(amount: int, currency: str | None) -> str:
    return f"{amount} {currency.upper() if currency else '(currency not given)'} (minor units)"
