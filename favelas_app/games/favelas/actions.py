"""The steps a Favelas player takes: choose a source, place the tile, adjust each die."""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.codec import codables_in
from favelas_app.core.protocol import Action


@dataclass(frozen=True, slots=True)
class TakeFromSupply(Action):
    """Action A: take the face-up double tile `tile` from the supply."""

    TYPE = "favelas.take_from_supply"
    tile: str


@dataclass(frozen=True, slots=True)
class DrawFromStack(Action):
    """Action B: draw the top face-down double tile of the year's stack."""

    TYPE = "favelas.draw_from_stack"


@dataclass(frozen=True, slots=True)
class DrawSingle(Action):
    """Action C: draw a face-down single tile (the bonus die moves after placing it)."""

    TYPE = "favelas.draw_single"


@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Place the held tile: its first hex on (q, r), its second hex in `direction` (0..5)."""

    TYPE = "favelas.place_tile"
    q: int
    r: int
    direction: int = 0


@dataclass(frozen=True, slots=True)
class AdjustDie(Action):
    """Move the council die `die` up (+1) or down (-1), as a covered colour demands."""

    TYPE = "favelas.adjust_die"
    die: str
    delta: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Our ruling: no double fits the board and no single tile is left, so no tile is taken."""

    TYPE = "favelas.pass"


# Every action of this game by its TYPE: what a record of this game may hold.
ACTION_TYPES = codables_in(globals())
