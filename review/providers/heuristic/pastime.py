"""A question of what the user does for fun, answered by the doings alone (learn108, issue 31:
recall).

When two people first meet, one asks "What do you do for fun?", "What do you like to do in your
spare time?" or "Any hobbies?", and the other answers with the doings and nothing else: "Go
to the lake and fish.", "Knitting and baking!", "Board games, mostly." The answer has no
subject; the fact is the question's predicate with the answer put in. :func:`.asked.restated`
does not join these ("What do you do …?" with "do" would write "User does hiking"; "Do you
have any hobbies?" wrote "User has knitting and baking."). This writes them:

* a doing said with its bare verb ("Go to the lake and fish", "Play and sing old songs") is
  the user's habit with the question's own when: "I go to the lake and fish for fun",
  "I play and sing old songs in my spare time" (a hobby question has none: "for fun"); asked
  what the user likes or loves to do, it is said so: "I like to go to the lake and fish";
* a doing said with "-ing" or a thing ("Knitting and baking", "Board games") is what the
  user enjoys: "I enjoy knitting and baking".

Only questions of the user's leisure, asked of the user alone: "What do you (like to / love
to) do for fun / in your spare (free, down) time / on weekends / after work?", "What do you
like to do?", "What are your hobbies?", "What hobbies do you have?", "(Do you have / Got)
any hobbies?". Not "What are you doing (today)?" (the moment), not "What do you do?" (a job:
:func:`.asked._slot_filled`).

The answer is the first clause of the answer's first sentence (:func:`.asked.fragment`), of at
most ten words: a clause of its own ("I fish"), a negation or a vague one ("Not much really",
"Anything outdoors", "Lots of stuff"), a remark ("Sounds fun") or a verb outside the closed
class of leisure below gives nothing. The verb class is closed because a bare word may be a
noun ("Music", "Cars"): only these are read as verbs, and anything else as a thing.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .reactions import NO, REACTION

_WHEN = (r"(?P<when>for fun|in your (?:spare|free|down) ?time|on (?:the )?weekends|after work|"
         r"when you(?:'re| are) not working|to relax|to unwind)")
_LEISURE_ASKED = re.compile(
    r"^(?:so |and )?(?:what do you (?:usually |normally |like to |love to |enjoy )?(?:do|doing)(?: " + _WHEN + r")?|"
    r"what do you (?:like|love) to do|what are your hobbies|what (?:kind of |sort of )?hobbies do you (?:have|enjoy|like)|"
    r"(?:do you have |have you got |got )?any (?:fun )?hobbies)\s*\?$", re.I)
# the leisure question must ask for leisure: "What do you do?" alone asks for a job
_ASKS_LEISURE = re.compile(r"\b(?:fun|spare|free|down ?time|weekends|after work|not working|relax|unwind|"
                           r"hobbies|like to do|love to do)\b", re.I)
_LEISURE_VERB = (r"go|play|sing|read|watch|hike|paint|draw|cook|bake|swim|knit|sew|ride|collect|travel|fish|"
                 r"dance|run|jog|garden|write|shop|surf|camp|hunt|spend|hang out|listen to|visit|study|"
                 r"practice|practise|walk|bike|climb|ski|skate|build|make|work on|volunteer|learn|train|lift|"
                 r"work out|take|attend|explore|drive|sail|row|kayak|golf|bowl|crochet|cycle|meditate|"
                 r"tinker|restore|fix|grow|binge|stream|chill|relax|drink|eat|try")
_TASTE_ASKED = re.compile(r"\b(?P<t>like|love) to do\b", re.I)
_BARE_VERB = re.compile(r"^(?:(?:mostly|usually|just|probably|mainly|i guess) )?(?P<v>" + _LEISURE_VERB + r")\b", re.I)
# what makes the fragment no list of doings: a clause of its own, a negation, a vague word, a
# remark on the friend's words, a question ("my" stays: "Working on my cars" is the user's)
_NOT_DOINGS = re.compile(r"\b(?:i|i'm|i've|me|we|you|your|he|she|it|they|is|are|was|were|be|been|am|"
                         r"not|no|nothing|never|none|n't|anything|everything|something|stuff|things?|whatever|"
                         r"lots?|much|many|depends|sounds?|looks?|seems?|same|too|also|either|work|school|"
                         r"sleep|sleeping|nap|napping|here|there|this|that|"
                         # review49: a word of answering itself ("Hard to say", "Not sure",
                         # "Who knows") is about the question, no doing
                         r"say|tell|sure|know|knows)\b", re.I)
# prec33: a duty or rest answered to the fun question ("Take care of my dad.", "Go to bed
# early.", "Chores, mostly.") is how the time goes, not what the user does for fun: "take" and
# "go" are leisure verbs with their other objects
# (review50: "dishes" is a chore only washed or done, or said first as one of a list; "Cooking
# new dishes." names food, a pastime)
_DUTY_OR_REST = re.compile(r"\b(?:take care|care of|look after|looking after|bed|chores?|errands?|laundry|"
                           r"(?:(?:do|doing|did|wash|washing|washed)\s+(?:the\s+)?|^)dishes|"
                           r"homework|housework|clean the|clean up|"
                           # learn113 (review50): bills are a duty paid, or said first ("Bills,
                           # mostly"); a capital inside the answer is a name ("the Bills play").
                           # Cleaning is a chore alone or of the home ("Cleaning the house",
                           # "Cleaning up after the kids"), a pastime with a thing of its own
                           # ("Cleaning up old watches")
                           r"pay(?:ing)?\s+(?:the\s+|my\s+|our\s+)?bills|^bills|(?-i:bills)|"
                           r"cleaning(?=\s*$|\s*[,.;!&]|\s+up\s*(?:$|[,.;!&])|\s+(?:up\s+)?(?:and|or|the|my|our|"
                           r"after|around|house|houses|home|rooms?|kitchen|bathrooms?|garage|yard)\b))\b", re.I)
# review49: a vague amount said alone ("Various.", "Several.") names no doing
_VAGUE_ALONE = re.compile(r"^(?:various|several|plenty|loads|tons|all sorts|all kinds|a few|a couple|some)$", re.I)

# prec33: a plural common noun said first ("Cats, mostly." -> "Cats") has the answer's capital,
# not a name's ("User enjoys Cats."): one capitalised word in -s (not "'s", "ss" or "us") alone
# or before lower-case words of the same phrase; a people's word stays ("Germans")
# (learn113, review50: nor "-is": a name ends so, "Paris", "Travis", "Memphis", a plural hardly
# ever; a name lowercased is a wrong spelling, a common noun left capitalised only untidy,
# :mod:`.capitals`)
_PLURAL_FIRST = re.compile(r"^(?![A-Z][a-z]*(?:ans|ese)\b)[A-Z][a-z]+[^s'ui]s(?:$|\s+(?-i:[a-z]))")


def pastime_restated(question: str, said: str) -> str | None:
    """The fragment ``said`` to a question of the user's leisure as the user's sentence
    (module docstring), or None."""
    asked = _LEISURE_ASKED.match(question.strip())
    said = said.strip(" .!,")
    if asked is None or not _ASKS_LEISURE.search(question) or not said:
        return None
    if len(said.split()) > 10 or _NOT_DOINGS.search(said) or not re.match(r"[A-Za-z]", said):
        return None
    if _DUTY_OR_REST.search(said):
        return None
    if _VAGUE_ALONE.match(said) or all(word.lower() in REACTION or word.lower() in NO for word in re.findall(r"[\w']+", said)):
        return None   # review49: "Nope." or "Cool!" alone is a reaction, no thing enjoyed
    if re.match(r"[A-Z][a-z]+ing\b", said) or _PLURAL_FIRST.match(said):
        said = said[:1].lower() + said[1:]   # "Knitting." alone kept its capital as a name would
    if _BARE_VERB.match(said):
        if taste := _TASTE_ASKED.search(question):
            return f"I {taste['t'].lower()} to {said}"   # "What do you like to do?" — "Fish."
        when = (asked["when"] or "for fun").lower().replace("your", "my")
        return f"I {said} {when}"
    return f"I enjoy {said}"
