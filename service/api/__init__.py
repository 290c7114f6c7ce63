"""The HTTP shell: flask-smorest blueprints that parse, call one step, and dump the result."""

from __future__ import annotations

from flask import request
from flask_smorest import Blueprint

from service.auth import require_tenant
from service.errors import UnsupportedMediaType

BODY_METHODS = {"POST", "PUT", "PATCH"}


def require_json() -> None:
    """Bodies must be JSON; anything else is 415 before it is read."""
    if request.method in BODY_METHODS and request.mimetype != "application/json":
        raise UnsupportedMediaType(f"Send the body as application/json "
                                   f"(got {request.mimetype or 'no content type'}).")


def guarded(blp: Blueprint) -> Blueprint:
    """Authenticate (401) and check the content type (415) before any view runs."""
    blp.before_request(require_tenant)
    blp.before_request(require_json)
    return blp
