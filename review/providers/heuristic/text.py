"""Reading a user's message: sentences, the words around a fact that carry none, and the
marks of what is not a lasting fact (the moment, a secret). Shared by both rule tables.

Every pattern here is compiled once, with the flags it is always used with, so two rules
cannot read the same thing two ways (issue 23: a copy of the moment pattern had been
case-sensitive in two places and case-insensitive in two others).
"""

from __future__ import annotations

from ...han import simplified  # noqa: F401 (the heuristic's readers import it from here)
from ...wellformed import language
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .apostrophes import restored
from .review_cache import per_review

CJK = re.compile(r"[\u3400-\u9fff]")

# English sentences end at .!? followed by space; Chinese ones at 。！？； with no space.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？；])|\n+"
                           # prec18 (review35 R6): a comma typed with no space before a new
                           # subject ("… in Ghent,my wife is …") is a stop typed fast: each
                           # sentence is read, so the second fact is not lost
                           r"|(?<=[a-z]),(?=(?i:i|i'm|i've|my|we|we're|our|he|she|they|they're|"
                           r"there|it's)\s)")
# No end after a title ("Mr. Patel", "St. Louis"; fixlearn13: unless a word that opens a
# sentence follows, a street's "Elm St. My flat …"), nor after an initial that a name goes on
# from: another initial ("J. R. R. Tolkien"), or a capitalised word that opens no sentence
# when the initial stands in a name already (alone, or after a name or an initial: "P. D.
# James", "John F. Kennedy"). A single capital after a common word ends its sentence ("so
# do I. I go", "a type A. I run", "building C. Parking is …": review18 R5, R24).
_TITLE_END = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.$")
# prec30 (MSC per-turn dev): a mountain's and a fort's short title read as a saint's ("I love Mt.
# Rainier." kept "User loves Mt."; "Ft. Worth"): a name goes on after them
_SAINT_OR_STREET_END = re.compile(r"\b(?:St|Mt|Ft)\.$")
# fixlearn13: "Bros." stands inside a name ("Mario Bros. Deluxe"): a name goes on after it, as
# after a middle initial; a word that opens a sentence ends it ("the Mario Bros. They're …")
_NAME_SHORT_END = re.compile(r"\bBros\.$")
_INITIAL_END = re.compile(r"(?:^|\s)(?!I\.)[A-Z]\.$")
_INITIAL_IN_A_NAME = re.compile(r"(?:^|(?:^|\s)[A-Z][\w'-]*\.?\s+)(?!I\.)[A-Z]\.$")
_NEXT_INITIAL = re.compile(r"^[A-Z]\.(?:\s|$)")
_NAME_GOES_ON = re.compile(r"^(?:[A-Z]\.(?:\s|$)|(?!(?:I|I'm|I've|I'd|I'll|It|It's|The|They|They're|"
                           r"We|We're|He|He's|She|She's|My|Our|You|Your|This|That|These|Those|"
                           r"There|Here|But|And|So|Then|Also|Now|Just|Yes|No|Oh|Well|A|An|What|"
                           r"How|Why|When|Where|Who|Anyway|Thanks|Plus|Still|Honestly|Actually|"
                           r"Haha|Lol|Sure|Yeah|Wow|If|As|At|In|On|For|After|Before|Since|"
                           r"Today|Tomorrow|Yesterday|Last|Next|Every|Maybe|Not|Never|Always|"
                           r"Even|Only|Please|Let's|Let)\b)[A-Z][a-z])")

# learn54: an initial after a determiner and one capitalised word closes a make's model ("a
# Model S.", "my Type R.", "the Series X."), which a name does not go on from: "I drive a Model S.
# Tesla makes …" is two sentences (a middle initial, "John F. Kennedy", has no determiner).
_MODEL_INITIAL = re.compile(r"\b(?:a|an|the|my|our|his|her|their|your)\s+[A-Z][\w'-]*\s+[A-Z]\.$")
# ... and a sentence never goes on in lower case after a stop, except after an abbreviation's
# own point ("a Ph.D. in chemistry", "5 ft. tall", "the U.S. now"), which ends no sentence then.
_ABBREVIATION_END = re.compile(r"(?:^|\s)(?:(?:[A-Za-z]{1,2}\.){2,}|(?i:ft|approx|etc|vs|lbs|oz|"
                               r"mins?|hrs?|sq|dept|jr|sr|no|nos|ave|apt|mt|est|incl|"
                               r"bros|inc|co|ltd|corp))\.?$")
