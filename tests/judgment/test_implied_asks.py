"""Grounded refunds asked without the usual words (issue 39, the nineteenth round): a sum asked
"given back" with a verb of giving back and a bare figure; an overcharge stated as a fact, its
euro written "e" as Finnish writes it; goods already sent back, the line's title saying its
finish before its colour ("Matte Blue": no mat) or called by what it covers (cushions of a
cushion cover line, an Arabic dual); a figure ended by a currency's "kr." before the sentence
that keeps another line; a pronoun's "I keep it" that must not fall on the line the same comment
asks money for, and a sleeping bag that is no tent. Written in our own words from the forms,
not from any corpus's ticket; beside each, the unsafe twin that must stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


# 1. a sum given back, asked with a verb of giving back and a bare figure ("mi ridate 4,90?")
def _lamp():
    return order(("Lampada da scrivania LED", 1, 2490), ship=490, currency="eur")


_LATE = {
    "it": "Il pacco è arrivato una settimana dopo, e avevo pagato la consegna rapida.",
    "fr": "Le colis est arrivé une semaine après, et j'avais payé la livraison rapide.",
    "es": "El paquete llegó una semana después, y había pagado el envío rápido.",
    "ro": "Coletul a venit după o săptămână, deși plătisem livrarea rapidă.",
}


@pytest.mark.parametrize(("lang", "ask"), [
    ("it", "Mi ridate 4,90?"),
    ("it", "Mi rendete 4,90, per favore?"),
    ("it", "Potete ridarmi 4,90?"),
    ("it", "Me li ridate i 4,90?"),
    ("fr", "Vous me redonnez 4,90 ?"),
    ("es", "¿Me regresan 4,90?"),
    ("ro", "Îmi înapoiați 4,90?"),
])
def test_a_sum_given_back_is_asked(lang, ask):
    found = judged(490, _lamp(), f"{_LATE[lang]} {ask}")
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize(("lang", "ask"), [
    ("it", "Mi ridate 7,90?"),
    ("es", "¿Me regresan 7,90?"),
])
def test_a_sum_given_back_that_is_on_nothing_stays_asked(lang, ask):
    found = judged(790, _lamp(), f"{_LATE[lang]} {ask}")
    assert found.verdict == "ask", codes(found)


def test_the_whole_payment_on_a_sum_given_back_stays_asked():
    found = judged(2980, _lamp(), f"{_LATE['it']} Mi ridate 4,90?")
    assert found.verdict == "ask", codes(found)


# 2. an overcharge stated as a fact, the euro written "e" ("siis 5 e liikaa")
def _jacket():
    return order(("Halti takki", 1, 5490), currency="eur")


@pytest.mark.parametrize("text", [
    "Kaupassa hinta oli 49,90 €, mutta minulta veloitettiin 54,90 €. Siis 5 e liikaa.",
    "Hyllyn hinta 49,90 e, kortilta lähti 54,90 e. 5e liikaa.",
])
def test_an_overcharge_in_finnish_euros_asks_its_difference(text):
    found = judged(500, _jacket(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("amount", [1500, 5490])
def test_more_than_the_overcharge_stays_asked(amount):
    text = "Kaupassa hinta oli 49,90 €, mutta minulta veloitettiin 54,90 €. Siis 5 e liikaa."
    found = judged(amount, _jacket(), text)
    assert found.verdict == "ask", codes(found)


# 3. goods already sent back; the title says its finish before an English colour ("Matte Black")
def _helmet(helmet: str, lock: str):
    return order((helmet, 1, 69900), (lock, 1, 54900), currency="nok")


_SENT = [
    ("Uvex Kid 3 sykkelhjelm Matte Black", "Trelock ringlås", "Hjelmen var for stor. Har sendt den tilbake med posten."
     " Låsen beholder vi."),
    ("Uvex Kid 3 cykelhjälm Matte Black", "Trelock ringlås", "Hjälmen var för stor. Har skickat tillbaka den."
     " Låset behåller vi."),
    ("Uvex Kid 3 cykelhjelm Matte Black", "Trelock ringlås", "Hjelmen var for stor. Har sendt den tilbage."
     " Låsen beholder vi."),
    ("Uvex Kid 3 Fahrradhelm Matte Black", "Trelock Ringschloss", "Der Helm war zu groß. Ich habe ihn"
     " zurückgeschickt. Das Schloss behalten wir."),
    ("Uvex Kid 3 fietshelm Matte Black", "Trelock ringslot", "De helm was te groot. Ik heb hem teruggestuurd."
     " Het slot houden we."),
]


@pytest.mark.parametrize(("helmet", "lock", "text"), _SENT)
def test_a_helmet_sent_back_is_asked(helmet, lock, text):
    found = judged(69900, _helmet(helmet, lock), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize(("helmet", "lock", "text"), _SENT)
def test_the_lock_kept_stays_out(helmet, lock, text):
    found = judged(124800, _helmet(helmet, lock), text)
    assert found.verdict == "ask", codes(found)


def test_something_else_sent_back_stays_asked():
    found = judged(69900, _helmet(*_SENT[1][:2]), "Tröjan var för stor. Har skickat tillbaka den. Låset behåller vi.")
    assert found.verdict == "ask", codes(found)


def test_a_mat_stays_a_mat_in_norwegian():
    # ("matte grå": a grey mat, no finish)
    paid = order(("Gummi matte grå", 1, 29900), ("Skohylle", 1, 49900), currency="nok")
    found = judged(29900, paid, "Matten var skadet. Har sendt den tilbake. Skohylla beholder jeg.")
    assert found.verdict == "allow", codes(found)


# 3. the covers called by what they cover, an Arabic dual ("the two cushions" of a cushion cover line)
def _textiles():
    return order(("Linen Cushion Cover Beige 50x50", 2, 7900), ("Wool Throw Beige", 1, 24900),
                 ("Jute Rug Natural 120x180", 1, 59900), currency="sar")


@pytest.mark.parametrize("text", [
    "رجعت الوسادتين والبطانية لأن المقاس ما ناسب. السجادة خليتها عندي.",
    "رجعت المخدتين والبطانية. السجادة خليتها عندي.",
])
def test_covers_sent_back_are_asked(text):
    found = judged(40700, _textiles(), text)
    assert found.verdict == "allow", codes(found)


def test_the_rug_kept_stays_out_of_the_covers():
    found = judged(100600, _textiles(), "رجعت الوسادتين والبطانية لأن المقاس ما ناسب. السجادة خليتها عندي.")
    assert found.verdict == "ask", codes(found)


# 4. a sum's "kr." ends its sentence: it is not said of the line the next sentence keeps
def _brewer(brewer: str, coffee: str):
    return order((brewer, 1, 249000), (coffee, 1, 8900), currency="sek")


_KR = [
    ("Technivorm KB741 Black", "Zoégas Skånerost kaffebönor 450g",
     "Bryggaren läcker. Jag vill ha tillbaka mina 2 490 kr. Kaffebönorna behåller jag."),
    ("Technivorm KB741 Black", "Friele Frokost kaffe 500g", "Kaffetrakteren lekker. Jeg vil ha tilbake mine 2 490 kr."
     " Kaffen beholder jeg."),
]


@pytest.mark.parametrize(("brewer", "coffee", "text"), _KR)
def test_the_sum_before_a_kept_line_is_the_brewer_s(brewer, coffee, text):
    found = judged(249000, _brewer(brewer, coffee), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize(("brewer", "coffee", "text"), _KR)
def test_the_coffee_kept_stays_out(brewer, coffee, text):
    found = judged(257900, _brewer(brewer, coffee), text)
    assert found.verdict == "ask", codes(found)


def test_a_sum_on_nothing_before_the_kept_line_stays_asked():
    found = judged(299000, _brewer(*_KR[0][:2]), "Bryggaren läcker. Jag vill ha tillbaka mina 2 990 kr."
                   " Kaffebönorna behåller jag.")
    assert found.verdict == "ask", codes(found)


# 5. a pronoun's "I keep it" never falls on the line its comment asks money for; a sleeping
# bag is no tent
def _camp():
    return order(("Nordisk Halland 2 LW Tent Green", 1, 349900), ("Exped Ultra 3R", 1, 89900),
                 ("Mammut Relax Down Bag -7C", 1, 229900), currency="nok")


_THREAD = {
    "nb": ("Teltet lakk i sømmene.", "Nytt eller pengene tilbake?", "Hva med hodelykten, kan jeg returnere den også?",
           "Ja, innen 30 dager.", "Nei, den var grei, den beholder jeg. Pengene for teltet takk."),
    "en": ("The tent leaked at the seams.", "A new one or your money back?", "And the headlamp, can I return it too?",
           "Yes, within 30 days.", "No, it was fine, I'll keep it. Money for the tent please."),
}


@pytest.mark.parametrize("lang", sorted(_THREAD))
def test_a_pronoun_kept_is_not_the_line_asked(lang):
    first, offer, question, answer, last = _THREAD[lang]
    found = judged(349900, _camp(), first, ("agent", offer), question, ("agent", answer), last)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize(("bag", "kept"), [
    ("Hva med soveposen, kan jeg returnere den også?", "Nei, den var god, den beholder jeg. Pengene for teltet takk."),
    ("Och sovsäcken, kan jag returnera den också?", "Nej, den var bra, den behåller jag. Pengarna för tältet tack."),
])
def test_the_sleeping_bag_kept_is_not_the_tent(bag, kept):
    said = ("Teltet lakk.", ("agent", "Nytt eller pengene tilbake?"), bag, ("agent", "Ja."), kept)
    assert judged(349900, _camp(), *said).verdict == "allow"
    found = judged(579800, _camp(), *said)  # the sleeping bag kept, included: asked
    assert found.verdict == "ask", codes(found)
