"""Checks on the URLs surestep calls on a flow's behalf (``resume_url``, ``target_url``).

A URL handed to us by a flow is a request to make our server call it, so it must not reach
what only our server can reach (SSRF): cloud metadata at 169.254.169.254, Redis on loopback,
the private network. Allowed: http and https to public addresses, plus what
``SURESTEP_ALLOWED_TARGETS`` lists (hosts, IPs or CIDR networks), because a self-hosted n8n
often lives on a private network. Checked when the URL is accepted (IP literals and local
names) and again right before each delivery (names resolved then, so a name that points at a
private address is refused too).
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

LOCAL_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class Allowed:
    """The parsed ``SURESTEP_ALLOWED_TARGETS``: host names and networks."""

    hosts: frozenset[str] = frozenset()
    networks: tuple[Network, ...] = ()

    def __str__(self) -> str:  # stable, so jobs.deps() can key its cache on settings
        return ",".join(sorted(self.hosts) + sorted(map(str, self.networks)))

    def permits(self, host: str, address: ipaddress._BaseAddress | None) -> bool:
        if host in self.hosts:
            return True
        return address is not None and any(address in net for net in self.networks
                                           if net.version == address.version)


class Refused(ValueError):
    """The URL may not be called; the message says why and how to allow it."""


def parse_allowed(raw: str | None) -> Allowed:
    """``"127.0.0.1,10.0.0.0/8,n8n.internal"`` -> Allowed (a bad entry is a ConfigError)."""
    from service.config import ConfigError

    hosts, networks = set(), []
    for item in filter(None, (part.strip().lower() for part in (raw or "").split(","))):
        try:
            networks.append(ipaddress.ip_network(item.strip("[]"), strict=False))
        except ValueError:
            if not all(label.replace("-", "").replace("_", "").isalnum()
                       for label in item.split(".")):
                raise ConfigError(f"SURESTEP_ALLOWED_TARGETS: {item!r} is neither a host name, "
                                  f"an IP address nor a CIDR network") from None
            hosts.add(item)
    return Allowed(frozenset(hosts), tuple(networks))


def check(url: str, allowed: Allowed, *, resolve: bool = False) -> None:
    """Raise ``Refused`` unless ``url`` may be called. Without ``resolve`` a host name is
    taken as public (it is checked again, resolved, right before each call)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise Refused(f"Only http and https URLs are called (got {parts.scheme or 'none'!r}).")
    host = (parts.hostname or "").lower().rstrip(".")
    if not host:
        raise Refused("The URL has no host.")
    literal = _ip(host)
    if allowed.permits(host, literal):
        return
    if literal is not None:
        _refuse_internal(host, literal, allowed)
        return
    if host in LOCAL_NAMES or host.endswith(".localhost"):
        raise Refused(_how_to_allow(host, "is a loopback name", host))
    if resolve:
        for address in _resolve(host, parts.port):
            _refuse_internal(host, address, allowed)


def _refuse_internal(host: str, address: ipaddress._BaseAddress, allowed: Allowed) -> None:
    if allowed.permits(host, address):
        return
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        address = address.ipv4_mapped
    kind = ("loopback" if address.is_loopback else "link-local" if address.is_link_local
            else "private" if address.is_private else "reserved" if address.is_reserved
            or address.is_multicast or address.is_unspecified else None)
    if kind is not None:
        what = "is" if host == str(address) else f"resolves to {address}, which is"
        raise Refused(_how_to_allow(host, f"{what} a {kind} address", str(address)))


def _how_to_allow(host: str, why: str, entry: str) -> str:
    return (f"{host} {why}; surestep does not call loopback, private or link-local addresses "
            f"on a flow's behalf. If this is your own service (e.g. a self-hosted n8n), allow "
            f"it with SURESTEP_ALLOWED_TARGETS={entry} (hosts, IPs or CIDR networks, "
            f"comma-separated) and restart surestep.")


def _ip(host: str) -> ipaddress._BaseAddress | None:
    """An IP literal, including the forms C libraries accept (``2130706433``, ``0x7f.1``),
    since the HTTP client would connect to them as such."""
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        pass
    if host and all(c in "0123456789abcdefx." for c in host) and host[0].isdigit():
        try:
            return ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None


def _resolve(host: str, port: int | None) -> list[ipaddress._BaseAddress]:
    try:
        infos = socket.getaddrinfo(host, port or 443, proto=socket.IPPROTO_TCP)
    except OSError as exc:
        raise Refused(f"{host} does not resolve ({exc}).") from None
    return [ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos]
