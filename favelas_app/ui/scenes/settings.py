"""The settings screen: language, window, interface size, animations, sound, colour symbols.

Every change is applied and saved at once through `App.change_settings`, which calls
`relayout` here too: the widgets are rebuilt in the new language and size, and the keyboard
focus stays on the same control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from favelas_app.core.i18n import Catalog
from favelas_app.core.settings import (
    ANIMATION_SPEEDS,
    SYSTEM_LANGUAGE,
    UI_SCALES,
    WINDOW_SIZES,
    system_language,
)
from favelas_app.games.favelas.components import COLOURS
from favelas_app.ui import theme
from favelas_app.ui.render.palette import STYLES, draw_symbol
from favelas_app.ui.scene import FormScene
from favelas_app.ui.theme import LOGICAL_SIZE, draw_text, draw_wrapped
from favelas_app.ui.widgets import Button, Choice, Form, Slider, Toggle, Widget

if TYPE_CHECKING:
    from favelas_app.ui.app import App

VOLUME_STEPS = 20  # 5 % per step
# Corners of a pointy-top hex of radius 1 around (0, 0).
HEX = ((0.0, -1.0), (0.866, -0.5), (0.866, 0.5), (0.0, 1.0), (-0.866, 0.5), (-0.866, -0.5))
# The settings in screen order; each names its label, help line and widget.
ROWS = (
    "language",
    "window_size",
    "fullscreen",
    "ui_scale",
    "animation_speed",
    "volume",
    "colour_symbols",
)


class SettingsScene(FormScene):
    """All player settings on one screen; Esc or Back returns to the previous scene."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form()
        self.rows: dict[str, Widget] = {}
        self.build()

    # -- layout -----------------------------------------------------------------------------

    def build(self) -> None:
        """Widgets sized from the current fonts, centred on the canvas."""
        app, text = self.app, self.app.text
        settings = app.settings
        body = app.fonts.get("body")
        options = {
            "language": self._language_options(),
            "window_size": self._window_options(),
            "ui_scale": [(s, text("settings.percent", value=round(s * 100))) for s in UI_SCALES],
            "animation_speed": [(s, text(f"settings.speed.{s}")) for s in ANIMATION_SPEEDS],
        }
        on_off = (text("settings.off"), text("settings.on"))
        labels = {name: text(f"settings.{name}") for name in ROWS}

        label_width = max(body.size(label)[0] for label in labels.values()) + 48
        arrows = body.size("◀")[0] * 2 + 56
        values = [label for choices in options.values() for _, label in choices]
        value_width = max(max(body.size(v)[0] for v in values) + arrows, 12 * body.get_height())
        width = max(label_width + value_width, 28 * body.get_height())
        width = min(width, LOGICAL_SIZE[0] - 80)
        row_height = body.get_linesize() + 18
        gap = max(6, row_height // 6)
        heading = app.fonts.get("heading", True)
        # Title, rows, Back, two help lines and the hint, centred on the canvas as one block.
        block = heading.get_linesize() + (len(ROWS) + 1) * (row_height + gap) + 6 * gap
        block += 2 * body.get_linesize() + app.fonts.get("small").get_linesize()
        self.title_top = max(16, (LOGICAL_SIZE[1] - block) // 2)
        top = self.title_top + heading.get_linesize() + 2 * gap
        left = (LOGICAL_SIZE[0] - width) // 2

        def rect(index: int) -> pygame.Rect:
            return pygame.Rect(left, top + index * (row_height + gap), width, row_height)

        window = (settings.window_width, settings.window_height)
        self.rows = {
            "language": Choice(
                rect(0),
                labels["language"],
                options["language"],
                settings.language,
                lambda code: app.change_settings(language=code),
                label_width,
            ),
            "window_size": Choice(
                rect(1),
                labels["window_size"],
                options["window_size"],
                window,
                lambda size: app.change_settings(window_width=size[0], window_height=size[1]),
                label_width,
            ),
            "fullscreen": Toggle(
                rect(2),
                labels["fullscreen"],
                settings.fullscreen,
                lambda on: app.change_settings(fullscreen=on),
                on_off,
                label_width,
            ),
            "ui_scale": Choice(
                rect(3),
                labels["ui_scale"],
                options["ui_scale"],
                settings.ui_scale,
                lambda scale: app.change_settings(ui_scale=scale),
                label_width,
            ),
            "animation_speed": Choice(
                rect(4),
                labels["animation_speed"],
                options["animation_speed"],
                settings.animation_speed,
                lambda speed: app.change_settings(animation_speed=speed),
                label_width,
            ),
            "volume": Slider(
                rect(5),
                labels["volume"],
                settings.volume,
                self._set_volume,
                VOLUME_STEPS,
                label_width,
                self._percent,
                body.size(self._percent(1.0))[0] + 32,
            ),
            "colour_symbols": Toggle(
                rect(6),
                labels["colour_symbols"],
                settings.colour_symbols,
                lambda on: app.change_settings(colour_symbols=on),
                on_off,
                label_width,
            ),
        }
        symbols = self.rows["colour_symbols"]
        assert isinstance(symbols, Toggle)
        symbols.taken_right = _preview_width(row_height)  # its On / Off ends before the hexes
        button = pygame.Rect(0, 0, body.size(text("settings.back"))[0] + 96, row_height)
        button.midtop = (LOGICAL_SIZE[0] // 2, rect(len(ROWS)).top + 2 * gap)
        back = Button(button, text("settings.back"), self.back)
        self.help_top = button.bottom + 2 * gap
        self.help_names: dict[Widget, str] = {w: name for name, w in self.rows.items()}
        self.help_names[back] = "back"
        self.form = Form([*self.rows.values(), back], on_activate=self._click)

    def _language_options(self) -> list[tuple[str, str]]:
        names = {code: Catalog(code).text("app.language_name") for code in self.app.languages}
        system = names.get(system_language(self.app.languages), "")
        own = self.app.text("settings.system_language", language=system)
        return [(SYSTEM_LANGUAGE, own), *names.items()]

    def _window_options(self) -> list[tuple[tuple[int, int], str]]:
        current = (self.app.settings.window_width, self.app.settings.window_height)
        sizes = list(WINDOW_SIZES) if current in WINDOW_SIZES else [current, *WINDOW_SIZES]
        return [
            (s, self.app.text("settings.window_size_value", width=s[0], height=s[1])) for s in sizes
        ]

    def _percent(self, value: float) -> str:
        return self.app.text("settings.percent", value=round(value * 100))

    # -- actions ----------------------------------------------------------------------------

    def _set_volume(self, volume: float) -> None:
        self.app.change_settings(volume=volume)
        self.app.sounds.play("click")  # heard at the new volume

    def _click(self) -> None:
        self.app.sounds.play("click")

    def back(self) -> None:
        self.app.scenes.pop()

    # -- the loop ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        draw_text(
            surface,
            fonts.get("heading", True),
            self.app.text("settings.title"),
            (LOGICAL_SIZE[0] // 2, self.title_top),
            theme.ACCENT,
            "midtop",
        )
        self.form.draw(surface, fonts)
        self._draw_symbols_preview(surface)
        focused = self.form.focused
        area = pygame.Rect(120, self.help_top, LOGICAL_SIZE[0] - 240, 0)
        if focused is not None:
            name = self.help_names[focused]
            used = draw_wrapped(
                surface,
                fonts.get("body"),
                self.app.text(f"settings.help.{name}"),
                area,
                centred=True,
                height=LOGICAL_SIZE[1] - area.top,  # the help and the hint stay on the canvas
            )
            area.top += used + 8
        hint = self.app.text("settings.hint")
        room = LOGICAL_SIZE[1] - area.top
        draw_wrapped(surface, fonts.get("small"), hint, area, theme.MUTED, True, room)

    def _draw_symbols_preview(self, surface: pygame.Surface) -> None:
        """Five colour hexes at the right end of the colour-symbols row, as they will look."""
        row = self.rows["colour_symbols"].rect
        radius = row.height * 0.36
        step = radius * 1.9
        x = row.right - 16 - radius
        for colour in reversed(COLOURS):
            style = STYLES[colour]
            centre = (x, row.centery)
            corners = [(x + radius * dx, row.centery + radius * dy) for dx, dy in HEX]
            pygame.draw.polygon(surface, style.fill, corners)
            pygame.draw.aalines(surface, style.edge, True, corners)
            if self.app.settings.colour_symbols:
                draw_symbol(surface, colour, centre, radius * 0.55)
            x -= step


def _preview_width(row_height: int) -> int:
    """The room the colour hexes of the preview take at the right end of their row."""
    radius = row_height * 0.36
    return round(16 + radius + (len(COLOURS) - 1) * radius * 1.9 + radius * 0.866 + 8)
