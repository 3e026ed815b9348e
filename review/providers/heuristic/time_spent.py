"""A dated stretch of time spent doing something names its act (learn82, issue 31).

Between friends a past act is often told through the time it filled: "On Saturday I spent a
few hours at the library helping kids with maths.", "I spent the afternoon yesterday painting
the shed with my dad." The frame alone says little ("I spent some time" points at nothing, and
the pointer test of :mod:`.disclosure` refuses it), but the gerund phrase after it is the act
itself: what the user did that day, as plainly as "I helped kids with maths on Saturday".
:func:`doing_in_time_spent` reads that shape, so a clause the message's time dates is kept as an
episode in the user's words (:func:`.disclosure._dated_time_spent`); undated, it keeps nothing,
as any single past act between friends. Only the user's own time ("I"), only a gerund of a
doing (not of a feeling, a thought, a wait or a recovery: "thinking about", "worrying",
"getting over"), and only an act named beyond a pointer: the gerund's phrase goes through the
same pointer test as any clause (:func:`as_a_doing`), so "I spent the day doing that" still keeps nothing.
"""

from __future__ import annotations

from . import lazy_re as re

#: how long, before the doing: "a few hours", "the afternoon", "the whole weekend". The same
#: shape with "had" ("… had a lovely time <doing>") is left: the episode tests read "had" as an
#: occasion's and refuse it further on, a lane of its own.
_THE_FRAME = re.compile(
    r"^i (?:(?:also|just|actually|finally|really) )?"
    r"(?:spent (?:(?:some|a lot of|lots of|a bit of|a little|the whole|the|all|most of the|an|a|a few|"
    r"a couple of|two|three|several|many) )?(?:(?:[\w-]+) )?"
    r"(?:time|day|days|afternoon|morning|evening|weekend|hours?|week))"
    r"\b(?P<rest>.*)$", re.I)
#: the doing after the frame, with at most a place or a time said between ("at the shelter",
#: "last weekend"): a gerund and what follows it
_THE_DOING = re.compile(
    r"^(?:,? (?:at|in|on|with|over|during) (?:the|a|an|my|our) [\w' -]{1,40}?|,? [\w ]{1,25}?)??"
    r",? (?P<doing>(?P<verb>[a-z]+ing)\b.*)$", re.I)
#: gerunds that are no doing to keep: a feeling, a thought, a wait, being somewhere, or the
#: frame's own filler ("spent the week getting over it" is a recovery, not an act)
_NOT_A_DOING_WORDS = """thinking worrying wondering feeling being waiting trying getting
figuring deciding remembering recovering resting relaxing chilling sleeping napping lying sitting
staying doing nothing something anything everything morning evening thing during"""
_NOT_A_DOING = frozenset(_NOT_A_DOING_WORDS.split())


#: a hard time spent doing something is a struggle with it, not the act: "I spent a rough week
#: looking for a flat"
_A_STRUGGLE = re.compile(r"\b(?:hard|tough|rough|difficult|tricky|terrible|awful|horrible|bad|"
                         r"miserable|stressful|frustrating)\b", re.I)


def doing_in_time_spent(clause: str) -> str | None:
    """The gerund phrase that names the act of the user's stretch of time in ``clause``
    (module docstring): "helping kids with maths on Saturday" of "I spent a few hours at the
    library helping kids with maths on Saturday", "painting the shed with my dad" of "I spent the afternoon
    yesterday painting the shed with my dad"; None for any other clause."""
    frame = _THE_FRAME.match(clause.strip())
    if not frame or _A_STRUGGLE.search(clause[:frame.start("rest")]):
        return None
    doing = _THE_DOING.match(frame["rest"])
    if not doing or doing["verb"].lower() in _NOT_A_DOING:
        return None
    # what is done is said: the gerund and at least one word of what, where or with whom
    return doing["doing"] if len(doing["doing"].split()) >= 2 else None


def as_a_doing(clause: str) -> str | None:
    """``clause`` said as the doing it tells, for the pointer test ("I was with my gran
    planting bulbs in her garden" of "I spent some time with my gran planting bulbs in her
    garden": "her" is the gran's, said in the clause); None when it tells none."""
    if doing_in_time_spent(clause) is None:
        return None
    return "I was" + _THE_FRAME.match(clause.strip())["rest"]
