"""The simulators' demo data (``--seed-demo``, what ``make run`` starts with), read through the
providers' own APIs as surestep reads them: every demo payment has its customer and e-mail (with
``[judgment]`` on, a payment without them was always asked, ``customer_unknown``), and the demo
stories' tickets are written by the same person who paid, with the order's lines behind them."""

from __future__ import annotations

import httpx

from sandbox.simulators import demo, serve
from sandbox.simulators.stripe_sim import StripeSimulator
from sandbox.simulators.zendesk_sim import ZendeskSimulator

STRIPE_KEY = {"Authorization": "Bearer sk_test_demo"}


def test_every_demo_payment_has_its_customer_and_e_mail_and_the_stories_their_lines():
    with serve(StripeSimulator(seed_demo=True)) as srv, httpx.Client(base_url=srv.url) as http:
        for pi in demo.PAYMENTS:
            payment = http.get(f"/v1/payment_intents/{pi}", headers=STRIPE_KEY,
                               params={"expand[]": "customer"}).json()
            assert payment["amount"] == 5000 and payment["status"] == "succeeded"
            assert payment["customer"]["email"] == "ana@example.com", payment
            assert payment["receipt_email"] == "ana@example.com"
        for story in demo.STORIES:
            payment = http.get(f"/v1/payment_intents/{story.payment_intent}", headers=STRIPE_KEY,
                               params={"expand[]": "customer"}).json()
            assert payment["amount"] == story.amount
            assert payment["customer"] == {**payment["customer"], "id": story.customer,
                                           "email": story.email}
            sessions = http.get("/v1/checkout/sessions", headers=STRIPE_KEY,
                                params={"payment_intent": story.payment_intent}).json()["data"]
            [session] = sessions
            lines = http.get(f"/v1/checkout/sessions/{session['id']}/line_items",
                             headers=STRIPE_KEY).json()["data"]
            assert [(li["description"], li["quantity"], li["price"]["unit_amount"])
                    for li in lines] == list(story.lines)


def test_the_stories_tickets_are_written_by_the_customer_who_paid():
    zendesk = ZendeskSimulator(seed_demo=True)
    with serve(zendesk) as srv, httpx.Client(base_url=srv.url,
                                             auth=("agent@example.com/token", "t")) as http:
        assert http.get("/api/v2/tickets/20.json").json()["ticket"]["subject"] == "Demo ticket 20"
        for story in demo.STORIES:
            shown = http.get(f"/api/v2/tickets/{story.ticket_id}.json",
                             params={"include": "users"}).json()
            assert shown["ticket"]["subject"] == story.subject
            [requester] = [u for u in shown["users"] if u["id"] == shown["ticket"]["requester_id"]]
            assert (requester["name"], requester["email"]) == (story.name, story.email)
            [comment] = http.get(f"/api/v2/tickets/{story.ticket_id}/comments.json").json()[
                "comments"]
            assert comment["author_id"] == requester["id"] and comment["public"] is True
            assert comment["plain_body"] == story.text


def test_the_stories_are_one_of_each_verdict():
    assert [s.verdict for s in demo.STORIES] == ["allow", "ask", "block"]
    assert len({s.payment_intent for s in demo.STORIES} | set(demo.PAYMENTS)) == 8
