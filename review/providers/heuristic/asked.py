"""Reading a short answer with the question it answers.

Between people, a friend asks and the user answers in a few words: "How long have you been
sailing?" — "Twelve years now!"; "What keeps you going?" — "Coffee and long walks!";
"Have you ever been skiing?" — "Yeah, loads of times." Read alone, the answer has no subject
and no verb, so the shape layer keeps nothing. Read with the question, it is a fact said in
the user's own words and the friend's: :func:`restated` joins the two into one first-person
sentence ("I have been sailing for twelve years"), and the shape layer then reads that
sentence like any other, with every test it has (a pointer that is left, a mood, a hedge, a
passing event): the join only gives the answer back its subject and verb.

Only these question shapes, each with the answer shape that completes it:

* "How long have you <been/had/known/lived …> X?" and a duration ("about 5 years",
  "seven years now") → "I have <been …> X for <duration>";
* "What (else) / Anything (else) that <brings/keeps/makes/helps/gives/inspires/motivates>
  you …?" and a bare list of things ("Baking and long walks!") → "<things> <verb> me …";
* "What's your favourite X?" and a bare noun phrase → "My favourite X is <it>"; learn52: also
  "Do you have a / Got any favourite X(s)?" ("Oh, Mary Oliver!"), not "I have <it>";
* learn52: "How long have you been X?" and "Since I was 12" / "Since college" → "I have
  been X since …"; "Got any projects you're working on?" / "What are you working on?"
  and a doing of three words or more ("Building a canoe in the garage") → "I'm <doing>";
* "What (kind of) X do you <verb>?" / "Where do you <verb>?" and a bare noun phrase or a
  place → "I <verb> <it>"; "Do you have any X?" and a noun phrase → "I have <it>"; "How
  many X do you have?" and a number → "I have <n> X";
* learn58: "What (sort of) X are you into?" and a bare noun phrase → "I'm into <it>"; "How
  often do you <do> X?" and how often alone ("About twice a week") → "I <do> X <how often>";
  "Which X do you subscribe to?" (the question ending on its preposition) → "I subscribe to
  <it>";
* "Have you (ever) <done> X?" / "Do you <do> X?" and a yes
  that says how often or when ("Yeah, plenty of times", "Yes, every weekend") → "I have
  <done> X <how often>"; a bare yes ("Yes, I have!", "I do!", "Love it!") only when the
  question names X by more than a word ("Have you been to Lisbon?", "Do you speak
  Portuguese?"; not "Did you join in?": joined what?) and asks for a fact, not an opinion
  or a wish ("Do you think …?", "Do you want …?").

* learn100: a question of one slot of the user's life answered by its filler alone (the
  answer's first sentence): "What do you do for a living?" and a role ("A welder.",
  "Retired.") or a field ("Logistics.") → "I am a welder" / "I work in logistics"; "What's
  your name?" (or the friend's "My name is X, what's yours?") and a capitalised name → "My name
  is <it>"; "Where are you from?" and a place → "I am from <it>"; "Do you have a car?" and "Yes,
  a <noun phrase>" → "I have <it>"; "What kind of dog do you have?" and "A <kind>" → "My dog is
  a <kind>" (:func:`_slot_filled`).

Nothing is joined when the answer is negated ("No, never", "Not really"), says more than a
fragment (a clause with a subject or verb of its own is read by itself), is a question, or
the question is not the friend's last sentence (what the answer answers), names a thing
only the chat knows ("anything", "any of them"), or asks about someone else ("How long has
your sister …?"). Only between people (the caller's ``between_people``): in a developer's
session the assistant's questions are about the work; learn58: except the assistant's questions
of a life (a favourite, a taste, how long in months or years, how often, "What sport do you
play?"; :func:`_asks_of_a_life`), which Hermes users answer as friends do.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .answer import looks_plural
from .disclosure import PAST_OF, singular
from .pastime import pastime_restated
from .reactions import CERTAIN, NO, OF_THE_QUESTION, REACTION, SOUNDS, STANCE, THANKS, YES
from .review_cache import per_review
from .role_head import names_a_role
from .text import ASSISTANT_OR_WORK, MOMENT, sentences
from .turned_back import answer_before
from .words import DEMONYMS

# The friend's last sentence, when it is a question (a question earlier in the turn, with
# a remark after it, is not what the answer answers).
_LAST_QUESTION = re.compile(r"(?:^|[.!?]\s+)(?P<q>[^.!?]+\?)\s*$")
# What may open a question without changing it: "So,", "And", "Oh, btw,", a name after it.
_OPENER = re.compile(r"^(?:(?:so|and|also|oh|hey|btw|by the way|wow|ok|okay|well|anyway|"
                     r"just curious|i'm curious|out of curiosity)\b[,:]?\s+)+", re.I)
_TRAILING_NAME = re.compile(r",\s*[A-Z][a-z]+\s*\?$")
# learn64: the friend's own shown after the question ("Any favourite card games? Here are a few of mine.")
# leaves the question the one the answer answers
_SHOWN_AFTER = re.compile(r"(?<=\?)\s+(?:(?:these|those) are|this is|here(?:'s| is| are)) "
                          r"(?:(?:some|one|a few) of )?mine\s*[.!]*$", re.I)

_HOW_LONG = re.compile(r"^how long have you (?P<pred>(?:been|had|known|lived|worked|played|"
                       r"practi[sc]ed|studied|used|owned|run|done|taught|volunteered|\w+ed)\b"
                       r"[^?]*?)\s*\?$", re.I)
_WHAT_DOES = re.compile(r"^(?:what|anything)(?: else)?(?: that)?(?: really| usually| always)? "
                        r"(?P<v>brings?|keeps?|makes?|helps?|gives?|inspires?|motivates?) you"
                        r"(?P<rest>(?: [\w'-]+){0,4})\s*\?$", re.I)
_FAVOURITE = re.compile(r"^what(?:'s| is| are|'re) your (?:fav(?:ou?rite|e)|all-time favou?rite) "
                        r"(?P<x>[a-z][a-z -]{1,30}?)\s*\?$", re.I)
# learn70 (learn65's list): the favourite named after "Mine is" / "My favourite is", whose kind
# is only in the question ("What's your favourite dessert?" — "Mine is the lemon tart."), is
# the answer as if said alone
_MINE_IS = re.compile(r"^(?P<lead>\W*(?:(?:oh|ooh|hmm+|well|ah|yeah|yes|haha)\W+)*)(?:mine|my (?:fav(?:ou?rite|e)|"
                      r"all-time favou?rite)(?: one)?)(?:'s| is| has to be| would be|'d be) "
                      r"(?:(?:definitely|easily|totally) )?", re.I)
# fixlearn13 (review28 R19, decided in docs/review.md 5.6): a hedge on the pick ("Probably
# Catan", "Mine is maybe Catan", "Catan, perhaps") stays in the entry, as the shape layer
# keeps it ("User's favourite board game is probably Catan."): cut, the entry claimed a
# certainty the user did not say
_PICK_HEDGE = re.compile(r",?\s*\b(?P<h>probably|maybe|perhaps|possibly)\b,?", re.I)
_NO_FAVOURITE_NAMED = re.compile(r"(?:hard|tough|impossible|difficult|easy|tricky|changing|always|too|so|"
                                 r"really|very|quite|pretty|not|probably not|different|complicated|"
                                 r"a (?:secret|mystery|toss-up|tough one|hard one|long story))\b", re.I)
_MINE_DOES = re.compile(r"^\W*(?:(?:oh|well|probably|honestly|haha)\W+)*mine\b", re.I)
# learn52: "Do you have a favourite poet?", "Got any favorite films (as well)?", "Any fave
# snacks?": a closing question that asks which one is the user's favourite, not whether they
# own one; its answer ("Oh, Mary Oliver!", "Definitely Casablanca!") is the favourite
# ("User has Casablanca." was written by the "any X" reading below)
_FAVOURITE_ANY = re.compile(r"^(?:do you have|have you got|you got|got|any)(?: (?:a|any))? "
                            r"(?P<w>fav(?:ou?rite|e)|all-time favou?rite)s? (?P<x>[a-z][a-z -]{1,30}?)"
                            r"(?: (?:as well|too|at all|of your own))?\s*\?$", re.I)
# words that make the asked "kind" more than a noun phrase ("spots in town", "recipes you can
# show me", "places to eat"): the answer is not written as the kind then
_NOT_A_KIND = frozenset(["in", "on", "at", "from", "of", "for", "to", "with", "among", "about", "by",
                         "you", "your", "their", "his", "her", "our", "my", "that", "which", "who",
                         "i", "we", "me", "can", "could", "would", "have", "love", "like"])
# the kinds whose favourite may be a doing ("Any favourite hobbies?" — "Knitting!")
_DOINGS = frozenset(["hobby", "pastime", "activity", "sport", "exercise", "workout", "thing", "way", "game"])
# learn52: "Got any projects you're working on?", "What are you working on these
# days?": an answer of a doing ("Building a canoe in the garage!") is what the user is
# working on now, said as "I'm <doing>"
_WORKING_ON = re.compile(r"^(?:(?:do you have|have you got|you got|got|any) (?:any )?(?:new |current |"
                         r"other |fun |cool |big |side )?projects? (?:that )?(?:you're|you are) "
                         r"working on|what (?:are|'re) you working on|what(?:'s| is) your (?:current |"
                         r"latest |new )?project)(?: (?:now|right now|at the moment|these days|"
                         r"lately))?\s*\?$", re.I)
# learn52: "How long have you been drawing?" — "Since I was twelve!", "Since college.": when
# it began, said as "I have been drawing since …" (the shape layer keeps "since" now)
_SINCE = re.compile(r"^since (?P<s>(?:i was|i've been|age|the age of) (?:(?:about|around|maybe) )?"
                    r"(?:\d{1,2}|a (?:kid|child|teen|teenager|toddler|student)|little|young|[a-z]+teen|"
                    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
                    r"in (?:school|college|high school|uni(?:versity)?))"
                    r"|(?:high school|college|uni(?:versity)?|school|childhood|(?:19|20)\d\d))"
                    r"(?P<hedge>-?ish| or so| or thereabouts)?$", re.I)
# the same hedge said after a comma ("Since age 15, give or take.")
_HEDGE_AFTER = re.compile(r",\s*(?:roughly|give or take|more or less)\s*[.!]*$", re.I)
# fix32 (review17 Q21): "you two", "you guys", "you all" ask a group the user is in, not the user:
# the word after "you" is no verb, and the group's habit is no entry of the user's alone
_YOU_GROUP = r"(?!(?:two|three|four|guys|all|both|folks|lot|lads|girls|boys|ladies|people)\b)"
# "What instrument do you play?", "Which paper do you read?", "Where do you live?"
_WHAT_DO_YOU = re.compile(r"^(?P<wh>what|which|where)(?: (?:kind|type|sort)s? of)?(?P<x> [a-z]+)? do you "
                          + _YOU_GROUP
                          # learn60 (review20 R7): an adverb before the verb is not the verb
                          # ("What time do you usually start work?" gave "User usually at 9am start work")
                          + r"(?:(?P<adv>usually|normally|generally|mostly|often|always|still|sometimes|typically) )?"
                          r"(?P<v>(?!think|mean|say|know|feel|reckon|want|need|suggest|recommend|"
                          r"like about|love about)[a-z]+)(?P<rest>(?: [\w'-]+){0,4})\s*\?$", re.I)
# learn58: "What (sort of) music are you into?", "What are you into these days?": the taste
# asked with "be into" where "What music do you like?" asks it with a verb; its bare answer
# ("Mostly old soul records") is said back as "I'm into <it>"
_INTO = re.compile(r"^what(?: (?:kind|type|sort)s? of)?(?: [a-z]+){0,2}? (?:are|'re) you " + _YOU_GROUP
                   + r"(?:(?:really|mostly|most|big|so) )?into(?: (?:these days|lately|nowadays|right now|"
                   r"at the moment))?\s*\?$", re.I)
# learn58: "How often do you swim laps?" — "Three times a week.": a routine asked with how
# often, answered with how often alone (the yes/no "Do you … often?" is :func:`_yes_to`'s)
_HOW_OFTEN_ASKED = re.compile(r"^how often do you " + _YOU_GROUP + r"(?:still |usually |normally |get to )?"
                              r"(?P<v>[a-z]+)(?P<rest>(?: [\w'-]+){0,5}?)(?: (?:these days|nowadays|now))?"
                              r"\s*\?$", re.I)
# learn58: the lone preposition a verb of a "What … do you <verb> <prep>?" question ends on
# ("Which podcasts do you subscribe to?", "Which club do you play for?"): the answer goes
# after it, "I subscribe to <it>", never "I subscribe <it> to"
_LONE_PREPOSITION = re.compile(r"^ (?P<p>to|for|with|on|at|about|in|from)$", re.I)
# learn60 (review20 R7): the verb's preposition, then a time or a condition of the doing
# ("… do you listen to while coding?"): the answer goes after the preposition; any other words
# after a first preposition may be its object ("What do you cook for dinner?"): not joined
_PREPOSITION_THEN_WHEN = re.compile(r"^ (?P<p>to|for|with|on|at|about|in|from)(?= (?:while|when|whenever|during|"
                                    r"after|before|every|each|at (?:night|weekends|work)|on (?:weekends|"
                                    r"the weekend)|these days|nowadays|most)\b)", re.I)
# the question's rest that is itself a time ("Where do you live these days?"): the place goes
# before it, as with any other verb's time
_REST_OF_TIME = re.compile(r"^ (?:these days|nowadays|now|at the moment|right now|lately|at weekends|on weekends|"
                           r"on the weekend|every|each|most|in the (?:mornings?|evenings?)|at night)\b", re.I)
_PREPOSITION_FIRST = re.compile(r"^ (?:to|for|with|on|at|about|in|from|into)\b(?! (?:the )?(?:weekends?|night|nights|"
                                r"home|work|school|the moment|morning|mornings|evening|evenings|summer|winter|"
                                r"spring|autumn|fall|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)", re.I)
# learn52: a club joined, a childhood's place, a subject studied, asked with "which/where/what
# … did you <verb>?":
# the past of a choice in a life, answered with a name or a place. The verb's past comes from
# what is known of it (disclosure.PAST_OF, a few regular bases below), never guessed; the
# shape layer then reads "I signed with X" with every test it has (a single past act of the
# day is dropped there, as when said in full)
_WHAT_DID_YOU = re.compile(r"^(?P<wh>what|which|where)(?: (?:kind|type|sort)s? of)?(?P<x>(?: [a-z]+){1,2})? did you "
                           + _YOU_GROUP + r"(?P<v>[a-z]+)(?P<rest>(?: (?:up|with|at|for|to|from|in|on|"
                           r"into|as))?)\s*\?$", re.I)
# the pasts of a day's doings ("What did you eat?" — "Pizza"), of thinking and saying, and of
# "do/make/get/have", whose object says nothing of a life: no join
_DID_NOT_JOIN = frozenset(["eat", "drink", "see", "watch", "read", "hear", "say", "think", "do", "make",
                           "get", "have", "buy", "try", "mean", "like", "love", "feel", "want", "need",
                           "bring", "wear", "order", "pick", "play", "cook", "bake", "go", "find",
                           # review18 R14: a loss or a win is one event, not a choice in a life
                           "lose", "win", "sell", "forget", "break", "miss", "drop"])
# review18 R14: a contrast after the answer that takes the choice back ("…, but the deal fell
# through", "…, though I turned it down"); one that only adds ("Law, but I quit") does not
_UNDONE = re.compile(r"\b(?:but|though|although|except|until)\b.*\b(?:fell (?:through|apart)|didn't|did not|"
                     r"never|wasn't|weren't|cancel(?:l?ed)?|called (?:it )?off|backed out|pulled out|"
                     r"turned (?:it|them|him|her) down|changed my mind|not really|not in the end)\b", re.I)
# review18 R14: an answer that names no one ("Nobody, sadly.") is no choice made
_NAMES_NO_ONE = re.compile(r"^(?:nobody|no one|no-one|nothing|none|nowhere|neither|no team|no club)\b", re.I)
_REGULAR_PAST = {"sign": "signed", "study": "studied", "major": "majored", "adopt": "adopted",
                 "settle": "settled", "train": "trained", "graduate": "graduated", "name": "named",
                 "enrol": "enrolled", "enroll": "enrolled", "live": "lived", "serve": "served",
                 "specialize": "specialized", "specialise": "specialised", "choose": "chose"}
# "Do you have any pets?", "Got any siblings?", "How many kids do you have?"
_ANY = re.compile(r"^(?:do you have|have you got|you got|got|do you own) any (?P<x>[a-z]+(?: [a-z]+)?)\s*\?$",
                  re.I)
_HOW_MANY = re.compile(r"^how many (?P<x>[a-z]+(?: [a-z]+)?) do you (?P<v>have|own|speak|play)\s*\?$", re.I)
_HAVE_YOU = re.compile(r"^(?:(?P<have>have) you " + _YOU_GROUP + r"(?:ever )?(?P<pp>\w+)|(?P<do>do) you "
                       + _YOU_GROUP + r"(?:ever )?"
                       r"(?P<v>\w+))"
                       r"(?P<rest>(?: [\w'-]+){1,6}?)(?: (?:before|yet|lately|recently|"
                       r"ever|much|often|a lot))?\s*\?$", re.I)
# Verbs of a question that asks for an opinion, a wish or a favour, not a fact of the user.
_NOT_A_FACT = re.compile(r"^(?:think|mean|know|want|wanna|need|mind|feel|remember|agree|reckon|"
                         r"guess|see|get|understand|wish|hope|plan|fancy|like to|recommend|suggest|"
                         r"tried|thought|heard|seen|done|had|got|gotten|made)$", re.I)
# What a yes may say instead of repeating the verb: "I do", "I sure have", "Love it", "I love to".
_YES_ECHO = re.compile(r"^(?:i )?(?:(?:sure|really|definitely|totally|absolutely) )?"
                       r"(?P<w>do|have|am|love to|love it|love them|like to)\b[,!.]?\s*", re.I)
_CONTENT_STOP_WORDS = """a an the any some of in on at to for with from about into up out my
your our their his her its and or but"""
_CONTENT_STOP = frozenset(_CONTENT_STOP_WORDS.split())

# The answer's fragment: after a yes or a reaction, and a name said to the friend.
_YES = re.compile(r"^(?:yes|yeah|yep|yup|ya|yea|sure|definitely|absolutely|totally|of course|"
                  r"indeed|oh yeah|oh yes|for sure)\b[,!.]?\s*", re.I)
# A reaction before the answer: these words with or without a comma; any other word of a
# reaction ("Cool, Gina!", "Nice!") only when set off by punctuation ("Lovely walks" stays).
# (A word of the first group is read there only: its "[,!.]?" takes the mark the second
# group would, and a word read both ways gave a run of them 2**n readings.)
_REACTION_WITH_OR_WITHOUT_MARK = SOUNDS + STANCE + OF_THE_QUESTION + THANKS
_REACTION = re.compile(r"^(?:(?:(?:" + "|".join(_REACTION_WITH_OR_WITHOUT_MARK) + r")\b[,!.]?|(?:"
                       + "|".join(sorted(REACTION - set(_REACTION_WITH_OR_WITHOUT_MARK) - set(YES) - set(NO)
                                         - set(CERTAIN) - {"sure"})) + r")[,!.])\s*)+", re.I)
_CERTAIN_THEN_ANSWER = re.compile(r"^(?:definitely|absolutely|totally|of course|for sure) "
                                  r"(?=(?-i:[A-Z0-9])(?!I\b)[^,.!?;:]*(?:[.!]|$))", re.I)
_NAME = re.compile(r"^[A-Z][a-z]+[,!.]\s+(?=\S)")   # not the answer itself ("Radiohead!")
_LEAD = re.compile(r"^(?:mostly|usually|probably|just|only|definitely|basically)\s+", re.I)
_ECHO = re.compile(r"^i (?:have|do|did|had)\b[,!.]?\s*", re.I)   # "Yes, I have, loads of times"
_NEGATED = re.compile(r"\b(?:no|not|never|nope|nah|nothing|none|neither|nor)\b|n't\b", re.I)
_VAGUE = re.compile(r"\b(?:anymore|anytime|at all|any|anything|something|stuff|things?|one|ones|it|them|that|this|"
                    r"those|these|there|here)\b", re.I)

_NUMBER = (r"(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
           r"twelve|fifteen|twenty|thirty|a couple(?: of)?|a few|several|many)")
_DURATION = re.compile(rf"^(?P<d>(?:(?:about|around|almost|nearly|over|just over|just under|"
                       rf"more than|roughly|like|maybe|probably) )?{_NUMBER} (?:and a half )?"
                       rf"(?:years?|months?|weeks?|decades?)(?: and a half)?)"
                       rf"(?: (?:now|already|or so|so far|ago))?$", re.I)
_HOW_OFTEN = re.compile(rf"^(?P<h>(?:plenty of|lots of|loads of|a bunch of|countless|many|"
                        rf"a couple of|a few|several|{_NUMBER}) times|once|twice|"
                        rf"every (?:day|week|weekend|month|year|summer|winter|morning|evening|"
                        rf"night|sunday|saturday)|all the time|daily|weekly|most (?:days|weekends)|"
                        rf"(?:about|around) once a (?:week|month|year)|once a (?:week|month|year)|"
                        # learn46: "a few times a week", "three times a month", "twice a week"
                        rf"(?:(?:about|around|at least) )?(?:{_NUMBER} times|twice) a (?:day|week|month|year)|"
                        rf"since i was a kid|since childhood|as a kid|(?:{_NUMBER}) years? ago)"
                        rf"(?: (?:now|already|or so))?$", re.I)
# learn46: the question's verb said back as a bare "go" or "do" ("we go", "I do") before how often
_GO_DO_ECHO = re.compile(r"^(?:i|we) (?:usually |normally |still |try to )?(?:go|do)\s+", re.I)
# A remark on what the friend said ("sounds great", "looks fun"), not an answer.
_REMARK = re.compile(r"\b(?:sounds?|looks?|seems?|feels?)\b", re.I)
# An answer that is itself an act ("Going for a run"): not a thing one has or does.
_DOING = re.compile(r"^(?:just |mostly |probably )?[a-z]+ing\b(?! (?:and|,))", re.I)
_COUNT = re.compile(rf"^(?:just |only )?(?P<n>{_NUMBER})$", re.I)
# learn99 (MSC dev, issue 31): "How old are you?" — "Seventeen." or "I'm 17."; "How old are
# your kids?" — "Nine and six." or "They're nine and six." The ages alone have no subject and
# no verb, and "I'm 17" alone may be anything counted; with the question they are the user's
# age ("I am 17 years old") or the ages of the user's own people or pets, named by the question
# ("My kids are nine and six"). Only ages (a number, "and a half", "years / months old"), one
# for "you" and for a singular, two or more for a plural (one age for "your twins" says
# whose?); the answer's subject, if said, is the one asked about ("I'm" to "you", "they're" to
# a plural, "he's / she's / it's" to a singular); anything after the first clause is read by
# itself, as every answer's is.
_AGE_NUMBER = (r"(?:(?:about|around|almost|nearly) )?(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|"
               r"eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|"
               r"five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
               r"eighteen|nineteen)(?: and a half)?")
_AGES = re.compile(rf"^(?P<ages>{_AGE_NUMBER}(?:(?:,? and |, | & ){_AGE_NUMBER})*)"
                   r"(?P<unit> (?:years?|yrs?|months?) old)?$", re.I)
_HOW_OLD = re.compile(
    r"^how old (?:are you(?: (?:now|again|exactly))?|(?P<be>are|is) your (?P<who>(?:(?:little|baby|older|younger|"
    r"eldest|oldest|youngest|two|three|four) )?(?:kids?|children|child|sons?|daughters?|siblings?|brothers?|"
    r"sisters?|grandkids?|grandchildren|grandchild|grandsons?|granddaughters?|boys|girls|nieces?|nephews?|"
    r"dogs?|cats?|puppy|puppies|kittens?))(?: now)?)\s*\?$", re.I)
# the answer's own subject, when it says one: the one the question asks about
_AGE_SUBJECT = {"you": re.compile(r"^i(?:'m| am) ", re.I), "are": re.compile(r"^they(?:'re| are) ", re.I),
                "is": re.compile(r"^(?:he|she|it)(?:'s| is) ", re.I)}


def _ages_restated(question: str, said: str) -> str | None:
    """The ages ``said`` to "How old are you / your X?" as the user's sentence (above), or None."""
    asked = _HOW_OLD.match(question)
    if asked is None:
        return None
    ages = _AGES.match(_AGE_SUBJECT["you" if asked["who"] is None else asked["be"].lower()].sub("", said, count=1))
    if ages is None:
        return None
    count = len(re.split(r",? and |, | & ", ages["ages"]))
    unit, said_ages = (ages["unit"] or "").lower(), ages["ages"].lower()
    if asked["who"] is None:
        return f"I am {said_ages}{unit or ' years old'}" if count == 1 else None
    if (asked["be"].lower() == "is") != (count == 1):
        return None   # "How old are your twins?" — "Three.": one age for two; or two for one
    return f"My {asked['who'].lower()} {asked['be'].lower()} {said_ages}{unit}"


