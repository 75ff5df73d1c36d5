"""The undo policy of TurnController (ARCHITECTURE.md, "The turn controller"), on Favelas:
the acting player may take back their own steps until something random or hidden is
revealed or another player is to decide; and the change listener (the autosave) always
matches the state."""

from __future__ import annotations

from functools import cache

import pytest

from favelas_app.ai.random_agent import RandomAgent
from favelas_app.core.controller import TurnController
from favelas_app.core.protocol import Action, IllegalAction, Setup
from favelas_app.core.record import GameRecord, replay
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, Step

NOTHING_TO_UNDO = "core.illegal.nothing_to_undo"


def _plan(state: FavelasState, pending: int) -> tuple[TakeFromSupply, PlaceTile] | None:
    """The first supply tile and placement (in legal_actions order) leaving `pending` dice
    to adjust (0: the placement ends the turn); None if this turn offers none."""
    for take in GAME.legal_actions(state):
        if not isinstance(take, TakeFromSupply):
            continue
        holding, _ = GAME.apply(state, take)
        for place in GAME.legal_actions(holding):
            placed, _ = GAME.apply(holding, place)
            left = len(placed.pending_dice) if placed.step is Step.ADJUST else 0
            if left == pending:
                assert isinstance(place, PlaceTile)
                return take, place
    return None


@cache
def _position(pending: int, turns: int = 0) -> tuple[GameRecord, TakeFromSupply, PlaceTile]:
    """A 2-player game `turns` whole turns in (first legal actions), at a turn's start, where
    taking a supply tile and placing it leaves `pending` dice to adjust."""
    for seed in range(100):
        state = GAME.new_game(Setup(2), seed)
        record = GameRecord(GAME.name, Setup(2), seed)
        for _ in range(turns):
            player = state.current
            while state.decision is not None and state.current == player:
                action = GAME.legal_actions(state)[0]
                state, _ = GAME.apply(state, action)
                record = record.with_action(action)
        if state.step is not Step.SOURCE:
            continue
        plan = _plan(state, pending)
        if plan is not None:
            return (record, *plan)
    raise AssertionError(f"no position with {pending} dice to adjust")


class Listener:
    """Records every record the controller reports, as the app's autosave would."""

    def __init__(self) -> None:
        self.records: list[GameRecord] = []

    def __call__(self, record: GameRecord) -> None:
        self.records.append(record)


def _controller(
    pending: int, turns: int = 0
) -> tuple[TurnController, Listener, TakeFromSupply, PlaceTile]:
    record, take, place = _position(pending, turns)
    listener = Listener()
    return TurnController(GAME, record, listener), listener, take, place


def _player(controller: TurnController) -> int:
    decision = controller.decision
    assert decision is not None and len(decision.players) == 1
    return decision.players[0]


def _assert_no_undo(controller: TurnController) -> None:
    """Nobody may undo, and undo() refuses with the nothing-to-undo reason, changing nothing."""
    state, record = controller.state, controller.record
    assert not any(controller.can_undo(p) for p in range(state.players))
    with pytest.raises(IllegalAction) as caught:
        controller.undo()
    assert caught.value.reason == NOTHING_TO_UNDO
    assert controller.state is state and controller.record is record


# -- what may be undone ------------------------------------------------------------------------


def test_take_from_supply_can_be_undone() -> None:
    """Taking a face-up tile reveals nothing: undo goes back to choosing a source, with the
    state equal to before and the record one action shorter."""
    controller, _, take, _ = _controller(pending=1)
    player = _player(controller)
    before, before_record = controller.state.copy(), controller.record
    controller.submit(take)
    assert controller.state.step is Step.PLACE
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == before
    assert controller.state.step is Step.SOURCE and take.tile in controller.state.supply
    assert controller.record == before_record
    assert len(controller.record.actions) == len(before_record.actions)
    assert controller.decision == before.decision


