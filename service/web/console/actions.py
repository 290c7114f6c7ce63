"""The console's actions: each a POST from a signed-in person's form (same origin, the
session's CSRF value), each recorded with the person's name (``console:<name>``) in the
intent's audit trail (a pause in the tenant's pause trail), each followed by a redirect to the
page it came from (303: a reload never repeats it).

Re-verifying goes through the refund step's ``verify``, redelivering through
``events.deliveries``, pausing through ``steps.rules``; reconciliation is queued as the
worker's own job. Deciding, with its confirmation, is ``decision_form``'s.
"""

from __future__ import annotations

from collections.abc import Mapping

from flask import abort, redirect, request, url_for
from werkzeug.wrappers import Response

from service import tasks
from service.errors import BadRequest, InFlight, NotFound
from service.events import deliveries
from service.ledger import keys
from service.steps import refund as refund_step
from service.steps import rules
from service.web.console.blueprint import (
    bp,
    form_refusal,
    intent_of,
    refused,
    signed_in,
    tenants_of,
)
from service.web.console.sessions import Session
from service.web.context import current_deps

NOTE_MAX = 500


def person(tenant: str | None = None, intent_id: str | None = None) -> Session | Response:
    """The session of a form that may act (or the refusal to answer instead)."""
    session = signed_in()
    if isinstance(session, Response):
        return session
    refusal = form_refusal(session)
    if refusal:
        return refusal
    if tenant is not None:
        intent_of(session, tenant, intent_id or "")
    return session


def back(tenant: str, intent_id: str, message: str) -> Response:
    return redirect(url_for("console.intent_page", tenant=tenant, intent_id=intent_id,
                            m=message), code=303)


@bp.post("/t/<tenant>/intents/<intent_id>/verify")
def verify(tenant: str, intent_id: str) -> Response:
    session = person(tenant, intent_id)
    if isinstance(session, Response):
        return session
    deps = current_deps()
    try:
        done = refund_step.verify(deps, tenant, intent_id, actor=session.actor).entry
    except NotFound:
        abort(404)
    except InFlight:
        return back(tenant, intent_id, "busy")
    deps.ledger.note(done.key, actor=session.actor,
                     note=f"re-verify asked from the console: the provider says {done.state}")
    return back(tenant, intent_id, "verified")


@bp.post("/t/<tenant>/intents/<intent_id>/reconcile")
def reconcile(tenant: str, intent_id: str) -> Response:
    session = person(tenant, intent_id)
    if isinstance(session, Response):
        return session
    deps = current_deps()
    if not deps.ledger.note(keys.entry(tenant, refund_step.STEP, intent_id),
                            actor=session.actor,
                            note="reconciliation asked from the console (queued)"):
        abort(404)
    _queue_reconciliation()
    return back(tenant, intent_id, "reconcile")


@bp.post("/reconcile")
def reconcile_all() -> Response:
    session = person()
    if isinstance(session, Response):
        return session
    _queue_reconciliation()
    return redirect(url_for("console.queue_page", bucket="findings"), code=303)


def _queue_reconciliation() -> None:
    """The worker's reconciliation job, once per minute however often it is asked for."""
    deps = current_deps()
    job_id = f"reconcile-now-{int(deps.clock.wall() // 60)}"
    if deps.queue.fetch_job(job_id) is None:
        deps.queue.enqueue(tasks.RECONCILE, job_id=job_id, description="reconcile (console)")


@bp.post("/t/<tenant>/intents/<intent_id>/redeliver")
def redeliver(tenant: str, intent_id: str) -> Response:
    session = person(tenant, intent_id)
    if isinstance(session, Response):
        return session
    deps = current_deps()
    delivery_id = request.form.get("delivery_id") or ""
    entry_key = keys.entry(tenant, refund_step.STEP, intent_id)
    rec = deliveries.record(deps, tenant, delivery_id) if delivery_id.startswith("dlv_") else {}
    if rec.get("entry") != entry_key:  # only this intent's own deliveries
        abort(404)
    given_up = deliveries.redeliver(deps, tenant, delivery_id)
    if given_up is None:
        return back(tenant, intent_id, "not-dead")
    last = ", ".join(filter(None, [given_up.get("last_status"), given_up.get("last_error")]))
    deps.ledger.note(entry_key, actor=session.actor,
                     note=f"delivery {delivery_id} (given up after {given_up.get('attempts')} "
                          f"attempts, last answer {last or 'none'}) tried again from the "
                          f"console")
    return back(tenant, intent_id, "redelivered")


@bp.post("/pauses")
def pause() -> Response:
    session = person()
    if isinstance(session, Response):
        return session
    tenant, action = request.form.get("tenant") or "", request.form.get("action")
    if tenant not in tenants_of(session) or action not in ("pause", "resume"):
        abort(404)
    act = rules.pause if action == "pause" else rules.resume
    try:
        changed = act(current_deps(), tenant, _pause_scope(request.form), actor=session.actor,
                      note=(request.form.get("note") or "")[:NOTE_MAX])
    except BadRequest as exc:
        return refused(400, "Choose what to pause", exc.detail + " Nothing was changed.")
    message = PAUSE_MESSAGES[action] if changed else "unchanged"
    return redirect(url_for("console.pauses_page", m=message), code=303)


# What the pauses page says after a pause or resume that changed something.
PAUSE_MESSAGES = {"pause": "paused", "resume": "resumed"}


def _pause_scope(form: Mapping[str, str]) -> str:
    """What the form pauses: the whole tenant (''), or one account (``provider:account``)."""
    scope = form.get("scope") or ""
    if scope == "account":
        return f"{form.get('provider') or ''}:{form.get('account') or ''}"
    return scope
