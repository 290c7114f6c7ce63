"""What the MCP tools do, in plain functions of (deps, tenant, arguments): no protocol here. The
arguments arrive checked against the tool's schema (``arguments``).

The model never supplies a key. A refund's intent is derived from the tenant, the ticket, the
payment, the amount and the currency, and the ``item`` when one is given (``derived_intent``),
so a retry, a reconnect, a call re-issued after the client cancelled it or a second agent working
the same ticket get the same intent, and a different amount (or a named second item) meets the
judgment and ``one_refund_per_ticket``. Arguments are validated by the API's own schema
(``RefundRequestSchema``) too and run by the API's own step (``service.steps.refund.refund``):
the guard, the judgment, the ledger and the replays are the API's, not a second copy. Every
answer carries the verified state and ``customer_may_be_told`` (``answers``).
"""

from __future__ import annotations

import hashlib
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as StillRunning
from typing import Any

from marshmallow import ValidationError

from service import tracing
from service.deps import Deps
from service.errors import IdempotencyConflict, InFlight, ServiceError, StoreUnavailable
from service.ids import zendesk_id
from service.ledger import counters
from service.mcp import answers
from service.mcp.arguments import Refused as Refused  # the tools' refusal, named here too
from service.mcp.schemas import WAIT_S
from service.steps import escalation, ticket
from service.steps import refund as refund_step
from service.steps.intents import intent_steps, listing
from service.web.api.schemas import RefundRequestSchema
from service.web.api.ticket_schemas import TicketUpdateRequestSchema

PAYMENTS = ("payment_intent", "charge", "order_id")  # Stripe's two, or a Shopify order
# An agent's executor gives up after 8-15 s: a refund answers within ``wait`` seconds, and one
# still running then goes on here and is answered by the next call.
_RUNS = ThreadPoolExecutor(max_workers=32, thread_name_prefix="mcp-refund")
_SCHEMA, _TICKET_SCHEMA = RefundRequestSchema(), TicketUpdateRequestSchema()
# For a Shopify order, the reason goes with the refund as its note, in words.
NOTES = {"duplicate": "Duplicate payment", "fraudulent": "Fraudulent payment",
         "requested_by_customer": "Requested by the customer"}
ASK_AGAIN = "Call again with the same arguments after retry_after seconds to learn what " \
            "happened (it will not refund twice)."


def derived_intent(tenant: str, args: dict[str, Any]) -> str:
    """``mcp-refund-<sha256>`` of the tenant, the ticket, the payment, the amount, the currency,
    and the item when one is named (without it, the intent is what it always was). The item is
    compared as words: case, width and spacing do not make another item."""
    payment = args.get("payment_intent") or args.get("charge") or args.get("order_id") or ""
    parts = [tenant, str(args.get("ticket_id") or ""), str(payment), str(args.get("amount")),
             str(args.get("currency") or "").lower()]
    if args.get("item"):
        parts.append("item:" + " ".join(unicodedata.normalize("NFKC", args["item"]).split())
                     .casefold())
    return "mcp-refund-" + hashlib.sha256("\n".join(parts).encode()).hexdigest()[:40]


def refund(deps: Deps, tenant: str, given: dict[str, Any]) -> dict[str, Any]:
    """Run the refund step for the agent's (schema-checked) arguments under the derived
    intent, and answer within ``wait`` seconds what is verified, or that it is in flight."""
    present, wait = _present(given)
    intent = derived_intent(tenant, present)
    args = _load({**_for_provider(present), "intent_id": intent})
    run = _RUNS.submit(tracing.carried(refund_step.refund), deps, tenant, args)
    try:
        outcome = run.result(timeout=wait)
    except StillRunning:  # it goes on; what it did is the answer to the next call
        return answers.in_flight(intent, f"The refund is still running after {wait:g} s and "
                                         f"may reach the provider. {ASK_AGAIN}", 2, args)
    except InFlight as exc:  # the same refund is executing now (a retry, a re-issued call)
        return answers.in_flight(intent, "The same refund is being executed by another call "
                                         "right now (a retry, a call your client cancelled and "
                                         f"re-issued, a second agent); money may be moving. "
                                         f"{ASK_AGAIN}", exc.extra.get("retry_after"), args)
    except StoreUnavailable as exc:  # the ledger did not answer: it may have been sent
        return answers.in_flight(intent, "surestep's ledger did not answer, so whether the "
                                         f"refund was sent is not known yet. {ASK_AGAIN}",
                                 exc.extra.get("retry_after"), args)
    except IdempotencyConflict as exc:
        return _asked_before(deps, tenant, intent, exc, args)
    except ServiceError as exc:  # refused before the claim (an account, a provider unset)
        raise Refused(f"{exc.detail} Nothing was sent.") from None
    if outcome.replayed:
        _count_replay(deps, "refund")
    return answers.refund(refund_step.view(outcome.entry, outcome.replayed))


def _present(given: dict[str, Any]) -> tuple[dict[str, Any], float]:
    """The arguments the agent gave (a None is not given) and how long to wait: exactly one
    payment (Refused, nothing sent, otherwise), and a ticket id as a string (7 or "7": one
    ticket)."""
    present = {k: v for k, v in given.items() if v is not None}
    wait = present.pop("wait", WAIT_S)
    if sum(1 for name in PAYMENTS if name in present) != 1:
        raise Refused("Give exactly one of payment_intent or charge (Stripe) or order_id "
                      "(Shopify). Nothing was sent.")
    if "ticket_id" in present:
        present["ticket_id"] = str(present["ticket_id"])
    return present, wait


