"""A tiny two-player game for testing the shared search without a real engine.

Race to ten: the players take turns adding 1 or 2 to a counter; whoever makes it exactly
ten wins. A player facing a counter of 10 - 3k loses against best play, so the right move
is always to leave the other such a counter. Its knowledge evaluates every position as
level, so only a search that looks ahead can tell the moves apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from favelas_app.core.protocol import Action, Decision, Event, Outcome, Score, Setup
from favelas_app.core.rng import Rng

GOAL = 10


@dataclass(frozen=True)
class Add(Action):
    amount: int


@dataclass(frozen=True)
class RaceState:
    counter: int
    mover: int
    players: int = 2

    @property
    def decision(self) -> Decision | None:
        return None if self.counter >= GOAL else Decision("race.add", (self.mover,))


class RaceGame:
    name = "race"
    min_players = 2
    max_players = 2
    variants = ({},)

    def new_game(self, setup: Setup, seed: int) -> RaceState:
        return RaceState(0, 0)

    def legal_actions(self, state: RaceState) -> list[Action]:
        return [Add(n) for n in (1, 2) if state.counter + n <= GOAL]

    def apply(self, state: RaceState, action: Any) -> tuple[RaceState, list[Event]]:
        return RaceState(state.counter + action.amount, 1 - state.mover), []

    def view(self, state: RaceState, player: int) -> RaceState:
        return state

    def scores(self, state: RaceState) -> tuple[Score, ...]:
        winner = 1 - state.mover if state.counter >= GOAL else None
        return tuple(Score(int(p == winner), ()) for p in range(2))

    def is_over(self, state: RaceState) -> bool:
        return state.counter >= GOAL

    def outcome(self, state: RaceState) -> Outcome | None:
        return Outcome((1 - state.mover,)) if self.is_over(state) else None

    def check_invariants(self, state: RaceState) -> None:
        assert 0 <= state.counter <= GOAL


class LevelKnowledge:
    """Nothing is hidden, and every position looks level until the game is over."""

    margin = 1.0

    def determinize(self, view: RaceState, player: int, rng: Rng) -> RaceState:
        return view

    def evaluate(self, state: RaceState, player: int) -> float:
        return 0.0
