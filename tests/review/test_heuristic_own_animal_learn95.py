"""learn95: an animal said with "my"/"our" is the user's pet wherever the sentence names it, so a
"They"/"It"/"He"/"She" in the next sentence of the message is read as that pet (:mod:`.owned`),
not only after a verb of having ("I have two rabbits."). Another's animal ("my sister's dogs")
is not the user's; two things the pronoun fits give nothing; the shape layer's tests still run
on the sentence as rewritten (a past "was" is how one outing went). Every sentence is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.owned import owned
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing of the second sentence before learn95 (a "my X" after "walked", "took")
    ("I walked my dogs along the canal. They always cheer me up.",
     "User's dogs always cheer the user up."),
    ("I brushed my rabbits on Sunday. They always make me smile.",
     "User's rabbits always make the user smile."),
])
def test_the_users_animal_named_after_any_verb(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize("text", [
    "I walked my sister's dogs along the canal. They always cheer me up.",   # the sister's
    "I fed my neighbour's cat. It always follows me around.",                # the neighbour's
    "I took my dog to the park with my kids. They love chasing balls.",      # the kids fit "They"
    "I walked my dogs past the lake. It was so calm.",                       # one outing
])
def test_not_the_users_pet_or_no_lasting_fact(text: str) -> None:
    assert not any(e.startswith("User's dog") or e.startswith("User's cat") for e in added_as_news(text))


@pytest.mark.parametrize(("before", "sentence", "read"), [
    ("I walked my dogs along the canal.", "They always cheer me up.", "My dogs always cheer me up."),
    ("We took our puppy to the beach.", "He loves the waves.", "My puppy loves the waves."),
    ("I walked my sister's dogs.", "They always cheer me up.", None),
    ("I used my savings for a trip.", "It keeps me going.", None),   # not an animal: learn24's reading
])
def test_owned_reads_the_pet(before: str, sentence: str, read: str | None) -> None:
    assert owned(before, sentence) == read
