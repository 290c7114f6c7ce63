"""Configuration: the settings a process runs with, read once where the environment is.

What this package offers (its modules are its own; the product imports from here):

- ``load`` (``loading``): defaults, then the environment, then a test dict, coerced and
  checked into one ``Settings`` (``settings``: every setting and derived value with its type);
  ``DEFAULTS``, ``STRIPE_DEFAULT_BASE`` and the parsers of the keys and the Redis settings;
- ``Allowed`` (``allowed``): where an outbound URL may point besides the public internet;
- the URLs a deployment names (``urls``): its public URL and the console's single sign-on
  (``Oidc``).

``ConfigError`` (``service.errors``) is what a bad setting raises, before anything connects.
"""

from service.config.allowed import Address, Allowed, Network, parse_allowed
from service.config.loading import (
    DEFAULTS,
    STRIPE_DEFAULT_BASE,
    load,
    parse_api_keys,
    parse_cluster,
    parse_ops_keys,
    parse_sentinels,
)
from service.config.settings import Settings
from service.config.urls import Oidc, parse_oidc, parse_oidc_groups, public_url
from service.errors import ConfigError

__all__ = ["DEFAULTS", "STRIPE_DEFAULT_BASE", "Address", "Allowed", "ConfigError", "Network",
           "Oidc", "Settings", "load", "parse_allowed", "parse_api_keys", "parse_cluster",
           "parse_oidc", "parse_oidc_groups", "parse_ops_keys", "parse_sentinels",
           "public_url"]
