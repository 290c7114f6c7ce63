"""An item of another purchase that names no line, said with a line of this payment named beside
it only as what the item belongs with ("the lamp for my tent broke, it was 25 €"), the other
order said in a later comment ("the lamp was a separate order"), and a figure that happens to be
the price of another line of this payment (the pegs, 25 €): a figure matches, the item does not,
and the refund of the pegs is asked of a person, in every covered language (the words of
``tables/elsewhere``'s ANOTHER). Beside it, the grounded twin that must not move: the pegs
themselves complained of at their price, the tent said to be the other order's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_CAMP = order(("Ridgeline 2-Person Tent", 1, 30000), ("Steel Ground Pegs (8)", 1, 2500), currency="eur")
_AGENT = ("agent", "Thanks, I can see the order.")

# (the complaint, the later comment that the item was another order)
OTHER_ORDER = [
    ("en", "The lamp for my tent broke on the first night. It was 25 €. Refund please.",
     "The lamp was a separate order, a week later."),
    ("de", "Die Lampe für mein Zelt ist in der ersten Nacht kaputtgegangen. Sie hat 25 € gekostet. "
           "Bitte erstatten.", "Die Lampe war eine separate Bestellung, eine Woche später."),
    ("fr", "La lampe de ma tente est tombée en panne dès la première nuit. Elle coûtait 25 €. "
           "Remboursez-moi.", "La lampe était une autre commande, une semaine après."),
    ("es", "La lámpara de mi tienda de campaña se rompió la primera noche. Costó 25 €. Reembolso, "
           "por favor.", "La lámpara fue otro pedido, una semana después."),
    ("it", "La lampada della mia tenda si è rotta la prima notte. Costava 25 €. Rimborsatemi.",
     "La lampada era un altro ordine, una settimana dopo."),
    ("pt", "A lanterna da minha tenda avariou na primeira noite. Custou 25 €. Quero o reembolso.",
     "A lanterna foi outra encomenda, uma semana depois."),
    ("nl", "De lamp voor mijn tent ging de eerste nacht kapot. Hij kostte 25 €. Graag terugbetalen.",
     "De lamp was een aparte bestelling, een week later."),
    ("pl", "Lampka do mojego namiotu zepsuła się pierwszej nocy. Kosztowała 25 €. Proszę o zwrot.",
     "Lampka była z innego zamówienia, tydzień później."),
    ("ro", "Lampa pentru cortul meu s-a stricat în prima noapte. A costat 25 €. Vreau rambursare.",
     "Lampa a fost o altă comandă, o săptămână mai târziu."),
    ("sv", "Lampan till mitt tält gick sönder första natten. Den kostade 25 €. Återbetala, tack.",
     "Lampan var en separat beställning, en vecka senare."),
    ("da", "Lampen til mit telt gik i stykker den første nat. Den kostede 25 €. Refunder venligst.",
     "Lampen var en separat ordre, en uge senere."),
    ("nb", "Lampen til teltet mitt ble ødelagt første natten. Den kostet 25 €. Refunder, takk.",
     "Lampen var en separat ordre, en uke senere."),
    ("fi", "Telttani lamppu hajosi ensimmäisenä yönä. Se maksoi 25 €. Hyvittäkää se.",
     "Lamppu oli toisessa tilauksessa, viikkoa myöhemmin."),
    ("tr", "Çadırımın lambası ilk gece bozuldu. 25 € ödemiştim. İade istiyorum.",
     "Lamba ayrı bir siparişti, bir hafta sonra."),
    ("ja", "テント用のランプが初日の夜に壊れました。25 €でした。返金してください。",
     "ランプは別の注文で、一週間後に買いました。"),
    ("zh", "我帐篷用的灯第一晚就坏了。花了25 €。请退款。", "灯是另一个订单，晚一周买的。"),
    ("ko", "텐트용 랜턴이 첫날 밤에 고장났어요. 25 €였어요. 환불해 주세요.",
     "랜턴은 다른 주문이었어요, 일주일 뒤에요."),
    ("ar", "المصباح الخاص بخيمتي تعطل في الليلة الأولى. كان سعره 25 €. أريد استرداد المبلغ.",
     "المصباح كان طلب آخر، بعد أسبوع."),
]


@pytest.mark.parametrize(("lang", "complaint", "later"), OTHER_ORDER)
def test_a_figure_of_another_orders_item_is_not_this_lines_price(lang: str, complaint: str,
                                                                 later: str) -> None:
    not_allowed(2500, _CAMP, complaint, _AGENT, later)


# the pegs complained of at their price; the tent (named, not asked) the other order's
PEGS_HERE = [
    ("en", "The pegs for my tent bent on the first night. They were 25 €. Refund please.",
     "The tent was a separate order, a week earlier."),
    ("de", "Die Heringe für mein Zelt haben sich in der ersten Nacht verbogen. Sie kosteten 25 €. "
           "Bitte erstatten.", "Das Zelt war eine separate Bestellung, eine Woche früher."),
    ("fr", "Les piquets de ma tente se sont tordus dès la première nuit. Ils coûtaient 25 €. "
           "Remboursez-moi.", "La tente était une autre commande, une semaine avant."),
]


@pytest.mark.parametrize(("lang", "complaint", "later"), PEGS_HERE)
def test_the_line_complained_of_at_its_price_stays_grounded(lang: str, complaint: str,
                                                            later: str) -> None:
    allowed(2500, _CAMP, complaint, _AGENT, later)


# the other order said with "the same card" (the same buyer, never this order set against it)
SAME_CARD = [
    ("en", "The lamp was a separate order, a week later, paid with the same card."),
    ("de", "Die Lampe war eine separate Bestellung, eine Woche später, mit derselben Karte bezahlt."),
    ("fr", "La lampe était une autre commande, une semaine après, payée avec la même carte."),
    ("es", "La lámpara fue otro pedido, una semana después, pagado con la misma tarjeta."),
    ("it", "La lampada era un altro ordine, una settimana dopo, pagato con la stessa carta."),
    ("pt", "A lanterna foi outra encomenda, uma semana depois, paga com o mesmo cartão."),
    ("nl", "De lamp was een aparte bestelling, een week later, betaald met dezelfde kaart."),
    ("pl", "Lampka była z innego zamówienia, tydzień później, zapłacona tą samą kartą."),
    ("ro", "Lampa a fost o altă comandă, o săptămână mai târziu, plătită cu același card."),
    ("sv", "Lampan var en separat beställning, en vecka senare, betald med samma kort."),
    ("da", "Lampen var en separat ordre, en uge senere, betalt med samme kort."),
    ("nb", "Lampen var en separat ordre, en uke senere, betalt med samme kort."),
    ("fi", "Lamppu oli toisessa tilauksessa, viikkoa myöhemmin, maksettu samalla kortilla."),
    ("tr", "Lamba ayrı bir siparişti, bir hafta sonra, aynı kartla ödedim."),
    ("ja", "ランプは別の注文で、一週間後に同じカードで買いました。"),
    ("zh", "灯是另一个订单，晚一周用同一张卡买的。"),
    ("ko", "랜턴은 다른 주문이었어요, 일주일 뒤에 같은 카드로 샀어요."),
    ("ar", "المصباح كان طلب آخر، بعد أسبوع، بنفس البطاقة."),
]


@pytest.mark.parametrize(("lang", "later"), SAME_CARD)
def test_the_same_card_sets_no_order_against_the_other(lang: str, later: str) -> None:
    complaint = next(c for code, c, _ in OTHER_ORDER if code == lang)
    not_allowed(2500, _CAMP, complaint, _AGENT, later)