#: review36 R11: what a count of the user's life counts (kids, siblings, pets, cars, languages …):
#: "Do you have any questions?" — "I have two." is the chat's, no fact
_COUNTED_OF_A_LIFE = re.compile(
    r"^(?:(?:little|young|older|younger|grown) )?(?:kids|children|sons|daughters|grandkids|grandchildren|"
    r"siblings|brothers|sisters|cousins|pets|dogs|cats|horses|birds|fish|chickens|cars|bikes|motorbikes|"
    r"motorcycles|houses|homes|languages|instruments|guitars|tattoos|degrees|jobs|roommates|flatmates|"
    r"plants|bees|hives)$", re.I)
# learn99 (MSC dev): "Do you have kids (too)?" — "Two kids." or "No kids.": a count of the kind
# asked, with its noun, or "no" and the very noun asked, is the user's answer of a life in either
# reading ("I have two kids", "I have no kids"); any more after "no" ("No, just a cat", "No just
# a boyfriend") is a clause of its own, read by itself.
_HAVE_ONES_OWN = re.compile(r"^(?:do you have|have you got|you got|got|do you own)(?: any)? (?P<x>[a-z]+)"
                            r"(?: (?:too|as well|yet|at home|of your own))?\s*\?$", re.I)
_NONE_OF_THE_KIND = re.compile(r"^\W*(?:(?:oh|well|sadly|unfortunately|haha)\W+)*no (?P<x>[a-z]+)(?: (?:yet|at all))?"
                               r"\s*[.!]*$", re.I)
