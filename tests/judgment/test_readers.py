"""The facts' readers against the simulators over real HTTP, and the simulators held to the
providers' documented shapes: Zendesk's ticket, user and paged comments (authors, public
flags, plain_body); Stripe's Checkout Session and invoice lines (the SDK's generated classes
and parameter TypedDicts as the spec); Shopify's order lines and shipping lines (Shopify's own
2026-04 Admin schema). Then ``readings`` turns the answers into the judgment's facts."""

from __future__ import annotations

import re

import httpx
import pytest
import stripe
from graphql import NoDeprecatedCustomRule, parse, specified_rules, validate
from stripe.params import InvoiceListLinesParams, InvoicePaymentListParams, InvoiceRetrieveParams
from stripe.params.checkout import (
    SessionListLineItemsParams,
    SessionListParams,
    SessionRetrieveParams,
)

from connectors import shopify_queries as q
from connectors import zendesk_reads as reads
from connectors.errors import Missing
from connectors.stripe import StripeRefunds
from connectors.zendesk import ZendeskClient
from sandbox.simulators.shopify_schema import SCHEMA, operation_of, query_cost
from service.judgment import Proposal, judge
from service.judgment.readings import flow_of, order_of, ticket_of
from service.providers.base import PaymentFacts
from tests.steps.test_shopify_facts import shopify_schema  # noqa: F401 (a fixture)
from tests.support.stripe_spec import object_problems, param_problems

KEY = {"Authorization": "Bearer sk_test_readers"}


def decimals_checked(value):
    """``value`` with its ``*_decimal`` fields checked and taken out: the SDK encodes them as
    decimal strings (``_field_encodings``), which ``stripe_spec`` does not read."""
    if isinstance(value, list):
        return [decimals_checked(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, item in value.items():
        if key.endswith("_decimal"):
            assert item is None or re.fullmatch(r"\d+(\.\d{1,12})?", item), (key, item)
            continue
        out[key] = decimals_checked(item)
    return out


@pytest.fixture
def zendesk(zendesk_sim):
    client = ZendeskClient(zendesk_sim.url, timeout_s=5, email="agent@shop.example", api_token="t")
    yield client
    client.close()


@pytest.fixture
def stripe_client(stripe_sim):
    client = StripeRefunds("sk_test_readers", stripe_sim.url, timeout_s=5)
    yield client
    client.close()


# ----- Zendesk ------------------------------------------------------------------------------
def customer_ticket(zendesk_sim, agent_replies: int = 0) -> int:
    ana = zendesk_sim.control("POST", "/_sim/users", {"name": "Ana Lopez", "email": "Ana@Example.com"})
    [made] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Broken mug", "requester_id": ana["id"],
        "description": "The $12.99 mug arrived broken, refund please."})["data"]
    for n in range(agent_replies):
        zendesk_sim.control("POST", f"/_sim/tickets/{made['id']}/comments",
                            {"body": f"Agent note {n}", "author_id": 7, "public": n % 2 == 0})
    return made["id"]


def test_the_ticket_its_requester_and_its_comments_are_read_as_zendesk_answers(zendesk_sim,
                                                                             zendesk):
    tid = customer_ticket(zendesk_sim)
    zendesk.update_ticket(tid, {"comment": {"body": "Internal: check stock", "public": False}})
    summary = reads.ticket_summary(zendesk, tid)
    user = reads.user(zendesk, summary.requester_id)
    [page] = list(reads.comment_pages(zendesk, tid, max_pages=5))
    assert (summary.subject, user.email, user.name, user.role) == (
        "Broken mug", "Ana@Example.com", "Ana Lopez", "end-user")
    first, note = page.comments
    assert first.author_id == summary.requester_id and first.public
    assert first.plain_body == "The $12.99 mug arrived broken, refund please."
    assert not note.public and note.author_id != summary.requester_id  # the API user wrote it
    assert zendesk_sim.requests("GET", f"/api/v2/tickets/{tid}/comments")[0]["params"] == {
        "page[size]": "100"}
    ticket = ticket_of(summary, user, [page])
    assert ticket.customer_texts() == ["Broken mug", first.plain_body]
    assert ticket.requester_email == "Ana@Example.com" and ticket.complete


