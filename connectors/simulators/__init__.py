"""In-process HTTP simulators of the services surestep talks to.

`serve(StripeSimulator(seed_demo=True))` returns a running `SimServer` (`.url`,
`.close()`, context manager); `SIMULATORS` maps CLI names to simulator classes.
"""

from connectors.simulators.base import Simulator
from connectors.simulators.server import SimServer, serve
from connectors.simulators.shopify_sim import ShopifySimulator
from connectors.simulators.stripe_sim import StripeSimulator
from connectors.simulators.zendesk_sim import ZendeskSimulator

SIMULATORS: dict[str, type[Simulator]] = {"stripe": StripeSimulator, "zendesk": ZendeskSimulator,
                                         "shopify": ShopifySimulator}

__all__ = ["SIMULATORS", "ShopifySimulator", "SimServer", "Simulator", "StripeSimulator",
           "ZendeskSimulator", "serve"]
