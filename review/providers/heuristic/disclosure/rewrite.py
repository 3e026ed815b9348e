"""Step 4 of the shape layer: the kept clause written as one short third-person sentence
("I" → "User", the verb agrees), its asides and second verb phrase cut, and
:func:`lasting_clause`, what a clause read for what lasts must not say.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..capitals import Capitals
from ..reactions import TYPED_SOUNDS, lead
from ..text import MOMENT, STRANDED_PREPOSITION
from ..turned_back import statement_before
from ..when import AHEAD, RELATIVE
from ..writing import finish, indefinite_article, third_person
from .act_words import _is_act_word
from .clause_shapes import _DANGLING_END, _LOST_OBJECT, _a_whole_list
from .cutting import MAX_WORDS
from .dating import _undated
from .forms import _plural_verb
from .moment import _MOOD, _NOW_TOO, _lasting_feeling
from .pointers import _PEOPLE_OR_ANIMAL, _a_kind_shown
from .speaker import _HABIT, _NOT_PRESENT, _SPEAKER_ANYWHERE

# sub's templates as callables (lazy_re.expanded): a template string costs a call into
# Python on every sub, found or not (issue 27)
_FIRST_ONLY = re.expanded(r"\1")
_FIRST_SPACED = re.expanded(r"\1 ")


# fixview (review9 F12): what the user does that lasts, read by the same marks the clause
# step drops a clause for: a past act or any tense not the present ("I left at six"), the
# moment ("today"), a relative or coming time, the rest of the day, a mood ("I'm running
# out of it"), or the present progressive without a habit word (what is going on now).
_PROGRESSIVE_NOW = re.compile(r"^(?:i|we)(?:'m| am|'re| are) (?:\w+ )?\w+ing\b", re.I)


# learn34: in a clause read for what lasts (a maxim, a view's tie), "down" is the moment only as
# an outage ("the VPN is down", "we shut the server down", "down again"); a phrasal verb's
# particle is not ("to calm down and count to ten", "so I wind down with a run"). The clause step
# keeps its wider "down" (a story's "I wrote it down" is one act).
_OUTAGE_DOWN = re.compile(
    r"\b(?:is|are|was|were|'s|been|be|being|went|go|goes|going|gone|still) down\b|"
    r"\bdown (?:again|since|for (?:hours|days|the day)|today|all day)\b|"
    r"\b(?:shut|shuts|shutting|broke|break|breaks|breaking|broken|took|take|takes|taking|taken) "
    r"(?:[\w'-]+ ){0,3}?down\b", re.I)


def _now_too_lasting(clause: str) -> bool:
    """:data:`_NOW_TOO`, with "down" read only as an outage (above)."""
    return bool(_OUTAGE_DOWN.search(clause) or _NOW_TOO.search(re.sub(r"(?i)\bdown\b", "", clause)))


def lasting_clause(clause: str) -> bool:
    """Whether the user's own ``clause`` ("I train every morning") says what lasts (above)."""
    return not (_NOT_PRESENT.search(clause) or MOMENT.search(clause) or RELATIVE.search(clause)
                or AHEAD.search(clause) or _now_too_lasting(clause)
                or _PROGRESSIVE_NOW.match(clause) and not _HABIT.search(clause)
                or _MOOD.match(clause) and not _lasting_feeling(clause))
# learn33 (review13 M21): "… whenever I can" ends on its modal with nothing cut: the habit's
# own condition ("User visits their mom every day whenever they can")
_WHEN_ABLE = re.compile(r"\bwhenever (?:i|we) (?:can|could)$", re.I)
_SWITCH = re.compile(r"\bswitch(?:ed|ing)? (?:over )?from (?P<x>.+?) to (?P<y>[^,]+?)$", re.I)
_NOT_DONE_SWITCH = re.compile(r"\b(?:not|never|didn't|didnt|don't|dont|won't|wont|can't|cannot|couldn't|wouldn't|"
                              r"shouldn't|isn't|wasn't|haven't|hasn't|no longer)\b|n't\b", re.I)
#: fixlearn21: the change verb's own negation, right before it ("didn't switch", "never
#: actually moved"), not one anywhere in the clause ("I can't believe I quit")
_NEGATED_CHANGE = re.compile(r"\b(?:not|never|didn't|didnt|haven't|havent|hasn't|hadn't|wouldn't|won't|"
                             r"don't|dont|doesn't)\s+(?:(?:actually|really|ever|even|yet|end up|ended up)\s+){0,2}$", re.I)
_CHANGE = re.compile(
    r"\b(?:moved|moving|relocated|switched|switching|switch|changed|accepted an offer|"
    r"started (?:at|working|a new job)|joined|now uses?|now use|no longer|quit|left|"
    r"got a new job|got hired)\b", re.I)


