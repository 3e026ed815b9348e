"""A pointer opening the answer, read as the one thing the friend's question asked about
(learn94, issue 31: recall).

Between people a friend asks about a doing or a thing of the user's, and the user answers
with a pointer: "Why do you like hiking with your dad?" — "It really helps me
unwind."; "What do you like most about your garden?" — "It keeps me busy all year." Read
alone, the answer's "It" names nothing, and the shape layer drops the clause. :mod:`.carried`
reads a subject "It" only as the subject of the user's own sentence before; :mod:`.answer`
and :mod:`.antecedent` read only an object pointer ("I painted it"). This reads the
**subject** pointer that opens the answer as the thing the friend's last sentence, a
question (:func:`.asked.last_question`), asks about, when the question names exactly one:

* **a doing of the user's**: the question asks the user what the doing is like or what they
  like about it, or whether they do it — "What's it like working nights on a ward?", "What
  do you enjoy most about sailing with your brother?", "Do you enjoy baking bread?", "Have you been
  sailing before?" — and the doing is written as a gerund ("to bake bread" → "baking
  bread", "your" → "my");
* **a thing of the user's**: the question's only noun phrase is "your X" ("How do you like
  your new bike?"), written "my X"; never a person (the user's people are read by
  :mod:`.their_pronoun`), and "They" only for a plural, "It" only for a singular;
* **a thing the question points at itself**, asking a lasting fact of it ("What breed of cat is
  it?", "How old are they?"): the one thing the user's own
  message right before made theirs ("I have a dog", "my two sons"), of the kind the question
  names and the pointer's number, when that message names no second thing a question of no
  kind may point at;
* **a thing in general** said bare as the question's subject ("Rain sure seems to calm us,
  huh?"): only what it does for the user ("It helps me sleep": a verb of effect, then "me" or
  "my"), never what the thing is ("It's the best" is the thing's, no fact of the user's).

Refused, so nothing is kept: a question naming a second thing or none ("How was it?"), a
doing or thing holding a pointer of its own ("having her around": whose?), the friend's own
thing ("my", "this", "that" in the question), a question about the moment ("How was your
trip?", a past question, a wish: "Would you like …?"), an answer that says the past or the
moment ("It was amazing", "It's been tough", "It's hectic these days"), a supposition ("It would be fun"), the dummy
"it" of a clause after it ("It's hard to say", "It's nice to meet you"), a negation, a
remark to the friend ("you"), or words before the pointer that name something of their own
(the pointer may stand for that).

The pointer is replaced by the thing and the sentence read by the shape layer with every
test it has, as if the user had said it so ("Hiking with my dad really helps me unwind." →
"Hiking with their dad helps the user unwind."); when that keeps nothing, nothing is kept.
A bare judgement ("It's great!") stays the chat's: the shape layer keeps no "<doing> is
great".
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .answer import _STOP_WORDS, looks_plural
from .asked import last_question
from .disclosure.forms import _gerund
from .disclosure.spells import OF_THE_MOMENT

# The question shapes that ask about one doing of the user's; "d" is the doing, a gerund
# phrase or a "to" infinitive.
_DOING_ASKED = re.compile(
    r"^(?:"
    r"what(?:'s| is) it like (?P<d1>(?:being|to|[a-z]+ing)\b[^?]*?)"
    r"|what do you (?:love|like|enjoy)(?: (?:the )?most| so much| best)? about (?P<d2>[a-z]+ing\b[^?]*?)"
    r"|(?:how|why) do you (?:like|love|enjoy) (?P<d3>[a-z]+ing\b[^?]*?)"
    r"|do you (?:still |really )?(?:like|love|enjoy) (?P<d4>[a-z]+ing\b[^?]*?)"
    r"|have you been (?P<d5>[a-z]+ing)(?: before| much| lately| a lot)?"
    r")(?: so much| these days| lately| nowadays)?\s*\?$", re.I)
# A question whose only noun phrase is "your X", asking what the thing is or does for the user.
_THING_ASKED = re.compile(
    r"^(?:what do you (?:love|like|enjoy)(?: (?:the )?most| so much| best)? about"
    r"|how do you like|what(?:'s| is) special about|what(?:'s| is) the (?:story|backstory) (?:behind|on|of)"
    r"|what (?:kind|type|sort) of [a-z]+ (?:is|are))"
    r" your (?P<t>[a-z]+(?: [a-z]+){0,2})(?: so much| these days| lately| nowadays)?\s*\?$", re.I)
# A question whose subject is a thing in general, said bare ("Rain sure seems to calm us down,
# huh?", "Music really helps you unwind, doesn't it?"): the answer's "It" is that thing, and
# what it does for the user ("It helps me sleep") is the user's, though the thing is no
# more theirs than anyone's; only such an effect is read (``_EFFECT``), never what the thing is.
_GENERAL_ASKED = re.compile(
    r"^(?P<g>[a-z]+(?: (?!(?:sure|really|definitely|always|just|totally|truly|can|must|does|do|seems?|is|are)\b)"
    r"[a-z]+)?) (?:(?:sure|really|definitely|always|just|totally|truly|can|must|does|do)\s+)*"
    r"(?:seems?|is|are|helps?|makes?|keeps?|brings?|gives?|calms?|relaxes?|refresh(?:es)?)\b"
    r"(?P<after>[^?]*)\?$", re.I)
# A question that points at a thing of the user's itself and asks a lasting fact of it ("What
# breed of cat is it?", "How old are they?"): the thing is the
# one the user's own message before named as theirs (``_OWN_THING``).
_POINTER_ASKED = re.compile(
    r"^(?:what (?:kind|type|breed|sort) of (?P<kind>[a-z]+) (?:is (?P<it1>it)|are (?P<they1>they))"
    r"|how old (?:is (?P<it2>it)|are (?P<they2>they))"
    r"|what do you (?:love|like|enjoy)(?: (?:the )?most| best)? about (?:(?P<it3>it)|(?P<they3>them))"
    r"(?: so much)?)\s*\?$", re.I)
# A thing the user's own words make theirs: "my X", or "I have / got / adopted (a, two …) X";
# its words run to a word of ``_STOP`` or the clause's end.
_OWN_THING = re.compile(r"(?i)\b(?:my|i have|i've got|i have got|i got|i just got|i adopted|i own|i bought)\s+"
                        r"(?:(?P<n>a|an|one|two|three|four|five|six|\d+)\s+)?(?P<words>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})")
# Any noun phrase the user's message names (the own thing's among them): a second one may be
# what a question that names no kind points at.
_ANY_NAMED = re.compile(r"(?i)\b(?:a|an|the|my|this|that|these|those|his|her|their|our|some|two|three|four|"
                        r"five|six|\d+)\s+(?!(?:lot|bit|few|couple|little|while|day|week|month|year|time)\b)[a-z]")
_NUMBER = {"two", "three", "four", "five", "six"}
# a second one of the kind said with "one" ("My neighbour has one too", "and so does … got one")
_ANOTHER_ONE = re.compile(r"(?i)\b(?:has|have|had|got|owns?)\s+one(?:\s+(?:too|as well|also))?\s*(?:[.!,;]|$)")
_CLAUSE_END = re.compile(r"^\s*(?:$|[.!,;:]|(?:and|but|who|which|that|named|called|at|in|from|with|for|"
                         r"too|now|here|there|back|last|this|yesterday|today|recently|ago)\b)", re.I)
_NP_STOP = frozenset(_STOP_WORDS.split()) - {"kind", "way", "time"}


# review43: what one "has" that passes, a trouble or an occasion ("I've got a bug in my parser."
# — "What kind of bug is it?" — "It's a race condition." kept "User's bug is a race condition.",
# "I have a meeting with the client tomorrow." "User's meeting is a design review."), and a thing
# said as the state of another ("a problem with my deploy", "an error in the build"): no lasting
# thing of the user's for the question to point at
_PASSING_THING_WORDS = """bug bugs error errors issue issues problem problems crash crashes glitch
glitches ticket tickets meeting meetings appointment appointments interview interviews exam exams test
tests deadline deadlines call calls event events party parties trip trips flight flights"""
_PASSING_THINGS = frozenset(_PASSING_THING_WORDS.split())
_STATE_OF_ANOTHER = re.compile(r"^\s+(?:in|with|on) (?:my|the|a|an|our|this|that|his|her|their)\b", re.I)


def _own_things(own: str) -> list[tuple[str, bool]]:
    """The things the user's words ``own`` make theirs, written "my X", each with whether it
    is plural; a phrase that runs into a verb or an unknown word is none, and so is a trouble,
    an occasion or a thing said as the state of another (``_PASSING_THINGS``)."""
    found = []
    for m in _OWN_THING.finditer(own):
        words = []
        for w in m["words"].split():
            if w.lower() in _NP_STOP or _CLAUSE_END.match(w):
                break
            words.append(w)
        rest = own[m.start("words") + len(" ".join(words)):] if words else ""
        if not words or not _CLAUSE_END.match(rest) or words[-1].lower() in _PASSING_THINGS \
                or _STATE_OF_ANOTHER.match(rest):
            continue
        count = (m["n"] or "").lower()
        plural = count in _NUMBER or count.isdigit() and count != "1" or looks_plural(words[-1])
        found.append((" ".join(["my", *([count] if count in _NUMBER or count.isdigit() else []), *words]), plural))
    return found


# Words that make the question's first words no bare thing: a pronoun, a question word, an
# auxiliary ("Did you make it?"), a quantifier, a word of everything ("Life sure is busy, huh?"),
# an article or a possessive (review43: "The lake sure is calm today, huh?" is one lake, of the
# moment; "Mine sure is loud, huh?" and "Her cooking …" are someone's, not a thing in general)
_NOT_GENERAL = re.compile(r"\b(?:the|a|an|my|your|his|her|its|our|their|mine|yours|hers|ours|theirs|"
                          r"it|this|that|these|those|there|here|he|she|they|we|you|i|what|which|who|how|why|"
                          r"where|when|everything|something|anything|nothing|everyone|someone|life|things?|stuff|"
                          r"did|do|does|will|would|can|could|should|need|have|has|had|are|is|was|were|am|may|"
                          r"might|shall|any|some|all|no|not|so|and|or|but|if|then|just|also|too|hello|hi|hey|yes|yeah|oh|"
                          r"wow|well|okay|ok|sorry|thanks|haha|lol)\b", re.I)
# What a thing does for the user, said with "me"/"my" right after its verb.
_EFFECT = re.compile(r"^\s+(?:(?:really|always|also|just|truly|definitely|totally|honestly)\s+)*"
                     r"(?:helps?|keeps?|gives?|brings?|makes?|calms?|relaxes?|lets?|inspires?|motivates?|"
                     r"refreshes|recharges|grounds?|clears?)\s+(?:me|my)\b", re.I)
# Words a doing or a thing may not hold: a pointer of its own, a person not named, the
# friend's own, a second "you".
_OWN_POINTER = re.compile(r"\b(?:it|its|them|they|this|that|these|those|her|him|his|she|he|their|there|"
                          r"my|me|mine|our|us|you|one|ones|something|anything|stuff|things?)\b", re.I)
_PERSON = re.compile(r"\b(?:friends?|buddy|pal|mate|mum|mom|dad|mother|father|parents?|sister|brother|"
                     r"son|daughter|wife|husband|partner|boyfriend|girlfriend|kids?|child|children|family|"
                     r"cousin|aunt|uncle|grandma|grandpa|grandparents?|neighbou?rs?|colleagues?|"
                     r"co-?workers?|boss|teachers?|coach|mentor|instructor|people|guys?|girls?|boys?|team|"
                     r"teammates?|students?|clients?|fans?)$", re.I)
# The answer: a lead of reaction words, then "It"/"They" as the subject and the rest.
_LEAD = re.compile(r"^(?:(?:yes|yeah|yep|yup|oh|ooh|ah|well|honestly|definitely|absolutely|totally|"
                   r"haha|hmm+|for sure|of course)\b[,!.]?\s+)*", re.I)
_POINTER_SUBJECT = re.compile(r"^(?P<p>it|they)(?P<rest>(?:'s|'re|\s+(?:is|are|really|also|always|just|"
                              r"still|definitely|totally|truly|usually|often|[a-z]+s))\b.*)$", re.I)
# What the answer may not say: the past, a state up to now, a supposition, a negation, the
# friend, the moment (review44: "How do you like your new job?" — "It's hectic these days." kept
# "User's new job is hectic.": the spell of now the answer names, :mod:`.disclosure.spells`' words,
# is dropped when the entry is written, and the state of now is then kept as lasting).
_NOT_LASTING = re.compile(r"^(?:'s|'re|\s+(?:is|are))?\s*(?:(?:really|also|always|just|still|definitely|"
                          r"totally|truly)\s+)*(?:been|was|were|had|did|went|got|gonna|going to)\b"
                          r"|\b(?:was|were|would|could|might|'d|will|'ll|should|used to|yesterday|today|"
                          r"tonight|last|this (?:week|weekend|morning|year))\b"
                          r"|\b(?:not|never|no)\b|n't\b|\b(?:you|your|yours)\b", re.I)
# The dummy "it" of a clause after it: "It's hard to say", "It's nice meeting people".
_DUMMY = re.compile(r"^(?:'s|\s+is)\s+(?:(?:so|really|very|pretty|quite|always|just|too)\s+)*"
                    r"[a-z]+\s+(?:to|that|how|when|seeing|being|having|[a-z]+ing)\b", re.I)


def _asked(friend_turn: str, own_before: str = "") -> tuple[str, bool, bool] | None:
    """The one doing or thing the friend's last sentence asks about, in the user's words,
    whether it is plural and whether it is a thing in general (not the user's: only its
    effect on the user is read); ``None`` when it names none or several. ``own_before``: the
    user's message right before ``friend_turn``, for a question that points at the thing."""
    question = last_question(friend_turn)
    if question is None:
        return None
    question = question.strip()
    if pointed := _POINTER_ASKED.match(question):
        plural = bool(pointed["they1"] or pointed["they2"] or pointed["they3"])
        kind = (pointed["kind"] or "").lower()
        ours = _own_things(own_before)
        fitting = [thing for thing, many in ours if many == plural]
        if len(ours) != 1 or len(fitting) != 1 \
                or kind and not re.search(rf"(?i)\b{re.escape(kind)}s?$", fitting[0]):
            return None   # none, several, or another kind than the one asked about
        if not kind and len(_ANY_NAMED.findall(own_before)) > 1:
            return None   # "I've got a cat and a parrot." — "How old is it?": which?
        if _ANOTHER_ONE.search(own_before):
            return None   # review43: "I have a dog. My neighbour has one too." — "What breed of dog is it?": whose?
        return fitting[0], plural, False
    if doing := _DOING_ASKED.match(question):
        said = next(g for g in doing.groups() if g)
        said = re.sub(r"\s+(?:so much|the most|most)$", "", said.strip(), flags=re.I)
        your = re.sub(r"\byour\b", "my", said, flags=re.I)
        if _OWN_POINTER.search(said) or len(said.split()) > 6 or re.search(r"[A-Z]", said) \
                or re.search(r"(?i)\b(?:or|and|any|more|than|either)\b", said):
            return None   # a pointer of its own, the friend's "my", a name, a long phrase, two doings
        # review43: "to be moving abroad" is the doing "moving abroad" ("being moving …" broke it)
        your = re.sub(r"(?i)^to be (?=[a-z]+ing\b)", "", your)
        written = _gerund(your) if re.match(r"(?i)to\s", your) else your
        return written, False, False   # a doing is one subject, whatever its object's number
    if thing := _THING_ASKED.match(question):
        said = thing["t"].strip()
        if _OWN_POINTER.search(said) or _PERSON.search(said) \
                or re.search(r"\b(?:and|or|with|of|for|in|at|on|to)\b", said, re.I):
            return None
        return f"my {said}", looks_plural(said.split()[-1]), False
    if (general := _GENERAL_ASKED.match(question)) and not _NOT_GENERAL.search(general["g"]) \
            and not _PERSON.search(general["g"]) \
            and not re.search(r"(?i)\b(?:a|an|the|my|your|his|her|their|our|this|that|these|those)\s+[a-z]"
                              r"|\b[a-z]+ing\b", general["after"]) and not re.search(r"\s[A-Z]", general["after"]):
        return general["g"].lower(), looks_plural(general["g"].split()[-1]), True
    return None


