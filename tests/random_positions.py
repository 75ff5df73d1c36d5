"""Shared by the AI knowledge tests: positions from games of uniformly random actions."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from favelas_app.core.protocol import Game, Setup
from favelas_app.core.rng import Rng


def random_play(game: Game, state: Any, rng: Rng) -> Iterator[Any]:
    """`state` and every state after it in a game of uniformly random actions."""
    yield state
    while state.decision is not None:
        state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
        yield state


def random_positions(
    game: Game, variants: Sequence[dict[str, Any]], pick: Callable[[list[Any]], list[Any]]
) -> tuple[Any, ...]:
    """The states `pick` keeps of each random game of 2, 3 and 4 players in each variant
    (game `number` of `players` is seeded 10 * players + number)."""
    found: list[Any] = []
    for players in (2, 3, 4):
        for number, options in enumerate(variants):
            seed = 10 * players + number
            state = game.new_game(Setup(players, options=options), seed)
            found.extend(pick(list(random_play(game, state, Rng.from_seed(seed)))))
    return tuple(found)
