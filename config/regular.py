"""Reading regular files only, and never blocking on anything else (issue 19).

Opening a FIFO for reading waits for a writer, forever; a character device (``/dev/zero``,
``/dev/tty``) reads without end or takes the terminal; SQLite opening a FIFO hangs on its
first read. A FIFO as ``config.yaml`` made the Hermes plugin's hook, and so the agent's
turn, block for good. So every file Reverie reads, and every database before SQLite opens
it, goes through this module first:

- :func:`open_regular` — a read-only descriptor of a regular file. The path is ``stat``-ed
  first, so a FIFO or a device is refused without being opened at all (opening some devices
  has effects of its own); then it is opened ``O_NONBLOCK`` (an open that cannot wait, even
  on a FIFO that replaced the file since the ``stat``) and the *descriptor* is ``fstat``-ed,
  so what is read is the file that was checked. ``follow=False`` adds ``O_NOFOLLOW`` and
  refuses a symbolic link.
- :func:`read_regular` — the whole file through such a descriptor, optionally bounded.
- :func:`check_regular` — for a file another library opens by path (SQLite): the same
  ``stat`` check without opening. Between the check and SQLite's own open the path could
  still be swapped; only someone who can already write the home can do that, and they could
  replace the database itself, so the check is for mistakes, not for that adversary.

A missing file raises ``FileNotFoundError`` as ``os.open`` does (each caller knows what a
missing file means to it); other ``OSError``\\ s (permission denied, ...) pass through; a file
that is not a regular file raises the caller's ``error`` class from the ReverieError tree,
one line naming the path and what it is.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from .errors import ReverieError

HINT = "Replace it with a regular file, or remove it."


class NotRegularFile(ReverieError):
    """The default ``error``: a path that is a FIFO, device, socket, directory or link."""


def describe_mode(mode: int) -> str:
    """What a ``st_mode`` is, for a message: "a FIFO (named pipe)", "a directory", ..."""
    for test, name in ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISDIR, "a directory"), (stat.S_ISLNK, "a symbolic link")):
        if test(mode):
            return name
    return "not a regular file"


def _refuse(path: Path, what: str, error: type[ReverieError], hint: str) -> ReverieError:
    return error(f"Cannot read {path}: it is {what}, not a regular file.", hint=hint)


def check_regular(path: str | os.PathLike[str], *, follow: bool = True,
                  error: type[ReverieError] = NotRegularFile, hint: str = HINT) -> bool:
    """False when ``path`` does not exist, True when it is a regular file (through a
    symbolic link unless ``follow=False``); else ``error``. Never opens the file."""
    # (a Path is used as it is: the memory files are read several times a review, issue 27)
    path = path if isinstance(path, Path) else Path(path)
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(info.st_mode):
        raise _refuse(path, describe_mode(info.st_mode), error, hint)
    return True


def open_regular(path: str | os.PathLike[str], *, follow: bool = True,
                 error: type[ReverieError] = NotRegularFile, hint: str = HINT) -> int:
    """A read-only, close-on-exec, blocking descriptor of the regular file ``path`` (see the
    module docstring for the checks). The caller closes it."""
    path = path if isinstance(path, Path) else Path(path)
    if not check_regular(path, follow=follow, error=error, hint=hint):
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | (0 if follow else os.O_NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        # Swapped since the stat: a link under O_NOFOLLOW, or a socket (ENXIO).
        if exc.errno == errno.ELOOP and not follow:
            raise _refuse(path, "a symbolic link", error, hint) from exc
        if exc.errno in (errno.ENXIO, errno.ENODEV):
            raise _refuse(path, "a socket or device", error, hint) from exc
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise _refuse(path, describe_mode(mode), error, hint)
        os.set_blocking(fd, True)  # no effect on a regular file; said for whoever reads on
    except BaseException:
        os.close(fd)
        raise
    return fd


@contextlib.contextmanager
def opened_regular(path: str | os.PathLike[str], *, follow: bool = True,
                   error: type[ReverieError] = NotRegularFile, hint: str = HINT) -> Iterator[int]:
    """:func:`open_regular` as a context manager that closes the descriptor."""
    fd = open_regular(path, follow=follow, error=error, hint=hint)
    try:
        yield fd
    finally:
        os.close(fd)


def read_fd(fd: int, limit: int | None = None) -> bytes:
    """Everything from ``fd``'s start, or at most ``limit + 1`` bytes when ``limit`` is
    given (so a caller can tell "too large" without reading a huge file whole)."""
    os.lseek(fd, 0, os.SEEK_SET)
    chunks: list[bytes] = []
    left = None if limit is None else limit + 1
    while left is None or left > 0:
        chunk = os.read(fd, 65536 if left is None else min(65536, left))
        if not chunk:
            break
        chunks.append(chunk)
        if left is not None:
            left -= len(chunk)
    return b"".join(chunks)


def read_regular(path: str | os.PathLike[str], *, follow: bool = True, limit: int | None = None,
                 error: type[ReverieError] = NotRegularFile, hint: str = HINT) -> bytes:
    """The bytes of the regular file ``path``; with ``limit``, a file larger than ``limit``
    bytes raises ``error`` instead of being read whole."""
    with opened_regular(path, follow=follow, error=error, hint=hint) as fd:
        data = read_fd(fd, limit)
    if limit is not None and len(data) > limit:
        raise error(f"Cannot read {path}: it is larger than {limit:,} bytes.",
                    hint="Trim the file, or move it away.")
    return data
