"""The pictures of Feuville's rules page: the six persons' columns with their die faces, a
little and a large town district, a townscape for the Town Evaluation, and a dragon attack.
Each is drawn from `width` and the body font's height, so it grows with the interface size;
captions come from the locale files.

A town is drawn as columns of building tiles seen from the front, walls at the bottom, with
the grass (or coat of arms) laid under a column below its wall.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from favelas_app.games.feuville.components import (
    DISPLAY_COLUMNS,
    LARGE_DISTRICT_POINTS,
    LITTLE_DISTRICT_POINTS,
    PERSONS,
    TOWN_POINTS_PER_TILE,
)
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.dice import draw_die
from favelas_app.ui.render.rules_holi import number_marker
from favelas_app.ui.theme import draw_text, draw_wrapped

if TYPE_CHECKING:
    from favelas_app.ui.app import App

Point = tuple[float, float]
Picture = Callable[["App", int], pygame.Surface]

TILE_RATIO = 0.7  # a building tile's height over its width
GRASS_RATIO = 0.28  # a grass tile's height over a building tile's width


@dataclass(frozen=True)
class _Column:
    """A column of a town: its tiles bottom-up as (kind, shape, clouds), what lies under it
    ("", "grass" or "arms"), whether it is burnt, and whether the Town Evaluation counts it."""

    tiles: tuple[tuple[str, str, int], ...]
    under: str = ""
    burnt: bool = False
    counted: bool = False


WALL, GATE, START = ("wall", "plain", 0), ("wall", "gate", 0), ("wall", "start", 0)
LEFT_WALL, RIGHT_WALL = ("wall", "left", 0), ("wall", "right", 0)
TOWER, LEFT_TOWER, RIGHT_TOWER = ("tower", "plain", 0), ("tower", "left", 0), ("tower", "right", 0)


def _sky(clouds: int) -> tuple[str, str, int]:
    return ("sky", "sky", clouds)


def _unit(app: App) -> float:
    """A building tile's width: it grows with the body font."""
    return app.fonts.get("body").get_height() * 2.7


# -- a building tile --------------------------------------------------------------------------


