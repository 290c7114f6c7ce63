"""Money asked in plain words (docs/RELIABILITY.md, the grounded side): the customer asks for the
money itself, not for "a refund": a word for money (the money, its price, the cost) as the object
of a verb of wanting or giving ("give me the money for the three", "dați-mi banii", "parasını
istiyorum", "أعطوني ثمنها"), in either word order, a clitic glued on; "not new ones, just the
money"; all the money asked ("o dinheiro todo", "all my money") asks everything; a cancelled
order "found cheaper elsewhere" asks its money back (the cheaper price is why, nothing is
withdrawn). Written in our own words from the class's definition, never from a ticket.

Contrasts that stay with a person: the money declined ("I don't want the money, send new
ones"), store credit wanted instead, the ask withdrawn in a later comment, a complaint that asks
nothing."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

GLASS = ("Tumbler glass Glas verre vaso bicchiere copo glas glass lasi szklanka pahar bardak "
         "グラス 유리잔 玻璃杯 كوب")


def _glasses():
    return order((GLASS, 8, 1500), ("Coasters", 1, 900))


# three of eight glasses chipped; the money for the three asked in plain words
FOR_THE_UNITS = [
    "Three of the eight glasses came chipped. No new ones please, just give me the money for the three.",
    "Three of the eight glasses came chipped. I'd like the money for those three, not replacements.",
    "Drei der acht Gläser kamen angeschlagen an. Geben Sie mir bitte das Geld für die drei.",
    "Trois des huit verres sont arrivés ébréchés. Donnez-moi l'argent des trois, pas de nouveaux.",
    "Tres de los ocho vasos llegaron desportillados. Denme el dinero de los tres, por favor.",
    "Tre degli otto bicchieri sono arrivati scheggiati. Datemi i soldi dei tre, per favore.",
    "Três dos oito copos chegaram lascados. Quero o dinheiro dos três, por favor.",
    "Drie van de acht glazen kwamen beschadigd aan. Ik wil het geld voor die drie.",
    "Tre av de åtta glasen kom kantstötta. Inga nya tack, ge mig pengarna för de tre.",
    "Tre af de otte glas kom med skår. Giv mig pengene for de tre, tak.",
    "Tre av de åtte glassene kom med skår. Gi meg pengene for de tre, takk.",
    "Kolme kahdeksasta lasista tuli lohjenneina. Haluan rahat niistä kolmesta.",
    "Trzy z ośmiu szklanek przyszły wyszczerbione. Oddajcie mi pieniądze za te trzy.",
    "Trei din cele opt pahare au venit ciobite. Dați-mi banii pentru cele trei.",
    "Sekiz bardaktan üçü kırık geldi. O üçünün parasını istiyorum.",
    "Sekiz bardaktan üçü kırık geldi. Üçünün parasını geri verin, yenisini istemiyorum.",
    "Sekiz bardaktan üçü kırık geldi. Üçünün parasını iade edin, değişim istemiyorum.",
    "グラス8個のうち3個が欠けていました。3個分のお金をください。",
    "유리잔 8개 중 3개가 깨져서 왔어요. 3개 값을 주세요.",
    "8个玻璃杯里有3个有缺口。请把3个杯子的钱给我。",
]


@pytest.mark.parametrize("said", FOR_THE_UNITS)
def test_the_money_for_some_units_asked_in_plain_words_is_allowed(said):
    allowed(4500, _glasses(), said)


LAMP = "Desk lamp Lampe lampe lámpara lampada candeeiro lamp lampa lamppu ランプ 램프 台灯 مصباح"


def _lamp_and_bulbs():
    return order((LAMP, 1, 5600), ("Bulbs", 1, 1200))


# the lamp came broken; its price asked with a verb of giving
ITS_PRICE = [
    "The lamp arrived broken. Please give me back its price.",
    "La lampe est arrivée cassée. Rendez-moi le prix de la lampe.",
    "La lampada è arrivata rotta. Restituitemi il prezzo della lampada.",
    "Lampa przyszła zepsuta. Oddajcie mi kwotę za lampę.",
    "Lampa a venit spartă. Îmi returnați contravaloarea lămpii?",
    "وصل المصباح مكسور، أعطوني قيمته.",
    "台灯到的时候坏了，请把台灯的钱给我。",
]


@pytest.mark.parametrize("said", ITS_PRICE)
def test_a_lines_price_asked_with_a_verb_of_giving_is_allowed(said):
    allowed(5600, _lamp_and_bulbs(), said)


# the money declined, another remedy wanted: never an ask for money
DECLINED = [
    "Three of the eight glasses came chipped. I don't want the money, send me three new ones.",
    "Drei der acht Gläser kamen angeschlagen an. Ich will kein Geld, schicken Sie drei neue.",
    "Tre av de åtta glasen kom kantstötta. Jag vill inte ha pengarna, skicka tre nya.",
    "Trei din cele opt pahare au venit ciobite. Nu vreau banii, trimiteți-mi altele trei.",
    "Sekiz bardaktan üçü kırık geldi. Parasını istemiyorum, yenisini gönderin.",
    "Three of the eight glasses came chipped. Keep the money, I'd like store credit for the three.",
    "Three of the eight glasses came chipped. I'd like the money for the three as store credit.",
    "Drei der acht Gläser kamen angeschlagen an. Geben Sie mir das Geld für die drei als Gutschein.",
    "Tres de los ocho vasos llegaron desportillados. Quiero el dinero de los tres en un vale.",
    "Trei din cele opt pahare au venit ciobite. Nu vreau banii înapoi, doar altele noi.",
    "グラス8個のうち3個が欠けていました。お金はいらないので、新しいのを送ってください。",
    "8个玻璃杯里有3个有缺口。我不要钱，请给我换新的。",
    "من اصل ٨ اكواب وصلت ٣ مكسورة. ما ابي فلوس، ابي بدالها.",
]


@pytest.mark.parametrize("said", DECLINED)
def test_the_money_declined_is_not_allowed(said):
    not_allowed(4500, _glasses(), said)


def test_a_complaint_that_asks_nothing_is_not_allowed():
    not_allowed(4500, _glasses(), "Three of the eight glasses came chipped, the box was crushed.")


def test_the_money_asked_then_withdrawn_is_not_allowed():
    not_allowed(4500, _glasses(), "Three of the eight glasses came chipped. Give me the money for the three.",
                "Never mind, sorry: they were only dusty, nothing is chipped after all.")


def _parcel():
    return order(("Cookbook", 1, 3200), ("Bookmark", 1, 600), ship=400)


# nothing came; all the money asked, the book bought elsewhere meanwhile
ALL_THE_MONEY = [
    "Nothing ever arrived. I want all my money back, I already bought the cookbook in a shop.",
    "Nunca chegou nada. Quero o dinheiro todo de volta, já comprei o cookbook numa loja.",
    "No ha llegado nada. Quiero todo mi dinero, ya compré el cookbook en una tienda.",
    "Nic nie dotarło. Chcę wszystkie pieniądze z powrotem, cookbook kupiłem już w sklepie.",
]


@pytest.mark.parametrize("said", ALL_THE_MONEY)
def test_all_the_money_asked_asks_everything(said):
    allowed(None, _parcel(), said)


def _shoes():
    return order(("Trail Shoes", 1, 8900), ("Insoles", 1, 1500))


# the order cancelled, the goods found cheaper elsewhere: the cheaper price is why
CANCELLED_CHEAPER = [
    "Hi, can you cancel my order? Found it cheaper elsewhere, sorry.",
    "Hej, kan ni avbeställa min order? Hittade den billigare i en annan butik.",
    "Hej, kan I annullere min ordre? Har fundet dem billigere et andet sted.",
    "Hei, kan dere kansellere ordren min? Fant den billigere et annet sted.",
]


@pytest.mark.parametrize("said", CANCELLED_CHEAPER)
def test_an_order_cancelled_as_found_cheaper_asks_its_money(said):
    allowed(None, _shoes(), said)


def test_danish_fifty_in_words_is_no_half():
    # "halvtreds" (fifty) and its kin are numbers, not "half"
    allowed(45000, order(("Rucksack", 1, 45000)),
            "Jeg har sendt rygsækken retur. Jeg vil gerne have mine firehundrede og halvtreds kroner tilbage.")
