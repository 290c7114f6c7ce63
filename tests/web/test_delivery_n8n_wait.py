"""A resume_url delivery that n8n refuses because its Wait node waits for another method
(n8n's "On Webhook Call" defaults to GET; surestep resumes with a POST) fails at once, with a
last_error that names the method, instead of being retried until the attempts run out while
the n8n run waits for ever (issue 19). Any other 404 is retried as before."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.support.constants import ACME
from tests.support.helpers import drain

# n8n 2.8.4's answer (dist/webhooks/waiting-webhooks.js), as its NotFoundError renders it
N8N_404 = {"code": 404, "message": 'The workflow for execution "42" does not contain a waiting '
                                  'webhook with a matching path/method.'}


class N8nLike:
    """A loopback receiver that answers every POST 404 with ``body``."""

    def __init__(self, body: dict):
        self.posts = 0
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.posts += 1
                raw = json.dumps(body).encode()
                self.send_response(404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/webhook-waiting/42"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.mark.parametrize("body,state,posts", [
    (N8N_404, "failed", 1),  # the Wait node waits for GET: once, then failed, said why
    ({"code": 404, "message": "Not Found"}, "pending", 1),  # another 404: retried as before
])
def test_a_wait_node_on_the_wrong_method_fails_the_delivery_at_once(client, deps, zendesk_sim,
                                                                     body, state, posts):
    receiver = N8nLike(body)
    try:
        [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"]
        queued = client.post(f"/v1/tickets/{ticket['id']}/updates", headers=ACME, json={
            "intent_id": "wait-1", "comment": {"body": "done"}, "resume_url": receiver.url})
        def job() -> dict:
            return client.get(queued.json["links"]["self"], headers=ACME).json

        drain(deps, done=lambda: ((job().get("delivery") or {}).get("attempts") or 0) >= 1,
              timeout_s=15)
        job = job()
        assert job["state"] == "completed"
        delivery = job["delivery"]
        assert delivery["state"] == state and delivery["attempts"] == posts == receiver.posts
        assert delivery["last_status"] == 404
        if state == "failed":
            assert "POST" in delivery["last_error"] and "Wait node" in delivery["last_error"]
        intent = client.get("/v1/intents/wait-1", headers=ACME).json
        assert intent["steps"][0]["delivery"] == delivery  # the intent shows it too
    finally:
        receiver.close()
