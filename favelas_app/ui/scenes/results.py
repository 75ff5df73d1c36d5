"""The results screen: who won, how a tie was broken, and every player's points by category,
by year and in total. Play again starts the same table anew; Main menu (or Esc) leaves."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from favelas_app.games.favelas.components import BONUS_DIE, COLOURS, Colour
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import draw_tile_icon
from favelas_app.ui.scene import FormScene
from favelas_app.ui.session import Session, start_game
from favelas_app.ui.theme import LOGICAL_SIZE, draw_text, ellipsize, wrap
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App

MARGIN = 48  # canvas margin around the table
CELL_PADDING = 24  # room beside the widest text of a column


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


class ResultsScene(FormScene):
    """The final scores of a finished game."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        setup = session.controller.record.setup
        self.player_names = tuple(setup.name_of(p) for p in range(setup.players))
        game, state = session.game, session.state
        self.scores = game.scores(state)
        self.outcome = game.outcome(state)
        assert self.outcome is not None, "results are shown for a finished game"
        players = range(len(self.scores))
        tallest = getattr(state, "tallest", None)
        self.tallest = (
            tuple(tallest(p) for p in players)
            if tallest is not None and self.outcome.tiebreak is not None
            else None
        )
        winners = self.outcome.winners
        self.order = sorted(
            players,
            key=lambda p: (
                p not in winners,
                -self.scores[p].total,
                -(self.tallest[p] if self.tallest else 0),
                p,
            ),
        )
        self.build()

    # -- layout -----------------------------------------------------------------------------

    def build(self) -> None:
        fonts, text = self.app.fonts, self.app.text
        body, small = fonts.get("body"), fonts.get("small", True)
        winners = self.outcome.winners
        names = text("results.separator").join(self.player_names[p] for p in winners)
        self.headline = text(
            "results.winner" if len(winners) == 1 else "results.winners", names=names
        )
        self.tiebreak = text(self.outcome.tiebreak) if self.outcome.tiebreak else ""
        self.columns = self._columns()
        self.row_height = body.get_linesize() + 18
        self.icon_size = small.get_height() * 2
        self._size_columns(LOGICAL_SIZE[0] - 2 * MARGIN)
        self.heading_lines = max(len(self._heading_lines(c)) for c in self.columns)
        self.head_height = self.icon_size + self.heading_lines * small.get_linesize() + 12

        # Title, winner line, tie-break text and table as one block above the buttons.
        labels = (text("results.play_again"), text("results.main_menu"))
        button_width = max(body.size(label)[0] for label in labels) + 96
        buttons_top = LOGICAL_SIZE[1] - 24 - self.row_height
        winner_gap = fonts.get("heading", True).get_linesize() + 10
        tiebreak_gap = fonts.get("large", True).get_linesize() + 4
        table_gap = tiebreak_gap + (body.get_linesize() if self.tiebreak else 0) + 24
        self.table.height = self.head_height + len(self.order) * self.row_height
        block = table_gap + winner_gap + self.table.height
        self.title_top = max(16, (buttons_top - 16 - block) // 2)
        self.winner_top = self.title_top + winner_gap
        self.tiebreak_top = self.winner_top + tiebreak_gap
        self.table.top = self.winner_top + table_gap

        gap = 24
        left = (LOGICAL_SIZE[0] - 2 * button_width - gap) // 2
        again = pygame.Rect(left, buttons_top, button_width, self.row_height)
        menu = again.move(button_width + gap, 0)
        self.form = Form(
            [Button(again, labels[0], self.play_again), Button(menu, labels[1], self.main_menu)],
            on_activate=lambda: self.app.sounds.play("click"),
        )

    def _size_columns(self, room: int) -> None:
        """Widths that fit every number and heading; when names would not fit beside them,
        headings wrap at their spaces, and only then are long names shortened."""
        small, values = self.app.fonts.get("small", True), self.app.fonts.get("body", True)
        names = max(values.size(name)[0] for name in self.player_names)
        player = small.size(self.app.text("results.player"))[0]
        wanted = max(names, player) + self._lead_width() + CELL_PADDING
        narrow = {}
        for column in self.columns:
            numbers = max(values.size(str(v))[0] for v in column.values)
            words = max(small.size(word)[0] for word in column.heading.split())
            column.width = max(numbers, small.size(column.heading)[0]) + CELL_PADDING
            narrow[id(column)] = max(numbers, words) + CELL_PADDING
        for column in sorted(self.columns, key=lambda c: narrow[id(c)] - c.width):
            if room - sum(c.width for c in self.columns) >= wanted:
                break
            column.width = narrow[id(column)]
        self.name_width = min(wanted, room - sum(c.width for c in self.columns))
        width = self.name_width + sum(c.width for c in self.columns)
        self.table = pygame.Rect((LOGICAL_SIZE[0] - width) // 2, 0, width, 0)
        x = self.table.left + self.name_width
        for column in self.columns:
            column.x, x = x, x + column.width
        years = [c for c in self.columns if c.in_years]
        if years:
            self.years_span = (years[0].x, years[-1].x + years[-1].width)

    def _columns(self) -> list[Column]:
        """Categories, then the points of each year when the game keeps them, then the total."""
        text, state, game = self.app.text, self.session.state, self.session.game.name
        seats = range(len(self.scores))
        columns = []
        for i, (category, _) in enumerate(self.scores[0].breakdown):
            values = tuple(self.scores[p].breakdown[i][1] for p in seats)
            columns.append(Column(text(f"{game}.category.{category}"), values, str(category)))
        columns[0].group_start = True
        years = getattr(state, "year_points", ())
        for year, points in enumerate(years, 1):
            values = tuple(sum(points[p]) for p in seats)
            heading = text("results.year", year=year)
            columns.append(Column(heading, values, group_start=year == 1, in_years=True))
        totals = tuple(score.total for score in self.scores)
        columns.append(Column(text("results.total"), totals, bold=True, group_start=True))
        if self.tallest is not None:
            columns.append(Column(text("results.tallest"), self.tallest, group_start=True))
        return columns

    def _lead_width(self) -> int:
        """Room before a name for the crown and the player's marker."""
        return self.app.fonts.get("body", True).get_height() * 11 // 4

    def _heading_lines(self, column: Column) -> list[str]:
        return wrap(self.app.fonts.get("small", True), column.heading, column.width - 8)

    # -- actions ----------------------------------------------------------------------------

    def play_again(self) -> None:
        session = self.session
        start_game(self.app, session.game.name, self.player_names, session.seats)

    def main_menu(self) -> None:
        from favelas_app.ui.scenes.main_menu import MainMenuScene

        self.app.scenes.reset(MainMenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.main_menu()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move(+1 if event.key == pygame.K_RIGHT else -1)
        else:
            self.form.handle(event)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        fonts, text = self.app.fonts, self.app.text
        centre_x = LOGICAL_SIZE[0] // 2
        title = text("results.title")
        heading = fonts.get("heading", True)
        draw_text(surface, heading, title, (centre_x, self.title_top), theme.ACCENT, "midtop")
        large = fonts.get("large", True)
        position = (centre_x, self.winner_top)
        size = large.get_height()
        room = LOGICAL_SIZE[0] - 2 * MARGIN - 2 * (size + size // 3)  # and a crown either side
        rect = draw_text(surface, large, self.headline, position, theme.ACCENT, "midtop", room)
        crown = pygame.Rect(0, 0, size, size * 3 // 4)
        crown.midright = (rect.left - size // 3, rect.centery)
        _crown(surface, crown)
        if self.tiebreak:
            position = (centre_x, self.tiebreak_top)
            room = LOGICAL_SIZE[0] - 2 * MARGIN
            body = fonts.get("body")
            draw_text(surface, body, self.tiebreak, position, theme.MUTED, "midtop", room)
        self._draw_table(surface)
        self.form.draw(surface, fonts)

    def _draw_table(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        body, bold = fonts.get("body"), fonts.get("body", True)
        table = self.table
        theme.panel(surface, table.inflate(24, 16))
        self._draw_head(surface)
        for row, p in enumerate(self.order):
            top = table.top + self.head_height + row * self.row_height
            cells = pygame.Rect(table.left, top, table.width, self.row_height)
            won = p in self.outcome.winners
            if won:
                highlight = cells.inflate(8, -6)
                pygame.draw.rect(surface, theme.PANEL_LIGHT, highlight, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, highlight, 2, border_radius=8)
            else:
                pygame.draw.line(surface, theme.PANEL_LIGHT, cells.topleft, cells.topright)
            self._draw_name(surface, p, cells, won)
            for column in self.columns:
                value = column.values[p]
                colour = theme.TEXT if value else theme.MUTED
                if won and column.bold:
                    colour = theme.ACCENT
                centre = (column.x + column.width // 2, cells.centery)
                font = bold if column.bold else body
                draw_text(surface, font, str(value), centre, colour, "center", column.width)

    def _draw_head(self, surface: pygame.Surface) -> None:
        """Icons, the "per year" heading, column headings and the dividers between groups."""
        small, table = self.app.fonts.get("small", True), self.table
        label_top = table.top + self.icon_size + 4
        if any(c.in_years for c in self.columns):
            left, right = self.years_span
            centre = ((left + right) // 2, table.top + self.icon_size - 4)
            by_year = self.app.text("results.by_year")
            draw_text(surface, small, by_year, centre, theme.MUTED, "midbottom", right - left)
            line_y = centre[1] + 2
            pygame.draw.line(surface, theme.MUTED, (left + 10, line_y), (right - 10, line_y))
        player = self.app.text("results.player")
        at, room = (
            (table.left + self._lead_width(), label_top),
            self.name_width - self._lead_width(),
        )
        draw_text(surface, small, player, at, theme.MUTED, width=room)
        for column in self.columns:
            centre = column.x + column.width // 2
            if column.icon:
                self._draw_icon(surface, column.icon, (centre, table.top + self.icon_size // 2 + 2))
            for i, line in enumerate(self._heading_lines(column)):
                y = label_top + i * small.get_linesize()
                draw_text(surface, small, line, (centre, y), theme.MUTED, "midtop", column.width)
            if column.group_start:
                top, bottom = (column.x, table.top + 4), (column.x, table.bottom - 4)
                pygame.draw.line(surface, theme.PANEL_LIGHT, top, bottom)

    def _draw_name(
        self, surface: pygame.Surface, player: int, cells: pygame.Rect, won: bool
    ) -> None:
        """The crown (winners), the player's marker and name, shortened to fit."""
        font = self.app.fonts.get("body", True)
        size = font.get_height()
        if won:
            crown = pygame.Rect(0, 0, size, size * 3 // 4)
            crown.midleft = (cells.left + 8, cells.centery)
            _crown(surface, crown)
        marker = (cells.left + size * 9 // 4, cells.centery)
        fill = palette.PLAYER_RGB[player % len(palette.PLAYER_RGB)]
        pygame.draw.circle(surface, fill, marker, size // 3)
        pygame.draw.circle(surface, theme.MUTED, marker, size // 3, 1)
        left = cells.left + self._lead_width()
        name = ellipsize(font, self.player_names[player], self.name_width - self._lead_width() - 8)
        draw_text(surface, font, name, (left, cells.centery), theme.TEXT, "midleft")

    def _draw_icon(self, surface: pygame.Surface, category: str, centre: tuple[int, int]) -> None:
        """A tile of the category's colour, or the five colours for the bonus."""
        radius = self.icon_size * 0.36
        if category in COLOURS:
            symbols = self.app.settings.colour_symbols
            draw_tile_icon(surface, centre, radius, (Colour(category),), symbols=symbols)
        elif category == BONUS_DIE:
            _rainbow(surface, centre, radius)


def _crown(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gold crown filling `box`: three points on a band, a jewel on each point."""
    w, h = box.width, box.height
    points = [
        (box.left, box.bottom),
        (box.left, box.top + h * 0.3),
        (box.left + w * 0.27, box.top + h * 0.6),
        (box.centerx, box.top + h * 0.1),
        (box.right - w * 0.27, box.top + h * 0.6),
        (box.right, box.top + h * 0.3),
        (box.right, box.bottom),
    ]
    pygame.draw.polygon(surface, theme.ACCENT, points)
    pygame.draw.aalines(surface, palette.shade(theme.ACCENT, 0.6), True, points)
    jewel = max(2, round(w * 0.09))
    for x, y in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, theme.FOCUS, (round(x), round(y)), jewel)
    band = pygame.Rect(box.left, box.bottom - h * 0.22, w, h * 0.22)
    pygame.draw.rect(surface, palette.shade(theme.ACCENT, 0.8), band)


def _rainbow(surface: pygame.Surface, centre: tuple[int, int], radius: float) -> None:
    """A disc in five wedges of the tile colours: the 5-colour bonus."""
    cx, cy = centre
    for i, colour in enumerate(COLOURS):
        start = -math.pi / 2 + math.tau * i / len(COLOURS)
        arc = [start + math.tau / len(COLOURS) * k / 4 for k in range(5)]
        wedge = [centre, *((cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in arc)]
        pygame.draw.polygon(surface, palette.STYLES[colour].fill, wedge)
    pygame.draw.circle(surface, theme.TEXT, centre, round(radius), 2)
