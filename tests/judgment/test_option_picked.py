"""An option of an agent's offer picked by its number or its figure (issue 39): an agent lists
remedies, numbered ("1) a new one, 2) keep it and we refund 20 % of its price") or joined by
"or", and the customer answers with the option's number alone ("Option 2, please") or with its
share alone ("20 %, then"): the option picked is the offer taken up, its share of the line it
names (``chosen``). Written in our own words, in the 18 covered languages, from the classes'
definitions (grounded_share; the unsafe side: the other remedy picked, more than the option
offers, a line the agent names by mistake, the choice taken back later), never from a ticket.
The picks by number and by figure were asked on main (the number or the figure alone takes up
nothing there); the twins were not allowed on main and must stay so."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Lumo Desk Lamp", 1, 8000), ("Flexo Cable 2 m", 1, 1000), currency="eur")
SHARE, MORE, MISTAKEN = 1600, 2400, 200  # 20 % of the lamp; 30 % of it; 20 % of the cable

# the complaint (the lamp marked but working, the cable fine); the agent's numbered options
# (1: a new one, 2: keep it and 20 % of the lamp back); the same as "or"; the answers: option 2
# by number, by the share, option 1 by number; a later change of mind (a new one instead)
SAID = {
    "en": ("The Lumo lamp arrived scratched, but it works. The Flexo cable is fine.",
           "Sorry about that! Two options: 1) send it back and we ship a new Lumo, 2) keep it and "
           "we refund 20% of the Lumo's price.",
           "Sorry about that! We can ship a new Lumo, or you keep it and we refund 20% of the "
           "Lumo's price.",
           "Option 2, please.", "20%, then.", "Option 1, please.",
           "Sorry, I changed my mind: send me a replacement instead."),
    "de": ("Die Lumo-Lampe kam zerkratzt an, funktioniert aber. Das Flexo-Kabel ist in Ordnung.",
           "Das tut uns leid! Zwei Möglichkeiten: 1) Sie schicken sie zurück und wir senden eine "
           "neue Lumo, 2) Sie behalten sie und wir erstatten 20 % des Preises der Lumo.",
           "Das tut uns leid! Wir können eine neue Lumo senden, oder Sie behalten sie und wir "
           "erstatten 20 % des Preises der Lumo.",
           "Option 2, bitte.", "Dann die 20 %.", "Option 1, bitte.",
           "Ich habe es mir anders überlegt: bitte doch einen Ersatz."),
    "fr": ("La lampe Lumo est arrivée rayée, mais elle fonctionne. Le câble Flexo est en bon état.",
           "Désolés ! Deux possibilités : 1) vous la renvoyez et nous expédions une nouvelle "
           "Lumo, 2) vous la gardez et nous remboursons 20 % du prix de la Lumo.",
           "Désolés ! Nous pouvons expédier une nouvelle Lumo, ou vous la gardez et nous "
           "remboursons 20 % du prix de la Lumo.",
           "L'option 2, s'il vous plaît.", "Les 20 %, alors.", "L'option 1, s'il vous plaît.",
           "Finalement j'ai changé d'avis : je préfère un échange."),
    "es": ("La lámpara Lumo llegó rayada, pero funciona. El cable Flexo está bien.",
           "¡Lo sentimos! Dos opciones: 1) nos la devuelve y le enviamos una Lumo nueva, 2) se "
           "la queda y le reembolsamos el 20 % del precio de la Lumo.",
           "¡Lo sentimos! Podemos enviarle una Lumo nueva, o se la queda y le reembolsamos el "
           "20 % del precio de la Lumo.",
           "La opción 2, por favor.", "El 20 %, entonces.", "La opción 1, por favor.",
           "He cambiado de idea: prefiero un cambio."),
    "it": ("La lampada Lumo è arrivata graffiata, ma funziona. Il cavo Flexo va bene.",
           "Ci dispiace! Due possibilità: 1) ce la rimanda e spediamo una Lumo nuova, 2) la "
           "tiene e le rimborsiamo il 20% del prezzo della Lumo.",
           "Ci dispiace! Possiamo spedirle una Lumo nuova, oppure la tiene e le rimborsiamo il "
           "20% del prezzo della Lumo.",
           "L'opzione 2, grazie.", "Il 20%, allora.", "L'opzione 1, grazie.",
           "Ho cambiato idea: preferisco una sostituzione."),
    "pt": ("O candeeiro Lumo chegou danificado, mas funciona. O cabo Flexo está bom.",
           "Lamentamos! Duas opções: 1) devolve-o e enviamos um Lumo novo, 2) fica com ele e "
           "reembolsamos 20% do preço do Lumo.",
           "Lamentamos! Podemos enviar um Lumo novo, ou fica com ele e reembolsamos 20% do "
           "preço do Lumo.",
           "A opção 2, por favor.", "Os 20%, então.", "A opção 1, por favor.",
           "Mudei de ideias: prefiro uma troca."),
    "nl": ("De Lumo-lamp kwam beschadigd aan, maar werkt wel. De Flexo-kabel is in orde.",
           "Sorry! Twee mogelijkheden: 1) u stuurt hem terug en wij sturen een nieuwe Lumo, 2) u "
           "houdt hem en wij betalen 20% van de prijs van de Lumo terug.",
           "Sorry! We kunnen een nieuwe Lumo sturen, of u houdt hem en wij betalen 20% van de "
           "prijs van de Lumo terug.",
           "Optie 2, graag.", "Die 20% dan.", "Optie 1, graag.",
           "Ik heb me bedacht: liever een vervanging."),
    "pl": ("Lampa Lumo przyszła porysowana, ale działa. Kabel Flexo jest w porządku.",
           "Przepraszamy! Dwie możliwości: 1) odsyła ją Pan, a my wysyłamy nową Lumo, 2) "
           "zatrzymuje ją Pan, a my zwracamy 20% ceny Lumo.",
           "Przepraszamy! Możemy wysłać nową Lumo albo zatrzyma ją Pan, a my zwrócimy 20% ceny "
           "Lumo.",
           "Opcja 2 poproszę.", "To 20%.", "Opcja 1 poproszę.",
           "Zmieniłem zdanie: wolę jednak wymianę."),
    "ro": ("Lampa Lumo a venit zgâriată, dar funcționează. Cablul Flexo e în regulă.",
           "Ne pare rău! Două variante: 1) ne-o trimiteți înapoi și vă expediem o Lumo nouă, 2) "
           "o păstrați și vă rambursăm 20% din prețul Lumo.",
           "Ne pare rău! Putem expedia o Lumo nouă sau o păstrați și vă rambursăm 20% din prețul "
           "Lumo.",
           "Varianta 2, vă rog.", "Atunci 20%.", "Varianta 1, vă rog.",
           "M-am răzgândit: prefer o înlocuire."),
    "sv": ("Lumo-lampan kom repig, men den fungerar. Flexo-kabeln är bra.",
           "Förlåt! Två alternativ: 1) du skickar tillbaka den och vi skickar en ny Lumo, 2) du "
           "behåller den och vi återbetalar 20 % av Lumons pris.",
           "Förlåt! Vi kan skicka en ny Lumo, eller så behåller du den och vi återbetalar 20 % "
           "av Lumons pris.",
           "Alternativ 2, tack.", "20 % då.", "Alternativ 1, tack.",
           "Jag har ändrat mig: hellre ett byte."),
    "da": ("Lumo-lampen kom ridset, men den virker. Flexo-kablet er fint.",
           "Beklager! To muligheder: 1) du sender den retur, og vi sender en ny Lumo, 2) du "
           "beholder den, og vi refunderer 20 % af Lumoens pris.",
           "Beklager! Vi kan sende en ny Lumo, eller du beholder den, og vi refunderer 20 % af "
           "Lumoens pris.",
           "Mulighed 2, tak.", "20 % så.", "Mulighed 1, tak.",
           "Jeg har fortrudt: hellere en ombytning."),
    "nb": ("Lumo-lampen kom skadet, men den virker ennå. Flexo-kabelen er helt fin.",
           "Beklager! To alternativer: 1) du sender den i retur og vi sender en ny Lumo, 2) du "
           "beholder den og vi refunderer 20 % av prisen på Lumo.",
           "Beklager! Vi kan sende en ny Lumo, eller du beholder den og vi refunderer 20 % av "
           "prisen på Lumo.",
           "Alternativ 2, takk.", "20 % da.", "Alternativ 1, takk.",
           "Jeg har ombestemt meg: heller et bytte."),
    "fi": ("Lumo-lamppu tuli naarmuuntuneena, mutta se toimii. Flexo-kaapeli on kunnossa.",
           "Pahoittelemme! Kaksi vaihtoehtoa: 1) palautat sen ja lähetämme uuden Lumon, 2) "
           "pidät sen ja hyvitämme 20 % Lumon hinnasta.",
           "Pahoittelemme! Voimme lähettää uuden Lumon, tai pidät sen ja hyvitämme 20 % Lumon "
           "hinnasta.",
           "Vaihtoehto 2, kiitos.", "20 % sitten.", "Vaihtoehto 1, kiitos.",
           "Muutin mieleni: mieluummin vaihto."),
    "tr": ("Lumo lamba çizik geldi ama çalışıyor. Flexo kablo sorunsuz.",
           "Özür dileriz! İki seçenek: 1) lambayı geri gönderirsiniz ve yeni bir Lumo yollarız, "
           "2) lambayı tutarsınız ve Lumo fiyatının %20'sini iade ederiz.",
           "Özür dileriz! Yeni bir Lumo yollayabiliriz ya da lambayı tutarsınız ve Lumo "
           "fiyatının %20'sini iade ederiz.",
           "2. seçenek lütfen.", "%20 olsun.", "1. seçenek lütfen.",
           "Fikrimi değiştirdim: değişim istiyorum."),
    "ja": ("Lumo ランプが傷ついた状態で届きましたが、使えます。Flexo ケーブルは問題ありません。",
           "申し訳ございません。次からお選びください：1) ご返送いただき新しい Lumo をお送りする、2) "
           "そのままお持ちいただき Lumo の価格の20%を返金する。",
           "申し訳ございません。新しい Lumo をお送りするか、またはそのままお持ちいただき Lumo の価格の"
           "20%を返金いたします。",
           "2番で。", "20%で。", "1番で。",
           "やはり気が変わりました。交換にしてください。"),
    "ko": ("Lumo 램프가 파손되어 왔는데 작동은 해요. Flexo 케이블은 괜찮아요.",
           "죄송합니다. 다음 중 선택해 주세요: 1) 반품 후 새 Lumo 발송, 2) 그대로 사용하시고 Lumo "
           "가격의 20% 환불.",
           "죄송합니다. 새 Lumo를 보내드리거나, 아니면 그대로 사용하시고 Lumo 가격의 20%를 환불해 "
           "드립니다.",
           "2번으로 할게요.", "20%로 할게요.", "1번으로 할게요.",
           "생각이 바뀌었어요. 교환으로 해 주세요."),
    "zh": ("Lumo 台灯到货时有划痕，但能用。Flexo 数据线没问题。",
           "非常抱歉！您可以选择：1) 寄回后我们补发新的 Lumo，2) 您留着它，我们退您 Lumo 价格的20%。",
           "非常抱歉！我们可以补发新的 Lumo，或者您留着它，我们退您 Lumo 价格的20%。",
           "选2吧。", "20%吧。", "选1吧。",
           "我改主意了，还是换货吧。"),
    "ar": ("وصل مصباح Lumo مخدوش لكنه يعمل. كابل Flexo سليم.",
           "نعتذر! خياران: 1) ترجعه ونرسل لك Lumo جديد، 2) تحتفظ به ونرد لك 20% من سعر Lumo.",
           "نعتذر! نقدر نرسل لك Lumo جديد، أو تحتفظ به ونرد لك 20% من سعر Lumo.",
           "الخيار 2 لو سمحت.", "خلاص 20%.", "الخيار 1 لو سمحت.",
           "غيرت رأيي: أريد استبدال."),
}
LANGS = sorted(SAID)


def _thread(lang: str, offer: int, answer: int, *later: str) -> tuple:
    said = SAID[lang]
    return (said[0], ("agent", said[offer]), said[answer], *later)


@pytest.mark.parametrize("lang", LANGS)
def test_numbered_option_picked_by_its_number(lang: str) -> None:
    allowed(SHARE, PAID, *_thread(lang, 1, 3))


@pytest.mark.parametrize("lang", LANGS)
def test_option_picked_by_its_share(lang: str) -> None:
    allowed(SHARE, PAID, *_thread(lang, 2, 4))


@pytest.mark.parametrize("lang", LANGS)
def test_numbered_option_picked_by_its_share(lang: str) -> None:
    allowed(SHARE, PAID, *_thread(lang, 1, 4))


# the twins: each must stay not allowed


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_option_picked_is_no_refund(lang: str) -> None:
    not_allowed(SHARE, PAID, *_thread(lang, 1, 5))


@pytest.mark.parametrize("lang", LANGS)
def test_more_than_the_option_picked(lang: str) -> None:
    not_allowed(MORE, PAID, *_thread(lang, 1, 3))
    not_allowed(MORE, PAID, *_thread(lang, 2, 4))


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_taken_back_later(lang: str) -> None:
    not_allowed(SHARE, PAID, *_thread(lang, 1, 3, SAID[lang][6]))
    not_allowed(SHARE, PAID, *_thread(lang, 2, 4, SAID[lang][6]))


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_the_agent_names_by_mistake(lang: str) -> None:
    said = SAID[lang]
    for offer in (1, 2):
        mistaken = said[offer].replace("Lumo", "Flexo")
        not_allowed(MISTAKEN, PAID, said[0], ("agent", mistaken), said[3 if offer == 1 else 4])
