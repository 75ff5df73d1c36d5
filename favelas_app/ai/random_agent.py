"""The random player: a uniformly random legal action, reproducible from its seed."""

from __future__ import annotations

from typing import Any

from favelas_app.core.protocol import Action, Game
from favelas_app.core.rng import Rng


class RandomAgent:
    """Picks uniformly among the legal actions of what its seat can see."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self._rng = Rng.from_seed(seed)

    def choose(self, game: Game, view: Any, player: int) -> Action:
        return self._rng.choice(game.legal_actions(view))
