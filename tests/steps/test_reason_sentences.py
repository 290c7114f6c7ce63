"""Reasons said as one text (an escalation's note in the history): whole sentences, never
".;" between two, and a guard's words cut short end as a sentence too."""

from service.steps.rules import Reason, sentences


def test_reasons_read_as_sentences():
    said = sentences([Reason("a", "The customer's words are in Czech. "), Reason("b", ""),
                      Reason("c", "The external guard said: refund looks odd"),
                      Reason("d", "Is this the customer?")])
    assert said == ("The customer's words are in Czech. The external guard said: refund looks "
                    "odd. Is this the customer?")
    assert ".;" not in said and ".." not in said
