"""Session 39 (lead): in Chinese, "讨厌" is a taste as "不喜欢" is: "我讨厌开会。" kept nothing
(a meeting read as the moment's) while "我不喜欢开会。" was kept by the preference row. And a
taste whose object is only a person's pronoun ("我讨厌他。", "我喜欢她。") names nobody the entry
can keep: it was written "用户讨厌他。". Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("我讨厌开会。", "用户讨厌开会。"),
    ("我很讨厌排长队。", "用户很讨厌排长队。"),
    ("我讨厌用鼠标。", "用户讨厌用鼠标。"),
])
def test_a_dislike_said_with_taoyan_is_kept(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
    assert added_in_a_developer_session(said) == [kept]


@pytest.mark.parametrize("said", ["我讨厌他。", "我不喜欢他。", "我喜欢她。", "我很想她们。"])
def test_a_taste_for_a_pronoun_names_nobody(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("我有一个哥哥，我很爱他。", ["用户有一个哥哥。"]),   # the person named before the pronoun
    ("我最近在学吉他。", ["用户最近在学吉他。"]),          # "吉他" ends in the same character
])
def test_a_person_named_or_a_word_ending_in_ta_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
