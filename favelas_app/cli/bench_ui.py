"""`favelas bench render` and `favelas bench startup`: the window's speed, each beside a bare
pygame baseline measured in the same run (the machine is shared, so ratios matter most)."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from favelas_app.ui.main import FIRST_FRAME

_BASELINE_WINDOW = (
    "import time, pygame; pygame.init(); "
    "window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE); "
    "window.fill((28, 34, 46)); pygame.display.flip(); print('first-frame', flush=True)"
)


def run_bench_render(args: Any, out: TextIO) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory() as home:
        os.environ["FAVELAS_HOME"] = home
        for scene in args.scene or ["favelas"]:
            result = _render_scene(scene, args.frames)
            print(
                f"{scene}: frame median {result['frame_ms']['median']:.2f} ms, "
                f"p95 {result['frame_ms']['p95']:.2f} ms; bare pygame drawing the same "
                f"{result['polygons']} polygons: median "
                f"{result['baseline_frame_ms']['median']:.2f} ms, "
                f"p95 {result['baseline_frame_ms']['p95']:.2f} ms",
                file=out,
            )
            if args.json:
                print(json.dumps(result), file=out)
    return 0


def _render_scene(name: str, frames: int) -> dict[str, Any]:
    import pygame

    from favelas_app.core.settings import Settings
    from favelas_app.ui.app import App

    app = App(Settings(animation_speed="off", volume=0.0), persist=False)
    step = _stage(app, name)
    for _ in range(10):  # warm the caches as a player's first frames do
        step()
        app.draw()
    step()
    with _counting_polygons() as count:
        app.draw()
    times = []
    for _ in range(frames):
        step()
        start = time.perf_counter()
        app.draw()
        times.append((time.perf_counter() - start) * 1000)
    baseline = _bare_polygons(count[0], frames)
    pygame.quit()
    return {
        "scene": name,
        "frame_ms": _summary(times),
        "baseline_frame_ms": _summary(baseline),
        "polygons": count[0],
    }


def _stage(app: Any, name: str) -> Callable[[], None]:
    """Puts scene `name` on the app's stack; returns what changes between frames."""
    from favelas_app.ui.scenes.main_menu import MainMenuScene

    app.scenes.push(MainMenuScene(app))
    if name == "menu":
        return lambda: None
    if name in ("setup", "settings", "rules"):
        return _push_simple(app, name)
    return _stage_table(app, name)


def _push_simple(app: Any, name: str) -> Callable[[], None]:
    from favelas_app.ui.scenes.rules import RulesScene
    from favelas_app.ui.scenes.settings import SettingsScene
    from favelas_app.ui.scenes.setup import SetupScene

    kinds = {"setup": SetupScene, "settings": SettingsScene, "rules": RulesScene}
    app.scenes.push(kinds[name](app))
    return lambda: None


def _stage_table(app: Any, name: str) -> Callable[[], None]:
    """Four well-filled boards late in year 3, the current player placing a tile."""
    from favelas_app.core.protocol import Setup
    from favelas_app.core.record import GameRecord
    from favelas_app.core.rng import Rng
    from favelas_app.core.saves import HUMAN
    from favelas_app.games.favelas.rules import GAME
    from favelas_app.games.favelas.state import Step
    from favelas_app.ui.scenes.favelas_game import FavelasScene
    from favelas_app.ui.session import Session

    setup = Setup(4, ("Ana", "Bruno", "Carla", "Davi"))
    state, actions, rng = GAME.new_game(setup, 7), [], Rng.from_seed(7)
    finished = None
    while not GAME.is_over(state):
        late = state.year == 3 and len(state.stack) <= 4 and state.step is Step.PLACE
        if late and finished is None:
            finished = list(actions)
        action = rng.choice(GAME.legal_actions(state))
        state, _ = GAME.apply(state, action)
        actions.append(action)
    prefix = actions if name == "results" else finished
    record = GameRecord("favelas", setup, 7, tuple(prefix or ()))
    session = Session(record, (HUMAN,) * 4)
    if name == "results":
        from favelas_app.ui.scenes.results import ResultsScene

        app.scenes.push(ResultsScene(app, session))
        return lambda: None
    scene = FavelasScene(app, session)
    app.scenes.push(scene)
    scene.update(0.0)
    if name == "year_end":
        from favelas_app.games.favelas.events import YearScored
        from favelas_app.games.favelas.scoring import CATEGORIES, score_year
        from favelas_app.ui.scenes.year_end import YearEndScene

        table = scene.state
        rows = score_year(table.counts, table.dice)
        points = tuple(tuple(zip(CATEGORIES, row, strict=True)) for row in rows)
        scored = YearScored(table.year, points, table.counts, table.dice)
        app.scenes.push(YearEndScene(app, session, scored))
        return lambda: None
    cells = _cell_centres(scene)
    position = iter(_cycle(cells))

    def hover() -> None:  # the mouse sweeps over the houses: ghost and reasons change
        pos = next(position)
        app.scenes.handle(pygame_motion(pos))
        app.scenes.update(1 / 60)

    return hover


