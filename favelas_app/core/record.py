"""Game records: setup + seed + actions, which rebuild any position exactly."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from favelas_app.core.codec import DecodeError, decode, encode
from favelas_app.core.protocol import Action, Game, Setup, SetupError

RECORD_FORMAT = 1


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
    def from_json(cls, data: Mapping[str, Any]) -> GameRecord:
        if not isinstance(data, Mapping):
            raise RecordError("a game record must be a JSON object")
        version = data.get("format")
        if type(version) is not int or version != RECORD_FORMAT:
            raise RecordError(f"unsupported record format {data.get('format')!r}")
        game, seed, actions = data.get("game"), data.get("seed"), data.get("actions")
        if not isinstance(game, str):
            raise RecordError("the record names no game")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the record's seed must be an integer")
        if not isinstance(actions, list):
            raise RecordError("the record's actions must be a list")
        try:
            setup = Setup.from_json(data.get("setup"))
            decoded = tuple(decode(action) for action in actions)
        except (SetupError, DecodeError) as exc:
            raise RecordError(str(exc)) from exc
        except RecursionError as exc:
            raise RecordError("the record is nested too deeply") from exc
        if not all(isinstance(action, Action) for action in decoded):
            raise RecordError("the record holds something that is not an action")
        return cls(game, setup, seed, decoded)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except ValueError as exc:  # JSONDecodeError, or a number too long to read
            raise RecordError(f"not valid JSON: {exc}") from exc
        except RecursionError as exc:
            raise RecordError("not valid JSON: nested too deeply") from exc
        return cls.from_json(data)


def replay(game: Game, setup: Setup, seed: int, actions: Iterable[Action]) -> Any:
    """The state reached by applying `actions` to a new game; raises IllegalAction on a bad one."""
    state = game.new_game(setup, seed)
    for action in actions:
        state, _ = game.apply(state, action)
    return state
