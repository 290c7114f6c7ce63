"""What a text claims, and what only seems to: the approval a text says was given, unless it
is one still awaited ("will be processed", "not yet"), promised once something happens ("as
soon as we receive it"), the shop's own label of the very figure the customer's words ground
("Refund amount: $45.00"), or the purchase's ("my manager approved the purchase"); and the
writer's own obligations, set-asides and guesses ("I must call customer service", "I was told
to ignore the leaflet", "there must be a system error"), which oblige or set aside no agent.
``injection`` reads these before it counts a claim, an obligation or an override."""

from __future__ import annotations

import re
from decimal import Decimal
from functools import cache
from typing import Any, Sequence

from service.judgment import money, notice
from service.judgment.tables import fold_fragment, ownask

# the writer's own possessive, folded: "my", "our" in the covered languages
MINE = (r"(?:my|our|meine?[nrs]?|unsere?[nrs]?|mes|mon|ma|nos|notre|mis|mi|nuestr[oa]s?|mijn|onze|"
         r"meus?|minhas?|miei|mie|mio|mia|min|mitt|mina|mine|moj\w*|mea|meu|minun|benim)")


# an obligation of the customer's own ("volgens de handleiding moet ik dan de klantenservice
# bellen", "I must contact customer service"): the one obliged is the writer, not an agent
SELF_OBLIGED = re.compile(
    r"(?<![\w])(?:moet ik|ik moet|muss ich|ich muss|sollte ich|ich sollte|je dois|dois-je|i (?:must|have to|need to|"
    r"should)|debo|tengo que|devo|eu tenho que|tenho de|tenho que|jag (?:maste|ska|bor)|maste jag|bor jag|"
    r"jeg (?:ma|skal|bor)|ma jeg|skal jeg|minun (?:pitaa|taytyy)|musze|powinienem|powinnam|"
    r"ho dovuto|dovrei|devo)(?![\w])")


# Norwegian and Danish "må" (must) folds to "ma", which is the Italian "but" and the French
# "my" ("il chatbot, ma mi ha risposto", "le chatbot a perdu ma commande"): in an Italian or a
# French text the word obliges no one (the Polish and Czech "ma", "má" do: "sklep ma zwrócić")
_FOLDED_MUST = re.compile(r"(?<![\w])ma(?![\w])", re.IGNORECASE)


def unobliging(sentence: str, language: str) -> str:
    """``sentence`` with "ma" blanked where the customer's ``language`` says "but" or "my" so."""
    return _FOLDED_MUST.sub(" ", sentence) if language in ("it", "fr") else sentence


# the customer as the one who sets something aside ("kundeservice sagde at jeg skulle ignorere
# instruktionerne i pakken", "I was told to ignore the instructions in the box"): the customer's
# own act, reported, sets no agent's instructions aside; folded, right before the verb
SELF_SET_ASIDE = re.compile(
    r"(?<![\w])(?:i (?:was told to|should|had to|could|can|must|have to|need to)|"
    r"jeg (?:skulle|skal|matte|ma|burde|kunne|kan)|jag (?:skulle|ska|fick|maste|borde|kunde|kan)|"
    r"je (?:devais|dois|devrais|pouvais|peux)|(?:yo )?(?:debia|deberia|tenia que|tengo que|debo|podia|puedo)|"
    r"dovevo|devo|dovrei|potevo|posso|(?:eu )?(?:devia|deveria|tinha que|tinha de|tenho que|podia)|"
    # nobody asked to set anything aside: "there is no need to ignore anything from my earlier
    # message", "you don't have to disregard it"
    r"no need to|(?:do not|don'?t|doesn'?t) (?:need|have) to|need(?:n'?t| not)|no reason to|(?:do not|don'?t))"
    r"(?: (?:just|bare|bara|simplement|simplemente|semplicemente|simplesmente|solo|so))?\s*$")

