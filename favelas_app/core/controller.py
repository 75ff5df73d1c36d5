"""The one turn controller every game runs under.

It holds the true state, asks the engine who decides now, routes that decision to the
seat's agent (or waits for the UI), applies the action, keeps the record, tells a listener
after every change (the app autosaves there) and keeps the undo history.

Undo follows the policy of ARCHITECTURE.md: the acting player may take back their own steps
until something random or hidden is revealed or another player is to decide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
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

    def __init__(
        self,
        game: Game,
        record: GameRecord,
        on_change: Callable[[GameRecord], None] | None = None,
    ) -> None:
        self.game = game
        self.record = record
        self.state = replay(game, record.setup, record.seed, record.actions)
        self.on_change = on_change
        self._undo: list[tuple[Any, GameRecord]] = []  # states the acting player may go back to

    @classmethod
    def new(
        cls,
        game: Game,
        setup: Setup,
        seed: int,
        on_change: Callable[[GameRecord], None] | None = None,
    ) -> TurnController:
        return cls(game, GameRecord(game.name, setup, seed), on_change)

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    def submit(self, action: Action) -> list[Event]:
        """Applies an action for the deciding player; IllegalAction leaves everything as it was."""
        before, before_record = self.state, self.record
        self.state, events = self.game.apply(before, action)
        self.record = before_record.with_action(action)
        if self._reversible(before, action):
            self._undo.append((before, before_record))
        else:
            self._undo.clear()
        self._changed()
        return events

    def can_undo(self, player: int) -> bool:
        """Whether `player` is deciding now and may take back their last step."""
        decision = self.decision
        return bool(self._undo) and decision is not None and decision.players == (player,)

    def undo(self) -> None:
        """Restores the whole state (score included) from before the last reversible step."""
        if not self._undo:
            raise IllegalAction("core.illegal.nothing_to_undo")
        self.state, self.record = self._undo.pop()
        self._changed()

    def _reversible(self, before: Any, action: Action) -> bool:
        """True if the same player decides on and `action` revealed them nothing new.

        The action is replayed on what the player could see before it; if that gives exactly
        what they see now, nothing hidden or random came out.
        """
        was, now = before.decision, self.decision
        if was is None or now is None or len(was.players) != 1 or now.players != was.players:
            return False
        player = was.players[0]
        try:
            guessed, _ = self.game.apply(self.game.view(before, player), action)
        except Exception:  # the view lacks what the action needed: a hidden tile, the RNG
            return False
        return guessed == self.game.view(self.state, player)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.record)

    def run_agents(
        self,
        agents: Mapping[int, Agent],
        on_events: Callable[[list[Event]], None] | None = None,
    ) -> list[Event]:
        """Lets agents decide until the game ends or a seat without an agent must decide.

        A refused action is reported to an agent that listens for refusals (a person), who
        is then asked again; from any other agent it is a bug and propagates. `on_events`
        hears the events of each action as it is applied (a running game log).
        """
        events: list[Event] = []
        while (decision := self.decision) is not None:
            player = decision.players[0]
            agent = agents.get(player)
            if agent is None:
                break
            view = self.game.view(self.state, player)
            try:
                new = self.submit(agent.choose(self.game, view, player))
            except IllegalAction as refusal:
                if not isinstance(agent, RefusalListener):
                    raise
                agent.refused(refusal)
                continue
            events.extend(new)
            if on_events is not None:
                on_events(new)
        return events