# learn42: a purpose cut off a long clause, up to the "and" of its second verb phrase (no comma,
# no aside in between): "… to nudge me to drink water| and take a walk …"
_FIRST_OF_PURPOSES = re.compile(r"^(?P<p> to (?!be\b)[a-z]+(?: [\w'-]+){1,8}?) and "
                                r"(?=(?P<n>[a-z]+) (?P<a>[\w'-]+))", re.I)
# fix20 (review16 Q4): the word after that "and" must open a verb phrase, a bare verb and the
# start of its object ("and take a walk", "and share their …", "and get some …"); a pair of
# nouns is no second purpose ("cats and dogs in …", "Spanish and Portuguese for …", "my band
# and our gear"): a plural, a capital, a determiner or a pronoun after "and" is no bare verb,
# nor a word before a preposition ("bread and milk for …"; "and save for …" is left uncut)
_NO_BARE_VERB = frozenset(("a", "an", "the", "my", "our", "your", "their", "his", "her", "its",
                           "some", "any", "this", "that", "these", "those", "all", "both", "each",
                           "every", "no", "i", "we", "you", "he", "she", "they", "it"))
_OBJECT_OPENS = re.compile(r"(?:a|an|the|my|our|your|their|his|her|its|some|more|new|any|it|"
                           r"them|me|us|him|others|everyone|everybody|someone|somebody|anyone|"
                           r"this|that|these|those|\d+|up|out|off|back|down|away|around|over)$")


# fix26 (review16 Q4): a noun under a possessive or article just before that "and" may share
# it with the word after "and" ("to buy my mom and dad a new car", "to send my aunt and uncle
# a ticket"): a pair of people before a second object. Position cannot tell "dad" from a verb
# ("to walk my dog and feed the cats"), so the purpose is not cut there; the head is kept alone.
_SHARED_DETERMINER_BEFORE = re.compile(r"\b(?:my|our|your|his|her|their|the)\s+[a-z'-]+$", re.I)
# learn47: a noun after a preposition is the preposition's, never the verb's first object ("to
# have a good effect on the town and cheer others up", "to raise money for the shelter and
# meet new people"): no second object can follow it, so its "and" may open a verb phrase
_DETERMINERS = frozenset(("a", "an", "the", "my", "our", "your", "their", "his", "her", "its",
                          "this", "that", "these", "those"))
# review17 Q2: particles and adverbs of time or degree follow a noun as readily as a verb
# ("with my mom and dad over the holidays", "at the shelter and clinic more often"), so after
# a pair under a preposition they do not show a second verb phrase; an object that only a
# verb takes (a pronoun, "others", "new people", a number) still does
_FOLLOWS_A_NOUN_TOO = frozenset(("up", "out", "off", "back", "down", "away", "around", "over",
                                 "more", "some", "any"))
_UNDER_A_PREPOSITION = re.compile(r"\b(?:on|in|at|for|to|with|from|of|about|into|onto|across|"
                                  r"around|through|over|under|by|near|within|towards?|among)\s+"
                                  r"(?:my|our|your|his|her|their|the)\s+[a-z'-]+$", re.I)


def _second_verb_phrase(first: re.Match[str]) -> bool:
    """Whether the "and" :data:`_FIRST_OF_PURPOSES` stopped at opens a verb phrase (above)."""
    verb, after = first["n"], first["a"]
    if verb == "not":   # "to lift weights and not to lose my mind"
        return after == "to"
    if _SHARED_DETERMINER_BEFORE.search(first["p"]) and not (
            _UNDER_A_PREPOSITION.search(first["p"]) and after.lower() not in _DETERMINERS
            and after.lower() not in _FOLLOWS_A_NOUN_TOO):
        return False   # a pair under a preposition before a determiner stays a pair ("for my mom and dad the way …")
    return verb.islower() and verb not in _NO_BARE_VERB and not verb.endswith("ing") \
        and not (verb.endswith("s") and not verb.endswith(("ss", "us"))) \
        and bool(_OBJECT_OPENS.match(after))
_LONG_HEAD = re.compile(r"^((?:\S+ ){4,}?\w+) (?:and (?:then |also |eventually |now |even )?"
                        r"(?=\w+(?:ed|ing)\b)|to (?!be\b)(?=[a-z]+ ))", re.I)
