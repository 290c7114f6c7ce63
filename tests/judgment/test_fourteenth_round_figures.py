"""A figure the customer writes that is a line's price, beside words the reading took for an
item not on the payment (issue 39, the fourteenth round): a book's binding in its title
("(inbunden)", "(kovakantinen)", "(tapa dura)") says the line is a book, so "the book" names it;
a subject that says the refund is still waited for ("Refund pending", "Reembolso pendiente",
"Ausstehende Erstattung") names no item. Written in our own words from the form, not from any
corpus's ticket; each case was asked before it was built. The contrast stays asked: a book
complained of where the line at the figure is of another kind."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order

BOUND = [
    # (the line's title, its language's subject, the customer's words)
    ("Maja Lunde: Bina (inbunden)", "Boken har trasig rygg",
     "Boken jag fick har en trasig rygg och lösa blad. Jag har skickat tillbaka den och vill ha 189 kr tillbaka."),
    ("Tove Jansson: Muumipeikko (kovakantinen)", "Kirja rikki",
     "Kirjan selkä oli haljennut. Lähetin sen takaisin ja haluan 189 euroa takaisin."),
    ("Jo Nesbø: Snømannen (innbundet)", "Boka er skadet",
     "Boka kom med revnet rygg. Jeg har sendt den tilbake og vil ha 189 kroner tilbake."),
    ("Karen Blixen: Vinterfortællinger (indbundet)", "Bogen er beskadiget",
     "Bogen kom med flækket ryg. Jeg har sendt den retur og vil have 189 kr tilbage."),
    ("Carmen Laforet: Nada (tapa dura)", "Libro dañado",
     "El libro llegó con el lomo roto. Lo he devuelto y quiero que me devuelvan 189 euros."),
    ("Italo Calvino: Le città invisibili (copertina rigida)", "Libro rovinato",
     "Il libro è arrivato con la copertina strappata. L'ho rispedito e vorrei il rimborso di 189 euro."),
    ("Olga Tokarczuk: Bieguni (twarda oprawa)", "Książka uszkodzona",
     "Książka przyszła z rozdartym grzbietem. Odesłałam ją i proszę o zwrot 189 zł."),
]


@pytest.mark.parametrize("title,subject,text", BOUND)
def test_a_binding_in_the_title_names_a_book(title, subject, text):
    paid = order((title, 1, 18900), ("Leather bookmark", 1, 2500), ship=490)
    found = judged(18900, paid, text, subject=subject)
    assert found.verdict == "allow", codes(found)


def test_a_book_at_another_kind_s_price_stays_asked():
    paid = order(("Tove Jansson: Muumipeikko (kovakantinen)", 1, 2500), ("Muumimuki", 1, 18900))
    found = judged(18900, paid, "Kirjan selkä oli haljennut. Haluan 189 euroa takaisin.",
                   subject="Kirja rikki")
    assert found.verdict == "ask", codes(found)


PENDING = [
    ("Reembolso pendiente", "Lo devolví hace tres semanas dentro del plazo y aún no he visto los 64,90 €.",
     "Cafetera Brasa acero 6 tazas"),
    ("Ausstehende Erstattung", "Ich habe alles vor drei Wochen zurückgeschickt, die 64,90 € fehlen noch.",
     "Kaffeemühle Brasa Edelstahl"),
    ("Openstaande terugbetaling", "Ik heb alles drie weken geleden teruggestuurd en wacht nog op 64,90 €.",
     "Koffiemolen Brasa roestvrij staal"),
    ("Rimborso pendente", "Ho restituito tutto tre settimane fa e non ho ancora visto i 64,90 €.",
     "Macinacaffè Brasa acciaio inox"),
    ("Utestående återbetalning", "Jag skickade tillbaka allt för tre veckor sedan och har inte fått mina 649 kr.",
     "Kaffekvarn Brasa rostfri"),
]


@pytest.mark.parametrize("subject,text,title", PENDING)
def test_a_refund_said_pending_names_no_item(subject, text, title):
    amount = 64900 if "kr" in text else 6490
    paid = order((title, 1, amount))
    found = judged(amount, paid, text, subject=subject)
    assert found.verdict == "allow", codes(found)


GLUED = [
    # (currency, the line's price, the difference, the customer's words): numbers glued to
    # Chinese, Japanese or Korean words, no currency written
    ("cny", 45900, 6000, "上周买的电热水壶是459，今天看到降价成399了，麻烦把差价60退给我。"),
    ("cny", 45900, 6000, "我买电热水壶花了459，现在只卖399，请退差价。"),
    ("jpy", 4980, 500, "先週4980で買った電気ケトルが今日は4480になっていました。差額を返金してください。"),
    ("krw", 45900, 6000, "지난주 45900에 산 전기주전자가 오늘 39900이네요. 차액 환불해 주세요."),
]


@pytest.mark.parametrize("currency,price,difference,text", GLUED)
def test_a_difference_of_numbers_glued_to_words(currency, price, difference, text):
    paid = order(("Electric kettle 1.7L", 1, price), currency=currency)
    found = judged(difference, paid, text)
    assert found.verdict == "allow", codes(found)


def test_a_date_glued_to_words_is_no_price():
    paid = order(("Electric kettle 1.7L", 1, 45900), currency="cny")
    found = judged(1200, paid, "12月15日买的电热水壶，现在降价了，请退差价。")
    assert found.verdict == "ask", codes(found)


LACQUER = [
    "I'm sending everything back except the nail polish. Please refund the rest.",
    "Ich schicke alles zurück außer dem Nagellack. Bitte erstatten Sie den Rest.",
    "Jeg sender alt retur undtagen neglelakken. Refunder venligst resten.",
    "Skickar tillbaka allt utom nagellacket. Vill ha pengarna för resten.",
]


@pytest.mark.parametrize("text", LACQUER)
def test_a_nail_lacquer_is_the_nail_polish_kept(text):
    paid = order(("Essie Nail Lacquer - Ballet Slippers", 1, 1100), ("Hydrating Face Mist 100ml", 1, 1900),
                 ("Rosehip Face Oil 30ml", 1, 2400), ship=500)
    found = judged(4300, paid, text)
    assert found.verdict == "allow", codes(found)


TRAY = [
    "收到后发现茶壶和茶盘都有裂缝，杯子没事。请把茶壶和茶盘的钱退给我。",
    "茶盘裂了一条缝，茶壶的盖子也碎了，杯子没坏。茶壶和茶盘请退款。",
    "Il vassoio e la teiera sono arrivati crepati, le tazze vanno bene. Vorrei il rimborso di vassoio e teiera.",
]


@pytest.mark.parametrize("text", TRAY)
def test_a_tea_tray_named_and_a_thing_said_fine_kept(text):
    paid = order(("Cast Iron Teapot 800ml", 1, 15900), ("Walnut Tea Tray 30x20cm", 1, 8900),
                 ("Glass Tea Cups (set of 4)", 1, 4900), ship=800, currency="cny")
    found = judged(24800, paid, text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Le colis devait arriver en 24 h, il a mis une semaine. Je garde la lampe mais je veux"
    " qu'on me rende les frais de port.",
    "Livraison rapide payée, reçue six jours après. Je souhaite que vous me rendiez les frais d'envoi.",
])
def test_the_shipping_given_back_in_any_form_of_rendre(text):
    paid = order(("Lampe de chevet Nuvola", 1, 4900), ship=990, currency="eur")
    found = judged(990, paid, text)
    assert found.verdict == "allow", codes(found)
