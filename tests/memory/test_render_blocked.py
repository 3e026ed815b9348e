"""The snapshot's [BLOCKED: …] line never cuts the scanner's message in the middle of a word."""

from __future__ import annotations

import re

import pytest

from reverie.memory.render import blocked_line
from reverie.memory.scan.scanner import scan_content

LONG_REASONS = [
    "a note\u200bwith a zero-width space",           # invisible_unicode: a long message
    "x" * 70_000,                                     # size.too_long
    "token ghp_" + "Ab12" * 9,                        # secret
]


@pytest.mark.parametrize("entry", LONG_REASONS, ids=["invisible", "too_long", "secret"])
def test_the_reason_is_cut_at_a_word_boundary(entry):
    message = scan_content(entry)
    assert message is not None
    line = blocked_line("memory", 2, message)
    why = re.fullmatch(r"\[BLOCKED: entry 2 of MEMORY\.md was withheld from this prompt \((.*)\)\. "
                       r"Remove the original entry with the memory tool; it is shown in memory "
                       r"tool responses\.\]", line, re.S).group(1)
    original = message[len("Blocked: "):]
    assert len(why) <= 200
    shown = why.removesuffix("…").split()
    words = original.split()
    assert shown == words[: len(shown)], (why, original)
    assert why.endswith("…") == (len(original) > 200)


def test_the_invisible_unicode_reason_is_long_enough_to_be_cut():
    assert len(scan_content(LONG_REASONS[0])) > 220  # so the test above exercises the cut
