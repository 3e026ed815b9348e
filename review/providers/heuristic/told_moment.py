"""A feeling of one told moment, kept as a trait (mbprec3, issue 31).

A user telling an AI companion about a day out goes through it turn by turn, answering the
assistant's "What did you like most?" or "How did it feel?": "I was most taken with the old
maps", "I was immersed in the sound of the organ", "By the river I suddenly became calm". Each
is how one moment of one occasion felt; written "User was immersed in the sound of the organ."
it reads weeks later as a standing trait, and the occasion it belongs to is not in it.
judge40's strict reading of MemoryBank dev (session 30) held four such entries false.

Told by structure, on the written entry, in the simple past only:

* **a feeling taken from one particular thing**: "User was (most / deeply / …) interested in,
  impressed by, moved by, lost in, immersed in …" something particular ("the …", "this …",
  someone's): a taking of one thing seen or read. A past interest in a kind of thing ("User was
  fascinated by rockets.") is not read here;
* **a mood that came or went**: "User's mood (suddenly) became …", "User's heart was …";
* **a feeling the user came into**: "User (suddenly) became calm / relaxed / emotional …" (not
  "became a nurse", "became vegan": a change of standing or of habit lasts).

A feeling of now joined to a doing is cut off it the same way (judge40: a passing state): "User
has been learning the harp and feeling like they are getting nowhere." keeps the learning, which
lasts; "User is quietly knitting at home and feeling cosy." is the moment whole, the doing said
with a place or a manner of now too ("is studying law and feeling stressed" keeps the study,
review32 R12) (:func:`without_feeling_of_now`).

A lasting mark keeps the entry ("always", "since …", "for years", "as a kid", "growing up"):
"User was always fascinated by the old mills." is a life's interest, not a moment.
"""

from __future__ import annotations

import re

_ADV = r"(?:(?:so|very|really|deeply|truly|completely|totally|most|especially|particularly|quite|utterly|" \
       r"thoroughly|fully|also|immediately|instantly|suddenly|quickly|just) )*"
#: a feeling taken from one thing: how one thing seen, heard or read struck the user
_TAKEN = re.compile(
    r"^User " + _ADV + r"was " + _ADV + r"(?:immersed|absorbed|engrossed|lost|moved|touched|impressed|amazed|"
    r"astonished|stunned|struck|captivated|fascinated|interested|enchanted|mesmeri[sz]ed|blown away|intrigued|"
    r"overwhelmed) (?:in|by|with|at) "
    # something particular, not a kind: "the …", "this …", "those …", a possessive
    r"(?:the|this|that|these|those|his|her|their|its|[A-Z][\w-]*'s)\b", re.I)
#: a mood that came or went: "User's mood suddenly became calm", "User's heart was full of joy"
_MOOD_CAME = re.compile(r"^User's (?:mood|heart|mind|spirits?) " + _ADV +
                        r"(?:became|was|were|felt|grew|turned|lifted|sank|calmed|brightened)\b", re.I)
#: a feeling the user came into ("became calm"), not a standing or a habit ("became a nurse")
_CAME_INTO = re.compile(
    r"^User " + _ADV + r"became " + _ADV + r"(?:calm|relaxed|comfortable|happy|excited|nervous|"
    r"anxious|emotional|peaceful|joyful|sad|scared|afraid|refreshed|energi[sz]ed|tired|exhausted|confident|"
    r"speechless|dizzy|tearful|overjoyed|delighted|cheerful|content|relieved)\b", re.I)
#: a mark that the feeling lasted or belongs to a stretch of life, not one moment; a feeling
#: come into "after" a change or "over time" is that change's (review32 R8: "User became
#: confident speaking in public after the course.")
_LASTING = re.compile(r"\b(?:always|ever since|since|after|over (?:time|the years)|for years|for a long time|as a (?:kid|child|teen|"
                      r"teenager|boy|girl|student)|growing up|when (?:user|they) (?:was|were) (?:young|little|"
                      r"a kid|a child))\b", re.I)


