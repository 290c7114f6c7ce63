"""Units credited back (BN's grounded units, in our own words): the shop asked to credit the
customer some units they count of a line ("two of the four mirrors cracked ... credit me the two
cracked ones"), the verb for crediting an account addressed to the shop in each language's own
form ("que me abonéis", "créditez-moi", "mi accreditate", "schreiben Sie mir ... gut"). Each beside
its twin that must stay asked: the whole line proposed, though the customer counts two of it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_MIRRORS = order(("Wall Mirror Oak 40x60", 4, 1200), ("Coat Hook Brass", 2, 700), currency="eur")

TWO_CREDITED = [
    ("en", "Two of the four mirrors arrived cracked, the others are fine. Please credit me the two "
           "cracked ones."),
    ("es", "Dos de los cuatro espejos llegaron rotos, los demás bien. Prefiero que me abonéis los "
           "dos rotos."),
    ("es", "Dos de los cuatro espejos llegaron rotos, los demás bien. Abónenme los dos rotos, por "
           "favor."),
    ("fr", "Deux des quatre miroirs sont arrivés fendus, les autres vont bien. Merci de me créditer "
           "les deux fendus."),
    ("fr", "Deux des quatre miroirs sont arrivés fendus, les autres vont bien. Créditez-moi les deux "
           "fendus, s'il vous plaît."),
    ("de", "Zwei der vier Spiegel kamen gesprungen an, die anderen sind gut. Bitte schreiben Sie mir "
           "die zwei kaputten gut."),
    ("it", "Due dei quattro specchi sono arrivati crepati, gli altri vanno bene. Preferisco che mi "
           "accreditiate i due crepati."),
    ("it", "Due dei quattro specchi sono arrivati crepati, gli altri vanno bene. Accreditatemi i due "
           "crepati, per favore."),
    ("pt", "Dois dos quatro espelhos chegaram rachados, os outros estão bem. Prefiro que me creditem "
           "os dois rachados."),
    ("ro", "Două dintre cele patru oglinzi au venit crăpate, celelalte sunt bune. Vă rog să-mi "
           "creditați cele două crăpate."),
    ("nl", "Twee van de vier spiegels kwamen gebarsten aan, de andere zijn goed. Graag de twee "
           "gebarsten crediteren."),
    ("sv", "Två av de fyra speglarna kom spruckna, de andra är hela. Kreditera mig de två spruckna, "
           "tack."),
    ("da", "To af de fire spejle kom revnede, de andre er fine. Kreditér mig de to revnede, tak."),
    ("nb", "To av de fire speilene kom sprukne, de andre er fine. Krediter meg de to sprukne, takk."),
    ("fi", "Kaksi neljästä peilistä tuli haljenneina, muut ovat kunnossa. Hyvittäkää ne kaksi "
           "haljennutta."),
    ("pl", "Dwa z czterech luster przyszły pęknięte, pozostałe są w porządku. Proszę o zwrot za te "
           "dwa pęknięte."),
    ("tr", "Dört aynadan ikisi çatlak geldi, diğerleri sağlam. Çatlak olan ikisinin ücretini iade "
           "edin lütfen."),
    ("ja", "鏡を4枚注文しましたが、4枚のうち2枚が割れていました。残りは大丈夫です。割れた2枚分を返金してください。"),
    ("ko", "거울 4개 중 2개가 깨져서 왔어요. 나머지는 괜찮아요. 깨진 2개는 환불해 주세요."),
    ("zh", "买了4个镜子，4个中有2个裂了，其余的没问题。请把裂了的2个退款。"),
    ("ar", "وصلت مرآتان من أصل أربع مرايا مكسورتين، والباقي سليم. أرجو رد ثمن المرآتين المكسورتين."),
]


@pytest.mark.parametrize(("lang", "said"), TWO_CREDITED)
def test_the_units_credited_are_grounded(lang: str, said: str) -> None:
    allowed(2400, _MIRRORS, said, subject="Mirrors")


@pytest.mark.parametrize(("lang", "said"), TWO_CREDITED)
def test_the_whole_line_credited_for_two_stays_asked(lang: str, said: str) -> None:
    not_allowed(4800, _MIRRORS, said, subject="Mirrors")


PAID = [
    ("es", "Dos de los cuatro espejos llegaron rotos. Ya he abonado el envío, ¿qué hago?"),
    ("fr", "Deux des quatre miroirs sont arrivés fendus. La banque m'a crédité le virement hier, que "
           "faire ?"),
    ("it", "Due dei quattro specchi sono arrivati crepati. Mi hanno accreditato lo stipendio, cosa "
           "faccio?"),
]


@pytest.mark.parametrize(("lang", "said"), PAID)
def test_a_sum_paid_or_credited_elsewhere_asks_nothing(lang: str, said: str) -> None:
    not_allowed(2400, _MIRRORS, said, subject="Mirrors")
