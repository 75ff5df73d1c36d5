"""The AI levels by name, and how to make one.

- easy (`one_ply.EasyAgent`): one action ahead, drawn with odds that favour good actions;
- medium (`one_ply.GreedyAgent`): one action ahead, the best by the game's evaluation;
- hard (`ismcts.SearchAgent`): information-set MCTS within a time budget per decision;
- random (`random_agent.RandomAgent`): the baseline tournaments measure against.

A game's knowledge (`games/<game>/ai.py`) may tune the hard level with an optional
`playout_steps: int` (random actions after a leaf before the evaluation judges it; 0 by
default).
"""

from __future__ import annotations

from collections.abc import Callable

from favelas_app.ai.ismcts import SearchAgent
from favelas_app.ai.one_ply import EasyAgent, GreedyAgent
from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.controller import Agent

PLAYER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")

AI_LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": EasyAgent,
    "medium": GreedyAgent,
    "hard": SearchAgent,
    "random": RandomAgent,
}


def make_agent(level: str, seed: int) -> Agent:
    """A new agent of `level`; raises KeyError for an unknown level."""
    return AI_LEVELS[level](seed)