def _stones(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Courses of stones across `rect`, every other course shifted by half a stone."""
    courses = 3
    height = rect.height / courses
    for row in range(1, courses):
        y = rect.top + row * height
        pygame.draw.line(surface, palette.FEUVILLE_STONE_DARK, (rect.left, y), (rect.right, y))
    stone = max(rect.width / 3, 4.0)
    for row in range(courses):
        x = rect.left + (stone / 2 if row % 2 else stone)
        top, bottom = rect.top + row * height, rect.top + (row + 1) * height
        while x < rect.right - 2:
            pygame.draw.line(surface, palette.FEUVILLE_STONE_DARK, (x, top), (x, bottom))
            x += stone


def _merlons(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """Battlements along the top of `rect` (which they stand on)."""
    step = rect.width / (2 * count - 1)
    height = max(step * 0.8, 3.0)
    for i in range(0, 2 * count - 1, 2):
        merlon = pygame.Rect(round(rect.left + i * step), round(rect.top - height), round(step), 0)
        merlon.height = round(height) + 1
        pygame.draw.rect(surface, palette.FEUVILLE_STONE, merlon)
        pygame.draw.rect(surface, palette.FEUVILLE_STONE_DARK, merlon, 1)


def _shield(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A coat of arms: a pointed shield with a light band."""
    x, y = centre
    points = [
        (x - size * 0.5, y - size * 0.55),
        (x + size * 0.5, y - size * 0.55),
        (x + size * 0.5, y + size * 0.05),
        (x, y + size * 0.6),
        (x - size * 0.5, y + size * 0.05),
    ]
    pygame.draw.polygon(surface, palette.FEUVILLE_ARMS, points)
    band = (x - size * 0.08, y - size * 0.55, size * 0.16, size * 1.05)
    pygame.draw.rect(surface, palette.FEUVILLE_CLOUD, band)
    pygame.draw.polygon(surface, palette.shade(palette.FEUVILLE_ARMS, 0.5), points, 2)


def _cloud(surface: pygame.Surface, centre: Point, size: float) -> None:
    """One cloud of three puffs, `size` wide."""
    x, y = centre
    ink = palette.shade(palette.FEUVILLE_SKY, 0.75)
    puffs = ((-0.28, 0.06, 0.24), (0.0, -0.08, 0.3), (0.28, 0.06, 0.22))
    for dx, dy, r in puffs:
        pygame.draw.circle(surface, ink, (x + dx * size, y + dy * size), r * size + 1)
    for dx, dy, r in puffs:
        pygame.draw.circle(
            surface, palette.FEUVILLE_CLOUD, (x + dx * size, y + dy * size), r * size
        )


def _wall(surface: pygame.Surface, rect: pygame.Rect, shape: str) -> None:
    """A wall tile: stones with battlements; a gate's arch, a corner's round tower base or a
    start tile's coat of arms."""
    body = pygame.Rect(rect.left, rect.top + rect.height // 4, rect.width, rect.height * 3 // 4)
    pygame.draw.rect(surface, palette.FEUVILLE_SKY, rect)
    pygame.draw.rect(surface, palette.FEUVILLE_STONE, body)
    _stones(surface, body)
    _merlons(surface, body, 4)
    if shape == "gate":
        arch = pygame.Rect(0, 0, rect.width * 0.34, body.height * 0.78)
        arch.midbottom = body.midbottom
        pygame.draw.rect(
            surface,
            palette.FEUVILLE_GATE,
            arch.inflate(0, -arch.width // 2).move(0, arch.width // 4),
        )
        pygame.draw.circle(
            surface,
            palette.FEUVILLE_GATE,
            (arch.centerx, arch.top + arch.width / 2),
            arch.width / 2,
        )
    elif shape in ("left", "right"):
        base = pygame.Rect(0, rect.top, rect.width * 0.36, rect.height)
        if shape == "left":
            base.left = rect.left
        else:
            base.right = rect.right
        pygame.draw.rect(surface, palette.shade(palette.FEUVILLE_STONE, 0.88), base)
        _stones(surface, base)
        pygame.draw.rect(surface, palette.FEUVILLE_STONE_DARK, base, 1)
    elif shape == "start":
        _shield(surface, body.center, body.height * 0.7)


def _tower(surface: pygame.Surface, rect: pygame.Rect, shape: str) -> None:
    """A tower tile: a tower with a window and a pointed roof; a corner tower stands at its
    own side of the tile, broader, with a pennant."""
    pygame.draw.rect(surface, palette.FEUVILLE_SKY, rect)
    corner = shape in ("left", "right")
    width = rect.width * (0.5 if corner else 0.36)
    body = pygame.Rect(0, 0, width, rect.height * 0.62)
    body.bottom = rect.bottom
    if shape == "left":
        body.left = rect.left + rect.width * 0.06
    elif shape == "right":
        body.right = rect.right - rect.width * 0.06
    else:
        body.centerx = rect.centerx
    pygame.draw.rect(surface, palette.FEUVILLE_STONE, body)
    _stones(surface, body)
    pygame.draw.rect(surface, palette.FEUVILLE_STONE_DARK, body, 1)
    window = pygame.Rect(0, 0, max(body.width // 5, 2), body.height // 3)
    window.center = body.center
    pygame.draw.rect(surface, palette.FEUVILLE_GATE, window, border_radius=window.width // 2)
    tip = (body.centerx, rect.top + rect.height * 0.06)
    roof = [(body.left - 2, body.top), (body.right + 2, body.top), tip]
    pygame.draw.polygon(surface, palette.FEUVILLE_ROOF, roof)
    pygame.draw.polygon(surface, palette.shade(palette.FEUVILLE_ROOF, 0.55), roof, 1)
    if corner:
        side = -1 if shape == "left" else 1
        pole = (tip[0] + side * rect.width * 0.18, tip[1])
        pygame.draw.line(surface, palette.FEUVILLE_GATE, tip, (tip[0], tip[1] + 2))
        pennant = [tip, pole, (tip[0], tip[1] + rect.height * 0.12)]
        pygame.draw.polygon(surface, palette.FEUVILLE_ROOF, pennant)


def _sky_tile(surface: pygame.Surface, rect: pygame.Rect, clouds: int) -> None:
    """A sky tile with its clouds side by side."""
    pygame.draw.rect(surface, palette.FEUVILLE_SKY, rect)
    size = min(rect.width / clouds * 0.85 if clouds > 1 else rect.width * 0.6, rect.height)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for i in range(clouds):
        x = rect.left + rect.width * (i + 0.5) / clouds
        y = rect.centery + (rect.height * 0.12 if i % 2 else -rect.height * 0.06)
        _cloud(surface, (x, y), size)
    surface.set_clip(clip)


def _ruin(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The burnt side of a tile: charred, with glowing cracks."""
    pygame.draw.rect(surface, palette.FEUVILLE_ASH, rect)
    w, h = rect.width, rect.height
    cracks = (
        ((0.15, 0.2), (0.35, 0.45), (0.3, 0.8)),
        ((0.6, 0.1), (0.55, 0.4), (0.8, 0.6), (0.75, 0.9)),
    )
    for crack in cracks:
        points = [(rect.left + x * w, rect.top + y * h) for x, y in crack]
        pygame.draw.lines(surface, palette.FEUVILLE_EMBER, False, points, 2)


def _tile(
    surface: pygame.Surface, rect: pygame.Rect, tile: tuple[str, str, int], burnt: bool
) -> None:
    """One building tile in `rect`, face up or burnt, with its outline."""
    kind, shape, clouds = tile
    if burnt:
        _ruin(surface, rect)
    elif kind == "wall":
        _wall(surface, rect, shape)
    elif kind == "tower":
        _tower(surface, rect, shape)
    else:
        _sky_tile(surface, rect, clouds)
    pygame.draw.rect(surface, palette.shade(palette.FEUVILLE_STONE, 0.4), rect, 1)


def _grass(surface: pygame.Surface, rect: pygame.Rect, arms: bool) -> None:
    """A grass tile under a column; the coat-of-arms one carries a shield."""
    pygame.draw.rect(surface, palette.FEUVILLE_GRASS, rect, border_radius=3)
    ink = palette.shade(palette.FEUVILLE_GRASS, 0.7)
    for i in range(1, 8):
        x = rect.left + rect.width * i / 8
        pygame.draw.line(surface, ink, (x, rect.bottom - 3), (x + 2, rect.top + 3))
    if arms:
        _shield(surface, rect.center, rect.height * 0.95)


def _town(
    surface: pygame.Surface, left: float, base: float, unit: float, columns: tuple[_Column, ...]
) -> None:
    """Draws `columns` side by side from `left`, their walls standing on the line `base`."""
    height = round(unit * TILE_RATIO)
    for i, column in enumerate(columns):
        x = round(left + i * unit)
        for level, tile in enumerate(column.tiles):
            rect = pygame.Rect(x, round(base) - (level + 1) * height, round(unit), height)
            _tile(surface, rect, tile, column.burnt)
        if column.under:
            grass = pygame.Rect(x + 2, round(base) + 2, round(unit) - 4, round(unit * GRASS_RATIO))
            _grass(surface, grass, column.under == "arms")


def _town_height(unit: float, levels: int = 3) -> int:
    return round(unit * TILE_RATIO * levels + unit * GRASS_RATIO + 4)


def _caption(
    app: App,
    image: pygame.Surface,
    text: str,
    box: pygame.Rect,
    colour: tuple[int, int, int] = theme.TEXT,
) -> int:
    """A caption wrapped and centred in `box`; returns the height it took."""
    font = app.fonts.get("small", True)
    return draw_wrapped(image, font, text, box, colour, True, box.height)


def _lines(app: App, text: str, width: int) -> int:
    """How many lines `text` takes as a caption `width` wide."""
    return len(theme.wrap(app.fonts.get("small", True), text, width))


# -- the six persons ---------------------------------------------------------------------------


def persons(app: App, width: int) -> pygame.Surface:
    """The display's six columns: each person's die face and name over their sky, tower and
    wall spaces and their decree, with a caption under them."""
    font = app.fonts.get("small", True)
    cell = width // DISPLAY_COLUMNS
    unit = min(_unit(app), cell * 0.8)
    tile_height = round(unit * TILE_RATIO)
    die = font.get_height() * 1.6
    name_top = round(die * 1.15)
    tiles_top = name_top + font.get_linesize() + 6
    decree_top = tiles_top + 3 * tile_height + 6
    caption = app.text("feuville.rules.persons_caption")
    caption_top = decree_top + tile_height + font.get_linesize() // 2
    height = caption_top + _lines(app, caption, width) * font.get_linesize()
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    column_tiles = (_sky(1), TOWER, WALL)
    for i, person in enumerate(PERSONS):
        centre = cell * i + cell / 2
        draw_die(
            image, (centre, die / 2 + 2), die, i + 1, palette.FEUVILLE_DIE, palette.FEUVILLE_PIP
        )
        name = app.text(f"feuville.person.{person}")
        # A long name ("Bürgermeister" at the largest size) drops the bold, not the size.
        face = font if font.size(name)[0] <= cell - 4 else app.fonts.get("small")
        draw_text(image, face, name, (round(centre), name_top), theme.ACCENT, "midtop", cell - 4)
        left = round(centre - unit / 2)
        for level, tile in enumerate(column_tiles):
            rect = pygame.Rect(left, tiles_top + level * tile_height, round(unit), tile_height)
            _tile(image, rect, tile, False)
        decree = pygame.Rect(left, decree_top, round(unit), tile_height)
        pygame.draw.rect(image, palette.FEUVILLE_PARCHMENT, decree, border_radius=4)
        for line in range(1, 4):
            y = decree.top + decree.height * line / 5
            ink = palette.shade(palette.FEUVILLE_PARCHMENT, 0.6)
            pygame.draw.line(image, ink, (decree.left + 6, y), (decree.right - 6, y))
        pygame.draw.circle(
            image,
            palette.FEUVILLE_ROOF,
            (decree.centerx, decree.bottom - tile_height * 0.2),
            tile_height * 0.14,
        )
    box = pygame.Rect(0, caption_top, width, height - caption_top)
    _caption(app, image, caption, box, theme.MUTED)
    return image


# -- a little and a large town district --------------------------------------------------------

_LITTLE = (
    _Column((WALL, TOWER)),
    _Column((WALL, TOWER, _sky(1)), "grass"),
)
_LARGE = (
    _Column((GATE, TOWER, _sky(2)), "grass"),
    _Column((WALL, TOWER, _sky(1)), "grass"),
)


def districts(app: App, width: int) -> pygame.Surface:
    """A little town district (one complete column with grass under it, beside an unfinished
    one) and a large one (two complete columns with grass under both), each captioned."""
    font = app.fonts.get("small", True)
    unit = _unit(app)
    half = width // 2
    town = _town_height(unit)
    texts = (
        app.text("feuville.rules.little", count=LITTLE_DISTRICT_POINTS),
        app.text("feuville.rules.large", count=LARGE_DISTRICT_POINTS),
    )
    lines = max(_lines(app, text, half - 12) for text in texts)
    image = pygame.Surface((width, town + 8 + lines * font.get_linesize()), pygame.SRCALPHA)
    base = round(unit * TILE_RATIO * 3) + 2
    for i, (columns, text) in enumerate(zip((_LITTLE, _LARGE), texts, strict=True)):
        _town(image, half * i + (half - len(columns) * unit) / 2, base, unit, columns)
        box = pygame.Rect(half * i + 6, town + 8, half - 12, lines * font.get_linesize())
        _caption(app, image, text, box)
    return image


# -- a townscape for the Town Evaluation -------------------------------------------------------

_TOWNSCAPE = (
    _Column((START, TOWER, _sky(1))),
    _Column((LEFT_WALL, LEFT_TOWER, _sky(2)), counted=True),
    _Column((GATE, TOWER), "arms", counted=True),
    _Column((WALL,), counted=True),
    _Column((WALL, TOWER, _sky(1)), counted=True),
    _Column((RIGHT_WALL, RIGHT_TOWER), counted=True),
)
# Numbered spots tied to the legend, in legend order: (column, level, x, y), x and y as
# fractions of a tile from its top left; level -1 is the grass under the column.
_TOWN_SPOTS = (
    (1, 1, 0.78, 0.3),
    (2, 0, 0.2, 0.5),
    (3, 1, 0.5, 0.5),
    (5, 1, 0.22, 0.3),
    (2, -1, -0.2, 0.5),
    (0, 0, 0.2, 0.62),
)
_TOWN_LEGEND = ("corner_left", "gate", "tower_gap", "corner_right", "arms", "outside")


def townscape(app: App, width: int) -> pygame.Surface:
    """A town whose townscape runs from a left to a right corner tower with a gate between:
    every counted wall and tower tile ticked, numbered spots explained in a legend, and the
    count of points under it."""
    font = app.fonts.get("small", True)
    unit = _unit(app)
    town = _town_height(unit)
    counted = sum(
        1 for column in _TOWNSCAPE if column.counted for tile in column.tiles if tile[0] != "sky"
    )
    total = app.text(
        "feuville.rules.town_count",
        count=counted,
        points=counted * TOWN_POINTS_PER_TILE,
        each=TOWN_POINTS_PER_TILE,
    )
    marker = font.get_height() * 2
    legend = [app.text(f"feuville.rules.{key}") for key in _TOWN_LEGEND]
    legend_lines = [_lines(app, text, width - marker) for text in legend]
    legend_top = town + font.get_linesize()
    total_top = legend_top + sum(legend_lines) * font.get_linesize() + len(legend) * 4 + 6
    total_lines = _lines(app, total, width)
    image = pygame.Surface((width, total_top + total_lines * font.get_linesize()), pygame.SRCALPHA)
    left = (width - len(_TOWNSCAPE) * unit) / 2
    base = round(unit * TILE_RATIO * 3) + 2
    _town(image, left, base, unit, _TOWNSCAPE)
    tile_height = unit * TILE_RATIO
    mark = round(font.get_height() * 0.8)
    for i, column in enumerate(_TOWNSCAPE):
        for level, tile in enumerate(column.tiles):
            if column.counted and tile[0] != "sky":
                at = pygame.Rect(0, 0, mark, mark)
                at.bottomright = (
                    round(left + (i + 1) * unit - 3),
                    round(base - level * tile_height - 3),
                )
                pygame.draw.rect(image, palette.FEUVILLE_CLOUD, at.inflate(4, 4), border_radius=3)
                theme.draw_mark(image, at, True)
    for number, (i, level, fx, fy) in enumerate(_TOWN_SPOTS, start=1):
        x = left + (i + fx) * unit
        if level < 0:
            y = base + 2 + unit * GRASS_RATIO * fy
        else:
            y = base - (level + 1 - fy) * tile_height
        number_marker(image, font, (x, y), number)
    top = legend_top
    for number, (text, lines) in enumerate(zip(legend, legend_lines, strict=True), start=1):
        number_marker(image, font, (font.get_height(), top + font.get_linesize() / 2), number)
        box = pygame.Rect(marker, top, width - marker, lines * font.get_linesize())
        draw_wrapped(image, font, text, box, theme.TEXT, False, box.height)
        top += box.height + 4
    box = pygame.Rect(0, total_top, width, total_lines * font.get_linesize())
    _caption(app, image, total, box, theme.ACCENT)
    return image


# -- a dragon attack ---------------------------------------------------------------------------

_BEFORE = (
    _Column((START, TOWER)),
    _Column((WALL, TOWER, _sky(1))),
    _Column((WALL, TOWER, _sky(1))),
    _Column((WALL, TOWER)),
    _Column((WALL,)),
)
_AFTER = (*_BEFORE[:3], *(_Column(column.tiles, burnt=True) for column in _BEFORE[3:]))


def dragon(app: App, width: int) -> pygame.Surface:
    """The same town before and after the dragon: four columns besides the start column and
    two clouds, so two columns burn; the owner keeps the cloud columns."""
    font = app.fonts.get("small", True)
    half = width // 2
    unit = min(_unit(app), (half - font.get_height() * 2) / len(_BEFORE))
    town = _town_height(unit)
    columns = len(_BEFORE) - 1  # the start column is not counted
    clouds = sum(tile[2] for column in _BEFORE for tile in column.tiles)
    texts = (
        app.text("feuville.rules.before", columns=columns, clouds=clouds, burn=columns - clouds),
        app.text("feuville.rules.after"),
    )
    lines = max(_lines(app, text, half - 12) for text in texts)
    image = pygame.Surface((width, town + 8 + lines * font.get_linesize()), pygame.SRCALPHA)
    base = round(unit * TILE_RATIO * 3) + 2
    for i, (town_columns, text) in enumerate(zip((_BEFORE, _AFTER), texts, strict=True)):
        _town(image, half * i + (half - len(town_columns) * unit) / 2, base, unit, town_columns)
        box = pygame.Rect(half * i + 6, town + 8, half - 12, lines * font.get_linesize())
        _caption(app, image, text, box)
    arrow_y = base - unit * TILE_RATIO * 1.5
    size = font.get_height() * 0.5
    tip = (half + size, arrow_y)
    pygame.draw.polygon(
        image, theme.ACCENT, [tip, (half - size, arrow_y - size), (half - size, arrow_y + size)]
    )
    return image


PICTURES: dict[str, Picture] = {
    "persons": persons,
    "decrees": districts,
    "town_evaluation": townscape,
    "dragon": dragon,
}
