"""A voice message sent to Hermes through a messenger is learned as the user's words
(session 31, tester23).

Hermes' gateway (0.19 and 0.22) prepares a voice message with its own
``_prepare_inbound_message_text``: the speech-to-text transcript in double quotes, then what
the user typed, a quoted reply in front; in a group several people share, the member's name
is put before what they typed and the transcript before that. Here that code runs as a live
gateway would (a stand-in for the speech-to-text service, the only part not Hermes'), the
session is made by its ``SessionStore`` and the rows stored by its ``SessionDB``. Read as
stored, a transcript was a quotation: said aloud in a direct chat, "I moved to Porto … I
work as a pharmacist now." kept nothing, "Remember that please." typed after a clip kept the
quoted line as an entry, and the hold of a member's clip in a group named nobody.
"""

from __future__ import annotations

from pathlib import Path

from reverie.jobs.now import review_now
from reverie.memory.pending.describe import HELD_KEY
from reverie.memory.pending.staging import list_pending
from tests.conftest import make_settings
from tests.hermes.extra_paths import run_with_deps

WRITE = r"""
import asyncio, json, os, sys, types
sys.path.append(DEPS)  # (gateway.run imports httpx, which the interop venv does not install)
sys.modules.setdefault("dotenv", types.SimpleNamespace(load_dotenv=lambda *a, **k: False))
SAID = {"porto.ogg": "I moved to Porto last month and I work as a pharmacist now.",
        "violin.ogg": "My daughter Ines plays the cello.",
        "bees.ogg": "I keep bees on the roof of my building."}
def transcribe_audio(path, *args, **kwargs):  # a stand-in speech-to-text service
    return {"success": True, "transcript": SAID[os.path.basename(path)]}
sys.modules["tools.transcription_tools"] = types.SimpleNamespace(
    transcribe_audio=transcribe_audio, transcribe_audio_local_fallback=transcribe_audio)
from pathlib import Path
import hermes_state
from gateway.config import GatewayConfig, Platform
from gateway.platforms.base import MessageEvent, MessageType
from gateway.run import GatewayRunner
from gateway.session import SessionSource, SessionStore

class Gateway(GatewayRunner):  # only what _prepare_inbound_message_text reads of a runner
    def __init__(self, shared):
        self.config = types.SimpleNamespace(group_sessions_per_user=not shared,
                                            thread_sessions_per_user=False, stt_enabled=True)
    def _session_key_for_source(self, source): return "key"
    def _consume_pending_native_image_paths(self, key): return []
    def _should_echo_stt_transcripts(self): return False

home = Path(os.environ["HERMES_HOME"])
db = hermes_state.SessionDB()
ids, rows = {}, []
def session(label, shared, messages):
    store = SessionStore(home / "sessions", GatewayConfig(group_sessions_per_user=not shared))
    for source, clip, typed, quoted in messages:
        event = MessageEvent(source=source, text=typed, message_type=MessageType.VOICE,
                             media_urls=[f"/tmp/{clip}"], media_types=["audio/ogg"],
                             reply_to_message_id="9" if quoted else None, reply_to_text=quoted)
        text = asyncio.run(Gateway(shared)._prepare_inbound_message_text(
            event=event, source=source, history=[]))
        ids[label] = store.get_or_create_session(source).session_id
        db.append_message(ids[label], "user", text)
        db.append_message(ids[label], "assistant", "Noted.")
        rows.append(text)

dana = SessionSource(platform=Platform.TELEGRAM, chat_id="501", chat_type="dm", user_id="501",
                     user_name="Dana")
ola = SessionSource(platform=Platform.TELEGRAM, chat_id="-1009", chat_type="group",
                    user_id="777", user_name="Ola")
session("direct", False, [(dana, "porto.ogg", "", "Where do you live now?"),
                          (dana, "violin.ogg", "Remember that please.", None)])
session("group", True, [(ola, "bees.ogg", "", None)])
db.close()
print(json.dumps({"ids": ids, "rows": rows}))
"""


def test_a_voice_message_is_learned_as_the_users_words(hermes, tmp_path: Path) -> None:
    home = tmp_path / "home"
    written = run_with_deps(hermes, WRITE, home, tmp_path)
    # Hermes' own shapes: the transcript quoted, a reply's quote in front, a member's name
    # after the clip
    assert written["rows"][0] == ('[Replying to: "Where do you live now?"]\n\n'
                                  '"I moved to Porto last month and I work as a pharmacist now."')
    assert written["rows"][1] == '"My daughter Ines plays the cello."\n\nRemember that please.'
    assert written["rows"][2].startswith('"I keep bees on the roof of my building."\n\n[Ola]')
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    for session_id in written["ids"].values():
        review_now(settings, session_id)

    user_md = settings.memory_file("user").read_text()
    notes = settings.memory_file("memory")
    kept = user_md + (notes.read_text() if notes.exists() else "")
    assert "Porto" in kept and "pharmacist" in kept, kept
    assert "cello" in kept and '"' not in kept, kept   # not the quoted line itself
    assert "Where do you live" not in kept
    # a member's clip in a shared group waits, naming who said it
    held = {r.payload["content"]: r.extra[HELD_KEY] for r in list_pending(settings)}
    bees = [why for text, why in held.items() if "bees" in text]
    assert bees and bees[0].startswith("said by Ola in a group session"), held
    assert "bees" not in kept
