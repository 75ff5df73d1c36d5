"""The app's icon, drawn in code: three Favelas house tiles stacked into a little tower.

Each tile is a hexagonal slab in one of the board's colours (palette.py), a little narrower
than the one below, so every tile shows a ledge of its top face as well as its sides. The
drawing is made oversized and smooth-scaled down, which anti-aliases every edge. Small sizes
get a simpler drawing (no windows, symbol or shadow, a bolder outline) with the widest edges
snapped to whole pixels, so the silhouette stays crisp at 16x16. No display is needed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from favelas_app.games.favelas.components import Colour
from favelas_app.ui.render.palette import STYLES, ColourStyle, draw_symbol, mix, shade

Point = tuple[float, float]

# Bottom tile first: its colour and its radius against the bottom tile's.
TIERS: tuple[tuple[Colour, float], ...] = (
    (Colour.BLUE, 1.0),
    (Colour.RED, 0.84),
    (Colour.YELLOW, 0.68),
)
OUTLINE = (26, 28, 40)  # ink around every tile: reads on light and dark desktops
LAMP = (255, 214, 120)  # one lit window
WHITE = (255, 255, 255)
SQUASH = 0.6  # a hex's height on screen against its width (seen from above and in front)
LEVEL = 0.32  # a tile's thickness, in bottom-tile radii (thicker than in play, to read small)
STEP_BACK = 0.16  # each tile sits this much further back (in radii, on screen) than the last
MARGIN = 0.05  # transparent room on each side, in icon sizes
SUPERSAMPLE = 4  # drawn this many times larger, then smooth-scaled down ...
MAX_CANVAS = 2048  # ... less for big icons, so the drawing stays under this many pixels wide
DETAIL_FROM = 48  # sizes from here on get windows, the top symbol and a shadow
SMALL_SEAM = 0.5  # below DETAIL_FROM, the lines between tiles against the outer outline

_SQRT3 = math.sqrt(3.0)
# Pointy-top hex corners (y down): lower right, bottom, lower left, upper left, top, upper right.
_CORNERS = [(math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(30, 360, 60)]
_LR, _BOTTOM, _LL, _UL, _TOP, _UR = range(6)


def _slab(centre: Point, radius: float, level: float) -> tuple[list[Point], list[Point]]:
    """A slab's top face (a squashed pointy-top hexagon) and its underside, `level` lower."""
    cx, cy = centre
    top = [(cx + radius * ux, cy + radius * uy * SQUASH) for ux, uy in _CORNERS]
    return top, [(x, y + level) for x, y in top]


def _grown(polygon: Sequence[Point], distance: float) -> list[Point]:
    """A convex polygon (clockwise on screen) grown by `distance`, with mitred corners."""
    n = len(polygon)
    lines = []
    for i in range(n):
        (ax, ay), (bx, by) = polygon[i], polygon[(i + 1) % n]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        nx, ny = dy / length, -dx / length  # outward, for clockwise with y down
        lines.append(((ax + nx * distance, ay + ny * distance), (dx, dy)))
    corners = []
    for i in range(n):
        (p, d), (q, e) = lines[i - 1], lines[i]
        t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / (d[0] * e[1] - d[1] * e[0])
        corners.append((p[0] + d[0] * t, p[1] + d[1] * t))
    return corners


def _in_face(face: Sequence[Point], u: float, w: float, v: float, h: float) -> list[Point]:
    """A parallelogram lying in a side face (corners: its top edge, then down), placed by
    fractions of the face: from `u` along it, `w` wide, from `v` down it, `h` high."""
    (ax, ay), (bx, by), _, (dx, dy) = face

    def at(s: float, t: float) -> Point:
        return ax + (bx - ax) * s + (dx - ax) * t, ay + (by - ay) * s + (dy - ay) * t

    return [at(u, v), at(u + w, v), at(u + w, v + h), at(u, v + h)]


def _stroke(size: int) -> float:
    """The outline's width in pixels: one whole pixel when small, thinner relatively above."""
    return 1.0 if size < DETAIL_FROM else size * 0.016


def _layout(size: int) -> tuple[float, list[tuple[float, float]], float]:
    """In target pixels: the ground y (the bottom tile's underside centre), each tile's top
    face centre y and radius, and the tile thickness. Below DETAIL_FROM each tile's outer
    left and right edges land on whole pixels, so they stay crisp."""
    stroke = _stroke(size)
    room = size * (1 - 2 * MARGIN)
    steps = len(TIERS)
    above = steps * LEVEL + (steps - 1) * STEP_BACK + TIERS[-1][1] * SQUASH  # in radii
    below = SQUASH + (0.08 if size >= DETAIL_FROM else 0.0)
    radius = min((room - 2 * stroke) / _SQRT3, (room - 2 * stroke) / (above + below))
    ground = (size - radius * (above + below)) / 2 + radius * above
    level, back = radius * LEVEL, radius * STEP_BACK
    tiers = []
    for i, (_, ratio) in enumerate(TIERS):
        tier_radius = radius * ratio
        if size < DETAIL_FROM:
            outer = max(1.0, round(tier_radius * _SQRT3 / 2 + stroke))
            tier_radius = (outer - stroke) * 2 / _SQRT3
        tiers.append((ground - (i + 1) * level - i * back, tier_radius))
    return ground, tiers, level


