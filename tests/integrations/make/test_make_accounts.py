"""Make picks the account (issue 17), offline: the List accounts RPC and the Account fields of
Create a Refund and the ticket modules, as files and as the requests they render.

Each Account field is a select whose options the RPC loads (``rpc://listAccounts?provider=...``)
with an empty first choice, "Tenant's default", which sends no ``account`` at all; Stripe's
``stripe_account`` (Connect) exists on the Stripe side of Create a Refund only. Against the
service: tests/integrations/make/test_make_accounts_service.py.
"""

from __future__ import annotations

import copy
import re

import pytest

from service import ids
from tests.integrations.make.make_app import MakeApp, build_request, merge_base
from tests.integrations.make.make_contract import visible
from tests.integrations.make.make_rpc import (
    iterate,
    parse_rpc_url,
    reference_problems,
    rpc_references,
)

APP = MakeApp.load()
CONNECTION = {"baseUrl": "https://surestep.example.com", "apiKey": "key_acme"}
PICKERS = {
    ("createRefund", "account", "rpc://listAccounts?provider=stripe"),
    ("createRefund", "account", "rpc://listAccounts?provider=shopify"),
    ("postTicketUpdate", "account", "rpc://listAccounts?provider=zendesk"),
    ("postBulkTicketUpdate", "account", "rpc://listAccounts?provider=zendesk"),
}


def body_of(module_id: str, parameters: dict) -> dict:
    spec = merge_base(APP.base, APP.modules[module_id].communication)
    return build_request(spec, {"parameters": parameters, "connection": CONNECTION})["body"]


def pickers(app: MakeApp = APP) -> list[dict]:
    return [p for module in app.modules.values() for p in module.params
            if p["name"] == "account"]


def test_each_account_field_loads_its_providers_accounts_from_the_rpc():
    assert set(rpc_references(APP)) == PICKERS
    assert len(list(rpc_references(APP))) == len(PICKERS)  # no picker twice
    assert reference_problems(APP) == []


@pytest.mark.parametrize("url,expected", [
    ("rpc://listAcounts?provider=stripe", "names no RPC"),
    ("rpc://listAccounts?provider=paypal", "provider=paypal is not one of"),
    ("rpc://listAccounts?kind=stripe", "kind is not a parameter of listAccounts"),
])
def test_a_picker_that_names_a_wrong_rpc_or_provider_is_caught(url, expected):
    app = copy.deepcopy(APP)
    [picker] = [p for p in app.modules["postTicketUpdate"].mappable_params
                if p["name"] == "account"]
    picker["options"]["store"] = url
    problems = reference_problems(app)
    assert any(expected in p for p in problems), problems


def test_the_empty_choice_is_the_tenants_default_and_nothing_forces_a_pick():
    assert len(pickers()) == len(PICKERS)
    for picker in pickers():
        assert picker["type"] == "select" and not picker.get("required")
        assert picker["options"]["placeholder"] == "Tenant's default"
        assert "default" not in picker  # Make would pre-select it; the empty choice is the default


REFUND = {"intent_id": "zendesk-1", "provider": "stripe", "payment_intent": "pi_1",
          "amount": 1200, "currency": "usd"}
TICKET = {"ticket_id": 48213, "intent_id": "zendesk-48213-note", "comment": {"body": "Hi"}}
BULK = {"ticket_ids": [1, 2], "intent_id": "batch-1", "comment": {"body": "Hi"}}


@pytest.mark.parametrize("module_id,parameters,fields", [
    ("createRefund", REFUND, {"account": "eu", "stripe_account": "acct_1Nv0FGQ9RKHgCVdK"}),
    ("createRefund", {**REFUND, "provider": "shopify", "order_id": "gid://shopify/Order/1"},
     {"account": "brand-b"}),
    ("postTicketUpdate", TICKET, {"account": "us"}),
    ("postBulkTicketUpdate", BULK, {"account": "us"}),
])
def test_the_tenants_default_sends_no_account_and_a_picked_one_is_sent(module_id, parameters,
                                                                        fields):
    """Make passes nothing for the empty choice (Apps platform 2 leaves empty values out)."""
    default = body_of(module_id, parameters)
    assert not {"account", "stripe_account"} & default.keys()
    picked = body_of(module_id, {**parameters, **fields})
    assert {k: picked[k] for k in fields} == fields
    assert {k: v for k, v in picked.items() if k not in fields} == default  # nothing else moves


def test_stripe_account_is_a_stripe_field_with_the_services_own_rule():
    refund = APP.modules["createRefund"]

    def names(provider):
        return {p["name"] for p in visible(refund, {"provider": provider})}

    assert {"account", "stripe_account"} <= names("stripe")
    assert "account" in names("shopify") and "stripe_account" not in names("shopify")
    [field] = [p for p in refund.params if p["name"] == "stripe_account"]
    assert not field.get("required")
    pattern = field["validate"]["pattern"]
    for value in ("acct_1Nv0FGQ9RKHgCVdK", "acct_", "acct_1 ", "ACCT_1", "acct_1/x",
                  "acct_" + "a" * 65):
        # Make (a JavaScript RegExp test) refuses in the form what the service refuses (422).
        assert bool(re.search(pattern, value)) == ids.STRIPE_ACCOUNT.ok(value), value


def test_the_rpc_asks_for_one_providers_accounts_with_the_connections_key():
    rpc_id, query = parse_rpc_url("rpc://listAccounts?provider=zendesk")
    spec = merge_base(APP.base, APP.rpcs[rpc_id]["communication"])
    request = build_request(spec, {"parameters": {**REFUND, **query}, "connection": CONNECTION})
    # The URL's provider wins over the module's own (a refund's provider is stripe here).
    assert request == {"method": "GET", "url": "https://surestep.example.com/v1/accounts",
                       "qs": {"provider": "zendesk"},
                       "headers": {"Authorization": "Bearer key_acme"}}
    assert "request.headers.authorization" in spec["log"]["sanitize"]  # the Base's, for RPCs too


def test_the_rpc_turns_the_names_into_options_and_marks_the_default():
    directives = APP.rpcs["listAccounts"]["communication"]["response"]
    body = {"data": [{"provider": "stripe", "name": "env", "default": False},
                     {"provider": "stripe", "name": "eu", "default": True}]}
    assert iterate(directives, {"body": body}) == [{"label": "env", "value": "env"},
                                                   {"label": "eu (default)", "value": "eu"}]
    assert iterate(directives, {"body": {"data": []}}) == []  # only the empty choice is left
