"""A capacity said in a declined or adjectival form of the litre (issue 39, stop 66): "die
große mit 1,4 Litern", "ten duży 1,4 litra", "se iso 1,4 litran", "1,4 litrelik": the item the
customer complains of holds another capacity than the line's title ("0,47 l"), so it is another
item than the line (``capacities``); unread, a thermos of 1.4 l was refunded at a 0.47 l travel
mug's price. Written in our own words from the form, never from a corpus's ticket.

Beside each, its grounded twin: the title's own capacity, said the same way, stays allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_PAID = (("Stanley Classic Travel Mug 0,47 l Green", 1, 15900),)

# the item, with its capacity in the customer's words ({}: the figure)
_SAID = {
    "en": "My Stanley thermos, the big {} litre one, leaks at the lid. Please refund me.",
    "de": "Meine Stanley-Thermosflasche, die große mit {} Litern, ist am Deckel undicht. Bitte erstatten.",
    "fr": "Mon thermos Stanley, le grand de {} litres, fuit au bouchon. Remboursez-moi svp.",
    "es": "Mi termo Stanley, el grande de {} litros, gotea por la tapa. Quiero el reembolso.",
    "it": "Il mio thermos Stanley, quello grande da {} litri, perde dal tappo. Vorrei il rimborso.",
    "pt": "A minha garrafa térmica Stanley, a grande de {} litros, vaza na tampa. Quero o reembolso.",
    "nl": "Mijn Stanley thermosfles, de grote van {} liter, lekt bij de dop. Graag terugbetaling.",
    "pl": "Mój termos Stanley, ten duży {} litra, przecieka przy zakrętce. Proszę o zwrot pieniędzy.",
    "ro": "Termosul meu Stanley, cel mare de {} litri, curge la capac. Vreau banii înapoi.",
    "sv": "Min Stanley-termos, den stora på {} liter, läcker vid locket. Jag vill ha pengarna tillbaka.",
    "da": "Min Stanley termoflaske, den store på {} liter, lækker ved låget. Jeg vil have pengene tilbage.",
    "nb": "Min Stanley termos, den store på {} liter, lekker ved lokket. Jeg vil ha pengene tilbake.",
    "fi": "Stanley-termospulloni, se iso {} litran, vuotaa korkista. Haluan rahat takaisin.",
    "tr": "Stanley termosum, {} litrelik büyük olan, kapağından sızdırıyor. Para iadesi istiyorum.",
    "ja": "スタンレーの水筒（{}リットルの大きい方）がフタから漏れます。返金をお願いします。",
    "ko": "스탠리 보온병({}리터 큰 것)이 뚜껑에서 새요. 환불해 주세요.",
    "zh": "我的史丹利保温瓶（{}升的大号）盖子漏水。请退款。",
    "ar": "ترمس ستانلي الكبير {} لتر يسرب من الغطاء. أريد استرداد المبلغ.",
}
_DOT = frozenset({"en", "ja", "ko", "zh", "ar"})  # (a decimal point, not a comma)


def _figure(lang: str, figure: str) -> str:
    return figure.replace(",", ".") if lang in _DOT else figure


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_another_capacity_is_another_item(lang):
    said = _SAID[lang].format(_figure(lang, "1,4"))
    not_allowed(15900, order(*_PAID, currency="eur"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_the_lines_own_capacity_stays_allowed(lang):
    said = _SAID[lang].format(_figure(lang, "0,47"))
    allowed(15900, order(*_PAID, currency="eur"), said)
