"""The AI's knowledge of Feuville: filling in what a seat cannot see (determinize) and
judging a position in prestige points (evaluate), against feuville_en.md and the engine's
view()."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from feuville_positions import (
    START,
    col,
    find_tiles,
    started,
    turn,
    with_charms,
    with_decrees_left,
    with_evaluated_count,
    with_points,
    with_rolls,
    with_stored_decree,
    with_town,
    without_tiles,
)
from random_positions import random_play, random_positions

from favelas_app.ai.knowledge import knowledge_for
from favelas_app.core.rng import Rng
from favelas_app.games.feuville.actions import EndTurn
from favelas_app.games.feuville.ai import KNOWLEDGE
from favelas_app.games.feuville.components import CHARMS, DECREES_LEFT_OUT, ROWS, TILES
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES
from favelas_app.games.feuville.state import FeuvilleState, Task, TaskKind, back_of_hidden


@cache
def _positions() -> tuple[FeuvilleState, ...]:
    """About 300 positions from random games of 2, 3 and 4 players in every variant, from
    the set-up to the end."""
    return random_positions(GAME, GAME.variants * 2, lambda states: states[::-4][::-1])


def _seat(state: FeuvilleState) -> int:
    return state.decision.players[0] if state.decision else 0


def _hidden(state: FeuvilleState, player: int) -> tuple[Counter[int], ...]:
    """The items in the slots `player`'s view hides: each row's stack, the decree stack with
    the decrees left out at set-up, and the fairy magic pile with the other players' charms."""
    left_out = state.removed_decrees[:DECREES_LEFT_OUT]
    theirs = [c for q, held in enumerate(state.charms) if q != player for c in held]
    return (
        *(Counter(stack) for stack in state.stacks),
        Counter((*state.decree_stack, *left_out)),
        Counter((*state.charm_pile, *theirs)),
    )


# -- determinize -------------------------------------------------------------------------------


def test_the_game_offers_this_knowledge() -> None:
    """The shared AI finds Feuville's knowledge by the game's name."""
    assert knowledge_for("feuville") is KNOWLEDGE


def test_a_determinization_looks_like_the_view_and_is_a_true_state() -> None:
    """For every player count and every seat, the determinization shows exactly that seat's
    view (so each stack tile has the back it shows), keeps every invariant (each tile,
    decree and charm once), and fills the hidden slots with the very items of the truth."""
    rng = Rng.from_seed(1)
    positions = _positions()
    assert len(positions) > 250
    assert {state.players for state in positions} == {2, 3, 4}
    for state in positions:
        for player in range(state.players):
            view = GAME.view(state, player)
            det = KNOWLEDGE.determinize(view, player, rng)
            assert GAME.view(det, player) == view
            GAME.check_invariants(det)
            assert _hidden(det, player) == _hidden(state, player)
            assert isinstance(det.rng, int)


def test_random_play_from_a_determinization_reaches_the_end() -> None:
    """A determinization is playable: random actions from it end the game with a winner."""
    rng = Rng.from_seed(2)
    for state in _positions()[::25]:
        player = _seat(state)
        det = KNOWLEDGE.determinize(GAME.view(state, player), player, rng)
        *_, last = random_play(GAME, det, rng)
        assert GAME.is_over(last) and GAME.outcome(last) is not None


def test_the_fill_depends_only_on_the_view_and_the_rng() -> None:
    """Two true states that a seat cannot tell apart (here: the truth and one of its
    determinizations) give that seat the same determinization for the same seed."""
    for state in _positions()[::10]:
        player = _seat(state)
        view = GAME.view(state, player)
        other = KNOWLEDGE.determinize(view, player, Rng.from_seed(99))
        assert GAME.view(other, player) == view
        for seed in range(2):
            first = KNOWLEDGE.determinize(view, player, Rng.from_seed(seed))
            second = KNOWLEDGE.determinize(GAME.view(other, player), player, Rng.from_seed(seed))
            assert first == second


def test_other_seeds_fill_the_hidden_slots_otherwise() -> None:
    """SET UP: the stacks, the decrees and the fairy magic are shuffled face down, so every
    seed deals them anew, and the dice to come differ too."""
    view = GAME.view(started(2, seed=3), 0)
    deals = [KNOWLEDGE.determinize(view, 0, Rng.from_seed(seed)) for seed in range(30)]
    assert len({det.stacks for det in deals}) == 30
    assert len({det.decree_stack for det in deals}) == 30
    assert len({det.charm_pile for det in deals}) == 30
    assert len({det.rng for det in deals}) == 30


