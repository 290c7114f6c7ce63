"""The fault gone after an agent's suggestion (issue 39, item 2: "a complaint withdrawn later ends
the ask, the latest word of the customer counts"): the customer complains and asks for money
back, an agent suggests something to try (a reset, an update, a few days' patience), and the
customer's latest comment says the trouble is gone ("after the reset it pairs now", "po
zresetowaniu już się łączy", "リセットしたら接続できるようになりました") or that sending it back
is no longer needed, and asks nothing new: the refund is sent to a person. Written in our own
words from the form, never from a corpus's ticket; each withdrawn case was allowed on main
before ``tables/fixed`` (it failed first).

The twins stay allowed: the latest comment says it still does not work, says it works but still
asks for the money, or only thanks and waits for the refund."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

_LANGS = ("en", "de", "fr", "es", "it", "nl", "pl", "pt", "sv", "da", "nb", "fi", "ja", "ko", "zh",
          "tr", "ar", "ro")

# the complaint and the money asked
_FIRST = {
    "en": "My new speaker won't pair with my tablet. I want a refund.",
    "de": "Mein neuer Lautsprecher verbindet sich nicht mit meinem Tablet. Ich möchte mein Geld zurück.",
    "fr": "Ma nouvelle enceinte ne se connecte pas à ma tablette. Je veux être remboursé.",
    "es": "Mi altavoz nuevo no se conecta con mi tableta. Quiero un reembolso.",
    "it": "La mia nuova cassa non si collega al tablet. Voglio un rimborso.",
    "nl": "Mijn nieuwe speaker maakt geen verbinding met mijn tablet. Ik wil mijn geld terug.",
    "pl": "Mój nowy głośnik nie łączy się z tabletem. Chcę zwrot pieniędzy.",
    "pt": "A minha coluna nova não liga ao tablet. Quero um reembolso.",
    "sv": "Min nya högtalare ansluter inte till surfplattan. Jag vill ha pengarna tillbaka.",
    "da": "Min nye højttaler vil ikke forbinde til min tablet. Jeg vil have pengene tilbage.",
    "nb": "Den nye høyttaleren min kobler seg ikke til nettbrettet. Jeg vil ha pengene tilbake.",
    "fi": "Uusi kaiuttimeni ei yhdisty tablettiin. Haluan rahani takaisin.",
    "ja": "新しいスピーカーがタブレットに接続できません。返金してください。",
    "ko": "새 스피커가 태블릿에 연결이 안 돼요. 환불해 주세요.",
    "zh": "新买的音箱连不上平板。我要退款。",
    "tr": "Yeni hoparlörüm tabletime bağlanmıyor. Para iadesi istiyorum.",
    "ar": "اشتريت Pulse Mini Bluetooth Speaker وهي لا تتصل بالجهاز اللوحي. أريد استرداد المال.",
    "ro": "Boxa mea nouă nu se conectează la tabletă. Vreau banii înapoi.",
}
# the agent's suggestion (no refund in it)
_TRY = {
    "en": "Could you hold the power button for ten seconds to reset it first?",
    "de": "Bitte halten Sie zuerst die Ein-Taste zehn Sekunden gedrückt, um ihn zurückzusetzen.",
    "fr": "Pourriez-vous d'abord maintenir le bouton d'alimentation dix secondes pour la réinitialiser ?",
    "es": "¿Puede mantener pulsado el botón de encendido diez segundos para reiniciarlo?",
    "it": "Può tenere premuto il tasto di accensione per dieci secondi per resettarla?",
    "nl": "Kunt u eerst de aan-knop tien seconden ingedrukt houden om hem te resetten?",
    "pl": "Proszę przytrzymać przycisk zasilania przez dziesięć sekund, żeby go zresetować.",
    "pt": "Pode manter o botão de ligar premido dez segundos para fazer reset?",
    "sv": "Kan du hålla in strömknappen i tio sekunder för att återställa den?",
    "da": "Kan du holde tænd-knappen inde i ti sekunder for at nulstille den?",
    "nb": "Kan du holde inne strømknappen i ti sekunder for å tilbakestille den?",
    "fi": "Voisitko pitää virtapainiketta pohjassa kymmenen sekuntia nollataksesi sen?",
    "ja": "電源ボタンを10秒間押してリセットしていただけますか？",
    "ko": "전원 버튼을 10초 동안 눌러서 초기화해 보시겠어요?",
    "zh": "请先按住电源键十秒钟重置一下。",
    "tr": "Sıfırlamak için güç düğmesini on saniye basılı tutabilir misiniz?",
    "ar": "هل يمكنك الضغط على زر التشغيل لمدة عشر ثوان لإعادة ضبطها؟",
    "ro": "Puteți ține apăsat butonul de pornire zece secunde ca să o resetați?",
}
# the latest word: the trouble gone, nothing asked
_GONE = {
    "en": "Did the reset and it pairs with the tablet now. Cheers!",
    "de": "Nach dem Zurücksetzen verbindet er sich jetzt. Danke!",
    "fr": "Après la réinitialisation, elle se connecte maintenant. Merci !",
    "es": "Tras reiniciarlo, la tableta la reconoce ahora. Gracias.",
    "it": "Dopo il reset adesso si collega. Grazie!",
    "nl": "Na de reset maakt hij nu wel verbinding. Bedankt!",
    "pl": "Po zresetowaniu już się łączy. Dzięki!",
    "pt": "Depois do reset já liga ao tablet. Obrigado!",
    "sv": "Efter återställningen dyker den upp i listan nu. Tack!",
    "da": "Efter nulstillingen forbinder den nu. Tak!",
    "nb": "Etter tilbakestillingen kobler den seg til nå. Takk!",
    "fi": "Nollauksen jälkeen se yhdistyy nyt. Kiitos!",
    "ja": "リセットしたら、接続できるようになりました。ありがとうございます。",
    "ko": "초기화하고 나니 이제 연결돼요. 감사합니다.",
    "zh": "重置之后现在能连上了，谢谢。",
    "tr": "Sıfırladıktan sonra tablet artık onu tanıyor. Teşekkürler!",
    "ar": "بعد إعادة الضبط صارت تتصل الآن. شكرا.",
    "ro": "După resetare tableta o recunoaște acum. Mersi!",
}
# the latest word: the trouble gone, the sending back no longer needed
_NOT_NEEDED = {
    "en": "No worries, after the reset it shows up now. No need to send it back.",
    "de": "Kein Problem, nach dem Reset taucht er jetzt in der Liste auf. Zurückschicken ist nicht nötig.",
    "fr": "Pas de souci, après la réinitialisation elle apparaît maintenant. Pas besoin de la renvoyer.",
    "es": "Tranquilos, tras reiniciarlo ya aparece. No hace falta devolverlo.",
    "it": "Nessun problema, dopo il reset adesso si vede. Non serve restituirla.",
    "nl": "Geen zorgen, na de reset verschijnt hij nu. Terugsturen is niet nodig.",
    "pl": "Spoko, po resecie już się pojawia. Nie muszę odsyłać.",
    "pt": "Sem problema, depois do reset já aparece. Não é preciso devolver.",
    "sv": "Ingen fara, efter omstarten syns den nu. Behöver inte skicka tillbaka den.",
    "da": "Ingen problem, efter nulstillingen dukker den op nu. Behøver ikke sende den retur.",
    "nb": "Ikke noe problem, etter omstarten dukker den opp nå. Trenger ikke sende den tilbake.",
    "fi": "Ei hätää, nollauksen jälkeen tabletti tunnistaa sen nyt. Palautusta ei tarvita.",
    "ja": "大丈夫です、リセットしたら認識されるようになりました。返品しなくて大丈夫です。",
    "ko": "괜찮아요, 초기화하고 나니 이제 잘 보여요. 반송할 필요 없어요.",
    "zh": "重置以后现在能识别了。不需要退货。",
    "tr": "Sorun yok, sıfırladıktan sonra artık görünüyor. İade etmeme gerek yok.",
    "ar": "بعد إعادة التشغيل أصبحت تظهر الآن. لا حاجة لإرجاعها.",
    "ro": "Nicio problemă, după resetare acum apare. Nu mai trebuie să o trimit înapoi.",
}
# the twins: still not working; working but the money still asked; thanks, the refund awaited
_STILL = {
    "en": "Did the reset, still nothing.",
    "de": "Zurückgesetzt, geht immer noch nicht.",
    "fr": "J'ai fait la réinitialisation, toujours rien.",
    "es": "Lo reinicié y sigue sin conectarse.",
    "it": "Ho fatto il reset, ancora niente.",
    "nl": "Gereset, nog steeds niks.",
    "pl": "Zresetowałem, dalej się nie łączy.",
    "pt": "Fiz o reset e continua sem ligar.",
    "sv": "Har återställt den, fortfarande ingenting.",
    "da": "Har nulstillet den, stadig intet.",
    "nb": "Har tilbakestilt den, fortsatt ingenting.",
    "fi": "Nollasin sen, ei vieläkään yhdisty.",
    "ja": "リセットしましたが、まだ接続できません。",
    "ko": "초기화했는데 아직도 연결이 안 돼요.",
    "zh": "重置了，还是连不上。",
    "tr": "Sıfırladım, hâlâ bağlanmıyor.",
    "ar": "أعدت الضبط وما زالت لا تتصل.",
    "ro": "Am resetat-o, tot nu se conectează.",
}
_STILL_MONEY = {
    "en": "It pairs now, but I'd still like my money back.",
    "de": "Jetzt verbindet er sich, aber ich möchte trotzdem mein Geld zurück.",
    "fr": "Elle se connecte maintenant, mais je veux quand même être remboursé.",
    "es": "Ya se conecta, pero aun así quiero un reembolso.",
    "it": "Adesso si collega, ma voglio comunque un rimborso.",
    "nl": "Nu maakt hij verbinding, maar ik wil toch mijn geld terug.",
    "pl": "Teraz się łączy, ale i tak chcę zwrot pieniędzy.",
    "pt": "Agora já liga, mas quero na mesma um reembolso.",
    "sv": "Nu ansluter den, men jag vill ändå ha pengarna tillbaka.",
    "da": "Nu forbinder den, men jeg vil stadig have pengene tilbage.",
    "nb": "Nå kobler den seg til, men jeg vil fortsatt ha pengene tilbake.",
    "fi": "Nyt se yhdistyy, mutta haluan silti rahani takaisin.",
    "ja": "今は接続できますが、やはり返金してください。",
    "ko": "이제 연결은 되는데 그래도 환불해 주세요.",
    "zh": "现在能连上了，但我还是要退款。",
    "tr": "Şimdi bağlanıyor ama yine de para iadesi istiyorum.",
    "ar": "تتصل الآن لكن أريد استرداد المال رغم ذلك.",
    "ro": "Acum se conectează, dar tot vreau banii înapoi.",
}
_THANKS = {
    "en": "Thanks, I'll wait for the refund then.",
    "de": "Danke, ich warte dann auf die Erstattung.",
    "fr": "Merci, j'attends le remboursement.",
    "es": "Gracias, espero el reembolso.",
    "it": "Grazie, aspetto il rimborso.",
    "nl": "Bedankt, ik wacht op de terugbetaling.",
    "pl": "Dzięki, czekam na zwrot pieniędzy.",
    "pt": "Obrigado, fico à espera do reembolso.",
    "sv": "Tack, jag väntar på återbetalningen.",
    "da": "Tak, jeg venter på tilbagebetalingen.",
    "nb": "Takk, jeg venter på tilbakebetalingen.",
    "fi": "Kiitos, odotan hyvitystä.",
    "ja": "ありがとうございます。返金をお待ちしています。",
    "ko": "감사합니다. 환불 기다릴게요.",
    "zh": "谢谢，等你们退款。",
    "tr": "Teşekkürler, iadeyi bekliyorum.",
    "ar": "شكرا، أنتظر الاسترداد.",
    "ro": "Mersi, aștept rambursarea.",
}


def _paid() -> Order:
    return order(("Pulse Mini Bluetooth Speaker", 1, 4900))


@pytest.mark.parametrize("lang", _LANGS)
def test_the_fault_gone_after_the_suggestion_withdraws(lang):
    not_allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _GONE[lang], reason="refund_withdrawn")


@pytest.mark.parametrize("lang", _LANGS)
def test_the_sending_back_no_longer_needed_withdraws(lang):
    not_allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _NOT_NEEDED[lang],
                reason="refund_withdrawn")


@pytest.mark.parametrize("lang, later", [
    ("en", "Sorted: the tablet picks it up now after that reset."),
    ("pl", "Po resecie wszystko śmiga, dzięki."),
    ("nl", "Na die reset doet hij het weer. Top!"),
])
def test_the_fault_gone_in_other_idioms_withdraws(lang, later):
    not_allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), later, reason="refund_withdrawn")


@pytest.mark.parametrize("lang", _LANGS)
def test_the_whole_payment_unlisted_withdrawn_too(lang):
    # a payment whose provider gives no lines: the ask ends all the same
    not_allowed(4900, order(bare=4900), _FIRST[lang], ("agent", _TRY[lang]), _GONE[lang])


@pytest.mark.parametrize("lang", _LANGS)
@pytest.mark.parametrize("later", [_STILL, _STILL_MONEY, _THANKS], ids=["still", "money", "thanks"])
def test_the_twins_stay_allowed(lang, later):
    allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), later[lang])


@pytest.mark.parametrize("lang", _LANGS)
def test_asked_again_after_the_fix_is_asked(lang):
    # the latest word counts: a comment after the fix that asks again is the ask
    allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _GONE[lang], _STILL_MONEY[lang])


@pytest.mark.parametrize("lang, later", [
    # a contrast: it works now, but not as it should
    ("en", "After the reset it connects now, but only when it's right next to the tablet."),
    ("de", "Nach dem Reset verbindet er sich jetzt, aber nur direkt neben dem Tablet."),
    ("sv", "Efter omstarten syns den nu, men bara precis bredvid plattan."),
    ("pl", "Po resecie teraz się łączy, ale tylko tuż obok tabletu."),
    # negated in the clause: it does not work now
    ("en", "After the reset it doesn't even turn on now."),
    ("fr", "Après la réinitialisation, elle ne s'allume plus maintenant."),
    ("nb", "Etter omstarten virker den ikke nå heller."),
    # the fault itself showing now ("an error shows up")
    ("en", "Now an error message shows up on the tablet."),
    ("sv", "Nu syns ett felmeddelande på plattan."),
    ("ja", "リセットしたら、エラーが表示されるようになりました。"),
    # a new fault told in the latest comment
    ("en", "After the reset it pairs now, and I see the grille is cracked."),
    ("de", "Nach dem Reset verbindet er sich jetzt, und das Gitter ist gebrochen."),
])
def test_the_fault_not_gone_stays_allowed(lang, later):
    allowed(4900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), later)


def test_not_needed_after_an_agent_who_offered_the_refund_stays_allowed():
    # the agent's reply offers the money and the goods: "no need to send it back" answers it
    offer = "We'll refund the speaker, and you don't have to send it back."
    allowed(4900, _paid(), _FIRST["en"], ("agent", offer), "Great, no need to send it back then. Thanks!")

