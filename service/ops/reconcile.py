"""Reconciliation: compare what the providers hold with what the ledger says, and report it.

The live path catches the duplicates it can see; this pass catches the rest: a refund issued
by hand in a dashboard, two refunds for one intent or one ticket, a refund carrying our
marker that the ledger lacks or records differently, a ledger ``completed`` whose refund the
provider does not have, and ``pending`` / ``unknown`` entries older than
``SURESTEP_RECONCILE_STALE_S`` (re-verified on the spot, the one write this pass makes: the
verify step records what the provider says, forward only). It never creates, cancels or
changes a refund: by the time a discrepancy shows, the right action needs a person. Each run
stores one report per tenant (``service.ops.reconcile_store``) and emits
``reconciliation.discrepancy`` for findings not reported before.

Per account: the environment's account of each provider (``env``, every tenant's) and each
account a tenant stored (``service.accounts``) is listed on its own and compared only with the
ledger entries claimed on it (``args.account``; ``env`` for entries written before accounts).
A tenant's account shows in that tenant's report only. For Stripe Connect the account-wide
listing holds the platform's own refunds only: an entry with a ``stripe_account`` is read by
its refund id on that connected account and compared with what the read says, but refunds made
on a connected account by hand, or twice, are not seen (Stripe lists them per connected account,
and the ledger does not know which connected accounts to list). Every finding names its
``account`` (and ``stripe_account``); the report's ``checked`` keeps one summary per provider
and adds one line per account (``service.ops.reconcile_store.checked``).

Finding kinds: ``duplicate_refunds``, ``duplicate_ticket``, ``manual_refund``,
``missing_in_ledger``, ``ledger_mismatch``, ``missing_at_provider``, ``stale``.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from connectors.errors import Missing, ProviderError
from service.deps import Deps
from service.errors import InFlight, ServiceError
from service.ledger import index as ledger_index
from service.ledger.store import Entry
from service.ops import reconcile_store
from service.ops.reconcile_store import Finding
from service.providers import listings as reconcile_sources
from service.providers.listings import Holdings, Seen, payments_of
from service.steps import refund as refund_step
from service.steps.common import ENV_ACCOUNT as ENV

STEP = "refund"
UNSETTLED = ("in_progress", "unknown", "pending")
# (provider, owner, account) -> the account's refund ids (None: its listing is not whole)
Listed = dict[tuple[str, str | None, str], set[str] | None]


def run(deps: Deps, since_s: float, *, actor: str = "reconcile",
        now: float | None = None) -> list[dict[str, Any]]:
    """Reconcile the window ``[now - since_s, now]`` for every tenant; store and return one
    report per tenant (and emit the new findings)."""
    now = deps.clock.wall() if now is None else now
    since = now - since_s
    stale_s = deps.config["SURESTEP_RECONCILE_STALE_S"]
    findings = reverify_stale(deps, now, stale_s, actor)
    account_tenants = set(deps.accounts.store.tenants())
    tenants = set(deps.config["API_KEYS"].values()) | account_tenants
    entries = {t: _entries(deps, t, since, now) for t in tenants}
    every = [e for es in entries.values() for e in es]
    holdings = [reconcile_sources.listing(deps, held, since, now, every)
                for held in reconcile_sources.accounts(deps, sorted(account_tenants), every)]
    listed = _listed(holdings)
    tenants |= _owners(holdings)
    for held in holdings:
        findings += compare(deps, held, _held_by(held, entries), now, stale_s, listed)
    tenants |= {finding.tenant for finding in findings}
    window = {"since": since, "until": now, "actor": actor}
    return [_report(deps, tenant, window, holdings, entries.get(tenant, []), findings)
            for tenant in sorted(tenants)]


def _held_by(held: Holdings, entries: dict[str, list[Entry]]) -> dict[str, list[Entry]]:
    """Each tenant's entries that this account's listing holds."""
    return {t: [e for e in es if held.holds(e)] for t, es in entries.items()}


def _listed(holdings: list[Holdings]) -> Listed:
    """Each account's refund ids as listed, or None where its listing failed."""
    return {(h.provider, h.owner, h.account): None if h.error or not h.connector
            else {s.id for s in h.refunds} for h in holdings}


