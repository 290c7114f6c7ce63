"""OAuth resource-server mode, as a client that only speaks OAuth (Zendesk's action flows) uses
it: a stand-in authorization server on loopback publishes its key set (a JWKS served over real
HTTP by ``http.server``); tokens are signed with its private key by PyJWT, as the issuer would.
The MCP server fetches the key set itself, and the SDK's client calls tools with the token.
What counts is what the Stripe simulator holds afterwards."""

from __future__ import annotations

import base64
import hashlib
import hmac
import http.server
import ipaddress
import json
import threading
import time

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from service.config import parse_allowed
from service.mcp import oauth
from tests.mcp.client import call, made

RESOURCE = "https://surestep.test/mcp"


class Issuer:
    """A stand-in authorization server: its issuer URL, its JWKS on loopback, and a signer."""

    def __init__(self):
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = "test-key-1"
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.key.public_key()))
        body = json.dumps({"keys": [{**jwk, "kid": self.kid, "use": "sig", "alg": "RS256"}]})
        self.fetched = 0
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                outer.fetched += 1
                self.send_response(200 if self.path == "/jwks.json" else 404)
                self.send_header("content-type", "application/json")
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def token(self, key=None, kid=None, algorithm="RS256", **claims) -> str:
        now = int(time.time())
        body = {"iss": self.url, "aud": RESOURCE, "sub": "zendesk-action-flow", "iat": now,
                "exp": now + 300, "scope": "surestep:tenant:acme", **claims}
        body = {k: v for k, v in body.items() if v is not None}
        return jwt.encode(body, key or self.key, algorithm=algorithm,
                          headers={"kid": kid or self.kid})


@pytest.fixture
def issuer():
    made_issuer = Issuer()
    yield made_issuer
    made_issuer.server.shutdown()
    made_issuer.server.server_close()


@pytest.fixture
def oauth_url(issuer, monkeypatch, request):
    monkeypatch.setenv("SURESTEP_MCP_OAUTH_ISSUER", issuer.url)
    monkeypatch.setenv("SURESTEP_MCP_OAUTH_JWKS_URL", issuer.url + "/jwks.json")
    monkeypatch.setenv("SURESTEP_MCP_RESOURCE", RESOURCE)
    return request.getfixturevalue("mcp_url")


def test_the_protected_resource_metadata_names_the_operator_s_authorization_server(oauth_url,
                                                                                  issuer):
    base = oauth_url.removesuffix("/mcp")
    for path in ("/.well-known/oauth-protected-resource/mcp",
                 "/.well-known/oauth-protected-resource"):
        got = httpx.get(base + path)
        assert got.status_code == 200, path
        assert got.json()["resource"] == RESOURCE
        assert got.json()["authorization_servers"] == [issuer.url]
        assert "surestep:tenant:acme" in got.json()["scopes_supported"]
        assert got.json()["bearer_methods_supported"] == ["header"]
    bare = httpx.post(oauth_url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert bare.status_code == 401
    assert bare.headers["www-authenticate"] == (
        'Bearer resource_metadata="https://surestep.test/.well-known/oauth-protected-resource/mcp"')


def test_an_access_token_refunds_once_for_the_tenant_its_scope_names(oauth_url, issuer,
                                                                     stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
            "ticket_id": "88"}
    token = issuer.token()
    answers = [call(oauth_url, "refund", args, key=token).structured_content for _ in range(3)]
    assert [a["state"] for a in answers] == ["completed"] * 3, answers
    assert len(made(stripe_sim)) == 1
    # the same refund as the tenant's API key sees it: one tenant, one intent
    seen = call(oauth_url, "refund_status", {"ticket_id": "88"}, key="key_acme")
    assert [r["intent_id"] for r in seen.structured_content["refunds"]] == [answers[0]["intent_id"]]
    assert issuer.fetched == 1  # the key set is cached, not fetched per call


def _refused(url: str, token: str) -> httpx.Response:
    return httpx.post(url, headers={"Authorization": f"Bearer {token}",
                                    "Accept": "application/json, text/event-stream"},
                      json={"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
                          "name": "refund", "arguments": {"payment_intent": "pi_x",
                                                          "amount": 100, "currency": "usd"}}})


