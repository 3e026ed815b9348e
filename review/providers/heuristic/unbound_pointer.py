"""An entry whose "it" or "that" points at nothing the entry names (prec20, issue 31).

An entry is read months later without the chat, so a pointer in it must stand for something
the entry itself names. :mod:`.stands_alone` refuses a pointer that *ends* the entry ("User
loves it."); the same pointer with time, a place, a degree or a judgement after it was kept:
"User used to follow it a lot in the nineties.", "User does hum along to it sometimes on the
bus.", "User doesn't think it's fair.", "User wasn't keen on trying it at first.". Which thing
was in the talk. Three shapes, each told by the written entry alone:

* **"it" with only the verb group before it.** Between "User" and "it" stand auxiliaries,
  adverbs, one verb or adjective and its particle, and at most a chain of "to <verb>" or
  "<preposition> <verb>" ("tends to skip it", "was keen on trying it", "forces their cousins
  to watch it"): no noun for "it" to stand for. An "it" the entry gives a thing to stays:
  a noun before it ("User lives in the city and loves it."), or the clause it stands for
  after it ("User finds it hard to sleep.", "User hates it when people are late.", "User
  likes it here.", "when it comes to …"), or an idiom with no thing in it ("takes it easy",
  "hit it off").
* **"it" hanging from the entry's one noun.** "User saw a documentary on it.", "User hums
  tunes from it on the bus.": the only noun before "it" is the one "it" hangs from, so it
  cannot be what "it" stands for.
* **"that" or "this" as the subject after knowing, thinking or a time.** "User never knew
  that was allowed.", "User has always thought that was a brave choice.", "User was at
  college when that came out.": a reaction to, or the date of, a thing of the talk. A
  relative "that" after a noun ("a friend that was in a band") has a noun before it and is
  not read. So is "that" the whole object of knowing or hearing, with only "either" or a
  comment after it ("User didn't know that either, wild.").

Developed on the dev halves of Topical-Chat's valid_freq.json and test_rare.json, read against
LoCoMo 1-5, PrefEval, SPC and MemoryBank dev (docs/rounds/session38-prec20.md).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_ADVERBS = (r"(?:(?:really|honestly|just|even|actually|only|also|still|never|ever|already|once|"
            r"probably|definitely|certainly|usually|mostly|sometimes|always|personally|not|"
            r"generally|often|rarely|kind of|sort of|pretty much|truly|absolutely|totally|simply|"
            r"finally|now|then|too) )*")
_AUXILIARIES = (r"(?:(?:do|does|did|doesn't|don't|didn't|does not|did not|has|have|had|hasn't|"
                r"haven't|hadn't|has not|had not|is|was|are|were|isn't|wasn't|is not|was not|been|"
                r"be|being|can|can't|cannot|could|couldn't|would|wouldn't|will|won't|should|"
                r"shouldn't|might|may|must|used to|gets|got|get) )*")
_PREPOSITIONS = (r"about|to|into|in|on|with|for|of|at|from|up|out|over|through|off|around|by|"
                 r"without|onto|toward|towards|after|like|against|behind|past|along|back|down|away")
_PREPOSITION = r"(?:" + _PREPOSITIONS + r")"
#: Someone made to do the thing: "gets everyone to try it" names no thing either.
_SOMEONE = (r"(?:(?:everyone|everybody|someone|somebody|anyone|anybody|others|him|her|"
            r"(?:their|his|her) [a-z]+) )?")
#: One word of the verb group (a verb or an adjective), then its particle.
_WORD = r"[a-z-]+(?: " + _PREPOSITION + r")?"
_IT_AFTER_THE_VERB_ALONE = re.compile(
    r"^User " + _ADVERBS + _AUXILIARIES + _ADVERBS + _WORD
    + r"(?: " + _SOMEONE + r"(?:to|" + _PREPOSITION + r") " + _ADVERBS + _WORD + r")*"
    + r" it\b(?P<after>.*)$", re.I)
#: What after "it" gives it its thing: the clause it stands for, a place it is ("likes it
#: here", "loved it in Lisbon"), an idiom with no thing in it.
_ITS_THING_AFTER = re.compile(
    r"^(?:'s|’s| is| was)?(?: [a-z]+)?,? (?:here|there|in [A-Z]|easy\b|off\b|slow\b)"
    r"|(?<!due)(?<!next)(?<!close)(?<!according)(?<!thanks) to (?:[a-z]+)"
    # "believes it is important that …": the clause right after its judgement
    r"|^(?:'s|’s| is| was)?(?: (?!" + _PREPOSITION + r"\b)[a-z]+){0,2} that\b"
    r"|\b(?:when|whenever|if|how|whether|what|who|which|where|while)\b", re.I)
#: "that" or "this" for a thing of the talk, the subject of its own verb after knowing,
#: thinking or a time.
_THAT_FOR_THE_TALKS_THING = re.compile(
    r"^User\b.*?\b(?:know|knows|knew|known|think|thinks|thought|idea|clue|realized|realised|"
    r"realizes|realises|guess|guessed|remember|remembers|remembered|when|before|after|since|until)"
    r" (?:that|this) (?:was|is|were|'s|’s|came|comes|happened|happens|would|will|could|can|"
    r"sounds|sounded|seemed|seems|made|makes|used to|has|had)\b", re.I)


#: "it" hanging from the entry's one noun, which cannot be what it stands for: "User saw a
#: film about it.", "User hums tunes from it.", "User keeps their notes app on it.".
_NOT_A_JOINING_WORD = r"(?!(?:and|or|but|because|which|who|that|when|while|" + _PREPOSITIONS + r")\b)"
_IT_IN_ITS_NOUNS_PHRASE = re.compile(
    r"^User " + _ADVERBS + _AUXILIARIES + _ADVERBS + r"[a-z-]+ "
    r"(?:(?:a|an|the|some|their|his|her) )?(?:" + _NOT_A_JOINING_WORD + r"[a-z-]+ ){0,2}"
    + _NOT_A_JOINING_WORD + r"[a-z-]+ (?:on|from|about|of|in) it\b(?P<after>.*)$", re.I)
#: "that" the object of knowing, hearing or reading, with nothing after it but "either" or a
#: comment: "User didn't know that either, what a fact.", "User reads about that, wild."
_KNEW_THAT_AND_NOTHING = re.compile(
    r"^User\b.*?\b(?:know|knows|knew|known|heard|hears|read|reads|learned|learnt) (?:about )?"
    r"(?:that|this)(?: either)?(?:,|$)", re.I)


def points_at_nothing(text: str) -> bool:
    """Whether ``text`` (an English entry without its stop) holds a pointer that stands for
    nothing the entry names (module docstring)."""
    if not text.startswith("User "):
        return False
    for shape in (_IT_AFTER_THE_VERB_ALONE, _IT_IN_ITS_NOUNS_PHRASE):
        it = shape.match(text)
        if it and not _ITS_THING_AFTER.search(it.group("after")):
            return True
    return bool(_THAT_FOR_THE_TALKS_THING.match(text) or _KNEW_THAT_AND_NOTHING.match(text))


#: A second clause after "and" that is nothing but a reaction with "that" for the talk's thing;
#: or a time said by "that" for the talk's thing ("… after that happened"): the user's clause
#: before it is a fact of its own (review40: "User moved to Ohio after that happened." was
#: refused whole). A state of the past said only by that time is not: "User was at college
#: when that came out" holds nothing without its moment.
_JOIN = re.compile(r" and (?=[a-z])|(?P<time> )(?=(?:when|before|after|since|until) (?:that|this) )")
_A_PAST_STATE = re.compile(r"User (?:was|were)\b")


def reaction_joined_at(text: str) -> int | None:
    """Where a reaction of "that" for the talk's thing is joined to the user's own clause by
    "and" ("User lives by the sea and thought that was a bold claim"), or a time is said by it
    ("User moved to Ohio after that happened"): the offset of the join, so the user's clause
    can be kept alone; None when there is none, or when the first clause is itself a
    reaction."""
    if not text.startswith("User "):
        return None
    # review40: the last "and" first: the reaction's own clause is read from "User" on, so an
    # earlier "and" of a pair ("has a dog and a cat and never knew that …") cut the pair's
    # second noun off with the reaction
    past_state = _A_PAST_STATE.match(text) is not None
    for join in reversed(list(_JOIN.finditer(text))):
        if join["time"] and past_state:
            continue
        second = "User " + text[join.end():]
        if ((_THAT_FOR_THE_TALKS_THING.match(second) or _KNEW_THAT_AND_NOTHING.match(second))
                and not points_at_nothing(text[:join.start()])):
            return join.start()
    return None
