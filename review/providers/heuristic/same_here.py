""""Me too" after the friend's statement of a lasting taste or state: the user says the same of
themselves (learn108, issue 31: recall).

Friends meeting for the first time find what they share: "I love Mexican food." — "I do too!
Even the street stalls."; "I live in a big city." — "Me too, but I miss the quiet."; "My
favorite game is chess. What about you?" — "Same here." The answer says nothing in words of its
own; the fact is the friend's sentence, said again of the user. This gives that sentence back
as the user's, and the shape layer reads it with every test it has.

**The friend's statement**: the last sentence of the friend's turn that is no question (one
closing question asked back may follow it, as :func:`.turned_back.asked_back` reads one: "What
about you?", "And you?", "Where do you live?"), a first-person present
statement of one of these shapes only, with no "you", no "we", no negation, no modal, no time of
the moment ("today", "now", "just", "tonight", "this week") and no pointer:

* "I (really / also / absolutely) love / like / enjoy / adore / prefer <thing>";
* "I live in / near <place>", "I listen to / play / watch / read <thing>";
* "I am a / an <role>" ("I'm a nurse");
* "My favo(u)rite <kind> is <thing>".

**The answer's agreement**: its first sentence opens with "me too", "me as well", "same here",
"same for me", "so do I", "so am I", "I do too", "I do as well", "I am too", "ditto" or "same",
after at most a reaction ("Oh, me too!"), and nothing that takes it back ("Me too, but not
anymore", "Same, kind of", "me too?"). "Me neither" agrees with a negation, refused above.

**A thing of the moment** (prec33): "I love the <thing>" with a definite article most often
names a thing both can see or hear as they talk, a dish on the table, a song playing ("I love
the spicy dip." — "Me too!"): the user's agreement is a remark of that moment, no lasting taste.
The article stays for a kind only with a few nouns that name a kind with it (the sea, the
outdoors, the piano, the news), with "the <noun> of / from / to <kind>" ("the smell of rain",
"the music from the 60s") and before a name ("the Beatles"); any other "the <noun>" after a verb of taste or doing keeps nothing.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .text import MOMENT
from .turned_back import asked_back

_AGREES = re.compile(
    r"^\W*(?:(?:oh|ah|yes|yeah|yep|haha|lol|wow|hey|well)[,!.]*\s+)*(?:me\s+too|me\s+as\s+well|same\s+here|"
    r"same\s+for\s+me|so\s+do\s+i|so\s+am\s+i|i\s+do\s+too|i\s+do\s+as\s+well|i\s+am\s+too|i'm\s+the\s+same|ditto|same)"
    r"(?P<after>\s*(?:[.!,;]|$)|\s+(?=but\b|and\b))", re.I)
_TAKEN_BACK = re.compile(r"^\s*[,;]?\s*(?:but\s+)?(?:not\b|kind\s+of\b|sort\s+of\b|sometimes\b|i\s+guess\b|"
                         r"used\s+to\b|a\s+little\b|almost\b|well\b)", re.I)
_STATEMENT = re.compile(
    r"^(?:(?:oh|well|yeah|and|but|also|honestly|actually)[,!]?\s+)*(?:"
    r"i\s+(?:(?:really|also|absolutely|totally|do)\s+)?(?:love|like|enjoy|adore|prefer)\s+\S|"
    r"i\s+(?:live\s+(?:in|near)|listen\s+to|play|watch|read)\s+\S|"
    r"i(?:'m|’m|\s+am)\s+an?\s+\S|"
    r"my\s+favou?rite\s+[a-z]+(?:\s+[a-z]+)?\s+is\s+\S)", re.I)
_NOT_LASTING = re.compile(r"\b(?:you|your|yours|we|our|us|not|no|never|n't|can|could|would|should|will|might|"
                          r"may|must|now|just|this\s+weekend|"
                          r"it|that|this|these|those|them|there|one|going\s+to|gonna|wanna|want)\b", re.I)
_SPLIT = re.compile(r"(?<=[.!?])\s+")
# the object after the verb, when it opens with "the"
_THE_OBJECT = re.compile(
    r"\b(?:love|like|enjoy|adore|prefer|listen\s+to|play|watch|read)\s+the\s+(?P<noun>[\w'-]+)(?P<rest>[^.!?]*)", re.I)
# nouns that name a kind with "the": nature, a season, a place of a kind, an instrument, a medium
_KIND_WITH_THE_WORDS = """
    outdoors ocean oceans sea beach beaches mountains mountain woods forest desert countryside country
    city lake lakes river snow rain sun sunshine summer winter fall autumn spring cold heat water
    color colour theater theatre movies cinema opera ballet symphony zoo gym park circus museum museums
    piano guitar violin drums cello flute trumpet saxophone bass harp ukulele organ clarinet banjo
    news radio paper newspaper internet classics oldies blues
    """
_KIND_WITH_THE = frozenset(_KIND_WITH_THE_WORDS.split())


def _a_thing_of_the_moment(statement: str) -> bool:
    """Whether the statement's object is "the <noun>" naming a thing of the talk's moment
    (module docstring): no name, no kind-noun, no "of" after it."""
    the = _THE_OBJECT.search(statement)
    if the is None:
        return False
    noun = the["noun"]
    if noun[:1].isupper() or noun[:1].isdigit():
        return False   # "the Beatles", "the 80s"
    if noun.lower() in _KIND_WITH_THE and not re.match(r"\s+(?!(?:in|at|on|during|too|as|so|more|very|and|or|than|of)\b)[a-z]", the["rest"]):
        return False   # "the ocean", "the sea in winter"; "the bass line" is a thing with a kind's word
    # "the smell of rain", "the rush of fast games", "the music from the 60s", "the freedom to
    # travel": the noun is a part or a side of the kind named after it
    return not re.match(r"(?:\s+[a-z-]+){0,2}?\s+(?:of|from|to)\b", the["rest"], re.I)


def _friends_statement(friend_turn: str) -> str | None:
    said = [s.strip() for s in _SPLIT.split(friend_turn.strip()) if s.strip()]
    if said and said[-1].endswith("?"):
        back = asked_back(said[-1])
        if back is None or back[0]:
            return None   # a question of another thing (or, for now, a statement asked back in one breath)
        said = said[:-1]
    if not said:
        return None
    last = said[-1].rstrip()
    if "," in last and _STATEMENT.match(tail := last.rsplit(",", 1)[1].strip()):
        last = tail   # "Speaking of food, I love dumplings.": the statement after a lead-in
    if last.endswith("?") or not _STATEMENT.match(last) or _NOT_LASTING.search(last) or MOMENT.search(last):
        return None
    if "," in last or re.search(r"\b(?:but|because|when|if|so)\b", last, re.I):
        return None   # one clause only: a second one may be the friend's alone
    if _a_thing_of_the_moment(last):
        return None
    last = re.sub(r"\bdo\s+(?=(?:love|like|enjoy|adore|prefer)\b)", "", last, flags=re.I)   # "I do love rap too"
    last = re.sub(r"\s+(?:too|as well|also)\s*[.!]*$", "", last.rstrip(".! "), flags=re.I)
    return last + "."


def same_said(friend_turn: str | None, answer: str) -> str | None:
    """The friend's statement said again as the user's, when ``answer`` (the user's first
    sentence) agrees with it (module docstring); else None."""
    if not friend_turn:
        return None
    agrees = _AGREES.match(answer.strip())
    if agrees is None or answer.strip().endswith("?"):
        return None
    if _TAKEN_BACK.match(answer.strip()[agrees.end():]):
        return None
    statement = _friends_statement(friend_turn)
    if statement is None:
        return None
    return statement[:1].upper() + statement[1:]
