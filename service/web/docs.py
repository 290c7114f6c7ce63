"""``/docs`` offline: Swagger UI's own files served from the installed ``swagger-ui-py``
package (Swagger UI 5, which reads OpenAPI 3.1), not from a CDN, so the page works on a locked-
down network and with no internet at all. Only the three files the page loads are served."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from flask import Blueprint, Response, abort, send_from_directory

URL = "/docs/static/"
FILES = ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js")

bp = Blueprint("docs_static", __name__)


def static_dir() -> Path:
    """swagger-ui-py's static folder, found without importing the package (its __init__ loads
    handlers for every web framework)."""
    spec = importlib.util.find_spec("swagger_ui")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("swagger-ui-py is not installed (a dependency of surestep)")
    return Path(next(iter(spec.submodule_search_locations))) / "static"


@bp.get(URL + "<name>")
def asset(name: str) -> Response:
    if name not in FILES:
        abort(404)
    return send_from_directory(static_dir(), name, max_age=86400)
