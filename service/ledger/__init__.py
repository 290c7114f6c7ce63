"""The ledger room: intents claimed before any side effect (``store``, its Lua ``scripts``),
the indexes the sweeper and /metrics read (``index``), the wake-ups of waiters (``notify``), and
every Redis key name surestep writes (``keys``)."""
