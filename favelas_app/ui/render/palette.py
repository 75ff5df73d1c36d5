"""The colours of Favelas on screen, each paired with a symbol so colour is never the only cue.

The five fills were chosen to stay apart (CIELAB distance over 30) for normal vision and
for simulated protanopia, deuteranopia and tritanopia, while still reading as blue,
purple, yellow, green and red. Light falls from the upper left: top faces show the fill,
the lower left side a little darker, the lower right side darker still.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from favelas_app.games.favelas.components import Colour

RGB = tuple[int, int, int]
Point = tuple[float, float]


def shade(rgb: Sequence[int], factor: float) -> RGB:
    """`rgb` scaled by `factor` (below 1 darker), clamped to 0..255."""
    return (
        min(255, max(0, round(rgb[0] * factor))),
        min(255, max(0, round(rgb[1] * factor))),
        min(255, max(0, round(rgb[2] * factor))),
    )


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """The colour a fraction `t` of the way from `a` to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


@dataclass(frozen=True, slots=True)
class ColourStyle:
    """How one tile colour is drawn: faces lit from the upper left, an ink and a symbol."""

    fill: RGB  # top face
    side: RGB  # lower left side face
    side_dark: RGB  # lower right side face
    edge: RGB  # outlines
    ink: RGB  # symbols and pips drawn on the fill
    symbol: str  # "circle", "diamond", "star", "triangle" or "cross"


def _style(fill: RGB, ink: RGB, symbol: str) -> ColourStyle:
    return ColourStyle(fill, shade(fill, 0.78), shade(fill, 0.6), shade(fill, 0.42), ink, symbol)


def faded(style: ColourStyle, towards: Sequence[int], t: float) -> ColourStyle:
    """`style` with every colour mixed a fraction `t` of the way towards `towards`."""
    return ColourStyle(
        mix(style.fill, towards, t),
        mix(style.side, towards, t),
        mix(style.side_dark, towards, t),
        mix(style.edge, towards, t),
        mix(style.ink, towards, t),
        style.symbol,
    )


_LIGHT_INK: RGB = (250, 248, 240)
_DARK_INK: RGB = (40, 36, 30)

STYLES: dict[Colour, ColourStyle] = {
    Colour.BLUE: _style((20, 90, 210), _LIGHT_INK, "circle"),
    Colour.PURPLE: _style((165, 110, 190), _LIGHT_INK, "diamond"),
    Colour.YELLOW: _style((248, 222, 70), (120, 84, 10), "star"),
    Colour.GREEN: _style((70, 195, 140), (18, 70, 48), "triangle"),
    Colour.RED: _style((205, 48, 35), _LIGHT_INK, "cross"),
}

# Holi's four seats in seat order (games/holi/components.COLOURS: blue, yellow, red, green),
# each with the symbol its Favelas namesake carries; fills bright enough to stand out against
# the dark table (contrast ratio 3 or more against theme.BACKGROUND).
HOLI_STYLES: tuple[ColourStyle, ...] = (
    _style((48, 122, 240), _LIGHT_INK, "circle"),
    _style((250, 210, 60), (120, 84, 10), "star"),
    _style((230, 66, 52), _LIGHT_INK, "cross"),
    _style((56, 196, 140), (14, 62, 40), "triangle"),
)

# Board and table.
PLATE: RGB = (72, 80, 96)  # the player board's printed plate
PLATE_SIDE: RGB = shade(PLATE, 0.62)
PLATE_EDGE: RGB = shade(PLATE, 0.45)
PRINTED_MUTE = 0.55  # how far a printed house's colour fades towards the plate
HIGHLIGHT: RGB = (255, 236, 130)  # legal starting cells
HOVER: RGB = (255, 255, 255)
LAST_MOVE: RGB = (255, 150, 40)  # the tile placed in the last move, until another seat acts
LEGAL: RGB = (90, 235, 130)
ILLEGAL: RGB = (245, 70, 60)
BADGE: RGB = (28, 30, 38)  # stack height badges
BADGE_TEXT: RGB = (255, 255, 255)
TILE_BACK: RGB = (176, 142, 98)  # face-down tiles
TILE_BACK_MARK: RGB = (132, 100, 64)

