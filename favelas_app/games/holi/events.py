"""What happens in a game of Holi, reported by `apply` for logs and animation.

Positions in events are (floor, x, y) with floors 1 (ground) to 3 (top).
"""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class PawnPlaced(Event):
    TYPE = "holi.pawn_placed"
    player: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    TYPE = "holi.turn_started"
    player: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """`card` went onto the player's discard pile; a face-down card is HIDDEN ("?")."""

    TYPE = "holi.card_played"
    player: int
    card: str
    face_up: bool


@dataclass(frozen=True, slots=True)
class TokenThrown(Event):
    """A token of `player` was thrown onto (floor, x, y); where it ends up follows."""

    TYPE = "holi.token_thrown"
    player: int
    floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TokenFell(Event):
    """A token of `owner` fell from `from_floor` to `to_floor` at (x, y)."""

    TYPE = "holi.token_fell"
    owner: int
    from_floor: int
    to_floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TokenLanded(Event):
    """A token of `owner` now lies on (floor, x, y)."""

    TYPE = "holi.token_landed"
    owner: int
    floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PawnHit(Event):
    """A token of `owner` hit the pawn of `target` and went to their supply.

    `direct` is a thrown token (a direct hit), otherwise a falling one; `points` went to
    `scorer` (the thrower for a direct hit, the owner under the rain-of-colour card).
    """

    TYPE = "holi.pawn_hit"
    owner: int
    target: int
    floor: int
    x: int
    y: int
    direct: bool
    scorer: int
    points: int


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    TYPE = "holi.pawn_moved"
    player: int
    floor: int
    from_x: int
    from_y: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TokenCollected(Event):
    """`player` picked up a token of `owner` from (floor, x, y) into their supply."""

    TYPE = "holi.token_collected"
    player: int
    owner: int
    floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class SweetsCollected(Event):
    TYPE = "holi.sweets_collected"
    player: int
    count: int
    floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PawnClimbed(Event):
    """The pawn of `player` climbed to `floor` at (x, y)."""

    TYPE = "holi.pawn_climbed"
    player: int
    floor: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class RivalryScored(Event):
    """A rivalry card scored `points` for `player` during play."""

    TYPE = "holi.rivalry_scored"
    player: int
    card: str
    points: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    TYPE = "holi.cards_drawn"
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """The game is over for `player`; `reason` is a locale key saying why."""

    TYPE = "holi.player_out"
    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    TYPE = "holi.game_ended"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    tiebreak: str | None
