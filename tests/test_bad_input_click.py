"""What click itself says about a bad argument is one short line too: its own messages
("Invalid value for '--target'", "No such command", "No such option", "Got unexpected
extra argument") echoed a 40,000-character argument whole, and the last one echoed a
newline or a terminal code in it raw. The start of the argument and its length identify
it; click's usage lines stay as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bad_input_support import run_main

LONG = "q" * 40_000
SHOWN = f"{LONG[:80]}…(40,000 chars)"
SHOWN_OPTION = f"--{LONG[:78]}…(40,002 chars)"     # the option's name, its dashes too


@pytest.mark.parametrize(("args", "says"), [
    (("memory", "show", "--target", LONG), "Invalid value for '--target'"),
    (("memory", "show", f"--target={LONG}"), "Invalid value for '--target'"),
    (("search", "kiln", "--limit", LONG), "Invalid value for '--limit'"),
    (("memory", LONG), "No such command"),
    ((f"--{LONG}",), "No such option '" + SHOWN_OPTION + "'"),
    (("memory", "show", LONG), "Got unexpected extra argument"),
    (("memory", "show", "a", LONG), "Got unexpected extra arguments"),
])
def test_clicks_own_message_names_a_long_argument_in_one_short_line(home: Path, clean_env,
                                                                    args, says) -> None:
    code, out, err = run_main(home, *args)
    assert code == 2 and out == ""
    (error,) = [line for line in err.splitlines() if line.startswith("Error:")]
    assert says in error and (SHOWN in error or SHOWN_OPTION in error), error[:300]
    assert len(err) < 600, err[:700]


def test_an_argument_with_a_newline_or_a_terminal_code_stays_on_its_line(home: Path,
                                                                          clean_env) -> None:
    code, _, err = run_main(home, "memory", "show", "one\nError: forged\x1b[2J")
    assert code == 2
    (error,) = [line for line in err.splitlines() if line.startswith("Error:")]
    assert "\x1b" not in err and "one\\x0aError: forged\\x1b[2J" in error, err
