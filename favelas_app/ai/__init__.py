"""AI players, by level name. Each agent decides only from its seat's view."""

from __future__ import annotations

from collections.abc import Callable

from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.controller import Agent

AI_LEVELS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent}


def make_agent(level: str, seed: int) -> Agent:
    """A new agent of `level`; raises KeyError for an unknown level."""
    return AI_LEVELS[level](seed)
