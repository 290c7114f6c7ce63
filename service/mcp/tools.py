"""What the MCP tools do, in plain functions of (deps, tenant, arguments): no protocol here.

The model never supplies a key. A refund's intent is derived from the tenant, the ticket, the
payment, the amount and the currency (``derived_intent``), so a retry, a reconnect, a stream
re-issued under a new request id or a second agent working the same ticket get the same
intent, and a different amount meets the judgment and ``one_refund_per_ticket``. Arguments are
validated by the API's own schema (``RefundRequestSchema``) and run by the API's own step
(``service.steps.refund.refund``): the guard, the judgment, the ledger and the replays are the
API's, not a second copy. Every answer carries the verified state and ``customer_may_be_told``,
the one sentence an agent may honestly say in that state.
"""

from __future__ import annotations

import hashlib
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as StillRunning
from typing import Any

from marshmallow import ValidationError

from service.deps import Deps
from service.errors import Conflict, ServiceError
from service.judgment.money import from_minor
from service.steps import escalations, tickets
from service.steps import refund as refund_step
from service.steps.intents import intent_steps, listing
from service.steps.refund_ticket import zendesk_id
from service.web.api.schemas import RefundRequestSchema
from service.web.api.ticket_schemas import TicketUpdateRequestSchema

REFUND_ARGS = ("ticket_id", "payment_intent", "charge", "order_id", "amount", "currency",
               "reason", "wait")
PAYMENTS = ("payment_intent", "charge", "order_id")  # Stripe's two, or a Shopify order
# An agent's executor gives up after 8-15 s: a refund answers within ``wait`` seconds (default
# WAIT_S), and one still running then goes on here and is answered by the next call.
WAIT_S, WAIT_MAX_S = 6.0, 25.0
_RUNS = ThreadPoolExecutor(max_workers=32, thread_name_prefix="mcp-refund")
PROVIDER_NAMES = {"stripe": "Stripe", "shopify": "Shopify"}
_SCHEMA, _TICKET_SCHEMA = RefundRequestSchema(), TicketUpdateRequestSchema()


class Refused(Exception):
    """Bad arguments or a refusal: the agent's tool error, with our advice. Nothing was sent."""


def derived_intent(tenant: str, args: dict[str, Any]) -> str:
    """``mcp-refund-<sha256>`` of the tenant, the ticket, the payment, the amount, the currency."""
    payment = args.get("payment_intent") or args.get("charge") or args.get("order_id") or ""
    parts = [tenant, str(args.get("ticket_id") or ""), str(payment), str(args.get("amount")),
             str(args.get("currency") or "").lower()]
    return "mcp-refund-" + hashlib.sha256("\n".join(parts).encode()).hexdigest()[:40]


def money(amount: Any, currency: Any) -> str:
    """``12.00 USD`` (``500 JPY``) from minor units, as the judgment's reasons spell amounts."""
    if not isinstance(amount, int) or isinstance(amount, bool) or not currency:
        return "the amount"
    return from_minor(amount, str(currency))


def told(view: dict[str, Any]) -> str:
    """The sentence an agent may say to the customer in this verified state, and no other."""
    state, what = view.get("state"), money(view.get("amount"), view.get("currency"))
    by = PROVIDER_NAMES.get(str(view.get("provider")), "the payment provider")
    if state == "completed" and view.get("verified"):
        return f"Your refund of {what} is confirmed by {by}."
    if state == "pending":
        return f"Your refund of {what} is being processed."
    if state == "escalated":
        return "A colleague will review your request and get back to you."
    if state == "failed":
        return "We could not refund this payment; a colleague can tell you more."
    return "We could not confirm your refund yet; there is no need to ask again."


def answer(view: dict[str, Any]) -> dict[str, Any]:
    """The tool's structured answer: the step's verified view, minus links (an agent gets no
    URL to open), plus what it may say and whether calling again is safe."""
    out = {k: v for k, v in view.items() if k not in ("links", "escalation")}
    if view.get("escalation"):
        out["escalation_id"] = view["escalation"].get("id")
    out["customer_may_be_told"] = told(view)
    out["calling_again_is_safe"] = True
    return out


def refund(deps: Deps, tenant: str, given: dict[str, Any]) -> dict[str, Any]:
    """Run the refund step for the agent's arguments under the derived intent."""
    unknown = sorted(set(given) - set(REFUND_ARGS))  # names sent beyond ours (values dropped)
    if unknown:
        raise Refused(f"Unknown arguments {', '.join(unknown)}; the refund tool takes "
                      f"{', '.join(REFUND_ARGS)}. Nothing was sent.")
    wait = given.pop("wait", None)
    wait = WAIT_S if wait is None else wait
    if not isinstance(wait, (int, float)) or isinstance(wait, bool) or not 0 < wait <= WAIT_MAX_S:
        raise Refused(f"wait is a number of seconds above 0 and at most {WAIT_MAX_S:.0f}. "
                      f"Nothing was sent.")
    present = {k: v for k, v in given.items() if v is not None}
    if sum(1 for name in PAYMENTS if name in present) != 1:
        raise Refused("Give exactly one of payment_intent or charge (Stripe) or order_id "
                      "(Shopify). Nothing was sent.")
    intent = derived_intent(tenant, present)
    if "order_id" in present:  # Shopify: the reason goes with the refund as its note
        present["provider"] = "shopify"
        if "reason" in present:
            present["note"] = present.pop("reason")
    try:
        args = _SCHEMA.load({**present, "intent_id": intent})
    except ValidationError as exc:
        raise Refused(f"The refund's arguments are not valid: {exc.messages}. Nothing was "
                      f"sent.") from None
    run = _RUNS.submit(refund_step.refund, deps, tenant, args)
    try:
        outcome = run.result(timeout=wait)
    except StillRunning:  # it goes on; what it did is the answer to the next call
        return in_flight(intent, f"The refund is still running after {wait:g} s; it may "
                                 f"land. Call again with the same arguments to learn what "
                                 f"happened (it will not refund twice).", 2)
    except Conflict as exc:  # the same refund is executing now (another call, a reconnect)
        return in_flight(intent, exc.detail, exc.extra.get("retry_after"))
    except ServiceError as exc:
        raise Refused(f"{exc.detail} Nothing was sent.") from None
    return answer(refund_step.view(outcome.entry, outcome.replayed))


