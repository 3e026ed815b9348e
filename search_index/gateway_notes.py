"""The user's own words of a message, without the notes Hermes' gateway puts before them.

When a user shares a photo, a voice message or a file, or replies to an earlier message,
Hermes stores the user's turn with bracketed notes first (Hermes 0.19, ``gateway/run.py``,
``cli.py``, ``tui_gateway/server.py``, ``gateway/sticker_cache.py``; Hermes 0.22,
``gateway/run_inbound.py``, ``gateway/run.py``, ``hermes_cli/cli_stream_mixin.py``):

* a vision model's description of a photo, in its own first person: "[The user sent an
  image~ Here's what I can see:\\n…I can see a dog by a lake…]", "[The user attached an
  image. Here's what it contains: …]", and a hint "[If you need a closer look, use
  vision_analyze with image_url: … ~]";
* where a file, a voice message, a sticker or a video is: "[User sent an image: URL]",
  "[The user sent a voice message: PATH]", "[The user sent a sticker …~ It shows: …]";
* the message replied to, someone else's words: "[Replying to: "…"]" (the whole message in
  0.22, its first 500 characters in 0.19, so it may hold lines ending in "]");
* a channel's recent messages, other members' words, before the user's (Discord's history
  backfill, a relay's context, a Slack thread's earlier messages): "[Recent channel
  messages]\nOla: …" (Discord may open with its "[Messages prefixed with [unverified] …]"
  caution or "[Context around the replied-to message]"; Slack with "[Thread context — prior
  messages in this thread …]" and ends the lines with "[End of thread context]"), then
  "\n\n[New message]\n" and the user's message; the last such marker ends the note (a
  member's message may hold one, the user's own seldom; session 31, tester23: a Slack
  thread's members were read as the user);
* a small text file sent in a chat, inlined by the platform adapter (Hermes 0.22's Telegram,
  Discord, Slack, WhatsApp, Feishu): "[Content of NAME]:\n" and the file's text, then a
  blank line and the caption. Nothing marks where the file ends (the file may hold blank
  lines, and a file sent alone has no caption), so from the header on nothing is read: the
  caption is lost to review, which is better than an aunt's letter's "I moved to Oslo"
  read as the user's (review27 R1). In a group's shared session the sender's name
  ("[Ola] ") comes before the header, and the file is left out the same way;
* a forwarded chat record (Hermes 0.22's Yuanbao adapter, a WeChat chat history the user
  forwarded: ``ForwardedRecordsParseMiddleware.build_forward_text``): "当前用户的昵称为<nick>\n
  以下为用户的聊天记录\n" ("the current user's nickname is …, below is the user's chat
  record"), one "sender：text" line a message, then, when the user typed something with it,
  "\n\n用户附言：" ("the user's note:") and what they typed. Hermes writes the footer last, so
  its last occurrence ends the note and what follows is read; with no footer nothing is.
  Every forwarded line is left out, the user's own nickname's too: it is a quote of a past
  chat, as a quoted reply is, and a nickname is a display name (session 27, tester20: a
  sister's "I live in Leipzig" forwarded became "User lives in Leipzig.").
* a voice message, transcribed (Hermes 0.19 and 0.22, ``_enrich_message_with_transcription``):
  the transcript in double quotes, clips one after another, each followed by a blank line,
  then what the user typed. Unlike the notes above it is the user's own words: the quotes
  are taken off and the transcript is read (session 31, tester23: read as a quotation,
  "I moved to Porto …" said aloud kept nothing, and "Remember that please." typed after a
  clip kept the quoted line itself). A clip ends at the first '"' a blank line or the end
  follows, so a quote the user typed inside a sentence ('"Dune" is my favourite book.') is
  no clip; a paragraph the user typed wholly in quotes reads as said aloud, which Hermes'
  rows cannot tell apart.

None of it but a transcript is the user's statement. Read as the user's sentences, the
description's "I can see a man by a lake" became "User notices a man …" (learn16 found
this), and a quoted message's "I'm allergic to cats" would be the user's allergy. The
offline extractor reads the user's words only, so these notes are left out before a message
is read; since session 25 so are a model reviewer and a summary (``spoken.typed_words``): a
model shown the row as stored could write a quoted member's allergy as the user's. What is
stored is never changed (search still finds a photo by its description). Decided: a photo
gives no entry by itself; what the user says about it ("Here's the quilt I sewed for my
niece") is read like any sentence.
"""

