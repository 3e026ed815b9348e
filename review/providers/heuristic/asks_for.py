"""Whether a written English entry lost what its head asks for (learn51, issue 31).

A clause is cut at a comma, a "but", a "when", or answered in few words ("I do, every
day"); what is left can read as a whole sentence and still say nothing, or say more than
was said, because the word that carries the fact needs a complement that stayed behind:

* **A pro-verb whose verb phrase was elided**: "I do, every day" (do what?), "I have, many
  times", "I still do sometimes": "do", "have", "can" stand for a verb phrase said by the
  other speaker or in the clause before. Written alone: "User does, every day."
* **A feeling or a certainty without what it is about**: "afraid", "scared", "proud",
  "sure", "worried", "grateful" … with nothing after them but an adverb: "User has always
  been scared." (of what?), "User is so proud." (of whom?). With no object these are also
  the moment's moods, which is the other reason they are no fact to keep.
* **A verb that needs its object, with only a time or a frequency after it**: "I tried
  yoga but I gave up" → "User gave up." ; "I stopped after my knee surgery" → "User
  stopped after their knee surgery." (stopped what?); "my wife agrees" (with what?).
* **A focusing adverb whose focus was cut**: "I paint, mostly when I can't sleep" was cut
  at "when" and left "User paints, mostly.": "mostly", "only", "especially" said what
  the habit depends on, and it is gone, so the habit is read without its condition.
* **Getting better (or worse) with no "at what"**: "I'm getting better" is how the week
  goes; at chess, it is a skill (kept). So is learning or practising with nothing learnt
  ("A little, I'm still learning" → "User is still learning.").
* **A giver with only the user after it**: "My mom taught me when I was six" → "User's mom
  taught the user." (taught what?), "… showed the user how."
* **A stretch of time as the only object**: "I do an hour every evening", "I put in a few
  hours on Sundays": an hour of what was said before.
* **A state bounded by its end**: "… until the wedding", "… for the rest of the month",
  "… for a while", "… for now": the state says itself that it will not last.
* **A reaction of one moment**: "I cried on the first day" is that day's, not the user's.

Each is read from the shape of the entry the writer produced, whichever path wrote it; the
sentences above and in the tests are our own.
"""

from __future__ import annotations

import re

from . import pieces

# Adverbs and times that can follow a head without being its complement. A word in "-ly" is
# an adverb only in lower case ("Italy", "Grammarly", "Sally" are names) and when it is not
# one of the nouns in "-ly" (review18 R13: "I love jelly" is a taste, not a verb cut short)
_LY_NOUNS = (r"family|jelly|belly|rally|bully|holly|lily|ally|fly|reply|supply|assembly|anomaly|"
             r"monopoly|butterfly|firefly|dragonfly|folly|gully|tally|dolly|melancholy|"
             r"ugly|lovely|silly|curly|lonely|friendly|jolly|smelly|hilly|chilly|wobbly")


def _not_all_lower(word: str) -> str:
    """``word`` in any case but all lower case: "Really", "REALLY", "reAlly". The lower-case
    word is an adverb in "-ly" already, and read twice, a run of it ("really really …") had
    2**n readings for the engine to try before a refusal. The first capital decides the
    branch, so each text is read one way."""
    return "(?-i:" + "|".join(f"{word[:i]}{word[i].upper()}(?i:{word[i + 1:]})"
                              for i in range(len(word))) + ")"


_ADVERB = (rf"(?:(?-i:(?!(?:{_LY_NOUNS})\b)[a-z]+ly)|so|too|very|{_not_all_lower('really')}|still|now|again|"
           r"always|never|ever|sometimes|often|"
           rf"already|yet|before|{_not_all_lower('lately')}|anymore|any more|these days|nowadays|at times|"
           rf"a lot|a bit|a little|so much|{_not_all_lower('honestly')}|though|for sure|of course|"
           r"(?:every|each) (?:single )?(?:day|week|weekend|month|year|morning|night|time)|"
           r"(?:many|several|a few|a couple of|countless|two|three|\d+) times|once|twice|"
           r"(?:(?:a|one|two|three|a few|a couple of|some|many) )?(?:days?|weeks?|months?|years?) ago|"
           r"(?:last|this|next) (?:week|weekend|month|year|summer|winter|spring|fall|autumn|night))")
_ADVERBS = rf"(?:,?\s+{_ADVERB})*"

