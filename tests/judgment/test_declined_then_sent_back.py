"""Money back declined, another one wished for, and the item sent back by the customer: "The
cajon came cracked. I don't want my money back, send me another one. I'll send this one back."
The customer's own sending back of the goods goes with the exchange they ask, never money asked
("I'll send this one back", "Os devuelvo este", "Palautan tämän": the first person of a verb
that is also the refund's). Written in our own words from the form, not from any corpus's
ticket; the Spanish case was allowed on main before its table read the customer's own
"devuelvo" apart (the English and Finnish ones still are, strict xfails); the others held already
and stay. Twins: the goods sent back with no
remedy said, and sent back with money asked, stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# (the drum's own word where a customer writes it in another script)
WORD = {"ja": " カホン", "ko": " 카혼", "zh": " 卡洪鼓", "ar": " كاخون"}


def _paid(lang: str):
    return order(("Cajon Blacky" + WORD.get(lang, ""), 1, 19900), ("Gig bag", 1, 2990))

# (the complaint, the money declined with another one wished, the goods sent back, money asked)
CASES = [
    ("en", "The cajon arrived cracked.", "I don't want my money back, please send me another one.",
     "I'll send this one back.", "I'd like my money back."),
    ("de", "Die Cajon kam mit einem Riss an.", "Ich will kein Geld zurück, schickt mir bitte eine neue.",
     "Ich schicke euch diese zurück.", "Ich möchte mein Geld zurück."),
    ("fr", "Le cajon est arrivé fissuré.", "Je ne veux pas être remboursé, envoyez-m'en un autre.",
     "Je vous renvoie celui-ci.", "Je veux être remboursé."),
    ("es", "El cajón llegó con una grieta.", "No quiero que me devolváis el dinero, quiero que me mandéis "
     "otro igual.", "Os devuelvo este con el mismo mensajero.", "Quiero que me devolváis el dinero."),
    ("it", "Il cajon è arrivato crepato.", "Non voglio il rimborso, mandatemene un altro.", "Ve lo rimando io.",
     "Voglio il rimborso."),
    ("pt", "O cajon chegou rachado.", "Não quero o dinheiro de volta, mandem-me outro igual.", "Eu devolvo este.",
     "Quero o dinheiro de volta."),
    ("nl", "De cajon kwam gebarsten aan.", "Ik wil geen geld terug, stuur me een nieuwe.", "Ik stuur deze terug.",
     "Ik wil mijn geld terug."),
    ("pl", "Cajon przyszedł pęknięty.", "Nie chcę zwrotu pieniędzy, proszę przysłać nowy.", "Ten odeślę.",
     "Proszę o zwrot pieniędzy."),
    ("sv", "Cajonen kom sprucken.", "Jag vill inte ha pengarna tillbaka, skicka en ny.",
     "Jag skickar tillbaka den här.", "Jag vill ha pengarna tillbaka."),
    ("da", "Cajonen kom revnet.", "Jeg vil ikke have pengene tilbage, send mig en ny.", "Jeg sender denne retur.",
     "Jeg vil have pengene tilbage."),
    ("nb", "Cajonen kom sprukket.", "Jeg vil ikke ha pengene tilbake, send meg en ny.",
     "Jeg sender denne i retur.", "Jeg vil ha pengene tilbake."),
    ("fi", "Cajon tuli haljenneena.", "En halua rahoja takaisin, lähettäkää uusi.", "Palautan tämän.",
     "Haluan rahat takaisin."),
    ("ja", "カホンが割れて届きました。", "返金は不要です、新しいものを送ってください。", "こちらは返送します。",
     "返金してください。"),
    ("ko", "카혼이 금이 간 채로 왔어요.", "환불은 원하지 않고 새 제품으로 보내주세요.", "이건 반송할게요.",
     "환불해 주세요."),
    ("zh", "卡洪鼓到货时裂了。", "我不要退款，请再寄一个新的。", "这个我会寄回去。", "请给我退款。"),
    ("tr", "Cajon çatlak geldi.", "Para iadesi istemiyorum, yenisini gönderin.", "Bunu geri gönderirim.",
     "Para iadesi istiyorum."),
    ("ar", "وصل الكاخون مشقوقا.", "لا أريد استرداد المال، أرسلوا لي واحدا جديدا.", "سأعيد هذا لكم.",
     "أريد استرداد المال."),
    ("ro", "Cajonul a venit crăpat.", "Nu vreau banii înapoi, trimiteți-mi altul.", "Vi-l trimit înapoi.",
     "Vreau banii înapoi."),
]
IDS = [c[0] for c in CASES]

# (English's "I'll send it back" and Finnish's "palautan" still ask money: read apart, they broke
# a return after a withdrawal, "ignore my last email ... I'll send it back", and "palautan renkaat
# ... kaikki muu paitsi pultit takaisin", both asking money; kept strict)
_GAP = pytest.mark.xfail(strict=True, reason="the customer's own first person of a refund's verb still asks money")
DECLINED = [pytest.param(*c, marks=_GAP, id=c[0]) if c[0] in ("en", "fi") else pytest.param(*c, id=c[0])
            for c in CASES]


@pytest.mark.parametrize(("lang", "complaint", "declined", "sent", "money"), DECLINED)
def test_goods_sent_back_after_money_declined_stay_declined(lang, complaint, declined, sent, money):
    asked(19900, _paid(lang), f"{complaint} {declined} {sent}", reason="refund_declined")


@pytest.mark.parametrize(("lang", "complaint", "declined", "sent", "money"), CASES, ids=IDS)
def test_goods_sent_back_with_money_asked_stay_allowed(lang, complaint, declined, sent, money):
    allowed(19900, _paid(lang), f"{complaint} {sent} {money}")
