"""What the suites share: simulators as processes, live servers, drains, fixtures' helpers,
and the constants (``constants``)."""
