"""Colours, fonts and sizes shared by every scene.

Scenes draw on a logical canvas of LOGICAL_SIZE; the app scales it to the window. The UI-scale
setting enlarges text and the widgets built around it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from favelas_app.core.resources import fonts_dir
from favelas_app.ui import text_fit
from favelas_app.ui.safe_text import MAX_LINE, SafeFont, printable

LOGICAL_SIZE = (1280, 720)

BACKGROUND = (28, 34, 46)
PANEL = (42, 50, 66)
PANEL_LIGHT = (58, 68, 88)
OVERLAY = (10, 12, 18, 170)
TEXT = (236, 238, 242)
MUTED = (160, 168, 184)
ACCENT = (242, 178, 62)
FOCUS = (255, 214, 110)
GOOD = (110, 200, 120)
BAD = (236, 96, 88)
BUTTON = (70, 84, 110)
BUTTON_HOVER = (92, 108, 140)
BUTTON_DISABLED = (52, 58, 70)

# Font sizes in logical pixels at UI scale 1.
SIZES = {"small": 16, "body": 20, "large": 26, "heading": 34, "title": 56}
# Room kept free at each end of a button's label (for measuring whether it fits).
BUTTON_PADDING = 12


class Fonts:
    """DejaVu Sans at the sizes of SIZES times the UI scale, loaded once each.

    Each is a SafeFont: any text, even from a broken save file, renders without a crash.
    """

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._cache: dict[tuple[str, bool], pygame.font.Font] = {}

    def get(self, role: str, bold: bool = False) -> pygame.font.Font:
        key = (role, bold)
        font = self._cache.get(key)
        if font is None:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            size = round(SIZES[role] * self.scale)
            try:
                font = SafeFont(fonts_dir() / name, size)
            except (OSError, FileNotFoundError):
                font = SafeFont(None, round(size * 1.3))  # pygame's own font
            self._cache[key] = font
        return font


def control_height(font: pygame.font.Font) -> int:
    """The height of a button, choice or text field around one line of `font`."""
    return round(font.get_linesize() * 1.75)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Lines of `text` that each fit `width` pixels, broken at spaces (and at newlines).

    Only the first safe_text.MAX_BLOCK characters are wrapped.
    """
    lines: list[str] = []
    for paragraph in printable(text, multiline=True).split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut short with an ellipsis if it is wider than `width` pixels.

    The cut keeps the longest start that fits with the "…", found by bisection. A text
    longer than safe_text.MAX_LINE characters never fits: only that many are measured.
    """
    shown = printable(text)
    needed = font.size(shown)[0]
    if needed <= width and len(text) <= MAX_LINE:
        return shown
    if text_fit.current is not None:
        text_fit.current.check(text, needed, width)
    fits, too_long = 0, min(len(shown), MAX_LINE - 1) + 1  # lengths that fit, do not
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if font.size(shown[:middle] + "…")[0] <= width:
            fits = middle
        else:
            too_long = middle
    return f"{shown[:fits].rstrip()}…"


def draw_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    position: tuple[int, int],
    colour: tuple[int, int, int] = TEXT,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draws one line of text anchored at `position`; returns the rect it covers.

    `width` is the room the text has (while measuring, a wider text is reported); without
    it, the text must at least stay on the surface.
    """
    image = font.render(text, True, colour)
    rect = image.get_rect(**{anchor: position})
    surface.blit(image, rect)
    if text_fit.current is not None:
        room = width if width is not None else _room(surface.get_width(), position[0], anchor)
        text_fit.current.check(text, rect.width, room)
    return rect


def _room(surface_width: int, x: int, anchor: str) -> int:
    """How wide a text anchored at `x` can be and stay on a surface `surface_width` wide."""
    if anchor in ("topleft", "midleft", "bottomleft"):
        return surface_width - x
    if anchor in ("topright", "midright", "bottomright"):
        return x
    return 2 * min(x, surface_width - x)  # centred


def draw_wrapped(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    rect: pygame.Rect,
    colour: tuple[int, int, int] = TEXT,
    centred: bool = False,
    height: int | None = None,
) -> int:
    """Draws `text` wrapped into `rect`'s width from its top; returns the height used.

    While measuring, a word wider than the rect is reported, and so are lines that need
    more height than the text has: `height` if given, else the rect's (if it has one).
    """
    y = rect.top
    widest = 0
    for line in wrap(font, text, rect.width):
        image = font.render(line, True, colour)
        widest = max(widest, image.get_width())
        x = rect.centerx - image.get_width() // 2 if centred else rect.left
        surface.blit(image, (x, y))
        y += font.get_linesize()
    if text_fit.current is not None:
        text_fit.current.check(text, widest, rect.width)
        room = height if height is not None else rect.height or None
        if room is not None:
            text_fit.current.check(text, y - rect.top, room, "height")
    return y - rect.top


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, ...] = PANEL,
    radius: int = 12,
    border: tuple[int, int, int] | None = None,
) -> None:
    """A rounded panel, translucent when `colour` has an alpha."""
    if len(colour) == 4:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=2, border_radius=radius)


def modal(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Dims everything behind a modal box, then draws the box's panel."""
    panel(surface, surface.get_rect(), OVERLAY, radius=0)
    panel(surface, box, PANEL, radius=16, border=PANEL_LIGHT)


def modal_title(
    surface: pygame.Surface, box: pygame.Rect, font: pygame.font.Font, title: str, line: int
) -> None:
    """A modal box with `title` centred one `line` below its top, within its margins."""
    modal(surface, box)
    at = (box.centerx, box.top + line)
    draw_text(surface, font, title, at, ACCENT, "midtop", box.width - 2 * line)


def modal_text(
    surface: pygame.Surface,
    box: pygame.Rect,
    heading: pygame.font.Font,
    title_lines: list[str],
    body: pygame.font.Font,
    lines: list[str],
) -> int:
    """A modal box with its wrapped title centred and its wrapped text below, one body line
    in from its edges; returns where the text ends."""
    modal(surface, box)
    line = body.get_linesize()
    inner = box.width - 2 * line
    top = box.top + line
    for text in title_lines:
        draw_text(surface, heading, text, (box.centerx, top), ACCENT, "midtop", inner)
        top += heading.get_linesize()
    top += line // 2
    for text in lines:
        draw_text(surface, body, text, (box.left + line, top), width=inner)
        top += line
    return top


def draw_brackets(
    surface: pygame.Surface, rect: pygame.Rect, rgb: Sequence[int], width: int
) -> None:
    """Corner brackets around `rect`: the last move, told apart from highlights by shape."""
    arm = max(4, rect.w // 4)
    for (x, y), (dx, dy) in zip(
        (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft),
        ((1, 1), (-1, 1), (-1, -1), (1, -1)),
        strict=True,
    ):
        pygame.draw.line(surface, rgb, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, rgb, (x, y), (x, y + dy * arm), width)


def draw_mark(surface: pygame.Surface, box: pygame.Rect, allowed: bool) -> None:
    """A tick for allowed, a cross for not allowed."""
    thickness = max(3, box.height // 6)
    if allowed:
        points = [(box.left, box.centery), (box.left + box.width // 3, box.bottom), box.topright]
        pygame.draw.lines(surface, GOOD, False, points, thickness)
    else:
        pygame.draw.line(surface, BAD, box.topleft, box.bottomright, thickness)
        pygame.draw.line(surface, BAD, box.bottomleft, box.topright, thickness)
