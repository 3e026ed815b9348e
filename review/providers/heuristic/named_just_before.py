"""An object pointer read as the thing the user's own sentence just before was about
(learn90, issue 31: recall; prec20's leftover).

"The cello is hard. I'm slowly improving at it.": read alone, the second sentence's "it"
names nothing, and the entry it would give ("User is slowly improving at it.") is refused
(:mod:`.unbound_pointer`, :func:`.disclosure.unresolved`). :mod:`.carried` reads a *subject*
"It" as the subject of the sentence before; :mod:`.antecedent` reads an object pointer only
after a taste or a habit ("I love it", "I bake it every Sunday"); :mod:`.objects` only as a
thing the user owns. This reads any object "it"/"them" in the user's next sentence as the
thing the sentence before was about, when that is the only thing it can be:

* **Where the thing may come from: the user's own sentence right before, in the same
  message**, a plain statement (not a question, a wish, a plan, a quote, nor one about
  someone else: :mod:`.antecedent`'s tests), whose subject names a thing or an activity
  (:func:`.disclosure.thing_subject`: "The cello is hard", "Board games are my weakness",
  "Knitting calms me"), said in the present: a thing told in the past ("The party was
  great") may be the occasion, and what "it" stands for then is the event, not a thing of
  the user's life.
* **Exactly one thing**: nothing else in that sentence is a candidate (a second noun
  phrase, a name, a doing: :func:`.antecedent._candidates`), except what a copula says the
  subject is ("The cello is a beast of an instrument": the same thing); no other pointer in
  either sentence ("it", "they", "this" …), and the pointer's sentence names nothing before
  it (it may stand for that).
* **Agreeing**: "it" a singular thing or an activity, "them" a plural one; never a person
  ("My coach is strict"), nor a name said alone, which may be a person's, a household's or an
  employer's (review38 R3), nor an event ("The match is on Sunday").
* **The pointer a thing's**: not the dummy "it" of a clause that follows it ("find it hard to
  …", "love it when …"), nor an idiom that holds no thing ("worth it", "keep it up", "make it",
  "go for it").

The pointer is written as the thing (a capital the sentence's start gave it taken away,
:mod:`.capitals`) and the sentence read by the shape layer with every test it has, as if the
user had said it so; when that keeps nothing, nothing is kept.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .antecedent import _NOT_PLAIN, _PEOPLE, _SUBJECT_OTHER, _candidates
from .capitals import Capitals
from .carried import _many
from .disclosure import thing_subject
from .unbound_pointer import _ITS_THING_AFTER
from .words import PAST_IRREGULAR

_POINTER = re.compile(r"\b(?P<p>it|them)\b", re.I)
# the user's own clause: "I …" after at most a lead-in
_MINE = re.compile(r"^(?:(?:yes|yeah|oh|honestly|and|but|so|also|now|plus|actually|well)\b[,!.]*\s+)*"
                   r"i(?:'m|'ve| am| have)?\s", re.I)
# "it" the subject of a clause of its own ("I think it would …"): not an object pointer
_SUBJECT_AFTER = re.compile(r"^\s+(?:is|was|would|will|could|can|might|may|should|must|has|had|does|did|"
                            r"seems|seemed|looks|looked|feels|felt|gets|got|makes|made|sounds|sounded|"
                            r"takes|took|goes|went|comes|came|needs|needed|helps|helped)\b", re.I)
# any other pointer: the thing may be the one it stands for
_OTHER_POINTERS = re.compile(r"\b(?:its|it's|itself|they|they're|their|theirs|themselves|this|that|these|those|"
                             r"there|here|one|ones|him|her|he|she)\b", re.I)
# idioms whose "it" holds no thing, and "do it"/"make it" said of an act or a success
_IDIOM = re.compile(r"\bworth it\b|\bit (?:up|out|off|all|easy|slow|a (?:try|go|shot|whirl))\b|"
                    r"\b(?:go|goes|going|went) for it\b|\b(?:been|hard|get|got) at it\b|\b(?:make|makes|made|making|get|gets|got|getting|"
                    r"nail|nailed|pull|pulled|lose|lost|hit|beat|sell|sold|fake|take|took|"
                    r"mean|meant) it\b|\bit happen", re.I)
# a verb told in the past: the subject may be an occasion ("The party was great")
_PAST = re.compile(r"^(?:(?:really|truly|totally|definitely|honestly|always|just|also|so) )*"
                   r"(?P<v>[a-z']+)\b", re.I)
# an occasion by its kind
_EVENT_WORDS = """party parties trip trips concert concerts wedding weddings match
matches festival festivals meeting meetings event events holiday holidays vacation
vacations night nights weekend weekends day days race races tournament tournaments ceremony
ceremonies session sessions visit visits tour tours gig gigs performance performances recital
recitals exam exams interview interviews appointment appointments launch premiere reunion
reunions date dates outing outings workshop workshops
conference conferences"""
_EVENT_HEADS = frozenset(_EVENT_WORDS.split())
# a copula then a time or a place: the subject is an occasion ("The regatta is on Sunday")
_OCCASION = re.compile(r"^\s*(?:is|are|'s|'re)\s+(?:(?:always|usually|also|just)\s+)?(?:on|at|in|this|next|"
                       r"tomorrow|tonight|today|coming|soon|starting|from|until|every|over|later)\b", re.I)
# what a copula says the subject is ("The cello is a beast of an instrument")
_COPULA_FIRST = re.compile(r"^\s*(?:is|are|'s|'re|has been|have been)\s+(?:(?:really|truly|just|such|quite|"
                           r"still|also|always|definitely)\s+)*", re.I)


def _said_now(rest: str) -> bool:
    """Whether the verb after the subject (``rest``) is told in the present."""
    verb = _PAST.match(rest.strip())
    if verb is None:
        return False
    v = verb["v"].lower()
    return not (v in ("was", "were", "had", "did", "used") or v in PAST_IRREGULAR or v.endswith("ed"))


# a subject that names a role, not a thing: someone's pick ("favorite", "best", "go-to") or
# another's own ("people's", "everyone's"); what fills the role, said after the copula or not
# at all, is what "it" stands for
_A_ROLE = re.compile(r"\b(?:favou?rite|best|worst|least|go-to|top)\b|\b(?-i:[a-z][\w-]*)['’]s\b", re.I)


def _the_thing(before: str, capitals: Capitals) -> tuple[str, bool] | None:
    """The one thing ``before`` is about, as it is written inside a sentence, and whether it
    is many; None when there is not exactly one (module docstring)."""
    before = before.strip()
    if before.endswith("?") or _NOT_PLAIN.search(before) or _SUBJECT_OTHER.search(before):
        return None
    topic = thing_subject(before)
    if not topic or not before.startswith(topic):
        return None
    rest = before[len(topic):]
    if _OTHER_POINTERS.search(rest) or _POINTER.search(rest) or not _said_now(rest):
        return None
    words = topic.split()
    head = words[-1].lower().strip("'\"")
    if _PEOPLE.match(head) or head in _EVENT_HEADS or _OCCASION.match(rest):
        return None
    if _A_ROLE.search(topic):
        return None   # review41: "Most people's favorite fruit is mango. I hate it.": the role's filler is the thing
    # what the copula says the subject is, is the subject: only the predicate after it counts
    copula = _COPULA_FIRST.match(rest)
    predicate = rest[copula.end():] if copula else rest
    if copula:
        predicate = re.sub(r"^(?:a|an|the|my|our)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+(?:\s+of\s+(?:a|an)\s+[a-z-]+)?",
                           "", predicate, count=1, flags=re.I)
    if _candidates(predicate):
        return None   # a second thing: "it" may be that one
    first = words[0]
    if first[0] in "\"“":
        written = topic   # a title in quotes
    elif len(words) > 1 and first.endswith(("'s", "’s")) and capitals.own(first):
        written = topic   # a name's thing keeps the name's capital ("Tom's bike"; review41)
    elif capitals.own(first, topic):
        return None   # a name said alone may be a person's (review38 R3)
    else:
        written = first.lower() + (" " + " ".join(words[1:]) if len(words) > 1 else "")
    return written, _many(topic)


def named_just_before(before: str, sentence: str, capitals: Capitals) -> str | None:
    """``sentence`` with its one object "it"/"them" written as the one thing the user's
    sentence just before (``before``) was about, or None (module docstring)."""
    sentence = sentence.strip()
    if sentence.endswith("?") or not _MINE.match(sentence) or _NOT_PLAIN.search(sentence):
        return None   # the user's own plain statement only (cheap tests first: most sentences stop here)
    pointers = list(_POINTER.finditer(sentence))
    if len(pointers) != 1 or _OTHER_POINTERS.search(sentence):
        return None
    pointer = pointers[0]
    if _SUBJECT_AFTER.match(sentence[pointer.end():]) or _IDIOM.search(sentence) or _ITS_THING_AFTER.search(sentence[pointer.end():]):
        return None   # a subject (:mod:`.carried`'s), an idiom, or the dummy of a clause after it
    if _candidates(sentence[:pointer.end()]):
        return None   # the pointer's own sentence names something nearer
    thing = _the_thing(before, capitals)
    if thing is None:
        return None
    written, many = thing
    if many != (pointer["p"].lower() == "them"):
        return None
    return sentence[:pointer.start()] + written + sentence[pointer.end():]
