"""What a ticket update sends and how it ends, as decisions on its records: the ticket object
sent to Zendesk (``zendesk_ops.payload``), the calls its next run needs (``calls_needed``), the
wait for Zendesk's clock to leave a stamp's second, a bulk job's polls and results, and an
answer no retry can change (``refused``). The runs themselves, against the Zendesk simulator,
are in ``test_tickets.py`` and ``test_ticket_settles.py``."""

from __future__ import annotations

import math
from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from connectors.errors import AuthFailed, Missing, ProviderError, Rejected
from connectors.zendesk import MARKER
from service.states import COMPLETED, FAILED, UNKNOWN
from service.steps.ticket import job_id_for, updates, zendesk_ops
from service.steps.ticket.zendesk_calls import calls_needed
from service.steps.ticket.zendesk_ops import Look
from tests.support.entries import ticket_update

tags = st.lists(st.sampled_from(["a", "b", "vip", "refund", "x_y"]), max_size=4, unique=True)


@given(have=tags, add=tags, remove=tags)
def test_a_single_tickets_tags_are_the_ones_it_has_with_ours_added_and_removed(have, add,
                                                                               remove):
    entry = ticket_update(tags={"add": add, "remove": remove})
    sent = zendesk_ops.payload(entry, stamp="2026-01-01T00:00:00Z", tags=list(have))
    if not (add or remove):
        assert "tags" not in sent
        return
    edited = sent.get("tags", have)  # unchanged: not written back at all
    assert set(edited) == (set(have) | set(add)) - set(remove)
    assert len(edited) == len(set(edited))  # nothing added twice
    assert [t for t in edited if t in have] == [t for t in have if t not in remove]  # order kept
    assert ("tags" in sent) == (edited != have)


def test_a_tag_change_on_one_ticket_needs_the_tags_it_has():
    with pytest.raises(ValueError):
        zendesk_ops.payload(ticket_update(tags={"add": ["vip"]}))


def test_a_bulk_update_sends_its_tag_changes_as_zendesk_documents_them_for_many():
    sent = zendesk_ops.payload(ticket_update(ticket_ids=[1, 2],
                                             tags={"add": ["vip"], "remove": ["old"]}))
    assert (sent["additional_tags"], sent["remove_tags"]) == (["vip"], ["old"])
    assert "tags" not in sent


@given(stamp=st.one_of(st.none(), st.just("2026-01-01T00:00:00Z")),
       body=st.one_of(st.none(), st.text(max_size=20)), public=st.booleans())
def test_every_update_carries_our_marker_and_a_stamp_makes_it_safe(stamp, body, public):
    entry = ticket_update(comment={"body": "Refunded.", "public": public}, status="solved")
    sent = zendesk_ops.payload(entry, stamp=stamp, body=body)
    assert sent["metadata"] == {MARKER: entry.provider_key, "surestep_intent_id": "i-1"}
    assert sent["comment"] == {"body": "Refunded." if body is None else body, "public": public}
    assert sent["status"] == "solved"
    assert (sent.get("safe_update"), sent.get("updated_stamp")) == (
        (True, stamp) if stamp else (None, None))


@pytest.mark.parametrize(("args", "result", "calls"), [
    ({}, {}, 2),  # the stamp, the write
    ({"safe_update": False}, {}, 1),  # the write
    ({}, {"sending": True}, 3),  # a re-send: the stamp, a read-back, the write
    ({"safe_update": False}, {"sending": True}, 3),  # a re-send always reads the stamp
    ({"ticket_ids": [1, 2, 3]}, {}, 1),  # update_many
    ({"ticket_ids": [1, 2, 3]}, {"sending": True}, 4),  # a read-back of each, update_many
    ({"ticket_ids": [1, 2, 3]}, {"zendesk_job": "j1"}, 1),  # a poll
])
def test_the_calls_a_run_reserves_are_the_most_it_can_make(args, result, calls):
    entry = ticket_update(result, **args)
    assert calls_needed(entry.ticket_args, entry.ticket_result) == calls


stamps = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2030, 1, 1))


@given(stamp=stamps, served=st.one_of(st.none(), st.floats(-5, 5)), ours=st.floats(-5, 5))
def test_a_resend_waits_until_zendesks_clock_has_left_the_stamps_second(stamp, served, ours):
    at = stamp.replace(tzinfo=timezone.utc).timestamp()
    look = Look(stamp=stamp.isoformat() + "Z",
                served_at=None if served is None else at + served)
    wait = zendesk_ops.until_past_stamp(look, at + ours)
    now = at + served if served is not None else at + ours - 1.0  # without Date: a second behind
    assert wait is not None and wait >= 0
    assert wait == max(0.0, math.floor(at) + 1 - math.floor(now))
    assert (wait == 0) == (math.floor(now) > math.floor(at))  # served past the stamp's second


@pytest.mark.parametrize("stamp", [None, "", "yesterday"])
def test_without_a_stamp_to_condition_on_there_is_no_wait_to_compute(stamp):
    assert zendesk_ops.until_past_stamp(Look(stamp=stamp), 1e9) is None


@given(polls=st.integers(min_value=1, max_value=60), most=st.floats(1, 120))
def test_a_queued_job_is_polled_at_doubling_waits_up_to_the_most(polls, most):
    wait = zendesk_ops.poll_delay(polls, most)
    assert 0 < wait <= most
    assert wait <= zendesk_ops.poll_delay(polls + 1, most)
    assert zendesk_ops.poll_delay(1, most) == 1.0


