"""The MCP conformance suite (npm ``@modelcontextprotocol/conformance``, the protocol's own
checks, not ours) against surestep's server, with a committed, commented baseline of what is
expected to fail (``tests/mcp/conformance-baseline.yml``: the suite's fixture tools, resources
and prompts, which a refund server does not ship, and the capabilities this version of the suite
calls without their being advertised). A check that fails and is not in the baseline fails the
test; so does a baseline entry that now passes (the baseline goes stale).

The suite's client sends no ``Authorization`` header and surestep answers 401 without one, so
the suite talks to a loopback proxy that adds a flow's key, as a configured client would; the
proxy changes nothing else. Installed once into ``~/.cache/surestep-mcp-conformance`` (or
``SURESTEP_MCP_CONFORMANCE_HOME``); without npm the test skips, saying so."""

from __future__ import annotations

import http.server
import json
import subprocess
import threading
from pathlib import Path

import httpx
import pytest
import yaml

from tests.support import npm_cache

VERSION = "0.1.10"  # the last release that runs on Node 20 (later ones need fs.globSync, Node 22)
BASELINE = Path(__file__).with_name("conformance-baseline.yml")


@pytest.fixture(scope="module")
def conformance() -> Path:
    package = npm_cache.installed("@modelcontextprotocol/conformance", VERSION,
                                  "surestep-mcp-conformance", "SURESTEP_MCP_CONFORMANCE_HOME",
                                  "the MCP conformance suite")
    return package.parent.parent / ".bin" / "conformance"


@pytest.fixture
def keyed_proxy(mcp_url):
    """A loopback proxy to the MCP server that adds ``Authorization: Bearer key_acme``.

    It passes each answer on as it comes (chunked), so the client's event stream (its GET)
    stays a stream and ends when the server ends it. Read whole before answering, as this proxy
    once did, such a stream held its handler thread until the fixture closed the connection
    under it, and each thread printed an ``httpx.ReadError`` traceback at the session's end.
    The handler threads are joined before the fixture returns: none outlives the test."""
    upstream = httpx.Client(timeout=60)

    class Forward(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _forward(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            headers = {k: v for k, v in self.headers.items()
                       if k.lower() not in ("host", "content-length", "authorization")}
            request = upstream.build_request(self.command, mcp_url, content=body,
                                             headers={**headers, "Authorization": "Bearer key_acme"})
            got = upstream.send(request, stream=True)
            try:
                self._answer(got)
            finally:
                got.close()

        def _answer(self, got: httpx.Response) -> None:
            self.send_response(got.status_code)
            for name, value in got.headers.items():
                if name.lower() not in ("content-length", "transfer-encoding", "connection",
                                        "content-encoding"):
                    self.send_header(name, value)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for chunk in got.iter_bytes():
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")

        do_GET = do_POST = do_DELETE = _forward  # noqa: N815 (http.server's names)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Forward)
    server.daemon_threads = False  # server_close() joins the handlers: none outlives the test
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/mcp"
    server.shutdown()
    server.server_close()
    upstream.close()


def test_the_conformance_suite_fails_only_what_the_baseline_names(conformance, keyed_proxy,
                                                                  tmp_path):
    done = subprocess.run([str(conformance), "server", "--url", keyed_proxy, "--output-dir",
                           str(tmp_path)], capture_output=True, text=True, timeout=600)
    results = {}
    for checks in tmp_path.rglob("checks.json"):  # one folder per scenario, named with a time
        for check in json.loads(checks.read_text()):
            results[check["id"]] = check["status"]
    print("\nconformance:", json.dumps(results, indent=1, sort_keys=True))
    assert results, done.stdout + done.stderr
    failed = {name for name, status in results.items() if status == "FAILURE"}
    expected = set(yaml.safe_load(BASELINE.read_text()) or [])
    assert failed - expected == set(), "new failures"
    assert expected - failed == set(), "baseline entries that now pass (remove them)"
