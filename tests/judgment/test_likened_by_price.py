"""An item likened to a line by its price (issue 39, the unsafe side): "the rain jacket I
bought last year leaks; refund the backpack then, it is the same price". The line named is
named only as what the price is like: the item complained of is not on this payment, and a
refund of the line is a figure matched, not the item. It stays with a person. Written in our
own words, in the 18 covered languages, from the form, never from a ticket.

The contrasts stay allowed: the same payment with the line's own fault asked ("the backpack's
zip broke, refund the backpack"), and the same words for the same price said of a line whose
price did not change, where the customer asks the difference another line's price dropped by
(a price drop, the other line "still the same price")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PACK, BOTTLE = "Trail Backpack 28L", "Steel Water Bottle"

# (the item of another purchase likened to the line by price; the line's own fault asked)
SAID = [
    ("The rain jacket I bought last year leaks at the seams. Refund the backpack then, it was the same price.",
     "The zip of the backpack broke after a week. Please refund the backpack."),
    ("Die Regenjacke, die ich letztes Jahr gekauft habe, ist undicht. Erstatten Sie dann den Rucksack, gleicher Preis.",
     "Der Reißverschluss vom Rucksack ist nach einer Woche kaputt. Bitte erstatten Sie den Rucksack."),
    ("La veste de pluie achetée l'an dernier prend l'eau. Remboursez le sac à dos alors, c'est le même prix.",
     "La fermeture du sac à dos a cassé au bout d'une semaine. Remboursez le sac à dos, svp."),
    ("La chaqueta de lluvia que compré el año pasado se cala. Devuélvanme el dinero de la mochila, es el mismo precio.",
     "La cremallera de la mochila se rompió en una semana. Devuélvanme el dinero de la mochila."),
    ("La giacca antipioggia comprata l'anno scorso lascia passare l'acqua. "
      "Rimborsatemi lo zaino allora, stesso prezzo.",
     "La cerniera dello zaino si è rotta dopo una settimana. Rimborsatemi lo zaino."),
    ("O casaco de chuva que comprei no ano passado deixa entrar água. Reembolsem a mochila então, é o mesmo preço.",
     "O fecho da mochila partiu-se ao fim de uma semana. Reembolsem a mochila, por favor."),
    ("De regenjas die ik vorig jaar kocht lekt. Betaal de rugzak dan maar terug, zelfde prijs.",
     "De rits van de rugzak is na een week kapot. Graag geld terug voor de rugzak."),
    ("Kurtka przeciwdeszczowa kupiona w zeszłym roku przemaka. To proszę o zwrot za plecak, po tej samej cenie.",
     "Zamek w plecaku zepsuł się po tygodniu. Proszę o zwrot za plecak."),
    ("Regnjackan jag köpte förra året läcker. Återbetala ryggsäcken då, samma pris.",
     "Dragkedjan på ryggsäcken gick sönder efter en vecka. Återbetala ryggsäcken."),
    ("Regnjakken jeg købte sidste år er utæt. Refunder så rygsækken, samme pris.",
     "Lynlåsen på rygsækken gik i stykker efter en uge. Refunder rygsækken."),
    ("Regnjakken jeg kjøpte i fjor lekker. Refunder sekken da, samme pris.",
     "Glidelåsen på sekken røk etter en uke. Refunder sekken."),
    ("Viime vuonna ostamani sadetakki vuotaa. Hyvittäkää sitten reppu, sama hinta.",
     "Repun vetoketju hajosi viikossa. Hyvittäkää reppu."),
    ("Geaca de ploaie cumpărată anul trecut lasă apa să treacă. Rambursați atunci rucsacul, același preț.",
     "Fermoarul rucsacului s-a rupt după o săptămână. Rambursați rucsacul."),
    ("Geçen yıl aldığım yağmurluk su alıyor. O zaman Trail sırt çantasını iade edin, aynı fiyat.",
     "Trail sırt çantasının fermuarı bir haftada bozuldu. Trail sırt çantasını iade edin."),
    ("去年買ったレインジャケットが水漏れします。リュックと同じ値段なので、リュック分を返金してください。",
     "リュックのファスナーが一週間で壊れました。リュックを返金してください。"),
    ("去年买的雨衣漏水了。和背包一样的价格，就退背包的钱吧。",
     "背包的拉链一周就坏了。请退背包的钱。"),
    ("작년에 산 우비가 물이 새요. 백팩이랑 같은 가격이니까 백팩 환불해 주세요.",
     "백팩 지퍼가 일주일 만에 고장났어요. 백팩 환불해 주세요."),
    ("جاكيت المطر الذي اشتريته العام الماضي يسرب الماء. أرجعوا لي ثمن حقيبة الظهر إذن، بنفس السعر.",
     "سحاب حقيبة الظهر انكسر بعد أسبوع. أرجو استرجاع ثمن حقيبة الظهر."),
]


# another line's price dropped, this one "still the same price": the difference asked
DROPPED = [
    "I paid 59 € for the backpack and now it is 49 € on your site. "
     "The bottle is still the same price. Please refund the 10 € difference.",
    "Ich habe 59 € für den Rucksack bezahlt, jetzt kostet er 49 €. "
     "Die Flasche hat noch den gleichen Preis. Bitte erstatten Sie die 10 € Differenz.",
    "J'ai payé le sac à dos 59 €, il est maintenant à 49 €. "
     "La gourde est toujours au même prix. Remboursez-moi la différence de 10 €.",
    "Pagué 59 € por la mochila y ahora cuesta 49 €. "
     "La botella sigue al mismo precio. Devuélvanme la diferencia de 10 €.",
    "Ho pagato lo zaino 59 €, ora costa 49 €. "
     "La borraccia è rimasta allo stesso prezzo. Rimborsatemi la differenza di 10 €.",
    "Paguei 59 € pela mochila e agora custa 49 €. "
     "A garrafa continua com o mesmo preço. Reembolsem a diferença de 10 €.",
    "Ik betaalde 59 € voor de rugzak, nu kost hij 49 €. "
     "De fles heeft nog dezelfde prijs. Graag het verschil van 10 € terug.",
    "Zapłaciłam 59 € za plecak, a teraz kosztuje 49 €. Butelka jest w tej samej cenie. Proszę o zwrot różnicy 10 €.",
    "Jag betalade 59 € för ryggsäcken, nu kostar den 49 €. "
     "Flaskan har samma pris. Återbetala mellanskillnaden på 10 €.",
    "Jeg betalte 59 € for rygsækken, nu koster den 49 €. Flasken har samme pris. Refunder differencen på 10 €.",
    "Jeg betalte 59 € for sekken, nå koster den 49 €. Flaska har samme pris. Refunder differansen på 10 €.",
    "Maksoin repusta 59 €, nyt se maksaa 49 €. Pullo on yhä samaan hintaan. Hyvittäkää 10 € erotus.",
    "Am plătit rucsacul 59 €, acum costă 49 €. Sticla a rămas la același preț. Returnați-mi diferența de 10 €.",
    "Trail sırt çantası için 59 € ödedim, şimdi 49 €. Şişe hâlâ aynı fiyat. 10 € farkı iade edin.",
    "リュックを59ユーロで買いましたが、今は49ユーロです。ボトルは同じ値段のままです。差額の10ユーロを返金してください。",
    "背包我付了59欧元，现在只要49欧元。水壶还是一样的价格。请退10欧元差价。",
    "백팩을 59유로에 샀는데 지금은 49유로예요. 물병은 같은 가격 그대로고요. 차액 10유로 환불해 주세요.",
    "دفعت 59 يورو ثمن حقيبة الظهر والآن سعرها 49 يورو. الزجاجة بنفس السعر. أرجو استرجاع الفرق 10 يورو.",
]


# the line's own fault, and a like price said of it against an old one of the customer's: the line
# is spoken of on its own (Romanian and Turkish left out: their word for a backpack is in no table)
OWN_LIKENED = [
    "The zip of the backpack broke after a week. "
    "It was the same price as my old one, which lasted years. Refund it please.",
    "Der Reißverschluss vom Rucksack ist nach einer Woche kaputt. "
    "Er hatte den gleichen Preis wie mein alter. Bitte erstatten.",
    "La fermeture du sac à dos a cassé au bout d'une semaine. Il avait le même prix que l'ancien. Remboursez-le svp.",
    "La cremallera de la mochila se rompió en una semana. Tenía el mismo precio que la vieja. Devuélvanme el dinero.",
    "La cerniera dello zaino si è rotta dopo una settimana. Aveva lo stesso prezzo del vecchio. Rimborsatemi.",
    "O fecho da mochila partiu-se ao fim de uma semana. Tinha o mesmo preço da antiga. Reembolsem, por favor.",
    "De rits van de rugzak is na een week kapot. Hij had dezelfde prijs als mijn oude. Graag geld terug.",
    "Zamek w plecaku zepsuł się po tygodniu. Był w tej samej cenie co stary. Proszę o zwrot.",
    "Dragkedjan på ryggsäcken gick sönder efter en vecka. Den hade samma pris som min gamla. Återbetala den.",
    "Lynlåsen på rygsækken gik i stykker efter en uge. Den havde samme pris som min gamle. Refunder den.",
    "Glidelåsen på sekken røk etter en uke. Den hadde samme pris som den gamle. Refunder den.",
    "Repun vetoketju hajosi viikossa. Se oli samaan hintaan kuin vanha. Hyvittäkää se.",
    "リュックのファスナーが一週間で壊れました。前のと同じ値段でした。返金してください。",
    "背包的拉链一周就坏了。和旧的一样的价格。请退款。",
    "백팩 지퍼가 일주일 만에 고장났어요. 예전 거랑 같은 가격이었어요. 환불해 주세요.",
    "سحاب حقيبة الظهر انكسر بعد أسبوع. كان بنفس السعر مثل القديمة. أرجو الاسترجاع.",
]


def _paid():
    return order((PACK, 1, 5900), (BOTTLE, 1, 1500), currency="eur")


@pytest.mark.parametrize(("likened", "own"), SAID)
def test_an_item_likened_to_a_line_by_its_price_stays_with_a_person(likened, own):
    not_allowed(5900, _paid(), likened)


@pytest.mark.parametrize(("likened", "own"), SAID)
def test_the_line_s_own_fault_stays_grounded(likened, own):
    allowed(5900, _paid(), own)


@pytest.mark.parametrize("dropped", DROPPED)
def test_the_same_price_said_of_a_line_beside_a_price_drop_stays_grounded(dropped):
    allowed(1000, _paid(), dropped, reason="grounded_difference")


@pytest.mark.parametrize("own", OWN_LIKENED)
def test_a_like_price_said_of_the_line_complained_of_stays_grounded(own):
    allowed(5900, _paid(), own)
