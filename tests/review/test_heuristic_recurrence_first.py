"""learn46: how often a habit recurs, said first ("Every weekend I …", "On Saturdays, we …",
"Twice a month I …") or the present span said first ("These days I'm …"), is read as when it
is said after the clause: the habit is kept with how often. A "we" habit said with such a
phrase is the user's habit, as with "usually". One occasion ("every time", "on Sunday"), a
mood, a past, a task and a pointer still give nothing. Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "This weekend I'm making pancakes with my nephew.": ["User has a nephew."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("Every weekend I make pancakes with my nephew.", "User makes pancakes with their nephew every weekend."),
    ("Every weekend, I make pancakes with my nephew.",
     "User makes pancakes with their nephew every weekend."),
    ("On Thursdays I sing with a gospel choir.", "User sings with a gospel choir on Thursdays."),
    ("Twice a month I help out at the seed library.", "User helps out at the seed library twice a month."),
    ("Most mornings I swim laps at the lido.", "User swims laps at the lido most mornings."),
    ("And every evening I read to my twins.", "User reads to their twins every evening."),
    ("Every Saturday we go to the flea market.", "User goes to the flea market every Saturday."),
    ("Every Saturday, we go to the flea market.", "User goes to the flea market every Saturday."),
    ("We go to the flea market every Saturday.", "User goes to the flea market every Saturday."),
    ("Every winter we go skiing with the kids.", "User goes skiing with the kids every winter."),
    ("These days I'm mostly sketching birds.", "User is mostly sketching birds."),
])
def test_how_often_said_first_is_kept_with_the_habit(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "Every time I hear that song I cry.",             # one occasion, a reaction
    "On Saturday I went to the flea market.",         # one day, past
    "Every day I feel so lucky.",                     # a mood
    "Every weekend I'm exhausted.",                   # a mood
    "Every week I have to sort this out.",            # a task, a pointer
    "Twice a week I go there.",                       # a pointer
    "These days I'm so sleepy.",                      # a mood
    "These days I'm thinking about moving abroad.",   # a hedge
    "Every weekend we meet up with you and the gang.",  # the listener
    "This weekend I'm making pancakes with my nephew.",  # the week's plan
])
def test_what_is_not_a_habit_still_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


# review17 Q3: how often said first qualifies the main clause, so it is written before a
# comma or a subordinate clause, never after it (where it would say how often the
# condition holds). Our own sentences.
@pytest.mark.parametrize(("said", "kept"), [
    ("Every weekend I play golf if the weather is nice.",
     "User plays golf every weekend if the weather is nice."),
    ("Every Friday I order pizza unless I'm too tired.",
     "User orders pizza every Friday unless they are too tired."),
    ("Every summer I go to Maine where my family has a cabin.",
     "User goes to Maine every summer where their family has a cabin."),
    ("Every night I read until I fall asleep.", "User reads every night until they fall asleep."),
    ("Twice a week I swim at the lido when the pool is quiet.",
     "User swims at the lido twice a week when the pool is quiet."),
])
def test_how_often_said_first_stays_with_the_main_clause(said: str, kept: str) -> None:
    assert kept in added_as_news(said)
