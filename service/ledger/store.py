"""The intent ledger: one Redis hash per (tenant, step, intent_id), claimed before any side effect.

Every claim and transition is a single Lua script, so two processes racing on one intent are
serialised by Redis itself, and every transition appends to the intent's audit trail and
publishes the entry's key on ``CHANNEL`` (waiters wake on it). Keys, all tenant-scoped:

    sst:<tenant>:<step>:<intent_id>          hash   state, fingerprint, args, provider_key,
                                                    owner, lease_until, attempts, result, times
    sst:<tenant>:<step>:<intent_id>:audit    list   {at, actor, from, to, note}
    sst:<tenant>:<step>:<intent_id>:raw      list   provider responses, as they arrived
    sst:<tenant>:idem:<Idempotency-Key>      string JSON {fingerprint, args} bound to the key

In keys, an intent id's ':' is written ``%3A`` (ids have no '%'), so no intent's key can be
another intent's side key: intent ``X:audit`` must not read or write ``X``'s audit trail. Other
modules append their own side keys the same way (``:resume``, ``:guard``, ``:unknowns``...).

The claim and settle scripts also keep the indexes of ``service.ledger.index`` (open claims,
entries by state, transition counts) in the same atomic step.

A claim leaves the entry ``in_progress`` under a lease; only the owner may settle it while the
lease runs. After the lease (a crashed process) or after an ``unknown`` outcome, the next
request re-claims it and re-uses the same ``provider_key``: the key never changes.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from typing import Any

import redis

from service.ledger import index as ledger_index

CHANNEL = "sst:settled"
IN_PROGRESS = "in_progress"
RAW_KEEP = 50  # responses kept per intent; enough for every retry a flow makes in practice

# ARGV: now, lease_s, fingerprint ('' skips the check), owner, ttl, actor, args, provider_key,
# initial state for a new entry ('' creates nothing), states that may be re-claimed (csv),
# the state a (re-)claim moves to ('in_progress' takes the lease and counts an attempt),
# the audit note of the creation or re-claim ('' for the default wording).
_CLAIM = ledger_index.LUA + """
local now = tonumber(ARGV[1])
local state = redis.call('HGET', KEYS[1], 'state')
local target = ARGV[11]
local ix = sst_keys(3)
local function audit(from, to, note)
  redis.call('RPUSH', KEYS[2], cjson.encode({at=now, actor=ARGV[6], from=from, to=to, note=note}))
end
local function hold()
  if target == 'in_progress' then
    redis.call('HSET', KEYS[1], 'owner', ARGV[4], 'lease_until', now + tonumber(ARGV[2]))
    return redis.call('HINCRBY', KEYS[1], 'attempts', 1)
  end
  redis.call('HSET', KEYS[1], 'owner', '', 'lease_until', 0)
  return tonumber(redis.call('HGET', KEYS[1], 'attempts'))
end
if not state then
  if ARGV[9] == '' then return {'missing', ''} end
  target = ARGV[9]
  redis.call('HSET', KEYS[1], 'state', target, 'fingerprint', ARGV[3], 'args', ARGV[7],
    'provider_key', ARGV[8], 'result', '{}', 'created_at', now, 'updated_at', now,
    'attempts', 0)
  local attempts = hold()
  redis.call('ZREMRANGEBYSCORE', ix.created, '-inf', now - tonumber(ARGV[5]))
  redis.call('ZADD', ix.created, now, ARGV[13]); redis.call('EXPIRE', ix.created, ARGV[5])
  if ARGV[8] ~= '' then redis.call('SET', ix.pk, KEYS[1], 'EX', ARGV[5]) end
  sst_index(ix, KEYS[1], '', target, redis.call('HGET', KEYS[1], 'lease_until'), now, '')
  audit(cjson.null, target, ARGV[12] ~= '' and ARGV[12] or 'claimed')
  redis.call('EXPIRE', KEYS[1], ARGV[5]); redis.call('EXPIRE', KEYS[2], ARGV[5])
  return {'claimed', tostring(attempts), unpack(redis.call('HGETALL', KEYS[1]))}
