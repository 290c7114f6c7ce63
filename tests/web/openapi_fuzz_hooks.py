"""Schemathesis hooks for tests/web/test_openapi_fuzz.py (loaded by the CLI via SCHEMATHESIS_HOOKS).

The only exclusions of the run, each an answer that is right and that no OpenAPI document can
predict, recognised by what the answer says (its problem type and the field it names), never by
the operation alone:

- ``idempotency-conflict`` (422): a schema-valid body is refused because an earlier case used
  the same ``intent_id`` with other arguments. That is the step's idempotency (one intent, one
  set of arguments), which the fuzzer, reusing ids such as ``"0"`` across cases, runs into;
  tests/test_idempotency*.py and test_api_small_fixes.py test it on purpose.
- a URL the allow-list refuses (422 naming ``resume_url`` or ``target_url`` with "may not be
  called"): loopback, private and other non-global addresses are refused unless the deployment
  lists them in SURESTEP_ALLOWED_TARGETS (SSRF); the document describes every deployment, so it
  says so in prose only. tests/web/test_outbound_global.py tests those refusals.
- a Shopify ``note`` too long *for its ticket_id* (422 naming ``note`` alone): the room left for
  the note is what the ticket line leaves of Shopify's 1000 characters, so it depends on the
  ticket_id's length, which JSON Schema cannot relate to another field's; the document gives
  the most (no ticket_id) and says so. tests/steps/test_shopify_note_limit.py tests the rule.
- an account's URL off its provider's domain (422 naming ``api_base``, ``shop_url`` or
  ``base_url`` alone, "must be https on the provider's own domain"): as for ``resume_url``, the
  allow-list is the deployment's. tests/accounts/test_manage.py tests those refusals.
- a field of another provider's account in ``PATCH /v1/accounts/{provider}/{name}`` (422,
  every field named "not a field of a <provider> account"): the path names the provider, and
  the document cannot make a body's schema depend on a path parameter.
- an ``account`` the tenant does not have (422 ``unknown-account``): the names are each
  tenant's own (GET /v1/accounts), added and removed at run time, so no document lists them.
  tests/accounts/test_isolation.py tests the refusal (nothing written or sent).
- ``accounts-locked`` (503 on ``POST /v1/accounts``): the run has no SURESTEP_ACCOUNTS_KEY on
  purpose, so that no add reaches the credentials' read, which would call the generated
  ``api_base`` (an https URL on the provider's own domain: off this machine). The 503 is
  documented; tests/accounts adds accounts for real, against the simulators.
- in a form, a value given where a free-text list is documented (``conversation``: the
  customer's messages, any text): a form carries only text, so the "number" Schemathesis means
  as invalid (``conversation=-6.4e+16``) is the text ``-6.4e+16``, a valid message. JSON bodies
  are held to the type.
- the same Shopify line item twice with different quantities (422 naming ``refund_line_items``
  alone, "Each line item at most once."): ``uniqueItems`` compares whole items, and JSON Schema
  has no uniqueness by one member; the document says so in the field's description.
"""

from __future__ import annotations

import os

import schemathesis

TYPES = "https://surestep.dev/problems/"
URL_FIELDS = {"resume_url", "target_url"}
ACCOUNT_URLS = {"api_base", "shop_url", "base_url"}


def by_design(body) -> str | None:
    """Why this refusal of a schema-valid request is right, or None."""
    if not isinstance(body, dict) or body.get("status") != 422:
        return None
    if body.get("type") == TYPES + "idempotency-conflict":
        return "intent_id reused with other arguments"
    errors = body.get("errors") or {}
    if body.get("type") == TYPES + "validation" and set(errors) and set(errors) <= URL_FIELDS \
            and "may not be called" in body.get("detail", ""):
        return "a URL this deployment's allow-list refuses"
    if set(errors) == {"note"} and "with this ticket_id" in str(errors["note"]):
        return "a note that this ticket_id leaves no room for"
    if set(errors) and set(errors) <= ACCOUNT_URLS and all(
            "provider's own domain" in str(why) for why in errors.values()):
        return "an account URL this deployment's allow-list refuses"
    if set(errors) and all(isinstance(why, list) and why and all(
            "not a field of a" in str(w) for w in why) for why in errors.values()):
        return "a field of another provider's account"
    if body.get("type") == TYPES + "unknown-account" and set(errors) == {"account"}:
        return "an account this tenant does not have"
    if errors == {"refund_line_items": ["Each line item at most once."]}:
        return "a line item twice, with other quantities"
    return None


def locked(body) -> str | None:
    if isinstance(body, dict) and body.get("type") == TYPES + "accounts-locked":
        return "no accounts key here (network safety): adds are 503"
    return None


FORM = "application/x-www-form-urlencoded"
FORM_TEXT_LISTS = ("conversation",)  # lists of free text: any form value is one of them


def form_text(case, failure) -> str | None:
    message = getattr(failure, "message", "") or ""
    if getattr(case, "media_type", None) == FORM and "anyOf" in message and any(
            message.rstrip().endswith(f"/properties/{name}") for name in FORM_TEXT_LISTS):
        return "a form's text where a free-text list is documented"
    return None


@schemathesis.hook
def filter_failure(context, failure, case, response) -> bool:
    kind = type(failure).__name__
    if kind == "AcceptedNegativeData":
        reason = form_text(case, failure)
        if reason and os.environ.get("SURESTEP_FUZZ_EXCLUDED"):
            with open(os.environ["SURESTEP_FUZZ_EXCLUDED"], "a") as log:
                log.write(reason + "\n")
        return reason is None
    if kind not in ("RejectedPositiveData", "ServerError"):
        return True
    try:
        body = response.json()
    except ValueError:
        return True
    reason = by_design(body) if kind == "RejectedPositiveData" else locked(body)
    if reason and os.environ.get("SURESTEP_FUZZ_EXCLUDED"):  # the test prints the counts
        with open(os.environ["SURESTEP_FUZZ_EXCLUDED"], "a") as log:
            log.write(reason + "\n")
    return reason is None
