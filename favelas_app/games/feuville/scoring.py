"""Feuville scores: the points each player's marker has advanced, by scoring category.

Points only change through PointsScored events, so the ledger in the state is the score
track; at the end of the game it holds the fewest-decrees bonus too.
"""

from __future__ import annotations

from favelas_app.core.protocol import Outcome, Score
from favelas_app.games.feuville.components import ENTERTAINER_TARGET
from favelas_app.games.feuville.state import FeuvilleState

# The scoring categories, in the order of the ledger; each is a locale key's last part.
CATEGORIES = (
    "entertainer",
    "districts",
    "town",
    "symbols",
    "view",
    "charms",
    "fewest_decrees",
)
CATEGORY = {name: index for index, name in enumerate(CATEGORIES)}


def category_key(name: str) -> str:
    return f"feuville.category.{name}"


def entertainer_points(total: int) -> tuple[int, int]:
    """What the Entertainer's sum scores, as (for the roller, for each other player): under
    10 the sum and the difference to 10; exactly 10 scores 10 for the roller alone; over 10
    nothing for the roller and the excess over 10 for the others."""
    if total < ENTERTAINER_TARGET:
        return total, ENTERTAINER_TARGET - total
    if total == ENTERTAINER_TARGET:
        return total, 0
    return 0, total - ENTERTAINER_TARGET


def scores_of(s: FeuvilleState) -> tuple[Score, ...]:
    return tuple(
        Score(
            sum(s.ledger[p]),
            tuple((category_key(name), s.ledger[p][i]) for i, name in enumerate(CATEGORIES)),
        )
        for p in range(s.players)
    )


def outcome_of(s: FeuvilleState) -> Outcome:
    """The most prestige points win; the rulebook names no tie-break, so ties share it."""
    totals = [sum(row) for row in s.ledger]
    best = max(totals)
    return Outcome(tuple(p for p, total in enumerate(totals) if total == best))
