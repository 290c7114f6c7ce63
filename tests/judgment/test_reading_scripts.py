"""Reading across scripts and on few words: a line's Latin-letter title named in katakana,
hangul or Arabic letters (``service.judgment.sounds``), the same words about a product the
payment does not hold naming nothing; a short text in a covered language that lingua gives to
one the rules do not read (``customer._by_evidence``), and short texts of languages the rules
do not read staying unread. The words are ours."""

from __future__ import annotations

import pytest

from service.judgment import customer, tables
from service.judgment.text import fold
from service.judgment.titles import Titles
from tests.judgment.forms import allowed, not_allowed, order

TUMBLER = order(("Stainless Tumbler 500ml", 1, 3280), ("Paper Coffee Filter", 1, 1150),
                currency="jpy")
VERTUO = order(("Nespresso Vertuo Pop", 1, 189000), ("Silicone Storage Lid", 1, 39000),
               currency="krw")
VERTUO_SAR = order(("Nespresso Vertuo Pop", 1, 69900), ("Bamboo Serving Tray", 1, 9900),
                   currency="sar")


def test_a_katakana_title_word_names_its_line() -> None:
    allowed(3280, TUMBLER, "タンブラーの蓋にひびが入っていました。3,280の返金をお願いします。",
            reason="grounded_line")
    allowed(3280, TUMBLER, "ステンレスのほうが凹んで届きました。返金してください。")


def test_a_katakana_word_of_another_product_names_no_line() -> None:
    # a blender, where the payment holds a tumbler and filters: the figure alone names nothing
    not_allowed(3280, TUMBLER, "ブレンダーの蓋にひびが入っていました。3,280の返金をお願いします。")


def test_a_hangul_title_word_names_its_line_with_its_particle() -> None:
    allowed(189000, VERTUO, "네스프레소가 켜지지 않아요. 환불 부탁드립니다.", reason="grounded_line")
    allowed(39000, VERTUO, "실리콘이 찢어져서 왔어요. 환불해 주세요.")


def test_a_hangul_word_of_another_brand_names_no_line() -> None:
    not_allowed(189000, VERTUO, "드롱기가 켜지지 않아요. 환불 부탁드립니다.")


def test_an_arabic_transliteration_names_its_line() -> None:
    allowed(69900, VERTUO_SAR, "جهاز نسبريسو لا يشتغل أبدا، أرجو استرجاع ثمنه", reason="grounded_line")


def test_an_arabic_transliteration_of_another_brand_names_no_line() -> None:
    not_allowed(69900, VERTUO_SAR, "جهاز ديلونجي لا يشتغل أبدا، أرجو استرجاع ثمنه")


def test_an_arabic_word_of_three_consonants_meets_no_title_by_chance() -> None:
    # "بكره" (tomorrow) and "Bakhoor", "خالد" (a name) and "Gold" share three classes only
    titles = Titles(order(("Bakhoor Burner Gold", 1, 9900), ("Cotton Thobe", 1, 15000)))
    assert titles.mentions(fold("سأرسل الصور بكره إن شاء الله، خالد")) == []


def test_the_keys() -> None:
    from service.judgment import sounds

    assert sounds.keys("tumbler") & {sounds.key("タンブラー"), sounds.key("텀블러")}
    assert sounds.key("نسبريسو") in sounds.keys("nespresso")
    assert sounds.keys("filter") & {sounds.key("フィルター")}
    assert not sounds.keys("mug")  # too short to say anything


# ----- a few words in a covered language that lingua gives to one the rules do not read ---------
# Short texts, where lingua's trigrams are weakest: a covered language's own letters, or two
# words only its table knows (a refund's, a fault's, a kind of product's), read it as that
# language; texts of languages the rules do not read stay theirs, however short.

