"""Random-play fuzzing of any engine: invariants after every action, records replayed exactly."""

from __future__ import annotations

import pickle
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from favelas_app.core.protocol import Action, Game, Setup
from favelas_app.core.record import GameRecord, replay
from favelas_app.core.rng import Rng


class FuzzFailure(AssertionError):
    """A fuzzed game broke a check; the message carries the record that reproduces it."""


@dataclass
class FuzzReport:
    games: int = 0
    actions: int = 0
    games_by_players: dict[int, int] = field(default_factory=dict)


def play_random_game(
    game: Game,
    players: int,
    seed: int,
    *,
    check: bool = True,
    options: Mapping[str, Any] | None = None,
) -> tuple[GameRecord, Any]:
    """Plays one game of uniformly random legal actions; returns its record and final state.

    With `check`, after every action: the engine's invariants hold, the state given to
    `apply` is unchanged, and the acting player's view offers the same legal actions.
    """
    setup = Setup(players, options=dict(options or {}))
    state = game.new_game(setup, seed)
    chooser = Rng.from_seed(seed ^ 0x5DEECE66D)
    actions_taken: list[Action] = []
    if check:
        game.check_invariants(state)
    while (decision := state.decision) is not None:
        actions = game.legal_actions(state)
        if not actions:
            raise FuzzFailure(
                f"no legal action at {decision}\n{_dump(game, setup, seed, actions_taken)}"
            )
        action = chooser.choice(actions)
        if check:
            before = pickle.dumps(state)  # a byte snapshot to compare, never saved
            view_actions = game.legal_actions(game.view(state, decision.players[0]))
            if list(view_actions) != list(actions):
                raise FuzzFailure(
                    f"the view offers other actions at {decision}\n"
                    f"{_dump(game, setup, seed, actions_taken)}"
                )
        next_state, _ = game.apply(state, action)
        actions_taken.append(action)
        if check:
            if pickle.dumps(state) != before:
                raise FuzzFailure(
                    f"apply changed its input\n{_dump(game, setup, seed, actions_taken)}"
                )
            try:
                game.check_invariants(next_state)
            except AssertionError as exc:
                raise FuzzFailure(
                    f"invariant broken: {exc}\n{_dump(game, setup, seed, actions_taken)}"
                ) from exc
        state = next_state
    record = GameRecord(game.name, setup, seed, tuple(actions_taken))
    if not game.is_over(state) or game.outcome(state) is None:
        raise FuzzFailure(f"no decision left but the game is not over\n{record.dumps()}")
    return record, state


def _dump(game: Game, setup: Setup, seed: int, actions: list[Action]) -> str:
    """The record so far, as JSON to paste into a bug report or a replay."""
    return GameRecord(game.name, setup, seed, tuple(actions)).dumps()


def fuzz(game: Game, games: int, seed: int) -> FuzzReport:
    """Plays `games` checked random games over every player count and every variant the
    game names, replaying each record."""
    report = FuzzReport()
    picker = Rng.from_seed(seed)
    counts = list(range(game.min_players, game.max_players + 1))
    for _ in range(games):
        players = counts[picker.below(len(counts))]
        options = picker.choice(game.variants)
        record, final = play_random_game(game, players, picker.next_u32(), options=options)
        restored = GameRecord.loads(record.dumps(), {game.name: game}.__getitem__)
        if restored != record:
            raise FuzzFailure(f"record changed through JSON\n{record.dumps()}")
        if replay(game, restored.setup, restored.seed, restored.actions) != final:
            raise FuzzFailure(f"replay differs\n{record.dumps()}")
        report.games += 1
        report.actions += len(record.actions)
        report.games_by_players[players] = report.games_by_players.get(players, 0) + 1
    return report
