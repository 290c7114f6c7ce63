"""deploy/: the Prometheus alerts and the Grafana dashboard an ops team loads.

``promtool`` (from Debian's ``prometheus`` package, unpacked into the venv by ``make test``)
checks the rules file as Prometheus would load it and runs its unit tests (each alert firing on
its series); both skip loudly where it is absent. Every metric a rule or a panel queries must be
one ``GET /metrics`` serves: the scenario below makes each family appear (a refund, a 429 from
Stripe, a delivery given up), then the scrape is read as Prometheus reads it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from prometheus_client.parser import text_string_to_metric_families

from tests.support.constants import ACME
from tests.support.guard_helpers import Receiver
from tests.support.helpers import drain

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "deploy" / "prometheus" / "surestep-alerts.yml"
DASHBOARD = ROOT / "deploy" / "grafana" / "surestep-dashboard.json"
ALERTS = {"SurestepUnknownPastVerifyWindow", "SurestepEscalationPastExpiry",
          "SurestepDeliveriesGivenUp", "SurestepProviderErrorRate", "SurestepWorkerAbsent",
          "SurestepClaimsExpired"}
# PromQL's own words and functions, which look like metric names to a plain scan
PROMQL = {"sum", "by", "rate", "increase", "max", "absent", "histogram_quantile", "or", "le",
          "without", "on", "and", "unless"}


def rule_queries() -> list[str]:
    groups = yaml.safe_load(RULES.read_text())["groups"]
    return [rule["expr"] for group in groups for rule in group["rules"]]


def panel_queries() -> list[str]:
    dashboard = json.loads(DASHBOARD.read_text())
    return [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]


def metric_names(expr: str) -> set[str]:
    """The metric names a PromQL expression reads (label matchers and strings taken out)."""
    bare = re.sub(r'"[^"]*"', "", re.sub(r"\{[^}]*\}", "", expr))
    bare = re.sub(r"\[[^\]]*\]", "", bare)
    bare = re.sub(r"\b(by|without|on)\s*\([^)]*\)", "", bare)
    return {word for word in re.findall(r"[a-zA-Z_:][a-zA-Z0-9_:]*", bare)
            if word not in PROMQL and not re.fullmatch(r"e|inf|nan", word, re.I)}


def promtool() -> str:
    venv = Path(sys.executable).parent / "promtool"  # where `make test` puts it
    found = str(venv) if venv.exists() else shutil.which("promtool")
    if found is None:
        pytest.skip("promtool not found: `make .venv/bin/promtool` takes it from Debian's "
                    "prometheus package")
    return found


def test_the_rules_file_passes_promtool():
    checked = subprocess.run([promtool(), "check", "rules", str(RULES)], capture_output=True,
                             text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"SUCCESS: {len(ALERTS)} rules found" in checked.stdout


def test_each_alert_fires_on_its_series_and_not_before(tmp_path):
    """promtool's unit tests of the rules (deploy/prometheus/surestep-alerts.test.yml): every
    alert, with its labels and its words, at the time it should fire; none earlier."""
    tests = RULES.with_name("surestep-alerts.test.yml")
    named = {test["alertname"] for group in yaml.safe_load(tests.read_text())["tests"]
             for test in group["alert_rule_test"] if test["exp_alerts"]}
    assert named == ALERTS  # each alert is shown firing
    checked = subprocess.run([promtool(), "test", "rules", tests.name], cwd=tests.parent,
                             capture_output=True, text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_each_alert_the_operations_guide_names_is_in_the_rules_with_what_to_do():
    groups = yaml.safe_load(RULES.read_text())["groups"]
    rules = {rule["alert"]: rule for group in groups for rule in group["rules"]}
    assert set(rules) == ALERTS
    guide = (ROOT / "docs" / "OPERATIONS.md").read_text()
    for name, rule in rules.items():
        assert rule["labels"]["severity"] in ("warning", "critical")
        assert rule["annotations"]["summary"] and rule["annotations"]["description"]
        assert name in guide, f"docs/OPERATIONS.md does not say what {name} means"


def test_every_metric_a_rule_or_a_panel_queries_is_one_metrics_serves(
        client, deps, stripe_sim, monkeypatch):
    monkeypatch.setenv("SURESTEP_DELIVERY_ATTEMPTS", "1")  # read by the jobs' own Deps
    broken = Receiver(status=500)
    try:
        assert client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": broken.url, "events": ["refund.completed"]}).status_code == 201
        payment = stripe_sim.payment(5000)
        done = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "metrics-1", "payment_intent": payment["payment_intent"],
            "amount": 1200, "currency": "usd"}).json
        assert done["state"] == "completed"
        stripe_sim.fault("rate_limit", method="POST", path="/v1/refunds")
        limited = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "metrics-2", "payment_intent": payment["payment_intent"],
            "amount": 1300, "currency": "usd"}).json
        assert limited["state"] == "unknown"
        drain(deps)
        assert len(broken.received) == 1  # the one try, then given up
    finally:
        broken.close()
    scrape = client.get("/metrics")
    assert scrape.status_code == 200
    served = {sample.name for family in text_string_to_metric_families(scrape.text)
              for sample in family.samples}
    queried = set().union(*(metric_names(q) for q in rule_queries() + panel_queries()))
    assert queried and all(name.startswith("surestep_") for name in queried), queried
    assert queried - served == set(), f"queried but not served: {sorted(queried - served)}"


def test_the_scan_finds_the_names_in_a_query():
    assert metric_names('histogram_quantile(0.95, sum by (le, provider) '
                        '(rate(surestep_provider_latency_seconds_bucket{a="b"}[5m])))') == {
        "surestep_provider_latency_seconds_bucket"}
    assert metric_names("max(surestep_workers) < 1 or absent(surestep_workers)") == {
        "surestep_workers"}
