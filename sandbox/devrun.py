"""``make run`` and ``surestep dev``: everything a developer needs on one machine, stopped
together by Ctrl-C.

Starts, each only when its setting is unset: an embedded Redis (``REDIS_URL``; none either
when ``REDIS_SENTINELS`` is set: the processes connect through those sentinels), the Stripe,
Shopify and Zendesk simulators, a development API key and ops key. Then ``surestep serve`` on
127.0.0.1:$PORT and ``surestep worker``, the Procfile's two processes. ``SURESTEP_DEV_POLICY``
(``make run POLICY=...``) names a policy: ``demo`` writes the demo policy
(``sandbox.simulators.demo``: an approval threshold and ``[judgment]`` on) beside the data and
uses it, any other value is a policy file's path. The banner says where the console is, the
line to sign in with, and how to make an escalation and see it there. Its data (Redis's AOF,
the keys, the Redis URL the CLI reads) is under ``service.cli.redis_url.dev_dir``: ``./var`` in
a checkout, ``~/.local/share/surestep`` elsewhere, ``$SURESTEP_VAR_DIR`` when set.

Stopping (Ctrl-C, SIGTERM, or any process exiting, a failed start included) goes in the
reverse order of need: the API and the worker first (the worker releases its scheduler lock),
then the simulators, Redis last; nothing it started outlives it.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from sandbox.embedded_redis import EmbeddedRedis, free_port
from sandbox.simulators import demo
from service.cli.redis_url import DEV_FILE, DEV_SETTINGS, dev_dir

# SURESTEP_VAR_DIR gives a run its own Redis data and key file (the n8n end-to-end test uses it,
# so it never touches a developer's ./var).
VAR = dev_dir()


def dev_api_keys() -> str:
    """A persistent ``dev:<key>`` pair, so curl examples keep working across restarts."""
    path = VAR / "dev-api-key"
    if not path.exists():
        path.write_text(f"dev:sst_dev_{secrets.token_urlsafe(18)}\n")
    return path.read_text().strip()


def dev_accounts_key() -> str:
    """A persistent Fernet key for the tenants' own accounts (``POST /v1/accounts``), kept
    beside the dev Redis that holds the secrets it encrypts: without one every add is 503."""
    from cryptography.fernet import Fernet
    path = VAR / "dev-accounts-key"
    if not path.exists():
        path.write_text(Fernet.generate_key().decode() + "\n")
        path.chmod(0o600)
    return path.read_text().strip()


def dev_ops_keys(api_keys: str) -> str:
    """A persistent ops key for the first tenant (``tenant:developer:<key>``): it approves and
    rejects escalations, which flow keys may not."""
    path = VAR / "dev-ops-key"
    if not path.exists():
        tenant = api_keys.split(",")[0].partition(":")[0]
        path.write_text(f"{tenant}:developer:sst_ops_{secrets.token_urlsafe(18)}\n")
    return path.read_text().strip()


def dev_policy(env: dict[str, str]) -> None:
    """``SURESTEP_DEV_POLICY`` (``make run POLICY=...``) as ``SURESTEP_POLICY``: ``demo`` is the
    demo policy, written beside the data at each start (so it is the current one); anything
    else is a policy file's path. Refused beside a SURESTEP_POLICY of its own: two answers."""
    chosen = env.get("SURESTEP_DEV_POLICY", "").strip()
    if not chosen:
        return
    if env.get("SURESTEP_POLICY"):
        raise RuntimeError("SURESTEP_DEV_POLICY (make run POLICY=...) and SURESTEP_POLICY are "
                           "both set; keep one")
    if chosen == "demo":
        path = VAR / "demo-policy.toml"
        path.write_text(demo.DEMO_POLICY)
        chosen = str(path)
    env["SURESTEP_POLICY"] = chosen


