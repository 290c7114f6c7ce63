"""A request's account: by name, or the tenant's default, resolved to the connector its calls
go through. The environment's account (``env``) is every tenant's, and its default until the
tenant names another. Connectors are built once per process and account (and rebuilt when the
account is removed and added again); their secrets are decrypted only to build them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

from service.accounts import kinds
from service.accounts.secrets import Secrets
from service.config import Settings
from service.errors import ProviderNotConfigured, UnknownAccount
from service.ledger.account_records import Account, AccountStore
from service.ledger.store import Ledger

ENV = kinds.ENV
CACHED = 256  # connectors kept per process (each holds a small connection pool)


@dataclass(frozen=True)
class Resolved:
    provider: str
    name: str
    connector: Any
    account: Account | None = None  # None: the environment's


class Registry:
    def __init__(self, config: Settings, ledger: Ledger, env: dict[str, Any]):
        self.config, self.ledger, self.env = config, ledger, env
        self.secrets = Secrets(config.get("SURESTEP_ACCOUNTS_KEY"))
        self.store = AccountStore(ledger, self.secrets)
        self._cache: OrderedDict[tuple[str, str, str], Any] = OrderedDict()
        # called with (provider, connector, tenant, name) for each connector built (metrics)
        self.on_build: Callable[[str, Any, str, str], None] | None = None
        self._lock = threading.Lock()

    def resolve(self, tenant: str, provider: str, name: str | None = None) -> Resolved:
        """The account ``name`` of the tenant (None: its default); UnknownAccount (422) for a
        name it does not have, NotConfigured (503) when it has no account of that provider."""
        if name is None:
            name = self.store.default(tenant, provider) or (ENV if provider in self.env
                                                            else None)
            if name is None:
                raise _not_configured(provider)
        if name == ENV:
            if provider not in self.env:
                raise UnknownAccount(f"No {provider} account is configured in the environment; "
                                     f"nothing was sent.", errors={"account": [
                                         f"this deployment has no {ENV!r} {provider} account"]})
            return Resolved(provider, ENV, self.env[provider])
        account = self.store.get(tenant, provider, name)
        if account is None:
            raise UnknownAccount(f"This tenant has no {provider} account named {name!r}; "
                                 f"nothing was sent.", errors={"account": [
                                     f"no {provider} account {name!r} (GET /v1/accounts "
                                     f"lists this tenant's)"]})
        return Resolved(provider, name, self._connector(account), account)

    def names(self, tenant: str, provider: str | None = None) -> list[dict[str, Any]]:
        """What a flow may know: each account's provider, name and whether it is the default."""
        defaults = self.store.defaults(tenant)
        rows = [{"provider": p, "name": ENV, "default": p not in defaults}
                for p in sorted(self.env) if provider in (None, p)]
        rows += [{"provider": a.provider, "name": a.name,
                  "default": defaults.get(a.provider) == a.name}
                 for a in self.store.list(tenant, provider)]
        return rows

    def build(self, provider: str, settings: dict[str, Any], secrets: dict[str, Any]) -> Any:
        return kinds.build(provider, settings, secrets, self.config, self.ledger)

    def _connector(self, account: Account) -> Any:
        key = (account.tenant, account.provider, account.name)
        token = (account.created_at, account.version)
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None and cached[0] == token:
                self._cache.move_to_end(key)
                return cached[1]
        connector = self.build(account.provider, account.settings,
                               self.secrets.open(account.sealed))
        if self.on_build is not None:
            self.on_build(account.provider, connector, account.tenant, account.name)
        with self._lock:
            self._cache[key] = (token, connector)
            while len(self._cache) > CACHED:
                self._cache.popitem(last=False)  # a request may still hold it: left to GC
        return connector

    def close(self) -> None:
        with self._lock:
            cached, self._cache = list(self._cache.values()), OrderedDict()
        for _, connector in cached:
            connector.close()


def _not_configured(provider: str) -> Exception:
    kind = kinds.KINDS.get(provider)
    if kind is None:
        return ProviderNotConfigured(f"The {provider} provider is not configured; nothing was "
                                     f"sent.")
    return kind.unconfigured_error(kind.unconfigured.format(provider=provider))
