"""A saved game comes back after a restart: saved in one process, continued and loaded in
fresh ones started through the real `favelas` entry point (tests/ui/cold_start_driver.py).

Every earlier test imported the engines before reading a save and so could not see that a
fresh process decoded a record before its game's engine was loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

DRIVER = Path(__file__).with_name("cold_start_driver.py")


def run(scenario: str, game: str, home: Path) -> list[dict[str, object]]:
    """The reports of one fresh app process playing `scenario`."""
    env = {
        **os.environ,
        "FAVELAS_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, str(DRIVER), scenario, game],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    reports = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert reports[0] == {"engines_at_start": []}, "the process must start without any engine"
    return reports[1:]


def test_a_favelas_game_saved_in_one_process_continues_and_loads_in_fresh_ones(
    tmp_path: Path,
) -> None:
    """Played on screen and quit (the autosave); Continue in a new process is offered and
    resumes the same game at the same move; Load in another lists it and resumes it too."""
    (saved,) = run("save", "favelas", tmp_path)
    assert saved == {
        "scene": "FavelasScene",
        "game": "favelas",
        "actions": 7,
        "names": ["Ana", "Bo"],
    }
    menu, resumed = run("continue", "favelas", tmp_path)
    assert menu["continue_enabled"] is True and menu["note"] == []
    assert resumed == saved
    listed, loaded = run("load", "favelas", tmp_path)
    assert listed["rows"] == [
        {"title": "Favelas (autosave)", "detail": "Ana, Bo · 7 moves", "loadable": True}
    ]
    assert loaded == saved
