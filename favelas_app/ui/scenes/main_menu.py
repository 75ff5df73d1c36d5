"""The first screen: the title over a hillside of houses, and the way into everything else."""

from __future__ import annotations

import math
import os
from typing import TYPE_CHECKING

import pygame

from favelas_app import __version__
from favelas_app.core.record import replay
from favelas_app.core.saves import SavedGame, SaveError, autosave_path, read_save
from favelas_app.games import get_game
from favelas_app.games.favelas.components import Colour
from favelas_app.ui import theme
from favelas_app.ui.render.palette import PLATE, PLATE_EDGE, PLATE_SIDE, STYLES, mix
from favelas_app.ui.scene import FormScene
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App

# The backdrop: a hex board with stacks of house tiles rising to a hill, as (q, r, levels).
_HILL = (
    (0, -3, 1), (1, -3, 2), (2, -3, 1), (-1, -2, 1), (0, -2, 2), (1, -2, 3), (2, -2, 2),
    (3, -3, 1), (-2, -1, 1), (-1, -1, 3), (0, -1, 4), (1, -1, 3), (2, -1, 1), (3, -2, 1),
    (-3, 0, 1), (-2, 0, 2), (-1, 0, 4), (0, 0, 5), (1, 0, 3), (2, 0, 2), (3, -1, 1),
    (-3, 1, 1), (-1, 1, 3), (0, 1, 3), (1, 1, 2), (-2, 2, 1), (0, 2, 2), (1, 2, 1),
    (-3, 3, 1), (-1, 3, 1),
)  # fmt: skip
_BOARD_RADIUS = 3
_HILL_CENTRE = (910, 470)
_HEX_RADIUS = 54
_SQUASH = 0.56
_LEVEL = 28
_PLATE = 10  # the board's thickness
_LAMP = (255, 222, 150)  # a lit window
_COLUMN = 360  # the centre line of the title and the buttons


def resumable(saved: SavedGame) -> bool:
    """True when the saved game can go on (it is not over yet)."""
    if saved.over is not None:  # known from reading it
        return not saved.over
    record = saved.record
    game = get_game(record.game)
    return not game.is_over(replay(game, record.setup, record.seed, record.actions))


def _hex(centre: tuple[float, float]) -> list[tuple[float, float]]:
    x, y = centre
    angles = [k * math.pi / 3 for k in range(6)]
    return [
        (x + _HEX_RADIUS * math.cos(a), y + _HEX_RADIUS * math.sin(a) * _SQUASH) for a in angles
    ]


def _draw_prism(
    surface: pygame.Surface, top: list[tuple[float, float]], height: int, faces: tuple, edge: tuple
) -> None:
    """A hex prism seen from above: its three front sides, then its top."""
    for a, b, fill in ((0, 1, faces[3]), (1, 2, faces[2]), (2, 3, faces[1])):
        quad = [top[a], top[b], (top[b][0], top[b][1] + height), (top[a][0], top[a][1] + height)]
        pygame.draw.polygon(surface, fill, quad)
        pygame.draw.line(surface, edge, quad[2], quad[3])
    pygame.draw.polygon(surface, faces[0], top)
    pygame.draw.aalines(surface, edge, True, top)


