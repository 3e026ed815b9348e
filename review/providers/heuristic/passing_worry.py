"""A worry, a doubt or a busy stretch of the moment, kept as a trait (mbprec1, issue 31).

judge37's strict reading of MemoryBank dev (a user bringing a difficulty to an AI companion)
found the difficulty itself kept as a fact about the user; judge38 saw the same class on the
held-out half. A user asking for help says what troubles them now: a doubt about a next step,
a worry about how something will go, a full week. None of it is who they are. Told by
structure, on the written entry:

* **a doubt about a course of action**: not knowing (or not able to tell) if, whether, what,
  where, why or when ("User doesn't know whether to take the offer."), or how to take a next
  step that names no skill (improve, start, cope, handle, deal with, move on, …). "User doesn't
  know how to swim." names a skill and stays, as does "User doesn't know Spanish.".
* **a worry about an outcome**: afraid or worried that they will, might or would …, or not
  wanting to make things worse. A fear of a kind of thing ("User is afraid of heights.") is
  not a worry about an outcome and stays.
* **a mood of helplessness** ("User feels stuck.") and **a busy stretch** ("User's calendar is
  packed."; no spare time is :mod:`.stands_alone`'s).
* **a split-off clause about progress** kept with nothing it is the progress of ("User's
  progress is slow.", "User isn't improving."); "User has been learning the harp and feels
  they are not making much progress." names its matter and stays.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .occasions import ASSESSMENTS, CONTESTS, GATHERINGS, SHOWINGS

_USER = r"^User (?:(?:sometimes|often|still|really|just|even|also|currently|now|truly|always) )*"
_NOT = r"(?:doesn't|does not|don't|do not|can't|cannot) (?:(?:even|really|quite|always) )?"
#: next steps that name no skill: what they are of is the difficulty of the moment
_NEXT_STEP = (r"(?:improve|get better|make progress|progress|start|begin|get started|proceed|continue|cope|deal|"
              r"handle|manage|do|go about|approach|move (?:on|forward)|fix|solve|adapt|adjust|change|face|respond|"
              r"react|overcome|relax|decide|choose|explain|express|say|tell|ask|get out|stop)\b")
_DOUBT = re.compile(
    _USER + _NOT + r"(?:know|figure out|work out|tell) (?:(?:if|whether|why|which)\b|(?:what|where|when) to\b|what (?:they|he|she) (?:should|can)\b|"
    r"how to " + _NEXT_STEP + r")|" + _USER + r"(?:is|was|isn't|is not|wasn't|was not) (?:not )?(?:quite |really )?"
    r"(?:sure|certain) (?:if|whether|what|how|where|why)\b", re.I)
_WORRY = re.compile(
    _USER + r"(?:is|was|feels?) (?:(?:so|very|really|a bit|a little|quite) )?(?:afraid|worried|scared|anxious|nervous) "
    r"(?:that )?(?:they|he|she)(?:'ll| will| might| may| would| could| can't| won't| are going to)\b|"
    + _USER + _NOT + r"want to (?:make|mess) (?:everything|things|it|matters|anything) (?:worse|up)\b", re.I)
#: fixlearn17 (mbprec1's left, judge37's MemoryBank class): a fear held of one occasion, or of
#: a mishap in it ("User is terrified of the interview.", "User has a fear of making mistakes
#: in their speech.", "User fears they will blank during the presentation."): the talk or the
#: exam is one day's, named with "the", "their", "this"; a fear of a kind ("of heights", "of
#: public speaking", "of exams") names no one occasion and stays
_ONE_OCCASION = (r"(?:the|their|this|that|tomorrow's|next week's|(?:the|their) upcoming|(?:the|their) big)"
                 r"(?: [\w'-]+){0,2}? (?:" + "|".join(CONTESTS + SHOWINGS + ASSESSMENTS + GATHERINGS)
                 + r"|talk|speech|toast|pitch|meeting|lecture|surgery|operation|procedure|appointment|date|trip|flight)\b")
_FEAR_OF_ONE = re.compile(
    _USER + r"(?:(?:is|was|feels?|felt) (?:(?:so|very|really|a bit|a little|quite|absolutely) )?"
    r"(?:afraid|scared|terrified|frightened|petrified|nervous|anxious|worried) (?:of|about)|has (?:a|this) fear of|fears|"
    r"dreads) (?:[\w'-]+ ){0,6}?(?:(?:in|during|at|before|for|of|about) )?" + _ONE_OCCASION + r"(?!s\b)|"
    + _USER + r"fears (?:that )?(?:they|he|she)(?:'ll| will| might| may| would| could| can't| won't)\b", re.I)
#: … and a fear of mishaps, with the one occasion named in the message beside it ("I'm really
#: afraid of accidents. This speech matters a lot."): the mishaps are the speech's
_FEAR_OF_MISHAPS = re.compile(
    _USER + r"(?:(?:is|was|feels?|felt) (?:(?:so|very|really|a bit|a little|quite|absolutely) )?"
    r"(?:afraid|scared|terrified|frightened|petrified|nervous|worried) (?:of|about)|has (?:a|this) fear of|fears) "
    r"(?:(?:making|any|small|little|silly|big) )?(?:accidents|mistakes|mishaps|slip-ups|errors|blunders|failing|"
    r"messing up|screwing up|things going wrong|something going wrong|forgetting)\b", re.I)
_ONE_OCCASION_SAID = re.compile(r"\b(?:this|my|the|tomorrow's)(?: [\w'-]+){0,2}? (?:"
                                + "|".join(CONTESTS + SHOWINGS + ASSESSMENTS)
                                + r"|talk|speech|toast|pitch|lecture)\b(?!s\b)", re.I)
_MOOD = re.compile(
    r"\b(?:feels?|felt|is|was|and|are) (?:(?:so|very|really|a bit|a little|quite|completely) )?"
    r"(?:helpless|hopeless|powerless|stuck)\b", re.I)
_BUSY = re.compile(
    r"^User's (?:(?:work|daily|weekly|study|current) )?(?:schedule|calendar|agenda) is (?:(?:really|very|quite|so|too|"
    r"extremely) )?(?:full|packed|busy|tight|hectic|overloaded)\b", re.I)
_PROGRESS_ALONE = re.compile(
    r"^User's progress is (?:(?:very|really|quite|so|too) )?(?:slow|limited|poor|stalled)\.$|"
    + _USER + r"(?:is|isn't|is not) (?:not )?(?:making (?:much |any )?progress|improving)\.$|"
    + _USER + r"(?:feels|feels like|thinks) (?:that )?(?:they are|they're) not (?:making (?:much |any )?progress|improving)\.$",
    re.I)


def a_passing_worry(entry: str, said: str = "") -> bool:
    """Whether ``entry`` keeps a doubt, a worry, a helpless mood, a busy stretch or a progress
    clause split off from its matter as a fact about the user (module docstring); ``said``,
    the message it was written from, may name the one occasion a fear of mishaps is of."""
    return any(p.search(entry) for p in (_DOUBT, _WORRY, _FEAR_OF_ONE, _MOOD, _BUSY, _PROGRESS_ALONE)) \
        or bool(_FEAR_OF_MISHAPS.search(entry) and _ONE_OCCASION_SAID.search(said))