# Between people, what is in progress is a project of one's life ("I'm working on my
# online store", "I'm planning a fundraiser"), and a breakdown dated in the past is an event
# ("my car broke down last Friday"); in a developer's session both are the task at hand.
_LIFE_NOT_WORK = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are) (?:currently |also |still )?(?:working on|planning) (?!it\b|on\b)|"
    # learn20: a pursuit tried or looked into, named by a noun ("I'm trying kundalini yoga",
    # "I'm looking into counselling work"); "trying to …" is read as the doing it tries
    # (.trying, session 39): kept as the effort when that doing is kept
    # fixlearn11 (review11 H8): an activity or practice, not a venue tried once ("the new sushi
    # bar"), clothes tried on, nor anything said with a time of one day ("on Friday",
    # "later", "this weekend"): that is the day's plan, as the other transient readings say
    r"^(?!.*\b(?:later|tonight|today|tomorrow|this (?:weekend|week|evening|afternoon|morning)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|next (?:week|weekend|month)|soon)\b)"
    r"(?:i|we)(?:'m| am|'re| are) (?:currently |also |still |now )?(?:trying(?: out)?|looking into) "
    r"(?!(?:to|it|them|this|that|these|those|my best|hard|again|on|out|(?:the|that|this) new)\b)[a-z]|"
    # learn46: a candidacy or a venture one runs ("I'm running for city council", "I'm running
    # a small bakery") lasts; "running" was read as a developer's job of the moment (a script)
    r"^(?:i|we)(?:'m| am|'re| are) (?:currently |also |still |now )?running (?:for (?:office|mayor|"
    r"(?:city |town |local |school |parish )?(?:council|board)|re-?election|president|governor|"
    r"congress|parliament|the (?:[\w-]+ )?(?:board|council|senate|seat|presidency))|"
    r"(?:a|an|my|our) (?:own )?(?:[\w-]+ ){0,2}?(?:business|shop|store|bakery|caf[eé]|restaurant|"
    r"studio|company|farm|blog|podcast|channel|club|charity|non-?profit|practice|salon|gym|school|"
    r"workshop|website|support group|food bank|shelter))\b|"
    r"^(?=.*\b(?:broke|broken|crashed|failed)\b)(?=.*\b(?:yesterday|last|ago|the other day)\b)"
    r"(?!.*\b(?:pushed back|postponed|delayed|cancell?ed|rescheduled|called off|this weekend|later|"
    r"just now)\b)", re.I)


# v9: a comment on the fact with a subject of its own, joined by "and"/"but" ("I'm sticking
# to my routine and the people are awesome"): how it strikes the user this week (v8 cut the
# comma-joined kind)
_PRAISE_TAIL = re.compile(r",?\s+(?:and|but|plus)\s+(?:the|my|our|everyone|everybody)(?: [\w-]+){0,2} "
                          r"(?:is|are|was|were|'s|'re) (?:so |really |super |very |pretty |just |all )?"
                          r"(?:awesome|great|amazing|lovely|nice|friendly|cool|fun|welcoming|kind|"
                          r"helpful|supportive|beautiful|wonderful|fantastic|incredible)$", re.I)
_PROGRESS_TAIL = re.compile(r",?\s+(?:and|but|so)\s+(?:(?:things|everything|it|stuff)(?:'s| is| are| has "
                            r"been| have been) (?:really |finally |slowly |all )?(?:paying off|"
                            r"looking up|coming along|coming together|picking up|going (?:well|"
                            r"great|good|okay|ok|smoothly)))$", re.I)


# Past verbs whose "that" starts what was found or told ("I've learned that slow mornings
# help" — it was written "learned a slow mornings"), never a thing of the story.
# review44: and the past of believing, assuming or fearing, which ends in "-ed" as an act does
# ("I have always believed that family comes first" was "User has always believed a family
# comes first.")
_TAKES_THAT_CLAUSE_WORDS = """learned learnt discovered heard knew found saw understood
remembered forgot showed proved read promised admitted explained mentioned confirmed
accepted recognized recognised agreed believed assumed suspected imagined guessed figured
argued claimed insisted expected dreamed dreamt feared doubted concluded predicted suggested
announced reported warned noticed realized realised"""
_TAKES_THAT_CLAUSE = frozenset(_TAKES_THAT_CLAUSE_WORDS.split())


_HOUSEHOLD_OWN = re.compile(r"^the user's family (?=(?:(?:one|two|three|four|five|\d+)-year-old|"
                            r"kids?|children|child|sons?|daughters?|baby|babies|twins|family|"
                            r"dogs?|cats?|pets?|puppy|puppies|kittens?|house|home|garden|"
                            r"parents?|mom|mum|dad|little ones?|youngest|oldest|eldest)\b)", re.I)
_FAMILY_VERB = re.compile(r"^(the user and their family (?:(?:also|still|often|usually|always|"
                          r"sometimes|really|now) )*)([a-z]+s)\b(?! (?:been|of)\b)")


# fixpast: a lasting state of body or life is a fact in two words ("I'm pregnant", "I'm
# injured"); the three-word floor above is for moods and fragments ("I'm tired")
_LASTING_STATE = re.compile(r"^(?:i|we)(?:'m|’m| am|'re| are) (?:(?:now|still|finally|officially) )?"
                            r"(?:pregnant|injured|diabetic|epileptic|asthmatic|disabled|paralyzed|"
                            r"paralysed|deaf|blind|immunocompromised|sober|engaged|married|divorced|"
                            r"widowed|retired|"
                            # learn21: a diet or a trait of the body said in two words ("I'm
                            # vegan", "I'm left-handed") lasts as much as "I am vegan" does
                            r"vegan|vegetarian|pescatarian|teetotal|coeliac|celiac|left-handed|"
                            r"right-handed|ambidextrous|colou?r-?blind|dyslexic|autistic)$", re.I)