# "must" of an inference about an error ("da muss ein Systemfehler vorliegen", "there must be a
# system error", "il doit y avoir une erreur système"): a guess at what went wrong, nobody obliged
INFERRED = re.compile(
    r"(?<![\w])(?:must (?:be|have been) (?:a |an |some )?(?:\w+ )?(?:error|mistake|glitch|bug|mix-?up)|"
    r"(?:muss|mussen|musste)(?: \w+){0,3}? \w*(?:fehler|irrtum|versehen|panne)\w*(?: \w+)? (?:vorliegen|sein|passiert)|"
    r"(?:doit|devait|a du) y avoir (?:une |un )?(?:\w+ )?(?:erreur|bug|bogue|probleme)|"
    r"(?:deve|doveva) esserci (?:un |uno |una )?(?:\w+ )?(?:errore|problema|guasto)|"
    r"(?:debe|debia|deberia)(?: de)? haber (?:un |una )?(?:\w+ )?(?:error|fallo|problema)|"
    r"(?:deve|devia) (?:haver|ter havido) (?:um |uma )?(?:\w+ )?(?:erro|falha|problema)|"
    r"(?:moet|moest) (?:er )?(?:een )?\w*(?:fout|vergissing|storing)\w*(?: \w+)? (?:zijn|gebeurd))")


def claims_own(pattern: re.Pattern[str], text: str, vouched: frozenset[Decimal],
               refunds: Sequence[re.Pattern[str] | None] = (), code: str = "") -> bool:
    """Whether ``text`` claims an approval in ``pattern``'s words, made and not awaited, nor the
    purchase's (an order's status, quoted: "Pedido #4411 - Status: APPROVED"; ``refunds``: the
    refund words that make it a refund's), nor of our asking between its words (``code``'s:
    "approved that we ask for the refund"); with a figure between the words ("refund of $62.00
    approved") each figure read as one word."""
    found = list(pattern.finditer(text))
    asking = _asking(code) if code else None
    if any(not promised(text, m) and not not_made(text, m) and not labels_vouched(text, m, vouched)
           and not (refunds and of_the_purchase(text, m, refunds))
           and not (asking is not None and asking.search(_sentence_on(text, m)))
           and not (code and notice.unpaid(text, m, code)) for m in found):
        return True
    if found or not AS_WORD.search(text):
        return False
    figured = AS_WORD.sub("0", text)
    return any(not promised(figured, m) and not not_made(figured, m)
               and not (refunds and of_the_purchase(figured, m, refunds))
               for m in pattern.finditer(figured))


def _sentence_on(text: str, found: re.Match[str]) -> str:
    """``text`` from where ``found`` begins to the end of its sentence."""
    ends = [i for i in (text.find(c, found.end()) for c in ".!?\n。！？") if i >= 0]
    return text[found.start():min(ends) if ends else len(text)]


def own_set_aside(text: str, found: re.Match[str]) -> bool:
    """Whether "ignore everything said before" is the writer's own act or its negation: a
    "no need to", "I was told to" right before it, or what it sets aside the writer's own
    ("anything from my earlier message")."""
    return bool(SELF_SET_ASIDE.search(text, max(0, found.start() - 40), found.start())
                or re.search(rf"(?<![\w]){MINE}(?![\w])", found.group()))


# a function an error message names, not a call written to a program: "Call to undefined
# function wc_process_refund()", "issue_refund is not defined", "has no attribute 'create_refund'"
_ERROR_BEFORE = re.compile(r"(?:call to (?:an? )?(?:undefined|unknown|private|protected)? ?(?:member )?"
                           r"(?:function|method)|(?:undefined|unknown) (?:function|method|name)|"
                           r"has no attribute)\s+[`'\"]?[\w\\:.>-]*$", re.IGNORECASE)
_ERROR_AFTER = re.compile(r"[`'\"]?(?:\(\))?\s*(?:is not defined|is not a function|is undefined|"
                          r"does not exist|not found)", re.IGNORECASE)


