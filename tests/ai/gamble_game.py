"""A tiny game with a public chance event, for testing how the search treats chance.

Player 0 either plays safe (a draw) or gambles: a die is rolled in sight of all, then
player 0 names a number and wins by naming the roll. Seeing the roll before naming it,
gambling always wins; only a search that keeps the choices after each roll apart knows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from favelas_app.core.protocol import Action, Decision, Event, Outcome, Score, Setup
from favelas_app.core.rng import Rng


@dataclass(frozen=True)
class Safe(Action):
    pass


@dataclass(frozen=True)
class Gamble(Action):
    pass


@dataclass(frozen=True)
class Guess(Action):
    number: int


@dataclass(frozen=True)
class GambleState:
    seed: int  # where the die's roll comes from: hidden until it is rolled
    roll: int = 0  # 0 until rolled
    winners: tuple[int, ...] | None = None  # set once over
    players: int = 2

    @property
    def decision(self) -> Decision | None:
        if self.winners is not None:
            return None
        if self.roll:
            return Decision("gamble.guess", (0,), {"roll": self.roll})
        return Decision("gamble.choose", (0,))


class GambleGame:
    name = "gamble"
    min_players = 2
    max_players = 2
    variants = ({},)

    def new_game(self, setup: Setup, seed: int) -> GambleState:
        return GambleState(seed)

    def legal_actions(self, state: GambleState) -> list[Action]:
        if state.roll:
            return [Guess(n) for n in range(1, 7)]
        return [Safe(), Gamble()]

    def apply(self, state: GambleState, action: Any) -> tuple[GambleState, list[Event]]:
        if isinstance(action, Safe):
            return replace(state, winners=(0, 1)), []
        if isinstance(action, Gamble):
            return replace(state, roll=Rng.from_seed(state.seed).die()), []
        return replace(state, winners=(0,) if action.number == state.roll else (1,)), []

    def view(self, state: GambleState, player: int) -> GambleState:
        return replace(state, seed=0)

    def scores(self, state: GambleState) -> tuple[Score, ...]:
        return tuple(Score(int(p in (state.winners or ())), ()) for p in range(2))

    def is_over(self, state: GambleState) -> bool:
        return state.winners is not None

    def outcome(self, state: GambleState) -> Outcome | None:
        return Outcome(state.winners) if state.winners is not None else None

    def check_invariants(self, state: GambleState) -> None:
        assert 0 <= state.roll <= 6


class GambleKnowledge:
    """The die's seed is the one hidden thing; every unfinished position looks level."""

    margin = 1.0

    def determinize(self, view: GambleState, player: int, rng: Rng) -> GambleState:
        return replace(view, seed=rng.next_u32())

    def evaluate(self, state: GambleState, player: int) -> float:
        return 0.0
