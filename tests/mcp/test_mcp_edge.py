"""The MCP server answers only for its own Host and for no foreign web Origin (the Streamable
HTTP transport's DNS-rebinding rule: 403 for an invalid Origin; 421 for a Host not served),
before any key is looked at and with nothing run; what is allowed comes from where the server
is reached (``SURESTEP_PUBLIC_URL``, ``SURESTEP_MCP_RESOURCE``, loopback in development), never
from a request. Raw HTTP, as a browser page or a misdirected proxy would send it."""

from __future__ import annotations

import asyncio

import httpx
import httpx2
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from service.mcp import origins
from tests.mcp.client import made

HEADERS = {"Authorization": "Bearer key_acme", "Accept": "application/json, text/event-stream"}


def refund_call(stripe_sim) -> dict:
    payment = stripe_sim.payment(5000)
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
        "name": "refund", "arguments": {"payment_intent": payment["payment_intent"],
                                        "amount": 100, "currency": "usd", "ticket_id": "5501"}}}


def post(url: str, body: dict, **headers: str) -> httpx.Response:
    return httpx.post(url, json=body, headers={**HEADERS, **headers}, timeout=10)


@pytest.mark.parametrize("headers, status", [
    ({"Origin": "http://evil.example"}, 403),
    ({"Origin": "null"}, 403),  # a sandboxed frame or a file: page
    ({"Origin": "http://127.0.0.1.evil.example:8001"}, 403),
    ({"Host": "evil.example"}, 421),  # a rebound name: the browser sends the page's Host
    ({"Host": "evil.example:8001", "Origin": "http://evil.example:8001"}, 421),
])
def test_a_foreign_origin_or_host_is_refused_and_nothing_is_run(mcp_url, stripe_sim, rdb,
                                                                headers, status):
    got = post(mcp_url, refund_call(stripe_sim), **headers)
    assert got.status_code == status, got.text
    assert got.headers["content-type"] == "application/problem+json"
    assert "Nothing was run" in got.json()["detail"]
    assert made(stripe_sim) == [] and stripe_sim.requests("POST", "/v1/refunds") == []
    assert rdb.keys("*mcp-refund*") == []
    unsigned = httpx.post(mcp_url, json={}, headers={k: v for k, v in {**HEADERS, **headers}
                                                     .items() if k != "Authorization"})
    assert unsigned.status_code == status  # before the key: a page learns nothing of it


def test_loopback_origins_and_hosts_are_served_in_development(mcp_url, stripe_sim):
    port = mcp_url.split(":")[2].split("/")[0]
    for headers in ({}, {"Origin": f"http://127.0.0.1:{port}"}, {"Origin": "http://localhost:3000"},
                    {"Host": f"localhost:{port}"}):
        got = post(mcp_url, refund_call(stripe_sim), **headers)
        assert got.status_code == 200, (headers, got.text)
    assert len(made(stripe_sim)) == 4


def test_the_sdk_client_from_an_allowed_origin_gets_its_answer(mcp_url, stripe_sim):
    arguments = refund_call(stripe_sim)["params"]["arguments"]

    async def from_origin():
        async with httpx2.AsyncClient(headers={**HEADERS, "Origin": "http://localhost:6274"},
                                      timeout=30) as http:
            async with streamable_http_client(mcp_url, http_client=http) as streams:
                async with ClientSession(streams[0], streams[1]) as session:
                    await session.initialize()
                    return await session.call_tool("refund", arguments)

    assert asyncio.run(from_origin()).structured_content["state"] == "completed"


@pytest.fixture
def deployed(env, monkeypatch):
    """A deployment reached at https://surestep.example.com, and by n8n as mcp:8001."""
    monkeypatch.setenv("SURESTEP_PUBLIC_URL", "https://surestep.example.com")
    monkeypatch.setenv("SURESTEP_MCP_ALLOWED_HOSTS", "mcp:8001")


@pytest.mark.parametrize("headers, status", [
    ({"Host": "surestep.example.com", "Origin": "https://surestep.example.com"}, 200),
    ({"Host": "surestep.example.com:8001"}, 200),  # beside the API, on its own port
    ({"Host": "mcp:8001"}, 200),  # listed in SURESTEP_MCP_ALLOWED_HOSTS
    ({}, 200),  # 127.0.0.1: the process's own health check, or a proxy's default Host
    ({"Origin": "http://localhost:3000"}, 403),  # loopback pages only in development
    ({"Origin": "http://surestep.example.com"}, 403),  # not the public URL's scheme
    ({"Host": "evil.example"}, 421),
])
def test_a_deployment_serves_its_public_host_and_origin_only(deployed, mcp_url, stripe_sim,
                                                             headers, status):
    got = post(mcp_url, refund_call(stripe_sim), **headers)
    assert got.status_code == status, got.text
    assert len(made(stripe_sim)) == (1 if status == 200 else 0)


def test_the_allowed_list_comes_from_the_settings():
    allowed = origins.settings({"SURESTEP_MCP_RESOURCE": "https://mcp.example.com/mcp",
                                "PUBLIC_URL": "https://surestep.example.com",
                                "SURESTEP_MCP_ALLOWED_ORIGINS": "https://console.example.com/"})
    assert "mcp.example.com" in allowed.allowed_hosts
    assert "surestep.example.com:*" in allowed.allowed_hosts
    assert "127.0.0.1:*" in allowed.allowed_hosts
    assert allowed.allowed_origins == ["https://mcp.example.com", "https://surestep.example.com",
                                       "https://console.example.com"]
    dev = origins.settings({"PUBLIC_URL": "http://127.0.0.1:8000"})
    assert "http://localhost:*" in dev.allowed_origins and dev.enable_dns_rebinding_protection
