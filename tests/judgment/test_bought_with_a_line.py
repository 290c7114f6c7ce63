"""A kind the customer complains of that no line is, with a line of this payment named only as
what it was bought together with ("the litter is dusty, refund me; I ordered it with the cat
food"): the line is how the customer places the purchase, not the item complained of (``aside``
reads the form; the kind here is cat litter, ``tables/products.toml``'s ``cat_litter``, which
no table held: a customer's "żwirek" named nothing, and the food named beside it was taken for
the item). Written in our own words from the form, not from any corpus's ticket; each case was
allowed on main. The twins: the food complained of, the litter named as what it came with, and
a litter line complained of by its own name ("the litter" of a litter line, of a litter box
line), stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

FOOD = ("Cat food Katzenfutter croquettes pienso crocchette ração kattenvoer karma hrană kattmat kattemad "
        "kattemat kissanruoka kedi maması キャットフード 사료 猫粮 طعام قطط")

# (the litter complained of, the food named as bought with it; the food complained of, the
# litter named as bought with it)
CASES = [
    ("The litter I got is so dusty I cough every time I pour it. I want my money back. I think I ordered it "
     "along with the kibble.",
     "The cat food made my cat throw up. I want my money back. I think I ordered it along with the litter."),
    ("Die Katzenstreu staubt extrem. Ich möchte mein Geld zurück. Bestellt habe ich sie, glaube ich, zusammen "
     "mit dem Katzenfutter.",
     "Vom Katzenfutter hat meine Katze erbrochen. Ich möchte mein Geld zurück. Bestellt habe ich es zusammen mit "
     "der Katzenstreu."),
    ("La litière fait énormément de poussière. Je veux être remboursée. Je l'ai commandée avec les croquettes, "
     "je crois.",
     "Les croquettes rendent mon chat malade. Je veux être remboursée. Je les ai commandées avec la litière."),
    ("La arena para gatos suelta muchísimo polvo. Quiero que me devuelvan el dinero. Creo que la pedí junto con "
     "el pienso.",
     "El pienso le sentó fatal a mi gato. Quiero que me devuelvan el dinero. Lo pedí junto con la arena para "
     "gatos."),
    ("La sabbietta fa tantissima polvere. Rivoglio i soldi. L'ho ordinata insieme alle crocchette, credo.",
     "Le crocchette hanno fatto star male il gatto. Rivoglio i soldi. Le ho ordinate insieme alla sabbietta."),
    ("A areia para gatos faz imenso pó. Quero o dinheiro de volta. Acho que a encomendei junto com a ração.",
     "A ração pôs o meu gato doente. Quero o dinheiro de volta. Encomendei-a junto com a areia para gatos."),
    ("De kattenbakvulling stoft enorm. Ik wil mijn geld terug. Ik heb het volgens mij samen met het kattenvoer "
     "besteld.",
     "Van het kattenvoer wordt mijn kat ziek. Ik wil mijn geld terug. Ik heb het samen met de kattenbakvulling "
     "besteld."),
    ("Żwirek strasznie się kurzy. Proszę o zwrot pieniędzy. Zamawiałam go chyba razem z karmą.",
     "Po tej karmie kot wymiotuje. Proszę o zwrot pieniędzy. Zamawiałam ją razem ze żwirkiem."),
    ("Nisipul pentru pisici face foarte mult praf. Vreau banii înapoi. Cred că l-am comandat împreună cu hrana.",
     "Hrana i-a făcut rău pisicii. Vreau banii înapoi. Am comandat-o împreună cu nisipul pentru pisici."),
    ("Kattsanden dammar jättemycket. Jag vill ha pengarna tillbaka. Jag tror jag beställde den tillsammans med "
     "kattmaten.",
     "Kattmaten gjorde katten sjuk. Jag vill ha pengarna tillbaka. Jag beställde den tillsammans med kattsanden."),
    ("Kattegruset støver helt vildt. Jeg vil have pengene tilbage. Jeg tror, jeg bestilte det sammen med "
     "kattemaden.",
     "Kattemaden gjorde katten syg. Jeg vil have pengene tilbage. Jeg bestilte den sammen med kattegruset."),
    ("Kattesanden støver noe voldsomt. Jeg vil ha pengene tilbake. Jeg tror jeg bestilte den sammen med "
     "kattematen.",
     "Kattematen gjorde katten syk. Jeg vil ha pengene tilbake. Jeg bestilte den sammen med kattesanden."),
    ("Kissanhiekka pölyää hirveästi. Haluan rahat takaisin. Tilasin sen kai yhdessä kissanruoan kanssa.",
     "Kissanruoka sai kissan oksentamaan. Haluan rahat takaisin. Tilasin sen yhdessä kissanhiekan kanssa."),
    ("Kedi kumu çok toz yapıyor. Paramı geri istiyorum. Galiba kedi maması ile birlikte sipariş etmiştim.",
     "Kedi maması kedimi hasta etti. Paramı geri istiyorum. Kedi kumu ile birlikte sipariş etmiştim."),
    ("猫砂の粉がひどいです。返金してください。たしかキャットフードと一緒に注文しました。",
     "キャットフードで猫が吐きました。返金してください。猫砂と一緒に注文しました。"),
    ("고양이 모래 먼지가 너무 심해요. 환불해 주세요. 아마 사료랑 같이 주문했을 거예요.",
     "사료 먹고 고양이가 토했어요. 환불해 주세요. 고양이 모래랑 같이 주문했어요."),
    ("猫砂粉尘特别大，我要退款。好像是跟猫粮一起下单的。", "猫粮吃了猫吐了，我要退款。是跟猫砂一起下单的。"),
    ("رمل القطط يثير غبارا كثيرا. أريد استرداد المال. أظن أنني طلبته مع طعام قطط.",
     "طعام قطط جعل قطتي تتقيأ. أريد استرداد المال. طلبته مع رمل القطط."),
]


def _paid():
    return order((FOOD, 1, 4900), ("Tea towels", 1, 1200))


# (open: where the litter's own name holds a word of the food's title, "kedi kumu" of "kedi maması",
# "رمل القطط" of "طعام قطط", the complaint is read as naming the food line; so is "my cat" of a
# "Cat food" line in English)
_OPEN = ("Kedi kumu", "رمل القطط")


@pytest.mark.parametrize("text", [
    pytest.param(c, marks=pytest.mark.xfail(strict=True, reason="a title's word inside the other kind's name"))
    if c.startswith(_OPEN) else c for c, _ in CASES])
def test_a_kind_no_line_is_bought_with_a_line_is_not_that_line(text):
    asked(4900, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [t for _, t in CASES])
def test_the_line_complained_of_bought_with_the_other_kind_stays_grounded(text):
    allowed(4900, _paid(), text)


@pytest.mark.parametrize("title, text", [
    ("Clumping cat litter 10 l", "The litter is so dusty my cat won't go near the tray. I want my money back."),
    ("Covered litter box", "The litter box lid cracked. I want my money back."),
    ("Żwirek bentonitowy dla kota 10 l", "Żwirek strasznie się kurzy. Proszę o zwrot pieniędzy."),
    ("Kuweta kryta dla kota", "Kuweta pękła. Proszę o zwrot pieniędzy."),
    ("豆腐猫砂 6L", "猫砂粉尘特别大，我要退款。"),
])
def test_a_litter_line_complained_of_stays_grounded(title, text):
    allowed(4900, order((title, 1, 4900), ("Tea towels", 1, 1200)), text)
