"""What the customer's own words ask of this payment, read as structure: which lines, how many
units of them, what share, the shipping, everything; which figures they wrote and what each
names; which lines they keep; whether they decline money or withdraw the complaint.

``read(texts, order, codes)`` reads the customer's own texts (``provenance``'s own spans),
oldest first, in the languages ``codes`` (the customer's, then English), each sentence and each
clause of it with the language tables' words:

- an **ask** (money back; or a share, a figure, the shipping or a difference said with a word
  for "back" or "off"), a **decline** (no refund, or something else instead of money) and a
  **withdrawal** (never mind, it arrived after all) are events: the latest word counts, so a
  refund asked and then withdrawn is withdrawn, and asked again is asked; said of a line, a
  decline or a withdrawal only takes that line out;
- a line is **named** when a clause that asks, complains or says the shipping names it (by its
  title's words, or by writing its price); it is **kept** when its clause (or, if that clause
  names nothing, the sentence's nearest line) says it is fine, works or is kept, and no
  complaint stands nearer; "the rest" in such a clause keeps every line not named;
- a **count** binds to the line it is said of ("two of the six": the line of six the sentence
  names; "2 mugs": the mug line), and a count kept ("the other four are fine") leaves the rest;
- a **share** binds to the line of its clause, else (when its clause names another thing) to an
  item the rules cannot name, else to the line the sentence before named, else to the order;
- each **figure** is classified by what on this payment it names: a line's price, some units of
  a line, the shipping, the whole, a sum of lines, a difference; a figure said of a line whose
  price it is not names nothing. Two figures, one a line's price, with a word for a difference
  anywhere, give the difference between them.
"""

from __future__ import annotations

import re

from service.judgment import (
    actions,
    allfine,
    arrived,
    aside,
    cameonly,
    charges,
    coupons,
    fixed,
    keeping,
    listed,
    money,
    numbers,
    once,
    paired,
    payback,
    preference,
    questioned,
    shared,
    shipalone,
    shown,
    sized,
    tables,
    unnamed,
)
from service.judgment.accents import accented_away
from service.judgment.cancels import TWICE, one_of
from service.judgment.cancels import of_the_order as order_cancelled
from service.judgment.cancels import other_kept as duplicate_kept
from service.judgment.cancels import swapped as cancels_for_another
from service.judgment.cancels import wholly as cancelled_wholly
from service.judgment.capacities import other_capacity
from service.judgment.clauses import Clause, clauses_of, kept_and_bad, may_say
from service.judgment.designations import other_designation
from service.judgment.elsewhere import another_spoken_of, priced_elsewhere
from service.judgment.excepted import excepted, returned_but
from service.judgment.facts import Comment, Order
from service.judgment.figures import differences, read_numbers, spelled_out, split
from service.judgment.likened import likened
from service.judgment.onekind import one_of_a_kind
from service.judgment.otherpurchase import other_purchase
from service.judgment.packs import pieces
from service.judgment.request import Request
from service.judgment.sentences import sentences
from service.judgment.tables import Patterns, gates
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.together import BOTH as _BOTH
from service.judgment.together import count_said
from service.judgment.untiered import untiered
from service.judgment.variants import other_model, other_size, other_variant, other_variety

_PER_CENT = re.compile(r"\d\s?%|%\s?\d")
# "too", "as well" said of what the clause before said ("die Tagesdecke auch")
# "too" (much trouble): the other remedy let go ("der Umtausch wäre mir zu umständlich")
_TOO = re.compile(r"(?<![\w])(?:too|zu|trop|demasiado|troppo|te|zbyt|prea|liian|cok|alt ?for|for (?:krangligt|"
                  r"besvaerligt|tungvint|mycket|meget|mye|omstandeligt))(?![\w])|面倒|번거|麻烦|麻煩")


# a charge taken twice, in the covered languages (folded): the "extra" asked is one whole charge
_TWICE = TWICE  # (``cancels``: the order or a charge said twice)


