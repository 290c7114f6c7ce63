"""The refund step's guard at the provider: read the payment's facts, record the read in the
ledger like every provider answer, and judge the new refund on them.

It runs before the first create of a new intent (and on every later claim until the intent
has passed it), never on a replay. A read that fails sends nothing: a payment the provider
does not have is ``failed`` (``payment_not_refundable``), verified; a read with no answer,
rate-limited or refused for our credentials is ``unknown`` and the retry reads again. A fact
the read did not give is recorded with the read (``not_given``): the provider's own refusal
decides what is left and whether the payment succeeded (the judgement says which fields it was
left to), a person the rest (``rules.payment_facts.unknowns``).

A claim made while its tenant or account is paused is judged all the same, then held for a
person (``hold``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import structlog

from connectors.errors import AuthFailed, Missing, ProviderError, RateLimited
from service import tracing
from service.deps import Deps
from service.judgment.policy import JudgmentPolicy, Mode
from service.judgment.verdict import Judgment
from service.ledger import pauses
from service.ledger.refund_records import RefundResultRecord
from service.ledger.store import Entry
from service.providers.base import PaymentFacts, RefundProvider
from service.states import FAILED, UNKNOWN, RefundState
from service.steps import rules
from service.steps.refund import judging, results
from service.steps.refund.ticket_reads import Unread
from service.steps.rules import Reason, Verdict

log = structlog.get_logger("surestep.guard")


# What the guard says of a new refund (``Judgement.kind``).
GuardOutcome = Literal["go", "ours", "escalate", "block", "stop"]


@dataclass(frozen=True)
class Judgement:
    """``go`` (send it), ``ours`` (the provider already holds this intent's refund: settle
    it by lookup, send nothing new), ``escalate`` (``verdict`` says why), ``block`` (the
    judgment blocks it: failed, nothing is sent) or ``stop`` (settle ``state`` with
    ``result``: nothing is sent). ``judgment``: the judgment's, when the policy judges;
    ``mode``: whether it acted (enforce) or was only recorded (shadow)."""

    kind: GuardOutcome
    verdict: Verdict | None = None
    state: RefundState | None = None
    result: RefundResultRecord | None = None
    deferred: tuple[str, ...] = ()  # the provider's fields its own refusal is left to check
    judgment: Judgment | None = None
    mode: Mode = "enforce"  # shadow: ``judgment`` is recorded and shown, never acted on


def judge(deps: Deps, provider: RefundProvider, entry: Entry) -> Judgement:
    """The payment's facts (and, when the policy judges, the ticket's and the lines, read at
    the same time: ``judging.Reads``), the rules, then the judgment. In ``[judgment] mode =
    "shadow"`` the judgment is made and recorded the same way and does not act: the refund
    goes on as the rules decide (a ticket that cannot be read now holds nothing up either)."""
    policy = judging.policy_of(deps)
    reads = judging.Reads(deps, provider, entry, policy) if policy else None
    facts = read(deps, provider, entry)
    words = reads.collect() if reads else None
    if isinstance(facts, ProviderError):
        return unread(provider.label, provider.setting, entry, facts)
    if any(prior.ours for prior in facts.refunds):
        return Judgement("ours")
    held = _unread_ticket(deps, entry, words, policy)
    if held is not None:
        return held
    verdict = rules.check(deps, entry, facts, provider.label)
    judged = _judgment(deps, entry, facts, words, verdict, policy)
    mode = policy.mode if policy is not None else "enforce"
    return _outcome(provider, entry, facts, verdict, judged, mode)


def _unread_ticket(deps: Deps, entry: Entry, words: judging.Words | None,
                   policy: JudgmentPolicy | None) -> Judgement | None:
    """What a ticket the judgment could not read decides: enforced, the refund stops for a
    retry (``_ticket_unread``); in shadow nothing (the miss is recorded as unjudged and the
    rules decide alone). None as well when the ticket was read or the policy does not judge."""
    if policy is None or words is None or words.unread is None:
        return None
    if not policy.shadow:
        return _ticket_unread(entry, words.unread)
    judging.unjudged(deps, entry, words.unread, policy)
    return None


def _judgment(deps: Deps, entry: Entry, facts: PaymentFacts, words: judging.Words | None,
              verdict: Verdict, policy: JudgmentPolicy | None) -> Judgment | None:
    """The judgment of the refund on the ticket's ``words`` and the rules it broke (the
    failure alone when there is one), traced; None when the policy does not judge or the
    ticket could not be read (``_unread_ticket`` said what that decides)."""
    if policy is None or words is None or words.unread is not None:
        return None
    broken = [verdict.failure] if verdict.failure else list(verdict.breaches)
    with tracing.span("refund.judgment"):
        judged = judging.decide(deps, entry, facts, words, broken, policy)
        tracing.note(**_judgment_attributes(judged), **{"surestep.judgment.mode": policy.mode})
    return judged


def _outcome(provider: RefundProvider, entry: Entry, facts: PaymentFacts, verdict: Verdict,
             judged: Judgment | None, mode: Mode) -> Judgement:
    """What the rules and the judgment decide together, in this order: a rule's failure
    stops the refund (failed, verified); an enforced judgment blocks or asks; the rules'
    reasons escalate; otherwise it goes, with the fields left to the provider's refusal."""
    if verdict.failure is not None:
        reason = verdict.failure
        return Judgement("stop", state=FAILED, result=results.of(
            entry, verified=True, failure_reason=reason.code,
            detail=reason.message), judgment=judged, mode=mode)
    acted = enforced(judged, verdict) if mode == "enforce" else None
    if acted is not None:
        return acted
    if verdict.reasons:
        return Judgement("escalate", verdict=verdict, judgment=judged, mode=mode)
    return Judgement("go", deferred=_deferred(provider, entry, facts), judgment=judged,
                     mode=mode)


