"""Money declined in words the reader missed, and units said to run fine (issue 39, round 18, AY).

Three forms, written in our own words from the form, not from any corpus ticket:

- the "not" of a wish carried over "or" to the money: "I don't want to send it back or get the
  money, just a new lid" (the money is the second thing not wanted; read alone, "get the money"
  asked a refund);
- the refund itself said to be a bother after it is refused: "no refund! a refund means ordering
  again, too much hassle" (the refund word as the subject of a reason against it was read as the
  refund asked again, the latest word);
- the rest of a line said to RUN fine ("les autres tournent nickel", "draaien prima", "girano
  bene"): a verb of working, so those units are kept and only the others asked, not the line.

Beside each, the grounded twin that must stay allowed: the money really asked ("return it or get
the money back", "give me a refund, an exchange is a bother"), the whole line really faulty."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_LID = {
    "sv": ("Mixer", "Locket till mixern gick sönder. Jag vill inte returnera mixern eller få pengarna, "
                    "skicka bara ett nytt lock."),
    "da": ("Mixer", "Låget til mixeren knækkede. Jeg vil ikke returnere mixeren eller få pengene, "
                    "send bare et nyt låg."),
    "nb": ("Mikser", "Lokket til mikseren knakk. Jeg vil ikke returnere mikseren eller få pengene, "
                     "bare send et nytt lokk."),
    "zh": ("搅拌机", "搅拌机的盖子坏了。我不要退款！退款的话还得重新下单，太麻烦了，给我寄一个新盖子就行。"),
    "ja": ("ミキサー", "ミキサーのふたが割れていました。返金はいりません！"
                  "返金だと注文し直すのが面倒なので、新しいふたを送ってください。"),
    "ko": ("믹서기", "믹서기 뚜껑이 깨져서 왔어요. 환불은 원하지 않아요! "
                "환불은 다시 주문해야 해서 번거로워요, 새 뚜껑만 보내주세요."),
}

_ASKED = {
    "sv": ("Mixer", "Locket till mixern gick sönder. Jag vill skicka tillbaka mixern och få pengarna tillbaka."),
    "da": ("Mixer", "Låget til mixeren knækkede. Jeg vil sende mixeren retur og få pengene tilbage."),
    "nb": ("Mikser", "Lokket til mikseren knakk. Jeg vil sende mikseren i retur og få pengene tilbake."),
    "zh": ("搅拌机", "搅拌机的盖子坏了。请给我退款，换货太麻烦了。"),
    "ja": ("ミキサー", "ミキサーのふたが割れていました。交換は面倒なので、返金してください。"),
    "ko": ("믹서기", "믹서기 뚜껑이 깨져서 왔어요. 교환은 번거로우니까 환불해 주세요."),
}


@pytest.mark.parametrize("lang", sorted(_LID))
def test_money_declined_is_not_allowed(lang):
    title, text = _LID[lang]
    found = judged(5990, order((title, 1, 5990), currency="eur"), text)
    assert found.verdict != "allow", shown(found, (text,))


@pytest.mark.parametrize("lang", sorted(_ASKED))
def test_money_asked_stays_allowed(lang):
    title, text = _ASKED[lang]
    found = judged(5990, order((title, 1, 5990), currency="eur"), text)
    assert found.verdict == "allow", shown(found, (text,))


_PACK = ("Candles (set of 6)", 6, 500)
_RUN = {
    "fr": "J'ai reçu les 6 bougies, il y en a deux qui fuient, les 4 autres tournent nickel. "
          "Vous pouvez me rembourser celles qui fuient ?",
    "it": "Ho ricevuto le 6 candele, due perdono cera, le altre 4 girano benissimo. Mi rimborsate quelle che perdono?",
    "nl": "Ik kreeg de 6 kaarsen, twee lekken, de andere 4 draaien prima. Kunnen jullie de lekkende terugbetalen?",
    "es": "Recibí las 6 velas, dos gotean, las otras 4 andan bien. ¿Me pueden reembolsar las que gotean?",
    "en": "Got the 6 candles, two of them leak, the other 4 run fine. Can you refund the ones that leak?",
}


@pytest.mark.parametrize("lang", sorted(_RUN))
def test_the_units_said_to_run_fine_are_kept(lang):
    found = judged(3000, order(_PACK, currency="eur"), _RUN[lang])
    assert found.verdict != "allow", shown(found, (_RUN[lang],))


@pytest.mark.parametrize("lang", sorted(_RUN))
def test_the_units_asked_stay_allowed(lang):
    found = judged(1000, order(_PACK, currency="eur"), _RUN[lang])
    assert found.verdict == "allow", shown(found, (_RUN[lang],))
