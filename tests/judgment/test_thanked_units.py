"""A refund an agent states of the units the customer complained of, and the customer's thanks
(issue 39, ``thanked``): the customer counts the faulty units of one line and says the rest are
fine, asking no money back in words ("two of the six candles smell odd, the other four are
fine"); the agent's public reply states the refund of that count, naming no line ("we'll refund
the two faulty ones, no need to send them back"); the customer's last comment thanks ("Great,
cheers!"). The refund of those units is grounded on the customer's count, never on the agent's.
Written in our own words from the form, not from any corpus's ticket; each case was asked
before the rule (the rest of the line said fine read it kept, or the agent's count bound to no
line).

The twins stay asked: the whole line, the whole payment or the other line's units proposed; the
thanks only in a quote; the refund stated in an internal note; no thanks after it; thanks for a
tracking number; a replacement asked; a thanks with a "but"; the complaint withdrawn; the agent
stating all six. And a count the agent offers with no line named ("the two faulty ones"), thanked
for, is never the whole payment (allowed before in 17 of the 18 languages)."""

from __future__ import annotations

import re

import pytest

from service.judgment import Comment, Proposal, Ticket, judge
from service.judgment.policy import parse
from tests.judgment.forms import AGENT, CUSTOMER, ME, allowed, expect, not_allowed, order

