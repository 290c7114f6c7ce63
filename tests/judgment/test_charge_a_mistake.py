"""A charge told, then said to be a mistake: "I collected it in your store, but I was charged 49
kr for delivery. That must be a mistake?", "Det må vel være en fejl?", "間違いですよね？". The
shipping the sentence before said charged is asked back, in every covered language, though no
word for a refund is written. Twins: the same mistake said of a delivery with no charge told
asks nothing, and the line's price proposed for the shipping stays an ask. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

SHIP = 4900
_PAID = order(("LEGO Orchid 10311", 1, 39995), ship=SHIP, currency="dkk")

# (the charge told, the mistake said, a delivery told with no charge)
CASES = {
    "en": ("I chose pickup and collected it in your store on Saturday, but I was charged 49 kr for delivery.",
           "That must be a mistake?", "The delivery went to the wrong parcel shop."),
    "de": ("Ich habe Abholung gewählt und sie am Samstag im Laden abgeholt, aber mir wurden 49 kr für die "
           "Lieferung berechnet.", "Das muss doch ein Fehler sein?", "Die Lieferung ging an den falschen Paketshop."),
    "fr": ("J'ai choisi le retrait et je l'ai récupéré samedi en magasin, mais on m'a facturé 49 kr de "
           "livraison.", "C'est sûrement une erreur ?", "La livraison est allée au mauvais point relais."),
    "es": ("Elegí recogida y lo recogí el sábado en la tienda, pero me cobraron 49 kr de envío.",
           "¿Debe de ser un error?", "El envío fue al punto de recogida equivocado."),
    "it": ("Ho scelto il ritiro e l'ho ritirato sabato in negozio, ma mi avete addebitato 49 kr di spedizione.",
           "Sarà un errore?", "La spedizione è andata al punto di ritiro sbagliato."),
    "nl": ("Ik koos afhalen en heb het zaterdag in de winkel opgehaald, maar er is 49 kr verzendkosten "
           "gerekend.", "Dat moet een fout zijn?", "De levering ging naar het verkeerde afhaalpunt."),
    "pl": ("Wybrałam odbiór osobisty i odebrałam to w sobotę w sklepie, ale pobrano 49 kr za dostawę.",
           "To chyba błąd?", "Dostawa trafiła do złego punktu odbioru."),
    "pt": ("Escolhi levantamento e levantei-o no sábado na loja, mas cobraram 49 kr de envio.",
           "Deve ser um erro?", "O envio foi para o ponto de recolha errado."),
    "sv": ("Jag valde hämtning och hämtade den i butiken i lördags, men jag har debiterats 49 kr för frakt.",
           "Det måste väl vara ett misstag?", "Frakten gick till fel utlämningsställe."),
    "da": ("Jeg valgte afhentning og hentede den i butikken i lørdags, men jeg er blevet opkrævet 49 kr for "
           "fragt.", "Det må vel være en fejl?", "Fragten gik til den forkerte pakkeshop."),
    "nb": ("Jeg valgte henting og hentet den i butikken på lørdag, men dere har trukket 49 kr for frakt.",
           "Det må vel være en feil?", "Frakten gikk til feil hentested."),
    "fi": ("Valitsin noudon ja hain sen lauantaina myymälästä, mutta minulta veloitettiin 49 kr "
           "toimitusmaksua.", "Sehän on varmaan virhe?", "Toimitus meni väärään noutopisteeseen."),
    "ja": ("店舗受け取りを選んで土曜日に店で受け取りましたが、送料49クローネが請求されていました。",
           "何かの間違いですよね？", "配送先の受取所が違っていました。"),
    "ko": ("매장 픽업을 선택해서 토요일에 매장에서 받았는데 배송비 49크로네가 청구되었어요.",
           "뭔가 착오가 있는 것 같아요.", "배송이 다른 픽업 장소로 갔어요."),
    "zh": ("我选的是门店自提，周六在店里取的货，但是被收了49克朗运费。", "这应该是搞错了吧？",
           "快递送到了错误的自提点。"),
    "tr": ("Mağazadan teslim almayı seçtim ve cumartesi mağazadan aldım ama 49 kr kargo ücreti çekildi.",
           "Bu bir hata olmalı?", "Kargo yanlış teslimat noktasına gitti."),
    "ar": ("اخترت الاستلام من المتجر واستلمته يوم السبت، لكن تم خصم 49 كرونة رسوم شحن.", "أكيد هذا خطأ؟",
           "الشحن راح لنقطة استلام غلط."),
    "ro": ("Am ales ridicarea din magazin și am ridicat-o sâmbătă, dar mi s-au taxat 49 kr pentru transport.",
           "Sigur e o greșeală?", "Transportul a mers la punctul de ridicare greșit."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_charge_said_a_mistake_asks_the_shipping_back(code):
    told, mistake, _ = CASES[code]
    allowed(SHIP, _PAID, f"{told} {mistake}")


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_mistake_said_of_a_delivery_with_no_charge_asks_nothing(code):
    _, mistake, delivery = CASES[code]
    asked(SHIP, _PAID, f"{delivery} {mistake}")


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_line_s_price_for_the_charge_said_a_mistake_stays_an_ask(code):
    told, mistake, _ = CASES[code]
    not_allowed(39995, _PAID, f"{told} {mistake}")
