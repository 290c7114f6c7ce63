"""Escalations where people already work: an internal note on the Zendesk ticket.

With Zendesk configured and a numeric ticket id on the escalation, opening it posts an
internal note (the reasons, the proposed refund, the approval link) and adds the policy's tag
(optionally moving the ticket to the policy's group); resolving it posts a second note with the
decision. Both go through the ticket-update job (``service.steps.tickets.submit``) under
intent ids derived from the escalation, so each note is posted exactly once, by a worker, and
never from inside a web request.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import has_request_context, request

from service import approval_links
from service.deps import Deps
from service.errors import ServiceError
from service.ledger import Entry

log = logging.getLogger("surestep.escalations")


def approval_url(deps: Deps, entry: Entry) -> str:
    """The link a person opens to decide (absolute when the public URL is known)."""
    token = approval_links.make(deps.config, entry.tenant, entry.args["id"],
                                entry.args["expires_at"])
    base = deps.config.get("SURESTEP_PUBLIC_URL") or (
        request.host_url if has_request_context() else "")
    return f"{base.rstrip('/')}/approve/{token}"


def describe(proposal: dict[str, Any] | None) -> str:
    """One line for people: what would be refunded, to whom, from what."""
    if not proposal:
        return "No refund is proposed."
    amount = (f"{proposal['amount']} {proposal['currency'].upper()} (minor units)"
              if proposal.get("amount") is not None else "the listed line items")
    source = (proposal.get("payment_intent") or proposal.get("charge")
              or proposal.get("order_id") or "?")
    customer = proposal.get("customer") or {}
    who = customer.get("email") or customer.get("id") or "an unnamed customer"
    return f"Refund {amount} of {source} ({proposal.get('provider', 'stripe')}) to {who}."


def opened(deps: Deps, entry: Entry) -> None:
    reasons = "\n".join(f"- {r['message']} [{r['code']}]" for r in entry.args["reasons"])
    body = (f"surestep escalated intent {entry.intent_id} to a person.\n\nReasons:\n{reasons}"
            f"\n\nProposal: {describe(entry.args.get('proposal'))}\n\n"
            f"Approve or reject: {approval_url(deps, entry)}")
    policy = deps.policy.current()
    _post(deps, entry, "opened", body, tag=policy.zendesk_tag, group_id=policy.zendesk_group_id)


def resolved(deps: Deps, entry: Entry) -> None:
    result = entry.result
    outcome = (result.get("resolution") or {}).get("detail", "")
    body = (f"surestep: escalation of intent {entry.intent_id} was {entry.state} by "
            f"{result.get('decided_by')}" + (f" ({result['note']})" if result.get("note") else "")
            + f".\n{outcome}")
    _post(deps, entry, "resolved", body)


def _post(deps: Deps, entry: Entry, what: str, body: str, *, tag: str | None = None,
          group_id: int | None = None) -> None:
    ticket = str(entry.args.get("ticket_id") or "")
    if deps.zendesk is None or not ticket.isdigit():
        return
    from service.steps import tickets

    args: dict[str, Any] = {"intent_id": f"{entry.args['id']}-{what}", "ticket_id": int(ticket),
                            "comment": {"body": body, "public": False}, "safe_update": False}
    if tag:
        args["tags"] = {"add": [tag]}
    if group_id:
        args["group_id"] = group_id
    try:
        tickets.submit(deps, entry.tenant, tickets.SINGLE, args)
    except ServiceError as exc:  # e.g. a conflicting earlier note intent: log, never block
        log.error("escalation note for %s not queued: %s", entry.args["id"], exc.detail)
