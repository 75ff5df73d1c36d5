"""Saved games: JSON files of the game record, who sits in each seat and the app version.

Saves are written atomically to the per-user data folder. Reading one never raises anything
but SaveError, whose message says what is wrong, so a broken or foreign file cannot crash
the app.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from favelas_app import __version__
from favelas_app.core.paths import data_dir, write_atomically
from favelas_app.core.protocol import IllegalAction
from favelas_app.core.record import GameRecord, RecordError, replay

SAVE_FORMAT = 1
AUTOSAVE_NAME = "autosave.json"
HUMAN = "human"  # a seat played at this screen; any other seat value names an AI level


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
    def loads(cls, text: str) -> SavedGame:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # ValueError: also a 5000-digit number
            raise SaveError("not_json", f"not a saved game (not valid JSON: {exc})") from exc
        version = data.get("format") if isinstance(data, Mapping) else None
        if type(version) is not int or version != SAVE_FORMAT:
            raise SaveError("wrong_format", "not a saved game of this version")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
            raise SaveError("no_seats", "the save does not say who sits in each seat")
        try:
            record = GameRecord.from_json(data.get("record"))
        except RecordError as exc:
            raise SaveError("broken_record", f"the game record is broken: {exc}") from exc
        if len(seats) != record.setup.players:
            raise SaveError("seats_mismatch", "the save's seats do not match its players")
        app_version, saved_at = data.get("app_version"), data.get("saved_at")
        return cls(
            record,
            tuple(seats),
            app_version if isinstance(app_version, str) else "?",
            saved_at if isinstance(saved_at, str) else "",
        )


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


def read_save(path: Path) -> SavedGame:
    """The saved game at `path`, checked by replaying it; SaveError if it cannot be played on."""
    from favelas_app.games import game_names, get_game

    try:
        text = path.read_text(encoding="utf-8-sig")  # a BOM from Notepad is fine
    except FileNotFoundError as exc:
        raise SaveError("missing", "there is no saved game") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError("unreadable", f"the save cannot be read: {exc}") from exc
    saved = SavedGame.loads(text)
    record = saved.record
    if record.game not in game_names():
        raise SaveError(
            "unknown_game", f"the save is of a game this version does not know: {record.game!r}"
        )
    try:
        replay(get_game(record.game), record.setup, record.seed, record.actions)
    except IllegalAction as exc:
        raise SaveError(
            "refused_move", f"the save holds a move the rules refuse ({exc.reason})"
        ) from exc
    except Exception as exc:  # e.g. a hand-edited setup: a broken save must never crash the app
        raise SaveError("cannot_replay", f"the save cannot be replayed: {exc}") from exc
    return saved


def list_saves() -> list[tuple[Path, SavedGame | SaveError]]:
    """Every save in the saves folder, newest first, each read or with its error."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted(folder.glob("*.json"), key=_modified, reverse=True)
    result: list[tuple[Path, SavedGame | SaveError]] = []
    for path in paths:
        try:
            result.append((path, read_save(path)))
        except SaveError as exc:
            result.append((path, exc))
    return result


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
