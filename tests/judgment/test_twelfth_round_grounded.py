"""The twelfth round's grounded forms (Y and Z, the refunds the rules sent to a person as
found), in our own words: each form beside the contrasts that must stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

# -- a new one the customer buys themselves, after asking the money back -------------------------
# "refund the teapot, I'll buy a new one myself": their own purchase, not a replacement wished
# of the shop instead of the money

_TEA = order(("Ceramic Teapot 1L", 1, 4200), ("Bamboo Tea Tray", 1, 1500), ship=450)

BOUGHT_ANEW = [
    ("en", "The teapot came with a cracked lid. Please refund the teapot. I'll buy a new one myself "
           "in town."),
    ("en", "The teapot came with a cracked lid, could you refund it? I'm going to order another one "
           "separately anyway."),
    ("fr", "La théière est arrivée avec le couvercle fêlé. Merci de rembourser la théière. J'en "
           "achèterai une autre moi-même en ville."),
    ("nl", "De theepot kwam aan met een gebarsten deksel. Graag de theepot terugbetalen. Ik koop "
           "zelf wel een nieuwe in de stad."),
    ("tr", "Demlik kapağı çatlak geldi. Lütfen demlik için ücret iadesi yapın. Yenisini kendim "
           "şehirden alacağım."),
    ("ko", "찻주전자 뚜껑이 금이 간 채로 왔어요. 찻주전자 환불해 주세요. 새 제품은 제가 따로 살게요."),
]


@pytest.mark.parametrize(("lang", "said"), BOUGHT_ANEW)
def test_a_new_one_the_customer_buys_themselves_leaves_the_refund_asked(lang: str,
                                                                        said: str) -> None:
    allowed(4200, _TEA, said, reason="grounded_line")


WISHED_INSTEAD = [
    ("en", "The teapot came with a cracked lid. Please send me a new one instead."),
    ("en", "The teapot came with a cracked lid. I'll buy the tray again some day, but for the teapot "
           "I would like a replacement rather than a refund."),
    ("fr", "La théière est arrivée avec le couvercle fêlé. Envoyez-moi une nouvelle à la place, s'il "
           "vous plaît."),
    ("nl", "De theepot kwam aan met een gebarsten deksel. Stuur me liever een nieuwe."),
]


@pytest.mark.parametrize(("lang", "said"), WISHED_INSTEAD)
def test_a_new_one_wished_of_the_shop_stays_asked(lang: str, said: str) -> None:
    asked(4200, _TEA, said)


def test_a_voucher_near_the_purchase_stays_a_wish() -> None:
    # the customer buys again with a voucher: the voucher is the remedy wished, not the money
    asked(4200, _TEA, "The teapot came with a cracked lid. I'd like a voucher please, I'll buy a "
                      "new one with it.")


# -- a refund still awaited: "still no refund", "toujours pas remboursée" --------------------------
# the goods sent back, and the money not come: a bare "no refund" after a word for "still" asks
# for the money it has not had, never declines it

AWAITED = [
    ("en", "Sent the teapot back three weeks ago, still no refund. The tray stays with me."),
    ("en", "The teapot went back to you last month. No refund yet, the tray I'm keeping."),
    ("fr", "Théière renvoyée il y a trois semaines, toujours pas remboursée. Le plateau, je le garde."),
    ("de", "Die Teekanne ging vor drei Wochen zurück, immer noch keine Erstattung. Das Tablett behalte "
           "ich."),
    ("nb", "Tekannen ble returnert for tre uker siden, fortsatt ingen refusjon. Brettet beholder jeg."),
    ("es", "Devolví la tetera hace tres semanas, todavía sin reembolso. La bandeja me la quedo."),
]


@pytest.mark.parametrize(("lang", "said"), AWAITED)
def test_a_refund_still_awaited_is_asked(lang: str, said: str) -> None:
    allowed(4200, _TEA, said, reason="grounded_line")


STILL_DECLINED = [
    ("en", "The teapot lid is cracked. I still don't want a refund, a replacement is fine."),
    ("en", "The teapot lid is cracked, but I still want no refund for it."),
    ("fr", "Le couvercle de la théière est fêlé. Je ne veux toujours pas de remboursement."),
    ("de", "Der Deckel der Teekanne hat einen Sprung. Ich möchte immer noch keine Erstattung."),
    ("en", "The teapot lid is cracked. No refund needed, just so you know."),
]


@pytest.mark.parametrize(("lang", "said"), STILL_DECLINED)
def test_a_refund_still_refused_stays_declined(lang: str, said: str) -> None:
    asked(4200, _TEA, said)


# -- a replacement said not needed, after the money is asked: "no need to send a replacement" -------
# "再送は結構です" (a resend: no, thank you) declines the other remedy, never the refund

REMEDY_NOT_NEEDED = [
    ("en", "The teapot lid arrived cracked. Please refund the teapot. There's no need to ship me a "
           "replacement."),
    ("ja", "急須の蓋にひびがありました。急須の代金を返金してください。再送は結構です。"),
    ("ja", "急須の蓋にひびがありました。急須の代金を返金してください。交換は不要です。"),
]


@pytest.mark.parametrize(("lang", "said"), REMEDY_NOT_NEEDED)
def test_a_replacement_said_not_needed_leaves_the_refund_asked(lang: str, said: str) -> None:
    allowed(4200, _TEA, said, reason="grounded_line")


REMEDY_WISHED = [
    ("en", "The teapot lid arrived cracked. No need to refund me, please ship a replacement."),
    ("en", "The teapot lid arrived cracked. No, I'd like a replacement sent to me."),
    ("ja", "急須の蓋にひびがありました。返金ではなく、交換で結構です。"),
    ("ja", "急須の蓋にひびがありました。返金は結構です。交換してください。"),
]


@pytest.mark.parametrize(("lang", "said"), REMEDY_WISHED)
def test_a_replacement_wished_stays_asked(lang: str, said: str) -> None:
    asked(4200, _TEA, said)


# -- a share of the goods' price: "10 % of the price of the goods", "varernes samlede pris" --------
# the goods together are every line (the shipping apart): a share of them is of the payment's
# lines, never of an item the rules could not name

LATE = {
    "en": ("The parcel turned up nine days late.",
           ("agent", "We're sorry. We can give you 10% of the value of the items back as a gesture, "
                     "would that work?"),
           "Yes, that works, thank you."),
    "da": ("Pakken kom ni dage for sent.",
           ("agent", "Det er vi kede af. Vi kan give dig 10 % af varernes samlede pris tilbage. Er "
                     "det i orden?"),
           "Ja, det er i orden, tak."),
    "nb": ("Pakken kom ni dager for sent.",
           ("agent", "Beklager det. Vi kan gi deg 10 % av varenes samlede pris tilbake. Passer det?"),
           "Ja, det er greit, takk."),
    "fr": ("Le colis est arrivé avec neuf jours de retard.",
           ("agent", "Nous en sommes désolés. Nous pouvons vous rembourser 10 % du prix des articles. "
                     "Cela vous convient-il ?"),
           "Oui, cela me convient, merci."),
}


@pytest.mark.parametrize("lang", sorted(LATE))
def test_a_share_of_the_goods_price_taken_up_is_grounded(lang: str) -> None:
    allowed(570, _TEA, *LATE[lang])


def test_a_share_of_one_item_is_not_of_the_goods() -> None:
    # the tray's price: 10 % of it is 1.50, never 10 % of every line
    asked(570, _TEA, "The parcel turned up nine days late.",
          ("agent", "We're sorry. We can give you 10% of the tray's price back, would that work?"),
          "Yes, that works, thank you.")


def test_a_share_of_the_goods_price_is_no_line_whole() -> None:
    # 10 % of the goods offered: all of the teapot is not it
    asked(4200, _TEA, *LATE["en"])


# -- "another" before a name: an item of its kind, not the line --------------------------------------
# "je garde le bracelet, il ira sur une autre montre": the other watch is the customer's own, and
# the watch on the payment is not kept by it

ANOTHER_OF_ITS_KIND = [
    ("fr", "J'ai renvoyé la montre, merci de me la rembourser. Je garde le bracelet, il ira sur une "
           "autre montre."),
    ("sv", "Jag har skickat tillbaka klockan, återbetala den tack. Armbandet behåller jag till en "
           "annan klocka."),
    ("it", "Ho rispedito l'orologio, rimborsatelo per favore. Il cinturino lo tengo per un altro "
           "orologio."),
    ("pt", "Devolvi o relógio, reembolsem-no por favor. Fico com a bracelete para outro relógio."),
    ("nl", "Ik heb het horloge teruggestuurd, graag terugbetalen. De horlogeband houd ik voor een "
           "ander horloge."),
]


# the titles in the customer's language, as a local shop writes them
_WATCHES = {"fr": ("Montre Automatique 40mm", "Bracelet Cuir 20mm"),
            "es": ("Reloj Automático 40mm", "Correa de Piel 20mm"),
            "sv": ("Automatisk Klocka 40mm", "Armband Läder 20mm"),
            "it": ("Orologio Automatico 40mm", "Cinturino in Pelle 20mm"),
            "pt": ("Relógio Automático 40mm", "Bracelete em Pele 20mm"),
            "nl": ("Automatisch Horloge 40mm", "Leren Horlogeband 20mm")}


@pytest.mark.parametrize(("lang", "said"), ANOTHER_OF_ITS_KIND)
def test_another_item_of_its_kind_is_not_the_line(lang: str, said: str) -> None:
    watch, strap = _WATCHES.get(lang, ("Automatic Wrist Watch 40mm", "Leather Watch Strap 20mm"))
    allowed(14900, order((watch, 1, 14900), (strap, 1, 2900)), said, reason="grounded_line")


THE_LINE_KEPT = [
    ("fr", "J'ai renvoyé le bracelet, merci de me le rembourser. Je garde la montre, elle me plaît."),
    ("fr", "Le bracelet est abîmé. Envoyez-moi une autre montre à la place, s'il vous plaît."),
    ("es", "He devuelto la correa, reembolsadla por favor. El reloj me lo quedo, me gusta."),
    # "the other watch", with its article, may be the line: kept
    ("fr", "J'ai renvoyé le bracelet, merci de me le rembourser. L'autre montre, je la garde."),
    ("es", "He devuelto la correa, reembolsadla por favor. Me quedo el otro reloj."),
]


@pytest.mark.parametrize(("lang", "said"), THE_LINE_KEPT)
def test_the_watch_itself_kept_or_wished_stays_asked(lang: str, said: str) -> None:
    watch, strap = _WATCHES.get(lang, ("Automatic Wrist Watch 40mm", "Leather Watch Strap 20mm"))
    asked(14900, order((watch, 1, 14900), (strap, 1, 2900)), said)


# -- the money of some of the goods wanted, with no word for "back": "I want the money for the 3" --
# "quero o dinheiro das 3 partidas": the money wanted of a count asks it, as "refund the 3" does

_GLASSES = order(("Crystal Wine Glass 450ml", 6, 3000), ship=900)

MONEY_WANTED = [
    ("en", "Six wine glasses came and three of them were smashed, the other three are fine. I want "
           "the money for the three smashed ones."),
    ("pt", "Chegaram seis copos de vinho e três vieram partidos, os outros três estão bons. Quero o "
           "dinheiro dos três partidos."),
    ("es", "Llegaron seis copas de vino y tres venían rotas, las otras tres están bien. Quiero el "
           "dinero de las tres rotas."),
    ("fr", "Six verres à vin sont arrivés et trois étaient brisés, les trois autres vont bien. Je "
           "veux l'argent des trois brisés."),
    ("it", "Sono arrivati sei calici e tre erano rotti, gli altri tre vanno bene. Voglio i soldi "
           "dei tre rotti."),
    ("fi", "Kuusi viinilasia tuli ja kolme niistä oli rikki, muut kolme ovat ehjiä. Haluan rahat "
           "niistä kolmesta rikkinäisestä."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_WANTED)
def test_the_money_wanted_of_some_units_is_asked(lang: str, said: str) -> None:
    allowed(9000, _GLASSES, said, reason="grounded_units")


@pytest.mark.parametrize(("lang", "said"), MONEY_WANTED)
def test_the_money_of_some_units_is_never_the_whole_line(lang: str, said: str) -> None:
    # units_as_line: three glasses asked, never the six
    not_allowed(18000, _GLASSES, said)


MONEY_NOT_WANTED = [
    ("en", "Three of the six wine glasses were smashed. I don't want the money for them, please "
           "send three new ones."),
    ("pt", "Três dos seis copos vieram partidos. Não quero o dinheiro dos três, mandem outros três."),
    ("es", "Tres de las seis copas venían rotas. No quiero el dinero de las tres, mandadme otras."),
    ("fr", "Trois des six verres étaient brisés. Je ne veux pas l'argent des trois, envoyez-en "
           "d'autres."),
    ("it", "Tre dei sei calici erano rotti. Non voglio i soldi dei tre, mandatemene altri."),
    ("fi", "Kuudesta viinilasista kolme oli rikki. En halua rahoja niistä, lähettäkää kolme uutta "
           "tilalle."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_NOT_WANTED)
def test_the_money_not_wanted_stays_asked(lang: str, said: str) -> None:
    asked(9000, _GLASSES, said)
