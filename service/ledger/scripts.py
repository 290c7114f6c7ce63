"""The ledger's Lua scripts: a claim, a settle and a compare-and-set move, each one atomic step
that also keeps the indexes (``index.LUA`` is prepended: ``sst_keys``, ``sst_index``).

Keys of every script: KEYS[1] the entry, KEYS[2] its audit list, then the index keys in the
order ``index.script_keys`` gives them: all of one tenant, so of one hash slot (a script's keys
must be, on a Redis Cluster). The pub/sub channel is an argument (a channel is not a key), and
the provider key's index (``sst:@pk:*``, global) is written by the ledger before the claim.
The claim and settle scripts also take the console's search keys (``queue_index.terms``) last,
and the claim script reads the tenant's pauses (``service.ledger.pauses``).
"""

from __future__ import annotations

from service.ledger import index, long_fields

# ARGV: now, lease_s, fingerprint ('' skips the check), owner, ttl, actor, args, provider_key,
# initial state for a new entry ('' creates nothing), states that may be re-claimed (csv),
# the state a (re-)claim moves to ('in_progress' takes the lease and counts an attempt),
# the audit note of the creation or re-claim ('' for the default wording), the intent id, the
# pauses that hold this claim (csv of fields of KEYS[SST_AFTER], '' for none: ``pauses.fields``), and
# an Idempotency-Key's binding to write and its fingerprint ('' and '' for none), and the tenant
# to add to ``sst:@tenants`` when the claim writes ('' where a Redis Cluster puts that set in
# another slot: the ledger then adds it just before), and the trace id of the request that
# claims ('' when traces are off), kept with its audit line.
# KEYS after the indexes: the tenant's pauses, the entry's ``guard`` side key, the
# Idempotency-Key's binding (of the entry's tenant, so of its slot; the entry's own key stands in
# when there is none), ``sst:@tenants`` (the entry's own key stands in on a Cluster), then the
# search keys of a new entry.
# A key bound to another request is 'key_conflict' (nothing written); a claim that another
# request's arguments hold is 'conflict' and binds nothing; every other answer binds the key in
# this same step, so a refused request never spends it.
# A new entry, or a re-claim of one that never passed the guard (nothing was ever sent for it), is
# marked ``paused`` (the pause's field) when one of its pauses is set: the refund step then holds
# it for a person, and checking here makes the pause and the claim one atomic step (a claim is
# either before the pause's write, or it sees it).
CLAIM = index.LUA + """
local now = tonumber(ARGV[1])
local state = redis.call('HGET', KEYS[1], 'state')
local target = ARGV[11]
local ix = sst_keys(3)
local bind = false
if ARGV[15] ~= '' then bind = KEYS[SST_AFTER + 2] end
if bind then
  local bound = redis.call('GET', bind)
  if bound then
    local fp = bound
    if string.sub(bound, 1, 1) == '{' then fp = cjson.decode(bound)['fingerprint'] end
    if fp ~= ARGV[16] then return {'key_conflict', bound} end
  end
end
local function bind_key()
  if bind then redis.call('SET', bind, ARGV[15], 'NX', 'EX', ARGV[5]) end
end
local function audit(from, to, note)
  redis.call('RPUSH', KEYS[2], cjson.encode({at=now, actor=ARGV[6], from=from, to=to, note=note,
    trace=ARGV[18] ~= '' and ARGV[18] or nil}))
end
local function paused()
  for field in string.gmatch(ARGV[14], '[^,]+') do
    if redis.call('HEXISTS', KEYS[SST_AFTER], field) == 1 then return field end
  end
  return false
end
local function held(note, pause)
  if not pause then return note end
  return note .. '; new refunds are paused (' .. pause .. '): held for a person, nothing sent'
end
local function register()
  if ARGV[17] ~= '' then redis.call('SADD', KEYS[SST_AFTER + 3], ARGV[17]) end
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
  bind_key()
  target = ARGV[9]
  redis.call('HSET', KEYS[1], 'state', target, 'fingerprint', ARGV[3],
    'provider_key', ARGV[8], 'result', '{}', 'created_at', now, 'updated_at', now,
    'attempts', 0)
  sst_put_long(KEYS[1], 'args', ARGV[7])
  local attempts = hold()
  local pause = paused()
  if pause then redis.call('HSET', KEYS[1], 'paused', pause) end
  redis.call('ZREMRANGEBYSCORE', ix.created, '-inf', now - tonumber(ARGV[5]))
  redis.call('ZADD', ix.created, now, ARGV[13]); redis.call('EXPIRE', ix.created, ARGV[5])
  sst_index(ix, KEYS[1], '', target, redis.call('HGET', KEYS[1], 'lease_until'), now, '')
  sst_find(SST_AFTER + 4, ARGV[13], now, ARGV[5])
  register()
  audit(cjson.null, target, held(ARGV[12] ~= '' and ARGV[12] or 'claimed', pause))
  redis.call('EXPIRE', KEYS[1], ARGV[5]); redis.call('EXPIRE', KEYS[2], ARGV[5])
  return {'claimed', tostring(attempts), unpack(redis.call('HGETALL', KEYS[1]))}
end
if ARGV[3] ~= '' and redis.call('HGET', KEYS[1], 'fingerprint') ~= ARGV[3] then
  return {'conflict', sst_long(KEYS[1], 'args')}
end
bind_key()
local lease = tonumber(redis.call('HGET', KEYS[1], 'lease_until'))
if state == 'in_progress' and lease > now then
  return {'busy', tostring(lease)}
end
local reclaimable = state == 'in_progress'
for candidate in string.gmatch(ARGV[10], '[^,]+') do
  if candidate == state then reclaimable = true end
end
if reclaimable then
  local pause = false
  if target == 'in_progress' and redis.call('EXISTS', KEYS[SST_AFTER + 1]) == 0 then pause = paused() end
  if pause then
    redis.call('HSET', KEYS[1], 'paused', pause)
  else
    redis.call('HDEL', KEYS[1], 'paused')
  end
  redis.call('HSET', KEYS[1], 'state', target, 'updated_at', now)
  local attempts = hold()
  sst_index(ix, KEYS[1], state, target, redis.call('HGET', KEYS[1], 'lease_until'),
    redis.call('HGET', KEYS[1], 'created_at'), '')
  local note = 'taken over from ' .. state
  if state == 'in_progress' then note = 'lease expired; re-claimed with the same provider key' end
  if state == 'unknown' then note = 'retry after unknown outcome' end
  if ARGV[12] ~= '' then note = ARGV[12] end
  register()
  audit(state, target, held(note, pause))
  return {'reclaimed', tostring(attempts), unpack(redis.call('HGETALL', KEYS[1]))}
end
return {'settled', state, unpack(redis.call('HGETALL', KEYS[1]))}
"""

