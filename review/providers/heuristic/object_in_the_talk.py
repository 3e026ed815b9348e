"""Entries whose object, place or comparison stayed in the chat, told by the written entry's
shape (prec30, issue 31: "lost context", the largest false class of the report halves'
sealed samples).

Read on MSC's per-turn persona annotations (session 4 valid, records 251-500), where people
type to each other in short answers and the thing they answer about was named by the friend:

* **A pointer as the object, with more after it.** "User mostly has it at night.",
  "User does that every week.", "User has a few in their locker.", "User keeps one in their
  bag.": the pronoun or the bare count stands for the friend's thing; what follows
  (a place, a time, how often) does not name it. :mod:`.stands_alone` already refuses the
  pointer at the entry's end; here it is followed by an adverbial. A count with its noun
  ("has a few cats at home"), "one of <them>", "make it to <a place>" (reaching), a taste of
  "it when …" (the clause is the object) and a thought's "that in the end …" (a clause) stay.
* **"one" as a doing's object** (prec31, MSC per-turn session 2 records 1-250): "User has yet
  to ride one in real life.", "User went to one with friends.", "User makes a good one from
  <its makings>.": bare or with its adjective, and only where, with whom or from what after
  it. A "one" after "be" is a person ("the only one in their family"), "one of", "one day",
  "a little one" (a child) and a count's "…, one in <a grade>" stay.
* **A story's opener.** "User had a coworker." / "User had a classmate.": the person the story
  was about, and what they did, are in the next sentences; one of the user's people who *is*
  ("User has a roommate.") stays.
* **Going with someone, or choosing.** "User went with their cousins." (where?), "User is
  going with their nephew.", "User went with blue." / "usually goes with rice" (chose it
  for what?): the place or the choice asked was the friend's. Going "with the flow" (a trait)
  and going with someone *to* a place stay.
* **A decision, a choice, a count or a certainty with what it is of left in the talk.** "User
  hasn't decided.", "User is 95% sure.", "User has no other choice.", "User has lost count.", "User wouldn't know where
  to start.", "… off the top of their head": of what was asked. Deciding on a thing or to do
  a thing, a choice "but to …" and "where to start with <a thing>" stay.
* **A taste with a bare comparative.** "User likes <one> better." (than the other the friend
  named); "better than <the other>" and the superlatives ("the most", "the best": a favourite)
  stay.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_ADVERBS = (r"(?:(?:usually|only|never|often|sometimes|always|still|also|just|really|mostly|"
            r"typically|generally|normally|rarely|even|already|now|probably|definitely|actually|"
            r"occasionally|then) ){0,3}")
_AUX = r"(?:(?:do|does|did|has|have|had|will|would|can|could|is|was|'s)(?: not|n't| never)?(?: been)? )?"

# What follows a pointer when it says where, when or how often, never what: a preposition (but
# "of", which says what it is one of), a time or frequency word, "and" joining a second doing
_ADVERBIAL_AFTER = (r"(?:in|on|at|with|for|from|into|left|occasionally|sometimes|already|too|"
                    r"now|each|every|all the time|a lot|anymore|again|once|twice|often|"
                    r"most (?:days|nights|weekends|mornings)|and)\b")

# "it" as the object of a doing, read with what comes after it; "make it" (to reach, to
# manage) and a taste of "it when/if …" (the clause is what is liked) are not pointers
_IT_THEN_ADVERBIAL = re.compile(
    r"^User " + _ADVERBS + _AUX + _ADVERBS
    + r"(?!(?:make|makes|made|making)\b)"
    # (a taste of "it" somewhere is of being there: "User loves it in the mountains.")
    + r"(?!(?:likes?|liked|loves?|loved|hates?|hated|enjoys?|enjoyed|prefers?|preferred|misses|missed) "
    + r"it (?:in|at|on|out|here|there)\b)"
    # ("that" after "not", "so" or "be" grades: "User is not that into jazz.")
    + r"(?!(?:not|so|is|was|are|were|be|been|being|as)\b)"
    + r"[a-z]+ (?:[a-z]+ing )?(?:it|that) " + _ADVERBIAL_AFTER, re.I)

# a thought's "that" opens its clause, which may start with a place or a time ("believes that
# in the end …"): the verbs of saying and thinking are read by the clause readers
_SAYING_THAT = re.compile(
    r"\b(?:believes?|believed|thinks?|thought|knows?|knew|says?|said|feels?|felt|hopes?|hoped|"
    r"realizes?|realized|realises?|realised|guess(?:es)?|guessed|figures?|figured|learned|learnt|"
    r"notices?|noticed|finds?|found|means?|meant|wish(?:es)?|wished|hears?|heard|read|reads) that\b",
    re.I)

# a bare count as the object of having, keeping or getting, followed by where or when
_COUNT_THEN_ADVERBIAL = re.compile(
    r"^User " + _ADVERBS + _AUX + _ADVERBS
    + r"(?:(?:makes? sure|tries|try) to (?:keep|have|get) |"
    + r"(?:been )?(?:has|had|have|keeps?|kept|keeping|gets?|got|getting|buys?|bought|owns?|owned|"
    + r"rents?|rented|renting|mix(?:es)? in|mixed in|mixing in|uses?|used|brings?|brought|grows?|grew) )"
    + r"(?:just |only |about |around )?(?:one|a few|some|a couple|several|quite a few|plenty) "
    + r"(?!of\b)" + _ADVERBIAL_AFTER, re.I)

# prec31 (MSC per-turn session 2 dev): "one" standing for the friend's thing as a doing's object,
# bare or with its adjective ("has yet to ride one in real life", "went to one with friends", "makes
# a good one from <what it is made of>"), with what follows saying where, with whom or from what,
# never what the one is. A "one" after a form of "be" is a person ("the only one in the family"),
# after "and" or a comma one of a count said before ("two kids, one in school"); "one of", "one
# day" and the child's "little one" open no pointer.
_NOT_A_THING = r"(?:little|only|first|last|next|same|other|[a-z]+est)"
_ONE_THEN_ADVERBIAL = re.compile(
    r"^User (?:[\w'-]+ )*?(?!(?:is|was|are|were|be|been|being|and|or|no|every|each|any|some|than|of|"
    r"number|a|an|the|" + _NOT_A_THING + r")\b)[a-z]+ (?:(?:a|an|the) (?!" + _NOT_A_THING + r"\b)"
    r"(?:[a-z]+ )?)?one (?!for the team\b)(?:from|to|last|this|next|" + _ADVERBIAL_AFTER[3:], re.I)

# one of the user's people named as a story's opener, with nothing said of them
_STORY_OPENER = re.compile(
    r"^User (?:once |also )?had (?:a|an|one) (?:[a-z]+ )?(?:friend|neighbou?r|coworker|co-worker|"
    r"colleague|classmate|buddy|acquaintance|roommate|teacher|boss|guy|girl|person|lady|man|woman|"
    r"customer|client|patient|student)$", re.I)

# going with someone or something, and nothing of where (or for what the choice was)
_GOING_WITH_ONLY = re.compile(
    r"^User " + _ADVERBS + r"(?:(?:is|was|will|'s) )?" + _ADVERBS
    + r"(?:go|goes|went|going) with (?!(?:the flow|their gut|their instincts?|their heart)\b)(?:[\w'-]+ ){0,3}[\w'-]+$", re.I)

# a taste of one thing "better", "more" or "less", the other thing left in the chat
_TASTE_BARE_COMPARATIVE = re.compile(
    r"^User " + _ADVERBS + r"(?:likes?|liked|loves?|loved|enjoys?|enjoyed|prefers?|preferred) "
    r"(?:[\w'-]+ ){1,4}(?:(?:a lot|much|way|even|far|a little|a bit) )?(?:better|more|less)$", re.I)


# deciding, choosing, counting or knowing how to begin, with nothing of what
_DECISION_LEFT = re.compile(
    r"^User (?:(?:still|just|really|honestly|yet) )*(?:(?:has|have|had|does|did|is|was|can|could|would)"
    r"(?: not|n't| never) |has )(?:(?:yet|really|even|quite) )?(?:decided?|deciding|chosen|choose|"
    r"picked|pick|made up their mind|have (?:a|any|much of a) choice|lost count|know where to (?:start|begin)|"
    r"know what to (?:pick|choose))(?: yet)?$|"
    r"^User (?:(?:really|just|honestly) )?(?:has|had) no (?:other )?choice$|"
    # being sure with nothing of what ("User is 95% sure.", "User isn't sure.")
    r"^User (?:is|was|isn't|wasn't|is not|was not)(?: (?:so|very|pretty|quite|absolutely|totally|"
    r"not|really|fairly|\d+(?:\.\d+)?%))* (?:certain|sure)$|"
    r"\boff the top of their head$", re.I)


def object_left_in_the_talk(text: str) -> bool:
    """Whether the entry ``text`` (its stop and a written date cut) leaves its object, its
    place or its comparison in the chat (above)."""
    if _IT_THEN_ADVERBIAL.search(text) and not _SAYING_THAT.search(text):
        return True
    return bool(_COUNT_THEN_ADVERBIAL.search(text) or _ONE_THEN_ADVERBIAL.search(text)
                or _STORY_OPENER.search(text)
                or _GOING_WITH_ONLY.search(text) or _TASTE_BARE_COMPARATIVE.search(text)
                or _DECISION_LEFT.search(text))
