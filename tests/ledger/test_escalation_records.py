"""Escalations' typed records (``service.ledger.escalation_records``) read what the ledger
holds: an escalation written by main before them (``escalations_from_main.json``: captured
from main's code at bfbf682, open and then approved for less, each field as Redis held it)
reads as the same records and is shown as main showed it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from service.errors import BadRequest
from service.ledger.escalation_records import EscalationArgs
from service.steps.escalation import lower_amount, records, slots

FROM_MAIN = json.loads((Path(__file__).parent / "escalations_from_main.json").read_text())


def _put(deps, name: str):
    captured = FROM_MAIN[name]
    deps.ledger.redis.hset(captured["key"], mapping=captured["hash"])
    return slots.load(deps.ledger.get("acme", "escalation", "esc-1"))


@pytest.mark.parametrize("name", ["esc-open", "esc-decided"])
def test_an_escalation_written_by_main_is_shown_as_main_showed_it(deps, name):
    entry = _put(deps, name)
    assert records.view(deps, entry) == FROM_MAIN[name]["view"]


def test_an_escalation_written_by_main_reads_as_its_records(deps):
    entry = _put(deps, "esc-decided")
    args, decided = entry.escalation_args, entry.escalation_result
    assert (args.id, args.kind, args.number, args.ticket_id) == (
        "esc_117a30eab566a1a667abf7b2", "approval", 1, "48213")
    assert args.never_sent and args.refund is not None
    assert (args.refund.amount, args.refund.currency, args.refund.provider) == (9500, "usd",
                                                                                  "stripe")
    assert [r["code"] for r in args.reasons] == ["approval_required"]
    assert (decided.decided_by, decided.approved_amount, decided.expired) == ("alice", 9000,
                                                                               False)
    assert decided.resolution is not None and decided.resolution["state"] == "completed"


def test_a_lower_amount_is_checked_against_main_s_proposal(deps):
    entry = _put(deps, "esc-open")
    assert lower_amount(entry, "approve", 9000) == 9000
    assert lower_amount(entry, "approve", 9500) is None  # the proposal as it is
    with pytest.raises(BadRequest, match="at most 9500 \\(minor units of USD\\)"):
        lower_amount(entry, "approve", 9600)


def test_an_escalation_written_before_numbering_and_slots_is_the_intent_s_first():
    old = {"id": "esc_1", "kind": "manual", "reasons": [], "proposal": None, "context": {},
           "ticket_id": None, "expires_at": 1.5}
    args = EscalationArgs.parse(old)
    assert (args.number, args.intent_id, args.refund, args.never_sent) == (1, None, None, False)
    with pytest.raises(ValueError):
        EscalationArgs.parse({**old, "kind": "other"})
