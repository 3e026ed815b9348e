"""What the tests/test_bad_input_*.py files share: running the real console-script entry
point in-process, so its error translation (exit 1 refused, 2 bad usage, one line on
stderr) is what the tests see."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from reverie.worker.cli import main


def run_main(home: Path | str, *args: str, stdin: str | bytes | None = None,
             env: dict[str, str] | None = None) -> tuple[int, str, str]:
    """``reverie --home HOME ARGS...`` through :func:`worker.cli.main`: (exit code, stdout, stderr)."""
    runner = CliRunner(env=env)
    with runner.isolation(input=stdin) as (out, err, _):
        try:
            main(["--home", str(home), *args])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        else:  # main always exits
            code = -1
        return code, out.getvalue().decode(), err.getvalue().decode()
