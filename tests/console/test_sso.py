"""The console's single sign-on (``service.web.console.sso``) against a real OpenID Provider:
the npm package ``oidc-provider`` (``oidc_provider.mjs``, installed at test time into a cache
outside the repo, ``SURESTEP_OIDC_CACHE``), on loopback, with its own development login and
consent pages. Its issuer is ``http://localhost:<port>`` and the service is on
``http://127.0.0.1:<port>``: two sites, as in production, so the browser sends the state's
cookie back only if it is SameSite=Lax and the session's only if the sign-in ends on our site.

In Chromium, a person of a group mapped to acme signs in and lands where they were going, with
a session in Redis; over HTTP, a person of no group (or of two tenants' groups) is refused and
nothing is written; a callback counts once, in the browser that began it; a code of another
client and a secret the IdP does not know are refused at the token endpoint. The ID token's
checks (signature, issuer, audience, expiry, nonce) are unit tests below with keys made here:
a real provider signs only good tokens, and with PKCE a code cannot be paired with another
sign-in's nonce, so those checks cannot be reached through it. The settings' checks are unit
tests too."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx
import pytest
from joserfc import jwt
from joserfc.jwk import KeySet, OctKey, RSAKey
from werkzeug.serving import make_server

import jobs
from service import config
from service.errors import ConfigError
from service.web.app import create_app
from service.web.console import sso
from tests.support.npm_cache import installed

OIDC_PROVIDER = "9.13.3"
SCRIPT = Path(__file__).with_name("oidc_provider.mjs")
CLIENT, SECRET = "surestep-console", "client-secret-for-tests-only"
OTHER, OTHER_SECRET = "another-app", "another-secret-for-tests-only"
GROUPS = "support-acme=acme,support-globex=globex,ops-all=*"
USERS = {"ana": {"email": "ana@example.com", "groups": ["support-acme", "newsletter"]},
         "bea": {"email": "bea@example.com", "groups": ["marketing"]},
         "carl": {"email": "carl@example.com", "groups": ["support-acme", "support-globex"]},
         "olga": {"email": "olga@example.com", "groups": ["support-acme", "ops-all"]}}
SESSIONS, STATES = "sst:@console:session:*", "sst:@console:sso:*"


class Front:
    """A real HTTP server on a port known before the app is built (its public URL is the
    redirect URI the IdP is told), serving whichever app the test built."""

    def __init__(self):
        self.app = None
        self.server = make_server("127.0.0.1", 0, self._serve, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def _serve(self, environ, start_response):
        return self.app(environ, start_response)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


@pytest.fixture(scope="module")
def front():
    server = Front()
    yield server
    server.close()


@pytest.fixture(scope="module")
def idp(front, tmp_path_factory):
    """oidc-provider on 127.0.0.1, its issuer ``http://localhost:<port>``."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("SKIPPED LOUDLY: node is not installed: single sign-on was NOT tested "
                    "against a real OpenID Provider")
    package = installed("oidc-provider", OIDC_PROVIDER, "surestep-oidc", "SURESTEP_OIDC_CACHE",
                        "the console's single sign-on against a real OpenID Provider")
    settings = {"host": "localhost", "redirect_uri": f"{front.url}/console/sso/callback",
                "clients": [{"client_id": CLIENT, "client_secret": SECRET},
                            {"client_id": OTHER, "client_secret": OTHER_SECRET}],
                "users": USERS}
    log = tmp_path_factory.mktemp("oidc-provider") / "stderr.log"
    with log.open("w") as errors:
        process = subprocess.Popen([node, str(SCRIPT), str(package), json.dumps(settings)],
                                   stdout=subprocess.PIPE, stderr=errors, text=True)
    try:
        line = process.stdout.readline()
        if not line:
            raise RuntimeError(f"oidc-provider did not start: {log.read_text()}")
        yield json.loads(line)["issuer"]
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()


