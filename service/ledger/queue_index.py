"""The console's indexes: what waits for someone, by bucket and facet, and the search terms.

The ops console (``service.web.console``) lists, per tenant, what waits for a person or a
provider without scanning the ledger. Its buckets are kept by the ledger's own scripts, in
the same atomic step as the transition (``LUA`` is called from ``index.LUA``'s ``sst_index``):

    person    escalation entries ``open``        (a person decides)
    unknown   refund and ticket entries ``unknown`` (the outcome is not known yet)
    pending   refund entries ``pending``          (the provider has not settled it)

each a zset of entry keys scored by ``created_at``, with one zset per facet of the entry
(``provider:<p>``, ``account:<p>:<account>``, and for an escalation ``reason:<code>`` of each
of its reasons; an escalation's provider and account are its proposal's). A filter of one
facet reads its zset; of two, their intersection (``ZINTERSTORE`` into a scratch key, read and
deleted in the same pipeline). ``dead`` (deliveries given up) is written by
``service.events.deliveries``. The search terms (a ticket, a payment, a refund id -> intents)
are written by the claim script (from the arguments of a new entry) and the settle script
(the refund id of a result): ``terms`` says which, the scripts only add what they are given.

As every index here, these are hints: a reader re-reads the entry and drops a member that is
gone or elsewhere (``forget``).
"""

from __future__ import annotations

import heapq
import secrets
from dataclasses import dataclass
from typing import Any, Iterable

from service.ledger import keys, long_fields
from service.ledger.connection import Store, client_of
from service.states import OPEN, PENDING, UNKNOWN

BUCKETS = ("person", "unknown", "pending", "dead")
FACETED = ("person", "unknown", "pending")  # dead deliveries have no facets (age only)
# Which (step, state) each bucket holds: spelled for Lua below, and read by the console.
HOLDS = {"person": {("escalation", OPEN)},
         "unknown": {("refund", UNKNOWN), ("ticket_update", UNKNOWN),
                     ("ticket_bulk_update", UNKNOWN)},
         "pending": {("refund", PENDING)}}
PAYMENT_FIELDS = ("payment_intent", "charge", "order_id")

LUA = long_fields.LUA + """
local SST_BUCKETS = {""" + ", ".join(f"['{step}|{state}']='{bucket}'" for bucket, pairs in
                                     HOLDS.items() for step, state in sorted(pairs)) + """}
local function sst_facets(step, raw)
  local ok, args = pcall(cjson.decode, raw or '')
  local out = {}
  if not ok or type(args) ~= 'table' then return out end
  if step == 'escalation' then
    if type(args.reasons) == 'table' then
      for _, reason in ipairs(args.reasons) do
        if type(reason) == 'table' and type(reason.code) == 'string' then
          table.insert(out, 'reason:' .. reason.code)
        end
      end
    end
    args = args.proposal
    if type(args) ~= 'table' then return out end
  end
  local provider = args.provider
  if type(provider) ~= 'string' then
    provider = string.sub(step, 1, 7) == 'ticket_' and 'zendesk' or 'stripe'
  end
  local account = type(args.account) == 'string' and args.account or 'env'
  table.insert(out, 'provider:' .. provider)
  table.insert(out, 'account:' .. provider .. ':' .. account)
  return out
end
local function sst_queue(open_key, key, from, to, created)
  local step = string.match(key, '^sst:{[^}]*}:([^:]+):')
  if not step then return end
  local left, entered = SST_BUCKETS[step .. '|' .. from], SST_BUCKETS[step .. '|' .. to]
  if left == entered then return end
  local prefix = string.sub(open_key, 1, -6) .. '@q:'
  local facets = sst_facets(step, sst_long(key, 'args'))
  if left then
    redis.call('ZREM', prefix .. left, key)
    for _, facet in ipairs(facets) do redis.call('ZREM', prefix .. left .. ':' .. facet, key) end
  end
  if entered then
    redis.call('ZADD', prefix .. entered, created, key)
    for _, facet in ipairs(facets) do
      redis.call('ZADD', prefix .. entered .. ':' .. facet, created, key)
    end
  end
end
local function sst_find(first, intent, at, ttl)
  for i = first, #KEYS do
    redis.call('ZADD', KEYS[i], at, intent); redis.call('EXPIRE', KEYS[i], ttl)
  end
end
"""


def bucket_of(step: str, state: str) -> str | None:
    """The bucket an entry in ``state`` is listed in (None: it waits for no one)."""
    return next((b for b, pairs in HOLDS.items() if (step, state) in pairs), None)


def terms(args: dict[str, Any] | None, result: dict[str, Any] | None = None
          ) -> list[tuple[str, str]]:
    """The search terms of an entry: its ticket and payment (an escalation's own ticket and
    its proposal's), and the refund id of its result."""
    found: list[tuple[str, str]] = []
    given: dict[str, Any] = args or {}
    sources = [given]
    if isinstance(given.get("proposal"), dict):
        sources.append(given["proposal"])
    for source in sources:
        if source.get("ticket_id") not in (None, ""):
            found.append(("ticket", str(source["ticket_id"])))
        found += [("payment", str(source[f])) for f in PAYMENT_FIELDS if source.get(f)]
    if result and result.get("refund_id"):
        found.append(("refund", str(result["refund_id"])))
    return list(dict.fromkeys(found))


def find_keys(tenant: str, found: Iterable[tuple[str, str]]) -> list[str]:
    return [keys.find(tenant, kind, value) for kind, value in found]


@dataclass(frozen=True)
class Row:
    """One member of a bucket: the tenant, the member (an entry key, or a delivery id for
    ``dead``) and its score (when it was created, or given up)."""

    tenant: str
    member: str
    score: float

    @property
    def cursor(self) -> str:
        return f"{self.score!r}~{self.member}"


