"""A model's user fact written as "User" and then the user's own line (issue 31 item 3).

model9 saw Qwen2.5-1.5B open a fact with "User" (its grammar asks for that) and paste the
user's first-person message after it; validation dropped the whole operation. Now such an
entry is rewritten in the third person by the offline heuristic's own writer when each
first-person sentence is a simple clause copied word for word from one of the user's
messages, and the entry cites that message; anything else is dropped as before. The
sentences are our own, of the shape the recorded answers showed.
"""

from __future__ import annotations

from reverie.review.engine import review_session
from reverie.review.validate import validate
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import (
    add_messages,
    gemini_provider,
    gemini_settings,
    memory_text,
    pending_records,
)

QUIET = {"echo": lambda _line: None}
SAID = {1: "Morning!",
        3: "I joined a rowing club in the spring and I train twice a week",
        5: "I have three cats. They sleep all day.",
        7: "I'm a baker at a small shop downtown.",
        9: "My brother repairs old radios, you would like him!"}
HEARD = {2: "Morning! What's new?", 4: "Wow, rowing!", 6: "I adopted a parrot last year.",
         8: "Nice."}


def fact(content, evidence=(1,), target="user"):
    return {"action": "add", "target": target, "content": content, "reason": "stated",
            "evidence": list(evidence), "confidence": 0.9}


def check(*facts, said=SAID, heard=HEARD, scan=lambda _t: None):
    plan = validate(list(facts), live={"memory": [], "user": []},
                    limits={"memory": 2200, "user": 1375}, scan=scan,
                    said=said, heard=heard, assistant=heard)
    return [(c.content, c.evidence) for c in plan.singles], [d.reason for d in plan.dropped]


def test_user_then_the_users_own_line_is_written_in_the_third_person():
    kept, dropped = check(fact("User I joined a rowing club in the spring and I train twice a week"))
    assert dropped == []
    # The writer's own output: the first "I" becomes the user; a later one of the same
    # predicate's subject joins it (fixlearn20: "… and trains …", no "they" read as another)
    assert kept == [("User joined a rowing club in the spring and trains twice a "
                     "week.", (3,))]


def test_a_colon_after_user_and_a_third_person_sentence_after_the_line():
    kept, _ = check(fact("User: I have three cats. They sleep all day."),
                    fact("User - I'm a baker at a small shop downtown."))
    assert kept == [("User has three cats. They sleep all day.", (5,)),
                     ("User is a baker at a small shop downtown.", (7,))]


def test_a_leading_fact_of_the_models_own_is_kept_beside_the_rewritten_line():
    kept, _ = check(fact("User rows. I train twice a week", evidence=(3,)))
    assert kept == [("User rows. User trains twice a week.", (3,))]


def test_the_evidence_cites_the_message_the_words_were_copied_from():
    # The model cited the greeting (counting its evidence); the entry cites the line.
    kept, _ = check(fact("User I'm a baker at a small shop downtown.", evidence=(1, 2)))
    assert kept == [("User is a baker at a small shop downtown.", (7,))]


def test_words_no_user_message_holds_are_not_rewritten():
    # The model's own first person (the user never said it in these words): dropped as
    # before, for its voice.
    kept, dropped = check(fact("User I joined a club for rowing."))
    assert kept == []
    assert "third-person fact" in dropped[0]
    # The other speaker's line pasted after "User" is no fact of the user's.
    kept, dropped = check(fact("User I adopted a parrot last year.", evidence=(6,)))
    assert kept == []
    assert "third-person fact" in dropped[0]


def test_a_line_speaking_to_someone_or_asking_is_not_rewritten():
    kept, dropped = check(fact("User: My brother repairs old radios, you would like him!"),
                          fact("User I have three cats. Do you have any?"))
    assert kept == []
    # (The first is also most of the message word for word.)
    assert len(dropped) == 2 and "third-person fact" in dropped[1]


def test_nothing_is_cut_away_when_one_sentence_cannot_be_rewritten():
    # Keeping only the leading sentence would lose what the rest of the line says of it.
    kept, dropped = check(fact("User has three cats. I wish you could meet them"))
    assert kept == [] and "third-person fact" in dropped[0]


