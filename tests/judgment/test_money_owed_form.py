"""Money asked without a word for a refund (issue 39, the grounded side): the customer says what
the shop owes them, what they get or want, what is to be corrected, or how much they are short,
of a price difference ("you owe me the 20 €", "do I get the difference?", "I want my 20 €",
"please correct the amount", "I'm 20 € short") or of the shipping ("you owe me the express
fee", "you'll give that back, right?" right after the late express). Written in our own words,
in the 18 covered languages, from the classes' definitions (grounded_difference,
grounded_shipping), never from a ticket.

The contrasts stay with a person: the same figures with a complaint only, the money declined,
the difference to another shop's price (a price match a person grants), and a question about
when the delivery comes, where the shipping is proposed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

COAT = ("Coat Mantel manteau abrigo cappotto casaco jas kappa frakke kåpe takki płaszcz palton mont "
        "コート 코트 大衣 معطف")


def _paid(ship: int = 0):
    return order((COAT, 1, 8900), ("Scarf", 1, 1500), ship=ship, currency="eur")


# paid 89 € for the coat, its price now (or the price shown) 69 €: the 20 € asked in other words
DIFFERENCE_OWED = [
    # what the shop owes, what is due
    "I bought the coat for 89 € and two days later it was 69 €. So you owe me 20 €.",
    "Den Mantel habe ich für 89 € gekauft, zwei Tage später kostete er 69 €. Sie schulden mir also 20 €.",
    "Compré el abrigo por 89 € y a los dos días costaba 69 €. Me debéis 20 €.",
    "Comprei o casaco por 89 € e dois dias depois estava a 69 €. Devem-me 20 €.",
    "Ik kocht de jas voor 89 € en twee dagen later kostte hij 69 €. Jullie zijn me dus 20 € schuldig.",
    "Jag köpte kappan för 89 € och två dagar senare kostade den 69 €. Ni är skyldiga mig 20 €.",
    "Jeg købte frakken til 89 € og to dage efter kostede den 69 €. I skylder mig altså 20 €.",
    "Jeg kjøpte kåpen for 89 € og to dager etter kostet den 69 €. Dere skylder meg altså 20 €.",
    "Ostin takin 89 eurolla ja kaksi päivää myöhemmin se maksoi 69 euroa. Olette siis minulle velkaa 20 euroa.",
    "Kupiłam płaszcz za 89 €, a dwa dni później kosztował 69 €. Jesteście mi więc winni 20 €.",
    "Am cumpărat paltonul cu 89 € și după două zile costa 69 €. Deci îmi datorați 20 €.",
    "Montu 89 €'ya aldım, iki gün sonra 69 € oldu. Yani bana 20 € borçlusunuz.",
    "Montu 89 €'ya aldım, iki gün sonra 69 € oldu. Sizden 20 € alacağım var.",
    "我89欧元买的大衣，两天后就降到69欧元了。你们欠我20欧元。",
    "اشتريت المعطف بـ 89 يورو وبعد يومين صار سعره 69 يورو. يعني تدينون لي بـ 20 يورو.",
    # what they get, as a question or as their due
    "The coat is 69 € now and I paid 89 €. Under your price promise I get the difference, right?",
    "Der Mantel kostet jetzt 69 €, ich habe 89 € bezahlt. Laut Preisgarantie kriege ich doch die Differenz, oder?",
    "Le manteau est à 69 € maintenant, je l'ai payé 89 €. Je peux récupérer la différence ?",
    "El abrigo está ahora a 69 € y yo pagué 89 €. Con la garantía de precio me toca la diferencia, ¿verdad?",
    "Il cappotto adesso costa 69 €, io l'ho pagato 89 €. Posso avere la differenza?",
    "O casaco agora custa 69 € e eu paguei 89 €. Pela garantia de preço recebo a diferença, certo?",
    "De jas kost nu 69 €, ik heb 89 € betaald. Met jullie prijsgarantie krijg ik het verschil toch?",
    "Kappan kostar nu 69 €, jag betalade 89 €. Enligt prisgarantin får jag väl mellanskillnaden?",
    "Frakken koster nu 69 €, jeg betalte 89 €. Med jeres prisgaranti får jeg vel forskellen?",
    "Kåpen koster nå 69 €, jeg betalte 89 €. Med prisgarantien får jeg vel differansen?",
    "Takki maksaa nyt 69 euroa, maksoin 89 euroa. Hintatakuun mukaan saan kai erotuksen?",
    "Płaszcz kosztuje teraz 69 €, zapłaciłam 89 €. Zgodnie z gwarancją ceny należy mi się różnica, prawda?",
    "Paltonul costă acum 69 €, eu am plătit 89 €. Conform garanției de preț primesc diferența, nu?",
    "Mont şimdi 69 €, ben 89 € ödedim. Fiyat garantisine göre farkı alabilir miyim?",
    "コートは今69ユーロで、私は89ユーロ払いました。価格保証で差額はもらえますよね？",
    "지금 코트가 69유로인데 저는 89유로 냈어요. 가격 보장으로 차액 받을 수 있죠?",
    "大衣现在69欧元，我付了89欧元。按价格保护，我能拿到差价吧？",
    "المعطف الآن بـ 69 يورو وأنا دفعت 89 يورو. حسب ضمان السعر يحق لي الفرق، صح؟",
    # the sum they want
    "The page showed 69 € for the coat and my card was charged 89 €. I'd like those 20 €.",
    "Im Shop stand der Mantel mit 69 €, abgebucht wurden 89 €. Ich will meine 20 € haben.",
    "Le manteau affichait 69 € et on m'a débité 89 €. Je veux mes 20 €.",
    "La web ponía 69 € y me cobrasteis 89 € por el abrigo. Quiero mis 20 €.",
    "Sul sito il cappotto era a 69 € e me ne avete addebitati 89 €. Voglio i miei 20 €.",
    "No site o casaco estava a 69 € e cobraram-me 89 €. Quero os meus 20 €.",
    "Op de site stond de jas voor 69 € en er is 89 € afgeschreven. Ik wil mijn 20 €.",
    "På sajten stod kappan för 69 € men jag drogs 89 €. Jag vill ha mina 20 €.",
    "På siden stod frakken til 69 €, men jeg blev trukket 89 €. Jeg vil have mine 20 €.",
    "På nettsiden sto kåpen til 69 €, men jeg ble trukket 89 €. Jeg vil ha mine 20 €.",
    "Sivulla takki oli 69 euroa, mutta minulta veloitettiin 89 euroa. Haluan ne 20 euroa.",
    "Na stronie płaszcz był za 69 €, a pobrano 89 €. Chcę moje 20 €.",
    "Pe site paltonul era 69 € și mi s-au luat 89 €. Vreau cei 20 €.",
    "Sitede mont 69 € görünüyordu, benden 89 € çekildi. O 20 €'yu istiyorum.",
    "サイトでは69ユーロと表示されていたのに、89ユーロ請求されました。差額の20ユーロを請求します。",
    "사이트에는 69유로였는데 89유로가 결제됐어요. 차액 20유로 주세요.",
    "网页上写69欧元，却扣了我89欧元。多扣的20欧元给我。",
    # the amount to be corrected
    "The coat was listed at 69 € and I was charged 89 €. Please correct the charge.",
    "Im Shop stand der Mantel mit 69 €, abgebucht wurden 89 €. Bitte korrigieren Sie den Betrag.",
    "La fiche indiquait 69 € pour le manteau, j'ai payé 89 €. Merci de corriger le montant.",
    "El abrigo salía a 69 € en la web pero me cobraron 89 €. Por favor, corregid el importe.",
    "Il cappotto era indicato a 69 €, mi avete addebitato 89 €. Per favore correggete l'importo.",
    "O casaco aparecia a 69 € e foram cobrados 89 €. Por favor, corrijam o valor.",
    "De jas stond voor 69 € op de site, ik heb 89 € betaald. Graag het bedrag corrigeren.",
    "Kappan stod för 69 € men ni tog 89 €. Rätta till beloppet, tack.",
    "Frakken stod til 69 €, I trak 89 €. Ret venligst beløbet.",
    "Kåpen sto til 69 €, dere trakk 89 €. Vennligst rett opp beløpet.",
    "Takin hinta oli 69 euroa, veloititte 89 euroa. Korjatkaa summa, kiitos.",
    "Płaszcz był wyceniony na 69 €, pobraliście 89 €. Proszę skorygować kwotę.",
    "Paltonul era afișat la 69 €, mi-ați încasat 89 €. Vă rog să corectați suma.",
    "Mont 69 € yazıyordu ama 89 € çekildi. Lütfen tutarı düzeltin.",
    "69ユーロの表示だったのに89ユーロ引き落とされています。金額を訂正してください。",
    "사이트에는 69유로였는데 89유로가 결제됐어요. 금액 정정 부탁드려요.",
    "网页上写69欧元，却扣了我89欧元。请更正金额。",
    "السعر المعروض 69 يورو لكن تم خصم 89 يورو. الرجاء تصحيح المبلغ.",
    # short of a sum
    "Checkout said 69 € for the coat, my card shows 89 €, so I'm 20 € short.",
    "Mir fehlen 20 €: der Mantel stand mit 69 € im Shop, abgebucht wurden 89 €.",
    "Il me manque 20 € : le manteau était affiché 69 € et j'ai été prélevé de 89 €.",
    "Me faltan 20 €: el abrigo estaba a 69 € y me cobraron 89 €.",
    "Mi mancano 20 €: il cappotto era a 69 € e ho pagato 89 €.",
]


@pytest.mark.parametrize("text", DIFFERENCE_OWED)
def test_a_difference_asked_without_a_word_for_a_refund_is_grounded(text):
    allowed(2000, _paid(), text, reason="grounded_difference")


# 9 € express shipping paid, the coat a week late: the shipping asked in other words
SHIPPING_OWED = [
    "I paid 9 € for express delivery and the coat took a week. You owe me the express fee.",
    "Ich habe 9 € für Expressversand bezahlt und der Mantel kam nach einer Woche. Den Express schulden Sie mir.",
    "J'ai payé 9 € de livraison express et le manteau a mis une semaine. Les frais d'express, vous me les devez.",
    "Pagué 9 € de envío urgente y el abrigo tardó una semana. El urgente me lo debéis.",
    "Ho pagato 9 € di spedizione express e il cappotto è arrivato dopo una settimana. La spedizione me la dovete.",
    "Ik betaalde 9 € voor expresbezorging en de jas kwam na een week. De verzendkosten zijn jullie me schuldig.",
    "Jag betalade 9 € för expressfrakt och kappan tog en vecka. Frakten är ni skyldiga mig.",
    "Jeg betalte 9 € for ekspreslevering, og frakken kom efter en uge. Fragten skylder I mig.",
    "Jeg betalte 9 € for ekspresslevering, og kåpen kom etter en uke. Frakten skylder dere meg.",
    "Zapłaciłam 9 € za dostawę ekspresową, a płaszcz szedł tydzień. Za dostawę jesteście mi winni.",
    "Am plătit 9 € pentru livrare expres și paltonul a venit după o săptămână. Transportul mi-l datorați.",
    "Ekspres kargo için 9 € ödedim, mont bir haftada geldi. Kargo ücretini bana borçlusunuz.",
    # the express said in one sentence, asked back in the next with a pronoun
    "Pagué 9 € de envío urgente y ha tardado una semana. El abrigo está bien, pero el urgente me lo devolvéis, ¿no?",
    "Ho pagato 9 € per la consegna express ed è arrivato dopo una settimana. Il cappotto va bene, ma quei soldi me li restituite, vero?",
]


@pytest.mark.parametrize("text", SHIPPING_OWED)
def test_the_shipping_asked_without_a_word_for_a_refund_is_grounded(text):
    allowed(900, _paid(ship=900), text, reason="grounded_shipping")


@pytest.mark.parametrize("text", [
    # the figures and a complaint, nothing asked
    "I bought the coat for 89 € and two days later it was 69 €. Not great.",
    "Den Mantel habe ich für 89 € gekauft, zwei Tage später kostete er 69 €. Ärgerlich.",
    "J'ai acheté le manteau 89 € et deux jours après il était à 69 €. Dommage.",
    "Kupiłam płaszcz za 89 €, a dwa dni później kosztował 69 €. Szkoda.",
    "Jeg kjøpte kåpen for 89 € og to dager etter kostet den 69 €. Kjedelig.",
    # the difference declined
    "The coat dropped from 89 € to 69 € a day after I bought it, but you owe me nothing, I'm happy with it.",
    "Der Mantel kostet jetzt 69 € statt 89 €. Die Differenz will ich nicht, nur zur Info.",
    "Le manteau est passé de 89 € à 69 €. Je ne veux pas la différence, c'est juste pour info.",
    "Płaszcz kosztuje teraz 69 € zamiast 89 €. Nie chcę zwrotu różnicy, tylko informuję.",
    "El abrigo ahora cuesta 69 € y yo pagué 89 €. No quiero la diferencia, solo aviso.",
    "Il cappotto ora costa 69 €, io l'ho pagato 89 €. Non voglio la differenza, era solo per dirvelo.",
    "O casaco agora custa 69 € e eu paguei 89 €. Não quero a diferença, é só para avisar.",
    "De jas kost nu 69 € en ik betaalde 89 €. Het verschil hoef ik niet, ik meld het alleen.",
    "Kappan kostar nu 69 € och jag betalade 89 €. Jag vill inte ha mellanskillnaden, bara så ni vet.",
    "Mont şimdi 69 €, ben 89 € ödedim. Farkı istemiyorum, bilginize.",
    "コートは今69ユーロですが、89ユーロで買いました。差額は要りません、お知らせまでです。",
    # the sum wanted or owed, and nothing to do with money back: a question, a figure of goods
    "The coat is 69 € now and I paid 89 €. Do I get a receipt for it?",
    "Der Mantel kostet jetzt 69 €, ich habe 89 € bezahlt. Mir fehlen noch 2 Knöpfe.",
])
def test_the_difference_not_asked_stays_with_a_person(text):
    not_allowed(2000, _paid(), text)


@pytest.mark.parametrize("text", [
    # another shop's price is nothing on this payment: proposed, it stays with a person however
    # the difference is asked
    "I paid 89 € for the coat and a competitor sells it for 69 €. So you owe me the difference.",
    "Ich habe 89 € für den Mantel bezahlt, bei der Konkurrenz kostet er 69 €. Sie schulden mir die Differenz.",
    "J'ai payé le manteau 89 €, un concurrent le vend 69 €. Je peux récupérer la différence ?",
    "Jeg betalte 89 € for kåpen, hos en konkurrent koster den 69 €. Dere skylder meg differansen.",
    "Montu 89 €'ya aldım, rakip sitede 69 €. Aradaki farkı istiyorum.",
])
def test_another_shops_price_proposed_stays_with_a_person(text):
    not_allowed(6900, _paid(), text)


@pytest.mark.parametrize("text", [
    # a question of when the goods come is no ask of the shipping
    "I paid 9 € for express delivery and it's been a week. When do I get the delivery?",
    "Ich habe 9 € für Expressversand bezahlt, seit einer Woche nichts. Wann bekomme ich die Lieferung?",
    "Ho pagato 9 € per la spedizione express ed è passata una settimana. Quando ricevo la consegna?",
    "Pagué 9 € de envío urgente y ya ha pasado una semana. ¿Cuándo me llega el envío?",
])
def test_a_question_of_when_the_delivery_comes_is_no_ask(text):
    not_allowed(900, _paid(ship=900), text)
