"""Where the ``surestep`` command finds its Redis, and the one line it prints when it cannot.

``REDIS_SENTINELS`` first (with ``REDIS_SENTINEL_MASTER``), then ``REDIS_URL``, as for the
service (``service.ledger.connection`` builds the client). When it is unset, the URL the dev server (``make run``,
``surestep dev``) writes to ``dev-redis-url`` in its data directory (``dev_dir``): its embedded
Redis takes a new port every run, so nobody could export it by hand. A command that needs Redis
checks that it answers before it
does anything, so a missing, malformed or silent Redis is one line and exit 2, never a
traceback.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping

from service.ledger import connection
from service.ledger.connection import shown

DEV_FILE = "dev-redis-url"
DEV_SETTINGS = "dev-settings.json"  # the simulators' settings of the running dev server


class Unusable(Exception):
    """The command cannot run as asked; ``str()`` is the one line to print (exit 2), ``code``
    and ``extra`` what ``--json`` prints."""

    def __init__(self, message: str, code: str, **extra: Any):
        super().__init__(" ".join(message.split()))
        self.code, self.extra = code, extra

    def as_dict(self) -> dict[str, Any]:
        return {"error": self.code, "detail": str(self), **self.extra}


def dev_dir(environ: Mapping[str, str] = os.environ, cwd: Path | None = None) -> Path:
    """The dev server's data (its Redis, API keys, the URL file): ``$SURESTEP_VAR_DIR``; else
    ``./var`` in a surestep checkout (where ``make run`` runs); else
    ``$XDG_DATA_HOME/surestep`` (``~/.local/share/surestep``), wherever ``surestep dev`` runs."""
    if environ.get("SURESTEP_VAR_DIR"):
        return Path(environ["SURESTEP_VAR_DIR"])
    project = (cwd or Path.cwd()) / "pyproject.toml"
    if project.is_file() and 'name = "surestep"' in project.read_text(errors="replace"):
        return cwd / "var" if cwd else Path("var")
    data = environ.get("XDG_DATA_HOME") or str(Path(environ.get("HOME") or Path.home())
                                                / ".local" / "share")
    return Path(data) / "surestep"


def dev_file(environ: Mapping[str, str]) -> Path:
    """Where the dev server leaves its Redis URL."""
    return dev_dir(environ) / DEV_FILE


def dev_settings(environ: Mapping[str, str] = os.environ) -> dict[str, str]:
    """The provider settings a running dev server gave its processes (its simulators' URLs
    and keys, its accounts key), for a command run beside it (``surestep reconcile``, which
    otherwise found the dev Redis and no provider, exit 2). Only when REDIS_URL and the
    sentinels are unset, as for the dev Redis; an unreadable file is no settings."""
    if environ.get("REDIS_URL") or environ.get("REDIS_SENTINELS"):
        return {}
    try:
        found = json.loads((dev_dir(environ) / DEV_SETTINGS).read_text())
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, str)} \
        if isinstance(found, dict) else {}


def locate(environ: Mapping[str, str] = os.environ) -> tuple[str, str | None]:
    """``(url, source)``: ``source`` is None for ``REDIS_URL``, else the dev file's path."""
    url = (environ.get("REDIS_URL") or "").strip()
    if url:
        return _well_formed(url, "REDIS_URL"), None
    path = dev_file(environ)
    try:
        url = path.read_text().strip()
    except FileNotFoundError:
        raise Unusable(
            "REDIS_URL is not set: export REDIS_URL=redis://<host>:6379/0 (your Redis), or "
            f"start the dev server (`make run` or `surestep dev`), which writes its Redis URL to "
            f"{path}", "redis_unset") from None
    except OSError as exc:
        raise Unusable(f"REDIS_URL is not set and {path} cannot be read ({exc.strerror})",
                       "redis_unset") from None
    return _well_formed(url, str(path)), str(path)


def check_answers(settings: Mapping[str, Any], source: str | None = None) -> None:
    """PING with short timeouts and no retries, through the sentinels when they are set;
    raise ``Unusable`` naming where it went (password masked)."""
    described = connection.describe(settings)
    where = described[:1].upper() + described[1:] + (f" (from {source})" if source else "")
    hint = "; is `make run` still running?" if source else ""
    problem = connection.probe(settings)
    if problem is None:
        return
    why, said = problem
    raise Unusable({"auth": f"{where} refuses our credentials ({said})",
                    "unanswered": f"{where} does not answer ({said}){hint}",
                    "error": f"{where} answered PING with an error ({said})"}[why],
                   f"redis_{why}")


def _well_formed(url: str, source: str) -> str:
    problem = connection.url_problem(url)
    if problem is not None:
        raise Unusable(f"{source} holds {shown(url)!r}, which is not a Redis URL ({problem})",
                       "redis_url")
    return url
