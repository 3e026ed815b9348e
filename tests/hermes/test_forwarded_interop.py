"""A forwarded chat record is not the user's words (session 27, tester20).

Hermes 0.22's Yuanbao adapter turns a WeChat chat history the user forwarded into the user's
message: a header naming the user's nickname, one "sender：text" line a forwarded message,
then the user's own note after "用户附言：" when they typed one
(``ForwardedRecordsParseMiddleware.build_forward_text``, run here as Hermes runs it, the rows
stored by its own ``SessionDB``). Reviewed as the user's words, a sister's "I live in
Leipzig" became "User lives in Leipzig." and a friend's cats the user's. Now the record is
left out as a quoted reply is, by the offline reviewer and in what a model is shown; the
note the user typed is read. Our own sentences."""

from __future__ import annotations

from pathlib import Path

from reverie.jobs.now import review_now
from tests.conftest import make_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.hermes.extra_paths import run_with_deps
from tests.hermes.test_gateway_notes_interop import STORE_ROWS, answer
from tests.review.engine_support import memory_text

FOREIGN = ("leipzig-fwd", "peanut-fwd", "pharmacy-own", "两只猫")
WRITE = r"""
import sys, types
sys.path.append(DEPS)  # (the adapter module imports httpx, which the interop venv does not install)
from gateway.platforms.yuanbao import ForwardedRecordsParseMiddleware as Forward

def forwarded(nickname, lines, typed):
    ctx = types.SimpleNamespace(sender_nickname=nickname, media_refs=[], raw_text=typed)
    data = {"msg": [{"sender": who, "plainText": "", "msgContent": [{"type": 1, "text": text}]}
                    for who, text in lines]}
    return Forward.build_forward_text(data, ctx=ctx, is_dispatch=True)

rows = [forwarded("Jonas", [("Mira", "I live in Leipzig-fwd."), ("Mira", "I am allergic to peanut-fwd."),
                            ("Jonas", "I work in a pharmacy-own.")],
                  "My sister sent me this. I am a nurse."),
        forwarded("Jonas", [("小红", "我养了两只猫。")], "")]
SOURCE = "yuanbao"
""" + STORE_ROWS


def test_a_forwarded_chat_record_is_not_learned_as_the_users(hermes022, tmp_path: Path) -> None:
    home = tmp_path / "home"
    written = run_with_deps(hermes022, WRITE, home, tmp_path)
    assert "Mira：I live in Leipzig-fwd." in written["rows"][0]      # Hermes' own shape
    assert written["rows"][0].endswith("用户附言：My sister sent me this. I am a nurse.")
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    review_now(settings, "chat")
    learned = memory_text(settings, "user").lower()
    assert "nurse" in learned, learned                               # what the user typed
    assert [w for w in FOREIGN if w in learned] == [], learned


def test_a_model_is_not_shown_the_forwarded_record(hermes022, tmp_path: Path) -> None:
    home = tmp_path / "home"
    run_with_deps(hermes022, WRITE, home, tmp_path)
    with FakeOpenAIServer(responder=answer) as server:
        provider = {"provider": "custom", "base_url": server.url, "model": "aux-mini"}
        settings = make_settings(home, environ={"HOME": str(tmp_path)},
                                 auxiliary={"background_review": provider})
        review_now(settings, "chat")
        (prompt,) = [FakeOpenAIServer.request_text(r)[0] for r in server.requests]
    said = prompt.lower()
    assert [w for w in FOREIGN if w in said] == [] and "i am a nurse" in said, prompt
