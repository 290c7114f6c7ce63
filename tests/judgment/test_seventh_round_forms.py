"""The seventh round's forms (fresh corpora O and P, docs/RELIABILITY.md): each written here in
our own words, in two languages or more where the form applies, judged as the refund step
judges it. Each failed on the rules before its change."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order


# ----- a line praised in a word of everyday speech is kept ---------------------------------------
@pytest.mark.parametrize("text", [
    "Der Deckel der Dose ist gerissen, ich will mein Geld zurück. Die Thermoskanne ist top.",
    "Locket på burken har spruckit, jag vill ha pengarna tillbaka. Termosen är toppen.",
    "Het deksel van de bus is gescheurd, ik wil mijn geld terug. De thermoskan is top.",
    "Låget på dåsen er revnet, jeg vil have pengene tilbage. Termokanden er super.",
])
def test_a_line_said_to_be_top_is_kept(text):
    paid = order(("Thermoskanne Termos Termokande Thermoskan", 1, 2500), ("Socks", 1, 900))
    asked(2500, paid, text)


# ----- a line named only in a colour it is not is another item of its kind ----------------------
@pytest.mark.parametrize("text", [
    "The yellow raincoat I bought in spring has a torn seam. I want my money back.",
    "La chaqueta amarilla que compré en primavera tiene una costura rota. Quiero mi dinero.",
    "Min gula regnjacka från i våras har en trasig söm. Jag vill ha pengarna tillbaka.",
    "A capa de chuva amarela que comprei na primavera rasgou. Quero o reembolso.",
    "春に買った黄色のレインコートの縫い目が裂けました。返金をお願いします。",
    "我春天买的黄色雨衣开线了，请退款。",
])
def test_a_line_named_only_in_another_colour_is_not_this_payment_s(text):
    paid = order(("Raincoat Chaqueta Regnjacka Capa de chuva レインコート 雨衣 - Green", 1, 8900),
                 ("Umbrella", 1, 1500))
    asked(8900, paid, text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "The green raincoat has a torn seam. I want my money back.",
    "La chaqueta verde tiene una costura rota. Quiero mi dinero.",
    "Den gröna regnjackan har en trasig söm. Jag vill ha pengarna tillbaka.",
    "緑色のレインコートの縫い目が裂けました。返金をお願いします。",
    # a colour near the line's ("the navy one" of a blue line) and a word that only starts
    # like a colour ("grand": no inflected "grå") say nothing against it
    "Le grand imperméable a une couture déchirée, je veux être remboursée.",
])
def test_a_line_named_in_its_own_colour_or_none_is_still_grounded(text):
    paid = order(("Raincoat Chaqueta Regnjacka Imperméable レインコート - Green", 1, 8900),
                 ("Umbrella", 1, 1500))
    allowed(8900, paid, text)


def test_a_wrong_colour_delivered_beside_the_line_s_own_colour_is_still_grounded():
    paid = order(("Linen Dress - Blue", 1, 6000), ("Belt", 1, 900))
    text = "I ordered the blue dress but a red dress came. I want my money back for it."
    allowed(6000, paid, text)


# ----- it works again: the complaint is withdrawn ------------------------------------------------
@pytest.mark.parametrize("first, later", [
    ("La batidora no arranca. Quiero que me devuelvan el dinero.",
     "Era el enchufe, ya funciona sin problema. Me la quedo, gracias."),
    ("A batedeira não liga. Quero meu dinheiro de volta.",
     "Troquei a tomada e agora funcionou! Podem desconsiderar o pedido."),
    ("Der Mixer startet nicht. Ich möchte mein Geld zurück.",
     "Nach dem Reset läuft er wieder tadellos. Danke!"),
    ("Le mixeur ne démarre plus. Je veux être remboursé.",
     "C'était la prise, il remarche parfaitement maintenant."),
    ("De mixer start niet. Ik wil mijn geld terug.",
     "Het was de stekker, hij doet het weer. Sorry!"),
])
def test_it_working_again_withdraws_the_refund(first, later):
    paid = order(("Batidora Batedeira Mixer Mixeur", 1, 7900), ("Jug", 1, 1200))
    asked(7900, paid, first, later)
    allowed(7900, paid, first)


@pytest.mark.parametrize("later", [
    "Era el cable suelto y lo hemos arreglado. Nos la quedamos.",
    "Mi hijo la ha arreglado. Me la quedo, perdonen las molestias.",
])
def test_keeping_it_said_with_its_pronoun_keeps_the_one_line(later):
    paid = order(("Batidora de vaso", 1, 7900))
    asked(7900, paid, "La batidora no arranca. Quiero que me devuelvan el dinero.", later)


# ----- declines: a repair wished in the subjunctive, no need to give money back -------------------
@pytest.mark.parametrize("text", [
    "Aspiratorul face zgomot. Nu vreau să-l returnez, doar să vină cineva să-l repare.",
    "Aspiratorul s-a oprit. Nu-l returnez, aș vrea să mi-l repare service-ul vostru.",
    "Pölynimurin kansi murtui. Rahaa ei tarvitse palauttaa, lähettäkää uusi tilalle.",
    "Pölynimuri lakkasi toimimasta. Rahoja ei tarvitse palauttaa, toinen tilalle riittää.",
])
def test_a_repair_or_a_new_one_wished_declines_the_money(text):
    paid = order(("Aspirator Pölynimuri", 1, 45900), ("Filter", 1, 1900))
    asked(45900, paid, text)


# ----- a particle is no compound title's head ----------------------------------------------------
@pytest.mark.parametrize("text", [
    "Einer der beiden Hocker hat schon einen Riss. Bitte erstatten.",
    "Einer der beiden Hocker wackelt leider. Bitte erstatten.",
    "Einer der beiden Hocker ist halt kaputt. Bitte erstatten.",
])
def test_a_particle_names_no_line_whose_title_ends_in_it(text):
    # "schon" is no "Bezugschoner", "leider" no "Kleider", "halt" no "Becherhalter": the count
    # binds to the stools alone
    paid = order(("Barhocker Eiche", 2, 8900), ("Bezugschoner Kleider Becherhalter", 2, 1500))
    asked(17800, paid, text)
    allowed(8900, paid, text)


# ----- a model code of the line's shape but another is another item ------------------------------
@pytest.mark.parametrize("text", [
    "My Lumix G85 camera from last year no longer turns on. I want my money back.",
    "Aparatul Lumix G85 luat anul trecut nu mai pornește. Vreau banii înapoi.",
    "Die Lumix G85 vom letzten Jahr geht nicht mehr an. Ich will mein Geld zurück.",
])
def test_a_line_named_with_another_model_code_is_not_this_payment_s(text):
    paid = order(("Panasonic Lumix G80 Body", 1, 59900), ("Lens cap", 1, 900))
    asked(59900, paid, text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "My Lumix G80 no longer turns on. I want my money back.",
    "Die Lumix 128GB geht nicht mehr an. Ich will mein Geld zurück.",
])
def test_a_line_named_with_its_own_code_or_a_size_is_still_grounded(text):
    paid = order(("Panasonic Lumix G80 Body 64GB", 1, 59900), ("Lens cap", 1, 900))
    allowed(59900, paid, text)


# ----- innocent words: an obligation of the customer's own is no claim on agents -----------------
@pytest.mark.parametrize("text", [
    "De lamp knippert rood en volgens de handleiding moet ik dan de klantenservice bellen. "
    "Ik wil mijn geld terug voor de lamp.",
    "Die Lampe blinkt rot, laut Anleitung muss ich dann den Kundenservice kontaktieren. "
    "Ich möchte mein Geld für die Lampe zurück.",
    "The lamp blinks red and the manual says I must contact customer service then. "
    "I want a refund for the lamp.",
])
def test_an_obligation_of_the_customer_s_own_directs_no_agent(text):
    paid = order(("Lamp Lampe", 1, 4500), ("Bulb", 1, 500))
    allowed(4500, paid, text)


# ----- money asked as "give me the money", and "completely" is no "whole" ------------------------
@pytest.mark.parametrize("text", [
    "Două din cele patru căni au venit ciobite. Celelalte două sunt ok. Puteți să-mi dați banii pe cele două?",
    "Două din cele patru căni au venit ciobite, restul sunt bune. Ne dați banii pe cele două?",
])
def test_give_me_the_money_asks_a_refund(text):
    paid = order(("Cană ceramică", 4, 3500), ("Farfurie", 1, 4000))
    allowed(7000, paid, text)


@pytest.mark.parametrize("text", [
    "Den ena lådan med koppar var helt krossad. Kan ni betala tillbaka för den lådan?",
    "Den ene kasse med kopper var helt knust. Kan dere betale tilbake for den kassen?",
    "Den ene kasse med kopper var helt smadret. Kan I betale tilbage for den kasse?",
])
def test_completely_broken_keeps_nothing(text):
    paid = order(("Koppar Kopper 6-pack", 2, 30000), ("Fat", 1, 12000))
    allowed(30000, paid, text)


# ----- a crack is a complaint (fi): a keep word beside it does not keep the line -----------------
@pytest.mark.parametrize("text", [
    "Annoin väärän numeron, oikea on 4411 – lampun jalka on haljennut. Haluan rahat takaisin lampusta.",
    "Annoin väärän numeron, oikea on 4411 – lampun jalka katkesi heti. Haluan rahat takaisin lampusta.",
])
def test_a_cracked_line_beside_a_keep_word_is_not_kept(text):
    paid = order(("Lamppu Valkoinen", 1, 8900), ("Johto", 1, 1500))
    allowed(8900, paid, text)


# ----- an Arabic feminine dual counts two ---------------------------------------------------------
@pytest.mark.parametrize("text, lines", [
    ("من أصل ٦ علب شاي وصلت علبتان مكسورتان. أريد استرجاع قيمة العلبتين والباقي سليم.",
     (("شاي أخضر - علبة", 6, 2500), ("إبريق", 1, 9000))),
    ("وصلت الزجاجتان مكسورتين من أصل أربع. أبي فلوس الزجاجتين والباقي تمام.",
     (("زيت زيتون - زجاجة", 4, 4000), ("فستان", 1, 9000))),
])
def test_an_arabic_dual_counts_two_units_of_its_line(text, lines):
    paid = order(*lines)
    allowed(2 * lines[0][2], paid, text)
    asked(lines[0][1] * lines[0][2], paid, text)


@pytest.mark.parametrize("text", [
    "The enamel of my blue Kessler pot is chipping inside. I want a refund.",
    "L'émail de ma cocotte Kessler bleue s'écaille à l'intérieur. Je veux être remboursée.",
])
def test_a_shop_s_shade_is_the_line_s_colour_against_another_named(text):
    paid = order(("Kessler Pot Cocotte 24 cm - Volcanique", 1, 17900), ("Spatula", 1, 990))
    asked(17900, paid, text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "The green raincoat has a torn seam. I want my money back.",
    "Die grüne Regenjacke hat eine gerissene Naht. Ich will mein Geld zurück.",
])
def test_a_blue_green_shade_called_green_is_the_line_s_own(text):
    paid = order(("Raincoat Regenjacke - Teal", 1, 8900), ("Umbrella", 1, 1500))
    allowed(8900, paid, text)


@pytest.mark.parametrize("text", [
    "You sent me a red raincoat, but I ordered green. I want my money back.",
    "Ihr habt mir eine rote Regenjacke geschickt, bestellt hatte ich grün. Ich will mein Geld zurück.",
])
def test_a_wrong_colour_sent_beside_the_one_ordered_is_still_this_line(text):
    paid = order(("Raincoat Regenjacke - Green", 1, 8900), ("Umbrella", 1, 1500))
    allowed(8900, paid, text)
