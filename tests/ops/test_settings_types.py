"""``Deps.config`` is a ``service.config.Settings``: the type checker holds every
``deps.config["..."]`` to it, so it must say what ``config.load`` really builds: the same keys,
and each value of its declared type, with the defaults and with the environment set."""

from __future__ import annotations

import types
import typing

import pytest

from service import config
from service.config import Settings

# Reads only this process's objects: in `make check` too (tests/conftest.py leaves the ops folder out).
pytestmark = pytest.mark.unit

HINTS = typing.get_type_hints(Settings)
ENVIRON = {"SURESTEP_API_KEYS": "acme:key_acme", "SURESTEP_OPS_KEYS": "acme:alice:ops_alice",
           "REDIS_SENTINELS": "127.0.0.1:26379", "REDIS_SENTINEL_MASTER": "mymaster",
           "STRIPE_API_KEY": "sk_test_x", "SURESTEP_LEASE_S": "30",
           "SURESTEP_PUBLIC_URL": "https://surestep.example.com",
           "SURESTEP_OIDC_ISSUER": "https://idp.example.com", "SURESTEP_OIDC_CLIENT_ID": "s",
           "SURESTEP_OIDC_GROUPS": "ops=acme", "SURESTEP_ALLOWED_TARGETS": "127.0.0.1"}


def _fits(value: object, hint: object) -> bool:
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return any(_fits(value, arm) for arm in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    origin = typing.get_origin(hint) or hint
    return isinstance(value, origin)


@pytest.mark.parametrize("environ", [{}, ENVIRON], ids=["defaults", "environment"])
def test_the_settings_type_says_what_load_builds(environ):
    loaded = config.load({}, environ)
    assert set(loaded) == set(HINTS)
    wrong = {k: (type(v).__name__, HINTS[k]) for k, v in loaded.items() if not _fits(v, HINTS[k])}
    assert wrong == {}
