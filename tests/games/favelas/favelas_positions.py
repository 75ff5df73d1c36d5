"""Builders of Favelas positions for tests: real tiles laid as the rules allow."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence

import pytest

from favelas_app.core.protocol import Action, IllegalAction
from favelas_app.games.favelas.actions import PlaceTile
from favelas_app.games.favelas.components import BOARD_CELLS, TILES, Colour, TileKind
from favelas_app.games.favelas.geometry import NEIGHBOURS
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState

# A plan lays tiles bottom up: (colours, houses), a double's first colour on its first house.
Plan = Sequence[tuple[Sequence[Colour], Sequence[int]]]


def pick(
    colours: Sequence[Colour], houses: Sequence[int], used: set[str], kind: TileKind | None = None
) -> tuple[str, tuple[int, ...]]:
    """An unused tile showing `colours` on `houses` (End of Year tiles only if `kind` says so),
    and the houses in the tile's own hex order."""
    wanted = (kind,) if kind else (TileKind.DOUBLE, TileKind.SINGLE)
    for tile in TILES.values():
        if tile.id in used or tile.kind not in wanted:
            continue
        if tile.colours == tuple(colours):
            used.add(tile.id)
            return tile.id, tuple(houses)
        if tile.colours == tuple(reversed(colours)):
            used.add(tile.id)
            return tile.id, tuple(reversed(houses))
    raise AssertionError(f"no unused tile with colours {colours}")


def placement(houses: Sequence[int]) -> PlaceTile:
    """The PlaceTile putting a tile's first hex on houses[0] and its second on houses[1]."""
    q, r = BOARD_CELLS[houses[0]]
    if len(houses) == 1:
        return PlaceTile(q, r)
    return PlaceTile(q, r, NEIGHBOURS[houses[0]].index(houses[1]))


def build_board(plan: Plan, used: set[str]) -> tuple:
    """Lay tiles as the rules allow (neighbouring houses of one height) and return the board."""
    board: list[tuple] = [()] * len(BOARD_CELLS)
    for colours, houses in plan:
        tile_id, houses = pick(colours, houses, used)
        assert len({len(board[h]) for h in houses}) == 1, "a tile lies at one height"
        if len(houses) == 2:
            assert houses[1] in NEIGHBOURS[houses[0]], "a double covers neighbouring houses"
        for house, colour in zip(houses, TILES[tile_id].colours, strict=True):
            board[house] = (*board[house], (tile_id, colour))
    return tuple(board)


def recount(state: FavelasState) -> tuple[tuple[int, ...], ...]:
    """Visible colour counts of every player, recomputed from the boards."""
    return tuple(state.visible_counts(p) for p in range(state.players))


def remove_everywhere(state: FavelasState, ids: set[str]) -> None:
    """Take tiles now lying on boards out of every other zone, so each tile is in one place."""

    def keep(tiles: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t for t in tiles if t not in ids)

    state.stack = keep(state.stack)
    state.later_stacks = tuple(keep(s) for s in state.later_stacks)
    state.supply = keep(state.supply)
    state.singles = keep(state.singles)
    state.boxed = keep(state.boxed)
    state.discarded = keep(state.discarded)


def end_of_year_on_top(state: FavelasState) -> str:
    """Move this year's End of Year tile to the top of its stack; return its id."""
    (eoy,) = [t for t in state.stack if TILES[t].kind is TileKind.END_OF_YEAR]
    state.stack = (*(t for t in state.stack if t != eoy), eoy)
    return eoy


def assert_refused(state: FavelasState, action: Action, reason: str) -> IllegalAction:
    """The engine refuses `action` with `reason` and leaves the state untouched."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, action)
    assert caught.value.reason == reason
    assert state == before, "a refused action leaves the state untouched"
    return caught.value


def accepted(state: FavelasState, candidates: Iterable[Action]) -> set[Action]:
    """The candidate actions that `apply` accepts in `state`."""
    ok = set()
    for action in candidates:
        try:
            GAME.apply(state, action)
        except IllegalAction:
            continue
        ok.add(action)
    return ok
