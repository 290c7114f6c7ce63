"""The agents' door: a Model Context Protocol server (Streamable HTTP at ``/mcp``, stateless).

``app`` builds the ASGI app on the official SDK (PyPI ``mcp``, its low-level ``Server``) with
Host/Origin checks (``origins``) and API-key authentication (``oauth`` for access tokens);
``catalog`` lists the tools, their annotations and their schemas (``schemas``); ``arguments``
checks a call against its tool's schema; ``tools`` holds what each tool does, on the same step
functions the API's endpoints call; ``answers`` what a tool answers; ``tasks`` the Tasks
extension.
"""
