"""The Tasks extension (``io.modelcontextprotocol/tasks``, MCP 2026-07-28): a refund that is
not settled when its ``wait`` ends is answered as a task the client polls to its verified end.

A client that declares the extension on its ``tools/call`` (per-request capabilities) and calls
``refund`` gets, instead of an ``unknown``/``pending`` answer, a ``CreateTaskResult`` whose
``taskId`` is the refund's intent. ``tasks/get`` reads that intent from the ledger for the
authenticated tenant (another tenant's task is unknown to it): ``working`` while the refund runs,
is pending at the provider or is being read back, with ``statusMessage`` the sentence the agent
may say; ``completed`` once the ledger holds a state a person or a provider decided (completed,
failed, escalated, or an unknown that nothing will settle on its own), its ``result`` the
``CallToolResult`` the call would have answered had it waited (the news, told once: not a
replay's "was already refunded on"). A pending refund is re-read at the provider on
``tasks/get`` at most once per poll interval (Redis ``SET NX PX``), as a replayed call re-reads
it. The task lives as long as the ledger keeps the intent (``ttlMs``).

What it never does: ``tasks/cancel`` is acknowledged (the protocol makes cancelling
cooperative) and stops nothing, since a refund that may have reached the provider cannot be
taken back by a poll; the task ends in its verified state, never ``cancelled``. No task is ever
``input_required``: approvals are a signed-in person's (the console), never the calling
agent's, so ``tasks/update`` is an error. A task is returned only once the intent is durably in
the ledger (the claim is written before anything is sent), as the extension requires.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from typing import Any

import anyio.to_thread
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.extension import Extension, MethodBinding
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS, CallToolRequestParams, CallToolResult, RequestParams
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from service.deps import Deps
from service.errors import ServiceError
from service.ledger import marks
from service.ledger.entries import Entry
from service.mcp import answers
from service.steps import refund as refund_step

EXTENSION = "io.modelcontextprotocol/tasks"
POLL_MS = 2000
WORKING = ("in_progress", "pending")


class TaskParams(RequestParams):
    task_id: str


class UpdateParams(TaskParams):
    input_responses: dict[str, Any] | None = None


class Tasks(Extension):
    """The extension, bound to the server's Deps and the way it reads a request's tenant."""

    identifier = EXTENSION

    def __init__(self, deps: Deps, tenant_of: Callable[[Any], str | None]):
        self.deps = deps
        self.tenant_of = tenant_of  # the request (Starlette) -> its authenticated tenant

    def methods(self) -> Sequence[MethodBinding]:
        modern = frozenset(MODERN_PROTOCOL_VERSIONS)
        return (MethodBinding("tasks/get", TaskParams, self._get, modern),
                MethodBinding("tasks/cancel", TaskParams, self._cancel, modern),
                MethodBinding("tasks/update", UpdateParams, self._update, modern))

    async def intercept_tool_call(self, params: CallToolRequestParams,
                                  ctx: ServerRequestContext[Any, Any],
                                  call_next: CallNext) -> HandlerResult:
        result = await call_next(ctx)
        intent = _in_flight(params, ctx, result)
        if intent is None:
            return result
        tenant = self.tenant_of(ctx.request)
        if tenant is None:
            return result
        entry = await anyio.to_thread.run_sync(self._entry, tenant, intent)
        if entry is None or not _working(entry):  # not durably there, or settled meanwhile
            return result
        return {"resultType": "task", **self._task(entry)}

    async def _get(self, ctx: ServerRequestContext[Any, Any], params: TaskParams) -> HandlerResult:
        tenant, intent = self._known(ctx, params)
        entry = await anyio.to_thread.run_sync(self._read, tenant, intent)
        if entry is None:
            raise _unknown(intent)
        if _working(entry):
            return self._task(entry)
        # the task's own outcome (the call that made it): news, not a replay
        done = answers.tool_result(answers.refund(refund_step.view(entry, False)))
        return {**self._task(entry, "completed"),
                "result": done.model_dump(by_alias=True, mode="json", exclude_none=True)}

    async def _cancel(self, ctx: ServerRequestContext[Any, Any],
                      params: TaskParams) -> HandlerResult:
        tenant, intent = self._known(ctx, params)
        if await anyio.to_thread.run_sync(self._entry, tenant, intent) is None:
            raise _unknown(intent)
        return {}  # acknowledged; a refund in flight is not ours to take back (module doc)

    async def _update(self, ctx: ServerRequestContext[Any, Any],
                      params: UpdateParams) -> HandlerResult:
        self._known(ctx, params)
        raise MCPError(code=INVALID_PARAMS, message=(
            "surestep's tasks take no input: a refund a person must approve is decided by a "
            "signed-in operator in surestep's console, never through the agent."))

    def _known(self, ctx: ServerRequestContext[Any, Any], params: TaskParams) -> tuple[str, str]:
        tenant = self.tenant_of(ctx.request)
        if tenant is None:
            raise MCPError(code=INVALID_PARAMS, message="The request is not authenticated.")
        if not params.task_id.startswith("mcp-refund-") or len(params.task_id) > 80:
            raise _unknown(params.task_id)
        return tenant, params.task_id

    def _entry(self, tenant: str, intent: str) -> Entry | None:
        return self.deps.ledger.get(tenant, refund_step.STEP, intent)

    def _read(self, tenant: str, intent: str) -> Entry | None:
        """The entry, re-read at the provider first as the verify job would (``_due``), at
        most once per poll interval across every process (the mark is in Redis)."""
        entry = self._entry(tenant, intent)
        if entry is None or not _due(entry, self.deps.clock.wall()):
            return entry
        if not marks.first_read(self.deps.ledger, entry.key, POLL_MS):
            return entry
        try:
            return refund_step.verify(self.deps, tenant, intent, actor="mcp-task").entry
        except ServiceError:  # being executed right now: the task is working, as it was
            return entry

    def _task(self, entry: Entry, status: str = "working") -> dict[str, Any]:
        view = refund_step.view(entry, False)
        told = answers.told(view) if entry.state != "in_progress" else answers.UNKNOWN
        ttl = self.deps.ledger.ttl_s * 1000
        return {"taskId": entry.intent_id, "status": status, "statusMessage": told,
                "createdAt": _iso(entry.created_at), "lastUpdatedAt": _iso(entry.updated_at),
                "ttlMs": max(0, int(ttl - (self.deps.clock.wall() - entry.created_at) * 1000)),
                "pollIntervalMs": POLL_MS}


def declared(ctx: ServerRequestContext[Any, Any]) -> bool:
    """Whether this request's client declared the extension (2026-07-28 only: the task result
    shape cannot be carried on an older protocol's wire)."""
    if ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
        return False
    capabilities = ctx.session.client_capabilities
    extensions = capabilities.extensions if capabilities else None
    return extensions is not None and EXTENSION in extensions