_COUNT_OF_THE_KIND = re.compile(rf"^(?:just |only )?(?P<n>{_NUMBER}) (?P<x>[a-z]+)$", re.I)
# one kind said two ways ("Do you have kids?" — "Two children.")
_SAME_KIND = ({"kids", "children"}, {"grandkids", "grandchildren"})


def _of_the_kind(asked: str, said: str) -> bool:
    asked, said = asked.lower(), said.lower()
    return bool(_COUNTED_OF_A_LIFE.match(asked)) and (
        asked == said or any(asked in kind and said in kind for kind in _SAME_KIND))


def _own_ones_restated(question: str, answer: str, said: str) -> str | None:
    """"Do you have kids?" — "Two kids." / "No kids." as the user's sentence (above), or None."""
    if (asked := _HAVE_ONES_OWN.match(question)) is None:
        return None
    first = sentences(answer.strip())[0] if answer.strip() else ""
    if (none := _NONE_OF_THE_KIND.match(first)) and _of_the_kind(asked["x"], none["x"]):
        return f"I have no {none['x'].lower()}"
    if (count := _COUNT_OF_THE_KIND.match(said)) and _of_the_kind(asked["x"], count["x"]):
        return f"I have {count['n'].lower()} {count['x'].lower()}"
    return None


# learn100 (MSC dev, issue 31): the friend asks about one slot of the user's life and the user
# answers with its filler alone: "What do you do for a living?" — "A welder." / "Retired." /
# "Logistics."; "What's your name?" — "Odile."; "Where are you from?" — "Portugal." / "From
# Manitoba."; "Do you have a car?" — "Yes, a Skoda."; "What kind of bike do you have?" — "A fixie."
# The question's words give the slot and the frame, the fragment fills it, and the sentence is
# said back as the user's own ("I am a welder", "I work in logistics", "My name is Odile", "I
# am from Portugal", "I have a Skoda", "My bike is a fixie"); the shape layer reads it as it reads
# any other. Only the answer's first sentence (:func:`restated`'s ``before``), only a filler
# of the slot's own shape: a role noun for a role, a capitalised name for a name, a place for a
# place, a noun phrase with its article for a thing one has; anything else keeps nothing.
_ASKS_ROLE = re.compile(
    r"^(?:what do you do(?: for (?:work|a living|your job|money|your day job))?|what do you work as|"
    r"what(?:'s| is|s) your (?:job|occupation|profession|line of work|day job|career)|"
    r"what (?:kind|type|sort|line) of (?:work|job) (?:do you do|are you in)|what line of work are you in|"
    r"do you have a job|(?:what|which) (?:field|industry) (?:do you work in|are you in))"
    r"(?: (?:now|these days|nowadays|right now))?\s*\?$", re.I)
