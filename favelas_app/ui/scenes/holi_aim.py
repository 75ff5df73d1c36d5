"""What a pointer on the tower means in Holi: the held card's pattern laid there, the
face-down throw, a move, a pawn's start; always matched against the legal actions, which are
the only truth of what may be done.

A face-up card follows the pointer with the middle of its 3x3 pattern on the square pointed
at, turned as the card shows; it is thrown when the pawn's square is one of its coloured
squares (the ☀ square on ☀ cards) and the others are free. Squares are (x, y) on a floor.
"""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.core.protocol import Action, Game, IllegalAction
from favelas_app.games.holi.actions import Move, PlacePawn, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.components import CARDS, SIDE, rotated
from favelas_app.games.holi.state import HoliState

Square = tuple[int, int]


def pattern(card: str, rotation: int, centre: Square) -> list[Square]:
    """The squares of `card`'s pattern, turned `rotation` quarter turns, its middle on
    `centre` (some may lie off the floor)."""
    cx, cy = centre
    turned = (rotated((dx - 1, dy - 1), rotation) for dx, dy in CARDS[card].squares)
    return [(cx + dx, cy + dy) for dx, dy in turned]


def sun_square(card: str, rotation: int, centre: Square) -> Square | None:
    """Where the ☀ square of `card` lies in that pattern, if it has one."""
    sun = CARDS[card].sun
    return None if sun is None else pattern(card, rotation, centre)[sun]


def centre_for(card: str, rotation: int, anchor: int, pawn: Square) -> Square:
    """The square the pattern's middle lies on when pattern square `anchor` is on `pawn`."""
    ax, ay = CARDS[card].squares[anchor]
    dx, dy = rotated((ax - 1, ay - 1), rotation)
    return pawn[0] - dx, pawn[1] - dy


def face_up_at(
    legal: Sequence[Action],
    card: str,
    rotation: int,
    centre: Square,
    pawn: Square,
    choice: int = 0,
) -> ThrowFaceUp | IllegalAction:
    """The legal face-up throw of the pattern laid at `centre`, else the throw to ask the
    engine about, or why the pawn is not under the card at all. With too few tokens the
    thrower chooses which squares stay empty (rules.py): `choice` picks among those throws,
    counted round."""
    squares = pattern(card, rotation, centre)
    if pawn not in squares:
        return IllegalAction("holi.illegal.bad_anchor")
    throws = empty_choices(legal, card, rotation, squares.index(pawn))
    if throws:
        return throws[choice % len(throws)]
    return ThrowFaceUp(card, rotation, squares.index(pawn))


def empty_choices(
    legal: Sequence[Action], card: str, rotation: int, anchor: int
) -> list[ThrowFaceUp]:
    """The legal throws of one lay of `card`: one, or one per choice of squares left empty
    when the thrower's tokens are too few."""
    return [
        action
        for action in legal
        if isinstance(action, ThrowFaceUp)
        and (action.card, action.rotation, action.anchor) == (card, rotation, anchor)
    ]


def face_up_centres(legal: Sequence[Action], card: str, rotation: int, pawn: Square) -> set[Square]:
    """Every square where the card's middle may lie for a legal throw, turned as it is."""
    return {
        centre_for(card, rotation, a.anchor, pawn)
        for a in legal
        if isinstance(a, ThrowFaceUp) and a.card == card and a.rotation == rotation
    }


def on_floor(square: Square) -> Square:
    """`square` moved onto the floor: a pattern's middle may lie past the edge (only the
    coloured squares must be on it), and the pointer then aims at the edge square next to it."""
    return min(max(square[0], 0), SIDE - 1), min(max(square[1], 0), SIDE - 1)


def aim(centres: set[Square], pointer: Square) -> Square:
    """Where the card's middle goes for the pointer's square: on it, unless only a legal
    spot past the edge next to it makes sense there."""
    if pointer in centres:
        return pointer
    beyond = sorted(c for c in centres if c != on_floor(c) and on_floor(c) == pointer)
    return beyond[0] if beyond else pointer


def face_down_squares(legal: Sequence[Action], card: str) -> set[Square]:
    """The squares `card` may be thrown face down on; empty when face down is not allowed."""
    return {(a.x, a.y) for a in legal if isinstance(a, ThrowFaceDown) and a.card == card}


def face_down_allowed(legal: Sequence[Action]) -> bool:
    return any(isinstance(a, ThrowFaceDown) for a in legal)


def move_targets(legal: Sequence[Action]) -> set[Square]:
    return {(a.x, a.y) for a in legal if isinstance(a, Move)}


def corners(legal: Sequence[Action]) -> set[Square]:
    """The free corners a pawn may start on."""
    return {(a.x, a.y) for a in legal if isinstance(a, PlacePawn)}


def refusal(game: Game, state: HoliState, action: Action | IllegalAction) -> IllegalAction | None:
    """Why the engine refuses `action` (None if it takes it); an IllegalAction is its own."""
    if isinstance(action, IllegalAction):
        return action
    try:
        game.apply(state, action)
    except IllegalAction as refused:
        return refused
    return None
