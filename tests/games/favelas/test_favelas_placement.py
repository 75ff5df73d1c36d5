"""Placing tiles on a Favelas player board (favelas_en.md, "When placing a tile")."""

from __future__ import annotations

import copy
from collections.abc import Sequence

import pytest
from favelas_positions import accepted, assert_refused, build_board, pick, placement, recount

from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import (
    BOARD_CELLS,
    BOARD_LAYOUTS,
    COLOURS,
    DIRECTIONS,
    TILES,
    Colour,
    TileKind,
)
from favelas_app.games.favelas.events import DieAdjusted, SupplyRefilled, TilePlaced, TurnStarted
from favelas_app.games.favelas.geometry import NEIGHBOURS, footprint
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, Step

B, P, Y, G, R = COLOURS

# Player 0 gets layout 0:  houses 0-3 = B P Y G,  houses 4-6 = R B P,  houses 7-8 = Y G.
LAYOUT = 0
assert BOARD_LAYOUTS[LAYOUT] == (B, P, Y, G, R, B, P, Y, G)

# An uneven board: two doubles stacked on houses 0-1 (height 2), one double on 5-6
# (height 1), a single on 8 (height 1); houses 2, 3, 4, 7 stay empty.
UNEVEN = [((G, R), (0, 1)), ((Y, G), (0, 1)), ((R, Y), (5, 6)), ((P,), (8,))]


# -- helpers -------------------------------------------------------------------------------


def _holding(tile_id: str, plan=(), seed: int = 5) -> FavelasState:
    """Player 0 (layout 0, tiles of `plan` on the board) has just taken `tile_id`."""
    used = {tile_id}
    state = GAME.new_game(Setup(2), seed).copy()
    state.layouts = (LAYOUT, 1)
    state.boards = (build_board(plan, used), state.boards[1])
    state.counts = recount(state)
    state.current = 0

    def keep(tiles: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t for t in tiles if t not in used)

    state.stack = keep(state.stack)
    state.supply = keep(state.supply)
    state.singles = keep(state.singles)
    state.boxed = keep(state.boxed)
    state.later_stacks = tuple(keep(s) for s in state.later_stacks)
    kind = TILES[tile_id].kind
    if kind is TileKind.SINGLE:
        state.singles = (*state.singles, tile_id)
        state, _ = GAME.apply(state, DrawSingle())
    elif kind is TileKind.END_OF_YEAR:
        state.stack = (*state.stack, tile_id)
        state, _ = GAME.apply(state, DrawFromStack())
    else:
        state.supply = (tile_id, *state.supply[:2])
        state, _ = GAME.apply(state, TakeFromSupply(tile_id))
    assert state.step is Step.PLACE and state.held == tile_id
    return state


def _tile(colours: Sequence[Colour], plan=(), kind=None) -> str:
    """A tile of `colours` that the tiles of `plan` leave free."""
    used: set[str] = set()
    build_board(plan, used)
    tile_id, _ = pick(colours, (0, 1)[: len(colours)], used, kind)
    return tile_id


def _accepted(state: FavelasState) -> set:
    """Every PlaceTile around the board that apply accepts."""
    around = range(-2, 6), range(-2, 5), range(-1, len(DIRECTIONS) + 1)
    return accepted(
        state, (PlaceTile(q, r, d) for q in around[0] for r in around[1] for d in around[2])
    )


def _cells(state: FavelasState, action: PlaceTile) -> frozenset:
    return frozenset(
        footprint(action.q, action.r, action.direction, len(TILES[state.held].colours))
    )


# -- NOPE: off the board, two heights ------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        PlaceTile(3, 0, 0),  # second hex east of the board
        PlaceTile(0, 0, 3),  # second hex west of the board
        PlaceTile(0, 0, 2),  # second hex above the top row
        PlaceTile(1, 2, 5),  # second hex below the bottom row
        PlaceTile(2, 1, 0),  # (3, 1) is not a house: the outline is 4-3-2
        PlaceTile(-1, 0, 0),  # first hex off, second on (0, 0)
        PlaceTile(9, 9, 0),  # wholly off
    ],
)
def test_double_beyond_the_board_is_refused(action):
    """NOPE: 'Tiles cannot extend beyond the Player Board.'"""
    tile_id = _tile((B, P))
    state = _holding(tile_id)
    assert_refused(state, action, "favelas.illegal.off_board")


