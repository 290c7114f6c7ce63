"""The console's indexes (``service.ledger.queue_index``), kept by the ledger's own scripts in
the same step as each transition, and the pause read in the claim's script: against a real
Redis, through the ledger and the steps as the service runs them."""

from __future__ import annotations

from service.ledger import keys, pauses, queue_index
from tests.console.helpers import escalated_refund
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, write_policy

API_DECISIONS = '[refunds]\napproval_above = { usd = 5000 }\n[escalations]\ndecisions = "api"\n'


def members(rdb, name: str) -> set[str]:
    return {m.decode() for m in rdb.zrange(name, 0, -1)}


def test_an_escalation_is_in_the_person_bucket_and_its_facets_until_it_is_decided(
        client, rdb, stripe_sim, console_env):
    write_policy(console_env, API_DECISIONS)  # decided below with an ops key on the API
    answer = escalated_refund(client, stripe_sim, "ix-1")
    esc_key = keys.entry("acme", "escalation", "ix-1")
    names = [keys.queue("acme", "person", f) for f in
             ("", "provider:stripe", "account:stripe:env", "reason:approval_required")]
    assert all(members(rdb, name) == {esc_key} for name in names)
    assert not rdb.exists(keys.queue("acme", "unknown"))  # the refund itself is escalated
    decided = client.post(f"/v1/escalations/{answer['escalation']['id']}/approve",
                          headers=ALICE, json={"note": ""})
    assert decided.json["resolution"]["state"] == "completed"
    assert all(members(rdb, name) == set() for name in names)


def claim_refund(deps, intent: str, account: str = "env", tenant: str = "acme", **args):
    return deps.ledger.claim(tenant, "refund", intent, fingerprint="f", args={
        "provider": "stripe", "account": account, "amount": 100, "currency": "usd", **args},
        provider_key="pk-" + intent, lease_s=30)


def test_unknown_and_pending_refunds_and_unknown_ticket_updates_enter_and_leave_their_buckets(
        deps, rdb):
    claim = claim_refund(deps, "ix-u", account="eu")
    _, unknown = deps.ledger.settle(claim.entry, "unknown", {"detail": "x"}, actor="t",
                                    note="n", owner=claim.owner)
    key = unknown.key
    assert members(rdb, keys.queue("acme", "unknown")) == {key}
    assert members(rdb, keys.queue("acme", "unknown", "account:stripe:eu")) == {key}
    assert members(rdb, keys.queue("acme", "unknown", "account:stripe:env")) == set()
    _, pending = deps.ledger.settle(unknown, "pending", {"refund_id": "re_1"}, actor="t",
                                    note="n")
    assert members(rdb, keys.queue("acme", "unknown")) == set()
    assert members(rdb, keys.queue("acme", "pending", "provider:stripe")) == {key}
    deps.ledger.settle(pending, "completed", {"refund_id": "re_1"}, actor="t", note="n")
    assert members(rdb, keys.queue("acme", "pending")) == set()
    ticket = deps.ledger.claim("acme", "ticket_update", "ix-t", fingerprint="f",
                               args={"ticket_id": 5}, provider_key="", lease_s=30)
    deps.ledger.settle(ticket.entry, "unknown", {}, actor="t", note="n", owner=ticket.owner)
    assert members(rdb, keys.queue("acme", "unknown", "provider:zendesk")) == {ticket.entry.key}


