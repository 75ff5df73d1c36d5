"""The physical components of Favelas as data (rulebook: favelas_en.md; COMPONENTS.md).

Items marked [our design] are substitutes for facts the rulebook leaves open; each is named
here so it can be corrected in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations


class Colour(StrEnum):
    """The five tile colours [rulebook]; also the names of the five colour dice."""

    BLUE = "blue"
    PURPLE = "purple"
    YELLOW = "yellow"
    GREEN = "green"
    RED = "red"


COLOURS: tuple[Colour, ...] = tuple(Colour)
BONUS_DIE = "bonus"  # the clear 5-colour bonus council die [rulebook]
DICE: tuple[str, ...] = (*COLOURS, BONUS_DIE)  # council board order
DIE_MIN, DIE_MAX = 1, 6

YEARS = 3
SUPPLY_SIZE = 3
INITIAL_STACK = {2: 8, 3: 11, 4: 14}  # doubles per year stack before the bottom four [rulebook]
BOTTOM_DOUBLES = 3  # shuffled with one End of Year tile under each stack [rulebook]


class TileKind(StrEnum):
    DOUBLE = "double"
    SINGLE = "single"
    END_OF_YEAR = "end_of_year"


@dataclass(frozen=True, slots=True)
class Tile:
    """A physical tile: one hex (single) or two joined hexes, each with a colour."""

    id: str
    kind: TileKind
    colours: tuple[Colour, ...]

    @property
    def is_single(self) -> bool:
        return len(self.colours) == 1


def _make_tiles() -> dict[str, Tile]:
    pairs = list(combinations(COLOURS, 2))  # the 10 mixed pairs
    # [our design] 55 doubles over all 15 colour pairs: 4 of each mixed pair, 3 of each
    # same-colour pair, so every colour shows on exactly 22 hexes.
    doubles = [pair for pair in pairs for _ in range(4)]
    doubles += [(colour, colour) for colour in COLOURS for _ in range(3)]
    # [our design] 10 singles: 2 of each colour.
    singles = [colour for colour in COLOURS for _ in range(2)]
    # [our design] 5 End of Year tiles, mixed doubles forming a ring of the colours.
    end_of_year = [(COLOURS[i], COLOURS[(i + 1) % len(COLOURS)]) for i in range(len(COLOURS))]

    tiles: dict[str, Tile] = {}
    for i, pair in enumerate(doubles, 1):
        tiles[f"D{i:02d}"] = Tile(f"D{i:02d}", TileKind.DOUBLE, pair)
    for i, colour in enumerate(singles, 1):
        tiles[f"S{i:02d}"] = Tile(f"S{i:02d}", TileKind.SINGLE, (colour,))
    for i, pair in enumerate(end_of_year, 1):
        tiles[f"E{i}"] = Tile(f"E{i}", TileKind.END_OF_YEAR, pair)
    return tiles


TILES: dict[str, Tile] = _make_tiles()
DOUBLE_IDS = tuple(t.id for t in TILES.values() if t.kind is TileKind.DOUBLE)
SINGLE_IDS = tuple(t.id for t in TILES.values() if t.kind is TileKind.SINGLE)
END_OF_YEAR_IDS = tuple(t.id for t in TILES.values() if t.kind is TileKind.END_OF_YEAR)

# Hex geometry: axial coordinates (q, r) of pointy-top hexes; direction d points from a
# tile's first hex to its second. Directions run anticlockwise from east.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

# [our design] Every board has the same 9-house outline, rows of 4, 3 and 2 houses
# ("roughly triangular"), listed row by row.
BOARD_CELLS: tuple[tuple[int, int], ...] = (
    (0, 0), (1, 0), (2, 0), (3, 0),
    (0, 1), (1, 1), (2, 1),
    (0, 2), (1, 2),
)  # fmt: skip

_B, _P, _Y, _G, _R = COLOURS
# [our design] Four distinct colour layouts of the printed houses, in BOARD_CELLS order.
# Each has every colour, two houses of four colours and one of the fifth.
BOARD_LAYOUTS: tuple[tuple[Colour, ...], ...] = (
    (_B, _P, _Y, _G, _R, _B, _P, _Y, _G),
    (_Y, _R, _G, _B, _G, _P, _Y, _B, _R),
    (_R, _G, _P, _R, _B, _Y, _B, _G, _P),
    (_P, _P, _B, _Y, _R, _G, _Y, _B, _R),
)
