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

from favelas_app.cli.headless import headless_scratch_home
from favelas_app.ui.main import FIRST_FRAME

_BASELINE_WINDOW = (
    "import time, pygame; pygame.init(); "
    "window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE); "
    "window.fill((28, 34, 46)); pygame.display.flip(); print('first-frame', flush=True)"
)


def run_bench_render(args: Any, out: TextIO) -> int:
    with headless_scratch_home():
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
    from favelas_app.ui.staging import stage

    app = App(Settings(animation_speed="off", volume=0.0), persist=False)
    step = stage(app, name)  # the Favelas table: four well-filled boards, a moving hover
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
