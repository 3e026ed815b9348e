"""The user's own statement, taken down by a clause beside it that the shape layer refuses
(learn105, session 46, issue 31: MSC's per-turn annotations, session 2 valid 1-250).

The shape layer reads a sentence's clauses together, and some refusals reach past their own
clause, so a sentence holding a statement of the user's own keeps nothing. When the whole
sentence keeps nothing, :func:`freed` gives back the statement alone, and the shape layer reads
it with every test it has: a statement that is itself a hedge, a plan of the moment or a
pointer still keeps nothing. Only these shapes, by structure:

1. **A hedged second verb phrase.** "and" before a verb is no cut, so a hedge in the second
   verb phrase of the same subject refuses the whole clause ("I'm a nurse and maybe I'll
   retrain" is one clause, and a hypothetical). The sentence opens with the speaker ("I …", "my <noun>
   …", after one lead word and its comma) and its first clause goes on with "and" and a hedge
   or a modal ("and maybe …", "and might …", "and could …"): the part before "and" is read.
2. **A reason said with "as".** "as" is no cut ("as" is "while" as often: review19 R3), so
   "Kind of you to ask, as I'm learning to swim" is read as one clause about the listener.
   "<a clause>, as I …" or "<a clause not the user's> as I …":
   the clause after "as" is read, and the one before it. Not "as" after a comparison ("as
   tall as I am", "as much as I like", "such as", "the same as", "just as", "so as"), nor
   "as I said / know / mentioned …" (a speech act or a remark), nor "as" before a simple past
   ("It was raining as I left": the moment of the clause before it), nor "as" with no comma after
   a clause of the speaker's own ("I listen to podcasts as I drive": "while", read whole as
   before, and kept).
3. **A likeness to the listener said last** makes the clause one about the listener.
   "<a clause>, (just) like you / your <X>" ("…, just
   like your dog, Rex!"): the clause before the comma is read.
4. **Any second verb phrase of the same subject** (session 46, after 1-3): the same reading
   as 1 when the word after "and" opens a verb phrase (an adverb, a negation, an auxiliary,
   or a verb of taste, habit or effort): "My rabbit is shy and doesn't like to be held by
   them" keeps "User's rabbit is shy.", the pointer refusing only its own phrase. A word
   that may be a noun joined to the object ("salt and pepper", "the peace and love theme") is
   no such opener: "love", "like", "try", "go" … open one only before "to" or a doing.
5. **A remark run into the user's clause** with no stop (learn107, session 47): "That's so
   neat I keep bees", "Me too I work nights", and a reason pointing back, "That's why I only
   drink tea": the clause after the remark (:mod:`.after_a_remark`).
6. **A good time had at an occasion on a past day** (learn111, session 48): "We had a blast at
   the harvest fair last weekend" is the user's going there, "I went to the harvest fair last
   weekend", a dated act the shape layer reads as an episode (:mod:`.good_time_at`).
"""

from __future__ import annotations

from . import lazy_re as re
from .after_a_remark import said_after
from .good_time_at import went_there

# 1. the speaker opening the sentence (after at most one lead and its comma: "Yea, I …"), and
# a second verb phrase of the same subject hedged after "and"
_HEDGED_SECOND = re.compile(
    r"^(?P<head>(?:[a-z]+,\s*)?(?:i|i'm|i am|i've|i have|my\s+[a-z]+)\s[^,;:.!?]*?)"
    r"\s+and\s+(?:maybe|perhaps|probably|possibly|might|may|could"
    # 4. any second verb phrase, said by a word that opens one (an adverb, a negation, an
    # auxiliary or a verb of taste, habit or effort): not a noun joined to the object ("I like
    # rock and roll from there" must not give "User likes rock.")
    # ("can't" / "won't" say what the first part does now or will: "I'm scared of the dark and
    # can't sleep" is the moment's, review37 R3, and keeps nothing)
    r"|also|still|usually|always|never|often|sometimes|really|even|yes|don't|doesn't|"
    r"am|is|are|have|has|spend|loves|likes|enjoys|tries|wants|needs|spends|takes|goes|gets"
    # a bare verb that is a noun as often ("the peace and love theme") only before "to" or a doing
    r"|(?:love|like|enjoy|try|want|need|take|go|get)(?=\s+(?:to\b|[a-z]+ing\b)))\b", re.I)
