"""An item the customer names by a designation of its own that the line's designation of the
same sort contradicts (issue 39): a model's name and number in capitals right after the brand
("my Coros APEX 2" where the watch paid is a "Coros Pace 3"), a short model code right after
the brand ("the Dreame L8" of a "Dreame D9" line), a proper name (with its version) joined to
the kind word ("Unikko-muki", "Triac 4.0 poles") where the title carries a proper name of its
own in that slot ("Siirtolapuutarha Mug", "Quantum Two Ski Poles"), a capacity said of the item
in a later sentence ("it's the small 20 oz one" of a "Tumbler 30oz" line). The customer speaks
of another item of the family; a refund of the line's price is of something they did not name.

The twins stay allowed: the line's own designation (in another spelling too: "PACE 3", "D9"),
the item named partially ("my Coros", "the Dreame robot", "Quantum-stavene"), a designation
where the title carries none of that sort ("Triac 4.0 poles" of plain "Swix Ski Poles"), and a
capacity that is no item's ("20 oz of coffee"). Written in our own words, not a corpus's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _asked(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", \
        (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _allowed(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


# --- a model's name and number in capitals right after the brand -------------------------------

def _watch():
    return order(("Coros Pace 3 GPS watch - Black", 1, 24900), ("Coros nylon strap 22 mm", 1, 2900))


_APEX = [
    "My Coros APEX 2 watch only lasts two days on a charge, it should be two weeks. I want a refund.",
    "Meine Coros APEX 2 Uhr hält nur zwei Tage mit einer Ladung. Ich möchte mein Geld zurück.",
    "Ma montre Coros APEX 2 ne tient que deux jours par charge. Je veux être remboursé.",
    "Mi reloj Coros APEX 2 solo aguanta dos días con una carga. Quiero un reembolso.",
    "Il mio orologio Coros APEX 2 dura solo due giorni con una carica. Voglio il rimborso.",
    "Mijn Coros APEX 2 horloge houdt het maar twee dagen vol. Ik wil mijn geld terug.",
    "Mój zegarek Coros APEX 2 trzyma tylko dwa dni na baterii. Proszę o zwrot pieniędzy.",
    "O meu relógio Coros APEX 2 só dura dois dias com uma carga. Quero o reembolso.",
    "Min Coros APEX 2 klocka håller bara två dagar på en laddning. Jag vill ha pengarna tillbaka.",
    "Mit Coros APEX 2 ur holder kun to dage på en opladning. Jeg vil have pengene tilbage.",
    "Min Coros APEX 2 klokke varer bare to dager på en lading. Jeg vil ha pengene tilbake.",
    "Coros APEX 2 -kelloni kestää vain kaksi päivää yhdellä latauksella. Haluan rahani takaisin.",
    "Coros APEX 2 saatim tek şarjla sadece iki gün gidiyor. Paramı iade edin.",
    "Ceasul meu Coros APEX 2 ține doar două zile cu o încărcare. Vreau banii înapoi.",
    "ساعتي Coros APEX 2 تدوم يومين فقط بشحنة واحدة. أريد استرداد المبلغ.",
    "Coros APEX 2の時計が一回の充電で二日しか持ちません。返金してください。",
    "Coros APEX 2 시계가 한 번 충전으로 이틀밖에 안 갑니다. 환불해 주세요.",
    "我的Coros APEX 2 手表充满电两天就没电了。请给我退款。",
]


@pytest.mark.parametrize("text", _APEX)
def test_another_model_in_capitals_after_the_brand_is_another_item(text):
    _asked(24900, _watch(), text)


@pytest.mark.parametrize("text", [
    "My Coros Pace 3 watch only lasts two days on a charge. I want a refund.",
    "My Coros PACE 3 watch only lasts two days on a charge. I want a refund.",
    "My Coros watch only lasts two days on a charge. I want a refund.",
    "Meine Coros Pace3 Uhr hält nur zwei Tage mit einer Ladung. Ich möchte mein Geld zurück.",
    "Mój zegarek Coros PACE 3 trzyma tylko dwa dni na baterii. Proszę o zwrot pieniędzy.",
    "Min Pace-klokke varer bare to dager på en lading. Jeg vil ha pengene tilbake.",
    "Coros PACE 3の時計が一回の充電で二日しか持ちません。返金してください。",
])
def test_the_line_s_own_model_or_the_brand_alone_stays_grounded(text):
    _allowed(24900, _watch(), text)


def test_a_size_system_after_the_brand_is_no_model():
    paid = order(("Nike Pegasus 40 running shoes", 1, 12900))
    _allowed(12900, paid, "My Nike US 10 running shoes split at the sole after a week. Refund please.")


# --- a short model code right after the brand ------------------------------------------------

def _vacuum():
    return order(("Dreame D9 Robot vacuum - White", 1, 29900), ("Dreame side brushes (4 pack)", 1, 1990))


_L8 = [
    "My Dreame L8 stopped charging after a month. Please refund me.",
    "Mein Dreame L8 lädt nach einem Monat nicht mehr. Bitte erstatten Sie mir das Geld.",
    "Mon Dreame L8 ne charge plus après un mois. Remboursez-moi s'il vous plaît.",
    "Mi Dreame L8 dejó de cargar al mes. Quiero un reembolso.",
    "Il mio Dreame L8 non si ricarica più dopo un mese. Voglio il rimborso.",
    "Mijn Dreame L8 laadt na een maand niet meer op. Ik wil mijn geld terug.",
    "Mój Dreame L8 przestał się ładować po miesiącu. Proszę o zwrot.",
    "O meu Dreame L8 deixou de carregar ao fim de um mês. Quero o reembolso.",
    "Min Dreame L8 slutade ladda efter en månad. Jag vill ha pengarna tillbaka.",
    "Min Dreame L8 holdt op med at lade efter en måned. Jeg vil have pengene tilbage.",
    "Min Dreame L8 sluttet å lade etter en måned. Jeg vil ha pengene tilbake.",
    "Dreame L8 lakkasi latautumasta kuukauden jälkeen. Haluan rahat takaisin.",
    "Dreame L8 robotum bir ay sonra şarj olmuyor. Paramı iade edin.",
    "Dreame L8 al meu nu se mai încarcă după o lună. Vreau banii înapoi.",
    "جهاز Dreame L8 توقف عن الشحن بعد شهر. أريد استرداد المبلغ.",
    "Dreame L8が一か月で充電できなくなりました。返金してください。",
    "Dreame L8 로봇이 한 달 만에 충전이 안 됩니다. 환불해 주세요.",
    "我的Dreame L8 用了一个月就充不上电了。请退款。",
]


@pytest.mark.parametrize("text", _L8)
def test_another_short_code_after_the_brand_is_another_item(text):
    _asked(29900, _vacuum(), text)


@pytest.mark.parametrize("text", [
    "My Dreame D9 stopped charging after a month. Please refund me.",
    "My Dreame robot vacuum stopped charging after a month. Please refund me.",
    "Mój Dreame D9 przestał się ładować po miesiącu. Proszę o zwrot.",
    "Dreame D9が一か月で充電できなくなりました。返金してください。",
    "Il mio robot Dreame non si ricarica più dopo un mese. Voglio il rimborso.",
])
def test_the_line_s_own_code_or_the_brand_alone_stays_grounded(text):
    _allowed(29900, _vacuum(), text)


# --- a proper name joined to the kind word, against the title's own -------------------------

def _mugs():
    return order(("Marimekko Siirtolapuutarha Mug 2,5dl", 1, 2500), ("Marimekko Oiva Plate 20cm", 2, 2700))


def _plain_mug():
    return order(("Marimekko Mug 2,5dl", 1, 2500), ("Marimekko Oiva Plate 20cm", 2, 2700))


_UNIKKO = [
    "Hei, Unikko-muki halkesi astianpesukoneessa. Hyvittäkää 25 €.",
    "Hej, min Unikko-mugg sprack i diskmaskinen. Jag vill ha 25 € tillbaka.",
    "Hei, Unikko-koppen min sprakk i oppvaskmaskinen. Jeg vil ha 25 € tilbake.",
    "Hej, mit Unikko-krus revnede i opvaskemaskinen. Jeg vil have 25 € tilbage.",
    "Hoi, mijn Unikko-mok is gebarsten in de vaatwasser. Ik wil 25 € terug.",
]


@pytest.mark.parametrize("text", _UNIKKO)
def test_a_pattern_name_the_title_does_not_carry_is_another_item(text):
    _asked(2500, _mugs(), text)


@pytest.mark.parametrize("text", [
    "Hei, Siirtolapuutarha-muki halkesi astianpesukoneessa. Hyvittäkää 25 €.",
    "Hei, Marimekko-muki halkesi astianpesukoneessa. Hyvittäkää 25 €.",
    "Hej, min Marimekko-mugg sprack i diskmaskinen. Jag vill ha 25 € tillbaka.",
    "Hoi, mijn Siirtolapuutarha-mok is gebarsten in de vaatwasser. Ik wil 25 € terug.",
    "Die Kaffee-Tasse ist in der Spülmaschine gesprungen. Ich will 25 € zurück.",
])
def test_the_title_s_own_name_or_brand_joined_to_the_kind_stays_grounded(text):
    _allowed(2500, _mugs(), text)


@pytest.mark.parametrize("text", _UNIKKO)
def test_a_name_where_the_title_carries_none_of_its_sort_stays_grounded(text):
    _allowed(2500, _plain_mug(), text)


def _poles(title="Ski Poles"):
    return order((f"Swix Quantum Two {title} - 160 cm", 1, 199900), ("Swix Universal Glider 60 g", 1, 14900))


def _plain_poles(title="Ski Poles"):
    return order((f"Swix {title} - 160 cm", 1, 199900), ("Swix Universal Glider 60 g", 1, 14900))


_TRIAC = [
    ("Ski Poles", "My Triac 4.0 poles snapped yesterday above the basket. I want my money back."),
    ("Skistaver", "Mine Triac 4.0-stavene knakk i går rett over trinsa. Jeg vil ha pengene tilbake."),
    ("Skistaver", "Mina Triac 4.0-stavar gick av i går ovanför trissan. Jag vill ha pengarna tillbaka."),
    ("Skistaver", "Mine Triac 4.0-stave knækkede i går over kurven. Jeg vil have pengene tilbage."),
    ("Bastoncini da sci", "I miei bastoncini Triac 4.0 si sono spezzati ieri sopra la rotella. Rivoglio i soldi."),
]


@pytest.mark.parametrize("title,text", _TRIAC)
def test_a_named_version_the_title_does_not_carry_is_another_item(title, text):
    _asked(199900, _poles(title), text)


@pytest.mark.parametrize("title,text", [
    ("Ski Poles", "My Quantum Two poles snapped yesterday above the basket. I want my money back."),
    ("Skistaver", "Quantum-stavene knakk i går rett over trinsa. Jeg vil ha pengene tilbake."),
    ("Skistaver", "Swix-stavene mine knakk i går rett over trinsa. Jeg vil ha pengene tilbake."),
    ("Ski Poles", "My ski poles snapped yesterday above the basket. I want my money back."),
    ("Bastoncini da sci", "I miei bastoncini Quantum si sono spezzati ieri sopra la rotella. Rivoglio i soldi."),
])
def test_the_title_s_own_name_or_the_kind_alone_stays_grounded(title, text):
    _allowed(199900, _poles(title), text)


@pytest.mark.parametrize("title,text", _TRIAC)
def test_a_version_where_the_title_carries_no_name_stays_grounded(title, text):
    _allowed(199900, _plain_poles(title), text)


# --- a capacity said of the item in a later sentence -----------------------------------------

def _tumblers():
    return order(("Stanley Quencher H2.0 Tumbler 40oz - Rose", 1, 4500),
                 ("Stanley IceFlow Flip Straw Tumbler 30oz - Charcoal", 1, 4000))


_SMALL = [
    "My flip straw tumbler leaks all over my bag. It's the small 20 oz one. Can I get a refund?",
    "Mein Flip Straw Becher läuft in der Tasche aus. Es ist der kleine mit 20 oz. Ich möchte eine Erstattung.",
    "Mon gobelet Flip Straw fuit dans mon sac. C'est le petit de 20 oz. Je veux un remboursement.",
    "Mi vaso Flip Straw gotea en el bolso. Es el pequeño de 20 oz. Quiero un reembolso.",
    "Il mio bicchiere Flip Straw perde nella borsa. È quello piccolo da 20 oz. Voglio un rimborso.",
    "Mijn Flip Straw beker lekt in mijn tas. Het is de kleine van 20 oz. Ik wil mijn geld terug.",
    "Min Flip Straw mugg läcker i väskan. Det är den lilla på 20 oz. Jag vill ha pengarna tillbaka.",
    "Min Flip Straw kopp lekker i sekken. Det er den lille på 20 oz. Jeg vil ha pengene tilbake.",
]


@pytest.mark.parametrize("text", _SMALL)
def test_another_capacity_said_of_the_item_later_is_another_item(text):
    _asked(4000, _tumblers(), text)


@pytest.mark.parametrize("text", [
    "My flip straw tumbler leaks all over my bag. It's the 30 oz one. Can I get a refund?",
    "My flip straw tumbler leaks all over my bag. It's the 30oz Charcoal one. Can I get a refund?",
    "My flip straw tumbler leaks all over my bag. There were only 10 oz of coffee in it. Can I get a refund?",
    "Mon gobelet Flip Straw fuit dans mon sac. Il n'y avait que 10 oz de café dedans. Je veux un remboursement.",
    "My flip straw tumbler leaks all over my bag. Can I get a refund?",
])
def test_the_line_s_own_capacity_or_a_quantity_stays_grounded(text):
    _allowed(4000, _tumblers(), text)


@pytest.mark.parametrize("paid,amount,text", [
    # the title's own designation in another spelling
    (order(("Amazfit GTR 4 smartwatch - Black", 1, 19900)), 19900,
     "My Amazfit GTR4 smartwatch stopped charging after a week. I want my money back."),
    (order(("Stanley Quencher H2.0 FlowState Tumbler 40oz - Rose", 1, 4500)), 4500,
     "My Stanley Quencher H2.0 tumbler leaks from the lid. I want a refund."),
    (order(("Stanley Quencher H2.0 FlowState Tumbler 40oz - Rose", 1, 4500)), 4500,
     "My Quencher leaks from the lid. It's the 40 oz one. I want a refund."),
    # a capitalised first word of a sentence joined to the kind is no designation
    (order(("Marimekko Siirtolapuutarha Mug 2,5dl", 1, 2500)), 2500,
     "Kahvi-muki halkesi astianpesukoneessa. Hyvittäkää 25 €."),
    (order(("Marimekko Siirtolapuutarha Mugg 2,5dl", 1, 2500)), 2500,
     "Te-muggen sprack i diskmaskinen. Jag vill ha 25 € tillbaka."),
])
def test_the_line_s_own_designation_in_another_spelling_stays_grounded(paid, amount, text):
    _allowed(amount, paid, text)
