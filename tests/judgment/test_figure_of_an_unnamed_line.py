"""The figure of a line the words never name (issue 39, item 1: an item not on the payment): the
customer's words name and complain of one line ("the beanie came torn") and the figure they
write is the price of another, which their words never name ("I want $39 back", $39 the
scarf's; the beanie costs $25). The figure matches a line; the item complained of is not it
(most often an item of another purchase, which the words take for this payment's nearest
line): the refund of the figure's line goes to a person. Written in our own words from the
form, never from a corpus's ticket; each case was allowed on main (it failed first).

The twins stay allowed: the figure is the price of the line complained of, or the words name
the line of the figure."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

_LANGS = ("en", "de", "fr", "es", "it", "nl", "pl", "pt", "sv", "da", "nb", "fi", "ja", "ko", "zh",
          "tr", "ar", "ro")

# the beanie complained of, a figure asked: {} the figure
_BEANIE = {
    "en": "The beanie came torn at the seam. I want ${} back.",
    "de": "Die Mütze kam an der Naht gerissen an. Ich möchte ${} zurück.",
    "fr": "Le bonnet est arrivé déchiré à la couture. Je veux ${} de remboursement.",
    "es": "El gorro llegó roto por la costura. Quiero que me devuelvan ${}.",
    "it": "Il berretto è arrivato strappato sulla cucitura. Voglio indietro ${}.",
    "nl": "De muts kwam gescheurd aan bij de naad. Ik wil ${} terug.",
    "pl": "Czapka ma dziurę na szwie. Chcę zwrotu ${}.",
    "pt": "O gorro chegou rasgado na costura. Quero ${} de volta.",
    "sv": "Mössan kom trasig i sömmen. Jag vill ha ${} tillbaka.",
    "da": "Huen kom i stykker ved sømmen. Jeg vil have ${} tilbage.",
    "nb": "Lua har et hull i sømmen. Jeg vil ha ${} tilbake.",
    "fi": "Pipo tuli saumasta revenneenä. Haluan ${} takaisin.",
    "ja": "ニット帽が縫い目で破れて届きました。${}を返金してください。",
    "ko": "비니가 솔기가 찢어진 채로 왔어요. ${} 환불해 주세요.",
    "zh": "帽子收到时接缝就破了。请退我${}。",
    "tr": "Bere dikişinden yırtık geldi. ${} iade istiyorum.",
    "ar": "وصلت القبعة ممزقة عند الخياطة. أريد استرداد ${}.",
    "ro": "Căciula a venit ruptă la cusătură. Vreau înapoi ${}.",
}
# the scarf complained of, a figure asked (the twin: the words name the figure's line)
_SCARF = {
    "en": "The scarf is far too short. I want ${} back.",
    "de": "Der Schal ist viel zu kurz. Ich möchte ${} zurück.",
    "fr": "L'écharpe est beaucoup trop courte. Je veux ${} de remboursement.",
    "es": "La bufanda es demasiado corta. Quiero que me devuelvan ${}.",
    "it": "La sciarpa è troppo corta. Voglio indietro ${}.",
    "nl": "De sjaal is veel te kort. Ik wil ${} terug.",
    "pl": "Szalik jest za krótki. Chcę zwrotu ${}.",
    "pt": "O cachecol é curto demais. Quero ${} de volta.",
    "sv": "Halsduken är alldeles för kort. Jag vill ha ${} tillbaka.",
    "da": "Halstørklædet er alt for kort. Jeg vil have ${} tilbage.",
    "nb": "Skjerfet er altfor kort. Jeg vil ha ${} tilbake.",
    "fi": "Kaulahuivi on aivan liian lyhyt. Haluan ${} takaisin.",
    "ja": "マフラーが短すぎます。${}を返金してください。",
    "ko": "목도리가 너무 짧아요. ${} 환불해 주세요.",
    "zh": "围巾太短了。请退我${}。",
    "tr": "Atkı çok kısa. ${} iade istiyorum.",
    "ar": "الوشاح قصير جدا. أريد استرداد ${}.",
    "ro": "Fularul este mult prea scurt. Vreau înapoi ${}.",
}


def _paid() -> Order:
    return order(("Wool Scarf - Navy", 1, 3900), ("Rib Knit Beanie - Grey", 1, 2500))


@pytest.mark.parametrize("lang", _LANGS)
def test_the_figure_of_a_line_the_words_never_name_is_asked(lang):
    not_allowed(3900, _paid(), _BEANIE[lang].format(39), reason="item_not_on_payment")


@pytest.mark.parametrize("lang", _LANGS)
def test_the_figure_of_the_line_complained_of_stays_allowed(lang):
    allowed(2500, _paid(), _BEANIE[lang].format(25))


@pytest.mark.parametrize("lang", _LANGS)
def test_the_words_naming_the_figures_line_stay_allowed(lang):
    allowed(3900, _paid(), _SCARF[lang].format(39))


# the twin of a line kept: the words name the line kept, the figure the one sent back
_KEPT = {
    "en": "I'm keeping the beanie. I sent the other one back, I paid ${} for it. Please refund.",
    "de": "Die Mütze behalte ich. Das andere habe ich zurückgeschickt, ich habe ${} bezahlt. Bitte erstatten.",
    "fr": "Je garde le bonnet. J'ai renvoyé l'autre article, je l'ai payé ${}. Merci de rembourser.",
    "es": "Me quedo con el gorro. Devolví el otro artículo, pagué ${}. Por favor, reembolsen.",
    "it": "Tengo il berretto. Ho rispedito l'altro articolo, l'ho pagato ${}. Per favore rimborsate.",
    "nl": "De muts houd ik. Het andere artikel heb ik teruggestuurd, ik betaalde ${}. Graag terugbetalen.",
    "pl": "Czapkę zatrzymuję. Drugi produkt odesłałam, zapłaciłam ${}. Proszę o zwrot.",
    "pt": "Fico com o gorro. Devolvi o outro artigo, paguei ${}. Por favor reembolsem.",
    "sv": "Mössan behåller jag. Den andra varan skickade jag tillbaka, jag betalade ${}. Återbetala tack.",
    "da": "Huen beholder jeg. Den anden vare sendte jeg retur, jeg betalte ${}. Refunder venligst.",
    "nb": "Lua beholder jeg. Den andre varen sendte jeg i retur, jeg betalte ${}. Refunder den, takk.",
    "fi": "Pipon pidän. Toisen tuotteen palautin, maksoin siitä ${}. Hyvittäkää se.",
    "ja": "ニット帽は手元に残します。もう一つの商品は返送しました。${}でした。返金してください。",
    "ko": "비니는 가질게요. 다른 상품은 반송했어요, ${} 냈어요. 환불해 주세요.",
    "zh": "帽子我留下。另一件已经寄回了，付了${}。请退款。",
    "tr": "Bereyi tutuyorum. Diğer ürünü geri gönderdim, ${} ödemiştim. Lütfen iade edin.",
    "ar": "سأحتفظ بالقبعة. أرجعت المنتج الآخر، دفعت ${}. أرجو الاسترداد.",
    "ro": "Căciula o păstrez. Celălalt produs l-am trimis înapoi, am plătit ${}. Vă rog rambursați.",
}


@pytest.mark.parametrize("lang", _LANGS)
def test_the_words_naming_only_the_line_kept_stay_allowed(lang):
    allowed(3900, _paid(), _KEPT[lang].format(39))
