"""How the AI turns a position into numbers: each player's lead, and rewards between 0 and 1.

Shared by every level. A game's `evaluate` estimates final points; what matters to a player
is their lead over the best of the others, measured in the game's typical `margin`.
"""

from __future__ import annotations

import math
from typing import Any

from favelas_app.ai.knowledge import GameKnowledge
from favelas_app.core.protocol import Game


def leads(knowledge: GameKnowledge, state: Any, players: int) -> list[float]:
    """Each player's evaluation minus the best evaluation among the others."""
    values = [knowledge.evaluate(state, p) for p in range(players)]
    result = []
    for p, value in enumerate(values):
        best_other = max(v for q, v in enumerate(values) if q != p) if players > 1 else 0.0
        result.append(value - best_other)
    return result


def rewards(game: Game, knowledge: GameKnowledge, state: Any, players: int) -> list[float]:
    """Each player's reward in [0, 1]: the share of the win at the end, otherwise the lead
    squashed by a logistic curve whose scale is the game's margin."""
    if state.decision is None:
        outcome = game.outcome(state)
        winners = outcome.winners if outcome is not None else ()
        share = 1.0 / len(winners) if winners else 0.0
        return [share if p in winners else 0.0 for p in range(players)]
    scale = knowledge.margin
    return [_logistic(lead / scale) for lead in leads(knowledge, state, players)]


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def player_count(game: Game, view: Any) -> int:
    """How many seats the game has, from anything the engine can score."""
    return len(game.scores(view))
