"""Money asked as a request to put it back where it came from, the verb of paying in or
transferring in its infinitive after "can you", "could you" ("kan dere sette inn pengene for
genseren igjen?", "could you deposit the money for the sweater back?"): the money is the object
of a verb of giving (``payback``), and the line it is said of is asked. Twins: the same said as
done ("you already transferred the money"), or of the customer's own payment ("I transferred
the money"), asks nothing; the line said fine is never asked. Our own words, never a corpus
ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_SWEATER, _SOCKS = 89900, 12900

# (language, the sweater's and the socks' titles, the words)
PUT_BACK = [
    ("en", "Wool Sweater Men M", "Merino Socks",
     "The sweater had a hole in the sleeve when it arrived. The socks are fine. Could you deposit "
     "the money for the sweater back into my account?"),
    ("de", "Wollpullover Herren M", "Merino Socken",
     "Der Pullover hatte beim Auspacken ein Loch im Ärmel. Die Socken sind gut. Könnt ihr mir das "
     "Geld für den Pullover zurückbuchen?"),
    ("fr", "Pull en laine homme M", "Chaussettes mérinos",
     "Le pull avait un trou à la manche à la livraison. Les chaussettes sont bien. Pourriez-vous "
     "reverser l'argent du pull sur mon compte ?"),
    ("es", "Jersey de lana hombre M", "Calcetines merino",
     "El jersey llegó con un agujero en la manga. Los calcetines están bien. ¿Podrían ingresarme "
     "el dinero del jersey en la cuenta?"),
    ("it", "Maglione di lana uomo M", "Calzini merino",
     "Il maglione è arrivato con un buco sulla manica. I calzini vanno bene. Potete riaccreditare "
     "i soldi del maglione sul mio conto?"),
    ("nl", "Wollen trui heren M", "Merino sokken",
     "De trui had bij aankomst een gat in de mouw. De sokken zijn prima. Kunnen jullie het geld "
     "voor de trui terugstorten op mijn rekening?"),
    ("pl", "Sweter wełniany męski M", "Skarpety merino",
     "Sweter przyszedł z dziurą na rękawie. Skarpety są w porządku. Czy możecie przelać pieniądze "
     "za sweter z powrotem na moje konto?"),
    ("pt", "Camisola de lã homem M", "Meias merino",
     "A camisola chegou com um buraco na manga. As meias estão boas. Podem depositar o dinheiro "
     "da camisola na minha conta?"),
    ("sv", "Ulltröja herr M", "Merinostrumpor",
     "Tröjan hade ett hål i ärmen när den kom. Strumporna är fina. Kan ni sätta in pengarna för "
     "tröjan på mitt konto igen?"),
    ("da", "Uldtrøje herre M", "Merinosokker",
     "Trøjen havde et hul i ærmet, da den kom. Sokkerne er fine. Kan I overføre pengene for "
     "trøjen til min konto igen?"),
    ("nb", "Ullgenser herre M", "Merinosokker",
     "Genseren hadde et hull i ermet da den kom. Sokkene er fine. Kan dere sette inn pengene for "
     "genseren på kontoen min igjen?"),
    ("fi", "Villaneule miesten M", "Merinosukat",
     "Neuleessa oli reikä hihassa, kun se tuli. Sukat ovat kunnossa. Voisitteko siirtää neuleen "
     "rahat takaisin tililleni?"),
    ("ja", "ウールセーター メンズ M", "メリノソックス",
     "セーターが届いたときから袖に穴が開いていました。ソックスは問題ありません。セーターのお金を"
     "口座に入金していただけますか？"),
    ("ko", "울 스웨터 남성 M", "메리노 양말",
     "스웨터가 도착했을 때부터 소매에 구멍이 있었어요. 양말은 괜찮아요. 스웨터 돈을 계좌로 "
     "돌려주실 수 있나요?"),
    ("zh", "男士羊毛衫 M", "美利奴袜子",
     "羊毛衫到的时候袖子上就有个洞。袜子没问题。能把羊毛衫的钱退回到我的账户吗？"),
    ("tr", "Erkek Yün Kazak M", "Merino Çorap",
     "Kazak geldiğinde kolunda delik vardı. Çoraplar iyi. Kazağın parasını hesabıma geri "
     "yatırabilir misiniz?"),
    ("ar", "كنزة صوف رجالي M", "جوارب ميرينو",
     "وصلت الكنزة وفيها ثقب في الكم. الجوارب سليمة. هل يمكنكم تحويل فلوس الكنزة إلى حسابي؟"),
    ("ro", "Pulover de lână bărbați M", "Șosete merino",
     "Puloverul a venit cu o gaură la mânecă. Șosetele sunt în regulă. Puteți să transferați "
     "banii pentru pulover înapoi în contul meu?"),
]


def _paid(sweater: str, socks: str):
    return order((sweater, 1, _SWEATER), (socks, 2, _SOCKS), currency="eur")


@pytest.mark.parametrize(("lang", "sweater", "socks", "said"), PUT_BACK)
def test_money_asked_put_back_asks_the_line(lang: str, sweater: str, socks: str, said: str) -> None:
    allowed(_SWEATER, _paid(sweater, socks), said)


@pytest.mark.parametrize(("lang", "sweater", "socks", "said"), PUT_BACK)
def test_the_line_said_fine_stays_unasked(lang: str, sweater: str, socks: str, said: str) -> None:
    paid = _paid(sweater, socks)
    not_allowed(2 * _SOCKS, paid, said)
    not_allowed(paid.total, paid, said)


# the same verb said of what was done, asking nothing: a complaint alone stays a person's call
DONE = [
    ("en", "Wool Sweater Men M", "Merino Socks",
     "The sweater had a hole in the sleeve when it arrived. I deposited the money for the sweater "
     "from my savings."),
    ("nb", "Ullgenser herre M", "Merinosokker",
     "Genseren hadde et hull i ermet da den kom. Jeg satte inn pengene for genseren fra sparekontoen."),
    ("sv", "Ulltröja herr M", "Merinostrumpor",
     "Tröjan hade ett hål i ärmen när den kom. Jag satte in pengarna för tröjan från sparkontot."),
]


@pytest.mark.parametrize(("lang", "sweater", "socks", "said"), DONE)
def test_the_money_said_paid_in_asks_nothing(lang: str, sweater: str, socks: str, said: str) -> None:
    not_allowed(_SWEATER, _paid(sweater, socks), said)
