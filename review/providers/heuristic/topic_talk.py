"""Talk of the chat's topic written as a fact of the user's life (prec16, issue 31).

The rules were read shape by shape on the dev halves they were developed on; a corpus nobody
here had read (Topical-Chat, docs/review.md 9.8: two people chatting about a topic and about
themselves) showed what they had not met, four shapes among the largest of its dev half's
false entries, each visible in the written entry:

* **A reply of not knowing.** "User doesn't know.", "User has no idea.", "User doesn't have a
  preference.", "User meant green." (a repair of what was just said): a turn of the talk,
  with nothing known of the user. Not knowing *something named* stays ("User doesn't know
  how to swim.", "User has no idea what to cook for the party" is left to the other checks).
* **A fact of the world, known or just learned.** "User learned a honeybee can fly six
  miles.", "User found out that the library opens on Sundays.", "User knows that Saturn has
  rings.", "User doesn't think most viewers notice the music.": the object is a clause with a
  subject of its own, which tells of the world (or of other people), not of the user. A
  value known stays ("User knows that kids need plenty of sleep.", as a view below); a
  clause about the user or the user's own ("… that they are allergic to nuts", "… that
  their sister is moving") is their life and stays, as does learning a skill ("User learned
  to knit.", "User learned Spanish.").
* **A view of the topic.** "User believes that plumbers earn more than lawyers.", "User
  believes that Jupiter has dozens of moons.", "User thinks that this law is unfair.": a
  belief of something named, pointed at or compared, said as the chat's topic went by. A value
  the user lives by ("… that family is important") or a taste ("… that Oslo has the best
  trams") stays; so does anything of their own ("… that God has a plan for them"). A bare
  reaction ("User doesn't think.", "User was surprised.") is read with the replies above.
* **A taste or habit naming nothing.** "User is not a massive fan." (of what?), "User
  hasn't been keeping up.", "User hasn't been watching." (watching what?), "User mostly
  watches their team." (which?), "User used to play a sport." (which?).

Told by the entry's shape, never by a topic's words; developed on Topical-Chat's dev half
(odd places of valid_freq.json), checked against LoCoMo, Synthetic-Persona-Chat and
MemoryBank dev (nothing true removed).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .review_cache import per_review
from .text import NONE_OF_THE_USERS_AFTER
from .unbound_pointer import points_at_nothing
from .unnamed_object import names_nothing

_ADVERBS = (r"(?:(?:really|honestly|just|even|actually|truly|simply|still|also|totally|"
            r"completely|quite|genuinely|personally) )*")
#: prec17: what is not the user's own, anywhere after the verb (their own life stays).
_NOT_THEIRS = NONE_OF_THE_USERS_AFTER
#: The user does not know, with nothing named: "doesn't know", "didn't know that either",
#: "has no idea", "had no clue", "isn't sure", "doesn't have a preference".
_NOT_KNOWING = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:doesn't|does not|didn't|did not|donts?|didnts?|don't) " + _ADVERBS
    + r"(?:know|remember|recall|care)(?: (?:that|this|it|either|that either|for sure|yet|anymore|"
    r"about (?:it|that|this)))?"
    r"|(?:has|had) " + _ADVERBS + r"no (?:idea|clue)(?: (?:either|at all|about (?:it|that|this)))?"
    r"|(?:is|was|isn't|wasn't|is not|was not) " + _ADVERBS + r"(?:not )?(?:sure|certain)"
    r"(?: (?:either|yet|about (?:it|that|this)))?"
    r"|(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"have (?:a|any) (?:preference|opinion|"
    r"favou?rite|clue|idea)(?: (?:either|really|yet))?"
    r"|(?:has|had) no (?:preference|opinion)(?: (?:either|really|yet))?"
    r"|(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"think(?: so)?"
    r"|(?:was|is|were) " + _ADVERBS + r"(?:so |very )?(?:surprised|shocked|amazed|stunned)(?: (?:and|but) [a-z]+)?"
    r"|meant [\w' -]+"
    # prec17: not knowing pointed at what was just said: "didn't know that about him", "no idea
    # how that works", "doesn't know exactly", "hasn't heard of any", "didn't either", a bare
    # "does know", "has no favorite"
    r"|(?:(?:doesn't|does not|didn't|did not|never) " + _ADVERBS + r"(?:know|reali[sz]e|realized|realised)|"
    r"(?:knew|realized|realised)) that about [\w' .-]+"
    r"|(?:(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know|(?:has|had) " + _ADVERBS
    + r"no (?:idea|clue)) (?:how|why|what|where|who|when|if|whether) (?:that|it|this|that's|it's)\b.*"
    r"|(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know (?:exactly|for certain)"
    r"|(?:has|had) " + _ADVERBS + r"no (?:idea|clue),.*"
    r"|(?:hasn't|has not|hadn't|had not|has never|had never) " + _ADVERBS
    + r"heard (?:of|about) (?:any|it|that|this|them|one)\b.*"
    r"|(?:does|did|doesn't|didn't|does not|did not|hasn't|has not|isn't|wasn't|is not|was not) either"
    r"|(?:does|did) " + _ADVERBS + r"know"
    # prec23: not knowing until the other side said it ("didn't know before", "knew as of
    # Monday"), and "didn't know that either" with whatever the reply ran on to
    r"|(?:(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know|knew) (?:before|until now|till now|"
    r"as of [a-z]+)"
    r"|(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know (?:that|it|this) either\b.*"
    r"|(?:has|had) no favou?rite)$",
    re.I,
)
#: Knowing, learning or finding out a fact: the object is a clause ("(that) the library opens",
#: "a honeybee can fly"). Bare (no "that"), the clause's verb must be an auxiliary, so "User
#: read a lot of novels" is no clause; after "that" any finite verb is.
_KNOW_VERB = (r"(?:knows|knew|learned|learnt|has learned|has learnt|found out|has found out|"
              r"discovered|read|heard|was surprised to (?:learn|find out|hear|read)|"
              r"(?:doesn't|does not|didn't|did not) know|never knew|had no idea|"
              # prec17: an emphatic "does know", seeing it written, not having realised it
              r"(?:does|did) know|did learn|saw|has seen|"
              # prec18: an emphatic "did see", noticing it
              r"did see|noticed|has noticed|notices|"
              r"(?:doesn't|does not|didn't|did not|never|hadn't|had not) (?:realize|realise)|"
              r"never (?:realized|realised)|used to think|had thought|always thought|"
              # review44: "had always thought" is both, a belief held before the chat (it was kept:
              # "User had always assumed the bridge was older than the castle."), and so is one
              # "had assumed"
              r"had always (?:thought|believed|assumed)|had (?:believed|assumed))")
#: prec17: not knowing it, the clause after needs no "that" nor an auxiliary ("didn't know Mia
#: voiced a cartoon", "didn't know there were forty teams", "don't know how a match only has …").
_NOT_KNOWN = (r"(?:(?:doesn't|does not|didn't|did not) (?:even )?(?:know|reali[sz]e)|never knew|"
              r"had no idea|never (?:realized|realised))")
#: Not thinking or believing it: what follows is always a clause ("doesn't think most viewers
#: notice …"), unless it is "so", "about …", "of …".
_NOT_THINK = r"(?:doesn't|does not|didn't|did not) (?:think|believe)(?! (?:so|about|of|twice|much)\b)"
#: The clause's subject: at most five words, not the user and nothing of theirs anywhere after
#: (their own life stays: "… that running makes them happy", "… that their sister is moving").
_SUBJECT = (r"(?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b)"
            r"(?!(?:he|she|his|her|it|this|there|to|how|what|which|when|where|who|why|so|about|of)\b)"
            r"(?:[\w'’-]+ ){1,5}?")
_AUX = (r"(?:is|are|was|were|has|have|had|can|can't|cannot|could|couldn't|will|won't|would|"
        r"wouldn't|should|must|may|might|does|doesn't|did|didn't|isn't|aren't|wasn't|weren't|"
        r"hasn't|haven't)\b")
_IRREGULAR_PAST = (r"(?:made|won|lost|took|went|came|became|beat|ran|got|gave|left|broke|paid|sold|built|"
                   r"wrote|began|grew|held|led|kept|said|told|thought|knew)\b")
_FINITE = r"(?:" + _AUX + r"|[a-z]+(?:s|ed)\b|" + _IRREGULAR_PAST + r")"
#: A verb that cannot be a plural noun ("… didn't know a lot about sports" has none): for a
#: clause with no "that" after not knowing.
_PAST = r"(?:" + _AUX + r"|[a-z]+ed\b|" + _IRREGULAR_PAST + r")"
_A_FACT_OF_THE_WORLD = re.compile(
    r"^User " + _ADVERBS + r"(?:" + _KNOW_VERB + r" (?:that,? " + _SUBJECT + _FINITE + r"|(?!that\b)"
    + _SUBJECT + _AUX + r")|" + _NOT_THINK + r" (?:that )?" + _SUBJECT + r"[a-z']+\b"
    r"|" + _NOT_KNOWN + r" (?:(?:that |how |why )" + _SUBJECT + _FINITE + r"|(?!that\b)" + _SUBJECT + _PAST
    + r"|there (?:is|are|was|were)\b"
    r"|how (?:many|much|often|long|big|few) ))", re.I)
#: prec21: not having known a fact whose subject is longer than _SUBJECT's five words ("…
#: that the oldest bridge in the whole county was …") or is "there" ("… that there was a
#: tram line here"): the clause is as much the world's as a short one. Their own stays.
_NOT_KNOWN_AT_LENGTH = re.compile(
    r"^User " + _ADVERBS + _NOT_KNOWN + r" that (?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b)"
    r"(?:there (?:is|are|was|were)\b|(?!(?:he|she|it|this|to|how|what|which|when|where|who|why|so|about|of)\b)"
    r"(?:[\w'’-]+ ){1,9}?" + _AUX + r")", re.I)
#: prec17: knowing about, or never having heard of, something named or pointed at: "User does
#: know about Mia Lind.", "User didn't know about the new roof.", "User had never heard of …".
#: Knowing a lot about a field stays ("User knows a lot about cars" names no talk's thing).
_KNOWS_ABOUT_IT = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:only|also) )?(?:(?:does|did) know|knows|knew|"
    r"(?:doesn't|does not|didn't|did not) know) (?:of|about) " + _NOT_THEIRS
    + r"(?:(?:the|that|this|those|these) |(?-i:[A-Z]))"
    r"|^User " + _ADVERBS + r"(?:hasn't|has not|hadn't|had not|has never|had never|never) heard (?:of|about) "
    + _NOT_THEIRS + r"\S", re.I)
#: A view of the topic, not a value the user lives by: believed or thought of something named
#: ("… that Lisbon has more trams"), of a thing pointed at ("… that this law is
#: unfair") or a comparison of the world ("… that plumbers earn more than lawyers").
#: A value stays ("… that family is important", "… that kindness matters").
_THINK_VERB = r"(?:believes|thinks|thought|believed|reckons|feels|guesses|suspects|(?:does|did) think)"
_POINTED = r"(?:that (?:that|this|these|those)|(?:that )?(?:this|these|those)) [a-z]+"
_NAMED = r"(?:that )?(?:the |a )?[A-Z][\w'’.-]*"
_COMPARED = r"(?:that )?.*\b(?:more|less|fewer|bigger|smaller|better|worse|higher|lower) than\b"
#: … unless it says what the user holds dear or likes: a value or a taste stays.
_VALUE_OR_TASTE = re.compile(
    r"\b(?:important|matters?|key|worth|deserves?|essential|valuable|should|must|ought|right|wrong|needs?|"
    r"best|greatest|favou?rite|fun|great|amazing|awesome|brilliant|beautiful|lovely|overrated|"
    r"underrated|boring|interesting|cool)\b", re.I)
_A_VIEW_OF_THE_TOPIC = re.compile(
    r"^User " + _ADVERBS + _THINK_VERB + r" (?!.*\b(?:they|them|their|theirs|themselves|the user|"
    r"user's)\b)(?:" + _POINTED + r"|" + _NAMED + r"|" + _COMPARED + r")")
#: fixlearn20 (review34 R12): two kinds ranked, and nothing after the ranking ("… that cats are
#: better than dogs", "… tea is way better than coffee"), is the speaker's taste between things
#: of a life as "prefers tea to coffee" is; a ranking of named or pointed-at things (above) or
#: one at a doing or for a purpose ("… better than dogs at catching mice": how the world is)
#: stays a view. A kind is bare: no article, pointer or owner, and no capital.
#: review35 R5: a kind is a thing of a life one keeps, eats, drinks, watches, reads or does, from
#: this short list: a ranking of people, beliefs, systems or policies ("immigrants", "capitalism",
#: "homeschooling") is a view of the world, never a taste
_TASTE_KINDS = (r"(?:cats?|dogs?|kittens?|puppies|rabbits?|birds?|horses?|tea|coffee|beer|wine|juice|milk|"
                r"water|soda|chocolate|pizza|pasta|rice|bread|cheese|cake|pie|cookies|ice cream|burgers?|"
                r"sushi|tacos|soup|salad|fruit|vegetables|chips|fries|books?|e-?readers|ebooks|novels|"
                r"movies|films|tv|series|podcasts|music|vinyl|streaming|records|cds|concerts|games|board games|"
                r"video games|summer|winter|spring|autumn|fall|mornings?|evenings?|nights?|weekends|beaches|"
                r"mountains|hiking|running|swimming|cycling|walking|reading|cooking|baking|knitting|"
                r"camping|skiing|surfing|gardening|painting|drawing|singing|dancing|yoga|pilates|"
                r"(?:dark|milk|white) chocolate|(?:green|black|herbal) tea|(?:red|white) wine)")
_KIND = r"(?:" + _TASTE_KINDS + r")"
_KINDS_RANKED = re.compile(
    r"^User " + _ADVERBS + _THINK_VERB + r" (?:that )?" + _KIND + r" (?:is|are|tastes?|smells?|sounds?|looks?|feels?) (?:(?:way|much|far|so much|"
    r"a lot|just|always|definitely) )?(?:better|worse) than " + _KIND + r"(?: (?:by far|any day|hands down))?$")
#: A taste with no object: "is not a (huge) fan", "is a big fan" with nothing of.
_FAN_OF_NOTHING = re.compile(
    r"^User (?:is|was|isn't|wasn't|is not|was not|has never been|has been|used to be|would not say they are|"
    r"wouldn't say they are|'s|is no longer|was no longer) " + _ADVERBS + r"(?:not )?(?:really |that |much of |a |an |the )?"
    r"(?:(?:huge|big|massive|great|real|die-hard|diehard|true|avid|major|fair-weather|casual|biggest|"
    r"greatest) )*"
    r"fan(?: (?:either|really|anymore|now|though))?$",
    re.I,
)
#: Watching or following with nothing watched: "hasn't been keeping up", "rarely watches".
_FOLLOWS_NOTHING = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:only|mostly|usually|sometimes|rarely|never|always|often|"
    r"occasionally|barely|hardly) )*(?:(?:doesn't|does not|didn't|did not|hasn't|has not|has|"
    r"hadn't|had|has been|hasn't been|had been|is|isn't|was|wasn't|is not|"
    # prec17: "does follow whenever they can", "listened a lot as a child"
    r"does|did|used to|tries to) )?(?:been )?" + _ADVERBS
    + r"(?:watch|watches|watched|watching|follow|follows|followed|following|keeps? up|kept up|"
    r"keeping up|listen|listens|listened|listening)(?: (?:much|a lot|closely|sometimes|anymore|often|"
    r"regularly|lately|either|at all|every now and then|now and then|from time to time|occasionally|"
    r"really|that much|very often|very much|pretty closely|whenever they can|when they can|"
    r"every (?:day|week|weekend|sunday|saturday|night|year|season)|as a kid|as a child|"
    r"all the time|during the season|too|as well))*$",
    re.I,
)
#: prec17: the object a pronoun or a thing pointed at, after "used to", "tries to", "does":
#: "User used to bake it every weekend.", "User used to follow that podcast a lot." (which?)
_POINTED_OBJECT = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:only|mostly|usually|sometimes|rarely|never|always|often) )*"
    r"(?:used to|tries to|try to|does|did|doesn't|does not|didn't|did not) " + _ADVERBS
    + r"[a-z]+ (?:it|them|(?:that|this|those|these) [a-z]+)"
    r"(?: (?:a lot|so much|all the time|every (?:day|week|weekend|sunday|night|year|season)|"
    r"during the (?:season|regular season)|as a kid|as a child|back then|anymore|very often|"
    r"often|much|at all|live|on tv|either))*$", re.I)
#: A general head as the whole object: "watches their team", "used to play a sport", "knows a
#: person": which one is not said.
_GENERAL_OBJECT = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:only|mostly|usually|sometimes|always|often|once) )*"
    r"(?:follows|followed|watches|watched|plays|played|supports|supported|roots for|rooted for|"
    r"has known|knows|knew|cheers for|used to play|used to watch) "
    r"(?:(?:their|a|the|some|one) )?(?:(?:favou?rite|local|home|own) )?"
    r"(?:team|teams|sport|sports team|game|games|person|people|player|players|show|shows|band|bands)$",
    re.I,
)

#: A reaction to a fact just heard: surprised at it ("… surprised that in the old days, pilots
#: earned less"), liking the fact that it is so ("… loves the fact that the museum is free").
_SURPRISED_AT_IT = re.compile(
    r"^User " + _ADVERBS + r"(?:is|was|isn't|wasn't|is not|was not) " + _ADVERBS
    + r"(?:(?:not|a bit|a little|rather|very|so|really|quite|pretty|kind of|somewhat|always) )*"
    r"(?:surprised|shocked|amazed|stunned|astonished|(?:intrigued|fascinated|impressed)(?= (?:by how|that|how)\b))"
    r" " + _NOT_THEIRS + r"\S", re.I)
_LIKES_THE_FACT = re.compile(
    r"^User " + _ADVERBS + r"(?:likes|loves|enjoys|hates|dislikes|appreciates|adores) "
    r"(?:the fact(?: that)?|(?:knowing|learning|hearing|reading) that) " + _NOT_THEIRS + r"\S"
    # prec23: the same in the past or emphatic, a fact heard just now ("did like to learn that
    # the museum took ten years to build"); "that" must open a clause ("liked to read that poem as
    # a child" is a poem read)
    r"|^User " + _ADVERBS + r"(?:(?:did|does) " + _ADVERBS + r"(?:like|love|enjoy)|liked|loved|enjoyed) "
    r"(?:learning|hearing|reading|to (?:learn|hear|read|find out)) that " + _SUBJECT
    + r"(?:" + _AUX + r"|[a-z]{2,}ed\b|" + _IRREGULAR_PAST + r"|(?!(?:as|us|this|its|his|less|plus|thus|yes)\b)[a-z]{2,}s\b)",
    re.I)
#: A view of a class of things or of one thing pointed at: "… thinks cyclists are better at
#: budgeting", "… believes that rule is outdated" (a bare plural or a bare noun for subject,
#: then a verb). The class's own "their" is theirs ("… engineers manage their money"), so only
#: "them" or the user stop it; a value or a taste stays (_VALUE_OR_TASTE).
_VIEW_OF_A_CLASS = re.compile(
    r"^User " + _ADVERBS + _THINK_VERB + r" (?!.*\b(?:them|themselves|the user|user's)\b)(?:that )?"
    r"(?:(?!(?:this|his|its|is|was|has|does|us|yes|less|news|ss)\b)[a-z]{3,}(?<!ss)(?<!us)s"
    r"(?: (?:in|of|at|on|from) [a-z]+)?|[a-z]{3,}) "
    r"(?:(?:in fact|often|usually|always|never|only|really|actually|generally|mostly|all|just) )?"
    r"(?:are|is|were|was|have|has|had|can|could|will|would|do|does|make|made|get|earn|earns|"
    r"need|take|takes|seem|seems|tend|tends|applies|apply|[a-z]+ing)\b", re.I)
#: prec21: a view of people told more loosely than _VIEW_OF_A_CLASS reads it: up to two
#: words before them ("… that rugby referees get …", "… that most bus drivers love …"), a
#: quantifier ("most", "many"), people by a word of their own ("people", "everyone", a noun of
#: a doer: "-ers", "-ists", "-ians"), a place after ("… in the north"), and verbs of liking, a
#: negated modal or a past after it. Said as the chat's topic went by, it tells how the world
#: is; a value or a taste stays (_VALUE_OR_TASTE), as does a view with the user in it. Only
#: people: "… that small acts of kindness can change a week" is a value lived by, and so is
#: "… that every day is a gift".
_QUANTIFIER = r"(?:(?:most|many|all|some|lots of|a lot of|few|no|so many|too many) )?"
_VIEW_OF_PEOPLE = re.compile(
    r"^User " + _ADVERBS + _THINK_VERB + r" (?!.*\b(?:them|themselves|the user|user's)\b)(?:that )?"
    + _QUANTIFIER + r"(?:(?!(?:this|that|these|those|his|her|its|their|our|my|the|a|an)\b)[a-z]+ ){0,2}"
    r"(?:[a-z]{2,}(?:ers|ors|ists|ians|cans|mans|ees)|people|peoples|folks|fans|players|athletes|kids|"
    r"nurses|coaches|teams|everyone|everybody|nobody|men|women|children)"
    r"(?: (?:in|of|at|on|from) (?:the )?[a-z]+)? "
    r"(?:(?:in fact|often|usually|always|never|only|really|actually|generally|mostly|all|just|still) )?"
    r"(?:are|is|were|was|have|has|had|can|could|will|would|do|does|don't|can't|won't|shouldn't|make|made|"
    r"get|got|earn|earns|need|take|takes|seem|seems|tend|tends|applies|apply|likes?|loves?|hates?|wants?|"
    r"[a-z]+ed|[a-z]+ing)\b", re.I)
#: A guess or a point made in the talk: "User's guess is that …", "User is saying …".
_A_POINT_MADE = re.compile(r"^(?:User's (?:guess|opinion|view|take|theory|impression|feeling) is\b|"
                           r"User (?:is|was) (?:just |only |simply )?saying\b)", re.I)
#: A greeting's answer: "User is going great." (how they are today, not a fact of their life)
_GREETING_ANSWER = re.compile(
    r"^User is (?:going|doing) (?:(?:really|pretty|very|so|super) )?(?:great|well|good|fine|ok|okay|"
    r"alright|all right)(?: (?:as well|too|thanks|today))?$", re.I)
#: Going to or watching "(the) games" named a turn before: "… goes to games occasionally", "…
#: does watch some of the games". Which games is not said; a kind said stays ("hockey games").
_GAMES_UNNAMED = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:only|mostly|usually|sometimes|rarely|often|always|occasionally|"
    r"still|does|did) )*(?:go|goes|went|loves going|likes going|enjoys going|watch|watches|watched|"
    r"tries to watch|used to watch|used to go) (?:to )?(?:(?:some|a few|all|most|any) of )?(?:the )?"
    r"(?:games|matches|highlights)(?: (?:on tv|on television|live|in person|occasionally|sometimes|"
    r"often|a lot|regularly|every (?:week|weekend|sunday|saturday|year|season)|whenever they can|"
    r"when they can|now and then|every now and then|from time to time))*$", re.I)
#: One viewing missed: not got to see it ("User didn't get to watch the final."), or not seen
#: it dated by the year ("User didn't watch all the games in 2020.").
_MISSED_ONCE = re.compile(
    r"^User (?:didn't|did not) (?:get (?:to|a chance to) (?:watch|see|catch|attend)\b|"
    r"(?:really |even )?(?:watch|see|catch|attend)\b.* in (?:19|20)\d\d$)", re.I)

#: prec17: one game or clip watched, one evening's listening or cheering, with nothing named and
#: no date: "User watched a curling match online.", "User was listening to a late-night
#: phone-in.", "User was cheering for the Comets." A name stays ("… a funny movie called Deadpool",
#: "saw Dolly Parton live"), as does a dated episode (history, not a trait) and a film or
#: a meeting told as an event of its own ("User watched a documentary about octopuses.").
_ONE_EVENING = re.compile(
    r"^User (?:just |finally |recently |actually )?(?:(?:finished watching|was (?:watching|listening to)) "
    r"(?:a|an|some) (?!(?:lot|few|couple)\b|.*(?-i:[A-Z])|.*\d)"
    r"|(?:watched|saw) (?:a|an|one) (?:[a-z]+ )?(?:match|game|clip|video)\b(?!.*(?-i:[A-Z])|.*\d)"
    r"|was (?:rooting|cheering) for )", re.I)

#: prec18: a reaction to what was just said, with nothing of the user's in it: not surprised at
#: it ("User is not surprised.", "… not surprised, plumbers charge a lot": a fact heard after
#: the comma), finding it hard to believe or finding "that" odd (a pointer and one word of
#: judgement), not having known that it (pointed at) was so. A thing named and judged is a
#: taste and stays ("User finds chess boring."); not knowing how to do something stays.
_DEGREE_WORDS = r"(?:(?:very|so|pretty|really|quite|a bit|kind of|super|rather|extremely|too) )*"
_A_REACTION = re.compile(
    r"^User " + _ADVERBS + r"(?:is|was) " + _ADVERBS + r"not " + _ADVERBS + r"(?:(?:that|at all|very|too) )?"
    r"(?:surprised|shocked)(?: at all)?(?:,.*)?$"
    r"|^User " + _ADVERBS + r"(?:finds|found) (?:(?:that|it|this) )?" + _ADVERBS + _DEGREE_WORDS
    + r"(?:hard|difficult|tough) to believe$"
    r"|^User " + _ADVERBS + r"(?:finds|found) (?:that|this|it) " + _ADVERBS + _DEGREE_WORDS
    + r"[a-z]+(?: (?:too|as well|honestly|though))?$"
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not|never) " + _ADVERBS
    + r"(?:know|reali[sz]e) (?:that )?(?:it|that|this) (?:was|is|were|had)\b" + _NOT_THEIRS + r".*$", re.I)
#: prec18: knowledge or familiarity of nothing named ("User has a passing knowledge.", "User is
#: somewhat familiar."): of what is in the question. "… of chemistry" stays.
_KNOWLEDGE_OF_NOTHING = re.compile(
    r"^User (?:has|had) " + _ADVERBS + r"(?:(?:only|just) )?(?:a |an |some )?(?:(?:passing|basic|general|"
    r"vague|limited|little|rough|decent|good) )?(?:knowledge|understanding|familiarity)(?: themselves)?$"
    r"|^User (?:is|was) " + _ADVERBS + r"(?:(?:only|somewhat|vaguely|a little|kind of|sort of|pretty|"
    r"fairly|not that|not too|not very) )*familiar$", re.I)

#: prec18: a taste of "the game", "the sport", "the league" …, the thing the talk is about and
#: the entry does not name (which game?); "… the game of chess" names it.
_THE_TALKS_THING = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:still|also|really|just|always|does|did) )*(?:likes|loves|enjoys|liked|loved|"
    r"enjoyed|adores|has seen|is (?:a|still a) (?:(?:big|huge) )?fan of|(?:doesn't|does not|didn't) (?:like|enjoy)|"
    # the film or the book of the talk, seen or looked forward to: "… looks forward to watching the movie"
    r"has yet to (?:see|watch|read)|has never (?:seen|watched|read)|(?:hasn't|has not) (?:seen|watched|read)|"
    r"looks forward to (?:watching|seeing|reading)|is looking forward to (?:watching|seeing|reading)) "
    r"(?:(?:watching|playing|following) )?(?:the|this|that) (?:game|games|sport|team|league|band|show|"
    r"match|series|line|upset|movie|film|book|album|song|episode|article|characters?)"
    r"(?: (?:in general|a lot|so much|too|as well|though|anyway|yet))*(?:, (?:even|but|though|although)\b.*)?$"
    # played with nothing played: "User played in high school."
    r"|^User (?:played|plays|used to play) (?:in|at|during) (?:hs|high school|college|school|"
    r"middle school|university)$", re.I)
#: prec18: a turn of the talk: fun had chatting, a guess or a point missed, not understanding
#: why (the talk's fact, not the user's life: "… why their knee hurts" is theirs and stays).
_A_TURN_OF_THE_TALK = re.compile(
    r"^User (?:had|has had|is having) (?:(?:so much|a lot of|some) )?fun(?: (?:chatting|talking))?"
    r"(?: (?:with the assistant|today|too))?$"
    r"|^User (?:is|was) (?:just )?guessing(?: (?:not|so|themselves))?$"
    r"|^User had a thought$"
    # reading or hearing how the world is: "… was reading about how jazz grew …"
    r"|^User (?:was|is|has been) (?:reading|hearing) about how " + _NOT_THEIRS + r".*$"
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not|can't|cannot) " + _ADVERBS
    + r"(?:see|get) (?:the|any) (?:point|problem|meaning)(?: (?:at all|either|really))?$"
    r"|^User " + _ADVERBS + r"(?:(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"understand|wondered|wonders|"
    r"is wondering) (?:why|how)(?:$| " + _NOT_THEIRS + r".*$)", re.I)

#: prec19: more turns of the talk, each naming nothing of the user's life: a fact stated or
#: found out ("User stated that the bridge opened in 1932.", "User did find out that a tapir is
#: a mammal."), not having known something about a thing named ("… never knew that about
#: Oslo"), a hunch or a guess of the world ("User has a feeling that most of it is hype.",
#: "User figures that trains are the future."), wondering with nothing wondered, not recalling
#: the title, mixed feelings or a favourite with nothing they are about, interest lost in
#: nothing named, no time had. Of the user's own (they, their) the clause stays.
_TALK_TURNS_MORE = re.compile(
    r"^User " + _ADVERBS + r"(?:stated|said|mentioned|noted|pointed out|(?:did|does) (?:find out|learn|hear)|"
    r"guesses|figures|would guess|would bet) that " + _NOT_THEIRS + r"\S"
    r"|^User " + _ADVERBS + r"(?:has a (?:feeling|hunch|sense)|is guessing) (?:that )?(?!(?:of|for|about|to)\b)"
    + _NOT_THEIRS + r"\S"
    r"|^User " + _ADVERBS + r"(?:never knew|(?:didn't|did not) know|had no idea) (?:that|this) about\b"
    r"|^User " + _ADVERBS + r"(?:(?:always|often|has always|had always) )?(?:wondered|wonders|is wondering)$"
    r"|^User (?:wouldn't|would not) know$"
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not|can't|cannot|couldn't) " + _ADVERBS
    + r"(?:recall|remember) (?:the|its|their) (?:title|name)$"
    r"|^User (?:has|had) (?:(?:very|really|such|some) )?mixed feelings$"
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not) " + _ADVERBS
    + r"(?:(?:typically|usually|generally) )?have (?:a|one) (?:(?:real|particular|single|definite) )?favou?rite(?: one)?$"
    r"|^User (?:(?:usually|quickly|just) )?(?:loses|lost|loose) interest$"
    r"|^User (?:hasn't|has not|hadn't|had not|doesn't have|does not have|didn't have|did not have)"
    r"(?: had)? (?:the|any|much|enough) time$"
    # what the talk brought: reading about something on one occasion ("was reading about the
    # vote", the lasting "has been reading about …" stays), some pictures seen, not thinking
    # they knew or heard it, not knowing with a view after the comma, not knowing what became
    # of a thing named, a lot learned chatting, the connection not made
    r"|^User (?:was|were) (?:just )?(?:reading|hearing) about " + _NOT_THEIRS + r"\S"
    r"|^User " + _ADVERBS + r"saw (?:some|a few|the) (?:pics|pictures|photos|clips|videos|stills)"
    r"(?: (?:online|on [a-z]+))?$"
    r"|^User (?:doesn't|does not|didn't|did not) think they (?:knew|know|have heard|had heard|heard|have seen|saw)\b"
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not) know, "
    r"|^User " + _ADVERBS + r"(?:doesn't|does not|didn't|did not) know what (?:happened|became of) (?:to |with )?"
    + _NOT_THEIRS + r"\S"
    r"|^User (?:learned|has learned|learnt) (?:a lot|so much|something)(?: (?:from|for|by|while) "
    r"(?:chatting|talking|this chat|this))?(?: today)?$"
    r"|^User " + _ADVERBS + r"(?:(?:never|didn't|did not|has never|had never) )?(?:made|make) the connection\b", re.I)

#: prec22: more not-knowing that only answers the talk: a fact just heard pointed at as the
#: clause's subject ("User didn't know that started as a joke.", "… had no idea it was so
#: old": "that", "it", "this" is the thing the friend said), not knowing of any (a reply of
#: none: "User doesn't know of any left-handed chefs."), and not knowing what or who did
#: something ("User doesn't know what broke.", "… who won"), the wh-word the clause's
#: subject. Of the user's own (they, their) the clause stays; so does not knowing how to.
_NOT_KNOWN_OF_THE_TALK = re.compile(
    r"^User " + _ADVERBS + r"(?:(?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b)"
    r"(?:" + _NOT_KNOWN + r"|had no idea) (?:that|it|this) (?:" + _PAST + r"|[a-z]+ed\b)"
    r"|(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know (?:of|about) any\b"
    r"|(?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b)"
    r"(?:doesn't|does not|didn't|did not) " + _ADVERBS + r"know (?:what|who) " + _PAST + r")", re.I)


#: prec23: having no idea or no clue is a reply of not knowing whatever follows ("… no idea
#: why.", "… no idea how the game got its name.", "… had no idea the club was that old"):
#: nothing of the user is known by it. Not knowing how or what to do ("… no idea what to cook
#: for the party") is a plan's or a skill's and is left to the other checks; so is a clause of
#: the user's own ("… had no idea they could sing"), unless what the user does not know is
#: itself not knowing ("… no idea they don't know": a reply twice over).
_NO_IDEA_OF_THE_TALK = re.compile(
    r"^User " + _ADVERBS + r"(?:has|had) " + _ADVERBS + r"(?:absolutely )?no (?:idea|clue)\b"
    r"(?! (?:how|what|where|when|whether|which|who) to\b)"
    r"(?!.*\b(?:they|them|their|theirs|themselves|the user|user's)\b(?! (?:(?:really|even) )*"
    r"(?:don't|do not|didn't|did not) (?:(?:really|even) )*know\b))", re.I)
#: prec23: an emphatic "do" before agreeing, remembering or finding something funny answers
#: the other side ("User does agree that the show is not in reruns.", "User does remember a
#: senator asking about …", "User does think it's funny that the author never read the sequel"):
#: the talk's, unless it is the user's own ("… remember being mad at their mom").
_EMPHATIC_REPLY = re.compile(
    r"^User " + _ADVERBS + r"(?:does|did) " + _ADVERBS + r"(?:agree (?:that|with)\b|"
    r"remember (?:a|an|the|that|when|how|what|who|(?-i:[A-Z]))\b|"
    r"think (?:it's|its|it is|it was) (?:so |really |pretty |kind of )?(?:funny|interesting|cool|weird|crazy|"
    r"strange|amazing|sad|wild|neat) (?:that|how)\b)" + _NOT_THEIRS, re.I)
#: prec23: knowing, learning or reading that there is or was something ("User does know that
#: there was a ride that cost …", "… learned there are forty teams"): the world's, as not
#: knowing it is (_NOT_KNOWN's "there is"); of the user's own (their, they) it stays.
_KNOWN_THERE = re.compile(
    r"^User " + _ADVERBS + _KNOW_VERB + r" (?:that )?" + _NOT_THEIRS + r"there (?:is|are|was|were|has been|have been)\b",
    re.I)
#: prec23: an emphatic "does know" with only an aside after it ("User does know, oddly
#: enough.", the thing known cut at the comma): a reply with nothing known of the user.
_KNOWS_ONLY_AN_ASIDE = re.compile(r"^User " + _ADVERBS + r"(?:does|did) " + _ADVERBS + r"know, ", re.I)


#: prec23: a value known is a lesson the user holds ("User has learned that patience is key",
#: "User knows that kids need sleep"): known now, of a kind in lower case, not ranked. A fact
#: just learned or not known ("User learned a try is worth five points", "User knew the keeper
#: was an important player", "User didn't know …"), one of a name ("… that Mia Lind is one of
#: the great …") or a comparison ("… that drummers are more important to a band") is the
#: talk's, whatever word of value it holds (a value word was enough before: "best" in a shop's
#: name). A superlative lesson stays ("… that quiet evenings are the most important thing").
_A_LESSON_HELD = re.compile(
    r"^User " + _ADVERBS + r"(?:has (?:learned|learnt|found out|realized|realised|come to (?:know|realize|see))|"
    r"have learned|knows|(?:has )?always known) (?!.*\b(?:more|less)\b)"
    r"(?:that (?-i:[a-z])|(?!that\b)(?-i:[a-z]))", re.I)


@per_review()   # pure; fast44 (issue 27): stands_alone asks again of one entry (another message, an intent)
def talk_not_life(text: str) -> bool:
    """Whether ``text`` (an English entry without its stop) is talk of the chat's topic, not a
    fact of the user's life (module docstring)."""
    if not text.startswith("User") or _KINDS_RANKED.match(text):
        return False   # fixlearn20: two kinds ranked is a taste, whichever view would read it
    return bool(_NOT_KNOWING.match(text) or _NO_IDEA_OF_THE_TALK.match(text) or _KNOWS_ONLY_AN_ASIDE.match(text)
                or _EMPHATIC_REPLY.match(text)
                or (_KNOWN_THERE.match(text) and not _VALUE_OR_TASTE.search(text))
                or ((_A_FACT_OF_THE_WORLD.match(text) or _NOT_KNOWN_AT_LENGTH.match(text))
                    and not (_VALUE_OR_TASTE.search(text) and _A_LESSON_HELD.match(text)))
                or (_A_VIEW_OF_THE_TOPIC.match(text) and not _VALUE_OR_TASTE.search(text))
                or _FAN_OF_NOTHING.match(text) or _FOLLOWS_NOTHING.match(text)
                or _GENERAL_OBJECT.match(text)
                or _SURPRISED_AT_IT.match(text) or _LIKES_THE_FACT.match(text)
                or ((_VIEW_OF_A_CLASS.match(text) or _VIEW_OF_PEOPLE.match(text))
                    and not _VALUE_OR_TASTE.search(text))
                or _A_POINT_MADE.match(text) or _GREETING_ANSWER.match(text)
                or _GAMES_UNNAMED.match(text) or _MISSED_ONCE.match(text)
                or _KNOWS_ABOUT_IT.match(text) or _POINTED_OBJECT.match(text)
                or _ONE_EVENING.match(text)
                or _A_REACTION.match(text) or _KNOWLEDGE_OF_NOTHING.match(text)
                or _THE_TALKS_THING.match(text) or _A_TURN_OF_THE_TALK.match(text)
                or _NOT_KNOWN_OF_THE_TALK.match(text)
                or names_nothing(text) or _TALK_TURNS_MORE.match(text)   # prec19: the object left in the talk (:mod:`.unnamed_object`)
                or points_at_nothing(text))   # prec20: a pointer standing for nothing named (:mod:`.unbound_pointer`)
