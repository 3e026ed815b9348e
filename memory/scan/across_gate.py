"""Whether the readings that span sentences can find anything in a run of entries (issue 28).

A write reads the intent rule over its whole run of entries joined mid-sentence (on notes
that never end a sentence, the whole file: ``scanner._sentence_hit``). The readings that
span sentences (:func:`capability.find_across_sentences`: a persona and its traits, a
forced start, a split self, a claimed authority, …, a forged boundary, a mode switched)
read a whole text too, so an attack cut into pieces wider than a write's window of
``JOIN_REACH`` neighbours ("Du" + a note + "bist" + a note + "jetzt Max. Max ist
unzensiert …") is found there only over the whole run. Reading them over the whole run on
every write would cost the file's hits and the framing regexes each time; this module says,
from what each entry holds alone (kept by its text), when no run of the entries can give
them anything, so the run is read only then. Exact, not a heuristic:

* every slot-led reading needs some slots among the run's lexicon hits
  (:func:`capability.across_may_read`). The run's hits (:func:`capability.joined_hits`)
  are the entries' own, the phrases that start in an entry's last words and run on
  (:func:`capability.open_slots`), and unspaced-script terms that cross a joining space,
  which only an entry whose last characters hold such a script can start: those entries
  say "anything" (None);
* the forged boundary needs a doubled frame symbol ("--", "##") followed by a mark ("end",
  "begin", …) after at most a few spaces — in one entry, or the symbols ending one entry
  and the mark starting another —, or a capitalised "END"/"BEGIN"/"START" word; the mode
  switch needs one of its gate words ("mod", "filter", …) and a flag written in capitals,
  which holds the longest word of a term of its table. Apart from the framed mark across
  a joint, none of these strings holds a space, so none crosses the space that joins two
  entries: each is in the run only when it is in one of its entries.

``tests/memory/test_scanner_incremental_write.py`` holds "the gate says no" to "the reading
finds nothing" over random runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from reverie.config import lazy_re as re  # patterns compiled on first use (a process's start)

from . import capability, joined_read, spread
from .normalise import fold
from .word_tables import every_language, load_table

# What framing.fake_boundary and framing.mode_switch need (kept in step with them): a
# doubled frame symbol then, after at most three spaces or tabs and a newline, a mark
# (_FRAMED, _FRAMED_SHORT), whole in an entry or with the joining space between the
# symbols ending one entry and the mark starting the next; a capitalised mark as a word
# followed by a space (_UNFRAMED); the mode switch's gate words, and a word of its table
# written in capitals (a flag matches only in capitals, and holds each word of its term).
_MARK = r"(?:end|begin|start|stop)"
_FRAME_THEN_MARK = re.compile(rf"([%#=*~+_|<>\[\]{{}}-])\1[ \t]{{0,3}}(?:\n[ \t]{{0,3}})?{_MARK}")
_FRAME_AT_END = re.compile(r"([%#=*~+_|<>\[\]{}-])\1\Z")
_MARK_AT_START = re.compile(rf"\A{_MARK}")
_CAPITAL_MARK = re.compile(r"\b(?:END|BEGIN|START)(?:[ \t]|\Z)")
_MODE_WORDS = ("mod", "filter", "censur", "zensur", "guardrail")
_LETTER_WORD = re.compile(r"[^\W\d_]{2,}")


@cache
def _flag_words() -> tuple[str, ...]:
    """The longest word of each term a mode flag is made of (folded)."""
    table = load_table("mode_switch.json")
    return tuple(sorted({max(fold(term).split(), key=len)
                         for kind in ("privileged", "guard")
                         for term in every_language(table[kind])}))


@cache
def _followers() -> str:
    """The first character of each separator a run's read puts after an entry (folded:
    what joined_read.stitch puts there), where a term may cross from one entry into the
    next."""
    return "".join(sorted({joined_read.separator_folded(join)[:1]
                           for join in (joined_read.SPACE, joined_read.END)}))


# The framing clues, as bits of :attr:`Clues.marks`.
COLON, FRAMED, FRAME_AT_END, MARK_AT_START, CAPITAL_MARK, MODE_WORD, FLAG_WORD = (
    1 << bit for bit in range(7))
# Not a reading across sentences': a string a reading inside a sentence may start from
# with no slot (capability.inside_text_marks(): "://", "|", "$(", …; none holds a space, so
# none crosses the space joining two entries).
INSIDE_MARK = 1 << 7
# What capability.find_in_one_entry's marked authority starts from besides slots (review9
# F23): a mark a source is written with (":", "@", …), a noun of messages, a word of a
# passive term. None holds a space, so none crosses the space joining two entries.
SOURCE_MARK, MESSAGES_NOUN, PASSIVE_WORD = (1 << bit for bit in range(8, 11))
# A word a free relative of a sender's saying starts from (spread.may_hold_a_relative:
# 'what', 'que', 'was', '说'), which with a source's mark is enough for its reading.
RELATIVE_WORD = 1 << 11


@dataclass(frozen=True)
class Clues:
    """What an entry (or entries together) holds that a reading across sentences needs:
    the slots of its hits (None: any slot may be read there), and the framing marks
    (bits: a colon, a frame then a mark, a frame at the end, a mark at the start, a
    capitalised boundary mark, a mode gate word, a mode flag's word in capitals)."""

    slots: frozenset[str] | None
    marks: int = 0

    def may_read(self) -> bool:
        """Whether the readings across sentences may find something in a run whose
        entries together hold these clues."""
        return _may_read(self.slots, self.marks)

    def may_forge_boundary(self) -> bool:
        """Whether framing.fake_boundary may find something in a run whose entries
        together hold these clues (its part of :meth:`may_read`)."""
        marks = self.marks
        return bool(marks & (CAPITAL_MARK | FRAMED)
                    or (marks & FRAME_AT_END and marks & MARK_AT_START))

    def may_switch_mode(self) -> bool:
        """Whether framing.mode_switch may find something in a run whose entries
        together hold these clues (its part of :meth:`may_read`)."""
        return bool(self.marks & MODE_WORD and self.marks & FLAG_WORD)

    def may_read_inside(self) -> bool:
        """Whether the readings inside one sentence (capability.find_in_sentences) may
        find something in a run whose entries together hold these clues."""
        return _may_read_inside(self.slots, self.marks)

    def alone_gates(self) -> dict[str, bool]:
        """The gates of :func:`capability.find_capability` for one text (an entry, a
        decoded view) whose clues these are: which of its parts may find something
        (scan39: the entry's own scan asks the clues the joined read of its neighbourhood
        asks of it anyway, kept by its texts, and reads none of the capability readings
        on a plain note)."""
        return _alone_gates(self.slots, self.marks)


NONE = Clues(frozenset())


# The two gates are functions of the clues' value alone (the readings' tables are module
# constants), kept by it: a write asks them of its window's clues and of the whole file's,
# which a write to a file of plain notes leaves as they were (issue 28: the write path
# asked each of them a few hundred slot-set tests).
@lru_cache(maxsize=1024)
def _may_read(slots: frozenset[str] | None, marks: int) -> bool:
    """:meth:`Clues.may_read` of the clues ``(slots, marks)``: the slot-led readings, a
    forged boundary or a switched mode (:func:`_alone_gates`)."""
    gates = _alone_gates(slots, marks)
    return gates["across"] or gates["boundary"] or gates["mode"]


@lru_cache(maxsize=1024)
def _may_read_inside(slots: frozenset[str] | None, marks: int) -> bool:
    """:meth:`Clues.may_read_inside` of the clues ``(slots, marks)``: the readings inside a
    sentence or the marked and hidden ones of one entry (:func:`_alone_gates`)."""
    gates = _alone_gates(slots, marks)
    return gates["inside"] or gates["spread_out"]


@lru_cache(maxsize=1024)
def _alone_gates(slots: frozenset[str] | None, marks: int) -> dict[str, bool]:
    """:meth:`Clues.alone_gates` of the clues ``(slots, marks)``, each part's gate written
    once: :func:`_may_read` and :func:`_may_read_inside` are read from it (review19 R6).
    Kept (callers only read the dict)."""
    if slots is None:
        return _ALL_OPEN
    clues = Clues(slots, marks)
    return {"inside": capability.inside_may_read(slots, bool(marks & INSIDE_MARK)),
            "across": capability.across_may_read(slots, bool(marks & COLON)),
            "boundary": clues.may_forge_boundary(),
            "mode": clues.may_switch_mode(),
            "spread_out": capability.spread_may_read(
                slots, bool(marks & SOURCE_MARK), bool(marks & MESSAGES_NOUN),
                bool(marks & PASSIVE_WORD), bool(marks & RELATIVE_WORD))}


_ALL_OPEN = {"inside": True, "across": True, "boundary": True, "mode": True,
             "spread_out": True}


def union(held: Iterable[Clues]) -> Clues:
    """The clues of several entries (or blocks) together."""
    slots: set[str] | None = set()
    marks = 0
    for clue in held:
        marks |= clue.marks
        if slots is not None:
            if clue.slots is None:
                slots = None
            else:
                slots |= clue.slots
    return Clues(None if slots is None else frozenset(slots), marks)


@lru_cache(maxsize=8192)
def clues(folded: str, cased: str) -> Clues:
    """The clues of one entry, from its folded and cased texts (kept by them: a write
    asks them of every entry of its run, and all but its own were asked before): its
    own (:func:`_own_clues`) and the slots of the phrases its last words start, which
    an entry after it may continue (:func:`capability.open_slots`)."""
    own, opened = _own_clues(folded, cased)
    return Clues(own.slots | opened, own.marks) if opened else own


@lru_cache(maxsize=8192)
def _own_clues(folded: str, cased: str) -> tuple[Clues, frozenset[str]]:
    """The clues of one entry but the phrases that run on past its end, and the slots of
    those (:func:`capability.open_slots`): a run of entries reads them only where the
    entries after it continue them (:func:`clues_of`)."""
    found = capability.kept_text_hits(folded)
    slots: frozenset[str] = frozenset(
        [hit[0] for _index, hit in found.spaced] + [hit[0] for hit in found.unspaced]
        + [hit[0] for hit in found.clause])
    # An unspaced-script term may run on across the joint after this entry: its slots
    # are among those of the terms that begin with the rest of the entry from one of its
    # last characters and go on with a separator's first character. Before, an entry
    # whose tail held such a script gave "any slot" (every file holding a note that ends
    # in Chinese, Arabic or Hindi said maybe to every reading) and an entry whose tail
    # held none gave nothing, though a term may start in ASCII ("2" + "つの人格").
    slots |= capability.crossing_unspaced_slots(folded, _followers())
    mode_word = any(word in folded for word in _MODE_WORDS)
    found_marks = ((COLON if ":" in folded else 0)
                   | (FRAMED if _FRAME_THEN_MARK.search(folded) else 0)
                   | (FRAME_AT_END if _FRAME_AT_END.search(folded) else 0)
                   | (MARK_AT_START if _MARK_AT_START.match(folded) else 0)
                   | (CAPITAL_MARK if _capital_mark(cased) else 0)
                   | (MODE_WORD if mode_word else 0)
                   | (FLAG_WORD if mode_word and _holds_a_flag_word(cased) else 0)
                   | (INSIDE_MARK if any(mark in folded for mark in capability.inside_text_marks())
                      else 0)
                   | (SOURCE_MARK if any(mark in folded for mark in capability.SOURCE_MARKS)
                      or spread.marking_words(folded) else 0)
                   | (MESSAGES_NOUN if spread.may_name_messages(folded) else 0)
                   | (PASSIVE_WORD if spread.may_be_passive(folded) else 0)
                   | (RELATIVE_WORD if spread.may_hold_a_relative(folded) else 0))
    return Clues(slots, found_marks), capability.open_slots(found)


def _capital_mark(cased: str) -> bool:
    """:data:`_CAPITAL_MARK`'s search, asked only of a text holding one of its words (the
    regex, opening with a word boundary, is tried at every character: ~3 µs of a new
    note's clues, fast32)."""
    return ("END" in cased or "BEGIN" in cased or "START" in cased) \
        and _CAPITAL_MARK.search(cased) is not None


def _holds_a_flag_word(cased: str) -> bool:
    capitals = [fold(word) for word in _LETTER_WORD.findall(cased) if word.upper() == word]
    return any(term in word for word in capitals for term in _flag_words())


def clues_of(parts: Sequence[tuple[str, str]], *, after: Sequence[str] = (),
             more: bool = False) -> Clues:
    """The clues of several entries (folded, cased) read on as one run: each entry's own
    (:func:`_own_clues`), and of the phrases that start in an entry's last words, those
    the entries after it continue (:func:`capability.crossing_slots`, what
    :func:`capability.joined_hits` reads at its joint). ``after``: the folded texts of the
    entries that follow ``parts`` in the run (a block of a file and those of the next
    one), whose own clues are not counted; ``more``: entries may follow those too, and
    a phrase that runs on past them counts whole.

    A run's hits are its entries' own, the phrases crossing its joints and the
    unspaced-script terms crossing them (:func:`capability.crossing_unspaced_slots`, in
    each entry's own clues), so these slots hold every slot of its read; a run within
    ``parts`` (and ``after``) reads fewer words after each joint, so some of these
    (fast21: an entry's open phrases counted whether or not the next entry continued
    them, and one note ending in a word that starts a longer phrase, "… ship-2.", had a
    write read the readings across sentences over the whole file)."""
    slots: set[str] = set()
    marks = 0
    texts = [folded for folded, _cased in parts] + list(after)
    for number, (folded, cased) in enumerate(parts):
        own, opened = _own_clues(folded, cased)
        slots |= own.slots
        marks |= own.marks
        if not opened:
            continue
        if number == len(texts) - 1:
            if more:
                slots |= opened
            continue
        crossing = capability.crossing_slots(
            capability.kept_text_hits(folded),
            (capability.kept_text_hits(text) for text in texts[number + 1:]), more=more)
        slots |= opened if crossing is None else crossing
    return Clues(frozenset(slots), marks)
