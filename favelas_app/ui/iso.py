"""Oblique ("isometric") projections: stacks of pointy-top axial hexes, and square grids
stacked in levels seen from a corner.

The board lies in a plane seen from the front and above: a hex's flat position is squashed
vertically by `squash`, and each level of a stack lifts it by `level_height` pixels. Level 0
is the printed board; a stack of n tiles has its top face at level n. Rows with a larger r
are nearer the viewer, so they are drawn later and hit first. Pure geometry, no drawing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

Cell = tuple[int, int]
Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)
# Unit corners of a pointy-top hex, clockwise on screen (y down) from the lower right:
# lower right, bottom, lower left, upper left, top, upper right.
_CORNERS: tuple[Point, ...] = tuple(
    (math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (30, 90, 150, 210, 270, 330)
)
LOWER_RIGHT, BOTTOM, LOWER_LEFT, UPPER_LEFT, TOP, UPPER_RIGHT = range(6)


class HexProjection:
    """Grid <-> screen mapping for hex stacks; `origin` is the screen point of hex (0, 0)."""

    __slots__ = ("level_height", "origin", "radius", "squash")

    def __init__(
        self,
        origin: Point,
        radius: float,
        squash: float = 0.64,
        level_height: float | None = None,
    ) -> None:
        self.origin = origin
        self.radius = radius
        self.squash = squash
        self.level_height = radius * 0.24 if level_height is None else level_height

    @classmethod
    def fit(
        cls,
        cells: Iterable[Cell],
        levels: float,
        rect: tuple[float, float, float, float],
        squash: float = 0.64,
        level_ratio: float = 0.24,
        margin: float = 0.0,
    ) -> HexProjection:
        """The largest projection that shows `cells` with stacks up to `levels` inside `rect`
        (x, y, w, h), centred; `margin` adds that many radii of room around the hexes."""
        cells = list(cells)
        xs = [SQRT3 * (q + r / 2) for q, r in cells]
        ys = [1.5 * r for _, r in cells]
        half_w = SQRT3 / 2 + margin
        width = max(xs) - min(xs) + 2 * half_w  # in radii
        height = (max(ys) - min(ys) + 2 + 2 * margin) * squash + levels * level_ratio
        x, y, w, h = rect
        radius = min(w / width, h / height)
        left = x + (w - width * radius) / 2
        top = y + (h - height * radius) / 2 + levels * level_ratio * radius
        origin = (
            left + (half_w - min(xs)) * radius,
            top + (1 + margin - min(ys)) * squash * radius,
        )
        return cls(origin, radius, squash, level_ratio * radius)

    def centre(self, q: float, r: float, level: float = 0.0) -> Point:
        """Screen centre of the top face of a stack of `level` tiles on (q, r)."""
        ox, oy = self.origin
        x = ox + self.radius * SQRT3 * (q + r / 2)
        y = oy + self.radius * 1.5 * r * self.squash - level * self.level_height
        return x, y

    def hexagon(self, centre: Point, scale: float = 1.0) -> list[Point]:
        """The six corners of a hex face centred on a screen point, in _CORNERS order."""
        cx, cy = centre
        rx = self.radius * scale
        ry = rx * self.squash
        return [(cx + rx * ux, cy + ry * uy) for ux, uy in _CORNERS]

    def top_face(self, q: int, r: int, level: float, scale: float = 1.0) -> list[Point]:
        """The six corners of the top face of a stack; `scale` shrinks the hex."""
        return self.hexagon(self.centre(q, r, level), scale)

    def side_faces(
        self, q: int, r: int, level_from: float, level_to: float, scale: float = 1.0
    ) -> tuple[list[Point], list[Point]]:
        """The two visible (front) side quads of the prism between two levels: the lower left
        face, then the lower right one. The side faces east and west are seen edge-on."""
        top = self.top_face(q, r, level_to, scale)
        drop = (level_to - level_from) * self.level_height
        lower = [(x, y + drop) for x, y in top]
        left = [top[LOWER_LEFT], top[BOTTOM], lower[BOTTOM], lower[LOWER_LEFT]]
        right = [top[BOTTOM], top[LOWER_RIGHT], lower[LOWER_RIGHT], lower[BOTTOM]]
        return left, right

    def silhouette(self, q: int, r: int, level: float, scale: float = 1.0) -> list[Point]:
        """The outline on screen of a whole stack of `level` tiles (top face and sides)."""
        top = self.top_face(q, r, level, scale)
        drop = level * self.level_height
        return [
            top[UPPER_LEFT],
            top[TOP],
            top[UPPER_RIGHT],
            (top[LOWER_RIGHT][0], top[LOWER_RIGHT][1] + drop),
            (top[BOTTOM][0], top[BOTTOM][1] + drop),
            (top[LOWER_LEFT][0], top[LOWER_LEFT][1] + drop),
        ]

    def joint(
        self, a: Cell, b: Cell, level_from: float, level_to: float, scale: float = 1.0
    ) -> tuple[list[Point], list[list[Point]]]:
        """Where a tile spans the gap between two neighbouring hexes drawn at `scale` < 1:
        the half of the joining strip on `a`'s side, as its top quad and its visible sides."""
        theta = math.atan2(1.5 * (b[1] - a[1]), SQRT3 * (b[0] - a[0] + (b[1] - a[1]) / 2))
        ca, cb = self.centre(*a, level_to), self.centre(*b, level_to)
        size = self.radius * scale

        def corner(centre: Point, angle: float) -> Point:
            return (
                centre[0] + size * math.cos(angle),
                centre[1] + size * math.sin(angle) * self.squash,
            )

        sixth = math.pi / 6
        a1, a2 = corner(ca, theta - sixth), corner(ca, theta + sixth)
        b1, b2 = corner(cb, theta + math.pi + sixth), corner(cb, theta + math.pi - sixth)
        m1 = ((a1[0] + b1[0]) / 2, (a1[1] + b1[1]) / 2)
        m2 = ((a2[0] + b2[0]) / 2, (a2[1] + b2[1]) / 2)
        drop = (level_to - level_from) * self.level_height
        sides = [
            [p, q, (q[0], q[1] + drop), (p[0], p[1] + drop)]
            for p, q, normal in ((a2, m2, theta + math.pi / 2), (m1, a1, theta - math.pi / 2))
            if math.sin(normal) > 1e-9
        ]
        return [a1, a2, m2, m1], sides

    @staticmethod
    def painter_order(cells: Iterable[Cell]) -> list[Cell]:
        """Cells back to front: a cell is drawn after every cell it may hide."""
        return sorted(cells, key=lambda cell: (cell[1], cell[0]))

    def cell_at(self, pos: Point, heights: Mapping[Cell, int]) -> Cell | None:
        """The cell whose stack is seen at `pos`, testing stacks front to back, so a tall
        stack in front hides the cells behind it."""
        for cell in reversed(self.painter_order(heights)):
            if inside_convex(pos, self.silhouette(cell[0], cell[1], heights[cell])):
                return cell
        return None


