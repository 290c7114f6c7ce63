"""What each tool takes and answers, as JSON Schema: the ``inputSchema`` and ``outputSchema``
that ``tools/list`` advertises, and the very schemas ``arguments`` checks a call with, so what an
agent is told is what is enforced.

Every input schema names its ``required`` arguments, refuses any other (``additionalProperties:
false``), describes each argument and bounds it (lengths, ranges, enums, patterns: the patterns
are ``service.ids``'s, which the API checks too). Beside each argument is what it must be, in
words (``Arg.must_be``), for the refusal an agent reads. No top-level ``oneOf``: several agent
runtimes refuse a tool whose schema has one, so "exactly one payment" is said in words and
checked in ``tools``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service import ids, states
from service.web.api.schemas import NEXTS
from service.web.api.ticket_schemas import STATUSES

STRIPE_REASONS = ("duplicate", "fraudulent", "requested_by_customer")
WAIT_S, WAIT_MAX_S = 6.0, 25.0
TICKET_WAIT_S = 5.0
ITEM_MAX = 200
_NO_CONTROL = r"^[^\x00-\x1f\x7f]+$"  # one line of text: no newline can start a second


@dataclass(frozen=True)
class Arg:
    """One argument: its JSON Schema, and what a value must be, in words."""

    schema: dict[str, Any]
    must_be: str


def _pattern(rule: ids.Whole) -> str:
    """The pattern of one of ``service.ids``'s rules (a ``str`` regex: ECMA-262 compatible)."""
    return str(rule.regex.pattern)


def _text(rule: ids.Whole, max_length: int, description: str) -> dict[str, Any]:
    return {"type": "string", "pattern": _pattern(rule), "maxLength": max_length,
            "description": description}


TICKET_REF = Arg({"type": ["string", "integer"], "pattern": _pattern(ids.TICKET_REF),
                  "maxLength": 100, "minimum": 1, "maximum": 2**63 - 1,
                  "description": "The support ticket this is for (a Zendesk ticket number, or "
                                 "your help desk's reference)."},
                 "a ticket reference: a number without leading zeros, or 1-100 printable "
                 "characters with no space at either end")
INTENT = Arg(_text(ids.INTENT_ID, 200,
                   "The intent_id a tool answered (mcp-refund-...)."),
             "an intent_id as a tool answered it (mcp-refund-...)")

