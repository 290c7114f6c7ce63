"""Shopify test helpers: the simulator as a process driven over HTTP, and request bodies."""

from __future__ import annotations

from typing import Any

from tests.support.helpers import Sim

TOKEN = "shpat_surestep_test"
VERSION = "2026-04"
GRAPHQL = f"/admin/api/{VERSION}/graphql.json"


class ShopifySim(Sim):
    """The Shopify simulator; its own record is read through /_sim/* only."""

    def __init__(self) -> None:
        super().__init__("shopify")

    def order(self, amount: int | None = 5000, line_items: list[dict] | None = None,
              currency: str = "USD", **facts: Any) -> dict:
        """A paid order; ``facts``: customer_id, email, customer_email, created_at, cancelled
        (sandbox.simulators.shopify_control.ShopifyControl.add_order)."""
        body: dict[str, Any] = {"currency": currency, **facts}
        body.update({"line_items": line_items} if line_items else {"amount": amount})
        return self._json("POST", "/_sim/orders", body)

    def accept_tokens(self, *tokens: str) -> None:
        """Take only these access tokens from now on; any other is 401 "[API] Invalid API key
        or access token" (``reset`` takes any well-formed token again)."""
        self.configure(access_tokens=list(tokens))

    def name_shop(self, name: str, domain: str) -> None:
        """The shop's ``name`` and ``myshopifyDomain``, as the ``shop`` query answers them."""
        self.configure(shop_name=name, shop_domain=domain)

    def orders(self) -> list[dict]:
        return self._json("GET", "/_sim/orders")["data"]

    def creates(self) -> list[dict]:
        """Every refundCreate the simulator received, faulted or not."""
        return self.requests("POST", GRAPHQL + "/refundCreate")

    def cost(self) -> dict:
        return self._json("GET", "/_sim/cost")

    def set_status(self, transaction_id: str, status: str, error_code: str | None = None) -> dict:
        number = transaction_id.rsplit("/", 1)[-1]
        return self._json("POST", f"/_sim/transactions/{number}/status",
                          {"status": status, "error_code": error_code})

    def graphql(self, query: str, variables: dict | None = None, token: str = TOKEN,
                version: str = VERSION) -> Any:
        """A raw GraphQL call, as a client other than ours would make it."""
        response = self.http.post(f"/admin/api/{version}/graphql.json",
                                  json={"query": query, "variables": variables or {}},
                                  headers={"X-Shopify-Access-Token": token})
        return response


REFUND_BY_HAND = """
mutation ByHand($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) { refund { id } userErrors { field message } }
}"""


def refund_by_hand(sim: ShopifySim, order: dict, amount: str, note: str | None = None,
                   key: str = "by-hand-1") -> str:
    """A refund of ``amount`` (a decimal string) through the order's SALE, made as the shop's
    staff or another app would: with no surestep marker. Returns the Refund's gid."""
    sale = order["transactions"][0]
    body = sim.graphql(REFUND_BY_HAND, {"key": key, "input": {
        "orderId": order["id"], "note": note, "transactions": [{
            "orderId": order["id"], "parentId": sale["id"], "gateway": sale["gateway"],
            "kind": "REFUND", "amount": amount}]}}).json()
    assert body["data"]["refundCreate"]["userErrors"] == [], body
    return body["data"]["refundCreate"]["refund"]["id"]


def refund_body(order: dict, intent: str = "shop-1001", **extra: Any) -> dict:
    return {"intent_id": intent, "provider": "shopify", "order_id": order["id"],
            "amount": 1200, "currency": "usd", **extra}


class Receiver:
    """A resume_url endpoint on a real HTTP server: records every POST, answers 200."""

    def __init__(self) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        received = self.received = []

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers["Content-Length"]))
                received.append((dict(self.headers), body))
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/resume/shopify"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
