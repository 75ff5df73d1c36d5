"""`favelas stress kill`: the real app is killed (SIGKILL) at random moments while its AI
seats play and it autosaves; every autosave must still replay, losing at most the action
being written.

Each round starts `favelas --continue` (SDL's dummy drivers, a scratch FAVELAS_HOME,
animations off) on an autosave whose seats are all AI, polls the autosave as fast as it can
while the app plays (every read must be a whole save: the largest number of actions seen is
kept), kills the app after a random, seeded time, then reads the autosave as the app does
(`read_save`: decoded and replayed). It must hold at least the actions seen and extend the
game as it was before the start. A finished game is replaced by a new one. Temporary files
of killed writes are counted, aged past ORPHAN_AGE and must be gone after the next start.
Nothing in the app knows it is being tested.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TextIO

from favelas_app.core.paths import HOME_VARIABLE, config_dir
from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import (
    ORPHAN_AGE,
    SavedGame,
    SaveError,
    autosave_path,
    read_save,
    saves_dir,
    write_save,
)
from favelas_app.core.settings import Settings, save_settings
from favelas_app.games import get_game

LEVELS = ("easy", "medium")  # AI seats the app offers players; "random" would ask first
WAIT = (0.05, 2.5)  # seconds from a start to its kill, uniformly drawn
POLL_PAUSE = 0.001  # seconds between two reads of the autosave
START_TIMEOUT = 60.0  # seconds a start may take before the harness gives up


@dataclass
class KillReport:
    kills: int = 0
    games: int = 0  # games started (a finished game is replaced by a new one)
    actions: int = 0  # actions the app played and autosaved over all rounds
    polls: int = 0  # whole autosaves read while the app ran
    checked: int = 0  # autosaves read and replayed after a kill
    losses: int = 0  # rounds whose autosave lost an action once seen, or could not be read
    torn: int = 0  # reads that saw a half-written or missing autosave
    orphans_found: int = 0  # temporary files of killed writes left in the folders
    orphans_cleaned: int = 0  # of those, removed by the app's next start
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures and self.losses == 0 and self.torn == 0


def app_command() -> list[str]:
    """How to start the window straight into the autosaved game, as a player's shortcut does."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--continue"]
    return [sys.executable, "-m", "favelas_app", "--continue"]


def new_game(rng: random.Random) -> SavedGame:
    """A new Favelas game for 2 to 4 AI seats, written as the autosave."""
    players = rng.randint(2, 4)
    names = tuple(f"AI {seat + 1}" for seat in range(players))
    seats = tuple(rng.choice(LEVELS) for _ in range(players))
    record = GameRecord("favelas", Setup(players, names), rng.randrange(2**31))
    saved = SavedGame(record, seats)
    write_save(saved, autosave_path())
    return saved


def kill_test(kills: int, seed: int, home: Path, out: TextIO | None = None) -> KillReport:
    """Runs `kills` rounds of start, play, SIGKILL and check in the scratch folder `home`."""
    old_home = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(home)  # read_save and the paths below look there
    try:
        return _kill_test(kills, seed, out)
    finally:
        if old_home is None:
            del os.environ[HOME_VARIABLE]
        else:
            os.environ[HOME_VARIABLE] = old_home


def _kill_test(kills: int, seed: int, out: TextIO | None) -> KillReport:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    save_settings(Settings(animation_speed="off", volume=0.0))
    rng, report = random.Random(seed), KillReport()
    saved, report.games = new_game(rng), 1
    orphans: set[Path] = set()  # found and not yet removed by a start
    for round_ in range(1, kills + 1):
        seen = _round(env, rng.uniform(*WAIT), len(saved.record.actions), report)
        report.kills += 1
        orphans = _count_orphans(orphans, report)
        after = _check(saved, seen, round_, report)
        if after is not None:
            report.actions += len(after.record.actions) - len(saved.record.actions)
            saved = after
        if out is not None:
            print(f"kill {round_}: {len(saved.record.actions)} actions in the autosave", file=out)
        if after is None or after.over:
            saved, report.games = new_game(rng), report.games + 1
    if orphans:  # one more start cleans what the last kills left
        subprocess.run([*app_command(), "--quit-after-frames", "1"], env=env,
                       capture_output=True, timeout=START_TIMEOUT, check=False)  # fmt: skip
        orphans = _count_orphans(orphans, report)
    if orphans:
        report.failures.append("a start left temporary files of killed writes behind")
    return report