def _count_replay(deps: Deps, step: str) -> None:
    """A call answered as a replay counts in ``replays_total{step}`` as the API's do (kept in
    the process, sent once a second: a settled retry keeps its one Redis read)."""
    counters.tally.add(deps.ledger, "replays", step=step)


def _for_provider(present: dict[str, Any]) -> dict[str, Any]:
    """The API's refund body for the agent's arguments: a Shopify order's reason becomes its
    note (in words); a Stripe refund's item goes in its metadata, where people see it."""
    body = {k: v for k, v in present.items() if k != "item"}
    if "order_id" in body:
        body["provider"] = "shopify"
        if "reason" in body:
            body["note"] = NOTES[body.pop("reason")]
    elif present.get("item"):
        body["metadata"] = {"item": present["item"]}
    return body


def _load(body: dict[str, Any]) -> dict[str, Any]:
    try:
        loaded: dict[str, Any] = _SCHEMA.load(body)
    except ValidationError as exc:
        raise Refused(f"The refund's arguments are not valid: {_fields(exc)}. Nothing was "
                      f"sent.") from None
    return loaded


def _fields(exc: ValidationError) -> str:
    """marshmallow's messages, one argument at a time: ``currency: A three-letter ...``."""
    messages = exc.messages if isinstance(exc.messages, dict) else {"arguments": exc.messages}
    return "; ".join(f"{name}: {' '.join(map(str, why if isinstance(why, list) else [why]))}"
                     for name, why in messages.items())


def _asked_before(deps: Deps, tenant: str, intent: str, exc: IdempotencyConflict,
                  args: dict[str, Any]) -> dict[str, Any]:
    """The same ticket, payment and amount with other arguments (another ``reason``): the
    first call's refund is the answer, with what differs; nothing is sent for this call."""
    differs = sorted({"reason" if name == "note" else name for name in exc.errors or {}})
    entry = deps.ledger.get(tenant, refund_step.STEP, intent)
    if entry is None or entry.state == "in_progress":
        return {**answers.in_flight(intent, "This refund was first asked for with another "
                                            f"{' and '.join(differs) or 'argument'} and is "
                                            f"running right now. {ASK_AGAIN}", 2, args),
                "differs": differs}
    return answers.differing(answers.refund(refund_step.view(entry, True)), differs)


def refund_status(deps: Deps, tenant: str, intent_id: str | None,
                  ticket_id: str | None = None) -> dict[str, Any]:
    """What happened to a refund, as the ledger holds it verified: by its ``intent_id``, or
    the refunds a ticket names (newest first, at most 10)."""
    if intent_id:
        entry = deps.ledger.get(tenant, refund_step.STEP, intent_id)
        if entry is None:
            raise Refused(f"There is no refund {intent_id!r} for this tenant.")
        return answers.refund(refund_step.view(entry, True))
    if not ticket_id:
        raise Refused("Give the intent_id the refund tool answered, or the ticket_id.")
    page = listing(deps, tenant, steps=(refund_step.STEP,), ticket=ticket_id, limit=10)
    found = [deps.ledger.get(tenant, refund_step.STEP, item["intent_id"]) for item in page.items]
    refunds = [answers.refund(refund_step.view(entry, True)) for entry in found
               if entry is not None]
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


def escalate(deps: Deps, tenant: str, intent_id: str, reason: str,
             ticket_id: str | None = None) -> dict[str, Any]:
    """Hand an intent to a person (``POST /v1/escalations``'s step, idempotent per intent).
    The agent learns that a person will look, never how to decide: no link, no token."""
    if not reason.strip():
        raise Refused("Give the reason in a sentence. Nothing was changed.")
    try:
        entry, created, added = escalation.open_by_flow(deps, tenant, intent_id,
                                                         reason=reason, context=None,
                                                         ticket_id=ticket_id, actor="mcp")
    except ServiceError as exc:
        raise Refused(f"{exc.detail} Nothing was changed.") from None
    view = escalation.view(deps, entry)
    return {"escalation_id": view["id"], "intent_id": intent_id, "state": view["state"],
            "kind": view["kind"], "replayed": not created,
            **escalation.reason_answer(entry, added),
            "customer_may_be_told": answers.told({"state": "escalated"}),
            "calling_again_is_safe": True}


def _no_links(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _no_links(v) for k, v in value.items() if k not in ("links", "url")}
    if isinstance(value, list):
        return [_no_links(v) for v in value]
    return value


def update_ticket(deps: Deps, tenant: str, ticket_id: Any, comment: str, public: bool,
                  status: str | None, wait: float) -> dict[str, Any]:
    """A Zendesk comment (and status) posted once: the intent is derived from the tenant, the
    ticket and the content (its visibility included), so a retry or a reconnect posts nothing
    more. The API's own schema and ticket step (a job through the shared Zendesk budget);
    answers once it ended within ``wait`` seconds, else ``queued``/``working`` (calling again
    answers what it did)."""
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
        entry, replayed, _ = ticket.submit(deps, tenant, ticket.SINGLE, {**args, "ticket_id": number})
        if replayed:
            _count_replay(deps, "ticket_update")
        if wait:
            entry = ticket.wait_on(deps, entry, wait)
    except ValidationError as exc:
        raise Refused(f"The update's arguments are not valid: {_fields(exc)}. Nothing was "
                      f"sent.") from None
    except StoreUnavailable:  # the entry (and its job) may have been written before
        raise Refused("surestep's ledger did not answer, so whether the update was recorded is "
                      "not known; calling again with the same arguments posts it at most "
                      "once.") from None
    except ServiceError as exc:  # refused before anything was recorded
        raise Refused(f"{exc.detail} Nothing was sent.") from None
    view = _no_links(ticket.view(deps, entry, replayed))
    view.pop("delivery", None)
    return {**view, "public": public, "calling_again_is_safe": True}
