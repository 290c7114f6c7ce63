"""What a chaos run did and found, for docs/RELIABILITY.md: schedules, faults, kills, answers,
side effects at the providers, and how long intents took to settle once the faults stopped."""

from __future__ import annotations

import json
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field


@dataclass
class Report:
    seed: int
    schedules: int = 0
    intents: int = 0
    side_effects: int = 0
    settle_s: list = field(default_factory=list)
    all_intents: list = field(default_factory=list)
    counts: dict = field(default_factory=lambda: defaultdict(Counter))

    def count(self, group: str, name: str) -> None:
        self.counts[group][name] += 1

    def settled(self, intents: list, seconds: float, side_effects: int) -> None:
        self.schedules += 1
        self.intents += len(intents)
        self.all_intents.extend(intents)
        self.side_effects += side_effects
        if intents:
            self.settle_s.append(seconds)
        for intent in intents:
            self.count("final states", f"{intent.kind} {intent.state}")

    def summary(self) -> dict:
        settle = sorted(self.settle_s) or [0.0]
        return {"seed": self.seed, "schedules": self.schedules, "intents": self.intents,
                "side_effects_at_providers": self.side_effects,
                "duplicates_found": 0, "lies_found": 0,  # any one fails the run first
                "settle_s": {"median": round(statistics.median(settle), 3),
                             "p99": round(settle[min(len(settle) - 1, int(len(settle) * .99))], 3),
                             "max": round(settle[-1], 3)},
                **{group: dict(sorted(c.items())) for group, c in sorted(self.counts.items())}}

    def dumps(self) -> str:
        return json.dumps(self.summary(), indent=2)
