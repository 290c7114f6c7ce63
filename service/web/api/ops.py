"""Operations endpoints outside the flow API: ``GET /metrics`` and the RQ dashboard.

``/metrics`` is unauthenticated, as Prometheus scrapes it, and carries no tenant data (see
``service.ops.metrics_collector``): expose it on the internal network only. The RQ dashboard
(the ``rq-dashboard`` package) is mounted at ``/ops/rq`` when ``SURESTEP_OPS_KEYS`` holds an
operator key, one whose tenant is ``*`` (it shows every tenant's jobs); it asks for that key
as HTTP Basic's user name (what a browser prompts for) or as a Bearer token. It connects to
the Redis the workers use: through the sentinels when ``REDIS_SENTINELS`` is set (a
``redis+sentinel://`` URL, which rq-dashboard reads with ``redis-sentinel-url``), else
``REDIS_URL``.
"""

from __future__ import annotations

from typing import Any, Mapping

from flask import Blueprint, Flask, Response, current_app, request
from prometheus_client import CONTENT_TYPE_LATEST

from service.errors import Forbidden, Unauthorized
from service.ledger import connection
from service.ops.metrics_collector import render
from service.web.auth import digests, presented_key, tenant_for
from service.web.context import current_deps

bp = Blueprint("ops", __name__)
DASHBOARD = "/ops/rq"
OPERATOR = "*"


@bp.get("/metrics")
def scrape() -> Response:
    """The Prometheus text format."""
    # content_type, not mimetype: CONTENT_TYPE_LATEST already names its charset, and a
    # mimetype gets Flask's "; charset=utf-8" appended a second time.
    return Response(render(current_deps()), content_type=CONTENT_TYPE_LATEST)


def dashboard_url(settings: Mapping[str, Any]) -> str | None:
    """The URL rq-dashboard connects with (it takes a URL, never a client): the sentinels'
    master, as ``service.ledger.connection.connect`` picks it, else ``REDIS_URL``; RQ's own Redis
    when it has one (``SURESTEP_QUEUE_REDIS_URL``, as with a Cluster). None when the
    sentinels cannot be written so: its URL parser splits each host at its first ``:`` (no
    IPv6 address) and takes the master name from the path."""
    queue_url: str | None = settings.get("SURESTEP_QUEUE_REDIS_URL")
    if queue_url:
        return queue_url
    sentinels = settings.get("SENTINELS") or ()
    if not sentinels:
        return settings.get("REDIS_URL") or None
    master = settings["REDIS_SENTINEL_MASTER"]
    if not _dashboard_writes(sentinels, master):
        return None
    hosts = ",".join(f"{host}:{port}" for host, port in sentinels)
    timeout = connection.SENTINEL_TIMEOUT_S
    return (f"redis+sentinel://{hosts}/{master}/0?sentinel_socket_timeout={timeout}"
            f"&sentinel_socket_connect_timeout={timeout}&socket_timeout=30"
            "&socket_connect_timeout=5")


def mount_dashboard(app: Flask, settings: Mapping[str, Any]) -> bool:
    """Serve rq-dashboard under /ops/rq behind an operator key; False when there is none, or
    nothing it can connect with (see ``dashboard_url``)."""
    operators = {key: who for key, who in settings["OPS_KEYS"].items() if who[0] == OPERATOR}
    url = dashboard_url(settings)
    if not operators or url is None:
        return False
    import rq_dashboard
    from rq_dashboard.web import setup_rq_connection

    # rq-dashboard reads our settings' names (REDIS_PASSWORD, REDIS_SENTINELS) as its own legacy
    # options and warns; its own names, set here, say what it connects with (the sentinels
    # through the URL; its own SENTINELS option is not read by this version).
    app.config.update(RQ_DASHBOARD_REDIS_URL=url,
                      RQ_DASHBOARD_REDIS_PASSWORD=settings.get("REDIS_PASSWORD"),
                      RQ_DASHBOARD_REDIS_SENTINEL_PASSWORD=settings.get("REDIS_SENTINEL_PASSWORD"),
                      RQ_DASHBOARD_REDIS_SENTINELS=None, RQ_DASHBOARD_REDIS_MASTER_NAME=None)
    app.config["OPERATOR_KEY_DIGESTS"] = digests(operators)
    app.register_blueprint(rq_dashboard.blueprint, url_prefix=DASHBOARD)
    setup_rq_connection(app)
    app.before_request(_operators_only)
    return True


def _operators_only() -> None:
    if not request.path.startswith(DASHBOARD + "/") and request.path != DASHBOARD:
        return
    challenge = {"WWW-Authenticate": 'Basic realm="surestep operations"'}
    try:
        key = presented_key()
    except Unauthorized:
        raise Unauthorized("The RQ dashboard needs an operator key (SURESTEP_OPS_KEYS with "
                           "tenant '*') as the Basic user name.", headers=challenge) from None
    if tenant_for(key, current_app.config["OPERATOR_KEY_DIGESTS"]) is None:
        if tenant_for(key, current_app.config.get("OPS_KEY_DIGESTS", [])) is not None:
            raise Forbidden("This ops key belongs to one tenant; the dashboard shows every "
                            "tenant's jobs and needs an operator key (tenant '*').")
        if tenant_for(key, current_app.config["API_KEY_DIGESTS"]) is not None:
            raise Forbidden("This is a flow's API key (SURESTEP_API_KEYS); the dashboard shows "
                            "every tenant's jobs and needs an operator key (SURESTEP_OPS_KEYS "
                            "with tenant '*').")
        raise Unauthorized("The key is not an operator key.", headers=challenge)


def _dashboard_writes(sentinels: Any, master: str) -> bool:
    """Whether rq-dashboard's URL parser can take the sentinels: no host with a ``:`` (an IPv6
    address) or a ``,``, and a master name that is one path segment."""
    return not (any(":" in host or "," in host for host, _ in sentinels)
                or any(c in master for c in "/?#@%"))
