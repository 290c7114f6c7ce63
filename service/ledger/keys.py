"""Every Redis key name surestep writes (RQ's own ``rq:*`` keys aside), in one place.

Tenant-scoped keys start ``sst:{<tenant>}:`` (``tenant_prefix``; a new tenant key is spelled
with it: ``tests/ledger/test_cluster.py`` checks every function here that takes a tenant): the
tenant in braces is the Redis Cluster hash tag, so every key of one tenant is in one slot and
each Lua script's keys (an entry, its side keys, its tenant's indexes, its holds) are on one
node (``SURESTEP_REDIS_CLUSTER``). A provider account's rate budget and its waiting room share
the tag ``{rl:<provider>:<account>}``.
Process-wide keys start ``sst:@`` and are only ever touched one at a time, outside the scripts
(``@`` never appears in a tenant, step or intent id, so the two cannot collide). An intent
id's ':' is written ``%3A`` (ids hold no '%'), so no intent's key is another intent's side
key: intent ``X:audit`` cannot read or write ``X``'s audit trail. (The layout before the hash
tags is renamed by ``surestep migrate-keys``: ``service.ledger.migrate``.)

The ledger (``store``)::

    sst:{<tenant>}:<step>:<intent>           hash   state, fingerprint, args, provider_key,
                                                    owner, lease_until, attempts, result, times
    sst:{<tenant>}:<step>:<intent>:<part>    the entry's side keys (``PARTS``)
    sst:{<tenant>}:idem:<Idempotency-Key>    str    JSON {fingerprint, args}, bound by a claim
    sst:settled                              pub/sub channel: an entry's key when it moves
                                             (passed to the scripts as an argument: not a key)
    sst:@tenants                             set    every tenant that ever claimed (the
                                                    sweeper, reconciliation, /metrics read it)

Its indexes (``index``; written by the ledger's scripts in the same atomic step, except the
provider keys, written just after a claim that may call the provider, before it does: they are
looked up without a tenant)::

    sst:{<tenant>}:@open                     zset   entry key -> lease_until, in_progress
    sst:{<tenant>}:@state:<pending|unknown|escalated|queued|working>  zset  entry key -> created_at
    sst:{<tenant>}:@waiting                  zset   ticket updates waiting for their next run
    sst:{<tenant>}:@transitions              hash   "<step>|<provider>|<state>" -> times entered
    sst:{<tenant>}:@created:<step>           zset   intent_id -> created_at (pruned to the TTL)
    sst:@pk:<provider_key>                   str    entry key (Shopify's refund note holds the key)

The console's indexes (``queue_index``; the buckets and their facets written by the same
scripts, ``@q:dead`` by ``events.deliveries``; the search terms by the claim and settle
scripts; the pause read by the claim script)::

    sst:{<tenant>}:@q:<person|unknown|pending>   zset  entry key -> created_at, waiting for
                                                        someone (escalations, unknown, pending)
    sst:{<tenant>}:@q:<bucket>:<facet>:<value>   zset  the same, by provider, account
                                                        (``<provider>:<account>``) or reason code
    sst:{<tenant>}:@q:dead                       zset  delivery id -> when it was given up
    sst:{<tenant>}:@q:tmp:<token>                zset  a filter's intersection (10 s)
    sst:{<tenant>}:@find:<ticket|payment|refund>:<digest>  zset  intent_id -> created_at
    sst:{<tenant>}:@paused                       hash  "*" | "<provider>:<account>" -> JSON
                                                        {by, at, note}: new refunds held
    sst:{<tenant>}:pauses:audit                  list  {at, actor, action, scope, note}
    sst:@console:session:<digest of the id>      hash  tenant, name, csrf, created_at
    sst:@console:signin:<digest of the address>  str   failed sign-ins in the window
    sst:@console:sso:<digest of the state>       str   a single sign-on begun (10 min, once)
    sst:@limit:<route>:<digest of the address>   str   requests anyone may send, counted in
                                                       the window (``address_limits``)

The steps, events and operations::

    sst:{<tenant>}:job:<job_id>                  str   "<step>\\n<intent>" of a ticket update
    sst:{<tenant>}:escid:<esc_id>                str   the escalation's intent id
    sst:{<tenant>}:escalations[:open]            zset  intent_id -> created_at
    sst:{<tenant>}:escalations:resolving         zset  decided, not yet resolved -> decided at
    sst:{<tenant>}:spend:<cur>:<customer>[:amounts]  the policy's spend holds (ledger.holds)
    sst:{<tenant>}:ticket-refunds:<ticket>       one_refund_per_ticket's hold
    sst:{<tenant>}:recent-refunds:<payment>:<amt>  duplicate_window_minutes's hold
    sst:{<tenant>}:subs                          set   subscription ids
    sst:{<tenant>}:sub:<id>[:deliveries|:dead|:gone]  a subscription, its deliveries, dead
                                                 letters, and the mark that it was removed
    sst:{<tenant>}:delivery:<id>                 hash  one delivery's state and attempts
    sst:{<tenant>}:reconciliation:<id>           str   a report (JSON)
    sst:{<tenant>}:reconciliations               zset  report id -> created_at
    sst:{<tenant>}:recon-seen:<fingerprint>      str   a finding already reported
    sst:@zendesk:ticket:<ticket_id>              set   ledger keys of updates touching it
    sst:@webhook:<provider>:<event_id>           str   a provider event handled (once):
                                                       working|<lease>|<owner>, then its outcome
    sst:@schedule:<name>:<slot>                  str   a periodic job's slot taken
    sst:@swept:<entry key>:<lease_until>         str   the sweeper took this expired claim
    sst:@metrics:counters | sst:@metrics:hist    hash  the /metrics counters, histograms
    sst:@policy:judgment_mode                    str   the [judgment] mode last loaded
    sst:@policy:audit                            list  {at, action, from, to, policy, host,
                                                       pid}: the mode's changes
                                                       (ledger.policy_trail)

The tenants' provider accounts (``service.accounts``; secrets Fernet-encrypted)::

    sst:{<tenant>}:account:<provider>:<name>     hash  settings, secret (ciphertext), hint, times
    sst:{<tenant>}:accounts                      set   "<provider>:<name>" of every account
    sst:{<tenant>}:accounts:default              hash  provider -> the default account's name
    sst:{<tenant>}:accounts:audit                list  {at, actor, action, provider, name}
    sst:@accounts:tenants                        set   tenants that have accounts (rotation)
    sst:{rl:<provider>:<account>}                the provider's shared rate budget
    sst:{rl:<provider>:<account>}:room           zset  ledger keys of ticket runs waiting for
                                                 that budget -> arrival (ledger.rate_budget)
    sst:{rl:<provider>:<account>}:room:cost      hash  ledger key -> calls its next run needs
    sst:rl:stripe:{<key fingerprint>}[:ep:<endpoint>|:blocked]
                                                 zsets  a Stripe key's request budget
                                                 (ledger.stripe_budget; one slot per key)
    sst:shopify:budget:<shop>                    hash  a shop's cost bucket
                                                 (ledger.shopify_budget)
"""

