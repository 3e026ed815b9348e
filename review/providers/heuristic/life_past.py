"""A past of the user's life said in passing, inside a sentence about something else (learn88).

People tell a piece of their past while talking about something else, and the clause step
never reads it, since it is not the sentence's main clause:

* **a relative clause bounded by a time of the speaker's life**: "That photo takes me back to
  the paper kite I had as a boy" is about a photo, but it tells that the speaker had a paper
  kite as a boy. Said again as a sentence of its own ("I had a paper kite as a kid."), the
  shape layer reads it as it reads "As a kid, I had a paper kite." (learn63, learn78).
  :mod:`.relative` reads the present ones ("the shelter I volunteer at") and refuses a past
  on purpose ("the café I found" is one act); a time of life said after the verb is what
  makes the past a part of a life, not one act.
* **a dated doing of one's own judged**: "Hosting a chess camp in my old school last spring
  was a blast" judges an act the speaker did, and dates it. Read as "I hosted a chess camp
  in my old school last spring." it is the dated act of one's own the shape layer keeps as
  an episode. Undated, it is learn53's occasion put on once ("Organizing a quiz night was
  amazing"), which keeps nothing: this reading asks for the date.

Each is a sentence the shape layer reads with every test it has, so a moment, a pointer, a
listener or a one-off still keeps nothing. What makes it the speaker's, by structure:

* the relative's subject is "I", its verb a past of having or of a pastime (had, owned, rode,
  played …; not a verb of thinking or seeing: "the film I saw as a kid" is one occasion told),
  nothing said between the verb and the time, and the noun names a thing (a word before the
  head, or a thing one owns by itself: "the pony I owned as a girl");
* the doing's verb has a known past (:data:`.disclosure.PAST_OF`, and a few regular verbs of
  an occasion put on, never guessed: "holding" is not "holded"), the subject is the doing alone (no "my" of a
  person before it: "Seeing my son graduate" is the son's), it names no listener and points
  at nothing ("Watching it with you last week was fun": what, and whose?);
* the sentence is no question, wish, plan or hypothetical.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .disclosure import PAST_OF
from .disclosure.forms import regular_forms
from .relative import NOUN_THEN_I, noun_phrase

# learn78's times of a life, as the shape layer writes them said after a clause
_LIFE_TIME = (r"(?P<time>as an? (?:kid|child|boy|girl|teen|teenager)|growing up|"
              r"when (?:i|I) was (?:(?:just|only|still|a) )?(?:kid|child|boy|girl|little|young|younger|small|"
              r"teen|teenager|\d{1,2}|in (?:high school|middle school|college|uni|university))|"
              r"in (?:high school|middle school|college))")
# the pasts of having a thing or of a pastime had with it: what a time of life makes a part of one
_HAVING_WORDS = "had owned kept"
_HAVING = frozenset(_HAVING_WORDS.split())
_PASTIME_WORDS = "rode played wore read collected built made drew loved used carried raced flew"
_PASTIME = frozenset(_PASTIME_WORDS.split())
_LIFE_RELATIVE = re.compile(
    NOUN_THEN_I + r" (?:(?:once|also|really|even) )?(?P<v>[a-z]+) " + _LIFE_TIME
    + r"(?=\s*(?:[,.!;:)]|\s[-\u2014\u2013]|$|\s(?:and|but|so|which)\b))")

# the sentence around says the thing is not (so): a wish, a question, a hypothetical
_NOT_SO = re.compile(r"\b(?:wish|wished|if|would|could|should|might|maybe|never|n't|not|imagine|"
                     r"pretend|dream|dreamed|dreamt)\b", re.I)

# a past said relative to the message, the readings of :mod:`.when` date it
_PAST_TIME = (r"(?P<time>last (?:night|week|weekend|month|year|summer|winter|spring|fall|autumn)|yesterday|"
              r"(?:a|one|two|three|a few|a couple of) (?:days?|weeks?|months?) ago|"
              r"(?:about |around )?(?:a|one|two|three|four|five|six|seven|eight|nine|ten) years? ago|"
              r"(?:on|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day)")
_DATED_DOING = re.compile(
    r"^(?:(?:and|but|so|plus|honestly|oh|wow|yeah|yes)[,!]?\s+)*(?P<g>[A-Za-z][a-z]+ing) "
    r"(?P<rest>[^,;:!?.]+?) " + _PAST_TIME + r" (?:was|were|has been|had been)\b(?P<judged>[^?]*)$", re.I)
# the regular verbs of an occasion put on or a part taken in it, which the shared table does
# not list (it is read by many readings; these are asked here only)
_PUT_ON_BASES = "organize organise host coach coordinate launch direct perform volunteer"
_PUT_ON = dict(regular_forms(base) for base in _PUT_ON_BASES.split())
# a doing of perceiving or of being is how something struck the speaker, not an act of theirs
# ("Seeing the finals last week was so motivating": the finals are the thing, the seeing one
# afternoon's); those stay what the shape layer made of them
_PERCEIVING_WORDS = "seeing watching hearing listening feeling knowing thinking having getting being looking finding"
_PERCEIVING = frozenset(_PERCEIVING_WORDS.split())
# no listener, no pointer, no other person's doing inside the doing
_NOT_MINE_IN_DOING = re.compile(r"\b(?:you|your|yours|ya|it|this|that|these|those|them|him|her|he|she|"
                                r"they|their)\b", re.I)
# the judgement says how the act went, not that it did not happen
_NOT_DONE = re.compile(r"\b(?:not|n't|never|no)\b", re.I)


def relative_of_a_life(sentence: str) -> list[str]:
    """Each relative clause of the speaker's past bounded by a time of their life, said again
    as a sentence of its own ("I had a paper kite as a kid."), in the order said."""
    if sentence.rstrip().endswith("?"):
        return []
    out = []
    for m in _LIFE_RELATIVE.finditer(sentence):
        verb = m["v"].lower()
        if verb not in _HAVING | _PASTIME:
            continue
        clause_before = re.split(r"[.!;:]\s|,\s+(?:and|but|so)\s", sentence[:m.start()])[-1]
        if _NOT_SO.search(clause_before):
            continue
        np = noun_phrase(m["det"], m["np"], verb in _HAVING)
        if np is None:
            continue
        # "my …" stays the speaker's ("I wore my old roller skates as a kid"): an article put
        # in its place misses a plural or an ordinal ("an old roller skates", "a first guitar")
        out.append(f"I {verb} {np} {_written_time(m['time'])}.")
    return out


def _written_time(time: str) -> str:
    """The time as said, "I" kept as the speaker's (the shape layer writes it)."""
    return re.sub(r"^when i\b", "when I", time)


def dated_doing(sentence: str) -> str | None:
    """"Hosting a chess camp last spring was a blast" said again as "I hosted a chess camp
    last spring.", or None (module docstring)."""
    said = _DATED_DOING.match(sentence.strip())
    if said is None or _NOT_SO.search(said["rest"]) or _NOT_DONE.search(said["judged"]):
        return None
    if said["g"].lower() in _PERCEIVING:
        return None
    past = PAST_OF.get(said["g"].lower()) or _PUT_ON.get(said["g"].lower())
    rest = said["rest"].strip()
    if past is None or _NOT_MINE_IN_DOING.search(rest) or re.match(r"(?i)my\b", rest) \
            and re.match(r"(?i)my (?:\w+ )?(?:son|daughter|kids?|children|husband|wife|partner|friends?|"
                         r"mum|mom|dad|parents?|brother|sister|team)\b", rest):
        return None
    return f"I {past} {rest} {said['time']}."
