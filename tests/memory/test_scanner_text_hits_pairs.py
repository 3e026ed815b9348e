"""The lexicon walk reads a word's terms with the word after it (scan39, issue 28).

:func:`capability.text_hits` looked at every term a word starts ("the" starts 17, in
several languages) and parted most of them at their second word; it now takes only the
terms the next word may continue (:func:`capability._continued_by`, kept by the pair).
These tests hold its hits to the walk over every term a word starts, on every string of
the scanner's tests and corpora and on random texts of their words.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan import capability
from reverie.memory.scan.normalise import fold
from tests.memory.corpus_texts import (
    READING_MARKS,
    all_texts,
    corpus_words,
    scanner_test_strings,
)


def _every_term_walk(folded: str) -> tuple:
    """The spaced hits of ``folded`` as the walk over every term each word starts."""
    tokens = [(capability.terms._repaired(match.group()), match.start(), match.end())
              for match in capability.terms._TOKEN.finditer(folded)]
    return tuple((index, hit) for index in range(len(tokens))
                 for hit in capability.terms._spaced_at(tokens, index))


def test_every_test_string_has_the_same_hits() -> None:
    texts = dict.fromkeys([*scanner_test_strings(), *all_texts()])
    assert len(texts) > 5000
    for text in texts:
        folded = fold(text)
        assert capability.text_hits(folded).spaced == _every_term_walk(folded), text


@settings(max_examples=1000, deadline=None, derandomize=True)
@given(st.lists(st.one_of(st.sampled_from(corpus_words()), st.sampled_from(READING_MARKS)),
                min_size=1, max_size=40))
def test_random_texts_have_the_same_hits(pieces: list[str]) -> None:
    folded = fold(" ".join(pieces))
    assert capability.text_hits(folded).spaced == _every_term_walk(folded)


def test_a_word_is_read_with_the_terms_its_next_word_continues() -> None:
    # what the pair buys (fails on the parent, which walked every term a word starts)
    every = capability.terms._starting_with("the")
    continued = capability.terms._continued_by("the", "user")
    assert 0 < len(continued) < len(every)
    assert all(term in every for term in continued)
    assert [term for term in every if term in continued] == list(continued)  # their order


def test_a_word_is_read_with_the_terms_its_next_two_words_continue() -> None:
    # fast35: a note opening "User's" kept the 51 terms "user s" starts, each read to its
    # end; the third word keeps those it may continue, in their order (fails on the parent)
    pair = capability.terms._continued_by("user", "s")
    three = capability.terms._continued_by_two("user", "s", "sister")
    assert 0 < len(three) < len(pair)
    assert [term for term in pair if term in three] == list(three)
    # the text ends after the pair: only the terms of one or two words are left
    assert all(len(term.words) <= 2 for term in capability.terms._continued_by_two("user", "s", None))
