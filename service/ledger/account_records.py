"""The tenants' accounts in Redis (key names: ``keys``): one hash per account with its
settings and its secrets as one sealed token, the tenant's set of accounts, its defaults, and
an audit trail of who changed what and when. Nothing here returns a secret: an ``Account``
carries the sealed token, which only the accounts room's ``Registry`` opens, to build a
connector. Sealing is the accounts room's too (``Sealer``: ``service.accounts.secrets``).
"""

from __future__ import annotations

import builtins
import hmac
import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol

import redis

from service.errors import Conflict, NotFound
from service.ledger import keys, read_ahead
from service.ledger.entries import text
from service.ledger.store import Ledger

AUDIT_KEPT = 1000

def default_read(tenant: str, provider: str) -> read_ahead.Read:
    """The read of the tenant's default account for ``provider``, to queue on another
    round trip (``service.ledger.read_ahead``; ``AccountStore.default`` takes its reply)."""
    return read_ahead.Read(("default_account", tenant, provider),
                           lambda pipe: pipe.hget(keys.accounts(tenant, "default"), provider))


@dataclass(frozen=True)
class Account:
    """One stored account, as anyone but its connector may see it (``sealed`` aside)."""

    tenant: str
    provider: str
    name: str
    settings: dict[str, Any]
    hint: str
    created_at: float
    created_by: str
    updated_at: float
    updated_by: str
    version: int
    sealed: str = field(repr=False)

    def view(self, default: bool) -> dict[str, Any]:
        """What ops see: everything but the secret (its hint instead)."""
        return {"provider": self.provider, "name": self.name, "default": default,
                "hint": self.hint, "settings": dict(self.settings),
                "created_at": self.created_at, "created_by": self.created_by,
                "updated_at": self.updated_at, "updated_by": self.updated_by}


class Sealer(Protocol):
    """What seals an account's secrets (``service.accounts.secrets.Secrets``)."""

    def seal(self, secrets: dict[str, Any]) -> str: ...

    def open(self, sealed: str) -> dict[str, Any]: ...

    def rotate(self, sealed: str) -> str: ...

    def hint(self, value: str) -> str: ...


