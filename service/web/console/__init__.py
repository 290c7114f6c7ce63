"""The ops console, ``/console``: the queue of what waits for someone, an intent's history,
and the actions only a signed-in person may take.

A Flask blueprint (``blueprint.bp``) with its own Jinja templates (``templates/console``) and
its own CSS and JS (``static``), served by us: every page has a strict Content-Security-Policy
(scripts and styles from this origin only, no inline script, no framing), is never cached and
sends no Referer elsewhere. Only steps act, as they do for the API: decisions through
``decisions`` (the one module that calls the escalation step), pauses through
``steps.pauses``, re-verify through ``steps.refund``, redelivery through ``events.deliveries``.

Modules: ``blueprint`` (the blueprint, its headers, the session and form checks), ``sessions``
(sign-in, Redis sessions, CSRF, the sign-in rate limit), ``pages`` (the GET pages),
``actions`` (the POSTs), ``decision_form`` (deciding: the form, its confirmation page, the
decision), ``amounts`` (a lower amount as people write it), ``sso`` (sign-in by single
sign-on, OpenID Connect), ``queue`` and ``timeline`` (what the pages read), ``words`` (plain
words), ``decisions``.
"""

from __future__ import annotations

from flask import Flask

from service.web.console import (  # noqa: F401 (their routes, on the blueprint)
    actions,
    decision_form,
    pages,
    sso,
)
from service.web.console.blueprint import bp


def init_app(app: Flask) -> None:
    """Register the console."""
    app.register_blueprint(bp)