def test_a_view_counts_and_pages_by_facet_over_tenants_oldest_first(deps, rdb):
    made = []
    for n in range(7):
        tenant, account = ("acme", "env") if n % 2 else ("globex", "eu")
        reasons = [{"code": "paused", "message": "p"}] if n < 4 else [
            {"code": "approval_required", "message": "a"}]
        claim = deps.ledger.claim(tenant, "escalation", f"v-{n}", fingerprint="", args={
            "id": f"esc_{n}", "reasons": reasons, "proposal": {"provider": "stripe",
                                                                "account": account}},
            provider_key="", lease_s=0, initial="open", reclaim=(), to="open")
        made.append(claim.entry)
    both = ["acme", "globex"]
    view = queue_index.View(rdb, both, [])
    assert view.counts(["person", "unknown"]) == {"person": 7, "unknown": 0}
    first = view.page("person", limit=3)
    assert [r.member for r in first] == [e.key for e in made[:3]]
    rest = view.page("person", after=queue_index.parse_cursor(first[-1].cursor), limit=10)
    assert [r.member for r in rest] == [e.key for e in made[3:]]
    paused_eu = queue_index.View(rdb, both, ["account:stripe:eu", "reason:paused"])
    assert [r.member for r in paused_eu.page("person")] == [made[0].key, made[2].key]
    assert paused_eu.counts(["person"]) == {"person": 2}
    assert not list(rdb.scan_iter(keys.queue_scratch("*", "*").replace("{*}", "*")))
    older = queue_index.View(rdb, both, [], created_before=made[2].created_at)
    assert older.counts(["person"]) == {"person": 2}


def test_search_finds_an_intent_by_ticket_payment_and_refund_id_in_its_own_tenant(
        client, deps, rdb, stripe_sim):
    payment = stripe_sim.payment(5000)
    done = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "find-1", "payment_intent": payment["payment_intent"], "amount": 1000,
        "currency": "usd", "ticket_id": "48213"}).json
    assert done["state"] == "completed"
    for text in ("find-1", "48213", payment["payment_intent"], done["refund_id"]):
        assert queue_index.found(rdb, ["acme"], text) == [("acme", "find-1")], text
        assert queue_index.found(rdb, ["globex"], text) == []


def test_a_pause_is_read_by_the_claim_for_new_refunds_only(deps, rdb):
    pauses.set_pause(rdb, "acme", "stripe:eu", by="console:alice")
    assert claim_refund(deps, "p-env").paused == ""
    assert claim_refund(deps, "p-eu", account="eu").paused == "stripe:eu"
    assert claim_refund(deps, "p-globex", account="eu", tenant="globex").paused == ""
    pauses.set_pause(rdb, "acme", "*", by="console:alice")
    ticket = deps.ledger.claim("acme", "ticket_update", "p-t", fingerprint="f",
                               args={"ticket_id": 5}, provider_key="", lease_s=30)
    assert ticket.paused == ""
    first = claim_refund(deps, "p-unknown")
    assert first.paused == "*"
    deps.ledger.settle(first.entry, "unknown", {}, actor="t", note="n", owner=first.owner)
    again = claim_refund(deps, "p-unknown")
    assert again.kind == "reclaimed" and again.paused == "*"  # never passed the guard: held
    deps.ledger.settle(again.entry, "unknown", {}, actor="t", note="n", owner=again.owner)
    rdb.set(keys.part(first.entry.key, "guard"), "passed")  # it may have reached Stripe
    retry = claim_refund(deps, "p-unknown")
    assert retry.kind == "reclaimed" and retry.paused == ""
    audit, _ = deps.ledger.history(first.entry.key)
    assert "new refunds are paused (*)" in audit[0]["note"]
    held = claim_refund(deps, "p-held")
    assert held.paused == "*"
    deps.ledger.settle(held.entry, "escalated", {}, actor="t", note="n", owner=held.owner)
    carried = deps.ledger.claim("acme", "refund", "p-held", fingerprint="", args=None,
                                provider_key="", lease_s=30, initial="",
                                reclaim=("escalated",))  # as refund_decisions.carry_out does
    assert carried.kind == "reclaimed" and carried.paused == ""  # a person's decision is not held


def test_a_note_is_an_audit_step_from_the_state_to_itself(deps):
    claim = claim_refund(deps, "note-1")
    assert deps.ledger.note(claim.entry.key, actor="console:alice", note="re-verify asked")
    audit, _ = deps.ledger.history(claim.entry.key)
    assert audit[-1]["actor"] == "console:alice" and audit[-1]["from"] == audit[-1]["to"] \
        == "in_progress"
    assert not deps.ledger.note(keys.entry("acme", "refund", "none"), actor="x", note="y")
