"""Saved games: JSON files of the game record, who sits in each seat and the app version.

Saves are written atomically to the per-user data folder. Reading one never raises anything
but SaveError, whose message says what is wrong, so a broken or foreign file cannot crash
the app: only regular files of at most MAX_SAVE_BYTES are read, JSON naming a key twice is
refused, every value must have exactly its declared type, and the record must replay under
the rules of the game it names (whose engine the caller's registry loads first).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from favelas_app import __version__
from favelas_app.core.codec import DecodeError, loads_strict
from favelas_app.core.files import FileRefused, read_bounded
from favelas_app.core.paths import data_dir, write_atomically
from favelas_app.core.protocol import IllegalAction
from favelas_app.core.record import Engines, GameRecord, RecordError, UnknownGame, replay

SAVE_FORMAT = 1
AUTOSAVE_NAME = "autosave.json"
HUMAN = "human"  # a seat played at this screen; any other seat value names an AI level
MAX_SAVE_BYTES = 4 * 1024 * 1024  # a long game is about 50 KB; nothing larger is read
MAX_LABEL = 40  # characters of a seat kind, app version or time stamp in a save
ORPHAN_AGE = 60.0  # seconds after which a temporary file is a leftover of a killed write


class SaveError(ValueError):
    """A save that cannot be read. `key` names why in the locale files ("save.error.…");
    the exception's text says it in English, with any technical detail, for the terminal."""

    def __init__(self, key: str, english: str) -> None:
        super().__init__(english)
        self.key = f"save.error.{key}"


@dataclass(frozen=True)
class SavedGame:
    record: GameRecord
    seats: tuple[str, ...]
    app_version: str = __version__
    saved_at: str = ""
    # Whether the game has ended, once `read_save` has replayed it (None: not known yet).
    over: bool | None = field(default=None, compare=False)

    def dumps(self) -> str:
        data = {
            "format": SAVE_FORMAT,
            "app_version": self.app_version,
            "saved_at": self.saved_at or datetime.now().isoformat(timespec="seconds"),
            "seats": list(self.seats),
            "record": self.record.to_json(),
        }
        return json.dumps(data, ensure_ascii=False, indent=1)

    @classmethod
    def loads(cls, text: str, engines: Engines) -> SavedGame:
        """The save in `text`; its record is decoded by the engine `engines` gives for the
        game it names. Raises SaveError only."""
        try:
            data = loads_strict(text)
        except DecodeError as exc:
            raise SaveError("not_json", f"not a saved game ({exc})") from exc
        version = data.get("format") if isinstance(data, dict) else None
        if type(version) is not int or version != SAVE_FORMAT:
            raise SaveError("wrong_format", "not a saved game of this version")
        if not set(data) <= {"format", "app_version", "saved_at", "seats", "record"}:
            raise SaveError("broken_record", "the save holds entries this version does not know")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(_label(seat) for seat in seats):
            raise SaveError("no_seats", "the save does not say who sits in each seat")
        app_version, saved_at = data.get("app_version", "?"), data.get("saved_at", "")
        if not _label(app_version) or not (saved_at == "" or _label(saved_at)):
            raise SaveError("broken_record", "the save's version or time stamp is not text")
        try:
            record = GameRecord.from_json(data.get("record"), engines)
        except UnknownGame as exc:
            raise SaveError("unknown_game", f"the save is of {exc}") from exc
        except RecordError as exc:
            raise SaveError("broken_record", f"the game record is broken: {exc}") from exc
        if len(seats) != record.setup.players:
            raise SaveError("seats_mismatch", "the save's seats do not match its players")
        return cls(record, tuple(seats), app_version, saved_at)


def _label(value: object) -> bool:
    """True for a short line of printable text (a seat kind, a version, a time stamp)."""
    return isinstance(value, str) and 0 < len(value) <= MAX_LABEL and value.isprintable()


def unknown_seats(seats: Sequence[str], levels: Collection[str]) -> tuple[int, ...]:
    """The seats played neither at the screen (HUMAN) nor by one of the AI `levels`: a save
    may name an AI that is not offered (the tournaments' "random") or that a newer version
    brought. The app gives those seats an AI it offers and says so; it never fails on them."""
    return tuple(seat for seat, kind in enumerate(seats) if kind != HUMAN and kind not in levels)


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def write_save(saved: SavedGame, path: Path) -> None:
    write_atomically(path, saved.dumps())


def new_save_path() -> Path:
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = saves_dir() / f"game-{stamp}.json"
    counter = 1
    while path.exists():
        counter += 1
        path = saves_dir() / f"game-{stamp}-{counter}.json"
    return path


def read_save(path: Path, engines: Engines) -> SavedGame:
    """The saved game at `path`, checked by replaying it under the rules of its game (from
    the registry `engines`); SaveError if it cannot be played on."""
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except FileNotFoundError as exc:
        raise SaveError("missing", "there is no saved game") from exc
    except FileRefused as exc:
        raise SaveError(exc.reason, f"the save is refused: {exc}") from exc
    except OSError as exc:
        raise SaveError("unreadable", f"the save cannot be read: {exc}") from exc
    try:
        text = raw.decode("utf-8-sig")  # a BOM from Notepad is fine
    except UnicodeDecodeError as exc:
        raise SaveError("not_json", f"not a saved game (not UTF-8: {exc})") from exc
    saved = SavedGame.loads(text, engines)
    record = saved.record
    try:
        game = engines(record.game)
        state = replay(game, record.setup, record.seed, record.actions)
        over = game.is_over(state)
    except IllegalAction as exc:
        raise SaveError(
            "refused_move", f"the save holds a move the rules refuse ({exc.reason})"
        ) from exc
    except Exception as exc:  # e.g. a hand-edited setup: a broken save must never crash the app
        raise SaveError("cannot_replay", f"the save cannot be replayed: {exc}") from exc
    return SavedGame(record, saved.seats, saved.app_version, saved.saved_at, over)


def save_paths() -> list[Path]:
    """The files in the saves folder that may be saves, newest first, without reading any:
    the Load screen opens at once and reads each when it is needed."""
    folder = saves_dir()
    try:
        paths = [path for path in folder.iterdir() if path.suffix == ".json"]
    except OSError:
        return []
    return sorted(paths, key=_modified, reverse=True)


def remove_orphans(folder: Path) -> int:
    """Deletes the temporary files that writes killed midway left in `folder` (see
    `write_atomically`), if older than ORPHAN_AGE; returns how many were deleted."""
    removed = 0
    limit = time.time() - ORPHAN_AGE
    try:
        candidates = [p for p in folder.iterdir() if p.name.startswith(".") and p.suffix == ".tmp"]
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and path.stat().st_mtime < limit:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def _modified(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0
