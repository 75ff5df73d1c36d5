"""Building a townscape, the player board and refilling the display (feuville_en.md "1. Taking
a Building tile", "Laying rules for building FEUVILLE", "2. Receiving a Royal Decree";
feuville_de.md "Bauplättchen müssen immer über mindestens eine Seite miteinander verbunden
sein"; COMPONENTS.md rulings; rules.py)."""

from __future__ import annotations

import pytest
from feuville_positions import (
    SKY,
    TOWER,
    WALL,
    checked,
    col,
    column,
    legal,
    play,
    refused,
    started,
    stored_item,
    town_tiles,
    turn,
    with_decrees_left,
    with_display_tile,
    with_empty_spaces,
    with_stack,
    with_stored_decree,
    with_stored_tile,
    with_town,
)

from favelas_app.games.feuville.actions import (
    Build,
    EndTurn,
    Store,
    TakeBuilding,
    TakeDecree,
)
from favelas_app.games.feuville.components import START_TILE
from favelas_app.games.feuville.events import (
    DecreeRevealed,
    DieUsed,
    ItemDiscarded,
    ItemStored,
    RowRefilled,
    TileBuilt,
    TileTaken,
)
from favelas_app.games.feuville.state import EMPTY, HELD, FeuvilleState, Stored

START = START_TILE  # player 0's start tile


def _position(
    town: list, dice: tuple[int, int] = (3, 5), stored: tuple[str, ...] = ()
) -> FeuvilleState:
    """Two players; player 0 to act with `dice`, the town `town` and the tiles `stored` on
    their board."""
    state = with_town(turn(started(2, 0), 0, dice), 0, town)
    for space, spec in enumerate(stored):
        state = with_stored_tile(state, 0, space, spec)
    return checked(state)


# -- the laying rules --------------------------------------------------------------------------


def test_columns_grow_wall_tower_sky() -> None:
    """Laying rules: "Columns must always be built from bottom to top ... Wall tiles always lie at
    the bottom; Tower tiles always lie in the middle and Sky tiles are always uppermost": a
    wall, then a tower on it, then a sky tile, at levels 0, 1, 2 of column 1."""
    state = _position([("@",)], stored=("W", "T"))
    wall, tower = stored_item(state, 0, 0), stored_item(state, 0, 1)
    after, events = play(state, Build(0, 1), Build(1, 1))
    assert events == [TileBuilt(0, wall, 1, 0), TileBuilt(0, tower, 1, 1)]
    after = with_stored_tile(after, 0, 0, "S2")
    sky = stored_item(after, 0, 0)
    after, events = play(after, Build(0, 1))
    assert events == [TileBuilt(0, sky, 1, 2)]
    assert town_tiles(after, 0) == ((START,), (wall, tower, sky))
    assert after.boards[0] == (None, None)


def test_a_tower_may_stand_on_the_start_tile() -> None:
    """Laying rules: "All Tower tiles can be combined with any Wall tiles": the start tile is a
    wall, so a tower goes on it."""
    state = _position([("@",)], stored=("T<",))
    tower = stored_item(state, 0, 0)
    after, events = play(state, Build(0, 0))
    assert events == [TileBuilt(0, tower, 0, 1)]
    assert town_tiles(after, 0) == ((START, tower),)


@pytest.mark.parametrize(
    ("town", "spec", "x", "reason"),
    [
        ([("@",)], "T", 1, "feuville.illegal.in_the_air"),
        ([("@",), ("W",)], "S1", 1, "feuville.illegal.in_the_air"),
        ([("@",), ("W",)], "S1", 2, "feuville.illegal.in_the_air"),
        ([("@",), ("W",)], "W", 1, "feuville.illegal.level_taken"),
        ([("@",), ("W",)], "W", 0, "feuville.illegal.level_taken"),
        ([("@",), ("W", "T")], "T", 1, "feuville.illegal.level_taken"),
        ([("@",), ("W", "T", "S1")], "S2", 1, "feuville.illegal.level_taken"),
    ],
    ids=[
        "tower-in-the-air",
        "sky-on-a-wall",
        "sky-in-the-air",
        "wall-on-a-wall",
        "wall-on-the-start",
        "tower-on-a-tower",
        "fourth-tile",
    ],
)
def test_nothing_is_built_up_in_the_air_or_out_of_order(
    town: list, spec: str, x: int, reason: str
) -> None:
    """Laying rules: "You cannot build 'up in the air'"; "A maximum of 3 Building tiles may be
    built on top of each other", each kind on its own level."""
    state = _position(town, stored=(spec,))
    assert refused(state, Build(0, x)) == reason
    assert Build(0, x) not in legal(state)


