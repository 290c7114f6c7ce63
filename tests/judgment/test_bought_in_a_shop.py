"""An item bought in a shop somewhere, given by someone, bought by a friend on their own
account (docs/RELIABILITY.md, "A general form: an item bought by someone else or in another
shop"): the shop is no named chain ("a little shop in Leeds", "ein Laden in Graz", "محل في
الحي"), the present is said with more words between its verb and its word ("sain sen tädiltä
lahjaksi"), or the answer to an agent says a friend bought it here, on their account. The item
complained of is not what this payment sold; the price of a line of it is not the refund of it.
Written in our own words from the form, not from any corpus's ticket; each case was allowed
before it was built, and the contrasts (this shop's own shop, the customer's own gift to
someone) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

TEAPOT = ("Teapot Teekanne théière tetera teiera bule theepot czajniczek ceainic tekanna tekande "
          "tekanne teekannu demlik ティーポット 찻주전자 茶壶 ابريق")


def _paid():
    return order((TEAPOT, 1, 3400), ("Tea towel", 1, 900))


# the teapot named, bought at a shop somewhere (a shop of a town, a market), complained of
SHOP = [
    "The teapot I got in a little shop in Whitby cracked on the first pour. Refund please.",
    "Die Teekanne, die ich in einem kleinen Laden in Graz gekauft habe, hat einen Sprung. Bitte erstatten.",
    "La théière, je l'ai achetée dans une petite boutique à Dinan, elle fuit. Remboursez-moi.",
    "La tetera la compré en una tienda de Cádiz y se ha rajado. Quiero el reembolso.",
    "La teiera l'ho comprata in un negozio di Bergamo e perde. Voglio il rimborso.",
    "O bule, comprei-o numa loja em Braga, rachou. Quero o reembolso.",
    "De theepot heb ik in een winkel in Gouda gekocht en hij lekt. Graag geld terug.",
    "Tekannan köpte jag i en butik i Visby och den läcker. Jag vill ha pengarna tillbaka.",
    "Tekanden købte jeg i en butik i Ribe, og den lækker. Jeg vil have pengene tilbage.",
    "Tekannen kjøpte jeg i en butikk i Molde, og den lekker. Jeg vil ha pengene tilbake.",
    "Czajniczek kupiłam w małym sklepie w Toruniu i pękł. Proszę o zwrot pieniędzy.",
    "Ceainicul l-am cumpărat dintr-un magazin din Sibiu și curge. Vreau banii înapoi.",
    "Teekannu, jonka ostin eräästä kaupasta Porvoosta, vuotaa. Haluan rahani takaisin.",
    "Demliği bir mağazadan aldım, çatladı. Para iadesi istiyorum.",
    "ティーポットは駅前のお店で買ったものですが、ひびが入りました。返金してください。",
    "茶壶是在商场买的，裂了。我要退款。",
    "찻주전자는 동네 가게에서 샀는데 금이 갔어요. 환불해 주세요.",
    "الابريق اشتريته من محل في الحي وانكسر. ارجعوا لي فلوسي.",
]


@pytest.mark.parametrize("text", SHOP, ids=[f"shop-{n}" for n in range(len(SHOP))])
def test_an_item_bought_at_a_shop_somewhere_is_another_purchase(text):
    asked(3400, _paid(), text, reason="item_not_on_payment")


def test_a_present_said_with_words_between_its_verb_and_its_word():
    asked(3400, _paid(), "Teekannuun tuli halkeama. Sain sen tädiltäni lahjaksi, hän sanoi että se on "
          "teiltä. Haluaisin hyvityksen.", reason="item_not_on_payment")


def test_an_item_of_a_shop_set_against_a_line_this_order_holds():
    # the complaint names no line; the line is named only as what was bought here
    paid = order(("Linen Maxi Dress Olive", 1, 42000))
    asked(42000, paid, "الشنطة الجلد اللي شريتها من سوق في جدة فيها عيب من أول يوم. اشتريت منكم فستان وهذا رقم "
          "طلبكم. رجعوا فلوسي.", reason="item_not_on_payment")


AGENT = ("agent", "Thanks! On this order we only see a desk lamp, could you check?")


@pytest.mark.parametrize("amount, currency, first, answer", [
    (54000, "krw", "연결이 자꾸 끊겨요. 환불해 주세요.",
     "아 그건 동생이 여기서 사서 선물해 준 거예요. 동생 계정이라서요. 가격 똑같아요 54,000원."),
    (5400, "usd", "It keeps disconnecting. Refund please.",
     "Oh, my brother bought it here and gave it to me, on his account. Same price, 54.00."),
])
def test_a_friend_s_purchase_here_said_in_the_answer_is_another_purchase(amount, currency, first, answer):
    paid = order(("Desk lamp LED 데스크 램프", 1, amount), currency=currency)
    asked(amount, paid, first, AGENT, answer, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    # this shop's own shop
    "The teapot I bought from your shop in Whitby cracked on the first pour. Refund please.",
    # the customer's own gift to someone, bought here
    "찻주전자는 제가 언니에게 선물해 준 건데 금이 갔어요. 환불해 주세요.",
])
def test_this_shop_s_item_stays_grounded(text):
    allowed(3400, _paid(), text)
