"""The intent's page shows the model reader's reading ([judgment] reader_url) where the judgment
is shown: what it found, each ask with the customer's words it quotes (escaped, as data), and
whether it lifted the rules' ask; or why it was not used, with the model's unverified quotes.
In a real headless Chromium."""

from __future__ import annotations

from tests.console.browsing import accessible, screenshot, sign_in, text, wait_for
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy
from tests.support.model_reader import NOT_IN_TICKET, StandInModel

MUG = {"description": "Blue <i>Ceramic</i> Mug", "quantity": 1, "unit_amount": 1200}
KETTLE = {"description": "Copper Kettle", "quantity": 1, "unit_amount": 15000}
ASKED = "Prosím o vrácení peněz za <b>hrnek</b>"
CZECH = f"Dobrý den, modrý hrnek přišel rozbitý. {ASKED}."
READING = {"language": "cs", "instructions": [], "asks": [
    {"what": "line", "line": 1, "units": None, "percent": None, "quote": ASKED}]}


def _refund(client, stripe_sim, zendesk_sim, intent: str) -> dict:
    person = zendesk_sim.control("POST", "/_sim/users", {"name": "Ana Lopez",
                                                         "email": "ana@example.com"})
    [made] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Rozbitý hrnek", "requester_id": person["id"], "description": CZECH})["data"]
    payment = stripe_sim.payment(16200, line_items=[MUG, KETTLE], customer_email="ana@example.com")
    return client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1200,
        "currency": "usd", "ticket_id": str(made["id"])}).json


def test_the_intent_page_shows_the_reading_its_quotes_and_the_lift(
        browser, axe_source, live, client, stripe_sim, zendesk_sim, console_env):
    with StandInModel(READING) as model:
        write_policy(console_env, f'[judgment]\nreader_url = "{model.url}"\n'
                                  f'reader_model = "stand-in-7b"\n')
        lifted = _refund(client, stripe_sim, zendesk_sim, "read-1")
        model.mode = "hostile_quotes"
        discarded = _refund(client, stripe_sim, zendesk_sim, "read-2")
    assert lifted["state"] == "completed" and lifted["guard"]["reading"]["lifted"] is True
    assert discarded["state"] == "escalated"

    sign_in(browser, live, "ops_alice")
    browser.get(live.url + "/console/t/acme/intents/read-1")
    wait_for(browser, "#reading")
    said = text(browser, "reading-said")
    assert "stand-in-7b: read" in said and "lifted the rules' ask to allow" in said
    shown = text(browser, "reading")
    # the line by its title (the provider's text, as data), not only its number
    assert ASKED in shown and ("Asks for “Blue <i>Ceramic</i> Mug” (line 1), in the customer's "
                               "words") in shown  # tags as text
    block = browser.page_source.split('id="reading"')[1].split("</div>")[0]
    assert "<b>" not in block and "<i>" not in block
    assert "the model reader (reader_url) read the ticket (read)." in text(browser, "timeline")
    accessible(browser, axe_source, "intent with a model reading")
    screenshot(browser, "console-intent-reading.png")

    browser.get(live.url + "/console/t/acme/intents/read-2")
    wait_for(browser, "#reading")
    assert "discarded" in text(browser, "reading-said")
    assert "do not occur verbatim" in text(browser, "reading-reason")
    shown = text(browser, "reading")
    assert NOT_IN_TICKET in shown and "not in the customer's words" in shown
    assert "Asks for" not in shown  # the model's claims are not shown as the customer's asks
    page = browser.find_element("tag name", "body").text  # the history's notes: whole sentences
    assert "escalated: The customer's words" in page and ".;" not in page
    screenshot(browser, "console-intent-reading-discarded.png")
