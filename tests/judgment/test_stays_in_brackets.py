"""A thing said to stay, bare, closing a bracket ("(the balm and the cream stay)"): the bracket
closes what is said of them as a full stop does, so the lines named in it are kept and the one
asked is the other, named by a pronoun; in our own words, in each language whose tables read
"it stays" said bare. Beside each: a refund that takes in a line said to stay stays asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

CREAM, BALM, SOAP = 3500, 2000, 1200

# (language, the cream's, the balm's and the soap's titles, the cream asked, the others in brackets)
CASES = [
    ("en", "Night cream 50 ml", "Lip balm 10 ml", "Olive soap 100 g",
     "The night cream gave me a rash. Please refund it (the lip balm and the soap stays)."),
    ("de", "Nachtcreme 50 ml", "Lippenbalsam 10 ml", "Olivenseife 100 g",
     "Die Nachtcreme hat mir einen Ausschlag gemacht. Bitte erstatten Sie sie "
     "(Lippenbalsam und Olivenseife bleiben)."),
    ("da", "Natcreme 50 ml", "Læbepomade 10 ml", "Olivensæbe 100 g",
     "Natcremen gav mig udslæt. Refunder den venligst (læbepomaden og sæben bliver)."),
    ("nb", "Nattkrem 50 ml", "Leppepomade 10 ml", "Olivensåpe 100 g",
     "Nattkremen ga meg utslett. Refunder den (leppepomaden og såpa blir)."),
    ("sv", "Nattkräm 50 ml", "Läppbalsam 10 ml", "Olivtvål 100 g",
     "Nattkrämen gav mig utslag. Återbetala den (läppbalsamet och tvålen stannar)."),
    ("fr", "Crème de nuit 50 ml", "Baume à lèvres 10 ml", "Savon à l'olive 100 g",
     "La crème de nuit m'a donné des rougeurs. Merci de la rembourser (le baume "
     "et le savon restent)."),
    ("es", "Crema de noche 50 ml", "Bálsamo labial 10 ml", "Jabón de oliva 100 g",
     "La crema de noche me dio alergia. Reembolsadla, por favor (el bálsamo y "
     "el jabón se quedan)."),
    ("it", "Crema notte 50 ml", "Balsamo labbra 10 ml", "Sapone all'oliva 100 g",
     "La crema notte mi ha dato un'irritazione. Rimborsatela (balsamo e sapone "
     "restano)."),
    ("pt", "Creme de noite 50 ml", "Bálsamo labial 10 ml", "Sabonete de oliva 100 g",
     "O creme de noite deu-me alergia. Reembolsem-no (o bálsamo e o sabonete "
     "ficam)."),
    ("pl", "Krem na noc 50 ml", "Balsam do ust 10 ml", "Mydło oliwkowe 100 g",
     "Krem na noc mnie uczulił. Proszę o zwrot za niego (balsam i mydło zostają)."),
    ("ro", "Cremă de noapte 50 ml", "Balsam de buze 10 ml", "Săpun de măsline 100 g",
     "Crema de noapte mi-a dat o iritație. Vă rog să-mi returnați banii pe ea "
     "(balsamul și săpunul rămân)."),
]


def _paid(cream: str, balm: str, soap: str):
    return order((cream, 1, CREAM), (balm, 1, BALM), (soap, 1, SOAP), currency="eur")


@pytest.mark.parametrize(("lang", "cream", "balm", "soap", "said"), CASES, ids=[c[0] for c in CASES])
def test_lines_said_to_stay_in_brackets_are_kept(lang: str, cream: str, balm: str, soap: str,
                                                 said: str) -> None:
    allowed(CREAM, _paid(cream, balm, soap), said)


@pytest.mark.parametrize(("lang", "cream", "balm", "soap", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_refund_with_a_line_said_to_stay_stays_asked(lang: str, cream: str, balm: str, soap: str,
                                                       said: str) -> None:
    not_allowed(CREAM + BALM, _paid(cream, balm, soap), said)
