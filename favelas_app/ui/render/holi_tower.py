"""The Holi tower in 3D: three 6x6 floors on four pillars, with tokens, sweets and pawns.

One floor is looked at (the focus). The floors above it are cut away around the pointer
(the lens), drawn see-through, or cut away to their outlines, as the hints say. The floors
up to the focus are cached as one layer and the floors above as another; a frame in which
only the pointer moved is two blits, the hover outline, the ghost card and the lens.
Squares are (floor, x, y): floors 1 (ground) to 3 (top), x the column A-F as 0-5, y the
row 1-6 as 0-5.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.games.holi.components import COLUMN_NAMES, FLOORS, SIDE, SQUARES, xy_of
from favelas_app.games.holi.state import EMPTY, OFF_BOARD, HoliState
from favelas_app.ui import theme
from favelas_app.ui.holi_physics import TokenPose
from favelas_app.ui.iso import Point, SquareProjection
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.palette import HOLI_STYLES, draw_style_symbol, mix, shade

Square3 = tuple[int, int, int]  # (floor, x, y)

SQUASH = 0.5  # the floors' depth on screen against their width
FLOOR_GAP = 3.9  # the height between two floors, in half widths of a square
BORDER = 0.42  # the printed band around each floor, in squares
PLATE_DEPTH = 0.05  # a floor's thickness, in floors
PILLAR = 0.3  # a pillar's side, in squares
PAWN_HEIGHT = 0.42  # in floors
TOKEN_RADIUS = 0.33  # in squares
LENS_RADIUS = 3.0  # the hole cut around the pointer, in half widths of a square
SEE_THROUGH_ALPHA = 64
LENS_ALPHA = 165  # the upper floors around the lens: half see-through
GHOST_ALPHA = 170

STONE = ((196, 178, 150), (182, 163, 134))  # the courtyard's checkered paving
GROUT = (150, 130, 104)
CROWD_BAND = (92, 62, 96)  # the ground floor's band: the crowd
ROOF_BAND = (168, 84, 58)  # the upper floors' band: roof tiles
PILLAR_RGB = (226, 208, 180)
SWEET = (255, 122, 196)
SWEET_WRAP = (255, 226, 120)
CROWD = ((255, 120, 190), (255, 210, 80), (120, 220, 255), (170, 240, 120), (255, 160, 90))
CUT_EDGE = (236, 238, 242)  # the outline of a floor cut away
LENS_RIM = (120, 128, 146)  # the edge of the hole around the pointer


class Upper(StrEnum):
    """How the floors above the focus are drawn."""

    LENS = "lens"  # half see-through, with a hole around the pointer
    SEE_THROUGH = "see_through"  # faint
    CUT_AWAY = "cut_away"  # only their outlines and pillars


@dataclass(frozen=True, slots=True)
class Ghost:
    """A card's pattern previewed on `floor`: its coloured squares on the grid (the pawn's
    square among them), the ☀ square if the card has one, in `owner`'s colour."""

    floor: int
    squares: tuple[tuple[int, int], ...]
    owner: int
    legal: bool
    sun: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class TowerHints:
    """What the UI shows on the tower besides its pieces."""

    focus: int = 1  # the floor looked at
    upper: Upper = Upper.LENS
    pointer: Point | None = None  # screen position, for the lens
    highlighted: frozenset[Square3] = frozenset()  # legal anchors, move targets
    climb: Square3 | None = None  # where a climb would lead
    last_move: frozenset[Square3] = frozenset()  # squares the last action changed
    hover: Square3 | None = None
    ghost: Ghost | None = None
    current: int | None = None  # whose turn it is: their pawn is ringed

    def layer_key(self) -> tuple[object, ...]:
        """What the cached layers depend on (the pointer, hover and ghost are per frame)."""
        return (self.focus, self.upper, self.highlighted, self.climb, self.last_move, self.current)


