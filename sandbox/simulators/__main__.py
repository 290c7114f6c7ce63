"""Run a simulator until SIGINT/SIGTERM:

    python -m sandbox.simulators stripe --host 127.0.0.1 --port 12111 [--seed-demo]

Prints exactly one line, "<name> simulator on http://HOST:PORT", once it accepts
connections (port 0 picks a free port), then serves.

The fault-injecting proxy the tests put in front of them is ``tests.chaos.proxy``.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading

from sandbox.simulators import SIMULATORS, serve


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="python -m sandbox.simulators")
    parser.add_argument("simulator", choices=sorted(SIMULATORS))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=12111)
    parser.add_argument("--seed-demo", action="store_true", help="create the demo payments")
    args = parser.parse_args(argv)

    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: stop.set())
    app = SIMULATORS[args.simulator](seed_demo=args.seed_demo)
    with serve(app, args.host, args.port) as server:
        print(f"{args.simulator} simulator on {server.url}", flush=True)
        while not stop.wait(0.5):  # a timed wait keeps the main thread responsive to signals
            pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
