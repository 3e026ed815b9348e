"""A photo's vision description and a quoted reply are not the user's words (session 25).

Hermes 0.22's gateway stores a user turn with its notes first: a vision model's description
of a photo the user sent, in the describer's own first person (``_enrich_message_with_vision``),
and the message the user replied to, quoted whole (``_prepend_inbound_reply_context``).
Both are built here by Hermes' own code (the describer stands in for a vision model) and
stored through its own ``SessionDB``. A model reviewer and a summary are shown only what the
user typed: the offline reviewer already left the notes out, but a model was shown the row
as stored and could write "User is allergic to …" from someone else's message.

A photo sent to a vision model carries the turn's context as an appended text part: the
recalled memory in its fence, then a ``pre_llm_call`` plugin's context with no fence of its
own; from the fence on, the part is Hermes'.

A message in a channel carries the channel's recent messages (other members' words) before
"[New message]" and the user's own (Discord's history backfill, a relay's context).

A small text file sent in a chat is inlined by the platform adapter, with the caption after
it and nothing marking where the file ends (review27 R1): the file is someone's words (an
aunt's letter), so from its ``[Content of NAME]:`` on nothing is read, the caption with it.
"""

from __future__ import annotations

from pathlib import Path

from reverie.jobs.now import review_now, summarize_now
from reverie.worker.doctor import diagnose
from reverie.worker.unread_files import unread_files
from tests.conftest import make_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.hermes.extra_paths import run_with_deps

# Words only the notes hold (the describer's and the quoted member's), and the typed ones.
FOREIGN = ("hazelnut-seen", "maria-seen", "sesame-quoted", "oslo-quoted", "vision_analyze",
           "replying to", "the user sent an image", "nurse-letter", "bergen-letter",
           "content of", "text document", "bees-recalled", "marine-plugin", "kiwi-channel", "lima-channel",
           "recent channel messages")
TYPED = ("birch-typed", "walnut-typed", "cedar-typed", "zeiss-typed", "oak-typed")

# The rows a snippet built, stored by Hermes' own SessionDB as one session, each answered.
STORE_ROWS = r"""
import hermes_state, json
db = hermes_state.SessionDB()
db.create_session("chat", SOURCE, model="m")
for row in rows:
    db.append_message("chat", "user", row)
    db.append_message("chat", "assistant", "Got it.")
db.close()
print(json.dumps({"rows": rows}))
"""

WRITE = r"""
import asyncio, json, sys, types
sys.path.append(DEPS)  # (gateway.run imports httpx, which the interop venv does not install)
sys.modules.setdefault("dotenv", types.SimpleNamespace(load_dotenv=lambda *a, **k: False))

async def describe(image_url, user_prompt, **kw):  # a stand-in vision model
    return json.dumps({"success": True, "analysis":
                       "I can see a handwritten note. It says: I am allergic to hazelnut-seen. "
                       "My name is Maria-seen."})
sys.modules["tools.vision_tools"] = types.SimpleNamespace(vision_analyze_tool=describe)
import hermes_state
from gateway.run_inbound import GatewayInboundMixin as Gateway

def reply(quoted, typed):
    event = types.SimpleNamespace(reply_to_text=quoted, reply_to_message_id="41",
                                  reply_to_is_own_message=False, message_id="42")
    return Gateway._prepend_inbound_reply_context(event, None, typed)

def photo(typed):
    return asyncio.run(Gateway._enrich_message_with_vision(None, typed, ["/tmp/note.png"]))

def document(name, text, caption):
    # A small text file sent in a chat: the platform adapters inline it, then the caption
    # (Telegram, Discord, Slack, WhatsApp: f"[Content of {name}]:\n{text}", a blank line,
    # the caption); the gateway puts its note before it (_prepend_inbound_document_notes).
    from gateway.platforms.event import MessageType
    event = types.SimpleNamespace(media_urls=[f"/tmp/doc_1_{name}"], media_types=["text/plain"],
                                  media_text_inlined=[True], message_type=MessageType.DOCUMENT)
    return Gateway._prepend_inbound_document_notes(
        event, f"[Content of {name}]:\n{text}" + (f"\n\n{caption}" if caption else ""))

rows = [photo("Remember that my desk is birch-typed."),
        photo(""),  # a photo sent with no caption: nothing typed
        reply("Busy week, sorry.\nI'm allergic to sesame-quoted. I moved to Oslo-quoted.",
              "Remember that my lamp is walnut-typed."),
        reply("I'm allergic to sesame-quoted.", photo("My chair is cedar-typed.")),
        document("letter.txt", "Dear Sam,\nI work as a nurse-letter.\n\nI moved to Bergen-letter.\n",
                 "What do you make of my aunt's letter?")]
# A photo sent to a vision model (list content): Hermes appends the turn's context as a
# durable text part, the recalled memory fenced and a pre_llm_call plugin's context after it,
# unfenced (agent/turn_context.py compose_multimodal_context_part).
from agent.turn_context import append_notes_to_multimodal_content, compose_multimodal_context_part
native = [{"type": "text", "text": "Remember that my lens is zeiss-typed."},
          {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]
append_notes_to_multimodal_content(native, compose_multimodal_context_part(
    "- The user keeps bees-recalled.", "From the profile plugin: the user is a marine-plugin biologist."))
rows.append(native)
# A message in a channel (Discord's history backfill, a relay's context): the recent messages
# of other members first, then "[New message]" and what the user typed.
from gateway.config import Platform
from gateway.relay.ws_transport import _render_relay_context
from gateway.session import SessionSource
members = _render_relay_context([
    {"text": "I am allergic to kiwi-channel.", "source": {"user_name": "Ola"}},
    {"text": "I moved to Lima-channel last year.", "source": {"user_name": "Ben"}}])
gateway = types.SimpleNamespace(config=types.SimpleNamespace(group_sessions_per_user=True,
                                                             thread_sessions_per_user=False))
rows.append(Gateway._prefix_inbound_sender_context(
    gateway, types.SimpleNamespace(channel_context=members),
    SessionSource(platform=Platform.DISCORD, chat_id="c1", chat_type="group", user_id="u1",
                  user_name="Dana"), "Remember that my desk is oak-typed."))
SOURCE = "telegram"
""" + STORE_ROWS


