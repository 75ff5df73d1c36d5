"""The player's settings, kept as TOML in the per-user config folder.

A missing file gives the defaults; a broken file or a bad value gives the default for what
could not be read, and a message naming it, so the app always starts. The file is read
bounded (core/files.py): a FIFO, a device or a huge file is refused unread.
"""

from __future__ import annotations

import json
import locale
import os
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from favelas_app.core.files import FileRefused, read_bounded
from favelas_app.core.i18n import offered_languages
from favelas_app.core.notice import Notice, os_error_notice, shown
from favelas_app.core.paths import config_dir, write_atomically

SETTINGS_FILE = "settings.toml"
SETTINGS_FILE_LIMIT = 64 * 1024  # bytes; the app writes about 200
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "slow": 0.5, "normal": 1.0, "fast": 2.0}
UI_SCALES: tuple[float, ...] = (0.9, 1.0, 1.15, 1.3)
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
SYSTEM_LANGUAGE = ""  # the `language` value that follows the system's language


@dataclass(frozen=True)
class Settings:
    language: str = SYSTEM_LANGUAGE
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    volume: float = 0.7
    colour_symbols: bool = True

    @property
    def animation_factor(self) -> float:
        """How fast animations run: 0 for off, 1 for normal."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def to_toml(self) -> str:
        lines = ["# favelas settings; the app rewrites this file when settings change."]
        for field in fields(self):
            lines.append(f"{field.name} = {_toml_value(getattr(self, field.name))}")
        return "\n".join(lines) + "\n"


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        # JSON escapes what TOML basic strings must escape, except DEL (U+007F).
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    return repr(value)


def _valid(name: str, value: Any, languages: tuple[str, ...]) -> bool:
    checks = {
        "language": lambda v: isinstance(v, str) and (v == SYSTEM_LANGUAGE or v in languages),
        "fullscreen": lambda v: isinstance(v, bool),
        "window_width": lambda v: type(v) is int and 640 <= v <= 7680,
        "window_height": lambda v: type(v) is int and 360 <= v <= 4320,
        "ui_scale": lambda v: type(v) in (int, float) and v in UI_SCALES,
        "animation_speed": lambda v: isinstance(v, str) and v in ANIMATION_SPEEDS,
        "volume": lambda v: type(v) in (int, float) and 0 <= v <= 1,
        "colour_symbols": lambda v: isinstance(v, bool),
    }
    return checks[name](value)


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings(
    path: Path | None = None, languages: tuple[str, ...] | None = None
) -> tuple[Settings, list[Notice]]:
    """The saved settings and a list of problems (empty when the file was fine or absent).

    `language` must be one of `languages` (by default those the app offers) or the system's.
    """
    path = path or settings_path()
    try:
        raw = read_bounded(path, SETTINGS_FILE_LIMIT)
    except FileNotFoundError:
        return Settings(), []
    except FileRefused as exc:
        return Settings(), [_unreadable(path, _refusal(exc))]
    except OSError as exc:
        return Settings(), [_unreadable(path, os_error_notice(exc))]
    import tomllib  # only when a settings file exists: the import costs start-up time

    try:
        data = tomllib.loads(raw.decode("utf-8-sig"))
    # TOMLDecodeError and UnicodeDecodeError are ValueErrors, as is a 5000-digit number.
    except (ValueError, RecursionError) as exc:
        return Settings(), [_unreadable(path, shown(str(exc), 200))]
    languages = offered_languages() if languages is None else languages
    values: dict[str, Any] = {}
    problems = []
    known = {field.name for field in fields(Settings)}
    for name, value in data.items():
        if name not in known:
            params = {"file": path.name, "name": shown(name)}
            problems.append(Notice("problem.unknown_setting", params))
        elif not _valid(name, value, languages):
            params = {"file": path.name, "name": name, "value": shown(_toml_value(value))}
            problems.append(Notice("problem.bad_setting", params))
        else:
            values[name] = float(value) if name in ("ui_scale", "volume") else value
    return replace(Settings(), **values), problems


def _unreadable(path: Path, detail: str | Notice) -> Notice:
    return Notice("problem.settings_unreadable", {"file": path.name, "detail": detail})


def _refusal(exc: FileRefused) -> Notice:
    """Why a file was refused unread, in the player's words."""
    if exc.reason == "too_large":
        return Notice("problem.file.too_large", {"size": str(SETTINGS_FILE_LIMIT // 1024)})
    return Notice("problem.file.not_a_file")


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or settings_path(), settings.to_toml())


def system_language(available: tuple[str, ...]) -> str:
    """The system's language if we ship it, else English."""
    candidates = [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")]
    candidates.append(locale.getlocale()[0] or "")
    candidates.append(os.environ.get("LANG", ""))
    for candidate in candidates:
        for part in candidate.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in available:
                return code
    return "en"