def _in_flight(params: CallToolRequestParams, ctx: ServerRequestContext[Any, Any],
               result: Any) -> str | None:
    """The intent of a refund call's answer that a task may stand for: the client declared
    tasks, and the answer (not an error) says the refund is in flight or pending. None for
    any other answer, which goes back as it is."""
    if params.name != "refund" or not declared(ctx) or not isinstance(result, CallToolResult):
        return None
    answer = result.structured_content or {}
    if result.is_error or not (answer.get("in_flight") or answer.get("state") == "pending"):
        return None
    intent = answer.get("intent_id")
    return intent if isinstance(intent, str) else None


def _working(entry: Entry) -> bool:
    """Whether the refund may still move on its own: running, pending at the provider, or an
    unknown that the service re-reads (``refund_step.followed_up``)."""
    return entry.state in WORKING or (entry.state == "unknown"
                                      and refund_step.followed_up(entry.state, entry.result))


def _due(entry: Entry, now: float) -> bool:
    """Whether a poll re-reads the provider: a pending refund (its refund is there to read,
    as a replayed call reads it), or an unknown the verify job follows once that job's first
    delay has passed since it arose (a lookup sooner can miss a create the provider holds)."""
    if entry.lease_live(now):
        return False
    if entry.state == "pending":
        return True
    return (entry.state == "unknown" and refund_step.followed_up(entry.state, entry.result)
            and now - entry.updated_at >= refund_step.VERIFY_FIRST_S)


def _unknown(task_id: str) -> MCPError:
    return MCPError(code=INVALID_PARAMS, message=f"There is no task {task_id[:80]!r} for this "
                                                 f"tenant.")


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, timezone.utc).isoformat().replace("+00:00", "Z")