def test_a_sentence_opening_with_something_else_is_not_a_simple_clause():
    # The user is the subject of a simple clause: "I …", "I'm …", "My …".
    said = {1: "Last spring I joined a rowing club.", 3: "I have two cats. They sleep on my bed."}
    kept, dropped = check(fact("User: Last spring I joined a rowing club."),
                          fact("User I have two cats. They sleep on my bed.", evidence=(3,)),
                          said=said)
    assert kept == []
    # (The second is also the whole message word for word.)
    assert len(dropped) == 2 and "third-person fact" in dropped[0]


def test_the_agents_notes_are_not_rewritten():
    kept, dropped = check(fact("User I have three cats.", target="memory"))
    assert kept == [] and "third-person fact" in dropped[0]


def test_the_rewritten_entry_is_what_is_scanned():
    seen = []

    def scan(text):
        seen.append(text)
        return "blocked: test" if "baker" in text else None

    kept, dropped = check(fact("User I have three cats."),
                          fact("User I'm a baker at a small shop downtown."), scan=scan)
    assert seen == ["User has three cats.", "User is a baker at a small shop downtown."]
    assert kept == [("User has three cats.", (5,))]
    assert dropped == ["blocked: test"]


def test_the_pending_record_quotes_the_users_line(home, server, clean_env, clock):
    """End to end through the engine, the fake Gemini server on 127.0.0.1 (real httpx
    under google-genai), the store and staging: the pending record holds the rewritten
    fact and quotes the user's message it was copied from, not the greeting cited."""
    s = gemini_settings(home, server, memory={"write_approval": True})
    ids = add_messages(s, "s1", ("user", "Hello!"), ("assistant", "Hi! Any news?"),
                       ("user", "I planted a fig tree in the back garden."))
    server.script(Reply.json({"operations": [
        fact("User I planted a fig tree in the back garden.", evidence=[1])]},
        usage=(1000, 50, 400)))
    review_session(s, "s1", provider=gemini_provider(s), clock=clock, **QUIET)
    (record,) = pending_records(s)
    assert record["payload"]["content"] == "User planted a fig tree in the back garden."
    assert record["evidence"]["message_ids"] == [ids[2]]
    assert [q["text"] for q in record["evidence"]["quotes"]] == [
        "I planted a fig tree in the back garden."]


def test_an_openai_compatible_model_writes_the_rewritten_fact(model_home, clock):
    """The same through the OpenAI-compatible provider (the local-model path) with
    approval off: the store scans the rewritten entry and writes it to USER.md."""
    server, s = model_home()
    add_messages(s, "s1", ("user", "Hey there."), ("assistant", "Hey! How are things?"),
                 ("user", "I've started learning the accordion."))
    server.script(Reply.json({"operations": [
        fact("User: I've started learning the accordion.", evidence=[2])]}))
    review_session(s, "s1", clock=clock, **QUIET)
    assert "User has started learning the accordion." in memory_text(s, "user")
    assert "I've" not in memory_text(s, "user")


def test_a_model_review_leaves_no_reading_of_the_heuristic_kept(model_home, clock):
    """review45: the model's pasted line is written in the third person by the heuristic's
    own writer, whose readings are cached for one review (review_cache); the heuristic's
    review clears them as it returns, but nothing cleared them after a model review, so a
    worker serving many homes held the user's line after their review. The review ends
    with none kept."""
    from reverie.review.providers.heuristic import review_cache

    review_cache.clear()
    server, s = model_home()
    add_messages(s, "s1", ("user", "Hi."), ("assistant", "Hi! Anything new?"),
                 ("user", "I've taken up night fishing on the pier."))
    server.script(Reply.json({"operations": [
        fact("User I've taken up night fishing on the pier.", evidence=[2])]}))
    review_session(s, "s1", clock=clock, **QUIET)
    assert "User has taken up night fishing on the pier." in memory_text(s, "user")
    assert review_cache.kept() == 0
