"""The five tools as ``tools/list`` lists them: name, title, description, annotations, input and
output schemas (``schemas``), and how a checked call runs (``tools``).

The annotations say what a tool may do to the world: ``refund`` moves money and
``update_ticket`` can speak to the customer and close the ticket, so both are destructive; both
are idempotent (the same arguments never act twice) and open-world (a provider is called).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mcp_types import Tool, ToolAnnotations

from service.deps import Deps
from service.mcp import schemas, tools
from service.mcp.arguments import Checker
from service.mcp.schemas import Arg

Run = Callable[[Deps, str, dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Spec:
    """One tool: what it is called and says, what it takes and answers, and how it runs."""

    name: str
    title: str
    description: str
    annotations: ToolAnnotations
    args: dict[str, Arg]
    required: tuple[str, ...]
    output: dict[str, Any]
    run: Run
    outcome: str  # said after every refusal: what the refused call did not do
    checker: Checker = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "checker", Checker(self.name, self.args, self.input_schema,
                                                    self.outcome))

    @property
    def input_schema(self) -> dict[str, Any]:
        return schemas.inputs(self.args, self.required)

    def tool(self) -> Tool:
        return Tool(name=self.name, title=self.title, description=self.description,
                    input_schema=self.input_schema, output_schema=self.output,
                    annotations=self.annotations)


def _ticket(args: dict[str, Any]) -> str | None:
    return None if args.get("ticket_id") is None else str(args["ticket_id"])


REFUND = Spec(
    name="refund", title="Refund a payment (at most once)",
    description=(
        "Refund `amount` (minor units: 1200 is 12.00) of a Stripe payment (`payment_intent` or "
        "`charge`) or a Shopify order (`order_id`, its GID) for the ticket. Idempotent by "
        "construction: surestep derives the refund's identity from the ticket, the payment, the "
        "amount and the currency, so calling again (after a timeout, a reconnect, a call you "
        "cancelled) answers what happened and never refunds twice. Two refunds of the same "
        "amount on one ticket (two items at one price) are two only when each names its "
        "`item`; the policy may still hand the second to a person (one refund per ticket, the "
        "duplicate window). The answer's `state` is verified at the provider: completed, "
        "pending, failed, unknown or escalated (a person decides; you get no link). Say only "
        "`customer_may_be_told`: with `replayed: true` an earlier call made this refund (at "
        "`state_since`), which is not news. It answers within `wait` seconds (default 6, at "
        "most 25): a refund still running then, or being run by another call, is `unknown` "
        "with `in_flight: true` and `retry_after`, never a failure; call again after "
        "`retry_after` seconds to learn what happened (a client with the Tasks extension gets "
        "a task to poll instead). A call with another `reason` than the first for the same "
        "refund answers what the first call did, with `differs`, and sends nothing."),
    annotations=ToolAnnotations(title="Refund a payment (at most once)", destructive_hint=True,
                                idempotent_hint=True, open_world_hint=True,
                                read_only_hint=False),
    args=schemas.REFUND_ARGS, required=("amount", "currency"), output=schemas.REFUND,
    run=tools.refund, outcome="Nothing was sent.")

REFUND_STATUS = Spec(
    name="refund_status", title="What happened to a refund",
    description=(
        "The verified state of a refund: by the `intent_id` the refund tool answered, or every "
        "refund a `ticket_id` names (newest first); give one of the two. Call this after a "
        "timeout instead of assuming the refund failed."),
    annotations=ToolAnnotations(title="What happened to a refund", read_only_hint=True,
                                idempotent_hint=True, open_world_hint=False,
                                destructive_hint=False),
    args=schemas.STATUS_ARGS, required=(), output=schemas.STATUS,
    run=lambda deps, tenant, a: tools.refund_status(deps, tenant, a.get("intent_id"),
                                                     _ticket(a)),
    outcome="Nothing was changed.")

UPDATE_TICKET = Spec(
    name="update_ticket", title="Comment on a Zendesk ticket (once)",
    description=(
        "Post `comment` on Zendesk ticket `ticket_id`: an internal note that only agents see, "
        "unless you give `public: true`, which makes it a reply the customer reads (say "
        "nothing there the customer may not be told). Optionally set the ticket's `status` "
        "(solved and closed end the conversation). Posted once: the same ticket, text and "
        "visibility is the same update however often you call. Answers once Zendesk took it "
        "(within `wait` seconds, default 5, at most 25), else `queued`; call again to learn."),
    annotations=ToolAnnotations(title="Comment on a Zendesk ticket (once)",
                                destructive_hint=True, idempotent_hint=True,
                                open_world_hint=True, read_only_hint=False),
    args=schemas.TICKET_ARGS, required=("ticket_id", "comment"), output=schemas.TICKET_UPDATE,
    run=lambda deps, tenant, a: tools.update_ticket(
        deps, tenant, a["ticket_id"], a["comment"], a.get("public", False), a.get("status"),
        a.get("wait", schemas.TICKET_WAIT_S)),
    outcome="Nothing was sent.")

GET_INTENT = Spec(
    name="get_intent", title="Everything recorded under an intent",
    description=("Every step recorded under `intent_id` (refund, ticket updates, escalation), "
                 "each with its state and audit trail: who or what did what, and when."),
    annotations=ToolAnnotations(title="Everything recorded under an intent",
                                read_only_hint=True, idempotent_hint=True,
                                open_world_hint=False, destructive_hint=False),
    args=schemas.INTENT_ARGS, required=("intent_id",), output=schemas.INTENT_STEPS,
    run=lambda deps, tenant, a: tools.get_intent(deps, tenant, a["intent_id"]),
    outcome="Nothing was changed.")

ESCALATE = Spec(
    name="escalate", title="Hand a refund to a person",
    description=(
        "Ask a person to look at `intent_id` (for a refund whose outcome is unknown, the person "
        "decides whether to retry it). Once per intent: calling again answers the same "
        "escalation. A person decides in surestep's console; you are told only that."),
    annotations=ToolAnnotations(title="Hand a refund to a person", destructive_hint=False,
                                idempotent_hint=True, open_world_hint=True,
                                read_only_hint=False),
    args=schemas.ESCALATE_ARGS, required=("intent_id", "reason"), output=schemas.ESCALATION,
    run=lambda deps, tenant, a: tools.escalate(deps, tenant, a["intent_id"], a["reason"],
                                               _ticket(a)),
    outcome="Nothing was changed.")

TOOLS: dict[str, Spec] = {spec.name: spec for spec in (REFUND, REFUND_STATUS, UPDATE_TICKET,
                                                        GET_INTENT, ESCALATE)}
CRASHED = {
    "refund": "An internal error stopped this call (it is logged). Whether the refund was sent "
              "is not known: call refund_status with the ticket_id, or refund again with the "
              "same arguments (it will not refund twice).",
    "update_ticket": "An internal error stopped this call (it is logged). Whether the comment "
                     "was recorded is not known: calling again with the same arguments posts "
                     "it at most once.",
}