class AccountStore:
    """The tenants' accounts on the ledger's Redis, sealed by ``secrets``."""

    def __init__(self, ledger: Ledger, secrets: Sealer):
        self.redis, self.secrets, self.ledger = ledger.redis, secrets, ledger

    def get(self, tenant: str, provider: str, name: str) -> Account | None:
        raw = self.redis.hgetall(keys.account(tenant, provider, name))
        return _account(tenant, raw) if raw else None

    def tenants(self) -> list[str]:
        """Every tenant that has (or had) accounts, sorted."""
        return sorted(text(m) for m in self.redis.smembers(keys.ACCOUNT_TENANTS))

    def list(self, tenant: str, provider: str | None = None) -> list[Account]:
        members = sorted(text(m) for m in self.redis.smembers(keys.accounts(tenant)))
        wanted = [m.split(":", 1) for m in members
                  if provider is None or m.startswith(provider + ":")]
        pipe = self.redis.pipeline(transaction=False)
        for prov, name in wanted:
            pipe.hgetall(keys.account(tenant, prov, name))
        return [_account(tenant, raw) for raw in pipe.execute() if raw]

    def defaults(self, tenant: str) -> dict[str, str]:
        return {text(k): text(v)
                for k, v in self.redis.hgetall(keys.accounts(tenant, "default")).items()}

    def default(self, tenant: str, provider: str) -> str | None:
        found, name = read_ahead.take(("default_account", tenant, provider))
        if not found:
            name = self.redis.hget(keys.accounts(tenant, "default"), provider)
        return text(name) if name else None

    def add(self, tenant: str, provider: str, name: str, settings: dict[str, Any],
            secrets: dict[str, Any], actor: str, make_default: bool) -> Account:
        sealed = self.secrets.seal(secrets)  # before anything is written: no key, no trace
        first_secret = next(iter(v for v in secrets.values() if v), "")
        if not self.redis.sadd(keys.accounts(tenant), f"{provider}:{name}"):
            raise Conflict(f"The tenant already has a {provider} account named {name!r}; "
                           f"remove it first to replace it. Nothing was changed.")
        now = self.ledger.clock.wall()
        # process-wide, so outside the tenant's MULTI (one slot on a Redis Cluster): a tenant
        # listed with no account left costs rotation one empty look
        self.redis.sadd(keys.ACCOUNT_TENANTS, tenant)
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(keys.account(tenant, provider, name), mapping={
            "provider": provider, "name": name, "settings": json.dumps(settings),
            "secret": sealed, "hint": self.secrets.hint(first_secret), "created_at": now,
            "created_by": actor, "updated_at": now, "updated_by": actor, "version": 1})
        if make_default:
            pipe.hset(keys.accounts(tenant, "default"), provider, name)
        self._audit(pipe, tenant, actor, "add", provider, name, default=make_default)
        pipe.execute()
        return self.get(tenant, provider, name)  # type: ignore[return-value]

    def replace(self, account: Account, settings: dict[str, Any], secrets: dict[str, Any],
                actor: str) -> Account:
        """New settings and secrets for an account (a rolled key): one version more, so every
        process builds its connector again on its next request. Refused (409) if the account
        changed meanwhile (WATCH on its hash), and never over a removed one."""
        sealed, now = self.secrets.seal(secrets), self.ledger.clock.wall()
        first_secret = next(iter(v for v in secrets.values() if v), "")
        key = keys.account(account.tenant, account.provider, account.name)
        with self.redis.pipeline(transaction=True) as pipe:
            try:
                pipe.watch(key)  # type: ignore[no-untyped-call]
                if int(pipe.hget(key, "version") or 0) != account.version:
                    raise Conflict("The account changed while it was being updated; nothing was "
                                   "changed. Read it again and retry.")
                pipe.multi()
                pipe.hset(key, mapping={"settings": json.dumps(settings), "secret": sealed,
                                        "hint": self.secrets.hint(first_secret), "updated_at": now,
                                        "updated_by": actor, "version": account.version + 1})
                self._audit(pipe, account.tenant, actor, "update", account.provider,
                            account.name, fields=sorted(changed(
                                account, settings, self.secrets.open(account.sealed), secrets)))
                pipe.execute()
            except redis.WatchError:
                raise Conflict("The account changed while it was being updated; nothing was "
                               "changed. Read it again and retry.") from None
        return self.get(account.tenant, account.provider, account.name)  # type: ignore[return-value]

    def set_default(self, tenant: str, provider: str, name: str | None, actor: str) -> None:
        """Make ``name`` the default (None: the environment's account again)."""
        pipe = self.redis.pipeline(transaction=True)
        if name is None:
            pipe.hdel(keys.accounts(tenant, "default"), provider)
        else:
            pipe.hset(keys.accounts(tenant, "default"), provider, name)
        self._audit(pipe, tenant, actor, "default", provider, name or "env")
        pipe.execute()

    def remove(self, tenant: str, provider: str, name: str, actor: str) -> None:
        if self.get(tenant, provider, name) is None:
            raise NotFound(f"The tenant has no {provider} account named {name!r}.")
        pipe = self.redis.pipeline(transaction=True)
        pipe.delete(keys.account(tenant, provider, name))
        pipe.srem(keys.accounts(tenant), f"{provider}:{name}")
        if self.default(tenant, provider) == name:
            pipe.hdel(keys.accounts(tenant, "default"), provider)
        self._audit(pipe, tenant, actor, "remove", provider, name)
        pipe.execute()

    def audit(self, tenant: str, provider: str | None = None,
              name: str | None = None) -> builtins.list[dict[str, Any]]:
        rows = [json.loads(r) for r in self.redis.lrange(keys.accounts(tenant, "audit"), 0, -1)]
        return [r for r in rows if (provider is None or r["provider"] == provider)
                and (name is None or r["name"] == name)]

    def record_check(self, tenant: str, provider: str, name: str, actor: str,
                     ok: bool) -> None:
        pipe = self.redis.pipeline(transaction=True)
        self._audit(pipe, tenant, actor, "test", provider, name, ok=ok)
        pipe.execute()

    def rotate(self, actor: str) -> int:
        """Re-encrypt every tenant's secrets under the first key; returns how many. Each
        account is rewritten only if it did not change meanwhile (WATCH), so a concurrent
        add or remove is never overwritten."""
        done = 0
        for tenant in self.tenants():
            for account in self.list(tenant):
                key = keys.account(tenant, account.provider, account.name)
                with self.redis.pipeline(transaction=True) as pipe:
                    try:
                        pipe.watch(key)  # type: ignore[no-untyped-call]
                        sealed = pipe.hget(key, "secret")
                        if sealed is None:
                            continue
                        rotated = self.secrets.rotate(text(sealed))
                        pipe.multi()
                        pipe.hset(key, "secret", rotated)
                        pipe.execute()
                        done += 1
                    except redis.WatchError:
                        continue
            pipe = self.redis.pipeline(transaction=True)
            self._audit(pipe, tenant, actor, "rotate", "*", "*")
            pipe.execute()
        return done

    def _audit(self, pipe: Any, tenant: str, actor: str, action: str, provider: str, name: str,
               **extra: Any) -> None:
        # every write of the accounts is audited: what this request read ahead is stale
        read_ahead.forget(lambda name: isinstance(name, tuple) and name[0] == "default_account")
        row = {"at": self.ledger.clock.wall(), "actor": actor, "action": action, "provider": provider,
               "name": name, **extra}
        pipe.lpush(keys.accounts(tenant, "audit"), json.dumps(row))
        pipe.ltrim(keys.accounts(tenant, "audit"), 0, AUDIT_KEPT - 1)


def changed(account: Account, settings: dict[str, Any], old_secrets: dict[str, Any],
            secrets: dict[str, Any]) -> set[str]:
    """The names (never the values) of what an update changes, for the audit trail: a secret
    only if it is new, gone or other (compared in constant time), not every secret the account
    keeps."""
    names = {k for k in {*settings, *account.settings}
             if settings.get(k) != account.settings.get(k)}
    return names | {f"{k} (secret)" for k in {*old_secrets, *secrets}
                    if not _same(old_secrets.get(k), secrets.get(k))}


def _same(old: Any, new: Any) -> bool:
    if not isinstance(old, str) or not isinstance(new, str):
        return bool(old == new)
    return hmac.compare_digest(old.encode(), new.encode())


def _account(tenant: str, raw: Mapping[bytes | str, bytes | str]) -> Account:
    got = {text(k): text(v) for k, v in raw.items()}
    return Account(tenant=tenant, provider=got["provider"], name=got["name"],
                   settings=json.loads(got["settings"]), hint=got.get("hint", ""),
                   created_at=float(got["created_at"]), created_by=got["created_by"],
                   updated_at=float(got["updated_at"]), updated_by=got["updated_by"],
                   version=int(got.get("version", 1)), sealed=got["secret"])
