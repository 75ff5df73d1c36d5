"""Tests of the easy and medium levels (favelas_app.ai.one_ply) on the menu toy game and on
real games: medium takes the best move; easy mostly picks among the good ones, with
visible variety, and seldom a bad one."""

from __future__ import annotations

from collections import Counter

import pytest

from favelas_app.ai.one_ply import EasyAgent, GreedyAgent
from favelas_app.core.protocol import Setup
from favelas_app.games import get_game
from tests.ai.menu_game import Dish, MenuGame, MenuState


def test_medium_takes_the_best_dish(menu: MenuGame) -> None:
    """Medium is greedy: the 10-point dish, whatever its seed."""
    assert {GreedyAgent(seed).choose(menu, MenuState(), 0) for seed in range(30)} == {Dish(0)}


def test_easy_varies_among_the_good_dishes_and_seldom_takes_a_bad_one(menu: MenuGame) -> None:
    """Easy picks each of the three dishes within a point of the best, and the far worse
    ones (2 and 0 points) in under 2% of its choices."""
    picks = Counter(EasyAgent(seed).choose(menu, MenuState(), 0).number for seed in range(400))
    assert all(picks[n] >= 40 for n in (0, 1, 2))
    assert picks[0] > picks[1] > picks[2]
    assert picks[3] + picks[4] < 8


@pytest.mark.parametrize("name", ["favelas", "holi", "feuville"])
def test_easy_plays_a_different_game_with_another_seed(name: str) -> None:
    """Visible variety: two easy players on the same deal play different games when their
    seeds differ, and the same game when the seeds are the same."""
    game = get_game(name)

    def moves(seed: int) -> list[object]:
        agents = [EasyAgent(seed), EasyAgent(seed + 1)]
        state = game.new_game(Setup(2), 5)
        played = []
        while (decision := state.decision) is not None and len(played) < 60:
            player = decision.players[0]
            action = agents[player].choose(game, game.view(state, player), player)
            played.append(action)
            state, _ = game.apply(state, action)
        return played

    assert moves(1) == moves(1)
    assert moves(1) != moves(7)
