"""A one-decision toy game for testing how the one-ply levels pick among scored moves.

Player 0 picks one dish off a menu and scores its points; player 1 scores nothing. The
points sit close together at the top of the menu and far below at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from favelas_app.core.protocol import Action, Decision, Event, Outcome, Score, Setup
from favelas_app.core.rng import Rng

POINTS = (10.0, 9.5, 9.0, 2.0, 0.0)  # by dish


@dataclass(frozen=True)
class Dish(Action):
    number: int


@dataclass(frozen=True)
class MenuState:
    picked: int | None = None
    players: int = 2

    @property
    def decision(self) -> Decision | None:
        return Decision("menu.pick", (0,)) if self.picked is None else None


class MenuGame:
    name = "menu"
    min_players = 2
    max_players = 2
    variants = ({},)

    def new_game(self, setup: Setup, seed: int) -> MenuState:
        return MenuState()

    def legal_actions(self, state: MenuState) -> list[Action]:
        return [Dish(n) for n in range(len(POINTS))]

    def apply(self, state: MenuState, action: Any) -> tuple[MenuState, list[Event]]:
        return MenuState(action.number), []

    def view(self, state: MenuState, player: int) -> MenuState:
        return state

    def scores(self, state: MenuState) -> tuple[Score, ...]:
        return tuple(Score(int(p == 0 and state.picked is not None), ()) for p in range(2))

    def is_over(self, state: MenuState) -> bool:
        return state.picked is not None

    def outcome(self, state: MenuState) -> Outcome | None:
        return Outcome((0,)) if state.picked is not None else None

    def check_invariants(self, state: MenuState) -> None:
        assert state.picked is None or 0 <= state.picked < len(POINTS)


class MenuKnowledge:
    """Nothing is hidden; a picked dish is worth its points, to player 0."""

    margin = 6.0

    def determinize(self, view: MenuState, player: int, rng: Rng) -> MenuState:
        return view

    def evaluate(self, state: MenuState, player: int) -> float:
        return POINTS[state.picked] if player == 0 and state.picked is not None else 0.0