@pytest.mark.parametrize("cell", [(2, 2), (3, 1), (-1, 1), (0, 3), (4, 0)])
def test_single_beyond_the_board_is_refused(cell):
    """NOPE: 'never extend beyond the perimeter of the Player Board' holds for singles too."""
    tile_id = _tile((Y,))
    state = _holding(tile_id)
    assert_refused(state, PlaceTile(*cell), "favelas.illegal.off_board")


@pytest.mark.parametrize(
    "houses",
    [(1, 2), (2, 1), (0, 4), (4, 0), (1, 5), (5, 4), (8, 7), (5, 7)],
)
def test_double_across_two_heights_is_refused(houses):
    """NOPE: 'Tiles cannot cross two different heights at once.'"""
    tile_id = _tile((B, P), UNEVEN)
    state = _holding(tile_id, UNEVEN)
    error = assert_refused(state, placement(houses), "favelas.illegal.mixed_height")
    heights = sorted(state.height(0, h) for h in houses)
    assert (error.params["low"], error.params["high"]) == (heights[0], heights[1])


@pytest.mark.parametrize("direction", [-1, 6, 7])
def test_direction_must_be_one_of_six(direction):
    """'You may orient the tile any direction' = the 6 hex directions (COMPONENTS.md)."""
    tile_id = _tile((B, P))
    state = _holding(tile_id)
    assert_refused(state, PlaceTile(1, 1, direction), "favelas.illegal.bad_direction")


def test_placing_does_not_change_the_given_state():
    """Engine contract: apply returns a new state and never mutates its input."""
    tile_id = _tile((B, P), UNEVEN)
    state = _holding(tile_id, UNEVEN)
    before = copy.deepcopy(state)
    new, _ = GAME.apply(state, placement((2, 3)))
    assert state == before
    assert new != state


# -- what fits -------------------------------------------------------------------------------


@pytest.mark.parametrize("direction", range(6))
def test_all_six_orientations_fit_at_one_height(direction):
    """'You may orient the tile any direction': all 6 around the central house (1, 1)."""
    tile_id = _tile((B, P))
    state = _holding(tile_id)
    new, events = GAME.apply(state, PlaceTile(1, 1, direction))
    dq, dr = DIRECTIONS[direction]
    cells = ((1, 1), (1 + dq, 1 + dr))
    assert TilePlaced(0, tile_id, cells, 1) in events
    first, second = (BOARD_CELLS.index(c) for c in cells)
    assert new.boards[0][first] == ((tile_id, B),)
    assert new.boards[0][second] == ((tile_id, P),)


@pytest.mark.parametrize("spelling", [(5, 6), (6, 5)])
def test_double_stacks_exactly_on_a_placed_double(spelling):
    """'Tiles stack upward': a double may lie exactly on top of a placed double."""
    plan = [((R, Y), (5, 6))]
    tile_id = _tile((G, B), plan)
    state = _holding(tile_id, plan)
    new, events = GAME.apply(state, placement(spelling))
    assert [e.level for e in events if isinstance(e, TilePlaced)] == [2]
    assert new.height(0, 5) == new.height(0, 6) == 2
    assert new.tallest(0) == 2


def test_double_stacks_three_high():
    """'Tiles stack upward': no height limit is given; a third level fits on two."""
    plan = [((R, Y), (5, 6)), ((G, B), (6, 5))]
    tile_id = _tile((P, Y), plan)
    state = _holding(tile_id, plan)
    new, events = GAME.apply(state, placement((5, 6)))
    assert [e.level for e in events if isinstance(e, TilePlaced)] == [3]
    assert new.tallest(0) == 3