def inside_convex(point: Point, polygon: Sequence[Point]) -> bool:
    """Whether `point` lies in (or on) a convex polygon given in either winding."""
    px, py = point
    sign = 0
    n = len(polygon)
    for i in range(n):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % n]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross:
            side = 1 if cross > 0 else -1
            if sign and side != sign:
                return False
            sign = side
    return True


class SquareProjection:
    """Grid <-> screen mapping for square grids seen from a corner, in levels one above another.

    Grid point (x, y) is a corner of the squares: square (x, y) spans x..x+1, y..y+1. The x
    axis runs to the lower right on screen and the y axis to the lower left, so grid (0, 0)
    is the far corner and turning on the grid keeps its sense on screen. `origin` is the
    screen point of grid (0, 0) at level 0; each level lifts by `level_height` pixels.
    """

    __slots__ = ("half_width", "level_height", "origin", "squash")

    def __init__(
        self, origin: Point, half_width: float, squash: float = 0.55, level_height: float = 0.0
    ) -> None:
        self.origin = origin
        self.half_width = half_width
        self.squash = squash
        self.level_height = level_height

    @classmethod
    def fit(
        cls,
        side: int,
        levels: float,
        rect: tuple[float, float, float, float],
        squash: float = 0.55,
        level_ratio: float = 3.0,
        margin: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0),
    ) -> SquareProjection:
        """The largest projection that shows a `side` x `side` grid on levels 0 to `levels`
        inside `rect` (x, y, w, h), centred; `level_ratio` is a level's height in half widths,
        and `margin` (left, top, right, bottom) keeps that many pixels free inside the rect."""
        x, y, w, h = rect
        left, top, right, bottom = margin
        room_w, room_h = w - left - right, h - top - bottom
        width = 2 * side  # in half widths
        height = 2 * side * squash + levels * level_ratio
        half = max(1e-6, min(room_w / width, room_h / height))
        origin = (
            x + left + (room_w - width * half) / 2 + side * half,
            y + top + (room_h - height * half) / 2 + levels * level_ratio * half,
        )
        return cls(origin, half, squash, level_ratio * half)

    def point(self, x: float, y: float, level: float = 0.0) -> Point:
        """The screen point of grid point (x, y) on `level`."""
        ox, oy = self.origin
        return (
            ox + (x - y) * self.half_width,
            oy + (x + y) * self.half_width * self.squash - level * self.level_height,
        )

    def centre(self, x: float, y: float, level: float = 0.0) -> Point:
        """The screen centre of square (x, y) on `level`."""
        return self.point(x + 0.5, y + 0.5, level)

    def square(self, x: float, y: float, level: float = 0.0, inset: float = 0.0) -> list[Point]:
        """The four corners of square (x, y) on `level`, clockwise from the far one; `inset`
        shrinks it by that fraction of a side on every edge."""
        a, b = inset, 1 - inset
        return [
            self.point(x + a, y + a, level),
            self.point(x + b, y + a, level),
            self.point(x + b, y + b, level),
            self.point(x + a, y + b, level),
        ]

    def grid_at(self, pos: Point, level: float = 0.0) -> Point:
        """The grid point seen at screen point `pos` on the plane of `level`."""
        ox, oy = self.origin
        u = (pos[0] - ox) / self.half_width  # x - y
        v = (pos[1] - oy + level * self.level_height) / (self.half_width * self.squash)  # x + y
        return (u + v) / 2, (v - u) / 2

    def square_at(self, pos: Point, side: int, level: float = 0.0) -> tuple[int, int] | None:
        """The square of a `side` x `side` grid on `level` seen at `pos`, if any."""
        gx, gy = self.grid_at(pos, level)
        x, y = math.floor(gx), math.floor(gy)
        if 0 <= x < side and 0 <= y < side:
            return x, y
        return None

    @staticmethod
    def painter_order(squares: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        """Squares back to front: a square is drawn after every square it may hide."""
        return sorted(squares, key=lambda square: (square[0] + square[1], square[0]))
