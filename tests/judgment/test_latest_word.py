"""The latest word of the customer counts (issue 39, item 2): after asking for their money, a
later comment of the customer's ends the ask, in every covered language. The forms, written in
our own words from how each is said, never from a corpus's ticket:

- a later wish for something other than money (a new one, an exchange, a repair, store credit,
  a voucher), said with "on second thought", "actually", "rather";
- the fix an agent suggested worked ("that did it", "it plays again", "the ticket can be closed");
- a cancellation asked, then called off when the parcel is already on its way ("no need to
  cancel, I'll take the parcel");
- the money told not to be sent back, beside a wish for store credit ("don't send the money back").

48 of these cases were allowed before their words were added (the rest, read already, hold
each form in the other languages). The contrasts stay allowed: the shop cannot replace it and
the customer asks the money in a later comment (the line let go for a new one is asked again: it
was sent to a person before); no new one wanted, the money is;
a credit note the agent issued, refused for the money; the refund asked again; the fix that did
not work; an offer of a share taken up ("OK, I'll take it"); the money asked to another
destination."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

SPEAKER = ("Speaker Lautsprecher enceinte altavoz altoparlante coluna luidspreker högtalare "
           "højttaler høyttaler kaiutin głośnik boxă hoparlör スピーカー 스피커 音箱 سماعة")
PRICE = 12900
SUGGESTED = ("agent", "Have you tried a factory reset? We could also send a replacement.")
SHIPPED = ("agent", "It has already shipped and arrives tomorrow; you can return it after delivery.")


def _paid():
    return order((SPEAKER, 1, PRICE), ("Cable", 1, 900))


def _one_line():
    return order((SPEAKER, 1, PRICE))


_ASKED = {
 "en": "The speaker won't connect. I want my money back.",
 "de": "Der Lautsprecher verbindet sich nicht. Ich möchte mein Geld zurück.",
 "fr": "L'enceinte ne se connecte pas. Je veux être remboursé.",
 "es": "El altavoz no se conecta. Quiero que me devuelvan el dinero.",
 "it": "L'altoparlante non si collega. Voglio il rimborso.",
 "pt": "A coluna não liga ao telemóvel. Quero o reembolso.",
 "nl": "De luidspreker maakt geen verbinding. Ik wil mijn geld terug.",
 "sv": "Högtalaren vill inte ansluta. Jag vill ha pengarna tillbaka.",
 "da": "Højttaleren vil ikke forbinde. Jeg vil have pengene tilbage.",
 "nb": "Høyttaleren kobler seg ikke til. Jeg vil ha pengene tilbake.",
 "fi": "Kaiutin ei yhdistä. Haluan rahat takaisin.",
 "pl": "Głośnik nie chce się połączyć. Proszę o zwrot pieniędzy.",
 "ro": "Boxa nu se conectează. Vreau banii înapoi.",
 "tr": "Hoparlör bağlanmıyor. Paramı geri istiyorum.",
 "ja": "スピーカーが接続できません。返金してください。",
 "ko": "스피커가 연결이 안 돼요. 환불해 주세요.",
 "zh": "音箱连不上。请给我退款。",
 "ar": "السماعة لا تتصل. أريد استرداد أموالي.",
}


_LATER_WISH = [
 ("en", "On second thought, could you send me a new one instead?"),
 ("en", "Actually, store credit would suit me better."),
 ("de", "Ich habe es mir anders überlegt: schicken Sie mir lieber einen neuen."),
 ("de", "Eigentlich wäre mir ein Gutschein lieber."),
 ("fr", "Finalement, je préfère que vous m'en envoyiez une nouvelle."),
 ("fr", "Réflexion faite, un bon d'achat m'arrangerait mieux."),
 ("es", "Pensándolo bien, prefiero que me envíen uno nuevo."),
 ("es", "Mejor denme un vale para la tienda."),
 ("it", "Ripensandoci, preferirei che me ne mandaste uno nuovo."),
 ("it", "A pensarci bene, va bene anche un buono."),
 ("pt", "Pensando melhor, prefiro que me enviem uma nova."),
 ("pt", "Afinal prefiro um vale de compras."),
 ("nl", "Bij nader inzien heb ik liever een nieuwe."),
 ("nl", "Eigenlijk is een tegoedbon ook goed."),
 ("sv", "Jag har ångrat mig, skicka hellre en ny."),
 ("sv", "Förresten går ett presentkort bra istället."),
 ("da", "Jeg har fortrudt, send hellere en ny."),
 ("da", "Faktisk vil jeg hellere have et tilgodebevis."),
 ("nb", "Jeg har ombestemt meg, send heller en ny."),
 ("nb", "Egentlig passer en tilgodelapp bedre."),
 ("fi", "Lähettäkää sittenkin uusi tilalle."),
 ("fi", "Itse asiassa lahjakortti käy paremmin."),
 ("pl", "Jednak wolałbym, żebyście przysłali nowy."),
 ("pl", "Właściwie bon do sklepu mi wystarczy."),
 ("ro", "M-am răzgândit, trimiteți-mi mai bine una nouă."),
 ("ro", "De fapt, un voucher ar fi mai bine."),
 ("tr", "Vazgeçtim, onun yerine yenisini gönderin."),
 ("tr", "Aslında hediye çeki de olur."),
 ("ja", "やっぱり新しいものと交換してください。"),
 ("ja", "やっぱりクーポンでお願いします。"),
 ("ko", "생각해 보니 새 제품으로 교환해 주세요."),
 ("ko", "그냥 적립금으로 주세요."),
 ("zh", "想了想，还是给我换个新的吧。"),
 ("zh", "算了，给我店铺积分就行。"),
 ("ar", "غيرت رأيي، أرسلوا لي واحدة جديدة بدلا من ذلك."),
 ("ar", "في الواقع، قسيمة شراء تكفيني."),
]


_FIX_WORKED = [
 ("en", "OK, that did it. It's playing again, you can close this."),
 ("en", "That worked, thanks."),
 ("de", "Okay, das hat geklappt. Er spielt jetzt wieder, kann geschlossen werden."),
 ("de", "Das hat funktioniert, danke."),
 ("fr", "Ok, ça a marché. Elle fonctionne maintenant."),
 ("fr", "Ça a marché, merci, vous pouvez clore la demande."),
 ("es", "Vale, eso funcionó. Ya suena bien."),
 ("es", "Funcionó, gracias, pueden cerrar el caso."),
 ("it", "Ok, ha funzionato. Adesso va."),
 ("it", "Ha funzionato, grazie, potete chiudere la richiesta."),
 ("pt", "Ok, resultou. Já está a tocar."),
 ("pt", "Funcionou, obrigado, podem fechar o pedido."),
 ("nl", "Oké, dat hielp. Hij doet het nu gewoon."),
 ("nl", "Dat werkte, bedankt, mag gesloten worden."),
 ("sv", "Okej, det funkade. Den spelar nu."),
 ("sv", "Det fungerade, tack, ärendet kan stängas."),
 ("da", "Ok, det virkede. Den spiller nu."),
 ("da", "Det hjalp, tak, sagen kan lukkes."),
 ("nb", "Ok, det funket. Den spiller nå."),
 ("nb", "Det fungerte, takk, saken kan lukkes."),
 ("fi", "Okei, se auttoi. Nyt se soi."),
 ("fi", "Se toimi, kiitos, tiketin voi sulkea."),
 ("pl", "Ok, zadziałało. Teraz gra normalnie."),
 ("pl", "Pomogło, dzięki, można zamknąć zgłoszenie."),
 ("ro", "Ok, a mers. Acum cântă normal."),
 ("ro", "A funcționat, mulțumesc, puteți închide tichetul."),
 ("tr", "Tamam, işe yaradı. Şimdi çalıyor."),
 ("tr", "Oldu, teşekkürler, talebi kapatabilirsiniz."),
 ("ja", "リセットしたら直りました。今は普通に使えています。"),
 ("ja", "うまくいきました。ありがとうございます。"),
 ("ko", "초기화하니까 됐어요. 이제 잘 나와요."),
 ("ko", "해 보니 되네요. 감사합니다."),
 ("zh", "重置以后好了，现在能正常播放了。"),
 ("zh", "可以了，谢谢，工单可以关了。"),
 ("ar", "تمام، نفعت الطريقة. الآن يعمل بشكل طبيعي."),
 ("ar", "اشتغلت، شكرا، يمكنكم إغلاق الطلب."),
]


_CANCEL = {
 "en": "Please cancel my order.", "de": "Bitte stornieren Sie meine Bestellung.", "fr": "Merci d'annuler ma commande.",
 "es": "Por favor cancelen mi pedido.", "it": "Per favore annullate il mio ordine.",
 "pt": "Por favor cancelem a minha encomenda.",
 "nl": "Graag mijn bestelling annuleren.", "sv": "Avbryt min beställning, tack.", "da": "Annuller venligst min ordre.",
 "nb": "Kanseller bestillingen min, takk.", "fi": "Perukaa tilaukseni, kiitos.",
 "pl": "Proszę anulować moje zamówienie.",
 "ro": "Vă rog anulați comanda mea.", "tr": "Siparişimi iptal edin lütfen.", "ja": "注文をキャンセルしたいです。",
 "ko": "주문 취소하고 싶어요.", "zh": "请取消我的订单。", "ar": "أرجو إلغاء طلبي.",
}


_CANCEL_CALLED_OFF = [
 ("en", "Oh, then I'll just take it. No need to cancel."),
 ("en", "In that case I'll keep it, don't cancel."),
 ("de", "Ach so, dann nehme ich ihn einfach an. Nicht stornieren."),
 ("de", "Dann behalte ich ihn eben, Stornierung nicht nötig."),
 ("fr", "Ah, alors je vais le garder. Pas besoin d'annuler."),
 ("fr", "Dans ce cas je le réceptionne, n'annulez pas."),
 ("es", "Ah, entonces me lo quedo. No hace falta cancelar."),
 ("es", "Vale, pues lo recibo, no lo cancelen."),
 ("it", "Ah, allora lo tengo. Non serve annullare."),
 ("it", "Va bene, lo ricevo, non annullate."),
 ("pt", "Ah, então fico com ela. Não é preciso cancelar."),
 ("pt", "Está bem, recebo-a, não cancelem."),
 ("nl", "O, dan neem ik hem gewoon aan. Niet annuleren."),
 ("nl", "Dan houd ik hem, annuleren hoeft niet meer."),
 ("sv", "Jaha, då tar jag emot den. Ingen avbokning behövs."),
 ("sv", "Då behåller jag den, avbryt inte."),
 ("da", "Nå, så tager jeg bare imod den. I behøver ikke annullere."),
 ("da", "Så beholder jeg den, annuller ikke."),
 ("nb", "Ja vel, da tar jeg bare imot den. Ikke kanseller."),
 ("nb", "Da beholder jeg den, dere trenger ikke kansellere."),
 ("fi", "Ai, sitten otan paketin vastaan. Ei tarvitse perua."),
 ("fi", "Pidän sen sitten, älkää peruko."),
 ("pl", "Aha, to w takim razie odbiorę. Nie trzeba anulować."),
 ("pl", "To zatrzymam go, proszę nie anulować."),
 ("ro", "Aha, atunci o primesc. Nu mai anulați."),
 ("ro", "Atunci o păstrez, nu e nevoie să anulați."),
 ("tr", "Öyleyse teslim alırım. İptal etmeyin."),
 ("tr", "O zaman kalsın, iptale gerek yok."),
 ("ja", "それならそのまま受け取ります。キャンセルしなくて大丈夫です。"),
 ("ja", "では受け取ります。キャンセルはやめておきます。"),
 ("ko", "그럼 그냥 받을게요. 취소 안 할게요."),
 ("ko", "아 그러면 받아볼게요, 취소하지 않아도 돼요."),
 ("zh", "那我就收下吧，不取消了。"),
 ("zh", "好的，那我签收，不用取消了。"),
 ("ar", "طيب، سأستلمها إذن. لا داعي للإلغاء."),
 ("ar", "إذن سأحتفظ بها، لا تلغوا الطلب."),
]


_NOT_SENT_BACK = [
 ("en", "Could I get store credit instead? Please don't send the money back, my card was replaced."),
 ("de", "Kann ich stattdessen einen Gutschein bekommen? Bitte das Geld nicht zurücküberweisen, "
        "meine Karte wurde ersetzt."),
 ("fr", "Puis-je avoir un bon d'achat à la place ? Ne me remboursez pas, le bon me convient mieux."),
 ("es", "¿Me pueden dar un vale en su lugar? No me devuelvan el dinero, me cambiaron la tarjeta."),
 ("it", "Posso avere un buono invece? Non rimborsatemi, il buono mi va benissimo."),
 ("pt", "Posso receber um vale em vez disso? Não me devolvam o dinheiro, o cartão foi substituído."),
 ("nl", "Kan ik in plaats daarvan een tegoedbon krijgen? Stort het geld niet terug, mijn kaart is vervangen."),
 ("sv", "Kan jag få ett presentkort istället? Skicka inte tillbaka pengarna, mitt kort är utbytt."),
 ("da", "Kan jeg få et gavekort i stedet? Send ikke pengene tilbage, mit kort er skiftet."),
 ("nb", "Kan jeg få et gavekort i stedet? Ikke overfør pengene tilbake, kortet mitt er byttet."),
 ("fi", "Voisinko saada lahjakortin sen sijaan? Älkää palauttako rahoja, korttini on vaihdettu."),
 ("pl", "Czy mogę zamiast tego dostać bon? Nie zwracajcie pieniędzy, karta została wymieniona."),
 ("ro", "Pot primi un voucher în schimb? Nu-mi returnați banii, cardul a fost înlocuit."),
 ("tr", "Onun yerine hediye çeki alabilir miyim? Parayı iade etmeyin, kartım değişti."),
 ("ja", "代わりにギフトカードをいただけますか。カードを変えたので返金はしないでください。"),
 ("ko", "대신 상품권으로 받을 수 있을까요? 카드를 바꿔서 환불하지 마세요."),
 ("zh", "可以换成礼品卡吗？不要退钱，我的卡换了。"),
 ("ar", "هل يمكنني الحصول على قسيمة بدلا من ذلك؟ لا ترجعوا المبلغ، بطاقتي تغيرت."),
]


@pytest.mark.parametrize("lang, later", _LATER_WISH)
def test_a_later_wish_for_another_remedy_ends_the_ask(lang, later):
    not_allowed(PRICE, _paid(), _ASKED[lang], SUGGESTED, later)


@pytest.mark.parametrize("lang, later", _FIX_WORKED)
def test_the_fix_that_worked_withdraws_the_ask(lang, later):
    not_allowed(PRICE, _paid(), _ASKED[lang], SUGGESTED, later)


@pytest.mark.parametrize("lang, later", _CANCEL_CALLED_OFF)
def test_a_cancellation_called_off_withdraws_the_ask(lang, later):
    not_allowed(PRICE, _one_line(), _CANCEL[lang], SHIPPED, later)


@pytest.mark.parametrize("lang, said", _NOT_SENT_BACK)
def test_money_told_not_to_be_sent_back_beside_another_remedy_declines(lang, said):
    complaint = _ASKED[lang].replace("。", ".").split(".")[0] + "."
    not_allowed(PRICE, _paid(), complaint, said)
    not_allowed(PRICE, _paid(), said)


# ----- contrasts: the money is still the latest word -----------------------------------------
_DID_NOT_WORK = [
    ("en", "That didn't work, it still won't connect. Please refund me."),
    ("de", "Das hat nicht geklappt, er verbindet sich immer noch nicht. Bitte erstatten Sie mir das Geld."),
    ("fr", "Ça n'a pas marché, elle ne se connecte toujours pas. Remboursez-moi s'il vous plaît."),
    ("es", "Eso no funcionó, sigue sin conectarse. Quiero el reembolso."),
    ("it", "Non ha funzionato, non si collega ancora. Voglio il rimborso."),
    ("pt", "Não funcionou, continua sem ligar. Quero o reembolso."),
    ("nl", "Dat werkte niet, hij maakt nog steeds geen verbinding. Ik wil mijn geld terug."),
    ("sv", "Det fungerade inte, den ansluter fortfarande inte. Jag vill ha pengarna tillbaka."),
    ("da", "Det virkede ikke, den forbinder stadig ikke. Jeg vil have pengene tilbage."),
    ("nb", "Det fungerte ikke, den kobler seg fortsatt ikke til. Jeg vil ha pengene tilbake."),
    ("fi", "Se ei auttanut, kaiutin ei vieläkään yhdistä. Haluan rahat takaisin."),
    ("pl", "Nie zadziałało, dalej się nie łączy. Proszę o zwrot pieniędzy."),
    ("ro", "Nu a mers, tot nu se conectează. Vreau banii înapoi."),
    ("tr", "İşe yaramadı, hâlâ bağlanmıyor. Paramı geri istiyorum."),
    ("ja", "うまくいきませんでした。まだ接続できません。返金してください。"),
]


@pytest.mark.parametrize("lang, later", _DID_NOT_WORK)
def test_the_fix_that_did_not_work_leaves_the_ask(lang, later):
    allowed(PRICE, _paid(), _ASKED[lang], SUGGESTED, later)


@pytest.mark.parametrize("first, agent, later", [
    # the shop cannot replace it: the money asked after
    ("Could you send me a new speaker? This one won't connect.",
     "Sorry, that model is sold out, we cannot replace it.", "Then I'd like my money back please."),
    ("Können Sie mir einen neuen Lautsprecher schicken? Er verbindet sich nicht.",
     "Sorry, that model is sold out, we cannot replace it.", "Dann möchte ich bitte mein Geld zurück."),
    ("Kan dere sende meg en ny høyttaler? Den kobler seg ikke til.",
     "Sorry, that model is sold out, we cannot replace it.", "Da vil jeg ha pengene tilbake."),
    # no new one wanted, the money is
    ("The speaker won't connect.", "We can send a new one.", "No need for a new one, just refund it."),
    ("Der Lautsprecher verbindet sich nicht.", "We can send a new one.",
     "Ich brauche keinen neuen, erstatten Sie mir einfach das Geld."),
    # a credit note the agent issued, refused for the money
    ("The speaker won't connect. I want my money back.", "We have issued you a store credit.",
     "I did not ask for store credit, I want my money back."),
    ("Høyttaleren kobler seg ikke til. Jeg vil ha pengene tilbake.", "We have issued you a store credit.",
     "Jeg ba ikke om tilgodelapp, jeg vil ha pengene tilbake."),
    # the refund asked again
    ("The speaker won't connect. I want my money back.", "We are looking into it.",
     "Any news? I'm still waiting for my refund."),
    ("스피커가 연결이 안 돼요. 환불해 주세요.", "We are looking into it.", "아직 환불 안 됐어요. 환불 부탁드려요."),
])
def test_the_money_asked_last_stays_allowed(first, agent, later):
    allowed(PRICE, _paid(), first, ("agent", agent), later)


@pytest.mark.parametrize("reply", ["OK, I'll take it.", "Sure, I'll accept that.", "Ok, das nehme ich an."])
def test_an_offer_taken_up_is_not_a_cancellation_called_off(reply):
    allowed(2580, _paid(), "The speaker crackles a little.",
            ("agent", "We can refund 20% of the speaker if you keep it."), reply)


@pytest.mark.parametrize("said", [
    "The speaker won't connect. Please refund me, but don't refund to my old card, it is closed: "
    "use my PayPal.",
    "Høyttaleren kobler seg ikke til. Jeg vil ha pengene tilbake, men ikke send pengene til det gamle "
    "kortet, det er stengt.",
])
def test_money_asked_to_another_destination_stays_allowed(said):
    allowed(PRICE, _paid(), said)
