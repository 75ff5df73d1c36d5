"""Messages from below the interface reach the player in their language."""

from __future__ import annotations

import errno

from favelas_app.core.i18n import Catalog
from favelas_app.core.notice import Notice, os_error_notice, shown


def test_a_notice_is_said_in_the_catalogs_language() -> None:
    """The key and values are kept, and turned into words only when shown."""
    notice = Notice("problem.unknown_setting", {"file": "settings.toml", "name": "theme"})
    assert (
        notice.text(Catalog("en"))
        == "settings.toml: the setting “theme” is unknown and was ignored."
    )
    assert notice.text(Catalog("de")).startswith("settings.toml: Die Einstellung „theme“")


def test_a_notice_inside_a_notice_is_put_in_words_too() -> None:
    """A failed write explains itself with the reason, itself a notice."""
    reason = os_error_notice(OSError(errno.ENOSPC, "No space left on device"))
    notice = Notice("problem.settings_not_saved", {"reason": reason})
    assert notice.text(Catalog("en")) == "The settings could not be saved: the disk is full"
    assert notice.text(Catalog("fr")).endswith("le disque est plein")


def test_file_errors_are_named_for_players_not_by_number() -> None:
    """Full disk, no permission, read-only and missing have their own words; any other error
    keeps the system's message as a detail."""
    keys = {
        code: os_error_notice(OSError(code, "x")).key
        for code in (errno.ENOSPC, errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT)
    }
    assert keys == {
        errno.ENOSPC: "problem.os.disk_full",
        errno.EACCES: "problem.os.no_permission",
        errno.EPERM: "problem.os.no_permission",
        errno.EROFS: "problem.os.read_only",
        errno.ENOENT: "problem.os.not_found",
    }
    other = os_error_notice(OSError(errno.EIO, "Input/output error"))
    assert other.text(Catalog("en")) == "the system refused (Input/output error)"


def test_a_value_from_a_file_is_quoted_escaped_and_cut() -> None:
    """Control characters and lone surrogates become visible escapes, and a long value is
    cut with an ellipsis, so a message can always be drawn."""
    assert shown("pt") == "pt"
    assert shown("a\x00b\n\ud800") == "a\\u0000b\\u000a\\ud800"
    assert shown("x" * 100, limit=10) == "xxxxxxxxx…"
