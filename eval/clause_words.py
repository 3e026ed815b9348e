"""The Synthetic-Persona-Chat matcher's words, read clause by clause (eval/spc.py, review27 R8).

A bag of content words (``chat_play.content_words``) cannot tell "User likes cats." from
"User does not like cats.", nor "User is a nurse." from "User's sister is a nurse.". So a
text (a persona sentence, a statement of a turn, a kept entry: all three are read alike) is
cut into clauses, and each clause's words carry two marks:

- **Whose.** A clause whose subject is one of the speaker's people ("my sister …", "User's
  father …", "… a brother who …", "… a daughter named …") says its words of that person:
  each is written ``<person>/<word>`` ("sister/nurse"). The subject's own words stay plain,
  so "User has a sister who is a nurse." still holds "I have a sister." and no longer holds
  "I am a nurse."; "User and their wife run a bakery." opens with the user: plain; an
  apposition after a person is theirs ("User's sister, a nurse, …"), and an infinitive after
  the speaker as object is the speaker's again ("… taught me to sail"); "I'm a
  widowed mother who …" is the speaker. A clause opening with "he", "she", "his" or "her" is
  about one of the speaker's people, not known which: ``?/<word>``, which meets any
  person's word (:func:`shared`), so "She's a nurse." holds "My sister is a nurse." and not
  "I am a nurse.". One opening with "you" / "your" is the listener's: ``you/<word>``.
  Pets stay the speaker's ("I have a parrot called Kiwi" and "My parrot is called Kiwi" say
  one fact, and a pet's doings are mostly the household's).
- **Negated.** A clause with a negation ("not", "n't", "never", "no", "zero", "nothing",
  "nobody", "none", "neither", "nor", or a verb of aversion: "hate", "dislike", "despise" …)
  writes each of its words ``~<word>``, so "User does not like cats." holds no "I like cats." and "I do not like cats." holds no "User likes
  cats.", while "I love baking, but I can't eat sugar" keeps "baking" plain. The negation
  words are marks, not words. An allergy or a fear ("allergic", "afraid", "scared",
  "terrified") denies a taste too, up to the next "and" / "or", and stays a word ("allergic
  to cats" holds no "I like cats", nor "afraid of cats"). Phrases where the negation affirms are not negations: "can't
  wait", "can't live without" (read as "love"), "not only", "not just", "don't mind", "never miss", "nothing
  more / better than", "no doubt", "no matter", "no problem", "no wonder", "never mind".
- **Time.** A clause with "used to" before a verb, or "retired" / "former" ("I used to be a
  teacher", "I'm a retired nurse"), tells a state or habit of the past: each word is written
  ``^<word>``. A clause of the speaker's "I am" / "User is" is the present: ``=<word>``. The
  two do not meet ("User used to be a teacher." holds no "I am a teacher."); a word of no
  known time meets either ("My father drove a truck." is held by "User's father used to drive
  a truck."). "used to" before a noun phrase or a doing ("used to the cold") is "accustomed
  to": no mark.

Clauses end at punctuation, at a subordinating word (but, because, though, although,
whereas, while, unless, until, when, whenever, wherever, if, since, then), at "and" / "or" /
"so" before a new subject (I, my, we, he, she, they, you, User …), at a relative word (who,
who's, which, whose; and "that", "named", "called" right after a person), and before the
infinitive after the speaker as object ("me to", "them to").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from chat_play import content_words

#: The speaker's people, as content words (after ``chat_play``'s stem and its one spelling
#: for each thing): a clause whose subject is one of them is about them.
PEOPLE = content_words("""
mother father parents sister brother siblings son daughter child baby wife wives husband
spouse partner boyfriend girlfriend fiance fiancee grandmother grandfather grandparents
grandchild grandson granddaughter aunt uncle cousin niece nephew friend bestie roommate
neighbor boss coworker colleague""")
#: A clause opening with these is about someone of the speaker's ("?") or the listener.
_SOMEONE = {"he": "?", "she": "?", "his": "?", "her": "?", "he's": "?", "she's": "?",
            "you": "you", "your": "you", "you're": "you", "you've": "you"}
_POSSESSIVE = frozenset({"my", "our", "user's", "users'", "their"})
_SUBJECTS = frozenset({"i", "i'm", "i've", "i'd", "i'll", "my", "we", "we're", "our", "he",
                       "she", "they", "they're", "you", "you're", "your", "user", "user's", "it"})
_SPEAKER_OBJECT = frozenset({"me", "them", "user"})
_SPEAKER_IS = (("i'm",), ("i", "am"), ("user", "is"), ("i", "was"), ("user", "was"))
_CUT = frozenset({"but", "because", "though", "although", "whereas", "while", "unless", "until",
                  "when", "whenever", "wherever", "if", "since", "then"})
_JOIN = frozenset({"and", "or", "so"})
_RELATIVE = frozenset({"who", "who's", "which", "whose", "whom"})
_NAMING = frozenset({"that", "named", "called"})
_FILLER = frozenset({"yeah", "yes", "well", "oh", "also", "and", "so", "actually", "really"})
_NEGATION = frozenset({"not", "never", "no", "zero", "nothing", "nobody", "none", "neither", "nor",
                       # review28 R4: an aversion denies the taste ("User hates cats." holds no
                       # "I like cats.", whose one word is "cats")
                       "hate", "hates", "hated", "dislike", "dislikes", "disliked", "despise",
                       "despises", "detest", "detests", "loathe", "loathes"})
#: fixlearn13 (review28 R4's residue): an allergy or a fear denies a taste as an aversion
#: does ("User is allergic to cats." held "I like cats.", whose one word is "cats"), but is a
#: word too: "allergic to cats" meets "allergic to cats", not "afraid of cats"
_AVERSE_STATE = frozenset({"allergic", "allergy", "allergies", "afraid", "scared", "terrified",
                           "phobic"})
#: fixlearn13: "can't live without X" says a love of X ("I love coffee.")
_A_LOVE = re.compile(r"\bcan not live without\b")
#: fixlearn13: "retired" / "former" say a past line of work as "used to" does
_FORMER = frozenset({"retired", "former", "formerly"})
#: fixlearn13: the speaker's own present state: "I am a teacher"
_NOW_IS = (("i'm",), ("i", "am"), ("user", "is"), ("we", "are"), ("we're",))
#: fixlearn13: "used to" before a verb says a state or habit of the past ("User used to be a
#: teacher." held "I am a teacher."): its clause's words are marked ``^``; before a noun
#: phrase or a doing it is "accustomed to" ("used to the cold"), no past
_NOT_A_VERB_AFTER = frozenset({"the", "a", "an", "my", "it", "this", "that", "his", "her",
                               "their", "our", "your", "them", "him", "me", "being", "having"})
#: Where a negation word affirms, by the word after it; "no longer" is one negation.
_AFFIRMING = {"not": ("only", "just", "mind"), "no": ("doubt", "matter", "problem", "wonder"),
              "never": ("mind", "miss", "misses", "missed"), "nothing": ("more", "better")}
_CONTRACTED = re.compile(r"\b(?:(can)'t|(can)not|(wo)n't)\b|n't\b")
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|[.,;:!?()\"\u2014\u2013]|(?<=\s)-(?=\s)")


def _person(token: str) -> str | None:
    words = content_words(token.removesuffix("'s"))
    word = next(iter(words)) if len(words) == 1 else None
    return word if word in PEOPLE else None


def _negated(tokens: Sequence[str]) -> bool:
    for i, token in enumerate(tokens):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        can_not = token == "not" and i and tokens[i - 1] == "can"
        if token in _NEGATION and after not in _AFFIRMING.get(token, ()) and not (
                can_not and after == "wait"):
            return True
    return False


def _used_to(tokens: Sequence[str]) -> int | None:
    """Where a past's "used to" before a verb stands in ``tokens`` (above), or None."""
    for i in range(len(tokens) - 2):
        if tokens[i] == "used" and tokens[i + 1] == "to" and tokens[i + 2] not in _NOT_A_VERB_AFTER \
                and not tokens[i + 2].endswith("ing"):
            return i
    return None


