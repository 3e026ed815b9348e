"""`reverie worker | scheduler | run` take `--homes PATH...` and `--all-profiles` (issue 24):
the command line `reverie service install` records is one `run` accepts, and wrong shapes are
usage errors (exit 2) or one-line errors (exit 1)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from reverie.worker.cli.base import main
from reverie.worker.service.target import resolve_target

from .conftest import write_config


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    out = capsys.readouterr()
    return caught.value.code, out.out, out.err


def _home(path: Path) -> Path:
    path.mkdir(parents=True)
    write_config(path)
    return path


def test_the_service_command_line_is_one_run_accepts(tmp_path, capsys, clean_env) -> None:
    homes = tmp_path / "homes"
    for name in ("a", "b"):
        _home(homes / name / ".hermes")
    (homes / "a" / ".hermes" / "profiles" / "coder").mkdir(parents=True)
    target = resolve_target(None, None, [str(homes / "*" / ".hermes"), str(homes / "a" / ".hermes")],
                            True, clean_env)
    code, out, err = _run([*target.run_args(), "--once", "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["finished"] == {}
    single = resolve_target(str(homes / "b" / ".hermes"), None, [], True, clean_env)
    code, out, err = _run([*single.run_args(), "--once"], capsys)
    assert (code, err) == (0, ""), err
    assert out.startswith("Enqueued 0 job(s)")


def test_paths_after_homes_are_homes_too(tmp_path, capsys, clean_env) -> None:
    a, b = _home(tmp_path / "a"), _home(tmp_path / "b")
    code, out, err = _run(["run", "--once", "--json", "--homes", str(a), str(b)], capsys)
    assert code == 0, err
    for home in (a, b):
        assert (home / "reverie" / "journal.db").exists(), "both homes were served"


@pytest.mark.parametrize("argv, words", [
    (["--home", "{a}", "run", "--homes", "{a}"], "leave out --home"),
    (["--profile", "coder", "worker", "--all-profiles"], "leave out --profile"),
    (["run", "{a}"], "unexpected extra argument"),
    (["scheduler", "--homes", " "], "--homes is empty"),
])
def test_wrong_shapes_are_usage_errors(tmp_path, capsys, clean_env, argv, words) -> None:
    a = _home(tmp_path / "a")
    code, _out, err = _run([w.format(a=a) for w in argv], capsys)
    assert code == 2 and words in err, err


def test_a_missing_home_or_an_empty_glob_is_one_line_and_exit_1(tmp_path, capsys,
                                                                  clean_env) -> None:
    for pattern, words in ((tmp_path / "nope", "is not a directory"),
                           (tmp_path / "z*", "matches no directory")):
        code, _out, err = _run(["worker", "--homes", str(pattern)], capsys)
        assert code == 1 and words in err and len(err.strip().splitlines()) == 1, err


def test_run_once_in_process_leaves_the_loggers_level_as_it_found_it(tmp_path, capsys,
                                                                    clean_env) -> None:
    """`run --once` quiets the "reverie" logger while it runs (its report says the same);
    a caller running the CLI in its own process gets its level back (fix40: a later test's
    INFO lines were gone)."""
    logger = logging.getLogger("reverie")
    before = logger.level
    logger.setLevel(logging.INFO)
    try:
        code, out, err = _run(["run", "--once", "--homes", str(_home(tmp_path / "a"))], capsys)
        assert (code, err) == (0, ""), err
        assert out.startswith("Enqueued 0 job(s)")
        assert logger.level == logging.INFO
    finally:
        logger.setLevel(before)