def _owners(holdings: list[Holdings]) -> set[str]:
    """The tenants whose marker a listed refund carries."""
    return {seen.tenant for held in holdings for seen in held.refunds
            if seen.tenant is not None and seen.ours}


def _report(deps: Deps, tenant: str, window: dict[str, Any], holdings: list[Holdings],
            entries: list[Entry], findings: list[Finding]) -> dict[str, Any]:
    """One tenant's report, stored (its new findings emitted)."""
    return reconcile_store.save(deps, tenant, window,
                                reconcile_store.checked(holdings, entries, tenant),
                                [f.as_dict() for f in findings if f.tenant == tenant])


def compare(deps: Deps, held: Holdings, entries: dict[str, list[Entry]], now: float,
            stale_s: float, listed: Listed | None = None) -> list[Finding]:
    """Every discrepancy between one account's refunds and the ledger entries claimed on it
    (``listed``: every account's refund ids, to tell one provider account under two names)."""
    found: list[Finding] = []
    ours: dict[tuple[str, str], list[Seen]] = defaultdict(list)
    for seen in held.refunds:
        if seen.tenant is not None and seen.intent_id is not None:  # ours
            ours[(seen.tenant, seen.intent_id)].append(seen)
    for (tenant, intent_id), refunds in sorted(ours.items()):
        found += _check_intent(deps, held, tenant, intent_id, refunds, now, stale_s,
                               listed or {})
    found += _duplicate_tickets(held, ours)
    found += _manual(held, entries, ours)
    # an incomplete listing (or none: the account is not configured here) would make every
    # absence look like a missing refund
    if held.error is None and held.connector is not None:
        found += _unlisted(held, entries, now, stale_s)
    return found


def _check_intent(deps: Deps, held: Holdings, tenant: str, intent_id: str, refunds: list[Seen],
                  now: float, stale_s: float, listed: Listed) -> list[Finding]:
    provider, live = held.provider, [r for r in refunds if r.live]
    brief = [r.brief() for r in refunds]
    if len(live) > 1:
        return [Finding("duplicate_refunds", tenant, provider,
                        f"{len(live)} refunds moved money for intent {intent_id!r} "
                        f"({', '.join(r.id for r in live)}) in account {held.account!r}; "
                        f"surestep made one.", intent_id, brief, account=held.account)]
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None:
        return [Finding("missing_in_ledger", tenant, provider,
                        f"{provider} account {held.account!r} holds refund {refunds[0].id} "
                        f"marked for intent {intent_id!r}, which the ledger does not have.",
                        intent_id, brief, account=held.account)]
    seen = _compared(refunds, live, entry.refund_result.refund_id)
    elsewhere = _elsewhere(held, entry, seen, listed)
    if elsewhere is None:
        return []
    differences = elsewhere + _differences(entry, seen, now, stale_s)
    if not differences:
        return []
    return [Finding("ledger_mismatch", tenant, provider, "; ".join(differences), intent_id,
                    brief, _ledger_brief(entry), account=held.account,
                    stripe_account=entry.refund_args.stripe_account)]


def _compared(refunds: list[Seen], live: list[Seen], recorded: str | None) -> Seen:
    """The refund to compare the entry with: the one it records, else the one that moved
    money, else the first marked for the intent."""
    return next((r for r in refunds if r.id == recorded), live[0] if live else refunds[0])


def _elsewhere(held: Holdings, entry: Entry, seen: Seen, listed: Listed) -> list[str] | None:
    """How the account the refund is in differs from the one the entry was claimed on; None
    when the entry's own account lists the same refund (one provider account under two names,
    compared there)."""
    account, connected = entry.refund_args.account, entry.refund_args.stripe_account
    if connected:  # the listing is the platform's own: a connected account's refund is not in it
        return [f"the ledger records the intent on connected account {connected}, the "
                f"platform's own account {held.account!r} holds refund {seen.id}"]
    if account == held.account:
        return []
    own = listed.get((held.provider, None if account == ENV else entry.tenant, account), set())
    if own is None or seen.id in own:  # not knowable, or the same refund listed there too
        return None
    return [f"the ledger records the intent on account {account!r}, refund {seen.id} is in "
            f"account {held.account!r}"]