def _cell_centres(scene: Any) -> list[tuple[int, int]]:
    from favelas_app.games.favelas.components import BOARD_CELLS

    houses = scene.state.boards[scene.player]
    return [scene.boards.top_centre(cell, len(houses[i])) for i, cell in enumerate(BOARD_CELLS)]


def _cycle(items: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    while True:
        yield from items


def pygame_motion(pos: tuple[float, float]) -> Any:
    import pygame

    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0)
    )


@contextmanager
def _counting_polygons() -> Iterator[list[int]]:
    """Counts the polygons pygame.draw.polygon fills or outlines while the block runs."""
    import pygame

    count = [0]
    originals = {"polygon": pygame.draw.polygon}

    def counted(original: Callable[..., Any]) -> Callable[..., Any]:
        def draw(*args: Any, **kwargs: Any) -> Any:
            count[0] += 1
            return original(*args, **kwargs)

        return draw

    for name, original in originals.items():
        setattr(pygame.draw, name, counted(original))
    try:
        yield count
    finally:
        for name, original in originals.items():
            setattr(pygame.draw, name, original)


def _bare_polygons(polygons: int, frames: int) -> list[float]:
    """A bare pygame loop: clear a 1280x720 surface and fill `polygons` hexagons."""
    import math

    import pygame

    surface = pygame.Surface((1280, 720))
    shapes = []
    for i in range(polygons):
        cx, cy = 40 + (i * 37) % 1200, 40 + (i * 53) % 640
        shapes.append(
            [
                (cx + 22 * math.cos(a / 3 * math.pi), cy + 13 * math.sin(a / 3 * math.pi))
                for a in range(6)
            ]
        )
    times = []
    for frame in range(frames):
        start = time.perf_counter()
        surface.fill((28, 34, 46))
        for i, shape in enumerate(shapes):
            pygame.draw.polygon(surface, ((i * 40 + frame) % 256, 120, 160), shape)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median": round(statistics.median(ordered), 3), "p95": round(p95, 3)}


# -- start-up --------------------------------------------------------------------------------


def run_bench_startup(args: Any, out: TextIO) -> int:
    app, bare = [], []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "FAVELAS_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        ours = [sys.executable, "-m", "favelas_app", "--quit-after-frames", "1"]
        baseline = [sys.executable, "-c", _BASELINE_WINDOW]
        for _ in range(args.runs):  # alternate, so both see the same machine load
            app.append(first_frame_seconds(ours, env))
            bare.append(first_frame_seconds(baseline, env))
    result = {
        "first_frame_s": round(statistics.median(app), 3),
        "baseline_first_frame_s": round(statistics.median(bare), 3),
    }
    ratio = result["first_frame_s"] / result["baseline_first_frame_s"]
    print(
        f"first frame after {result['first_frame_s']:.3f} s (median of {args.runs}); a bare "
        f"pygame window: {result['baseline_first_frame_s']:.3f} s; ratio {ratio:.2f}",
        file=out,
    )
    if args.json:
        print(json.dumps(result), file=out)
    return 0


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting `command` until it reports its first drawn frame."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == FIRST_FRAME:
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{command[0]} exited without drawing a frame")
    process.stdout.close()
    process.wait(timeout=30)
    return elapsed
