"""A pet or one of the user's household named with "my" in passing: the user has them (learn107,
session 47, and learn109, session 48; issue 31: MSC's per-turn annotations, the chats' first
meetings).

People introduce their animals and their people by the way, in a clause about something else:
"Sorry, the kettle and my rabbit both need me", "Not much, lying on the sofa with my two cats",
"Just back from picking up my nephew from practice", "My sister Ana has a dentist visit on
Monday". The clause is the moment's and keeps nothing (or keeps a fact that names them), but
the one lasting fact the words take for granted, that the user has a rabbit, two cats, a
nephew, a sister, is said in no clause of its own. This gives back "I have a <someone>" (or "I
have <someones>"), which the shape layer writes; the passing act itself stays refused.
:mod:`.named` keeps a creature named in a passing sentence with its name ("My dog Pretzel has a
vet visit on Monday" → "User has a dog named Pretzel.", fixlearn20).

**People (learn109, the lead's decision of session 48)**: a sibling, a child, a partner or a
grandchild (:mod:`.yours_taken_up`'s household: never a parent, whom everyone has, nor a
friend) named with "my" keeps "User has a <someone>." — what a user would expect their agent to
know — where fixlearn20 had kept nothing. Not "my baby", "my boy(s)", "my girl(s)": a pet name
for a partner, or friends, as often as a child. **The wider family (learn112, session 49)**
follows the same rule: an aunt, an uncle, a cousin, a grandparent, an in-law ("my sister in
law" is read whole, never as a sister). A parent still keeps nothing in passing: on the tuned
per-turn parts "User has a mom." and the like came out of 162 turns for 8 whose annotators
wrote it, and says what nearly every user could; what lasts about a parent ("I live with my
parents") is a statement of its own, read by the shapes.

Only when:

* **the pet's word names no food or thing as often** (a dog, a cat, a horse …; never "fish",
  "chicken", "mouse" or the like: "my fish tacos", "my mouse stopped working");
* **the words before it are a number or a word of age or size** ("my two cats", "my little
  dog", "my older sister", "my 6 year old son") or none; any other word ("my first dog", "my
  old cat", "my favourite horse", "my best friend's son") may say it is gone, one of many or
  someone else's, and is read as naming no one;
* **the word is no part of a compound** ("my dog walker", "my cat food", "my horse painting",
  "my sister in law", "my partner in crime", "my brothers in the choir": a fellowship), for a pet no name stands before it ("Pip, my
  hamster": :mod:`.named`'s, and in a developer's session a name first may be a tool's), and
  **the sentence neither loses nor imagines them**: a death, a parting or a lack
  (:mod:`.yours_taken_up`'s words: "divorced", "she left me"), a parting under way
  ("separating", "custody") or a partner who "left" or may "come back", "my late / ex / future / own /
  dream …", a burial, a funeral or a namesake ("named after my aunt"), or a condition of having
  ("if I had …", "once I get …") keep nothing, and a grandparent is read only from a sentence
  told in the present of them ("my grandpa taught me …", "my grandma's quilt reminds me of
  her" may be of someone gone);
* **the "my" is the user's own**: not inside quotation marks (someone else's words, said over),
  and "my kids" / "my children" not in a turn of teaching or coaching ("I teach second grade, my
  kids were wild today": pupils, not children).

A plural of one kind typed with no apostrophe before one person's thing or occasion ("my
daughters piano lesson") is read as one ("User has a daughter."), true however many (learn112).

The caller adds an entry only when no entry of the turn already names them ("User's dog is
old.", "User's sister is a nurse.", "User is married." beside "my husband" say as much), once
each.
"""

from __future__ import annotations

from . import lazy_re as re
from .reactions import REACTION
from .yours_taken_up import _LOST, _NOT_THERE, ONE_OF_A_HOUSEHOLD, SEVERAL_OF_A_HOUSEHOLD

_LEADS = frozenset({"well", "so", "and", "but", "also", "actually", "honestly", "anyway", "plus", "now", "then",
                    "sadly", "luckily", "sorry", "please"})

