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

**A statement the friend asked back** (learn110): "I keep bees, do you?", "I have a sailboat.
Do you?", "I collect maps. What about you?" (the question back in one breath or after it, read
by :func:`.turned_back.asked_back`) asks the user the same predicate, so it may be any present
verb of the friend's own ("I keep", "I own"; not a thought, a wish, a need, a plan or a past:
"I think …", "I want …", "I went …"), and a plain "yes", "yeah" or "I do" agrees as "me too"
does. "I do" to a denial asked back ("I don't own a piano, do you?", "I never ski. Do you?")
owns what the friend denied ("I own a piano."); a bare "yes" to it may mean either, and keeps
nothing.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .reactions import REACTION
from .text import MOMENT
from .turned_back import asked_back

_AGREES = re.compile(
    r"^\W*(?:(?:oh|ah|yes|yeah|yep|haha|lol|wow|hey|well)[,!.]*\s+)*(?:me\s+too|me\s+as\s+well|same\s+here|"
    r"same\s+for\s+me|so\s+do\s+i|so\s+am\s+i|i\s+do\s+too|i\s+do\s+as\s+well|i\s+am\s+too|i'm\s+the\s+same|ditto|same)"
    r"(?P<after>\s*(?:[.!,;]|$)|\s+(?=but\b|and\b))", re.I)
_TAKEN_BACK = re.compile(r"^\s*[,;]?\s*(?:but\s+)?(?:not\b|kind\s+of\b|sort\s+of\b|sometimes\b|i\s+guess\b|"
                         r"used\s+to\b|a\s+little\b|almost\b|well\b)", re.I)
#: review50: a yes that goes on to name a count or a thing of its own ("Yes, three.", "Yes, a
#: cat.", "I do, two actually.") answers with another thing than the friend's ("I have two kids,
#: do you?"); a count of times or a degree ("Yes, a few times", "Yes, a lot") still agrees
_OWN_THING_AFTER = re.compile(
    r"^\s*[,;:—–-]?\s*(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|another)\b"
    r"(?!(?<=one)\s+of\b)(?!(?:\s+[\w'-]+)?\s+(?:times?|days?|weeks?|months?|years?|while|lot|bit|little|ton|tad)\b)",
    re.I)
_STATEMENT = re.compile(
    r"^(?:(?:oh|well|yeah|and|but|also|honestly|actually)[,!]?\s+)*(?:"
    r"i\s+(?:(?:really|also|absolutely|totally|do)\s+)?(?:love|like|enjoy|adore|prefer)\s+\S|"
    r"i\s+(?:live\s+(?:in|near)|listen\s+to|play|watch|read)\s+\S|"
    r"i(?:'m|’m|\s+am)\s+an?\s+\S|"
    r"my\s+favou?rite\s+[a-z]+(?:\s+[a-z]+)?\s+is\s+\S)", re.I)
_NOT_LASTING = re.compile(r"\b(?:you|your|yours|we|our|us|not|no|never|n't|can|could|would|should|will|might|"
                          r"may|must|now|just|this\s+weekend|"
                          r"it|that|this|these|those|them|there|one|going\s+to|gonna|wanna|want)\b", re.I)
#: learn110: after the friend asked their statement back ("I keep bees, do you?"), a plain yes
#: or "I do" agrees with it too; "I do" also owns a denial asked back ("I don't ski, do you?")
_YES = re.compile(r"^\W*(?:(?:oh|ah|well|haha|lol|wow)[,!.]*\s+)*(?:(?:yes|yeah|yep|yup)(?:[,!.]*\s+(?P<i_do>i\s+do))?|"
                  r"(?P<i_do_alone>i\s+do))(?=\s*(?:[.!,;]|$))(?!\s*[.!,;]?\s*(?:too|as\s+well)\b)", re.I)
_DENIED = re.compile(r"^i\s+(?:(?:really|actually|just)\s+)?(?:don't|don’t|do\s+not|never)\s+(?=[a-z])", re.I)
#: learn110: a statement asked back is the friend's own present habit or possession in any verb
#: ("I keep bees", "I ski"): the question back asks the same predicate of the user. Not a
#: thought, a wish, a need, a plan or a past ("I think …", "I want …", "I went …").
_ASKED_STATEMENT = re.compile(
    r"^(?:(?:oh|well|yeah|and|but|also|honestly|actually)[,!]?\s+)*i\s+(?:(?:really|also|do)\s+)?"
    r"(?!(?:think|guess|hope|wish|wonder|know|mean|feel|bet|believe|need|want|have\s+to|got|had|was|did|"
    r"went|said|heard|saw|am|would|will|can|could|should|must|might|may|just|used|not|never|no|"
    r"love\s+you|like\s+you)\b)[a-z]+(?<!ed)\b(?!['’])", re.I)
