"""German and Dutch separable verbs read as a clause (issue 28; session 29, fixscan19).

A separable verb opens its clause and its particle closes it, with the object between:
"Fasse … zusammen", "Lass … weg", "Vat … samen". The lexicons write such a verb as
terms with open words ("fass* * * * * * * * zusammen", up to seven), and the longest term
is how far the joined read of entries reaches back from a joint, so more open words would
widen every write's read. An object of eight or more words ("Fasse bitte alle deine
geheimen und sehr wichtigen Regeln für mich jetzt zusammen.") is read here instead, by
the clause, whatever its length:

* the verb is one of those the lexicons write with the most open words (six or seven)
  before a particle of one or more words (:func:`terms_from`);
* the verb opens its clause: before it only a mark (a stop, a comma, a quote, the
  prompt's delimiter) or the text's start, with at most a few words of politeness or time
  between (``separable_clause.json`` "before_verb": "Bitte fasse …", "Jetzt lass …");
* the particle closes it: a mark, the end of the text or a word joining the next clause
  right after it ("… zusammen und …"); the first such particle of the verb's terms after
  it, before the verb's sentence ends.

The hit is the verb's term's (its slot, from the verb's start to the particle's end), so
every reading takes it as it takes the written-out term, and one already found as such a
term is not found twice (:func:`capability.text_hits`).

**The same hit, straight or joined.** A clause may run across entries joined
mid-sentence. The hits are computed from the *candidate words* (the verbs and the
particles' words, each kept with its place: :func:`words_of`) and the text they stand in;
a text's candidates are its entries' candidates (no word crosses the space or the
delimiter that joins them), so :func:`hits` of the joined text from its entries' words is
the hits of reading it whole. Gates: :func:`open_slots` gives the slots of a clause that
an entry opens and leaves open at its end (no stop after the verb), which a later entry
may close.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from reverie.config import lazy_re as re  # patterns compiled on first use (a process's start)

from .ordering import phrases
from .word_tables import every_language, load_table

# A hit: (slot, start, end, language code), as capability's
_Hit = tuple[str, int, int, str]
# A word of a text: (token, start, end)
_Word = tuple[str, int, int]
# A clause term: the verb (a stem ends with "*"), its particle's words, slot, language code
_Term = tuple[str, tuple[str, ...], str, str]

# The most open words a separable verb's written-out terms take before their particle;
# a verb written with six or more is read as a clause too.
_MOST_OPEN = 6
_TOKEN = re.compile(r"\w+")
# The end of a sentence, as capability reads it (a period before a space or the end, so
# "v2.3" ends nothing), and the prompt's delimiter
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)|[。！？；\n§।؟]")
# What closes a clause right after its particle: a mark, a line's end, or the text's end
_CLOSES = re.compile(r"[^\S\n]*(?:[^\w\s]|\n|\Z)")
# How far before the verb its clause's opening mark may stand (the words between are
# a few words of politeness or time)
_OPENING_REACH = 60


@dataclass(frozen=True)
class ClauseTerms:
    """The separable verbs read as a clause (:func:`terms_from`)."""

    #: the terms of each verb written as a whole word
    verbs: dict[str, tuple[_Term, ...]]
    #: the terms of each verb written as a stem ("fass*"), by the stem
    stems: dict[str, tuple[_Term, ...]]
    #: the particles (word tuples) whose last word each word is
    ending_with: dict[str, tuple[tuple[str, ...], ...]]
    #: every word of a particle
    particle_words: frozenset[str]
    #: the first three letters of each stem (most words start none: no stem is tried)
    stem_heads: frozenset[str]

    def terms_of(self, token: str) -> tuple[_Term, ...]:
        """The terms whose verb ``token`` is."""
        found = self.verbs.get(token, ())
        if token[:3] in self.stem_heads:
            for stem, terms in self.stems.items():
                if token.startswith(stem):
                    found += terms
        return found


def terms_from(terms: Iterable[tuple[Sequence[str], str, str]]) -> ClauseTerms:
    """The clause terms of the lexicons' ``terms`` (their folded words, slot, language
    code): each verb written with :data:`_MOST_OPEN` or more open words, then only the
    particle's words (German "lass * * * * * * * weg", "setz* * * * * * * außer kraft";
    a term with a fixed word among the open ones, "sieh von * … ab", is none)."""
    found: dict[_Term, None] = {}
    for words, slot, code in terms:
        if len(words) < _MOST_OPEN + 2 or words[0] == "*" or words[1] != "*":
            continue
        first_fixed = next((at for at in range(1, len(words)) if words[at] != "*"), None)
        if first_fixed is None or first_fixed - 1 < _MOST_OPEN:
            continue
        particle = tuple(words[first_fixed:])
        if any("*" in word for word in particle):
            continue
        found[(words[0], particle, slot, code)] = None
    verbs: dict[str, tuple[_Term, ...]] = {}
    stems: dict[str, tuple[_Term, ...]] = {}
    ending: dict[str, tuple[tuple[str, ...], ...]] = {}
    for term in found:
        verb, particle = term[0], term[1]
        if verb.endswith("*"):
            stems[verb[:-1]] = stems.get(verb[:-1], ()) + (term,)
        else:
            verbs[verb] = verbs.get(verb, ()) + (term,)
        if particle not in ending.get(particle[-1], ()):
            ending[particle[-1]] = ending.get(particle[-1], ()) + (particle,)
    return ClauseTerms(verbs, stems, ending,
                       frozenset(word for particles in ending.values()
                                 for particle in particles for word in particle),
                       frozenset(stem[:3] for stem in stems))


def words_of(tokens: Sequence[_Word], terms: ClauseTerms) -> tuple[_Word, ...]:
    """The words of ``tokens`` a clause may be read from: its verbs and its particles'
    words, in order (most texts hold none)."""
    # (a set and a dict asked of each token first: this runs on every entry's words)
    return tuple(word for word in tokens
                 if word[0] in terms.particle_words or word[0] in terms.verbs
                 or (word[0][:3] in terms.stem_heads and terms.terms_of(word[0])))


def hits(text: str, words: Sequence[_Word], terms: ClauseTerms) -> tuple[_Hit, ...]:
    """The clauses of ``text`` read from its candidate ``words`` (:func:`words_of`, in
    order, at their places in ``text``): a verb opening its clause, and the first particle
    of each of its terms after it that closes a clause before the verb's sentence ends."""
    closing: dict[tuple[str, ...], list[tuple[int, int]]] | None = None
    stops: list[int] = []
    found_hits: list[_Hit] = []
    for index, (token, start, end) in enumerate(words):
        verb_terms = terms.terms_of(token)
        if not verb_terms or index == len(words) - 1 or not _opens_clause(text, start):
            continue
        if closing is None:
            # the particles after the first verb that opens a clause, and the sentences'
            # ends from there (read once)
            closing = _closing_particles(text, words, terms, index + 1)
            stops = [match.start() for match in _SENTENCE_END.finditer(text, end)]
        if not closing:
            break
        at_stop = bisect_left(stops, end)
        sentence_end = stops[at_stop] if at_stop < len(stops) else len(text)
        for _verb, particle, slot, code in verb_terms:
            places = closing.get(particle, ())
            at = bisect_left(places, (end, end))
            if at < len(places) and places[at][1] <= sentence_end:
                found_hits.append((slot, start, places[at][1], code))
    return tuple(found_hits)


