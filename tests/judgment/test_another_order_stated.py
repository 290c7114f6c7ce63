"""An agent states the item complained of is of another order, and the customer agrees: "On
this order I see dust bags and a hose. The vacuum itself you bought in 2024, order US-88121."
answered "Yes, that's right, but the hose is for that vacuum, so refund it". The refund of the
hose's price is of something this payment did not sell them. Written in our own words from the
form, not from any corpus's ticket; each case was allowed on main before the rule (``stated``),
and its twins stay allowed: the statement denied, an answer that does not agree, an agent's year
that says nothing of another order."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# (the hose's own word in the two languages whose customers name it only so)
HOSE = {"Pölynimurini": " letku", "المكنسة": " خرطوم"}


def _paid(complaint: str = ""):
    word = next((w for k, w in HOSE.items() if complaint.startswith(k)), "")
    return order(("Vacuum dust bags 4 pcs", 2, 1499), ("Vacuum hose complete" + word, 1, 4995), ship=695)


# (the complaint, the agent's statement, the customer's agreement, the customer's denial)
STATED = [
    ("My vacuum cleaner stopped working, the motor cuts out. Refund please.",
     "On this order I see dust bags and a hose. The vacuum itself you bought in 2024, order US-88121.",
     "Yes that's right, but the hose is for that same vacuum, so it belongs to it. Just refund it.",
     "No, the vacuum came with this order together with the hose. Please refund."),
    ("Mein Staubsauger geht nicht mehr, der Motor geht aus. Bitte Geld zurück.",
     "In dieser Bestellung sehe ich Staubbeutel und einen Schlauch. Den Staubsauger selbst haben Sie 2024 "
     "gekauft, Bestellung DE-88121.",
     "Ja, das stimmt, aber der Schlauch gehört zu dem Staubsauger. Einfach erstatten.",
     "Nein, der Staubsauger war in dieser Bestellung. Bitte erstatten."),
    ("Mon aspirateur ne marche plus, le moteur s'arrête. Remboursez-moi svp.",
     "Dans cette commande je vois des sacs et un tuyau. L'aspirateur, vous l'avez acheté en 2024, "
     "commande FR-88121.",
     "Oui c'est exact, mais le tuyau va avec cet aspirateur. Remboursez simplement.",
     "Non, l'aspirateur était dans cette commande. Remboursez svp."),
    ("Mi aspiradora ya no funciona, el motor se apaga. Quiero el reembolso.",
     "En este pedido veo bolsas y una manguera. La aspiradora la compró en 2024, pedido ES-88121.",
     "Sí, es correcto, pero la manguera es para esa aspiradora. Reembolse sin más.",
     "No, la aspiradora venía en este pedido. Reembolse por favor."),
    ("Il mio aspirapolvere non funziona più, il motore si spegne. Rimborso per favore.",
     "In questo ordine vedo sacchetti e un tubo. L'aspirapolvere l'ha acquistato nel 2024, ordine IT-88121.",
     "Sì, è vero, ma il tubo è per quell'aspirapolvere. Rimborsate e basta.",
     "No, l'aspirapolvere era in questo ordine. Rimborsate per favore."),
    ("O meu aspirador deixou de funcionar, o motor desliga. Quero o reembolso.",
     "Esta encomenda tem sacos e uma mangueira. O aspirador foi comprado em 2024, encomenda PT-88121.",
     "Sim, é verdade, mas a mangueira é para esse aspirador. Reembolsem.",
     "Não, o aspirador veio nesta encomenda. Reembolsem por favor."),
    ("Mijn stofzuiger doet het niet meer, de motor valt uit. Geld terug graag.",
     "In deze bestelling zie ik stofzakken en een slang. De stofzuiger zelf kocht u in 2024, bestelling "
     "NL-55120.",
     "Ja dat klopt, maar de slang hoort bij die stofzuiger. Gewoon terugbetalen.",
     "Nee, de stofzuiger zat in deze bestelling. Graag terugbetalen."),
    ("Mój odkurzacz przestał działać, silnik się wyłącza. Proszę o zwrot.",
     "W tym zamówieniu widzę worki i wąż. Odkurzacz kupił Pan w 2024, zamówienie PL-88121.",
     "Tak, zgadza się, ale wąż jest do tego odkurzacza. Proszę zwrócić.",
     "Nie, odkurzacz był w tym zamówieniu. Proszę o zwrot."),
    ("Aspiratorul meu nu mai merge, motorul se oprește. Vreau banii înapoi.",
     "În această comandă văd saci și un furtun. Aspiratorul l-ați cumpărat în 2024, comanda RO-88121.",
     "Da, corect, dar furtunul e pentru acel aspirator. Rambursați.",
     "Nu, aspiratorul era în această comandă. Rambursați vă rog."),
    ("Min dammsugare har slutat fungera, motorn stängs av. Pengarna tillbaka tack.",
     "På den här beställningen ser jag dammpåsar och en slang. Själva dammsugaren köpte du 2024, order "
     "SE-88121.",
     "Ja det stämmer, men slangen hör till den dammsugaren. Betala bara tillbaka.",
     "Nej, dammsugaren var med i den här beställningen. Betala tillbaka tack."),
    ("Min støvsuger virker ikke mere, motoren slukker. Pengene tilbage tak.",
     "På denne ordre ser jeg støvposer og en slange. Selve støvsugeren købte du i 2024, ordre DK-88121.",
     "Ja det passer, men slangen hører til den støvsuger. Bare refunder.",
     "Nej, støvsugeren var på denne ordre. Refunder venligst."),
    ("Støvsugeren min har sluttet å virke, motoren slår seg av. Pengene tilbake takk.",
     "På denne ordren ser jeg støvposer og en slange. Selve støvsugeren kjøpte du i 2024, ordre NO-88121.",
     "Ja det stemmer, men slangen hører til den støvsugeren. Bare refunder.",
     "Nei, støvsugeren var på denne ordren. Refunder takk."),
    ("Pölynimurini lakkasi toimimasta, moottori sammuu. Rahat takaisin kiitos.",
     "Tässä tilauksessa näen pölypusseja ja letkun. Itse pölynimurin ostitte vuonna 2024, tilaus FI-88121.",
     "Kyllä, pitää paikkansa, mutta letku kuuluu siihen imuriin. Palauttakaa rahat.",
     "Ei, imuri oli tässä tilauksessa. Palauttakaa rahat."),
    ("Elektrikli süpürgem çalışmıyor, motor kapanıyor. Para iadesi istiyorum.",
     "Bu siparişte toz torbaları ve bir hortum görüyorum. Süpürgenin kendisini 2024'te aldınız, sipariş "
     "TR-88121.",
     "Evet doğru, ama hortum o süpürge için. Sadece iade edin.",
     "Hayır, süpürge bu siparişteydi. İade edin lütfen."),
    ("掃除機が動かなくなりました。モーターが止まります。返金してください。",
     "今回のご注文には紙パックとホースがございます。掃除機本体は2024年にご購入いただいたもので、ご注文番号は58213です。",
     "はい、その通りです。でもホースはその掃除機用なので、返金してください。",
     "いいえ、掃除機は今回の注文に入っていました。返金してください。"),
    ("我的吸尘器坏了，电机会自动停。请退款。",
     "本次订单里是集尘袋和一根软管。吸尘器本身是您2024年买的，订单号88121。",
     "是的，没错，不过软管是配那台吸尘器的，直接退款吧。",
     "不是，吸尘器就在这次订单里。请退款。"),
    ("청소기가 작동을 안 해요. 모터가 꺼져요. 환불해 주세요.",
     "이번 주문에는 먼지봉투와 호스가 있습니다. 청소기 본체는 2024년에 구매하신 것으로, 주문번호 88121입니다.",
     "네, 맞아요. 그런데 호스는 그 청소기용이라서 환불해 주세요.",
     "아니요, 청소기는 이번 주문에 있었어요. 환불해 주세요."),
    ("المكنسة الكهربائية توقفت عن العمل، المحرك يطفئ. أريد استرداد المال.",
     "في هذا الطلب أرى أكياس غبار وخرطوم. المكنسة ذاتها اشتريتها في 2024، الطلب رقم 88121.",
     "نعم صحيح، لكن الخرطوم لتلك المكنسة. أرجو الاسترداد.",
     "لا، المكنسة كانت في هذا الطلب مع الخرطوم. أرجو الاسترداد."),
]
_IDS = [f"stated-{n}" for n in range(len(STATED))]


@pytest.mark.parametrize("complaint, statement, agreed, denied", STATED, ids=_IDS)
def test_an_agent_s_statement_of_another_order_agreed_is_another_purchase(complaint, statement, agreed, denied):
    asked(4995, _paid(complaint), complaint, ("agent", statement), agreed, reason="item_not_on_payment")


@pytest.mark.parametrize("complaint, statement, agreed, denied", STATED, ids=_IDS)
def test_the_statement_denied_stays_grounded(complaint, statement, agreed, denied):
    allowed(4995, _paid(complaint), complaint, ("agent", statement), denied)


@pytest.mark.parametrize("statement", [
    "I checked your account: the vacuum is from a different order.",
    "I looked it up. The vacuum was on another order. This order has only bags and a hose.",
])
def test_the_form_s_own_words_agreed_are_another_purchase(statement):
    asked(4995, _paid(), "My vacuum cleaner stopped working. Refund please.", ("agent", statement),
          "Yes, right, but the hose goes with it. Just refund.", reason="item_not_on_payment")


@pytest.mark.parametrize("complaint, statement, agreed", [
    ("Mon aspirateur ne marche plus. Remboursez-moi svp.",
     "Dans cette commande je vois des sacs et un tuyau. L'aspirateur lui-même a été acheté en 2024, commande "
     "FR-88121.", "Oui c'est exact, mais le tuyau va avec. Remboursez simplement."),
    ("La mia aspirapolvere non funziona più. Rimborso per favore.",
     "In questo ordine vedo sacchetti e un tubo. L'aspirapolvere stesso l'ha acquistato nel 2024, ordine IT-88121.",
     "Sì, è vero, ma il tubo va con quello. Rimborsate e basta."),
    ("Mi aspiradora ya no funciona. Quiero el reembolso.",
     "En este pedido veo bolsas y una manguera. La aspiradora misma la compró en 2024, pedido ES-88121.",
     "Sí, es correcto, pero la manguera es para esa aspiradora. Reembolse."),
])
def test_the_item_itself_is_no_word_of_this_order(complaint, statement, agreed):
    asked(4995, _paid(), complaint, ("agent", statement), agreed, reason="item_not_on_payment")


@pytest.mark.parametrize("statement, answer", [
    # a year that says no other order: the customer's "yes" agrees with nothing of the item
    ("Thank you for being a customer since 2024. I will look at this order now.", "Yes, thanks. Refund please."),
    # the statement not agreed to
    ("On this order I see dust bags and a hose. The vacuum itself you bought in 2024, order US-88121.",
     "Where do you see that? I bought it with the hose. Refund please."),
    # agreed, but set on this order in the same breath
    ("On this order I see dust bags and a hose. The vacuum itself you bought in 2024, order US-88121.",
     "Yes, but it came in this order too, together with the hose. Refund please."),
    # a question, not a statement (``elsewhere.asked_of_another`` reads those)
    ("On this order I see dust bags and a hose. Did you buy the vacuum in 2024?",
     "Yes, in this order, with the hose. Refund please."),
])
def test_what_is_not_the_form_stays_grounded(statement, answer):
    allowed(4995, _paid(), "My vacuum cleaner stopped working. Refund please.", ("agent", statement), answer)
