"""The policy file's old path, kept for one caller: ``tests/judgment`` (rewritten on another
branch) reads ``service.steps.policy.read``. The policy is ``service.steps.rules.policy_file``;
this module goes once that branch is merged and imports it from there."""

from service.steps.rules.policy_file import read

__all__ = ["read"]
