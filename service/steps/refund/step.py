"""The refund step and its verify: plain functions that views and jobs both call.

The state a flow sees is never optimistic. ``completed`` needs a read of the refund at the
provider that says ``succeeded``; an ambiguous write (timeout, reset, 5xx, key in use) is
settled by a lookup of the payment's refunds, matched by our metadata, before anything is sent
again; what the lookup cannot settle is ``unknown``, and retrying it is always safe because
the retry re-uses the same provider key after looking again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

from connectors.errors import ProviderError
from service import states, tasks, tracing
from service.deps import Deps
from service.errors import InFlight, NotConfigured, NotFound, UnknownAccount
from service.events import deliveries
from service.events import publish as events
from service.judgment.policy import Mode
from service.judgment.verdict import Judgment
from service.ledger.refund_records import RefundResult, RefundResultRecord
from service.ledger.store import Entry, Owned, RequestKey, SettleOutcome
from service.providers.base import Observed, RefundProvider
from service.states import (
    COMPLETED,
    FAILED,
    PENDING,
    REFUND_DELIVERED,
    UNKNOWN,
)
from service.steps import common, rules
from service.steps.refund import guarding, judging, parking, reads, results

STEP = "refund"
FINAL = states.REFUND_FINAL  # settled for good: a retry only replays it


@dataclass(frozen=True)
class Outcome:
    """A settled entry and whether this answer replays an earlier execution; with the signing
    secret of the resume_url this request registered (None: it registered none)."""

    entry: Entry
    replayed: bool
    resume_secret: str | None = None


def refund(deps: Deps, tenant: str, args: dict[str, Any], actor: str = "api",
           request_key: RequestKey | None = None) -> Outcome:
    """Perform the refund for ``args["intent_id"]`` at most once and report verified state.
    ``request_key``: the request's Idempotency-Key, bound with the claim (a request refused
    before or by the claim binds nothing)."""
    intent_id = args["intent_id"]
    call_args = common.call_args(args, "resume_url")
    fp = common.fingerprint(call_args)  # the request as the flow sent it: a retry replays
    account = _account(deps, tenant, intent_id, args["provider"], call_args, fp)
    if isinstance(account, Outcome):
        return account
    key = common.provider_key(tenant, intent_id, STEP, common.account_bound(fp, account))
    with tracing.span("refund.claim", {"surestep.tenant": tenant,
                                         "surestep.intent_id": intent_id}):
        got = common.claim_or_wait(deps, tenant, STEP, intent_id, args_fingerprint=fp, key=key,
                                   args={**call_args, "account": account},
                                   request_key=request_key)
        tracing.note(**({"surestep.claim": "replay", "surestep.state": got.state}
                        if isinstance(got, Entry) else
                        {"surestep.claim": got.kind, "surestep.attempts": got.attempts}))
    secret = deliveries.register(deps, deps.ledger.key(tenant, STEP, intent_id),
                                 args.get("resume_url"))
    if isinstance(got, Entry):
        if secret is not None and got.state not in DELIVERED:
            got = _recheck(deps, got)
        if got.state == PENDING:
            got = _refresh(deps, got, actor="replay")
        return Outcome(got, replayed=True, resume_secret=secret)
    entry, look_first = got.entry, False
    if rules.needed(deps, entry, first=got.attempts == 1):  # on every claim until passed: a
        with tracing.span("refund.guard"):  # crash between claim and settle cannot skip it
            guarded = _guard(deps, entry, got, actor)
        if isinstance(guarded, Outcome):
            return Outcome(guarded.entry, guarded.replayed, resume_secret=secret)
        entry, look_first = guarded
    return Outcome(run_claimed(deps, entry, got, actor, look_first=look_first), replayed=False,
                   resume_secret=secret)


# The states a refund's resume_urls are delivered on (by the settle that reaches them).
DELIVERED = REFUND_DELIVERED


def _recheck(deps: Deps, seen: Entry) -> Entry:
    """Register, then re-check: a resume_url this request registered on a refund it read as
    not yet settled may have missed the settle that read the entry's URLs in between (another
    request's, a verify job's). Read the entry again; settled now, its result is delivered to
    every URL not yet delivered to (each (entry, URL) has one delivery record, made once), so
    this URL is called exactly once whichever came first."""
    now = deps.ledger.get(seen.tenant, seen.step, seen.intent_id)
    if now is None or now.state not in DELIVERED:
        return seen if now is None else now
    deliveries.schedule(deps, now, view(now, replayed=False))  # URLs read now, with ours
    return now


def _account(deps: Deps, tenant: str, intent_id: str, provider: str, call_args: dict[str, Any],
             fp: str) -> str | Outcome:
    """The name of the account the refund goes through, before anything is claimed: an
    unknown or unconfigured account leaves no trace (its error), but a settled intent of the
    same request still replays (its answer stands; nothing is sent)."""
    try:
        return deps.accounts.resolve(tenant, provider, call_args.get("account")).name
    except (UnknownAccount, NotConfigured):
        recorded = deps.ledger.get(tenant, STEP, intent_id)
        if recorded is not None and recorded.fingerprint == fp and recorded.state in FINAL:
            return Outcome(recorded, replayed=True)
        raise


def _guard(deps: Deps, entry: Entry, got: Owned, actor: str) -> Outcome | tuple[Entry, bool]:
    """The guard on a claim that has not passed it: the refund settled, parked or escalated
    as it says (an Outcome, nothing sent), or (the entry, whether to look the provider's
    refund up first) to go ahead. The judgment, when there is one, is recorded with the intent
    first: every later answer carries it."""
    judged = guarding.judge(deps, provider_for(deps, entry), entry)
    judgment, mode = judged.judgment, judged.mode
    if judgment is not None:
        entry = parking.carry(deps, entry, judging.shown(judgment, mode))
    stopped = _stopped(deps, entry, got, judged, actor)
    if stopped is not None:
        return stopped
    judged = guarding.hold(judged, got.paused)  # paused at the claim: held for a person
    tracing.note(**{"surestep.guard.outcome": judged.kind, "surestep.guard.reasons": [
        reason.code for reason in (judged.verdict.reasons if judged.verdict else ())]})
    if judged.kind == "escalate":
        return _escalated(deps, entry, got, judged, actor, judgment, mode)
    return entry, _passed(deps, entry, judged)


def _stopped(deps: Deps, entry: Entry, got: Owned, judged: guarding.Judgement,
             actor: str) -> Outcome | None:
    """A guard that ends the refund here, nothing sent: ``stop`` settles it in the state the
    guard says (with the guard's result), a blocking judgment fails it. None when it goes on."""
    if judged.kind == "stop":
        tracing.note(**{"surestep.guard.outcome": "stop", "surestep.state": judged.state})
        result = parking.with_guard(entry, judged.result or {})
        return Outcome(_settle_own(deps, entry, got, judged.state or UNKNOWN, result, actor),
                       replayed=False)
    if judged.kind == "block" and judged.judgment is not None:
        tracing.note(**{"surestep.guard.outcome": "block"})
        result = parking.blocked(deps, entry, judged.judgment, actor)
        return Outcome(_settle_own(deps, entry, got, FAILED, result, actor), replayed=False)
    return None


def _escalated(deps: Deps, entry: Entry, got: Owned, judged: guarding.Judgement, actor: str,
               judgment: Judgment | None, mode: Mode) -> Outcome:
    """The refund parked for a person with the guard's verdict, nothing sent. The judgment's
    own questions go with it only when it was enforced: in shadow the judgment did not ask,
    and the escalation is the rules', shown as theirs."""
    payload = judging.for_escalation(judgment) if judgment and mode == "enforce" else None
    assert judged.verdict is not None, "an escalation carries its verdict"
    return Outcome(parking.escalate(deps, entry, got.owner, judged.verdict, actor,
                                    guard_payload=payload), replayed=False)


def _passed(deps: Deps, entry: Entry, judged: guarding.Judgement) -> bool:
    """Mark the claim past its guard; True when the provider already holds this intent's
    refund (look it up first, send nothing new)."""
    look_first = judged.kind == "ours"
    rules.clear(deps, entry, "found" if look_first else "passed" + (
        "; left to the provider: " + ", ".join(judged.deferred) if judged.deferred else ""))
    return look_first


def _settle_own(deps: Deps, entry: Entry, claim: Owned, state: str,
                result: RefundResultRecord, actor: str) -> Entry:
    """Settle under our claim (nothing was sent) and follow up as any settle does."""
    with tracing.span("refund.settle", {"surestep.state": state}):
        outcome, settled = deps.ledger.settle(entry, state, result, actor=actor,
                                              owner=claim.owner, note=result["detail"])
        tracing.note(**{"surestep.settle.outcome": outcome})
    if settled is None or settled.lease_live(deps.clock.wall()):
        raise InFlight("This attempt outlived its lease and another request took over; "
                       "retry to get its result.", retry_after=2)
    return after_settle(deps, settled, outcome, actor)


def run_claimed(deps: Deps, entry: Entry, claim: Owned, actor: str,
                look_first: bool = False) -> Entry:
    """Execute under our claim, settle, and follow up (verify job, events, escalation).
    ``look_first``: look the refund up before any create, even on a first attempt (the
    provider already holds one with this intent's marker, e.g. after the ledger forgot it)."""
    state, result = _execute(deps, entry, claim, look_first)
    with tracing.span("refund.settle", {"surestep.state": state,
                                          "surestep.provider.status": result.get(
                                              "provider_status")}):
        outcome, settled = deps.ledger.settle(entry, state, result, actor=actor,
                                              owner=claim.owner, note=result["detail"],
                                              reads=events.reads_for_emit(entry.tenant))
        tracing.note(**{"surestep.settle.outcome": outcome})
    if followed_up(state, result):
        schedule_verify(deps, entry.tenant, entry.intent_id, attempt=1)
    if settled is None or settled.lease_live(deps.clock.wall()):
        # Our lease ran out mid-call and another request took the intent over; its answer
        # (from the same provider key) is the one to give.
        raise InFlight("This attempt outlived its lease and another request took over; "
                       "retry to get its result.", retry_after=2)
    return after_settle(deps, settled, outcome, actor)


def after_settle(deps: Deps, entry: Entry, outcome: str, actor: str) -> Entry:
    """After a state is recorded: announce it, give back the allowance of a failed refund,
    and hand an outcome that stays unknown too often to a person."""
    if outcome == "settled" and entry.state in (COMPLETED, FAILED, UNKNOWN):
        events.emit(deps, entry.tenant, f"refund.{entry.state}", view(entry, replayed=False))
    if entry.state == FAILED:
        rules.release(deps, entry)
    if entry.state == UNKNOWN and actor != FOLLOW_UP:
        return parking.count_unknown(deps, entry, actor)
    return entry


def view(entry: Entry, replayed: bool) -> dict[str, Any]:
    """What a flow receives (and what a resume_url delivery carries) for a refund entry."""
    args, result = entry.refund_args, entry.refund_result
    return {
        "intent_id": entry.intent_id, "step": entry.step, "state": entry.state,
        "verified": result.verified, "provider": args.provider, "account": args.account,
        **({"stripe_account": args.stripe_account} if args.stripe_account else {}),
        "refund_id": result.refund_id, "amount": result.amount,
        "currency": result.currency, "provider_status": result.provider_status,
        "failure_reason": result.failure_reason, "detail": result.detail,
        "replayed": replayed, "state_since": since(entry), "attempts": entry.attempts,
        "next": ("escalate" if result.provider_status == reads.MISSING
                 else common.NEXT.get(entry.state, "retry")),
        "retry_after": result.retry_after,
        "links": {"self": f"/v1/intents/{entry.intent_id}"},
        "guard": result.guard,
        **_escalation_fields(result),
    }


def since(entry: Entry) -> str:
    """When the entry reached the state it is in (its last transition), as ISO 8601 UTC to
    the second: a replay carries the original's time, so a flow can say "was refunded on
    <date>" instead of telling the news twice."""
    moment = datetime.fromtimestamp(entry.updated_at, tz=timezone.utc)
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _escalation_fields(result: RefundResult) -> dict[str, Any]:
    """``reasons`` and ``escalation``, only on a refund a person was asked about, and
    ``reasons`` on one the judgment blocked (so every other answer keeps the shape flows and
    their samples already know)."""
    reasons = list(result.reasons) if result.reasons is not None else None
    if not result.escalation_id:
        return {"reasons": reasons} if reasons is not None else {}
    return {"reasons": reasons or [],
            "escalation": {"id": result.escalation_id,
                           "links": {"self": f"/v1/escalations/{result.escalation_id}"}}}


def verify(deps: Deps, tenant: str, intent_id: str, actor: str = "api") -> Outcome:
    """Re-read the provider for an intent and record what it says; never writes to it."""
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None:
        raise NotFound(f"No refund intent {intent_id!r} for this API key.")
    if entry.lease_live(deps.clock.wall()):
        raise InFlight("The refund is being executed right now; verify again shortly.",
                       retry_after=2)
    return Outcome(_refresh(deps, entry, actor=actor), replayed=False)


# An unknown the provider may hold a refund behind: made but not read back, or its create's
# answer lost and the lookup failed. A read settles either with no flow retry (and resumes
# whoever waits); nothing was sent for the other unknowns (rate_limited, auth_error, not_found).
UNSETTLED_READS = ("unread", "no_answer")
# The verify job's actor: its re-reads are the service's own, not a flow's attempts, so they do
# not count towards the policy's escalate_after_unknown (a person is asked after the flow's).
FOLLOW_UP = "verify-job"


def followed_up(state: str, result: Mapping[str, Any]) -> bool:
    """Whether a worker re-reads this outcome later (``schedule_verify``): by its state and
    its result as stored (an entry's ``result``, or the one about to be settled)."""
    return state == PENDING or (state == UNKNOWN
                                  and result.get("provider_status") in UNSETTLED_READS)


# The verify job's first re-read comes this long after the outcome it follows (then twice as
# long each time, at most 10 minutes): a lookup sooner can miss a create the provider still holds.
VERIFY_FIRST_S = 5


def schedule_verify(deps: Deps, tenant: str, intent_id: str, attempt: int) -> None:
    """Have a worker re-read a pending refund later, with capped exponential backoff."""
    delay = min(VERIFY_FIRST_S * 2 ** (attempt - 1), 600)
    deps.queue.enqueue_in(timedelta(seconds=delay), tasks.REFUND_VERIFY,
                          tenant, intent_id, attempt,
                          job_id=verify_job_id(tenant, intent_id, attempt),
                          description=f"verify refund {tenant}/{intent_id} #{attempt}")


def verify_job_id(tenant: str, intent_id: str, attempt: int) -> str:
    """Derived from the ledger key, so the same follow-up can never be scheduled twice
    (RQ ids allow only letters, digits, '_' and '-')."""
    return f"verify-refund-{common.fingerprint([tenant, intent_id])[:24]}-{attempt}"


def provider_for(deps: Deps, entry: Entry) -> RefundProvider:
    """The refund provider of the account the intent was first claimed on (``env`` for an
    entry written before accounts)."""
    args = entry.refund_args
    provider: RefundProvider = deps.accounts.resolve(entry.tenant, args.provider,
                                                     args.account).connector
    return provider


def _execute(deps: Deps, entry: Entry, claim: Owned,
             look_first: bool = False) -> tuple[str, RefundResultRecord]:
    """One attempt under our claim: settle what earlier attempts did, then create and read."""
    provider = provider_for(deps, entry)
    refund_id = entry.refund_result.refund_id
    if refund_id:
        return reads.read(deps, provider, entry, refund_id)
    if claim.attempts > 1 or look_first:
        found = reads.lookup(deps, provider, entry)
        if isinstance(found, Observed):
            return reads.truth(provider, entry, found)
    try:
        created = provider.create(entry)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "create", **exc.as_record()})
        return reads.after_create_error(deps, provider, entry, exc)
    deps.ledger.record_response(entry.key, {"call": "create", "body": created.raw})
    return reads.read(deps, provider, entry, created.id)


