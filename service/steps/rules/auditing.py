"""The audit of a policy change that changes what the guard does: ``[judgment] mode`` moving
between ``enforce`` and ``shadow`` (``service.ledger.policy_trail`` keeps the trail).

``service.wiring`` has the policy store call ``mode_loaded`` with the policy it starts with and
with every policy it reloads. A trail that cannot be written now (Redis not answering) is
logged and leaves the policy in force: the audit is not worth refusing a good policy.
"""

from __future__ import annotations

import logging
from typing import Any

from service.ledger import policy_trail
from service.ledger.connection import Store, StoreError
from service.steps.rules.policy_file import Policy

log = logging.getLogger("surestep.policy")


def mode_loaded(store: Store, path: str | None, policy: Policy) -> None:
    """Note the judgment's mode of a policy just loaded; the first process to load a new one
    records the change (from, to, the file) in the policy's trail."""
    mode = policy.judgment.mode if policy.judgment.enabled else "off"
    try:
        if policy_trail.note_mode(store, mode, path=path):
            log.warning("judgment mode is now %s (policy %s)", mode, path)
    except StoreError as exc:
        log.error("judgment mode %s not audited (Redis did not answer: %s)", mode, exc)


def trail(store: Store, limit: int = 50) -> list[dict[str, Any]]:
    """The judgment mode's changes, newest first."""
    return policy_trail.history(store, limit)
