"""The printed faces of Feuville's pieces, drawn at any size and kept once drawn.

Building tiles are square pictures that join into one townscape when laid side by side: a
wall (gate, corner bastion or the start tile with its coat of arms) at the bottom, a tower
with its curtain in the middle, sky with clouds on top. Status symbols sit in round badges
along a tile's lower edge. A burnt tile shows its charred back: the ruin of its picture.
Decrees are parchment with a seal and a picture of what they score; fairy magic is a violet
card with a picture of its charm. Face-down pieces show their backs. No text but numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from favelas_app.games.feuville.components import CHARMS, DECREES, DISCRETION_SYMBOLS, TILES
from favelas_app.games.feuville.state import back_of_hidden
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.palette import (
    FEUVILLE_STYLES,
    FEUVILLE_SYMBOLS,
    RGB,
    Point,
    draw_style_symbol,
    mix,
    shade,
)

STONE = palette.FEUVILLE_STONE
MORTAR = palette.FEUVILLE_STONE_DARK
WHITE: RGB = (255, 255, 255)
DOOR: RGB = (110, 70, 40)
WINDOW: RGB = (40, 34, 46)
TIMES = "\u00d7"  # the multiplication sign before a decree's points per unit


# -- shapes ---------------------------------------------------------------------------------------


def _poly(surface: pygame.Surface, rgb: Sequence[int], points: Sequence[Point], edge=None) -> None:
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.aalines(surface, rgb if edge is None else edge, True, points)


def _disc(surface: pygame.Surface, rgb: Sequence[int], centre: Point, radius: float) -> None:
    pygame.draw.aacircle(surface, rgb, centre, radius)


def draw_cloud(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A rain cloud `size` pixels wide: white puffs over a blue-grey belly."""
    cx, cy = centre
    puffs = ((-0.3, 0.05, 0.2), (0.28, 0.06, 0.2), (-0.08, -0.1, 0.26), (0.12, -0.02, 0.22))
    for dx, dy, r in puffs:
        _disc(surface, (168, 184, 208), (cx + dx * size, cy + dy * size + size * 0.05), r * size)
    for dx, dy, r in puffs:
        _disc(surface, palette.FEUVILLE_CLOUD, (cx + dx * size, cy + dy * size), r * size)
    base = pygame.Rect(0, 0, size * 0.78, size * 0.16)
    base.midtop = (round(cx), round(cy + size * 0.02))
    pygame.draw.rect(surface, palette.FEUVILLE_CLOUD, base, border_radius=round(size * 0.08))


def _star(centre: Point, radius: float, inner: float = 0.45) -> list[Point]:
    cx, cy = centre
    return [
        (
            cx + radius * (1 if i % 2 == 0 else inner) * math.cos(-math.pi / 2 + math.pi * i / 5),
            cy + radius * (1 if i % 2 == 0 else inner) * math.sin(-math.pi / 2 + math.pi * i / 5),
        )
        for i in range(10)
    ]


