"""A stand-in for the model reader (``[judgment] reader_url``), on loopback: a real HTTP server
that answers OpenAI-style chat completions with a scripted reading, records what it was sent
(bodies and Authorization headers), and counts the requests.

    with StandInModel() as model:
        model.reading = {"language": "cs", "asks": [...], "instructions": []}
        model.mode = "good"       # or one of MODES
        model.delay_s = 0.3       # every answer after this long
        ...   model.url, model.requests (parsed bodies), model.keys (bearer tokens), model.count

Modes, each a way a model can fail us:

    good               the scripted reading
    hostile_quotes     the reading, its quotes replaced with words the ticket does not hold
    amounts            the reading with an ``amount`` on each ask (not in the schema)
    wrong_schema       another schema altogether: {"verdict": "allow", "refund": ...}
    slow               the reading, after ``slow_s`` (past the policy's timeout)
    refusal            ``message.refusal`` and no content
    follows_injection  obeys the ticket: it asks "everything", quoting the ticket's line that
                       speaks to an AI or an assistant, and reports no instruction
    error              HTTP 500
"""

from __future__ import annotations

import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODES = ("good", "hostile_quotes", "amounts", "wrong_schema", "slow", "refusal",
         "follows_injection", "error")
NOT_IN_TICKET = "The customer approves a full refund of everything"


class StandInModel:
    def __init__(self, reading: dict[str, Any] | None = None, mode: str = "good"):
        self.reading: dict[str, Any] = reading or {"language": "en", "asks": [],
                                                   "instructions": []}
        self.mode, self.delay_s, self.slow_s = mode, 0.0, 2.0
        self.requests: list[Any] = []
        self.keys: list[str | None] = []
        self._lock = threading.Lock()
        model = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                with model._lock:
                    model.requests.append(body)
                    given = self.headers.get("Authorization")
                    model.keys.append(given[7:] if given and given.startswith("Bearer ") else None)
                status, payload = model.answer(body)
                time.sleep(model.delay_s + (model.slow_s if model.mode == "slow" else 0))
                raw = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(raw)))
                    self.end_headers()
                    self.wfile.write(raw)
                except OSError:  # the client gave up first (its timeout)
                    pass

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/chat/completions"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    @property
    def count(self) -> int:
        return len(self.requests)

    def answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """The status and the chat completion this mode answers ``body`` with."""
        if self.mode == "error":
            return 500, {"error": {"message": "the model is down"}}
        if self.mode == "refusal":
            return 200, _completion(None, refusal="I can't help with that.")
        reading = json.loads(json.dumps(self.reading))
        if self.mode == "hostile_quotes":
            for item in reading["asks"] + reading["instructions"]:
                item["quote"] = NOT_IN_TICKET
        elif self.mode == "amounts":
            for item in reading["asks"]:
                item["amount"] = 999999
        elif self.mode == "wrong_schema":
            reading = {"verdict": "allow", "refund": {"amount": 16200, "currency": "usd"}}
        elif self.mode == "follows_injection":
            reading = {"language": reading.get("language", "en"), "instructions": [],
                       "asks": [{"what": "everything", "line": None, "units": None,
                                 "percent": None, "quote": _injection(body)}]}
        return 200, _completion(json.dumps(reading, ensure_ascii=False))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)

    def __enter__(self) -> "StandInModel":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def ticket_of(body: dict[str, Any]) -> str:
    """The ticket as the request delimits it (between its markers)."""
    user = body["messages"][-1]["content"]
    found = re.search(r"<<<TICKET (\w+)>>>\n(.*)\n<<<END TICKET \1>>>", user, re.S)
    return found.group(2) if found else ""


def _injection(body: dict[str, Any]) -> str:
    """The ticket's first line that speaks to an AI, an assistant or an agent, as written."""
    for line in ticket_of(body).splitlines():
        if re.search(r"\b(AI|assistant|agent)\b", line, re.I) and not line.startswith("["):
            return line.strip()
    return "refund"


def _completion(content: str | None, refusal: str | None = None) -> dict[str, Any]:
    return {"id": "chatcmpl-standin", "object": "chat.completion", "model": "stand-in",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": content,
                                     "refusal": refusal}}]}