def parse_cursor(cursor: str | None) -> tuple[float, str] | None:
    """``<score>~<member>`` (a ``Row.cursor``); None for none or a malformed one."""
    score, sep, member = (cursor or "").partition("~")
    try:
        return (float(score), member) if sep and member else None
    except ValueError:
        return None


class View:
    """One request's reads of the buckets, over one or several tenants, under one filter:
    ``facets`` (at most one account or provider, and a reason) and ``created_before``
    (exclusive)."""

    def __init__(self, store: Store, tenants: list[str], facets: list[str],
                 created_before: float = float("inf")):
        self.client, self.tenants, self.facets = client_of(store), tenants, facets
        self.before = created_before

    def _facets(self, bucket: str) -> list[str]:
        if bucket == "dead":
            return []
        return [f for f in self.facets if bucket == "person" or not f.startswith("reason:")]

    def _source(self, pipe: Any, tenant: str, bucket: str, scratch: list[str]) -> str:
        """The zset to read for ``bucket``: its own, a facet's, or an intersection queued on
        ``pipe`` (its name added to ``scratch``, to delete once read)."""
        facets = self._facets(bucket)
        if len(facets) <= 1:
            return keys.queue(tenant, bucket, facets[0] if facets else "")
        name = keys.queue_scratch(tenant, secrets.token_hex(8))
        pipe.zinterstore(name, {keys.queue(tenant, bucket, f): (1 if i == 0 else 0)
                                for i, f in enumerate(facets)})
        pipe.pexpire(name, 10_000)
        scratch.append(name)
        return name

    def counts(self, buckets: Iterable[str], high: dict[str, float] | None = None
               ) -> dict[str, int]:
        """How many members each bucket holds under the filter, over every tenant: one round
        trip. ``high``: a bucket's own bound on the score (pending: past its expected time)."""
        pipe = self.client.pipeline(transaction=False)
        scratch: list[str] = []
        at: list[tuple[str, int]] = []
        for bucket in buckets:
            top = self._high(high.get(bucket) if high else None)
            for tenant in self.tenants:
                source = self._source(pipe, tenant, bucket, scratch)
                at.append((bucket, len(pipe)))
                pipe.zcount(source, "-inf", top)
        for name in scratch:
            pipe.delete(name)
        replies = pipe.execute()
        out = dict.fromkeys(buckets, 0)
        for bucket, position in at:
            out[bucket] += int(replies[position])
        return out

    def _high(self, bound: float | None) -> str:
        """The exclusive upper bound of scores: created before ``created_before`` (and
        before a bucket's own ``bound``)."""
        value = min(self.before, float("inf") if bound is None else bound)
        return "+inf" if value == float("inf") else f"({value!r}"

    def page(self, bucket: str, *, after: tuple[float, str] | None = None, limit: int = 50,
             high: float | None = None) -> list[Row]:
        """The oldest ``limit`` members after the cursor ``after`` (oldest first), merged over
        the tenants: one round trip."""
        top, low = self._high(high), "-inf" if after is None else repr(after[0])
        pipe = self.client.pipeline(transaction=False)
        scratch: list[str] = []
        at = []
        for tenant in self.tenants:
            source = self._source(pipe, tenant, bucket, scratch)
            at.append(len(pipe))
            # from the cursor's score inclusive: members of an equal score are skipped below
            pipe.zrangebyscore(source, low, top, start=0, num=limit + 50, withscores=True)
        for name in scratch:
            pipe.delete(name)
        replies = pipe.execute()
        pages = [replies[position] for position in at]
        rows = heapq.merge(*[[Row(t, m.decode(), s) for m, s in got]
                             for t, got in zip(self.tenants, pages)],
                           key=lambda row: (row.score, row.member))
        out = []
        for row in rows:
            if after is not None and (row.score, row.member) <= after:
                continue
            out.append(row)
            if len(out) >= limit:
                break
        return out


def found(store: Store, tenants: list[str], text: str) -> list[tuple[str, str]]:
    """(tenant, intent_id) of every intent named by ``text``: an intent id of a refund or an
    escalation, or a ticket, payment or refund id in the search terms. One round trip."""
    client = client_of(store)
    pipe = client.pipeline(transaction=False)
    for tenant in tenants:
        pipe.exists(keys.entry(tenant, "refund", text))
        pipe.exists(keys.entry(tenant, "escalation", text))
        for kind in ("ticket", "payment", "refund"):
            pipe.zrevrange(keys.find(tenant, kind, text), 0, 49)
    replies = iter(pipe.execute())
    out: list[tuple[str, str]] = []
    for tenant in tenants:
        own = [next(replies), next(replies)]
        if any(own):
            out.append((tenant, text))
        for _ in range(3):
            out += [(tenant, m.decode()) for m in next(replies)]
    return list(dict.fromkeys(out))


def forget(store: Store, tenant: str, bucket: str, member: str,
           facets: Iterable[str] = ()) -> None:
    """Drop a stale member (its entry is gone or in another state) from a bucket."""
    client = client_of(store)
    pipe = client.pipeline(transaction=False)
    for name in [keys.queue(tenant, bucket), *(keys.queue(tenant, bucket, f) for f in facets)]:
        pipe.zrem(name, member)
    pipe.execute()


def dead(store: Store, tenant: str, delivery_id: str, at: float | None) -> None:
    """A delivery given up (``at``), or no longer so (``None``: delivered, retried, gone)."""
    client = client_of(store)
    name = keys.queue(tenant, "dead")
    if at is None:
        client.zrem(name, delivery_id)
    else:
        client.zadd(name, {delivery_id: at})
