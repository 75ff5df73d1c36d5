"""Tests of the hard level's search (favelas_app.ai.ismcts) on the race-to-ten toy game."""

from __future__ import annotations

import pytest

from favelas_app.ai.ismcts import SearchAgent
from favelas_app.ai.one_ply import GreedyAgent
from tests.ai.gamble_game import Gamble, GambleGame, GambleState, Guess
from tests.ai.race_game import Add, RaceGame, RaceState


@pytest.mark.parametrize("counter", [0, 2, 3, 5, 6])
def test_search_finds_the_winning_move(race: RaceGame, counter: int) -> None:
    """From a winnable counter the search leaves the other player at 10 - 3k, every seed."""
    for seed in range(5):
        agent = SearchAgent(seed, iterations=400)
        action = agent.choose(race, RaceState(counter, 0), 0)
        assert (10 - counter - action.amount) % 3 == 0


def test_greedy_cannot_tell_the_moves_apart(race: RaceGame) -> None:
    """With a level evaluation the medium level picks either move: it does not look ahead."""
    chosen = {GreedyAgent(seed).choose(race, RaceState(6, 0), 0) for seed in range(20)}
    assert chosen == {Add(1), Add(2)}


def test_search_takes_an_immediate_win(race: RaceGame) -> None:
    """At 8 the search adds 2 and wins at once, even with very few iterations."""
    assert SearchAgent(3, iterations=5).choose(race, RaceState(8, 1), 1) == Add(2)


def test_a_forced_move_needs_no_search(race: RaceGame) -> None:
    """With one legal action the search returns it without iterating."""
    agent = SearchAgent(0, iterations=1000)
    assert agent.choose(race, RaceState(9, 0), 0) == Add(1)
    assert agent.last_iterations == 0


def test_iterations_fix_the_choice(race: RaceGame) -> None:
    """A fixed iteration budget makes the search reproducible from its seed."""
    picks = [SearchAgent(7, iterations=50).choose(race, RaceState(1, 0), 0) for _ in range(3)]
    assert len(set(picks)) == 1


def test_time_budget_bounds_the_search(race: RaceGame) -> None:
    """With a time budget the search stops after roughly that long, having iterated."""
    agent = SearchAgent(1, seconds=0.05)
    agent.choose(race, RaceState(0, 0), 0)
    assert agent.last_iterations > 0


def test_choices_after_a_public_roll_learn_from_that_roll_alone(gamble: GambleGame) -> None:
    """The tree branches on the public decision after a chance event: naming the roll once
    it is seen always wins, so the search gambles rather than settle for a draw (a tree
    mixing the rolls would value the guess at one in six)."""
    for seed in range(5):
        agent = SearchAgent(seed, iterations=300)
        assert agent.choose(gamble, GambleState(0), 0) == Gamble()


def test_a_seen_roll_is_named(gamble: GambleGame) -> None:
    """After the roll, the search names it."""
    assert SearchAgent(2, iterations=50).choose(gamble, GambleState(0, roll=4), 0) == Guess(4)
