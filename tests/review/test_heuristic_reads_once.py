"""The offline review reads a sentence only where its reading can count (issue 27, the review's
CPU): each cut here is held to the reading it skips. Every sentence is our own."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic import extract, propose_operations
from reverie.review.providers.heuristic.carried import carried, may_carry
from reverie.review.providers.heuristic.taken_up import may_take_up, taken_up
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


_ENTRY_WORDS = ["User", "plans", "wants", "hopes", "to", "keep", "on", "try", "the", "new",
                "bakery", "running", "loves", "is", "looks forward", "stick", "with", "it", "."]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_ENTRY_WORDS), min_size=1, max_size=8).map(" ".join),
       st.sampled_from(["Thanks for the tip, I'll try the bakery.", "I might try it.", ""]),
       st.sampled_from([None, "You should try the new bakery.", "Why not try running?"]))
@example("User plans to try the new bakery.", "I'll give it a go.", "You should try the new bakery.")
def test_an_entry_may_take_up_refuses_is_taken_up_from_no_tip(content: str, sentence: str,
                                                              tip: str | None) -> None:
    if not may_take_up(content):
        assert not taken_up(content, sentence, tip)


def test_the_turn_before_is_read_for_a_tip_only_when_an_entry_is_a_plan(monkeypatch) -> None:
    asked: list[str | None] = []
    real = extract.proposal

    def counted(turn: str | None) -> str | None:
        asked.append(turn)
        return real(turn)

    monkeypatch.setattr(extract, "proposal", counted)
    extract._message_candidates(["My sister lives by the coast."], between_people=True,
                                answered="You should visit the coast more often!")
    assert asked == []
    kept = extract._message_candidates(["I'm gonna start sketching before bed."],
                                       between_people=True, answered="Try sketching before bed!")
    assert asked == ["Try sketching before bed!"] and kept == []   # a plan taken up: read, dropped
    kept = extract._message_candidates(["I'm gonna start sketching before bed."],
                                       between_people=True, answered="What's new with you?")
    assert [c.content for c in kept] == ["User plans to start sketching before bed."]


# fast44: what asked_kind's four readings of the options turned down are built from
_OPTION_WORDS = ["the", "The", "other", "options", "ones", "choices", "suggestions", "picks", "others",
                 "rest", "OPTIONS", "Ones", "option", "one", "pick", "optionſ", "with", "involving",
                 "long", "rules", "don't", "doesn't", "do", "not", "appeal", "interest", "to", "me", "are",
                 "seem", "feel", "sound", "all", "a", "bit", "too", "loud", "or", "crowded", "for", "my",
                 "taste", "liking", "in", "and", "but", "cooperative", "cheaper", "suitable", "work", ",",
                 ".", ";", "-", "  "]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_OPTION_WORDS), min_size=1, max_size=14).map(" ".join))
@example("The other options with long rules don't appeal to me.")
@example("I loved the first one, but the rest seem too loud for my taste.")
@example("The cooperative ones don't seem suitable for me")
@example("The noise in the other options doesn't appeal to me")
def test_options_turned_down_are_read_only_where_their_word_is_said(said: str) -> None:
    """asked_kind reads a sentence's options turned down only where one of the words each of
    its four readings needs is said: a sentence any of them finds always has it."""
    from reverie.review.providers.heuristic import asked_kind
    readings = (asked_kind._OTHERS_WITH, asked_kind._IN_THE_OTHERS, asked_kind._OPTIONS_OF_A_KIND,
                asked_kind._OTHERS_TOO_MUCH)
    if any(reading.search(said) for reading in readings):
        assert asked_kind.OPTIONS_WORD.search(said)


# fast44: what sentences() joins across a stop: titles, initials, abbreviations, names going on
_SPLIT_WORDS = ["Mr.", "Dr.", "St.", "Bros.", "e.g.", "i.e.", "cf.", "J.", "R.", "I.", "A.", "ft", "ft.", "U.S.",
                "Ph.D.", "approx", "a", "Model", "S.", "Tolkien", "Kennedy", "Louis", "Mario", "and", "&", ",",
                "the", "I", "went", "home", "tall", "now", "My", "They're", "Hi!", "Yes?", "ok.", "done!",
                "so", "do", "\n", "  ", "但更重要的是", "我住在台北。", "why?"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_SPLIT_WORDS), min_size=1, max_size=16).map(" ".join))
@example("I met Mr. Patel. He was kind!")
@example("I'm 5 ft. tall. Nice")
@example("We saw J. R. R. Tolkien's house! Then St. Louis.")
@example("I love old maps, e.g. Mercator prints")
@example("Wow! it rained\nthe U.S. now")
def test_sentences_joined_across_a_stop_only_where_a_join_can_read(text: str) -> None:
    """sentences() tries its joins only after a point or before a piece in lower case: the
    same sentences as trying every join after every piece."""
    from reverie.review.providers.heuristic import text as t

    def every_join_tried(text: str) -> list[str]:
        said: list[str] = []
        for piece in t._SENTENCE_END.split(text):
            piece = piece.strip() if piece else ""
            if not piece:
                continue
            if said and t._MORE_IMPORTANT.match(piece) and t.CJK.search(said[-1]):
                said[-1] = said[-1].rstrip("。；") + "，" + piece
            elif said and (t._TITLE_END.search(said[-1])
                           or (t._SAINT_OR_STREET_END.search(said[-1]) or t._NAME_SHORT_END.search(said[-1]))
                           and (t._NAME_GOES_ON.match(piece) or t._LOWER_START.match(piece))
                           or t._INTRODUCER_END.search(said[-1])
                           or t._INITIAL_END.search(said[-1]) and t._NEXT_INITIAL.match(piece)
                           or (t._INITIAL_IN_A_NAME.search(said[-1]) or t._INITIAL_IN_A_LIST.search(said[-1]))
                           and t._NAME_GOES_ON.match(piece) and not t._MODEL_INITIAL.search(said[-1])
                           or t._ABBREVIATION_END.search(said[-1]) and t._LOWER_START.match(piece)):
                said[-1] += " " + piece
            else:
                said.append(piece)
        return said

    assert t.sentences(text) == every_join_tried(text)


# fast44: what changes.removal's readings of a "forget …" or "no longer true" are built from
_REMOVAL_WORDS = ["forget", "Forget", "FORGET", "about", "that", "that's", "this", "it", "is", "isn't", "not",
                  "no", "longer", "true", "correct", "right", "the", "case", "accurate", "any", "more",
                  "my", "cat", "忘掉", "删除", "关于", "这条", "不对", "了", "已经", "，", ".", "  ", "\n"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_REMOVAL_WORDS), min_size=1, max_size=12).map(" ".join))
@example("Forget about my cat.")
@example("That's no longer the case")
@example("删除关于猫的那条")
@example("这条已经不对了")
def test_a_removal_is_read_only_where_its_word_is_said(said: str) -> None:
    """changes.removal reads a sentence only where "forget", a word of no longer being so, or
    a Chinese character is said: a sentence any of its readings finds always has one."""
    from reverie.review.providers.heuristic import changes
    if changes._FORGET_SUBJECT.search(said) or changes._FORGET_ZH.search(said) \
            or changes._NO_LONGER_TRUE.search(said) \
            or changes._CJK.search(said) and changes._NO_LONGER_TRUE_ZH.search(said):
        assert changes._REMOVAL_SAID.search(said)
