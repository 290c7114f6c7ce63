"""An item the customer identifies by a model code, or a camel-cased model's name, of the sort a
line's title carries but another (issue 39, ``item_not_on_payment``): the line is a pair of
"Sonora HT-2200XB1" earbuds and the customer writes of "my HT-3100XB2", beside the kind or
alone in a later message answering "which model?"; the line is a "Lumina BrightSmile 4300"
toothbrush and they write "it is a GentleSmile 9000". They speak of another model of the
family, bought elsewhere; a refund of the line's price is of something they did not name.

The twins stay allowed: the line's own code or name (with or without its hyphen, in any case),
the code shortened, an order's number or a voucher's code of another sort, the other model said
beside the line's own, and a code that is another line's of this payment. Written in our own
words, not a corpus's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _asked(amount, paid, *said):
    found = judged(amount, paid, *said)
    assert found.verdict == "ask" and "item_not_on_payment" in codes(found), \
        (found.verdict, [(r.code, r.message) for r in found.reasons], said)


def _allowed(amount, paid, *said):
    found = judged(amount, paid, *said)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], said)


def _earbuds():
    return order(("Sonora HT-2200XB1 Wireless Earbuds - Graphite", 1, 14999),
                 ("Silicone Sleeve for HT-2200XB1", 1, 1299))


def _brush():
    return order(("Lumina BrightSmile 4300 Electric Toothbrush", 1, 6999))


# --- another code of the line's sort, beside the line's brand and kind ----------------------------

_BESIDE = [
    "My HT-3100XB2 earbuds stopped charging after a month. I want my money back.",
    "Meine HT-3100XB2 Kopfhörer laden nach einem Monat nicht mehr. Ich möchte mein Geld zurück.",
    "Mes écouteurs HT-3100XB2 ne chargent plus après un mois. Je veux être remboursé.",
    "Mis auriculares HT-3100XB2 dejaron de cargar al mes. Quiero un reembolso.",
    "I miei auricolari HT-3100XB2 non si caricano più dopo un mese. Voglio il rimborso.",
    "Os meus auriculares HT-3100XB2 deixaram de carregar após um mês. Quero o reembolso.",
    "Mijn HT-3100XB2 oordopjes laden na een maand niet meer op. Ik wil mijn geld terug.",
    "Moje słuchawki HT-3100XB2 przestały się ładować po miesiącu. Proszę o zwrot pieniędzy.",
    "Căștile mele HT-3100XB2 nu se mai încarcă după o lună. Vreau banii înapoi.",
    "Mina HT-3100XB2 hörlurar slutade ladda efter en månad. Jag vill ha pengarna tillbaka.",
    "Mine HT-3100XB2 høretelefoner holdt op med at lade efter en måned. Jeg vil have pengene tilbage.",
    "Mine HT-3100XB2 øretelefoner sluttet å lade etter en måned. Jeg vil ha pengene tilbake.",
    "HT-3100XB2-kuulokkeet lakkasivat latautumasta kuukaudessa. Haluan rahani takaisin.",
    "HT-3100XB2 kulaklığım bir ay sonra şarj olmuyor. Paramı iade edin.",
    "سماعاتي HT-3100XB2 توقفت عن الشحن بعد شهر. أريد استرداد المبلغ.",
    "HT-3100XB2のイヤホンが一か月で充電できなくなりました。返金してください。",
    "HT-3100XB2 이어폰이 한 달 만에 충전이 안 됩니다. 환불해 주세요.",
    "我的HT-3100XB2耳机一个月后就充不了电了。请给我退款。",
]


@pytest.mark.parametrize("text", _BESIDE)
def test_another_code_of_the_line_s_sort_is_another_item(text):
    _asked(14999, _earbuds(), text)


@pytest.mark.parametrize("text", [t.replace("HT-3100XB2", "HT-2200XB1") for t in _BESIDE]
                         + [t.replace("HT-3100XB2", "ht2200xb1") for t in _BESIDE[:6]])
def test_the_line_s_own_code_in_every_language_stays_grounded(text):
    _allowed(14999, _earbuds(), text)


# --- the model told in a later message, answering which it is ---------------------------------------

_LATER = [
    ("My Sonora earbuds stopped charging after a month. I want my money back.",
     "Which model is it?", "It's the HT-3100XB2."),
    ("Meine Sonora Kopfhörer laden nicht mehr. Ich möchte mein Geld zurück.",
     "Welches Modell ist es?", "Es ist das HT-3100XB2."),
    ("Mes écouteurs Sonora ne chargent plus. Je veux être remboursé.",
     "Quel modèle est-ce ?", "C'est le HT-3100XB2."),
    ("Mis auriculares Sonora ya no cargan. Quiero un reembolso.",
     "¿Qué modelo es?", "Es el HT-3100XB2."),
    ("I miei auricolari Sonora non si caricano più. Voglio il rimborso.",
     "Quale modello è?", "È il HT-3100XB2."),
    ("Os meus auriculares Sonora não carregam. Quero o reembolso.",
     "Qual é o modelo?", "É o HT-3100XB2."),
    ("Mijn Sonora oordopjes laden niet meer op. Ik wil mijn geld terug.",
     "Welk model is het?", "Het is de HT-3100XB2."),
    ("Moje słuchawki Sonora nie ładują się. Proszę o zwrot pieniędzy.",
     "Jaki to model?", "To jest HT-3100XB2."),
    ("Căștile mele Sonora nu se mai încarcă. Vreau banii înapoi.",
     "Ce model este?", "Este HT-3100XB2."),
    ("Mina Sonora hörlurar laddar inte längre. Jag vill ha pengarna tillbaka.",
     "Vilken modell är det?", "Det är HT-3100XB2."),
    ("Mine Sonora høretelefoner lader ikke mere. Jeg vil have pengene tilbage.",
     "Hvilken model er det?", "Det er HT-3100XB2."),
    ("Mine Sonora ørepropper lader ikke lenger. Jeg vil ha pengene tilbake.",
     "Hvilken modell er det?", "Det er HT-3100XB2."),
    ("Sonora-kuulokkeeni eivät lataudu enää. Haluan rahani takaisin.",
     "Mikä malli se on?", "Se on HT-3100XB2."),
    ("Sonora kulaklığım artık şarj olmuyor. Paramı iade edin.",
     "Hangi model?", "HT-3100XB2 modeli."),
    ("سماعات Sonora الخاصة بي لم تعد تشحن. أريد استرداد المبلغ.",
     "ما هو الطراز؟", "إنها HT-3100XB2."),
    ("Sonoraのイヤホンが充電できなくなりました。返金してください。",
     "どのモデルでしょうか？", "HT-3100XB2です。"),
    ("Sonora 이어폰이 충전이 안 됩니다. 환불해 주세요.",
     "어떤 모델인가요?", "HT-3100XB2입니다."),
    ("我的Sonora耳机充不了电了。请给我退款。",
     "是哪个型号？", "是HT-3100XB2。"),
]


@pytest.mark.parametrize("first, question, answer", _LATER)
def test_another_code_told_in_a_later_message_is_another_item(first, question, answer):
    _asked(14999, _earbuds(), first, ("agent", question), answer)


@pytest.mark.parametrize("first, question, answer",
                         [(a, q, r.replace("HT-3100XB2", "HT-2200XB1")) for a, q, r in _LATER])
def test_the_line_s_own_code_told_later_stays_grounded(first, question, answer):
    _allowed(14999, _earbuds(), first, ("agent", question), answer)


@pytest.mark.parametrize("first, question, answer", _LATER)
def test_the_line_named_by_its_kind_alone_stays_grounded(first, question, answer):
    _allowed(14999, _earbuds(), first)


# --- a camel-cased model's name of the line's family ------------------------------------------------

_CAMEL = [
    "My GentleSmile 9000 toothbrush no longer charges. Please refund me.",
    "Meine GentleSmile 9000 Zahnbürste lädt nicht mehr. Bitte erstatten Sie mir das Geld.",
    "Ma brosse à dents GentleSmile 9000 ne charge plus. Remboursez-moi, s'il vous plaît.",
    "Mi cepillo GentleSmile 9000 ya no carga. Quiero un reembolso.",
    "Il mio spazzolino GentleSmile 9000 non si carica più. Voglio il rimborso.",
    "A minha escova GentleSmile 9000 já não carrega. Quero o reembolso.",
    "Mijn GentleSmile 9000 tandenborstel laadt niet meer op. Graag mijn geld terug.",
    "Moja szczoteczka GentleSmile 9000 już się nie ładuje. Proszę o zwrot pieniędzy.",
    "Periuța mea GentleSmile 9000 nu se mai încarcă. Vreau banii înapoi.",
    "Min tandborste GentleSmile 9000 laddar inte längre. Jag vill ha pengarna tillbaka.",
    "Min tandbørste GentleSmile 9000 lader ikke mere. Jeg vil have pengene tilbage.",
    "Tannbørsten min GentleSmile 9000 lader ikke lenger. Jeg vil ha pengene tilbake.",
    "GentleSmile 9000 -hammasharjani ei enää lataudu. Haluan rahani takaisin.",
    "GentleSmile 9000 diş fırçam artık şarj olmuyor. Paramı iade edin.",
    "فرشاة أسناني GentleSmile 9000 لم تعد تشحن. أريد استرداد المبلغ.",
    "GentleSmile 9000の歯ブラシが充電できなくなりました。返金してください。",
    "GentleSmile 9000 칫솔이 더 이상 충전되지 않습니다. 환불해 주세요.",
    "我的GentleSmile 9000牙刷充不了电了。请给我退款。",
]


@pytest.mark.parametrize("text", _CAMEL)
def test_another_camel_cased_name_of_the_line_s_family_is_another_item(text):
    _asked(6999, _brush(), text)


@pytest.mark.parametrize("text", [t.replace("GentleSmile 9000", "BrightSmile 4300") for t in _CAMEL]
                         + [t.replace("GentleSmile 9000", "brightsmile") for t in _CAMEL[:4]])
def test_the_line_s_own_name_in_every_language_stays_grounded(text):
    _allowed(6999, _brush(), text)


# --- codes and names of no model of the line's ---------------------------------------------------

@pytest.mark.parametrize("text", [
    # the code shortened, or its number alone
    "My Sonora earbuds stopped charging. It's the XB1. I want my money back.",
    # an order's number, a voucher's code, a size with its unit: of other sorts
    "My Sonora earbuds stopped charging, order AB-58211. I want my money back.",
    "My Sonora earbuds stopped charging, I used the code SPRING2024. I want my money back.",
    "My Sonora earbuds stopped charging, the 500mAh case too. I want my money back.",
    # the other model said beside the line's own: the two told apart
    "My old HT-3100XB2 still works, but the HT-2200XB1 earbuds stopped charging. Refund please.",
    # the sleeve's code is this payment's
    "The earbuds I bought with the sleeve for HT-2200XB1 stopped charging. Refund please.",
])
def test_codes_of_no_other_model_stay_grounded(text):
    _allowed(14999, _earbuds(), text)


def test_a_camel_cased_name_of_another_family_stays_grounded():
    # (a name that ends otherwise is no model of the line's family: "PowerBank" of a toothbrush)
    _allowed(6999, _brush(), "My BrightSmile toothbrush and its TravelCase: the brush "
                             "no longer charges. Please refund me.")
