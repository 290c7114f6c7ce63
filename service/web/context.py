"""The running app's ``Deps`` (built by ``service.wiring`` in the app factory)."""

from __future__ import annotations

from flask import current_app

from service.deps import Deps


def current_deps() -> Deps:
    """The running app's Deps."""
    deps: Deps = current_app.extensions["surestep"]  # put there by the app factory
    return deps
