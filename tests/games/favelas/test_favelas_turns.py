"""Set-up, turns, years and the end of a game of Favelas (favelas_en.md; COMPONENTS.md)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence

import pytest
from favelas_positions import (
    accepted,
    assert_refused,
    build_board,
    end_of_year_on_top,
    recount,
    remove_everywhere,
)

from favelas_app.core.protocol import Setup, SetupError
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import (
    BOARD_LAYOUTS,
    COLOURS,
    DICE,
    DOUBLE_IDS,
    END_OF_YEAR_IDS,
    SINGLE_IDS,
    TILES,
    TileKind,
)
from favelas_app.games.favelas.events import (
    EndOfYearRevealed,
    GameEnded,
    PlayerPassed,
    SupplyRefilled,
    TilePlaced,
    TileTaken,
    TurnStarted,
    YearBlocked,
    YearScored,
    YearStarted,
)
from favelas_app.games.favelas.geometry import NEIGHBOURS
from favelas_app.games.favelas.rules import GAME, TIEBREAK_SHARED, TIEBREAK_TALLEST
from favelas_app.games.favelas.scoring import score_year
from favelas_app.games.favelas.state import HIDDEN, FavelasState, Step

B, P, Y, G, R = COLOURS
FINAL_STACK = {2: 12, 3: 15, 4: 18}  # SET-UP E. FINAL STACKS
SEEDS = range(12)

# Our ruling's board: no two neighbouring houses of one height (heights 0 1 2 0 / 2 0 1 / 1 2),
# built from three doubles and three singles.
NO_ROOM = [
    ((B, P), (1, 2)),
    ((G, R), (4, 7)),
    ((Y, Y), (6, 8)),
    ((R,), (2,)),
    ((B,), (4,)),
    ((G,), (8,)),
]
NO_ROOM_TOO = [
    ((B, Y), (1, 2)),
    ((P, G), (4, 7)),
    ((G, G), (6, 8)),
    ((Y,), (2,)),
    ((P,), (4,)),
    ((R,), (8,)),
]
ONE_HIGH = [((B, G), (0, 1))]
TWO_HIGH = [((B, G), (0, 1)), ((P, R), (1, 0))]
THREE_HIGH = [((B, G), (0, 1)), ((P, R), (1, 0)), ((Y, R), (0, 1))]


# -- helpers -------------------------------------------------------------------------------


def _position(plans: Sequence, seed: int = 3, current: int = 0) -> FavelasState:
    """A game of len(plans) players whose boards (layouts 0, 1, 2, ...) hold `plans`."""
    state = GAME.new_game(Setup(len(plans)), seed).copy()
    used: set[str] = set()
    state.layouts = tuple(range(len(plans)))
    state.boards = tuple(build_board(plan, used) for plan in plans)
    state.counts = recount(state)
    state.current = current

    remove_everywhere(state, used)
    assert len(state.supply) == 3, "pick another seed: a board tile was in the supply"
    return state


def _last_year(state: FavelasState) -> FavelasState:
    """Turn a year-1 position into a year-3 one (no stacks left to come)."""
    state.year = 3
    state.later_stacks = ()
    state.year_points = ((((0,) * len(DICE)),) * state.players,) * 2
    return state


def _finish_turn(state: FavelasState) -> tuple[FavelasState, list]:
    """Place the held tile and adjust dice with the first legal choices."""
    events: list = []
    while state.step in (Step.PLACE, Step.ADJUST):
        state, more = GAME.apply(state, GAME.legal_actions(state)[0])
        events += more
    return state, events


def _accepted_sources(state: FavelasState) -> set:
    candidates = [TakeFromSupply(t) for t in TILES] + [DrawFromStack(), DrawSingle(), Pass()]
    return accepted(state, candidates)


def _every_tile(state: FavelasState) -> list[str]:
    """Every tile id in every zone; a double on a board shows once per house it covers."""
    tiles = [*state.stack, *state.supply, *state.singles, *state.boxed, *state.discarded]
    tiles += [t for stack in state.later_stacks for t in stack]
    tiles += [state.held] if state.held else []
    for board in state.boards:
        for house in board:
            tiles += [tile for tile, _ in house]
    return tiles


# -- SET-UP -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_stacks_have_the_final_sizes(players):
    """SET-UP D/E: stacks of 12, 15, 18 tiles for 2, 3, 4 players; three stacks."""
    for seed in SEEDS:
        state = GAME.new_game(Setup(players), seed)
        assert state.year == 1
        assert len(state.stack) + len(state.supply) == FINAL_STACK[players]
        assert len(state.later_stacks) == 2
        assert [len(s) for s in state.later_stacks] == [FINAL_STACK[players]] * 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_end_of_year_tile_lies_in_the_bottom_four(players):
    """SET-UP E: 3 doubles shuffled with one End of Year tile go under each stack."""
    for seed in SEEDS:
        state = GAME.new_game(Setup(players), seed)
        for stack in (state.stack, *state.later_stacks):
            eoy = [i for i, t in enumerate(stack) if TILES[t].kind is TileKind.END_OF_YEAR]
            assert len(eoy) == 1, "one End of Year tile per stack"
            assert eoy[0] < 4, "stacks are stored top last: the bottom four come first"
            assert all(TILES[t].kind is TileKind.DOUBLE for t in stack if t != stack[eoy[0]])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_end_of_year_position_varies(players):
    """SET-UP E: 'shuffle them together': the End of Year tile is not always at one place."""
    places = set()
    for seed in range(40):
        state = GAME.new_game(Setup(players), seed)
        for stack in (state.stack, *state.later_stacks):
            places.add(next(i for i, t in enumerate(stack) if t in END_OF_YEAR_IDS))
    assert places == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_supply_singles_and_dice(players):
    """SET-UP G/H/I: 3 face-up doubles, 10 face-down singles, council dice rolled (1..6)."""
    for seed in SEEDS:
        state = GAME.new_game(Setup(players), seed)
        assert len(state.supply) == 3
        assert all(TILES[t].kind is TileKind.DOUBLE for t in state.supply)
        assert sorted(state.singles) == sorted(SINGLE_IDS)
        assert len(state.dice) == 6 and all(1 <= d <= 6 for d in state.dice)
        assert state.step is Step.SOURCE and state.held is None
        assert state.track == (0,) * players
        assert state.year_points == ()
        assert state.discarded == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_unused_tiles_are_boxed(players):
    """SET-UP D: 'Set the unused tiles aside': every tile is somewhere, once."""
    for seed in SEEDS:
        state = GAME.new_game(Setup(players), seed)
        assert sorted(_every_tile(state)) == sorted(TILES)
        in_play = FINAL_STACK[players] * 3
        assert len(state.boxed) == len(DOUBLE_IDS) + len(END_OF_YEAR_IDS) - in_play
        assert sum(t in END_OF_YEAR_IDS for t in state.boxed) == 2
        assert all(t not in SINGLE_IDS for t in state.boxed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_random_distinct_boards(players):
    """SET-UP A: 'Each player begins the game with a random Player Board'."""
    seen = set()
    for seed in range(40):
        state = GAME.new_game(Setup(players), seed)
        assert len(set(state.layouts)) == players
        assert all(0 <= layout < len(BOARD_LAYOUTS) for layout in state.layouts)
        assert all(house == () for board in state.boards for house in board)
        assert state.counts == recount(state)
        seen.add(state.layouts)
    assert len(seen) > 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_random_first_player(players):
    """SET-UP J: 'Or randomly pick a starting player'."""
    firsts = {GAME.new_game(Setup(players), seed).current for seed in range(60)}
    assert firsts == set(range(players))


def test_setup_is_reproducible_from_the_seed():
    """All randomness comes from the seed: one seed, one set-up."""
    assert GAME.new_game(Setup(3), 99) == GAME.new_game(Setup(3), 99)
    assert GAME.new_game(Setup(3), 99) != GAME.new_game(Setup(3), 100)


@pytest.mark.parametrize("players", [-1, 0, 1, 5, 6])
def test_setup_refuses_bad_player_counts(players):
    """COMPONENTS: 4 player boards, stacks charted for 2 to 4 players only."""
    with pytest.raises(SetupError):
        GAME.new_game(Setup(players), 1)


# -- ON YOUR TURN: actions A, B, C ------------------------------------------------------------


def test_turn_offers_actions_a_b_c():
    """ON YOUR TURN: A take a face-up double, B draw a face-down double, C draw a single."""
    state = GAME.new_game(Setup(3), 4)
    assert GAME.legal_actions(state) == [
        *(TakeFromSupply(t) for t in state.supply),
        DrawFromStack(),
        DrawSingle(),
    ]
    assert state.decision.kind == Step.SOURCE.value
    assert state.decision.players == (state.current,)


def test_action_a_takes_a_face_up_double():
    """ON YOUR TURN A: take a face-up Double Favela Tile; you must place it at once."""
    state = GAME.new_game(Setup(3), 4)
    tile = state.supply[1]
    new, events = GAME.apply(state, TakeFromSupply(tile))
    assert events == [TileTaken(state.current, tile, "supply")]
    assert new.held == tile and new.step is Step.PLACE
    assert new.supply == tuple(t for t in state.supply if t != tile)
    assert new.stack == state.stack
    assert new.decision.kind == Step.PLACE.value and new.decision.params == {"tile": tile}


def test_action_a_refuses_a_tile_not_in_the_supply():
    """ON YOUR TURN A: only a face-up tile of the supply may be taken."""
    state = GAME.new_game(Setup(3), 4)
    assert_refused(state, TakeFromSupply(state.stack[-1]), "favelas.illegal.not_in_supply")


def test_action_b_draws_the_top_of_the_stack():
    """ON YOUR TURN B: draw a face-down Double Favela Tile (the top of the stack)."""
    state = GAME.new_game(Setup(3), 4)
    new, events = GAME.apply(state, DrawFromStack())
    assert events == [TileTaken(state.current, state.stack[-1], "stack")]
    assert new.held == state.stack[-1]
    assert new.stack == state.stack[:-1]
    assert new.supply == state.supply


def test_action_c_draws_a_single():
    """ON YOUR TURN C: draw a face-down Single Favela Tile."""
    state = GAME.new_game(Setup(3), 4)
    new, events = GAME.apply(state, DrawSingle())
    assert events == [TileTaken(state.current, state.singles[-1], "singles")]
    assert new.held == state.singles[-1] and TILES[new.held].is_single
    assert new.singles == state.singles[:-1]


def test_action_c_not_offered_without_singles():
    """COMPONENTS ruling: 'No single tiles left: action C is not offered.'"""
    state = GAME.new_game(Setup(3), 4).copy()
    state.singles = ()
    assert DrawSingle() not in GAME.legal_actions(state)
    assert_refused(state, DrawSingle(), "favelas.illegal.no_single_tiles")


def test_taking_twice_is_refused():
    """ON YOUR TURN: one tile per turn; 'After taking a tile, you must immediately place it'."""
    state, _ = GAME.apply(GAME.new_game(Setup(3), 4), DrawSingle())
    assert_refused(state, DrawFromStack(), "favelas.illegal.wrong_step")
    assert_refused(state, AdjustDie("bonus", 1), "favelas.illegal.wrong_step")


def test_supply_is_refilled_after_the_turn():
    """ON YOUR TURN: 'After placing your tile, refill the supply if needed'; play goes left."""
    state = GAME.new_game(Setup(3), 4)
    player = state.current
    tile = state.supply[0]
    top = state.stack[-1]
    state, _ = GAME.apply(state, TakeFromSupply(tile))
    assert len(state.supply) == 2
    state, events = _finish_turn(state)
    assert SupplyRefilled(top) in events
    assert state.supply[-1] == top and len(state.supply) == 3
    assert tile not in state.supply
    assert events[-1] == TurnStarted((player + 1) % 3)
    assert state.current == (player + 1) % 3


def test_no_refill_needed_after_b_or_c():
    """ON YOUR TURN: 'refill the supply if needed': after B or C the supply is still full."""
    for source in (DrawFromStack(), DrawSingle()):
        state = GAME.new_game(Setup(2), 8)
        state, _ = GAME.apply(state, source)
        state, events = _finish_turn(state)
        assert not any(isinstance(e, SupplyRefilled) for e in events)
        assert len(state.supply) == 3


@pytest.mark.parametrize("singles", [True, False])
def test_source_step_offers_exactly_what_apply_accepts(singles):
    """ON YOUR TURN: the offered actions A, B, C are the ones the engine accepts."""
    state = GAME.new_game(Setup(2), 6).copy()
    if not singles:
        state.singles = ()
    assert set(GAME.legal_actions(state)) == _accepted_sources(state)


# -- END OF YEAR ------------------------------------------------------------------------------


def test_end_of_year_drawn_is_placed_then_the_year_ends():
    """END OF YEAR: revealed by B, the drawer places it, adjusts dice, then the year ends."""
    state = GAME.new_game(Setup(3), 10).copy()
    eoy = end_of_year_on_top(state)
    drawer = state.current
    old_supply, old_rest, next_stack = state.supply, state.stack[:-1], state.later_stacks[0]

    state, events = GAME.apply(state, DrawFromStack())
    assert EndOfYearRevealed(1, eoy, "draw") in events
    assert state.held == eoy and state.step is Step.PLACE and state.year == 1

    # Place it covering a matching colour, so a die must move before the year ends.
    for action in GAME.legal_actions(state):
        placed, events = GAME.apply(state, action)
        if placed.step is Step.ADJUST:
            break
    else:
        raise AssertionError("no matching placement on this board")
    state = placed
    assert state.year == 1 and not any(isinstance(e, YearScored) for e in events)
    assert any(tile == eoy for house in state.boards[drawer] for tile, _ in house)

    while state.step is Step.ADJUST:
        before = state
        action = GAME.legal_actions(state)[0]
        state, events = GAME.apply(state, action)
    i = DICE.index(action.die)
    final_dice = (*before.dice[:i], before.dice[i] + action.delta, *before.dice[i + 1 :])

    kinds = [type(e) for e in events]
    assert kinds.index(YearScored) < kinds.index(YearStarted) < kinds.index(TurnStarted)
    (scored,) = [e for e in events if isinstance(e, YearScored)]
    assert scored.year == 1
    expected = score_year(before.counts, final_dice)
    assert tuple(tuple(points for _, points in row) for row in scored.points) == expected
    assert state.year_points == (expected,)

    # After scoring: remove the year's doubles, new stack, 3 face up, re-roll, turn order.
    assert state.year == 2
    assert state.supply == tuple(reversed(next_stack[-3:]))
    assert state.stack == next_stack[:-3]
    assert len(state.later_stacks) == 1
    assert set(old_supply) <= set(state.discarded)
    assert set(old_rest) <= set(state.boxed)
    (started,) = [e for e in events if isinstance(e, YearStarted)]
    assert started.year == 2 and started.supply == state.supply
    assert started.dice == tuple(zip(DICE, state.dice, strict=True))
    assert state.current == (drawer + 1) % 3 and state.step is Step.SOURCE
    assert state.held is None and state.pending_dice == () and not state.year_ends_after_turn
    assert Counter(_every_tile(state)) == Counter(_every_tile(before))


def test_end_of_year_in_refill_ends_the_year_at_once():
    """COMPONENTS ruling: End of Year revealed while refilling: the year ends, nobody places it."""
    state = GAME.new_game(Setup(3), 12).copy()
    eoy = end_of_year_on_top(state)
    player = state.current
    tile = state.supply[0]
    old_supply = state.supply[1:]
    state, events = GAME.apply(state, TakeFromSupply(tile))
    state, more = _finish_turn(state)
    events += more
    assert EndOfYearRevealed(1, eoy, "refill") in events
    assert eoy in state.discarded
    assert not any(t == eoy for board in state.boards for house in board for t, _ in house)
    assert not any(isinstance(e, SupplyRefilled) and e.tile == eoy for e in events)
    assert [e.tile for e in events if isinstance(e, TilePlaced)] == [tile]
    assert any(t == tile for house in state.boards[player] for t, _ in house)
    assert [e.year for e in events if isinstance(e, YearScored)] == [1]
    assert state.year == 2 and len(state.supply) == 3
    assert set(old_supply) <= set(state.discarded)
    assert state.current == (player + 1) % 3


def test_all_six_dice_are_re_rolled_after_a_year():
    """COMPONENTS ruling: 'After scoring a year all six dice are re-rolled'."""
    rolled: list[set[int]] = [set() for _ in DICE]
    for seed in range(16):
        state = GAME.new_game(Setup(2), seed).copy()
        end_of_year_on_top(state)
        state, _ = GAME.apply(state, TakeFromSupply(state.supply[0]))
        state, events = _finish_turn(state)
        assert state.year == 2
        (started,) = [e for e in events if isinstance(e, YearStarted)]
        assert started.dice == tuple(zip(DICE, state.dice, strict=True))
        for values, value in zip(rolled, state.dice, strict=True):
            values.add(value)
    assert all(len(values) >= 3 for values in rolled), rolled


def test_game_is_over_after_the_third_year():
    """END OF GAME: 'After 3 years have been completed, the player with the most VP wins'."""
    state = _last_year(GAME.new_game(Setup(3), 5).copy())
    state.track = (20, 31, 25)
    end_of_year_on_top(state)
    state, _ = GAME.apply(state, TakeFromSupply(state.supply[0]))
    state, events = _finish_turn(state)
    assert state.decision is None
    assert GAME.is_over(state) and state.step is Step.OVER
    assert GAME.legal_actions(state) == []
    (ended,) = [e for e in events if isinstance(e, GameEnded)]
    assert ended.totals == state.track
    assert not any(isinstance(e, YearStarted) for e in events)
    assert len(state.year_points) == 3
    best = max(state.track)
    assert GAME.outcome(state).winners == tuple(p for p in range(3) if state.track[p] == best)
    assert ended.winners == GAME.outcome(state).winners
    assert_refused(state, DrawSingle(), "favelas.illegal.game_over")


def test_outcome_is_none_before_the_end():
    """END OF GAME: there is no winner before the third year is scored."""
    state = GAME.new_game(Setup(2), 5)
    assert not GAME.is_over(state)
    assert GAME.outcome(state) is None


def test_a_whole_game_lasts_three_years():
    """GAMEPLAY OVERVIEW: 'Favelas is played over the course of 3 years'."""
    state = GAME.new_game(Setup(4), 77)
    scored, started = [], []
    while not GAME.is_over(state):
        state, events = GAME.apply(state, GAME.legal_actions(state)[-1])
        scored += [e.year for e in events if isinstance(e, YearScored)]
        started += [e.year for e in events if isinstance(e, YearStarted)]
    assert scored == [1, 2, 3]
    assert started == [2, 3]
    scores = GAME.scores(state)
    assert tuple(s.total for s in scores) == state.track
    assert all(s.total == sum(points for _, points in s.breakdown) for s in scores)


# -- END OF GAME: ties -------------------------------------------------------------------------


def _final(plans: Sequence, totals: tuple[int, ...]) -> tuple[FavelasState, list]:
    """End the last year with these boards so the totals come out as `totals`.

    Player 0 (whose board is empty) takes a supply tile and lays it at height 1; refilling
    reveals the End of Year tile. The year's points are probed first, then the track set.
    """
    state = _last_year(_position(plans))
    end_of_year_on_top(state)

    def play(s: FavelasState) -> tuple[FavelasState, list]:
        s, events = GAME.apply(s, TakeFromSupply(s.supply[0]))
        s, more = _finish_turn(s)
        return s, events + more

    _, events = play(state.copy())
    (scored,) = [e for e in events if isinstance(e, YearScored)]
    gained = [sum(points for _, points in row) for row in scored.points]
    state.track = tuple(t - g for t, g in zip(totals, gained, strict=True))
    final, events = play(state)
    assert final.track == totals and GAME.is_over(final)
    return final, events


def test_clear_winner_needs_no_tiebreak():
    """END OF GAME: the player with the most Victory Points is the winner."""
    final, events = _final([[], TWO_HIGH, ONE_HIGH], (41, 40, 40))
    assert GAME.outcome(final).winners == (0,)
    assert GAME.outcome(final).tiebreak is None
    assert events[-1] == GameEnded((0,), (41, 40, 40), None)


def test_tie_broken_by_the_tallest_stack():
    """END OF GAME 1: 'The player with the tallest stack of tiles on their Player Board'."""
    final, events = _final([[], TWO_HIGH, ONE_HIGH], (40, 40, 40))
    assert [final.tallest(p) for p in range(3)] == [1, 2, 1]
    assert GAME.outcome(final).winners == (1,)
    assert GAME.outcome(final).tiebreak == TIEBREAK_TALLEST
    assert events[-1] == GameEnded((1,), (40, 40, 40), TIEBREAK_TALLEST)


def test_tallest_stack_only_among_the_tied():
    """END OF GAME 1: the tiebreak compares only the players tied for the most VP."""
    final, _ = _final([[], TWO_HIGH, THREE_HIGH], (40, 40, 39))
    assert [final.tallest(p) for p in range(3)] == [1, 2, 3]
    assert GAME.outcome(final).winners == (1,)
    assert GAME.outcome(final).tiebreak == TIEBREAK_TALLEST


def test_tie_on_tallest_is_a_shared_victory():
    """END OF GAME 2: 'If the result is still a tie, ... enjoy your shared victory'."""
    final, events = _final([[], ONE_HIGH, ONE_HIGH], (40, 40, 40))
    assert [final.tallest(p) for p in range(3)] == [1, 1, 1]
    assert GAME.outcome(final).winners == (0, 1, 2)
    assert GAME.outcome(final).tiebreak == TIEBREAK_SHARED
    assert events[-1] == GameEnded((0, 1, 2), (40, 40, 40), TIEBREAK_SHARED)


def test_shared_victory_leaves_out_lower_scores():
    """END OF GAME 2: only the players still tied share the victory."""
    final, _ = _final([[], ONE_HIGH, TWO_HIGH], (40, 40, 38))
    assert GAME.outcome(final).winners == (0, 1)
    assert GAME.outcome(final).tiebreak == TIEBREAK_SHARED


# -- our ruling: no room for a double ----------------------------------------------------------


def test_no_room_board_has_no_two_neighbours_of_one_height():
    """Ruling (rules.py): the test board for 'no double fits' really has no equal neighbours."""
    state = _position([NO_ROOM, NO_ROOM_TOO])
    for p in range(2):
        heights = [state.height(p, h) for h in range(9)]
        assert heights == [0, 1, 2, 0, 2, 0, 1, 1, 2]
        for house, neighbours in enumerate(NEIGHBOURS):
            assert all(heights[house] != heights[n] for n in neighbours if n >= 0)


def test_no_room_for_a_double_offers_only_a_single():
    """Ruling: no double fits, so A and B are not offered; C is, as a single always fits."""
    state = _position([NO_ROOM, []])
    assert GAME.legal_actions(state) == [DrawSingle()]
    assert set(GAME.legal_actions(state)) == _accepted_sources(state)
    assert_refused(state, TakeFromSupply(state.supply[0]), "favelas.illegal.no_room_for_double")
    assert_refused(state, DrawFromStack(), "favelas.illegal.no_room_for_double")
    assert_refused(state, Pass(), "favelas.illegal.must_take_tile")
    new, _ = GAME.apply(state, DrawSingle())
    assert new.step is Step.PLACE
    assert len(GAME.legal_actions(new)) == 9


def test_no_room_and_no_singles_means_pass():
    """Ruling: no double fits and no single is left: the player passes; play goes on."""
    state = _position([NO_ROOM, []])
    state.singles = ()
    assert GAME.legal_actions(state) == [Pass()]
    assert _accepted_sources(state) == {Pass()}
    new, events = GAME.apply(state, Pass())
    assert events == [PlayerPassed(0), TurnStarted(1)]
    assert new.current == 1 and new.year == 1 and new.step is Step.SOURCE
    assert new.boards == state.boards and new.supply == state.supply
    assert new.dice == state.dice


def test_pass_refused_when_a_double_fits():
    """ON YOUR TURN: 'you must take a tile': no pass while a double fits, singles or not."""
    state = GAME.new_game(Setup(2), 2).copy()
    assert_refused(state, Pass(), "favelas.illegal.must_take_tile")
    state.singles = ()
    assert Pass() not in GAME.legal_actions(state)
    assert_refused(state, Pass(), "favelas.illegal.must_take_tile")


def test_year_ends_when_nobody_can_place():
    """Ruling: 'If no player can take a tile, the year ends' (YearBlocked, then scoring)."""
    state = _position([NO_ROOM, NO_ROOM_TOO])
    state.singles = ()
    counts = state.counts
    dice = state.dice
    new, events = GAME.apply(state, Pass())
    assert events[:2] == [PlayerPassed(0), YearBlocked(1)]
    assert isinstance(events[2], YearScored) and events[2].year == 1
    assert (events[2].counts, events[2].dice) == (counts, dice)
    assert events[2].points == tuple(
        tuple(zip(DICE, row, strict=True)) for row in score_year(counts, dice)
    )
    assert new.year == 2 and new.current == 1
    assert len(new.supply) == 3


def test_blocked_last_year_ends_the_game():
    """Ruling + END OF GAME: a blocked third year is scored and the game ends."""
    state = _last_year(_position([NO_ROOM, NO_ROOM_TOO]))
    state.singles = ()
    new, events = GAME.apply(state, Pass())
    assert YearBlocked(3) in events
    assert GAME.is_over(new) and new.decision is None
    assert isinstance(events[-1], GameEnded)


# -- what a player sees -------------------------------------------------------------------------


def test_view_hides_face_down_tiles_only():
    """SET-UP D/H: stacks and singles lie face-down; boards, supply and dice are public."""
    state = GAME.new_game(Setup(3), 21)
    state, _ = GAME.apply(state, TakeFromSupply(state.supply[0]))
    before = copy.deepcopy(state)
    for player in range(3):
        seen = GAME.view(state, player)
        assert seen.stack == (HIDDEN,) * len(state.stack)
        assert seen.later_stacks == tuple((HIDDEN,) * len(s) for s in state.later_stacks)
        assert seen.singles == (HIDDEN,) * len(state.singles)
        assert seen.boxed == (HIDDEN,) * len(state.boxed)
        assert seen.rng is None
        assert seen.boards == state.boards and seen.counts == state.counts
        assert seen.supply == state.supply and seen.dice == state.dice
        assert seen.held == state.held and seen.discarded == state.discarded
        assert seen.track == state.track and seen.current == state.current
        assert seen.decision == state.decision
        assert GAME.legal_actions(seen) == GAME.legal_actions(state)
    assert state == before, "view does not change the state"


def test_view_offers_the_same_source_actions():
    """ON YOUR TURN: a player's view offers the same actions A, B, C as the full state."""
    state = GAME.new_game(Setup(4), 21)
    assert GAME.legal_actions(GAME.view(state, 2)) == GAME.legal_actions(state)


def test_placement_is_by_board_cell():
    """'You may orient the tile any direction': a single on (0, 0) lies on house 0."""
    state, _ = GAME.apply(GAME.new_game(Setup(2), 3), DrawSingle())
    new, events = GAME.apply(state, PlaceTile(0, 0))
    assert [e.cells for e in events if isinstance(e, TilePlaced)] == [((0, 0),)]
    assert new.boards[state.current][0][0][0] == state.held


def test_offered_pass_is_accepted_even_with_nothing_to_take():
    """Protocol: every action legal_actions offers is accepted by apply (edge: empty market)."""
    state = GAME.new_game(Setup(2), 1).copy()
    state.stack, state.supply, state.singles = (), (), ()
    assert set(GAME.legal_actions(state)) == _accepted_sources(state)
