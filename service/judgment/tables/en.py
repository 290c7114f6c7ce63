"""English. Read beside every other language: customers mix it in everywhere."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="en",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"how (?:does|will|do) (?:it|that|this) work (?:with|for) (?:the |my )?money\b",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:want|need|would like|'d like) (?:the|my) money (?:for|of)",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:i|we)(?:'d| would) like (?:to (?:get|receive) )?the (?:price )?difference",
            r"(?:i|we) want (?:to (?:get|receive) )?the (?:price )?difference",
            # the sum they paid wanted ("أبي ١٢٩ ريال اللي انخصمت", "I want the 129 SAR I paid")
            r"(?:want|need|would like|'d like) (?:the |my |our )?(?:money|amount|sum|\$?\d[\d.,]*(?: ?[a-z]{3}"
            r"| dollars| euros?| pounds)?) (?:that )?(?:i|we) (?:paid|spent|was charged|were charged)",
            r"give (?:me )?(?:\w+ ){0,6}back", r"rather have (?:the|my) money", r"have the money", r"refund\w*",
            r"money back", r"reimburs\w*", r"charge ?back", r"my money",
            r"pay(?:ed)? (?:me )?back", r"credit (?:it |me )?back", r"give (?:me )?(?:it )?back",
            r"return(?:ing|ed)? (?:it|them|this|these|the \w+) for (?:a |my )?(?:money|refund|cash)",
            # ("can I send it back?" asks about returning, not for money)
            r"(?:want|like|get|have|need|(?<!can i )(?<!could i )(?<!may i )(?<!should i )send|expect)"
            r"\b[^?!\n]{0,40}?\bback(?! to)",
            r"repay\w*", r"compensat\w*", r"(?:partial|full) credit", r"credited back",
            r"back to my (?:card|account)", r"cash back", r"paid for nothing"),
    full=(r"(?:return|send back|refund) (?:it |them )?(?:all|everything)",
          r"money back for (?:everything|all of it|the (?:whole|entire) order)",
          r"(?:refund|return) all (?:the |my )?(?:\w+ )?items", r"the (?:whole|entire) thing", r"full refund",
          r"refund (?:the |my )?(?:whole|entire|full|complete)",
          r"all (?:of )?(?:my|the) money",
          r"(?:whole|entire|full|complete) (?:order|amount|payment|purchase|sum|price|thing)",
          r"everything back", r"refund (?:it )?all\b(?! (?:my|of my|the|your) orders)",
          r"refund everything", r"total refund", r"100 ?%", r"every (?:cent|penny)",
          r"cancel (?:the|my) (?:whole |entire )?order", r"(?:all|everything) i paid",
          r"refund (?:of )?(?:the |my )?(?:order|purchase)",
          r"all of (?:it|them)", r"the lot", r"whole lot", r"in full"),
    everything=(r"everything", r"it all", r"all of it", r"all good", r"all (?:is |'s )?(?:fine|ok|okay|well|here)"),
    partial=(r"partial(?:ly)?", r"part of (?:the |my )?(?:money|refund|price|amount)", r"a portion"),
    rest=(r"the rest", r"everything else", r"all the other(?: \w+)?", r"the others?",
          r"the remaining(?: \w+)?", r"the other (?:items|things|products|ones)"),
    shipping=(r"shipping", r"postage", r"delivery (?:fee|charge|cost|price)s?", r"delivery",
              r"freight", r"courier(?: fee)?", r"s ?& ?h", r"handling",
              r"(?:express|expedited|next[- ]day|overnight|priority) (?:delivery|shipping|post|fee|surcharge)",
              # the express paid for, named alone ("I paid 7 € for express"), never the verb
              r"(?<=for |the )express(?! (?:my|our|how|that|it|this|gratitude|disappointment|concern|interest))"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:send|ship|mail|post) (?:me |us )?(?:just |only )?(?:a |an )?(?:brand )?new "
             r"(?!(?:label|link|code|invoice|password|address))\w+",
             r"another one", r"a new one", r"send (?:me )?another", r"replacement", r"replace (?:it|them|the \w+)",
             r"exchange", r"swap",
             r"store credit", r"voucher", r"gift ?card", r"coupon", r"credit note",
             r"(?:a |another |new )(?:one|pair|unit)", r"send (?:me )?(?:a )?new",
             r"repair", r"fix (?:it|them)", r"resend", r"re-?ship", r"send (?:it|them) again",
             r"points", r"discount (?:code|on my next)"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:don'?t|do not|won'?t|never) (?:really )?(?:want|need|expect)(?: (?:the|my|any|your|that"
              r"|those|these))?(?: \w+){0,2} (?:costs?|fees?|charges?|shipping|delivery|postage|surcharge) back",
              # the not of a wish carried over "or" to the money ("I don't want to return it or get the money")
              r"(?:don'?t|do not) (?:want|need) (?:to )?(?:\w+ ){1,4}or (?:to )?(?:get |have )?(?:my |the |a |any )?"
              r"(?:money|refund)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:please )?(?:don'?t|do not) (?:send|give|pay|transfer|put|wire)(?: me| us)? (?:the |my |any |"
              r"that )?(?:money|funds|amount) back(?! (?:to|on|onto|yet|until|before|via))",
              r"(?:please )?(?:don'?t|do not) (?:refund|reimburse) (?:me|us|it|this|anything)(?! (?:to|on|onto|yet|"
              r"until|before|via|for now))",
              r"(?:don'?t|do not|won'?t|never) (?:\w+ )?(?:want|need) (?:the|my|any|your) money",
              r"(?:there'?s |there is )?no need (?:to|for you to) (?:refund|reimburse|pay (?:me )?back)",
              r"(?:no|not|don'?t|do not|never|won'?t|wouldn'?t)(?: \w+){0,3} (?:want|need|asking for|looking for"
              r"|after|expect"
    r"|interested in) (?:a |any |my )?(?:refund|money back|reimbursement)",
              r"(?:instead of|rather than|not) (?:a |any )?(?:refund|money back)",
              r"no (?:refund|money back)(?: needed| necessary| required|,)?",
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"(?:don'?t|do not|won'?t|never)(?: \w+){0,2} (?:want|need|wish|ask|expect) to be (?:refunded|"
              r"reimbursed|paid back|compensated)",
              r"(?:keep|hold on to) (?:the|my|your) money",
              r"(?:prefer|rather have|rather get|would like|i'?d like|want|please send)(?: \w+){0,3} (?:a |an"
              r" )?(?:replacement|exchange|store credit|voucher|new one|repair)",
              r"(?:replacement|exchange|store credit|voucher|repair) (?:is|would be) (?:fine|enough|better|great"
              r"|perfect|preferred)",
              r"(?:just|only) (?:want|need|send)(?: \w+){0,3} (?:replacement|new one|exchange)",
              r"not (?:asking|looking) for (?:money|a refund|compensation)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )stays(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:stays?|staying) (?:with (?:me|us)|here|at home)",
          # as it should be ("the paper is correct", "the rest was right")
          r"(?:is|are|was|were) (?:all )?(?:correct|right)(?! (?:size|one|colou?r|model|item|amount|price))",
          r"(?:can|may|gets to|will) stay(?! (?:on|in|up|open|closed|shut|charged))",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:i'?ll|i will|i can|i|we)(?: still| actually| really)? use(?: \S+){0,3},? so (?:\S+ ){0,2}(?:not"
          r"|won'?t|don'?t|will not|do not)(?: be)? (?:return|send)\w*",
          r"(?:not|won'?t|don'?t|will not|do not)(?: be)? (?:return|send)\w*(?: \S+){0,2},? (?:as|because"
          r"|since) i(?:'ll| will| can)?(?: still)? use",
          # working well in everyday words ("the other one's fine", "va très bien", "vanno benissimo", "doet het prima")
          r"(?:run|runs|running) (?:(?:just|really) )?(?:fine|perfectly|great|flawlessly|smoothly)",
          r"(?:one|mine|other)'s (?:\w+ )?(?:fine|ok|okay|good|great|perfect|alright|all right)",
          r"without (?:any )?problems?", r"no problems?", r"keep(?:ing)?",
          # kept, said in the past ("I kept the cable"), never of another verb ("kept me waiting")
          r"(?:i|we|i'?ve|i have|we'?ve|we have) (?:just |already )?kept"
          r"(?! (?:\w+ing|me|us|on|in|up|quiet|calm)(?!\w))",
          r"(?:is|are|was|were|'s|'re|seems?|looks?) (?:\w+ ){0,2}(?:fine|ok|okay|good|great|perfect|alright|all right"
    r"|lovely|intact|undamaged|unharmed|as described|in (?:perfect|good) (?:shape|condition))",
          r"works?(?: fine| well| perfectly| great)?", r"working(?: fine| well| perfectly)?",
          r"happy with", r"no (?:problem|issue)s? with", r"nothing wrong with",
          r"(?:hold|hang) on to", r"don'?t (?:need|want) to return",
          r"(?:arrived|came) (?:fine|ok|okay|safely|intact|in one piece|perfect)"),
    # indifference said of another remedy ("not bothered about a resend") negates the wish
    negation=(r"(?:don'?t|do not|can'?t|cannot) (?:really )?(?:want to |afford to )?wait (?:for|on)",
              r"not (?:really )?(?:bothered|fussed|interested|keen) (?:about|in|on|with)",
              r"(?:don'?t|do not) (?:really )?care (?:about|for)", r"not", r"n'?t", r"(?:do|does|did)n'?t",
              # "no need to send a replacement": the need said before what it is of
              r"no need (?:to|for)",
              # a wish given up ("I no longer want a new one": the replacement declined, not the refund)
              r"no longer", r"no", r"never", r"nothing",
              r"neither", r"nor", r"without",
              r"stopped", r"barely", r"hardly", r"won'?t", r"cannot"),
    dropped=(r"forget (?:it|that|about it|the whole thing|everything)", r"scratch that",
             r"scrap (?:that|it|my request|the request|my refund request|the refund)", r"never ?mind", r"panic over"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:just|simply) close (?:the|this|my) (?:ticket|case|request)",
               r"(?:they(?:'re| are) both|both (?:of them )?are) (?:here|there|in the box)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:the |a |that |this )?(?:firmware |software |app )?(?:update|upgrade|reset|"
               r"factory reset|restart|reboot|re-?pairing|power cycle)s? (?:(?:has |have )?(?:fixed|"
               r"sorted|solved|resolved|cured|helped|worked)|did (?:it|the trick))(?! (?:for|until|only|"
               r"at first|briefly|once|before))",
               r"sorry (?:for|about) (?:the|all the|any|this|that) (?:hassle|trouble|bother|fuss|"
               r"confusion|inconvenience)[,.!]? (?:all (?:good|fine|sorted|ok)|no need|everything(?:'s|"
               r" is) (?:fine|ok|good))",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"no need to cancel", r"(?:i )?won'?t cancel",
               # (the goods, not "I'll take it": an offer taken up)
               r"(?:i'?ll|i will) (?:just )?(?:take|accept|receive|wait for) (?:the )?(?:delivery|parcel|"
               r"package)(?! back)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?:that|this|the (?:reset|restart|reboot|update|tip|trick|fix)|your (?:tip|advice|"
               r"suggestion)) (?:(?:has |have )?(?:worked|helped|fixed it|sorted it)|did (?:it|"
               r"the trick))(?! (?:for|until|only|at first|briefly|once|before))",
               r"(?:it'?s|it is|they'?re|they are) (?:playing|charging|connecting|pairing|printing|running|"
               r"working) (?:again|fine now|normally now)",
               r"(?:you can|feel free to|please) close (?:this|it|the (?:case|request))(?! (?:order|account))",
               r"(?:this|the ticket|the case|the request) can be closed",
               # the cancellation asked before called off ("please don't cancel", "iptal etmeyin")
               r"(?:don'?t|do not|please don'?t) cancel(?! \w+ refund)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:cancel|withdraw|call off) (?:the|my|this) (?:(?:partial|full|pending) )?refund(?: request)?",
               r"(?:was|were) in the (?:parcel|package|box)(?: \w+){0,2} after all",
               r"all good now",
               # the earlier message ignored because all is well (not "ignore my previous message, wrong order")
               r"(?:ignore|disregard) my (?:previous|last|earlier|first) (?:message|email|e-mail|comment),? "
               r"(?:all (?:good|fine|sorted|ok)|(?:it|everything)(?:'s| is) (?:fine|sorted|resolved|ok))",
               r"(?:neighbou?r|concierge|reception) (?:had|has|took) (?:it|them)",
               r"(?:forget|cancel|drop|skip) (?:about )?(?:the|my) refund",
               r"no (?:need|longer need) (?:for )?(?:a |the )?refund",
               r"(?:it|they)(?:'s| is| are) (?:working|fine) now", r"never ?mind", r"nevermind",
               r"(?:please )?(?:ignore|disregard|cancel|withdraw|scratch) (?:my|the|this|that)(?: \w+){0,2} (?:request"
    r"|complaint|claim|refund request)",
               r"(?:it|they|the \w+|package|parcel) (?:has |have )?(?:arrived|turned up|showed up|came|appeared)(?:"
               r" \w+){0,3} after all",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:it|they|the \w+|package|parcel) (?:has |have )?just (?:arrived|turned up|showed up|came)",
               r"(?:it|they|the \w+|package|parcel) (?:has |have )?(?:arrived|turned up|showed up|came) (?:just )?now",
               r"(?:it|they|the \w+|package|parcel) (?:has |have )?turned up",
               # not a proof found ("found the receipt, here it is"): the thing, not a paper about it
               r"(?:found|located) (?:it|them|the (?!receipt|invoice|bill|proof|order number|problem|issue|cause)\w+)",
               # done, not wished: "all sorted now", "my husband fixed it"; not "would like this sorted"
               r"(?:all|it'?s|it is|that'?s|(?:has|have) been|got (?:it|this|that)|(?:i|we|he|she|they|husband|"
               r"wife|son|daughter|partner|friend|dad|mum|mom)(?:'ve| have| had)?) (?:\w+ )?(?:sorted|resolved|solved|"
               r"fixed)(?: now| it| out)?",
               r"(?:no longer|not any ?more|don'?t) (?:need|want)(?: \w+){0,2} (?:refund|help|it)",
               r"(?:works?|working|runs?|running) (?:fine |perfectly |properly |great )?(?:now|again|after all)",
               r"now (?:it|they) (?:works?|runs?|(?:is|are|'s|'re) (?:working|running))",
               r"(?:had|has|have) (?:it|them) all along", r"(?:got|get) (?:it|them) (?:working|going)",
               r"my (?:mistake|bad|fault)(?! (?:when |while |in |with )?(?:the "
               r"|my )?(?:order(?:ing)?|choos\w*|chose|pick\w*|select\w*|buy\w*|bought)(?![\w]))",
               r"false alarm", r"(?:you can|please) close (?:the|this) ticket", r"problem solved",
               r"(?:issue|problem) (?:is |has been )?(?:gone|resolved|solved|fixed)",
               r"(?:don'?t|do not) (?:bother|worry) (?:about )?(?:the )?refund"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:arrived|came|got|are|is|was|were|all|completely|totally) (?:\w+ )?(?:wet|soaked|soggy|sodden)",
               r"soaking wet", r"water[- ]damaged", r"water damage",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:came|come|coming|comes) (?:unglued|unstuck|apart|undone|unstitched|unsewn)", r"unglued",
               r"delaminat\w*",
               r"(?:sole|soles|seam|seams|stitching) (?:has |have )?(?:split|ripped|gave way|given way|came loose"
               r"|come loose)",
               # a heater that does not heat, a cooler that does not cool
               r"(?:doesn'?t|does not|won'?t|isn'?t|is not|didn'?t) (?:get |stay |keep )?(?:hot|warm|cold)",
               r"(?:doesn'?t|does not|won'?t) (?:heat|warm|cool) up",
               # a parcel gone missing ("disappeared", "vanished")
               r"disappeared", r"vanished",
               r"broken", r"broke", r"damaged", r"cracked", r"cracks?", r"chipped", r"shattered", r"defect\w*",
               r"faulty",
               r"not working",
               r"(?:doesn'?t|does not|don'?t|won'?t|didn'?t) (?:work|charge|turn on|fit|connect|close|heat|light"
               r"|open|stay)",
               r"stopped working", r"missing", r"never (?:arrived|came|received|showed)",
               r"(?:not|never|wasn'?t|weren'?t) (?:received|delivered|included|in the box)",
               r"wrong (?:item|size|colou?r|product|model|one|thing)", r"not (?:as described|what i ordered)",
               r"leak\w*", r"torn", r"ripped", r"stained", r"smashed", r"dented", r"scratched",
               r"arrived late", r"too late", r"lost", r"(?:days?|weeks?) late", r"late", r"delayed",
               r"dead", r"flicker\w*", r"unusable", r"useless", r"doa", r"counterfeit", r"fake",
               r"charged twice", r"double charged", r"overcharged", r"disappoint\w*", r"poor quality",
               r"holes?", r"peel\w*", r"rust\w*", r"mould\w*", r"mold\w*", r"expired", r"spoiled",
               r"melted", r"bent", r"chipped", r"loose", r"falling apart", r"fell apart",
               r"snapped", r"split", r"burst", r"frayed", r"faded", r"shrunk",
               r"too (?:small|big|large|tight|short|long)",
               r"(?:doesn'?t|does not|don'?t|do not|won'?t|will not|didn'?t|can'?t|cannot|isn'?t|aren'?t) (?:\w+"
               r" )?(?:pair|sync|fit|boil|cook|print|play|load|install|hold|seal|zip|lock|fold|inflate|charge"
               r"|connect|work)",
               r"not (?:the|what) (?:one )?i (?:ordered|paid for|bought)", r"(?:return|refund) label",
               r"no longer works?"),
    difference=(r"overcharg\w*", r"too much", r"charged (?:me )?(?:more|extra)", r"paid (?:more|extra|too much)",
                r"price difference", r"the gap", r"(?:the )?difference",
                r"price (?:drop|adjustment|match|protection|reduction|cut)",
                r"(?:now|since|went) (?:on sale|cheaper|reduced|discounted|down)", r"on sale",
                r"(?:dropped|reduced|lowered|cut) (?:the )?price",
                r"price (?:has |went )?(?:dropped|fell|went down|is lower)",
                r"cheaper", r"overpaid", r"sale price", r"discount(?:ed)? price",
                r"(?:promised|advertised|promo|coupon) (?:price|discount)"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:i'?m|i am|we'?re|we are) (?:\w+ )?entitled to", r"(?:i'?m|i am) owed", r"(?:you )?owe me",
          r"back", r"off", r"discount", r"(?:partial )?credit", r"reimburse\w*", r"compensat\w*",
          r"goodwill(?: gesture| payment)?"),
    accept=(r"works for me", r"fine (?:by|with) me", r"(?:that'?s|that is) fine", r"acceptable", r"accept(?:ed)?",
            r"agree(?:d)?", r"deal", r"sounds? (?:good|fair|fine)", r"(?:that|this) works",
            r"(?:is|'s) (?:fine|ok|okay|fair)", r"go (?:ahead|with)", r"happy with that", r"i'?ll take",
            # a share settled for ("I'd settle for 20% off")
            r"settle for"),
    yes=(r"yes", r"yeah", r"ok", r"okay", r"sure", r"thanks?", r"thank you", r"great", r"perfect", r"fine"),
    please=(r"please", r"pls", r"could you", r"can you", r"would you"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:price|value|cost|total) of (?:the|all the|my|your) (?:goods|items|products|merchandise)",
           r"(?:goods|merchandise|items|products)'? (?:price|value|total)", r"item total",
           r"order", r"total", r"purchase", r"payment", r"everything", r"the lot", r"basket",
           r"cart", r"invoice", r"what i paid", r"whole thing", r"bill"),
    contrast=(r"but", r"however", r"except(?: for)?", r"though", r"although", r"whereas",
              r"while", r"apart from", r"other than", r"only", r"yet"),
    shares={r"half": "1/2", r"a third": "1/3", r"one third": "1/3", r"1/3": "1/3",
            r"two thirds": "2/3", r"a quarter": "1/4", r"one quarter": "1/4", r"a fourth": "1/4",
            r"three quarters": "3/4", r"a fifth": "1/5", r"a tenth": "1/10", r"1/2": "1/2",
            r"1/4": "1/4", r"50/50": "1/2", r"third": "1/3", r"quarter": "1/4"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"the 2nd 1(?!\d)",
            # "the second", alone at a clause's end ("please refund the second.")
            r"the 2nd(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?:in |on |with )?(?P<part>{N}) of (?:them|those|these)(?!\w)",
              r"(?P<part>{N}) (?:out )?of (?:the |my |these |those |all |all the |all )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:out of|of) (?:the |my )?(?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              r"(?:out )?of (?:the |my |these |those |all )?(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )"
              r"(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|percent|per cent|pct)",),
    quote_head=(r"on .{4,160}(?:wrote|said)\s*:?", r".{2,80} wrote\s*:", r"in reply to\s*:?.*"),
    forward_head=(r"-{2,}\s*(?:original|forwarded)\s+message\s*-*", r"begin forwarded message\s*:?",
                  r"-{2,}\s*forwarded by .*", r"(?:fwd?|forwarded)\s*:.*", r"_{5,}"),
    header_field=(r"from", r"sent", r"to", r"subject", r"date", r"cc", r"reply-to"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:here(?:'s| is| are)|this is|below is|see|copy of|i got)(?: \w+){0,3} (?:the|your|my|an?|this) "
            r"(?:\w+ ){0,2}(?:confirmation|receipt|invoice|tracking|dispatch notice|shipping notice)(?: \w+){0,3}\s*:$",
            r"(?:here(?:'s| is| are)|see|below is|this is|copy of|copied|pasted|paste|i got this)(?: \w+){0,5}"
            r" (?:what|the"
    r"|your|their|an?|his|her|this) (?:\w+ ){0,5}(?:said|wrote|says|sent|email|message|chat|reply|response|review"
    r"|listing|notice|policy|conversation|transcript|text|note|answer)",
            r"(?:copied|pasted|quoting|quote|forwarding|as per) (?:below|above|here|from)",
            r"(?:review|listing|description|terms|notice|chat log|transcript|conversation)\s*:$",
            r"(?:they|he|she|the agent|your agent|support|the seller) (?:said|wrote|told me)\s*:"),
    system=(r"disclaimer", r"(?:confidentiality|legal) notice", r"to-?do",
            r"system", r"automated?", r"automation", r"auto-?(?:reply|responder|mated)",
            r"bot", r"admin(?:istrator)?", r"staff", r"support(?: team| agent| desk|-team)?",
            r"(?:customer )?(?:service|care)(?: team| agent)?", r"agent", r"moderator",
            r"internal(?: note)?", r"notice", r"notification", r"security", r"compliance",
            r"operator", r"(?:refunds?|billing|returns|finance|payments?) (?:team|desk|department|dept|system)",
            r"manager", r"supervisor", r"team lead", r"zendesk", r"stripe", r"shopify",
            r"helpdesk", r"trust (?:and|&) safety", r"fraud (?:team|check)", r"workflow",
            r"policy(?: engine| update)?", r"do not reply", r"no-?reply", r"sla", r"escalation"),
    approved=(
              r"(?:refund|reimbursement|credit|request|claim|return)(?: \w+){0,4} (?:is |was |has been |have been "
              r"|been "
    r"|already )*(?:approved|authori[sz]ed|granted|accepted|confirmed|validated|issued|processed|cleared|verified)",
              r"(?:approved|authori[sz]ed|granted|cleared|eligible|qualif(?:y|ies|ied)) (?:\w+ ){0,3}(?:for )?(?:a "
              r"|an |the )?(?:full |partial )?(?:refund|reimbursement)",
              r"(?:pre-?approved|auto-?approved)", r"approval (?:code|id|granted|status)",
              r"status\s*:?\s*(?:approved|authori[sz]ed)", r"refund (?:amount|due|owed|total)\s*:",
              r"(?:we|i) (?:have |had |'ve )?(?:approved|authori[sz]ed|agreed to|promised)"),
    ai=(r"(?:automated|ai|virtual|digital) (?:\w+ )?(?:agent|assistant|bot)s?", r"ai", r"a\.i\.",
        r"artificial intelligence", r"(?:ai |virtual |digital |automated |support )?assistants?",
        r"(?:chat ?)?bots?", r"llms?", r"(?:large )?language models?", r"chat ?gpt", r"gpt(?:-?\d)?",
        r"claude", r"gemini", r"copilot", r"ai agents?", r"automated (?:agents?|systems?|tools?|readers?)",
        r"support (?:ai|bot)", r"models?", r"agents? reading this", r"autonomous agents?",
        r"machines?", r"automations?", r"(?:any|every) (?:ai|bot|agent|model|automated \w+)"),
    address=(r"note", r"message", r"memo", r"reminder", r"attention", r"notice", r"instructions?",
             r"info", r"ps\.?", r"p\.s\.?", r"directive", r"request"),
    address_to=(r"to", r"for", r"dear", r"hey", r"hi", r"hello", r"attn"),
    override=(r"ignore", r"disregard", r"forget", r"override", r"bypass", r"discard", r"drop",
              r"abandon", r"skip", r"set aside", r"suspend", r"cancel out", r"nullify"),
    rules=(r"instructions?", r"prompts?", r"system prompt", r"rules", r"directives?",
           r"guidelines", r"guardrails", r"programming", r"constraints", r"polic(?:y|ies)",
           r"restrictions", r"commands", r"limits", r"checks", r"training",
           r"context", r"safeguards"),
    prior=(r"previous", r"prior", r"above", r"earlier", r"preceding", r"former", r"original",
           r"existing", r"all", r"any", r"your", r"the system'?s?", r"system", r"safety",
           r"these", r"those", r"default", r"standard", r"usual", r"internal", r"other"),
    role=(r"you are (?:now|no longer)", r"from now on,? you", r"pretend (?:to be|you are)",
          r"act as (?:an?|the|my) (?:ai|assistant|agent|admin\w*|manager|supervisor|system|refund\w*)",
          r"new (?:instructions|rules|system prompt|task|directive|policy for (?:ai|agents|assistants))",
          r"(?:developer|god|admin|debug|jailbreak|dan|maintenance|test) mode",
          r"system prompt", r"jailbreak",
          r"you must now", r"your (?:new )?(?:task|job|role|instructions?) (?:is|are)",
          r"respond (?:only )?with", r"output (?:only|the following)"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"(?:if|when) you(?:'re| are) (?:an?|the) (?:ai|assistant|bot|llm|language model|model|agent|automated)",
          # "as an AI", never the writer's own "as an AI enthusiast I asked ..." nor a chatbot's
          # own first person quoted ("your chat said 'as an AI I cannot track parcels'")
          r"as an ai(?![\w])(?!(?:\s+(?!you\b|your\b)[a-z]+){0,2},?\s+(?:i|we|myself)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:(?:only|just) (?:reply|respond|answer|write back)|(?:reply|respond|answer|"
        rf"write back)(?: to me)? (?:only|just|solely|with nothing but)|your (?:reply|answer|response) (?:must|"
        rf"should|is to|will) (?:be|say) (?:only|just)?)(?: with| by)?(?: the words?)?:? ?{QUOTED}",
    ),
    bypass=(r"ask (?:me )?no (?:further |more )?questions",
            r"no (?:review|check|verification|approval|escalation|questions?)s? (?:needed|required|necessary|asked)",
            r"(?:skip|bypass|override|disable|ignore|circumvent|lift|raise) (?:the |any |all |your )?(?:\w+"
            r" )?(?:verification|approval|check|review|limit|policy|guard|escalation|fraud)",
            r"(?:do not|don'?t|never|no need to|without) (?:\w+ ){0,2}(?:escalat\w*|involv\w*|consult\w*|notif\w*"
            r"|flag\w*"
    r"|verif\w*|check\w*|review\w*|ask\w*)",
            r"(?:skip|bypass|override|disable|ignore|circumvent) (?:the |any |all |your )?(?:verification|approval"
            r"|check|review|limit|policy|guard|escalation|fraud|human)",
            r"(?:do not|don'?t|no need to) ask (?:a |any )?(?:human|person|manager|supervisor|anyone|team)",
            r"without (?:human |manual |any |further )?(?:approval|review|verification|checks?|questions)",
            r"auto-?approve", r"immediately (?:and )?(?:without|no questions)",
            r"without (?:asking|consulting|involving|telling) (?:a |any |your )?(?:human|manager|supervisor|person"
            r"|team)",
            r"no (?:human|manual) (?:review|approval|check)"),
    boss=(r"manager", r"supervisor", r"director", r"boss", r"owner", r"ceo", r"head of \w+", r"team lead(?:er)?",
          r"admin\w*"),
    approve=(r"approv\w*", r"authori[sz]\w*", r"sign(?:ed)? off", r"ok'?(?:ed|d)", r"green-?lit"),
    authority=(r"(?:i|we) (?:hereby )?authori[sz]e (?:you|the agent|the assistant|this refund)",
               r"as (?:your|the) (?:developer|manager|admin\w*|supervisor|owner|boss|ceo|engineer)",
               r"(?:i am|i'm) (?:a |an )?(?:\w+ )?(?:engineer|developer|employee|manager) (?:at|for|of) your",
               r"pre-?approved", r"already (?:been )?(?:approved|authori[sz]ed|agreed|confirmed)",
               r"(?:manager|supervisor|admin\w*|management|owner|ceo|director|head of \w+|your boss|legal) (?:has "
               r"|have |had )?(?:already )?(?:approved|authori[sz]ed|signed off|agreed|confirmed|instructed|ordered"
               r"|promised|decided)",
               r"approved by (?:the |your |a )?(?:manager|supervisor|admin\w*|management|owner|system|team)",
               r"admin(?:istrator)? (?:override|access|privileges)", r"authori[sz]ation code",
               r"override code",
               r"(?:per|according to|under) (?:your|the|company|store|our) (?:new )?(?:policy|rules|terms"
               r"|guidelines)(?: \w+){0,6} (?:must|should|shall|are (?:required|obliged)|have to|need to)",
               r"(?:policy|rules|law|regulation) (?:requires|says|states|mandates)(?: \w+){0,3} (?:agents?|you"
               r"|assistants?|staff) (?:must|should|to)",
               r"(?:i am|i'm|this is) (?:your|the store'?s?|the shop'?s?|this store'?s?) (?:manager|supervisor"
               r"|admin\w*|developer|owner)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ai|automated|virtual)[ -](?:\w+ ){0,1}(?:assistants?|agents?|systems?|bots?|models?)"
               r"(?:[^:.\n]{0,60})? (?:processing|reading|handling|that (?:process|read|handle)\w*) (?:this"
               r"|the) (?:e-?mail|message|ticket|thread)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:whoever|anyone who|(?:any|every|the next) (?:colleague|agent|rep|staff member) "
               r"(?:who|that)) (?:reads|handles|picks up|takes|processes|gets|sees|opens)(?: \w+){0,4} (?:must"
               r"|should|shall|has to|needs to|is to|is required to)(?: \w+){0,4} (?:refund|process|approve"
               r"|pay|issue|credit)\w*",
               r"(?:agent|assistant|bot|ai|model)s?,\s*(?:please\s+)?(?:execute|process|issue|approve|refund|proceed"
               r"|confirm|grant|release)",
               r"(?:agents?|assistants?|bots?|ais?|models?|whoever (?:reads|handles|processes) this|the reader"
               r"|(?:any|every) (?:agent|assistant|reviewer)) (?:must|should|shall|is|are|has to|have to|need to"
               r"|needs to)(?: (?:required|obliged|instructed|authori[sz]ed|expected|allowed|permitted) to)?(?:"
               r" \w+){0,3} (?:refund|issue|process|approve|pay|send|grant|credit|transfer|release|allow)",
               # staff said to be told to refund ("all agents were instructed to refund", "the
               # manager told every rep to refund me")
               r"(?:agents?|assistants?|staff|reps?|representatives?|advisors?) (?:were|was|have been|had been|has"
               r" been) (?:all )?(?:instructed|ordered|told|directed|required) to (?:\w+ ){0,3}?(?:refund|issue|process"
               r"|approve|pay)",
               r"(?:instructed|ordered|told|directed) (?:all|every|any|the|your) (?:\w+ )?(?:agents?|assistants?|staff"
               r"|reps?|representatives?|advisors?) to (?:\w+ ){0,3}?(?:refund|issue|process|approve|pay)", ),
    command=(
             r"(?:process|issue|approve|execute|grant|release|send|transfer|pay out|refund) (?:the |a |my |this |an?"
             r" |their "
    r"|the customer'?s? )?(?:full |partial |immediate |requested |whole |entire |total )?"
    r"(?:refund|payment|reimbursement|credit|amount"
    r"(?!\s*:)|money)",  # "refund amount:" is a label, not "refund the amount"
             r"(?:refund|pay|credit|transfer|send|issue) (?:the customer |me |them |this customer |customer |the"
             r" requester )?(?:the (?:full )?amount of |an amount of )?(?:[$€£¥]|usd|eur|gbp)? ?\d",
             r"(?:close|resolve|mark) (?:the |this )?(?:ticket|case|request) (?:as )?(?:resolved|approved|refunded"
             r"|done)",
             r"(?:action|next step|resolution)\s*:\s*(?:refund|approve|issue)"),
    obliged=(r"must", r"shall", r"(?:is|are) (?:obliged|obligated|required|bound) to", r"ha(?:ve|s) to",
             r"(?:is|are) to be", r"obliges", r"requires"),
    scope=(r"refund (?:all|every|each) (?:of )?(?:my |the |his |her |their )?(?:orders|purchases|payments|transactions"
    r"|charges)",
           r"(?:all|every) (?:of )?(?:my )?(?:orders|purchases|payments) (?:refunded|back)",
           r"(?:all|every|each|other) (?:\w+ )?(?:orders|purchases|accounts|customers)(?: \w+){0,2} (?:refunded|too"
           r"|as well)",
           r"(?:also|too|as well) (?:refund|credit) (?:my )?(?:other|previous|last|older)"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "vanished",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "where",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "awaited", "outstanding", "overdue", "pending", "unpaid",
                       # the parcel, the shipment, as a subject names it
                       "consignment",
                       # a pre-order is an order
                       "preorder", "preorders", "preordered",
                       "charged", "billed", "invoiced", "charge", "charges", "billing",
                       "problem", "issue", "question", "complaint", "claim", "return", "returns", "query", "enquiry",
                       "inquiry", "tracking", "number", "status", "update", "help", "request", "account", "receipt",
                       "invoice", "reference", "order", "item", "items", "product", "products", "package", "parcel",
                       "box", "thing", "things", "stuff", "money", "refund", "purchase", "delivery", "shipment", "one",
                       "ones", "it", "them", "this", "that", "these", "those", "something", "everything", "anything",
                       "part", "piece", "pieces", "unit", "units", "article", "articles", "goods", "merchandise"]),
    function=frozenset(
                       ["the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "at", "by", "from", "is",
                        "are", "was", "were", "be", "been", "it", "this", "that", "i", "you", "he", "she", "we",
                        "they", "my", "your", "me", "not", "no", "but", "so", "if", "as", "do", "did", "have", "has",
                        "had", "will", "would", "can", "could", "please", "all", "any", "just", "what", "when",
                        "there", "here", "out", "up", "about"]),
)
