"""The service's key file: ``KEY=VALUE`` lines, owner-only, never printed.

systemd reads it itself (``EnvironmentFile=``); on macOS, where launchd has no such
setting, :mod:`worker.service.launch` reads it with :func:`parse_env` before Reverie starts.
The two readers must agree, so :func:`parse_env` accepts only the part of systemd's syntax
whose meaning is plain: ``KEY=value`` (spaces around the value trimmed), ``KEY='literal'``,
``KEY="with \\" escapes"``, and comment lines starting with ``#`` or ``;``. Anything else
(``export KEY=...``, a value with a bare quote or backslash, text after a closing quote, a
value running over several lines) is refused with the line's number. Error messages name
the line and the key, never the value: the value is a secret.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

from reverie.config.errors import ServiceError
from reverie.config.fs import atomic_write, ensure_private_dir
from reverie.config.regular import read_regular

KEY_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DOUBLE_QUOTED_ESCAPES = {'"', "\\", "$", "`"}
_BLANKS = " \t\r"
ENV_FILE_LIMIT = 64 * 1024       # keys, not data


def parse_env(text: str, where: str = "the key file") -> dict[str, str]:
    values: dict[str, str] = {}
    # Lines and blanks as systemd has them: "\n" ends a line, " \t\r" is space (Python's
    # splitlines() and strip() would also take "\x85", "\u2028", ... that systemd keeps).
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip(_BLANKS)
        if not line or line[0] in "#;":
            continue
        key, sep, value = line.partition("=")
        key = key.strip(_BLANKS)
        if not sep or not KEY_RE.fullmatch(key):
            first = key.split()[0] if key.split() else ""
            hint = ("systemd's EnvironmentFile has no `export`; write KEY=VALUE."
                    if first == "export" else "Each line is KEY=VALUE (or a # comment).")
            raise ServiceError(f"Line {number} of {where} is not KEY=VALUE.", hint=hint)
        values[key] = _value(value.strip(_BLANKS), number, key, where)
    return values


def read_env_file(path: Path) -> dict[str, str]:
    try:
        text = read_regular(path, limit=ENV_FILE_LIMIT, error=ServiceError,
                            hint="The key file must be a regular file.").decode("utf-8")
    except FileNotFoundError:
        raise ServiceError(f"The key file {path} does not exist.",
                           hint="Run `reverie service install` again to create it.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ServiceError(f"The key file {path} cannot be read ({type(exc).__name__}).",
                           hint="It must be a UTF-8 text file this user can read.") from None
    return parse_env(text, str(path))


def key_names(path: Path) -> list[str]:
    """The keys the file sets (names only), or [] when it cannot be read."""
    try:
        return sorted(read_env_file(path))
    except ServiceError:
        return []


def exposed(path: Path) -> bool:
    """Whether users other than the owner may read (or write) the file."""
    try:
        return bool(stat.S_IMODE(path.stat().st_mode) & 0o077)
    except OSError:
        return False


def template(service: str, wanted: Iterable[str], restart: str) -> str:
    """The text of a new key file: comments only, naming the keys the homes' configuration
    reads. Nothing from the installing shell is copied into it."""
    lines = [
        f"# Keys for the Reverie service {service}: one KEY=VALUE a line, e.g.",
        "#   GEMINI_API_KEY=your-key",
        "# Readable by its owner only; values are never printed. After editing, run:",
        f"#   {restart}",
    ]
    lines += [f"# {name}=" for name in wanted]
    return "\n".join(lines) + "\n"


def ensure_env_file(path: Path, text: str) -> bool:
    """Create the key file (0600, in a 0700 directory) unless it exists; True if created.
    An existing one is never rewritten (it holds the user's keys), but one that others can
    read is refused: the service would be reading secrets from a shared file."""
    if path.exists() or path.is_symlink():
        check_private(path)
        return False
    ensure_private_dir(path.parent)
    atomic_write(path, text)
    return True


def check_private(path: Path) -> None:
    if not path.is_file():
        raise ServiceError(f"The key file {path} is not a regular file.",
                           hint="Move it away; `reverie service install` creates a new one.")
    if exposed(path) or path.stat().st_uid != os.getuid():
        raise ServiceError(f"The key file {path} can be read by other users, or is not yours.",
                           hint=f"Run `chmod 600 {path}` (as its owner), then install again.")


def _value(value: str, number: int, key: str, where: str) -> str:
    bad = ServiceError(f"Line {number} of {where} ({key}=...) is not a value Reverie and "
                       f"systemd read alike.",
                       hint="Write it bare (no quotes, backslashes, # or spaces inside), or in "
                            "single quotes.")
    if not value:
        return ""
    if value[0] == "'":
        if len(value) < 2 or value[-1] != "'" or "'" in value[1:-1]:
            raise bad
        return value[1:-1]
    if value[0] == '"':
        out: list[str] = []
        i = 1
        while i < len(value):
            ch = value[i]
            if ch == "\\":
                if i + 1 >= len(value) or value[i + 1] not in _DOUBLE_QUOTED_ESCAPES:
                    raise bad
                out.append(value[i + 1])
                i += 2
                continue
            if ch == '"':
                if i != len(value) - 1:
                    raise bad
                return "".join(out)
            out.append(ch)
            i += 1
        raise bad
    if any(ch in value for ch in "'\"\\#") or any(ch.isspace() for ch in value):
        raise bad
    return value
