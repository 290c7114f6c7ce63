"""The providers' own records of an intent's side effects, read around the proxies: the ground
truth every invariant of the chaos suite is checked against."""

from __future__ import annotations

from typing import TYPE_CHECKING

from connectors.zendesk import MARKER
from tests.chaos.rig import Rig

if TYPE_CHECKING:
    from tests.chaos.machine import Intent


def provider_refunds(rig: Rig, intent: Intent) -> list[dict]:
    if intent.kind == "stripe":
        return rig.stripe_refunds(intent.ref)
    return rig.shopify_refunds(intent.ref)


def succeeded(intent: Intent, refund: dict) -> bool:
    if intent.kind == "stripe":
        return refund["status"] == "succeeded"
    return {t["status"] for t in refund["transactions"]} == {"SUCCESS"}


def our_comments(rig: Rig, intent: Intent) -> list[dict]:
    return [c for c in rig.zendesk_comments(intent.ref) if MARKER in c["custom"]]


def effects(rig: Rig, intent: Intent) -> list[dict]:
    """The side effects of ``intent`` at its provider (refunds, or our comments)."""
    return our_comments(rig, intent) if intent.kind == "ticket" else provider_refunds(rig, intent)


def final_check(rig: Rig, intents: list[Intent]) -> None:
    """After the whole run: nothing landed late anywhere (a stale job run, a held request).
    Every intent has at most one side effect, and every ``completed`` one exactly one."""
    for intent in intents:
        found = effects(rig, intent)
        assert len(found) <= 1, f"DUPLICATE (late): {intent.id} has {found}"
        if intent.state == "completed":
            assert len(found) == 1, f"LIE (late): {intent.id} completed, provider has none"
