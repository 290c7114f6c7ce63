"""The refund step's model reader (``[judgment] reader_url``): ask the model for a reading of
the ticket, beside the payment's read, and record it.

``start`` begins as soon as the ticket, its comments and the payment's lines have arrived (they
are read at the same time as the payment: ``judging.Reads``), so the model's time runs beside
the payment's read instead of after it. The reading (``service.judgment.reader``) is recorded
in the intent's ledger as the call ``reading`` (the model, the seconds, the outcome, the
verified quotes or the reason it was discarded; never the key), with a digest of what was sent:
a later claim of the same intent (a retry after an unknown) whose ticket and lines are the same
uses the recorded reading and does not ask again; a replay judges nothing at all. A reading
that got no answer (slow, unreachable, refused) is asked again on a retry.

The call goes through the outbound rules' pinned transport (globally routable addresses, else
``SURESTEP_ALLOWED_TARGETS``), like the external guard's. The key is read from the environment
variable ``reader_key_env`` names, at each call; it is never logged, recorded or answered.
"""

from __future__ import annotations

import contextvars
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from connectors.errors import ProviderError
from connectors.reader import ReaderClient
from service.deps import Deps
from service.events import outbound
from service.judgment import reader, readings
from service.judgment.policy import JudgmentPolicy
from service.judgment.reader import Reading
from service.ledger.store import Entry
from service.steps.refund.ticket_reads import Unread

CALL = "reading"
_POOL = ThreadPoolExecutor(max_workers=32, thread_name_prefix="judgment-model")
READS_S = 30  # the reads' own timeouts end them long before; this only bounds a lost thread
_clients: dict[tuple[Any, ...], ReaderClient] = {}
_clients_lock = threading.Lock()


def start(deps: Deps, entry: Entry, policy: JudgmentPolicy, summary: Future[Any],
          comments: Future[Any], lines: Future[Any]) -> Future[Reading | None]:
    """The reading, begun in the background once the ticket's and the lines' reads are in."""
    context = contextvars.copy_context()  # the request's log fields ride along
    return _POOL.submit(context.run, _read, deps, entry, policy, summary, comments, lines)


def wait(future: Future[Reading | None], policy: JudgmentPolicy) -> Reading | None:
    """The reading (None: there was no ticket to read); no answer in time is unanswered."""
    try:
        return future.result(policy.reader_timeout_s + 2)
    except FutureTimeout:
        return reader.unanswered(f"no reading within {policy.reader_timeout_s:g} s",
                                 policy.reader_model)


def _read(deps: Deps, entry: Entry, policy: JudgmentPolicy, summary_f: Future[Any],
          comments_f: Future[Any], lines_f: Future[Any]) -> Reading | None:
    summary, pages = summary_f.result(READS_S), comments_f.result(READS_S)
    if summary is None or pages is None or isinstance(summary, Unread) \
            or isinstance(pages, Unread):
        return None  # no ticket words: the judgment says so without a reading
    titles = readings.titles_of(lines_f.result(READS_S))
    sent = reader.parts(readings.ticket_of(summary[0], summary[1], pages))
    key = reader.digest(policy.reader_model, titles, sent)
    recorded = _recorded(deps, entry, key)
    if recorded is not None:
        return recorded
    reading = _ask(deps, policy, titles, sent, key)
    deps.ledger.record_response(entry.key, {"call": CALL, "body": reading.record()})
    return reading


def _recorded(deps: Deps, entry: Entry, key: str) -> Reading | None:
    """This intent's reading of the same input, if the model answered it before."""
    for raw in reversed(deps.ledger.history(entry.key)[1]):
        body = raw.get("body") if raw.get("call") == CALL else None
        if isinstance(body, dict) and body.get("input") == key \
                and body.get("outcome") in ("read", "discarded"):
            return reader.from_record(body)
    return None


def _ask(deps: Deps, policy: JudgmentPolicy, titles: list[str],
         sent: list[tuple[str, str]], key: str) -> Reading:
    """One call to the model and its answer, checked; anything else is unanswered."""
    model, url = policy.reader_model, policy.reader_url or ""
    secret = os.environ.get(policy.reader_key_env) if policy.reader_key_env else None
    if policy.reader_key_env and not secret:
        return reader.unanswered(f"the environment variable {policy.reader_key_env} "
                                 f"(reader_key_env) is not set; nothing was sent", model, key=key)
    if not sent:
        return reader.unanswered("the ticket has no public words to read; nothing was sent",
                                 model, key=key)
    started = deps.clock.monotonic()
    try:
        outbound.check(url, deps.config["ALLOWED_TARGETS"])
        answer = _client(deps, policy).complete(reader.request(model, titles, sent), secret)
    except ProviderError as exc:
        return reader.unanswered(exc.message, model, deps.clock.monotonic() - started, key)
    except (outbound.Refused, ValueError, OSError) as exc:  # the outbound rules, at connect
        return reader.unanswered(f"reader_url may not be called: {str(exc)[:200]}", model,
                                 key=key)
    content, why = reader.content_of(answer.body)
    if content is None:
        return reader.unanswered(why, model, answer.seconds, key)
    return reader.verify(reader.parse(content, len(titles), model, answer.seconds, key), sent)


def _client(deps: Deps, policy: JudgmentPolicy) -> ReaderClient:
    """One client per URL and timeout, over the outbound rules' pinned transport."""
    key = (policy.reader_url, policy.reader_timeout_s)
    with _clients_lock:
        if key not in _clients:
            transport = outbound.PinnedTransport(deps.config["ALLOWED_TARGETS"])
            _clients[key] = ReaderClient(policy.reader_url or "",
                                         timeout_s=policy.reader_timeout_s, transport=transport)
        return _clients[key]
