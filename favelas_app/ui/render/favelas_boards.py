"""A player's Favelas board in 3D: printed houses, stacks of tiles as hex prisms, and hints.

Each house's stack is a column of slabs, one per tile, each in the colour of that tile's hex
on the house; the top face shows the visible colour, its symbol and the stack's height.
The printed plate is cached per layout, the whole board per (contents, hints), so a frame
in which nothing changed is one blit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from favelas_app.core.resources import fonts_dir
from favelas_app.games.favelas.components import BOARD_CELLS, BOARD_LAYOUTS, DIRECTIONS, Colour
from favelas_app.games.favelas.geometry import CELL_INDEX
from favelas_app.games.favelas.state import House
from favelas_app.ui.iso import LOWER_LEFT, TOP, UPPER_LEFT, Cell, HexProjection, Point
from favelas_app.ui.render import palette
from favelas_app.ui.render.palette import STYLES, ColourStyle, draw_symbol, mix, shade
from favelas_app.ui.safe_text import SafeFont

HOUSE_SCALE = 0.9  # a house's hex against the grid's, leaving a gap between stacks
PLATE_SCALE = 1.12
PLATE_DEPTH = 0.7  # in levels
FIT_LEVELS = 4  # the board fits stacks this tall at first, and shrinks when they grow
GHOST_ALPHA = 215  # the held tile previewed where it would lie
ILLEGAL_GHOST_ALPHA = 170  # ... greyed, where it may not
GREY = (128, 128, 128)


@dataclass(frozen=True, slots=True)
class Ghost:
    """A preview of the held tile: its colours over `cells`, lying on houses `level` high."""

    cells: tuple[Cell, ...]
    colours: tuple[Colour, ...]
    level: int
    legal: bool


@dataclass(frozen=True, slots=True)
class BoardHints:
    """What the UI shows over a board besides its tiles."""

    highlighted: frozenset[Cell] = frozenset()  # cells where a legal placement starts
    ghost: Ghost | None = None
    hover: Cell | None = None
    lifted: Mapping[Cell, float] = field(default_factory=dict)  # top slab raised, pixels
    symbols: bool = True
    marked: frozenset[Cell] = frozenset()  # the tile of the last move, outlined

    def key(self) -> tuple[object, ...]:
        """A hashable summary, for caching (`symbols` aside)."""
        lifted = tuple(sorted(self.lifted.items()))
        return (self.highlighted, self.ghost, self.hover, lifted, self.marked)


def default_font(size: int, bold: bool = True) -> pygame.font.Font:
    """DejaVu Sans from the app's assets (starting pygame's font module if need be)."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return SafeFont(fonts_dir() / name, size)