@pytest.mark.parametrize("case", [
    "another audience", "another issuer", "expired", "another key", "no subject",
    "hs256 with the public key", "alg none", "garbage"])
def test_a_token_that_is_not_the_issuer_s_for_this_server_is_401_and_nothing_is_sent(
        oauth_url, issuer, stripe_sim, case):
    other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    public_pem = issuer.key.public_key().public_bytes(
        encoding=serialization.Encoding.PEM,
        format=serialization.PublicFormat.SubjectPublicKeyInfo)
    token = {
        "another audience": lambda: issuer.token(aud="https://elsewhere.test/mcp"),
        "another issuer": lambda: issuer.token(iss="https://evil.test"),
        "expired": lambda: issuer.token(exp=int(time.time()) - 120),
        "another key": lambda: issuer.token(key=other),
        "no subject": lambda: issuer.token(sub=None),
        "hs256 with the public key": lambda: _hs256(issuer, public_pem),
        "alg none": lambda: jwt.encode({"iss": issuer.url, "aud": RESOURCE, "sub": "x",
                                        "exp": int(time.time()) + 60,
                                        "scope": "surestep:tenant:acme"}, None, algorithm="none",
                                       headers={"kid": issuer.kid}),
        "garbage": lambda: "a.b.c",
    }[case]()
    got = _refused(oauth_url, token)
    assert got.status_code == 401, (case, got.text)
    assert got.headers["content-type"] == "application/problem+json"
    assert 'error="invalid_token"' in got.headers["www-authenticate"]
    assert stripe_sim.requests("POST", "/v1/refunds") == []