# "these items", "ces articles", "te rzeczy" (folded): where a sentence asks and names no line,
# the lines its comment named before, the ones kept out ("I sent back the cushion covers and the
# throw; I keep the runner. Please refund these items")
_THESE = re.compile(
    r"(?<![\w])(?:(?:these|those) (?:\w+ )?(?:items|things|articles|products)|"
    r"(?:diese|die beiden) (?:\w+ )?(?:artikel|sachen|teile|produkte|dinge)|"
    r"(?:ces|les deux) (?:\w+ )?(?:articles|produits|choses|elements)|"
    r"(?:estos|estas|esos|esas|los dos|las dos) (?:\w+ )?(?:articulos|productos|cosas)|"
    r"(?:questi|queste|quei|quelle|i due|le due) (?:\w+ )?(?:articoli|prodotti|cose)|"
    r"(?:estes|estas|esses|essas|os dois|as duas) (?:\w+ )?(?:artigos|produtos|coisas|itens)|"
    r"(?:deze|de twee) (?:\w+ )?(?:artikelen|spullen|producten|dingen)|"
    r"(?:te|tych|tamte) (?:\w+ )?(?:rzeczy|artyku[lł]\w*|produkt\w*)|"
    r"(?:aceste|cele doua) (?:\w+ )?(?:produse|articole|lucruri)|"
    r"(?:dessa|de tva|disse|de to) (?:\w+ )?(?:varor|varorna|artiklar|artiklarna|sakerna|varer|"
    r"varerne|varene|tingene|artikler|produkter)|"
    r"(?:nama|nuo|ne kaksi) (?:\w+ )?(?:tuotteet|tavarat|asiat)|"
    r"(?:bu|bu iki) (?:\w+ )?(?:urunler\w*|esyalar\w*))(?![\w])|"
    r"これらの(?:商品|品物)|この2点|この二点|这些(?:商品|东西)|這些(?:商品|東西)|这两(?:件|个|样)|"
    r"이 (?:두|2) ?(?:개|제품|상품)|이 제품들|هذه (?:المنتجات|الاغراض|القطع)")

# a count alone: not part of a figure, a date, a time, a share, a size or an order number
_UNITS = re.compile(r"(?=\d)(?<![\d.,#/:])(\d{1,3})(?![\d.,/%:]|\s?(?:cm|mm|ml|kg|g|l|m|x|gb|tb)\b)")


def read(texts: list[str], order: Order, codes: tuple[str, ...], subject: bool = False,
         thread: list[Comment] | None = None) -> Request:
    """The request the texts make of ``order`` (see the module's docstring); ``subject``: the
    first text is the ticket's subject; ``thread``: the ticket's public comments in order, where an
    agent's question is read too (and the customer's own words after it)."""
    found = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes)) if p is not None]
    titles, request = Titles(order, codes), Request(codes=codes)
    titles.accented = accented_away(texts)
    previous: set[int] = set()
    later, first = False, 1 if subject else 0  # later: after a message that asked or complained (not the subject)
    for n, text in enumerate(texts):
        request.quoted |= titles.quoted(fold(text))
        # lines let go for another remedy in an earlier comment (not the subject)
        wished = set(request.wished) if n > first else set()
        said: set[int] = set()  # the lines this comment names, sentence by sentence
        held = (request.full, request.rest_kept or request.kept_unnamed)  # (an earlier comment's)
        request.by_pronoun, request.money_named = set(), set()
        # the latest comment, after earlier ones that asked and complained of nothing the rules
        # take ("my dog won't eat it. Can I return it?"), read for a withdrawal too: ``fixed``
        last = n == len(texts) - 1 and (later or (n > first and request.last_event is None))
        for sentence in sentences(text):
            previous = _sentence(sentence, order, titles, found, codes, request, previous, later,
                                 wished, said, text, last)
            said |= previous
        request.kept -= request.by_pronoun & request.money_named  # (never a line it asks money for)
        if duplicate_kept(text, held, request, said):
            # "ordered twice: cancel the latest, I keep the other": the other order kept
            request.rest_kept = request.kept_unnamed = False
        request.last_event = "withdraw" if later and arrived.only(fold(text), codes) else request.last_event
        # ("after the reset it works now" in the latest comment, after an agent's reply: ``fixed``)
        fixed.latest(request, text, found, thread if last else None, quiet=not later)
        later = later or (n >= first and (request.complaint or request.last_event == "ask"))
    request.free_shipping &= request.shipping_said
    if request.difference:  # read only where an overcharge is spoken of
        request.twice = any(_TWICE.search(fold(text)) for text in texts)
    if request.difference or request.owed:  # (or money said owed: "you owe me the 20 €")
        # (the subject too: the customer's own words, "Cheaper elsewhere", over a figure asked)
        request.priced_elsewhere = priced_elsewhere(texts, found, 0)
    request.likened = likened(texts, found, titles)  # "same price as the joggers"
    request.one_kind = one_of_a_kind(texts, titles, codes) if len(request.named) > 1 else frozenset()
    sized.pick(texts, titles, request)  # "the 18 cm saucepan", of saucepans in three sizes
    _settle(order, request)
    request.foreign = tuple(dict.fromkeys(titles.foreign))
    # "căștile JBL", where the line is a JBL speaker; "the Hario kettle", a Hario dripper
    if (titles.unlisted or request.foreign) and request.worded:
        request.by_other_words = titles.by_other_words(request.worded, [fold(t) for t in texts])
    request.unlisted = tuple(dict.fromkeys(titles.unlisted))  # (with a rated kind: "20W")
    unnamed.read(texts, order, found, titles.accented, request)  # "only the case", no title says case
    request.other_variant = (other_variant(texts, titles) | other_variety(texts, titles)
                             | other_model(texts, titles) | other_size(texts, titles)
                             | other_capacity(texts, titles) | other_designation(texts, titles, codes)
                             | untiered(texts, titles))
    other_purchase(texts, order, titles, found, codes, first, thread, request)
    return request