def draw_status_symbol(surface: pygame.Surface, symbol: str, centre: Point, radius: float) -> None:
    """A status symbol in its round badge: the town guard's helmet, the golden star, the red
    flag or the mighty griffin's wing; each differs in shape as well as colour."""
    cx, cy = centre
    r = radius
    badge = {"star": (36, 52, 96), "flag": (246, 238, 220)}.get(symbol, FEUVILLE_SYMBOLS[symbol])
    _disc(surface, (30, 24, 20), (cx, cy + r * 0.1), r * 1.02)
    _disc(surface, badge, centre, r)
    pygame.draw.aacircle(surface, shade(badge, 0.55), centre, r, max(1, round(r / 8)))
    if symbol == "guard":  # a helmet with a crest and a nose guard
        dome = [
            (cx + r * 0.55 * math.cos(a), cy + r * 0.1 - r * 0.55 * math.sin(a))
            for a in (math.pi * i / 12 for i in range(13))
        ]
        _poly(surface, WHITE, dome)
        pygame.draw.rect(surface, WHITE, (cx - r * 0.62, cy + r * 0.05, r * 1.24, r * 0.2))
        pygame.draw.rect(surface, WHITE, (cx - r * 0.08, cy + r * 0.1, r * 0.16, r * 0.42))
        _poly(
            surface,
            (220, 50, 50),
            [(cx, cy - r * 0.5), (cx + r * 0.5, cy - r * 0.72), (cx + r * 0.1, cy - r * 0.3)],
        )
    elif symbol == "star":
        _poly(surface, FEUVILLE_SYMBOLS["star"], _star(centre, r * 0.78), (130, 90, 10))
    elif symbol == "flag":
        pole = max(1, round(r * 0.14))
        pygame.draw.line(
            surface,
            (70, 50, 30),
            (cx - r * 0.4, cy - r * 0.62),
            (cx - r * 0.4, cy + r * 0.65),
            pole,
        )
        cloth = [
            (cx - r * 0.36, cy - r * 0.62),
            (cx + r * 0.6, cy - r * 0.38),
            (cx - r * 0.36, cy - r * 0.05),
        ]
        _poly(surface, FEUVILLE_SYMBOLS["flag"], cloth)
    elif symbol == "griffin":  # a spread wing and a beaked head
        for i, a in enumerate((-0.9, -0.45, 0.0)):
            length = r * (0.78 - 0.1 * i)
            tip = (
                cx - r * 0.1 + length * math.cos(math.pi + a),
                cy - length * math.sin(math.pi + a) * -1,
            )
            feather = [(cx - r * 0.05, cy + r * 0.15), tip, (tip[0] + r * 0.18, tip[1] + r * 0.16)]
            _poly(surface, (250, 230, 190), feather)
        _disc(surface, (250, 230, 190), (cx + r * 0.3, cy - r * 0.22), r * 0.24)
        _poly(
            surface,
            (250, 200, 60),
            [
                (cx + r * 0.5, cy - r * 0.3),
                (cx + r * 0.78, cy - r * 0.14),
                (cx + r * 0.48, cy - r * 0.08),
            ],
        )
        _disc(surface, (30, 24, 20), (cx + r * 0.33, cy - r * 0.28), max(1.0, r * 0.06))


def draw_coat_of_arms(surface: pygame.Surface, player: int, centre: Point, size: float) -> None:
    """A seat's coat of arms: a shield `size` pixels high in its colour, with its symbol."""
    style = FEUVILLE_STYLES[player]
    cx, cy = centre
    w, h = size * 0.8, size
    shield = [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy)]
    shield += [(cx + w * 0.3, cy + h * 0.32), (cx, cy + h / 2), (cx - w * 0.3, cy + h * 0.32)]
    shield += [(cx - w / 2, cy)]
    _poly(surface, (250, 214, 100), [(x + (x - cx) * 0.12, y + (y - cy) * 0.1) for x, y in shield])
    _poly(surface, style.fill, shield, style.edge)
    draw_style_symbol(surface, style, (cx, cy - h * 0.04), size * 0.28)


# -- building tiles -------------------------------------------------------------------------------


