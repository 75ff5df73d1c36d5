"""The pictures of Holi's rules page: the tower, a card turned four ways, a throw with a
falling token, climbing, and the rivalry cards. Each is drawn from `width` and the body
font's height, so it grows with the interface size; captions come from the locale files.

The tower's floors are square grids seen from above at an angle: a square (x, y) of the
6x6 grid lies along the diagonals of the picture, and each floor is lifted above the last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from favelas_app.games.holi import describe
from favelas_app.games.holi.components import CARDS, RIVALRY_CARDS, ROTATIONS, SIDE, rotated
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.palette import HOLI_STYLES, holi_style
from favelas_app.ui.theme import draw_text, draw_wrapped

if TYPE_CHECKING:
    from favelas_app.ui.app import App

Point = tuple[float, float]
Square = tuple[int, int]
Picture = Callable[["App", int], pygame.Surface]

THICKNESS = 0.28  # a floor's thickness, in squares
CARD = "sun_fan"  # the ☀ card shown turned four ways


class _Floors:
    """Screen points of a square grid: `cell` is half a square's width on screen, `lift` the
    height of one floor above the one below, `origin` the back corner of the ground floor."""

    def __init__(self, origin: Point, cell: float, lift: float) -> None:
        self.origin, self.cell, self.lift = origin, cell, lift

    def point(self, x: float, y: float, floor: int) -> Point:
        ox, oy = self.origin
        return ox + (x - y) * self.cell, oy + (x + y) * self.cell / 2 - (floor - 1) * self.lift

    def square(self, x: float, y: float, floor: int, size: float = 1.0) -> list[Point]:
        inset = (1 - size) / 2
        a, b = x + inset, x + 1 - inset
        c, d = y + inset, y + 1 - inset
        return [self.point(*p, floor) for p in ((a, c), (b, c), (b, d), (a, d))]

    def centre(self, square: Square, floor: int) -> Point:
        return self.point(square[0] + 0.5, square[1] + 0.5, floor)


def _plate(
    surface: pygame.Surface, floors: _Floors, floor: int, cols: Iterable[int], rows: Iterable[int]
) -> None:
    """A part of a floor (whole squares `cols` by `rows`): its top, its two front sides and its
    grid."""
    cols, rows = list(cols), list(rows)
    x0, x1, y0, y1 = cols[0], cols[-1] + 1, rows[0], rows[-1] + 1
    drop = THICKNESS * floors.cell
    top = [floors.point(x, y, floor) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
    low = [(x, y + drop) for x, y in top]
    edge = palette.shade(palette.HOLI_FLOOR, 0.45)
    for face, factor in (
        ([top[3], top[2], low[2], low[3]], 0.75),
        ([top[1], top[2], low[2], low[1]], 0.6),
    ):
        pygame.draw.polygon(surface, palette.shade(palette.HOLI_FLOOR, factor), face)
        pygame.draw.aalines(surface, edge, True, face)
    pygame.draw.polygon(surface, palette.HOLI_FLOOR, top)
    for x in range(x0 + 1, x1):
        pygame.draw.aaline(
            surface, palette.HOLI_FLOOR_LINE, floors.point(x, y0, floor), floors.point(x, y1, floor)
        )
    for y in range(y0 + 1, y1):
        pygame.draw.aaline(
            surface, palette.HOLI_FLOOR_LINE, floors.point(x0, y, floor), floors.point(x1, y, floor)
        )
    pygame.draw.aalines(surface, edge, True, top)


def _token(
    surface: pygame.Surface, floors: _Floors, square: Square, floor: int, colour: str, symbols: bool
) -> None:
    """A colour token lying on a square: a flat disc with its colour's symbol."""
    style = holi_style(colour)
    cx, cy = floors.centre(square, floor)
    rx, ry = floors.cell * 0.62, floors.cell * 0.31
    height = floors.cell * 0.14
    pygame.draw.ellipse(surface, style.side_dark, (cx - rx, cy - ry, 2 * rx, 2 * ry))
    disc = pygame.Rect(round(cx - rx), round(cy - ry - height), round(2 * rx), round(2 * ry))
    pygame.draw.ellipse(surface, style.fill, disc)
    pygame.draw.ellipse(surface, style.edge, disc, 1)
    if symbols:
        palette.draw_style_symbol(surface, holi_style(colour), disc.center, rx * 0.5, 0.5)


