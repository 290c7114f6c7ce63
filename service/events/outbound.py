"""Checks on the URLs surestep calls on a flow's behalf (``resume_url``, ``target_url``).

A URL handed to us by a flow is a request to make our server call it, so it must not reach
what only our server can reach (SSRF): cloud metadata at 169.254.169.254 or 100.100.100.200,
Redis on loopback, the private network, the carrier's shared space. Allowed: http and https to
globally routable addresses only, as ``ipaddress``'s ``is_global`` decides (not a list of bad
ranges, which misses the range nobody listed), and never an IPv6 form that embeds an IPv4
address which is not global itself (IPv4-mapped and -compatible, SIIT, NAT64, 6to4, Teredo:
``2002:a9fe:a9fe::`` is 169.254.169.254 to a host with a 6to4 route). The one way in for
anything else is ``SURESTEP_ALLOWED_TARGETS`` (hosts, IPs or CIDR networks), because a
self-hosted n8n often lives on a private network.

Checked when the URL is accepted (IP literals and local names, with the host read as httpx
reads it, since httpx is what calls it) and again by every delivery, at connect time:
``client()`` resolves the host once, refuses the connection if any address it got may not be
called, and connects to one of exactly those addresses. Checking a name and then letting the
HTTP client resolve it again would leave a gap (DNS rebinding: a name that answers a public
address to the check and 127.0.0.1 to the connect); here nothing is resolved twice. TLS still
verifies, and SNI and Host still carry, the URL's host name: only the TCP connect is pinned.

Two different failures at connect: ``Refused`` (the name resolves to an address we do not call;
no retry can change that) and ``LookupFailed`` (the lookup itself failed: a resolver hiccup,
which a retry may cure). ``LookupFailed`` is an httpcore ``ConnectError``, so the caller sees it
as ``httpx.ConnectError``, like any connection that could not be made.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl
from collections.abc import Callable, Iterable
from typing import Any

import httpcore
import httpx

from service.config import Address, Allowed, parse_allowed  # noqa: F401 (the allow-list's parser, for callers)

LOCAL_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")
NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_.")
SHARED = ipaddress.ip_network("100.64.0.0/10")  # RFC 6598; Alibaba's metadata is 100.100.100.200
NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")  # RFC 8215: local use; 3.11 calls it global
# IPv6 forms whose low 32 bits are an IPv4 address that the packet is bound for
EMBEDDING_LOW_32 = (("an IPv4-translated", ipaddress.ip_network("::ffff:0:0:0/96")),
                    ("a NAT64", ipaddress.ip_network("64:ff9b::/96")),
                    ("an IPv4-compatible", ipaddress.ip_network("::/96")))


def credentials_in(url: str) -> bool:
    """Whether ``url`` carries ``user:password@`` (the API refuses such URLs; one stored before
    that rule is refused at delivery: the credentials would go out with every call)."""
    return "@" in _authority(url)


def masked(url: str) -> str:
    """``url`` with any ``user:password@`` replaced by ``***@``, to show it without its
    credentials."""
    if not credentials_in(url):
        return url
    scheme, _, rest = url.partition("//")
    authority = _authority(url)
    return f"{scheme}//***@{authority.rpartition('@')[2]}{rest[len(authority):]}"


def _authority(url: str) -> str:
    """What lies between ``//`` and the first ``/``, ``?`` or ``#`` (read as text: a malformed
    URL still has one)."""
    authority = url.partition("//")[2]
    for end in "/?#":
        authority = authority.split(end, 1)[0]
    return authority


class Refused(ValueError):
    """The URL may not be called; the message says why and how to allow it."""


class LookupFailed(httpcore.ConnectError):
    """The host name did not resolve this time (transient: retry like a refused connection)."""


def target(url: str) -> tuple[httpx.URL, str, Address | None]:
    """The parsed URL, the host the connection will use and, when that host is an IP literal
    (in any form a C library reads as one), its address; ``Refused`` when it is not an http(s)
    URL with a host. Shared with the accounts' URL check (``accounts.kinds``)."""
    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL as exc:
        raise Refused(f"Not a URL surestep can call ({exc}).") from None
    if parsed.scheme not in ("http", "https"):
        raise Refused(f"Only http and https URLs are called (got {parsed.scheme or 'none'!r}).")
    # raw_host is what the connection uses: IDNA-encoded, U+3002 dots already read as dots
    host = parsed.raw_host.decode("ascii").lower().rstrip(".")
    if not host:
        raise Refused("The URL has no host.")
    return parsed, host, _ip(host)


def check(url: str, allowed: Allowed) -> None:
    """Raise ``Refused`` unless ``url`` may be called, as far as the URL tells: its scheme, and
    its host when that is an IP literal or a loopback name. Any other name is checked by
    ``client()`` against what it resolves to, when it connects."""
    _, host, literal = target(url)
    if allowed.permits(host, literal):
        return
    if literal is not None:
        _refuse(host, literal, allowed)
    elif not set(host) <= NAME_CHARS:
        raise Refused(f"{host!r} is neither an IP address nor a host name.")
    elif host in LOCAL_NAMES or host.endswith(".localhost"):
        raise Refused(_how_to_allow(host, "is a loopback name", host))


def refusal(address: Address) -> str | None:
    """Why ``address`` is not called on a flow's behalf (``"a loopback address"``, ``"a 6to4
    address of 169.254.169.254, which is a link-local address"``), or None when it may be: it
    is global (``is_global``) and, if it embeds an IPv4 address, that one is global too."""
    for form, inner in _embedded(address):
        why = refusal(inner)
        if why is not None:
            return f"{form} address of {inner}, which is {why}"
    if address in NAT64_LOCAL:
        return "a local-use NAT64 address"
    if address.is_global and not address.is_multicast:  # 3.11 calls 224.0.0.1 global
        return None
    return next((words for is_kind, words in NOT_GLOBAL if is_kind(address)),
                "not a globally routable address")