_ALSO_AFTER_SUBJECT = re.compile(r"^((?:i|we)(?:'ve|'m|'re|’ve|’m|’re| have| am| are)?) also\b", re.I)
_STRESSED_DO = re.compile(r"^((?:i|we)) (?:really )?do (?=(?:really )?(?:like|love|enjoy|miss|care|"
                          r"appreciate|hate|prefer|believe)\b)", re.I)


_CONDITION_CUT = re.compile(r"\b(?:whenever|if|unless|as long as|only when)\b", re.I)


# fixlearn18 (issue 31): a list said in one clause ("I swim, cook, knit, play chess, paint …",
# "I like to swim in the lake, cook Thai food for friends, knit …", "… with a dinner surrounded
# by friends, laughter and candlelight") was cut at its first comma when the clause was longer
# than MAX_WORDS, or dropped when its head was short: the entry kept one member of several, or
# nothing. A list is kept whole up to _MAX_LIST_WORDS: after its first comma, only members of a
# few words each, none opening a clause of its own (a subject, a conjunction), the last after
# "and" / "or".
_MAX_LIST_WORDS = 32


# corpus5 (issue 31, PrefEval): a long clause's head was cut at a comma between two modifiers
# of one noun ("I study well in a calm, guided workshop …" kept "User studies well in a
# calm.") and at a "to" that is the complement of the word before it, not a purpose ("I have a
# deep aversion to board games that …" kept "User has a deep aversion."): each wrote a stump
# that says nothing true. A comma is between modifiers when the head ends on a
# determiner or preposition and one word, and the two words after the comma are content words
# (no conjunction, adverb of focus, determiner, pronoun, preposition or auxiliary: ", but
# never …", ", even in …" start a clause or a tail of their own), the first not a gerund (",
# sanding beams, fitting windows" lists doings); the words that take "to" as
# their own complement are a closed class of nouns and adjectives of attitude and ability, and
# the prepositions written with "to" ("due to", "thanks to", "next to": "… classes with lots of
# sprinting due to my ankles" kept "… sprinting due."). A cut before a reason's "due to" keeps what
# the reason is for; a purpose of two verbs that carries the "to" on (below) keeps it whole.
_BETWEEN_MODIFIERS = re.compile(r"\b(?:a|an|the|my|our|his|her|their|for|in|to|of|with|on|at|from|by|about)"
                                r"\s+[a-z][\w-]*$", re.I)
_NOT_A_MODIFIER = (r"(?:and|or|but|so|nor|yet|which|who|whom|whose|where|that|when|because|as|since|while|if|"
                   r"though|although|then|too|even|especially|particularly|including|like|such|mostly|mainly|"
                   r"except|not|never|only|just|also|all|both|each|every|no|some|any|the|a|an|my|your|his|"
                   r"her|its|our|their|this|these|those|i|you|he|she|it|we|they|in|on|at|for|with|from|by|"
                   r"about|of|to|into|than|is|are|was|were|be|been|do|does|did|have|has|had)")
_MODIFIER_AFTER = re.compile(r",\s+(?!" + _NOT_A_MODIFIER + r"\b)(?![a-z]+ing\b)[a-z][\w-]*\s+(?!" + _NOT_A_MODIFIER
                             + r"\b)[a-z]", re.I)
_WORD_BEFORE_ITS_TO_WORDS = """
aversion allergy allergic objection addiction addicted attachment attached devotion devoted
commitment committed dedication dedicated sensitivity sensitive intolerance intolerant exposure
exposed access resistance resistant opposition opposed averse reaction response used accustomed
close similar related prone susceptible partial loyal open key approach ability inability
potential chance opportunity tendency desire urge need right freedom willingness reluctance
decision plan goal aim ambition dream wish hope intention attempt effort way reason courage
patience motivation able unable willing reluctant eager keen likely ready afraid free
due owing thanks according prior next compared relative contrary addition"""
_WORD_BEFORE_ITS_TO = frozenset(_WORD_BEFORE_ITS_TO_WORDS.split())
#: … of which these open a reason: cut before them, what the reason is for stands alone
_REASON_TO = frozenset(("due", "owing", "thanks"))


