""""Everything else is fine" after an ask ("Can you refund the shipping? Everything else is fine",
"Alt andet er i orden", "Alt annet er i orden"): the rest is kept, never the ask withdrawn, in
every covered language. Twins: the whole said fine with no "else" after the same ask still
withdraws it, and the whole payment proposed for the shipping asked stays an ask. Written in our
own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

SHIP = 2990
_PAID = order(("Digital piano P-145", 1, 54990), ("Piano bench", 1, 8990), ship=SHIP, currency="eur")

# (the shipping asked, "everything else is fine", "all is fine now" said later of the whole)
CASES = {
    "en": ("I picked it all up myself in your store, but you charged me shipping. Can you refund the shipping?",
           "Everything else is fine.", "Never mind, it is all fine now."),
    "de": ("Ich habe alles selbst im Laden abgeholt, aber Sie haben mir Versand berechnet. Können Sie die "
           "Versandkosten erstatten?", "Alles andere ist in Ordnung.", "Hat sich erledigt, alles ist in Ordnung."),
    "fr": ("J'ai tout récupéré moi-même en magasin, mais vous m'avez facturé la livraison. Pouvez-vous "
           "rembourser les frais de livraison ?", "Tout le reste est en ordre.",
           "Laissez tomber, tout est en ordre maintenant."),
    "es": ("Lo recogí todo yo misma en la tienda, pero me cobraron el envío. ¿Pueden reembolsar el envío?",
           "Todo lo demás está bien.", "Olvídenlo, ya está todo bien."),
    "it": ("Ho ritirato tutto io in negozio, ma mi avete addebitato la spedizione. Potete rimborsare la "
           "spedizione?", "Tutto il resto va bene.", "Lasciate perdere, ora va tutto bene."),
    "nl": ("Ik heb alles zelf in de winkel opgehaald, maar jullie hebben verzendkosten gerekend. Kunnen jullie "
           "de verzendkosten terugbetalen?", "Al het andere is in orde.", "Laat maar, alles is nu in orde."),
    "pl": ("Odebrałam wszystko sama w sklepie, ale pobraliście opłatę za wysyłkę. Czy możecie zwrócić koszt "
           "wysyłki?", "Cała reszta jest w porządku.", "Nieważne, wszystko jest już w porządku."),
    "pt": ("Levantei tudo eu mesma na loja, mas cobraram-me o envio. Podem reembolsar o envio?",
           "Todo o resto está em ordem.", "Esqueçam, já está tudo em ordem."),
    "sv": ("Jag hämtade allt själv i butiken, men ni tog betalt för frakt. Kan ni återbetala frakten?",
           "Allt annat är i sin ordning.", "Strunta i det, allt är i sin ordning nu."),
    "da": ("Jeg hentede det hele selv i butikken, men I har opkrævet fragt. Kan I refundere fragten?",
           "Alt andet er i orden.", "Glem det, alt er i orden nu."),
    "nb": ("Jeg hentet alt selv i butikken, men dere har trukket frakt. Kan dere refundere frakten?",
           "Alt annet er i orden.", "Glem det, alt er i orden nå."),
    "fi": ("Hain kaiken itse myymälästä, mutta veloititte toimitusmaksun. Voitteko palauttaa toimitusmaksun?",
           "Kaikki muu on kunnossa.", "Unohtakaa, kaikki on nyt kunnossa."),
    "ja": ("店舗で自分で受け取りましたが、送料が請求されていました。送料を返金してもらえますか？",
           "それ以外は問題ありません。", "やっぱり大丈夫です、もう全部問題ありません。"),
    "ko": ("매장에서 직접 다 수령했는데 배송비가 청구되었습니다. 배송비를 환불해 주실 수 있나요?",
           "나머지는 다 괜찮아요.", "신경 쓰지 마세요, 이제 다 괜찮아요."),
    "zh": ("我是自己去门店取的货，但是被收了运费。可以退还运费吗？", "其他都没问题。", "算了，现在一切都没问题了。"),
    "tr": ("Hepsini mağazadan kendim aldım ama kargo ücreti alınmış. Kargo ücretini iade edebilir misiniz?",
           "Geri kalan her şey yolunda.", "Boş verin, artık her şey yolunda."),
    "ar": ("استلمت كل شيء بنفسي من المتجر، لكن تم خصم رسوم الشحن. هل يمكنكم استرداد رسوم الشحن؟",
           "كل شيء آخر على ما يرام.", "انسوا الأمر، كل شيء على ما يرام الآن."),
    "ro": ("Am ridicat totul personal din magazin, dar mi-ați încasat transportul. Puteți rambursa transportul?",
           "Tot restul este în regulă.", "Lăsați, acum totul este în regulă."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_everything_else_fine_keeps_the_rest_and_leaves_the_ask(code):
    words, rest, _ = CASES[code]
    allowed(SHIP, _PAID, f"{words} {rest}")


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_whole_said_fine_later_still_withdraws_the_ask(code):
    words, _, fine = CASES[code]
    not_allowed(SHIP, _PAID, words, fine)


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_whole_payment_for_the_shipping_asked_stays_an_ask(code):
    words, rest, _ = CASES[code]
    not_allowed(None, _PAID, f"{words} {rest}")