def stands(code: str, text: str, found: re.Match[str]) -> bool:
    """Whether a match of a form read in every language counts: not an override the writer
    sets aside themselves (``own_set_aside``), not a function an error message reports."""
    if code == "override":
        return not own_set_aside(text, found)
    if code == "tool_call":
        return not (_ERROR_BEFORE.search(text, max(0, found.start() - 60), found.start())
                    or _ERROR_AFTER.match(text, found.end()))
    return True


# a refund promised once something happens ("Le remboursement sera effectué dès réception du
# retour", "we'll refund you as soon as it is back"): a shop's process, quoted, not a refund
# said to be approved
ONCE = re.compile(
    r"(?<![\w])(?:des|apres|a) (?:la )?reception|(?:as soon as|once|when|after|upon) (?:we |it |they |the \w+ )?"
    r"(?:receive|received|arrive|arrives|is back|are back|get it|gets back|receipt)|upon receipt|"
    r"nach (?:eingang|erhalt|ruckerhalt|rueckerhalt)|sobald|al recibir|cuando (?:recibamos|llegue)|una vez (?:que )?"
    r"(?:recibid|lleg)|(?:non )?appena|dopo (?:aver )?ricev|una volta ricevut|zodra|na ontvangst|po (?:otrzymaniu|"
    r"zwrocie)|gdy (?:otrzymamy|dotrze)|dupa (?:primire|ce (?:primim|ajunge))|imediat ce|sa snart|nar vi (?:fatt|"
    r"mottagit|mottatt|modtager|mottar)|heti kun|kun (?:saamme|paketti)|vastaanot\w+ jalkeen|teslim al\w+|"
    r"ulastiginda|ao receber|quando recebermos|apos (?:a )?rece(?:ber|cao)|assim que|"
    r"届き次第|到着後|受け取り次第|確認後|도착하면|받으면|확인 후|收到后|收到後|签收后|簽收後|بعد استلام|عند استلام"
    # or once it is checked: a shop's returns policy ("Une fois votre retour contrôlé, le
    # remboursement est approuvé sous 5 jours", "once your return has been inspected")
    r"|(?<![\w])(?:once (?:your |the )?(?:\w+ )?(?:has been |have been |is |are )?(?:checked|inspected|verified)"
    r"|after (?:inspection|checking|verification)|une fois (?:que |qu')?(?:votre |vos |le |la "
    r"|les )?(?:\w+ )?(?:est |sont |a ete |ont ete )?(?:recue?s?|controlee?s?|verifiee?s?|receptionnee?s?"
    r"|arrivee?s?)|apres (?:controle|verification|inspection)|nach (?:prufung|pruefung|kontrolle)"
    r"|una vez (?:que )?(?:revisad|comprobad|verificad|inspeccionad)\w*"
    r"|tras (?:la )?(?:revision|comprobacion|inspeccion)"
    r"|una volta (?:controllat|verificat)\w*|dopo (?:il )?(?:controllo|verifica)|na (?:controle|inspectie|keuring)"
    r"|po (?:sprawdzeniu|weryfikacji|kontroli)|dupa (?:verificare|inspectare)|(?:efter|etter) (?:kontroll|kontrol"
    r"|granskning)|tarkastuksen jalkeen|kontrol(?:den)? sonra|uma vez (?:recebid|verificad|inspecionad)\w*"
    r"|apos (?:a )?(?:verificacao|inspecao))(?![\w])|検品後|検品が完了|검수 후|检验后|檢驗後|质检后|質檢後|بعد الفحص")


def promised(text: str, found: re.Match[str]) -> bool:
    """Whether an approval's words stand in a sentence that makes it wait for something
    (the goods back, a receipt): a promise of a process, not a refund said to be approved."""
    marks = ".!?\n。！？"
    start = max((text.rfind(c, 0, found.start()) for c in marks), default=-1) + 1
    ends = [i for i in (text.find(c, found.end()) for c in marks) if i >= 0]
    return ONCE.search(text[start:min(ends) if ends else len(text)]) is not None


