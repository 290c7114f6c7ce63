"""Plain words for the console's pages: times, ages, money, who acted, a provider's answer.

Everything here returns text; the templates escape it (Jinja's autoescape), so a customer's
or a flow's words are shown as they were written and never as markup or a link.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit

from service.providers.shopify import to_money  # minor units by the currency's exponent

PROVIDERS = {"stripe": "Stripe", "shopify": "Shopify", "zendesk": "Zendesk"}
ACTORS = {"api": "the flow (API key)", "expiry": "the expiry job", "verify-job": "the verify job",
          "reconcile": "reconciliation", "sweeper": "the sweeper", "replay": "a replay",
          "webhook": "a provider webhook"}
CHANNELS = {"console": "console", "ops": "ops key", "link": "approval link"}
CALLS = {"payment": "read of the payment", "create": "refund create",
         "retrieve": "read-back of the refund", "lookup": "lookup of this intent's refund"}


def when(at: float | None) -> str:
    if not at:
        return ""
    return datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def clock(at: float) -> str:
    """``14:05 UTC`` (with the date when it is not today's)."""
    moment = datetime.fromtimestamp(at, timezone.utc)
    today = datetime.now(timezone.utc).date()
    return moment.strftime("%H:%M UTC" if moment.date() == today else "%Y-%m-%d %H:%M UTC")


def iso(at: float | None) -> str:
    return datetime.fromtimestamp(at, timezone.utc).isoformat() if at else ""


def span(seconds: float) -> str:
    """``45 s``, ``12 min``, ``3 h 5 min``, ``2 d 4 h``."""
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    if seconds < 86400:
        return f"{seconds // 3600} h {seconds % 3600 // 60} min"
    return f"{seconds // 86400} d {seconds % 86400 // 3600} h"


def age(at: float | None, now: float | None = None) -> str:
    return span((now or time.time()) - at) if at else ""


def due(at: float | None, now: float | None = None) -> str:
    """``in 3 h 5 min`` or ``2 min ago``."""
    if not at:
        return ""
    left = at - (now or time.time())
    return f"in {span(left)}" if left >= 0 else f"{span(-left)} ago"


def money(amount: Any, currency: Any) -> str:
    if not isinstance(amount, int) or not isinstance(currency, str):
        return "line items (see the proposal)" if amount is None else str(amount)
    return f"{to_money(amount, currency)} {currency.upper()}"


def actor(name: str | None) -> str:
    """``console:alice`` -> ``alice (console)``; the service's own actors by what they are."""
    name = name or "someone"
    channel, sep, person = name.partition(":")
    if sep and channel in CHANNELS:
        return f"{person} ({CHANNELS[channel]})"
    return ACTORS.get(name, name)


def provider(name: str | None) -> str:
    return PROVIDERS.get(name or "", name or "the provider")


def host(url: str | None) -> str:
    """Where a delivery goes, without its path (a resume URL's path is its secret)."""
    try:
        return urlsplit(url or "").hostname or "?"
    except ValueError:
        return "?"


def payment(proposal: dict[str, Any] | None) -> str:
    proposal = proposal or {}
    return str(proposal.get("payment_intent") or proposal.get("charge")
               or proposal.get("order_id") or "")


def answer(record: dict[str, Any], label: str) -> str:
    """One recorded provider answer in a sentence."""
    call = CALLS.get(record.get("call") or "", record.get("call") or "call")
    if record.get("error"):
        parts = [str(record.get(k)) for k in ("status", "code") if record.get(k)]
        return (f"{label}'s {call} failed: {record['error']}"
                + (f" ({', '.join(parts)})" if parts else "")
                + (f": {record['message']}" if record.get("message") else ""))
    body = record.get("body")
    if body is None:
        return f"{label} answered the {call}: nothing found."
    if not isinstance(body, dict):
        return f"{label} answered the {call}."
    said = [str(body[k]) for k in ("id", "object", "status") if isinstance(body.get(k), str)]
    if isinstance(body.get("amount"), int) and isinstance(body.get("currency"), str):
        said.append(money(body["amount"], body["currency"]))
    return f"{label} answered the {call}" + (f": {', '.join(said)}." if said else ".")


def customer(proposal: dict[str, Any] | None) -> str:
    """Who the refund is for, as the request named them (the guard checks it at the provider)."""
    proposal = proposal or {}
    stated = proposal.get("customer") if isinstance(proposal.get("customer"), dict) else {}
    said = [str(v) for v in (stated.get("id"), stated.get("email")) if v]
    if proposal.get("requester_email"):
        said.append(f"requested by {proposal['requester_email']}")
    return ", ".join(said) or "not given"
