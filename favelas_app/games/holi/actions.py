"""What a Holi player decides: where their pawn starts, then the actions of a turn.

Squares are (x, y) on the acting player's floor: x is the column A-F as 0-5, y the row
1-6 as 0-5.
"""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.codec import codables_in
from favelas_app.core.protocol import Action


@dataclass(frozen=True, slots=True)
class PlacePawn(Action):
    """Set-up: put your pawn on the free ground-floor corner (x, y)."""

    TYPE = "holi.place_pawn"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class ThrowFaceUp(Action):
    """Throw Colour with `card` face up, turned `rotation` quarter turns clockwise.

    Pattern square `anchor` lies on your pawn; tokens go to the other squares. `skip` names
    the pattern squares left without a token, only when your supply is short of tokens.
    """

    TYPE = "holi.throw_face_up"
    card: str
    rotation: int
    anchor: int
    skip: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ThrowFaceDown(Action):
    """Throw Colour with `card` face down: one token on the square (x, y) of your floor."""

    TYPE = "holi.throw_face_down"
    card: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move your pawn to the square (x, y) of your floor, collecting what lies there."""

    TYPE = "holi.move"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Climb(Action):
    """Climb to the square straight above your pawn, one floor up."""

    TYPE = "holi.climb"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Finish your actions (after throwing colour) and draw up to 3 cards."""

    TYPE = "holi.end_turn"


# Every action of this game by its TYPE: what a record of this game may hold.
ACTION_TYPES = codables_in(globals())