# the state that answers a role question ("Retired.", "Self-employed.")
_ROLE_STATE = re.compile(r"^(?:semi-?)?(?:retired|unemployed|self-employed|self employed|between jobs|"
                         r"a (?:stay[- ]at[- ]home|full[- ]time|part[- ]time) (?:mom|dad|mum|parent|student))$",
                         re.I)
# a field one works in ("Logistics.", "Retail.", "In finance.", "Parks department."): a word named
# as one, or else any word with a field's ending (``ending``)
_FIELD = re.compile(r"^(?:in )?(?P<f>(?:[a-z]+ ){0,2}(?:retail|"
                    r"sales|finance|tech|law|it|hr|real estate|business|media|logistics|insurance|"
                    r"banking|nursing|accounting|marketing|engineering|trucking|farming|publishing|"
                    r"advertising|catering|landscaping|plumbing|roofing|manufacturing|tutoring|"
                    r"(?P<ending>[a-z]+(?:tion|sion|ment|ance|ence|ics|try|care))))$", re.I)
# review45: a word with a field's ending that names a time or a state away from work, or a
# mood ("Retirement, finally!", "Vacation mostly.", "Procrastination."): no field one works in
_NO_FIELD_OF_WORK = frozenset(["retirement", "unemployment", "vacation", "vacations", "procrastination",
                               "meditation", "relaxation", "recreation", "depression", "attention",
                               "silence", "patience", "question", "imagination", "confusion",
                               "isolation", "quarantine", "nothing"])
# fix45: an ending says a noun of a state, a doing or a quality as much as a field ("Depression,
# mostly.", "Poetry.", "Self-care."), so the ending alone is read as a field only when the question
# asks about work ("for a living", "your job", "what field"); the bare "What do you do?" asks
# about a life (a mood, a pastime, a job) and takes only the fields named below, each a word the
# ending took (nothing is kept here that the ending did not keep)
_ASKS_WHAT_ONE_DOES = re.compile(r"^what do you do(?: (?:now|these days|nowadays|right now))?\s*\?$", re.I)
_FIELDS_WITH_AN_ENDING = frozenset([
    "construction", "education", "administration", "transportation", "sanitation", "aviation", "animation",
    "automation", "conservation", "production", "distribution", "nutrition", "translation", "demolition",
    "renovation", "restoration", "television", "management", "department", "development", "government",
    "entertainment", "recruitment", "procurement", "enforcement", "investment", "maintenance",
    "compliance", "assurance", "science", "defence", "economics", "electronics", "robotics", "analytics",
    "graphics", "physics", "politics", "mathematics", "statistics", "linguistics", "chemistry",
    "dentistry", "forestry", "carpentry", "industry", "ministry", "healthcare", "childcare", "eldercare"])
_ASKS_NAME = re.compile(r"(?:^|\b)what(?:'s| is|s) your (?:first |full |real )?name\s*\?$", re.I)
_ASKS_NAME_BACK = re.compile(r"(?:^|\b)(?:what(?:'s| is|s) yours|and yours|yours)\s*\?$", re.I)
_FRIEND_NAMED = re.compile(r"\bmy name(?:'s| is) [A-Za-z]", re.I)
# a capitalised name alone ("Odile.", "Mary Ann."), not a word of greeting or reaction
_A_NAME = re.compile(r"^(?:it's |its |just )?(?P<n>[A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)$")
_NOT_A_NAME = frozenset(["hi", "hello", "hey", "yes", "no", "sure", "thanks", "good", "great", "fine", "well",
                         "nice", "cool", "wow", "same", "me", "you", "why", "what", "who", "sorry", "ok",
                         "okay", "oh", "haha", "lol", "nothing", "nobody", "guess", "secret", "mine",
                         "awesome", "yeah", "yep", "nope", "hmm", "ah", "welcome", "pleasure", "likewise",
                         "whatever", "anyway", "so", "bye", "morning", "evening", "afternoon", "night",
                         "cheers", "hiya", "howdy", "greetings", "user", "friend", "buddy",
                         # review45: a name withheld ("Pass.", "Private.") was kept as the name
                         "pass", "later", "private", "anonymous", "anon", "nevermind", "classified",
                         "unknown", "confidential", "idk", "dunno", "nah"])
# (a bare place to "Where do you live?" or "Where did you grow up?" says in it or near it; to
# "Where are you from?" it is where from, as "from" says)
_ASKS_FROM = re.compile(r"^(?:where (?:are|were) you (?:originally )?from(?: originally)?|where you from)\s*\?$",
                        re.I)
# a place alone: "Portugal.", "From Manitoba.", "Upper Austria.", "from leeds" (said with "from")
_A_PLACE = re.compile(r"^(?:(?P<from>from|in) )?(?P<p>(?:the )?[A-Za-z][a-z]+(?:,? [A-Za-z][a-z]+){0,2})$", re.I)
# review45: a word before the place that is no part of its name, a time ("Originally Ohio."),
# a nearness ("Near Boston.", "Outside Leeds.") or no place at all ("Everywhere really."): said
# after "I am from" it was written capitalised into the place ("User is from Near Boston.");
# after "from" ("From near Boston.") it reads as said and stays
_OPENS_NO_PLACE = frozenset(["originally", "born", "raised", "near", "nearby", "around", "outside", "close",
                             "by", "just", "mostly", "probably", "actually", "really", "basically",
                             "currently", "somewhere", "everywhere", "anywhere", "nowhere", "all",
                             "kind", "sort", "same", "also"])
_ASKS_HAVE_A = re.compile(r"^(?:do you (?:have|own)|have you got|you got|got) (?:a|an) (?P<x>pet|dog|cat|car|"
                          r"truck|bike|motorcycle|motorbike|house|boyfriend|girlfriend|partner|husband|wife|"
                          r"horse|garden|boat)(?: (?:too|as well|yet|at home|of your own))?\s*\?$", re.I)
