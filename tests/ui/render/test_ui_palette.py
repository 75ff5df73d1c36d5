"""The Favelas colours: distinct fills (also for colour-blind eyes) and distinct symbols."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from favelas_app.games.favelas.components import COLOURS, Colour
from favelas_app.ui.render.palette import PLAYER_RGB, STYLES, draw_symbol

# Machado et al. (2009) simulation matrices, severity 1, applied to linear RGB.
_SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in linear)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(rgb: tuple[int, int, int], matrix) -> tuple[float, float, float]:
    lin = [_linear(c) for c in rgb]
    return _lab(tuple(sum(row[j] * lin[j] for j in range(3)) for row in matrix))


@pytest.mark.parametrize("vision", sorted(_SIMULATIONS))
def test_fills_stay_apart_for_common_colour_blindness(vision: str) -> None:
    """Every pair of tile fills differs by at least 25 CIELAB units, for normal vision and
    for simulated protanopia, deuteranopia and tritanopia."""
    matrix = _SIMULATIONS[vision]
    for a, b in itertools.combinations(COLOURS, 2):
        distance = math.dist(_seen(STYLES[a].fill, matrix), _seen(STYLES[b].fill, matrix))
        assert distance >= 25, (vision, a, b, distance)


def test_every_colour_has_its_own_symbol_and_fill() -> None:
    """Five colours, five different symbols, five different fills."""
    assert set(STYLES) == set(COLOURS)
    assert len({style.symbol for style in STYLES.values()}) == len(COLOURS)
    assert len({style.fill for style in STYLES.values()}) == len(COLOURS)


def test_hues_read_as_their_names() -> None:
    """Each fill is recognisably its colour: the named channel mix dominates."""
    blue, purple, yellow, green, red = (STYLES[c].fill for c in COLOURS)
    assert blue[2] > blue[1] > blue[0]
    assert purple[2] > purple[1] and purple[0] > purple[1]
    assert yellow[0] > yellow[2] + 100 and yellow[1] > yellow[2] + 100
    assert green[1] > green[0] and green[1] > green[2]
    assert red[0] > red[1] + 100 and red[0] > red[2] + 100


def test_sides_are_darker_than_tops() -> None:
    """Light falls from the upper left: left sides darker than the top, right sides darker
    still."""
    for style in STYLES.values():
        assert sum(style.side_dark) < sum(style.side) < sum(style.fill)


def test_player_markers_never_look_like_tiles() -> None:
    """Player marker colours are none of the tile fills."""
    assert not set(PLAYER_RGB) & {style.fill for style in STYLES.values()}


def _drawn(colour: Colour, squash: float = 1.0) -> pygame.Surface:
    surface = pygame.Surface((80, 80))
    surface.fill(STYLES[colour].fill)
    draw_symbol(surface, colour, (40, 40), 30, squash)
    return surface


def test_symbols_are_drawn_in_ink_on_the_fill() -> None:
    """A symbol's pixels use the ink, which differs from the fill it sits on."""
    for colour in COLOURS:
        style = STYLES[colour]
        assert style.ink != style.fill
        surface = _drawn(colour)
        ink = pygame.mask.from_threshold(surface, style.ink, (1, 1, 1, 255))
        assert ink.count() > 150, colour


def test_symbols_have_distinct_shapes() -> None:
    """No two symbols cover the same pixels."""
    masks = {}
    for colour in COLOURS:
        surface = _drawn(colour)
        masks[colour] = pygame.mask.from_threshold(surface, STYLES[colour].ink, (1, 1, 1, 255))
    for a, b in itertools.combinations(COLOURS, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        assert overlap < max(masks[a].count(), masks[b].count()) * 0.9, (a, b)


def test_squash_flattens_a_symbol() -> None:
    """Squashing by one half halves the symbol's height and keeps its width."""
    for colour in COLOURS:
        ink = STYLES[colour].ink
        full = pygame.mask.from_threshold(_drawn(colour), ink, (1, 1, 1, 255)).get_bounding_rects()
        half = pygame.mask.from_threshold(_drawn(colour, 0.5), ink, (1, 1, 1, 255))
        flat = half.get_bounding_rects()
        assert flat[0].w == pytest.approx(full[0].w, abs=2)
        assert flat[0].h == pytest.approx(full[0].h / 2, abs=2)


def _luminance(rgb: tuple[int, int, int]) -> float:
    r, g, b = (_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_holi_seats_read_on_the_dark_table_with_distinct_symbols() -> None:
    """Holi's four seat fills have a contrast ratio of 3 or more against the app background,
    differ by 25 CIELAB units for every simulated vision, and carry four distinct symbols."""
    from favelas_app.games.holi.components import COLOURS as HOLI_COLOURS
    from favelas_app.ui.render.palette import HOLI_STYLES
    from favelas_app.ui.theme import BACKGROUND

    assert len(HOLI_STYLES) == len(HOLI_COLOURS)
    assert len({style.symbol for style in HOLI_STYLES}) == len(HOLI_STYLES)
    dark = _luminance(BACKGROUND)
    for style in HOLI_STYLES:
        assert (_luminance(style.fill) + 0.05) / (dark + 0.05) >= 3, style
    for matrix in _SIMULATIONS.values():
        for a, b in itertools.combinations(HOLI_STYLES, 2):
            assert math.dist(_seen(a.fill, matrix), _seen(b.fill, matrix)) >= 25, (a, b)
