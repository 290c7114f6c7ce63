"""Sign-in, the session and its cookie, and the headers of every console page: a real HTTP
server (so the cookies are a client's, not Flask's test jar) and a real Redis."""

from __future__ import annotations

import re
import time

import httpx
import pytest

from service.ledger import keys
from service.web.app import create_app
from tests.console.helpers import field
from tests.support.helpers import LiveServer


def browser_like(live) -> httpx.Client:
    return httpx.Client(base_url=live.url, timeout=30, follow_redirects=False)


def signed_in(live, key: str) -> tuple[httpx.Client, httpx.Response]:
    http = browser_like(live)
    page = http.get("/console/sign-in")
    answer = http.post("/console/sign-in", data={"csrf_token": field(page.text), "key": key})
    return http, answer


def test_sign_in_gives_a_session_whose_cookie_holds_only_a_random_id(live, rdb):
    http, answer = signed_in(live, "ops_alice")
    assert answer.status_code == 303 and answer.headers["Location"] == "/console/queue"
    cookie = next(c for c in answer.headers.get_list("Set-Cookie")
                  if c.startswith("sst_console="))
    value = cookie.split(";", 1)[0].split("=", 1)[1]
    flags = cookie.lower()
    assert "httponly" in flags and "samesite=strict" in flags and "path=/console" in flags
    assert "max-age=43200" in flags and "secure" not in flags  # plain http, no https URL
    assert len(value) >= 40 and "alice" not in value and "acme" not in value
    stored = [k.decode() for k in rdb.scan_iter("sst:@console:session:*")]
    assert len(stored) == 1 and value not in stored[0]  # Redis holds its digest, not the id
    assert rdb.hget(stored[0], "name") == b"alice" and 0 < rdb.ttl(stored[0]) <= 3600
    queue = http.get("/console/queue")
    assert queue.status_code == 200 and "alice · acme" in queue.text
    out = http.post("/console/sign-out", data={"csrf_token": field(queue.text)})
    assert out.status_code == 303 and not list(rdb.scan_iter("sst:@console:session:*"))
    assert http.get("/console/queue").status_code == 303  # to the sign-in page
    http.close()


@pytest.mark.parametrize("key", ["key_acme", "nope", "", "ops_alice "[:-1] + "x"])
def test_a_key_that_is_not_an_ops_key_gets_no_session(live, rdb, key):
    http, answer = signed_in(live, key)
    assert answer.status_code == 401 and "not an ops key" in answer.text
    assert not list(rdb.scan_iter("sst:@console:session:*"))
    assert "sst_console=" not in " ".join(answer.headers.get_list("Set-Cookie"))
    http.close()


def test_sign_in_needs_its_own_form_and_is_rate_limited_per_address(live, rdb):
    with browser_like(live) as http:  # a forged form (login CSRF): no cookie of the page
        forged = http.post("/console/sign-in", data={"csrf_token": "x" * 64,
                                                     "key": "ops_alice"})
        assert forged.status_code == 403
        for _ in range(10):
            page = http.get("/console/sign-in")
            assert http.post("/console/sign-in", data={"csrf_token": field(page.text),
                                                       "key": "guess"}).status_code == 401
        page = http.get("/console/sign-in")
        refused = http.post("/console/sign-in", data={"csrf_token": field(page.text),
                                                      "key": "ops_alice"})
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
        assert not list(rdb.scan_iter("sst:@console:session:*"))
        rdb.delete(keys.console_signin("127.0.0.1"))
        page = http.get("/console/sign-in")
        assert http.post("/console/sign-in", data={"csrf_token": field(page.text),
                                                   "key": "ops_alice"}).status_code == 303


def test_every_console_page_has_a_strict_policy_and_is_never_cached(live):
    http, _ = signed_in(live, "ops_olga")
    for path in ("/console/sign-in", "/console/queue", "/console/pauses",
                 "/console/queue?bucket=dead"):
        page = http.get(path)
        policy = page.headers["Content-Security-Policy"]
        assert "default-src 'none'" in policy and "script-src 'self'" in policy
        assert "frame-ancestors 'none'" in policy and "unsafe-inline" not in policy
        assert page.headers["Cache-Control"] == "no-store"
        assert page.headers["X-Frame-Options"] == "DENY"
        assert not re.search(r"<script(?![^>]*\bsrc=)", page.text)  # no inline script
        assert "//cdn" not in page.text and "https://" not in page.text
    assert http.get("/console/static/console.js").status_code == 200
    http.close()


@pytest.fixture
def short_sessions(env, rdb, monkeypatch):
    monkeypatch.setenv("SURESTEP_CONSOLE_MAX_S", "2")
    monkeypatch.setenv("SURESTEP_PUBLIC_URL", "https://surestep.example.com")
    app = create_app()
    server = LiveServer(app)
    yield server
    server.close()
    app.extensions["surestep"].close()


def cookie_of(response: httpx.Response, name: str) -> tuple[str, str]:
    """(value, the whole Set-Cookie line) of one cookie the response sets."""
    line = next(c for c in response.headers.get_list("Set-Cookie") if c.startswith(name + "="))
    return line.split(";", 1)[0].split("=", 1)[1], line


def test_a_session_ends_at_its_time_and_https_cookies_are_secure(short_sessions, rdb):
    # httpx keeps a Secure cookie for https only: they are sent as a browser on https would
    http = browser_like(short_sessions)
    page = http.get("/console/sign-in")
    nonce, line = cookie_of(page, "sst_console_pre")
    assert "; secure" in line.lower()
    answer = http.post("/console/sign-in", data={"csrf_token": field(page.text),
                                                 "key": "ops_alice"},
                       headers={"Cookie": f"sst_console_pre={nonce}"})
    value, line = cookie_of(answer, "sst_console")
    assert "; secure" in line.lower() and "max-age=2" in line.lower()
    session = {"Cookie": f"sst_console={value}"}
    assert http.get("/console/queue", headers=session).status_code == 200
    time.sleep(2.2)
    assert http.get("/console/queue", headers=session).status_code == 303
    assert not list(rdb.scan_iter("sst:@console:session:*"))
    http.close()


def test_after_sign_in_it_goes_back_only_to_a_console_page(live):
    for wanted, lands in (("/console/t/acme/intents/x", "/console/t/acme/intents/x"),
                          ("//evil.example/console/", "/console/queue"),
                          ("https://evil.example/console/q", "/console/queue"),
                          ("/v1/me", "/console/queue"), ("/console/\\\\evil", "/console/queue")):
        with browser_like(live) as http:
            page = http.get("/console/sign-in", params={"next": wanted})
            answer = http.post("/console/sign-in", data={
                "csrf_token": field(page.text), "key": "ops_alice", "next": wanted})
            assert answer.headers["Location"] == lands, wanted