@pytest.mark.parametrize("code, text", [
    ("es", "Mochila Kipling rota"),
    ("pt", "Mochila Kipling rasgada"),
    ("ro", "Marime gresita, retur pantaloni"),
    ("fr", "Sac Kipling déchiré"),
    ("sv", "Fel storlek, byxor retur"),
    # letters only Romanian writes, where lingua says Swahili and Vietnamese
    ("ro", "Salut, căștile au un țiuit în stânga. Vreau rambursare"),
    ("ro", "Căștile fâșâie, vă rog rambursați-mi"),
])
def test_a_short_text_in_a_covered_language_is_read_as_it(code: str, text: str) -> None:
    assert customer.identify(text).code == code


@pytest.mark.parametrize("code, text", [
    ("cs", "Rozbitý hrnek, vraťte peníze"), ("cs", "Kabel Xiaomi nefunguje"),
    ("sk", "Kábel Xiaomi nefunguje"), ("hr", "Kabel Xiaomi ne radi"),
    ("hr", "Jakna je mala, vraćam je"), ("sl", "Naročilo ni prispelo"),
    ("hu", "Nem érkezett meg a rendelés"), ("id", "Saya mau refund sepatu"),
    ("id", "Kabel Xiaomi rusak"), ("ms", "Saya mahu bayaran balik kasut"),
    ("tl", "Gusto ko ng refund sa sapatos"), ("tl", "Sira ang kable ng Xiaomi"),
    ("vi", "Áo khoác quá nhỏ"), ("et", "Jope on liiga väike"),
    ("ca", "La jaqueta és massa petita"), ("ca", "La comanda no ha arribat"),
    ("sq", "Xhaketa është e vogël"), ("lt", "Striukė per maža"),
    ("tl", "Señor, sira ang kable ng Xiaomi, refund po"),  # "ñ": Tagalog writes it too
])
def test_a_short_text_in_a_language_not_read_stays_unread(code: str, text: str) -> None:
    assert customer.identify(text).code not in tables.COVERED


def test_a_short_ticket_read_in_its_language_grounds() -> None:
    allowed(9000, order(("Mochila Kipling", 2, 4500), ("Estuche", 1, 900)),
            "Mochila Kipling rota, reembolso", reason="grounded_line")
    allowed(24000, order(("Pantaloni Bărbați", 2, 12000), ("Curea", 1, 5000)),
            "Pantaloni rupti, rambursare", reason="grounded_line")


def test_a_short_ticket_in_a_language_not_read_stays_asked() -> None:
    not_allowed(24000, order(("Kalhoty Pánské", 2, 12000), ("Pásek", 1, 5000)),
                "Kalhoty roztrhané, vraťte peníze", reason="language_not_read")


# ----- a whole price written bare, in a currency without minor units ---------------------------
# "3,280" in yen is what "32.80" is in dollars: a price, though no currency stands beside it.
CUP_PLATE_JPY = order(("Enamel Cup", 1, 3280), ("Enamel Plate", 1, 1150), currency="jpy")
CUP_PLATE_KRW = order(("Enamel Cup", 1, 32800), ("Enamel Plate", 1, 11500), currency="krw")


@pytest.mark.parametrize("text", [
    "片方が欠けていたので、3,280のほうを返金してください。",
    "片方が欠けていたので3280の分を返金お願いします。",
    "片方が欠けていたので、三千二百八十のほうを返金してください。",
])
def test_a_bare_whole_price_in_yen_names_its_line(text: str) -> None:
    allowed(3280, CUP_PLATE_JPY, text, reason="grounded_line")


@pytest.mark.parametrize("text", [
    "하나가 이가 빠져서 왔어요. 32,800짜리 환불해 주세요.",
    "하나가 이가 빠져서 왔어요. 3만 2천8백짜리 환불해 주세요.",
])
def test_a_bare_whole_price_in_won_names_its_line(text: str) -> None:
    allowed(32800, CUP_PLATE_KRW, text, reason="grounded_line")


