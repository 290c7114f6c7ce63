"""The MCP server as an ASGI app: Streamable HTTP at ``/mcp``, stateless, on the official SDK.

Stateless: no session is kept in the process, so any process serves any request (the state is
the ledger's, in Redis). Every HTTP request must carry ``Authorization: Bearer <tenant API
key>`` (``SURESTEP_API_KEYS``), checked with the API's own comparison (``service.web.auth``)
before the SDK sees the request: a missing or wrong key is 401, and a person's ops key is 403
(agents never decide). With OAuth set up (``service.mcp.oauth``), an access token from the
operator's authorization server is taken too, and the Protected Resource Metadata is served.
The wrapper leaves the tenant in the request's state, where each tool call reads it.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Mapping
from typing import Any

import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp_types import CallToolResult, ToolAnnotations
from pydantic import (  # an amount is a number: "1200" and true are refused
    StrictBool,
    StrictFloat,
    StrictInt,
)

from service import config as config_module
from service import logs, wiring
from service.deps import Deps
from service.mcp import answers, oauth, tasks, tools
from service.settings import Settings
from service.web.auth import digests, tenant_for

TITLES = {401: "Unauthorized", 403: "Forbidden", 503: "Service Unavailable"}
TENANT = "surestep_tenant"  # where the wrapper leaves the request's tenant (``scope["state"]``)
INSTRUCTIONS = (
    "surestep refunds a customer's payment at most once per ticket, payment and amount, and "
    "answers only with verified state. Tell the customer exactly `customer_may_be_told`, "
    "never more. Calling a tool again with the same arguments is always safe: it answers what "
    "happened, and never refunds twice.")


def _bearer(headers: Any) -> str:
    scheme, _, value = (headers.get("authorization") or "").partition(" ")
    return value.strip() if scheme.lower() == "bearer" else ""


class Server:
    """The tools bound to one Deps, and the ASGI app around them."""

    def __init__(self, settings: Settings):
        self.deps: Deps = wiring.build(settings)
        self.keys = digests(settings["API_KEYS"])
        self.ops_keys = digests(settings["OPS_KEYS"])
        self.oauth = oauth.from_settings(settings)
        self.mcp = MCPServer(name="surestep", instructions=INSTRUCTIONS,
                             extensions=[tasks.Tasks(self.deps, _tenant_of)])
        self._register()
        self.inner = self.mcp.streamable_http_app(stateless_http=True, json_response=True,
                                                  host="0.0.0.0")

    def tenant(self, ctx: Context) -> str:
        """The tenant the ASGI wrapper authenticated this request as (``__call__``)."""
        tenant = _tenant_of(ctx.request_context.request)
        if tenant is None:  # the wrapper lets nothing else through
            raise tools.Refused("The request is not authenticated.")
        return tenant

    def _tool(self, name: str, annotations: ToolAnnotations) -> Any:
        """``MCPServer.tool`` with the docstring as the description, its indentation removed
        (the SDK sends a method's docstring as written)."""
        def register(fn: Any) -> Any:
            return self.mcp.tool(name=name, annotations=annotations,
                                 description=inspect.cleandoc(fn.__doc__ or ""))(fn)
        return register

    def _register(self) -> None:
        deps = self.deps

        @self._tool(name="refund", annotations=ToolAnnotations(
            title="Refund a payment (at most once)", destructive_hint=True, idempotent_hint=True,
            open_world_hint=True, read_only_hint=False))
        def refund(ctx: Context, payment_intent: str | None = None, charge: str | None = None,
                   order_id: str | None = None,
                   amount: StrictInt | None = None, currency: str | None = None,
                   ticket_id: str | int | None = None, reason: str | None = None,
                   wait: StrictFloat | StrictInt | None = None) -> CallToolResult:
            """Refund `amount` (minor units: 1200 is 12.00) of a Stripe payment (`payment_intent`
            or `charge`) or a Shopify order (`order_id`, its gid) for the ticket.
            Idempotent by construction: surestep derives the refund's identity from the ticket,
            the payment, the amount and the currency, so calling again (after a timeout, a
            reconnect) answers what happened and never refunds twice. The answer's `state` is
            verified at the provider: completed, pending, failed, unknown or escalated (a person
            decides; you get no link). Say only `customer_may_be_told`. It answers within
            `wait` seconds (default 6, at most 25): a refund still running then is `unknown` with
            `in_flight: true`, never a failure; call again to learn what happened (a client with
            the Tasks extension gets a task to poll instead)."""
            given = {"payment_intent": payment_intent, "charge": charge, "order_id": order_id,
                     "amount": amount,
                     "currency": currency, "reason": reason, "wait": wait,
                     "ticket_id": None if ticket_id is None else str(ticket_id)}  # 7 or "7"
            given.update({k: None for k in _sent(ctx) if k not in given})  # refused below
            return _result(lambda: tools.refund(deps, self.tenant(ctx), given))

        @self._tool(name="refund_status", annotations=ToolAnnotations(
            title="What happened to a refund", read_only_hint=True, idempotent_hint=True,
            open_world_hint=False, destructive_hint=False))
        def refund_status(ctx: Context, intent_id: str | None = None,
                          ticket_id: str | int | None = None) -> CallToolResult:
            """The verified state of a refund: by the `intent_id` the refund tool answered,
            or every refund a `ticket_id` names (newest first). Call this after a timeout
            instead of assuming the refund failed."""
            ticket = None if ticket_id is None else str(ticket_id)
            return _result(lambda: tools.refund_status(deps, self.tenant(ctx), intent_id, ticket),
                           ctx, ("intent_id", "ticket_id"))

        @self._tool(name="update_ticket", annotations=ToolAnnotations(
            title="Comment on a Zendesk ticket (once)", destructive_hint=False,
            idempotent_hint=True, open_world_hint=True, read_only_hint=False))
        def update_ticket(ctx: Context, ticket_id: str | int, comment: str, public: StrictBool = True,
                          status: str | None = None,
                          wait: StrictFloat | StrictInt = 5.0) -> CallToolResult:
            """Post `comment` on Zendesk ticket `ticket_id` (public: the customer sees it;
            false: an internal note) and optionally set its `status`. Posted once: the same
            ticket and content is the same update however often you call. Answers once Zendesk
            took it (within `wait` seconds, at most 25), else `queued`; call again to learn."""
            return _result(lambda: tools.update_ticket(deps, self.tenant(ctx), ticket_id, comment,
                                                       public, status, wait),
                           ctx, ("ticket_id", "comment", "public", "status", "wait"))

        @self._tool(name="get_intent", annotations=ToolAnnotations(
            title="Everything recorded under an intent", read_only_hint=True,
            idempotent_hint=True, open_world_hint=False, destructive_hint=False))
        def get_intent(ctx: Context, intent_id: str) -> CallToolResult:
            """Every step recorded under `intent_id` (refund, ticket updates, escalation), each
            with its state and audit trail: who or what did what, and when."""
            return _result(lambda: tools.get_intent(deps, self.tenant(ctx), intent_id),
                           ctx, ("intent_id",))

        @self._tool(name="escalate", annotations=ToolAnnotations(
            title="Hand a refund to a person", destructive_hint=False, idempotent_hint=True,
            open_world_hint=True, read_only_hint=False))
        def escalate(ctx: Context, intent_id: str, reason: str,
                     ticket_id: str | None = None) -> CallToolResult:
            """Ask a person to look at `intent_id` (for a refund whose outcome is unknown, the
            person decides whether to retry it). Once per intent: calling again answers the same
            escalation. A person decides in surestep's console; you are told only that."""
            return _result(lambda: tools.escalate(deps, self.tenant(ctx), intent_id, reason,
                                                  ticket_id), ctx, ("intent_id", "reason", "ticket_id"))

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            if self.oauth and scope["path"] in self.oauth.metadata_paths:
                await _json(send, 200, self.oauth.metadata(), [(b"cache-control", b"max-age=300")])
                return
            headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                       for k, v in scope.get("headers", [])}
            tenant = await self._authenticate(_bearer(headers), send)
            if tenant is None:
                return  # answered
            scope.setdefault("state", {})[TENANT] = tenant
        await self.inner(scope, receive, send)

    async def _authenticate(self, key: str, send: Any) -> str | None:
        """The tenant the request's bearer acts for: a flow's API key, or (in OAuth mode) an
        access token from the operator's authorization server. Otherwise answers 401/403 and
        returns None."""
        tenant = tenant_for(key, self.keys) if key else None
        if tenant is not None:
            return str(tenant)
        challenge = self.oauth.challenge() if self.oauth else "Bearer"
        if key and tenant_for(key, self.ops_keys) is not None:
            await _problem(send, 403, "This is a person's ops key; agents use a flow's API key.",
                           challenge)
            return None
        if self.oauth and key.count(".") == 2:
            try:
                return await anyio.to_thread.run_sync(self.oauth.tenant, key)
            except oauth.Refused as refused:
                await _problem(send, refused.status, refused.reason,
                               self.oauth.challenge(refused))
                return None
        await _problem(send, 401, "Send your surestep API key as 'Authorization: Bearer <key>'"
                       + (", or an access token from your authorization server." if self.oauth
                          else "."), challenge)
        return None


