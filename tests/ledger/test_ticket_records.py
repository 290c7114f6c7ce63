"""Ticket updates' typed records (``service.ledger.ticket_records``) read what the ledger
holds: entries written by main before them (captured from main's code at bfbf682: a single
ticket's update and a bulk one, both completed, each field as Redis held it) read as the
same records, answer as main answered, and would be sent to Zendesk as main sent them."""

from __future__ import annotations

import pytest

from service.ledger.ticket_records import TicketArgs, TicketResult
from service.steps.ticket.updates import view
from service.steps.ticket.zendesk_ops import payload

# HGETALL of sst:{acme}:ticket_update:zd-1, written by main.
SINGLE = {
    "args": "{\"account\":\"env\",\"comment\":{\"body\":\"Your refund is on its way.\",",
    "args+1": "\"public\":true},\"custom_fields\":[{\"id\":77,\"value\":\"r-1\"}],\"safe_u",
    "args+2": "pdate\":true,\"status\":\"solved\",\"tags\":{\"add\":[\"refunded\"]},\"ticke",
    "args+3": "t_id\":1000}",
    "attempts": "1",
    "created_at": "1796445005.6238081",
    "fingerprint": "8b46411d3558b81e06092f0db278331eb696689e0b31d3c443c9ee0f60ec734b",
    "lease_until": "0",
    "owner": "56113361e80440a6bd68e89c843dd8b5",
    "provider_key": "sst_6d2c61d2cdaa3b13366157024a9bdd2ae37eb76b",
    "result": "{\"detail\":\"Zendesk applied the update (audit in its answer).\",\"r",
    "result+1": "esults\":[{\"audit_id\":1001,\"comment_id\":1002,\"error\":null,\"state\"",
    "result+2": ":\"completed\",\"ticket_id\":1000}],\"sends\":1,\"verified\":true}",
    "runs": "1",
    "state": "completed",
    "updated_at": "1796445005.6980519",
}
# HGETALL of sst:{acme}:ticket_bulk_update:zd-2, written by main.
BULK = {
    "args": "{\"account\":\"env\",\"comment\":{\"body\":\"Bulk note.\",\"public\":false},",
    "args+1": "\"ticket_ids\":[1003,1004]}",
    "attempts": "3",
    "created_at": "1796445006.7167304",
    "fingerprint": "c021e25397bd9f83b8edb245e4d02411c885c7d7e3d9bf7943886eaed9fe8474",
    "lease_until": "0",
    "owner": "3ee8528f3f3a4942b1ca54fd185c82fc",
    "provider_key": "sst_dd74c09aaf9386483f170171211d380a80c90b06",
    "result": "{\"detail\":\"All 2 tickets updated.\",\"polls\":1,\"queued_at\":1796445",
    "result+1": "006.766515,\"results\":[{\"comment_id\":null,\"error\":null,\"state\":\"c",
    "result+2": "ompleted\",\"ticket_id\":1003},{\"comment_id\":null,\"error\":null,\"sta",
    "result+3": "te\":\"completed\",\"ticket_id\":1004}],\"sends\":1,\"verified\":true,\"ze",
    "result+4": "ndesk_job\":\"job1005\",\"zendesk_job_url\":\"http://127.0.0.1:42277/a",
    "result+5": "pi/v2/job_statuses/job1005.json\"}",
    "runs": "3",
    "state": "completed",
    "updated_at": "1796445008.1523602",
}
MARKERS = {"zd-1": "sst_6d2c61d2cdaa3b13366157024a9bdd2ae37eb76b",
           "zd-2": "sst_dd74c09aaf9386483f170171211d380a80c90b06"}


def _put(deps, step: str, intent_id: str, hash_: dict[str, str]):
    deps.ledger.redis.hset(deps.ledger.key("acme", step, intent_id), mapping=hash_)
    return deps.ledger.get("acme", step, intent_id)


def test_a_single_update_written_by_main_reads_as_its_records(deps):
    entry = _put(deps, "ticket_update", "zd-1", SINGLE)
    args = entry.ticket_args
    assert (args.ticket_ids, args.bulk, args.account, args.safe_update) == ((1000,), False,
                                                                             "env", True)
    assert (args.comment_body, args.comment_public) == ("Your refund is on its way.", True)
    assert args.tags_add == ("refunded",) and args.edits_tags
    assert dict(args.fields) == {"status": "solved",
                                 "custom_fields": [{"id": 77, "value": "r-1"}]}
    assert entry.ticket_result == TicketResult(
        verified=True, detail="Zendesk applied the update (audit in its answer).",
        results=({"audit_id": 1001, "comment_id": 1002, "error": None, "state": "completed",
                  "ticket_id": 1000},))
    # what main sent Zendesk for it (its payload, from main's code, for these tags and stamp)
    assert payload(entry, "2026-12-05T04:00:00Z", tags=["vip"]) == {
        "comment": {"body": "Your refund is on its way.", "public": True},
        "custom_fields": [{"id": 77, "value": "r-1"}],
        "metadata": {"surestep_intent_id": "zd-1", "surestep_marker": MARKERS["zd-1"]},
        "safe_update": True, "status": "solved", "tags": ["vip", "refunded"],
        "updated_stamp": "2026-12-05T04:00:00Z"}


def test_a_bulk_update_written_by_main_reads_as_its_records(deps):
    entry = _put(deps, "ticket_bulk_update", "zd-2", BULK)
    args = entry.ticket_args
    assert (args.ticket_ids, args.bulk, args.comment_public, args.fields) == (
        (1003, 1004), True, False, ())
    assert entry.ticket_result.zendesk_job == "job1005" and not entry.ticket_result.sending
    assert [row["ticket_id"] for row in entry.ticket_result.results] == [1003, 1004]
    assert payload(entry) == {"comment": {"body": "Bulk note.", "public": False},
                              "metadata": {"surestep_intent_id": "zd-2",
                                           "surestep_marker": MARKERS["zd-2"]}}


def test_the_job_written_by_main_answers_as_main_answered(deps):
    entry = _put(deps, "ticket_update", "zd-1", SINGLE)
    assert view(deps, entry, replayed=False) == {  # main's answer (GET /v1/jobs/<id>)
        "account": "env", "attempts": 1, "delivery": None,
        "detail": "Zendesk applied the update (audit in its answer).", "intent_id": "zd-1",
        "job_id": "job_8883aca27c7c8f4458e86d41",
        "links": {"intent": "/v1/intents/zd-1",
                  "self": "/v1/jobs/job_8883aca27c7c8f4458e86d41",
                  "wait": "/v1/jobs/job_8883aca27c7c8f4458e86d41?wait=25"},
        "next": "notify_customer", "replayed": False,
        "results": [{"audit_id": 1001, "comment_id": 1002, "error": None,
                     "state": "completed", "ticket_id": 1000}],
        "state": "completed", "step": "ticket_update", "verified": True}


@pytest.mark.parametrize("raw", [{"comment": {"body": "x"}}, {"ticket_id": "1000"},
                                 {"ticket_ids": [1, True]}, {"ticket_ids": []}])
def test_a_ticket_record_no_request_could_have_written_is_refused(raw):
    with pytest.raises(ValueError):
        TicketArgs.parse(raw)
