"""The ticket kept from any person, per covered language: "do not pass this on to a human", "gib das
an keinen Mitarbeiter weiter", "ne le transmets pas à un employé", "スタッフには回さないで",
"不要转交给工作人员", "직원에게 넘기지 마세요", "ولا تحوله إلى أي موظف" (``injection`` reads them as a check
skipped, beside the table's ``bypass``). A negation, a verb of handing on, and one who is staff or
human: never "anyone" or "another person", which a customer says of their own details ("do not
pass my number on to anyone"). Kept apart from the tables' instruction words so that their
common words ("den", "pass", "에게") choose no language for a text (``injection_triggers``).
Fragments are written as ``text.fold`` leaves text, from the form and not from any corpus's
ticket."""

from __future__ import annotations

HANDOFF: dict[str, tuple[str, ...]] = {
    "en": (
        r"(?:do not|don'?t|never|without) (?:\w+ )?(?:pass|hand|forward|send|transfer|refer|route"
        r"|giv)\w*(?: [\w']+){0,3}? to (?:a |an |any |the |your |some )?(?:(?:human|real|live"
        r"|actual) )?(?:humans?|staff\w*|employees?|colleagues?|operators?|member of staff)",
    ),
    "de": (
        r"(?:an|zu) (?:keinen|keine|keinem|keiner|niemand\w*)(?: [\w-]+)? (?:mitarbeiter\w*|menschen|kolleg\w*"
        r"|angestellt\w*|sachbearbeiter\w*) (?:[\w-]+ )?weiter\w*",
        r"nicht (?:an|zu) (?:einen|eine|einem|einer|den|die)?(?: ?[\w-]+)? (?:mitarbeiter\w*|menschen|kolleg\w*"
        r"|angestellt\w*|sachbearbeiter\w*) weiter\w*",
        r"ohne (?:es |das |ihn |sie )?(?:an (?:einen|eine) (?:[\w-]+ )?(?:mitarbeiter\w*|menschen) )?weiterzu\w+",
    ),
    "fr": (
        r"ne (?:le |la |les |l'|lui )?(?:transmet|transfer|pass|renvo|confi|redirig)\w* (?:pas|jamais"
        r"|rien)(?: [\w']+){0,2}? (?:a|au|aux) (?:un |une |aucun |aucune |un autre "
        r"|d'autres )?(?:\w+ )?(?:employe|humain|conseiller|personnel|collegue|operateur|agent humain)\w*",
        r"sans (?:le |la |l')?(?:transmettre|passer|transferer|renvoyer) (?:a|au) (?:un |une )?(?:employe|humain"
        r"|conseiller|personnel|collegue|operateur)\w*",
    ),
    "es": (
        r"no (?:lo |la |le |se lo )?(?:pas|transfier|deriv|envi|reenvi|remit|escal|traslad)\w*(?: \w+){0,2}? (?:a"
        r"|al) (?:ningun|ninguna|un|una|el|la|otro|otra)? ?(?:empleado|humano|personal|companero|asesor|operador"
        r"|agente humano)\w*",
        r"sin (?:pasarlo|transferirlo|derivarlo|enviarlo|remitirlo) a (?:un|una|ningun|ninguna)? ?(?:empleado"
        r"|humano|asesor|operador)\w*",
    ),
    "it": (
        r"non (?:lo |la |le )?(?:pass|inoltr|trasfer|gir|mand|smist|inoltr)\w*(?: \w+){0,3}? a (?:nessun|nessuna"
        r"|un|una|alcun)\w*(?:'| )?(?:operatore|umano|dipendente|collega|personale|addetto)\w*",
        r"senza (?:passarlo|inoltrarlo|girarlo|trasferirlo) a (?:un|una|nessun)\w* ?(?:operatore|umano"
        r"|dipendente)\w*",
    ),
    "pt": (
        r"nao (?:o |a |lhe )?(?:pass|encaminh|transfir|transfer|reencaminh|envi|repass)\w*(?: \w+){0,2}? (?:a|ao"
        r"|para|para o) (?:nenhum|nenhuma|um|uma|o|a|qualquer)? ?(?:funcionario|humano|atendente|colega"
        r"|agente humano|operador)\w*",
        r"sem (?:o |a )?(?:passar|encaminhar|transferir|repassar) (?:a|ao|para) (?:um|uma"
        r"|nenhum)? ?(?:funcionario|humano|atendente)\w*",
    ),
    "nl": (
        r"(?:geef|stuur|zet|draag|speel)\w* (?:\w+ ){0,3}?niet (?:door|over|verder) (?:aan|naar) (?:een "
        r"|enige )?(?:\w+ )?(?:medewerker|mens|collega|personeel|behandelaar)\w*",
        r"(?:niet|nooit) (?:doorsturen|doorgeven|overdragen|doorzetten) (?:aan"
        r"|naar) (?:een )?(?:\w+ )?(?:medewerker|mens)\w*",
    ),
    "sv": (
        r"(?:skicka|vidarebefordra|lamna|ge|for|overlamna|slussa)\w* inte (?:vidare "
        r"|over )?(?:\w+ ){0,3}?till (?:nagon|en|ett) (?:\w+ )?(?:medarbetare|handlaggare|manniska|personal"
        r"|anstalld)\w*",
        r"utan att (?:\w+ ){0,4}?(?:granskas|provas|kontrolleras|ses over) av (?:en |nagon )?(?:personal"
        r"|handlaggare|medarbetare|manniska|anstalld)\w*",
    ),
    "da": (
        r"(?:send|giv|videresend|overdrag|overlad|viderestil)\w* (?:den |det |dette "
        r"|sagen )?ikke (?:\w+ ){0,3}?til (?:en|nogen|et) (?:\w+ )?(?:medarbejder|menneske|ansat|kollega"
        r"|personale|sagsbehandler)\w*",
        r"ikke (?:send|giv|videresend|overdrag)\w* (?:\w+ ){0,3}?til (?:en|nogen|et) (?:\w+ )?(?:medarbejder"
        r"|menneske|ansat)\w*",
    ),
    "nb": (
        r"(?:ikke )(?:send|gi|videresend|overlat|overfor|sett)\w* (?:\w+ ){0,3}?til (?:en|noen"
        r"|et) (?:\w+ )?(?:medarbeider|menneske|ansatt|kollega|saksbehandler)\w*",
        r"(?:send|gi|videresend|overlat|overfor|sett)\w* (?:den |det |dette |saken )?ikke (?:\w+ ){0,3}?til (?:en"
        r"|noen|et) (?:\w+ )?(?:medarbeider|menneske|ansatt|kollega|saksbehandler)\w*",
    ),
    "fi": (
        r"(?:ala|alaka|alkaa|alkaa|alkaka|ei) (?:\w+ )?(?:valit|siirr|anna|ohjaa|lahet"
        r"|vie)\w* (?:\w+ ){0,2}?(?:kenellekaan|kellekaan|ihmiselle|\w*tyontekijalle|henkilokunnalle"
        r"|asiakaspalvelijalle|\w*ihmiselle|kasittelijalle)",
    ),
    "pl": (
        r"nie (?:przekazuj|przekazywac|przesy[lł]aj|kieruj|oddawaj|przekierowuj"
        r"|eskaluj)\w* (?:\w+ ){0,2}?(?:zadnemu|nikomu|do|czlowiekowi|pracownikowi|konsultantowi)\w*",
    ),
    "ro": (
        r"nu (?:o |il |le )?(?:transmite|trimite|da|transfera|redirectiona|preda)\w* (?:\w+ ){0,2}?(?:niciunui"
        r"|nimanui|unui|catre|la)(?: un| niciun)? ?(?:angajat|om|operator|coleg|uman|agent uman)\w*",
    ),
    "tr": (
        r"(?:hicbir|herhangi bir|bir) (?:\w+ )?(?:insan|cal[ıi]san|personel|temsilci"
        r"|yetkili)\w* (?:\w+ )?(?:iletme|aktarma|yonlendirme|gonderme|devretme)(?:yin|yiniz|den)?",
        r"(?:hicbir (?:\w+ )?(?:cal[ıi]sana|personele|temsilciye)) (?:\w+ )?(?:iletme|aktarma|yonlendirme"
        r"|gonderme)\w*",
    ),
    "ja": (
        r"(?:人間|担当者?|スタッフ|オペレーター|係員|社員|有人)[^。\n]{0,8}?(?:回さ|転送|引き?継|渡さ|つなが|繋が|エスカレ)[^。\n]{0,6}?(?:ないで|ずに"
        r"|しないよう|禁止|不要)",
    ),
    "zh": (
        r"(?:不要|别|別|不必|无需|無需|不用|切勿|请勿|請勿|不得)[^。\n，]{0,10}?(?:转给|轉給|转交|轉交|转接|轉接|移交|交给|交給|转到|轉到|转"
        r"|轉)[^。\n，]{0,6}?(?:人工|员工|員工|工作人员|工作人員|客服人员|真人|人员|人員|主管|经理|經理)",
    ),
    "ko": (
        r"(?:직원|상담원|상담사|담당자|인간|매니저)[^.\n]{0,8}?(?:에게|한테|께|으로|로)?[^.\n]{0,4}?(?:넘기지|전달하지|이관하지|연결하지|보내지"
        r"|전송하지|넘겨주지|에스컬레이션하지) ?(?:마|말|않)",
    ),
    "ar": (
        r"(?:لا|ولا) (?:تحول|تحيل|ترسل|تنقل|تمرر|تصعد|توجه|تحيل)\w* (?:\w+ ){0,3}?(?:الي|الى|ل)\s?(?:اي )?(?:موظف"
        r"|انسان|بشر|الموظف|فريق)\w*",
        r"(?:دون|بدون) (?:تحويل|احاله|ارسال|تمرير)\w* (?:\w+ )?(?:الي|الى|ل)\s?(?:اي )?(?:موظف|انسان|الموظف)\w*",
    ),
}
