"""No pattern the judgment reads a customer's words with (nor any other the product compiles)
can try more ways than the words are long (tests/support/backtracking.py says why: Python's
``re`` cannot be stopped, so one ticket could hang a worker), and tickets written to hang the
patterns that once could are judged.

Found by a CI run that never ended: a Hypothesis test drew "refund_" and a long word followed by
a full stop for the tool-call pattern, ``(?:[a-z]+_?)+`` tried 2^n splits of it; pytest-timeout's
one alarm interrupted the search, Hypothesis took that for a failure and ran the example again,
and the worker held the GIL for the rest of the run. The scan that followed
found four more (a system word's ``(?:[\\s/-]+[\\w-]+){0,3}``, n^6 on a run of dashes; the
code frame's ``\\{\\s*\\[?\\s*\\{?\\s*`` and the chat speaker's spaces around a dash, n^3;
the per-cent escapes' ``\\S*?`` and the ruled header's ``.*\\w.*``, n^2), each mended so that it
matches what it matched (compared on random strings when mended). Judging long runs of each
character found the searches that restart at every character of a run and read to its end
(digits for a per cent, "<a" for a hidden tag, a sentence for a question: n^2) and two loops over
every prefix of a word (a colour's stem, a compound number word): mended, and judged here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from service.judgment import hidden, numbers, tables
from service.judgment.text import fold_letters
from tests.judgment.patterns_scan import HOSTILE
from tests.support.backtracking import problems

ROOT = Path(__file__).resolve().parents[2]

# Patterns read and found safe although of a flagged shape, each with why:
SAFE = {
    # a character then invisible ones, four times or more: the character may itself be an
    # invisible one, so a run of them splits in many ways, but any eight characters of such a
    # run are a match, so a search fails only on runs shorter than that (linear on 5,000
    # "a\u200b\u200b" lines: tests/judgment/patterns_scan.py's "interleaved invisibles")
    hidden._INTERLEAVED.pattern,
}


# the patterns that hung or cost minutes, as they were, and as they are
WERE = {
    "tool call": r"(?<![\w/.-])refunds?_(?:[a-z]+_?)+\b(?![/.?=])",
    "system word": r"^(?:system|bot)(?:[\s/-]+[\w-]+){0,3}\s*(?:[\])>}]\s*:?|:)",
    "code frame": r"\{\s*\[?\s*\{?\s*\"[^\"\n]{1,40}\"\s*:",
    "chat speaker": r"^\s*(?:\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?\s*[-–]?\s*)?(?P<who>[^\W\d_][\w .-]{0,30}?)\s*:",
    "same brand": r"same brand[^\w.!?\n]*(?:\w+[^\w.!?\n]*){0,4}",
}
ARE = {
    "tool call": r"(?<![\w/.-])refunds?_[a-z]+(?:_[a-z]+)*_?\b(?![/.?=])",
    "system word": r"^(?:system|bot)(?>[\s/-]+[\w-]+){0,3}\s*(?:[\])>}]\s*:?|:)",
    "code frame": r"\{\s*+(?:\[\s*+)?(?:\{\s*+)?\"[^\"\n]{1,40}\"\s*:",
    "chat speaker": r"^\s*+(?:\d{1,2}[:.]\d{2}\s*+(?:[ap]\.?m\.?)?\s*+[-–]?\s*+)?(?P<who>[^\W\d_][\w .-]{0,30}?)\s*+:",
    "same brand": r"same brand[^\w.!?\n]*(?:\w++[^\w.!?\n]*+){0,4}",
}


@pytest.mark.parametrize("name", sorted(WERE))
def test_the_shapes_that_hung_are_found_and_their_mended_forms_are_not(name: str) -> None:
    assert problems(WERE[name]), f"{name}: {WERE[name]} is read as safe"
    assert problems(ARE[name]) == [], f"{name}: {ARE[name]}: {problems(ARE[name])}"


def test_a_repeat_over_words_split_by_what_they_cannot_hold_is_safe() -> None:
    assert problems(r"(?:[a-z]+_)+refund") == []  # every word ends at its "_"
    assert problems(r"(?:\s+[\w'-]+){0,4}") == []
    assert problems(r"(?:[a-z]+_?)+!") != []
    assert problems(r"\s*\s*\s*x") != [] and problems(r"\s*x\s*x\s*") == []


@pytest.mark.heavy
def test_no_pattern_of_the_judgment_backtracks_and_hostile_tickets_are_judged() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run([sys.executable, "-m", "tests.judgment.patterns_scan"], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        last = out.strip().splitlines()[-1:] or ["(nothing printed: the corpora were being judged)"]
        pytest.fail(f"the scan did not end in 5 minutes; the last thing it said: {last[0][:300]}")
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    patterns = [line for line in lines if "pattern" in line]
    assert len(patterns) > 1000, "the scan saw too few of the judgment's patterns"
    flagged = [(p["where"], found, p["pattern"][:160]) for p in patterns
               if p["pattern"] not in SAFE and (found := problems(p["pattern"], p["flags"]))]
    assert flagged == [], "\n".join(f"{where}: {found}: {text}" for where, found, text in flagged)
    judged = {line["judged"]: line["verdict"] for line in lines if "judged" in line}
    assert set(judged) == set(HOSTILE)
    # a flood of one character grounds nothing: none of them is allowed
    assert {name: verdict for name, verdict in judged.items() if verdict == "allow"} == {}


def test_no_number_word_is_longer_than_the_compound_reader_looks() -> None:
    # numbers._parts looks for a compound's head among a word's first LONGEST_NUMBER_WORD
    # letters (a 200,000-letter word took 3 s when every prefix was tried)
    longest = max((len(fold_letters(word)), word) for code in tables.COVERED
                  if (table := tables.table(code)) is not None for word in table.numbers)
    assert longest[0] <= numbers.LONGEST_NUMBER_WORD, longest
