"""docker-compose.yml: valid by the Compose Specification's JSON Schema, and run for real with
podman-compose: surestep's web and worker from the image, Redis with its append-only file, and
in n8n's place (its image cannot be pulled here) a stand-in on the same name and port that does
what n8n does across the wire: it calls the API at http://web:8000 and receives the signed
resume_url delivery at http://n8n:5678. A Stripe simulator joins as one more service.

Network: the compose network is made ``internal`` (no route off the machine); the published
ports bind 127.0.0.1 only."""

from __future__ import annotations

import json
import os
import subprocess
import time

import jsonschema
import pytest
import yaml

from tests.container.conftest import BASE_IMAGE, CACHE, LABEL, ROOT, podman
from tests.support.helpers import free_port

pytestmark = [pytest.mark.container, pytest.mark.timeout(1200)]
COMPOSE = ROOT / "docker-compose.yml"

# What n8n's Wait node does with surestep's delivery, minus n8n: take the POST, answer 200.
RECEIVER = """
import http.server, signal, sys
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # PID 1 ignores it otherwise: a slow down
class Wait(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        print("DELIVERY", self.path, self.headers.get("Surestep-Signature", ""), body.decode(),
              flush=True)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("0.0.0.0", 5678), Wait).serve_forever()
"""

# An HTTP call made from inside a container, as a node in that container would make it.
CALL = """
import json, sys, urllib.request, urllib.error
method, url, body, headers = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
request = urllib.request.Request(url, method=method, data=body.encode() if body else None,
                                 headers={"Content-Type": "application/json", **headers})
try:
    with urllib.request.urlopen(request, timeout=30) as answer:
        print(json.dumps({"status": answer.status, "body": json.loads(answer.read() or b"null")}))
except urllib.error.HTTPError as error:
    print(json.dumps({"status": error.code, "body": error.read().decode()}))
"""


def _schema_errors(document: dict) -> list[str]:
    schema = json.loads((CACHE / "compose-spec.json").read_text())
    validator = jsonschema.Draft201909Validator(schema)  # the $schema it names
    return [f"{e.json_path}: {e.message}" for e in validator.iter_errors(document)]


def test_the_compose_file_is_valid_by_the_compose_specification(podman_env):
    document = yaml.safe_load(COMPOSE.read_text())
    assert _schema_errors(document) == []
    assert set(document["services"]) == {"n8n", "web", "worker", "mcp", "redis", "otel-collector"}
    broken = {**document, "services": {**document["services"],
                                       "web": {**document["services"]["web"], "port": [8000]}}}
    assert any("port" in error for error in _schema_errors(broken))  # the check bites


def test_the_wiring_n8n_reaches_surestep_and_surestep_reaches_n8n(podman_env):
    services = yaml.safe_load(COMPOSE.read_text())["services"]
    for name in ("web", "worker", "mcp"):
        assert services[name]["environment"]["REDIS_URL"] == "redis://redis:6379/0"
        assert "n8n" in services[name]["environment"]["SURESTEP_ALLOWED_TARGETS"].split(",")
    assert services["worker"]["command"] == ["surestep", "worker"]
    assert "--appendonly" in services["redis"]["command"]
    assert any(v.endswith(":/data") for v in services["redis"]["volumes"])
    assert services["n8n"]["environment"]["WEBHOOK_URL"].endswith("http://n8n:5678/}")


@pytest.fixture
def stack(podman_env, image, tmp_path):
    """`podman-compose up` of the compose file with the local images, torn down after."""
    sim_image = "localhost/surestep-stripe-sim:container-test"
    (tmp_path / "Containerfile").write_text(
        f"FROM {image}\nUSER root\nRUN pip install 'graphql-core>=3.2.6'\nUSER surestep\n")
    podman(podman_env, "build", f"--label={LABEL}", "--tag", sim_image, str(tmp_path),
           timeout=600)
    (tmp_path / "override.yml").write_text(yaml.safe_dump({
        "services": {
            "n8n": {"command": ["python3", "-c", RECEIVER]},
            "stripe": {"image": sim_image, "command": ["python", "-m", "sandbox.simulators",
                                                       "stripe", "--host", "0.0.0.0"]}},
        "networks": {"default": {"internal": True}}}))
    (tmp_path / "surestep.env").write_text(
        "SURESTEP_API_KEYS=acme:key_acme\nSTRIPE_API_KEY=sk_test_surestep\n"
        "STRIPE_API_BASE=http://stripe:12111\nWEB_CONCURRENCY=1\n")
    project = f"surestep-test-{os.getpid()}"
    env = {**podman_env, "SURESTEP_IMAGE": image, "REDIS_IMAGE": BASE_IMAGE,
           "N8N_IMAGE": BASE_IMAGE, "SURESTEP_ENV_FILE": str(tmp_path / "surestep.env"),
           "SURESTEP_PORT": f"127.0.0.1:{free_port()}", "N8N_PORT": f"127.0.0.1:{free_port()}",
           "SURESTEP_MCP_PORT": f"127.0.0.1:{free_port()}"}
    compose = [str(CACHE / "venv" / "bin" / "podman-compose"), "--podman-args=--runtime runc",
               "--project-name", project, "--file", str(COMPOSE),
               "--file", str(tmp_path / "override.yml")]

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([*compose, *args], env=env, capture_output=True, text=True,
                              timeout=300)

    up = run("up", "--detach", "--no-build")
    try:
        assert up.returncode == 0, up.stdout[-3000:] + up.stderr[-3000:]
        yield lambda service: _container(podman_env, project, service)
    finally:
        down = run("down", "--volumes")
        assert down.returncode == 0, down.stdout[-2000:] + down.stderr[-2000:]


