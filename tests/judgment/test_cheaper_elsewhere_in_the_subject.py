"""Another shop's price said in the ticket's subject ("Cheaper at a competitor", "Hinta halvempi
muualla") and a figure asked in the body: the difference is a price match for a person to grant,
as where the body says it, in every covered language (the words of ``tables/elsewhere``'s
CHEAPER_ELSEWHERE). Beside it, the contrast that must not move: a subject that says the price
dropped in this shop, whose difference is this payment's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_LAMP = order(("Nordlys Pendant Lamp - Opal", 1, 13900), currency="eur")

IN_THE_SUBJECT = [
    ("en", "Cheaper at a competitor", "It is 20 € less there. I want the 20 € back."),
    ("de", "Bei der Konkurrenz billiger", "Dort kostet sie 20 € weniger. Ich will die 20 € zurück."),
    ("fr", "Moins cher chez un concurrent", "Elle coûte 20 € de moins là-bas. Je veux récupérer les 20 €."),
    ("es", "Más barato en la competencia", "Allí cuesta 20 € menos. Quiero que me devolváis los 20 €."),
    ("it", "Più economico da un concorrente", "Lì costa 20 € in meno. Rivoglio indietro i 20 €."),
    ("pt", "Mais barato num concorrente", "Lá custa 20 € menos. Quero os 20 € de volta."),
    ("nl", "Goedkoper bij de concurrent", "Daar kost hij 20 € minder. Ik wil die 20 € terug."),
    ("pl", "Taniej u konkurencji", "Tam kosztuje 20 € mniej. Proszę o zwrot tych 20 €."),
    ("ro", "Mai ieftin la concurență", "Acolo costă cu 20 € mai puțin. Vreau înapoi cei 20 €."),
    ("sv", "Billigare hos en konkurrent", "Där kostar den 20 € mindre. Jag vill ha tillbaka 20 €."),
    ("da", "Billigere hos en konkurrent", "Der koster den 20 € mindre. Jeg vil have de 20 € tilbage."),
    ("nb", "Billigere hos en konkurrent", "Der koster den 20 € mindre. Jeg vil ha de 20 € tilbake."),
    ("fi", "Hinta halvempi muualla", "Lamppu maksaa siellä 20 € vähemmän. Haluan ne 20 € takaisin."),
]


@pytest.mark.parametrize(("lang", "subject", "said"), IN_THE_SUBJECT)
def test_another_shops_price_in_the_subject_is_a_price_match(lang: str, subject: str, said: str) -> None:
    not_allowed(2000, _LAMP, said, subject=subject)


DROPPED_HERE = [
    ("en", "Price dropped", "I paid 139 € for the lamp and now it is 119 € in your shop. Please refund the "
                            "20 € difference."),
    ("de", "Preis gesenkt", "Ich habe 139 € bezahlt, jetzt kostet die Lampe bei Ihnen 119 €. Bitte erstatten "
                            "Sie die Differenz von 20 €."),
]


@pytest.mark.parametrize(("lang", "subject", "said"), DROPPED_HERE)
def test_a_price_dropped_here_stays_grounded(lang: str, subject: str, said: str) -> None:
    allowed(2000, _LAMP, said, subject=subject, reason="grounded_difference")
