"""The ``raw`` list keeps each provider answer compact (``entries.pack_answer``): the fields
that say nothing dropped (null, empty object, list or string), every other value kept exactly
(``0`` and ``false`` are answers), the JSON deflated against the providers' field names
(``packing.DICTIONARY``); a record written in an earlier form reads as it was."""

from __future__ import annotations

import hashlib
import json
import zlib

from service.ledger.packing import DICTIONARY, pack_answer, unpack_answer

STRIPE_REFUND = {"id": "re_1", "object": "refund", "amount": 700, "currency": "usd",
                 "status": "succeeded", "reason": None, "receipt_number": None,
                 "metadata": {"surestep_intent_id": "i-1"}, "transfer_reversal": None,
                 "destination_details": {"card": {"reference": "1078", "type": "refund"},
                                         "type": "card"},
                 "charge": {"refunded": False, "amount_refunded": 0, "refunds": {"data": []},
                            "billing_details": {"email": None, "name": ""}}}


def test_an_answer_keeps_what_it_says_and_drops_what_says_nothing():
    record = {"at": 1.5, "call": "create", "body": STRIPE_REFUND}
    packed = pack_answer(record)
    assert packed[:1] == b"d" and len(packed) < len(json.dumps(record))
    back = unpack_answer(packed)
    assert back["at"] == 1.5 and back["call"] == "create"
    assert back["body"] == {
        "id": "re_1", "object": "refund", "amount": 700, "currency": "usd",
        "status": "succeeded", "metadata": {"surestep_intent_id": "i-1"},
        "destination_details": {"card": {"reference": "1078", "type": "refund"},
                                "type": "card"},
        "charge": {"refunded": False, "amount_refunded": 0}}


def test_an_error_record_and_an_old_plain_record_read_as_they_were():
    error = {"at": 2.0, "call": "retrieve", "error": "timeout", "message": "read timed out"}
    assert unpack_answer(pack_answer(error)) == error
    old = json.dumps({"at": 3.0, "call": "payment", "body": {"id": "pi_1", "customer": None}})
    assert unpack_answer(old.encode()) == {"at": 3.0, "call": "payment",
                                           "body": {"id": "pi_1", "customer": None}}


def test_the_dictionary_makes_an_answer_smaller_than_deflate_alone():
    record = {"at": 1.5, "call": "create", "body": STRIPE_REFUND}
    alone = b"z" + zlib.compress(json.dumps(record, sort_keys=True,
                                            separators=(",", ":")).encode(), 6)
    assert len(pack_answer(record)) < 0.8 * len(alone)
    assert unpack_answer(alone) == record  # the form before reads too


def test_the_dictionary_is_part_of_the_stored_format_and_never_changes():
    # Every record packed with it reads only with these bytes: a new dictionary is a new form
    # (a new first byte), this one stays as it is.
    assert hashlib.sha256(DICTIONARY).hexdigest() == (
        "7023c3e88fb6d929a2b3ec2c504b6896c5b7f1320dbbd155dfe3983a7c97e0fa")
