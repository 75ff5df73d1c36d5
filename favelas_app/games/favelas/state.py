"""The state of a game of Favelas. Every field holds an immutable value, so a shallow copy
is a safe new state; `apply` copies, then replaces fields."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from operator import attrgetter

from favelas_app.core.protocol import Decision
from favelas_app.games.favelas.components import BOARD_LAYOUTS, COLOURS, DICE, Colour

HIDDEN = "?"  # a face-down tile in a player's view

# One house: the tiles on it, bottom to top, as (tile id, colour of the hex on this house).
House = tuple[tuple[str, Colour], ...]


class Step(StrEnum):
    """Which step of a turn the current player is at."""

    SOURCE = "favelas.decision.choose_source"
    PLACE = "favelas.decision.place_tile"
    ADJUST = "favelas.decision.adjust_die"
    OVER = "favelas.decision.none"


@dataclass(slots=True)
class FavelasState:
    players: int
    layouts: tuple[int, ...]  # BOARD_LAYOUTS index of each player's board
    boards: tuple[tuple[House, ...], ...]  # per player, per house (BOARD_CELLS order)
    counts: tuple[tuple[int, ...], ...]  # per player, visible houses of each colour
    dice: tuple[int, ...]  # council dice in DICE order
    year: int
    stack: tuple[str, ...]  # this year's face-down stack, top last
    later_stacks: tuple[tuple[str, ...], ...]  # the stacks of the years to come, top last
    supply: tuple[str, ...]  # face-up doubles, in order of arrival
    singles: tuple[str, ...]  # face-down single tiles, top last
    boxed: tuple[str, ...]  # never seen: tiles set aside at set-up and stacks left after a year
    discarded: tuple[str, ...]  # seen, then removed: supply left after a year, refilled End of Year
    current: int
    step: Step
    held: str | None  # the tile the current player took and must place
    pending_dice: tuple[str, ...]  # dice the current player must still adjust, in order
    year_ends_after_turn: bool  # the current player drew the End of Year tile
    year_points: tuple[tuple[tuple[int, ...], ...], ...]  # per year, per player, per category
    track: tuple[int, ...]  # each player's score on the council board's track
    rng: int | None  # RNG state; None in a player's view

    @property
    def decision(self) -> Decision | None:
        if self.step is Step.OVER:
            return None
        params: dict[str, object] = {}
        if self.step is Step.PLACE:
            params = {"tile": self.held}
        elif self.step is Step.ADJUST:
            die = self.pending_dice[0]
            params = {
                "die": die,
                "value": self.dice[DICE.index(die)],
                "remaining": len(self.pending_dice),
            }
        return Decision(self.step.value, (self.current,), params)

    def copy(self) -> FavelasState:
        """A shallow copy, built by the constructor: several times faster than `copy.copy`,
        and the AI's search copies a state for every action it tries."""
        return FavelasState(*_FIELD_VALUES(self))

    def height(self, player: int, house: int) -> int:
        return len(self.boards[player][house])

    def visible(self, player: int, house: int) -> Colour:
        """The colour on top of a house: its top tile's hex, or the printed board."""
        tiles = self.boards[player][house]
        return tiles[-1][1] if tiles else BOARD_LAYOUTS[self.layouts[player]][house]

    def visible_counts(self, player: int) -> tuple[int, ...]:
        """How many houses show each colour (COLOURS order), recounted from the board."""
        visible = [self.visible(player, house) for house in range(len(self.boards[player]))]
        return tuple(visible.count(colour) for colour in COLOURS)

    def tallest(self, player: int) -> int:
        return max(len(house) for house in self.boards[player])

    def die(self, name: str) -> int:
        return self.dice[DICE.index(name)]


_FIELD_VALUES = attrgetter(*(field.name for field in fields(FavelasState)))