def wait_http(url: str, timeout_s: float = 20.0, alive: list[subprocess.Popen] = ()) -> None:
    """Until ``url`` answers below 500; a process of ``alive`` exiting first is a failed start."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for child in alive:
            if child.poll() is not None:
                raise RuntimeError(f"{' '.join(map(str, child.args))} exited with "
                                   f"{child.returncode} before {url} answered")
        try:
            if httpx.get(url, timeout=1).status_code < 500:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not come up within {timeout_s:.0f} s")


def mcp_port(env: dict[str, str], next_to_api: bool = True) -> int:
    """The MCP server's port: SURESTEP_MCP_PORT (refused when taken, as the API's is), else the
    API's port + 1 (unless ``next_to_api`` is false), or a free one when that is taken (a default
    is no reason to fail)."""
    if env.get("SURESTEP_MCP_PORT"):
        taken(int(env["SURESTEP_MCP_PORT"]), "SURESTEP_MCP_PORT")
        return int(env["SURESTEP_MCP_PORT"])
    try:
        if not next_to_api:
            raise RuntimeError("a free port, not the API's neighbour")
        taken(int(env["PORT"]) + 1)
        return int(env["PORT"]) + 1
    except RuntimeError:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])


def start_mcp(surestep: str, env: dict[str, str], tries: int = 3) -> subprocess.Popen:
    """The MCP server, answering. A port this run chose (no SURESTEP_MCP_PORT) can be taken by
    another program between the check and the bind, on a machine many runs share: then it tries
    another free one, up to ``tries`` times. A port the user chose is theirs: its failure stands."""
    chosen = bool(env.get("SURESTEP_MCP_PORT"))
    for attempt in range(1, tries + 1):
        env["SURESTEP_MCP_PORT"] = str(mcp_port(env, next_to_api=attempt == 1))
        server = start([surestep, "mcp", "--port", env["SURESTEP_MCP_PORT"]], env)
        try:
            wait_http(f"http://127.0.0.1:{env['SURESTEP_MCP_PORT']}/mcp", alive=[server])
            return server
        except RuntimeError:
            stop_all([server])
            if chosen or attempt == tries:
                raise
            del env["SURESTEP_MCP_PORT"]
    raise AssertionError("unreachable: the last try raises")


def taken(port: int, setting: str = "PORT") -> None:
    """Refuse to start on a port another server holds: its answers (a 404 for /v1/health, say)
    were taken for ours, so the banner said surestep was running, then the API failed to bind."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # as gunicorn binds: a listener refuses it, a last run's TIME_WAIT does not
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            raise RuntimeError(f"port {port} on 127.0.0.1 is taken by another program; stop it "
                               f"or start with another port ({setting}=8101 make run)") from None


SIMULATED = ("STRIPE_API_KEY", "SHOPIFY_SHOP_URL", "ZENDESK_BASE_URL")  # unset: a simulator


def fresh_with_simulators(env: dict[str, str]) -> bool:
    """The simulators start empty each run, so the dev ledger does too while any of them
    runs: a ledger kept across a restart answered the banner's curl with a replay of a refund
    the new simulator never had. SURESTEP_DEV_KEEP_DATA=1 keeps it (real providers do keep
    their refunds, so with every provider set the data is kept anyway). Whether it was kept."""
    if env.get("SURESTEP_DEV_KEEP_DATA") == "1" or all(env.get(name) for name in SIMULATED):
        return True
    shutil.rmtree(VAR / "redis", ignore_errors=True)
    return False


def write_settings(env: dict[str, str], settings: dict[str, str]) -> None:
    path = VAR / DEV_SETTINGS
    path.touch(mode=0o600)
    path.write_text(json.dumps(settings, indent=1) + "\n")


def start(args: list[str], env: dict[str, str]) -> subprocess.Popen:
    # Each child in its own process group, so Ctrl-C handling stays ours and stops them all.
    return subprocess.Popen(args, env=env, start_new_session=True)


