"""The offline review reads a sentence only where its reading can count (issue 27, the review's
CPU): each cut here is held to the reading it skips. Every sentence is our own."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic import extract, propose_operations
from reverie.review.providers.heuristic.carried import carried, may_carry
from reverie.review.review_input import ReviewInput, ReviewMessage

# words that open, or almost open, what carried reads ("It …", "They …", "That's what …")
_WORDS = ["it", "It", "they", "They", "that's", "That's", "this is", "what", "how", "helps",
          "keeps", "is", "'s", "was", "really", "me", "calm", "pottery", "and", "  ", "\n",
          "It's", "They're", "itself", "those", "them", ",", "."]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=8).map(" ".join),
       st.sampled_from(["Pottery", "Wild orchids", "Sketching and gardening", "x"]))
@example("It helps me slow down.", "Pottery")
@example("That's what keeps me going.", "Sketching and gardening")
@example("  They remind me of home.", "Wild orchids")
def test_a_sentence_may_carry_refuses_is_carried_by_no_topic(sentence: str, topic: str) -> None:
    if not may_carry(sentence):
        assert carried(sentence, topic) is None


def test_the_sentence_before_is_read_for_its_subject_only_when_a_pronoun_follows(monkeypatch) -> None:
    asked: list[str] = []
    real = extract.thing_subject

    def counted(text: str) -> str | None:
        asked.append(text)
        return real(text)

    monkeypatch.setattr(extract, "thing_subject", counted)
    said = ["Woodcarving brings me so much calm.", "My sister lives by the coast.",
            "I cycle to the market on Saturdays."]
    extract._message_candidates(said, between_people=True)
    assert asked == []          # no sentence opens with "It"/"They": nothing to carry
    kept = [c.content for c in extract._message_candidates(
        ["Woodcarving brings me so much calm.", "It helps me switch off after a shift."],
        between_people=True)]
    assert asked == ["Woodcarving brings me so much calm."]
    assert "Woodcarving helps the user switch off after a shift." in kept


def test_a_review_keeps_what_a_carried_subject_gives() -> None:
    messages = (ReviewMessage(1, "user", "Hi Priya! Good to hear from you."),
                ReviewMessage(2, "assistant", "Hey Tomas! How are the evenings at yours?"),
                ReviewMessage(3, "user", "Woodcarving brings me so much calm. It helps me "
                                         "switch off after a shift."))
    found, _ = propose_operations(ReviewInput(messages=messages))
    assert "Woodcarving helps the user switch off after a shift." in \
        [o["content"] for o in found if o["action"] == "add"]


def test_a_message_is_split_into_sentences_once_a_review(monkeypatch) -> None:
    split: list[str] = []
    real = extract.sentences

    def counted(text: str) -> list[str]:
        split.append(text)
        return real(text)

    monkeypatch.setattr(extract, "sentences", counted)
    messages = (ReviewMessage(1, "user", "Hi Priya! I moved to Harrowgate in May."),
                ReviewMessage(2, "assistant", "Hey Tomas! How do you like it so far?"),
                ReviewMessage(3, "user", "I love it. My flat is above a bakery, so the mornings "
                                         "smell amazing."))
    found, _ = propose_operations(ReviewInput(messages=messages))
    user_texts = [t for t in split if "Priya" in t or "bakery" in t]
    assert len(user_texts) == len(set(user_texts)) == 2   # the listener test and find share it
    again, _ = propose_operations(ReviewInput(messages=messages))
    assert again == found
