"""Shadow mode (issue 41): ``[judgment] mode = "shadow"`` judges every new refund as enforce
does and lets the refund go on as the other rules decide.

Corpus-like tickets (cases of the open corpus, ``tests/judgment/corpus/open``, made real: each
ticket and its comments at the Zendesk simulator, each payment and its lines at the Stripe
simulator) are played three times, each time on payments of their own: with no judgment, in
shadow, and enforced. What counts is the simulators' records (the refunds made), the ledger's
(the judgment recorded) and ``/metrics``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from service.cli import main
from service.judgment.corpus import Case, load
from service.ledger import policy_trail
from service.steps import escalation, rules
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy

OPEN = Path(__file__).parents[1] / "judgment" / "corpus" / "open"
NO_JUDGMENT, SHADOW, ENFORCE = 'rules = "none"\n', '[judgment]\nmode = "shadow"\n', "[judgment]\n"
AGENT = 7  # the simulator's agent


def playable(case: Case) -> bool:
    """A case the simulators can hold as it is: lines, no shipping or earlier refund, a
    customer's e-mail on the payment, the customer writing first, an amount proposed."""
    pay = case.payment
    return (bool(pay["lines"]) and not pay.get("shipping") and not pay.get("refunded")
            and bool(pay.get("customer_email")) and case.proposal.get("amount") is not None
            and pay["currency"].lower() in ("usd", "eur")
            and case.ticket["comments"][0]["by"] == "customer")


CASES = [c for c in load(OPEN) if playable(c)][:14]


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    write_policy(path, SHADOW)
    return lambda text: write_policy(path, text)


def ticket(zendesk_sim, case: Case) -> str:
    """The case's ticket at Zendesk: its requester, then its comments in order."""
    who = case.ticket["requester"]
    person = zendesk_sim.control("POST", "/_sim/users", {"name": who.get("name") or "Customer",
                                                         "email": who.get("email")})
    other = zendesk_sim.control("POST", "/_sim/users", {"name": "Sam Other",
                                                        "email": "sam.other@example.net"})
    first, *rest = case.ticket["comments"]
    [made] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": case.ticket.get("subject") or "Order", "requester_id": person["id"],
        "description": first["text"]})["data"]
    authors = {"customer": person["id"], "agent": AGENT, "note": AGENT, "other": other["id"]}
    for comment in rest:
        zendesk_sim.control("POST", f"/_sim/tickets/{made['id']}/comments", {
            "body": comment["text"], "author_id": authors[comment["by"]],
            "public": comment["by"] != "note"})
    return str(made["id"])


def play(client, stripe_sim, zendesk_sim, run: str) -> dict[str, dict[str, Any]]:
    """Every case as a refund of its own payment: the answers by case id, and each answer's
    payment intent."""
    answers = {}
    for case in CASES:
        pay = case.payment
        lines = [{"description": li["title"], "quantity": li["quantity"],
                  "unit_amount": li["unit_amount"]} for li in pay["lines"]]
        payment = stripe_sim.payment(sum(li["quantity"] * li["unit_amount"] for li in pay["lines"]),
                                     currency=pay["currency"].lower(), line_items=lines,
                                     customer_email=pay["customer_email"])
        answer = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": f"{run}-{case.id}", "payment_intent": payment["payment_intent"],
            "amount": case.proposal["amount"], "currency": case.proposal["currency"].lower(),
            "ticket_id": ticket(zendesk_sim, case)})
        assert answer.status_code == 200, answer.json
        answers[case.id] = {**answer.json, "payment_intent": payment["payment_intent"]}
    return answers


def sent(stripe_sim, answers: dict[str, dict[str, Any]]) -> dict[str, list[int]]:
    """The refunds the Stripe simulator holds, by case: the amounts refunded on its payment."""
    by_payment: dict[str, list[int]] = {}
    for made in stripe_sim.refunds():
        by_payment.setdefault(made["payment_intent"], []).append(made["amount"])
    return {case: sorted(by_payment.get(a["payment_intent"], [])) for case, a in answers.items()}


