"""What ops do with a tenant's accounts (the API under an ops key, and ``surestep accounts``):
add one (its credentials checked by a cheap read before anything is stored), test it, make it
the default, remove it (refused while intents on it are unsettled), and read the trail. Every
change is audited with who made it; nothing here returns or logs a secret.
"""

from __future__ import annotations

from typing import Any

from service.accounts import kinds
from service.accounts.registry import ENV, Registry
from service.deps import Deps
from service.errors import AccountInUse, Conflict, NotFound
from service.ledger import index as ledger_index
from service.ledger import keys
from service.ledger.store import Entry

SETTLED = ("completed", "failed")  # what an intent on a removed account may be in
IN_USE_LISTED = 20


def add(deps: Deps, tenant: str, body: dict[str, Any], actor: str) -> dict[str, Any]:
    """Validate, check the credentials with one read, then store (encrypted) and audit."""
    registry: Registry = deps.accounts
    provider, name = str(body.get("provider") or ""), str(body.get("name") or "")
    settings, secrets = kinds.validate(provider, name, body, deps.config["ALLOWED_TARGETS"],
                                       deps.config)
    registry.secrets.seal({})  # no encryption key: refused before any call is made
    connector = registry.build(provider, settings, secrets)
    try:
        kinds.check(provider, connector)
    finally:
        connector.close()
    account = registry.store.add(tenant, provider, name, settings, secrets, actor,
                                 make_default=bool(body.get("default")))
    return {**account.view(default=bool(body.get("default"))),
            "webhook_url": webhook_url(deps, tenant, provider, name)}


def update(deps: Deps, tenant: str, provider: str, name: str, body: dict[str, Any],
           actor: str) -> dict[str, Any]:
    """New credentials or settings for an account (a rolled key), checked by the same cheap
    read before they replace the old ones: a failing one leaves the account as it was."""
    _known(provider)
    registry: Registry = deps.accounts
    account = registry.store.get(tenant, provider, name)
    if account is None:
        raise NotFound(f"The tenant has no {provider} account named {name!r}.")
    if not body:  # nothing to replace: nothing read, nothing changed
        return _row(deps, tenant, provider, name)
    kind = kinds.KINDS[provider]
    secrets = {k: v for k, v in registry.secrets.open(account.sealed).items()
               if not (k in kind.secrets and k in body)}
    if set(kind.one_of) & body.keys():  # one way to sign in: the new one replaces the old
        for field in kind.one_of:
            secrets.pop(field, None)
    merged = {**account.settings, **secrets, **body, "provider": provider, "name": name}
    settings, new_secrets = kinds.validate(provider, name, merged, deps.config["ALLOWED_TARGETS"],
                                           deps.config)
    connector = registry.build(provider, settings, new_secrets)
    try:
        kinds.check(provider, connector)
    finally:
        connector.close()
    changed = registry.store.replace(account, settings, new_secrets, actor)
    return _row(deps, tenant, provider, changed.name)


def listing(deps: Deps, tenant: str, provider: str | None, *, full: bool) -> list[dict[str, Any]]:
    """A flow sees names (for pickers); ops see every field but the secrets."""
    names = deps.accounts.names(tenant, provider)
    if not full:
        return names
    stored = {(a.provider, a.name): a for a in deps.accounts.store.list(tenant, provider)}
    rows = [stored[(row["provider"], row["name"])].view(row["default"])
            if (row["provider"], row["name"]) in stored else {**row, "hint": None,
                                                              "settings": {"source": "environment"}}
            for row in names]
    return [{**row, "webhook_url": webhook_url(deps, tenant, row["provider"], row["name"])}
            for row in rows]


def webhook_url(deps: Deps, tenant: str, provider: str, name: str) -> str:
    """Where the provider sends the account's webhooks (``service.inbound`` verifies them with
    its ``webhook_secret``); the environment's account keeps ``/v1/webhooks/<provider>``."""
    base = f"{deps.config['PUBLIC_URL']}/v1/webhooks/{provider}"
    return base if name == ENV else f"{base}/{tenant}/{name}"


def one(deps: Deps, tenant: str, provider: str, name: str) -> dict[str, Any]:
    row = _row(deps, tenant, provider, name)
    return {**row, "audit": deps.accounts.store.audit(tenant, provider, name)}


def test(deps: Deps, tenant: str, provider: str, name: str, actor: str) -> dict[str, Any]:
    """One cheap read with the stored credentials (AccountCheckFailed if they fail)."""
    resolved = deps.accounts.resolve(tenant, provider, name)
    ok = False
    try:
        proved = kinds.check(provider, resolved.connector)
        ok = True
    finally:
        if resolved.account is not None:
            deps.accounts.store.record_check(tenant, provider, name, actor, ok)
    return {"ok": True, "provider": provider, "name": name, "detail": proved}


def make_default(deps: Deps, tenant: str, provider: str, name: str, actor: str) -> dict[str, Any]:
    _known(provider)
    if name != ENV:
        _row(deps, tenant, provider, name)
        deps.accounts.store.set_default(tenant, provider, name, actor)
    else:  # the environment's again: drop the tenant's own choice
        deps.accounts.resolve(tenant, provider, ENV)
        deps.accounts.store.set_default(tenant, provider, None, actor)
    return _row(deps, tenant, provider, name)


def remove(deps: Deps, tenant: str, provider: str, name: str, actor: str) -> None:
    """Refused (409, naming them) while an intent on the account is not settled."""
    _known(provider)
    if name == ENV:
        raise Conflict("The environment's account is configured by its variables (unset them "
                       "and restart to remove it), not removed here; nothing was changed.")
    if deps.accounts.store.get(tenant, provider, name) is None:
        raise NotFound(f"The tenant has no {provider} account named {name!r}.")
    busy = unsettled(deps, tenant, provider, name)
    if busy:
        raise AccountInUse(f"{len(busy)} intent(s) on the {provider} account {name!r} are not "
                           f"settled yet; settle or resolve them first. Nothing was removed.",
                           intents=busy[:IN_USE_LISTED])
    deps.accounts.store.remove(tenant, provider, name, actor)


def unsettled(deps: Deps, tenant: str, provider: str, name: str) -> list[dict[str, str]]:
    """The tenant's intents on the account that are in progress, queued, pending, unknown or
    escalated (read from the ledger's indexes, then each entry itself)."""
    kind = kinds.KINDS[provider]
    found = []
    for key in ledger_index.not_settled(deps.ledger, tenant):  # the tenant's own indexes
        _, step, intent_id = keys.parse_entry(key)
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None or entry.state in SETTLED:
            continue
        if step not in kind.steps or (kind.step_names_provider
                                      and entry.refund_args.provider != provider):
            continue
        if _account(entry) == name:
            found.append({"intent_id": intent_id, "step": step, "state": entry.state})
    return found


def _row(deps: Deps, tenant: str, provider: str, name: str) -> dict[str, Any]:
    _known(provider)
    for row in listing(deps, tenant, provider, full=True):
        if row["name"] == name:
            return row
    raise NotFound(f"The tenant has no {provider} account named {name!r}.")


def _known(provider: str) -> None:
    if provider not in kinds.KINDS:
        raise NotFound(f"No provider {provider!r} (one of {', '.join(sorted(kinds.KINDS))}).")


def _account(entry: Entry) -> str:
    """The account a refund or a ticket update was recorded for."""
    return entry.refund_args.account if entry.step == "refund" else entry.ticket_args.account
