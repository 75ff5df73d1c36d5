"""`favelas bench load`: how long the Load screen takes to open with many saves, beside
reading every one of them (what opening it once cost), measured in the same run."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path
from typing import Any, TextIO

from favelas_app.cli.headless import headless_scratch_home


def run_bench_load(args: Any, out: TextIO) -> int:
    with headless_scratch_home():
        result = _measure(args.saves, args.runs)
    print(
        f"Load screen with {result['saves']} saves: open to first frame median "
        f"{result['open_s']['median']:.3f} s (max {result['open_s']['max']:.3f} s); reading "
        f"every save: {result['read_all_s']:.2f} s ({result['ratio']:.0f}x the opening)",
        file=out,
    )
    if args.json:
        print(json.dumps(result), file=out)
    return 0


def _measure(count: int, runs: int) -> dict[str, Any]:
    import pygame

    from favelas_app.core.saves import read_save, save_paths
    from favelas_app.core.settings import Settings
    from favelas_app.games import get_game
    from favelas_app.ui.app import App
    from favelas_app.ui.scenes.load import LoadScene
    from favelas_app.ui.scenes.main_menu import MainMenuScene

    _write_saves(count)
    app = App(Settings(animation_speed="off", volume=0.0), persist=False)
    app.scenes.push(MainMenuScene(app))
    opening = []
    for _ in range(runs):
        start = time.perf_counter()
        app.scenes.push(LoadScene(app))
        app.frame(0.0)  # the first frame: rows in view read and drawn
        opening.append(time.perf_counter() - start)
        app.scenes.pop()
    start = time.perf_counter()
    for path in save_paths():
        read_save(path, get_game)
    read_all = time.perf_counter() - start
    pygame.quit()
    median = statistics.median(opening)
    return {
        "saves": count,
        "runs": runs,
        "open_s": {"median": median, "max": max(opening)},
        "read_all_s": read_all,
        "ratio": read_all / median,
    }


def _write_saves(count: int) -> None:
    """`count` saves of whole Favelas games of 2-4 players, each file a different game."""
    from favelas_app.core.fuzz import play_random_game
    from favelas_app.core.saves import HUMAN, SavedGame, saves_dir, write_save
    from favelas_app.games import get_game

    game = get_game("favelas")
    records = [play_random_game(game, players, seed)[0] for seed, players in enumerate((2, 3, 4))]
    folder: Path = saves_dir()
    for index in range(count):
        record = records[index % len(records)]
        seats = (HUMAN,) * record.setup.players
        write_save(SavedGame(record, seats), folder / f"game-{index:05d}.json")
