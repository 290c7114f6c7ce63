"""The Shopify simulator and connector held to Shopify's own rules and schema (issue 15):
@idempotent refuses a blank key and exists only from 2026-01, the whole CurrencyCode enum, the
Node interface (fragments on it), IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED through the connector,
and the simulator's schema, interfaces and directives against Shopify's 2026-04 Admin schema
(``shopify_schema``: the introspection JSON of ``@shopify/dev-mcp``, see test_shopify_facts).
"""

from __future__ import annotations

import json

import pytest
from graphql import GraphQLInterfaceType, GraphQLObjectType, specified_directives

from connectors.errors import Ambiguous, Rejected
from sandbox.simulators.shopify_schema import (
    IDEMPOTENT_SINCE,
    SCHEMA,
    SCHEMA_WITHOUT_IDEMPOTENT,
    schema_for,
)
from service.config import DEFAULTS
from tests.steps.test_shopify_facts import entry_for, shopify_schema  # noqa: F401 (a fixture)
from tests.support.shopify_helpers import REFUND_BY_HAND, VERSION

NO_DIRECTIVE = REFUND_BY_HAND.replace(" @idempotent(key: $key)", "").replace(", $key: String!", "")


def refund_input(order: dict, amount: str = "10.00") -> dict:
    sale = order["transactions"][0]
    return {"orderId": order["id"], "transactions": [{
        "amount": amount, "gateway": sale["gateway"], "kind": "REFUND", "orderId": order["id"],
        "parentId": sale["id"]}]}


@pytest.mark.parametrize("key", ["", " ", "\t\n"])
def test_a_blank_idempotency_key_is_refused_and_refunds_nothing(shopify_sim, key):
    order = shopify_sim.order(5000)
    by_variable = shopify_sim.graphql(REFUND_BY_HAND, {"input": refund_input(order), "key": key})
    literal = REFUND_BY_HAND.replace(", $key: String!", "").replace("$key", json.dumps(key))
    by_literal = shopify_sim.graphql(literal, {"input": refund_input(order)})
    for answer in (by_variable.json(), by_literal.json()):
        assert answer["data"] == {"refundCreate": None}, answer
        [error] = answer["errors"]
        assert error["extensions"]["code"] == "BAD_REQUEST" and "blank" in error["message"]
    assert shopify_sim.refunds() == []


def test_the_directive_does_not_exist_before_2026_01_and_is_optional_until_2026_04(shopify_sim):
    order = shopify_sim.order(5000)
    variables = {"input": refund_input(order), "key": "old-version"}
    old = shopify_sim.graphql(REFUND_BY_HAND, variables, version="2025-01").json()
    assert old.get("data") is None
    assert [e["message"] for e in old["errors"]] == ["Unknown directive '@idempotent'."]
    assert shopify_sim.refunds() == []
    plain = shopify_sim.graphql(NO_DIRECTIVE, {"input": refund_input(order)}, version="2025-01")
    assert plain.json()["data"]["refundCreate"]["refund"]["id"]
    first = shopify_sim.graphql(REFUND_BY_HAND, variables, version=IDEMPOTENT_SINCE).json()
    again = shopify_sim.graphql(REFUND_BY_HAND, variables, version=IDEMPOTENT_SINCE).json()
    assert first["data"]["refundCreate"]["refund"]["id"] == (
        again["data"]["refundCreate"]["refund"]["id"])
    assert len(shopify_sim.refunds()) == 2  # the plain one and the keyed one, once
    assert schema_for("2025-10") is SCHEMA_WITHOUT_IDEMPOTENT
    assert schema_for("2026-01") is schema_for("unstable") is SCHEMA


def test_an_order_and_a_refund_in_pesos(shopify_sim, deps):
    order = shopify_sim.order(5000, currency="MXN")
    created = deps.refund_providers["shopify"].create(
        entry_for(deps, order, "mxn-1", currency="mxn", amount=1200))
    [refund] = shopify_sim.refunds()
    assert refund["id"] == created.id
    assert created.currency == "mxn" and created.amount == 1200