def test_the_requester_comes_side_loaded_with_the_ticket_in_one_request(zendesk_sim, zendesk):
    tid = customer_ticket(zendesk_sim)
    summary = reads.ticket_summary(zendesk, tid)
    assert summary.requester_settled and summary.requester is not None
    assert (summary.requester.email, summary.requester.role) == ("Ana@Example.com", "end-user")
    assert summary.raw["requester"]["email"] == "Ana@Example.com"  # what the ledger keeps
    [show] = zendesk_sim.requests("GET", f"/api/v2/tickets/{tid}.json")
    assert show["params"] == {"include": "users"}
    auth = {"Authorization": "Basic YUBiLmMvdG9rZW46dA=="}
    plain = httpx.get(f"{zendesk_sim.url}/api/v2/tickets/{tid}.json", headers=auth, timeout=5)
    assert "users" not in plain.json()  # side-loaded only when asked, as Zendesk does
    # A requester that no longer exists is absent from the side-load: settled, nobody to read.
    [gone] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Old", "requester_id": 777777, "description": "refund"})["data"]
    orphan = reads.ticket_summary(zendesk, gone["id"])
    assert orphan.requester_settled and orphan.requester is None


def test_comments_page_by_cursor_until_has_more_says_the_list_ends(zendesk_sim, zendesk):
    tid = customer_ticket(zendesk_sim, agent_replies=150)
    pages = list(reads.comment_pages(zendesk, tid, max_pages=5))
    assert [len(p.comments) for p in pages] == [100, 51] and pages[-1].next_url is None
    ids = [c.id for p in pages for c in p.comments]
    assert ids == sorted(ids) and len(set(ids)) == 151
    cut = list(reads.comment_pages(zendesk, tid, max_pages=1))
    assert len(cut) == 1 and cut[0].next_url  # more than were read: the facts say so
    ticket = ticket_of(reads.ticket_summary(zendesk, tid), None, cut)
    assert not ticket.complete and ticket.requester_email is None


def test_the_simulator_answers_comments_and_users_in_zendesk_s_shapes(zendesk_sim, zendesk):
    tid = customer_ticket(zendesk_sim)
    auth = {"Authorization": "Basic YUBiLmMvdG9rZW46dA=="}
    body = httpx.get(f"{zendesk_sim.url}/api/v2/tickets/{tid}/comments.json", headers=auth,
                     params={"page[size]": 10}, timeout=5).json()
    [comment] = body["comments"]
    assert {"id", "type", "author_id", "body", "html_body", "plain_body", "public", "audit_id",
            "attachments", "via", "metadata", "created_at"} <= set(comment)
    assert body["meta"]["has_more"] is False and body["links"]["next"]
    bad = httpx.get(f"{zendesk_sim.url}/api/v2/tickets/{tid}/comments.json", headers=auth,
                    params={"page[size]": 101}, timeout=5)
    assert bad.status_code == 400 and bad.json()["error"]["title"] == "Invalid attribute"
    with pytest.raises(Missing):
        reads.user(zendesk, 123456789)
    with pytest.raises(Missing):
        reads.ticket_summary(zendesk, 99999)
    assert reads.user(zendesk, 90001).email == "ana@example.com"  # every ticket's default requester


def test_what_was_there_before_is_unchanged(zendesk_sim, zendesk):
    """Tickets made without a description have no comments; updates still add comments that
    /_sim/comments lists as before, now with their author."""
    made = zendesk_sim.control("POST", "/_sim/tickets", {})["data"][0]
    assert zendesk_sim.control("GET", f"/_sim/tickets/{made['id']}")["comments"] == []
    zendesk.update_ticket(made["id"], {"comment": {"body": "Hello"}})
    [row] = zendesk_sim.control("GET", "/_sim/comments")["data"]
    assert row["body"] == "Hello" and row["public"] is True and row["author_id"]


# ----- Stripe -----------------------------------------------------------------------------
LINES = [{"description": "Blue Ceramic Mug", "quantity": 1, "unit_amount": 1299},
         {"description": "Merino Socks", "quantity": 3, "unit_amount": 1200}]


