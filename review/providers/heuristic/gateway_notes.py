"""The user's own words of a message, without the notes Hermes' gateway puts before them.

When a user shares a photo, a voice message or a file, or replies to an earlier message,
Hermes stores the user's turn with a bracketed note first (Hermes 0.19, ``gateway/run.py``,
``cli.py``, ``tui_gateway/server.py``, ``gateway/sticker_cache.py``):

* a vision model's description of a photo, in its own first person: "[The user sent an
  image~ Here's what I can see:\\n…I can see a dog by a lake…]", "[The user attached an
  image. Here's what it contains: …]", and a hint "[If you need a closer look, use
  vision_analyze with image_url: … ~]";
* where a file, a voice message, a sticker or a video is: "[User sent an image: URL]",
  "[The user sent a voice message: PATH]", "[The user sent a sticker …~ It shows: …]";
* the message replied to, someone else's words: "[Replying to: "…"]".

None of it is the user's statement. Read as the user's sentences, the description's "I can
see a man by a lake" became "User notices a man …" (learn16 found this), and a quoted
message's "I'm allergic to cats" would be the user's allergy. The offline extractor reads
the user's words only, so these notes are left out before a message is read. What is
stored is never changed (a model in the loop is shown the message as it is, and may use a
photo's description as context). Decided: a photo gives no entry by itself; what the user
says about it ("Here's the quilt I sewed for my niece") is read like any sentence.
"""

from __future__ import annotations

import re

# A note opens with one of these and ends at the first "]" that closes a line (a
# description runs over several lines; a note is followed by a blank line, then the user's
# words).
_NOTE = re.compile(
    r"\[(?:The user (?:sent|attached)\b|User sent\b|If you need a closer look\b|"
    r"Replying to(?: your previous message)?:|Triggering message id:)"
    r".*?\][^\S\n]*(?=\n|$)", re.S)


def users_words(content: str) -> str:
    """``content`` without the gateway's notes (module docstring)."""
    if "[" not in content:
        return content
    return _NOTE.sub("", content).strip()
