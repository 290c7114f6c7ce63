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

lingua starts no thread to detect (checked: a process that has detected forks children that
detect), so a worker that forks after ``warm`` hands it on whole.
"""

from __future__ import annotations

import time

from service.judgment import injection, language, tables
from service.judgment.facts import Comment, Line, Order, Proposal, Ticket
from service.judgment.policy import parse
from service.judgment.verdict import judge


def warm() -> float:
    """Build and compile everything the rules read with; the seconds it took."""
    started = time.perf_counter()
    language.warm()
    for code in tables.COVERED:
        tables.patterns(code)
        injection.rules(code)
    line = Line("Blue mug", 1, 1200, 1200)
    order = Order("pi_warm", "usd", 1200, 1200, 0, "cus_warm", ("warm@example.com",), (line,), ())
    words = Comment(1, True, True, "The blue mug arrived broken. Could I get a refund, please?", 0)
    judge(Proposal("pi_warm", "usd", 1200), order,
          Ticket("1", 1, "Warm", "warm@example.com", "Broken mug", (words,)), policy=parse({}))
    return time.perf_counter() - started