# a refund not (yet) made: put in the future, a maybe, a wish, or denied ("a refund may be
# issued", "your refund will be processed within 5 days", "my refund was not approved",
# "le remboursement sera traité", "eine Erstattung kann veranlasst werden"): the words of a
# refund still awaited, never a claim that one was approved; folded, in the approval's clause
NOT_YET = re.compile(
    r"(?<![\w])(?:will|would|may|might|could|can|should|shall|not|never|yet|pending|to be|"
    r"wird|werden|wurde nicht|kann|konnte|konnen|soll|sollte|nicht|nie|noch|"
    r"sera|seront|serait|pourra|pourrait|peut|devrait|pas|jamais|"
    r"seran|seria|podra|podria|puede|deberia|no|nunca|pendiente|"
    r"sara|saranno|verra|verranno|sarebbe|potra|potrebbe|puo|dovrebbe|non|mai|"
    r"serao|podera|poderia|pode|nao|"
    r"wordt|zal|zou|kan|kunnen|niet|nooit|nog|"
    r"kommer att|ska|skulle|inte|aldrig|vil|skal|ikke|aldri|"
    r"zostanie|zostana|bedzie|moze|nie|va fi|vor fi|ar fi|poate|nu|ei|voidaan)(?![\w])|n't")


def not_made(text: str, found: re.Match[str]) -> bool:
    """Whether a refund said approved or issued is one still awaited (``NOT_YET``) in the
    clause it stands in, at most a few words before it."""
    cuts = ".!?\n,;:。！？，；"
    start = max(max((text.rfind(c, 0, found.start()) for c in cuts), default=-1) + 1,
                found.start() - 24)
    return NOT_YET.search(text, start, found.end()) is not None


# what was bought, in the covered languages (folded): "my manager approved the purchase" says
# who let the customer buy, not who lets the agent refund
PURCHASE = re.compile(
    r"(?<![\w])(?:purchas\w*|order\w*|bought|buy(?:ing)?|expense\w*|budget\w*|kauf\w*|gekauft|"
    r"bestellung\w*|bestellt|anschaffung\w*|achat\w*|commande\w*|compra\w*|pedido\w*|encomenda\w*|"
    r"acquist\w*|ordin\w*|aankoop\w*|bestelling\w*|besteld|zakup\w*|zamowien\w*|kupno|"
    r"cumpar\w*|comand\w*|achizit\w*|kop|kopet|kopte|bestallning\w*|kob|kobet|kobte|bestilling\w*|"
    r"køb|købet|købt|købte|kjøp|kjøpet|kjøpt|kjøpte|"  # folding keeps "ø"
    r"kjop\w*|kjopt\w*|osto\w*|ostin|ostettu|tilau\w*|hankin\w*|"
    r"sat[iı]n al\w*|sipari[sş]\w*|al[iı][sş]veri[sş]\w*|"  # folding keeps "ı"
    # the buying in, and the budget it came from ("innkjøpet", "indkøbet", "inköpet", "Einkauf",
    # "inkoop"; "el presupuesto", "o orçamento", "budżet", "bugetul", "budjetti", "bütçe")
    r"innkj[oø]p\w*|indk[oø]b\w*|inkop\w*|einkauf\w*|eingekauft|inkoop\w*|ingekocht|"
    r"presupuest\w*|orcament\w*|budzet\w*|buget\w*|budjet\w*|butce\w*|"
    # a leave, a holiday, a day off: the approval of one is no refund's either ("my manager
    # approved my leave", "Urlaub genehmigt", "休暇を承認", "휴가 승인", "批准了休假")
    r"leave|holidays?|vacation|time off|days? off|urlaub\w*|conges?|vacaciones|ferie|ferias|verlof|"
    r"vakantie|semester|ledighet\w*|orlov|permisjon|loma\w*|urlop\w*|concediu\w*|yillik izin\w*)"
    r"(?![\w])|購入|注文|買|申し込|申込|契約|発注|予算|구매|주문|구입|신청|예산|购买|购|订单|下单|采购|"
    r"预算|購買|採購|訂單|預算|شراء|طلب|اشتري|مشتريات|ميزاني|休暇|有給|休假|请假|請假|휴가|연차|اجاز")


