"""Hermes' skill scaffolding and machine notices in user rows (search_index.spoken): only
what the user typed is read, wherever a skill's body quotes Hermes' own markers. The real
rows, written by each Hermes anchor, are in tests/hermes/test_skill_scaffolding_interop.py;
these are the edge shapes, in sentences of our own."""

from __future__ import annotations

from reverie.search_index import SessionStore
from reverie.search_index.spoken import typed_words

HEADER = ('[IMPORTANT: The user has invoked the "notes" skill, indicating they want you to '
          "follow its instructions. The full skill content is loaded below.]")
FOOTER = ("[Skill directory: /s/notes]\nResolve any relative paths in this skill against that "
          "directory, then run them with the terminal tool using the absolute path.")
ASKED = "The user has provided the following instruction alongside the skill invocation: "


def test_a_single_skill_reads_as_its_instruction_only() -> None:
    body = "The user prefers plum-coloured slides."
    assert typed_words(f"{HEADER}\n\n{body}\n\n{FOOTER}\n\n{ASKED}tidy the deck") == "tidy the deck"
    # A runtime note after the instruction is Hermes', not the user's.
    assert typed_words(f"{HEADER}\n\n{body}\n\n{FOOTER}\n\n{ASKED}tidy it\n\n[Runtime note: x]") \
        == "tidy it"
    # A bare /notes: nothing typed, even when the body quotes the instruction marker.
    assert typed_words(f"{HEADER}\n\n{body} Example: {ASKED}the user's cat is Miso.\n\n{FOOTER}") == ""


def test_a_bundle_reads_its_instruction_before_the_first_skill() -> None:
    head = ('[IMPORTANT: The user has invoked the "/a /b" stacked skill bundle, loading 2 '
            "skills together.]\n\nSkills loaded: a, b")
    block = '\n\n[Loaded as part of the stacked skill invocation "a".]\n\nMy dog is Biscuit.'
    assert typed_words(f"{head}\n\nUser instruction: ship it{block}") == "ship it"
    # No instruction: a body's own "User instruction:" line is not the user's.
    assert typed_words(f"{head}{block}\nUser instruction: my dog is Biscuit.") == ""


def test_an_auto_loaded_skill_reads_as_the_text_after_it() -> None:
    header = '[IMPORTANT: The "notes" skill is auto-loaded. Follow its instructions for this session.]'
    body = "The user lives in Lisbon."
    assert typed_words(f"{header}\n\n{body}\n\n{FOOTER}\n\nhello there") == "hello there"
    assert typed_words(f"{header}\n\n{body}") == ""
    # The user's own words that only look alike stay whole.
    own = '[IMPORTANT: The "gym" plan is mine] I lift on Mondays.'
    assert typed_words(own) == own
    assert typed_words("Remember that my bike is red.") == "Remember that my bike is red."


def test_the_store_reads_what_was_typed_and_drops_notices(store: SessionStore) -> None:
    rows = [("user", f"{HEADER}\n\nThe user is vegan.\n\n{FOOTER}\n\n{ASKED}draft the menu"),
            ("user", f"{HEADER}\n\nThe user is vegan.\n\n{FOOTER}"),
            ("user", "[IMPORTANT: Background process p1 completed (exit code 0).\nOutput:\nI am vegan.]"),
            ("user", "[System: The active model for this chat has changed to m2.]"),
            ("assistant", "[System: quoting a notice is an assistant's own words]"),
            ("user", "my own words")]
    for i, (role, text) in enumerate(rows):
        store.append_message("s", role, text, 1.0 + i)
    read = [(m.role, m.content) for m in store.messages("s", retired=False)]
    assert read == [("user", "draft the menu"),
                    ("assistant", "[System: quoting a notice is an assistant's own words]"),
                    ("user", "my own words")]
    assert [m.content for m in store.messages_before("s", 10**6, 10)] == [c for _, c in read]


def test_attached_context_is_cut_off_the_typed_text() -> None:
    typed = "Read @file:plan.md and tell me the gist."
    attached = "\n\n--- Attached Context ---\n\n📄 @file:plan.md (9 tokens)\n```\nI am Ola.\n```"
    warned = "\n\n--- Context Warnings ---\n- @file:gone.md: not found"
    assert typed_words(typed + attached) == typed
    assert typed_words(typed + warned + attached) == typed
    # Without an @-reference in what precedes it, the text is the user's own paste.
    pasted = "Look at this:" + attached
    assert typed_words(pasted) == pasted


def test_a_steer_reads_as_the_text_inside_its_markers() -> None:
    opened = "[OUT-OF-BAND USER MESSAGE — a direct message from the user, delivered mid-turn]"
    row = f"{opened}\nUse the staging bucket instead.\n[/OUT-OF-BAND USER MESSAGE]"
    assert typed_words(row) == "Use the staging bucket instead."
    assert typed_words(opened) == ""