def test_undo_then_a_different_choice() -> None:
    """After undoing a take, the player may take another tile; the record holds only that."""
    controller, _, take, _ = _controller(pending=1)
    start = controller.record
    controller.submit(take)
    controller.undo()
    other = next(
        a
        for a in GAME.legal_actions(controller.state)
        if isinstance(a, TakeFromSupply) and a != take
    )
    controller.submit(other)
    assert controller.record.actions == (*start.actions, other)
    assert controller.state == replay(GAME, start.setup, start.seed, controller.record.actions)
    assert controller.state.held == other.tile


@pytest.mark.parametrize("draw", [DrawFromStack(), DrawSingle()], ids=["stack", "single"])
def test_drawing_a_hidden_tile_cannot_be_undone(draw: Action) -> None:
    """Drawing a face-down tile reveals it: though the same player places next, no undo."""
    controller, _, _, _ = _controller(pending=1)
    player = _player(controller)
    assert draw in GAME.legal_actions(controller.state)
    controller.submit(draw)
    assert controller.state.step is Step.PLACE
    assert _player(controller) == player  # still deciding, yet may not undo
    assert not controller.can_undo(player)
    _assert_no_undo(controller)


def test_undo_does_not_reach_back_past_a_draw() -> None:
    """After a drawn single is placed, the placement may be undone but not the draw."""
    controller, _, _, _ = _controller(pending=1)
    player = _player(controller)
    controller.submit(DrawSingle())
    drawn = controller.state.copy()
    place = GAME.legal_actions(controller.state)[0]
    controller.submit(place)
    assert controller.state.step is Step.ADJUST  # a single always moves the bonus die
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == drawn
    _assert_no_undo(controller)


def test_place_leaving_dice_to_adjust_can_be_undone() -> None:
    """A placement that leaves dice to adjust may be undone; the tile is held again."""
    controller, _, take, place = _controller(pending=2)
    player = _player(controller)
    controller.submit(take)
    holding = controller.state.copy()
    controller.submit(place)
    assert controller.state.step is Step.ADJUST
    assert controller.state.held is None
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == holding
    assert controller.state.held == take.tile
    assert controller.state.boards == holding.boards


@pytest.mark.parametrize("turns", [0, 3], ids=["first-turn", "later-turn"])
def test_multi_step_undo_back_to_the_start_of_the_turn(turns: int) -> None:
    """Take from supply, place, adjust one of two dice: three undos retrace each step back to
    the start of the turn, and no further."""
    controller, _, take, place = _controller(pending=2, turns=turns)
    player = _player(controller)
    start = controller.record
    states = [controller.state.copy()]
    controller.submit(take)
    states.append(controller.state.copy())
    controller.submit(place)
    states.append(controller.state.copy())
    assert len(controller.state.pending_dice) == 2
    adjust = GAME.legal_actions(controller.state)[0]
    assert isinstance(adjust, AdjustDie)
    controller.submit(adjust)
    assert controller.state.step is Step.ADJUST and len(controller.state.pending_dice) == 1
    assert controller.state.die(adjust.die) == states[2].die(adjust.die) + adjust.delta

    for back in (2, 1, 0):
        assert controller.can_undo(player)
        controller.undo()
        assert controller.state == states[back]
        assert (
            controller.record.actions
            == (*start.actions, take, place, adjust)[: len(start.actions) + back]
        )
    assert controller.record == start
    assert controller.state.step is Step.SOURCE
    _assert_no_undo(controller)


# -- what may not be undone --------------------------------------------------------------------


def test_no_undo_once_the_turn_has_ended() -> None:
    """Once the next player is to decide, nobody may undo: not the next player, not the one
    whose turn ended."""
    controller, _, take, place = _controller(pending=0)
    player = _player(controller)
    controller.submit(take)
    assert controller.can_undo(player)
    controller.submit(place)
    assert _player(controller) != player
    _assert_no_undo(controller)


