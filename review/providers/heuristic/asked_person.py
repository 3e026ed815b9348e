"""An answer that opens with "he", "she" or "they" for the one person (or pet) of the user's
the friend's question asked about (learn104, issue 31: recall).

Between people a friend asks after someone of the user's and the user answers with a
pronoun: "Does your uncle still sail? What does he do these days?" — "He's a ferry pilot
now."; "How old is your niece?" — "She turns nine in May and she loves chess."; "What
does your dog like to eat?" — "He loves carrots.". Read alone, the answer's subject names
nobody and the shape layer drops the clause. :mod:`.their_pronoun` reads such a pronoun as a
person named earlier **in the user's own message**; :mod:`.asked_thing` reads an opening
pointer as the friend's "your X" **for a thing**, never a person. This reads it as the
friend's "your <someone>", when the friend's turn makes that the only one it can be:

* **the friend's turn ends on a question** (:func:`.asked.last_question`) and names exactly
  one "your <someone>" (one of the user's people, :mod:`.companions`' words, or an animal,
  with at most two words before it: "your little sister", "your new puppy"), said once or
  said again the same way;
* **nobody else is in that turn**: no other person or creature word, no "my <someone>" of
  the friend's, no "who", no name inside a sentence (:data:`.their_pronoun._ANOTHER`,
  :data:`.their_pronoun._A_NAME`), no object pronoun ("Does your aunt know her?"), and no
  third-person pronoun that does not agree with the person ("your brother … she": someone
  else is meant);
* **or the question points at someone itself** ("What kind of dog is he?", "What does she do
  for work?", with no "your <someone>" in the friend's turn): the one "my <someone>" (or "a
  <pet>": "We adopted a puppy") the user's own message right before named, when nobody else
  is named there, and nobody but that one's word said again in the friend's turn;
* **or the question names the user's animal by its kind** (learn110: "What dog do you have?",
  "What kind of cats do you own?"), with nobody else in that question: that animal;
* **the answer's pronoun agrees**: "he" a male or either person or an animal, "she" a female or
  either person or an animal, "they" a plural ("your kids", "your cats"), after at most a
  reaction ("Yeah, he's …", "Oh, she …");
* **the question asks no "how they are" of now** ("How is your wife doing?": the answer is
  her week) **nor of one occasion** ("Did your husband help with the move?", "Will your wife be
  at the match?"); the answer is no "how they are" ("He's doing great"), no praise alone
  ("They're the best!"), does not name them again ("They're dogs after all!") and holds no pointer ("it", "them", "that": what
  it points at is the friend's words, not here).

The pronoun is then written as "my <someone>" (:func:`.their_pronoun.carried`) and the
sentence read by the shape layer with every test it has (the moment, a quote, a wish, the
listener): the join only gives the answer back its subject, as :mod:`.asked` does for a
fragment.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .asked import last_question
from .companions import _EITHER, _HE, _SHE, _THEY
from .owned import _ANIMALS
from .reactions import NO, STANCE, TYPED_SOUNDS, YES, lead
from .their_pronoun import _A_NAME, _ANOTHER, _THEY_AT_WORK, carried, written_out

_SINGLE_ANIMALS = "|".join(sorted(a for a in _ANIMALS if not a.endswith("s") and a not in ("fish", "mice")))
_PLURAL_ANIMALS = "|".join(sorted(a for a in _ANIMALS if a.endswith("s") or a == "mice"))
#: "your <someone>": up to two words before the person's or the animal's word
_YOURS = re.compile(r"\b(?P<det>your) (?P<np>(?:[\w'-]+ ){0,2}?(?:(?P<he>" + _HE + r")|(?P<she>" + _SHE
                    + r")|(?P<either>" + _EITHER + r"|" + _SINGLE_ANIMALS + r")|(?P<they>" + _THEY + r"|"
                    + _THEY_AT_WORK + r"|" + _PLURAL_ANIMALS + r")))\b(?!['’])", re.I)
#: learn110: a question that names the user's animal by its kind, with no "your" ("What dog do
#: you have?", "What kind of cats do you own?", "Which breed of dog have you got?"): the answer's
#: "he", "she" or "they" is that animal
_KIND_ASKED = re.compile(r"\b(?:what|which)\s+(?:(?:kinds?|types?|sorts?|breeds?)\s+of\s+)?(?P<np>(?P<either>"
                         + _SINGLE_ANIMALS + r")|(?P<they>" + _PLURAL_ANIMALS + r"))\s+(?:do\s+you\s+(?:have|own)|"
                         r"have\s+you\s+got)\b", re.I)
#: "him", "them", or "her" as an object (before an end, a preposition or an adverb of time,
#: not a noun: "her job" is a possessive)
_OBJECT_PRONOUN = re.compile(r"\b(?:him|them|her)\b(?=\s*(?:[.?!,;:]|$|(?:to|for|with|about|at|from|in|on|"
                             r"too|again|yet|lately|much|anymore|often)\b))", re.I)
#: learn104: the user's own "my <someone>", or a pet said with "a" too ("We adopted a puppy")
_MINE = re.compile(_YOURS.pattern.replace(r"(?P<det>your)", r"(?P<det>my|our|an?)"), re.I)
#: which answer pronouns each kind of "your <someone>" takes
_AGREES = {"he": ("he",), "she": ("she",), "either": ("he", "she"), "they": ("they",)}
_THIRD_PERSON = re.compile(r"\b(?:he|him|his|himself|she|her|hers|herself|they|them|their|themselves)\b", re.I)
_PRONOUN_KIND = {"he": "he", "him": "he", "his": "he", "himself": "he", "she": "she", "her": "she",
                 "hers": "she", "herself": "she", "they": "they", "them": "they", "their": "they",
                 "themselves": "they"}
#: a reaction before the pronoun ("Yeah, he …", "Oh she …", "Haha, they …")
_LEAD = re.compile(lead(YES + NO + STANCE + TYPED_SOUNDS + ("oh", "ooh", "haha")), re.I)
_OPENS_WITH_PRONOUN = re.compile(r"^(?:he|she|they)\b", re.I)
#: how they are at the moment, the answer to "How is your sister (doing)?": no lasting fact
_HOW_THEY_ARE = re.compile(r"^(?:he|she|they)(?:['’]s|['’]re| is| are)(?: (?:doing|feeling|getting on))?"
                           r"(?: (?:really|very|pretty|so|quite|much|a lot|a bit))*"
                           r" (?:well|good|great|fine|okay|ok|alright|better|worse|awesome|amazing)\b", re.I)
#: "How is your baby?", "How are your grandparents doing?": the friend asks how they are now, and
#: the answer is how they are now or lately ("She's been swamped lately")
_ASKS_HOW_THEY_ARE = re.compile(r"(?:^|[,;]\s*)how(?:['’]s| is| are| was| were) your\b[^?]*?(?: (?:doing|getting on|"
                                r"holding up|keeping))?\s*\?$", re.I)
#: a question of one occasion, gone or coming ("Did your husband help with the move?", "Will your
#: wife be at the match?"): the answer tells that occasion, no lasting fact of the person
_ASKS_AN_OCCASION = re.compile(r"(?:^|[,;]\s*)(?:(?:what|where|when|how|why|who|which)(?: [a-z]+)?\s+)?"
                               r"(?:did|didn't|was|wasn't|were|weren't|will|won't|would|had)\b", re.I)
#: praise alone ("They're the best!", "He's amazing."): how the user feels about them, no fact
_PRAISE_ALONE = re.compile(r"^(?:he|she|they)(?:['’]s|['’]re| is| are)(?: (?:just|really|truly|simply|so|the))*"
                           r" (?:best|greatest|great|amazing|awesome|wonderful|fantastic|lovely|perfect|"
                           r"incredible|cutest|sweetest)\s*(?:[.!]|$)", re.I)
#: a pointer in the answer stands for something of the friend's words (the robots asked
#: about, the gift): the answer leans on the question beyond its person
_POINTER = re.compile(r"\b(?:it|them|this|that|these|those)\b", re.I)
#: "you" and "yours" of the friend's turn other than the one "your <someone>" are fine; a
#: "my <someone>" or "our <someone>" of the friend's is another who could be meant
_FRIENDS_OWN = re.compile(r"\b(?:my|our) (?:[\w'-]+ ){0,2}?(?:" + _HE + "|" + _SHE + "|" + _EITHER + "|"
                          + _THEY + r")\b", re.I)


def _kind(found: re.Match[str]) -> str:
    return next(k for k in ("he", "she", "either", "they") if found[k])


def asked_person(sentence: str, friend_turn: str | None, own_before: str = "") -> str | None:
    """``sentence`` with its opening pronoun written as the one person or pet of the user's the
    friend's question asks after ("He's a ferry pilot now." -> "my uncle is a ferry pilot
    now."), or None when the answer opens with no pronoun or no one person agrees (module
    docstring). ``own_before``: the user's own message right before ``friend_turn``."""
    if not friend_turn:
        return None
    answer = _LEAD.sub("", sentence.strip())
    opened = _OPENS_WITH_PRONOUN.match(answer)
    question = last_question(friend_turn)
    if opened is None or question is None or _HOW_THEY_ARE.match(answer) or _POINTER.search(answer):
        return None
    if _ASKS_HOW_THEY_ARE.search(question.strip()) or _ASKS_AN_OCCASION.search(question.strip()) \
            or _PRAISE_ALONE.match(answer):
        return None
    pronoun = opened[0].lower()
    if _YOURS.search(friend_turn):
        one = _the_one(friend_turn, _YOURS)
    elif (kind_asked := _KIND_ASKED.search(question)) \
            and not _someone_else(question[:kind_asked.start("np")] + question[kind_asked.end("np"):]):
        # learn110: "What kind of dog do you have?" — "She is a beagle.": the question's animal,
        # when the question names nobody else (the turn before it may: the answer is to the question)
        one = kind_asked["np"].lower(), "either" if kind_asked["either"] else "they"
    elif any(_PRONOUN_KIND[p.lower()] == pronoun for p in _THIRD_PERSON.findall(question)):
        # the question points at someone itself ("What kind of dog is he?"): the one the
        # user's message before named as theirs, when nobody else is in the friend's turn
        # (its word said again there is the same one)
        one = _the_one(own_before, _MINE)
        if one is not None and _someone_else(re.sub(rf"\b{re.escape(one[0].split()[-1])}\b", "", friend_turn,
                                                    flags=re.I)):
            return None
    else:
        return None
    if one is None:
        return None
    np, kind = one
    if pronoun not in _AGREES[kind] or any(_PRONOUN_KIND[p.lower()] not in _AGREES[kind]
                                           for p in _THIRD_PERSON.findall(friend_turn)):
        return None   # the answer's or the question's pronoun is someone else's
    head = np.split()[-1]
    head = head[:-1] if head.endswith("s") and not head.endswith("ss") else head
    if re.match(rf"(?i)(?:he|she|they)(?:['’]s|['’]re| is| are)(?: (?:just|only|all|still|a|an|the))* "
                rf"{re.escape(head)}(?:s|es)?\b", answer):
        return None   # "They're dogs after all!": the answer names them again, says nothing of them
    person = "my " + np
    if np.split()[-1] in _ANIMALS:
        return _as_animal(answer, person)
    # their_pronoun writes a pronoun after a clause that opens with the person: that clause
    # is "my <someone>" itself
    return carried(answer, [person], answer, named_inside=False)


