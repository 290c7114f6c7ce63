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
from tests.support.guard_helpers import Receiver, write_policy
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


@pytest.fixture
def escalating(tmp_path, monkeypatch):
    """A policy that asks a person above 50.00 USD, set before the app is made."""
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_DELIVERY_ATTEMPTS", "1")  # read by the jobs' own Deps too


@pytest.fixture
def scenario(escalating, client, deps, stripe_sim, rdb) -> str:
    """On the simulators, each thing an alert is about: a refund completed, one Stripe
    answered 429 (so unknown), one waiting for a person, a delivery given up; no worker runs.
    The scrape of /metrics after it, as Prometheus reads it."""
    broken = Receiver(status=500)
    try:
        assert client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": broken.url, "events": ["refund.completed"]}).status_code == 201
        payment = stripe_sim.payment(50000)
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
        # after the drain: its expiry is a job scheduled 72 hours on
        held = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "metrics-3", "payment_intent": payment["payment_intent"],
            "amount": 7500, "currency": "usd"}).json
        assert held["state"] == "escalated"
    finally:
        broken.close()
    assert len(stripe_sim.refunds()) == 1  # the simulator's own record: one refund made
    scrape = client.get("/metrics")
    assert scrape.status_code == 200
    return scrape.text


def test_every_metric_a_rule_or_a_panel_queries_is_one_metrics_serves(scenario):
    served = {sample.name for family in text_string_to_metric_families(scenario)
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


# What each alert reads, from the scrape. A gauge stays as scraped, but an age grows a minute a
# minute while nothing settles it; a counter is 0 before the scenario and then grows by what
# the scenario added each minute (the same traffic again), so rates are the scenario's own.
AGES = "surestep_intent_oldest_age_seconds"
RATES = ("surestep_deliveries_total", "surestep_provider_responses_total")
GAUGES = ("surestep_workers", "surestep_claims_expired")


def _series(scrape: str, minutes: int) -> list[dict[str, str]]:
    out = []
    for family in text_string_to_metric_families(scrape):
        for sample in family.samples:
            name, value = sample.name, sample.value
            if not (name == AGES or name in RATES or name in GAUGES):
                continue
            labels = ",".join(f'{k}="{v}"' for k, v in sorted(sample.labels.items()))
            if name == AGES:
                values = f"{value:.0f}+60x{minutes}"
            elif name in RATES:
                values = f"0x5 0+{value:g}x{minutes}"
            else:
                values = f"{value:g}x{minutes}"
            out.append({"series": f"{name}{{{labels}}}", "values": values})
    return out


def test_each_alert_fires_on_the_series_a_scenario_on_the_simulators_leaves_in_metrics(
        scenario, tmp_path):
    """promtool evaluates the rules as shipped (their expressions and ``for:``; annotations,
    which the unit tests above check word for word, left out) on the series of our real
    ``/metrics`` after the scenario: each alert it is about fires, once, and not before its
    time; the one it is not about (expired claims) does not."""
    scraped = {f.name: f for f in text_string_to_metric_families(scenario)}
    ages = {s.labels["state"]: s.value for s in scraped[AGES].samples}
    assert ages["unknown"] < 120 and ages["escalated"] < 120  # made just now
    assert [s.value for s in scraped["surestep_workers"].samples] == [0]
    groups = yaml.safe_load(RULES.read_text())
    for rule in groups["groups"][0]["rules"]:
        rule.pop("annotations")
    (tmp_path / "rules.yml").write_text(yaml.safe_dump(groups))
    fired = {"SurestepUnknownPastVerifyWindow": ("17m", {}),
             "SurestepDeliveriesGivenUp": ("7m", {"kind": "event"}),
             "SurestepProviderErrorRate": ("12m", {"provider": "stripe"}),
             "SurestepWorkerAbsent": ("3m", {})}
    severity = {r["alert"]: r["labels"]["severity"] for r in groups["groups"][0]["rules"]}
    checks = [{"eval_time": at, "alertname": name,
               "exp_alerts": [{"exp_labels": {"severity": severity[name], **labels}}]}
              for name, (at, labels) in fired.items()]
    checks += [{"eval_time": "13m", "alertname": "SurestepUnknownPastVerifyWindow",
                "exp_alerts": []},
               {"eval_time": "1m", "alertname": "SurestepWorkerAbsent", "exp_alerts": []},
               {"eval_time": "20m", "alertname": "SurestepClaimsExpired", "exp_alerts": []}]
    minutes = 75 * 60
    tests = {"rule_files": ["rules.yml"], "evaluation_interval": "1m", "tests": [
        {"interval": "1m", "input_series": _series(scenario, 30), "alert_rule_test": checks},
        {"interval": "1m", "input_series": _series(scenario, minutes), "alert_rule_test": [
            {"eval_time": "72h", "alertname": "SurestepEscalationPastExpiry", "exp_alerts": []},
            {"eval_time": "74h", "alertname": "SurestepEscalationPastExpiry",
             "exp_alerts": [{"exp_labels": {"severity": severity[
                 "SurestepEscalationPastExpiry"]}}]}]}]}
    (tmp_path / "scenario.test.yml").write_text(yaml.safe_dump(tests))
    checked = subprocess.run([promtool(), "test", "rules", "scenario.test.yml"], cwd=tmp_path,
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout + checked.stderr
