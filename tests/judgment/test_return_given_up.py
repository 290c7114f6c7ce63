"""The return or the refund given up in a later comment, in every covered language (issue 39,
item 2: the latest word counts), written in our own words from how each is said, never from a
corpus's ticket (``tables.givenup``):

- the return or refund renounced by its own noun ("I've decided against the return", "ich
  verzichte auf die Rückgabe", "rezygnuję ze zwrotu", "iadeden vazgeçtim");
- the return no longer wanted ("I no longer want to send it back", "non voglio più
  restituirlo", "artık iade etmek istemiyorum");
- the fault gone by itself, and the thing kept ("the smell has faded, I'll keep it").

Each was allowed before: the refund's word inside the words giving it up read as the ask, or
the fault's word inside the words saying it went away read as a complaint. The contrasts stay
allowed: another remedy given up for the money, a fault gone beside another still there, the
refund asked again after a word about the smell."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

BLANKET = ("Blanket Decke couverture manta coperta manta deken filt tæppe teppe huopa koc pătură "
           "battaniye ブランケット 담요 毯子 بطانية", 1, 12900)
TIP = ("agent", "We are sorry. Could you leave it to air outdoors for two days first?")

_FIRST = {
    "en": "The blanket has a strong chemical smell. I would like to return it for a refund.",
    "de": "Die Decke riecht stark nach Chemikalien. Ich möchte sie zurückgeben und mein Geld zurück.",
    "fr": "La couverture sent fort le produit chimique. Je voudrais la retourner et être remboursée.",
    "es": "La manta huele mucho a productos químicos. Quiero devolverla y que me reembolsen.",
    "it": "La coperta ha un forte odore chimico. Vorrei restituirla e avere il rimborso.",
    "pt": "A manta tem um cheiro químico forte. Quero devolvê-la e ter o reembolso.",
    "nl": "De deken ruikt sterk naar chemicaliën. Ik wil hem retourneren en mijn geld terug.",
    "sv": "Filten luktar starkt av kemikalier. Jag vill returnera den och få pengarna tillbaka.",
    "da": "Tæppet lugter stærkt af kemikalier. Jeg vil returnere det og have pengene tilbage.",
    "nb": "Teppet lukter sterkt av kjemikalier. Jeg vil returnere det og få pengene tilbake.",
    "fi": "Huopa haisee voimakkaasti kemikaaleilta. Haluan palauttaa sen ja saada rahat takaisin.",
    "pl": "Koc mocno śmierdzi chemią. Chcę go odesłać i proszę o zwrot pieniędzy.",
    "ro": "Pătura miroase puternic a chimicale. Vreau să o returnez și banii înapoi.",
    "tr": "Battaniye çok ağır kimyasal kokuyor. İade edip paramı geri almak istiyorum.",
    "ja": "ブランケットから強い薬品のにおいがします。返品して返金してほしいです。",
    "ko": "담요에서 화학약품 냄새가 심하게 나요. 반품하고 환불받고 싶어요.",
    "zh": "毯子有很重的化学味，我想退货退款。",
    "ar": "البطانية لها رائحة كيميائية قوية. أريد إرجاعها واسترداد المال.",
}

_GIVEN_UP = [
    ("en", "Aired it over the weekend. I've decided against the return, thank you."),
    ("en", "I have given up on the refund, it is usable."),
    ("de", "Nach dem Lüften ist es besser. Ich verzichte auf die Rückgabe."),
    ("de", "Ich möchte sie jetzt nicht mehr zurückgeben."),
    ("fr", "Après aération c'est mieux. Je renonce au retour, merci."),
    ("fr", "Je ne souhaite plus la retourner."),
    ("es", "Después de airearla está mejor. Desisto de la devolución."),
    ("it", "Dopo averla arieggiata va meglio. Rinuncio al reso."),
    ("it", "Non voglio più restituirla."),
    ("pt", "Depois de arejar ficou melhor. Desisto da devolução."),
    ("pt", "Já não quero devolvê-la."),
    ("nl", "Na het luchten is het beter. Ik zie af van de retour."),
    ("nl", "Ik wil hem niet meer retourneren."),
    ("sv", "Efter vädring är det bättre. Jag avstår från returen."),
    ("sv", "Jag vill inte längre returnera den."),
    ("da", "Efter udluftning er det bedre. Jeg dropper returneringen."),
    ("nb", "Etter lufting er det bedre. Jeg dropper returen."),
    ("fi", "Tuuletuksen jälkeen parempi. Luovun palautuksesta."),
    ("fi", "En halua enää palauttaa sitä."),
    ("pl", "Po wywietrzeniu jest lepiej. Rezygnuję ze zwrotu."),
    ("pl", "Już nie chcę go odsyłać."),
    ("ro", "După aerisire e mai bine. Renunț la retur."),
    ("ro", "Nu mai vreau să o returnez."),
    ("tr", "Havalandırınca düzeldi. İade talebimden vazgeçtim."),
    ("tr", "Teşekkürler, vazgeçtim iadeden."),
    ("tr", "Artık iade etmek istemiyorum."),
    ("ja", "干したら良くなりました。返品はもう結構です。"),
    ("ko", "말렸더니 괜찮아졌어요. 환불은 필요 없어요."),
    ("ar", "بعد التهوية صارت أفضل. تراجعت عن طلب الإرجاع."),
    ("ar", "لا أريد إرجاعها بعد الآن."),
]

_GONE = [
    ("en", "The odour has completely gone now, so I'll keep it."),
    ("de", "Der Geruch ist inzwischen verflogen, ich behalte sie."),
    ("fr", "L'odeur a complètement disparu, je la garde."),
    ("es", "El olor se ha ido, me la quedo."),
    ("it", "L'odore è sparito, la tengo."),
    ("pt", "O cheiro já passou, fico com ela."),
    ("nl", "De geur is helemaal weg, ik houd hem."),
    ("sv", "Lukten har försvunnit, jag behåller den."),
    ("da", "Lugten er væk nu, jeg beholder det."),
    ("nb", "Lukten er borte nå, jeg beholder det."),
    ("fi", "Haju on nyt poissa, pidän sen."),
    ("pl", "Zapach już zniknął, zatrzymam go."),
    ("ro", "Mirosul a dispărut, o păstrez."),
    ("tr", "Koku tamamen geçti, battaniyeyi tutuyorum."),
    ("ja", "においはすっかり消えたので、このまま使います。"),
    ("ko", "냄새가 완전히 없어졌어요. 그냥 쓸게요."),
    ("zh", "味道已经散了，我留着用。"),
    ("ar", "اختفت الرائحة، سأحتفظ بها."),
]


@pytest.mark.parametrize("lang, later", _GIVEN_UP)
def test_the_return_given_up_later_is_not_allowed(lang, later):
    not_allowed(12900, order(BLANKET), _FIRST[lang], TIP, later)


@pytest.mark.parametrize("lang, later", _GONE)
def test_the_fault_gone_and_the_thing_kept_is_not_allowed(lang, later):
    not_allowed(12900, order(BLANKET), _FIRST[lang], TIP, later)


@pytest.mark.parametrize("lang", sorted(_FIRST))
def test_the_first_ask_alone_is_allowed(lang):
    # (the ground the cases above stand on: without the later word, the refund is allowed)
    allowed(12900, order(BLANKET), _FIRST[lang], TIP)


@pytest.mark.parametrize("lang, later", [
    # another remedy given up, the money wanted
    ("en", "I've given up on the replacement, please just refund me."),
    ("de", "Ich verzichte auf den Ersatz, bitte erstatten Sie mir das Geld."),
    ("fr", "Je renonce à l'échange, remboursez-moi s'il vous plaît."),
    ("es", "Renuncio al cambio, quiero el reembolso."),
    ("pl", "Rezygnuję z wymiany, proszę o zwrot pieniędzy."),
    ("tr", "Değişimden vazgeçtim, para iadesi istiyorum."),
    # the smell gone, another fault still there
    ("en", "The smell has gone, but the seam is torn. Please refund it."),
    ("de", "Der Geruch ist weg, aber die Naht ist gerissen. Bitte erstatten Sie mir das Geld."),
    # the smell still there: the ask stands
    ("en", "Aired it for two days, the smell is still there. Please refund it."),
    ("fr", "Je l'ai aérée deux jours, l'odeur est toujours là. Je veux être remboursée."),
])
def test_another_remedy_given_up_or_a_fault_still_there_stays_allowed(lang, later):
    allowed(12900, order(BLANKET), _FIRST[lang], TIP, later)
