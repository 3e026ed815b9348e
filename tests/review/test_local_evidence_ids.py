"""A model cites the transcript's short local ids; the engine maps them to the real ones.

Issue 31 item 3: Qwen2.5-Coder-1.5B did not copy state.db ids like ``[#1042]``; it counted
its evidence 1, 2, 3 …, which named no message of the chunk, so a true fact about the user
was dropped for resting on nothing. The transcript a model reads now numbers its messages
1, 2, 3 … in the order shown, and validation maps each cited number back to the message it
was shown with; a number no message was shown with names nothing. End to end: real SQLite
state, the review engine, the google-genai SDK against the fake Gemini server, the real
store and staging.
"""

from __future__ import annotations

from reverie.review.engine import review_session
from reverie.review.prompts import build_review_prompt
from reverie.review.review_input import ReviewMessage
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import (
    add_messages,
    gemini_provider,
    gemini_settings,
    message_ids_in,
    pending_records,
    prompts_sent,
)

QUIET = {"echo": lambda _line: None}


def ops(*operations):
    return Reply.json({"operations": list(operations)}, usage=(1000, 50, 400))


def fact(content, evidence):
    return {"action": "add", "target": "user", "content": content, "reason": "stated",
            "evidence": list(evidence), "confidence": 0.9}


def review(settings, clock):
    return review_session(settings, "s1", provider=gemini_provider(settings), clock=clock,
                          **QUIET)


def test_a_later_chunks_local_ids_map_to_its_real_messages(home, server, clean_env, clock):
    s = gemini_settings(home, server, memory={"write_approval": True})
    add_messages(s, "s0", *[("user", f"An earlier session's note {i}.") for i in range(5)])
    first = add_messages(s, "s1", ("user", "Hello there."), ("assistant", "Hi!"))
    server.script(ops())
    review(s, clock)
    ids = add_messages(s, "s1", ("assistant", "Where do you live these days?"),
                       ("user", "I moved to Porto in May."))
    assert min(ids) > 2 + len(first)  # the real ids are not what the transcript shows
    server.script(ops(fact("User moved to Porto in May.", [2])))
    review(s, clock)
    prompt = prompts_sent(server)[-1]
    assert message_ids_in(prompt) == [1, 2]
    assert "[#2] user: I moved to Porto in May." in prompt
    (record,) = pending_records(s)
    assert record["evidence"]["message_ids"] == [ids[1]]
    assert [q["text"] for q in record["evidence"]["quotes"]] == ["I moved to Porto in May."]


def test_an_id_no_message_was_shown_with_names_nothing(home, server, clean_env, clock):
    s = gemini_settings(home, server, memory={"write_approval": True})
    add_messages(s, "s0", *[("user", f"Note {i}.") for i in range(8)])
    ids = add_messages(s, "s1", ("user", "We use tabs."), ("assistant", "Noted."))
    # The chunk's real ids are 9 and 10; the transcript shows 1 and 2. A model citing a
    # real id (never shown to it) or counting past the transcript cites nothing.
    server.script(ops({**fact("Team indents with tabs.", [ids[0], 7]), "target": "memory"}))
    review(s, clock)
    (record,) = pending_records(s)
    assert record["evidence"]["message_ids"] == []


def test_the_real_ids_stay_for_the_data_a_reviewer_reads():
    messages = [ReviewMessage(41, "user", "remember that I use vim"),
                ReviewMessage(42, "assistant", "Noted.")]
    prompt = build_review_prompt(entries={}, usage={}, messages=messages, local_ids=True)
    assert "[#1] user: remember that I use vim\n[#2] assistant: Noted." in prompt.text
    assert prompt.message_ids == (41, 42) and prompt.shown_ids == (1, 2)
    assert [m.id for m in prompt.review.messages] == [41, 42]  # the heuristic's data
    assert prompt.real_ids([2, 1, 2, 3, 0, "1", True]) == [42, 41]
    plain = build_review_prompt(entries={}, usage={}, messages=messages)
    assert "[#41] user:" in plain.text and plain.real_ids([41, 7]) == [41, 7]
