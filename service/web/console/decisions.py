"""The console's only door to the escalation step: every call it makes to
``service.steps.escalation`` is here, so the escalation rule's rebuild (one escalation per
question) changes one module of the console.

A decision is bound to what the person was shown: the form carries the escalation's id and
``shown``, a fingerprint of its id, state and whole proposal as the page rendered them, and a
decision on an escalation that no longer matches (decided since, its proposal changed) is
refused (``ProposalChanged``) with nothing decided. Deciding itself is the escalation step's
compare-and-set, so a decision counts once, whoever else clicks, and that same step checks the
escalation's args are still those the fingerprint was checked against (``bound_to``): a
proposal changed between the check and the decision is refused too.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

from service.deps import Deps
from service.errors import AlreadyDecided, NotFound
from service.ledger.store import Entry
from service.steps import escalation
from service.steps.escalation import Changed

STEP = escalation.STEP
__all__ = ["AlreadyDecided", "ProposalChanged", "as_shown", "decide", "for_page", "get",
           "lowers", "of_intent", "shown", "view"]


class ProposalChanged(Exception):
    """The escalation is no longer as the person was shown it (``now``: as it is)."""

    def __init__(self, now: dict[str, Any]):
        super().__init__(now["id"])
        self.now = now


def of_intent(deps: Deps, tenant: str, intent_id: str) -> dict[str, Any] | None:
    """The intent's escalation as the escalation step shows it, or None (its newest open one,
    else its newest: escalations are numbered per intent)."""
    entry = escalation.of_intent(deps, tenant, intent_id)
    return view(deps, entry) if entry is not None else None


def view(deps: Deps, entry: Entry) -> dict[str, Any]:
    """An escalation entry as the escalation step shows it (``guard``: what the judgment of
    the ticket said, when the escalation carries it: never the flow's ``context``, where a
    flow could write a verdict of its own)."""
    shown = escalation.view(deps, entry)
    guard = shown.get("guard") or entry.escalation_args.guard
    return {**shown, "guard": guard if isinstance(guard, dict) else None,
            "approved_amount": entry.escalation_result.approved_amount,
            "name": escalation.ledger_name(entry)}


def get(deps: Deps, tenant: str, esc_id: str) -> dict[str, Any]:
    """The tenant's escalation by id; NotFound for another tenant's or an unknown one."""
    return view(deps, escalation.get(deps, tenant, esc_id))


def for_page(deps: Deps, tenant: str, intent_id: str,
             esc_id: str | None) -> dict[str, Any] | None:
    """The escalation an intent's page shows: ``esc_id`` when given (the note's link names
    one; NotFound unless it is this intent's), else the intent's (``of_intent``)."""
    if not esc_id:
        return of_intent(deps, tenant, intent_id)
    esc = get(deps, tenant, esc_id)
    if esc["intent_id"] != intent_id:
        raise NotFound(f"No escalation {esc_id!r} of intent {intent_id!r}.")
    return esc


def shown(esc: dict[str, Any]) -> str:
    """The fingerprint of what a decision is bound to: the escalation's id, its state and its
    whole proposal (amount, currency, payment, customer, line items) as the page showed it."""
    material = json.dumps([esc["id"], esc["state"], esc.get("proposal")], sort_keys=True,
                          default=str)
    return hashlib.sha256(material.encode()).hexdigest()[:32]


def lowers(esc: dict[str, Any]) -> bool:
    """Whether a person may approve this escalation for less than proposed: a refund of an
    amount, held before it was sent (``escalation_decide.lower_amount`` says so again)."""
    proposal = esc.get("proposal") or {}
    return esc.get("kind") in ("approval", "policy") and isinstance(proposal.get("amount"), int)


def as_shown(deps: Deps, tenant: str, intent_id: str, esc_id: str,
             shown_print: str) -> tuple[Entry, dict[str, Any]]:
    """The escalation (its entry and its view) if it is still as the page showed it:
    NotFound when it is not this intent's, ProposalChanged when it changed (decided since,
    or its proposal changed). What a confirmation page is drawn from, and checked again by
    ``decide``."""
    entry = escalation.get(deps, tenant, esc_id or "-")
    current = view(deps, entry)
    if current["intent_id"] != intent_id:
        raise NotFound(f"No escalation {esc_id!r} of intent {intent_id!r}.")
    if not hmac.compare_digest(shown(current), shown_print):
        raise ProposalChanged(current)
    return entry, current


def decide(deps: Deps, tenant: str, intent_id: str, esc_id: str, decision: str, *, actor: str,
           note: str, shown_print: str, amount: int | None = None
           ) -> tuple[dict[str, Any], bool]:
    """Approve or reject the escalation as shown. Returns (escalation, changed): changed
    False when this decision was made already. AlreadyDecided when the other one was;
    ProposalChanged when it is not as shown (decided since, or its proposal changed);
    NotFound when it is not this intent's; BadRequest for an amount that may not be approved
    (``amount``: less than proposed, see ``escalation_decide.lower_amount``)."""
    entry, current = as_shown(deps, tenant, intent_id, esc_id, shown_print)
    try:  # bound to the args just checked, in the decision's own compare-and-set
        decided, changed = escalation.decide(deps, tenant, current["id"], decision,
                                              actor=actor, note=note, amount=amount,
                                              bound_to=entry.args)
    except Changed as exc:
        raise ProposalChanged(view(deps, exc.now)) from None
    return view(deps, decided), changed


def listing(deps: Deps, tenant: str, limit: int = 100) -> list[dict[str, Any]]:
    """The tenant's open escalations as the escalation step lists them (newest first)."""
    return [view(deps, entry) for entry in escalation.listing(deps, tenant, "open", limit)]
