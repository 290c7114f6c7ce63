"""The sixteenth round's AR forms, in our own words: the customer's item said in another capacity
than its line's title gives ("my 1 litre bottle" of a "500 ml" line), anywhere in the sentence
that names it, in every covered language; beside the contrasts that stay grounded (the title's
own capacity said, or no capacity at all)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_BOTTLE = order(("Kestrel Thermo Bottle 500 ml Graphite", 1, 2990), ("Carry Strap, black", 1, 890),
                ship=490, currency="eur")
# a shop that writes its titles in the customer's script
_NATIVE = {"ja": order(("ケストレル サーモボトル 500ml グラファイト", 1, 2990), ("キャリーストラップ 黒", 1, 890),
                       ship=490, currency="jpy"),
           "ko": order(("케스트렐 보온병 500ml 그라파이트", 1, 2990), ("스트랩 검정", 1, 890),
                       ship=490, currency="krw"),
           "zh": order(("Kestrel 保温瓶 500ml 石墨灰", 1, 2990), ("背带 黑色", 1, 890), ship=490, currency="cny")}

# another capacity said in the sentence of the bottle (not right beside its words)
OTHER = [
    ("en", "My thermo bottle, the big one that holds 1 litre, leaks at the cap after a week. Please "
           "refund it."),
    ("de", "Meine Thermoflasche, die große mit 1 Liter Inhalt, tropft schon nach einer Woche am "
           "Verschluss. Bitte erstatten Sie mir das Geld."),
    ("fr", "Ma bouteille thermos, la grande qui fait 1 litre, fuit au bouchon après une semaine. Merci "
           "de me rembourser."),
    ("es", "Mi botella térmica, la grande que lleva 1 litro, gotea por el tapón después de una semana. "
           "Quiero el reembolso."),
    ("it", "La mia bottiglia termica, quella grande da 1 litro, perde dal tappo dopo una settimana. "
           "Vorrei il rimborso."),
    ("pt", "A minha garrafa térmica, a grande que leva 1 litro, pinga pela tampa depois de uma semana. "
           "Quero o reembolso."),
    ("nl", "Mijn thermosfles, de grote waar 1 liter in past, lekt na een week bij de dop. Graag mijn "
           "geld terug."),
    ("ja", "サーモボトル（大きい1リットルのほう）が一週間でキャップから漏れるようになりました。返金してください。"),
    ("ko", "보온병(큰 1리터짜리)이 일주일 만에 뚜껑에서 새요. 환불해 주세요."),
    ("en", "Ordered the thermo bottle in 0.75 l and the cap already leaks. I want my money back."),
    ("zh", "我的保温瓶（大的那个，1升）用了一周瓶盖就漏水。请退款。"),
]

# the title's own capacity said, or none: the bottle bought
OWN = [
    ("en", "My thermo bottle (the 500 ml one) leaks at the cap after a week. Please refund it."),
    ("es", "Mi botella térmica de medio litro gotea por el tapón; la compré hace una semana. Quiero el "
           "reembolso."),
    ("ja", "サーモボトル（500mlのほう）が一週間でキャップから漏れるようになりました。返金してください。"),
    ("de", "Meine Thermoflasche tropft schon nach einer Woche am Verschluss. Bitte erstatten Sie mir "
           "das Geld."),
    ("fr", "Ma bouteille thermos de 0,5 litre fuit au bouchon après une semaine. Merci de me "
           "rembourser."),
]


@pytest.mark.parametrize(("lang", "said"), OTHER)
def test_another_capacity_in_the_sentence_of_the_line_is_another_item(lang: str, said: str) -> None:
    not_allowed(2990, _NATIVE.get(lang, _BOTTLE), said, subject="Bottle")


@pytest.mark.parametrize(("lang", "said"), OWN)
def test_the_line_s_own_capacity_or_none_stays_grounded(lang: str, said: str) -> None:
    allowed(2990, _NATIVE.get(lang, _BOTTLE), said, subject="Bottle")


def test_another_capacity_said_of_this_order_s_item_is_still_another_item() -> None:
    # "this order" says which payment, not which item: a 1.5 l kettle is not the 1 l line
    paid = order(("Kettle 1 l, steel", 1, 4500), ("Descaler", 1, 700))
    not_allowed(4500, paid, "I had two orders with you. In this order the kettle's lid won't close, "
                            "it's the 1.5 l one I think. Refund please.")