def of_the_purchase(text: str, found: re.Match[str],
                    refunds: Sequence[re.Pattern[str] | None]) -> bool:
    """Whether an approval a person is said to have given is the purchase's, not a refund's:
    its sentence names the purchase and no refund or money back."""
    marks = ".!?\n。！？"
    start = max((text.rfind(c, 0, found.start()) for c in marks), default=-1) + 1
    ends = [i for i in (text.find(c, found.end()) for c in marks) if i >= 0]
    end = min(ends) if ends else len(text)
    cuts = ",;、，；"
    clause = text[max((text.rfind(c, start, found.start()) for c in cuts), default=-1) + 1:
                  min([i for i in (text.find(c, found.end(), end) for c in cuts) if i >= 0],
                      default=end)]

    def refund(where: str) -> bool:
        return any(pattern is not None and pattern.search(where) for pattern in refunds)

    if PURCHASE.search(clause):  # "上司の承認を得て申し込んだものなので、…返金して…"
        return not refund(clause)
    # the purchase named in the sentence, or in the one before ("I ordered two keyboards for the
    # office. My manager approved, but then ...")
    before = max((text.rfind(c, 0, max(start - 1, 0)) for c in marks), default=-1) + 1
    return not refund(text[start:end]) and bool(
        PURCHASE.search(text[start:end]) or PURCHASE.search(text[before:start]))


@cache
def _asking(code: str) -> re.Pattern[str] | None:
    fragment = ownask.ASKED.get(code)
    return re.compile(r"[\s,:]*(?:" + fold_fragment(fragment) + ")") if fragment else None


def our_asking(text: str, found: re.Match[str], code: str) -> bool:
    """Whether a superior's approval (``found``, in the language ``code``) has the customer's
    own asking for its object, right after it ("my manager agreed that we ask for the refund of
    the damaged box", ``tables.ownask``): the customer's company let them ask; no agent is told
    anything, and what is asked is judged as any request is."""
    asking = _asking(code)
    return asking is not None and asking.match(text, found.end()) is not None


# a figure of money, its symbol or code beside it: read as one word where words are counted
AS_WORD = re.compile(r"(?:[$€£¥₩₺]\s?)?\d(?:[\d.,' \u00a0\u202f]*\d)?(?:\s?(?:[$€£¥₩₺]|[a-z]{2,3}\b))?")


def labels_vouched(text: str, found: re.Match[str], vouched: frozenset[Decimal]) -> bool:
    """Whether an approval's words are a label ("Refund amount:", "Erstattungsbetrag:",
    "返金額：") whose figure, right after it on its line, is one the customer's own words ground:
    the shop's mail quoted with the payment's own figure, no approval of its own."""
    if not vouched or not found.group().rstrip().endswith((":", "：")):
        return False
    end = text.find("\n", found.end())
    figures = money.scan(text[found.end():end if end >= 0 else len(text)])
    return bool(figures) and figures[0].amount in vouched


# a figure's sentence: a decimal point is no sentence's end ("$45.00")
FIGURE_LINES = re.compile(r"\n+|(?<!\d)[.!?。！？]+|[.!?。！？]+(?!\d)")


def names_another(line: str, vouched: frozenset[Decimal]) -> bool:
    """Whether ``line`` names a figure of money that is not one of ``vouched``."""
    return any(m.amount not in vouched for m in money.scan(line))