def _hs256(issuer: Issuer, public_pem: bytes) -> str:
    """The classic confusion: an HMAC token keyed with the issuer's public key. PyJWT refuses
    to sign with a PEM key as an HMAC secret, so it is built by hand."""
    def b64(raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

    head = b64(json.dumps({"alg": "HS256", "typ": "JWT", "kid": issuer.kid}).encode())
    body = b64(json.dumps({"iss": issuer.url, "aud": RESOURCE, "sub": "x",
                           "exp": int(time.time()) + 60, "scope": "surestep:tenant:acme"}).encode())
    signature = hmac.new(public_pem, f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}.{b64(signature)}"


@pytest.mark.parametrize("scope", ["", "refunds", "surestep:tenant:nobody",
                                   "surestep:tenant:acme surestep:tenant:globex"])
def test_a_valid_token_that_names_no_single_known_tenant_is_403(oauth_url, issuer, stripe_sim,
                                                               scope):
    got = _refused(oauth_url, issuer.token(scope=scope))
    assert got.status_code == 403, got.text
    assert 'error="insufficient_scope"' in got.headers["www-authenticate"]
    assert "exactly one scope" in got.json()["detail"]
    assert stripe_sim.requests("POST", "/v1/refunds") == []


def test_without_oauth_settings_a_token_is_only_a_wrong_key(mcp_url, issuer, stripe_sim):
    got = _refused(mcp_url, issuer.token())
    assert got.status_code == 401 and got.headers["www-authenticate"] == "Bearer"
    assert httpx.get(mcp_url.removesuffix("/mcp") +
                     "/.well-known/oauth-protected-resource").status_code != 200
    assert issuer.fetched == 0


def test_half_an_oauth_setup_is_refused_at_start(monkeypatch, env):
    from service.config import ConfigError
    from service.mcp.app import create_app

    monkeypatch.setenv("SURESTEP_MCP_OAUTH_ISSUER", "https://issuer.test")
    with pytest.raises(ConfigError, match="missing: SURESTEP_MCP_OAUTH_JWKS_URL"):
        create_app()


def test_tokens_naming_unknown_keys_do_not_make_us_fetch_the_key_set_each_time(oauth_url,
                                                                               issuer):
    for n in range(6):
        assert _refused(oauth_url, issuer.token(kid=f"made-up-{n}")).status_code == 401
    assert issuer.fetched <= 2  # the first fetch, and at most one refresh a minute
    assert _refused(oauth_url, issuer.token()).status_code == 200  # the real key still works


def test_an_unreachable_key_set_is_503_not_a_bad_token(oauth_url, issuer, stripe_sim):
    token = issuer.token()
    issuer.server.shutdown()
    issuer.server.server_close()  # the issuer is down: nothing listens on its port
    got = _refused(oauth_url, token)
    assert got.status_code == 503, got.text  # a client must not re-authenticate for this
    assert got.headers["content-type"] == "application/problem+json"
    assert stripe_sim.requests("POST", "/v1/refunds") == []


# -- the key set's fetch goes through the pinned outbound client --------------------------------

class StandInDNS:
    """A stand-in for the system resolver (passed in, as tests/web/test_outbound_pinning.py
    does: our code is not patched): every name is ``address``; the names asked are kept."""

    def __init__(self, address: str):
        self.address, self.asked = ipaddress.ip_address(address), []

    def __call__(self, host: str, port: int | None) -> list:
        self.asked.append(host)
        return [self.address]


def _resource_server(issuer, jwks_url: str, allowed: str, **kw) -> oauth.OAuth:
    return oauth.OAuth(issuer=issuer.url, jwks_url=jwks_url, resource=RESOURCE,
                       tenants=frozenset({"acme"}), allowed=parse_allowed(allowed), **kw)


def test_the_key_set_on_an_address_not_allowed_is_never_fetched_and_the_token_is_503(issuer):
    """A loopback key set, not listed in SURESTEP_ALLOWED_TARGETS: refused before any
    connection (PyJWT's urllib client fetched it, outside the address rules)."""
    settings = {"SURESTEP_MCP_OAUTH_ISSUER": issuer.url, "SURESTEP_MCP_RESOURCE": RESOURCE,
                "SURESTEP_MCP_OAUTH_JWKS_URL": issuer.url + "/jwks.json",
                "API_KEYS": {"key_acme": "acme"}, "ALLOWED_TARGETS": parse_allowed("")}
    resource = oauth.from_settings(settings)
    with pytest.raises(oauth.Refused) as refused:
        resource.tenant(issuer.token())
    assert refused.value.status == 503 and refused.value.error == "temporarily_unavailable"
    assert issuer.fetched == 0  # no connection was made
    listed = oauth.from_settings({**settings, "ALLOWED_TARGETS": parse_allowed("127.0.0.1")})
    assert listed.tenant(issuer.token()) == "acme" and issuer.fetched == 1


@pytest.mark.parametrize("address", ["10.0.0.7", "169.254.169.254", "127.0.0.1"])
def test_a_key_set_name_resolving_to_a_private_address_is_refused_unless_listed(issuer, address):
    port = issuer.server.server_address[1]
    url = f"http://keys.as.example.test:{port}/jwks.json"
    dns = StandInDNS(address)
    with pytest.raises(oauth.Refused) as refused:
        _resource_server(issuer, url, "", resolve=dns).tenant(issuer.token())
    assert refused.value.status == 503
    assert dns.asked == ["keys.as.example.test"] and issuer.fetched == 0


def test_a_listed_authorization_server_is_fetched_at_the_address_the_lookup_gave(issuer):
    """The operator lists their server's name; the one lookup's address is the one connected
    to (the name exists only in the stand-in resolver)."""
    port = issuer.server.server_address[1]
    url = f"http://keys.as.example.test:{port}/jwks.json"
    dns = StandInDNS("127.0.0.1")
    resource = _resource_server(issuer, url, "keys.as.example.test", resolve=dns)
    assert resource.tenant(issuer.token()) == "acme"
    assert dns.asked == ["keys.as.example.test"] and issuer.fetched == 1
