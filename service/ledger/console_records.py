"""What the ops console keeps in Redis (``service.web.console`` says what it means): a signed-in
person's session (a hash under the digest of its id, idle- and age-limited), the wrong keys
counted per address, and a single sign-on that has started (its state, read once).

    sst:@console:session:<digest>    hash    tenant, name, csrf, created_at
    sst:@console:signin:<address>    string  wrong keys within the window
    sst:@console:sso:<digest>        string  a pending sign-in (JSON), read once
"""

from __future__ import annotations

from service.ledger import keys
from service.ledger.connection import hash_fields
from service.ledger.entries import text
from service.ledger.store import Ledger


def open_session(ledger: Ledger, digest: str, fields: dict[str, str | float],
                 idle_s: int) -> None:
    pipe = ledger.redis.pipeline(transaction=False)
    pipe.hset(keys.console_session(digest), mapping=hash_fields(fields))
    pipe.expire(keys.console_session(digest), idle_s)
    pipe.execute()


def session(ledger: Ledger, digest: str) -> dict[str, str]:
    """A live session's fields (empty when there is none)."""
    raw = ledger.redis.hgetall(keys.console_session(digest))
    return {text(k): text(v) for k, v in raw.items()}


def keep_session(ledger: Ledger, digest: str, for_s: int) -> None:
    """The session lives ``for_s`` more (its idle time starts again)."""
    ledger.redis.expire(keys.console_session(digest), max(1, for_s))


def end_session(ledger: Ledger, digest: str) -> None:
    ledger.redis.delete(keys.console_session(digest))


def wrong_keys(ledger: Ledger, address: str) -> tuple[int, int]:
    """(wrong keys from ``address`` in its window, seconds the window has left)."""
    key = keys.console_signin(address)
    return int(ledger.redis.get(key) or 0), int(ledger.redis.ttl(key))


def count_wrong_key(ledger: Ledger, address: str, window_s: int) -> None:
    """One more wrong key from ``address`` (the window starts at its first)."""
    key = keys.console_signin(address)
    pipe = ledger.redis.pipeline(transaction=False)
    pipe.set(key, 0, ex=window_s, nx=True)
    pipe.incr(key)
    pipe.execute()


def start_sign_on(ledger: Ledger, state: str, pending: str, ttl_s: int) -> None:
    ledger.redis.set(keys.console_sso(state), pending, ex=ttl_s)


def finish_sign_on(ledger: Ledger, state: str) -> str | None:
    """The pending sign-in of ``state``, once (it is gone after)."""
    raw = ledger.redis.getdel(keys.console_sso(state))
    return text(raw) if raw else None