@pytest.fixture
def sso_app(env, rdb, monkeypatch, front, idp):
    """The service with single sign-on at the IdP, served by ``front``."""
    built = []

    def build(**settings: str):
        values = {"SURESTEP_PUBLIC_URL": front.url, "SURESTEP_OIDC_ISSUER": idp,
                  "SURESTEP_OIDC_CLIENT_ID": CLIENT, "SURESTEP_OIDC_CLIENT_SECRET": SECRET,
                  "SURESTEP_OIDC_GROUPS": GROUPS,
                  # the IdP is on loopback: listed, as an operator lists a private one
                  "SURESTEP_ALLOWED_TARGETS": "127.0.0.1,localhost", **settings}
        for name, value in values.items():
            monkeypatch.setenv(name, value)
        app = create_app()
        built.append(app)
        front.app = app
        return app

    yield build
    for app in built:
        app.extensions["surestep"].close()
    jobs.close()


def begin(front, next_path: str | None = None) -> tuple[httpx.Client, str]:
    """A browser-like client at /console/sso/start: it holds the state's cookie; the
    authorization URL it was sent to."""
    http = httpx.Client(base_url=front.url, timeout=30, follow_redirects=False)
    answer = http.get("/console/sso/start", params={"next": next_path} if next_path else None)
    assert answer.status_code == 303, answer.text
    return http, answer.headers["Location"]


def at_the_idp(authorization_url: str, login: str, front) -> str:
    """Sign in at oidc-provider's development pages (any password, then consent) as a browser
    would; the callback URL it sends the browser back to (not followed)."""
    callback = f"{front.url}/console/sso/callback"
    with httpx.Client(timeout=30, follow_redirects=False) as http:
        answer = http.get(authorization_url)
        for _ in range(10):
            if answer.is_redirect:
                where = urljoin(str(answer.url), answer.headers["Location"])
                if where.startswith(callback):
                    return where
                answer = http.get(where)
                continue
            assert answer.status_code == 200, answer.text
            action = urljoin(str(answer.url), re.search(r'action="([^"]+)"', answer.text)[1])
            form = ({"prompt": "login", "login": login, "password": "any"}
                    if 'name="login"' in answer.text else {"prompt": "consent"})
            answer = http.post(action, data=form)
    raise AssertionError(f"the IdP never sent the browser back: {answer.status_code}")


def signed_in_by_sso(front, login: str, next_path: str | None = None):
    http, url = begin(front, next_path)
    back = at_the_idp(url, login, front)
    return http, back, http.get(back)


def moves_on_to(answer: httpx.Response, where: str) -> None:
    """The callback's page of ours that moves on (not a 303: the module's docstring)."""
    assert answer.status_code == 200, answer.text
    assert f'<meta http-equiv="refresh" content="0; url={where}">' in answer.text
    assert f'id="continue" href="{where}"' in answer.text
    assert "sst_console=" in " ".join(answer.headers.get_list("Set-Cookie"))


def keys_in(rdb, pattern: str) -> list[bytes]:
    return list(rdb.scan_iter(pattern))


# -- in a real browser -----------------------------------------------------------------------