def test_a_wall_starts_a_column_at_either_end_of_the_town() -> None:
    """Laying rules (de): "Bauplättchen müssen immer über mindestens eine Seite miteinander
    verbunden sein" (COMPONENTS.md: tiles must touch the town): a wall goes beside the
    leftmost or the rightmost column, nowhere else."""
    state = _position([("W",), ("@",), ("W",)], stored=("W",))
    builds = [a for a in legal(state) if isinstance(a, Build)]
    assert builds == [Build(0, -2), Build(0, 2)]
    assert refused(state, Build(0, 3)) == "feuville.illegal.not_touching"
    assert refused(state, Build(0, -3)) == "feuville.illegal.not_touching"


def test_a_wall_at_the_left_end_keeps_the_start_tile_at_zero() -> None:
    """Laying rules: the town grows sideways; "Once a Building tile has been used for building, it
    may no longer be removed from the townscape or moved": a column added at the left gets
    x = -1 and every other column keeps its place."""
    state = _position([("@",), ("W",)], stored=("W<",))
    wall = stored_item(state, 0, 0)
    old = town_tiles(state, 0)
    after, events = play(state, Build(0, -1))
    assert events == [TileBuilt(0, wall, -1, 0)]
    assert after.town_left[0] == -1
    assert town_tiles(after, 0) == ((wall,), *old)
    assert column(after, 0, 0).tiles == (START,)


def test_there_is_no_limit_to_the_width() -> None:
    """Laying rules: "There is no limit to the width of the building": a town of ten columns
    still takes a wall at both ends."""
    state = _position([("@",), *[("W?",)] * 9], stored=("W",))
    assert [a for a in legal(state) if isinstance(a, Build)] == [Build(0, -1), Build(0, 10)]
    after, _ = play(state, Build(0, 10))
    assert len(after.towns[0]) == 11


@pytest.mark.parametrize(
    ("ruin", "spec", "x"),
    [(col("W", burnt=True), "T", 1), (col("W", "T", burnt=True), "S1", 1)],
    ids=["tower-on-burnt-wall", "sky-on-burnt-tower"],
)
def test_nothing_is_built_on_ruins(ruin: object, spec: str, x: int) -> None:
    """Laying rules: "Burnt tiles are ruins. You cannot build on ruins"; Dragomir: "Before you
    continue building, you must turn burnt Wall and Tower tiles back"."""
    state = _position([("@",), ruin], stored=(spec,))
    assert refused(state, Build(0, x)) == "feuville.illegal.on_ruins"
    assert Build(0, x) not in legal(state)


def test_the_town_may_grow_beside_a_ruin() -> None:
    """Dragomir: "You may continue to build in the unburnt areas of your town or extend your
    town in width": a new wall beside a burnt end column is allowed."""
    state = _position([("@",), col("W", "T", burnt=True)], stored=("W",))
    wall = stored_item(state, 0, 0)
    _, events = play(state, Build(0, 2))
    assert events == [TileBuilt(0, wall, 2, 0)]


# -- building in a turn ------------------------------------------------------------------------


def test_build_from_the_board_any_number_of_times() -> None:
    """Taking a Building tile: "You may build with as many Building tiles ... as you wish during
    your turn. It makes no difference whether you have taken them from the game board or from
    your own player board": both stored tiles are built before any die is used, and the
    dice are still there to use."""
    state = _position([("@",)], stored=("W>", "T>"))
    after, events = play(state, Build(0, 1), Build(1, 1))
    assert [type(e) for e in events] == [TileBuilt, TileBuilt]
    assert after.used == (False, False)
    assert after.boards[0] == (None, None)


