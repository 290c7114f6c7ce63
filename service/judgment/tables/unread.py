"""The commonest words of languages the rules do not read that lingua is not asked about (or
does not know), each of which its trigrams give to a covered neighbour: Norwegian Nynorsk to
Bokmål, Irish to English or Portuguese, Scottish Gaelic to English, Luxembourgish to Dutch or
German, Faroese to Icelandic, Occitan to Catalan, West Frisian to Dutch. Added to
``neighbours.OWN`` and read as its words are (``neighbours.not_covered``: more of them than of
the covered language's commonest; ``renamed``): each list holds the words only that language
writes, then the ones it shares with its covered neighbour ("og", "er", "har" of Nynorsk and
Bokmål; "an", "ar", "go" of Irish), which count for neither side. Greetings and thanks are left
out ("Go raibh maith agat", "Moien", "Merci", "Tapadh leibh"): a writer of the covered language
signs with them. Folded as ``text.fold`` folds ("å" is "a", "ø" stays, accents out).

Nynorsk against Bokmål: a writer of Bokmål from the west types a dialect word or two ("ikkje",
"kva", "berre"), and the words both write are most of a Nynorsk text; so a Nynorsk text needs
``LEAST`` of its own words, and no word Bokmål or Swedish writes is listed ("pengar", "dagar",
"vore", "sidan" are Swedish; "fått", "pakka", "hjelpa" are Bokmål too)."""

from __future__ import annotations

OWN: dict[str, str] = {
    "nn": "ikkje eg kva korleis kvifor kven kvar noko nokon nokre berre heile heilt dei deira "
          "dykk dykkar vere vorte mykje kome kjem attende pengane eit eitt fekk gjekk sjølv "
          "enno saman difor venleg vennleg helsing ynskjer ønskjer ynskte ønskte treng veit "
          "seier gong gonger framleis heime mogleg eige hennar øydelagd øydelagt likar tykkjer "
          "motteke motteken stadfesta stadfestinga veke veker veka trur spurde hjå "
          "og i at det som er av for med til den har om min mitt mine var men kan vil pa sa "
          "ho me mi no da ein ei vi de seg meg deg oss han",
    "ga": "agus nil bhfuil fuil ata bhi beidh bheadh mbeadh fuair fhuair bhfuair fhail feidir "
          "liom leat leis libh linn duit daoibh uaim agam aige aici againn chuig chun faoi aon "
          "anois inniu fos freisin conas cathain aisiocaiocht airgead ordu cheannaigh "
          "ceannaigh iarraidh seachtain ach seo nior tusa sibh siad muid ceart nuair ansin "
          "anseo briste brea thainig tagtha sheol pacaiste earrai lochtach coinneoidh "
          "a an ar go do mo na le ta me se si o",
    "gd": "agus tha chan eil bha bidh bhith airson fhuair cheannaich ceannaich airgead dhomh "
          "dhuibh agam agad againn oirbh bhon ach seo sinn sibh iad thu cuideachd fhathast "
          "diugh madainn ordugh pasgan briste nuair ceart cuin carson ciamar feumaidh faigh "
          "fhaighinn tilleadh thilleadh airgid chuir bhuam leam "
          "a an am mi gu do na le",
    "lb": "ech mech dech sech iech hunn hues huet kritt krut gouf ginn gett gewiescht ass "
          "meng menger awer naischt eppes elo emmer nemmen geschter muer gelift wgl "
          "zreck zereck suen geif wier wellt firwat wou engem vun eis gesot gesinn "
          "bestallt kaaft gescheckt ukomm ugekomm futti kapott zreckbezuelen "
          "bezuelen "
          "an de den dem der op zu fir et",
    "fo": "ikki hevði havi hevur fingið fingi pakkan pakkin peningarnar pengarnar tygum "
          "tykkum okkum hvussu hvi eisini bert einki onki vinarliga heilsan tøkk fyri tað "
          "hetta hesin hesa tey teir nakað nakran ongar kanska kunnu koppurin trøklið hol "
          "og i er eg tit mær",
    "oc": "ieu uei ier aquo aqueste aquesta voli volriai voldriai podetz avetz setz merce plai "
          "totjorn benleu quora cossi foguet arribet crompat cromperi recebut bonjorn adiu "
          "gramaci pichon pichona polida gardi traucada tornessetz "
          "es que per la lo los las una un me de l pas mas",
    "fy": "hawwe haw hie wurdt hjir tige graach jild werom krige krigen untfongen "
          "hjoed juster sil kinne oan troch foar binne dizze gjin jimme harren myn dyn "
          "stikken sjoen krije betelje betelle tankewol groetnis moarn middei wike ferline "
          "frege freegje allinnich ien trije lyts moai freonlike hald "
          "de en is op dat in ik it yn ek hy sy jo dy my der mar",
}
# the least of its own words a text needs to be a language's, where its covered neighbour's
# writers type some of them (see the module's docstring); 1 for any other
LEAST: dict[str, int] = {"nn": 3}
