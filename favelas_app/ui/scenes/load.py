"""The saved games, newest first: load one, or delete one after a confirmation.

The screen opens at once with one row per file, and reads the saves while it is shown:
the rows in view first, then the rest, a few milliseconds a frame (READ_BUDGET).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from favelas_app.core.notice import os_error_notice
from favelas_app.core.saves import AUTOSAVE_NAME, SavedGame, SaveError, read_save, save_paths
from favelas_app.games import get_game
from favelas_app.ui import session, theme
from favelas_app.ui.scene import FormScene
from favelas_app.ui.scenes.dialog import ConfirmDialog, MessageDialog
from favelas_app.ui.scenes.main_menu import resumable
from favelas_app.ui.theme import Fonts
from favelas_app.ui.widgets import Button, Form, Widget

if TYPE_CHECKING:
    from favelas_app.ui.app import App

_HEX_CORNERS = ((1, 0), (0.5, 0.866), (-0.5, 0.866), (-1, 0), (-0.5, -0.866), (0.5, -0.866))
_HIDDEN = pygame.Rect(0, 0, 0, 0)  # the rect of a row scrolled out of view: nothing hits it
READ_BUDGET = 0.008  # seconds a frame spends reading saves while some are still unread


def _detail_top(row: pygame.Rect, line: int) -> int:
    """Where a row's second line of text starts."""
    return row.top + line // 2 + line * 5 // 4


