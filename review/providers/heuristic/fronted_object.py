"""A thing said first and the user's own clause after it in a cleft or a relative (learn104,
issue 31: recall).

"Gardening is what I do on weekends.", "Chess is something I play every week.", "Rome is a
city I would love to visit.", "A tent is what I usually prefer for trips.": the user's own
statement, with its object fronted as the subject of "is" and the user's clause a relative
after a head that names nothing of its own ("what", "something", "a city"). Read as it
stands, the sentence's subject is the thing and the clause with "I" is a relative: the shape
layer keeps nothing. :mod:`.disclosure.about_the_speaker` reads the subject cleft ("Knitting is
what gets me through winter"); this reads the object's.

:func:`object_put_back` writes the clause back with the object in its place, after the verb
(and a particle or preposition that has nothing after it: "Jazz is the music I listen to most"
→ "I listen to jazz most"), and the shape layer reads that with every test it has. Only:

* the fronted thing is a noun phrase or a doing of at most five words, naming something
  itself: no pointer ("That is what I do", "It's something I love"), no "you", no question
  word, no name the chat gave a person (a capital is fine: "Rome", "Jazz" at the start);
* the head after "is/are" is "what", "something", "one thing", or "a/an/the" with up to two
  words ("a hobby", "the music", "a city"), never "one of the …" (a part of a list whose
  clause often says of what: "one of the things I love about the coast");
* the clause is the user's ("I"), its verb group a chain of auxiliaries, adverbs and "to
  <verb>", and what follows the gap only how often, when, where, with whom, how much or why
  ("every week", "on weekends", "most", "to relax"), or nothing: a second object or an
  "about …" after the gap says the relative is about something else.

:func:`favourite_said_first` takes the same thing said first before "is my favourite" with no
kind after it ("Spring is easily my favorite."), which only the friend's question of a
favourite completes: the caller joins it with :func:`.asked.restated` as a one-word answer.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .capitals import Capitals

#: a reaction or a sentence adverb before the thing; a how-often adverb moves into the clause
_LEAD = re.compile(r"^(?:(?:oh|well|yes|yeah|yep|honestly|actually|definitely|really|and|but|so|haha|lol)\b[,!.]?\s+)*"
                   r"(?:(?P<often>usually|mostly|generally|normally|typically|often|always|sometimes)\b,?\s+)?", re.I)
_POINTING = re.compile(r"\b(?:it|its|it's|this|that|these|those|they|them|he|she|him|her|there|here|you|your|"
                       r"what|which|who|whom|whose|everything|anything|something|nothing|one|ones|all|both|"
                       r"i|me|we|us|our)\b", re.I)
_CLEFT = re.compile(
    r"^(?P<x>[A-Za-z][\w'&-]*(?: [\w'&-]+){0,4}) (?:is|are)(?: (?:really|definitely|just|always|probably|also|"
    r"honestly|totally|truly|mostly|usually|basically|pretty much))*"
    r" (?:what|something|one thing|(?:a|an|the)(?: [a-z-]+){1,2}?)(?: that| which)?"
    r" (?P<i>I(?:['’](?:d|ve|ll|m))?) (?P<clause>[^,;:!?.()]+?)\s*(?:[.!]*$|, (?:so|because|since|as) )", re.I)
_AUX = (r"(?:do|don't|can|can't|cannot|could|would|'d|will|'ll|should|might|may|must|have|'ve|am|'m|"
        r"really|always|usually|often|sometimes|mostly|still|also|just|definitely|absolutely|truly|"
        r"honestly|personally|actually|never|generally|normally|typically|rarely|totally|"
        r"most|first|ever)")
#: verbs that take "to <verb>" after them ("would love to visit", "want to try")
_TAKES_TO = (r"(?:love|like|want|need|hope|plan|try|tend|learn|choose|prefer|wish|used|going|get|got|start|"
             r"started|begin|began|decided|have|has|had|ought)")
_PARTICLE = r"(?:to|with|on|in|up|out|at|into|for|from|through|over|off|around|along|by|about)"
#: what may follow the gap: how often, when, where, with whom, how much, why, or nothing
_AFTER_GAP_WORDS = (r"every|each|most|the most|best|a lot|lots|all|always|often|daily|weekly|monthly|regularly|"
                    r"on|at|in|with|to|when|whenever|after|before|during|for|since|as|so|because|these days|now|"
                    r"nowadays|anymore|any more|too|as well|again|sometimes|growing up|more|less|the least|"
                    r"least|first|together|alone|myself|at home|outside|here|there|last|this|next|years|back|ever since|"
                    r"still|a bit|a little|quite a bit")
_AFTER_GAP = re.compile(r"^(?:$|(?:" + _AFTER_GAP_WORDS + r")\b)", re.I)
#: the verb group: auxiliaries and adverbs, any "<verb> to" chain, then the verb (no particle
#: nor a word of when or how often)
_VERB_GROUP = re.compile(r"^(?P<v>(?:" + _AUX + r" )*(?:" + _TAKES_TO + r" to (?:" + _AUX + r" )*)*"
                         r"(?!(?:" + _PARTICLE + "|" + _AFTER_GAP_WORDS + r")\b)[a-z]+)(?P<rest>(?: .*)?)$", re.I)
#: a light verb whose object is the head itself ("the only fun I have", "the one chance I got"):
#: the thing said first is what the head is, not what is had or got
_LIGHT_VERB = re.compile(r"(?:^| )(?:have|has|had|get|got|gets|take|took|make|made)$", re.I)
_PARTICLE_FIRST = re.compile(r"^ (?P<p>" + _PARTICLE + r")(?P<rest>(?: .*)?)$", re.I)


def object_put_back(sentence: str, capitals: Capitals | None = None) -> str | None:
    """``sentence`` written as the user's own clause with its fronted object put back after
    the verb ("Chess is something I play every week." → "I play chess every week"), or None
    when it is not that shape (module docstring). ``capitals``: whether the thing's first
    capital is its own (:mod:`.capitals`); by default, the sentence's."""
    text = sentence.strip()
    lead = _LEAD.match(text)
    often = lead["often"] if lead else None
    said = _CLEFT.match(text[lead.end():] if lead else text)
    if said is None or _POINTING.search(said["x"]):
        return None
    if re.match(r"(?i)one of\b", said["x"]) or re.search(r"(?i)\bone of the\b", said[0]):
        return None
    group = _VERB_GROUP.match(said["clause"].strip())
    if group is None:
        return None
    verb, rest = group["v"], group["rest"]
    if _LIGHT_VERB.search(verb):
        return None   # "Stealing snacks is the only fun I have": the head, not the thing, is had
    particle = _PARTICLE_FIRST.match(rest)
    if particle and _AFTER_GAP.match(particle["rest"].strip()):
        # "the music I listen to most": the particle is the verb's, the gap after it
        verb, rest = f"{verb} {particle['p']}", particle["rest"]
    if not _AFTER_GAP.match(rest.strip()) or re.match(r"(?i)\s*about\b", rest):
        return None   # a second object, or what the relative is about
    thing = said["x"]
    if not (capitals or Capitals([sentence])).own(thing.split()[0], thing):
        thing = thing[0].lower() + thing[1:]   # capitalised only as the sentence's first word
    subject = f"{said['i']} {often.lower()}" if often else said["i"]
    return f"{subject} {verb} {thing}{rest}".rstrip() + "."


#: "Spring is easily my favorite.", "Chess and go are my two favourites!": a favourite named
#: first, its kind left to the friend's question ("What's your favorite season?")
_FAVOURITE_FIRST = re.compile(
    r"^(?P<x>[A-Za-z][\w'&-]*(?: [\w'&-]+){0,4}) (?:is|are)(?: (?:really|definitely|just|always|probably|"
    r"hands down|easily|by far|totally|honestly|still))* my (?:(?:two|three|all-time|absolute|very|top) )?"
    r"favou?rites?\s*[.!]*$", re.I)


def favourite_said_first(sentence: str) -> str | None:
    """The thing ``sentence`` names as the user's favourite with no kind after "favourite"
    ("Spring is easily my favorite." → "Spring"), for :func:`.asked.restated` to join with
    the friend's question of a favourite; None for any other shape or a pointer."""
    text = sentence.strip()
    lead = _LEAD.match(text)
    said = _FAVOURITE_FIRST.match(text[lead.end():] if lead else text)
    if said is None or _POINTING.search(said["x"]):
        return None
    return said["x"]
