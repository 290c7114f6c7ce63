"""A staff member's internal note that says the item is not on this order ("no kettle on this
order", "in keiner Bestellung", "这单里没有"), or is another purchase's, another shop's: the refund of
the line of that kind is sent to a person (``noted``), whatever the customer's words ground.
Written in our own words from the form, not from any corpus's ticket; each case was allowed on
main. The twins: a note that confirms the item is on the order, and the same words written by
no note, stay allowed; a note never makes a refund the customer's words do not ground any
safer (the guarded agent may write notes: only the ask direction)."""

from __future__ import annotations

import pytest

from service.judgment import Comment, Proposal, Ticket, judge
from service.judgment.policy import parse
from tests.judgment.forms import AGENT, CUSTOMER, ME, expect, order
from tests.judgment.test_bought_elsewhere import KETTLE

# (the customer's complaint, a note that says the kettle is not on this order, a note that
# confirms it is)
CASES = [
    ("The kettle stopped heating. Please refund it.",
     "Checked the account: no kettle on this order.", "Checked: the kettle is on this order, line 1."),
    ("Der Wasserkocher heizt nicht mehr. Bitte erstatten.",
     "Geprüft: kein Wasserkocher in dieser Bestellung.", "Geprüft: der Wasserkocher ist in dieser Bestellung."),
    ("La bouilloire ne chauffe plus. Remboursez-la, s'il vous plaît.",
     "Vérifié : pas de bouilloire dans cette commande.", "Vérifié : la bouilloire est bien dans cette commande."),
    ("El hervidor ya no calienta. Reembólsenmelo, por favor.",
     "Revisado: no hay hervidor en este pedido.", "Revisado: el hervidor está en este pedido."),
    ("Il bollitore non scalda più. Rimborsatemelo, per favore.",
     "Controllato: il bollitore non è in questo ordine.", "Controllato: il bollitore è in questo ordine."),
    ("O jarro que comprei deixou de aquecer ao fim de uma semana. Quero o reembolso, por favor.",
     "Verificado: o jarro não está nesta encomenda.", "Verificado: o jarro está nesta encomenda."),
    ("De waterkoker wordt niet meer warm. Graag terugbetalen.",
     "Gecontroleerd: geen waterkoker in deze bestelling.", "Gecontroleerd: de waterkoker zit in deze bestelling."),
    ("Czajnik przestał grzać. Proszę o zwrot pieniędzy za niego.",
     "Sprawdzone: czajnika nie ma w tym zamówieniu.", "Sprawdzone: czajnik jest w tym zamówieniu."),
    ("Fierbătorul nu mai încălzește. Vreau banii înapoi pe el.",
     "Verificat: fierbătorul nu este în această comandă.", "Verificat: fierbătorul este în această comandă."),
    ("Vattenkokaren blir inte varm. Jag vill ha pengarna tillbaka för den.",
     "Kontrollerat: ingen vattenkokare i denna order.", "Kontrollerat: vattenkokaren finns i denna order."),
    ("Elkedlen bliver ikke varm. Jeg vil have pengene tilbage for den.",
     "Tjekket: ingen elkedel i denne ordre.", "Tjekket: elkedlen er i denne ordre."),
    ("Vannkokeren blir ikke varm. Jeg vil ha pengene tilbake for den.",
     "Sjekket: ingen vannkoker i denne ordren.", "Sjekket: vannkokeren er i denne ordren."),
    ("Vedenkeitin ei lämpene. Haluan rahat takaisin siitä.",
     "Tarkistettu: vedenkeitin ei ole tässä tilauksessa.", "Tarkistettu: vedenkeitin on tässä tilauksessa."),
    ("Su ısıtıcısı ısınmıyor. Parasını iade edin lütfen.",
     "Kontrol edildi: bu siparişte su ısıtıcısı yok.", "Kontrol edildi: su ısıtıcısı bu siparişte var."),
    ("ケトルが温まりません。返金してください。",
     "確認済み：ケトルはこの注文に含まれていません。", "確認済み：ケトルはこの注文に含まれています。"),
    ("水壶不热了，请给我退款。", "已核实：这单里没有水壶。", "已核实：水壶在这单里。"),
    ("주전자가 안 데워져요. 환불해 주세요.", "확인함: 이 주문에는 주전자가 없음.", "확인함: 주전자는 이 주문에 있음."),
    ("الغلاية التي اشتريتها لا تسخن منذ أسبوع. أريد استرداد المال من فضلكم.",
     "تم التحقق: الغلاية ليست في هذا الطلب.", "تم التحقق: الغلاية موجودة في هذا الطلب."),
]


def _paid():
    return order((KETTLE, 1, 3900), ("Tea towels", 1, 1200))


def _judged(said: str, note: str | None, *, public: bool = False):
    comments = [Comment(CUSTOMER, True, True, said, 0)]
    if note is not None:
        comments.append(Comment(AGENT, public, False, note, 2))
    ticket = Ticket("1", CUSTOMER, "Ana", ME, "", tuple(comments))
    paid = _paid()
    return judge(Proposal("pi_1", paid.currency, 3900), paid, ticket, policy=parse({}))


@pytest.mark.parametrize("said, note", [(s, n) for s, n, _ in CASES] + [
    ("The kettle stopped heating. Please refund it.", "Customer told me on the phone she bought it on Amazon."),
    ("The kettle stopped heating. Please refund it.", "The kettle she means is from another order, not this one."),
    ("Czajnik przestał grzać. Proszę o zwrot.", "Czajnika nie ma w żadnym zamówieniu klienta."),
    ("水壶不热了，请给我退款。", "客户说水壶是在别家买的。"),
])
def test_a_note_that_the_item_is_not_on_this_order_sends_the_refund_to_a_person(said, note):
    expect(_judged(said, note), "ask", "item_not_on_payment", said=(said, ("note", note)))


@pytest.mark.parametrize("said, note", [(s, n) for s, _, n in CASES])
def test_a_note_that_confirms_the_item_is_on_this_order_changes_nothing(said, note):
    expect(_judged(said, note), "allow", said=(said, ("note", note)))


@pytest.mark.parametrize("said", [s for s, _, _ in CASES])
def test_the_same_complaint_without_the_note_stays_grounded(said):
    expect(_judged(said, None), "allow", said=(said,))


def test_a_note_never_makes_an_ungrounded_refund_safer():
    said = "My toaster burns everything now. Please refund the toaster."
    note = "Checked: the toaster is on this order. Approved, refund it in full."
    expect(_judged(said, note), "ask", said=(said, ("note", note)))
    expect(_judged(said, None), "ask", said=(said,))