class SaveRow(Widget):
    """One save: two lines of text, and a delete button at its right end while focused."""

    def __init__(
        self,
        title: str,
        detail: str,
        when: str,
        delete_text: str,
        on_load: Callable[[], None] | None,
        on_delete: Callable[[], None],
    ) -> None:
        super().__init__(_HIDDEN)
        self.title, self.detail, self.when, self.delete_text = title, detail, when, delete_text
        self.on_load, self.on_delete = on_load, on_delete
        self.broken = False
        self.delete_button = _HIDDEN

    @property
    def loadable(self) -> bool:
        return self.on_load is not None

    def fill(
        self,
        title: str,
        detail: str,
        when: str,
        on_load: Callable[[], None] | None,
        broken: bool = False,
    ) -> None:
        """Shows what reading the save found; `broken` marks the detail as a problem."""
        self.title, self.detail, self.when, self.on_load = title, detail, when, on_load
        self.broken = broken

    def place(self, rect: pygame.Rect, fonts: Fonts) -> None:
        """Moves the row (and its delete button) to `rect`; an empty rect hides it."""
        self.rect = rect
        if not rect.width:
            self.delete_button = _HIDDEN
            return
        small, line = fonts.get("small"), fonts.get("body").get_linesize()
        width = small.size(self.delete_text)[0] + line
        self.delete_button = pygame.Rect(0, 0, width, small.get_linesize() * 3 // 2)
        self.delete_button.midright = (rect.right - line, _detail_top(rect, line) + line // 2)

    def activate(self) -> None:
        if self.on_load is not None:
            self.on_load()

    def click(self, pos: tuple[int, int]) -> None:
        if self.delete_button.collidepoint(pos):
            self.on_delete()
        else:
            self.activate()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if not self.rect.width:
            return
        if self.loadable:
            fill = theme.PANEL_LIGHT if focused else theme.PANEL
            theme.panel(surface, self.rect, fill, radius=10)
        else:
            pygame.draw.rect(surface, theme.PANEL, self.rect, width=2, border_radius=10)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, width=3, border_radius=10)
        body, bold, small = fonts.get("body"), fonts.get("body", True), fonts.get("small")
        line = body.get_linesize()
        left, right, top = self.rect.left + line, self.rect.right - line, self.rect.top + line // 2
        when = theme.draw_text(
            surface, small, self.when, (right, top), theme.MUTED, "topright", right - left
        )
        if focused:
            right = self.delete_button.left - line // 2
        title_colour = theme.TEXT if self.loadable else theme.MUTED
        title = theme.ellipsize(bold, self.title, when.left - line - left)
        theme.draw_text(surface, bold, title, (left, top), title_colour)
        detail_colour = theme.BAD if self.broken else theme.MUTED
        detail = theme.ellipsize(body, self.detail, right - left)
        theme.draw_text(surface, body, detail, (left, _detail_top(self.rect, line)), detail_colour)
        if focused:
            pygame.draw.rect(surface, theme.BUTTON, self.delete_button, border_radius=8)
            centre = self.delete_button.center
            room = self.delete_button.width - 8  # sized to its text: only a narrow margin
            theme.draw_text(surface, small, self.delete_text, centre, theme.TEXT, "center", room)


def _when(text: Callable[..., str], path: Path, saved: SavedGame | None) -> str:
    """When the save was written (its own stamp, else the file's time) in the language's
    way of writing a date and time."""
    try:
        if saved is not None and saved.saved_at:
            moment = datetime.fromisoformat(saved.saved_at)
        else:
            moment = datetime.fromtimestamp(path.lstat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return ""
    parts = {name: f"{getattr(moment, name):02d}" for name in ("day", "month", "hour", "minute")}
    return text("load.when", year=str(moment.year), **parts)


def file_title(path: Path) -> str:
    """A save's file name as text that can be shown: bytes that are not UTF-8 and control
    characters become U+FFFD."""
    name = path.name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return "".join(c if c.isprintable() else "\ufffd" for c in name)


class LoadScene(FormScene):
    """The list of saves with scrolling, an empty state, and Back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.paths: list[Path] = save_paths()
        self.read: dict[Path, SavedGame | SaveError] = {}  # what reading each save found
        self.rows: list[SaveRow] = []
        self.first = 0  # the first row in view
        self.fits = 1  # how many rows are in view at once
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.form = Form()
        self.heading_at = self.hint_at = (0, 0)
        self.hint_width = 0  # from the Back button to the right end of the list
        self.build()

    # -- rows ---------------------------------------------------------------------------------

    def _row(self, path: Path) -> SaveRow:
        text = self.app.text
        row = SaveRow("", "", "", text("load.delete"), None, lambda: None)
        row.on_delete = self._asker(path, row)
        self._fill(row, path)
        return row

    def _fill(self, row: SaveRow, path: Path) -> None:
        """Shows the save at `path` in `row` as far as it has been read."""
        text = self.app.text
        entry = self.read.get(path)
        if entry is None:
            row.fill(file_title(path), text("load.reading"), _when(text, path, None), None)
        elif isinstance(entry, SaveError):
            detail = text("load.broken", reason=text(entry.key))
            row.fill(file_title(path), detail, _when(text, path, None), None, broken=True)
        else:
            row.fill(*self._described(path, entry))

    def _described(
        self, path: Path, saved: SavedGame
    ) -> tuple[str, str, str, Callable[[], None] | None]:
        """The title, detail, time and load action of a save that was read."""
        text = self.app.text
        record = saved.record
        title = text(f"{record.game}.name")
        if path.name == AUTOSAVE_NAME:
            title = text("load.autosave", game=title)
        when = _when(text, path, saved)
        if not session.on_screen(saved):
            return title, text("load.no_screen"), when, None
        moves = text("load.moves", count=len(record.actions))
        names = ", ".join(record.setup.name_of(p) for p in range(record.setup.players))
        key = "load.detail" if resumable(saved) else "load.detail_finished"

        def on_load() -> None:
            session.continue_game(self.app, saved)

        return title, text(key, names=names, moves=moves), when, on_load

    def _read_some(self, budget: float) -> None:
        """Reads unread saves, those in view first, until `budget` seconds have passed."""
        deadline = time.perf_counter() + budget
        in_view = range(self.first, min(self.first + self.fits, len(self.paths)))
        for index in (*in_view, *range(len(self.paths))):
            path = self.paths[index]
            if path in self.read:
                continue
            try:
                self.read[path] = read_save(path, get_game)
            except SaveError as exc:
                self.read[path] = exc
            self._fill(self.rows[index], path)
            if time.perf_counter() >= deadline:
                return

    def _place_rows(self) -> None:
        """Puts the rows in view where they belong and hides the others."""
        self.first = max(0, min(self.first, len(self.rows) - self.fits))
        height, gap = self._row_height(), self._row_gap()
        for i, row in enumerate(self.rows):
            slot = i - self.first
            rect = _HIDDEN
            if 0 <= slot < self.fits:
                top = self.list_area.top + slot * (height + gap)
                rect = pygame.Rect(self.list_area.left, top, self.list_area.width, height)
            row.place(rect, self.app.fonts)

    def _row_height(self) -> int:
        return self.app.fonts.get("body").get_linesize() * 13 // 4

    def _row_gap(self) -> int:
        return self.app.fonts.get("body").get_linesize() // 3

    def _follow_focus(self) -> None:
        """Scrolls so that a focused row is in view."""
        focused = self.form.focused
        if isinstance(focused, SaveRow):
            index = self.rows.index(focused)
            if index < self.first:
                self.first = index
            elif index >= self.first + self.fits:
                self.first = index - self.fits + 1
            self._place_rows()

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        fonts = self.app.fonts
        body, heading = fonts.get("body"), fonts.get("heading", True)
        line, height = body.get_linesize(), theme.control_height(body)
        screen_w, screen_h = theme.LOGICAL_SIZE
        width = min(screen_w - 4 * line, max(line * 40, 900))
        left = (screen_w - width) // 2
        top = line
        self.heading_at = (screen_w // 2, top)
        top += heading.get_linesize() + line
        back = pygame.Rect(left, screen_h - line - height, line * 8, height)
        self.hint_at = (left + width, back.centery)
        self.hint_width = width - back.width - line
        self.list_area = pygame.Rect(left, top, width, back.top - line - top)
        gap = self._row_gap()
        self.fits = max(1, (self.list_area.height + gap) // (self._row_height() + gap))
        self.rows = [self._row(path) for path in self.paths]
        self._place_rows()
        back_button = Button(back, self.app.text("load.back"), self.app.scenes.pop)
        self.form = Form([*self.rows, back_button], on_activate=self._click)

    def _click(self) -> None:
        self.app.sounds.play("click")

    # -- actions ------------------------------------------------------------------------------

    def _asker(self, path: Path, row: SaveRow) -> Callable[[], None]:
        """Asks before deleting the save at `path`, named by its row's title and date."""

        def ask() -> None:
            text = self.app.text
            dialog = ConfirmDialog(
                self.app,
                text("load.delete_title"),
                text("load.delete_question", save=row.title, date=row.when),
                lambda: self._delete(path),
                yes_text=text("load.delete"),
                no_text=text("load.keep"),
            )
            self.app.scenes.push(dialog)

        return ask

    def _delete(self, path: Path) -> None:
        focus = self.form.focus
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            reason = os_error_notice(exc).text(self.app.catalog)
            message = self.app.text("load.delete_failed", reason=reason)
            title = self.app.text("load.delete_failed_title")
            self.app.scenes.push(MessageDialog(self.app, title, message))
            return
        self.paths.remove(path)
        self.read.pop(path, None)
        self.build()
        self.form.focus = min(focus, len(self.rows) - 1) if self.rows else 0
        self._follow_focus()

    # -- frame --------------------------------------------------------------------------------

    def relayout(self) -> None:
        super().relayout()
        self._follow_focus()

    def update(self, dt: float) -> None:
        if len(self.read) < len(self.paths):
            self._read_some(READ_BUDGET)

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.form.focused
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            if isinstance(focused, SaveRow):
                focused.on_delete()
        elif event.type == pygame.MOUSEWHEEL:
            self.first -= event.y
            self._place_rows()
        else:
            self.form.handle(event)
            if event.type == pygame.KEYDOWN:
                self._follow_focus()

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        heading, small = fonts.get("heading", True), fonts.get("small")
        title = self.app.text("load.title")
        theme.draw_text(surface, heading, title, self.heading_at, theme.ACCENT, "midtop")
        self.form.draw(surface, fonts)
        if not self.rows:
            self._draw_empty(surface)
            return
        self._draw_scrollbar(surface)
        hint = self.app.text("load.hint")
        theme.draw_text(
            surface, small, hint, self.hint_at, theme.MUTED, "midright", self.hint_width
        )

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """An empty hex plot and a line saying how saves get here."""
        body = self.app.fonts.get("body")
        line = body.get_linesize()
        x, y = self.list_area.centerx, self.list_area.top + self.list_area.height // 3
        corners = [(x + 2 * line * dx, y + 2 * line * dy * 0.6) for dx, dy in _HEX_CORNERS]
        pygame.draw.polygon(surface, theme.PANEL, corners)
        pygame.draw.aalines(surface, theme.PANEL_LIGHT, True, corners)
        area = self.list_area.inflate(-line * 4, 0)
        area.top = y + 2 * line
        message = self.app.text("load.empty")
        room = self.list_area.bottom - area.top
        theme.draw_wrapped(surface, body, message, area, theme.MUTED, True, room)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if len(self.rows) <= self.fits:
            return
        area = self.list_area
        last = self.rows[self.first + self.fits - 1].rect
        track = pygame.Rect(area.right + 8, area.top, 6, last.bottom - area.top)
        pygame.draw.rect(surface, theme.PANEL, track, border_radius=3)
        thumb = track.copy()
        thumb.height = max(20, track.height * self.fits // len(self.rows))
        span = track.height - thumb.height
        thumb.top = track.top + span * self.first // (len(self.rows) - self.fits)
        pygame.draw.rect(surface, theme.MUTED, thumb, border_radius=3)
