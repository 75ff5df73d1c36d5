"""The game protocol every rules engine implements (see ARCHITECTURE.md).

An engine is an object with `new_game`, `legal_actions`, `apply`, `view`, `scores`,
`is_over` and `outcome`. States are plain objects with a `decision` property; `apply` never
changes the state it is given. All randomness comes from the RNG inside the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from favelas_app.core.codec import Codable, TypeTable

# Bounds on what a setup read from a file may hold: nothing a player can type comes close.
MAX_PLAYERS = 8
MAX_NAME_LENGTH = 32


class Action(Codable):
    """Base of every game action: a frozen dataclass that round-trips through JSON."""


class Event(Codable):
    """Base of every event `apply` reports: what happened, for logs and animation."""


class IllegalAction(Exception):
    """Raised by `apply` for an action the rules refuse.

    `reason` is a stable locale key ("favelas.illegal.mixed_height") and `params` fill its
    named placeholders, so the UI can explain the refusal in the player's language.
    """

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason if not params else f"{reason} {params}")
        self.reason = reason
        self.params = params


class SetupError(ValueError):
    """A setup the game cannot be played with (for example a wrong player count)."""


@dataclass(frozen=True)
class Decision:
    """Who must decide now, and what kind of choice it is.

    `kind` is a stable key ("favelas.place_tile") that also names the prompt in the locale
    files; `params` carries what the prompt and the UI need (the tile, the die).
    """

    kind: str
    players: tuple[int, ...]
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Setup:
    """How a game starts: the number of seats, their names, and the game's options."""

    players: int
    names: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def name_of(self, player: int) -> str:
        if player < len(self.names) and self.names[player]:
            return self.names[player]
        return f"P{player + 1}"

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "names": list(self.names), "options": dict(self.options)}

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        """The setup in `data`; SetupError for anything but exactly what `to_json` writes:
        a player count in 1..MAX_PLAYERS, at most that many printable names of at most
        MAX_NAME_LENGTH characters, and a table of options (each game checks their names)."""
        if not isinstance(data, Mapping) or not set(data) <= {"players", "names", "options"}:
            raise SetupError("setup: must be a table of players, names and options")
        players = data.get("players")
        names = data.get("names", [])
        options = data.get("options", {})
        if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
            raise SetupError(f"setup: 'players' must be a whole number from 1 to {MAX_PLAYERS}")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise SetupError("setup: 'names' must be a list of strings")
        if len(names) > players:
            raise SetupError("setup: more names than players")
        for name in names:
            check_name(name)
        if not isinstance(options, dict):
            raise SetupError("setup: 'options' must be a table")
        return cls(players, tuple(names), options)


def check_name(name: str) -> None:
    """SetupError unless `name` can be a seat's name: at most MAX_NAME_LENGTH characters,
    none of them a control character or half of a surrogate pair."""
    if len(name) > MAX_NAME_LENGTH:
        raise SetupError(f"setup: a name is longer than {MAX_NAME_LENGTH} characters")
    if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or 0xD800 <= ord(c) < 0xE000 for c in name):
        raise SetupError("setup: a name holds a control character")


def check_options(setup: Setup, known: frozenset[str]) -> None:
    """SetupError naming the first option of `setup` that the game does not know."""
    unknown = sorted(set(setup.options) - known)
    if unknown:
        raise SetupError(f"unknown option {unknown[0][:40]!r}")


@dataclass(frozen=True)
class Score:
    """One player's score: the total and its parts by category (locale keys as names)."""

    total: int
    breakdown: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Outcome:
    """Who won; `tiebreak` names the rule that decided a tie at the top (a locale key)."""

    winners: tuple[int, ...]
    tiebreak: str | None = None


class State(Protocol):
    """What every engine's state offers to the rest of the app."""

    @property
    def decision(self) -> Decision | None: ...


class Game(Protocol):
    """A rules engine. Stateless: everything lives in the states it creates."""

    name: str
    min_players: int
    max_players: int
    variants: tuple[Mapping[str, Any], ...]  # option sets that together cover every variant
    options: frozenset[str]  # the names of the setup options it knows
    action_types: TypeTable  # every action class of the game, by TYPE: what records hold

    def new_game(self, setup: Setup, seed: int) -> State: ...

    def legal_actions(self, state: Any) -> Sequence[Action]: ...

    def apply(self, state: Any, action: Action) -> tuple[Any, list[Event]]: ...

    def view(self, state: Any, player: int) -> Any: ...

    def scores(self, state: Any) -> tuple[Score, ...]: ...

    def is_over(self, state: Any) -> bool: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def check_invariants(self, state: Any) -> None:
        """Raises AssertionError naming the first broken invariant (for fuzzing)."""
        ...