# What an address that is not global is, in the answer's words: the first that fits.
NOT_GLOBAL: tuple[tuple[Callable[[Address], bool], str], ...] = (
    (lambda address: address.is_loopback, "a loopback address"),
    (lambda address: address.is_link_local, "a link-local address"),
    (lambda address: address.is_multicast, "a multicast address"),
    (lambda address: address.is_unspecified, "the unspecified address"),
    (lambda address: address in SHARED, "a shared (carrier-grade NAT) address"),
    (lambda address: address.is_private, "a private address"),
)


def _embedded(address: Address) -> list[tuple[str, ipaddress.IPv4Address]]:
    """The IPv4 addresses an IPv6 address carries, with the name of its form."""
    if address.version == 4:
        return []
    if address.ipv4_mapped is not None:
        return [("an IPv4-mapped", address.ipv4_mapped)]
    if address.sixtofour is not None:
        return [("a 6to4", address.sixtofour)]
    if address.teredo is not None:  # (server, client): the client is stored inverted
        return [("a Teredo", v4) for v4 in address.teredo]
    for form, network in EMBEDDING_LOW_32:
        if address in network and int(address) > 1:  # :: and ::1 are themselves, not IPv4
            return [(form, ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))]
    return []


def _refuse(host: str, address: Address, allowed: Allowed) -> None:
    if allowed.permits(host, address):
        return
    why = refusal(address)
    if why is not None:
        literal = _ip(host)
        what = ("is" if literal is not None and (literal.version == 6 or host == str(address))
                else f"is {address}, which is" if literal is not None  # 0x7f.1 is 127.0.0.1
                else f"resolves to {address}, which is")
        raise Refused(_how_to_allow(host, f"{what} {why}", str(address)))


def _how_to_allow(host: str, why: str, entry: str) -> str:
    return (f"{host} {why}; surestep calls only globally routable addresses on a flow's "
            f"behalf. If this is your own service (e.g. a self-hosted n8n), allow "
            f"it with SURESTEP_ALLOWED_TARGETS={entry} (hosts, IPs or CIDR networks, "
            f"comma-separated) and restart surestep.")


def _ip(host: str) -> Address | None:
    """An IP literal, including the forms C libraries accept (``2130706433``, ``0x7f.1``),
    since the HTTP client would connect to them as such; an IPv6 zone may be %-encoded."""
    try:
        return ipaddress.ip_address(host.strip("[]").replace("%25", "%", 1))
    except ValueError:
        pass
    if host and all(c in "0123456789abcdefx." for c in host) and host[0].isdigit():
        try:
            return ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None


def resolve_system(host: str, port: int | None) -> list[Address]:
    """The system resolver's addresses for ``host`` (``socket.gaierror`` when it fails)."""
    infos = socket.getaddrinfo(host, port or 443, proto=socket.IPPROTO_TCP)
    return [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]


Resolver = Callable[[str, int | None], list[Address]]


def _lookup(host: str, port: int | None, resolve: Resolver) -> list[Address]:
    try:
        addresses = list(dict.fromkeys(resolve(host, port)))
    except OSError as exc:  # socket.gaierror: no answer now is not a verdict on the address
        raise LookupFailed(f"{host} does not resolve ({exc})") from None
    if not addresses:
        raise LookupFailed(f"{host} resolved to no address")
    return addresses


def pinned_addresses(host: str, port: int | None, allowed: Allowed,
                     resolve: Resolver = resolve_system) -> list[Address]:
    """The addresses a connection to ``host`` may use, resolved once; ``Refused`` if any of
    them may not be called and is not allowed (a name with one private answer is not trusted),
    ``LookupFailed`` if the name did not resolve."""
    host = host.lower().rstrip(".")
    literal = _ip(host)
    addresses = [literal] if literal is not None else _lookup(host, port, resolve)
    for address in addresses:
        _refuse(host, address, allowed)
    return addresses


class PinnedBackend(httpcore.NetworkBackend):
    """httpcore's TCP connect, to an address checked by ``pinned_addresses`` (TLS is started
    on the returned stream by httpcore with the URL's host as SNI and for verification)."""

    def __init__(self, allowed: Allowed, resolve: Resolver = resolve_system):
        self.allowed, self.resolve, self._tcp = allowed, resolve, httpcore.SyncBackend()

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None,
                    socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
                    ) -> httpcore.NetworkStream:
        error: Exception | None = None
        for address in pinned_addresses(host, port, self.allowed, self.resolve):
            try:
                return self._tcp.connect_tcp(str(address), port, timeout, local_address,
                                             socket_options)
            except httpcore.ConnectError as exc:  # e.g. ::1 first but only 127.0.0.1 listens
                error = exc
        raise error or httpcore.ConnectError(f"{host} has no address")

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
                            ) -> httpcore.NetworkStream:
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


def client(allowed: Allowed, timeout: float = 10, **transport: Any) -> httpx.Client:
    """An httpx client for flow-supplied URLs: every connection pinned and checked, no
    redirects followed, no proxy. ``transport`` goes to ``PinnedTransport`` (tests)."""
    return httpx.Client(transport=PinnedTransport(allowed, **transport), timeout=timeout,
                        follow_redirects=False, trust_env=False)
