"""A pet of the user's named with "my" in passing: the user has it (learn107, session 47,
issue 31: MSC's per-turn annotations, session 1 valid 1-250, the chats' first meetings).

People introduce their animals by the way, in a clause about something else: "Sorry, the kettle
and my rabbit both need me", "Not much, lying on the sofa with my two cats", "I have to go and
muck out my ponies". The clause is the moment's and keeps nothing (or keeps a fact that names the pet),
but the one lasting fact the words take for granted, that the user has a rabbit, two cats,
ponies, is said in no clause of its own. :mod:`.named` keeps a creature named in a passing
sentence ("My dog Pretzel has a vet visit on Monday" → "User has a dog named Pretzel.",
fixlearn20); this reads the creature left unnamed. It gives back "I have a <pet>" (or "I have
<pets>"), which the shape layer writes.

**People are not read.** "My sister Ana has a dentist visit on Monday" keeps no "User has a
sister." (fixlearn20's decision: a person in passing is the day's, as before), and about ninety
rows of the review tests hold that a passing act of one of the user's people keeps nothing; a
household named in passing is the larger class on the dev records (see docs/rounds/
session47-learn107.md) and is left to the lead.

Only when:

* **the pet's word names no food or thing as often** (a dog, a cat, a horse …; never "fish",
  "chicken", "mouse" or the like: "my fish tacos", "my mouse stopped working");
* **the words before it are a number or a word of age or size** ("my two cats", "my little
  dog") or none; any other word ("my first dog", "my old cat", "my favourite horse") may say it
  is gone or one of many, and is read as naming no pet;
* **the pet's word is no part of a compound** ("my dog walker", "my cat food", "my horse
  painting"), no name stands before it ("Pip, my hamster": :mod:`.named`'s, and in a developer's
  session a name first may be a tool's), and **the sentence neither loses nor imagines it**: a
  death, a parting or a lack (:mod:`.yours_taken_up`'s words), "my late / future / own / dream
  …", or a condition of having ("if I had …", "once I get …") keep nothing.

The caller adds an entry only when no entry of the turn already names the pet ("User's dog is
old." says as much), once per pet.
"""

from __future__ import annotations

from . import lazy_re as re
from .reactions import REACTION
from .yours_taken_up import _LOST, _NOT_THERE

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


def had_in_passing(sentence: str) -> list[tuple[str, str]]:
    """("I have a <pet>" or "I have <pets>", the pet's word) for each pet ``sentence`` names
    with "my" (module docstring), in the order named."""
    if _LOST.search(sentence) or _IMAGINED.search(sentence):
        return []
    out: list[tuple[str, str]] = []
    for found in _MINE.finditer(sentence):
        if _NOT_THERE.search(found["np"]) or _COMPOUND.match(sentence[found.end():]) \
                or _NAME_BEFORE.search(sentence[:found.start()]):
            continue
        np = " ".join(found["np"].lower().split())
        head = (found["one"] or found["many"]).lower()
        if any(head == seen for _, seen in out):
            continue
        article = "" if found["many"] else "an " if np[:1] in "aeiou" else "a "
        out.append((f"I have {article}{np}", head))
    return out
