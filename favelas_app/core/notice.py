"""Messages for the player that come from below the interface (settings, saves, files),
kept as a locale key and its values so they are shown in the player's language."""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol


class Texts(Protocol):
    def text(self, key: str, **params: object) -> str: ...


@dataclass(frozen=True)
class Notice:
    """A message by locale `key`; `params` fill its placeholders."""

    key: str
    params: Mapping[str, str | int | Notice] = field(default_factory=dict)

    def text(self, catalog: Texts) -> str:
        """The message in the catalog's language; a Notice among the values is put in
        words first."""
        values = {
            name: value.text(catalog) if isinstance(value, Notice) else value
            for name, value in self.params.items()
        }
        return catalog.text(self.key, **values)


# Characters a font cannot draw or a one-line message must not hold: controls, lone surrogates.
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
SHOWN_LIMIT = 60  # characters of a value from a file that a message quotes


def shown(value: str, limit: int = SHOWN_LIMIT) -> str:
    """A value read from a file as a message may quote it: control characters and lone
    surrogates escaped (`\\u0000`), and cut to `limit` characters with "…"."""
    escaped = _UNPRINTABLE.sub(lambda match: f"\\u{ord(match.group()):04x}", value)
    return escaped if len(escaped) <= limit else escaped[: limit - 1] + "…"


# What a failed file operation means for the player, by error number.
_OS_ERRORS = {
    errno.ENOSPC: "problem.os.disk_full",
    errno.EACCES: "problem.os.no_permission",
    errno.EPERM: "problem.os.no_permission",
    errno.EROFS: "problem.os.read_only",
    errno.ENOENT: "problem.os.not_found",
}


def os_error_notice(exc: OSError) -> Notice:
    """A failed file operation in words a player understands; the system's own message
    (often English) only when the error is not one we name."""
    key = _OS_ERRORS.get(exc.errno or 0)
    if key:
        return Notice(key)
    return Notice("problem.os.other", {"detail": exc.strerror or str(exc)})
