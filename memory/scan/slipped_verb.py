"""A verb of setting aside typed with a slip, right before what the reader was told (scan72,
issue 28).

"Ignore what I said before …" is read (``framing.rules_asked.forget_everything``); typed
fast, the verb loses a letter or hits a key beside the right one ("ignre what I said before",
"frget everything I told you"), and no table reads the word. The typo table
(``capability.terms._typo_table``) repairs one slip anywhere, a doubled letter or two
swapped, because it repairs every word of every text; a lost letter is left out there, as
it makes many English words out of slot words ("reveal" → "revel", "print" → "pint").

Here the slip is read only where the rest of the order is written exactly: the word opens
its clause, no table reads it, and what the reader was told (the lexicons' ``all_prior``:
"what I said before", "everything I told you") follows it with nothing between. The word
then counts as the verb of setting aside it is nearest to, of the same language as the
phrase after it, when it starts with the verb's first letter and is one edit away from it
(a letter lost, added, changed, or two swapped), or two edits away and shorter than it (a
letter lost and one more slip). The verbs are the ``ov`` slot's single words of six
letters or more (with five, "flout" would make "float" a slip), a stem shorter than
that with an "e" ("ignor*" → "ignore"). A word a table reads
("ignite", "forgive" if a table held it) is no slip, and a word told of someone or
negated is left to the readings that read those.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

_LAST_WORD = re.compile(r"(?<![^\W_])([^\W\d_]{5,})\s+\Z")
# what may stand between the clause's opening and the word: a few words that lead an order
_OPENS = re.compile(r"(?:\A|[.!?;:,]\s*|\b(?:please|now|just|and|so|then|ok|okay)\s+)"
                    r"[\s\"'«»“”*-]*\Z")
_SHORTEST_VERB = 6
_WORD_REACH = 40
_OPENING_REACH = 24


def verbs_of(terms: Sequence[str]) -> tuple[str, ...]:
    """The single-word verbs of an ``ov`` slot that a slip is read against: letters only,
    six or more, a stem shorter than that with an "e" ("ignor*" → "ignore")."""
    verbs: list[str] = []
    for term in terms:
        word = term.rstrip("*")
        if " " in word or not word.isalpha():
            continue
        if term.endswith("*") and len(word) < _SHORTEST_VERB:
            word += "e"  # a stem cut short of its verb: "ignor*" is "ignore"
        if len(word) >= _SHORTEST_VERB:
            verbs.append(word)
    return tuple(dict.fromkeys(verbs))


def _edits(word: str, verb: str, most: int) -> int:
    """The optimal string alignment distance of ``word`` and ``verb`` (letters lost, added,
    changed, two neighbours swapped), or ``most`` + 1 once it exceeds ``most``."""
    if abs(len(word) - len(verb)) > most:
        return most + 1
    previous2: list[int] = []
    previous = list(range(len(verb) + 1))
    for i in range(1, len(word) + 1):
        current = [i] + [0] * len(verb)
        for j in range(1, len(verb) + 1):
            cost = word[i - 1] != verb[j - 1]
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and word[i - 1] == verb[j - 2] and word[i - 2] == verb[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > most:
            return most + 1
        previous2, previous = previous, current
    return previous[-1]


def slipped(word: str, verbs: Sequence[str]) -> str | None:
    """The verb ``word`` mistypes (see the module's docstring), else None."""
    for verb in verbs:
        if word == verb or word[0] != verb[0]:
            continue
        distance = _edits(word, verb, 2)
        if distance == 1 or (distance == 2 and len(word) < len(verb)):
            return verb
    return None


def slipped_before_told(s, verbs: Mapping[str, Sequence[str]]):
    """A hit ("ov", start, end, language) on a mistyped verb of setting aside that opens
    its clause right before what the reader was told; else None. ``verbs``: per language,
    :func:`verbs_of` its ``ov`` slot. The gate's ("all_prior",)."""
    text = s.text
    covered: bytearray | None = None
    for told in s.by_slot.get("all_prior", ()):
        found = _LAST_WORD.search(text, max(0, told[1] - _WORD_REACH), told[1])
        if found is None:
            continue
        start, end = found.span(1)
        if _OPENS.search(text, max(0, start - _OPENING_REACH), start) is None \
                or slipped(found.group(1), verbs.get(told[3], ())) is None:
            continue
        if covered is None:  # once a sentence, and only when a slip is found
            covered = bytearray(len(text))
            for hits in s.by_slot.values():
                for hit in hits:
                    covered[hit[1]:hit[2]] = b"\1" * (hit[2] - hit[1])
        if not any(covered[start:end]):  # a word some table reads is no slip
            return ("ov", start, end, told[3])
    return None
