"""Goods handed or brought back (a return said with a verb of leaving, delivering or bringing
and its "back", not "return" or "send back"): "lämna tillbaka", "aflevere/levere ... tilbage",
"levere tilbake", "terugbrengen", "zurückbringen", "oddać", "regresar", "riportare in negozio",
"rendre"/"rapporter"/"rendere" after a wish, "entregar de volta", "dau înapoi", "take it back
to you". The
return asks the line's money as "returnera" does; beside each, its twins that must not move:
the other line handed back and this one kept, the hand-back refused ("I don't want to take it
back"), a parcel delivered back to its sender, "I take it back" (a word withdrawn), "rend la
lampe dangereuse" (makes). Written in our own words, every case judged as the refund step
judges it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TOASTER = 5200
PAID = order(("Toaster Toaster grille-pain tostadora tostapane torradeira broodrooster brodrost brødrister toster "
              "prăjitor", 1, TOASTER),
             ("Blender Standmixer mixeur licuadora frullatore liquidificador blender mixer blender", 1, 3900))

HANDED_BACK = [
    "Jag vill lämna tillbaka brödrosten, den passar inte i köket.",
    "Det är brödrosten som jag lämnar tillbaka, mixern är jättebra.",
    "Jeg vil gerne aflevere brødristeren tilbage, den passer ikke i køkkenet.",
    "Jeg vil gerne levere brødristeren tilbage, den er for stor.",
    "Jeg vil levere tilbake brødristeren, den er for stor til benken.",
    "Ik wil de broodrooster terugbrengen, hij past niet op het aanrecht.",
    "Je voudrais rendre le grille-pain, il est trop grand pour la cuisine.",
    "Vorrei rendere il tostapane, è troppo grande per la cucina.",
    "I'd like to bring the toaster back to the store, it's too big for our kitchen.",
    "Ik breng de broodrooster terug, hij past niet op het aanrecht.",
    "Ich möchte den Toaster zurückbringen, er passt nicht in die Küche.",
    "Ich bringe den Toaster zurück, er passt nicht in die Küche.",
    "Chcę oddać toster, nie mieści się w kuchni.",
    "Quiero regresar la tostadora, no cabe en la cocina.",
    "Vorrei riportare il tostapane in negozio, non entra in cucina.",
    "Je voudrais rapporter le grille-pain, il ne rentre pas dans la cuisine.",
    "Quero entregar a torradeira de volta, não cabe na cozinha.",
    "Vreau să dau înapoi prăjitorul, nu încape în bucătărie.",
]

# the same verbs with the toaster kept, the hand-back refused, or no return at all
NOT_HANDED_BACK = [
    "Jag vill lämna tillbaka mixern, brödrosten behåller jag.",
    "Jag vill inte lämna tillbaka brödrosten, den är bra. Kan ni skicka en ny sladd?",
    "Jag tänker inte lämna tillbaka brödrosten.",
    "Jeg vil gerne aflevere mixeren tilbage, brødristeren beholder jeg.",
    "Jeg vil ikke levere brødristeren tilbage, den virker fint nu.",
    "Jeg vil ikke levere tilbake brødristeren, den virker fint nå.",
    "Pakken med brødristeren ble levert tilbake til avsender. Kan dere sende den på nytt?",
    "Ik wil de blender terugbrengen, de broodrooster houd ik.",
    "Ik wil de broodrooster niet terugbrengen, hij werkt weer.",
    "Je voudrais rendre le mixeur, je garde le grille-pain.",
    "Je ne veux pas rendre le grille-pain, il marche bien.",
    "Le câble rend le grille-pain dangereux, pouvez-vous m'envoyer un câble ?",
    "Vorrei rendere il frullatore, il tostapane lo tengo.",
    "Non voglio rendere il tostapane, funziona di nuovo.",
    "I'd like to bring the blender back to the store, the toaster I'm keeping.",
    "I don't want to take the toaster back to the store, it works fine now.",
    "I take it back, the toaster is fine. Could you send me a new crumb tray?",
    "Ik breng de blender terug, de broodrooster houd ik.",
    "Ik breng de broodrooster niet terug, hij werkt weer.",
    "Ich bringe den Standmixer zurück, den Toaster behalte ich.",
    "Ich möchte den Toaster nicht zurückbringen.",
    "Das bringt mich zurück zu meiner Frage: wie reinige ich den Toaster?",
    "Chcę oddać blender, toster zostawiam.",
    "Nie chcę oddać tostera.",
    "Quiero regresar la licuadora, la tostadora me la quedo.",
    "No quiero regresar la tostadora.",
    "Regresé de vacaciones y la tostadora funciona bien. ¿Tienen repuestos?",
    "Vorrei riportare il frullatore in negozio, il tostapane lo tengo.",
    "Non voglio riportare il tostapane in negozio.",
    "Je voudrais rapporter le mixeur, je garde le grille-pain.",
    "Je voudrais rapporter le problème du grille-pain : il fait du bruit. Pouvez-vous m'aider ?",
    "Quero entregar o liquidificador de volta, fico com a torradeira.",
    "Não quero entregar a torradeira de volta.",
    "Vreau să dau înapoi blenderul, prăjitorul îl păstrez.",
    "Nu vreau să dau înapoi prăjitorul.",
]


@pytest.mark.parametrize("text", HANDED_BACK)
def test_the_goods_handed_back_ask_their_line(text: str) -> None:
    allowed(TOASTER, PAID, text)


@pytest.mark.parametrize("text", NOT_HANDED_BACK)
def test_the_line_kept_or_not_handed_back_is_not_allowed(text: str) -> None:
    not_allowed(TOASTER, PAID, text)
