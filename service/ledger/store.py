"""The intent ledger: one Redis hash per (tenant, step, intent_id), claimed before any side effect.

Every claim and transition is a single Lua script, so two processes racing on one intent are
serialised by Redis itself, and every transition appends to the intent's audit trail and
publishes the entry's key on ``CHANNEL`` (waiters wake on it). The keys (the entry's hash, its ``audit``
and ``raw`` lists, the Idempotency-Key bindings) are named in ``service.ledger.keys``, with
every other key surestep writes; the scripts are ``service.ledger.scripts``.

The claim and settle scripts also keep the indexes of ``service.ledger.index`` (open claims,
entries by state, transition counts) in the same atomic step.

A claim leaves the entry ``in_progress`` under a lease; only the owner may settle it while the
lease runs. After the lease (a crashed process) or after an ``unknown`` outcome, the next
request re-claims it and re-uses the same ``provider_key``: the key never changes.

With ``min_replicas`` (``SURESTEP_REDIS_MIN_REPLICAS``), every claim, settle, move and
``update_result`` (the ticket step's ``sending`` mark) is followed by ``WAIT`` on the same
connection (``confirmed.write``): unless that many replicas confirm it within ``wait_ms``, it raises
``NotReplicated`` (a 503) before anything acts on it, so no provider is called and no answer
is given on a write a failover could still lose. A claim that was not confirmed gives its
lease back at once (``RELEASE``): nothing was sent, and the caller's retry may take it over.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from typing import Any, Callable, Literal, Mapping, Sequence, cast

import redis

from service import tracing
from service.deps import SYSTEM_CLOCK, Clock
from service.ledger import (
    confirmed,
    keys,
    long_fields,
    pauses,
    queue_index,
    read_ahead,
    ride_along,
    scripts,
)
from service.ledger import index as ledger_index
from service.ledger.connection import NotReplicated
from service.ledger.entries import (
    IN_PROGRESS,
    Busy,
    Claim,
    Conflicting,
    Entry,
    Missing,
    MoveOutcome,
    Owned,
    RequestKey,
    Settled,
    SettleOutcome,
    dumps,
    from_reply,
    move_outcome,
    reply_field,
    settle_outcome,
)
from service.ledger.packing import pack_answer, unpack_answer
from service.states import UNKNOWN

# What callers take from here: the ledger, and the types of what it answers (``entries``).
__all__ = ["CHANNEL", "IN_PROGRESS", "Busy", "Claim", "Conflicting", "Entry", "Ledger",
           "Missing", "MoveOutcome", "Owned", "RequestKey", "SettleOutcome", "Settled"]

CHANNEL = keys.CHANNEL
RAW_KEEP = 50  # responses kept per intent; enough for every retry a flow makes in practice


class Ledger:
    """Claims, settles and reads intents in Redis; the only module that knows the key layout."""

    def __init__(self, client: redis.Redis, ttl_s: int, *, min_replicas: int = 0,
                 wait_ms: int = 1000, clock: Clock = SYSTEM_CLOCK):
        self.redis = client
        # the time the ledger stamps and compares with (Deps.clock: service.wiring hands both
        # the same one); Redis-side time (a script's TIME) stays Redis's
        self.clock = clock
        self.ttl_s = int(ttl_s)
        self.min_replicas, self.wait_ms = int(min_replicas), int(wait_ms)
        self._claim = client.register_script(scripts.CLAIM)
        self._settle = client.register_script(scripts.SETTLE)
        self._move = client.register_script(scripts.MOVE)
        self._note = client.register_script(scripts.NOTE)
        self._narrow = client.register_script(scripts.NARROW)
        self._release = client.register_script(scripts.RELEASE)
        self._put_long = client.register_script(long_fields.PUT)
        # On a Cluster ``sst:@tenants`` is in another slot than a tenant's keys, so outside the
        # claim's script; elsewhere the script adds the tenant itself, when it writes.
        self._cluster = isinstance(client, redis.RedisCluster)

    def _write(self, queue: Callable[[Any], Any],
               reads: Sequence[read_ahead.Read] = ()) -> tuple[Any, bool]:
        """``queue``'s command, with ``WAIT`` under ``min_replicas`` (``confirmed.write``)."""
        return confirmed.write(self.redis, self.min_replicas, self.wait_ms, queue, reads)

    def _unconfirmed(self, what: str) -> NotReplicated:
        return NotReplicated(f"the ledger's {what} was not confirmed by {self.min_replicas} "
                             f"replica(s) within {self.wait_ms} ms")

    @staticmethod
    def key(tenant: str, step: str, intent_id: str) -> str:
        """The entry's key (``ledger_index.parse`` reverses it)."""
        return keys.entry(tenant, step, intent_id)

    def claim(self, tenant: str, step: str, intent_id: str, *, fingerprint: str,
              args: dict[str, Any] | None, provider_key: str, lease_s: float,
              actor: str = "api", initial: str = IN_PROGRESS,
              reclaim: tuple[str, ...] = (UNKNOWN,), to: str = IN_PROGRESS,
              note: str = "", request_key: RequestKey | None = None) -> Claim:
        """Atomically create the entry in state ``initial`` (``""``: never create), or move it
        from one of ``reclaim`` (or from an expired claim) to ``to``, or say why not.
        Moving to ``in_progress`` takes a lease, an owner token and counts an attempt.
        ``note`` replaces the audit entry's default wording. ``request_key`` is bound in the
        same step unless the claim is refused (``conflict``, ``key_conflict``, ``missing``)."""
        key = self.key(tenant, step, intent_id)
        owner = uuid.uuid4().hex
        if self._cluster:
            self._register(tenant)
        bind_key, bind_args = _binding(key, tenant, request_key)
        found = queue_index.find_keys(tenant, queue_index.terms(args)) if initial else []
        reply, confirmed = self._write(lambda client: self._claim(
            keys=[key, key + ":audit", *ledger_index.script_keys(tenant, step),
                  keys.paused(tenant), keys.part(key, "guard"), bind_key,
                  key if self._cluster else keys.TENANTS, *found],
            args=[self.clock.wall(), lease_s, fingerprint, owner, self.ttl_s, actor, dumps(args),
                  provider_key, initial, ",".join(reclaim), to, note, intent_id,
                  pauses.fields(step, args), *bind_args, "" if self._cluster else tenant,
                  tracing.trace_id()],
            client=client))
        kind, value = reply[0].decode(), reply[1].decode() if len(reply) > 1 else ""
        if kind == "key_conflict":
            return Conflicting("key_conflict", stored_args=_bound(value))
        if not confirmed:
            if kind in ("claimed", "reclaimed"):
                self._give_back(key, owner)
            raise self._unconfirmed("claim")
        return self._claimed(key, (tenant, step, intent_id), owner, kind, value, reply)

    def _claimed(self, key: str, ident: tuple[str, str, str], owner: str, kind: str,
                 value: str, reply: list[bytes]) -> Claim:
        """What the claim script's confirmed ``reply`` means: ``busy`` (until when),
        ``conflict`` (the stored arguments), ``missing`` when it has no entry, ``claimed`` or
        ``reclaimed`` (ours: the provider key is ours too), else ``settled`` in its state."""
        entry = from_reply(key, *ident, reply[2:]) if len(reply) > 2 else None
        if kind == "busy":
            return Busy("busy", lease_until=float(value))
        if kind == "conflict":
            return Conflicting("conflict", stored_args=json.loads(value))
        if entry is None:  # the script answers every other kind with the entry, if there is one
            return Missing("missing")
        if kind == "claimed" or kind == "reclaimed":
            self._own_provider_key(key, entry.provider_key)
            owned = cast(Literal["claimed", "reclaimed"], kind)  # the script's own word
            return Owned(owned, owner=owner, attempts=int(value), entry=entry,
                         paused=reply_field(reply[2:], b"paused"))
        return Settled("settled", state=entry.state, entry=entry)

    def settle(self, entry: Entry, state: str, result: Mapping[str, Any], *, actor: str,
               note: str, owner: str | None = None,
               reads: Sequence[read_ahead.Read] = ()) -> tuple[SettleOutcome, Entry | None]:
        """Record a state and its result. With ``owner``: only if we still hold the claim.
        Without: only forward and never over a live claim. Returns what happened
        (settled, unchanged, lost, busy, stale, missing) and the entry as it now stands.
        ``reads``: what the caller reads next, in the same round trip (``read_ahead``)."""
        found = queue_index.find_keys(entry.tenant, [("refund", str(result["refund_id"]))]
                                      ) if result.get("refund_id") else []
        reply, confirmed = self._write(lambda client: self._settle(
            keys=[entry.key, entry.key + ":audit",
                  *ledger_index.script_keys(entry.tenant, entry.step),
                  keys.part(entry.key, "resume"), *found],
            args=["owner" if owner else "forward", owner or "", state, self.clock.wall(),
                  dumps(result), actor, note, self.ttl_s,
                  f"{entry.step}|{entry.args.get('provider') or ''}", CHANNEL,
                  entry.intent_id, tracing.trace_id()], client=client), reads)
        if not confirmed:
            raise self._unconfirmed("settle")
        outcome = settle_outcome(reply[0])
        now = from_reply(entry.key, entry.tenant, entry.step, entry.intent_id, reply[2:])
        if now is not None and outcome in ("settled", "unchanged"):
            now = replace(now, resume_urls=tuple(sorted(url.decode() for url in reply[1])))
        return outcome, now

    def move(self, entry_key: str, tenant: str, step: str, intent_id: str, *,
             from_states: tuple[str, ...], to: str, result: Mapping[str, Any], actor: str,
             note: str, args_were: dict[str, Any] | None = None
             ) -> tuple[MoveOutcome, Entry | None]:
        """Compare-and-set: move the entry to ``to`` only from one of ``from_states`` (and,
        with ``args_were``, only while its args are those), with ``result`` as its result.
        Returns ``moved``, ``refused`` (it is elsewhere), ``changed`` (its args are not
        ``args_were``) or ``missing``, and the entry as it now stands."""
        reply, confirmed = self._write(lambda client: self._move(
            keys=[entry_key, entry_key + ":audit", *ledger_index.script_keys(tenant, step)],
            args=[self.clock.wall(), ",".join(from_states), to, dumps(result), actor, note,
                  self.ttl_s, step, CHANNEL,
                  "" if args_were is None else dumps(args_were), tracing.trace_id()],
            client=client))
        if not confirmed:
            raise self._unconfirmed("move")
        return move_outcome(reply[0]), from_reply(entry_key, tenant, step, intent_id, reply[1:])

    def note(self, entry_key: str, *, actor: str, note: str) -> bool:
        """Record a person's action that moves no state (a re-verify, a redelivery asked for)
        in the entry's audit trail; False when there is no such entry."""
        return bool(self._note(keys=[entry_key, keys.part(entry_key, "audit")],
                               args=[self.clock.wall(), actor, note, self.ttl_s]))

    def narrow(self, entry: Entry, args: dict[str, Any], *, actor: str, note: str) -> bool:
        """Replace the args of an entry that has not run (a person approved a lower amount),
        only while it is in ``entry.state`` with the args ``entry`` holds; audited. False when
        it moved or changed meanwhile. Confirmed like a claim: what runs next reads them."""
        done, confirmed = self._write(lambda client: self._narrow(
            keys=[entry.key, keys.part(entry.key, "audit")],
            args=[self.clock.wall(), entry.state, dumps(entry.args), dumps(args), actor, note,
                  self.ttl_s], client=client))
        if not confirmed:
            raise self._unconfirmed("narrowing")
        return bool(done)

    def update_result(self, entry: Entry, result: Mapping[str, Any]) -> None:
        """Persist a claim holder's progress mid-run (e.g. "about to send"), without a
        transition; the final ``settle`` overwrites it. Confirmed like a claim: the ticket
        step's ``sending`` mark is what stops a second send after a crash."""
        _, confirmed = self._write(lambda client: self._put_long(
            keys=[entry.key], args=["result", dumps(result)], client=client))
        if not confirmed:
            raise self._unconfirmed("progress mark")

    def _register(self, tenant: str) -> None:
        """On a Redis Cluster, the tenant in ``sst:@tenants`` before its claim: what the
        sweeper, reconciliation and /metrics walk (process-wide, so in another slot than the
        claim's script, which adds it itself off a Cluster, in the same step as the entry it
        writes). On every claim, not once per process: a set that lost it would get it back
        from whatever claim came next. A replica's refusal (a connection on a demoted primary: redis-py drops it)
        is an outage like the scripts' (``_write``)."""
        try:
            self.redis.sadd(keys.TENANTS, tenant)
        except redis.exceptions.ReadOnlyError as exc:
            raise redis.ConnectionError(f"the ledger reached a replica: {exc}") from exc

    def _own_provider_key(self, key: str, provider_key: str) -> None:
        """The provider key's owner, for what finds it without a tenant (a webhook, a
        listing): global, so on a Cluster not in the claim's slot nor its script. Written after
        every claim that may call the provider and before it does (a crash in between called
        nothing; whoever re-claims writes it), never for a refused claim."""
        if provider_key:
            self.redis.set(keys.provider_key(provider_key), key, nx=True, ex=self.ttl_s)

    def _give_back(self, key: str, owner: str) -> None:
        """End our own claim's lease now (best effort): its WAIT failed, nothing was sent."""
        try:
            self._release(keys=[key, keys.open_claims(keys.tenant_of(key))],
                          args=[owner, self.clock.wall()])
        except redis.RedisError:
            pass  # the lease runs out by itself

    def record_response(self, entry_key: str, record: dict[str, Any]) -> None:
        """Append a provider response (or error) as it arrived, before acting on it. Its
        metrics and budget release ride in front, their replies not ours (``ride_along``)."""
        pipe = self.redis.pipeline(transaction=False)
        riders = ride_along.ride(pipe, self.redis)
        pipe.rpush(entry_key + ":raw", pack_answer({"at": self.clock.wall(), **record}))
        pipe.ltrim(entry_key + ":raw", -RAW_KEEP, -1)
        pipe.expire(entry_key + ":raw", self.ttl_s)
        for reply in pipe.execute(raise_on_error=False)[riders:]:
            if isinstance(reply, Exception):
                raise reply

    def get(self, tenant: str, step: str, intent_id: str,
            reads: Sequence[read_ahead.Read] = ()) -> Entry | None:
        """The entry, or None (also for another tenant's intent: keys are tenant-scoped).
        ``reads`` go in the same round trip, their replies kept (``service.ledger.read_ahead``)."""
        key = self.key(tenant, step, intent_id)
        if reads:
            pipe = self.redis.pipeline(transaction=False)
            pipe.hgetall(key)
            for read in reads:
                read.queue(pipe)
            raw, *more = pipe.execute()
            read_ahead.keep(reads, more)
        else:
            raw = self.redis.hgetall(key)
        flat = [item for pair in raw.items() for item in pair]
        return from_reply(key, tenant, step, intent_id, flat)

    def get_many(self, entry_keys: list[str]) -> list[Entry | None]:
        """The entries of ``entry_keys`` (None for one that is gone), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for key in entry_keys:
            pipe.hgetall(key)
        out = []
        for key, raw in zip(entry_keys, pipe.execute() if entry_keys else []):
            tenant, step, intent_id = keys.parse_entry(key)
            flat = [item for pair in raw.items() for item in pair]
            out.append(from_reply(key, tenant, step, intent_id, flat))
        return out

    def close(self, also: Any = None) -> None:
        """Close the ledger's client, and ``also`` (RQ's connection) unless it is the same."""
        if also is not None and also is not self.redis:
            also.close()
        self.redis.close()

    def last_answers(self, entry_keys: list[str]) -> list[dict[str, Any]]:
        """Each entry's newest provider answer ({} for one with none), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for key in entry_keys:
            pipe.lindex(keys.part(key, "raw"), -1)
        return [unpack_answer(last) if last else {}
                for last in (pipe.execute() if entry_keys else [])]

    def history(self, entry_key: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """The audit trail and the raw provider responses, oldest first."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lrange(entry_key + ":audit", 0, -1)
        pipe.lrange(entry_key + ":raw", 0, -1)
        audit, raw = pipe.execute()
        return [json.loads(a) for a in audit], [unpack_answer(r) for r in raw]


def _binding(key: str, tenant: str, request_key: RequestKey | None) -> tuple[str, list[str]]:
    """The Idempotency-Key a claim binds and the binding's arguments (what the request was,
    and its fingerprint); without one, the entry's own key stands in for none."""
    if request_key is None:
        return key, ["", ""]
    return keys.request_key(tenant, request_key.key), [
        dumps({"fingerprint": request_key.fingerprint, "args": request_key.args}),
        request_key.fingerprint]


def _bound(value: str) -> dict[str, Any]:
    """A ``key_conflict``'s binding: as written (fingerprint and args), or its fingerprint
    alone for a binding written before the arguments were kept."""
    if value.startswith("{"):
        bound: dict[str, Any] = json.loads(value)
        return bound
    return {"fingerprint": value, "args": None}
