"""An agent's either/or question of remedies answered (issue 39): "A new shipment or your money
back?" answered by the money, "The money back, thanks", takes the offer up: the whole payment;
answered by the other remedy, "A new shipment, thanks", or by thanks alone, it does not, though
the thanks is a yes (``either``). Written in our own words, in the 18 covered languages, from
the classes' definitions (grounded_full; the unsafe side: the refund not asked), never from a
ticket. The resend chosen was allowed before the rule in several languages (the thanks read as
the offer taken up): those fail on main."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PARCEL = {
    "en": "My parcel has not moved in transit for three weeks.",
    "de": "Mein Paket hängt seit drei Wochen im Versand fest.",
    "fr": "Mon colis est bloqué en transit depuis trois semaines.",
    "es": "Mi paquete lleva tres semanas parado en tránsito.",
    "it": "Il mio pacco è fermo in transito da tre settimane.",
    "pt": "A minha encomenda está parada em trânsito há três semanas.",
    "nl": "Mijn pakket staat al drie weken stil onderweg.",
    "pl": "Moja paczka od trzech tygodni stoi w transporcie.",
    "ro": "Coletul meu stă în tranzit de trei săptămâni.",
    "sv": "Mitt paket har stått still i tre veckor.",
    "da": "Min pakke har stået stille i tre uger.",
    "nb": "Pakken min har stått stille i tre uker.",
    "fi": "Pakettini on ollut jumissa kolme viikkoa.",
    "tr": "Kargom üç haftadır yolda bekliyor.",
    "ja": "荷物が3週間も届きません。",
    "ko": "택배가 3주째 안 와요.",
    "zh": "我的包裹三周都没动了。",
    "ar": "طردي متوقف منذ ثلاثة أسابيع.",
}
# the agent's question, its answer by the money, by the other remedy, by thanks alone
CHOICE = {
    "en": ("The carrier has lost it. A new shipment or your money back?",
           "The money back, thanks.", "A new shipment, thanks.", "Thanks!"),
    "de": ("Der Versender hat es verloren. Neue Sendung oder Geld zurück?",
           "Das Geld zurück, danke.", "Eine neue Sendung, danke.", "Danke!"),
    "fr": ("Le transporteur l'a perdu. Un nouvel envoi ou un remboursement ?",
           "Le remboursement, merci.", "Un nouvel envoi, merci.", "Merci !"),
    "es": ("La empresa lo ha perdido. ¿Un nuevo envío o le devolvemos el dinero?",
           "El dinero, gracias.", "Un nuevo envío, gracias.", "¡Gracias!"),
    "it": ("Il corriere l'ha perso. Una nuova spedizione o il rimborso?",
           "Il rimborso, grazie.", "Una nuova spedizione, grazie.", "Grazie!"),
    "pt": ("A transportadora perdeu-a. Um novo envio ou o reembolso?",
           "O reembolso, obrigado.", "Um novo envio, obrigado.", "Obrigado!"),
    "nl": ("De vervoerder is het kwijt. Een nieuwe zending of uw geld terug?",
           "Het geld terug, dank u.", "Een nieuwe zending, dank u.", "Dank u!"),
    "pl": ("Kurier ją zgubił. Nowa wysyłka czy zwrot pieniędzy?",
           "Zwrot pieniędzy, dziękuję.", "Nowa wysyłka, dziękuję.", "Dziękuję!"),
    "ro": ("Curierul l-a pierdut. O nouă expediere sau banii înapoi?",
           "Banii înapoi, mulțumesc.", "O nouă expediere, mulțumesc.", "Mulțumesc!"),
    "sv": ("Posten har tappat bort det. Ny leverans eller pengarna tillbaka?",
           "Pengarna tillbaka, tack.", "Ny leverans, tack.", "Tack!"),
    "da": ("Fragtfirmaet har mistet den. Ny forsendelse eller pengene tilbage?",
           "Pengene tilbage, tak.", "Ny forsendelse, tak.", "Tak!"),
    "nb": ("Posten har mistet den. Ny sending eller pengene tilbake?",
           "Pengene tilbake, takk.", "Ny sending, takk.", "Takk!"),
    "fi": ("Kuljetusliike on hukannut sen. Uusi lähetys vai rahat takaisin?",
           "Rahat takaisin, kiitos.", "Uusi lähetys, kiitos.", "Kiitos!"),
    "tr": ("Kargo firması kaybetmiş. Yeni gönderim mi, yoksa para iadesi mi?",
           "Para iadesi lütfen, teşekkürler.", "Yeni gönderim lütfen, teşekkürler.", "Teşekkürler!"),
    "ja": ("配送業者が紛失しました。再発送と返金、どちらがよろしいですか？",
           "返金でお願いします。", "再発送でお願いします。", "ありがとうございます。"),
    "ko": ("택배사에서 분실했습니다. 재발송 아니면 환불 중 어느 쪽을 원하시나요?",
           "환불로 해주세요.", "재발송으로 해주세요.", "감사합니다."),
    "zh": ("快递把包裹弄丢了。重新发货还是退款？",
           "退款吧，谢谢。", "重新发货吧，谢谢。", "谢谢！"),
    "ar": ("شركة الشحن فقدته. نعيد الإرسال أم نرد لك المبلغ؟",
           "رد المبلغ من فضلك، شكرا.", "إعادة الإرسال من فضلك، شكرا.", "شكرا!"),
}
LANGS = sorted(CHOICE)


def _paid():
    return order(("Alpine Trek Softshell", 1, 18900), ("Merino Hiking Socks", 1, 2400), currency="eur")


def _thread(lang: str, answer: int):
    return (PARCEL[lang], ("agent", CHOICE[lang][0]), CHOICE[lang][answer])


@pytest.mark.parametrize("lang", LANGS)
def test_the_money_chosen_grounds_the_whole_payment(lang):
    allowed(None, _paid(), *_thread(lang, 1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_remedy_chosen_asks_no_money(lang):
    not_allowed(None, _paid(), *_thread(lang, 2))


@pytest.mark.parametrize("lang", LANGS)
def test_thanks_alone_chooses_neither(lang):
    not_allowed(None, _paid(), *_thread(lang, 3))


@pytest.mark.parametrize("lang", ["en", "fr", "nb"])
def test_an_offer_of_money_alone_taken_up_by_thanks_stays_as_it_was(lang):
    # no choice asked: an offer of money back alone, thanked, is taken up as before
    offer = {"en": "The carrier has lost it. We will refund you in full.",
             "fr": "Le transporteur l'a perdu. Nous vous remboursons intégralement.",
             "nb": "Posten har mistet den. Vi refunderer hele beløpet."}[lang]
    allowed(None, _paid(), PARCEL[lang], ("agent", offer), CHOICE[lang][3])
