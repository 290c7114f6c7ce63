"""Fixtures: a real Redis (embedded, on a free port, unless REDIS_URL is set; with
SURESTEP_TEST_CLUSTER=1 the ledger on a real 3-primary Cluster and RQ on an embedded Redis of its
own), the provider simulators as real processes over real HTTP, and the app built by the one
factory."""

from __future__ import annotations

import faulthandler
import os
import random
import sys
import time

import pytest
import redis
from hypothesis import settings

import jobs
from sandbox.cluster import LocalCluster
from sandbox.embedded_redis import EmbeddedRedis
from service.ledger import counters
from service.web.app import create_app
from tests.support import sampling
from tests.support.cluster import CLUSTER, WholeCluster
from tests.support.constants import API_KEYS
from tests.support.examples import examples
from tests.support.helpers import LiveServer, Sim
from tests.support.shopify_helpers import TOKEN as SHOPIFY_TOKEN
from tests.support.shopify_helpers import ShopifySim

try:  # pytest's own copy of stderr, kept from before capture (private: it may move)
    from _pytest.faulthandler import fault_handler_stderr_fd_key
except ImportError:  # then the watchdog below writes to the process's stderr
    fault_handler_stderr_fd_key = None


@pytest.fixture(scope="session")
def local_cluster(tmp_path_factory):
    """With SURESTEP_TEST_CLUSTER=1: the session's Cluster (else None)."""
    if not CLUSTER or os.environ.get("REDIS_URL"):
        yield None
        return
    cluster = LocalCluster(tmp_path_factory.mktemp("cluster"), appendfsync="always").start()
    yield cluster
    cluster.stop()


@pytest.fixture(scope="session")
def redis_settings(tmp_path_factory, local_cluster):
    """The Redis settings of the app's environment (``env``)."""
    if os.environ.get("REDIS_URL"):
        yield {"REDIS_URL": os.environ["REDIS_URL"]}
        return
    if local_cluster is not None:
        queue = EmbeddedRedis(tmp_path_factory.mktemp("queue-redis")).start()
        yield local_cluster.settings(queue.url)
        queue.stop()
        return
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis")).start()
    yield {"REDIS_URL": server.url}
    server.stop()


@pytest.fixture(scope="session")
def redis_url(redis_settings):
    return redis_settings["REDIS_URL"]


@pytest.fixture
def rdb(redis_settings):
    """The ledger's Redis, emptied (on a Cluster: every primary, and RQ's own Redis too)."""
    if CLUSTER:
        client = WholeCluster.from_url(redis_settings["REDIS_URL"])
        queue = redis.Redis.from_url(redis_settings["SURESTEP_QUEUE_REDIS_URL"])
        queue.flushdb()
        queue.close()
    else:
        client = redis.Redis.from_url(redis_settings["REDIS_URL"])
    # what an earlier test's app counted in this process and had not sent yet lands now, not
    # in this test's emptied Redis (``service.ledger.counters.tally``)
    counters.tally.flush()
    client.flushdb()
    yield client
    client.close()


@pytest.fixture(scope="session")
def stripe_sim_session():
    sim = Sim("stripe")
    yield sim
    sim.close()


@pytest.fixture
def stripe_sim(stripe_sim_session):
    stripe_sim_session.reset()
    yield stripe_sim_session
    stripe_sim_session.reset()


@pytest.fixture(scope="session")
def zendesk_sim_session():
    sim = Sim("zendesk")
    yield sim
    sim.close()


@pytest.fixture
def zendesk_sim(zendesk_sim_session):
    zendesk_sim_session.reset()
    yield zendesk_sim_session
    zendesk_sim_session.reset()


@pytest.fixture(scope="session")
def shopify_sim_session():
    sim = ShopifySim()
    yield sim
    sim.close()


@pytest.fixture
def shopify_sim(shopify_sim_session):
    shopify_sim_session.reset()
    yield shopify_sim_session
    shopify_sim_session.reset()


@pytest.fixture
def env(monkeypatch, redis_settings, stripe_sim, zendesk_sim, shopify_sim):
    """The environment a deployed service would have; jobs read it too."""
    values = {**redis_settings, "SURESTEP_API_KEYS": API_KEYS,
              "STRIPE_API_KEY": "sk_test_surestep", "STRIPE_API_BASE": stripe_sim.url,
              "SURESTEP_PROVIDER_TIMEOUT_S": "1", "SURESTEP_LEASE_S": "8",
              "SURESTEP_DUPLICATE_WAIT_S": "5",
              "ZENDESK_BASE_URL": zendesk_sim.url, "ZENDESK_EMAIL": "ops@example.com",
              "ZENDESK_API_TOKEN": "zd-token", "SURESTEP_READBACK_DELAY_S": "0.5",
              "SURESTEP_BULK_SETTLE_S": "1.5", "SURESTEP_POLL_MAX_S": "1",
              "SURESTEP_DELIVERY_BACKOFF_S": "0.2", "SURESTEP_ALLOWED_TARGETS": "127.0.0.1",
              "SHOPIFY_SHOP_URL": shopify_sim.url, "SHOPIFY_ACCESS_TOKEN": SHOPIFY_TOKEN,
              "SHOPIFY_MAX_WAIT_S": "2"}
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    return values


@pytest.fixture
def app(env, rdb):
    app = create_app()
    yield app
    app.extensions["surestep"].close()
    jobs.close()  # jobs run in-process by SimpleWorker build their own Deps


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def deps(app):
    return app.extensions["surestep"]


