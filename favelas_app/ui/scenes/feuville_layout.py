"""Where everything of the Feuville table sits on the 1280x720 canvas, and a choice row.

The board takes the top left; beside it the other players' towns, one under another; under
both, large, the town and board of the person deciding. The right column holds the prompt
and the game log, then the list of choices: every legal action (or those of the die or spot
picked), a page at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from favelas_app.core.protocol import Action
from favelas_app.ui import theme
from favelas_app.ui.theme import Fonts, draw_wrapped
from favelas_app.ui.widgets import Widget

GAP = 8
ROW_H = 46  # a choice: two lines of small text
LINES = 2  # a choice's text is cut to this many lines


@dataclass(frozen=True)
class FeuvilleLayout:
    header: pygame.Rect
    board: pygame.Rect
    others: pygame.Rect  # the other players' towns
    focus: pygame.Rect  # the deciding player's town
    prompt: pygame.Rect
    choices: pygame.Rect  # the panel: a title, the rows, the button to the next page

    def rows(self) -> int:
        """How many choices a page shows (a row stays free for the next-page button)."""
        return (self.choices.height - 40) // (ROW_H + GAP) - 1

    def row(self, index: int) -> pygame.Rect:
        c = self.choices
        return pygame.Rect(c.left + 10, c.top + 34 + index * (ROW_H + GAP), c.width - 20, ROW_H)


def feuville_layout(scale: float = 1.0) -> FeuvilleLayout:
    """The table at interface size `scale`: above 1 the right column widens and its prompt
    grows taller, so their texts keep their room; the other players' towns give the width."""
    grow = max(1.0, scale)
    wider = 40 + round(298 * (grow - 1) * 0.8)
    right = pygame.Rect(974 - wider, 60, 298 + wider, 652)
    prompt = pygame.Rect(right.left, right.top, right.width, round(300 * grow**1.2))
    return FeuvilleLayout(
        header=pygame.Rect(0, 0, 1280, 56),
        board=pygame.Rect(8, 60, 660, 400),
        others=pygame.Rect(676, 60, 290 - wider, 400),
        focus=pygame.Rect(8, 468, 958 - wider, 244),
        prompt=prompt,
        choices=pygame.Rect(
            right.left, prompt.bottom + GAP, right.width, right.bottom - prompt.bottom - GAP
        ),
    )


class ChoiceRow(Widget):
    """One legal action as a control: its words in up to two lines; Enter, Space or a click
    takes it."""

    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        on_click: Callable[[], None],
        enabled: bool,
        action: Action,
    ) -> None:
        super().__init__(rect)
        self.text, self.on_click, self.enabled, self.action = text, on_click, enabled, action

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        fill = theme.BUTTON_HOVER if focused else theme.BUTTON
        pygame.draw.rect(
            surface, fill if self.enabled else theme.BUTTON_DISABLED, self.rect, border_radius=8
        )
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, 3, border_radius=8)
        font = fonts.get("small")
        inner = self.rect.inflate(-16, -6)
        lines = theme.wrap(font, self.text, inner.width)
        if len(lines) > LINES:  # the whole text is in the prompt while the row is focused
            lines = [*lines[: LINES - 1], _cut(font, lines[LINES - 1], inner.width)]
        text = "\n".join(lines)
        height = len(lines) * font.get_linesize()
        area = pygame.Rect(inner.left, inner.centery - height // 2, inner.width, height)
        colour = theme.TEXT if self.enabled else theme.MUTED
        draw_wrapped(surface, font, text, area, colour)


def _cut(font: pygame.font.Font, line: str, width: int) -> str:
    """`line` with "…" at its end, words dropped until it fits `width` (a shortened line
    by design, not a text that failed to fit)."""
    words = line.split(" ")
    while len(words) > 1 and font.size(" ".join(words) + " …")[0] > width:
        words.pop()
    return " ".join(words) + " …"
