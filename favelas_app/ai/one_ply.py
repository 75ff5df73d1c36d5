"""The easy and medium levels: look one action ahead and judge what follows.

Both fill in what the seat cannot see (a few determinizations), try every legal action on
each, and score the result by the player's lead (`values.leads`). Medium takes the best;
easy draws an action with odds that fall off quickly with how much worse it looks, so it
plays sensible moves with visible variety and misses the fine ones.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from typing import Any

from favelas_app.ai.knowledge import knowledge_for
from favelas_app.ai.values import leads, player_count
from favelas_app.core.protocol import Action, Game, IllegalAction
from favelas_app.core.rng import Rng

# Easy draws with weight exp(-shortfall / (margin * EASY_TEMPERATURE)).
EASY_TEMPERATURE = 0.25


def action_leads(
    game: Game, view: Any, player: int, rng: Rng, samples: int
) -> list[tuple[Action, float]]:
    """Every legal action of `view` with the player's average lead just after it."""
    knowledge = knowledge_for(game.name)
    players = player_count(game, view)
    legal = list(game.legal_actions(view))
    totals = [0.0] * len(legal)
    for _ in range(samples):
        state = knowledge.determinize(view, player, rng)
        for i, action in enumerate(legal):
            try:
                after, _ = game.apply(state, action)
            except IllegalAction:  # cannot happen for an action the view allows; be safe
                totals[i] -= math.inf
                continue
            totals[i] += leads(knowledge, after, players)[player]
    return [(action, total / samples) for action, total in zip(legal, totals, strict=True)]


class _OnePlyAgent(ABC):
    """Scores every legal action (see `action_leads`) and lets the level pick one."""

    samples = 1

    def __init__(self, seed: int) -> None:
        self._rng = Rng.from_seed(seed)

    def choose(self, game: Game, view: Any, player: int) -> Action:
        legal = game.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        scored = action_leads(game, view, player, self._rng, self.samples)
        return self._pick(scored, knowledge_for(game.name).margin)

    @abstractmethod
    def _pick(self, scored: list[tuple[Action, float]], margin: float) -> Action:
        """One of the scored actions; `margin` is the game's typical winning margin."""


class GreedyAgent(_OnePlyAgent):
    """Medium: the action after which the player leads by most (ties drawn at random)."""

    level = "medium"
    samples = 2

    def _pick(self, scored: list[tuple[Action, float]], margin: float) -> Action:
        best = max(value for _, value in scored)
        return self._rng.choice([action for action, value in scored if value >= best - 1e-9])


class EasyAgent(_OnePlyAgent):
    """Easy: mostly good moves, often not the best, never the same game twice."""

    level = "easy"

    def _pick(self, scored: list[tuple[Action, float]], margin: float) -> Action:
        best = max(value for _, value in scored)
        scale = margin * EASY_TEMPERATURE
        weights = [math.exp((value - best) / scale) for _, value in scored]
        pick = self._rng.below(1 << 30) / (1 << 30) * sum(weights)
        for (action, _), weight in zip(scored, weights, strict=True):
            pick -= weight
            if pick < 0:
                return action
        return scored[-1][0]
