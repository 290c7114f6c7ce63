"""The policy store reads the ``[judgment]`` table (issue 25): its values are the judgment's,
an invalid one is a PolicyError naming the key, and a bad or empty file on reload keeps the
last good policy, judgment included."""

from __future__ import annotations

import pytest

from service.errors import PolicyError
from service.steps.rules.policy_file import PolicyStore, parse
from tests.support.guard_helpers import write_policy


def test_a_judgment_table_alone_is_a_policy_and_its_keys_are_read():
    policy = parse({"judgment": {"ask_at": 0.4, "flow_word_allow_max": {"usd": 2500}}})
    assert policy.judgment.enabled and policy.judgment.ask_at == 0.4
    assert policy.judgment.flow_word_cap("USD") == 2500 and policy.has_rules
    assert parse({"rules": "none"}).judgment.enabled is False  # no table: judgment is off


@pytest.mark.parametrize("table, message", [
    ({"block_at": 2}, "judgment.block_at"), ({"ask_at": 0.9, "block_at": 0.5}, "judgment.ask_at"),
    ({"enabled": 1}, "judgment.enabled"), ({"guard_url": "file:///etc/passwd"}, "guard_url"),
    ({"grounded_min": "half"}, "judgment.grounded_min"), ({"treshold": 1}, "unknown key"),
])
def test_an_invalid_judgment_value_is_a_policy_error_naming_the_key(table, message):
    with pytest.raises(PolicyError, match=message):
        parse({"judgment": table})
    with pytest.raises(PolicyError, match="turns every refund rule off"):
        parse({"rules": "none", "judgment": {}})


@pytest.mark.parametrize("bad", ["", "[judgment]\nblock_at = 7\n", "[judgment\n"])
def test_a_bad_or_empty_file_on_reload_keeps_the_last_good_judgment(tmp_path, bad):
    path = tmp_path / "policy.toml"
    write_policy(path, "[judgment]\nask_at = 0.25\nblock_escalates = false\n")
    store = PolicyStore(str(path))
    assert store.current().judgment.ask_at == 0.25
    write_policy(path, bad)
    kept = store.current().judgment
    assert kept.enabled and kept.ask_at == 0.25 and kept.block_escalates is False
    assert "stays in force" in store.status()["error"]
    write_policy(path, "[judgment]\nenabled = false\n[refunds]\nmax_amount = { usd = 1 }\n")
    assert store.current().judgment.enabled is False and store.status()["error"] is None
