"""What a tool answers: the body (``structuredContent``, and the same as JSON text for clients
that read only ``content``), the one sentence an agent may say to the customer in that state
(``told``), or a refusal as a tool error (``isError``) with our advice.

Every answer that concerns money is structured and says only what the provider said: a refund
that may be moving is ``unknown`` with ``in_flight``, ``retry_after`` and its sentence (never a
tool error, never "nothing was sent"); a replay says it is one and when the refund was made
("was already refunded on <date>"), never the news again.
"""

from __future__ import annotations

import json
from typing import Any

from mcp_types import CallToolResult, TextContent

from service.judgment.money import from_minor

PROVIDER_NAMES = {"stripe": "Stripe", "shopify": "Shopify"}
UNKNOWN = "We could not confirm your refund yet; there is no need to ask again."


def tool_result(body: dict[str, Any]) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(body, default=str))],
                          structured_content=body)


def tool_error(advice: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=advice)], is_error=True)


def money(amount: Any, currency: Any) -> str:
    """``12.00 USD`` (``500 JPY``) from minor units, as the judgment's reasons spell amounts."""
    if not isinstance(amount, int) or isinstance(amount, bool) or not currency:
        return "the amount"
    return from_minor(amount, str(currency))


def told(view: dict[str, Any]) -> str:
    """The sentence an agent may say to the customer in this verified state, and no other. A
    replay says when: the customer hears of a refund once, not again as news."""
    state, what = view.get("state"), money(view.get("amount"), view.get("currency"))
    by = PROVIDER_NAMES.get(str(view.get("provider")), "the payment provider")
    day = str(view.get("state_since") or "")[:10] if view.get("replayed") else ""
    if state == "completed" and view.get("verified"):
        if day:
            return f"{what} was already refunded on {day} (confirmed by {by})."
        return f"Your refund of {what} is confirmed by {by}."
    if state == "pending":
        if day:
            return f"Your refund of {what} was requested on {day} and is still being processed."
        return f"Your refund of {what} is being processed."
    if state == "escalated":
        return "A colleague will review your request and get back to you."
    if state == "failed":
        return "We could not refund this payment; a colleague can tell you more."
    return UNKNOWN


def refund(view: dict[str, Any]) -> dict[str, Any]:
    """The refund tool's structured answer: the step's verified view, minus links (an agent
    gets no URL to open), plus what it may say and that calling again is safe."""
    out = {k: v for k, v in view.items() if k not in ("links", "escalation")}
    if view.get("escalation"):
        out["escalation_id"] = view["escalation"].get("id")
    out["customer_may_be_told"] = told(view)
    out["calling_again_is_safe"] = True
    return out


def in_flight(intent: str, detail: str, retry_after: Any, args: dict[str, Any]) -> dict[str, Any]:
    """A refund that may be moving right now: not a failure, and asking again after
    ``retry_after`` seconds is the way to know."""
    return {"intent_id": intent, "step": "refund", "state": "unknown", "verified": False,
            "in_flight": True, "retry_after": retry_after if retry_after else 2,
            "provider": args.get("provider", "stripe"), "amount": args.get("amount"),
            "currency": args.get("currency"), "replayed": False, "detail": detail,
            "next": "retry", "customer_may_be_told": UNKNOWN, "calling_again_is_safe": True}


def differing(first: dict[str, Any], differs: list[str]) -> dict[str, Any]:
    """A call for a refund already asked for with other arguments (another ``reason``): what
    the first call did, and what the agent may do. Nothing was sent for this call."""
    state = first["state"]
    when = f" since {first['state_since']}" if first.get("state_since") else ""
    detail = (f"This ticket, payment and amount were first asked for with another "
              f"{' and '.join(differs)}, and that call is this refund: it is {state}{when}, "
              f"{money(first.get('amount'), first.get('currency'))}. Nothing was sent for this "
              f"call. Tell the customer customer_may_be_told. To refund another item of the "
              f"same amount on this ticket, call refund with item naming it; to see every "
              f"refund of the ticket, call refund_status with the ticket_id.")
    return {**first, "differs": differs, "detail": detail}