# fixlearn13: "e.g." and "i.e." introduce what follows ("old maps, e.g. Mercator prints"): no
# sentence ends at them, whatever the case of the next word
_INTRODUCER_END = re.compile(r"(?:^|[\s,(])(?i:e\.\s?g|i\.\s?e|viz|cf)\.$")
# fixlearn13: an initial after a comma or "and" opens a name in a list ("Mary Oliver, W.
# Wordsworth and Rumi", "Nina Simone and B. King"), which goes on as a name does; only after
# a name (review29 R13: a list of letters ends its sentence, "classes A, B and C. Maria …"),
# and after the list's comma before "and" too ("Rumi, Mary Oliver, and W. Wordsworth": R21)
_INITIAL_IN_A_LIST = re.compile(r"\b[A-Z][a-z][\w'-]*(?:,(?:\s+(?:and|&))?|\s(?:and|&))\s+"
                                r"(?!I\.)[A-Z]\.$")
_LOWER_START = re.compile(r"^[a-z]")

#: The stops a sentence may end with, and the stop an entry written from it gets.
_ZH_STOPS = ("。", "！", "；")
_EN_STOPS = (".", "!")


# learn21 (review10 G2): a preposition left at the end of a relative clause after its noun
# ends the sentence as English does ("the city I live in", "the team I work with", "the
# town they grew up in", "a band we listen to"): the complement was not cut, it is the noun.
# Read on a clause ("I …") and on an entry ("User … they …").
STRANDED_PREPOSITION = re.compile(
    r"\b(?:the|my|our|their|his|her|a|an|this|that|these|those|every)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:(?:that|which)\s+)?(?:i|we|they|i've|we've|they've|they have|i have|we have|"
    r"(?:my|our|their|the user's) [\w-]+)\s+"
    r"(?:(?:still|just|always|once|first|now|used to|\w+ly)\s+)*"
    r"[a-z]+(?:\s+up)?\s+(?:in|on|at|to|with|for|of|about|from|into|through)[.!]?$", re.I)


# Phones type typographic quotes: "I’m", "my daughter’s", “quoted”. The rows and shapes are
# written for ASCII, so a message is read through ASCII quotes. Only the reading copy: what
# is stored (the message, its evidence) is never changed. In Chinese “” are the language's own
# quotation marks and stay; only the apostrophes are read as ASCII there.
_CURLY_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201b": "'", "\u02bc": "'"})
_CURLY_DOUBLE_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u201f": '"'})


# fixlearn12 (review12 K2, typographic singles): a span in typographic single quotes ("My
# favourite song is ‘My Way’", the British way of quoting a title) is a quotation as a double
# one is, and is read as one, so the writing holds it aside; made an ASCII "'" it was read as
# the user's words ("… is 'their Way'"). Only a whole span: the opening mark after a space,
# a bracket or the start, no mark inside, the closing one before no letter or digit (an
# apostrophe never closes, and one letter is no span: "‘90s", "rock ‘n’ roll" are left as
# they were).
_SINGLE_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(\[]))\u2018(?P<q>[^\u2018\u2019\n]{2,120})\u2019(?!\w)")


#: prec30 (MSC per-turn dev): any lower-case word or pair of words typed twice ("has sung in a choir
#: for for years", "is used to used to cooking", "never had real real maple syrup") is read once;
#: the doubles English writes on purpose ("had had", "that that") and the said ones ("so so",
#: "bye bye", "ha ha", "go go") stay as typed.
SAME_WORDS_TWICE = re.compile(
    r"\b(?!(?:had|that|so|bye|no|yes|ha|hah|ho|he|go|can|pom|boo|knock|choo|cha|tut|yum|ding|dum|la|"
    r"na|da|chop|goody|night|tsk|ta|ah|oh|bling|hush|wah|woof|beep|tick|din|chug|tom|ping)\b)"
    r"(?-i:([a-z]+(?: [a-z]+)?)) (?-i:\1)\b")