def _settle(order: Order, request: Request) -> None:
    """What the whole reading says, once every sentence is read."""
    request.asked = request.last_event == "ask"
    # a share read twice (in words, and as the digits "1/3" a number reader writes) is one
    request.shares = list(dict.fromkeys(request.shares))
    # (a share the customer's words say of the whole order is of no item: "10 % on the whole
    # order ... refund me the 10 %", under a subject "10 % discount not applied")
    request.item_shares = [s for s in dict.fromkeys(request.item_shares) if s not in request.of_order]
    # some units of a line said fine ("the other two are fine") keep those units, not the line
    request.kept -= {i for i, kept in request.kept_units.items() if 0 < kept < pieces(order.lines[i])}
    if request.rest_kept:  # "the rest of the glasses are fine": the rest of a line counted
        request.kept -= set(request.units)
    if len(request.kept) > 1 and request.kept - set(request.units):
        # "of the 6 wine glasses 2 broke, the water glasses are fine": the words kept name the
        # line counted broken only by what it shares with another ("glasses"): the other is kept
        request.kept -= set(request.units)
    if not request.named and (request.asked or request.complaint):
        # a refund asked in one sentence of lines named in another ("The teapot's handle
        # snapped. Refund please."): the lines counted, complained of, else named at all
        request.named = ((set(request.units) - request.kept)
                         or (request.complained - request.kept)
                         or (request.mentioned - request.kept))
    if request.asked and not request.named and request.shipping_said and not request.shipping_kept:
        request.shipping = True  # "I paid for evening delivery ... Can you refund that cost?"
    if request.asked or request.complaint:
        # a line counted whose other units are said fine, the two making it up ("2 of the
        # flutes came in bits, the other four are fine"): that line is asked of, whatever else
        # the subject named, and "the rest" never keeps it whole
        request.named |= {i for i, n in request.units.items()
                          if 0 < n < pieces(order.lines[i]) and i not in request.kept
                          and n + request.kept_units.get(i, 0) == pieces(order.lines[i])}
    request.named -= request.kept
    if request.rest_kept:
        request.kept |= set(range(len(order.lines))) - request.named
    for i, kept in request.kept_units.items():
        line = order.lines[i]
        if i not in request.units and 0 < kept < pieces(line):
            request.units[i] = pieces(line) - kept
    spelled = spelled_out(order, request)
    if request.charge_untaken:
        request.difference, spelled = False, set()  # the charge said is none this payment took
    if request.difference or spelled:
        differences(order, request, spelled)
        # a difference the customer works out and writes ("the difference comes to 500 kr",
        # "يعني الفرق ٢٠٠ ريال") is money they say is theirs: written to the shop, it asks it
        written = any(f.names == "difference" for f in request.figures)
        request.asked |= request.last_event is None and written
        if request.asked and not request.full and written:
            # the difference written as a figure and asked ("I paid 89, it is 69 today, refund
            # the 20"): a part of the line is asked, never all of it, with or without a word
            # for a difference in the sentence that asks
            request.partial = True


