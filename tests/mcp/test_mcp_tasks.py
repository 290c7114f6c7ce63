"""The Tasks extension (``service.mcp.tasks``) as a 2026-07-28 client uses it: the SDK's own
``Client`` over real HTTP, declaring the extension through the SDK's ``ClientExtension`` and
claiming the ``task`` result, polling ``tasks/get`` as the extension's specification says
(github.com/modelcontextprotocol/ext-tasks, ``specification/draft/tasks.md``). What counts is
what the Stripe simulator holds and what the task finally answered."""

from __future__ import annotations

import asyncio
import json
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar, Literal

import httpx2
import pytest
from mcp.client.client import Client
from mcp.client.extension import ClaimContext, ClientExtension, ResultClaim, advertise
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, Request, RequestParams, Result

from service.mcp.tasks import EXTENSION
from tests.support import npm_cache

AMOUNT = {"payment_intent": None, "amount": 1200, "currency": "usd", "ticket_id": "4242"}


class TaskFields(Result):
    """A Task's fields, as the extension's specification lists them."""

    task_id: str
    status: str
    status_message: str | None = None
    created_at: str
    last_updated_at: str
    ttl_ms: int | None
    poll_interval_ms: int | None = None


class CreateTaskResult(TaskFields):
    result_type: Literal["task"] = "task"


class GetTaskResult(TaskFields):
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None


class TaskParams(RequestParams):
    task_id: str


class GetTask(Request[TaskParams, Literal["tasks/get"]]):
    method: Literal["tasks/get"] = "tasks/get"
    name_param: ClassVar[str | None] = "taskId"  # the Mcp-Name header the extension requires


class CancelTask(Request[TaskParams, Literal["tasks/cancel"]]):
    method: Literal["tasks/cancel"] = "tasks/cancel"
    name_param: ClassVar[str | None] = "taskId"


class UpdateTask(Request[TaskParams, Literal["tasks/update"]]):
    method: Literal["tasks/update"] = "tasks/update"
    name_param: ClassVar[str | None] = "taskId"


class Recorder(ClientExtension):
    """The extension as a client implements it: claim ``task``, poll ``tasks/get`` at the
    server's interval to a terminal status, answer its ``result``. Every snapshot is kept."""

    identifier = EXTENSION

    def __init__(self, cancel_first: bool = False):
        self.created: list[CreateTaskResult] = []
        self.snapshots: list[GetTaskResult] = []
        self.cancel_first = cancel_first

    def claims(self) -> Sequence[ResultClaim[Any]]:
        return (ResultClaim(result_type="task", model=CreateTaskResult, resolve=self.resolve),)

    async def resolve(self, created: CreateTaskResult, ctx: ClaimContext) -> CallToolResult:
        self.created.append(created)
        params = TaskParams(task_id=created.task_id)
        if self.cancel_first:
            await ctx.session.send_request(CancelTask(params=params), Result)
        for _ in range(60):
            got = await ctx.session.send_request(GetTask(params=params), GetTaskResult)
            self.snapshots.append(got)
            if got.status == "completed":
                return CallToolResult.model_validate(got.result, by_name=False)
            assert got.status == "working", got
            await asyncio.sleep((got.poll_interval_ms or 1000) / 1000 / 4)  # quicker, in tests
        raise AssertionError(f"the task never ended: {self.snapshots[-1]}")


async def _call(url: str, arguments: dict, extension: ClientExtension | None,
                key: str = "key_acme", then: Any = None) -> Any:
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=30) as http:
        extensions = [extension] if extension is not None else []
        async with Client(streamable_http_client(url, http_client=http), mode="2026-07-28",
                          extensions=extensions) as client:
            if then is not None:
                return await then(client.session)
            return await client.call_tool("refund", arguments)


def call(url: str, arguments: dict, extension: ClientExtension | None = None, **kw: Any) -> Any:
    """One client's call; an error the server answered is raised as itself (the SDK's task
    groups wrap it)."""
    try:
        return asyncio.run(_call(url, arguments, extension, **kw))
    except BaseExceptionGroup as group:
        leaf: BaseException = group
        while isinstance(leaf, BaseExceptionGroup) and len(leaf.exceptions) == 1:
            leaf = leaf.exceptions[0]
        raise leaf from None


def made(stripe_sim) -> list[dict]:
    return [r for r in stripe_sim.refunds() if r["api_key"] == "sk_test_surestep"]


def slow_refund(stripe_sim, delay_s: float = 2.0) -> dict:
    payment = stripe_sim.payment(5000)
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=delay_s)
    return {**AMOUNT, "payment_intent": payment["payment_intent"], "wait": 0.5}


def test_a_refund_still_running_is_a_task_polled_to_its_verified_end(mcp_url, stripe_sim):
    args = slow_refund(stripe_sim)
    recorder = Recorder()
    final = call(mcp_url, args, recorder)
    assert len(recorder.created) == 1
    created = recorder.created[0]
    assert created.status == "working" and created.task_id.startswith("mcp-refund-")
    assert created.poll_interval_ms == 2000 and created.ttl_ms and created.ttl_ms > 0
    assert "no need to ask again" in created.status_message  # the unknown's sentence
    assert recorder.snapshots[-1].status == "completed"
    assert all(s.status_message for s in recorder.snapshots)
    answer = final.structured_content
    assert answer["state"] == "completed" and answer["verified"] is True
    assert answer["intent_id"] == created.task_id
    assert answer["customer_may_be_told"] == "Your refund of 12.00 USD is confirmed by Stripe."
    assert len(made(stripe_sim)) == 1
    again = call(mcp_url, {k: v for k, v in args.items() if k != "wait"}, Recorder())
    assert again.structured_content["state"] == "completed"  # a settled refund is no task
    assert len(made(stripe_sim)) == 1


