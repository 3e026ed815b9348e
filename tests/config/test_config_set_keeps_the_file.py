"""`reverie config set` changes one key of config.yaml — Hermes' own file too — and keeps
the rest as the operator wrote it: comments, blank lines, order, quoting (tester9 left it:
the whole file was dumped again by PyYAML, every comment lost). Where the text cannot be
edited in place (flow style, a multi-line value) the file is written whole, as before, and
the value is still right."""

from __future__ import annotations

import string
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.config import load_settings
from reverie.config.settings import set_value
from reverie.config.yaml_edit import set_scalar
from tests.bad_input_support import run_main

HERMES_LIKE = """\
# Hermes Agent configuration (hand-edited)
model:
  default: "anthropic/claude-x"   # the main model
  provider: openrouter

memory:
  # the two files that go into the system prompt
  memory_enabled: true
  write_approval: false  # I approve learned facts myself
  memory_char_limit: 2200

reverie:
  queue:
    backend: sqlite
    workers: 2   # two cores

# end of file
"""


def _changed_lines(before: str, after: str) -> list[tuple[str, str]]:
    return [(a, b) for a, b in zip(before.splitlines(), after.splitlines(), strict=False)
            if a != b]


def test_a_set_rewrites_one_line_and_keeps_every_comment(home: Path) -> None:
    config = home / "config.yaml"
    config.write_text(HERMES_LIKE, encoding="utf-8")
    code, _, err = run_main(home, "config", "set", "memory.write_approval", "true")
    assert code == 0, err
    after = config.read_text(encoding="utf-8")
    assert _changed_lines(HERMES_LIKE, after) == [
        ("  write_approval: false  # I approve learned facts myself",
         "  write_approval: true  # I approve learned facts myself")]
    assert len(after.splitlines()) == len(HERMES_LIKE.splitlines())
    assert load_settings(home, environ={}).memory.write_approval is True


def test_a_new_key_goes_into_its_section_and_a_new_section_at_the_end(home: Path) -> None:
    config = home / "config.yaml"
    config.write_text(HERMES_LIKE, encoding="utf-8")
    set_value(load_settings(home, environ={}), "memory.nudge_interval", "4")
    set_value(load_settings(home, environ={}), "reverie.schedule.scan_seconds", "30")
    after = config.read_text(encoding="utf-8")
    kept = [line for line in HERMES_LIKE.splitlines()]
    assert [line for line in after.splitlines() if line in kept] == kept, "nothing lost or moved"
    added = [line for line in after.splitlines() if line not in kept]
    assert added == ["  nudge_interval: 4", "  schedule:", "    scan_seconds: 30"]
    assert after.index("nudge_interval") < after.index("\nreverie:")
    s = load_settings(home, environ={})
    assert s.memory.nudge_interval == 4 and s.raw["reverie"]["schedule"]["scan_seconds"] == 30


def test_a_flow_style_section_is_written_whole_and_still_right(home: Path) -> None:
    config = home / "config.yaml"
    config.write_text("# mine\nmemory: {write_approval: false, memory_char_limit: 900}\n",
                      encoding="utf-8")
    set_value(load_settings(home, environ={}), "memory.write_approval", "true")
    loaded = yaml.safe_load(config.read_text(encoding="utf-8"))
    assert loaded == {"memory": {"write_approval": True, "memory_char_limit": 900}}


def test_a_hash_inside_the_old_quoted_value_is_not_kept_as_a_comment() -> None:
    """review19 R2: the old value's tail after a "#" inside its quotes was kept as if it
    were a comment (part of a URL or a passphrase left in the file)."""
    text = 'name: "a #b"  # mine\nother: 1\n'
    wanted = {"name": "c", "other": 1}
    assert set_scalar(text, ["name"], "c", wanted, yaml.safe_load) == \
        "name: c  # mine\nother: 1\n"
    plain = "name: 'it''s # x'\nother: 1\n"
    assert set_scalar(plain, ["name"], "c", wanted, yaml.safe_load) == "name: c\nother: 1\n"


def test_the_files_own_line_ends_are_kept() -> None:
    text = "a: 1\r\nb: 2 # keep\r\n"
    assert set_scalar(text, ["b"], 3, {"a": 1, "b": 3}, yaml.safe_load) == \
        "a: 1\r\nb: 3 # keep\r\n"


# --- the in-place edit against PyYAML's own reading, on texts of every shape -------------

_KEYS = st.sampled_from(["memory", "reverie", "queue", "mode", "a_b", "x-y", "limit"])
_SCALARS = st.one_of(st.booleans(), st.integers(-10**6, 10**6), st.none(),
                     st.text(string.ascii_letters + string.digits + " #:'\"-_./",
                             max_size=20))


@st.composite
def _documents(draw) -> tuple[str, dict]:
    """A block-style YAML text with comments and blank lines, and what it loads to."""
    value: dict = {}
    lines: list[str] = []

    def section(node: dict, depth: int, indent: int) -> None:
        for key in draw(st.lists(_KEYS, min_size=1, max_size=4, unique=True)):
            pad = " " * indent
            if draw(st.booleans()):
                lines.append(f"{pad}# about {key}")
            if depth < 2 and draw(st.booleans()):
                lines.append(f"{pad}{key}:")
                node[key] = {}
                section(node[key], depth + 1, indent + draw(st.sampled_from([2, 4])))
            else:
                scalar = draw(_SCALARS)
                node[key] = scalar
                dumped = yaml.safe_dump(scalar, default_flow_style=True, width=10**6)
                dumped = dumped.split("\n...")[0].strip()
                comment = "  # note" if draw(st.booleans()) else ""
                lines.append(f"{pad}{key}: {dumped}{comment}")
            if draw(st.booleans()):
                lines.append("")

    section(value, 0, 0)
    return "\n".join(lines) + "\n", value


@settings(max_examples=300, deadline=None)
@given(_documents(), st.lists(_KEYS, min_size=1, max_size=3), _SCALARS)
def test_an_edit_loads_to_the_wanted_value_and_keeps_every_comment(doc, parts, scalar):
    text, value = doc
    wanted = yaml.safe_load(text)
    node = wanted
    for part in parts[:-1]:
        if not isinstance(node.get(part), dict):
            if part in node:
                return   # a value, not a section: refused before any edit
            node[part] = {}
        node = node[part]
    node[parts[-1]] = scalar
    edited = set_scalar(text, parts, scalar, wanted, yaml.safe_load)
    if edited is None:
        return   # the caller writes the whole file from the value
    assert yaml.safe_load(edited) == wanted
    comments = [line.strip() for line in text.splitlines() if line.strip().startswith("#")]
    assert [line.strip() for line in edited.splitlines()
            if line.strip().startswith("#")] == comments
