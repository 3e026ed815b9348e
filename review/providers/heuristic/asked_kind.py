"""The kind of thing the user asked for, given back to the options they turned down (learn96,
issue 31: a condition whose topic sits in an earlier turn).

A choice: the user asks for suggestions ("What board game would you recommend for us?"), the
assistant lists some, the user picks one and says why the rest do not suit: "The other options
with long rules don't appeal to me". :func:`.disclosure.about_the_speaker._options_turned_down`
keeps the feature ("Long rules don't appeal to the user."), one step more general than what
was said: the user turned down *board games* with long rules, not long rules anywhere. The
user's own question names the kind, so the sentence is read as if it had been said with it:
"Board games with long rules don't appeal to me", which the shape layer keeps as any taste
for a kind ("Board games with long rules don't appeal to the user.").

Read only where the user's message just before asks for suggestions of **one kind**, named by
a noun ("What kind of tent …", "What are some good hiking trails …", "Can you suggest a few
podcasts …", "What are some good tent options …"), and the feature fits it: a question
naming two kinds ("shows or movies"), only a means or an option ("ways", "options", "ideas",
"resources"), or a noun that takes no plural ("music", "furniture") gives nothing, and a
feature that already names the kind ("The other options involving noisy board games") is left
as it was said. The relation is the user's own ("with", "involving", …); "the <feature> in the
other options" is the options having it, "with". Anything else is read as before.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .disclosure.about_the_speaker import _REFUSED_BY_TASTE

#: where the kind ends in the question: a preposition, the asker, a verb, or the question's end
_KIND_END = (r"(?= (?:to|for|i|we|you|in|on|at|that|which|this|these|during|near|with|from|would|should|"
             r"could|can|do|does|might|is|are|under|around|after|before|while|if|when|like|nearby)\b|\s*[?,.!])")
_NOUN_PHRASE = r"(?P<kind>[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,4}?)"
#: the ways a question asks for suggestions of a kind
_ASKS_FOR_A_KIND = re.compile(
    r"\b(?:what|which) (?:kinds?|types?|sorts?|styles?) of " + _NOUN_PHRASE + _KIND_END + "|"
    r"\b(?:what|which) " + _NOUN_PHRASE.replace("kind", "kind2") + r" (?:would|should|could|do|can|might) "
    r"(?:you|i|we)\b|"
    r"\bwhat are (?:some|a few|the best|your|some of the best) " + _NOUN_PHRASE.replace("kind", "kind3") + _KIND_END + "|"
    r"\b(?:can|could|would) you (?:suggest|recommend) (?:some|a few|any|a couple of|a|an) "
    + _NOUN_PHRASE.replace("kind", "kind4") + _KIND_END, re.I)
#: a question naming no kind ("What would you recommend?") after the thing the user said they
#: look for: "I need a new kettle. What are some good options?"
_ASKS_FOR_OPTIONS = re.compile(r"\bwhat (?:are (?:some|my|the|a few)(?: good| best| other)? options|would you "
                               r"recommend|do you recommend|do you suggest|would you suggest)\s*\?", re.I)
_LOOKED_FOR = re.compile(
    r"(?:\bi(?:'m| am) looking (?:for|to (?:buy|get))|\bi (?:need|want) to (?:buy|get)|\bi need) (?:a|an|some) "
    + _NOUN_PHRASE.replace("kind", "kind5") + _KIND_END, re.I)
#: words before the kind that only praise it or name the occasion, not the kind
_NOT_THE_KIND_WORDS = """good great fun nice best popular effective exciting interesting engaging new cool unique
different top easy quick simple creative relaxing enjoyable memorable entertaining awesome perfect better right
suitable decent reliable recommended must-see stylish trendy some few other more really very weekend summer winter spring fall
autumn holiday evening night tonight today morning afternoon"""
_NOT_THE_KIND = frozenset(_NOT_THE_KIND_WORDS.split())
#: a kind only by name: a means, an option, a suggestion (the noun before "options" may name the kind)
_NO_KIND_WORDS = """option options way ways idea ideas thing things resource resources suggestion suggestions
recommendation recommendations choice choices tip tips method methods approach approaches alternative alternatives
stuff place places step steps strategy strategies technique techniques one ones something anything"""
_NO_KIND = frozenset(_NO_KIND_WORDS.split())
#: nouns that take no plural: "Music with …" would need a singular verb where the options' was plural
_NO_PLURAL_WORDS = """music food art furniture equipment gear software clothing jewelry jewellery decor lighting
makeup skincare content media entertainment fitness cuisine literature fiction poetry information advice training
luggage bedding footwear seafood wine coffee tea exercise wardrobe
yoga pilates cardio sushi fish rice pasta bread meat tofu jazz hip-hop transport transportation
housing insurance research homework news weather salmon tuna trout deer sheep"""
_NO_PLURAL = frozenset(_NO_PLURAL_WORDS.split())
#: review43: a head that is a doing or an adjective names no countable kind ("What kind of hiking
#: …" was written "Hikings with …", "What kind of yoga …" "Yogas …"; a question cut at a comma
#: after "some innovative, …" gave "innovatives"): the feature is read as before
_NOT_A_COUNTED_HEAD = re.compile(r"(?:ing|ous|ive|ful)$|^(?:that|this|these|those|us|you|me|of|online)$", re.I)

#: the options turned down by what they have, as :mod:`.disclosure.about_the_speaker` reads them
_OTHERS_WITH = re.compile(
    r"(?:^|[,;] |\b(?:and|but|as|because|since|so) )(?P<others>the (?:other )?(?:options|ones|choices|"
    r"suggestions|picks) (?P<rel>with|involving|that (?:involve|have|use)|relying on) )(?P<feature>[^,;.!?]+?)"
    + _REFUSED_BY_TASTE, re.I)
_IN_THE_OTHERS = re.compile(
    r"(?:^|[,;] |\b(?:and|but|as|because|since|so) )(?P<others>the )(?P<feature>(?!(?:other|rest|ones?|"
    r"options?)\b)[^,;.!?]+?) in the other (?:options|ones|choices|suggestions)" + _REFUSED_BY_TASTE, re.I)

#: a comparative ranks the options against each other ("the cheaper options"): no kind
_COMPARED = (r"(?:cheap|pric|bigg|small|larg|long|short|old|new|fast|slow|high|low|heav|light|loud|quiet|bus|fanc|"
             r"simpl|eas|hard|soft|dark|bright|warm|cool|saf|clos|nic|strong|weak|rich|thick|thin|wid|deep|"
             r"fresh|young|bett|wors|great)(?:er|r)")
#: "The Western-themed options don't appeal to me": options named by what they are, a kind only
#: with the kind the user asked for ("Western-themed board games"); the options' place or rank
#: in the list ("the first two", "the cheaper ones") names nothing of a kind
_OPTIONS_OF_A_KIND = re.compile(
    r"(?:^|[,;] |\b(?:and|but|as|because|since|so) )(?P<others>the (?:other )?)(?P<feature>(?!(?:other|rest|"
    r"remaining|first|second|third|last|previous|above|former|latter|two|three|four|both|all|these|those|more|"
    r"less|most|least|similar|same|different|listed|suggested|mentioned|recommended|additional|top|main|"
    r"[a-z]+est|[a-z]+ier|" + _COMPARED + r")\b)[\w-]+(?: (?:and|or) [\w-]+)?(?: [\w-]+)?) (?:options|ones|choices|suggestions|picks)"
    + _REFUSED_BY_TASTE, re.I)

#: "The other ones seem a bit too fussy or bright for my taste": the rest of the list judged
#: by what they are, one word each; with the kind asked, what kind is not to the user's taste
#: ("Loud or crowded board games are not to my liking"); a phrase ("too close to the sea", "too
#: heavy on dice") or a bound after it ("… for my taste tonight") is left
_ADJECTIVE = r"(?!(?:much|many|far|few|little|long|short|soon|late|early)\b)[A-Za-z][\w-]*"
_OTHERS_TOO_MUCH = re.compile(
    r"(?:^|[,;] |\b(?:and|but|as|because|since|so) )(?P<others>the (?:other (?:options|ones|choices|suggestions)|"
    r"others|rest) (?:all )?(?:seem|are|sound|feel)(?: (?:a bit|a little|way|rather|just|slightly))? too "
    rf"(?P<feature>{_ADJECTIVE}(?:,? (?:or|and) {_ADJECTIVE}| {_ADJECTIVE},?(?= (?:or|and)\b)){{0,2}}) "
    r"for my (?P<taste>taste|liking))(?=\s*[.!]*\s*$)", re.I)


def _plural(noun: str) -> str | None:
    low = noun.lower()
    if low in _NO_PLURAL or _NOT_A_COUNTED_HEAD.search(low):
        return None
    if low.endswith(("ss", "us", "ch", "sh", "x", "z")):
        return noun + "es"
    if low.endswith("s"):
        return noun   # said in the plural ("What kind of shoes …")
    if low.endswith("y") and low[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def _kind_of(noun_phrase: str) -> str | None:
    """The kind ``noun_phrase`` names, in the plural; "" for a means or an option only (a
    question that names no kind), None for two kinds or a thing of the chat."""
    words = noun_phrase.split()
    while words and words[0].lower() in _NOT_THE_KIND:
        words = words[1:]
    if len(words) > 1 and words[-1].lower() in _NO_KIND:
        words = words[:-1]   # "laptop options": the noun before names the kind
    if not words or words[-1].lower() in _NO_KIND | _NOT_THE_KIND:
        return ""
    if len(words) > 3 or any(w.lower() in ("and", "or", "my", "your", "our", "the", "a", "an") for w in words):
        return None   # two kinds, an owned thing of the chat, or more than a kind's name
    head = _plural(words[-1])
    return None if head is None else " ".join([*words[:-1], head])


def kind_asked(message: str) -> str | None:
    """The one kind of thing ``message``'s question asks suggestions of, in the plural
    ("What board game would you recommend?" → "board games"), or of the thing the user says
    they look for when the question names none ("I'm looking for a new kettle. What would you
    recommend?"); None for none or two."""
    kinds = {_kind_of(next(k for k in asked.groups() if k)) for asked in _ASKS_FOR_A_KIND.finditer(message)}
    if not kinds - {""} and _ASKS_FOR_OPTIONS.search(message):
        kinds = {_kind_of(next(k for k in said.groups() if k)) for said in _LOOKED_FOR.finditer(message)}
    kinds.discard("")
    return kinds.pop() if len(kinds) == 1 and None not in kinds else None


def _names_the_kind(feature: str, kind: str) -> bool:
    head = kind.split()[-1].lower()
    stem = head[:-3] if head.endswith("ies") else head.rstrip("s")
    return any(w.lower().rstrip("s") == stem or w.lower() == stem + "y" or w.lower().startswith(stem + "ie")
               for w in re.findall(r"[\w-]+", feature))


#: fast44 (issue 27): a word each of the four readings above needs, a whole word with a space
#: after it (the options, the others or the rest): read once, where the four were searched in
#: every sentence of every user message (~1.8 % of an offline review's regex runs, LoCoMo dev)
OPTIONS_WORD = re.compile(r"\b(?:options|ones|choices|suggestions|picks|others|rest) ", re.I)


def with_kind_asked(sentence: str, before: str | None) -> str:
    """``sentence`` with the options it turns down named by the kind the user's message
    ``before`` asked for ("The other options with long rules …" → "Board games with long
    rules …", above); else as it is."""
    if not OPTIONS_WORD.search(sentence):
        return sentence   # none of the four readings can find anything (above)
    found = _OTHERS_WITH.search(sentence)
    relation = found["rel"] if found else "with"
    found = found or _IN_THE_OTHERS.search(sentence)
    named_by = found is None and _OPTIONS_OF_A_KIND.search(sentence)
    found = found or named_by
    too_much = not found and _OTHERS_TOO_MUCH.search(sentence)
    found = found or too_much
    if not found or not before or (kind := kind_asked(before)) is None \
            or _names_the_kind(found["feature"], kind):
        return sentence
    start = found.start("others")
    if re.match(r"[a-z]+ed [a-z]+ing\b", f"{found['feature']} {kind}", re.I) and (too_much or named_by):
        return sentence   # "Crowded hiking trails …" is read as the user's own "crowded hiking"
    if too_much:
        said = f"{found['feature']} {kind} are not to my {found['taste']}"
    elif named_by:
        said = f"{found['feature']} {kind}"
    else:
        said = f"{kind} {relation} {found['feature']}"
    if start == 0 or sentence[:start].rstrip().endswith((".", "!", "?")):
        said = said[0].upper() + said[1:]
    return sentence[:start] + said + sentence[found.end():]
