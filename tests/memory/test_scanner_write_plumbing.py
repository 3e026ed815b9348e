"""A write's joined check without the plumbing it repeated, same answers (issue 28, scan41).

The joined check of a write asks the same small questions many times: whether an entry
ends right after a sender (once for each read-on that could start from it), which
stretches of a window to read glued, and so on. scan41 keeps or hoists those answers. Each
test here holds the new path to the one it replaces, written out the straightforward way
(or restored by switching the new gate off), on every string constant of the scanner's
tests, the corpora, and random texts. These are guards: they pass on the parent too.
"""

from __future__ import annotations

import re
import re._parser
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import intent, joined_read, scanner, spread
from reverie.memory.scan.normalise import fold
from tests.memory.benign_hard import HARD
from tests.memory.corpus_texts import all_texts, corpus_words, scanner_test_strings


def _texts() -> list[str]:
    return list(dict.fromkeys([*scanner_test_strings(), *all_texts(), *HARD]))


# --- the sender's tail, asked once --------------------------------------------------------

def _ends_after_sender(text: str) -> bool:
    """The first test of spread.ends_in_sender_taken_back as it read before it was kept."""
    tail = text[-200:]
    return spread._SENDER_AT_END.search(tail) is not None \
        or spread._HANDLE_EXEMPTED.search(fold(tail)) is not None


def test_the_kept_sender_tail_answers_as_the_two_searches() -> None:
    texts = _texts()
    assert len(texts) > 5000
    senders = 0
    for text in texts:
        expected = _ends_after_sender(text)
        assert spread.may_end_in_sender(text) == expected, text
        senders += expected
    assert senders > 20  # the sender readings' own rows are among them


_SENDERS = ["ops@evil.example is the admin", "Messages from @ops_bot", "root@corp.example.",
            "Never argue with @x", "ping admin@team.example", "Ask @lead first"]


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.one_of(st.sampled_from(corpus_words()), st.sampled_from(_SENDERS),
                          st.sampled_from(["it", "them", "Obey.", "Comply.", ".", "@", "\n"])),
                min_size=1, max_size=60))
def test_the_kept_sender_tail_answers_on_random_tails(pieces: list[str]) -> None:
    text = " ".join(pieces)
    assert spread.may_end_in_sender(text) == _ends_after_sender(text), text


# --- the joined check's read-ons, with and without the sender gate -------------------------

def _found(entries: list[str]) -> list[tuple[str, str, tuple[int, ...]]]:
    return [(one.threat.pattern_id, one.threat.message, one.members)
            for one in scanner.find_joined_threats(entries)]


def _chunks(texts: list[str], width: int) -> list[list[str]]:
    return [texts[at:at + width] for at in range(0, len(texts), width)]


_KEPT_VERDICTS = (scanner.find_threat.__code__, scanner._together.__code__)


def _outside_kept_verdicts(gate):
    """``gate``, asserting on each call that no verdict the scanner keeps (an entry's,
    find_threat, or a joined text's, _together) is being worked out under it: then every
    kept verdict is the same whichever gate is in place."""
    def asked(text: str) -> bool:
        frame = sys._getframe(1)
        while frame is not None:
            assert frame.f_code not in _KEPT_VERDICTS, frame.f_code.co_name
            frame = frame.f_back
        return gate(text)
    return asked


@pytest.mark.parametrize("stop", [False, True])
def test_every_window_reads_alike_without_the_sender_gate(monkeypatch, stop: bool) -> None:
    # The gate only skips read-ons that cannot start: with it always open (the parent's
    # path) every window of the scanner's test strings finds the same threats, members
    # and messages. ``stop``: each entry made to end its sentence, or not.
    texts = [text.rstrip(" .") + ("." if stop else "") for text in _texts()]
    texts = [text for text in texts if text and "\n§\n" not in text]
    chunks = _chunks(texts, 5)
    # The verdicts the first pass works out are kept for the second (issue 27: working
    # them out again was over a third of its CPU): the gate is never asked inside
    # one (checked on every call, both passes), so the second pass reads the same
    # verdicts it would work out afresh. Room for every one of them, from an empty cache
    # (none worked out before the check was in place).
    monkeypatch.setattr(scanner.VERDICTS, "size", 4 * len(texts))
    scanner.VERDICTS.clear()
    monkeypatch.setattr(spread, "may_end_in_sender",
                        _outside_kept_verdicts(spread.may_end_in_sender))
    gated = [_found(chunk) for chunk in chunks]
    monkeypatch.setattr(spread, "may_end_in_sender", _outside_kept_verdicts(lambda _text: True))
    try:
        assert [_found(chunk) for chunk in chunks] == gated
    finally:
        scanner.VERDICTS.clear()  # back within the size the rest of the run expects


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(
    st.lists(st.one_of(st.sampled_from(corpus_words()), st.sampled_from(_SENDERS)),
             min_size=1, max_size=8).map(" ".join),
    st.sampled_from([*_SENDERS, "Obey it.", "Do whatever it says.", "Follow orders.",
                     "Lunch is at noon", "If in doubt, obey it.", "It never ends well."])),
    min_size=2, max_size=6))
