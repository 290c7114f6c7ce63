"""JSON logs (structlog): one object per line, with the request id, tenant and intent id.

Every log line of the process goes through one formatter: our own ``structlog`` loggers, the
standard library's (Flask, RQ, gunicorn's error log through ``gunicorn_logconfig``). Context
comes from ``structlog.contextvars`` (bound per request by ``service.web.logs`` and per job by
``jobs.worker``) and, inside a request, from Flask itself (``service.web.logs`` adds the tenant
and the intent id of the path or the JSON body), so a line logged deep inside a step still says
whose it is.

``redact`` runs last before rendering: values under secret-looking keys are dropped, and API
keys, bearer tokens, webhook secrets and anything shaped like a card number (13-19 digits
passing the Luhn check) are masked wherever they appear, messages included. So are the bearer
values a URL can carry: the token of an approval link (``/approve/<token>``, in a path, a
Referer or a message), a query parameter whose name says it holds a credential (``?token=``,
``api_key=``, ``sig=``...), and the exact values of this process's own keys (``add_secrets``:
the tenants' API keys and the ops keys, whatever their shape). ``access_atoms`` does the same
for gunicorn's own access line, which does not pass through the formatter.
"""

from __future__ import annotations

import logging
import re
import sys
from typing import Any, MutableMapping, TextIO

import structlog
from structlog.typing import Processor

SECRET_KEYS = re.compile(r"authorization|api[_-]?key|secret|token|password|signature|cvc|"
                         r"card[_-]?number|^pan$|cookie|session|hmac", re.I)
SECRET_VALUES = re.compile(r"(Bearer|Basic)\s+\S+|\b(sk|rk|pk)_(live|test)_\w+|\bwhsec_\w+|"
                           r"\bshpat_\w+|\bsst_(dev|live)_\w+", re.I)
# An approval link's token: whoever reads it can decide a refund (service.steps.approval_links).
APPROVAL_TOKEN = re.compile(r"(/approve/)[^\s/?#&\"'\\<>]+")
# A query parameter named for a credential (after ?, & or ;): its value, not its name, goes.
SECRET_PARAM = re.compile(r"([?&;][^=&\s\"'#]*(?:token|key|secret|sig|password|passwd|pwd|auth|"
                          r"session|code|jwt|credential)[^=&\s\"'#]*=)[^&\s\"'#]+", re.I)
PAN = re.compile(r"\b(?:\d[ -]?){12,18}\d\b")
MASK = "[redacted]"
_known: set[str] = set()
_known_pattern: re.Pattern[str] | None = None
_configured = False


def add_secrets(values: Any) -> None:
    """Mask these exact values in every later line (keys of any shape: ``key_acme`` is one).
    Values shorter than 8 characters are left out: they would mask ordinary words."""
    global _known_pattern
    fresh = {v for v in values if isinstance(v, str) and len(v) >= 8} - _known
    if fresh:
        _known.update(fresh)
        _known_pattern = re.compile("|".join(re.escape(v) for v in
                                             sorted(_known, key=len, reverse=True)))


