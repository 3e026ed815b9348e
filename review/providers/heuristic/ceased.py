"""A doing the user stopped, over the live entry that says they do it.

"I don't smoke anymore" / "I'm not smoking anymore" / "I quit smoking" / "I stopped drinking
coffee" is kept as "User no longer smokes." (or as said), and a live "User smokes." went on
saying the opposite beside it: the old value stayed what the agent believes (issue 31's
"changes of state"). The switch rows (:mod:`.changes`) find the old entry by the *name* left
("Slack", "Firefox"); a doing has no name, only a verb in another form ("smoke" / "smokes" /
"smoking"), so it is matched here by the verb's stem and its object.

The match is kept narrow on purpose, because a wrong match moves a true entry out of the prompt:
* the candidate says the user's own doing stopped: "User no longer V…", "User doesn't/does not
  V … anymore", "User is no longer V-ing …", "User quit/stopped/gave up V-ing …";
* the one live entry is the user's own plain present doing with the same verb: "User V-s …"
  (an adverb of frequency may come between), not a plan, a wish, a past or a negation;
* what the entry does it *to* (its content words after the verb, less words of how often and
  when) is all named by the stopped doing: "I don't drink anymore" does not retire "User drinks
  coffee every morning.", and "I don't play the guitar anymore" does not retire "User plays the
  guitar and the piano." (a list: the other member still holds).

Two entries of the same doing, or none, leave the add as it was: the heuristic does not guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...stems import strip_ending
from .changes import Entry

_STOPPED = re.compile(
    r"^User (?:"
    r"no longer (?P<v1>[a-z]+)|"
    r"(?:doesn't|does not|don't) (?P<v2>[a-z]+)(?P<o2>(?: [\w'-]+)*?) any ?more|"
    r"is (?:no longer|not) (?P<v3>[a-z]+ing)(?P<o3>(?: [\w'-]+)*?)(?: any ?more)?|"
    r"(?:has )?(?:quit|stopped|gave up|has given up) (?P<v4>[a-z]+ing)"
    r")(?P<o>(?: [\w'-]+)*?)\.?$")

# "User smokes.", "User usually drinks coffee in the morning.": the user's own present doing
_DOES = re.compile(r"^User (?:(?:usually|often|always|still|regularly|sometimes|also|really) )*"
                   r"(?P<v>[a-z]+s)(?P<o>(?: [\w'-]+)*?)\.?$")

# how often and when: not what the doing is done to
_WHEN = """
a an the every each daily weekly monthly nightly often usually regularly sometimes always day days
week weeks weekend weekends morning mornings evening evenings night nights afternoon afternoons
time times twice once per in on at lot lots of with friends
monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays
sunday sundays
"""
_WHEN_WORDS = frozenset(_WHEN.split())
# not a doing's verb: "User is …", "User has …" state and have; "User needs/wants/plans …" a wish
_NOT_DOING = "is has was does needs wants plans hopes intends likes loves prefers"
_NOT_DOINGS = frozenset(_NOT_DOING.split())


def _stem(verb: str) -> str:
    """smoke / smokes / smoking → smok; study / studies / studying → study; run / running → run."""
    word = verb.lower()
    for ending, put in (("ies", "y"), ("ied", "y"), ("ying", "y")):
        if word.endswith(ending) and len(word) > len(ending) + 1:
            return word[: -len(ending)] + put
    word = strip_ending(word)
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]     # running → runn → run
    return word.rstrip("e")


def _words(text: str) -> set[str]:
    return set(re.findall(r"[\w'-]+", text.lower())) - {"a", "an", "the"}


def _content_words(text: str) -> set[str]:
    return _words(text) - _WHEN_WORDS


def stopped_doing(content: str) -> tuple[str, set[str]] | None:
    """(the verb's stem, the words said after it) of "User no longer smokes." and the like;
    None for anything else."""
    match = _STOPPED.match(content)
    if not match:
        return None
    verb = next(v for v in (match["v1"], match["v2"], match["v3"], match["v4"]) if v)
    if verb in ("use", "uses", "using", "have", "has", "like", "likes", "want", "wants"):
        return None          # a tool left is the switch rows' (:mod:`.changes`); a taste is no doing
    said = " ".join(filter(None, (match["o2"], match["o3"], match["o"])))
    return _stem(verb), _words(said)


def entry_doing_it(content: str, entries: Sequence[Entry]) -> Entry | None:
    """The one live entry saying the user does what ``content`` says they stopped doing."""
    stopped = stopped_doing(content)
    if stopped is None:
        return None
    verb, named = stopped
    doings = [(target, entry, match) for target, entry in entries
              if (match := _DOES.match(entry)) and match["v"] not in _NOT_DOINGS and _stem(match["v"]) == verb]
    if len(doings) != 1:
        # review38 R4: "I quit smoking." over "User smokes." and "User smokes cigars.": both
        # say the doing, so retiring one would leave the other live beside the stop: no guess
        return None
    target, entry, match = doings[0]
    # what the entry does it to is all named by the stop ("coffee" in both), and the stop
    # says nothing the entry does not: "… coffee at night anymore" stops only a part of it
    if _content_words(match["o"]) <= named - _WHEN_WORDS and named <= _words(match["o"]):
        return target, entry
    return None
