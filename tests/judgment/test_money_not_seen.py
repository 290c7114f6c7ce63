"""Money still awaited in every covered language: the customer says only that the money has not
come, or that they do not see it on their account yet ("I still don't see the money on my
account", "Jeg ser ikke pengene på kontoen ennå", "Non ho ancora ricevuto i soldi"). They say it
is owed: the whole payment of a one-line order is grounded. Twins: the same words said of the
parcel, not of the money, ask nothing back (a person decides). Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

_PAID = order(("Trail Runner Softshell Jacket", 1, 18900))

# (language, the money not received yet, the money not seen on the account yet)
_AWAITED = [
    ("en", "Hi, two weeks have gone by and I still don't see the money on my card.",
     "Hello, my money still has not shown up."),
    ("de", "Hallo, das Geld ist immer noch nicht auf meinem Konto aufgetaucht.",
     "Hallo, das Geld ist bis jetzt noch nicht eingegangen."),
    ("fr", "Bonjour, je n'ai toujours pas reçu l'argent.",
     "Bonjour, je ne vois toujours pas l'argent sur mon compte."),
    ("es", "Hola, todavía no veo el dinero en mi cuenta.",
     "Hola, el dinero aún no aparece en mi tarjeta."),
    ("it", "Buongiorno, non ho ancora ricevuto i soldi.",
     "Buongiorno, non vedo ancora i soldi sul conto."),
    ("pt", "Olá, ainda não recebi o dinheiro.",
     "Olá, ainda não vejo o dinheiro na minha conta."),
    ("nl", "Hallo, het geld staat nog steeds niet op mijn rekening.",
     "Hallo, het geld is nog niet bij mij aangekomen."),
    ("sv", "Hej, pengarna har fortfarande inte kommit in på kontot.",
     "Hej, jag ser fortfarande inte pengarna på kontot."),
    ("da", "Hej, pengene er stadig ikke gået ind på kontoen.",
     "Hej, jeg kan endnu ikke se pengene på min konto."),
    ("nb", "Hei, pengene har fortsatt ikke kommet inn på kontoen.",
     "Hei, jeg ser ikke pengene på kontoen min ennå."),
    ("fi", "Hei, rahat eivät ole vieläkään tulleet tililleni.",
     "Hei, en näe rahoja vielä tililläni."),
    ("pl", "Dzień dobry, nadal nie otrzymałam pieniędzy.",
     "Dzień dobry, wciąż nie widzę pieniędzy na koncie."),
    ("ro", "Bună ziua, încă nu văd banii în cont.",
     "Bună ziua, banii încă nu au apărut pe card."),
    ("tr", "Merhaba, para hâlâ kartıma yansımadı.",
     "Merhaba, param henüz hesabıma geçmedi."),
    ("ja", "こんにちは。まだ口座にお金が見当たりません。",
     "こんにちは。お金がまだ口座に反映されていません。"),
    ("ko", "안녕하세요. 아직 계좌에 돈이 안 보여요.",
     "안녕하세요. 돈이 아직 카드에 반영되지 않았어요."),
    ("zh", "你好，我的账户里还没看到钱。",
     "你好，钱还没有退到我的卡上。"),
    ("ar", "مرحبا، لم أستلم فلوسي حتى الآن.",
     "مرحبا، ما زلت لا أرى المال في حسابي."),
]

# the same words said of the parcel: nothing asked back, a complaint at most
_PARCEL = [
    ("en", "Hi, two weeks have gone by and I still don't see the parcel at my door."),
    ("de", "Hallo, ich habe das Paket immer noch nicht erhalten."),
    ("fr", "Bonjour, je n'ai toujours pas reçu le colis."),
    ("es", "Hola, todavía no veo el paquete en mi buzón."),
    ("it", "Buongiorno, non ho ancora ricevuto il pacco."),
    ("pt", "Olá, ainda não recebi a encomenda."),
    ("nl", "Hallo, ik zie het pakket nog steeds niet in mijn brievenbus."),
    ("sv", "Hej, jag har fortfarande inte fått paketet."),
    ("da", "Hej, jeg har stadig ikke modtaget pakken."),
    ("nb", "Hei, jeg ser ikke pakken i postkassen min ennå."),
    ("fi", "Hei, en ole vieläkään saanut pakettia."),
    ("pl", "Dzień dobry, nadal nie otrzymałam paczki."),
    ("ro", "Bună ziua, încă nu văd coletul la ușă."),
    ("tr", "Merhaba, kargomu hâlâ alamadım."),
    ("ja", "こんにちは。まだ荷物が見当たりません。"),
    ("ko", "안녕하세요. 아직 택배가 안 보여요."),
    ("zh", "你好，我还没看到包裹。"),
    ("ar", "مرحبا، لم أستلم الطرد حتى الآن."),
]


_SAID = [(lang, text) for lang, *texts in _AWAITED for text in texts]


@pytest.mark.parametrize("lang,text", _SAID, ids=[f"{s[0]}{n % 2}" for n, s in enumerate(_SAID)])
def test_money_not_come_yet_asks_the_whole_payment(lang, text):
    # (the one line of a one-line payment may be the ground as well as the whole payment)
    allowed(None, _PAID, text, reason=("grounded_whole", "grounded_line"))


@pytest.mark.parametrize("lang,text", _PARCEL, ids=[p[0] for p in _PARCEL])
def test_the_parcel_not_come_yet_asks_no_money(lang, text):
    asked(None, _PAID, text)