def _luhn(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def mask(text: str) -> str:
    """``text`` with every secret this module knows of masked (see the module docstring)."""
    if _known_pattern is not None:
        text = _known_pattern.sub(MASK, text)
    text = SECRET_VALUES.sub(MASK, text)
    if "/approve/" in text:
        text = APPROVAL_TOKEN.sub(r"\1" + MASK, text)
    if "=" in text:
        text = SECRET_PARAM.sub(r"\1" + MASK, text)

    def card(match: re.Match[str]) -> str:
        digits = re.sub(r"\D", "", match.group(0))
        return "[card]" if 13 <= len(digits) <= 19 and _luhn(digits) else match.group(0)
    return PAN.sub(card, text)


def _scrub(value: Any, key: str = "") -> Any:
    if key and SECRET_KEYS.search(key):
        return MASK
    if isinstance(value, str):
        return mask(value)
    if isinstance(value, dict):
        return {k: _scrub(v, str(k)) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_scrub(v) for v in value]
    return value


def redact(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: no secrets and no card numbers leave the process in a log."""
    return {k: _scrub(v, "" if k == "event" else k) for k, v in event.items()}


_CONTEXT: list[Any] = []  # processors a shell adds (service.web.logs: the request's tenant)


def add_context(processor: Any) -> None:
    """Have every line carry what ``processor`` adds (once per process; the web app's)."""
    if processor not in _CONTEXT:
        _CONTEXT.append(processor)


def _context(logger: Any, name: str, event: MutableMapping[str, Any]
             ) -> MutableMapping[str, Any]:
    for processor in _CONTEXT:
        event = processor(logger, name, event)
    return event


SHARED: list[Processor] = [structlog.contextvars.merge_contextvars, structlog.stdlib.add_log_level,
          structlog.stdlib.add_logger_name, structlog.processors.TimeStamper(fmt="iso", utc=True),
          _context]


class _StderrHandler(logging.StreamHandler[TextIO]):
    """Writes to whatever ``sys.stderr`` is now (test runners swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


def formatter() -> logging.Formatter:
    """The one formatter: stdlib records and structlog events alike become redacted JSON."""
    return structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=SHARED,
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                    structlog.processors.format_exc_info, redact,
                    structlog.processors.JSONRenderer(sort_keys=True)])


def configure(level: str = "INFO") -> None:
    """Route every log line of this process through the JSON formatter (once per process)."""
    global _configured
    if _configured:
        return
    _configured = True
    # filter_by_level first: a line below the level (the access line at "warning") costs a
    # level check, not the context lookups, redaction and JSON it would otherwise go through.
    structlog.configure(processors=[structlog.stdlib.filter_by_level, *SHARED,
                                    structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
                        logger_factory=structlog.stdlib.LoggerFactory(),
                        wrapper_class=structlog.stdlib.BoundLogger,
                        cache_logger_on_first_use=True)
    root = logging.getLogger()
    # Under gunicorn, its logconfig_dict (gunicorn_logconfig) has put this handler on the root
    # already: a second one wrote every line twice, at twice the cost.
    if not any(isinstance(existing, _StderrHandler) for existing in root.handlers):
        handler = _StderrHandler()
        handler.setFormatter(formatter())
        root.addHandler(handler)
    root.setLevel(level.upper())
    for name in ("httpx", "httpcore", "stripe"):  # a line per provider call: metrics do that
        logging.getLogger(name).setLevel(logging.WARNING)
    for name in ("rq.worker", "rq.scheduler"):  # RQ's own stream handlers would print twice
        for existing in list(logging.getLogger(name).handlers):
            logging.getLogger(name).removeHandler(existing)


QUERIES = ("q", "{query_string}e")  # bare query strings: no "?" before their first parameter


def access_atoms(atoms: dict[str, Any]) -> dict[str, Any]:
    """gunicorn's access-log atoms with no secret in them: its user (HTTP Basic's user name,
    which is our API key), every request header, response header or environ value whose name
    says it is a credential (Authorization, Cookie, X-Api-Key, signatures), and tokens in the
    request line, path, query and Referer (``mask``)."""
    out = {}
    for name, value in atoms.items():
        if (name == "u" and value not in (None, "", "-")
                or name.startswith("{") and SECRET_KEYS.search(name)):
            value = MASK
        elif isinstance(value, str):
            value = mask("?" + value)[1:] if name in QUERIES else mask(value)
        out[name] = value
    return out


def gunicorn_logconfig(level: str) -> dict[str, Any]:
    """gunicorn's ``logconfig_dict``: its error log in the same JSON."""
    return {"version": 1, "disable_existing_loggers": False,
            "formatters": {"json": {"()": "service.logs.formatter"}},
            "handlers": {"stderr": {"class": "service.logs._StderrHandler", "formatter": "json"}},
            "loggers": {"gunicorn.error": {"handlers": ["stderr"], "level": level.upper(),
                                           "propagate": False}},
            "root": {"handlers": ["stderr"], "level": level.upper()}}
