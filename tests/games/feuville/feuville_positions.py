"""Builders of Feuville positions for the rule tests: start a game, then set dice, towns,
player boards, charms and the display the way a rulebook example shows them, keeping every
building tile, decree, grass tile and fairy magic tile accounted for; and the helpers the
rule tests share to read a position and play on it.

Building tiles are named by a compact spec: a kind letter, a shape or the clouds, then the
status symbols, e.g. "W" (plain wall), "W<" / "W>" (left / right corner wall), "WG" (town
gate), "T", "T<", "T>" (towers), "S1", "S2", "S3" (sky tiles with 1-3 clouds), "T+flag",
"S1+griffin+griffin"; "W?", "T?", "S?" is any tile of the kind. "@" is the owner's start
tile (a wall that never burns, at x = 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pytest

from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.core.rng import Rng
from favelas_app.core.tuples import replaced
from favelas_app.games.feuville.components import (
    CHARMS,
    DECREES,
    FIRST_TOWN_EVALUATION,
    ROWS,
    START_TILE,
    TILES,
)
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES, category_key
from favelas_app.games.feuville.state import (
    COAT_OF_ARMS,
    EMPTY,
    GRASS,
    NO_GRASS,
    Column,
    FeuvilleState,
    Stored,
)

PLAYERS = (2, 3, 4)
WALL, TOWER, SKY = ROWS
START = "@"
_KINDS = {"W": "wall", "T": "tower", "S": "sky"}
_SHAPES = {"<": "left", ">": "right", "G": "gate"}


# -- starting and checking ---------------------------------------------------------------------


def started(players: int = 2, seed: int = 0) -> FeuvilleState:
    """A game just set up for `players` with `seed`: the first player's dice are rolled."""
    return checked(GAME.new_game(Setup(players), seed))


def checked(s: FeuvilleState) -> FeuvilleState:
    """`s` itself, once the engine's invariant checker has passed it."""
    GAME.check_invariants(s)
    return s


# -- building tiles ----------------------------------------------------------------------------


def spec_of(spec: str) -> tuple[str, str, int, tuple[str, ...]]:
    """(kind, shape, clouds, sorted symbols) of a tile spec such as "S2+griffin"."""
    head, *symbols = spec.split("+")
    kind = _KINDS[head[0]]
    rest = head[1:]
    if kind == SKY:
        return kind, "sky", int(rest), tuple(sorted(symbols))
    return kind, _SHAPES.get(rest, "plain"), 0, tuple(sorted(symbols))


def matches(tile: int, spec: str) -> bool:
    t = TILES[tile]
    if spec.endswith("?"):
        return t.kind == _KINDS[spec[0]]
    return (t.kind, t.shape, t.clouds, tuple(sorted(t.symbols))) == spec_of(spec)


def unused_tiles(s: FeuvilleState) -> list[int]:
    """Tiles still in play but unused: in a stack (bottom first) or face up in the display."""
    in_stacks = [t for stack in s.stacks for t in stack]
    return [*in_stacks, *(t for row in s.display for t in row if t != EMPTY)]


def find_tiles(s: FeuvilleState, specs: Iterable[str]) -> tuple[int, ...]:
    """An unused tile for each spec, all different (stack tiles before display tiles)."""
    pool = unused_tiles(s)
    found: list[int] = []
    for spec in specs:
        tile = next((t for t in pool if t not in found and matches(t, spec)), None)
        assert tile is not None, f"no unused tile {spec!r}"
        found.append(tile)
    return tuple(found)


def without_tiles(s: FeuvilleState, tiles: Iterable[int]) -> FeuvilleState:
    """`s` with `tiles` taken out of the stacks and the display; a display space so emptied
    gets the top tile of its stack, so the rows stay full."""
    gone = set(tiles)
    new = s.copy()
    stacks = [tuple(t for t in stack if t not in gone) for stack in new.stacks]
    display = [list(row) for row in new.display]
    for r, row in enumerate(display):
        for c, tile in enumerate(row):
            if tile in gone:
                row[c] = stacks[r][-1] if stacks[r] else EMPTY
                stacks[r] = stacks[r][:-1]
    new.stacks = tuple(stacks)
    new.display = tuple(tuple(row) for row in display)
    return new


