"""A corpus of broken and hostile save files, each made on demand into a folder.

Every kind found by trying the app, and more: damaged JSON, wrong types, names a player
could never type, bounds, and files that are no files at all (a FIFO, links to endless
devices, a folder, a socket, a 100 MB file, a name that is not UTF-8). `CASES` maps each
case's name to how to make it and what the app must do with it: refuse it with a reason in
words ("refused"), play it ("loads"), or say its game has no screen ("no_screen").
"""

from __future__ import annotations

import copy
import json
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.record import MAX_ACTIONS, GameRecord
from favelas_app.core.saves import HUMAN, MAX_SAVE_BYTES, SavedGame
from favelas_app.games import get_game

REFUSED, LOADS, NO_SCREEN = "refused", "loads", "no_screen"


@dataclass(frozen=True)
class Case:
    make: Callable[[Path], None]  # writes the case at the path it is given
    outcome: str = REFUSED


@cache
def _record(game: str = "favelas", moves: int = 12) -> GameRecord:
    full, _ = play_random_game(get_game(game), 3, 41)
    return GameRecord(game, full.setup, full.seed, full.actions[:moves])


def valid(game: str = "favelas") -> dict[str, Any]:
    """A good save of a game in progress, as JSON data, to break in one place."""
    record = _record(game)
    setup = type(record.setup)(3, ("Ana", "Bo", "Caio"))
    saved = SavedGame(GameRecord(game, setup, record.seed, record.actions), (HUMAN, HUMAN, "easy"))
    return json.loads(saved.dumps())


