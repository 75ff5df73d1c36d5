"""Reading a player's files without trusting them: only regular files, and only so much.

Saves, settings and locale files live in folders a player (or anything else) can write to.
A FIFO named `autosave.json` would block a plain `open` forever, a link to /dev/zero would
be read until memory runs out, and a 100 MB file would freeze the start. `read_bounded`
refuses all of these before reading, and never reads more than its limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# Opening for reading must not wait for a writer (a FIFO); not every system has the flag.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
_CHUNK = 1 << 16


class FileRefused(OSError):
    """A file that is not read: `reason` is "not_a_file" (a folder, FIFO, device, socket)
    or "too_large" (over the limit)."""

    def __init__(self, path: Path, reason: str, detail: str) -> None:
        super().__init__(f"{path.name}: {detail}")
        self.reason = reason


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, which must hold at most `limit` bytes.

    Raises FileNotFoundError, FileRefused, or another OSError; the file is checked before
    it is opened, checked again once open (it may have been swapped meanwhile), and read in
    chunks up to one byte past `limit`, so a file that lies about its size is caught too.
    """
    _check(path, os.stat(path), limit)
    descriptor = os.open(path, _OPEN_FLAGS)
    try:
        _check(path, os.fstat(descriptor), limit)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(descriptor, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(descriptor)
    if size > limit:
        raise FileRefused(path, "too_large", f"larger than {limit} bytes")
    return b"".join(chunks)


def _check(path: Path, info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(path, "not_a_file", "not a regular file")
    if info.st_size > limit:
        raise FileRefused(path, "too_large", f"{info.st_size} bytes, over {limit}")
