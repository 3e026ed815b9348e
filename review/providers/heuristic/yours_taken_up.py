"""The friend's question asks after "your <someone>" and the answer takes them up: the user has
them (learn106, issue 31: recall).

Between friends who have talked before, the friend asks after someone of the user's the user
never names in this chat: "How's your little brother getting on?" — "He just started
college!"; "Do your cats get along?" — "They fight all day."; "Did you walk your dog
today?" — "The dog walked me, more like." The answer says something of the moment, or
something :mod:`.asked_person` already reads, but the one lasting fact both speakers take
for granted is never said in a clause of its own: the user has a brother, cats, a dog. The
question presupposes it and the answer, by taking the person up without denying them,
grants it. This reads that grant as "I have a <someone>" (or "I have <someones>") and the
shape layer writes it.

Only when:

* **the friend's last sentence is a question** (:func:`.asked.last_question`) holding
  "your <someone>" — a kin word of a household (a sibling, a child, a partner, a grandchild;
  never a parent, whom everyone has, nor a friend or a colleague, which says little) or an
  animal, with at most two words before it — and the friend's turn names no other "your
  <someone>";
* **the someone is no one gone, to come or imagined**: "your late husband", "your ex", "your
  future kids", "your own kids", "your dream dog" keep nothing;
* **the answer opens by taking them up**, after at most a reaction or a yes: a pronoun that
  agrees ("he"/"she" for one person of that sex or either, "they" for several, and "he",
  "she" or "they" for an animal; never "it", which points at anything), or the someone's own word ("The boys are …", "My cat
  …", "Sons are …"). A pronoun stands for them only when the friend's turn names nobody else
  (:func:`.asked_person._someone_else`);
* **nothing in the answer denies or loses them**: "not mine", a wish (:func:`.answer.denies`),
  "I don't have …", a death or a loss ("passed away", "we lost him"), a parting or a pet gone
  ("he left me", "she ran away", "no longer with us": review48) keep nothing. A "no"
  first is a no to what the question asks of them when the answer goes on with them ("Does
  your sister ski?" — "No, she hates the cold."); "No, I have a brother." takes up no one.

The caller adds the entry only when no entry of the answer already names the someone
("User's sister is a nurse." says as much).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .answer import denies
from .asked import last_question
from .asked_person import _someone_else
from .owned import _ANIMALS

# one of a household (never a parent: everyone has them), and several of them
_MALE_ONE = "son|brother|husband|boyfriend|fiancé|fiance|grandson|nephew|stepson|boy"
_FEMALE_ONE = "daughter|sister|wife|girlfriend|fiancée|granddaughter|niece|stepdaughter|girl"
_EITHER_ONE = "kid|child|baby|sibling|twin|partner|spouse|grandkid|grandchild|toddler|teenager"
_MANY = ("sons|daughters|brothers|sisters|kids|children|babies|siblings|twins|boys|girls|grandkids|"
         "grandchildren|grandsons|granddaughters|nephews|nieces|stepkids|teenagers")
# the same people as one list each, shared with :mod:`.mine_in_passing` (learn109)
ONE_OF_A_HOUSEHOLD = f"{_MALE_ONE}|{_FEMALE_ONE}|{_EITHER_ONE}"
SEVERAL_OF_A_HOUSEHOLD = _MANY
_ONE_ANIMAL = "|".join(sorted(a for a in _ANIMALS if not a.endswith("s") and a != "mice"))
_MANY_ANIMALS = "|".join(sorted(a for a in _ANIMALS if a.endswith("s") or a in ("mice", "fish")))
_YOUR = re.compile(r"\byour (?P<np>(?:[a-z][\w-]* ){0,2}?(?:(?P<he>" + _MALE_ONE + r")|(?P<she>" + _FEMALE_ONE
                   + r")|(?P<either>" + _EITHER_ONE + r")|(?P<animal>" + _ONE_ANIMAL + r")|(?P<many>" + _MANY
                   + "|" + _MANY_ANIMALS + r")))\b(?!['’-])", re.I)
# someone gone, to come, wished or someone's own in name only
_NOT_THERE = re.compile(r"\b(?:late|ex|former|future|own|dream|imaginary|next|would-be|deceased|dead)\b", re.I)
# words of feeling before the someone, no part of who they are ("your poor dog")
_FEELING = re.compile(r"\b(?:poor|sweet|lovely|cute|adorable|beautiful|precious|dear|beloved|darling|lil|"
                      r"crazy|silly|naughty|furry|fur|handsome|gorgeous|wonderful|amazing)\s+", re.I)
# a reaction, a yes or a no before the taking up ("Haha. He …", "Oh yes, they …", "No, she
# …": a no to what the question asks of them, said of them, denies the question, not them)
_LEAD = re.compile(r"^(?:(?:yes|yeah|yep|yup|yea|oh|ooh|ah|well|haha+|lol|aw+|hmm+|actually|honestly|"
                   r"of course|sure|definitely|absolutely|ha+|no|nope|nah|not really|not at all|not yet)\b\W*)+",
                   re.I)
# a denial, a lack or a loss anywhere in the answer
_LOST = re.compile(r"\b(?:passed away|passed on|died|dead|lost (?:him|her|them|my|our)|put (?:him|her|them) down|"
                   r"don['’]?t have|do not have|didn['’]?t have|never had|no longer have|not mine|"
                   r"isn['’]?t mine|aren['’]?t mine|gave (?:him|her|them) away|rehomed|"
                   # review48: a parting or a pet gone is a loss too ("He left me in the spring.",
                   # "She ran away last month.", "She's no longer with us."): the someone was had
                   r"left (?:me|us)(?! (?:a|an|the|some|his|her|their|my|our)\b)|dumped (?:me|us)|divorced|"
                   r"broke up|split up|walked out|ran away|ran off|went missing|got lost|"
                   r"no longer with us|not with us any ?more)\b", re.I)


def _pronouns(kind: str) -> tuple[str, ...]:
    return {"he": ("he",), "she": ("she",), "either": ("he", "she"), "animal": ("he", "she", "they"),
            "many": ("they",)}[kind]


def yours_had(friend_turn: str | None, answer: str) -> tuple[str, str] | None:
    """("I have a <someone>" or "I have <someones>", the someone's word) when ``answer``
    takes up the one "your <someone>" the friend's last question asks after (module
    docstring), else None."""
    if not friend_turn:
        return None
    question = last_question(friend_turn)
    if question is None:
        return None
    asked = list(_YOUR.finditer(friend_turn))
    if not asked or len({m["np"].lower() for m in asked}) != 1 or not _YOUR.search(question):
        return None
    found = asked[-1]
    if _NOT_THERE.search(found["np"]):
        return None
    kind = next(k for k in ("he", "she", "either", "animal", "many") if found[k])
    head = next(found[k] for k in ("he", "she", "either", "animal", "many") if found[k]).lower()
    opening = _LEAD.sub("", answer.strip())
    if denies(opening) or _LOST.search(answer):
        return None
    stem = head[:-1] if kind == "many" and head.endswith("s") else head
    pronoun = re.match(r"(?i)(he|she|it|they)\b(?!['’]d\b)", opening)
    if pronoun is not None:
        if pronoun[1].lower() not in _pronouns(kind):
            return None
        rest = friend_turn[:found.start()] + friend_turn[found.end():]
        if _someone_else(rest):
            return None   # the pronoun may stand for someone else the friend named
    elif not re.match(rf"(?i)(?:(?:the|my|both|all) (?:of )?(?:my |the )?)?(?:[a-z]+ )?{re.escape(stem)}(?:s|es)?\b",
                      opening):
        return None
    np = _FEELING.sub("", found["np"].lower()).strip()
    if kind == "many":
        return f"I have {np}", stem
    article = "an" if np[:1] in "aeiou" else "a"
    return f"I have {article} {np}", head
