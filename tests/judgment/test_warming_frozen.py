"""What ``warming.warm`` builds lives as long as the process: it is frozen out of the garbage
collector's reach after a full collection (so a later full collection scans what judgments made
since, not the tables, rules and detectors), and nothing of its own garbage is frozen with it."""

from __future__ import annotations

import gc

from service.judgment import warming


def test_warm_collects_and_then_freezes_what_it_built(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append("collect") or 0)
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    warming.warm()
    assert calls[-2:] == ["collect", "freeze"]
