"""Bare ties, merged while a consolidation needs room (learn114).

A bare tie says that the user has someone or an animal and nothing more of them ("User has a
son.", "User has kids.", "User has two dogs.": :func:`.kinds.bare_tie`). learn109's reading
of a relative named in passing writes many of them, and on long chats each took a place of
its own in a full USER.md. Two ways to keep them live in fewer characters, both losing
nothing (every source entry goes to the archive as merged, searchable and restorable):

- **into a richer tie** that already names the same one as the user's ("User has a son."
  beside "User's son Leo is learning to swim.", "User has turtles." beside "User's turtles
  cheer the user up."): the richer entry says that the user has them. Only a tie of one
  member said with "a"/"an" or no count, and only into an entry of the same number that
  ranks as a tie or above, so the host stays live at least as long;
- **into one another**: the bare ties left join into one entry, "User has a partner, a son
  and kids." (at most :data:`MAX_MEMBERS` members, one per kin word or animal, "a puppy" being a dog,
  so the entry stays one short sentence and no member is said twice).

Only the user's English entries are read; nothing else changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from reverie.config import lazy_re as re

from .kinds import TIES, bare_tie, tier

#: The most ties one merged entry lists.
MAX_MEMBERS = 4
#: A count beyond one: the richer entry may not say how many, so such a tie is never merged
#: into one, only joined with other bare ties.
_COUNTED = re.compile(r"^(?:two|three|four|five|six|\d+) ", re.I)


def _noun(member: str) -> str:
    return member.split()[-1].lower()


def _stem(noun: str) -> str:
    """The kin or pet word without its plural ending, to keep one member per word."""
    for end, repl in (("ies", "y"), ("ren", ""), ("s", "")):
        if noun.endswith(end) and len(noun) > len(end) + 2:
            return noun[: len(noun) - len(end)] + repl
    return noun


#: One animal named by several words ("a dog", "a puppy", "a pup"): one member, so a joined
#: entry never counts it twice ("User has a dog, a puppy and a pup." for one dog: the lead's
#: LoCoMo report sample v47 read three such entries false).
#: (only words kinds._PET reads: a bare tie holds no other)
_ONE_ANIMAL = {"pup": "dog", "puppy": "dog", "kitten": "cat", "bunny": "rabbit"}
#: The animals "pets" may be: "User has pets and a dog." may name the dog twice.
_ANIMALS = frozenset(["dog", "cat", "rabbit", "hamster", "parrot", "bird", "turtle", "tortoise", "snake",
                      "lizard", "horse", "pig", "fish"])


def _kind(member: str) -> str:
    """The one a member names, whatever word says it: the kin or pet word's stem, an animal's
    young or pet name as the animal."""
    stem = _stem(_noun(member))
    return _ONE_ANIMAL.get(stem, stem)


def _may_be_the_same(kinds: set[str], others: set[str]) -> bool:
    return bool(kinds & others) or "pet" in kinds and bool(others & _ANIMALS) \
        or "pet" in others and bool(kinds & _ANIMALS)


def may_name_one_twice(first: str, second: str) -> bool:
    """Whether two bare ties ("User has a dog.", "User has a puppy.") may name the same one, so
    one entry listing both would count it twice; False unless both are bare ties."""
    a, b = bare_tie(first), bare_tie(second)
    return a is not None and b is not None and _may_be_the_same({_kind(m) for m in a}, {_kind(m) for m in b})


#: review51: a word before the kin word that says the one is not the user's now ("User's late
#: wife …", "User's former husband …", "User's future son …"): such an entry does not say that
#: the user has them, so a bare tie merged into it would leave the file without the tie.
_NOT_NOW = r"(?!(?:late|former|ex|future|deceased|dead)\b)"


def host_pattern(noun: str) -> str:
    """Where an entry names ``noun`` (the same word, so the same number) as the user's own:
    "User's (young) son …", "User and their wife …", "User has / lives with their … kids …";
    never "kids'" (a possessive names a thing), nor a word of a compound ("sister-in-law",
    review51), nor one gone or to come ("User's late wife", ``_NOT_NOW``)."""
    word = re.escape(noun)
    before = rf"(?:{_NOT_NOW}[\w-]+ ){{0,2}}{_NOT_NOW}"
    return (rf"\buser's {before}{word}\b(?![-'’])"
            rf"|\buser and (?:their|his|her) {word}\b(?![-'’])"
            rf"|\buser (?:has|have|lives with|looks after|raises) (?:their|his|her|a|an) "
            rf"{before}{word}\b(?![-'’])")


def _names_as_users(host: str, noun: str) -> bool:
    return re.search(host_pattern(noun), host, re.I) is not None


def joined(members: Sequence[str]) -> str:
    listed = members[0] if len(members) == 1 else ", ".join(members[:-1]) + " and " + members[-1]
    return f"User has {listed}."


def merges(entries: Sequence[tuple[str, str | None]], taken: set[str]) -> dict[str, tuple[str, list[str]]]:
    """For the movable live entries (text, journal source) in file order, which bare ties go
    where: {source text: (the entry it is merged into, the bare ties merged there)}; a richer
    host is an existing text, a joined entry a new one. ``taken``: every text of the file,
    which a joined entry must not repeat."""
    out: dict[str, tuple[str, list[str]]] = {}
    bare = [(text, members) for text, _ in entries if (members := bare_tie(text))]
    if not bare:
        return out
    hosts = [text for text, source in entries
             if bare_tie(text) is None and tier(text, source) >= TIES]
    left: list[tuple[str, list[str]]] = []
    for text, members in bare:
        noun = _noun(members[0])
        host = next((h for h in hosts if _names_as_users(h, noun)), None) \
            if len(members) == 1 and not _COUNTED.match(members[0]) else None
        if host is not None:
            out[text] = (host, [text])
        else:
            left.append((text, members))
    groups: list[tuple[list[str], list[str]]] = []   # (members, source texts)
    for text, members in left:
        kinds = {_kind(m) for m in members}
        for listed, sources in groups:
            if (len(listed) + len(members) <= MAX_MEMBERS
                    and not _may_be_the_same(kinds, {_kind(m) for m in listed})):
                listed.extend(members)
                sources.append(text)
                break
        else:
            groups.append((list(members), [text]))
    for listed, sources in groups:
        text = joined(listed)
        if len(sources) < 2 or text in taken:
            continue
        for source in sources:
            out[source] = (text, sources)
    return out
