"""The word tables shipped beside the scanner: how a module reads one, and how it takes the
words of every language out of it (session 28, fast30).

Each table is a JSON file in this package (``mode_switch.json``, ``lexicons/en.json``, ...),
read through :mod:`importlib.resources` so an installed wheel reads the copy it ships. Most
tables keep their words per language, ``{"en": [...], "fr": [...]}``, under a key of their
own or one level down (``{"en": {"verbs": [...]}}``); a reading that does not care which
language a word is from takes all of them with :func:`every_language`, in the table's order.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

__all__ = ["load_table", "table_names_in", "every_language"]


def load_table(name: str) -> Any:
    """The parsed JSON of the table ``name`` (a path in this package, ``/`` between its
    parts). A fresh object on every call: the callers keep what they build from it."""
    path = resources.files(__package__).joinpath(*name.split("/"))
    return json.loads(path.read_text(encoding="utf-8"))


def table_names_in(folder: str) -> list[str]:
    """The tables in ``folder`` of this package (``lexicons``), as :func:`load_table` names them,
    in the order of their file names."""
    entries = resources.files(__package__).joinpath(folder).iterdir()
    return [f"{folder}/{entry.name}" for entry in sorted(entries, key=lambda item: item.name)
            if entry.name.endswith(".json")]


def every_language(by_language: Mapping[str, Any], key: str | None = None) -> list[str]:
    """The words of every language of ``by_language``, language after language in the
    table's order: its values are the word lists, or with ``key`` each value is a language's
    table and its words are under ``key`` (a language without it has none)."""
    if key is None:
        return [word for words in by_language.values() for word in words]
    return [word for table in by_language.values() for word in table.get(key, ())]
