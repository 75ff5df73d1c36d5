"""What the AI needs to know of one game beyond its rules: how to fill in what a seat cannot
see, and how good a position looks.

Each game supplies this in `favelas_app/games/<game>/ai.py` as a module-level `KNOWLEDGE`.
The search code in this package is shared by every game and never looks inside a state.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

from favelas_app.core.rng import Rng


class GameKnowledge(Protocol):
    """A game's determinization and evaluation, as the shared AI uses them."""

    # A typical winning margin in points: differences of `evaluate` are divided by it
    # before they become rewards between 0 and 1.
    margin: float

    def determinize(self, view: Any, player: int, rng: Rng) -> Any:
        """A complete state that `player` cannot tell from the truth, given `view`.

        Every hidden item is drawn with `rng` from the items `player` has not seen (so the
        same kinds and counts as the real game), and the state gets a fresh RNG drawn from
        `rng`. `game.view(result, player) == view` holds, and the result is playable.
        """
        ...

    def evaluate(self, state: Any, player: int) -> float:
        """How many points `player` may expect at the end: points so far plus a cheap
        estimate of what the position is worth. Only differences between players matter."""
        ...


def knowledge_for(game: str) -> GameKnowledge:
    """The AI knowledge of the game called `game`; raises KeyError for an unknown game."""
    try:
        module = import_module(f"favelas_app.games.{game}.ai")
    except ModuleNotFoundError as missing:
        raise KeyError(game) from missing
    return module.KNOWLEDGE
