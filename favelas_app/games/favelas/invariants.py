"""Invariants every reachable Favelas state keeps; the fuzzer checks them after each action."""

from __future__ import annotations

from collections import Counter

from favelas_app.games.favelas.components import (
    BOARD_CELLS,
    DICE,
    DIE_MAX,
    DIE_MIN,
    SUPPLY_SIZE,
    TILES,
    YEARS,
    TileKind,
)
from favelas_app.games.favelas.geometry import NEIGHBOURS
from favelas_app.games.favelas.state import FavelasState, Step

_STACKED = (TileKind.DOUBLE, TileKind.END_OF_YEAR)


def check_invariants(s: FavelasState) -> None:
    """Raises AssertionError naming the first broken invariant of a true (unhidden) state."""
    _check_tiles(s)
    _check_boards(s)
    _check_stacks(s)
    assert all(DIE_MIN <= value <= DIE_MAX for value in s.dice), f"die out of 1..6: {s.dice}"
    assert len(s.dice) == len(DICE)
    assert len(s.supply) <= SUPPLY_SIZE, f"supply of {len(s.supply)}"
    for year in s.year_points:
        assert len(year) == s.players
    for p in range(s.players):
        from_years = sum(sum(year[p]) for year in s.year_points)
        assert s.track[p] == from_years, f"player {p}: track {s.track[p]} != years {from_years}"
    scored = YEARS if s.step is Step.OVER else s.year - 1
    assert len(s.year_points) == scored, f"{len(s.year_points)} years scored in year {s.year}"
    assert (s.held is not None) == (s.step is Step.PLACE), f"held {s.held} at step {s.step}"
    assert bool(s.pending_dice) == (s.step is Step.ADJUST), f"pending dice at {s.step}"
    assert all(die in DICE for die in s.pending_dice)
    assert 0 <= s.current < s.players


def _check_tiles(s: FavelasState) -> None:
    """Every tile is in exactly one place; a tile on a board shows all of its hexes."""
    places: Counter[str] = Counter()
    for zone in (s.stack, *s.later_stacks, s.supply, s.singles, s.boxed, s.discarded):
        places.update(zone)
    if s.held is not None:
        places[s.held] += 1
    on_boards: Counter[str] = Counter()
    for board in s.boards:
        on_boards.update({tile for house in board for tile, _ in house})
    places.update(on_boards)
    assert places == Counter(list(TILES)), _difference(places)


def _difference(places: Counter[str]) -> str:
    missing = sorted(set(TILES) - set(places))
    twice = sorted(tile for tile, n in places.items() if n > 1)
    unknown = sorted(set(places) - set(TILES))
    return f"tiles missing {missing}, twice {twice}, unknown {unknown}"


def _check_boards(s: FavelasState) -> None:
    for p, board in enumerate(s.boards):
        assert len(board) == len(BOARD_CELLS)
        hexes: dict[str, list[tuple[int, int, str]]] = {}
        for house, layers in enumerate(board):
            for level, (tile, colour) in enumerate(layers):
                hexes.setdefault(tile, []).append((house, level, colour))
        for tile, placed in hexes.items():
            colours = TILES[tile].colours
            assert len(placed) == len(colours), f"player {p}: tile {tile} shows {len(placed)} hexes"
            assert sorted(c for _, _, c in placed) == sorted(colours), f"{tile} colours changed"
            assert len({level for _, level, _ in placed}) == 1, f"player {p}: {tile} not flat"
            if len(placed) == 2:
                (a, _, _), (b, _, _) = placed
                assert b in NEIGHBOURS[a], (
                    f"player {p}: {tile} on houses {a} and {b}, not neighbours"
                )
        recount = s.visible_counts(p)
        assert s.counts[p] == recount, f"player {p}: counts {s.counts[p]} but boards show {recount}"


def _check_stacks(s: FavelasState) -> None:
    """Stacks hold doubles, one End of Year tile among the bottom four; singles are singles."""
    for stack in s.later_stacks:
        kinds = [TILES[tile].kind for tile in stack]
        assert kinds.count(TileKind.END_OF_YEAR) == 1, "a later stack lacks its End of Year tile"
        assert all(TILES[tile].kind is TileKind.DOUBLE for tile in stack[4:]), (
            "End of Year too high"
        )
    assert all(TILES[tile].kind in _STACKED for tile in s.stack)
    assert all(TILES[tile].kind is TileKind.DOUBLE for tile in s.stack[4:]), "End of Year too high"
    assert sum(TILES[tile].kind is TileKind.END_OF_YEAR for tile in s.stack) <= 1
    assert all(TILES[tile].kind is TileKind.DOUBLE for tile in s.supply), "End of Year in supply"
    assert all(TILES[tile].kind is TileKind.SINGLE for tile in s.singles)