def _container(env: dict, project: str, service: str) -> str:
    names = podman(env, "ps", "--format", "{{.Names}}",
                   f"--filter=label=com.docker.compose.project={project}",
                   f"--filter=label=com.docker.compose.service={service}").stdout.split()
    assert len(names) == 1, (service, names)
    return names[0]


def _call(env: dict, container: str, method: str, url: str, body: dict | None = None,
          headers: dict | None = None) -> dict:
    out = podman(env, "exec", container, "python3", "-c", CALL, method, url,
                 json.dumps(body) if body is not None else "", json.dumps(headers or {}))
    return json.loads(out.stdout)


def _mcp_state(env: dict, container: str, tool: dict, headers: dict) -> tuple | None:
    """The refund tool's (state, replayed), once the MCP server answers (it may still start)."""
    try:
        got = _call(env, container, "POST", "http://mcp:8001/mcp", tool, headers)
    except AssertionError:
        return None
    if got["status"] != 200:
        return None
    answer = got["body"]["result"]["structuredContent"]
    return answer["state"], answer["replayed"]


def _eventually(probe, timeout_s: float = 60, every_s: float = 0.5):
    deadline = time.monotonic() + timeout_s
    while True:
        value = probe()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(every_s)


def test_compose_up_serves_a_refund_and_resumes_n8n(podman_env, stack):
    n8n, stripe = stack("n8n"), stack("stripe")
    key = {"Authorization": "Bearer key_acme"}

    def healthy():
        try:
            health = _call(podman_env, n8n, "GET", "http://web:8000/v1/health")
        except AssertionError:
            return None
        return health if health["body"]["status"] == "ok" else None

    health = _eventually(healthy, 90)
    assert health and health["body"]["workers"]["count"] == 1, health
    # the simulator's control API, on its own container's loopback: a refund stays pending 1 s
    sim = "http://127.0.0.1:12111/_sim"
    _call(podman_env, stripe, "POST", f"{sim}/config", {"refund_pending_s": 1})
    payment = _call(podman_env, stripe, "POST", f"{sim}/payments",
                    {"amount": 5000, "currency": "usd"})["body"]
    refund = {"intent_id": "compose-1", "amount": 1200, "currency": "usd",
              "payment_intent": payment["payment_intent"],
              "resume_url": "http://n8n:5678/webhook-waiting/42"}
    first = _call(podman_env, n8n, "POST", "http://web:8000/v1/refunds", refund, key)
    assert first["status"] == 200 and first["body"]["state"] == "pending", first

    def delivered():
        logs = podman(podman_env, "logs", n8n).stdout
        return [line for line in logs.splitlines() if line.startswith("DELIVERY")]

    lines = _eventually(delivered, 60)  # the worker re-reads after 5 s, then delivers
    assert len(lines) == 1, lines
    _, path, signature, body = lines[0].split(" ", 3)
    assert path == "/webhook-waiting/42" and signature.startswith("t=")
    assert json.loads(body)["state"] == "completed" and "compose-1" in body
    again = _call(podman_env, n8n, "POST", "http://web:8000/v1/refunds", refund, key)
    assert again["body"]["replayed"] is True and again["body"]["state"] == "completed", again
    refunds = _call(podman_env, stripe, "GET", f"{sim}/refunds")["body"]
    assert len(refunds["data"] if isinstance(refunds, dict) else refunds) == 1
    # the third role: an agent's refund through the MCP server, called twice, is one refund
    tool = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "refund",
            "arguments": {"payment_intent": payment["payment_intent"], "amount": 800,
                          "currency": "usd"}}}
    mcp_headers = {**key, "Accept": "application/json, text/event-stream"}
    first_call = _eventually(lambda: _mcp_state(podman_env, n8n, tool, mcp_headers), 60)
    assert first_call and first_call[0] in ("pending", "completed") and not first_call[1]

    def settled():  # the simulator keeps a refund pending 1 s; the worker re-reads it
        state = _mcp_state(podman_env, n8n, tool, mcp_headers)
        return state if state and state[0] == "completed" else None

    assert _eventually(settled, 60) == ("completed", True)  # the truth, and a replay
    refunds = _call(podman_env, stripe, "GET", f"{sim}/refunds")["body"]
    assert len(refunds["data"] if isinstance(refunds, dict) else refunds) == 2
    assert _call(podman_env, n8n, "GET", "http://mcp:8001/mcp")["status"] == 401
    aof = podman(podman_env, "exec", stack("redis"), "redis-cli", "config", "get", "appendonly")
    assert aof.stdout.split() == ["appendonly", "yes"]
