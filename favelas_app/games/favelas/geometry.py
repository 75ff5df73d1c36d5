"""Where tiles can lie on the 9-house board: cells, neighbours and footprints."""

from __future__ import annotations

from favelas_app.games.favelas.components import BOARD_CELLS, DIRECTIONS

CELL_INDEX: dict[tuple[int, int], int] = {cell: i for i, cell in enumerate(BOARD_CELLS)}


def neighbour(q: int, r: int, direction: int) -> tuple[int, int]:
    dq, dr = DIRECTIONS[direction]
    return q + dq, r + dr


def footprint(q: int, r: int, direction: int, hexes: int) -> tuple[tuple[int, int], ...]:
    """The hexes a tile of `hexes` hexes covers with its first hex at (q, r)."""
    if hexes == 1:
        return ((q, r),)
    return ((q, r), neighbour(q, r, direction))


# For each board cell and direction, the index of the neighbouring cell, or -1 off the board.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(CELL_INDEX.get(neighbour(q, r, d), -1) for d in range(len(DIRECTIONS)))
    for q, r in BOARD_CELLS
)
