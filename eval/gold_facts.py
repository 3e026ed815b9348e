"""A gold sentence cut into the facts it joins, by structure (issue 31, match1, session 43).

Every outside corpus's gold joins facts: Multi-Session Chat's summaries are often two or
three sentences in one line ("I have a husband. I have two kids."), persona and preference
sentences join clauses ("I have two dogs and I work nights"), LoCoMo's annotators join a
second fact to the first ("X adopted a cat and takes her to the park"). The sentence
matchers (``spc.holds_fact``, ``locomo.holds``) ask one entry for half of the whole line's
words, so a true entry holding one of the joined facts is credited nothing. The clause
reading, printed *beside* the sentence figures (which stay as they were), counts each fact
of a gold line on its own: :func:`gold_facts` cuts it, the corpus's matcher holds each
clause.

**Where a line is cut.**

- At the end of each sentence ("." "!" "?") and at ";": an annotator's sentence is a fact
  of its own, even of one content word ("I am Somali.").
- At "and" / "but" before a new subject ("… and I work nights", "… but my wife …") or
  before a verb of :data:`_VERBS` ("… and works nights", "… and have a dog", "… and also
  teaches"); at a bare comma before the same ("I live by the sea, I surf"). The verbs are a
  closed list of the everyday verbs of a fact about a person: a word both verb and noun
  that follows "and" as a noun more often ("support", "help") is left out of it.
- Each piece cut at "and" / "but" / a comma must keep **two content words or more** on both
  sides, else the cut is not made: a one-word piece ("and proud", "my wife and I …") is a
  fragment or a subject, and a one-word clause would be credited by any entry naming that
  word.

**Where it is not cut, and why.**

- A list of the objects of one verb ("I like cats and dogs", "I shop for shoes and
  watches") is **one fact**: the cut needs a subject or a verb after "and", and a noun is
  neither. Cutting it would make each object a one-word fact, credited by any entry that
  names the thing, liked or not.
- A subordinate clause ("because …", "when …", "who …", ", hoping …") stays with the clause
  it qualifies: it is a reason, a time or a detail of that fact, not a fact of its own, and
  the matcher already credits an entry holding the main part when it is most of the words.
  (LoCoMo's older secondary figure, ``locomo.main_clause``, cuts there too and credits the
  whole observation for its first part; it is printed beside, unchanged, for history.)

**A verb with no subject of its own** takes the first clause's when that is one of the
speaker's people ("My sister is a nurse and lives in Ohio" gives "my sister lives in Ohio",
so the clause stays hers, not the speaker's, for ``clause_words``); a speaker's "I" or a
name needs nothing carried (both are dropped words). Every word of every clause is a word
of the line (a test holds it).
"""

from __future__ import annotations

import re

from chat_play import content_words
from clause_words import PEOPLE

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\s*;\s*")
_WORD = re.compile(r"[A-Za-z0-9]+(?:['\u2019][A-Za-z]+)?")
_JOINS = frozenset({"and", "but"})
#: A new clause's subject: the speaker, one of their people ("my", "our"), someone ("he").
_SUBJECTS = frozenset({"i", "i'm", "i've", "i'd", "i'll", "im", "my", "we", "we're", "we've",
                       "our", "he", "he's", "she", "she's", "they", "they're", "their", "his",
                       "her", "user", "user's"})
