"""The root command group and the helpers every command module shares.

Commands are thin: parse arguments, make one library call, print the result (a readable
line or table, or JSON with ``--json``). Errors are :class:`config.ReverieError`; the
root turns them into a one- or two-sentence message on stderr and exit status 1. Click's
usage errors exit 2. ``--debug`` shows tracebacks.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import sys
from collections.abc import Callable
from functools import update_wrapper
from typing import Any

import click

from reverie.config import ReverieError, Settings, UsageError, load_settings, resolve_home
from reverie.config.home import create_home, require_home
from reverie.config.sqlitedb import failure_hint, failure_kind
from reverie.config.terminal import cut_echoes, json_safe, safe_id, terminal_safe


class AppContext:
    """Holds the global options; settings are loaded on first use."""

    def __init__(self, home: str | None, profile: str | None, debug: bool) -> None:
        self.home = home
        self.profile = profile
        self.debug = debug
        self._settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        """The home's settings; a home or profile that does not exist is refused in one
        line (issue 30): only :meth:`creating_settings` makes one."""
        if self._settings is None:
            require_home(self.home, self.profile)
            self._settings = load_settings(self.home, self.profile)
        return self._settings

    def creating_settings(self) -> Settings:
        """The settings of the home, created first if it is missing (``init``, ``ingest``:
        the commands whose point is to make a home; see docs/worker.md)."""
        if self._settings is None:
            directory, _profile = resolve_home(self.home, self.profile)
            create_home(directory)
        return self.settings

    def any_settings(self) -> Settings:
        """Settings even for a home that does not exist (the embedded defaults): for
        commands that only describe Reverie, such as ``tools schema``."""
        if self._settings is None:
            self._settings = load_settings(self.home, self.profile)
        return self._settings


def spread_homes(args: list[str]) -> list[str]:
    """``--homes A B C`` as ``--homes A --homes B --homes C``: what an unquoted glob expands
    to works with every command that takes ``--homes`` (queue, serve, service install —
    issue 29; ``run`` took it through its trailing arguments already). A word after the
    paths is taken for a path only when it looks like one (it exists, or holds a ``/`` or a
    glob character), so ``queue --homes A status`` still names a subcommand."""
    out: list[str] = []
    taking = False
    for arg in args:
        if arg == "--":
            taking = False
            out.append(arg)
            continue
        if arg == "--homes":
            taking = None      # the next word is the option's value, whatever it is
            out.append(arg)
            continue
        if taking is None:
            out.append(arg)
            taking = True
            continue
        if taking and not arg.startswith("-") and _looks_like_path(arg):
            out += ["--homes", arg]
            continue
        taking = False
        out.append(arg)
    return out


def _looks_like_path(word: str) -> bool:
    import os

    return "/" in word or any(c in word for c in "*?[") or os.path.exists(word)


# Which modules of this package define each top-level command. A command's module is
# imported when the command is looked up (click's documented lazy-loading pattern), so a
# process pays only for its own command's imports: `reverie config set` or `init` does
# not import the scanner, the search index and the tools (~0.35 s of CPU a process, which
# the test suite's few hundred `reverie` processes paid each; issue 27). `--help` and
# completion list every command and so import them all.
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "config": ("config_cmd",),
    "doctor": ("doctor_cmd",),
    "init": ("init_cmd",),
    # memory_cmd makes the group; staging and upkeep add their commands to it.
    "memory": ("memory_cmd", "staging_cmd", "upkeep_cmd"),
    "worker": ("queue_cmd",),
    "scheduler": ("queue_cmd",),
    "run": ("queue_cmd",),
    "queue": ("queue_cmd",),
    "review": ("review_cmd",),
    "summarize": ("review_cmd",),
    "ingest": ("search_cmd",),
    "search": ("search_cmd",),
    "serve": ("serve_cmd",),
    "service": ("service_cmd",),
    "tools": ("tools_cmd",),
    "tool": ("tools_cmd",),
}


class _Root(click.Group):
    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, spread_homes(list(args)))

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(COMMAND_MODULES))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        # Always load the command's modules, not only when its name is missing: a group
        # (memory) may already be registered by its own module while the modules that add
        # commands to it (staging, upkeep) are not yet imported. A loaded module costs a
        # dict lookup.
        load_commands(*COMMAND_MODULES.get(name, ()))
        return super().get_command(ctx, name)


def load_commands(*modules: str) -> None:
    """Import command modules of this package (each registers its commands on ``cli``)."""
    for module in modules:
        importlib.import_module(f"{__package__}.{module}")


@click.group(cls=_Root, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--home", "home", metavar="DIR", help="Home directory (default: $REVERIE_HOME, $HERMES_HOME, ~/.hermes).")
@click.option("--profile", "profile", metavar="NAME", help="Profile under <home>/profiles/ (default: $REVERIE_PROFILE).")
@click.option("--debug", is_flag=True, help="Show tracebacks on errors.")
@click.pass_context
def cli(ctx: click.Context, home: str | None, profile: str | None, debug: bool) -> None:
    """Reverie: the background learning worker for an AI agent's memory."""
    if home is not None and not home.strip():
        # An unset shell variable (--home "$DIR") must not fall back to the real ~/.hermes.
        raise click.BadParameter("is empty; give a directory.", param_hint="--home")
    ctx.obj = AppContext(home, profile, debug)


