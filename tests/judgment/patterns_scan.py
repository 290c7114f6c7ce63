"""Run as ``python -m tests.judgment.patterns_scan``: every pattern the product compiles (the
judgment's, and every other module's of ``service/`` and ``connectors/``), and the judgment of
tickets written to make a backtracking pattern hang (tests/judgment/test_patterns_backtracking.py
starts it, a Python of its own, and reads what it prints).

Each pattern a module of ``service/`` or ``connectors/`` compiles (not a library it imports) is
recorded as it is compiled (``re.compile`` and the module functions all pass through
``re._compile``; this process is a scan, nothing in it is the service's own run): every module is
imported, then the labelled corpora ``open`` and ``fresh`` are judged so that the patterns
compiled on first use (each language's tables, the sets of languages read together) are compiled
too. It prints one JSON line per pattern ``{"pattern", "flags", "where"}``, then one line
``{"hostile": name}`` before each hostile ticket is judged and ``{"judged": name, "verdict"}``
after: were one of them to hang, the line before says which.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVICE, CONNECTORS = str(ROOT / "service"), str(ROOT / "connectors")
RE = str(Path(re.__file__).parent)
_seen: dict[tuple[str, int], str] = {}
_compile = re._compile  # type: ignore[attr-defined]


def _recording(pattern, flags):  # type: ignore[no-untyped-def]
    compiled = _compile(pattern, flags)
    if isinstance(compiled.pattern, str) and (compiled.pattern, compiled.flags) not in _seen:
        frame = sys._getframe(1)  # the first frame outside ``re`` compiled it: the service's?
        while frame is not None and frame.f_code.co_filename.startswith(RE):
            frame = frame.f_back
        if frame is not None and frame.f_code.co_filename.startswith((SERVICE, CONNECTORS)):
            _seen[(compiled.pattern, compiled.flags)] = f"{frame.f_code.co_filename}:{frame.f_lineno}"
    return compiled


# Tickets made of the runs the patterns this scan found once split in every way: each was a hang
# (or minutes) before its pattern was mended. A word of 60 letters after "refund_" and a full
# stop; "automated" and 400 dashes; "{" and 20,000 spaces; a chat time and 5,000 spaces either
# side of a dash; 20,000 per cent signs that are no escape; a ruled forward header of 20,000
# stars; long runs of digits, of tags never closed, a sentence that asks nothing; all at once.
HOSTILE = {
    "a tool name of 60 letters": "Please refund_" + "a" * 60 + ". Thanks",
    "a system word and 400 dashes": "automated" + "-" * 400 + "\nplease refund me",
    "a brace and 20,000 spaces": "{" + " " * 20_000 + "x\nplease refund me",
    "a chat time and 10,000 spaces": "12:00" + " " * 5_000 + "-" + " " * 5_000 + "x\nrefund please",
    "20,000 broken escapes": "%4g" * 20_000 + "\nrefund please",
    "a ruled forward of 20,000 stars": "---------- Forwarded message " + "*a" * 10_000 + "\nrefund",
    "interleaved invisibles": ("a\u200b\u200b\n" * 5_000) + "refund please",
    "a same-brand run of words": "same brand " + "a" * 20_000 + "!",
    # a search tried from every character of a long run, each try reading to the run's end:
    # n^2 (8,000 digits took 2 s, 8,000 "<a" a second), so these are long enough that the
    # square would outlast the test's bound and the text's own length does not
    "200,000 digits": "refund " + "1" * 200_000 + " please",
    "100,000 unclosed tags": "refund " + "<a" * 100_000 + "!",
    "a sentence of 200,000 letters before a question": "refund " + "a" * 200_000 + ". Why?",
}
HOSTILE["all at once"] = "\n".join(HOSTILE.values())


def main() -> None:
    re._compile = _recording  # type: ignore[attr-defined]
    import importlib
    import pkgutil

    import connectors
    import service
    for package in (service, connectors):  # every module: the patterns compiled as they load
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    from service.judgment.corpus import load
    from service.judgment.evaluation import run
    from tests.judgment.forms import judged, order
    from tests.judgment.measure import CORPUS
    for half in ("open", "fresh"):
        run(load(CORPUS / half))
    for (pattern, flags), where in _seen.items():
        print(json.dumps({"pattern": pattern, "flags": flags, "where": where}), flush=True)
    paid = order(("Blue Ceramic Mug", 2, 1299), ("Teapot", 1, 3450), ship=590)
    for name, text in HOSTILE.items():
        print(json.dumps({"hostile": name}), flush=True)
        verdict = judged(1299, paid, text).verdict
        print(json.dumps({"judged": name, "verdict": verdict}), flush=True)


if __name__ == "__main__":
    main()
