"""A "do not remember" request written in traditional Chinese is heard (session 30, tester22).

The request triggers were written in simplified characters only: "別記住我的手機號碼：…" and
"請忘記…" were no request at all, so nothing was fingerprinted, the session's summary kept
the words and a later proposal holding them was not vetoed. The request's own words are now
read in either script; its subject's terms are compared as the user wrote them. Every
sentence here is our own."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from reverie.review.exclusions import find_requests, matching_request, requests_in, terms
from reverie.review.summarize import summarize_session
from tests.review.engine_support import add_messages

WITHHELD = "[withheld: the user asked not to remember this]"


@pytest.mark.parametrize(("said", "wanted"), [
    ("別記住我的手機號碼：13912345678。", {"手機號碼", "13912345678"}),
    ("不要記住這個：我的工資是三萬。", {"工資", "三萬"}),
    ("請忘記我養貓的事。", {"養貓"}),
    ("別记住我的护照号码。", {"护照号码"}),            # the scripts mixed in one request
])
def test_a_traditional_request_is_a_request_with_its_terms(said: str, wanted: set[str]) -> None:
    (request,) = find_requests(said)
    assert set(terms(request)) == wanted
    assert matching_request(f"用户的{''.join(sorted(wanted))}。", [request]) == request


def test_a_bare_traditional_request_points_back_to_the_clause_before() -> None:
    said = SimpleNamespace(id=1, role="user", content="我在考慮換工作，這個別記。")
    assert requests_in([said]) == [(1, "這個別記 (我在考慮換工作)")]


def test_the_summary_leaves_a_traditional_request_out(settings, clock) -> None:
    add_messages(settings, "t1", ("user", "別記住我的手機號碼：13912345678。"),
                 ("assistant", "好的，不會記住。"), ("user", "明天提醒我買牛奶。"))
    summary = summarize_session(settings, "t1", clock=clock)
    assert "13912345678" not in summary.text and WITHHELD in summary.text, summary.text


def test_a_traditional_request_vetoes_the_simplified_entry_written_from_its_words() -> None:
    # zhlearn2: the heuristic reads traditional characters as simplified ones and writes its
    # entry so; the request's fingerprint is of its terms in simplified characters
    from reverie.review.exclusions import Exclusions, new_key
    (request,) = find_requests("別記住我的手機號碼。")
    known = Exclusions(new_key()).with_requests([request])
    assert known.vetoes("用户的手机号码是13912345678。") is not None
    assert known.vetoes("用户的手機號碼是13912345678。") is not None
    assert matching_request("用户的手机号码是13912345678。", [request]) == request


def test_a_simplified_request_keeps_its_marks_and_an_old_traditional_one_still_matches() -> None:
    # what a home stored before zhlearn2 keeps working: a simplified request's marks are the
    # pairs as written, and marks of traditional pairs still match a traditional text
    from reverie.review.exclusions import Exclusion, Exclusions, _mark, fingerprint_of, new_key
    key = new_key()
    (request,) = find_requests("不要记住我的手机号码。")
    assert fingerprint_of(request, key) == {_mark(key, f"zh:{p}") for p in ("手机", "机号", "号码")}
    old = frozenset(_mark(key, f"zh:{p}") for p in ("手機", "機號", "號碼"))
    assert Exclusions(key, (Exclusion(old, "old"),)).vetoes("用户的手機號碼是13912345678。") == "old"


def test_an_old_traditional_request_vetoes_the_simplified_entry_written_from_its_words() -> None:
    # zhlearn3: a request stored before zhlearn2 holds marks of its traditional pairs, and the
    # learner now writes a traditional message's entry in simplified characters; the text is
    # read in every form its pairs fold from, so the old marks cover that entry too. No
    # request's marks change: a simplified request's are pinned above, a traditional one's
    # are its simplified pairs (the test before), and this one's are built by hand.
    from reverie.review.exclusions import Exclusion, Exclusions, _mark, new_key
    key = new_key()
    old = Exclusions(key, (Exclusion(frozenset(_mark(key, f"zh:{p}") for p in ("護照", "照號", "號碼")),
                                     "old"),))
    assert old.vetoes("用户的护照号码是E1234567。") == "old"
    assert old.vetoes("用户的護照號碼是E1234567。") == "old"
    assert old.vetoes("用户的手机号码是13912345678。") is None    # another number: not its terms
    summary = old.withhold("我换了新护照。护照号码是E1234567。明天出发。")
    assert "E1234567" not in summary and "明天出发" in summary, summary