def _opened(tokens: Sequence[str]) -> int:
    """How many filler words ("yeah", "and", "also" …) open the clause."""
    start = 0
    while start < len(tokens) - 1 and tokens[start] in _FILLER:
        start += 1
    return start


def clauses(text: str) -> list[tuple[str | None, list[str]]]:
    """``text`` cut into clauses (module docstring): (the person a relative word gives the
    clause, or None; its tokens)."""
    norm = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'")
    norm = _CONTRACTED.sub(lambda m: "will not" if m[3] else "can not" if m[1] or m[2] else " not",
                           norm)
    norm = _A_LOVE.sub("love", norm)
    tokens = _TOKEN.findall(norm)
    out: list[tuple[str | None, list[str]]] = []
    owner: str | None = None
    current: list[str] = []

    def close(next_owner: str | None) -> None:
        nonlocal owner, current
        if current:
            out.append((owner, current))
        owner, current = next_owner, []

    for i, token in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        person = _person(current[-1]) if current else None
        if person and owner is None:              # "I'm a widowed mother who …" is the speaker
            start = _opened(current)
            if any(tuple(current[start:start + len(s)]) == s for s in _SPEAKER_IS):
                person = None
        if token == "," and person and following in ("a", "an"):
            close(person)   # review28 R4: "my sister, a nurse, …": the apposition is hers
        elif not token[0].isalnum() or token in _CUT or (token in _JOIN and following in _SUBJECTS):
            close(None)
        elif token == "to" and current and current[-1] in _SPEAKER_OBJECT:
            close(None)     # review28 R4: "User's brother taught them to play guitar": the user's
        elif token in _RELATIVE:
            close(person)
        elif token in _NAMING and person:
            close(person)
            if token != "that":
                current.append(token)
        else:
            current.append(token)
    close(None)
    return out