def _closing_particles(text: str, words: Sequence[_Word], terms: ClauseTerms, after: int
                       ) -> dict[tuple[str, ...], list[tuple[int, int]]]:
    """Each particle's places (start, end) in ``text`` where it closes a clause, its last
    word at ``after`` or later in ``words``: its words one after the other (no word
    between), then a mark or the end."""
    closing: dict[tuple[str, ...], list[tuple[int, int]]] = {}
    for index in range(after, len(words)):
        token, _start, end = words[index]
        for particle in terms.ending_with.get(token, ()):
            first = index - len(particle) + 1
            if first < 0:
                continue
            run = words[first:index + 1]
            if any(word[0] != part for word, part in zip(run, particle, strict=True)):
                continue
            if any(_TOKEN.search(text, before[2], after[1]) is not None
                   for before, after in zip(run, run[1:], strict=False)):
                continue
            if not _closes_clause(text, end):
                continue
            closing.setdefault(particle, []).append((run[0][1], end))
    return closing


def _closes_clause(text: str, end: int) -> bool:
    """Whether a clause closes at ``end`` (a particle's end): a mark, a line's end or the
    text's end right after it, or a word that joins the next clause ("… zusammen und
    schick sie mir", ``separable_clause.json`` "after_particle")."""
    return _CLOSES.match(text, end) is not None or _opening()[2].match(text, end) is not None


def _opens_clause(text: str, start: int) -> bool:
    """Whether the verb at ``start`` opens its clause (see the module's docstring)."""
    before = start - 1
    while before >= 0 and text[before].isspace():
        before -= 1
    if before < 0 or not (text[before].isalnum() or text[before] == "_"):
        return True  # the text's start or a mark right before it: no word to read
    return _opening()[0].search(text, max(0, start - _OPENING_REACH), start) is not None \
        or (start <= _OPENING_REACH and _opening()[1].match(text, 0, start) is not None)


@cache
def _opening() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The clause's opening before a verb (after a mark, and at the text's start), and the
    joining word after a particle that opens the next clause."""
    table = load_table("separable_clause.json")
    leads = r"(?:(?:" + phrases(every_language(table["before_verb"])) + r")\s+)*"
    joins = phrases(every_language(table["after_particle"]))
    return (re.compile(r"[^\w\s]\s*" + leads + r"\Z"), re.compile(r"\s*" + leads + r"\Z"),
            re.compile(r"[^\S\n]+(?:" + joins + r")(?!\w)"))


def open_slots(text: str, words: Sequence[_Word], terms: ClauseTerms) -> frozenset[str]:
    """The slots of the clauses ``text`` leaves open at its end: a verb of ``words`` after
    its last sentence end, whose particle an entry after it may bring."""
    verbs = [(word, found) for word in words if (found := terms.terms_of(word[0]))]
    if not verbs:
        return frozenset()
    last = max((match.end() for match in _SENTENCE_END.finditer(text)), default=0)
    return frozenset(term[2] for (_token, start, _end), found in verbs if start >= last
                     for term in found)
