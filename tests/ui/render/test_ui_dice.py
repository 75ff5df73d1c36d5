"""Council dice: pips for each value at any angle, colour marks, and the 5-colour bonus die."""

from __future__ import annotations

import math

import pygame
import pytest

from favelas_app.games.favelas.components import BONUS_DIE, COLOURS, DICE, Colour
from favelas_app.ui.render.dice import BONUS_FILL, BONUS_PIP, draw_die, draw_named_die
from favelas_app.ui.render.palette import STYLES

BACKGROUND = (30, 30, 30)
FILL = (230, 230, 230)
PIP = (200, 20, 20)


def _die(value: int, angle: float = 0.0, **options) -> pygame.Surface:
    surface = pygame.Surface((120, 120))
    surface.fill(BACKGROUND)
    draw_die(surface, (60, 60), 80, value, FILL, PIP, angle, **options)
    return surface


def _pips(surface: pygame.Surface, pip=PIP) -> int:
    mask = pygame.mask.from_threshold(surface, pip, (12, 12, 12, 255))
    return len(mask.connected_components(minimum=20))


@pytest.mark.parametrize("value", range(1, 7))
@pytest.mark.parametrize("angle", [0.0, 0.4, math.pi / 4, 2.0])
def test_a_die_shows_as_many_pips_as_its_value(value: int, angle: float) -> None:
    """Counting the separate pip-coloured blobs gives the value, also on a turned die."""
    assert _pips(_die(value, angle)) == value


def test_each_value_looks_different() -> None:
    """The six faces are six different images."""
    faces = {pygame.image.tobytes(_die(value), "RGB") for value in range(1, 7)}
    assert len(faces) == 6


def test_turning_a_die_turns_its_outline() -> None:
    """A die at 45 degrees reaches further along the diagonal than an upright one."""
    upright, turned = _die(4), _die(4, math.pi / 4)
    top_middle = (60, 60 - 44)
    assert upright.get_at(top_middle)[:3] == BACKGROUND
    assert turned.get_at(top_middle)[:3] != BACKGROUND


def test_symbol_colour_adds_a_faint_mark() -> None:
    """A colour die carries its colour's symbol behind the pips, without adding pips."""
    plain = _die(2)
    marked = _die(2, symbol_colour=Colour.GREEN)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")
    assert _pips(marked) == 2


def test_bonus_die_has_a_rim_of_all_five_colours() -> None:
    """The clear bonus die is light with dark pips and shows all five tile fills on its rim."""
    surface = pygame.Surface((120, 120))
    surface.fill(BACKGROUND)
    draw_named_die(surface, BONUS_DIE, (60, 60), 80, 5)
    for colour in COLOURS:
        mask = pygame.mask.from_threshold(surface, STYLES[colour].fill, (6, 6, 6, 255))
        assert mask.count() > 30, colour
    assert surface.get_at((60, 60 - 30))[:3] == BONUS_FILL
    assert _pips(surface, BONUS_PIP) == 5


@pytest.mark.parametrize("die", [d for d in DICE if d != BONUS_DIE])
def test_named_colour_dice_use_their_colour(die: str) -> None:
    """A colour die is filled with its colour and its pips are in that colour's ink."""
    surface = pygame.Surface((120, 120))
    surface.fill(BACKGROUND)
    draw_named_die(surface, die, (60, 60), 80, 6)
    style = STYLES[Colour(die)]
    assert surface.get_at((60, 60 - 34))[:3] == style.fill
    assert _pips(surface, style.ink) == 6