end
if ARGV[3] ~= '' and redis.call('HGET', KEYS[1], 'fingerprint') ~= ARGV[3] then
  return {'conflict', redis.call('HGET', KEYS[1], 'args')}
end
local lease = tonumber(redis.call('HGET', KEYS[1], 'lease_until'))
if state == 'in_progress' and lease > now then
  return {'busy', tostring(lease)}
end
local reclaimable = state == 'in_progress'
for candidate in string.gmatch(ARGV[10], '[^,]+') do
  if candidate == state then reclaimable = true end
end
if reclaimable then
  redis.call('HSET', KEYS[1], 'state', target, 'updated_at', now)
  local attempts = hold()
  sst_index(ix, KEYS[1], state, target, redis.call('HGET', KEYS[1], 'lease_until'),
    redis.call('HGET', KEYS[1], 'created_at'), '')
  local note = 'taken over from ' .. state
  if state == 'in_progress' then note = 'lease expired; re-claimed with the same provider key' end
  if state == 'unknown' then note = 'retry after unknown outcome' end
  if ARGV[12] ~= '' then note = ARGV[12] end
  audit(state, target, note)
  return {'reclaimed', tostring(attempts), unpack(redis.call('HGETALL', KEYS[1]))}
end
return {'settled', state, unpack(redis.call('HGETALL', KEYS[1]))}
"""

# Settle an entry. mode 'owner': only the holder of the claim. mode 'forward': anyone, but never
# over a live claim and never backwards (a stale read must not undo a newer truth).
_SETTLE = ledger_index.LUA + """
local now = tonumber(ARGV[4])
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return {'missing'} end
local ix = sst_keys(4)
local rank = {unknown=0, in_progress=0, queued=0, working=0, pending=1, completed=2, failed=2,
  escalated=2}
if ARGV[1] == 'owner' then
  if state ~= 'in_progress' or redis.call('HGET', KEYS[1], 'owner') ~= ARGV[2] then
    return {'lost', unpack(redis.call('HGETALL', KEYS[1]))}
  end
else
  if state == 'in_progress' and tonumber(redis.call('HGET', KEYS[1], 'lease_until')) > now then
    return {'busy', unpack(redis.call('HGETALL', KEYS[1]))}
  end
  if (rank[ARGV[3]] or 0) < (rank[state] or 0) then
    return {'stale', unpack(redis.call('HGETALL', KEYS[1]))}
  end
end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'result', ARGV[5], 'updated_at', now,
  'lease_until', 0)
sst_index(ix, KEYS[1], state, ARGV[3], 0, redis.call('HGET', KEYS[1], 'created_at'), ARGV[9])
if state ~= ARGV[3] then
  redis.call('RPUSH', KEYS[2], cjson.encode({at=now, actor=ARGV[6], from=state, to=ARGV[3],
    note=ARGV[7]}))
end
redis.call('EXPIRE', KEYS[1], ARGV[8]); redis.call('EXPIRE', KEYS[2], ARGV[8])
redis.call('PUBLISH', KEYS[3], KEYS[1])
local outcome = 'settled'
if state == ARGV[3] then outcome = 'unchanged' end
return {outcome, unpack(redis.call('HGETALL', KEYS[1]))}
"""


# Move an entry from one of the given states (csv) to another, or say where it stands: a
# compare-and-set, so of two people deciding at once exactly one moves it. ARGV: now, from
# states, to, result (JSON, replaces the stored one), actor, note, ttl.
_MOVE = ledger_index.LUA + """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return {'missing'} end
local ix = sst_keys(4)
local allowed = false
for candidate in string.gmatch(ARGV[2], '[^,]+') do
  if candidate == state then allowed = true end
end
if not allowed then return {'refused', unpack(redis.call('HGETALL', KEYS[1]))} end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'result', ARGV[4], 'updated_at', ARGV[1])
local args = cjson.decode(redis.call('HGET', KEYS[1], 'args'))
local provider = type(args) == 'table' and type(args['provider']) == 'string' and args['provider'] or ''
sst_index(ix, KEYS[1], state, ARGV[3], redis.call('HGET', KEYS[1], 'lease_until'),
  redis.call('HGET', KEYS[1], 'created_at'), ARGV[8] .. '|' .. provider)
