"""An entry's side keys that are marks, each ``<entry key>:<part>`` (``keys.PARTS``): whether
a refund has passed its guard (``guard``), how many of its outcomes stayed unknown
(``unknowns``), and whether an escalation's decision has been carried out (``resolved``).
Each lives as long as the ledger keeps entries.
"""

from __future__ import annotations

from service.ledger import keys
from service.ledger.store import Ledger


def guard_passed(ledger: Ledger, entry_key: str) -> bool:
    """Has this intent passed the refund's guard (or a person approved it)?"""
    return bool(ledger.redis.exists(keys.part(entry_key, "guard")))


def pass_guard(ledger: Ledger, entry_key: str, how: str) -> None:
    """Mark the intent as past its guard; ``how``: passed, found, approved."""
    ledger.redis.set(keys.part(entry_key, "guard"), how, ex=ledger.ttl_s)


def count_unknown(ledger: Ledger, entry_key: str) -> int:
    """One more outcome that stayed unknown; the count so far."""
    key = keys.part(entry_key, "unknowns")
    count = int(ledger.redis.incr(key))
    ledger.redis.expire(key, ledger.ttl_s)
    return count


def forget_unknowns(ledger: Ledger, entry_key: str) -> None:
    """A person approved a retry: its unknowns count from zero again."""
    ledger.redis.delete(keys.part(entry_key, "unknowns"))


def resolve_once(ledger: Ledger, entry_key: str, value: str) -> bool:
    """True for the one caller that marks the decision carried out first."""
    return bool(ledger.redis.set(keys.part(entry_key, "resolved"), value, nx=True,
                                 ex=ledger.ttl_s))