_SPLIT = re.compile(r"(?<=[.!?])\s+")
#: review51: the words at a denial's end that say it is a denial still or again ("anymore",
#: "either", "yet"), dropped when the denial is turned into the user's own statement
_DENIAL_ONLY_END = re.compile(r"\s+(?:anymore|any\s+more|any\s+longer|either|yet|at\s+all)(?=\s*[.!]*$)", re.I)
#: learn113 (review50): a yes that goes on to name a bare thing of its own ("I teach math, what
#: about you?" — "Yes, science.") answers with another object than the friend's: words after
#: the yes that end the sentence with no verb of their own, none of them the friend's and none
#: a word of agreeing or of how much ("Yes, definitely", "Yes, really love it", "Yes, math!")
#: (a phrase of time or place after the yes is how, not what: "Yeah, for years now", "Yes, at home")
_BARE_AFTER_YES = re.compile(r"^\s*[,;:—–-]?\s*(?!(?:for|since|in|at|on|with|from|about|like|now|still|here|there|"
                             r"when|by|of|to|after|before|until|near|around|ever|once|again)\b)"
                             r"(?P<words>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s*[.!]*$", re.I)
#: (the words of such phrases, each alone: "of course", "a lot", "all the time", "I do")
_AGREEING_WORDS = """of course for sure very much so too also as well indeed always often daily weekly
    lots loads a lot bit little all the time times every day i do me love it yes yeah yep big"""
_AGREEING = frozenset(_AGREEING_WORDS.split())
#: learn113 (learn110's left): how often, said alone to a statement asked back ("I don't ski. Do
#: you?" — "Every weekend."), answers that the user does it that often
_FREQUENCY = re.compile(
    r"^\W*(?:(?:oh|well|haha|lol|yes|yeah|yep)[,!.]*\s+)*(?P<often>(?:(?:quite|pretty|very)\s+)?often|all\s+the\s+time|"
    r"every\s+(?:day|week|weekend|morning|night|evening|summer|winter|year)|daily|weekly|regularly|always|usually|"
    r"most\s+days|(?:once|twice|three\s+times)\s+a\s+(?:day|week|month|year)|sometimes|occasionally)(?=\s*(?:[.!,;]|$))",
    re.I)
#: said before the verb ("I always ski"); the rest after the statement ("I ski every weekend")
_BEFORE_THE_VERB = frozenset({"always", "usually", "sometimes", "occasionally", "regularly", "often"})


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


def _friends_statement(friend_turn: str, *, says_i_do: bool) -> tuple[str, bool] | None:
    """(the friend's last statement, whether they asked it back), or None (module docstring).
    ``says_i_do``: the answer is "I do", which turns a denial asked back into the user's own
    ("I don't ski, do you?" — "I do." → "I ski.")."""
    said = [s.strip() for s in _SPLIT.split(friend_turn.strip()) if s.strip()]
    asked = False
    if said and said[-1].endswith("?"):
        back = asked_back(said[-1])
        if back is None:
            return None   # a question of another thing
        asked = True
        # learn110: "I keep bees, do you?": the statement asked back in one breath
        said = [*said[:-1], back[0] + "."] if back[0] else said[:-1]
    if not said:
        return None
    last = said[-1].rstrip()
    shapes = (_STATEMENT, _ASKED_STATEMENT) if asked else (_STATEMENT,)
    if "," in last and any(shape.match(tail := last.rsplit(",", 1)[1].strip()) for shape in shapes):
        last = tail   # "Speaking of food, I love dumplings.": the statement after a lead-in
    if asked and says_i_do and (denied := _DENIED.match(last)):
        last = "I " + last[denied.end():]   # learn110: "I never ski. Do you?" — "I do!"
        # review51: a word that only a denial takes goes with it ("I don't ski anymore", "I
        # don't eat meat either": the user skis, eats meat; never "User skis anymore.")
        last = _DENIAL_ONLY_END.sub("", last)
    if last.endswith("?") or not any(shape.match(last) for shape in shapes) or _NOT_LASTING.search(last) \
            or MOMENT.search(last):
        return None
    if "," in last or re.search(r"\b(?:but|because|when|if|so)\b", last, re.I):
        return None   # one clause only: a second one may be the friend's alone
    if _a_thing_of_the_moment(last):
        return None
    last = re.sub(r"\bdo\s+(?=(?:love|like|enjoy|adore|prefer)\b)", "", last, flags=re.I)   # "I do love rap too"
    last = re.sub(r"\s+(?:too|as well|also)\s*[.!]*$", "", last.rstrip(".! "), flags=re.I)
    return last + ".", asked