def typed_once(text: str) -> str:
    """``text`` with a word or pair of words typed twice read once (:data:`SAME_WORDS_TWICE`).
    fix47: read on the user's own words, before any entry is written from them: once the verb
    agreed ("I love love my dog" -> "User loves love …") the entry's two words were no longer
    the same and the double stayed."""
    return SAME_WORDS_TWICE.sub(r"\1", text)


def ascii_quotes(text: str) -> str:
    """``text`` with typographic apostrophes and (outside Chinese) double quotes as ASCII."""
    if "\u2018" in text and not CJK.search(text):
        text = _SINGLE_QUOTED.sub(lambda m: f'"{m["q"]}"', text)
    text = restored(text.translate(_CURLY_APOSTROPHES))   # prec16: "dont" is "don't" (:mod:`.apostrophes`)
    return text if CJK.search(text) else text.translate(_CURLY_DOUBLE_QUOTES)


# zhlearn2 (issue 31): the Chinese rows and shapes are written in simplified characters, and a
# user writing traditional ones ("我現在住在台北", "記住：…") was read little: 現在 blocked
# the location row, 記住 the explicit one, 別記 the "do not remember" detector. A message is
# read through simplified characters (:func:`review.han.simplified`, shared with the slot
# model): only the reading copy, as with the quotes above, so the entry is written in
# simplified characters and what is stored of the message is never changed.


# zhlearn3: "我通常会考虑价格和口碑。但更重要的是…" says what the user weighs most beside the
# habit just said: one sentence with it, so the entry keeps both (judge40: the criterion the
# user called more important was cut, the habit alone read as all they weigh)
_MORE_IMPORTANT = re.compile(r"^(?:但|但是|不过|可是|而)?(?:更|最)(?:重要|关键)的是")


def sentences(text: str) -> list[str]:
    # fast44 (issue 27): every reading below that joins a piece to the sentence before it needs
    # that sentence to end with a point (a title, a saint or a street, "Bros.", an introducer, an
    # initial: each ends in r"\.$", and a sentence kept never ends in a space or a newline), but
    # an abbreviation's, which needs the piece in lower case: the up to eight searches are made
    # only then (most sentences of a chat end with "!" or "?", or go on in capitals)
    said: list[str] = []
    for piece in _SENTENCE_END.split(text):
        piece = piece.strip() if piece else ""
        if not piece:
            continue
        if said and _MORE_IMPORTANT.match(piece) and CJK.search(said[-1]):
            said[-1] = said[-1].rstrip("。；") + "，" + piece   # zhlearn3: what matters more (above)
        elif said and (said[-1].endswith(".") or _LOWER_START.match(piece)) and (_TITLE_END.search(said[-1])
                     or (_SAINT_OR_STREET_END.search(said[-1]) or _NAME_SHORT_END.search(said[-1]))
                     and (_NAME_GOES_ON.match(piece) or _LOWER_START.match(piece))
                     or _INTRODUCER_END.search(said[-1])
                     or _INITIAL_END.search(said[-1]) and _NEXT_INITIAL.match(piece)
                     or (_INITIAL_IN_A_NAME.search(said[-1]) or _INITIAL_IN_A_LIST.search(said[-1]))
                     and _NAME_GOES_ON.match(piece) and not _MODEL_INITIAL.search(said[-1])
                     or _ABBREVIATION_END.search(said[-1]) and _LOWER_START.match(piece)):
            said[-1] += " " + piece       # the name goes on (above)
        else:
            said.append(piece)
    return said


def end_of(sentence: str) -> str | None:
    """The stop an entry written from ``sentence`` keeps: said in Chinese punctuation (。！；),
    kept in Chinese punctuation; in English (.!), a plain full stop; else None (the
    language of the entry decides)."""
    sentence = sentence.rstrip()
    if sentence.endswith(_ZH_STOPS):
        return "。"
    if sentence.endswith(_EN_STOPS):
        return "."
    return None


