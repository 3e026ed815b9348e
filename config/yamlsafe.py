"""Loading ``config.yaml`` without letting the file exhaust memory or time.

``yaml.safe_load`` refuses arbitrary objects but not *alias bombs*: a few hundred bytes of
nested anchors (``b: [*a, *a, …]``, ``c: [*b, *b, …]``) describe a value with billions of
nodes. PyYAML shares the aliased nodes, so the load itself is cheap; everything that then
walks the value (merging over the defaults, validation, ``config show``) expands it and
grows without bound. So the composed node graph is measured before it is constructed:

- the file may be at most :data:`MAX_CONFIG_BYTES` (a real config.yaml is a few hundred
  bytes; Hermes' own is a few kilobytes);
- at most :data:`MAX_ALIASES` alias uses;
- the value, with every alias expanded, at most :data:`MAX_EXPANDED_NODES` nodes;
- a value that contains itself (a recursive anchor) is refused.

Every refusal is one :class:`~reverie.config.errors.ConfigError` line naming the file.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from .errors import ConfigError
from .regular import opened_regular, read_fd

MAX_CONFIG_BYTES = 256 * 1024
MAX_ALIASES = 100
MAX_EXPANDED_NODES = 20_000
_FIX = "Fix the file or remove it to use the defaults."


class _Refused(Exception):
    """Raised inside the composer; turned into a ConfigError naming the file."""


class _Repeated(_Refused):
    """A mapping has a key twice: its dotted path and the two lines."""

    def __init__(self, key: str, first: int, second: int) -> None:
        super().__init__(
            f"has the key {key!r} twice (lines {first} and {second}): YAML keeps only the "
            "last, and the settings under the first would be ignored without a word (merge "
            "the two)")
        self.key, self.lines = key, (first, second)


class _CountingLoader(yaml.SafeLoader):
    """A SafeLoader that counts alias uses while composing."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.alias_uses = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            self.alias_uses += 1
            if self.alias_uses > MAX_ALIASES:
                raise _Refused(f"uses more than {MAX_ALIASES} YAML aliases")
        return super().compose_node(parent, index)


def _expanded_size(root: yaml.Node) -> int:
    """Nodes in the value with every alias expanded; _Refused past the bound or on a cycle.

    Memoised per node, so a shared (aliased) node is measured once: the cost is linear in
    the *written* document even when the expansion is astronomically large.
    """
    sizes: dict[int, int] = {}
    on_path: set[int] = set()

    def size(node: yaml.Node) -> int:
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in on_path:
            raise _Refused("has a value that contains itself (a recursive YAML anchor)")
        on_path.add(key)
        total = 1
        if isinstance(node, yaml.SequenceNode):
            children: list[yaml.Node] = list(node.value)
        elif isinstance(node, yaml.MappingNode):
            children = [part for pair in node.value for part in pair]
        else:
            children = []
        for child in children:
            total += size(child)
            if total > MAX_EXPANDED_NODES:
                raise _Refused(f"expands to more than {MAX_EXPANDED_NODES:,} values through"
                               " YAML aliases")
        on_path.discard(key)
        sizes[key] = total
        return total

    return size(root)


#: Which key paths a repeated key is refused at: called with the path of the repeated key
#: (("memory", "write_approval")); None refuses a repeat anywhere.
KeysRead = Callable[[tuple[str, ...]], bool]


def _check_unique_keys(root: yaml.Node, matters: KeysRead | None) -> None:
    """_Refused when a mapping has a key twice where ``matters`` says the key is read.

    PyYAML keeps the last of two equal keys silently: a second ``memory:`` block added at
    the end of config.yaml replaced the first whole, and a ``write_approval: true`` written
    in the first was off without a word. config.yaml is Hermes' file too, and Hermes loads
    it with the same last-wins rule, so a repeat in a section only Hermes reads is Hermes'
    business: refusing it would stop Reverie over a file its agent runs on.
    Runs after :func:`_expanded_size`, so the walk is bounded.
    """
    def walk(node: yaml.Node, path: tuple[str, ...]) -> None:
        if isinstance(node, yaml.SequenceNode):
            for item in node.value:
                walk(item, path + ("[]",))
            return
        if not isinstance(node, yaml.MappingNode):
            return
        seen: dict[tuple[str, str], yaml.Node] = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
                # A merge's keys land in this mapping (``memory: {<<: *base}``): a repeat
                # inside the merged mapping is one at this path (review20's R1).
                for merged in value.value if isinstance(value, yaml.SequenceNode) else [value]:
                    walk(merged, path)
                continue
            here = path + (key.value,)
            first = seen.setdefault((key.tag, key.value), key)
            if first is not key and (matters is None or matters(here)):
                raise _Repeated(".".join(here), first.start_mark.line + 1,
                                key.start_mark.line + 1)
            walk(value, here)

    walk(root, ())


def load_yaml_text(text: str, *, source: str, keys_read: KeysRead | None = None) -> Any:
    """Parse one YAML document within the bounds above; ``source`` names it in errors.
    A key written twice in one mapping is refused where ``keys_read`` says it is read
    (everywhere when None).

    Raises ``yaml.YAMLError`` for bad syntax (the caller words that with a line number) and
    :class:`ConfigError` for a document that is too large once expanded or nests too deep.
    """
    loader = _CountingLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _expanded_size(node)
        _check_unique_keys(node, keys_read)
        return loader.construct_document(node)
    except _Refused as exc:
        raise ConfigError(f"{source} {exc}, so it was not loaded.", hint=_FIX) from None
    except RecursionError:
        raise ConfigError(f"{source} is nested too deeply to be a configuration file.",
                          hint=_FIX) from None
    finally:
        loader.dispose()


def repeated_key(text: str) -> tuple[str, int, int] | None:
    """The first key written twice in one mapping anywhere in ``text``, as its dotted path
    and the two lines; None when there is none or the text does not load."""
    loader = _CountingLoader(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            _expanded_size(node)
            _check_unique_keys(node, None)
    except _Repeated as exc:
        return (exc.key, *exc.lines)
    except (_Refused, yaml.YAMLError, RecursionError):  # the normal load reports these
        pass
    finally:
        loader.dispose()
    return None


def read_yaml_text(path: Path) -> str:
    """Read ``path`` as text: at most MAX_CONFIG_BYTES, UTF-8 with an optional BOM.

    Only a regular file is opened (:mod:`config.regular`: a FIFO or ``/dev/zero`` as
    ``config.yaml`` is one ConfigError, never a hang), and the size is checked on the open
    descriptor before reading, so a huge file costs nothing.
    """
    with opened_regular(path, error=ConfigError, hint=_FIX) as fd:
        info = os.fstat(fd)
        data = read_fd(fd, MAX_CONFIG_BYTES)
    if len(data) > MAX_CONFIG_BYTES or info.st_size > MAX_CONFIG_BYTES:
        raise ConfigError(f"{path} is larger than {MAX_CONFIG_BYTES // 1024} KB, which no"
                          " configuration file needs, so it was not loaded.", hint=_FIX)
    return data.decode("utf-8-sig")
