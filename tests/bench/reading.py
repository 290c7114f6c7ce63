"""Figure ``reading``: what the judgment's reading of a ticket costs, against its budget.

``judge`` reads the facts a refund step has already fetched: it identifies the customer's
language, cuts each comment into own words and what is quoted or hidden, reads the own words as
a request of the payment, and scores instructions to an agent. Issue 39 gives it 5 ms at the
median for a ticket of 20 comments. This figure judges ``COUNT`` tickets of 20 comments each (10
the customer's, 10 an agent's, 2-4 sentences each drawn at random, numbers included; and every
cache the judgment keeps of a text, ``TEXT_CACHES``, emptied before each one, so no previous
ticket's sentences help: a real ticket's sentences are new), in English and in one more covered
language, each once with the same order every time and once with a new order each ticket (its
other two lines' titles drawn from a shop's variants: a cache keyed on an order's titles cannot
help), in one process after a warm-up, in five rounds, and gives the median and the 90th
percentile of the CPU time one judgment takes (``time.thread_time``: the machine's other load
does not count, though it slows what shares a core), the quietest round's median, and that as a
share of the budget. It is a figure, never a timed test: the suite asserts what the judgment
decides, this says what it costs.
"""

from __future__ import annotations

import random
import statistics
import time

from service.judgment import (
    Comment,
    Line,
    Order,
    Proposal,
    Shipping,
    Ticket,
    clauses,
    elsewhere,
    encodings,
    judge,
    modelcodes,
    numbers,
    sellers,
    shown,
    text,
    variants,
    warming,
)
from service.judgment.tables import gates

BUDGET_S = 0.005
# the judgment's caches keyed on a text (a sentence, a comment, a line of one): emptied before
# each ticket; those keyed on a word, a title or a table stay (a real process keeps them warm)
TEXT_CACHES = (text.fold, gates.words, clauses.marks_of, clauses._passing, numbers._digits,
               encodings._find, encodings._byte_runs, encodings._line_words, variants._varieties,
               variants._sizes, sellers.named, elsewhere._may_be_another, shown._words,
               modelcodes._codes, modelcodes._names)
COUNT, QUICK_COUNT, ROUNDS = 300, 30, 5
LINES = (Line("Blue Ceramic Mug", 1, 1299, 1299), Line("Cast Iron Teapot", 1, 3450, 3450),
         Line("Linen Napkins, set of 4", 1, 1800, 1800))
SAID = {
    "en": (["the teapot arrived with a cracked lid and it leaks when I pour",
            "I'd like a refund for the teapot please", "the mug and the napkins are fine",
            "thanks for getting back to me", "I've attached {n} photos of the crack",
            "the box was dented on {n} sides", "the delivery took {n} days although I paid "
            "for express shipping", "my order number is {n}", "could you let me know when the "
            "refund goes through", "it happened on day {n} of using it"],
           ["thank you for the details", "we are looking into it and will get back to you shortly",
            "could you send a photo of the damage", "sorry for the trouble with order {n}",
            "best regards, Anna"]),
    "de": (["die Teekanne kam mit gesprungenem Deckel an und tropft beim Eingießen",
            "ich hätte gern eine Erstattung für die Teekanne", "der Becher und die Servietten "
            "sind in Ordnung", "danke für die schnelle Antwort", "ich habe {n} Fotos angehängt",
            "der Karton war an {n} Seiten eingedrückt", "die Lieferung hat {n} Tage gedauert",
            "meine Bestellnummer ist {n}", "bitte sagen Sie mir, wann die Erstattung kommt"],
           ["vielen Dank für die Angaben", "wir prüfen das und melden uns in Kürze",
            "könnten Sie ein Foto des Schadens schicken", "entschuldigen Sie die Umstände mit "
            "Bestellung {n}", "viele Grüße, Anna"]),
}
TITLES = {"en": LINES, "de": (Line("Kaffeebecher Keramik", 1, 1299, 1299),
                              Line("Teekanne Gusseisen", 1, 3450, 3450),
                              Line("Leinenservietten 4er-Set", 1, 1800, 1800))}


