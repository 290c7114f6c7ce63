"""The console's only door to the escalation step: every call it makes to
``service.steps.escalations`` is here, so the escalation rule's rebuild (one escalation per
question) changes one module of the console.

A decision is bound to the proposal the person was shown: the form carries ``shown``, a
fingerprint of the escalation's id, amount, currency and payment as the page rendered them,
and a decision whose escalation no longer matches it is refused (``ProposalChanged``) with
nothing decided. Deciding itself is the escalation step's compare-and-set, so a decision
counts once, whoever else clicks.
"""

from __future__ import annotations

import hashlib
from typing import Any

from service.deps import Deps
from service.errors import AlreadyDecided, NotFound
from service.ledger.store import Entry
from service.steps import escalation_notes, escalations

STEP = escalations.STEP
# Approving a lower amount needs a parameter of escalations.decide (the guard re-checking the
# lower amount before the refund is carried out); the escalation step does not take one yet.
LOWER_AMOUNT = False
LOWER_AMOUNT_NOTE = ("Approving a lower amount needs the escalation step to carry one (and "
                     "the guard to re-check it); it comes with the escalation rule's rebuild.")

__all__ = ["AlreadyDecided", "ProposalChanged", "decide", "describe", "of_intent", "shown",
           "view"]


class ProposalChanged(Exception):
    """The escalation is no longer the one the person was shown."""


def of_intent(deps: Deps, tenant: str, intent_id: str) -> dict[str, Any] | None:
    """The intent's escalation as the escalation step shows it, or None (its newest open one,
    else its newest: escalations are numbered per intent)."""
    entry = escalations.of_intent(deps, tenant, intent_id)
    return view(deps, entry) if entry is not None else None


def view(deps: Deps, entry: Entry) -> dict[str, Any]:
    """An escalation entry as the escalation step shows it (``guard``: what the judgment of
    the ticket said, when the escalation carries it: never the flow's ``context``, where a
    flow could write a verdict of its own)."""
    shown = escalations.view(deps, entry)
    guard = shown.get("guard") or entry.args.get("guard")
    return {**shown, "guard": guard if isinstance(guard, dict) else None}


def describe(proposal: dict[str, Any] | None) -> str:
    return escalation_notes.describe(proposal)


def shown(esc: dict[str, Any]) -> str:
    """The fingerprint of what a decision is bound to: id, amount, currency and payment."""
    proposal = esc.get("proposal") or {}
    payment = (proposal.get("payment_intent") or proposal.get("charge")
               or proposal.get("order_id") or "")
    material = "\n".join([esc["id"], str(proposal.get("amount")),
                          str(proposal.get("currency") or "").lower(), str(payment)])
    return hashlib.sha256(material.encode()).hexdigest()[:32]


def decide(deps: Deps, tenant: str, intent_id: str, decision: str, *, actor: str,
           note: str, shown_print: str) -> tuple[dict[str, Any], bool]:
    """Approve or reject the intent's escalation as shown. Returns (escalation, changed):
    changed False when this decision was made already. AlreadyDecided when the other one
    was; ProposalChanged or NotFound when it is not the one shown."""
    entry = escalations.of_intent(deps, tenant, intent_id)
    if entry is None:
        raise NotFound(f"No escalation for intent {intent_id!r}.")
    current = view(deps, entry)
    if shown(current) != shown_print:
        raise ProposalChanged(current["id"])
    decided, changed = escalations.decide(deps, tenant, current["id"], decision, actor=actor,
                                          note=note)
    return view(deps, decided), changed


def listing(deps: Deps, tenant: str, limit: int = 100) -> list[dict[str, Any]]:
    """The tenant's open escalations as the escalation step lists them (newest first)."""
    return [view(deps, entry) for entry in escalations.listing(deps, tenant, "open", limit)]
