"""What the customer's own words ask of a payment (``reading`` fills it, ``grounding`` grounds
an amount on it): the ``Request``, and each ``Figure`` they wrote with what it names."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction


@dataclass(frozen=True)
class Figure:
    """A figure the customer wrote, and what on this payment it names."""

    amount: int  # minor units of the payment's currency
    exact: bool  # written with decimals
    names: str  # line | units | shipping | whole | lines | difference | nothing
    line: int | None = None  # the line it is the price (or units) of
    said_of: frozenset[int] = frozenset()  # the lines its clause names


@dataclass(frozen=True)
class Told:
    """One sentence of the customer's words, as ``aside`` reads it."""

    named: frozenset[tuple[int, str]]  # (line, title word) of each line it names
    asking: bool  # it asks for money back or complains
    kinds: frozenset[tuple[str, str]]  # (word, kind) of kinds no line is it names ("": unknown)


@dataclass
class Request:
    """What the customer's own words ask (see the module's docstring)."""

    asked: bool = False
    complaint: bool = False
    stirred: int = 0  # sentences of the comment read that ask or complain (``fixed.latest``)
    full: bool = False
    partial: bool = False  # the latest ask is for a part ("a partial refund", the difference)
    bare: list[int] = field(default_factory=list)  # whole numbers written without a currency
    shipping: bool = False
    shipping_kept: bool = False
    shipping_said: bool = False  # the shipping spoken of anywhere
    shipping_last: bool = False  # the shipping spoken of in the sentence read last
    # asks that name the shipping alone, and asks of anything else (``shipalone``)
    shipping_alone: bool = False
    beyond_shipping: bool = False
    charge_untaken: bool = False  # a figure said charged against a lower one shown, none this payment took
    owed: bool = False  # money said owed, wanted or short without a word for a refund (``owed``)
    rest_kept: bool = False
    listed: bool = False  # lines kept as a list at commas (``listed``)
    rest_asked: bool = False  # "refund the rest": what is not kept, though lines are named too
    kept_kind: bool = False  # a kind of product said kept that is no kept line's title word
    kept_unnamed: bool = False  # they keep something whose name matches no line's title
    # several lines, none named, and a kind of product named in words no title matches (``unnamed``)
    item_unnamed: bool = False
    # within one comment: the lines a pronoun's "I keep it" fell on, and those named beside a
    # word for money ("den beholder jeg. Pengene for teltet takk": the tent is not what is kept)
    by_pronoun: set[int] = field(default_factory=set)
    money_named: set[int] = field(default_factory=set)
    difference: bool = False
    twice: bool = False  # a charge said to be taken twice: what is "extra" is one whole charge
    # money never owed said taken (``charges``): the payment taken twice, a free shipping charged
    taken_twice: bool = False
    free_shipping: bool = False
    priced_elsewhere: bool = False  # the price set against another shop's (a competitor's)
    # an item likened to another by its price ("same price as": ``likened``): the lines named apart
    likened: frozenset[int] | None = None
    named: set[int] = field(default_factory=set)
    mentioned: set[int] = field(default_factory=set)
    worded: set[int] = field(default_factory=set)  # lines named by their title's words
    complained: set[int] = field(default_factory=set)  # lines named beside a complaint
    kept: set[int] = field(default_factory=set)
    alone: set[int] = field(default_factory=set)  # called by a word no other line named there shares (``shared``)
    wished: set[int] = field(default_factory=set)  # kept for another remedy wished for them
    units: dict[int, int] = field(default_factory=dict)
    kept_units: dict[int, int] = field(default_factory=dict)
    # counts of units said fine that bind to no line ("two work, but one will not pair", of a line
    # of four: ``madeup``): what is kept is that many units, never a whole line but one of that many
    kept_counts: set[int] = field(default_factory=set)
    # lines whose whole quantity is counted right before their words ("3 boxes of the GU10"): a
    # "the one" said after it is one of those units (``needed``)
    whole_counted: set[int] = field(default_factory=set)
    shares: list[tuple[Fraction, int | None]] = field(default_factory=list)
    item_shares: list[Fraction] = field(default_factory=list)  # of an item not named
    inherited: set[Fraction] = field(default_factory=set)  # shares bound to an earlier sentence's line
    of_order: set[Fraction] = field(default_factory=set)  # shares said of the order in words
    differences: set[int] = field(default_factory=set)
    figures: list[Figure] = field(default_factory=list)
    quoted: set[int] = field(default_factory=set)  # lines whose whole title they write
    unlisted: tuple[str, ...] = ()  # their words naming a kind of product no line is
    foreign: tuple[tuple[str, str], ...] = ()  # the same with its kind, where a title names none
    by_other_words: set[int] = field(default_factory=set)  # worded lines whose kind no word names
    other_variant: set[int] = field(default_factory=set)  # lines named only in a colour, a model they are not
    elsewhere: set[int] = field(default_factory=set)  # lines named only as another purchase's item
    said_elsewhere: bool = False  # no line named, and the item said to be of another purchase
    spoken_elsewhere: bool = False  # said_elsewhere, or lines named and the other purchase of none
    held_here: bool = False  # the item of another purchase; the lines named only as this order's
    listed_other: tuple[tuple[str, str], ...] = ()  # kinds named that no line listed as the order's is
    asked_other: bool = False  # an agent asks if it is of another order; the customer says not this
    stated_other: bool = False  # an agent says it is of another order; the customer's "yes, right"
    other_order: str = ""  # "unsure" which order, "several" told apart by a size, a "stand_in" line, "pasted"
    # lines named only in a mail they quote or forward (the shop's cancellation): not their words
    forwarded: set[int] = field(default_factory=set)
    kinds_asked: set[str] = field(default_factory=set)  # kinds no title names, in asking clauses
    kinds_bare: set[str] = field(default_factory=set)  # the same, where no title names a kind
    joined: set[tuple[int, str]] = field(default_factory=set)  # a word joined to a line by "and"
    joined_last: set[tuple[int, str]] = field(default_factory=set)  # the same, in the last sentence
    last_event: str | None = None
    returned: bool = False  # the sentence read last sent goods back (asking their money)
    said_last: str = ""  # the sentence read last, folded (a charge it told: ``mistaken``)
    codes: tuple[str, ...] = ()  # the languages the words were read in
    counts: set[int] = field(default_factory=set)  # whole numbers of three digits at most written
    one_kind: frozenset[int] = frozenset()  # lines one kind named once fits (``onekind``)
    together: int = 0  # a count of things asked, no line's units ("both", "the two": ``together``)
    # each sentence read, in order (``aside``): the lines it names with the title words, whether
    # it asks or complains, the words it holds for a kind no line is (in clauses that keep nothing)
    told: list[Told] = field(default_factory=list)
    aside: set[int] = field(default_factory=set)  # lines named by their kind only aside (``aside``)

    @property
    def wanted(self) -> set[int]:
        """The lines asked about, kept ones out."""
        return self.named - self.kept