# ARGV: mode, owner, state, now, result, actor, note, ttl, "<step>|<provider>", channel, the
# intent id, the trace id ('' when off). KEYS after the indexes: the entry's ``resume`` set (its resume_urls), then the
# search keys of the result (its refund id). Every answer but 'missing' is the outcome, the
# resume_urls (read in this same step, so the caller need not read them again; empty unless
# the entry was written), then the entry.
# Settle an entry. mode 'owner': only the holder of the claim. mode 'forward': anyone, but never
# over a live claim and never backwards (a stale read must not undo a newer truth).
SETTLE = index.LUA + """
local now = tonumber(ARGV[4])
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return {'missing'} end
local ix = sst_keys(3)
local rank = {unknown=0, in_progress=0, queued=0, working=0, pending=1, completed=2, failed=2,
  escalated=2}
if ARGV[1] == 'owner' then
  if state ~= 'in_progress' or redis.call('HGET', KEYS[1], 'owner') ~= ARGV[2] then
    return {'lost', {}, unpack(redis.call('HGETALL', KEYS[1]))}
  end
else
  if state == 'in_progress' and tonumber(redis.call('HGET', KEYS[1], 'lease_until')) > now then
    return {'busy', {}, unpack(redis.call('HGETALL', KEYS[1]))}
  end
  if (rank[ARGV[3]] or 0) < (rank[state] or 0) then
    return {'stale', {}, unpack(redis.call('HGETALL', KEYS[1]))}
  end
end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'updated_at', now, 'lease_until', 0)
sst_put_long(KEYS[1], 'result', ARGV[5])
sst_index(ix, KEYS[1], state, ARGV[3], 0, redis.call('HGET', KEYS[1], 'created_at'), ARGV[9])
sst_find(SST_AFTER + 1, ARGV[11], redis.call('HGET', KEYS[1], 'created_at'), ARGV[8])
if state ~= ARGV[3] then
  redis.call('RPUSH', KEYS[2], cjson.encode({at=now, actor=ARGV[6], from=state, to=ARGV[3],
    note=ARGV[7], trace=ARGV[12] ~= '' and ARGV[12] or nil}))
end
redis.call('EXPIRE', KEYS[1], ARGV[8]); redis.call('EXPIRE', KEYS[2], ARGV[8])
redis.call('PUBLISH', ARGV[10], KEYS[1])
local outcome = 'settled'
if state == ARGV[3] then outcome = 'unchanged' end
return {outcome, redis.call('SMEMBERS', KEYS[SST_AFTER]), unpack(redis.call('HGETALL', KEYS[1]))}
"""


