"""A creature just gained, then named (learn28, issue 31: past milestones).

People tell an adoption or a birth and then give the name, in the same sentence or the next:
"Last spring we adopted a furry little kitten, this is Pip!", "I adopted a kitten last week! Her
name's Mo and she's a handful." The milestone is kept ("User adopted a kitten.") and the name
was lost: "this is Pip" is no clause about the user, and "Her name's Mo" points back at the
kitten, so the shape layer refuses both. The name is what a later "How is Mo?" needs.

The name joins the entry of the clause or sentence just before, and only when that entry is
a gain of **one** animal or child, said as the user's own act: "User got / adopted / rescued /
welcomed / brought home a|an|another <animal | baby | son | daughter | addition to the
family>". The name is a capitalised word (not a month or a day) said alone as the predicate:
"this is N", "meet N", "say hi to N", "her/his/its name is N". It is written right after the
thing gained, before any date: "User adopted a puppy named Mo in May.". Anything else
("I got a new sofa, this is Ikea's best", "My sister got a dog. His name is Rex.") is left as
the shape layer reads it.
"""

from __future__ import annotations

from dataclasses import replace

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .owned import _ANIMALS, _FEMALE, _MALE
from .table import Candidate
from .words import CALENDAR_NAMES
from .writing import indefinite_article

# the name said alone as the predicate of a presentation or of "her name"
_GIVEN = re.compile(r"^(?i:(?:(?:and|so|oh|also) )?(?:this is|meet|say hi to|say hello to|"
                    r"(?:her|his|its) name(?:'s| is)))\s+(?P<n>[A-Z][a-z]+)\b(?P<rest>.*)$")
# what may follow the name: nothing, or a clause of its own after "and" / a comma
_REST = re.compile(r"^\s*(?:[!.]+\s*)?(?:(?:,|\s-|\sand\b).*)?$", re.I)

_GAINED_ONE = re.compile(
    r"^User (?:and (?:their|the user's) [\w-]+(?: [\w-]+)? )?(?:(?:just|finally|recently|also|officially) )*"
    r"(?:got|adopted|rescued|welcomed|"
    r"brought home|took in) (?:a|an|another) (?P<np>.*)$")
# the thing gained: up to three words that describe it, then the animal or child itself
_NOT_DESCRIBING = frozenset({"from", "at", "in", "on", "for", "with", "to", "of", "around", "and"})
_FAMILY_ADDED = re.compile(r"^addition to (?:the|their) family\b")
_YOUNG = frozenset({"baby", "son", "daughter", "boy", "girl"})
_ONE_ANIMAL = frozenset(w for w in _ANIMALS if not w.endswith("s") or w in {"fish", "goldfish"}) - {"mice"}


def name_given(text: str) -> str | None:
    """The name ``text`` gives alone ("this is Pip", "Her name's Mo and she's sweet"), or None."""
    said = _GIVEN.match(text.strip())
    if said is None or said["n"] in CALENDAR_NAMES or not _REST.match(said["rest"]):
        return None
    return said["n"]


# review22 R11: "What's her name?" after a message that told of two beings ("I adopted a pup. My
# sister just had a baby girl too!") may ask the other's: the name joins only when the message
# told of one (one animal, child or person word, and no capitalised name after a sentence's
# first word, which may be a person's or a place's: either way the pronoun is unsure)
_PEOPLE = _FEMALE | _MALE | {"baby", "babies", "kid", "kids", "child", "children", "friend", "boss",
                             "colleague", "coworker", "co-worker", "neighbour", "neighbor", "assistant",
                             "partner", "roommate", "flatmate", "teacher", "coach", "cousin", "grandson",
                             "granddaughter", "grandchild", "grandkid", "twins"}
_WORD = re.compile(r"[A-Za-z][\w'-]*")


