"""Step 3 of the shape layer: passing, not lasting. What says "now" is dropped by its shape: the
moment, the weather, a meal, a mood, an errand, small talk, a predicate whose object is only a
pronoun, and what "we" did together once.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..owned import _ANIMALS
from .cutting import _ING_ADJECTIVES, _WE
from .fronted import _RECURS
from .pointers import _PEOPLE_OR_ANIMAL
from .speaker import _NOT_PRESENT, LASTING_CHANGE, _dropped_subject

# Where a feeling stops being a mood: by its object. A feeling about something generic —
# an activity ("inspired by chatting to people"), a bare noun ("drawn to ceramics") — is
# how the user is, and lasts; about a particular thing of the moment ("excited about the
# trip", "sorry to hear that") it passes. Only feelings that take such an object are read.
# learn26 (dev half, ongoing activities the extractor missed): "busy" or "swamped" is a mood
# alone ("I've been so busy"), but with what keeps the speaker busy it says what they are
# doing these weeks: "I've been busy restoring a narrowboat" is "I've been restoring a
# narrowboat", and "swamped with exams and coursework" is kept as said (_LASTING_FEELING, where
# a particular thing, "the …", is left to the chat). "busy" before a gerund goes; with nothing
# after the gerund ("busy painting") the entry is refused as before: doing what?
_BUSY_DOING = re.compile(
    r"^(?P<s>(?:i|we)(?:'m| am|'re| are|'ve been| have been| was| were)) "
    r"(?:(?:so|really|real|very|super|pretty|quite|crazy|incredibly) )*(?:busy|swamped) "
    r"(?P<doing>(?!(?:" + "|".join(sorted(_ING_ADJECTIVES)) + r")\b)[a-z]{2,}ing\b.*)$", re.I)
_LASTING_FEELING = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are| feel| felt|'ve been| have been| was| were)? "
    r"(?:(?:so|really|very|super|truly|deeply|always|also|still|just|pretty) )*"
    r"(?:inspired by|passionate about|drawn to|fascinated by|interested in|into|fond of|keen on|"
    r"obsessed with|motivated by|crazy about|devoted to|committed to|dedicated to|busy with|swamped with|"
    r"a (?:big |huge |massive )?fan of|a (?:strong |deep |real )?(?:urge|calling|connection|pull|"
    r"bond|love|passion) (?:to|with|for)) (?P<obj>.+)$", re.I)
_PARTICULAR = re.compile(r"^(?:the|this|that|these|those|it|them|him|her|his|their|your|you|our|"
                         r"what|how|all|everything|something|anything|whatever)\b", re.I)


# learn103 (MSC's per-turn annotations): a wish held "always", said in the simple past ("I
# always wanted to be a pilot", "I always wanted to learn the harp"), is the wish of a life the
# perfect says ("I've always wanted to …", kept), not a want of the moment ("I just wanted to
# say …", "I really wanted to go"): "always" is what tells them, so it must be said
# review47: not a saying ("I always wanted to say thanks", "… to ask you something"): a
# message to the friend is the chat's moment, not a wish of a life
_ALWAYS_WANTED = re.compile(r"^(?:i|we) (?:(?:really|truly|just|also) )?always (?:(?:really|truly) )?"
                            r"wanted to (?!(?:say|tell|ask|thank|mention|let you know|apologi[sz]e)\b)"
                            r"(?P<obj>.+)$", re.I)


def _lasting_feeling(clause: str) -> bool:
    feeling = _LASTING_FEELING.match(clause) or _ALWAYS_WANTED.match(clause)
    return bool(feeling) and not _PARTICULAR.match(feeling["obj"])


# "I think meaningful stories come from lived experience", "I believe everyone deserves a
# second chance": a view held about something generic (a bare noun, a gerund, "everyone",
# "people") is an opinion the user holds; about a particular thing ("I think the bus
# leaves at 5", "I think it's great") or the future ("… will …") it is a remark.
_OPINION = re.compile(r"^(?:i|we) (?:(?:really|truly|honestly|strongly|firmly|do|still|"
                      r"always) )*(?P<v>think|believe|know|reckon)(?: that)? (?:(?:firsthand|first-hand|personally) )?(?P<what>.+)$",
                      re.I)
_GENERIC_SUBJECT = re.compile(
    r"^(?!(?:the|this|that|these|those|it|it's|its|there|here|you|your|he|she|they|we|i|i'm|"
    r"my|our|his|her|their|what|how|so|if|when|a|an|one|some|all|maybe|probably)\b)"
    r"(?:everyone|everybody|people|kids|children|[a-z]+ing|[a-z]+s|[a-z]+)\b[\w' ,-]*? "
    r"(?:is|are|can|do|does|make|makes|come|comes|need|needs|deserve|deserves|matter|matters|"
    r"help|helps|give|gives|bring|brings|lead|leads|go|goes|take|takes|have|has|"
    r"[a-z]+s)\b", re.I)


def _held_opinion(opinion: re.Match[str]) -> str | None:
    """"I think X" as "I believe X" when X is a generic view (above); None otherwise."""
    what = opinion["what"]
    generic = _GENERIC_SUBJECT.match(what)
    if not generic or re.search(r"\b(?:will|would|'ll|was|were|did|had|"
                                r"might|may|could)\b", what, re.I):
        return None
    if generic.group(0).split()[-1][:1].isupper():
        # "I know Python, Go and Rust": a name ("Go"), no verb: what is known, no view
        # (review13 M6)
        return f"I know {what}" if opinion["v"].lower() == "know" else None
    verb = "know" if opinion["v"].lower() == "know" else "believe"
    return f"I {verb} that {what}"

# The moment itself ("today", "tonight", …) is text.MOMENT, defined once for every rule;
# these are the other shapes of "now": the rest of the day, and work in progress.
_NOW_TOO = re.compile(
    r"\b(?:this weekend|later|these few days|just now)\b|"
    r"^(?:i|we)(?:'m| am|'re| are) (?:currently |just |now )?(?:setting up|working on|fixing|"
    r"debugging|looking (?:at|into)|trying|testing|reviewing|migrating|installing|configuring|"
    r"updating|deploying|refactoring|running|checking|waiting|heading|leaving|off to|about to)\b|"
    r"\b(?:broken|failing|fails|failed|crash\w*|down|error\w*|outage)\b|"
    # v6: a plan moved or dropped is news of the week, not a fact about the person
    r"\b(?:got |was |been |is )?(?:pushed back|postponed|delayed|cancell?ed|rescheduled|called off)\b",
    re.I)
_WEATHER = re.compile(r"\b(?:weather|rain(?:ing|y)?|snow(?:ing|y)?|sunny|cloudy|hot out|cold out|"
                      r"humid|forecast)\b", re.I)
_MEAL = re.compile(r"\b(?:breakfast|lunch|dinner|brunch|snack|ate|eating|coffee break)\b", re.I)
# learn41: a meal in a present habit said with its recurrence ("I cook dinner and watch a show
# most nights", "I usually make breakfast for the kids") is a routine, not the day's meal
_MEAL_RECURS = re.compile(r"\b(?:usually|always|often|every|each|never|regularly|normally|typically|"
                          r"most (?:days|nights|mornings|evenings|weekends)|on (?:weekends|weeknights|"
                          r"(?:mon|tues|wednes|thurs|fri|satur|sun)days))\b", re.I)


# fixlearn22 (corpus5's miss): a taste of eating said in the present ("I absolutely hate eating
# mushrooms", "I'm not a fan of eating spicy food", "I truly love eating sushi") is a taste of a
# doing, no meal of the moment; the rows read it only without an adverb before the verb
# (fix47: "really do" is "really" and "do", each listed: one reading of it)
_TASTE_OF_EATING = re.compile(
    r"^(?:i|we)(?: (?:(?:absolutely|really|strongly|totally|truly|genuinely|just|honestly|kind of|"
    r"sort of|generally|also|still|do) )*(?:hate|dislike|detest|loathe|love|like|enjoy|"
    r"adore|can't stand|cannot stand|can not stand|avoid|(?:do not|don't) (?:like|enjoy))|"
    r"(?:'m| am|'re| are) (?:not |really not |not really )?(?:a (?:big |huge )?fan of|big on|into))"
    r" eating\b", re.I)


# A meal as the time of a doing said in the plain present ("I play chess after dinner", "we
# walk the dog before breakfast") is a habit's time, as "after work" is: the plain present of
# a doing says what the speaker does, the day's plan takes the progressive or "will". "Have",
# "need" and their kin name the day's appointment or errand ("I have a call after lunch").
_MEAL_AS_TIME = re.compile(
    r"^(?:i|we) (?!(?:have|has|need|must|got|want|wanna|gotta|can|could|should|might|may)\b)"
    r"[a-z]+\b[^,;]*?\b(?:after|before) (?:breakfast|brunch|lunch|dinner|supper)\b", re.I)


def _meal_habit(clause: str) -> bool:
    """Whether a clause naming a meal says a present habit with its recurrence (above) or a
    meal as its time (:data:`_MEAL_AS_TIME`), or a taste of eating (:data:`_TASTE_OF_EATING`)."""
    if _TASTE_OF_EATING.match(clause):
        return True
    if _NOT_PRESENT.search(clause) or re.search(r"\b(?:eat|eats|eating|ate|snack)\b", clause, re.I):
        return False   # a past, a plan, or eating itself: the meal's moment
    return bool(_MEAL_AS_TIME.match(clause) or _MEAL_RECURS.search(clause) or _RECURS.search(clause))
# learn74 (Synthetic-Persona-Chat dev): "I'm in" before a body one belongs to or a stage of a
# life is a standing, not a mood or the moment's place: a service ("the army"), a school or a
# year of one ("college", "my second year", "third grade"), a group ("a band", "a book club"),
# a relationship, a decade of age ("my thirties"), detention. By the head's kind, as the
# lexicon reads tools: "I'm in the kitchen", "in a hurry", "in Paris" stay out.
_PART_OF = (r"(?:the |a |an |my |our )?(?:[\w-]+ ){0,2}?(?:army|navy|air force|marines|military|"
            r"national guard|reserves|college|university|uni|school|academy|seminary|grade|"
            r"(?:first|second|third|fourth|final|last|senior|junior|freshman|sophomore) year|"
            r"band|choir|orchestra|club|league|relationship|marriage|remission|recovery|"
            r"(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|teens)|"
            r"detention|prison|jail)\b"
            # review27 R12: the body is the whole object, not a word opening a place ("the army
            # surplus store", "the band's van", "a relationship counselling session"), and no
            # bound of days or weeks follows it ("in college for one more week")
            r"(?!['’]s\b)(?!\s+(?!(?:with|for|at|to|and|but|or|so|as|now|since|because|in|on|of|near|"
            r"where|who|which|that|too|again|already|though|anyway|right|here|there|myself|then|"
            r"while|when|full|part)\b)[a-z])"
            r"(?![^.;!?]*\b(?:for (?:just |only )?(?:one|a|another|two|three|a few|a couple of|\d+) "
            r"(?:more )?(?:days?|weeks?|months?)|until|till)\b)")
# fixlearn22 (corpus5's miss): what the fear makes the user do, said after "and" as a second
# verb of keeping away ("scared of wasps and keep away from them", "afraid of heights and never
# climb ladders"), lasts as the fear does
# (review37 R3: a negation says keeping away only before a verb of going near: "… and can't sleep"
# is a night's state)
_AVOIDS_IT = (r"\s+and\s+(?:(?:so|also|always|usually|generally|rarely|still)\s+)?"
              r"(?:avoid|stay (?:away|clear)|keep (?:away|clear)|steer clear|"
              r"(?:won't|don't|never|can't|refuse to)\s+(?:ever\s+)?(?:go|get|come|be around|touch|look at|"
              r"pet|hold|handle|eat|climb|fly|swim|drive|ride|stand near|walk))\b"
              r"[^.;!?]*[.!]?$")
_FEAR_OF_A_KIND = (r"(?! of (?!(?:the|a|an|my|your|his|her|their|our|this|that|these|those|what|it|"
                   r"him|them|you|me|us|being|getting|losing|failing|going|doing)\b)[a-z]+"
                   r"\s*(?:[.!]|$|" + _AVOIDS_IT + r"))")
_MOOD = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are|'ve been| have been| was| were| feel| felt)? ?(?:so |really |super |"
    r"very |just |pretty |totally |kinda |a bit |a little |feeling |still |also |too |definitely |"
    r"absolutely |always |sometimes |usually |often |now |truly |honestly |more |even |real |quite |"
    r"extremely |incredibly |a mix of |a bit of |kind of |sort of )*"
    r"(?:happy|glad|excited|thrilled|stoked|pumped|sad|tired|exhausted|stressed|nervous|anxious|"
    # learn77: a fear of a kind of thing ("afraid of heights", "scared of spiders") lasts; a
    # fear of one thing, of doing, or of what points ("of the exam", "of losing", "of it") is now's
    r"worried|(?:scared|afraid)" + _FEAR_OF_A_KIND + r"|bored|busy|swamped|sorry|grateful|thankful|blessed|lucky|proud|"
    r"hopeful|relieved|amazed|impressed|touched|inspired|motivated|speechless|good|great|fine|"
    r"ok|okay|well|doing(?! (?:a|an|my|some|\w+ing)\b)|hanging in|overwhelmed|upset|frustrated|annoyed|bummed|curious|"
    r"sure|certain|fan|down|in(?! " + _PART_OF + r")|feel|felt|think|thought|guess|believe|hope|agree|know|"
    r"assume|suppose|reckon|doubt|tempted|"
    # learn77: "I see <someone> … every year" is a habit, not "I see" (I understand)
    r"understand|see(?!(?: [\w'-]+){1,7}? (?:every|each|once a|twice a)\b)|appreciate|mean|bet|wonder|"
    r"thinking that|can't wait|cannot wait|couldn't|love that|"
    r"love it|love this|loved it|like that|miss|remember|totally agree|get it|gotta|have to|"
    r"need to|must|keep (?:\w+ing|up|on|it|in mind|at it)|wanted|want you|determined|ready|up for|"
    # learn69 (judge25 G3): "game for/to" is "up for", a willingness of the moment
    r"game (?:for|to)|over the moon|all set|on cloud nine|"
    r"honored|humbled|mesmeri[sz]ed|blown away|in awe|starstruck|loving|enjoying|having a blast|stoked|psyched|dying to|still can't|"
    r"still cannot|wish|hyped|full of|elated|ecstatic|overjoyed|delighted|devastated|heartbroken|"
    r"staying positive|positive|confused|lost(?! (?:a|an|my|our|his|her|the|\w+ing)\b)|unsure|stuck|sick|ill|hungry|sleepy|late|early|back|here|"
    r"home|away|off|free|around|online|offline|not sure|content|completely|all good|"
    r"doing (?:good|great|well|ok|okay|fine)|struggling|hoping|on fire|crossing|a (?:mess|wreck)|"
    # prec28 (MSC dev): the answer to "How are you?" in more words of a moment ("I am fantastic",
    # "I'm fabulous, thanks"); a skill said with them is no mood ("awesome at chess")
    r"(?:wonderful|fantastic|terrific|fabulous|splendid|cool|awesome|alright|all right|dandy|peachy)"
    r"(?! (?:at|with(?! (?:that|it|this)\b))\b)|"
    r"living (?:my|our) (?:true|best) (?:self|selves|life))\b", re.I)
# fixlearn11 (review11 H4): a verb of mind or reaction denied ("My husband doesn't think so",
# "My wife doesn't mind", "My boss doesn't know about the move") answers the chat — its
# object is there or in the moment — so it is no habit; nor is any verb whose object is a
# pro-form ("My son doesn't do that", "… doesn't believe me"), as "doesn't like it" is not.
_MIND_VERB = (r"(?:think|know|mind|care|remember|recall|forget|believe|want|wanna|understand|agree|"
              r"get|see|reali[sz]e|expect|notice|trust|mean|approve|feel|buy|recogni[sz]e|"
              r"imagine|suppose|guess|reckon|say|tell|ask|count|matter)")
# "my <noun> …" must go on with a verb to be a statement ("my own style and …" is not).
# learn21: a habit of the user's people denied with a present "do" ("My husband doesn't
# drink", "My kids don't eat meat") lasts whatever the verb ("didn't" tells one day).
# "isn't"/"aren't" are not read here: a mood said with "is" ("is happy with me") is left
# by readings that do not see the contraction, so its denial would be kept alone.
_MY_STATEMENT = re.compile(r"^my (?:[\w'-]+ (?:and my )?){1,4}?(?:is|are|was|were|has|have|had|'s|loves?|likes?|"
                           r"got|went|made|took|passed|died|lives?|works?|plays?|goes|turned|"
                           r"started|moved|graduated|adopted|became|broke|fell|won|lost|\w+ed|"
                           r"(?:doesn't|don't|does not|do not) (?!" + _MIND_VERB + r"\b)[a-z]+"
                           r"(?! (?:so|that|this|it|them|me|us|you|him|her)\b[\s.!?,]*$))\b", re.I)
# learn35: the user's people or things listed as the subject ("My mom, dad and sister live in
# Ohio", "My coach, teammates and parents are my biggest fans"): a list of three or more is
# joined by commas, which the words before the verb above do not take. The list must end with "and"/"&"
# before its last member, so an opener and a comma ("My goodness, I love it") is no list.
# learn52: a member may be a doing of up to four words ("spending time with friends")
# fast52 (issue 27): read by positions (_my_list_end). As one pattern, "^my W{1,3}(, (my )?W{1,4})+
# ,? (and|&) (my )?W{1,4} (?=\S)" (W a word, lazy counts), a member's "my" was the optional
# "my " or its first word, so a long list had 2**n readings to try before a refusal.
_MY = re.compile(r"my ", re.I)
_LISTED_WORD = re.compile(r"[\w'-]+")
_LIST_ENDS = re.compile(r",? (?:and|&) ", re.I)
_BEFORE_A_WORD = re.compile(r" (?=\S)")


def _member_ends(clause: str, at: int, most: int) -> list[int]:
    """Where a member of one to ``most`` words from ``at`` may end, fewest words first (a
    word is all of its run: the pattern's next character is a space or a comma)."""
    ends: list[int] = []
    while len(ends) < most and (word := _LISTED_WORD.match(clause, at)):
        ends.append(word.end())
        if not clause.startswith(" ", word.end()):
            break
        at = word.end() + 1
    return ends


def _next_members(clause: str, at: int) -> list[int]:
    """Where a member ", (my )?W{1,4}" from ``at`` ends, in the pattern's order of tries: with
    "my " before without, fewer words before more."""
    if not clause.startswith(", ", at):
        return []
    mine = _MY.match(clause, at + 2)
    return [end for start in ([mine.end()] if mine else []) + [at + 2]
            for end in _member_ends(clause, start, 4)]


def _last_member_end(clause: str, at: int) -> int | None:
    """Where ",? (and|&) (my )?W{1,4} (?=\\S)" from ``at`` ends, first in the pattern's order."""
    joined = _LIST_ENDS.match(clause, at)
    if joined is None:
        return None
    mine = _MY.match(clause, joined.end())
    for start in ([mine.end()] if mine else []) + [joined.end()]:
        for end in _member_ends(clause, start, 4):
            if _BEFORE_A_WORD.match(clause, end):
                return end + 1
    return None


def _my_list_end(clause: str) -> int | None:
    """Where the list above ends in ``clause`` (past the space after its last member), or None.

    The same end the one pattern's first match had: every place a member may end is found
    reading forwards, then read backwards once, each in the pattern's order of tries (one
    more member before the list's end, "my " taken before left, fewer words before more)."""
    if ", " not in clause or not _MY.match(clause):
        return None
    firsts = [end for end in _member_ends(clause, 3, 3) if clause.startswith(", ", end)]
    reached: set[int] = set()
    todo = list(firsts)
    while todo:
        for end in _next_members(clause, todo.pop()):
            if end not in reached:
                reached.add(end)
                todo.append(end)
    list_end: dict[int, int | None] = {}
    for at in sorted(reached, reverse=True):
        list_end[at] = next((list_end[end] for end in _next_members(clause, at)
                             if list_end[end] is not None), None) or _last_member_end(clause, at)
    return next((list_end[end] for first in firsts for end in _next_members(clause, first)
                 if list_end[end] is not None), None)


# learn35: what the user's people or animals do for the user, the user the object right after
# the verb ("My family motivates me", "My dogs always cheer me up", "My coach pushes me to
# do better"): present effects on the speaker, as a thing's are read (_TOPIC_PREDICATE),
# which the list of a "my" statement's verbs above did not name. Only a person or an animal
# as the subject's head (a relative's words, :mod:`.companions`; :data:`.owned._ANIMALS`):
# "my favourite spot helps me …" carried from a shown photo names nothing. "me" must follow
# the verb, so its object is the speaker and not the chat's ("My mom keeps asking about you").
_MY_EFFECT = re.compile(r"^my (?:[\w'-]+ ){0,2}?(?P<head>[\w'-]+) (?:(?:always|really|just|still|truly|"
                        r"also|often|usually|constantly) )*(?:motivates?|inspires?|keeps?|helps?|cheers?|"
                        r"calms?|relax(?:es)?|supports?|encourages?|grounds?|push(?:es)?|drives?|gives?|"
                        r"brings?|reminds?|teach(?:es)?|makes?|energi[sz]es?) me\b(?! (?:posted|updated|"
                        r"informed|waiting|company|a (?:call|text|message|ring))\b)", re.I)


def _my_effect(clause: str) -> bool:
    said = _MY_EFFECT.match(clause)
    if said is None:
        return False
    if _PEOPLE_OR_ANIMAL.match(said["head"]):
        return True
    # learn52: "My family and yoga keep me going": a pair whose first member is the user's
    # people or animal stands for it, as a list's first member does (:func:`_my_statement`)
    pair = re.match(r"my ([\w'-]+) (?:and|&) (?:my )?", clause, re.I)
    if pair is None or not _PEOPLE_OR_ANIMAL.match(pair[1]):
        return False
    rest = clause[pair.end():].split()   # the second member is up to four words before the verb
    # review18 R10: a second member that names nothing ("My mom and stuff keep me busy")
    return any(_MY_EFFECT.match(f"my {pair[1]} " + " ".join(rest[k:]))
               and not _NAMES_NOTHING.fullmatch(" ".join(rest[:k]))
               for k in range(1, min(5, len(rest))))


# review18 R10: a member of a pair that names nothing, and a sentence that ends by giving it
# to another to say ("…, he says", "…, my wife tells me"): their word, not the user's
_NAMES_NOTHING = re.compile(r"(?:all )?(?:stuff|things|everything|it all|all that|all this|whatnot|"
                            r"so on|so forth|the rest|(?:some|other|such|that|this) stuff)", re.I)
_HEARSAY_TAIL = re.compile(
    r",\s*(?:or so\s+|at least\s+|as\s+)?(?:he|she|they|my [\w'-]+(?: [\w'-]+)?|[A-Z][a-z]+)\s+"
    r"(?:says?|said|tells? me|told me|claims?|claimed|insists?|insisted|swears?|swore|thinks?|thought)"
    r"\s*[.!]*\s*$")


def _my_statement(clause: str) -> bool:
    """Whether a clause that opens with "my" goes on with a verb (:data:`_MY_STATEMENT`,
    :data:`_MY_EFFECT`), its subject one noun or a list of them (:func:`_my_list_end`)."""
    if _MY_STATEMENT.match(clause) or _my_effect(clause):
        return True
    listed = _my_list_end(clause)
    if listed is None:
        return False
    first = re.match(r"my ([\w'-]+)", clause, re.I)   # the list's first member stands for it
    # learn52: the last member may run on for a few words ("… and spending time with friends
    # keep me …"): the verb is looked for up to four words further
    after = clause[listed:].split()
    return any(_MY_STATEMENT.match("my people " + rest)
               or first and _my_effect(f"my {first[1]} {rest}")
               for rest in (" ".join(after[k:]) for k in range(min(4, len(after)))))


# v7: "my online bakery was a whirlwind" — how the weeks felt passes, but a thing
# of the user's named by two or more words ("online bakery") is theirs to keep.
_RIDE_OF_MINE = re.compile(r"^my (?P<np>(?:[\w-]+ ){1,3}[\w-]+) (?:is|was|has been|'s been) (?:a |such a |"
                           r"quite a |a real |a bit of a )?(?:roller ?coaster|rollercoaster|whirlwind|"
                           r"wild ride|crazy ride|ride|blur|journey)\b", re.I)
# "we"/"our" is the user's household only with a predicate about the household.
# learn21: the same said of the past with "used to" ("We used to live in Cork", "we used to
# have two dogs"): a past of the household, as "I used to …" is the user's
_WE_LASTING = re.compile(r"^(?:we(?:'ve| have)? (?:used to )?(?:(?:have|got|adopted|own|bought) (?:a|an|two|three|four|"
                         r"\d+|our first|a new) (?:\w+ )?(?:kids?|children|son|daughter|baby|twins|"
                         r"dogs?|cats?|pets?|puppy|kitten|house|home|apartment|car|farm)|moved|live|"
                         r"are expecting|"
                         # lead, session 39: a thing the household has, named ("we have a golden
                         # retriever called Biscuit", "a boat named Juniper"): whatever its kind,
                         # the name says it is theirs and lasting
                         # (not the chat's or the day's: a plan, a meeting, a group chat)
                         # (had, got or adopted, the user took part: "we" is read as the
                         # user's act, _WE_DID below, "User adopted a whippet named …")
                         r"(?:have|own) (?:a|an|two|three) (?:[\w-]+ ){0,2}?"
                         r"(?!(?:plan|meeting|project|event|party|trip|game|idea|thing|chat|group|"
                         r"call|show|challenge)s? )"
                         # review41: nor a person the household knows ("a guy called Mike who
                         # fixes our roof"), nor a work's thing said to the agent ("a service
                         # called Billing": the team's, not the family's)
                         r"(?!(?:guy|man|woman|lady|girl|boy|friend|neighbou?r|teacher|doctor|nanny|"
                         r"cleaner|gardener|plumber|builder|coach|tutor|babysitter|landlord|landlady|boss|"
                         r"colleague|coworker|client|customer|person|someone|service|microservice|server|"
                         r"repo|repository|module|function|class|table|database|cluster|pipeline|job|"
                         r"script|tool|app|bot|api|endpoint|queue|bucket|channel|team|process|library|"
                         r"package|branch|workflow|system|product|feature|component|environment|account)s? )"
                         r"[\w-]+ (?:called|named) (?-i:[A-Z])\w)|"
                         r"our (?:kids?|sons?|daughters?|children|twins|baby|little ones?|youngest|"
                         r"oldest|eldest|(?:one|two|three|four|five|\d+)-year-old|dogs?|cats?|pets?|"
                         r"puppy|kitten|family|house|home|garden)\b)",
                         re.I)
# Between people, "we went camping with the kids" is something the user did: a past event
# said with "we" keeps the user as its subject ("User went camping with the kids …");
# what the pair or the group is, feels or will do ("we are a team", "we push each other")
# does not.
_WE_DID = re.compile(
    r"^(?P<we>we)\s+(?:(?:also|even|finally|just|recently|once|all|both) )?(?:went|visited|took|"
    r"adopted|bought|moved|travel(?:l)?ed|hiked|camped|drove|flew|celebrated|attended|"
    r"volunteered|raised|organi[sz]ed|hosted|started|joined|built|planted|painted|baked|cooked|"
    r"watched|saw|explored|toured|climbed|ran|walked|swam|rented|renovated|got married|"
    r"got engaged|had a (?:baby|picnic|party|barbecue|bbq))\b(?!.*\beach other\b)", re.I)
# fixlearn16 (issue 31's named bug 5): a dated "we" act kept as the user's episode must say
# who "we" are, beside the user ("with my brother", "with friends", "my wife and I" through
# companions); "We went camping last weekend" written "User went camping around …" says the
# user went alone, which the episode criterion calls not the user's (learn80 writes the names)
_WITH_WHOM = re.compile(r"\bwith (?!(?:it|this|that|them|the (?:weather|rain|view|tent|car|boat))\b)\w", re.I)


def _unnamed_we(said: str, entry: str, companion: str | None) -> bool:
    """Whether ``said``, a dated "we" act written as the user's ``entry``, names nobody else:
    no companion ("my wife and I"), no "with …" kept; a household's lasting change ("we
    adopted a puppy", "we moved", _WE_LASTING) or a change of a life ("we joined a walking
    club", LASTING_CHANGE: the user is a member) is the user's own."""
    return bool(_WE.match(said) and not _WE_LASTING.match(said) and not _HOUSEHOLD_CHANGE.match(said)
                and not LASTING_CHANGE.search(said) and not companion and not _WITH_WHOM.search(entry))


#: a change of the household's standing, which is the user's own whoever "we" are: a pet
#: or a child taken in, a home bought, sold or moved to, a marriage ("we adopted a greyhound")
_HOUSEHOLD_CHANGE = re.compile(
    r"^we (?:(?:also|finally|just|recently|both|all) )*(?:adopted|fostered|bought|sold|moved|relocated|"
    r"renovated|inherited|immigrated|emigrated|welcomed|got (?:married|engaged|divorced|a new)|"
    r"married|had (?:a|our) (?:first |second |third )?(?:baby|son|daughter|child|kid))\b", re.I)
# Beyond _WE_DID's verbs: any past act ("we faced a tough team", "we made pizza") or a
# habit ("we usually watch movies on Fridays", "we love hiking"); not a state of the
# pair ("we were teammates", "we're both busy") nor what they do to each other.
_WE_HABIT = re.compile(r"^we (?P<adv>(?:usually|often|always|sometimes|also|regularly|still) )*"
                       r"(?P<v>watch|play|go|do|hike|cook|bake|visit|spend|travel|walk|run|"
                       r"take|have|make|love|enjoy|host|read|grow|keep|camp|swim|ride|dance|sing|"
                       # learn46: "we always look forward to our summer trip": a tradition
                       r"look forward to)\b"
                       r"(?= \S+)", re.I)


# fix32 (review17 Q21): a habit whose object is the pair's own talk ("we love our chats",
# "we always look forward to our calls") is about the conversation itself, no fact of the user
_OUR_TALKS = re.compile(r" (?:our|these|all our|all these) (?:[\w-]+ ){0,2}(?:chats?|talks?|calls?|catch-?ups?|"
                        r"conversations?|convos?|messages?|texts?|emails?|letters?)\b", re.I)


# v7 (learn8, LoCoMo 1-5 only): what the pair or group did with each other, said without
# "each other" ("we connected over our love of jazz", "we bonded over …", "we hit it off"):
# with whom is in the sentence before, and the entry would say nobody.
_WE_RECIPROCAL = re.compile(r"^we (?:\w+ )?(?:connected|bonded|clicked|hit it off|got along|"
                            r"got on|reconnected|became (?:friends|close)|grew closer)\b", re.I)


# fixlearn16 (issue 31's named bug 7): a "we" taste whose object is a list of definite things
# ("We love the rides and the cotton candy", "we enjoyed the fireworks, the music and the
# food") tells what a family liked of one outing, pointed at as "the" ones it had; written
# "User loves the rides and the cotton candy." it names nothing lasting. A kind ("we love
# hiking", "we love Thai food") or one definite place ("we love the beach") stays.
_ONE_OUTINGS_THINGS = re.compile(r"\s+the [\w' -]+?(?:,\s*(?:and\s+)?|\s+and\s+)the \w", re.I)


def _we_did_too(clause: str) -> str | None:
    """The clause with the user as the subject, for a "we" act or habit (above)."""
    if re.search(r"\b(?:each other|one another|together|both)\b", clause, re.I) \
            or _WE_RECIPROCAL.match(clause):
        return None
    if habit := _WE_HABIT.match(clause):
        if _OUR_TALKS.match(clause, habit.end()):
            return None   # "we always look forward to our chats": the pair's talk, this chat's own
        # learn46: how often, said as a phrase ("every Sunday", "twice a month"), makes a
        # habit as "usually" does
        if habit["v"].lower() in ("love", "enjoy") and not habit["adv"] and _ONE_OUTINGS_THINGS.match(clause, habit.end()):
            return None   # fixlearn16: "we love the rides and the cotton candy": one outing's things
        if habit["adv"] or habit["v"].lower() in ("love", "enjoy") or _RECURS.search(clause):
            return "I " + clause[3:]
        return None
    rest = re.sub(r"^we (?:(?:also|even|finally|just|recently|once|all) )*", "", clause, flags=re.I)
    said = _SUBJECT_DROPPED.match(rest)
    if rest != clause and said and not said["been"] and said["v"].lower() not in ("had", "did") \
            and _dropped_subject(said):
        return "I " + rest
    return None


# "I'm Sarah" / "my name is Sarah": identity, said in a shape of its own.
_NAME = re.compile(r"^(?i:i'm|i am|my name is|my name's|call me)\s+(?P<n>[A-Z][a-z]+(?: [A-Z][a-z]+)?)$")
_VOCATIVE = re.compile(r",\s*[A-Z][a-z]+$")
# learn77: "here" in "moved here from Chile" points at where the chat is, but the fact is
# the place left, named: "User moved from Chile." ("moved here", "came here" alone still
# point at nothing and stay out)
_HERE_FROM = re.compile(r"\b(?P<v>(?i:moved|came|relocated|immigrated|emigrated))\s+(?i:over\s+)?(?i:here)\s+"
                        r"(?=(?i:from)\s+[A-Z])")
# learn77: "… with my dog, Biscuit" names the dog: a name right after an animal of the
# speaker's is no vocative, and is kept ("User likes to go running with their dog, Biscuit."). After a
# person ("I hike with my brother, Tom") it is as often the friend addressed: still cut.
_MINE_THEN_NAME = re.compile(r"\bmy (?:[\w-]+ ){0,2}?(?P<noun>[a-z]+),\s*[A-Z][a-z]+$")


def _named_mine(clause: str) -> bool:
    return bool((mine := _MINE_THEN_NAME.search(clause)) and mine["noun"] in _ANIMALS)
_NAMES_LISTED = re.compile(r":\s*[A-Z][a-z]+(?:,\s*[A-Z][a-z]+)+$")
_ERRAND = re.compile(r"\b(?:running late|stuck in traffic|errand|grocer(?:y|ies)|laundry|the store|"
                     r"supermarket|the mall|shopping|doctor's appointment|doc's appointment|"
                     r"on my way|be right back|brb|gtg|got to go|gotta go|catch you later)\b", re.I)
# learn21: any one appointment one has ("a hair appointment at four", "a vet appointment for
# the cat") is the day's, not only a doctor's. fixlearn11 (review11 H3): only that shape — one
# has or has got an appointment — not any clause naming one: "diagnosed … at my appointment"
# holds another fact, "booked an appointment with a specialist" a step taken, "a standing
# appointment … every Tuesday" a routine, "an appointment as a professor" a post.
_DAYS_APPOINTMENT = re.compile(
    r"\b(?:have|has|had|got|'ve got|’ve got|'s got|’s got) (?:a|an|my|the|another|one) "
    r"(?:[\w'’-]+ ){0,2}?appointment\b(?! as\b)", re.I)
_ROUTINE = re.compile(r"\b(?:every|each|weekly|monthly|fortnightly|standing|regular|recurring)\b",
                      re.I)


def _days_appointment(clause: str) -> bool:
    return bool(_DAYS_APPOINTMENT.search(clause)) and not _ROUTINE.search(clause)


# A chat drops the subject of its first clause ("Lost my job on Friday.", "Just got back
# from a ski weekend.", "Been rehearsing a lot."): a past-tense verb (or "been …ing") first
# is the speaker's; a reaction or a linking verb ("Loved the photos", "Looked great")
# is about what was shown, and a mood ("Excited to …") stays a mood (step 3).
_SUBJECT_DROPPED = re.compile(
    r"^(?:(?:just|finally|also|recently|actually|even|never) )*(?:(?P<been>been) )?(?P<v>[a-z]+)\b"
    r"(?= \S+ \S+)", re.I)
