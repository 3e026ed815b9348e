"""A hand-over verb opening its clause, read backwards from the verb (fast54, issue 28's
speed): ``handed_out._GIVE_OPENS`` searched from the text's start for every verb was
quadratic in a text of many verbs ("send your" over and over); its reversed spelling,
matched once from each verb on the text reversed, reads the same texts. Checked here on
texts drawn from the pattern's own words and spaces; the cost is the scanner bench's
"'send your ' runs" row and test_scanner.py's worst case."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan.framing import handed_out

_WORDS = ["please", "now", "just", "also", "and", "so", "ok", "okay", "hey", "instead",
          "simply", "then", "kindly", "but", "don't", "dont", "do", "not", "never", "forget",
          "to", "remember", "make", "sure", "that", "you", "be", "i", "need", "want",
          "would", "like", "'d", "should", "must", "have", "will", "shall", "are", "ought",
          "it's", "its", "important", "urgent", "go", "ahead", "feel", "free", "can",
          "could", "the", "x", "send", "okayy", "pleasenow"]
_GAPS = ["", " ", " ", "  ", "   ", ",", ", ", ".", ". ", ";", "!", "\n", "\t", ":"]


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_GAPS)), max_size=10),
       st.sampled_from(["", " ", "  ", ", ", "."]), st.sampled_from(["", " to me", "s"]))
def test_read_backwards_as_forwards(parts, gap, after) -> None:
    head = "".join(word + space for word, space in parts) + gap
    text = head + "send" + after
    at = len(head)
    forwards = handed_out._GIVE_OPENS.search(text, 0, at) is not None
    assert handed_out._give_opens_clause(text[::-1], at) == forwards, text
