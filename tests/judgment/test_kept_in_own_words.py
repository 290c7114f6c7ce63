"""What a clause that keeps says of itself, in every covered language (issue 39, item 2: kept
lines are excluded, and only those). Written in our own words, never from a corpus's ticket:

- a clause that keeps and names no line's title, but names a kind of product in its own words
  ("I've sent the lamp back (the charger I keep, it's handy)"), keeps what it names: a line of
  that kind or of its family, or where no line the sentence names is, no line (a thing kept no
  title matches), never the lamp beside it;
- a clause with "too" after a clause that keeps keeps the lines it names only when it says
  nothing else of them ("die Tagesdecke auch"); one with a verb of its own ("I keep the cable,
  I use it with my old Nordvik too", Nordvik the brand of every line) says something else.

Each grounded refund was asked on main before (``kept_line``). The twins keep their verdicts:
the charger's line refunded with the lamp (the charger is kept, in words no title matches), the
charger kept beside a cable (a kind a customer may call so: the cable is kept), the lamp kept
by a pronoun alone ("I keep it"), and a bare "the lamp too" after a line said fine.
"""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

LAMP = ("Nordvik lamp Lampe lampe lámpara lampada candeeiro lampa lamppu lampă lamba ランプ 램프 台灯 مصباح",
        1, 8900)
CABLE = ("Nordvik cable Kabel câble cavo cabo kabel cablu kaapeli kablo ケーブル 케이블 数据线 كابل", 1, 1900)
VOLTRA = ("Voltra Mini", 1, 2500)  # a charger, its title naming no kind

_CHARGER_KEPT = {
 "en": "I've sent the lamp back (the charger I keep, it's handy). When will I get my refund?",
 "de": ("Ich habe die Lampe zurückgeschickt (das Ladegerät behalte ich, das ist praktisch). Wann "
       "bekomme ich die Erstattung?"),
 "fr": "J'ai renvoyé la lampe (je garde le chargeur, il est pratique). Quand serai-je remboursée ?",
 "es": "Ya he devuelto la lámpara (el cargador me lo quedo, es práctico). ¿Cuándo me llega el reembolso?",
 "it": "Ho rispedito la lampada (il caricatore lo tengo, è comodo). Quando arriva il rimborso?",
 "pt": "Já devolvi o candeeiro (o carregador fico com ele, é prático). Quando recebo o reembolso?",
 "nl": "Ik heb de lamp teruggestuurd (de oplader houd ik, die is handig). Wanneer krijg ik mijn geld terug?",
 "pl": "Odesłałam lampę (ładowarkę zatrzymuję, jest wygodna). Kiedy dostanę zwrot pieniędzy?",
 "ro": "Am trimis lampa înapoi (încărcătorul îl păstrez, e practic). Când primesc banii înapoi?",
 "sv": "Jag har skickat tillbaka lampan (laddaren behåller jag, den är smidig). När får jag pengarna tillbaka?",
 "da": "Jeg har sendt lampen retur (opladeren beholder jeg, den er praktisk). Hvornår får jeg pengene tilbage?",
 "nb": "Jeg har sendt lampen i retur (laderen beholder jeg, den er praktisk). Når får jeg pengene tilbake?",
 "fi": "Lamppu on jo postissa teille (laturin pidän, se on kätevä). Milloin saan rahat takaisin?",
 "tr": "Lambayı kargoya verdim (adaptör bende kalsın, çok pratik). Param ne zaman iade edilir?",
 "ja": "ランプは返品しました（充電器は手元に残します、便利なので）。返金はいつになりますか？",
 "ko": "램프는 반품했어요 (충전기는 가질게요, 편해서요). 환불은 언제 되나요?",
 "zh": "台灯已经退回了（充电器我留着，很方便）。什么时候退款？",
 "ar": "أرجعت المصباح (الشاحن سأحتفظ به، مفيد). متى يصلني المبلغ؟",
}

