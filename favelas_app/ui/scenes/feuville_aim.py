"""What a pointer on Feuville's board or towns means: always a subset of the legal actions,
which are the only truth of what may be done.

A board spot (a display tile, a decree, a skill, a fairy slot, the Town Evaluation) offers
the legal actions that take it, for the die picked (or any die). A town's build spot offers
building, burning or restoring that column, or evaluating a decree from it; a storage or
charm space the actions that name it; another player's storage space the Thief's theft.
"""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.core.protocol import Action
from favelas_app.games.feuville.actions import (
    Build,
    Burn,
    Evaluate,
    EvaluateTown,
    GuestBuild,
    Protect,
    Restore,
    Steal,
    Store,
)
from favelas_app.games.feuville.components import DECREES
from favelas_app.games.feuville.state import GNOME, HELD, FeuvilleState
from favelas_app.games.feuville.town import evaluation_points, town_points
from favelas_app.ui.render.feuville_board import GNOME_SPOT, Spot, choices
from favelas_app.ui.render.feuville_skyline import TownSpot

Scored = tuple[tuple[int, ...], int]  # the columns an evaluation scores, and its points


def die_of(action: Action) -> int | None:
    """The die an action puts down (0, 1 or GNOME), None for an action of no die."""
    return getattr(action, "die", None)


def for_die(legal: Sequence[Action], die: int | None) -> list[Action]:
    """The legal actions with `die` (None: every one), and those of no die."""
    return [a for a in legal if die is None or die_of(a) in (None, die)]


def dice_free(legal: Sequence[Action]) -> set[int]:
    """The dice (0, 1, GNOME) some legal action may put down now."""
    return {d for a in legal if (d := die_of(a)) is not None}


def on_board(
    state: FeuvilleState, legal: Sequence[Action], spot: Spot, die: int | None
) -> list[Action]:
    """The legal actions that take `spot` of the board with `die` (None: any die)."""
    if spot == GNOME_SPOT:
        return [a for a in legal if die_of(a) == GNOME]
    return [a for a in legal if spot in choices(state, [a], die)]


def in_town(legal: Sequence[Action], decider: int, player: int, spot: TownSpot) -> list[Action]:
    """The legal actions `decider` takes by pointing at `spot` of `player`'s town."""
    if player != decider:
        return [
            a for a in legal if isinstance(a, Steal) and (a.victim, a.space) == (player, spot.x)
        ]
    if spot.kind == "build":
        columns = Build | GuestBuild | Burn | Restore | Evaluate
        return [a for a in legal if isinstance(a, columns) and a.x == spot.x]
    if spot.kind == "storage":
        return [
            a
            for a in legal
            if (isinstance(a, Build | Evaluate) and a.source == spot.x)
            or (isinstance(a, Store) and a.discard == spot.x)
            or (isinstance(a, Protect) and a.space == spot.x)
        ]
    return [a for a in legal if isinstance(a, Protect) and a.source == spot.x]


def level_at(state: FeuvilleState, player: int, x: int) -> int:
    """The level a tile built into column `x` takes (0 for a new column)."""
    column = state.column_at(player, x)
    return 0 if column is None else column.height


def build_spots(
    state: FeuvilleState, legal: Sequence[Action], player: int
) -> frozenset[tuple[int, int]]:
    """(x, level) of every column the held or stored tile may be built into."""
    xs = {a.x for a in legal if isinstance(a, Build | GuestBuild)}
    return frozenset((x, level_at(state, player, x)) for x in xs)


def burnable(legal: Sequence[Action]) -> frozenset[int]:
    return frozenset(a.x for a in legal if isinstance(a, Burn))


def scored(state: FeuvilleState, player: int, action: Action | None) -> Scored | None:
    """The columns an evaluation scores and its points (None: `action` evaluates nothing)."""
    if isinstance(action, EvaluateTown):
        columns = tuple(range(action.left, action.right + 1))
        return columns, town_points(state, player, action.left, action.right)
    if not isinstance(action, Evaluate):
        return None
    if action.source == HELD:
        decree = state.tasks[0].item
    else:
        stored = state.boards[player][action.source]
        if stored is None:
            return None
        decree = stored.item
    spec = DECREES[decree]
    points = evaluation_points(state, player, spec, action.x, action.level, action.symbol)
    if spec.kind == "little_district":
        columns: tuple[int, ...] = (action.x,)
    elif spec.kind in ("large_district", "splendid_view"):
        columns = (action.x, action.x + 1)
    else:
        columns = tuple(x for x in state.xs(player) if not state.column_at(player, x).burnt)
    return columns, points