def one_being_told(said: list[str]) -> bool:
    """Whether the sentences ``said`` tell of one being only (above)."""
    beings = 0
    for sentence in said:
        for k, word in enumerate(_WORD.findall(sentence)):
            bare = word.lower().removesuffix("'s")
            if bare in _PEOPLE or bare in _ANIMALS:
                beings += 1
            elif k and word[0].isupper() and word != "I" and word not in CALENDAR_NAMES and not word.startswith("I'"):
                return False
    return beings == 1


def with_name(candidate: Candidate, name: str) -> Candidate | None:
    """``candidate`` with the one creature it gains named ``name``, or None (module docstring)."""
    gained = _GAINED_ONE.match(candidate.content)
    if gained is None or " named " in candidate.content or candidate.changes:
        return None
    words = re.findall(r"[\w'-]+|[^\w\s]", gained["np"])
    for k, word in enumerate(words[:4]):
        if word.lower() in _NOT_DESCRIBING or not re.match(r"[a-z]", word):
            return None
        rest = " ".join(words[k:])
        if word in _YOUNG | _ONE_ANIMAL or (family := _FAMILY_ADDED.match(rest)):
            said = " ".join(words[:k] + [family.group(0) if word == "addition" and family else word])
            at = gained.start("np") + len(said)
            if candidate.content[gained.start("np"):at] != said:
                return None   # the words were not said as read (a hyphen, two spaces)
            if word == "addition" and family:
                # learn33 (review13 M22): "an addition to the family named Pip" names the
                # family; set off by a comma the name is the addition's
                rest = candidate.content[at:]
                rest = rest if re.fullmatch(r"[.!。]?", rest) else "," + rest
                return replace(candidate, content=f"{candidate.content[:at]}, named {name}{rest}")
            return replace(candidate, content=f"{candidate.content[:at]} named {name}{candidate.content[at:]}")
    return None


# learn34: a creature or child of the speaker's named in the sentence that says it is theirs,
# not as a gain: "Pip, my hamster." (an answer to "any pets?"), "My son is so funny, his name
# is Leo!", "Our two-year-old is a handful, her name's Maya". "my"/"our" makes it the
# speaker's; the noun is one animal, a child or one of kin, or a child by age ("two-year-old"); the name is a
# capitalised word said alone, no month or day. Written "User has a <noun> named <N>.".
_KIN = (_FEMALE | _MALE) - {"woman", "man", "guy", "lady", "girl", "boy"}
_YOUNG_BY_AGE = re.compile(r"^(?:\w+|\d+)-(?:year|month|week)-old$")
_NAME_THEN_MINE = re.compile(
    r"(?:^|[-\u2013\u2014:]\s*|^(?:(?:and|oh|so|yeah|yes|yup|yep),?\s+)+)(?P<n>[A-Z][a-z]+),\s+"
    r"(?:my|our) (?P<np>(?:[a-z-]+ ){0,2}?[a-z0-9-]+)\s*[.!]*$")
# review15 O14: only " is " after the noun ("my husband's boss" is a possessive, not "is"); the
# words between "is" and the name (``said``) describe the noun itself, so they name no one else
# the pronoun could point to: no determiner, possessive, "someone" or name (a capitalised word
# not after "in"/"at") past their first word, no "called/named", no relation by a preposition
# ("married to a chef", "scared of the cat", "friends with a boy"); the pronoun agrees with the
# noun; the name is no title ("Dr.", "Mrs.").
_MINE_THEN_NAME = re.compile(
    r"^(?P<lead>(?:(?:and|oh|so|yeah|yes|yup|yep|also),?\s+)*(?:my|our) (?P<np>(?:[a-z-]+ ){0,2}?[a-z0-9-]+)"
    r" is (?P<said>[^,;.!?]+)),\s+(?P<pro>his|her|its) name(?:'s| is) (?P<n>[A-Z][a-z]+)\s*[.!]*$", re.I)
