"""Which ``Host`` and ``Origin`` the MCP server answers (DNS-rebinding protection), in the SDK's
own form (``TransportSecuritySettings``, checked by its ``TransportSecurityMiddleware``).

The MCP Streamable HTTP transport says a server MUST validate ``Origin`` and answer 403 to an
invalid one; the SDK answers 421 to a ``Host`` it does not serve. What is allowed is derived from
where the server is reached, never from a request:

- hosts: the host of ``SURESTEP_MCP_RESOURCE`` (the server's canonical URL) and of the public URL
  (``SURESTEP_PUBLIC_URL``, at any port, since the MCP server listens beside the API), and
  loopback at any port (the process's own health checks, and a reverse proxy that forwards to
  ``127.0.0.1:8001`` as nginx does by default: a rebinding page cannot make a browser send a
  loopback ``Host`` without a foreign ``Origin``);
- origins: those two URLs' origins; loopback origins only in development (the public URL and
  the resource, if set, are both loopback, as ``make run`` has them);
- plus ``SURESTEP_MCP_ALLOWED_HOSTS`` / ``SURESTEP_MCP_ALLOWED_ORIGINS`` (comma-separated,
  ``host:*`` for any port), for a name the deployment reaches the server by (``mcp:8001`` on a
  compose network).

A request without ``Origin`` (every non-browser client: agents, n8n, the Inspector's CLI) is
judged on ``Host`` alone, as the SDK does.
"""

from __future__ import annotations

import ipaddress
from typing import Any
from urllib.parse import urlsplit

from mcp.server.transport_security import TransportSecuritySettings

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")
# the loopback names a request may give as its Host (any port), always
LOOPBACK_NAMES = [name for host in LOOPBACK_HOSTS for name in (host, f"{host}:*")]
# the origins a development deployment (every URL of its own on loopback) accepts too
LOOPBACK_ORIGINS = [f"{scheme}://{host}{port}" for scheme in ("http", "https")
                    for host in LOOPBACK_HOSTS for port in ("", ":*")]


def settings(config: Any) -> TransportSecuritySettings:
    """The allowed hosts and origins for this deployment (module docstring)."""
    urls = [u for u in (config.get("SURESTEP_MCP_RESOURCE"), config.get("PUBLIC_URL")) if u]
    hosts, origins = _own(urls)
    hosts += LOOPBACK_NAMES
    if all(_loopback(urlsplit(url).hostname or "") for url in urls):  # development
        origins += LOOPBACK_ORIGINS
    hosts += _listed(config.get("SURESTEP_MCP_ALLOWED_HOSTS"))
    origins += _listed(config.get("SURESTEP_MCP_ALLOWED_ORIGINS"))
    return TransportSecuritySettings(enable_dns_rebinding_protection=True,
                                     allowed_hosts=list(dict.fromkeys(hosts)),
                                     allowed_origins=list(dict.fromkeys(origins)))


def _own(urls: list[str]) -> tuple[list[str], list[str]]:
    """The hosts (as given, bare, any port) and origins of the server's own URLs."""
    hosts: list[str] = []
    origins: list[str] = []
    for url in urls:
        parts = urlsplit(url)
        host = _bracketed(parts.hostname or "")
        hosts += [parts.netloc, host, f"{host}:*"]
        origins.append(f"{parts.scheme}://{parts.netloc}")
    return hosts, origins


def refusal(status: int) -> str:
    """Our words for the SDK's refusal of a request by its Host (421) or Origin (403)."""
    if status == 421:
        return ("This MCP server does not answer for that Host. Reach it at its own URL, or "
                "add the name to SURESTEP_MCP_ALLOWED_HOSTS. Nothing was run.")
    return ("Requests from that web origin are refused (DNS-rebinding protection): MCP clients "
            "send no Origin, and a browser page must be served from an origin in "
            "SURESTEP_MCP_ALLOWED_ORIGINS. Nothing was run.")


def _listed(raw: Any) -> list[str]:
    return [item.strip().rstrip("/") for item in str(raw or "").split(",") if item.strip()]


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost" or host.endswith(".localhost")
