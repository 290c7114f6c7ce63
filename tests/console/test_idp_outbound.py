"""The console's single sign-on reaches its identity provider only through the pinned outbound
client (``events.outbound``): the discovery document, the key set and the token endpoint, each
connection to an address the one lookup gave, globally routable or listed in
``SURESTEP_ALLOWED_TARGETS``. (A listed name read through the stand-in resolver is
tests/mcp/test_mcp_oauth.py's: an OpenID issuer must be https but on loopback.) A stand-in IdP
serves its discovery document and key set over real HTTP on loopback; a stand-in resolver
(passed in, as tests/web/test_outbound_pinning.py does: our code is not patched) says where a
name points."""

from __future__ import annotations

import ipaddress
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from joserfc.jwk import KeySet, RSAKey

from service.config import Oidc, parse_allowed
from service.web.console import idp


class StandInIdP:
    """Discovery and a key set on 127.0.0.1, for the issuer ``http://<name>:<port>``."""

    def __init__(self, name: str = "127.0.0.1"):
        self.requests: list[str] = []
        outer = self
        keys = KeySet([RSAKey.generate_key(2048, parameters={"kid": "k1", "use": "sig"})])

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                outer.requests.append(self.path)
                body = (outer.discovery() if self.path.endswith("openid-configuration")
                        else keys.as_dict(private=False))
                data = json.dumps(body).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.issuer = f"http://{name}:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def discovery(self) -> dict:
        return {"issuer": self.issuer, "authorization_endpoint": self.issuer + "/auth",
                "token_endpoint": self.issuer + "/token", "jwks_uri": self.issuer + "/jwks",
                "response_types_supported": ["code"], "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256"]}

    def oidc(self) -> Oidc:
        return Oidc(issuer=self.issuer, client_id="surestep-console", client_secret="s",
                    groups={"g": "acme"}, groups_claim="groups", name_claim="email",
                    scopes="openid", redirect_uri="http://127.0.0.1/console/sso/callback")

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class StandInDNS:
    def __init__(self, address: str):
        self.address, self.asked = ipaddress.ip_address(address), []

    def __call__(self, host: str, port: int | None) -> list:
        self.asked.append(host)
        return [self.address]


@pytest.fixture
def stand_in():
    made: list[StandInIdP] = []

    def make(name: str = "127.0.0.1") -> StandInIdP:
        made.append(StandInIdP(name))
        return made[-1]

    yield make
    for server in made:
        server.close()


def test_discovery_on_an_address_not_allowed_is_refused_before_any_connection(stand_in):
    """A loopback IdP that the operator did not list: no request reaches it (the discovery
    was fetched with a plain httpx client, outside the address rules)."""
    server = stand_in()
    with pytest.raises(idp.Refused) as refused:
        idp.issuer(server.oidc(), parse_allowed(""))
    assert refused.value.status == 502 and refused.value.reason == "discovery"
    assert server.requests == []
    found = idp.issuer(server.oidc(), parse_allowed("127.0.0.1"))  # listed: read
    assert found.metadata["issuer"] == server.issuer and found.keys.keys
    assert server.requests == ["/.well-known/openid-configuration", "/jwks"]


@pytest.mark.parametrize("address", ["10.0.0.5", "169.254.169.254", "127.0.0.1"])
def test_an_issuer_name_resolving_to_a_private_address_is_refused_unless_listed(stand_in,
                                                                                address):
    server = stand_in("idp.example.test")
    dns = StandInDNS(address)
    with pytest.raises(idp.Refused):
        idp.issuer(server.oidc(), parse_allowed(""), resolve=dns)
    assert dns.asked == ["idp.example.test"] and server.requests == []


def test_the_token_endpoint_is_called_through_the_pinned_transport_too(stand_in):
    """The code's exchange on an address not allowed: refused, nothing sent."""
    server = stand_in()
    metadata = server.discovery()
    with pytest.raises(idp.Refused) as refused:
        idp.exchange(server.oidc(), metadata, "a-code", "a-verifier", parse_allowed(""))
    assert refused.value.reason.startswith("token:") and server.requests == []
