"""What a process keeps between writes gives the answer it saves (issue 28: the write path).

A write's joined check asks the scanner's kept answers: the verdicts by text
(``scanner.VERDICTS``), the entries' views, and the bounded ``functools`` caches of the scan
modules (an excerpt's literal mask, a block of entries' clues, the across gate's answer for
a set of clues, ...). Each is keyed by everything its answer depends on, so a write in a
process that has made many others gets the verdict, pattern, message and members that a
process holding nothing would. The lists are random: notes with and without a final stop,
more of them than a write's window, with a known attack cut at words among them (the
strategy of ``test_scanner_incremental_write``), written one piece at a time.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import (
    across_gate,
    capability,
    decode,
    framing,
    intent,
    joined_read,
    normalise,
    prefilter,
    reach,
    scanner,
    secret_context,
    spread,
    table_search,
)
from tests.memory.test_scanner_incremental_write import entry_lists

_MODULES = (scanner, across_gate, capability, decode, framing, intent, joined_read, normalise,
            prefilter, reach, secret_context, spread, table_search)


def _kept_answers() -> list:
    """Every bounded cache of the scan modules: answers kept by their input. (Unbounded
    ones hold the tables a process builds once, which a write never changes.)"""
    found = []
    for module in _MODULES:
        for value in vars(module).values():
            info = getattr(value, "cache_info", None)
            if callable(info) and info().maxsize is not None:
                found.append(value)
    return found


def _forget() -> None:
    """A process that has scanned nothing yet, but for its tables."""
    scanner.VERDICTS.clear()
    scanner._ENTRY_VIEWS.clear()
    for cached in _kept_answers():
        cached.cache_clear()


def _verdict(entries: list[str], focus: int | None):
    found = scanner.find_joined_threats(entries, focus=None if focus is None else {focus})
    return [(one.threat.pattern_id, one.threat.message, one.members) for one in found]


def test_the_kept_answers_are_found() -> None:
    # the test below clears them: it must find the ones a write asks
    kept = _kept_answers()
    for name in ("_may_read", "_may_read_inside", "clues"):
        assert getattr(across_gate, name) in kept
    assert joined_read._excerpt_masks in kept


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(entry_lists())
def test_a_write_gets_the_verdict_of_a_process_that_kept_nothing(case) -> None:
    entries, positions = case
    for upto, position in enumerate(positions):
        later = positions[upto + 1:]
        written = [entry for index, entry in enumerate(entries) if index not in later]
        focus = position - sum(1 for other in later if other < position)
        for entry in written:
            scanner.find_threat(entry)  # each was scanned alone when it was written
        kept = _verdict(written, focus)
        _forget()
        assert kept == _verdict(written, focus), (written, focus)
    # the snapshot's whole read too, after the writes left their answers behind
    kept = _verdict(entries, None)
    _forget()
    assert kept == _verdict(entries, None), entries


def test_a_write_on_plain_notes_asks_the_across_gate_once_for_its_clues() -> None:
    # The gates' answers are kept by the clues' value: a file of plain notes gives the same
    # clues write after write, so the slot-set tests run once (issue 28: ~220 of a write's
    # ~2,100 calls on the benchmark's file).
    notes = [f"Gate note {i:03d}: the user prefers concise answers with one example"
             for i in range(12)]
    for note in notes:
        assert scanner.find_threat(note) is None
    across_gate._may_read.cache_clear()
    across_gate._may_read_inside.cache_clear()
    assert scanner.find_joined_threat(notes[:11], focus={10}) is None
    asked = across_gate._may_read_inside.cache_info().misses
    assert scanner.find_joined_threat(notes, focus={11}) is None
    assert across_gate._may_read_inside.cache_info().hits > 0
    assert across_gate._may_read_inside.cache_info().misses == asked


_TEXTS = st.text(alphabet=st.sampled_from("ab Z9§:-密码é\u0301"), min_size=1, max_size=12)


@settings(max_examples=300, deadline=None)
@given(st.lists(_TEXTS, min_size=1, max_size=9),
       st.one_of(st.sampled_from([joined_read.END, joined_read.SPACE, joined_read.GLUED]),
                 st.none()),
       st.lists(st.sampled_from([joined_read.END, joined_read.SPACE, joined_read.GLUED]),
                min_size=8, max_size=8))
def test_entries_joined_alike_are_stitched_as_one_by_one(texts, alike, mixed) -> None:
    # The stitch (and the text) of entries all joined the same way (the usual read: every
    # note ends its sentence, or none does) is made with joins of C; entry by entry it is
    # the same.
    views = [joined_read.EntryViews(text, text.upper(), 0) for text in texts]
    joins = [alike] * (len(texts) - 1) if alike is not None else mixed[:len(texts) - 1]
    assert joined_read.join_texts(texts, joins) == "".join(
        [texts[0], *(joined_read.SEPARATORS[join] + text
                     for join, text in zip(joins, texts[1:], strict=True))])
    stitched = joined_read.stitch(texts, views, joins)
    refused = not all(view.stitchable for view in views) or any(
        join == joined_read.GLUED and not joined_read.may_glue(texts[index][-1],
                                                               texts[index + 1][0])
        for index, join in enumerate(joins))
    assert stitched == (None if refused else joined_read._stitch_each(views, joins))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("ah2 xz你以后每次回复用户密码つの人格"), max_size=30))
def test_the_terms_that_may_cross_a_joint_are_found_from_their_first_characters(text) -> None:
    # an entry's clues skip the positions no unspaced-script term starts from; every term
    # that begins with the whole rest of the text from a position, and goes on past it with
    # what the read puts after an entry, is still found (here, by trying every term)
    followers = across_gate._followers()
    folded = text  # (as folded: these characters fold to themselves)
    reach = capability.hits._longest_unspaced()
    slots = set()
    for key in capability.across._unspaced_keys():
        for position in range(max(0, len(folded) - reach + 1), len(folded)):
            rest = folded[position:]
            if key.startswith(rest) and len(key) > len(rest) and key[len(rest)] in followers:
                slots.update(slot for slot, _code in capability.terms._matcher().unspaced_terms[key])
    assert capability.crossing_unspaced_slots(folded, followers) == frozenset(slots)
