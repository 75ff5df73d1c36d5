"""Before a game: which game, how many seats, and for each seat a name and who plays it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from favelas_app.ai import PLAYER_LEVELS
from favelas_app.core.saves import HUMAN
from favelas_app.games import get_game
from favelas_app.ui import session, theme
from favelas_app.ui.render.palette import PLAYER_RGB, PLAYER_TEXT
from favelas_app.ui.scene import Scene
from favelas_app.ui.widgets import Button, Choice, Form, TextField, Widget

if TYPE_CHECKING:
    from favelas_app.ui.app import App

_GAME, _PLAYERS, _FIRST_SEAT = 0, 1, 2  # where the widgets sit in the form


def seat_kinds(text: Callable[..., str]) -> list[tuple[str, str]]:
    """Who may play a seat, as (kind, label): a person, or an AI of a level players pick."""
    return [(HUMAN, text("setup.human"))] + [
        (level, text(f"setup.ai_level.{level}")) for level in PLAYER_LEVELS
    ]


class SetupScene(Scene):
    """Game, seat count and seats; Start begins the game, Esc or Back returns to the menu."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = session.playable_games()
        self.game = self.games[0]
        self.count = get_game(self.game).min_players
        self.names: dict[int, str] = {}  # names typed so far; an untouched seat has none
        self.kinds: dict[int, str] = {}  # HUMAN or an AI level, for seats changed so far
        self.error = ""
        self.form = Form()
        self.heading_at = self.error_at = (0, 0)
        self.width = 0  # of the rows, the buttons and the error line under them
        self.build()

    def default_name(self, seat: int) -> str:
        return self.app.text("setup.default_name", number=seat + 1)

    def kind(self, seat: int) -> str:
        """Who plays `seat`: as chosen, else a person in the first seat and the default AI
        in the others."""
        return self.kinds.get(seat, HUMAN if seat == 0 else session.DEFAULT_LEVEL)

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        text, fonts = self.app.text, self.app.fonts
        body, heading = fonts.get("body"), fonts.get("heading", True)
        line, height = body.get_linesize(), theme.control_height(body)
        gap = line // 2
        width = min(max(line * 32, 760), theme.LOGICAL_SIZE[0] - 2 * line)
        left = (theme.LOGICAL_SIZE[0] - width) // 2
        self.width = width
        label_width = width // 2
        engine = get_game(self.game)
        rows = 2 + engine.max_players  # the top stays put whatever the seat count
        block = heading.get_linesize() + line + rows * (height + gap) + 2 * line + height
        top = (theme.LOGICAL_SIZE[1] - block) // 2
        self.heading_at = (theme.LOGICAL_SIZE[0] // 2, top)
        y = top + heading.get_linesize() + line

        def row() -> pygame.Rect:
            nonlocal y
            rect = pygame.Rect(left, y, width, height)
            y += height + gap
            return rect

        games = [(game, text(f"{game}.name")) for game in self.games]
        counts = [(n, str(n)) for n in range(engine.min_players, engine.max_players + 1)]
        widgets: list[Widget] = [
            Choice(row(), text("setup.game"), games, self.game, self._set_game, label_width),
            Choice(row(), text("setup.players"), counts, self.count, self._set_count, label_width),
        ]
        kinds = seat_kinds(text)
        badge = height + gap
        for seat in range(self.count):
            rect = row()
            name_rect = pygame.Rect(rect.left + badge, rect.top, label_width - badge - gap, height)
            kind_rect = pygame.Rect(rect.left + label_width, rect.top, width - label_width, height)
            name = self.names.get(seat, self.default_name(seat))
            widgets.append(TextField(name_rect, name, self._namer(seat)))
            widgets.append(Choice(kind_rect, "", kinds, self.kind(seat), self._kinder(seat), 0))
        self.error_at = (theme.LOGICAL_SIZE[0] // 2, y + gap)
        y += 2 * line
        button_width = (width - gap) // 2
        widgets.append(Button((left, y, button_width, height), text("setup.back"), self._back))
        start = (left + width - button_width, y, button_width, height)
        widgets.append(Button(start, text("setup.start"), self._start))
        self.form = Form(widgets, on_activate=self._click)
        self.form.focus = len(widgets) - 1

    # -- changes ------------------------------------------------------------------------------

    def _rebuild(self, focus: int) -> None:
        self.error = ""
        self.build()
        self.form.focus = focus

    def _set_game(self, game: str) -> None:
        engine = get_game(game)
        self.game = game
        self.count = min(max(self.count, engine.min_players), engine.max_players)
        self._rebuild(_GAME)

    def _set_count(self, count: int) -> None:
        self.count = count
        self._rebuild(_PLAYERS)

    def _namer(self, seat: int) -> Callable[[str], None]:
        def set_name(name: str) -> None:
            self.names[seat] = name
            self.error = ""

        return set_name

    def _kinder(self, seat: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self.kinds[seat] = kind

        return set_kind

    def _click(self) -> None:
        if not isinstance(self.form.focused, TextField):
            self.app.sounds.play("click")

    # -- actions ------------------------------------------------------------------------------

    def seat_names(self) -> list[str]:
        """The name of each seat: what was typed, trimmed, or the default for an empty one."""
        names = []
        for seat in range(self.count):
            name = self.names.get(seat, "").strip()
            names.append(name or self.default_name(seat))
        return names

    def _start(self) -> None:
        names = self.seat_names()
        folded = [name.casefold() for name in names]
        for seat, name in enumerate(folded):
            if name in folded[:seat]:
                self.error = self.app.text("setup.duplicate_name", name=names[seat])
                self.form.focus = _FIRST_SEAT + 2 * seat
                return
        seats = [self.kind(seat) for seat in range(self.count)]
        session.start_game(self.app, self.game, names, seats)

    def _back(self) -> None:
        self.app.scenes.pop()

    # -- frame --------------------------------------------------------------------------------

    def relayout(self) -> None:
        self._rebuild(self.form.focus)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if event.type == pygame.TEXTINPUT:  # a name holds printable text only: no NUL, no controls
            printable = "".join(c for c in event.text if c.isprintable())
            event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": printable})
        typing = isinstance(self.form.focused, TextField)
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if typing and enter:
            self.form.move(+1)  # Enter in a name field moves on to the seat's player
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        heading, body = fonts.get("heading", True), fonts.get("body", True)
        title = self.app.text("setup.title")
        theme.draw_text(surface, heading, title, self.heading_at, theme.ACCENT, "midtop")
        self.form.draw(surface, fonts)
        for seat in range(self.count):
            field = self.form.widgets[_FIRST_SEAT + 2 * seat].rect
            centre = (self.form.widgets[0].rect.left + field.height // 2, field.centery)
            radius = field.height // 2 - 2
            pygame.draw.circle(surface, PLAYER_RGB[seat % len(PLAYER_RGB)], centre, radius)
            pygame.draw.circle(surface, theme.PANEL_LIGHT, centre, radius, width=2)
            colour = PLAYER_TEXT[seat % len(PLAYER_TEXT)]
            theme.draw_text(surface, body, str(seat + 1), centre, colour, "center", 2 * radius)
        if self.error:
            theme.draw_text(
                surface,
                fonts.get("body"),
                self.error,
                self.error_at,
                theme.BAD,
                "midtop",
                self.width,
            )
