"""UI tests run headless: SDL's dummy video and audio drivers, set before pygame loads."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest


@pytest.fixture
def shots(tmp_path):
    """Where screenshots go: FAVELAS_SHOTS if set (to look at them), else under the test run."""
    from pathlib import Path

    folder = Path(os.environ.get("FAVELAS_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def home(tmp_path, monkeypatch):
    """FAVELAS_HOME inside the test's tmp folder: settings, saves and the autosave go there."""
    folder = tmp_path / "home"
    monkeypatch.setenv("FAVELAS_HOME", str(folder))
    return folder
