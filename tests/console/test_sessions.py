"""Sign-in, the session and its cookie, and the headers of every console page: a real HTTP
server (so the cookies are a client's, not Flask's test jar) and a real Redis."""

from __future__ import annotations

import re

import httpx
import pytest

from service.ledger import keys
from service.web.app import create_app
from tests.console.helpers import field
from tests.support import clock as test_clock
from tests.support.helpers import LiveServer

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


def browser_like(live) -> httpx.Client:
    """A client that asks for pages as a browser does (a script's ``*/*`` is answered
    problem+json where the console refuses with 429)."""
    return httpx.Client(base_url=live.url, timeout=30, follow_redirects=False,
                        headers={"Accept": BROWSER_ACCEPT})


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


def sign_in_with(http: httpx.Client, key: str) -> httpx.Response:
    page = http.get("/console/sign-in")
    return http.post("/console/sign-in", data={"csrf_token": field(page.text), "key": key})


def test_sign_in_needs_its_own_form(live, rdb):
    with browser_like(live) as http:  # a forged form (login CSRF): no cookie of the page
        forged = http.post("/console/sign-in", data={"csrf_token": "x" * 64,
                                                     "key": "ops_alice"})
        assert forged.status_code == 403
        assert not list(rdb.scan_iter("sst:@console:session:*"))


def test_wrong_keys_are_limited_and_never_lock_a_right_key_out(live, rdb):
    """Ten wrong keys from one address (every client behind a proxy is one address) then the
    right key from that same address: signed in. The guessing itself is limited: from then on
    a wrong key from that address is refused (429) with when to try again, counted no more."""
    with browser_like(live) as guesser:
        for n in range(10):
            assert sign_in_with(guesser, f"guess-{n}").status_code == 401
        limited = sign_in_with(guesser, "guess-10")
        assert limited.status_code == 429 and 0 < int(limited.headers["Retry-After"]) <= 900
        said = limited.text.split('id="error"', 1)[1].split("</a>", 1)[0]
        assert "too many wrong keys came from your address" in said
        # (the day is said too when the 15 minutes end on another: words.clock; stop 66 met it at 23:49)
        assert re.search(r"refused until (?:\d{4}-\d\d-\d\d )?\d\d:\d\d UTC \(in 1[45] min\)", said), said
        assert "Your own ops key signs you in at any time" in said
        assert sign_in_with(guesser, "guess-0").status_code == 429  # a key guessed before
        assert int(rdb.get(keys.console_signin("127.0.0.1"))) == 10  # not counted further
        assert not list(rdb.scan_iter("sst:@console:session:*"))
    with browser_like(live) as colleague:  # the same address, the right key
        answer = sign_in_with(colleague, "ops_alice")
        assert answer.status_code == 303 and answer.headers["Location"] == "/console/queue"
        assert colleague.get("/console/queue").status_code == 200
    with browser_like(live) as other:
        assert sign_in_with(other, "ops_alicf").status_code == 429  # still a wrong one
        assert sign_in_with(other, "ops_bob").status_code == 303  # and every right one
    rdb.delete(keys.console_signin("127.0.0.1"))  # the window over: a wrong key is told so
    with browser_like(live) as later:
        assert sign_in_with(later, "guess-0").status_code == 401


def test_a_script_guessing_keys_is_answered_429_problem_json_and_counted_no_more(live, rdb):
    """The same limit for a client that does not ask for a page: problem+json, Retry-After."""
    with httpx.Client(base_url=live.url, timeout=30, follow_redirects=False) as script:
        for n in range(10):
            assert sign_in_with(script, f"guess-{n}").status_code == 401
        limited = sign_in_with(script, "guess-10")
        assert limited.status_code == 429
        assert limited.headers["Content-Type"] == "application/problem+json"
        problem = limited.json()
        assert problem["type"].endswith("/too-many-requests") and problem["status"] == 429
        assert 0 < problem["retry_after"] == int(limited.headers["Retry-After"]) <= 900
        assert "nothing was done" in problem["detail"]
        assert int(rdb.get(keys.console_signin("127.0.0.1"))) == 10  # not counted further
        assert not list(rdb.scan_iter("sst:@console:session:*"))


@pytest.mark.parametrize("pasted", ["ops_alice", "acme:alice:ops_alice", " acme:alice:ops_alice\n"])
def test_the_key_alone_or_its_whole_entry_signs_in(live, rdb, pasted):
    """What ``SURESTEP_OPS_KEYS`` holds (and ``make run`` prints) is taken as it is pasted:
    the key alone, or its whole tenant:name:key entry."""
    http, answer = signed_in(live, pasted)
    assert answer.status_code == 303, answer.text
    assert "alice · acme" in http.get("/console/queue").text
    http.close()


@pytest.mark.parametrize("pasted", ["acme:bob:ops_alice", "globex:alice:ops_alice",
                                    "acme:alice:", "acme:alice:ops_bob", ":alice:ops_alice"])
def test_an_entry_whose_tenant_or_name_is_not_the_keys_own_is_refused(live, rdb, pasted):
    http, answer = signed_in(live, pasted)
    assert answer.status_code == 401 and "not an ops key" in answer.text
    assert not list(rdb.scan_iter("sst:@console:session:*"))
    http.close()


def test_the_sign_in_hint_says_what_to_paste(live):
    with browser_like(live) as http:
        hint = http.get("/console/sign-in").text.split('id="key-hint">', 1)[1].split("</p>")[0]
    assert "the key alone" in hint and "tenant:name:key" in hint and "make run" in hint


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
    # a minute, not the 2 s of stop 66's CI: Redis forgets a session by its own (real) clock, and
    # one page that took 2.6 s under load outlived it there before the test read its key
    monkeypatch.setenv("SURESTEP_CONSOLE_MAX_S", "60")
    monkeypatch.setenv("SURESTEP_PUBLIC_URL", "https://surestep.example.com")
    app = create_app()
    server = LiveServer(app)
    # the app's clock, advanced by the test (a session's age is read from Deps.clock)
    server.clock = test_clock.use(app.extensions["surestep"])
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
    assert "; secure" in line.lower() and "max-age=60" in line.lower()
    session = {"Cookie": f"sst_console={value}"}
    assert http.get("/console/queue", headers=session).status_code == 200
    [key] = rdb.scan_iter("sst:@console:session:*")
    assert 0 < rdb.ttl(key) <= 60  # Redis forgets it by its end at the latest
    short_sessions.clock.advance(59.0)  # short of its minute: still signed in
    assert http.get("/console/queue", headers=session).status_code == 200
    short_sessions.clock.advance(1.1)  # its minute is over (on the app's clock, not waited out)
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
