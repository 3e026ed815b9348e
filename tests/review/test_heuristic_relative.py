"""learn31: a lasting doing of the user's said inside a noun phrase, by a relative clause
whose subject is "I" ("the food bank I volunteer at", "a graphic novel I'm writing"), is kept
as a sentence of its own, whatever the sentence around it is about. A past, a modal, a
negation, a verb of thinking or wanting, a noun that names nothing, and a thing only sought
or wished for give nothing. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I gave a short talk at the food bank I volunteer at.", "User volunteers at a food bank."),
    ("Yup, it's a climbing gym I go to twice a week.", "User goes to a climbing gym twice a week."),
    ("I spent Saturday sorting costumes for the amateur theatre group I'm part of.",
     "User is part of an amateur theatre group."),
    ("Here's a sketch for the graphic novel I'm writing.", "User is writing a graphic novel."),
    ("Here's the community garden I've been helping out in.",
     "User has been helping out in a community garden."),
    ("I met up with the jazz trio I play in.", "User plays in a jazz trio."),
    ("I took my kids to the swimming club I coach at.", "User coaches at a swimming club."),
    ("The chess club I'm a member of meets on Tuesdays.", "User is a member of a chess club."),
    ("I brought cookies to the hospice I volunteer at on weekends.",
     "User volunteers at a hospice on weekends."),
])
def test_a_doing_said_inside_a_noun_phrase_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_a_row_that_knows_the_doing_writes_it() -> None:
    # "I work at …" is the employer row's: the relative is read by it, not by the shape layer
    assert any("Thai restaurant" in entry
               for entry in added_as_news("We had dinner at the Thai restaurant I work at."))


_READ = ("User volunteers", "User goes", "User is part", "User works", "User teaches", "User rides",
         "User knows", "User is writing", "User sings", "User joins", "User means", "User spends",
         "User loves", "User coaches", "User lives", "User performs")


# each refused sentence beside its twin, which is read: what refuses is the one difference
@pytest.mark.parametrize(("twin", "refused"), [
    ("I went back to the pottery studio I go to on Sundays.",
     "I finally went back to the pottery studio I found last spring."),           # a past
    ("I walked past the old cinema I work at.",
     "I walked past the old cinema I used to work at."),                          # no longer
    ("I'm fixing up a dance studio I teach in.",
     "I'm looking for a dance studio I can teach in."),                           # sought; a modal
    ("I'd love to visit the book club I go to.",
     "I'd love to find a book club I could join."),                               # wished for
    ("I showed them the racing club I ride with.",
     "I showed them the racing bike I don't ride anymore."),                      # a negation
    ("I ran into the old choir I perform with.",
     "I ran into the old neighbour I know from school."),                         # knowing
    ("Here's the little bookshop I work at.", "Here's the little bookshop I love."),  # a taste
    # learn61: a book being read is the current read (a stage), one being written is a work
    ("That's the Harry Potter book I'm writing.", "That's the book I'm writing."),   # names no book
    ("This is the cottage I live in.", "This is the cottage I mean."),             # saying
    ("I drove past the choir I perform with.", "I'm searching for a choir I perform well with."),  # sought
])
def test_what_is_not_a_lasting_doing_gives_nothing_from_the_relative(twin: str, refused: str) -> None:
    assert any(entry.startswith(_READ) for entry in added_as_news(twin))
    assert not any(entry.startswith(_READ) for entry in added_as_news(refused))


def test_a_question_gives_nothing() -> None:
    assert "User goes to a climbing gym." in added_as_news("Here's the climbing gym I go to.")
    assert added_as_news("Have you been to the climbing gym I go to?") == []


def test_not_read_in_a_developer_session() -> None:
    said = "I gave a short talk at the food bank I volunteer at."
    assert "User volunteers at a food bank." in added_as_news(said)
    assert "User volunteers at a food bank." not in added_in_a_developer_session(said)
