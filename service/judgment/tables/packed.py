"""The thing said missing found in the packing, in the customer's own idiom, per covered
language: "it was tucked under the cardboard insert", "es steckte doch unter der Pappe", "se
löytyi laatikon pohjalta", "kartonun altındaymış", "箱の底に入っていました". Read in a later
comment only (``payback.found_cheaper``, beside ``tables.changed`` and
``tables.afterall.TURNED_UP``): after the money was asked, the complaint is withdrawn. In the
first comment it tells where a thing lay ("it was under the cardboard, crushed").

The subject is a pronoun (or dropped), never a named thing ("the cable was in the box, the
charger was not" tells of another line), the verb says it lay or was there, and the place is
a word of the packing (box, carton, cardboard, insert, foam, wrapping, bag, bottom). A negation
before the verb ("it was not under the cardboard either", "nie było", "もありませんでした") is
never read: the pattern needs the verb right after its subject. Said beside a fault ("it was
under the cardboard but broken"), the withdrawal ends nothing (``preference.faulty_beside``).
Fragments as ``text.fold`` leaves text."""

from __future__ import annotations

_EN_PLACE = (r"box|carton|cardboard|packaging|package|parcel|packing|insert|foam|polystyrene|styrofoam|wrapping"
             r"|paper|tissue|bubble wrap|bag|tray|lid|flap|compartment|bottom|padding|manual|sleeve")
_DE_PLACE = (r"karton\w*|verpackung\w*|pappe\w*|papp\w*|schachtel\w*|box|paket\w*|einlage\w*|folie\w*|tute\w*"
             r"|styropor\w*|deckel\w*|fach\w*|boden\w*|polster\w*|papier\w*")
_ROM_PLACE = (r"carton\w*|cartao|cartone|emballage|embalaje|embalagem|imballo|imballaggio|ambalaj\w*|boite"
              r"|caja|caixa|scatola|cutie|cutia|colis|paquete|pacote|pacco|colet\w*|mousse|espuma|esferovite"
              r"|polistirolo|polistiren\w*|polystyrene|papier|papel|carta|sachet|bolsa|saco|busta|punga|fond"
              r"|fondo|fundo|confezione|cale|compartiment\w*|compartimento|tapa|tampa|couvercle|coperchio")
_NL_PLACE = r"doos|karton\w*|verpakking\w*|piepschuim|zak\w*|papier|vakje|deksel|bodem|inlegvel\w*"
_SCAND_PLACE = (r"kartong\w*|karton\w*|lad\w*|eske\w*|kasse\w*|forpackning\w*|emballage\w*|emballasje\w*"
                r"|paket\w*|pakke\w*|papp\w*|pap|pappet|papstykke\w*|inlagg\w*|indlag\w*|innlegg\w*|plast\w*"
                r"|pase\w*|pose\w*|lock\w*|lag\w*|lokk\w*|botten|bunn\w*|bund\w*|frigolit\w*|flamingo\w*")

