"""What must hold in every Feuville state; the fuzzer checks it after every action."""

from __future__ import annotations

from collections import Counter

from favelas_app.games.feuville.components import (
    CHARM_SPACES,
    CHARMS,
    DECREES,
    DISPLAY_COLUMNS,
    FIRST_TOWN_EVALUATION,
    GRASS_TILES,
    MAX_HEIGHT,
    ROWS,
    START_TILE,
    STORAGE_SPACES,
    TILES,
)
from favelas_app.games.feuville.state import (
    COAT_OF_ARMS,
    EMPTY,
    GRASS,
    FeuvilleState,
    TaskKind,
)


def _exactly_once(name: str, found: list[int], expected: range) -> None:
    if sorted(found) == list(expected):
        return
    counts = Counter(found)
    missing = [i for i in expected if counts[i] == 0]
    twice = [i for i, n in counts.items() if n > 1]
    assert not missing, f"{name} missing: {missing}"
    assert not twice, f"{name} in two places: {twice}"
    assert set(counts) <= set(expected), f"unknown {name}: {set(counts) - set(expected)}"


def _held(s: FeuvilleState, kind: TaskKind) -> list[int]:
    return [task.item for task in s.tasks if task.kind is kind]


def check_invariants(s: FeuvilleState) -> None:
    n = s.players
    stored = [item for board in s.boards for item in board if item is not None]
    built = [tile for town in s.towns for column in town for tile in column.tiles]
    display_tiles = [t for row in s.display for t in row if t != EMPTY]
    tiles = [*built, *display_tiles, *(t for stack in s.stacks for t in stack)]
    tiles += [item.item for item in stored if item.kind == "tile"]
    tiles += [*_held(s, TaskKind.PLACE_TILE), *s.removed_tiles]
    _exactly_once("building tile", tiles, range(START_TILE + n))

    decrees = [*s.decree_stack, *(d for d in s.decree_display if d != EMPTY)]
    decrees += [item.item for item in stored if item.kind == "decree"]
    decrees += [*_held(s, TaskKind.PLACE_DECREE), *s.removed_decrees, *s.town_evaluations]
    decrees += [d for done in s.evaluated for d in done]
    _exactly_once("decree", decrees, range(len(DECREES)))

    charms = [*s.charm_pile, *(c for c in s.charm_display if c != EMPTY)]
    charms += [c for held in s.charms for c in held]
    charms += [item.protection for item in stored if item.protection != EMPTY]
    charms += _held(s, TaskKind.PLACE_CHARM)
    _exactly_once("fairy magic tile", charms, range(len(CHARMS)))

    for row, kind in zip(s.display, ROWS, strict=True):
        assert len(row) == DISPLAY_COLUMNS, "a display row has six spaces"
        assert all(TILES[t].kind == kind for t in row if t != EMPTY), f"wrong tile in {kind} row"
    for stack, kind in zip(s.stacks, ROWS, strict=True):
        assert all(TILES[t].kind == kind for t in stack), f"wrong tile in the {kind} stack"
    assert len(s.decree_display) == DISPLAY_COLUMNS
    assert all(d < FIRST_TOWN_EVALUATION for d in s.decree_display), "Town Evaluation on display"
    for item in stored:
        if item.kind == "tile":
            assert item.item < START_TILE, "a start tile on a board"
        else:
            assert DECREES[item.item].kind != "town_evaluation", "a Town Evaluation stored"
        if item.protection != EMPTY:
            assert CHARMS[item.protection].kind == "theft_protection", (
                "a charm that does not protect"
            )

    grass_used = 0
    for p in range(n):
        town = s.towns[p]
        assert town, "every town has its start tile"
        starts = [x for x, column in enumerate(town) if column.is_start]
        assert starts == [-s.town_left[p]], "the start tile stands at x = 0"
        assert town[starts[0]].tiles[0] == START_TILE + p, "a player's own start tile"
        for column in town:
            assert 1 <= column.height <= MAX_HEIGHT, "a column has 1 to 3 tiles"
            kinds = tuple(TILES[t].kind for t in column.tiles)
            assert kinds == ROWS[: column.height], f"column built out of order: {kinds}"
            assert not (column.is_start and column.burnt), "the start tile never burns"
        arms = sum(column.grass == COAT_OF_ARMS for column in town)
        towns_done = sum(d >= FIRST_TOWN_EVALUATION for d in s.evaluated[p])
        assert arms == towns_done <= 1, "the coat of arms lies under one column per evaluation"
        grass_used += sum(column.grass == GRASS for column in town)
        assert len(s.boards[p]) == STORAGE_SPACES, "two storage spaces"
        assert len(s.charms[p]) <= CHARM_SPACES, "at most two charms on a board"
        assert all(points >= 0 for points in s.ledger[p]), "points never go down"
    assert s.grass + grass_used == GRASS_TILES, "every grass tile in the supply or under a column"
    assert all(1 <= die <= 6 for die in s.dice), "dice show 1 to 6"
    assert all(0 <= task.player < n for task in s.tasks), "tasks belong to players"
    assert not (s.over and s.tasks), "nothing is owed after the game"
