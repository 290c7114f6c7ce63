"""Figure ``runs``: what a long run of one character costs the judgment, and how that grows.

A customer writes the words the judgment's patterns search: a search that restarts at every
character of a run and reads to its end, or a loop over every prefix of a word, costs the run's
length squared, and Python's ``re`` cannot be stopped once it runs (docs/RELIABILITY.md, "Words
written to stall the reading"). This figure judges one comment made of a run of each of
``CHARS`` in three shapes (the run alone, the character alternating with a letter, lines of 40
of it), at ``SHORT`` and at four times that, and gives, for each, the CPU time of the long one
and the ratio of the two: about 4 where the cost grows with the text, 16 where it grows with its
square. One run's ratios, never a timed test: the suite judges the runs that were once a hang
(tests/judgment/test_patterns_backtracking.py), this says how every run grows.
"""

from __future__ import annotations

import string
import time

from service.judgment import Comment, Line, Order, Proposal, Ticket, judge, warming

SHORT, QUICK_SHORT, GROWTH = 16_000, 4_000, 4
CHARS = list(string.punctuation) + [" ", "\t", "a", "A", "1", "é", "ß", "日", "ا", "ㅎ", "\u200b",
                                    "\u00a0", "€"]
SHAPES = ("run", "with a letter", "lines")
LINE = Line("Cast Iron Teapot", 1, 3450, 3450)
ORDER = Order("pi_1", "eur", 3450, 3450, 0, "cus_1", ("ana@example.com",), (LINE,), ())


def _text(char: str, shape: str, n: int) -> str:
    if shape == "run":
        return f"refund the teapot {char * n} please"
    if shape == "with a letter":
        return f"refund the teapot {(char + 'a') * (n // 2)}!"
    return ("refund the teapot " + char * 40 + "\n") * (n // 58)


def _cpu(text: str) -> float:
    ticket = Ticket("1", 501, "Ana", "ana@example.com", "", (Comment(501, True, True, text, 0),))
    started = time.thread_time()
    judge(Proposal("pi_1", "eur", 3450), ORDER, ticket)
    return time.thread_time() - started


def run(stack: object, quick: bool) -> dict:
    warming.warm()
    short = QUICK_SHORT if quick else SHORT
    rows = []
    for char in CHARS:
        for shape in SHAPES:
            small, large = _cpu(_text(char, shape, short)), _cpu(_text(char, shape, short * GROWTH))
            rows.append({"char": repr(char), "shape": shape, "short_s": small, "long_s": large,
                         "ratio": large / max(small, 1e-6)})
    rows.sort(key=lambda row: row["long_s"], reverse=True)
    return {"short": short, "growth": GROWTH, "cases": len(rows), "rows": rows}


def table(result: dict) -> list[str]:
    rows, long = result["rows"], result["short"] * result["growth"]
    worst = max(rows, key=lambda row: row["ratio"])
    lines = [f"CPU time of judging one comment of a run of one character, {len(CHARS)} characters "
             f"in {len(SHAPES)} shapes ({result['cases']} cases), at {result['short']:,} and "
             f"{long:,} characters: the costliest six, and the largest growth (linear: about "
             f"{result['growth']}; squared: {result['growth'] ** 2}).", "",
             "| character | shape | CPU at the longer | longer / shorter |", "|---|---|---:|---:|"]
    for row in rows[:6]:
        lines.append(f"| {row['char']} | {row['shape']} | {1000 * row['long_s']:.0f} ms | "
                     f"{row['ratio']:.1f} |")
    lines.append(f"| largest growth: {worst['char']} | {worst['shape']} | "
                 f"{1000 * worst['long_s']:.0f} ms | {worst['ratio']:.1f} |")
    return lines
