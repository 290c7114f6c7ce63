"""An entry's side keys that are marks, each ``<entry key>:<part>`` (``keys.PARTS``): whether
a refund has passed its guard (``guard``), how many of its outcomes stayed unknown
(``unknowns``), and whether an escalation's decision has been carried out (``resolved``).
Each lives as long as the ledger keeps entries.

The ``resolved`` mark is taken under a lease (``working|<lease until>|<owner>``) and set to
``done`` by its owner once the resolution is recorded: a resolver that dies between taking it
and recording leaves a lease that runs out, and the next resolver (the sweeper's) takes it
over. A bare ``approved``/``rejected`` (the mark before it had a lease, set once for ever) is
taken over too: the caller takes the mark only for an escalation whose resolution is not
recorded, so such a mark is a resolver that died.
"""

from __future__ import annotations

import uuid

from service.ledger import keys
from service.ledger.store import Ledger


def guard_passed(ledger: Ledger, entry_key: str) -> bool:
    """Has this intent passed the refund's guard (or a person approved it)?"""
    return bool(ledger.redis.exists(keys.part(entry_key, "guard")))


def pass_guard(ledger: Ledger, entry_key: str, how: str) -> None:
    """Mark the intent as past its guard; ``how``: passed, found, approved."""
    ledger.redis.set(keys.part(entry_key, "guard"), how, ex=ledger.ttl_s)


def count_unknown(ledger: Ledger, entry_key: str) -> int:
    """One more outcome that stayed unknown; the count so far."""
    key = keys.part(entry_key, "unknowns")
    count = int(ledger.redis.incr(key))
    ledger.redis.expire(key, ledger.ttl_s)
    return count


def forget_unknowns(ledger: Ledger, entry_key: str) -> None:
    """A person approved a retry: its unknowns count from zero again."""
    ledger.redis.delete(keys.part(entry_key, "unknowns"))


# KEYS: the mark. ARGV: our mark, now, ttl (s). -> 1 when ours now
_TAKE_RESOLVE = """
local value = redis.call('GET', KEYS[1])
if value == 'done' then return 0 end
if value then
  local lease = string.match(value, '^working|([^|]+)|')
  if lease and tonumber(lease) > tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
return 1
"""

# KEYS: the mark. ARGV: our mark. -> 1 when it was ours (now done)
_RESOLVED = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], 'done', 'KEEPTTL')
return 1
"""


def take_resolve(ledger: Ledger, entry_key: str, *, lease_s: float,
                 now: float | None = None) -> str | None:
    """Our mark (give it to ``resolve_done``) when we may carry the decision out now: nobody
    marked it, or its holder's lease ran out by ``now``; None when it is done or held."""
    now = ledger.clock.wall() if now is None else now
    token = f"working|{now + lease_s!r}|{uuid.uuid4().hex}"
    script = ledger.redis.register_script(_TAKE_RESOLVE)
    taken = script(keys=[keys.part(entry_key, "resolved")], args=[token, repr(now),
                                                                   ledger.ttl_s])
    return token if taken else None


def resolve_done(ledger: Ledger, entry_key: str, token: str) -> bool:
    """The resolution is recorded: the mark is done (False when our lease was taken over)."""
    script = ledger.redis.register_script(_RESOLVED)
    return bool(script(keys=[keys.part(entry_key, "resolved")], args=[token]))
