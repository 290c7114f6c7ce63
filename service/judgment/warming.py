"""What the judgment builds on first use, built before the first refund asks for it.

Each covered language's tables and injection rules are compiled the first time a ticket needs
them, and lingua builds one detector per script the first time a text of that script is read:
a worker's first judged refund paid for all of it (a German ticket in a fresh process: 0.8 s;
after ``warm``: 0.13 s, then 0.04 s). ``warm`` builds every script's detector, compiles every
covered language's tables and rules and judges one short ticket (what every language shares),
about 1.5 s once per process. gunicorn calls it in each worker before the worker takes a
request, when ``[judgment]`` is on (``service.web.app.warm``, ``post_worker_init`` in
service/web/gunicorn_conf.py). Nothing it builds depends on a ticket: a cache keyed on a text
(``tests/bench/reading.py``'s ``TEXT_CACHES``) only gets the one warm-up sentence.

What it built stays for the process's life: ``warm`` ends with a full collection and moves
every object then alive out of the collector's reach (``gc.freeze``), so a later full
collection scans what judgments made since, not the tables, the rules and the detectors too
(about 155,000 objects after a warm-up and a few judgments, half of them the warm-up's: a full
collection took 190 ms in a German judgment, 43 ms after; BENCHMARKS.md §11h).

lingua starts no thread to detect (checked: a process that has detected forks children that
detect), so a worker that forks after ``warm`` hands it on whole.
"""

from __future__ import annotations

import gc
import time

from service.judgment import injection_rules, language, tables
from service.judgment.facts import Comment, Line, Order, Proposal, Ticket
from service.judgment.policy import parse
from service.judgment.verdict import judge


def warm() -> float:
    """Build and compile everything the rules read with; the seconds it took."""
    started = time.perf_counter()
    language.warm()
    for code in tables.COVERED:
        tables.patterns(code)
        injection_rules.rules(code)
    line = Line("Blue mug", 1, 1200, 1200)
    order = Order("pi_warm", "usd", 1200, 1200, 0, "cus_warm", ("warm@example.com",), (line,), ())
    words = Comment(1, True, True, "The blue mug arrived broken. Could I get a refund, please?", 0)
    judge(Proposal("pi_warm", "usd", 1200), order,
          Ticket("1", 1, "Warm", "warm@example.com", "Broken mug", (words,)), policy=parse({}))
    gc.collect()  # (the warm-up's own garbage first: what is frozen is never collected)
    gc.freeze()
    return time.perf_counter() - started