class _Painter:
    """Draws faces onto a surface and counts the polygons drawn."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.polygons = 0

    def face(
        self, points: Sequence[Point], fill: Sequence[int], edge: Sequence[int] | None = None
    ) -> None:
        pygame.draw.polygon(self.surface, fill, points)
        if edge is not None:
            pygame.draw.aalines(self.surface, edge, True, points)
        self.polygons += 1

    def outline(self, points: Sequence[Point], rgb: Sequence[int], width: int) -> None:
        pygame.draw.lines(self.surface, rgb, True, points, width)
        pygame.draw.aalines(self.surface, rgb, True, points)


class BoardRenderer:
    """Draws one player's board into `rect`; keep one renderer per board on screen."""

    def __init__(self, rect: pygame.Rect, font: pygame.font.Font | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self._font = font
        self._levels = 0
        self.projection: HexProjection
        self._number_font: pygame.font.Font
        self._fit(FIT_LEVELS)
        self._plate: pygame.Surface | None = None
        self._plate_key: tuple[object, ...] | None = None
        self._frame = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._frame_key: tuple[object, ...] | None = None
        self._ghost_layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._numbers: dict[int, pygame.Surface] = {}

    # -- layout -------------------------------------------------------------------------------

    def _fit(self, levels: int) -> None:
        """Fits the board with stacks `levels` high into the rect; the plate's thickness hangs
        below level 0, so the fit counts it as extra levels, then lowers the board by it."""
        self._levels = levels
        proj = HexProjection.fit(
            BOARD_CELLS, levels + PLATE_DEPTH, (0, 0, *self.rect.size), margin=PLATE_SCALE - 1
        )
        ox, oy = proj.origin
        proj.origin = (ox, oy - PLATE_DEPTH * proj.level_height)
        self.projection = proj
        self._numbers = {}
        if self._font is None:
            self._number_font = default_font(min(17, max(10, round(proj.radius * 0.3))))
        else:
            self._number_font = self._font

    def _ensure_fits(self, boards: Sequence[House], hints: BoardHints) -> None:
        """Shrinks the board when a stack (or the ghost) outgrows it; a lifted tile in
        flight does not count."""
        needed = max(len(house) for house in boards) + 1
        if hints.ghost is not None:
            needed = max(needed, hints.ghost.level + 1)
        if needed > self._levels:
            self._fit(needed)
            self._plate_key = None

    def cell_at(self, pos: Point, boards: Sequence[House]) -> Cell | None:
        """The cell under the screen point `pos`: the stack seen there, front stacks first."""
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        heights = {cell: len(boards[i]) for i, cell in enumerate(BOARD_CELLS)}
        return self.projection.cell_at(local, heights)

    def top_centre(self, cell: Cell, level: float) -> Point:
        """Screen centre of the top face of a stack `level` high on `cell` (for animations)."""
        x, y = self.projection.centre(*cell, level)
        return x + self.rect.x, y + self.rect.y

    # -- drawing ------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, boards: Sequence[House], layout: int, hints: BoardHints
    ) -> int:
        """Draws the board; returns how many polygons it drew (0 when the cache served)."""
        self._ensure_fits(boards, hints)
        key = (tuple(boards), layout, hints.symbols, hints.key(), self._levels)
        polygons = 0
        if key != self._frame_key:
            polygons = self._render(boards, layout, hints)
            self._frame_key = key
        surface.blit(self._frame, self.rect.topleft)
        return polygons

    def _render(self, boards: Sequence[House], layout: int, hints: BoardHints) -> int:
        plate_key = (layout, hints.symbols, self._levels)
        if plate_key != self._plate_key:
            self._plate = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._draw_plate(_Painter(self._plate), layout, hints.symbols)
            self._plate_key = plate_key
        assert self._plate is not None
        self._frame.fill((0, 0, 0, 0))
        self._frame.blit(self._plate, (0, 0))
        painter = _Painter(self._frame)
        ghost = hints.ghost
        ghost_colours = dict(zip(ghost.cells, ghost.colours, strict=True)) if ghost else {}
        width = max(2, round(self.projection.radius / 20))
        for cell in self.projection.painter_order(BOARD_CELLS):
            house = boards[CELL_INDEX[cell]]
            self._draw_joints(painter, cell, boards, hints.lifted)
            self._draw_stack(painter, cell, house, hints)
            top = len(house) + hints.lifted.get(cell, 0.0) / self.projection.level_height
            face = self.projection.top_face(*cell, top, HOUSE_SCALE)
            if cell in hints.marked:
                painter.outline(face, palette.BADGE, width + 4)
                painter.outline(face, palette.LAST_MOVE, width + 1)
            if cell in hints.highlighted:
                painter.outline(face, palette.BADGE, width + 3)
                painter.outline(face, palette.HIGHLIGHT, width)
            if cell == hints.hover:
                painter.outline(face, palette.HOVER, width + 1)
            if ghost is not None and cell in ghost_colours:
                self._draw_ghost(painter, cell, ghost, ghost_colours, hints.symbols)
        return painter.polygons

    def _draw_plate(self, painter: _Painter, layout: int, symbols: bool) -> None:
        proj = self.projection
        order = proj.painter_order(BOARD_CELLS)
        for q, r in order:
            left, right = proj.side_faces(q, r, -PLATE_DEPTH, 0, PLATE_SCALE)
            painter.face(left, palette.PLATE_SIDE)
            painter.face(right, shade(palette.PLATE_SIDE, 0.8))
        for q, r in order:
            painter.face(proj.top_face(q, r, 0, PLATE_SCALE), palette.PLATE)
        for q, r in order:
            colour = BOARD_LAYOUTS[layout][CELL_INDEX[(q, r)]]
            style = STYLES[colour]
            fill = mix(style.fill, palette.PLATE, palette.PRINTED_MUTE)
            face = proj.top_face(q, r, 0, HOUSE_SCALE)
            painter.face(face, fill, shade(fill, 0.7))
            if symbols:
                ink = mix(style.ink, fill, 0.45)
                draw_symbol(painter.surface, colour, proj.centre(q, r, 0), *self._symbol(ink))

    def _symbol(self, ink: Sequence[int]) -> tuple[float, float, Sequence[int]]:
        return self.projection.radius * 0.4, self.projection.squash, ink

    def _slab(
        self,
        painter: _Painter,
        cell: Cell,
        bottom: float,
        style: ColourStyle,
    ) -> None:
        left, right = self.projection.side_faces(*cell, bottom, bottom + 1, HOUSE_SCALE)
        painter.face(left, style.side)
        painter.face(right, style.side_dark)
        # The seam under the slab, so tiles of one colour still count one by one.
        pygame.draw.aalines(painter.surface, style.edge, False, [left[3], left[2], right[2]])

    def _top(
        self,
        painter: _Painter,
        cell: Cell,
        level: float,
        colour: Colour,
        symbols: bool,
        style: ColourStyle | None = None,
    ) -> None:
        style = STYLES[colour] if style is None else style
        face = self.projection.top_face(*cell, level, HOUSE_SCALE)
        painter.face(face, style.fill, style.edge)
        lit = [face[LOWER_LEFT], face[UPPER_LEFT], face[TOP]]
        pygame.draw.aalines(painter.surface, mix(style.fill, (255, 255, 255), 0.5), False, lit)
        if symbols:
            centre = self.projection.centre(*cell, level)
            draw_symbol(painter.surface, colour, centre, *self._symbol(style.ink))
            painter.polygons += 1

    def _draw_stack(self, painter: _Painter, cell: Cell, house: House, hints: BoardHints) -> None:
        if not house:
            return
        lift = hints.lifted.get(cell, 0.0) / self.projection.level_height
        height = len(house)
        for i, (_, colour) in enumerate(house):
            bottom = i + (lift if i == height - 1 else 0.0)
            if i == height - 1 and lift > 0 and i > 0:
                # Uncovered while the top tile hangs above it.
                self._top(painter, cell, i, house[i - 1][1], hints.symbols)
            self._slab(painter, cell, bottom, STYLES[colour])
        self._top(painter, cell, height + lift, house[-1][1], hints.symbols)
        self._draw_height(painter, cell, height + lift, height)

    def _draw_height(self, painter: _Painter, cell: Cell, level: float, height: int) -> None:
        number = self._numbers.get(height)
        if number is None:
            number = self._number_font.render(str(height), True, palette.BADGE_TEXT)
            self._numbers[height] = number
        cx, cy = self.projection.centre(*cell, level)
        radius = self.projection.radius
        centre = (cx + radius * 0.56, cy - radius * 0.1)
        badge = max(number.get_height(), number.get_width() + 4) * 0.5
        pygame.draw.aacircle(painter.surface, palette.BADGE, centre, badge)
        painter.polygons += 1
        painter.surface.blit(number, number.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _draw_joints(
        self,
        painter: _Painter,
        cell: Cell,
        boards: Sequence[House],
        lifted: Mapping[Cell, float],
    ) -> None:
        """The strips joining the two hexes of each double tile, drawn before the front hex
        (the later one in painter order) so that its stack covers them."""
        house = boards[CELL_INDEX[cell]]
        for dq, dr in DIRECTIONS:
            other = (cell[0] - dq, cell[1] - dr)
            if other not in CELL_INDEX or (other[1], other[0]) > (cell[1], cell[0]):
                continue
            theirs = boards[CELL_INDEX[other]]
            for i in range(min(len(house), len(theirs))):
                if house[i][0] != theirs[i][0]:
                    continue
                lift = lifted.get(cell, 0.0) if i == len(house) - 1 else 0.0
                if lift != (lifted.get(other, 0.0) if i == len(theirs) - 1 else 0.0):
                    continue  # one half of the tile is in flight: no joint
                top = i + 1 + lift / self.projection.level_height
                for a, b, colour in ((other, cell, theirs[i][1]), (cell, other, house[i][1])):
                    self._joint(painter, a, b, top, STYLES[colour])

    def _joint(self, painter: _Painter, a: Cell, b: Cell, top: float, style: ColourStyle) -> None:
        quad, sides = self.projection.joint(a, b, top - 1, top, HOUSE_SCALE)
        for side in sides:
            (x1, y1), (x2, y2) = sorted(side[:2])
            slope = (y2 - y1) / max(x2 - x1, 1e-9)
            painter.face(side, style.side if slope > 0.1 else style.side_dark)
        painter.face(quad, style.fill)  # a joint higher up, drawn later, covers it

    def _draw_ghost(
        self,
        painter: _Painter,
        cell: Cell,
        ghost: Ghost,
        colours: Mapping[Cell, Colour],
        symbols: bool,
    ) -> None:
        proj = self.projection
        colour = colours[cell]
        style = STYLES[colour] if ghost.legal else palette.faded(STYLES[colour], GREY, 0.55)
        sil = proj.silhouette(*cell, ghost.level + 1, HOUSE_SCALE)
        pad = proj.radius * (1 - HOUSE_SCALE) + 3  # room for the joint to the other hex
        left, top = min(x for x, _ in sil) - pad, min(y for _, y in sil) - pad
        right, bottom = max(x for x, _ in sil) + pad, max(y for _, y in sil) + pad
        box = pygame.Rect(int(left), int(top), int(right - left) + 1, int(bottom - top) + 1)
        box = box.clip(self._ghost_layer.get_rect())
        self._ghost_layer.fill((0, 0, 0, 0), box)
        layer = _Painter(self._ghost_layer)
        self._slab(layer, cell, ghost.level, style)
        for other in ghost.cells:
            if other != cell and other in CELL_INDEX:
                self._joint(layer, cell, other, ghost.level + 1, style)
        self._top(layer, cell, ghost.level + 1, colour, symbols, style)
        self._ghost_layer.set_alpha(GHOST_ALPHA if ghost.legal else ILLEGAL_GHOST_ALPHA)
        painter.surface.blit(self._ghost_layer, box.topleft, area=box)
        painter.polygons += layer.polygons
        face = proj.top_face(*cell, ghost.level + 1, HOUSE_SCALE)
        if ghost.legal:
            painter.outline(face, palette.LEGAL, 3)
        else:
            _dashed(painter.surface, palette.ILLEGAL, face, 3)


def _dashed(
    surface: pygame.Surface, rgb: Sequence[int], points: Sequence[Point], width: int
) -> None:
    """A closed outline drawn in dashes (the illegal ghost: not told by colour alone)."""
    for i, (ax, ay) in enumerate(points):
        bx, by = points[(i + 1) % len(points)]
        for t0, t1 in ((0.0, 0.3), (0.45, 0.55), (0.7, 1.0)):
            start = (ax + (bx - ax) * t0, ay + (by - ay) * t0)
            end = (ax + (bx - ax) * t1, ay + (by - ay) * t1)
            pygame.draw.line(surface, rgb, start, end, width)


def draw_tile_icon(
    surface: pygame.Surface,
    centre: Point,
    radius: float,
    colours: tuple[Colour, ...],
    direction: int = 0,
    symbols: bool = True,
    hidden: bool = False,
) -> None:
    """A tile seen from above with a little thickness: one hex (a single) or two joined
    hexes, the second in `direction`; `hidden` draws its face-down back (then `colours`
    only tells how many hexes)."""
    cells: list[Cell] = [(0, 0)]
    if len(colours) > 1:
        cells.append(DIRECTIONS[direction])
    proj = HexProjection((0.0, 0.0), radius, squash=1.0, level_height=radius * 0.22)
    mids = [proj.centre(*cell, 1) for cell in cells]
    mid_x = sum(x for x, _ in mids) / len(mids)
    mid_y = sum(y for _, y in mids) / len(mids)
    proj.origin = (centre[0] - mid_x, centre[1] - mid_y + proj.level_height / 2)
    for cell, colour in zip(cells, colours, strict=True):
        _, side, dark = _tile_faces(colour, hidden)
        left, right = proj.side_faces(*cell, 0, 1)
        pygame.draw.polygon(surface, side, left)
        pygame.draw.polygon(surface, dark, right)
    for cell, colour in zip(cells, colours, strict=True):
        fill, _, dark = _tile_faces(colour, hidden)
        face = proj.top_face(*cell, 1)
        pygame.draw.polygon(surface, fill, face)
        pygame.draw.aalines(surface, shade(dark, 0.8), True, face)
        middle = proj.centre(*cell, 1)
        if hidden:
            pygame.draw.aalines(surface, palette.TILE_BACK_MARK, True, proj.hexagon(middle, 0.55))
        elif symbols:
            draw_symbol(surface, colour, middle, radius * 0.42)


def _tile_faces(colour: Colour, hidden: bool) -> tuple[palette.RGB, palette.RGB, palette.RGB]:
    if hidden:
        back = palette.TILE_BACK
        return back, shade(back, 0.78), shade(back, 0.6)
    style = STYLES[colour]
    return style.fill, style.side, style.side_dark
