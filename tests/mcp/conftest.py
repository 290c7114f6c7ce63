"""The MCP server for the tests: ``service.mcp.app`` under uvicorn in a thread on a free
loopback port, configured like the API's test app (tests/conftest.py's ``env``), with a
policy that escalates refunds over 500.00 USD."""

from __future__ import annotations

import socket
import threading
import time

import pytest
import uvicorn

from service.mcp.app import create_app
from tests.support.guard_helpers import OPS_KEYS, write_policy


@pytest.fixture
def mcp_server(env, rdb, monkeypatch, tmp_path):
    """The running server (``.url``; ``.deps``, its ledger, for the tests' own reads)."""
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[refunds]\napproval_above = { usd = 50000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(policy))
    app = create_app()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    app.url = f"http://127.0.0.1:{port}/mcp"
    yield app
    server.should_exit = True
    thread.join(timeout=10)
    app.deps.close()


@pytest.fixture
def mcp_url(mcp_server):
    return mcp_server.url
