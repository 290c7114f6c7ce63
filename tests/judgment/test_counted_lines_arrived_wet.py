"""Things counted that arrived wet (issue 39, the grounded side): "the two books arrived wet; the
Azulejos bookmarks are fine, I keep them; can you refund the books?" of two books whose titles
say no kind and the bookmarks. Goods arrived wet, soaked, damaged by water is a complaint in
every covered language (each table's ``complaint``), so the count said in it points at the
lines neither named nor kept (``together``); and a count said before a word that names a line
of one unit counts things, not that line's units (``reading``). Written in our own words, in
the 18 covered languages, from the class's definition (grounded_lines), never from a ticket;
each failed before the rule (asked: the count unread where nothing complained).

The contrasts stay with a person: the count said where nothing complains ("arrived"), and the
kept bookmarks refunded too."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

WET = [
    "The two books arrived wet. The Azulejos bookmarks are fine, I keep them. Can you refund the books?",
    "Die zwei Bücher sind nass angekommen. Die Azulejos-Lesezeichen sind in Ordnung, die behalte ich. "
    "Können Sie die Bücher erstatten?",
    "Les deux livres sont arrivés mouillés. Les marque-pages Azulejos sont bien, je les garde. "
    "Pouvez-vous rembourser les livres ?",
    "Los dos libros llegaron mojados. Los marcapáginas Azulejos están bien, me los quedo. ¿Podéis "
    "reembolsar los libros?",
    "I due libri sono arrivati bagnati. I segnalibri Azulejos vanno bene, li tengo. Potete rimborsare i libri?",
    "Os dois livros chegaram molhados. Os marcadores Azulejos estão bons, fico com eles. Podem reembolsar os livros?",
    "De twee boeken kwamen nat aan. De Azulejos-boekenleggers zijn goed, die houd ik. Kunnen jullie de "
    "boeken terugbetalen?",
    "Te dwie książki przyszły mokre. Zakładki Azulejos są w porządku, zatrzymuję je. Proszę o zwrot "
    "pieniędzy za książki.",
    "Cele două cărți au ajuns ude. Semnele de carte Azulejos sunt bune, le păstrez. Vă rog să-mi "
    "returnați banii pe cărți.",
    "De två böckerna kom blöta. Azulejos-bokmärkena är fina, dem behåller jag. Kan ni återbetala böckerna?",
    "De to bøger kom våde frem. Azulejos-bogmærkerne er fine, dem beholder jeg. Kan I refundere bøgerne?",
    "De to bøkene kom våte frem. Azulejos-bokmerkene er fine, dem beholder jeg. Kan dere refundere bøkene?",
    "Ne kaksi kirjaa tulivat märkinä. Azulejos-kirjanmerkit ovat kunnossa, pidän ne. Voitteko hyvittää kirjat?",
    "Bu iki kitap ıslak geldi. Azulejos ayraçlar sağlam, onları tutuyorum. Kitapların parasını iade eder misiniz?",
    "本が2点とも濡れて届きました。Azulejosのしおりは大丈夫なので使います。本の分を返金してください。",
    "책 2개가 젖은 채로 왔어요. Azulejos 책갈피는 괜찮아서 가질게요. 책 값을 환불해 주세요.",
    "书两个都湿透了。Azulejos书签没问题，我留着。请退书的钱。",
    "الكتابين الاثنين وصلوا مبللين. فواصل Azulejos سليمة، سأحتفظ بها. أرجو استرداد ثمن الكتابين.",
]


def _paid():
    return order(("Saramago – Blindness (Penguin)", 1, 1690), ("Tokarczuk – Flights (Fitzcarraldo)", 1, 1490),
                 ("Azulejos Magnetic Bookmarks 3-pack", 1, 590), ship=350, currency="eur")


@pytest.mark.parametrize("text", WET)
def test_the_lines_counted_wet_are_refunded_together(text):
    allowed(3180, _paid(), text)


@pytest.mark.parametrize("text", WET)
def test_the_kept_bookmarks_are_not_refunded(text):
    not_allowed(3770, _paid(), text)


@pytest.mark.parametrize("text", [
    # nothing complained of: the count says how many came, no more
    "The two books arrived. The Azulejos bookmarks are fine, I keep them. Can you refund the books?",
    "Os dois livros chegaram. Os marcadores Azulejos estão bons, fico com eles. Podem reembolsar os livros?",
])
def test_the_count_where_nothing_complains_stays_with_a_person(text):
    not_allowed(3180, _paid(), text)


@pytest.mark.parametrize("text", [
    # the kind's word is a word of one title of one unit ("Livros do Brasil", a publisher's name):
    # "the two" before it counts two things, never that line's units
    "Os dois livros chegaram danificados. Os marcadores Azulejos estão bons, fico com eles. Podem "
    "reembolsar os livros?",
    "The two books arrived damaged. The Azulejos bookmarks are fine, I keep them. Can you refund the books?",
])
def test_a_count_before_a_title_word_of_one_unit_counts_things(text):
    paid = order(("Saramago – Blindness (Penguin)", 1, 1690),
                 ("Os Maias (Livros do Brasil / Books of Brazil)", 1, 1490),
                 ("Azulejos Magnetic Bookmarks 3-pack", 1, 590), ship=350, currency="eur")
    allowed(3180, paid, text)
