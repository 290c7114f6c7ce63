"""The MCP Inspector's CLI (npm ``@modelcontextprotocol/inspector``, a client we did not write)
lists surestep's tools and calls the refund tool over Streamable HTTP: one refund at the
simulator. The Inspector is installed once into a cache outside the repo
(``~/.cache/surestep-mcp-inspector``, or ``SURESTEP_MCP_INSPECTOR_HOME``); without npm the test
skips, saying so."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.mcp.client import made
from tests.support import npm_cache

VERSION = "2.12.0"


@pytest.fixture(scope="module")
def inspector() -> Path:
    package = npm_cache.installed("@modelcontextprotocol/inspector", VERSION,
                                  "surestep-mcp-inspector", "SURESTEP_MCP_INSPECTOR_HOME",
                                  "the MCP Inspector test")
    return package.parent.parent / ".bin" / "mcp-inspector"


def run(inspector: Path, url: str, tmp_path: Path, *args: str) -> dict:
    done = subprocess.run([str(inspector), "--cli", url, "--transport", "http",
                           "--header", "Authorization: Bearer key_acme", *args],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "MCP_CATALOG_PATH": str(tmp_path / "mcp.json")})
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout)


def test_the_inspector_lists_the_tools_and_its_refund_call_makes_one_refund(
        inspector, mcp_url, stripe_sim, tmp_path):
    listed = run(inspector, mcp_url, tmp_path, "--method", "tools/list")
    assert {t["name"] for t in listed["tools"]} == {
        "refund", "refund_status", "update_ticket", "get_intent", "escalate"}
    payment = stripe_sim.payment(5000)["payment_intent"]
    call = ("--method", "tools/call", "--tool-name", "refund", "--tool-arg",
            f"payment_intent={payment}", "amount=1200", "currency=usd", "ticket_id=7")
    answers = [run(inspector, mcp_url, tmp_path, *call) for _ in range(2)]
    for answer in answers:
        assert answer["structuredContent"]["state"] == "completed", answer
    assert [r["amount"] for r in made(stripe_sim)] == [1200]
