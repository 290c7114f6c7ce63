"""The layout that shards (issue 18): every tenant key carries the tenant as its Redis Cluster
hash tag, so one tenant's keys (and so each ledger script's keys) share a slot; the readers of
the per-tenant indexes walk ``sst:@tenants``; and ``surestep migrate-keys`` moves a ledger
written in the old layout, after which its entries are found, replayed and swept.

Run on one Redis by ``make test``, and on a real 3-primary Cluster with the ledger's other tests
by ``make test-cluster`` (``SURESTEP_TEST_CLUSTER=1``), where a slot mistake is an error."""

from __future__ import annotations

import inspect
import time

import pytest
import redis
from redis.cluster import RedisCluster
from redis.crc import key_slot

from sandbox.embedded_redis import EmbeddedRedis
from service.ledger import index as ledger_index
from service.ledger import keys, migrate
from service.ops import sweeper
from tests.support.cluster import CLUSTER
from tests.support.constants import ACME, GLOBEX
from tests.support.waits import wait_until

ARGS = {"str": "x1", "int": 7, "bool": False}


def _call(fn, tenant: str) -> str:
    params = list(inspect.signature(fn).parameters.values())
    values = []
    for p in params[1:]:
        if p.default is not inspect.Parameter.empty:
            break
        values.append(ARGS["int"] if p.annotation in ("int", int) else ARGS["str"])
    return fn(tenant, *values)


def test_every_tenant_key_carries_the_tenant_as_its_hash_tag():
    tenant_fns = [fn for name, fn in vars(keys).items() if inspect.isfunction(fn)
                  and not name.startswith("_") and fn.__module__ == keys.__name__
                  and list(inspect.signature(fn).parameters)[:1] == ["tenant"]]
    assert len(tenant_fns) >= 20  # entry, the indexes, holds, subscriptions, reports, ...
    for fn in tenant_fns:
        name = _call(fn, "acme")
        assert name.startswith("sst:{acme}"), (fn.__name__, name)
        if fn is not keys.tenant_prefix:
            assert keys.tenant_of(name) == "acme" and key_slot(name.encode()) == key_slot(
                b"{acme}"), (fn.__name__, name)
    entry = keys.entry("acme", "refund", "a:b")
    assert keys.parse_entry(entry) == ("acme", "refund", "a:b")
    assert keys.parse_entry("sst:acme:refund:a%3Ab") == ("acme", "refund", "a:b")  # the old one
    budget = keys.rate_budget("zendesk", "acct")
    assert {key_slot(k.encode()) for k in (budget, keys.rate_room("zendesk", "acct"),
                                           keys.rate_room("zendesk", "acct", "cost"))} == {
        key_slot(b"{rl:zendesk:acct}")}


def refund(client, headers, intent: str, payment: str, amount: int = 300):
    return client.post("/v1/refunds", headers=headers, json={
        "intent_id": intent, "payment_intent": payment, "amount": amount, "currency": "usd"})


def test_a_tenants_keys_share_one_slot_and_each_tenant_is_registered(client, deps, rdb,
                                                                     stripe_sim):
    payment = stripe_sim.payment(100_000)["payment_intent"]
    for headers in (ACME, GLOBEX):
        assert refund(client, headers, "slot-1", payment).json["state"] == "completed"
    assert refund(client, ACME, "slot-2", payment, 200).json["state"] == "completed"
    for tenant in ("acme", "globex"):
        names = [k.decode() for k in rdb.scan_iter(f"sst:{{{tenant}}}:*")]
        assert len(names) >= 4, names  # entries, audits, indexes
        assert {key_slot(n.encode()) for n in names} == {key_slot(tenant.encode())}
    assert ledger_index.tenants(rdb) == ["acme", "globex"]
    assert ledger_index.transitions(rdb)[("refund", "stripe", "completed")] == 3
    assert isinstance(deps.ledger.redis, RedisCluster) is CLUSTER