def _text(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def _edit(
    change: Callable[[dict[str, Any]], object], game: str = "favelas"
) -> Callable[[Path], None]:
    """A valid save with one change; written with ASCII escapes, so lone surrogates survive."""

    def make(path: Path) -> None:
        data = copy.deepcopy(valid(game))
        change(data)
        path.write_text(json.dumps(data), encoding="utf-8")

    return make


def _set(*keys: str | int, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


def _drop(*keys: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]

    return change


def _action(type_name: str, field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Sets `field` of the record's first action of type `type_name`."""

    def change(data: dict[str, Any]) -> None:
        actions = data["record"]["actions"]
        first = next(action for action in actions if action["type"] == type_name)
        first[field] = value

    return change


def _replace(old: str, new: str) -> Callable[[Path], None]:
    """The valid save's text with its first `old` replaced by `new` (keys given twice)."""

    def make(path: Path) -> None:
        text = json.dumps(valid())
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return make


def _name(name: str) -> Callable[[Path], None]:
    return _edit(_set("record", "setup", "names", 1, value=name))


def _seat(kind: Any) -> Callable[[Path], None]:
    return _edit(_set("seats", 2, value=kind))


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def _sparse(size: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        with path.open("wb") as handle:
            handle.truncate(size)

    return make


def _socket(path: Path) -> None:
    """A socket file; bound from its folder, as socket paths are limited to ~100 bytes."""
    server = socket.socket(socket.AF_UNIX)
    here = Path.cwd()
    os.chdir(path.parent)
    try:
        server.bind(path.name)
    finally:
        os.chdir(here)
        server.close()  # the socket file stays


def _swap_first_two(data: dict[str, Any]) -> None:
    actions = data["record"]["actions"]
    actions[0], actions[1] = actions[1], actions[0]


def _many_actions(data: dict[str, Any]) -> None:
    data["record"]["actions"] = [{"type": "favelas.draw_single"}] * (MAX_ACTIONS + 1)


def _whole_text() -> str:
    return json.dumps(valid())


CASES: dict[str, Case] = {
    # Not JSON, or JSON that is no save.
    "empty": Case(_text("")),
    "whitespace": Case(_text(" \n\t ")),
    "null": Case(_text("null")),
    "array": Case(_text("[1, 2, 3]")),
    "string": Case(_text('"a save"')),
    "plain-text": Case(_text("not a save at all")),
    "half-written": Case(lambda p: p.write_text(_whole_text()[: len(_whole_text()) // 2])),
    "one-byte-short": Case(lambda p: p.write_text(_whole_text()[:-1])),
    "trailing-garbage": Case(lambda p: p.write_text(_whole_text() + "}")),
    "nul-bytes": Case(_bytes(b"\x00" * 64)),
    "utf16": Case(lambda p: p.write_bytes(_whole_text().encode("utf-16"))),
    "latin1": Case(_bytes('{"format": 1, "seats": ["Jo\xe3o"]}'.encode("latin-1"))),
    "nested-100k": Case(_text("[" * 100_000 + "]" * 100_000)),
    "number-5000-digits": Case(_replace('"seed": ', '"seed": ' + "9" * 5000 + ', "x": ')),
    "format-2": Case(_edit(_set("format", value=2))),
    "format-string": Case(_edit(_set("format", value="1"))),
    "format-missing": Case(_edit(_drop("format"))),
    "unknown-entry": Case(_edit(_set("cheats", value=True))),
    # Seats.
    "seats-missing": Case(_edit(_drop("seats"))),
    "seats-not-list": Case(_edit(_set("seats", value="human"))),
    "seats-too-few": Case(_edit(_set("seats", value=[HUMAN]))),
    "seat-nul": Case(_seat("hu\x00man")),
    "seat-surrogate": Case(_seat("\ud800")),
    "seat-1000-chars": Case(_seat("x" * 1000)),
    "seat-empty": Case(_seat("")),
    "seat-number": Case(_seat(3)),
    # Names.
    "name-nul": Case(_name("Bo\x00b")),
    "name-lone-surrogate": Case(_name("\udcff")),
    "name-escape-sequence": Case(_name("Bo\x1b[31m")),
    "name-newline": Case(_name("Bo\nb")),
    "name-33-chars": Case(_name("x" * 33)),
    "name-3000-chars": Case(_name("W" * 3000)),
    "name-1M-chars": Case(_name("W" * 1_000_000)),
    "name-10M-chars": Case(_name("W" * 10_000_000)),
    "name-not-string": Case(_name(7)),  # type: ignore[arg-type]
    "names-more-than-players": Case(
        _edit(_set("record", "setup", "names", value=["A", "B", "C", "D"]))
    ),
    # The setup.
    "players-0": Case(_edit(_set("record", "setup", "players", value=0))),
    "players-1": Case(_edit(_set("record", "setup", "players", value=1))),
    "players-9": Case(_edit(_set("record", "setup", "players", value=9))),
    "players-bool": Case(_edit(_set("record", "setup", "players", value=True))),
    "players-float": Case(_edit(_set("record", "setup", "players", value=3.0))),
    "unknown-option": Case(_edit(_set("record", "setup", "options", value={"house": 1}))),
    "options-not-table": Case(_edit(_set("record", "setup", "options", value=[1]))),
    "setup-not-table": Case(_edit(_set("record", "setup", value="3 players"))),
    # Keys given twice.
    "duplicate-top-key": Case(_replace('"format": 1,', '"format": 1, "format": 1,')),
    "duplicate-action-key": Case(_replace('"q": ', '"q": 0, "q": ')),
    "duplicate-setup-key": Case(_replace('"players": 3,', '"players": 3, "players": 2,')),
    # Actions of the wrong type or shape.
    "delta-float": Case(_edit(_action("favelas.adjust_die", "delta", 1.0))),
    "delta-bool": Case(_edit(_action("favelas.adjust_die", "delta", True))),
    "q-float": Case(_edit(_action("favelas.place_tile", "q", 0.0))),
    "direction-bool": Case(_edit(_action("favelas.place_tile", "direction", True))),
    "direction-fraction": Case(_edit(_action("favelas.place_tile", "direction", 1.5))),
    "q-googol": Case(_edit(_action("favelas.place_tile", "q", 10**100))),
    "die-number": Case(_edit(_action("favelas.adjust_die", "die", 3))),
    "unknown-action": Case(_edit(_set("record", "actions", 0, value={"type": "favelas.cheat"}))),
    "event-as-action": Case(
        _edit(_set("record", "actions", 0, value={"type": "favelas.year_started", "year": 1}))
    ),
    "action-missing-field": Case(
        _edit(_set("record", "actions", 1, value={"type": "favelas.place_tile"}))
    ),
    "action-extra-field": Case(_edit(_action("favelas.place_tile", "colour", "red"))),
    "action-not-object": Case(_edit(_set("record", "actions", 0, value="take"))),
    "illegal-move": Case(_edit(_action("favelas.place_tile", "q", 99))),
    "moves-out-of-order": Case(_edit(_swap_first_two)),
    "too-many-actions": Case(_edit(_many_actions)),
    "actions-not-list": Case(_edit(_set("record", "actions", value={"0": 1}))),
    # The record.
    "unknown-game": Case(_edit(_set("record", "game", value="chess"))),
    "game-name-10k": Case(_edit(_set("record", "game", value="g" * 10_000))),
    "holi-with-favelas-moves": Case(_edit(_set("record", "game", value="holi"))),
    "seed-negative": Case(_edit(_set("record", "seed", value=-1))),
    "seed-float": Case(_edit(_set("record", "seed", value=1.5))),
    "seed-2-64": Case(_edit(_set("record", "seed", value=2**64))),
    "record-format-2": Case(_edit(_set("record", "format", value=2))),
    "record-missing": Case(_edit(_drop("record"))),
    "record-not-object": Case(_edit(_set("record", value=[]))),
    "app-version-number": Case(_edit(_set("app_version", value=3))),
    "saved-at-nul": Case(_edit(_set("saved_at", value="2025\x00"))),
    # Files that are not saves at all.
    "fifo": Case(_fifo),
    "link-to-dev-zero": Case(_link("/dev/zero")),
    "link-to-dev-urandom": Case(_link("/dev/urandom")),
    "link-loop": Case(lambda p: p.symlink_to(p.name)),
    "dangling-link": Case(_link("/nonexistent/save.json")),
    "folder": Case(lambda p: p.mkdir()),
    "socket": Case(_socket),
    "100-MB": Case(_sparse(100 * 1024 * 1024)),
    "just-over-the-bound": Case(_sparse(MAX_SAVE_BYTES + 1)),
    # Odd but good: these play.
    "utf8-bom": Case(lambda p: p.write_bytes(b"\xef\xbb\xbf" + _whole_text().encode()), LOADS),
    "unknown-ai-level": Case(_seat("expert"), LOADS),
    "saved-at-not-a-date": Case(_edit(_set("saved_at", value="yesterday")), LOADS),
    "name-emoji-and-accents": Case(_name("Zoë 🎲 Ñandú"), LOADS),
    "name-right-to-left": Case(_name("\u202eevil"), LOADS),
    # A good save of a game the screen does not know: every game has a screen now, so the
    # tests that use this case take Feuville's scene out of session.GAME_SCENES first.
    "feuville-save": Case(_edit(lambda data: None, game="feuville"), NO_SCREEN),
}
