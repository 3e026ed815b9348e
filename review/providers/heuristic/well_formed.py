"""An entry that is not a complete, readable sentence is not kept (prec17, issue 31).

A corpus nobody here had read (Topical-Chat, docs/review.md 9.8: two people typing fast about a
topic) gave entries that no row of the writer meant, each broken in a way the written entry
shows, whatever it was about:

* **Two sentences run together.** Joined with an ellipsis ("User likes Mia Lind...even though
  …", "… on their phone lol...always working"), with a comma and no space ("… the goalkeepers,they
  are …"), or spliced by a comma before a new subject and its verb ("User likes the captains
  the most, Mia Lind is also fantastic."). What the entry says is no longer one fact: the
  first sentence is kept alone (:func:`mended`, when it is three words or more and stands
  alone), else nothing.
* **A predicate with nothing after it.** An answer's echo with its complement left in the
  question: "User is somewhat.", "User is not.", "User does a little bit.", "User did play.",
  "User does, their is …"; or a form no English verb has ("User bes …", a typo's "be" agreed).
* **A clause that lost its verb.** "User doesn't as they get a bit bored." (the verb was in
  the question), "User much less." (no verb at all), "User follows both." (both of what?).
  prec20: a clause of thinking or knowing with no clause in it ("User believes that like the
  …", "… that of it as …") and a judgement with nothing judged ("User finds interesting that …").

Told by the entry's shape, never by its words' topic; developed on Topical-Chat's dev half and
checked against LoCoMo, Synthetic-Persona-Chat and MemoryBank dev (nothing true removed).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .owned import _ANIMALS, _PEOPLE
from .review_cache import per_review
from .text import NONE_OF_THE_USERS_AFTER, typed_once
from .unbound_pointer import reaction_joined_at

#: Run together: an ellipsis inside the entry, or a comma with a letter on each side.
_RUN_TOGETHER = re.compile(r"\s*(?:\.\.|…)|(?<=[a-z]),(?=[a-z])", re.I)
#: A comma splice: after the entry's own clause, a comma, then a new subject (a name, a
#: pronoun) and a form of "be" or "have" of its own ("…, Mia Lind is also fantastic").
_SPLICED = re.compile(
    r"(?<=[a-z]), (?:(?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))*|they|he|she|it|there|this|that) "
    r"(?:(?:also|still|really|just|always|even) )?(?:is|are|was|were|has|have|had)\b", re.I)
#: prec18: more splices of a second clause with nothing of the user's in it: a comma, then a
#: pointed or owned noun and "be" ("…, the refs are terrible"); "and", a name and a singular
#: verb, which a name joined to the subject before it would not take ("… the Ravens and Mia is
#: amazing"; "Mia and Jo are great" is one subject). A clause of the user's own stays whole
#: ("… and Mia is their hiking partner").
_NOT_USERS = NONE_OF_THE_USERS_AFTER
_SPLICED_MORE = re.compile(
    r"(?<=[a-z]), (?:the|his|her|its) [a-z]+(?: [a-z]+)? (?:is|are|was|were)\b" + _NOT_USERS
    + r"|(?<=[a-z]) and (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))? (?:is|was|has)\b" + _NOT_USERS, re.I)
#: prec18: a new subject straight after a name, no stop between ("… likes the Comets they are
#: their home team"); a name then "they" after a verb of telling is reported speech ("told Mia
#: they would come"), no fusion.
_FUSED = re.compile(
    r"(?<=[a-z.']) (?:they|he|she|we|the user) (?:(?:only|just|also|still|really|even|usually|mostly) )?"
    r"(?:are|is|were|was|have|has|had|do|does|did|don't|doesn't|didn't|can|can't|will|would|won't|"
    r"love|like|live|play|watch|go|went|think|say)\b", re.I)
_TELLING_WORDS = ("told tell tells telling promised promise promises warned assured reminded convinced "
                  "showed taught asked bet informed let lets")
_TELLING = frozenset(_TELLING_WORDS.split())
#: Nothing but a new subject after the auxiliary: "User does they love …", "User did they say."
_AUX_THEN_SUBJECT = re.compile(r"^User (?:does|did|is|was|has|had)(?: not|n't)? (?:they|he|she|we)\b", re.I)
#: prec18: no clause where a clause must be: an article, "their", "themselves" or a typed
#: letter where the verb goes ("User the election …", "User d work …"), "then" and a name ("User
#: then Mia decided …"), a preposition before a subject's pronoun ("… is into they are …"), a
#: hedge fused at the end ("… they will say"), "User does and …", "used to" with no verb ("User
#: used to an avid reader"). "User and their family …" is a subject of two and stays.
_NO_CLAUSE = re.compile(
    r"^User(?: (?:the|a|an|themselves|their|d)\b|'')"
    r"|^User then (?-i:[A-Z])"
    r"|\b(?:into|of|to|with|about|from|in|on|at) (?:they|he|she|we)\b"
    r"| they (?:think|say|will say|would say|guess|believe)$"
    r"|^User (?:does|did|is|was) and\b"
    r"|^User (?:(?:really|also|still|just|once) )?used to (?:a|an|the)\b", re.I)
#: A chat's laugh left at the end once the run-on is cut ("… on the radio lol").
_LAUGH_END = re.compile(r"\s+(?:lol|haha+|lmao|hehe)$", re.I)
#: prec23: a laugh the entry ends on, its stop after it ("… is hockey ha.", "… bad pizza ha ha.",
#: "… lol."): the chat's, no part of the fact. "ha" only in lower case (a name may be "Ha").
_LAUGHED_AT_THE_END = re.compile(r"\s+(?:(?:lol|lmao|hehe|haha+|hah)\b|(?-i:ha)(?: (?-i:ha))*\b)[\s!.]*$", re.I)
#: prec24: a chat's tag the entry ends on ("… likes jazz btw.", "… was a long day huh.", "… loves
#: to cook, so yeah."): the talk's, no part of the fact. "yeah" only after a comma.
#: prec30 (MSC per-turn dev): a face or a heart typed at the end ("… proud <3", "… :)") is
#: no word of the entry's
_FACE_AT_THE_END = re.compile(r"(?:\s+(?:<3+|[:;]-?[)(DPp]+|xD)){1,3}[\s!.]*$")
_TAG_AT_THE_END = re.compile(r"(?:\s+(?:huh|btw)|,\s*(?:so\s+)?yeah)[\s!.?]*$", re.I)
#: prec31 (MSC per-turn session 2 dev): a joining word, or the adverb that leads a clause, left
#: at the end when the clause it opened was cut ("… years back and even." of "and even
#: though …", "User prefers rye just." of "just because …", "User is unfit but."): the clause
#: before it is the entry. "only just" (barely) and a "but" or "and" with words after it stay.
_LEFT_DANGLING = re.compile(r",? (?:(?:and|but|or)(?: (?:even|only|just|then|also))?|(?<!\bonly )just)[.!]?$")
#: prec31 (MSC per-turn session 2 dev): a clause after a comma told to the listener, "you" written
#: as the assistant ("User lives by the coast, the assistant should visit some time.", "… buildings,
#: a lot of paperwork involved as the assistant may know."): advice or an aside to the other side,
#: no part of the user's fact, which is the clause before the comma.
_TO_THE_LISTENER = re.compile(r",(?: [^,]*?)? the assistant (?:should|must|could|can|will|would|may|might|"
                              r"probably|already|ought)\b[^,]*$")
#: prec31 (MSC per-turn session 2 dev): how one of the user's pets or people is this week, the
#: answer to "How is your cat?" ("User's cat is doing well.", "User's dogs are doing great."):
#: the week's state passes, what lasts is that the user has them, which is what such a turn
#: tells ("User has a cat.", "User has dogs."). One or two words name them; "other …" and the
#: people everyone has (a mother, friends, a family) tell nothing had and are left as said
#: (refusing them, as 8b3d05fb did, cost gold clauses on the held-out records 251-500).
_HOW_THEY_ARE = re.compile(
    r"^User's (?P<who>(?!other\b)(?:[a-z]+ )?(?!(?:mom|mum|mother|dad|father|parents|family|folks|"
    r"friends?)\b)[a-z]+) (?P<be>is|are) doing (?:(?:really|pretty|very|so|super) )?(?:great|well|good|"
    r"fine|ok|okay|alright|all right)(?:,? (?:as well|too|thanks|today|now|these days))?[.!]?$")


def _how_they_are_read_as_had(content: str) -> str:
    """``content`` written as the having it tells when it says how the user's pet or person is
    (:data:`_HOW_THEY_ARE`); else unchanged."""
    if not (m := _HOW_THEY_ARE.match(content)):
        return content
    who = m["who"]
    head = who.split()[-1]
    if not {head, head[:-1] if head.endswith("s") else head} & (_ANIMALS | _PEOPLE):
        # review48: only a pet or a person is had this way; "User's health / back / grades are
        # doing well" is how a thing of theirs is, and "User has a health." says nothing
        return content
    if m["be"] == "are":
        return f"User has {who}."
    return f"User has {'an' if who[0] in 'aeiou' else 'a'} {who}."


#: prec24: a determiner typed twice ("eats the the figs") is read once; two different ones in a
#: row ("works for the a circus") are no noun phrase (:data:`_TYPED_BROKEN`).
_SAME_DETERMINER_TWICE = re.compile(r"\b(the|a|an) \1\b")   # lower case: "got an A" is a grade
#: prec30: a perfect's "have" left off after "never" ("User never been to Peru.", typed as said):
#: the participle only a perfect has is read with its "has". fix47: so after any adverb a
#: perfect takes, or none ("User been playing the drums for years.", "User just been to Oslo."):
#: the participle is the perfect's whatever comes before it
_PERFECT_WITHOUT_HAVE = re.compile(
    r"^User ((?:(?:never|only ever|ever|just|always|already|also|really|recently|finally|still|"
    r"even|actually|basically|honestly|literally|pretty much|kind of|sort of) )*)(?=(?:been|seen|done|gone|eaten|taken|given|ridden|driven|written|flown|"
    r"swum|drunk|sung|begun|broken|spoken|fallen|forgotten|grown|thrown|worn|known)\b)")
#: prec24: a comma, then a new subject that is a bare common noun and a form of "be" of its
#: own ("User likes tennis, golf is boring."): a second sentence spliced on, as
#: :data:`_SPLICED` reads it after a name or a pronoun. Joining words, adverbs in "-ly" and
#: words that point back ("which", "one", "both") open no new sentence.
_SPLICED_NOUN = re.compile(
    r"(?<=[a-z]), (?!(?:and|but|or|so|which|who|whose|especially|including|like|because|since|as|although|though|"
    r"while|when|where|then|too|also|even|now|one|mine|both|all|each|what|whoever|whatever|either|neither|"
    r"none|most|some|many|not|only|just|still|yet|plus|if|unless|until|after|before|once|whether|how|why)\b)"
    r"(?![a-z]+ly\b)[a-z]+ (?:is|was|are|were)\b")
_SUBORDINATE_BEFORE = re.compile(r"\b(?:that|if|when|whenever|because|since|while|though|although|as|where|"
                                 r"whether|once|after|before|until|unless|what|how)\b", re.I)
#: prec23: a laugh between two clauses joins them as an ellipsis does ("User has no clue lol the sign
#: said nothing more."): what follows it is a second sentence.
_LAUGH_BETWEEN = re.compile(r"\s+(?:lol|lmao|haha+|hehe)\s+(?=[a-z])", re.I)
#: prec23: "either" at the end of a denial ("User doesn't have a console either.") agrees with
#: what the other side said, which the entry does not hold; the denial is the user's fact
#: without it. Two words at least between the denial and "either", so "doesn't like either"
#: (either of two things) is left whole.
_EITHER_AGREEING = re.compile(r"\b(?:not|never|no)\b(?: [\w'’-]+){2,}?(?P<either> either)[.!]?$"
                              r"|n['’]t\b(?: [\w'’-]+){2,}?(?P<either2> either)[.!]?$", re.I)
#: "never as into comics either": the comparison's other side is the other speaker's, and
#: without "either" the entry reads as a broken "as …" with no "as" after it; left as said.
_AS_UNMATCHED = re.compile(r"\b(?:not|never|n['’]t) (?:quite |really )?as (?!.*\bas\b)", re.I)
#: Nothing after the predicate but degree words: "User is somewhat.", "User does a little bit."
_DEGREE = (r"(?: (?:not|somewhat|a little(?: bit)?|a bit|a lot|too|either|so|indeed|really|definitely|"
           r"absolutely|actually|kind of|sort of|sometimes|though|now))*")
_BARE_PREDICATE = re.compile(
    r"^User (?:is|was|does|did|has|had)(?: not|n't)?" + _DEGREE + r"$"
    r"|^User (?:does|did) [a-z]+$"                 # "User did play.", "User does know."
    # prec23: the answer's "I did" with only a time after it ("User did back at uni.")
    r"|^User (?:does|did)(?: not|n't)? (?:back|once|before|then|too|as well|growing up|during|"
    r"when|while|in (?:high school|college|school)|as an? (?:kid|child|teen|teenager))\b"
    # prec18: "User has tried.", "User had not heard.": the object stayed in the question
    r"|^User (?:has|had)(?: not|n't| never)? (?:(?:even|ever|really|already|just) )?(?:tried|heard|checked|"
    r"looked|noticed|seen|watched|read)$"
    r"|^User (?:does|did)(?: not|n't) (?:as|because|since|if|but|though|when)\b"
    # prec32 (MSC per-turn session 1): the answer's "I do" with how often or while what after
    # it, an adverb before it or "that" for the thing done ("User does every two weeks.",
    # "User always does whenever they can.", "User does that while cooking."): what is done
    # stayed in the question; "does yoga every week" has its object and stays
    r"|^User (?:(?:always|usually|often|still|also|really|just|sometimes|mostly|only|even) )?"
    r"(?:does|did)(?: not|n't)? (?:(?:that|this|it)\b|(?:every (?:\d+|two|three|four|five|six|other|few|couple|single|day|week|month|"
    r"year|morning|night|evening|weekend|summer|winter|time|so often)|whenever|whilst|while|when|"
    r"after all|once in a while|all the time|daily|weekly|nightly|monthly|twice|once)\b)"
    # prec32: going with only how often ("User goes twice a year.", "… likes to go at least once
    # a month."): where to stayed in the question; "goes out", "goes running" say it
    r"|^User (?:(?:likes|loves|wants|tries|needs|hopes|gets) to )?(?:go|goes)(?: at least| about| maybe| usually)? "
    r"(?:once|twice|three times|\d+ times|every \w+|a lot|often)(?: (?:a|per|every|each) \w+)?[.!]?$"
    # prec32: a bare count as the whole object ("User reads 2 every month.", "User has over
    # 300."): a count of what stayed in the question; "has two dogs", "is 40" say it
    r"|^User (?:(?:really|also|just|usually) )?(?:reads|has|owns|collects|eats|drinks|watches|makes|bakes|writes)"
    r"(?: about| over| around| almost| nearly)? (?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"twenty|thirty|fifty|a hundred|hundreds|thousands)(?: (?:every|a|per|each|in a) \w+)?[.!]?$"
    # "User does, their is …": the answer's "I do," and another sentence; a parenthesis closed
    # before its verb stays ("User did, in fact, finish …", "User is, by trade, a carpenter")
    r"|^User (?:does|did|is|was|has|had)(?: not|n't)?, (?![^,]*, [a-z])"
    r"|^User (?:bes|ams|ares|cans|cannots|musts|shoulds|woulds|coulds|wills|mays|mights)\b", re.I)   # no verb has these
#: prec19: more writing no sentence has: two finite "be"s in a row ("… is were …"), "has be",
#: a contraction left at the end ("… in concert that's"), "likes about the …" (the subject of
#: "What I like about X is …" lost), knowing that a name is, with no verb ("… learned that Mia
#: Lind."), "either" with no negation before it ("User got into chess either.").
_BROKEN_MORE = re.compile(
    r"\b(?:is|are|was|were) (?:is|are|was|were)\b|\b(?:has|have|had) be\b"
    r"|\b(?:that's|it's|there's|they're|he's|she's)$"
    r"|^User (?:likes|loves|hates|dislikes|enjoys|liked|loved) about\b"
    r"|^User (?:(?:really|just|also) )?(?:learned|found out|knows|knew|heard|read|did know|does know) that "
    # (fix47: the names' words a space apart: a space left optional split "AB" as "A" "B")
    r"(?-i:[A-Z])[\w.'-]*(?:\s(?-i:[A-Z])[\w.'-]*)*\s?$"
    r"|^User (?!.*\b(?:not|never|no|nor|neither|nothing|hardly|rarely)\b)(?!.*n't\b).*(?<!\bwith) either$"
    # prec20: a clause of thinking or knowing with no clause in it: "… believes that like the
    # …", "… that of it as …", "… finds that it a …" (a fronted "for", "with" or "as" opens a
    # real clause: "… believes that with practice anyone can draw")
    r"|\b(?:believes?|believed|thinks?|thought|feels?|felt|finds?|found|knows?|knew|learned|realized|"
    r"realised|says|said) that (?:like (?![^,]*,)|of (?![^,]*,\s*\S)|it (?:a|an|the) )"
    # prec20: an owner with nothing owned at the end: "… with some friends of their"
    r"|\btheir$"
    # prec20: a judgement with nothing judged before it: "User finds interesting that …"
    r"|^User (?:(?:really|also|just|still|always|does|did) )?(?:finds|found|find) (?:interesting|"
    r"fascinating|funny|amazing|odd|weird|cool|strange|crazy|surprising|sad|shocking)(?: that\b| during\b| when\b|$)",
    re.I)
#: prec24: writing no sentence has, from people typing: "rather" where the verb goes, its "would"
#: lost ("User rather hikes."); two determiners in a row ("… the a …"); a word agreed as a
#: verb before "not" that no verb takes so ("User dons not …": "I don not" typed; "User tries
#: not." with what is not tried lost). A verb of thinking or hoping takes "not" ("hopes not"),
#: and "not to …" or "not <doing>" is a verb's complement ("tries not to …", "likes not having …").
_TYPED_BROKEN = re.compile(
    r"^User (?:(?:really|much|just|also|still) )?rather\b"
    r"|\b(?-i:(?:the|a|an) (?:the|a|an))\b"   # lower case only: "got an A+", "a The Who fan"
    r"|^User (?:(?:really|also|just|still|usually) )?(?!(?:doe|i|ha|wa|hope|think|guesse|believe|suppose|"
    r"seem|appear|choose|decide|learn|pretend|prefer|promise|swear|know)s\b)[a-z]+s not\b(?! to\b)(?! [a-z]+ing\b)",
    re.I)
#: prec24: an age in the past with nothing after it ("User was seven.", "User was about 12 years
#: old."): what happened at that age was in the clause cut ("I was seven when …"); alone it says
#: nothing of the user. An age of now ("User is 19.") stays.
_PAST_AGE_ALONE = re.compile(
    r"^User (?:was|were) (?:about |around |only |just |maybe )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|"
    r"sixty|seventy)(?: years old| years| or so)?$", re.I)
#: No verb at all: "User much less.", "User very well."
_NO_VERB = re.compile(r"^User (?:much|very|quite|so|too|rather|about)(?: (?:much|less|more|well|so))*$", re.I)
#: An object that is only a quantifier: "User follows both.", "User likes some."
_QUANTIFIER_OBJECT = re.compile(
    r"^User (?:(?:really|also|still|actually|mostly|usually) )*[a-z]+s (?:both|some|any|one|none)"
    r"(?: (?:actually|really|too|as well|of them))?$", re.I)


#: prec19: a new subject after a common noun ("… is not a plumber they are a baker …", "… a
#: big fan it was a great show"). A noun is not told from a verb by its shape, so the noun is
#: read from the words around it: a determiner or an owner opens the noun phrase the new
#: subject follows (no verb of telling before it: "told the kids they …" is reported), or an
#: object pronoun stands there ("… watch it they are …": a pronoun takes no relative clause).
#: A reduced relative ("the games they play with friends", "the way they are", "the film
#: they think is best") leaves its verb's object or subject gapped, so the new subject must be
#: followed by a verb and then by what opens a noun phrase (or, after a verb of thinking, a
#: clause's own subject).
_NOUN_FUSED = re.compile(
    r" (?P<subject>they|he|she|we|it|the user) (?:(?:only|just|also|still|really|even|usually|mostly) )?"
    r"(?P<verb>are|is|were|was|have|has|had|like|likes|love|loves|play|plays|watch|watches|think|thinks|"
    r"thought|say|says|said|loved|liked|played|watched) (?P<next>[\w'-]+)", re.I)
_DETERMINERS_WORDS = ("a an the that this these those their his her my our your its some any every no "
                      "each one")
_DETERMINERS = frozenset(_DETERMINERS_WORDS.split())
_OPENS_A_NOUN_WORDS = ("a an the their his her my our your its some any every no this these those "
                       "such so very really not always also still just pretty too")
_OPENS_A_NOUN = frozenset(_OPENS_A_NOUN_WORDS.split())
_GAPPED_SUBJECT_WORDS = ("is are was were will would can could should has have had to it's so of "
                         "about that")
_GAPPED_SUBJECT = frozenset(_GAPPED_SUBJECT_WORDS.split())
#: After a relative clause's verb, its object gapped: a time or a degree ("… the coffee they
#: have every morning", "… the games they play these days", "… a cat they love so much").
_TIME_AFTER = re.compile(
    r"(?:(?:every|each|some|this|these|that|last|next|most|all|on) (?:[a-z]+ )?(?:mornings?|days?|evenings?|"
    r"nights?|weeks?|weekends?|months?|years?|semesters?|terms?|seasons?|summers?|winters?|springs?|"
    r"autumns?|falls?|times?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)"
    r"|a lot|so much|very much|too much|so often|really|a bit|these days|now|nowadays|at home)\b", re.I)
#: Words that end a clause or join two, never the noun a subject is fused after.
_JOINS_WORDS = ("then so and but or because if when now too also that where while since as though although "
                "until unless after before once whether than maybe yet still there here which who")
_JOINS = frozenset(_JOINS_WORDS.split())
_AUXILIARIES_WORDS = ("is are was were be been am do does did has have had can could will would shall should "
                      "may might must")
_AUXILIARIES = frozenset(_AUXILIARIES_WORDS.split())
_TELLING_MORE_WORDS = ("tell tells remind reminds warn warns assure assures convince convinces "
                       "show shows teach teaches ask asks inform informs promise promises "
                       "give gives gave")
_TELLING_MORE = _TELLING | frozenset(_TELLING_MORE_WORDS.split())


#: prec25 (MSC dev): a new subject after a common noun, with any verb, when an object opened
#: by a determiner or an owner follows that verb ("… owns a food truck they park the truck by the pier",
#: "… loves winter they ski the north slope", "… is a welder they have fixed some trailers"). A relative clause after the noun has its verb's object gapped ("the band they formed
#: with friends", "the games they play on weekends"), so an object straight after the verb is a
#: second clause's. Not after a noun of time, place, manner or reason, whose relative gaps no
#: object ("the days they take their dog out", "the way they raise their kids"); nor a verb of
#: giving or telling, whose relative keeps one object ("the name they gave their dog"); nor a
#: time or a degree after the verb ("the films they like the most").
_NOUN_FUSED_ANY_VERB = re.compile(
    r" (?:they|he|she|we|the user) (?:(?:only|just|also|still|really|even|usually|mostly|always|sometimes|never|often) )?"
    r"(?:(?:have|has|had|will|would|can|could|do|did|don't|didn't|can't|won't) )?"
    r"(?P<verb>(?!(?:and|but|or|so|because|if|when|who|which|that|to|not|is|are|was|were|am|in|on|at|for|with|from|"
    r"of|by|as|about|into|like|than|too|then|now|here|there|all|both|each|a|an|the)\b)[a-z]+)"
    r"(?: (?:out|up|off|back|down))? (?P<object>(?:a|an|the|their|his|her|my|our|your|its|some|any|every|no|this|"
    r"these|those)\b.*)", re.I)
_GAPPED_ADVERBIAL_HEADS_WORDS = ("day days time times night nights morning mornings weekend weekends week weeks year "
                                 "years moment way ways place places reason reasons town city country house")
_GAPPED_ADVERBIAL_HEADS = frozenset(_GAPPED_ADVERBIAL_HEADS_WORDS.split())
_TWO_OBJECTS_WORDS = ("give gives gave given tell tells told show shows showed shown teach teaches taught send sends "
                      "sent bring brings brought buy buys bought make makes made call calls called offer offers "
                      "offered pay pays paid lend lends lent owe owes owed get gets got cook cooks cooked bake bakes "
                      "baked read reads write writes wrote leave leaves left name names named hand hands handed")
_TWO_OBJECTS = frozenset(_TWO_OBJECTS_WORDS.split())
_SUBORDINATES_WORDS = "whenever wherever whatever however like unless until till whereas once"
_SUBORDINATES = frozenset(_SUBORDINATES_WORDS.split())
_DEGREE_OBJECT = re.compile(r"(?:the (?:most|best|least|more|less|same|first|last|whole|rest)|a (?:lot|bit|little|ton)|"
                            r"any ?more|no more|no longer)\b", re.I)


def _noun_fused_any_verb_at(content: str) -> int | None:
    """Where a new subject, any verb and its own object follow a common noun with no stop
    (the comment above :data:`_NOUN_FUSED_ANY_VERB`), or None."""
    for m in _NOUN_FUSED_ANY_VERB.finditer(content):
        before = content[:m.start()].split()
        if len(before) < 3:
            continue
        last = before[-1].lower()
        opened = next((i for i in range(len(before) - 2, max(len(before) - 5, 0), -1)
                       if before[i].lower() in _DETERMINERS), None)
        if opened is None or before[opened - 1].lower() in _TELLING_MORE or not last.isalpha() \
                or last in _DETERMINERS or last in _OPENS_A_NOUN or last in _JOINS or last in _AUXILIARIES \
                or last in _SUBORDINATES or last in _GAPPED_ADVERBIAL_HEADS or last.endswith(("ly", "ing")) \
                or any(w.endswith(",") for w in before[opened:]):
            continue
        if m["verb"].lower() in _TWO_OBJECTS or _DEGREE_OBJECT.match(m["object"]) or _TIME_AFTER.match(m["object"]):
            continue
        return m.start()
    return None


def _noun_fused_at(content: str) -> int | None:
    """Where a new subject follows a common noun or an object pronoun with no stop (the
    comment above :data:`_NOUN_FUSED`), or None."""
    for m in _NOUN_FUSED.finditer(content):
        before = content[:m.start()].split()
        if len(before) < 3:
            continue
        last = before[-1].lower()
        after_pronoun = last in ("it", "them") and before[-2].lower() not in _TELLING_MORE
        opened = next((i for i in range(len(before) - 2, max(len(before) - 5, 0), -1)
                       if before[i].lower() in _DETERMINERS), None)
        # the noun phrase unbroken (no comma in it) and its last word no auxiliary, adverb or
        # "-ing" form ("… is the user does the user likes …", "… their style, considering they …")
        after_noun = (opened is not None and before[opened - 1].lower() not in _TELLING_MORE
                      and last.isalpha() and last not in _DETERMINERS and last not in _OPENS_A_NOUN
                      and last not in _JOINS and last not in _AUXILIARIES
                      and not last.endswith(("ly", "ing"))
                      and not any(w.endswith(",") for w in before[opened:]))
        if not (after_pronoun or after_noun):
            continue
        verb, nxt = m["verb"].lower(), m["next"]
        if _TIME_AFTER.match(content, m.end("verb") + 1):
            continue   # review37 R4: "the coffee they have every morning": a relative, its object gapped
        if verb in ("think", "thinks", "thought", "say", "says", "said"):
            ok = nxt.lower() not in _GAPPED_SUBJECT
        else:
            ok = nxt.lower() in _OPENS_A_NOUN or nxt[:1].isupper() or nxt[:1].isdigit() or (
                verb not in ("are", "is", "were", "was") and len(nxt) > 3 and nxt.lower().endswith("s")
                and nxt.lower() not in ("always", "sometimes", "perhaps", "besides", "nowadays", "unless", "less"))
        if after_pronoun or ok:
            return m.start()
    return None


def _fused_at(content: str) -> int | None:
    """Where a new subject follows a name (:data:`_FUSED`) or a common noun
    (:func:`_noun_fused_at`) with no stop, or None."""
    for m in _FUSED.finditer(content):
        before = content[:m.start()].split()
        if len(before) >= 3 and before[-1][:1].isupper() and before[-1] != "User" \
                and before[-2].lower() not in _TELLING:
            return m.start()
    if (at := _noun_fused_at(content)) is not None:
        return at
    return _noun_fused_any_verb_at(content)


#: After these, a last "themselves" is the object of a verb or a preposition ("… for
#: themselves", "likes to push themselves", "has taught themselves"), not emphasis.
_REFLEXIVE_WORDS = (
    "for to by of with about at on in into onto like around after and or than from upon towards toward "
    "against among between within without beyond behind over under near can can't cannot could will "
    "would should must might may don't doesn't didn't has have had is was be been being always never "
    "really often usually also still just not")
_REFLEXIVE_BEFORE = frozenset(_REFLEXIVE_WORDS.split())
_NOUN_WORDS = "of a an the some any much their his her its this that"
_NOUN_AFTER = frozenset(_NOUN_WORDS.split())
_OBJECT_WORDS = "a an the some any their his her its this that these those much many few little one two three"
_OBJECT_START = frozenset(_OBJECT_WORDS.split())


#: ... and only where the emphasis adds nothing: being, having or liking ("… is a fan
#: themselves", "… has a lot of books themselves", "… likes jazz themselves"). After a doing
#: it says the user did it in person ("… has glazed some mugs themselves") and stays.
_LEAD_ADVERBS = (r"(?:(?:really|also|still|just|always|never|mostly|definitely|certainly|personally|actually|"
                 r"typically|usually|not) )*")
_TASTE = (r"(?:likes|loves|enjoys|prefers|adores|liked|loved|enjoyed|leans towards|"
          # prec31: a taste denied is a taste too ("… does not like horror themselves")
          r"(?:does|did)(?: not|n't) (?:(?:really|much) )?(?:like|love|enjoy|care for))")
_TASTE_THEN_NOUN = re.compile(r"^User " + _LEAD_ADVERBS + _TASTE + r" [a-z]+$", re.I)
_BEING_OR_TASTE = re.compile(
    r"^User " + _LEAD_ADVERBS + r"(?:(?:is|was|isn't|wasn't|(?:has|had)(?: (?:never|always|not))? been|"
    + _TASTE + r") "
    # having: only a thing had ("has a lot of books"), never a perfect ("has glazed …")
    r"|(?:has|had) (?=(?:a|an|the|some|any|their|many|few|one|two|three|lots|plenty)\b|(?-i:[A-Z])))", re.I)


def _emphasis_dropped(content: str) -> str:
    """prec18: "User is a Comets fan themselves." → "User is a Comets fan.": an emphatic
    "myself" after the object ("I'm a fan myself") says nothing of the user. Only after an
    object (an article, an owner, a number or a name stands before it); the reflexive object of
    a verb or a preposition stays ("… push themselves", "… for themselves", review36 R5: "rarely
    pushes themselves", whatever adverbs come before the verb)."""
    if content.endswith((", themselves.", ", itself.")) and len(content.split()) >= 5:
        # prec31: set off by a comma ("User lives in Leeds, themselves.", "… the museum,
        # itself."), the reflexive is no verb's or preposition's object, whatever the verb
        return content[:content.rindex(",")] + "."
    if not content.endswith(" themselves."):
        return content
    words = content[:-len(" themselves.")].split()
    if len(words) < 3:
        return content
    prev, before = words[-1].lower(), words[-2].lower()
    has_object = any(w.lower() in _OBJECT_START or w[:1].isupper() or w[:1].isdigit() for w in words[1:-1])
    # prec31: a bare noun straight after the taste is its object ("User loves salmon themselves.",
    # "… leans towards stouts themselves"), though the taste ends in a word a reflexive follows
    bare_object = _TASTE_THEN_NOUN.search(" ".join(words)) is not None and not prev.endswith("ing")
    if not (has_object or bare_object) or not _BEING_OR_TASTE.match(content) or prev in _REFLEXIVE_BEFORE \
            or (not bare_object and before not in _NOUN_AFTER
                and (before in _REFLEXIVE_BEFORE or prev.endswith("ing"))):
        return content
    return " ".join(words).rstrip(",;") + "."   # "… a city girl, themselves." → "… a city girl."


#: A verb that wants what follows it, left last after "and" when its infinitive was cut away
#: ("User has friends who hike a lot and want."; review40): the clause before it is the entry.
#: A pair of such verbs is whole ("… everything they need and want", "… needs and wants").
#: Words as often a noun ("big dreams and plans", "faith and hope", "goals and needs") are a
#: verb only with an adverb before them ("… and also hopes"; review41).
_WANT_CUT_OFF = re.compile(r"(?<!\bneed)(?<!\bneeds)(?<!\bwant)(?<!\bwants)(?<!\blike) (?:and|or) "
                           r"(?:(?:also|really|still) (?:hope|hopes|plan|plans|wish|wishes|aim|aims|"
                           r"needs|tries|want|wants|need|try|intend|intends|decide|decides)|"
                           r"want|wants|need|try|intend|intends|decide|decides|would like)[.!]?$", re.I)


def mended(content: str) -> str:
    """``content`` (an English entry) with what was run on after its first sentence cut off
    ("User likes the Comets, Ana Ruiz is struggling." → "User likes the Comets."), when
    what is left is at least three words; else unchanged (:func:`broken` then refuses it)."""
    if not content.startswith("User"):
        return content
    content = _emphasis_dropped(content)
    for chat_end in (_FACE_AT_THE_END, _LAUGHED_AT_THE_END, _TAG_AT_THE_END):   # a face, a laugh, a chat's tag
        if end := chat_end.search(content):
            head = content[:end.start()].rstrip(" ,;:-")
            content = head + "." if len(head.split()) >= 3 else content
    content = _how_they_are_read_as_had(content)
    if (aside := _TO_THE_LISTENER.search(content)) and len(content[:aside.start()].split()) >= 3:
        content = content[:aside.start()].rstrip(" ,;:-") + "."
    if end := _LEFT_DANGLING.search(content):   # prec31: "… years back and even." (its "though" cut)
        head = content[:end.start()].rstrip(" ,;:-")
        content = head + "." if len(head.split()) >= 3 else content
    content = _SAME_DETERMINER_TWICE.sub(r"\1", content)
    content = typed_once(content)   # a double the writing itself made
    content = _PERFECT_WITHOUT_HAVE.sub(r"User has \1", content)
    if (either := _EITHER_AGREEING.search(content)) and not _AS_UNMATCHED.search(content):
        cut = either.start("either") if either["either"] else either.start("either2")
        content = content[:cut] + content[cut + len(" either"):]
    joins = [m.start() for m in (_RUN_TOGETHER.search(content), _SPLICED.search(content),
                                 _SPLICED_MORE.search(content), _LAUGH_BETWEEN.search(content)) if m]
    # prec24: the noun splice only at the entry's first comma: after an earlier one the clause
    # before it is a fragment itself ("… a village, and on market days, stalls are …"); after a
    # "that" or a subordinator the comma closes a fronted phrase or a clause, and the noun is
    # the main clause's subject ("… believes that of all sports, tennis is the hardest")
    if (noun_splice := _SPLICED_NOUN.search(content)) and "," not in content[:noun_splice.start()] \
            and not _SUBORDINATE_BEFORE.search(content[:noun_splice.start()]):
        joins.append(noun_splice.start())
    if (fused := _fused_at(content)) is not None:
        joins.append(fused)
    # prec20: a reaction of "that" joined by "and" to the user's own clause ("… and thought that
    # was a bold claim"), or a time said by that "that" ("… after that happened";
    # :mod:`.unbound_pointer`): the user's clause stays alone
    if (reaction := reaction_joined_at(content.rstrip(".!"))) is not None:
        joins.append(reaction)
    if (cut_off := _WANT_CUT_OFF.search(content)) is not None:
        joins.append(cut_off.start())
    if not joins:
        return content
    head = _LAUGH_END.sub("", content[:min(joins)].rstrip(" ,;:-"))
    return head + "." if len(head.split()) >= 3 else content


@per_review()   # pure; fast44 (issue 27): stands_alone asks again of one entry (another message, an intent)
def broken(text: str) -> bool:
    """Whether ``text`` (an English entry about the user, without its stop) is no complete,
    readable sentence (module docstring)."""
    if not text.startswith("User"):
        return False
    return bool(_RUN_TOGETHER.search(text) or _SPLICED.search(text) or _BARE_PREDICATE.search(text)
                or _QUANTIFIER_OBJECT.search(text) or _NO_VERB.search(text)
                or _SPLICED_MORE.search(text) or _fused_at(text) is not None
                or _AUX_THEN_SUBJECT.search(text) or _NO_CLAUSE.search(text)
                or _BROKEN_MORE.search(text) or _TYPED_BROKEN.search(text) or _PAST_AGE_ALONE.search(text))
