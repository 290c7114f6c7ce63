"""Pausing new refunds (the ops console's brake): the audited pause and resume, by tenant
(``*``) or by account (``<provider>:<account>``).

A pause is checked in the claim's own script (``service.ledger.pauses``); what the refund step
does with a paused claim is ``refund.guarding.hold``: still judged by the guard, then escalated
with reason ``paused`` before anything is sent.
"""

from __future__ import annotations

from typing import Any

from service.deps import Deps
from service.errors import BadRequest
from service.ids import ACCOUNT_NAME
from service.ledger import pauses

ALL = pauses.ALL
PROVIDERS = ("stripe", "shopify")


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
    return pauses.set_pause(deps.ledger, tenant, check_scope(field), by=actor,
                            note=note.strip()[:500])


def resume(deps: Deps, tenant: str, field: str, *, actor: str, note: str = "") -> bool:
    """Let new refunds of ``field`` go ahead again (False: it was not paused). Refunds held
    meanwhile stay escalated, each for a person to carry out or reject."""
    return pauses.clear(deps.ledger, tenant, check_scope(field), by=actor,
                        note=note.strip()[:500])


def current(deps: Deps, tenant: str) -> dict[str, dict[str, Any]]:
    return pauses.current(deps.ledger, tenant)


def history(deps: Deps, tenant: str) -> list[dict[str, Any]]:
    return pauses.history(deps.ledger, tenant)
