"""learn106: the friend's question asks after "your <someone>" (a sibling, a child, a partner, a
pet) and the answer takes them up without denying them: the user has them
(:mod:`.yours_taken_up`). Nothing is read when the answer denies or loses them, when the
someone is gone, to come or wished, when a pronoun does not agree or may stand for someone
else the friend named, when the answer does not take them up, or when an entry of the answer
already names them. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.yours_taken_up import yours_had
from tests.review.chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn106
    ("How's your little brother getting on?", "He just started college!", "User has a little brother."),
    ("Do your hamsters get along?", "They squabble all day, haha.", "User has hamsters."),
    ("Did you take your dog to the lake?", "The dog took me, more like.", "User has a dog."),
    ("So are your daughters into football too?", "Oh yes, they never miss a match on telly.",
     "User has daughters."),
    ("Does your twin like the snow?", "No, she hides indoors all winter.", "User has a twin."),
    ("Do you think your poor parrot would mind a new cage?", "Not at all! My parrot chews everything anyway.",
     "User has a parrot."),
])
def test_the_someone_asked_after_and_taken_up_is_the_users(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("Do your cats get along?", "No, I don't have cats, those were my aunt's."),   # denied
    ("How is your sister doing?", "Not mine, I was talking about my cousin."),      # not theirs
    ("How is your rabbit these days?", "He passed away in the spring, sadly."),     # lost
    ("Do you miss your late husband?", "He was my rock."),                          # gone
    ("Have you named your future kids yet?", "They will be Ada and Otto."),         # to come
    ("Do you want your own kids someday?", "They would be spoiled rotten."),        # wished
    ("Is your brother coming?", "She said she might."),                             # "she" for a brother
    ("Does your son know Priya?", "He does, from school."),                          # "he" may be someone else
    ("My nephew loves trains. Does your son?", "He does, he has a whole set."),     # the friend's own
    ("How is your husband?", "It's been a long week."),                             # takes no one up
    ("How are your parents?", "They're off to Crete."),                             # a parent: everyone has them
    ("Your sister sounds fun.", "She really is."),                                   # no question
])
def test_nothing_is_granted(question: str, answer: str) -> None:
    assert yours_had(question, answer) is None


def test_an_entry_naming_them_already_says_as_much() -> None:
    kept = _answered("What does your niece do?", "She's a welder in Leeds.")
    assert "User's niece is a welder in Leeds." in kept
    assert "User has a niece." not in kept
