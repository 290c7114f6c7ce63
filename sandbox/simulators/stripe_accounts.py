"""The Stripe simulator's accounts: the secret keys an instance takes, the connected accounts
(Stripe Connect) a request may act on, and each account's Balance.

One simulator instance is one Stripe account (a platform): run two instances for two accounts.
What Stripe documents, and what the simulator does with it (docs.stripe.com, checked first):
- Authentication (/api/authentication, /api/errors): a key Stripe does not know, or one that was
  rolled or revoked, is 401 ``invalid_request_error`` "Invalid API Key provided: sk_test_****abcd"
  (the key redacted to its prefix and last four). By default an instance takes any well-formed
  test key (``sk_test_...`` / ``rk_test_...``), as it always has; once ``api_keys`` is configured
  it takes only those and answers every other well-formed key so.
- Connect (/api/connected-accounts, /connect/authentication): a request with the header
  ``Stripe-Account: acct_...`` is made as that connected account: it sees the connected
  account's objects only, and a request without it sees the platform's own only. The error
  code ``account_invalid`` (/error-codes) is "The account ID provided as a value for the
  Stripe-Account header is invalid"; Stripe answers it 403 (the SDKs raise PermissionError)
  with "The provided key 'sk_test_****abcd' does not have access to account 'acct_...' (or that
  account does not exist). Application access may have been revoked." An account the instance
  has heard of is one named in ``connected_accounts`` or one a payment was created in.
  An object of the other scope is answered exactly as an unknown id (404 ``resource_missing``).
- Idempotency (/api/idempotent_requests): the docs do not spell out a key's scope across
  connected accounts; a request made as a connected account is that account's request, so keys
  are kept per (API key, account): the same key sent as two accounts makes two requests.
- Balance (/api/balance/balance_object, /api/balance/balance_retrieve): ``GET /v1/balance``
  takes no parameters (the SDK's BalanceRetrieveParams: ``expand``) and answers the Balance of
  the account the request was authenticated as: ``object``, ``available`` and ``pending``
  (one entry per currency: ``amount``, ``currency``, ``source_types.card``), ``livemode``,
  and ``connect_reserved`` for a platform ("Connect only"). Here ``available`` is what the
  account's payments captured less its outstanding refunds, ``pending`` is 0.
"""

from __future__ import annotations

import re
from typing import Any

from sandbox.simulators.base import Request, Response

ACCOUNT_ID = re.compile(r"acct_[A-Za-z0-9]{1,64}")
BALANCE_PARAMS = {"expand"}
ACCOUNT_CONFIG = {"api_keys": None, "connected_accounts": []}
API_KEY = re.compile(r"(sk|rk)_test_[A-Za-z0-9_]+")  # a well-formed test key


def _key_list(value: Any) -> bool:
    return value is None or (isinstance(value, list) and all(
        isinstance(k, str) and API_KEY.fullmatch(k) for k in value))


def _account_list(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(a, str) and ACCOUNT_ID.fullmatch(a) for a in value)


ACCOUNT_CHECKS = {"api_keys": _key_list, "connected_accounts": _account_list}


def redact(key: str) -> str:
    """A key as Stripe's errors show it: its prefix and last four, the rest starred."""
    return key[:8] + "*" * max(len(key) - 12, 0) + key[-4:] if len(key) > 12 else "*" * len(key)


class StripeAccounts:
    """A mixin of `StripeSimulator` (it uses the simulator's lock, config, payments, `_fail`,
    `_refunded`, `_authenticate`, `_params` and `_reject_unknown`)."""

    def scope(self, request: Request) -> tuple[str, str | None]:
        """The request's API key (401 unless taken) and the connected account it acts on
        (None: the platform; 403 for an account this instance has never heard of)."""
        api_key = self._authenticate(request)
        accepted = self.config["api_keys"]
        if accepted is not None and api_key not in accepted:
            self._fail(request, 401, f"Invalid API Key provided: {redact(api_key)}")
        account = (request.headers.get("Stripe-Account") or "").strip() or None
        if account is not None and account not in self.known_accounts():
            self._fail(request, 403, f"The provided key '{redact(api_key)}' does not have access "
                       f"to account '{account}' (or that account does not exist). Application "
                       "access may have been revoked.", code="account_invalid")
        return api_key, account

    def known_accounts(self) -> set[str]:
        """The connected accounts configured or holding a payment."""
        with self.lock:
            return set(self.config["connected_accounts"]) | {
                p.account for p in self._payments.values() if p.account}

    def _retrieve_balance(self, request: Request) -> Response:
        _, account = self.scope(request)
        self._reject_unknown(request, self._params(request), BALANCE_PARAMS)
        with self.lock:
            available: dict[str, int] = {}
            for payment in self._payments.values():
                if payment.account == account:
                    left = payment.amount_captured - self._refunded(payment)
                    available[payment.currency] = available.get(payment.currency, 0) + left
        available = available or {"usd": 0}
        body: dict[str, Any] = {
            "object": "balance", "livemode": False,
            "available": [_amount(n, c) for c, n in sorted(available.items())],
            "pending": [_amount(0, c) for c in sorted(available)],
        }
        if account is None and self.known_accounts():  # a platform: "Connect only"
            body["connect_reserved"] = [{"amount": 0, "currency": c} for c in sorted(available)]
        return Response(200, body)


def _amount(amount: int, currency: str) -> dict:
    return {"amount": amount, "currency": currency, "source_types": {"card": amount}}