def _to_stack_bottom(s: FeuvilleState, tiles: Iterable[int]) -> None:
    """Puts `tiles` back under their stacks (in place)."""
    for tile in tiles:
        r = ROWS.index(TILES[tile].kind)
        s.stacks = replaced(s.stacks, r, (tile, *s.stacks[r]))


def with_display_tile(s: FeuvilleState, row: str, column: int, spec: str) -> FeuvilleState:
    """Lays an unused `spec` tile face up on display `column` (1-6) of `row`; the tile that
    lay there goes under its stack."""
    (tile,) = find_tiles(s, [spec])
    new = without_tiles(s, [tile])
    r = ROWS.index(row)
    old = new.display[r][column - 1]
    new.display = replaced(new.display, r, replaced(new.display[r], column - 1, tile))
    if old != EMPTY:
        _to_stack_bottom(new, [old])
    return checked(new)


def with_row(s: FeuvilleState, row: str, specs: Sequence[str | None]) -> FeuvilleState:
    """Sets the whole display `row` (None leaves a space empty); the tiles that lay there
    go under their stack."""
    r = ROWS.index(row)
    new = s.copy()
    old = [t for t in new.display[r] if t != EMPTY]
    new.display = replaced(new.display, r, (EMPTY,) * len(new.display[r]))
    _to_stack_bottom(new, old)
    tiles = iter(find_tiles(new, [spec for spec in specs if spec is not None]))
    placed = tuple(EMPTY if spec is None else next(tiles) for spec in specs)
    new = without_tiles(new, [t for t in placed if t != EMPTY])
    new.display = replaced(new.display, r, placed)
    return checked(new)


def with_empty_spaces(s: FeuvilleState, row: str, columns: Iterable[int]) -> FeuvilleState:
    """Empties display `columns` (1-6) of `row`; their tiles go under the stack."""
    r = ROWS.index(row)
    new = s.copy()
    display = list(new.display[r])
    old = []
    for c in columns:
        old.append(display[c - 1])
        display[c - 1] = EMPTY
    new.display = replaced(new.display, r, tuple(display))
    _to_stack_bottom(new, [t for t in old if t != EMPTY])
    return checked(new)


def with_stack(s: FeuvilleState, row: str, size: int) -> FeuvilleState:
    """Leaves only the top `size` tiles on `row`'s stack; the others leave the game."""
    r = ROWS.index(row)
    new = s.copy()
    stack = new.stacks[r]
    keep = stack[len(stack) - size :] if size else ()
    new.removed_tiles = (*new.removed_tiles, *stack[: len(stack) - size])
    new.stacks = replaced(new.stacks, r, keep)
    return checked(new)


# -- towns -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Col:
    """A column of a town description: tile specs bottom up, burnt or not, grass under it."""

    tiles: tuple[str, ...]
    burnt: bool = False
    grass: int = NO_GRASS


def col(*tiles: str, burnt: bool = False, grass: int = NO_GRASS) -> Col:
    return Col(tiles, burnt, grass)