from __future__ import annotations

import re

# Notes lead a message (Hermes prepends each to the text it got), one after another, each
# followed by a blank line ("\n\n"), a line break (placeholders are joined by "\n"; a photo's
# description is followed by its hint on the next line) or the end. Only notes at the very
# start are left out, each ended by the exact closing Hermes writes for its kind, so a "]" in
# the user's own words or inside a quote never ends a note early or late.
_QUOTED_REPLY = re.compile(r'\[Replying to(?: your previous message)?: "')
_DESCRIBED_IMAGE = re.compile(
    r"\[The user sent an image~ Here's what I can see:\n"
    r"|\[The user attached an image(?:\. Here's what it contains)?:\n")
_DESCRIBED_STICKER = re.compile(r"\[The user sent a sticker\b")
_CHANNEL_BACKFILL = re.compile(
    r"\[(?:Recent channel messages|Context around the replied-to message)\]\n"
    r"|\[Messages prefixed with \[unverified\] are from people "
    r"|\[Thread context — prior messages in this thread ")
_NEW_MESSAGE = "\n\n[New message]\n"
# (a file's name as the adapters write it: one line, "]" kept out by most of them). In a
# group's shared session the sender's name comes first: Hermes tags the text the adapter gave
# it, file and caption, before putting its other notes in front (search_index.shared_sessions).
_INLINED_FILE = re.compile(r"(?:\[[^\n]{1,320}?\] )?\[Content of [^\n]{1,512}?\]:\n")
# Hermes 0.22's forwarded chat record (Yuanbao) and the footer before what the user typed.
_FORWARDED_RECORD = re.compile(r"(?:\[[^\n]{1,320}?\] )?当前用户的昵称为[^\n]{0,320}\n"
                               r"以下为用户的聊天记录(?:\n|$)")
_FORWARD_NOTE = "\n\n用户附言："
_ONE_LINE_NOTE = re.compile(
    r"\[(?:The user (?:sent|attached)\b|User (?:sent|attached)\b|If you need a closer look\b|"
    r"You can examine it with vision_analyze\b|Triggering message id:|"
    r"voice message could not be transcribed\b)")
# the hint that follows a photo's description on the next line (gateway and CLI / TUI)
_IMAGE_HINTS = ("]\n[If you need a closer look, use vision_analyze with image_url: ",
                "]\n[You can examine it with vision_analyze using image_url: ")
# A quoted reply is the whole replied-to message in Hermes 0.22 (0.19 cut it at 500
# characters); a longer "note" is not looked for, and Hermes writes one note an attachment,
# so past MAX_NOTES the rest is read as it is. Together they bound the work of a message
# (at most MAX_NOTES notes, each looked for within NOTE_REACH characters), however long.
NOTE_REACH = 20_000
MAX_NOTES = 64
_SPACE = re.compile(r"\s*")
# A group member's name, which Hermes puts before what they typed in a session several
# people share ("[Ola] ", on Slack with " | Slack user <@U…>"; nothing after it when only a
# voice message was sent), or Telegram's observe mode's "[name|id]" line (0.22
# plugins/platforms/telegram/adapter.py, _telegram_group_observe_attributed_text: the id, or
# "unknown"). search_index.shared_sessions reads it; here a voice message's transcript,
# which Hermes puts before it, is read after it, as a typed message is.
SENDER_TAG = re.compile(r"\[(?P<observed>[^\n]{1,320}?)\|(?:-?\d{1,32}|unknown)\](?:\n|\Z)"
                        r"|\[(?P<name>[^\n]{1,320}?)\](?: |\Z)")