def _sweets(
    surface: pygame.Surface, floors: _Floors, square: Square, floor: int, count: int
) -> None:
    """`count` wrapped sweets on a square."""
    cx, cy = floors.centre(square, floor)
    r = floors.cell * 0.2
    for i in range(count):
        x = cx + (i - (count - 1) / 2) * r * 2.4
        ink = palette.shade(palette.HOLI_SWEET, 0.6)
        for side in (-1, 1):  # the twisted wrapper ends
            ends = [
                (x + side * r, cy),
                (x + side * r * 1.9, cy - r * 0.7),
                (x + side * r * 1.9, cy + r * 0.7),
            ]
            pygame.draw.polygon(surface, ink, ends)
        pygame.draw.circle(surface, palette.HOLI_SWEET, (x, cy), r)
        pygame.draw.circle(surface, ink, (x, cy), r, 1)


def _pawn(
    surface: pygame.Surface,
    foot: Point,
    size: float,
    colour: str,
    symbols: bool,
    ghost: bool = False,
) -> None:
    """A pawn standing at screen point `foot`, `size` high: a body, a head and its symbol;
    a ghost (where the pawn will be) is only outlined."""
    style = holi_style(colour)
    x, y = foot
    body = [
        (x - size * 0.3, y),
        (x - size * 0.16, y - size * 0.62),
        (x + size * 0.16, y - size * 0.62),
        (x + size * 0.3, y),
    ]
    head = ((x, y - size * 0.76), size * 0.2)
    if ghost:
        pygame.draw.polygon(surface, style.fill, body, 2)
        pygame.draw.circle(surface, style.fill, *head, 2)
        return
    pygame.draw.ellipse(
        surface,
        palette.shade(style.fill, 0.35),
        (x - size * 0.34, y - size * 0.08, size * 0.68, size * 0.2),
    )
    pygame.draw.polygon(surface, style.fill, body)
    pygame.draw.polygon(surface, style.edge, body, 1)
    pygame.draw.circle(surface, style.fill, *head)
    pygame.draw.circle(surface, style.edge, *head, 1)
    if symbols:
        palette.draw_style_symbol(surface, holi_style(colour), (x, y - size * 0.3), size * 0.17)