def with_town(
    s: FeuvilleState, player: int, columns: Sequence[Col | tuple[str, ...]], left: int | None = None
) -> FeuvilleState:
    """Gives `player` the town `columns` (left to right); the column starting with "@" is
    the start tile's, at x = 0, so `town_left` follows from it (and must equal `left` if
    given). The old town's tiles go under their stacks and its grass back to the supply; a
    coat of arms under a column means the player's Town Evaluation is done."""
    cols = [c if isinstance(c, Col) else Col(tuple(c)) for c in columns]
    starts = [i for i, c in enumerate(cols) if c.tiles[0] == START]
    assert len(starts) == 1, "exactly one column stands on the start tile"
    town_left = -starts[0]
    assert left is None or left == town_left, "town_left is where the start tile stands"
    new = s.copy()
    old = new.towns[player]
    _to_stack_bottom(new, [t for c in old for t in c.tiles if t < START_TILE])
    new.grass += sum(c.grass == GRASS for c in old)
    specs = [spec for c in cols for spec in c.tiles if spec != START]
    tiles = iter(find_tiles(new, specs))
    built = tuple(
        Column(
            tuple(START_TILE + player if spec == START else next(tiles) for spec in c.tiles),
            c.burnt,
            c.grass,
        )
        for c in cols
    )
    new = without_tiles(new, [t for c in built for t in c.tiles if t < START_TILE])
    new.towns = replaced(new.towns, player, built)
    new.town_left = replaced(new.town_left, player, town_left)
    new.grass -= sum(c.grass == GRASS for c in cols)
    if any(c.grass == COAT_OF_ARMS for c in cols) and not town_evaluated(new, player):
        new = with_evaluated(new, player, [new.town_evaluations[0]])
    return checked(new)


def town_evaluated(s: FeuvilleState, player: int) -> bool:
    return any(d >= FIRST_TOWN_EVALUATION for d in s.evaluated[player])


def town_tiles(s: FeuvilleState, player: int) -> tuple[tuple[int, ...], ...]:
    """The tiles of each column of `player`'s town, left to right."""
    return tuple(c.tiles for c in s.towns[player])


def column(s: FeuvilleState, player: int, x: int) -> Column:
    found = s.column_at(player, x)
    assert found is not None, f"no column at x = {x}"
    return found


# -- decrees -----------------------------------------------------------------------------------


def decree_ids(kind: str, symbol: str = "", multiplier: int = 0) -> list[int]:
    return [
        d
        for d, decree in enumerate(DECREES)
        if decree.kind == kind
        and (not symbol or decree.symbol == symbol)
        and (not multiplier or decree.multiplier == multiplier)
    ]


def _take_decree(s: FeuvilleState, decree: int) -> FeuvilleState:
    """`s` with `decree` taken from wherever it lies unused: the stack, the display (the
    space gets the top of the stack), the box or the Town Evaluation space."""
    new = s.copy()
    if decree in new.decree_stack:
        new.decree_stack = tuple(d for d in new.decree_stack if d != decree)
    elif decree in new.decree_display:
        c = new.decree_display.index(decree)
        refill = EMPTY
        if new.decree_stack:
            refill, new.decree_stack = new.decree_stack[-1], new.decree_stack[:-1]
        new.decree_display = replaced(new.decree_display, c, refill)
    elif decree in new.removed_decrees:
        new.removed_decrees = tuple(d for d in new.removed_decrees if d != decree)
    elif decree in new.town_evaluations:
        new.town_evaluations = tuple(d for d in new.town_evaluations if d != decree)
    else:
        raise AssertionError(f"decree {decree} is not unused")
    return new


def free_decree(s: FeuvilleState, kind: str, symbol: str = "", multiplier: int = 0) -> int:
    """An unused decree of that kind (in the stack, the display or the box)."""
    unused = {*s.decree_stack, *s.decree_display, *s.removed_decrees}
    for d in decree_ids(kind, symbol, multiplier):
        if d in unused:
            return d
    raise AssertionError(f"no unused decree {kind} {symbol} {multiplier}")


def with_decree_display(
    s: FeuvilleState, column: int, kind: str, symbol: str = "", multiplier: int = 0
) -> FeuvilleState:
    """Lays an unused decree of that kind on display `column` (1-6); the one that lay there
    goes under the decree stack."""
    decree = free_decree(s, kind, symbol, multiplier)
    new = _take_decree(s, decree)
    old = new.decree_display[column - 1]
    new.decree_display = replaced(new.decree_display, column - 1, decree)
    if old != EMPTY:
        new.decree_stack = (old, *new.decree_stack)
    return checked(new)