def test_fragments_on_the_node_interface_work(shopify_sim):
    order = shopify_sim.order(5000)
    refund_id = shopify_sim.graphql(REFUND_BY_HAND, {"input": refund_input(order), "key": "n"}
                                    ).json()["data"]["refundCreate"]["refund"]["id"]
    query = """
    query ($id: ID!) {
      order(id: $id) {
        ... on Node { id }
        customer { ...Ident }
        transactions(first: 2) { ...Ident kind }
        refunds(first: 1) { ...Ident }
      }
    }
    fragment Ident on Node { id }"""
    answer = shopify_sim.graphql(query, {"id": order["id"]}).json()
    assert "errors" not in answer, answer
    got = answer["data"]["order"]
    assert got["id"] == order["id"] and got["customer"]["id"].startswith("gid://shopify/Customer/")
    assert got["refunds"] == [{"id": refund_id}]
    assert [t["id"] for t in got["transactions"]][0] == order["transactions"][0]["id"]


def test_a_key_whose_attempt_failed_at_shopify_is_refused_not_left_open(shopify_sim, deps):
    order = shopify_sim.order(5000)
    provider = deps.refund_providers["shopify"]
    entry = entry_for(deps, order, "failed-attempt")
    shopify_sim.configure(refund_attempt_error=True)
    with pytest.raises(Ambiguous) as first:  # an internal error: the outcome is not known yet
        provider.create(entry)
    assert first.value.code == "INTERNAL_SERVER_ERROR"
    shopify_sim.configure(refund_attempt_error=False)
    with pytest.raises(Rejected) as again:
        provider.create(entry)
    assert again.value.code == "IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED"
    assert "previous request with this idempotency key failed" in str(again.value)
    assert shopify_sim.refunds() == []
    assert [c["params"]["idempotency_key"] for c in shopify_sim.creates()] == [
        entry.provider_key] * 2
    # another intent (another key) refunds as usual
    assert provider.create(entry_for(deps, order, "next-intent")).id


def test_the_connector_refuses_a_blank_key_before_sending(shopify_sim, deps):
    order = shopify_sim.order(5000)
    admin = deps.refund_providers["shopify"].client
    with pytest.raises(ValueError):
        admin.create_refund(refund_input(order), "  ")
    assert shopify_sim.requests() == []


# ----- against Shopify's own schema of the version we default to ---------------------------------
def test_our_default_version_is_the_one_checked():
    assert DEFAULTS["SHOPIFY_API_VERSION"] == VERSION


def test_the_simulator_has_shopify_s_whole_currency_code_enum(shopify_schema):  # noqa: F811
    assert set(SCHEMA.type_map["CurrencyCode"].values) == set(
        shopify_schema.type_map["CurrencyCode"].values)


def test_interfaces_and_directives_are_shopify_s(shopify_schema):  # noqa: F811
    """Every interface a simulator type implements is one the real type implements, every
    interface field is Shopify's, and @idempotent has Shopify's arguments and locations."""
    problems = []
    for name, ours in SCHEMA.type_map.items():
        real = shopify_schema.type_map.get(name)
        if name.startswith("__") or real is None:
            continue  # the type itself is checked by test_shopify_facts
        if isinstance(ours, (GraphQLObjectType, GraphQLInterfaceType)):
            theirs = {i.name for i in getattr(real, "interfaces", ())}
            problems += [f"{name} implements {i.name}" for i in ours.interfaces
                         if i.name not in theirs]
        if isinstance(ours, GraphQLInterfaceType):
            problems += [f"{name}.{f}: {field.type}" for f, field in ours.fields.items()
                         if f not in real.fields or str(real.fields[f].type) != str(field.type)]
    implementing = {t.name for t in SCHEMA.type_map.values() if isinstance(t, GraphQLObjectType)
                    and "Node" in {i.name for i in t.interfaces}}
    # every simulated type that is a Node at Shopify is one here too
    problems += [f"{name} should implement Node" for name, t in SCHEMA.type_map.items()
                 if isinstance(t, GraphQLObjectType) and name not in implementing
                 and "Node" in {i.name for i in getattr(shopify_schema.type_map.get(name),
                                                        "interfaces", ())}]
    for directive in SCHEMA.directives:
        if directive in specified_directives:
            continue
        real = shopify_schema.get_directive(directive.name)
        if real is None:
            problems.append(f"@{directive.name}")
            continue
        if set(directive.locations) != set(real.locations):
            problems.append(f"@{directive.name} locations")
        problems += [f"@{directive.name}({a}: {arg.type})" for a, arg in directive.args.items()
                     if a not in real.args or str(real.args[a].type) != str(arg.type)]
    assert problems == []
    assert shopify_schema.get_directive("idempotent") is not None  # 2026-04 has it
