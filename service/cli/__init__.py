"""The ``surestep`` command (``commands``) and how it finds the dev Redis (``redis_url``)."""

from service.cli.commands import main

__all__ = ["main"]