def with_decrees_left(
    s: FeuvilleState, stack: int, empty_columns: Iterable[int] = ()
) -> FeuvilleState:
    """Leaves `stack` decrees in the face-down stack and empties the display `empty_columns`;
    the others go back to the box."""
    new = s.copy()
    gone = list(new.decree_stack[: len(new.decree_stack) - stack])
    new.decree_stack = new.decree_stack[len(new.decree_stack) - stack :] if stack else ()
    display = list(new.decree_display)
    for c in empty_columns:
        gone.append(display[c - 1])
        display[c - 1] = EMPTY
    new.decree_display = tuple(display)
    new.removed_decrees = (*new.removed_decrees, *(d for d in gone if d != EMPTY))
    return checked(new)


def with_evaluated(s: FeuvilleState, player: int, decrees: Iterable[int]) -> FeuvilleState:
    """`player` has evaluated `decrees` (no points are added)."""
    new = s.copy()
    for decree in decrees:
        new = _take_decree(new, decree)
        new.evaluated = replaced(new.evaluated, player, (*new.evaluated[player], decree))
    return new


def with_evaluated_count(s: FeuvilleState, counts: Sequence[int]) -> FeuvilleState:
    """Each player has evaluated counts[p] decrees taken from the stack (no points)."""
    new = s
    for p, count in enumerate(counts):
        new = with_evaluated(new, p, new.decree_stack[:count])
    return checked(new)


# -- player boards and fairy magic -------------------------------------------------------------


def charm_ids(kind: str, points: int = 0) -> list[int]:
    return [
        c
        for c, charm in enumerate(CHARMS)
        if charm.kind == kind and (not points or charm.points == points)
    ]


def _take_charm(s: FeuvilleState, kind: str, points: int = 0) -> tuple[FeuvilleState, int]:
    """An unused fairy magic tile of `kind`, taken from the pile (or from the display, whose
    space gets one from the pile)."""
    new = s.copy()
    for charm in charm_ids(kind, points):
        if charm in new.charm_pile:
            new.charm_pile = tuple(c for c in new.charm_pile if c != charm)
            return new, charm
    for charm in charm_ids(kind, points):
        if charm in new.charm_display:
            slot = new.charm_display.index(charm)
            refill = EMPTY
            if new.charm_pile:
                refill, new.charm_pile = new.charm_pile[-1], new.charm_pile[:-1]
            new.charm_display = replaced(new.charm_display, slot, refill)
            return new, charm
    raise AssertionError(f"no unused fairy magic {kind}")


def with_charms(s: FeuvilleState, player: int, kinds: Iterable[str]) -> FeuvilleState:
    """`player` holds fairy magic of `kinds` on their board; what they held goes back to the
    pile."""
    new = s.copy()
    new.charm_pile = (*new.charm_pile, *new.charms[player])
    new.charms = replaced(new.charms, player, ())
    for kind in kinds:
        new, charm = _take_charm(new, kind)
        new.charms = replaced(new.charms, player, (*new.charms[player], charm))
    return checked(new)


def with_charm_display(s: FeuvilleState, kinds: Sequence[str | tuple[str, int]]) -> FeuvilleState:
    """The open fairy display shows `kinds` ("great_selection", or ("points", 5)); what lay
    there goes back to the pile."""
    new = s.copy()
    new.charm_pile = (*new.charm_pile, *(c for c in new.charm_display if c != EMPTY))
    new.charm_display = ()
    shown = []
    for kind in kinds:
        name, points = (kind, 0) if isinstance(kind, str) else kind
        new, charm = _take_charm(new, name, points)
        shown.append(charm)
    new.charm_display = tuple(shown)
    return checked(new)


def with_stored_tile(
    s: FeuvilleState, player: int, space: int, spec: str, protected: bool = False
) -> FeuvilleState:
    """Lays an unused `spec` tile on storage `space` of `player`'s board, under theft
    protection if `protected`."""
    (tile,) = find_tiles(s, [spec])
    new = without_tiles(s, [tile])
    return _store(new, player, space, "tile", tile, protected)


