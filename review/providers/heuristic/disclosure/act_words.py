"""The words of a past act, read by every reading of a past: which pasts are acts at all
(:func:`is_act_word`, a compound's last part included), which pasts change a life and last
(``_LASTING_PAST``), and how often or how long a past was (``_FREQUENCY``). Moved from
:mod:`.past_events` (session 38), which reads them with :mod:`.simple_past`, :mod:`.spells`
and :mod:`.about_the_speaker`.
"""

from __future__ import annotations

from ....wellformed import past_with_prefix
from .. import lazy_re as re  # compiled on first use (a process's start)
from ..words import PAST_IRREGULAR
from .speaker import _NOT_AN_ACT

# learn36 (review14 N21): the act test read only its own short list, so a past no list here
# held ("rang", "rode", "saw", "ate", "forgot" …) was no act at all and one afternoon's act was
# kept ("User rang their mom."); it reads the one table since (above).
_PAST_ACTS = PAST_IRREGULAR


# learn59 (issue 31): an irregular past inside a compound verb ("babysat", "overslept",
# "rewrote", "ghostwrote") is the act its last part is; it was no act at all, so one evening's
# babysitting was kept (and written "User babysats …"). "resent" is a present verb.
def _past_of_compound(word: str) -> str:
    """The past a compound past ends with ("rebuilt" → "built": a canoe rebuilt lasts as one
    built does), else the word itself, lower-cased."""
    word = word.lower()
    if word in _PAST_ACTS or word in _LASTING_PAST or not past_with_prefix(word):
        return word
    return next(word[i:] for i in range(2, len(word)) if word[i:] in _PAST_ACTS)


def _is_act_word(word: str) -> bool:
    """A past act ("took", "painted", "babysat"), not a verb of thinking or saying ("realized")."""
    word = word.lower()
    return word not in _NOT_AN_ACT and (word in _PAST_ACTS or word.endswith("ed") and len(word) > 4
                                        or past_with_prefix(word) and word != "resent")


is_act_word = _is_act_word   # for :mod:`.extract`'s judgement of the sentence before


# v9b: between people, a single past act in the simple past is the week's news unless its
# verb says a lasting change, a milestone or a commitment (a closed class of verbs: what one
# joined, started, finished, won, lost, adopted, bought, signed, published, moved …), the
# clause says a first time or a habit, or it is told as a memory. So "I made a lemon tart",
# "I wore my lucky hat", "I watched a film", "I visited my parents", "I took a photo near
# <a town>" give nothing, while "I joined a choir", "I won the regional final", "I lost my
# job", "I got promoted", "I took up rowing" stay. A named place no longer keeps such an
# act: where a one-off outing happened does not make it last (it revises v7's decision for
# simple-past acts; a present habit or plan at a named place is untouched).
_LASTING_PAST_WORDS = """joined started began finished completed graduated won lost adopted bought
sold moved relocated signed launched opened founded published released quit retired married
divorced passed enrolled learned learnt became turned earned received landed hired built wrote
created switched transitioned recovered healed injured hurt broke tore sprained underwent
survived applied volunteered accepted promoted diagnosed raised achieved reached set qualified
certified converted immigrated emigrated inherited invested donated trained studied struggled
worked organized organised held led coached mentored taught performed competed kept wrapped
renovated restored lived stopped"""
_LASTING_PAST = frozenset(_LASTING_PAST_WORDS.split())
# fixpast: a duration of months or more ("for three years", "for a few months", "for over a
# decade") makes a past act a stretch of a life, as "for years" does; hours and days do not
_FREQUENCY = re.compile(r"\b(?:\w+ times|a few times|many times|plenty of times|twice|again and again|"
                        r"for (?:(?:over|almost|nearly|about|around|more than|the (?:past|last)) )?"
                        r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                        r"fifteen|twenty|thirty|a few|a couple of|several|many|some|\d+)(?:[- ]and[- ]a[- ]half)? )?"
                        r"(?:years?|months?|decades?)(?<!\bfor year)(?<!\bfor month)(?<!\bfor decade))\b", re.I)
