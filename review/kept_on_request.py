"""Whether the user asked to keep what an entry says (learn84, tester24's first fault).

A user who says "please remember that …" or sets a standing rule ("from now on …") expects
the assistant to keep it. Such a request is said once and never mentioned again, so when a
full file must move entries out, "least recently relevant" picked it first — before a dozen
passing hobbies learned after it. Consolidation ranks it above tastes instead
(review.consolidate.kinds, ``ASKED``); for that the journal records where an entry came from
as data (``memory_ops.source``), and this module decides "asked" for a review's proposal.

It reads the **user's own messages the proposal cites**, not the proposal's reason (a
model's reason is free English, the heuristic's is a table's): a proposal is *asked* when
one of those messages holds a request to remember, note or not forget something, or a
standing instruction ("from now on …"; not "in the future …", which is as often an aim), and the entry states what that request's clause says (at least half
of the entry's significant words are the clause's, read as consolidation reads them). So
"Remember that my locker code is 4471, and I cycled today" makes the locker code asked and
the ride not (the ride is not in the request's clause), whichever provider wrote the
entries. A task ("remember to buy milk") is no request to keep a fact, nor is a bare question
("Remember that …?", but "Can you remember that …?" and "请记住…，好吗？" are requests), nor 以后 / 今后 before anything but an order ("以后我想…" is an aim).
"""

from __future__ import annotations

from collections.abc import Iterable

from reverie.config import lazy_re as re

from .consolidate.text import read

# What may come before the request: "please", "oh and", "hey,", "can you", "I want you to".
_LEAD = (r"(?:^|(?<=[.!?;]\s)|(?<=\n))\s*(?:(?:oh|ok|okay|so|and|also|hey|btw|but)[\s,]+)*"
         r"(?:(?:please|pls|kindly)[\s,]+)?"
         r"(?:(?:can|could|would|will) you[\s,]+(?:please[\s,]+)?|i (?:want|need|'d like) you to\s+)?")
# The request itself; "remember to …" / "don't forget to …" is a task, not a fact to keep.
_ASK_EN = re.compile(
    _LEAD + r"(?:remember|note down|note|make a note|keep in mind|don'?t forget|do not forget|"
    r"for future reference|note for later)\b"
    # "remember to …" is a task; "remember when / that time …" a shared memory
    r"(?!\s+(?:to|when|how|the time|that time|those|back|me|us|him|her|them|you)\b)"
    r"(?:\s+(?:that|this|of)\b)?\s*[:,]?\s*(?P<fact>[^.!?\n]+)", re.I)
_STANDING_EN = re.compile(
    _LEAD + r"(?:from now on|going forward|from here on(?: out)?|henceforth)"
    r"[\s,:]+(?P<fact>[^.!?\n]+)", re.I)
_ASK_ZH = re.compile(r"(?:^|[。！？；\n])\s*(?:请|麻烦你?|帮我|你要|要)?"
                     r"(?:记住|记一下|记下|别忘了|不要忘了|不要忘记)"
                     r"[：:，,\s]*(?P<fact>[^。！？；\n]+)")
# 以后 / 今后 / 从现在开始 say "in the future" as often as "from now on": a standing rule only
# before an order to the assistant (以后请…, 以后别…, 以后你要…), not "以后我想…" (an aim).
_STANDING_ZH = re.compile(r"(?:^|[。！？；\n])\s*(?:以后|今后|从现在开始|从现在起)[：:，,\s]*"
                          r"(?P<fact>(?:你)?(?:请|别|不要|要|记得|都要|一律|总是)[^。！？；\n]+)")
#: What makes a request said as a question a polite request, not a reminiscence.
_POLITE = re.compile(r"\b(?:can|could|would|will) you\b|\bplease\b|请|麻烦|帮我|好吗|可以吗|行吗|好不好",
                     re.I)
_GOES_ON = re.compile(r"\s*(?:[,;]\s*(?:and|but|also|so|plus|anyway)\b|;)", re.I)
#: The share of an entry's significant words its request's clause must hold.
SHARE = 0.5
#: Words the entry's writing adds around the user's own ("User", "the assistant should").
_WRITTEN = frozenset({"user", "user's", "users", "用", "户", "assistant", "should"})


def requested(message: str) -> list[str]:
    """The clauses of ``message`` the user asked to keep (each request's words after it)."""
    text = message or ""
    out = []
    for pattern in (_ASK_EN, _STANDING_EN, _ASK_ZH, _STANDING_ZH):
        for m in pattern.finditer(text):
            question = (text[m.end():m.end() + 1] in ("?", "？")
                        or m.group("fact").rstrip().endswith("吗"))
            if question and not _POLITE.search(m.group(0)):
                continue   # a bare "Remember that …?" reminisces; "Can you remember …?" asks
            # the request ends where the sentence goes on to something else ("…, and I …")
            fact = _GOES_ON.split(m.group("fact"), maxsplit=1)[0].strip()
            if fact:
                out.append(fact)
    return out


def _stems(words: Iterable[str]) -> set[str]:
    # "takes" / "take", "prefers" / "prefer": a third-person entry of a first-person request.
    return {w[:5] if len(w) > 5 else w.rstrip("s") or w for w in words}


def asked(entry: str, messages: Iterable[str]) -> bool:
    """Whether one of the user's ``messages`` asks to keep what ``entry`` says."""
    wanted = _stems(read(entry).significant - _WRITTEN)
    if not wanted:
        return False
    for message in messages:
        for clause in requested(message):
            held = wanted & _stems(read(clause).significant)
            if len(held) >= SHARE * len(wanted):
                return True
    return False
