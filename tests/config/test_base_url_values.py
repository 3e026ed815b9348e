"""A model endpoint's ``base_url`` is an http(s) address or nothing (session 24): `config
set` took ``file:///etc/passwd``, ``localhost:8080`` (no scheme) and a URL with a newline
in it (saved with a space), and every review of the home then failed for good as a dead
letter ("UnsupportedProtocol"). Now `config set` refuses it in one line and leaves
config.yaml as it was; a hand-edited config.yaml holding one is refused as any bad value."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bad_input_support import run_main

from .test_bad_input_config import assert_one_line_refusal, tree_digest

KEY = "auxiliary.background_review.base_url"


@pytest.mark.parametrize("value", ["file:///etc/passwd", "localhost:8080", "ftp://models.lan/v1",
                                   "http://models.lan\n/v1", "http://models lan/v1", "http://",
                                   "https:///v1", "//models.lan/v1"])
def test_config_set_refuses_an_address_no_model_answers_at(home: Path, clean_env, value) -> None:
    (home / "config.yaml").write_text("memory:\n  nudge_interval: 0\n")
    before = tree_digest(home / "config.yaml")
    code, _, err = run_main(home, "config", "set", KEY, value)
    assert_one_line_refusal(code, err, f"{KEY} must be an http:// or https:// address")
    assert tree_digest(home / "config.yaml") == before


def test_a_hand_edited_base_url_is_refused_by_every_command(home: Path, clean_env) -> None:
    (home / "config.yaml").write_text(
        "auxiliary:\n  session_search:\n    base_url: 'file:///srv/model'\n")
    code, _, err = run_main(home, "memory", "show")
    assert_one_line_refusal(code, err,
                            "auxiliary.session_search.base_url must be an http:// or https://")


@pytest.mark.parametrize("value", ["http://127.0.0.1:8080/v1", "https://models.example.com/v1",
                                   "HTTP://[::1]:11434/v1", "http://user:pw@models.lan/v1", ""])
def test_an_http_address_is_kept(home: Path, clean_env, value) -> None:
    code, out, err = run_main(home, "config", "set", KEY, value)
    assert code == 0, err
    code, out, err = run_main(home, "config", "get", KEY)
    assert code == 0 and "pw" not in out, (out, err)


@pytest.mark.parametrize("value", ["alice:s3cr3t-Pa55@llm.example.com:8080/v1",
                                   "alice:s3cr3t-Pa55@llm.example.com",
                                   "ftp://alice:s3cr3t-Pa55@llm.example.com/v1",
                                   "//alice:s3cr3t-Pa55@llm.example.com/v1",
                                   "alice:s3cr3t-Pa55@[::1]:8080/v1"])
def test_a_refused_address_never_shows_its_password(home: Path, clean_env, value) -> None:
    """review26 R5: with no scheme, 'user:password@host' was echoed whole (the redaction
    read a password only after 'scheme://')."""
    code, out, err = run_main(home, "config", "set", KEY, value)
    assert code == 1 and "must be an http:// or https:// address" in err, err
    assert "s3cr3t" not in out + err and "alice:***@" in err, err


@pytest.mark.parametrize(("text", "kept"), [
    ("Error: line 1: role must be one of user, assistant.", True),
    ("meet at 12:30@home", True),                      # a time, not a user
    ("write to ops:pager@ on call", True),
    ("see https://host:8080/p?mail=a@b.com", True),
])
def test_text_that_only_looks_like_a_userinfo_is_left_alone(text, kept) -> None:
    from reverie.config.redaction import redact_url

    assert (redact_url(text) == text) is kept