def test_a_person_of_acmes_group_signs_in_by_sso_in_chromium_and_lands_where_they_were_going(
        browser, front, idp, sso_app, rdb, axe_source):
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.console.browsing import accessible, screenshot, wait_for

    sso_app()
    browser.get(front.url + "/console/pauses")  # signed out: the sign-in page, then back here
    link = wait_for(browser, "#sso")
    assert link.text == "Sign in with single sign-on"
    assert browser.find_elements("id", "key")  # the ops key's form is still there
    accessible(browser, axe_source, "sign-in with single sign-on")
    screenshot(browser, "console-sign-in-sso.png")
    link.click()
    wait_for(browser, "input[name=login]")
    assert urlsplit(browser.current_url).hostname == "localhost"  # the IdP, another site
    browser.find_element("css selector", "input[name=login]").send_keys("ana")
    browser.find_element("css selector", "input[name=password]").send_keys("any password")
    browser.find_element("css selector", "button[type=submit]").click()
    wait_for(browser, "input[name=prompt][value=consent]")  # oidc-provider's consent
    browser.find_element("css selector", "button[type=submit]").click()
    WebDriverWait(browser, 30).until(lambda b: b.current_url.startswith(front.url + "/console/"))
    wait_for(browser, "#who")
    assert urlsplit(browser.current_url).path == "/console/pauses"
    assert browser.find_element("id", "who").text == "sso:ana@example.com · acme"
    [session] = keys_in(rdb, SESSIONS)
    assert rdb.hget(session, "tenant") == b"acme"
    assert rdb.hget(session, "name") == b"sso:ana@example.com"
    assert not keys_in(rdb, STATES)  # the state was read once, and is gone
    cookies = {c["name"]: c for c in browser.get_cookies()}
    assert "sst_console_sso" not in cookies
    assert cookies["sst_console"]["sameSite"] == "Strict" and cookies["sst_console"]["httpOnly"]
    browser.get(front.url + "/console/queue")
    wait_for(browser, "#who")
    assert browser.find_element("id", "who").text == "sso:ana@example.com · acme"


# -- over HTTP, as a browser would -----------------------------------------------------------

def test_the_start_keeps_the_state_in_redis_bound_to_a_lax_cookie_and_asks_for_pkce(
        front, idp, sso_app, rdb):
    sso_app()
    http, url = begin(front, "/console/pauses")
    query = parse_qs(urlsplit(url).query)
    assert url.startswith(idp + "/auth?")
    assert query["client_id"] == [CLIENT] and query["response_type"] == ["code"]
    assert query["redirect_uri"] == [f"{front.url}/console/sso/callback"]
    assert query["code_challenge_method"] == ["S256"] and len(query["code_challenge"][0]) == 43
    assert query["scope"] == ["openid email groups"]
    assert len(query["state"][0]) >= 40 and len(query["nonce"][0]) >= 40
    assert query["state"] != query["nonce"]
    [state_key] = keys_in(rdb, STATES)
    assert query["state"][0] not in state_key.decode()  # keyed by its digest
    assert 0 < rdb.ttl(state_key) <= 600
    kept = json.loads(rdb.get(state_key))
    assert kept["next"] == "/console/pauses" and kept["nonce"] == query["nonce"][0]
    cookie = next(c for c in http.get("/console/sso/start").headers.get_list("Set-Cookie")
                  if c.startswith("sst_console_sso="))
    flags = cookie.lower()
    assert "httponly" in flags and "samesite=lax" in flags and "path=/console" in flags
    assert cookie.split(";")[0].split("=", 1)[1] not in rdb.get(state_key).decode()
    # a next that is not a console path is dropped, as for the ops key's sign-in
    _, url = begin(front, "https://elsewhere.example/console/x")
    state = parse_qs(urlsplit(url).query)["state"][0]
    from service.ledger import keys
    assert json.loads(rdb.get(keys.console_sso(state)))["next"] == ""
    http.close()