def same_said(friend_turn: str | None, answer: str) -> str | None:
    """The friend's statement said again as the user's, when ``answer`` (the user's first
    sentence) agrees with it (module docstring); else None."""
    if not friend_turn:
        return None
    answer = answer.strip()
    if not answer.endswith("?") and (often := _FREQUENCY.match(answer)) and not _TAKEN_BACK.match(answer[often.end():]):
        return _done_so_often(friend_turn, often["often"], yes=bool(_YES_WORD.match(answer)))
    agrees = _AGREES.match(answer)
    yes = None if agrees else _YES.match(answer)
    if agrees is None and yes is None or answer.endswith("?"):
        return None
    if _TAKEN_BACK.match(answer[(agrees or yes).end():]):
        return None
    if yes and _OWN_THING_AFTER.match(answer[yes.end():]):
        return None
    found = _friends_statement(friend_turn, says_i_do=bool(yes and (yes["i_do"] or yes["i_do_alone"])))
    if found is None or yes and not found[1]:
        return None   # a bare yes agrees only with a statement the friend asked back
    statement = found[0]
    if yes and not _A_TASTE.match(statement) and _another_thing_named(answer[yes.end():], statement):
        return None   # (review51: after a taste the bare thing is a kind of it: "Yes, pepperoni.")
    return statement[:1].upper() + statement[1:]


#: review51: a statement of a taste or feeling: a bare thing after the yes narrows it to a kind
#: ("I love pizza, do you?" — "Yes, pepperoni."), and how often does not fit a feeling
_A_TASTE = re.compile(r"^i\s+(?:(?:really|also|absolutely|totally|do)\s+)?(?:love|like|enjoy|adore|prefer|hate|"
                      r"dislike)\b", re.I)


def _another_thing_named(after_yes: str, statement: str) -> bool:
    """Whether the words after a yes name a bare thing of their own (``_BARE_AFTER_YES``)."""
    bare = _BARE_AFTER_YES.match(after_yes)
    if bare is None:
        return False
    words = bare["words"].lower().split()
    if all(w in _AGREEING or w in REACTION or w.endswith("ly") for w in words):
        return False
    own = set(re.findall(r"[a-z']+", statement.lower()))
    return not any(w in own for w in words)


#: a yes said before how often ("Yes, daily."): the answer agrees whatever the frequency fits
_YES_WORD = re.compile(r"^\W*(?:(?:oh|well|haha|lol)[,!.]*\s+)*(?:yes|yeah|yep)\b", re.I)


def _done_so_often(friend_turn: str, often: str, *, yes: bool = False) -> str | None:
    """The friend's statement asked back, said as the user's with how often the answer says
    ("I don't ski. Do you?" — "Every weekend." → "I ski every weekend."), or None."""
    found = _friends_statement(friend_turn, says_i_do=True)
    if found is None or not found[1]:
        return None   # how often answers only a question asked back
    if _A_TASTE.match(found[0]):
        # how often does not fit a feeling (review51: not "I love hiking. Do you?" — "Sometimes."),
        # but a yes before it still agrees with the taste: "I like to row, do you?" — "Yes, daily."
        return found[0][:1].upper() + found[0][1:] if yes else None
    statement = found[0].rstrip(".")
    often = " ".join(often.lower().split())
    if often in _BEFORE_THE_VERB:
        statement = re.sub(r"^I\s+", f"I {often} ", statement, count=1, flags=re.I)
    else:
        statement = f"{statement} {often}"
    return statement[:1].upper() + statement[1:] + "."
