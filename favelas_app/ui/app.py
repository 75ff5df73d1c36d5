"""The window, the main loop and what every scene shares: settings, text, fonts, sounds.

Scenes draw on a logical canvas of 1280x720. The app scales it into the window (letterboxed
when the shapes differ) and maps mouse positions back, so input lands right at any size.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from favelas_app.core.i18n import Catalog, offered_languages
from favelas_app.core.notice import Notice, os_error_notice
from favelas_app.core.settings import Settings, load_settings, save_settings, system_language
from favelas_app.ui import theme
from favelas_app.ui.icon import draw_icon
from favelas_app.ui.scene import SceneStack
from favelas_app.ui.sound import Sounds
from favelas_app.ui.theme import LOGICAL_SIZE, Fonts

FPS = 60


class App:
    """One window and its scene stack."""

    def __init__(self, settings: Settings | None = None, persist: bool = True) -> None:
        pygame.init()
        self.persist = persist
        self.problems: list[Notice] = []
        if settings is None:
            settings, self.problems = load_settings()
        self.settings = settings
        self.languages = offered_languages()
        self.catalog = self._load_catalog()
        self.fonts = Fonts(settings.ui_scale)
        self.sounds = Sounds(settings.volume)
        self.canvas = pygame.Surface(LOGICAL_SIZE)
        pygame.display.set_icon(draw_icon(64))  # before the first window, which takes it up
        self.window = self._open_window()
        self.scenes = SceneStack()
        self.running = True
        self.frames = 0
        pygame.key.set_repeat(400, 40)

    # -- text -------------------------------------------------------------------------------

    @property
    def language(self) -> str:
        return self.settings.language or system_language(self.languages)

    def text(self, key: str, **params: object) -> str:
        return self.catalog.text(key, **params)

    def _load_catalog(self) -> Catalog:
        catalog = Catalog(self.language)
        self.problems.extend(catalog.problems)
        return catalog

    def reload_text(self) -> None:
        """Reads the locale files again (F5), so a translator sees an edit at once."""
        self.languages = offered_languages()
        self.catalog = self._load_catalog()
        self.scenes.relayout()

    # -- settings ---------------------------------------------------------------------------

    def change_settings(self, **changes: object) -> None:
        """Applies and saves new settings; text, fonts and window follow at once."""
        old, new = self.settings, replace(self.settings, **changes)
        self.settings = new
        if self.persist:
            try:
                save_settings(new)
            except OSError as exc:
                self.problems.append(
                    Notice("problem.settings_not_saved", {"reason": os_error_notice(exc)})
                )
        if new.volume != old.volume:
            self.sounds.set_volume(new.volume)
        window = (new.fullscreen, new.window_width, new.window_height)
        if window != (old.fullscreen, old.window_width, old.window_height):
            self.window = self._open_window()
        if new.language != old.language:
            self.catalog = self._load_catalog()
        if new.ui_scale != old.ui_scale:
            self.fonts = Fonts(new.ui_scale)
        self.scenes.relayout()

    # -- the window -------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        pygame.display.set_caption(self.text("app.name"))
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = (self.settings.window_width, self.settings.window_height)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _placement(self) -> tuple[float, int, int]:
        """Scale and offset of the canvas inside the window."""
        width, height = self.window.get_size()
        scale = min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])
        left = round((width - LOGICAL_SIZE[0] * scale) / 2)
        top = round((height - LOGICAL_SIZE[1] * scale) / 2)
        return scale, left, top

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, left, top = self._placement()
        return round((pos[0] - left) / scale), round((pos[1] - top) / scale)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, left, top = self._placement()
        return round(pos[0] * scale + left), round(pos[1] * scale + top)

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)

    # -- the loop ---------------------------------------------------------------------------

    def run(self, frames: int | None = None) -> None:
        """Runs frames of the scenes on the stack until the player quits (or `frames` have
        been drawn)."""
        clock = pygame.time.Clock()
        dt = 0.0
        while self.running and self.scenes.top is not None:
            self.frame(min(dt, 0.1))
            if frames is not None and self.frames >= frames:
                break
            dt = clock.tick(FPS) / 1000

    def frame(self, dt: float) -> None:
        """One frame: input, time, drawing, presenting."""
        for event in pygame.event.get():
            self.dispatch(event)
        self.scenes.update(dt)
        self.draw()
        self.present()
        self.frames += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self.window = pygame.display.get_surface()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F5:
            self.reload_text()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            event = pygame.event.Event(
                event.type, {**event.dict, "pos": self.to_logical(event.pos)}
            )
        self.scenes.handle(event)

    def draw(self) -> None:
        self.canvas.fill(theme.BACKGROUND)
        self.scenes.draw(self.canvas)

    def present(self) -> None:
        scale, left, top = self._placement()
        if self.window.get_size() == LOGICAL_SIZE:
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            size = (round(LOGICAL_SIZE[0] * scale), round(LOGICAL_SIZE[1] * scale))
            self.window.blit(pygame.transform.smoothscale(self.canvas, size), (left, top))
        pygame.display.flip()

    def quit(self) -> None:
        self.running = False
