"""A line asked in the place of an item bought elsewhere, for its like price (``whichorder``):
"the kettle I got at Argos stopped heating ... the toaster from you costs about the same, refund
that instead". The customer says the item complained of is another purchase's and names this
payment's line only where they liken its price to the item's: a substitution, not a refund of
the line. Written in our own words from the form, not from any corpus's ticket; each case was
allowed before it was built, and the contrasts (the line itself complained of, a like price
said with no other purchase) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

TOASTER = ("Toaster Toaster grille-pain tostadora tostapane torradeira broodrooster toster prăjitor brödrost "
           "brødrister brødrister leivänpaahdin ekmek kızartma makinesi トースター 토스터 烤面包机 محمصة")
AGENT = ("agent", "Thanks, which item do you mean? We see a toaster and a bread bin.")


def _paid():
    return order((TOASTER, 1, 3900), ("Bread bin", 1, 2500))


# (the complaint, the answer: the item bought elsewhere, the line asked for its like price)
LIKENED = [
    ("Mein Wasserkocher heizt nicht mehr. Bitte erstatten.",
     "Ach stimmt, den Wasserkocher habe ich bei Media Markt gekauft. Der Toaster kostet ungefähr gleich viel, "
     "erstattet einfach den."),
    ("Ma bouilloire ne chauffe plus. Remboursez-moi.",
     "Ah oui, la bouilloire je l'ai achetée chez Darty. Mais le grille-pain coûte à peu près pareil, "
     "remboursez-le à la place."),
    ("전기포트가 안 데워져요. 환불해 주세요.",
     "아 포트는 쿠팡에서 산 거네요. 근데 토스터랑 가격이 비슷하니까 그걸로 환불해 주세요."),
    ("الغلاية ما تسخن. ابي استرجاع.",
     "اه الغلاية اشتريتها من امازون. بس المحمصة نفس السعر تقريبا، رجعوا لي قيمتها بدالها."),
    ("Vattenkokaren blir inte varm. Jag vill ha pengarna tillbaka.",
     "Just det, vattenkokaren köpte jag på Clas Ohlson. Men brödrosten kostar ungefär lika mycket, "
     "betala tillbaka den i stället."),
]


@pytest.mark.parametrize("complaint, answer", LIKENED, ids=[f"likened-{n}" for n in range(len(LIKENED))])
def test_a_line_asked_in_the_place_of_an_item_bought_elsewhere(complaint, answer):
    asked(3900, _paid(), complaint, AGENT, answer, reason="item_not_on_payment")


@pytest.mark.parametrize("comments", [
    # the line itself complained of, its price likened to another's
    ("The toaster burns every slice. It cost the same as my old one from Argos and that one lasted years. "
     "Refund please.",),
    # a like price said, no other purchase
    ("The toaster burns every slice.", AGENT,
     "The toaster, it cost about the same as the bread bin. Please refund it."),
])
def test_this_order_s_item_stays_grounded(comments):
    allowed(3900, _paid(), *comments)