def test_no_undo_after_the_last_die_ends_the_turn() -> None:
    """Adjusting the last die ends the turn (and refills the supply from the stack): final."""
    controller, _, take, place = _controller(pending=1)
    player = _player(controller)
    controller.submit(take)
    controller.submit(place)
    assert controller.can_undo(player)
    controller.submit(GAME.legal_actions(controller.state)[0])
    assert _player(controller) != player
    _assert_no_undo(controller)


def test_can_undo_is_false_for_a_player_who_is_not_deciding() -> None:
    """Only the deciding player may undo; the others (and unknown seats) may not."""
    controller, _, take, _ = _controller(pending=1)
    player = _player(controller)
    controller.submit(take)
    assert controller.can_undo(player)
    others = [p for p in range(-1, controller.state.players + 2) if p != player]
    assert not any(controller.can_undo(p) for p in others)


def test_undo_with_nothing_to_undo_raises() -> None:
    """At the start of a game there is nothing to undo: IllegalAction with its reason key,
    and the listener hears of no change."""
    listener = Listener()
    controller = TurnController.new(GAME, Setup(2), 3, listener)
    _assert_no_undo(controller)
    assert listener.records == []


def test_no_undo_after_a_game_is_loaded() -> None:
    """A controller rebuilt from a record (a loaded save) starts with no undo history."""
    record, take, _ = _position(pending=1)
    controller = TurnController(GAME, record.with_action(take))
    assert controller.state.step is Step.PLACE
    _assert_no_undo(controller)


# -- the change listener -----------------------------------------------------------------------


def test_on_change_follows_every_submit_and_undo() -> None:
    """The listener hears the current record after every submit and every undo, so the
    autosave, replayed, is always the controller's state."""
    controller, listener, take, place = _controller(pending=2)
    start = controller.record
    steps = [
        lambda: controller.submit(take),
        controller.undo,
        lambda: controller.submit(take),
        lambda: controller.submit(place),
        lambda: controller.submit(GAME.legal_actions(controller.state)[0]),
        controller.undo,
        controller.undo,
        lambda: controller.submit(place),
        lambda: controller.submit(GAME.legal_actions(controller.state)[-1]),
        lambda: controller.submit(GAME.legal_actions(controller.state)[-1]),  # ends the turn
        lambda: controller.submit(GAME.legal_actions(controller.state)[0]),  # next player
    ]
    for count, step in enumerate(steps, 1):
        step()
        assert len(listener.records) == count
        last = listener.records[-1]
        assert last == controller.record
        assert replay(GAME, last.setup, last.seed, last.actions) == controller.state
    assert listener.records[1] == start
    assert len(controller.record.actions) == len(start.actions) + 5


def test_on_change_not_called_for_a_refused_action_or_undo() -> None:
    """A refused submit or an undo with nothing to undo changes nothing, so nothing is saved."""
    controller, listener, take, _ = _controller(pending=1)
    with pytest.raises(IllegalAction):
        controller.submit(PlaceTile(0, 0, 0))  # no tile held yet
    with pytest.raises(IllegalAction):
        controller.undo()
    assert listener.records == []
    controller.submit(take)
    with pytest.raises(IllegalAction):
        controller.submit(take)  # already holding a tile
    assert len(listener.records) == 1
    assert controller.can_undo(_player(controller))  # the refusal kept the undo history


def test_run_agents_reports_every_action() -> None:
    """Actions chosen by agents go through submit too: one report per action, the last one
    the final record."""
    listener = Listener()
    controller = TurnController.new(GAME, Setup(2), 11, listener)
    controller.run_agents({0: RandomAgent(1), 1: RandomAgent(2)})
    assert GAME.is_over(controller.state)
    assert len(listener.records) == len(controller.record.actions)
    assert listener.records[-1] == controller.record
    assert [len(r.actions) for r in listener.records] == list(
        range(1, len(controller.record.actions) + 1)
    )
