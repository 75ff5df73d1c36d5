"""Stand-in scenes for the scene tests (a module of its own, so that session.GAME_SCENES can
name it as "scene_stubs:StubGameScene")."""

from __future__ import annotations

from favelas_app.ui import session
from favelas_app.ui.app import App
from favelas_app.ui.scene import Scene


class Base(Scene):
    """The plain scene beneath the screen under test: where that screen returns to."""


class StubGameScene(Scene):
    """Stands in for a game's scene: it only keeps the session it was given."""

    def __init__(self, app: App, game_session: session.Session) -> None:
        super().__init__(app)
        self.session = game_session
