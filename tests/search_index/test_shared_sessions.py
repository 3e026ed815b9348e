"""Which sessions several people share (search_index.shared_sessions): the key Hermes'
gateway wrote ends with the chat or the thread, not a member after them (tests/hermes'
test_shared_group_interop has Hermes 0.22 write them)."""

from __future__ import annotations

import json

from reverie.search_index.models import Message
from reverie.search_index.shared_sessions import (
    group_hold,
    shared_by_members,
    without_sender_tags,
)


def row(key, chat_type="group", chat_id="-100", thread_id=None, origin=None):
    return {"session_key": key, "chat_type": chat_type, "chat_id": chat_id,
            "thread_id": thread_id, "origin_json": origin}


def test_a_group_keyed_by_its_chat_or_thread_is_shared() -> None:
    assert shared_by_members(row("agent:main:telegram:group:-100"))
    assert shared_by_members(row("agent:main:discord:thread:c1:t7", "thread", "c1", "t7"))
    # a named profile's namespace, Slack's workspace before the chat
    assert shared_by_members(row("agent:work:slack:channel:T1:C9", "channel", "C9"))
    # Discord's auto-thread: keyed by the thread the message opens, named only in origin_json
    origin = json.dumps({"chat_id": "c1", "prospective_thread_id": "t8"})
    assert shared_by_members(row("agent:main:discord:thread:c1:t8", "group", "c1", None, origin))


def test_one_persons_sessions_are_not_shared() -> None:
    assert not shared_by_members(row("agent:main:telegram:group:-100:501"))  # kept per member
    assert not shared_by_members(row("agent:main:discord:thread:c1:t7:u3", "thread", "c1", "t7"))
    assert not shared_by_members(row("agent:main:telegram:dm:77", "dm", "77"))
    assert not shared_by_members(row(None))                   # the CLI, `reverie ingest`
    assert not shared_by_members(row("agent:main:cli", chat_type=None))
    assert not shared_by_members({})                           # a schema without the columns
    # a damaged origin_json only loses the thread it could name
    assert not shared_by_members(row("agent:main:x:group:-100:5", origin="{not json"))
    assert shared_by_members(row("agent:main:x:group:-100", origin="[1, 2]"))


def test_the_offline_reader_gets_the_sentence_and_the_hold_names_the_speaker() -> None:
    said = [Message(i, "g", role, text, 0.0) for i, (role, text) in enumerate(
        [("user", "[Ola] I keep two ferrets."), ("assistant", "[Ola] is noted."),
         ("user", "No tag here.")])]
    plain = [m.content for m in without_sender_tags(said)]
    assert plain == ["I keep two ferrets.", "[Ola] is noted.", "No tag here."]
    assert group_hold(["[Ola] a", "[Ben | Slack user <@U4>] b", "[Ola] c"]).startswith(
        "said by Ola, Ben | Slack user <@U4> in a group session")
    assert group_hold(["untagged"]).startswith("said in a group session")
    assert len(group_hold(["[" + "n" * 300 + "] x"])) < 200

