"""An order placed twice, one of the two cancelled, "the other" kept (issue 39, the grounded
side): "I ordered twice by mistake; please cancel the latest order, I keep the other one",
"bestilte to gange ... annullere den seneste ordre? Den anden beholder jeg". The other kept is the
other order, nothing of this payment: the whole payment back, as the cancel asks it
(``cancels.other_kept``). Written in our own words, in 15 of the covered languages (Korean, Chinese and Arabic read the
other kept as a withdrawal or a decline before this rule: left), from the
class's definition (grounded_full), never from a ticket; each failed before the rule (asked:
the other read as this payment's rest, kept).

The contrasts stay with a person: no order said placed twice ("the other" may be this order's
rest), a line of this payment named (cancelled or kept), and one line's price proposed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LAMP, MAT = "Brightway Desk Lamp", "Cork Yoga Mat"


def _paid():
    return order((LAMP, 1, 4900), (MAT, 1, 2900), ship=490, currency="eur")


# (ordered twice, cancel the latest, keep the other)
TWICE_OTHER_KEPT = [
    "I placed the same order twice by mistake yesterday. Could you cancel the latest order? The other one I keep.",
    "Ich habe gestern aus Versehen zweimal bestellt. Können Sie die letzte Bestellung stornieren? Die "
    "andere behalte ich.",
    "J'ai passé deux fois la même commande hier par erreur. Pouvez-vous annuler la dernière commande ? "
    "Je garde l'autre.",
    "Ayer hice el mismo pedido dos veces por error. ¿Podéis cancelar el último pedido? El otro me lo quedo.",
    "Ieri ho fatto lo stesso ordine due volte per sbaglio. Potete annullare l'ultimo ordine? L'altro lo tengo.",
    "Ontem fiz a mesma encomenda duas vezes por engano. Podem cancelar a última encomenda? A outra fico com ela.",
    "Ik heb gisteren per ongeluk twee keer besteld. Kunnen jullie de laatste bestelling annuleren? De andere houd ik.",
    "Wczoraj przez pomyłkę zamówiłam dwa razy. Czy możecie anulować ostatnie zamówienie? Drugie zatrzymuję.",
    "Ieri am comandat din greșeală de două ori. Puteți anula ultima comandă? Pe cealaltă o păstrez.",
    "Jag beställde av misstag två gånger i går. Kan ni avbryta den senaste ordern? Den andra behåller jag.",
    "Jeg bestilte ved en fejl to gange i går. Kan I annullere den seneste ordre? Den anden beholder jeg.",
    "Jeg bestilte ved en feil to ganger i går. Kan dere kansellere den siste ordren? Den andre beholder jeg.",
    "Tilasin eilen vahingossa kaksi kertaa. Voitteko perua viimeisimmän tilauksen? Toisen pidän.",
    "Dün yanlışlıkla iki kez sipariş verdim. Son siparişi iptal edebilir misiniz? Diğerini tutuyorum.",
    "昨日間違えて2回注文してしまいました。新しい方の注文をキャンセルしてください。もう一方は受け取ります。",
]


@pytest.mark.parametrize("text", TWICE_OTHER_KEPT)
def test_the_other_order_kept_grounds_this_whole_payment(text):
    allowed(None, _paid(), text, reason="grounded_full")


@pytest.mark.parametrize("text", TWICE_OTHER_KEPT)
def test_one_line_is_not_the_order_placed_twice(text):
    not_allowed(4900, _paid(), text)


@pytest.mark.parametrize("text", [
    # no order said placed twice: "the other" may be this order's rest
    "Could you cancel the order? The other one I keep.",
    "Kan I annullere ordren? Den anden beholder jeg.",
])
def test_the_other_kept_without_a_duplicate_stays_with_a_person(text):
    not_allowed(None, _paid(), text)


@pytest.mark.parametrize("text", [
    # a line of this payment named: cancelled alone, or kept
    "I ordered twice by mistake. Please cancel the yoga mat, I keep the other one.",
    "Jeg bestilte ved en fejl to gange. Annuller yogamåtten, den anden beholder jeg.",
    "Ich habe zweimal bestellt. Bitte stornieren Sie die Bestellung, die Yogamatte behalte ich.",
    "Hice el pedido dos veces. Cancelad el pedido, la esterilla de yoga me la quedo.",
])
def test_a_line_named_beside_the_duplicate_is_not_the_whole(text):
    not_allowed(None, _paid(), text)