def test_build_from_the_board_after_both_dice() -> None:
    """Taking a Building tile: building is free throughout "your turn": with both dice used, a
    stored tile may still be built before the turn ends."""
    state = _position([("@",)], dice=(3, 5), stored=("W",))
    tile = stored_item(state, 0, 0)
    after, _ = play(state, TakeDecree(0), Store(), TakeDecree(1), Store(1))
    assert after.used == (True, True)
    assert Build(0, 1) in legal(after)
    after, events = play(after, Build(0, 1))
    assert events == [TileBuilt(0, tile, 1, 0)]
    assert EndTurn() in legal(after)


def test_a_taken_tile_is_built_or_stored() -> None:
    """Taking a Building tile: "then either build it immediately into your townscape or place it
    on a free space on your player board": the offers are exactly the sites and storing."""
    state = with_display_tile(_position([("@",)], dice=(3, 5)), WALL, 3, "W<")
    tile = state.display[0][2]
    held, _ = play(state, TakeBuilding(0, WALL))
    assert legal(held) == [Build(HELD, -1), Build(HELD, 1), Store()]
    _, events = play(held, Build(HELD, -1))
    assert events == [TileBuilt(0, tile, -1, 0)]
    stored, events = play(held, Store())
    assert events == [ItemStored(0, "tile", tile)]
    assert stored.boards[0] == (Stored("tile", tile), None)


def test_a_tile_with_no_site_can_only_be_stored() -> None:
    """Taking a Building tile: a sky tile taken for a town of only the start tile has nowhere to
    go ("You cannot build 'up in the air'"): it is stored."""
    state = _position([("@",)], dice=(3, 5))
    held, _ = play(state, TakeBuilding(0, SKY))
    assert legal(held) == [Store()]


def test_building_from_the_board_makes_room_for_the_taken_tile() -> None:
    """Taking a Building tile: "You may build with a tile from your player board, thus making
    space for a new one that you wish to place on the player board": with both spaces full,
    building one stored tile lets the taken tile go to the freed space, nothing discarded."""
    state = _position([("@",)], dice=(3, 5), stored=("W", "T?"))
    wall = stored_item(state, 0, 0)
    held, _ = play(state, TakeBuilding(0, SKY))
    tile = held.tasks[0].item
    after, events = play(held, Build(0, 1), Store())
    assert events == [TileBuilt(0, wall, 1, 0), ItemStored(0, "tile", tile)]
    assert stored_item(after, 0, 0) == tile


# -- the player board --------------------------------------------------------------------------


def test_two_storage_spaces_for_tiles_or_decrees() -> None:
    """Taking a Building tile: "A player board has spaces for a maximum of 2 Building tiles or 2
    Royal Decrees or 1 Building tile and 1 Royal Decree": with a tile and a decree stored, a
    third item finds no free space."""
    state = with_stored_decree(_position([("@",)], stored=("W",)), 0, 1, "splendid_view")
    held, _ = play(state, TakeBuilding(0, SKY))
    assert refused(held, Store()) == "feuville.illegal.board_full"
    assert [a for a in legal(held) if isinstance(a, Store)] == [Store(0), Store(1)]


@pytest.mark.parametrize("space", [0, 1])
def test_a_full_board_discards_an_old_item_out_of_the_game(space: int) -> None:
    """Taking a Building tile: "you may remove one of the Building tiles (or a Royal Decree)
    already lying there and thus make space for the new tile. The old tile is withdrawn from
    the game": the old tile goes to the removed tiles, the old decree to the removed decrees."""
    state = with_stored_decree(_position([("@",)], stored=("W",)), 0, 1, "splendid_view")
    old = state.boards[0][space]
    assert old is not None
    held, _ = play(state, TakeBuilding(0, SKY))
    tile = held.tasks[0].item
    after, events = play(held, Store(space))
    assert events == [ItemDiscarded(0, old.kind, old.item), ItemStored(0, "tile", tile)]
    assert after.boards[0][space] == Stored("tile", tile)
    if old.kind == "tile":
        assert after.removed_tiles[-1] == old.item
    else:
        assert after.removed_decrees[-1] == old.item


def test_nothing_is_discarded_while_a_space_is_free() -> None:
    """rules.py ruling: "A full board makes room by discarding one stored item; with a free space
    nobody discards"."""
    state = _position([("@",)], stored=("W",))
    held, _ = play(state, TakeBuilding(0, SKY))
    assert refused(held, Store(0)) == "feuville.illegal.space_free"
    assert [a for a in legal(held) if isinstance(a, Store)] == [Store()]