# per language: the candles' title (six of them at 9.00); the complaint (two of six faulty, the
# other four fine, no word of money); the agent's reply stating the refund of the two, naming no
# line; the customer's thanks
CASES = {
    'en': ('Enamel Camping Mug 350 ml',
           'Hi, two of the six mugs have a wobbly handle. The other four are fine.',
           "So sorry! We'll refund the two faulty ones, no need to return them.",
           'Great, cheers!'),
    'de': ('LED-Kerze warmweiß',
           'Hallo, bei zwei der sechs Kerzen riecht das Wachs seltsam. Die anderen vier sind in Ordnung.',
           'Das tut uns leid! Wir erstatten Ihnen die zwei, die nicht gehen, Sie müssen nichts zurückschicken.',
           'Super, danke!'),
    'fr': ('Bougie LED blanc chaud',
           'Bonjour, deux des six bougies ont une odeur bizarre. Les quatre autres sont impeccables.',
           'Désolés ! Nous vous remboursons les deux qui ne marchent pas, inutile de les renvoyer.',
           'Parfait, merci !'),
    'es': ('Vela LED blanco cálido',
           'Hola, dos de las seis velas huelen raro. Las otras cuatro están bien.',
           '¡Lo sentimos! Le reembolsamos las dos que fallan, no hace falta devolverlas.',
           'Perfecto, ¡gracias!'),
    'it': ('Candela LED bianco caldo',
           'Buongiorno, due delle sei candele hanno un odore strano. Le altre quattro vanno bene.',
           'Ci dispiace! Le rimborsiamo le due difettose, non serve rispedirle.',
           'Perfetto, grazie!'),
    'nl': ('LED-kaars warm wit',
           'Hoi, twee van de zes kaarsen knipperen de hele tijd. De andere vier zijn prima.',
           'Wat vervelend! We vergoeden de twee defecte, u hoeft ze niet terug te sturen.',
           'Top, dank je wel!'),
    'pl': ('Świeca LED ciepła biel',
           'Dzień dobry, dwie z sześciu świec ciągle migają. Pozostałe cztery są w porządku.',
           'Przykro nam! Zwrócimy pieniądze za dwie wadliwe, nie trzeba ich odsyłać.',
           'Super, dziękuję!'),
    'pt': ('Vela LED branco quente',
           'Olá, duas das seis velas ficam a piscar. As outras quatro estão boas.',
           'Lamentamos! Vamos reembolsar as duas com defeito, não precisa devolvê-las.',
           'Perfeito, obrigada!'),
    'sv': ('LED-ljus varmvit',
           'Hej, två av de sex ljusen blinkar hela tiden. De andra fyra är bra.',
           'Så tråkigt! Vi återbetalar de två som krånglar, ni behöver inte skicka tillbaka dem.',
           'Toppen, tack!'),
    'da': ('LED-lys varm hvid',
           'Hej, to af de seks lys blinker hele tiden. De fire andre er fine.',
           'Det er vi kede af! Vi refunderer de to, der driller, I behøver ikke sende dem retur.',
           'Super, mange tak!'),
    'nb': ('LED-lys varmhvit',
           'Hei, av de seks lysene blinker to hele tiden. Fire lys er fine.',
           'Så leit! Vi refunderer de to som ikke virker, dere trenger ikke sende dem tilbake.',
           'Supert, tusen takk!'),
    'fi': ('LED-kynttilä lämmin valkoinen',
           'Hei, kaksi kuudesta kynttilästä haisee oudolta. Neljä muuta ovat kunnossa.',
           'Pahoittelemme! Hyvitämme ne kaksi viallista, niitä ei tarvitse palauttaa.',
           'Loistavaa, kiitos!'),
    'ja': ('LEDキャンドル 暖色',
           '6個のキャンドルのうち2個が変なにおいがします。残りの4個は大丈夫です。',
           '申し訳ございません。不具合の2個分を返金いたします。返送は不要です。',
           'ありがとうございます！'),
    'ko': ('LED 캔들 전구색',
           '캔들 6개 중 2개에서 이상한 냄새가 나요. 나머지 4개는 괜찮아요.',
           '불편을 드려 죄송합니다. 불량 2개를 환불해 드리겠습니다. 반송하실 필요는 없습니다.',
           '좋아요, 감사합니다!'),
    'zh': ('LED蜡烛灯 暖白',
           '你好，六个蜡烛灯里有两个有股怪味。另外四个没问题。',
           '非常抱歉！我们会退还那两个的款项，不用寄回。',
           '好的，谢谢！'),
    'tr': ('LED mum sıcak beyaz',
           'Merhaba, altı mumdan ikisi garip kokuyor. Diğer dört mum sorunsuz.',
           'Çok üzgünüz! Arızalı iki tanesinin ücretini iade ediyoruz, geri göndermenize gerek yok.',
           'Harika, teşekkürler!'),
    'ar': ('شمعة LED أبيض دافئ',
           'مرحبا، اثنتان من الشموع الست تومضان طوال الوقت. الأربع الأخرى سليمة.',
           'نعتذر! سنقوم باسترداد ثمن الاثنتين المعطلتين، ولا داعي لإعادتهما.',
           'ممتاز، شكرا!'),
    'ro': ('Lumânare LED alb cald',
           'Bună ziua, două dintre cele șase lumânări au un miros ciudat. Celelalte patru sunt în regulă.',
           'Ne pare rău! Vă rambursăm cele două defecte, nu trebuie să le trimiteți înapoi.',
           'Perfect, mulțumesc!'),
}
LANGS = sorted(CASES)
TWO, LINE, TUMBLERS = 1800, 5400, 1400  # two candles; all six; two of the tumblers


def _paid(lang: str):
    return order((CASES[lang][0], 6, 900), ("Glass Tumbler 250 ml", 4, 700), ship=500)


@pytest.mark.parametrize("lang", LANGS)
def test_the_two_thanked_for_are_grounded(lang: str) -> None:
    _, said, stated, thanks = CASES[lang]
    allowed(TWO, _paid(lang), said, ("agent", stated), thanks, reason="grounded_units")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("amount", [LINE, TUMBLERS, None])
def test_more_or_another_line_stays_asked(lang: str, amount: int | None) -> None:
    # (None: all that is left, the whole payment)
    _, said, stated, thanks = CASES[lang]
    not_allowed(amount, _paid(lang), said, ("agent", stated), thanks)


@pytest.mark.parametrize("lang", LANGS)
def test_thanks_only_in_a_quote_stays_asked(lang: str) -> None:
    _, said, stated, thanks = CASES[lang]
    not_allowed(TWO, _paid(lang), said, ("agent", stated), f"> {thanks}")


@pytest.mark.parametrize("lang", LANGS)
def test_no_thanks_after_the_statement_stays_asked(lang: str) -> None:
    _, said, stated, _ = CASES[lang]
    not_allowed(TWO, _paid(lang), said, ("agent", stated))


