"""The order cancelled by a pronoun (issue 39, the grounded side): the customer speaks of their
order (its noun, or a verb of ordering) and asks "can you cancel it?", "können Sie das
stornieren?", "kunnen jullie deze annuleren?", "kan den annulleres?"; in Japanese, Korean and
Chinese with no pronoun at all. With no line named, "it" is the order: the whole payment back.
Written in our own words, in the 18 covered languages, from the class's definition
(grounded_full), never from a ticket.

The contrasts stay with a person: a line named ("it" is then that line, never the whole), a
cancel withdrawn, something else cancelled than the order, and one line's price proposed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TENT = "Trekking Tent Zelt 2P"  # (a title no other word of the texts matches)


def _paid():
    return order((TENT, 1, 18900), ("Sleeping Mat", 1, 3900), ship=690, currency="eur")


# ordered by mistake this morning, nothing shipped yet: "cancel it"
BY_PRONOUN = [
    "I ordered this morning by mistake, sorry. Could you cancel it please?",
    "Ich habe heute Morgen aus Versehen bestellt. Könnten Sie sie bitte stornieren?",
    "J'ai commandé ce matin par erreur. Vous pouvez l'annuler s'il vous plaît ?",
    "Hice el pedido esta mañana por error. ¿Podríais cancelarlo, por favor?",
    "Ho ordinato stamattina per errore. Potreste annullarlo, per favore?",
    "Fiz a encomenda hoje de manhã por engano. Podem cancelá-la, por favor?",
    "Ik heb vanochtend per vergissing besteld. Kunnen jullie het annuleren?",
    "Jag beställde i morse av misstag. Kan ni avbryta den?",
    "Jeg bestilte ved en fejl i morges. Kan I annullere den?",
    "Jeg bestilte ved en feil i morges. Kan dere kansellere den?",
    "Tein tilauksen vahingossa tänä aamuna. Voitteko perua sen?",
    "Złożyłam dziś rano zamówienie przez pomyłkę. Czy możecie je anulować?",
    "Am făcut o comandă azi-dimineață din greșeală. O puteți anula?",
    "Bu sabah yanlışlıkla sipariş verdim. Bunu iptal edebilir misiniz?",
    "今朝、間違えて注文してしまいました。キャンセルをお願いできますか？",
    "오늘 아침에 실수로 주문했어요. 취소 부탁드려요.",
    "我今天早上下错单了。麻烦帮我取消。",
    "طلبت هذا الصباح بالخطأ. ممكن إلغاؤه؟",
]


@pytest.mark.parametrize("text", BY_PRONOUN)
def test_the_order_cancelled_by_a_pronoun_grounds_the_whole(text):
    allowed(None, _paid(), text, reason="grounded_full")


@pytest.mark.parametrize("text", BY_PRONOUN[:3] + BY_PRONOUN[7:9])
def test_one_line_is_not_the_order_cancelled(text):
    not_allowed(18900, _paid(), text)


@pytest.mark.parametrize("text", [
    # a line named: "it" is the line
    "I ordered the tent and the sleeping mat this morning. The tent is too small, can you cancel it?",
    "Ich habe heute das Zelt und die Isomatte bestellt. Das Zelt ist zu klein, können Sie es stornieren?",
    # withdrawn
    "I ordered this morning by mistake. Could you cancel it? Oh wait, never mind, I'll keep it after all.",
    # something else than the order
    "I ordered this morning. Could you also cancel my newsletter subscription?",
    # one of several, where no pronoun is said
    "今朝2つ注文しましたが、ひとつキャンセルしてください。",
    "오늘 아침에 두 가지 주문했는데 하나 취소해 주세요.",
    "我今天早上下了单，买了两样东西，请取消其中一个。",
])
def test_a_line_named_a_withdrawal_or_another_thing_stays_with_a_person(text):
    not_allowed(None, _paid(), text)
