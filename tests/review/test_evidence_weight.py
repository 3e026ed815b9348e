"""Which of the user's messages a model's fact about the user rests on, weighed by its words.

Issue 31 item 3 (model9): Qwen2.5-Coder-1.5B cites its evidence by counting, so the message
it names is often a greeting. The words rule kept any cited message that shared one word
with the fact, so a greeting holding "week" stood as the evidence of a fact told three
messages later, and the pending record quoted "Hey! What a week." as the proof. Now each of
the fact's words weighs by how rare it is in the chunk, and the evidence is the message
that carries the fact best, unless the model's own citation carries at least half as much.
The sentences are our own, of the shapes the recorded answers showed.
"""

from __future__ import annotations

from reverie.review.engine import review_session
from reverie.review.validate import validate
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import (
    add_messages,
    gemini_provider,
    gemini_settings,
    pending_records,
)

QUIET = {"echo": lambda _line: None}


def fact(content, evidence):
    return {"action": "add", "target": "user", "content": content, "reason": "stated",
            "evidence": list(evidence), "confidence": 0.9}


def kept(facts, said, assistant):
    plan = validate(facts, live={"memory": [], "user": []},
                    limits={"memory": 2200, "user": 1375}, scan=lambda _t: None,
                    said=said, heard=assistant, assistant=assistant)
    return [(c.content, c.evidence) for c in plan.singles], plan.dropped


def test_a_citation_holding_only_a_common_word_gives_way_to_the_message_that_says_it():
    said = {1: "Hey! What a week it has been.",
            3: "Last week I visited the lighthouse my grandfather kept."}
    assistant = {2: "Hi! How was your week?"}
    facts, _ = kept([fact("User visited the lighthouse their grandfather kept last week.", [1])],
                    said, assistant)
    # Before: the greeting held "week", one of the fact's words, and stood as its evidence.
    assert facts == [("User visited the lighthouse their grandfather kept last week.", (3,))]


def test_a_citation_carrying_half_of_the_best_stands():
    # The model's citation holds two of the three words; the later message holds all three.
    # Half of the best is enough: the model's choice is kept, not second-guessed.
    said = {2: "I keep bees now, it is so calming.",
            4: "The bees I keep live on our roof."}
    assistant = {3: "Where do they live?"}
    facts, _ = kept([fact("User keeps bees on the roof.", [2])], said, assistant)
    assert facts == [("User keeps bees on the roof.", (2,))]


def test_messages_carrying_the_fact_equally_are_all_its_evidence():
    said = {1: "Good morning!", 3: "I play the cello in a quartet.",
            5: "Yes, I still play the cello there."}
    assistant = {2: "Morning! Any news?", 4: "Do you still do that?"}
    facts, _ = kept([fact("User plays the cello in a quartet.", [1])], said, assistant)
    assert facts == [("User plays the cello in a quartet.", (3,))]
    facts, _ = kept([fact("User plays the cello.", [1])], said, assistant)
    assert facts == [("User plays the cello.", (3, 5))]


def test_a_rare_word_outweighs_words_every_message_holds():
    # Counting words, the first message (three words every turn holds) would beat the
    # second (the one word only it holds, and one more); weighing them, the second wins.
    said = {1: "Great day, really great time, such a good day.",
            3: "I finally got my pilot licence, what a great day."}
    assistant = {2: "Great to hear, good day here too, a great time.",
                 4: "Great news! Good day indeed, great time."}
    facts, _ = kept([fact("User got a pilot licence on a great day, a good time.", [1])],
                    said, assistant)
    assert facts == [("User got a pilot licence on a great day, a good time.", (3,))]


def test_a_word_the_model_added_does_not_put_the_users_message_out_of_reach():
    """The model's "get" is in no message, the user's "kitten" in three: weighed, the
    user's message held under two thirds of the fact and a true wish was dropped (the
    first version of this rule, replaying recorded answers). Whether a message says the
    fact is counted in words; the weights only choose between messages."""
    said = {1: "Hi!", 3: "They are so sweet. I want a kitten so badly, someday!"}
    assistant = {2: "Look at my two kittens, best pets ever.",
                 4: "A kitten would be great for you!"}
    facts, _ = kept([fact("User wants to get a kitten.", [1])], said, assistant)
    assert facts == [("User wants to get a kitten.", (3,))]


def test_a_weak_citation_and_no_message_that_says_more_keeps_the_citation():
    # Nothing else the user said carries the fact better: the citation stays as it was.
    said = {1: "My sister visits next month.", 3: "Sounds lovely."}
    assistant = {2: "Nice!"}
    facts, _ = kept([fact("User's sister is a marine biologist.", [1])], said, assistant)
    assert facts == [("User's sister is a marine biologist.", (1,))]


def test_a_fact_no_user_message_carries_is_still_dropped():
    said = {1: "Hello there!", 3: "Not much, just reading."}
    assistant = {2: "Hi! What's new?"}
    facts, dropped = kept([fact("User works at a robotics startup.", [1])], said, assistant)
    assert facts == []
    assert "none of the user's messages it cites says this" in dropped[0].reason


def test_the_pending_record_quotes_the_message_that_says_the_fact(home, server, clean_env,
                                                                clock):
    """End to end: the engine, the fake Gemini server answering with a counted citation
    (the greeting, local id 1), the store and staging. The operator's pending record
    quotes the user's message about the lighthouse, not the greeting."""
    s = gemini_settings(home, server, memory={"write_approval": True})
    ids = add_messages(s, "s1", ("user", "Hey! What a week it has been."),
                       ("assistant", "Hi! How was your week?"),
                       ("user", "Last week I visited the lighthouse my grandfather kept."))
    server.script(Reply.json({"operations": [
        fact("User visited the lighthouse their grandfather kept last week.", [1])]},
        usage=(1000, 50, 400)))
    review_session(s, "s1", provider=gemini_provider(s), clock=clock, **QUIET)
    (record,) = pending_records(s)
    assert record["evidence"]["message_ids"] == [ids[2]]
    assert [q["text"] for q in record["evidence"]["quotes"]] == [
        "Last week I visited the lighthouse my grandfather kept."]