#: prec24: a doing in the past progressive, "User was <doing>ing …": what the user was in the
#: middle of at one told moment ("I was cleaning out the shed and found …", "I was chatting
#: with a nurse at work and she said …"), the frame of a story, not a habit or a stretch of
#: life; with no date the entry read weeks later says nothing that still holds. Doings that
#: are a stretch of life by their verb (working, living, studying, raising, "being" forced)
#: and words ending "-ing" that are no doing ("was outgoing", "was nothing like …") stay.
_THEN_ADV = r"(?:(?:just|recently|actually|only|also|then|once|simply) )*"
_DOING_THEN = re.compile(r"^User " + _THEN_ADV + r"was " + _THEN_ADV + r"(?P<doing>[a-z]+ing)\b", re.I)
_STRETCH_WORDS = (
    "working living studying dating raising teaching serving attending being going growing struggling "
    "suffering battling fighting training volunteering caring running staying homeschooling renting "
    "majoring interning commuting coaching managing owning saving")
_STRETCH = frozenset(_STRETCH_WORDS.split())
_NO_DOING_WORDS = (
    "interesting amazing boring exciting lightning lightening outgoing willing loving charming daring "
    "annoying touching disappointing frustrating fascinating tiring exhausting relaxing refreshing "
    "overwhelming shocking surprising thrilling nothing something anything everything king thing "
    "spring string morning evening wedding building sibling darling understanding promising")
_NO_DOING = frozenset(_NO_DOING_WORDS.split())
#: a mark of a stretch of life or a habit: "for years", "back then", "in college", "every day"
_OF_A_STRETCH = re.compile(r"\b(?:for (?:years|months|decades|a (?:long )?(?:time|while)|most of|\d+)|"
                           r"back then|back in the day|at the time|in (?:high school|college|school|university)|"
                           r"every (?:day|week|night|morning|weekend)|all the time|a lot|at that age|"
                           r"as an? (?:adult|young|kid|child|teen|teenager|student))\b", re.I)


def _a_doing_of_one_moment(entry: str) -> bool:
    doing = _DOING_THEN.match(entry)
    if doing is None or _OF_A_STRETCH.search(entry):
        return False
    verb = doing["doing"].lower()
    return verb not in _STRETCH and verb not in _NO_DOING


def a_told_moment(entry: str) -> bool:
    """Whether the written ``entry`` keeps how one moment of one occasion felt, or what the
    user was doing at it (above)."""
    if _LASTING.search(entry):
        return False
    return bool(_TAKEN.match(entry) or _MOOD_CAME.match(entry) or _CAME_INTO.match(entry)
                or _a_doing_of_one_moment(entry))


#: a doing in the progressive, then "and feeling …": the feeling is how it goes now
_DOING_AND_FEELING = re.compile(
    r"^(?P<doing>User (?P<aux>is|has been) (?:(?:quietly|still|also|really|just|currently|now) )*\w+ing\b.*?)"
    r",? and (?:is )?(?:(?:still|also|now|really|just) )?feeling\b.*$")


def without_feeling_of_now(entry: str) -> str | None:
    """``entry`` without a feeling of now joined to its doing ("… has been learning the harp and
    feeling stuck" → "… has been learning the harp."); None when the doing is of this moment
    too ("User is reading at home and feeling calm."); else as it is."""
    joined = _DOING_AND_FEELING.match(entry)
    if joined is None:
        return entry
    if joined["aux"] == "is" and _OF_NOW.search(joined["doing"]):
        return None
    return joined["doing"] + "."


#: review32 R12: a present progressive is often a stretch ("is studying law", "is living in
#: Paris"); only a doing said with the place or the manner of this moment is the moment whole
_OF_NOW = re.compile(r"\b(?:at home|on the (?:sofa|couch|balcony|porch|terrace|train|bus)|in bed|"
                     r"right now|at the moment|quietly|outside|by the window)\b")
