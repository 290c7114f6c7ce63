"""Where an intent's escalations live: numbered from 1, one ledger entry each.

The first escalation of an intent is the ledger entry ``escalation:<intent_id>`` with the id
``esc_<sha256(tenant, intent_id)>``, exactly as before escalations were numbered, so every
stored entry, approval link and Zendesk note of the old layout still reads. Escalation ``n``
(n >= 2) is the entry ``escalation:<intent_id>#<n>`` with the id
``esc_<sha256(tenant, intent_id, n)>`` (``#`` is not in an intent id's alphabet, so no intent's
own entry can be taken for another's numbered one). Each entry's ``args["intent_id"]`` names the
intent; ``load`` hands back entries whose ``intent_id`` is the intent's, whatever slot they are.

A slot is taken by the ledger's claim (create only if absent), so of two requests that open
one at the same time each gets its own number or finds the other's; the key
``<first slot's entry key>:count`` counts the slots (a hint: readers also probe past it). No
intent's escalation entry can be taken for it: ``:`` in an intent id is written ``%3A``.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import overload

from service.deps import Deps
from service.ledger import escalation_index, keys
from service.ledger.store import Entry

STEP = "escalation"
SEP = "#"


def name(intent_id: str, n: int) -> str:
    """The ledger name of the intent's escalation ``n``."""
    return intent_id if n == 1 else f"{intent_id}{SEP}{n}"


def esc_id(tenant: str, intent_id: str, n: int) -> str:
    material = f"{tenant}\n{intent_id}" + ("" if n == 1 else f"\n{n}")
    return "esc_" + hashlib.sha256(material.encode()).hexdigest()[:24]


def ledger_name(entry: Entry) -> str:
    """The entry's own ledger name (the member of the escalation indexes)."""
    return keys.parse_entry(entry.key)[2]


@overload
def load(entry: Entry) -> Entry: ...
@overload
def load(entry: None) -> None: ...
def load(entry: Entry | None) -> Entry | None:
    """The entry with ``intent_id`` the intent's (not its slot's ledger name)."""
    if entry is None:
        return None
    intent = entry.escalation_args.intent_id or entry.intent_id.split(SEP, 1)[0]
    return entry if intent == entry.intent_id else dataclasses.replace(entry, intent_id=intent)


def _seq_key(tenant: str, intent_id: str) -> str:
    return keys.entry(tenant, STEP, intent_id) + ":count"  # beside the first slot's entry


def all_of(deps: Deps, tenant: str, intent_id: str) -> tuple[list[Entry], int]:
    """The intent's escalations, oldest first, and the highest slot number in use (0: none)."""
    hint = escalation_index.slots_used(deps.ledger, _seq_key(tenant, intent_id))
    top = max(hint, 1) + 2  # probe a little past the hint: a slot taken, its count not yet
    found: list[Entry] = []
    highest = 0
    while True:
        names = [keys.entry(tenant, STEP, name(intent_id, n)) for n in range(1, top + 1)]
        entries = deps.ledger.get_many(names)
        found, highest = [], 0
        for n, entry in enumerate(entries, start=1):
            if entry is not None:
                found.append(load(entry))
                highest = n
        if highest < top - 1:
            return found, highest
        top *= 2


def taken(deps: Deps, tenant: str, intent_id: str, n: int) -> None:
    """Count slot ``n`` as used (never lowers the count)."""
    escalation_index.slot_taken(deps.ledger, _seq_key(tenant, intent_id), n)


def get(deps: Deps, tenant: str, ledger_name_: str) -> Entry | None:
    return load(deps.ledger.get(tenant, STEP, ledger_name_))
