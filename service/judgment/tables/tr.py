"""Turkish (ç ğ ö ş ü folded to c g o s u; dotless ı is its own letter: ``[iı]``). Suffixes
glue onto stems, so entries are stems with ``\\w*``."""

from service.judgment.tables import QUOTED, Table

_I = "[iı]"

TABLE = Table(
    code="tr",
    glued=True,
    refund=(
            # the difference wanted asks it ("quiero la diferencia", "أبي الفرق", "farkı istiyorum")
            rf"fark{_I}\w* (?:{_I}st{_I}yorum|{_I}ster{_I}m|r{_I}ca ed{_I}yorum|talep ed{_I}yorum)",
            rf"{_I}ade\w*", r"geri odeme\w*", rf"param{_I}\w* (?:geri|iade)",
            # its money, possessive: "su ısıtıcısının parasını iade edin", "ayakkabının parasını geri"
            rf"paras{_I}n{_I} (?:geri|iade)",
            rf"paras{_I}n{_I} (?:geri )?(?:{_I}st{_I}yorum|{_I}ster{_I}m|talep ed{_I}yorum)",
            rf"para(?:m{_I}|y{_I})? ?geri",
            r"paramı",
            r"geri ver\w*",
            rf"ucret{_I}?\w* (?:geri|iade)", rf"tutar{_I}?\w* (?:geri|iade)", r"tazmin\w*", r"tazminat\w*",
            rf"{_I}ade et\w*", r"geri al\w*",
            # its price or its money awaited or asked ("saatin ücretini bekliyorum", "kazağın
            # bedelini istiyorum"): the money back, asked without a word of returning it
            rf"(?:ucret|paras|bedel|tutar){_I}n{_I} (?:bekl{_I}yor(?:um|uz)|{_I}st{_I}yor(?:um|uz)|"
            rf"{_I}ster{_I}m|talep ed{_I}yor(?:um|uz))"),
    full=(r"hepsini iade", r"tamamini iade", rf"tam {_I}ade", rf"tamam{_I}n{_I} (?:iade|geri)\w*",
          rf"tum (?:param{_I}|tutar{_I}|ucret{_I}|siparis{_I})\w*", rf"siparis{_I}n tamam{_I}\w*",
          r"toplam tutar\w*", r"hepsini (?:iade|geri)\w*", rf"odedig{_I}m her sey\w*", rf"siparis{_I}\w* {_I}ptal\w*",
          r"100 ?%"),
    everything=(r"her ?sey", r"hepsi", r"tumu"),
    partial=(r"k[iı]smi", r"bir k[iı]sm\w*"),
    rest=(r"gerisi\w*", rf"kalan{_I}\w*", rf"diger(?:ler{_I})?\w*", r"geri kalan\w*"),
    shipping=(r"kargo\w*", rf"gonder{_I}m\w*", r"teslimat\w*", r"nakliye\w*", rf"kargo (?:ucret{_I}|bedel{_I})\w*"),
    instead=(rf"degis{_I}m\w*", rf"degist{_I}r\w*", rf"yen{_I}si\w*", rf"yen{_I} (?:urun|bir)\w*", r"hediye ?ceki\w*",
             r"kupon\w*",
             rf"magaza kred{_I}\w*", rf"tam{_I}r\w*", r"onar\w*", rf"yen{_I}den gonder\w*", r"puan\w*"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:kargo|teslimat|gonderim|ekspres)\w* (?:ucret\w*|bedel\w*|masraf\w*|para\w*) (?:geri"
              r" )?(?:istem[iı]yorum|istemem|gerek yok)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              rf"(?:{_I}ade|ger{_I} odeme) (?:etmey|yapmay)\w*",
              rf"(?:para\w*|ucret{_I}) (?:ger{_I} )?(?:gondermey|yat{_I}rmay|aktarmay)\w*",
              # the difference not wanted ("no quiero la diferencia", "farkı istemiyorum")
              rf"fark{_I}\w* (?:{_I}stem{_I}yorum|{_I}stemem)",
              rf"{_I}ade\w* (?:istem{_I}yorum|{_I}stem{_I}yorum|gerek yok|talep etm{_I}yorum)", rf"{_I}ade yer{_I}ne",
              rf"para(?:m{_I})? (?:geri )?{_I}stem{_I}yorum", rf"geri odeme {_I}stem{_I}yorum",
              rf"(?:degis{_I}m|yen{_I}si|yen{_I} b{_I}r\w*|hediye ceki|tam{_I}r|onar{_I}m)\w*"
              rf" (?:\w+ ){{0,2}}(?:terc{_I}h"
              rf" eder{_I}m|{_I}st{_I}yorum|r{_I}ca eder{_I}m|yeterl{_I})",
              rf"(?:degis{_I}m|yen{_I}si|hediye ceki|tam{_I}r)\w* (?:yeterl{_I}|olur|daha {_I}y{_I})"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"tutuyoru[mz]", r"(?:ben )?tuttu[mk]", r"(?<=\w )kal(?:ıyor|sın)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"bende kal\w*",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"kullan\S*(?: \S+){0,2},? (?:icin|o yuzden|bu yuzden|bu nedenle) (?:\S+ ){0,2}(?:iade etm\S*"
          r"|geri g[oö]nderm\S*|iade yapm\S*)",
          r"tut(?:uyorum|acag\w*|ar[iı]m)", r"(?:elimde )?tutacag\w*", r"sakl\w*", rf"kals{_I}n", r"kalabilir",
          r"kal[iı]yor\b", r"kalacak\b",  # it stays ("SSD kalıyor", "kılıf kalacak")
          rf"(?:sorunsuz|saglam|mukemmel|kusursuz|{_I}y{_I} durumda)(?: geldi| calis\w*)?", rf"cal{_I}s{_I}yor",
          # working, said in a clause of "while" set against the next ("ikisi çalışırken biri ...")
          rf"cal{_I}s{_I}rken",
          r"memnunum",
          r"sorun yok"),
    negation=(r"\w+m[iıuü]yor\w*", r"\w+m[ae]yece\w*", r"degil\w*", r"hic", r"yok"),
    dropped=(r"bos ?verin", r"bos ?ver", r"unutun gitsin", r"unutun bunu"),
    withdrawn=(
               # the remedy tried (an update, a reset) fixed it, with no article before it
               # it was in the box all along, told as found ("-ymiş": "kutunun yan bölmesindeymiş")
               r"(?:kutu|koli|paket|kargo|poset)\w*(?: \w+){0,2}? ?\w*[dt][ae]ym[iı]s",
               r"(?:guncelleme|s[iı]f[iı]rlama|yeniden baslatma)\w* (?:\w+ )?(?:cozdu|duzeltt[iı]|"
               r"[iı]se yarad[iı]|yard[iı]mc[iı] oldu|hallett[iı])",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               rf"{_I}se yarad{_I}\w*",
               rf"(?:s{_I}md{_I}|art{_I}k) (?:cal{_I}yor|sarj oluyor|baglan{_I}yor|ac{_I}l{_I}yor)",
               rf"kapatab{_I}l{_I}rs{_I}n{_I}z",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               rf"{_I}ade\w* gerek kalmad{_I}\w*",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               rf"(?:komsu|kap{_I}c{_I}|guvenl{_I}k)\w* (?:tesl{_I}m )?alm{_I}s",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               rf"{_I}ade (?:talebim{_I}|taleb{_I}n{_I}|talep|{_I}steg{_I}m{_I})? ?{_I}ptal",
               r"d[uü]zeldi",
               r"sorun kalmad[iı]",
               r"cal[iı]st[iı]", r"kullan[iı]yorum", r"(?:artik|simdi) (?:sorun yok|cal[iı]s[iı]yor)", rf"bosver{_I}n",
               rf"(?:talebimi|sikayetimi) (?:d{_I}kkate almay{_I}n|{_I}ptal ed{_I}n|unutun)",
               rf"(?:sonunda|neyse k{_I}) (?:geldi|ulast{_I}|buldum)", r"buldum", r"(?:sorun )?coz(?:uldu|uldu)",
               r"hallold\w*",
               rf"art{_I}k (?:gerek yok|{_I}st{_I}yorum|{_I}stem{_I}yorum)",
               rf"(?:s{_I}md{_I}|art{_I}k) cal{_I}s{_I}yor",
               r"(?<!verirken )(?<!secerken )(?<!ederken )(?<!alirken )benim hatam",
               # the cancel asked before called off ("iptal etmeyin"), all well after all
               rf"{_I}ptal etmey{_I}n", r"her sey yolunda",
               rf"yanl{_I}s alarm", rf"talep kapat{_I}labilir",
               rf"(?:talebimi|sikayetimi) ger{_I} (?:cek{_I}yorum|ald{_I}m)"),
    complaint=(
               # wet, soaked, damaged by water
               r"ıslak\w*", r"ıslan(?:mış|dı|dılar|mışlar)\w*", r"su hasar\w*", r"sırılsıklam\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"söküldü", r"sökülmüş\w*", r"sökük\w*",
               r"(?:taban\w*|yapıştırma\w*|dikiş\w*) (?:\w+ )?(?:ayrıldı|kalktı|açıldı|atmış|attı|koptu)",
               r"dağıldı", r"parçalandı",
               # not genuine, a counterfeit ("sahte", "çakma", "orijinal değil")
               r"sahte", r"çakma", r"orijinal değil\w*",
               # a heater that does not heat, a cooler that does not cool
               r"[iı]s[iı]nm[iı]yor", r"sogutmuyor", r"soğutmuyor",
               # a parcel gone missing ("disappeared", "vanished")
               r"kaybolmus\w*", r"ortadan kalkt\w*",
               # a colour faded, washed out ("faded")
               r"soldu", r"solmus\w*", r"rengi (?:soldu|atti|gitti)",
               rf"k{_I}r{_I}k\w*", rf"k{_I}r{_I}ld{_I}\w*", rf"hasarl{_I}\w*", r"bozuk\w*", rf"ar{_I}zal{_I}\w*",
               rf"cal{_I}sm{_I}yor", rf"eks{_I}k\w*",
               rf"gelmed{_I}\w*", rf"ulasmad{_I}\w*", rf"teslim ed{_I}lmed{_I}\w*", r"catlak\w*", rf"ciz{_I}k\w*",
               r"leke\w*", rf"y{_I}rt{_I}k\w*",
               rf"s{_I}z{_I}nt{_I}\w*", rf"s{_I}z{_I}yor", rf"gec{_I}kt{_I}\w*", rf"gec{_I}kme\w*", r"gec geldi",
               r"kayboldu\w*", rf"kay{_I}p",
               rf"yanl{_I}s (?:urun|beden|renk|model)\w*", rf"ac{_I}klamaya uymuyor", rf"kullan{_I}lamaz",
               rf"{_I}k{_I} kez (?:cek{_I}ld{_I}|ucret)",
               rf"hayal k{_I}r{_I}kl{_I}g{_I}\w*", rf"del{_I}k\w*", r"paslan\w*", r"son kullanma\w*",
               rf"eg{_I}lm{_I}s\w*",
               rf"yan{_I}p sonuyor"),
    difference=(r"fazla (?:cekil\w*|odedim|alin\w*|ucret\w*)", r"fazladan", r"\w*fark\w*", rf"fark{_I}\w*", r"fark\w*",
                rf"f{_I}yat dusus\w*", rf"f{_I}yat{_I} dustu",
                rf"(?:simdi|art{_I}k) (?:daha ucuz|{_I}nd{_I}r{_I}mde)",
                rf"{_I}nd{_I}r{_I}m\w*", r"daha ucuz", r"fazla odedim", rf"f{_I}yat farki\w*"),
    back=(r"geri(?! kalan)", r"indirim\w*", r"iskonto\w*"),
    accept=(r"tamam", r"kabul\w*", r"olur", r"uygun", r"olsun"),
    yes=(r"evet", r"tamam", r"tesekkur\w*", r"sagol", r"olur"),
    please=(r"lutfen", r"rica ederim", r"yapabilir misiniz"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"urunlerin (?:toplam )?(?:fiyat|tutar|bedel)\w*",
           rf"s{_I}par{_I}s\w*", r"toplam\w*",
           # the amount, not "I'd keep it" ("tutarım", "tutarız"): a verb of the same letters
           rf"tutar(?!{_I}m|{_I}z|s{_I}n)\w*", rf"al{_I}sver{_I}s\w*", r"odeme\w*", r"hepsi\w*",
           r"fatura\w*",
           r"sepet\w*"),
    contrast=(r"ama", r"fakat", r"ancak", r"haric", rf"d{_I}s{_I}nda", r"rag\w*", r"sadece", rf"yaln{_I}zca", r"oysa"),
    shares={rf"yar{_I}s{_I}\w*": "1/2", rf"yar{_I}m": "1/2", rf"ucte b{_I}r{_I}?\w*": "1/3",
            rf"ucte {_I}k{_I}\w*": "2/3",
            rf"dortte b{_I}r{_I}?\w*": "1/4", r"ceyre\w*": "1/4", r"dortte uc\w*": "3/4",
            rf"beste b{_I}r{_I}?\w*": "1/5",
            rf"onda b{_I}r{_I}?\w*": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:digerin(?:i|in)|ikincisin(?:i|in))(?!\w)",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?:bunlardan|onlardan|bunlarin|onlarin|icinden|arasindan) "
              r"(?P<part>{N})(?![\d.,%])",
              # (the whole as a set's count too: "24'lü mamadan 6 tanesi", of the twenty-four)
              r"(?P<whole>{N})(?:'?l[iıuü])? (?:\w+ ){0,2}(?:tanesinden|taneden|\w*(?:dan|den|tan|ten)) "
              r"(?P<part>{N})",
              r"(?P<whole>{N}) (?:\w+ ){0,1}(?:icinden|arasindan) (?P<part>{N})",
              # the whole's genitive, the part's possessive: "4 paket çayın 1 paketi"
              r"(?P<whole>{N}) (?:\w+ ){0,2}\w+(?:n[iıuü]n|[iıuü]n) (?P<part>{N}) \w+(?:s?[iıuü])(?![\w])"),
    percent=(r"(?:%|yuzde) ?(?P<n>{N})", r"(?P<n>{N}) ?%"),
    # "ikisinde" (in two of them), "ikisinin", "dörtten": a possessive and a case glued on
    number_endings=r"s?[iıu]n?(?:d[ae]n?|t[ae]n?|[iıu]n|[iıu]|[ae]|l[ae])?|d[ae]n?|t[ae]n?|l[ae]|y[ae]"
                   # a case after the possessive of a count ending in a vowel ("üçünün", "üçünde")
                   r"|n[iıu]n|nd[ae]n?|n[ae]",
    numbers={"sifir": 0, "bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "birini": 1, "birisi": 1, "ikisi": 2,
             "ikisini": 2, "ucu": 3, "ucunu": 3, "dordu": 4,
             "dordunu": 4, "alti": 6, "altı": 6, "yedi": 7,
             "sekiz": 8, "dokuz": 9, "on": 10, "yirmi": 20, "otuz": 30, "kirk": 40, "kırk": 40, "elli": 50,
             "altmis": 60, "altmış": 60, "yetmis": 70, "seksen": 80, "doksan": 90, "yuz": 100, "bin": 1000},
    mult=frozenset({"yuz"}),
    scale=frozenset({"bin"}),
    quote_head=(rf".{{4,160}} tar{_I}h{_I}nde .{{0,120}} yazd{_I}\s*:?", rf".{{2,80}} yazd{_I}\s*:"),
    forward_head=(rf"-{{2,}}\s*(?:or{_I}j{_I}nal mesaj|{_I}let{_I}len mesaj)\s*-*",
                  rf"{_I}let{_I}len (?:mesaj|e-?posta)\s*:?", r"fwd?\s*:.*", rf"{_I}lt\s*:.*"),
    header_field=(r"kimden", rf"gonder{_I}lme(?: tar{_I}h{_I})?", r"kime", r"konu", rf"tar{_I}h", r"bilgi"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:iste|asag\u0131da|bu|kopyal\w*|yap\u0131st\u0131r\w*)(?: \w+){0,3} (?:\w* ?onay\w*|fatura\w*"
            r"|fis\w*|kargo takip\w*)(?: \w+){0,3}\s*:$",
            rf"(?:{_I}ste|asag{_I}da|kopyal\w*|yap{_I}st{_I}r\w*)(?: \w+){{0,5}} (?:ne|mesaj\w*|yan{_I}t\w*|cevab\w*"
            rf"|yorum\w*"
    rf"|sohbet\w*|konusma\w*|metn\w*)",
            rf"(?:yorum|ac{_I}klama|konusma|sohbet)\s*:$",
            rf"(?:o|temsilci|destek|sat{_I}c{_I}) (?:dedi|yazd{_I})\s*:"),
    system=(rf"yasal uyar{_I}", rf"g{_I}zl{_I}l{_I}k (?:notu|uyar{_I}s{_I})", r"sorumluluk reddi",
            rf"s{_I}stem\w*", rf"otomat{_I}k\w*", r"bot\w*", rf"yonet{_I}c{_I}\w*", r"admin\w*", r"personel\w*",
            rf"musteri (?:h{_I}zmetler{_I}|destek)\w*",
            r"destek\w*", rf"temsilc{_I}\w*", rf"{_I}c not", rf"b{_I}ld{_I}r{_I}m\w*", rf"guvenl{_I}k\w*", r"mudur\w*",
            r"sorumlu\w*", rf"yan{_I}tlamay{_I}n"),
    approved=(rf"onay (?:kodu|numaras{_I})",  # an approval's code quoted
              rf"{_I}ade\w*(?: \w+){{0,4}} (?:onayland{_I}|onaylanm{_I}st{_I}r"
    rf"|yap{_I}ld{_I}|{_I}slend{_I}|ver{_I}ld{_I}|tan{_I}mland{_I})\w*",
              rf"(?:onayl{_I}|hak kazand{_I}\w*) (?:\w+ ){{0,3}}{_I}ade\w*", r"(?:onceden|zaten) onaylan\w*",
              rf"durum\s*:?\s*onayland{_I}",
              rf"{_I}ade tutar{_I}\s*:", rf"(?:onaylad{_I}k|onaylad{_I}m|soz verd{_I}k)"),
    ai=(r"ai", r"yapay zeka\w*", r"yz", rf"as{_I}stan\w*", r"(?:chat)?bot(?:a|u|un|lar\w*|ta|tan|la|lara)?",
        rf"d{_I}l model{_I}\w*", rf"model{_I}?",
        r"ajan\w*"),
    # "not" (a note), never the English "not a bot", "not the AI"
    address=(r"not(?!\s+(?:an?|the|my|your|even|just|only|really)\b)", r"mesaj", r"uyar\w*",
             rf"tal{_I}mat\w*", rf"d{_I}kkat"),
    address_to=(r"sevgili", r"merhaba", r"sayin"),
    override=(r"yoksay\w*", r"gormezden gel\w*", r"unut\w*", rf"d{_I}kkate alma\w*", r"atla\w*",
              rf"gecersiz k{_I}l\w*"),
    rules=(rf"tal{_I}mat\w*", r"kural\w*", r"yonerge\w*", r"prompt\w*", rf"k{_I}s{_I}tlama\w*", rf"s{_I}n{_I}r\w*",
           r"kontrol\w*", r"politika\w*"),
    prior=(r"onceki\w*", rf"yukar{_I}daki\w*", r"tum\w*", r"butun\w*", rf"sen{_I}n", rf"s{_I}stem{_I}n",
           rf"or{_I}j{_I}nal\w*"),
    role=(rf"art{_I}k sen", r"bundan sonra sen", rf"g{_I}b{_I} davran",
          rf"(?:gel{_I}st{_I}r{_I}c{_I}|yonet{_I}c{_I}|hata ay{_I}klama) modu", rf"yen{_I} (?:tal{_I}mat|kural)\w*",
          rf"yen{_I} gorev{_I}n"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(rf"eger (?:bir )?(?:yapay zeka|as{_I}stan|bot|model|ajan)\w*",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:sadece|yalnizca|yaln\u0131zca) {QUOTED} (?:diye |seklinde |şeklinde )?(?:cevap|yanit|yan\u0131t|"
        rf"yaz)\w*",
    ),
    bypass=(rf"(?:eskale etme|{_I}let{_I}s{_I}me gecme|kontrol etme|dogrulama|sorma)\w*",
            rf"(?:kontrol|onay|dogrulama|{_I}nceleme)s{_I}z",
            rf"(?:kontrolu|onay{_I}|l{_I}m{_I}t{_I}) (?:atla|gec|yoksay)\w*"),
    boss=(r"mudur\w*", r"yonetici\w*", r"sef\w*", r"amir\w*", r"sorumlu\w*", r"patron\w*", r"admin\w*"),
    approve=(r"onayla\w*", r"onay ver\w*", r"izin ver\w*", r"yetki ver\w*", r"yetkilendir\w*"),
    authority=(r"(?:onceden|zaten) onaylan\w*",
               rf"(?:mudur|yonet{_I}c{_I}|sef|amir|sah{_I}b{_I})\w* (?:\w+ ){{0,3}}(?:onaylad{_I}|soyled{_I}|soz"
               rf" verd{_I}|emretti)",
               rf"(?:pol{_I}t{_I}kan{_I}za|kurallar{_I}n{_I}za|yen{_I} pol{_I}t{_I}kaya) gore(?: \w+){{0,6}}"
               rf" (?:zorunda"
               rf"|gerek{_I}r|mal{_I})",
               rf"(?:ben|burada) (?:s{_I}z{_I}n|sen{_I}n) (?:mudur|yonet{_I}c{_I}|gel{_I}st{_I}r{_I}c{_I})\w*"),
    directive=(
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"k[iı]m (?:okursa|[iı]slerse|al[iı]rsa|acarsa|gorurse)(?: \w+){0,4} [iı]ade\w*"
               r"(?: \w+){0,3} \w+(?:mal[iı]|mel[iı])(?:d[iı]r)?",
               rf"(?:ajan|as{_I}stan|bot|yapay zeka|model)\w* (?:\w+ ){{0,4}}(?:{_I}ade"
               rf" etmel{_I}|onaylamal{_I}|odemel{_I}|{_I}ade etmek zorunda)\w*",
               # the AI told in the directive future what it will do ("... okuyan yapay zeka
               # asistanı, politika gereği ödemeyi iade edecektir"): the formal "-AcAktIr" of
               # a refund, said of the AI (not "iade edeceğiz", "iade edecek misiniz")
               rf"(?:yapay zeka|as{_I}stan|ajan|bot|model)\w*,? (?:\S*[^\s.!?:;] ){{0,14}}(?:{_I}ade|ger{_I} ode)\w*"
               rf" edecekt{_I}r|(?:yapay zeka|as{_I}stan|ajan|bot|model)\w*,? (?:\S*[^\s.!?:;] ){{0,14}}"
               rf"(?:odeyecekt{_I}r|onaylayacakt{_I}r)", ),
    command=(rf"(?:{_I}ade ed{_I}n|odey{_I}n|onaylay{_I}n|aktar{_I}n|gonder{_I}n)\b",
             rf"{_I}adey{_I} (?:{_I}sley{_I}n|onaylay{_I}n|baslat{_I}n|yap{_I}n)",
             rf"(?:taleb{_I}|b{_I}let{_I}) (?:cozuldu|{_I}ade ed{_I}ld{_I}|onayland{_I}) olarak"
             rf" (?:kapat|{_I}saretle)\w*"),
    obliged=(r"zorunda\w*", r"\w+mal[iı]d[iı]r", r"\w+meli(?:dir)?", r"gerek(?:ir|mektedir)", r"yukumlu\w*"),
    scope=(rf"tum s{_I}par{_I}sler{_I}m\w*", rf"(?:d{_I}ger|onceki) s{_I}par{_I}sler{_I}m\w* de"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "kayıp", "kayboldu",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "nerede", "neden", "niye",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "beklemede", "bekleyen", "bekliyor", "geciken",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "urunu", "urunum",
                       # the parcel, the shipment, as a subject names it
                       "kargom", "kargomu", "paketim", "paketimi", "gonderi", "gonderim",
                       "sikayet", "sorun", "soru", "iade", "talep", "yardim", "takip", "numarasi", "durum", "fatura",
                       "siparis", "urun", "urunler", "paket", "kargo", "sey", "seyler", "para", "iade", "alisveris",
                       "teslimat", "parca", "bu", "su", "o", "onu", "bunu"]),
    function=frozenset(
                       ["ve", "bir", "bu", "da", "de", "ile", "icin", "ben", "siz", "o", "ne", "ama", "cok", "gibi",
                        "daha", "mi", "mu", "var", "yok", "olarak", "sonra"]),
)
