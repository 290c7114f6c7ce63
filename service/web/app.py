"""surestep: idempotent, verified steps (refunds, ticket updates) for low-code flows."""

from __future__ import annotations

from typing import Any, Mapping

import structlog
from flask import Flask, Response, current_app, g, request

from service import config as config_module
from service import logs, tracing, wiring
from service.ids import IdNumber
from service.judgment import warming
from service.ledger import counters, read_ahead, ride_along
from service.web import bodies, console, docs, openapi, problems
from service.web import logs as web_logs
from service.web.api import (
    accounts,
    approval,
    escalations,
    health,
    intents,
    ops,
    reconciliations,
    refunds,
    subscriptions,
    tickets,
    webhooks,
)
from service.web.auth import digests
from service.web.bodies import MAX_BODY


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: defaults, then the environment, then ``test_config``."""
    settings = config_module.load(test_config)
    logs.configure(settings["SURESTEP_LOG_LEVEL"])
    if tracing.configure(scrub=logs.mask):  # OTEL_* (service.tracing); off: nothing installed
        logs.add_context(tracing.log_ids)
    app = Flask(__name__)
    app.json = bodies.JSONProvider(app)  # request bodies parsed within bounds (service.web.bodies)
    app.wsgi_app = bodies.BodyLimit(  # type: ignore[method-assign]  # Flask's middleware idiom
        app.wsgi_app, MAX_BODY)  # chunked bodies: 413, not cut off
    app.url_map.converters["id"] = IdNumber  # <id:...>: before any route uses it
    app.before_request(bodies.refuse_over_limit)  # 413 before any view or step reads it
    app.before_request(_open_rides)
    app.teardown_request(_close_rides)
    app.after_request(_count_replays)
    app.config.update(settings)
    app.config.update(
        API_KEY_DIGESTS=digests(settings["API_KEYS"]),
        OPS_KEY_DIGESTS=digests(settings["OPS_KEYS"]),
        MAX_CONTENT_LENGTH=MAX_BODY,
        API_TITLE="surestep", API_VERSION="1", OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/", OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=docs.URL,  # served from the package: works offline
        JSON_SORT_KEYS=False,
    )
    app.extensions["surestep"] = wiring.build(settings)
    counters.instrument(app.extensions["surestep"])
    web_logs.init_app(app)

    api = openapi.Api(app, spec_kwargs={"info": {"description": __doc__},
                                        "extra_plugins": [openapi.Shape()]})
    openapi.converters(api)
    api.spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})
    api.spec.components.security_scheme("basic", {"type": "http", "scheme": "basic",
                                                  "description": "the API key as user name"})
    api.spec.options["security"] = [{"bearer": []}, {"basic": []}]
    for blp in (refunds.blp, tickets.blp, intents.blp, health.blp, health.me_blp,
                escalations.blp, subscriptions.blp, reconciliations.blp, accounts.blp):
        api.register_blueprint(blp)
    app.register_blueprint(approval.bp)  # an HTML page for people, not part of the API
    console.init_app(app)  # /console: the ops console, for people signed in with an ops key
    app.register_blueprint(webhooks.bp)  # signed by the providers, not API-key authenticated
    app.register_blueprint(ops.bp)  # GET /metrics
    app.register_blueprint(docs.bp)  # Swagger UI's files for /docs
    ops.mount_dashboard(app, settings)  # /ops/rq, behind an operator key
    problems.register(app)  # after Api(), so our handler replaces flask-smorest's
    tracing.instrument_flask(app)  # the inbound span and the traceresponse header, when on
    return app


def warm(app: Flask) -> None:
    """With ``[judgment]`` on, build what the judgment builds on first use (``service.judgment.
    warming``) now, before this process takes a request; gunicorn calls it in each worker
    (``post_worker_init``, service/web/gunicorn_conf.py). A policy that turns the judgment on
    later is warmed by its first refund, as before; so is a worker whose warm-up failed (it
    says so, the error's type only, and starts)."""
    log = structlog.get_logger("surestep.judgment")
    try:
        if app.extensions["surestep"].policy.current().judgment.enabled:
            log.info("judgment_warmed", seconds=round(warming.warm(), 2))
    except Exception as exc:  # noqa: BLE001 - a warm-up is never worth a worker that cannot start
        # (gunicorn would start the worker again and again): the first refund builds it instead
        log.warning("judgment_not_warmed", error=type(exc).__name__)


_STEPS = {"refunds": "refund", "tickets": "ticket_update"}


def _count_replays(response: Response) -> Response:
    """A replay answered (the ``Idempotent-Replayed`` header) counts in ``replays_total``,
    kept in the process and sent once a second (``counters.tally``): the fast path of a
    settled retry keeps its one Redis read."""
    if response.headers.get("Idempotent-Replayed") == "true":
        counters.tally.add(current_app.extensions["surestep"].ledger, "replays",
                           step=_STEPS.get(request.blueprint or "", request.blueprint or ""))
    return response


def _open_rides() -> None:
    """A provider answer's metrics and budget release ride on its raw record's round trip
    while the request runs (``service.ledger.ride_along``); the rest goes at its end. Reads the
    request needs next ride on earlier round trips (``service.ledger.read_ahead``)."""
    g.surestep_rides = ride_along.begin()
    read_ahead.begin()


def _close_rides(_exc: BaseException | None) -> None:
    read_ahead.end()
    if g.pop("surestep_rides", False):
        ride_along.end()