def test_a_pending_refund_is_a_task_that_ends_completed(mcp_url, stripe_sim):
    stripe_sim.configure(refund_pending_s=1.0)  # Stripe answers pending, then succeeded
    payment = stripe_sim.payment(5000)
    recorder = Recorder()
    final = call(mcp_url, {**AMOUNT, "payment_intent": payment["payment_intent"]}, recorder)
    assert recorder.created and recorder.created[0].status == "working"
    assert recorder.created[0].status_message == "Your refund of 12.00 USD is being processed."
    assert final.structured_content["state"] == "completed"
    assert len(made(stripe_sim)) == 1


def test_a_client_without_the_extension_gets_the_plain_answer(mcp_url, stripe_sim):
    args = slow_refund(stripe_sim)
    plain = call(mcp_url, args, None)
    assert plain.structured_content["state"] == "unknown"
    assert plain.structured_content["in_flight"] is True
    advertised_only = call(mcp_url, args, advertise("io.example/other"))
    assert advertised_only.structured_content["intent_id"] == plain.structured_content[
        "intent_id"]


def test_cancel_is_acknowledged_and_takes_no_refund_back(mcp_url, stripe_sim):
    args = slow_refund(stripe_sim)
    recorder = Recorder(cancel_first=True)
    final = call(mcp_url, args, recorder)
    assert final.structured_content["state"] == "completed"  # never "cancelled": money moved
    assert all(s.status != "cancelled" for s in recorder.snapshots)
    assert len(made(stripe_sim)) == 1


def test_another_tenant_s_task_and_made_up_ids_are_unknown(mcp_url, stripe_sim):
    args = slow_refund(stripe_sim, delay_s=1.0)
    recorder = Recorder()
    call(mcp_url, args, recorder)
    task_id = recorder.created[0].task_id

    async def get(session, task: str = task_id):
        return await session.send_request(GetTask(params=TaskParams(task_id=task)),
                                          GetTaskResult)

    with pytest.raises(MCPError, match="no task"):
        call(mcp_url, {}, Recorder(), key="key_globex", then=get)
    for made_up in ("mcp-refund-" + "0" * 40, "../../etc", "x" * 5000, "mcp-ticket-1"):
        with pytest.raises(MCPError, match="no task"):
            call(mcp_url, {}, Recorder(), then=lambda s, t=made_up: get(s, t))
    mine = call(mcp_url, {}, Recorder(), then=get)
    assert mine.status == "completed" and mine.result["structuredContent"]["state"] == "completed"


def test_a_task_takes_no_input_from_the_agent(mcp_url, stripe_sim):
    args = slow_refund(stripe_sim, delay_s=1.0)
    recorder = Recorder()
    call(mcp_url, args, recorder)

    async def update(session):
        return await session.send_request(UpdateTask(params=TaskParams(
            task_id=recorder.created[0].task_id)), Result)

    with pytest.raises(MCPError, match="signed-in operator"):
        call(mcp_url, {}, Recorder(), then=update)
    assert len(made(stripe_sim)) == 1


EXT_TASKS = "0.2.2"


@pytest.fixture(scope="module")
def ext_tasks_v2() -> Path:
    """The extension's own package (its Zod schemas), installed once outside the repo."""
    package = npm_cache.installed("@modelcontextprotocol/ext-tasks", EXT_TASKS,
                                  "surestep-mcp-ext-tasks", "SURESTEP_MCP_EXT_TASKS_HOME",
                                  "checking the Tasks wire")
    return package / "dist" / "core" / "v2" / "index.js"


def test_what_goes_on_the_wire_is_what_the_extension_s_own_schemas_accept(mcp_url, stripe_sim,
                                                                          ext_tasks_v2):
    """Every tasks result surestep sent, as bytes on the wire, checked by the extension's
    published Zod schemas (not by our reading of its specification)."""
    bodies: list[tuple[str, dict]] = []

    async def record(response: httpx2.Response) -> None:
        sent = json.loads(response.request.content or b"{}")
        if response.headers.get("content-type", "").startswith("application/json"):
            await response.aread()
            bodies.append((sent.get("method", ""), json.loads(response.content)))

    args = slow_refund(stripe_sim)

    async def run() -> None:
        async with httpx2.AsyncClient(headers={"Authorization": "Bearer key_acme"}, timeout=30,
                                      event_hooks={"response": [record]}) as http:
            async with Client(streamable_http_client(mcp_url, http_client=http),
                              mode="2026-07-28", extensions=[Recorder(cancel_first=True)]) as c:
                await c.call_tool("refund", args)

    asyncio.run(run())
    schemas = {"tools/call": "CreateTaskResultV2Schema", "tasks/get": "GetTaskResultV2Schema",
               "tasks/cancel": "CancelTaskResultV2Schema"}
    docs = [{"schema": schemas[method], "doc": body["result"]} for method, body in bodies
            if method in schemas]
    assert {d["schema"] for d in docs} == set(schemas.values())
    assert any(d["doc"].get("status") == "completed" for d in docs)
    checked = subprocess.run(["node", str(Path(__file__).with_name("ext_tasks_check.mjs")),
                              str(ext_tasks_v2)], input=json.dumps(docs), capture_output=True,
                             text=True, timeout=60, check=True)
    failures = [c for c in json.loads(checked.stdout) if not c["ok"]]
    assert failures == [], failures
    assert len(made(stripe_sim)) == 1
