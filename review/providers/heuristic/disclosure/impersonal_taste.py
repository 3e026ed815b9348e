"""A taste said with no first person (learn93, issue 31).

"It's always a joy shaping clay on a wheel", "Kneading dough is so relaxing", "It's such fun to
paddle a canoe at dusk": the speaker says what a pastime is like, with no "I" in the sentence,
and the shape layer refused it before reading any clause (no first person at all). Said by the
user of an activity named in full, it is their taste, as "There's nothing like a swim at dawn"
is (learn25): read "I enjoy <doing it>" or "I find <doing it> relaxing", which the steps after
read with every test they have (a pointer, a mood, the writing's length).

Told by structure, and only these two shapes, each a whole clause in the present:

- the dummy "it" with a taste word and the activity after it: "It's (always|so|…) fun to
  <verb> …" or "… fun <verb>ing …";
- the activity first, as the subject: "<Verb>ing … is (always|so|…) relaxing".

A word that says only "good" ("great", "awesome", "nice", "cool", "amazing", "wonderful",
"the best") is the chat's praise of the moment ("Topping the league table is brilliant!")
unless "always" makes it a habit's; the taste words ("fun", "relaxing", "rewarding", …) are
read on their own. Refused, the sentence kept as before:

- the past or a supposition ("It was such a joy rowing …", "It'd be a joy rowing …"): one
  occasion or none;
- the friend in it ("… to watch you sing"), a "we" ("… our garden"), a pointer ("… fixing
  it", "… with them", "those pups", "there", "the experience"): whose, or what, is unsaid;
- a verb of taking in or having ("see", "hear", "know", "have", "be", "feel", "think",
  "remember"): "It's lovely to hear such news", "It's cool to have a big sister" are the
  chat's news or a general view, not a pastime;
- a second clause inside ("… is why Sundays are great"), a dangling preposition ("fun to
  juggle with"), or a verb with nothing after it ("It's so fun to watch."): the "it" is then
  a thing's, not the dummy's;
- a "but" after it ("Skating is fun, but I'd take football any day"): granted, then set
  aside (read on Topical-Chat dev);
- no word of the user's own before it or in it (no "I", "me", "my", "we", "our" in the
  message's sentences before, the sentence's clauses before, or the clause), and none of the
  message's later sentences telling something of theirs (below): said right after praising the
  friend's news ("Nice work! Making your own bread is always fun."), the taste restates the
  friend's doing as a general view; with the user's own news, "Me too!" or "I couldn't agree
  more!" before it, it is theirs.

learn95: the user's own news may come after the taste ("Baking is so much fun! I make a loaf
every Sunday."). A later sentence of the same message that opens with "I", says nothing of the
listener and tells something the reader keeps (a row's or the shape layer's entry, decided by
the caller, :func:`..extract._message_candidates`) grants the taste as news before it does. A
later "I" of the chat ("I bet the river was calm", "I hope your loaf rises") keeps nothing, so it grants
nothing: the taste then restates the friend's doing, as before. review44: nor does a later sentence
that gives a doing up ("… I broke my leg skiing last winter and quit.", ``_GIVEN_UP``).
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..words import ING_NOT_A_DOING_ALTERNATION
from .forms import _KNOWN_GERUND, _gerund

_DEGREE = (r"(?:(?:always|so|really|just|super|pretty|truly|definitely|honestly|totally|actually|"
           r"quite|very|such|so much|a lot of|lots of) )*")
#: words that say what a pastime is like to the one doing it: a taste on their own
_TASTE_WORDS = (r"fun|relaxing|calming|soothing|therapeutic|rewarding|fulfilling|satisfying|"
                r"enjoyable|peaceful|a blast|a joy|a treat")
#: words that only praise: a taste only with "always" (the module docstring)
_PRAISE_WORDS = r"great|awesome|nice|cool|amazing|wonderful|lovely|fantastic|the best"
_WORD = rf"(?P<adj>{_TASTE_WORDS}|{_PRAISE_WORDS})"
_LEAD = r"^\W*(?:(?:and|plus|also|honestly|yeah|yes|so|but)\b,? )*"
#: "It's always fun to bake bread", "It's so relaxing kneading dough"
_DUMMY_IT = re.compile(
    _LEAD + rf"it(?:'s| is) (?P<deg>{_DEGREE})(?:so much )?{_WORD} "
    r"(?P<what>(?:to [a-z]+|[a-z]+ing)\b[^,;:!?.]*?)[.!]*\s*$", re.I)
#: "Kneading dough is always relaxing", "Hiking is so much fun"
_DOING_FIRST = re.compile(
    _LEAD + r"(?P<what>[A-Za-z][a-z]+ing\b[^,;:!?.]*?) (?:is|'s) "
    rf"(?P<deg>{_DEGREE})(?:so much )?{_WORD}[.!]*\s*$", re.I)
#: the cheap first look, for a sentence with no first person (:mod:`.steps`)
TASTE_SAID = re.compile(rf"\b(?:it's|it is|is) {_DEGREE}(?:so much )?(?:{_TASTE_WORDS}|{_PRAISE_WORDS})\b",
                        re.I)

#: the first verb is taking in, having or being, not a pastime (module docstring)
_NOT_A_PASTIME = re.compile(r"^(?:to )?(?:see|seeing|hear|hearing|know|knowing|have|having|be|being|feel|"
                            r"feeling|think|thinking|remember|remembering)\b", re.I)
#: a word in "-ing" that is a noun, not a doing ("a great feeling", "Morning is nice")
_NOT_A_DOING = re.compile(rf"^(?:to \S+|(?!(?:{ING_NOT_A_DOING_ALTERNATION})\b)[a-z]+ing)\b", re.I)
#: whose or what is not said: the friend, a "we", a pointer (module docstring)
_UNSAID_WHOSE = re.compile(r"\b(?:you|your|you're|yours|yourself|we|us|our|ours|ourselves|together|"
                           r"each other|it|its|this|that|these|those|them|they|he|she|him|her|his|"
                           r"there|then|the (?:experience|moment|feeling|process|event|occasion))\b", re.I)
#: a clause of its own inside the activity: the "it" is then a thing's
_FINITE_INSIDE = re.compile(r"\b(?:is|are|was|were|am|'s|'re|has|had|does|did|will|would|can|could|i|i'm|"
                            r"i've)\b", re.I)
_DANGLING = re.compile(r"\b(?:with|to|for|on|in|at|about|of|from|by|into)$", re.I)
#: what may follow "and" in a "to" activity: a second doing, said as a gerund already or known
_AFTER_AND = re.compile(r"\band (?P<w>[a-z]+)\b", re.I)
#: the frame :mod:`..finds` reads when a sentence opens with it ("It's so rewarding to coach …")
_FINDS_READS = re.compile(_LEAD + rf"it(?:'s| is) {_DEGREE}(?:rewarding|fulfilling|empowering|freeing|"
                          r"liberating|relaxing|calming|soothing|therapeutic|refreshing|energi[sz]ing|"
                          r"satisfying|meaningful) to ", re.I)
_FINDS = ("relaxing", "calming", "soothing", "therapeutic", "rewarding", "fulfilling", "satisfying",
          "peaceful")


#: "Skating is fun, but I'd take football any day": the taste granted only to be set aside
_TAKEN_BACK = re.compile(r"^\W*(?:but|though|although|yet)\b", re.I)
#: the user speaking of themselves (the last refusal in the module docstring)
_OWN_WORD = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us)\b", re.I)
#: a later sentence of the message with the user as its subject (learn95, the module docstring)
_I_OPENS = re.compile(r"^\W*(?:(?:and|so|but|also|honestly|actually|yeah|yes|now|lately)\b,? )*"
                      r"(?:i|i'm|i've|i'd|i'll)\b", re.I)
_TO_THE_LISTENER = re.compile(r"\b(?:you|your|you're|yours|yourself|u|ya)\b", re.I)
#: review43: a later sentence that sets the taste aside, as "but" does inside its sentence
#: (``_TAKEN_BACK``): "Cooking is so relaxing. I hate cooking though." / "… But I prefer hockey."
_SETS_ASIDE = re.compile(r"^\W*(?:but|though|although|yet|still)\b|\b(?:though|anyway|anyways)\W*$", re.I)
#: review44: a later sentence telling a doing given up ("Skiing is always fun. I broke my leg
#: skiing last winter and quit.", "… I stopped after my knee went.", "… I gave it up.") says the
#: taste is no doing of now: it grants nothing, as a sentence that sets the taste aside does not.
#: A verb of ceasing with a thing of its own after it ("I quit my job to teach it", "I stopped by
#: the pool") gives up something else; "used to" and "anymore" say no more than the past
#: ("I used to hate it, but now …", "I don't buy bread anymore")
_GIVEN_UP = re.compile(r"\b(?:quit|quitting|stopped|stopping|gave up|given up|giving up)\b"
                       r"(?!\s+(?:my|our|the|a|an|his|her|their|this|that|some|by|in|at)\b)"
                       r"|\b(?:gave|given|giving) (?:it|them) up\b", re.I)


def may_be_granted_later(sentence: str, said_before: str) -> bool:
    """Whether ``sentence`` may be a taste said with no first person that only a later
    sentence's news could grant (module docstring): the cheap first look, and no word of the
    user's own in the message before it or in it (issue 27: the caller reads the later
    sentences only then)."""
    return TASTE_SAID.search(sentence) is not None and not _OWN_WORD.search(said_before) \
        and not _OWN_WORD.search(sentence)


def speaks_of_self(sentence: str) -> bool:
    """Whether ``sentence`` opens with the user as its subject and says nothing of the listener:
    the sentences after an impersonal taste whose entries may grant it (module docstring); one
    that sets the taste aside ("… though", "But I …") or tells a doing given up ("… and quit")
    grants nothing."""
    return bool(_I_OPENS.match(sentence)) and not _TO_THE_LISTENER.search(sentence) \
        and not _SETS_ASIDE.search(sentence) and not _GIVEN_UP.search(sentence)



def taste_said_impersonally(clause: str, said_before: str, *, opens_the_sentence: bool = False,
                            said_after: str = "", told_later: bool = False) -> str | None:
    """The clause said with "I", when it is a taste said with no first person (module
    docstring): "I enjoy baking bread" or "I find kneading dough relaxing"; else None.
    ``said_before``: what the user said before the clause in the same message;
    ``opens_the_sentence``: the clause is its sentence's first; ``said_after``: the rest of
    its sentence after it; ``told_later``: a later sentence of the message tells something of
    the user's own (learn95)."""
    dummy = _DUMMY_IT.match(clause.strip())
    said = dummy or _DOING_FIRST.match(clause.strip())
    if said is None or not _OWN_WORD.search(said_before) and not _OWN_WORD.search(clause) and not told_later \
            or _TAKEN_BACK.match(said_after):
        return None
    if opens_the_sentence and dummy and _FINDS_READS.match(clause.strip()):
        return None   # learn25's frame, read (between people, with its own guards) by :mod:`..finds`
    what, word = said["what"].strip(), said["adj"].lower()
    if re.fullmatch(_PRAISE_WORDS, word) and "always" not in said["deg"].lower():
        return None   # praise of the moment, not a habit's
    if _NOT_A_PASTIME.match(what) or not _NOT_A_DOING.match(what) or _UNSAID_WHOSE.search(what) \
            or _FINITE_INSIDE.search(what) or _DANGLING.search(what) \
            or dummy and len(what.split()) < (3 if what.lower().startswith("to ") else 2):
        return None   # "It's so fun to watch.", "It's fun watching.": the "it" is a thing's
    if what.lower().startswith("to ") and any(
            not m["w"].endswith(("ing", "s")) and m["w"].lower() not in _KNOWN_GERUND
            for m in _AFTER_AND.finditer(what)):
        return None   # "to race and try …": a second verb whose "-ing" is not known
    if (sung := re.match(r"to ([a-z]*ing)\b(.*)$", what, re.I)) is not None:
        doing = f"{sung[1]}ing{sung[2]}"   # "to sing along": ``_gerund`` takes "sing" as a gerund
    else:
        doing = _gerund(what)
    doing = doing[0].lower() + doing[1:]
    return f"I find {doing} {word}" if word in _FINDS else f"I enjoy {doing}"
