"""The rules a refund meets before anything is sent.

What this room offers (its modules are its own; other rooms import from here):

- the policy file (``policy_file``): ``Policy``, the rules in force, and ``PolicyStore``, which
  re-reads the TOML file when it changes (``parse``, ``read``: ``read_policy``);
- the checks (``checks``): ``check`` a new refund on the provider's facts into a ``Verdict``
  (``failure``, ``breaches`` or ``approval``), ``recheck_amount`` for a lower amount a person
  approves, ``release`` what a failed refund held, and the guard's mark (``needed``, ``clear``);
- why (``reasons``): ``Reason``, ``Verdict`` and how an amount is written in them;
- what the payment's own facts forbid (``payment_facts``): ``refusal``, ``unknowns``,
  ``DEFERRED`` and ``order_timestamp``;
- the brake (``pausing``): ``pause``, ``resume``, ``current`` and ``history``;
- the audit of the judgment's mode (``auditing``): ``mode_loaded`` (the policy store calls it
  with each policy it loads), ``mode_trail``.

What makes the rules hold under concurrency is the ledger's: the holds (the customer's rolling
24 h allowance, one refund per ticket, the duplicate window) are ``service.ledger.holds``, each
taken atomically, which ``checks`` takes and gives back.
"""

from service.steps.rules.auditing import mode_loaded
from service.steps.rules.auditing import trail as mode_trail
from service.steps.rules.checks import check, clear, needed, recheck_amount, release
from service.steps.rules.pausing import ALL, PROVIDERS, check_scope, current, history, pause, resume
from service.steps.rules.payment_facts import DEFERRED, order_timestamp
from service.steps.rules.policy_file import DECISIONS, REASONS, Decisions, Policy, PolicyStore
from service.steps.rules.policy_file import read as read_policy
from service.steps.rules.reasons import Reason, Verdict, money, sentences

__all__ = ["ALL", "DECISIONS", "DEFERRED", "PROVIDERS", "REASONS", "Decisions", "Policy",
           "PolicyStore", "Reason", "Verdict", "check", "check_scope", "clear", "current",
           "history", "mode_loaded", "mode_trail", "money", "needed", "order_timestamp",
           "pause", "read_policy", "recheck_amount", "release", "resume", "sentences"]