def _round(env: dict[str, str], wait: float, before: int, report: KillReport) -> int:
    """One start, polled for `wait` seconds, then killed; the most actions seen in a read."""
    path, seen = autosave_path(), before
    with tempfile.TemporaryFile() as errors:
        app = subprocess.Popen(app_command(), env=env, stdout=subprocess.DEVNULL, stderr=errors)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline and app.poll() is None:
            count = _actions_in(path)
            if count is None:
                report.torn += 1
                report.failures.append("the poller read a half-written or missing autosave")
            else:
                report.polls += 1
                seen = max(seen, count)
            time.sleep(POLL_PAUSE)
        if app.poll() is not None:
            errors.seek(0)
            tail = errors.read()[-2000:].decode("utf-8", "replace")
            report.failures.append(f"the app exited by itself ({app.returncode}): {tail}")
        app.kill()  # SIGKILL (TerminateProcess on Windows): no chance to tidy up
        app.wait(START_TIMEOUT)
    return seen


def _actions_in(path: Path) -> int | None:
    """The number of actions in the autosave at `path`; None unless it is a whole save."""
    try:
        data = json.loads(path.read_bytes())
        return len(data["record"]["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _check(saved: SavedGame, seen: int, round_: int, report: KillReport) -> SavedGame | None:
    """The autosave after a kill, if it replays, holds `seen` actions and goes on from
    `saved`; else None, counted as a loss."""
    try:
        after = read_save(autosave_path(), get_game)
    except SaveError as exc:
        report.losses += 1
        report.failures.append(f"kill {round_}: the autosave cannot be read ({exc})")
        return None
    report.checked += 1
    actions, before = after.record.actions, saved.record.actions
    if after.record.setup != saved.record.setup or actions[: len(before)] != before:
        report.losses += 1
        report.failures.append(f"kill {round_}: the autosave is not the game that was going on")
        return None
    if len(actions) < seen:
        report.losses += 1
        report.failures.append(f"kill {round_}: {len(actions)} actions saved, {seen} were seen")
        return None
    return after


def _count_orphans(known: set[Path], report: KillReport) -> set[Path]:
    """Counts the temporary files killed writes left (new ones as found, `known` ones gone as
    cleaned) and ages them, so that a start takes them for leftovers (a younger one might be
    a write still going on); returns those left."""
    left = set()
    then = time.time() - 2 * ORPHAN_AGE
    for folder in (saves_dir(), config_dir()):
        for path in folder.glob(".*.tmp"):
            os.utime(path, (then, then))
            left.add(path)
    report.orphans_found += len(left - known)
    report.orphans_cleaned += len(known - left)
    return left


def run_stress_kill(kills: int, seed: int, as_json: bool, out: TextIO) -> int:
    """`favelas stress kill`: prints a line per kill and the totals; exit code 1 on a loss."""
    with tempfile.TemporaryDirectory(prefix="favelas-kill-") as home:
        started = time.monotonic()
        report = kill_test(kills, seed, Path(home), out)
        seconds = time.monotonic() - started
    for failure in report.failures:
        print(f"FAILED: {failure}", file=out)
    print(
        f"{report.kills} kills, {report.games} games, {report.actions} actions played, "
        f"{report.polls} autosaves polled and {report.checked} replayed after a kill, "
        f"{report.losses} losses, {report.torn} half-written reads, "
        f"{report.orphans_found} orphaned temporary files found and {report.orphans_cleaned} "
        f"cleaned, in {seconds:.1f} s (seed {seed})",
        file=out,
    )
    if as_json:
        result = {**asdict(report), "ok": report.ok, "seed": seed, "seconds": round(seconds, 1)}
        print(json.dumps(result), file=out)
    return 0 if report.ok else 1
