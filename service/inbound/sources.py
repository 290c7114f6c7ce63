"""Whose webhook an event came in on, and the secrets that must have signed it.

    POST /v1/webhooks/<provider>                     the environment's account (``env``),
                                                     signed with <PROVIDER>_WEBHOOK_SECRET;
                                                     its events concern every tenant's
                                                     entries on ``env``
    POST /v1/webhooks/<provider>/<tenant>/<account>  one tenant's account, signed with that
                                                     account's ``webhook_secret``; its events
                                                     concern that tenant's entries on that
                                                     account, and no one else's

The tenant and the account in the URL are not secrets: anyone can write them. They only choose
which secret must have signed the body, and so which entries a verified event may touch. The
signature is the authentication, and what an event names (a Stripe refund's
``surestep_tenant``, a Shopify note's marker, a Zendesk ticket id) is believed only within its
``Source``: a tenant that knows its own account's secret can sign anything, but only for
itself. An event naming anything outside its source changes nothing and reads nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from service.deps import Deps
from service.errors import NotFound, WebhookNotConfigured
from service.inbound import signatures as sig
from service.ledger import keys
from service.ledger.store import Entry
from service.steps.common import ENV_ACCOUNT

WebhookSecret = Literal["STRIPE_WEBHOOK_SECRET", "SHOPIFY_WEBHOOK_SECRET",
                        "ZENDESK_WEBHOOK_SECRET"]
SETTINGS: dict[str, WebhookSecret] = {"stripe": "STRIPE_WEBHOOK_SECRET",
                                      "shopify": "SHOPIFY_WEBHOOK_SECRET",
                                      "zendesk": "ZENDESK_WEBHOOK_SECRET"}
LABEL = {"stripe": "Stripe", "shopify": "Shopify", "zendesk": "Zendesk"}
SECRET_FIELD = "webhook_secret"  # service.accounts.kinds.WEBHOOK_SECRET
TENANT = re.compile(r"[A-Za-z0-9_-]{1,100}")  # service.config.parse_api_keys' rule, in ASCII
ACCOUNT = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")  # service.ids.ACCOUNT_NAME


class Unverifiable(Exception):
    """A tenant's webhook URL that no secret verifies: it names no account of the tenant, or
    an account without a ``webhook_secret``. The caller answers it exactly as a signature that
    does not match, so the URLs cannot be probed for which tenants and accounts exist; the
    reason goes to the log only. ``exists``: the account does (it may have a metrics label;
    names anyone can write may not)."""

    def __init__(self, reason: str, exists: bool):
        super().__init__(reason)
        self.exists = exists


@dataclass(frozen=True)
class Source:
    """The account a webhook was signed for: ``tenant`` None is the environment's account,
    which is every tenant's."""

    provider: str
    tenant: str | None = None
    account: str = ENV_ACCOUNT

    @property
    def actor(self) -> str:
        """Who the audit trail says moved an entry."""
        return f"webhook:{self.provider}" + ("" if self.tenant is None else f":{self.account}")

    @property
    def label(self) -> str:
        """The metrics' ``account`` label (``env``, or ``<tenant>:<name>``)."""
        return ENV_ACCOUNT if self.tenant is None else f"{self.tenant}:{self.account}"

    def seen_key(self, event_id: str) -> str:
        """Where the event's once-only mark is kept: the environment's as before accounts;
        an account's under its tenant and name, so one account's events never spend another's
        ids (neither part may hold ':', so two accounts' keys cannot meet)."""
        if self.tenant is None:
            return keys.webhook_event(self.provider, event_id)
        return keys.webhook_event(f"{self.provider}:{self.tenant}:{self.account}", event_id)

    def owns(self, entry: Entry) -> bool:
        """Whether the refund's entry is this source's to touch: on its account, of its
        tenant."""
        return ((self.tenant is None or entry.tenant == self.tenant)
                and entry.refund_args.account == self.account)

    def owns_tenant(self, tenant: str | None) -> bool:
        return self.tenant is None or tenant == self.tenant


def environment(provider: str) -> Source:
    return Source(provider)


def of_account(provider: str, tenant: str, account: str) -> Source:
    """The source a per-account URL names (404 for one that cannot be an account's)."""
    if account == ENV_ACCOUNT:
        raise NotFound(f"The environment's {LABEL[provider]} account takes its webhooks at "
                       f"/v1/webhooks/{provider}; nothing was done.")
    if not TENANT.fullmatch(tenant) or not ACCOUNT.fullmatch(account):
        raise NotFound(f"No {LABEL[provider]} account has this webhook URL; nothing was done.")
    return Source(provider, tenant, account)


def secrets_for(deps: Deps, source: Source) -> list[str]:
    """The secrets that may have signed the source's events (several while one is rolled,
    comma-separated). The environment's account without any is WebhookNotConfigured (503); a
    tenant's URL naming no account, or an account without any, is ``Unverifiable``."""
    label = LABEL[source.provider]
    if source.tenant is None:
        setting = SETTINGS[source.provider]
        configured = sig.secrets(deps.config.get(setting))
        if not configured:
            raise WebhookNotConfigured(f"{setting} is not set, so {label} webhooks cannot be "
                                       f"verified; nothing was done.")
        return configured
    account = deps.accounts.store.get(source.tenant, source.provider, source.account)
    if account is None:
        raise Unverifiable(f"no {label} account {source.account!r} of tenant "
                           f"{source.tenant!r}", exists=False)
    configured = sig.secrets(deps.accounts.secrets.open(account.sealed).get(SECRET_FIELD))
    if not configured:
        raise Unverifiable(f"the {label} account {source.account!r} has no {SECRET_FIELD}: "
                           "add the account again with one", exists=True)
    return configured
