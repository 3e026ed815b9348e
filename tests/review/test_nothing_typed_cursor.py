"""A session whose new rows hold nothing to read, and no reply after them yet (tester19).

The due scan counts user rows after the review cursor in SQL; a review reads only what the
user typed. A row with nothing typed (a text file the chat inlined, with or without a
caption; a photo sent with no caption) and no assistant reply after it left the cursor
where it was, so the session was due again at every scan: `reverie run --once` on such a
home enqueued its review for ever (2,254 jobs in twelve minutes, still running)."""

from __future__ import annotations

import json

from reverie.jobs.now import review_now
from reverie.review.ledger import get_cursor
from reverie.search_index import SessionStore
from reverie.search_index.ingest import ingest_jsonl
from tests.conftest import make_settings

FILE_ONLY = "[Content of list.txt]:\nflour\neggs\n\nKeep this for Saturday."


def test_rows_with_nothing_typed_are_passed_and_the_session_is_not_due_again(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    settings = make_settings(home, reverie={"schedule": {"nudge_interval": 1}})
    lines = [{"session_id": "s", "role": "user", "content": FILE_ONLY, "timestamp": 1e9},
             {"session_id": "t", "role": "user", "content": "I keep bees.", "timestamp": 1e9},
             {"session_id": "t", "role": "assistant", "content": "Nice.", "timestamp": 1e9 + 1},
             {"session_id": "t", "role": "user", "content": FILE_ONLY, "timestamp": 1e9 + 2}]
    (tmp_path / "in.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    with SessionStore.open(settings) as store:
        ingest_jsonl(store, tmp_path / "in.jsonl")
        last = {sid: store.last_message_id(sid) for sid in ("s", "t")}
    review_now(settings, "s")
    review_now(settings, "t")
    assert get_cursor(settings, "s") == last["s"] and get_cursor(settings, "t") == last["t"]
    with SessionStore.open(settings) as store:
        assert [a.new_user_turns for a in store.activity({"s": get_cursor(settings, "s"),
                                                          "t": get_cursor(settings, "t")})] \
            == [0, 0]
