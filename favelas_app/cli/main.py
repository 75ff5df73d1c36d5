"""Argument parsing and dispatch for the `favelas` command."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, NamedTuple, TextIO

from favelas_app import __version__

if TYPE_CHECKING:
    import argparse

SCENES = (
    "favelas",
    "holi",
    "feuville",
    "year_end",
    "menu",
    "setup",
    "settings",
    "rules",
    "results",
)

DEFAULT_PLAYERS = 3


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from favelas_app.ai import AI_LEVELS
    from favelas_app.games import game_names

    parser = argparse.ArgumentParser(
        prog="favelas",
        description="Tile-laying board games for 1 to 4 players. With no command, the game "
        "window opens; the commands below play in the terminal or measure the app.",
    )
    parser.add_argument("--version", action="version", version=f"favelas {__version__}")
    parser.add_argument(
        "--quit-after-frames",
        type=int,
        metavar="N",
        help="open the window, draw N frames, print 'first-frame' and quit (smoke tests)",
    )
    parser.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="open the window straight into the autosaved game (the main menu's Continue); "
        "the main menu if there is none to resume",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="play a whole game in the terminal")
    play.add_argument("--game", choices=game_names(), default="favelas")
    play.add_argument("--players", type=int, default=DEFAULT_PLAYERS, help="number of seats")
    play.add_argument("--humans", type=int, default=0, help="seats played at this keyboard")
    play.add_argument(
        "--ai",
        choices=list(AI_LEVELS),
        default="random",
        help="level of the AI seats (easy, medium and hard are offered in the app)",
    )
    play.add_argument("--names", help="comma-separated seat names")
    play.add_argument("--seed", type=int, help="seed of the game (random if left out)")
    play.add_argument("--lang", default="en", help="language of the text (en, pt, de, fr, nl)")
    play.add_argument("--record", help="write the game record (JSON) to this file")
    play.add_argument("--json", action="store_true", help="end with one JSON object")
    play.add_argument(
        "--rivalry",
        metavar="CARDS",
        help="Holi only: comma-separated rivalry cards in play (up to 3), e.g. summit,nimble",
    )

    bench = commands.add_parser("bench", help="measure speed")
    kinds = bench.add_subparsers(dest="kind", metavar="KIND", required=True)
    engine = kinds.add_parser("engine", help="full random games per second, per player count")
    engine.add_argument("--game", choices=game_names(), default="favelas")
    engine.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    engine.add_argument("--json", action="store_true", help="end with one JSON object")
    render = kinds.add_parser("render", help="frame times of a scene beside bare pygame")
    render.add_argument("--scene", action="append", choices=SCENES, help="repeat for several")
    render.add_argument("--frames", type=int, default=300, help="frames measured per scene")
    render.add_argument("--json", action="store_true", help="one JSON object per scene")
    startup = kinds.add_parser("startup", help="time to the first frame beside bare pygame")
    startup.add_argument("--runs", type=int, default=5, help="starts of each, median taken")
    startup.add_argument("--json", action="store_true", help="end with one JSON object")
    load = kinds.add_parser("load", help="the Load screen's opening time with many saves")
    load.add_argument("--saves", type=int, default=1000, help="saves in the folder")
    load.add_argument("--runs", type=int, default=5, help="openings measured, median taken")
    load.add_argument("--json", action="store_true", help="end with one JSON object")

    selftest = commands.add_parser(
        "selftest", help="check an installed build: data, locales, assets, screens, AI games"
    )
    selftest.add_argument("--verbose", action="store_true", help="print the trace of a failure")
    selftest.add_argument("--json", action="store_true", help="end with one JSON object")

    i18n = commands.add_parser("i18n", help="check the translations")
    i18n_commands = i18n.add_subparsers(dest="i18n_command", metavar="CHECK", required=True)
    check = i18n_commands.add_parser(
        "check",
        help="missing, extra and untranslated keys, placeholders, plural forms, texts too wide",
    )
    check.add_argument(
        "--lang",
        action="append",
        help="a language to check (repeat); all by default; qps is the pseudo-locale",
    )
    check.add_argument(
        "--no-fit", action="store_true", help="only read the files: do not draw every screen"
    )
    check.add_argument(
        "--shots", metavar="DIR", help="save every screen in every language as DIR/<lang>/*.png"
    )
    check.add_argument("--json", action="store_true", help="end with one JSON object")

    fuzz = commands.add_parser("fuzz", help="random games with every invariant checked")
    fuzz.add_argument("--game", choices=game_names(), default="favelas")
    fuzz.add_argument("--games", type=int, default=10_000)
    fuzz.add_argument("--seed", type=int, default=1)
    fuzz.add_argument("--json", action="store_true", help="end with one JSON object")

    stress = commands.add_parser(
        "stress", help="the app killed mid-game, or flooded with random input (headless)"
    )
    stress_kinds = stress.add_subparsers(dest="kind", metavar="KIND", required=True)
    kill = stress_kinds.add_parser(
        "kill", help="SIGKILL the app at random moments while it plays: every autosave replays"
    )
    kill.add_argument("--kills", type=int, default=50, help="starts killed")
    kill.add_argument("--seed", type=int, default=1, help="seed of the waits and the games")
    kill.add_argument("--json", action="store_true", help="end with one JSON object")
    monkey = stress_kinds.add_parser(
        "monkey", help="random mouse, keyboard and window events over every screen"
    )
    monkey.add_argument("--events", type=int, default=100_000, help="random events sent")
    monkey.add_argument("--seed", type=int, default=1, help="seed of the events")
    monkey.add_argument("--json", action="store_true", help="end with one JSON object")

    tournament = commands.add_parser(
        "tournament", help="AI levels against each other: win rates and decision times"
    )
    tournament.add_argument("--game", choices=game_names(), default="favelas")
    tournament.add_argument(
        "--seats",
        type=_levels,
        default=("hard", "medium"),
        metavar="LEVELS",
        help="comma-separated AI level per seat, rotated every game, e.g. hard,medium",
    )
    tournament.add_argument("--games", type=int, default=20)
    tournament.add_argument("--seed", type=int, default=1)
    tournament.add_argument("--jobs", type=int, default=1, help="games played at once")
    tournament.add_argument("--quiet", action="store_true", help="no line per game")
    tournament.add_argument("--json", action="store_true", help="end with one JSON object")
    return parser


def _levels(text: str) -> tuple[str, ...]:
    import argparse

    from favelas_app.ai import AI_LEVELS

    levels = tuple(level.strip() for level in text.split(","))
    unknown = [level for level in levels if level not in AI_LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown level {unknown[0]!r} (choose from {', '.join(AI_LEVELS)})"
        )
    return levels


class WindowStart(NamedTuple):
    frames: int | None  # quit after this many frames
    resume: bool  # open the autosaved game at once (--continue)


def window_start(argv: list[str]) -> WindowStart | None:
    """How `argv` opens the window, if that is all it does (no arguments, `--continue`,
    `--quit-after-frames N`, or both); None otherwise. Those starts skip building the whole
    parser: the window opens sooner."""
    rest = list(argv)
    resume = "--continue" in rest
    if resume:
        rest.remove("--continue")
    if not rest:
        return WindowStart(None, resume)
    if len(rest) == 2 and rest[0] == "--quit-after-frames" and rest[1].isdigit():
        frames = int(rest[1])
        return WindowStart(frames, resume) if frames >= 1 else None
    return None


def main(argv: list[str], out: TextIO | None = None) -> int:
    start = window_start(argv)
    if start is not None:
        from favelas_app.ui.main import run_app

        return run_app(start.frames, start.resume)
    out = out or sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)  # exits with 2 and a message on bad arguments
    if args.command is None:
        if args.quit_after_frames is not None and args.quit_after_frames < 1:
            parser.error("--quit-after-frames must be at least 1")
        from favelas_app.ui.main import run_app

        return run_app(args.quit_after_frames, args.resume)
    if args.resume:
        parser.error("--continue opens the window: it takes no command")
    if args.command == "play":
        _check_play(parser, args)
        from favelas_app.cli.play import run_play

        return run_play(args, out)
    if args.command == "bench":
        return _run_bench(parser, args, out)
    if args.command == "selftest":
        from favelas_app.cli.selftest import run_selftest

        return run_selftest(args, out)
    if args.command == "i18n":
        from favelas_app.cli.i18n import run_i18n_check

        return run_i18n_check(args, out)
    if args.command == "stress":
        return _run_stress(parser, args, out)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.command == "tournament":
        return _run_tournament(parser, args, out)
    return _run_fuzz(args, out)


def _run_tournament(parser: argparse.ArgumentParser, args: argparse.Namespace, out: TextIO) -> int:
    from favelas_app.games import get_game

    engine = get_game(args.game)
    if not engine.min_players <= len(args.seats) <= engine.max_players:
        parser.error(
            f"{args.game} needs {engine.min_players} to {engine.max_players} seats, "
            f"not {len(args.seats)}"
        )
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    from favelas_app.cli.tournament import run_tournament

    return run_tournament(args, out)


def _run_stress(parser: argparse.ArgumentParser, args: argparse.Namespace, out: TextIO) -> int:
    if args.kind == "monkey":
        if args.events < 1:
            parser.error("--events must be at least 1")
        from favelas_app.cli.stress_monkey import run_stress_monkey

        return run_stress_monkey(args.events, args.seed, args.json, out)
    if args.kills < 1:
        parser.error("--kills must be at least 1")
    from favelas_app.cli.stress_kill import run_stress_kill

    return run_stress_kill(args.kills, args.seed, args.json, out)


def _run_bench(parser: argparse.ArgumentParser, args: argparse.Namespace, out: TextIO) -> int:
    if args.kind == "engine":
        if args.seconds <= 0:
            parser.error("--seconds must be positive")
        from favelas_app.cli.bench import run_bench_engine

        return run_bench_engine(args, out)
    if args.kind == "load":
        if args.saves < 1 or args.runs < 1:
            parser.error("--saves and --runs must be at least 1")
        from favelas_app.cli.bench_load import run_bench_load

        return run_bench_load(args, out)
    from favelas_app.cli import bench_ui

    if args.kind == "render":
        if args.frames < 1:
            parser.error("--frames must be at least 1")
        return bench_ui.run_bench_render(args, out)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return bench_ui.run_bench_startup(args, out)


def _check_play(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    from favelas_app.games import get_game

    game = get_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        parser.error(
            f"{args.game} is played by {game.min_players} to {game.max_players} players, "
            f"not {args.players}"
        )
    if not 0 <= args.humans <= args.players:
        parser.error(f"--humans must be between 0 and the number of players ({args.players})")
    if args.names is not None:
        _check_names(parser, args.names.split(","), args.players)
    if args.rivalry is not None:
        _check_rivalry(parser, args)
    from favelas_app.core.record import MAX_SEED

    if args.seed is None:
        import secrets

        args.seed = secrets.randbelow(2**31)
    elif not 0 <= args.seed < MAX_SEED:
        parser.error("--seed must be a whole number from 0 to 2**64 - 1")


def _check_names(parser: argparse.ArgumentParser, names: list[str], players: int) -> None:
    """--names: one per seat, each a name a save can hold (so the record always loads)."""
    from favelas_app.core.protocol import SetupError, check_name

    if len(names) != players:
        parser.error(f"--names needs {players} comma-separated names")
    for name in names:
        try:
            check_name(name)
        except SetupError as exc:
            parser.error(f"--names: {str(exc).removeprefix('setup: ')}")


def _check_rivalry(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--rivalry names Holi's rivalry cards: known names, each once, at most three."""
    if args.game != "holi":
        parser.error(f"--rivalry is for Holi only (--game holi): {args.game} has no rivalry cards")
    from favelas_app.cli.play import rivalry_names
    from favelas_app.games.holi.components import MAX_RIVALRY_CARDS, RIVALRY_CARDS

    names = rivalry_names(args.rivalry)
    known = ", ".join(RIVALRY_CARDS)
    if not names:
        parser.error(f"--rivalry needs at least one rivalry card: {known}")
    unknown = [name for name in names if name not in RIVALRY_CARDS]
    if unknown:
        parser.error(f"--rivalry: no rivalry card called {', '.join(unknown)}; choose from {known}")
    if len(set(names)) != len(names):
        parser.error("--rivalry: each rivalry card can be in play only once")
    if len(names) > MAX_RIVALRY_CARDS:
        parser.error(f"--rivalry: at most {MAX_RIVALRY_CARDS} rivalry cards are in play")


def _run_fuzz(args: argparse.Namespace, out: TextIO) -> int:
    from favelas_app.core.fuzz import FuzzFailure, fuzz
    from favelas_app.games import get_game

    try:
        report = fuzz(get_game(args.game), args.games, args.seed)
    except FuzzFailure as failure:
        print(f"FAILED: {failure}", file=out)
        if args.json:
            print(json.dumps({"game": args.game, "ok": False, "error": str(failure)}), file=out)
        return 1
    by_players = ", ".join(f"{n}p: {k}" for n, k in sorted(report.games_by_players.items()))
    print(
        f"{args.game}: {report.games} games ({by_players}), {report.actions} actions, "
        "every invariant held and every record replayed exactly",
        file=out,
    )
    if args.json:
        result = {
            "game": args.game,
            "ok": True,
            "games": report.games,
            "actions": report.actions,
            "games_by_players": {str(n): k for n, k in sorted(report.games_by_players.items())},
        }
        print(json.dumps(result), file=out)
    return 0