def _differences(entry: Entry, seen: Seen, now: float, stale_s: float) -> list[str]:
    if entry.state in UNSETTLED and now - entry.created_at < stale_s:
        return []  # still settling: the step, its verify job or the sweeper will get there
    result, out = entry.refund_result, []
    if result.refund_id != seen.id:
        out.append(f"the ledger records refund {result.refund_id} "
                   f"({entry.state}), the provider holds {seen.id}")
    if result.amount is not None and seen.amount is not None and result.amount != seen.amount:
        out.append(f"the ledger records {result.amount}, the provider {seen.amount}")
    if entry.state not in ("escalated", seen.state):
        out.append(f"the ledger says {entry.state}, the provider says {seen.state} "
                   f"({seen.status})")
    return out


def _duplicate_tickets(held: Holdings,
                       ours: dict[tuple[str, str], list[Seen]]) -> list[Finding]:
    by_ticket: dict[tuple[str, str], list[Seen]] = defaultdict(list)
    for (tenant, _), refunds in ours.items():
        for seen in refunds:
            if seen.live and seen.ticket_id:
                by_ticket[(tenant, seen.ticket_id)].append(seen)
    found = []
    for (tenant, ticket), refunds in sorted(by_ticket.items()):
        intents = sorted({r.intent_id or "" for r in refunds})
        if len(intents) > 1:
            found.append(Finding("duplicate_ticket", tenant, held.provider,
                                 f"ticket {ticket} was refunded under {len(intents)} intents "
                                 f"({', '.join(intents)}) in account {held.account!r}.", None,
                                 [r.brief() for r in refunds], account=held.account))
    return found


def _manual(held: Holdings, entries: dict[str, list[Entry]],
            ours: dict[tuple[str, str], list[Seen]]) -> list[Finding]:
    """Refunds without our marker on a payment that a tenant refunded through surestep on this
    account (a Connect entry's payment is the connected account's, not in this listing)."""
    paid = _refunded_through_us(entries, ours)
    found = []
    for seen in held.refunds:
        if seen.ours:
            continue
        for tenant in sorted(t for t, payments in paid.items() if payments & seen.payments):
            found.append(Finding("manual_refund", tenant, held.provider,
                                 f"refund {seen.id} of {seen.amount} {(seen.currency or '').upper()}"
                                 f" in account {held.account!r} was not made by surestep, on a "
                                 f"payment surestep also refunded "
                                 f"({', '.join(sorted(seen.payments))}).",
                                 None, [seen.brief()], account=held.account))
    return found


def _refunded_through_us(entries: dict[str, list[Entry]],
                         ours: dict[tuple[str, str], list[Seen]]) -> dict[str, set[str]]:
    """The payments each tenant refunded through surestep on this account: those its ledger
    entries name (but a Connect entry's, on its connected account) and those our marked
    refunds in the listing moved money from."""
    paid: dict[str, set[str]] = defaultdict(set)
    for tenant, tenant_entries in entries.items():
        for entry in tenant_entries:
            if not entry.refund_args.stripe_account:
                paid[tenant] |= payments_of(entry)
    for (tenant, _), refunds in ours.items():
        for seen in refunds:
            paid[tenant] |= seen.payments
    return paid


def _unlisted(held: Holdings, entries: dict[str, list[Entry]], now: float,
              stale_s: float) -> list[Finding]:
    """Ledger entries on this account naming a refund its listing lacks, each read by id (a
    Connect entry on its connected account): missing_at_provider when the account does not
    have it; a Connect entry's refund, which no listing shows, is compared with what it read."""
    listed, found = {seen.id for seen in held.refunds}, []
    for tenant, tenant_entries in sorted(entries.items()):
        for entry in tenant_entries:
            refund_id = entry.refund_result.refund_id
            if (not refund_id or refund_id in listed
                    or entry.state not in ("completed", "pending")):
                continue
            finding = _read_unlisted(held, tenant, entry, refund_id, now, stale_s)
            if finding is not None:
                found.append(finding)
    return found


