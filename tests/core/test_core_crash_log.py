"""The crash log (favelas_app.core.crash_log): what it holds, where it goes, and that writing
it never raises, whatever the folders and files are like."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from favelas_app import __version__
from favelas_app.core import crash_log
from favelas_app.core.crash_log import logs_dir, write_crash_log
from favelas_app.core.paths import data_dir


def _error() -> ValueError:
    try:
        raise ValueError("the board fell off the table")
    except ValueError as exc:
        return exc


def test_log_holds_versions_platform_traceback_record_and_autosave(tmp_path: Path) -> None:
    """The log names the versions and platform, tells the traceback, and attaches the game
    record and the autosave's text."""
    autosave = tmp_path / "autosave.json"
    autosave.write_text('{"format": 1, "autosave": "text"}', encoding="utf-8")
    path = write_crash_log(_error(), {"pygame-ce": "2.5.8", "SDL": "2.32.10"}, '{"r": 1}', autosave)
    assert path is not None and path.parent == logs_dir() and path.parent.parent == data_dir()
    assert path.name.startswith("crash-") and path.suffix == ".txt"
    text = path.read_text(encoding="utf-8")
    for wanted in (
        f"app version: {__version__}",
        "python: 3.",
        "pygame-ce: 2.5.8",
        "SDL: 2.32.10",
        "platform: ",
        "Traceback (most recent call last)",
        "ValueError: the board fell off the table",
        '{"r": 1}',
        '"autosave": "text"',
    ):
        assert wanted in text


def test_two_crashes_in_one_second_get_two_files() -> None:
    """A second crash never overwrites the first one's log."""
    first, second = write_crash_log(_error()), write_crash_log(_error())
    assert first is not None and second is not None and first != second
    assert "(no game was open)" in first.read_text(encoding="utf-8")


def test_a_missing_or_unreadable_autosave_is_named_not_raised(tmp_path: Path) -> None:
    """No autosave, or a folder in its place, is said in the log."""
    missing = write_crash_log(_error(), autosave=tmp_path / "none.json")
    assert missing is not None and "(no such file)" in missing.read_text(encoding="utf-8")
    folder = write_crash_log(_error(), autosave=tmp_path)
    assert folder is not None and "(not attached:" in folder.read_text(encoding="utf-8")


def test_an_unwritable_logs_folder_falls_back_to_the_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the logs folder cannot be made (a file is in its way), the log goes to the
    system's temporary folder; when no folder takes it, the writer returns None."""
    data_dir().mkdir(parents=True, exist_ok=True)
    logs_dir().write_text("in the way", encoding="utf-8")
    monkeypatch.setattr(crash_log.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    path = write_crash_log(_error())
    assert path is not None and path.parent == tmp_path / "tmp"
    monkeypatch.setattr(crash_log.tempfile, "gettempdir", lambda: os.devnull)
    assert write_crash_log(_error()) is None


def test_a_failing_report_still_writes_the_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even when gathering the report fails, the log is written with the error in it."""

    def broken(*_: object) -> str:
        raise RuntimeError("no platform today")

    monkeypatch.setattr(crash_log, "crash_report", broken)
    path = write_crash_log(_error())
    assert path is not None
    text = path.read_text(encoding="utf-8")
    assert "incomplete" in text and "the board fell off the table" in text
