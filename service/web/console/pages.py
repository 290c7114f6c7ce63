"""The console's pages (GET, never a change) and its sign-in and sign-out."""

from __future__ import annotations

import functools
import secrets
from urllib.parse import urlsplit

from flask import abort, g, redirect, request, url_for
from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Response

from service.errors import NotFound, TooManyRequests
from service.steps import rules
from service.web.console import amounts, decisions, queue, sessions, timeline, words
from service.web.console.blueprint import (
    bp,
    form_refusal,
    intent_of,
    page,
    refused,
    same_origin,
    signed_in,
    tenants_of,
    wants_page,
)
from service.web.context import current_deps

MESSAGES = {"approved": "Approved: the decision is recorded and carried out; what carrying it "
                        "out gave is below.",
            "approved-nothing": "Approved: the decision is recorded. This escalation proposes "
                                "nothing, so there is nothing to carry out.",
            "rejected": "Rejected: the decision is recorded; nothing was sent.",
            "rejected-typed": "Rejected: the decision and your note are recorded; nothing was "
                              "sent. The amount you typed was not used: a rejection refunds "
                              "nothing.",
            "verified": "Re-verified at the provider; what it said is in the history.",
            "busy": "A request is executing this refund right now; nothing changed. Try again "
                    "in a moment.",
            "reconcile": "Reconciliation is queued; its findings appear in the queue.",
            "redelivered": "The delivery is queued again, from its first attempt.",
            "not-dead": "That delivery is not given up (any more); nothing changed.",
            "paused": "Paused: new refunds of that scope are held for a person from now on.",
            "resumed": "Resumed: new refunds of that scope go ahead again. Refunds held "
                       "meanwhile stay in the queue for a person.",
            "unchanged": "Nothing changed: it was already so.",
            "signed-out": "You are signed out."}


@bp.get("/")
def home() -> Response:
    session = signed_in()
    if isinstance(session, Response):
        return session
    return redirect(url_for("console.queue_page"), code=303)


@bp.get("/sign-in")
def sign_in(error: str | None = None, status: int = 200) -> Response:
    if g.get("console") is not None and error is None:
        return redirect(url_for("console.queue_page"), code=303)
    nonce = request.cookies.get(sessions.PRE_COOKIE) or secrets.token_urlsafe(24)
    response = page("sign_in.html", status=status, error=error, pre_csrf=sessions.pre_csrf(nonce),
                    next=_next(request.values.get("next")),
                    message=MESSAGES.get(request.args.get("m", "")))
    response.set_cookie(sessions.PRE_COOKIE, nonce, **sessions.cookie_args(None))
    return response


@bp.post("/sign-in")
def sign_in_post() -> Response:
    if not same_origin() or not sessions.pre_csrf_ok(request.cookies.get(sessions.PRE_COOKIE),
                                                     request.form.get("csrf_token")):
        return sign_in("The form's security token did not match; sign in again.", 403)
    person = sessions.person_for((request.form.get("key") or "").strip()[:500])
    if person is not None:  # a right key is never locked out, whatever was guessed
        return start_session(person, request.form.get("next"))
    wait = sessions.wrong_key_wait_s()
    if wait and not wants_page():
        raise TooManyRequests("That is not an ops key, and too many wrong keys came from your "
                              "address: a wrong key is refused for the next "
                              f"{words.span(wait)}; nothing was done.", wait)
    if wait:
        response = sign_in(f"That is not an ops key, and too many wrong keys came from your "
                           f"address: a wrong key is refused until "
                           f"{words.clock(current_deps().clock.wall() + wait)} (in {words.span(wait)}). Your "
                           f"own ops key signs you in at any time.", 429)
        response.headers["Retry-After"] = str(wait)
        return response
    sessions.wrong_key()
    return sign_in("That is not an ops key. Paste the ops key you were given: the key alone, "
                   "or its whole tenant:name:key line.", 401)


def start_session(person: tuple[str, str], next_value: str | None,
                  hop: bool = False) -> Response:
    """Sign the person (tenant, name) in, by an ops key or single sign-on (``sso``): the
    session before, if any, ends; a new one starts, its cookie set; on to ``next_value`` if
    it is a console path, else the queue: a 303, or with ``hop`` a page of ours that moves on
    (``signed_in.html``), for a sign-in another site sent the browser back from, as a browser
    sends no SameSite=Strict cookie on a redirect that began on another site."""
    if g.get("console") is not None:
        sessions.end(g.console)
    session_id, _ = sessions.start(*person)
    where = _next(next_value) or url_for("console.queue_page")
    response = page("signed_in.html", where=where) if hop else redirect(where, code=303)
    response.set_cookie(sessions.COOKIE, session_id,
                        **sessions.cookie_args(sessions.session_max_age()))
    response.delete_cookie(sessions.PRE_COOKIE, path=sessions.PATH)
    return response


