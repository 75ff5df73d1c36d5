"""Game records: setup + seed + actions, which rebuild any position exactly.

A record names its game, and reading one asks the game registry it is handed for that
game's engine and decodes the actions with that engine's own action types: what a record
means never depends on what some earlier code happened to import (core never imports
games).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from favelas_app.core.codec import DecodeError, decode, encode, loads_strict
from favelas_app.core.protocol import Action, Game, Setup, SetupError

RECORD_FORMAT = 1
MAX_ACTIONS = 50_000  # far beyond any game's length; a record with more is refused unread
MAX_SEED = 2**64  # seeds are whole numbers in 0 .. 2**64 - 1

# The game registry handed to whoever reads a record: the engine of a game by its name,
# KeyError for a game it does not know (favelas_app.games.get_game).
Engines = Callable[[str], Game]


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says why."""


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to rebuild a game: which game, its setup, its seed, its actions."""

    game: str
    setup: Setup
    seed: int
    actions: tuple[Action, ...] = ()

    def with_action(self, action: Action) -> GameRecord:
        return GameRecord(self.game, self.setup, self.seed, (*self.actions, action))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "setup": self.setup.to_json(),
            "seed": self.seed,
            "actions": [encode(action) for action in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any, engines: Engines) -> GameRecord:
        """The record in `data` (as `to_json` writes it), its actions decoded with the
        action types of the game it names, looked up in `engines`."""
        if not isinstance(data, Mapping):
            raise RecordError("a game record must be a JSON object")
        if set(data) != {"format", "game", "setup", "seed", "actions"}:
            raise RecordError("a game record holds format, game, setup, seed and actions")
        version = data["format"]
        if type(version) is not int or version != RECORD_FORMAT:
            raise RecordError(f"unsupported record format {str(version)[:20]!r}")
        game, seed, actions = data["game"], data["seed"], data["actions"]
        if not isinstance(game, str):
            raise RecordError("the record names no game")
        if type(seed) is not int or not 0 <= seed < MAX_SEED:
            raise RecordError("the record's seed must be a whole number from 0 to 2**64 - 1")
        if not isinstance(actions, list):
            raise RecordError("the record's actions must be a list")
        if len(actions) > MAX_ACTIONS:
            raise RecordError(f"the record holds more than {MAX_ACTIONS} actions")
        try:
            engine = engines(game)
        except KeyError as exc:
            raise UnknownGame(game) from exc
        try:
            setup = Setup.from_json(data["setup"])
            decoded = tuple(decode(action, engine.action_types) for action in actions)
        except (SetupError, DecodeError) as exc:
            raise RecordError(str(exc)) from exc
        return cls(game, setup, seed, decoded)  # type: ignore[arg-type]

    @classmethod
    def loads(cls, text: str, engines: Engines) -> GameRecord:
        try:
            data = loads_strict(text)
        except DecodeError as exc:
            raise RecordError(str(exc)) from exc
        return cls.from_json(data, engines)


class UnknownGame(RecordError):
    """A record of a game that the registry does not know (a newer version's, say)."""

    def __init__(self, game: str) -> None:
        super().__init__(f"a game this version does not know: {game[:40]!r}")
        self.game = game


def replay(game: Game, setup: Setup, seed: int, actions: Iterable[Action]) -> Any:
    """The state reached by applying `actions` to a new game; raises IllegalAction on a bad one."""
    state = game.new_game(setup, seed)
    for action in actions:
        state, _ = game.apply(state, action)
    return state