def _rewrite(clause: str, *, dated: bool = False) -> str | None:
    """The clause as one short third-person sentence, or None; ``dated``: a date will be
    added, so two words are enough ("I graduated last week" → "User graduated on …")."""
    text = _undated(clause)
    text = re.sub(r"\s{2,}", " ", text).strip(" ,")
    text = re.sub(r"^(?:i|we)(?:'m| am|'re| are) now\b", lambda m: m.group(0)[:-4], text, flags=re.I)
    # learn41: "I'm even getting …" too ("User is even getting …": "even" weighs it against the chat)
    text = re.sub(r"^(i|we)(?:'ve|'m| am|'re| are)? even\b", lambda m: m.group(0)[:-5], text, flags=re.I)
    # prec10: "I also enjoy …", "I've also started …": "also" ties the fact to what was said
    # just before in the chat; the entry is read alone ("User also enjoys aerial yoga.")
    text = _ALSO_AFTER_SUBJECT.sub(_FIRST_ONLY, text)
    # "I do like nature": the stress answers the friend's doubt; the fact is "likes"
    text = _STRESSED_DO.sub(_FIRST_SPACED, text)
    words = text.split()
    if len(words) < (2 if dated else 3) and not _LASTING_STATE.match(text):
        return None
    if len(words) > MAX_WORDS and not (len(words) <= _MAX_LIST_WORDS and _a_whole_list(" ".join(words))):
        # a long clause keeps its head up to a comma, or up to where a purpose ("to
        # showcase …") or a second verb phrase ("and eventually created …") starts, or is
        # dropped: cutting a verb phrase in its middle writes something not said
        joined = " ".join(words)
        head = re.match(r"^([^,]{12,}?\w),\s", joined)
        if head and _BETWEEN_MODIFIERS.search(head.group(1)) and _MODIFIER_AFTER.match(joined[head.end(1):]):
            head = None   # corpus5: "… in a structured, guided setting" is one noun phrase, not a list
        head = head or _LONG_HEAD.match(joined)
        if not head or len(head.group(1).split()) > MAX_WORDS:
            return None
        text = head.group(1)
        if _CONDITION_CUT.search(joined[len(text):]):
            return None   # learn27: the head would be kept without its condition ("whenever …",
            # "if …"), which says more than was said
        if re.search(r"\b(?:asked|told|invited|encouraged|urged|convinced|persuaded|reminded|begged|"
                     r"inspired|motivated|pushed|challenged|got)(?: [\w'-]+){1,4}$", text, re.I) \
                and joined[len(text):].lstrip().lower().startswith("to "):
            return None   # "asked my friends [to join …]": what was asked is the fact
        if re.search(r"\b(?:" + "|".join(_TAKES_THAT_CLAUSE) + r"|realized|realised|noticed|"
                     r"think|thought|know|believe|feel|felt) that\b", text, re.I):
            return None   # what was found is cut in its middle: "learned that slow mornings"
        if (first := _FIRST_OF_PURPOSES.match(joined[len(text):])) and _second_verb_phrase(first) \
                and len(text.split()) + len(first["p"].split()) <= MAX_WORDS:
            # learn42: a purpose of two verbs ("to nudge me to drink water and take a walk
            # every afternoon") keeps its first when the whole is too long: what it is for
            text += first["p"]
        if joined[len(text):].lstrip().lower().startswith("to ") \
                and (last := text.rsplit(None, 1)[-1].lower()) in _WORD_BEFORE_ITS_TO:
            if last not in _REASON_TO:
                return None   # corpus5: "an aversion [to pets that …]": the "to" is the noun's own
            text = text.rsplit(None, 1)[0]   # "… high-impact moves [due to …]": the reason goes
    text = re.sub(r"(?:\s+(?:and|or))+$", "", text)
    text = _PROGRESS_TAIL.sub("", text)   # "…, and it is all coming together": a state of the week
    text = _PRAISE_TAIL.sub("", text)     # v9: "… and the people are awesome": a comment, not the fact
    if (_DANGLING_END.search(text) and not _WHEN_ABLE.search(text) or _LOST_OBJECT.search(text)) \
            and not STRANDED_PREPOSITION.search(text):
        return None   # "I still have", "my days have been": the complement was cut
    # storytelling's "this": "I adopted this cute pup" introduces one, "a cute pup"; so
    # does "that" right after an act ("I baked that loaf for a picnic"), where it is no conjunction
    # learn23: not where "this" is no determiner: a degree ("got me this far", "this much",
    # "never been this happy" after a verb of being), a pronoun before its verb ("this is",
    # "these are") or "this one/way" (written "a far", "a happy", "a one")
    # review17 Q26: "these" after a doing of a pursuit ("been collecting these stamps for
    # years") points at the ones shown; the lasting fact is the kind, written bare
    text = _STORY_THIS.sub(lambda m: m[0] if _BEING_BEFORE.search(text[: m.start()])
                           and _DEGREE_AFTER.match(text[m.end():]) else
                           ("" if m.group(1).lower() == "these" and _a_kind_shown(text, m)
                            else "some " if m.group(1).lower() == "these" else "a "), text)
    text = re.sub(r"\b(\w+) that (?=[a-z]+ )", lambda m: m.group(1) + (
        " a " if _is_act_word(m.group(1)) and m.group(1).lower() not in _TAKES_THAT_CLAUSE
        else " that "), text)
    # learnfix: "I have such a loving family": "such" is how it was said to a friend
    text = re.sub(r"\b(have|has) such (?=an? )", _FIRST_SPACED, text, flags=re.I)
    # "a" made "an" before a vowel's sound, not its letter (review40: "I bought a used kayak"
    # was kept as "User bought an used kayak.")
    text = re.sub(r"\ba (?=[aeiou])", lambda m: indefinite_article(text[m.end():]) + " ", text)
    written = third_person(text)
    if " because " in written:
        # learn55: a taste's reason names the user as "them" (the entry names them once)
        head, why = written.split(" because ", 1)
        why = re.sub(r"\bthe user\b", "them", re.sub(r"\bthe user's\b", "their", why))
        written = f"{head} because {why}"
    written = re.sub(r"^the team('s)?\b", lambda m: "the user" + ("'s family" if m.group(1) else
                                                                    " and their family"),
                     written, flags=re.I) if re.match(r"^(?:we|our)\b", text, re.I) else written
    # learn12: "our kids", "our family" are the household's own: "User's kids", not
    # "User's family kids" (nor "User's family family")
    written = _HOUSEHOLD_OWN.sub("the user's ", written)
    written = re.sub(r"\bthe user and their family (is|has|was)\b",
                     lambda m: "the user and their family " + {"is": "are", "has": "have",
                                                              "was": "were"}[m.group(1)],
                     written, flags=re.I)
    # "We live near Boston" → "User and their family live …" (third_person read "we" as
    # one team and wrote "lives")
    written = _FAMILY_VERB.sub(lambda m: m.group(1) + _plural_verb(m.group(2)), written)
    # "User took their kids to the park": after the subject, the user's things are "their"
    written = re.sub(r"(?<=.)\bthe user's\b", "their", written)
    return finish(re.sub(r"\bonly whenever\b", "only when", written), ".")


