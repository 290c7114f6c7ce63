"""The chaos proxy: a fault-injecting HTTP/1.1 proxy the tests put between surestep and a
provider (``python -m tests.chaos.proxy --port N --upstream URL``; see ``__main__``)."""