# a term of an AI's make-up the writer names as a thing of their own work ("I write system
# prompts all day", "my side project's jailbreak tests", "我每天要打 system prompt"): the
# bare term, no label's colon after it, a first person before it in its sentence, no "you"
_BARE_TERM = re.compile(r"system prompts?|jailbreak\w*")
_WRITER = re.compile(
    rf"(?<![\w])(?:i|i'm|i've|we|me|us|{MINE}|ich|wir|je|j'|nous|yo|io|eu|ik|wij|jag|vi|jeg|mina|"
    r"ja|ben|biz)(?![\w])|我|私|僕|저는|제가|나는|내가|انا")
_OF_MINE = re.compile(rf"s?\s+(?:of|for|de|del|do|da|di|per|pour|fur|van|voor)\s+{MINE}(?![\w])")
_SECOND = re.compile(r"(?<![\w])(?:you|your|yours)(?![\w])|你(?!好)|您(?!好)|あなた|당신")


def own_term(text: str, found: re.Match[str]) -> bool:
    """Whether a role's bare term ("system prompt") is the writer's own thing they speak of,
    not a reader's role: see ``_BARE_TERM``."""
    if not _BARE_TERM.fullmatch(found.group()) or re.match(r"\s*[:=\]>]", text[found.end():]):
        return False
    start = max(text.rfind(c, 0, found.start()) for c in ".!?\n。！？") + 1
    end = min((i for i in (text.find(c, found.end()) for c in ".!?\n。！？") if i >= 0), default=len(text))
    before, sentence = text[start:found.start()], text[start:end]
    # (or their own thing it is of, where the verb alone says "I": "escribo el system prompt
    # de mi bot")
    return bool(_WRITER.search(before) or _OF_MINE.match(text, found.end(), end)) \
        and not _SECOND.search(sentence)


def strongest(said: Sequence[tuple[list[Any], str | None, Sequence[Any]]]) -> dict[str, Any]:
    """The strongest finding of each code over every text ``said`` (its findings, its words
    when the customer's own, its languages' rules); an approval claimed in a text that is that
    claim alone ("Boss approved", "팀장님 승인", a subject's headline) counted only where no other
    text of the customer's says the approval was the purchase's: the headline repeats it."""
    headlines = {i for i, (found, text, chosen) in enumerate(said) if text is not None
                 and any(f.code == "authority_claim" for f in found) and _only_an_approval(text, chosen)}
    if headlines and any(i not in headlines and text is not None and _purchase_approved(text, chosen)
                         for i, (_, text, chosen) in enumerate(said)):
        said = [([f for f in found if f.code != "authority_claim"] if i in headlines else found, text, chosen)
                for i, (found, text, chosen) in enumerate(said)]
    best: dict[str, Any] = {}
    for found, _, _ in said:
        for finding in found:
            if finding.weight > getattr(best.get(finding.code), "weight", 0):
                best[finding.code] = finding
    return best


def _approvals(text: str, chosen: Sequence[Any]) -> list[re.Match[str]]:
    """Where a superior's approval stands in ``text`` (the authority rules of ``chosen``)."""
    return [m for q in chosen for pattern, _, code, _ in q.rules if code == "authority_claim"
            for m in pattern.finditer(text)]


def _only_an_approval(text: str, chosen: Sequence[Any]) -> bool:
    """Whether ``text`` is a superior's approval and next to nothing else: no refund named, at
    most two short words beside the approval's ("My boss approved", "上司の承認済み")."""
    if any(q.refund is not None and q.refund.search(text) for q in chosen):
        return False
    found = _approvals(text, chosen)
    rest = text
    for m in sorted(found, key=lambda m: -m.start()):
        rest = rest[:m.start()] + " " + rest[m.end():]
    return bool(found) and len(re.findall(r"\w+", rest)) <= 2 and len(rest.strip()) <= 12


def _purchase_approved(text: str, chosen: Sequence[Any]) -> bool:
    """Whether a superior's approval in ``text`` is the purchase's (``of_the_purchase``)."""
    refunds = [q.refund for q in chosen]
    return any(of_the_purchase(text, m, refunds) for m in _approvals(text, chosen))