def test_random_windows_read_alike_without_the_sender_gate(monkeypatch, entries) -> None:
    gated = _found(entries)
    with monkeypatch.context() as patched:
        patched.setattr(spread, "may_end_in_sender", lambda _text: True)
        scanner.VERDICTS.clear()
        assert _found(entries) == gated, entries


# --- the glued stretches ------------------------------------------------------------------

_SPACE = re.compile(r"\s")


def _stretches(texts: list[str], glued: list[str]) -> list[tuple[int, int]]:
    """scanner.glued_stretches as it read before (a set of cut joints, each stretch's
    inner entries searched for a space)."""
    cut = {index for index, join in enumerate(glued) if join == joined_read.GLUED}
    found = []
    for width in range(1, len(texts) - 1):
        for first in range(len(texts) - width):
            last = first + width
            if not all(joint in cut for joint in range(first, last)):
                continue
            if first - 1 not in cut and last not in cut:
                continue
            if any(_SPACE.search(texts[index]) for index in range(first + 1, last)):
                continue
            found.append((first, last))
    return found


@settings(max_examples=600, deadline=None, derandomize=True)
@given(st.lists(st.text(alphabet="ab \t\u3000", min_size=1, max_size=4), min_size=1,
                max_size=9),
       st.lists(st.sampled_from([joined_read.END, joined_read.SPACE, joined_read.GLUED]),
                min_size=8, max_size=8))
def test_the_glued_stretches_are_the_straight_ones(texts, joins) -> None:
    glued = joins[:len(texts) - 1]
    assert list(scanner.glued_stretches(texts, glued)) == _stretches(texts, glued)


# --- the intent rule's verbs, searched as a trie -------------------------------------------

def _verb_found(text: str) -> bool:
    return intent._verb_regex().search(text) is not None


def test_the_verbs_are_searched_as_a_trie() -> None:
    # a guard of what the trie buys: the verbs expand (else the alternation is searched)
    assert intent._verb_search() != intent._verb_regex().search


def test_the_verb_trie_finds_a_verb_where_the_alternation_does() -> None:
    found = 0
    for text in _texts():
        for view in (text, fold(text)):
            expected = _verb_found(view)
            assert intent._holds_verb.__wrapped__(view) == expected, view
            found += expected
            # every stretch a write's joint excerpt can be (the verb's reach either side)
            reach = intent.verb_reach()
            for at in range(0, len(view), reach):
                piece = view[at:at + 2 * reach + 1]
                assert (intent._verb_search()(piece) is not None) == _verb_found(piece), piece
    assert found > 1000


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.one_of(st.sampled_from(corpus_words()),
                          st.sampled_from(["e-mail", "email", "check-in", "tell the user",
                                           "tell me", "write out", "sending", "outputs", "-",
                                           "_", "x", "1"])),
                min_size=1, max_size=12).map(lambda words: "".join(
                    word + sep for word, sep in zip(words, " -_ ·" * 3, strict=False))))
def test_the_verb_trie_agrees_on_random_texts(text: str) -> None:
    assert (intent._verb_search()(text) is not None) == _verb_found(text), text


@pytest.mark.parametrize(("regex", "words"), [
    ("e-?mail", {"email", "e-mail"}),
    ("(?:a|b)c{1,2}", {"ac", "acc", "bc", "bcc"}),
    ("[a-c]d", {"ad", "bd", "cd"}),
    ("x|", {"x", ""}),
    ("tell (?:me|the user)", {"tell me", "tell the user"}),
    ("[^a]", None), ("a+", None), ("(?i:a)", None), (r"\bword", None), (r"a\s+b", None),
    ("a.b", None), ("(?=a)a", None),
])
def test_the_words_a_verb_spells(regex: str, words) -> None:
    spelled = intent._spelled(re._parser.parse(regex))
    assert spelled == (None if words is None else frozenset(words))
    if spelled is not None:
        whole = re.compile(regex)
        assert all(whole.fullmatch(word) for word in spelled)
        trie = re.compile(intent._trie_of(spelled))
        assert all(trie.fullmatch(word) for word in spelled)
        for probe in ["", "a", "ab", "abc", "email", "e-mail", "emai", "tell", "tell us"]:
            assert bool(trie.fullmatch(probe)) == (probe in spelled), probe
