"""A refund the customer does not want (docs/RELIABILITY.md, "Three general forms"): they want
something other than money (a replacement, an exchange, a repair, store credit, a voucher, a
discount on the next order), or no money at all ("no refund needed", "I'll keep it", "just
letting you know"). Written in our own words from the class's definition, never from a ticket.

A refund proposed on such words is not allowed; its contrasts stay grounded: the other remedy
refused for the money ("I don't want a replacement, I want my money back", "no voucher please,
a refund", a voucher the agent offers refused for the money), and a replacement asked "or else
my money back" where none can be sent."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore jarro waterkoker vattenkokare elkedel "
          "vannkoker vedenkeitin czajnik fierbator su ısıtıcısı ケトル 주전자 水壶 غلاية")


def _paid():
    return order((KETTLE, 1, 3900), ("Tea towels", 1, 1200))


DECLINED = [
    "The kettle arrived broken. I'd rather have a replacement than my money back.",
    "The kettle leaks. Could you exchange it for a new one?",
    "The kettle is dented. Store credit is fine by me.",
    "The kettle is scratched. Just letting you know, no refund needed.",
    "The kettle has a small dent, I'll keep it, only wanted you to know for quality control.",
    "Der Wasserkocher ist kaputt angekommen. Ich möchte lieber einen Ersatz als mein Geld zurück.",
    "Der Wasserkocher leckt. Ein Gutschein wäre mir recht, keine Erstattung nötig.",
    "La bouilloire est arrivée cassée. Je préfère un échange plutôt qu'un remboursement.",
    "El hervidor llegó roto. Prefiero un cambio, no quiero reembolso.",
    "Il bollitore è arrivato rotto. Preferisco una sostituzione, non un rimborso.",
    "O jarro chegou quebrado. Prefiro uma troca, não quero reembolso.",
    "De waterkoker is kapot aangekomen. Ik wil liever een vervangend exemplaar, geen terugbetaling.",
    "Vattenkokaren kom trasig. Jag vill hellre ha en ny vattenkokare än pengarna tillbaka.",
    "Elkedlen kom i stykker. Jeg vil hellere have en ny end pengene tilbage.",
    "Vannkokeren kom ødelagt. Jeg vil heller ha en ny enn pengene tilbake.",
    "Vedenkeitin tuli rikki. Haluaisin mieluummin uuden kuin rahat takaisin.",
    "Czajnik przyszedł uszkodzony. Wolę wymianę niż zwrot pieniędzy.",
    "Fierbătorul a venit stricat. Prefer un înlocuitor, nu vreau banii înapoi.",
    "Su ısıtıcısı kırık geldi. Para iadesi değil, değişim istiyorum.",
    "ケトルが壊れて届きました。返金ではなく交換をお願いします。",
    "주전자가 고장나서 왔어요. 환불 말고 교환해 주세요.",
    "水壶到货时坏了。我不要退款，请给我换一个。",
    "وصلت الغلاية مكسورة. لا أريد استرداد المال، أريد استبدالها.",
]


@pytest.mark.parametrize("text", DECLINED)
def test_a_refund_not_wanted_is_not_allowed(text):
    not_allowed(3900, _paid(), text)


GROUNDED = [
    "The kettle is broken. I don't want a replacement, I want my money back.",
    "The kettle leaks. No voucher please, a refund.",
    "The kettle arrived broken. A replacement, or else my money back; you have none in stock, so refund it.",
    "Der Wasserkocher ist kaputt. Ich will keinen Ersatz, ich will mein Geld zurück.",
    "La bouilloire est cassée. Je ne veux pas d'échange, je veux être remboursé.",
    "El hervidor está roto. No quiero un cambio, quiero mi dinero.",
    "Il bollitore è rotto. Non voglio una sostituzione, voglio il rimborso.",
    "De waterkoker is kapot. Ik wil geen vervanging, ik wil mijn geld terug.",
    "Vattenkokaren är trasig. Jag vill inte ha en ersättning, jag vill ha pengarna tillbaka.",
    "Czajnik jest zepsuty. Nie chcę wymiany, chcę zwrotu pieniędzy.",
    "ケトルが壊れています。交換ではなく返金をお願いします。",
    "주전자가 고장났어요. 교환 말고 환불해 주세요.",
    "水壶坏了。我不要换货，请退款。",
]


@pytest.mark.parametrize("text", GROUNDED)
def test_another_remedy_refused_for_the_money_stays_grounded(text):
    allowed(3900, _paid(), text)


@pytest.mark.parametrize(("ask", "offer", "reply"), [
    ("The kettle is broken, please refund it.",
     "We are sorry. We can offer you a voucher for the kettle.",
     "No thanks, I don't want a voucher, I want my money back."),
    ("Der Wasserkocher ist kaputt, bitte erstatten Sie ihn.",
     "Das tut uns leid. Wir können Ihnen einen Gutschein für den Wasserkocher anbieten.",
     "Nein danke, keinen Gutschein, ich möchte mein Geld zurück."),
    ("La bouilloire est cassée, remboursez-la s'il vous plaît.",
     "Nous sommes désolés. Nous pouvons vous proposer un bon d'achat pour la bouilloire.",
     "Non merci, pas de bon d'achat, je veux un remboursement."),
])
def test_a_voucher_the_agent_offers_refused_for_the_money_stays_grounded(ask, offer, reply):
    allowed(3900, _paid(), ask, ("agent", offer), reply)


@pytest.mark.parametrize("text", [
    # a preference, and the money on the lesser side of the comparison: allowed before
    "The kettle is broken. I'd sooner have a new kettle than my money back.",
    "El hervidor está roto. Prefiero un hervidor nuevo antes que el reembolso.",
    "Il bollitore è rotto. Preferisco un bollitore nuovo piuttosto che il rimborso.",
    "Czajnik jest zepsuty. Wolę nowy czajnik niż zwrot pieniędzy.",
    "Fierbătorul e stricat. Aș prefera un fierbător nou decât banii înapoi.",
    "水壶坏了。我宁愿要一个新水壶，而不是退款。",
    # (read before, kept)
    "Der Wasserkocher ist kaputt. Ich hätte lieber einen neuen Wasserkocher als mein Geld zurück.",
    "De waterkoker is kapot. Ik heb liever een nieuwe waterkoker dan mijn geld terug.",
    "ケトルが壊れています。返金より新しいケトルの方がいいです。",
    "주전자가 고장났어요. 환불보다 새 주전자가 낫겠어요.",
])
def test_money_ranked_below_another_remedy_is_declined(text):
    not_allowed(3900, _paid(), text)


@pytest.mark.parametrize("text", [
    # the money on the better side, or "que" starting the clause that asks it
    "The kettle is broken. I'd rather have my money back than a new kettle.",
    "Der Wasserkocher ist kaputt. Ich hätte lieber mein Geld zurück als einen neuen.",
    "La bouilloire est cassée. Je préfère que vous me remboursiez.",
    "El hervidor está roto. Prefiero que me devuelvan el dinero.",
    "Il bollitore è rotto. Preferisco che mi rimborsiate.",
    "ケトルが壊れています。交換より返金の方がいいです。",
    "Czajnik jest zepsuty. Wolę zwrot pieniędzy niż nowy czajnik.",
])
def test_money_ranked_above_another_remedy_is_asked(text):
    allowed(3900, _paid(), text)
