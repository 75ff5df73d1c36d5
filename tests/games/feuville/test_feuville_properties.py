"""Random-play properties of the Feuville engine: invariants after every action, records that
replay exactly, points that come only from scoring events, and a view that hides the
face-down tiles and the dice to come."""

from __future__ import annotations

from collections import Counter

import pytest

from favelas_app.core.controller import TurnController
from favelas_app.core.fuzz import fuzz
from favelas_app.core.protocol import IllegalAction, Setup
from favelas_app.core.rng import Rng
from favelas_app.games.feuville.actions import EndTurn, TakeBuilding
from favelas_app.games.feuville.components import DECREES_LEFT_OUT
from favelas_app.games.feuville.events import GameEnded, PointsScored
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES, category_key
from favelas_app.games.feuville.state import HIDDEN, back_of_hidden


def _random_games(count: int, seed: int):
    """Yields (state, action, new state, events) for every step of `count` random games."""
    picker = Rng.from_seed(seed)
    for game_number in range(count):
        players = 2 + game_number % 3
        state = GAME.new_game(Setup(players), picker.next_u32())
        while state.decision is not None:
            action = picker.choice(GAME.legal_actions(state))
            new, events = GAME.apply(state, action)
            yield state, action, new, events
            state = new


def test_a_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    """Every tile, decree and fairy magic tile is accounted for exactly once after every
    action, columns stay well formed, the input state never changes, the deciding player's
    view offers the same actions, and each record replays to the same final state."""
    report = fuzz(GAME, 1000, seed=2017)
    assert report.games == 1000
    assert set(report.games_by_players) == {2, 3, 4}
    assert report.actions > 100_000


def test_points_come_only_from_scoring_events() -> None:
    """The score track moves only by PointsScored events: summed by player and category,
    they equal the final breakdown, and the GameEnded totals equal the scores."""
    scored: Counter[tuple[int, str]] = Counter()
    finished = 0
    for _, _, new, events in _random_games(60, seed=5):
        for event in events:
            if isinstance(event, PointsScored):
                assert event.points > 0
                scored[event.player, event.category] += event.points
            if isinstance(event, GameEnded):
                scores = GAME.scores(new)
                assert event.totals == tuple(score.total for score in scores)
                for p, score in enumerate(scores):
                    expected = tuple((category_key(name), scored[p, name]) for name in CATEGORIES)
                    assert score.breakdown == expected
                assert GAME.outcome(new).winners == tuple(
                    p for p, total in enumerate(event.totals) if total == max(event.totals)
                )
                scored.clear()
                finished += 1
    assert finished == 60


def test_random_play_reaches_every_part_of_the_rules() -> None:
    """The fuzzer is only as good as what it reaches: over 150 random games the dragon
    burns columns, fire protection, great selection and theft protection are played, the
    thief steals, columns are restored, guests build, decrees score and games end by the
    decrees running out."""
    seen: Counter[str] = Counter()
    for _, action, _, events in _random_games(150, seed=9):
        seen[type(action).__name__] += 1
        seen.update(type(event).__name__ for event in events)
    for name in (
        "ColumnBurnt",
        "FireProtectionPlayed",
        "GreatSelectionPlayed",
        "ProtectionLaid",
        "ProtectionLapsed",
        "Stolen",
        "ColumnRestored",
        "GuestBuild",
        "DecreeEvaluated",
        "GrassLaid",
        "EntertainerRolled",
        "EndTriggered",
        "RowRefilled",
        "ItemDiscarded",
    ):
        assert seen[name] > 0, name


def test_every_offered_action_is_accepted() -> None:
    """legal_actions never offers what apply refuses: in 40 random games, every action
    offered at every step applies without an IllegalAction."""
    for state, _, _, _ in _random_games(40, seed=3):
        for action in GAME.legal_actions(state):
            try:
                GAME.apply(state, action)
            except IllegalAction as refusal:  # pragma: no cover - reported by the assert
                pytest.fail(f"{action} offered but refused: {refusal.reason}")


def test_the_view_shows_only_the_backs_of_face_down_tiles() -> None:
    """A player's view keeps the length of every face-down stack but shows building tiles
    only by their back (I or II), hides the decree stack, the fairy pile and the 7 decrees
    left out unseen, and has no RNG; everything else is the same."""
    state = GAME.new_game(Setup(3), 11)
    view = GAME.view(state, 1)
    assert view.rng is None
    for stack, seen in zip(state.stacks, view.stacks, strict=True):
        assert len(seen) == len(stack)
        assert {back_of_hidden(code) for code in seen} <= {"I", "II"}
        assert list(seen) == sorted(seen)  # stack I (-11) lies on top of stack II (-12)
    assert set(view.decree_stack) == {HIDDEN} and len(view.decree_stack) == len(state.decree_stack)
    assert set(view.charm_pile) == {HIDDEN}
    assert view.removed_decrees[:DECREES_LEFT_OUT] == (HIDDEN,) * DECREES_LEFT_OUT
    for name in ("display", "decree_display", "charm_display", "towns", "boards", "dice"):
        assert getattr(view, name) == getattr(state, name), name


def _plain_first_turn() -> TurnController:
    """A 2-player game whose first turn starts with no dragon."""
    for seed in range(200):
        controller = TurnController.new(GAME, Setup(2), seed)
        if not controller.state.tasks:
            return controller
    raise AssertionError("no plain first turn found")


def test_undo_takes_back_a_taken_tile_but_not_the_end_of_a_turn() -> None:
    """The turn controller's undo works inside a turn (taking a tile from a row that does
    not empty reveals nothing) and stops at End Turn, which rolls the next player's dice."""
    controller = _plain_first_turn()
    player = controller.state.current
    take = next(a for a in GAME.legal_actions(controller.state) if isinstance(a, TakeBuilding))
    before = controller.state
    controller.submit(take)
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == before
    while _END not in GAME.legal_actions(controller.state):
        controller.submit(GAME.legal_actions(controller.state)[0])
    controller.submit(_END)
    assert not controller.can_undo(controller.state.current)


_END = EndTurn()
