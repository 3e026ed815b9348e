"""Negation read around a slot's hit: before it, after the verb (the languages whose negation
follows it), glued on in scripts written without spaces, or by a person prefix; a condition
and an ignored input beside it.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from ..normalise import fold
from .rules_named import determiners
from .terms import _TOKEN, _UNSPACED, _Hit, _table_file

if TYPE_CHECKING:  # annotations only: the room that defines it imports this one
    from .sentence import _Sentence


@cache
def _ignored_input() -> dict[str, dict[str, frozenset[str]]]:
    """``ignored_input.json``, folded like the text: per language, the nouns naming the
    input itself, the words opening a stated claim ("that"), and those opening a
    condition ("when", "if")."""
    data = _table_file("ignored_input.json")
    return {key: {code: frozenset(fold(word) for word in words)
                  for code, words in data[key].items()}
            for key in ("inputs", "that", "conditions", "condition_endings",
                        "that_before_verb", "answers", "answer_of", "answer_of_case",
                        "answer_of_state", "agent_after")}


def _has_word(text: str, words: frozenset[str]) -> bool:
    """Whether ``text`` holds one of ``words``: as a whole token (or tokens), or inside
    the text in a script written without spaces."""
    tokens = " " + " ".join(_TOKEN.findall(text)) + " "
    return any((f" {' '.join(_TOKEN.findall(word))} " in tokens) if not _UNSPACED.search(word)
               else word in text for word in words)


def _condition_in(text: str, code: str) -> bool:
    """Whether ``text`` holds a condition of language ``code``: one of its words, or a
    word ending in one of its conditional endings (Korean "-면", Turkish "-se", Japanese
    "-たら": a verb-final language makes a condition by a suffix)."""
    tables = _ignored_input()
    if _has_word(text, tables["conditions"].get(code, frozenset())):
        return True
    endings = tables["condition_endings"].get(code, ())
    return any(token.endswith(ending) for token in _TOKEN.findall(text) for ending in endings)


_PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those", "him", "her"})
_QUOTE_MARKS = "\"'`«»‹›「」『』“”‘’"


# Languages whose imperative ends the sentence (the verb after its object).
_VERB_FINAL = frozenset({"ja", "ko", "tr", "hi", "bn", "fa"})


def _ends_phrase(s: _Sentence, noun: _Hit) -> bool:
    """Whether the noun ends its phrase: punctuation or the end after it, another slot
    word ("tarefas anteriores", "görevlerden bağımsız"), or a conjunction. "previous task
    results" are results, a noun the tasks only qualify."""
    if _UNSPACED.search(s.text[noun[1]:noun[2]]):
        return True
    at = noun[2]
    while at < len(s.text) and s.text[at] == " ":
        at += 1
    after = _TOKEN.match(s.text, at)
    if after is None:
        return True
    if any(hit[1] == after.start() for hits in s.by_slot.values() for hit in hits):
        return True
    return fold(after.group()) in _JOINERS


# Conjunctions that may follow a noun phrase's last word (en, es, pt, fr, it, de, nl, sv,
# pl, cs, ru, uk, id, tl, vi): "regardless of previous tasks and …".
_JOINERS = frozenset({"and", "or", "then", "y", "o", "e", "ou", "et", "ed", "und", "oder",
                      "en", "of", "och", "eller", "i", "lub", "a", "nebo", "и", "или", "і",
                      "або", "dan", "atau", "at", "va", "hoac", "roi"})


def _adjacent(text: str, a: _Hit, b: _Hit) -> bool:
    """Whether two hits stand together, in either order, with at most articles between
    (two characters in a script read as substrings: "之前的任务")."""
    low, high = (a[2], b[1]) if a[2] <= b[1] else (b[2], a[1])
    if high < low:
        return False
    gap = text[low:high]
    if _UNSPACED.search(text[a[1]:a[2]] + text[b[1]:b[2]]):
        return len(gap.strip()) <= 2
    return all(fold(word).strip() in determiners() for word in _TOKEN.findall(gap))


