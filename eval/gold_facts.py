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

- At the end of each sentence ("." "!" "?", not after an initial or a title: "Dr.", "J.")
  and at ";": an annotator's sentence is a fact of its own, even of one content word
  ("I am Welsh.").
- At "and" / "but" before a new subject ("… and I work nights", "… but my wife …") or
  before a verb of :data:`_VERBS` ("… and works nights", "… and have a dog", "… and also
  teaches"); at a bare comma before a new subject ("I live by the sea, I surf"; not after
  an opening phrase with no subject or verb of its own, "As a keen gardener, I …"; not
  before a verb: a comma closes an aside or a quote as often, "X, a quote, is …"). The
  verbs are a
  closed list of the everyday verbs of a fact about a person: a word both verb and noun
  that follows "and" as a noun more often ("support", "help") is left out of it, and a bare
  verb after an infinitive continues it ("wants to travel and see the world": one wish), and
  one before "of" is a noun ("the weight and feel of …").
- Each piece cut at "and" / "but" / a comma must keep **two content words or more** on both
  sides, else the cut is not made: a one-word piece ("and proud", "my wife and I …") is a
  fragment or a subject, and a one-word clause would be credited by any entry naming that
  word. Nor is "and" a cut after a subject pronoun ("she and her son …": one subject).

**Where it is not cut, and why.**

