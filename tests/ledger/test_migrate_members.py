"""``surestep migrate-keys`` renames the ledger keys a moved key's value names, kind by kind
(``service.ledger.migrate._HOLDERS``): a waiting room's members, a room's cost fields, a
ticket's or payment's refund marks, an entry's holds (its time to live kept), a delivery's
entry; a key of any other kind is left as it is."""

from __future__ import annotations

import json

from service.ledger import migrate

OLD, NEW = "sst:acme:refund:r1", "sst:{acme}:refund:r1"


def test_a_waiting_room_and_its_cost_name_entries_by_their_new_names(rdb):
    rdb.zadd("sst:{rl:zendesk:acct}:room", {OLD: 5.0})
    rdb.hset("sst:{rl:zendesk:acct}:room:cost", OLD, "3")
    for key in ("sst:{rl:zendesk:acct}:room", "sst:{rl:zendesk:acct}:room:cost"):
        migrate._rewrite_members(rdb, key)
    assert rdb.zrange("sst:{rl:zendesk:acct}:room", 0, -1, withscores=True) == [(NEW.encode(), 5.0)]
    assert rdb.hgetall("sst:{rl:zendesk:acct}:room:cost") == {NEW.encode(): b"3"}


def test_refund_marks_name_entries_in_their_values(rdb):
    rdb.hset("sst:{acme}:ticket-refunds:42", "sst_key", OLD)
    migrate._rewrite_members(rdb, "sst:{acme}:ticket-refunds:42")
    assert rdb.hgetall("sst:{acme}:ticket-refunds:42") == {b"sst_key": NEW.encode()}


def test_holds_keep_their_kind_and_time_to_live(rdb):
    rdb.rpush("sst:{acme}:refund:r1:holds", json.dumps(["ticket", OLD, "sst:acme:x"]))
    rdb.pexpire("sst:{acme}:refund:r1:holds", 60_000)
    migrate._rewrite_members(rdb, "sst:{acme}:refund:r1:holds")
    assert [json.loads(raw) for raw in rdb.lrange("sst:{acme}:refund:r1:holds", 0, -1)] == [
        ["ticket", NEW, migrate.renamed("sst:acme:x")]]
    assert 0 < rdb.pttl("sst:{acme}:refund:r1:holds") <= 60_000


def test_a_delivery_names_its_entry_and_other_kinds_are_left_alone(rdb):
    rdb.hset("sst:{acme}:delivery:d1", mapping={"entry": OLD, "url": "https://x"})
    rdb.hset("sst:{acme}:delivery:d2", mapping={"url": "https://x"})
    rdb.hset("sst:{acme}:other:1", mapping={"entry": OLD})
    for key in ("sst:{acme}:delivery:d1", "sst:{acme}:delivery:d2", "sst:{acme}:other:1"):
        migrate._rewrite_members(rdb, key)
    assert rdb.hget("sst:{acme}:delivery:d1", "entry") == NEW.encode()
    assert rdb.hgetall("sst:{acme}:delivery:d2") == {b"url": b"https://x"}
    assert rdb.hget("sst:{acme}:other:1", "entry") == OLD.encode()