@pytest.mark.parametrize("source", ["checkout", "invoice"])
def test_a_payment_s_lines_come_from_its_session_or_invoice(stripe_sim, stripe_client, source):
    payment = stripe_sim.payment(1299 + 3600 + 495, line_items=LINES, shipping=495, source=source,
                                 customer="cus_ana", customer_email="ana@example.com")
    lines = stripe_client.order_lines(payment_intent=payment["payment_intent"])
    assert lines.source == ("checkout_session" if source == "checkout" else "invoice")
    assert [(li.description, li.quantity, li.unit_amount, li.amount_total) for li in lines.lines] == [
        ("Blue Ceramic Mug", 1, 1299, 1299), ("Merino Socks", 3, 1200, 3600)]
    assert lines.shipping == 495 and lines.complete and lines.customer_email == "ana@example.com"
    facts = PaymentFacts(payment["payment_intent"], True, "succeeded", "usd", 5394, 0, (),
                         "cus_ana", frozenset({"ana@example.com"}), 0)
    order = order_of(facts, lines)
    assert [li.total for li in order.lines] == [1299, 3600] and order.shipping[0].amount == 495


def test_a_bare_payment_has_no_lines_and_a_charge_reads_nothing(stripe_sim, stripe_client):
    payment = stripe_sim.payment(5000)
    assert stripe_client.order_lines(payment_intent=payment["payment_intent"]).source == "none"
    before = len(stripe_sim.requests())
    assert stripe_client.order_lines(payment_intent=None).source == "none"
    assert len(stripe_sim.requests()) == before


def test_more_than_ten_lines_are_paged_at_the_list_s_url(stripe_sim, stripe_client):
    many = [{"description": f"Item {n}", "quantity": 1, "unit_amount": 100 + n} for n in range(23)]
    payment = stripe_sim.payment(sum(i["unit_amount"] for i in many), line_items=many)
    lines = stripe_client.order_lines(payment_intent=payment["payment_intent"])
    assert len(lines.lines) == 23 and lines.complete
    assert [li.description for li in lines.lines] == [f"Item {n}" for n in range(23)]
    few = stripe_client.order_lines(payment_intent=payment["payment_intent"], max_pages=0)
    assert len(few.lines) == 10 and not few.complete


def test_lines_that_do_not_add_up_are_refused_by_the_simulator(stripe_sim):
    with pytest.raises(httpx.HTTPStatusError):
        stripe_sim.payment(1000, line_items=LINES)


def test_the_simulator_s_sessions_and_invoices_are_stripe_s_objects(stripe_sim, stripe_client):
    by_checkout = stripe_sim.payment(5394, line_items=LINES, shipping=495)
    by_invoice = stripe_sim.payment(5394, line_items=LINES, shipping=495, source="invoice")
    stripe_client.order_lines(payment_intent=by_checkout["payment_intent"])
    stripe_client.order_lines(payment_intent=by_invoice["payment_intent"])
    with httpx.Client(base_url=stripe_sim.url, headers=KEY, timeout=10) as http:
        sessions = http.get("/v1/checkout/sessions", params={
            "payment_intent": by_checkout["payment_intent"], "expand[]": "data.line_items"}).json()
        [session] = sessions["data"]
        one = http.get(f"/v1/checkout/sessions/{session['id']}", params={"expand[]": "line_items"}).json()
        items = http.get(f"/v1/checkout/sessions/{session['id']}/line_items").json()
        pays = http.get("/v1/invoice_payments", params={
            "payment[type]": "payment_intent", "payment[payment_intent]": by_invoice["payment_intent"],
            "expand[]": "data.invoice"}).json()
        invoice = pays["data"][0]["invoice"]
        lines = http.get(f"/v1/invoices/{invoice['id']}/lines").json()
        unknown = http.get("/v1/checkout/sessions", params={"colour": "red"})
        missing = http.get("/v1/invoices/in_nope")
    session, one, items, pays, invoice, lines = decimals_checked([session, one, items, pays,
                                                                   invoice, lines])
    problems = object_problems(session, stripe.checkout.Session, "session")
    problems += object_problems(one, stripe.checkout.Session, "session")
    problems += [p for item in items["data"] for p in object_problems(item, stripe.LineItem, "item")]
    problems += object_problems(pays["data"][0], stripe.InvoicePayment, "invoice_payment")
    problems += object_problems(invoice, stripe.Invoice, "invoice")
    problems += [p for li in lines["data"] for p in object_problems(li, stripe.InvoiceLineItem, "line")]
    assert problems == []
    assert unknown.status_code == 400 and unknown.json()["error"]["code"] == "parameter_unknown"
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "resource_missing"
    sent = {"/v1/checkout/sessions": SessionListParams, "/v1/invoice_payments": InvoicePaymentListParams}
    checked = []
    for request in [r for r in stripe_sim.requests("GET") if r["status"] == 200]:
        typed = sent.get(request["path"]) or (
            SessionListLineItemsParams if request["path"].endswith("/line_items") else
            InvoiceListLinesParams if request["path"].endswith("/lines") else
            SessionRetrieveParams if request["path"].startswith("/v1/checkout/") else InvoiceRetrieveParams)
        checked += param_problems(request["params"], typed, request["path"])
    assert checked == []


