"""Checks on the URLs surestep calls on a flow's behalf (``resume_url``, ``target_url``).

A URL handed to us by a flow is a request to make our server call it, so it must not reach
what only our server can reach (SSRF): cloud metadata at 169.254.169.254, Redis on loopback,
the private network. Allowed: http and https to public addresses, plus what
``SURESTEP_ALLOWED_TARGETS`` lists (hosts, IPs or CIDR networks), because a self-hosted n8n
often lives on a private network. Checked when the URL is accepted (IP literals and local
names) and again by every delivery, at connect time: ``client()`` resolves the host once,
refuses the connection if any address it got is internal, and connects to one of exactly those
addresses. Checking a name and then letting the HTTP client resolve it again would leave a gap
(DNS rebinding: a name that answers a public address to the check and 127.0.0.1 to the
connect); here nothing is resolved twice. TLS still verifies, and SNI and Host still carry, the
URL's host name: only the TCP connect is pinned.

Two different failures at connect: ``Refused`` (the name resolves to an address we do not call;
no retry can change that) and ``LookupFailed`` (the lookup itself failed: a resolver hiccup,
which a retry may cure). ``LookupFailed`` is an httpcore ``ConnectError``, so the caller sees it
as ``httpx.ConnectError``, like any connection that could not be made.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpcore
import httpx

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


class LookupFailed(httpcore.ConnectError):
    """The host name did not resolve this time (transient: retry like a refused connection)."""


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
    taken as public (``client()`` checks what it resolves to when it connects)."""
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
        try:
            addresses = _lookup(host, parts.port, resolve_system)
        except LookupFailed as exc:
            raise Refused(str(exc)) from None
        for address in addresses:
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


def resolve_system(host: str, port: int | None) -> list[ipaddress._BaseAddress]:
    """The system resolver's addresses for ``host`` (``socket.gaierror`` when it fails)."""
    infos = socket.getaddrinfo(host, port or 443, proto=socket.IPPROTO_TCP)
    return [ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos]


Resolver = Callable[[str, int | None], list[ipaddress._BaseAddress]]


def _lookup(host: str, port: int | None, resolve: Resolver) -> list[ipaddress._BaseAddress]:
    try:
        addresses = list(dict.fromkeys(resolve(host, port)))
    except OSError as exc:  # socket.gaierror: no answer now is not a verdict on the address
        raise LookupFailed(f"{host} does not resolve ({exc})") from None
    if not addresses:
        raise LookupFailed(f"{host} resolved to no address")
    return addresses


def pinned_addresses(host: str, port: int | None, allowed: Allowed,
                     resolve: Resolver = resolve_system) -> list[ipaddress._BaseAddress]:
    """The addresses a connection to ``host`` may use, resolved once; ``Refused`` if any of
    them is internal and not allowed (a name with one private answer is not trusted),
    ``LookupFailed`` if the name did not resolve."""
    host = host.lower().rstrip(".")
    literal = _ip(host)
    addresses = [literal] if literal is not None else _lookup(host, port, resolve)
    for address in addresses:
        _refuse_internal(host, address, allowed)
    return addresses


class PinnedBackend(httpcore.NetworkBackend):
    """httpcore's TCP connect, to an address checked by ``pinned_addresses`` (TLS is started
    on the returned stream by httpcore with the URL's host as SNI and for verification)."""

    def __init__(self, allowed: Allowed, resolve: Resolver = resolve_system):
        self.allowed, self.resolve, self._tcp = allowed, resolve, httpcore.SyncBackend()

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None):
        error: Exception | None = None
        for address in pinned_addresses(host, port, self.allowed, self.resolve):
            try:
                return self._tcp.connect_tcp(str(address), port, timeout, local_address,
                                             socket_options)
            except httpcore.ConnectError as exc:  # e.g. ::1 first but only 127.0.0.1 listens
                error = exc
        raise error or httpcore.ConnectError(f"{host} has no address")

    def connect_unix_socket(self, path, timeout=None, socket_options=None):
        raise Refused("Unix sockets are never called on a flow's behalf.")

    def sleep(self, seconds: float) -> None:
        self._tcp.sleep(seconds)


class PinnedTransport(httpx.HTTPTransport):
    """httpx's own transport (pooling, HTTP/1.1, TLS, exception mapping) over ``PinnedBackend``.
    No proxy from the environment: a proxy would resolve the name itself."""

    def __init__(self, allowed: Allowed, *, resolve: Resolver = resolve_system,
                 verify: ssl.SSLContext | bool = True):
        context = (verify if isinstance(verify, ssl.SSLContext)
                   else httpx.create_ssl_context(verify=verify, trust_env=False))
        super().__init__(verify=context, trust_env=False)
        # httpx takes no network backend yet (encode/httpx PR 3749), so its pool is swapped for
        # httpcore's documented one with ours; if httpx ever renames it, fail closed.
        if not isinstance(getattr(self, "_pool", None), httpcore.ConnectionPool):
            raise RuntimeError("httpx's transport changed; outbound URLs cannot be pinned")
        self._pool = httpcore.ConnectionPool(ssl_context=context,
                                             network_backend=PinnedBackend(allowed, resolve))


def client(allowed: Allowed, timeout: float = 10, **transport: object) -> httpx.Client:
    """An httpx client for flow-supplied URLs: every connection pinned and checked, no
    redirects followed, no proxy. ``transport`` goes to ``PinnedTransport`` (tests)."""
    return httpx.Client(transport=PinnedTransport(allowed, **transport), timeout=timeout,
                        follow_redirects=False, trust_env=False)