@pytest.mark.parametrize("lang", LANGS)
def test_refund_stated_in_an_internal_note_stays_asked(lang: str) -> None:
    _, said, stated, thanks = CASES[lang]
    comments = (Comment(CUSTOMER, True, True, said, 0), Comment(AGENT, False, False, stated, 1),
                Comment(CUSTOMER, True, True, thanks, 2))
    found = judge(Proposal("pi_1", "usd", TWO), _paid(lang),
                  Ticket("1", CUSTOMER, "Ana", ME, "", comments), policy=parse({}))
    expect(found, ("ask", "block"))


# the words' twins, in a few languages: (the customer's last comment, or the agent's reply, the
# complaint withdrawn before it)
EN_SAID, EN_STATED = CASES["en"][1], CASES["en"][2]


@pytest.mark.parametrize("last", [
    "Thanks for the tracking number.",  # thanks for something else the reply says
    "Could you send two new ones instead?",  # a replacement asked
    "Thanks, but I'd rather have two new ones.",  # a "but", another remedy
    "Thanks, I would prefer a replacement instead.",
])
def test_english_thanks_for_something_else_stays_asked(last: str) -> None:
    stated = EN_STATED + " Your tracking number is on its way by mail."
    not_allowed(TWO, _paid("en"), EN_SAID, ("agent", stated), last)


def test_complaint_withdrawn_stays_asked() -> None:
    not_allowed(TWO, _paid("en"), EN_SAID, "Never mind, all six work fine now.", ("agent", EN_STATED),
                "Great, cheers!")


@pytest.mark.parametrize("lang, stated", [
    ("en", "So sorry! We'll refund all six, no need to return them."),
    ("de", "Das tut uns leid! Wir erstatten Ihnen alle sechs, Sie müssen nichts zurückschicken."),
    ("sv", "Så tråkigt! Vi återbetalar alla sex, ni behöver inte skicka tillbaka dem."),
])
def test_agent_stating_more_than_the_complaint_stays_asked(lang: str, stated: str) -> None:
    _, said, _, thanks = CASES[lang]
    not_allowed(LINE, _paid(lang), said, ("agent", stated), thanks)
    # (and the two the customer counted are not grounded by another count thanked for)
    not_allowed(TWO, _paid(lang), said, ("agent", stated), thanks)


@pytest.mark.parametrize("lang, last", [
    ("de", "Danke, aber ich hätte lieber zwei neue."),
    ("fr", "Merci, mais je préférerais deux neuves."),
    ("es", "¿Podrían enviarme dos nuevas en su lugar?"),
    ("da", "Tak, men jeg vil hellere have to nye."),
])
def test_other_remedy_after_the_statement_stays_asked(lang: str, last: str) -> None:
    _, said, stated, _ = CASES[lang]
    not_allowed(TWO, _paid(lang), said, ("agent", stated), last)


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_offered_is_never_the_whole_payment(lang: str) -> None:
    # the complaint without the rest said fine (no line's units bound): "the two faulty ones"
    # the agent offers, thanked for, is some of the payment, not the whole of it
    _, said, stated, thanks = CASES[lang]
    first = re.split(r"(?<=[.。])\s*", said)[0]
    not_allowed(None, _paid(lang), first, ("agent", stated), thanks)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("amount", [TWO, TUMBLERS, 4 * 700])
def test_an_offer_of_a_line_the_customer_never_spoke_of_stays_asked(lang: str, amount: int) -> None:
    # the reply names the tumblers, of which the customer said nothing (they spoke of the
    # candles): the agent's offer of them is no ask of the customer's, thanks or not
    _, said, stated, thanks = CASES[lang]
    not_allowed(amount, _paid(lang), said, ("agent", f"{stated} (Glass Tumbler 250 ml)"), thanks)


@pytest.mark.parametrize("amount", [5400, 2800])
def test_english_refund_of_the_other_line_thanked_for_stays_asked(amount: int) -> None:
    # (allowed before at 28.00: the agent's offer of the tumblers grounded them)
    not_allowed(amount, _paid("en"), "Hi, the mugs smell odd.",
                ("agent", "So sorry! We'll refund the tumblers, no need to return them."), "Great, cheers!")