def test_a_taken_decree_goes_to_a_free_space() -> None:
    """Receiving a Royal Decree: "either evaluate this immediately or put it onto a free space on
    your player board"."""
    state = _position([("@",)], stored=("W",))
    decree = state.decree_display[4]
    after, events = play(state, TakeDecree(1), Store())
    assert events[-1] == ItemStored(0, "decree", decree)
    assert after.boards[0][1] == Stored("decree", decree)


# -- refilling the display ---------------------------------------------------------------------


def test_a_row_with_tiles_left_is_not_refilled() -> None:
    """ "If there are no more Building tiles lying in one (or more) rows on the game board, you
    must replenish this row": a row with tiles left keeps its empty space."""
    state = _position([("@",)])
    stack = state.stacks[0]
    after, events = play(state, TakeBuilding(0, WALL))
    assert not [e for e in events if isinstance(e, RowRefilled)]
    assert after.display[0][2] == EMPTY
    assert after.stacks[0] == stack


def test_an_emptied_row_is_refilled_at_once_left_to_right() -> None:
    """ "you must replenish this row (or rows) immediately. The rows are always replenished from
    left to right": taking the last wall tile refills all six spaces, column 1 getting the
    top tile of the wall stack, column 2 the next, and so on."""
    state = with_empty_spaces(_position([("@",)]), WALL, [1, 2, 4, 5, 6])
    stack = state.stacks[0]
    tile = state.display[0][2]
    after, events = play(state, TakeBuilding(0, WALL))
    fresh = tuple(reversed(stack[-6:]))
    assert events == [
        DieUsed(0, 0, "building", 3),
        TileTaken(0, tile, WALL, 3),
        RowRefilled(WALL, fresh),
    ]
    assert after.display[0] == fresh
    assert after.stacks[0] == stack[:-6]


def test_a_short_stack_fills_what_it_can_from_the_left() -> None:
    """ "The rows are always replenished from left to right. If a stack ... should be used up
    during the game, then this row can no longer be replenished": two tiles left fill
    columns 1 and 2."""
    state = with_stack(with_empty_spaces(_position([("@",)]), TOWER, [1, 2, 4, 5, 6]), TOWER, 2)
    top, second = state.stacks[1][1], state.stacks[1][0]
    after, events = play(state, TakeBuilding(0, TOWER))
    assert events[-1] == RowRefilled(TOWER, (top, second, EMPTY, EMPTY, EMPTY, EMPTY))
    assert after.display[1] == (top, second, EMPTY, EMPTY, EMPTY, EMPTY)
    assert after.stacks[1] == ()


def test_a_used_up_stack_leaves_the_row_empty() -> None:
    """ "If a stack ... should be used up during the game, then this row can no longer be
    replenished. Play continues with the remaining tiles": the emptied row stays empty and
    offers nothing."""
    state = with_stack(with_empty_spaces(_position([("@",)]), SKY, [1, 2, 4, 5, 6]), SKY, 0)
    after, events = play(state, TakeBuilding(0, SKY), Store())
    assert not [e for e in events if isinstance(e, RowRefilled)]
    assert after.display[2] == (EMPTY,) * 6
    assert not [a for a in legal(after) if isinstance(a, TakeBuilding) and a.row == SKY]
    assert refused(after, TakeBuilding(1, SKY)) == "feuville.illegal.no_tile_there"


def test_decrees_are_replenished_after_the_turn() -> None:
    """Receiving a Royal Decree: "After your turn, replenish the empty Royal Decree spaces": the
    taken decree's space stays empty during the turn; End Turn fills every empty space from
    the top of the decree stack, left to right."""
    state = with_decrees_left(_position([("@",)], dice=(3, 5)), 13, empty_columns=[2])
    stack = state.decree_stack
    after, _ = play(state, TakeDecree(1), Store(), TakeBuilding(0, WALL), Store())
    assert after.decree_display[1] == EMPTY
    assert after.decree_display[4] == EMPTY
    after, events = play(after, EndTurn())
    assert events[:2] == [DecreeRevealed(stack[-1], 2), DecreeRevealed(stack[-2], 5)]
    assert after.decree_display[1] == stack[-1]
    assert after.decree_display[4] == stack[-2]
    assert after.decree_stack == stack[:-2]
