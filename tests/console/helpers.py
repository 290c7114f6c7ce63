"""What the console's tests share: signing in as a browser would, reading a form's values,
deciding as a person does (the page's form, then for an approval its confirmation), and
escalating a refund for a person."""

from __future__ import annotations

import html
import re

from tests.support.constants import ACME

CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
SHOWN = re.compile(r'name="shown" value="([^"]+)"')
ESCALATION = re.compile(r'name="escalation" value="([^"]+)"')


def field(html: str, pattern: re.Pattern = CSRF) -> str:
    found = pattern.search(html)
    assert found, html[:2000]
    return found.group(1)


def decision_form(html: str, decision: str = "approve", **more: str) -> dict:
    """The decide form's values as the intent's page rendered them."""
    return {"csrf_token": field(html), "escalation": field(html, ESCALATION),
            "shown": field(html, SHOWN), "decision": decision, **more}


def hidden_fields(page: str, form_id: str) -> dict:
    """The hidden values of one form of a page (``form_id``), as a browser would send them."""
    form = page.split(f'id="{form_id}"', 1)[1].split("</form>", 1)[0]
    return {name: html.unescape(value) for name, value in
            re.findall(r'<input type="hidden" name="([a-z_]+)" value="([^"]*)">', form)}


def approve(http, path: str, page: str, **more: str):
    """Approve as a person does: the intent page's form (``more``: its note, a lower amount),
    then Confirm on the confirmation page it answers. Returns the Confirm's response."""
    asked = http.post(path + "/decide", data=decision_form(page, **more))
    assert asked.status_code == 200 and 'id="confirm-form"' in asked.text, asked.text[:3000]
    return http.post(path + "/decide", data=hidden_fields(asked.text, "confirm-form"))


def sign_in(client, key: str) -> str:
    """Sign the Flask test client in with an ops key (a new person: the cookie of anyone
    signed in before is dropped); returns the session's CSRF value."""
    client.delete_cookie("sst_console", path="/console")
    page = client.get("/console/sign-in")
    answer = client.post("/console/sign-in", data={"csrf_token": field(page.text), "key": key})
    assert answer.status_code == 303, answer.text
    queue = client.get("/console/queue")
    assert queue.status_code == 200, queue.text
    return field(queue.text)


def escalated_refund(client, stripe_sim, intent: str, amount: int = 7500,
                     headers=ACME, **extra) -> dict:
    """A refund over the policy's threshold: escalated for a person, nothing sent."""
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=headers, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": amount,
        "currency": "usd", **extra}).json
    assert answer["state"] == "escalated", answer
    return {**answer, "payment_intent": payment["payment_intent"]}
