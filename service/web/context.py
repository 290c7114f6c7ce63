"""The running app's ``Deps`` (built by ``service.wiring`` in the app factory)."""

from __future__ import annotations

from flask import current_app

from service.deps import Deps


def current_deps() -> Deps:
    """The running app's Deps."""
    return current_app.extensions["surestep"]
