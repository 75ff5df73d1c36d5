"""Year-end scoring of Favelas (favelas_en.md, "END OF YEAR"; COMPONENTS.md "Favelas")."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from favelas_positions import (
    build_board,
    end_of_year_on_top,
    pick,
    placement,
    recount,
    remove_everywhere,
)

from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.actions import PlaceTile, TakeFromSupply
from favelas_app.games.favelas.components import (
    BOARD_LAYOUTS,
    COLOURS,
    DICE,
    TILES,
)
from favelas_app.games.favelas.events import EndOfYearRevealed, YearScored
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.scoring import CATEGORIES, score_year
from favelas_app.games.favelas.state import FavelasState, Step

B, P, Y, G, R = COLOURS

# The rulebook's example: blue 1, purple 1, yellow 2, green 4, red 6, bonus 2 (DICE order).
EXAMPLE_DICE = (1, 1, 2, 4, 6, 2)
EXAMPLE_COUNTS = (
    (3, 2, 3, 1, 0),  # player 1: blue, purple, yellow; no red so no bonus
    (1, 2, 1, 3, 2),  # player 2: purple, green, bonus
    (1, 2, 1, 1, 4),  # player 3: purple, red, bonus
)
EXAMPLE_POINTS = (
    {"blue": 1, "purple": 1, "yellow": 2, "green": 0, "red": 0, "bonus": 0},
    {"blue": 0, "purple": 1, "yellow": 0, "green": 4, "red": 0, "bonus": 2},
    {"blue": 0, "purple": 1, "yellow": 0, "green": 0, "red": 6, "bonus": 2},
)
EXAMPLE_TOTALS = (4, 7, 9)

# Real boards for the example: (printed layout, tiles placed bottom up as (colours, houses)),
# a double's first colour lies on its first house. Houses are BOARD_CELLS indices.
EXAMPLE_BOARDS = (
    # layout 0 = B P Y G / R B P / Y G: a yellow double on houses 4 and 7, a blue single on 8.
    (0, [((Y, Y), (4, 7)), ((B,), (8,))]),
    # layout 1 = Y R G B / G P Y / B R: green double on 0-1, purple-red double on top of
    # it, a green single on 7.
    (1, [((G, G), (0, 1)), ((P, R), (0, 1)), ((G,), (7,))]),
    # layout 2 = R G P R / B Y B / G P: blue-green double on 4-7 (covering blue and green
    # with themselves), then a red double on top of it.
    (2, [((B, G), (4, 7)), ((R, R), (4, 7))]),
)


# -- helpers -------------------------------------------------------------------------------


def _example_position(seed: int = 7) -> tuple[FavelasState, PlaceTile]:
    """The example's boards and dice; player 1 to move, holding nothing yet.

    Returns the position and a placement for the supply's first tile (blue-purple) that
    changes no count and covers no matching colour: purple on P1's blue house 0 and blue on
    P1's purple house 1.
    """
    state = GAME.new_game(Setup(3), seed).copy()
    used: set[str] = set()
    state.layouts = tuple(layout for layout, _ in EXAMPLE_BOARDS)
    state.boards = tuple(build_board(plan, used) for _, plan in EXAMPLE_BOARDS)
    state.counts = recount(state)
    state.dice = EXAMPLE_DICE
    state.current = 0
    blue_purple, houses = pick((P, B), (0, 1), used)
    remove_everywhere(state, used)
    state.supply = (blue_purple, *state.supply[:2])
    return state, placement(houses)


def _points_by_category(row: Sequence[int]) -> dict[str, int]:
    return dict(zip(CATEGORIES, row, strict=True))


# -- the rulebook's example -----------------------------------------------------------------


def test_example_boards_show_the_example_counts():
    """END OF YEAR example: the rebuilt boards show the colour counts behind 4, 7 and 9 points."""
    state, _ = _example_position()
    assert state.counts == EXAMPLE_COUNTS
    assert recount(state) == state.counts
    placed = [layer[0] for board in state.boards for house in board for layer in house]
    for tile_id in placed:
        assert placed.count(tile_id) == len(TILES[tile_id].colours), "each tile lies once"
    assert state.tallest(1) == 2 and state.tallest(2) == 2 and state.tallest(0) == 1


def test_example_scored_directly():
    """END OF YEAR example: Player 1 = 4, Player 2 = 7, Player 3 = 9 points."""
    state, _ = _example_position()
    points = score_year(state.counts, state.dice)
    assert [_points_by_category(row) for row in points] == list(EXAMPLE_POINTS)
    assert tuple(sum(row) for row in points) == EXAMPLE_TOTALS


def test_example_scored_by_the_engine_at_year_end():
    """END OF YEAR example: the engine scores 4, 7, 9 when the End of Year tile shows up."""
    state, placement = _example_position()
    eoy = end_of_year_on_top(state)
    before = state.copy()

    state, events = GAME.apply(state, TakeFromSupply(state.supply[0]))
    state, placed = GAME.apply(state, placement)
    events += placed
    assert before.counts == EXAMPLE_COUNTS and before.dice == EXAMPLE_DICE

    assert EndOfYearRevealed(1, eoy, "refill") in events
    (scored,) = [e for e in events if isinstance(e, YearScored)]
    assert scored.year == 1
    assert [dict(row) for row in scored.points] == list(EXAMPLE_POINTS)
    assert (scored.counts, scored.dice) == (EXAMPLE_COUNTS, EXAMPLE_DICE)
    assert state.year == 2
    assert state.track == EXAMPLE_TOTALS
    scores = GAME.scores(state)
    assert tuple(s.total for s in scores) == EXAMPLE_TOTALS
    assert [dict(s.breakdown) for s in scores] == list(EXAMPLE_POINTS)


def test_example_scores_accumulate_over_years():
    """OBJECTIVE: points of each year add up on the track and in the score breakdown."""
    state, placement = _example_position()
    state.year_points = (((1, 0, 0, 0, 0, 0), (0,) * 6, (0, 0, 0, 0, 0, 3)),)
    state.track = (1, 0, 3)
    end_of_year_on_top(state)
    state, _ = GAME.apply(state, TakeFromSupply(state.supply[0]))
    state, _ = GAME.apply(state, placement)
    assert state.track == (5, 7, 12)
    scores = GAME.scores(state)
    assert dict(scores[0].breakdown)["blue"] == 2
    assert dict(scores[2].breakdown)["bonus"] == 5
    assert tuple(s.total for s in scores) == (5, 7, 12)


# -- majorities, ties and the bonus -----------------------------------------------------------


def test_tied_majority_scores_the_full_die_for_everyone():
    """END OF YEAR: if more than one player ties for the most of a colour, all score in full."""
    counts = ((2, 0, 0, 0, 0), (2, 0, 0, 0, 0), (1, 0, 0, 0, 0))
    points = score_year(counts, (5, 1, 1, 1, 1, 1))
    assert [row[0] for row in points] == [5, 5, 0]


def test_all_players_tied_all_score():
    """END OF YEAR: a tie among every player gives every player the full die."""
    counts = ((1, 2, 2, 2, 2), (1, 2, 2, 2, 2))
    points = score_year(counts, (6, 5, 4, 3, 2, 1))
    assert points == ((6, 5, 4, 3, 2, 1), (6, 5, 4, 3, 2, 1))


def test_colour_nobody_shows_scores_nothing():
    """END OF YEAR: VP go to the most of a colour visible; a colour nobody shows scores 0."""
    counts = ((3, 3, 3, 0, 0), (2, 2, 5, 0, 0))
    points = score_year(counts, (2, 3, 4, 6, 6, 6))
    assert [row[3] for row in points] == [0, 0]
    assert [row[4] for row in points] == [0, 0]
    assert points == ((2, 3, 0, 0, 0, 0), (0, 0, 4, 0, 0, 0))


def test_majority_needs_the_most_not_just_some():
    """END OF YEAR: only the players with the most of a colour score it."""
    counts = ((1, 1, 1, 1, 5), (4, 1, 1, 1, 2), (4, 1, 1, 1, 2))
    points = score_year(counts, (3, 1, 1, 1, 6, 1))
    assert [row[4] for row in points] == [6, 0, 0]
    assert [row[0] for row in points] == [0, 3, 3]


@pytest.mark.parametrize("missing", range(5))
def test_bonus_needs_all_five_colours(missing):
    """END OF YEAR: all players with all 5 colours visible score the bonus die; others not."""
    four = [2, 2, 2, 2, 2]
    four[missing] = 0
    counts = ((1, 2, 2, 2, 2), tuple(four), (2, 2, 2, 2, 1))
    points = score_year(counts, (1, 1, 1, 1, 1, 5))
    assert [row[5] for row in points] == [5, 0, 5]


def test_bonus_is_not_a_majority():
    """END OF YEAR: every player with all 5 colours scores the bonus, however many houses."""
    counts = ((5, 1, 1, 1, 1), (1, 1, 1, 1, 5))
    points = score_year(counts, (1, 1, 1, 1, 1, 4))
    assert points[0][5] == points[1][5] == 4


def test_covered_colours_do_not_count():
    """'Once a space ... is covered, the colours beneath no longer count': only tops score."""
    state = GAME.new_game(Setup(2), 3).copy()
    state.layouts = (0, 1)
    used: set[str] = set()
    # Layout 0 has one red house (4). A green-blue double on houses 4-5 hides it.
    state.boards = (build_board([((G, B), (4, 5))], used), build_board([], used))
    state.counts = recount(state)
    assert BOARD_LAYOUTS[0][4] is R
    assert state.counts[0] == (2, 2, 2, 3, 0)
    points = score_year(state.counts, (1, 1, 1, 1, 1, 6))
    assert points[0][5] == 0, "red lies underneath only: no 5-colour bonus"
    assert points[0][4] == 0 and points[1][4] == 1, "the hidden red scores no majority"


def test_covering_by_placement_updates_counts_to_the_top_colour():
    """'Only the top, visible level of each space is counted': placing moves the counts."""
    state = GAME.new_game(Setup(2), 11).copy()
    state.layouts = (0, 1)
    state.counts = recount(state)
    state.current = 0
    used: set[str] = set()
    green_blue, houses = pick((G, B), (4, 5), used)
    remove_everywhere(state, used)
    state.supply = (green_blue, *state.supply[:2])
    state, _ = GAME.apply(state, TakeFromSupply(green_blue))
    # Green on the red house 4, blue on the blue house 5.
    state, _ = GAME.apply(state, placement(houses))
    assert state.counts[0] == (2, 2, 2, 3, 0)
    assert state.counts == recount(state)
    assert score_year(state.counts, (1, 1, 1, 1, 1, 6))[0][5] == 0


def test_counts_follow_the_visible_tops_through_a_played_game():
    """'Only the top, visible level of each space is counted': counts match boards all game."""
    state = GAME.new_game(Setup(3), 2024)
    steps = 0
    while state.step is not Step.OVER:
        actions = GAME.legal_actions(state)
        state, events = GAME.apply(state, actions[steps % len(actions)])
        assert state.counts == recount(state)
        for event in events:
            if isinstance(event, YearScored):
                assert len(event.points) == 3
        steps += 1
    assert len(state.year_points) == 3
    assert state.track == tuple(sum(sum(year[p]) for year in state.year_points) for p in range(3))


def test_categories_are_the_council_dice():
    """COMPONENTS: 5 colour dice and the clear bonus die, one score category each."""
    assert CATEGORIES == DICE
    assert DICE[-1] == "bonus"
    assert tuple(DICE[:5]) == tuple(c.value for c in COLOURS)
