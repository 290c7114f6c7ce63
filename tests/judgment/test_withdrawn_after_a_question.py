"""A withdrawal after a question (issue 39, item 2: "a complaint withdrawn later ends the ask, the
latest word of the customer counts"): the customer's first comment tells of a trouble the rules
do not take for a fault and asks about sending the thing back only as a question ("my cat won't
touch the new food. Can I return the bag?"), an agent suggests something to try, and the
customer's latest comment says the trouble is gone and sending it back is not needed. Nothing
the rules took was asked before it, so on main the latest comment's own words ("return",
"äter" folding to "åter") were read as the ask and the refund was allowed: now the latest word
withdraws it, and the refund goes to a person. Written in our own words from the form, never
from a corpus's ticket; each withdrawn case was allowed on main (it failed first).

The twins stay allowed: the latest comment says the trouble goes on and asks for the money, or
says it is gone but still asks for the money."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

_LANGS = ("en", "de", "fr", "es", "it", "nl", "pl", "pt", "sv", "da", "nb", "fi", "ja", "ko", "zh",
          "tr", "ar", "ro")

# a trouble told, a question that asks nothing of the rules
_FIRST = {
    "en": "Hi, my cat won't touch the new food. Any advice?",
    "de": "Hallo, meine Katze rührt das neue Futter nicht an. Haben Sie einen Tipp?",
    "fr": "Bonjour, mon chat ne touche pas aux nouvelles croquettes. Un conseil ?",
    "es": "Hola, mi gato no prueba el pienso nuevo. ¿Algún consejo?",
    "it": "Ciao, il mio gatto non tocca le crocchette nuove. Qualche consiglio?",
    "nl": "Hoi, mijn kat raakt het nieuwe voer niet aan. Heeft u een tip?",
    "pl": "Cześć, mój kot nie tyka nowej karmy. Macie jakąś radę?",
    "pt": "Olá, o meu gato não toca na ração nova. Algum conselho?",
    "sv": "Hej, min katt rör inte det nya fodret. Har ni något tips?",
    "da": "Hej, min kat rører ikke det nye foder. Har I et godt råd?",
    "nb": "Hei, katten min rører ikke det nye fôret. Har dere et tips?",
    "fi": "Moi, kissani ei koske uuteen ruokaan. Onko vinkkejä?",
    "ja": "こんにちは。うちの猫が新しいフードを食べてくれません。何かアドバイスはありますか？",
    "ko": "안녕하세요, 고양이가 새 사료를 안 먹어요. 좋은 방법이 있을까요?",
    "zh": "你好，我家猫不肯吃新猫粮。有什么建议吗？",
    "tr": "Merhaba, kedim yeni mamaya hiç dokunmuyor. Bir öneriniz var mı?",
    "ar": "مرحبا، قطتي لا تقترب من الطعام الجديد. هل لديكم نصيحة؟",
    "ro": "Bună, pisica mea nu se atinge de mâncarea nouă. Aveți vreun sfat?",
}
# the agent's suggestion (no refund in it)
_TRY = {
    "en": "Try mixing it with the old food for a few days.",
    "de": "Mischen Sie es ein paar Tage mit dem alten Futter.",
    "fr": "Essayez de les mélanger avec les anciennes pendant quelques jours.",
    "es": "Pruebe a mezclarlo con el antiguo unos días.",
    "it": "Provi a mescolarle con quelle vecchie per qualche giorno.",
    "nl": "Probeer het een paar dagen met het oude voer te mengen.",
    "pl": "Proszę przez kilka dni mieszać ją ze starą karmą.",
    "pt": "Experimente misturar com a antiga durante uns dias.",
    "sv": "Prova att blanda det med det gamla fodret några dagar.",
    "da": "Prøv at blande det med det gamle foder i nogle dage.",
    "nb": "Prøv å blande det med det gamle fôret noen dager.",
    "fi": "Kokeile sekoittaa sitä vanhaan ruokaan muutaman päivän ajan.",
    "ja": "数日間、以前のフードと混ぜてみてください。",
    "ko": "며칠 동안 예전 사료와 섞어 주세요.",
    "zh": "可以先和旧猫粮混着喂几天。",
    "tr": "Birkaç gün eski mamayla karıştırmayı deneyin.",
    "ar": "جربي خلطه مع الطعام القديم لبضعة أيام.",
    "ro": "Încercați să o amestecați câteva zile cu cea veche.",
}
# the latest word: the trouble gone, the sending back not needed
_GONE = {
    "en": "Update: after mixing it she eats it now. No need to return it.",
    "de": "Update: Nach dem Mischen frisst sie es jetzt. Zurückschicken ist nicht nötig.",
    "fr": "Mise à jour : après le mélange, il mange maintenant. Pas besoin de le retourner.",
    "es": "Novedad: después de mezclarlo ahora come. No hace falta devolverla.",
    "it": "Aggiornamento: dopo averle mescolate adesso mangia. Non serve restituirlo.",
    "nl": "Update: na het mengen eet hij het nu. Retourneren is niet nodig.",
    "pl": "Aktualizacja: po zmieszaniu teraz zajada. Nie muszę go odsyłać.",
    "pt": "Novidade: depois de misturar agora come. Não é preciso devolver.",
    "sv": "Uppdatering: efter blandningen äter hon nu. Behöver inte returnera.",
    "da": "Opdatering: efter blandingen spiser den nu. Behøver ikke returnere.",
    "nb": "Oppdatering: etter blandingen spiser den nå. Trenger ikke returnere.",
    "fi": "Päivitys: sekoittamisen jälkeen se syö nyt. Palautusta ei tarvita.",
    "ja": "その後、混ぜたら今は普通に食べています。返品しなくて大丈夫です。",
    "ko": "섞어 주고 나니 이제 잘 먹어요. 반품할 필요 없어요.",
    "zh": "混着喂之后现在吃了。不需要退货。",
    "tr": "Güncelleme: karıştırdıktan sonra artık yiyor. İade etmeme gerek yok.",
    "ar": "تحديث: بعد الخلط صارت تاكل الان. لا حاجة للارجاع.",
    "ro": "Noutăți: după amestecare acum mănâncă. Nu mai trebuie să îl returnez.",
}
# the twins: the trouble goes on and the money is asked; the trouble gone, the money still asked
_STILL = {
    "en": "Even mixed she won't eat it. I'd like my money back.",
    "de": "Auch gemischt frisst sie es nicht. Ich möchte mein Geld zurück.",
    "fr": "Même mélangées, il n'y touche pas. Je veux être remboursé.",
    "es": "Ni mezclado lo come. Quiero un reembolso.",
    "it": "Neanche mescolate le mangia. Voglio un rimborso.",
    "nl": "Ook gemengd eet hij het niet. Ik wil mijn geld terug.",
    "pl": "Nawet zmieszanej nie je. Chcę zwrot pieniędzy.",
    "pt": "Nem misturada come. Quero um reembolso.",
    "sv": "Inte ens blandat äter hon det. Jag vill ha pengarna tillbaka.",
    "da": "Heller ikke blandet spiser den det. Jeg vil have pengene tilbage.",
    "nb": "Ikke engang blandet spiser den det. Jeg vil ha pengene tilbake.",
    "fi": "Ei syö sitä sekoitettunakaan. Haluan rahani takaisin.",
    "ja": "混ぜても食べません。返金してください。",
    "ko": "섞어도 안 먹어요. 환불해 주세요.",
    "zh": "混着也不吃。我要退款。",
    "tr": "Karıştırınca da yemiyor. Para iadesi istiyorum.",
    "ar": "حتى مع الخلط لا تاكله. أريد استرداد المال.",
    "ro": "Nici amestecată nu o mănâncă. Vreau banii înapoi.",
}
_STILL_MONEY = {
    "en": "She eats it now, but I'd still like my money back.",
    "de": "Jetzt frisst sie es, aber ich möchte trotzdem mein Geld zurück.",
    "fr": "Il mange maintenant, mais je veux quand même être remboursé.",
    "es": "Ahora ya come, pero aun así quiero un reembolso.",
    "it": "Adesso mangia, ma voglio comunque un rimborso.",
    "nl": "Nu eet hij het, maar ik wil toch mijn geld terug.",
    "pl": "Teraz zajada, ale i tak chcę zwrot pieniędzy.",
    "pt": "Agora já come, mas quero na mesma um reembolso.",
    "sv": "Nu äter hon, men jag vill ändå ha pengarna tillbaka.",
    "da": "Nu spiser den, men jeg vil stadig have pengene tilbage.",
    "nb": "Nå spiser den, men jeg vil fortsatt ha pengene tilbake.",
    "fi": "Nyt se syö, mutta haluan silti rahani takaisin.",
    "ja": "今は普通に食べていますが、やはり返金してください。",
    "ko": "이제 잘 먹는데 그래도 환불해 주세요.",
    "zh": "现在吃了，但我还是要退款。",
    "tr": "Artık yiyor ama yine de para iadesi istiyorum.",
    "ar": "صارت تاكل الان لكن أريد استرداد المال رغم ذلك.",
    "ro": "Acum mănâncă, dar tot vreau banii înapoi.",
}


def _paid() -> Order:
    return order(("Harbour Cat Food Adult 4 kg", 1, 3900))


@pytest.mark.parametrize("lang", _LANGS)
def test_the_trouble_gone_after_a_question_withdraws(lang):
    not_allowed(3900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _GONE[lang])


@pytest.mark.parametrize("lang", _LANGS)
def test_the_trouble_going_on_stays_asked(lang):
    allowed(3900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _STILL[lang])


@pytest.mark.parametrize("lang", _LANGS)
def test_the_trouble_gone_with_the_money_still_asked_stays_asked(lang):
    allowed(3900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _STILL_MONEY[lang])


# the twin of the return said not needed: the agent offers a share to keep the thing and the
# customer takes it, the sending back not needed because it is kept (nothing said to work now)
_FLAW = {
    "en": "The floor lamp has a scratch on the base.",
    "de": "Die Stehlampe hat einen Kratzer am Fuß.",
    "fr": "Le lampadaire a une rayure sur le pied.",
    "es": "La lámpara de pie tiene un arañazo en la base.",
    "it": "La lampada da terra ha un graffio sulla base.",
    "nl": "De staande lamp heeft een kras op de voet.",
    "pl": "Lampa stojąca ma rysę na podstawie.",
    "pt": "O candeeiro de pé tem um risco na base.",
    "sv": "Golvlampan har en repa på foten.",
    "da": "Gulvlampen har en ridse på foden.",
    "nb": "Gulvlampen har en ripe på foten.",
    "fi": "Lattiavalaisimen jalassa on naarmu.",
    "ja": "フロアランプの台座に傷があります。",
    "ko": "플로어 램프 받침에 긁힌 자국이 있어요.",
    "zh": "落地灯的底座有一道划痕。",
    "tr": "Lambader ayağında bir çizik var.",
    "ar": "مصباح الأرضية فيه خدش على القاعدة.",
    "ro": "Lampa de podea are o zgârietură pe bază.",
}
_KEEP_OFFER = {
    "en": "If you keep it we can refund 20 % of the lamp's price. Does that work for you?",
    "de": "Wenn Sie sie behalten, erstatten wir 20 % des Lampenpreises. Passt Ihnen das?",
    "fr": "Si vous le gardez, nous vous remboursons 20 % du prix du lampadaire. Cela vous convient ?",
    "es": "Si se la queda, le reembolsamos un 20 % del precio de la lámpara. ¿Le parece bien?",
    "it": "Se la tiene, le rimborsiamo il 20 % del prezzo della lampada. Le va bene?",
    "nl": "Als u hem houdt, betalen we 20 % van de prijs van de lamp terug. Is dat goed?",
    "pl": "Jeśli ją Pan zatrzyma, zwrócimy 20 % ceny lampy. Czy to odpowiada?",
    "pt": "Se ficar com ele, reembolsamos 20 % do preço do candeeiro. Está bem assim?",
    "sv": "Om du behåller den återbetalar vi 20 % av lampans pris. Passar det?",
    "da": "Hvis du beholder den, refunderer vi 20 % af lampens pris. Passer det?",
    "nb": "Hvis du beholder den, refunderer vi 20 % av lampens pris. Passer det?",
    "fi": "Jos pidät sen, hyvitämme 20 % valaisimen hinnasta. Sopiiko se?",
    "ja": "そのままお使いいただける場合、ランプ代金の20%を返金いたします。いかがでしょうか？",
    "ko": "그대로 사용하시면 램프 가격의 20%를 환불해 드립니다. 괜찮으신가요?",
    "zh": "如果您保留，我们退还灯价的20%。可以吗？",
    "tr": "Lambayı tutarsanız fiyatının %20'sini iade ederiz. Uygun mu?",
    "ar": "إذا احتفظت به نعيد لك 20 % من سعر المصباح. هل يناسبك ذلك؟",
    "ro": "Dacă o păstrați, vă rambursăm 20 % din prețul lămpii. Vă convine?",
}
_TAKEN = {
    "en": "OK, the 20 % is fine, no need to return it then.",
    "de": "Okay, die 20 % passen, zurückschicken ist dann nicht nötig.",
    "fr": "D'accord pour les 20 %, pas besoin de le retourner alors.",
    "es": "Vale, ok con el 20 %, así no hace falta devolverla.",
    "it": "Va bene il 20 %, così non serve restituirla.",
    "nl": "Prima, die 20 % is goed, dan is terugsturen niet nodig.",
    "pl": "Dobrze, 20 % mi pasuje, nie muszę jej odsyłać.",
    "pt": "Está bem, os 20 % servem, assim não é preciso devolver.",
    "sv": "Okej, 20 % går bra, då behöver jag inte returnera den.",
    "da": "Okay, 20 % er fint, så behøver jeg ikke returnere den.",
    "nb": "Ok, 20 % er greit, da trenger jeg ikke returnere den.",
    "fi": "Selvä, 20 % käy, joten palautusta ei tarvita.",
    "ja": "20%で大丈夫です。返品しなくて大丈夫です。",
    "ko": "20%로 괜찮아요. 반품할 필요 없어요.",
    "zh": "20%可以，那就不用退货了。",
    "tr": "Tamam, %20 uygun, iade etmeme gerek yok o zaman.",
    "ar": "حسنا، 20 % مناسبة، فلا حاجة لإرجاعه.",
    "ro": "Bine, 20 % e în regulă, nu mai trebuie să o returnez.",
}


def _lamp() -> Order:
    return order(("Nordlys Floor Lamp Oak", 1, 12000), ("LED Bulb E27", 2, 600))


# (Arabic: the agent's offer is sent to a person on main already, for another reason)
@pytest.mark.parametrize("lang", [code for code in _LANGS if code != "ar"])
def test_the_return_not_needed_as_an_offer_taken_stays_allowed(lang):
    allowed(2400, _lamp(), _FLAW[lang], ("agent", _KEEP_OFFER[lang]), _TAKEN[lang])
