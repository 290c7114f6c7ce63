""""All good, you can cancel the trace!": a word for everything said as the subject of "fine"
names no whole, and what is cancelled beside it is not the order. Written in our own words.

On main, after a parcel said missing and a trace lodged, "all good" and a cancellation of the
trace (the search, the claim, the request) in one sentence ALLOWED a refund of the whole
payment in English, Spanish, Italian, Dutch, Polish, Swedish and Chinese. The contrasts stay
allowed: the order cancelled with everything in one sentence, and "everything" asked back."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# (language, the complaint, all good and the search called off, the whole cancelled: the twin)
SAID = [
    ("en", "The tracking says delivered but nothing is here.", "All good, you can cancel the trace!",
     "Still nothing here, please cancel everything and refund me."),
    ("de", "Laut Sendungsverfolgung zugestellt, aber hier ist nichts.",
     "Alles gut, Sie können die Nachforschung abbrechen!",
     "Immer noch nichts da, bitte stornieren Sie alles und erstatten Sie mir das Geld."),
    ("fr", "Le suivi indique livré mais je n'ai rien reçu.", "Tout est bon, vous pouvez annuler l'enquête !",
     "Toujours rien, annulez tout et remboursez-moi s'il vous plaît."),
    ("es", "El seguimiento dice entregado pero no tengo nada.", "Todo bien, podéis cancelar la reclamación!",
     "Sigue sin llegar, cancelad todo y devolvedme el dinero por favor."),
    ("it", "Il tracking dice consegnato ma non ho ricevuto nulla.", "Tutto a posto, potete annullare la richiesta!",
     "Ancora niente, annullate tutto e rimborsatemi per favore."),
    ("nl", "Volgens de tracking bezorgd, maar er is niets.", "Alles goed, jullie kunnen het onderzoek annuleren!",
     "Nog steeds niets, annuleer alles en stort mijn geld terug alstublieft."),
    ("pl", "Śledzenie pokazuje doręczono, ale nic nie dostałam.", "Wszystko w porządku, możecie anulować reklamację!",
     "Nadal nic, proszę anulować wszystko i zwrócić mi pieniądze."),
    ("pt", "O rastreio diz entregue mas não recebi nada.", "Tudo certo, podem cancelar a reclamação!",
     "Ainda nada, cancelem tudo e devolvam-me o dinheiro por favor."),
    ("sv", "Spårningen säger levererat men inget har kommit.", "Allt är bra, ni kan avbryta efterlysningen!",
     "Fortfarande inget, avbryt allt och betala tillbaka pengarna."),
    ("da", "Sporingen siger leveret, men intet er kommet.", "Alt er godt, I kan annullere efterlysningen!",
     "Stadig intet, annuller det hele og giv mig pengene tilbage."),
    ("nb", "Sporingen sier levert, men ingenting har kommet.", "Alt er i orden, dere kan avbryte etterlysningen!",
     "Fortsatt ingenting, kanseller alt og gi meg pengene tilbake."),
    ("fi", "Seuranta sanoo toimitettu, mutta mitään ei ole tullut.", "Kaikki kunnossa, voitte perua selvityksen!",
     "Ei vieläkään mitään, perukaa kaikki ja palauttakaa rahat."),
    ("ro", "Urmărirea spune livrat, dar n-am primit nimic.", "Totul e în regulă, puteți anula reclamația!",
     "Tot nimic, anulați tot și dați-mi banii înapoi vă rog."),
    ("tr", "Takipte teslim edildi yazıyor ama hiçbir şey gelmedi.",
     "Her şey yolunda, araştırmayı iptal edebilirsiniz!",
     "Hâlâ gelmedi, lütfen her şeyi iptal edip paramı iade edin."),
    ("ar", "التتبع يقول تم التسليم لكن لم يصلني شيء.", "كل شيء تمام، يمكنكم إلغاء البحث!",
     "ما زال لم يصل، ألغوا الطلب كله وأرجعوا لي فلوسي."),
    ("ja", "追跡では配達済みですが、何も届いていません。", "全部大丈夫です、調査はキャンセルしてください！",
     "まだ届きません。注文を全部キャンセルして返金してください。"),
    ("ko", "배송 조회는 배달 완료인데 아무것도 안 왔어요.", "다 괜찮아요, 조사는 취소해 주세요!",
     "아직도 안 왔어요. 주문 전체 취소하고 환불해 주세요."),
    ("zh", "物流显示已签收，但我什么都没收到。", "一切都好，可以取消调查了！", "还是没收到，请取消整个订单并退款。"),
]

TRACE = ("agent", "We have lodged a trace with the carrier and will update you.")


def _paid():
    return order(("Hand Wash 500 ml", 1, 4900), ("Hand Balm 75 ml", 1, 3900), ship=995, currency="eur")


@pytest.mark.parametrize(("code", "complaint", "fine", "_"), SAID, ids=[c[0] for c in SAID])
def test_all_good_and_the_search_called_off_refund_nothing(code, complaint, fine, _):
    not_allowed(None, _paid(), complaint, TRACE, fine)


@pytest.mark.parametrize(("code", "complaint", "_", "whole"), SAID, ids=[c[0] for c in SAID])
def test_the_whole_cancelled_stays_allowed(code, complaint, _, whole):
    allowed(None, _paid(), complaint, TRACE, whole)
