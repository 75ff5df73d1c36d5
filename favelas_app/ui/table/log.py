"""The game log: the events of the whole game, kept as events and told in words only when
drawn, so a language switch retells every line, and rebuilt from the record (Continue and
Load start with the whole game in it).

Entries are the events of each step (the index of the action in the record that caused
them), with the seat that took the step: an undone step's lines go with it, and the
trailing steps of one seat are the last move the table keeps marked. Events are told to
everyone at the table, so an engine reports what is hidden from some seats as hidden.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Event, Game, Setup
from favelas_app.core.record import GameRecord
from favelas_app.ui import theme
from favelas_app.ui.theme import draw_text, wrap

# A game's describe.event_text: (catalog, state after the event, event, setup) -> line or "".
EventText = Callable[[Catalog, Any, Event, Setup], str]
SCROLL_BAR = 4  # pixels wide, at the right edge of the log while it is longer than its room


@dataclass(frozen=True)
class LogEntry:
    step: int  # the index in the record of the action that caused the event
    actor: int | None  # the seat that took that step
    event: Event
    state: Any  # the state after the step, which the event's words may read


@dataclass(frozen=True)
class LastMove:
    """The trailing steps of one seat: what the table keeps marked until another seat acts."""

    actor: int | None
    events: tuple[Event, ...]


class GameLog:
    """Every event shown so far, with the scroll position of its view (0: the newest)."""

    def __init__(self, entries: list[LogEntry] | None = None) -> None:
        self.entries: list[LogEntry] = entries or []
        self.scroll = 0  # told lines hidden below the view: reading back over the game
        self._told_key: object = None
        self._told: list[str] = []

    @classmethod
    def from_record(cls, game: Game, record: GameRecord) -> GameLog:
        """The log of a whole recorded game, by replaying it through the engine."""
        state = game.new_game(record.setup, record.seed)
        entries: list[LogEntry] = []
        for step, action in enumerate(record.actions):
            decision = state.decision
            actor = decision.players[0] if decision else None
            state, events = game.apply(state, action)
            entries.extend(LogEntry(step, actor, event, state) for event in events)
        return cls(entries)

    def append(self, entry: LogEntry) -> None:
        self.entries.append(entry)
        self.scroll = 0  # something new happened: back to the newest line

    def drop_from(self, step: int) -> None:
        """Forgets the events of `step` and every later step (they were taken back)."""
        self.entries = [entry for entry in self.entries if entry.step < step]
        self.scroll = 0

    def last_move(self) -> LastMove:
        """The events of the trailing steps taken by the seat that acted last."""
        if not self.entries:
            return LastMove(None, ())
        actor = self.entries[-1].actor
        start = len(self.entries)
        while start > 0 and self.entries[start - 1].actor == actor:
            start -= 1
        return LastMove(actor, tuple(entry.event for entry in self.entries[start:]))

    def told(self, catalog: Catalog, setup: Setup, event_text: EventText) -> list[str]:
        """The log's lines in `catalog`'s language, oldest first (silent events left out)."""
        key = (catalog, len(self.entries), self.entries[-1] if self.entries else None)
        if key != self._told_key:
            self._told_key = key
            lines = (event_text(catalog, e.state, e.event, setup) for e in self.entries)
            self._told = [line for line in lines if line]
        return self._told

    def scroll_by(self, lines: int, told: int) -> None:
        """Back (positive) or forward over `told` lines, never past either end."""
        self.scroll = max(0, min(told - 1, self.scroll + lines)) if told else 0

    def visible(
        self, font: pygame.font.Font, told: list[str], rect: pygame.Rect
    ) -> tuple[list[str], int, int]:
        """The wrapped lines of the whole entries that end `scroll` lines before the newest
        and fit in `rect`; with the index of the first entry shown and the one after the last."""
        room = rect.height // font.get_linesize()
        end = len(told) - min(self.scroll, max(0, len(told) - 1))
        shown: list[str] = []
        first = end
        while first > 0 and room > 0:
            lines = wrap(font, told[first - 1], rect.width - 2 * SCROLL_BAR)
            if len(shown) + len(lines) > room:
                break
            shown[:0] = lines
            first -= 1
        return shown, first, end

    def draw(
        self, surface: pygame.Surface, font: pygame.font.Font, told: list[str], rect: pygame.Rect
    ) -> None:
        """The visible lines, and a scroll bar beside them while the log is longer."""
        shown, first, end = self.visible(font, told, rect)
        y = rect.top
        for line in shown:
            draw_text(
                surface, font, line, (rect.left, y), theme.MUTED, width=rect.width - 2 * SCROLL_BAR
            )
            y += font.get_linesize()
        if first > 0 or end < len(told):
            track = pygame.Rect(rect.right - SCROLL_BAR, rect.top, SCROLL_BAR, rect.height)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=2)
            thumb = track.copy()
            thumb.top = track.top + track.height * first // len(told)
            thumb.height = max(SCROLL_BAR, track.height * (end - first) // len(told))
            pygame.draw.rect(surface, theme.MUTED, thumb, border_radius=2)
