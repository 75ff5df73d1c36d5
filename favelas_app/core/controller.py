"""The one turn controller every game runs under.

It holds the true state, asks the engine who decides now, routes that decision to the
seat's agent (or waits for the UI), applies the action and keeps the record. Undo, autosave
and the hot-seat hand-off grow here with the app (see ARCHITECTURE.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from favelas_app.core.protocol import Action, Decision, Event, Game, IllegalAction, Setup
from favelas_app.core.record import GameRecord, replay


class Agent(Protocol):
    """A player that decides from what its seat may see."""

    def choose(self, game: Game, view: Any, player: int) -> Action: ...


@runtime_checkable
class RefusalListener(Protocol):
    """An agent that may propose illegal actions (a person) and is told why they were refused."""

    def refused(self, refusal: IllegalAction) -> None: ...


class TurnController:
    """Drives one game: state, record and the routing of decisions."""

    def __init__(self, game: Game, record: GameRecord) -> None:
        self.game = game
        self.record = record
        self.state = replay(game, record.setup, record.seed, record.actions)

    @classmethod
    def new(cls, game: Game, setup: Setup, seed: int) -> TurnController:
        return cls(game, GameRecord(game.name, setup, seed))

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    def submit(self, action: Action) -> list[Event]:
        """Applies an action for the deciding player; IllegalAction leaves everything as it was."""
        state, events = self.game.apply(self.state, action)
        self.state = state
        self.record = self.record.with_action(action)
        return events

    def run_agents(self, agents: Mapping[int, Agent]) -> list[Event]:
        """Lets agents decide until the game ends or a seat without an agent must decide.

        A refused action is reported to an agent that listens for refusals (a person), who
        is then asked again; from any other agent it is a bug and propagates.
        """
        events: list[Event] = []
        while (decision := self.decision) is not None:
            player = decision.players[0]
            agent = agents.get(player)
            if agent is None:
                break
            view = self.game.view(self.state, player)
            try:
                events.extend(self.submit(agent.choose(self.game, view, player)))
            except IllegalAction as refusal:
                if not isinstance(agent, RefusalListener):
                    raise
                agent.refused(refusal)
        return events