_ANOTHER = re.compile(
    r"'s\b|\b(?:someone|somebody|anyone|anybody|called|named|with|to|of|for|about|by|from|than|"
    r"he|she|him|they|them)\b|\s(?:a|an|the|another|some|this|that|these|those|his|her|their|its|my|our|"
    r"your)\b", re.I)
# a capitalised word between names someone ("is dating Ben"), unless it is where ("in Leeds")
_SOMEONE_NAMED = re.compile(r"(?<!\bin )(?<!\bat )\b(?!I\b)[A-Z][a-z]*\b")
_TITLES = frozenset({"Dr", "Mr", "Mrs", "Ms", "Miss", "Mx", "Prof", "Sir", "St", "Rev", "Dame", "Lady", "Lord"})


def named_mine_and_rest(sentence: str) -> tuple[str, str | None] | None:
    """"User has a <noun> named <N>." for a creature or child of the speaker's named as theirs
    (above), with what the sentence says besides the name, to be read as a sentence of its own
    ("My mom is a nurse, her name is Ann." -> "My mom is a nurse."; None when the name is all it
    says: "Pip, my hamster."); or None."""
    text = sentence.strip()
    rest = None
    said = _NAME_THEN_MINE.search(text)
    if said is None and (said := _MINE_THEN_NAME.match(text)):
        if _ANOTHER.search(said["said"].strip()) or _SOMEONE_NAMED.search(said["said"].strip()):
            return None   # the pronoun may be another's: "married to a chef, his name is …"
        head = said["np"].lower().split()[-1]
        pronoun = said["pro"].lower()
        if (head in _MALE and pronoun != "his") or (head in _FEMALE and pronoun != "her") \
                or (head not in _ONE_ANIMAL and pronoun == "its"):
            return None   # "my brother …, her name is …" is someone else's name
        rest = said["lead"] + "."
    if said is None or said["n"] in CALENDAR_NAMES or said["n"] in _TITLES or not said["n"][:1].isupper():
        return None
    np = said["np"].lower()
    head = np.split()[-1]
    if head not in _YOUNG | _ONE_ANIMAL | _KIN and not _YOUNG_BY_AGE.match(head):
        return None
    article = indefinite_article(np)
    return f"User has {article} {np} named {said['n']}.", rest


# fixlearn20 (tester25): a creature of the user's named as the subject of a passing sentence ("My
# dog Pretzel has a vet visit on Monday.", "My cat Miso knocked my mug over.") kept nothing: the
# visit or the mishap is the day's, but the creature and its name last. Only "my" (one of the
# user's own, not "my neighbour's"), an animal's head, a capital name, then the sentence's verb;
# not a loss ("died", "passed away", "ran away", "was put down"), which ends the tie.
_PET_IN_PASSING = re.compile(r"^(?:(?:so|oh|well|anyway|also|thanks|thank you)[,.!]?\s+)*my "
                             r"(?P<np>(?:(?:little|old|new|rescue|sweet|lazy|big|young|senior) )?(?P<head>[a-z]+)) "
                             r"(?P<n>[A-Z][a-z]+)\b(?P<rest> [a-z].*)$", re.I)
_ENDED = re.compile(r"\b(?:died|dies|dead|passed away|passed|ran away|run away|is missing|went missing|"
                    r"put down|put to sleep|rehomed|lost|gone|no longer|late)\b", re.I)


def pet_named_in_passing(sentence: str) -> str | None:
    """"User has a dog named Pretzel." from a sentence about one of the user's creatures by
    name (above); None otherwise."""
    said = _PET_IN_PASSING.match(sentence.strip().rstrip(".!"))
    if said is None or said["head"].lower() not in _ONE_ANIMAL or said["n"] in CALENDAR_NAMES \
            or said["n"] in _TITLES or not said["n"][0].isupper() or _ENDED.search(sentence) \
            or sentence.rstrip().endswith("?"):
        return None
    np = said["np"].lower()
    article = indefinite_article(np)
    return f"User has {article} {np} named {said['n']}."
