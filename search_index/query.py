"""Turning any user string into a safe FTS5 query.

FTS5's query syntax is fragile: an unbalanced quote, a stray ``(``, a leading ``NOT`` or a
NUL character raises an error. The search tool passes what a user or a model typed, so
we never hand it over raw. We re-tokenise the text ourselves and rebuild a query that
only uses constructs we know are valid:

* balanced ``"quoted phrases"`` are kept (an unpaired quote is dropped);
* words are runs of letters, digits and marks; ``- . _ '`` inside a word keep it whole,
  and such a word is emitted quoted (``chat-send`` → ``"chat-send"``, a phrase, instead of
  FTS5 reading ``chat - send``); every other punctuation character separates words, which
  drops the FTS5 operators ``+ ^ ( ) { } : ,`` and ``NEAR(...)``;
* a ``*`` at the end of a word makes it a prefix query (``deploy*``); other stars go;
* upper-case ``AND``/``OR``/``NOT`` are kept only between two terms (leading, trailing
  and repeated ones are dropped: ``NOT x`` and ``x OR`` are syntax errors in FTS5);
* control, format and surrogate characters are removed (a NUL ends an FTS5 string);
* the input is capped at ``MAX_QUERY_CHARS`` characters and ``MAX_TERMS`` terms.

CJK: the Hermes-compatible ``unicode61`` tokenizer indexes a run of Han or kana as one
token, so ``咖啡`` never matches ``我喜欢咖啡``. :func:`plan_query` therefore runs a query
that contains CJK as substring matches instead of FTS5: on Hermes' trigram table when every
term has 3+ characters, else ``LIKE``; see :mod:`search_index.search`.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from reverie.config import lazy_re as re

MAX_QUERY_CHARS = 1000
MAX_TERMS = 32
OPERATORS = frozenset({"AND", "OR", "NOT"})
# Inside a word these keep it whole; such a word is emitted as a quoted phrase.
_JOINERS = "-._'"
_PLAIN_WORD = re.compile(r"[A-Za-z0-9]+\Z")
# FTS5 keywords that are not operators we keep; quoted, they are ordinary words.
_KEYWORDS = frozenset({"NEAR"})
# Full-width letters and digits (U+FF10-FF5A) too: written beside Chinese ("我的ＧｉｔＨｕｂ"),
# the tokenizer glues them to it, so only a substring finds them (session 30, tester22).
_CJK = re.compile(
    "[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff10-\uff5a\uff66-\uff9f\U00020000-\U0003ffff]"
)


@dataclass(frozen=True)
class Term:
    """One search term: a word or a quoted phrase, as the user wrote it (without quotes)."""

    text: str
    phrase: bool = False
    prefix: bool = False

    @property
    def is_cjk(self) -> bool:
        return bool(_CJK.search(self.text))

    def to_fts(self) -> str:
        plain = (not self.phrase and _PLAIN_WORD.match(self.text)
                 and self.text not in _KEYWORDS and self.text not in OPERATORS)
        body = self.text if plain else f'"{self.text}"'
        return body + ("*" if self.prefix else "")


@dataclass(frozen=True)
class QueryPlan:
    """How to run a query: an FTS5 expression, or substring clauses when CJK is involved.

    ``clauses`` is a conjunction of disjunctions (every clause must match; a clause matches
    when any of its substrings occurs); ``excluded`` substrings must not occur.
    ``substrings`` lists the positive ones, for highlighting.
    """

    fts: str
    substrings: tuple[str, ...]
    terms: tuple[str, ...]
    clauses: tuple[tuple[str, ...], ...] = ()
    excluded: tuple[str, ...] = ()
    #: An FTS query of plain words only (ASCII letters and digits, 3+ characters each, no
    #: operator, phrase or prefix): those words, which a message may hold glued to Chinese
    #: text ("我们在用Docker部署": one unicode61 token), where only a substring finds them
    #: (:mod:`search_index.search`). Empty otherwise.
    glued: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.fts and not self.clauses


def sanitize_query(text: str) -> str:
    """Return an FTS5 query built from ``text`` that can never be a syntax error.

    Returns "" when nothing searchable is left.
    """
    return _render(_drop_dangling_operators(_parse(text)))


def plan_query(text: str) -> QueryPlan:
    """Decide how to run the sanitised query: FTS5, or substring matches when CJK is involved.

    As soon as one term contains CJK, every term becomes a substring match: the tokenizer
    also glues Latin letters and digits to adjacent CJK (``进度100`` is one token), so an
    FTS5 term next to CJK text would miss. The operators keep a simple left-to-right
    meaning there: terms are required, ``a OR b`` joins neighbours into one clause, and
    ``NOT b`` excludes ``b``.
    """
    items = _drop_dangling_operators(_parse(text))
    terms = [item for item in items if isinstance(item, Term)]
    ordered = tuple(dict.fromkeys(t.text for t in terms))
    if not any(t.is_cjk for t in terms):
        plain = items and all(isinstance(item, Term) and not item.phrase and not item.prefix
                              and _PLAIN_WORD.match(item.text) and len(item.text) >= 3
                              for item in items)
        return QueryPlan(fts=_render(items), substrings=(), terms=ordered,
                         glued=ordered if plain else ())
    clauses: list[list[str]] = []
    excluded: list[str] = []
    operator: str | None = None
    for item in items:
        if isinstance(item, str):
            operator = item
            continue
        needle = _ascii_lower(item.text)
        if operator == "OR" and clauses:
            clauses[-1].append(needle)
        elif operator == "NOT" and clauses:
            excluded.append(needle)
        else:
            clauses.append([needle])
        operator = None
    positive = tuple(dict.fromkeys(n for clause in clauses for n in clause))
    return QueryPlan(fts="", substrings=positive, terms=ordered,
                     clauses=tuple(tuple(dict.fromkeys(c)) for c in clauses),
                     excluded=tuple(dict.fromkeys(excluded)))


def _ascii_lower(text: str) -> str:
    # SQLite's LIKE folds ASCII only; fold the needle the same way (used for highlighting).
    return "".join(ch.lower() if ch.isascii() else ch for ch in text)


def _is_word_char(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "LNM" or unicodedata.category(ch) == "Co"


def _has_word(text: str) -> bool:
    return any(unicodedata.category(ch)[0] in "LN" for ch in text)


def _clean(text: str) -> str:
    """Cap the length and blank out control/format/surrogate/unassigned characters."""
    text = str(text)[:MAX_QUERY_CHARS]
    return "".join(" " if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Cn") else ch
                   for ch in text)


def _parse(text: str) -> list[Term | str]:
    """Tokenise into terms and operator strings ("AND"/"OR"/"NOT")."""
    s = _clean(text)
    items: list[Term | str] = []
    i, n = 0, len(s)
    while i < n and sum(isinstance(x, Term) for x in items) < MAX_TERMS:
        ch = s[i]
        if ch == '"':
            close = s.find('"', i + 1)
            if close == -1:  # unpaired quote: drop it and read on
                i += 1
                continue
            inner = " ".join(s[i + 1:close].split())
            if _has_word(inner):
                items.append(Term(inner, phrase=True))
            i = close + 1
            continue
        if _is_word_char(ch) or ch in _JOINERS or ch == "*":
            j = i
            while j < n and (_is_word_char(s[j]) or s[j] in _JOINERS or s[j] == "*"):
                j += 1
            item = _word(s[i:j])
            if item is not None:
                items.append(item)
            i = j
            continue
        i += 1  # any other character separates words
    return items


def _word(raw: str) -> Term | str | None:
    prefix = raw.rstrip(_JOINERS).endswith("*")
    word = raw.replace("*", "").strip(_JOINERS)
    if not _has_word(word):
        return None
    if word in OPERATORS and not prefix:
        return word
    return Term(word, prefix=prefix)


def _drop_dangling_operators(items: list[Term | str]) -> list[Term | str]:
    """Keep an operator only between two terms, and only the first of a run."""
    out: list[Term | str] = []
    for item in items:
        if isinstance(item, str) and (not out or isinstance(out[-1], str)):
            continue
        out.append(item)
    while out and isinstance(out[-1], str):
        out.pop()
    return out


def _render(items: list[Term | str]) -> str:
    return " ".join(item if isinstance(item, str) else item.to_fts() for item in items)