# review48: a plan or a future in the head, and a condition said after the hedge ("I'm going to
# quit my job and maybe travel if I win the lottery"): the condition binds both verb phrases, so
# the head read alone would keep a plan the user made hang on it
_TO_COME = re.compile(r"(?:\bgoing to|\bgonna|\bwill|['’]ll|\bshall|\bplan(?:ning)? to|\babout to)\b", re.I)
_CONDITION = re.compile(r"\b(?:if|unless|provided|assuming|as long as|in case)\b", re.I)

# 2. "as" before the speaker's clause; the head is what was said before it
_AS_REASON = re.compile(r"^(?P<head>.*?[a-z0-9'’])(?P<comma>,?)\s+as\s+(?P<tail>(?:i|i'm|i am|im|i've)\s.*)$",
                        re.I)
# "as tall as", "as much as", "such as", "the same as", "just as", "so as", "as well as"
# ("as long a walk as I used to": up to three words between the two)
_COMPARED = re.compile(r"(?:\bas(?:\s+[a-z'’-]+){1,4}|\b(?:such|same|just|so|well|twice|half))$", re.I)
# "as I said", "as I know", "as I told you": a remark about the chat, no statement
_REMARK = re.compile(r"^(?:i|i'm|i am|im|i've)\s+(?:(?:already|just|have|had)\s+)?(?:said|say|mentioned|mention|"
                     r"told|tell|know|knew|see|saw|recall|remember|understand|hear|heard|thought|think|"
                     r"expected|guess|guessed|mean|meant|wrote|write|put it|explained|noted|suspected)\b", re.I)
# "as I walked in", "as I left": a simple past after "as" is the moment of another clause ("while"),
# not a reason; a past held "always" or "never" ("as I always loved …") is one
_PAST_MOMENT = re.compile(r"^(?:i|im)\s+(?:[a-z]+ly\s+)?(?!always\b|never\b|used\b)(?:was|were|had|did|went|came|got|left|"
                          r"saw|took|made|ran|sat|stood|felt|found|lost|met|began|[a-z]+ed)\b", re.I)
# review48: "as I get older", "as I grow up", "as I age": a change going on with the clause
# before it (its proportion, "the older, the harder"), no reason, and no statement of its own
_GROWING = re.compile(r"^(?:i|i'm|i am|im)\s+(?:(?:get|getting|grow|growing)\s+(?:older|old|up|wiser|bigger|"
                      r"taller|better|worse|weaker|stronger|slower|more|less)|age|aging|ageing)\b", re.I)
_SPEAKER_FIRST = re.compile(r"^\W*(?:[a-z]+,\s*)?(?:i|i'm|i am|im|i've|i'd|i'll|my|we|we're|our)\b", re.I)

# 3. a likeness to the listener said last, a name of theirs after it
_LIKE_YOU = re.compile(r"^(?P<head>.*?[a-z0-9'’]),\s+(?:just\s+|exactly\s+)?like\s+(?:you|your\s+[a-z]+(?:\s+[a-z]+)?)"
                       r"(?:,\s*[A-Z][a-z]+)?\s*[.!]*$", re.I)


def freed(sentence: str) -> list[str]:
    """The user's statements of ``sentence`` to read alone when the whole kept nothing
    (module docstring), in the order said; [] when it has none of the three shapes."""
    text = sentence.strip()
    if (hedged := _HEDGED_SECOND.match(text)) and len(hedged["head"].split()) >= 3:
        if _TO_COME.search(hedged["head"]) and _CONDITION.search(text, hedged.end()):
            return []
        return [hedged["head"] + "."]
    if (liked := _LIKE_YOU.match(text)) and _SPEAKER_FIRST.match(liked["head"]):
        return [liked["head"] + "."]
    said = _AS_REASON.match(text)
    if said and not _COMPARED.search(said["head"]) and not _REMARK.match(said["tail"]) \
            and not _PAST_MOMENT.match(said["tail"]) and not _GROWING.match(said["tail"]) \
            and (said["comma"] or not _SPEAKER_FIRST.match(said["head"])):
        tail = said["tail"]
        return [said["head"] + ".", tail[:1].upper() + tail[1:]]
    if (own := said_after(text)) is not None:
        return [own]
    if (going := went_there(text)) is not None:
        return [going]
    return []
