"""The fourteenth round's grounded units, shares and lines (AC and AD, the refunds the rules sent
to a person as found), in our own words: each form in every covered language, beside the
contrasts that must stay asked (the whole line for some units, a share of the other line, the
money declined)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- units: the whole counted first, some "of them" said after ---------------------------------
# ("I bought six glasses and three of them ..."): the count binds to the line of six, whether or
# not the rules know the words of the fault

_GLASSES = order(("Crystal Wine Glass 45 cl, set piece", 6, 1490), ("Linen Napkin, natural", 4, 900),
                 ship=590, currency="eur")

OF_THEM = [
    ("en", "I bought six wine glasses and in three of them there's a crack near the stem. I'd like a "
           "refund for these three."),
    ("de", "Ich habe sechs Weingläser bestellt, und bei dreien davon ist der Stiel gesprungen. Bitte "
           "erstatten Sie mir diese drei."),
    ("fr", "J'ai commandé six verres à vin et trois d'entre eux ont une fêlure au pied. Merci de me "
           "rembourser ces trois verres."),
    ("es", "Pedí seis copas de vino y tres de ellas tienen una grieta en el tallo. Quiero que me "
           "reembolséis esas tres."),
    ("it", "Ho ordinato sei calici e tre di questi hanno una crepa sullo stelo. Chiedo il rimborso di "
           "quei tre."),
    ("pt", "Comprei seis copos de vinho e três deles vieram com uma rachadura na haste. Quero o "
           "reembolso desses três."),
    ("nl", "Ik heb zes wijnglazen besteld en drie daarvan hebben een barst in de steel. Graag een "
           "terugbetaling voor die drie."),
    ("sv", "Jag beställde sex vinglas och tre av dem har en spricka vid foten. Jag vill ha "
           "återbetalning för de tre."),
    ("da", "Jeg bestilte seks vinglas, og tre af dem har en revne ved stilken. Jeg ønsker pengene for "
           "de tre."),
    ("nb", "Jeg bestilte seks vinglass, og tre av dem har en sprekk ved stetten. Jeg ønsker pengene "
           "for de tre."),
    ("fi", "Tilasin kuusi viinilasia ja kolmessa niistä jalka heiluu irti. Pyydän hyvitystä näistä "
           "kolmesta."),
    ("pl", "Zamówiłam sześć kieliszków do wina i trzy z nich mają pęknięcie przy nóżce. Proszę o zwrot "
           "za te trzy."),
    ("ro", "Am comandat șase pahare de vin și trei dintre ele au o fisură la picior. Vă rog să-mi "
           "rambursați cele trei."),
    ("ja", "ワイングラスを6個注文しましたが、そのうち3個の脚にひびが入っていました。その3個分を返金してください。"),
    ("ko", "와인잔 여섯 개를 주문했는데 그중 세 개의 다리에 금이 가 있었어요. 그 세 개 값을 환불해 주세요."),
    ("zh", "我买了六个红酒杯，其中三个杯脚有裂纹。请退还这三个的钱。"),
    ("tr", "Altı şarap kadehi sipariş ettim, üçünün ayağında çatlak var. Bu üçünün ücretini iade edin "
           "lütfen."),
    ("ar", "طلبت ستة كؤوس نبيذ وثلاثة منها فيها شرخ عند الساق. أريد استرداد ثمن هذه الثلاثة."),
]


@pytest.mark.parametrize(("lang", "said"), OF_THEM)
def test_some_of_them_after_the_whole_grounds_those_units(lang: str, said: str) -> None:
    allowed(3 * 1490, _GLASSES, said, subject="Glasses")


@pytest.mark.parametrize(("lang", "said"), OF_THEM)
def test_some_of_them_never_grounds_the_whole_line(lang: str, said: str) -> None:
    not_allowed(6 * 1490, _GLASSES, said, subject="Glasses")


# -- the money wished for the units ("I want the money for the two") ----------------------------

MONEY_FOR = [
    ("en", "Two of the six wine glasses were cracked on arrival. I want the money for the two."),
    ("de", "Zwei der sechs Weingläser kamen gesprungen an. Ich will das Geld für die zwei."),
    ("fr", "Deux des six verres à vin sont arrivés fêlés. Je veux l'argent des deux."),
    ("es", "Dos de las seis copas llegaron rajadas. Quiero el dinero de las dos."),
    ("it", "Due dei sei calici sono arrivati incrinati. Voglio i soldi dei due."),
    ("pt", "Dois dos seis copos chegaram rachados. Quero o dinheiro dos dois."),
    ("nl", "Twee van de zes wijnglazen kwamen gebarsten aan. Ik wil het geld voor die twee."),
    ("sv", "Två av de sex vinglasen kom spruckna. Jag önskar pengarna för de två."),
    ("da", "To af de seks vinglas kom revnede. Jeg ønsker pengene for de to."),
    ("nb", "To av de seks vinglassene kom sprukne. Jeg ønsker pengene for de to."),
    ("fi", "Kuudesta viinilasista kaksi tuli haljenneina. Haluan rahat niistä kahdesta."),
    ("pl", "Dwa z sześciu kieliszków przyszły pęknięte. Chcę pieniądze za te dwa."),
    ("ro", "Două din cele șase pahare au venit crăpate. Vreau banii pe cele două."),
    ("ja", "ワイングラス6個のうち2個が割れて届きました。2個分のお金を返してほしいです。"),
    ("ko", "와인잔 6개 중 2개가 깨져서 왔어요. 2개 값은 돌려받고 싶어요."),
    ("zh", "六个红酒杯里有两个到货就裂了。那两个的钱我要回来。"),
    ("tr", "Altı kadehin ikisi çatlak geldi. İkisinin parasını istiyorum."),
    ("ar", "اثنان من أصل ستة كؤوس وصلا مشروخين. أريد فلوس الاثنين."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_FOR)
def test_the_money_wished_for_some_units_grounds_them(lang: str, said: str) -> None:
    allowed(2 * 1490, _GLASSES, said, subject="Glasses")
    not_allowed(6 * 1490, _GLASSES, said, subject="Glasses")


@pytest.mark.parametrize("said", [
    "To af de seks vinglas kom revnede. Jeg ønsker ikke pengene, send to nye.",
    "To av de seks vinglassene kom sprukne. Jeg ønsker ikke pengene tilbake, bare nye glass.",
    "Två av de sex vinglasen kom spruckna. Jag önskar inte pengarna, skicka nya i stället.",
])
def test_the_money_not_wished_stays_asked(said: str) -> None:
    not_allowed(2 * 1490, _GLASSES, said, subject="Glasses")


# -- another remedy said not needed: the refund stands ("no need to replace them") -------------

_BOWLS = order(("Hasami Porcelain Bowl 13 cm, gloss grey", 4, 2200), ("Bamboo Tray, large", 1, 3400),
               currency="eur")

NO_REPLACEMENT = [
    ("en", "Two of the four bowls arrived in pieces. Please refund the two bowls. No need to send "
           "replacements, thanks."),
    ("de", "Zwei der vier Schalen kamen zerbrochen an. Bitte erstatten Sie die zwei Schalen. Ersatz "
           "brauche ich keinen, danke."),
    ("fr", "Deux des quatre bols sont arrivés cassés. Pouvez-vous me rembourser les deux bols ? "
           "Inutile de me les remplacer, merci."),
    ("fr", "Deux des quatre bols sont arrivés fendus. Remboursez-moi ces deux-là. Pas besoin de les "
           "échanger."),
    ("es", "Dos de los cuatro cuencos llegaron rotos. Devolvedme el dinero de los dos cuencos. No hace "
           "falta que los reemplacéis, gracias."),
    ("it", "Due delle quattro ciotole sono arrivate rotte. Rimborsatemi le due ciotole. Non serve "
           "sostituirle, grazie."),
    ("pt", "Duas das quatro tigelas chegaram partidas. Reembolsem-me as duas tigelas. Não é preciso "
           "substituí-las, obrigada."),
    ("nl", "Twee van de vier kommen kwamen kapot aan. Graag het geld terug voor de twee kommen. "
           "Vervangen hoeft niet, dank je."),
    ("sv", "Två av de fyra skålarna kom trasiga. Jag vill ha pengarna tillbaka för de två skålarna. "
           "Ni behöver inte skicka nya, tack."),
    ("da", "To af de fire skåle kom i stykker. Jeg vil gerne have pengene tilbage for de to skåle. I "
           "behøver ikke at erstatte dem, tak."),
    ("nb", "To av de fire skålene kom knust. Jeg vil ha pengene tilbake for de to skålene. Dere "
           "trenger ikke å sende nye, takk."),
    ("fi", "Neljästä kulhosta kaksi tuli rikki. Pyydän hyvitystä kahdesta kulhosta. Uusia ei tarvitse "
           "lähettää, kiitos."),
    ("pl", "Dwie z czterech misek przyszły rozbite. Proszę o zwrot pieniędzy za dwie miski. Nie trzeba "
           "ich wymieniać, dziękuję."),
    ("ro", "Două din cele patru boluri au venit sparte. Vă rog să-mi rambursați cele două boluri. Nu e "
           "nevoie să le înlocuiți, mersi."),
    ("ja", "ボウル4個のうち2個が割れて届きました。2個分を返金してください。交換は不要です。"),
    ("ko", "그릇 4개 중 2개가 깨져서 왔어요. 2개 값을 환불해 주세요. 교환은 필요 없어요."),
    ("zh", "四个碗里有两个碎了。请退还两个碗的钱。不用换新的，谢谢。"),
    ("tr", "Dört kaseden ikisi kırık geldi. İki kasenin parasını iade edin lütfen. Değişime gerek yok, "
           "teşekkürler."),
    ("ar", "اثنان من أصل أربعة أوعية وصلت مكسورة. أرجو استرداد ثمن الوعاءين. لا داعي للاستبدال، شكرا."),
]


@pytest.mark.parametrize(("lang", "said"), NO_REPLACEMENT)
def test_another_remedy_said_not_needed_leaves_the_refund(lang: str, said: str) -> None:
    allowed(2 * 2200, _BOWLS, said, subject="Bowls")


@pytest.mark.parametrize("said", [
    "Deux des quatre bols sont arrivés cassés. Inutile de me rembourser, je préfère un échange.",
    "Deux des quatre bols sont arrivés cassés. Pas besoin de me rembourser, envoyez-moi plutôt deux "
    "bols neufs.",
    "Două din cele patru boluri au venit sparte. Nu e nevoie să-mi dați banii înapoi, vreau altele "
    "noi.",
    "Două din cele patru boluri au venit sparte. Prefer să le înlocuiți.",
])
def test_the_money_said_not_needed_stays_declined(said: str) -> None:
    not_allowed(2 * 2200, _BOWLS, said, subject="Bowls")


# -- a line and its shipping, the shipping asked with a "please" and no verb ------------------

_MAT = order(("Jute Runner Rug 70x200", 1, 6900), ("Wool Doormat 50x80", 1, 2900), ship=650,
             currency="eur")

SHIPPING_PLEASE = [
    ("en", "The doormat sheds fibres everywhere, so I've sent it back. Please refund it. And the "
           "shipping too, please."),
    ("de", "Die Fußmatte haart ohne Ende, ich habe sie zurückgeschickt. Bitte erstatten Sie sie. Und "
           "das Porto bitte auch."),
    ("fr", "Le paillasson perd ses fibres partout, je l'ai renvoyé. Remboursez-le svp. Et les frais de "
           "port aussi, s'il vous plaît."),
    ("es", "El felpudo suelta fibras por todas partes, lo he devuelto. Reembolsadlo, por favor. Y los "
           "gastos de envío también, por favor."),
    ("it", "Lo zerbino perde fibre ovunque, l'ho rispedito. Rimborsatelo per favore. E anche le spese "
           "di spedizione, per favore."),
    ("pt", "O capacho larga fibras por todo o lado, já o devolvi. Reembolsem-no, por favor. E os "
           "portes também, por favor."),
    ("nl", "De deurmat verliest overal vezels, ik heb hem teruggestuurd. Graag terugbetalen. En de "
           "verzendkosten ook graag."),
    ("sv", "Dörrmattan fäller fibrer överallt, jag har skickat tillbaka den. Återbetala den tack. Och "
           "frakten också, tack."),
    ("da", "Dørmåtten fælder fibre overalt, jeg har sendt den retur. Refunder den venligst. Og "
           "fragten også, tak."),
    ("nb", "Dørmatta røyter fibre overalt, jeg har sendt den tilbake. Refunder den, takk. Og frakten "
           "også, takk."),
    ("fi", "Ovimatto karvaa kuituja joka paikkaan, palautin sen. Hyvittäkää se. Ja postikulut myös, "
           "kiitos."),
    ("pl", "Wycieraczka gubi włókna wszędzie, odesłałam ją. Proszę o zwrot pieniędzy. I koszty "
           "wysyłki też, proszę."),
    ("ro", "Preșul lasă fibre peste tot, l-am trimis înapoi. Vă rog să-l rambursați. Și transportul, "
           "vă rog."),
    ("ja", "玄関マットの繊維が抜けまくるので返品しました。返金してください。送料もお願いします。"),
    ("ko", "현관 매트에서 털이 계속 빠져서 반품했어요. 환불해 주세요. 배송비도 부탁드려요."),
    ("zh", "门垫一直掉毛，我已经退回去了。请退款。运费也请一起退。"),
    ("tr", "Paspas her yere lif döküyor, geri gönderdim. Lütfen iade edin. Kargo ücretini de lütfen."),
    ("ar", "ممسحة الباب تتساقط أليافها في كل مكان، وأرجعتها. أرجو استرداد ثمنها. والشحن أيضا من فضلك."),
]


@pytest.mark.parametrize(("lang", "said"), SHIPPING_PLEASE)
def test_a_line_and_its_shipping_asked_with_a_please(lang: str, said: str) -> None:
    allowed(2900 + 650, _MAT, said, subject="Doormat")


@pytest.mark.parametrize("said", [
    "The doormat sheds fibres. Could you send me a new one? Express shipping please.",
    "Die Fußmatte haart. Schicken Sie mir bitte eine neue. Mit Expressversand bitte.",
    "Le paillasson perd ses fibres. Envoyez-m'en un autre. En livraison express, svp.",
    "Dörrmattan fäller. Skicka en ny, tack. Med expressfrakt, tack.",
    "Refund the doormat please, I sent it back. The shipping was fine, no need to refund it.",
])
def test_the_shipping_with_a_please_but_no_money_asked_stays_asked(said: str) -> None:
    not_allowed(2900 + 650, _MAT, said, subject="Doormat")


# -- a share an agent offers of one item, taken up -----------------------------------------------

_PERFUME = order(("Maison Lune Eau de Parfum 100ml", 1, 42000), ("Travel Atomiser Set", 1, 6000),
                 currency="sar")


@pytest.mark.parametrize("offer", [
    "نعتذر جدا. نقدر نعوضك بخصم ٢٠٪ من سعر العطر، يناسبك؟",
    "آسفين على ذلك. نعوضك بتخفيض ٢٠٪ من سعر العطر إذا احتفظت به.",
])
def test_a_share_of_one_item_offered_in_arabic_and_accepted(offer: str) -> None:
    said = ("غطاء زجاجة العطر وصل مكسور.", ("agent", offer), "تمام، موافقة على ٢٠٪")
    allowed(8400, _PERFUME, *said, subject="العطر")
    not_allowed(9600, _PERFUME, *said, subject="العطر")  # of the whole payment
    not_allowed(1200, _PERFUME, *said, subject="العطر")  # of the other line


# -- a Korean title word is a compound whose head names the kind ("롱코트": a coat) ---------------

_COAT = order(("SOLEN 울 캐시미어 롱코트 차콜 L", 1, 248000), ("SOLEN 가죽 장갑", 1, 39000), currency="krw")


@pytest.mark.parametrize("said", [
    ("코트 소매에 올이 풀려 있었어요.", ("agent", "코트 가격의 30%를 부분 환불해 드려도 될까요?"),
     "네, 코트 30% 환불로 해주세요."),
    ("코트 안감이 찢어져 왔어요. 코트 값의 절반만 돌려주시면 그냥 입을게요.",),
])
def test_a_share_of_a_coat_whose_title_writes_a_compound(said: tuple[str, ...]) -> None:
    share = 248000 * 3 // 10 if len(said) > 1 else 248000 // 2
    allowed(share, _COAT, *said, subject="코트")
    not_allowed(share + 39000, _COAT, *said, subject="코트")


# -- a share of one line: an agent's offer taken up in a short yes, or said by the customer ------

_SOFA = order(("Nordvik 3-Seater Sofa, oat boucle", 1, 89900), ("Wool Throw Blanket 130x170", 1, 7900),
              currency="eur")

SHARE_OFFERED = {
    "en": ("The sofa's seat cushion has a seam coming open.",
           "Sorry! We could refund 20% of the sofa's price and you keep it, would that suit you?",
           "Yes, 20% is fine, thanks."),
    "de": ("Am Sitzkissen des Sofas geht eine Naht auf.",
           "Das tut uns leid! Wir könnten Ihnen 20 % des Sofapreises erstatten, Sie behalten es. Passt das?",
           "Ja, mit 20 % bin ich einverstanden."),
    "fr": ("La couture du coussin du canapé s'ouvre.",
           "Désolés ! Nous pouvons vous rembourser 20 % du prix du canapé, vous le gardez. Ça vous va ?",
           "Oui, 20 % me convient."),
    "es": ("La costura del cojín del sofá se está abriendo.",
           "¡Lo sentimos! Podemos devolverte el 20 % del precio del sofá y te lo quedas. ¿Te parece?",
           "Sí, el 20 % me vale."),
    "it": ("La cucitura del cuscino del divano si sta aprendo.",
           "Ci dispiace! Possiamo rimborsarti il 20% del prezzo del divano e lo tieni. Va bene?",
           "Sì, il 20% va bene."),
    "pt": ("A costura da almofada do sofá está a abrir.",
           "Lamentamos! Podemos reembolsar 20% do preço do sofá e fica com ele. Serve?",
           "Sim, 20% está ótimo."),
    "nl": ("De naad van het zitkussen van de bank laat los.",
           "Sorry! We kunnen 20% van de prijs van de bank terugbetalen en u houdt hem. Is dat goed?",
           "Ja, akkoord met 20%."),
    "sv": ("Sömmen på soffans sittdyna går upp.",
           "Förlåt! Vi kan återbetala 20 % av soffans pris och du behåller den. Passar det?",
           "Ja, 20 % låter bra."),
    "da": ("Sømmen på sofaens hynde går op.",
           "Undskyld! Vi kan refundere 20 % af sofaens pris, og du beholder den. Passer det?",
           "Ja, 20 % er fint."),
    "nb": ("Sømmen på sofaputen går opp.",
           "Beklager! Vi kan refundere 20 % av prisen på sofaen, og du beholder den. Passer det?",
           "Ja, 20 % høres bra ut."),
    "fi": ("Sohvan istuintyynyn sauma aukeaa.",
           "Pahoittelemme! Voimme hyvittää 20 % sohvan hinnasta ja saat pitää sen. Sopiiko?",
           "Kyllä, 20 % käy."),
    "pl": ("Szew na poduszce sofy się pruje.",
           "Przepraszamy! Możemy zwrócić 20% ceny sofy, a sofa zostaje u Pani. Pasuje?",
           "Tak, 20% mi odpowiada."),
    "ro": ("Cusătura pernei canapelei se desface.",
           "Ne pare rău! Vă putem rambursa 20% din prețul canapelei și o păstrați. Vă convine?",
           "Da, 20% e în regulă."),
    "ja": ("ソファの座面クッションの縫い目がほつれています。",
           "申し訳ございません。ソファ代金の20%を返金し、そのままお使いいただく形でいかがでしょうか。",
           "はい、20%で大丈夫です。"),
    "ko": ("소파 방석 솔기가 터졌어요.",
           "죄송합니다. 소파 가격의 20%를 환불해 드리고 그대로 사용하시는 건 어떠세요?",
           "네, 20%로 해주세요."),
    "zh": ("沙发坐垫的缝线开了。",
           "非常抱歉！我们可以退还沙发价格的20%，沙发您留着，可以吗？",
           "好的，20%可以。"),
    "tr": ("Kanepenin oturma minderinin dikişi açılıyor.",
           "Özür dileriz! Kanepe fiyatının %20'sini iade edebiliriz, kanepe sizde kalır. Uygun mu?",
           "Evet, %20 olur."),
    "ar": ("خياطة وسادة الكنبة بدأت تنفتح.",
           "نعتذر! نقدر نرجع لك ٢٠٪ من سعر الكنبة وتحتفظ بها، يناسبك؟",
           "تمام، موافق على ٢٠٪."),
}


@pytest.mark.parametrize("lang", sorted(SHARE_OFFERED))
def test_a_share_of_one_line_offered_and_taken_up(lang: str) -> None:
    complaint, offer, yes = SHARE_OFFERED[lang]
    said = (complaint, ("agent", offer), yes)
    allowed(17980, _SOFA, *said, subject="Sofa")
    not_allowed(19560, _SOFA, *said, subject="Sofa")  # of the whole payment
    not_allowed(1580, _SOFA, *said, subject="Sofa")  # of the other line


_LAMP = order(("Arcadia Brass Floor Lamp 160 cm", 1, 24000), ("E27 LED Bulb 3-pack", 1, 1800),
              currency="eur")

HALF_OF_A_LINE = [
    ("en", "The floor lamp's shade is dented but it works. I'll keep it if you refund half of what the lamp cost."),
    ("de", "Der Schirm der Stehlampe hat eine Delle, sie funktioniert aber. Ich behalte sie, wenn Sie mir die Hälfte "
           "des Lampenpreises erstatten."),
    ("fr", "L'abat-jour du lampadaire est cabossé mais il marche. Je le garde si vous me remboursez la moitié du prix"
           " du lampadaire."),
    ("es", "La pantalla de la lámpara de pie está abollada, pero funciona. Me la quedo si me devolvéis la mitad de lo"
           " que costó la lámpara."),
    ("it", "Il paralume della lampada da terra è ammaccato ma funziona. La tengo se mi rimborsate metà del prezzo "
           "della lampada."),
    ("pt", "O abajur do candeeiro de pé está amolgado, mas funciona. Fico com ele se me devolverem metade do preço do"
           " candeeiro."),
    ("nl", "De kap van de staande lamp heeft een deuk, maar hij werkt. Ik houd hem als jullie de helft van de prijs "
           "van de lamp terugbetalen."),
    ("sv", "Skärmen på golvlampan har en buckla men den fungerar. Jag behåller den om ni betalar tillbaka halva "
           "priset för lampan."),
    ("da", "Skærmen på standerlampen har en bule, men den virker. Jeg beholder den, hvis I refunderer halvdelen af "
           "lampens pris."),
    ("nb", "Skjermen på gulvlampen har en bulk, men den virker. Jeg beholder den hvis dere refunderer halvparten av "
           "prisen på lampen."),
    ("fi", "Lattiavalaisimen varjostimessa on lommo, mutta se toimii. Pidän sen, jos hyvitätte puolet lampun "
           "hinnasta."),
    ("pl", "Klosz lampy podłogowej jest wgnieciony, ale działa. Zatrzymam ją, jeśli zwrócicie mi połowę ceny lampy."),
    ("ro", "Abajurul lămpii de podea e îndoit, dar funcționează. O păstrez dacă îmi rambursați jumătate din prețul "
           "lămpii."),
    ("ja", "フロアランプのシェードがへこんでいますが点きます。ランプ代金の半額を返金してもらえればこのまま使います。"),
    ("ko", "플로어 램프 갓이 찌그러졌지만 작동은 해요. 램프 가격의 절반을 환불해 주시면 그냥 쓸게요."),
    ("zh", "落地灯的灯罩凹了，但还能用。退我落地灯价格的一半，我就留着。"),
    ("tr", "Lambader başlığı ezik ama çalışıyor. Lambanın fiyatının yarısını iade ederseniz tutarım."),
    ("ar", "غطاء المصباح الأرضي فيه انبعاج لكنه يعمل. سأحتفظ به إذا أعدتم لي نصف ثمن المصباح."),
]


@pytest.mark.parametrize(("lang", "said"), HALF_OF_A_LINE)
def test_half_of_one_line_said_by_the_customer(lang: str, said: str) -> None:
    # (Turkish: "tutarım", I'd keep it, is no amount: the share is not of the order)
    allowed(12000, _LAMP, said, subject="Lamp")
    not_allowed(12900, _LAMP, said, subject="Lamp")  # half of the whole payment


# -- lines named together, a two-word title written as one loanword ("Cushion Cover",
# "クッションカバー", "쿠션 커버를") ------------------------------------------------------------

_HOME = order(("Velvet Cushion Cover 45x45, rust", 1, 2400), ("Ceramic Table Lamp 'Orla', white", 1, 6900),
              ("Cotton Bath Towel 70x140, sand", 1, 1900), ship=495, currency="eur")

LOANWORD_LINES = [
    ("ja", "クッションカバーのファスナーが壊れていて、ランプもちらつきます。タオルは問題ありません。"
           "クッションカバーとランプを返金してください。"),
    ("ja", "届いたクッション カバーは縫い目がほつれ、ランプは点きませんでした。タオルは気に入っています。"
           "クッション カバーとランプの代金を返してください。"),
    ("ko", "쿠션 커버 지퍼가 고장 났고 램프가 깜빡거려요. 수건은 괜찮아요. 쿠션 커버와 램프를 환불해 주세요."),
    ("ko", "쿠션커버는 솔기가 터졌고 램프는 켜지지 않아요. 수건은 마음에 들어요. 쿠션커버랑 램프 값 돌려주세요."),
]


@pytest.mark.parametrize(("lang", "said"), LOANWORD_LINES)
def test_two_lines_named_one_in_a_two_word_loanword(lang: str, said: str) -> None:
    allowed(2400 + 6900, _HOME, said, subject="Cover and lamp")
    not_allowed(2400 + 6900 + 1900, _HOME, said, subject="Cover and lamp")  # the towel kept
    not_allowed(6900 + 1900, _HOME, said, subject="Cover and lamp")
