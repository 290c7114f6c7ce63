"""The console's blueprint, its response headers, and the checks every page and form passes:
a live session (else the sign-in page, or 403 for a form), a same-origin form with the
session's CSRF value, and a tenant the person may see (else 404, as for an unknown intent:
another tenant's intents are not even confirmed to exist)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, g, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from service.errors import PROBLEM, TooManyRequests
from service.ids import INTENT_ID
from service.steps import flow_text
from service.web.console import sessions, words
from service.web.console.queue import known_tenants
from service.web.console.sessions import Session
from service.web.context import current_deps
from service.web.problems import problem_response

bp = Blueprint("console", __name__, url_prefix="/console", template_folder="templates",
               static_folder="static")
HEADERS = {"Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
                                      "img-src 'self'; form-action 'self'; "
                                      "frame-ancestors 'none'; base-uri 'none'",
           "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin",
           "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
           "Cross-Origin-Opener-Policy": "same-origin"}


@bp.app_template_filter("flow_line")
def _flow_line(text: object) -> str:
    """Words a flow, an agent or a customer wrote, as the console shows them: one line,
    control and bidi characters out, URLs and bare domains defanged (``steps.flow_text``).
    Stored reasons are cleaned when written; this covers entries written before that."""
    return flow_text.line(text)


@bp.app_template_filter("major")
def _major(text: object) -> str:
    """The service's own sentences with their amounts in major units (``words.major``)."""
    return words.major(text)


@bp.app_template_filter("unsaid")
def _unsaid(reasons: object, said: object) -> list[Any]:
    """The guard's ``reasons`` that the escalation's own (``said``) do not already say."""
    return words.unsaid(reasons, said)


@bp.after_request
def _headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


@bp.before_request
def _session() -> None:
    g.console = sessions.current()
    if g.console is not None:  # the request log's tenant (service.web.logs)
        g.tenant, g.actor = g.console.tenant, g.console.actor


@bp.errorhandler(TooManyRequests)
def _too_many(error: TooManyRequests) -> Response:
    """429 with Retry-After: a page for a browser, problem+json for anything else."""
    if not wants_page():
        return problem_response(error)
    response = refused(429, "Too many requests", error.detail)
    response.headers.update(error.headers)
    return response


def wants_page() -> bool:
    """A browser (it asks for HTML first), not a script (``*/*``, JSON, problem+json)."""
    return request.accept_mimetypes.best_match([PROBLEM, "text/html"]) == "text/html"


def page(template: str, status: int = 200, **context: Any) -> Response:
    """A console page: the signed-in person and their CSRF value are in every template."""
    session = g.get("console")
    html = render_template(f"console/{template}", who=session,
                           csrf=session.csrf if session else "", **context)
    return current_app.response_class(html, status=status, mimetype="text/html")


def refused(status: int, title: str, message: str) -> Response:
    """A page that says what was refused and why (once: not also as a notice)."""
    return page("refused.html", status=status, title=title, refusal=message)


def signed_in() -> Session | Response:
    """The session, or the response to give instead: the sign-in page for a GET (it comes
    back here after), 403 for anything else (a form is never carried over a sign-in)."""
    session: Session | None = g.get("console")
    if session is not None:
        return session
    if request.method == "GET":
        return redirect(url_for("console.sign_in", next=request.full_path.rstrip("?")), code=303)
    return refused(403, "Sign in first", "You are not signed in (or your session ended); "
                                         "nothing was changed. Sign in and try again.")


def form_refusal(session: Session) -> Response | None:
    """None when the form may act: posted from this origin, with the session's CSRF value."""
    if not same_origin():
        return refused(403, "Refused", "The form was posted from another site; nothing was "
                                       "changed.")
    if not sessions.csrf_ok(session, request.form.get("csrf_token")):
        return refused(403, "Refused", "The form's security token does not match your "
                                       "session; nothing was changed. Reload the page and "
                                       "try again.")
    return None


def same_origin() -> bool:
    origin = request.headers.get("Origin")
    return origin is None or urlsplit(origin).netloc == request.host


def tenants_of(session: Session) -> list[str]:
    """The tenants the person may see: their own, or every one for a ``*`` operator."""
    return known_tenants(current_deps()) if session.operator else [session.tenant]


def intent_of(session: Session, tenant: str, intent_id: str) -> None:
    """404 unless the person may see the tenant and the id is an intent id."""
    if not session.may_see(tenant) or not INTENT_ID.ok(intent_id) or tenant == "*":
        abort(404)