# the neighbour: the thing kept is the line itself, said by a pronoun
_IT_KEPT = {
 "en": "The lamp came today (I keep it, it's handy). When will I get my refund?",
 "de": "Die Lampe ist heute gekommen (ich behalte sie, sie ist praktisch). Wann bekomme ich die Erstattung?",
 "fr": "La lampe est arrivée aujourd'hui (je la garde, elle est pratique). Quand serai-je remboursée ?",
 "es": "La lámpara llegó hoy (me la quedo, es práctica). ¿Cuándo me llega el reembolso?",
 "it": "La lampada è arrivata oggi (la tengo, è comoda). Quando arriva il rimborso?",
 "pt": "O candeeiro chegou hoje (fico com ele, é prático). Quando recebo o reembolso?",
 "nl": "De lamp is vandaag gekomen (die houd ik, hij is handig). Wanneer krijg ik mijn geld terug?",
 "pl": "Lampa przyszła dzisiaj (zatrzymuję ją, jest wygodna). Kiedy dostanę zwrot pieniędzy?",
 "ro": "Lampa a venit azi (o păstrez, e practică). Când primesc banii înapoi?",
 "sv": "Lampan kom i dag (den behåller jag, den är smidig). När får jag pengarna tillbaka?",
 "da": "Lampen kom i dag (den beholder jeg, den er praktisk). Hvornår får jeg pengene tilbage?",
 "nb": "Lampen kom i dag (den beholder jeg, den er praktisk). Når får jeg pengene tilbake?",
 "fi": "Lamppu tuli tänään (pidän sen, se on kätevä). Milloin saan rahat takaisin?",
 "tr": "Lamba bugün geldi (onu tutuyorum, çok pratik). Param ne zaman iade edilir?",
 "ja": "ランプが今日届きました（手元に残します、便利なので）。返金はいつになりますか？",
 "ko": "램프가 오늘 왔어요 (가질게요, 편해서요). 환불은 언제 되나요?",
 "zh": "台灯今天到了（我留着，很方便）。什么时候退款？",
 "ar": "وصل المصباح اليوم (سأحتفظ به، مفيد). متى يصلني المبلغ؟",
}

# the neighbour: the charger kept beside the cable that came, a kind a customer may call so: the
# cable is kept
_CHARGER_BY_CABLE = {
 "en": "The cable came today (the charger I keep, it's handy). When will I get my refund?",
 "de": ("Das Kabel ist heute gekommen (das Ladegerät behalte ich, das ist praktisch). Wann bekomme ich "
       "die Erstattung?"),
 "fr": "Le câble est arrivé aujourd'hui (je garde le chargeur, il est pratique). Quand serai-je remboursée ?",
 "es": "El cable llegó hoy (el cargador me lo quedo, es práctico). ¿Cuándo me llega el reembolso?",
 "it": "Il cavo è arrivato oggi (il caricatore lo tengo, è comodo). Quando arriva il rimborso?",
 "pt": "O cabo chegou hoje (o carregador fico com ele, é prático). Quando recebo o reembolso?",
 "nl": "De kabel is vandaag gekomen (de oplader houd ik, die is handig). Wanneer krijg ik mijn geld terug?",
 "pl": "Kabel przyszedł dzisiaj (ładowarkę zatrzymuję, jest wygodna). Kiedy dostanę zwrot pieniędzy?",
 "ro": "Cablul a venit azi (încărcătorul îl păstrez, e practic). Când primesc banii înapoi?",
 "sv": "Kabeln kom i dag (laddaren behåller jag, den är smidig). När får jag pengarna tillbaka?",
 "da": "Kablet kom i dag (opladeren beholder jeg, den er praktisk). Hvornår får jeg pengene tilbage?",
 "nb": "Kabelen kom i dag (laderen beholder jeg, den er praktisk). Når får jeg pengene tilbake?",
 "fi": "Kaapeli tuli tänään (laturin pidän, se on kätevä). Milloin saan rahat takaisin?",
 "tr": "Kablo bugün geldi (adaptör bende kalsın, çok pratik). Param ne zaman iade edilir?",
 "ja": "ケーブルが今日届きました（充電器は手元に残します、便利なので）。返金はいつになりますか？",
 "ko": "케이블이 오늘 왔어요 (충전기는 가질게요, 편해서요). 환불은 언제 되나요?",
 "zh": "数据线今天到了（充电器我留着，很方便）。什么时候退款？",
 "ar": "وصل الكابل اليوم (الشاحن سأحتفظ به، مفيد). متى يصلني المبلغ؟",
}

