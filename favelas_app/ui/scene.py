"""Scenes on a stack (ARCHITECTURE.md): only the top scene gets input and time; drawing
starts at the topmost opaque scene, so overlays show the scene beneath them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from favelas_app.ui.app import App
    from favelas_app.ui.widgets import Form


class Scene:
    """One screen or overlay. Subclasses override what they need; `draw` never changes state."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def relayout(self) -> None:
        """The language, UI scale or window changed: rebuild texts and widgets."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, with mouse positions already in logical coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""


class FormScene(Scene):
    """A scene whose widgets live in one Form that `build` makes from the current fonts and
    texts; a relayout builds them again and keeps the focus where it was."""

    form: Form

    def build(self) -> None:
        raise NotImplementedError

    def relayout(self) -> None:
        focus = self.form.focus
        self.build()
        self.form.focus = focus


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swaps the top scene for `scene` (the one beneath is not resumed in between)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empties the stack and starts again from `scene` (back to the main menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def find(self, kind: type[Scene]) -> Scene | None:
        """The topmost scene of a kind, if any."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.relayout()
