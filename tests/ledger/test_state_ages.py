"""``ledger.index.ages``, read by the metrics collector: for a tracked state over every tenant,
how many entries were created at most each bound ago (cumulative, as a histogram's buckets)
and the oldest's created time, in one round trip."""

from __future__ import annotations

from service.ledger import index, keys


def test_the_counts_are_cumulative_over_tenants_and_the_oldest_is_found(rdb):
    rdb.sadd(keys.TENANTS, "acme", "globex")
    rdb.zadd(keys.state("acme", "pending"), {"a1": 990.0, "a2": 900.0})
    rdb.zadd(keys.state("globex", "pending"), {"g1": 500.0})
    counts, oldest = index.ages(rdb, "pending", [60, 200, float("inf")], now=1_000.0)
    assert counts == [1, 2, 3] and oldest == 500.0


def test_no_tenant_and_no_entry_count_nothing(rdb):
    assert index.ages(rdb, "pending", [60, 3600], now=1_000.0) == ([0, 0], None)
    rdb.sadd(keys.TENANTS, "acme")
    assert index.ages(rdb, "pending", [60, 3600], now=1_000.0) == ([0, 0], None)