# "User does, every day.", "User has, many times.", "User still does sometimes.": a pro-verb
# with only adverbs after it (a comma straight after it always marks the ellipsis).
_PRO_VERB = re.compile(
    r"^User (?:(?:still|also|really|just|definitely|totally|absolutely|sometimes|often|usually|"
    r"always|never|actually|certainly|sure) )*"
    r"(?:does|did|do|has|have|had|can|could|will|would|is|was|does not|doesn't|did not|"
    r"didn't|has not|hasn't|can't|cannot|won't|isn't|wasn't)"
    # after a comma, only a clause of time or condition ("User does, whenever they can"):
    # "User is, by trade, a carpenter" goes on with its complement (review18 R13)
    rf"(?:,\s+(?:when|whenever|if|as|because|but|though|since|every|each)\b.*|{_ADVERBS})$",
    re.I,
)

# Feelings and certainties that are about something: with nothing after them the object
# (or the occasion, for a mood) was cut.
# (not "curious", "tired", "sick": "User is very curious.", "User gets tired easily." are
# traits said whole)
_ABOUT_SOMETHING = (r"afraid|scared|terrified|frightened|fearful|proud|sure|certain|unsure|aware|"
                    r"ashamed|embarrassed|jealous|envious|worried|nervous|anxious|excited|"
                    r"thrilled|stoked|pumped|psyched|grateful|thankful|glad|relieved|"
                    r"disappointed|upset|confident|capable|determined")
_FEELING_ALONE = re.compile(
    r"^User (?:(?:still|also|really|just|always|sometimes|often|usually|never|now|truly|"
    r"honestly|definitely) )*"
    r"(?:is|was|are|were|has been|had been|have been|feels|felt|gets|got|became|becomes|"
    r"has always been|has never been|is always|is never|isn't|wasn't|is not|was not) "
    r"(?:(?:so|very|really|pretty|quite|super|a bit|a little|kind of|sort of|truly|incredibly|"
    r"extremely|deeply|totally|absolutely|always|still|never|not|too|beyond|more than) )*"
    rf"(?:{_ABOUT_SOMETHING}){_ADVERBS}$",
    re.I,
)

# Verbs that take an object, with only a time, an adverb or a time clause after them.
_NEEDS_OBJECT = (r"stopped|stops|quit|quits|gave up|gives up|finished|finishes|misses|missed|"
                 r"loves|loved|likes|liked|hates|hated|enjoys|enjoyed|prefers|preferred|needs|"
                 r"needed|wants|wanted|agrees|agreed|disagrees|disagreed|won|wins|lost|loses|"
                 r"made|makes|got|gets|took|takes|brought|brings|bought|buys|found|finds|"
                 r"kept|keeps|tried|tries|began|begins|continued|continues|recommends|"
                 r"recommended|appreciates|appreciated|owns|owned|uses|used|"
                 # a move with no place ("Not long, we just moved in March")
                 r"moved|moves|relocated|relocates")
# A time after the verb: a preposition, counting words ("in a few", "for nearly 3"), then at
# most two free words before its head ("after my knee surgery"); read by pieces.Chained, the
# counting words one at a time, since they repeat without bound (review49, issue 27).
_TIME_PREP = r"(?:after|before|during|since|until|till|in|on|at|around|by|for|over)"
_COUNTING_WORD = (r"(?:a|an|the|their|his|her|its|one|two|three|four|five|six|a few|a couple of|"
                  r"several|many|some|about|almost|nearly|over|under|just|only|\d+)")
_TIME_HEAD = (r"(?:[\w'-]+ ){0,2}?(?:surgery|operation|injury|accident|birth|wedding|divorce|move|"
              r"funeral|breakup|pregnancy|diagnosis|graduation|retirement|days?|weeks?|months?|"
              r"years?|while|time|ages|age \d+|\d+|season|summer|winter|spring|fall|autumn|"
              r"high school|college|school|university|january|february|march|april|may|june|"
              r"july|august|september|october|november|december|(?:mon|tues|wednes|thurs|fri|"
              r"satur|sun)day)")
# "User stopped last year.": a verb that takes an object, only adverbs and times after it
# (_object_lost reads the pieces after the verb)
_OBJECT_TAKEN = re.compile(
    r"^(?:User|User's [\w'-]+(?: [\w'-]+)?|User and their [\w'-]+) (?:(?:just|finally|eventually|recently|also|"
    r"really|totally|completely|basically|kind of|sort of|already|never|always|still) )*"
    rf"(?:{_NEEDS_OBJECT})",
    re.I,
)


# What follows the verb, piece by piece: ",?\s+" then an adverb or a time. Each number is the
# most commas and whitespace characters the pattern holds ("a couple of days ago": 4), which
# bounds where it may end (pieces.Bounded; tests/review/test_heuristic_pieces.py reads it
# from each pattern's parse).
_ADVERB_ALONE = re.compile(_ADVERB, re.I)
_ADVERB_SEPARATORS = 4
_PREPOSITION_OF_TIME = re.compile(_TIME_PREP, re.I)
_COUNTING = re.compile(_COUNTING_WORD, re.I)
_HEAD_OF_A_TIME = re.compile(_TIME_HEAD, re.I)
_AFTER_THE_VERB = (
    pieces.Bounded(_ADVERB_ALONE, _ADVERB_SEPARATORS),
    pieces.Chained((_PREPOSITION_OF_TIME, 0), (_COUNTING, 2), (_HEAD_OF_A_TIME, 3)),
)


