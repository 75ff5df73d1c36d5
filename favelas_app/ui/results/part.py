"""The generic results part: a column per score category (its locale key as the heading)
and the total, each player marked by a seat-coloured disc. Games subclass it for their own
headings, icons, extra columns and a picture of the final position."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from favelas_app.core.protocol import Outcome, Score
from favelas_app.ui import theme
from favelas_app.ui.render import palette

if TYPE_CHECKING:
    from favelas_app.ui.app import App


@dataclass
class Column:
    """One column of numbers: its heading, a value per seat, and its place in the table."""

    heading: str
    values: tuple[int, ...]
    icon: str | None = None  # a score category to draw above the heading
    bold: bool = False
    group_start: bool = False  # a divider line before it
    in_years: bool = False  # one of the columns under the "per year" heading
    x: int = 0
    width: int = 0


class ResultsPart:
    """A game's share of its results screen; this one fits any game."""

    # Categories as rows and players as columns, leaving room beside the table for
    # `draw_picture`; else players as rows.
    by_category = False
    icons = False  # `draw_icon` draws a picture above each category's heading

    def __init__(self, app: App, state: Any, scores: tuple[Score, ...], outcome: Outcome) -> None:
        self.app, self.state, self.scores, self.outcome = app, state, scores, outcome

    def ranking(self) -> tuple[int, ...] | None:
        """A value per seat that orders players tied on points (higher first), if any."""
        return None

    def columns(self) -> list[Column]:
        """The categories, `extra_columns`, then the total."""
        seats = range(len(self.scores))
        columns = [
            Column(self.heading(key), tuple(self.scores[p].breakdown[i][1] for p in seats), key)
            for i, (key, _) in enumerate(self.scores[0].breakdown)
            if self.shows(key)
        ]
        columns[0].group_start = True
        columns += self.extra_columns()
        totals = tuple(score.total for score in self.scores)
        columns.append(Column(self.app.text("results.total"), totals, bold=True, group_start=True))
        return columns + self.tie_columns()

    def heading(self, category: str) -> str:
        """The heading of a score category (a locale key)."""
        return self.app.text(category)

    def shows(self, category: str) -> bool:
        """Whether the category has a column (all do, unless a game leaves some out)."""
        return True

    def extra_columns(self) -> list[Column]:
        """Columns between the categories and the total."""
        return []

    def tie_columns(self) -> list[Column]:
        """Columns after the total: what broke a tie."""
        return []

    def draw_icon(
        self, surface: pygame.Surface, icon: str, centre: tuple[int, int], size: int
    ) -> None:
        """A picture of the category `icon`, `size` high, above its heading (with `icons`)."""

    def draw_marker(
        self, surface: pygame.Surface, player: int, centre: tuple[int, int], radius: int
    ) -> None:
        """The player's seat marker: a disc of the seat's colour."""
        fill = palette.PLAYER_RGB[player % len(palette.PLAYER_RGB)]
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, theme.MUTED, centre, radius, 1)

    def place_picture(self, rect: pygame.Rect) -> None:
        """Where the picture of a `by_category` part goes (again after each relayout)."""

    def draw_picture(self, surface: pygame.Surface) -> None:
        """The final position, where `place_picture` put it."""