def _sky(surface: pygame.Surface, top: RGB, bottom: RGB) -> None:
    w, h = surface.get_size()
    bands = 8
    for i in range(bands):
        rgb = mix(top, bottom, i / (bands - 1))
        pygame.draw.rect(surface, rgb, (0, h * i // bands, w, h // bands + 2))


def _bricks(surface: pygame.Surface, rect: pygame.Rect, stone: RGB, rows: int) -> None:
    """Stone courses with staggered joints."""
    pygame.draw.rect(surface, stone, rect)
    mortar = shade(stone, 0.78)
    course = rect.h / rows
    brick = max(4.0, course * 1.8)
    for i in range(rows):
        y = rect.y + i * course
        pygame.draw.line(surface, mortar, (rect.x, round(y)), (rect.right - 1, round(y)))
        x = rect.x + (brick / 2 if i % 2 else 0.0)
        while x < rect.right:
            if x > rect.x:
                pygame.draw.line(
                    surface, mortar, (round(x), round(y)), (round(x), round(y + course))
                )
            x += brick


def _merlons(
    surface: pygame.Surface, left: float, right: float, top: float, depth: float, stone: RGB
) -> None:
    """Battlements on a wall whose top is at `top`: merlons `depth` high."""
    width = right - left
    count = max(2, round(width / (depth * 1.6)))
    step = width / count
    for i in range(count):
        x = left + i * step
        pygame.draw.rect(
            surface,
            stone,
            (round(x), round(top - depth), math.ceil(step * 0.55), math.ceil(depth) + 1),
        )
        pygame.draw.line(
            surface,
            shade(stone, 0.7),
            (round(x + step * 0.55), round(top - depth)),
            (round(x + step * 0.55), round(top)),
        )


def _round_tower(
    surface: pygame.Surface, left: float, width: float, top: float, bottom: float, roof: bool
) -> None:
    """A round tower seen from the front, shaded like a cylinder, with a roof or battlements."""
    stone = mix(STONE, WHITE, 0.08)
    strips = 6
    for i in range(strips):
        light = 1.08 - 0.38 * abs((i + 0.5) / strips - 0.3)
        x0 = left + width * i / strips
        pygame.draw.rect(
            surface,
            shade(stone, light),
            (round(x0), round(top), math.ceil(width / strips) + 1, round(bottom - top)),
        )
    pygame.draw.line(
        surface, shade(stone, 0.6), (round(left), round(top)), (round(left), round(bottom))
    )
    pygame.draw.line(
        surface,
        shade(stone, 0.6),
        (round(left + width), round(top)),
        (round(left + width), round(bottom)),
    )
    window = pygame.Rect(0, 0, max(2, width * 0.18), max(3, (bottom - top) * 0.22))
    window.center = (round(left + width / 2), round(top + (bottom - top) * 0.42))
    pygame.draw.rect(
        surface,
        WINDOW,
        window,
        border_top_left_radius=window.w // 2,
        border_top_right_radius=window.w // 2,
    )
    if roof:
        rise = min(width * 1.05, top - surface.get_height() * 0.04)
        cone = [
            (left - width * 0.12, top + 1),
            (left + width * 1.12, top + 1),
            (left + width / 2, top - rise),
        ]
        _poly(surface, palette.FEUVILLE_ROOF, cone, shade(palette.FEUVILLE_ROOF, 0.6))
        lit = [
            (left + width * 0.1, top),
            (left + width / 2, top - rise * 0.97),
            (left + width * 0.42, top),
        ]
        pygame.draw.polygon(surface, mix(palette.FEUVILLE_ROOF, WHITE, 0.25), lit)
    else:
        _merlons(surface, left - width * 0.08, left + width * 1.08, top + 1, width * 0.2, stone)


def _paint_wall(surface: pygame.Surface, shape: str, owner: int) -> None:
    s = surface.get_width()
    top = s * 0.1
    _bricks(surface, pygame.Rect(0, 0, s, s), STONE, 6)
    pygame.draw.rect(surface, shade(STONE, 0.82), (0, 0, s, round(top)))  # the coping
    if shape == "gate":
        arch = pygame.Rect(0, 0, s * 0.38, s * 0.52)
        arch.midbottom = (s // 2, s)
        pygame.draw.rect(
            surface,
            shade(STONE, 0.7),
            arch.inflate(s * 0.08, s * 0.06),
            border_top_left_radius=arch.w,
            border_top_right_radius=arch.w,
        )
        pygame.draw.rect(
            surface,
            DOOR,
            arch,
            border_top_left_radius=arch.w // 2,
            border_top_right_radius=arch.w // 2,
        )
        for i in range(1, 4):
            x = arch.x + arch.w * i / 4
            pygame.draw.line(surface, shade(DOOR, 0.55), (x, arch.y + 2), (x, arch.bottom))
    elif shape in ("left", "right"):
        width = s * 0.44
        left = s * 0.04 if shape == "left" else s * 0.52
        _round_tower(surface, left, width, top * 0.7, s, roof=False)
    elif shape == "start":
        banner = pygame.Rect(0, 0, s * 0.44, s * 0.56)
        banner.center = (s // 2, round(s * 0.6))
        pygame.draw.rect(
            surface,
            shade(STONE, 0.62),
            banner.inflate(s * 0.08, s * 0.06),
            border_radius=round(s * 0.05),
        )
        draw_coat_of_arms(surface, owner, banner.center, s * 0.46)


def _paint_tower(surface: pygame.Surface, shape: str) -> None:
    s = surface.get_width()
    _sky(surface, palette.FEUVILLE_SKY_HIGH, palette.FEUVILLE_SKY)
    curtain = s * 0.7
    _bricks(surface, pygame.Rect(0, round(curtain), s, s - round(curtain)), STONE, 2)
    _merlons(surface, 0, s, curtain, s * 0.08, STONE)
    if shape == "plain":
        width, left = s * 0.34, s * 0.33
    else:
        width = s * 0.46
        left = s * 0.04 if shape == "left" else s * 0.5
    _round_tower(surface, left, width, s * 0.5 if shape == "plain" else s * 0.46, s, roof=True)


def _paint_sky(surface: pygame.Surface, clouds: int) -> None:
    s = surface.get_width()
    _sky(surface, mix(palette.FEUVILLE_SKY_HIGH, (40, 80, 160), 0.2), palette.FEUVILLE_SKY_HIGH)
    spots = {
        1: ((0.5, 0.4),),
        2: ((0.32, 0.3), (0.68, 0.52)),
        3: ((0.28, 0.26), (0.72, 0.3), (0.5, 0.58)),
    }
    for x, y in spots.get(clouds, ()):
        draw_cloud(surface, (s * x, s * y), s * (0.5 if clouds < 3 else 0.42))


def _badges(surface: pygame.Surface, symbols: Sequence[str]) -> None:
    """The status symbols in a row along the lower edge, from the left."""
    s = surface.get_width()
    r = s * 0.12
    for i, symbol in enumerate(symbols):
        draw_status_symbol(surface, symbol, (r * 1.25 + i * r * 2.2, s - r * 1.25), r)


def _ruin(surface: pygame.Surface) -> None:
    """Chars the picture: darkened, with cracks and glowing embers."""
    s = surface.get_width()
    surface.fill((92, 78, 74), special_flags=pygame.BLEND_RGB_MULT)
    crack = (26, 20, 18)
    width = max(1, round(s / 40))
    pygame.draw.lines(
        surface,
        crack,
        False,
        [(s * 0.2, 0), (s * 0.34, s * 0.3), (s * 0.26, s * 0.55), (s * 0.42, s)],
        width,
    )
    pygame.draw.lines(
        surface, crack, False, [(s * 0.82, 0), (s * 0.7, s * 0.42), (s * 0.78, s * 0.7)], width
    )
    for x, y in ((0.3, 0.8), (0.62, 0.66), (0.78, 0.88), (0.48, 0.4), (0.16, 0.6)):
        _disc(surface, palette.FEUVILLE_EMBER, (s * x, s * y), max(1.0, s * 0.025))
        _disc(surface, (255, 220, 120), (s * x, s * y), max(0.8, s * 0.012))


def _back(surface: pygame.Surface, rgb: RGB, marks: int, star: bool) -> None:
    """A face-down piece: a framed back with `marks` bars, or a star."""
    s = surface.get_width()
    surface.fill(rgb)
    pygame.draw.rect(
        surface,
        mix(rgb, WHITE, 0.3),
        surface.get_rect().inflate(-s * 0.14, -s * 0.14),
        max(1, round(s / 24)),
        border_radius=round(s * 0.06),
    )
    ink = mix(rgb, WHITE, 0.6)
    if star:
        _poly(surface, ink, _star((s / 2, s / 2), s * 0.22))
        return
    bar = max(2, round(s * 0.07))
    for i in range(marks):
        x = s / 2 + (i - (marks - 1) / 2) * bar * 2.2
        pygame.draw.rect(surface, ink, (round(x - bar / 2), round(s * 0.32), bar, round(s * 0.36)))


def _frame(surface: pygame.Surface) -> None:
    s = surface.get_width()
    pygame.draw.rect(surface, (40, 30, 24), surface.get_rect(), max(1, round(s / 48)))


# -- decrees and fairy magic --------------------------------------------------------------------


def mini_column(surface: pygame.Surface, left: float, bottom: float, w: float) -> None:
    """A column of three small squares, wall, tower and sky, `w` pixels wide."""
    for level, rgb in enumerate((STONE, shade(STONE, 0.85), palette.FEUVILLE_SKY_HIGH)):
        pygame.draw.rect(
            surface, rgb, (round(left), round(bottom - (level + 1) * w), round(w), round(w))
        )
        pygame.draw.rect(
            surface,
            palette.FEUVILLE_INK,
            (round(left), round(bottom - (level + 1) * w), round(w), round(w)),
            1,
        )


def _number(surface: pygame.Surface, text: str, centre: Point, size: int, rgb: RGB) -> None:
    image = default_font(max(8, size)).render(text, True, rgb)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _paint_decree(surface: pygame.Surface, decree: int) -> None:
    s = surface.get_width()
    spec = DECREES[decree]
    paper = palette.FEUVILLE_PARCHMENT
    surface.fill(paper)
    pygame.draw.rect(
        surface,
        shade(paper, 0.82),
        surface.get_rect().inflate(-s * 0.1, -s * 0.1),
        max(1, round(s / 40)),
    )
    _disc(surface, (178, 32, 40), (s * 0.5, s * 0.12), s * 0.09)  # the royal seal
    _poly(surface, (250, 200, 60), _star((s * 0.5, s * 0.12), s * 0.06))
    ink = palette.FEUVILLE_INK
    big = round(s * 0.26)
    unit = s * 0.14
    if spec.kind == "little_district":
        mini_column(surface, s * 0.18, s * 0.82, unit)
        _number(surface, "5", (s * 0.66, s * 0.6), big, ink)
    elif spec.kind == "large_district":
        mini_column(surface, s * 0.1, s * 0.82, unit)
        mini_column(surface, s * 0.1 + unit, s * 0.82, unit)
        _number(surface, "10", (s * 0.7, s * 0.6), round(s * 0.22), ink)
    elif spec.kind == "town_evaluation":
        base = s * 0.84
        pygame.draw.rect(surface, STONE, (s * 0.12, base - s * 0.2, s * 0.76, s * 0.2))
        for left in (s * 0.08, s * 0.72):
            _round_tower(surface, left, s * 0.2, base - s * 0.42, base, roof=True)
        arch = pygame.Rect(0, 0, s * 0.16, s * 0.16)
        arch.midbottom = (s // 2, round(base))
        pygame.draw.rect(
            surface,
            DOOR,
            arch,
            border_top_left_radius=arch.w // 2,
            border_top_right_radius=arch.w // 2,
        )
        _number(surface, f"{TIMES}2", (s * 0.5, s * 0.36), round(s * 0.2), ink)
    elif spec.kind == "status":
        draw_status_symbol(surface, spec.symbol, (s * 0.34, s * 0.58), s * 0.2)
        _number(surface, f"{TIMES}{spec.multiplier}", (s * 0.72, s * 0.6), round(s * 0.22), ink)
    elif spec.kind == "splendid_view":
        for dx in (0, 1):
            for dy in (0, 1):
                cell = (s * 0.12 + dx * unit * 1.05, s * 0.36 + dy * unit * 1.05, unit, unit)
                pygame.draw.rect(surface, palette.FEUVILLE_SKY_HIGH if dy == 0 else STONE, cell)
                pygame.draw.rect(surface, ink, cell, 1)
        eye = (s * 0.27, s * 0.5)
        pygame.draw.ellipse(surface, WHITE, (eye[0] - s * 0.1, eye[1] - s * 0.05, s * 0.2, s * 0.1))
        _disc(surface, ink, eye, s * 0.035)
        _number(surface, f"{TIMES}1", (s * 0.72, s * 0.6), round(s * 0.22), ink)
    elif spec.kind == "discretion":
        for i, symbol in enumerate(DISCRETION_SYMBOLS):
            draw_status_symbol(surface, symbol, (s * (0.24 + 0.26 * i), s * 0.46), s * 0.11)
        _number(surface, f"{TIMES}3", (s * 0.5, s * 0.74), round(s * 0.22), ink)
    _frame(surface)


def _paint_charm(surface: pygame.Surface, charm: int) -> None:
    s = surface.get_width()
    spec = CHARMS[charm]
    violet = palette.FEUVILLE_CHARM_BACK
    surface.fill(mix(violet, WHITE, 0.72))
    pygame.draw.rect(
        surface,
        violet,
        surface.get_rect().inflate(-s * 0.1, -s * 0.1),
        max(1, round(s / 30)),
        border_radius=round(s * 0.08),
    )
    for x, y in ((0.2, 0.2), (0.82, 0.24), (0.78, 0.8)):
        _poly(surface, (250, 230, 120), _star((s * x, s * y), s * 0.06, 0.35))
    centre = (s * 0.5, s * 0.52)
    if spec.kind == "points":
        _disc(surface, (176, 130, 20), (centre[0], centre[1] + s * 0.03), s * 0.27)
        _disc(surface, (250, 204, 60), centre, s * 0.27)
        _number(surface, str(spec.points), centre, round(s * 0.3), palette.FEUVILLE_INK)
    elif spec.kind == "great_selection":
        for i, rgb in enumerate((STONE, shade(STONE, 0.85), palette.FEUVILLE_SKY_HIGH)):
            card = pygame.Surface((round(s * 0.3), round(s * 0.36)), pygame.SRCALPHA)
            card.fill(rgb)
            pygame.draw.rect(card, palette.FEUVILLE_INK, card.get_rect(), 1)
            card = pygame.transform.rotate(card, 20 - 20 * i)
            surface.blit(
                card, card.get_rect(center=(round(s * (0.32 + 0.18 * i)), round(centre[1])))
            )
    elif spec.kind == "theft_protection":
        body = pygame.Rect(0, 0, s * 0.4, s * 0.3)
        body.midtop = (round(centre[0]), round(centre[1] - s * 0.02))
        pygame.draw.arc(
            surface,
            (90, 96, 110),
            (body.x + s * 0.06, body.y - s * 0.22, body.w - s * 0.12, s * 0.38),
            0,
            math.pi,
            max(2, round(s * 0.06)),
        )
        pygame.draw.rect(surface, (226, 180, 50), body, border_radius=round(s * 0.04))
        _disc(surface, palette.FEUVILLE_INK, (body.centerx, body.centery - s * 0.02), s * 0.04)
        pygame.draw.rect(
            surface,
            palette.FEUVILLE_INK,
            (body.centerx - s * 0.015, body.centery, s * 0.03, s * 0.08),
        )
    elif spec.kind == "fire_protection":
        draw_cloud(surface, (centre[0], centre[1] - s * 0.08), s * 0.6)
        for i in range(4):
            x = s * (0.32 + 0.12 * i)
            pygame.draw.line(
                surface,
                (60, 120, 220),
                (x, s * 0.62),
                (x - s * 0.04, s * 0.76),
                max(1, round(s * 0.03)),
            )
    _frame(surface)


# -- the cache ----------------------------------------------------------------------------------


class PieceArt:
    """Faces of tiles, decrees and charms at given sizes, each drawn once."""

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def _get(self, key: tuple[object, ...], size: int, paint) -> pygame.Surface:
        image = self._cache.get(key)
        if image is None:
            image = pygame.Surface((size, size))
            paint(image)
            self._cache[key] = image
        return image

    def tile(self, tile: int, size: int, burnt: bool = False, owner: int = 0) -> pygame.Surface:
        """A building tile's face (its charred back if `burnt`); a face-down tile's back.
        `owner` colours the start tile's coat of arms."""
        size = max(4, size)
        if tile < 0:
            back = back_of_hidden(tile)
            return self.back(back, size)
        spec = TILES[tile]

        def paint(image: pygame.Surface) -> None:
            if spec.kind == "wall":
                _paint_wall(image, spec.shape, owner)
            elif spec.kind == "tower":
                _paint_tower(image, spec.shape)
            else:
                _paint_sky(image, spec.clouds)
            _badges(image, spec.symbols)
            if burnt:
                _ruin(image)
            _frame(image)

        key = ("tile", tile, size, burnt, owner if spec.shape == "start" else 0)
        return self._get(key, size, paint)

    def back(self, back: str, size: int) -> pygame.Surface:
        """The back of a building tile stack: I, II or ✱."""
        rgb = palette.FEUVILLE_BACKS[back]
        return self._get(
            ("back", back, size), size, lambda i: _back(i, rgb, len(back), back == "*")
        )

    def decree(self, decree: int, size: int) -> pygame.Surface:
        """A decree's face, or its back when face down."""
        if decree < 0:
            rgb = palette.FEUVILLE_DECREE_BACK
            return self._get(("decree_back", size), size, lambda i: _back(i, rgb, 0, True))
        return self._get(("decree", decree, size), size, lambda i: _paint_decree(i, decree))

    def charm(self, charm: int, size: int) -> pygame.Surface:
        """A fairy magic tile's face, or its back when face down."""
        if charm < 0:
            rgb = palette.FEUVILLE_CHARM_BACK
            return self._get(("charm_back", size), size, lambda i: _back(i, rgb, 0, True))
        return self._get(("charm", charm, size), size, lambda i: _paint_charm(i, charm))