_ASKS_KIND_HAD = re.compile(r"^what (?:kind|type|sort|breed|make) of (?P<x>[a-z]+) do you (?:have|own|drive|"
                            r"have now)\s*\?$", re.I)
# review45: how many, not a kind ("A lot.", "A couple.", "A bunch of them."): written as the kind
# asked for it was broken ("User's dog is a couple.")
_HOW_MANY_NOT_A_KIND = re.compile(r"^an? (?:lot|couple|bunch|few|ton|handful|number|load|heap|dozen)(?: of\b|$)", re.I)
_WITH_ARTICLE = re.compile(r"^(?:a|an|one|two|three|four|five|six) [a-z]", re.I)
# fix45: a partner is had by the relation, so the kinds of one are the words of the relation
# ("Do you have a partner?" - "Yes, a wife."); any other noun says what the person is or is like
# ("Yes, a jerk.", "Yes, a fireman."), where a pet's or a car's noun names a kind of it ("a beagle",
# "a Skoda"), and "I have a jerk" would misstate it
_PARTNER = frozenset(["boyfriend", "girlfriend", "partner", "husband", "wife"])
_PARTNER_KINDS = _PARTNER | {"fiance", "fiancee", "fiancé", "fiancée", "spouse"}


def _an(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _slot_filled(question: str, friend_turn: str, said: str) -> str | None:
    """The fragment ``said`` to a question of one slot of the user's life (above) as the
    user's sentence, or None."""
    said = said.strip(" .!,")
    # a remark of the friend's before the question, set off by a comma ("It's raining here again,
    # where are you from?"): the question is what follows it
    question = re.sub(r"^.*,\s+(?=(?:what|where|which|do|have|got)\b)", "", question, flags=re.I)
    if not said or _VAGUE.search(said) or _NEGATED.search(said) or _NOT_BARE.search(said) \
            or len(said.split()) > 6:   # "I just a welder": broken writing, no fragment
        return None
    if _ASKS_ROLE.match(question):
        said = re.split(r",\s*", said, maxsplit=1)[0]   # "Nurse, at the county hospital": the role
        if _ROLE_STATE.match(said):
            return f"I am {said.lower()}"
        np = re.split(r" (?:at|for|in|with|on)\b", said, maxsplit=1)[0]
        words = np.split()
        head = words[-1].lower() if words else ""
        # (review45: a noun in "-ment" is no doer, "department", "retirement": read as a role's
        # "-ent" it was written "User is a parks department.")
        if words and names_a_role(head) \
                and not _DOING.match(np):
            role = said[:1].lower() + said[1:] if not said[:2].isupper() else said
            if re.match(r"(?:a|an) ", role, re.I):
                return f"I am {role}"
            if re.match(r"(?:the|my|your|some|\d)\b", role, re.I) or looks_plural(head):
                return None   # "The boss.", "Two jobs": no role of one's own said so
            return f"I am {_an(role)} {role}"
        if (field := _FIELD.match(said)) and (len(said.split()) == 1 or not _DOING.match(said)) \
                and field["f"].split()[-1].lower() not in _NO_FIELD_OF_WORK \
                and not (field["ending"] and _ASKS_WHAT_ONE_DOES.match(question)
                         and field["ending"].lower() not in _FIELDS_WITH_AN_ENDING):
            name = field["f"]
            name = name if name.isupper() else name.lower()
            return f"I work in {'the ' if name.endswith(' department') else ''}{name}"
        return None
    if _ASKS_NAME.search(question) or (_ASKS_NAME_BACK.search(question) and _FRIEND_NAMED.search(friend_turn)):
        name = _A_NAME.match(said)
        if name and not any(w.lower() in _NOT_A_NAME or w.lower() in REACTION for w in re.split(r"[- ]", name["n"])):
            return f"My name is {name['n']}"
        return None
    if _ASKS_FROM.match(question):
        place = _A_PLACE.match(said)
        if place is None or _DOING.match(place["p"]) or (not place["from"] and not place["p"][:1].isupper()):
            return None   # "Around.", "here": no place; a lowercase word alone may be anything
        if place["p"].lower().split()[0] in _NOT_A_NAME | REACTION:
            return None
        if not place["from"] and place["p"].lower().split()[0].rstrip(",") in _OPENS_NO_PLACE:
            return None   # review45: "Originally Ohio." was written "User is from Originally Ohio."
        return f"I am from {place['p']}" if (place["from"] or "from").lower() == "from" else None
    if (had := _ASKS_HAVE_A.match(question) or _ASKS_KIND_HAD.match(question)) and _WITH_ARTICLE.match(said):
        thing = said[:1].lower() + said[1:]
        if _ASKS_KIND_HAD.match(question) and _HOW_MANY_NOT_A_KIND.match(thing):
            return None   # review45: "What kind of music do you have?" - "A lot." ("User's music is a lot.")
        # (its words, not its space-cut pieces: "a wife, Ana" holds "wife", not "wife,")
        if had["x"].lower() in _PARTNER and not _PARTNER_KINDS & set(re.findall(r"[^\W\d_]+", thing.lower())):
            return None   # fix45: "Do you have a boyfriend?" - "Yes, a jerk." ("User has a jerk.")
        if _ASKS_KIND_HAD.match(question) and re.match(r"(?i)an? ", thing) and not looks_plural(had["x"]):
            return f"My {had['x'].lower()} is {thing}"   # "What kind of bike do you have?" — "A fixie."
        return f"I have {thing}"
    return None


#: the question's verb said again before the count ("I have two", "I've got three", "We own two")
_HAVE_ECHO = re.compile(r"^(?:i|we)(?:'ve| have)? (?:have|own|got|speak|play) (?=\S)", re.I)
# Where: a place after its preposition ("in Leeds", "at Google", "near the coast"). A bare
# name ("Google.") gives nothing: "User works Google." has lost the word that says how.
_PLACE = re.compile(r"^(?P<prep>(?:just |right )?(?:in|near|outside|by|on|at|around|close to|up in|"
                    r"down in|for|from) )", re.I)
# The particle of a phrasal verb ("wake up", "pick up"): the answer goes after it.
_PARTICLE = re.compile(r"^ (?P<p>up|out|off|down|over|back|away|in|on)\b", re.I)
# A yes/no question about the moment ("Have you eaten yet?", "Have you been waiting long?"):
# its yes says nothing that is still true tomorrow.
# (text.MOMENT's words, and those only a question of the moment asks with)
_ASKED_NOW = re.compile(r"\b(?:yet|long|lately)\b", re.I)
# A bare list of things: no subject pronoun, no finite verb of its own.
_NOT_BARE = re.compile(r"\b(?:i|i'm|i've|we|we're|you|he|she|it|it's|they|is|are|was|were|be|"
                       r"been|am|has|have|had|do|does|did|can|could|will|would|should|'s|"
                       r"think|guess|know|mean|depends)\b", re.I)


# "I've been carving for six months or so": the question's verb said again, and how long
_ECHOED_HOW_LONG = re.compile(
    rf"^i(?:'ve| have) (?P<v>(?:been )?[a-z]+) for (?P<d>(?:(?:about|around|almost|nearly|over|"
    rf"just over|just under|more than|roughly) )?{_NUMBER} (?:years?|months?|weeks?|decades?))\b", re.I)
_AGAIN = re.compile(r"\s+(?:again|now|so far|already)$", re.I)


def asks_how_long(friend_turn: str | None) -> bool:
    """Whether the friend's last sentence asks how long the user has been doing something:
    its answer may give the duration and then say more ("Seven years, and I …"; learn38)."""
    question = last_question(friend_turn) if friend_turn else None
    return question is not None and bool(_HOW_LONG.match(question))


def asks_how_old(friend_turn: str | None) -> bool:
    """Whether the friend's last sentence asks the user's age or the ages of their own people
    or pets: "I'm 16" alone says no age (learn99, :func:`_ages_restated`)."""
    question = last_question(friend_turn) if friend_turn else None
    return question is not None and bool(_HOW_OLD.match(question))


@per_review()   # pure; fast44 (issue 27): the same turn's question is asked for by each sentence of the answer
def last_question(turn: str) -> str | None:
    """The friend's last sentence when it is a question, without openers and a name."""
    found = _LAST_QUESTION.search(_SHOWN_AFTER.sub("", turn.strip()))
    if found is None:
        return None
    question = _OPENER.sub("", found["q"].strip())
    return _TRAILING_NAME.sub("?", question)


# What fragment cuts, compiled once (issue 27: read on every answer to a question): a name
# alone, where the first clause ends, a final stop (not an initial's), a filler after the
# answer, the word "I" opening it, a number word
_ONE_NAME = re.compile(r"[A-Z][a-z]+\W*")
_FIRST_CLAUSE_END = re.compile(r"[!?;:]|,\s+(?:and (?=i\b|it\b|we\b)|but|so)\b|\s[-–—]\s|,\s*(?=i\b|i'm|i've|it)",
                               re.I)
_FINAL_STOP = re.compile(r"(?<!\b[A-Z])\.$")
_FILLER_AFTER = re.compile(r",?\s+(?:for sure|for real|really|honestly|now|already|haha|lol|mostly|usually|"
                           r"probably|obviously|of course|i guess|i think)$", re.I)
_THE_WORD_I = re.compile(r"I\b")
_A_NUMBER = re.compile(_NUMBER)


def fragment(answer: str) -> tuple[str, bool]:
    """The answer's words after a yes, a reaction and a name, up to the end of its first
    clause, and whether it opened with a yes."""
    text = _REACTION.sub("", answer.strip())
    reacted = text != answer.strip()
    yes = bool(_YES.match(text))
    # learn64: "Definitely Carcassonne!" - a word of certainty run straight into a capital,
    # with no comma between or after, is what is asked; a name said to the friend is set off
    # ("Definitely, Mel!", "Yeah, Jon"), and one with a comma after it is left as it was read
    certain = not reacted and bool(_CERTAIN_THEN_ANSWER.match(text))
    text = _YES.sub("", text)
    if (reacted or yes) and not certain:   # "Thanks, Mel! …", "Yeah, Jon, …": a name said to the friend
        text = _REACTION.sub("", _NAME.sub("", text))
    if (reacted or yes) and not certain and _ONE_NAME.fullmatch(text):
        return "", yes   # "Thanks, Mel!": the friend's name, not the answer
    text = _ECHO.sub("", text) if yes else text
    # the first sentence as :func:`.text.sentences` reads one (learn54: one reading of where a
    # sentence ends — no end after a title or an initial, "Mr. Patel", "J. R. R. Tolkien", review18
    # R5, nor inside a number, "3.5 years", nor after an abbreviation's point, "D.C. now"), then
    # its first clause; a final stop goes, an abbreviation's own point stays
    first = sentences(text)[0] if text.strip() else ""
    first = _FIRST_CLAUSE_END.split(first, maxsplit=1)[0]
    first = _FINAL_STOP.sub("", first.rstrip())
    first = _FILLER_AFTER.sub("", first.strip(" ,"))
    first = _LEAD.sub("", first.strip(" ,").lstrip("-–— "))   # learn52: "Yeah - building a canoe"
    # the answer's first word is written in the middle of the user's sentence: a number or
    # a common noun phrase loses its capital ("Two brothers" → "I have two brothers"); a
    # name keeps it ("Star Wars"; a single word cannot be told apart and keeps it too)
    # review20 R3: a people's or a language's adjective keeps its capital ("Korean thrillers",
    # "Thai and Ethiopian"), as a name does; fix38 (R13): read from a closed class
    # (words.DEMONYMS), not by its ending, which also ends "Cheese", "Urban", "Sushi"
    words = first.split()
    if words and words[0][:1].isupper() and not _THE_WORD_I.match(words[0]) \
            and words[0].strip(",") not in DEMONYMS \
            and (_A_NUMBER.fullmatch(words[0].lower()) or len(words) > 1 and words[1][:1].islower()):
        first = first[:1].lower() + first[1:]
    return first.strip(" ,"), yes



# learn71 (filled in from the other speaker): the doing a how-long question asks of, and its object
_ASKED_DOING = re.compile(r"^(?:been )?(?P<v>[a-z]+?)(?:ing|ed|s)? (?:(?:the|a|an|your|my) )?(?P<o>[a-z][\w-]*)")


def _object_in_doubt(friend_turn: str, question: str, pred: str) -> bool:
    """Whether the friend's turn, before its question, gives the question's verb another
    object ("I'd love to hear you play the fiddle. How long have you been on the harp?" said with
    the verb both times): the friend named two, and which one the answer "I've been playing for
    six years" is of stays in the chat. An answer filled from the question would take the friend's word for
    it (learn71, issue 31)."""
    asked = _ASKED_DOING.match(pred.lower())
    if asked is None:
        return False
    before = friend_turn[: friend_turn.rfind(question)] if question in friend_turn else ""
    # only an object after a determiner: "you play so well" gives the verb no object
    others = re.finditer(r"\b" + re.escape(asked["v"]) + r"(?:e|es|ed|ing|s)? (?:the|a|an|your) "
                         r"(?P<o>[a-z][\w-]*)", before.lower())
    return any(o["o"] != asked["o"] for o in others)


def _yours_mine(text: str) -> str:
    """The question's words said back by the user: "your" is "my", "you" is "me"."""
    text = re.sub(r"\byour\b", "my", text, flags=re.I)
    text = re.sub(r"\byourself\b", "myself", text, flags=re.I)
    return re.sub(r"\byou\b", "me", text, flags=re.I)


# learn50: the friend's own first person in the question ("Have you met my friend Sam?") is the
# friend's: said back by the user it would become the user's ("User has met their friend
# Sam."), a referent only in the other speaker's turn; such a question is not restated.
_FRIENDS_OWN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|my|me|mine|myself)\b")


