"""The policy's audit trail: when the guard's ``[judgment] mode`` changes (``enforce``,
``shadow``, or ``off`` when the policy judges nothing).

The policy is a file every process re-reads when it changes (``steps.rules.PolicyStore``), so a
change has no request and no person behind it that surestep could name: what it can say is that
from this moment the judgment acts, or no longer acts, and which file said so. Every process
notes the mode it loads; the first to see a new one records the change (``SET ... GET`` tells it
the mode in force before, atomically), so one edit is one record however many processes load it.

    sst:@policy:judgment_mode    str   the [judgment] mode last loaded by any process
    sst:@policy:audit            list  {at, action, from, to, policy, host, pid}
"""

from __future__ import annotations

import json
import os
import socket
from typing import Any

from service.ledger import keys
from service.ledger.connection import Store, client_of, clock_of
from service.ledger.entries import text

AUDIT_KEEP = 500
OFF = "off"


def note_mode(store: Store, mode: str, *, path: str | None) -> bool:
    """Note that ``mode`` is in force; True (and a record in the trail) when it was not
    before. The first mode ever noted is recorded too (``from``: null), but for ``off``: a
    deployment that never judged has nothing to audit, and writes nothing."""
    client = client_of(store)
    if mode == OFF and client.get(keys.POLICY_JUDGMENT_MODE) is None:
        return False
    before = client.set(keys.POLICY_JUDGMENT_MODE, mode, get=True)
    was = text(before) if before is not None else None
    if was == mode:
        return False
    record: dict[str, Any] = {"at": clock_of(store).wall(), "action": "judgment_mode", "from": was,
                              "to": mode, "policy": path, "host": socket.gethostname(),
                              "pid": os.getpid()}
    pipe = client.pipeline(transaction=False)
    pipe.rpush(keys.POLICY_AUDIT, json.dumps(record))
    pipe.ltrim(keys.POLICY_AUDIT, -AUDIT_KEEP, -1)
    pipe.execute()
    return True


def history(store: Store, limit: int = 50) -> list[dict[str, Any]]:
    """The newest changes, newest first."""
    client = client_of(store)
    return [json.loads(item) for item in client.lrange(keys.POLICY_AUDIT, -limit, -1)][::-1]
