"""Marked snippets of a matching message, made in Python from the message's own text.

FTS5's ``snippet()`` needs the full-text cursor on the row, so asking for it after ranking
means running the MATCH a second time (as costly as the search itself); computing it for
every ranked row is worse. We already hold the few messages shown, so we cut the snippet
ourselves, the way ``snippet(messages_fts, 0, '>>>', '<<<', '...', 40)`` does: the text is
split into tokens as FTS5's ``unicode61`` tokenizer splits it (runs of letters and digits;
case and diacritics folded), every occurrence of a query term or phrase is marked, and the
40-token window holding the most distinct terms is kept, with ``...`` where text was cut.

The text is what Hermes indexes (content, tool name, tool-call JSON), multimodal content
reduced to its text parts first. Terms after ``NOT`` are not marked.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

WINDOW_TOKENS = 40
#: A huge tool output is cut for the snippet (FTS5 would also read it all, at a cost).
MAX_SNIPPET_SOURCE_CHARS = 200_000
_TOKEN = re.compile(r"[^\W_]+")
_FTS_ITEM = re.compile(r'"[^"]*"\*?|\S+')
_OPERATORS = frozenset({"AND", "OR", "NOT"})


@lru_cache(maxsize=4096)
def _fold(token: str) -> str:
    """Case and diacritics folded, as ``unicode61`` (remove_diacritics) compares tokens."""
    decomposed = unicodedata.normalize("NFKD", token.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def phrases_of(fts: str) -> list[tuple[tuple[str, ...], bool]]:
    """The positive phrases of a sanitised FTS5 query: (folded tokens, last is a prefix)."""
    out: list[tuple[tuple[str, ...], bool]] = []
    negate = False
    for item in _FTS_ITEM.findall(fts):
        if item in _OPERATORS:
            negate = item == "NOT"
            continue
        prefix = item.endswith("*")
        body = item.rstrip("*").strip('"')
        tokens = tuple(_fold(t) for t in _TOKEN.findall(body))
        if tokens and not negate:
            out.append((tokens, prefix))
        negate = False
    return out


def fts_snippet(text: str, phrases: list[tuple[tuple[str, ...], bool]]) -> str:
    """The 40-token window of ``text`` with the most distinct phrases, occurrences marked."""
    text = text[:MAX_SNIPPET_SOURCE_CHARS]
    spans = [(m.start(), m.end()) for m in _TOKEN.finditer(text)]
    if not spans:
        return text[:200]
    folded = [_fold(text[a:b]) for a, b in spans]
    hits: list[tuple[int, int, int]] = []  # (first token, token count, phrase number)
    # Single whole words (the usual query) in one pass over a dict; the rest token by token.
    singles = {tokens[0]: number for number, (tokens, prefix) in enumerate(phrases)
               if len(tokens) == 1 and not prefix}
    if singles:
        hits.extend((i, 1, singles[token]) for i, token in enumerate(folded) if token in singles)
    for number, (tokens, prefix) in enumerate(phrases):
        if len(tokens) == 1 and not prefix:
            continue
        n, head, last = len(tokens), tokens[0], tokens[-1]
        for i, token in enumerate(folded):
            if n == 1:
                found = token.startswith(last)
            else:
                found = token == head and i + n <= len(folded) and all(
                    folded[i + k] == tokens[k] for k in range(1, n - 1)) and (
                    folded[i + n - 1].startswith(last) if prefix
                    else folded[i + n - 1] == last)
            if found:
                hits.append((i, n, number))
    start = _best_start(len(spans), hits)
    end = min(len(spans), start + WINDOW_TOKENS)
    # Overlapping hits (a word inside a phrase) are one mark, as FTS5 marks them.
    marked: list[list[int]] = []
    for i, n in sorted((i, n) for i, n, _ in hits if i >= start and i + n <= end):
        if marked and i < marked[-1][1]:
            marked[-1][1] = max(marked[-1][1], i + n)
        else:
            marked.append([i, i + n])
    pieces: list[str] = []
    cursor = spans[start][0] if start else 0
    for first, after in marked:
        a, b = spans[first][0], spans[after - 1][1]
        pieces.append(text[cursor:a] + ">>>" + text[a:b] + "<<<")
        cursor = b
    stop = spans[end - 1][1] if end < len(spans) else len(text)
    pieces.append(text[cursor:stop])
    return ("..." if start else "") + "".join(pieces) + ("..." if end < len(spans) else "")


def _best_start(total: int, hits: list[tuple[int, int, int]]) -> int:
    """Where the window starts: most distinct phrases inside, then most hits, then earliest;
    the hits centred in the window when the text goes on around them."""
    if total <= WINDOW_TOKENS or not hits:
        return 0
    best, best_score = 0, (-1, -1, 0)
    for first, _, _ in hits:
        start = max(0, min(first - WINDOW_TOKENS // 4, total - WINDOW_TOKENS))
        inside = [(i, n, p) for i, n, p in hits if start <= i and i + n <= start + WINDOW_TOKENS]
        score = (len({p for _, _, p in inside}), len(inside), -start)
        if score > best_score:
            best, best_score = start, score
    return best
