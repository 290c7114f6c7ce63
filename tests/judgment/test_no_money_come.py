"""Money awaited said with "no" on the money itself, with no word for "still": "you confirmed my
return three weeks ago, but no money has come in", "inga pengar har kommit", "kein Geld ist
eingegangen", "한 푼도 못 받았어요". The customer says money owed has not come: an ask for the line
they name, in every covered language. Twins: the same words with the money declined after them stay
an ask, the line named with no money spoken of asks nothing, and the whole payment
proposed for the one line named stays an ask. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

HEADPHONES = 24900
_PAID = order(("Sony WH-1000XM4 headphones", 1, HEADPHONES), ("Sony audio cable 1.2 m", 1, 1490),
              currency="eur")

# (the return confirmed, no money come; the line named and the other kept; the money declined)
CASES = {
    "en": ("You confirmed my return three weeks ago, but no money has come in.",
           "It is about the headphones, I kept the cable.", "But I don't want any money back."),
    "de": ("Sie haben meine Rücksendung vor drei Wochen bestätigt, aber es ist kein Geld eingegangen.",
           "Es geht um die Kopfhörer, das Kabel habe ich behalten.",
           "Ich möchte aber kein Geld zurück."),
    "fr": ("Vous avez confirmé mon retour il y a trois semaines, mais aucun argent n'est arrivé.",
           "Il s'agit du casque, j'ai gardé le câble.", "Mais je ne veux pas de remboursement."),
    "es": ("Confirmaron mi devolución hace tres semanas, pero no ha llegado ningún dinero.",
           "Se trata de los auriculares. Me quedo con el cable.",
           "Pero no quiero ningún reembolso."),
    "it": ("Avete confermato il mio reso tre settimane fa, ma non mi è arrivato nemmeno un euro.",
           "Si tratta delle cuffie, il cavo l'ho tenuto.", "Ma non voglio nessun rimborso."),
    "nl": ("Jullie hebben mijn retour drie weken geleden bevestigd, maar er is geen geld binnen.",
           "Het gaat om de koptelefoon, de kabel heb ik gehouden.",
           "Maar ik wil geen geld terug."),
    "pl": ("Potwierdziliście mój zwrot trzy tygodnie temu, ale nie wpłynęły żadne pieniądze.",
           "Chodzi o słuchawki, kabel zatrzymałam.", "Ale nie chcę zwrotu pieniędzy."),
    "pt": ("Confirmaram a minha devolução há três semanas, mas não chegou nenhum dinheiro.",
           "Trata-se dos auscultadores, o cabo fiquei com ele.",
           "Mas não quero reembolso nenhum."),
    "sv": ("Ni bekräftade min retur för tre veckor sedan, men inga pengar har kommit.",
           "Det gäller hörlurarna, kabeln behöll jag.", "Men jag vill inte ha några pengar tillbaka."),
    "da": ("I bekræftede min returnering for tre uger siden, men der er ingen penge kommet.",
           "Det gælder hovedtelefonerne, kablet beholdt jeg.",
           "Men jeg vil ikke have pengene tilbage."),
    "nb": ("Dere bekreftet returen min for tre uker siden, men det har ikke kommet noen penger.",
           "Det gjelder hodetelefonene, kabelen beholdt jeg.",
           "Men jeg vil ikke ha pengene tilbake."),
    "fi": ("Vahvistitte palautukseni kolme viikkoa sitten, mutta mitään rahaa ei ole tullut.",
           "Kyse on kuulokkeista, kaapelin pidin.", "En kuitenkaan halua rahoja takaisin."),
    "ja": ("3週間前に返品を確認していただきましたが、1円も戻ってきていません。",
           "ヘッドホンの件です。ケーブルは手元に残しました。", "でも返金は不要です。"),
    "ko": ("3주 전에 반품 확인을 받았는데 돈을 한 푼도 못 받았어요.",
           "헤드폰 건이에요. 케이블은 제가 가지고 있어요.", "하지만 환불은 원하지 않아요."),
    "zh": ("三周前你们就确认了我的退货，但是一分钱都没有收到。",
           "是耳机的事。线我留下了。", "不过我不需要退款。"),
    "tr": ("İadem üç hafta önce onaylandı ama hiç para gelmedi.",
           "Kulaklık için yazıyorum. Kablo bende kalsın.", "Ama para iadesi istemiyorum."),
    "ar": ("أكدتم استلام المرتجع قبل ثلاثة أسابيع، لكن ما وصلني أي فلوس.",
           "الموضوع بخصوص السماعات. الكابل بيبقى عندي.", "بس ما أبي استرداد."),
    "ro": ("Mi-ați confirmat returul acum trei săptămâni, dar nu a intrat niciun ban.",
           "E vorba de căști, cablul l-am păstrat.", "Dar nu vreau banii înapoi."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_no_money_come_asks_the_line_named(code):
    come, named, _ = CASES[code]
    allowed(HEADPHONES, _PAID, f"{come} {named}")


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_money_declined_later_stays_an_ask(code):
    come, named, declined = CASES[code]
    not_allowed(HEADPHONES, _PAID, f"{come} {named}", declined)


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_line_named_with_no_money_spoken_of_asks_nothing(code):
    asked(HEADPHONES, _PAID, CASES[code][1])


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_whole_payment_for_the_one_line_named_stays_an_ask(code):
    come, named, _ = CASES[code]
    not_allowed(None, _PAID, f"{come} {named}")
