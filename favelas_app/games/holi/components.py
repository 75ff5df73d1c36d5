"""The physical facts of Holi: the tower, the sweets, the colour cards and the rivalry cards.

Facts from holi_pt.md are marked [rulebook]; COMPONENTS.md's public facts [public]; our own
substitutes for what no source gives are marked [our design] and can be corrected here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

SIDE = 6  # [public] each floor is a 6x6 grid
FLOORS = 3  # [rulebook] ground, middle and top floor
SQUARES = SIDE * SIDE
CELLS = FLOORS * SQUARES  # a cell is one square of one floor: (floor - 1) * SQUARES + square

COLUMN_NAMES = "ABCDEF"  # [our design] edge coordinates: columns A-F, rows 1-6, floors 1-3

TOKENS_PER_PLAYER = 25  # [rulebook]
CARDS_PER_PLAYER = 13  # [rulebook]
HAND_SIZE = 3  # [rulebook] draw up to 3 at the end of a turn
OPENING_HAND = 1  # [rulebook] one card drawn at set-up
FLOOR_POINTS = (1, 2, 3)  # [rulebook] per own token on the ground, middle and top floor
POINTS_PER_TOKEN_ON_OTHERS = 2  # [rulebook] per own token in another player's supply
POINTS_PER_SWEETER_THAN = 5  # [rulebook] per player with strictly fewer sweets
DIRECT_HIT_POINTS = 1  # [rulebook]
MAX_RIVALRY_CARDS = 3  # [rulebook] up to 3 revealed

COLOURS = ("blue", "yellow", "red", "green")  # [public] seat order


def square_of(x: int, y: int) -> int:
    return y * SIDE + x


def xy_of(square: int) -> tuple[int, int]:
    return square % SIDE, square // SIDE


def cell_of(floor: int, square: int) -> int:
    return (floor - 1) * SQUARES + square


def floor_of(cell: int) -> int:
    return cell // SQUARES + 1


def on_grid(x: int, y: int) -> bool:
    return 0 <= x < SIDE and 0 <= y < SIDE


def square_name(x: int, y: int) -> str:
    """A square named by the board's edge letters and numbers, like "C4"."""
    return f"{COLUMN_NAMES[x]}{y + 1}"


CORNERS = tuple(square_of(x, y) for y in (0, SIDE - 1) for x in (0, SIDE - 1))

# [rulebook] the 8 squares sharing a side with a corner square get the sweets.
SWEET_SQUARES = tuple(
    sorted(
        square_of(cx + dx, cy + dy)
        for cx in (0, SIDE - 1)
        for cy in (0, SIDE - 1)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if on_grid(cx + dx, cy + dy)
    )
)
SWEETS_PER_SQUARE = {1: 2, 2: 1, 3: 0}  # [rulebook] by floor; 16 + 8 = 24 in all
TOTAL_SWEETS = sum(count * len(SWEET_SQUARES) for count in SWEETS_PER_SQUARE.values())


def is_edge(square: int) -> bool:
    """Edge and corner squares: nobody climbs from them."""
    x, y = xy_of(square)
    return x in (0, SIDE - 1) or y in (0, SIDE - 1)


def neighbours(square: int) -> tuple[int, ...]:
    """The squares sharing a side with `square` (perpendicular, never diagonal)."""
    x, y = xy_of(square)
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    return tuple(square_of(x + dx, y + dy) for dx, dy in steps if on_grid(x + dx, y + dy))


@dataclass(frozen=True)
class Card:
    """A colour card: coloured squares of a 3x3 pattern as (dx, dy), and the ☀ square if any.

    The pawn stands on one coloured square (the ☀ square on ☀ cards); the others get tokens.
    """

    name: str
    squares: tuple[tuple[int, int], ...]
    sun: int | None = None  # index into `squares`

    def anchors(self) -> tuple[int, ...]:
        """The pattern squares the pawn may stand on."""
        return (self.sun,) if self.sun is not None else tuple(range(len(self.squares)))


# [our design] the 13 patterns, identical in every colour: 9 flexible cards of 3 squares
# (the pawn on any of them, 2 tokens) and 4 ☀ cards of 4 squares (the pawn on ☀, 3 tokens).
CARDS: dict[str, Card] = {
    card.name: card
    for card in (
        Card("line", ((0, 0), (1, 0), (2, 0))),
        Card("corner", ((0, 0), (1, 0), (0, 1))),
        Card("diagonal", ((0, 0), (1, 1), (2, 2))),
        Card("chevron", ((0, 0), (1, 1), (2, 0))),
        Card("hook", ((0, 0), (1, 0), (2, 1))),
        Card("triangle", ((0, 0), (2, 0), (0, 2))),
        Card("arrow", ((0, 0), (2, 0), (1, 2))),
        Card("kite", ((0, 0), (1, 0), (2, 2))),
        Card("scatter", ((0, 0), (2, 1), (1, 2))),
        Card("sun_row", ((1, 1), (0, 0), (1, 0), (2, 0)), sun=0),
        Card("sun_embrace", ((1, 1), (0, 1), (1, 0), (2, 1)), sun=0),
        Card("sun_far_row", ((1, 2), (0, 0), (1, 0), (2, 0)), sun=0),
        Card("sun_fan", ((1, 1), (0, 0), (2, 0), (1, 2)), sun=0),
    )
}
CARD_NAMES = tuple(CARDS)
ROTATIONS = 4  # [rulebook] any of the four orientations


def rotated(offset: tuple[int, int], rotation: int) -> tuple[int, int]:
    """`offset` turned `rotation` quarter turns clockwise (on screen, rows growing downward)."""
    dx, dy = offset
    for _ in range(rotation % ROTATIONS):
        dx, dy = -dy, dx
    return dx, dy


class RivalryKind(StrEnum):
    RULE = "rule"  # changes a rule of play
    SCORING = "scoring"  # adds a way to score


# [our design] the published 21 rivalry cards are not known: this is our own labelled set.
# Each name is also the last part of its locale keys (holi.rivalry.<name>.title / .text).
RIVALRY_CARDS: dict[str, RivalryKind] = {
    "summit": RivalryKind.SCORING,  # 2 more points per own token on the top floor
    "splash": RivalryKind.SCORING,  # 6 to whoever has the largest connected patch on a floor
    "column": RivalryKind.SCORING,  # 3 per square where your tokens fill all three floors
    "first_to_the_top": RivalryKind.SCORING,  # 5 at once to the first pawn on the top floor
    "double_hit": RivalryKind.RULE,  # a direct hit scores 2 instead of 1
    "rain_of_colour": RivalryKind.RULE,  # a falling token on another pawn scores 1 for its owner
    "quiet_hands": RivalryKind.RULE,  # face-down throws may follow each other
    "nimble": RivalryKind.RULE,  # the Move action may be taken twice in a turn
}
SUMMIT_POINTS = 2
SPLASH_POINTS = 6
COLUMN_POINTS = 3
FIRST_TO_THE_TOP_POINTS = 5
DOUBLE_HIT_POINTS = 2
RAIN_POINTS = 1
NIMBLE_MOVES = 2
