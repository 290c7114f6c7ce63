"""A line named as sent back and asked, and something kept in words no title matches: "I sent the
shoes back, please refund them. I'm keeping the socks." of a payment of the shoes and another
line whose title the kept word does not match (a pack of liners). The rest after something kept
unnamed (``grounding``'s ``rest_unnamed``) is no ground for a line the customer did not ask for:
the line named and asked is allowed, the other line's amount (kept, or never asked) is asked of
a person. A kept line whose title names the kept thing in another language ("Cotton socks" for
"calcetines", "袜子") is the line kept, never the rest. Written in our own words from the form,
never from a ticket.

Left, strict xfail: where neither the line sent back nor the one kept is named by a title ("the
shoes" of a line titled by its model alone), the words do not say which line is which, and
``rest_unnamed`` grounds either line. Twenty labelled grounded tickets of the corpora are this
very form with the asked line proposed ("las zapatillas" of a "Nike Air Zoom Pegasus 40", "la
camiseta me la quedo" of a "Dri-FIT One Tee"): refusing the form asks all of them; telling the
two lines apart needs a kind read from a title that names none."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

SHOES, LINERS = 54900, 3490

# (the title of the shoes' line in the customer's language, their words)
SENT_BACK_KEPT = [
    ("Running shoes", "I sent the shoes back, please refund them. I'm keeping the socks."),
    ("Laufschuhe", "Ich habe die Schuhe zurückgeschickt, bitte erstattet sie mir. Die Socken "
                   "behalte ich."),
    ("Chaussures de course", "J'ai renvoyé les chaussures, remboursez-les s'il vous plaît. Je "
                             "garde les chaussettes."),
    ("Zapatillas de running", "He devuelto las zapatillas, reembolsádmelas por favor. Me quedo "
                              "con los calcetines."),
    ("Scarpe da corsa", "Ho rispedito le scarpe, rimborsatemele per favore. Tengo i calzini."),
    ("Sapatilhas de corrida", "Devolvi as sapatilhas, reembolsem-me por favor. Fico com as meias."),
    ("Hardloopschoenen", "Ik heb de schoenen teruggestuurd, graag terugbetalen. De sokken houd ik."),
    ("Buty do biegania", "Odesłałam buty, proszę o zwrot pieniędzy za nie. Skarpetki zatrzymuję."),
    ("Löparskor", "Jag har skickat tillbaka skorna, återbetala dem. Strumporna behåller jag."),
    ("Løbesko", "Jeg har sendt skoene retur, refunder dem venligst. Sokkerne beholder jeg."),
    ("Løpesko", "Jeg har sendt skoene tilbake, refunder dem. Sokkene beholder jeg."),
    ("Juoksukengät", "Palautin kengät, hyvittäkää ne. Sukat pidän itse."),
    ("Koşu ayakkabısı", "Ayakkabıları geri gönderdim, lütfen ücretini iade edin. Çorapları "
                        "tutuyorum."),
    ("ランニングシューズ", "シューズは返送しました。返金してください。靴下は手元に残します。"),
    ("跑鞋", "跑鞋已经寄回了，请退款。袜子我留着。"),
    ("러닝화", "러닝화는 반송했어요. 환불해 주세요. 양말은 그냥 가질게요."),
    ("حذاء جري", "أرجعت الحذاء، أرجو استرداد ثمنه. سأحتفظ بالجوارب."),
    ("Pantofi de alergare", "Am trimis înapoi pantofii, vă rog să-mi rambursați banii. Păstrez "
                            "șosetele."),
]


def _paid(title: str):
    return order((title, 1, SHOES), ("Liners 3-pack", 1, LINERS), currency="eur")


@pytest.mark.parametrize(("title", "said"), SENT_BACK_KEPT)
def test_the_line_sent_back_and_asked_is_allowed(title, said):
    allowed(SHOES, _paid(title), said)


@pytest.mark.parametrize(("title", "said"), SENT_BACK_KEPT)
def test_the_other_line_is_not_the_rest(title, said):
    not_allowed(LINERS, _paid(title), said)


@pytest.mark.parametrize(("title", "said"), SENT_BACK_KEPT)
def test_a_kept_line_named_in_another_language_is_no_rest(title, said):
    paid = order(("Pegasus 40", 1, SHOES), ("Cotton socks 3-pack", 1, LINERS), currency="eur")
    allowed(SHOES, paid, said)
    not_allowed(LINERS, paid, said, reason="kept_line")


@pytest.mark.xfail(strict=True, reason="neither line named: which is kept is not said, and "
                                       "twenty grounded tickets are this form (module docstring)")
@pytest.mark.parametrize(("title", "said"), SENT_BACK_KEPT)
def test_neither_named_grounds_neither_line_alone(title, said):
    # the shoes' line titled by its model alone: which line is sent back is not said
    paid = order(("Pegasus 40", 1, SHOES), ("Liners 3-pack", 1, LINERS), currency="eur")
    not_allowed(LINERS, paid, said)
