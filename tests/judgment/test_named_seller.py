"""An item bought at a seller the customer names, or at a kind of store, not this shop
(``sellers``, ``tables.sellers``): "the kettle I bought at <Name> leaks", "bei <Name> gekauft",
"<Name>'dan aldığım", "ostin sen <Name>sta", "<Name>에서 샀는데", "war vom Elektromarkt", while a
kettle is on this payment too. A customer names whatever chain is local, so the names here are
made up: the form is the structure (a verb of buying, a place-of-purchase marker, a name), never
a list. Written in our own words from the form, not from any corpus's ticket; each case was
allowed before it was built. The contrasts stay allowed: bought from you, on your site, in your
app; a price, a feast, a month after "at"; a brand of the line's title; the shop's own name, as
its agent signs; another seller's item likened to this order's, which is complained of."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore jarro waterkoker vattenkokare elkedel vannkoker "
          "vedenkeitin czajnik fierbător su ısıtıcısı ケトル 주전자 水壶 غلاية")


def _paid(brand: str = ""):
    return order(((f"{brand} " if brand else "") + KETTLE, 1, 3900), ("Tea towels", 1, 1200))


ELSEWHERE = [
    "The kettle I bought at Brimleys last month leaks. Please refund it.",
    "Den Wasserkocher habe ich bei Brimley gekauft, er ist undicht. Ich möchte mein Geld zurück.",
    "Der Wasserkocher war vom Elektromarkt, er ist kaputt. Ich möchte mein Geld zurück.",
    "La bouilloire que j'ai achetée chez Brimley fuit. Remboursez-moi.",
    "El hervidor lo compré en Brimley y gotea. Quiero un reembolso.",
    "Il bollitore l'ho comprato da Brimley e perde acqua. Voglio un rimborso.",
    "Comprei o jarro na Brimley e ele não funciona. Quero o meu dinheiro de volta.",
    "De waterkoker heb ik bij Brimley gekocht en hij lekt. Graag mijn geld terug.",
    "Vattenkokaren köpte jag på Brimley och den läcker. Jag vill ha pengarna tillbaka.",
    "Elkedlen købte jeg hos Brimley, og den lækker. Jeg vil have pengene tilbage.",
    "Vannkokeren kjøpte jeg på Brimley, og den lekker. Jeg vil ha pengene tilbake.",
    "Vedenkeitin vuotaa. Ostin sen Brimleystä. Haluan rahat takaisin.",
    "Czajnik kupiłem w Brimleyu i przecieka. Proszę o zwrot pieniędzy.",
    "Fierbătorul l-am cumpărat de la Brimley și este stricat. Vreau banii înapoi.",
    "Brimley'den aldığım su ısıtıcısı bozuldu. Para iadesi istiyorum.",
    "الغلاية اللي اشتريتها من بريملي معطلة. أريد استرداد المال.",
    "주전자는 한빛상회에서 샀는데 고장났어요. 환불해 주세요.",
    "ケトルはミドリヤで買ったのですが、壊れています。返金してください。",
    "水壶是在星河买的，坏了。请退款。",
]


@pytest.mark.parametrize("text", ELSEWHERE, ids=[f"named-{n}" for n in range(len(ELSEWHERE))])
def test_an_item_bought_at_a_named_seller_is_not_this_payment_s(text):
    asked(3900, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("comments", [
    ("The kettle I bought from you last month leaks. Please refund it.",),
    ("I bought the kettle at Christmas and it already leaks. Please refund it.",),
    ("I bought the kettle at 39.00 and it already leaks. Please refund it.",),
    ("Den Wasserkocher habe ich bei Ihnen gekauft, er ist undicht. Ich möchte mein Geld zurück.",),
    ("Sitenizden aldığım su ısıtıcısı bozuldu. Para iadesi istiyorum.",),
    ("Vedenkeitin vuotaa. Ostin sen teiltä. Haluan rahat takaisin.",),
    ("주전자는 홈페이지에서 샀는데 고장났어요. 환불해 주세요.",),
    ("水壶是在你们店买的，坏了。请退款。",),
    ("الغلاية اللي اشتريتها من موقعكم معطلة. أريد استرداد المال.",),
    # another seller's item likened, this order's complained of
    ("I bought a kettle at Brimleys years ago and it never leaked, but this one leaks. Please refund it.",),
    # the shop's own name, as its agent signs
    ("The kettle leaks.", ("agent", "Sorry to hear that! Kind regards, Brimley Home support"),
     "Yes, the kettle I bought at Brimley Home. Please refund it."),
])
def test_this_shop_s_kettle_stays_grounded(comments):
    allowed(3900, _paid(), *comments)


@pytest.mark.parametrize("text", [
    "I ordered the kettle from Kessler and it leaks. Please refund it.",
    "Vedenkeitin vuotaa. Ostin sen Kessleriltä. Haluan rahat takaisin.",
])
def test_a_brand_of_the_line_is_no_other_seller(text):
    allowed(3900, _paid("Kessler"), text)


PROTECTOR = ("Screen protector Displayschutz protector de pantalla 보호필름", 1, 1990)
STAND_IN = [
    ("The phone case cracked. Please refund.", "I got the case at Brimleys actually. Just refund the screen "
                                               "protector at least."),
    ("Die Handyhülle ist gerissen. Bitte erstatten.", "Die Hülle habe ich bei Brimley gekauft. Erstatten Sie "
                                                      "wenigstens den Displayschutz."),
    ("La funda se rompió. Quiero un reembolso.", "La funda la compré en Brimley. Devuélvanme al menos el "
                                                 "protector de pantalla."),
    ("케이스가 깨졌어요. 환불해 주세요.", "케이스는 한빛상회에서 샀어요. 그냥 보호필름 금액이라도 환불해 주세요."),
]


@pytest.mark.parametrize("complaint, answer", STAND_IN, ids=[f"in-place-{n}" for n in range(len(STAND_IN))])
def test_a_line_asked_at_least_in_the_place_of_an_item_bought_elsewhere(complaint, answer):
    asked(1990, order(PROTECTOR), complaint, ("agent", "This order only holds a screen protector."), answer,
          reason="item_not_on_payment")


@pytest.mark.parametrize("comments", [
    ("The screen protector cracked on day one. Please at least refund the screen protector.",),
    ("Die Handyhülle habe ich bei Brimley gekauft, die ist super. Der Displayschutz ist gerissen, erstatten Sie "
     "wenigstens den.",),
])
def test_the_line_itself_asked_at_least_stays_grounded(comments):
    allowed(1990, order(PROTECTOR), *comments)


PERFUME = ("Noir Bois EDT 100ml", 1, 42000)


@pytest.mark.parametrize("text", [
    "العطر اللي اشتريته من فرعكم في المول ريحته تطير بسرعة، شكله مو أصلي. سعره ٤٢٠ ريال. أبي فلوسي.",
    "The perfume I bought at Brimleys is fake, it cost 420. I want my money back.",
])
def test_a_counterfeit_bought_elsewhere_is_not_this_payment_s(text):
    asked(42000, order(PERFUME), text, reason="item_not_on_payment")


def test_a_counterfeit_of_this_order_stays_grounded():
    allowed(42000, order(PERFUME), "العطر اللي طلبته من موقعكم ريحته تطير بسرعة، شكله مو أصلي. سعره ٤٢٠ ريال. "
                                   "أبي فلوسي.")