@pytest.mark.skipif(not CLUSTER, reason="a Cluster's slots: SURESTEP_TEST_CLUSTER=1")
def test_on_the_cluster_a_script_over_two_tenants_keys_is_refused(rdb):
    """What the hash tags prevent: a script whose keys are in two slots does not run (asked of
    the node itself: redis-py's client refuses it even before sending)."""
    acme, globex = keys.entry("acme", "refund", "x"), keys.entry("globex", "refund", "x")
    assert key_slot(acme.encode()) != key_slot(globex.encode())
    node = rdb.get_redis_connection(rdb.get_node_from_key(acme))
    with pytest.raises(redis.ResponseError, match="same slot"):
        node.eval("return redis.call('GET', KEYS[1])", 2, acme, globex)
    assert node.eval("return redis.call('GET', KEYS[1])", 2, acme, acme + ":audit") is None
    nodes = {rdb.get_node_from_key(k).name for k in (acme, globex, keys.entry("c", "r", "x"))}
    assert len(nodes) >= 2  # the tenants really are on different primaries


def test_expired_claims_of_every_tenant_are_found_oldest_first(deps, rdb):
    for tenant, lease in (("globex", 0.01), ("acme", 0.05)):
        claim = deps.ledger.claim(tenant, "refund", "stuck", fingerprint="f", args={},
                                  provider_key=f"pk-{tenant}", lease_s=lease)
        assert claim.kind == "claimed"
    wait_until(lambda: len(ledger_index.expired_claims(rdb)) == 2, "both leases to run out")
    assert ledger_index.expired_claims(rdb) == [keys.entry("globex", "refund", "stuck"),
                                                keys.entry("acme", "refund", "stuck")]
    assert ledger_index.expired_claims(rdb, limit=1) == [keys.entry("globex", "refund", "stuck")]
    assert ledger_index.count(rdb, "open") == 2
    assert ledger_index.by_provider_key(rdb, "pk-acme") == keys.entry("acme", "refund", "stuck")


def to_old_layout(client, tenant: str = "acme") -> list[str]:
    """Rewrite the tenant's keys as surestep wrote them before the hash tags (the layout
    table of 22ecc21's keys.py): ``sst:<tenant>:...`` and the process-wide indexes."""
    new_prefix, old_prefix = keys.tenant_prefix(tenant) + ":", f"sst:{tenant}:"
    indexes = {keys.open_claims(tenant): "sst:@open", keys.waiting(tenant): "sst:@waiting",
               **{keys.state(tenant, s): f"sst:@state:{s}" for s in ledger_index.TRACKED}}
    old_names = []
    for raw in list(client.scan_iter(new_prefix + "*")):
        name = raw.decode()
        if name in indexes:
            rows = client.zrange(name, 0, -1, withscores=True)
            client.zadd(indexes[name], {m.decode().replace(new_prefix, old_prefix): s
                                        for m, s in rows})
            old_names.append(indexes[name])
        elif name == keys.transitions(tenant):
            for field, n in client.hgetall(name).items():
                client.hincrby("sst:@transitions", field.decode(), int(n))
            old_names.append("sst:@transitions")
        else:
            old = name.replace(new_prefix, old_prefix, 1)
            client.restore(old, max(client.pttl(name), 0), client.dump(name))
            old_names.append(old)
        client.delete(name)
    for raw in list(client.scan_iter("sst:@pk:*")):
        client.set(raw, client.get(raw).decode().replace(new_prefix, old_prefix), keepttl=True)
    client.delete(keys.TENANTS)
    return old_names