# pets whose word names no food or thing as often
_PET = ("dog|puppy|pup|cat|kitten|kitty|rabbit|bunny|hamster|parrot|budgie|turtle|tortoise|horse|pony|"
        "goat|snake|lizard|gecko|ferret|goldfish|iguana|chinchilla|hedgehog|canary|cockatiel|guinea pig")
_PETS = ("dogs|puppies|pups|cats|kittens|rabbits|bunnies|hamsters|parrots|budgies|turtles|tortoises|horses|"
         "ponies|goats|snakes|lizards|geckos|ferrets|chinchillas|hedgehogs|canaries|cockatiels|guinea pigs")
# a number, or a word of age or size, before the pet
_SIZE = (r"(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|older|younger|elder|eldest|oldest|"
         r"youngest|little|big|baby|twin|grown|adult)\s+){0,2}")
_MINE = re.compile(r"\bmy\s+(?P<np>" + _SIZE + r"(?:(?P<one>" + _PET + r")|(?P<many>" + _PETS
                   + r")))\b(?!['’]?-)", re.I)
# learn109: one of a household, or several, with an age said first ("my 6 year old son") or
# not; "baby", "boy(s)", "girl(s)" are left out: a pet name for a partner, or friends
_NOT_KIN = frozenset({"baby", "babies", "boy", "boys", "girl", "girls"})
# learn112: the wider family follows the household's rule: an aunt, an uncle, a cousin, a
# grandparent, an in-law (an in-law first, so "my sister in law" is no sister); never a parent
# (see the module docstring)
_IN_LAW = r"(?:mother|father|sister|brother|son|daughter)[\s-]in[\s-]law"
_ONE_RELATIVE = "aunt|auntie|uncle|cousin|grandma|grandpa|grandmother|grandfather|granny|grandparent"
_MANY_RELATIVES = r"aunts|uncles|cousins|grandparents|in[\s-]laws"
_ONE_KIN = "|".join([_IN_LAW, *(w for w in ONE_OF_A_HOUSEHOLD.split("|") if w not in _NOT_KIN), _ONE_RELATIVE])
_MANY_KIN = "|".join([*(w for w in SEVERAL_OF_A_HOUSEHOLD.split("|") if w not in _NOT_KIN), _MANY_RELATIVES])
# a burial, a funeral or a namesake says the someone is gone ("we named her after my aunt")
_MOURNED = re.compile(r"\b(?:buried|burial|funeral|grave|memorial|in memory of|nam(?:e|ed|ing)\s+(?:\w+\s+){0,2}after\s+(?:my|our)\b)",
                      re.I)
# a grandparent told of in the past, or remembered, is as often gone as not ("my grandpa taught
# me to fish", "my grandmother was a nurse", "my grandma's quilt reminds me of her"): a
# grandparent is read only from a sentence told in the present of them
_GRAND = re.compile(r"^(?:grand(?:ma|pa|mother|father|parents?)|granny)$")   # never a grandchild
_TOLD_AS_PAST = re.compile(r"\b(?:was|were|did|didn['’]?t|had|used to|would|wouldn['’]?t|grew up|growing up|"
                           r"when i was|as a (?:kid|child)|gave|told|taught|passed down|"
                           r"remind(?:s|ed)? me of|miss(?:es|ed)?|memor(?:y|ies))\b", re.I)
# a regular past just after them ("my grandfather still danced …")
_DID_AFTER = re.compile(r"^\s+(?:(?:still|always|never|often|once|really|just|also)\s+)?[a-z]+ed\b", re.I)
_AGE = (r"(?P<age>(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]+"
        r"(?:years?|yrs?|months?|weeks?)[\s-]+old\s+)?")
_MY_KIN = re.compile(r"\bmy\s+(?P<np>" + _AGE + _SIZE + r"(?:(?P<one>" + _ONE_KIN + r")|(?P<many>" + _MANY_KIN
                     + r")))\b(?!['’]?-)", re.I)