REFUND_ARGS: dict[str, Arg] = {
    "payment_intent": Arg(_text(ids.PAYMENT_INTENT, 253,
                                "The Stripe PaymentIntent to refund (pi_...). Give exactly one "
                                "of payment_intent, charge or order_id."),
                          "a Stripe PaymentIntent id (pi_...)"),
    "charge": Arg(_text(ids.CHARGE, 253,
                        "The Stripe Charge to refund (ch_... or py_...), instead of "
                        "payment_intent."),
                  "a Stripe Charge id (ch_... or py_...)"),
    "order_id": Arg(_text(ids.ORDER_GID, 40,
                          "The Shopify order to refund, as its GID "
                          "(gid://shopify/Order/<number>), instead of a Stripe payment."),
                    "a Shopify order's GID (gid://shopify/Order/<number>)"),
    "amount": Arg({"type": "integer", "minimum": 1, "maximum": 99_999_999,
                   "description": "How much to refund, in the currency's minor units: 1200 is "
                                  "12.00 USD, 500 is 500 JPY. A whole number (1200.0 is taken "
                                  "as 1200)."},
                  "a whole number of minor units from 1 to 99999999 (1200 is 12.00 USD)"),
    "currency": Arg({"type": "string", "pattern": _pattern(ids.CURRENCY),
                     "description": "The payment's currency, three letters (usd)."},
                    "a three-letter currency code (usd)"),
    "ticket_id": TICKET_REF,
    "item": Arg({"type": "string", "minLength": 1, "maxLength": ITEM_MAX,
                 "pattern": _NO_CONTROL,
                 "description": "Only for a second refund of the same amount on the same "
                                "ticket and payment (two items at one price): the line or item "
                                "this refund is for, as you read it (the product's title or "
                                "its line id). It is part of the refund's identity: the same "
                                "item is the same refund, another item another refund. Leave "
                                "it out otherwise."},
                f"one line of 1-{ITEM_MAX} characters naming the item (a product title or "
                f"line id)"),
    "reason": Arg({"type": "string", "enum": list(STRIPE_REASONS),
                   "description": "Why, in Stripe's words; for a Shopify order it goes with "
                                  "the refund as its note. Give the same reason on every call "
                                  "for one refund."},
                  "one of " + ", ".join(STRIPE_REASONS)),
    "wait": Arg({"type": "number", "exclusiveMinimum": 0, "maximum": WAIT_MAX_S,
                 "default": WAIT_S,
                 "description": f"Seconds to wait for the provider before answering (default "
                                f"{WAIT_S:g}, at most {WAIT_MAX_S:g}). A refund still running "
                                f"then answers unknown with in_flight: true."},
                f"a number of seconds above 0 and at most {WAIT_MAX_S:g}"),
}
STATUS_ARGS: dict[str, Arg] = {"intent_id": INTENT, "ticket_id": TICKET_REF}
TICKET_ARGS: dict[str, Arg] = {
    "ticket_id": Arg({"type": ["string", "integer"], "pattern": r"^[1-9][0-9]{0,18}$",
                      "minimum": 1, "maximum": 2**63 - 1,
                      "description": "The Zendesk ticket number."},
                     "a Zendesk ticket number (digits, no leading zero)"),
    "comment": Arg({"type": "string", "minLength": 1, "maxLength": 65_000,
                    "description": "The comment's text, posted as written."},
                   "the comment's text, 1-65000 characters"),
    "public": Arg({"type": "boolean", "default": False,
                   "description": "true: the customer sees the comment (a reply). Leave it out "
                                  "(false) for an internal note only agents see."},
                  "true (the customer sees it) or false (an internal note)"),
    "status": Arg({"type": "string", "enum": list(STATUSES),
                   "description": "Set the ticket's status too (solved and closed end the "
                                  "conversation)."},
                  "one of " + ", ".join(STATUSES)),
    "wait": Arg({"type": "number", "minimum": 0, "maximum": WAIT_MAX_S,
                 "default": TICKET_WAIT_S,
                 "description": f"Seconds to wait for Zendesk (default {TICKET_WAIT_S:g}, at "
                                f"most {WAIT_MAX_S:g}); after that the update answers queued "
                                f"and goes on."},
                f"a number of seconds from 0 to {WAIT_MAX_S:g}"),
}
INTENT_ARGS: dict[str, Arg] = {"intent_id": INTENT}
ESCALATE_ARGS: dict[str, Arg] = {
    "intent_id": INTENT,
    "reason": Arg({"type": "string", "minLength": 1, "maxLength": 1000,
                   "description": "Why a person should look, in a sentence."},
                  "a sentence of 1-1000 characters"),
    "ticket_id": TICKET_REF,
}


def inputs(args: dict[str, Arg], required: tuple[str, ...]) -> dict[str, Any]:
    """A tool's ``inputSchema``: its arguments, which are required, nothing else."""
    return {"type": "object", "properties": {name: arg.schema for name, arg in args.items()},
            "required": list(required), "additionalProperties": False}


# ----- what the tools answer ---------------------------------------------------------------

def _maybe(kind: str, description: str) -> dict[str, Any]:
    return {"type": [kind, "null"], "description": description}


TOLD = {"type": "string", "description": "The one sentence you may say to the customer in this "
                                         "state; say nothing more about the refund."}
AGAIN = {"const": True, "description": "Calling the tool again with the same arguments never "
                                       "repeats what it did."}
REASONS = {"type": "array", "items": {
    "type": "object", "required": ["code", "message"],
    "properties": {"code": {"type": "string"}, "message": {"type": "string"}}}}
