"""Steps: the logic of each flow step as plain functions, called by views and by jobs alike.

A room per capability, each entered through its ``__init__``, which says what it offers:

    refund      the refund step: claim, guard, judgment, create, read, settle, replay
    escalation  decisions that belong to a person, asked once and carried out once
    ticket      Zendesk ticket updates as jobs, their waiting rooms and Zendesk calls
    rules       the policy file, the guard's checks, holds, pauses, a provider's budget

and, shared below them: ``common`` (request identity, claim-or-wait), ``flow_text`` (a flow's
text made safe to show a person), ``approval_links`` (the console link an escalation's note
carries); above them ``intents`` (an intent's steps, and the listing, for the API and CLI).
Each room imports only the rooms below it (``pyproject.toml``'s import contracts).
"""
