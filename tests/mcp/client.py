"""The MCP tests' client: the SDK's own ``ClientSession`` over real HTTP (Streamable HTTP, as
agents connect), and what the Stripe simulator holds afterwards."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx2
from jsonschema import Draft202012Validator
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client


async def session_call(url: str, name: str, arguments: dict | None = None,
                       key: str = "key_acme", **options: Any):
    """One tool call (``name``), or ``"list"`` (tools/list) or ``"init"`` (the initialize
    result), in a fresh session as a stateless agent makes it."""
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=30) as http:
        async with streamable_http_client(url, http_client=http) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                initialized = await session.initialize()
                if name == "init":
                    return initialized
                if name == "list":
                    return await session.list_tools()
                return await session.call_tool(name, arguments or {}, **options)


def call(url: str, name: str, arguments: dict | None = None, key: str = "key_acme"):
    return asyncio.run(session_call(url, name, arguments or {}, key))


def call_until_completed(url: str, args: dict, deadline: float) -> list[dict]:
    """Call the refund tool again, as an agent told "calling again is safe" does, until it
    answers completed; every answer, in order."""
    answers = []
    while time.monotonic() < deadline:
        answers.append(call(url, "refund", args).structured_content)
        if answers[-1]["state"] == "completed":
            return answers
        time.sleep(0.5)
    raise AssertionError(f"never completed: {answers}")


def made(stripe_sim) -> list[dict]:
    return [r for r in stripe_sim.refunds() if r["api_key"] == "sk_test_surestep"]


def output_errors(url: str, name: str, body: Any) -> list[str]:
    """What in ``body`` breaks the tool's advertised ``outputSchema`` (checked with
    ``jsonschema``, not the SDK's own check), and every key it carries that the schema does
    not declare (the schema stays a complete description)."""
    [tool] = [t for t in call(url, "list").tools if t.name == name]
    schema = tool.output_schema
    errors = [e.message for e in Draft202012Validator(schema).iter_errors(body)]
    shapes = schema.get("anyOf", [schema])
    declared = set().union(*(shape["properties"] for shape in shapes))
    return errors + [f"undeclared {key}" for key in body if key not in declared]
