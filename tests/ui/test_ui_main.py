"""Starting the app as players do (ui/main.py through `python -m favelas_app`), each in a fresh
process with a timeout: a crash writes a log and leaves the autosave to Continue from,
`--continue` opens the autosaved game at once, and leftovers of killed writes are removed."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from favelas_app.core.paths import HOME_VARIABLE
from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.rng import Rng
from favelas_app.core.saves import (
    HUMAN,
    ORPHAN_AGE,
    SavedGame,
    autosave_path,
    read_save,
    saves_dir,
    write_save,
)
from favelas_app.core.settings import Settings, save_settings
from favelas_app.games import get_game
from favelas_app.games.favelas.rules import GAME
from favelas_app.ui.main import CRASH_EXIT

TIMEOUT = 60
# Run as a script in a fresh process: the table fails on its first update (a test-only
# patch, nothing players can reach); the crash screen says what it shows on stdout.
CRASH_SCRIPT = """
import sys
from favelas_app.ui import main
from favelas_app.ui.scenes.crash import CrashScene
from favelas_app.ui.scenes.favelas_game import FavelasScene

def failing_update(self, dt):
    raise RuntimeError("staged failure at the table")

def telling_draw(self, surface, draw=CrashScene.draw):
    print("crash screen:", " ".join(self.lines), "".join(self.path_lines), flush=True)
    draw(self, surface)

FavelasScene.update = failing_update
CrashScene.draw = telling_draw
sys.exit(main.run_app(frames=5, resume=True))
"""


def _env() -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        HOME_VARIABLE: os.environ[HOME_VARIABLE],
    }


def _favelas(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "favelas_app", *argv],
        capture_output=True, text=True, timeout=TIMEOUT, check=False, env=_env(),
    )  # fmt: skip


def _autosave(seats: tuple[str, ...], actions: int) -> SavedGame:
    """An autosaved 3-player game after `actions` random moves."""
    setup = Setup(3, ("Ana", "Bruno", "Carla"))
    state, rng, played = GAME.new_game(setup, 5), Rng.from_seed(1), []
    for _ in range(actions):
        action = rng.choice(GAME.legal_actions(state))
        state, _ = GAME.apply(state, action)
        played.append(action)
    saved = SavedGame(GameRecord("favelas", setup, 5, tuple(played)), seats)
    write_save(saved, autosave_path())
    return saved


def test_a_crash_writes_a_log_names_it_and_continue_resumes_the_autosave(tmp_path: Path) -> None:
    """An error escaping the table ends the app with CRASH_EXIT after the crash screen names
    the log; the log holds the traceback, the versions, the game record and the autosave;
    the autosave is untouched, and `--continue` then opens it: its AI seats play on."""
    save_settings(Settings(animation_speed="off", volume=0.0))
    saved = _autosave(("easy",) * 3, 7)
    script = tmp_path / "crash_at_the_table.py"
    script.write_text(CRASH_SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True, text=True, timeout=TIMEOUT, check=False, env=_env(),
    )  # fmt: skip
    assert done.returncode == CRASH_EXIT, done.stderr
    logs = list((Path(os.environ[HOME_VARIABLE]) / "data" / "logs").glob("crash-*.txt"))
    assert len(logs) == 1
    log = logs[0].read_text(encoding="utf-8")
    for wanted in ("Traceback", "RuntimeError: staged failure at the table", "pygame-ce: ",
                   "SDL: ", "platform: ", saved.record.dumps(), '"saved_at"'):  # fmt: skip
        assert wanted in log
    assert "crash screen: An error the app could not recover from" in done.stdout
    assert str(logs[0]) in done.stdout  # on the crash screen
    assert str(logs[0]) in done.stderr
    assert read_save(autosave_path(), get_game).record == saved.record

    again = _favelas("--continue", "--quit-after-frames", "90")
    assert again.returncode == 0, again.stderr
    resumed = read_save(autosave_path(), get_game).record
    assert resumed.actions[:7] == saved.record.actions and len(resumed.actions) > 7


def test_continue_without_a_game_to_resume_opens_the_main_menu() -> None:
    """`favelas --continue` with no autosave starts on the main menu, like `favelas`."""
    done = _favelas("--continue", "--quit-after-frames", "2")
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout and not autosave_path().exists()


def test_start_removes_temporary_files_of_killed_writes() -> None:
    """Old leftovers of writes killed midway, in the saves and config folders, are deleted at
    start-up; a recent one (a write maybe still going on) and the saves are kept."""
    _autosave((HUMAN,) * 3, 2)
    config = Path(os.environ[HOME_VARIABLE]) / "config"
    config.mkdir(parents=True)
    old = [saves_dir() / ".autosave.json.4242.tmp", config / ".settings.toml.4242.tmp"]
    recent = saves_dir() / ".autosave.json.4343.tmp"
    for path in [*old, recent]:
        path.write_text("half a fi", encoding="utf-8")
    then = time.time() - 2 * ORPHAN_AGE
    for path in old:
        os.utime(path, (then, then))
    done = _favelas("--quit-after-frames", "1")
    assert done.returncode == 0, done.stderr
    assert not any(path.exists() for path in old)
    assert recent.exists() and autosave_path().exists()