def main() -> int:
    VAR.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    simulators: list[subprocess.Popen] = []
    processes: list[subprocess.Popen] = []  # the API, the worker and the MCP server
    redis_server = None
    stop = {"now": False}
    kept = True  # an external Redis: not ours to empty
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.update(now=True))
    failed = False
    try:
        if not env.get("REDIS_URL") and not env.get("REDIS_SENTINELS"):
            kept = fresh_with_simulators(env)
            # always: every answered step is on disk first (see sandbox.embedded_redis)
            redis_server = EmbeddedRedis(VAR / "redis", appendfsync=env.get(
                "SURESTEP_REDIS_APPENDFSYNC", "always")).start()
            env["REDIS_URL"] = redis_server.url
            # so the CLI (`surestep intents show ...`) finds this run's Redis by itself
            (VAR / DEV_FILE).write_text(redis_server.url + "\n")
        dev_policy(env)
        provided = [*start_simulators(env, simulators), "SURESTEP_ACCOUNTS_KEY"]
        env.setdefault("SURESTEP_API_KEYS", dev_api_keys())
        env.setdefault("SURESTEP_OPS_KEYS", dev_ops_keys(env["SURESTEP_API_KEYS"]))
        env.setdefault("SURESTEP_ACCOUNTS_KEY", dev_accounts_key())
        if redis_server is not None:  # for a `surestep` command run beside this one
            write_settings(env, {k: env[k] for k in provided})
        # A dev convenience: resume_url / target_url may point at this machine (a local n8n
        # on localhost:5678, a receiver you run). Deployments list their own, or none.
        env.setdefault("SURESTEP_ALLOWED_TARGETS", "127.0.0.1,localhost,::1")
        env.setdefault("PORT", "8000")
        env.setdefault("SURESTEP_PUBLIC_URL", f"http://127.0.0.1:{env['PORT']}")
        env["SURESTEP_BIND"] = f"127.0.0.1:{env['PORT']}"
        taken(int(env["PORT"]))
        surestep = str(Path(sys.executable).parent / "surestep")
        processes.append(start([surestep, "serve"], env))
        processes.append(start([surestep, "worker"], env))
        base = f"http://127.0.0.1:{env['PORT']}"
        wait_http(base + "/v1/health", alive=processes)
        processes.append(start_mcp(surestep, env))
        banner(base, env, kept)
        while not stop["now"] and all(p.poll() is None for p in processes + simulators):
            time.sleep(0.2)
        failed = not stop["now"]  # a process exited on its own
    except Exception as exc:  # a failed start: say why, then stop what was started
        print(f"surestep dev: {exc}", file=sys.stderr)
        failed = True
    finally:
        stop_all(processes)  # first: they write to Redis, and the worker holds a lock in it
        stop_all(simulators)
        if redis_server is not None:
            (VAR / DEV_FILE).unlink(missing_ok=True)
            (VAR / DEV_SETTINGS).unlink(missing_ok=True)
            redis_server.stop()
    return 1 if failed else 0


def start_simulators(env: dict[str, str], simulators: list[subprocess.Popen]) -> list[str]:
    """Each provider's simulator whose setting is unset, waited for, its settings in ``env``;
    returns the names of the settings it set."""
    named: list[str] = []
    for name, setting, ready, settings in (
            ("stripe", "STRIPE_API_KEY", "/_sim/refunds",
             lambda url: {"STRIPE_API_KEY": "sk_test_surestep_simulator", "STRIPE_API_BASE": url}),
            ("shopify", "SHOPIFY_SHOP_URL", "/_sim/orders",
             lambda url: {"SHOPIFY_SHOP_URL": url,
                          "SHOPIFY_ACCESS_TOKEN": "shpat_surestep_simulator"}),
            ("zendesk", "ZENDESK_BASE_URL", "/_sim/config",
             lambda url: {"ZENDESK_BASE_URL": url, "ZENDESK_EMAIL": "agent@example.com",
                          "ZENDESK_API_TOKEN": "simulator"})):
        if env.get(setting):
            continue
        port = free_port()
        simulators.append(start([sys.executable, "-m", "sandbox.simulators", name,
                                 "--port", str(port), "--seed-demo"], env))
        env.update(settings(f"http://127.0.0.1:{port}"))
        named += settings("")
        wait_http(f"http://127.0.0.1:{port}{ready}", alive=simulators[-1:])
    return named


