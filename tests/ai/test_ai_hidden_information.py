"""The AI decides only from what its seat may see (issue 6).

For positions of every game, a second true state is made that the seat cannot tell from the
first (same view, different hidden tiles, cards and dice to come). Every level, given the
same seed, must then choose exactly the same actions in both: the hidden truth does not
change its choice distribution.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from favelas_app.ai import make_agent
from favelas_app.ai.ismcts import SearchAgent
from favelas_app.ai.knowledge import knowledge_for
from favelas_app.core.protocol import Game, Setup
from favelas_app.core.rng import Rng
from favelas_app.games import game_names, get_game

SEEDS = range(6)


def _agent(level: str, seed: int) -> Any:
    if level == "hard":
        return SearchAgent(seed, iterations=40)  # a fixed budget: the clock must not decide
    return make_agent(level, seed)


def _positions(game: Game, count: int) -> list[Any]:
    """States from random play where the decider has a real choice and something is hidden."""
    rng = Rng.from_seed(17)
    found = []
    for deal in range(50):
        state = game.new_game(Setup(2 + deal % 3), deal)
        step = 0
        while (decision := state.decision) is not None and len(found) < count:
            legal = game.legal_actions(state)
            seat = decision.players[0]
            if step % 7 == 3 and len(legal) > 1 and game.view(state, seat) != state:
                found.append(state)
            state, _ = game.apply(state, rng.choice(legal))
            step += 1
        if len(found) >= count:
            break
    return found


def _twin(
    game: Game, state: Any, seat: int, differs: Callable[[Any, Any], bool] | None = None
) -> Any:
    """Another true state that `seat` cannot tell from `state`: the hidden parts redrawn
    (so that `differs(state, twin)` holds, when given)."""
    knowledge = knowledge_for(game.name)
    view = game.view(state, seat)
    for seed in range(20):
        twin = knowledge.determinize(view, seat, Rng.from_seed(1000 + seed))
        if twin != state and (differs is None or differs(state, twin)):
            assert game.view(twin, seat) == view
            return twin
    raise AssertionError("no other hidden state found")


def _choices_agree(game: Game, level: str, state: Any, twin: Any, seat: int) -> None:
    for seed in SEEDS:
        first = _agent(level, seed).choose(game, game.view(state, seat), seat)
        second = _agent(level, seed).choose(game, game.view(twin, seat), seat)
        assert first == second
        assert first in game.legal_actions(state)
        assert second in game.legal_actions(twin)


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_hidden_truth_does_not_change_the_choice(name: str, level: str) -> None:
    """Same view, same seed → same action, whatever the hidden tiles, cards and dice are."""
    game = get_game(name)
    for state in _positions(game, 4):
        seat = state.decision.players[0]
        _choices_agree(game, level, state, _twin(game, state, seat), seat)


def _their_charms(state: Any, seat: int) -> list[tuple[int, ...]]:
    return [held for q, held in enumerate(state.charms) if q != seat]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_other_seats_face_down_charms_do_not_change_the_choice(level: str) -> None:
    """Feuville, The Fairy Magic: "You may place this magic charm (face down) on your player
    board": whichever charms lie face down on the other boards, the same view and seed
    give the same action."""
    game = get_game("feuville")
    rng = Rng.from_seed(23)
    found = []
    for deal in range(40):
        state = game.new_game(Setup(2 + deal % 3), deal)
        step = 0
        while (decision := state.decision) is not None and len(found) < 4:
            legal = game.legal_actions(state)
            seat = decision.players[0]
            if step % 5 == 2 and len(legal) > 1 and any(_their_charms(state, seat)):
                found.append(state)
            state, _ = game.apply(state, rng.choice(legal))
            step += 1
    assert len(found) == 4
    for state in found:
        seat = state.decision.players[0]
        twin = _twin(game, state, seat, lambda a, b: a.charms != b.charms)  # others' differ
        _choices_agree(game, level, state, twin, seat)