from __future__ import annotations

import hashlib

CHANNEL = "sst:settled"
# an entry's side keys, each "<entry key>:<part>"
PARTS = {
    "audit": "list: {at, actor, from, to, note} of every transition",
    "raw": "list: the provider's answers, as they arrived",
    "resume": "set: resume_url(s) to deliver the settled state to",
    "resume-secrets": "hash: resume_url -> the signing secret of its registration",
    "deliveries": "list: delivery ids made for the entry",
    "guard": "str: the refund guard passed (or found our refund) for this claim",
    "holds": "list: the policy holds this refund took (released if it fails)",
    "unknowns": "counter: outcomes that stayed unknown (escalate_after_unknown)",
    "resolved": "str: an escalation's decision being carried out (under a lease), then done",
    "task-read": "str: an MCP task's poll re-read the refund (once per poll interval)",
}

TENANTS = "sst:@tenants"
METRICS_COUNTERS = "sst:@metrics:counters"
METRICS_HISTOGRAMS = "sst:@metrics:hist"
POLICY_JUDGMENT_MODE = "sst:@policy:judgment_mode"
POLICY_AUDIT = "sst:@policy:audit"


def tenant_prefix(tenant: str) -> str:
    """``sst:{<tenant>}``: every tenant key starts with it (the braces are the hash tag)."""
    return "sst:{" + tenant + "}"