# ----- Shopify ------------------------------------------------------------------------------
def test_an_order_s_lines_and_shipping_are_read_in_presentment_money(shopify_sim, deps):
    order = shopify_sim.order(line_items=[{"name": "Blue Ceramic Mug", "quantity": 2, "unit_amount": 1299},
                                          {"name": "Teapot", "quantity": 1, "unit_amount": 3450}],
                              currency="EUR", shipping=[{"title": "Express", "amount": 990}])
    admin = deps.refund_providers["shopify"].client
    read = admin.order_lines(order["id"])
    assert [(li.title, li.quantity, li.refundable_quantity, str(li.unit), str(li.total))
            for li in read.lines] == [("Blue Ceramic Mug", 2, 2, "12.99", "25.98"),
                                      ("Teapot", 1, 1, "34.50", "34.50")]
    assert [(s.title, str(s.amount)) for s in read.shipping] == [("Express", "9.90")]
    assert read.complete and read.currency == "EUR"
    facts = PaymentFacts(order["id"], True, "PAID", "eur", 6188, 0, (), None, frozenset(), 0)
    built = order_of(facts, read)
    assert [(li.unit, li.total) for li in built.lines] == [(1299, 2598), (3450, 3450)]
    assert built.shipping[0].amount == 990 and built.total == 6188
    with pytest.raises(Missing):
        admin.order_lines("gid://shopify/Order/999999")


def test_the_lines_query_is_shopify_s_and_costs_what_the_client_reserves(shopify_schema):  # noqa: F811
    document = parse(q.ORDER_LINES)
    assert validate(shopify_schema, document, [*specified_rules, NoDeprecatedCustomRule]) == []
    assert validate(SCHEMA, document) == []
    assert query_cost(document, operation_of(document, None), {"id": "x"}) == q.COSTS["order_lines"]


# ----- into the judgment's facts ------------------------------------------------------------
def test_read_facts_judge_as_the_customer_wrote(zendesk_sim, zendesk, stripe_sim, stripe_client):
    tid = customer_ticket(zendesk_sim)
    payment = stripe_sim.payment(1299 + 3600, line_items=LINES, customer_email="ana@example.com")
    summary = reads.ticket_summary(zendesk, tid)
    ticket = ticket_of(summary, reads.user(zendesk, summary.requester_id),
                       reads.comment_pages(zendesk, tid, max_pages=5))
    facts = PaymentFacts(payment["payment_intent"], True, "succeeded", "usd", 4899, 0, (), None,
                         frozenset({"ana@example.com"}), 0)
    order = order_of(facts, stripe_client.order_lines(payment_intent=payment["payment_intent"]))
    assert judge(Proposal(facts.id, "usd", 1299), order, ticket).verdict == "allow"
    assert judge(Proposal(facts.id, "usd", 4899), order, ticket).verdict == "ask"


def test_the_flow_s_word_is_read_from_a_request():
    word = flow_of({"conversation": [{"role": "user", "content": "Mug broke"},
                                     {"role": "assistant", "content": "Refund $500?"}],
                    "intent": "refund the mug", "customer": {"email": "ana@example.com"}})
    assert word.conversation == ("Mug broke",) and word.customer_email == "ana@example.com"
    assert flow_of({"conversation": "  "}) is None and flow_of({}) is None
