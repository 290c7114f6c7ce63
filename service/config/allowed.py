"""Where an outbound URL may point besides the globally routable internet: the parsed
``SURESTEP_ALLOWED_TARGETS`` (``Allowed``: host names and networks), which
``service.events.outbound`` checks every address against."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from service.errors import ConfigError

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Address = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True)
class Allowed:
    """The parsed ``SURESTEP_ALLOWED_TARGETS``: host names and networks."""

    hosts: frozenset[str] = frozenset()
    networks: tuple[Network, ...] = ()

    def __str__(self) -> str:  # stable, so jobs.deps() can key its cache on settings
        return ",".join(sorted(self.hosts) + sorted(map(str, self.networks)))

    def permits(self, host: str, address: Address | None) -> bool:
        if host in self.hosts:
            return True
        return address is not None and any(address in net for net in self.networks
                                           if net.version == address.version)


def parse_allowed(raw: str | None) -> Allowed:
    """``"127.0.0.1,10.0.0.0/8,n8n.internal"`` -> Allowed (a bad entry is a ConfigError)."""
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
