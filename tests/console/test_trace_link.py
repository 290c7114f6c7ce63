"""The trace id on the console's intent page (docs/OPERATIONS.md, "The trace on the intent
page"): gunicorn with traces on (OTLP/HTTP to a receiver on loopback), a refund made under a
flow's ``traceparent``, and the intent's page in Debian's headless Chromium showing that trace
id, as a link when ``SURESTEP_CONSOLE_TRACE_URL`` is set; the ledger's own audit lines hold it.
Off, no trace is shown; a template that is not an http(s) URL holding ``{trace_id}`` is refused
at start."""

from __future__ import annotations

import json

import httpx
import pytest

from service.config import ConfigError
from service.config.loading import parse_trace_url
from service.ledger import keys
from service.web.console import timeline
from tests.console.browsing import accessible, screenshot, sign_in, text, wait_for
from tests.processes.test_traces import Gunicorn, holds
from tests.support.constants import ACME
from tests.support.otlp import OtlpReceiver

FLOW_TRACE, FLOW_SPAN = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
TEMPLATE = "https://grafana.example/explore?traceId={trace_id}&orgId=1"


def test_the_intent_page_shows_the_trace_of_the_request_that_made_it_as_a_link(
        browser, env, rdb, stripe_sim, tmp_path, axe_source):
    receiver = OtlpReceiver()
    web = Gunicorn(env, tmp_path, SURESTEP_CONSOLE_TRACE_URL=TEMPLATE, **receiver.env())
    try:
        payment = stripe_sim.payment(5000)
        answer = httpx.post(web.url + "/v1/refunds", headers={
            **ACME, "traceparent": f"00-{FLOW_TRACE}-{FLOW_SPAN}-01"}, json={
            "intent_id": "traced-1", "payment_intent": payment["payment_intent"],
            "amount": 1200, "currency": "usd"}, timeout=10)
        assert answer.json()["state"] == "completed"
        receiver.wait_for(holds(FLOW_TRACE, "refund.claim", "refund.settle"))
        # the ledger's own audit lines: the claim and the settle, each with the flow's trace
        audit = [json.loads(line) for line in
                 rdb.lrange(keys.entry("acme", "refund", "traced-1") + ":audit", 0, -1)]
        assert [(a["to"], a.get("trace")) for a in audit] == [
            ("in_progress", FLOW_TRACE), ("completed", FLOW_TRACE)]

        sign_in(browser, web, "ops_alice")
        browser.get(web.url + "/console/t/acme/intents/traced-1")
        wait_for(browser, "#trace")
        assert FLOW_TRACE in text(browser, "trace")
        link = browser.find_element("css selector", "#trace a")
        assert link.get_attribute("href") == TEMPLATE.replace("{trace_id}", FLOW_TRACE)
        lines = browser.find_elements("css selector", "#timeline .event-state .trace")
        assert [line.text for line in lines] == [f"trace {FLOW_TRACE}"] * 2
        accessible(browser, axe_source, "intent with its trace")
        screenshot(browser, "console-intent-trace.png")
    finally:
        web.close()
        receiver.close()


def test_with_traces_off_the_page_shows_no_trace(browser, env, rdb, stripe_sim, tmp_path):
    web = Gunicorn(env, tmp_path, SURESTEP_CONSOLE_TRACE_URL=TEMPLATE,
                   OTEL_TRACES_EXPORTER="", OTEL_EXPORTER_OTLP_TRACES_ENDPOINT="")
    try:
        payment = stripe_sim.payment(5000)
        answer = httpx.post(web.url + "/v1/refunds", headers={
            **ACME, "traceparent": f"00-{FLOW_TRACE}-{FLOW_SPAN}-01"}, json={
            "intent_id": "untraced-1", "payment_intent": payment["payment_intent"],
            "amount": 1200, "currency": "usd"}, timeout=10)
        assert answer.json()["state"] == "completed"
        audit = [json.loads(line) for line in
                 rdb.lrange(keys.entry("acme", "refund", "untraced-1") + ":audit", 0, -1)]
        assert audit and not any("trace" in a for a in audit)
        sign_in(browser, web, "ops_alice")
        browser.get(web.url + "/console/t/acme/intents/untraced-1")
        wait_for(browser, "#timeline")
        assert browser.find_elements("css selector", "#trace, .trace") == []
    finally:
        web.close()


def test_a_trace_link_template_is_an_http_url_holding_the_id_once():
    assert parse_trace_url(None) is None and parse_trace_url("  ") is None
    assert parse_trace_url(TEMPLATE) == TEMPLATE
    for bad in ("javascript:alert(1)//{trace_id}", "https://grafana.example/explore",
                "https://x.example/{trace_id}/{span_id}", "https://x.example/{trace_id}{trace_id}",
                "https://x.example/ {trace_id}", "ftp://x.example/{trace_id}"):
        with pytest.raises(ConfigError, match="SURESTEP_CONSOLE_TRACE_URL"):
            parse_trace_url(bad)
    assert timeline.trace_link(TEMPLATE, FLOW_TRACE) == (
        f"https://grafana.example/explore?traceId={FLOW_TRACE}&orgId=1")
    assert timeline.trace_link(None, FLOW_TRACE) is None


def test_an_audit_line_whose_trace_is_not_a_trace_id_shows_none():
    """The page shows only 32 hex digits as a trace: anything else in the line is not shown."""
    line = {"at": 1.0, "actor": "api", "from": None, "to": "in_progress", "note": ""}
    for value, shown in ((FLOW_TRACE, FLOW_TRACE), ("<script>x</script>" + "0" * 14, ""),
                         (FLOW_TRACE.upper(), ""), (42, ""), (None, "")):
        event = timeline._transition("refund", {**line, "trace": value}, _entry())
        assert event.trace == shown


def _entry():
    from service.ledger.store import Entry
    return Entry(key="sst:acme:refund:x", tenant="acme", step="refund", intent_id="x",
                 state="in_progress", fingerprint="f", args={}, provider_key="k", attempts=1,
                 lease_until=0.0, result={}, created_at=1.0, updated_at=1.0)
