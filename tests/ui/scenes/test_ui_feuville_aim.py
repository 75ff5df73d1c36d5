"""What a pointer on Feuville's board and towns offers: only legal actions, each reachable
from the spot it takes; columns and points of an evaluation."""

from __future__ import annotations

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.games.feuville.actions import Build, Evaluate, Steal
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.state import TaskKind
from favelas_app.ui import staging
from favelas_app.ui.render.feuville_board import BoardRenderer, choices
from favelas_app.ui.render.feuville_skyline import TownSpot
from favelas_app.ui.scenes import feuville_aim


def test_every_board_spot_offers_exactly_the_legal_actions_that_take_it() -> None:
    """Each die's lit spots offer its legal actions that take them, and together all of
    them: no action of a die is out of the board's reach."""
    state = staging.feuville_positions()["feuville_late"]
    legal = GAME.legal_actions(state)
    board = BoardRenderer(pygame.Rect(8, 60, 660, 400), Catalog("en"))
    for die in feuville_aim.dice_free(legal):
        offered = set()
        for spot in choices(state, legal, die):
            actions = feuville_aim.on_board(state, legal, spot, die)
            assert actions and set(actions) <= set(legal)
            assert board.spot_at(board.spot_rect(spot).center) == spot
            offered |= set(actions)
        assert offered == {a for a in legal if feuville_aim.die_of(a) == die}


def test_a_town_column_offers_building_there_and_a_board_space_what_names_it() -> None:
    """A tile to place: each legal column offers building it there; only the Thief's
    theft is offered from another player's board."""
    states = staging._feuville_game(staging.FEUVILLE_SEED)
    state = next(
        s
        for s in states
        if s.tasks
        and s.tasks[0].kind is TaskKind.PLACE_TILE
        and any(isinstance(a, Build) for a in GAME.legal_actions(s))
    )
    legal = GAME.legal_actions(state)
    player = state.tasks[0].player
    spots = feuville_aim.build_spots(state, legal, player)
    assert spots
    for x, level in spots:
        assert feuville_aim.in_town(legal, player, player, TownSpot("build", x, level)) == [
            Build(-1, x)
        ]
    other = (player + 1) % state.players
    offered = feuville_aim.in_town(legal, player, other, TownSpot("storage", 0))
    assert all(isinstance(a, Steal) for a in offered)


def test_an_evaluation_names_the_columns_it_scores_and_its_points() -> None:
    """A district scores its own columns; the points are the engine's."""
    states = staging._feuville_game(staging.FEUVILLE_SEED)
    for state in states:
        if state.over:
            continue
        evaluations = [a for a in GAME.legal_actions(state) if isinstance(a, Evaluate)]
        if evaluations:
            break
    player = state.tasks[0].player if state.tasks else state.current
    for action in evaluations:
        columns, points = feuville_aim.scored(state, player, action)
        assert columns and points >= 0
        after, _ = GAME.apply(state, action)
        assert after.points(player) - state.points(player) == points