# Openers that carry no content. Words that are also answers ("yes", "no", "ok") only count
# when a comma follows, so "No emojis from now on" keeps its "No".
LEAD = (r"^(?:(?:(?:please|pls|kindly|also|and|oh|btw|by the way|hey|so|actually|one more thing|"
        r"heads up|since (?:last time|then|we last (?:talked|spoke|chatted))|recently|lately|"
        r"these days|nowadays|(?:last|this) (?:week|month|year|sprint)|over the (?:summer|winter|"
        r"weekend|holidays))"
        r"[\s,:]+)|(?:(?:yes|yeah|yep|no|nope|ok|okay|right|well|sure|hi|thanks)\s*,\s*))*")
_LEAD = re.compile(LEAD, re.I)
_LEAD_ZH = re.compile(r"^(?:(?:对了|另外|还有|顺便说一下|顺便一提|其实|哦|嗯|好的|不对|不是)[，,：:\s]*)*")
# Trailing politeness and asides: "…, by the way." / "…, please." / "…，谢谢。" carry no fact.
# "always" and "never" are not fillers: they say how strongly the user means it.
FILLER_END = re.compile(
    r"(?:[\s,;]+(?:by the way|btw|please|thanks|thank you|thx|if you don'?t mind|if possible|though))+"
    r"\s*$|[，,\s]*(?:谢谢|谢谢你|多谢|谢啦|顺便说一下)\s*$", re.I)


@per_review()   # pure; a sentence's core is asked for more than once (issue 27)
def core_of(text: str) -> str:
    """A sentence without its final stop, trailing politeness and opening fillers."""
    core = FILLER_END.sub("", text.rstrip(".。!！;； "))
    return _LEAD_ZH.sub("", _LEAD.sub("", core))


# A statement about the moment ("I work on the login bug today") is not a lasting fact.
MOMENT = re.compile(r"\b(?:today|tonight|tomorrow|right now|at the moment|this (?:morning|"
                    r"afternoon|evening|week))\b|今天|明天|刚才|这周", re.I)
# Offered context about the moment ("the build is broken right now, FYI") is not kept either.
TRANSIENT = re.compile(
    MOMENT.pattern + r"|(?<![-/])\b(?:yesterday|now|currently|next \w+|last \w+|fail\w*|broke\w*|error\w*|"
    r"crash\w*|down)\b|昨天|现在|目前|下周", re.I)

# A key's prefix ("sk", "ghp", "xoxb") counts only before a run holding a digit or a
# separator, as every such key does: a word is no key ("skateboarder", "sketchbooks" were
# taken for one and the fact dropped; learn74, Synthetic-Persona-Chat dev).
SECRET = re.compile(
    r"\b(?:password|passwd|passphrase|api[ _-]?key|secret|token|credential|private key)s?\b|"
    r"密码|密钥|口令|\b(?:sk|ghp|gho|xox[abp])(?=[-_A-Za-z0-9]*[\d_-])[-_A-Za-z0-9]{8,}|"
    # an AWS key id is AKIA and 16 capitals or digits, digits or not (review27 R13)
    r"\b(?-i:AKIA[A-Z0-9]{16})\b|"
    r"\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{24,}\b", re.I)
#: A lookahead: nothing after this point is the user's in the third person ("they", "their",
#: "the user", "user's"), so what follows is not the user's own life (read by
#: :mod:`.topic_talk` and :mod:`.well_formed`, which each wrote it out).
NONE_OF_THE_USERS_AFTER = r"(?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b)"
# 我们 ("we") is the team or project, not the user: it marks an environment fact.
FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|mine|myself)\b|我(?!们)", re.I)

# Instructions about how to talk to the user are about the user, not the project.
ABOUT_REPLIES = re.compile(
    r"\b(?:answer|reply|respond|explain|talk|speak|write to me)\w*\b.*\bin (?:english|chinese|"
    r"mandarin|german|french|spanish|japanese|korean|italian|portuguese|russian|dutch)\b|"
    r"\b(?:short|shorter|long|longer|brief|concise|detailed|terse|your)\s+(?:answers|replies|"
    r"responses|explanations)\b|\b(?:answers|replies|responses|explanations)\b|\bemojis?\b|"
    r"\b(?:call|address) (?:me|the user)\b|"
    r"回答|回复|答复|跟我说|和我说|对我说|称呼|语气|表情", re.I)