def _subject(tokens: Sequence[str]) -> tuple[str | None, int]:
    """Whose a clause is by its opening words, and how many of its tokens name them ("my
    wife and kids" is the wife's: the first person named)."""
    start = _opened(tokens)
    if start < len(tokens) and tokens[start] in _SOMEONE:
        return _SOMEONE[tokens[start]], start + 1
    if start >= len(tokens) or tokens[start] not in _POSSESSIVE:
        return None, 0
    for at in range(start + 1, min(start + 4, len(tokens))):
        if person := _person(tokens[at]):
            end = at + 1
            while end + 1 < len(tokens) and tokens[end] == "and" and (
                    _person(tokens[end + 1]) or (tokens[end + 1] in _POSSESSIVE and end + 2 < len(tokens)
                                                 and _person(tokens[end + 2]))):
                end += 2 if _person(tokens[end + 1]) else 3
            return person, end
    return None, 0


def _words(tokens: Sequence[str], drop: Sequence[str]) -> frozenset[str]:
    """Content words of ``tokens``, the negation words left out (marks, not words; "no
    longer" with them), a final "e" off a word of four letters or more ("bake" / "baking" /
    "baked" meet)."""
    plain = [t for i, t in enumerate(tokens) if t not in _NEGATION
             and not (t == "longer" and i and tokens[i - 1] == "no")]
    return frozenset(w[:-1] if len(w) >= 4 and w.endswith("e") else w
                     for w in content_words(" ".join(plain), drop))


def _tense(owner: str | None, tokens: Sequence[str]) -> str:
    """The clause's time mark (module docstring): ``^`` the past's "used to" or "retired",
    ``=`` the speaker's present "I am" / "User is", else none."""
    if _used_to(tokens) is not None or _FORMER & set(tokens):
        return "^"
    start = _opened(tokens)
    if owner is None and any(tuple(tokens[start:start + len(s)]) == s for s in _NOW_IS):
        return "="
    return ""


def _averse_scope(tokens: Sequence[str]) -> tuple[int, int] | None:
    """Where an allergy's or a fear's words stand (from the word to the next "and" / "or"),
    or None."""
    at = next((i for i, t in enumerate(tokens) if t in _AVERSE_STATE), None)
    if at is None:
        return None
    end = next((j for j in range(at + 1, len(tokens)) if tokens[j] in ("and", "or")), len(tokens))
    return at, end


def clause_words(text: str, drop: Sequence[str] = ()) -> frozenset[str]:
    """``text``'s content words, each marked with whose it is, whether it is negated and its
    time (module docstring)."""
    words: set[str] = set()
    for given, tokens in clauses(text):
        owner, named = (given, 0) if given else _subject(tokens)
        tense = _tense(owner, tokens)
        if owner not in _SOMEONE.values():       # "my sister" stays plain; "she" is no word
            words |= _words(tokens[:named], drop)
        scope = _averse_scope(tokens) if not _negated(tokens) else None
        spans = [(tokens[named:], "~" if _negated(tokens) else "")] if scope is None else [
            (tokens[named:scope[0]], ""), (tokens[scope[0]:scope[1]], "~"), (tokens[scope[1]:], "")]
        for span, mark in spans:
            words |= {f"{mark}{owner}/{tense}{w}" if owner else mark + tense + w
                      for w in _words(span, drop)}
    return frozenset(words)


def _parts(word: str) -> tuple[str, str, str, str]:
    """(the negation mark, whose, the time mark, the word) of a marked word: "~sister/^nurs"
    -> ("~", "sister", "^", "nurs")."""
    mark, rest = ("~", word[1:]) if word.startswith("~") else ("", word)
    owner, _, bare = rest.rpartition("/")
    tense, bare = (bare[0], bare[1:]) if bare[:1] in ("^", "=") else ("", bare)
    return mark, owner, tense, bare


#: which times of an entry's word hold a fact's word of each time: the past and the
#: speaker's present do not meet; a word of no known time meets either
_MEETS = {"": ("", "=", "^"), "=": ("", "="), "^": ("", "^")}


def shared(fact: frozenset[str], words: frozenset[str]) -> int:
    """How many of ``fact``'s words ``words`` hold; a word of one of the speaker's people
    not known which (``?/word``) holds the same word of any of them; a past's word holds no
    present one ("User used to be a teacher." no "I am a teacher.")."""
    unknown = {(m, t, b) for m, o, t, b in map(_parts, words) if o == "?"}

    def held(word: str) -> bool:
        mark, owner, tense, bare = _parts(word)
        for time in _MEETS[tense]:
            if f"{mark}{owner}/{time}{bare}" in words if owner else f"{mark}{time}{bare}" in words:
                return True
            if owner not in ("", "?", "you") and (mark, time, bare) in unknown:
                return True
        return False

    return sum(1 for w in fact if held(w))
