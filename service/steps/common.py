"""What every step shares: request identity, the flow-facing states, and claim-or-wait.

A step's request identity is (tenant, step, intent_id) plus a fingerprint of its canonical
arguments. The provider's idempotency key is derived from all four, deterministically, so a
retry, a re-claim after a crash, or even a lost ledger entry sends the very same key.
"""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any

from service.deps import Deps
from service.errors import IdempotencyConflict, InFlight
from service.ids import provider_key as provider_key  # the steps derive it here
from service.ledger.store import IN_PROGRESS, Claim, Entry, Owned, RequestKey
from service.states import COMPLETED, ESCALATED, FAILED, PENDING, UNKNOWN

# The flow branches on state; `next` says what it should do about it.
NEXT = {
    COMPLETED: "notify_customer",
    PENDING: "wait",
    FAILED: "escalate",
    UNKNOWN: "retry",
    ESCALATED: "wait_for_human",
}


ENV_ACCOUNT = "env"  # the environment's account (service.accounts): every tenant's


def account_bound(fp: str, account: str) -> str:
    """What the provider key is derived from: the arguments' fingerprint, and the account
    unless it is the environment's (so a one-account deployment keeps the keys it had)."""
    return fp if account == ENV_ACCOUNT else fingerprint([fp, account])


def call_args(args: dict[str, Any], *dropped: str) -> dict[str, Any]:
    """The arguments that make the request what it is, as its fingerprint is taken of them:
    without the intent id and ``dropped`` (how to answer it: a ``resume_url``, a ``wait``),
    and without an ``account`` of None (the default account, as if it were not sent)."""
    return {k: v for k, v in args.items() if k not in ("intent_id", *dropped)
            and not (k == "account" and v is None)}


def canonical(args: dict[str, Any]) -> str:
    """Stable JSON of the arguments: same logical request, same bytes."""
    return json.dumps(args, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fingerprint(args: Any) -> str:
    return hashlib.sha256(canonical(args).encode()).hexdigest()


def conflict(stored: dict[str, Any], new: dict[str, Any], *, bound_by: str = "intent_id",
             detail: str = "This intent_id was first used with other arguments; nothing was "
                           "sent. Use a new intent_id for a different request.",
             ) -> IdempotencyConflict:
    """A 422 naming each field whose value differs from the first request ``bound_by`` (the
    intent_id, or the Idempotency-Key header) was used with."""
    errors = {name: [f"differs from the first request for this {bound_by} "
                     f"(was {json.dumps(stored.get(name))})"]
              for name in sorted(set(stored) | set(new)) if stored.get(name) != new.get(name)}
    return IdempotencyConflict(detail, errors=errors)


KEY_REUSED = "This Idempotency-Key was already used with a different payload; nothing was sent."


def retry_hint(lease_until: float, now: float, duplicate_wait_s: float) -> int:
    """The Retry-After of a 409 for an intent another request is executing: one more
    duplicate wait (the retry then waits for the result itself), never past the lease, whole
    seconds from 1 to 30. The lease bounds how long the first request can take, not how long
    it usually does."""
    lease_left = math.ceil(lease_until - now)
    return max(1, min(lease_left, math.ceil(duplicate_wait_s), 30))


def claim_or_wait(deps: Deps, tenant: str, step: str, intent_id: str, *, args: dict[str, Any],
                  args_fingerprint: str, key: str,
                  request_key: RequestKey | None = None) -> Owned | Entry:
    """Own the intent (an Owned claim), or get its settled Entry, waiting a few seconds for a
    concurrent duplicate to finish; 409 with Retry-After if it is still running then.
    ``request_key`` (an Idempotency-Key) is bound in the claim's own step, never by a request
    the claim refuses: 422 when it is bound to another request."""
    ledger, deadline = deps.ledger, deps.clock.monotonic() + deps.config["SURESTEP_DUPLICATE_WAIT_S"]
    while True:
        claim = ledger.claim(tenant, step, intent_id, fingerprint=args_fingerprint, args=args,
                             provider_key=key, lease_s=deps.config["SURESTEP_LEASE_S"],
                             request_key=request_key)
        _raise_if_conflicting(claim, args, request_key)
        if claim.kind in ("claimed", "reclaimed"):
            return claim
        if claim.kind == "settled":
            return claim.entry
        entry = _wait_out_lease(deps, tenant, step, intent_id, deadline)
        if entry is not None and entry.state != IN_PROGRESS:
            return entry
        # The claim's lease ran out under us (its process died): loop and take it over.


def _raise_if_conflicting(claim: Claim, args: dict[str, Any],
                          request_key: RequestKey | None) -> None:
    """Refuse a claim the ledger refused for its arguments: the Idempotency-Key bound to
    another request (422, naming the fields that differ when the binding kept them), or the
    intent recorded with other arguments (``conflict``)."""
    if claim.kind == "key_conflict" and request_key is not None:
        bound = claim.stored_args.get("args")
        if bound is None:  # bound before the arguments were kept: no fields to name
            raise IdempotencyConflict(KEY_REUSED)
        raise conflict(bound, request_key.args, bound_by="Idempotency-Key", detail=KEY_REUSED)
    if claim.kind == "conflict":
        raise conflict(claim.stored_args, args)


def _wait_out_lease(deps: Deps, tenant: str, step: str, intent_id: str,
                    deadline: float) -> Entry | None:
    """The entry once no live claim holds it (woken by the ledger's notification), or
    InFlight with Retry-After when the request's wait (``deadline``, monotonic) runs out
    first."""
    entry = deps.ledger.get(tenant, step, intent_id)
    with deps.notifier.watch(deps.ledger.key(tenant, step, intent_id)) as settled:
        while entry is not None and entry.lease_live(deps.clock.wall()):
            remaining = deadline - deps.clock.monotonic()
            if remaining <= 0:
                raise InFlight("The same intent is being executed by another request; "
                               "retry after the indicated delay to get its result.",
                               retry_after=retry_hint(
                                   entry.lease_until, deps.clock.wall(),
                                   deps.config["SURESTEP_DUPLICATE_WAIT_S"]))
            settled.wait(min(remaining, 1.0))
            settled.clear()
            entry = deps.ledger.get(tenant, step, intent_id)
    return entry
