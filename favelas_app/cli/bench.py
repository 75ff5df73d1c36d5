"""`favelas bench engine`: full random games per second for each player count."""

from __future__ import annotations

import json
import time
from typing import Any, TextIO

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.rng import Rng
from favelas_app.games import get_game

REFERENCE_DECK = 55  # the reference workload shuffles a deck the size of Favelas' doubles


def reference_per_second(seconds: float) -> float:
    """A fixed pure-Python workload (deck shuffles with our RNG) timed in the same run.

    Dividing games per second by it gives a figure that a busy or slower machine moves less.
    """
    rng = Rng.from_seed(0)
    deck = list(range(REFERENCE_DECK))
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(100):
            rng.shuffle(deck)
        done += 100
    return done / elapsed


def games_per_second(game_name: str, players: int, seconds: float) -> float:
    game = get_game(game_name)
    seed, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or seed == 0:
        play_random_game(game, players, seed, check=False)
        seed += 1
    return seed / elapsed


def run_bench_engine(args: Any, out: TextIO) -> int:
    game = get_game(args.game)
    rates: dict[str, float] = {}
    reference = reference_per_second(min(args.seconds, 1.0))
    for players in range(game.min_players, game.max_players + 1):
        rate = games_per_second(args.game, players, args.seconds)
        rates[str(players)] = round(rate, 1)
        print(
            f"{args.game}: {players} players  {rate:8.1f} games/s  "
            f"({rate / reference * 1000:.2f} per 1000 reference shuffles)",
            file=out,
        )
    print(f"reference: {reference:.0f} shuffles of {REFERENCE_DECK} per second", file=out)
    if args.json:
        result = {
            "game": args.game,
            "games_per_second": rates,
            "reference_shuffles_per_second": round(reference, 1),
        }
        print(json.dumps(result), file=out)
    return 0