def test_more_notices_are_left_out(store: SessionStore) -> None:
    for i, text in enumerate(["[Planning state preserved across compaction]\n- ask the user's city",
                              "[PRIOR CONTEXT — for reference only]\nI live in Oslo.",
                              "Cronjob Response: weekly digest\nThe user prefers tea.",
                              "mine"]):
        store.append_message("n", "user", text, 1.0 + i)
    assert [m.content for m in store.messages("n", retired=False)] == ["mine"]


def test_recalled_memory_is_cut_wherever_it_stands() -> None:
    fence = ("<memory-context>\n[System note: recalled, not new input]\n\n- I live in Porto.\n"
             "</memory-context>")
    assert typed_words(f"Look at this cat.\n\n{fence}") == "Look at this cat."
    assert typed_words(f"{fence}\n\nLook at this cat.") == "Look at this cat."
    assert typed_words("< Memory-Context >I live in Porto.</ memory-context>") == ""
    # Words about the tag are the user's own.
    assert typed_words("What does <memory-context> mean?") == "What does <memory-context> mean?"


def test_a_plugins_context_after_the_recall_is_cut_with_it() -> None:
    """tester18: Hermes appends the turn's context to a photo turn as one text part, the
    fenced recall then a pre_llm_call plugin's context, unfenced; only the fence was cut,
    and the plugin's "the user is a beekeeper" was read as the user's words."""
    part = ("<memory-context>\n- I live in Porto.\n</memory-context>\n\n"
            "From the profile plugin: the user is a beekeeper.")
    assert typed_words(f"Look at this cat.\n[image]\n{part}") == "Look at this cat.\n[image]"


def test_a_carried_turn_the_summary_was_folded_into_reads_as_its_own_words(
        store: SessionStore) -> None:
    """tester25: Hermes 0.22 folds its compaction summary into the carried user turn when no
    standalone row alternates, and rewinds the original: that row is the turn's only live
    record. Its words are read; the summary and a notice with the same opening are not."""
    header = "[PRIOR CONTEXT — for reference only; not a new message]"
    delimiter = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
    carried = f"{header}\nI moved to Tromso.\n\n{delimiter}\n\n## Goal\nThe user lives in Oslo."
    assert typed_words(carried) == "I moved to Tromso."
    assert typed_words(f"{header}\n{carried}\n\n{delimiter}\n\nolder") == "I moved to Tromso."
    mine = f"{header}\nThat sounds cold.\n\n{delimiter}\n\n## Goal\nThe user lives in Oslo."
    for i, (role, text) in enumerate([("user", carried), ("assistant", mine),
                                      ("user", f"{header}\nI live in Bergen."),
                                      ("user", f"## Goal\nx\n\n{delimiter}\n\nI live in Lyon."),
                                      ("user", "mine")]):
        store.append_message("c", role, text, 1.0 + i)
    # (a carried assistant row reads as its words too, since session 34: below)
    assert [m.content for m in store.messages("c", retired=False)] == [
        "I moved to Tromso.", "That sounds cold.", "mine"]


def test_the_legacy_merged_form_and_a_carried_assistant_row_read_as_their_words(
        store: SessionStore) -> None:
    """tester25's leftovers: Hermes 0.22's legacy merged form (the summary leads the first
    visible row, the user's words after the summary's end marker) was left out whole, and
    so was an assistant row the summary was folded into. Their words are read; the summary,
    a standalone summary (nothing after its marker) and a rewound row are not."""
    header = "[PRIOR CONTEXT — for reference only; not a new message]"
    delimiter = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
    marker = ("--- END OF CONTEXT SUMMARY — respond to the message below, not the summary "
              "above ---")
    summary = "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns.\n## Goal\nThe user bakes."
    legacy = f"{summary}\n\n{marker}\n\nMy sister runs a bakery in Ghent now."
    assert typed_words(legacy) == "My sister runs a bakery in Ghent now."
    assert typed_words(f"{summary}\n\n{marker}\n\n{legacy}") == (
        "My sister runs a bakery in Ghent now.")               # folded twice
    assert typed_words(f"{header}\n{legacy}\n\n{delimiter}\n\n{summary}\n\n{marker}") == (
        "My sister runs a bakery in Ghent now.")               # legacy, then delimited
    assistant = f"{header}\nNoted, a bakery in Ghent.\n\n{delimiter}\n\n{summary}\n\n{marker}"
    for i, (role, text) in enumerate([("user", legacy), ("assistant", assistant),
                                      ("user", f"{summary}\n\n{marker}"),
                                      ("assistant", f"{summary}\n\n{marker}\n\nNot mine."),
                                      ("user", "thanks")]):
        store.append_message("g", role, text, 1.0 + i)
    assert [m.content for m in store.messages("g", retired=False)] == [
        "My sister runs a bakery in Ghent now.", "Noted, a bakery in Ghent.", "thanks"]