def recorded(deps, run: str, case: Case) -> dict[str, Any]:
    entry = deps.ledger.get("acme", "refund", f"{run}-{case.id}")
    [judged] = [r for r in deps.ledger.history(entry.key)[1] if r["call"] == "judgment"]
    return judged["body"]


def test_shadow_sends_what_no_judgment_sends_and_records_what_enforce_decides(
        client, deps, stripe_sim, zendesk_sim, policy):
    assert len(CASES) >= 10
    policy(NO_JUDGMENT)
    plain = play(client, stripe_sim, zendesk_sim, "plain")
    policy(SHADOW)
    shadow = play(client, stripe_sim, zendesk_sim, "shadow")
    policy(ENFORCE)
    enforced = play(client, stripe_sim, zendesk_sim, "enforce")

    # The refunds: shadow sends exactly what no judgment sends, case by case.
    assert sent(stripe_sim, shadow) == sent(stripe_sim, plain)
    assert {c: a["state"] for c, a in shadow.items()} == {c: a["state"] for c, a in plain.items()}
    assert all(a["guard"] is None for a in plain.values())
    # The verdicts: shadow records the verdict enforce gives, case by case, and says shadow.
    verdicts = {c: a["guard"]["verdict"] for c, a in shadow.items()}
    assert verdicts == {c: a["guard"]["verdict"] for c, a in enforced.items()}
    assert {a["guard"]["mode"] for a in shadow.values()} == {"shadow"}
    assert {a["guard"]["mode"] for a in enforced.values()} == {"enforce"}
    for case in CASES:
        body = recorded(deps, "shadow", case)
        assert body["mode"] == "shadow" and body["verdict"] == verdicts[case.id]
        assert body["scores"] == recorded(deps, "enforce", case)["scores"]
    # The set means something: the guard would have held some, and enforce held them.
    assert {"allow"} < set(verdicts.values())
    held = [c for c, v in verdicts.items() if v != "allow"]
    assert all(sent(stripe_sim, enforced)[c] == [] for c in held)
    assert all(sent(stripe_sim, shadow)[c] != [] for c in held)
    assert all(shadow[c]["state"] == "completed" and "escalation" not in shadow[c] for c in held)

    # /metrics counts them by verdict and mode, the reason a code of ours.
    text = client.get("/metrics").get_data(as_text=True)
    counted = _counted(text)
    assert sum(n for (v, m, _), n in counted.items() if m == "shadow") == len(CASES)
    assert Counter({v: 0 for v in verdicts.values()}) + Counter(verdicts.values()) == \
        Counter({v: sum(n for (vv, m, _), n in counted.items() if vv == v and m == "shadow")
                 for v in set(verdicts.values())})
    assert sum(n for (_, m, _), n in counted.items() if m == "enforce") == len(CASES)
    assert all(re.fullmatch(r"[a-z_]+", reason) for _, _, reason in counted)


def _counted(text: str) -> dict[tuple[str, str, str], float]:
    """``surestep_judgment_verdicts_total`` for tenant acme: (verdict, mode, reason) -> n."""
    out = {}
    for line in text.splitlines():
        if not line.startswith("surestep_judgment_verdicts_total{"):
            continue
        labels = dict(re.findall(r'(\w+)="([^"]*)"', line))
        if labels["tenant"] == "acme":
            out[(labels["verdict"], labels["mode"], labels["reason"])] = float(line.split()[-1])
    return out


