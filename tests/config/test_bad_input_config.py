"""Hostile config.yaml, `config set`, --home and --profile, through the real entry point.

A refusal is one line on stderr (exit 1 refused, 2 bad usage), never a traceback, and the
files already on disk are unchanged.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from tests.bad_input_support import run_main


def tree_digest(root: Path) -> dict[str, str]:
    """Every file under ``root`` (or ``root`` itself) and the hash of its bytes."""
    if root.is_file():
        return {str(root): hashlib.sha256(root.read_bytes()).hexdigest()}
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in sorted(root.rglob("*"))}


def assert_one_line_refusal(code: int, err: str, expected: str, *, exit_code: int = 1) -> None:
    assert code == exit_code, err
    assert expected in err, err
    assert "Traceback" not in err and "unexpected" not in err
    assert err.strip().count("\n") == 0 or err.startswith("Usage:"), err


BAD_CONFIG_FILES = {
    "invalid yaml": (b"memory: [\n", "is not valid YAML at line 2"),
    "a list": (b"- a\n- b\n", "must hold a mapping of sections, not list"),
    "a section that is a number": (b"memory: 5\n", "memory must be a mapping, not int"),
    "not utf-8": (b"\xff\xfememory: {}\n", "is not UTF-8 text"),
    "alias loop": (b"a: &a [*a]\n", "contains itself"),
    # Nine levels of nine aliases: 72 alias uses, 9**9 values once expanded (issue 14).
    "alias bomb": (b"l0: &l0 [x, x, x, x, x, x, x, x, x]\n" + b"".join(
        b"l%d: &l%d [" % (i, i) + b", ".join([b"*l%d" % (i - 1)] * 9) + b"]\n"
        for i in range(1, 10)), "expands to more than"),
    "too many aliases": (b"a: &a x\nb: [" + b", ".join([b"*a"] * 150) + b"]\n",
                         "more than 100 YAML aliases"),
    "over the size limit": (b"# " + b"x" * 300_000 + b"\n", "larger than 256 KB"),
    "deep nesting": (b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deeply"),
    "wrong type": (b"memory: {nudge_interval: ten}\n", "memory.nudge_interval must be a whole number"),
    "nan": (b"reverie: {schedule: {scan_seconds: .nan}}\n", "must be a number"),
    # Limits are prompt budgets (config.settings.MAX_CHAR_LIMIT); a number past a float's
    # range ended every command in "unexpected OverflowError" (session 18).
    "a char limit of 10**18": (b"memory: {memory_char_limit: 1000000000000000000}\n",
                               "memory.memory_char_limit must be at most 1,000,000, not "
                               "1,000,000,000,000,000,000."),
    "a char limit of 10**9": (b"memory: {user_char_limit: 1000000000}\n",
                              "memory.user_char_limit must be at most 1,000,000"),
    "a char limit past a float": (b"memory: {memory_char_limit: 1" + b"0" * 400 + b"}\n",
                                  "must be at most 1,000,000, not a number of more than 24 digits"),
    "seconds past a float": (b"reverie: {schedule: {scan_seconds: 1" + b"0" * 400 + b"}}\n",
                             "reverie.schedule.scan_seconds is too large (a number of more than"),
    "bad choice": (b"display: {memory_notifications: loud}\n", "must be one of off, on, verbose"),
    # PyYAML keeps the last of two keys: the second block silently turned approval off.
    "a section twice": (b"memory:\n  write_approval: true\nmemory:\n  memory_char_limit: 4000\n",
                        "has the key 'memory' twice (lines 1 and 3)"),
    "a key twice": (b"memory: {write_approval: true, write_approval: false}\n",
                    "has the key 'memory.write_approval' twice"),
    # ... also when the section comes through a merge of an anchored mapping (review20's R1)
    "a key twice in a merged anchor": (
        b"base: &b\n  write_approval: true\n  write_approval: false\nmemory:\n  <<: *b\n",
        "has the key 'memory.write_approval' twice (lines 2 and 3)"),
}


@pytest.mark.parametrize("name", sorted(BAD_CONFIG_FILES))
@pytest.mark.parametrize("command", [["config", "show"], ["memory", "add", "x"],
                                     ["config", "set", "memory.nudge_interval", "3"]])
def test_a_broken_config_file_is_named_and_left_alone(home: Path, clean_env, name: str,
                                                      command: list[str]) -> None:
    data, expected = BAD_CONFIG_FILES[name]
    (home / "config.yaml").write_bytes(data)
    before = tree_digest(home)
    code, out, err = run_main(home, *command)
    assert_one_line_refusal(code, err, expected)
    assert out == ""
    assert tree_digest(home) == before  # config not rewritten, no memory file created


# A key twice in a section only Hermes reads: Reverie loads the file (its own settings are
# unambiguous) and `doctor` names the repeat, which Hermes 0.22 refuses (tests/hermes).
HERMES_ONLY_REPEAT = ("memory:\n  write_approval: true  # keep\nterminal:\n  backend: local\n"
                      "terminal:\n  backend: docker\ndisplay:\n  skin: a\n  skin: b\n")


@pytest.mark.parametrize("command", [["config", "show"], ["memory", "add", "x"],
                                     ["config", "set", "memory.nudge_interval", "3"]])
def test_a_key_twice_where_only_hermes_reads_is_left_to_hermes(home: Path, clean_env,
                                                               command: list[str]) -> None:
    (home / "config.yaml").write_text(HERMES_ONLY_REPEAT, encoding="utf-8")
    code, out, err = run_main(home, *command)
    assert code == 0, err
    text = (home / "config.yaml").read_text(encoding="utf-8")
    assert text.count("terminal:") == 2 and "# keep" in text  # edited in place, if at all
    assert run_main(home, "config", "get", "memory.write_approval")[1].strip() == "true"


def test_doctor_names_a_key_twice_where_only_hermes_reads(home: Path, clean_env) -> None:
    (home / "config.yaml").write_text(HERMES_ONLY_REPEAT, encoding="utf-8")
    code, out, err = run_main(home, "doctor")
    assert code == 1, (out, err)
    line = next(x for x in out.splitlines() if "twice" in x)
    assert "'terminal' twice (lines 3 and 5)" in line and "Hermes 0.22 refuses" in line
    (home / "config.yaml").write_text("terminal:\n  backend: local\n", encoding="utf-8")
    assert "has the key" not in run_main(home, "doctor")[1]


def test_config_yaml_that_is_a_directory(home: Path, clean_env) -> None:
    (home / "config.yaml").mkdir()
    code, _, err = run_main(home, "config", "show")
    assert_one_line_refusal(code, err, "Cannot read")
    assert "it is a directory, not a regular file" in err and "[Errno" not in err


@pytest.mark.parametrize(("key", "value", "exit_code", "expected"), [
    ("memory.write_aproval", "true", 2, "No setting named 'memory.write_aproval'"),
    ("nosuch.key", "1", 2, "No setting named"),
    ("memory", "5", 2, "No setting named 'memory'"),
    ("", "x", 1, "Invalid setting name"),
    ("memory..x", "1", 1, "Invalid setting name"),
    ("memory.nudge_interval", "[1", 1, "must be a whole number"),
    ("memory.nudge_interval", "[" * 3000, 1, "must be a whole number"),
    ("memory.nudge_interval", "{a: 1}", 1, "takes a single value"),
    ("memory.memory_char_limit", "0", 1, "memory.memory_char_limit"),
    ("memory.memory_char_limit", "1e400", 1, "must be a whole number"),
    ("memory.memory_char_limit", "1000000000000000000", 1, "must be at most 1,000,000"),
    ("memory.user_char_limit", "1000000001", 1, "memory.user_char_limit must be at most 1,000,000"),
    ("reverie.schedule.scan_seconds", "1" + "0" * 400, 1, "scan_seconds is too large"),
    ("reverie.queue.lease_seconds", "1" + "0" * 400, 1, "lease_seconds is too large"),
    # A socket's timeout past time_t: every review was a dead letter, "unexpected
    # OverflowError: timestamp out of range for platform time_t" (session 23).
    ("auxiliary.background_review.timeout", "1" + "0" * 22, 1,
     "auxiliary.background_review.timeout must be at most 86,400"),
    ("auxiliary.session_search.timeout", "86401", 1,
     "auxiliary.session_search.timeout must be at most 86,400"),
    # YAML 1.1 reads an exponent without a dot and a sign as text: say so (the hint's
    # spelling is checked to load: test_the_exponent_hint_is_a_number_yaml_reads).
    ("auxiliary.session_search.timeout", "3e2", 1, "write 3.0e+2 or 300"),
    ("memory.write_approval", "maybe", 1, "must be true or false"),
    ("display.memory_notifications", "!!python/object:os.system x", 1, "must be one of"),
    ("auxiliary.background_review.model", "bad\udcffbyte", 1, "not valid Unicode text"),
])
def test_config_set_refuses_bad_keys_and_values_without_touching_the_file(
        home: Path, clean_env, key: str, value: str, exit_code: int, expected: str) -> None:
    code, _, err = run_main(home, "config", "set", "memory.nudge_interval", "7")
    assert code == 0, err
    before = tree_digest(home)
    code, out, err = run_main(home, "config", "set", key, value)
    assert_one_line_refusal(code, err, expected, exit_code=exit_code)
    assert tree_digest(home) == before
    assert run_main(home, "config", "get", "memory.nudge_interval")[1].strip() == "7"


def test_the_largest_char_limit_is_accepted_and_reaches_the_store(home: Path, clean_env) -> None:
    """A guard (it passes on the parent too): the maximum itself is a limit like any other."""
    for key in ("memory.memory_char_limit", "memory.user_char_limit"):
        code, out, err = run_main(home, "config", "set", key, "1000000")
        assert code == 0, err
    code, out, err = run_main(home, "memory", "add", "--target", "user",
                              "Prefers the window seat on long trains.")
    assert code == 0, err
    code, out, err = run_main(home, "memory", "show")
    assert code == 0, err
    assert "/1,000,000 chars]" in out and "Prefers the window seat" in out


def test_config_set_of_a_key_never_prints_it(home: Path, clean_env) -> None:
    code, out, err = run_main(home, "config", "set", "auxiliary.background_review.api_key",
                              "sk-VERYSECRET123")
    assert code == 0, err
    for args in (["config", "show"], ["config", "show", "--json"],
                 ["config", "get", "auxiliary.background_review.api_key", "--json"]):
        code, out, err = run_main(home, *args)
        assert code == 0 and "VERYSECRET" not in out + err


# --- --home and --profile ----------------------------------------------------------------

@pytest.mark.parametrize("command", [["memory", "show"], ["memory", "add", "x"], ["memory", "pending"],
                                     ["memory", "log"], ["search", "x"], ["config", "set",
                                     "memory.nudge_interval", "3"], ["queue"]])
def test_home_that_is_a_file(tmp_path: Path, clean_env, command: list[str]) -> None:
    home = tmp_path / "afile"
    home.write_text("not a directory")
    code, out, err = run_main(home, *command)
    assert_one_line_refusal(code, err, "is not a directory")
    assert home.read_text() == "not a directory"


def test_home_below_a_file_or_in_a_read_only_place(tmp_path: Path, clean_env) -> None:
    (tmp_path / "afile").write_text("x")
    for home in (tmp_path / "afile" / "sub", Path("/proc/self/no-such-home")):
        code, _, err = run_main(home, "memory", "add", "a note")
        assert_one_line_refusal(code, err, f"No home at {home} (chosen by --home)")
        # ingest creates a home: one that cannot be made is refused in one line too
        source = tmp_path / "one.jsonl"
        source.write_text('{"session_id": "s", "role": "user", "content": "hi"}\n')
        code, _, err = run_main(home, "ingest", str(source))
        assert_one_line_refusal(code, err, "Check that the home directory")


def test_empty_home_is_bad_usage_not_the_default_home(tmp_path: Path, clean_env) -> None:
    code, _, err = run_main("", "memory", "add", "x")
    assert code == 2 and "--home" in err and "is empty" in err
    assert not (Path(clean_env["HOME"]) / ".hermes").exists()


@pytest.mark.parametrize("profile", ["..", "../x", "", "a/b", "a" * 65, "a b", "x\udcff", "-"])
def test_bad_profile_names_are_usage_errors(home: Path, clean_env, profile: str) -> None:
    if profile == "-":  # a valid name: proves the regex is not just refusing everything
        (home / "profiles" / "-").mkdir(parents=True)
        code, _, err = run_main(home, "--profile", profile, "memory", "show")
        assert code == 0, err
        return
    code, _, err = run_main(home, "--profile", profile, "memory", "add", "x")
    assert_one_line_refusal(code, err, "Invalid profile name", exit_code=2)
    assert list(home.iterdir()) == []


@pytest.mark.slow
def test_real_process_errors_have_no_traceback_and_debug_has_one(tmp_path: Path, clean_env) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x")
    cmd = [sys.executable, "-c", "from reverie.worker.cli import main; main()"]
    plain = subprocess.run([*cmd, "--home", str(afile), "memory", "show"],
                           capture_output=True, text=True, timeout=60)
    assert plain.returncode == 1 and "Traceback" not in plain.stderr
    assert plain.stderr.startswith("Error: The home") and plain.stdout == ""
    debug = subprocess.run([*cmd, "--debug", "--home", str(afile), "memory", "show"],
                           capture_output=True, text=True, timeout=60)
    assert debug.returncode != 0 and "Traceback" in debug.stderr
    # bytes that are not UTF-8 on the command line reach the scanner, not a crash
    home = tmp_path / "home2"
    home.mkdir()
    raw = subprocess.run([*cmd, "--home", str(home), "memory", "add", "bad\udcffbyte"],
                         capture_output=True, text=True, timeout=60, errors="surrogateescape")
    assert raw.returncode == 1 and "unpaired surrogate" in raw.stderr and "Traceback" not in raw.stderr
    assert not (home / "memories" / "MEMORY.md").exists()


@pytest.mark.parametrize("args", [["queue", "retry", "bad\udcffid"], ["queue", "drop", "\udcff"]])
def test_any_command_given_non_utf8_bytes_is_bad_usage(home: Path, clean_env, args: list[str]) -> None:
    """Commands that hand an argument to SQLite unchecked: the root turns the encoding error
    into one line naming the argument (exit 2) instead of 'unexpected UnicodeEncodeError'."""
    code, out, err = run_main(home, *args)
    assert code == 2 and out == ""
    assert "is not valid UTF-8 text" in err and "unexpected" not in err and err.count("\n") == 1


def test_config_set_on_a_symlinked_config_yaml_writes_the_linked_file(home: Path, clean_env,
                                                                     tmp_path: Path) -> None:
    """tester9: a config.yaml kept in a dotfiles repository and linked into the home was
    replaced by a regular file on `config set`: the link was gone and the repository's file
    kept the old value (Hermes 0.22 writes through such a link). The linked file is now
    changed in place, owner-only, and the link stays."""
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    real = dotfiles / "hermes-config.yaml"
    real.write_text("memory:\n  nudge_interval: 10\nmodel: {default: some-model}\n",
                    encoding="utf-8")
    (home / "config.yaml").symlink_to(real)
    code, out, err = run_main(home, "config", "set", "memory.nudge_interval", "0")
    assert code == 0, err
    assert (home / "config.yaml").is_symlink()
    assert (home / "config.yaml").resolve() == real.resolve()
    text = real.read_text(encoding="utf-8")
    assert "nudge_interval: 0" in text and "some-model" in text
    assert real.stat().st_mode & 0o077 == 0
    assert [p.name for p in dotfiles.iterdir()] == ["hermes-config.yaml"]   # no temp left
    assert run_main(home, "config", "get", "memory.nudge_interval")[1].strip() == "0"


def test_config_set_on_a_dangling_config_yaml_link_is_refused(home: Path, clean_env,
                                                             tmp_path: Path) -> None:
    """A link to a file that is not there: nothing is created at the far end (whose
    directories may not exist), and the link is left for its owner to fix."""
    target = tmp_path / "gone" / "config.yaml"
    (home / "config.yaml").symlink_to(target)
    code, out, err = run_main(home, "config", "set", "memory.nudge_interval", "0")
    assert_one_line_refusal(code, err, "symbolic link")
    assert str(target) in err
    assert (home / "config.yaml").is_symlink() and not (tmp_path / "gone").exists()


def test_the_exponent_hint_is_a_number_yaml_reads(home: Path, clean_env) -> None:
    code, _, err = run_main(home, "config", "set", "reverie.schedule.scan_seconds", "5e-1")
    assert code == 1 and "write 5.0e-1." in err, err
    for spelled in ("5.0e-1", "3.0e+2"):
        code, out, err = run_main(home, "config", "set", "reverie.schedule.scan_seconds", spelled)
        assert code == 0, err


def test_a_limit_below_what_a_file_holds_is_saved_with_a_warning(tmp_path: Path) -> None:
    """tester19: `config set memory.user_char_limit 10` (a typo of 1000) said only that it
    was saved; every new entry was then refused and the next run staged moving the whole of
    USER.md to the archive. The value is legal (a smaller profile on purpose) and is saved;
    one line on stderr says what it does and how to set it back. Nothing stored changes."""
    home = tmp_path / "home"
    code, _, err = run_main(home, "init")
    assert code == 0, err
    for fact in ("User keeps two ferrets named Pip and Moss.", "User's desk is by the window."):
        assert run_main(home, "memory", "add", "--target", "user", fact)[0] == 0
    before = tree_digest(home / "memories")
    code, out, err = run_main(home, "config", "set", "memory.user_char_limit", "10")
    assert code == 0 and out.startswith("memory.user_char_limit = 10"), err
    assert err.startswith("Warning: USER.md holds 74 characters, more than the new limit of 10")
    assert err.strip().count("\n") == 0 and "config set memory.user_char_limit N" in err
    assert tree_digest(home / "memories") == before
    # a limit the file fits under, or another file's, says nothing more
    code, _, err = run_main(home, "config", "set", "memory.user_char_limit", "1000")
    assert code == 0 and err == ""
    code, out, err = run_main(home, "config", "set", "memory.memory_char_limit", "10", "--json")
    assert code == 0 and err == "" and "warning" not in out