def _sentence(sentence: str, order: Order, titles: Titles, found: list[Patterns],
              codes: tuple[str, ...], request: Request, previous: set[int],
              later: bool = False, wished: set[int] | None = None,
              said: set[int] | None = None, comment: str = "", last: bool = False) -> set[int]:
    """Read one sentence into ``request``; returns the lines it names (for the next one).
    ``later``: the sentence is in a comment written after the customer asked or complained;
    ``wished``: the lines an earlier comment let go for another remedy; ``last``: the sentence
    is in the latest comment, read for a withdrawal (``fixed.latest``)."""
    folded = fold(sentence)
    after_return, request.returned = request.returned, False
    # (money asked in plain words, "give me the money for the two": ``payback``)
    # (another remedy declined by its "that's fine", "交換は大丈夫です": ``preference``)
    # (a withdrawal asked as a question, "Já chegaram aí?", withdraws nothing: ``questioned``)
    marks = allfine.rest_fine(_unasked_inside_withdrawal(questioned.unasked(folded, preference.alternative_declined(
        folded, once.marks(folded, found, codes, later, titles)))))  # ("everything else all fine")
    marks = preference.set_aside(folded, marks)  # ("20 % off instead of an exchange")
    clauses = clauses_of(folded, titles, found)
    coupon = coupons.unapplied(folded, marks)
    if coupon and marks.get("instead"):
        marks = coupons.unwished(marks, coupon)
    here = {m.line for c in clauses for m in c.lines}
    request.mentioned |= here
    request.worded |= here
    request.money_named |= payback.money_lines(clauses, codes) if here else set()
    # a refund said not to be due of the shipping ("je sais que le port n'est pas remboursé")
    # leaves the shipping out, and declines nothing else
    of_shipping = [span for name in ("declined", "dropped") for span in marks.get(name, [])
                   if _of_shipping(clauses, span)]
    if of_shipping:
        request.shipping_kept = True
    owing = once.owed_asked(folded, marks, found, clauses, request, titles, later)
    if owing is None and (over := shown.told(folded, codes, order)) is not None \
            and not another_spoken_of(folded, codes, sentence):
        owing = "fix", over  # "the price was 199 €, but I was charged 249 €": ``shown``
    if shown.untaken(folded, codes, order) and not another_spoken_of(folded, codes, sentence):
        request.charge_untaken = True  # "it showed 99 €, you charged me 129 €" of a 99 € line
    if owing is not None and owing[0] in ("fix", "guarantee"):
        # a charge to correct is a difference asked, and its verb no repair ("korjatkaa summa");
        # so is a price guarantee invoked ("Ni har väl prisgaranti?")
        (a, b), instead = owing[1], marks.get("instead", [])
        marks = {**marks, "difference": marks.get("difference", []) + [owing[1]],
                 "instead": [(s, e) for s, e in instead if e <= a or s >= b]}
    declined = any(not preference.negated(marks, span) and not preference.awaited(folded, span)
                   and not preference.money_ranked_above(folded, marks, codes, span)
                   for span in marks.get("declined", []) if span not in of_shipping) \
        or preference.money_refused_for_another(folded, marks) or preference.money_ranked_below(folded, marks, codes)
    wish = bool(marks.get("instead")) and not preference.wish_negated(folded, marks) \
        and not _other_option(clauses, marks) and not actions.bought_anew(folded, marks["instead"]) \
        and not actions.mail_sent_on(folded, marks["instead"])  # "os reenvío el correo"
    wish = wish and not preference.names_the_product(folded, marks["instead"], titles.words)
    # the order cancelled for something sent in its place: an exchange asked (``cancels``)
    swapped = cancels_for_another(folded, marks)
    wish = wish or swapped
    explicit = bool(marks.get("refund") or marks.get("full")) and not swapped
    # a share or a difference agreed to asks money back, whatever else comes with it ("the 20 %
    # option works for me, I'll fix it with the pull you send")
    agreed = _agreed(sentence, marks, found)
    # the whole request dropped ("forget it, the bulb was loose"): the line it names, the fault it
    # tells of, are the excuse; unless money is asked outside its words ("forget it, refund me")
    dropped = _dropped(marks, of_shipping)
    asks = (explicit or agreed or ((owing is not None or _back(sentence, marks, found, order)) and not wish)) \
        and not declined and not dropped
    request.owed |= owing is not None
    wish = wish and not asks
    complaint = bool(marks.get("complaint"))
    withdrawn = bool(marks.get("withdrawn")) or dropped or allfine.all_fine(clauses, marks, here, asks, complaint)
    cancels = False
    if after_return and not (asks or wish or declined or withdrawn) and actions.for_another(folded):
        # "I'm sending them back. Please send me blue ones instead.": what goes back goes for
        # what is wished in its place, as when it is said in the return's own sentence
        wish = True
    if not (asks or wish or declined or withdrawn):
        # goods sent back, or the order (or a line) cancelled: money back asked of them
        # (a return asked as a question, "can I return them?", of the lines the comment named;
        # or goods named only by a kind no title says, "운동화가 ... 반품하려구요": ``kindless``)
        # (a return asked as a question asks where a fault or a reason is told, or the goods
        # were named before it: "they do not fit, can I send them back?"; alone, "can I send
        # the scarf back?", it asks about returns)
        caused = complaint or request.complaint or bool(previous or said)
        # ("can I return only the lids?" naming no line: only something else than what was named)
        before = not here and not (actions.return_asked(folded) and actions.only_at(folded) is not None)
        goods = here or (previous if before else set()) \
            or (actions.asked_back(folded, said) if caused and before else set()) \
            or ({0} if len(order.lines) == 1 else set())
        if (goods or any(w in folded for w, _ in titles.foreign)) \
                and request.last_event not in ("decline", "withdraw") and not actions.for_another(folded) \
                and ((caused and actions.return_asked(folded))
                     or (may_say(folded, found, "returned") and actions.returned(folded, marks.get("kept")))):
            # (goods go back for an exchange too: a return after a wish for another remedy
            # asks nothing)
            asks = request.returned = True
            request.named |= goods - request.kept
        elif not here and may_say(folded, found, "cancelled") and actions.cancelled(folded) \
                and (allfine.whole_named(folded, marks, codes)
                     or cancelled_wholly(folded, codes, titles, bool(request.mentioned)) or (
                         not request.mentioned and not titles.unlisted and not titles.foreign
                         and order_cancelled(folded, comment, codes))) and not one_of(folded):
            # the order cancelled (not a plan or a line: "cancel my subscription from next
            # month" cancels what is to come, and asks nothing back); or cancelled "completely"
            # ("tamamen iptal edebilir misiniz?": ``cancels.wholly``)
            asks = cancels = True
    # a line (or the order) cancelled, a lower price beside it ("cancel the TV, I can get it
    # cheaper through work"): the lower price is why, and the whole price of what it cancels
    # comes back; what it cancels is said here, not by a subject's "cancel order"
    if marks.get("difference") and not any(marks.get(m) for m in ("refund", "back", "partial")) \
            and may_say(folded, found, "cancelled") and actions.cancelled(folded):
        marks = {name: spans for name, spans in marks.items() if name != "difference"}
        request.full = False
    request.complaint |= complaint
    # (a coupon not taken off is a difference said: "the 10 € voucher was not deducted")
    request.difference |= bool(marks.get("difference") or coupon)
    if not (withdrawn or declined or wish):  # (not "I thought I was charged twice, all good now")
        request.taken_twice |= may_say(folded, found, "twice") and charges.charged_twice(folded)
        request.free_shipping |= may_say(folded, found, "free_shipping") \
            and charges.free_shipping(folded)
    if complaint:
        request.complained |= here
    so_far = set(request.kept), set(request.named), set(request.complained)
    for clause in clauses:
        keeping.name_or_keep(clause, request, asks or complaint or bool(marks.get("shipping")), sentence)
    # "the sneakers and the sandals", where the sandals' line is titled by its model alone
    # "the sneakers and the sandals", "Bezüge und das Laken": lines named together, one by words no
    # title holds (``kindless``, ``bare``, ``paired``)
    paired.note(clauses, titles, found, request, sentence, bool(here), asks, asks or complaint)
    request.told.append(aside.told(clauses, titles, asks or complaint))
    keeping.kept_nearest(clauses, request, order)
    keeping.kept_too(clauses, request)
    listed.kept_listed(clauses, request)  # "the tent, the stove and the mat are fine"
    if here:  # "the cups are in pieces ... the coffee I keep": the coffee's, not the cups' (``shared``)
        shared.unkeep(clauses, request, *so_far, request.alone, tuple(li.title for li in order.lines))
        request.alone |= shared.called_alone(clauses)
        cameonly.kept_came(clauses, comment or sentence, codes, request)  # "only the drill came"
    _set_apart(folded, order, titles, codes, marks, request, asks, complaint)
    if later and not (here or asks or complaint or declined or withdrawn) \
            and allfine.fine_of_it(clauses, marks):
        # a later message: "elle fonctionne parfaitement", "je la garde": said of the one line
        # a one-line payment has, else of what the last sentence named (in the same message,
        # "the films are ok" names another thing the titles do not match)
        subject = {0} if len(order.lines) == 1 else previous
        request.kept |= subject
        request.by_pronoun |= subject
        request.named -= subject
    if declined or wish or withdrawn:
        if here and not (asks and not declined) and not dropped \
                and not (withdrawn and not (declined or wish) and preference.faulty_beside(marks)):
            request.kept |= here  # said of a line: only that line is out
            request.named -= here
            if declined or wish:
                request.wished |= here
        elif not here or dropped:
            event = "decline" if declined or wish else "withdraw"
            if dropped or not (withdrawn and (asks or complaint) and not declined):
                request.last_event = event
    if asks and explicit and wished and not here \
            and not any(marks.get(m) for m in ("shipping", "difference", "partial")):
        # the money asked in a later message, of nothing named, after another remedy wished for a
        # line ("send me a new one" ... "none in stock? then my money back"): the line is asked
        request.kept -= wished
        request.wished -= wished
    if (asks or complaint or later) and not (declined or wish or withdrawn):
        # "both", "the two", "te dwie rzeczy": how many things are asked (``together``)
        # (a count said before a line's words counts its units only where the line has several:
        # "os dois livros" of one book named by a publisher's word counts two things)
        request.together = count_said(folded, codes, [m for m in titles.mentions(folded)
                                                      if order.lines[m.line].quantity > 1]) \
            or request.together
    if asks and not here and len(previous) == 2 and _BOTH.search(folded):
        request.named |= previous - request.kept  # "both" asked: the two lines just named
    if asks and not here and said and gates.prefilter(_THESE)(folded) and _THESE.search(folded):
        request.named |= said - request.kept  # "refund these items": the lines this comment named
    # (a return said not needed, "no need to send it back", asks nothing new: ``fixed``)
    request.stirred += (asks or complaint) and not (last and fixed.unasked(folded, found, marks))
    if asks:
        request.last_event = "ask"
        shipalone.note(marks, here, request)  # "please refund the express shipping"
        request.full |= (bool(marks.get("full")) and not keeping.kept_clause(clauses, "full")) or cancels \
            or _everything_asked(clauses)
        # a part asked: "a partial refund", or the difference (never all of the line)
        request.partial = bool(marks.get("partial") or marks.get("difference")) \
            and not marks.get("full")
    elif complaint and request.last_event == "withdraw":
        request.last_event = "complaint"  # a new complaint after a withdrawal reopens it
    if marks.get("shipping") and not keeping.kept_clause(clauses, "shipping"):
        request.shipping_said = True
        # (or a "please" of it, no verb needed, once money is asked: "so the shipping + the
        # lampshade please", "und das Porto bitte")
        if asks or complaint or (marks.get("please") and request.last_event == "ask"
                                 and not (wish or declined or withdrawn)):
            request.shipping = True
    request.shipping_last = bool(marks.get("shipping")) and not keeping.kept_clause(clauses, "shipping")
    request.said_last = folded  # ("... charged 49 kr for delivery. That must be a mistake?": ``mistaken``)
    shares = len(request.shares) + len(request.item_shares)
    read_numbers(sentence, order, titles, found, codes, request, previous)
    if asks and not marks.get("full") and len(request.shares) + len(request.item_shares) > shares:
        request.partial = True  # a share asked ("two thirds of the sofa back"): never all of it
    return here or previous