def test_a_ticket_that_cannot_be_read_holds_nothing_up_in_shadow(
        client, deps, stripe_sim, zendesk_sim, policy):
    case = CASES[0]
    tid = ticket(zendesk_sim, case)
    zendesk_sim.fault("rate_limit", method="GET", retry_after=30, times=20)
    pay = case.payment
    payment = stripe_sim.payment(sum(li["quantity"] * li["unit_amount"] for li in pay["lines"]),
                                 currency=pay["currency"].lower(),
                                 customer_email=pay["customer_email"])
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "unread-1", "payment_intent": payment["payment_intent"],
        "amount": case.proposal["amount"], "currency": case.proposal["currency"].lower(),
        "ticket_id": tid}).json
    assert answer["state"] == "completed" and answer["guard"] is None
    assert [r["amount"] for r in stripe_sim.refunds()
            if r["payment_intent"] == payment["payment_intent"]] == [case.proposal["amount"]]
    entry = deps.ledger.get("acme", "refund", "unread-1")
    [judged] = [r["body"] for r in deps.ledger.history(entry.key)[1] if r["call"] == "judgment"]
    assert judged["mode"] == "shadow" and judged.get("verdict") is None
    assert [r["code"] for r in judged["reasons"]] == ["ticket_rate_limited"]
    assert ("unjudged", "shadow") in {(v, m) for v, m, _ in
                                      _counted(client.get("/metrics").get_data(as_text=True))}


def test_a_change_of_mode_is_audited_once(client, deps, env, policy, capsys):
    deps.policy.current()
    before = policy_trail.history(deps.ledger)
    assert before[0]["to"] == "shadow"
    policy(ENFORCE)
    deps.policy.current()
    deps.policy.current()  # read again: no change, nothing more recorded
    policy(ENFORCE + "ask_at = 0.25\n")  # a change of threshold, not of mode
    deps.policy.current()
    trail = policy_trail.history(deps.ledger)
    assert len(trail) == len(before) + 1
    assert (trail[0]["from"], trail[0]["to"]) == ("shadow", "enforce")
    assert trail[0]["policy"] == deps.policy.path and trail[0]["at"]
    # The trail from a shell; the CLI's own start loads the same policy: nothing new.
    assert main(["judgment", "modes", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == trail
    assert main(["judgment", "modes"]) == 0
    assert "shadow -> enforce (policy " in capsys.readouterr().out.splitlines()[0]


MUG = {"description": "Blue Ceramic Mug", "quantity": 1, "unit_amount": 1200}
KETTLE = {"description": "Copper Kettle", "quantity": 1, "unit_amount": 15000}


def _asked_by_the_guard(client, stripe_sim, zendesk_sim, intent: str) -> dict:
    """The $12 mug refunded $120: a refund the guard asks about."""
    person = zendesk_sim.control("POST", "/_sim/users", {"name": "Ana Lopez",
                                                         "email": "ana@example.com"})
    [made] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Broken mug", "requester_id": person["id"],
        "description": "Hi, the $12 mug arrived broken. Can I get a refund for it?"})["data"]
    payment = stripe_sim.payment(16200, line_items=[MUG, KETTLE], customer_email="ana@example.com")
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 12000,
        "currency": "usd", "ticket_id": str(made["id"])})
    assert answer.status_code == 200, answer.json
    return answer.json


@pytest.mark.parametrize("held_by", ["rule", "pause"])
def test_in_shadow_an_escalation_is_the_rules_own_never_the_guard_s(
        client, deps, stripe_sim, zendesk_sim, policy, held_by):
    if held_by == "rule":
        policy(SHADOW + "[refunds]\napproval_above = { usd = 5000 }\n")
    else:
        rules.pause(deps, "acme", "*", actor="console:alice", note="a test")
    answer = _asked_by_the_guard(client, stripe_sim, zendesk_sim, f"held-{held_by}")
    assert answer["state"] == "escalated" and stripe_sim.refunds() == []
    assert answer["guard"]["verdict"] == "ask" and answer["guard"]["mode"] == "shadow"
    codes = [r["code"] for r in answer["reasons"]]
    assert codes == (["approval_required"] if held_by == "rule" else ["paused"])
    held = escalation.get(deps, "acme", answer["escalation"]["id"])
    assert held.args.get("guard") is None  # the person is not told the guard asked
