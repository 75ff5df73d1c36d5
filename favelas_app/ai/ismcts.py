"""The hard level: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration fills in what the seat cannot see afresh (the game's `determinize`, dice
included), walks the one shared tree, and grows it by one node. The tree branches on the
actions and, after each action, on the public decision that follows it (a drawn tile, the
dice rolled, a running total), so a choice made after a chance event learns from that
outcome alone; what a seat cannot see never splits the tree. A new node's
children start from the game's evaluation of the position after each of them (counted as
`PRIOR_VISITS` visits), so the search begins where the medium level ends and then looks
deeper: at its own follow-up moves within the turn and at the others' replies. A leaf is
judged after `playout_steps` random actions by the evaluation, or by the result once the
game is over. Each player's node keeps that player's rewards (see `values.rewards`); the
move played is the most visited among those legal in the seat's view.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable
from typing import Any

from favelas_app.ai.knowledge import GameKnowledge, knowledge_for
from favelas_app.ai.values import player_count, rewards
from favelas_app.core.protocol import Action, Decision, Game
from favelas_app.core.rng import Rng

THINKING_SECONDS = 0.85  # per decision: the last iteration may overrun it by a few ms
PRIOR_VISITS = 2.0  # how much a child's first evaluation weighs against real visits
EXPLORATION = 0.5  # the UCB constant, on means scaled to 0..1 (a game may set its own)
PLAYOUT_STEPS = 0  # random actions after a leaf before it is judged (a game may set its own)


class _Node:
    """The statistics of one action in the tree, from its chooser's point of view, and the
    choices that follow it per public decision seen next."""

    __slots__ = ("available", "branches", "reward", "seen", "visits")

    def __init__(self, prior: float = 0.0, weight: float = 0.0) -> None:
        self.branches: dict[Hashable, dict[Action, _Node]] = {}
        self.visits = weight  # real visits plus the prior's weight
        self.reward = prior * weight  # the sum of the chooser's rewards
        self.seen = 0  # real visits
        self.available = 1  # how often the action was legal when its parent was visited


class SearchAgent:
    """Hard: ISMCTS within a time budget per decision (or a fixed number of iterations)."""

    level = "hard"

    def __init__(
        self, seed: int, seconds: float = THINKING_SECONDS, iterations: int | None = None
    ) -> None:
        self._rng = Rng.from_seed(seed)
        self.seconds = seconds
        self.iterations = iterations  # set: exactly this many, whatever the clock says
        self.last_iterations = 0  # of the last decision, for profiling and tests

    def choose(self, game: Game, view: Any, player: int) -> Action:
        legal = game.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        search = _Search(game, knowledge_for(game.name), view, player, self._rng)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while (
            done < self.iterations
            if self.iterations is not None
            else time.perf_counter() < deadline
        ):
            search.iterate()
            done += 1
        self.last_iterations = done
        children = search.root
        return max(legal, key=lambda a: children[a].visits if a in children else -1.0)


class _Search:
    def __init__(
        self, game: Game, knowledge: GameKnowledge, view: Any, player: int, rng: Rng
    ) -> None:
        self.game = game
        self.knowledge = knowledge
        self.view = view
        self.player = player
        self.rng = rng
        self.players = player_count(game, view)
        self.playout_steps = getattr(knowledge, "playout_steps", PLAYOUT_STEPS)
        self.exploration = getattr(knowledge, "exploration", EXPLORATION)
        self.root: dict[Action, _Node] = {}  # the choices at the seat's decision

    def iterate(self) -> None:
        game, rng = self.game, self.rng
        state = self.knowledge.determinize(self.view, self.player, rng)
        choices = self.root
        path: list[tuple[_Node, int]] = []  # each node entered, and who chose it
        leaf_rewards: list[float] | None = None
        while (decision := state.decision) is not None:
            chooser = decision.players[0]
            legal = game.legal_actions(state)
            nodes, fresh = self._expand(choices, state, legal, chooser)
            at = self._select(nodes)
            child = nodes[at]
            state, _ = game.apply(state, legal[at])
            path.append((child, chooser))
            if at in fresh:  # judged already when it was added
                leaf_rewards = fresh[at]
                break
            if child.seen == 0:  # the first real visit: judge it here
                break
            choices = child.branches.setdefault(_public(state.decision), {})
        if leaf_rewards is None:
            leaf_rewards = self._judge(state)
        for child, chooser in path:
            child.visits += 1
            child.seen += 1
            child.reward += leaf_rewards[chooser]

    def _expand(
        self, children: dict[Action, _Node], state: Any, legal: list[Action] | Any, chooser: int
    ) -> tuple[list[_Node], dict[int, list[float]]]:
        """The node of each legal action, adding those `children` lacks with their first
        judgement as prior; and those judgements, by the action's index in `legal`."""
        fresh: dict[int, list[float]] = {}
        if len(legal) == 1:
            node = children.get(legal[0])
            if node is None:
                node = children[legal[0]] = _Node()
            return [node], fresh
        nodes = []
        known = children.get
        for i, action in enumerate(legal):
            node = known(action)
            if node is None:
                after, _ = self.game.apply(state, action)
                judged = rewards(self.game, self.knowledge, after, self.players)
                node = children[action] = _Node(judged[chooser], PRIOR_VISITS)
                fresh[i] = judged
            else:
                node.available += 1
            nodes.append(node)
        return nodes, fresh

    def _select(self, nodes: list[_Node]) -> int:
        """The index of the node UCB1 picks. Mean rewards are scaled so that the worst is 0
        and the best is 1: good and bad moves may differ by little reward (a big lead
        flattens the logistic curve), and one exploration constant must fit every game."""
        if len(nodes) == 1:
            return 0
        means = [node.reward / node.visits for node in nodes]
        low, high = min(means), max(means)
        scale = 1.0 / (high - low) if high > low else 0.0
        exploration, log = self.exploration, math.log
        best_score, best = -math.inf, 0
        for i, (node, mean) in enumerate(zip(nodes, means, strict=True)):
            score = (mean - low) * scale + exploration * math.sqrt(
                log(node.available + 1) / node.visits
            )
            if score > best_score:
                best_score, best = score, i
        return best

    def _judge(self, state: Any) -> list[float]:
        game, rng = self.game, self.rng
        for _ in range(self.playout_steps):
            if state.decision is None:
                break
            state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
        return rewards(game, self.knowledge, state, self.players)


def _public(decision: Decision | None) -> Hashable:
    """What every seat sees of a decision: its kind, who decides, and its parameters."""
    if decision is None:
        return None
    return decision.kind, decision.players, tuple(decision.params.items())
