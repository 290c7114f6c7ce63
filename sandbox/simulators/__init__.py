"""In-process HTTP simulators of the services surestep talks to.

`serve(StripeSimulator(seed_demo=True))` returns a running `SimServer` (`.url`,
`.close()`, context manager); `SIMULATORS` maps CLI names to simulator classes.
"""

from sandbox.simulators.base import Simulator
from sandbox.simulators.server import SimServer, serve
from sandbox.simulators.shopify_sim import ShopifySimulator
from sandbox.simulators.stripe_sim import StripeSimulator
from sandbox.simulators.zendesk_sim import ZendeskSimulator

SIMULATORS: dict[str, type[Simulator]] = {"stripe": StripeSimulator, "zendesk": ZendeskSimulator,
                                         "shopify": ShopifySimulator}

__all__ = ["SIMULATORS", "ShopifySimulator", "SimServer", "Simulator", "StripeSimulator",
           "ZendeskSimulator", "serve"]
