"""A group session several people share: whose facts go to USER.md (session 26).

With Hermes' ``group_sessions_per_user: false`` (and in every group thread, which Hermes
shares by default) one session holds every member's messages, each a ``user`` row opened
with the sender's name ("[Ola] …", ``_prefix_inbound_sender_context``). Hermes names no
owner of the home, so a proposal about the user from such a session waits for the operator,
its record saying who said it (docs/review.md); MEMORY.md's notes and every session of one
person (a direct message, a group kept per member) are learned as before.

The sessions are made by Hermes 0.22's own code: the gateway's session key, the row it
creates for a session (``_session_create_kwargs``: chat type, chat, thread, origin) and the
text it prepares for a member's message (the sender's name, then a text file the chat
inlined with its document note in front).
"""

from __future__ import annotations

from pathlib import Path

from reverie.jobs.now import review_now
from reverie.memory.pending.describe import HELD_KEY
from reverie.memory.pending.staging import list_pending
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.hermes.extra_paths import run_with_deps

WRITE = r"""
import json, sys, types
sys.path.append(DEPS)  # (gateway.run imports httpx, which the interop venv does not install)
sys.modules.setdefault("dotenv", types.SimpleNamespace(load_dotenv=lambda *a, **k: False))
import hermes_state
from gateway.config import Platform
from gateway.platforms.event import MessageType
from gateway.session import SessionSource, build_session_key
from gateway.session_recovery import SessionRecoveryMixin
from gateway.run_inbound import GatewayInboundMixin as Gateway

db = hermes_state.SessionDB()

def session(session_id, chat_type, shared, turns, thread_id=None):
    first = SessionSource(platform=Platform.TELEGRAM, chat_id="-1001" if chat_type != "dm" else "77",
                          chat_type=chat_type, user_id="501", user_name="Dana", thread_id=thread_id)
    key = build_session_key(first, group_sessions_per_user=not shared)
    row = SessionRecoveryMixin._session_create_kwargs(
        session_id=session_id, session_key=key, origin=first, source_value="telegram",
        display_name=None, parent_session_id=None)
    db.create_session(**{k: v for k, v in row.items() if k not in ("transport_profile", "profile_name")})
    gateway = types.SimpleNamespace(config=types.SimpleNamespace(
        group_sessions_per_user=not shared, thread_sessions_per_user=False))
    for user_id, name, text, letter in turns:
        source = SessionSource(platform=Platform.TELEGRAM, chat_id=first.chat_id,
                               chat_type=chat_type, user_id=user_id, user_name=name,
                               thread_id=thread_id)
        event = types.SimpleNamespace(channel_context=None, message_type=MessageType.DOCUMENT,
                                      media_urls=[], media_types=[], media_text_inlined=[])
        if letter:  # the Telegram adapter inlines a small text file before the caption
            text = f"[Content of letter.txt]:\n{letter}\n\n{text}"
            event.media_urls, event.media_types = ["/tmp/doc_1_letter.txt"], ["text/plain"]
            event.media_text_inlined = [True]
        # as _prepare_inbound_message_text does: the sender's name, then the document's note
        text = Gateway._prefix_inbound_sender_context(gateway, event, source, text)
        text = Gateway._prepend_inbound_document_notes(event, text)
        db.append_message(session_id, "user", text)
        db.append_message(session_id, "assistant", "Noted.")
    return key

keys = {
    "group": session("group", "group", True, [
        ("501", "Dana", "Remember that my editor is helix-dana.", None),
        ("502", "Ola", "I am allergic to kiwi-ola.", None),
        ("501", "Dana", "Forget that I keep a spare key under the mat-dana.", None),
        ("502", "Ola", "What do you make of my aunt's letter?",
         "Dear Ola,\nI work as a nurse-letter.\n\nI moved to Bergen-letter.\n")]),
    "topic": session("topic", "group", False, [
        ("503", "Ben", "I am allergic to sesame-ben.", None)], thread_id="9"),
    "mine": session("mine", "group", False, [("501", "Dana", "I am allergic to pecan-member.", None)]),
    "direct": session("direct", "dm", False, [("501", "Dana", "I am allergic to walnut-direct.", None)]),
}
rows = [r[0] for r in db._conn.execute("SELECT content FROM messages WHERE role = 'user' ORDER BY id")]
db.close()
print(json.dumps({"keys": keys, "rows": rows}))
"""


def test_a_shared_group_sessions_facts_about_the_user_wait_for_the_operator(
        hermes022, tmp_path: Path) -> None:
    home = tmp_path / "home"
    written = run_with_deps(hermes022, WRITE, home, tmp_path)
    # Hermes' own code: one key for the whole group, members named in their rows, the
    # letter after the sender's name; a forum topic is shared whatever the group setting.
    assert written["keys"]["group"] == "agent:main:telegram:group:-1001"
    assert written["keys"]["mine"] == "agent:main:telegram:group:-1001:501"
    assert written["keys"]["topic"] == "agent:main:telegram:group:-1001:9"
    assert written["rows"][0] == "[Dana] Remember that my editor is helix-dana."
    assert "\n\n[Ola] [Content of letter.txt]:\nDear Ola," in written["rows"][3]
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    with SessionStore.open(settings) as sessions:
        assert [sessions.shared_by_members(s) for s in ("group", "topic", "mine", "direct")] \
            == [True, True, False, False]
    for session_id in ("group", "topic", "mine", "direct"):
        review_now(settings, session_id)

    user_md = settings.memory_file("user").read_text()
    # One person's sessions: learned as before.
    assert "pecan-member" in user_md and "walnut-direct" in user_md
    # The shared ones: every member's words are read, and each fact about the user waits,
    # saying who said it.
    held = {r.payload["content"]: r.extra[HELD_KEY] for r in list_pending(settings)}
    assert not any(w in user_md for w in ("helix-dana", "kiwi-ola", "sesame-ben"))
    by_word = {w: next((why for text, why in held.items() if w in text.lower()), None)
               for w in ("helix-dana", "kiwi-ola", "sesame-ben")}
    assert by_word["helix-dana"].startswith("said by Dana in a group session"), held
    assert by_word["kiwi-ola"].startswith("said by Ola in a group session"), held
    assert by_word["sesame-ben"].startswith("said by Ben in a group session"), held
    # A member's "forget that …" after the sender's name is a request like any other.
    assert "mat-dana" not in user_md and not any("mat-dana" in t for t in held)
    with SessionStore.open(settings) as sessions:
        assert "mat-dana" in sessions.messages("group")[4].content   # (it was said)
    # The letter a member sent is nobody's fact, tagged or not.
    notes = settings.memory_file("memory")
    everything = user_md + (notes.read_text() if notes.exists() else "") + " ".join(held)
    assert "letter" not in everything.lower() and "bergen" not in everything.lower()