def _draw_house(
    surface: pygame.Surface, base: tuple[float, float], level: int, colour: Colour, lit: bool
) -> None:
    """One house tile on a stack, lit from the upper left, with a window on its front."""
    style = STYLES[colour]
    top = _hex((base[0], base[1] - (level + 1) * _LEVEL))
    faces = (style.fill, style.side, mix(style.side, style.side_dark, 0.5), style.side_dark)
    _draw_prism(surface, top, _LEVEL, faces, style.edge)
    window = pygame.Rect(0, 0, _HEX_RADIUS // 4, _LEVEL // 2)
    window.center = (round(base[0]), round(top[1][1] + _LEVEL / 2))
    pygame.draw.rect(surface, _LAMP if lit else style.edge, window, border_radius=2)


def backdrop() -> pygame.Surface:
    """The hill of houses beside the menu, drawn back to front on its board."""
    surface = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    colours = list(Colour)
    step = _HEX_RADIUS * math.sqrt(3) * _SQUASH

    def base(q: int, r: int) -> tuple[float, float]:
        return _HILL_CENTRE[0] + _HEX_RADIUS * 1.5 * q, _HILL_CENTRE[1] + step * (r + q / 2)

    span = range(-_BOARD_RADIUS, _BOARD_RADIUS + 1)
    board = [(q, r) for q in span for r in span if abs(q + r) <= _BOARD_RADIUS]
    plate = (PLATE, PLATE_SIDE, mix(PLATE_SIDE, PLATE_EDGE, 0.5), PLATE_EDGE)
    for q, r in sorted(board, key=lambda cell: base(*cell)[1]):
        _draw_prism(surface, _hex(base(q, r)), _PLATE, plate, PLATE_EDGE)
    for q, r, levels in sorted(_HILL, key=lambda cell: base(cell[0], cell[1])[1]):
        for level in range(levels):
            colour = colours[(2 * q + 3 * r + level * 2) % len(colours)]
            _draw_house(surface, base(q, r), level, colour, lit=(q - r + level) % 3 == 0)
    return surface


class MainMenuScene(FormScene):
    """Title and buttons: New game, Continue (the autosave), Load, Settings, Rules, Quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: SavedGame | None = None
        self.unavailable: str | None = None  # why Continue cannot resume the autosave
        self.form = Form()
        self.note: list[str] = []
        self.note_width = 0  # the note is wrapped to the buttons' width
        self.title_at = self.note_at = (0, 0)
        self.hill = backdrop()

    # -- lifecycle ----------------------------------------------------------------------------

    def enter(self) -> None:
        self._check_autosave()
        self.build()
        if self.saved is not None:
            self.form.focus = 1  # Continue

    def resume(self) -> None:
        focus = self.form.focus
        self._check_autosave()
        self.build()
        self.form.focus = focus if self.form.widgets[focus].enabled else 0

    def _check_autosave(self) -> None:
        """Whether Continue can resume the autosave, and if not because it is broken or of a
        game this version cannot show, why."""
        from favelas_app.ui.session import on_screen

        self.saved, self.unavailable = None, None
        path = autosave_path()
        if not os.path.lexists(path):
            return
        try:
            saved = read_save(path, get_game)
        except SaveError as exc:
            self.unavailable = self.app.text("menu.autosave_broken", reason=self.app.text(exc.key))
            return
        if not resumable(saved):
            return
        if on_screen(saved):
            self.saved = saved
        else:
            game = self.app.text(f"{saved.record.game}.name")
            self.unavailable = self.app.text("menu.autosave_no_screen", game=game)

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        text, fonts = self.app.text, self.app.fonts
        body, small, title = fonts.get("body"), fonts.get("small"), fonts.get("title", True)
        line = body.get_linesize()
        entries = [
            ("menu.new_game", self._new_game, True),
            ("menu.continue", self._continue, self.saved is not None),
            ("menu.load", self._load, True),
            ("menu.settings", self._settings, True),
            ("menu.rules", self._rules, True),
            ("menu.quit", self.app.quit, True),
        ]
        labels = [text(key) for key, _, _ in entries]
        width = max(line * 14, max(body.size(label)[0] for label in labels) + 3 * line)
        height, gap = theme.control_height(body), line // 2
        note = self.unavailable or ""
        self.note = theme.wrap(small, note, width) if note else []
        self.note_width = width
        note_height = (len(self.note) * small.get_linesize() + line // 2) if self.note else 0
        column = title.get_linesize() + line + len(entries) * (height + gap) - gap + note_height
        top = (theme.LOGICAL_SIZE[1] - column) // 2
        self.title_at = (_COLUMN, top)
        top += title.get_linesize() + line
        buttons = []
        for i, ((_, action, enabled), label) in enumerate(zip(entries, labels, strict=True)):
            rect = pygame.Rect(0, top + i * (height + gap), width, height)
            rect.centerx = _COLUMN
            buttons.append(Button(rect, label, action, enabled=enabled))
        self.note_at = (buttons[-1].rect.left, buttons[-1].rect.bottom + line // 2)
        self.form = Form(buttons, on_activate=lambda: self.app.sounds.play("click"))

    # -- actions ------------------------------------------------------------------------------

    def _new_game(self) -> None:
        from favelas_app.ui.scenes.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app))

    def _continue(self) -> None:
        if self.saved is not None:
            from favelas_app.ui.session import continue_game

            continue_game(self.app, self.saved)

    def _load(self) -> None:
        from favelas_app.ui.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def _settings(self) -> None:
        from favelas_app.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from favelas_app.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    # -- frame --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.form.focus = len(self.form.widgets) - 1  # Esc points at Quit; Enter confirms
            return
        self.form.handle(event)

    def update(self, dt: float) -> None:
        """On the first frame as the top scene, shows start-up problems once."""
        if self.app.problems:
            problems = "\n".join(notice.text(self.app.catalog) for notice in self.app.problems)
            self.app.problems.clear()
            title = self.app.text("menu.problems_title")
            message = self.app.text("menu.problems", problems=problems)
            from favelas_app.ui.scenes.dialog import MessageDialog

            self.app.scenes.push(MessageDialog(self.app, title, message))

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        surface.blit(self.hill, (0, 0))
        name = self.app.text("app.name")
        theme.draw_text(
            surface, fonts.get("title", True), name, self.title_at, theme.ACCENT, "midtop"
        )
        self.form.draw(surface, fonts)
        small = fonts.get("small")
        x, y = self.note_at
        for line in self.note:
            theme.draw_text(surface, small, line, (x, y), theme.BAD, width=self.note_width)
            y += small.get_linesize()
        version = self.app.text("menu.version", version=__version__)
        corner = (theme.LOGICAL_SIZE[0] - 16, theme.LOGICAL_SIZE[1] - 12)
        theme.draw_text(surface, small, version, corner, theme.MUTED, "bottomright")