def test_a_burst_of_starts_from_one_address_gets_429_and_the_states_in_redis_stay_bounded(
        front, idp, sso_app, rdb):
    """Anyone may start a sign-in, and each start keeps a state: past ``START_LIMIT`` starts
    in ten minutes an address is answered 429 (problem+json for a script, a page for a
    browser, both with Retry-After) and nothing more is kept, however long it goes on."""
    sso_app()
    limit = 20  # sso.START_LIMIT, spelled here so that the test fails, not errs, without it
    burst = limit * 3
    with httpx.Client(base_url=front.url, timeout=30, follow_redirects=False) as script:
        answers = [script.get("/console/sso/start") for _ in range(burst)]
        page = script.get("/console/sso/start", headers={"Accept": "text/html,*/*;q=0.8"})
    codes = [answer.status_code for answer in answers]
    assert codes == [303] * limit + [429] * (burst - limit)
    refused = answers[-1]
    assert refused.headers["Content-Type"] == "application/problem+json"
    problem = refused.json()
    assert problem["type"].endswith("/too-many-requests") and problem["status"] == 429
    assert 0 < int(refused.headers["Retry-After"]) == problem["retry_after"] <= sso.STATE_TTL_S
    assert "nothing was done" in problem["detail"]
    assert "sst_console_sso=" not in " ".join(refused.headers.get_list("Set-Cookie"))
    assert page.status_code == 429 and page.headers["Content-Type"].startswith("text/html")
    assert "Too many single sign-on starts" in page.text and page.headers["Retry-After"]
    assert len(keys_in(rdb, STATES)) == limit  # the real Redis: bounded
    [count] = keys_in(rdb, "sst:@limit:sso-start:*")
    assert 0 < rdb.ttl(count) <= sso.STATE_TTL_S  # the count itself expires
    assert limit == sso.START_LIMIT


def test_a_browser_past_the_limit_gets_a_page_that_says_when_to_try_again(
        browser, front, idp, sso_app, rdb, axe_source):
    from service.ledger import address_limits
    from tests.console.browsing import accessible, screenshot, text, wait_for

    app = sso_app()
    ledger = app.extensions["surestep"].ledger
    for _ in range(sso.START_LIMIT):  # this address's starts in the window, spent
        address_limits.take(ledger, "sso-start", "127.0.0.1", sso.START_LIMIT, sso.STATE_TTL_S)
    browser.get(front.url + "/console/sso/start")
    wait_for(browser, "#refusal")
    assert browser.find_element("css selector", "h1").text == "Too many requests"
    said = text(browser, "refusal")
    assert said.startswith("Too many single sign-on starts from your address (20 in 10 minutes)")
    assert "nothing was done. Try again in 10 minutes." in said
    assert said.endswith("Your ops key signs you in at any time.")
    accessible(browser, axe_source, "too many single sign-on starts")
    screenshot(browser, "console-sso-too-many.png")
    assert not keys_in(rdb, STATES)


def test_a_person_signs_in_over_http_and_the_session_says_sso(front, idp, sso_app, rdb):
    sso_app()
    http, back, answer = signed_in_by_sso(front, "ana", "/console/pauses")
    moves_on_to(answer, "/console/pauses")
    page = http.get("/console/queue")
    assert page.status_code == 200 and "sso:ana@example.com · acme" in page.text
    [session] = keys_in(rdb, SESSIONS)
    assert rdb.hgetall(session)[b"tenant"] == b"acme"
    http.close()


def test_an_operators_group_signs_in_to_every_tenant(front, idp, sso_app, rdb):
    sso_app()
    http, _, answer = signed_in_by_sso(front, "olga")
    moves_on_to(answer, "/console/queue")
    [session] = keys_in(rdb, SESSIONS)
    assert rdb.hget(session, "tenant") == b"*"
    assert "sso:olga@example.com · every tenant" in http.get("/console/queue").text
    http.close()


@pytest.mark.parametrize(("login", "words"), [
    ("bea", "none of your groups is mapped to a tenant"),  # marketing: no tenant
    ("carl", "Your groups map to 2 tenants (acme, globex)"),
    ("zed", "none of your groups is mapped to a tenant"),  # in no group at all
])
def test_a_person_whose_groups_map_to_no_single_tenant_is_refused_and_nothing_is_written(
        front, idp, sso_app, rdb, login, words):
    sso_app()
    http, back, answer = signed_in_by_sso(front, login)
    assert answer.status_code == 403 and words in answer.text, answer.text
    assert "nobody was signed in" in answer.text
    assert not keys_in(rdb, SESSIONS) and not keys_in(rdb, STATES)
    assert "sst_console=" not in " ".join(answer.headers.get_list("Set-Cookie"))
    code = parse_qs(urlsplit(back).query)["code"][0]
    assert code not in answer.text
    assert http.get("/console/queue").status_code == 303  # still signed out
    http.close()


