"""Colours, fonts and sizes shared by every scene.

Scenes draw on a logical canvas of LOGICAL_SIZE; the app scales it to the window. The UI-scale
setting enlarges text and the widgets built around it.
"""

from __future__ import annotations

import pygame

from favelas_app.core.resources import fonts_dir

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


class Fonts:
    """DejaVu Sans at the sizes of SIZES times the UI scale, loaded once each."""

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
                font = pygame.font.Font(fonts_dir() / name, size)
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, round(size * 1.3))  # pygame's own font
            self._cache[key] = font
        return font


def control_height(font: pygame.font.Font) -> int:
    """The height of a button, choice or text field around one line of `font`."""
    return round(font.get_linesize() * 1.75)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Lines of `text` that each fit `width` pixels, broken at spaces (and at newlines)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
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
    """`text`, cut short with an ellipsis if it is wider than `width` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def draw_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    position: tuple[int, int],
    colour: tuple[int, int, int] = TEXT,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draws one line of text anchored at `position`; returns the rect it covers."""
    image = font.render(text, True, colour)
    rect = image.get_rect(**{anchor: position})
    surface.blit(image, rect)
    return rect


def draw_wrapped(
    surface: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    rect: pygame.Rect,
    colour: tuple[int, int, int] = TEXT,
    centred: bool = False,
) -> int:
    """Draws `text` wrapped into `rect`'s width from its top; returns the height used."""
    y = rect.top
    for line in wrap(font, text, rect.width):
        image = font.render(line, True, colour)
        x = rect.centerx - image.get_width() // 2 if centred else rect.left
        surface.blit(image, (x, y))
        y += font.get_linesize()
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