# the person's word as the first of a compound, or a friend called kin ("my brother from
# another mother")
_KIN_COMPOUND = re.compile(r"^\s+(?:in\s+(?:laws?|crime|christ|arms)|from\s+another)\b", re.I)
# brothers or sisters "in" a group are a fellowship ("my brothers in the order", "my sisters in
# the choir"), never read as kin (a sibling's town, "my sisters in Leeds", is lost with them)
_FELLOWS = re.compile(r"^\s+in\b", re.I)
# "my kids" of a teacher or a coach: pupils (the turn's words, any sentence of it)
_CHILDREN = frozenset({"kid", "kids", "child", "children", "teenagers", "toddler", "teenager"})
_TEACHING = re.compile(r"\b(?:teach(?:es|ing|er|ers)?|taught|classroom|students?|pupils?|coach(?:es|ing)?|"
                       r"tutor(?:s|ing)?|nanny)\b", re.I)
# a parting not yet over, or a partner gone who may return ("… until my husband comes back to
# us"): the someone is no longer, or soon no longer, the user's
_PARTING = re.compile(r"\b(?:separat(?:e|ed|es|ing|ion)|estranged|custody)\b", re.I)
_PARTNER = frozenset({"husband", "wife", "boyfriend", "girlfriend", "partner", "spouse", "fiancé", "fiance",
                      "fiancée"})
_COMES_BACK = re.compile(r"\b(?:come|came|comes|coming) back(?: to (?:me|us))?\s*(?:$|[.!?,;]|if\b|when\b)", re.I)
# a partner who "left" with nothing after but a stop or "and" ("quiet since my husband left,
# …"; "my husband left for work" goes on to where)
_PARTNER_LEFT = re.compile(r"^\W*(?:\w+\s+){0,2}?left\s*(?:$|[.!?,;]|and\b)", re.I)
# words in quotation marks are someone else's, said over
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
# a plural typed with no apostrophe before a thing or an occasion of one person ("my daughters
# piano lesson", "my sons birthday"): read as one, which is true however many there are; a
# number said first ("my two sons …") keeps the plural, and "kids" / "children" (a school or
# a league of several, "my kids soccer league", as often) are left as said
_ONES_THING = re.compile(r"^\s+(?:birthday|wedding|recital|concert|graduation|party|school|class|teacher|"
                         r"coach|room|bedroom|bike|car|phone|homework|piano|violin|guitar|football|soccer|"
                         r"baseball|dance|ballet|swim|team|game|match|friend|girlfriend|boyfriend|husband|"
                         r"wife)\b", re.I)
_ONE_OF_MANY = frozenset({"sons", "daughters", "sisters", "brothers", "nephews", "nieces", "grandsons",
                          "granddaughters", "aunts", "uncles", "cousins"})
# what says a partner or a child is named already ("User is married." beside "my husband")
_SAME_KIN = {"spouse": r"husband|wife|spouse|partner|married|marriage",
             "child": r"kids?|child|children|sons?|daughters?"}
_KIN_OF = {w: "spouse" for w in ("husband", "wife", "spouse")} | {w: "child" for w in ("kid", "kids", "child",
                                                                                     "children")}
# the pet's word as the first of a compound: what follows is a thing of theirs, not them
_COMPOUND = re.compile(r"^\s+(?:food|foods|treats?|toys?|beds?|walker|walking|park|sitter|sitting|shows?|class|"
                       r"classes|training|trainer|groomer|grooming|hair|fur|house|door|crate|leash|collar|litter|"
                       r"breeds?|shelter|rescue|agility|hotel|daycare|bowl|vet|clinic|stables?|riding|lessons?|"
                       r"farm|ranch|barn|races?|racing|person|people|lovers?|owners?|section|aisle|menu|"
                       r"years|days|sized?|lady|"
                       # a likeness of them, or a thing with them on it ("my horse painting")
                       r"paintings?|drawings?|pictures?|photos?|portraits?|statues?|sculptures?|figurines?|"
                       r"costumes?|masks?|prints?|tattoos?|sweaters?|shirts?|mugs?|posters?|pillows?|"
                       r"calendars?|books?|videos?|memes?|stickers?|ornaments?|necklaces?|charms?)\b", re.I)
