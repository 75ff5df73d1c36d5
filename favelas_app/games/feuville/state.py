"""The state of a game of Feuville. Every field holds an immutable value, so a shallow copy is
a safe new state; `apply` copies, then replaces fields.

Decisions owed before the turn goes on (a taken tile to place, the Publican's round, a
fire to fight) wait in `tasks`, a queue whose head is the decision asked now; with no task,
the current player is in the open part of their turn.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from operator import attrgetter
from typing import NamedTuple

from favelas_app.core.protocol import Decision
from favelas_app.games.feuville.components import (
    BACKS,
    CHARMS,
    TILES,
    is_start_tile,
)

EMPTY = -1  # an empty space on the board or a player board
HIDDEN = -2  # a face-down decree or fairy magic tile in a player's view
HELD = -1  # the `source` of an action naming the tile just taken, not a storage space
GNOME = 2  # the `die` of an action the gnome takes, with both dice

NO_GRASS, GRASS, COAT_OF_ARMS = 0, 1, 2


# How each face-down building tile shows in a player's view: only its back, as a code.
HIDDEN_TILES = tuple(-10 - BACKS.index(tile.back) if tile.back else HIDDEN for tile in TILES)


def back_of_hidden(code: int) -> str:
    return BACKS[-10 - code]


class TaskKind(StrEnum):
    """A decision owed inside a turn (its value is the prompt's locale key)."""

    PLACE_TILE = "feuville.decision.place_tile"
    PLACE_DECREE = "feuville.decision.place_decree"
    PLACE_CHARM = "feuville.decision.place_charm"
    ENTERTAINER = "feuville.decision.entertainer"
    THIEF = "feuville.decision.thief"
    PUBLICAN_PICK = "feuville.decision.publican_pick"
    PUBLICAN_GUEST = "feuville.decision.publican_guest"
    ARCHITECT_PICK = "feuville.decision.architect_pick"
    MAYOR_PICK = "feuville.decision.mayor_pick"
    MAGICIAN_RESTORE = "feuville.decision.magician_restore"
    MAGICIAN_CHARM = "feuville.decision.magician_charm"
    GREAT_SELECTION = "feuville.decision.great_selection"
    FIRE = "feuville.decision.fire"
    REROLL = "feuville.decision.reroll"  # automatic: the roller rolls again after the dragon


TURN = "feuville.decision.turn"


class Task(NamedTuple):
    """A decision owed by `player`. `item` is the tile, decree or charm held; `count` the
    Entertainer's sum, the columns still to burn, the restores or charms left, or which of
    the Publican's two picks this is. A fire's `item` turns from EMPTY to 0 once its
    player has chosen a column to burn rather than their fire protection."""

    kind: TaskKind
    player: int
    item: int = EMPTY
    count: int = 0


class Column(NamedTuple):
    """One column of a town, bottom tile first; grass (or the coat of arms) may lie under it."""

    tiles: tuple[int, ...]
    burnt: bool = False
    grass: int = NO_GRASS

    @property
    def is_start(self) -> bool:
        return is_start_tile(self.tiles[0])

    @property
    def height(self) -> int:
        return len(self.tiles)


class Stored(NamedTuple):
    """A building tile ("tile") or decree ("decree") on a storage space of a player board,
    with the theft protection charm lying on it, if any."""

    kind: str
    item: int
    protection: int = EMPTY


@dataclass(slots=True)
class FeuvilleState:
    players: int
    rng: int | None  # RNG state; None in a player's view
    first: int  # the starting player, who holds the cup
    current: int
    over: bool
    ending: bool  # the decrees could not be refilled: this round is the last
    tasks: tuple[Task, ...]
    dice: tuple[int, int]
    used: tuple[bool, bool]  # each die placed this turn
    fairy_called: bool  # one die went to the fairy this turn
    gnome: int  # the person the gnome imitates this turn, 0 while he is on his space
    stacks: tuple[tuple[int, ...], ...]  # wall, tower, sky: face down, top last
    display: tuple[tuple[int, ...], ...]  # wall, tower, sky rows: a tile or EMPTY per column
    decree_stack: tuple[int, ...]  # face down, top last
    decree_display: tuple[int, ...]
    town_evaluations: tuple[int, ...]  # the Town Evaluation tiles still on their space
    charm_pile: tuple[int, ...]  # face down
    charm_display: tuple[int, ...]
    towns: tuple[tuple[Column, ...], ...]  # per player, left to right
    town_left: tuple[int, ...]  # per player: the x of the leftmost column (the start is 0)
    boards: tuple[tuple[Stored | None, ...], ...]  # per player: the storage spaces
    charms: tuple[tuple[int, ...], ...]  # per player: fairy magic on their board
    evaluated: tuple[tuple[int, ...], ...]  # per player: decrees they evaluated
    grass: int  # plain grass tiles left in the supply
    ledger: tuple[tuple[int, ...], ...]  # per player: points by scoring category
    removed_tiles: tuple[int, ...]  # building tiles withdrawn from the game
    removed_decrees: tuple[int, ...]  # left out at set-up, discarded, or never used
    opening_rolls: tuple[tuple[int, ...], ...]  # the roll-off for the cup, round by round

    @property
    def decision(self) -> Decision | None:
        if self.over:
            return None
        if self.tasks:
            task = self.tasks[0]
            return Decision(
                task.kind.value, (task.player,), {"item": task.item, "count": task.count}
            )
        params = {"dice": self.dice, "used": self.used, "gnome": self.gnome}
        return Decision(TURN, (self.current,), params)

    def copy(self) -> FeuvilleState:
        return FeuvilleState(*_field_values(self))

    def points(self, player: int) -> int:
        return sum(self.ledger[player])

    def column_at(self, player: int, x: int) -> Column | None:
        index = x - self.town_left[player]
        town = self.towns[player]
        return town[index] if 0 <= index < len(town) else None

    def xs(self, player: int) -> range:
        """The x of every column of `player`'s town, left to right."""
        left = self.town_left[player]
        return range(left, left + len(self.towns[player]))

    def clouds(self, player: int) -> int:
        """Clouds drifting over `player`'s town: those of unburnt sky tiles."""
        return sum(
            TILES[column.tiles[-1]].clouds
            for column in self.towns[player]
            if not column.burnt and column.height == 3
        )

    def unburnt_columns(self, player: int) -> int:
        return sum(not column.burnt for column in self.towns[player])

    def guarded_columns(self, player: int) -> int:
        """The unburnt columns that need a cloud: all but the start tile's, which never
        burns (COMPONENTS.md). The dragon and restoring by clouds count these."""
        return sum(not column.burnt and not column.is_start for column in self.towns[player])

    def symbols(self, player: int, symbol: str) -> int:
        """Units of `symbol` on `player`'s built, unburnt tiles."""
        return sum(
            TILES[tile].symbols.count(symbol)
            for column in self.towns[player]
            if not column.burnt
            for tile in column.tiles
        )

    def free_space(self, player: int) -> int:
        """The first empty storage space of `player`'s board, or EMPTY."""
        for space, stored in enumerate(self.boards[player]):
            if stored is None:
                return space
        return EMPTY

    def holds_charm(self, player: int, kind: str) -> int:
        """The index in `player`'s charms of one of `kind`, or EMPTY."""
        for index, charm in enumerate(self.charms[player]):
            if charm >= 0 and CHARMS[charm].kind == kind:
                return index
        return EMPTY


_FIELDS = tuple(f.name for f in fields(FeuvilleState))
_field_values = attrgetter(*_FIELDS)  # every field's value, in order, as one tuple
