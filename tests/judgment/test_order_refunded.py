"""The order itself the object of the refund ("can you cancel and refund the order?", "me
rembourser la commande", "注文を返金して"): the whole payment asked, in every covered language,
though a line was named before as what was wrong. Twins: a line refunded "from the order" asks
that line only, and the same words with the money declined after them stay an ask. Written in
our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_PAID = order(("Ceramic mug blue", 1, 1450), ("Linen tea towel", 2, 900), ship=499, currency="eur")

# (the whole order refunded after a line named, a line refunded from the order, money declined)
CASES = {
    "en": ("The mug came chipped and I no longer want any of it. Can you cancel and refund the order?",
           "The mug came chipped. Can you refund the mug from the order?",
           "On second thought I don't want any money back, just a new mug."),
    "de": ("Die Tasse kam angeschlagen an und ich will nichts mehr davon. Können Sie stornieren und mir die "
           "Bestellung erstatten?",
           "Die Tasse kam angeschlagen an. Können Sie mir die Tasse aus der Bestellung erstatten?",
           "Ich möchte doch kein Geld zurück, nur eine neue Tasse."),
    "fr": ("Le mug est arrivé ébréché et je n'en veux plus rien. Vous pouvez annuler et me rembourser la "
           "commande ?",
           "Le mug est arrivé ébréché. Vous pouvez me rembourser le mug de la commande ?",
           "Finalement je ne veux pas de remboursement, juste un nouveau mug."),
    "es": ("La taza llegó desportillada y no quiero nada más de esto. ¿Pueden cancelar y reembolsarme el "
           "pedido?",
           "La taza llegó desportillada. ¿Pueden reembolsarme la taza del pedido?",
           "Pensándolo bien no quiero ningún reembolso, solo una taza nueva."),
    "it": ("La tazza è arrivata scheggiata e non voglio più niente. Potete annullare e rimborsarmi l'ordine?",
           "La tazza è arrivata scheggiata. Potete rimborsarmi la tazza dell'ordine?",
           "Ripensandoci non voglio nessun rimborso, solo una tazza nuova."),
    "nl": ("De mok kwam beschadigd aan en ik wil er niets meer van. Kunnen jullie annuleren en de bestelling "
           "terugbetalen?",
           "De mok kwam beschadigd aan. Kunnen jullie de mok uit de bestelling terugbetalen?",
           "Ik wil toch geen geld terug, alleen een nieuwe mok."),
    "pl": ("Kubek przyszedł wyszczerbiony i nic już z tego nie chcę. Czy możecie anulować i zwrócić mi "
           "pieniądze za zamówienie?",
           "Kubek przyszedł wyszczerbiony. Czy możecie zwrócić mi pieniądze za kubek z zamówienia?",
           "Jednak nie chcę zwrotu pieniędzy, tylko nowy kubek."),
    "pt": ("A caneca chegou lascada e já não quero nada disto. Podem cancelar e reembolsar-me a encomenda?",
           "A caneca chegou lascada. Podem reembolsar-me a caneca da encomenda?",
           "Pensando bem, não quero reembolso nenhum, só uma caneca nova."),
    "sv": ("Muggen kom kantstött och jag vill inte ha något av det längre. Kan ni avbryta och återbetala "
           "beställningen?",
           "Muggen kom kantstött. Kan ni återbetala muggen från beställningen?",
           "Jag vill ändå inte ha några pengar tillbaka, bara en ny mugg."),
    "da": ("Kruset kom skåret, og jeg vil ikke have noget af det mere. Kan I annullere og refundere ordren?",
           "Kruset kom skåret. Kan I refundere kruset fra ordren?",
           "Jeg vil alligevel ikke have pengene tilbage, bare et nyt krus."),
    "nb": ("Kruset kom med skår, og jeg vil ikke ha noe av det lenger. Kan dere kansellere og refundere "
           "bestillingen?",
           "Kruset kom med skår. Kan dere refundere kruset fra bestillingen?",
           "Jeg vil likevel ikke ha pengene tilbake, bare et nytt krus."),
    "fi": ("Muki tuli lohjenneena enkä halua siitä enää mitään. Voitteko perua ja hyvittää tilauksen?",
           "Muki tuli lohjenneena. Voitteko hyvittää mukin tilauksesta?",
           "En kuitenkaan halua rahoja takaisin, vain uuden mukin."),
    "ja": ("マグカップが欠けて届いたので、もう何もいりません。キャンセルして注文を返金してもらえますか？",
           "マグカップが欠けて届きました。注文のうちマグカップだけ返金してもらえますか？",
           "やはり返金は不要です。新しいマグカップを送ってください。"),
    "ko": ("머그컵이 깨져서 와서 이제 아무것도 필요 없어요. 취소하고 주문을 환불해 주실 수 있나요?",
           "머그컵이 깨져서 왔어요. 주문 중에서 머그컵만 환불해 주실 수 있나요?",
           "생각해 보니 환불은 원하지 않아요. 새 머그컵만 보내 주세요."),
    "zh": ("杯子到的时候有缺口，我什么都不想要了。可以取消并退还这个订单吗？",
           "杯子到的时候有缺口。可以只退订单里的杯子吗？",
           "想了想我不需要退款，只要换一个新杯子。"),
    "tr": ("Kupa kırık geldi, artık hiçbirini istemiyorum. Siparişi iptal edip iade edebilir misiniz?",
           "Kupa kırık geldi. Siparişteki kupanın parasını iade edebilir misiniz?",
           "Aslında para iadesi istemiyorum, sadece yeni bir kupa gönderin."),
    "ar": ("وصل الكوب مكسورًا ولم أعد أريد أي شيء منه. هل يمكنكم الإلغاء واسترداد مبلغ الطلب؟",
           "وصل الكوب مكسورًا. هل يمكنكم استرداد ثمن الكوب فقط من الطلب؟",
           "في الحقيقة لا أريد استرداد المبلغ، فقط أرسلوا كوبًا جديدًا."),
    "ro": ("Cana a venit ciobită și nu mai vreau nimic din ea. Puteți anula și rambursa comanda?",
           "Cana a venit ciobită. Puteți rambursa cana din comandă?",
           "De fapt nu vreau banii înapoi, doar o cană nouă."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_order_refunded_asks_the_whole_payment(code):
    allowed(None, _PAID, CASES[code][0])


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_line_refunded_from_the_order_asks_that_line_only(code):
    not_allowed(None, _PAID, CASES[code][1])


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_money_declined_after_the_order_refunded_stays_an_ask(code):
    not_allowed(None, _PAID, CASES[code][0], CASES[code][2])
