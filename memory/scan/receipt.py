"""A scan receipt: what lets a new process's first snapshot skip the scan (issue 28,
the cold snapshot).

A process that starts a session must scan every entry of both memory files, alone and
together, before they go into the prompt; in a fresh process that first scan also builds
every table the scanner has (look-alikes, lexicons, the label regex …): 0.8 s of CPU on
the 61-entry benchmark home. Most of the time the files are byte for byte what the
store wrote, or what the previous session already read whole. The receipt records that:
one small file beside MEMORY.md (``.scan-receipt``, 0600) holding a BLAKE2b digest of

* the scanner's own fingerprint — every source and data file of ``memory/scan``, the
  Unicode version of this Python (NFKC, categories) and the installed look-alike table
  (confusable-homoglyphs' file, by size and mtime) — so a changed rule, lexicon, format
  or upgraded dependency invalidates every receipt, and
* the exact text of each enabled memory file, in the prompt's order.

A snapshot whose files hash to the receipt uses the verdicts it vouches for (every entry
passed, alone and together) and builds no table. Any other byte — a hand edit, a file
copied in, a half-written receipt — is a mismatch, and the files are scanned as before.

Who writes one: a snapshot that scanned the files whole and withheld nothing, and a
store write that passed the gate (the new entry alone, and with the neighbours it joins)
on files that carried a valid receipt. It is a cache, not a record: written in place
without fsync (a torn or lost receipt only costs the next session a scan), same length
every time (no truncation). Only a regular file of this user, mode 0600 and of that
length counts and is written in place; anything else at the name (a longer or foreign
file, another mode, a FIFO) vouches for nothing and is replaced by a new 0600 file.

What it does not defend against: a process that can write the memory folder can also
write a receipt for its own text (the digest is not keyed: any key would sit in the same
folder). Such a process can already edit ``config.yaml`` and every prompt file; the
scanner's job is content that arrives through the agent, a paste or a sync, which the
receipt never vouches for.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import stat
import unicodedata
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from reverie.config.fs import atomic_write

from . import normalise

__all__ = ["NAME", "fingerprint", "holds", "record"]

NAME = ".scan-receipt"
_SIZE = 64  # hex characters of a BLAKE2b-256 digest


@cache
def fingerprint() -> bytes:
    """A digest of every source and data file of the scanner package (read once per
    process): the rules a receipt was earned under."""
    folder = os.path.dirname(os.path.abspath(__file__))
    digest = hashlib.blake2b(digest_size=32)
    names = []
    for sub in ("", "lexicons"):
        with os.scandir(os.path.join(folder, sub)) as found:
            names += [os.path.join(sub, entry.name) for entry in found
                      if entry.name.endswith((".py", ".json")) and entry.is_file()]
    for name in sorted(names):
        with open(os.path.join(folder, name), "rb") as handle:
            digest.update(name.encode() + b"\0" + handle.read() + b"\0")
    # What the rules read from outside the package: an upgrade changes verdicts too.
    digest.update(f"unicode {unicodedata.unidata_version}\0".encode())
    try:
        table = normalise._confusables_file()
        st = os.stat(table)
        digest.update(f"{table}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    except (OSError, RuntimeError):
        digest.update(b"no look-alike table\0")
    return digest.digest()


def _digest(texts: Mapping[str, str]) -> str:
    digest = hashlib.blake2b(fingerprint(), digest_size=32)
    for name in sorted(texts):
        data = texts[name].encode("utf-8", errors="surrogatepass")
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def holds(folder: Path, texts: Mapping[str, str]) -> bool:
    """Whether ``folder``'s receipt vouches for exactly ``texts`` (name -> file text).

    Only a receipt this user owns and nobody else can write counts: one another account
    could have written vouches for nothing (it is ignored, and rewritten by the next
    :func:`record`)."""
    try:
        fd = os.open(folder / NAME, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        with os.fdopen(fd, "rb") as handle:
            if not _ours(os.fstat(handle.fileno())):
                return False
            found = handle.read(_SIZE + 1)
    except OSError:
        return False
    if len(found) != _SIZE:
        return False
    return hmac.compare_digest(found, _digest(texts).encode())


def _ours(st: os.stat_result) -> bool:
    """A receipt :func:`record` would write in place: a regular file of this user, owner
    only, of a receipt's length or empty (a torn first write)."""
    return (stat.S_ISREG(st.st_mode) and st.st_uid == os.geteuid()
            and stat.S_IMODE(st.st_mode) == 0o600 and st.st_size in (0, _SIZE))


def record(folder: Path, texts: Mapping[str, str]) -> None:
    """Vouch for ``texts`` (best effort; a failure leaves the next snapshot to scan).

    In place when the receipt is one this module wrote (same length every time: no
    truncation, no rename, no fsync — it is a cache); anything else at that name (longer,
    another mode or owner, not a regular file) is replaced by a new owner-only file, so
    a foreign file can neither disable receipts nor keep a mode others can read or write.
    """
    payload = _digest(texts).encode()
    path = folder / NAME
    with contextlib.suppress(OSError):
        # O_NONBLOCK: a FIFO planted at the name must not hang the write path.
        fd = os.open(path, os.O_WRONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        try:
            if _ours(os.fstat(fd)):
                os.pwrite(fd, payload, 0)
                return
        finally:
            os.close(fd)
    with contextlib.suppress(OSError):
        # A new 0600 file by temp file and rename: nothing follows a link or writes into
        # a file someone else made; no fsync, as above.
        atomic_write(path, payload, durable=False)