def test_the_top_of_a_stack_is_any_unseen_tile_of_its_back() -> None:
    """Stack I lies on stack II: the top wall tile is drawn evenly from the unseen wall
    tiles with back I, and never from those with back II or from the display."""
    state = started(2, seed=4)
    view = GAME.view(state, 1)
    wall = ROWS.index("wall")
    unseen = {t for t in state.stacks[wall] if TILES[t].back == "I"}
    assert back_of_hidden(view.stacks[wall][-1]) == "I"
    rng = Rng.from_seed(5)
    tops = Counter(KNOWLEDGE.determinize(view, 1, rng).stacks[wall][-1] for _ in range(3000))
    assert set(tops) == unseen
    expected = 3000 / len(unseen)
    assert all(0.6 * expected < count < 1.4 * expected for count in tops.values())


def test_face_down_charms_are_dealt_from_the_unseen_kept_charms() -> None:
    """The Fairy Magic: "You may place this magic charm (face down) on your player board until
    you need to use it"; Prestige points are evaluated "immediately" and never kept. Another
    player's face-down charm is dealt evenly from the unseen charms that can be kept (the
    pile's and the face-down ones), never from the display or the seat's own; the seat's own
    charms stay as they are."""
    state = with_charms(started(3, seed=4), 1, ["fire_protection"])
    state = with_charms(state, 2, ["great_selection", "theft_protection"])
    state = with_charms(state, 0, ["theft_protection"])
    view = GAME.view(state, 0)
    unseen = {
        c
        for c in (*state.charm_pile, *state.charms[1], *state.charms[2])
        if CHARMS[c].kind != "points"
    }
    rng = Rng.from_seed(6)
    deals = [KNOWLEDGE.determinize(view, 0, rng) for _ in range(3000)]
    assert {det.charms[0] for det in deals} == {state.charms[0]}
    assert {len(det.charms[1]) for det in deals} == {1}
    assert {len(det.charms[2]) for det in deals} == {2}
    dealt = Counter(c for det in deals for c in det.charms[1])
    assert set(dealt) == unseen
    expected = 3000 / len(unseen)
    assert all(0.6 * expected < count < 1.4 * expected for count in dealt.values())


# -- evaluate ----------------------------------------------------------------------------------


def _lead(state: FeuvilleState, player: int = 0) -> float:
    """`player`'s value less the best of the others'."""
    values = [KNOWLEDGE.evaluate(state, p) for p in range(state.players)]
    return values[player] - max(v for p, v in enumerate(values) if p != player)


def test_at_the_end_the_value_is_the_final_score() -> None:
    """END OF THE GAME: once the game is over, a player may expect exactly their score."""
    finished = 0
    for state in _positions():
        if GAME.is_over(state):
            finished += 1
            for player, score in enumerate(GAME.scores(state)):
                assert KNOWLEDGE.evaluate(state, player) == score.total
    assert finished == 6


def test_every_point_scored_counts_in_full() -> None:
    """The score track: ten more prestige points now raise the player's lead by at least
    ten, and by more as the end nears (fewer turns are left to turn a lead)."""
    checked = 0
    for state in _positions()[::7]:
        if GAME.is_over(state):
            continue
        charms = state.ledger[0][CATEGORIES.index("charms")]
        more = with_points(state, 0, charms=charms + 10)
        gain = _lead(more) - _lead(state)
        assert gain >= 10 - 1e-9
        checked += 1
    assert checked >= 5


def test_a_complete_column_is_worth_more_than_a_started_one() -> None:
    """little Town District: a column of exactly three tiles can score 5, so each storey
    built towards it raises the value."""
    base = turn(started(2, seed=6), 1, (2, 3))
    towns = [
        [(START,)],
        [(START,), ("W",)],
        [(START,), ("W", "T")],
        [(START,), ("W", "T", "S2")],
    ]
    values = [KNOWLEDGE.evaluate(with_town(base, 0, town), 0) for town in towns]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_two_complete_columns_side_by_side_are_worth_more() -> None:
    """large Town District: two complete columns side by side can score 10 at once."""
    base = turn(started(2, seed=7), 1, (2, 3))
    apart = with_town(base, 0, [("W", "T", "S2"), (START,), ("W", "T", "S2")])
    beside = with_town(base, 0, [(START,), ("W", "T", "S2"), ("W", "T", "S2")])
    assert KNOWLEDGE.evaluate(beside, 0) > KNOWLEDGE.evaluate(apart, 0)


def test_a_burnt_column_is_worth_less() -> None:
    """Dragomir: burnt tiles are ruins that cannot be evaluated until restored."""
    base = turn(started(2, seed=8), 1, (2, 3))
    whole = with_town(base, 0, [(START,), ("W", "T", "S3")])
    ruins = with_town(base, 0, [(START,), col("W", "T", "S3", burnt=True)])
    assert KNOWLEDGE.evaluate(ruins, 0) < KNOWLEDGE.evaluate(whole, 0)


