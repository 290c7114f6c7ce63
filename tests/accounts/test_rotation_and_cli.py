"""The encryption key rotates with refunds running (new key first, `surestep accounts rotate`,
old key dropped), and ``surestep accounts`` manages accounts from a shell as the API does."""

from __future__ import annotations

import os
import subprocess
import threading

from cryptography.fernet import Fernet, InvalidToken

from service.web.app import create_app
from tests.accounts.conftest import ACCOUNTS_KEY, ALICE, STRIPE_B_KEY, add
from tests.ops.test_cli import SURESTEP
from tests.support.constants import ACME


def cli(env, *args, stdin=""):
    return subprocess.run([str(SURESTEP), "accounts", *args], input=stdin, text=True,
                          capture_output=True, timeout=60,
                          env={"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/"),
                               "SURESTEP_LOG_LEVEL": "warning", **env})


def refunds_running(app, payments, prefix, stop, answers):
    client = app.test_client()
    number = 0
    while not stop.is_set() and number < len(payments):
        answer = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": f"{prefix}-{number}", "payment_intent": payments[number],
            "amount": 100, "currency": "usd", "account": "eu"})
        answers.append(answer.json["state"] if answer.status_code == 200 else answer.status_code)
        number += 1


def test_rotation_with_refunds_running(env, app, client, rdb, stripe_b, monkeypatch):
    old = ACCOUNTS_KEY
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    new = Fernet.generate_key().decode()
    monkeypatch.setenv("SURESTEP_ACCOUNTS_KEY", f"{new},{old}")
    both = create_app()  # a process restarted with the new key first, the old one after
    payments = [stripe_b.payment(amount=5000)["payment_intent"] for _ in range(40)]
    stop, answers = threading.Event(), []
    runners = [threading.Thread(target=refunds_running, args=(a, payments[i::2], f"r{i}", stop,
                                                              answers))
               for i, a in enumerate((app, both))]
    for runner in runners:
        runner.start()
    try:
        rotated = cli({**env, "SURESTEP_ACCOUNTS_KEY": f"{new},{old}"}, "rotate")
        assert rotated.returncode == 0 and "re-encrypted 1" in rotated.stdout, rotated.stderr
    finally:
        for runner in runners:
            runner.join(timeout=60)
        both.extensions["surestep"].close()
    sealed = rdb.hget("sst:{acme}:account:stripe:eu", "secret")
    try:
        Fernet(old.encode()).decrypt(sealed)
        raise AssertionError("the secret still decrypts with the old key")
    except InvalidToken:
        pass
    monkeypatch.setenv("SURESTEP_ACCOUNTS_KEY", new)  # the old key dropped everywhere
    only_new = create_app()
    try:
        last = only_new.test_client().post("/v1/refunds", headers=ACME, json={
            "intent_id": "after-rotation", "payment_intent": stripe_b.payment()["payment_intent"],
            "amount": 100, "currency": "usd", "account": "eu"})
    finally:
        only_new.extensions["surestep"].close()
    assert last.json["state"] == "completed", last.json
    assert answers and set(answers) == {"completed"}, answers
    assert len(stripe_b.refunds()) == len(answers) + 1  # each refund once, none lost


def test_a_key_that_cannot_decrypt_is_a_clear_error_and_nothing_is_sent(
        env, client, stripe_b, monkeypatch):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    monkeypatch.setenv("SURESTEP_ACCOUNTS_KEY", Fernet.generate_key().decode())
    wrong = create_app()
    try:
        answer = wrong.test_client().post("/v1/refunds", headers=ACME, json={
            "intent_id": "wrong-key-1", "payment_intent": stripe_b.payment()["payment_intent"],
            "amount": 100, "currency": "usd", "account": "eu"})
    finally:
        wrong.extensions["surestep"].close()
    assert answer.status_code == 503 and answer.json["type"].endswith("accounts-locked")
    assert "rotate" in answer.json["detail"]
    assert stripe_b.requests("POST", "/v1/refunds") == []


def test_the_cli_adds_lists_tests_defaults_and_removes(env, client, rdb, stripe_b):
    added = cli(env, "add", "acme", "stripe", "eu", "--api-base", stripe_b.url, "--default",
                stdin=STRIPE_B_KEY + "\n")
    assert added.returncode == 0, added.stderr
    assert STRIPE_B_KEY not in added.stdout + added.stderr
    listed = cli(env, "list", "acme", "--provider", "stripe")
    assert '"name": "eu"' in listed.stdout and STRIPE_B_KEY not in listed.stdout
    assert cli(env, "test", "acme", "stripe", "eu").returncode == 0
    names = client.get("/v1/accounts?provider=stripe", headers=ACME).json["data"]
    assert [n["name"] for n in names if n["default"]] == ["eu"]
    one = client.get("/v1/accounts/stripe/eu", headers=ALICE).json
    assert {row["actor"] for row in one["audit"]} == {f"cli:{os.environ.get('USER', 'root')}"} \
        or all(row["actor"].startswith("cli:") for row in one["audit"])
    bad = cli(env, "add", "acme", "stripe", "us", "--api-base", "http://169.254.169.254",
              stdin=STRIPE_B_KEY + "\n")
    assert bad.returncode == 1 and "api_base" in bad.stderr and "Traceback" not in bad.stderr
    assert cli(env, "remove", "acme", "stripe", "eu").returncode == 0
    assert rdb.exists("sst:{acme}:account:stripe:eu") == 0
    assert STRIPE_B_KEY.encode() not in b"".join(
        rdb.dump(k) or b"" for k in rdb.keys("*"))