def with_stored_decree(
    s: FeuvilleState,
    player: int,
    space: int,
    kind: str,
    symbol: str = "",
    multiplier: int = 0,
    protected: bool = False,
) -> FeuvilleState:
    """Lays an unused decree of that kind on storage `space` of `player`'s board."""
    decree = free_decree(s, kind, symbol, multiplier)
    return _store(_take_decree(s, decree), player, space, "decree", decree, protected)


def _store(
    s: FeuvilleState, player: int, space: int, kind: str, item: int, protected: bool
) -> FeuvilleState:
    new = s.copy()
    assert new.boards[player][space] is None, "the storage space is free"
    protection = EMPTY
    if protected:
        new, protection = _take_charm(new, "theft_protection")
    board = replaced(new.boards[player], space, Stored(kind, item, protection))
    new.boards = replaced(new.boards, player, board)
    return checked(new)


def stored_item(s: FeuvilleState, player: int, space: int) -> int:
    stored = s.boards[player][space]
    assert stored is not None
    return stored.item


# -- the turn and the dice ---------------------------------------------------------------------


def turn(s: FeuvilleState, player: int, dice: tuple[int, int]) -> FeuvilleState:
    """`player` is in the open part of a fresh turn with `dice` rolled (no task owed)."""
    new = s.copy()
    new.current = player
    new.dice = dice
    new.used = (False, False)
    new.fairy_called = False
    new.gnome = 0
    new.tasks = ()
    return checked(new)


def rng_rolling(*rolls: int) -> int:
    """An RNG state whose next die rolls are `rolls`, found by search over seeds."""
    for seed in range(1_000_000):
        state = Rng.from_seed(seed).state
        rng = Rng(state)
        if all(rng.die() == roll for roll in rolls):
            return state
    raise AssertionError(f"no seed rolls {rolls}")


def with_rolls(s: FeuvilleState, *rolls: int) -> FeuvilleState:
    """`s` whose next die rolls will be `rolls`."""
    new = s.copy()
    new.rng = rng_rolling(*rolls)
    return checked(new)


def with_first(s: FeuvilleState, player: int) -> FeuvilleState:
    """`player` holds the cup: the starting player."""
    new = s.copy()
    new.first = player
    return checked(new)


def with_points(s: FeuvilleState, player: int, **points: int) -> FeuvilleState:
    """`player`'s ledger shows `points` in the named categories ("districts=12")."""
    new = s.copy()
    row = list(new.ledger[player])
    for name, value in points.items():
        row[CATEGORIES.index(name)] = value
    new.ledger = replaced(new.ledger, player, tuple(row))
    return checked(new)


# -- reading a position and playing on it ------------------------------------------------------


def play(state: FeuvilleState, *actions: Action) -> tuple[FeuvilleState, list[Event]]:
    """Applies `actions` in turn, checking the invariants after each; all the events."""
    events: list[Event] = []
    for action in actions:
        state, more = GAME.apply(state, action)
        checked(state)
        events += more
    return state, events


def refused(state: FeuvilleState, action: Action) -> str:
    """The reason key with which the engine refuses `action`; the state stays untouched."""
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, action)
    assert state == before, "a refused action leaves the state untouched"
    return caught.value.reason


def legal(state: FeuvilleState) -> list[Action]:
    return list(GAME.legal_actions(state))


def breakdown(state: FeuvilleState, player: int) -> dict[str, int]:
    """`player`'s score by category, without the "feuville.category." prefix."""
    parts = dict(GAME.scores(state)[player].breakdown)
    return {name: parts[category_key(name)] for name in CATEGORIES}


def totals(state: FeuvilleState) -> tuple[int, ...]:
    return tuple(score.total for score in GAME.scores(state))


def deciding(state: FeuvilleState) -> tuple[str, tuple[int, ...]]:
    """(decision kind, players) of the decision owed now."""
    decision = state.decision
    assert decision is not None
    return decision.kind, decision.players
