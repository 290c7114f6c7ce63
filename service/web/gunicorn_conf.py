"""Gunicorn settings shared by the Procfile, `make run` and `make bench`.

Threaded workers (gthread): a request that waits (a concurrent duplicate waiting for the first
execution, a long-poll) holds a thread, not a whole worker process. Capacity for waiting
requests is workers x threads (defaults 2 x 32); raise SURESTEP_THREADS for more long-polls.
"""

import os
from datetime import timedelta
from typing import Any

from gunicorn.glogging import Logger
from gunicorn.http.message import Request
from gunicorn.http.wsgi import Response

from service import logs


class AppAccessLog(Logger):  # type: ignore[misc]  # gunicorn ships no types
    """gunicorn's logger, writing its own access line only to a SURESTEP_ACCESS_LOG file. The
    app logs one JSON line per request itself (``service.logs``); without this, setting
    ``logconfig_dict`` makes gunicorn format an access line per request for no handler."""

    def access(self, resp: Response, req: Request, environ: dict[str, Any],
               request_time: timedelta) -> None:
        if self.cfg.accesslog:
            super().access(resp, req, environ, request_time)

    def atoms(self, resp: Response, req: Request, environ: dict[str, Any],
              request_time: timedelta) -> dict[str, Any]:
        # no token, key or cookie in the line, whatever access_log_format asks for
        return logs.access_atoms(super().atoms(resp, req, environ, request_time))


bind = os.environ.get("SURESTEP_BIND") or f"0.0.0.0:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# gthread, answering gunicorn's own 400/414/431 in problem+json (service.web.gunicorn_worker)
worker_class = "service.web.gunicorn_worker.ProblemThreadWorker"
threads = int(os.environ.get("SURESTEP_THREADS", "32"))
# Longer than the slowest step (three provider calls bounded by SURESTEP_PROVIDER_TIMEOUT_S).
timeout = int(float(os.environ.get("SURESTEP_PROVIDER_TIMEOUT_S", "10")) * 3 + 30)
graceful_timeout = 30
keepalive = 5
accesslog = os.environ.get("SURESTEP_ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("SURESTEP_LOG_LEVEL", "info")
# gunicorn's own lines in the same JSON as the app's (service.logs)
logconfig_dict = logs.gunicorn_logconfig(loglevel)
logger_class = AppAccessLog
# gunicorn >= 25.1 opens a control socket for `gunicornc` at one path per user
# ($XDG_RUNTIME_DIR/gunicorn.ctl or ~/.gunicorn/gunicorn.ctl): every surestep on a host would
# share it, each start unlinking the last one's. surestep does not use it; a path in
# SURESTEP_GUNICORN_CONTROL_SOCKET turns it on, there, for this process alone.
control_socket_disable = not os.environ.get("SURESTEP_GUNICORN_CONTROL_SOCKET")
if os.environ.get("SURESTEP_GUNICORN_CONTROL_SOCKET"):
    control_socket = os.environ["SURESTEP_GUNICORN_CONTROL_SOCKET"]


def post_worker_init(worker: Any) -> None:
    """Each worker, once the app is loaded and before it takes a request: what the judgment
    builds on first use is built now when ``[judgment]`` is on (``service.web.app.warm``),
    so no customer's refund waits ~1 s for it."""
    from service.web.app import warm

    warm(worker.wsgi)