# "Don't remember …", "forget that …", "不要记住…": a message asking not to keep something.
NEGATION = re.compile(
    r"\b(?:don'?t|do not|never|no need to|please don'?t)\s+(?:remember|store|save|keep|"
    r"memori[sz]e|note|record)\b|^(?:please\s+|and\s+|actually,?\s+)?forget\b|"
    r"不要记|别记|不用记|不必记|不要保存|别保存|忘掉|忘记", re.I)
# A bare "forget that" also takes back what the user said just before.
BARE_FORGET = re.compile(
    r"^(?:please\s+|actually,?\s+|and\s+)?forget (?:that|it|this|what i (?:just )?said)\W*$|"
    r"^(?:算了[，,]?)?(?:忘掉|忘记)(?:它|这个|吧|刚才的)?\W*$|^(?:算了[，,]?)?(?:别记|不要记)(?:了|这个)?\W*$",
    re.I)
# "Remember that." / "记住这个。" points at the sentence before it.
BARE_REMEMBER = re.compile(
    LEAD + r"(?:please )?(?:remember|note|keep in mind)(?: (?:that|this|it))?(?: please)?$|"
    r"^(?:请)?(?:记住|记一下|记下)(?:这个|这一点|这点|吧)?$", re.I)


# --- clauses: a fact said in passing sits beside a request, a question or a complaint ---------

#: A path on the user's machine or in a repo: "~/src/billing", "/srv/app", "./services/api".
PATH = re.compile(r"(?<![\w/.~-])(?:~/|\$HOME/|/(?:home|Users|srv|opt|var|etc|usr|mnt|data|work|code|src)/"
                  r"|\./|[A-Za-z]:\\)[\w.@+/\\-]*[\w/]")
# What is about the moment or a request, not a lasting fact: the clause it starts is cut off.
_TRANSIENT_CLAUSE = re.compile(
    r"\b(?:fail\w*|broke\w*|break(?:s|ing)?|crash\w*|errors?|erroring|hang(?:s|ing)?|hung|slow|"
    r"keeps? \w+ing|won'?t|doesn'?t work|isn'?t working|not working|dying|dies|stuck|complains?|"
    r"flaky|timing out|times out|red|down|today|tonight|right now|at the moment|this (?:morning|"
    r"afternoon|week))\b", re.I)
_REQUEST_CLAUSE = re.compile(
    r"^(?:so |and |but |then )?(?:(?:can|could|would|will) you\b|(?:any )?(?:idea|ideas|thoughts|"
    r"suggestions|tips)\b|why\b|how\b|what\b|where\b|when\b|which\b|who\b|is there\b|do you\b|"
    r"does\b|did\b|should\b|please\b|help\b|pls\b|let'?s\b|right\b|ok\b)", re.I)
_TRANSIENT_ZH = re.compile(r"报错|失败|很慢|太慢|好慢|挂了|崩|一直重启|出问题|有问题|不行|卡住|卡死|没反应|"
                           r"不工作|超时|今天|刚才|现在有点|这周")
_REQUEST_ZH = re.compile(r"^(?:帮我|帮忙|请|麻烦|能不能|可不可以|可以帮|怎么|为什么|如何|看看|看一下|你看|"
                         r"你觉得|是不是|有没有|要不要)|[吗呢吧][？?]?$|[？?]$")


def lasting_part(text: str) -> str:
    """``text`` up to the first clause that is a request, a question or about the moment
    ("…in ~/src/etl uses Python 3.12, and pytest hangs on the first test" keeps the repo);
    a consequence (", so I get paged…") is not the fact either."""
    if language(text) == "zh":
        kept: list[str] = []
        for clause in re.split(r"[，,]\s*", text):
            if not clause.strip() or _REQUEST_ZH.search(clause) or _TRANSIENT_ZH.search(clause):
                break
            kept.append(clause.strip())
        return "，".join(kept)
    text = re.split(r",\s*so\b|,\s*which means\b", text, maxsplit=1, flags=re.I)[0]
    parts = re.split(r"(,\s*(?:and|but)\s+|,\s+|\s+and\s+(?=the\b|my\b|our\b|i\b|it\b|pytest\b)|;\s*)",
                     text, flags=re.I)
    kept_text = parts[0]
    for separator, clause in zip(parts[1::2], parts[2::2], strict=True):
        if not clause.strip() or _REQUEST_CLAUSE.match(clause) or _TRANSIENT_CLAUSE.search(clause):
            break
        kept_text += separator + clause
    return kept_text.strip()