# review18 R3: what the rest of a "since" answer says against it ("Since college, though I
# stopped after my injury"): the doing is no longer the user's
_CONTRAST = re.compile(r"\b(?:but|though|although|until|till|except|not anymore|no longer)\b", re.I)
# the question's doing is of the moment ("How long have you been waiting?"): no fact
_OF_THE_MOMENT = re.compile(r"^(?:been )?(?:waiting|sitting|standing|awake|up|here|there|out|away|gone|online|"
                            r"stuck|on hold|in line|in the queue)\b", re.I)
# a doing of the household or the day is no project ("Cleaning the kitchen", "Getting ready
# for bed": review18 R3)
_CHORE = re.compile(r"^(?:just |mostly |probably )?(?:cleaning|tidying|washing|doing (?:the )?(?:dishes|"
                    r"laundry|chores)|cooking (?:dinner|lunch|breakfast)|getting ready|showering|eating|"
                    r"sleeping|napping|resting|relaxing|chilling|packing|unpacking|shopping|"
                    r"grocery shopping|commuting|waiting)\b", re.I)


_THANKS_OR_A_PREFACE = re.compile(r"^\W*(?:thanks|thank you|cheers)\b", re.I)
_PREPOSITION_LED = re.compile(r"^(?:after|before|for|about|since|until|during|despite|because)\b", re.I)


def _hedged(pick: str, hedge: re.Match[str] | None) -> str:
    """The favourite's ``pick`` with the hedge said on it, if any ("probably Catan")."""
    return f"{hedge['h'].lower()} {pick}" if hedge else pick


def _only_reactions(text: str) -> bool:
    """Whether every word of ``text`` is a reaction ("Cool!", "Oh. Wow."); true of nothing said."""
    return all(word.strip(",!.'").lower() in REACTION for word in text.split())