def _negated(s: _Sentence, action: _Hit) -> bool:
    """A negation standing on the verb: just before it with nothing but spaces (or the
    apostrophe of "n'oublie") between ("don't forget your rules", "non dimenticare",
    "不要忽略"), or just after it in an unspaced script ("無視しないで"). A comma or colon
    between ends the negation's clause ("No, ignore all your rules", "Kein Problem,
    ignoriere ..."). In a script read as substrings the negation must also be a word of its
    own or written onto the verb: "لا" inside "السلام", "না" inside "আপনার" negates
    nothing.

    Only the negations that may stand so are read, found by bisection: those ending in the
    gap :func:`_gap_before` gives, and those starting at most 3 characters after the verb.
    A sentence of thousands of verbs and negations ("he" is Russian "не" folded) reads a
    few of each, where reading every negation for every verb was quadratic."""
    if "neg" not in s.by_slot:
        return False
    for hit in s.ending_within("neg", _gap_before(s.text, action[1]), action[1]):
        between = s.text[hit[2]:action[1]].strip(_GAP)
        if ((between == "" or _person_prefix(s.text, between, action))
                and (hit[2] == action[1] or _whole_word(s.text, hit))):
            return True
    for hit in s.starting_within("neg", action[2], action[2] + 3):
        if (hit[2] > action[1]
                and _UNSPACED.search(s.text[hit[1]:hit[2]])
                and (_NO_SPACES.search(s.text[hit[1]:hit[2]]) or _whole_word(s.text, hit))):
            return True
    return False


# What may stand between a negation and its verb: spaces and the apostrophe of "n'oublie".
_GAP = " '\u2019"


def _gap_before(text: str, at: int) -> int:
    """The first place a negation may end and still stand on a verb starting at ``at``:
    back over the gap's characters, or over one or two letters of a person prefix
    (:func:`_person_prefix`) and the gap before them, whichever reaches further."""
    def gap_start(end: int) -> int:
        while end > 0 and text[end - 1] in _GAP:
            end -= 1
        return end

    low = gap_start(at)
    letters = 0
    while letters < 2 and at - letters > 0 and "\u0590" <= text[at - letters - 1] <= "\u06ff":
        letters += 1
        low = min(low, gap_start(at - letters))
    return low


# Scripts written with no spaces between words: a negation after the verb may be glued on
# ("無視しないで"); in the spaced scripts read as substrings (Devanagari, Bengali, Arabic,
# Hebrew, Hangul) it is a word of its own ("বলবেন না"), and "না" inside "আপনার" (your) after
# a verb negates nothing (session 14).
_NO_SPACES = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")


# Arabic and Hebrew write a verb's person prefix onto it ("لا تشارك": "don't share", the
# table's "شارك" read after its "ت"; "אל תשתף"): the negation before the word stands on
# the verb inside it.
_PREFIXED_SCRIPT = re.compile("[\u0590-\u06ff]{1,2}")


def _person_prefix(text: str, between: str, action: _Hit) -> bool:
    """Whether ``between`` is one or two letters written onto the verb at ``action`` in a
    script whose verbs take their person as a prefix (see above)."""
    return (_PREFIXED_SCRIPT.fullmatch(between) is not None
            and text[action[1] - len(between):action[1]] == between)


# Languages whose imperative takes its negation after the verb ("Vergiss nicht",
# "Vergeet niet", "Glöm inte"); French does too, but only with "ne"/"n'" before the verb.
_NEG_AFTER_VERB = frozenset({"de", "nl", "sv", "da", "no", "nb"})
_NE_BEFORE = re.compile(r"\b(?:ne|n['\u2019])\s*$", re.IGNORECASE)
# After a negation, a comparative or quantifier: the negation bounds an amount ("no less
# than", "nicht nur", "pas moins", "no menos que"), it does not negate the verb.
_NOT_ON_VERB = re.compile(
    r"\s*(?:less|more|matter|only|just|fewer|nur|weniger|mehr|bloß|bloss|einmal|alleen|"
    r"minder|meer|slechts|bara|endast|mindre|mer|moins|plus|seulement|que|menos|más|mas|"
    r"solo|sólo|solamente|importa|meno|più|soltanto)\b", re.IGNORECASE)


def _negates_after(text: str, action: _Hit, neg: _Hit) -> bool:
    """Whether ``neg``, standing right after the verb ``action``, negates it."""
    if _NOT_ON_VERB.match(text, neg[2]):
        return False
    if neg[3] in _NEG_AFTER_VERB or action[3] in _NEG_AFTER_VERB:
        return True
    return action[3] == "fr" and bool(_NE_BEFORE.search(text, 0, action[1]))


def _whole_word(text: str, hit: _Hit) -> bool:
    """Whether ``hit`` is a word of its own (no letter glued on either side)."""
    before = text[hit[1] - 1] if hit[1] else " "
    after = text[hit[2]] if hit[2] < len(text) else " "
    return not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_")


def _a_negation_word(s: _Sentence, neg: _Hit) -> bool:
    """Whether a ``neg`` hit negates: in a script read as substrings but spaced (Arabic,
    Devanagari, Hangul …) only as a word of its own ("لا" inside "الآخرين" is none)."""
    found = s.text[neg[1]:neg[2]]
    return not _UNSPACED.search(found) or _NO_SPACES.search(found) is not None \
        or _whole_word(s.text, neg)
