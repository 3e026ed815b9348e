"""The two judgements deterministic consolidation makes about a pair of entries.

**Near-duplicate** (:func:`contained`): entry A adds nothing to entry B when

- at least :data:`CONTAINMENT` (0.75) of A's word shingles (runs of 1, 2 and 3 normalised
  tokens) are also B's — the *containment* of A in B, not the Jaccard resemblance: the
  merge keeps B, so the question is whether A says anything B does not, and a short entry
  inside a longer one ("User prefers tabs." in "User prefers tabs over spaces in Python")
  has a low resemblance but a containment of 1;
- and every significant token and every value of A is in B (so no fact of A is lost,
  whatever the shingles say);
- word order matters through the 2- and 3-shingles: "service A calls service B" is not
  contained in "service B calls service A" (containment 0.64).

Entries are short and a file holds at most a few dozen, so the exact shingle sets are
compared pairwise (microseconds); MinHash estimates the same resemblance for corpora too
large to compare exactly, which a 2,200-character file never is.

**Supersession** (:func:`supersession`): decided by the slot model (:mod:`review.slots`,
issue 31): the same single-valued slot with another value is superseded; a new member of a
list-valued slot (a second allergy, a second instrument, another port of the same server
for another purpose) never is. Only when a slot is unclear does the word shape below
(:func:`surface_update`) speak, and then only as "possibly superseded".

The word shape (:func:`surface_update`): the newer of two entries looks like an update of
the older when they have the same subject key and a different value:

- *the same frame*: equal token sequences once values are masked (``svc-002 service
  listens on port # in staging``) with at least three tokens that are not values or
  function words, differing in exactly one value, the last one (a number right after a
  noun names a thing: "build server 3 … port 8080" and "build server 4 … port 8080" are
  two servers);
- *the same head, a different tail*: a shared start (its values included) of at least three tokens (five CJK
  characters) and a different, disjoint ending of one to three tokens (six CJK characters,
  where the two endings must only differ without one holding the other: 李医生 → 王医生)
  with no negation
  ("User's laptop runs Fedora 40." → "User's laptop runs Arch Linux.";
  "User lives in Lisbon." → "User lives in Berlin."). A shorter head ("User likes
  Python." / "User likes Go.") is two facts, not an update.

A trailing "…, not 9015" / "instead of X" / "而不是 X" is left out of the subject key first,
so a correction written as a whole sentence still matches the entry it corrects.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..slots import POSSIBLY, SUPERSEDED, relation, slots_of
from .text import FUNCTION, NEGATIONS, Reading, frame, read

CONTAINMENT = 0.75
HEAD_TOKENS = 3
HEAD_CJK = 5
MAX_TAIL = 3
MAX_TAIL_CJK = 6
#: Words that start a trailing contrast clause ("…, not 9015", "instead of npm").
_CONTRAST = frozenset({"not", "instead", "rather", "不", "而"})
MAX_CONTRAST_TAIL = 5


def contained(a: str, b: str) -> bool:
    """Whether entry ``a`` says nothing that entry ``b`` does not (module docstring)."""
    if a == b:
        return False
    ra, rb = read(a), read(b)
    if not ra.tokens:
        return False
    if not (ra.significant <= rb.significant and ra.values <= rb.values):
        return False
    if not ra.shingles:
        return False
    return len(ra.shingles & rb.shingles) / len(ra.shingles) >= CONTAINMENT


def subject_tokens(reading: Reading) -> tuple[str, ...]:
    """The frame without a trailing contrast clause ("…, not #")."""
    tokens = frame(reading)
    for i in range(len(tokens) - 1, max(0, len(tokens) - MAX_CONTRAST_TAIL) - 1, -1):
        if tokens[i] in _CONTRAST and i >= HEAD_TOKENS:
            cut = i - 1 if i > 0 and tokens[i - 1] == "而" else i
            return tokens[:cut]
    return tokens


@lru_cache(maxsize=4096)
def _subject_of(text: str) -> tuple[str, ...]:
    """:func:`subject_tokens` of an entry's text, kept: a review compares what it added
    with every live entry, whose subjects are the same as the last review's (issue 27)."""
    return subject_tokens(read(text))


