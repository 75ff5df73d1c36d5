"""Holi scoring: tokens by floor, colour on others, sweets, direct hits and rivalry cards.

Scores can be read at any moment (a live standing); at the end of the game they are final.
"""

from __future__ import annotations

from favelas_app.core.protocol import Outcome, Score
from favelas_app.games.holi.components import (
    COLUMN_POINTS,
    FLOOR_POINTS,
    FLOORS,
    POINTS_PER_SWEETER_THAN,
    POINTS_PER_TOKEN_ON_OTHERS,
    SPLASH_POINTS,
    SQUARES,
    SUMMIT_POINTS,
    cell_of,
    neighbours,
)
from favelas_app.games.holi.state import HoliState

CATEGORIES = (
    "holi.category.ground_floor",
    "holi.category.middle_floor",
    "holi.category.top_floor",
    "holi.category.colour_on_others",
    "holi.category.sweets",
    "holi.category.direct_hits",
    "holi.category.rivalry",
)

TIEBREAK_COLOUR_ON_OTHERS = "holi.tiebreak.colour_on_others"
TIEBREAK_SWEETS = "holi.tiebreak.sweets"
TIEBREAK_TURN_ORDER = "holi.tiebreak.turn_order"


def tokens_on_floor(s: HoliState, player: int, floor: int) -> int:
    base = cell_of(floor, 0)
    return s.tokens[base : base + SQUARES].count(player)


def colour_on_others(s: HoliState, player: int) -> int:
    """How many of `player`'s tokens lie in other players' supplies."""
    return sum(s.supplies[q][player] for q in range(s.players) if q != player)


def rivalry_breakdown(s: HoliState, player: int) -> tuple[tuple[str, int], ...]:
    """The end-of-game points each scoring rivalry card in play gives `player` now."""
    parts: list[tuple[str, int]] = []
    if "summit" in s.rivalry:
        parts.append(("summit", SUMMIT_POINTS * tokens_on_floor(s, player, FLOORS)))
    if "splash" in s.rivalry:
        patches = [largest_patch(s, p) for p in range(s.players)]
        best = max(patches)
        won = best > 0 and patches[player] == best
        parts.append(("splash", SPLASH_POINTS if won else 0))
    if "column" in s.rivalry:
        full = sum(
            all(s.tokens[cell_of(floor, square)] == player for floor in range(1, FLOORS + 1))
            for square in range(SQUARES)
        )
        parts.append(("column", COLUMN_POINTS * full))
    return tuple(parts)


def largest_patch(s: HoliState, player: int) -> int:
    """The most tokens of `player` joined side by side on any one floor."""
    best = 0
    for floor in range(1, FLOORS + 1):
        base = cell_of(floor, 0)
        seen: set[int] = set()
        for start in range(SQUARES):
            if start in seen or s.tokens[base + start] != player:
                continue
            seen.add(start)
            todo, size = [start], 0
            while todo:
                square = todo.pop()
                size += 1
                for n in neighbours(square):
                    if n not in seen and s.tokens[base + n] == player:
                        seen.add(n)
                        todo.append(n)
            best = max(best, size)
    return best


def score_parts(s: HoliState, player: int) -> tuple[int, ...]:
    """`player`'s points in CATEGORIES order."""
    fewer = sum(1 for q in range(s.players) if s.sweets_held[q] < s.sweets_held[player])
    return (
        *(FLOOR_POINTS[f - 1] * tokens_on_floor(s, player, f) for f in range(1, FLOORS + 1)),
        POINTS_PER_TOKEN_ON_OTHERS * colour_on_others(s, player),
        POINTS_PER_SWEETER_THAN * fewer,
        s.hit_points[player],
        s.rivalry_points[player] + sum(points for _, points in rivalry_breakdown(s, player)),
    )


def scores_of(s: HoliState) -> tuple[Score, ...]:
    result = []
    for p in range(s.players):
        parts = score_parts(s, p)
        result.append(Score(sum(parts), tuple(zip(CATEGORIES, parts, strict=True))))
    return tuple(result)


def outcome_of(s: HoliState) -> Outcome:
    """Most points; ties go to more colour on others, then more sweets, then turn order."""
    totals = [score.total for score in scores_of(s)]
    leaders = [p for p in range(s.players) if totals[p] == max(totals)]
    if len(leaders) == 1:
        return Outcome(tuple(leaders))
    for key, measure in (
        (TIEBREAK_COLOUR_ON_OTHERS, lambda p: colour_on_others(s, p)),
        (TIEBREAK_SWEETS, lambda p: s.sweets_held[p]),
    ):
        best = max(measure(p) for p in leaders)
        leaders = [p for p in leaders if measure(p) == best]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), key)
    earliest = min(leaders, key=lambda p: (p - s.first) % s.players)
    return Outcome((earliest,), TIEBREAK_TURN_ORDER)
