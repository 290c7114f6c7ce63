"""One unit of a line of several asked in the words "a"/"one" before the line's word: "please
refund one monitor" of a line of two monitors asks one monitor's price, never the line's. German
and Romanian write that "one" as their article ("erstatten Sie einen Monitor", "rambursați un
monitor"), which their numbers never read as a count: the one unit is still the count asked.
Twins: the whole line against that count stays with a person in every language; "both" before
it asks the whole line. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

_SCREENS = order(("Vertex 27 inch 4K Monitor", 2, 24900), ("HDMI cable", 1, 1500))
_ONE, _LINE = 24900, 49800

# (language, two of them ordered, one asked back)
_ONE_ASKED = [
    ("en", "We ordered two monitors, but one is not needed any more. Please refund one monitor."),
    ("de", "Wir haben zwei Monitore bestellt, einer wird nicht mehr gebraucht. Bitte erstatten Sie "
           "einen Monitor."),
    ("de", "Zwei Monitore kamen an, wir behalten nur einen. Ich möchte das Geld für einen Monitor "
           "zurück."),
    ("fr", "Nous avons commandé deux moniteurs, l'un ne sert plus. Merci de rembourser un moniteur."),
    ("es", "Pedimos dos monitores y uno ya no hace falta. Por favor, reembolsad un monitor."),
    ("it", "Abbiamo ordinato due monitor, uno non serve più. Per favore rimborsate un monitor."),
    ("pt", "Encomendámos dois monitores e um já não é preciso. Por favor reembolsem um monitor."),
    ("nl", "We hebben twee monitors besteld, er is er één te veel. Graag één monitor terugbetalen."),
    ("sv", "Vi beställde två monitorer och en behövs inte. Återbetala en monitor, tack."),
    ("da", "Vi bestilte to monitorer, og den ene skal ikke bruges. Refunder venligst en monitor."),
    ("nb", "Vi bestilte to monitorer, og én trengs ikke. Vennligst refunder en monitor."),
    ("fi", "Tilasimme kaksi monitoria, toista ei tarvita. Palauttakaa rahat yhdestä monitorista."),
    ("pl", "Zamówiliśmy dwa monitory, jeden jest zbędny. Proszę zwrócić pieniądze za jeden monitor."),
    ("ro", "Am comandat două monitoare, unul nu mai trebuie. Vă rog rambursați un monitor."),
    ("ro", "Au venit două monitoare și păstrăm doar unul. Vreau banii înapoi pentru un monitor."),
    ("tr", "İki monitör sipariş ettik, biri gereksiz. Lütfen bir monitörün parasını iade edin."),
    ("ja", "モニターを2台注文しましたが、1台は不要です。モニター1台分を返金してください。"),
    ("ko", "모니터 두 대를 주문했는데 한 대는 필요 없어요. 모니터 한 대는 환불해주세요."),
    ("zh", "我们订了两台显示器，有一台用不上。请退一台显示器的钱。"),
    ("ar", "طلبنا شاشتين وواحدة ما نحتاجها. أرجو استرداد ثمن شاشة واحدة."),
]

# "both" said: the whole line is asked, whatever the article before the word
_BOTH = [
    ("de", "Wir haben zwei Monitore bestellt. Bitte erstatten Sie beide Monitore, nicht nur einen "
           "Monitor."),
    ("ro", "Am comandat două monitoare. Vă rog rambursați ambele monitoare, nu doar un monitor."),
]


@pytest.mark.parametrize("lang,text", _ONE_ASKED, ids=[f"{c}{n}" for n, (c, _) in enumerate(_ONE_ASKED)])
def test_one_unit_asked_grounds_one_unit(lang, text):
    allowed(_ONE, _SCREENS, text, reason="grounded_units")


@pytest.mark.parametrize("lang,text", _ONE_ASKED, ids=[f"{c}{n}" for n, (c, _) in enumerate(_ONE_ASKED)])
def test_the_whole_line_against_one_unit_asked_stays_with_a_person(lang, text):
    asked(_LINE, _SCREENS, text)


@pytest.mark.parametrize("lang,text", _BOTH, ids=[c for c, _ in _BOTH])
def test_both_said_asks_the_whole_line(lang, text):
    allowed(_LINE, _SCREENS, text)
