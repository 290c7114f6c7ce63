"""Small forms of the seventeenth round's leftovers, each beside the contrasts that must keep holding:

- a new one given up in the shortest words, the refund still asked: English "I no longer want a
  new one" (the "no longer" a negation of the wish, as "don't" already was), German "ich möchte
  keinen neuen mehr" (the "kein" before the new one); Spanish "ya no quiero otro" is in
  ``test_innocent_line_state``, the other covered languages read it already (kept here as checks);
  the refund itself given up, or a new one wished, still asks nothing.

Written in our own words, not from any corpus's ticket."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

LAMPS = order(("Lumo Desk Lamp Brass", 1, 6400), ("Lumo Bulb E14 Warm", 1, 700), currency="eur")


@pytest.mark.parametrize("text", [
    "The desk lamp flickers and then goes dark. Please refund the desk lamp, I no longer want a new one.",
    "The desk lamp came with a bent neck. I no longer want a replacement, just refund the desk lamp.",
    "The desk lamp flickers. Refund the desk lamp please, I don't want another one anymore.",
    "Die Desk Lamp flackert. Bitte erstatten Sie mir die Desk Lamp, ich möchte keine neue mehr.",
    "Die Desk Lamp ist verbogen angekommen. Erstatten Sie bitte die Desk Lamp, ich will keinen neuen.",
    "La desk lamp parpadea. Remboursez-moi la desk lamp, je n'en veux plus une nouvelle.",
    "La desk lamp sfarfalla. Rimborsatemi la desk lamp per favore, non ne voglio più un'altra.",
    "A desk lamp chegou com o braço torto e não acende. Reembolsem a desk lamp por favor, já não quero outra.",
    "De desk lamp knippert. Graag de desk lamp terugbetalen, ik wil geen nieuwe meer.",
    "Desk lamp migocze. Proszę o zwrot pieniędzy za desk lamp, nie chcę już nowej.",
])
def test_a_new_one_given_up_keeps_the_refund_asked(text: str) -> None:
    allowed(6400, LAMPS, text)


@pytest.mark.parametrize("text", [
    "The desk lamp flickers. I no longer want a refund, please send a new one instead.",
    "The desk lamp flickers. I no longer want the refund, it works again after a reset.",
    "Die Desk Lamp flackert. Ich möchte keine Erstattung mehr, lieber eine neue.",
])
def test_the_refund_given_up_or_a_new_one_wished_still_asks_nothing(text: str) -> None:
    not_allowed(6400, LAMPS, text)


def _scarf():
    return order(("Nordvik Wool Scarf Grey", 1, 4200))


# a parcel missed, then a later message saying only that it came, with no "now" or "just"
@pytest.mark.parametrize("first, later", [
    ("Hello, the scarf shows as delivered on Friday but nothing is in my letterbox. Please refund me.",
     "It's here."),
    ("Hello, the scarf shows as delivered on Friday but nothing is in my letterbox. Please refund me.",
     "The parcel has turned up, all good, sorry!"),
    ("Hola, la bufanda figura entregada el viernes pero no tengo nada. Quiero mi dinero.",
     "Ha llegado, todo bien. Gracias"),
    ("Hallo, der Schal gilt seit Freitag als zugestellt, aber bei mir ist nichts. Ich will mein Geld zurück.",
     "Er ist da, danke!"),
    ("Bonjour, l'écharpe est indiquée livrée vendredi mais je n'ai rien reçu. Remboursez-moi.",
     "Elle est là, merci !"),
    ("Ciao, la sciarpa risulta consegnata venerdì ma non ho ricevuto niente. Voglio il rimborso.",
     "È arrivata, grazie!"),
    ("Olá, o cachecol aparece entregue na sexta mas não recebi nada. Quero o reembolso.",
     "Já está cá, obrigada!"),
    ("Hoi, de sjaal staat sinds vrijdag als bezorgd maar ik heb niets. Ik wil mijn geld terug.",
     "Hij is er, bedankt!"),
    ("Hej, halsduken står som levererad i fredags men jag har inget fått. Jag vill ha pengarna tillbaka.",
     "Den är här, tack!"),
    ("Hej, tørklædet står som leveret fredag, men jeg har intet fået. Jeg vil have pengene tilbage.",
     "Den er her, tak!"),
    ("Hei, skjerfet står som levert fredag, men jeg har ikke fått noe. Jeg vil ha pengene tilbake.",
     "Den har kommet, takk!"),
    ("Dzień dobry, szalik jest oznaczony jako doręczony w piątek, ale nic nie mam. Chcę zwrot pieniędzy.",
     "Dotarł, dziękuję!"),
    ("Hei, huivi näkyy toimitettuna perjantaina, mutta en ole saanut mitään. Haluan rahat takaisin.",
     "Se tuli, kiitos!"),
    ("Bună, fularul apare livrat vineri, dar n-am primit nimic. Vreau banii înapoi.", "A ajuns, mersi!"),
    ("Merhaba, atkı cuma teslim edildi görünüyor ama bana bir şey gelmedi. Paramı geri istiyorum.",
     "Geldi, teşekkürler!"),
    ("안녕하세요, 목도리가 금요일에 배송 완료로 나오는데 아무것도 못 받았어요. 환불해 주세요.",
     "도착했어요, 감사합니다!"),
    ("你好，围巾显示周五已送达，但我什么都没收到。我要退款。", "包裹到了，谢谢！"),
    ("مرحبا، الوشاح يظهر أنه سُلّم يوم الجمعة لكنني لم أستلم شيئا. أريد استرداد أموالي.", "وصل، شكرا!"),
])
def test_a_later_message_saying_only_it_came_withdraws_it(first: str, later: str) -> None:
    asked(None, _scarf(), first, later)


# it came and says more, or the first message says it: still asked
@pytest.mark.parametrize("said", [
    ("Hello, the scarf shows as delivered on Friday but nothing is in my letterbox. Please refund me.",
     "It's here. But it has a big hole in it, so I still want my money back."),
    ("Hello, the scarf shows as delivered on Friday but nothing is in my letterbox. Please refund me.",
     "It arrived. It is torn along one edge. Refund please."),
    ("It's here, but the scarf is torn along one edge. Please refund me.",),
    ("Hallo, der Schal gilt als zugestellt, aber bei mir ist nichts. Ich will mein Geld zurück.",
     "Er ist da, aber voller Löcher. Ich will trotzdem mein Geld zurück."),
])
def test_it_came_and_more_is_said_is_still_asked(said: tuple[str, ...]) -> None:
    allowed(None, _scarf(), *said)
