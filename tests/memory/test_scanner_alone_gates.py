"""The capability layer of one text read behind the gates of its clues (scan39, issue 28).

An entry's own scan asked every capability reading of it; the joined read of its
neighbourhood already asked the entry's clues (:func:`memory.scan.across_gate.clues`,
kept by its texts) and, from them, which readings may find anything. The entry's scan
now asks the same clues first (:meth:`Clues.alone_gates`) and reads only the parts they
leave open, so a plain note reads none of them, and the write's joined check finds the
clues kept. These tests hold the gated read to the ungated one:

* on every string of the scanner's tests (each reading's refused and allowed rows), of
  the corpora and of their decoded views, as the scan normalises them;
* on random texts made of the corpora's words, marks a reading starts from (a colon, an
  address, a URL, a pipe, a frame, a capitalised mark), stops and line breaks;
* and a guard that the benchmark's note reads none of the readings (what the gates buy).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import across_gate, capability, scanner
from reverie.memory.scan.normalise import cased_stripped, fold_stripped, nfkc_stripped
from tests.memory.benign_hard import HARD
from tests.memory.corpus_texts import (
    READING_MARKS,
    all_texts,
    corpus_words,
    scanner_test_strings,
)


def _views(text: str) -> list[tuple[str, str]]:
    """The (folded, cased) texts the scan's detectors read of ``text``: its own and each
    decoded view's."""
    views = []
    for raw in [text, *(view.text for view in scanner.decoded_views(text))]:
        nfkc = nfkc_stripped(raw)
        views.append((fold_stripped(nfkc), cased_stripped(nfkc)))
    return views


def _same(folded: str, cased: str) -> None:
    gates = across_gate.clues(folded, cased).alone_gates()
    assert capability.find_capability(folded, cased, **gates) \
        == capability.find_capability(folded, cased), (folded, gates)


def test_every_test_string_and_corpus_text_reads_alike_gated() -> None:
    texts = dict.fromkeys([*scanner_test_strings(), *all_texts(), *HARD])
    assert len(texts) > 5000  # the strings of ~100 test modules and the corpora
    for text in texts:
        for folded, cased in _views(text):
            _same(folded, cased)


@settings(max_examples=1500, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.sampled_from(corpus_words()), st.sampled_from(READING_MARKS)),
                min_size=1, max_size=40),
       st.booleans())
def test_random_texts_read_alike_gated(pieces: list[str], upper: bool) -> None:
    text = " ".join(pieces)
    if upper:
        text = text.upper()
    for folded, cased in _views(text):
        _same(folded, cased)


def test_a_plain_note_reads_no_capability_reading(monkeypatch) -> None:
    # a guard of what the gates buy (fails on the parent: the note read them all)
    note = "Bench note 0042: the user prefers concise answers with one example"
    scanner.VERDICTS.clear()

    def refuse(*_args, **_kwargs):
        raise AssertionError("a reading was read")
    for name in ("find_in_sentences", "_marked_authority", "_fronted_relative",
                 "_trusted_sources", "_obeyed_sender"):
        # wherever the name is looked up: the package and every room that imports it
        for module in (capability, *capability.ROOMS):
            if name in vars(module):
                monkeypatch.setattr(module, name, refuse)
    assert scanner.find_threat(note) is None
