"""Random-play properties of the Favelas engine: invariants, replays, and the checker itself."""

from __future__ import annotations

import pytest
from favelas_positions import recount, remove_everywhere

from favelas_app.core.fuzz import fuzz, play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.components import TILES, TileKind
from favelas_app.games.favelas.invariants import check_invariants
from favelas_app.games.favelas.rules import GAME


def test_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    """1,000 random games over 2-4 players: invariants after every action, record == replay."""
    report = fuzz(GAME, games=1000, seed=2026)
    assert report.games == 1000
    assert set(report.games_by_players) == {2, 3, 4}
    assert all(count >= 250 for count in report.games_by_players.values())


def test_random_games_reach_every_end_of_year_path() -> None:
    """Fuzzing is only worth something if random play meets both End of Year paths."""
    ways: set[str] = set()
    for seed in range(150):
        record, _ = play_random_game(GAME, 2 + seed % 3, seed, check=False)
        state = GAME.new_game(record.setup, record.seed)
        for action in record.actions:
            state, events = GAME.apply(state, action)
            ways.update(getattr(event, "by", "") for event in events)
    assert {"draw", "refill"} <= ways


def _late_state():
    record, _ = play_random_game(GAME, 3, 11, check=False)
    state = GAME.new_game(Setup(3), 11)
    for action in record.actions[:60]:
        state, _ = GAME.apply(state, action)
    check_invariants(state)
    return state.copy()


def test_checker_catches_a_tile_in_two_places() -> None:
    """The tile-accounting invariant fails when a tile is duplicated."""
    state = _late_state()
    state.supply = (*state.supply, state.stack[-1])
    with pytest.raises(AssertionError, match="twice"):
        check_invariants(state)


def test_checker_catches_a_lost_tile() -> None:
    """The tile-accounting invariant fails when a tile disappears."""
    state = _late_state()
    state.singles = state.singles[:-1]
    with pytest.raises(AssertionError, match="missing"):
        check_invariants(state)


def test_checker_catches_a_die_out_of_bounds() -> None:
    """Dice stay within 1..6."""
    state = _late_state()
    state.dice = (7, *state.dice[1:])
    with pytest.raises(AssertionError, match=r"die out of 1\.\.6"):
        check_invariants(state)


def test_checker_catches_counts_that_differ_from_the_boards() -> None:
    """The visible colour counts must match the tops of the houses."""
    state = _late_state()
    first = state.counts[0]
    state.counts = ((first[0] + 1, first[1] - 1, *first[2:]), *state.counts[1:])
    with pytest.raises(AssertionError, match="counts"):
        check_invariants(state)


def test_checker_catches_a_track_that_differs_from_the_years() -> None:
    """The score track must equal the sum of the year scores."""
    state = _late_state()
    state.track = (state.track[0] + 1, *state.track[1:])
    with pytest.raises(AssertionError, match="track"):
        check_invariants(state)


def test_checker_catches_a_tile_that_is_not_flat() -> None:
    """A double's two hexes lie at one height: one raised on a single is refused."""
    state = GAME.new_game(Setup(3), 5).copy()
    single, double = "S01", "D01"
    remove_everywhere(state, {single, double})
    low, high = TILES[double].colours
    board = list(state.boards[0])
    board[0] = ((single, TILES[single].colours[0]), (double, low))  # level 2
    board[1] = ((double, high),)  # level 1: the tile bends over two heights
    state.boards = (tuple(board), *state.boards[1:])
    state.counts = recount(state)
    with pytest.raises(AssertionError, match="not flat"):
        check_invariants(state)


def test_checker_catches_an_end_of_year_tile_too_high_in_a_stack() -> None:
    """The End of Year tile lies in the bottom four of its stack."""
    state = GAME.new_game(Setup(2), 3).copy()
    stack = list(state.later_stacks[-1])
    low = next(i for i, tile in enumerate(stack) if TILES[tile].kind is TileKind.END_OF_YEAR)
    stack[low], stack[-1] = stack[-1], stack[low]
    state.later_stacks = (*state.later_stacks[:-1], tuple(stack))
    with pytest.raises(AssertionError, match="End of Year"):
        check_invariants(state)
