"""The game log kept as events: rebuilt from a record by replaying it, the last move of a
seat found from its trailing steps, and undone steps dropped."""

from __future__ import annotations

from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.rng import Rng
from favelas_app.games.favelas.rules import GAME
from favelas_app.ui.table.log import GameLog


def _record(actions: int, seed: int = 3) -> GameRecord:
    setup = Setup(3, ("Ana", "Bruno", "Carla"))
    state, rng, played = GAME.new_game(setup, seed), Rng.from_seed(seed), []
    for _ in range(actions):
        action = rng.choice(GAME.legal_actions(state))
        state, _ = GAME.apply(state, action)
        played.append(action)
    return GameRecord("favelas", setup, seed, tuple(played))


def test_a_rebuilt_log_holds_every_event_of_every_step_with_its_actor() -> None:
    """Replaying the record gives each step's events, in order, tagged with who took it."""
    record = _record(30)
    log = GameLog.from_record(GAME, record)
    state = GAME.new_game(record.setup, record.seed)
    expected = []
    for step, action in enumerate(record.actions):
        actor = state.decision.players[0]
        state, events = GAME.apply(state, action)
        expected.extend((step, actor, event) for event in events)
    assert [(e.step, e.actor, e.event) for e in log.entries] == expected


def test_the_last_move_is_the_trailing_steps_of_the_last_seat_and_undo_drops_steps() -> None:
    """The last move spans the last seat's steps back to another seat's; dropping the
    steps from some index removes their events and the last move follows."""
    log = GameLog.from_record(GAME, _record(40))
    move = log.last_move()
    assert move.actor == log.entries[-1].actor
    first = next(
        i for i in range(len(log.entries), 0, -1) if log.entries[i - 1].actor != move.actor
    )
    assert move.events == tuple(e.event for e in log.entries[first:])
    last_step = log.entries[-1].step
    log.drop_from(last_step)
    assert log.entries and all(e.step < last_step for e in log.entries)
