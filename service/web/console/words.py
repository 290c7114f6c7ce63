"""Plain words for the console's pages: times, ages, money, who acted, who answered what.

Everything here returns text; the templates escape it (Jinja's autoescape), so a customer's
or a flow's words are shown as they were written and never as markup or a link.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit

from service.providers.shopify import to_money  # minor units by the currency's exponent

PROVIDERS = {"stripe": "Stripe", "shopify": "Shopify", "zendesk": "Zendesk"}
ACTORS = {"api": "the flow (API key)", "expiry": "the expiry job", "verify-job": "the verify job",
          "reconcile": "reconciliation", "sweeper": "the sweeper", "replay": "a replay",
          "webhook": "a provider webhook"}
CHANNELS = {"console": "console", "ops": "ops key", "link": "approval link"}
# Who answered each recorded call, and what the call was: the payment's provider answers the
# payment's calls, Zendesk the ticket's, surestep's own judgment judges and the tenant's guard
# (``[judgment] guard_url``) checks. A call not listed is said as its name, by the provider.
PAYMENT, ZENDESK, JUDGMENT, GUARD, READER = "payment", "zendesk", "judgment", "guard", "reader"
CALLS = {"payment": (PAYMENT, "read of the payment"), "create": (PAYMENT, "refund create"),
         "retrieve": (PAYMENT, "read-back of the refund"),
         "lookup": (PAYMENT, "lookup of this intent's refund"),
         "lines": (PAYMENT, "read of the payment's line items"),
         "ticket": (ZENDESK, "read of the ticket"),
         "requester": (ZENDESK, "read of the ticket's requester"),
         "comments": (ZENDESK, "read of the ticket's comments"),
         "audits": (ZENDESK, "read of the ticket's audits"),
         "update": (ZENDESK, "ticket update"), "update_many": (ZENDESK, "bulk ticket update"),
         "job_status": (ZENDESK, "read of the bulk update's job"),
         "judgment": (JUDGMENT, "judgment"), "guard": (GUARD, "check"),
         "reading": (READER, "reading of the ticket")}
ANSWERERS = {ZENDESK: "Zendesk", JUDGMENT: "surestep's judgment",
             GUARD: "your guard (guard_url)", READER: "the model reader (reader_url)"}
MINOR_UNITS = re.compile(r"\b(\d{1,15}) ([A-Z]{3}) \(minor units\)")
LOWERED = re.compile(r"\b(\d{1,15}) of the (\d{1,15}) proposed \(minor units\)")


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


def age(at: float | None, now: float) -> str:
    """How long before ``now`` ``at`` was (``3 h 5 min``)."""
    return span(now - at) if at else ""


def due(at: float | None, now: float) -> str:
    """``in 3 h 5 min`` or ``2 min ago``."""
    if not at:
        return ""
    left = at - now
    return f"in {span(left)}" if left >= 0 else f"{span(-left)} ago"


def left(at: float | None, now: float) -> str:
    """``2 d 23 h left``, or ``expired`` (a queue's short word for an expiry)."""
    if not at:
        return ""
    rest = at - now
    return f"{span(rest)} left" if rest > 0 else "expired"


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


def answer(record: dict[str, Any], provider_name: str | None) -> str:
    """One recorded answer in a sentence, said by whoever gave it (``provider_name``: the
    payment's provider, who answers the payment's calls)."""
    name = record.get("call") or "call"
    who, call = CALLS.get(name, (PAYMENT, name))
    label = provider(provider_name) if who == PAYMENT else ANSWERERS[who]
    if record.get("error"):
        return _failed(label, call, record)
    body = record.get("body")
    if who in (JUDGMENT, GUARD):
        return _judged(label, body if isinstance(body, dict) else {})
    if who == READER and isinstance(body, dict):  # its quotes are on the page, as data
        return f"{label} read the ticket ({body.get('outcome')})."
    if body is None:
        return f"{label} answered the {call}: nothing found."
    if not isinstance(body, dict):
        return f"{label} answered the {call}."
    said = _said(body)
    return f"{label} answered the {call}" + (f": {', '.join(said)}." if said else ".")


def _failed(label: str, call: str, record: dict[str, Any]) -> str:
    parts = [str(record.get(k)) for k in ("status", "code") if record.get(k)]
    return (f"{label}'s {call} failed: {record['error']}"
            + (f" ({', '.join(parts)})" if parts else "")
            + (f": {record['message']}" if record.get("message") else ""))


def _said(body: dict[str, Any]) -> list[str]:
    """What an answer's body says of itself: its id and kind (a Zendesk ticket's number), its
    status, its amount."""
    said = [str(body[k]) for k in ("id", "object") if isinstance(body.get(k), str)]
    if isinstance(body.get("id"), int) and not isinstance(body.get("id"), bool):
        said.append(f"#{body['id']}")  # a Zendesk ticket's number
    if isinstance(body.get("status"), str):
        said.append(f"status {body['status']}")
    if isinstance(body.get("amount"), int) and isinstance(body.get("currency"), str):
        said.append(money(body["amount"], body["currency"]))
    return said


def _judged(label: str, body: dict[str, Any]) -> str:
    """A judgment's record: its verdict and its reasons' codes (the reasons themselves are on
    the escalation)."""
    verdict = body.get("verdict")
    codes = codes_of(body.get("reasons") or [])
    shadow = " (shadow mode: recorded, not acted on)" if body.get("mode") == "shadow" else ""
    if not isinstance(verdict, str):
        return f"{label} answered{shadow}."
    return (f"{label} judged: {verdict}" + (f" ({', '.join(codes)})" if codes else "")
            + shadow + ".")


WOULD = {"allow": "allowed this refund",
         "ask": "sent this refund to a person (ask): nothing would have been sent before a "
                "person decided",
         "block": "blocked this refund (failed, guard_blocked): nothing would have been sent"}


def shadowed(result: dict[str, Any]) -> dict[str, Any] | None:
    """The guard of a refund judged in shadow mode (``[judgment] mode = "shadow"``), else
    None: a verdict that was recorded and did not act."""
    guard = result.get("guard")
    if not isinstance(guard, dict) or guard.get("mode") != "shadow":
        return None
    return {k: v for k, v in guard.items() if k != "mode"}  # the page's heading says it


def would_have(guard: dict[str, Any]) -> str:
    """What the guard would have done, in words, and that it did not."""
    verdict = str(guard.get("verdict"))
    return (f"In enforce mode the guard would have {WOULD.get(verdict, verdict)}. It ran in "
            f"shadow mode, so its verdict did not act: the refund went on as the other rules "
            f"decided.")


def codes_of(reasons: Any) -> list[str]:
    """The reasons' codes, each once, in their order."""
    codes = [str(r.get("code")) for r in reasons if isinstance(r, dict) and r.get("code")] \
        if isinstance(reasons, list) else []
    return list(dict.fromkeys(codes))


def unsaid(reasons: Any, said: Any) -> list[Any]:
    """The items of ``reasons`` (dicts with a message, or strings) whose words ``said`` (the
    escalation's reasons) do not hold already: a page says each reason once."""
    known = {str(r.get("message")) for r in said if isinstance(r, dict)} \
        if isinstance(said, (list, tuple)) else set()
    items = reasons if isinstance(reasons, list) else []
    return [r for r in items
            if str(r.get("message") if isinstance(r, dict) else r) not in known]


def major(text: Any, currency: str | None = None) -> str:
    """The service's sentences in major units, as the rest of the page says amounts:
    ``7500 USD (minor units)`` is ``75.00 USD``, and with the escalation's ``currency``
    ``5000 of the 7500 proposed (minor units)`` is ``50.00 USD of the 75.00 USD proposed``."""
    said = MINOR_UNITS.sub(lambda m: money(int(m.group(1)), m.group(2)), str(text or ""))
    if currency:
        said = LOWERED.sub(lambda m: f"{money(int(m.group(1)), currency)} of the "
                                     f"{money(int(m.group(2)), currency)} proposed", said)
    return said


def customer(proposal: dict[str, Any] | None) -> str:
    """Who the refund is for, as the request named them (the guard checks it at the provider)."""
    proposal = proposal or {}
    found = proposal.get("customer")
    stated: dict[str, Any] = found if isinstance(found, dict) else {}
    said = [str(v) for v in (stated.get("id"), stated.get("email")) if v]
    if proposal.get("requester_email"):
        said.append(f"requested by {proposal['requester_email']}")
    return ", ".join(said) or "not given"


def who_short(proposal: dict[str, Any] | None) -> str:
    """The customer in a few characters, for a queue's row: the e-mail, else the id."""
    proposal = proposal or {}
    found = proposal.get("customer")
    stated: dict[str, Any] = found if isinstance(found, dict) else {}
    return str(stated.get("email") or stated.get("id") or proposal.get("requester_email")
               or "")

