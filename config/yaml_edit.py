"""Set one scalar in a YAML text and keep everything else as it was written.

``reverie config set`` changes one key of ``config.yaml``, which is also Hermes' own file:
its comments, blank lines, key order and quoting are the operator's (and Hermes 0.22 keeps
them when it writes). PyYAML cannot write a file back as it read it, so a change is made
on the text instead: the key's line is rewritten, or a line (and the sections it needs) is
added at the end of its section. Only block mappings written one key a line are edited;
anything else (flow style, a multi-line value, anchors on the way) is left to the caller.

The edit is checked, not trusted: :func:`set_scalar` returns the new text only when it
loads to exactly the wanted value, and ``None`` otherwise, so the caller can fall back to
writing the whole file from the value.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

import yaml

_KEY_LINE = re.compile(r"^(?P<indent> *)(?P<key>[A-Za-z0-9_][A-Za-z0-9_.-]*):(?P<rest>.*)$")
_TRAILING_COMMENT = re.compile(r"\s+#.*$")


def set_scalar(text: str, parts: list[str], value: Any, expected: Any,
               load: Callable[[str], Any]) -> str | None:
    """``text`` with ``parts`` (a dotted key split) set to the scalar ``value``, or None
    when the text cannot be edited in place. ``expected`` is the whole value the file must
    load to afterwards, and ``load`` the loader that checks it."""
    scalar = _scalar(value)
    if scalar is None:
        return None
    lines = text.splitlines()
    edited = _edit(lines, parts, scalar)
    if edited is None:
        return None
    newline = "\r\n" if "\r\n" in text else "\n"   # the file's own line ends (R2)
    new = newline.join(edited) + newline
    try:
        if load(new) != expected:
            return None
    except Exception:  # noqa: BLE001 - any failure to read the edit back: not this way
        return None
    return new


def _scalar(value: Any) -> str | None:
    """``value`` as PyYAML writes it as a flow scalar on one line, or None."""
    dumped = yaml.safe_dump(value, allow_unicode=True, default_flow_style=True,
                            width=math.inf)
    dumped = dumped.removesuffix("\n").removesuffix("\n...").removesuffix("...")
    dumped = dumped.rstrip("\n")
    return None if "\n" in dumped else dumped


def _after_value(line: str) -> str | None:
    """What follows the value of the one-line ``key: value`` (its spaces and comment), as
    YAML's own scanner ends the value: a "#" inside a quoted value is the value's, not a
    comment (review19 R2). None when the value is not one plain or quoted scalar."""
    try:
        tokens = list(yaml.scan(line))
    except yaml.YAMLError:
        return None
    kinds = [type(t) for t in tokens]
    if yaml.ValueToken not in kinds:
        return None
    after = tokens[kinds.index(yaml.ValueToken) + 1]
    if isinstance(after, yaml.ScalarToken):
        return line[after.end_mark.column:]
    if isinstance(after, yaml.BlockEndToken):   # no value (null): keep a comment if any
        comment = _TRAILING_COMMENT.search(line[tokens[kinds.index(yaml.ValueToken)]
                                               .end_mark.column:])
        return comment.group(0) if comment else ""
    return None


def _content(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _edit(lines: list[str], parts: list[str], scalar: str) -> list[str] | None:
    start, end, indent = 0, len(lines), 0   # the block being searched: [start, end)
    for depth, part in enumerate(parts):
        last = depth == len(parts) - 1
        found = _find_key(lines, start, end, indent, part)
        if found is None:
            return _insert(lines, end, indent, parts[depth:], scalar, start)
        match = _KEY_LINE.match(lines[found])
        assert match is not None
        rest = match["rest"]
        if last:
            tail = _after_value(lines[found].lstrip(" "))
            if tail is None:
                return None
            return [*lines[:found], f"{' ' * indent}{part}: {scalar}{tail}", *lines[found + 1:]]
        if _TRAILING_COMMENT.sub("", rest).strip():
            return None   # a section written inline ({...}, null, an alias): not here
        block_end = _block_end(lines, found, indent)
        children = [i for i in range(found + 1, block_end) if _content(lines[i])]
        if not children:
            child_indent = indent + 2
        else:
            child_indent = _indent(lines[children[0]])
        start, end, indent = found + 1, block_end, child_indent
    return None


def _find_key(lines: list[str], start: int, end: int, indent: int, key: str) -> int | None:
    for i in range(start, end):
        line = lines[i]
        if not _content(line) or _indent(line) != indent:
            continue
        match = _KEY_LINE.match(line)
        if match and match["key"] == key:
            return i
    return None


def _block_end(lines: list[str], header: int, indent: int) -> int:
    """The line after the last content line that belongs under ``lines[header]``."""
    end = header + 1
    for i in range(header + 1, len(lines)):
        if _content(lines[i]):
            if _indent(lines[i]) <= indent:
                break
            end = i + 1
    return end


def _insert(lines: list[str], end: int, indent: int, parts: list[str], scalar: str,
            start: int) -> list[str]:
    """Add ``parts`` (missing from the block ending at ``end``) after its last content
    line, each section one indent deeper."""
    at = end
    while at > start and not _content(lines[at - 1]):
        at -= 1
    added = []
    for depth, part in enumerate(parts):
        pad = " " * (indent + 2 * depth)
        added.append(f"{pad}{part}: {scalar}" if depth == len(parts) - 1 else f"{pad}{part}:")
    return [*lines[:at], *added, *lines[at:]]
