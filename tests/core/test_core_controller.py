"""Tests of the turn controller in favelas_app.core.controller."""

from __future__ import annotations

from typing import Any

import pytest

from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.controller import TurnController
from favelas_app.core.protocol import Action, Event, Game, IllegalAction, Setup
from favelas_app.core.record import GameRecord
from favelas_app.games import get_game
from favelas_app.games.favelas.actions import AdjustDie, PlaceTile

GAME = get_game("favelas")


class RecordingAgent:
    """Wraps a RandomAgent and remembers the views and seats it was asked about."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.calls: list[tuple[Any, int]] = []

    def choose(self, game: Game, view: Any, player: int) -> Action:
        self.calls.append((view, player))
        return self.inner.choose(game, view, player)


def test_new_starts_an_empty_record() -> None:
    """TurnController.new starts from the engine's new game with an empty record."""
    setup = Setup(3, ("A", "B", "C"))
    controller = TurnController.new(GAME, setup, 17)
    assert controller.record == GameRecord("favelas", setup, 17, ())
    assert controller.state == GAME.new_game(setup, 17)
    assert controller.decision == controller.state.decision
    assert controller.decision is not None


def test_submit_appends_to_record_and_updates_state() -> None:
    """submit applies the action, returns its events and appends it to the record."""
    controller = TurnController.new(GAME, Setup(2), 4)
    before = controller.state
    action = GAME.legal_actions(before)[0]
    expected_state, expected_events = GAME.apply(before, action)
    events = controller.submit(action)
    assert events == expected_events
    assert all(isinstance(event, Event) for event in events)
    assert controller.state == expected_state
    assert controller.record.actions == (action,)
    assert controller.state is not before


def test_several_submits_build_the_record_in_order() -> None:
    """Each submit appends one action, in order."""
    controller = TurnController.new(GAME, Setup(2), 8)
    taken = []
    for _ in range(10):
        action = GAME.legal_actions(controller.state)[-1]
        controller.submit(action)
        taken.append(action)
    assert controller.record.actions == tuple(taken)


def test_illegal_action_leaves_state_and_record_unchanged() -> None:
    """An illegal submit raises IllegalAction and changes neither state nor record."""
    controller = TurnController.new(GAME, Setup(2), 5)
    state, record = controller.state, controller.record
    snapshot = state.copy()
    with pytest.raises(IllegalAction) as info:
        controller.submit(PlaceTile(0, 0, 0))  # no tile taken yet
    assert info.value.reason.startswith("favelas.illegal.")
    assert controller.state is state
    assert controller.state == snapshot
    assert controller.record is record
    assert controller.record.actions == ()


def test_illegal_action_mid_game_leaves_everything_unchanged() -> None:
    """Mid-game, a refused action keeps the same state and record as before it."""
    controller = TurnController.new(GAME, Setup(3), 12)
    for _ in range(15):
        controller.submit(GAME.legal_actions(controller.state)[0])
    state, record = controller.state, controller.record
    snapshot = state.copy()
    legal = set(GAME.legal_actions(state))
    illegal = next(
        a
        for a in (PlaceTile(99, 99, 0), AdjustDie("nope", 1), PlaceTile(0, 0, 0))
        if a not in legal
    )
    with pytest.raises(IllegalAction):
        controller.submit(illegal)
    assert controller.state is state
    assert controller.state == snapshot
    assert controller.record is record


def test_run_agents_without_agents_does_nothing() -> None:
    """With no agents, run_agents returns no events and changes nothing."""
    controller = TurnController.new(GAME, Setup(2), 6)
    state = controller.state
    assert controller.run_agents({}) == []
    assert controller.state is state
    assert controller.record.actions == ()


@pytest.mark.parametrize("seed", range(5))
def test_run_agents_stops_at_a_seat_without_an_agent(seed: int) -> None:
    """run_agents stops as soon as a seat with no agent must decide."""
    controller = TurnController.new(GAME, Setup(3), seed)
    first = controller.decision.players[0]
    agents = {p: RandomAgent(p) for p in range(3) if p != (first + 1) % 3}
    controller.run_agents(agents)
    decision = controller.decision
    assert decision is not None
    assert decision.players[0] not in agents
    assert decision.players[0] == (first + 1) % 3
    assert not GAME.is_over(controller.state)
    assert len(controller.record.actions) >= 1  # the first seat did play


def test_run_agents_plays_to_the_end_with_agents_for_all_seats() -> None:
    """With an agent per seat, run_agents plays until the game is over."""
    controller = TurnController.new(GAME, Setup(4), 21)
    events = controller.run_agents({p: RandomAgent(p) for p in range(4)})
    assert controller.decision is None
    assert GAME.is_over(controller.state)
    assert GAME.outcome(controller.state) is not None
    assert events
    assert type(events[-1]).__name__ == "GameEnded"
    assert controller.run_agents({p: RandomAgent(p) for p in range(4)}) == []


def test_run_agents_asks_each_seat_with_its_own_view() -> None:
    """Agents are asked for their own seat and given that seat's view, never the true state."""
    controller = TurnController.new(GAME, Setup(2), 13)
    agents = {p: RecordingAgent(p) for p in range(2)}
    controller.run_agents(agents)
    for seat, agent in agents.items():
        assert agent.calls
        for view, player in agent.calls:
            assert player == seat
            assert view.rng is None  # a view has no RNG


def test_run_agents_events_match_the_replayed_events() -> None:
    """The events run_agents returns are those apply reports for the recorded actions."""
    controller = TurnController.new(GAME, Setup(2), 30)
    events = controller.run_agents({0: RandomAgent(0), 1: RandomAgent(1)})
    state = GAME.new_game(Setup(2), 30)
    expected: list[Event] = []
    for action in controller.record.actions:
        state, new_events = GAME.apply(state, action)
        expected.extend(new_events)
    assert events == expected


def test_run_agents_tells_each_actions_events_as_they_happen() -> None:
    """`on_events` hears the events of every action at once, after the state has moved on;
    together they are the events run_agents returns."""
    controller = TurnController.new(GAME, Setup(2), 31)
    heard: list[tuple[int, list[Event]]] = []

    def listen(events: list[Event]) -> None:
        heard.append((len(controller.record.actions), events))

    events = controller.run_agents({0: RandomAgent(0), 1: RandomAgent(1)}, on_events=listen)
    assert [n for n, _ in heard] == list(range(1, len(controller.record.actions) + 1))
    assert [e for _, batch in heard for e in batch] == events


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2)])
def test_controller_from_record_rebuilds_the_live_state(players: int, seed: int) -> None:
    """TurnController(game, record) rebuilds the live controller's state, also mid-game."""
    live = TurnController.new(GAME, Setup(players), seed)
    live.run_agents({p: RandomAgent(p + 100) for p in range(1, players)})  # stop at seat 0
    for _ in range(3):
        if live.decision is None:
            break
        live.submit(GAME.legal_actions(live.state)[0])
        live.run_agents({p: RandomAgent(p + 100) for p in range(1, players)})
    rebuilt = TurnController(GAME, live.record)
    assert rebuilt.state == live.state
    assert rebuilt.decision == live.decision
    live.run_agents({p: RandomAgent(p) for p in range(players)})
    assert TurnController(GAME, GameRecord.loads(live.record.dumps(), get_game)).state == live.state


def test_controller_from_record_with_illegal_action_raises() -> None:
    """A record holding a refused action cannot be loaded into a controller."""
    record = GameRecord("favelas", Setup(2), 1, (PlaceTile(0, 0, 0),))
    with pytest.raises(IllegalAction):
        TurnController(GAME, record)