def test_a_replayed_callback_is_refused_and_makes_no_second_session(front, idp, sso_app, rdb):
    sso_app()
    http, url = begin(front)
    browser_value = http.cookies["sst_console_sso"]
    back = at_the_idp(url, "ana", front)
    moves_on_to(http.get(back), "/console/queue")
    assert len(keys_in(rdb, SESSIONS)) == 1
    with httpx.Client(timeout=30, follow_redirects=False) as again:  # the same URL and cookie
        again.cookies.set("sst_console_sso", browser_value, domain="127.0.0.1",
                          path="/console")
        answer = again.get(back)
    assert answer.status_code == 400 and "was used already" in answer.text
    code = parse_qs(urlsplit(back).query)["code"][0]
    assert code not in answer.text
    assert len(keys_in(rdb, SESSIONS)) == 1 and not keys_in(rdb, STATES)
    http.close()


def test_a_state_never_issued_or_a_callback_without_the_state_cookie_is_refused(
        front, idp, sso_app, rdb):
    sso_app()
    http, url = begin(front)
    back = at_the_idp(url, "ana", front)
    forged = back.replace(parse_qs(urlsplit(back).query)["state"][0], "never-issued-state")
    answer = http.get(forged)
    assert answer.status_code == 400 and "unknown" in answer.text
    assert len(keys_in(rdb, STATES)) == 1  # the real one is still waiting
    with httpx.Client(timeout=30, follow_redirects=False) as elsewhere:  # another browser
        answer = elsewhere.get(back)
    assert answer.status_code == 400 and "another browser" in answer.text
    assert not keys_in(rdb, SESSIONS)
    assert not keys_in(rdb, STATES)  # read once: even the right browser cannot use it now
    assert http.get(back).status_code == 400 and not keys_in(rdb, SESSIONS)
    http.close()


def test_an_error_from_the_idp_or_an_answer_from_another_issuer_is_refused(
        front, idp, sso_app, rdb):
    sso_app()
    for extra, status, words in ((("error", "access_denied"),), 403, "(access_denied)"), (
            (("error", "<script>x</script>"),), 403, "(an error)"), (
            (("iss", "https://idp.elsewhere.example"), ("code", "x")), 403, "another identity"):
        http, url = begin(front)
        state = parse_qs(urlsplit(url).query)["state"][0]
        answer = http.get("/console/sso/callback", params=[("state", state), *extra])
        assert answer.status_code == status and words in answer.text, answer.text
        assert "<script>x" not in answer.text
        assert not keys_in(rdb, SESSIONS) and not keys_in(rdb, STATES)
        http.close()


def test_a_code_issued_to_another_client_is_refused_at_the_token_endpoint(
        front, idp, sso_app, rdb):
    """A code the IdP gave another application (its redirect URI ours), carried to our
    callback with a state of ours: the IdP will not exchange it for us."""
    sso_app()
    http, url = begin(front)
    other = url.replace(f"client_id={CLIENT}", f"client_id={OTHER}")
    assert other != url
    back = at_the_idp(other, "ana", front)
    answer = http.get(back)
    assert answer.status_code == 403 and "did not confirm the sign-in" in answer.text
    assert not keys_in(rdb, SESSIONS) and not keys_in(rdb, STATES)
    http.close()


def test_a_client_secret_the_idp_does_not_know_signs_nobody_in(front, idp, sso_app, rdb):
    sso_app(SURESTEP_OIDC_CLIENT_SECRET="not-the-secret-at-all")
    http, _, answer = signed_in_by_sso(front, "ana")
    assert answer.status_code == 403 and "did not confirm the sign-in" in answer.text
    assert "not-the-secret-at-all" not in answer.text
    assert not keys_in(rdb, SESSIONS) and not keys_in(rdb, STATES)
    http.close()