# a name said just before, in apposition ("Pip, my hamster"): :mod:`.named`'s
# (a reaction or a lead first, "Yes, my dogs …", "Well, my cat …", is no name)
_NAME_BEFORE = re.compile(r"(?:^|[.!?:;]\s+)(?!(?i:" + "|".join(sorted(REACTION | _LEADS)) + r")\b)[A-Z][a-z]+,\s*$")
# a condition of having, or a pet to come
_IMAGINED = re.compile(r"\b(?:if (?:i|we) (?:ever )?(?:had|have|get|got|adopt)|(?:once|when|after) (?:i|we) "
                       r"(?:get|adopt|have)|someday|one day|i wish|wish i had|dream of)\b", re.I)


def had_in_passing(sentence: str, turn: str = "") -> list[tuple[str, str]]:
    """("I have a <someone>" or "I have <someones>", the someone's word) for each pet or one of
    a household ``sentence`` names with "my" (module docstring), in the order named. ``turn``
    is the whole of the user's turn the sentence is of (a turn of teaching: "my kids" are
    pupils)."""
    if _LOST.search(sentence) or _IMAGINED.search(sentence) or _MOURNED.search(sentence):
        return []
    sentence = _QUOTED.sub(lambda quoted: " " * len(quoted[0]), sentence)
    out: list[tuple[str, str]] = []
    named = [(m, False) for m in _MINE.finditer(sentence)] + [(m, True) for m in _MY_KIN.finditer(sentence)]
    for found, kin in sorted(named, key=lambda pair: pair[0].start()):
        after = sentence[found.end():]
        if _NOT_THERE.search(found["np"]) or (_KIN_COMPOUND if kin else _COMPOUND).match(after):
            continue
        if kin and found["many"] and found["many"].lower() in ("brothers", "sisters") and _FELLOWS.match(after):
            continue
        if not kin and _NAME_BEFORE.search(sentence[:found.start()]):
            continue
        head = re.sub(r"[\s-]+", "-", (found["one"] or found["many"]).lower())
        if kin and head in _CHILDREN and _TEACHING.search(f"{turn} {sentence}"):
            continue
        if kin and _GRAND.match(head) and (_TOLD_AS_PAST.search(sentence) or _DID_AFTER.match(after)):
            continue
        if kin and (_PARTING.search(sentence) or head in _PARTNER and (_COMES_BACK.search(sentence)
                                                                        or _PARTNER_LEFT.match(after))):
            continue
        if any(head == seen for _, seen in out):
            continue
        np = found["np"][len(found["age"]):] if kin and found["age"] else found["np"]
        np = " ".join(np.lower().split())
        many = found["many"]
        if kin and many and np in _ONE_OF_MANY and _ONES_THING.match(after):
            # learn112: "my daughters piano" is one daughter's piano
            np = np[:-1]
            many = None
        np = re.sub(r"\bin law(s?)$", r"in-law\1", re.sub(r" in law$", "-in-law", np)) if "law" in np else np
        article = "" if many else "an " if np[:1] in "aeiou" else "a "
        out.append((f"I have {article}{np}", head))
    return out


def names(head: str, content: str) -> bool:
    """Whether the entry ``content`` names the someone ``head`` already ("User's sisters are
    twins." names a sister, "User is married." a husband)."""
    stem = head[:-3] if head.endswith("ies") else head[:-1] if head.endswith("s") else head
    words = _SAME_KIN.get(_KIN_OF.get(head, ""), rf"{re.escape(stem)}(?:s|es|ies|ren)?")
    return re.search(rf"(?i)\b(?:{words})\b", content) is not None