def entry(tenant: str, step: str, intent_id: str) -> str:
    return f"{tenant_prefix(tenant)}:{step}:{intent_id.replace(':', '%3A')}"


def parse_entry(entry_key: str) -> tuple[str, str, str]:
    """``entry()``'s inverse: (tenant, step, intent_id); reads the old layout's
    ``sst:<tenant>:...`` too (``migrate``)."""
    _, tenant, step, intent_id = entry_key.split(":", 3)
    if tenant.startswith("{") and tenant.endswith("}"):
        tenant = tenant[1:-1]
    return tenant, step, intent_id.replace("%3A", ":")


def tenant_of(key: str) -> str:
    """The tenant of any tenant-scoped key."""
    return key.split(":", 2)[1].strip("{}")


def part(entry_key: str, name: str) -> str:
    """One of the entry's side keys (``PARTS``)."""
    if name not in PARTS:
        raise KeyError(f"no side key {name!r} in service.ledger.keys.PARTS")
    return f"{entry_key}:{name}"


def request_key(tenant: str, idempotency_key: str) -> str:
    return f"{tenant_prefix(tenant)}:idem:{idempotency_key}"


def open_claims(tenant: str) -> str:
    return f"{tenant_prefix(tenant)}:@open"


def state(tenant: str, name: str) -> str:
    return f"{tenant_prefix(tenant)}:@state:{name}"


def waiting(tenant: str) -> str:
    return f"{tenant_prefix(tenant)}:@waiting"


def transitions(tenant: str) -> str:
    return f"{tenant_prefix(tenant)}:@transitions"


def created(tenant: str, step: str) -> str:
    return f"{tenant_prefix(tenant)}:@created:{step}"


def provider_key(key: str) -> str:
    return f"sst:@pk:{key or '-'}"


def job(tenant: str, job_id: str) -> str:
    return f"{tenant_prefix(tenant)}:job:{job_id}"


def escalation_id(tenant: str, esc_id: str) -> str:
    return f"{tenant_prefix(tenant)}:escid:{esc_id}"


def escalations(tenant: str, open_only: bool = False) -> str:
    return f"{tenant_prefix(tenant)}:escalations" + (":open" if open_only else "")


def escalations_resolving(tenant: str) -> str:
    """Decided escalations whose decision is not yet carried out and announced."""
    return f"{tenant_prefix(tenant)}:escalations:resolving"


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()[:32]


def spend(tenant: str, currency: str, customer: str) -> str:
    return f"{tenant_prefix(tenant)}:spend:{currency.lower()}:{_digest(customer)}"


def ticket_refunds(tenant: str, ticket_id: str) -> str:
    return f"{tenant_prefix(tenant)}:ticket-refunds:{_digest(ticket_id)}"


def recent_refunds(tenant: str, payment_id: str, amount: int) -> str:
    return f"{tenant_prefix(tenant)}:recent-refunds:{_digest(payment_id)}:{amount}"


def subscriptions(tenant: str) -> str:
    return f"{tenant_prefix(tenant)}:subs"


def subscription(tenant: str, sub_id: str, part_name: str = "") -> str:
    """The subscription's hash, or its ``deliveries`` / ``dead`` list or ``gone`` mark."""
    assert part_name in ("", "deliveries", "dead", "gone")
    return f"{tenant_prefix(tenant)}:sub:{sub_id}" + (f":{part_name}" if part_name else "")