def restated(friend_turn: str | None, answer: str, *, before: str = "",
             to_the_assistant: bool = False) -> str | None:
    """The short ``answer`` said as one first-person sentence with the question of
    ``friend_turn`` (module docstring), or ``None`` when the two do not make one.
    ``before`` is what the reply said before ``answer``: a favourite asked is named once,
    in the reply's first sentence that is more than a reaction (review18 R5).
    ``to_the_assistant``: the question is the assistant's (no names exchanged): only the
    questions of :func:`_asks_of_a_life` are joined."""
    if answer.rstrip().endswith("?"):
        # learn108: "A beagle, what about you?": the answer before the question asked back
        # (:mod:`.turned_back`); any other question answers nothing
        answer = answer_before(answer) or ""
    if not friend_turn or not answer:
        return None
    question = last_question(friend_turn)
    if question is not None and not _FRIENDS_OWN.search(question) \
            and (own := _own_ones_restated(question, answer, fragment(answer)[0])):
        return own   # learn99: "Do you have kids?" — "No kids." / "Two kids." (above)
    if question is not None and _only_reactions(before) \
            and (filled := _slot_filled(question, friend_turn, fragment(answer)[0])):
        return filled   # learn100: "What do you do for a living?" — "A nurse." (above)
    if question is not None and _only_reactions(before) and not _FRIENDS_OWN.search(question) \
            and (done := pastime_restated(question, fragment(answer)[0])):
        return done   # learn108: "What do you do for fun?" — "Knitting and baking." (.pastime)
    if question is None or _NEGATED.search(answer.split(".")[0]) or _FRIENDS_OWN.search(question):
        return None
    if to_the_assistant and not _asks_of_a_life(question, answer):
        return None
    hedge = None   # a hedge said on a favourite's pick (_PICK_HEDGE)
    if _FAVOURITE.match(question) or _FAVOURITE_ANY.match(question):
        answer, named = _MINE_IS.subn(r"\g<lead>", answer, count=1)   # "Mine is the lemon tart" (learn70)
        if named and _NO_FAVOURITE_NAMED.match(answer.lstrip(" ,")):
            return None   # review24 R14: "Mine is hard to pick": a predicate, no favourite
        if _MINE_DOES.match(answer):
            return None   # "Mine changes every week": a clause of its own, no favourite named
        first = sentences(answer)[0] if answer.strip() else ""
        if hedge := _PICK_HEDGE.search(first):
            answer = answer.replace(first, _PICK_HEDGE.sub("", first, count=1).strip(), 1)
    said, yes = fragment(answer)
    if (MOMENT.search(question) or _ASKED_NOW.search(question)) and _HAVE_YOU.match(question):
        return None   # "Have you eaten yet?" — "Yes.": a question of the moment
    if yes and (asked := _HAVE_YOU.match(question)) and (joined := _yes_to(asked, said)):
        return joined
    if (how_long := _HOW_LONG.match(question)) and _object_in_doubt(friend_turn, question, how_long["pred"]):
        return None
    if how_long and (echoed := _ECHOED_HOW_LONG.match(
            _YES.sub("", _REACTION.sub("", answer.strip())))):
        # "How long have you been carving spoons?" — "I've been carving for two years, and
        # …": the answer says the verb again without its object (learn38)
        pred = _AGAIN.sub("", how_long["pred"])
        verb = echoed["v"].lower()
        if pred.lower().startswith(verb + " ") and not _VAGUE.search(pred):
            return f"I have {_yours_mine(pred)} for {echoed['d'].lower()}"
        return None
    words = said.split()
    if not words or len(words) > 10:
        return None
    if how_long:
        pred = how_long["pred"]
        if _VAGUE.search(pred) or _OF_THE_MOMENT.match(pred):
            return None   # "How long have you had them?": what is in the chat, not here
        if duration := _DURATION.match(said):
            return f"I have {_yours_mine(pred)} for {duration['d'].lower()}"
        first, _, rest = said.partition(",")
        if (since := _SINCE.match(first)) and not _CONTRAST.search(answer):   # "Since college, believe it or not"
            # a hedge after the time ("or so", "-ish", "roughly", "give or take") is said as
            # "about" before it: the shape layer reads a time with its hedge after it as none
            when = re.sub(r"\bi\b", "I", since["s"].lower())
            if (since["hedge"] or _HEDGE_AFTER.match("," + rest)) \
                    and not re.search(r"\b(?:about|around|maybe)\b", when):
                when = re.sub(r"^((?:I was|I've been) )?", r"\1about ", when)
            return f"I have {_yours_mine(pred)} since {when}"
        return None
    if (often_asked := _HOW_OFTEN_ASKED.match(question)) \
            and (often := _HOW_OFTEN.match(_GO_DO_ECHO.sub("", said))) \
            and not _NOT_A_FACT.match(often_asked["v"]) and not _VAGUE.search(often_asked["rest"]):
        # learn58: "How often do you swim laps?" — "About three times a week." (above)
        return f"I {often_asked['v'].lower()}{_yours_mine(often_asked['rest'])} {often['h'].lower()}"
    if _WORKING_ON.match(question) and (doing := _DOING.match(said)) and not _VAGUE.search(said) \
            and not _CHORE.match(said) \
            and not _NOT_BARE.search(re.sub(r"'s\b", "", said)) and len(words) >= 3:
        return f"I'm {said[doing.start():].removeprefix('just ').removeprefix('mostly ').removeprefix('probably ')}"
    if (counted := _COUNT.match(_HAVE_ECHO.sub("", said, count=1))) and _HAVE_ECHO.match(said) \
            and (many := _HOW_MANY.match(question) or _ANY.match(question)) and _COUNTED_OF_A_LIFE.match(many["x"]):
        # fixlearn21: "How many kids do you have?" — "I have two.": the count said with the
        # question's verb again is the bare count's answer (alone it was "User has two.")
        return f"I {many['v'] if 'v' in many.groupdict() else 'have'} {counted['n']} {many['x']}"
    if aged := _ages_restated(question, said):
        return aged   # learn99: "How old are your kids?" — "Nine and six." (above)
    if _NOT_BARE.search(said) or _VAGUE.search(said) or _REMARK.search(said) \
            or _only_reactions(said):
        return None   # a clause of its own is read by itself; "this one" points; "Cool!"
    if _INTO.match(question) and not yes:
        return f"I'm into {said}"   # learn58: "What sort of music are you into?" (above)
    if what := _WHAT_DOES.match(question):
        verb = what["v"].lower()
        listed = " and " in said or "," in said or " & " in said
        if listed and verb.endswith("s"):
            verb = verb[:-2] if verb.endswith("es") and verb[:-2].endswith(("sh", "ch")) else verb[:-1]
        return f"{said} {verb} me{_yours_mine(what['rest'] or '')}"
    if (_FAVOURITE.match(question) or _FAVOURITE_ANY.match(question)) \
            and not _only_reactions(before):
        return None   # the favourite was the reply's first word; what follows is a remark
    if favourite := _FAVOURITE.match(question):
        return f"My favorite {favourite['x'].strip()} is {_hedged(said, hedge)}"
    if favourite := _FAVOURITE_ANY.match(question):
        word = "favourite" if favourite["w"].lower() in ("fave", "all-time favourite") else favourite["w"].lower()
        kind = favourite["x"].strip().split()
        if len(kind) > 3 or any(w.lower() in _NOT_A_KIND for w in kind):
            return None   # "favourite spots in town", "… recipes you can show me": no one noun
        # a word in capitals is an initialism and keeps them ("TV shows"), as learn45's kind does
        *head, last = [w if len(w) > 1 and w.isupper() else w.lower() for w in kind]
        if re.match(r"^\W*(?:(?:oh|well|hmm|honestly)\W+)*(?:way |far |so |too )(?:many|much|hard)\b", answer, re.I):
            return None   # "Too many to count!": no favourite said
        if _DOING.match(said) and singular(last) not in _DOINGS:
            return None   # "Watching old westerns with my dad": a doing, not a film
        if _DOING.match(said):
            said = said[:1].lower() + said[1:]   # "Knitting!" is no name
        said = re.sub(r",?\s+(?:always|easily|hands down|no contest|no question|every time)$", "", said,
                      flags=re.I)
        if said[:1].islower() and re.search(r" [A-Z]", said) and answer.find(said[:1].upper() + said[1:]) >= 0:
            said = said[:1].upper() + said[1:]   # a title: "Ticket to Ride", not "ticket to Ride"
        if re.search(r"(?:,| and| &) [A-Z]", said):
            said = said[:1].upper() + said[1:]   # "Radiohead and Portishead": a list of names
        if re.search(r" or ", said) or ("," in said and not re.search(r" and | & ", said)):
            return None   # "Brie or Comté", "Brie, usually": which, or a remark after it
        if re.search(r" and | & ", said):
            if singular(last) == last:
                return None   # "a favourite poet?" — "Oliver and Heaney": one asked, two said
            return f"My {word} {' '.join([*head, last])} are {_hedged(said, hedge)}"
        return f"My {word} {' '.join([*head, singular(last)])} is {_hedged(said, hedge)}"
    if _ANY.match(question) and not _DOING.match(said):
        return f"I have {said}"   # "Do you have any pets?" — "Yes, a tabby called Miso"
    if (many := _HOW_MANY.match(question)) and _COUNT.match(said):
        return f"I {many['v']} {_COUNT.match(said)['n']} {many['x']}"
    if _THANKS_OR_A_PREFACE.match(answer) or _PREPOSITION_LED.match(said):
        # learn66 (review23 R3's family, broken writing): thanks ("Thanks for asking!") or a
        # phrase led by a preposition ("After a lot of thought.") answers no "which/what":
        # joined, they gave "User joined for asking."
        return None
    if (did := _WHAT_DID_YOU.match(question)) and not yes and not _DOING.match(said) \
            and did["v"].lower() not in _DID_NOT_JOIN and (past := _past(did["v"])):
        if _UNDONE.search(answer) or _NAMES_NO_ONE.match(said.strip()):
            return None   # review18 R14: "The Hawks, but the deal fell through."; "Nobody."
        rest = did["rest"].strip().lower()
        if did["wh"].lower() == "where":
            place = _PLACE.match(said)
            if place is None or rest not in ("", "up"):
                return None   # "Where did you study?" — "Leeds.": at, in, near it?
            said = place["prep"].lower() + said[place.end():]
            return f"I {past} {rest + ' ' if rest else ''}{said}"
        if rest == "up":
            return None
        said = re.sub(r",\s+(?=(?:at|in|from|with)\b)", " ", said)   # "Marine biology, at Plymouth"
        said = re.sub(r"^The (?=[A-Z])", "the ", said)   # learn66: a name's "The" inside the sentence
        return f"I {past} {rest + ' ' if rest else ''}{said}"   # "I signed with <name>"
    if (what_do := _WHAT_DO_YOU.match(question)) and not yes and not _DOING.match(said):
        rest = _yours_mine(what_do["rest"] or "")
        if what_do["v"].lower() in ("do", "go", "get", "have", "make", "use"):
            return None   # "What do you do for fun?" — "Hiking": said as "User does hiking"
        if what_do["wh"].lower() == "where":
            place = _PLACE.match(said)
            if place is None:
                return None   # "Where do you work?" — "Google.": works at, for, near it?
            if what_do["v"].lower() == "live" and re.match(r"(?i)(?:for|from) ", place["prep"]):
                return None   # learn100: "Where do you live?" — "From Lyon.": where from, not where now
            said = place["prep"].lower() + said[place.end():]
        timed = (what_do["x"] or "").strip().lower() == "time"
        if timed:
            if not re.match(r"\d", said):
                return None
            said = f"at {said}"   # "What time do you leave?" — "6am." → "I leave at 6am"
        verb = f"{what_do['adv'].lower()} {what_do['v']}" if what_do["adv"] else what_do["v"]
        if (prep := _LONE_PREPOSITION.match(rest)) and not timed:
            # learn58: "Which podcasts do you subscribe to?" — "Mostly history shows." (above)
            return f"I {verb} {prep['p'].lower()} {said}"
        if (prep := _PREPOSITION_THEN_WHEN.match(rest)) and not timed and what_do["wh"].lower() != "where":
            # learn60 (review20 R7): "What music do you listen to while coding?" — the answer
            # is the preposition's object, and the time after it stays after it
            return f"I {verb} {prep['p'].lower()} {said}{rest[prep.end('p'):]}"
        if _PREPOSITION_FIRST.match(rest) and not timed and what_do["wh"].lower() != "where":
            return None   # "What do you cook for dinner?" — where the answer goes is not known
        if particle := _PARTICLE.match(rest):
            if not timed:
                return None   # "What do you pick up?" — a particle verb takes no answer inside
            # "What time do you wake up?" — "6am." → "I wake up at 6am", never "wake 6am up"
            return f"I {verb} {particle['p'].lower()} {said}{rest[particle.end():]}"
        if (timed or what_do["wh"].lower() == "where") and not _REST_OF_TIME.match(rest):
            # learn60 (review20 R7): a place or a time answers the whole predicate: it goes after
            # the question's rest ("I keep the config in /etc/app", "I start work at 9am"), never
            # inside it ("I keep in /etc/app the config")
            return f"I {verb}{rest} {said}"
        return f"I {verb} {said}{rest}"
    return None


