"""The other line said not sent back, in the past ("I sent the boots back, please refund them. I
did not send the socks back."): it stays with the customer, so the line sent back is the one
asked, even where the customer names it by a kind its title does not say. Twins: the whole
payment, or the line not sent back, stays with a person; "not yet sent back" keeps nothing, so
the line is not taken for kept. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

_PAID = order(("Adidas Samba OG - white/black / 43", 1, 54900), ("Cotton socks 3-pack", 1, 3490))
_SHOES, _SOCKS, _BOTH = 54900, 3490, 58390

_SAID = [
    ("en", "They were too small. I sent the shoes back, please refund them. I did not send the socks back."),
    ("de", "Sie waren zu klein. Ich habe die Schuhe zurückgeschickt, bitte erstatten Sie sie. Die Socken "
           "habe ich nicht zurückgeschickt."),
    ("fr", "Elles étaient trop petites. J'ai renvoyé les chaussures, merci de les rembourser. Je n'ai pas "
           "renvoyé les chaussettes."),
    ("es", "Me quedaban pequeñas. He devuelto las zapatillas, reembolsadlas por favor. Los calcetines no "
           "los he devuelto."),
    ("it", "Erano troppo piccole. Ho rispedito le scarpe, rimborsatele per favore. Non ho rispedito i calzini."),
    ("pt", "Ficaram pequenos. Devolvi os sapatos, por favor reembolsem. Não devolvi as meias."),
    ("nl", "Ze waren te klein. Ik heb de schoenen teruggestuurd, graag terugbetalen. De sokken heb ik "
           "niet teruggestuurd."),
    ("sv", "De var för små. Jag har skickat tillbaka skorna, återbetala dem tack. Strumporna skickade "
           "jag inte tillbaka."),
    ("da", "De var for små. Jeg har sendt skoene retur, refunder dem venligst. Sokkerne har jeg ikke "
           "sendt retur."),
    ("nb", "De var for små. Jeg har sendt skoene i retur, vennligst refunder dem. Sokkene har jeg ikke "
           "sendt i retur."),
    ("fi", "Ne olivat liian pienet. Palautin kengät, hyvittäkää ne. Sukkia en palauttanut."),
    ("pl", "Były za małe. Odesłałam buty, proszę o zwrot pieniędzy za nie. Skarpetek nie odesłałam."),
    ("ro", "Erau prea mici. Am trimis pantofii înapoi, vă rog rambursați-i. Șosetele nu le-am trimis înapoi."),
    ("tr", "Küçük geldi. Ayakkabıları geri gönderdim, lütfen parasını iade edin. Çorapları geri göndermedim."),
    ("ja", "小さかったです。靴を返送しましたので返金してください。靴下は返送していません。"),
    ("ko", "작았어요. 신발은 반품했으니 환불해주세요. 양말은 반품 안 했어요."),
    ("zh", "鞋子太小了。我已经把鞋子寄回了，请退款。袜子没有寄回。"),
    ("ar", "المقاس كان صغير. رجعت الحذاء، أرجو استرداد ثمنه. الجوارب ما رجعتها."),
]

_IDS = [c for c, _ in _SAID]


@pytest.mark.parametrize("lang,text", _SAID, ids=_IDS)
def test_the_line_sent_back_is_asked(lang, text):
    allowed(_SHOES, _PAID, text)


@pytest.mark.parametrize("lang,text", _SAID, ids=_IDS)
def test_the_whole_payment_stays_with_a_person(lang, text):
    asked(_BOTH, _PAID, text)


@pytest.mark.parametrize("lang,text", _SAID, ids=_IDS)
def test_the_line_not_sent_back_stays_with_a_person(lang, text):
    asked(_SOCKS, _PAID, text)


# "not yet sent back": a return still to come keeps nothing
_NOT_YET = [
    ("en", "I have not sent the socks back yet."),
    ("de", "Die Socken habe ich noch nicht zurückgeschickt."),
    ("fr", "Je n'ai pas encore renvoyé les chaussettes."),
    ("es", "Los calcetines todavía no los he devuelto."),
    ("it", "Non ho ancora rispedito i calzini."),
    ("pt", "As meias ainda não devolvi."),
    ("nl", "De sokken heb ik nog niet teruggestuurd."),
    ("sv", "Strumporna har jag ännu inte skickat tillbaka."),
    ("da", "Sokkerne har jeg endnu ikke sendt retur."),
    ("nb", "Sokkene har jeg ennå ikke sendt i retur."),
    ("fi", "Sukkia en ole vielä palauttanut."),
    ("pl", "Skarpetek jeszcze nie odesłałam."),
    ("ro", "Șosetele încă nu le-am trimis înapoi."),
    ("tr", "Çorapları henüz geri göndermedim."),
    ("ja", "靴下はまだ返送していません。"),
    ("ko", "양말은 아직 반품 안 했어요."),
    ("zh", "袜子还没寄回。"),
    ("ar", "الجوارب لسه ما رجعتها."),
]


@pytest.mark.parametrize("lang,text", _NOT_YET, ids=[c for c, _ in _NOT_YET])
def test_not_yet_sent_back_keeps_nothing(lang, text):
    from service.judgment import tables
    from service.judgment.text import fold
    kept = tables.patterns(lang).kept
    assert kept is None or kept.search(fold(text)) is None, text