def pass_settings(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call ``fn(settings, ...)`` with the validated settings."""

    @click.pass_context
    def wrapper(ctx: click.Context, *args: Any, **kwargs: Any) -> Any:
        return ctx.invoke(fn, ctx.find_object(AppContext).settings, *args, **kwargs)

    return update_wrapper(wrapper, fn)


def pass_app(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call ``fn(app, ...)`` with the :class:`AppContext`, for a command that
    decides itself when to load (or create) the home (``ingest``)."""

    @click.pass_context
    def wrapper(ctx: click.Context, *args: Any, **kwargs: Any) -> Any:
        return ctx.invoke(fn, ctx.find_object(AppContext), *args, **kwargs)

    return update_wrapper(wrapper, fn)


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")


def emit_json(data: Any) -> None:
    # On a stream that is not UTF-8, JSON's own escapes (a character past U+FFFF as its
    # surrogate pair): the stream's backslashreplace would write "\U0001f3d4", no JSON
    # escape (review32 R19).
    text = json.dumps(data, ensure_ascii=not _utf8(sys.stdout), indent=2, default=str)
    # An unpaired surrogate (an echoed argument that was not UTF-8) cannot be printed as
    # UTF-8; backslashreplace turns it into the JSON escape "\\udcff", still valid JSON.
    click.echo(json_safe(text.encode("utf-8", "backslashreplace").decode("utf-8")))


def echo(message: Any = "", *, err: bool = False, nl: bool = True) -> None:
    """``click.echo`` for human-readable output: every line a command prints goes through
    the one terminal sanitiser (``config.terminal``), so text from messages, ids, sources
    or hand-edited files can never drive the operator's terminal (issue 14)."""
    click.echo(terminal_safe("" if message is None else message), err=err, nl=nl)


def login_name(settings: Settings) -> str | None:
    """Who is running the command, for the journal: the login name as the shell knows it."""
    return settings.login_name


def emit_response(response: dict[str, Any], as_json: bool) -> None:
    """Print a memory-store response dict (spec section 5); exit 1 when it failed."""
    if as_json:
        emit_json(response)
    elif response.get("success"):
        echo(response.get("message") or "Done.")
        if response.get("usage"):
            echo(f"{response.get('target', '')}: {response['usage']}, "
                       f"{response.get('entry_count', 0)} entries")
    else:
        echo(f"Error: {response.get('error', 'operation failed')}", err=True)
    if not response.get("success"):
        raise SystemExit(1)


#: The longest error line click's message becomes (a few cut arguments and its words).
CLICK_MESSAGE_CHARS = 400


def short_click_message(message: str, args: list[str]) -> str:
    """click's own message about a bad command line as one short line: the arguments it
    echoes cut (:func:`typed`), then the whole made one line (a newline or a terminal code
    in an argument escaped) and cut at :data:`CLICK_MESSAGE_CHARS`. "Invalid value for
    '--target'", "No such command", "No such option" and "Got unexpected extra argument"
    echoed a 40,000-character argument whole, the last one raw."""
    return safe_id(cut_echoes(message, typed(args)), limit=CLICK_MESSAGE_CHARS)


def typed(args: list[str]) -> set[str]:
    """What a user typed that an error may echo: each argument, and each side of an
    ``--option=value`` (for :func:`config.terminal.cut_echoes`)."""
    pieces = set(args)
    for arg in args:
        if "=" in arg:
            pieces.update(arg.split("=", 1))
    return pieces


def _escape_what_the_terminal_cannot_show() -> None:
    """On a terminal or pipe whose encoding is not UTF-8 (a latin-1 locale,
    ``PYTHONIOENCODING=latin-1``; click itself writes UTF-8 to an ASCII one), a character it
    cannot show is printed as its escape
    (``\\u7528``) instead of failing: `memory show` and `search` of a home holding Chinese
    printed only "unexpected UnicodeEncodeError" there (session 30, tester22). JSON is
    written with JSON's own escapes there (:func:`emit_json`). A UTF-8 stream is left strict: a lone surrogate from a
    non-UTF-8 argument still fails, and is reported as the argument's fault."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and not _utf8(stream):
            with contextlib.suppress(ValueError, OSError, AttributeError):
                reconfigure(errors="backslashreplace")


def _utf8(stream: Any) -> bool:
    return (getattr(stream, "encoding", None) or "").replace("_", "-").lower() in ("utf-8", "utf8")


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point: run the CLI and translate errors to exit codes."""
    args = argv if argv is not None else sys.argv[1:]
    debug = "--debug" in args
    _escape_what_the_terminal_cannot_show()
    try:
        cli.main(args=argv, prog_name="reverie", standalone_mode=False)
    except click.exceptions.Abort:
        echo("Aborted.", err=True)
        sys.exit(1)
    except click.ClickException as exc:
        # click's show() prints format_message(): it is given the short one (below).
        said = short_click_message(exc.format_message(), args)
        exc.format_message = lambda: said  # type: ignore[method-assign]
        exc.show()
        sys.exit(exc.exit_code)
    except ReverieError as exc:
        if debug:
            raise
        echo(f"Error: {cut_echoes(str(exc), typed(args))}", err=True)
        sys.exit(2 if isinstance(exc, UsageError) else 1)
    except KeyboardInterrupt:
        echo("Interrupted.", err=True)
        sys.exit(130)
    except SystemExit:
        raise
    except UnicodeEncodeError:
        # Bytes that are not UTF-8 on the command line arrive as lone surrogates; commands
        # that pass them on to SQLite or a file fail here. That is bad usage, not a bug.
        bad = next((a for a in args if _not_utf8(a)), None)
        if debug:
            raise
        if bad is None:  # not the command line's fault: a bug, reported like any other
            echo("Error: unexpected UnicodeEncodeError. Re-run with --debug for details.",
                       err=True)
            sys.exit(1)
        echo(f"Error: the argument {bad!a} is not valid UTF-8 text. Re-type it in "
                   "UTF-8.", err=True)
        sys.exit(2)
    except OSError as exc:  # the environment, not a bug: a path we cannot create or open
        if debug:
            raise
        where = f" ({exc.filename})" if exc.filename else ""
        # A full disk (or a quota met, or EIO) is not a permission problem: say what to do.
        what = (failure_hint(exc) if failure_kind(exc) in ("full", "io") else
                "Check that the home directory and the files in it are directories/files"
                " you can write.")
        echo(cut_echoes(f"Error: {exc.strerror or exc}{where}. {what}", typed(args)), err=True)
        sys.exit(1)
    except Exception as exc:  # a bug: say so in one line, traceback only with --debug
        if debug:
            raise
        echo(f"Error: unexpected {type(exc).__name__}: {exc}. Re-run with --debug for details.", err=True)
        sys.exit(1)
    sys.exit(0)


def _not_utf8(arg: str) -> bool:
    try:
        arg.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