def _deferred(provider: RefundProvider, entry: Entry, facts: PaymentFacts) -> tuple[str, ...]:
    """The provider's fields the payment's read did not give and the rules leave to the
    provider's own refusal (``rules.DEFERRED``), sorted; logged when there are any."""
    deferred = tuple(sorted(field for fact, field in facts.unknown_fields.items()
                            if fact in rules.DEFERRED))
    if deferred:
        log.warning("payment facts not given; the provider's own refusal decides",
                    tenant=entry.tenant, intent_id=entry.intent_id, payment=facts.id,
                    provider=provider.name, missing=list(deferred))
    return deferred


def enforced(judged: Judgment | None, verdict: Verdict) -> Judgement | None:
    """What an enforced judgment does: block (failed, nothing sent), ask (escalated with the
    rules' reasons and the judgment's), or nothing (allow: the rules decide)."""
    if judged is not None and judged.verdict == "block":
        return Judgement("block", judgment=judged)
    if judged is not None and judged.verdict == "ask":
        asked = tuple(Reason(r.code, r.message) for r in judged.reasons)
        broke = tuple(verdict.breaches) + ((verdict.approval,) if verdict.approval else ())
        return Judgement("escalate", verdict=Verdict(breaches=broke + asked), judgment=judged)
    return None


def _judgment_attributes(judged: Judgment) -> dict[str, Any]:
    """The judgment as a span shows it: the verdict, the reason codes, the scores and whose
    words were read; never the words themselves."""
    scores = {f"surestep.judgment.{name}": value for name, value in judged.scores.as_dict().items()
              if isinstance(value, (int, float)) and not isinstance(value, bool)}
    return {"surestep.judgment.verdict": judged.verdict,
            "surestep.judgment.reasons": [reason.code for reason in judged.reasons],
            "surestep.judgment.source": judged.source, **scores}


def read(deps: Deps, provider: RefundProvider, entry: Entry) -> PaymentFacts | ProviderError:
    """The provider's facts about the payment, recorded as the intent's ``payment`` call."""
    window_s = (deps.policy.current().duplicate_window_minutes or 0) * 60
    try:
        facts = provider.facts(entry, window_s=window_s)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "payment", **exc.as_record()})
        return exc
    record: dict[str, Any] = {"call": "payment", "body": facts.raw}
    if facts.unknown_fields:  # what the guard could not decide on, for whoever reads the trail
        record["not_given"] = sorted(facts.unknown_fields.values())
    deps.ledger.record_response(entry.key, record)
    return facts


def unread(label: str, setting: str, entry: Entry, exc: ProviderError) -> Judgement:
    """The payment's facts could not be read (``label``: the provider's name, ``setting``:
    what enables it): nothing is sent; a payment it does not have is ``failed`` (verified),
    anything else ``unknown`` (the retry reads again)."""
    name, what = label, entry.refund_args.payment()
    if isinstance(exc, Missing):
        return Judgement("stop", state=FAILED, result=results.of(
            entry, verified=True, failure_reason="payment_not_refundable",
            detail=f"{name} has no {what}: there is nothing to refund. Nothing was sent."))
    if isinstance(exc, RateLimited):
        status, why = "rate_limited", f"{name} rate-limited the read of {what}"
    elif isinstance(exc, AuthFailed):
        status, why = "auth_error", (f"{name} refused surestep's credentials reading {what} "
                                     f"(fix {setting})")
    else:
        status, why = "payment_unread", f"reading {what} at {name} failed ({exc.message})"
    retry_after = exc.retry_after if isinstance(exc, RateLimited) else None
    return Judgement("stop", state=UNKNOWN, result=results.of(
        entry, status=status, retry_after=retry_after,
        detail=f"{why}; no refund was sent. Retrying is safe."))


def _ticket_unread(entry: Entry, unread: Unread) -> Judgement:
    """The ticket could not be read now: nothing is judged and nothing is sent; a retry
    reads it again (``unknown``, with the wait when Zendesk or its budget said one)."""
    return Judgement("stop", state=UNKNOWN, result=results.of(
        entry, status=unread.status, retry_after=unread.retry_after,
        detail=f"The refund's ticket could not be read for its judgment: {unread.detail}; "
               f"no refund was sent. Retrying is safe."))


def hold(judged: Judgement, paused: str) -> Judgement:
    """The guard's judgement of a claim ``paused`` by that pause's field ('' for none): a
    refund it would send (or ask about) is escalated with reason ``paused`` first, its own
    reasons after."""
    if not paused or judged.kind not in ("go", "escalate"):
        return judged
    verdict = judged.verdict or Verdict()
    whom = "this tenant" if paused == pauses.ALL else f"account {paused}"
    reason = Reason("paused", f"An operator paused new refunds for {whom}: nothing was sent, "
                              f"and a person carries this refund out or rejects it.")
    others = tuple(verdict.breaches) + ((verdict.approval,) if verdict.approval else ())
    return Judgement("escalate", verdict=Verdict(breaches=(reason, *others)))