def _the_one(text: str, pattern: re.Pattern[str]) -> tuple[str, str] | None:
    """(noun phrase, kind) of the one person or pet ``pattern`` finds in ``text`` (said once
    or again the same way), when nobody else is named there."""
    named = [m for m in pattern.finditer(text)
             if m["np"].split()[-1].lower() in _ANIMALS or m["det"].lower() in ("my", "our", "your")]
    if not named or len({m["np"].lower() for m in named}) != 1:
        return None
    rest = text
    for m in reversed(named):
        rest = rest[:m.start()] + rest[m.end():]
    if _someone_else(rest):
        return None
    return named[0]["np"].lower(), _kind(named[0])


def _someone_else(text: str) -> bool:
    """Whether ``text`` names someone who could be meant: a person's or a creature's word, a
    name inside a sentence, a "my <someone>" (the friend's own, in the friend's turn), or an
    object pronoun ("Does your aunt know her?": another she)."""
    return bool(_ANOTHER.search(text) or _A_NAME.search(text) or _FRIENDS_OWN.search(text)
                or _OBJECT_PRONOUN.search(text))


_SUBJECT = re.compile(r"^(?:he|she|they)(?P<rest>(?:['’](?:s|d|ll|re|ve)\b| )\S*.*)$", re.I)


def _as_animal(answer: str, pet: str) -> str | None:
    """A pet's "he", "she" or "they" written as "my <pet>" (:func:`.their_pronoun.carried`
    knows people's words only); a contraction written out as for a person ("he's" -> "my dog
    is", "he's been" -> "my dog has been": :func:`.their_pronoun.written_out`)."""
    said = _SUBJECT.match(answer)
    if said is None:
        return None
    return pet + written_out(said["rest"])