@pytest.fixture
def live(app):
    server = LiveServer(app)
    yield server
    server.close()


# Fixtures that start a process (a Redis, a simulator, a Cluster, a browser, podman), and the
# folders whose tests start their own: a test that needs neither is marked ``unit``, the tests
# `make check` runs (pytest -m unit), unless it is marked ``heavy`` (it judges every ticket of the
# labelled corpora, or starts a Python of its own: seconds each, `make test` runs them). pytest
# lists every fixture a test needs, however indirect.
PROCESS_FIXTURES = {"redis_settings", "local_cluster", "stripe_sim_session",
                    "zendesk_sim_session", "shopify_sim_session", "stripe_b_session",
                    "zendesk_b_session", "shopify_b_session", "browser", "podman", "image"}
PROCESS_FOLDERS = {"processes", "ops", "container", "chaos", "bench", "sandbox", "hostile"}


def pytest_collection_modifyitems(config, items):
    tests = os.path.dirname(__file__)
    for item in items:
        folder = os.path.relpath(str(item.fspath), tests).split(os.sep)[0]
        if folder not in PROCESS_FOLDERS and not PROCESS_FIXTURES & set(item.fixturenames) \
                and item.get_closest_marker("heavy") is None:
            item.add_marker(pytest.mark.unit)


# `make check` (SURESTEP_CHECK=1) runs a fifth of the cases of each judgment form test that has
# many (tests/support/sampling.py says which and why): chosen here, where pytest makes a test's
# cases, so a case left out is never built. Chosen after collection (until stop 66) each worker
# built all ~13,900 tests and then deselected ~9,000 of them: ~1 s of each worker's CPU (its
# collection 8.0-8.5 s then, 6.9-7.9 s now, at load 10-12; 6,420 tests built, not 13,888).
@pytest.hookimpl(wrapper=True)
def pytest_generate_tests(metafunc):
    result = yield
    sampling.sample(metafunc)
    return result


# No Hypothesis example has a deadline: speed is measured by benchmarks, never by a timed test (a
# shared two-core machine took 276 ms over the default 200 ms for a pure function on a cold run).
# Hypothesis' 100 examples, a quarter of them in `make check` (tests/support/examples.py).
settings.register_profile("surestep", deadline=None, max_examples=examples(100))
settings.load_profile("surestep")


# One recorded seed per run for every Hypothesis test that names none of its own (the chaos and
# hostile suites seed each shard): chosen once by the first process and inherited by pytest-xdist's
# workers through the environment, printed in the header, replayed with
# SURESTEP_HYPOTHESIS_SEED=<seed> (make test, or pytest).
@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    if config.getoption("hypothesis_seed", None) is None:
        os.environ.setdefault("SURESTEP_HYPOTHESIS_SEED", str(random.randrange(2**32)))
        config.option.hypothesis_seed = os.environ["SURESTEP_HYPOTHESIS_SEED"]


def pytest_report_header(config):
    seed = config.getoption("hypothesis_seed", None)
    return f"hypothesis seed {seed}: replay with SURESTEP_HYPOTHESIS_SEED={seed} make test"


# A test pytest-timeout cannot stop ends its worker HANG_GRACE_S after its own timeout, or up to
# a quarter of the two later (below). The CI run
# of stop 55 never ended: pytest-timeout's one alarm interrupted a regular expression that
# backtracked without end, Hypothesis took the interruption for a failure and ran the example
# again, and no second alarm came (tests/judgment/test_patterns_backtracking.py); C code that
# holds the GIL stops every Python timer the same way. faulthandler's watchdog is a C thread: it
# prints every thread's stack to pytest's own stderr and ends the process; pytest-xdist reports
# the test as crashed, starts another worker and the run goes on. Each test's limit is its own
# (a chaos shard may take an hour: its marker says so), not one for all. The watchdog is set
# only when the one standing would go off sooner than a test's limit and grace (a quarter
# longer then), not at every test: each setting starts a C thread and each cancel joins it,
# 0.2 ms a test, a second and a half of the ~8,000 tests of `make check`.
HANG_GRACE_S = 300
_watchdog = {"until": 0.0}  # when the watchdog standing goes off (time.monotonic), 0: none


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    marker = item.get_closest_marker("timeout")
    own = (marker.kwargs.get("timeout", marker.args[0] if marker.args else None)
           if marker is not None else None)
    limit = float(own if own is not None else item.config.getini("timeout") or 0)
    if limit <= 0:  # a test without a limit: none stands while it runs
        if _watchdog["until"]:
            faulthandler.cancel_dump_traceback_later()
            _watchdog["until"] = 0.0
        return (yield)
    needed, now = limit + HANG_GRACE_S, time.monotonic()
    if _watchdog["until"] - now < needed:
        stderr = (item.config.stash.get(fault_handler_stderr_fd_key, None)
                  if fault_handler_stderr_fd_key is not None else None)
        faulthandler.dump_traceback_later(needed * 1.25, exit=True,
                                          file=stderr if stderr is not None else sys.__stderr__)
        _watchdog["until"] = now + needed * 1.25
    return (yield)


def pytest_unconfigure(config):
    if _watchdog["until"]:  # (the run is over: nothing left to watch)
        faulthandler.cancel_dump_traceback_later()
        _watchdog["until"] = 0.0
