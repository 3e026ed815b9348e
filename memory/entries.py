"""The memory file format: entries separated by a line holding only ``§``.

A file is ``entry1\\n§\\nentry2\\n§\\nentry3``. A ``§`` anywhere else (inside a line) is
ordinary content. Reading splits on the full three-character delimiter, strips every
entry, drops empty ones and de-duplicates (first occurrence wins); a leading UTF-8 BOM,
as some Windows editors write, is ignored.

Sizes are counted in characters (``len`` of the rendered text), never bytes or tokens,
so the limit means the same for ASCII and for Chinese notes.
"""

from __future__ import annotations

from dataclasses import dataclass

DELIMITER = "\n§\n"
SECTION_SIGN = "§"
BOM = "\ufeff"


def split_entries(text: str) -> list[str]:
    """Every non-empty stripped entry in file order, duplicates kept (for drift checks)."""
    if text.startswith(BOM):
        text = text[len(BOM):]
    return [stripped for part in text.split(DELIMITER) if (stripped := part.strip())]


def parse_entries(text: str) -> list[str]:
    """The entries of a memory file: stripped, non-empty, de-duplicated first-wins."""
    return list(dict.fromkeys(split_entries(text)))


def render_entries(entries: list[str]) -> str:
    """The file text for ``entries`` (no trailing newline, empty string for none)."""
    return DELIMITER.join(entries)


def renders_back(entries: list[str], text: str | None = None) -> bool:
    """Whether ``parse_entries(render_entries(entries)) == entries`` for entries that are
    each stripped (as every entry the store holds is: parsed ones, and new content after
    its cleaning); ``text``: the rendering, when the caller has it.

    Decided without a parse in the usual case: when the only ``§`` in the text are the
    delimiters', splitting gives back exactly the entries, so non-empty, distinct entries
    not starting with a BOM read back as they are. Otherwise (an entry holding a ``§``)
    the text is parsed and compared.
    """
    if text is None:
        text = render_entries(entries)
    if (text.count(SECTION_SIGN) == max(len(entries) - 1, 0)
            and all(entries) and len(set(entries)) == len(entries)
            and not (entries and entries[0].startswith(BOM))):
        return True
    return parse_entries(text) == entries


def size(entries: list[str]) -> int:
    """Characters the entries take in the file, delimiters included."""
    return len(render_entries(entries))


def usage_text(current: int, limit: int) -> str:
    """``"{pct}% — {cur:,}/{limit:,} chars"``, the figure the agent and headers show."""
    return f"{usage_percent(current, limit)}% — {current:,}/{limit:,} chars"


def usage_percent(current: int, limit: int) -> int:
    # Capped at 100 so a hand-edited, over-full file still reads as "full", not 130%.
    return min(100, int(current / limit * 100)) if limit > 0 else 0


def delimiter_problem(content: str) -> str | None:
    """Why ``content`` cannot be stored as one entry, or None when it can.

    An entry with a line holding only ``§`` would be split in two (or glued to its
    neighbour) the next time the file is read, so it is refused up front.
    """
    if any(is_delimiter_like(line) for line in content.split("\n")):
        return ("Content contains a line holding only '§', which is the entry delimiter; "
                "write it on one line with other text or store it as separate entries.")
    return None


def is_delimiter_like(line: str) -> bool:
    """A line that is, or looks like, the delimiter: ``§``, or ``§\\r`` from a CRLF file.

    The parser splits on ``\\n§\\n`` only, so a CRLF-saved file reads as one entry whose
    lines are ``§\\r``; treating those as delimiters here lets the store refuse to rewrite
    (and so lose) the entries the user sees in their editor.
    """
    return line.rstrip("\r") == SECTION_SIGN


def preview(text: str | None, width: int = 80) -> str:
    """One line: whitespace collapsed, cut to at most ``width`` characters with an ellipsis.

    The one preview of Reverie (match lists, record summaries, notifications, the CLI).
    """
    flat = " ".join((text or "").split())
    return flat if len(flat) <= width else flat[: width - 1].rstrip() + "…"


@dataclass(frozen=True)
class Match:
    """Where ``old_text`` points: the index and full text of one entry."""

    index: int
    entry: str


class NoMatch(LookupError):
    pass


class AmbiguousMatch(LookupError):
    def __init__(self, candidates: list[str]) -> None:
        super().__init__(f"{len(candidates)} entries match")
        self.candidates = candidates


def locate(entries: list[str], old_text: str) -> Match:
    """The one entry ``old_text`` names: an exact entry wins, else a unique substring match.

    Raises :class:`NoMatch` or :class:`AmbiguousMatch` (with every distinct candidate).
    """
    needle = old_text.strip()
    for index, entry in enumerate(entries):
        if entry == needle:
            return Match(index, entry)
    hits = [(i, e) for i, e in enumerate(entries) if needle and needle in e]
    if not hits:
        raise NoMatch(needle)
    distinct = list(dict.fromkeys(e for _, e in hits))
    if len(distinct) > 1:
        raise AmbiguousMatch(distinct)
    return Match(*hits[0])