def _object_lost(text: str) -> bool:
    """Whether ``text`` is :data:`_OBJECT_TAKEN` and then only adverbs and times, one after
    another to the end (:func:`pieces.to_the_end`).

    fix48 (issue 27): one pattern read a time's words ("in a few weeks") as its counting words
    or as the two free words before its head, and a run of times two ways each. Every end
    the verb may have is tried ("User's dog stopped" may be the subject or the verb's)."""
    if not _OBJECT_TAKEN.match(text):
        return False
    places = pieces.Places(text)
    verb_ends = [end for end in places.stops if _OBJECT_TAKEN.fullmatch(text, 0, end)]
    return pieces.to_the_end(places, verb_ends, _AFTER_THE_VERB)

# "User paints, mostly.": a focusing adverb left after a comma, its focus cut.
_FOCUS_LEFT = re.compile(
    r",\s+(?:(?:but|and) )?(?:at least|mostly|mainly|only|just|especially|particularly|usually|"
    r"sometimes|even|except|largely|primarily|chiefly|generally|normally|typically|often)$",
    re.I,
)

# "User is getting better.": better at nothing said.
_GETTING_BETTER = re.compile(
    r"^User (?:is|has been|was|'s been) (?:(?:slowly|finally|really|definitely|already|steadily|"
    r"gradually|so much|much|a lot|a bit|way) )*(?:getting|doing|feeling) "
    r"(?:(?:so |much |a lot |a bit |way |even )*)(?:better|worse)"
    rf"{_ADVERBS}$",
    re.I,
)


# What can follow a feeling and still leave its object unsaid: a time ("ever since they were
# little", "when they were a kid", "as a child").
_TIME_CLAUSE = r"(?:,?\s+(?:(?:ever )?since|when|as a (?:kid|child)|growing up|back then)\b.*)?"
_FEELING_SINCE = re.compile(_FEELING_ALONE.pattern.removesuffix("$") + _TIME_CLAUSE + "$", re.I)

_LEARNING_ALONE = re.compile(
    r"^User (?:is|has been|was|'s been) (?:(?:still|just|slowly|also|really|always|now|currently) )*"
    r"(?:learning|practicing|practising|studying|training|improving|adjusting|"
    rf"getting the hang of things|figuring things out){_ADVERBS}$",
    re.I,
)

# "User's mom taught the user.": a verb of giving or showing with the user and no thing given.
_GIVEN_NOTHING = re.compile(
    r"\b(?:taught|teaches|teach|showed|shows|show|gave|gives|give|sent|sends|send|lent|lends|"
    r"bought|buys|handed|hands|offered|offers|promised|promises)\s+the user"
    rf"(?:\s+how)?{_ADVERBS}(?:\s+(?:whenever|when|since|after|before|because)\b.*)?$",
    re.I,
)

# "User does an hour every evening.": a stretch of time is all the verb takes, with only
# adverbs, times and "on / after / before / every / each <words>" after it (_duration_only).
_DURATION_TAKEN = re.compile(
    r"^User (?:(?:also|usually|always|often|still|now|tries to|try to) )*"
    r"(?:does|did|do|puts in|put in|squeezes in|squeeze in|squeezed in|gets in|get in|"
    r"fits in|fit in|sets aside|set aside|logs|logged|clocks|clocked) "
    r"(?:(?:an?|one|two|three|four|five|ten|twenty|thirty|fifteen|forty|a few|a couple of|"
    r"several|some|\d+) )(?:(?:extra|spare|free|quiet|whole|full|good|solid) )?"
    r"(?:minutes?|mins?|hours?|hrs?)",
    re.I,
)
# What follows it, piece by piece: ",?\s+" an adverb, or "\s+" then "on / after / before /
# every / each" and any words up to a comma, or "a / per day" (pieces.to_the_end).
_WORDS_AFTER = r"(?:on|after|before|every|each)"
_EACH_DAY = r"(?:a|per) (?:day|night|week)"
_AFTER_A_DURATION = (
    pieces.Bounded(_ADVERB_ALONE, _ADVERB_SEPARATORS),
    pieces.RunOf((re.compile(_WORDS_AFTER, re.I), 0), r"[\w' -]"),
    pieces.Bounded(re.compile(_EACH_DAY, re.I), 1, after_a_comma=False),
)


