"""A line named aside (``aside``): the customer complains first of a kind of product no line of
the payment is, asks their money, and names this payment's line by its kind only where they
say what they also bought here ("my toaster stopped heating, refund me; I bought the kettle
from you"). The figure matches the line; the item complained of is another purchase's, and a
person should look. Written in our own words from the form, not from any corpus's ticket; each
case was allowed before the form was built. The contrasts stay allowed: the line named by its
kind first, the complaint after it ("I bought the kettle from you. It stopped heating, the
toaster beside it is fine"); the line named by its kind beside the other kind in the complaint
("the charger does not charge my phone")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore chaleira waterkoker vattenkokare "
          "elkedel vannkoker vedenkeitin czajnik ケトル 주전자 电水壶")


def _paid():
    return order((KETTLE, 1, 3990), ("Mug", 2, 1250))


# (the complaint of the other kind and the ask, the line named aside as what was bought here)
ASIDE = [
    ("My toaster stopped heating on one side after a month. Can I get the 39.90 back?",
     "I bought the kettle from you, I think it's the same brand."),
    ("Mein Toaster heizt seit einer Woche nur noch auf einer Seite. Bekomme ich die 39,90 zurück?",
     "Den Wasserkocher habe ich bei euch gekauft, ist doch dieselbe Marke."),
    ("Ma cafetière ne chauffe plus du tout. Vous pouvez me rembourser les 39,90 ?",
     "J'ai acheté la bouilloire chez vous, c'est la même marque je crois."),
    ("Mi tostadora ya no calienta por un lado. ¿Me devolvéis los 39,90?",
     "Os compré el hervidor a vosotros, creo que es la misma marca."),
    ("Il mio tostapane scalda solo da un lato. Mi rimborsate i 39,90?",
     "Il bollitore l'ho comprato da voi, credo sia la stessa marca."),
    ("A minha torradeira só aquece de um lado. Podem devolver os 39,90?",
     "Comprei a chaleira na vossa loja, acho que é a mesma marca."),
    ("Mijn broodrooster warmt nog maar aan één kant op. Krijg ik de 39,90 terug?",
     "De waterkoker heb ik bij jullie gekocht, zelfde merk denk ik."),
    ("Mój toster grzeje tylko z jednej strony. Czy mogę dostać zwrot 39,90?",
     "Czajnik kupiłem u was, to chyba ta sama marka."),
    ("Min brødrister varmer kun på den ene side. Kan jeg få de 39,90 tilbage?",
     "Jeg købte elkedlen hos jer, det er vist samme mærke."),
    ("Brødristeren min varmer bare på den ene siden. Kan jeg få 39,90 tilbake?",
     "Jeg kjøpte vannkokeren hos dere, tror det er samme merke."),
    ("トースターが片側しか焼けなくなりました。返金してください。",
     "ケトルはそちらで買いました。同じメーカーだと思います。"),
    ("토스터가 한쪽만 데워져요. 환불해 주세요.",
     "주전자는 거기서 샀어요. 같은 브랜드인 것 같아요."),
    ("我的烤面包机只有一边会热了。请给我退款。",
     "电水壶是在你们店买的，应该是同一个牌子。"),
]


@pytest.mark.parametrize("complaint, aside", ASIDE, ids=[f"aside-{n}" for n in range(len(ASIDE))])
def test_a_line_named_only_aside_after_a_complaint_of_another_kind_is_asked(complaint, aside):
    asked(3990, _paid(), f"{complaint} {aside}", reason="item_not_on_payment")


# the contrasts: the line named by its kind before the complaint ("it" is the line), or
# beside the other kind in the complaint itself
FIRST = [
    "I bought the kettle from you last month. It stopped heating, the toaster next to it works "
    "fine. Can I get the 39.90 back?",
    "Ich habe den Wasserkocher bei euch gekauft. Er heizt nicht mehr, der Toaster daneben geht. "
    "Bekomme ich die 39,90 zurück?",
    "J'ai acheté la bouilloire chez vous. Elle ne chauffe plus, le grille-pain à côté marche bien. "
    "Vous pouvez me rembourser les 39,90 ?",
    "Os compré el hervidor el mes pasado. Ya no calienta, la tostadora de al lado va bien. "
    "¿Me devolvéis los 39,90?",
    "Czajnik kupiłem u was. Przestał grzać, toster obok działa. Czy mogę dostać zwrot 39,90?",
]


@pytest.mark.parametrize("text", FIRST, ids=[f"first-{n}" for n in range(len(FIRST))])
def test_the_line_named_by_its_kind_before_the_complaint_stays_allowed(text):
    allowed(3990, _paid(), text)


BESIDE = [
    "The kettle trips the fuse every time my toaster is on too. Can I get the 39.90 back?",
    "La bouilloire fait sauter le disjoncteur dès que le grille-pain est allumé. Remboursez-moi "
    "les 39,90 s'il vous plaît.",
    "El hervidor hace saltar los plomos cuando la tostadora está encendida. ¿Me devolvéis los "
    "39,90?",
]


@pytest.mark.parametrize("text", BESIDE, ids=[f"beside-{n}" for n in range(len(BESIDE))])
def test_the_line_named_by_its_kind_beside_the_other_kind_stays_allowed(text):
    allowed(3990, _paid(), text)