def _refresh(deps: Deps, entry: Entry, actor: str) -> Entry:
    """Re-read the provider for a settled (or abandoned) entry and record it, forward only."""
    refund_id = entry.refund_result.refund_id
    if entry.state == FAILED and not refund_id:
        return entry  # the provider refused the request outright: there is nothing to read.
    seen = _read_again(deps, provider_for(deps, entry), entry, refund_id)
    if seen is None:
        return entry
    state, result = seen
    change = reads.reread(entry.state, state, result.get("provider_status"))
    if change == "keep":
        return entry  # a failed read never downgrades what was verified before
    if change == "move":
        outcome, now = _no_longer_confirmed(deps, entry, result, actor)
    else:
        outcome, now = deps.ledger.settle(entry, state, result, actor=actor,
                                          note=result["detail"])
    return _after_reread(deps, now, outcome, actor) or entry


def _after_reread(deps: Deps, now: Entry | None, outcome: SettleOutcome,
                  actor: str) -> Entry | None:
    """What follows a recorded re-read: a refund the flow was told to wait for that has now
    settled resumes whoever waits on it; a settled or unchanged entry goes on as any settle
    does (``after_settle``). The entry as it ends, None when there is none."""
    if outcome == "settled" and now is not None and now.state in REFUND_DELIVERED:
        deliveries.schedule(deps, now, view(now, replayed=False))
    if now is not None and outcome in ("settled", "unchanged"):
        now = after_settle(deps, now, outcome, actor)
    return now