class _Layout:
    """The projection, fonts and sizes of a tower drawn in a rect of `size`."""

    def __init__(self, size: tuple[int, int], catalog: Catalog) -> None:
        w, h = size
        self.names = [catalog.text(f"holi.floor_title.{f}") for f in range(1, FLOORS + 1)]
        label_size = 14
        for _ in range(2):  # the labels' font follows the squares' size, their room the font
            self.label_font = default_font(label_size)
            label_w = max(self.label_font.size(name)[0] for name in self.names) + 12
            levels = FLOORS - 1 + PAWN_HEIGHT + PLATE_DEPTH
            fit = SquareProjection.fit(
                SIDE + 2 * BORDER,
                levels,
                (0, 0, w, h),
                SQUASH,
                FLOOR_GAP,
                margin=(label_w, 6, 6, 6),
            )
            label_size = max(10, min(20, round(fit.half_width * 0.36)))
        fit.origin = fit.point(BORDER, BORDER)
        ox, oy = fit.origin
        fit.origin = (ox, oy + PLATE_DEPTH * fit.level_height)
        self.proj = fit
        self.coord_font = default_font(max(9, min(20, round(fit.half_width * 0.3))))
        self.lens = LENS_RADIUS * fit.half_width


def _level(floor: int) -> float:
    return floor - 1


