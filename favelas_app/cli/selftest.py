"""`favelas selftest`: an installed or frozen build checks itself from the inside.

It finds its data where the build put it, loads every locale and asset it ships, opens the
window headless and draws every menu screen in every language, and plays an all-AI game of
every game to the end, on screen where the game has a scene. Exit code 0 only if all pass.
It never writes to the player's settings or saves.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

SEATS = 3  # players in each AI game
SEAT_LEVELS = ("easy", "medium", "random")  # by seat
HARD_ITERATIONS = 200  # the hard level's search for one decision of each game
SEED = 2026
MAX_FRAMES = 40_000  # an AI game on screen ends long before this


def run_selftest(args: Any, out: TextIO) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    results: list[dict[str, Any]] = []
    for name, check in _CHECKS:
        start = time.perf_counter()
        try:
            detail, ok = check(), True
        except Exception as exc:  # a check failing is a finding to report, not a crash
            detail, ok = f"{type(exc).__name__}: {exc}", False
            if args.verbose:
                traceback.print_exc(file=out)
        seconds = round(time.perf_counter() - start, 2)
        results.append({"check": name, "ok": ok, "detail": detail, "seconds": seconds})
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail} ({seconds} s)", file=out, flush=True)
    failed = [r["check"] for r in results if not r["ok"]]
    print(
        f"selftest: {len(results) - len(failed)} of {len(results)} checks passed"
        + (f"; failed: {', '.join(failed)}" if failed else ""),
        file=out,
    )
    if args.json:
        print(json.dumps({"ok": not failed, "frozen": _frozen(), "checks": results}), file=out)
    return 1 if failed else 0


def _frozen() -> bool:
    from favelas_app.core.resources import is_frozen

    return is_frozen()


def check_data_folders() -> str:
    """Assets and locales are found; a frozen build finds them and its code in the bundle."""
    import favelas_app
    from favelas_app.core.resources import assets_dir, data_root, is_frozen, locales_dir

    root = data_root()
    for folder in (assets_dir(), locales_dir()):
        if not folder.is_dir():
            raise FileNotFoundError(f"{folder} is missing")
    if is_frozen():
        bundle = Path(sys._MEIPASS).resolve()  # type: ignore[attr-defined]
        code = Path(favelas_app.__file__).resolve()
        if root.resolve() != bundle or bundle not in code.parents:
            raise RuntimeError(f"data at {root} and code at {code}, not in the bundle {bundle}")
        return f"frozen build, everything inside {bundle}"
    return f"source tree at {root}"


def check_locales() -> str:
    """Every shipped locale file loads without an error and English has every key."""
    from favelas_app.core.i18n import BASE_LANGUAGE, load_messages
    from favelas_app.core.resources import locales_dir

    files = sorted(locales_dir().glob("*.toml"))
    if not any(path.stem == BASE_LANGUAGE for path in files):
        raise FileNotFoundError(f"{BASE_LANGUAGE}.toml is missing")
    sizes = []
    for path in files:
        messages, error, rejected = load_messages(path)
        if error or rejected or not messages:
            raise ValueError(error or f"{path.name}: {rejected or 'empty'}")
        sizes.append(f"{path.stem} {len(messages)} keys")
    return ", ".join(sizes)


def check_assets() -> str:
    """Every font loads and draws text; the fonts' licence ships beside them."""
    import pygame

    from favelas_app.core.resources import fonts_dir

    pygame.font.init()
    fonts = sorted(fonts_dir().glob("*.ttf"))
    if not fonts:
        raise FileNotFoundError(f"no fonts in {fonts_dir()}")
    for path in fonts:
        width = pygame.font.Font(path, 20).render("Favelas · Holi ☀ Ação Größe", True, "white")
        if width.get_width() < 100:
            raise ValueError(f"{path.name} drew nothing")
    licences = sorted(p.name for p in fonts_dir().glob("*LICENSE*"))
    if not licences:
        raise FileNotFoundError("the fonts' licence file is missing")
    return f"{len(fonts)} fonts, licence {', '.join(licences)}"