# learn17 (dev half 1-5, tastes the extractor missed): three ways a taste is said around
# the fact, read by their shape. A question after a dash is an aside to the listener or a
# rhetorical one ("Batman has always been one of my favourites - who doesn't love a
# detective?"): the statement before the dash is still said. "as you can probably tell" is
# said to the listener, not of the thing. "a favourite of mine" is "one of my favourites".
_QUESTION_AFTER_DASH = re.compile(r"^(?P<said>[^?]*?\w[^?]*?)\s+[-\u2013\u2014]+\s+[^-\u2013\u2014?]*\?+\s*$")
# learn101 (issue 31; MSC's per-turn annotations, session 4 valid 1-250): people who type as
# they talk join their news and the question back to the friend with a comma, where a stop
# would stand ("I keep bees, do you have any pets?", "I'm left handed, yourself?"): the
# statement is still said. Only a head that opens with the speaker's own statement, not a
# lead-in to the question or a view ("I wonder", "I bet", "I'm so curious", "I say …", "I'm not
# sure", "I heard …", "I think …", "I didn't hear", "I know you …"), nor a clause that leans on the question ("Since …", "If
# …"); and a question of one clause asking the friend back or about the thing: not a request,
# an invitation or an ask for approval or tips, whose head is the errand or plan of the moment
# it is about ("I'm throwing a party Friday, want to come?", "I lost a match again, any
# tips?"), nor a tag asking the friend to agree ("…, does it?": the head is a claim, a view).
_QUESTION_AFTER_COMMA = re.compile(r"^(?P<said>[^?]*?\w[^?]*?),\s+(?P<asked>[^,?]+?)\s*\?+\s*$")
_REACTIONS_FIRST = lead(("yes", "yeah", "yep", "no", "nope", "well", "right", "ok", "okay", "oh", "haha", "wow", "ah")
                        + TYPED_SOUNDS, marks="*", repeat="*")
_OWN_STATEMENT_FIRST = re.compile(_REACTIONS_FIRST + r"(?:i|i'm|i've|i'd|my|we|we're|we've|our)\b", re.I)
_LEAD_IN_FIRST = re.compile(
    _REACTIONS_FIRST + r"(?:i(?:'m| am| was)? (?:(?:so|very|really|just|still|not|a bit|do|\S+%)\s+)*(?:wonder|bet\b|"
    r"guess|hope (?:you|so|that|your)\b|wish|say\b|mean\b|curio|sure\b|heard\b|know you|think\b)|"
    r"i (?:didn't|did not|don't|do not|haven't|"
    r"have not) (?:hear|know|see|realize|remember)\w*\s*$)", re.I)
_TAG_OF_A_CLAIM = re.compile(r"^(?:do|does|did|is|are|was|were|has|have|can|will|would)(?:n't)? "
                             r"(?:it|they|he|she|that|there|this)$", re.I)
_ASKED_BACK = re.compile(r"^(?:and |so |but )?(?:(?:what|how) about (?:you|yours|yourself)\b|you\b|yourself\b|"
                         r"yours\b|(?:what|which|how|where|who|when|why|do|does|did|is|are|have|has|was|"
                         r"were)\b)", re.I)