_POSSESSIVE = frozenset({"my", "our", "his", "her", "their", "user's"})
#: Verbs a joined clause opens with when its subject is the first clause's: the everyday
#: verbs of a fact about a person (being, having, liking, doing, working, living, wanting),
#: in the forms a first-person summary and a third-person observation write them.
_VERB_BASES = """
am is are was were have has had do does did like likes liked love loves loved enjoy enjoys
enjoyed hate hates hated prefer prefers preferred want wants wanted need needs needed wish
wishes wished hope hopes hoped plan plans planned work works worked live lives lived own
owns owned play plays played go goes went drive drives drove teach teaches taught study
studies studied attend attends attended make makes made cook cooks cooked eat eats ate
drink drinks drank read reads write writes wrote run runs ran watch watches watched take
takes took use uses used collect collects collected volunteer volunteers volunteered
visit visits visited travel travels traveled travelled grew grow grows raise raises raised
keep keeps kept spend spends spent feel feels felt find finds found think thinks thought
believe believes believed know knows knew learn learns learned learnt practice practices
practiced paint paints painted sing sings sang dance dances danced swim swims swam
hike hikes hiked bake bakes baked build builds built coach coaches coached train trains
trained moved move moves joined join joins started start starts got get gets can could
will would should used bought buy buys sold sell sells adopted adopt adopts listen listens
listened stay stays stayed walk walks walked win wins won broke compose composes composed
don't doesn't didn't can't won't never expresses expressed appreciates appreciated considers
considered encourages encouraged values valued asks asked admires admired received receives
offers offered looks looked mentions mentioned assures assured met meets seeks sought shares
shared brings brought helps helped supports supported creates created"""
_VERBS = frozenset(_VERB_BASES.split())
#: Read past between the join and the verb ("… and also works nights")
_ADVERBS = frozenset({"also", "now", "then", "still", "recently", "currently", "often", "usually"})
#: After a bare comma, a word that is a verb only sometimes is read as the other thing
#: ("sports, like soccer"; "cats, love them")
_NOT_AFTER_COMMA = frozenset({"like", "likes", "used", "can", "could", "will", "would", "should"})


def _content(text: str) -> int:
    return len(content_words(text))


def _subject_phrase(text: str) -> str:
    """The first clause's subject when it is one of the speaker's people ("My sister",
    "Our two dogs"'s owner is no person: ""), else "" (the speaker: nothing to carry)."""
    words = [m[0] for m in _WORD.finditer(text)]
    if not words or words[0].casefold() not in _POSSESSIVE:
        return ""
    for at in range(1, min(4, len(words))):
        if content_words(words[at]) & PEOPLE:
            return " ".join(words[:at + 1])
    return ""


def _cuts(sentence: str) -> list[str]:
    """``sentence`` cut at "and" / "but" / a bare comma before a new subject or a verb,
    each piece keeping two content words or more (module docstring)."""
    words = list(_WORD.finditer(sentence))
    pieces: list[str] = []
    start = 0
    for i, word in enumerate(words[:-1]):
        token = word[0].casefold().replace("\u2019", "'")
        following = words[i + 1][0].casefold().replace("\u2019", "'")
        if following in _ADVERBS and i + 2 < len(words):
            following = words[i + 2][0].casefold().replace("\u2019", "'")
        if token in _JOINS:
            cut_at, rest_at = (words[i - 1].end() if i else word.start()), words[i + 1].start()
            opens = following in _SUBJECTS or following in _VERBS
        elif "," in sentence[word.end():words[i + 1].start()] and following not in _JOINS:
            cut_at, rest_at = word.end(), words[i + 1].start()
            opens = following in _SUBJECTS or (following in _VERBS and following not in _NOT_AFTER_COMMA)
        else:
            continue
        left, right = sentence[start:cut_at], sentence[rest_at:]
        if not opens or _content(left) < 2 or _content(_next_piece(right)) < 2:
            continue
        pieces.append(left.strip(" ,"))
        start = rest_at
    pieces.append(sentence[start:].strip(" ,"))
    return [p for p in pieces if p]


def _next_piece(rest: str) -> str:
    """The piece ``rest`` opens with, up to its next "and" / "but" / comma (enough to count
    its words: a cut is made only when both sides keep two)."""
    return re.split(r",|\b(?:and|but)\b", rest, maxsplit=1, flags=re.I)[0]


def gold_facts(text: str) -> list[str]:
    """The facts a gold line joins, in order (module docstring); a line with no content word
    is one fact of itself, so no line is ever left with nothing."""
    out: list[str] = []
    for sentence in _SENTENCE.split(text.strip()):
        if not sentence.strip():
            continue
        pieces = _cuts(sentence)
        subject = _subject_phrase(pieces[0]) if pieces else ""
        for k, piece in enumerate(pieces):
            first = piece.split(maxsplit=1)[0].casefold() if piece.split() else ""
            carried = k and subject and first not in _SUBJECTS
            out.append(f"{subject} {piece}" if carried else piece)
    kept = [f for f in out if _content(f)]
    return kept or [text]
