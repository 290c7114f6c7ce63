"""The refund itself not wanted, said with the language's own words for the refund and its own
verb of wanting, negated: "I do not want the refund", "je ne veux pas le remboursement", "no
quiero la devolución del dinero", "Ich will die Erstattung nicht". Written in our own words.

The tables list the declines people write most ("no refund needed", "keine Erstattung"); with a
definite article, a noun of the money's return or the negation after the verb the refund's
own words asked, and a refund the customer said they do not want was ALLOWED on main in
English, German, French, Spanish, Dutch, Portuguese, Swedish and Arabic (ten sentences of the
36 here). The contrasts stay allowed: the refund wanted, another remedy refused for it, the
refund wanted "not a voucher"."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

DRESS = ("Floral Midi Dress Kleid robe vestido vestito jurk klänning kjole sukienka rochie elbise "
         "ドレス 원피스 裙子 فستان Size S", 1, 5999)

# (language, the complaint, the refund not wanted, the refund wanted: the twin)
SAID = [
    ("en", "The dress is too small.", "I do not want the refund, I want the dress in M.",
     "I want the refund, not a voucher."),
    ("en", "The dress is too small.", "I don't want the refund of my money, just a bigger size.",
     "I'd like the refund please."),
    ("de", "Das Kleid ist zu klein.", "Ich will die Erstattung nicht, ich will das Kleid in M.",
     "Ich will die Erstattung, keinen Gutschein."),
    ("de", "Das Kleid ist zu klein.", "Ich möchte die Rückerstattung nicht.",
     "Ich möchte die Rückerstattung bitte."),
    ("fr", "La robe est trop petite.", "Je ne veux pas le remboursement, je veux la robe en M.",
     "Je veux le remboursement, pas un avoir."),
    ("fr", "La robe est trop petite.", "Je ne souhaite pas le remboursement.",
     "Je souhaite le remboursement de la robe."),
    ("es", "El vestido es demasiado pequeño.", "No quiero la devolución del dinero, quiero el vestido en M.",
     "Quiero la devolución del dinero, no un vale."),
    ("pt", "O vestido é pequeno demais.", "Não quero a devolução do dinheiro, quero o vestido em M.",
     "Quero a devolução do dinheiro, não um vale."),
    ("nl", "De jurk is te klein.", "Ik wil de terugbetaling niet, ik wil de jurk in M.",
     "Ik wil de terugbetaling, geen tegoedbon."),
    ("sv", "Klänningen är för liten.", "Jag vill inte ha återbetalningen, jag vill ha klänningen i M.",
     "Jag vill ha återbetalningen, inte ett presentkort."),
    ("da", "Kjolen er for lille.", "Jeg vil ikke have refusionen, jeg vil have kjolen i M.",
     "Jeg vil have refusionen, ikke et tilgodebevis."),
    ("nb", "Kjolen er for liten.", "Jeg vil ikke ha refusjonen, jeg vil ha kjolen i M.",
     "Jeg vil ha refusjonen, ikke et tilgodekort."),
    ("it", "Il vestito è troppo piccolo.", "Non voglio il rimborso, voglio il vestito in M.",
     "Voglio il rimborso, non un buono."),
    ("ro", "Rochia e prea mică.", "Nu vreau rambursarea, vreau rochia în mărimea M.",
     "Vreau rambursarea, nu un voucher."),
    ("pl", "Sukienka jest za mała.", "Nie chcę zwrotu pieniędzy, chcę sukienkę w rozmiarze M.",
     "Chcę zwrotu pieniędzy, nie bonu."),
    ("ar", "الفستان صغير جداً.", "لا أريد الاسترجاع، أريد الفستان بمقاس M.",
     "أريد استرجاع المبلغ من فضلكم."),
    ("ja", "ドレスが小さすぎます。", "返金はいりません。Mサイズのドレスが欲しいです。",
     "返金をお願いします。"),
    ("ko", "원피스가 너무 작아요.", "환불은 원하지 않아요. M 사이즈 원피스를 원해요.",
     "환불해 주세요."),
    ("zh", "裙子太小了。", "我不要退款，我要M码的裙子。", "请给我退款。"),
    ("tr", "Elbise çok küçük.", "İadeyi istemiyorum, elbiseyi M beden istiyorum.",
     "Para iadesi istiyorum lütfen."),
]


def _paid():
    return order(DRESS, currency="eur")


@pytest.mark.parametrize(("code", "complaint", "declined", "_"), SAID,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(SAID)])
def test_the_refund_not_wanted_is_not_allowed(code, complaint, declined, _):
    not_allowed(5999, _paid(), f"{complaint} {declined}")


@pytest.mark.parametrize(("code", "complaint", "_", "wanted"), SAID,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(SAID)])
def test_the_refund_wanted_stays_allowed(code, complaint, _, wanted):
    allowed(5999, _paid(), f"{complaint} {wanted}")
