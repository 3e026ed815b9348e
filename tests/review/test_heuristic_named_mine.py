"""learn34: a creature, child or relative of the speaker's named in the sentence that says it
is theirs, not told as a gain (learn28's :mod:`.named` joins a name only to "User got/adopted
a …"): "Pip, my hamster." answering "any pets?", "My son is so funny, his name is Leo!". The
name is what a later "How is Leo?" needs. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("Yes, I do - Pip, my hamster.", "User has a hamster named Pip."),
    ("Juno, my old tabby cat!", "User has an old tabby cat named Juno."),
    ("My son is so funny, his name is Leo!", "User has a son named Leo."),
    ("Our two-year-old is a real handful, her name's Maya.", "User has a two-year-old named Maya."),
    ("Our one-year-old is a joy, his name is Theo.", "User has a one-year-old named Theo."),
    ("My aunt is the best, her name is Rosa.", "User has an aunt named Rosa."),
])
def test_one_of_the_speakers_named_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "Thanks, Sam, my friend.",                        # the listener, addressed
    "Sunday, my day off.",                            # a day, no creature or kin
    "My new bike is great, its name is Comet.",       # a thing, not a creature or kin
    "My dog is sick, his name is May.",               # a month is no name here
])
def test_nothing_of_the_kind_is_named(said: str) -> None:
    assert not any("named" in entry for entry in added_as_news(said))


@pytest.mark.parametrize("said", [
    # review15 O14: the name is another's when the words before it name someone else, the
    # "'s" is a possessive, the pronoun does not agree, or the "name" is a title
    "My wife's sister is a pain, her name is Beth.",
    "My son's going out with a girl from his class, her name is Ivy.",
    "My aunt is engaged to a baker, his name is Marco.",
    "My nephew is dating someone lovely, her name is Rosa.",
    "My rabbit is terrified of the neighbour's dog, his name is Bruno.",
    "My daughter is close friends with a boy called Finn, his name is Finn.",
    "My brother is so kind, her name is Jo.",
    "My son is dating Ben, his name is Sam.",
    "My hamster is in love with the vet, her name is Dr. Shah.",
])
def test_a_name_that_may_be_anothers_names_no_one_of_the_speakers(said: str) -> None:
    assert not any(" named " in entry for entry in added_as_news(said))


def test_what_the_sentence_says_besides_the_name_is_kept_too() -> None:
    kept = added_as_news("My dad is a plumber in Bristol, his name is Colin.")
    assert "User has a dad named Colin." in kept
    assert "User's dad is a plumber in Bristol." in kept


def test_a_developer_session_reads_no_pet() -> None:
    assert added_in_a_developer_session("Pip, my hamster.") == []
