"""A subject pronoun read as the one thing the user just said they have (learn24).

People name a thing once and then talk about it: "I got a new guitar last month. It's a
vintage Fender." Read alone, the second sentence's "It" points at nothing and the shape layer
drops it. :mod:`.carried` reads such a pronoun as the *subject* of the sentence before
("Pottery calms me. It …") and refuses its objects, since an object is often not what the
pronoun means ("I signed up for a pottery class. It's like therapy" — the class, or the
signing up?). This module reads one narrower case of the object: the thing the user says
they own or keep.

The sentence before, in the same message (so said by the user), must be a plain statement
(not a question, a wish, a plan, a hypothetical or a negation), and name **exactly one**
noun phrase the pronoun can stand for:

* "It" a singular thing or animal, "They" a plural, "He"/"She" an animal or a person (a
  word of one sex agrees only with its own pronoun: "my sister" is never "he");
* every noun phrase of the sentence that fits is counted — "the beach", "Tampa", "a
  shelter", "his car" — and two that fit give nothing;
* the one that fits must be the user's: "my/our X", or the object of "I/we have, got,
  adopted, bought, own, rescued, built, made …"; an animal said with "my/our" wherever the
  sentence names it (learn95: "I walked my dogs along the canal. They always cheer me up.": a
  pet). Someone else's ("My sister bought a car. It's a Tesla.", "my sister's dogs") or a gift
  ("I bought a guitar for my son") gives nothing.
* a pronoun "It"/"They" goes on with the sentence's subject "my X" (its other things are its
  objects), unless a second animal that fits is named after it (review44: "My dog chased my
  neighbour's cat up a tree. It is so lazy usually.": either's).

The pronoun is then replaced by "My X" ("My guitar is a vintage Fender.") and the sentence
is read by the shape layer with every test it has, exactly as a sentence the user said that
way; so a mood, an evaluation of the moment, a pointer left in the predicate or a single
past act still gives nothing. "new" before the noun is not kept (it dates the entry).

"This"/"That" as a subject are not read: after a sentence they most often stand for what
was said or done ("I got the job. That's huge!"), not for a thing.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .text import MOMENT
from .words import CALENDAR_NAMES

# the pronoun, then the rest of the sentence, which must go on with a verb or an adverb
_POINTER = re.compile(r"^(?P<p>it|they|he|she)(?P<rest>(?:'s|'re|'ve|'ll|'d|\s+[a-z]+)\b.*)$", re.I)
# what after the pronoun is not a predicate of the thing: "It's me", "It's been ages",
# "They said …", "It turns out …", "He's like …" (said), "It seems …"
_NOT_ITS_PREDICATE = re.compile(
    r"^(?:'s|\s+is|\s+was)\s+(?:me|you|time|been (?:ages|a while|forever|so long|too long))\b|"
    r"^\s+(?:said|says|told|tells|asked|asks|turns? out|turned out|seems?|seemed|looks like|"
    r"sounds?|sounded|feels? like|felt like|must|might|may|could|would|should|can|"
    r"'d|will|wo)\b|^'(?:d|ll)\b|"
    # a past "was" says how it went, not what the thing is ("It was so exciting"), unless
    # it names the thing ("It was a gift from my dad", "It was built in 1920")
    r"^\s+(?:was|were)\b(?!\s+(?:a|an|the|my|our|made|built|given|bought|called|named|born|"
    r"handmade|hand-made)\b)|"
    # learn77: a predicate naming the listener is said to them ("It's nice to meet you": the
    # meeting, not "my name"); as in :mod:`.carried`
    r"^.*\b(?:you|your|yours|ya)\b|"
    # learn90: "it" the dummy of an infinitive whose verb has its own object or clause ("It's
    # striking to watch how they …", "It's calming to think I could …"): what is striking is the
    # watching, not the thing ("User's favourite sight is striking to watch how …" was kept); a thing that is
    # the infinitive's object stays ("It's easy to play.")
    r"^(?:'s|\s+is)\s+(?:(?:so|really|very|quite|pretty|just|always|such|truly|super)\s+)*[a-z]+\s+to\s+[a-z]+\s+"
    r"(?:how|that|what|when|why|whether|if|i|we|you|they|he|she|people|everyone|the|a|an|my|our|"
    r"your|his|her|their|them|him|me|us)\b", re.I)

# the sentence before: what makes it no plain statement about things the user has
_NOT_PLAIN = re.compile(
    r"\?\s*$|\b(?:if|would|could|might|maybe|perhaps|probably|should|wish|wonder|hope|hoping|"
    r"want|wanted|wanna|planning|plan to|thinking (?:of|about)|considering|gonna|going to|"
    r"will|'ll|'d|someday|one day|never|not|no|n't|no longer|anymore|used to|"
    r"lost|sold|gave away|got rid of|returned|broke|broken|died|passed away)\b|"
    r"\b(?:said|says|told|tells|asked|according to)\b|[\"“”]", re.I)

_OWN_VERBS = (r"(?:have|has|'ve got|have got|'ve|got|adopted|bought|own|rescued|built|made|"
              r"knitted|sewed|started|brewed|planted|grew|inherited)")
# "I (just) got a new guitar", "we adopted a cat", "I've got two rabbits"
_OWNED = re.compile(r"\b(?P<who>i|we)(?:\s+|(?='))(?:(?:just|recently|finally|also|now|already|actually|even|"
                    r"officially)\s+)*" + _OWN_VERBS + r"\s+(?P<np>(?:a|an|this|these|some|two|three|"
                    r"four|five|a couple of|a pair of)\s+[^,.;:!?]+)", re.I)

# words that end a noun phrase: prepositions, times, conjunctions, relative words
_STOP_WORDS_WORD_LIST = """from at in on for with to of by about into onto over under near
    last this next yesterday today tonight recently ago and but or so because since when while
    that which who whom whose where as than like after before during until around off out up
    back home too also just again now there here called named i i've i'm we my our your his
    her their its is are was were has have had do does did be been being it them him me us
    you ever a an the got gets bought buys took takes made makes gave gives went goes came comes
    found finds has have had loves likes plays works lives does says wants needs keeps knows
    thinks feels brought brings sent sends told tells asked asks drove drives get give make keep
    help helps mean means remind reminds let lets need bring take love like play work live go
    come feel know"""
_STOP_WORDS = frozenset(_STOP_WORDS_WORD_LIST.split())
_DETERMINERS_WORD_LIST = """a an the my our your his her their its this that these those some
    two three four five"""
_DETERMINERS = frozenset(_DETERMINERS_WORD_LIST.split())
_OBJECT_START = frozenset({"the", "a", "an", "my", "your", "his", "her", "our", "their", "me", "us",
                           "him", "them", "it", "this", "that"})
_DROPPED = frozenset({"a", "an", "this", "these", "some", "new", "brand-new"})
_ANIMALS_WORD_LIST = """dog dogs puppy puppies pup pups cat cats kitten kittens kitty kitties
    rabbit rabbits bunny bunnies hamster hamsters parrot parrots bird birds budgie budgies turtle
    turtles tortoise tortoises horse horses pony ponies goat goats chicken chickens hen hens
    snake snakes lizard lizards gecko geckos ferret ferrets fish goldfish rat rats mouse mice
    pig pigs cow cows duck ducks iguana iguanas chinchilla chinchillas hedgehog hedgehogs
    canary canaries cockatiel cockatiels"""
_ANIMALS = frozenset(_ANIMALS_WORD_LIST.split())
_FEMALE_WORD_LIST = """mum mom mother mama sister wife daughter girlfriend grandma grandmother
    granny nan aunt auntie niece girl woman lady fiancee fiancée stepmom stepmother"""
_FEMALE = frozenset(_FEMALE_WORD_LIST.split())
_MALE_WORD_LIST = """dad father papa brother husband son boyfriend grandpa grandfather grandad
    uncle nephew boy man guy fiance fiancé stepdad stepfather"""
_MALE = frozenset(_MALE_WORD_LIST.split())
_PEOPLE_WORD_LIST = """friend friends partner kid kids child children baby
    babies parents parent family cousin cousins neighbour neighbor neighbours neighbors boss
    colleague colleagues coworker coworkers teammate teammates roommate flatmate mentor
    teacher coach team people folks"""
_PEOPLE = _FEMALE | _MALE | frozenset(_PEOPLE_WORD_LIST.split())
_PLURAL_IRREGULAR = frozenset({"children", "people", "mice", "folks", "kids", "parents", "feet",
                               "teeth", "men", "women"})
# heads that are no thing one has: "I got a little lost", "I got a chance", "I have a lot"
_NO_THING_WORD_LIST = """lot bit little while chance feeling sense lost look call time day week
    moment break idea question go try shot kick taste glimpse thing things way stuff"""
_NO_THING = frozenset(_NO_THING_WORD_LIST.split())
# a gift: the thing is someone else's ("I bought a guitar for my son")
_GIFT = re.compile(r"\b(?:for|to)\s+(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?(?:" +
                   "|".join(sorted(_PEOPLE)) + r")\b|\bfor (?:him|her|them)\b", re.I)
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)")
_PLACE_BEFORE = re.compile(r"\b(?:in|at|from|to|near|around|outside)\s+$")
_NAMING = re.compile(r"\b(?:called|named)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")


# How the sentence before opens: with the speaker as its subject ("I got …", "We adopted …"),
# or with the user's thing as its subject or shown ("My garden has …", "These are my …",
# "Here's my …"): a "my X" counts as the user's thing only there (a "my X" after another
# verb or a preposition — "I use my influence", "going on my online store" — is most often
# not what a later "it" is about, and is counted as a thing that fits, not the user's)
_OPENING = re.compile(r"^(?:(?:so|oh|and|well|yeah|yes|yep|also|anyway|btw|by the way|guess what|"
                      r"actually|plus|fun fact)[,!]?\s+)*(?:(?:i|we)\b|i'[a-z]+\b|we'[a-z]+\b|"
                      r"(?:these are|this is|here's|here is|here are|meet|that's|those are)\s+(?=(?:my|our)\b)|"
                      r"(?=(?:my|our)\b))", re.I)


# learn95: "my dogs", "our puppy" is the user's animal wherever the sentence names it ("I
# walked my dogs along the canal. They always cheer me up."), not only after a verb of
# having: an animal said with "my" is a pet, where "my influence" or "my online store" after
# another verb most often is not what the "it" is about. Another's animal ("my sister's dog",
# "my neighbour's cat") is not the user's.
def _own_animal(words: list[str]) -> bool:
    return words[0].lower() in {"my", "our"} and words[-1].lower() in _ANIMALS \
        and not any(w.lower().endswith(("'s", "s'")) for w in words[1:])


def _plural(head: str) -> bool:
    head = head.lower()
    return head in _PLURAL_IRREGULAR or (head.endswith("s") and not head.endswith(
        ("ss", "us", "is", "ics")) and head not in {"fish", "goldfish"})


def _phrases(sentence: str) -> list[tuple[int, list[str]]]:
    """Each noun phrase opened by a determiner: (where it starts, its words up to a word
    that ends it)."""
    words = re.findall(r"[A-Za-z][\w'-]*|[,.;:!?—–-]", sentence)
    out, i = [], 0
    while i < len(words):
        if words[i].lower() in _DETERMINERS and i + 1 < len(words) and re.match(r"[a-z]", words[i + 1]):
            j = i + 1
            while j < len(words) and re.match(r"[a-z][\w'-]*$", words[j]) \
                    and words[j].lower() not in _STOP_WORDS and j - i <= 4 \
                    and not (j > i + 1 and words[j].endswith("ed")) \
                    and not (j > i + 1 and j + 1 < len(words)          # "my kids adore the sea":
                             and words[j + 1].lower() in _OBJECT_START):   # a verb, then its object
                j += 1
            if j < len(words) and re.match(r"[A-Z]", words[j]) and j + 1 < len(words) \
                    and re.match(r"[a-z][\w'-]*$", words[j + 1]) and words[j + 1].lower() not in _STOP_WORDS:
                # learn90: cut by a capital inside the phrase ("my favourite Spanish word"):
                # "my favourite" alone is no thing; the whole phrase is not read
                i = j
                continue
            if j > i + 1:
                out.append((i, words[i:j]))
                i = j
                continue
        i += 1
    return out


def _fits(pronoun: str, head: str) -> bool:
    head, pronoun = head.lower(), pronoun.lower()
    if pronoun == "they":
        return _plural(head)
    if _plural(head):
        return False
    if pronoun == "it":
        return head not in _PEOPLE
    if head in _FEMALE:
        return pronoun == "she"
    if head in _MALE:
        return pronoun == "he"
    return head in _ANIMALS or head in _PEOPLE


def _rest(rest: str) -> str:
    # learn90: an adverb may stand between ("She's always been …": "has", not "is always been")
    if re.match(r"'s\s+(?:(?:always|never|just|already|also|really|still|ever|recently|only|finally)\s+)*"
                r"(?:been|got|had)\b", rest):
        return " has" + rest[2:]
    if rest.startswith("'s"):
        return " is" + rest[2:]
    if rest.startswith("'re"):
        return " are" + rest[3:]
    if rest.startswith("'ve"):
        return " have" + rest[3:]
    return rest


def owned(before: str | None, sentence: str) -> str | None:
    """``sentence`` with its subject pronoun replaced by the one thing of the user's that
    ``before`` (the user's sentence just before, in the same message) names, or ``None``
    (module docstring)."""
    said = _POINTER.match(sentence.strip())
    if not before or said is None or sentence.strip().endswith("?"):
        return None
    pronoun, rest = said["p"], said["rest"]
    if _NOT_ITS_PREDICATE.match(rest) or _NOT_PLAIN.search(before) or _GIFT.search(before):
        return None
    if MOMENT.search(before):
        # "I have a meeting tonight. It's at 8.": the thing belongs to the moment the shape
        # layer would drop; the rewritten sentence would no longer carry that time word
        return None
    if re.search(r"\b(?:it|them|him|they|he|she)\b", before, re.I):
        return None   # the sentence before points at something itself
    opening = _OPENING.match(before)
    if opening is None:
        return None   # "Contemporary is my top pick.": the sentence is about something else
    shown_at = opening.end()
    fitting: list[tuple[list[str], bool]] = []
    subject: list[str] | None = None   # "My X" as the sentence's subject, when it fits
    owned_at = {m.start("np") for m in _OWNED.finditer(before)}
    # what one adopts or rescues is an animal or a child: "he"/"she" fits it
    adopted_at = {m.start("np") for m in _OWNED.finditer(before)
                  if re.search(r"(?i)\b(?:adopted|rescued)\s*$", before[:m.start("np")])}
    for start, words in _phrases(before):
        head = words[-1]
        at = _word_offset(before, start)
        adopted = at in adopted_at and pronoun.lower() in {"he", "she"} \
            and head.lower() not in _FEMALE | _MALE
        if head.lower() in _NO_THING or not (_fits(pronoun, head) or adopted):
            continue
        mine = at in owned_at or (words[0].lower() in {"my", "our"} and at == shown_at) \
            or _own_animal(words)
        fitting.append((words, mine))
        if at == 0 and words[0].lower() in {"my", "our"}:
            subject = words
    named = _NAMING.sub(" ", before)
    if pronoun.lower() != "they":
        # a name may be anyone's or anything's; a place after "in"/"at"/… is not "he"/"she"
        fitting += [([m["n"]], False) for m in _NAME.finditer(named) if m["n"] != "I"
                    and m["n"].split()[0] not in CALENDAR_NAMES
                    and not (pronoun.lower() != "it" and _PLACE_BEFORE.search(named[:m.start()]))]
    if subject is not None and pronoun.lower() in {"it", "they"}:
        # a pronoun subject goes on with the subject before ("My art is about where I grew
        # up. It's my way of …"), as :mod:`.carried` reads a thing's; the other things of
        # that sentence are its objects. review44: not past a second animal that fits ("My dog
        # chased my neighbour's cat up a tree. It is so lazy usually." kept "User's dog is lazy
        # usually."): what an animal is like may be either's, and the pronoun is left unread
        if any(words is not subject and words[-1].lower() in _ANIMALS for words, _ in fitting):
            return None
        fitting = [(subject, True)]
    if len(fitting) != 1 or not fitting[0][1]:
        return None
    words = [w for w in fitting[0][0] if w.lower() not in _DROPPED]
    if words and words[0].lower() in {"my", "our"}:
        words = words[1:]
    if not words:
        return None
    return "My " + " ".join(words) + _rest(rest)


def _word_offset(text: str, index: int) -> int:
    """Where the ``index``-th word of ``text`` (as :func:`_phrases` counts them) starts."""
    found = list(re.finditer(r"[A-Za-z][\w'-]*|[,.;:!?—–-]", text))
    return found[index].start() if index < len(found) else -1
