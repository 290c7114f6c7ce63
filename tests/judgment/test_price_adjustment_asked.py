"""A price adjustment asked for (issue 39, the grounded side): the customer writes the price they
paid and the lower price now, and asks whether the shop adjusts prices ("Do you do price
adjustments?", "Machen Sie eine Preisanpassung?", "Gör ni prisjustering?", "価格調整はできま
すか？"). Asked as a question, it claims the difference as a price guarantee invoked does.
Written in our own words, in the 18 covered languages, from the class's definition
(grounded_difference), never from a ticket.

The contrasts stay with a person: the whole line proposed (the adjustment is a part of it), and
a price adjustment said not to be wanted."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

BOOTS = ("Hiking Boots Wanderschuhe chaussures de randonnée botas de montaña scarponi botas de "
         "caminhada wandelschoenen vandringskängor vandrestøvler fjellsko vaelluskengät buty "
         "trekkingowe bocanci yürüyüş botu 登山靴 등산화 登山鞋 حذاء")


def _paid():
    return order((BOOTS, 1, 16000), currency="eur")


# paid 160 € last week, 130 € today: the 30 € asked as a price adjustment
ADJUSTMENT = [
    "I paid 160 € for the boots last week and today they're listed at 130 €. Could you do a price adjustment?",
    "Für die Schuhe habe ich letzte Woche 160 € bezahlt, heute kosten sie 130 €. Ist eine Preisanpassung möglich?",
    "J'ai payé les chaussures 160 € la semaine dernière, aujourd'hui elles sont à 130 €. "
    "Un ajustement de prix est-il possible ?",
    "La semana pasada pagué 160 € por las botas y hoy cuestan 130 €. ¿Es posible un ajuste de precio?",
    "La settimana scorsa ho pagato gli scarponi 160 €, oggi costano 130 €. È possibile un adeguamento del prezzo?",
    "Na semana passada paguei 160 € pelas botas e hoje custam 130 €. É possível um ajuste de preço?",
    "Vorige week betaalde ik 160 € voor de schoenen en vandaag kosten ze 130 €. Is een prijsaanpassing mogelijk?",
    "Förra veckan betalade jag 160 € för kängorna och idag kostar de 130 €. Går det att få prisjustering?",
    "I sidste uge betalte jeg 160 € for støvlerne, og i dag koster de 130 €. Kan I lave en prisjustering?",
    "Forrige uke betalte jeg 160 € for skoene, og i dag koster de 130 €. Kan dere gjøre en prisjustering?",
    "Maksoin kengistä viime viikolla 160 €, tänään ne maksavat 130 €. Onnistuuko hinnan korjaus?",
    "W zeszłym tygodniu zapłaciłam za buty 160 €, a dziś kosztują 130 €. Czy możliwa jest korekta ceny?",
    "Săptămâna trecută am plătit 160 € pe bocanci, iar azi costă 130 €. Se poate face o ajustare de preț?",
    "Geçen hafta botlara 160 € ödedim, bugün 130 €. Fiyat ayarlaması yapabilir misiniz?",
    "先週この登山靴を160ユーロで買いましたが、今日は130ユーロです。価格調整をお願いできますか？",
    "지난주에 등산화를 160유로에 샀는데 오늘은 130유로예요. 가격 조정 가능할까요?",
    "上周我花160欧元买的登山鞋，今天只要130欧元。能做价格调整吗？",
    "دفعت 160 يورو على الحذاء الأسبوع الماضي واليوم سعره 130 يورو. هل يمكن تعديل السعر؟",
]


@pytest.mark.parametrize("text", ADJUSTMENT)
def test_a_price_adjustment_asked_grounds_the_difference(text):
    allowed(3000, _paid(), text, reason="grounded_difference")


@pytest.mark.parametrize("text", ADJUSTMENT[:3] + ADJUSTMENT[7:9])
def test_the_whole_line_is_not_the_adjustment_asked(text):
    not_allowed(16000, _paid(), text)


@pytest.mark.parametrize("text", [
    "I paid 160 € last week and now the boots are 130 €. I don't want a price adjustment, just letting you know.",
    "Förra veckan betalade jag 160 € och nu kostar kängorna 130 €. Jag vill inte ha någon prisjustering.",
    "Letzte Woche 160 €, heute 130 €. Eine Preisanpassung brauche ich nicht, nur zur Info.",
])
def test_a_price_adjustment_not_wanted_stays_with_a_person(text):
    not_allowed(3000, _paid(), text)
