"""Year-end scoring: colour majorities by the council dice, and the 5-colour bonus."""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.games.favelas.components import COLOURS, DICE

CATEGORIES: tuple[str, ...] = DICE  # one score category per council die, in board order
_BONUS = len(COLOURS)


def score_year(counts: Sequence[Sequence[int]], dice: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Points per player and category (CATEGORIES order) for one year.

    `counts[p][c]` is how many houses of colour c player p shows; `dice` are the council dice
    in DICE order. Everyone tied for the most of a colour scores its die in full; a colour
    nobody shows scores for nobody; everyone showing all five colours scores the bonus die.
    """
    points = [[0] * len(CATEGORIES) for _ in counts]
    for c in range(len(COLOURS)):
        most = max(player_counts[c] for player_counts in counts)
        if most == 0:
            continue
        for p, player_counts in enumerate(counts):
            if player_counts[c] == most:
                points[p][c] = dice[c]
    for p, player_counts in enumerate(counts):
        if all(player_counts):
            points[p][_BONUS] = dice[_BONUS]
    return tuple(tuple(row) for row in points)
