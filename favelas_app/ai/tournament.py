"""AI levels playing each other: many games, seats rotated, results and decision times.

Games come in rounds of one deal (one game seed) per seat rotation, so every level plays
the same deals from every seat. Only real decisions (more than one legal action) are timed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from favelas_app.ai.agents import make_agent
from favelas_app.core.protocol import Setup
from favelas_app.games import get_game

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


@dataclass(frozen=True)
class GameResult:
    """One game: the level in each seat, the scores, who won and each seat's decision times."""

    index: int
    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decision_ms: tuple[tuple[float, ...], ...]


def seat_levels(seats: Sequence[str], index: int) -> tuple[str, ...]:
    """The levels by seat in game `index`: the list rotated one seat further each game."""
    shift = index % len(seats)
    return tuple(seats[shift:]) + tuple(seats[:shift])


def play_game(game_name: str, seats: Sequence[str], seed: int, index: int) -> GameResult:
    """Plays game `index` of a tournament to the end."""
    game = get_game(game_name)
    levels = seat_levels(seats, index)
    deal = seed + index // len(seats)
    agents = [make_agent(level, deal * 1009 + index * 31 + p) for p, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in levels]
    state = game.new_game(Setup(len(levels)), deal)
    while (decision := state.decision) is not None:
        player = decision.players[0]
        view = game.view(state, player)
        choices = len(game.legal_actions(view))
        start = time.perf_counter()
        action = agents[player].choose(game, view, player)
        if choices > 1:
            times[player].append((time.perf_counter() - start) * 1000)
        state, _ = game.apply(state, action)
    outcome = game.outcome(state)
    return GameResult(
        index,
        deal,
        levels,
        tuple(score.total for score in game.scores(state)),
        outcome.winners if outcome is not None else (),
        tuple(tuple(seat) for seat in times),
    )


def play_games(
    game_name: str, seats: Sequence[str], games: int, seed: int, jobs: int = 1
) -> Iterator[GameResult]:
    """The results in order of play; with `jobs` > 1, games run in that many processes."""
    if jobs <= 1:
        for index in range(games):
            yield play_game(game_name, seats, seed, index)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(
            play_game, *zip(*((game_name, seats, seed, i) for i in range(games)), strict=True)
        )


@dataclass
class LevelSummary:
    """What one level did over the tournament."""

    seats_played: int = 0  # games times the seats the level held in each
    wins: float = 0.0  # a shared win counts as a share
    points: int = 0
    decision_ms: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats_played if self.seats_played else 0.0

    @property
    def average_score(self) -> float:
        return self.points / self.seats_played if self.seats_played else 0.0

    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.seats_played)


def summarise(seats: Sequence[str], results: Sequence[GameResult]) -> dict[str, LevelSummary]:
    summary = {level: LevelSummary() for level in dict.fromkeys(seats)}
    for result in results:
        for p, level in enumerate(result.levels):
            entry = summary[level]
            entry.seats_played += 1
            entry.points += result.scores[p]
            if p in result.winners:
                entry.wins += 1 / len(result.winners)
            entry.decision_ms.extend(result.decision_ms[p])
    return summary


def wilson_interval(successes: float, trials: int) -> tuple[float, float]:
    """The Wilson score interval of a proportion at 95% confidence."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], fraction: float) -> float:
    """The `fraction` quantile by linear interpolation between the closest ranks."""
    if not values:
        return 0.0
    ordered = sorted(values)
    at = (len(ordered) - 1) * fraction
    low = math.floor(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)