class TowerRenderer:
    """Draws the tower into `rect` from a state (a player's view) and hints; keep one per
    tower on screen."""

    def __init__(self, rect: pygame.Rect, catalog: Catalog) -> None:
        self.rect = pygame.Rect(rect)
        self.layout = _Layout(self.rect.size, catalog)
        self.proj = self.layout.proj
        self._plates: dict[int, pygame.Surface] = {}
        self._below = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._upper = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._key: tuple[object, ...] | None = None
        self._below_box = pygame.Rect(0, 0, 0, 0)  # where the layers hold any pixels
        self._upper_box = pygame.Rect(0, 0, 0, 0)
        self._ghost: tuple[Ghost, pygame.Surface, tuple[int, int]] | None = None
        self._hole: pygame.Surface | None = None
        self._texts: dict[tuple[str, object, palette.RGB], pygame.Surface] = {}

    # -- geometry ------------------------------------------------------------------------------

    def centre(self, floor: int, x: float, y: float) -> Point:
        """The screen centre of square (x, y) of `floor`."""
        cx, cy = self.proj.centre(x, y, _level(floor))
        return cx + self.rect.x, cy + self.rect.y

    def point(self, x: float, y: float, level: float) -> Point:
        """The screen point of grid point (x, y) at `level` (floor 1 is level 0)."""
        px, py = self.proj.point(x, y, level)
        return px + self.rect.x, py + self.rect.y

    def square_at(self, pos: Point, floor: int) -> Square3 | None:
        """The square of `floor` (the focus) under the screen point `pos`, if any."""
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        found = self.proj.square_at(local, SIDE, _level(floor))
        return None if found is None else (floor, *found)

    # -- drawing -------------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        state: HoliState,
        hints: TowerHints,
        flying: Sequence[TokenPose] = (),
    ) -> None:
        """Draws the tower, its pieces, the hints and the tokens in flight."""
        key = (state.tokens, state.sweets, state.pawns, hints.layer_key())
        if key != self._key:
            self._render_layers(state, hints)
            self._key = key
        box = self._below_box
        surface.blit(self._below, (box.x + self.rect.x, box.y + self.rect.y), box)
        if hints.hover is not None and hints.hover[0] == hints.focus:
            self._outline(surface, hints.hover, palette.HOVER, 2)
        if hints.ghost is not None:
            self._draw_ghost(surface, hints.ghost)
        if self._upper_box.w:
            self._draw_upper(surface, hints)
        for pose in flying:
            self._token(surface, pose.owner, self.point(pose.x, pose.y, pose.level), pose.scale)

    def _render_layers(self, state: HoliState, hints: TowerHints) -> None:
        self._below.fill((0, 0, 0, 0))
        self._upper.fill((0, 0, 0, 0))
        for floor in range(1, FLOORS + 1):
            above = floor > hints.focus
            target = self._upper if above else self._below
            if above and hints.upper is Upper.CUT_AWAY:
                self._draw_cut_floor(target, floor)
            else:
                target.blit(self._plate(floor), (0, 0))
                self._draw_flat_hints(target, floor, hints)
                self._draw_pieces(target, state, floor, hints.current)
            if floor < FLOORS:
                upper = self._upper if floor >= hints.focus else self._below
                behind = self._below if floor == hints.focus else upper
                self._pillars(behind, upper, floor)
            self._label(target, floor, hints.focus)
        alpha = {Upper.LENS: LENS_ALPHA, Upper.SEE_THROUGH: SEE_THROUGH_ALPHA}.get(hints.upper)
        if alpha is not None:  # baked into the pixels: a plain per-pixel blit per frame
            self._upper.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self._below_box = self._below.get_bounding_rect()
        self._upper_box = self._upper.get_bounding_rect()

    # -- the floors ----------------------------------------------------------------------------

    def _plate(self, floor: int) -> pygame.Surface:
        plate = self._plates.get(floor)
        if plate is None:
            plate = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._draw_plate(plate, floor)
            self._plates[floor] = plate
        return plate

    def _draw_plate(self, surface: pygame.Surface, floor: int) -> None:
        proj, level = self.proj, _level(floor)
        lo, hi = -BORDER, SIDE + BORDER
        band = CROWD_BAND if floor == 1 else ROOF_BAND
        drop = PLATE_DEPTH * proj.level_height
        top = [proj.point(lo, lo, level), proj.point(hi, lo, level)]
        top += [proj.point(hi, hi, level), proj.point(lo, hi, level)]
        below = [(x, y + drop) for x, y in top]
        pygame.draw.polygon(surface, shade(band, 0.72), [top[3], top[2], below[2], below[3]])
        pygame.draw.polygon(surface, shade(band, 0.55), [top[2], top[1], below[1], below[2]])
        _face(surface, top, band, shade(band, 0.5))
        self._draw_band(surface, floor, band)
        for x, y in proj.painter_order((x, y) for x in range(SIDE) for y in range(SIDE)):
            _face(surface, proj.square(x, y, level), STONE[(x + y) % 2])
        courtyard = [proj.point(0, 0, level), proj.point(SIDE, 0, level)]
        courtyard += [proj.point(SIDE, SIDE, level), proj.point(0, SIDE, level)]
        for i in range(1, SIDE):
            pygame.draw.aaline(surface, GROUT, proj.point(i, 0, level), proj.point(i, SIDE, level))
            pygame.draw.aaline(surface, GROUT, proj.point(0, i, level), proj.point(SIDE, i, level))
        pygame.draw.aalines(surface, shade(band, 0.45), True, courtyard)
        self._draw_coordinates(surface, floor)

    def _draw_band(self, surface: pygame.Surface, floor: int, band: palette.RGB) -> None:
        """The crowd around the ground floor, roof tiles around the upper floors."""
        proj, level = self.proj, _level(floor)
        mid = -BORDER / 2
        size = proj.half_width * 0.09
        edges = (
            lambda t: (t, mid),
            lambda t: (SIDE - mid, t),
            lambda t: (t, SIDE - mid),
            lambda t: (mid, t),
        )
        # Between the printed coordinates (which sit on the squares' middles).
        spots = [i + d for i in range(SIDE) for d in (0.13, 0.87)] + [-0.2, SIDE + 0.2]
        for side, edge in enumerate(edges):
            for i, t in enumerate(spots):
                centre = proj.point(*edge(t), level)
                if floor == 1:
                    rgb = CROWD[(i * 3 + side * 2) % len(CROWD)]
                    pygame.draw.aacircle(surface, mix(rgb, band, 0.3), centre, size)
                else:
                    a = proj.point(*edge(t - 0.1), level)
                    b = proj.point(*edge(t + 0.1), level)
                    pygame.draw.line(surface, shade(band, 0.72), a, b, max(1, round(size * 0.7)))

    def _draw_coordinates(self, surface: pygame.Surface, floor: int) -> None:
        """Column letters along the left and far right bands, row numbers along the others."""
        proj, level = self.proj, _level(floor)
        font = self.layout.coord_font
        near, far = SIDE + BORDER / 2, -BORDER / 2
        for i in range(SIDE):
            for text, x, y in (
                (COLUMN_NAMES[i], i + 0.5, near),
                (COLUMN_NAMES[i], i + 0.5, far),
                (str(i + 1), near, i + 0.5),
                (str(i + 1), far, i + 0.5),
            ):
                image = self._text(text, font, (250, 244, 230))
                centre = proj.point(x, y, level)
                surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _draw_cut_floor(self, surface: pygame.Surface, floor: int) -> None:
        """A floor cut away: only its outline and its grid's outline, thin."""
        proj, level = self.proj, _level(floor)
        lo, hi = -BORDER, SIDE + BORDER
        outer = [proj.point(lo, lo, level), proj.point(hi, lo, level)]
        outer += [proj.point(hi, hi, level), proj.point(lo, hi, level)]
        pygame.draw.lines(surface, CUT_EDGE, True, outer, 1)
        inner = [proj.point(0, 0, level), proj.point(SIDE, 0, level)]
        inner += [proj.point(SIDE, SIDE, level), proj.point(0, SIDE, level)]
        _dashed(surface, mix(CUT_EDGE, theme.BACKGROUND, 0.4), inner, 1)

    def _pillars(self, behind: pygame.Surface, front: pygame.Surface, floor: int) -> None:
        """The four pillars from `floor` up to the next: the far one on `behind` (under the
        floor's pieces), the others on `front`."""
        lo, hi = -BORDER + PILLAR / 2, SIDE + BORDER - PILLAR / 2
        for x, y in ((lo, lo), (hi, lo), (lo, hi), (hi, hi)):
            self._pillar(behind if (x, y) == (lo, lo) else front, x, y, floor)

    def _pillar(self, surface: pygame.Surface, x: float, y: float, floor: int) -> None:
        proj, h = self.proj, PILLAR / 2
        bottom, top = _level(floor), _level(floor + 1) - PLATE_DEPTH
        left = [proj.point(x - h, y + h, top), proj.point(x + h, y + h, top)]
        left += [proj.point(x + h, y + h, bottom), proj.point(x - h, y + h, bottom)]
        right = [proj.point(x + h, y + h, top), proj.point(x + h, y - h, top)]
        right += [proj.point(x + h, y - h, bottom), proj.point(x + h, y + h, bottom)]
        _face(surface, left, PILLAR_RGB, shade(PILLAR_RGB, 0.5))
        _face(surface, right, shade(PILLAR_RGB, 0.72), shade(PILLAR_RGB, 0.5))

    def _label(self, surface: pygame.Surface, floor: int, focus: int) -> None:
        """The floor's name left of its left corner; the floor looked at stands out."""
        rgb = theme.ACCENT if floor == focus else theme.MUTED
        image = self._text(self.layout.names[floor - 1], self.layout.label_font, rgb)
        x, y = self.proj.point(-BORDER, SIDE + BORDER, _level(floor))
        surface.blit(image, image.get_rect(midright=(round(x) - 8, round(y))))

    # -- hints ---------------------------------------------------------------------------------

    def _draw_flat_hints(self, surface: pygame.Surface, floor: int, hints: TowerHints) -> None:
        """Highlights, the climb target and the last move, lying on the floor under pieces."""
        width = max(2, round(self.proj.half_width / 22))
        for square in sorted(hints.last_move):
            if square[0] == floor:
                self._brackets(surface, square, theme.TEXT, width)
        for square in sorted(hints.highlighted):
            if square[0] == floor:
                _, x, y = square
                face = self.proj.square(x, y, _level(floor), 0.06)
                _face(surface, face, mix(palette.HIGHLIGHT, STONE[(x + y) % 2], 0.55))
                self._outline(surface, square, palette.HIGHLIGHT, width, local=True)
        if hints.climb is not None and hints.climb[0] == floor:
            self._outline(surface, hints.climb, palette.LEGAL, width + 1, local=True)
            self._arrow_up(surface, hints.climb)

    def _outline(
        self,
        surface: pygame.Surface,
        square: Square3,
        rgb: Sequence[int],
        width: int,
        local: bool = False,
    ) -> None:
        floor, x, y = square
        face = self.proj.square(x, y, _level(floor), 0.04)
        if not local:
            face = [(px + self.rect.x, py + self.rect.y) for px, py in face]
        pygame.draw.lines(surface, rgb, True, face, width)
        pygame.draw.aalines(surface, rgb, True, face)

    def _brackets(self, surface: pygame.Surface, square: Square3, rgb: palette.RGB, w: int) -> None:
        """Corner brackets: the last move, told apart from highlights by shape."""
        floor, x, y = square
        corners = self.proj.square(x, y, _level(floor), 0.08)
        for i, corner in enumerate(corners):
            for other in (corners[i - 1], corners[(i + 1) % 4]):
                end = (
                    corner[0] + (other[0] - corner[0]) * 0.3,
                    corner[1] + (other[1] - corner[1]) * 0.3,
                )
                pygame.draw.line(surface, rgb, corner, end, w)

    def _arrow_up(self, surface: pygame.Surface, square: Square3) -> None:
        floor, x, y = square
        cx, cy = self.proj.centre(x, y, _level(floor))
        s = self.proj.half_width * 0.35
        points = [
            (cx, cy - s),
            (cx + s * 0.8, cy),
            (cx + s * 0.3, cy),
            (cx + s * 0.3, cy + s * 0.6),
        ]
        points += [(cx - s * 0.3, cy + s * 0.6), (cx - s * 0.3, cy), (cx - s * 0.8, cy)]
        pygame.draw.polygon(surface, palette.LEGAL, points)
        pygame.draw.aalines(surface, shade(palette.LEGAL, 0.5), True, points)

    def _draw_ghost(self, surface: pygame.Surface, ghost: Ghost) -> None:
        if self._ghost is None or self._ghost[0] != ghost:
            self._ghost = (ghost, *self._render_ghost(ghost))
        _, layer, at = self._ghost
        surface.blit(layer, (at[0] + self.rect.x, at[1] + self.rect.y))

    def _render_ghost(self, ghost: Ghost) -> tuple[pygame.Surface, tuple[int, int]]:
        """The ghost on its own small layer, translucent, with its outlines opaque on top."""
        proj, level = self.proj, _level(ghost.floor)
        faces = [proj.square(x, y, level, 0.05) for x, y in ghost.squares]
        xs = [px for face in faces for px, _ in face]
        ys = [py for face in faces for _, py in face]
        pad = 4
        left, top = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
        size = (math.ceil(max(xs)) - left + pad, math.ceil(max(ys)) - top + pad)
        fill_layer = pygame.Surface(size, pygame.SRCALPHA)
        style = HOLI_STYLES[ghost.owner]
        fill = style.fill if ghost.legal else mix(style.fill, (128, 128, 128), 0.6)
        shifted = [[(px - left, py - top) for px, py in face] for face in faces]
        for (x, y), face in zip(ghost.squares, shifted, strict=True):
            pygame.draw.polygon(fill_layer, fill, face)
            centre = proj.centre(x, y, level)
            centre = (centre[0] - left, centre[1] - top)
            if (x, y) == ghost.sun:
                draw_sun(fill_layer, centre, proj.half_width * 0.42, proj.squash)
            else:
                draw_style_symbol(fill_layer, style, centre, proj.half_width * 0.3, proj.squash)
        fill_layer.set_alpha(GHOST_ALPHA)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.blit(fill_layer, (0, 0))
        for face in shifted:
            if ghost.legal:
                pygame.draw.lines(layer, palette.LEGAL, True, face, 2)
            else:
                _dashed(layer, palette.ILLEGAL, face, 2)
        return layer, (left, top)

    def _draw_upper(self, surface: pygame.Surface, hints: TowerHints) -> None:
        """The floors above the focus; in lens mode with a hole around the pointer."""
        at = self.rect.topleft
        if hints.upper is not Upper.LENS or hints.pointer is None:
            box = self._upper_box
            surface.blit(self._upper, (at[0] + box.x, at[1] + box.y), box)
            return
        radius = round(self.layout.lens)
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = (round(hints.pointer[0]) - self.rect.x, round(hints.pointer[1]) - self.rect.y)
        full = self._upper_box
        inside = box.clip(full)
        for part in _around(full, inside):
            surface.blit(self._upper, (at[0] + part.x, at[1] + part.y), part)
        if inside.w and inside.h:
            piece = self._upper.subsurface(inside).copy()
            offset = (box.x - inside.x, box.y - inside.y)
            piece.blit(self._hole_mask(radius), offset, None, pygame.BLEND_RGBA_MULT)
            surface.blit(piece, (at[0] + inside.x, at[1] + inside.y))
            centre = (box.centerx + at[0], box.centery + at[1])
            pygame.draw.aacircle(surface, LENS_RIM, centre, radius - max(2, radius // 6), 2)

    def _hole_mask(self, radius: int) -> pygame.Surface:
        """White, transparent inside a soft-edged circle: multiplied into the upper floors."""
        if self._hole is None or self._hole.get_width() != 2 * radius:
            mask = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
            mask.fill((255, 255, 255, 255))
            soft = max(2, radius // 6)
            for r in range(radius, radius - soft, -1):
                alpha = round(255 * (r - (radius - soft)) / soft)
                pygame.draw.circle(mask, (255, 255, 255, alpha), (radius, radius), r)
            pygame.draw.circle(mask, (255, 255, 255, 0), (radius, radius), radius - soft)
            self._hole = mask
        return self._hole

    # -- pieces --------------------------------------------------------------------------------

    def _draw_pieces(
        self, surface: pygame.Surface, state: HoliState, floor: int, current: int | None
    ) -> None:
        base = (floor - 1) * SQUARES
        pawns = {cell: p for p, cell in enumerate(state.pawns) if cell != OFF_BOARD}
        order = self.proj.painter_order(xy_of(square) for square in range(SQUARES))
        level = _level(floor)
        for x, y in order:
            cell = base + y * SIDE + x
            sweets, owner, pawn = state.sweets[cell], state.tokens[cell], pawns.get(cell)
            if sweets:
                self._sweets(surface, x, y, level, sweets)
            if owner != EMPTY:
                self._token(surface, owner, self.proj.centre(x, y, level), 1.0)
            if pawn is not None:
                self._pawn(surface, pawn, x, y, level, ringed=pawn == current)

    def _token(self, surface: pygame.Surface, owner: int, centre: Point, scale: float) -> None:
        """A token lying flat, centred on `centre` (its lower face), in `owner`'s colour."""
        style = HOLI_STYLES[owner]
        rx = TOKEN_RADIUS * self.proj.half_width * math.sqrt(2) * scale
        ry = rx * self.proj.squash
        thick = self.proj.half_width * 0.14 * scale
        cx, cy = centre
        lower = _ellipse((cx, cy), rx, ry)
        upper = _ellipse((cx, cy - thick), rx, ry)
        side = lower[: len(lower) // 2 + 1] + upper[len(upper) // 2 :: -1]
        pygame.draw.polygon(surface, style.side_dark, lower)
        pygame.draw.polygon(surface, style.side, side)
        _face(surface, upper, style.fill, style.edge)
        draw_style_symbol(surface, style, (cx, cy - thick), rx * 0.55, self.proj.squash)

    def _sweets(self, surface: pygame.Surface, x: int, y: int, level: float, count: int) -> None:
        """`count` wrapped sweets towards the square's far corner, and their number."""
        proj = self.proj
        size = proj.half_width * 0.16
        spots = [(x + 0.26, y + 0.5), (x + 0.5, y + 0.26), (x + 0.3, y + 0.3)]
        for sx, sy in spots[: min(count, len(spots))]:
            cx, cy = proj.point(sx, sy, level)
            cy -= size * 0.5
            for side in (-1, 1):
                wing = [(cx + side * size, cy), (cx + side * size * 2, cy - size * 0.7)]
                wing.append((cx + side * size * 2, cy + size * 0.7))
                pygame.draw.polygon(surface, SWEET_WRAP, wing)
            pygame.draw.aacircle(surface, SWEET, (cx, cy), size)
            pygame.draw.aacircle(surface, shade(SWEET, 0.6), (cx, cy), size, 1)
        badge_x, badge_y = proj.point(x + 0.78, y + 0.22, level)
        image = self._text(str(count), self.layout.coord_font, palette.BADGE_TEXT)
        radius = max(image.get_height(), image.get_width() + 4) * 0.5
        pygame.draw.aacircle(surface, shade(SWEET, 0.55), (badge_x, badge_y), radius)
        surface.blit(image, image.get_rect(center=(round(badge_x), round(badge_y))))

    def _pawn(
        self, surface: pygame.Surface, player: int, x: int, y: int, level: float, ringed: bool
    ) -> None:
        """A pawn: a rounded body and a head, the seat's symbol on its chest."""
        proj = self.proj
        style = HOLI_STYLES[player]
        cx, cy = proj.centre(x, y, level)
        rx = proj.half_width * 0.42
        ry = rx * proj.squash
        height = PAWN_HEIGHT * proj.level_height
        if ringed:
            ring = _ellipse((cx, cy), rx * 1.35, ry * 1.35)
            pygame.draw.lines(surface, theme.FOCUS, True, ring, 3)
        pygame.draw.polygon(surface, (0, 0, 0, 90), _ellipse((cx, cy + 2), rx * 1.1, ry * 1.1))
        shoulder = cy - height * 0.72
        # The lower half of the base (clockwise from the right), then the shoulders.
        body = _ellipse((cx, cy), rx, ry)[:13]
        body += [(cx - rx * 0.6, shoulder), (cx + rx * 0.6, shoulder)]
        _face(surface, body, style.side, style.edge)
        lit = [(cx - rx * 0.6, shoulder), (cx - rx, cy), (cx - rx * 0.2, cy + ry * 0.98)]
        lit += [(cx - rx * 0.2, shoulder)]
        pygame.draw.polygon(surface, style.fill, lit)
        head_r = rx * 0.52
        head = (cx, shoulder - head_r * 0.75)
        pygame.draw.aacircle(surface, style.fill, head, head_r)
        pygame.draw.aacircle(surface, style.edge, head, head_r, 1)
        pygame.draw.aacircle(
            surface,
            mix(style.fill, (255, 255, 255), 0.55),
            (head[0] - head_r * 0.35, head[1] - head_r * 0.35),
            head_r * 0.25,
        )
        chest = (cx, cy - height * 0.34)
        pygame.draw.aacircle(surface, style.fill, chest, rx * 0.5)
        draw_style_symbol(surface, style, chest, rx * 0.4)

    def _text(self, text: str, font: pygame.font.Font, rgb: palette.RGB) -> pygame.Surface:
        image = self._texts.get((text, font, rgb))
        if image is None:
            image = font.render(text, True, rgb)
            self._texts[(text, font, rgb)] = image
        return image


# -- drawing helpers ---------------------------------------------------------------------------


def _face(
    surface: pygame.Surface,
    points: Sequence[Point],
    fill: Sequence[int],
    edge: Sequence[int] | None = None,
) -> None:
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.aalines(surface, fill if edge is None else edge, True, points)


def _ellipse(centre: Point, rx: float, ry: float, steps: int = 24) -> list[Point]:
    """An ellipse's outline, clockwise on screen from its rightmost point."""
    cx, cy = centre
    return [
        (cx + rx * math.cos(math.tau * i / steps), cy + ry * math.sin(math.tau * i / steps))
        for i in range(steps)
    ]


def draw_sun(surface: pygame.Surface, centre: Point, size: float, squash: float) -> None:
    """The ☀ mark drawn as a shape (a disc with eight rays), flattened onto the floor."""
    cx, cy = centre
    ink = (255, 236, 120)
    dark = (120, 84, 10)
    rays = []
    for i in range(16):
        r = size if i % 2 == 0 else size * 0.55
        a = math.tau * i / 16
        rays.append((cx + r * math.cos(a), cy + r * math.sin(a) * squash))
    pygame.draw.polygon(surface, ink, rays)
    pygame.draw.aalines(surface, dark, True, rays)
    disc = _ellipse(centre, size * 0.42, size * 0.42 * squash)
    pygame.draw.polygon(surface, (255, 200, 40), disc)
    pygame.draw.aalines(surface, dark, True, disc)


def _dashed(surface: pygame.Surface, rgb: Sequence[int], points: Sequence[Point], w: int) -> None:
    """A closed outline in dashes (an illegal ghost, a cut-away floor)."""
    for i, (ax, ay) in enumerate(points):
        bx, by = points[(i + 1) % len(points)]
        for t0, t1 in ((0.0, 0.3), (0.45, 0.55), (0.7, 1.0)):
            start = (ax + (bx - ax) * t0, ay + (by - ay) * t0)
            end = (ax + (bx - ax) * t1, ay + (by - ay) * t1)
            pygame.draw.line(surface, rgb, start, end, w)


def _around(full: pygame.Rect, hole: pygame.Rect) -> Iterable[pygame.Rect]:
    """Rects covering `full` except `hole` (which lies inside it): above, below, left, right."""
    if not hole.w or not hole.h:
        yield full
        return
    yield pygame.Rect(full.x, full.y, full.w, hole.y - full.y)
    yield pygame.Rect(full.x, hole.bottom, full.w, full.bottom - hole.bottom)
    yield pygame.Rect(full.x, hole.y, hole.x - full.x, hole.h)
    yield pygame.Rect(hole.right, hole.y, full.right - hole.right, hole.h)