def test_double_cannot_half_overlap_a_placed_double():
    """NOPE: a double half on a placed double and half on the board crosses two heights."""
    plan = [((R, Y), (5, 6))]
    tile_id = _tile((G, B), plan)
    state = _holding(tile_id, plan)
    for other in (1, 2, 3, 4, 7, 8):
        for pair in ((5, other), (6, other)):
            if pair[1] in NEIGHBOURS[pair[0]]:
                assert_refused(state, placement(pair), "favelas.illegal.mixed_height")


@pytest.mark.parametrize("house", range(9))
def test_single_fits_any_house_at_any_height(house):
    """A single tile is one hex, so it lies flat on any house, whatever its height."""
    tile_id = _tile((R,), UNEVEN)
    state = _holding(tile_id, UNEVEN)
    height = state.height(0, house)
    new, events = GAME.apply(state, placement((house,)))
    assert TilePlaced(0, tile_id, (BOARD_CELLS[house],), height + 1) in events
    assert new.boards[0][house][-1] == (tile_id, R)


# -- legal_actions is exactly what apply accepts ----------------------------------------------


@pytest.mark.parametrize("plan", [(), UNEVEN], ids=["flat", "uneven"])
def test_legal_placements_of_a_mixed_double_are_exactly_the_accepted_ones(plan):
    """'orient the tile any direction' within the board at one height: offered = accepted."""
    tile_id = _tile((B, P), plan)
    state = _holding(tile_id, plan)
    legal = GAME.legal_actions(state)
    assert len(legal) == len(set(legal))
    assert set(legal) == _accepted(state)


@pytest.mark.parametrize("plan", [(), UNEVEN], ids=["flat", "uneven"])
def test_legal_placements_of_an_end_of_year_tile_are_exactly_the_accepted_ones(plan):
    """END OF YEAR: a drawn End of Year tile is placed like any double: offered = accepted."""
    tile_id = _tile((G, R), plan, TileKind.END_OF_YEAR)
    state = _holding(tile_id, plan)
    legal = GAME.legal_actions(state)
    assert len(legal) == len(set(legal))
    assert set(legal) == _accepted(state)


@pytest.mark.parametrize("plan", [(), UNEVEN], ids=["flat", "uneven"])
def test_same_colour_double_is_offered_once_per_position(plan):
    """A same-colour double looks alike both ways round: offered once, both spellings accepted."""
    tile_id = _tile((Y, Y), plan)
    state = _holding(tile_id, plan)
    legal = GAME.legal_actions(state)
    accepted = _accepted(state)
    offered_positions = [_cells(state, a) for a in legal]
    assert len(offered_positions) == len(set(offered_positions)), "each position once"
    assert set(legal) <= accepted
    assert set(offered_positions) == {_cells(state, a) for a in accepted}
    for position in offered_positions:
        spellings = [a for a in accepted if _cells(state, a) == position]
        assert len(spellings) == 2, "both ends may be named first"


@pytest.mark.parametrize("plan", [(), UNEVEN], ids=["flat", "uneven"])
def test_single_is_offered_once_per_house(plan):
    """A single fits every house: one offer per house, any direction accepted."""
    tile_id = _tile((G,), plan)
    state = _holding(tile_id, plan)
    legal = GAME.legal_actions(state)
    accepted = _accepted(state)
    assert sorted(_cells(state, a) for a in legal) == sorted(
        frozenset({cell}) for cell in BOARD_CELLS
    )
    assert set(legal) <= accepted
    assert {_cells(state, a) for a in accepted} == {frozenset({cell}) for cell in BOARD_CELLS}
    assert len(accepted) == len(BOARD_CELLS) * len(DIRECTIONS)


# -- covering a matching colour ---------------------------------------------------------------


def test_covering_two_matching_colours_adjusts_both_dice():
    """'if your Double Favela Tile covers both spaces with matching colors', adjust both dice."""
    tile_id = _tile((B, P))
    state = _holding(tile_id)
    new, _ = GAME.apply(state, placement((0, 1)))  # blue on blue house 0, purple on purple 1
    assert new.step is Step.ADJUST
    assert new.pending_dice == ("blue", "purple")
    assert new.decision.kind == Step.ADJUST.value
    assert new.decision.params == {"die": "blue", "value": new.die("blue"), "remaining": 2}
    assert new.current == 0


