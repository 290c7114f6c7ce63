"""The whole payment asked back by structure, not by a word for everything (a form read in
every covered language):

- a duplicate charge: the payment said taken twice, the customer writing this payment's own
  amount of each charge ("you charged me twice, 99 € at 18:41 and again 99 € at 18:42"), names
  this payment as the second charge: all of it is owed back, with or without a word for a
  refund, also where the provider gives no lines (``overcharged.never_owed``);
- the order cancelled "completely" ("tamamen iptal edebilir misiniz?"), no line named in the
  sentence, after a line named by its title and a lower price found in a shop: the whole order
  comes back, never the difference (``cancels.wholly``).

The twins keep their verdicts: the charge said twice of another amount than this payment's
(never the payment); the payment that holds the second charge itself, a line of two units or
two lines of one title, none named (one of them, never the payment); the cancel of the one
line named; "found it cheaper, refund the difference" (never the whole)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_BARE = order(bare=9900, currency="eur")  # a payment whose provider gives no lines
# (a title the customer's words do not name: a line they name keeps its ground, "two identical
# orders, refund the second one", where the payment's line of two units is the order again)
_TWO_UNITS = order(("Pro tier, 12 months", 2, 9900), currency="eur")
_TWO_LINES = order(("Pro tier, 12 months", 1, 9900), ("Pro tier, 12 months", 1, 9900), currency="eur")

# the charge said twice with this payment's amount, then (second) the second charge asked back
TWICE = [
    ('en', (
        'You charged me twice for the yearly membership: 99 € at 18:41 and again 99 € at 18:42. '
        'I only have one account.',
        'Could you refund the second charge?')),
    ('de', (
        'Sie haben mir die Jahresmitgliedschaft doppelt abgebucht: 99 € um 18:41 und noch einmal '
        '99 € um 18:42. Ich habe nur ein Konto.',
        'Können Sie die zweite Abbuchung bitte erstatten?')),
    ('fr', (
        "Vous m'avez prélevé deux fois l'abonnement annuel : 99 € à 18h41 et encore 99 € à "
        "18h42. Je n'ai qu'un seul compte.",
        'Pourriez-vous rembourser le second prélèvement ?')),
    ('es', (
        'Me habéis cobrado dos veces la cuota anual: 99 € a las 18:41 y otros 99 € a las 18:42. Solo tengo una cuenta.',
        '¿Me podéis devolver el segundo cobro?')),
    ('it', (
        "Mi avete addebitato due volte l'abbonamento annuale: 99 € alle 18:41 e di nuovo 99 € "
        'alle 18:42. Ho un solo account.',
        'Potete stornare il secondo addebito?')),
    ('nl', (
        'Jullie hebben het jaarabonnement twee keer afgeschreven: 99 € om 18:41 en nog eens 99 € '
        'om 18:42. Ik heb maar één account.',
        'Kunnen jullie de tweede afschrijving terugstorten?')),
    ('pl', (
        'Pobraliście ode mnie dwa razy opłatę za roczny abonament: 99 € o 18:41 i znowu 99 € o '
        '18:42. Mam tylko jedno konto.',
        'Czy możecie zwrócić drugą płatność?')),
    ('pt', (
        'Vocês me cobraram duas vezes a assinatura anual: 99 € às 18:41 e outros 99 € às 18:42. Eu só tenho uma conta.',
        'Podem devolver a segunda cobrança?')),
    ('sv', (
        'Ni har dragit årsavgiften två gånger: 99 € kl. 18:41 och igen 99 € kl. 18:42. Jag har bara ett konto.',
        'Kan ni betala tillbaka den andra dragningen?')),
    ('da', (
        'I har trukket årsabonnementet to gange: 99 € kl. 18:41 og igen 99 € kl. 18:42. Jeg har kun én konto.',
        'Kan I tilbageføre den anden trækning?')),
    ('nb', (
        'Dere har trukket årsabonnementet to ganger: 99 € kl. 18:41 og igjen 99 € kl. 18:42. Jeg har bare én konto.',
        'Kan dere tilbakeføre det andre trekket?')),
    ('fi', (
        'Veloititte vuosijäsenyyden kahdesti: 99 € klo 18.41 ja uudestaan 99 € klo 18.42. Minulla on vain yksi tili.',
        'Voitteko palauttaa jälkimmäisen veloituksen?')),
    ('ja', (
        '年会費が二重に引き落とされました（18:41に99 €、18:42にもう一度99 €）。アカウントは一つだけです。',
        '2回目の請求分を返金していただけますか？')),
    ('ko', (
        '연회비가 두 번 결제됐어요. 18:41에 99 €, 18:42에 또 99 €가 나갔습니다. 계정은 하나뿐이에요.',
        '두 번째 결제를 환불해 주실 수 있나요?')),
    ('zh', (
        '年费被扣了两次：18:41扣了99 €，18:42又扣了99 €。我只有一个账户。',
        '能把第二笔退给我吗？')),
    ('tr', (
        "Yıllık üyelik ücretini iki kez çektiniz: 18:41'de 99 € ve 18:42'de tekrar 99 €. Sadece bir hesabım var.",
        'İkinci çekimi iade edebilir misiniz?')),
    ('ar', (
        'لقد خصمتم رسوم الاشتراك السنوي مرتين: 99 € في 18:41 ومرة أخرى 99 € في 18:42. لدي حساب واحد فقط.',
        'هل يمكنكم إرجاع الخصم الثاني؟')),
    ('ro', (
        'Mi-ați taxat de două ori abonamentul anual: 99 € la 18:41 și din nou 99 € la 18:42. Am un singur cont.',
        'Puteți să-mi returnați a doua plată?')),
]


@pytest.mark.parametrize(("lang", "said", "ask"), [(lang, *pair) for lang, pair in TWICE])
def test_the_payments_amount_said_charged_twice_is_owed_back(lang: str, said: str, ask: str) -> None:
    allowed(9900, _BARE, said, reason="grounded_taken_twice")


@pytest.mark.parametrize(("lang", "said", "ask"), [(lang, *pair) for lang, pair in TWICE])
def test_the_second_charge_asked_back_is_the_whole_payment(lang: str, said: str, ask: str) -> None:
    allowed(9900, _BARE, f"{said} {ask}")


@pytest.mark.parametrize(("lang", "said", "ask"), [(lang, *pair) for lang, pair in TWICE])
def test_a_charge_of_another_amount_said_twice_is_not_this_payment(lang: str, said: str, ask: str) -> None:
    other = said.replace("99", "59")
    not_allowed(9900, _BARE, other)
    not_allowed(9900, _BARE, f"{other} {ask}")


# the charge said twice, no amount written: where the payment itself holds two of the plan
WITHIN = [
    ('en', 'You charged me twice for the yearly membership. Could you refund the second charge?'),
    ('de', 'Sie haben mir die Jahresmitgliedschaft doppelt abgebucht. Können Sie die zweite '
           'Abbuchung bitte erstatten?'),
    ('fr', "Vous m'avez prélevé deux fois l'abonnement annuel. Pourriez-vous rembourser le second prélèvement ?"),
    ('es', 'Me habéis cobrado dos veces la cuota anual. ¿Me podéis devolver el segundo cobro?'),
    ('it', "Mi avete addebitato due volte l'abbonamento annuale. Potete stornare il secondo addebito?"),
    ('nl', 'Jullie hebben het jaarabonnement twee keer afgeschreven. Kunnen jullie de tweede '
           'afschrijving terugstorten?'),
    ('pl', 'Pobraliście ode mnie dwa razy opłatę za roczny abonament. Czy możecie zwrócić drugą płatność?'),
    ('pt', 'Vocês me cobraram duas vezes a assinatura anual. Podem devolver a segunda cobrança?'),
    ('sv', 'Ni har dragit årsavgiften två gånger. Kan ni betala tillbaka den andra dragningen?'),
    ('da', 'I har trukket årsabonnementet to gange. Kan I tilbageføre den anden trækning?'),
    ('nb', 'Dere har trukket årsabonnementet to ganger. Kan dere tilbakeføre det andre trekket?'),
    ('fi', 'Veloititte vuosijäsenyyden kahdesti. Voitteko palauttaa jälkimmäisen veloituksen?'),
    ('ja', '年会費が二重に引き落とされました。2回目の請求分を返金していただけますか？'),
    ('ko', '연회비가 두 번 결제됐어요. 두 번째 결제를 환불해 주실 수 있나요?'),
    ('zh', '年费被扣了两次。能把第二笔退给我吗？'),
    ('tr', 'Yıllık üyelik ücretini iki kez çektiniz. İkinci çekimi iade edebilir misiniz?'),
    ('ar', 'لقد خصمتم رسوم الاشتراك السنوي مرتين. هل يمكنكم إرجاع الخصم الثاني؟'),
    ('ro', 'Mi-ați taxat de două ori abonamentul anual. Puteți să-mi returnați a doua plată?'),
]


@pytest.mark.parametrize(("lang", "said"), WITHIN)
def test_a_payment_holding_the_second_charge_refunds_one_of_it(lang: str, said: str) -> None:
    not_allowed(19800, _TWO_UNITS, said)
    not_allowed(19800, _TWO_LINES, said)
    allowed(9900, _TWO_UNITS, said)


# the coat's title in each language, as a shop of that language writes it
COAT = {
    'en': 'Double-breasted trench coat',
    'de': 'Trenchcoat zweireihig',
    'fr': 'Trench croisé',
    'es': 'Gabardina cruzada',
    'it': 'Trench doppiopetto',
    'nl': 'Trenchcoat dubbele rij knopen',
    'pl': 'Trencz dwurzędowy',
    'pt': 'Trench trespassado',
    'sv': 'Trenchcoat dubbelknäppt',
    'da': 'Trenchcoat dobbeltradet',
    'nb': 'Trenchcoat dobbeltknappet',
    'fi': 'Trenssitakki',
    'ja': 'トレンチコート',
    'zh': '双排扣风衣',
    'ko': '트렌치코트',
    'tr': 'Kruvaze Trençkot',
    'ar': 'معطف طويل',
    'ro': 'Trenci la două rânduri',
}


def _coat_order(lang: str):
    return order((f"{COAT[lang]} - Beige, 38", 1, 24999), ("Belt - Black", 1, 3999), ship=2999, currency="try")


# ordered, the coat found on sale in a shop, then the order cancelled "completely", no object
CANCEL = [
    ('en', 'I placed my order half an hour ago, but I found the same trench coat on sale in a '
           'store. If it has not shipped yet, could you cancel it completely?'),
    ('de', 'Ich habe vor einer halben Stunde bestellt, aber denselben Trenchcoat im Laden im '
           'Angebot gefunden. Falls noch nichts verschickt ist, können Sie komplett stornieren?'),
    ('fr', "J'ai commandé il y a une demi-heure, mais j'ai trouvé le même trench en promo en "
           "magasin. Si rien n'est encore expédié, pouvez-vous annuler complètement ?"),
    ('es', 'Hice el pedido hace media hora, pero encontré la misma gabardina rebajada en una '
           'tienda. Si aún no se ha enviado, ¿podéis cancelarlo por completo?'),
    ('it', "Ho ordinato mezz'ora fa, ma ho trovato lo stesso trench in saldo in negozio. Se non è "
           'ancora partito, potete annullare completamente?'),
    ('nl', 'Ik heb een half uur geleden besteld, maar ik heb dezelfde trenchcoat in de winkel in de '
           'aanbieding gevonden. Als het nog niet verzonden is, kunnen jullie het helemaal '
           'annuleren?'),
    ('pl', 'Złożyłam zamówienie pół godziny temu, ale znalazłam ten sam trencz na promocji w '
           'sklepie. Jeśli nic nie zostało jeszcze wysłane, czy możecie całkowicie anulować?'),
    ('pt', 'Fiz a encomenda há meia hora, mas encontrei o mesmo trench em promoção numa loja. Se '
           'ainda não foi enviado, podem cancelar por completo?'),
    ('sv', 'Jag beställde för en halvtimme sedan, men jag hittade samma trenchcoat på rea i en '
           'butik. Om inget har skickats än, kan ni avbryta helt?'),
    ('da', 'Jeg bestilte for en halv time siden, men fandt den samme trenchcoat på tilbud i en '
           'butik. Hvis intet er sendt endnu, kan I så annullere helt?'),
    ('nb', 'Jeg bestilte for en halvtime siden, men fant den samme trenchcoaten på salg i en '
           'butikk. Hvis ingenting er sendt ennå, kan dere kansellere helt?'),
    ('fi', 'Tilasin puoli tuntia sitten, mutta löysin saman trenssitakin alennuksesta kaupasta. Jos '
           'mitään ei ole vielä lähetetty, voitteko perua kokonaan?'),
    ('ja', '30分前に注文しましたが、同じトレンチコートが店舗でセールになっているのを見つけました。ま'
           'だ発送前でしたら、完全にキャンセルしていただけますか？'),
    ('zh', '我半小时前下的单，但在实体店发现同一件风衣在打折。如果还没发货，能完全取消吗？'),
    ('ko', '30분 전에 주문했는데 같은 트렌치코트를 매장에서 할인하는 걸 발견했어요. 아직 발송 '
           '전이면 완전히 취소해 주실 수 있나요?'),
    ('tr', 'Yarım saat önce sipariş verdim ama aynı trençkotu mağazada indirimde buldum. Henüz '
           'kargoya verilmediyse tamamen iptal edebilir misiniz?'),
    ('ar', 'طلبت قبل نصف ساعة، لكنني وجدت نفس المعطف بتخفيض في أحد المتاجر. إذا لم يتم الشحن بعد، '
           'هل يمكنكم الإلغاء بالكامل؟'),
    ('ro', 'Am comandat acum o jumătate de oră, dar am găsit același trenci la reducere într-un '
           'magazin. Dacă nu s-a expediat încă, puteți anula complet?'),
]


@pytest.mark.parametrize(("lang", "said"), CANCEL)
def test_the_order_cancelled_completely_is_the_whole_payment(lang: str, said: str) -> None:
    allowed(31997, _coat_order(lang), said, reason="grounded_full")


# the same, the cancel said of the coat: that line, never the whole order
ONE = [
    ('en', 'I placed my order half an hour ago, but I found the same trench coat on sale in a '
           'store. Could you cancel the trench coat completely?'),
    ('de', 'Ich habe vor einer halben Stunde bestellt, aber denselben Trenchcoat im Laden im '
           'Angebot gefunden. Können Sie den Trenchcoat komplett stornieren?'),
    ('fr', "J'ai commandé il y a une demi-heure, mais j'ai trouvé le même trench en promo en "
           'magasin. Pouvez-vous annuler complètement le trench ?'),
    ('es', 'Hice el pedido hace media hora, pero encontré la misma gabardina rebajada en una '
           'tienda. ¿Podéis cancelar la gabardina por completo?'),
    ('it', "Ho ordinato mezz'ora fa, ma ho trovato lo stesso trench in saldo in negozio. Potete "
           'annullare completamente il trench?'),
    ('nl', 'Ik heb een half uur geleden besteld, maar ik heb dezelfde trenchcoat in de winkel in de '
           'aanbieding gevonden. Kunnen jullie de trenchcoat helemaal annuleren?'),
    ('pl', 'Złożyłam zamówienie pół godziny temu, ale znalazłam ten sam trencz na promocji w '
           'sklepie. Czy możecie całkowicie anulować trencz?'),
    ('pt', 'Fiz a encomenda há meia hora, mas encontrei o mesmo trench em promoção numa loja. Podem '
           'cancelar o trench por completo?'),
    ('sv', 'Jag beställde för en halvtimme sedan, men jag hittade samma trenchcoat på rea i en '
           'butik. Kan ni avbryta trenchcoaten helt?'),
    ('da', 'Jeg bestilte for en halv time siden, men fandt den samme trenchcoat på tilbud i en '
           'butik. Kan I annullere trenchcoaten helt?'),
    ('nb', 'Jeg bestilte for en halvtime siden, men fant den samme trenchcoaten på salg i en '
           'butikk. Kan dere kansellere trenchcoaten helt?'),
    ('fi', 'Tilasin puoli tuntia sitten, mutta löysin saman trenssitakin alennuksesta kaupasta. '
           'Voitteko perua trenssitakin kokonaan?'),
    ('ja', '30分前に注文しましたが、同じトレンチコートが店舗でセールになっているのを見つけました。ト'
           'レンチコートを完全にキャンセルしていただけますか？'),
    ('zh', '我半小时前下的单，但在实体店发现同一件风衣在打折。能把风衣完全取消吗？'),
    ('ko', '30분 전에 주문했는데 같은 트렌치코트를 매장에서 할인하는 걸 발견했어요. 트렌치코트를 '
           '완전히 취소해 주실 수 있나요?'),
    ('tr', 'Yarım saat önce sipariş verdim ama aynı trençkotu mağazada indirimde buldum. Trençkotu '
           'tamamen iptal edebilir misiniz?'),
    ('ar', 'طلبت قبل نصف ساعة، لكنني وجدت نفس المعطف بتخفيض في أحد المتاجر. هل يمكنكم إلغاء المعطف بالكامل؟'),
    ('ro', 'Am comandat acum o jumătate de oră, dar am găsit același trenci la reducere într-un '
           'magazin. Puteți anula complet trenciul?'),
]


@pytest.mark.parametrize(("lang", "said"), ONE)
def test_one_line_cancelled_completely_is_not_the_whole(lang: str, said: str) -> None:
    not_allowed(31997, _coat_order(lang), said)


# found cheaper in a shop, the difference asked: never the whole
DIFFERENCE = [
    ('en', 'I found the same trench coat cheaper in a store. Please refund me the difference.'),
    ('de', 'Ich habe denselben Trenchcoat im Laden günstiger gefunden. Bitte erstatten Sie mir die Differenz.'),
    ('fr', "J'ai trouvé le même trench moins cher en magasin. Remboursez-moi la différence, s'il vous plaît."),
    ('es', 'Encontré la misma gabardina más barata en una tienda. Devolvedme la diferencia, por favor.'),
    ('it', 'Ho trovato lo stesso trench più economico in negozio. Rimborsatemi la differenza, per favore.'),
    ('nl', 'Ik heb dezelfde trenchcoat goedkoper in de winkel gevonden. Graag het verschil terug.'),
    ('pl', 'Znalazłam ten sam trencz taniej w sklepie. Proszę o zwrot różnicy.'),
    ('pt', 'Encontrei o mesmo trench mais barato numa loja. Quero a diferença de volta.'),
    ('sv', 'Jag hittade samma trenchcoat billigare i en butik. Jag vill ha mellanskillnaden tillbaka.'),
    ('da', 'Jeg fandt den samme trenchcoat billigere i en butik. Jeg vil have forskellen tilbage.'),
    ('nb', 'Jeg fant den samme trenchcoaten billigere i en butikk. Jeg vil ha differansen tilbake.'),
    ('fi', 'Löysin saman trenssitakin halvemmalla kaupasta. Haluan erotuksen takaisin.'),
    ('ja', '同じトレンチコートを店舗でもっと安く見つけました。差額を返金してください。'),
    ('zh', '我在实体店发现同一件风衣更便宜。请把差价退给我。'),
    ('ko', '같은 트렌치코트를 매장에서 더 싸게 발견했어요. 차액을 환불해 주세요.'),
    ('tr', 'Aynı trençkotu mağazada daha ucuza buldum. Aradaki farkı iade edin lütfen.'),
    ('ar', 'وجدت نفس المعطف أرخص في أحد المتاجر. أريد استرداد الفرق.'),
    ('ro', 'Am găsit același trenci mai ieftin într-un magazin. Vreau înapoi diferența.'),
]


@pytest.mark.parametrize(("lang", "said"), DIFFERENCE)
def test_found_cheaper_and_the_difference_asked_is_not_the_whole(lang: str, said: str) -> None:
    not_allowed(31997, _coat_order(lang), said)
