"""The state of a game of Holi. Every field holds an immutable value, so a shallow copy is a
safe new state; `apply` copies, then replaces fields."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from operator import attrgetter

from favelas_app.core.protocol import Decision
from favelas_app.games.holi.components import SQUARES, cell_of, floor_of, square_of, xy_of

HIDDEN = "?"  # a card another player may not see, or any card of a deck, in a player's view
EMPTY = -1  # no token on a cell
OFF_BOARD = -1  # a pawn not yet placed


class Step(StrEnum):
    """What the deciding player is asked for."""

    PLACE_PAWN = "holi.decision.place_pawn"
    TURN = "holi.decision.turn"
    OVER = "holi.decision.none"


class OutReason(StrEnum):
    """Why a player's game ended (locale keys)."""

    CANNOT_THROW = "holi.out.cannot_throw"
    NO_TOKENS = "holi.out.no_tokens"
    NO_CARDS = "holi.out.no_cards"


@dataclass(slots=True)
class HoliState:
    players: int
    rivalry: tuple[str, ...]  # the rivalry cards in play
    tokens: tuple[int, ...]  # per cell: the seat whose token lies there, or EMPTY
    sweets: tuple[int, ...]  # per cell: sweets lying there
    pawns: tuple[int, ...]  # per player: the cell of their pawn, or OFF_BOARD
    supplies: tuple[tuple[int, ...], ...]  # per player: tokens of each seat's colour held
    sweets_held: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]  # face down, top last
    discards: tuple[tuple[tuple[str, bool], ...], ...]  # (card, face up), top last
    hit_points: tuple[int, ...]  # points scored by direct hits
    rivalry_points: tuple[int, ...]  # points rivalry cards gave during play
    out: tuple[str, ...]  # per player: "" while playing, else an OutReason
    first: int  # the starting player
    current: int
    step: Step
    thrown: bool  # the current player has thrown colour this turn
    moves: int  # Move actions the current player took this turn
    climbed: bool

    @property
    def decision(self) -> Decision | None:
        if self.step is Step.OVER:
            return None
        params: dict[str, object] = {}
        if self.step is Step.TURN:
            params = {"thrown": self.thrown, "moves": self.moves, "climbed": self.climbed}
        return Decision(self.step.value, (self.current,), params)

    def copy(self) -> HoliState:
        """A shallow copy, built by the constructor: part of every `apply`."""
        return HoliState(*_field_values(self))

    def floor(self, player: int) -> int:
        """The floor of `player`'s pawn: 1 (ground) to 3 (top)."""
        return floor_of(self.pawns[player])

    def position(self, player: int) -> tuple[int, int, int]:
        """`player`'s pawn as (floor, x, y)."""
        cell = self.pawns[player]
        x, y = xy_of(cell % SQUARES)
        return floor_of(cell), x, y

    def token(self, floor: int, x: int, y: int) -> int:
        return self.tokens[cell_of(floor, square_of(x, y))]

    def pawn_at(self, cell: int) -> int | None:
        """The player whose pawn stands on `cell`, if any."""
        for player, pawn in enumerate(self.pawns):
            if pawn == cell:
                return player
        return None

    def own_tokens(self, player: int) -> int:
        """Tokens `player` may still throw: those of their own colour in their supply."""
        return self.supplies[player][player]

    def playing(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.players) if not self.out[p])


_field_values = attrgetter(*(f.name for f in fields(HoliState)))  # every field, in order