def _tenant_of(request: Any) -> str | None:
    """The tenant the wrapper left in the HTTP request's state (None: not authenticated)."""
    tenant = getattr(request.state, TENANT, None) if request is not None else None
    return tenant if isinstance(tenant, str) else None


def _sent(ctx: Context) -> list[str]:
    """The argument names the client sent (the SDK drops unknown ones before the tool runs;
    an agent that sends ``intent_id`` or ``idempotency_key`` must hear that they are not ours
    to take, not have them silently ignored)."""
    params = getattr(ctx, "_input_params", None)
    arguments = getattr(params, "arguments", None)
    return list(arguments) if isinstance(arguments, dict) else []


def _result(run: Any, ctx: Context | None = None, allowed: tuple[str, ...] = ()) -> CallToolResult:
    """Run a tool: its answer as structuredContent, a refusal as a tool error. With ``ctx``,
    arguments beyond ``allowed`` are refused before anything runs."""
    try:
        unknown = sorted(set(_sent(ctx)) - set(allowed)) if ctx is not None else []
        if unknown:
            raise tools.Refused(f"Unknown arguments {', '.join(unknown)}; this tool takes "
                                f"{', '.join(allowed)}. Nothing was done.")
        body = run()
    except tools.Refused as exc:
        return answers.tool_error(str(exc))
    return answers.tool_result(body)


async def _problem(send: Any, status: int, detail: str, challenge: str) -> None:
    await _json(send, status, {"type": "about:blank", "status": status, "detail": detail,
                               "title": TITLES.get(status, "Error")},
                [(b"www-authenticate", challenge.encode("latin-1"))],
                b"application/problem+json")


async def _json(send: Any, status: int, document: dict, headers: list[tuple[bytes, bytes]],
                kind: bytes = b"application/json") -> None:
    body = json.dumps(document).encode()
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", kind), (b"content-length", str(len(body)).encode()), *headers]})
    await send({"type": "http.response.body", "body": body})


def create_app(test_config: Mapping[str, Any] | None = None) -> Server:
    """The ASGI app, configured as the API is (the environment, then ``test_config``)."""
    settings = config_module.load(test_config)
    logs.configure(settings["SURESTEP_LOG_LEVEL"])
    return Server(settings)
