"""Feuville's townscapes as skylines with depth, and each player's board beside their town.

A town is a row of columns standing on the ground, seen from the front and a little from the
right: every tile is a block whose top and right faces show, so taller columns cast their
sides over lower neighbours. Walls, towers and sky tiles show their pictures and status
symbols (feuville_art.py); a burnt column is a row of ruins; grass lies under evaluated
columns and the coat of arms under the evaluated townscape. Columns grow left and right
without bound: the tiles shrink to fit down to a minimum size, then the town scrolls.

Beside the town, the player board: the seat's coat of arms, points and clouds over columns,
two storage spaces and two fairy magic spaces (a face-down charm shows its back).

`SkylinesRenderer` lays out every town: the deciding player's large, the others in a row or
column of smaller panels. Each town is cached per (contents, hints); a frame in which only
the pointer moved is one blit per town plus the ghost and the hover outline.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.games.feuville.components import CHARM_SPACES, MAX_HEIGHT, STORAGE_SPACES, TILES
from favelas_app.games.feuville.state import COAT_OF_ARMS, NO_GRASS, FeuvilleState
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.feuville_art import PieceArt, draw_cloud, draw_coat_of_arms, mini_column
from favelas_app.ui.render.palette import FEUVILLE_STYLES, RGB, Point, mix, shade

DEPTH = 0.16  # a block's depth on screen, in tiles (drawn up and to the right)
GROUND = 0.42  # the strip under the columns where grass lies, in tiles
MIN_TILE = 18  # pixels: below this the town scrolls rather than shrinks
MAX_TILE = 120
GHOST_ALPHA = 170
SIDE_SHADE = 0.62
TOP_SHADE = 0.86
TOWN_ASPECT = 3.5  # the width a town and its board look best at, against their height
CHARM_SCALE = 0.72  # a fairy magic space against a storage space


@dataclass(frozen=True, slots=True)
class TownSpot:
    """A place beside or in a town: `build` at column `x` and `level` (0 wall, 1 tower, 2 sky,
    whether built or not), a `storage` space or a `charm` space (`x` is its index)."""

    kind: str
    x: int = 0
    level: int = 0


@dataclass(frozen=True, slots=True)
class TownHints:
    """What the UI shows over one town. `scored` groups columns a decree would score with
    its points; `ghost` is the held tile shown at the hovered build spot."""

    build: frozenset[tuple[int, int]] = frozenset()  # legal (x, level) for the held tile
    ghost: tuple[int, int, int] | None = None  # (tile, x, level)
    hover: TownSpot | None = None
    scored: tuple[tuple[tuple[int, ...], int], ...] = ()
    burnable: frozenset[int] = frozenset()  # columns the player may choose to burn
    last: frozenset[tuple[int, int]] = frozenset()  # (x, level) built by the last move
    selected: TownSpot | None = None  # a storage or charm space picked up
    deciding: bool = False  # this player is asked now
    scroll: float = 0.0  # columns scrolled, when the town is wider than its rect

    def layer_key(self) -> tuple[object, ...]:
        return (self.build, self.scored, self.burnable, self.last, self.selected, self.deciding)


def _rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), round(w), round(h))


class TownRenderer:
    """Draws one player's town and board into `rect`; hit-tests build spots and spaces."""

    def __init__(self, rect: pygame.Rect, catalog: Catalog, art: PieceArt | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.catalog = catalog
        self.art = art or PieceArt()
        w, h = self.rect.size
        self.panel = _rect(0, 0, min(w * 0.3, h * 1.25), h)
        self.area = _rect(self.panel.w + 8, 0, w - self.panel.w - 8, h)
        self._layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._key: tuple[object, ...] | None = None
        self.tile = MIN_TILE
        self._left = 0.0  # screen x of the first column shown (local)
        self._first = 0  # the x of the leftmost column drawn (a build spot)
        self._ground = 0.0  # local y of the ground line (the columns' foot)
        self._fonts: dict[int, pygame.font.Font] = {}
        self._ghost_image: tuple[tuple[int, int], pygame.Surface] | None = None

    # -- geometry ------------------------------------------------------------------------------

    def _fit(self, state: FeuvilleState, player: int, scroll: float) -> None:
        """Tile size and origin for this town: its columns and a build spot at each end."""
        left = state.town_left[player] - 1
        count = len(state.towns[player]) + 2
        area = self.area
        by_height = area.h / (MAX_HEIGHT + GROUND + DEPTH + 0.25)
        by_width = (area.w - 4) / (count + DEPTH)
        tile = max(MIN_TILE, min(MAX_TILE, by_height, by_width))
        self.tile = int(tile)
        width = count * self.tile
        if width <= area.w - 4:
            self._left = area.x + (area.w - width) / 2
        else:
            shown = (area.w - 4) / self.tile
            first = max(0.0, min(scroll, count - shown))
            self._left = area.x + 2 - first * self.tile
        self._first = left
        self._ground = area.bottom - GROUND * self.tile - 4

    def block(self, x: int, level: int) -> pygame.Rect:
        """The local rect of the front face of the tile at column `x`, `level`."""
        t = self.tile
        return pygame.Rect(
            round(self._left + (x - self._first) * t),
            round(self._ground - (level + 1) * t),
            t,
            t,
        )

    def spot_at(
        self, pos: Point, state: FeuvilleState, player: int, scroll: float = 0.0
    ) -> TownSpot | None:
        """The build spot (column and level) or board space under screen point `pos`."""
        self._fit(state, player, scroll)
        lx, ly = pos[0] - self.rect.x, pos[1] - self.rect.y
        for kind, rects in (("storage", self._storage_rects()), ("charm", self._charm_rects())):
            for i, rect in enumerate(rects):
                if rect.collidepoint(lx, ly):
                    return TownSpot(kind, i)
        if not self.area.collidepoint(lx, ly):
            return None
        x = self._first + int((lx - self._left) // self.tile)
        level = int((self._ground - ly) // self.tile)
        left, right = (
            state.town_left[player] - 1,
            state.town_left[player] + len(state.towns[player]),
        )
        if left <= x <= right and 0 <= level < MAX_HEIGHT:
            return TownSpot("build", x, level)
        if left <= x <= right and -1 <= (self._ground - ly) / self.tile < 0:
            return TownSpot("build", x, 0)  # the grass strip belongs to its column
        return None

    def spot_centre(
        self, spot: TownSpot, state: FeuvilleState, player: int, scroll: float = 0.0
    ) -> Point:
        """The screen centre of a spot (for tests and pointers)."""
        self._fit(state, player, scroll)
        if spot.kind == "build":
            rect = self.block(spot.x, spot.level)
        else:
            rects = self._storage_rects() if spot.kind == "storage" else self._charm_rects()
            rect = rects[spot.x]
        return rect.centerx + self.rect.x, rect.centery + self.rect.y

    def _row_size(self) -> float:
        """The side of a storage space; a charm space is CHARM_SCALE of it."""
        p = self.panel
        across = STORAGE_SPACES + CHARM_SPACES * CHARM_SCALE + 0.5
        return min(p.w * 0.92 / across, p.h * 0.5)

    def _storage_rects(self) -> list[pygame.Rect]:
        p, size = self.panel, self._row_size()
        top = p.bottom - size - p.h * 0.05
        gap = size * 0.1
        return [
            _rect(p.x + p.w * 0.04 + i * (size + gap), top, size, size)
            for i in range(STORAGE_SPACES)
        ]

    def _charm_rects(self) -> list[pygame.Rect]:
        p, size = self.panel, self._row_size()
        small = size * CHARM_SCALE
        left = self._storage_rects()[-1].right + size * 0.3
        top = p.bottom - small - p.h * 0.05
        gap = size * 0.1
        return [_rect(left + i * (small + gap), top, small, small) for i in range(CHARM_SPACES)]

    # -- drawing -------------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        state: FeuvilleState,
        player: int,
        name: str,
        hints: TownHints,
    ) -> None:
        """Draws `player`'s town and board with the hints."""
        key = (
            state.towns[player],
            state.town_left[player],
            state.boards[player],
            state.charms[player],
            state.points(player),
            name,
            hints.scroll,
            hints.layer_key(),
        )
        if key != self._key:
            self._render(state, player, name, hints)
            self._key = key
        surface.blit(self._layer, self.rect.topleft)
        clip = surface.get_clip()
        surface.set_clip(self.area.move(self.rect.topleft).clip(clip) if clip else None)
        if hints.ghost is not None:
            tile, x, level = hints.ghost
            surface.blit(self._ghost(tile), self.block(x, level).move(self.rect.topleft))
        surface.set_clip(clip)
        if hints.hover is not None:
            rect = self._spot_rect(hints.hover).move(self.rect.topleft)
            pygame.draw.rect(surface, palette.HOVER, rect, 2, border_radius=3)

    def _ghost(self, tile: int) -> pygame.Surface:
        """The held tile, see-through, at the town's tile size."""
        key = (tile, self.tile)
        if self._ghost_image is None or self._ghost_image[0] != key:
            image = self.art.tile(tile, self.tile).copy()
            image.set_alpha(GHOST_ALPHA)
            self._ghost_image = (key, image)
        return self._ghost_image[1]

    def _spot_rect(self, spot: TownSpot) -> pygame.Rect:
        if spot.kind == "build":
            return self.block(spot.x, spot.level)
        rects = self._storage_rects() if spot.kind == "storage" else self._charm_rects()
        return rects[spot.x]

    def _font(self, size: int) -> pygame.font.Font:
        size = max(8, size)
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = default_font(size)
        return font

    def _render(self, state: FeuvilleState, player: int, name: str, hints: TownHints) -> None:
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        self._fit(state, player, hints.scroll)
        self._draw_panel(layer, state, player, name, hints)
        layer.set_clip(self.area)
        self._draw_ground(layer, state, player)
        columns = list(zip(state.xs(player), state.towns[player], strict=True))
        for x, column in columns:  # the depth faces first: the fronts all stand before them
            for level, tile in enumerate(column.tiles):
                self._depth(
                    layer, x, level, TILES[tile].kind, column.burnt, level == column.height - 1
                )
        for x, column in columns:
            for level, tile in enumerate(column.tiles):
                image = self.art.tile(tile, self.tile, column.burnt, player)
                layer.blit(image, self.block(x, level))
            self._draw_grass(layer, x, column.grass, player)
        width = max(2, self.tile // 26)
        for x, level in sorted(hints.build):
            self._build_spot(layer, self.block(x, level), width)
        for x in sorted(hints.burnable):
            self._outline_columns(layer, (x,), state, player, palette.FEUVILLE_FIRE, width + 1)
        for xs, points in hints.scored:
            rect = self._outline_columns(
                layer, xs, state, player, palette.FEUVILLE_SCORE, width + 1
            )
            self._badge(
                layer,
                f"+{points}",
                (rect.centerx, rect.y - self.tile * 0.02),
                palette.FEUVILLE_SCORE,
            )
        for x, level in sorted(hints.last):
            theme.draw_brackets(layer, self.block(x, level).inflate(-4, -4), theme.TEXT, width)
        layer.set_clip(None)

    def _depth(
        self, layer: pygame.Surface, x: int, level: int, kind: str, burnt: bool, top: bool
    ) -> None:
        """The right side (and, on a column's top tile, the top) of a tile's block."""
        rect = self.block(x, level)
        d = DEPTH * self.tile
        base = {"wall": palette.FEUVILLE_STONE, "tower": palette.FEUVILLE_STONE}.get(
            kind, palette.FEUVILLE_SKY_HIGH
        )
        if burnt:
            base = palette.FEUVILLE_ASH
        side = [
            rect.topright,
            (rect.right + d, rect.y - d * 0.8),
            (rect.right + d, rect.bottom - d * 0.8),
            rect.bottomright,
        ]
        pygame.draw.polygon(layer, shade(base, SIDE_SHADE), side)
        if top:
            lid = [
                rect.topleft,
                (rect.x + d, rect.y - d * 0.8),
                (rect.right + d, rect.y - d * 0.8),
                rect.topright,
            ]
            pygame.draw.polygon(layer, shade(base, TOP_SHADE), lid)
            pygame.draw.aalines(layer, shade(base, 0.5), True, lid)

    def _draw_ground(self, layer: pygame.Surface, state: FeuvilleState, player: int) -> None:
        """The ground the town stands on: a slab under every column and build spot."""
        t = self.tile
        d = DEPTH * t
        left = self.block(state.town_left[player] - 1, 0).x
        right = self.block(state.town_left[player] + len(state.towns[player]), 0).right
        front = pygame.Rect(left, round(self._ground), right - left, round(GROUND * t))
        earth = (104, 84, 62)
        top = [
            (left, self._ground),
            (left + d, self._ground - d * 0.8),
            (right + d, self._ground - d * 0.8),
            (right, self._ground),
        ]
        pygame.draw.polygon(layer, shade(earth, 1.15), top)
        side = [
            front.topright,
            (right + d, self._ground - d * 0.8),
            (right + d, front.bottom - d * 0.8),
            front.bottomright,
        ]
        pygame.draw.polygon(layer, shade(earth, 0.6), side)
        pygame.draw.rect(layer, earth, front)
        pygame.draw.rect(layer, shade(earth, 0.7), front, 1)

    def _draw_grass(self, layer: pygame.Surface, x: int, grass: int, player: int) -> None:
        if grass == NO_GRASS:
            return
        t = self.tile
        rect = pygame.Rect(
            self.block(x, 0).x + 1, round(self._ground) + 1, t - 2, round(GROUND * t) - 2
        )
        green = palette.FEUVILLE_GRASS
        pygame.draw.rect(layer, green, rect, border_radius=2)
        for i in range(8):
            bx = rect.x + rect.w * (i + 0.5) / 8
            pygame.draw.line(
                layer, shade(green, 0.7), (bx, rect.bottom - 2), (bx + 2, rect.y + rect.h * 0.35)
            )
        if grass == COAT_OF_ARMS:
            draw_coat_of_arms(layer, player, rect.center, rect.h * 0.9)

    def _build_spot(self, layer: pygame.Surface, rect: pygame.Rect, width: int) -> None:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        glow.fill((*palette.LEGAL, 54))
        layer.blit(glow, rect.topleft)
        _dashed_rect(layer, palette.LEGAL, rect.inflate(-width, -width), width)

    def _outline_columns(
        self,
        layer: pygame.Surface,
        xs: Sequence[int],
        state: FeuvilleState,
        player: int,
        rgb: RGB,
        width: int,
    ) -> pygame.Rect:
        heights = [(c.height if (c := state.column_at(player, x)) else 1) for x in xs]
        top = self.block(xs[0], max(heights) - 1)
        rect = top.union(self.block(xs[-1], 0)).inflate(2, 2)
        pygame.draw.rect(layer, rgb, rect, width, border_radius=3)
        return rect

    def _badge(self, layer: pygame.Surface, text: str, midbottom: Point, rgb: RGB) -> None:
        image = self._font(round(self.tile * 0.26)).render(text, True, palette.FEUVILLE_INK)
        box = image.get_rect().inflate(10, 4)
        box.midbottom = (round(midbottom[0]), round(midbottom[1]))
        box.top = max(box.top, self.area.top)
        pygame.draw.rect(layer, rgb, box, border_radius=box.h // 2)
        layer.blit(image, image.get_rect(center=box.center))

    def _draw_panel(
        self, layer: pygame.Surface, state: FeuvilleState, player: int, name: str, hints: TownHints
    ) -> None:
        """The player board: arms, name, points, clouds over columns, storage and charms."""
        p = self.panel
        style = FEUVILLE_STYLES[player]
        plate = mix(palette.FEUVILLE_BOARD, style.fill, 0.18)
        pygame.draw.rect(layer, plate, p, border_radius=8)
        edge = theme.FOCUS if hints.deciding else shade(plate, 0.6)
        pygame.draw.rect(layer, edge, p, 3 if hints.deciding else 1, border_radius=8)
        storage = self._storage_rects()
        head = storage[0].y - p.y
        arms = min(head * 0.8, p.w * 0.22)
        draw_coat_of_arms(layer, player, (p.x + arms * 0.6, p.y + head * 0.45), arms)
        text_x = p.x + arms * 1.2
        big = self._font(round(min(head * 0.3, p.w * 0.09)))
        _blit_fit(
            layer,
            big.render(name, True, theme.TEXT),
            (text_x, p.y + head * 0.06),
            p.right - text_x - 4,
        )
        small = self._font(round(min(head * 0.22, p.w * 0.07)))
        points = self.catalog.text("feuville.points", count=state.points(player))
        y = p.y + head * 0.06 + big.get_linesize()
        _blit_fit(
            layer,
            small.render(points, True, palette.FEUVILLE_SCORE),
            (text_x, y),
            p.right - text_x - 4,
        )
        y += small.get_linesize() * 1.1
        icon = small.get_height() * 0.9
        draw_cloud(layer, (text_x + icon * 0.6, y + icon * 0.45), icon * 1.3)
        count = small.render(f"{state.clouds(player)}", True, theme.TEXT)
        layer.blit(count, (round(text_x + icon * 1.4), round(y)))
        column_x = text_x + icon * 1.6 + count.get_width() + icon * 0.6
        mini_column(layer, column_x, y + icon, icon / 3)
        count = small.render(f"{state.guarded_columns(player)}", True, theme.TEXT)
        layer.blit(count, (round(column_x + icon * 0.6), round(y)))
        for rect, stored in zip(self._storage_rects(), state.boards[player], strict=True):
            self._space(
                layer,
                rect,
                hints.selected == TownSpot("storage", self._storage_rects().index(rect)),
            )
            if stored is not None:
                size = rect.w - 4
                art = (
                    self.art.tile(stored.item, size)
                    if stored.kind == "tile"
                    else self.art.decree(stored.item, size)
                )
                layer.blit(art, (rect.x + 2, rect.y + 2))
                if stored.protection >= 0:
                    lock = self.art.charm(stored.protection, rect.w // 2)
                    layer.blit(
                        lock,
                        (rect.right - lock.get_width() + 4, rect.bottom - lock.get_height() + 4),
                    )
        charms = self._charm_rects()
        for i, rect in enumerate(charms):
            self._space(layer, rect, hints.selected == TownSpot("charm", i))
            if i < len(state.charms[player]):
                layer.blit(
                    self.art.charm(state.charms[player][i], rect.w - 4), (rect.x + 2, rect.y + 2)
                )
        label = self._font(round(max(8, min(p.h * 0.06, p.w * 0.05))))
        for key, group in (("feuville.board.storage", storage), ("feuville.board.charms", charms)):
            image = label.render(self.catalog.text(key), True, theme.MUTED)
            width = group[-1].right - group[0].x
            _blit_fit(layer, image, (group[0].x, group[0].y - image.get_height() - 1), width)

    def _space(self, layer: pygame.Surface, rect: pygame.Rect, selected: bool) -> None:
        pygame.draw.rect(layer, palette.FEUVILLE_SPACE, rect, border_radius=4)
        rgb = theme.FOCUS if selected else shade(palette.FEUVILLE_SPACE, 1.5)
        pygame.draw.rect(layer, rgb, rect, 3 if selected else 1, border_radius=4)


class SkylinesRenderer:
    """Every town at once: the deciding player's in `focus`, the others in `others` (stacked
    or side by side, whichever gives them the better shape), in seat order after the decider."""

    def __init__(
        self, focus: pygame.Rect, others: pygame.Rect, catalog: Catalog, players: int
    ) -> None:
        self.focus = pygame.Rect(focus)
        self.others = pygame.Rect(others)
        self.catalog = catalog
        self.players = players
        self.art = PieceArt()
        self._towns: dict[tuple[int, int], TownRenderer] = {}

    def order(self, decider: int) -> list[int]:
        """The seats in the order they are laid out: the decider first."""
        return [(decider + i) % self.players for i in range(self.players)]

    def rect_of(self, player: int, decider: int) -> pygame.Rect:
        """Where `player`'s town and board are drawn while `decider` decides."""
        index = self.order(decider).index(player)
        if index == 0:
            return self.focus
        n = self.players - 1
        o = self.others
        gap = 6
        column = o.w * n / o.h  # a panel's width against its height, stacked in a column
        if abs(math.log(column / TOWN_ASPECT)) < abs(math.log(o.w / n / o.h / TOWN_ASPECT)):
            h = (o.h - gap * (n - 1)) / n
            return _rect(o.x, o.y + (index - 1) * (h + gap), o.w, h)
        w = (o.w - gap * (n - 1)) / n
        return _rect(o.x + (index - 1) * (w + gap), o.y, w, o.h)

    def town(self, player: int, decider: int) -> TownRenderer:
        """The renderer of `player`'s town in its place while `decider` decides."""
        index = self.order(decider).index(player)
        key = (player, index)
        town = self._towns.get(key)
        if town is None:
            town = self._towns[key] = TownRenderer(
                self.rect_of(player, decider), self.catalog, self.art
            )
        return town

    def draw(
        self,
        surface: pygame.Surface,
        state: FeuvilleState,
        decider: int,
        names: Sequence[str],
        hints: dict[int, TownHints] | None = None,
    ) -> None:
        """Draws every town; `hints` per seat (none: plain)."""
        hints = hints or {}
        for player in self.order(decider):
            town_hints = hints.get(player, TownHints(deciding=player == decider))
            self.town(player, decider).draw(surface, state, player, names[player], town_hints)

    def spot_at(
        self, pos: Point, state: FeuvilleState, decider: int
    ) -> tuple[int, TownSpot] | None:
        """The seat and spot under screen point `pos`, if any."""
        for player in self.order(decider):
            town = self.town(player, decider)
            if town.rect.collidepoint(pos):
                spot = town.spot_at(pos, state, player)
                return None if spot is None else (player, spot)
        return None


# -- drawing helpers ---------------------------------------------------------------------------


def _blit_fit(surface: pygame.Surface, image: pygame.Surface, at: Point, width: float) -> None:
    """Blits `image` at `at`, cut to `width` pixels."""
    if image.get_width() > width:
        image = image.subsurface((0, 0, max(1, int(width)), image.get_height()))
    surface.blit(image, (round(at[0]), round(at[1])))


def _dashed_rect(
    surface: pygame.Surface, rgb: Sequence[int], rect: pygame.Rect, width: int
) -> None:
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    for i, (ax, ay) in enumerate(corners):
        bx, by = corners[(i + 1) % 4]
        for t0, t1 in ((0.0, 0.3), (0.42, 0.58), (0.7, 1.0)):
            pygame.draw.line(
                surface,
                rgb,
                (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                (ax + (bx - ax) * t1, ay + (by - ay) * t1),
                width,
            )
