"""Azerbaijani is no Turkish: lingua is not asked about it and gives it to its nearest
neighbour, Turkish, whose rules once read it (a line "named", an amount "ungrounded"). What
Azerbaijani writes and Turkish never does decides (``neighbours.not_covered``): the letter "ə"
(``ALPHABETS``) in enough of the customer's own words, or more of Azerbaijani's commonest words
("xahiş", "qaytarın", "zəhmət", typed without "ə" on a Turkish keyboard as well) than of
Turkish's (``OWN``). Its refund is asked with ``language_not_read`` first. The twins: Turkish
with an Azerbaijani greeting or thanks in it, or a name written with "ə", stays Turkish and
read. The words are ours."""

from __future__ import annotations

import pytest

from service.judgment import customer, tables
from tests.judgment.forms import allowed, not_allowed, order

KETTLE = order(("Electric Kettle 1.7L", 1, 4500), ("Tea Glass Set", 1, 2500), currency="try")

UNREAD = [
    "Salam, çaydan sınıq gəldi. Xahiş edirəm çaydanın pulunu qaytarın, stəkanlar qalsın. "
    "Təşəkkür edirəm",
    "Çaydan işləmir, düyməni basanda heç nə olmur. Zəhmət olmasa onun pulunu geri qaytarın",
    "Salam, caydan islemir, iki gundur su qaynatmir. Xahis edirem caydanin pulunu qaytarin, "
    "stekanlar mende qalsin. Cox sag olun",
    "Mən bu çaydanı keçən həftə almışam, amma artıq xarab olub. Pulumu qaytarmağınızı "
    "xahiş edirəm, stəkanlar yaxşıdır.",
]


@pytest.mark.parametrize("text", UNREAD)
def test_azerbaijani_is_known_as_itself(text: str) -> None:
    found = customer.identify(text)
    assert found.code == "az" and found.code not in tables.COVERED, found


@pytest.mark.parametrize("text", UNREAD)
def test_its_refund_is_asked_as_a_language_not_read(text: str) -> None:
    judged = not_allowed(4500, KETTLE, text, reason="language_not_read")
    assert "Azerbaijani" in judged.reasons[0].message


# The twins: Turkish with an Azerbaijani greeting, thanks or name in it stays Turkish, and its
# grounded refund allowed.
@pytest.mark.parametrize("text", [
    "Salam! Su ısıtıcısı bozuk geldi, çalışmıyor. Lütfen su ısıtıcısının parasını iade edin, "
    "bardak setini tutuyorum. Teşekkürler",
    "Merhaba, su ısıtıcısı kırık geldi ve hiç çalışmıyor. Lütfen su ısıtıcısının parasını iade "
    "edin, bardak seti sorunsuz. Çox sağ olun",
    "Su ısıtıcısı bozuk geldi. Lütfen parasını iade edin. Çox sağ olun",
    "Merhaba, Bakü'deki kuzenim Səbinə Məmmədova için almıştım, su ısıtıcısı bozuk geldi. "
    "Lütfen su ısıtıcısının parasını iade edin, bardak setini tutuyoruz.",
])
def test_turkish_with_a_few_azerbaijani_words_stays_read(text: str) -> None:
    assert customer.identify(text).code == "tr"
    allowed(4500, KETTLE, text, subject="kettle")