def test_columns_beyond_the_clouds_are_at_risk_and_fire_protection_helps() -> None:
    """Dragomir: a town with fewer clouds than columns burns at the next double, so the same
    columns are worth more under enough clouds, and Fire Protection is worth more to a town
    that needs it."""
    base = turn(started(2, seed=9), 1, (2, 3))
    bare = with_town(base, 0, [(START,), ("W", "T"), ("W", "T"), ("W", "T", "S1")])
    covered = with_town(base, 0, [(START,), ("W", "T"), ("W", "T"), ("W", "T", "S3")])
    assert KNOWLEDGE.evaluate(covered, 0) > KNOWLEDGE.evaluate(bare, 0)
    shield_bare = KNOWLEDGE.evaluate(with_charms(bare, 0, ["fire_protection"]), 0)
    shield_covered = KNOWLEDGE.evaluate(with_charms(covered, 0, ["fire_protection"]), 0)
    assert shield_bare - KNOWLEDGE.evaluate(bare, 0) > shield_covered - KNOWLEDGE.evaluate(
        covered, 0
    )


def test_status_symbols_raise_the_worth_of_a_stored_status_decree() -> None:
    """Status symbols: griffins in the town are worth more to a player holding a Mighty
    Griffin (x3) decree, which scores 3 for each."""
    base = turn(started(2, seed=10), 1, (2, 3))
    gains = []
    for state in (base, with_stored_decree(base, 0, 0, "status", "griffin", 3)):
        plain = with_town(state, 0, [(START,), ("W", "T", "S1")])
        griffins = with_town(state, 0, [(START,), ("W", "T+griffin", "S1+griffin")])
        gains.append(KNOWLEDGE.evaluate(griffins, 0) - KNOWLEDGE.evaluate(plain, 0))
    without, stored = gains
    assert stored > without + 3


def test_a_complete_townscape_is_worth_its_town_evaluation() -> None:
    """Town Evaluation: corner tower to corner tower with a gate scores 2 per wall and tower
    tile, once, while a Town Evaluation tile is left for the player."""
    base = turn(started(2, seed=11), 1, (2, 3))
    town = [("W<", "T<"), ("WG",), (START,), ("W>", "T>")]
    broken = [("W<", "T<"), ("W",), (START,), ("W>", "T>")]
    complete = with_town(base, 0, town)
    assert KNOWLEDGE.evaluate(complete, 0) > KNOWLEDGE.evaluate(with_town(base, 0, broken), 0) + 5
    gone = complete.copy()
    gone.town_evaluations = ()
    assert KNOWLEDGE.evaluate(gone, 0) < KNOWLEDGE.evaluate(complete, 0) - 5


def test_the_entertainer_sum_near_ten_is_worth_more() -> None:
    """Travelling Entertainer: a sum under 10 scores itself for the roller and the
    difference to 10 for the others, so a sum of 9 leads more than a sum of 2."""
    base = turn(started(2, seed=12), 0, (1, 3))
    low, high = base.copy(), base.copy()
    low.tasks = (Task(TaskKind.ENTERTAINER, 0, count=2),)
    high.tasks = (Task(TaskKind.ENTERTAINER, 0, count=9),)
    assert _lead(high) > _lead(low) + 2


def test_ending_the_turn_neither_wins_nor_loses_the_dice() -> None:
    """GAME PROCEDURE: every player gets the same turns, so handing the cup on, with both
    dice used and nothing else changing, leaves each player's lead as it was."""
    state = turn(started(2, seed=13), 0, (2, 3))
    state.used = (True, True)
    state = with_rolls(state, 4, 5)
    after, _ = GAME.apply(state, EndTurn())
    assert after.dice == (4, 5) and not after.tasks
    assert _lead(after) == pytest.approx(_lead(state))


def test_fewest_decrees_matter_more_as_the_decrees_run_out() -> None:
    """END OF THE GAME: 7 points to the player with the fewest evaluated decrees, a prize
    that nears as the decree stack runs out."""
    base = with_evaluated_count(turn(started(2, seed=14), 1, (2, 3)), (0, 2))
    early = _lead(base)
    late = _lead(with_decrees_left(base, 0))
    assert late > early + 3


def test_a_tile_is_worth_more_built_than_kept() -> None:
    """Laying rules: only built tiles can be evaluated, so a sky tile completing a column
    is worth more in the town than in hand."""
    base = turn(started(2, seed=15), 0, (2, 3))
    town = with_town(base, 0, [(START,), ("W", "T")])
    (sky,) = find_tiles(town, ["S2"])
    held = without_tiles(town, [sky])
    held.tasks = (Task(TaskKind.PLACE_TILE, 0, sky),)
    built, _ = GAME.apply(held, GAME.legal_actions(held)[0])
    assert built.towns[0][-1].height == 3
    assert KNOWLEDGE.evaluate(built, 0) > KNOWLEDGE.evaluate(held, 0)
