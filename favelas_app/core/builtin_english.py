"""The last step of the text fallback chain before the key itself: the few English messages
the app needs to explain a locale problem and to find its way, kept in the program.

With `en.toml` missing or broken, the problem dialog and the main menu still speak plain
English instead of showing keys. A test holds each text equal to its value in `en.toml`.
"""

from __future__ import annotations

BUILTIN_ENGLISH: dict[str, str | dict[str, str]] = {
    "app.name": "Favelas",
    "menu.new_game": "New game",
    "menu.continue": "Continue",
    "menu.load": "Load game",
    "menu.settings": "Settings",
    "menu.rules": "Rules",
    "menu.quit": "Quit",
    "menu.autosave_broken": (
        "Continue is unavailable: the last game’s autosave is broken ({reason})."  # noqa: RUF001
    ),
    "menu.problems_title": "Some files could not be read",
    "menu.problems": "The app uses defaults where needed and keeps running.\n{problems}",
    "menu.version": "Version {version}",
    "dialog.ok": "OK",
    "dialog.yes": "Yes",
    "dialog.no": "No",
    "problem.settings_unreadable": (
        "{file} could not be read, so every setting is back to its default ({detail})."
    ),
    "problem.unknown_setting": "{file}: the setting “{name}” is unknown and was ignored.",
    "problem.bad_setting": (
        "{file}: “{name} = {value}” is not allowed, so that setting is back to its default."
    ),
    "problem.settings_not_saved": "The settings could not be saved: {reason}",
    "problem.locale_file": (
        "A language file could not be read, so its texts are shown in English: {detail}"
    ),
    "problem.unknown_language": (
        "There is no language “{language}”, so the texts are shown in English."
    ),
    "problem.locale_texts": {
        "one": "{file}: {count} text cannot be shown (a control character, too long, or not"
        " text) and was left out: {keys}",
        "other": "{file}: {count} texts cannot be shown (control characters, too long, or not"
        " text) and were left out: {keys}",
    },
    "problem.file.not_a_file": "it is not a regular file",
    "problem.file.too_large": "it is larger than {size} KiB",
    "problem.os.disk_full": "the disk is full",
    "problem.os.no_permission": "the app is not allowed to write there",
    "problem.os.read_only": "that place can only be read, not written",
    "problem.os.not_found": "the folder or file is missing",
    "problem.os.other": "the system refused ({detail})",
}