def stop_all(children: list[subprocess.Popen], timeout_s: float = 15.0) -> None:
    """SIGTERM each child's process group, wait, then SIGKILL what is left."""
    for child in children:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGTERM)
    for child in children:
        try:
            child.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()


def banner(base: str, env: dict[str, str], kept: bool = True) -> None:
    """What a developer needs in their first hour, printed once everything answers: where
    everything is, the console and the line to sign in with, and curl lines to try."""
    key = env["SURESTEP_API_KEYS"].split(",")[0].partition(":")[2]
    sections = (_where(base, env, kept), _refunds(base, env, key), _escalations(base, env, key),
                _agents_and_events(base, env, key))
    print("\n" + "\n\n".join(sections) + "\n\nCtrl-C stops everything.\n", flush=True)


def _demo_policy(env: dict[str, str]) -> bool:
    return env.get("SURESTEP_POLICY") == str(VAR / "demo-policy.toml")


def _policy_line(env: dict[str, str]) -> str:
    if _demo_policy(env):
        return (f"the demo policy ({VAR / 'demo-policy.toml'}, written at each start): refunds "
                f"over 30.00 USD wait for a person, [judgment] on")
    if env.get("SURESTEP_POLICY"):
        return env["SURESTEP_POLICY"]
    return ("none: no refund waits for a person (make run POLICY=demo tries that; "
            "see policy.example.toml)")


def _where(base: str, env: dict[str, str], kept: bool) -> str:
    key = env["SURESTEP_API_KEYS"].split(",")[0].partition(":")[2]
    sign_in = env["SURESTEP_OPS_KEYS"].split(",")[0].strip()
    simulated = env.get("STRIPE_API_KEY", "").startswith("sk_test_surestep_simulator")
    shopify_sim = env.get("SHOPIFY_ACCESS_TOKEN") == "shpat_surestep_simulator"
    zendesk_sim = env.get("ZENDESK_API_TOKEN") == "simulator"
    redis = env.get("REDIS_URL") or (f"the master {env.get('REDIS_SENTINEL_MASTER', '')} of the "
                                     f"sentinels {env['REDIS_SENTINELS']}")
    stories = ", ".join(f"{s.payment_intent} {s.name}" for s in demo.STORIES)
    payments = f"\n    payments pi_demo_1 to 5 (50.00 USD) by Ana; the demo tickets' {stories}"
    allowed = env["SURESTEP_ALLOWED_TARGETS"]
    return f"""surestep is running on {base}   (docs: {base}/docs, OpenAPI: {base}/openapi.json)
  console: {base}/console/   (escalations wait there for a person; sign in with the line below)
    sign in with: {sign_in}
  Redis:  {redis}
  Stripe: {env['STRIPE_API_BASE'] if simulated else 'your STRIPE_API_KEY'}{' (simulator)' if simulated else ''}{payments if simulated else ''}
  Shopify: {env['SHOPIFY_SHOP_URL']}{' (simulator, orders gid://shopify/Order/1 to 5)' if shopify_sim else ''}
  Zendesk: {env['ZENDESK_BASE_URL']}{' (simulator, tickets 1 to 20 by Ana; 21 to 23 written by customers)' if zendesk_sim else ''}
  development API key: {key}
  ops key (a person's: signs in to the console, reads escalations, adds accounts): {sign_in.split(':', 2)[-1]}
  outbound URLs may reach: {allowed or 'public addresses only'}{' (loopback allowed: a dev convenience)' if '127.0.0.1' in allowed else ''}
  data: {'kept from the last run' if kept else 'fresh (the simulators start empty, so the ledger does too; SURESTEP_DEV_KEEP_DATA=1 keeps it)'}
  guard policy: {_policy_line(env)}
  tenants' own accounts (POST /v1/accounts with the ops key): encrypted with the key in {VAR / 'dev-accounts-key'}"""


