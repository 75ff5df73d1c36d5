"""Council dice: rounded dice with 1 to 6 pips, drawn at any angle."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from favelas_app.games.favelas.components import BONUS_DIE, COLOURS, Colour
from favelas_app.ui.render.palette import STYLES, Point, draw_symbol, mix, shade

# Pip positions per value on a face spanning -1..1, y down.
PIPS: dict[int, tuple[Point, ...]] = {
    1: ((0, 0),),
    2: ((1, -1), (-1, 1)),
    3: ((1, -1), (0, 0), (-1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
BONUS_FILL = (238, 242, 248)
BONUS_PIP = (44, 48, 60)

_CORNER_STEPS = 5
# A rounded square of half-size 1 with corner radius 0.36, clockwise from the top right.
_ROUNDED: tuple[Point, ...] = tuple(
    (
        cx * 0.64 + 0.36 * math.cos(math.radians(start + 90 * i / (_CORNER_STEPS - 1))),
        cy * 0.64 + 0.36 * math.sin(math.radians(start + 90 * i / (_CORNER_STEPS - 1))),
    )
    for cx, cy, start in ((1, -1, -90), (1, 1, 0), (-1, 1, 90), (-1, -1, 180))
    for i in range(_CORNER_STEPS)
)

# The upper left rim, where the light catches the die.
_HIGHLIGHT = _ROUNDED[3 * _CORNER_STEPS - 1 :] + _ROUNDED[:2]


def _place(points: Sequence[Point], centre: Point, half: float, angle: float) -> list[Point]:
    cx, cy = centre
    cos, sin = math.cos(angle), math.sin(angle)
    return [(cx + half * (x * cos - y * sin), cy + half * (x * sin + y * cos)) for x, y in points]


def draw_die(
    surface: pygame.Surface,
    centre: Point,
    size: float,
    value: int,
    fill: Sequence[int],
    pip: Sequence[int],
    angle: float = 0.0,
    symbol_colour: Colour | None = None,
    bonus: bool = False,
) -> None:
    """A die `size` pixels wide showing `value`, turned by `angle` radians.

    `symbol_colour` adds that colour's symbol as a faint mark behind the pips; `bonus` gives
    the die a rim of the five tile colours (the clear 5-colour bonus die).
    """
    half = size / 2
    depth = max(1.0, size * 0.07)
    shadow_centre = (centre[0] + depth, centre[1] + depth * 1.4)
    pygame.draw.polygon(surface, shade(fill, 0.55), _place(_ROUNDED, shadow_centre, half, angle))
    face = _place(_ROUNDED, centre, half, angle)
    if bonus:
        # A rim of the five tile colours around an inset face.
        step = len(face) // len(COLOURS)
        for i, colour in enumerate(COLOURS):
            wedge = [centre, *(face[(i * step + k) % len(face)] for k in range(step + 1))]
            pygame.draw.polygon(surface, STYLES[colour].fill, wedge)
        face = _place(_ROUNDED, centre, half * 0.8, angle)
    pygame.draw.polygon(surface, fill, face)
    highlight = _place(_HIGHLIGHT, centre, half * (0.72 if bonus else 0.9), angle)
    pygame.draw.aalines(surface, mix(fill, (255, 255, 255), 0.45), False, highlight)
    if not bonus:
        pygame.draw.aalines(surface, shade(fill, 0.5), True, face)
    if symbol_colour is not None:
        ink = mix(fill, STYLES[symbol_colour].ink, 0.22)
        draw_symbol(surface, symbol_colour, centre, half * 0.78, rgb=ink, angle=angle)
    radius = max(1.0, size * 0.095)
    for x, y in _place(PIPS[value], centre, half * 0.52, angle):
        pygame.draw.aacircle(surface, pip, (x, y), radius)


def draw_named_die(
    surface: pygame.Surface,
    die: str,
    centre: Point,
    size: float,
    value: int,
    angle: float = 0.0,
) -> None:
    """A council die by name: a colour die in its colour, or the clear bonus die."""
    if die == BONUS_DIE:
        draw_die(surface, centre, size, value, BONUS_FILL, BONUS_PIP, angle, bonus=True)
        return
    style = STYLES[Colour(die)]
    draw_die(surface, centre, size, value, style.fill, style.ink, angle, Colour(die))