@pytest.mark.parametrize("text", [
    "片方が欠けていたので、5,000のほうを返金してください。",  # no line's price
    "注文番号3280の片方が欠けていました。返金してください。",  # an order's number
    "3280個のうち片方が欠けていました。返金してください。",  # a count
])
def test_a_bare_number_that_is_no_price_of_a_line_names_none(text: str) -> None:
    not_allowed(3280, CUP_PLATE_JPY, text)


def test_a_bare_whole_number_is_no_price_in_a_currency_with_cents() -> None:
    # 3,280 dollars is no 32.80: in dollars a price without cents needs its currency
    not_allowed(3280, order(("Enamel Cup", 1, 3280), ("Enamel Plate", 1, 1150)),
                "One of them came chipped, please refund the 3,280 one.")


# ----- an Arabic broken plural of a name the product table holds --------------------------------
# The table holds "فنجان", "مصباح"; the customer writes "الفناجين", "مصابيح": the same
# consonants, other vowels.
CUPS_TRAY = order(("Espresso Cup Set", 1, 8900), ("Serving Tray", 1, 4500), currency="sar")
LAMPS_RUG = order(("Bedside Lamp Pair", 1, 15900), ("Wool Rug", 1, 39900), currency="sar")


def test_a_broken_plural_names_the_line_of_its_kind() -> None:
    allowed(8900, CUPS_TRAY, "وصلت الفناجين مكسورة كلها، أرجو استرجاع ثمنها", reason="grounded_line")
    allowed(15900, LAMPS_RUG, "المصابيح لا تضيء أبدا، أريد استرداد ثمنها", reason="grounded_line")


def test_a_broken_plural_of_a_kind_no_line_is_names_none() -> None:
    # spoons, where the payment holds cups and a tray
    not_allowed(8900, CUPS_TRAY, "وصلت الملاعق مكسورة كلها، أرجو استرجاع ثمنها")


def test_a_word_that_is_only_its_consonants_is_no_plural() -> None:
    from service.judgment import concepts

    assert concepts.of_word(fold("كتب")) is None  # wrote, as often as books
    assert concepts.of_word(fold("يطبق")) is None  # he applies: no plates


@pytest.mark.parametrize("name", ["João", "Łukasz", "Ștefan", "Yağmur", "Peña"])
def test_a_name_signed_under_a_mail_says_nothing_of_its_language(name: str) -> None:
    """A name writes its own language's letters in any language: an English mail signed by a
    João is English (it once read as Portuguese, its words then read with the wrong tables)."""
    from service.judgment.customer import by_model
    said = ("I cancelled the subscription last month and I have the confirmation e-mail, but "
            "my bank shows another charge today. Please refund that payment, I do not use the "
            f"app any more.\nThanks\n{name}")
    assert by_model(said).code == "en"


def test_a_japanese_mail_with_an_english_paragraph_pasted_is_japanese() -> None:
    """Japanese is three scripts (hiragana, katakana, Han), each fewer letters than an English
    paragraph pasted into it: the commonest words' plain path read such a mail as English."""
    from service.judgment.customer import identify
    said = ("加湿器の件です。タンクから水が漏れています。説明書の文を貼ります。\n"
            "> Please note: this is the user manual of the humidifier, keep it for the "
            "warranty and read it before you use the product for the first time.\n"
            "交換ではなく返金をお願いします。")
    assert identify(said).code == "ja"


@pytest.mark.parametrize("subject, text", [
    # Hindi and Thai with English words, a subject in English: vowel signs are half of how
    # these scripts write a word, so they count as the script's letters
    ("delivery charge", "मैंने membership ली थी फिर भी shipping charge लगा, please पैसे वापस कीजिए"),
    ("shipping refund", "ค่าส่ง charge สองครั้ง please คืนเงินค่าส่งด้วยครับ"),
])
def test_an_unread_script_with_english_words_in_it_is_asked_as_unread(subject: str, text: str) -> None:
    not_allowed(900, order(("Mixer Grinder 750W", 1, 32900), ship=900, currency="inr"), text,
                subject=subject, reason="language_not_read")
