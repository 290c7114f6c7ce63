"""The agents' door: a Model Context Protocol server (Streamable HTTP at ``/mcp``, stateless).

``tools`` holds what each tool does, on the same step functions the API's endpoints call;
``app`` builds the ASGI app (the official SDK, PyPI ``mcp``) with API-key authentication.
"""