# learn58: what the assistant asks that a short answer of the user's life completes: a
# favourite, a taste asked with "be into", how long (in months, years or decades) or how often
# the user has done or does a thing, and "What/Which/Where … do you <verb>?" with a verb of a
# life, not of the moment's output ("What error do you see?", "Which version do you run?",
# "What do you get?"). Not a yes/no question ("Have you run the migrations?" — "Yes."), and
# nothing that names the work (:data:`.text.ASSISTANT_OR_WORK`): there the assistant's
# questions are about the task at hand.
_MOMENT_VERB = re.compile(r"^(?:see|get|hit|notice|observe|expect|receive|encounter|run|call|pass|return|"
                          r"print|show|output|type|enter|paste|mean|use|need|want|do|go|have|make|"
                          r"try|pick|choose|prefer to|think|suggest|recommend)$", re.I)
# fix39 (review20 R7): to the assistant, "Where do you keep/store/host …?", "What port do you
# listen on?" are questions of the task; only a verb of a life is joined (not a list refused)
_LIFE_VERB = re.compile(r"^(?:live|work|grow|grew|study|play|speak|teach|volunteer|coach|"
                        r"train|collect|cook|bake|paint|draw|knit|sew|hike|swim|dance|sing|"
                        r"read|watch|climb|ride|surf|fish|garden|attend|belong|like|love|enjoy|support)$", re.I)
_LONG_ENOUGH = re.compile(r"\b(?:months?|years?|decades?)\b", re.I)


def _asks_of_a_life(question: str, answer: str) -> bool:
    """Whether the assistant's ``question`` is one whose short answer may be joined (above)."""
    if ASSISTANT_OR_WORK.search(question) or re.search(r"\w\.\w|\w_\w|[/\\]", question):
        return False
    if _FAVOURITE.match(question) or _FAVOURITE_ANY.match(question) or _INTO.match(question) \
            or _HOW_OFTEN_ASKED.match(question):
        return True
    if _HOW_LONG.match(question):
        return bool(_LONG_ENOUGH.search(answer))
    if (many := _HOW_MANY.match(question) or _ANY.match(question)) and _COUNTED_OF_A_LIFE.match(many["x"]):
        # review36 R11: "How many kids do you have?" asked by the assistant too, answered by a count
        return bool(_COUNT.match(_HAVE_ECHO.sub("", fragment(answer)[0], count=1)))
    if what_do := _WHAT_DO_YOU.match(question):
        return bool(_LIFE_VERB.match(what_do["v"]))
    if _slot_filled(question, "", fragment(answer)[0]):
        return True   # learn100: a role, a name, where from, a thing one has, said alone
    # learn99: the user's age, or the ages of their own people or pets, answered with ages alone
    return bool(_HOW_OLD.match(question) and _ages_restated(question, fragment(answer)[0]))


def _past(base: str) -> str | None:
    """The past of a verb's base when it is known (:data:`disclosure.PAST_OF`'s gerunds,
    :data:`_REGULAR_PAST`), else None."""
    base = base.lower()
    if base in _REGULAR_PAST:
        return _REGULAR_PAST[base]
    for gerund in (base + "ing", base[:-1] + "ing", base + base[-1:] + "ing"):
        if gerund in PAST_OF:
            return PAST_OF[gerund]
    return None


def _yes_to(asked: re.Match[str], said: str) -> str | None:
    """A yes to "Have you (ever) …?" or "Do you …?" said back as the
    user's sentence: with how often or when ("Yeah, loads of times"), or bare when the
    question names what it asks about by more than a pointer ("Have you been to Lisbon?" —
    "Yes, I have!"; not "Did you join in?" — "Yes!")."""
    verb = asked["pp"] or asked["v"]
    rest = asked["rest"].strip()
    if _VAGUE.search(rest) or _NOT_A_FACT.match(verb) or _NEGATED.search(rest):
        return None   # "Have you made anything lately?", "Do you think …?"
    if re.search(r"\bor\b", rest, re.I):
        return None   # "Have you been to Japan or Korea?" — "Yes!": to which?
    echo = _YES_ECHO.match(said)
    said = said[echo.end():].strip(" ,") if echo else said
    loved = bool(echo) and echo["w"].lower().startswith("love")
    if asked["have"]:
        head = f"have {verb}"
    else:
        head = "love" if loved and verb.lower() in ("like", "enjoy") else verb
    # learn46: "Do you walk the dog by the canal often?" — "Yep, we go twice a month":
    # the verb said back as a bare "go"/"do" before how often
    said = _GO_DO_ECHO.sub("", said) if _HOW_OFTEN.match(_GO_DO_ECHO.sub("", said)) else said
    if often := _HOW_OFTEN.match(said):
        return f"I {head} {_yours_mine(rest)} {often['h']}"
    content = [w for w in [verb, *rest.split()] if w.lower() not in _CONTENT_STOP
               and w.lower() not in ("been", "have", "has", "do", "go", "going", "gone")]
    named = re.search(r"\b[A-Z]", rest) or len(content) >= 2
    if said or not named:
        return None   # "Did you join in?" — "Yes!": joined what?
    if asked["do"] and re.search(r"\bever\b", asked.group(0), re.I):
        # learn51 (assent recast as a habit): "Do you ever go to yoga classes?" — "Yes! I went
        # last week": a yes to "ever" says it has happened, not that it is the user's habit;
        # it is one only when the answer itself says how often (above)
        return None
    return f"I {head} {_yours_mine(rest)}"


# learn38: "How's it going?", "How has it been so far?", "How's your experience been?": the
# friend asks how the thing the user just told is going. "It"/"that"/"your experience" point
# back at it; "everything", "things", "your week" or a named thing ask about something else.
# A bare "How's it going?" is also a greeting (about everything): only with "been", "so far"
# or "coming along" does it ask about the thing.
_HOW_IT_GOES = re.compile(
    r"^how(?:'s| is| has)? (?:it|that|your experience) (?=been\b|coming along\b|going so far\b)"
    r"(?:been ?)?(?:going|coming along|treating you)?(?: so far| for you)*\s*\?$", re.I)


def asks_how_it_goes(friend_turn: str | None) -> bool:
    """Whether the friend's last sentence asks how what the user just said is going
    ("How's it been going?", "How's your experience been so far?"): its answer's "it"
    is that thing, and a judgement ("It's been exhausting but fun") is how it struck them."""
    question = last_question(friend_turn) if friend_turn else None
    return question is not None and bool(_HOW_IT_GOES.match(question))
