"""A line said fine by a predicate, with its adjective in the form that agrees with its thing, or
said bare ("the gloves are good", "los guantes están buenos", "as luvas estão boas", "the jacket
is too small, the gloves fine", "Eldivenler iyi.", "القفازات جيدة."): the line is kept, so the
whole payment asked "for everything" is not what the customer asks (``kept_line``), and the
other line's price stays allowed; in our own words, in every covered language but Chinese
(``tables.fine``). Beside it the twins that keep their verdict: the fine line asked back in
the same sentence ("..., but I want to return them too"), the question ("are the gloves ok?"),
the negation ("the gloves are not good"), "good" said of the service, "fine" said of a
refund."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

JACKET, GLOVES = 8000, 2000

# (language, the jacket's title, the gloves' title)
TITLES = {
    'en': ('Winter jacket', 'Leather gloves'),
    'de': ('Winterjacke', 'Lederhandschuhe'),
    'fr': ("Veste d'hiver", 'Gants en cuir'),
    'es': ('Chaqueta de invierno', 'Guantes de piel'),
    'it': ('Giacca invernale', 'Guanti in pelle'),
    'nl': ('Winterjas', 'Leren handschoenen'),
    'pl': ('Kurtka zimowa', 'Rękawiczki skórzane'),
    'pt': ('Casaco de inverno', 'Luvas de couro'),
    'sv': ('Vinterjacka', 'Skinnhandskar'),
    'da': ('Vinterjakke', 'Læderhandsker'),
    'nb': ('Vinterjakke', 'Skinnhansker'),
    'fi': ('Talvitakki', 'Nahkakäsineet'),
    'ja': ('冬用ジャケット', '革手袋'),
    'ko': ('겨울 재킷', '가죽 장갑'),
    'zh': ('冬季夹克', '真皮手套'),
    'tr': ('Kışlık mont', 'Deri eldiven'),
    'ar': ('جاكيت شتوي', 'قفازات جلد'),
    'ro': ('Geacă de iarnă', 'Mănuși din piele'),
}

# the gloves said fine, the money asked for everything (each read as nothing kept before the form)
SAID_FINE = [
    ('en', 'The jacket is far too small, the gloves fine. Can I get my money back for everything?'),
    ('de', 'Die Jacke ist viel zu klein, die Handschuhe okay. Kann ich für alles mein Geld zurückbekommen?'),
    ('fr', 'La veste est beaucoup trop petite. Les gants sont bons. Puis-je être remboursé de tout ?'),
    ('es', 'La chaqueta es demasiado pequeña. Los guantes están buenos. ¿Me podéis devolver el dinero de todo?'),
    ('it', 'La giacca è troppo piccola, i guanti buoni. Posso avere il rimborso di tutto?'),
    ('nl', 'De jas is veel te klein, de handschoenen prima. Kan ik mijn geld terugkrijgen voor alles?'),
    ('pl', 'Kurtka jest za mała, rękawiczki dobre. Czy mogę dostać zwrot pieniędzy za wszystko?'),
    ('pt', 'O casaco é pequeno demais. As luvas estão boas. Posso ter o dinheiro de volta de tudo?'),
    ('sv', 'Jackan är alldeles för liten, handskarna bra. Kan jag få pengarna tillbaka för allt?'),
    ('da', 'Jakken er alt for lille, handskerne fine. Kan jeg få pengene tilbage for det hele?'),
    ('nb', 'Jakken er altfor liten, hanskene fine. Kan jeg få pengene tilbake for alt?'),
    ('fi', 'Takki on aivan liian pieni, käsineet hyvät. Voinko saada rahat takaisin kaikesta?'),
    ('ja', 'ジャケットは小さすぎます。手袋は良いです。全部返金してもらえますか？'),
    ('ko', '재킷이 너무 작아요. 장갑은 좋아요. 전부 환불받을 수 있나요?'),
    ('tr', 'Mont çok küçük. Eldivenler iyi. Her şeyin parasını geri alabilir miyim?'),
    ('ar', 'الجاكيت صغير جدا. القفازات جيدة. هل يمكنني استرداد أموالي عن كل شيء؟'),
    ('ro', 'Geaca este mult prea mică, mănușile bune. Pot primi banii înapoi pentru tot?'),
]

# more of the form: the copula with its agreeing word, the word said bare
MORE = [
    ('en', 'The jacket is far too small. The gloves are good. Can I get my money back for everything?'),
    ('en', 'The jacket is far too small. Gloves: ok. Can I get my money back for everything?'),
    ('de', 'Die Jacke ist viel zu klein. Die Handschuhe sind gut. Kann ich für alles mein Geld zurückbekommen?'),
    ('de', 'Die Jacke ist viel zu klein. Die Handschuhe sind so weit gut. Kann ich für alles mein Geld '
     'zurückbekommen?'),
    ('fr', 'La veste est beaucoup trop petite, les gants bons. Puis-je être remboursé de tout ?'),
    ('es', 'La chaqueta es demasiado pequeña. Los guantes son buenos. ¿Me podéis devolver el dinero de todo?'),
    ('it', 'La giacca è troppo piccola. I guanti sono buoni. Posso avere il rimborso di tutto?'),
    ('it', 'La giacca è troppo piccola. I guanti vanno bene. Posso avere il rimborso di tutto?'),
    ('nl', 'De jas is veel te klein. De handschoenen zijn goed. Kan ik mijn geld terugkrijgen voor alles?'),
    ('nl', 'De jas is veel te klein. De handschoenen zijn goede. Kan ik mijn geld terugkrijgen voor alles?'),
    ('pl', 'Kurtka jest za mała. Rękawiczki są dobre. Czy mogę dostać zwrot pieniędzy za wszystko?'),
    ('pl', 'Kurtka jest za mała. Rękawiczki są w porządku. Czy mogę dostać zwrot pieniędzy za wszystko?'),
    ('pt', 'O casaco é pequeno demais. As luvas são boas. Posso ter o dinheiro de volta de tudo?'),
    ('sv', 'Jackan är alldeles för liten. Handskarna är bra. Kan jag få pengarna tillbaka för allt?'),
    ('sv', 'Jackan är alldeles för liten. Handskarna är fina. Kan jag få pengarna tillbaka för allt?'),
    ('da', 'Jakken er alt for lille. Handskerne er gode. Kan jeg få pengene tilbage for det hele?'),
    ('nb', 'Jakken er altfor liten. Hanskene er gode. Kan jeg få pengene tilbake for alt?'),
    ('fi', 'Takki on aivan liian pieni. Käsineet ovat hyvät. Voinko saada rahat takaisin kaikesta?'),
    ('fi', 'Takki on aivan liian pieni. Käsineet ovat ihan ok. Voinko saada rahat takaisin kaikesta?'),
    ('ja', 'ジャケットは小さすぎます。手袋はいいです。全部返金してもらえますか？'),
    ('ko', '재킷이 너무 작아요. 장갑은 괜찮아요. 전부 환불받을 수 있나요?'),
    ('tr', 'Mont çok küçük. Eldivenler gayet iyiler. Her şeyin parasını geri alabilir miyim?'),
    ('tr', 'Mont çok küçük, eldivenler iyi durumda. Her şeyin parasını geri alabilir miyim?'),
    ('ar', 'الجاكيت صغير جدا. القفاز جيد. هل يمكنني استرداد أموالي عن كل شيء؟'),
    ('ro', 'Geaca este mult prea mică. Mănușile sunt bune. Pot primi banii înapoi pentru tot?'),
    ('ro', 'Geaca este mult prea mică. Mănușile sunt în regulă. Pot primi banii înapoi pentru tot?'),
]

# (language, the fine line asked back, a question, a negation, the service praised, a refund accepted)
TWINS = {
    'en': (
        'The jacket is far too small. The gloves are fine, but I want to return them too. Please refund everything.',
        'The jacket is far too small. Are the gloves ok? Please refund everything.',
        'The jacket is far too small. The gloves are not good. Please refund everything.',
        'The jacket and the gloves are both too small. Your service is good. Please refund everything.',
        'The jacket and the gloves are both too small. A refund is fine.',
    ),
    'de': (
        'Die Jacke ist viel zu klein. Die Handschuhe sind gut, aber ich möchte sie auch zurückgeben. Bitte '
        'erstatten Sie alles.',
        'Die Jacke ist viel zu klein. Sind die Handschuhe okay? Bitte erstatten Sie alles.',
        'Die Jacke ist viel zu klein. Die Handschuhe sind nicht gut. Bitte erstatten Sie alles.',
        'Die Jacke und die Handschuhe sind beide zu klein. Ihr Service ist gut. Bitte erstatten Sie alles.',
        'Die Jacke und die Handschuhe sind beide zu klein. Eine Erstattung ist okay.',
    ),
    'fr': (
        "La veste est beaucoup trop petite. Les gants sont bons, mais je veux aussi les renvoyer. "
        "Remboursez-moi tout, s'il vous plaît.",
        "La veste est beaucoup trop petite. Les gants sont-ils bons ? Remboursez-moi tout, s'il vous plaît.",
        "La veste est beaucoup trop petite. Les gants ne sont pas bons. Remboursez-moi tout, s'il vous plaît.",
        "La veste et les gants sont trop petits. Votre service est bon. Remboursez-moi tout, s'il vous plaît.",
        "La veste et les gants sont trop petits. Un remboursement, c'est bien.",
    ),
    'es': (
        'La chaqueta es demasiado pequeña. Los guantes están buenos, pero también quiero devolverlos. '
        'Devolvedme el dinero de todo, por favor.',
        'La chaqueta es demasiado pequeña. ¿Los guantes están buenos? Devolvedme el dinero de todo, por favor.',
        'La chaqueta es demasiado pequeña. Los guantes no están buenos. Devolvedme el dinero de todo, por favor.',
        'La chaqueta y los guantes son demasiado pequeños. Vuestro servicio es bueno. Devolvedme el dinero de '
        'todo, por favor.',
        'La chaqueta y los guantes son demasiado pequeños. Un reembolso está bien.',
    ),
    'it': (
        'La giacca è troppo piccola. I guanti sono buoni, ma voglio restituire anche quelli. Rimborsatemi '
        'tutto, per favore.',
        'La giacca è troppo piccola. I guanti sono buoni? Rimborsatemi tutto, per favore.',
        'La giacca è troppo piccola. I guanti non sono buoni. Rimborsatemi tutto, per favore.',
        'La giacca e i guanti sono troppo piccoli. Il vostro servizio è buono. Rimborsatemi tutto, per favore.',
        'La giacca e i guanti sono troppo piccoli. Un rimborso va bene.',
    ),
    'nl': (
        'De jas is veel te klein. De handschoenen zijn goed, maar ik wil ze ook terugsturen. Graag alles '
        'terugbetalen.',
        'De jas is veel te klein. Zijn de handschoenen goed? Graag alles terugbetalen.',
        'De jas is veel te klein. De handschoenen zijn niet goed. Graag alles terugbetalen.',
        'De jas en de handschoenen zijn allebei te klein. Jullie service is goed. Graag alles terugbetalen.',
        'De jas en de handschoenen zijn allebei te klein. Een terugbetaling is prima.',
    ),
    'pl': (
        'Kurtka jest za mała. Rękawiczki są dobre, ale też chcę je zwrócić. Proszę o zwrot pieniędzy za wszystko.',
        'Kurtka jest za mała. Czy rękawiczki są dobre? Proszę o zwrot pieniędzy za wszystko.',
        'Kurtka jest za mała. Rękawiczki nie są dobre. Proszę o zwrot pieniędzy za wszystko.',
        'Kurtka i rękawiczki są za małe. Wasza obsługa jest dobra. Proszę o zwrot pieniędzy za wszystko.',
        'Kurtka i rękawiczki są za małe. Zwrot pieniędzy jest ok.',
    ),
    'pt': (
        'O casaco é pequeno demais. As luvas estão boas, mas também quero devolvê-las. Quero o reembolso de '
        'tudo, por favor.',
        'O casaco é pequeno demais. As luvas estão boas? Quero o reembolso de tudo, por favor.',
        'O casaco é pequeno demais. As luvas não estão boas. Quero o reembolso de tudo, por favor.',
        'O casaco e as luvas são pequenos demais. O vosso serviço é bom. Quero o reembolso de tudo, por favor.',
        'O casaco e as luvas são pequenos demais. Um reembolso está bom.',
    ),
    'sv': (
        'Jackan är alldeles för liten. Handskarna är bra, men jag vill skicka tillbaka dem också. Återbetala '
        'allt, tack.',
        'Jackan är alldeles för liten. Är handskarna okej? Återbetala allt, tack.',
        'Jackan är alldeles för liten. Handskarna är inte bra. Återbetala allt, tack.',
        'Jackan och handskarna är båda för små. Er service är bra. Återbetala allt, tack.',
        'Jackan och handskarna är båda för små. En återbetalning är okej.',
    ),
    'da': (
        'Jakken er alt for lille. Handskerne er gode, men jeg vil også sende dem tilbage. Refunder venligst '
        'det hele.',
        'Jakken er alt for lille. Er handskerne okay? Refunder venligst det hele.',
        'Jakken er alt for lille. Handskerne er ikke gode. Refunder venligst det hele.',
        'Jakken og handskerne er begge for små. Jeres service er god. Refunder venligst det hele.',
        'Jakken og handskerne er begge for små. En refusion er fin.',
    ),
    'nb': (
        'Jakken er altfor liten. Hanskene er gode, men jeg vil sende dem tilbake også. Refunder alt, takk.',
        'Jakken er altfor liten. Er hanskene ok? Refunder alt, takk.',
        'Jakken er altfor liten. Hanskene er ikke gode. Refunder alt, takk.',
        'Jakken og hanskene er begge for små. Servicen deres er god. Refunder alt, takk.',
        'Jakken og hanskene er begge for små. En refusjon er fin.',
    ),
    'fi': (
        'Takki on aivan liian pieni. Käsineet ovat hyvät, mutta haluan palauttaa nekin. Palauttakaa rahat kaikesta.',
        'Takki on aivan liian pieni. Ovatko käsineet hyvät? Palauttakaa rahat kaikesta.',
        'Takki on aivan liian pieni. Käsineet eivät ole hyvät. Palauttakaa rahat kaikesta.',
        'Takki ja käsineet ovat molemmat liian pieniä. Palvelunne on hyvä. Palauttakaa rahat kaikesta.',
        'Takki ja käsineet ovat molemmat liian pieniä. Hyvitys on ok.',
    ),
    'ja': (
        'ジャケットは小さすぎます。手袋は良いですが、手袋も返品したいです。全部返金してください。',
        'ジャケットは小さすぎます。手袋は良いですか？全部返金してください。',
        'ジャケットは小さすぎます。手袋は良くないです。全部返金してください。',
        'ジャケットも手袋も小さすぎます。サービスは良いです。全部返金してください。',
        'ジャケットも手袋も小さすぎます。返金で良いです。',
    ),
    'ko': (
        '재킷이 너무 작아요. 장갑은 좋아요, 하지만 장갑도 반품하고 싶어요. 전부 환불해 주세요.',
        '재킷이 너무 작아요. 장갑은 좋아요? 전부 환불해 주세요.',
        '재킷이 너무 작아요. 장갑은 좋지 않아요. 전부 환불해 주세요.',
        '재킷도 장갑도 너무 작아요. 서비스는 좋아요. 전부 환불해 주세요.',
        '재킷도 장갑도 너무 작아요. 환불이 좋아요.',
    ),
    'zh': (
        '夹克太小了。手套是好的，但我也想退掉手套。请全部退款。',
        '夹克太小了。手套是好的吗？请全部退款。',
        '夹克太小了。手套不是好的。请全部退款。',
        '夹克和手套都太小了。你们的服务是好的。请全部退款。',
        '夹克和手套都太小了。退款就好。',
    ),
    'tr': (
        'Mont çok küçük. Eldivenler iyi ama onları da iade etmek istiyorum. Lütfen her şeyin parasını iade edin.',
        'Mont çok küçük. Eldivenler iyi mi? Lütfen her şeyin parasını iade edin.',
        'Mont çok küçük. Eldivenler iyi değil. Lütfen her şeyin parasını iade edin.',
        'Mont ve eldivenler çok küçük. Hizmetiniz iyi. Lütfen her şeyin parasını iade edin.',
        'Mont ve eldivenler çok küçük. Para iadesi iyi.',
    ),
    'ar': (
        'الجاكيت صغير جدا. القفازات جيدة لكن أريد إرجاعها أيضا. أرجو استرداد المبلغ عن كل شيء.',
        'الجاكيت صغير جدا. هل القفازات جيدة؟ أرجو استرداد المبلغ عن كل شيء.',
        'الجاكيت صغير جدا. القفازات ليست جيدة. أرجو استرداد المبلغ عن كل شيء.',
        'الجاكيت والقفازات صغيرة جدا. خدمتكم جيدة. أرجو استرداد المبلغ عن كل شيء.',
        'الجاكيت والقفازات صغيرة جدا. استرداد المبلغ جيد.',
    ),
    'ro': (
        'Geaca este mult prea mică. Mănușile sunt bune, dar vreau să le returnez și pe ele. Vă rog să-mi '
        'returnați banii pentru tot.',
        'Geaca este mult prea mică. Mănușile sunt bune? Vă rog să-mi returnați banii pentru tot.',
        'Geaca este mult prea mică. Mănușile nu sunt bune. Vă rog să-mi returnați banii pentru tot.',
        'Geaca și mănușile sunt prea mici. Serviciul vostru este bun. Vă rog să-mi returnați banii pentru tot.',
        'Geaca și mănușile sunt prea mici. O rambursare e bună.',
    ),
}
ASKED_BACK_ALLOWED = ('fr', 'es', 'pt', 'ja', 'ko', 'zh', 'tr', 'ar')  # (the others ask today, and still do)
QUESTION_ALLOWED = ('fr', 'es', 'pt', 'sv', 'da', 'nb', 'fi', 'ja', 'ko', 'zh', 'tr')  # (likewise)


def _paid(lang: str):
    jacket, gloves = TITLES[lang]
    return order((jacket, 1, JACKET), (gloves, 1, GLOVES), currency="eur")


@pytest.mark.parametrize(("lang", "said"), SAID_FINE + MORE, ids=[c[0] for c in SAID_FINE + MORE])
def test_the_whole_payment_is_asked(lang: str, said: str) -> None:
    asked(None, _paid(lang), said, reason="kept_line")


@pytest.mark.parametrize(("lang", "said"), SAID_FINE + MORE, ids=[c[0] for c in SAID_FINE + MORE])
def test_the_other_line_stays_allowed(lang: str, said: str) -> None:
    allowed(JACKET, _paid(lang), said)


@pytest.mark.parametrize("lang", ASKED_BACK_ALLOWED)
def test_the_fine_line_asked_back_keeps_the_whole(lang: str) -> None:
    allowed(None, _paid(lang), TWINS[lang][0])


@pytest.mark.parametrize("lang", QUESTION_ALLOWED)
def test_a_question_keeps_nothing(lang: str) -> None:
    allowed(None, _paid(lang), TWINS[lang][1])


@pytest.mark.parametrize("lang", list(TWINS))
def test_a_negation_keeps_nothing(lang: str) -> None:
    allowed(None, _paid(lang), TWINS[lang][2])


@pytest.mark.parametrize("lang", list(TWINS))
def test_the_service_praised_keeps_nothing(lang: str) -> None:
    allowed(None, _paid(lang), TWINS[lang][3])


@pytest.mark.parametrize("lang", list(TWINS))
def test_a_refund_accepted_keeps_nothing(lang: str) -> None:
    allowed(None, _paid(lang), TWINS[lang][4])
