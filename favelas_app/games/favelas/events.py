"""What happens in a game of Favelas, reported by `apply` for logs and animation."""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class TileTaken(Event):
    """`player` took `tile` from `source` ("supply", "stack" or "singles")."""

    TYPE = "favelas.tile_taken"
    player: int
    tile: str
    source: str


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    """`tile` now lies on `cells` of the player's board, at `level` (1 = on the board)."""

    TYPE = "favelas.tile_placed"
    player: int
    tile: str
    cells: tuple[tuple[int, int], ...]
    level: int


@dataclass(frozen=True, slots=True)
class DieAdjusted(Event):
    TYPE = "favelas.die_adjusted"
    player: int
    die: str
    delta: int
    value: int


@dataclass(frozen=True, slots=True)
class SupplyRefilled(Event):
    TYPE = "favelas.supply_refilled"
    tile: str


@dataclass(frozen=True, slots=True)
class EndOfYearRevealed(Event):
    """The End of Year tile showed up, drawn by a player ("draw") or while refilling ("refill")."""

    TYPE = "favelas.end_of_year_revealed"
    year: int
    tile: str
    by: str


@dataclass(frozen=True, slots=True)
class YearScored(Event):
    """Points of the year per player, as (category, points) pairs: colours, then "bonus".

    `counts` (per player, houses of each colour) and `dice` (DICE order) are what was scored,
    so the year-end overlay can show who held each majority and what each die was worth.
    """

    TYPE = "favelas.year_scored"
    year: int
    points: tuple[tuple[tuple[str, int], ...], ...]
    counts: tuple[tuple[int, ...], ...]
    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class YearStarted(Event):
    """A new year: its supply is out and the council dice were rolled to `dice`."""

    TYPE = "favelas.year_started"
    year: int
    supply: tuple[str, ...]
    dice: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    TYPE = "favelas.turn_started"
    player: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The third year is scored; `tiebreak` names the rule that settled a tie, if any."""

    TYPE = "favelas.game_ended"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    tiebreak: str | None


@dataclass(frozen=True, slots=True)
class PlayerPassed(Event):
    """`player` could take no tile that fits their board (our ruling, see rules.py)."""

    TYPE = "favelas.player_passed"
    player: int


@dataclass(frozen=True, slots=True)
class YearBlocked(Event):
    """No player can take a tile that fits, so the year ends early (our ruling, see rules.py)."""

    TYPE = "favelas.year_blocked"
    year: int