def test_the_ops_key_sign_in_page_shows_no_sso_when_it_is_off(live, rdb):
    page = httpx.get(live.url + "/console/sign-in")
    assert page.status_code == 200 and 'id="key"' in page.text and 'id="sso"' not in page.text
    assert httpx.get(live.url + "/console/sso/start").status_code == 404
    assert httpx.get(live.url + "/console/sso/callback?state=x&code=y").status_code == 404


# -- the ID token's checks (unit: keys made here) --------------------------------------------

ISSUER = "https://idp.example.com"
OIDC = config.Oidc(issuer=ISSUER, client_id=CLIENT, client_secret=SECRET,
                   groups={"support-acme": "acme"}, groups_claim="groups", name_claim="email",
                   scopes="openid email groups", redirect_uri="https://s.example/console/sso/callback")


@pytest.fixture(scope="module")
def signing_key():
    return RSAKey.generate_key(2048, parameters={"kid": "k1"})


def id_token(key, **claims) -> str:
    now = int(time.time())
    body = {"iss": ISSUER, "aud": CLIENT, "sub": "ana", "iat": now, "exp": now + 300,
            "nonce": "the-nonce", "email": "ana@example.com", **claims}
    body = {k: v for k, v in body.items() if v is not None}
    return jwt.encode({"alg": "RS256", "kid": key.kid}, body, key)


def test_a_good_id_token_gives_its_claims(signing_key):
    keys = KeySet([signing_key])
    claims = sso.id_claims(id_token(signing_key), keys, OIDC, "the-nonce", time.time())
    assert claims["sub"] == "ana" and claims["email"] == "ana@example.com"
    several = sso.id_claims(id_token(signing_key, aud=[CLIENT, "x"], azp=CLIENT), keys, OIDC,
                            "the-nonce", time.time())
    assert several["azp"] == CLIENT


@pytest.mark.parametrize("claims", [
    pytest.param({"nonce": "another-sign-ins-nonce"}, id="another nonce"),
    pytest.param({"nonce": None}, id="no nonce"),
    pytest.param({"aud": "another-app"}, id="another audience"),
    pytest.param({"aud": None}, id="no audience"),
    pytest.param({"aud": [CLIENT, "another-app"]}, id="two audiences, no azp"),
    pytest.param({"azp": "another-app"}, id="another azp"),
    pytest.param({"iss": "https://idp.elsewhere.example"}, id="another issuer"),
    pytest.param({"iss": None}, id="no issuer"),
    pytest.param({"exp": -3600}, id="expired an hour ago"),
    pytest.param({"exp": None}, id="no expiry"),
    pytest.param({"sub": None}, id="no sub"),
    pytest.param({"iat": None}, id="no iat"),
])
def test_an_id_token_not_for_this_sign_in_is_refused(signing_key, claims):
    if claims.get("exp"):
        claims = {"exp": int(time.time()) + claims["exp"]}
    with pytest.raises(sso.Refused) as refused:
        sso.id_claims(id_token(signing_key, **claims), KeySet([signing_key]), OIDC, "the-nonce",
                      time.time())
    assert refused.value.status == 403


def test_an_id_token_not_signed_by_the_issuers_keys_is_refused(signing_key):
    stranger = RSAKey.generate_key(2048, parameters={"kid": "k1"})  # the same key id
    with pytest.raises(sso.Refused):
        sso.id_claims(id_token(stranger), KeySet([signing_key]), OIDC, "the-nonce", time.time())
    secret = OctKey.import_key(SECRET.encode() * 2)  # HS256 with what a client knows: refused
    forged = jwt.encode({"alg": "HS256"}, {"iss": ISSUER, "aud": CLIENT, "sub": "ana",
                                           "iat": int(time.time()),
                                           "exp": int(time.time()) + 300, "nonce": "the-nonce"},
                        secret)
    with pytest.raises(sso.Refused):
        sso.id_claims(forged, KeySet([signing_key, secret]), OIDC, "the-nonce", time.time())
    head, body, _ = id_token(signing_key).split(".")
    with pytest.raises(sso.Refused):  # alg none
        sso.id_claims(f"{head}.{body}.", KeySet([signing_key]), OIDC, "the-nonce", time.time())


