"""A model reviewer in a group session several people share (session 26): it is shown each
member's row with the sender's name, and whatever it proposes about the user waits for the
operator, the record saying who said it; its notes (MEMORY.md) are applied as in any
session; a "forget" request after a sender's name is withheld from it like any other.
(tests/hermes/test_shared_group_interop.py has Hermes write the sessions; here the row's
key and chat type are set as Hermes' gateway sets them.)"""

from __future__ import annotations

import sqlite3

from reverie.review.engine import review_session
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import (
    add_messages,
    gemini_provider,
    gemini_settings,
    memory_text,
    pending_records,
    prompts_sent,
)


def _group(settings, session_id: str, *turns):
    ids = add_messages(settings, session_id, *turns)
    with sqlite3.connect(settings.state_db) as db:   # as Hermes' gateway records a group chat
        db.execute("UPDATE sessions SET session_key = ?, chat_type = 'group', chat_id = '-77'"
                   " WHERE id = ?", ("agent:main:telegram:group:-77", session_id))
    return ids


def test_a_model_sees_the_names_and_its_facts_about_the_user_wait(home, server, clock,
                                                                  clean_env):
    settings = gemini_settings(home, server)
    _group(settings, "g", ("user", "[Ola] I am allergic to kiwi."),
           ("assistant", "Noted, Ola."),
           ("user", "[Dana] The family calendar lives in the shared Nextcloud."),
           ("user", "[Ben] Don't remember that my locker code is 4471."))
    server.script(Reply.json({"operations": [
        {"action": "add", "target": "user", "content": "User is allergic to kiwi.",
         "reason": "stated", "evidence": [1], "confidence": 0.9},
        {"action": "add", "target": "memory",
         "content": "The family calendar lives in the shared Nextcloud.",
         "reason": "stated", "evidence": [3], "confidence": 0.9}]}))
    review_session(settings, "g", provider=gemini_provider(settings), clock=clock,
                   echo=lambda _line: None)
    (prompt,) = prompts_sent(server)
    assert "[Ola] I am allergic to kiwi." in prompt and "[Dana] The family" in prompt
    assert "4471" not in prompt and "locker" not in prompt   # Ben's request, withheld
    (record,) = pending_records(settings)
    assert record["payload"]["content"] == "User is allergic to kiwi."
    assert record["held_for_approval"].startswith("said by Ola in a group session")
    assert "User is allergic to kiwi." not in memory_text(settings, "user")
    assert "shared Nextcloud" in memory_text(settings, "memory")