# Move an entry from one of the given states (csv) to another, or say where it stands: a
# compare-and-set, so of two people deciding at once exactly one moves it. ARGV: now, from
# states, to, result (JSON, replaces the stored one), actor, note, ttl, step, channel, the
# args the caller read ('' for any), and the trace id ('' when off): other args stored answer
# 'changed' (a decision is bound to the proposal it was shown, in the same step as it counts).
# Compared as values, not as text: a writer's spacing or key order is not a change.
MOVE = index.LUA + """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return {'missing'} end
local ix = sst_keys(3)
local allowed = false
for candidate in string.gmatch(ARGV[2], '[^,]+') do
  if candidate == state then allowed = true end
end
if not allowed then return {'refused', unpack(redis.call('HGETALL', KEYS[1]))} end
local function same(a, b)
  if type(a) ~= type(b) then return false end
  if type(a) ~= 'table' then return a == b end
  for k, v in pairs(a) do if not same(v, b[k]) then return false end end
  for k in pairs(b) do if a[k] == nil then return false end end
  return true
end
if ARGV[10] ~= '' and not same(cjson.decode(sst_long(KEYS[1], 'args')),
                               cjson.decode(ARGV[10])) then
  return {'changed', unpack(redis.call('HGETALL', KEYS[1]))}
end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'updated_at', ARGV[1])
sst_put_long(KEYS[1], 'result', ARGV[4])
local args = cjson.decode(sst_long(KEYS[1], 'args'))
local provider = type(args) == 'table' and type(args['provider']) == 'string' and args['provider'] or ''
sst_index(ix, KEYS[1], state, ARGV[3], redis.call('HGET', KEYS[1], 'lease_until'),
  redis.call('HGET', KEYS[1], 'created_at'), ARGV[8] .. '|' .. provider)
redis.call('RPUSH', KEYS[2], cjson.encode({at=tonumber(ARGV[1]), actor=ARGV[5], from=state,
  to=ARGV[3], note=ARGV[6], trace=ARGV[11] ~= '' and ARGV[11] or nil}))
redis.call('EXPIRE', KEYS[1], ARGV[7]); redis.call('EXPIRE', KEYS[2], ARGV[7])
redis.call('PUBLISH', ARGV[9], KEYS[1])
return {'moved', unpack(redis.call('HGETALL', KEYS[1]))}
"""


# A person narrows what an entry will do before it runs (approving a lower amount than
# proposed): its args replaced, only while it is in the given state and holds the args the
# caller read (a compare-and-set), recorded in its audit trail. KEYS: the entry, its audit
# list. ARGV: now, state, args as read, new args, actor, note, ttl. Returns 1 when replaced.
NARROW = long_fields.LUA + """
if redis.call('HGET', KEYS[1], 'state') ~= ARGV[2] then return 0 end
if sst_long(KEYS[1], 'args') ~= ARGV[3] then return 0 end
sst_put_long(KEYS[1], 'args', ARGV[4])
redis.call('HSET', KEYS[1], 'updated_at', ARGV[1])
redis.call('RPUSH', KEYS[2], cjson.encode({at=tonumber(ARGV[1]), actor=ARGV[5], from=ARGV[2],
  to=ARGV[2], note=ARGV[6]}))
redis.call('EXPIRE', KEYS[2], ARGV[7])
return 1
"""


# A person's action on an entry that moves no state (re-verify, redeliver, reconcile asked from
# the console): recorded in its audit trail as a step from its state to the same one. KEYS:
# the entry, its audit list. ARGV: now, actor, note, ttl. Returns 0 when there is no entry.
NOTE = """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
redis.call('RPUSH', KEYS[2], cjson.encode({at=tonumber(ARGV[1]), actor=ARGV[2], from=state,
  to=state, note=ARGV[3]}))
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
"""


# Give back the lease of a claim we own (its WAIT failed, nothing was sent): it stays
# in_progress with the lease ended now, so the next request or the sweeper takes it over as
# after a crash. KEYS: the entry, the open-claims index. ARGV: owner, now.
RELEASE = """
if redis.call('HGET', KEYS[1], 'state') == 'in_progress'
    and redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then
  redis.call('HSET', KEYS[1], 'lease_until', ARGV[2])
  redis.call('ZADD', KEYS[2], ARGV[2], KEYS[1])
  return 1
end
return 0
"""
