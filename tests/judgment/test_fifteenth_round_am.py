"""The fifteenth round's unsafe forms of corpus AM, in our own words: money declined in the
passive, a new part wished instead of money, a change of mind said alone, a line kept in the
spoken word, a figure said of a shipping the payment never charged; each beside the grounded
twin that must stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

_MIXER = order(("Aurora Hand Blender 600W", 1, 8900))

# -- money declined in the passive: "I don't want to be refunded" ---------------------------------

PASSIVE_DECLINE = [
    ("en", "My Aurora blender only runs for a minute before it stops. I don't want to be refunded, "
           "I just want a new motor under warranty."),
    ("fr", "Mon mixeur Aurora s'arrête après une minute. Je ne veux pas être remboursé, je veux "
           "juste un moteur neuf sous garantie."),
    ("it", "Il mio frullatore Aurora si spegne dopo un minuto. Non voglio essere rimborsato, voglio "
           "solo un motore nuovo in garanzia."),
    ("sv", "Min Aurora mixer stannar efter en minut. Jag vill inte bli återbetald, jag vill bara ha "
           "en ny motor på garantin."),
    ("da", "Min Aurora blender stopper efter et minut. Jeg ønsker ikke at blive refunderet, bare en "
           "ny motor på garantien."),
    ("nb", "Aurora-mikseren min stopper etter ett minutt. Jeg ønsker ikke å bli refundert, bare en "
           "ny motor på garantien."),
]


@pytest.mark.parametrize(("lang", "said"), PASSIVE_DECLINE)
def test_money_declined_in_the_passive_is_asked(lang: str, said: str) -> None:
    asked(8900, _MIXER, said, reason="refund_declined")


PASSIVE_ASKED = [
    ("en", "My Aurora blender only runs for a minute before it stops. I want to be refunded for it, "
           "please."),
    ("en", "My Aurora blender stops after a minute. I don't want to wait weeks, I want to be "
           "refunded now."),
    ("fr", "Mon mixeur Aurora s'arrête après une minute. Je veux être remboursé, merci."),
    ("it", "Il mio frullatore Aurora si spegne dopo un minuto. Voglio essere rimborsato, grazie."),
    ("sv", "Min Aurora mixer stannar efter en minut. Jag vill bli återbetald för den."),
    ("nb", "Aurora-mikseren min stopper etter ett minutt. Jeg ønsker å bli refundert for den."),
]


@pytest.mark.parametrize(("lang", "said"), PASSIVE_ASKED)
def test_money_asked_in_the_passive_stays_allowed(lang: str, said: str) -> None:
    allowed(8900, _MIXER, said, reason="grounded_line")


# -- the thing kept, a new part asked to be sent: "just send me a new lid" --------------------------
# the return refused in the clause before ("I don't want to send it back, ...") negates the return,
# not the wish

_KETTLE = order(("Vela Kettle 1.7L", 1, 5400))

NEW_PART = [
    ("fr", "La charnière du couvercle de ma bouilloire Vela a cassé. Je ne veux pas la renvoyer, "
           "envoyez-moi juste un couvercle neuf."),
    ("pt", "A dobradiça da tampa da chaleira Vela quebrou. Não quero devolver a chaleira, só me "
           "mandem uma tampa nova que eu troco aqui."),
    ("es", "La bisagra de la tapa de mi hervidora Vela se rompió. No quiero devolverla, solo "
           "mándenme una tapa nueva."),
    ("it", "La cerniera del coperchio del bollitore Vela si è rotta. Non voglio restituirlo, "
           "mandatemi solo un coperchio nuovo."),
    ("ro", "Balamaua capacului de la fierbătorul Vela s-a rupt. Nu vreau să-l returnez, "
           "trimiteți-mi doar un capac nou."),
    ("nb", "Hengslet på lokket til Vela-vannkokeren røk. Jeg vil ikke sende den tilbake, bare send "
           "meg et nytt lokk."),
    ("da", "Hængslet på låget til Vela-elkedlen knækkede. Jeg vil ikke sende den tilbage, send mig "
           "bare et nyt låg."),
    ("sv", "Gångjärnet på locket till Vela-vattenkokaren gick sönder. Jag vill inte skicka tillbaka "
           "den, skicka mig bara ett nytt lock."),
    ("zh", "Vela电水壶的盖子铰链断了。我不想退货，给我寄一个新盖子就行，我自己换。"),
    ("fi", "Vela-vedenkeittimen kannen sarana katkesi. En halua palauttaa sitä, lähettäkää vain "
           "uusi kansi."),
]


@pytest.mark.parametrize(("lang", "said"), NEW_PART)
def test_a_new_part_wished_instead_of_the_money_is_asked(lang: str, said: str) -> None:
    asked(5400, _KETTLE, said)


A_LABEL_SENT = [
    ("en", "The Vela kettle's lid hinge snapped. Please send me a new return label, I want a refund "
           "for the kettle."),
    ("pt", "A chaleira Vela vaza. Quero o reembolso da chaleira, me mandem uma etiqueta nova para "
           "devolver."),
    ("es", "La hervidora Vela gotea. Quiero el reembolso de la hervidora, mándenme una etiqueta "
           "nueva para devolverla."),
    ("it", "Il bollitore Vela perde. Voglio il rimborso del bollitore, mandatemi un'etichetta nuova "
           "per il reso."),
    ("nb", "Vela vannkokeren lekker. Jeg vil ha refusjon for vannkokeren, send meg en ny "
           "returetikett."),
]


@pytest.mark.parametrize(("lang", "said"), A_LABEL_SENT)
def test_a_new_label_asked_beside_the_refund_stays_allowed(lang: str, said: str) -> None:
    allowed(5400, _KETTLE, said, reason="grounded_line")


# -- a change of mind said alone, after the ask: "Changed my mind, thanks!" -------------------------

CHANGED_MIND = [
    ("en", "The Vela kettle whistles far too loud, I'd like to return it for a refund.",
     "I descaled it once and now it's quiet. Changed my mind, thanks!"),
    ("fr", "La bouilloire Vela siffle beaucoup trop fort, je voudrais la retourner et être "
           "remboursé.", "Je l'ai détartrée et maintenant elle est silencieuse. J'ai changé d'avis, "
                         "merci !"),
    ("de", "Der Vela Wasserkocher pfeift viel zu laut, ich möchte ihn zurückgeben und mein Geld "
           "zurück.", "Ich habe ihn einmal entkalkt, jetzt ist er leise. Ich habe es mir anders "
                      "überlegt, danke!"),
    ("pt", "A chaleira Vela apita alto demais, quero devolver e ser reembolsado.",
     "Descalcifiquei uma vez e agora está silenciosa. Mudei de ideia, obrigado!"),
    ("es", "La hervidora Vela pita demasiado fuerte, quiero devolverla y que me reembolsen.",
     "La descalcifiqué una vez y ahora está silenciosa. He cambiado de opinión, ¡gracias!"),
    ("it", "Il bollitore Vela fischia troppo forte, vorrei restituirlo e avere il rimborso.",
     "L'ho decalcificato una volta e ora è silenzioso. Ho cambiato idea, grazie!"),
    ("nl", "De Vela waterkoker fluit veel te hard, ik wil hem terugsturen voor een terugbetaling.",
     "Ik heb hem één keer ontkalkt en nu is hij stil. Ik ben van gedachten veranderd, bedankt!"),
    ("sv", "Vela-vattenkokaren visslar alldeles för högt, jag vill returnera den och få pengarna "
           "tillbaka.", "Jag avkalkade den en gång och nu är den tyst. Jag har ångrat mig, tack!"),
    ("nb", "Vela-vannkokeren plystrer altfor høyt, jeg vil returnere den og få pengene tilbake.",
     "Jeg avkalket den én gang og nå er den stille. Jeg har ombestemt meg, takk!"),
    ("fi", "Vela-vedenkeitin viheltää aivan liian kovaa, haluan palauttaa sen ja saada rahat "
           "takaisin.", "Poistin kalkin kerran ja nyt se on hiljainen. Muutin mieleni, kiitos!"),
    ("tr", "Vela su ısıtıcı çok yüksek sesle ötüyor, iade etmek istiyorum.",
     "Bir kere kireçten arındırdım, artık hiç ses yapmıyor. Vazgeçtim, teşekkürler!"),
    ("pl", "Czajnik Vela gwiżdże za głośno, chcę go zwrócić i dostać zwrot pieniędzy.",
     "Odkamieniłem go raz i teraz jest cicho. Zmieniłem zdanie, dzięki!"),
    ("ro", "Fierbătorul Vela fluieră mult prea tare, vreau să-l returnez și să primesc banii "
           "înapoi.", "L-am decalcifiat o dată și acum e silențios. M-am răzgândit, mulțumesc!"),
    ("zh", "Vela电水壶响声太大了，我想退货退款。", "我除了一次水垢，现在很安静了。我改变主意了，谢谢！"),
    ("ar", "غلاية Vela تصفر بصوت عال جدا، أريد إرجاعها واسترداد المبلغ.",
     "أزلت الترسبات مرة واحدة والآن هي هادئة. غيرت رأيي، شكرا!"),
    ("ja", "Velaの電気ケトルの音がうるさすぎるので、返品して返金してほしいです。",
     "一度カルキ抜きをしたら静かになりました。やっぱりやめます、ありがとう！"),
    ("ko", "Vela 전기주전자 소리가 너무 커서 반품하고 환불받고 싶어요.",
     "한 번 석회를 제거했더니 조용해졌어요. 마음이 바뀌었어요, 감사합니다!"),
]


@pytest.mark.parametrize(("lang", "first", "later"), CHANGED_MIND)
def test_a_change_of_mind_said_alone_withdraws_the_request(lang: str, first: str,
                                                            later: str) -> None:
    asked(5400, _KETTLE, first, later, reason="refund_withdrawn")


MIND_CHANGED_ABOUT_THE_THING = [
    ("en", "I've changed my mind about the Vela kettle. Please refund it, I'll send it back unused."),
    ("en", "Changed my mind. I'd like to return the Vela kettle for a refund."),
    ("en", "The Vela kettle whistles far too loud. I was going to keep it but I changed my mind, "
           "please refund it."),
    ("fr", "J'ai changé d'avis pour la bouilloire Vela. Je voudrais la retourner et être remboursé."),
    ("de", "Ich habe es mir anders überlegt. Bitte erstatten Sie mir den Vela Wasserkocher, ich "
           "schicke ihn zurück."),
    ("tr", "Vela su ısıtıcıdan vazgeçtim. Lütfen ücretini iade edin, geri gönderiyorum."),
    ("tr", "Vela su ısıtıcı çok yüksek sesle ötüyor. Önce tutacaktım ama vazgeçtim, lütfen ücretini "
           "iade edin."),
    ("es", "He cambiado de opinión. Quiero devolver la hervidora Vela y que me reembolsen."),
    ("zh", "我改变主意了。请把Vela电水壶退款，我会寄回去。"),
]


@pytest.mark.parametrize(("lang", "said"), MIND_CHANGED_ABOUT_THE_THING)
def test_a_change_of_mind_that_sends_the_thing_back_stays_allowed(lang: str, said: str) -> None:
    allowed(5400, _KETTLE, said, reason="grounded_line")


# -- a line kept in the spoken word: "ranneke jää mulle" --------------------------------------------

_WATCH = order(("Orbit S2 Älykello - Musta", 1, 21900), ("Orbit 22mm Silikoniranneke - Harmaa", 1, 2900))


@pytest.mark.parametrize("said", [
    "Palautan Orbitin, akku kestää vain päivän. Lisäranneke jää mulle, se sopii vanhaankin kelloon.",
    "Palautan Orbitin, akku kestää vain päivän. Ranneke jää meille.",
])
def test_a_line_that_stays_with_me_in_the_spoken_word_is_not_refunded(said: str) -> None:
    asked(24800, _WATCH, said, reason="kept_line")


def test_the_line_sent_back_beside_the_one_kept_stays_allowed() -> None:
    allowed(21900, _WATCH, "Palautan Orbitin, akku kestää vain päivän. Ranneke jää mulle, se sopii "
                           "vanhaankin kelloon.", reason="grounded_line")


# -- a figure said of a shipping the payment never charged ------------------------------------------

_LAMP_SENT = order(("Lumen Desk Lamp", 1, 6900), ship=1500)
_LAMP_FREE = order(("Lumen Desk Lamp", 1, 6900))

SHIPPING_FIGURE = [
    ("en", "You charged me 15.00 for shipping on last month's rug, that's far too much. Please "
           "refund the 15.00."),
    ("tr", "Geçen ay aldığım halının kargosu için 15,00 çekilmiş, bu çok fazla. Lütfen 15,00 iade "
           "edin."),
    ("es", "Me cobrasteis 15,00 de envío por la alfombra el mes pasado, es demasiado. Devolvedme los "
           "15,00 por favor."),
]


def test_a_shipping_figure_on_a_payment_without_shipping_is_asked() -> None:
    # (said "too much", the figure read as a price difference of the lamp, which it never was)
    asked(1500, _LAMP_FREE, SHIPPING_FIGURE[0][1], reason="figure_not_on_payment")


@pytest.mark.parametrize(("lang", "said"), SHIPPING_FIGURE)
def test_the_same_figure_on_a_payment_that_charged_it_stays_allowed(lang: str, said: str) -> None:
    allowed(1500, _LAMP_SENT, said, reason="grounded_shipping")


CANCELLED_ON_A_CHANGE_OF_MIND = [
    ("en", "Please cancel my order, all of it. I changed my mind."),
    ("de", "Bitte storniert meine ganze Bestellung, ich habe es mir anders überlegt."),
    ("tr", "Siparişimin tamamını iptal edin lütfen, vazgeçtim."),
    ("es", "Cancelad todo mi pedido por favor, he cambiado de opinión."),
]


@pytest.mark.parametrize(("lang", "said"), CANCELLED_ON_A_CHANGE_OF_MIND)
def test_a_change_of_mind_said_with_the_cancellation_is_why_and_stays_allowed(lang: str,
                                                                              said: str) -> None:
    # (in the comment that asks, the change of mind is the reason; only a later one calls it off)
    allowed(None, _KETTLE, said)
