"""Escalations where people already work: an internal note on the Zendesk ticket.

With Zendesk configured and a numeric ticket id on the escalation, opening it posts an
internal note (the reasons, the proposed refund, a link to the escalation's page in the ops
console) and adds the policy's tag (optionally moving the ticket to the policy's group);
a flow's reason added to it later posts a note quoting it; resolving it posts a note with the
decision. Both go through the ticket-update job
(``service.steps.ticket.submit``) under intent ids derived from the escalation, so each note
is posted exactly once, by a worker, and never from inside a web request.

The note's link decides nothing (``approval_links``): it leads to the console, where only a
signed-in person of the escalation's tenant decides. The guarded agent reads the whole ticket
through the Zendesk API, notes included, so nothing in a note may be a credential. The note
intent records a placeholder and the escalation id; ``approval_links.fill`` puts the link in
when the worker sends the note, from the configured ``PUBLIC_URL``, never from the request
that opened the escalation (a flow's key holder chooses that request's Host header, and a link
to their own domain in an agent's ticket would be a working phishing link).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from service.deps import Deps
from service.errors import NotConfigured, ServiceError
from service.ledger.store import Entry
from service.steps import flow_text, ticket
from service.steps.approval_links import SLOT

log = logging.getLogger("surestep.escalations")


def link_ref(entry: Entry) -> dict[str, Any]:
    """What the link needs at send time; none of it is secret, and nothing of the request
    that opened the escalation is in it."""
    args = entry.escalation_args
    return {"escalation_id": args.id, "expires_at": args.expires_at}


def describe(proposal: Mapping[str, Any] | None) -> str:
    """One line for people: what would be refunded, to whom, from what."""
    if not proposal:
        return "No refund is proposed."
    amount = (f"{proposal['amount']} {proposal['currency'].upper()} (minor units)"
              if proposal.get("amount") is not None else "the listed line items")
    source = flow_text.line(proposal.get("payment_intent") or proposal.get("charge")
                            or proposal.get("order_id") or "?", 120)
    customer = proposal.get("customer") or {}
    who = flow_text.line(customer.get("email") or customer.get("id") or "an unnamed customer",
                         200)
    provider = flow_text.line(proposal.get("provider", "stripe"), 40)
    return f"Refund {amount} of {source} ({provider}) to {who}."


def reason_lines(reasons: Sequence[Mapping[str, Any]]) -> str:
    """One line per reason; a flow's own words in quotes, marked as the flow's."""
    out = []
    for r in reasons:
        code = flow_text.line(r.get("code"), 60)
        if code == "flow_escalated":
            out.append(f"- The flow wrote: {flow_text.quote(r.get('message'))} [{code}]")
        else:
            out.append(f"- {flow_text.line(r.get('message'))} [{code}]")
    return "\n".join(out)


def guard_lines(guard: Mapping[str, Any] | None) -> str:
    """The judgment's verdict, scores, reasons and the customer's words (quoted), if any."""
    if not guard:
        return ""
    scores = ", ".join(f"{k} {v:.2f}" for k, v in (guard.get("scores") or {}).items())
    lines = [f"Judgment: {flow_text.line(guard.get('verdict'), 40) or 'ask'}"
             + (f" (scores: {scores})" if scores else "")]
    lines += [f"- {flow_text.line(r, 300)}" for r in guard.get("reasons") or []]
    if guard.get("customer_words"):
        lines.append(f"The customer's words, quoted: {flow_text.quote(guard['customer_words'])}")
    return "\n\n" + "\n".join(lines)


def opened_body(entry: Entry) -> str:
    """The note that asks for a decision: the reasons, the judgment's (quoted customer
    words), the proposal and a slot for the link (filled when the worker sends it)."""
    args = entry.escalation_args
    reasons = reason_lines(args.reasons)
    return (f"surestep escalated intent {entry.intent_id} to a person.\n\nReasons:\n{reasons}"
            f"{guard_lines(args.guard)}"
            f"\n\nProposal: {describe(args.proposal)}\n\n"
            f"Decide in the surestep console (sign-in required; this link alone decides "
            f"nothing): {SLOT}")


def reason_added_body(intent_id: str, said: str) -> str:
    """The note that tells the ticket a flow added its reason (quoted, marked as the flow's)."""
    return (f"surestep: a flow escalated intent {intent_id} again while it waits for a "
            f"person; its reason was added to the open escalation.\n- The flow wrote: "
            f"{flow_text.quote(said)} [flow_escalated]")


def reason_note(said: str) -> str:
    """What a flow's added reason's note is called: one note per distinct reason."""
    return "reason-" + hashlib.sha256(said.encode()).hexdigest()[:16]


def resolved_body(entry: Entry) -> str:
    """The note that tells the ticket what was decided, by whom (quoted note), and what it
    gave."""
    result = entry.escalation_result
    outcome = (result.resolution or {}).get("detail", "")
    note = flow_text.quote(result.note) if result.note else ""
    return (f"surestep: escalation of intent {entry.intent_id} was {entry.state} by "
            f"{flow_text.line(result.decided_by, 100)}" + (f" ({note})" if note else "")
            + f".\n{flow_text.line(outcome)}")


def note_args(entry: Entry, what: str, body: str, *, tag: str | None = None,
              group_id: int | None = None, link: dict[str, Any] | None = None
              ) -> dict[str, Any] | None:
    """The ticket update that posts a note (an internal comment, under an intent id derived
    from the escalation and ``what``, so each is posted once), or None: the escalation names
    no Zendesk ticket (a numeric id)."""
    esc_id, ticket_id = entry.escalation_args.id, entry.escalation_args.ticket_id or ""
    if not ticket_id.isdigit():
        return None
    args: dict[str, Any] = {"intent_id": f"{esc_id}-{what}", "ticket_id": int(ticket_id),
                            "comment": {"body": body, "public": False}, "safe_update": False}
    if tag:
        args["tags"] = {"add": [tag]}
    if group_id:
        args["group_id"] = group_id
    if link:  # not a field of the public API (its schema refuses it): only we can ask for one
        args["approval_link"] = link
    return args


def opened(deps: Deps, entry: Entry) -> None:
    """Queue the note that asks for a decision (reasons, proposal, a slot for the link)."""
    policy = deps.policy.current()
    _post(deps, entry, note_args(entry, "opened", opened_body(entry), tag=policy.zendesk_tag,
                                 group_id=policy.zendesk_group_id, link=link_ref(entry)))


def reason_added(deps: Deps, entry: Entry, said: str) -> None:
    """Queue the note that tells the ticket a flow added its reason to the open escalation
    (the flow's words quoted, as in the first note); one note per reason."""
    _post(deps, entry, note_args(entry, reason_note(said),
                                 reason_added_body(entry.intent_id, said)))


def resolved(deps: Deps, entry: Entry) -> None:
    """Queue the note that tells the ticket what was decided, by whom, and what it gave."""
    _post(deps, entry, note_args(entry, "resolved", resolved_body(entry)))


def _post(deps: Deps, entry: Entry, args: dict[str, Any] | None) -> None:
    if args is None:
        return
    try:
        ticket.submit(deps, entry.tenant, ticket.SINGLE, args)  # the tenant's default account
    except NotConfigured:
        return  # neither the environment nor the tenant has a Zendesk account: no note
    except ServiceError as exc:  # e.g. a conflicting earlier note intent: log, never block
        log.error("escalation note for %s not queued: %s", entry.escalation_args.id, exc.detail)