_ASKS_A_FAVOUR = re.compile(r"\b(?:want to|wanna|would you|could you|can you|will you|care to|come|join|"
                            r"interested|tips?|advice|ideas?|suggestions?|recommend\w*|ok|okay|alright|"
                            r"all right|fine|mind)\b", re.I)
_AS_YOU_CAN_TELL = re.compile(r",?\s+as you (?:can|could|might|may|probably|already)?\s*(?:probably\s+)?"
                              r"(?:be able to\s+)?(?:tell|see|guess|imagine|know)\b", re.I)
# session 41 (the lead, on Multi-Session Chat's dev half, where people type as they talk): a
# closing "if" said to the listener ("I keep bees on my roof, if you're curious", "My eyes are
# green, if that helps") asks nothing of the fact: it is true whether or not they care. Only
# the listener's interest, wish to know or belief, or the fact's use to them: "if you want to
# borrow it", "if it rains", "if I had the time" are conditions or offers, and stay.
_IF_THE_LISTENER_CARES = re.compile(
    r",?\s+if\s+(?:you(?:'re|\s+are)\s+(?:interested|curious|wondering)|you\s+(?:must|want\s+to|"
    r"wanna|need\s+to|care\s+to)\s+know|you\s+can\s+believe\s+(?:it|that)|that\s+(?:helps|matters|"
    r"makes\s+(?:any\s+)?sense|rings\s+(?:a|any)\s+bells?))(?=\s*[.!]*\s*$)", re.I)
_OF_MINE = re.compile(r"\ba (?P<f>favou?rite|fave|fav|passion|love|hobby) of mine\b", re.I)
# learn45: "Poetry is a passion of mine", "Chess is a hobby of mine" say what the
# "favourite" form says; each is written in the plural "one of my …" that _INVERTED reads
_PLURAL_OF = {"hobby": "hobbies"}


def own_statement_asked_back(sentence: str) -> str | None:
    """learn110: the speaker's own statement with the question back glued on without a comma
    ("I am from Leeds what about you?", "I'm a plumber you?") without the question, closed with
    a stop; None for any other sentence. The statement is the speaker's own, as learn101's
    (above), and whole before the question (:func:`.turned_back.statement_before`: "I love
    you?" is no statement asked back)."""
    said = statement_before(sentence)
    if said and _OWN_STATEMENT_FIRST.match(said) and not _LEAD_IN_FIRST.match(said):
        return said
    return None


def _asides_cut(sentence: str) -> str:
    """The sentence without an aside to the listener around a statement of the speaker's
    (module comment above); unchanged when it has none, or when what is left says no "I"/"my"."""
    if "?" in sentence and (said := _QUESTION_AFTER_DASH.match(sentence)) \
            and _SPEAKER_ANYWHERE.search(said["said"]):
        sentence = said["said"].rstrip() + "."
    elif "?" in sentence and (said := _QUESTION_AFTER_COMMA.match(sentence)) \
            and _OWN_STATEMENT_FIRST.match(said["said"]) and not _LEAD_IN_FIRST.match(said["said"]) \
            and _ASKED_BACK.match(said["asked"]) \
            and not _ASKS_A_FAVOUR.search(said["asked"]) and not _TAG_OF_A_CLAIM.match(said["asked"]):
        sentence = said["said"].rstrip() + "."   # learn101: "I'm left handed, yourself?" (above)
    elif "?" in sentence and (said_alone := own_statement_asked_back(sentence)):
        sentence = said_alone   # learn110: "I'm a plumber you?", with no comma
    if " as you " in sentence:
        sentence = _AS_YOU_CAN_TELL.sub("", sentence)
    if " if " in sentence:
        sentence = _IF_THE_LISTENER_CARES.sub("", sentence)
    if " of mine" in sentence:
        sentence = _OF_MINE.sub(lambda m: f"one of my {_PLURAL_OF.get(m['f'].lower(), m['f'] + 's')}",
                                sentence)
    return sentence


# learn56 (issue 31, a wrong fact): "I <do X>, but not anymore" / "…, not any longer" takes
# back the whole clause before it; the clause step cut the taking-back off as a clause of its
# own and "I play chess, but not anymore" was kept as "User plays chess.". Read as the change
# it tells, "I no longer <do X>" ("I'm no longer <X>" for a state), before any row or
# shape reads the sentence (:mod:`.extract`).
_TAKEN_BACK = re.compile(
    r"^(?P<s>i|we)(?P<be>'m| am|'re| are)? (?P<x>(?!(?:used to|no longer|never|don't|do not|can't|"
    r"won't|didn't|was|were|had|have|'ve)\b)[^,;.!?]+?),? (?:but )?(?:not (?:anymore|any more|"
    r"any longer)|no more)\s*[.!]*\s*$", re.I)