items = st.lists(st.fixed_dictionaries({"id": st.integers(1, 99), "success": st.booleans(),
                                        "error": st.just("Invalid"),
                                        "details": st.just("status closed")}), max_size=5)


@given(items=items)
def test_a_bulk_update_completes_only_when_zendesk_says_every_ticket_succeeded(items):
    rows = zendesk_ops.job_rows(items)
    assert [row["state"] == COMPLETED for row in rows] == [i["success"] for i in items]
    assert all(row["error"] == "Invalid: status closed" for row in rows
               if row["state"] == FAILED)
    state, result, delay = zendesk_ops.settle_bulk({"sending": True}, rows)
    failed = [i["id"] for i in items if not i["success"]]
    assert (state, delay, result["verified"]) == (FAILED if failed else COMPLETED, None, True)
    assert "sending" not in result
    if failed:
        assert result["detail"].endswith(f"failed: {failed}.")


def _error(kind: type[ProviderError], status: int, code: str | None) -> ProviderError:
    return kind("nope", provider="zendesk", status=status, code=code)


refusals = st.sampled_from([_error(Missing, 404, "RecordNotFound"),
                            _error(AuthFailed, 403, "Forbidden"),
                            _error(AuthFailed, 401, None),
                            _error(Rejected, 422, "RecordInvalid")])


@given(exc=refusals, trace=st.sampled_from([{}, {"sending": True}, {"zendesk_job": "j1"}]),
       ids=st.lists(st.integers(1, 99), min_size=1, max_size=3, unique=True))
def test_a_refusal_ends_the_update_and_is_unknown_only_when_a_send_may_have_landed(exc, trace,
                                                                                  ids):
    state, result, delay = zendesk_ops.refused(dict(trace), ids, exc)
    in_doubt = bool(trace) and not isinstance(exc, Missing)
    assert delay is None
    assert state == (UNKNOWN if in_doubt else FAILED)
    assert [row["ticket_id"] for row in result["results"]] == ids
    assert {row["state"] for row in result["results"]} == {state}
    assert result["verified"] == (not in_doubt)
    assert ("nothing was changed" in result["detail"]) == (not in_doubt)
    assert ("Fix ZENDESK_EMAIL" in result["detail"]) == (exc.status == 401 and not in_doubt)


@pytest.mark.parametrize(("exc", "said"), [
    (_error(Missing, 404, "RecordNotFound"),
     "Zendesk has no such ticket (404 RecordNotFound: nope); nothing was changed."),
    (_error(AuthFailed, 401, None),
     "Zendesk refused surestep's credentials (401 auth_error: nope); nothing was changed."),
    (_error(Rejected, 422, None), "Zendesk refused the update (422 HTTP 422: nope); nothing "
                                  "was changed."),
])
def test_a_refusal_says_what_zendesk_said(exc, said):
    _, result, _ = zendesk_ops.refused({}, [5], exc)
    assert result["detail"].startswith(said)


@pytest.mark.parametrize(("state", "shown", "next_"), [
    ("in_progress", "working", "wait"), ("queued", "queued", "wait"),
    ("working", "working", "wait"), ("completed", "completed", "notify_customer"),
    ("failed", "failed", "escalate"), ("unknown", "unknown", "retry"),
])
def test_a_job_is_shown_as_waiting_until_it_is_terminal(state, shown, next_):
    entry = ticket_update({"detail": "d", "verified": state in ("completed", "failed")})
    entry = type(entry)(**{**entry.__dict__, "state": state})
    view = updates.shown(entry, replayed=False, delivery=None)
    assert (view["state"], view["next"]) == (shown, next_)
    assert view["job_id"] == job_id_for(entry.key)
    assert view["links"] == {"self": f"/v1/jobs/{view['job_id']}",
                             "wait": f"/v1/jobs/{view['job_id']}?wait=25",
                             "intent": "/v1/intents/i-1"}


@given(one=st.text(min_size=1, max_size=30), other=st.text(min_size=1, max_size=30))
def test_a_jobs_id_is_its_entrys_and_no_other_entrys(one, other):
    ids = job_id_for(one), job_id_for(other)
    assert (ids[0] == ids[1]) == (one == other)
    assert all(i.startswith("job_") and i[4:].isalnum() and len(i) == 28 for i in ids)


@given(settle=st.floats(-10, 10), wait=st.floats(0, 3), waits=st.integers(0, 10))
def test_a_resend_reads_back_only_once_a_held_write_had_time_and_zendesks_second_is_past(
        settle, wait, waits):
    gate = zendesk_ops.resend_gate(settle, wait, waits)
    if gate.wait == 0 and not gate.gave_up:  # reads back now
        assert settle <= 0 and wait == 0 and gate.stamp_waits == waits
    if settle > 0:  # too early: both waits are waited out, no stamp wait counted
        assert gate.wait >= max(settle, wait) and gate.stamp_waits == waits
        assert not gate.gave_up
    elif wait > 0:
        assert gate.stamp_waits == waits + 1
        assert gate.gave_up == (waits + 1 > zendesk_ops.STAMP_WAITS)


def test_a_ticket_that_changes_every_second_is_given_up_on_after_the_stamp_waits():
    waits, gate = 0, zendesk_ops.resend_gate(0, 0.4, 0)
    while not gate.gave_up:
        waits = gate.stamp_waits
        gate = zendesk_ops.resend_gate(0, 0.4, waits)
    assert gate.stamp_waits == zendesk_ops.STAMP_WAITS + 1