def delivery(tenant: str, delivery_id: str) -> str:
    return f"{tenant_prefix(tenant)}:delivery:{delivery_id}"


def reconciliation(tenant: str, report_id: str) -> str:
    return f"{tenant_prefix(tenant)}:reconciliation:{report_id}"


def reconciliations(tenant: str) -> str:  # their ids
    return f"{tenant_prefix(tenant)}:reconciliations"


def recon_seen(tenant: str, fingerprint: str) -> str:
    return f"{tenant_prefix(tenant)}:recon-seen:{fingerprint}"


def ticket_watchers(ticket_id: int | str) -> str:
    return f"sst:@zendesk:ticket:{ticket_id}"


def webhook_event(provider: str, event_id: str) -> str:
    return f"sst:@webhook:{provider}:{event_id}"


def schedule_slot(name: str, slot: int) -> str:
    return f"sst:@schedule:{name}:{slot}"


def swept(entry_key: str, lease_until: float | str) -> str:
    return f"sst:@swept:{entry_key}:{lease_until}"


def stripe_budget(account: str) -> str:
    """A Stripe key's request budget (``account``: the key's fingerprint, never the key); its
    endpoints' places and its block share the hash tag."""
    return "sst:rl:stripe:{%s}" % account


def shopify_budget(shop: str) -> str:
    return f"sst:shopify:budget:{shop}"


def rate_budget(provider: str, account: str) -> str:
    return "sst:{rl:" + f"{provider}:{account}" + "}"


def rate_room(provider: str, account: str, part_name: str = "") -> str:
    """The waiting room of the account's rate budget (a zset), its ``cost`` hash, or its
    ``out`` zset (who it let out, by when, until RQ has their runs)."""
    assert part_name in ("", "cost", "out")
    return f"{rate_budget(provider, account)}:room" + (f":{part_name}" if part_name else "")


def account(tenant: str, provider: str, name: str) -> str:
    return f"{tenant_prefix(tenant)}:account:{provider}:{name}"


def accounts(tenant: str, part_name: str = "") -> str:
    """The tenant's set of accounts, or its ``default`` hash or ``audit`` list."""
    assert part_name in ("", "default", "audit")
    return f"{tenant_prefix(tenant)}:accounts" + (f":{part_name}" if part_name else "")


ACCOUNT_TENANTS = "sst:@accounts:tenants"


def queue(tenant: str, bucket: str, facet: str = "") -> str:
    """A console bucket, or one facet of it (``account:stripe:env``, ``reason:paused``);
    spelled in Lua too (``queue_index.LUA``)."""
    return f"{tenant_prefix(tenant)}:@q:{bucket}" + (f":{facet}" if facet else "")


def queue_scratch(tenant: str, token: str) -> str:
    """Where a filter of two facets is intersected, for a few seconds."""
    return f"{tenant_prefix(tenant)}:@q:tmp:{token}"


def find(tenant: str, kind: str, value: str) -> str:
    """The intents naming a ticket, a payment or a refund id (``kind``): the search."""
    return f"{tenant_prefix(tenant)}:@find:{kind}:{_digest(value)}"


def paused(tenant: str) -> str:
    """The tenant's pauses: ``*`` (every new refund) or ``<provider>:<account>``."""
    return f"{tenant_prefix(tenant)}:@paused"


def pauses_audit(tenant: str) -> str:
    return f"{tenant_prefix(tenant)}:pauses:audit"


def console_session(digest: str) -> str:
    return f"sst:@console:session:{digest}"


def console_signin(address: str) -> str:
    return f"sst:@console:signin:{_digest(address)}"


def address_limit(route: str, address: str) -> str:
    """One client address's count of an unauthenticated route's requests (``address_limits``)."""
    return f"sst:@limit:{route}:{_digest(address)}"


def console_sso(state: str) -> str:
    """A single sign-on begun (``web.console.sso``), keyed by its state's digest."""
    return f"sst:@console:sso:{_digest(state)}"