redis.call('RPUSH', KEYS[2], cjson.encode({at=tonumber(ARGV[1]), actor=ARGV[5], from=state,
  to=ARGV[3], note=ARGV[6]}))
redis.call('EXPIRE', KEYS[1], ARGV[7]); redis.call('EXPIRE', KEYS[2], ARGV[7])
redis.call('PUBLISH', KEYS[3], KEYS[1])
return {'moved', unpack(redis.call('HGETALL', KEYS[1]))}
"""


@dataclass(frozen=True)
class Entry:
    """One intent's record for one step."""

    key: str
    tenant: str
    step: str
    intent_id: str
    state: str
    fingerprint: str
    args: dict[str, Any]
    provider_key: str
    attempts: int
    lease_until: float
    result: dict[str, Any]
    created_at: float
    updated_at: float

    def lease_live(self, now: float | None = None) -> bool:
        return self.state == IN_PROGRESS and self.lease_until > (now or time.time())


@dataclass(frozen=True)
class Claim:
    """The answer to a claim: ``claimed``/``reclaimed`` (you own it, with ``owner``),
    ``busy`` (someone else does, until ``lease_until``), ``settled`` or ``conflict``."""

    kind: str
    owner: str | None = None
    attempts: int = 0
    lease_until: float = 0.0
    state: str | None = None
    stored_args: dict[str, Any] | None = None
    entry: Entry | None = None


