"""The systemd user unit: rendering it, quoting its command line, and reading one back.

The unit is what a user would expect of a background worker: it starts with the user's
session manager (``WantedBy=default.target``; at boot too when linger is on), restarts on
failure after 5 s, reads its keys from an owner-only ``EnvironmentFile``, and logs to the
journal (``journalctl --user -u NAME``). ``RestartPreventExitStatus=2`` keeps a command line
the installed Reverie does not accept (exit status 2, a usage error) from restarting
forever; a bad config.yaml (exit 1) is retried, since the user may be fixing it right now.
``TimeoutStopSec`` leaves the worker its ``reverie.queue.shutdown_timeout`` to finish the
jobs in flight, plus 30 s to put the rest back, before systemd kills it.
"""

from __future__ import annotations

from collections.abc import Sequence

from reverie.config import UsageError

from .spec import ServiceSpec
from .target import check_printable

HEADER = "# Written by `reverie service install`; `reverie service uninstall` removes it."


def render_unit(spec: ServiceSpec) -> str:
    lines = [
        HEADER,
        f"# Keys: {spec.environment_file} (KEY=VALUE lines, owner-only).",
        "[Unit]",
        f"Description={escape_specifiers(spec.description)}",
        "",
        "[Service]",
        "Type=simple",
        "ExecStart=" + join_exec(spec.command),
        f"WorkingDirectory={escape_specifiers(str(spec.working_directory))}",
        f"EnvironmentFile={escape_specifiers(str(spec.environment_file))}",
        "Environment=PYTHONUNBUFFERED=1",
        "UMask=0077",
        "Restart=on-failure",
        "RestartSec=5",
        "RestartPreventExitStatus=2",
        "KillSignal=SIGTERM",
        f"TimeoutStopSec={int(spec.stop_timeout)}",
        "StandardOutput=journal",
        "StandardError=journal",
        "",
        "[Install]",
        "WantedBy=default.target",
        "",
    ]
    return "\n".join(lines)


# --- quoting ---------------------------------------------------------------------------------

def escape_specifiers(text: str) -> str:
    """systemd expands ``%x`` specifiers in most settings; ``%%`` is a literal ``%``."""
    check_printable(text, repr(text))
    return text.replace("%", "%%")


def join_exec(command: Sequence[str]) -> str:
    """An ExecStart value that systemd reads back as ``command`` exactly."""
    executable, *args = command
    if any(ch in executable for ch in "\"'\\"):
        raise UsageError(f"systemd cannot start {executable!r}: it refuses an executable path "
                         f"holding a quote or a backslash.",
                         hint="Install Reverie in a virtual environment whose path has none.")
    # No variable expansion happens in the executable's name, so "$" stays single there.
    return " ".join([quote_arg(executable, expand=False), *map(quote_arg, args)])


def quote_arg(arg: str, *, expand: bool = True) -> str:
    """One ExecStart word, double-quoted: ``\\`` and ``"`` escaped with a backslash, ``%``
    (specifiers) and, where systemd expands variables, ``$`` doubled, so systemd passes
    ``arg`` as is."""
    check_printable(arg, repr(arg))
    body = arg.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%")
    return '"' + (body.replace("$", "$$") if expand else body) + '"'


def split_exec(value: str) -> list[str]:
    """The words of an ExecStart value, as systemd reads them (quotes, backslash escapes,
    ``%%``, and ``$$`` after the executable); the inverse of :func:`join_exec`."""
    words: list[str] = []
    i, n = 0, len(value)
    while i < n:
        while i < n and value[i] in " \t":
            i += 1
        if i >= n:
            break
        word: list[str] = []
        quote = value[i] if value[i] in "\"'" else ""
        if quote:
            i += 1
        while i < n:
            ch = value[i]
            if quote and ch == quote:
                i += 1
                break
            if not quote and ch in " \t":
                break
            if ch == "\\" and i + 1 < n:
                word.append(value[i + 1])
                i += 2
                continue
            doubled = ch == "%" or (ch == "$" and words)   # no expansion in the executable
            if doubled and i + 1 < n and value[i + 1] == ch:
                word.append(ch)
                i += 2
                continue
            word.append(ch)
            i += 1
        words.append("".join(word))
    return words


def read_unit(text: str) -> dict[str, dict[str, str]]:
    """``{section: {key: last value}}`` of a unit file (comments and blank lines skipped);
    enough for the units this module writes, which use no line continuations."""
    sections: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif current is not None and "=" in line:
            key, _, value = line.partition("=")
            current[key.strip()] = value.strip()
    return sections


def unit_command(text: str) -> list[str]:
    """The ExecStart command line of a unit file's text ([] when it has none)."""
    value = read_unit(text).get("Service", {}).get("ExecStart", "")
    return split_exec(value) if value else []
