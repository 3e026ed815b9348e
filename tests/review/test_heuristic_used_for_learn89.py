"""learn89 (issue 31, recall): a thing's use said in a relative after a comma keeps its whole
purpose when the purpose is a pair of nouns whose second word could be read as a verb ("…,
which I use for focus and calm"). The writer read "for focus and calm" as an undecided pair (a
noun, or a second act said bare) and dropped the clause, so the use was lost while "for calm
and focus" was kept. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import undecided_pair
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("My wrist is sore, so I'm resting from rowing, which I use for focus and calm.",
     "User uses rowing for focus and calm."),
    ("I sprained my ankle and took time off from kayaking, which I use for fitness and fun.",
     "User uses kayaking for fitness and fun."),
    ("I've missed a month of clay, which I use for quiet and rest.",
     "User uses clay for quiet and rest."),
])
def test_a_use_whose_purpose_is_a_pair_of_nouns_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_the_pair_in_the_other_order_was_kept_already() -> None:
    # the twin the parent kept: the second word is no verb, so the pair was never undecided
    assert "User uses rowing for calm and focus." in added_as_news(
        "My wrist is sore, so I'm resting from rowing, which I use for calm and focus.")


@pytest.mark.parametrize("written", [
    "the user uses rowing for focus and calm",
    "the user uses clay for quiet and rest",
])
def test_use_for_one_bare_word_and_another_is_a_pair_of_nouns(written: str) -> None:
    assert undecided_pair(written) is None


@pytest.mark.parametrize("written", [
    # a time or a thing with its own determiner after "for" is no purpose of the use: the
    # word after "and" stays undecided, as it was
    "the user uses the studio for an hour and leave",
    "the user uses the van for the weekend and drive",
    # another verb than "use" keeps the parent's reading
    "the user paints the fence for money and cry",
    # words after the pair: the second word opens an act of its own
    "the user uses the loft for storage and sleep downstairs",
])
def test_other_pairs_stay_undecided(written: str) -> None:
    assert undecided_pair(written) is not None


def test_an_act_after_the_pair_is_cut_off_as_before() -> None:
    assert added_as_news("I use the loft for storage and sleep downstairs.") == ["User uses the loft for storage."]


# --- an effect joined to a taste: its cap counts the entry as written -----------------------

@pytest.mark.parametrize(("text", "kept"), [
    # "more" before a plural is dropped by the written form, so the entry is 20 words, not 21
    ("I have been knitting more scarves - it lets me mix my love for colour and the joy of "
     "giving cosy presents.",
     "User has been knitting scarves, which lets them mix their love for colour and the joy of "
     "giving cosy presents."),
    ("I have been knitting more scarves. It lets me mix my love for colour and the joy of "
     "giving cosy presents.",
     "User has been knitting scarves, which lets them mix their love for colour and the joy of "
     "giving cosy presents."),
])
def test_an_effect_has_room_for_a_word_the_written_form_drops(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_an_effect_past_the_cap_as_written_is_still_left_out() -> None:
    # 21 words written: the taste is kept alone, as before
    assert added_as_news("I have been knitting scarves - it lets me mix my love for colour and the "
                         "joy of giving cosy presents and hats.") == ["User has been knitting scarves."]
