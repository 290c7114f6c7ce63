"""The judgment's fields of the refund step ([judgment], README "Judgment"): what a flow may
say the customer wrote (``conversation``, ``intent``) and the ``guard`` every answer carries."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

# The flow's own word about what the customer said, for a chat without a ticket ([judgment]):
# judged, recorded as the flow's, never the provider's (service.steps.refund's judging).
CONVERSATION = fields.List(
    fields.String(validate=validate.Length(1, 4000)), validate=validate.Length(1, 50),
    metadata={"description": "The customer's own messages, oldest first (at most 50, each at "
                             "most 4000 characters), for a refund without a ticket: judged as "
                             "the flow's word ([judgment] flow_word_allow_max)."})
INTENT = fields.String(validate=validate.Length(1, 2000), metadata={
    "description": "The agent's summary of what the customer asks for: judged as the flow's "
                   "word, scanned for instructions aimed at an agent."})



class GuardScoresSchema(Schema):
    args_grounded = fields.Float(metadata={"description": "0-1: the amount, order and "
                                                          "customer are what the customer "
                                                          "wrote or names."})
    injected = fields.Float(metadata={"description": "0-1: instructions aimed at an agent in "
                                                     "the customer's text."})
    violation = fields.Float(metadata={"description": "0-1: the hard rules it breaks."})
    p_unsafe = fields.Float(metadata={"description": "0-1: the probability it is unsafe."})


class GuardReasonSchema(Schema):
    code = fields.String()
    message = fields.String()


class GuardSchema(Schema):
    """The judgment of a refund ([judgment]): README "Judgment"."""

    verdict = fields.String(validate=validate.OneOf(["allow", "ask", "block"]))
    scores = fields.Nested(GuardScoresSchema)
    reasons = fields.List(fields.Nested(GuardReasonSchema))
    source = fields.String(validate=validate.OneOf(["ticket", "flow", "none"]), metadata={
        "description": "Whose words were compared: the ticket's at Zendesk, the flow's "
                       "(conversation/intent), or none."})
    by = fields.String(metadata={"description": "surestep, or surestep+guard with a guard of "
                                                "your own ([judgment] guard_url)."})
    external = fields.Dict(metadata={"description": "Your guard's own verdict and scores, or "
                                                    "the error that made it ask."})
    reading = fields.Dict(metadata={
        "description": "The model reader's reading ([judgment] reader_url), without the "
                       "customer's words it quotes: outcome (read, discarded, unanswered), "
                       "model, seconds, reason, language, asks (what, line, units, percent), "
                       "the number of instructions found, its own verdict, and lifted when it "
                       "lifted the rules' ask to allow."})
    mode = fields.String(validate=validate.OneOf(["enforce", "shadow"]), metadata={
        "description": "enforce: the verdict acted. shadow ([judgment] mode = \"shadow\"): "
                       "the verdict was recorded and did not act; the refund went on as the "
                       "other rules decided."})
