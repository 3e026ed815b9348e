"""Issue 31 (fixlearn20, zhlearn3's "Left"): a Chinese list-valued slot's members merge into one
entry when room is needed, as English ones do ("User's son Leo is allergic to peanuts and
penicillin."); the value sits inside the sentence (对…过敏, 会弹…, 养了一只…), so the two
entries must share all but their members. A language spoken or learned (会说法语, 在学日语)
states the list-valued language slot, as "User speaks French" does. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.consolidate.plan import KEPT, MERGED, SUPERSEDED, Entry, deterministic, size
from reverie.review.slots import merged_members, slot_of

DAY = 86400.0


def planned(*texts: str, limit: int = 4000):
    entries = [Entry(t, learned_at=(i + 1) * DAY) for i, t in enumerate(texts)]
    return deterministic("user", entries, limit=limit, low_water=0.6)


@pytest.mark.parametrize(("text", "value"), [
    ("用户会说法语。", "法语"),
    ("用户也会说西班牙语。", "西班牙语"),
    ("用户在学日语。", "日语"),
    ("用户会讲粤语和普通话。", "粤语和普通话"),
    ("用戶會說德語。", "德语"),   # traditional characters, read in simplified ones
])
def test_a_language_is_a_list_valued_slot(text: str, value: str) -> None:
    slot = slot_of(text)
    assert slot is not None and slot.attribute == "language" and slot.value == value and slot.many


@pytest.mark.parametrize("text", ["用户会讲笑话。", "用户喜欢说话。", "用户在学语言。"])
def test_a_doing_with_words_is_no_language(text: str) -> None:
    slot = slot_of(text)
    assert slot is None or slot.attribute != "language"


@pytest.mark.parametrize(("first", "second", "merged"), [
    ("用户的儿子对花生过敏。", "用户的儿子对青霉素过敏。", "用户的儿子对花生和青霉素过敏。"),
    ("用户会弹钢琴。", "用户会弹吉他。", "用户会弹钢琴和吉他。"),
    ("用户养了一只猫。", "用户养了一条狗。", "用户养了一只猫和一条狗。"),
    ("用户会说法语。", "用户会说德语。", "用户会说法语和德语。"),
    # a third member joins a merged entry
    ("用户对花生和青霉素过敏。", "用户对芒果过敏。", "用户对花生、青霉素和芒果过敏。"),
    ("用戶對花生過敏。", "用户对芒果过敏。", "用户对花生和芒果过敏。"),
])
def test_two_members_of_one_chinese_list_merge(first: str, second: str, merged: str) -> None:
    assert merged_members(first, second) == merged


@pytest.mark.parametrize(("first", "second"), [
    ("用户的儿子对花生过敏。", "用户的女儿对青霉素过敏。"),   # two people
    ("用户对花生过敏。", "用户会弹钢琴。"),                   # two slots
    ("用户住在杭州。", "用户住在苏州。"),                     # one-valued
    ("用户对花生过敏。", "用户对花生过敏。"),                 # the same member
    ("用户小时候对花生过敏。", "用户对芒果过敏。"),           # other words around the member
    # review35 R7: a verb or an adverb that differs before or inside a member is no member
    ("用户会弹钢琴。", "用户会拉小提琴。"),
    ("用户会说法语。", "用户在学日语。"),
    ("用户会说普通话。", "用户会讲上海话。"),
    ("用户养了一只猫。", "用户家养了一只狗。"),
    ("用户对花生过敏。", "用户对芒果也过敏。"),
])
def test_what_is_not_two_members_of_one_list_does_not_merge(first: str, second: str) -> None:
    assert merged_members(first, second) is None


def test_when_room_is_needed_chinese_members_merge_into_one_entry() -> None:
    older, newer = "用户的女儿对芒果过敏。", "用户的女儿对虾过敏。"
    filler = "用户每个周末都会去山里徒步，并且会把每条路线详细地记在本子上。"
    texts = [older, filler, newer]
    roomy = planned(*texts)
    assert roomy.after == texts                               # room enough: side by side
    tight = planned(*texts, limit=size(texts) - 3)
    assert tight.after[0] == "用户的女儿对芒果和虾过敏。"
    assert {tight.fates[older].kind, tight.fates[newer].kind} == {MERGED}
    assert not any(f.kind == SUPERSEDED for f in tight.fates.values())
    assert roomy.fates[older].kind == KEPT
