"""The crash log: what the app writes when an error it cannot recover from stops it.

One text file per crash, `data_dir()/logs/crash-YYYY-MM-DD_HH-MM-SS.txt`: the versions, the
platform, the traceback, the record of the game open at the time and the autosave's text,
so a bug report can replay the game up to the failure. Writing it never raises: when the
logs folder cannot be written, the system's temporary folder is tried, and when that fails
too, `write_crash_log` returns None.
"""

from __future__ import annotations

import platform
import sys
import tempfile
import traceback
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

from favelas_app import __version__
from favelas_app.core.files import read_bounded
from favelas_app.core.paths import data_dir

LOGS_FOLDER = "logs"
MAX_ATTACHED_BYTES = 4 * 1024 * 1024  # of the autosave: a long game is about 50 KB


def logs_dir() -> Path:
    return data_dir() / LOGS_FOLDER


def crash_report(
    error: BaseException,
    versions: Mapping[str, str],
    record: str | None,
    autosave: Path | None,
) -> str:
    """The text of a crash log: versions, platform, traceback, game record and autosave."""
    lines = [
        "favelas crash report",
        f"time: {datetime.now().isoformat(timespec='seconds')}",
        f"app version: {__version__}",
        f"python: {sys.version.splitlines()[0]}",
        *(f"{name}: {version}" for name, version in versions.items()),
        f"platform: {_platform()}",
        "",
        "traceback:",
        "".join(traceback.format_exception(error)).rstrip(),
        "",
        "game record (the game open at the time):",
        record if record is not None else "(no game was open)",
        "",
        f"autosave ({autosave}):" if autosave is not None else "autosave:",
        _attachment(autosave),
    ]
    return "\n".join(lines) + "\n"


def write_crash_log(
    error: BaseException,
    versions: Mapping[str, str] | None = None,
    record: str | None = None,
    autosave: Path | None = None,
) -> Path | None:
    """Writes the crash log of `error`; returns its path, or None if no folder took it."""
    try:
        text = crash_report(error, versions or {}, record, autosave)
    except Exception as exc:  # the report must not fail: at least the error goes in
        text = f"favelas crash report (incomplete: {exc!r})\n{error!r}\n"
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    for folder in _folders():
        path = _write_new(folder, f"crash-{stamp}", text)
        if path is not None:
            return path
    return None


def _folders() -> list[Path]:
    folders = []
    for where in (logs_dir, lambda: Path(tempfile.gettempdir())):
        try:
            folders.append(where())
        except Exception:
            continue
    return folders


def _write_new(folder: Path, stem: str, text: str) -> Path | None:
    """Writes `text` to a new file `stem.txt` (or `stem-2.txt`, …) in `folder`."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for counter in range(1, 100):
            path = folder / (f"{stem}.txt" if counter == 1 else f"{stem}-{counter}.txt")
            try:
                with path.open("x", encoding="utf-8", errors="replace") as handle:
                    handle.write(text)
            except FileExistsError:
                continue
            return path
    except Exception:
        return None
    return None


def _platform() -> str:
    try:
        return platform.platform()
    except Exception as exc:
        return f"unknown ({exc!r})"


def _attachment(path: Path | None) -> str:
    """The text of the file at `path`, or why it is not attached."""
    if path is None:
        return "(none)"
    try:
        raw = read_bounded(path, MAX_ATTACHED_BYTES)
    except FileNotFoundError:
        return "(no such file)"
    except Exception as exc:
        return f"(not attached: {exc})"
    return raw.decode("utf-8", errors="replace")