REFUND = {"type": "object",
          "required": ["intent_id", "state", "verified", "customer_may_be_told",
                       "calling_again_is_safe"],
          "properties": {
              "intent_id": {"type": "string", "description": "The refund's identity, derived "
                                                             "by surestep."},
              "step": {"const": "refund"},
              "state": {"enum": list(states.ANSWERED),
                        "description": "Verified at the provider: completed, pending, failed, "
                                       "unknown (not known yet; call again) or escalated (a "
                                       "person decides)."},
              "verified": {"type": "boolean"},
              "in_flight": {"type": "boolean", "description": "The refund is running right "
                                                              "now; money may be moving."},
              "retry_after": {"type": ["number", "null"], "minimum": 0,
                              "description": "Seconds to wait before calling again."},
              "replayed": {"type": "boolean", "description": "This answer repeats what an "
                                                             "earlier call did; nothing new "
                                                             "was sent."},
              "state_since": {"type": "string", "format": "date-time",
                              "description": "When the refund reached its state (UTC)."},
              "differs": {"type": "array", "items": {"type": "string"},
                          "description": "Arguments of this call that differ from the first "
                                         "call for the same refund; nothing was sent for it."},
              "provider": {"enum": ["stripe", "shopify"]},
              "account": {"type": "string"}, "stripe_account": {"type": "string"},
              "refund_id": _maybe("string", "The provider's refund id."),
              "amount": _maybe("integer", "Minor units."),
              "currency": _maybe("string", "Three letters."),
              "provider_status": _maybe("string", "The provider's own status."),
              "failure_reason": _maybe("string", "Why it failed, when it did."),
              "detail": {"type": "string"},
              "attempts": {"type": "integer", "minimum": 0},
              "next": {"enum": NEXTS},
              "guard": {"type": ["object", "null"]},
              "reasons": REASONS,
              "escalation_id": _maybe("string", "The person's review, when one was asked."),
              "customer_may_be_told": TOLD,
              "calling_again_is_safe": AGAIN}}
TICKET_REFUNDS = {"type": "object", "required": ["ticket_id", "refunds", "customer_may_be_told"],
                  "properties": {"ticket_id": {"type": "string"},
                                 "refunds": {"type": "array", "items": REFUND},
                                 "customer_may_be_told": TOLD}}
STATUS = {"type": "object", "anyOf": [REFUND, TICKET_REFUNDS]}
TICKET_UPDATE = {"type": "object",
                 "required": ["intent_id", "state", "public", "calling_again_is_safe"],
                 "properties": {
                     "job_id": {"type": "string"}, "intent_id": {"type": "string"},
                     "step": {"type": "string"},
                     "state": {"enum": list(states.JOB_STATES),
                               "description": "queued or working: Zendesk has not taken it "
                                              "yet; call again to learn."},
                     "public": {"type": "boolean", "description": "Whether the customer sees "
                                                                  "the comment."},
                     "account": {"type": "string"}, "verified": {"type": "boolean"},
                     "detail": {"type": "string"}, "next": {"type": "string"},
                     "attempts": {"type": "integer", "minimum": 0},
                     "replayed": {"type": "boolean"},
                     "results": {"type": "array", "items": {"type": "object"}},
                     "calling_again_is_safe": AGAIN}}
INTENT_STEPS = {"type": "object", "required": ["intent_id", "steps"],
                "properties": {"intent_id": {"type": "string"},
                               "steps": {"type": "array", "items": {
                                   "type": "object", "required": ["step", "state"],
                                   "properties": {"step": {"type": "string"},
                                                  "state": {"type": "string"},
                                                  "audit": {"type": "array"}}}}}}
ESCALATION = {"type": "object",
              "required": ["escalation_id", "intent_id", "state", "customer_may_be_told",
                           "calling_again_is_safe"],
              "properties": {"escalation_id": {"type": "string"},
                             "intent_id": {"type": "string"},
                             "state": {"enum": list(states.ESCALATION_STATES)},
                             "kind": {"type": "string"}, "replayed": {"type": "boolean"},
                             "reason_added": {"type": "boolean"}, "detail": {"type": "string"},
                             "customer_may_be_told": TOLD, "calling_again_is_safe": AGAIN}}