def _curl(base: str, key: str, path: str, body: str) -> str:
    return (f"  curl -s {base}{path} -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\\n"
            f"    -d '{body}'")


def _refunds(base: str, env: dict[str, str], key: str) -> str:
    judged = ("\n  (Under the demo policy this one is asked: a refund with no ticket has no customer's "
              "words to judge.)" if _demo_policy(env) else "")
    update = ('{"intent_id": "zendesk-1-refunded", "comment": {"body": "Your refund is on its way."}, '
              '"status": "solved", "wait": 10}')
    return f"""Refund step (run it twice: the second answer is a replay, and no second refund is made):
{_curl(base, key, '/v1/refunds', '{"intent_id": "zendesk-48213", "payment_intent": "pi_demo_1", "amount": 1200, "currency": "usd"}')}{judged}
  The same with Shopify:
{_curl(base, key, '/v1/refunds', '{"intent_id": "shop-1", "provider": "shopify", "order_id": "gid://shopify/Order/1", "amount": 1200, "currency": "usd"}')}

Ticket update (a job; `wait` answers with the result if it ends within that many seconds):
{_curl(base, key, '/v1/tickets/1/updates', update)}"""


def _escalations(base: str, env: dict[str, str], key: str) -> str:
    """How to make an escalation and see it in the console: with the demo policy, the demo
    tickets' refunds (one allowed, one asked, one blocked); without, a flow's escalation."""
    listing = (f"  curl -s '{base}/v1/escalations?state=open' -H 'Authorization: Bearer {key}'\n"
               f"  Then open {base}/console/, sign in with the line above, and decide it there.")
    if not _demo_policy(env):
        body = '{"intent_id": "zendesk-48213", "reason": "The customer says the refund never arrived."}'
        return f"""Escalations (a person's decision). A flow hands an intent to a person:
{_curl(base, key, '/v1/escalations', body)}
  The open ones (it is among them):
{listing}
  For refunds that a policy holds for a person, and the judgment of tickets 21 to 23: make run POLICY=demo"""
    tries = []
    for story in demo.STORIES:
        body = (f'{{"intent_id": "zendesk-{story.ticket_id}", "ticket_id": "{story.ticket_id}", '
                f'"payment_intent": "{story.payment_intent}", "amount": {story.refund}, "currency": "usd"}}')
        tries.append(f"  Ticket {story.ticket_id} ({story.verdict}: {story.why}):\n"
                     f"{_curl(base, key, '/v1/refunds', body)}")
    joined = "\n".join(tries)
    return f"""Escalations with the demo policy: refunds an agent would propose for the demo tickets
(ticket 21 is refunded; 22 waits for a person in the console; 23 is blocked, nothing sent, and
a person is shown it too):
{joined}
  The open ones (22's and 23's):
{listing}"""


def _agents_and_events(base: str, env: dict[str, str], key: str) -> str:
    subscribe = '{"target_url": "<your receiver>", "events": ["refund.completed", "escalation.created"]}'
    return f"""Agents (MCP, Streamable HTTP; tools refund, refund_status, update_ticket, get_intent, escalate):
  curl -s http://127.0.0.1:{env['SURESTEP_MCP_PORT']}/mcp -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\
    -H 'Accept: application/json, text/event-stream' -d '{{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}}'

Events out (REST hooks) go to a receiver of yours (n8n's Surestep Trigger subscribes by itself);
to subscribe one, with its URL in place of <your receiver> (nothing listens here until you start one):
{_curl(base, key, '/v1/subscriptions', subscribe)}"""


if __name__ == "__main__":
    sys.exit(main())