def _comment(rng: random.Random, pool: list[str]) -> str:
    return ". ".join(rng.choice(pool).format(n=rng.randint(2, 9999)).capitalize()
                     for _ in range(rng.randint(2, 4))) + "."


def _ticket(rng: random.Random, code: str) -> Ticket:
    customer, agent = SAID[code]
    comments = tuple(Comment(501, True, True, _comment(rng, customer), n) if n % 2 == 0 else
                     Comment(9001, True, False, _comment(rng, agent), n) for n in range(20))
    return Ticket("1", 501, "Ana", "ana@example.com", "Teapot", comments)


# a shop's variants of the two lines the customer keeps (the teapot asked for stays as it is)
VARIANTS = {"en": (("Blue", "Sand", "Grey", "Black", "White", "Teal", "Ochre", "Plum"),
                   "{c} Ceramic Mug {n} cl", "Linen Napkins, set of 4 / {c}"),
            "de": (("Blau", "Sand", "Grau", "Schwarz", "Weiß", "Petrol", "Ocker", "Pflaume"),
                   "Kaffeebecher Keramik {c} {n} cl", "Leinenservietten 4er-Set {c}")}


def _order(rng: random.Random, code: str, new: bool) -> Order:
    lines = TITLES[code]
    if new:
        colours, mug, napkins = VARIANTS[code]
        lines = (Line(mug.format(c=rng.choice(colours), n=rng.randint(20, 45)), 1, 1299, 1299),
                 lines[1], Line(napkins.format(c=rng.choice(colours)), 1, 1800, 1800))
    return Order("pi_1", "eur", 7049, 7049, 0, "cus_1", ("ana@example.com",), lines,
                 (Shipping("Shipping", 500),))


def _times(code: str, count: int, rng: random.Random, new: bool) -> list[float]:
    proposal = Proposal("pi_1", "eur", 3450)
    shop = random.Random(rng.random())  # the orders drawn apart from the tickets
    for _ in range(5):  # the process warm: tables compiled, the detector built
        judge(proposal, _order(shop, code, new), _ticket(rng, code))
    out = []
    for _ in range(count):
        ticket, order = _ticket(rng, code), _order(shop, code, new)
        for cache in TEXT_CACHES:
            cache.cache_clear()
        started = time.thread_time()
        found = judge(proposal, order, ticket)
        out.append(time.thread_time() - started)
        assert found.verdict == "allow", found  # the customer asks for the teapot, it is refunded
    return out


def run(stack: object, quick: bool) -> dict:
    warming.warm()  # what a gunicorn worker builds at its start (service.judgment.warming)
    rng = random.Random(39)
    count = QUICK_COUNT if quick else COUNT
    rows = []
    for code, new in ((code, new) for new in (False, True) for code in SAID):
        # in rounds: the machine is shared, and the quietest round's median says what the
        # reading costs when nothing else runs beside it
        rounds = [sorted(_times(code, count // ROUNDS, rng, new)) for _ in range(ROUNDS)]
        times = sorted(t for r in rounds for t in r)
        median = statistics.median(times)
        quietest = min(statistics.median(r) for r in rounds)
        rows.append({"language": code + (", a new order each" if new else ""),
                     "tickets": len(times), "median_s": median,
                     "quietest_median_s": quietest, "p90_s": times[int(0.9 * len(times))],
                     "of_budget": quietest / BUDGET_S,
                     "chars": sum(len(c.text) for c in _ticket(rng, code).comments)})
    return {"budget_s": BUDGET_S, "rows": rows}


def table(result: dict) -> list[str]:
    lines = [f"CPU time of one judgment of a 20-comment ticket (budget {1000 * result['budget_s']:.0f}"
             f" ms at the median), in {ROUNDS} rounds.", "",
             "| language | tickets | about | median | quietest round's median | p90 | quietest / budget |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for row in result["rows"]:
        lines.append(f"| {row['language']} | {row['tickets']} | {row['chars']} chars | "
                     f"{1000 * row['median_s']:.2f} ms | {1000 * row['quietest_median_s']:.2f} ms | "
                     f"{1000 * row['p90_s']:.2f} ms | {row['of_budget']:.2f} |")
    return lines