def _duration_only(text: str) -> bool:
    """Whether ``text`` is :data:`_DURATION_TAKEN` and then only pieces :data:`_AFTER_A_DURATION`
    reads, one after another to the end (:func:`pieces.to_the_end`).

    fix48 (issue 27): "before" and "every day" are an adverb and also open "before <words>" /
    "every <words>", whose words hold any run of the others, so one pattern read a repeat of
    them 2**n ways before a refusal."""
    head = _DURATION_TAKEN.match(text)
    return head is not None and pieces.to_the_end(pieces.Places(text), [head.end()], _AFTER_A_DURATION)


# A state that says its own end.
# (not one said inside a relative clause: "… an API that uses SQLite for now" bounds the
# API's database, not the user's building of it)
_BOUNDED = re.compile(
    r"^User (?:is|'s|are|will be)\b(?:(?!\b(?:that|which|who|whom|whose|where)\b).)*\s(?:"
    # "until" a clause of the user's own is a goal ("… until they pay off their loans",
    # review18 R13), "until" a date or an event bounds the state
    r"(?:until|till)(?!\s+(?:they|the user|she|he|we)\b)|for (?:a (?:little |short )?while|now|the time being|the moment|"
    r"(?:at least )?(?:the rest of the|the next|another|a few more|a couple (?:more|of)|"
    r"a few|two|three) (?:days?|weeks?|weekends?|months?|while))|at the moment|right now)\b",
    re.I,
)

# A reaction of one moment: "I cried on the first day", "we laughed so hard at the show".
_ONE_REACTION = re.compile(
    r"^User (?:(?:just|even|also|actually|almost|nearly|totally|literally|kind of) )*"
    r"(?:cried|laughed|screamed|panicked|freaked out|teared up|sobbed|blushed|gasped|"
    r"burst (?:into tears|out laughing)|broke down|lost it)\b"
    r"(?![^.]*\b(?:every|always|whenever|each time|still|used to)\b)",
    re.I,
)


# A trait said with how long or how deeply it is held ("User has always been anxious",
# "User is naturally curious") lasts; the same word of the moment does not (review18 R13).
_TRAIT_HELD = re.compile(
    r"^User (?:has always been|has never been|is naturally|is generally|was always|is always|"
    r"has been \w+ (?:all (?:their|his|her) life|since childhood)|is by nature) "
    r"(?:(?:so|very|really|pretty|quite|a bit|a little|kind of|sort of) )*"
    r"(?:anxious|curious|confident|determined|capable|nervous|shy)\b",
    re.I,
)


# learn51 (passing plans): one occasion the user has coming, its day cut by the dating step
# ("I have a job interview on Thursday" → "User has a job interview."): the occasion is
# that day's; a standing one says how often ("a piano lesson every Tuesday").
_ONE_OCCASION_HAD = re.compile(
    # the present only (review18 R26): "User had a hip operation." is a health history
    r"^User (?:(?:also|just|finally|now|still) )*(?:has|have|has got) (?:an?|another|their|one) "
    # a standing occasion says how often ("a weekly meeting", "a yearly check-up")
    r"(?!(?:[\w'-]+ )*(?:weekly|monthly|daily|yearly|annual|regular|standing|recurring)\b)"
    r"(?:[\w'-]+ ){0,2}?"
    r"(?:interview|appointment|exam|test|meeting|date|call|audition|deadline|flight|recital|"
    r"check-?up|surgery|operation|hearing|presentation)s?"
    r"(?:\s+(?:coming up|soon|later|today|tomorrow|tonight|this week|next week|scheduled|lined up))*$",
    re.I,
)

# learn51 (passing plans): a plan said as a thought ("I'm thinking I'll take the kids
# camping") is a hedge, not a plan made.
_THOUGHT_OF_A_PLAN = re.compile(
    r"^User (?:is|was) (?:(?:just|really|kind of|sort of|now) )*thinking (?:that )?(?:they|the user) "
    r"(?:will|'ll|might|may|could|would|should|can)\b",
    re.I,
)


def lost_what_it_asks(content: str) -> bool:
    """Whether the English entry ``content`` ("User …") lost the complement its head asks
    for (above): then it is no fact to keep."""
    text = content.strip().rstrip(".!。").strip()
    if not text.startswith("User"):
        return False
    feeling_alone = not _TRAIT_HELD.match(text) and (_FEELING_ALONE.match(text)
                                                     or _FEELING_SINCE.match(text))
    return bool(_PRO_VERB.match(text) or feeling_alone or _object_lost(text)
                or _FOCUS_LEFT.search(text) or _GETTING_BETTER.match(text)
                or _LEARNING_ALONE.match(text)
                or _GIVEN_NOTHING.search(text) or _duration_only(text)
                or _BOUNDED.match(text)
                or _ONE_REACTION.match(text) or _ONE_OCCASION_HAD.match(text)
                or _THOUGHT_OF_A_PLAN.match(text))