def _subject_words(tokens: tuple[str, ...]) -> int:
    return sum(1 for t in tokens if t != "#" and t not in FUNCTION)


def supersession(newer: str, older: str) -> str | None:
    """:data:`review.slots.SUPERSEDED` when ``newer`` (learned later) updates ``older``'s
    single-valued slot, :data:`review.slots.POSSIBLY` when a slot is unclear and the words
    look like an update, else None."""
    return relation(newer, older, surface_update)


def supersedes(newer: str, older: str) -> bool:
    """Whether ``newer`` surely updates ``older`` (the same slot, another value)."""
    return supersession(newer, older) == SUPERSEDED


def possibly_supersedes(newer: str, older: str) -> bool:
    return supersession(newer, older) == POSSIBLY


def surface_update(newer: str, older: str) -> bool:
    """Whether ``newer`` looks like an update of ``older`` by its words alone: same subject
    key, another value (module docstring). Only consulted when a slot is unclear."""
    if newer == older:
        return False
    rn, ro = read(newer), read(older)
    fn, fo = _subject_of(newer), _subject_of(older)
    tn, to = rn.tokens[:len(fn)], ro.tokens[:len(fo)]
    if fn == fo:
        # One value changed, and it is the last one: "server 3 … port 8080" and "server 4 …
        # port 8080" are two servers (a number after a noun names a thing), not an update.
        differ = [i for i, (x, y) in enumerate(zip(tn, to, strict=True)) if x != y]
        last = max((i for i, t in enumerate(fn) if t == "#"), default=-1)
        return differ == [last] and _subject_words(fn) >= 3
    head = 0
    for x, y in zip(tn, to, strict=False):   # the real tokens: a shared head shares its values
        if x != y:
            break
        head += 1
    cjk = rn.cjk or ro.cjk
    need, most = (HEAD_CJK, MAX_TAIL_CJK) if cjk else (HEAD_TOKENS, MAX_TAIL)
    if head < need or _subject_words(fn[:head]) < 1:
        return False
    tail_n, tail_o = tn[head:], to[head:]
    if not (1 <= len(tail_n) <= most and 1 <= len(tail_o) <= most):
        return False
    if NEGATIONS & (set(tail_n) | set(tail_o)):
        return False
    if cjk:  # characters, not words: 李医生 → 王医生 share 医生 and are still two values
        a, b = "".join(tail_n), "".join(tail_o)
        return a != b and a not in b and b not in a
    words_n, words_o = set(tail_n) - {"#"}, set(tail_o) - {"#"}
    return bool(words_n) and bool(words_o) and not (words_n & words_o)


def slot_keys(text: str) -> frozenset[tuple[str, str]]:
    """The slots (subject, attribute) ``text`` states. :func:`supersedes` holds only between
    two texts that share one, so a set of facts is checked for supersession by comparing
    each only with those sharing a slot key — linear for facts on many subjects."""
    return frozenset(s.key for s in slots_of(text))


def has_superseded(entries: Sequence[str]) -> bool:
    """Whether some entry of ``entries`` surely updates another (either way round): a
    consolidation is then due even below high water, so no superseded value stays live. A
    "possibly superseded" pair does not make one due on its own.

    Only pairs sharing a slot key are measured (:func:`slot_keys`: a sure supersession
    needs one), in the order of every pair: the same answer as comparing all pairs, without
    the quadratic word-shape measure over a file of facts on many subjects (issue 27: the
    scan's consolidation check measured every pair of live entries each round)."""
    holders: dict[tuple[str, str], list[int]] = {}
    for index, text in enumerate(entries):
        for key in slot_keys(text):
            holders.setdefault(key, []).append(index)
    pairs = sorted({(i, j) for held in holders.values() if len(held) > 1
                    for n, i in enumerate(held) for j in held[n + 1:]})
    return any(supersedes(entries[i], entries[j]) or supersedes(entries[j], entries[i])
               for i, j in pairs)