@pytest.mark.parametrize("where", ["in place", "from another Redis"])
def test_an_old_layout_ledger_is_migrated_then_replayed_and_swept(where, client, deps, rdb,
                                                                  stripe_sim, tmp_path):
    if where == "in place" and CLUSTER:
        pytest.skip("the old layout on a Cluster never ran (its scripts span slots)")
    payment = stripe_sim.payment(100_000)["payment_intent"]
    done = refund(client, ACME, "old-1", payment)
    assert done.json["state"] == "completed"
    stuck = deps.ledger.claim("acme", "refund", "old-stuck", fingerprint="f", args={
        "provider": "stripe", "payment_intent": payment, "amount": 100, "currency": "usd"},
        provider_key="sst_oldstuck", lease_s=0.01)
    assert stuck.kind == "claimed"
    source = old_server = None
    if where == "from another Redis":  # the old single Redis, moved into today's store
        old_server = EmbeddedRedis(tmp_path / "old-redis").start()
        source = redis.Redis.from_url(old_server.url)
        for raw in list(rdb.scan_iter("sst:*")):
            source.restore(raw, max(rdb.pttl(raw), 0), rdb.dump(raw))
            rdb.delete(raw)
    old = source or rdb
    try:
        old_names = to_old_layout(old)
        assert "sst:acme:refund:old-1" in old_names and "sst:@open" in old_names
        assert deps.ledger.get("acme", "refund", "old-1") is None  # unread, before the move

        moved = migrate.migrate(deps.ledger.redis, source)
        assert moved["keys"] >= 6 and moved["tenants"] == 1 and moved["index_members"] == 1
        assert migrate.migrate(deps.ledger.redis, source).get("keys", 0) == 0  # once is enough
        assert not [k for k in old.scan_iter("sst:acme:*")] and not old.exists("sst:@open")
    finally:
        if source is not None:
            source.close()
            old_server.stop()

    again = refund(client, ACME, "old-1", payment)  # the flow's retry: a replay, as before
    assert again.json["state"] == "completed" and again.json["replayed"] is True
    assert again.json["refund_id"] == done.json["refund_id"] and len(stripe_sim.creates()) == 1
    assert ledger_index.by_provider_key(rdb, deps.ledger.get(
        "acme", "refund", "old-1").provider_key) == keys.entry("acme", "refund", "old-1")
    wait_until(lambda: ledger_index.expired_claims(rdb), "the stuck claim's lease (10 ms) to end")
    assert ledger_index.expired_claims(rdb) == [keys.entry("acme", "refund", "old-stuck")]
    assert sweeper.sweep(deps) == {"unknown": 1}  # found by the sweeper, looked up: not sent
    assert deps.ledger.get("acme", "refund", "old-stuck").state == "unknown"
    assert ledger_index.transitions(rdb)[("refund", "stripe", "completed")] == 1


@pytest.mark.skipif(not CLUSTER, reason="a Cluster's slots: SURESTEP_TEST_CLUSTER=1")
def test_on_the_cluster_a_pipeline_is_a_transaction_unless_told_not(deps):
    """redis-py's cluster pipelines are not transactions by default; ours are, as on one
    Redis, so a MULTI written for one tenant's keys keeps its atomicity, and one over two
    tenants' keys is refused rather than half-applied."""
    acme, globex = keys.subscriptions("acme"), keys.subscriptions("globex")
    pipe = deps.ledger.redis.pipeline()
    pipe.sadd(acme, "s1")
    pipe.sadd(acme + ":x", "s1")
    assert pipe.execute() == [1, 1]
    pipe = deps.ledger.redis.pipeline()
    pipe.sadd(acme, "s2")
    pipe.sadd(globex, "s2")
    with pytest.raises(redis.exceptions.CrossSlotTransactionError):
        pipe.execute()
    assert not deps.ledger.redis.sismember(acme, "s2") and not deps.ledger.redis.exists(globex)
    loose = deps.ledger.redis.pipeline(transaction=False)  # over slots: each on its own node
    loose.sadd(acme, "s3")
    loose.sadd(globex, "s3")
    assert loose.execute() == [1, 1]


