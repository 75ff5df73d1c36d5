"""The results screen of any game: who won, how a tie was broken, and every player's points
by category and in total, with what the game adds (ui/results: Favelas' years, Holi's final
tower beside a table turned on its side). Play again starts the same table anew with the
same options; Main menu (or Esc) leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import theme
from favelas_app.ui.results import part_for
from favelas_app.ui.results.category_table import CategoryTable
from favelas_app.ui.results.crown import draw_crown
from favelas_app.ui.results.part import Column
from favelas_app.ui.scene import FormScene
from favelas_app.ui.session import Session, playable_games, start_game
from favelas_app.ui.theme import LOGICAL_SIZE, draw_text, ellipsize, wrap
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App

MARGIN = 48  # canvas margin around the table
CELL_PADDING = 24  # room beside the widest text of a column
PICTURE_GAP = 32  # between a table on its side and the picture beside it
PICTURE_SHARE = 0.34  # of the canvas width, at least, for that picture


class ResultsScene(FormScene):
    """The final scores of a finished game."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.player_names = session.names
        game, state = session.game, session.state
        self.scores = game.scores(state)
        outcome = game.outcome(state)
        assert outcome is not None, "results are shown for a finished game"
        self.outcome = outcome
        self.part = part_for(app, game.name, state, self.scores, outcome)
        ranking = self.part.ranking()
        self.order = sorted(
            range(len(self.scores)),
            key=lambda p: (
                p not in outcome.winners,
                -self.scores[p].total,
                -(ranking[p] if ranking else 0),
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
        self.columns = self.part.columns()
        self.row_height = body.get_linesize() + 18
        self.icon_size = small.get_height() * 2 if self.part.icons else 0
        room = LOGICAL_SIZE[0] - 2 * MARGIN
        self.category_table: CategoryTable | None = None
        if self.part.by_category:
            self.category_table = CategoryTable(
                self.app,
                self.part,
                self.columns,
                self.player_names,
                self.order,
                round(room * (1 - PICTURE_SHARE)) - PICTURE_GAP,
            )
            self.table = self.category_table.rect
            picture = min(room - self.table.width - PICTURE_GAP, LOGICAL_SIZE[1] * 3 // 4)
            self.table.left = (LOGICAL_SIZE[0] - self.table.width - PICTURE_GAP - picture) // 2
            self.text_room, self.centre_x = self.table.width, self.table.centerx
        else:
            self._size_columns(room)
            self.heading_lines = max(len(self._heading_lines(c)) for c in self.columns)
            self.head_height = self.icon_size + self.heading_lines * small.get_linesize() + 12
            self.table.height = self.head_height + len(self.order) * self.row_height
            self.text_room, self.centre_x = room, LOGICAL_SIZE[0] // 2
        self.tiebreak_lines = wrap(body, self.tiebreak, self.text_room) if self.tiebreak else []

        # Title, winner line, tie-break text and table as one block above the buttons.
        labels = (text("results.play_again"), text("results.main_menu"))
        button_width = max(body.size(label)[0] for label in labels) + 96
        buttons_top = LOGICAL_SIZE[1] - 24 - self.row_height
        winner_gap = fonts.get("heading", True).get_linesize() + 10
        tiebreak_gap = fonts.get("large", True).get_linesize() + 4
        table_gap = tiebreak_gap + len(self.tiebreak_lines) * body.get_linesize() + 24
        if self.category_table is not None:
            self.category_table.fit(buttons_top - 32 - winner_gap - table_gap)
        block = table_gap + winner_gap + self.table.height
        self.title_top = max(16, (buttons_top - 16 - block) // 2)
        self.winner_top = self.title_top + winner_gap
        self.tiebreak_top = self.winner_top + tiebreak_gap
        self.table.top = self.winner_top + table_gap
        if self.category_table is not None:  # beside the table, as high as there is room
            left = self.table.right + PICTURE_GAP
            width = LOGICAL_SIZE[0] - MARGIN - left - (self.table.left - MARGIN)
            self.part.place_picture(pygame.Rect(left, 16, width, buttons_top - 32))

        buttons = [(labels[1], self.main_menu)]
        if self.session.game.name in playable_games():  # a game this version shows on screen
            buttons.insert(0, (labels[0], self.play_again))
        gap = 24
        step = button_width + gap
        left = (LOGICAL_SIZE[0] - len(buttons) * step + gap) // 2
        size = (button_width, self.row_height)
        self.form = Form(
            [
                Button(pygame.Rect((left + i * step, buttons_top), size), label, action)
                for i, (label, action) in enumerate(buttons)
            ],
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

    def _lead_width(self) -> int:
        """Room before a name for the crown and the player's marker."""
        return self.app.fonts.get("body", True).get_height() * 11 // 4

    def _heading_lines(self, column: Column) -> list[str]:
        return wrap(self.app.fonts.get("small", True), column.heading, column.width - 8)

    # -- actions ----------------------------------------------------------------------------

    def play_again(self) -> None:
        """The same game with the same seats and setup options, from a new seed."""
        session = self.session
        options = session.controller.record.setup.options
        start_game(self.app, session.game.name, self.player_names, session.seats, options=options)

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
        centre_x = self.centre_x
        title = text("results.title")
        heading = fonts.get("heading", True)
        draw_text(surface, heading, title, (centre_x, self.title_top), theme.ACCENT, "midtop")
        large = fonts.get("large", True)
        position = (centre_x, self.winner_top)
        size = large.get_height()
        room = self.text_room - 2 * (size + size // 3)  # and a crown either side
        rect = draw_text(surface, large, self.headline, position, theme.ACCENT, "midtop", room)
        crown = pygame.Rect(0, 0, size, size * 3 // 4)
        crown.midright = (rect.left - size // 3, rect.centery)
        draw_crown(surface, crown)
        body = fonts.get("body")
        for i, line in enumerate(self.tiebreak_lines):
            position = (centre_x, self.tiebreak_top + i * body.get_linesize())
            draw_text(surface, body, line, position, theme.MUTED, "midtop", self.text_room)
        if self.category_table is not None:
            self.category_table.draw(surface, self.outcome.winners)
            self.part.draw_picture(surface)
        else:
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
            if column.icon and self.part.icons:
                icon_centre = (centre, table.top + self.icon_size // 2 + 2)
                self.part.draw_icon(surface, column.icon, icon_centre, self.icon_size)
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
            draw_crown(surface, crown)
        marker = (cells.left + size * 9 // 4, cells.centery)
        self.part.draw_marker(surface, player, marker, size // 3)
        left = cells.left + self._lead_width()
        name = ellipsize(font, self.player_names[player], self.name_width - self._lead_width() - 8)
        draw_text(surface, font, name, (left, cells.centery), theme.TEXT, "midleft")
