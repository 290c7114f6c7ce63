"""Pausing new refunds (the ops console's brake): what the refund step does with a paused
claim, and the audited pause and resume.

A pause is checked in the claim's own script (``service.ledger.pauses``). A new refund claimed
while its tenant or account is paused is still judged by the guard (its read of the payment,
its holds), so the person who decides later sees every reason; then, whatever the guard would
have let through, it is escalated with reason ``paused`` before anything is sent. A person
carries it out or rejects it through the escalation, as any other (``escalations.decide``).
What the guard stops outright (``failed``, or ``unknown`` when the payment could not be read)
is settled as the guard says, with nothing sent either way.
"""

from __future__ import annotations

from typing import Any

from service.deps import Deps
from service.errors import BadRequest
from service.ids import ACCOUNT_NAME
from service.ledger import pauses
from service.steps.guard import Reason, Verdict
from service.steps.refund_guard import Judgement

ALL = pauses.ALL
PROVIDERS = ("stripe", "shopify")


def hold(judged: Judgement, paused: str) -> Judgement:
    """The guard's judgement of a claim ``paused`` by that pause's field ('' for none): a
    refund it would send (or ask about) is escalated with reason ``paused`` first, its own
    reasons after."""
    if not paused or judged.kind not in ("go", "escalate"):
        return judged
    verdict = judged.verdict or Verdict()
    whom = "this tenant" if paused == ALL else f"account {paused}"
    reason = Reason("paused", f"An operator paused new refunds for {whom}: nothing was sent, "
                              f"and a person carries this refund out or rejects it.")
    others = tuple(verdict.breaches) + ((verdict.approval,) if verdict.approval else ())
    return Judgement("escalate", verdict=Verdict(breaches=(reason, *others)))


def check_scope(field: str) -> str:
    """``*`` or ``<provider>:<account>``, else a 400 naming the form."""
    provider, sep, account = field.partition(":")
    if field == ALL or (sep and provider in PROVIDERS and ACCOUNT_NAME.ok(account)):
        return field
    raise BadRequest(f"A pause is '*' (every new refund of the tenant) or "
                     f"'<provider>:<account>' with provider {' or '.join(PROVIDERS)}; "
                     f"got {field!r}.")


def pause(deps: Deps, tenant: str, field: str, *, actor: str, note: str = "") -> bool:
    """Hold new refunds of ``field`` from now on (False: already paused)."""
    return pauses.set_pause(deps.redis, tenant, check_scope(field), by=actor,
                            note=note.strip()[:500])


def resume(deps: Deps, tenant: str, field: str, *, actor: str, note: str = "") -> bool:
    """Let new refunds of ``field`` go ahead again (False: it was not paused). Refunds held
    meanwhile stay escalated, each for a person to carry out or reject."""
    return pauses.clear(deps.redis, tenant, check_scope(field), by=actor,
                        note=note.strip()[:500])


def current(deps: Deps, tenant: str) -> dict[str, dict[str, Any]]:
    return pauses.current(deps.redis, tenant)


def history(deps: Deps, tenant: str) -> list[dict[str, Any]]:
    return pauses.history(deps.redis, tenant)