@pytest.mark.parametrize("settings, complaint", [
    ({}, "SURESTEP_QUEUE_REDIS_URL"),
    ({"SURESTEP_QUEUE_REDIS_URL": "redis://127.0.0.1:1/0", "SURESTEP_REDIS_MIN_REPLICAS": "1"},
     "MIN_REPLICAS"),
    ({"SURESTEP_QUEUE_REDIS_URL": "redis://127.0.0.1:1/0", "REDIS_SENTINELS": "127.0.0.1:1",
      "REDIS_SENTINEL_MASTER": "m"}, "not REDIS_SENTINELS"),
    ({"SURESTEP_REDIS_CLUSTER": "maybe"}, "1 or 0"),
])
def test_a_cluster_setting_that_cannot_work_stops_the_start(settings, complaint):
    from service import config as config_module
    from service.errors import ConfigError

    environ = {"REDIS_URL": "redis://127.0.0.1:1/0", "SURESTEP_REDIS_CLUSTER": "1", **settings}
    with pytest.raises(ConfigError, match=complaint):
        config_module.load(environ=environ)
    ok = config_module.load(environ={"REDIS_URL": "redis://127.0.0.1:1/0",
                                     "SURESTEP_REDIS_CLUSTER": "yes",
                                     "SURESTEP_QUEUE_REDIS_URL": "redis://127.0.0.1:2/0"})
    assert ok["REDIS_CLUSTER"] is True
    assert config_module.load(environ={"REDIS_URL": "redis://x:1/0"})["REDIS_CLUSTER"] is False


@pytest.mark.skipif(not CLUSTER, reason="a Cluster node's crash: SURESTEP_TEST_CLUSTER=1")
def test_a_cluster_that_is_down_is_503_and_nothing_sent_then_one_refund(client, rdb,
                                                                        stripe_sim,
                                                                        local_cluster):
    """With a primary dead for longer than the node timeout, the Cluster is down (it serves a
    slot only when every slot is served) and every node answers CLUSTERDOWN, as a node back
    from a crash does until it knows its slots again: an outage like any other (503,
    retry-safe, nothing sent), never a 500; once it is back the same request completes once."""
    payment = stripe_sim.payment(100_000)["payment_intent"]
    ours = local_cluster.node_for(keys.entry("acme", "refund", "x"))
    other = next(n for n in local_cluster.nodes if n is not ours)
    probe = redis.Redis(host="127.0.0.1", port=ours.port)
    try:
        other.kill()
        deadline = time.monotonic() + 15
        while probe.cluster("INFO")["cluster_state"] == "ok":
            assert time.monotonic() < deadline, "the cluster did not notice the dead node"
            time.sleep(0.1)
        down = refund(client, ACME, "down-1", payment)
        assert down.status_code == 503, down.json
        assert down.json["type"].endswith("/store-unavailable") and down.headers["Retry-After"]
        assert stripe_sim.creates() == []
    finally:
        probe.close()
        if other.process is None or other.process.poll() is not None:
            other.start()
        local_cluster.wait_ok()
    deadline = time.monotonic() + 20
    while (answer := refund(client, ACME, "down-1", payment)).status_code == 503:
        assert time.monotonic() < deadline, answer.json
        time.sleep(0.2)
    assert answer.status_code == 200 and answer.json["state"] == "completed", answer.json
    assert len(stripe_sim.creates()) == 1


@pytest.mark.skipif(CLUSTER, reason="the command against one Redis (the function runs both)")
def test_surestep_migrate_keys_moves_an_old_layout_and_prints_what_it_did(rdb, redis_url,
                                                                          tmp_path):
    import json

    from tests.ops.test_cli import surestep

    rdb.hset("sst:acme:refund:cli-1", mapping={"state": "completed"})
    rdb.zadd("sst:@open", {"sst:acme:refund:cli-2": 1.0})
    left = ["sst:shopify:budget:shop.example", "sst:rl:stripe:{acct_1}:s", "sst:@webhook:x:y"]
    for name in left:  # not the old layout's: a connector's budgets, a process-wide key
        rdb.set(name, 1)
    result = surestep(tmp_path, "migrate-keys", REDIS_URL=redis_url)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"keys": 1, "index_members": 1, "tenants": 1}
    assert rdb.hget("sst:{acme}:refund:cli-1", "state") == b"completed"
    assert not rdb.exists("sst:acme:refund:cli-1") and not rdb.exists("sst:@open")
    assert rdb.zscore(keys.open_claims("acme"), "sst:{acme}:refund:cli-2") == 1.0
    assert rdb.smembers(keys.TENANTS) == {b"acme"}
    assert all(rdb.exists(name) for name in left)
