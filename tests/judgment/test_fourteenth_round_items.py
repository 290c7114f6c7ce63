"""An item that is not on this payment although a line's price matches (issue 39, the
fourteenth round): the customer complains of another size of a line's product ("the 30 cm
skillet" where the skillet paid is 26 cm), of an item someone else bought (on their own order,
as a present) or one bought in another shop, at an airport's duty-free; the refund proposed is
of this payment's line of the same kind. Written in our own words from the class, not from any
corpus's ticket; each case of the form was allowed before it was built, and the contrasts (the
line's own size, a size that measures a fault, a wrong size sent, the customer's own purchase)
stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.test_grounding_forms import codes, judged, order

SKILLET = "Skillet Bratpfanne poêle sartén padella frigideira koekenpan stekpanna stegepande stekepanne " \
          "paistinpannu patelnia tigaie tava フライパン 프라이팬 煎锅 مقلاة"


def _skillet(size: str = "26 cm"):
    return order((f"Castelo {SKILLET} {size}", 1, 4500), ("Silicone spatula", 1, 900))


@pytest.mark.parametrize("text", [
    "The 30 cm skillet I bought from you two years ago is warped. I want my money back.",
    "Meine Castelo-Bratpfanne mit 30 cm hat sich verzogen. Ich möchte mein Geld zurück.",
    "Ma poêle Castelo de 30 cm est déformée. Je veux être remboursé.",
    "Mi sartén de 30 cm se ha deformado. Quiero un reembolso.",
    "La mia padella da 30 cm si è deformata. Voglio un rimborso.",
    "A minha frigideira de 30 cm ficou empenada. Quero o reembolso.",
    "Mijn koekenpan van 30 cm is krom getrokken. Graag mijn geld terug.",
    "Min 30 cm stekpanna har blivit skev. Jag vill ha pengarna tillbaka.",
    "Min 30 cm stegepande er blevet skæv. Jeg vil have pengene tilbage.",
    "Ostin 30 cm paistinpannun ja se on vääntynyt. Haluan rahat takaisin.",
    "Moja patelnia 30 cm się wypaczyła. Proszę o zwrot pieniędzy.",
    "30 cm tavam eğildi. Para iadesi istiyorum.",
    "30cmのフライパンが歪みました。返金してください。",
    "30cm 프라이팬이 휘었어요. 환불해 주세요.",
    "30厘米的煎锅变形了。请退款。",
])
def test_another_size_of_a_line_s_product_is_not_this_payment_s(text):
    found = judged(4500, _skillet(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    # the line's own size, a nickname of it, a description of it
    "The 26 cm skillet is warped after a week. I want my money back.",
    "Meine Bratpfanne mit 26 cm hat sich verzogen. Ich möchte mein Geld zurück.",
    "The Castelo skillet is warped after a week. I want my money back.",
    "The big skillet warped after a week, the base bulges 2 mm. I want my money back.",
    # a size that measures the fault, not the item
    "The skillet has a 3 cm scratch across the coating. I want my money back.",
    # a wrong size sent: the line's own size said beside it
    "I ordered the 26 cm skillet but a 30 cm skillet came. I want my money back.",
])
def test_the_line_s_own_size_or_none_stays_grounded(text):
    found = judged(4500, _skillet(), text)
    assert found.verdict == "allow", codes(found)


RADIO = ("Radio Radio radio radio radio radio radio radio radio radio radio radio radyo ラジオ 라디오 收音机 راديو")


def _radio():
    return order((f"Tivoli Model One {RADIO}, walnut", 1, 17900), ("Tivoli remote", 1, 2500))


@pytest.mark.parametrize("text", [
    "The radio my father-in-law ordered from you in the spring has started buzzing. Can I get the money back?",
    "Das Radio, das meine Schwiegermutter bei Ihnen bestellt hat, brummt. Ich hätte gern das Geld zurück.",
    "La radio que mon beau-père a commandée chez vous grésille. Je voudrais être remboursé.",
    "Mon oncle me l'a offerte l'an dernier, la radio grésille maintenant. Je voudrais être remboursé.",
    "La radio que compró mi suegro en vuestra tienda hace ruido. ¿Me devolvéis el dinero?",
    "La radio che mio suocero ha comprato da voi gracchia. Vorrei il rimborso.",
    "O rádio que o meu sogro comprou aqui começou a chiar. Podem devolver o dinheiro?",
    "De radio die mijn schoonvader bij jullie heeft besteld kraakt. Graag mijn geld terug.",
    "Radion som min svärfar beställde hos er brusar. Kan jag få pengarna tillbaka?",
    "Radioen som min svigerfar bestilte hos jer knitrer. Jeg vil gerne have pengene tilbage.",
    "Radioen som svigerfar min kjøpte hos dere skurrer. Kan jeg få pengene tilbake?",
    "Anoppini tilaama radio rätisee. Haluan rahat takaisin.",
    "Radio, które mój teść zamówił u was, trzeszczy. Proszę o zwrot pieniędzy.",
    "Radioul pe care socrul meu l-a cumpărat de la voi pârâie. Vreau banii înapoi.",
    "Kayınpederimin aldığı radyo cızırdıyor. Para iadesi istiyorum.",
    "義父が買ったラジオから雑音がします。返金してください。",
    "아버지가 산 라디오에서 잡음이 나요. 환불해 주세요.",
    "我爸爸在你们店买的收音机有杂音。请退款。",
    "الراديو اللي اشتراه أخي من عندكم فيه تشويش. أريد استرداد المال.",
    "I picked the radio up in the duty-free at Heathrow and it hums. Please refund it.",
])
def test_an_item_another_person_bought_is_not_this_payment_s(text):
    found = judged(17900, _radio(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    # the customer's own purchase, made for someone else
    "I bought the radio for my father-in-law and it buzzes. Can I get the money back?",
    "Ich habe das Radio für meine Schwiegermutter gekauft, es brummt. Ich hätte gern das Geld zurück.",
    "J'ai acheté la radio pour mon beau-père, elle grésille. Je voudrais être remboursé.",
    # another person ordering on the customer's own account
    "My husband ordered the radio on my account and it buzzes. Can I get the money back?",
    # someone else bought one too, given as the reason to send this one back
    "My brother already bought us a radio, so I'm returning this one. Please refund it.",
])
def test_the_customer_s_own_purchase_stays_grounded_too(text):
    found = judged(17900, _radio(), text)
    assert found.verdict == "allow", codes(found)


def _buds():
    return order(("Jabra Elite 8 Active Earbuds", 1, 17900), ("Charging cable USB-C", 1, 1500))


@pytest.mark.parametrize("text", [
    "The Jabras I bought a year ago broke at the headband. Refund please.",
    "My Jabra over-ears have a cracked hinge. I'd like my money back.",
    "Mein Jabra Over-Ear-Kopfhörer knackt am Kopfbügel. Ich will mein Geld zurück.",
    "Mon casque Jabra grésille à gauche. Je veux être remboursée.",
    "Mijn Jabra koptelefoon kraakt. Graag mijn geld terug.",
    "Jabraのヘッドホンが片方聞こえません。返金してください。",
    "자브라 헤드폰 한쪽이 안 들려요. 환불해 주세요.",
])
def test_another_variety_of_a_line_s_kind_is_not_this_payment_s(text):
    found = judged(17900, _buds(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Jabra earbuds lost their left channel. Refund please.",
    "Mes écouteurs Jabra grésillent à gauche. Je veux être remboursée.",
    "Jabraのイヤホンが片方聞こえません。返金してください。",
    "The Jabras lost their left channel, I want a refund.",
])
def test_the_line_s_own_variety_or_none_stays_grounded(text):
    found = judged(17900, _buds(), text)
    assert found.verdict == "allow", codes(found)


def _dryer():
    return order(("Rowenta Pro hair dryer 2100 W", 1, 8900),)


@pytest.mark.parametrize("text", [
    "My Rowenta straightener stopped heating. Refund please.",
    "Mein Rowenta-Glätteisen heizt nicht mehr. Bitte erstatten Sie mir das Geld.",
    "Il mio arricciacapelli Rowenta non scalda più. Voglio il rimborso.",
    "Mi plancha de pelo Rowenta ya no calienta. Quiero un reembolso.",
])
def test_a_straightener_is_not_the_hair_dryer_paid_for(text):
    found = judged(8900, _dryer(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_the_hair_dryer_named_stays_grounded():
    found = judged(8900, _dryer(), "My Rowenta hair dryer stopped heating. Refund please.")
    assert found.verdict == "allow", codes(found)
