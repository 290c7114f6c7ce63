"""A line asked in one clause and another kept in the next, joined by "and" without a comma
("please refund the boots and I keep the jacket"): the words of keeping keep the line on their
side of the join only (issue 39, round 23; ``askedapart``). Before, the whole clause's lines
were kept, and the line asked read as kept (kept_line). Written in our own words in every
covered language; each asked case failed on main but Chinese (held already: "并且" reads as a
clause of its own there), kept as a guard. The twins keep their verdicts: the kept line inside
the amount, the kept line alone, and both lines joined under the words of keeping ("I keep the
jacket and the boots and want a refund") are never allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

BOOTS, JACKET = 12900, 8900

CASES = {
    # language: (the asked line's title, the kept line's title, the words)
    "en": ("Trail Boots Brown 43", "Winter Jacket Black L",
           "Hi, the boots leak. Please refund the boots and I will keep the jacket."),
    "de": ("Wanderstiefel Braun 43", "Winterjacke Schwarz L",
           "Hallo, die Stiefel sind undicht. Bitte erstatten Sie die Wanderstiefel und die Winterjacke "
           "behalte ich."),
    "fr": ("Bottes de randonnée marron 43", "Veste d'hiver noire L",
           "Bonjour, les bottes prennent l'eau. Merci de rembourser les bottes et je garde la veste."),
    "es": ("Botas de montaña marrón 43", "Chaqueta de invierno negra L",
           "Hola, las botas dejan pasar el agua. Reembolsad las botas y me quedo con la chaqueta."),
    "it": ("Scarponi da trekking marroni 43", "Giacca invernale nera L",
           "Ciao, gli scarponi fanno entrare l'acqua. Rimborsatemi gli scarponi e tengo la giacca."),
    "nl": ("Wandelschoenen bruin 43", "Winterjas zwart L",
           "Hoi, de wandelschoenen lekken. Graag de wandelschoenen terugbetalen en de winterjas houd ik."),
    "pl": ("Buty trekkingowe brązowe 43", "Kurtka zimowa czarna L",
           "Dzień dobry, buty przemakają. Proszę o zwrot pieniędzy za buty i kurtkę zatrzymuję."),
    "pt": ("Botas de caminhada castanhas 43", "Casaco de inverno preto L",
           "Olá, as botas deixam entrar água. Reembolsem as botas e eu fico com o casaco."),
    "sv": ("Vandringskängor bruna 43", "Vinterjacka svart L",
           "Hej, kängorna läcker. Återbetala kängorna och jackan behåller jag."),
    "da": ("Vandrestøvler brune 43", "Vinterjakke sort L",
           "Hej, støvlerne er utætte. Refunder støvlerne og jakken beholder jeg."),
    "nb": ("Fjellstøvler brune 43", "Vinterjakke svart L",
           "Hei, støvlene lekker. Refunder støvlene og jakka beholder jeg."),
    "fi": ("Vaelluskengät ruskeat 43", "Talvitakki musta L",
           "Hei, vaelluskengät vuotavat. Hyvittäkää vaelluskengät ja talvitakin pidän."),
    "tr": ("Trekking Botu Kahverengi 43", "Kışlık Mont Siyah L",
           "Merhaba, bot su alıyor. Botun parasını iade edin ve montu ben tutuyorum."),
    "ro": ("Ghete de drumeție maro 43", "Geacă de iarnă neagră L",
           "Bună ziua, ghetele lasă apa să intre. Rambursați ghetele și geaca o păstrez."),
    "ja": ("トレッキングブーツ 茶 43", "ウィンタージャケット 黒 L",
           "こんにちは。ブーツから水が入ります。ブーツは返金してジャケットは手元に残します。"),
    "ko": ("등산화 브라운 43", "겨울 재킷 블랙 L",
           "안녕하세요, 등산화에 물이 새요. 등산화는 환불해 주시고 재킷은 그냥 쓸게요."),
    "zh": ("登山靴 棕色 43", "冬季夹克 黑色 L", "你好，登山靴漏水。请退登山靴的钱并且夹克我留着。"),
    "ar": ("حذاء مشي بني 43", "جاكيت شتوي أسود L",
           "مرحبا، الحذاء يدخله الماء. أرجو استرداد قيمة الحذاء وأحتفظ بالجاكيت."),
}

# both lines joined under the words of keeping, a refund asked after: what it is for is unsaid
BOTH_KEPT = {
    "en": "I keep the jacket and the boots and I want a refund.",
    "de": "Ich behalte die Winterjacke und die Wanderstiefel und möchte eine Erstattung.",
    "fr": "Je garde la veste et les bottes et je veux un remboursement.",
    "es": "Me quedo con la chaqueta y las botas y quiero un reembolso.",
    "it": "Tengo la giacca e gli scarponi e voglio un rimborso.",
    "nl": "Ik houd de winterjas en de wandelschoenen en wil graag mijn geld terug.",
    "pl": "Zatrzymuję kurtkę i buty i proszę o zwrot pieniędzy.",
    "pt": "Fico com o casaco e as botas e quero um reembolso.",
    "sv": "Jag behåller jackan och kängorna och vill ha pengarna tillbaka.",
    "da": "Jeg beholder jakken og støvlerne og vil gerne have en refusion.",
    "nb": "Jeg beholder jakka og støvlene og vil gjerne ha refusjon.",
    "fi": "Pidän talvitakin ja vaelluskengät ja haluan hyvityksen.",
    "tr": "Montu ve botu tutuyorum ve iade istiyorum.",
    "ro": "Păstrez geaca și ghetele și vreau o rambursare.",
    "ja": "ジャケットとブーツは手元に残して返金をお願いします。",
    "ko": "재킷과 등산화는 가지고 있을게요 그리고 환불 부탁드립니다.",
    "zh": "夹克和登山靴我留着并且请退款。",
    "ar": "أحتفظ بالجاكيت والحذاء وأريد استرداد المبلغ.",
}


def _paid(lang: str):
    boots, jacket, _ = CASES[lang]
    return order((boots, 1, BOOTS), (jacket, 1, JACKET), currency="eur")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_line_asked_before_the_join_is_not_kept(lang):
    allowed(BOOTS, _paid(lang), CASES[lang][2], reason="grounded_line")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_kept_line_inside_the_amount_is_still_kept(lang):
    not_allowed(BOOTS + JACKET, _paid(lang), CASES[lang][2])


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_kept_line_alone_is_not_asked(lang):
    not_allowed(JACKET, _paid(lang), CASES[lang][2], reason="kept_line")


@pytest.mark.parametrize("lang", sorted(BOTH_KEPT))
def test_lines_joined_under_keeping_stay_kept(lang):
    not_allowed(BOOTS, _paid(lang), BOTH_KEPT[lang])