- A list of the objects of one verb ("I like cats and dogs", "I collect stamps and
  coins") is **one fact**: the cut needs a subject or a verb after "and", and a noun is
  neither. Cutting it would make each object a one-word fact, credited by any entry that
  names the thing, liked or not.
- A subordinate clause ("because …", "when …", "who …", ", hoping …") stays with the clause
  it qualifies: it is a reason, a time or a detail of that fact, not a fact of its own, and
  the matcher already credits an entry holding the main part when it is most of the words.
  (LoCoMo's older secondary figure, ``locomo.main_clause``, cuts there too and credits the
  whole observation for its first part; it is printed beside, unchanged, for history.)

**A verb with no subject of its own** takes the clause before's when that is one of the
speaker's people ("My sister is a nurse and lives in Ohio" gives "My sister lives in Ohio",
"He plays chess and swims" gives "he swims"), so the clause stays theirs, not the
speaker's, for ``clause_words``; a speaker's "I" or a name needs nothing carried (both are
dropped words). Every word of every clause is a word
of the line (a test holds it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chat_play import content_words
from clause_words import PEOPLE

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\s*;\s*")
#: A stop after these is no sentence's end ("Dr. Lee", "J. R. Smith", "St. Louis")
_ABBREVIATION = re.compile(r"(?:\b[A-Za-z]|\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Mt|vs|etc|approx|e\.g|i\.e))\.$")
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
#: The verbs' bare forms ("find", "have"): after "and", one continues an infinitive when the
#: clause before holds one ("to disconnect and find peace", "want to travel and see the
#: world": one fact, one wish), so it opens no clause there
_BARE = frozenset({w for w in _VERBS if w + "s" in _VERBS or w + "es" in _VERBS
                   or (w.endswith("y") and w[:-1] + "ies" in _VERBS)} | {"have", "do", "go"})
_INFINITIVE = re.compile(r"\bto\s+[a-z]+", re.I)
#: Read past between the join and the verb ("… and also works nights")
_ADVERBS = frozenset({"also", "now", "then", "still", "recently", "currently", "often", "usually"})
#: Before "and" these end a joined subject, not a clause ("he and his wife run …")
_SUBJECT_ENDS = frozenset({"i", "he", "she", "we", "they", "me", "him", "her", "them", "us"})


def _sentences(text: str) -> list[str]:
    """``text`` cut at each sentence's end and at ";", not after an initial or a title."""
    out, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        if end[0].strip() != ";" and _ABBREVIATION.search(text[start:end.start()]):
            continue
        out.append(text[start:end.start()])
        start = end.end()
    out.append(text[start:])
    return [s for s in out if s.strip()]


#: A pronoun for one of the speaker's people, carried as its plain form ("she's" -> "she")
_SOMEONE = {"he": "he", "he's": "he", "she": "she", "she's": "she", "they": "they",
            "they're": "they"}


def _subject_phrase(text: str) -> str:
    """A clause's subject when it is one of the speaker's people ("My sister", "she"), else
    "" (the speaker, or a thing: nothing to carry)."""
    words = [m[0] for m in _WORD.finditer(text)]
    if words and words[0].casefold().replace("\u2019", "'") in _SOMEONE:
        return _SOMEONE[words[0].casefold().replace("\u2019", "'")]
    if not words or words[0].casefold() not in _POSSESSIVE:
        return ""
    for at in range(1, min(4, len(words))):
        if content_words(words[at]) & PEOPLE:
            return " ".join(words[:at + 1])
    return ""


def _cuts(sentence: str, drop: Sequence[str]) -> list[str]:
    """``sentence`` cut at "and" / "but" before a new subject or a verb, and at a bare comma
    before a new subject, each piece keeping two content words or more (module docstring)."""

    def content(text: str) -> int:
        return len(content_words(text, drop))

    words = list(_WORD.finditer(sentence))
    pieces: list[str] = []
    start = 0
    for i, word in enumerate(words[:-1]):
        token = word[0].casefold().replace("\u2019", "'")
        following = words[i + 1][0].casefold().replace("\u2019", "'")
        if following in _ADVERBS and i + 2 < len(words):
            following = words[i + 2][0].casefold().replace("\u2019", "'")
        if token in _JOINS and i and words[i - 1][0].casefold() not in _SUBJECT_ENDS:
            cut_at, rest_at = words[i - 1].end(), words[i + 1].start()
            after = words[i + 2][0].casefold() if i + 2 < len(words) else ""
            opens = following in _SUBJECTS or (following in _VERBS and not (
                following in _BARE and (_INFINITIVE.search(sentence[start:cut_at]) or after == "of")))
        elif "," in sentence[word.end():words[i + 1].start()] and following not in _JOINS:
            cut_at, rest_at = word.end(), words[i + 1].start()
            opens = following in _SUBJECTS and _a_clause(sentence[start:cut_at])
        else:
            continue
        left, right = sentence[start:cut_at], sentence[rest_at:]
        if not opens or content(left) < 2 or content(_next_piece(right)) < 2:
            continue
        pieces.append(left.strip(" ,"))
        start = rest_at
    pieces.append(sentence[start:].strip(" ,"))
    return [p for p in pieces if p]


def _a_clause(text: str) -> bool:
    """``text`` has a subject or a verb of its own: no opening phrase ("As a keen gardener,
    I …", "Due to my knees, I …"), which a comma before a new subject does not cut off."""
    return any(w[0].casefold().replace("\u2019", "'") in _SUBJECTS | _VERBS
               for w in _WORD.finditer(text))


def _next_piece(rest: str) -> str:
    """The piece ``rest`` opens with, up to its next "and" / "but" / comma (enough to count
    its words: a cut is made only when both sides keep two)."""
    return re.split(r",|\b(?:and|but)\b", rest, maxsplit=1, flags=re.I)[0]


def gold_facts(text: str, drop: Sequence[str] = ()) -> list[str]:
    """The facts a gold line joins, in order (module docstring); ``drop``: words that are no
    content (LoCoMo's speaker's name), as ``content_words`` takes them. A line with no
    content word is one fact of itself, so no line is ever left with nothing."""
    out: list[str] = []
    for sentence in _sentences(text.strip()):
        subject = ""
        for k, piece in enumerate(_cuts(sentence, drop)):
            first = piece.split(maxsplit=1)[0].casefold() if piece.split() else ""
            if k and subject and first not in _SUBJECTS:    # the clause before's person
                piece = f"{subject} {piece}"
            subject = _subject_phrase(piece)
            out.append(piece)
    kept = [f for f in out if content_words(f, drop)]
    return kept or [text]
