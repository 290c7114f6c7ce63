"""The ``surestep`` console script as a user runs it: a real process with only the environment
given here, against the tests' real Redis and the simulators. An ordinary mistake (no Redis, a
silent Redis, a bad argument or setting, nothing to reconcile) is one line on stderr and exit 2,
never a traceback, and changes nothing; without REDIS_URL the CLI finds the dev server's Redis
through ``var/dev-redis-url``."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.ops_helpers import refund

SURESTEP = Path(sys.executable).with_name("surestep")
NEEDS_REDIS = [["intents", "show", "i-1", "--tenant", "acme"], ["sweep"], ["worker", "--burst"],
               ["reconcile", "--since", "24h"]]


def surestep(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    """Run the installed script in ``cwd`` with a bare environment plus ``env``."""
    bare = {"PATH": os.environ["PATH"], "HOME": str(cwd), "SURESTEP_LOG_LEVEL": "warning"}
    return subprocess.run([str(SURESTEP), *args], cwd=cwd, env={**bare, **env},
                          capture_output=True, text=True, timeout=60)


def one_line(result: subprocess.CompletedProcess) -> str:
    """The single stderr line of a refused command (exit 2)."""
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.fixture
def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def dev_file(cwd: Path, url: str) -> None:
    """The file `make run` leaves in a checkout (``cwd`` made one: a surestep pyproject)."""
    (cwd / "pyproject.toml").write_text('[project]\nname = "surestep"\n')
    (cwd / "var").mkdir(exist_ok=True)
    (cwd / "var" / "dev-redis-url").write_text(url + "\n")


def test_the_script_is_installed():
    assert SURESTEP.exists(), f"{SURESTEP} missing: pip install -e . in the venv"


@pytest.mark.parametrize("command", NEEDS_REDIS, ids=lambda c: c[0])
def test_without_redis_it_says_what_is_missing_and_how_to_set_it(tmp_path, command):
    line = one_line(surestep(tmp_path, *command, STRIPE_API_KEY="sk_test_x"))
    assert line.startswith("surestep: REDIS_URL is not set")
    # outside a checkout the dev server keeps its data under ~/.local/share/surestep (HOME=cwd)
    assert "export REDIS_URL=" in line and "make run" in line and "surestep dev" in line
    assert ".local/share/surestep/dev-redis-url" in line


@pytest.mark.parametrize("command", NEEDS_REDIS, ids=lambda c: c[0])
def test_a_refused_redis_is_named_with_its_password_masked(tmp_path, closed_port, command):
    url = f"redis://:s3cret@127.0.0.1:{closed_port}/0"
    result = surestep(tmp_path, *command, REDIS_URL=url, STRIPE_API_KEY="sk_test_x")
    line = one_line(result)
    assert f"Redis at redis://:***@127.0.0.1:{closed_port}/0 does not answer" in line
    assert "s3cret" not in result.stderr + result.stdout


def test_a_redis_that_accepts_but_never_answers_is_named(tmp_path):
    with socket.socket() as silent:  # listens (the kernel completes the handshake), never reads
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        started = time.monotonic()
        line = one_line(surestep(tmp_path, "sweep", REDIS_URL=f"redis://127.0.0.1:{port}/0"))
    assert f"Redis at redis://127.0.0.1:{port}/0 does not answer" in line
    assert time.monotonic() - started < 20


@pytest.mark.parametrize("url", ["notaurl", "redis://127.0.0.1:notaport/0", "http://127.0.0.1/"])
def test_a_malformed_redis_url_is_one_line(tmp_path, url):
    line = one_line(surestep(tmp_path, "sweep", REDIS_URL=url))
    assert line.startswith("surestep: REDIS_URL holds") and "not a Redis URL" in line


def test_without_redis_url_it_uses_the_dev_servers_redis(client, stripe_sim, redis_url, tmp_path):
    done = refund(client, stripe_sim, "dev-1")
    dev_file(tmp_path, redis_url)
    shown = surestep(tmp_path, "intents", "show", "dev-1", "--tenant", "acme")
    assert shown.returncode == 0, shown.stderr
    assert shown.stderr.splitlines() == [
        f"surestep: using the dev Redis at {redis_url} from var/dev-redis-url"]
    [step] = json.loads(shown.stdout)["steps"]
    assert step["state"] == "completed" and step["result"]["refund_id"] == done["refund_id"]


def test_redis_url_wins_over_the_dev_file(client, stripe_sim, redis_url, tmp_path, closed_port):
    refund(client, stripe_sim, "dev-2")
    dev_file(tmp_path, f"redis://127.0.0.1:{closed_port}/0")
    shown = surestep(tmp_path, "intents", "show", "dev-2", "--tenant", "acme",
                     REDIS_URL=redis_url)
    assert shown.returncode == 0, shown.stderr
    assert "dev Redis" not in shown.stderr and json.loads(shown.stdout)["steps"]


def test_a_stale_dev_file_asks_whether_make_run_still_runs(tmp_path, closed_port):
    dev_file(tmp_path, f"redis://127.0.0.1:{closed_port}/0")
    result = surestep(tmp_path, "sweep")
    assert "Traceback" not in result.stderr and result.returncode == 2
    using, refused = result.stderr.splitlines()
    assert using == (f"surestep: using the dev Redis at redis://127.0.0.1:{closed_port}/0 "
                     "from var/dev-redis-url")
    assert "(from var/dev-redis-url) does not answer" in refused and "make run" in refused


def test_the_worker_runs_jobs_on_the_dev_servers_redis(deps, redis_url, tmp_path):
    deps.queue.enqueue("jobs.ops.sweep", job_id="dev-sweep")
    dev_file(tmp_path, redis_url)
    worked = surestep(tmp_path, "worker", "--burst")
    assert worked.returncode == 0, worked.stderr
    assert deps.queue.fetch_job("dev-sweep").is_finished  # its work-horse found Redis too


def test_reconcile_without_a_provider_says_so_and_writes_nothing(rdb, redis_url, tmp_path):
    env = {"REDIS_URL": redis_url, "SURESTEP_API_KEYS": "acme:key_acme"}
    plain = surestep(tmp_path, "reconcile", "--since", "24h", **env)
    line = one_line(plain)
    assert "no refund provider is configured" in line
    assert "STRIPE_API_KEY" in line and "SHOPIFY_SHOP_URL" in line and plain.stdout == ""
    as_json = surestep(tmp_path, "reconcile", "--since", "24h", "--json", **env)
    assert as_json.returncode == 2 and "Traceback" not in as_json.stderr
    said = json.loads(as_json.stdout)
    assert said["error"] == "no_provider"
    assert said["settings"] == ["STRIPE_API_KEY", "SHOPIFY_SHOP_URL", "SURESTEP_ACCOUNTS_KEY"]
    assert "STRIPE_API_KEY" in said["detail"] and "SHOPIFY_SHOP_URL" in said["detail"]
    assert rdb.dbsize() == 0  # no report stored


def test_reconcile_with_a_provider_reports_each_tenant(rdb, redis_url, stripe_sim, tmp_path):
    env = {"REDIS_URL": redis_url, "STRIPE_API_KEY": "sk_test_surestep",
           "STRIPE_API_BASE": stripe_sim.url}
    none = surestep(tmp_path, "reconcile", **env)
    assert none.returncode == 0, none.stderr
    assert none.stdout.startswith("no reports: no tenant in SURESTEP_API_KEYS")
    checked = surestep(tmp_path, "reconcile", SURESTEP_API_KEYS="acme:key_acme", **env)
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.startswith("acme: 0 discrepancies")


@pytest.mark.parametrize("since", ["2x", "0", "24 hours", "90d"])
def test_a_bad_since_is_one_line_and_touches_nothing(rdb, redis_url, stripe_sim, tmp_path, since):
    line = one_line(surestep(tmp_path, "reconcile", "--since", since, REDIS_URL=redis_url,
                             STRIPE_API_KEY="sk_test_surestep", STRIPE_API_BASE=stripe_sim.url,
                             SURESTEP_API_KEYS="acme:key_acme"))
    assert "--since" in line
    if since == "90d":
        assert "SURESTEP_LEDGER_TTL_DAYS" in line
    assert rdb.dbsize() == 0 and stripe_sim.requests(path="/v1/") == []


def test_an_unknown_tenant_is_named_with_the_known_ones(rdb, redis_url, tmp_path):
    env = {"REDIS_URL": redis_url, "SURESTEP_API_KEYS": "acme:key_acme,globex:key_globex"}
    line = one_line(surestep(tmp_path, "intents", "show", "i-1", "--tenant", "acmee", **env))
    assert "'acmee'" in line and "(tenants: acme, globex)" in line
    known = surestep(tmp_path, "intents", "show", "i-1", "--tenant", "acme", **env)
    assert known.returncode == 1 and "no intent 'i-1' for tenant 'acme'" in known.stderr
    line = one_line(surestep(tmp_path, "intents", "show", "i-1", "--tenant", "a:b", **env))
    assert "--tenant" in line and "'a:b'" in line
    assert rdb.dbsize() == 0


@pytest.mark.parametrize("person", ["a:b", "a,b", ""])
def test_keys_create_refuses_a_name_that_would_break_the_setting(tmp_path, person):
    result = surestep(tmp_path, "keys", "create", "acme", "--ops", person)
    assert "--ops" in one_line(result) and result.stdout == ""


def test_a_malformed_setting_is_one_line(rdb, redis_url, tmp_path):
    line = one_line(surestep(tmp_path, "sweep", REDIS_URL=redis_url, SURESTEP_OPS_KEYS="bad"))
    assert line == "surestep: SURESTEP_OPS_KEYS must be comma-separated tenant:name:key triples"
    policy = tmp_path / "policy.toml"
    policy.write_text("[refunds]\nmax_amount = 3\n")
    line = one_line(surestep(tmp_path, "sweep", REDIS_URL=redis_url, SURESTEP_POLICY=str(policy)))
    assert "refunds.max_amount" in line
    assert rdb.dbsize() == 0
