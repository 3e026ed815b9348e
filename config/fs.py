"""Owner-only files and crash-safe atomic writes.

Every file Reverie creates is readable by its owner only (0600; directories 0700).
``atomic_write`` is the one way we replace a file: temp file in the same directory,
write, flush, fsync, ``os.replace``, fsync the directory. A reader sees the old file or
the new one, never a partial or empty one; on any failure the temp file is removed and
the old file is untouched. ``durable=False`` skips both fsyncs, for a cache whose loss on a
crash costs only a recomputation (the scan receipt): still atomic, owner-only, and never
written through a link or into a file someone else made.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections import Counter
from pathlib import Path

from .errors import HomeRemoved

FILE_MODE = 0o600
DIR_MODE = 0o700


#: The home directories a worker serves (``guard_home``): one that disappears is never
#: made again by a write below it — a job in flight when a user removed the home would
#: otherwise bring back memories/ and reverie/*.db, without config.yaml (issue 27).
#: Counted, not a set: two pools of one process serving the same home each hold a guard, and
#: the first to close must not take away the other's.
_guarded: Counter[Path] = Counter()
_guarded_lock = threading.Lock()


def guard_home(directory: Path) -> None:
    with _guarded_lock:
        _guarded[Path(directory)] += 1


def unguard_home(directory: Path) -> None:
    with _guarded_lock:
        path = Path(directory)
        _guarded[path] -= 1
        if _guarded[path] <= 0:
            del _guarded[path]


def ensure_private_dir(path: Path) -> Path:
    """Create ``path`` and any missing parents; every directory we create is 0700.

    ``Path.mkdir(parents=True, mode=...)`` applies the mode to the last directory only
    (parents get the umask's default), so missing ancestors are created one by one.
    Directories that already exist are left as they are: they are not ours to change.
    """
    path = Path(path)
    if path.is_dir():
        return path
    missing: list[Path] = []
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            break
        missing.append(candidate)
    if _guarded:
        with _guarded_lock:
            removed = next((d for d in missing if d in _guarded), None)
        if removed is not None:
            raise HomeRemoved(f"The home {removed} was removed; it is not created again.")
    for directory in reversed(missing):
        try:
            directory.mkdir(mode=DIR_MODE)
        except FileExistsError:
            if not directory.is_dir():
                raise
            continue  # another process made it first; it owns the mode
        with contextlib.suppress(OSError):
            os.chmod(directory, DIR_MODE)  # mkdir's mode is masked by the umask
    return path


def fsync_dir(path: Path) -> None:
    """Make a rename inside ``path`` durable."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _create_temp(path: Path) -> tuple[int, str]:
    """A new owner-only temp file beside ``path`` (open for writing), as ``mkstemp`` makes
    one, without its name generator's per-call cost (issue 28: the store's write path)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    for _ in range(100):
        tmp = os.path.join(path.parent, f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, FILE_MODE), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temp name beside {path}")


def atomic_write(path: Path, data: str | bytes, *, mode: int = FILE_MODE,
                 durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically, and durably unless ``durable`` is False
    (see module docstring)."""
    path = path if isinstance(path, Path) else Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        fd, tmp = _create_temp(path)
    except (FileNotFoundError, NotADirectoryError):
        # The directory is made only when it is missing: the usual write skips the stat.
        ensure_private_dir(path.parent)
        fd, tmp = _create_temp(path)
    try:
        try:
            os.fchmod(fd, mode)
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        fsync_dir(path.parent)


def check_room(directory: Path, nbytes: int) -> None:
    """Write ``nbytes`` (incompressible) into a temp file in ``directory`` and remove it:
    the OSError (ENOSPC, EDQUOT, EIO) a write there meets now, else nothing. A job retried
    after its storage refused it asks this before it pays the model again (jobs.tasks).

    The file's name is removed before the first byte is written: an open, unlinked file
    still takes its blocks (so a full disk still refuses the write), and a process killed
    mid-probe leaves nothing behind, since the kernel frees the blocks with the last fd."""
    fd, tmp = _create_temp(Path(directory) / "room-probe")
    try:
        os.unlink(tmp)
        view = memoryview(os.urandom(nbytes))
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def touch_private(path: Path) -> Path:
    """Create ``path`` as an empty owner-only file if it does not exist."""
    path = Path(path)
    ensure_private_dir(path.parent)
    # O_NONBLOCK: an existing FIFO must not make this open wait for a reader (issue 19);
    # what is there is checked by whoever opens the file next (config.regular).
    fd = os.open(path, os.O_CREAT | os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK, FILE_MODE)
    os.close(fd)
    return path
