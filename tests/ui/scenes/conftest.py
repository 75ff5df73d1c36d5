"""Fixtures shared by the scene tests; a test module overrides `app` to push its own scenes."""

from __future__ import annotations

from pathlib import Path

import pytest
from scene_stubs import StubGameScene

from favelas_app.core.settings import Settings
from favelas_app.ui import session
from favelas_app.ui.app import App


@pytest.fixture
def stub_game(monkeypatch: pytest.MonkeyPatch) -> type[StubGameScene]:
    """Starting or loading a Favelas game opens StubGameScene instead of the table scene."""
    monkeypatch.setitem(session.GAME_SCENES, "favelas", "scene_stubs:StubGameScene")
    return StubGameScene


@pytest.fixture
def app(home: Path) -> App:
    """Default settings, nothing written to the settings file."""
    return App(Settings(), persist=False)
