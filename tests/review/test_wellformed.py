"""The well-formedness checker: the entries issue 16 quotes from the old demo are caught,
and the sentences a person writes pass, in English and Chinese."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.review.wellformed import language, problems


@pytest.mark.parametrize("text", [
    "User rebuilt an old canoe.",                 # a prefixed irregular past is a verb
    "User's dad put up a fence.",                 # a past written as its present (one table)
    "User's neighbour shut the old gate.",
    "The team set up CI on Fridays.",
    "Ferrets bring the user endless laughs.",     # a plural subject's base verb
    "User prefers short answers without emojis.",
    "User's timezone is Europe/Berlin.",
    "User always wants cargo clippy to run before the assistant suggests a commit.",
    "User no longer uses Docker Desktop.",
    "User is a data engineer at Northwind.",
    "The user has two monitors.",
    "This machine runs Debian 12 with Python 3.11.",
    "The CI runs on GitHub Actions with ubuntu-24.04 runners.",
    "The test suite needs Postgres 16 on port 5433 (not the default 5432).",
    "Backups run nightly at 02:00 UTC.",
    "The team moved from MySQL to PostgreSQL.",
    "Deploys go out on Tuesdays.",
    "User wants `make lint` run before any commit is proposed.",
    "用户喜欢用 Vim 写代码，不用 VS Code。",
    "用户每天早上九点半开站会。",
    "测试数据库在 5432 端口。",
    "用户希望技术问题用中文回答，代码注释保持英文。",
])
def test_sentences_a_person_writes_pass(text: str) -> None:
    assert problems(text) == []


@pytest.mark.parametrize(("text", "problem"), [
    ("That.", "dangling pronoun"),
    ("It runs on port 5433.", "dangling pronoun"),
    ("This is what the user wants.", "dangling pronoun"),
    ("那个已经不对了。", "dangling pronoun"),
    ("Assume podman.", "fragment"),
    ("Podman, not Docker.", "fragment (no verb)"),
    ("Run `make lint` before proposing any commit.", "instruction"),
    ("Always rebase before pushing to main.", "instruction"),
    ("请用中文回答技术问题。", "instruction"),
    ("User always want cargo clippy to run before you suggest a co…", "cut off"),
    ("User always want cargo clippy to run.", "do not agree"),
    ("The user have two cats.", "do not agree"),
    ("The repo lives at `~/src/atl.", "cut off"),
    ("User uses (mostly) Emacs and vim (sometimes.", "cut off"),
    ("User prefers tabs", "no final stop"),
    ("Does the user prefer tabs?", "question"),
    ("好的。", "fragment"),
    # a past that is a noun or an adjective too is a verb only in the verb's place (review16 Q1)
    ("User's new drum set from their dad.", "fragment (no verb)"),
    ("User's stuck window.", "fragment (no verb)"),
    ("A reset button for the router.", "fragment (no verb)"),
])
def test_malformed_entries_are_named(text: str, problem: str) -> None:
    found = problems(text)
    assert any(problem in p for p in found), found


def test_the_users_language_is_checked_when_known() -> None:
    assert problems("用户喜欢用 Vim 写代码。", lang="zh") == []
    assert any("language" in p for p in problems("User likes Vim.", lang="zh"))
    assert any("language" in p for p in problems("用户喜欢用 Vim 写代码。", lang="en"))
    # A Chinese sentence naming English tools is still Chinese.
    assert language("用户在 GitHub Actions 上用 ubuntu-24.04 跑 CI。") == "zh"


@given(st.text(max_size=200))
def test_any_text_gets_a_list_of_reasons(text: str) -> None:
    found = problems(text)
    assert isinstance(found, list) and all(isinstance(p, str) and p for p in found)
    if not text.strip():
        assert found == ["empty"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["用户", "跑", "CI", "GitHub", "ubuntu", "24", "。", "a", "b c", " ", "台北",
                                 "VS Code", "é", "ß"]), max_size=12).map("".join))
def test_the_language_counts_words_only_where_a_chinese_character_is(text: str) -> None:
    """fast44: "zh" exactly where the Chinese characters are at least one and at least the
    Latin words, as counting both every time said."""
    chinese = len(re.findall(r"[\u3400-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z]+", text))
    assert language(text) == ("zh" if chinese >= max(1, latin) else "en")