def test_a_key_id_the_set_does_not_hold_asks_for_the_set_again(signing_key):
    rotated = RSAKey.generate_key(2048, parameters={"kid": "k2"})
    from joserfc.errors import InvalidKeyIdError
    with pytest.raises(InvalidKeyIdError):
        sso.id_claims(id_token(rotated), KeySet([signing_key]), OIDC, "the-nonce", time.time())


@pytest.mark.parametrize(("claims", "expected"), [
    ({"groups": ["support-acme", "x"]}, "acme"),
    ({"groups": "support-acme"}, "acme"),
    ({"groups": ["support-acme", "ops-all"]}, "*"),
    ({"groups": ["ops-all", "support-globex", "support-acme"]}, "*"),
])
def test_groups_map_to_one_tenant_or_the_operator(claims, expected):
    oidc = config.load({"SURESTEP_OIDC_ISSUER": ISSUER, "SURESTEP_OIDC_CLIENT_ID": CLIENT,
                        "SURESTEP_OIDC_GROUPS": GROUPS}, environ={})["OIDC"]
    assert sso.tenant_of(oidc, claims) == expected


@pytest.mark.parametrize("claims", [{}, {"groups": []}, {"groups": ["x"]}, {"groups": 7},
                                    {"groups": ["support-acme", "support-globex"]}])
def test_groups_that_map_to_no_tenant_or_to_two_are_refused(claims):
    oidc = config.load({"SURESTEP_OIDC_ISSUER": ISSUER, "SURESTEP_OIDC_CLIENT_ID": CLIENT,
                        "SURESTEP_OIDC_GROUPS": GROUPS}, environ={})["OIDC"]
    with pytest.raises(sso.Refused) as refused:
        sso.tenant_of(oidc, claims)
    assert refused.value.status == 403


def test_the_name_is_the_name_claim_else_sub_on_one_line():
    assert sso.name_of(OIDC, {"email": "ana@example.com", "sub": "1"}) == "sso:ana@example.com"
    assert sso.name_of(OIDC, {"sub": "00u1"}) == "sso:00u1"
    assert sso.name_of(OIDC, {"email": "\u202eana\n@x\x00", "sub": "1"}) == "sso:ana@x"
    assert sso.name_of(OIDC, {"email": 7, "sub": "1"}) == "sso:1"


# -- the settings (unit) ---------------------------------------------------------------------

def oidc_of(**settings) -> config.Oidc | None:
    return config.load(settings, environ={})["OIDC"]


def test_sso_is_off_unless_the_issuer_and_the_client_id_are_set():
    assert oidc_of() is None
    found = oidc_of(SURESTEP_OIDC_ISSUER=ISSUER + "/tenant/", SURESTEP_OIDC_CLIENT_ID=CLIENT,
                    SURESTEP_OIDC_CLIENT_SECRET=SECRET, SURESTEP_OIDC_GROUPS=" a = acme , b=* ",
                    SURESTEP_PUBLIC_URL="https://surestep.example.com/")
    assert found.issuer == ISSUER + "/tenant/"  # as its tokens name it
    assert found.groups == {"a": "acme", "b": "*"}
    assert found.redirect_uri == "https://surestep.example.com/console/sso/callback"
    assert (found.groups_claim, found.name_claim) == ("groups", "email")
    assert SECRET not in repr(found)
    from service.web.logs import SECRET_SETTINGS
    assert "SURESTEP_OIDC_CLIENT_SECRET" in SECRET_SETTINGS  # masked in every log line


@pytest.mark.parametrize("issuer", ["http://127.0.0.1:9000", "http://localhost:9000",
                                    "http://[::1]:9000", "https://idp.example.com"])
