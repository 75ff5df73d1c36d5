"""Tests of the random player in favelas_app.ai.random_agent."""

from __future__ import annotations

from typing import Any

import pytest

from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.protocol import Action, Game, Setup
from favelas_app.games import get_game

GAME = get_game("favelas")


class LegalityCheckingAgent:
    """Asks a RandomAgent, then checks its choice is among the view's legal actions."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.choices = 0

    def choose(self, game: Game, view: Any, player: int) -> Action:
        action = self.inner.choose(game, view, player)
        assert action in game.legal_actions(view)
        self.choices += 1
        return action


def _play(players: int, game_seed: int, agent_seed: int) -> tuple[Action, ...]:
    state = GAME.new_game(Setup(players), game_seed)
    agents = [RandomAgent(agent_seed + p) for p in range(players)]
    taken = []
    while (decision := state.decision) is not None:
        seat = decision.players[0]
        action = agents[seat].choose(GAME, GAME.view(state, seat), seat)
        state, _ = GAME.apply(state, action)
        taken.append(action)
    return tuple(taken)


def test_same_seed_gives_same_choices() -> None:
    """Two agents with one seed choose the same actions over a whole game."""
    assert _play(3, 5, 40) == _play(3, 5, 40)


def test_same_seed_same_choice_from_one_view() -> None:
    """From one view, agents with equal seeds choose the same action, repeatedly."""
    state = GAME.new_game(Setup(2), 1)
    seat = state.decision.players[0]
    view = GAME.view(state, seat)
    a, b = RandomAgent(9), RandomAgent(9)
    assert [a.choose(GAME, view, seat) for _ in range(30)] == [
        b.choose(GAME, view, seat) for _ in range(30)
    ]


def test_different_seeds_give_different_games() -> None:
    """Agents with different seeds do not all play the same game."""
    games = {_play(2, 5, seed) for seed in range(0, 50, 10)}
    assert len(games) > 1


def test_choice_covers_the_legal_actions() -> None:
    """Over many draws from one view, every legal action gets chosen (it is not stuck)."""
    state = GAME.new_game(Setup(2), 3)
    seat = state.decision.players[0]
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(view)
    agent = RandomAgent(0)
    chosen = {agent.choose(GAME, view, seat) for _ in range(50 * len(legal))}
    assert chosen == set(legal)


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2), (2, 3), (4, 4)])
def test_always_returns_a_legal_action(players: int, seed: int) -> None:
    """Every choice over a whole game is a member of legal_actions(view) and of the true state."""
    state = GAME.new_game(Setup(players), seed)
    agent = LegalityCheckingAgent(seed)
    while (decision := state.decision) is not None:
        seat = decision.players[0]
        action = agent.choose(GAME, GAME.view(state, seat), seat)
        assert action in GAME.legal_actions(state)
        state, _ = GAME.apply(state, action)
    assert GAME.is_over(state)
    assert agent.choices > 0


def test_agent_reads_only_the_view() -> None:
    """The agent decides from the view it is handed: a view without an RNG is enough."""
    state = GAME.new_game(Setup(2), 2)
    seat = state.decision.players[0]
    view = GAME.view(state, seat)
    assert view.rng is None
    assert RandomAgent(1).choose(GAME, view, seat) in GAME.legal_actions(state)
