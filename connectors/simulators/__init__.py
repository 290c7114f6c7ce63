"""In-process HTTP simulators of the services surestep talks to.

`serve(StripeSimulator(seed_demo=True))` returns a running `SimServer` (`.url`,
`.close()`, context manager); `SIMULATORS` maps CLI names to simulator classes.
"""

from connectors.simulators.base import SimServer, Simulator, serve
from connectors.simulators.stripe_sim import StripeSimulator

SIMULATORS: dict[str, type[Simulator]] = {"stripe": StripeSimulator}

__all__ = ["SIMULATORS", "SimServer", "Simulator", "StripeSimulator", "serve"]