def test_covering_one_matching_colour_adjusts_one_die():
    """'If you place a tile that covers a space with a matching color ... adjust' that die."""
    tile_id = _tile((B, Y))
    state = _holding(tile_id)
    new, _ = GAME.apply(state, placement((0, 1)))  # blue on blue, yellow on purple
    assert new.pending_dice == ("blue",)


def test_same_colour_double_on_two_matching_houses_adjusts_that_die_twice():
    """'covers both spaces with matching colors': a blue double on two blues moves blue twice."""
    plan = [((B, B), (4, 7))]
    tile_id = _tile((B, B), plan)
    state = _holding(tile_id, plan)
    state.dice = (3, 3, 3, 3, 3, 3)
    state, _ = GAME.apply(state, placement((4, 7)))
    assert state.pending_dice == ("blue", "blue")
    state, first = GAME.apply(state, AdjustDie("blue", +1))
    assert state.decision.params == {"die": "blue", "value": 4, "remaining": 1}
    state, second = GAME.apply(state, AdjustDie("blue", +1))
    assert [e for e in first + second if isinstance(e, DieAdjusted)] == [
        DieAdjusted(0, "blue", +1, 4),
        DieAdjusted(0, "blue", +1, 5),
    ]
    assert state.die("blue") == 5
    assert state.step is Step.SOURCE and state.current == 1


def test_single_adjusts_the_bonus_die_then_a_matching_colour():
    """Action C: the bonus die moves by 1, and 'In addition' a covered matching colour's die."""
    tile_id = _tile((Y,))
    state = _holding(tile_id)
    new, _ = GAME.apply(state, placement((2,)))  # yellow single on yellow house 2
    assert new.pending_dice == ("bonus", "yellow")
    assert new.decision.params["die"] == "bonus"


def test_single_without_a_match_adjusts_the_bonus_die_only():
    """Action C: 'any player who takes a Single Favela Tile must increase or decrease' the bonus."""
    tile_id = _tile((Y,))
    state = _holding(tile_id)
    new, _ = GAME.apply(state, placement((0,)))  # yellow single on blue house 0
    assert new.step is Step.ADJUST
    assert new.pending_dice == ("bonus",)


def test_match_is_against_the_visible_top_not_the_printed_house():
    """'the colors beneath no longer count': a match is with the top colour of the house."""
    plan = [((G, B), (4, 5))]  # house 4 is printed red, now shows green
    on_green, _ = GAME.apply(_holding(_tile((G,), plan), plan), placement((4,)))
    assert on_green.pending_dice == ("bonus", "green")
    on_red, _ = GAME.apply(_holding(_tile((R,), plan), plan), placement((4,)))
    assert on_red.pending_dice == ("bonus",)


def test_no_match_no_adjustment_and_the_turn_ends():
    """'After placing your tile, refill the supply': no match, so no die moves and play goes on."""
    tile_id = _tile((B, P))
    state = _holding(tile_id)
    top = state.stack[-1]
    new, events = GAME.apply(state, placement((1, 0)))  # blue on purple, purple on blue
    assert new.pending_dice == ()
    assert not any(isinstance(e, DieAdjusted) for e in events)
    assert new.dice == state.dice
    assert new.step is Step.SOURCE and new.held is None
    assert new.current == 1
    assert SupplyRefilled(top) in events and TurnStarted(1) in events
    assert len(new.supply) == 3


def test_placed_tile_records_its_colours_house_by_house():
    """'Only the top, visible level of each space is counted': each house keeps its own hex."""
    tile_id = _tile((B, P), UNEVEN)
    state = _holding(tile_id, UNEVEN)
    new, _ = GAME.apply(state, placement((0, 1)))  # on top of the two doubles at height 2
    assert new.boards[0][0][-1] == (tile_id, B)
    assert new.boards[0][1][-1] == (tile_id, P)
    assert new.visible(0, 0) is B and new.visible(0, 1) is P
    assert new.counts == recount(new)