def taken_back(sentence: str) -> str:
    """``sentence`` with "…, but not anymore" read as "no longer" (above)."""
    back = _TAKEN_BACK.match(sentence.strip())
    if back is None or not back["be"] and _is_act_word(back["x"].split()[0]):
        return sentence   # a past act taken back is no present one ("I ran …, but no more")
    be = back["be"] or ""
    return f"{back['s']}{be} no longer {back['x']}."


# learn21: "Did I tell you I got a new job?", "Have I mentioned that I play the banjo?",
# "You know I'm allergic to cats, right?": a question in form, whose answer the speaker
# does not need — the news after it is said as a statement, and read as one. A real
# question about the listener or a thing ("Did I tell you about my job?") has no clause of
# the speaker's own right after the asking, and is still no fact.
_TOLD_YOU_ASKED = re.compile(
    r"^(?:(?:did|have|had) i (?:ever |already |even )?(?:tell|told|mention|mentioned)(?: to)?(?: you| ya| u)?|"
    r"you know)(?: that)?,? (?P<news>(?:i|i'm|i've|my|we|we're|we've|our)\b[^?]+?)"
    r"(?:,? (?:right|yeah|eh|no))?\?+$", re.I)


# fix30 (review17 Q17): a sentence with its subject left out ("Always been into cars", "Been
# fixing engines for years") takes it from the sentence before when that one is about another
# person - "my <person or animal>", he/she/they, or a name said first and placed ("Sam from
# work?"; a capital before "is/was" may be any noun's: "Work was tough") - as speech does; the
# speaker's "I" is restored only when the sentence before has no such subject (or there is none).
_LEFT_OUT_I = re.compile(r"^(?:(?:just|finally|also|recently|actually|even|never|always) )*"
                         r"(?:been [a-z]+ing\b|(?=always ))", re.I)
_ANOTHER_FIRST = re.compile(
    r"^\W*(?i:(?:oh|well|yeah|yes|so|and|but|honestly|anyway),? )*"
    r"(?:(?i:(?:he|she|they)(?:'s|'re|'d|'ll)?\b(?!')|(?:my|our) (?:[\w'-]+ ){0,2}?(?P<head>[\w-]+)(?:'s)?\b)"
    r"|(?P<name>[A-Z][a-z]+)(?=\?| from\b| at\b| who\b)"
    # prec22: a full name before its verb ("Ada Quill did it.", "Ada Quill was the first")
    r"|(?P<name2>[A-Z][a-z]+) [A-Z][a-z]+(?= (?:did|was|is|has|had|got|went|won|made|[a-z]+ed)\b))")


def _about_another(said_before: str, capitals: Capitals) -> bool:
    """Whether the last sentence of ``said_before`` opens with another person as its subject."""
    last = [s for s in re.split(r"(?<=[.!?])\s+", said_before.strip()) if s.strip()]
    if not last:
        return False
    first = _ANOTHER_FIRST.match(last[-1])
    if first is None:
        return False
    if first["head"] is not None:
        return bool(_PEOPLE_OR_ANIMAL.match(first["head"]))
    if (name := first["name"] or first["name2"]) is not None:
        return name != "I" and capitals.own(name)
    return True


#: mbprec2: "Recently, I watched …" is "I recently watched …", an act said as lately done
#: (:data:`.when.JUST_DONE`); not before an auxiliary ("Recently I have been …": a stretch)
_RECENTLY_FIRST = re.compile(r"^\s*recently,?\s+i\s+(?!(?:am|was|have|has|had|will|would|do|did)\b)", re.I)


# learn23: storytelling's "this" (above, in the clause step) and where it is no determiner
_STORY_THIS = re.compile(r"(?<=\w )(?<!\bof )(this|these) (?=[a-z])(?!(?:(?:past|last|coming|next) )?(?:month|year|week|weekend|"
                         r"summer|winter|spring|fall|autumn|morning|evening|time|far|much|many|"
                         r"little|few|long|often|soon|late|early|way|one|ones|is|are|was|were|"
                         r"has|have|had|will|would|can|could|should|might|must|does|did)\b)")
# (a time said with "past", "last", "coming" or "next" between, "this past week", is a time
# too, never a story's thing: it was written "a past week"; review46)
# after a verb of being, "this" + a word with no noun after it is a degree ("been this happy
# in years"); with a noun after it, a determiner ("is this lovely little cafe")
_BEING_BEFORE = re.compile(r"\b(?:be|been|being|am|is|are|was|were|'m|'s|'re|feel|felt|"
                           r"become|became|seem|seemed|look|looked)\s+$", re.I)
_DEGREE_AFTER = re.compile(r"[a-z-]+\s*(?:$|[,.;!?]|(?:in|at|about|with|for|to|since|before|after|"
                           r"and|or|but|when|because|ever|again|now|anymore|lately)\b)", re.I)
