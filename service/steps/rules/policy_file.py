"""The guard policy: rules an ops team sets in a TOML file (``SURESTEP_POLICY``), no deploy needed.

The file is read at start-up (a bad one stops the start with a message naming the key) and
re-read whenever it changes (its mtime, size or inode): a bad edit is refused the same way,
logged, shown in ``GET /v1/health``, and the last good policy stays in force. Without
``SURESTEP_POLICY`` there are no rules. ``policy.example.toml`` documents every key.

A file that sets no refund rule is refused too, unless it says so with ``rules = "none"``: an
empty or whitespace-only file is what a write that truncates first, an editor saving in place or
a half-synced volume leaves behind, and it must not switch every rule off.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import tomllib
from dataclasses import dataclass, field
from typing import Any, Callable, Literal

from service.errors import PolicyError
from service.judgment import policy as judgment

log = logging.getLogger("surestep.policy")
REASONS = ("duplicate", "fraudulent", "requested_by_customer")
Decisions = Literal["console", "api"]
# Where a person's decision on an escalation may be made: only signed in to the console (the
# default), or also with an ops key on the API (a low-code app's decide action). An ops key in a
# flow decides whatever the flow feeds it, so the API's door is opened only on purpose.
DECISIONS: tuple[Decisions, ...] = ("console", "api")


@dataclass(frozen=True)
class Policy:
    """The rules in force. Amounts are integer minor units per lower-case currency."""

    max_amount: dict[str, int] = field(default_factory=dict)
    max_per_customer_24h: dict[str, int] = field(default_factory=dict)
    approval_above: dict[str, int] = field(default_factory=dict)
    require_email_match: bool = False
    require_customer_match: bool = False
    one_refund_per_ticket: bool = False
    duplicate_window_minutes: float | None = None
    return_window_days: float | None = None
    allowed_reasons: tuple[str, ...] | None = None
    escalate_after_unknown: int | None = None
    expire_after_s: float = 72 * 3600
    zendesk_tag: str = "surestep_escalated"
    zendesk_group_id: int | None = None
    decisions: Decisions = "console"
    judgment: judgment.JudgmentPolicy = field(default_factory=judgment.JudgmentPolicy)

    @property
    def has_amount_rules(self) -> bool:
        return bool(self.max_amount or self.max_per_customer_24h or self.approval_above)

    @property
    def has_rules(self) -> bool:
        """Anything to check before a refund is sent (escalate_after_unknown is checked
        after, on outcomes)."""
        return (self.has_amount_rules or self.require_email_match
                or self.require_customer_match or self.one_refund_per_ticket
                or self.duplicate_window_minutes is not None
                or self.return_window_days is not None or self.allowed_reasons is not None
                or self.judgment.enabled)


def _amounts(section: dict[str, Any], key: str) -> dict[str, int]:
    table = section.get(key, {})
    if not isinstance(table, dict):
        raise PolicyError(f"refunds.{key} must be a table of currency = amount "
                          f"(e.g. {key} = {{ usd = 50000 }})")
    out = {}
    for currency, amount in table.items():
        if len(currency) != 3 or not currency.isalpha():
            raise PolicyError(f"refunds.{key}: {currency!r} is not a three-letter currency code")
        if type(amount) is not int or amount < 0:
            raise PolicyError(f"refunds.{key}.{currency} must be a whole number of minor units "
                              f">= 0 (cents for USD), got {amount!r}")
        out[currency.lower()] = amount
    return out


def _number(section: dict[str, Any], name: str, key: str, *, integer: bool = False) -> Any:
    value = section.get(key)
    if value is None:
        return None
    ok = type(value) is int if integer else type(value) in (int, float)
    if not ok or value <= 0:
        kind = "a whole number" if integer else "a number"
        raise PolicyError(f"{name}.{key} must be {kind} > 0, got {value!r}")
    return value


def _window(refunds: dict[str, Any]) -> float | None:
    """duplicate_window_minutes: at most a day (the payment read lists a day of refunds)."""
    minutes = _number(refunds, "refunds", "duplicate_window_minutes")
    if minutes is not None and minutes > 1440:
        raise PolicyError(f"refunds.duplicate_window_minutes must be at most 1440 (a day), "
                          f"got {minutes!r}")
    return float(minutes) if minutes is not None else None


NO_RULES = "none"  # the value of the top-level ``rules`` key that turns every refund rule off
KNOWN = {"refunds": {"max_amount", "max_per_customer_24h", "approval_above",
                     "require_email_match", "require_customer_match", "one_refund_per_ticket",
                     "duplicate_window_minutes", "return_window_days", "allowed_reasons",
                     "escalate_after_unknown"},
         "escalations": {"expire_after_hours", "zendesk_tag", "zendesk_group_id", "decisions"},
         "judgment": judgment.KEYS}  # checked by service.judgment.policy.parse


def parse(data: dict[str, Any]) -> Policy:
    """A Policy from a parsed TOML document; PolicyError for anything unknown or malformed,
    and for a document that sets no refund rule without saying ``rules = "none"``."""
    data = dict(data)
    opt_out = _opt_out(data.pop("rules", None))
    policy = _parse_sections(data)
    if opt_out and (policy.has_rules or policy.escalate_after_unknown is not None):
        raise PolicyError(f'rules = "{NO_RULES}" turns every refund rule off, and [refunds] or '
                          f"[judgment] sets some: remove one or the other")
    if not opt_out and not (policy.has_rules or policy.escalate_after_unknown is not None):
        raise PolicyError(f"sets no refund rule (an empty or truncated file?); to run without "
                          f'rules on purpose, write rules = "{NO_RULES}"')
    return policy


def _opt_out(value: Any) -> bool:
    if value is None:
        return False
    if value != NO_RULES:
        raise PolicyError(f'rules may only be "{NO_RULES}" (no refund rules), got {value!r}')
    return True


def _parse_sections(data: dict[str, Any]) -> Policy:
    _known_keys(data)
    refunds, escalations = data.get("refunds", {}), data.get("escalations", {})
    flags = _flags(refunds)
    reasons = _reasons(refunds)
    tag = _tag(escalations)
    hours = _number(escalations, "escalations", "expire_after_hours")
    decisions = _decisions(escalations)
    return Policy(
        max_amount=_amounts(refunds, "max_amount"),
        max_per_customer_24h=_amounts(refunds, "max_per_customer_24h"),
        approval_above=_amounts(refunds, "approval_above"),
        **flags,
        duplicate_window_minutes=_window(refunds),
        return_window_days=_number(refunds, "refunds", "return_window_days"),
        allowed_reasons=tuple(reasons) if reasons is not None else None,
        escalate_after_unknown=_number(refunds, "refunds", "escalate_after_unknown",
                                       integer=True),
        expire_after_s=hours * 3600 if hours else 72 * 3600,
        zendesk_tag=tag,
        zendesk_group_id=_number(escalations, "escalations", "zendesk_group_id", integer=True),
        decisions=decisions,
        judgment=judgment.parse(data.get("judgment")))


def _known_keys(data: dict[str, Any]) -> None:
    """Every section and key is one the policy knows (PolicyError naming the first that is
    not)."""
    for name, value in data.items():
        if name not in KNOWN or not isinstance(value, dict):
            raise PolicyError(f"unknown section [{name}] (known: [refunds], [escalations], "
                              f"[judgment])")
        unknown = sorted(set(value) - KNOWN[name])
        if unknown:
            raise PolicyError(f"unknown key(s) in [{name}]: {', '.join(unknown)} "
                              f"(known: {', '.join(sorted(KNOWN[name]))})")


def _flags(refunds: dict[str, Any]) -> dict[str, bool]:
    flags = {name: refunds.get(name, False) for name in
             ("require_email_match", "require_customer_match", "one_refund_per_ticket")}
    for name, value in flags.items():
        if not isinstance(value, bool):
            raise PolicyError(f"refunds.{name} must be true or false, got {value!r}")
    return flags


def _reasons(refunds: dict[str, Any]) -> Any:
    reasons = refunds.get("allowed_reasons")
    if reasons is not None and (not isinstance(reasons, list)
                                or any(r not in REASONS for r in reasons)):
        raise PolicyError(f"refunds.allowed_reasons must be a list of {', '.join(REASONS)}; "
                          f"got {reasons!r}")
    return reasons


def _tag(escalations: dict[str, Any]) -> Any:
    tag = escalations.get("zendesk_tag", "surestep_escalated")
    if not isinstance(tag, str) or not tag or " " in tag or len(tag) > 80:
        raise PolicyError(f"escalations.zendesk_tag must be one word of 1-80 characters, "
                          f"got {tag!r}")
    return tag


def _decisions(escalations: dict[str, Any]) -> Any:
    decisions = escalations.get("decisions", "console")
    if decisions not in DECISIONS:
        raise PolicyError(f'escalations.decisions must be "console" (people decide in the '
                          f'console only) or "api" (ops keys may decide through the API too), '
                          f"got {decisions!r}")
    return decisions


def read(path: str) -> Policy:
    """Read and check one policy file."""
    try:
        with open(path, "rb") as handle:
            text = handle.read()
        if not text.strip():
            raise PolicyError(f"is empty; a policy with no rules must say so "
                              f'(rules = "{NO_RULES}")')
        return parse(tomllib.loads(text.decode("utf-8")))
    except UnicodeDecodeError as exc:
        raise PolicyError(f"policy file {path}: not valid TOML (not UTF-8: {exc})") from None
    except OSError as exc:
        raise PolicyError(f"policy file {path}: cannot be read ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise PolicyError(f"policy file {path}: not valid TOML ({exc})") from None
    except PolicyError as exc:
        raise PolicyError(f"policy file {path}: {exc}") from None


class PolicyStore:
    """The policy in force for one process, re-read when its file changes."""

    def __init__(self, path: str | None):
        self.path = path or None
        self._lock = threading.Lock()
        self._policy = Policy()
        self._stamp: tuple[int, int, int] | None = None
        self.error: str | None = None
        self.loaded_at: float | None = None
        self._on_load: Callable[[Policy], None] | None = None
        if self.path:
            self._stamp = self._stat()
            self._policy, self.loaded_at = read(self.path), time.time()  # refuse to start

    def watch(self, on_load: Callable[[Policy], None]) -> None:
        """Call ``on_load`` with the policy in force now and with each one loaded after it
        (the audit of a change of mode: ``rules.auditing``)."""
        self._on_load = on_load
        on_load(self._policy)

    def current(self) -> Policy:
        """The last good policy, after re-reading the file if it changed since."""
        if self.path and self._stat() != self._stamp:
            with self._lock:  # others wait here for the new policy, not past it with the old
                stamp = self._stat()
                if stamp != self._stamp:
                    self._reload()
                    self._stamp = stamp  # only now: a reader seeing it also sees the policy
        return self._policy

    def status(self) -> dict[str, Any]:
        """For /v1/health: which file, when it was last loaded, and why a reload failed."""
        return {"path": self.path, "loaded_at": self.loaded_at, "error": self.error}

    def _reload(self) -> None:
        if not self.path:
            return
        try:
            self._policy, self.loaded_at, self.error = read(self.path), time.time(), None
            log.warning("policy reloaded from %s", self.path)
            if self._on_load is not None:
                self._on_load(self._policy)
        except PolicyError as exc:
            self.error = f"{exc}; the policy loaded before stays in force"
            log.error("%s", self.error)

    def _stat(self) -> tuple[int, int, int] | None:
        if not self.path:
            return None
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)