@bp.post("/sign-out")
def sign_out() -> Response:
    session = signed_in()
    if isinstance(session, Response):
        return session
    refusal = form_refusal(session)
    if refusal:
        return refusal
    sessions.end(session)
    response = redirect(url_for("console.sign_in", m="signed-out"), code=303)
    response.delete_cookie(sessions.COOKIE, path=sessions.PATH, secure=sessions.secure(),
                           httponly=True, samesite="Strict")
    return response


def _next(value: str | None) -> str:
    """Where to go after signing in: only a path of the console itself."""
    given = value or ""
    parts = urlsplit(given)
    if parts.scheme or parts.netloc or not parts.path.startswith("/console/") \
            or given.startswith("//") or "\\" in given:
        return ""
    return given


@bp.get("/queue")
def queue_page() -> Response:
    session = signed_in()
    if isinstance(session, Response):
        return session
    tenants = tenants_of(session)
    filters = queue.Filters.parse(request.args, tenants)
    shown = [filters.tenant] if filters.tenant else tenants
    got = queue.read(current_deps(), shown, filters)
    return page("queue.html", filters=filters, tabs=queue.TABS, ages=queue.AGES,
                providers=queue.PROVIDERS, tenants=tenants, result=got,
                errors=filters.errors, title=queue.TABS[filters.bucket],
                with_credentials=queue.with_credentials(current_deps(), shown))


@bp.get("/t/<tenant>/escalations/<esc_id>")
def escalation_page(tenant: str, esc_id: str) -> Response:
    """The page a Zendesk note's link opens: after a sign-in, the escalation's intent, showing
    this escalation (GET never decides; the note's link alone can do nothing)."""
    session = signed_in()
    if isinstance(session, Response):
        return session
    if not session.may_see(tenant) or tenant == "*":
        abort(404)
    try:
        esc = decisions.get(current_deps(), tenant, esc_id)
    except NotFound:
        abort(404)
    return redirect(url_for("console.intent_page", tenant=tenant, intent_id=esc["intent_id"],
                            esc=esc_id) + "#escalation", code=303)


@bp.get("/t/<tenant>/intents/<intent_id>")
def intent_page(tenant: str, intent_id: str) -> Response:
    session = signed_in()
    if isinstance(session, Response):
        return session
    intent_of(session, tenant, intent_id)
    return intent(tenant, intent_id, request.args.get("esc"),
                  message=MESSAGES.get(request.args.get("m", "")))


def intent(tenant: str, intent_id: str, esc_id: str | None, status: int = 200,
           errors: dict[str, str] | None = None, typed: dict[str, str] | None = None,
           message: str | None = None) -> Response:
    """An intent's page (the person may see it); with ``errors`` and what was ``typed``, the
    decision's form again, as it was sent, under an error summary (nothing was decided)."""
    deps = current_deps()
    found = timeline.entries(deps, tenant, intent_id)
    if not found:
        abort(404)
    try:
        esc = decisions.for_page(deps, tenant, intent_id, esc_id)
    except NotFound:
        abort(404)
    refund = found.get("refund")
    return page("intent.html", status=status, tenant=tenant, intent_id=intent_id,
                refund=refund, esc=esc, facts=timeline.summary(refund) if refund else [],
                lowers=esc is not None and decisions.lowers(esc),
                shown=decisions.shown(esc) if esc else "", words=words, now=deps.clock.wall(),
                amounts=amounts, dead=timeline.dead_deliveries(deps, refund) if refund else [],
                events=timeline.history(deps, found), errors=errors or {},
                reading=timeline.reading(deps, refund) if refund else None,
                typed=typed or {}, message=message, trace_link=functools.partial(
                    timeline.trace_link, deps.config["SURESTEP_CONSOLE_TRACE_URL"]))


@bp.get("/pauses")
def pauses_page() -> Response:
    session = signed_in()
    if isinstance(session, Response):
        return session
    deps = current_deps()
    tenants = tenants_of(session)
    held = {t: rules.current(deps, t) for t in tenants}
    return page("pauses.html", tenants=tenants, held=held, words=words,
                history={t: rules.history(deps, t)[:20] for t in tenants},
                message=MESSAGES.get(request.args.get("m", "")))


@bp.errorhandler(404)
def _not_found(_exc: HTTPException) -> Response:
    return refused(404, "Not found", "There is nothing here for you: no such intent, or not "
                                     "one of your tenant's.")


@bp.errorhandler(405)
def _wrong_method(_exc: HTTPException) -> Response:
    return refused(405, "Not allowed", "This address does not take that method; nothing was "
                                       "changed.")