def in_flight(intent: str, detail: str, retry_after: Any) -> dict[str, Any]:
    """A refund that may be in flight: not a failure, and asking again is the way to know."""
    return {"intent_id": intent, "state": "unknown", "verified": False, "in_flight": True,
            "retry_after": retry_after, "detail": detail,
            "customer_may_be_told": told({"state": "unknown"}), "calling_again_is_safe": True}


def refund_status(deps: Deps, tenant: str, intent_id: str | None,
                  ticket_id: str | None = None) -> dict[str, Any]:
    """What happened to a refund, as the ledger holds it verified: by its ``intent_id``, or
    the refunds a ticket names (newest first, at most 10)."""
    if intent_id:
        entry = deps.ledger.get(tenant, refund_step.STEP, intent_id)
        if entry is None:
            raise Refused(f"There is no refund {intent_id!r} for this tenant.")
        return answer(refund_step.view(entry, True))
    if not ticket_id:
        raise Refused("Give the intent_id the refund tool answered, or the ticket_id.")
    page = listing(deps, tenant, steps=(refund_step.STEP,), ticket=ticket_id, limit=10)
    found = [deps.ledger.get(tenant, refund_step.STEP, item["intent_id"]) for item in page.items]
    refunds = [answer(refund_step.view(entry, True)) for entry in found if entry is not None]
    return {"ticket_id": ticket_id, "refunds": refunds,
            "customer_may_be_told": refunds[0]["customer_may_be_told"] if refunds else
            "We have no refund on record for this request yet."}


def get_intent(deps: Deps, tenant: str, intent_id: str | None) -> dict[str, Any]:
    """Every step recorded under an intent, with its audit trail, as ``GET /v1/intents/<id>``
    answers (read-only; links left out)."""
    if not intent_id:
        raise Refused("Give the intent_id a tool answered.")
    steps = intent_steps(deps, tenant, intent_id)
    if not steps:
        raise Refused(f"There is no intent {intent_id!r} for this tenant.")
    return {"intent_id": intent_id, "steps": [_no_links(step) for step in steps]}


def escalate(deps: Deps, tenant: str, intent_id: str | None, reason: str | None,
             ticket_id: str | None = None) -> dict[str, Any]:
    """Hand an intent to a person (``POST /v1/escalations``'s step, idempotent per intent).
    The agent learns that a person will look, never how to decide: no link, no token."""
    if not intent_id or not reason or not reason.strip():
        raise Refused("Give the intent_id to escalate and a reason in a sentence.")
    if len(reason) > 1000:
        raise Refused("The reason is longer than 1,000 characters; say it shorter.")
    try:
        entry, created = escalations.open_by_flow(deps, tenant, intent_id, reason=reason,
                                                  context=None, ticket_id=ticket_id,
                                                  actor="mcp")
    except ServiceError as exc:
        raise Refused(f"{exc.detail} Nothing was changed.") from None
    view = escalations.view(deps, entry)
    return {"escalation_id": view["id"], "intent_id": intent_id, "state": view["state"],
            "kind": view["kind"], "replayed": not created,
            "customer_may_be_told": told({"state": "escalated"}), "calling_again_is_safe": True}


def _no_links(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _no_links(v) for k, v in value.items() if k not in ("links", "url")}
    if isinstance(value, list):
        return [_no_links(v) for v in value]
    return value


def update_ticket(deps: Deps, tenant: str, ticket_id: Any, comment: str | None,
                  public: bool, status: str | None, wait: float) -> dict[str, Any]:
    """A Zendesk comment (and status) posted once: the intent is derived from the tenant, the
    ticket and the content, so a retry or a reconnect posts nothing more. The API's own schema
    and ticket step (a job through the shared Zendesk budget); answers once it ended within
    ``wait`` seconds, else ``queued``/``working`` (calling again answers what it did)."""
    number = zendesk_id(ticket_id)
    if number is None:
        raise Refused("ticket_id is a Zendesk ticket number. Nothing was sent.")
    parts = [tenant, str(number), str(comment), str(public), str(status)]
    intent = "mcp-ticket-" + hashlib.sha256("\n".join(parts).encode()).hexdigest()[:40]
    fields: dict[str, Any] = {"intent_id": intent, "comment": {"body": comment, "public": public},
                              "wait": wait}
    if status is not None:
        fields["status"] = status
    try:
        args = _TICKET_SCHEMA.load(fields)
        entry, replayed = tickets.submit(deps, tenant, tickets.SINGLE, {**args, "ticket_id": number})
        if wait:
            entry = tickets.wait_on(deps, entry, wait)
    except ValidationError as exc:
        raise Refused(f"The update's arguments are not valid: {exc.messages}. Nothing was "
                      f"sent.") from None
    except ServiceError as exc:
        raise Refused(f"{exc.detail} Nothing was sent.") from None
    view = _no_links(tickets.view(deps, entry, replayed))
    view.pop("delivery", None)
    return {**view, "calling_again_is_safe": True}