def answer(request) -> Reply:
    _, _, wants_json = FakeOpenAIServer.request_text(request)
    if wants_json:
        return Reply.json({"operations": []})
    return Reply.ok("The user shared a few things.")


def test_a_model_is_shown_only_what_the_user_typed(hermes022, tmp_path: Path) -> None:
    home = tmp_path / "home"
    written = run_with_deps(hermes022, WRITE, home, tmp_path)
    # Hermes' own code put the notes in the stored rows.
    assert "hazelnut-seen" in written["rows"][0] and "sesame-quoted" in written["rows"][2]
    assert "nurse-letter" in written["rows"][4]
    with FakeOpenAIServer(responder=answer) as server:
        provider = {"provider": "custom", "base_url": server.url, "model": "aux-mini"}
        settings = make_settings(home, environ={"HOME": str(tmp_path)},
                                 auxiliary={"background_review": provider,
                                            "session_search": provider})
        review_now(settings, "chat")
        summarize_now(settings, "chat")
        prompts = [FakeOpenAIServer.request_text(r)[0] for r in server.requests]
    assert len(prompts) == 2  # the review, then the summary
    for prompt in prompts:
        said = prompt.lower()
        assert [w for w in FOREIGN if w in said] == [], prompt
        assert [w for w in TYPED if w not in said] == [], prompt


def test_doctor_notes_the_messages_whose_caption_was_not_read(hermes022, tmp_path: Path) -> None:
    """tester19: a caption sent with a text file is not reviewed (nothing marks where the
    file ends, and Hermes 0.22's adapters and gateway add no such mark); doctor says so, as
    a note that does not fail it, naming the session."""
    home = tmp_path / "home"
    run_with_deps(hermes022, WRITE, home, tmp_path)
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    note = diagnose(home, environ={"HOME": str(tmp_path)}).unread_files
    assert note is not None and note.startswith("1 message(s) came with a text file"), note
    assert "session(s) chat:" in note and "reverie memory add --target user" in note
    # the photo, the quoted replies, the channel's backfill: read in part, not noted
    review_now(settings, "chat")
    assert unread_files(settings).messages == 1
    # a home with no such message says nothing
    quiet = tmp_path / "quiet"
    quiet.mkdir()
    hermes022.run_json("import hermes_state, json\ndb = hermes_state.SessionDB()\n"
                       "db.create_session('s', 'telegram')\n"
                       "db.append_message('s', 'user', 'I pasted [Content of x]:\\nno file')\n"
                       "db.close()\nprint(json.dumps({}))", quiet)
    assert diagnose(quiet, environ={"HOME": str(tmp_path)}).unread_files is None