# a thing the answer's own words name before its pointer (compiled once: issue 27)
_A_THING_NAMED = re.compile(r"(?i)\b(?:my|a|an|the|this|that|these|those|our)\s+[a-z]")


def answered_pointer(sentence: str, friend_turn: str | None, said_before: str = "", *,
                     own_before: str = "", between_people: bool = True) -> str | None:
    """``sentence`` with its opening "It"/"They" written as the one doing or thing of the
    user's that ``friend_turn``'s last question asks about (module docstring), or ``None``.
    ``said_before``: the user's words before it in the answer, which must name nothing;
    ``own_before``: the user's message right before ``friend_turn``; ``between_people``: said
    to a friend, not the assistant, whose questions of a thing in general are no chat of the
    user's life (only its questions of the user's doings and things are read)."""
    if not friend_turn or sentence.rstrip().endswith("?"):
        return None
    if _A_THING_NAMED.search(said_before):
        return None   # the answer's own words named a thing: the pointer may stand for that
    core = _LEAD.sub("", sentence.strip())
    said = _POINTER_SUBJECT.match(core)
    if said is None:
        return None
    rest = said["rest"]
    if _NOT_LASTING.search(rest) or OF_THE_MOMENT.search(rest) or _DUMMY.match(rest):
        return None
    asked = _asked(friend_turn, own_before)
    if asked is None:
        return None
    thing, plural, general = asked
    if general and not between_people:
        return None   # the assistant's "Rain calms us, right?" is its talk, not a question of the user's life
    if (said["p"].lower() == "they") != plural:
        return None   # "How do you like your bikes?" — "It's …": something else
    if general and not _EFFECT.match(rest):
        return None   # "Music is great, huh?" — "It's the best!": the thing's, no fact of the user's
    if re.match(r"(?i)'s\b", rest):
        rest = " is" + rest[2:]
    elif re.match(r"(?i)'re\b", rest):
        rest = " are" + rest[3:]
    return thing[0].upper() + thing[1:] + rest
