"""learn54 (issue 31, broken writing): where a sentence ends. A model after a make ("a Model
S.") was read as a middle initial, so the next sentence was glued onto the entry ("User drives a
Model S. Tesla makes …"); an abbreviation's own point before lower case ("a Ph.D. in physics", "5
ft. tall") ended the sentence, cutting the entry ("User is 5 ft."); and the answer reader cut
its fragment at every point, a decimal's too ("About 1.5 years" gave nothing). The answer reader
now takes its first sentence from :func:`.text.sentences`. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.text import sentences

from .chat_support import added_at_said_time, added_in_turns


@pytest.mark.parametrize(("said", "read"), [
    ("I ride a Vespa S. Mopeds are fun.", ["I ride a Vespa S.", "Mopeds are fun."]),
    ("I own a Series B. Bikes are my thing.", ["I own a Series B.", "Bikes are my thing."]),
    ("I hold an M.Sc. in geology.", ["I hold an M.Sc. in geology."]),
    ("I'm about 6 ft. tall.", ["I'm about 6 ft. tall."]),
    ("I moved to the U.K. last spring.", ["I moved to the U.K. last spring."]),
    # guards: a name goes on from a middle initial, and a capital after an abbreviation starts one
    ("Lyndon B. Johnson fascinates me.", ["Lyndon B. Johnson fascinates me."]),
    ("I lived in the U.K. My son still does.", ["I lived in the U.K.", "My son still does."]),
])
def test_where_a_sentence_ends(said: str, read: list[str]) -> None:
    assert sentences(said) == read


@pytest.mark.parametrize(("said", "entry"), [
    ("I hold an M.Sc. in geology.", "User holds an M.Sc. in geology."),
    ("I ride a Vespa S. Mopeds are fun.", "User rides a Vespa S."),
])
def test_the_entry_is_the_sentence(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("asked", "answer", "entry"), [
    ("How long have you been rowing?", "About 1.5 years!", "User has been rowing for about 1.5 years."),
    ("How long have you been fostering cats?", "4.5 years now.", "User has been fostering cats for 4.5 years."),
])
def test_a_decimal_is_not_the_end_of_an_answer(asked: str, answer: str, entry: str) -> None:
    assert added_in_turns(("assistant", asked), ("user", answer)) == [entry]


# fixlearn13 (issue 31; learn77's and review28 R19's note: two entries cut at an abbreviation's
# stop): "e.g." and "i.e." introduce what follows, so no sentence ends at them; an initial
# after a comma or "and" opens a name in a list, which goes on; a firm's or a title's short
# form ("Bros.", "Inc.") goes on in lower case; a street's "St." ends its sentence before a
# word that opens one.
@pytest.mark.parametrize(("said", "read"), [
    ("I collect old maps, e.g. Mercator prints.", ["I collect old maps, e.g. Mercator prints."]),
    ("I speak two languages, i.e. English and Welsh.", ["I speak two languages, i.e. English and Welsh."]),
    ("My favourite poets are Mary Oliver, W. Wordsworth and Rumi.",
     ["My favourite poets are Mary Oliver, W. Wordsworth and Rumi."]),
    ("I listen to Nina Simone and B. King a lot.", ["I listen to Nina Simone and B. King a lot."]),
    # the list's comma before "and" (review29 R21)
    ("I read Zadie Smith, Ishiguro, and K. Ishida.", ["I read Zadie Smith, Ishiguro, and K. Ishida."]),
    ("My lockers are numbers X, Y, and Z. Ana thinks that's odd.",
     ["My lockers are numbers X, Y, and Z.", "Ana thinks that's odd."]),
    ("My favourite board games are Hasbro Bros. and Catan.",
     ["My favourite board games are Hasbro Bros. and Catan."]),
    ("I live on Elm St. My flat is tiny.", ["I live on Elm St.", "My flat is tiny."]),
    ("My favourite games are Hobb Bros. Deluxe and chess.",
     ["My favourite games are Hobb Bros. Deluxe and chess."]),
    ("I grew up on the Hobb Bros. They were great.", ["I grew up on the Hobb Bros.", "They were great."]),
    # guards: a list of letters ends its sentence (review29 R13), an initial after a common
    # word still ends, and a capital after a firm's short form
    ("My lockers are numbers X, Y and Z. Ana thinks that's odd.",
     ["My lockers are numbers X, Y and Z.", "Ana thinks that's odd."]),
    ("I teach in rooms C and D. Parking is free there.", ["I teach in rooms C and D.", "Parking is free there."]),
    ("I went with plan B. Tom came too.", ["I went with plan B.", "Tom came too."]),
    ("I work at Birch Ltd. It's a small firm.", ["I work at Birch Ltd.", "It's a small firm."]),
    ("My dentist is Dr. Osei in Hull.", ["My dentist is Dr. Osei in Hull."]),
])
def test_an_abbreviation_inside_a_list_or_a_name_ends_no_sentence(said: str, read: list[str]) -> None:
    assert sentences(said) == read


@pytest.mark.parametrize(("said", "entry"), [
    ("My favourite poets are Mary Oliver, W. Wordsworth and Rumi.",
     "User's favourite poets are Mary Oliver, W. Wordsworth and Rumi."),
    ("I collect old maps, e.g. Mercator prints.", "User collects old maps, e.g. Mercator prints."),
])
def test_the_entry_is_not_cut_at_the_abbreviation(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
