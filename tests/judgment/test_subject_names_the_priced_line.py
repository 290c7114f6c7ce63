"""A ticket's subject read as an item not on the payment where it names the line (issue 39, the
eighteenth round). The subject's words count against a payment whose titles are in the
customer's language ("Trasig vattenkokare" of a toaster and an egg cooker); three forms of
subject name no other item though no title holds their words:

- a kind of the family of the line's kind ("shoes" of a winter-boot line);
- what the subject says of its thing, after it, in small letters ("the shoes too small"); the
  parcel said lost or gone ("the parcel is gone");
- a question word ("Where is my parcel?"), and Korean and Japanese shipping "charged twice"
  with the charge's noun after it.

A kind said of the one line whose title is a brand and a model only ("Zapatillas" of a "Zephyr
Run 3", a figure its price) is left asked: the item may as well be another shop's.

Written in our own words from the forms, not from any corpus's ticket. Beside each, the unsafe
twin stays with a person: a kind of another family, the item said bought in another shop, a
thing the subject names that no line is."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order, shown

# -- a kind of the family of the priced line's kind ------------------------------------------

_BOOTS = {
    "de": (("Winterstiefel Leder Schwarz 43", 1, 8990), ("Einlegesohlen Wolle 43", 1, 1490)),
    "sv": (("Vinterstövlar Läder Svart 43", 1, 8990), ("Innersulor Ull 43", 1, 1490)),
    "nb": (("Vinterstøvler Skinn Svart 43", 1, 8990), ("Innleggssåler Ull 43", 1, 1490)),
    "fi": (("Talvisaappaat Nahka Musta 43", 1, 8990), ("Lämpöpohjalliset Villa 43", 1, 1490)),
    "nl": (("Winterlaarzen Leer Zwart 43", 1, 8990), ("Inlegzolen Wol 43", 1, 1490)),
    "pl": (("Kozaki zimowe skórzane czarne 43", 1, 8990), ("Wkładki wełniane do butów 43", 1, 1490)),
}

_SHOES = {
    "de": ("Schuhe zu klein", "Die Schuhe waren leider zu klein, ich habe sie zurückgeschickt. "
                              "Bitte erstatten Sie mir die 89,90 €."),
    "sv": ("Skorna för små", "Skorna var för små, jag har skickat tillbaka dem. Jag vill ha "
                             "tillbaka 89,90 €."),
    "nb": ("Skoene for små", "Skoene var for små, jeg har sendt dem tilbake. Jeg vil ha "
                             "tilbake 89,90 €."),
    "fi": ("Kengät liian pienet", "Kengät olivat liian pienet, palautin ne. Hyvittäkää "
                                  "89,90 € kiitos."),
    "nl": ("Schoenen te klein", "De schoenen waren te klein, ik heb ze teruggestuurd. Graag "
                                "89,90 € terug."),
    "pl": ("Buty za małe", "Buty były za małe, odesłałam je. Proszę o zwrot 89,90 €."),
}

_JACKET = {
    "de": ("Jacke zu klein", "Die Jacke war leider zu klein, ich habe sie zurückgeschickt. "
                             "Bitte erstatten Sie mir die 89,90 €."),
    "sv": ("Jackan för liten", "Jackan var för liten, jag har skickat tillbaka den. Jag vill "
                               "ha tillbaka 89,90 €."),
    "nb": ("Jakken for liten", "Jakken var for liten, jeg har sendt den tilbake. Jeg vil ha "
                               "tilbake 89,90 €."),
    "fi": ("Takki liian pieni", "Takki oli liian pieni, palautin sen. Hyvittäkää 89,90 € "
                                "kiitos."),
    "nl": ("Jas te klein", "De jas was te klein, ik heb hem teruggestuurd. Graag 89,90 € "
                           "terug."),
    "pl": ("Kurtka za mała", "Kurtka była za mała, odesłałam ją. Proszę o zwrot 89,90 €."),
}


@pytest.mark.parametrize("lang", sorted(_SHOES))
def test_a_kind_of_the_line_s_family_names_the_line(lang):
    subject, text = _SHOES[lang]
    found = judged(8990, order(*_BOOTS[lang], currency="eur"), text, subject=subject)
    assert found.verdict == "allow", shown(found, (text,), subject)


@pytest.mark.parametrize("lang", sorted(_JACKET))
def test_a_kind_of_another_family_is_still_another_item(lang):
    subject, text = _JACKET[lang]
    found = judged(8990, order(*_BOOTS[lang], currency="eur"), text, subject=subject)
    assert found.verdict != "allow" and codes(found)[0] == "item_not_on_payment", \
        shown(found, (text,), subject)


# -- a kind said of the one line titled by a brand and a model: a figure alone, left asked ----
# (the kind no title says may be that line; it may as well be another shop's, said or not)

_MODEL = {
    "es": (("Zephyr Run 3 - Blanco / Negro - EU 38", 1, 8995), ("Calcetines tobilleros pack 3", 1, 999)),
    "sv": (("Zephyr Run 3 - Vit / Svart - 38", 1, 8995), ("Strumpor ankelhöga 3-pack", 1, 999)),
    "fi": (("Zephyr Run 3 - Valkoinen / Musta - 38", 1, 8995), ("Nilkkasukat 3 paria", 1, 999)),
    "it": (("Zephyr Run 3 - Bianco / Nero - 38", 1, 8995), ("Calzini alla caviglia confezione da 3", 1, 999)),
}

_NOT_SENT = {
    "es": ("Zapatillas", "Las zapatillas se rompieron a la semana. Quiero mis 89,95 €."),
    "sv": ("Skorna", "Skorna gick sönder efter en vecka. Jag vill ha mina 89,95 € tillbaka."),
    "fi": ("Kengät", "Kengät hajosivat viikossa. Haluan 89,95 € takaisin."),
    "it": ("Scarpe", "Le scarpe si sono rotte dopo una settimana. Voglio i miei 89,95 €."),
}

# sent back, but to another shop, where they were bought
_OTHER_SHOP = {
    "es": ("Zapatillas", "Las zapatillas las compré en otra tienda y se las devolví a ellos. "
                         "Quiero 89,95 €."),
    "sv": ("Skorna", "Skorna köpte jag i en annan butik och skickade tillbaka dem dit. Jag vill "
                     "ha 89,95 €."),
    "it": ("Scarpe", "Le scarpe le ho comprate in un altro negozio e le ho rispedite a loro. "
                     "Voglio 89,95 €."),
}


@pytest.mark.parametrize("lang", sorted(_NOT_SENT))
def test_a_kind_of_a_line_titled_by_no_kind_stays_with_a_person(lang):
    subject, text = _NOT_SENT[lang]
    found = judged(8995, order(*_MODEL[lang], currency="eur"), text, subject=subject)
    assert found.verdict != "allow", shown(found, (text,), subject)


@pytest.mark.parametrize("lang", sorted(_OTHER_SHOP))
def test_the_kind_bought_in_another_shop_stays_with_a_person(lang):
    subject, text = _OTHER_SHOP[lang]
    found = judged(8995, order(*_MODEL[lang], currency="eur"), text, subject=subject)
    assert found.verdict != "allow", shown(found, (text,), subject)


# -- what a subject says of its thing; a question word; shipping charged twice --------------

_HOME = {
    "nb": (("Nattlampe Måne til barnerommet", 1, 39900), ("Sengesett til barn 100x140 stjerner", 2, 29900)),
    "da": (("Natlampe Måne til børneværelset", 1, 39900), ("Sengesæt til børn 100x140 stjerner", 2, 29900)),
    "sv": (("Nattlampa Måne till barnrummet", 1, 39900), ("Bäddset för barn 100x140 stjärnor", 2, 29900)),
    "fi": (("Yövalo Kuu lastenhuoneeseen", 1, 39900), ("Lasten pussilakanasetti 100x140 tähdet", 2, 29900)),
    "de": (("Nachtlicht Mond für das Kinderzimmer", 1, 39900), ("Bettwäsche für Kinder 100x140 Sterne", 2, 29900)),
    "nl": (("Nachtlampje Maan voor de kinderkamer", 1, 39900),
           ("Dekbedovertrek voor kinderen 100x140 sterren", 2, 29900)),
    "pl": (("Lampka nocna Księżyc do pokoju dziecka", 1, 39900), ("Pościel dla dzieci 100x140 gwiazdki", 2, 29900)),
}

_GONE = {
    "nb": ("Pakken er borte", "Posten sier at den ikke finnes. Jeg vil bare ha pengene tilbake."),
    "da": ("Pakken forsvundet", "Posten siger at den ikke findes. Jeg vil bare have pengene tilbage."),
    "sv": ("Paketet borta", "Posten hittar det inte. Jag vill bara ha pengarna "
                                 "tillbaka."),
    "de": ("Paket verschwunden", "Die Post findet es nicht mehr. Ich möchte einfach mein "
                                "Geld zurück."),
}

_WHERE = {
    "nb": ("Hvor er pakken??", "Bestilte for tre uker siden og ingenting har kommet. Jeg vil bare "
                               "ha pengene tilbake."),
    "da": ("Hvor er min pakke?", "Jeg bestilte for tre uger siden og intet er kommet. Jeg vil have "
                                 "bare pengene tilbage."),
    "fi": ("Missä paketti?", "Tilasin kolme viikkoa sitten eikä mitään ole tullut. Haluan vain "
                             "rahat takaisin."),
    "de": ("Warum ist mein Paket nicht da?", "Ich habe vor drei Wochen bestellt und nichts ist gekommen. "
                                     "Ich möchte einfach mein Geld zurück."),
    "nl": ("Waarom is mijn pakket er niet?", "Ik heb drie weken geleden besteld en er is niets gekomen. "
                                       "Ik wil gewoon mijn geld terug."),
    "pl": ("Gdzie jest paczka?", "Zamówiłam trzy tygodnie temu i nic nie przyszło. Chcę po "
                                 "prostu zwrotu pieniędzy."),
}

# a thing the subject names that no line is, asked where it is: still another item
_WHERE_OTHER = {
    "nb": ("Hvor er vannkokeren?", "Bestilte for tre uker siden og ingenting har kommet. Jeg vil "
                                   "ha bare pengene tilbake."),
    "da": ("Hvor er elkedlen?", "Jeg bestilte for tre uger siden og intet er kommet. Jeg vil have "
                                "bare pengene tilbage."),
    "de": ("Wann kommt mein Wasserkocher?", "Ich habe vor drei Wochen bestellt und nichts ist "
                                            "gekommen. Ich möchte einfach mein Geld zurück."),
    "nl": ("Waar blijft mijn waterkoker?", "Ik heb drie weken geleden besteld en er is niets "
                                           "gekomen. Ik wil gewoon mijn geld terug."),
}


@pytest.mark.parametrize("lang", sorted(_GONE))
def test_what_a_subject_says_of_the_parcel_is_no_item(lang):
    subject, text = _GONE[lang]
    found = judged(None, order(*_HOME[lang], currency="eur"), text, subject=subject)
    assert found.verdict == "allow", shown(found, (text,), subject)


@pytest.mark.parametrize("lang", sorted(_WHERE))
def test_a_question_word_in_a_subject_is_no_item(lang):
    subject, text = _WHERE[lang]
    found = judged(None, order(*_HOME[lang], currency="eur"), text, subject=subject)
    assert found.verdict == "allow", shown(found, (text,), subject)


@pytest.mark.parametrize("lang", sorted(_WHERE_OTHER))
def test_a_thing_no_line_is_asked_where_it_is_stays_another_item(lang):
    subject, text = _WHERE_OTHER[lang]
    found = judged(None, order(*_HOME[lang], currency="eur"), text, subject=subject)
    assert found.verdict != "allow" and codes(found)[0] == "item_not_on_payment", \
        shown(found, (text,), subject)


_CREAMS = (("그린티 세럼 80ml", 2, 27000), ("독도 토너 200ml", 1, 15000))
_CREAMS_JA = (("グリーンティー セラム 80ml", 2, 2700), ("ドクド トナー 200ml", 1, 1500))


@pytest.mark.parametrize(("subject", "text", "paid", "amount"), [
    ("배송비 이중 청구", "주문은 한 번 했는데 배송비가 6,000원 나왔어요. 원래 3,000원이에요. 추가 3,000원 "
                     "돌려주세요.", order(*_CREAMS, ship=6000, currency="krw"), 3000),
    ("送料が二重に請求されました", "一回しか注文していないのに送料が600円でした。本来は300円です。"
                          "多い300円を返金してください。", order(*_CREAMS_JA, ship=600, currency="jpy"), 300),
])
def test_shipping_charged_twice_with_the_charge_s_noun_is_no_item(subject, text, paid, amount):
    found = judged(amount, paid, text, subject=subject)
    assert found.verdict == "allow", shown(found, (text,), subject)
