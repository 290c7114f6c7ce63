"""Unsafe refunds allowed in the as-found corpora of issue 39's seventeenth round, as forms:
the whole payment proposed while the customer asks for one thing and says the others work
("the speaker and the charger work perfectly"), even where no title says which lines those
are; a parcel missed that came after all, said "now" ("Nu kom den!", "it just came"); the item
complained of bought over a counter (a kiosk, a station's shop, a convenience store), not in
this order. Written in our own words from the forms, not from any corpus's ticket; the grounded
twins beside them stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order


def _three():
    # brand-and-model titles: no title says its kind
    return order(("Sony WH-1000XM5", 1, 34900), ("JBL Flip 6", 1, 12900), ("Anker 737", 1, 8900))


# one thing asked, the others said to work: never the whole payment
@pytest.mark.parametrize("text", [
    "The headphones crackle in the left ear. The speaker and the charger work perfectly. Please refund the headphones.",
    "Los auriculares crujen en el oído izquierdo. El altavoz y el cargador funcionan perfectamente. Por favor, "
    "reembolsen los auriculares.",
    "Kuulokkeet rätisevät vasemmassa korvassa. Kaiutin ja laturi toimivat täydellisesti. Pyydän hyvitystä "
    "kuulokkeista.",
    "ヘッドホンの左耳からノイズがします。スピーカーと充電器は問題なく動いています。ヘッドホンの返金をお願いします。",
    "Hodetelefonene knitrer på venstre side. Høyttaleren og laderen fungerer helt fint. Jeg vil ha refusjon for "
    "hodetelefonene.",
    "Căștile pârâie în urechea stângă. Boxa și încărcătorul merg perfect. Vă rog rambursare pentru căști.",
    "Hörlurarna knastrar i vänster öra. Högtalaren och laddaren fungerar perfekt. Jag vill ha återbetalning för "
    "hörlurarna.",
    "Kulaklık sol tarafta cızırdıyor. Hoparlör ve şarj aleti gayet iyi çalışıyor. Kulaklık için iade rica ediyorum.",
    "السماعات تطقطق في الأذن اليسرى. مكبر الصوت والشاحن يعملان بشكل ممتاز. أرجو استرداد ثمن السماعات.",
    "Die Kopfhörer knacken links. Lautsprecher und Ladegerät funktionieren einwandfrei. Bitte erstatten Sie mir die "
    "Kopfhörer.",
    "Le casque grésille à gauche. L'enceinte et le chargeur marchent parfaitement. Merci de me rembourser le casque.",
    "Le cuffie gracchiano a sinistra. La cassa e il caricatore funzionano benissimo. Vorrei il rimborso delle cuffie.",
    "De koptelefoon kraakt links. De speaker en de lader werken prima. Graag een terugbetaling voor de koptelefoon.",
    "Słuchawki trzeszczą w lewym uchu. Głośnik i ładowarka działają bez zarzutu. Proszę o zwrot pieniędzy za "
    "słuchawki.",
    "Os fones chiam no lado esquerdo. A caixa de som e o carregador funcionam perfeitamente. Peço o reembolso dos "
    "fones.",
    "Høretelefonerne knitrer i venstre side. Højttaleren og opladeren virker fint. Jeg vil gerne have refusion for "
    "høretelefonerne.",
    "헤드폰 왼쪽에서 지직거리는 소리가 나요. 스피커랑 충전기는 잘 작동해요. 헤드폰 환불 부탁드립니다.",
    "耳机左边有杂音。音箱和充电器都用得很好。请给我退耳机的钱。",
    "Căștile pârâie în urechea stângă. Boxa merge bine. Vă rog rambursare pentru căști.",
    "Kulaklık sol tarafta cızırdıyor. Hoparlör ve şarj aleti iyi çalışıyorlar. Kulaklık için iade rica ediyorum.",
    "ヘッドホンからノイズがします。スピーカーと充電器は完璧に動きます。ヘッドホンの返金をお願いします。",
    "헤드폰에서 잡음이 나요. 스피커랑 충전기는 완벽하게 돼요. 헤드폰 환불 부탁드립니다.",
])
def test_the_others_said_to_work_keep_the_whole_out(text):
    asked(None, _three(), text)


# everything said broken: the whole asked stands
@pytest.mark.parametrize("text", [
    "The headphones crackle, and the speaker and the charger don't work either. I want all my money back.",
    "Căștile pârâie, iar boxa și încărcătorul nu merg bine nici ele. Vreau toți banii înapoi.",
    "Le casque grésille, et l'enceinte et le chargeur ne marchent pas non plus. Je veux être remboursé de toute la "
    "commande.",
    "Kulaklık cızırdıyor, hoparlör ve şarj aleti de çalışmıyor. Tüm paramı geri istiyorum.",
])
def test_nothing_said_to_work_asks_the_whole(text):
    allowed(None, _three(), text)


def _balm():
    return order(("Aesop Resurrection Hand Balm 75 ml", 1, 3900))


# the parcel missed came after all, said "now", "just": the complaint is withdrawn
@pytest.mark.parametrize("said", [
    ("Hi, my parcel hasn't arrived although tracking says delivered yesterday. I want my money back.",
     "It just came! It was in the neighbour's mailbox. All good :)"),
    ("Hi, my parcel hasn't arrived although tracking says delivered yesterday. I want my money back.",
     "Update: it turned up this morning. All fine now."),
    ("Hola, el paquete no ha llegado aunque pone entregado ayer. Quiero que me devuelvan el dinero.",
     "¡Ya llegó! Estaba en otro buzón. Todo bien 🙂"),
    ("Hei, paketti ei ole tullut, vaikka seuranta sanoo toimitettu eilen. Haluan rahat takaisin.",
     "Nyt se tuli! Oli väärässä postilaatikossa. Kaikki hyvin 🙂"),
    ("荷物が届いていません。昨日配達済みになっています。返金してください。",
     "今届きました！隣のポストに入っていました。大丈夫です😊"),
    ("Hei, pakken har ikke kommet selv om sporingen sier levert i går. Vil ha pengene tilbake.",
     "Nå kom den! Lå i feil postkasse. Alt i orden 😊"),
    ("Bună, coletul nu a ajuns deși scrie livrat ieri. Vreau banii înapoi.",
     "A venit acum! Era în altă cutie poștală. Totul e bine 😊"),
    ("Hej, paketet har inte kommit fast spårningen säger levererat igår. Vill ha pengarna tillbaka.",
     "Nu kom den! Den låg hos grannen. Allt bra 😊"),
    ("Merhaba, kargo gelmedi ama takipte dün teslim edildi yazıyor. Paramı geri istiyorum.",
     "Şimdi geldi! Yanlış posta kutusundaymış. Her şey tamam 😊"),
    ("مرحبا، الطرد لم يصل مع أن التتبع يقول تم التسليم أمس. أريد استرداد أموالي.",
     "وصل الآن! كان في صندوق بريد الجيران. كل شيء تمام 😊"),
    ("Hallo, das Paket ist nicht angekommen, obwohl die Sendungsverfolgung gestern zugestellt sagt. Ich möchte mein "
     "Geld zurück.", "Jetzt ist es da! Lag im falschen Briefkasten. Alles gut 😊"),
    ("Bonjour, le colis n'est pas arrivé alors que le suivi indique livré hier. Je veux être remboursée.",
     "Il vient d'arriver ! Il était dans la boîte du voisin. Tout va bien 😊"),
    ("Ciao, il pacco non è arrivato anche se il tracking dice consegnato ieri. Voglio il rimborso.",
     "È arrivato adesso! Era nella cassetta sbagliata. Tutto a posto 😊"),
    ("Hoi, het pakket is niet aangekomen terwijl de tracking zegt gisteren bezorgd. Ik wil mijn geld terug.",
     "Nu is het er! Lag in de verkeerde brievenbus. Alles goed 😊"),
    ("Dzień dobry, paczka nie dotarła, choć śledzenie mówi, że doręczono wczoraj. Chcę zwrot pieniędzy.",
     "Już przyszła! Była w skrzynce sąsiada. Wszystko w porządku 😊"),
    ("Olá, a encomenda não chegou embora o rastreio diga entregue ontem. Quero o meu dinheiro de volta.",
     "Acabou de chegar! Estava na caixa de correio errada. Está tudo bem 😊"),
    ("Hej, pakken er ikke kommet, selvom sporingen siger leveret i går. Jeg vil have pengene tilbage.",
     "Nu kom den! Den lå i naboens postkasse. Alt er godt 😊"),
    ("안녕하세요, 어제 배송 완료로 나오는데 택배가 안 왔어요. 환불해 주세요.",
     "방금 왔어요! 옆집 우편함에 있었네요. 다 괜찮아요 😊"),
    ("你好，物流显示昨天已送达，但我没收到包裹。我要退款。", "刚刚到了！放在邻居的信箱里了。没事了😊"),
])
def test_the_parcel_that_came_now_withdraws_it(said):
    asked(None, _balm(), *said)


# all good now, after the parcel was missed: the complaint is over
@pytest.mark.parametrize("first, later", [
    ("Hej, paketet har inte kommit fast det står levererat. Jag vill ha pengarna tillbaka.", "Förlåt, allt bra nu :)"),
    ("Hei, pakken har ikke kommet selv om det står levert. Jeg vil ha pengene tilbake.", "Beklager, alt i orden nå :)"),
    ("Hei, paketti ei ole tullut, vaikka se näkyy toimitettuna. Haluan rahat takaisin.",
     "Anteeksi, kaikki hyvin nyt :)"),
    ("Bună, coletul nu a ajuns, deși apare livrat. Vreau banii înapoi.", "Scuze, acum totul e bine :)"),
    ("Dzień dobry, paczka nie dotarła, choć jest oznaczona jako doręczona. Chcę zwrot pieniędzy.",
     "Przepraszam, już wszystko w porządku :)"),
    ("안녕하세요, 배송 완료라고 나오는데 택배를 못 받았어요. 환불해 주세요.", "죄송해요, 이제 다 괜찮아요 :)"),
])
def test_all_good_now_withdraws_it(first, later):
    asked(None, _balm(), first, later)


def test_all_good_now_of_the_delivery_keeps_a_new_complaint():
    allowed(None, _balm(), "Hej, paketet har inte kommit. Jag vill ha pengarna tillbaka.",
            "Paketet kom. Allt bra nu med leveransen, men tuben läcker. Jag vill fortfarande ha pengarna tillbaka.")


# it came, and came broken: the complaint stands in the same words or the next
@pytest.mark.parametrize("text", [
    "The parcel just arrived but the tube is split open and leaking. I want a refund.",
    "The parcel just arrived. The tube is split open and leaking. Please refund me.",
    "Paketet kom nu, men tuben har spruckit. Jag vill ha pengarna tillbaka.",
    "Nu kom paketet. Tuben har spruckit och läcker. Jag vill ha pengarna tillbaka.",
])
def test_the_parcel_that_came_broken_is_still_asked(text):
    allowed(None, _balm(), text)


def _mug(title="Le Creuset Stoneware Mug 350 ml"):
    return order((title, 1, 2490))


# the item complained of bought over a counter, not in this order: never this line's price
@pytest.mark.parametrize("text", [
    "The handle of my mug snapped off on day one. Come to think of it, that was the mug I bought at the kiosk at "
    "the train station. The one from you is fine. Could I get a refund anyway?",
    "The handle of my mug snapped off on day one. Oh wait, that one I picked up at a petrol station. Yours is fine. "
    "Any chance of a refund?",
    "El asa de la taza se rompió el primer día. Ahora que lo pienso, esa taza la compré en el quiosco de la "
    "estación. La vuestra está bien. ¿Me podéis devolver el dinero igualmente?",
    "Mukin korva irtosi ensimmäisenä päivänä. Nyt muistan, että se muki oli ostettu aseman kioskista. Teiltä "
    "ostettu on kunnossa. Saisinko silti hyvityksen?",
    "マグカップの取っ手が初日に取れました。そういえば、それはコンビニで買ったマグでした。"
    "御社のマグカップは無事です。返金できますか？",
    "Hanken på kruset falt av første dag. Nå husker jeg at det kruset kjøpte jeg i kiosken på stasjonen. Det fra "
    "dere er helt fint. Kan jeg få refusjon likevel?",
    "Toarta cănii s-a rupt din prima zi. Acum îmi amintesc că acea cană am cumpărat-o de la chioșcul din gară. Cana "
    "de la voi e în regulă. Pot primi totuși banii înapoi?",
    "Handtaget på muggen lossnade första dagen. Nu minns jag att den muggen köpte jag i kiosken på stationen. Den "
    "från er är hel. Kan jag få återbetalning ändå?",
    "Kupanın kulpu ilk gün koptu. Şimdi hatırladım, o kupayı istasyondaki büfeden almıştım. Sizden aldığım kupa "
    "sağlam. Yine de para iadesi alabilir miyim?",
    "انكسرت يد الكوب في أول يوم. تذكرت الآن أن ذلك الكوب اشتريته من كشك في محطة القطار. الكوب الذي اشتريته منكم "
    "سليم. هل يمكنني استرداد المبلغ مع ذلك؟",
    "Der Henkel meiner Tasse ist am ersten Tag abgebrochen. Jetzt fällt mir ein, die Tasse habe ich am Kiosk im "
    "Bahnhof gekauft. Die von Ihnen ist heil. Kann ich trotzdem eine Erstattung bekommen?",
    "L'anse de ma tasse s'est cassée le premier jour. En fait, cette tasse je l'ai achetée au kiosque de la gare. "
    "Celle de chez vous va très bien. Puis-je quand même être remboursée ?",
    "Il manico della tazza si è staccato il primo giorno. Ora ricordo che quella tazza l'ho comprata all'edicola "
    "della stazione. Quella vostra sta benissimo. Posso avere comunque un rimborso?",
    "Het oor van mijn mok brak de eerste dag af. Nu weet ik weer dat ik die mok bij de kiosk op het station heb "
    "gekocht. Die van jullie is prima. Kan ik toch een terugbetaling krijgen?",
    "Ucho kubka odpadło pierwszego dnia. Teraz pamiętam, że ten kubek kupiłam w kiosku na dworcu. Ten od was jest w "
    "porządku. Czy mogę mimo to dostać zwrot pieniędzy?",
    "A asa da caneca partiu no primeiro dia. Agora lembro que essa caneca comprei no quiosque da estação. A vossa "
    "está ótima. Posso ter o reembolso na mesma?",
    "Hanken på kruset faldt af første dag. Nu kan jeg huske, at det krus købte jeg i kiosken på stationen. Det fra "
    "jer er helt fint. Kan jeg få refusion alligevel?",
    "머그컵 손잡이가 첫날 떨어졌어요. 생각해 보니 그건 역 매점에서 산 머그컵이었어요. "
    "여기서 산 머그컵은 멀쩡해요. 그래도 환불 가능할까요?",
    "杯子的把手第一天就掉了。想起来了，那个杯子是在火车站小卖部买的。你们家的杯子没问题。还能退款吗？",
])
def test_an_item_bought_at_a_kiosk_is_not_this_line(text):
    asked(2490, _mug(), text)


@pytest.mark.parametrize("title, text", [
    ("Le Creuset マグカップ 350ml",
     "マグカップの取っ手が初日に取れました。そういえば、そのマグカップはコンビニで買ったものでした。"
     "御社のほうは無事です。返金できますか？"),
    ("Le Creuset 马克杯 350ml",
     "马克杯的把手第一天就掉了。想起来了，那个马克杯是在火车站小卖部买的。你们家的没问题。还能退款吗？"),
    ("Le Creuset 머그컵 350ml",
     "머그컵 손잡이가 첫날 떨어졌어요. 생각해 보니 그 머그컵은 역 매점에서 산 거였어요. 여기서 산 건 멀쩡해요. "
     "그래도 환불 가능할까요?"),
    ("Le Creuset Kupa 350 ml", "Kupanın kulpu ilk gün koptu. Şimdi hatırladım, o kupayı istasyondaki büfeden "
                               "almıştım. Sizden aldığım sağlam. Yine de para iadesi alabilir miyim?"),
    ("كوب Le Creuset 350 مل", "انكسرت يد الكوب في أول يوم. تذكرت الآن أن ذلك الكوب اشتريته من كشك في محطة القطار. "
                              "الذي اشتريته منكم سليم. هل يمكنني استرداد المبلغ مع ذلك؟"),
    ("Cană Le Creuset 350 ml", "Toarta cănii s-a rupt din prima zi. Acum îmi amintesc că acea cană am cumpărat-o de "
                               "la chioșcul din gară. Cea de la voi e în regulă. Pot primi totuși banii înapoi?"),
])
def test_an_item_bought_at_a_kiosk_is_not_this_line_by_its_kind(title, text):
    asked(2490, _mug(title), text)


# this order's item complained of, the kiosk's said fine: this line's price stands
@pytest.mark.parametrize("text", [
    "The mug I ordered from you cracked on day one. The one I bought at the station kiosk is still fine. Please "
    "refund the mug.",
    "Die Tasse von Ihnen hat einen Sprung. Bitte erstatten Sie mir die Tasse.",
])
def test_this_orders_item_stays_grounded(text):
    allowed(2490, _mug(), text)
