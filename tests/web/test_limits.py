"""What anyone may write: every route of the app asked without a credential (each method, any
path values), against the real Redis, writes no key but the ones ``service.web.limits`` lists
and bounds; and the limit's own count (``ledger.address_limits``) refuses past its limit and
expires with its window. The single sign-on start's burst is ``tests/console/test_sso.py``'s."""

from __future__ import annotations

import fnmatch
import time

from service.ledger import address_limits, keys

# what a request without a credential may leave in Redis: a count per address (each with its
# window), and the one counter of refused webhooks
MAY_WRITE = ("sst:@limit:*", "sst:@console:signin:*", "sst:@metrics:counters")
PATH_VALUES = {"provider": "stripe", "tenant": "acme", "account": "env", "token": "x" * 40}


def _paths(app):
    for rule in app.url_map.iter_rules():
        values = {name: PATH_VALUES.get(name, "1") for name in rule.arguments}
        with app.test_request_context():
            from flask import url_for
            path = url_for(rule.endpoint, **values)
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            yield method, path


def test_no_route_asked_without_a_credential_writes_an_unbounded_key(app, client, rdb):
    asked = 0
    for method, path in _paths(app):
        before = set(rdb.scan_iter("*"))
        client.open(path, method=method, data=b"{}", content_type="application/json",
                    headers={"Origin": "http://localhost"})
        written = {key.decode() for key in set(rdb.scan_iter("*")) - before}
        unbounded = [key for key in written
                     if not any(fnmatch.fnmatch(key, pattern) for pattern in MAY_WRITE)]
        assert not unbounded, f"{method} {path} wrote {unbounded}"
        for key in written - {keys.METRICS_COUNTERS}:
            assert rdb.ttl(key) > 0, f"{method} {path} wrote {key} without a TTL"
        asked += 1
    assert asked > 40  # the API, the console, the webhooks, the old links, health, docs


def test_a_count_refuses_past_its_limit_and_ends_with_its_window(deps, rdb):
    waits = [address_limits.take(deps.ledger, "test", "192.0.2.7", 3, 2) for _ in range(5)]
    assert waits[:3] == [0, 0, 0] and all(0 < wait <= 2 for wait in waits[3:])
    assert address_limits.take(deps.ledger, "test", "192.0.2.8", 3, 2) == 0  # another address
    [key] = [k for k in rdb.scan_iter("sst:@limit:test:*") if int(rdb.get(k)) == 5]
    assert b"192.0.2.7" not in key  # the address's digest, not the address
    deadline = time.monotonic() + 5
    while rdb.exists(key) and time.monotonic() < deadline:  # the window ends: the key is gone
        time.sleep(0.1)
    assert not rdb.exists(key)
    assert address_limits.take(deps.ledger, "test", "192.0.2.7", 3, 2) == 0


def test_an_ipv6_client_counts_by_its_64_so_a_fresh_address_per_request_gains_nothing(app):
    from service.web.limits import client_address
    seen = {}
    for raw in ("2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "2001:db8:1:3::1", "192.0.2.7",
                "::ffff:192.0.2.7"):
        with app.test_request_context(environ_base={"REMOTE_ADDR": raw}):
            seen[raw] = client_address()
    assert seen["2001:db8:1:2::1"] == seen["2001:db8:1:2:ffff::9"] == "2001:db8:1:2::/64"
    assert seen["2001:db8:1:3::1"] != seen["2001:db8:1:2::1"]
    assert seen["192.0.2.7"] == seen["::ffff:192.0.2.7"] == "192.0.2.7"
