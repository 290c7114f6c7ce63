"""Another purchase's item, said after the complaint (docs/RELIABILITY.md, "A general form: an
item bought by someone else or in another shop"): the customer complains of an item, and then,
often answering an agent, says where it came from: a shop of its own, a present from someone
("I got it at a garden centre actually", "den habe ich bei Tchibo gekauft"), or they leave an
agent's "do you mean another order?" unanswered for this one. "The same brand you sell" likens
the other shop's item to this shop's wares; it does not say this order. Written in our own
words from the form, not from any corpus's ticket; each case of the form was allowed before it
was built, and the contrasts (this order's item said after all, the line named in the answer,
another gift that is fine, the customer's own purchase for someone) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

UMBRELLA = ("Umbrella Regenschirm parapluie paraguas ombrello guarda-chuva paraplu parasol umbrelă "
            "paraply sateenvarjo şemsiye 傘 우산 雨伞 مظلة")
AGENT = ("agent", "Thanks, we are looking into it. Could you confirm which item you mean?")


def _paid():
    return order((UMBRELLA, 1, 2900), ("Rain poncho", 1, 1900))


# (the complaint, the answer after an agent's reply that says where the item came from)
LATER = [
    ("The umbrella snapped in the first gust. I want my money back.",
     "Actually I think I bought it on eBay, but you sell the same brand. Just refund it."),
    ("Der Regenschirm ist beim ersten Windstoß kaputtgegangen. Ich möchte mein Geld zurück.",
     "Ach, den habe ich glaube ich bei Tchibo gekauft. Gleiche Marke, bitte trotzdem erstatten."),
    ("Le parapluie s'est cassé au premier coup de vent. Je veux être remboursée.",
     "Ah, je l'ai achetée chez Darty en fait, mais c'est la même marque. Remboursez quand même."),
    ("El paraguas se rompió con la primera ráfaga. Quiero mi dinero.",
     "Ah, creo que lo compré en El Corte Inglés, pero es la misma marca. Reembolsadlo igual."),
    ("L'ombrello si è rotto alla prima raffica. Voglio un rimborso.",
     "Ah, in realtà me l'ha regalato mia zia. Rimborsatelo comunque."),
    ("O guarda-chuva partiu-se na primeira rajada. Quero o reembolso.",
     "Afinal eu comprei na Worten, mas é a mesma marca. Reembolsem na mesma."),
    ("De paraplu is bij de eerste windstoot kapotgegaan. Ik wil mijn geld terug.",
     "O, die heb ik eigenlijk bij Blokker gekocht. Maakt niet uit, graag terugbetalen."),
    ("Paraplyet gick sönder vid första vindbyn. Jag vill ha pengarna tillbaka.",
     "Förresten, jag köpte den på Clas Ohlson. Men betala tillbaka ändå."),
    ("Paraplyen gik i stykker ved første vindstød. Jeg vil have pengene tilbage.",
     "Nå, jeg købte den vist i Bilka. Men refunder den bare."),
    ("Paraplyen gikk i stykker i første vindkast. Jeg vil ha pengene tilbake.",
     "Jeg kjøpte den visst hos Clas Ohlson. Men refunder den likevel."),
    ("Sateenvarjo hajosi ensimmäisessä tuulenpuuskassa. Haluan rahani takaisin.",
     "Itse asiassa sain sen lahjaksi. Palauttakaa rahat silti."),
    ("Parasol złamał się przy pierwszym podmuchu. Proszę o zwrot pieniędzy.",
     "Właściwie dostałam go w prezencie od siostry. Ale proszę o zwrot."),
    ("Umbrela s-a rupt la prima rafală. Vreau banii înapoi.",
     "De fapt l-am cumpărat de la Altex. Dar dați-mi banii oricum."),
    ("Şemsiye ilk rüzgarda kırıldı. Para iadesi istiyorum.",
     "Pardon, o Trendyol'dan gelen paketti galiba. Yine de iade edin."),
    ("우산이 첫 바람에 부러졌어요. 환불해 주세요.", "죄송해요, 그건 쿠팡에서 산 거예요. 그래도 환불해 주세요."),
    ("المظلة انكسرت من أول هبة ريح. أريد استرداد المال.", "آسف، أختي اهدتني إياها في العيد. لكن أرجو الاسترداد."),
]


@pytest.mark.parametrize("complaint, later", LATER, ids=[f"later-{n}" for n in range(len(LATER))])
def test_where_the_item_came_from_said_in_a_later_answer_is_another_purchase(complaint, later):
    asked(2900, _paid(), complaint, AGENT, later, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "The umbrella snapped in the wind. It's the black umbrella, my aunt gave it to me last spring. "
    "Refund please.",
    "Der Regenschirm ist kaputt. Es ist der große Regenschirm, den mir meine Tante geschenkt hat. "
    "Bitte erstatten.",
    "Paraplyen er gået i stykker. Det er den store paraply, jeg fik den i fødselsdagsgave af min "
    "moster. Kan I refundere den?",
    "El paraguas se ha roto. Es el paraguas grande, me lo regaló mi tía. Quiero un reembolso.",
])
def test_a_gift_said_of_the_item_after_its_complaint_is_another_purchase(text):
    asked(2900, _paid(), text, reason="item_not_on_payment")


# (the customer's first words, an agent's question whether it is another order, the answer)
QUESTIONED = [
    ("The umbrella's handle came off. Refund please.",
     "In this order I only see a rain poncho and a folding umbrella. Could it be from another order?",
     "No idea which order, it's all the same to me. Just refund it."),
    ("Der Griff vom Regenschirm ist abgefallen. Bitte Geld zurück.",
     "In dieser Bestellung sehe ich einen Taschenschirm. Meinen Sie vielleicht eine andere Bestellung?",
     "Keine Ahnung, welche Nummer. Bitte einfach erstatten."),
    ("La poignée du parapluie s'est détachée. Remboursez-moi.",
     "Dans cette commande je vois un parapluie pliant. S'agit-il d'une autre commande ?",
     "Je ne sais plus le numéro. Remboursez, c'est tout."),
    ("Al paraguas se le cayó el mango. Quiero el reembolso.",
     "En este pedido veo un paraguas plegable. ¿Se trata de otro pedido?",
     "Ni idea del número. Devolvedme el dinero y ya."),
    ("Il manico dell'ombrello si è staccato. Voglio il rimborso.",
     "In questo ordine vedo un ombrello pieghevole. Si tratta di un altro ordine?",
     "Non ricordo il numero. Rimborsatemi e basta."),
    ("O cabo do guarda-chuva soltou-se. Quero o reembolso.",
     "Nesta encomenda vejo um guarda-chuva dobrável. Será de outra encomenda?",
     "Não sei o número. Devolvam o dinheiro e pronto."),
    ("Het handvat van de paraplu is eraf gevallen. Graag mijn geld terug.",
     "In deze bestelling zie ik een opvouwbare paraplu. Gaat het om een andere bestelling?",
     "Geen idee welk nummer. Gewoon terugbetalen graag."),
    ("Handtaget på paraplyet har lossnat. Jag vill ha pengarna tillbaka.",
     "I den här beställningen ser jag ett hopfällbart paraply. Gäller det en annan beställning?",
     "Ingen aning om numret. Betala bara tillbaka."),
    ("Şemsiyenin sapı çıktı. Para iadesi istiyorum.",
     "Bu siparişte katlanır bir şemsiye görüyorum. Başka bir sipariş mi acaba?",
     "Numarayı bilmiyorum. İade edin lütfen."),
]


# the agent's question: bought apart from this order
QUESTIONED += [
    ("The umbrella's spokes bent. I want a refund.",
     "This order has a rain poncho and an umbrella stand. Is it possible you bought it separately?",
     "Could have been at the market, I don't recall. Refund it anyway."),
    ("Die Speichen vom Regenschirm sind verbogen. Bitte erstatten.",
     "In der Bestellung sind ein Poncho und ein Schirmständer. Haben Sie ihn vielleicht separat gekauft?",
     "Kann sein, weiß ich nicht mehr. Trotzdem bitte erstatten."),
    ("Las varillas del paraguas se doblaron. Quiero el reembolso.",
     "En este pedido hay un poncho y un paragüero. ¿Es posible que lo compraras aparte?",
     "Igual fue en el mercadillo, no me acuerdo. Devolvedme el dinero."),
    ("Les baleines du parapluie se sont tordues. Remboursez-moi.",
     "Cette commande contient un poncho et un porte-parapluie. L'auriez-vous acheté à part ?",
     "Peut-être, je ne sais plus. Remboursez quand même."),
]


@pytest.mark.parametrize("first, question, answer", QUESTIONED,
                         ids=[f"questioned-{n}" for n in range(len(QUESTIONED))])
def test_an_agent_s_question_of_another_order_left_unanswered_for_this_one(first, question, answer):
    asked(2900, _paid(), first, ("agent", question), answer, reason="item_not_on_payment")


@pytest.mark.parametrize("paid, comments", [
    (order(("折りたたみ傘 ブラック", 1, 2900), ("レインポンチョ", 1, 1900)),
     ("折りたたみ傘が最初の風で壊れました。返金してください。", AGENT,
      "すみません、それはニトリで買ったものでした。でも返金してください。")),
    (order(("折叠雨伞 黑色", 1, 2900), ("雨衣", 1, 1900)),
     ("折叠雨伞第一次刮风就坏了，我要退款。", ("agent", "您好，请问是哪一件商品？"),
      "不好意思，那个是在淘宝上买的。不过还是退款吧。")),
    (order(("折りたたみ傘 ブラック", 1, 2900), ("レインポンチョ", 1, 1900)),
     ("折りたたみ傘の持ち手が取れました。返金してください。",
      ("agent", "このご注文にはレインポンチョがございます。別の注文でしょうか？"),
      "番号は覚えてないです。とにかく返金してください。")),
])
def test_the_later_answer_in_japanese_and_chinese(paid, comments):
    asked(2900, paid, *comments, reason="item_not_on_payment")


@pytest.mark.parametrize("answer", [
    "No, it's this order, the umbrella came last Tuesday. Please refund it.",
    "Sorry, I mean the umbrella in this order, the handle came off. Refund please.",
    "No no, the umbrella you sent me, its handle is off. Please refund.",
])
def test_the_agent_s_question_answered_with_this_order_s_item_stays_grounded(answer):
    allowed(2900, _paid(), "The umbrella's handle came off. Refund please.",
            ("agent", "I can see an umbrella on this order. Could it be from another order?"), answer)


@pytest.mark.parametrize("first, question, answer", [
    ("The umbrella's handle came off. Refund please.", "Could it be from another order?",
     "No. I only ever ordered from you once."),
    ("Der Griff vom Regenschirm ist ab. Bitte erstatten.", "Meinen Sie eine andere Bestellung?",
     "Nein, ich habe nur die eine."),
    ("La poignée du parapluie est cassée. Remboursez-moi.", "S'agit-il d'une autre commande ?",
     "Non, je n'ai commandé qu'une fois."),
    ("Şemsiyenin sapı kırıldı. Para iadesi istiyorum.", "Başka bir sipariş mi acaba?",
     "Hayır, tek siparişim var."),
])
def test_the_agent_s_question_answered_no_stays_grounded(first, question, answer):
    allowed(2900, _paid(), first, ("agent", question), answer)


@pytest.mark.parametrize("comments", [
    # an agent's word of another order that asks nothing of this item
    ("The umbrella's handle came off. Refund please.",
     ("agent", "Your earlier order was refunded last month. We are checking this one."),
     "Thanks. Please refund the umbrella."),
    # another gift, said fine beside this order's broken item
    ("The umbrella snapped in the wind. My aunt gave me an umbrella years ago and it never broke. "
     "Please refund it.",),
    # the customer's own purchase, made for someone
    ("I bought the umbrella from you for my mum and it snapped in the wind. Please refund it.",),
    ("The umbrella snapped in the wind.", AGENT,
     "It's the one I ordered from you for my mother. Please refund it."),
    # units of this order's line ordered one by one ("einzeln bestellt"): no other purchase
    ("Vom Regenschirm (drei Stück einzeln bestellt) ist einer schon kaputt. Bitte erstatten Sie "
     "den einen.",),
    # the same item as in an earlier order, this order's broken
    ("The umbrella is the same as in my previous order, but this time it snapped. Refund please.",),
])
def test_this_order_s_item_stays_grounded(comments):
    allowed(2900, _paid(), *comments)
