"""The extractor's hottest readers use patterns compiled once (issue 27, the review's CPU):
a pattern handed to ``re``'s functions (``re.match(r"…", text)``) is looked up in ``re``'s
cache on every call, ~370 times a LoCoMo review before this cut, each a Python call or two
around the regex itself. Every sentence here is our own."""

from __future__ import annotations

import re
import sys
from typing import Any

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput
from tests.fakes.helpers import review_input

#: The readers read on every sentence (or every answer to a question) of a review.
_HOT = {"candidates", "_clause", "_claimed", "_pieces", "_about_the_user", "kind_written_bare",
        "owned_object", "fragment", "answered_pointer"}
_RE_FUNCTIONS = {getattr(re, name) for name in
                 ("match", "search", "fullmatch", "sub", "subn", "split", "findall", "finditer")}


def _talk() -> ReviewInput:
    friend = ["How many years have you done pottery?", "Do you still have that old bike?",
              "What did you do this weekend?", "Nice! What's your favourite glaze?"]
    mine = ["Ten years, and I love it: I throw pots most evenings.",
            "Yes! I ride it to work, but my sister borrows it on Sundays.",
            "We hiked up the ridge; I brought these sandwiches everyone likes.",
            "Definitely the blue one, I think. My partner made it for me."]
    messages: list[tuple[int, str, str]] = []
    for asked, said in zip(friend, mine, strict=True):
        messages += [(len(messages) + 1, "assistant", f"Hey Sam! {asked}"),
                     (len(messages) + 2, "user", f"Hi Lee! {said}")]
    return review_input(messages)


def test_the_hot_readers_hand_no_pattern_to_res_functions() -> None:
    called: list[str] = []

    def hook(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code is not None and frame.f_back is not None:
            caller = frame.f_back.f_code.co_name
            if caller in _HOT and any(frame.f_code is f.__code__ for f in _RE_FUNCTIONS):
                called.append(f"{caller} -> re.{frame.f_code.co_name}")

    review = _talk()
    propose_operations(review)   # first use: module patterns compiled, tables made
    sys.setprofile(hook)
    try:
        operations, _ = propose_operations(review)
    finally:
        sys.setprofile(None)
    assert operations, "the talk keeps something, so the readers ran"
    assert called == []
