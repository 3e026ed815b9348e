"""One thing seen, watched or read once, said where no listener is named (prec21, issue 31).

Between people a single past act is the week's news and is dropped unless its date is fixed,
when it is an episode for the archive (docs/review.md 5.5). Said to the assistant, an undated
single past act is kept as said (lead26): a developer's "I set up the NAS" may be the setup
they have now. A chat whose two sides never name each other and tell little of their own
lives (Topical-Chat's, a user telling a companion their day) takes that second road, so "I saw
Paddington 2 with my nephews" or "I watched a documentary about glaciers last year, it was
wild" was kept live: "User saw Paddington 2 with their nephews.", read months later as if it
said something of the user that lasts.

Seeing, watching or reading one thing leaves no setup behind, whoever the listener: it is one
viewing, the thing the exception is for never. So a clause whose verb is one of taking in
(watched, saw, or the emphatic "did see", "did watch", "did read"), that the single-past-act
reading already holds for one act (no habit, no count of times, no time of life, no first
time, no lasting change), with its date unknown, keeps nothing here either. Not read:

* a perfect ("I've seen Paddington 2"): an experience had, which may be asked about later;
* many things taken in ("all of the films", "both", "a lot", "most of the series", works in
  the plural) or a span ("for a long time"): a fan's record, not one viewing;
* a favourite of the user's in the object ("watched my favourite team lose"): the entry may be
  the only record of the favourite;
* a change seen ("saw a big improvement in my sleep"): a result, which a developer's or a
  patient's session keeps;
* plain "read", which is as often the present ("I read thrillers").
"""

from __future__ import annotations

from . import lazy_re as re  # compiled on first use (a process's start)
from .text import TRANSIENT
from .words import PAST_IRREGULAR

#: the taking in, right after "I" and its adverbs; the emphatic "did" with the base form
_TAKEN_IN = re.compile(
    r"^I (?:(?:just|also|actually|finally|even|recently|once|then|really|only) )*"
    r"(?:watched|saw|did (?:see|watch|read))\s+(?P<rest>.*)$", re.I)
#: more than one thing taken in, or a habit said by how much
_MANY = re.compile(
    r"\b(?:all|both|every|each|many|most|lots?|plenty|several|some of|a (?:few|couple|bunch|ton))\b", re.I)
#: prec21, read on test_freq's dev half (not developed on): a span ("did watch <a show> for a
#: long time") is a habit of years; works in the plural ("did read <a saga>'s books") are many;
#: a favourite of the user's named in the object ("watched my favourite team lose") holds a
#: lasting fact the viewing's entry is the only record of
_SPAN_MANY_OR_FAVOURITE = re.compile(
    r"\bfor (?:a (?:long|good) (?:time|while)|ages|years|decades)\b|\bsince\b|"
    r"\b(?:books|novels|films|movies|shows|episodes|seasons|albums|comics|games)\b|\bfavou?rites?\b", re.I)
#: a change or a result seen, not a work or a show
_CHANGE_SEEN = re.compile(
    r"^(?:(?:a|an|the|some|real|huge|big|great|major|noticeable|significant|massive|small|slight|"
    r"definite|clear) )*(?:improvements?|increases?|decreases?|drops?|differences?|changes?|results?|"
    r"progress|growth|boosts?|rises?|spikes?|reductions?|benefits?|gains?|declines?)\b", re.I)

# review41: what the clause tells besides a viewing. Another act of the user's joined to it
# ("watched a tutorial and built my own PC", "saw an ad and applied"); someone seen for care
# or counsel ("saw a counsellor for my anxiety", "saw a cardiologist about my heart murmur"):
# a visit, and what it was for lasts; the user's own
# people watched doing something ("watched my dad fight cancer"): a time of their life.
_JOINED = re.compile(r"\b(?:and|then)\s+(?:(?:then|later|finally|so|eventually)\s+)?(?P<v>[a-z]+)\b", re.I)
#: how the one viewing was taken, not another act ("saw the film and hated it")
_REACTIONS = frozenset({"loved", "liked", "hated", "enjoyed", "disliked", "adored", "cried", "laughed",
                        "thought", "found", "felt", "was", "were", "got", "bored"})
_CONSULTED = re.compile(
    r"^(?:(?:a|an|the|my|our)\s+)?(?:[\w-]+\s+)?(?:doctors?|gp|specialists?|therapists?|counsell?ors?|"
    r"psychiatrists?|psychologists?|dentists?|surgeons?|nurses?|physio(?:therapist)?s?|chiropractors?|"
    r"[a-z]+ologists?|physicians?|opticians?|dietitians?|dieticians?|pa?ediatricians?)\b", re.I)
_OWN_PEOPLE_DOING = re.compile(
    r"^(?:my|our)\s+(?:(?:little|older|younger|baby|late|eldest|youngest|own)\s+)?(?:mum|mom|mother|dad|"
    r"father|parents|sister|brother|son|daughter|kids|children|child|wife|husband|partner|grandma|"
    r"grandmother|grandpa|grandfather|grandparents|family|baby|twins|aunt|uncle|cousin|niece|nephew|"
    r"boyfriend|girlfriend)\s+(?!(?:at|on|in|for|with|last|this|again|once|play|perform|sing)\b)"
    r"(?P<next>[a-z]+)", re.I)


def _tells_more(rest: str) -> bool:
    """Whether ``rest``, what was taken in, tells more than one viewing (above)."""
    if _CONSULTED.search(rest):
        return True
    if (people := _OWN_PEOPLE_DOING.match(rest)) and not TRANSIENT.match(people["next"]):
        return True   # "watched my dad fight cancer"; not "saw my sister yesterday"
    return any((v.endswith("ed") or v in PAST_IRREGULAR) and v not in _REACTIONS
               for v in (m["v"].lower() for m in _JOINED.finditer(rest)))


def one_thing_taken_in(clause: str) -> bool:
    """Whether ``clause`` (the user's, "I" its subject) tells one thing seen, watched or read
    once (above). The caller asks the single-past-act reading as well, and the date."""
    taken = _TAKEN_IN.match(clause.strip())
    return taken is not None and not _MANY.search(taken["rest"]) and not _CHANGE_SEEN.match(taken["rest"]) \
        and not _SPAN_MANY_OR_FAVOURITE.search(taken["rest"]) \
        and not _tells_more(taken["rest"])
