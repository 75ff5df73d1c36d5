"""The Feuville board: every spot hit-tests back at any size, the legal choices of a die map
to the spots they take, highlights and pieces show, and the dice rolled into the tray always
come to rest on the engine's values."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.games.feuville.actions import CallFairy, TakeBuilding, TakeDecree, UseSkill
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.state import FeuvilleState
from favelas_app.ui.render import palette
from favelas_app.ui.render.feuville_board import BoardHints, BoardRenderer, Spot, choices
from favelas_app.ui.theme import BACKGROUND


def _state() -> FeuvilleState:
    """A new four-player game at its first choice (dice rolled, nothing used)."""
    return GAME.new_game(Setup(4), 3)


def _count(surface: pygame.Surface, rgb) -> int:
    return pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255)).count()


@pytest.mark.parametrize("size", [(700, 440), (1280, 720), (360, 240)])
def test_every_spot_hit_tests_back(size: tuple[int, int]) -> None:
    board = BoardRenderer(pygame.Rect(40, 30, *size), Catalog("en"))
    assert len(board.layout.spaces) == 6 * 5 + 3 + 3
    for spot in board.layout.spaces:
        assert board.spot_at(board.spot_rect(spot).center) == spot
    assert board.spot_at((0, 0)) is None


def test_choices_of_a_die_are_the_spots_its_actions_take() -> None:
    state = _state()
    legal = GAME.legal_actions(state)
    person = state.dice[0]
    spots = choices(state, legal, 0)
    assert Spot("skill", person) in spots
    assert Spot("decree", person) in spots
    for action in legal:
        if isinstance(action, TakeBuilding) and action.die == 0:
            assert Spot("tile", person, action.row) in spots
        if isinstance(action, CallFairy) and action.die == 0:
            assert Spot("fairy", action.slot) in spots
    other = state.dice[1]
    if other != person:
        assert Spot("skill", other) not in spots
    assert choices(state, [UseSkill(1), TakeDecree(1)], 0) == frozenset()


def test_pieces_and_highlights_are_drawn_and_cached() -> None:
    state = _state()
    board = BoardRenderer(pygame.Rect(0, 0, 700, 440), Catalog("en"))
    surface = pygame.Surface((700, 440))
    surface.fill(BACKGROUND)
    board.draw(surface, state, BoardHints())
    assert _count(surface, palette.FEUVILLE_CHOICE) == 0
    assert _count(surface, palette.FEUVILLE_PARCHMENT) > 2000  # decrees and track
    highlighted = choices(state, GAME.legal_actions(state), 0)
    board.draw(surface, state, BoardHints(highlighted=highlighted))
    assert _count(surface, palette.FEUVILLE_CHOICE) > 200
    layer = board._layer
    board.draw(surface, state, BoardHints(highlighted=highlighted, hover=Spot("skill", 1)))
    assert board._layer is layer and board._key is not None


@pytest.mark.parametrize("seed", range(6))
def test_rolled_dice_always_rest_on_the_engines_values(seed: int) -> None:
    state = GAME.new_game(Setup(2), seed)
    board = BoardRenderer(pygame.Rect(0, 0, 700, 440), Catalog("en"))
    roll = board.roll(state.dice, seed)
    tray = board.tray
    while not roll.done:
        roll.step(1 / 60)
        for x, y, _, _ in roll.poses():
            assert tray.collidepoint(x, y)
    assert [face for *_, face in roll.poses()] == list(state.dice)
    assert [(x, y) for x, y, *_ in roll.poses()] == board.tray_targets()


def test_dice_lie_where_die_position_says_on_a_board_away_from_the_corner() -> None:
    """A board drawn at an offset draws each die at its screen position, in the tray or on a
    spot (not shifted by the board's own offset)."""
    board = BoardRenderer(pygame.Rect(8, 60, 660, 400), Catalog("en"))
    state = _state()
    surface = pygame.Surface((1280, 720))
    on_skill = Spot("skill", state.dice[0])
    board.draw(surface, state, BoardHints(dice=(on_skill, None)))
    for die, spot in ((0, on_skill), (1, None)):
        x, y = board.die_position(die, spot)
        top_middle = (round(x), round(y - board.die_size * 0.38))  # no face has a pip there
        assert surface.get_at(top_middle)[:3] == (250, 248, 240)
