"""The MCP server as an ASGI app: Streamable HTTP at ``/mcp``, stateless, on the official SDK's
low-level ``Server`` (it advertises what it serves: tools and the Tasks extension, no prompts,
resources or logging we do not offer), ``serverInfo.version`` the package's.

Stateless: no session is kept in the process, so any process serves any request (the state is
the ledger's, in Redis). Every HTTP request is checked first for its ``Host`` and ``Origin``
(``origins``: 421 or 403, nothing run), then must carry ``Authorization: Bearer <tenant API
key>`` (``SURESTEP_API_KEYS``), checked with the API's own comparison (``service.web.auth``)
before the SDK sees the request: a missing or wrong key is 401, and a person's ops key is 403
(agents never decide). With OAuth set up (``service.mcp.oauth``), an access token from the
operator's authorization server is taken too, and the Protected Resource Metadata is served.
The wrapper leaves the tenant in the request's state, where each tool call reads it. A call's
arguments are checked against the tool's advertised schema (``arguments``) before it runs.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import anyio.to_thread
import structlog
from mcp.server.context import ServerRequestContext
from mcp.server.extension import compose_tool_call_handler
from mcp.server.lowlevel import Server as SdkServer
from mcp.server.transport_security import TransportSecurityMiddleware
from mcp.shared.exceptions import MCPError
from mcp_types import (
    INVALID_PARAMS,
    METHOD_NOT_FOUND,
    CallToolRequestParams,
    CallToolResult,
    ListToolsResult,
    PaginatedRequestParams,
)
from starlette.requests import Request

from service import config as config_module
from service import logs, tracing, wiring
from service.config import Settings
from service.deps import Deps
from service.mcp import answers, catalog, oauth, origins, tasks
from service.mcp.arguments import Refused
from service.web.auth import digests, tenant_for

log = structlog.get_logger("surestep.mcp")
TITLES = {401: "Unauthorized", 403: "Forbidden", 421: "Misdirected Request",
          503: "Service Unavailable"}
TENANT = "surestep_tenant"  # where the wrapper leaves the request's tenant (``scope["state"]``)
INSTRUCTIONS = (
    "surestep refunds a customer's payment at most once per ticket, payment and amount (and "
    "item, when you name one), and answers only with verified state. Tell the customer exactly "
    "`customer_may_be_told`, never more. Calling a tool again with the same arguments is always "
    "safe: it answers what happened, and never refunds twice.")


def _version() -> str:
    try:
        return version("surestep")
    except PackageNotFoundError:  # run from a tree that was never installed
        return "0+unknown"


def _bearer(headers: Any) -> str:
    scheme, _, value = (headers.get("authorization") or "").partition(" ")
    return value.strip() if scheme.lower() == "bearer" else ""


class Server:
    """The tools bound to one Deps, and the ASGI app around them."""

    def __init__(self, settings: Settings):
        self.deps: Deps = wiring.build(settings)
        self.keys = digests(settings["API_KEYS"])
        self.ops_keys = digests(settings["OPS_KEYS"])
        self.oauth = oauth.from_settings(settings, self.deps.clock)
        self.security = origins.settings(settings)
        self.edge = TransportSecurityMiddleware(self.security)
        self.tools = [spec.tool() for spec in catalog.TOOLS.values()]
        self.sdk: SdkServer[Any] = SdkServer(
            "surestep", version=_version(), instructions=INSTRUCTIONS,
            on_list_tools=self._list, on_call_tool=self._call,
            get_tool_input_schema=lambda name: (catalog.TOOLS[name].input_schema
                                                if name in catalog.TOOLS else None))
        self._extend(tasks.Tasks(self.deps, _tenant_of))
        self.inner = self.sdk.streamable_http_app(stateless_http=True, json_response=True,
                                                  transport_security=self.security)

    def _extend(self, extension: tasks.Tasks) -> None:
        """Apply an SDK extension to the low-level server as ``MCPServer(extensions=...)``
        would: its methods (each gated to its protocol versions), its settings advertised
        under ``capabilities.extensions``, its interceptor around ``tools/call``."""
        for method in extension.methods():
            self.sdk.add_request_handler(method.method, method.params_type, _gated(method))
        self.sdk.extensions[extension.identifier] = extension.settings()
        self.sdk.add_request_handler("tools/call", CallToolRequestParams,
                                     compose_tool_call_handler([extension], self._call))

    async def _list(self, ctx: ServerRequestContext[Any],
                    params: PaginatedRequestParams | None) -> ListToolsResult:
        return ListToolsResult(tools=self.tools)

    async def _call(self, ctx: ServerRequestContext[Any],
                    params: CallToolRequestParams) -> CallToolResult:
        """Check the arguments against the tool's schema, run it off the event loop, and answer
        its body, or our refusal as a tool error."""
        spec = catalog.TOOLS.get(params.name)
        if spec is None:
            raise MCPError(code=INVALID_PARAMS, message=f"There is no tool {params.name[:80]!r};"
                                                        f" tools/list names them.")
        tenant = _tenant_of(ctx.request)
        try:
            if tenant is None:  # the wrapper lets nothing else through
                raise Refused("The request is not authenticated.")
            checked = spec.checker.check(params.arguments)
            body = await anyio.to_thread.run_sync(spec.run, self.deps, tenant, checked)
        except Refused as refused:
            return answers.tool_error(str(refused))
        except Exception:  # a defect: logged, and the agent told what is (not) known
            log.exception("mcp tool failed", tool=spec.name, tenant=tenant)
            return answers.tool_error(catalog.CRASHED.get(
                spec.name, "An internal error stopped this call (it is logged); calling again "
                           "with the same arguments is safe."))
        return answers.tool_result(body)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            if self.oauth and scope["path"] in self.oauth.metadata_paths:
                await _json(send, 200, self.oauth.metadata(), [(b"cache-control", b"max-age=300")])
                return
            refused = await self.edge.validate_request(Request(scope), is_post=False)
            if refused is not None:  # a Host or Origin not ours: before any key is looked at
                await _problem(send, refused.status_code, origins.refusal(refused.status_code))
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


def _gated(method: Any) -> Any:
    """An extension's handler answering only at its protocol versions (``METHOD_NOT_FOUND``
    at any other), as the SDK's ``MCPServer`` gates extension methods."""
    versions = method.protocol_versions

    async def gated(ctx: ServerRequestContext[Any], params: Any) -> Any:
        if versions is not None and ctx.protocol_version not in versions:
            raise MCPError(code=METHOD_NOT_FOUND, message="Method not found", data=method.method)
        return await method.handler(ctx, params)

    return gated


async def _problem(send: Any, status: int, detail: str, challenge: str | None = None) -> None:
    headers = [(b"www-authenticate", challenge.encode("latin-1"))] if challenge else []
    await _json(send, status, {"type": "about:blank", "status": status, "detail": detail,
                               "title": TITLES.get(status, "Error")},
                headers, b"application/problem+json")


async def _json(send: Any, status: int, document: dict[str, Any], headers: list[tuple[bytes, bytes]],
                kind: bytes = b"application/json") -> None:
    body = json.dumps(document).encode()
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", kind), (b"content-length", str(len(body)).encode()), *headers]})
    await send({"type": "http.response.body", "body": body})


def create_app(test_config: Mapping[str, Any] | None = None) -> Server:
    """The ASGI app, configured as the API is (the environment, then ``test_config``)."""
    settings = config_module.load(test_config)
    logs.configure(settings["SURESTEP_LOG_LEVEL"])
    # OTEL_* (service.tracing); off, nothing. On, the SDK's own spans are the inbound ones:
    # one per JSON-RPC method, MCP's semantic conventions, its parent the call's _meta.traceparent
    if tracing.configure(scrub=logs.mask, service_name="surestep-mcp"):
        logs.add_context(tracing.log_ids)
    return Server(settings)