def _arrow(
    surface: pygame.Surface, start: Point, end: Point, colour: tuple[int, int, int], width: int
) -> None:
    """A straight arrow from `start` to `end` with its head at `end`."""
    pygame.draw.line(surface, colour, start, end, width)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max((dx * dx + dy * dy) ** 0.5, 1.0)
    ux, uy = dx / length, dy / length
    head = width * 3.5
    left = (end[0] - ux * head - uy * head * 0.6, end[1] - uy * head + ux * head * 0.6)
    right = (end[0] - ux * head + uy * head * 0.6, end[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [end, left, right])


def number_marker(
    surface: pygame.Surface, font: pygame.font.Font, centre: Point, number: int
) -> None:
    """A numbered marker that ties a spot in a picture to a line of its legend."""
    radius = font.get_height() * 0.6
    pygame.draw.circle(surface, theme.ACCENT, centre, radius)
    draw_text(
        surface, font, str(number), (round(centre[0]), round(centre[1])), theme.BACKGROUND, "center"
    )


def _caption(
    app: App,
    image: pygame.Surface,
    key: str,
    box: pygame.Rect,
    colour: tuple[int, int, int] = theme.TEXT,
) -> int:
    """A caption wrapped and centred in `box`; returns the height it took."""
    return draw_wrapped(
        image, app.fonts.get("small", True), app.text(key), box, colour, True, box.height
    )


def _in_order(items: list[tuple[Square, Callable[[], None]]]) -> None:
    """Draws the things on squares of one floor from the back to the front."""
    for _, draw in sorted(items, key=lambda item: item[0][0] + item[0][1]):
        draw()


def _cell(app: App) -> float:
    return app.fonts.get("body").get_height() * 1.05


# -- the tower --------------------------------------------------------------------------------

_TOWER_TOKENS = {
    1: (
        ((1, 4), "red"),
        ((2, 4), "yellow"),
        ((4, 3), "blue"),
        ((3, 5), "green"),
        ((4, 5), "green"),
    ),
    2: (((2, 2), "blue"), ((3, 3), "yellow"), ((1, 3), "red")),
    3: (((3, 2), "green"),),
}
_TOWER_PAWNS = {1: ((3, 4), "red"), 2: ((3, 4), "blue"), 3: ((2, 3), "yellow")}
_SWEET_SQUARES = ((1, 0), (0, 1), (4, 0), (5, 1), (0, 4), (1, 5), (5, 4), (4, 5))


def tower(app: App, width: int) -> pygame.Surface:
    """The three floors one above the other, with sweets, tokens and a pawn on each, and the
    name of each floor beside it."""
    font = app.fonts.get("small", True)
    cell = _cell(app)
    lift = SIDE * cell * 1.02
    labels = [app.text(f"holi.floor_title.{floor}") for floor in (1, 2, 3)]
    room = max(font.size(label)[0] for label in labels) + font.get_height()
    diamond = 2 * SIDE * cell
    height = round(SIDE * cell + 2 * lift + cell * 1.6)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    left = (width - diamond - room) / 2 + room
    floors = _Floors((left + diamond / 2, cell * 1.2 + 2 * lift), cell, lift)
    symbols = app.settings.colour_symbols
    for floor in (1, 2, 3):
        for x, y in ((0, 0), (SIDE, 0), (0, SIDE)):  # pillars (the front one is left out)
            if floor < 3:
                pygame.draw.line(
                    image,
                    palette.HOLI_FLOOR_LINE,
                    floors.point(x, y, floor),
                    floors.point(x, y, floor + 1),
                    3,
                )
        _plate(image, floors, floor, range(SIDE), range(SIDE))
        for square in _SWEET_SQUARES:
            if floor < 3:
                _sweets(image, floors, square, floor, 3 - floor)
        pawn, colour = _TOWER_PAWNS[floor]
        items = [
            (square, partial(_token, image, floors, square, floor, c, symbols))
            for square, c in _TOWER_TOKENS[floor]
        ]
        foot = floors.centre(pawn, floor)
        items.append((pawn, partial(_pawn, image, foot, cell * 1.5, colour, symbols)))
        _in_order(items)
        at = floors.point(0, SIDE / 2, floor)
        rect = font.size(labels[floor - 1])
        draw_text(
            image,
            font,
            labels[floor - 1],
            (round(at[0] - font.get_height()), round(at[1])),
            theme.TEXT,
            "midright",
            rect[0],
        )
    return image


# -- a colour card turned four ways -----------------------------------------------------------


def _card(
    surface: pygame.Surface, box: pygame.Rect, card: str, rotation: int, colour: str, symbols: bool
) -> None:
    """A colour card's face in `box`: its 3x3 pattern turned `rotation` quarter turns, the ☀
    square marked with a sun."""
    pygame.draw.rect(surface, palette.HOLI_CARD, box, border_radius=box.width // 10)
    pygame.draw.rect(
        surface, palette.shade(palette.HOLI_CARD, 0.6), box, 2, border_radius=box.width // 10
    )
    size = box.width * 0.26
    grid = pygame.Rect(0, 0, round(3 * size), round(3 * size))
    grid.center = box.center
    for gx in range(3):
        for gy in range(3):
            rect = pygame.Rect(grid.left + gx * size, grid.top + gy * size, size, size)
            pygame.draw.rect(
                surface, palette.shade(palette.HOLI_CARD, 0.88), rect.inflate(-3, -3), 1
            )
    spec = CARDS[card]
    style = holi_style(colour)
    for i, (dx, dy) in enumerate(spec.squares):
        rx, ry = rotated((dx - 1, dy - 1), rotation)
        rect = pygame.Rect(
            grid.left + (rx + 1) * size, grid.top + (ry + 1) * size, size, size
        ).inflate(-4, -4)
        pygame.draw.rect(surface, style.fill, rect, border_radius=3)
        if i == spec.sun:
            _sun(surface, rect.center, size * 0.34)
        elif symbols:
            palette.draw_style_symbol(surface, holi_style(colour), rect.center, size * 0.28)


def _sun(surface: pygame.Surface, centre: Point, radius: float) -> None:
    """The ☀ mark: a disc with eight rays."""
    x, y = centre
    for i in range(8):
        cos, sin = [
            (1, 0),
            (0.71, 0.71),
            (0, 1),
            (-0.71, 0.71),
            (-1, 0),
            (-0.71, -0.71),
            (0, -1),
            (0.71, -0.71),
        ][i]
        pygame.draw.line(
            surface,
            palette.HOLI_SUN,
            (x + cos * radius * 0.9, y + sin * radius * 0.9),
            (x + cos * radius * 1.5, y + sin * radius * 1.5),
            2,
        )
    pygame.draw.circle(surface, palette.HOLI_SUN, centre, radius * 0.8)
    pygame.draw.circle(surface, palette.shade(palette.HOLI_SUN, 0.6), centre, radius * 0.8, 1)


def card_turns(app: App, width: int) -> pygame.Surface:
    """A ☀ card in its four orientations, each captioned, and what its marks mean."""
    font = app.fonts.get("small", True)
    side = round(_cell(app) * 5)
    box_width = width // ROTATIONS
    caption_room = 3 * font.get_linesize()
    image = pygame.Surface((width, side + caption_room + 2 * font.get_linesize()), pygame.SRCALPHA)
    for rotation in range(ROTATIONS):
        card = pygame.Rect(0, 0, side, side)
        card.midtop = (rotation * box_width + box_width // 2, 0)
        _card(image, card, CARD, rotation, "blue", app.settings.colour_symbols)
        box = pygame.Rect(rotation * box_width + 6, card.bottom + 6, box_width - 12, caption_room)
        _caption(app, image, f"holi.rules.turn_{rotation}", box)
    box = pygame.Rect(0, side + caption_room + 6, width, 2 * font.get_linesize())
    _caption(app, image, "holi.rules.sun_legend", box, theme.MUTED)
    return image


# -- a throw, and a token falling -------------------------------------------------------------

_THROWER = ((2, 2), "blue")  # the thrower's pawn on the middle floor
_THROWN = ((3, 2), (4, 2))  # the line card's two tokens: the first stays, the second falls
_BELOW = (((3, 2), "yellow"), ((1, 3), "red"), ((2, 4), "green"))  # tokens on the ground floor


def throw(app: App, width: int) -> pygame.Surface:
    """A line card thrown on the middle floor: one token lands on a square with a token below
    it, the other falls through to the ground floor; numbered, with a legend."""
    font = app.fonts.get("small", True)
    cell = _cell(app)
    lift = SIDE * cell * 0.75
    legend_room = 4 * font.get_linesize()
    height = round(SIDE * cell + lift + cell * 2.2)
    image = pygame.Surface((width, height + legend_room), pygame.SRCALPHA)
    floors = _Floors((width / 2, cell * 1.8 + lift), cell, lift)
    symbols = app.settings.colour_symbols
    _plate(image, floors, 1, range(SIDE), range(SIDE))
    for square, colour in _BELOW:
        _token(image, floors, square, 1, colour, symbols)
    _token(image, floors, _THROWN[1], 1, "blue", symbols)  # where the falling token ends
    _plate(image, floors, 2, range(SIDE), range(SIDE))
    for square in (_THROWER[0], *_THROWN):  # the card laid on the floor
        pygame.draw.polygon(image, theme.ACCENT, floors.square(*square, 2, 0.9), 2)
    _token(image, floors, _THROWN[0], 2, "blue", symbols)
    start, end = floors.centre(_THROWN[1], 2), floors.centre(_THROWN[1], 1)
    pygame.draw.polygon(image, HOLI_STYLES[0].fill, floors.square(*_THROWN[1], 2, 0.5), 2)
    _arrow(image, start, (end[0], end[1] - cell * 0.5), theme.ACCENT, 3)
    _pawn(image, floors.centre(_THROWER[0], 2), cell * 1.5, _THROWER[1], symbols)
    for number, (point, floor) in enumerate(((_THROWN[0], 2), (_THROWN[1], 1)), start=1):
        x, y = floors.centre(point, floor)
        number_marker(image, font, (x + cell * 1.3, y - cell * 0.2), number)
    top = height + 4
    for number, key in enumerate(("holi.rules.stays", "holi.rules.falls"), start=1):
        number_marker(image, font, (font.get_height(), top + font.get_linesize() / 2), number)
        box = pygame.Rect(
            font.get_height() * 2, top, width - font.get_height() * 2, 2 * font.get_linesize()
        )
        top += draw_wrapped(image, font, app.text(key), box, theme.TEXT, False, box.height) + 4
    return image


# -- climbing ---------------------------------------------------------------------------------

# Three cases, each with the pawn, the squares holding tokens, and whether it may climb.
_CLIMBS = (
    ("holi.rules.climb_allowed", (2, 3), ((2, 2), (3, 3), (2, 4), (1, 3)), True),
    ("holi.rules.climb_open_side", (3, 2), ((3, 1), (4, 2), (2, 2), (2, 1)), False),
    ("holi.rules.climb_edge", (5, 3), ((5, 2), (4, 3), (5, 4)), False),
)
_TOKEN_COLOURS = ("red", "yellow", "blue", "red")


def climbing(app: App, width: int) -> pygame.Surface:
    """Three floors: a pawn that may climb (four sides covered), one with a side open and
    one on the edge, each with a tick or a cross and a caption."""
    font = app.fonts.get("small", True)
    box_width = width // len(_CLIMBS)
    cell = min(_cell(app), box_width / (2 * SIDE + 1))
    lift = cell * 3.2
    picture_height = round(SIDE * cell + lift + cell * 1.2)
    caption_room = 3 * font.get_linesize()
    image = pygame.Surface((width, picture_height + caption_room), pygame.SRCALPHA)
    symbols = app.settings.colour_symbols
    for i, (key, pawn, covered, allowed) in enumerate(_CLIMBS):
        floors = _Floors((i * box_width + box_width / 2, lift + cell * 0.6), cell, lift)
        _plate(image, floors, 1, range(SIDE), range(SIDE))
        x, y = pawn
        for square in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if square not in covered and max(square) < SIDE:
                pygame.draw.polygon(image, theme.BAD, floors.square(*square, 1, 0.8), 2)
        if max(pawn) == SIDE - 1:  # the floor's edge beside the pawn
            edge = (floors.point(SIDE, y, 1), floors.point(SIDE, y + 1, 1))
            pygame.draw.line(image, theme.BAD, *edge, 4)
        items = [
            (square, partial(_token, image, floors, square, 1, _TOKEN_COLOURS[n], symbols))
            for n, square in enumerate(covered)
        ]
        foot = floors.centre(pawn, 1)
        items.append((pawn, partial(_pawn, image, foot, cell * 1.5, "green", symbols)))
        _in_order(items)
        if allowed:
            above = floors.centre(pawn, 2)
            _pawn(image, above, cell * 1.5, "green", symbols, ghost=True)
            start = (foot[0] + cell * 0.9, foot[1] - cell)
            _arrow(image, start, (above[0] + cell * 0.9, above[1] + cell * 0.2), theme.GOOD, 3)
        mark = font.get_height()
        box = pygame.Rect(
            i * box_width + mark + 14, picture_height, box_width - mark - 20, caption_room
        )
        theme.draw_mark(image, pygame.Rect(box.left - mark - 6, box.top + 2, mark, mark), allowed)
        colour = theme.GOOD if allowed else theme.BAD
        draw_wrapped(image, font, app.text(key), box, colour, False, box.height)
    return image


# -- the rivalry cards ------------------------------------------------------------------------


def rivalry_cards(app: App, width: int) -> pygame.Surface:
    """This app's rivalry cards, two to a row: each title over what the card does."""
    small, bold = app.fonts.get("small"), app.fonts.get("small", True)
    gap = small.get_height()
    card_width = (width - gap) // 2
    inner = card_width - 2 * gap
    cards = []
    for name in RIVALRY_CARDS:
        title = describe.rivalry_title(app.catalog, name)
        lines = len(theme.wrap(small, describe.rivalry_text(app.catalog, name), inner))
        cards.append(
            (
                title,
                describe.rivalry_text(app.catalog, name),
                bold.get_linesize() + lines * small.get_linesize() + gap,
            )
        )
    rows = [
        max(cards[i][2], cards[i + 1][2] if i + 1 < len(cards) else 0)
        for i in range(0, len(cards), 2)
    ]
    image = pygame.Surface((width, sum(rows) + gap * (len(rows) - 1)), pygame.SRCALPHA)
    top = 0
    for row, height in enumerate(rows):
        for column in (0, 1):
            index = 2 * row + column
            if index >= len(cards):
                break
            title, text, _ = cards[index]
            rect = pygame.Rect(column * (card_width + gap), top, card_width, height)
            theme.panel(image, rect, theme.PANEL_LIGHT, radius=8)
            draw_text(
                image,
                bold,
                title,
                (rect.left + gap, rect.top + gap // 2),
                theme.ACCENT,
                width=inner,
            )
            body = pygame.Rect(rect.left + gap, rect.top + gap // 2 + bold.get_linesize(), inner, 0)
            draw_wrapped(image, small, text, body)
        top += height + gap
    return image


PICTURES: dict[str, Picture] = {
    "components": tower,
    "throw_face_up": card_turns,
    "falling": throw,
    "climb": climbing,
    "rivalry": rivalry_cards,
}
