"""How the ``raw`` list keeps a provider answer: its fields that say nothing dropped, the JSON
deflated against a preset dictionary of the providers' own field names (``DICTIONARY``).

An answer is short (a few hundred bytes) and mostly names: deflate alone finds little to
repeat inside one, so a Stripe refund's read took 400 bytes deflated and takes about 220 with
the dictionary (docs/BENCHMARKS.md §4b). The dictionary is part of the stored format: a record
packed with it reads only with the same bytes, so it is never edited (a test pins its digest);
a better one comes with a new first byte beside this one, and every earlier form still reads.

    ``d`` + raw deflate with ``DICTIONARY``   (this form)
    ``z`` + zlib                                (2026-12-03)
    ``{``                                       plain JSON (before)
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from service.ledger.entries import dumps

# The field names of the objects the connectors read, as the providers spell them (Stripe's
# refund, payment intent, charge and checkout session; Shopify's Admin GraphQL order, refund and
# transaction; Zendesk's ticket, comment, audit and job status; surestep's own records), and the
# values they repeat. Deflate looks back from the end, so the commonest come last.
_NAMES = (
    # Zendesk
    "after_cursor", "before_cursor", "has_more", "links", "meta", "next", "prev", "audits",
    "events", "field_name", "previous_value", "value", "comments", "author_id", "plain_body",
    "html_body", "public", "attachments", "via", "channel", "job_status", "progress", "total",
    "results", "success", "action", "index", "details", "errors", "ticket", "tickets",
    "requester_id", "assignee_id", "submitter_id", "organization_id", "group_id", "subject",
    "description", "priority", "tags", "custom_fields", "external_id", "requester", "role",
    "verified", "updated_at", "created_at", "name", "email",
    # Shopify
    "extensions", "cost", "actualQueryCost", "requestedQueryCost", "throttleStatus",
    "currentlyAvailable", "maximumAvailable", "restoreRate", "userErrors", "field",
    "refundCreate", "pageInfo", "hasNextPage", "lineItems", "shippingLines", "title",
    "refundableQuantity", "discountedTotalSet", "originalUnitPriceSet", "cancelledAt",
    "displayFinancialStatus", "refundable", "totalReceivedSet", "totalRefundedSet",
    "presentmentCurrencyCode", "customer", "defaultEmailAddress", "emailAddress",
    "processedAt", "transactions", "amountSet", "gateway", "kind", "order", "nodes", "note",
    "createdAt", "presentmentMoney", "currencyCode",
    # Stripe
    "request_log_url", "doc_url", "failure_balance_transaction", "failure_reason",
    "automatic_tax", "enabled", "customer_details", "tax_exempt", "expires_at", "line_items",
    "mode", "payment_status", "total_details", "amount_shipping", "customer_email",
    "amount_subtotal", "amount_total", "amount_discount", "amount_tax", "price", "active",
    "billing_scheme", "product", "tax_behavior", "unit_amount", "unit_amount_decimal",
    "quantity", "source", "data", "request_id", "code", "message", "receipt_number",
    "payment_method", "payment_method_types", "amount_capturable", "amount_received",
    "capture_method", "confirmation_method", "latest_charge", "amount_captured",
    "amount_refunded", "captured", "disputed", "paid", "refunded", "refunds", "url",
    "balance_transaction", "charge", "destination_details", "card", "reference",
    "reference_status", "reference_type", "metadata", "surestep_intent_id", "surestep_tenant",
    "surestep_ticket_id", "reason", "livemode", "payment_intent", "type", "created", "currency",
    "amount", "status", "object", "id", "error", "body", "call", "at",
)
_VALUES = (
    '"requested_by_customer"', '"acquirer_reference_number"', '"available"', '"automatic"',
    '["card"]', '"list"', '"charge"', '"payment_intent"', '"refund"', '"succeeded"', '"pending"',
    '"failed"', '"canceled"', '"open"', '"solved"', '"completed"', '"USD"', '"usd"', "false",
    "true", "null", '"gid://shopify/Order/', '"gid://shopify/Refund/', '"/v1/charges/ch_',
    '"txn_', '"ch_', '"pi_', '"re_', '"https://', ".zendesk.com/api/v2/",
)
DICTIONARY = ("".join(_VALUES) + "".join(f'"{name}":' for name in _NAMES)).encode()

# Raw deflate (the first byte says the form). Level 1: on answers this short it finds nearly
# what level 6 finds (136 bytes against 125 for a Stripe refund) for an eighth of the CPU (8 µs
# against 62: level 6 loads the dictionary into its lazy-match chains on every call). The level
# is the writer's choice only: every level reads with the same dictionary.
_LEVEL, _RAW, _MEMORY = 1, -15, 8


def pack_answer(record: dict[str, Any]) -> bytes:
    """A provider answer's record as the ``raw`` list keeps it: its body without the fields
    that say nothing (null, ``{}``, ``[]``, ``""``: the provider's own way of saying "none"),
    the JSON deflated against ``DICTIONARY``."""
    if "body" in record:
        record = {**record, "body": _said(record["body"])}
    deflate = zlib.compressobj(_LEVEL, zlib.DEFLATED, _RAW, _MEMORY, zdict=DICTIONARY)
    return b"d" + deflate.compress(dumps(record).encode()) + deflate.flush()


def unpack_answer(raw: bytes) -> dict[str, Any]:
    """``pack_answer``'s inverse; a record in an earlier form reads as it was."""
    if raw[:1] == b"d":
        inflate = zlib.decompressobj(_RAW, zdict=DICTIONARY)
        text = inflate.decompress(raw[1:]) + inflate.flush()
    elif raw[:1] == b"z":
        text = zlib.decompress(raw[1:])
    else:
        text = raw
    record: dict[str, Any] = json.loads(text)
    return record


def _said(value: Any) -> Any:
    if isinstance(value, dict):
        kept = {k: _said(v) for k, v in value.items()}
        return {k: v for k, v in kept.items() if v is not None and v != {} and v != []
                and v != ""}
    if isinstance(value, list):
        return [_said(v) for v in value]
    return value