def without_question_tail(sentence: str) -> str:
    """A sentence ending in a question whose first clauses state something ("I'm on Go 1.22
    at ~/src/x, any idea why …?", "仓库在 ~/work/admin，怎么加一个定时任务？") without the
    question; a sentence that is a question throughout is returned as it is."""
    if not sentence.rstrip().endswith(("?", "？")):
        return sentence
    for separator in ("，", ", ", " - ", " — "):
        head, found, tail = sentence.rpartition(separator)
        if found and head.strip() and (_REQUEST_CLAUSE.match(tail.strip()) or _REQUEST_ZH.search(tail)):
            if _REQUEST_CLAUSE.match(head.strip()) or _REQUEST_ZH.match(head.strip()):
                return sentence
            return head.rstrip() + ("。" if separator == "，" else ".")
    return sentence


# learn54 (lost condition): a restriction said as a kind after the object ("I like dogs, but
# only small ones", "I read novels, but just mysteries", "… wine, but not the sweet kind"): cut
# at "but", the object was kept unrestricted ("User likes dogs."), a fact not said. A short tail
# ending the sentence is the object's; not a pronoun ("but only them"), not a clause of its own
# (a subject or a verb in it), and not a stop, a hedge or a degree of the whole ("but not
# anymore", "but not really", "but not too much": the act itself is denied or weighed).
_RESTRICTION = re.compile(
    r",\s+but (?P<w>only|just|not) (?P<tail>(?!(?:anymore|any more|now|really|much|often|lately|"
    r"recently|always|yet|a lot|as much|as often|so|too|very|that|this|these|those|enough|it|them|"
    r"him|her|me|you|us|i|we|because|cause|since|when|if|as|sure|quite|all|every(?:thing|one|body)?|"
    r"any(?:thing|one|body)?|one|ones|"
    # nor a preposition or a length of time ("but not for long", "but not in winter": a
    # duration or a time, which "only"'s own reading and ``disclosure._BUT_NOT`` decide)
    r"for|at|in|on|during|with|without|to|from|by|long|once|twice|until|after|before|every|"
    r"a (?:little|bit|lot)|well|fully|completely|entirely)\b)(?:[\w'-]+ ){0,3}"
    # a head that names nothing ("but not the modern stuff", review19 R8) is no kind: the object
    # is kept alone, as before
    r"(?!(?:stuff|things?|bits?)\b)[\w'-]+)(?=[.!]*$)", re.I)
_CLAUSE_IN_TAIL = re.compile(r"\b(?:i|i'm|i've|we|my|you|your|is|are|was|were|do|does|did|can|could|"
                             r"will|would|have|has|had|[a-z]{3,}ed|[a-z]+ing)\b", re.I)


def restriction(text: str) -> re.Match[str] | None:
    """The restriction said as a kind at the end of ``text`` (above), or None."""
    said = _RESTRICTION.search(text)
    if said is None or _CLAUSE_IN_TAIL.search(said["tail"]):
        return None
    # a singular "one" ("a car, but only a small one") is read as a pointer by the shape layer's
    # tests, which would take the whole fact with it (review19 R8): the object is kept alone
    return None if said["tail"].lower().endswith(" one") else said


# What a rule for the assistant is about when it is one: the assistant itself, or the work
# ("Always run the linter before a commit", "Remember that we deploy on Tuesdays"). Between
# friends "Never give up!" and "Remember that resting matters" name neither. learn58: also what
# makes a plan said to the assistant a task of the work, not a plan of a life
# (:func:`.disclosure.life_plan`).
ASSISTANT_OR_WORK = re.compile(
    r"\bassistant\b|`|\b(?:commits?|deploy\w*|branch(?:es)?|merge|rebase|lint\w*|staging|"
    r"prod(?:uction)?|pull requests?|PRs?|pipelines?|builds?|tests?|repo\w*|code\w*|api|cli|"
    r"servers?|databases?|migrations?|releases?|scripts?|functions?|files?|logs?|docs?)\b", re.I)
