"""The accounts' secrets at rest: Fernet tokens (``cryptography``), under the keys of
``SURESTEP_ACCOUNTS_KEY`` (comma-separated; the first encrypts, every one decrypts).

Rotation without downtime: put the new key first and keep the old one after it on every
process, run ``surestep accounts rotate`` (re-encrypts every secret with the new key), then drop
the old key. A secret never leaves this module in a form other than the decrypted dict (for the
connector) and its ``hint`` (the last four characters).
"""

from __future__ import annotations

import json
from typing import Any

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from service.errors import ConfigError, NotConfigured

SETTING = "SURESTEP_ACCOUNTS_KEY"


class AccountsLocked(NotConfigured):
    """No key to encrypt or decrypt the accounts' secrets with."""

    title, slug = "Accounts not enabled", "accounts-locked"


def parse_keys(raw: str | None) -> list[bytes]:
    """The Fernet keys of the setting, first the one that encrypts (a bad one: ConfigError)."""
    keys = [part.strip().encode() for part in (raw or "").split(",") if part.strip()]
    for number, key in enumerate(keys, 1):
        try:
            Fernet(key)
        except (ValueError, TypeError):
            raise ConfigError(f"{SETTING}: key {number} is not a Fernet key (32 url-safe "
                              f"base64-encoded bytes; `surestep accounts keygen` makes one)"
                              ) from None
    return keys


def new_key() -> str:
    return Fernet.generate_key().decode()


class Secrets:
    """Encrypt and decrypt one account's secret fields as a JSON object."""

    @staticmethod
    def hint(value: str) -> str:
        """What may be shown of a secret (``hint``)."""
        return hint(value)

    def __init__(self, raw_keys: str | None):
        keys = parse_keys(raw_keys)
        self._fernet = MultiFernet([Fernet(k) for k in keys]) if keys else None

    @property
    def enabled(self) -> bool:
        return self._fernet is not None

    def _need(self) -> MultiFernet:
        if self._fernet is None:
            raise AccountsLocked(f"{SETTING} is not set, so no account's secret can be stored "
                                 f"or read; set it (`surestep accounts keygen` makes a key).")
        return self._fernet

    def seal(self, secret: dict[str, Any]) -> str:
        return self._need().encrypt(json.dumps(secret, sort_keys=True).encode()).decode()

    def open(self, token: str) -> dict[str, Any]:
        try:
            # the JSON object seal() wrote
            secret: dict[str, Any] = json.loads(self._need().decrypt(token.encode()))
            return secret
        except InvalidToken:
            raise AccountsLocked(f"No key in {SETTING} decrypts this account's secret (was the "
                                 f"key that encrypted it removed before `surestep accounts "
                                 f"rotate`?).") from None

    def rotate(self, token: str) -> str:
        """The same secret under the first key (``MultiFernet.rotate``)."""
        try:
            return self._need().rotate(token.encode()).decode()
        except InvalidToken:
            raise AccountsLocked(f"No key in {SETTING} decrypts an account's secret; add the "
                                 f"key it was encrypted with back, then rotate.") from None


def hint(value: str) -> str:
    """What may be shown of a secret: its last four characters."""
    return "…" + value[-4:] if len(value) >= 12 else "…"
