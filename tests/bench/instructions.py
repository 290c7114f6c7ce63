"""Instructions one judgment of the ``reading`` figure's tickets costs, counted by callgrind.

``python -m tests.bench.instructions [CODE] [N]`` (defaults: en, 40; from the checkout root,
with valgrind installed: ``apt-get install valgrind``; not part of ``make test`` or ``make
bench``). It runs one Python twice under ``valgrind --tool=callgrind``: each warms the judgment
(``warming.warm`` and five judgments of other tickets), then judges 0, then N tickets of 20
comments in language CODE, drawn as the ``reading`` figure draws them with the same order every
time, every text cache emptied before each; it prints the difference over N. No other load on
the machine moves an instruction count, so this is the figure a speed change is measured by
(docs/BENCHMARKS.md, §11e on); the milliseconds of ``make bench BENCH=reading`` are the budget's.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import tempfile

from service.judgment import Proposal, judge, warming
from tests.bench import reading

PROPOSAL = Proposal("pi_1", "eur", 3450)


def judge_some(code: str, count: int) -> None:
    """The measured process: warm up, then judge ``count`` tickets (each one allowed)."""
    warming.warm()
    rng, shop = random.Random(39), random.Random(7)
    for _ in range(5):
        judge(PROPOSAL, reading._order(shop, code, False), reading._ticket(rng, code))
    rng, shop = random.Random(1), random.Random(2)
    drawn = [(reading._ticket(rng, code), reading._order(shop, code, False))
             for _ in range(max(count, 1))]
    for ticket, order in drawn[:count]:
        for cache in reading.TEXT_CACHES:
            cache.cache_clear()
        assert judge(PROPOSAL, order, ticket).verdict == "allow"


def collected(code: str, count: int) -> int:
    """Instructions callgrind counts in a process that judges ``count`` tickets."""
    with tempfile.TemporaryDirectory() as folder:
        run = subprocess.run(["valgrind", "--tool=callgrind",
                              f"--callgrind-out-file={os.path.join(folder, 'cg.out')}",
                              sys.executable, "-m", __spec__.name, "--inner", code, str(count)],
                             capture_output=True, text=True, check=False)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise SystemExit(run.stderr[-2000:])
    return int(found.group(1))


def main(argv: list[str]) -> None:
    if argv[:1] == ["--inner"]:
        judge_some(argv[1], int(argv[2]))
        return
    code = argv[0] if argv else "en"
    count = int(argv[1]) if len(argv) > 1 else 40
    none, some = collected(code, 0), collected(code, count)
    print(f"{code}: {(some - none) / count / 1e6:.1f} M instructions a judgment "
          f"({none:,} with none, {some:,} with {count})")


if __name__ == "__main__":
    main(sys.argv[1:])