# the cable kept; "I use it with my old Nordvik too": a verb of its own, the brand of every line
# (in the languages whose word for "too" ``keeping.ALSO`` reads: the others keep nothing by it)
_TOO_OF_ANOTHER = {
 "en": ("I'm sending the lamp back, it flickers. I keep the cable, I use it with my old Nordvik too. "
       "When do I get my money?"),
 "de": ("Ich schicke die Lampe zurück, sie flackert. Das Kabel behalte ich, ich nutze es auch für meine "
       "alte Nordvik. Wann bekomme ich mein Geld?"),
 "fr": ("Je renvoie la lampe, elle clignote. Je garde le câble, je l'utilise aussi avec ma vieille "
       "Nordvik. Quand serai-je remboursé ?"),
 "es": ("Devuelvo la lámpara, parpadea. El cable me lo quedo, lo uso también con mi vieja Nordvik. "
       "¿Cuándo me devolvéis el dinero?"),
 "it": ("Rimando indietro la lampada, sfarfalla. Il cavo lo tengo, lo uso anche con la mia vecchia "
       "Nordvik. Quando arriva il rimborso?"),
 "pt": ("Vou devolver o candeeiro, pisca. Fico com o cabo, uso-o também com o meu velho Nordvik. Quando "
       "recebo o reembolso?"),
 "nl": ("Ik stuur de lamp terug, hij flikkert. De kabel houd ik, ik gebruik hem ook voor mijn oude "
       "Nordvik. Wanneer krijg ik mijn geld terug?"),
 "pl": "Odsyłam lampę, miga. Kabel zatrzymuję, używam go też do mojej starej Nordvik. Kiedy dostanę zwrot pieniędzy?",
 "ro": ("Trimit lampa înapoi, pâlpâie. Cablul îl păstrez, îl folosesc de asemenea cu vechea mea "
       "Nordvik. Când primesc banii înapoi?"),
 "sv": ("Jag skickar tillbaka lampan, den flimrar. Kabeln behåller jag, jag använder den också till min "
       "gamla Nordvik. När får jag pengarna tillbaka?"),
 "da": ("Jeg sender lampen retur, den blinker. Kablet beholder jeg, jeg bruger det også til min gamle "
       "Nordvik. Hvornår får jeg pengene tilbage?"),
 "nb": ("Jeg sender lampen i retur, den blinker. Kabelen beholder jeg, jeg bruker den også til min "
       "gamle Nordvik. Når får jeg pengene tilbake?"),
 "fi": ("Palautan lampun, se välkkyy. Kaapelin pidän, käytän sitä myös vanhaan Nordvikiini. Milloin "
       "saan rahat takaisin?"),
}

# the neighbour: the lamp said fine "too", nothing else said of it (in the languages whose word
# for "too" ``keeping.ALSO`` reads)
_TOO_BARE = {
 "en": "The cable is fine, the lamp too. I want my money back.",
 "de": "Das Kabel ist in Ordnung, die Lampe auch. Ich möchte mein Geld zurück.",
 "fr": "Le câble est en bon état, la lampe aussi. Je veux être remboursé.",
 "es": "El cable está bien, la lámpara también. Quiero que me devuelvan el dinero.",
 "it": "Il cavo va bene, la lampada anche. Voglio il rimborso.",
 "pt": "O cabo está bom, o candeeiro também. Quero o reembolso.",
 "nl": "De kabel is in orde, de lamp ook. Ik wil mijn geld terug.",
 "pl": "Kabel jest w porządku, lampa też. Proszę o zwrot pieniędzy.",
 "ro": "Cablul e în regulă, lampa la fel. Vreau banii înapoi.",
 "sv": "Kabeln är okej, lampan också. Jag vill ha pengarna tillbaka.",
 "da": "Kablet er fint, lampen også. Jeg vil have pengene tilbage.",
 "nb": "Kabelen er fin, lampen også. Jeg vil ha pengene tilbake.",
 "fi": "Kaapeli on kunnossa, lamppu myös. Haluan rahat takaisin.",
}


@pytest.mark.parametrize("lang", sorted(_CHARGER_KEPT))
def test_a_kind_kept_in_own_words_keeps_no_other_line(lang: str) -> None:
    allowed(LAMP[2], order(LAMP, VOLTRA), _CHARGER_KEPT[lang])


@pytest.mark.parametrize("lang", sorted(_CHARGER_KEPT))
def test_the_kind_kept_refunded_with_the_line_stays_asked(lang: str) -> None:
    not_allowed(LAMP[2] + VOLTRA[2], order(LAMP, VOLTRA), _CHARGER_KEPT[lang])


@pytest.mark.parametrize("lang", sorted(_CHARGER_BY_CABLE))
def test_a_kind_kept_beside_a_line_of_its_family_keeps_that_line(lang: str) -> None:
    not_allowed(CABLE[2], order(CABLE, VOLTRA), _CHARGER_BY_CABLE[lang])


@pytest.mark.parametrize("lang", sorted(_IT_KEPT))
def test_a_line_kept_by_a_pronoun_stays_kept(lang: str) -> None:
    not_allowed(LAMP[2], order(LAMP, VOLTRA), _IT_KEPT[lang])


@pytest.mark.parametrize("lang", sorted(_TOO_OF_ANOTHER))
def test_too_in_a_clause_of_its_own_keeps_nothing_more(lang: str) -> None:
    allowed(LAMP[2], order(LAMP, CABLE), _TOO_OF_ANOTHER[lang])


@pytest.mark.parametrize("lang", sorted(_TOO_OF_ANOTHER))
def test_too_of_another_with_the_kept_line_refunded_stays_asked(lang: str) -> None:
    not_allowed(LAMP[2] + CABLE[2], order(LAMP, CABLE), _TOO_OF_ANOTHER[lang])


@pytest.mark.parametrize("lang", sorted(_TOO_BARE))
def test_a_bare_too_after_a_line_said_fine_keeps(lang: str) -> None:
    not_allowed(LAMP[2], order(LAMP, CABLE), _TOO_BARE[lang])
