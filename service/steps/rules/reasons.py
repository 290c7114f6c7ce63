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


def money(amount: int, currency: str | None) -> str:
    return f"{amount} {currency.upper() if currency else '(currency not given)'} (minor units)"