def check_sounds() -> str:
    """The synthesised sounds are made and played (on the dummy audio driver)."""
    from favelas_app.ui.sound import SOUNDS, Sounds

    sounds = Sounds(1.0)
    if not sounds.enabled:
        return "no audio device: sounds stay silent, as the app does"
    for name in SOUNDS:
        sounds.play(name)
    return f"{len(SOUNDS)} sounds made and played: {', '.join(SOUNDS)}"


def check_screens() -> str:
    """The window opens; every menu screen draws in every language."""
    import pygame

    from favelas_app.core.settings import Settings
    from favelas_app.ui.app import App
    from favelas_app.ui.scenes.main_menu import MainMenuScene
    from favelas_app.ui.scenes.rules import RulesScene
    from favelas_app.ui.scenes.settings import SettingsScene
    from favelas_app.ui.scenes.setup import SetupScene

    app = App(Settings(animation_speed="off", volume=0.0), persist=False)
    drawn = 0
    try:
        for language in app.languages:
            app.change_settings(language=language)
            if app.catalog.language != language or app.catalog.problems:
                raise RuntimeError(f"{language}: {app.catalog.problems or 'not switched to'}")
            app.scenes.reset(MainMenuScene(app))
            app.frame(0.0)
            for scene in (SetupScene, SettingsScene, RulesScene):
                app.scenes.push(scene(app))
                app.frame(0.0)
                app.scenes.pop()
                drawn += 1
            drawn += 1
    finally:
        pygame.quit()
    return f"{drawn} screens drawn, languages: {', '.join(app.languages)}"


def check_games() -> str:
    """An AI game of every game is played to the end by the turn controller: easy, medium
    and a random player at the table, and the hard level's search (on a fixed budget of
    iterations) deciding the first turn."""
    from favelas_app.ai import make_agent
    from favelas_app.ai.ismcts import SearchAgent
    from favelas_app.core.controller import TurnController
    from favelas_app.core.protocol import Setup
    from favelas_app.games import game_names, get_game

    told = []
    for name in game_names():
        game = get_game(name)
        controller = TurnController.new(game, Setup(SEATS), SEED)
        first = controller.state.decision.players[0]
        hard = SearchAgent(SEED, iterations=HARD_ITERATIONS)
        controller.submit(hard.choose(game, game.view(controller.state, first), first))
        levels = enumerate(SEAT_LEVELS)
        controller.run_agents({seat: make_agent(level, SEED + seat) for seat, level in levels})
        outcome = game.outcome(controller.state)
        if outcome is None:
            raise RuntimeError(f"{name}: the game did not end")
        moves = len(controller.record.actions)
        told.append(f"{name}: P{outcome.winners[0] + 1} won after {moves} actions")
    return ", ".join(told)


def check_games_on_screen() -> str:
    """Every game with a scene is played by AI seats on screen, menu to results."""
    import pygame

    from favelas_app.core.settings import Settings
    from favelas_app.ui.app import App
    from favelas_app.ui.scenes.results import ResultsScene
    from favelas_app.ui.session import playable_games, start_game

    told = []
    for name in playable_games():
        app = App(Settings(animation_speed="off", volume=0.0), persist=False)
        try:
            names = tuple(f"AI {seat + 1}" for seat in range(SEATS))
            start_game(app, name, names, ("random",) * SEATS, seed=SEED)
            for frame in range(MAX_FRAMES):
                if isinstance(app.scenes.top, ResultsScene):
                    break
                # Overlays (the end of a year) wait for a person: Enter closes them.
                key = pygame.K_RETURN if frame % 10 == 9 else None
                if key is not None:
                    pygame.event.post(
                        pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")
                    )
                app.frame(1 / 60)
            else:
                raise RuntimeError(f"{name}: no results after {MAX_FRAMES} frames")
            told.append(f"{name} to the results in {frame} frames")
        finally:
            pygame.quit()
    return ", ".join(told)


_CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("data folders", check_data_folders),
    ("locales", check_locales),
    ("assets", check_assets),
    ("sounds", check_sounds),
    ("screens", check_screens),
    ("games", check_games),
    ("games on screen", check_games_on_screen),
)