class Ledger:
    """Claims, settles and reads intents in Redis; the only module that knows the key layout."""

    def __init__(self, client: redis.Redis, ttl_s: int):
        self.redis = client
        self.ttl_s = int(ttl_s)
        self._claim = client.register_script(_CLAIM)
        self._settle = client.register_script(_SETTLE)
        self._move = client.register_script(_MOVE)

    @staticmethod
    def key(tenant: str, step: str, intent_id: str) -> str:
        """The entry's key (``ledger_index.parse`` reverses it)."""
        return f"sst:{tenant}:{step}:{intent_id.replace(':', '%3A')}"

    def claim(self, tenant: str, step: str, intent_id: str, *, fingerprint: str,
              args: dict[str, Any] | None, provider_key: str, lease_s: float,
              actor: str = "api", initial: str = IN_PROGRESS,
              reclaim: tuple[str, ...] = ("unknown",), to: str = IN_PROGRESS,
              note: str = "") -> Claim:
        """Atomically create the entry in state ``initial`` (``""``: never create), or move it
        from one of ``reclaim`` (or from an expired claim) to ``to``, or say why not.
        Moving to ``in_progress`` takes a lease, an owner token and counts an attempt.
        ``note`` replaces the audit entry's default wording."""
        key = self.key(tenant, step, intent_id)
        owner = uuid.uuid4().hex
        reply = self._claim(keys=[key, key + ":audit",
                                  *ledger_index.keys(tenant, step, provider_key)],
                            args=[time.time(), lease_s, fingerprint, owner, self.ttl_s, actor,
                                  _dumps(args), provider_key, initial, ",".join(reclaim), to,
                                  note, intent_id])
        kind, value = reply[0].decode(), reply[1].decode()
        entry = _entry(key, tenant, step, intent_id, reply[2:]) if len(reply) > 2 else None
        if kind in ("claimed", "reclaimed"):
            return Claim(kind, owner=owner, attempts=int(value), entry=entry)
        if kind == "busy":
            return Claim(kind, lease_until=float(value))
        if kind == "conflict":
            return Claim(kind, stored_args=json.loads(value))
        return Claim(kind, state=value, entry=entry)

    def settle(self, entry: Entry, state: str, result: dict[str, Any], *, actor: str,
               note: str, owner: str | None = None) -> tuple[str, Entry | None]:
        """Record a state and its result. With ``owner``: only if we still hold the claim.
        Without: only forward and never over a live claim. Returns what happened
        (settled, unchanged, lost, busy, stale, missing) and the entry as it now stands."""
        reply = self._settle(keys=[entry.key, entry.key + ":audit", CHANNEL,
                                   *ledger_index.keys(entry.tenant, entry.step,
                                                      entry.provider_key)],
                             args=["owner" if owner else "forward", owner or "", state,
                                   time.time(), _dumps(result), actor, note, self.ttl_s,
                                   f"{entry.step}|{entry.args.get('provider') or ''}"])
        now = _entry(entry.key, entry.tenant, entry.step, entry.intent_id, reply[1:])
        return reply[0].decode(), now

    def move(self, entry_key: str, tenant: str, step: str, intent_id: str, *,
             from_states: tuple[str, ...], to: str, result: dict[str, Any], actor: str,
             note: str) -> tuple[str, Entry | None]:
        """Compare-and-set: move the entry to ``to`` only from one of ``from_states``, with
        ``result`` as its result. Returns ``moved``, ``refused`` (it is elsewhere) or
        ``missing``, and the entry as it now stands."""
        reply = self._move(keys=[entry_key, entry_key + ":audit", CHANNEL,
                                 *ledger_index.keys(tenant, step, "")],
                           args=[time.time(), ",".join(from_states), to, _dumps(result), actor,
                                 note, self.ttl_s, step])
        return reply[0].decode(), _entry(entry_key, tenant, step, intent_id, reply[1:])

    def update_result(self, entry: Entry, result: dict[str, Any]) -> None:
        """Persist a claim holder's progress mid-run (e.g. "about to send"), without a
        transition; the final ``settle`` overwrites it."""
        self.redis.hset(entry.key, "result", _dumps(result))

    def record_response(self, entry_key: str, record: dict[str, Any]) -> None:
        """Append a provider response (or error) as it arrived, before acting on it."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.rpush(entry_key + ":raw", _dumps({"at": time.time(), **record}))
        pipe.ltrim(entry_key + ":raw", -RAW_KEEP, -1)
        pipe.expire(entry_key + ":raw", self.ttl_s)
        pipe.execute()

    def get(self, tenant: str, step: str, intent_id: str) -> Entry | None:
        """The entry, or None (also for another tenant's intent: keys are tenant-scoped)."""
        key = self.key(tenant, step, intent_id)
        raw = self.redis.hgetall(key)
        flat = [item for pair in raw.items() for item in pair]
        return _entry(key, tenant, step, intent_id, flat)

    def history(self, entry_key: str) -> tuple[list[dict], list[dict]]:
        """The audit trail and the raw provider responses, oldest first."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lrange(entry_key + ":audit", 0, -1)
        pipe.lrange(entry_key + ":raw", 0, -1)
        audit, raw = pipe.execute()
        return [json.loads(a) for a in audit], [json.loads(r) for r in raw]

    def bind_request_key(self, tenant: str, request_key: str, fingerprint: str,
                         args: dict[str, Any]) -> dict[str, Any] | None:
        """Bind an ``Idempotency-Key`` header to a request (its fingerprint and arguments, as
        valid as a body under the size limit, so bounded, and kept as long as the ledger's
        entries); return what it was already bound to (``fingerprint``, and ``args`` to name
        the fields that differ: None for a binding written before they were kept), or None
        when new."""
        key = f"sst:{tenant}:idem:{request_key}"
        if self.redis.set(key, _dumps({"fingerprint": fingerprint, "args": args}), nx=True,
                          ex=self.ttl_s):
            return None
        bound = self.redis.get(key)
        if bound is None:
            return None
        if not bound.startswith(b"{"):  # an older binding: the fingerprint alone
            return {"fingerprint": bound.decode(), "args": None}
        return json.loads(bound)


def _entry(key: str, tenant: str, step: str, intent_id: str, flat: list) -> Entry | None:
    """An Entry from HGETALL's flat [field, value, ...] reply (None when empty)."""
    if not flat:
        return None
    h = {flat[i].decode(): flat[i + 1].decode() for i in range(0, len(flat), 2)}
    return Entry(key=key, tenant=tenant, step=step, intent_id=intent_id, state=h["state"],
                 fingerprint=h["fingerprint"], args=json.loads(h["args"]),
                 provider_key=h["provider_key"], attempts=int(h["attempts"]),
                 lease_until=float(h["lease_until"]), result=json.loads(h["result"]),
                 created_at=float(h["created_at"]), updated_at=float(h["updated_at"]))


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
