"""`favelas tournament`: AI levels against each other, with win rates and decision times."""

from __future__ import annotations

import json
from typing import Any, TextIO

from favelas_app.ai.tournament import percentile, play_games, summarise


def run_tournament(args: Any, out: TextIO) -> int:
    seats = args.seats
    print(
        f"tournament: {args.game}, seats {','.join(seats)} rotated, {args.games} games "
        f"from seed {args.seed}",
        file=out,
        flush=True,
    )
    results = []
    for result in play_games(args.game, seats, args.games, args.seed, args.jobs):
        results.append(result)
        if not args.quiet:
            scores = ", ".join(
                f"{level} {score}"
                for level, score in zip(result.levels, result.scores, strict=True)
            )
            won = "+".join(result.levels[p] for p in result.winners) or "nobody"
            print(
                f"game {result.index + 1} (deal {result.seed}): {scores}; won: {won}",
                file=out,
                flush=True,
            )
    summary = summarise(seats, results)
    print(
        f"\n{'level':<8} {'win rate':>8}  {'95% CI':<15} {'avg score':>9} {'decisions':>9} "
        f"{'median ms':>9} {'p95 ms':>8}",
        file=out,
    )
    report: dict[str, Any] = {
        "game": args.game,
        "games": args.games,
        "seats": list(seats),
        "seed": args.seed,
        "win_rate": {},
        "ci95": {},
        "average_score": {},
        "decision_ms": {},
    }
    for level, entry in summary.items():
        low, high = entry.ci95()
        median = percentile(entry.decision_ms, 0.5)
        p95 = percentile(entry.decision_ms, 0.95)
        interval = f"[{100 * low:.1f}, {100 * high:.1f}]"
        print(
            f"{level:<8} {100 * entry.win_rate:>7.1f}%  {interval:<15} {entry.average_score:>9.1f} "
            f"{len(entry.decision_ms):>9} {median:>9.1f} {p95:>8.1f}",
            file=out,
        )
        report["win_rate"][level] = round(entry.win_rate, 4)
        report["ci95"][level] = [round(low, 4), round(high, 4)]
        report["average_score"][level] = round(entry.average_score, 2)
        report["decision_ms"][level] = {
            "median": round(median, 2),
            "p95": round(p95, 2),
            "decisions": len(entry.decision_ms),
        }
    print(
        "(a shared win counts as a share; only decisions with more than one legal action are "
        "timed)",
        file=out,
    )
    if args.json:
        print(json.dumps(report), file=out)
    return 0