PACKED: dict[str, tuple[str, ...]] = {
    "en": (r"(?<!not )(?<!n't )(?:it|they)(?:'s| was| were| had been)(?: (?:just|actually|only|still|all along|"
           r"hidden|stuck|tucked|wedged|taped|caught|folded|buried|sitting|lying))* (?:in|inside|under|underneath|"
           rf"beneath|between|behind|among|at the bottom of|in the bottom of) (?:the|a|an|that) (?:\w+"
           rf" )?(?:{_EN_PLACE})",),
    "de": (r"(?:es|er|sie) (?:war|lag|steckte|klebte|befand sich|waren|lagen|steckten)(?: (?:doch|nur|tatsachlich"
           r"|einfach|noch|ganz|versteckt|eingeklemmt))* (?:im|in der|in dem|in den|unter der|unter dem|unter"
           r" den|unterm"
           rf"|zwischen der|zwischen dem|zwischen den|hinter der|hinter dem|am boden der|am boden des) (?:\w+"
           rf" )?(?:{_DE_PLACE})",),
    "fr": (r"(?:il|elle|ils|elles) (?:etait|etaient|se trouvait|se trouvaient|avait glisse|a ete retrouve\w*)"
           r"(?: (?:en fait|bien|juste|simplement|tout simplement|cache\w*|coince\w*|glisse\w*))* (?:dans|sous|entre"
           rf"|derriere|au fond d\w*) (?:le |la |les |l'|du |de la |des )?(?:\w+ )?(?:{_ROM_PLACE})",),
    "es": (r"(?<!no )(?<!tampoco )(?:estaba|estaban|venia|venian)(?: (?:en realidad|escondid\w*|metid\w*|pegad\w*"
           r"|atrapad\w*|dentro))* (?:en|dentro de|debajo de|debajo del|bajo|entre|al fondo de|al fondo del) "
           rf"(?:el |la |los |las |l )?(?:\w+ )?(?:{_ROM_PLACE})",),
    "it": (r"(?<!non )(?<!nemmeno )(?<!neanche )(?:era|erano|stava|stavano)(?: (?:nascost\w*|incastrat\w*|infilat\w*"
           r"|solo|proprio))* (?:nella|nel|nello|negli|sotto il|sotto la|sotto lo|sotto l'|tra il|tra la|tra i|tra le"
           rf"|in fondo alla|in fondo al|dentro la|dentro il|dentro al|dentro alla) ?(?:\w+ )?(?:{_ROM_PLACE})",),
    "pt": (r"(?<!nao )(?:estava|estavam|vinha|vinham)(?: (?:escondid\w*|enfiad\w*|afinal|mesmo|presa|preso))*"
           r" (?:na|no|dentro da|dentro do|debaixo da|debaixo do|por baixo da|por baixo do|entre a|entre o|entre os"
           rf"|entre as|no fundo da|no fundo do) (?:\w+ )?(?:{_ROM_PLACE})",),
    "nl": (r"(?:hij|het|ze|die) (?:zat|lag|stak|zaten|lagen)(?: (?:gewoon|toch|nog|verstopt|vast|helemaal))*"
           rf" (?:in|onder|tussen|achter|onderin) (?:de|het) (?:\w+ )?(?:{_NL_PLACE})",),
    "sv": (r"(?:den|det|de) (?:lag|satt|var|fanns|lade)(?: (?:faktiskt|bara|gomd\w*|instoppad\w*|fast))*"
           rf" (?:i|under|mellan|bakom|langst ner i) (?:\w+ )?(?:{_SCAND_PLACE})",),
    "da": (r"(?:den|det|de) (?:la|sad|var|lagde)(?: (?:faktisk|bare|gemt|fast|nederst))*"
           rf" (?:i|under|mellem|bag|nederst i) (?:\w+ )?(?:{_SCAND_PLACE})",),
    "nb": (r"(?:den|det|de) (?:la|satt|var)(?: (?:faktisk|bare|gjemt|fast|nederst))*"
           rf" (?:i|under|mellom|bak|nederst i) (?:\w+ )?(?:{_SCAND_PLACE})",),
    "fi": (r"(?<!ei )(?:se|ne|laturi|tuote|osa)? ?(?:loytyi|loytyivat|oli|olivat) (?:\w+ )?(?:laatiko|pahvi|pakkau"
           r"|paketi|kotelo|pussi|muovi|kanne|pohja|lokero|kartongi|suojamuovi|styroksi)\w* ?(?:alta|alla|pohjalta"
           r"|pohjalla|valista|valissa|sisalta|sisalla|seasta|joukosta|takaa)?",),
    "pl": (r"(?<!nie )(?:by[lł]a|by[lł]|by[lł]y|le[zż]a[lł]a|le[zż]a[lł]|le[zż]a[lł]y|schowa[lł]a si[eę]"
           r"|wpad[lł]a|znalaz[lł]a si[eę]|znalaz[lł] si[eę]|utkn[eę][lł]a)(?: (?:\w+))? (?:w|pod|mi[eę]dzy|za|na dnie)"
           r" (?:\w+ )?(?:pude[lł]\w*|karton\w*|opakowani\w*|paczc\w*|paczk\w*|tektur\w*|wk[lł]adk\w*|foli\w*"
           r"|torebc\w*|styropian\w*|dnie)",),
    "ro": (r"(?<!nu )(?<!nici )(?:era|erau|statea|stateau)(?: (?:de fapt|ascuns\w*|prins\w*))* (?:in|sub|intre"
           rf"|pe fundul) (?:\w+ )?(?:{_ROM_PLACE})",),
    "tr": (r"(?:kutu|koli|karton|ambalaj|paket|poset|strafor|kapak)\w* (?:alt|ic|aras|dib|yan|arka)\w*"
           r"(?:ndaym[iı][sş]\w*|ndan (?:c[iı]kt[iı]|c[iı]km[iı][sş])\w*|nda (?:buldum|duruyormu[sş]\w*))",),
    "ja": (r"(?:箱|段ボール|梱包|緩衝材|袋|パッケージ|外箱|内箱)(?:の)?(?:[^。、]{0,8}?の)?(?:中|下|底|間|奥|裏)に"
           r"(?:入って|挟まって|隠れて|紛れて|あり|入り込んで)(?:いました|ありました|いた|た)",),
    "ko": (r"(?:박스|상자|포장|완충재|봉투|종이)[^.,!]{0,8}?(?:안|밑|아래|사이|바닥)에 ?(?:있었|들어 ?있었|끼어 ?있었"
           r"|숨어 ?있었)",),
    "zh": (r"(?:原来|其实|竟然)?(?:在|夹在|藏在|压在|卡在|掉在)(?:箱子|盒子|纸箱|包装|泡沫|纸板|包装盒|袋子)"
           r"(?:里|下面|底下|中间|夹层|底部)(?:了)?(?!也没有|没有)",),
    "ar": (r"(?<!لم )(?<!ما )(?:كان|كانت)(?: موجود| موجوده| موجودة)? (?:داخل|تحت|بين|في قاع|في اسفل) "
           r"(?:\S+ )?(?:الكرتون|الكرتونه|الكرتونة|العلبه|العلبة|الصندوق|التغليف|الفلين|الكيس)",),
}
