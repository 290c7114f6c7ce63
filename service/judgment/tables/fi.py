"""Finnish (ä ö folded to a o). Cases glue onto stems, so most entries are stems with ``\\w*``;
number words compound (``kaksikymmentäviisi``) and are read morpheme by morpheme."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="fi",
    glued=True,
    refund=(
            # the money still not received: a refund awaited ("rahoja ei ole tullut tilille")
            r"(?:rahoja|rahat|rahaa|rahani|rahojani|hyvitys\w*|summa\w*) (?:\w+ )?(?:ei|eivat) (?:ole )?(?:\w+ )?"
            r"(?:tullut|tulleet|nakynyt|nakyneet|saapunut|saapuneet)",
            r"en (?:ole )?(?:\w+ )?saanut (?:\w+ )?(?:rahoja|rahaa|rahojani|rahat|hyvitysta)",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:haluan|haluaisin|toivoisin) (?:rahat|rahani|rahojani)",
            # the difference wanted asks it ("quiero la diferencia", "أبي الفرق", "farkı istiyorum")
            r"(?:haluan|haluaisin|toivon|toivoisin|pyydan)(?: \w+){0,2} (?:erotuksen|hintaeron|erotus)",
            # the price or the sum back ("pipon hinnan takaisin", "få prisen for luen tilbake")
            r"(?:hinta|hinnan|hinnat|summa|summan|maksu|maksun|kulut) (?:\w+ )?taka(?:isin|sin|s)",
            r"taka(?:isin|sin|s) (?:hinnan|summan|maksun)",
            # (spoken Finnish says "takas", "takasin")
            r"palaut\w*", r"haluaisin (?:\w+ ){0,3}taka(?:isin|sin|s)",
            r"pyydan (?:\w+ ){0,4}taka(?:isin|sin|s)",
            r"hyvit\w*", r"palautu[ks]\w*", r"rahat (?:\w+ )?taka(?:isin|sin|s)", r"rahani (?:\w+ )?taka(?:isin|sin|s)",
            r"rahoja (?:\w+ )?taka(?:isin|sin|s)",
            r"takaisinmaksu\w*",
            r"maksa\w* taka(?:isin|sin|s)", r"korvau[ks]\w*", r"korvat\w*", r"palauttaa rahat", r"palauta\w* rahat",
            r"rahojen palautu\w*",
            r"haluan (?:\w+ ){0,2}taka(?:isin|sin|s)",
            # spoken "haluun", "haluisin", a sum between ("haluun sen 39,90e takas")
            r"(?:haluun|haluisin|haluan|haluaisin) (?:\w+ )?(?:\d+(?:[,.]\d+)? ?(?:e|eur|euroa|€)? )?"
            r"taka(?:isin|sin|s)",
            # spoken ("saisko ne rahat takas", "saanko hinnan takasin"): could I get it back
            r"sa(?:isi(?:n|mme)?|is|an|isimme)ko (?:\w+ ){0,4}taka(?:isin|sin|s)"),
    full=(r"kaikki taka(?:isin|sin|s)", r"palautan kaiken",
          r"(?:koko|taysi|taydellinen) (?:hyvitys|palautus|summa|tilaus|hinta|kauppa)\w*", r"koko tilau\w*",
          r"koko summa\w*",
          r"kaikki rahat\w*", r"kaikki (?:mita|minka) maksoin", r"peru\w* (?:koko )?tilau\w*",
          # the order itself refunded ("hyvittää tilauksen")
          r"hyvit\w* (?:koko )?tilau\w*", r"100 ?%",
          r"hyvit\w* kaikki", r"taysimaarai\w*",
          # the purchase called off ("haluan perua ostoksen", "peruutan kaupan")
          r"peru\w* (?:koko )?(?:ostok\w*|ostos|kaupa\w*|kauppa)(?!\w)"),
    everything=(r"kaikki", r"kaikki tavarat"),
    partial=(r"osittai\w*", r"osa\w* (?:hinnasta|summasta|rahoista)", r"osahyvity\w*"),
    rest=(r"loput", r"muut(?: \w+)?", r"kaikki muu\w*", r"jaljelle jaa\w*", r"toinen(?: \w+)?"),
    shipping=(r"\w+toimitu\w*", r"\w+toimituk\w*", r"postikulu\w*", r"toimitus\w*", r"postikulu\w*", r"rahti\w*",
              r"lahetys\w*", r"toimituskulu\w*", r"kuljetus\w*",
              r"\w+kuljetu[sk]\w*", r"\w+rahti\w*", r"express\w*", r"pikalahetys\w*"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"lahet\w* (?:minulle |mulle |meille )?(?:vain |ihan )?uus\w*(?! "
             r"(?:osoitetarr|tarr|linkk|koodi|lasku|salasan))",
             r"vaihto(?!ehto)\w*", r"vaihta\w*", r"korvaava\w*", r"uusi (?:tuote|kappale|pari)",
             r"uuden (?:tuotteen|kappaleen)", r"lahjakortti\w*",
             r"hyvityskuponki\w*", r"kuponki\w*", r"korjau\w*", r"korjat\w*", r"lahettaa uuden", r"kauppahyvitys\w*",
             r"(?:uusi|uuden|uusia|uutta|uudet|toinen|toisen|toista) (?:\w+ )?tilalle"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"en (?:halua|tarvitse|vaadi) (?:\w+ ){0,2}?(?:toimitus\w*|posti\w*|\w*kulu\w*|\w*maksu\w*)"
              r" (?:takaisin|hyvity\w*|palautu\w*)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:alkaa|ala) (?:(?:palauttako|palauta|maksako|maksa|siirtako|siirra) (?:rahoja|rahat|rahaa|"
              r"summaa)|hyvittako|hyvita)(?! (?:tilille|kortille|viela))(?!\w)",
              r"en (?:\w+ )?halua (?:rahoja|rahaa|rahat|rahojani|rahaani)",
              # the difference not wanted ("no quiero la diferencia", "farkı istemiyorum")
              r"en (?:halua|tarvitse|pyyda)(?: \w+){0,2} (?:erotusta|hintaeroa)",
              r"en (?:halua|tarvitse|pyyda)(?: \w+){0,2} (?:hyvitys\w*|palautus\w*|rahoja takaisin|rahaa takaisin)",
              r"hyvityksen sijaan",
              # no need to pay anything back ("ei tarvitse palauttaa mitään")
              r"ei (?:tarvitse|tarvi) (?:\w+ )?(?:palauttaa|hyvittaa|maksaa takaisin) mitaan",
              r"palautuksen sijaan", r"ei hyvitys\w*", r"ilman hyvitys\w*",
              r"(?:mieluummin|haluaisin|toivoisin|haluan)(?: \w+){0,3} (?:vaihto\w*|uuden\w*|korvaava\w*"
              r"|lahjakorti\w*|korjau\w*)",
              r"(?:vaihto|lahjakortti|korvaava tuote) (?:riittaa|kay|olisi parempi)",
              r"(?:rahoja|rahaa|rahat|rahojani|summaa) ei (?:tarvitse|tarvi) (?:\w+ )?"
              r"(?:palauttaa|hyvittaa|maksaa takaisin)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?:jaa|jai|jaavat|jaivat) (?:mulle|minulle|meille|kayttoon|kayttooni)",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:kaytan|kayttaa|kaytamme|tarvitsen)(?: \S+){0,3},? (?:joten|siksi|niin) (?:\S+ ){0,2}(?:en"
          r"|emme) (?:\S+ ){0,1}(?:palauta|laheta)",
          r"oikein", r"oikeat?",
          # it stays with me, in the written and the spoken word ("jää minulle", "jää mulle")
          r"(?:jaa|jaavat) (?:minulle|mulle|meille|minulla|mulla|meilla|tanne)(?!\w)",
          # left with me, the verb's own ("villasukat jätän itselleni", "sen jätän meille")
          r"(?:jatan|jatamme) (?:\S+ ){0,2}(?:itselleni|itsellemme|itselle|minulle|mulle|meille)(?!\w)",
          r"(?:on|ovat|oli|olivat) (?:ihan )?(?:hyvia|hyva|ihania|ihana)", r"pida\w*", r"pidan",
          # kept, said in the past ("kaapelin pidin itselläni")
          r"(?:pidin|pidimme)(?! (?:siita|niista|sita|tasta|kovasti|paljon)(?!\w))", r"pitaa",
          r"(?:on|ovat|oli|olivat) (?:\w+ ){0,2}(?:kunnossa|ok|hyva\w*|ehja\w*|moitteeton\w*|taydellinen"
          r"|taydellise\w*)",
          r"toimii(?: (?:hyvin|moitteettomasti|hienosti))?", r"toimivat(?: hyvin)?", r"tyytyvainen", r"ei ongelmia",
          r"saapui ehjana", r"kunnossa", r"ehj(?:ia|ina|at)(?!\w)"),
    negation=(r"ei", r"en", r"et", r"eivat", r"emme", r"ette", r"ilman", r"koskaan", r"mitaan"),
    dropped=(r"unohtakaa (?:koko )?(?:juttu|asia|se)", r"unohda (?:koko )?(?:juttu|asia|se)", r"antakaa olla"),
    withdrawn=(
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?<!ei )(?:paivitys|paivittaminen|nollaus|uudelleenkaynnistys|"
               r"ohjelmistopaivitys)\w* (?:auttoi|korjasi|ratkaisi|toimi)",
               r"ei (?:tarvitse|tarvi) (?:sita |niita |tuotetta )?palauttaa",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"ei (?:tarvitse|tarvi) perua", r"(?:alkaa|ala) (?:peruko|peru)(?!\w)",
               r"otan (?:paketin|lahetyksen|toimituksen) (?:sitten )?vastaan",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?<!ei )(?:se|tama|nollaus|vinkki|neuvo) (?:auttoi|toimi|onnistui|korjasi)",
               r"nyt (?:se |ne )?(?:toimii|toimivat|soi|soivat|latautuu|kaynnistyy|yhdistyy)",
               r"(?:tiketin|pyynnon|asian) voi sulkea", r"voitte sulkea (?:asian|tapauksen)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"naapuri\w* (?:oli )?(?:ottanut|ottaneet|otti) (?:sen|ne|paketin) vastaan",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:perua|peruuttaa|perukaa|peruutan|peruttu)(?: \w+)? \w*(?:palautu|hyvity)\w*",
               r"unohtakaa (?:\w+ ){0,2}(?:pyynto\w*|reklamaatio\w*)",
               r"(?:ohittakaa|perukaa) (?:\w+ ){0,2}(?:pyynto\w*|reklamaatio\w*)",
               r"(?:saapui|tuli) (?:\w+ ){0,2}(?:sittenkin|lopulta)",
               # all good now: the complaint over ("allt bra nu")
               r"kaikki (?:on )?(?:hyvin|kunnossa|ok) nyt", r"nyt (?:on )?kaikki (?:hyvin|kunnossa|ok)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:nyt|juuri|tanaan) (?:se |ne |paketti |lahetys )?(?:tuli|saapui)",
               r"(?:sittenkin|lopulta) (?:saapui|tuli|loysin|loytyi)", r"loysin (?:sen|paketin|tuotteen)",
               r"(?:asia )?(?:on )?(?:ratkaistu|hoidettu|selvitetty|selvisi)", r"en (?:enaa )?tarvitse(?: \w+){0,2}",
               r"toimii (?:hyvin |taas )?(?:nyt|taas|sittenkin)", r"sai (?:sen|ne|laitteen) toimimaan",
               r"oma (?:virhe|moka)(?! (?:tilat\w*|valit\w*|tilaukse\w*|ostaess\w*|ostoks\w*))", r"vaara halytys",
               r"voitte sulkea (?:tiketin|pyynnon)",
               r"peruutan (?:reklamaatio\w*|pyynto\w*|valitukse\w*)"),
    complaint=(
               # wet, soaked, damaged by water
               r"kastu(?:i|ivat|nut|neet|neita|nutta)\w*", r"vesivahin\w*",
               r"(?:on|ovat|oli|olivat|tuli|tulivat) (?:\w+ )?(?:märkiä|märkä|märkänä|märkinä)", r"litimär\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"irtos\w*", r"irronn\w*",
               r"(?:sauma|saumat|pohja|pohjat) (?:\w+ )?(?:aukesi|aukesivat|ratkesi|ratkesivat|auennut|ratkennut)",
               r"ratkes\w*", r"hajos\w* saumoista",
               # not genuine, a counterfeit ("väärennös", "ei ole aito")
               r"väärennös\w*", r"feikki\w*", r"(?:ei|eivät) (?:ole |oo )?(?:aito|aitoja|alkuperäi\w*)",
               # a heater that does not heat, a cooler that does not cool
               r"ei (?:lampene|kuumene|lammita|kylmene|viilenna)",
               # a parcel gone missing ("disappeared", "vanished")
               r"katosi", r"kadoksissa", r"hukassa",
               # a colour faded, washed out ("faded")
               r"haalistu\w*", r"haalistun\w*", r"haalea\w*",
               r"rikki", r"rikkinai\w*", r"vaurioitu\w*", r"vioittu\w*", r"viallinen", r"viallise\w*", r"vika\w*",
               r"ei toimi", r"puuttu\w*",
               # a fault, a flaw ("värivirhe", "virheellinen"): not one's own mistake ("oma virhe")
               r"(?<!oma )\w*virhe\w*",
               r"ei (?:saapunut|tullut|toimitettu)", r"en (?:saanut|vastaanottanut)", r"halki", r"halkeama\w*",
               r"naarmu\w*", r"tahra\w*", r"revenn\w*",
               r"vuota\w*", r"myohassa", r"myohastyi\w*", r"viivastyi\w*", r"kadonn\w*", r"hukassa",
               r"vaara\w* (?:koko|vari|tuote|malli)",
               r"ei vastaa kuvaus\w*", r"kayttokelvoton\w*", r"veloitettu kahdesti", r"pettynyt", r"reika\w*",
               r"ruostu\w*", r"vanhentun\w*", r"taipun\w*", r"vilkk\w*",
               r"haljen\w*", r"halkes\w*", r"halkeil\w*", r"murtu\w*",
               r"katke(?:si|sivat|nnut|nneet)\w*", r"lohjen\w*", r"lohkes\w*"),
    difference=(r"liikaa", r"ylimaara\w*", r"\w*ero\b", r"\w*erotu\w*", r"erotu\w*", r"hinnanero\w*",
                r"hinnanalennu\w*",
                r"hinta (?:on )?(?:laskenut|alentunut|pudonnut)",
                r"(?:nyt|nykyaan) (?:halvempi|alennuksessa|tarjoukses\w*)",
                r"alennukses\w*", r"tarjoukses\w*", r"halvemp\w*", r"maksoin liikaa", r"hinnanoikaisu\w*",
                r"alennu\w*"),
    back=(r"taka(?:isin|sin|s)", r"alennu\w*", r"hyvity\w*", r"hinnanalennu\w*"),
    accept=(r"sopii", r"kay (?:hyvin|mulle|minulle)", r"hyvaksyn", r"(?:on|olisi) (?:ok|hyva|reilu)", r"otan sen",
            # an offer received ("otan tarjouksen vastaan", "otan sen mielellani vastaan")
            r"otan (?:\w+ ){0,2}vastaan"),
    yes=(r"kylla", r"joo", r"ok", r"kiitos", r"kiitti", r"sopii", r"hyva",
         # "käy" alone, the answer to "käykö?" (does it work for you?)
         r"kay(?= ?[,.!]| ?$)"),
    please=(r"voisitteko", r"kiitos(?= ?[.!]?$)", r"voitteko", r"pyydan", r"ystavallisesti"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"tuotteiden (?:yhteis)?hin\w*",
           r"tilau\w*", r"kokonais\w*", r"summa\w*", r"osto\w*", r"maksu\w*", r"kaikki", r"lasku\w*", r"ostoskori\w*",
           # a price, unless a genitive says whose ("takin hinta", the jacket's price: an item's)
           r"(?<!n )hinta\w*"),
    contrast=(r"mutta", r"kuitenkin", r"paitsi", r"lukuun ottamatta", r"vaikka", r"kun taas", r"vain", r"ainoastaan"),
    # (half the price in the genitive, "puolen hinnan hyvitys": the stem of "puoli" changes)
    shares={r"puolet": "1/2", r"puoli\w*": "1/2", r"puolen hinnan": "1/2", r"kolmasosa\w*": "1/3",
            r"kolmannek\w*": "1/3",
            r"kaksi kolmasosaa": "2/3",
            r"neljasosa\w*": "1/4", r"neljannek\w*": "1/4", r"kolme neljasosaa": "3/4", r"viidesosa\w*": "1/5",
            r"kymmenesosa\w*": "1/10"},
    # number words lose their case ending when read ("kaksi kuudesta": "2 6"); digits keep it
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"toi(?:sen|sta|nen)(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N})\w* (?:niista|naista)(?!\w)",
              r"(?P<part>{N}) (?P<whole>{N})(?:\W|$)", r"(?P<part>{N}) (?:\w+ ){0,2}(?P<whole>{N}):?sta",
              r"(?P<whole>{N}):?sta (?:\w+ ){0,2}(?P<part>{N})",
              r"(?P<whole>{N}) (?:\w+ )?\w+(?:sta|lta) (?P<part>{N})"),  # neljästä servetistä kahdessa
    percent=(r"(?P<n>{N}) ?(?:%|prosentti\w*)",),
    # "kahdessa", "kolmella", "viidelle": a case ending on the number's stem (listed below)
    number_endings=r"ssa|sta|lla|lta|lle|na|ksi|tta|a|n",
    numbers={"yhde": 1, "kahde": 2, "viide": 5, "kuude": 6, "seitsema": 7, "kahdeksa": 8, "yhdeksa": 9,
             "kymmene": 10, "nolla": 0, "yksi": 1, "yhden": 1, "yhta": 1, "yhdesta": 1, "kaksi": 2, "kahden": 2,
             "kahta": 2,
             "kahdesta": 2, "kolme": 3, "kolmen": 3, "kolmea": 3, "kolmesta": 3, "nelja": 4, "neljan": 4,
             "neljaa": 4, "neljasta": 4, "viisi": 5, "viiden": 5, "viitta": 5, "viidesta": 5, "kuusi": 6,
             "kuuden": 6, "kuutta": 6, "kuudesta": 6, "seitseman": 7, "seitsemaa": 7, "seitsemasta": 7,
             "kahdeksan": 8, "kahdeksaa": 8, "kahdeksasta": 8, "yhdeksan": 9, "yhdeksaa": 9, "yhdeksasta": 9,
             "kymmenen": 10, "kymmenta": 10, "kymmenesta": 10, "toista": 10, "sata": 100,
             "sataa": 100, "tuhat": 1000, "tuhatta": 1000,
             # the genitive of an amount ("kolmensadan euron hyvitys", "viidenkymmenen euron")
             "sadan": 100, "tuhannen": 1000,
             # spoken forms: the tens with "-kyt" ("kolkyt", "satanelkytviis") and the short units
             "kakskyt": 20, "kolkyt": 30, "nelkyt": 40, "viiskyt": 50, "kuuskyt": 60, "seittemankyt": 70,
             "seitkyt": 70, "kaheksankyt": 80, "yheksankyt": 90, "yks": 1, "kaks": 2, "viis": 5,
             "kuus": 6, "seitteman": 7, "kaheksan": 8, "yheksan": 9},
    mult=frozenset({"kymmenta", "sataa", "kymmenen", "sadan"}),
    scale=frozenset({"tuhat", "tuhatta", "tuhannen"}),
    quote_head=(r".{4,160} kirjoitti\s*:", r"\d.{4,120} kirjoitti .*"),
    forward_head=(r"-{2,}\s*(?:alkuperainen viesti|valitetty viesti)\s*-*",
                  r"(?:valitetty|edelleenlahetetty) viesti\s*:?", r"vl\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"lahettaja", r"lahetetty", r"vastaanottaja", r"aihe", r"paivamaara", r"kopio"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:tassa|alla|liitan|kopioin)(?: \w+){0,3} (?:\w*vahvistu\w*|kuitti\w*|lasku\w*"
            r"|seuranta\w*)(?: \w+){0,3}\s*:$",
            r"(?:tassa|alla|liitan|kopioin)(?: \w+){0,5} (?:mita|teidan|heidan|viesti\w*|vastau\w*|arvostelu\w*"
    r"|keskustelu\w*|chat\w*)",
            r"(?:arvostelu|kuvaus|keskustelu|chat)\s*:$",
            r"(?:han|asiakaspalvelija|tukenne|myyja) (?:sanoi|kirjoitti)\s*:"),
    system=(r"vastuuvapauslauseke", r"luottamuksellisuusilmoitus",
            r"jarjestelma\w*", r"automaatti\w*", r"automaattinen", r"botti\w*", r"yllapi\w*", r"admin\w*",
            r"henkilokunta\w*",
            r"asiakaspalvelu\w*", r"tuki\w*", r"sisainen (?:muistiinpano|huomautus)", r"ilmoitus\w*",
            r"turvallisuus\w*", r"esimies\w*", r"paallikko\w*", r"ala vastaa"),
    approved=(r"hyvaksyntakoodi\w*",  # an approval's code quoted
              r"(?:hyvitys|palautus)\w*(?: \w+){0,4} (?:on |oli |jo )*(?:hyvaksytty|myonnetty|vahvistettu|kasitelty"
              r"|suoritettu)",
              r"(?:hyvaksytty|oikeutettu) (?:\w+ ){0,3}(?:taysimaaraiseen )?(?:hyvitykseen|palautukseen)",
              r"(?:jo|ennalta) hyvaksytty",
              r"tila\s*:?\s*hyvaksytty", r"hyvityssumma\s*:",
              r"(?:olemme|olen) (?:\w+ ){0,2}(?:hyvaksyneet|hyvaksynyt|luvanneet|myontaneet)"),
    ai=(r"ai", r"tekoaly\w*", r"keinoaly\w*", r"avustaja\w*", r"(?:chat)?bot(?:ti|in|ille|tia|it|tien|teja)?",
        r"kielimalli\w*", r"malli",
        r"agentti\w*"),
    address=(r"huomautus", r"viesti", r"muistiinpano", r"ohje\w*", r"huomio"),
    address_to=(r"hei", r"hyva", r"arvoisa"),
    override=(r"ohita\w*", r"unohda\w*", r"jata huomiotta", r"ala valita", r"sivuuta\w*", r"kumoa"),
    rules=(r"saant\w*", r"saann\w*", r"ohjee\w*", r"ohjeet", r"saanno\w*", r"saannot", r"kehot\w*", r"rajoitukse\w*",
           r"rajat", r"tarkistukse\w*", r"kaytanno\w*"),
    prior=(r"aiemm\w*", r"edellise\w*", r"ylla olev\w*", r"kaikki", r"sinun", r"jarjestelman", r"alkuperais\w*"),
    role=(r"olet nyt", r"tasta lahtien olet", r"teeskentele",
          r"(?:kehittaja|yllapito|debug)tila", r"uudet (?:ohjeet|saannot)", r"(?:uusi )?tehtavasi on"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"jos olet (?:tekoaly|avustaja|botti|kielimalli|agentti)\w*",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"vastaa (?:minulle )?(?:vain|ainoastaan|pelkastaan|pelkalla)(?: sanalla)?:? ?{QUOTED}",),
    bypass=(r"ala kysy (?:mitaan|enempaa|kysymyksia)", r"ala (?:eskaloi|valita eteenpain|tarkista|kysy)",
            r"ilman (?:tarkistusta|hyvaksyntaa|kasittelya|kysymista)",
            r"(?:ohita|kierra) (?:tarkistus|hyvaksynta|raja)\w*"),
    boss=(r"esimie\w*", r"esihenkilo\w*", r"paallikko\w*", r"paallikon", r"johtaja\w*", r"omistaja\w*", r"admin\w*"),
    approve=(r"hyvaksy\w*", r"hyvaksi\w*", r"valtuutt\w*"),
    authority=(r"(?:jo|ennalta) hyvaksytty",
               r"(?:esimies|paallikko|johtaja|omistaja|manageri)\w* (?:on )?(?:\w+ ){0,2}(?:hyvaksynyt|myontanyt"
               r"|sanonut|luvannut|maarannyt)",
               r"(?:teidan|uuden) (?:kaytannon|saannon|ehtojen) mukaan(?: \w+){0,6} (?:taytyy|pitaa|on velvollinen)",
               r"(?:olen|taalla on) (?:teidan|sinun) (?:esimies|paallikko|yllapitaja|kehittaja)\w*"),
    directive=(
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:kuka tahansa|jokainen \w+,? joka) (?:\w+ ){0,3}(?:lukee|kasittelee|ottaa|avaa)\w*,? "
               r"(?:\w+ ){0,3}(?:on|ovat) (?:\w+(?:ttava|tava)(?: \w+){0,2} (?:hyvity|palautu|rahat)\w*|hyvitettava)",
               r"(?:agenti\w*|avustaja\w*|botti\w*|tekoaly\w*|malli\w*) (?:pitaa|taytyy|on velvollinen|tulee|on)(?:"
               r" \w+){0,4} (?:hyvittaa|hyvaksya|maksaa|palauttaa|myontaa)",
               # the handler of the case or staff by role said to be obliged to refund
               # ("asiakaspalvelijan on hyvitettävä", "käsittelijän pitää hyvittää"); not the seller
               r"(?:asiakaspalvelij|asiakasneuvoj|kasittelij|tukihenkilo|tyontekij|henkilokun)\w*"
               r" (?:on|ovat|pitaa|taytyy|tulee)(?: \w+){0,3} (?:hyvit|maks|palaut|hyvaks|myont)\w*"),
    command=(
             r"(?:hyvittakaa|maksakaa|hyvaksykaa|myontakaa|palauttakaa|siirtakaa)(?: \w+){0,3} (?:hyvity\w*|summa\w*"
             r"|raha\w*"
    r"|\d)",
             r"(?:kasitelkaa|suorittakaa) (?:hyvitys|palautus)\w*",
             r"(?:sulkekaa|merkitkaa) (?:tiketti|pyynto)\w* (?:ratkaistuksi|hyvitetyksi|hyvaksytyksi)"),
    obliged=(r"(?:on|ovat) \w+(?:ttava|ttavat|tava|tavat)", r"velvoitta\w*", r"(?:on|ovat) velvollisi\w*", r"taytyy",
             r"pitaa"),
    scope=(r"kaikki (?:minun )?tilaukse\w*", r"(?:myos|lisaksi) (?:muut )?tilaukse\w*"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "kadonnut", "hukassa", "kateissa",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "missa", "milloin", "miksi",
                       # a part of the goods a complaint names ("Dragkedjan trasig": the zipper): no item
                       "vetoketju", "vetoketjun", "vetoketjut", "sauma", "sauman", "saumat", "nappi", "napin",
                       "solki", "soljen", "sarana", "saranat",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "avoin", "avoinna", "maksamaton", "odottaa", "odottava", "viivastynyt",
                       # the parcel, the shipment, as a subject names it
                       "paketin", "lahetys", "lahetyksen", "lahetykseni", "pakettini",
                       # a pre-order is an order
                       "ennakkotilaus", "ennakkotilauksen", "ennakkotilaukseni",
                       "reklamaatio", "ongelma", "kysymys", "palautus", "pyynto", "apua", "seurantanumero", "seuranta",
                       "tila", "lasku", "tilaus", "tuote", "tuotteet", "paketti", "lahetys", "asia", "asiat", "rahat",
                       "hyvitys", "osto", "toimitus", "osa", "osat", "se", "ne", "sen", "niita"]),
    function=frozenset(
                       ["ja", "on", "ei", "se", "etta", "en", "olen", "oli", "mutta", "kun", "niin", "kuin", "myos",
                        "han", "me", "te", "he", "minun", "sinun", "tama", "tuo", "voi",
                        # they / those, are, or, if, not: without them "ne" made a short
                        # Finnish ticket French ("Hyvittäkää ne 3")
                        "ne", "ovat", "tai", "jos", "ole", "mina", "sen", "niita", "nama"]),
)