def users_words(content: str) -> str:
    """``content`` without the gateway's notes before the user's words, a voice message's
    transcript read as said (module docstring)."""
    position, _, spoken = _notes_end(content)
    if not position:
        return content
    rest = content[position:].strip()
    if not spoken:
        return rest
    said = [content[start:end] for start, end in spoken]
    # a member's name after the clips opens the words again, as in a typed message
    lead = ""
    if tag := SENDER_TAG.match(rest):
        lead = tag.group(0).rstrip() + ("\n" if tag.group("observed") else " ")
        rest = rest[tag.end():].strip()
    return lead + "\n\n".join(said + [rest] if rest else said)


def stops_at_inlined_file(content: str) -> bool:
    """Whether reading ``content`` stops at a text file the chat inlined: the file and any
    caption typed with it are not read (module docstring), which ``reverie doctor`` says."""
    return _notes_end(content)[1]


def _notes_end(content: str) -> tuple[int, bool, list[tuple[int, int]]]:
    """Where the notes leading ``content`` end (0: none), whether the last was an inlined
    file (which runs to the end), and the spans of the voice transcripts among them."""
    start = _SPACE.match(content).end()
    if not content.startswith(("[", '"'), start) \
            and not _FORWARDED_RECORD.match(content, start):
        return 0, False, []
    text_end = len(content.rstrip())
    position, inlined, spoken = 0, False, []
    for _ in range(MAX_NOTES):
        if content.startswith('"', start):
            # a transcript: at least one character, then the first closing '"' a blank
            # line or the end follows (an empty one is a note of Hermes' own)
            if (end := _closed_by(content, start + 2, min(len(content), start + NOTE_REACH),
                                  text_end, '"')) is None:
                break
            spoken.append((start + 1, end - 1))
            inlined = False
        elif (end := _note_end(content, start, text_end)) is None:
            break
        else:
            inlined = end == text_end and _INLINED_FILE.match(content, start) is not None
        position = end
        start = _SPACE.match(content, end).end()
    return position, inlined, spoken


def _note_end(text: str, start: int, text_end: int) -> int | None:
    """Where the note opening at ``start`` ends, or None when no note opens there."""
    reach = min(len(text), start + NOTE_REACH)
    if quoted := _QUOTED_REPLY.match(text, start):
        # Hermes writes the note only for a reply with text (``if reply_to_text``), so the
        # quote holds at least one character: a quote opening with ']' and a blank line
        # ('[Replying to: "]\n\n…') does not close on its own opening '"'
        return _closed_by(text, quoted.end() + 1, reach, text_end, '"]')
    if opening := _DESCRIBED_IMAGE.match(text, start):
        # the description is the vision model's text, which may hold "]" and blank lines;
        # it ends where Hermes' hint begins (the hint is then a note of its own)
        for hint in _IMAGE_HINTS:
            if (at := text.find(hint, opening.end(), reach)) >= 0:
                return at + 1
        return _closed_by(text, start, reach, text_end, "]")
    if _CHANNEL_BACKFILL.match(text, start):
        at = text.rfind(_NEW_MESSAGE, start)
        return at + len(_NEW_MESSAGE) if at >= 0 else None
    if _INLINED_FILE.match(text, start):
        return text_end  # the file, then the caption: no boundary between them (docstring)
    if _FORWARDED_RECORD.match(text, start):
        at = text.rfind(_FORWARD_NOTE, start, text_end)
        return at + len(_FORWARD_NOTE) if at >= 0 else text_end
    if _DESCRIBED_STICKER.match(text, start):
        end = _closed_by(text, start, reach, text_end, " (=^.w.^=)]")
        if end is not None:
            return end
    if _ONE_LINE_NOTE.match(text, start):
        line_end = text.find("\n", start, reach)
        line_end = reach if line_end < 0 else line_end
        if line_end - start < NOTE_REACH and text[start:line_end].rstrip().endswith("]"):
            return line_end
    return None


def _closed_by(text: str, start: int, reach: int, text_end: int, closing: str) -> int | None:
    """The end of the first ``closing`` after ``start`` (within ``reach``) that a blank line
    or the end of the text follows, as Hermes writes a note before the user's words."""
    at = text.find(closing, start, reach)
    while at >= 0:
        end = at + len(closing)
        if end >= text_end or text.startswith("\n\n", end):
            return end
        at = text.find(closing, end, reach)
    return None
