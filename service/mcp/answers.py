"""A tool's answer on the wire: the body as ``structuredContent`` (and as JSON text, for clients
that read only ``content``), or a refusal as a tool error (``isError``) with our advice."""

from __future__ import annotations

import json
from typing import Any

from mcp_types import CallToolResult, TextContent


def tool_result(body: dict[str, Any]) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(body, default=str))],
                          structured_content=body)


def tool_error(advice: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=advice)], is_error=True)