def _set_apart(folded: str, order: Order, titles: Titles, codes: tuple[str, ...],
               marks: dict[str, list[tuple[int, int]]], request: Request, asks: bool,
               complaint: bool) -> None:
    """"Everything except the rug": the lines set apart are kept, the others are named (where
    the sentence asks or complains, and says nothing is fine: ``excepted``); asked in the same
    sentence, everything else is asked (with its shipping). Said of everything fine ("everything
    arrived fine except the rug"), the lines set apart are the ones not fine: never kept."""
    apart = excepted(folded, titles.mentions(folded), codes)
    if not apart:
        return
    if marks.get("kept") and not returned_but(folded, codes, marks["kept"]):
        request.kept -= apart
        if asks or complaint:
            request.named |= apart
        return
    if not (asks or complaint):
        return
    request.kept |= apart
    request.named -= apart
    request.named |= set(range(len(order.lines))) - apart - request.kept
    # asked in the same sentence, "everything" asks all the rest back, its shipping with it
    request.full |= asks


def _unasked_inside_withdrawal(marks: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The words for a refund that stand inside the customer's own words withdrawing it ("no
    need for a refund", "cancel my refund request", "환불 취소해주세요") ask nothing: without this
    the refund word the withdrawal names reads as the ask it withdraws. A copy: ``marks`` is
    cached."""
    # (a need negated of a new one, "en tarvitse uusia tilalle", declines the replacement: it
    # withdraws nothing: ``preference.withdrawing``)
    # (nor do those inside the words of a thing kept, "I won't send it back": ``preference.unsent``)
    spans = preference.withdrawing(marks)
    if not spans:
        return preference.unsent({**marks, "withdrawn": []} if marks.get("withdrawn") else marks)
    out = dict(marks, withdrawn=spans)
    for name in ("refund", "back", "full"):
        if name in out:
            out[name] = [(a, b) for a, b in out[name] if not any(s <= a and b <= e for s, e in spans)]
    if "complaint" in out:  # (the fault that begins inside the words saying it is gone, "the
        # smell has faded", "においが消えた", is no complaint: ``tables.givenup.GONE``)
        out["complaint"] = [(a, b) for a, b in out["complaint"] if not any(s <= a < e for s, e in spans)]
    return preference.unsent(out)


def _dropped(marks: dict[str, list[tuple[int, int]]], of_shipping: list[tuple[int, int]]) -> bool:
    """The whole request dropped, and no money asked outside the words that drop it ("forget
    the whole thing" holds a word for everything, and asks nothing); not where it is said of
    the shipping ("运费就不用退了": the shipping is kept, nothing else)."""
    spans = [s for s in marks.get("dropped", []) if s not in of_shipping]
    return bool(spans) and not any(
        not any(s <= a and b <= e for s, e in spans)
        for name in ("refund", "full", "back") for a, b in marks.get(name, []))


def _of_shipping(clauses: list[Clause], span: tuple[int, int]) -> bool:
    """Whether the clause a mark stands in speaks of the shipping and names no line."""
    clause = next((c for c in clauses if c.start <= span[0] < c.start + len(c.folded)), None)
    return clause is not None and bool(clause.marks.get("shipping")) and not clause.lines


def _everything_asked(clauses: list[Clause]) -> bool:
    """"Rimborsatemi tutto l'ordine", "banii înapoi pe tot": money back and "everything" side by
    side in a clause that names no line, keeps nothing and is not about the rest."""
    for clause in clauses:
        asked = clause.marks.get("refund", []) + clause.marks.get("back", [])
        every = clause.marks.get("everything", [])
        if not asked or not every or clause.lines or clause.marks.get("rest") \
                or kept_and_bad(clause)[0]:
            continue
        if any(0 <= a - e <= 16 or 0 <= s - b <= 16 for s, e in asked for a, b in every):
            return True
    return False


def _other_option(clauses: list[Clause], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """An offer taken up, and the other remedy spoken of apart ("Ja passt, das nehme ich gerne
    an, der Umtausch wäre mir zu umständlich"): the remedy's clause neither asks, accepts nor
    says yes, so it is the option let go, not a wish."""
    if not marks.get("accept"):
        return False
    wished = ("please", "accept", "yes", "declined", "refund")
    places = [c for c in clauses if c.marks.get("instead")]
    return bool(places) and all(not any(c.marks.get(w) for w in wished) and _TOO.search(c.folded)
                                for c in places)


def _agreed(sentence: str, marks: dict[str, list[tuple[int, int]]], found: list[Patterns]) -> bool:
    """A share or a difference agreed to ("15% is acceptable", "Akkoord met 20%"), not negated."""
    if not marks.get("accept") or _negated_anywhere(marks, "accept"):
        return False
    if marks.get("difference"):
        return True
    reading = fold(sentence)
    return bool(_PER_CENT.search(reading)) or any(
        p.share is not None and p.share.search(reading) for p in found)


def _back(sentence: str, marks: dict[str, list[tuple[int, int]]], found: list[Patterns],
          order: Order) -> bool:
    """Money asked without the word refund: a share, a figure, the shipping, a difference or
    some units of a line of several said with a word for "back" or "off" ("20 % tillbaka",
    "de 150 kr retur", "%30 indirim", "¿me devolvéis esas dos?"), or a share or a difference
    agreed to ("15% is acceptable"), or a price split 50/50."""
    # (a share not accepted, "30%オフでは納得できません", agrees to nothing)
    agreed = (marks.get("accept") and not preference.accept_negated(fold(sentence), marks)) or marks.get("please")
    if marks.get("back") and marks.get("negation"):  # (not "I don't want the shipping back")
        marks = {**marks, "back": preference.back_unnegated(fold(sentence), marks)}
    if not agreed and not marks.get("back"):
        # (most sentences: nothing more to read) but a price split in two halves is money
        # proposed in any words ("let's split the jacket's price 50/50")
        return ("50" in sentence or "٥٠" in sentence) and split(fold(sentence))
    reading = fold(sentence)
    code = found[0].table.code if found else "en"
    share = bool(_PER_CENT.search(reading)) or any(
        p.share is not None and p.share.search(reading) for p in found) or _fraction(
        numbers.digits(sentence, code), found)
    if agreed and (share or marks.get("difference")):
        return True
    if not marks.get("back"):
        return False
    if marks.get("shipping") or marks.get("difference") or marks.get("order"):
        return True
    read = numbers.digits(sentence, code)
    return share or bool(money.scan(read)) or _some_units(read, order)


def _some_units(reading: str, order: Order) -> bool:
    """A count below the units of a line of several ("esas 2", of a line of four): some of
    them, which a word for "back" asks the money of as it asks a figure's."""
    most = max((line.quantity for line in order.lines), default=0)
    return most > 1 and any(0 < int(m.group(1)) < most for m in _UNITS.finditer(reading))


def _fraction(reading: str, found: list[Patterns]) -> bool:
    """A fraction written in digits ("1/3", "3分の1", "4분의 1"; numerals read as digits first)."""
    return any(p.fraction is not None and p.fraction.search(reading) for p in found)


def _negated_anywhere(marks: dict[str, list[tuple[int, int]]], name: str) -> bool:
    return any(any(0 <= s - b <= 14 or 0 <= a - e <= 14 for a, b in marks.get("negation", []))
               for s, e in marks.get(name, []))

