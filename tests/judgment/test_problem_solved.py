"""The problem solved, the ask withdrawn later (docs/RELIABILITY.md, "A general form: the
problem solved, the ask withdrawn later"): after asking for a refund, a later comment of the
customer's says the problem is solved (found, it was in the parcel, fixed by someone, my
mistake) or the ask is no longer needed, and the refund is no longer grounded. Written in our
own words from the form, not from any corpus's ticket; each case failed (allowed) before the
words were added, and the contrasts (a paper found, another line fine, broken again, a
replacement declined for the money, the rest of the order fine) stay allowed."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import allowed, not_allowed, order
from tests.judgment.test_another_purchase import MUG

_FIRST = {
    "en": "The mug arrived broken. Please refund it.",
    "de": "Der Becher ist kaputt angekommen. Bitte erstatten Sie mir das Geld.",
    "fr": "La tasse est arrivée cassée. Je veux être remboursé.",
    "es": "La taza llegó rota. Quiero un reembolso.",
    "pt": "A caneca chegou partida. Quero um reembolso.",
    "pl": "Kubek przyszedł pęknięty. Proszę o zwrot pieniędzy.",
    "ro": "Cana a venit spartă. Vreau banii înapoi.",
    "fi": "Kuppi tuli rikki. Haluan rahani takaisin.",
    "tr": "Kupa kırık geldi. Para iadesi istiyorum.",
    "ja": "マグカップが割れて届きました。返金をお願いします。",
    "ko": "머그컵이 깨져서 왔어요. 환불해 주세요.",
    "zh": "杯子到的时候是碎的，请退款。",
    "ar": "وصل الكوب مكسورا. أريد استرداد المال.",
}


def _paid() -> Order:
    return order((MUG, 1, 1500))


@pytest.mark.parametrize("lang, later", [
    ("en", "Sorry, it was in the parcel after all. All good now."),
    ("en", "Please ignore my previous message, all good."),
    ("en", "The neighbour had it. Sorry for the trouble."),
    ("de", "Entschuldigung, er war doch im Paket. Alles gut."),
    ("de", "Bitte ignorieren Sie meine letzte Nachricht, alles in Ordnung."),
    ("fr", "Désolé, je l'ai retrouvée, tout est en ordre."),
    ("fr", "Mon mari l'a réparée, c'était juste la pile."),
    ("fr", "Finalement elle est arrivée aujourd'hui. Plus besoin de remboursement."),
    ("es", "Fue culpa mía, ya funciona."),
    ("es", "Perdón, fue culpa mía."),
    ("pt", "Desculpem, encontrei-a, estava na caixa. Está tudo bem."),
    ("pt", "O meu marido arranjou-a. Podem fechar o pedido."),
    ("pl", "To mój błąd, już działa. Zwrot nie jest już potrzebny."),
    ("ro", "Scuze, am găsit-o, era în colet. Totul e în regulă."),
    ("ro", "Greșeala mea, acum merge. Nu mai e nevoie de rambursare."),
    ("tr", "Sıfırlayınca düzeldi, sorun kalmadı."),
    ("ko", "남편이 고쳤어요. 티켓 닫으셔도 됩니다."),
    ("ar", "كان خطأ مني، الآن كل شيء تمام."),
    ("ar", "بعد إعادة التشغيل اشتغل. لا داعي للاسترداد."),
])
def test_the_problem_solved_later_withdraws_the_ask(lang, later):
    not_allowed(1500, _paid(), _FIRST[lang], later, reason=("refund_withdrawn", "refund_declined"))


@pytest.mark.parametrize("lang, later", [
    # already read before this form, kept here so the form holds in ja, zh, fi
    ("ja", "私の勘違いでした。もう大丈夫です。"),
    ("ja", "夫が直してくれました。チケットを閉じていただいて結構です。"),
    ("zh", "是我搞错了，现在没问题了。"),
    ("zh", "原来是电池的问题，已经解决了。"),
    ("fi", "Se oli vain paristo, nyt toimii taas."),
    ("fi", "Mieheni korjasi sen. Voitte sulkea tiketin."),
])
def test_the_problem_solved_is_read_in_the_other_scripts_too(lang, later):
    not_allowed(1500, _paid(), _FIRST[lang], later)


@pytest.mark.parametrize("lang, later", [
    ("en", "Found the receipt, here it is."),
    ("en", "The other one works fine."),
    ("en", "It was fixed for a day, now it's broken again."),
    ("en", "I found the problem: the lid is cracked."),
    ("en", "No need to send a replacement, just the refund."),
    ("en", "All good with the rest of the order."),
    ("fr", "J'ai retrouvé le ticket de caisse, le voici."),
    ("fr", "Tout est en ordre pour le reste de la commande."),
    ("fr", "Pas besoin d'en renvoyer une autre, juste le remboursement."),
    ("es", "Encontré el recibo, aquí está."),
    ("es", "Estuvo arreglada un día, ahora vuelve a estar rota."),
    ("tr", "Bir gün düzeldi, şimdi yine bozuk."),
    ("ja", "一日は直りましたが、また壊れました。"),
    ("zh", "找到收据了，在这里。"),
    ("zh", "修好了一天，现在又坏了。"),
    ("ar", "وجدت الإيصال، ها هو."),
    ("ar", "كل شيء تمام مع باقي الطلب."),
    ("ko", "하루는 고쳤는데 지금 또 고장났어요."),
])
def test_what_is_not_a_withdrawal_stays_grounded(lang, later):
    allowed(1500, _paid(), _FIRST[lang], later)


def test_a_new_complaint_after_the_problem_solved_reopens_it():
    later = "Sorry, it was in the parcel after all. All good now."
    again = "Now the handle came off and it is broken. Please refund it."
    allowed(1500, _paid(), _FIRST["en"], later, again)
