"""A parcel gone back to its sender, in the subject as a carrier's page says it ("Pakket retour
afzender?", "Colis retourné à l'expéditeur ?"), in every covered language: the sender is no item
of another purchase (``items._TO_SENDER``: the words of an event, like "sent back" or
"cancelled"). Written in our own words, never from a corpus's ticket.

Each grounded refund (all of a payment whose parcel never arrived and went back) was asked on
main (``item_not_on_payment``: the ticket said to be about "the sender"), in the fifteen
languages whose subjects are read for items that way (the Japanese, Korean and Chinese ones
were allowed on main too: kept as a guard). The twin keeps its verdict: a kettle named in the same subject,
where the payment sold running shoes, is still an item not on the payment.
"""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, not_allowed, order

pytestmark = pytest.mark.unit

# (a title in the customer's language, the subject, the message)
_CASES = {
 "en": ("Women's trail running shoes", "Parcel returned to sender?",
        "My parcel never arrived and the tracking says it has gone back. I don't need it sent again, can I just "
        "have my money back?"),
 "de": ("Laufschuhe Damen", "Paket zurück an Absender?",
        "Mein Paket ist nie angekommen, laut Sendungsverfolgung ist es zurückgegangen. Ich brauche es nicht noch "
        "einmal, kann ich einfach mein Geld zurück haben?"),
 "fr": ("Chaussures de course femme", "Colis retourné à l'expéditeur ?",
        "Mon colis n'est jamais arrivé, le suivi dit qu'il est reparti. Pas besoin de le renvoyer, je peux juste "
        "être remboursée ?"),
 "es": ("Zapatillas de running mujer", "¿Paquete devuelto al remitente?",
        "Mi paquete nunca llegó y el seguimiento dice que ha vuelto. No hace falta reenviarlo, ¿me podéis "
        "devolver el dinero?"),
 "it": ("Scarpe da corsa donna", "Pacco reso al mittente?",
        "Il pacco non è mai arrivato, il tracciamento dice che è tornato indietro. Non serve rispedirlo, posso "
        "avere il rimborso?"),
 "pt": ("Sapatilhas de corrida mulher", "Encomenda devolvida ao remetente?",
        "A encomenda nunca chegou e o rastreio diz que voltou. Não é preciso reenviar, posso só ter o reembolso?"),
 "nl": ("Hardloopschoenen dames", "Pakket retour afzender?",
        "Mijn pakket is nooit aangekomen, volgens de track & trace is het teruggegaan. Ik hoef het niet opnieuw, "
        "mag ik gewoon mijn geld terug?"),
 "pl": ("Buty do biegania damskie", "Paczka zwrócona do nadawcy?",
        "Paczka nigdy nie dotarła, śledzenie pokazuje, że wróciła. Nie trzeba wysyłać ponownie, proszę o zwrot "
        "pieniędzy."),
 "ro": ("Pantofi de alergare damă", "Colet returnat la expeditor?",
        "Coletul nu a ajuns niciodată, urmărirea arată că s-a întors. Nu trebuie retrimis, vreau banii înapoi."),
 "sv": ("Löparskor dam", "Paket retur till avsändaren?",
        "Mitt paket kom aldrig fram, spårningen säger att det har gått tillbaka. Jag behöver det inte igen, kan "
        "jag bara få pengarna tillbaka?"),
 "da": ("Løbesko dame", "Pakke retur til afsender?",
        "Min pakke kom aldrig frem, sporingen siger, at den er sendt tilbage. Jeg behøver den ikke igen, kan jeg "
        "bare få pengene tilbage?"),
 "nb": ("Løpesko dame", "Pakke retur til avsender?",
        "Pakken min kom aldri fram, sporingen sier at den har gått i retur. Jeg trenger den ikke igjen, kan jeg "
        "bare få pengene tilbake?"),
 "fi": ("Naisten juoksukengät", "Paketti palautettu lähettäjälle?",
        "Paketti ei koskaan tullut perille, seuranta sanoo että se palasi. En tarvitse sitä uudestaan, saanko "
        "vain rahat takaisin?"),
 "tr": ("Kadın koşu ayakkabısı", "Kargo göndericiye iade edildi mi?",
        "Kargom hiç gelmedi, takipte geri döndüğü yazıyor. Tekrar gönderilmesine gerek yok, paramı geri "
        "alabilir miyim?"),
 "ja": ("レディース ランニングシューズ", "荷物が差出人に返送されました",
        "荷物が届きませんでした。追跡では戻ったそうです。再送は不要なので返金してください。"),
 "ko": ("여성 러닝화", "택배가 발송인에게 반송됐어요",
        "택배를 못 받았어요. 조회해 보니 돌아갔다고 하네요. 재발송은 필요 없고 환불해 주세요."),
 "zh": ("女士跑步鞋", "包裹被退回寄件人了？", "包裹一直没到，物流显示已经退回。不用重发了，请给我退款。"),
 "ar": ("حذاء جري نسائي", "الطرد رجع إلى المرسل؟",
        "الطرد لم يصلني والتتبع يقول إنه رجع. لا أحتاج إعادة الإرسال، أريد استرداد أموالي."),
}

_KETTLE = {"en": "Kettle", "de": "Wasserkocher", "fr": "Bouilloire", "es": "Hervidor", "it": "Bollitore",
           "pt": "Chaleira", "nl": "Waterkoker", "pl": "Czajnik", "ro": "Fierbător", "sv": "Vattenkokare",
           "da": "Elkedel", "nb": "Vannkoker", "fi": "Vedenkeitin", "tr": "Su ısıtıcısı", "ja": "電気ケトル",
           "ko": "전기포트", "zh": "电水壶", "ar": "غلاية"}


@pytest.mark.parametrize("lang", sorted(_CASES))
def test_a_parcel_back_to_its_sender_is_no_other_item(lang: str) -> None:
    title, subject, said = _CASES[lang]
    found = judged(None, order((title, 1, 8900)), said, subject=subject)
    assert found.verdict == "allow", (lang, found.verdict, [r.message for r in found.reasons])


@pytest.mark.parametrize("lang", sorted(_CASES))
def test_an_item_named_beside_the_sender_stays_asked(lang: str) -> None:
    title, subject, said = _CASES[lang]
    not_allowed(None, order((title, 1, 8900)), said, subject=f"{_KETTLE[lang]}: {subject}")