def _read_again(deps: Deps, provider: RefundProvider, entry: Entry,
                refund_id: str | None) -> tuple[str, RefundResultRecord] | None:
    """What the provider says of the entry's refund now: read by its id, else looked up by
    the intent's marker (``unknown``, ``not_found``, when it holds none); None when the
    lookup itself failed, which records nothing."""
    if refund_id:
        return reads.read(deps, provider, entry, refund_id)
    found = reads.lookup(deps, provider, entry)
    if isinstance(found, ProviderError):
        return None
    if found is None:
        return UNKNOWN, results.of(entry, status="not_found",
                                   detail=f"{provider.label} holds no refund for this intent; "
                                          f"retrying the refund step is safe.")
    return reads.truth(provider, entry, found)


def _no_longer_confirmed(deps: Deps, entry: Entry, result: RefundResultRecord,
                         actor: str) -> tuple[SettleOutcome, Entry | None]:
    """Not a failed read: the provider answered that it has no such refund. What was verified
    before is no longer confirmed, so the entry moves to ``unknown`` (compare-and-set from the
    state just read, as the forward-only settle may not move it back), said as a settle
    would say it: recorded, or the entry is elsewhere now (or gone)."""
    moved, now = deps.ledger.move(
        entry.key, entry.tenant, entry.step, entry.intent_id, from_states=(entry.state,),
        to=UNKNOWN, result={**result, "was": entry.state}, actor=actor, note=result["detail"])
    outcome: SettleOutcome = ("settled" if moved == "moved" else
                              "missing" if moved == "missing" else "stale")
    return outcome, now
