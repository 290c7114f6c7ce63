"""The refund step's fast path: a retry of a settled intent answered before its body is parsed.

A flow's retry usually sends the very body it sent first. When a JSON body, with the schema's
one default filled in (``provider: "stripe"``), is exactly the arguments its intent was
recorded with (the same fingerprint) and that intent is settled for good (completed, failed or
escalated), the answer is the recorded entry as a replay: what the full path answers too, since
its claim would find that same entry, see no conflict and send nothing. The body is then the
normalised arguments of a request that passed validation when it was recorded.

Everything else returns None and takes the full path, so every error, check and side effect
stays where it was: another body (any byte of difference: bad input, unknown fields,
``"USD"`` for ``"usd"``), an intent id that is not one (``"abc\\n"`` is never answered from
an entry, not even one recorded before ids were matched whole), a ``resume_url`` to check and
register, an intent that is new, running, pending (re-read at the provider) or unknown
(re-tried), a Redis that does not answer. A settled intent replays even when its account
was removed since (its answer is recorded; nothing is sent).

Why: parsing and validating the body and the claim script's round trip were about 40% of a
replay's CPU under load (``tests/bench/profile_hot_path.py``); this path reads one hash (and,
for a body that names no account, the tenant's default account for the provider in the same
round trip: a new refund's full path would read it next; ``service.ledger.read_ahead`` keeps
it for this request).
"""

from __future__ import annotations

from typing import Any

from service.deps import Deps
from service.ids import INTENT_ID
from service.ledger import read_ahead
from service.ledger.account_records import default_read
from service.ledger.connection import StoreError
from service.steps import common
from service.steps.refund.step import FINAL, STEP, Outcome

DEFAULTS = {"provider": "stripe"}  # RefundRequestSchema's load_default values


def settled_replay(deps: Deps, tenant: str, body: Any) -> Outcome | None:
    """The recorded answer for a byte-identical retry of a settled intent, or None."""
    asked = _replayable(body)
    if asked is None:
        return None
    intent_id, call_args = asked
    try:
        entry = deps.ledger.get(tenant, STEP, intent_id, reads=_reads(tenant, call_args))
    except StoreError:  # Redis down, or the key holds another type: the full path
        return None  # answers, validating the body first (bad input stays 422, not 503)
    if entry is None or entry.state not in FINAL \
            or entry.fingerprint != common.fingerprint(call_args):
        return None
    return Outcome(entry, replayed=True)


def _replayable(body: Any) -> tuple[str, dict[str, Any]] | None:
    """The intent and the call's arguments (with the schema's defaults) of a body the fast
    path may answer: a JSON object without a resume_url (registering one needs the full
    path), a well-formed intent id and a provider that is a string; None for any other."""
    if not isinstance(body, dict) or "resume_url" in body:
        return None
    intent_id = body.get("intent_id")
    call_args = {**DEFAULTS, **{k: v for k, v in body.items() if k != "intent_id"}}
    if not isinstance(intent_id, str) or not INTENT_ID.ok(intent_id) \
            or not isinstance(call_args["provider"], str):
        return None
    return intent_id, call_args


def _reads(tenant: str, call_args: dict[str, Any]) -> list[read_ahead.Read]:
    """What to read with the entry: the tenant's default account for the provider when the
    call names none and reading ahead is on (the full path reads it next)."""
    if call_args.get("account") is None and read_ahead.active():
        return [default_read(tenant, call_args["provider"])]
    return []
