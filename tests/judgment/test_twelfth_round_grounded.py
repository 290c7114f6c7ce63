"""The twelfth round's grounded forms (Y and Z, the refunds the rules sent to a person as
found), in our own words: each form beside the contrasts that must stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# -- a new one the customer buys themselves, after asking the money back -------------------------
# "refund the teapot, I'll buy a new one myself": their own purchase, not a replacement wished
# of the shop instead of the money

_TEA = order(("Ceramic Teapot 1L", 1, 4200), ("Bamboo Tea Tray", 1, 1500), ship=450)

BOUGHT_ANEW = [
    ("en", "The teapot came with a cracked lid. Please refund the teapot. I'll buy a new one myself "
           "in town."),
    ("en", "The teapot came with a cracked lid, could you refund it? I'm going to order another one "
           "separately anyway."),
    ("fr", "La théière est arrivée avec le couvercle fêlé. Merci de rembourser la théière. J'en "
           "achèterai une autre moi-même en ville."),
    ("nl", "De theepot kwam aan met een gebarsten deksel. Graag de theepot terugbetalen. Ik koop "
           "zelf wel een nieuwe in de stad."),
    ("tr", "Demlik kapağı çatlak geldi. Lütfen demlik için ücret iadesi yapın. Yenisini kendim "
           "şehirden alacağım."),
    ("ko", "찻주전자 뚜껑이 금이 간 채로 왔어요. 찻주전자 환불해 주세요. 새 제품은 제가 따로 살게요."),
]


@pytest.mark.parametrize(("lang", "said"), BOUGHT_ANEW)
def test_a_new_one_the_customer_buys_themselves_leaves_the_refund_asked(lang: str,
                                                                        said: str) -> None:
    allowed(4200, _TEA, said, reason="grounded_line")


WISHED_INSTEAD = [
    ("en", "The teapot came with a cracked lid. Please send me a new one instead."),
    ("en", "The teapot came with a cracked lid. I'll buy the tray again some day, but for the teapot "
           "I would like a replacement rather than a refund."),
    ("fr", "La théière est arrivée avec le couvercle fêlé. Envoyez-moi une nouvelle à la place, s'il "
           "vous plaît."),
    ("nl", "De theepot kwam aan met een gebarsten deksel. Stuur me liever een nieuwe."),
]


@pytest.mark.parametrize(("lang", "said"), WISHED_INSTEAD)
def test_a_new_one_wished_of_the_shop_stays_asked(lang: str, said: str) -> None:
    asked(4200, _TEA, said)


def test_a_voucher_near_the_purchase_stays_a_wish() -> None:
    # the customer buys again with a voucher: the voucher is the remedy wished, not the money
    asked(4200, _TEA, "The teapot came with a cracked lid. I'd like a voucher please, I'll buy a "
                      "new one with it.")
