"""A return the customer announces without a verb of sending, or asks whether to make (issue 39,
the grounded side): "the chair wobbles, a leg is broken; the cushion is fine. The chair has to
go back." and "... Should I send the chair back?". The goods said to go back (``stolen skal
retur``, "der Stuhl muss zurück", "椅子得还回去") are a return, and a return asks the money of
what goes back, as "I'm sending the chair back" does; "shall I send it back?" ("la rimando
indietro?", "lähetänkö sen takaisin?", "돌려보낼까요?") asks it where a fault is told, as "can I
return it?" does (``tables.sentback``). Written in our own words, in the 18 covered languages,
from the form, never from a ticket.

The contrasts stay with a person: the cushion said fine refunded with the chair (a kept line);
and the return announced for something else ("... please send me a new chair instead"): the
goods go back for a replacement, not for money."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Nordic Oak Dining Chair", 1, 18900), ("Linen Seat Cushion", 1, 2900))
CHAIR, BOTH = 18900, 21800

# (the fault told and the cushion said fine; the return announced; the return asked whether to
# make; a replacement wished instead)
SAID = {
    "en": ("The chair wobbles, one leg is broken. The cushion is fine.", "The chair has to go back.",
           "Should I send the chair back?", "Please send me a new chair instead."),
    "de": ("Der Stuhl wackelt, ein Bein ist gebrochen. Das Kissen ist in Ordnung.", "Der Stuhl muss zurück.",
           "Soll ich den Stuhl zurückschicken?", "Bitte schicken Sie mir stattdessen einen neuen Stuhl."),
    "fr": ("La chaise est bancale, un pied est cassé. Le coussin est très bien.", "La chaise doit repartir chez vous.",
           "Je vous renvoie la chaise ?", "Envoyez-moi une nouvelle chaise à la place."),
    "es": ("La silla cojea, una pata está rota. El cojín está bien.", "La silla tiene que volver a la tienda.",
           "¿Entonces la silla os la mando de vuelta?", "Por favor, envíenme una silla nueva en su lugar."),
    "it": ("La sedia traballa, una gamba è rotta. Il cuscino va bene.", "La sedia deve tornare indietro.",
           "La sedia ve la rimando indietro?", "Mandatemi invece una sedia nuova, per favore."),
    "pt": ("A cadeira abana, veio com uma perna estragada. A almofada está ótima.",
           "A cadeira tem de voltar para trás.", "Devolvo-vos a cadeira?", "Enviem-me uma cadeira nova em vez disso."),
    "nl": ("De stoel wiebelt, een poot is kapot. Het kussen is prima.", "De stoel moet terug.",
           "Stuur ik de stoel dan terug?", "Stuur me in plaats daarvan een nieuwe stoel."),
    "sv": ("Stolen vinglar, ett ben är trasigt. Kudden är fin.", "Stolen ska tillbaka.",
           "Ska jag skicka tillbaka stolen?", "Skicka mig en ny stol i stället."),
    "da": ("Stolen vakler, det ene ben er i stykker. Puden er fin.", "Stolen skal retur.",
           "Skal jeg sende stolen tilbage?", "Send mig en ny stol i stedet."),
    "nb": ("Stolen vingler, det ene beinet er ødelagt. Puten er fin.", "Stolen skal tilbake.",
           "Skal jeg sende stolen tilbake?", "Send meg en ny stol i stedet."),
    "fi": ("Tuoli heiluu, yksi jalka on rikki. Tyyny on hyvä.", "Tuolin täytyy mennä takaisin.",
           "Lähetänkö tuolin takaisin?", "Lähettäkää minulle sen sijaan uusi tuoli."),
    "pl": ("Krzesło się chwieje, jedna noga jest uszkodzona. Poduszka jest w porządku.",
           "Krzesło musi wrócić do sklepu.", "Mam odesłać krzesło?", "Proszę zamiast tego przysłać nowe krzesło."),
    "ro": ("Scaunul se clatină, un picior e rupt. Perna e în regulă.", "Scaunul trebuie să se întoarcă la voi.",
           "Să trimit scaunul înapoi?", "Trimiteți-mi în schimb un scaun nou."),
    "tr": ("Sandalye sallanıyor, bir ayağı kırık. Yastık sorunsuz.", "Sandalye geri gidecek.",
           "Sandalyeyi geri göndereyim mi?", "Bunun yerine yeni bir sandalye gönderin."),
    "ja": ("椅子がぐらつきます。脚が一本壊れています。クッションは問題ありません。", "椅子はそちらに戻します。",
           "椅子は送り返した方がいいですか？", "代わりに新しい椅子を送ってください。"),
    "ko": ("의자가 흔들리고 다리 하나가 파손되었어요. 쿠션은 괜찮아요.", "의자는 돌려보낼 거예요.",
           "의자를 돌려보낼까요?", "대신 새 의자를 보내 주세요."),
    "zh": ("椅子晃动，一条腿坏了。靠垫没问题。", "这把椅子得还回去。", "椅子我寄回去吗？", "请换一把新椅子给我。"),
    "ar": ("الكرسي يهتز ورجله مكسورة. الوسادة سليمة.", "الكرسي لازم يرجع لكم.", "هل أعيد الكرسي لكم؟",
           "أرسلوا لي كرسي جديد بدلا منه."),
}

CODES = sorted(SAID)


@pytest.mark.parametrize("code", CODES)
def test_the_goods_said_to_go_back_ask_their_money(code: str) -> None:
    told, back, _, _ = SAID[code]
    allowed(CHAIR, PAID, f"{told} {back}", reason="grounded_line")


@pytest.mark.parametrize("code", CODES)
def test_asking_whether_to_send_them_back_asks_their_money(code: str) -> None:
    told, _, shall, _ = SAID[code]
    allowed(CHAIR, PAID, f"{told} {shall}", reason="grounded_line")


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("form", [1, 2])
def test_the_line_said_fine_is_never_refunded_with_it(code: str, form: int) -> None:
    said = SAID[code]
    not_allowed(BOTH, PAID, f"{said[0]} {said[form]}")


@pytest.mark.parametrize("code", CODES)
def test_the_goods_going_back_for_a_new_one_ask_no_money(code: str) -> None:
    told, back, _, instead = SAID[code]
    not_allowed(CHAIR, PAID, f"{told} {back} {instead}")


# the customer going back somewhere, never the goods: a fault told, no money asked
GOING_THEMSELVES = {
    "en": "I have to go back to work now.",
    "de": "Ich muss jetzt zurück.",
    "nl": "Ik moet nu terug.",
    "sv": "Jag ska tillbaka.",
    "da": "Jeg skal tilbage.",
    "nb": "Jeg skal tilbake.",
}


@pytest.mark.parametrize("code", sorted(GOING_THEMSELVES))
def test_the_customer_going_back_is_no_return(code: str) -> None:
    not_allowed(CHAIR, PAID, f"{SAID[code][0]} {GOING_THEMSELVES[code]}")
