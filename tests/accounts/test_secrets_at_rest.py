"""No account secret in Redis in plain text (every key and value scanned, whatever its type),
in the logs, in /metrics, or in any API answer, after the accounts were added and used."""

from __future__ import annotations

import base64

from tests.accounts.conftest import ALICE, SHOPIFY_B_TOKEN, STRIPE_B_KEY, ZENDESK_B_TOKEN
from tests.accounts.test_isolation import refund
from tests.steps.test_tickets import new_tickets, update
from tests.support.constants import ACME
from tests.support.helpers import drain
from tests.support.shopify_helpers import refund_body

WEBHOOK_SECRET = "whsec_accountBwebhook0001"


def every_value(rdb) -> list[bytes]:
    """Every key name and every value in the database, by type."""
    found = []
    for key in rdb.scan_iter(count=500):
        found.append(key)
        kind = rdb.type(key).decode()
        if kind == "string":
            found.append(rdb.get(key) or b"")
        elif kind == "hash":
            for field, value in rdb.hgetall(key).items():
                found += [field, value]
        elif kind == "list":
            found += rdb.lrange(key, 0, -1)
        elif kind == "set":
            found += list(rdb.smembers(key))
        elif kind == "zset":
            found += [member for member, _ in rdb.zrange(key, 0, -1, withscores=True)]
        elif kind == "stream":
            for _, fields in rdb.xrange(key):
                for field, value in fields.items():
                    found += [field, value]
    return found


def test_no_secret_is_stored_logged_or_answered_in_plain_text(
        client, deps, rdb, accounts_b, capfd, caplog):
    secrets = [STRIPE_B_KEY, SHOPIFY_B_TOKEN, ZENDESK_B_TOKEN, WEBHOOK_SECRET,
               base64.b64encode(f"eu@example.com/token:{ZENDESK_B_TOKEN}".encode()).decode()]
    answers = [client.post("/v1/accounts", headers=ALICE, json={
        "provider": "stripe", "name": "hooks", "api_key": STRIPE_B_KEY,
        "api_base": accounts_b["stripe"].url, "webhook_secret": WEBHOOK_SECRET})]
    payment = accounts_b["stripe"].payment(amount=5000)
    answers.append(refund(client, payment, "secret-scan-1", account="eu"))
    order = accounts_b["shopify"].order(amount=5000)
    answers.append(client.post("/v1/refunds", headers=ACME,
                               json=refund_body(order, "secret-scan-2", account="outlet")))
    [tid] = new_tickets(accounts_b["zendesk"])
    answers.append(update(client, tid, intent="secret-scan-3", account="support-eu"))
    drain(deps)
    # a revoked-looking key at use time is recorded as the provider's refusal, not the key
    answers += [client.get(path, headers=headers) for path, headers in [
        ("/v1/accounts", ALICE), ("/v1/accounts", ACME), ("/v1/accounts/stripe/hooks", ALICE),
        ("/v1/accounts/zendesk/support-eu", ALICE), ("/v1/intents/secret-scan-1", ACME),
        ("/metrics", {})]]
    answers.append(client.post("/v1/accounts/stripe/eu/test", headers=ALICE))
    assert [a.status_code for a in answers][:4] == [201, 200, 200, 202]
    texts = [a.get_data(as_text=True) for a in answers]
    stored = every_value(rdb)
    out, err = capfd.readouterr()
    logged = out + err + caplog.text
    for secret in secrets:
        assert not any(secret in text for text in texts), secret
        assert not any(secret.encode() in value for value in stored), secret
        assert secret not in logged, secret
    # and the accounts are really there, encrypted
    sealed = rdb.hget("sst:{acme}:account:stripe:hooks", "secret")
    assert sealed.startswith(b"gAAAA")  # a Fernet token