def test_an_https_issuer_or_http_on_loopback_is_taken(issuer):
    assert oidc_of(SURESTEP_OIDC_ISSUER=issuer, SURESTEP_OIDC_CLIENT_ID=CLIENT,
                   SURESTEP_OIDC_GROUPS="a=acme").issuer == issuer


@pytest.mark.parametrize(("settings", "words"), [
    ({"SURESTEP_OIDC_ISSUER": "http://idp.example.com"}, "must be https"),
    ({"SURESTEP_OIDC_ISSUER": "http://10.0.0.5"}, "must be https"),
    ({"SURESTEP_OIDC_ISSUER": "ftp://idp.example.com"}, "must be an https URL"),
    ({"SURESTEP_OIDC_ISSUER": "https://idp.example.com?x=1"}, "must be an https URL"),
    ({"SURESTEP_OIDC_ISSUER": "https://u:p@idp.example.com"}, "must be an https URL"),
    ({"SURESTEP_OIDC_ISSUER": "idp.example.com"}, "must be an https URL"),
    ({"SURESTEP_OIDC_CLIENT_ID": ""}, "needs both"),
    ({"SURESTEP_OIDC_ISSUER": ""}, "needs both"),
    ({"SURESTEP_OIDC_GROUPS": ""}, "maps no group"),
    ({"SURESTEP_OIDC_GROUPS": "support-eu"}, "group=tenant pairs"),
    ({"SURESTEP_OIDC_GROUPS": "=acme"}, "group=tenant pairs"),
    ({"SURESTEP_OIDC_GROUPS": "support-eu="}, "group=tenant pairs"),
    ({"SURESTEP_OIDC_GROUPS": "support-eu=ac me"}, "may hold only letters"),
    ({"SURESTEP_OIDC_GROUPS": "support-eu=acme:x"}, "may hold only letters"),
    ({"SURESTEP_OIDC_GROUPS": "support-eu=**"}, "may hold only letters"),
    ({"SURESTEP_OIDC_GROUPS": "a=acme,a=globex"}, "names group 'a' twice"),
    ({"SURESTEP_OIDC_GROUPS_CLAIM": "two words"}, "must name one claim"),
    ({"SURESTEP_OIDC_NAME_CLAIM": " "}, "must name one claim"),
    ({"SURESTEP_OIDC_SCOPES": "email groups"}, "must include openid"),
])
def test_settings_that_cannot_work_stop_the_start(settings, words):
    given = {"SURESTEP_OIDC_ISSUER": ISSUER, "SURESTEP_OIDC_CLIENT_ID": CLIENT,
             "SURESTEP_OIDC_GROUPS": "a=acme", **settings}
    with pytest.raises(ConfigError, match=re.escape(words)):
        config.load(given, environ={})


@pytest.mark.parametrize("name", ["SURESTEP_OIDC_CLIENT_SECRET", "SURESTEP_OIDC_GROUPS"])
def test_a_setting_of_sso_without_the_issuer_and_client_id_stops_the_start(name):
    with pytest.raises(ConfigError, match="single sign-on is off"):
        config.load({name: "a=acme"}, environ={})


def test_the_settings_come_from_the_environment():
    found = config.load(environ={"SURESTEP_OIDC_ISSUER": ISSUER,
                                 "SURESTEP_OIDC_CLIENT_ID": CLIENT,
                                 "SURESTEP_OIDC_GROUPS": "ops=*",
                                 "SURESTEP_OIDC_NAME_CLAIM": "preferred_username",
                                 "SURESTEP_OIDC_GROUPS_CLAIM": "roles",
                                 **{k: v for k, v in os.environ.items()
                                    if k == "SURESTEP_PUBLIC_URL"}})["OIDC"]
    assert (found.name_claim, found.groups_claim, found.groups) == (
        "preferred_username", "roles", {"ops": "*"})