# Player markers (never one of the tile fills), with a readable text colour on each.
PLAYER_RGB: tuple[RGB, ...] = ((245, 245, 245), (36, 38, 46), (240, 140, 30), (80, 205, 235))
PLAYER_TEXT: tuple[RGB, ...] = (_DARK_INK, _LIGHT_INK, _DARK_INK, _DARK_INK)


def _unit_shape(symbol: str) -> list[Point]:
    """A symbol's outline around (0, 0), fitting the unit circle, y down."""
    if symbol == "circle":
        return [
            (0.62 * math.cos(2 * math.pi * i / 24), 0.62 * math.sin(2 * math.pi * i / 24))
            for i in range(24)
        ]
    if symbol == "diamond":
        return [(0.0, -0.9), (0.66, 0.0), (0.0, 0.9), (-0.66, 0.0)]
    if symbol == "star":
        points = []
        for i in range(10):
            radius = 0.95 if i % 2 == 0 else 0.42
            angle = -math.pi / 2 + math.pi * i / 5
            points.append((radius * math.cos(angle), radius * math.sin(angle) + 0.1))
        return points
    if symbol == "triangle":
        return [(0.0, -0.8), (0.82, 0.62), (-0.82, 0.62)]
    if symbol == "cross":
        a, b = 0.24, 0.78
        return [
            (-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a),
            (a, b), (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a),
        ]  # fmt: skip
    raise ValueError(f"unknown symbol {symbol!r}")


_SHAPES: dict[str, list[Point]] = {
    style.symbol: _unit_shape(style.symbol) for style in STYLES.values()
}


def symbol_points(
    colour: Colour, centre: Point, size: float, squash: float = 1.0, angle: float = 0.0
) -> list[Point]:
    """The outline of `colour`'s symbol: `size` is its radius in pixels, `squash` flattens it
    vertically (to lie on an iso top face), `angle` turns it (radians, before squashing)."""
    return shape_points(STYLES[colour].symbol, centre, size, squash, angle)


def shape_points(
    symbol: str, centre: Point, size: float, squash: float = 1.0, angle: float = 0.0
) -> list[Point]:
    """The outline of the symbol named `symbol` (see ColourStyle), as symbol_points."""
    cx, cy = centre
    cos, sin = math.cos(angle), math.sin(angle)
    return [
        (cx + size * (x * cos - y * sin), cy + size * (x * sin + y * cos) * squash)
        for x, y in _SHAPES[symbol]
    ]


def draw_symbol(
    surface: pygame.Surface,
    colour: Colour,
    centre: Point,
    size: float,
    squash: float = 1.0,
    rgb: Sequence[int] | None = None,
    angle: float = 0.0,
) -> None:
    """Draws `colour`'s symbol, filled and anti-aliased, in `rgb` (default: its ink)."""
    points = symbol_points(colour, centre, size, squash, angle)
    ink = STYLES[colour].ink if rgb is None else rgb
    pygame.draw.polygon(surface, ink, points)
    pygame.draw.aalines(surface, ink, True, points)


def draw_style_symbol(
    surface: pygame.Surface,
    style: ColourStyle,
    centre: Point,
    size: float,
    squash: float = 1.0,
    rgb: Sequence[int] | None = None,
) -> None:
    """Draws `style`'s symbol, filled and anti-aliased, in `rgb` (default: its ink)."""
    points = shape_points(style.symbol, centre, size, squash)
    ink = style.ink if rgb is None else rgb
    pygame.draw.polygon(surface, ink, points)
    pygame.draw.aalines(surface, ink, True, points)