def _shadow(size: int, centre: Point, radius: float) -> pygame.Surface:
    """A `size` x `size` surface with a soft oval shadow under the stack: drawn at half
    size and blurred, then scaled up."""
    small = max(16, size // 2)
    ratio = small / size
    blur = pygame.Surface((small, small), pygame.SRCALPHA)
    blur.fill((*OUTLINE, 0))
    oval = pygame.Rect(0, 0, radius * 1.9 * ratio, radius * SQUASH * 0.7 * ratio)
    oval.center = (round(centre[0] * ratio), round((centre[1] + radius * SQUASH * 0.6) * ratio))
    pygame.draw.ellipse(blur, (*OUTLINE, 120), oval)
    blur = pygame.transform.gaussian_blur(blur, max(1, round(radius * ratio * 0.1)))
    return pygame.transform.smoothscale(blur, (size, size))


def _windows(
    canvas: pygame.Surface, tier: int, style: ColourStyle, left: list[Point], right: list[Point]
) -> None:
    """Two windows on each visible side of a tile; a door on the bottom one, a lamp lit on
    the next."""
    for face, wall, side in ((left, style.side, "left"), (right, style.side_dark, "right")):
        glass = shade(wall, 0.42)
        for u in (0.2, 0.6):
            if tier == 0 and side == "left" and u == 0.6:
                pane = _in_face(face, u, 0.2, 0.3, 0.7)  # the door, down to the ground
            else:
                pane = _in_face(face, u, 0.2, 0.3, 0.4)
            lit = tier == 1 and side == "right" and u == 0.2
            pygame.draw.polygon(canvas, LAMP if lit else glass, pane)


def _outline(centre: Point, radius: float, level: float) -> list[Point]:
    """A slab's outline on screen, clockwise."""
    top, under = _slab(centre, radius, level)
    return [top[_UL], top[_TOP], top[_UR], under[_LR], under[_BOTTOM], under[_LL]]


def _tier(
    canvas: pygame.Surface,
    tier: int,
    centre: Point,
    radius: float,
    level: float,
    stroke: float,
    detail: bool,
) -> None:
    """One tile: a hex slab `level` thick whose top face is centred on `centre`, inked round
    with `stroke`, with windows when `detail`."""
    style = STYLES[TIERS[tier][0]]
    top, under = _slab(centre, radius, level)
    pygame.draw.polygon(canvas, OUTLINE, _grown(_outline(centre, radius, level), stroke))
    left = [top[_LL], top[_BOTTOM], under[_BOTTOM], under[_LL]]
    right = [top[_BOTTOM], top[_LR], under[_LR], under[_BOTTOM]]
    pygame.draw.polygon(canvas, style.side, left)
    pygame.draw.polygon(canvas, style.side_dark, right)
    thin = max(1, round(stroke * 0.35))
    pygame.draw.line(canvas, style.edge, top[_BOTTOM], under[_BOTTOM], thin)
    if detail:
        _windows(canvas, tier, style, left, right)
    pygame.draw.polygon(canvas, style.fill, top)
    lit, dim = mix(style.fill, WHITE, 0.55), shade(style.fill, 0.86)
    pygame.draw.lines(canvas, lit, False, [top[_LL], top[_UL], top[_TOP]], thin)
    pygame.draw.lines(canvas, dim, False, [top[_TOP], top[_UR], top[_LR]], thin)


def draw_icon(size: int) -> pygame.Surface:
    """The icon as a `size` x `size` surface with a transparent background (SRCALPHA)."""
    if size < 1:
        raise ValueError(f"icon size must be positive, not {size}")
    scale = max(1, min(SUPERSAMPLE, MAX_CANVAS // size))
    big = size * scale
    detail = size >= DETAIL_FROM
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((*OUTLINE, 0))  # smooth-scaling blends edges into the ink, not into black
    ground, tiers, level = _layout(size)
    cx, stroke, level = big / 2, _stroke(size) * scale, level * scale
    # pygame fills the pixels from floor(left) to floor(right), one too many on the right;
    # half a pixel off each side makes whole-pixel edges fill exactly the pixels inside.
    slabs = [((cx, y * scale), radius * scale - 1 / _SQRT3) for y, radius in tiers]
    if not detail:  # the whole silhouette inked first, then thinner lines between the tiles
        for centre, radius in slabs:
            pygame.draw.polygon(canvas, OUTLINE, _grown(_outline(centre, radius, level), stroke))
        stroke *= SMALL_SEAM
    for tier, (centre, radius) in enumerate(slabs):
        _tier(canvas, tier, centre, radius, level, stroke, detail)
    if detail:
        colour = TIERS[-1][0]
        style = STYLES[colour]
        y, radius = tiers[-1]
        ink = mix(style.ink, style.fill, 0.5)
        draw_symbol(canvas, colour, (cx, y * scale), radius * scale * 0.5, SQUASH, ink)
    if scale > 1:
        canvas = pygame.transform.smoothscale(canvas, (size, size))
    if not detail:
        return canvas
    # The shadow is drawn at the final size, under the stack: cheaper than at the big one.
    icon = _shadow(size, (size / 2, ground), tiers[0][1])
    icon.blit(canvas, (0, 0))
    return icon
