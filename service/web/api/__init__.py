"""The HTTP shell: flask-smorest blueprints that parse, call one step, and dump the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import current_app, request
from flask_smorest import Blueprint

from service import ids
from service.errors import Unprocessable, UnsupportedMediaType
from service.events import outbound
from service.web.api.forms import FORM, StepParser
from service.web.auth import require_tenant

BODY_METHODS = {"POST", "PUT", "PATCH"}
# A JSON object as a view sees it: the arguments its schema loaded, or the answer its
# @blp.response schema dumps.
Body = dict[str, Any]
PARSER = StepParser()


def require_json() -> None:
    """Bodies must be JSON (or a form, as Zapier sends); anything else is 415 before it is
    read."""
    if request.method in BODY_METHODS and request.mimetype not in ("application/json", FORM):
        raise UnsupportedMediaType(f"Send the body as application/json or {FORM} "
                                   f"(got {request.mimetype or 'no content type'}).")


def exact_path_ids() -> None:
    """422 for a path parameter that is not an id of its kind (``service.ids``): ``abc%0A`` is
    not ``abc``, and a ``:`` cannot reach into the Redis key an id ends."""
    errors = ids.path_errors(request.view_args)
    if errors:
        raise Unprocessable("A path parameter is not a valid id; nothing was read or changed.",
                            errors=errors)


def json_if_any() -> None:
    """``require_json`` for operations that take no body (``PUT .../default``): a request with
    none at all has nothing to refuse."""
    if request.content_length or "Transfer-Encoding" in request.headers:
        require_json()


def guarded(blp: Blueprint, auth: Callable[[], None] = require_tenant,
            bodies: Callable[[], None] = require_json) -> Blueprint:
    """Authenticate (401), check the content type (415) and the path's ids (422) before any
    view runs; bodies are parsed as JSON or as a form with flattened keys
    (``customer__email``)."""
    blp.before_request(auth)
    blp.before_request(bodies)
    blp.before_request(exact_path_ids)
    blp.ARGUMENTS_PARSER = PARSER  # read by @blp.arguments, which runs after this
    return blp


def check_outbound(args: Body, *names: str) -> None:
    """422 for a URL argument that surestep may not call (see ``service.events.outbound``)."""
    errors = {}
    for name in names:
        if args.get(name):
            try:
                outbound.check(args[name], current_app.config["ALLOWED_TARGETS"])
            except outbound.Refused as exc:
                errors[name] = [str(exc)]
    if errors:
        raise Unprocessable("A URL in the request may not be called; nothing was recorded.",
                            errors=errors)