# Holi's tower materials (the player colours are HOLI_STYLES, in seat order).
HOLI_COLOURS: tuple[str, ...] = ("blue", "yellow", "red", "green")  # HOLI_STYLES' names
HOLI_FLOOR: RGB = (214, 194, 156)  # the sandstone top of a floor
HOLI_FLOOR_LINE: RGB = shade(HOLI_FLOOR, 0.8)  # the grid printed on it
HOLI_SWEET: RGB = (240, 110, 180)  # a wrapped sweet
HOLI_CARD: RGB = (250, 244, 228)  # the face of a colour card
HOLI_SUN: RGB = (244, 160, 20)  # the ☀ mark


def holi_style(colour: str) -> ColourStyle:
    """The style of the Holi player colour named `colour` (one of HOLI_COLOURS)."""
    return HOLI_STYLES[HOLI_COLOURS.index(colour)]


# -- Feuville -----------------------------------------------------------------------------------
# The four seats in seat order (games/feuville/components.COLOURS: red, blue, yellow, green),
# each with the symbol its Favelas namesake carries; fills bright enough to read on the dark
# table (contrast ratio 3 or more against theme.BACKGROUND).
FEUVILLE_STYLES: tuple[ColourStyle, ...] = (
    _style((232, 70, 56), _LIGHT_INK, "cross"),
    _style((60, 134, 246), _LIGHT_INK, "circle"),
    _style((250, 212, 64), (120, 84, 10), "star"),
    _style((60, 198, 132), (14, 62, 40), "triangle"),
)
# The board and the townscapes.
FEUVILLE_BOARD: RGB = (86, 70, 52)  # the printed board's frame, dark oak
FEUVILLE_FELT: RGB = (58, 76, 62)  # the board's field under the display
FEUVILLE_SPACE: RGB = (44, 58, 48)  # an empty printed space
FEUVILLE_PARCHMENT: RGB = (238, 224, 190)  # decrees and labels
FEUVILLE_INK: RGB = (58, 40, 24)  # text and lines on parchment
FEUVILLE_STONE: RGB = (196, 184, 160)  # walls
FEUVILLE_STONE_DARK: RGB = (150, 136, 112)  # mortar, shaded stone
FEUVILLE_ROOF: RGB = (70, 96, 168)  # slate roofs of the towers
FEUVILLE_SKY: RGB = (150, 200, 238)  # the sky behind the buildings
FEUVILLE_SKY_HIGH: RGB = (96, 158, 220)  # the sky at the top of a sky tile
FEUVILLE_CLOUD: RGB = (250, 252, 255)
FEUVILLE_GRASS: RGB = (96, 168, 72)
FEUVILLE_ASH: RGB = (62, 54, 50)  # a burnt tile's back
FEUVILLE_EMBER: RGB = (255, 128, 40)
FEUVILLE_CHOICE: RGB = HIGHLIGHT  # a legal choice of the held die
FEUVILLE_SCORE: RGB = (255, 214, 90)  # columns a decree would score
FEUVILLE_FIRE: RGB = (255, 96, 48)  # columns that may burn
# Tile backs I, II and ✱ (the opening sky row), and the decrees' and fairy magic's backs.
FEUVILLE_BACKS: dict[str, RGB] = {"I": (120, 150, 96), "II": (150, 98, 80), "*": (96, 120, 170)}
FEUVILLE_DECREE_BACK: RGB = (128, 36, 44)
FEUVILLE_CHARM_BACK: RGB = (120, 80, 170)
# The four status symbols' own colours: a town guard's steel, a golden star, a red flag, a
# mighty griffin's bronze.
FEUVILLE_SYMBOLS: dict[str, RGB] = {
    "guard": (120, 140, 170),
    "star": (250, 200, 40),
    "flag": (220, 40, 44),
    "griffin": (176, 110, 48),
}
# The rules pictures' extras (ui/render/rules_feuville.py).
FEUVILLE_GATE: RGB = (62, 44, 34)  # a town gate's opening, and windows
FEUVILLE_ARMS: RGB = (44, 92, 196)  # the coat of arms on a start tile and its grass tile
FEUVILLE_DIE: RGB = (246, 244, 236)
FEUVILLE_PIP: RGB = (40, 36, 30)
