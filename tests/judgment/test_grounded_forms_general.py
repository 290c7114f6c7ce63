"""Grounded refunds in general forms (docs/RELIABILITY.md, "General forms on the grounded
side"): a figure the customer writes that is something on this payment, a share of one line or
of the order, some units of one line, everything back; each with its unsafe contrast (a share
of one line taken of the order, a count refunded as the whole line, a figure that names nothing
on this payment, the whole payment for one line).

Written in our own words from the classes' definitions, never from a corpus's ticket, in the 18
covered languages, each in its own currency and its own way of writing money. One payment per
language: a lamp, a jacket, six glasses and the shipping; and a payment of one teapot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.judgment.forms import allowed, not_allowed, order


@dataclass(frozen=True)
class Lang:
    cur: str
    k: int  # the prices' scale: 1 (cents, or yen), 10 (won)
    lamp: str
    jacket: str
    glass: str
    teapot: str


LANGS = {
    "en": Lang("usd", 1, "Desk Lamp", "Rain Jacket", "Wine Glass", "Teapot"),
    "de": Lang("eur", 1, "Lampe Aura", "Regenjacke", "Weinglas", "Teekanne"),
    "fr": Lang("eur", 1, "Lampe Aura", "Veste de pluie", "Verre à vin", "Théière"),
    "es": Lang("eur", 1, "Lámpara Aura", "Chaqueta impermeable", "Copa de vino", "Tetera"),
    "it": Lang("eur", 1, "Lampada Aura", "Giacca impermeabile", "Bicchiere da vino", "Teiera"),
    "nl": Lang("eur", 1, "Lamp Aura", "Regenjas", "Wijnglas", "Theepot"),
    "sv": Lang("sek", 1, "Lampa Aura", "Regnjacka", "Vinglas", "Tekanna"),
    "da": Lang("dkk", 1, "Lampe Aura", "Regnjakke", "Vinglas", "Tekande"),
    "nb": Lang("nok", 1, "Lampe Aura", "Regnjakke", "Vinglass", "Tekanne"),
    "fi": Lang("eur", 1, "Valaisin Aura", "Sadetakki", "Viinilasi", "Teekannu"),
    "pl": Lang("pln", 1, "Lampa Aura", "Kurtka przeciwdeszczowa", "Kieliszek do wina", "Dzbanek do herbaty"),
    "pt": Lang("brl", 1, "Luminária Aura", "Jaqueta impermeável", "Taça de vinho", "Bule"),
    "ro": Lang("ron", 1, "Lampă Aura", "Geacă de ploaie", "Pahar de vin", "Ceainic"),
    "ja": Lang("jpy", 1, "デスクライト", "レインジャケット", "ワイングラス", "ティーポット"),
    "ko": Lang("krw", 10, "스탠드 조명", "레인 재킷", "와인잔", "티팟"),
    "zh": Lang("cny", 1, "台灯", "雨衣外套", "红酒杯", "茶壶"),
    "tr": Lang("try", 1, "Masa Lambası", "Yağmurluk", "Şarap Kadehi", "Demlik"),
    "ar": Lang("sar", 1, "مصباح مكتب", "جاكيت مطر", "كأس", "إبريق شاي"),
}

LAMP, JACKET, GLASS, SHIP, TEAPOT = 3990, 12900, 850, 500, 2000


# the forms today's rules do not read yet, by test and language: each is a gap found by this
# file (strict: it fails now; the change that builds its form takes it out of here)
GAPS: dict[str, set[str]] = {
    "test_one_unit_said_grounds_one_unit": {"ar"},
}


def _langs(test: str) -> list:
    """The languages a test runs in, those of its gaps marked as failing today."""
    gaps = GAPS.get(test, set())
    return [pytest.param(code, marks=pytest.mark.xfail(strict=True, reason="a gap: not read yet"))
            if code in gaps else code for code in LANGS]


def _paid(code: str):
    lang = LANGS[code]
    k = lang.k
    return order((lang.lamp, 1, LAMP * k), (lang.jacket, 1, JACKET * k), (lang.glass, 6, GLASS * k),
                 ship=SHIP * k, currency=lang.cur)


def _teapot(code: str):
    lang = LANGS[code]
    return order((lang.teapot, 1, TEAPOT * lang.k), currency=lang.cur)


def _total(code: str) -> int:
    return (LAMP + JACKET + 6 * GLASS + SHIP) * LANGS[code].k


# --- grounded_figure: a figure that is something on this payment, as the country writes it ---

# the lamp's price written, the item named only vaguely: the figure names the line
FIGURE_PRICE = {
    "en": "One thing in my order arrived broken, the one for $39.90. Please refund the $39.90.",
    "de": "Ein Artikel kam kaputt an, der für 39,90 €. Bitte erstatten Sie mir die 39,90 €.",
    "fr": "Un des articles est arrivé cassé, celui à 39,90 €. Merci de me rembourser les 39,90 €.",
    "es": "Un artículo llegó roto, el de 39,90 €. Por favor, devuélvanme los 39,90 €.",
    "it": "Un articolo è arrivato rotto, quello da 39,90 €. Vorrei il rimborso dei 39,90 €.",
    "nl": "Eén artikel kwam kapot aan, dat van € 39,90. Graag die € 39,90 terug.",
    "sv": "En av sakerna kom trasig, den för 39,90 kr. Jag vill ha tillbaka 39,90 kr.",
    "da": "En af tingene kom i stykker, den til 39,90 kr. Jeg vil gerne have de 39,90 kr. tilbage.",
    "nb": "En av tingene kom ødelagt, den til 39,90 kr. Jeg vil ha de 39,90 kr tilbake.",
    "fi": "Yksi tuotteista tuli rikki, se 39,90 €:n. Haluan ne 39,90 € takaisin.",
    "pl": "Jedna rzecz przyszła uszkodzona, ta za 39,90 zł. Proszę o zwrot 39,90 zł.",
    "pt": "Um item chegou quebrado, o de R$ 39,90. Quero o reembolso dos R$ 39,90.",
    "ro": "Un produs a ajuns stricat, cel de 39,90 lei. Vă rog să-mi returnați cei 39,90 lei.",
    "ja": "注文したうちの一つ、¥3,990のものが壊れて届きました。3,990円を返金してください。",
    "ko": "주문한 것 중 39,900원짜리 하나가 파손되어 왔어요. 39,900원 환불해 주세요.",
    "zh": "订单里有一件坏了，就是39.90元那件。请退我39.90元。",
    "tr": "Siparişteki bir ürün kırık geldi, 39,90 TL olanı. 39,90 TL'nin iadesini istiyorum.",
    "ar": "وصل أحد المنتجات مكسوراً، الذي سعره ٣٩٫٩٠ ريال. أرجو إرجاع ٣٩٫٩٠ ريال.",
}

# the teapot's price in words (a one-line payment)
FIGURE_WORDS = {
    "en": "I paid twenty dollars and it arrived cracked. I want my twenty dollars back.",
    "de": "Ich habe zwanzig Euro bezahlt und sie kam mit einem Sprung an. Ich will meine zwanzig Euro zurück.",
    "fr": "J'ai payé vingt euros et elle est arrivée fêlée. Je veux récupérer mes vingt euros.",
    "es": "Pagué veinte euros y llegó agrietada. Quiero que me devuelvan los veinte euros.",
    "it": "Ho pagato venti euro ed è arrivata crepata. Rivoglio i miei venti euro.",
    "nl": "Ik heb twintig euro betaald en hij kwam gebarsten aan. Ik wil mijn twintig euro terug.",
    "sv": "Jag betalade tjugo kronor och den kom sprucken. Jag vill ha mina tjugo kronor tillbaka.",
    "da": "Jeg betalte tyve kroner, og den kom revnet. Jeg vil have mine tyve kroner tilbage.",
    "nb": "Jeg betalte tjue kroner, og den kom sprukket. Jeg vil ha de tjue kronene tilbake.",
    "fi": "Maksoin kaksikymmentä euroa ja se tuli haljenneena. Haluan kaksikymmentä euroani takaisin.",
    "pl": "Zapłaciłam dwadzieścia złotych, a przyszedł pęknięty. Chcę zwrotu dwudziestu złotych.",
    "pt": "Paguei vinte reais e chegou rachado. Quero meus vinte reais de volta.",
    "ro": "Am plătit douăzeci de lei și a venit crăpat. Vreau înapoi cei douăzeci de lei.",
    "ja": "二千円払いましたが、ひびが入って届きました。二千円を返してください。",
    "ko": "이만 원 냈는데 금이 간 채로 왔어요. 이만 원 돌려주세요.",
    "zh": "我付了二十元，收到时有裂缝。请把二十元退给我。",
    "tr": "Yirmi lira ödedim ve çatlak geldi. Yirmi liramı geri istiyorum.",
    "ar": "دفعت عشرين ريال ووصل مشروخاً. أريد استرجاع العشرين ريال.",
}

# the lamp's price, approximately
FIGURE_ABOUT = {
    "en": "The lamp was about 40 dollars and it doesn't switch on. Can I get the money back?",
    "de": "Die Lampe hat ungefähr 40 Euro gekostet und geht nicht an. Kann ich das Geld zurückbekommen?",
    "fr": "La lampe coûtait environ 40 euros et ne s'allume pas. Pouvez-vous me rembourser ?",
    "es": "La lámpara costó unos 40 euros y no enciende. ¿Me pueden devolver el dinero?",
    "it": "La lampada costava circa 40 euro e non si accende. Posso avere il rimborso?",
    "nl": "De lamp kostte ongeveer 40 euro en gaat niet aan. Kan ik mijn geld terugkrijgen?",
    "sv": "Lampan kostade ungefär 40 kronor och tänds inte. Kan jag få pengarna tillbaka?",
    "da": "Lampen kostede omkring 40 kroner og tænder ikke. Kan jeg få pengene tilbage?",
    "nb": "Lampen kostet rundt 40 kroner og lyser ikke. Kan jeg få pengene tilbake?",
    "fi": "Valaisin maksoi noin 40 euroa eikä se syty. Voinko saada rahat takaisin?",
    "pl": "Lampa kosztowała około 40 zł i się nie włącza. Czy mogę dostać zwrot pieniędzy?",
    "pt": "A luminária custou uns 40 reais e não acende. Posso receber o dinheiro de volta?",
    "ro": "Lampa a costat cam 40 de lei și nu se aprinde. Pot primi banii înapoi?",
    "ja": "デスクライトは4,000円くらいでしたが、点きません。返金してもらえますか。",
    "ko": "스탠드 조명이 4만 원쯤 했는데 안 켜져요. 환불 받을 수 있을까요?",
    "zh": "台灯大概40块钱，打不开。能退款吗？",
    "tr": "Masa lambası yaklaşık 40 lira tuttu ve yanmıyor. Paramı geri alabilir miyim?",
    "ar": "المصباح كان بحوالي ٤٠ ريال ولا يضيء. هل يمكن استرجاع المبلغ؟",
}

# a figure that is nothing on this payment (74.50)
FIGURE_NOWHERE = {
    "en": "One thing arrived broken, the one for $74.50. Please refund the $74.50.",
    "de": "Ein Artikel kam kaputt an, der für 74,50 €. Bitte erstatten Sie mir die 74,50 €.",
    "fr": "Un article est arrivé cassé, celui à 74,50 €. Merci de me rembourser les 74,50 €.",
    "es": "Un artículo llegó roto, el de 74,50 €. Devuélvanme los 74,50 €, por favor.",
    "it": "Un articolo è arrivato rotto, quello da 74,50 €. Vorrei il rimborso dei 74,50 €.",
    "nl": "Eén artikel kwam kapot aan, dat van € 74,50. Graag die € 74,50 terug.",
    "sv": "En sak kom trasig, den för 74,50 kr. Jag vill ha tillbaka 74,50 kr.",
    "da": "En ting kom i stykker, den til 74,50 kr. Jeg vil have de 74,50 kr. tilbage.",
    "nb": "En ting kom ødelagt, den til 74,50 kr. Jeg vil ha 74,50 kr tilbake.",
    "fi": "Yksi tuote tuli rikki, se 74,50 €:n. Haluan 74,50 € takaisin.",
    "pl": "Jedna rzecz przyszła uszkodzona, ta za 74,50 zł. Proszę o zwrot 74,50 zł.",
    "pt": "Um item chegou quebrado, o de R$ 74,50. Quero o reembolso dos R$ 74,50.",
    "ro": "Un produs a ajuns stricat, cel de 74,50 lei. Vreau înapoi cei 74,50 lei.",
    "ja": "¥7,450の商品が壊れて届きました。7,450円を返金してください。",
    "ko": "74,500원짜리 하나가 파손되어 왔어요. 74,500원 환불해 주세요.",
    "zh": "有一件74.50元的坏了，请退我74.50元。",
    "tr": "74,50 TL'lik bir ürün kırık geldi. 74,50 TL iade istiyorum.",
    "ar": "وصل منتج بسعر ٧٤٫٥٠ ريال مكسوراً. أرجو إرجاع ٧٤٫٥٠ ريال.",
}


def _price(code: str) -> int:
    return LAMP * LANGS[code].k


@pytest.mark.parametrize("code", _langs("test_a_figure_that_is_a_line_s_price_grounds_that_line"))
def test_a_figure_that_is_a_line_s_price_grounds_that_line(code):
    allowed(_price(code), _paid(code), FIGURE_PRICE[code])


@pytest.mark.parametrize("code", _langs("test_a_figure_in_words_grounds_the_line_it_is"))
def test_a_figure_in_words_grounds_the_line_it_is(code):
    allowed(TEAPOT * LANGS[code].k, _teapot(code), FIGURE_WORDS[code])


@pytest.mark.parametrize("code", _langs("test_a_figure_said_approximately_grounds_the_line_it_is_near"))
def test_a_figure_said_approximately_grounds_the_line_it_is_near(code):
    allowed(_price(code), _paid(code), FIGURE_ABOUT[code])


@pytest.mark.parametrize("code", _langs("test_a_figure_that_names_nothing_on_the_payment_grounds_nothing"))
def test_a_figure_that_names_nothing_on_the_payment_grounds_nothing(code):
    not_allowed(7450 * LANGS[code].k, _paid(code), FIGURE_NOWHERE[code])


@pytest.mark.parametrize("code", _langs("test_the_whole_payment_for_a_line_s_price_is_not_grounded"))
def test_the_whole_payment_for_a_line_s_price_is_not_grounded(code):
    not_allowed(_total(code), _paid(code), FIGURE_PRICE[code])


# --- grounded_share: a share of one line, or of the order ---

SHARE_HALF = {
    "en": "The lamp arrived scratched. I'll keep it if you refund half of what the lamp cost.",
    "de": "Die Lampe kam zerkratzt an. Ich behalte sie, wenn Sie mir die Hälfte des Lampenpreises erstatten.",
    "fr": "La lampe est arrivée rayée. Je la garde si vous me remboursez la moitié du prix de la lampe.",
    "es": "La lámpara llegó rayada. Me la quedo si me devuelven la mitad de lo que costó la lámpara.",
    "it": "La lampada è arrivata graffiata. La tengo se mi rimborsate metà del prezzo della lampada.",
    "nl": "De lamp kwam bekrast aan. Ik houd hem als jullie de helft van de prijs van de lamp terugbetalen.",
    "sv": "Lampan kom repad. Jag behåller den om ni betalar tillbaka hälften av vad lampan kostade.",
    "da": "Lampen kom med ridser. Jeg beholder den, hvis I refunderer halvdelen af lampens pris.",
    "nb": "Lampen kom med riper. Jeg beholder den hvis dere refunderer halvparten av det lampen kostet.",
    "fi": "Valaisin tuli naarmuuntuneena. Pidän sen, jos hyvitätte puolet valaisimen hinnasta.",
    "pl": "Lampa przyszła porysowana. Zatrzymam ją, jeśli zwrócicie połowę ceny lampy.",
    "pt": "A luminária chegou riscada. Fico com ela se devolverem metade do valor da luminária.",
    "ro": "Lampa a venit zgâriată. O păstrez dacă îmi returnați jumătate din prețul lămpii.",
    "ja": "デスクライトに傷がありました。デスクライトの代金の半額を返金してもらえれば、そのまま使います。",
    "ko": "스탠드 조명에 흠집이 있어요. 스탠드 조명 가격의 절반을 환불해 주시면 그냥 쓸게요.",
    "zh": "台灯到货有划痕。如果退台灯价格的一半，我就留着。",
    "tr": "Masa lambası çizik geldi. Lambanın fiyatının yarısını iade ederseniz lambayı tutarım.",
    "ar": "وصل المصباح مخدوشاً. سأحتفظ به إذا أعدتم نصف ثمن المصباح.",
}

SHARE_PERCENT = {
    "en": "The jacket has a small stain. 20% off the jacket as compensation would be fine.",
    "de": "Die Regenjacke hat einen kleinen Fleck. 20 % des Jackenpreises als Entschädigung wären in Ordnung.",
    "fr": "La veste a une petite tache. Un remboursement de 20 % du prix de la veste me conviendrait.",
    "es": "La chaqueta tiene una manchita. Un reembolso del 20 % de la chaqueta como compensación me vale.",
    "it": "La giacca ha una piccola macchia. Un rimborso del 20% sul prezzo della giacca andrebbe bene.",
    "nl": "De regenjas heeft een vlekje. 20% van de prijs van de jas terug als compensatie is prima.",
    "sv": "Regnjackan har en liten fläck. 20 % av jackans pris tillbaka som kompensation går bra.",
    "da": "Regnjakken har en lille plet. 20 % af jakkens pris tilbage som kompensation er fint.",
    "nb": "Regnjakken har en liten flekk. 20 % av prisen på jakken tilbake som kompensasjon er greit.",
    "fi": "Sadetakissa on pieni tahra. 20 % takin hinnasta hyvityksenä käy hyvin.",
    "pl": "Kurtka ma małą plamę. Zwrot 20% ceny kurtki jako rekompensata mi wystarczy.",
    "pt": "A jaqueta tem uma manchinha. Um reembolso de 20% do valor da jaqueta como compensação está ótimo.",
    "ro": "Geaca are o mică pată. O rambursare de 20% din prețul gecii ca despăgubire ar fi în regulă.",
    "ja": "レインジャケットに小さなシミがありました。補償としてジャケット代の20%を返金していただければ結構です。",
    "ko": "레인 재킷에 작은 얼룩이 있어요. 보상으로 재킷 가격의 20% 환불해 주시면 괜찮아요.",
    "zh": "雨衣外套上有个小污渍。退外套价格的20%作为补偿就可以。",
    "tr": "Yağmurlukta küçük bir leke var. Tazminat olarak yağmurluğun fiyatının %20'sini iade ederseniz olur.",
    "ar": "في جاكيت المطر بقعة صغيرة. استرداد ٢٠٪ من سعر الجاكيت كتعويض يكفيني.",
}

# a quarter of the whole order, as everything arrived late
SHARE_ORDER = {
    "en": "Everything in the order arrived two weeks late. A quarter of the order back would be fair.",
    "de": "Die ganze Bestellung kam zwei Wochen zu spät. Ein Viertel des Bestellwerts zurück wäre fair.",
    "fr": "Toute la commande est arrivée avec deux semaines de retard. Un quart de la commande remboursé serait juste.",
    "es": "Todo el pedido llegó dos semanas tarde. Que me devuelvan una cuarta parte del pedido sería justo.",
    "it": "Tutto l'ordine è arrivato con due settimane di ritardo. Un quarto dell'ordine rimborsato sarebbe giusto.",
    "nl": "De hele bestelling kwam twee weken te laat. Een kwart van de bestelling terug lijkt me eerlijk.",
    "sv": "Hela beställningen kom två veckor för sent. En fjärdedel av beställningen tillbaka vore rimligt.",
    "da": "Hele ordren kom to uger for sent. En fjerdedel af ordren tilbage ville være rimeligt.",
    "nb": "Hele bestillingen kom to uker for sent. En fjerdedel av bestillingen tilbake hadde vært rimelig.",
    "fi": "Koko tilaus tuli kaksi viikkoa myöhässä. Neljäsosa tilauksesta takaisin olisi reilua.",
    "pl": "Całe zamówienie przyszło dwa tygodnie za późno. Zwrot jednej czwartej zamówienia byłby uczciwy.",
    "pt": "O pedido inteiro chegou duas semanas atrasado. Um quarto do pedido de volta seria justo.",
    "ro": "Toată comanda a venit cu două săptămâni întârziere. Un sfert din comandă înapoi ar fi corect.",
    "ja": "注文がすべて2週間遅れて届きました。注文金額の4分の1を返金していただけると助かります。",
    "ko": "주문 전체가 2주 늦게 왔어요. 주문 금액의 4분의 1 환불이 적당할 것 같아요.",
    "zh": "整个订单晚到了两个星期。退订单金额的四分之一比较合理。",
    "tr": "Siparişin tamamı iki hafta geç geldi. Siparişin dörtte birinin iadesi adil olur.",
    "ar": "وصل الطلب كله متأخراً أسبوعين. استرداد ربع قيمة الطلب سيكون عادلاً.",
}


@pytest.mark.parametrize("code", _langs("test_half_of_a_line_grounds_half_its_price"))
def test_half_of_a_line_grounds_half_its_price(code):
    allowed(LAMP * LANGS[code].k // 2, _paid(code), SHARE_HALF[code])


@pytest.mark.parametrize("code", _langs("test_a_share_of_a_line_taken_of_the_order_is_not_grounded"))
def test_a_share_of_a_line_taken_of_the_order_is_not_grounded(code):
    not_allowed((_total(code) + 1) // 2, _paid(code), SHARE_HALF[code])


@pytest.mark.parametrize("code", _langs("test_a_percentage_of_a_line_grounds_that_share_of_its_price"))
def test_a_percentage_of_a_line_grounds_that_share_of_its_price(code):
    allowed(JACKET * LANGS[code].k // 5, _paid(code), SHARE_PERCENT[code])


@pytest.mark.parametrize("code", _langs("test_a_percentage_of_a_line_taken_of_the_order_is_not_grounded"))
def test_a_percentage_of_a_line_taken_of_the_order_is_not_grounded(code):
    not_allowed((_total(code) + 2) // 5, _paid(code), SHARE_PERCENT[code])


@pytest.mark.parametrize("code", _langs("test_a_quarter_of_the_order_grounds_a_quarter_of_the_payment"))
def test_a_quarter_of_the_order_grounds_a_quarter_of_the_payment(code):
    allowed((_total(code) + 2) // 4, _paid(code), SHARE_ORDER[code])  # half up


# --- grounded_units: some units of one line ---

UNITS_TWO = {
    "en": "Two of the six wine glasses arrived broken. Please refund those two.",
    "de": "Zwei der sechs Weingläser kamen zerbrochen an. Bitte erstatten Sie mir die zwei.",
    "fr": "Deux des six verres à vin sont arrivés cassés. Merci de me rembourser ces deux verres.",
    "es": "Dos de las seis copas de vino llegaron rotas. Por favor, reembólsenme esas dos.",
    "it": "Due dei sei bicchieri da vino sono arrivati rotti. Vorrei il rimborso di quei due.",
    "nl": "Twee van de zes wijnglazen kwamen gebroken aan. Graag het geld voor die twee terug.",
    "sv": "Två av de sex vinglasen kom trasiga. Jag vill ha pengarna tillbaka för de två.",
    "da": "To af de seks vinglas kom i stykker. Jeg vil gerne have pengene tilbage for de to.",
    "nb": "To av de seks vinglassene kom knust. Jeg vil ha refusjon for de to.",
    "fi": "Kaksi kuudesta viinilasista tuli rikki. Haluan hyvityksen niistä kahdesta.",
    "pl": "Dwa z sześciu kieliszków do wina przyszły rozbite. Proszę o zwrot za te dwa.",
    "pt": "Duas das seis taças de vinho chegaram quebradas. Quero o reembolso dessas duas.",
    "ro": "Două din cele șase pahare de vin au venit sparte. Vă rog să-mi returnați banii pentru cele două.",
    "ja": "ワイングラス6個のうち2個が割れて届きました。2個分を返金してください。",
    "ko": "와인잔 6개 중 2개가 깨져서 왔어요. 2개 값 환불해 주세요.",
    "zh": "六个红酒杯里有两个碎了，请退这两个的钱。",
    "tr": "Altı şarap kadehinden ikisi kırık geldi. O ikisinin parasını iade edin lütfen.",
    "ar": "وصلت كأسان من الكؤوس الست مكسورتين. أرجو استرداد ثمن الكأسين.",
}

UNITS_ONE = {
    "en": "One of the wine glasses has a chip on the rim. Could you refund that one?",
    "de": "Eines der Weingläser hat eine abgeplatzte Stelle am Rand. Können Sie das eine erstatten?",
    "fr": "Un des verres à vin est ébréché. Pouvez-vous me rembourser celui-là ?",
    "es": "Una de las copas de vino está desportillada. ¿Me pueden reembolsar esa?",
    "it": "Uno dei bicchieri da vino è scheggiato. Potete rimborsarmi quello?",
    "nl": "Eén van de wijnglazen heeft een schilfer aan de rand. Kunnen jullie dat ene glas terugbetalen?",
    "sv": "Ett av vinglasen har en skåra i kanten. Kan ni återbetala det glaset?",
    "da": "Et af vinglassene har et skår i kanten. Kan I refundere det ene glas?",
    "nb": "Ett av vinglassene har et skår i kanten. Kan dere refundere det ene glasset?",
    "fi": "Yhdessä viinilasissa on lohkeama reunassa. Voitteko hyvittää sen yhden?",
    "pl": "Jeden z kieliszków do wina jest wyszczerbiony. Czy możecie zwrócić pieniądze za ten jeden?",
    "pt": "Uma das taças de vinho veio lascada. Podem reembolsar essa uma?",
    "ro": "Unul dintre paharele de vin este ciobit. Puteți să-mi returnați banii pentru el?",
    "ja": "ワイングラスの1個が欠けていました。その1個分を返金してください。",
    "ko": "와인잔 하나가 이가 나갔어요. 그 하나만 환불해 주세요.",
    "zh": "有一个红酒杯边上缺了个口，请退那一个的钱。",
    "tr": "Şarap kadehlerinden biri kenarından kırık. O birinin parasını iade eder misiniz?",
    "ar": "إحدى الكؤوس مكسورة الحافة. هل يمكن استرداد ثمن تلك الكأس؟",
}


@pytest.mark.parametrize("code", _langs("test_two_of_six_units_ground_two_units"))
def test_two_of_six_units_ground_two_units(code):
    allowed(2 * GLASS * LANGS[code].k, _paid(code), UNITS_TWO[code])


@pytest.mark.parametrize("code", _langs("test_two_of_six_refunded_as_the_whole_line_is_not_grounded"))
def test_two_of_six_refunded_as_the_whole_line_is_not_grounded(code):
    not_allowed(6 * GLASS * LANGS[code].k, _paid(code), UNITS_TWO[code])


@pytest.mark.parametrize("code", _langs("test_one_unit_said_grounds_one_unit"))
def test_one_unit_said_grounds_one_unit(code):
    allowed(GLASS * LANGS[code].k, _paid(code), UNITS_ONE[code])


@pytest.mark.parametrize("code", _langs("test_one_unit_refunded_as_the_whole_payment_is_not_grounded"))
def test_one_unit_refunded_as_the_whole_payment_is_not_grounded(code):
    not_allowed(_total(code), _paid(code), UNITS_ONE[code])


# --- grounded_full: everything back ---

FULL_CANCEL = {
    "en": "I ordered by mistake. Please cancel the whole order before it ships and give me all my money back.",
    "de": "Ich habe versehentlich bestellt. Bitte stornieren Sie die ganze Bestellung vor dem Versand und erstatten "
          "Sie alles.",
    "fr": "J'ai commandé par erreur. Merci d'annuler toute la commande avant l'expédition et de tout me rembourser.",
    "es": "Hice el pedido por error. Cancelen el pedido entero antes de enviarlo y devuélvanme todo el dinero.",
    "it": "Ho ordinato per sbaglio. Annullate tutto l'ordine prima della spedizione e rimborsatemi tutto.",
    "nl": "Ik heb per ongeluk besteld. Annuleer de hele bestelling voor verzending en betaal alles terug.",
    "sv": "Jag beställde av misstag. Avbryt hela beställningen innan den skickas och betala tillbaka allt.",
    "da": "Jeg bestilte ved en fejl. Annuller hele ordren, før den sendes, og refunder det hele.",
    "nb": "Jeg bestilte ved en feil. Kanseller hele bestillingen før den sendes og refunder alt.",
    "fi": "Tilasin vahingossa. Peruuttakaa koko tilaus ennen lähetystä ja palauttakaa kaikki rahat.",
    "pl": "Zamówiłam przez pomyłkę. Proszę anulować całe zamówienie przed wysyłką i zwrócić całą kwotę.",
    "pt": "Fiz o pedido por engano. Cancelem o pedido inteiro antes do envio e devolvam todo o valor.",
    "ro": "Am comandat din greșeală. Vă rog anulați toată comanda înainte de expediere și returnați-mi toți banii.",
    "ja": "間違えて注文しました。発送前に注文をすべてキャンセルして、全額返金してください。",
    "ko": "실수로 주문했어요. 발송 전에 주문 전체를 취소하고 전액 환불해 주세요.",
    "zh": "我下错单了。请在发货前取消整个订单，全额退款。",
    "tr": "Yanlışlıkla sipariş verdim. Kargoya verilmeden siparişin tamamını iptal edip paranın hepsini iade edin.",
    "ar": "طلبت بالخطأ. أرجو إلغاء الطلب كاملاً قبل الشحن واسترداد المبلغ كله.",
}

# a one-line payment, and a refund of "it"
FULL_IT = {
    "en": "The teapot arrived with a cracked lid. Please refund it.",
    "de": "Die Teekanne kam mit gesprungenem Deckel an. Bitte erstatten Sie sie.",
    "fr": "La théière est arrivée avec le couvercle fêlé. Remboursez-la, s'il vous plaît.",
    "es": "La tetera llegó con la tapa rajada. Por favor, reembólsenla.",
    "it": "La teiera è arrivata con il coperchio crepato. Per favore rimborsatela.",
    "nl": "De theepot kwam aan met een gebarsten deksel. Graag terugbetalen.",
    "sv": "Tekannan kom med ett sprucket lock. Snälla återbetala den.",
    "da": "Tekanden kom med et revnet låg. Refunder den venligst.",
    "nb": "Tekannen kom med sprukket lokk. Vennligst refunder den.",
    "fi": "Teekannun kansi oli haljennut. Hyvittäkää se, kiitos.",
    "pl": "Dzbanek do herbaty przyszedł z pękniętą pokrywką. Proszę o zwrot pieniędzy za niego.",
    "pt": "O bule chegou com a tampa rachada. Por favor, reembolsem.",
    "ro": "Ceainicul a venit cu capacul crăpat. Vă rog să-l rambursați.",
    "ja": "ティーポットの蓋が割れて届きました。返金してください。",
    "ko": "티팟 뚜껑이 깨져서 왔어요. 환불해 주세요.",
    "zh": "茶壶的盖子裂了，请退款。",
    "tr": "Demliğin kapağı çatlak geldi. Lütfen iade edin.",
    "ar": "وصل إبريق الشاي وغطاؤه مشروخ. أرجو استرداد المبلغ.",
}


@pytest.mark.parametrize("code", _langs("test_the_whole_order_cancelled_grounds_everything"))
def test_the_whole_order_cancelled_grounds_everything(code):
    allowed(_total(code), _paid(code), FULL_CANCEL[code])


@pytest.mark.parametrize("code", _langs("test_a_one_line_payment_refunded_as_it_grounds_everything"))
def test_a_one_line_payment_refunded_as_it_grounds_everything(code):
    allowed(TEAPOT * LANGS[code].k, _teapot(code), FULL_IT[code])


# --- a second payment: a sofa, four cushions and the shipping, in prices with thousands ---

SOFA, CUSHION, FREIGHT = 129900, 2450, 4900
ROOM = {
    "en": ("Sofa", "Cushion"), "de": ("Sofa", "Kissen"), "fr": ("Canapé", "Coussin"),
    "es": ("Sofá", "Cojín"), "it": ("Divano", "Cuscino"), "nl": ("Bank", "Kussen"),
    "sv": ("Soffa", "Kudde"), "da": ("Sofa", "Pude"), "nb": ("Sofa", "Pute"),
    "fi": ("Sohva", "Tyyny"), "pl": ("Sofa", "Poduszka"), "pt": ("Sofá", "Almofada"),
    "ro": ("Canapea", "Pernă"), "ja": ("ソファ", "クッション"), "ko": ("소파", "쿠션"),
    "zh": ("沙发", "靠垫"), "tr": ("Kanepe", "Yastık"), "ar": ("كنبة", "وسادة"),
}


def _room(code: str):
    lang, (sofa, cushion) = LANGS[code], ROOM[code]
    return order((sofa, 1, SOFA * lang.k), (cushion, 4, CUSHION * lang.k), ship=FREIGHT * lang.k,
                 currency=lang.cur)


def _room_total(code: str) -> int:
    return (SOFA + 4 * CUSHION + FREIGHT) * LANGS[code].k


# the sofa's price with a thousands separator, the item named only vaguely
FIGURE_THOUSANDS = {
    "en": "The big item in my order, the $1,299.00 one, has a torn seam. Please refund the $1,299.00.",
    "de": "Das große Teil meiner Bestellung, das für 1.299,00 €, hat eine gerissene Naht. Bitte erstatten Sie die "
          "1.299,00 €.",
    "fr": "Le gros article de ma commande, celui à 1 299,00 €, a une couture déchirée. Remboursez-moi les 1 299,00 €.",
    "es": "El artículo grande del pedido, el de 1.299,00 €, tiene una costura rota. Devuélvanme los 1.299,00 €.",
    "it": "L'articolo grande dell'ordine, quello da 1.299,00 €, ha una cucitura strappata. Rimborsatemi i 1.299,00 €.",
    "nl": "Het grote artikel uit mijn bestelling, dat van € 1.299,00, heeft een gescheurde naad. Graag de € 1.299,00 "
          "terug.",
    "sv": "Den stora varan i beställningen, den för 1 299,00 kr, har en trasig söm. Jag vill ha tillbaka 1 299,00 kr.",
    "da": "Den store vare i ordren, den til 1.299,00 kr., har en revnet søm. Jeg vil have de 1.299,00 kr. tilbage.",
    "nb": "Den store varen i bestillingen, den til 1 299,00 kr, har en revnet søm. Jeg vil ha 1 299,00 kr tilbake.",
    "fi": "Tilauksen iso tuote, se 1 299,00 euron, on saumasta revennyt. Haluan 1 299,00 € takaisin.",
    "pl": "Duży produkt z zamówienia, ten za 1 299,00 zł, ma rozdarty szew. Proszę o zwrot 1 299,00 zł.",
    "pt": "O item grande do pedido, o de R$ 1.299,00, veio com a costura rasgada. Quero o reembolso dos R$ 1.299,00.",
    "ro": "Produsul mare din comandă, cel de 1.299,00 lei, are o cusătură ruptă. Vreau înapoi cei 1.299,00 lei.",
    "ja": "注文の中の大きい商品（¥129,900のもの）の縫い目が破れていました。129,900円を返金してください。",
    "ko": "주문한 것 중 큰 제품, 1,299,000원짜리의 솔기가 터졌어요. 1,299,000원 환불해 주세요.",
    "zh": "订单里那件大件，¥1,299.00的那个，缝线裂开了。请退我1,299.00元。",
    "tr": "Siparişteki büyük ürünün, 1.299,00 TL olanın, dikişi yırtık. 1.299,00 TL'yi iade edin lütfen.",
    "ar": "المنتج الكبير في الطلب، الذي سعره ١٢٩٩ ريال، خياطته ممزقة. أرجو استرداد ١٢٩٩ ريال.",
}

# the whole payment written: nothing arrived
FIGURE_TOTAL = {
    "en": "Nothing from my order ever arrived. You charged me $1,446.00; please refund the $1,446.00.",
    "de": "Von meiner Bestellung ist nie etwas angekommen. Sie haben 1.446,00 € abgebucht, bitte erstatten Sie die "
          "1.446,00 €.",
    "fr": "Rien de ma commande n'est jamais arrivé. Vous avez débité 1 446,00 €, merci de me rembourser les 1 446,00 "
          "€.",
    "es": "No me llegó nada del pedido. Me cobraron 1.446,00 €; devuélvanme los 1.446,00 €.",
    "it": "Non è mai arrivato niente del mio ordine. Mi avete addebitato 1.446,00 €, rimborsatemi i 1.446,00 €.",
    "nl": "Er is niets van mijn bestelling aangekomen. Jullie hebben € 1.446,00 afgeschreven; graag die € 1.446,00 "
          "terug.",
    "sv": "Inget av min beställning kom fram. Ni drog 1 446,00 kr, jag vill ha tillbaka 1 446,00 kr.",
    "da": "Intet fra min ordre er kommet. I har trukket 1.446,00 kr., jeg vil have de 1.446,00 kr. tilbage.",
    "nb": "Ingenting av bestillingen min kom frem. Dere trakk 1 446,00 kr, jeg vil ha 1 446,00 kr tilbake.",
    "fi": "Mitään tilauksestani ei tullut perille. Veloititte 1 446,00 €, haluan 1 446,00 € takaisin.",
    "pl": "Nic z zamówienia nie dotarło. Pobraliście 1 446,00 zł, proszę o zwrot 1 446,00 zł.",
    "pt": "Nada do meu pedido chegou. Vocês cobraram R$ 1.446,00; quero o reembolso dos R$ 1.446,00.",
    "ro": "Nu a ajuns nimic din comandă. Mi-ați retras 1.446,00 lei, vreau înapoi cei 1.446,00 lei.",
    "ja": "注文した物が何も届いていません。¥144,600請求されましたので、144,600円を返金してください。",
    "ko": "주문한 게 하나도 안 왔어요. 1,446,000원 결제됐으니 1,446,000원 환불해 주세요.",
    "zh": "订单里的东西一件都没收到。你们扣了1446元，请退我1446元。",
    "tr": "Siparişimden hiçbir şey gelmedi. 1.446,00 TL çektiniz, 1.446,00 TL'yi iade edin.",
    "ar": "لم يصلني شيء من الطلب. خصمتم ١٤٤٦ ريال، أرجو استرداد ١٤٤٦ ريال.",
}

# a third of one line
SHARE_THIRD = {
    "en": "The sofa is a shade darker than in the photos. I'd keep it for a third of its price back.",
    "de": "Das Sofa ist dunkler als auf den Fotos. Ich behalte es, wenn ich ein Drittel des Sofapreises zurückbekomme.",
    "fr": "Le canapé est plus foncé que sur les photos. Je le garde si vous me remboursez un tiers du prix du canapé.",
    "es": "El sofá es más oscuro que en las fotos. Me lo quedo si me devuelven un tercio del precio del sofá.",
    "it": "Il divano è più scuro che nelle foto. Lo tengo se mi rimborsate un terzo del prezzo del divano.",
    "nl": "De bank is donkerder dan op de foto's. Ik houd hem als ik een derde van de prijs van de bank terugkrijg.",
    "sv": "Soffan är mörkare än på bilderna. Jag behåller den om jag får tillbaka en tredjedel av soffans pris.",
    "da": "Sofaen er mørkere end på billederne. Jeg beholder den, hvis jeg får en tredjedel af sofaens pris tilbage.",
    "nb": "Sofaen er mørkere enn på bildene. Jeg beholder den hvis jeg får en tredjedel av prisen på sofaen tilbake.",
    "fi": "Sohva on tummempi kuin kuvissa. Pidän sen, jos saan kolmanneksen sohvan hinnasta takaisin.",
    "pl": "Sofa jest ciemniejsza niż na zdjęciach. Zatrzymam ją, jeśli dostanę zwrot jednej trzeciej ceny sofy.",
    "pt": "O sofá é mais escuro do que nas fotos. Fico com ele se me devolverem um terço do valor do sofá.",
    "ro": "Canapeaua e mai închisă la culoare decât în poze. O păstrez dacă primesc înapoi o treime din prețul "
          "canapelei.",
    "ja": "ソファが写真より暗い色でした。ソファ代金の3分の1を返金してもらえればそのまま使います。",
    "ko": "소파 색이 사진보다 어두워요. 소파 가격의 3분의 1을 환불해 주시면 그냥 쓸게요.",
    "zh": "沙发颜色比照片深。退沙发价格的三分之一，我就留下。",
    "tr": "Kanepe fotoğraflardakinden koyu. Kanepenin fiyatının üçte birini iade ederseniz tutarım.",
    "ar": "الكنبة أغمق من الصور. سأحتفظ بها إذا استرجعت ثلث ثمن الكنبة.",
}

# a count before its noun, the line's whole never said
UNITS_COUNT = {
    "en": "The 3 torn cushions can't be used. Refund those 3, please.",
    "de": "Die 3 gerissenen Kissen sind unbrauchbar. Bitte erstatten Sie diese 3.",
    "fr": "Les 3 coussins déchirés sont inutilisables. Remboursez-moi ces 3-là.",
    "es": "Los 3 cojines rotos no sirven. Reembólsenme esos 3, por favor.",
    "it": "I 3 cuscini strappati sono inutilizzabili. Rimborsatemi quei 3.",
    "nl": "De 3 gescheurde kussens zijn onbruikbaar. Graag die 3 terugbetalen.",
    "sv": "De 3 trasiga kuddarna går inte att använda. Återbetala de 3, tack.",
    "da": "De 3 flængede puder kan ikke bruges. Refunder de 3, tak.",
    "nb": "De 3 revnede putene kan ikke brukes. Refunder de 3, takk.",
    "fi": "Ne 3 revennyttä tyynyä ovat käyttökelvottomia. Hyvittäkää ne 3.",
    "pl": "Te 3 rozdarte poduszki nie nadają się do użytku. Proszę o zwrot za te 3.",
    "pt": "As 3 almofadas rasgadas não servem. Reembolsem essas 3, por favor.",
    "ro": "Cele 3 perne rupte nu pot fi folosite. Vă rog rambursați-mi cele 3 perne.",
    "ja": "破れたクッション3個は使えません。その3個分を返金してください。",
    "ko": "찢어진 쿠션 3개는 못 써요. 그 3개 환불해 주세요.",
    "zh": "3个破了的靠垫没法用，请退这3个的钱。",
    "tr": "Yırtık 3 yastık kullanılamaz. O 3 yastığın parasını iade edin.",
    "ar": "٣ وسائد ممزقة لا تصلح للاستخدام. أرجو استرداد ثمن الوسائد الثلاث.",
}

# everything back, said in words, no figure
FULL_WORDS = {
    "en": "Everything arrived soaked and mouldy. I want all my money back.",
    "de": "Alles kam durchnässt und verschimmelt an. Ich will mein ganzes Geld zurück.",
    "fr": "Tout est arrivé trempé et moisi. Je veux être remboursé intégralement.",
    "es": "Todo llegó empapado y con moho. Quiero que me devuelvan todo el dinero.",
    "it": "È arrivato tutto bagnato e ammuffito. Voglio il rimborso completo.",
    "nl": "Alles kwam doorweekt en beschimmeld aan. Ik wil al mijn geld terug.",
    "sv": "Allt kom genomblött och möglat. Jag vill ha tillbaka alla mina pengar.",
    "da": "Alt kom gennemblødt og muggent. Jeg vil have alle mine penge tilbage.",
    "nb": "Alt kom gjennomvått og muggent. Jeg vil ha alle pengene mine tilbake.",
    "fi": "Kaikki tuli läpimärkänä ja homeessa. Haluan kaikki rahani takaisin.",
    "pl": "Wszystko przyszło przemoczone i spleśniałe. Chcę zwrotu całej kwoty.",
    "pt": "Tudo chegou encharcado e com mofo. Quero todo o meu dinheiro de volta.",
    "ro": "Totul a venit ud și mucegăit. Vreau toți banii înapoi.",
    "ja": "全部びしょ濡れでカビが生えて届きました。全額返金してください。",
    "ko": "전부 젖고 곰팡이가 핀 채로 왔어요. 전액 환불해 주세요.",
    "zh": "所有东西到的时候都湿透发霉了。我要全额退款。",
    "tr": "Her şey sırılsıklam ve küflü geldi. Paramın tamamını geri istiyorum.",
    "ar": "وصل كل شيء مبللاً ومتعفناً. أريد استرداد كامل المبلغ.",
}


@pytest.mark.parametrize("code", _langs("test_a_figure_with_thousands_grounds_the_line_it_is"))
def test_a_figure_with_thousands_grounds_the_line_it_is(code):
    allowed(SOFA * LANGS[code].k, _room(code), FIGURE_THOUSANDS[code])


@pytest.mark.parametrize("code", _langs("test_the_whole_payment_written_grounds_everything"))
def test_the_whole_payment_written_grounds_everything(code):
    allowed(_room_total(code), _room(code), FIGURE_TOTAL[code])


@pytest.mark.parametrize("code", _langs("test_a_third_of_a_line_grounds_a_third_of_its_price"))
def test_a_third_of_a_line_grounds_a_third_of_its_price(code):
    allowed(SOFA * LANGS[code].k // 3, _room(code), SHARE_THIRD[code])


@pytest.mark.parametrize("code", _langs("test_a_third_of_a_line_taken_of_the_order_is_not_grounded"))
def test_a_third_of_a_line_taken_of_the_order_is_not_grounded(code):
    not_allowed(_room_total(code) // 3, _room(code), SHARE_THIRD[code])


@pytest.mark.parametrize("code", _langs("test_a_count_before_its_noun_grounds_those_units"))
def test_a_count_before_its_noun_grounds_those_units(code):
    allowed(3 * CUSHION * LANGS[code].k, _room(code), UNITS_COUNT[code])


@pytest.mark.parametrize("code", _langs("test_a_count_refunded_as_the_whole_line_is_not_grounded"))
def test_a_count_refunded_as_the_whole_line_is_not_grounded(code):
    not_allowed(4 * CUSHION * LANGS[code].k, _room(code), UNITS_COUNT[code])


@pytest.mark.parametrize("code", _langs("test_everything_back_in_words_grounds_the_whole_payment"))
def test_everything_back_in_words_grounds_the_whole_payment(code):
    allowed(_room_total(code), _room(code), FULL_WORDS[code])


@pytest.mark.parametrize("code", _langs("test_one_line_s_price_for_everything_back_is_not_grounded"))
def test_one_line_s_price_for_everything_back_is_not_grounded(code):
    not_allowed(SOFA * LANGS[code].k, _room(code), FULL_WORDS[code])


# --- a figure without its currency; a share said as a split ---

FIGURE_BARE = {
    "en": "The item at 39.90 stopped working after two days. Please refund the 39.90.",
    "de": "Der Artikel zu 39,90 ging nach zwei Tagen kaputt. Bitte erstatten Sie die 39,90.",
    "fr": "L'article à 39,90 ne marche plus après deux jours. Merci de rembourser les 39,90.",
    "es": "El artículo de 39,90 dejó de funcionar a los dos días. Reembólsenme los 39,90.",
    "it": "L'articolo da 39,90 ha smesso di funzionare dopo due giorni. Rimborsatemi i 39,90.",
    "nl": "Het artikel van 39,90 werkt na twee dagen niet meer. Graag die 39,90 terug.",
    "sv": "Varan för 39,90 slutade fungera efter två dagar. Jag vill ha tillbaka 39,90.",
    "da": "Varen til 39,90 holdt op med at virke efter to dage. Jeg vil have de 39,90 tilbage.",
    "nb": "Varen til 39,90 sluttet å virke etter to dager. Jeg vil ha de 39,90 tilbake.",
    "fi": "Se 39,90:n tuote lakkasi toimimasta kahden päivän jälkeen. Hyvittäkää ne 39,90.",
    "pl": "Produkt za 39,90 przestał działać po dwóch dniach. Proszę o zwrot 39,90.",
    "pt": "O item de 39,90 parou de funcionar depois de dois dias. Quero o reembolso dos 39,90.",
    "ro": "Produsul de 39,90 nu mai merge după două zile. Vreau înapoi cei 39,90.",
    "ja": "3,990の商品が2日で動かなくなりました。3,990を返金してください。",
    "ko": "39,900짜리 제품이 이틀 만에 고장났어요. 39,900 환불해 주세요.",
    "zh": "39.90的那件两天就坏了，请退39.90。",
    "tr": "39,90'lık ürün iki gün sonra bozuldu. 39,90'ı iade edin lütfen.",
    "ar": "المنتج الذي بـ ٣٩٫٩٠ تعطل بعد يومين. أرجو إرجاع ٣٩٫٩٠.",
}

SHARE_SPLIT = {
    "en": "The jacket came a week late with a stain. Let's split the jacket's price 50/50.",
    "de": "Die Regenjacke kam eine Woche zu spät und mit Fleck. Teilen wir uns den Preis der Jacke 50/50.",
    "fr": "La veste est arrivée avec une semaine de retard et tachée. Partageons le prix de la veste 50/50.",
    "es": "La chaqueta llegó una semana tarde y manchada. Propongo el 50/50 del precio de la chaqueta.",
    "it": "La giacca è arrivata con una settimana di ritardo e macchiata. Dividiamo il prezzo della giacca 50/50.",
    "nl": "De regenjas kwam een week te laat en met een vlek. Laten we de prijs van de jas 50/50 delen.",
    "sv": "Regnjackan kom en vecka för sent och med en fläck. Vi delar på jackans pris 50/50.",
    "da": "Regnjakken kom en uge for sent og med en plet. Lad os dele jakkens pris 50/50.",
    "nb": "Regnjakken kom en uke for sent og med en flekk. Vi deler prisen på jakken 50/50.",
    "fi": "Sadetakki tuli viikon myöhässä ja tahraisena. Jaetaan takin hinta 50/50.",
    "pl": "Kurtka przyszła tydzień później i z plamą. Podzielmy cenę kurtki 50/50.",
    "pt": "A jaqueta chegou uma semana atrasada e manchada. Vamos dividir o valor da jaqueta 50/50.",
    "ro": "Geaca a venit cu o săptămână întârziere și pătată. Să împărțim prețul gecii 50/50.",
    "ja": "レインジャケットが1週間遅れて、シミ付きで届きました。ジャケット代を50/50で折半しませんか。",
    "ko": "레인 재킷이 일주일 늦게 얼룩진 채로 왔어요. 재킷 가격을 50/50으로 나눠요.",
    "zh": "雨衣外套晚到了一周，还有污渍。外套的钱我们50/50分摊吧。",
    "tr": "Yağmurluk bir hafta geç ve lekeli geldi. Yağmurluğun fiyatını 50/50 paylaşalım.",
    "ar": "وصل جاكيت المطر متأخراً أسبوعاً وفيه بقعة. لنتقاسم ثمن الجاكيت ٥٠/٥٠.",
}


@pytest.mark.parametrize("code", _langs("test_a_figure_without_its_currency_grounds_the_line_it_is"))
def test_a_figure_without_its_currency_grounds_the_line_it_is(code):
    allowed(_price(code), _paid(code), FIGURE_BARE[code])


@pytest.mark.parametrize("code", _langs("test_a_split_of_a_line_grounds_half_its_price"))
def test_a_split_of_a_line_grounds_half_its_price(code):
    allowed(JACKET * LANGS[code].k // 2, _paid(code), SHARE_SPLIT[code])


@pytest.mark.parametrize("code", _langs("test_a_split_of_a_line_taken_of_the_order_is_not_grounded"))
def test_a_split_of_a_line_taken_of_the_order_is_not_grounded(code):
    not_allowed(_total(code) // 2, _paid(code), SHARE_SPLIT[code])


# --- a Chinese title's noun suffix names nothing: "杯子" is not in "盒子" or "孩子" ---

@pytest.mark.parametrize("text", ["盒子里只有毛巾，毛巾破了个洞。请退毛巾的钱。", "孩子发现毛巾破了。请退毛巾的钱。"])
def test_a_noun_suffix_names_no_line(text):
    paid = order(("杯子", 1, 1000), ("毛巾", 1, 2000), currency="cny")
    not_allowed(1000, paid, text)  # the cup's price, where only the towel is complained of
    allowed(2000, paid, text)