def _read_unlisted(held: Holdings, tenant: str, entry: Entry, refund_id: str, now: float,
                   stale_s: float) -> Finding | None:
    """One ledger entry whose refund the listing lacks, read by id: ``missing_at_provider``
    when the account does not have it; a Connect entry's refund compared with what was read
    (``ledger_mismatch``). None when nothing differs, or when the read failed (the account's
    report is then incomplete: ``held.error``)."""
    connected = entry.refund_args.stripe_account
    held.connected_reads += bool(connected)
    where = f"{held.provider} account {held.account!r}" + (
        f" (connected account {connected})" if connected else "")
    try:
        observed = held.connector.read(entry, refund_id)
    except Missing:
        return Finding("missing_at_provider", tenant, held.provider,
                       f"the ledger says {entry.state} with refund {refund_id}, "
                       f"which {where} does not have.", entry.intent_id,
                       [], _ledger_brief(entry), held.account, connected)
    except ProviderError as exc:
        held.error = f"refund {refund_id} could not be read: {exc.message}"
        return None
    seen = Seen(held.provider, observed.id, observed.state, observed.provider_status,
                observed.amount, observed.currency, payments_of(entry), tenant,
                entry.intent_id, entry.refund_args.ticket_id, held.account, connected)
    differences = _differences(entry, seen, now, stale_s) if connected else []
    if not differences:
        return None
    return Finding("ledger_mismatch", tenant, held.provider,
                   "; ".join(differences) + f" ({where})", entry.intent_id,
                   [seen.brief()], _ledger_brief(entry), held.account, connected)


def reverify_stale(deps: Deps, now: float, stale_s: float, actor: str) -> list[Finding]:
    """``pending`` and ``unknown`` refunds older than ``stale_s``, each re-read now."""
    found = []
    for state in ("pending", "unknown"):
        for key in ledger_index.in_state(deps.ledger, state, created_before=now - stale_s):
            tenant, step, intent_id = ledger_index.parse(key)
            entry = deps.ledger.get(tenant, step, intent_id)
            if entry is None or entry.state != state:
                ledger_index.forget(deps.ledger, key, state)  # a stale hint, not a finding
                continue
            after, note = _reverify(deps, entry, actor)
            hours = (now - entry.created_at) / 3600
            provider, account, connected = _account_of(entry)
            found.append(Finding("stale", tenant, provider,
                                 f"{step} {state} for {hours:.1f} h; re-verified: {after}"
                                 f"{note}.", intent_id, [], {**_ledger_brief(entry),
                                                             "state_after": after},
                                 account, connected))
    return found


def _reverify(deps: Deps, entry: Entry, actor: str) -> tuple[str, str]:
    if entry.step != STEP:
        return entry.state, " (ticket updates are re-checked by their own job)"
    try:
        return refund_step.verify(deps, entry.tenant, entry.intent_id, actor=actor).entry.state, ""
    except InFlight:
        return "in_progress", " (a request is executing it right now)"
    except ServiceError as exc:
        return entry.state, f" (not re-read: {exc.detail})"


def _entries(deps: Deps, tenant: str, since: float, until: float) -> list[Entry]:
    entries = []
    for intent_id, _ in ledger_index.created(deps.ledger, tenant, STEP, since, until):
        entry = deps.ledger.get(tenant, STEP, intent_id)
        if entry is not None:
            entries.append(entry)
    return entries


def _account_of(entry: Entry) -> tuple[str, str, str | None]:
    """(provider, account, Stripe Connect account) of a refund or a ticket update."""
    if entry.step == STEP:
        args = entry.refund_args
        return args.provider, args.account, args.stripe_account
    return "zendesk", entry.ticket_args.account, None


def _ledger_brief(entry: Entry) -> dict[str, Any]:
    result = entry.refund_result if entry.step == STEP else None
    return {"state": entry.state, "refund_id": result.refund_id if result else None,
            "amount": result.amount if result else None, "attempts": entry.attempts,
            "created_at": entry.created_at, "updated_at": entry.updated_at}

