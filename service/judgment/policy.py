"""The judgment's settings: the ``[judgment]`` table of the policy TOML (``policy.example.toml``
documents every key). ``parse`` is what the policy store calls with that table (or None when
the file has none: judgment is then off); a bad value is a ``PolicyError`` naming the key.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from service.errors import PolicyError

KEYS = {"enabled", "block_at", "ask_at", "grounded_min", "block_escalates",
        "flow_word_allow_max", "figure_alone_max", "guard_url", "guard_secret", "guard_timeout_s",
        "constraints", "comment_pages", "mode", "reader_url", "reader_model", "reader_key_env",
        "reader_timeout_s"}
# What a verdict does: ``enforce`` acts on it (ask escalates, block fails the refund);
# ``shadow`` judges every new refund the same way and records the verdict, but the refund
# goes on as the other rules decide (a team sees what the guard would do before it acts).
Mode = Literal["enforce", "shadow"]
MODES: tuple[Mode, ...] = ("enforce", "shadow")


@dataclass(frozen=True)
class JudgmentPolicy:
    """Every threshold of the verdict, and the external guard. The defaults are the article's:
    block at P(unsafe) >= 0.8, ask at >= 0.3 or args_grounded < 0.5, else allow."""

    enabled: bool = False
    block_at: float = 0.8
    ask_at: float = 0.3
    grounded_min: float = 0.5
    block_escalates: bool = True  # a blocked refund opens an escalation too (a person looks)
    # The most a refund may be allowed on the flow's word alone (conversation/intent, no
    # ticket), per lower-case currency, minor units. A currency not listed: never (ask).
    flow_word_allow_max: dict[str, int] = field(default_factory=dict)
    # The most a figure the customer wrote may ground by itself, per lower-case currency, minor
    # units, on a payment whose provider gives no lines to check it against (a bare charge).
    # A currency not listed: nothing (a person decides).
    figure_alone_max: dict[str, int] = field(default_factory=dict)
    guard_url: str | None = None
    guard_secret: str | None = field(default=None, repr=False)
    guard_timeout_s: float = 3.0
    constraints: str = ""
    comment_pages: int = 5  # pages of 100 comments read per ticket, oldest first
    mode: Mode = "enforce"
    # The model reader (``service.judgment.reader``): an OpenAI-compatible chat-completions
    # URL, the model it names, the environment variable its key is read from (the key itself
    # is never in the policy), and how long it may take.
    reader_url: str | None = None
    reader_model: str = ""
    reader_key_env: str | None = None
    reader_timeout_s: float = 5.0

    @property
    def shadow(self) -> bool:
        """Judged and recorded, never acted on."""
        return self.mode == "shadow"

    def flow_word_cap(self, currency: str) -> int:
        return self.flow_word_allow_max.get(currency.lower(), 0)

    def figure_alone_cap(self, currency: str) -> int:
        return self.figure_alone_max.get(currency.lower(), 0)


def _score(table: dict[str, Any], key: str, default: float) -> float:
    value = table.get(key, default)
    if type(value) not in (int, float) or not 0 <= value <= 1:
        raise PolicyError(f"judgment.{key} must be a number from 0 to 1, got {value!r}")
    return float(value)


def _flag(table: dict[str, Any], key: str, default: bool) -> bool:
    value = table.get(key, default)
    if not isinstance(value, bool):
        raise PolicyError(f"judgment.{key} must be true or false, got {value!r}")
    return value


def _caps(table: dict[str, Any], key: str) -> dict[str, int]:
    caps = table.get(key, {})
    if not isinstance(caps, dict):
        raise PolicyError(f"judgment.{key} must be a table of currency = amount "
                          f"(e.g. {key} = {{ usd = 2500 }})")
    out = {}
    for currency, amount in caps.items():
        if len(currency) != 3 or not currency.isalpha():
            raise PolicyError(f"judgment.{key}: {currency!r} is not a three-letter "
                              f"currency code")
        if type(amount) is not int or amount < 0:
            raise PolicyError(f"judgment.{key}.{currency} must be a whole number "
                              f"of minor units >= 0, got {amount!r}")
        out[currency.lower()] = amount
    return out


def _mode(table: dict[str, Any]) -> Mode:
    mode = table.get("mode", "enforce")
    for known in MODES:
        if mode == known:
            return known
    raise PolicyError(f'judgment.mode must be "enforce" (the verdict acts) or "shadow" '
                      f"(judged and recorded, the refund goes on as the other rules "
                      f"decide), got {mode!r}")


def _guard(table: dict[str, Any]) -> dict[str, Any]:
    url, secret = table.get("guard_url"), table.get("guard_secret")
    if url is not None:
        parts = urlsplit(url) if isinstance(url, str) else None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise PolicyError(f"judgment.guard_url must be an http(s) URL, got {url!r}")
    if secret is not None and (not isinstance(secret, str) or len(secret.strip()) < 16):
        raise PolicyError("judgment.guard_secret must be a string of at least 16 characters")
    if secret is not None and url is None:
        raise PolicyError("judgment.guard_secret is set without judgment.guard_url")
    timeout = table.get("guard_timeout_s", 3.0)
    if type(timeout) not in (int, float) or not 0 < timeout <= 10:
        raise PolicyError(f"judgment.guard_timeout_s must be a number of seconds above 0 and at "
                          f"most 10 (an agent's executor gives up after 8-15 s), got {timeout!r}")
    return {"guard_url": url, "guard_secret": secret, "guard_timeout_s": float(timeout)}


def _reader(table: dict[str, Any]) -> dict[str, Any]:
    url, model = table.get("reader_url"), table.get("reader_model")
    key_env, timeout = table.get("reader_key_env"), table.get("reader_timeout_s", 5.0)
    if url is not None:
        parts = urlsplit(url) if isinstance(url, str) else None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise PolicyError(f"judgment.reader_url must be an http(s) URL (an OpenAI-compatible "
                              f"chat-completions endpoint), got {url!r}")
        if not isinstance(model, str) or not model.strip() or len(model) > 200:
            raise PolicyError("judgment.reader_model must name the model reader_url serves "
                              "(e.g. \"qwen2.5-7b-instruct\")")
    elif model is not None or key_env is not None or "reader_timeout_s" in table:
        raise PolicyError("judgment.reader_model, reader_key_env and reader_timeout_s are set "
                          "without judgment.reader_url")
    if key_env is not None and (not isinstance(key_env, str)
                                or not re.fullmatch(r"[A-Z_][A-Z0-9_]{0,127}", key_env)):
        raise PolicyError(f"judgment.reader_key_env must be the NAME of an environment variable "
                          f"(upper-case letters, digits, _), never the key itself, got "
                          f"{'a value' if isinstance(key_env, str) else repr(key_env)}")
    if type(timeout) not in (int, float) or not 0 < timeout <= 10:
        raise PolicyError(f"judgment.reader_timeout_s must be a number of seconds above 0 and at "
                          f"most 10, got {timeout!r}")
    return {"reader_url": url, "reader_model": (model or "").strip(), "reader_key_env": key_env,
            "reader_timeout_s": float(timeout)}


def parse(table: dict[str, Any] | None) -> JudgmentPolicy:
    """The JudgmentPolicy of a ``[judgment]`` table (None: no table, judgment off). With a
    table, ``enabled`` defaults to true."""
    if table is None:
        return JudgmentPolicy()
    if not isinstance(table, dict):
        raise PolicyError("[judgment] must be a table")
    unknown = sorted(set(table) - KEYS)
    if unknown:
        raise PolicyError(f"unknown key(s) in [judgment]: {', '.join(unknown)} "
                          f"(known: {', '.join(sorted(KEYS))})")
    block_at, ask_at = _score(table, "block_at", 0.8), _score(table, "ask_at", 0.3)
    if ask_at > block_at:
        raise PolicyError(f"judgment.ask_at ({ask_at:g}) must not be above judgment.block_at "
                          f"({block_at:g})")
    constraints = table.get("constraints", "")
    if not isinstance(constraints, str) or len(constraints) > 4000:
        raise PolicyError("judgment.constraints must be text of at most 4000 characters")
    pages = table.get("comment_pages", 5)
    if type(pages) is not int or not 1 <= pages <= 50:
        raise PolicyError(f"judgment.comment_pages must be a whole number from 1 to 50 (Zendesk "
                          f"keeps at most 5000 comments, 100 a page), got {pages!r}")
    return JudgmentPolicy(
        enabled=_flag(table, "enabled", True), block_at=block_at, ask_at=ask_at,
        grounded_min=_score(table, "grounded_min", 0.5),
        block_escalates=_flag(table, "block_escalates", True),
        flow_word_allow_max=_caps(table, "flow_word_allow_max"),
        figure_alone_max=_caps(table, "figure_alone_max"), constraints=constraints.strip(),
        comment_pages=pages, mode=_mode(table), **_guard(table), **_reader(table))
