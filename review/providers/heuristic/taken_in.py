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
* many things taken in ("all of the films", "both", "a lot", "most of the series"): a fan's
  record, not one viewing;
* a change seen ("saw a big improvement in my sleep"): a result, which a developer's or a
  patient's session keeps;
* plain "read", which is as often the present ("I read thrillers").
"""

from __future__ import annotations

from . import lazy_re as re  # compiled on first use (a process's start)

#: the taking in, right after "I" and its adverbs; the emphatic "did" with the base form
_TAKEN_IN = re.compile(
    r"^I (?:(?:just|also|actually|finally|even|recently|once|then|really|only) )*"
    r"(?:watched|saw|did (?:see|watch|read))\s+(?P<rest>.*)$", re.I)
#: more than one thing taken in, or a habit said by how much
_MANY = re.compile(
    r"\b(?:all|both|every|each|many|most|lots?|plenty|several|some of|a (?:few|couple|bunch|ton))\b", re.I)
#: a change or a result seen, not a work or a show
_CHANGE_SEEN = re.compile(
    r"^(?:(?:a|an|the|some|real|huge|big|great|major|noticeable|significant|massive|small|slight|"
    r"definite|clear) )*(?:improvements?|increases?|decreases?|drops?|differences?|changes?|results?|"
    r"progress|growth|boosts?|rises?|spikes?|reductions?|benefits?|gains?|declines?)\b", re.I)


def one_thing_taken_in(clause: str) -> bool:
    """Whether ``clause`` (the user's, "I" its subject) tells one thing seen, watched or read
    once (above). The caller asks the single-past-act reading as well, and the date."""
    taken = _TAKEN_IN.match(clause.strip())
    return taken is not None and not _MANY.search(taken["rest"]) and not _CHANGE_SEEN.match(taken["rest"])
