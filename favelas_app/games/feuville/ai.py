"""What the AI knows of Feuville beyond its rules: how to fill in the face-down tiles,
decrees and fairy magic a seat cannot see, and how many points a position promises.

A view hides five things (see `FeuvilleGame.view`): the building-tile stacks (each tile
shows only its back, I or II), the decree stack, the fairy magic pile, the fairy magic on
the other players' boards (face down), and the seven decrees left out at set-up.
Everything else, held and stored items included, lies open.
"""

from __future__ import annotations

from functools import cache
from hashlib import shake_128
from itertools import groupby
from typing import NamedTuple

from favelas_app.core.rng import Rng
from favelas_app.games.feuville.components import (
    BACKS,
    CHARMS,
    DECREES,
    ENTERTAINER_TARGET,
    FEWEST_DECREES_BONUS,
    FIRST_TOWN_EVALUATION,
    LARGE_DISTRICT_POINTS,
    LITTLE_DISTRICT_POINTS,
    ROWS,
    START_TILE,
    TILES,
)
from favelas_app.games.feuville.scoring import entertainer_points
from favelas_app.games.feuville.state import (
    EMPTY,
    HIDDEN,
    HIDDEN_TILES,
    NO_GRASS,
    Column,
    FeuvilleState,
    Task,
    TaskKind,
)
from favelas_app.games.feuville.town import (
    evaluation_choices,
    evaluation_points,
    town_points,
    town_spans,
)

# -- determinization -------------------------------------------------------------------------

# The building tiles that may lie face down under each back code, by row.
_STACK_TILES: tuple[dict[int, tuple[int, ...]], ...] = tuple(
    {
        HIDDEN_TILES[tiles[0]]: tiles
        for back in BACKS[1:]
        if (
            tiles := tuple(
                t for t in range(START_TILE) if TILES[t].kind == row and TILES[t].back == back
            )
        )
    }
    for row in ROWS
)
_KEYS = START_TILE + FIRST_TOWN_EVALUATION + len(CHARMS)  # one sort key per hideable item


class _Unseen:
    """What one view leaves unseen (in id order), and the shape of its hidden slots."""

    __slots__ = ("charms", "decrees", "held", "runs", "tiles", "view")

    def __init__(self, view: FeuvilleState) -> None:
        self.view = view
        seen = {t for town in view.towns for column in town for t in column.tiles}
        seen.update(t for row in view.display for t in row)
        seen.update(view.removed_tiles)
        decrees = {*view.decree_display, *view.removed_decrees}
        decrees.update(d for done in view.evaluated for d in done)
        charms = {*view.charm_display, *(c for held in view.charms for c in held)}
        for board in view.boards:
            for stored in board:
                if stored is not None:
                    (seen if stored.kind == "tile" else decrees).add(stored.item)
                    charms.add(stored.protection)
        for task in view.tasks:
            if task.kind is TaskKind.PLACE_TILE:
                seen.add(task.item)
            elif task.kind is TaskKind.PLACE_DECREE:
                decrees.add(task.item)
            elif task.kind is TaskKind.PLACE_CHARM:
                charms.add(task.item)
        # per row: its stack as runs of one back code, bottom first
        self.runs = tuple(
            tuple((code, len(tuple(run))) for code, run in groupby(stack)) for stack in view.stacks
        )
        self.tiles = tuple(
            {code: [t for t in candidates[code] if t not in seen] for code in set(stack)}
            for stack, candidates in zip(view.stacks, _STACK_TILES, strict=True)
        )
        self.decrees = [d for d in range(FIRST_TOWN_EVALUATION) if d not in decrees]
        self.charms = [c for c in range(len(CHARMS)) if c not in charms]
        # per player: how many face-down charms lie on their board
        self.held = tuple(held.count(HIDDEN) for held in view.charms)


class FeuvilleKnowledge:
    """Determinization and evaluation of Feuville positions for the shared AI."""

    margin = 6.0  # a typical 2-player winning margin of the medium level, in points

    def __init__(self) -> None:
        # The search asks again and again about one view, and about each state for every
        # player in turn: the last answer of each is kept (states are never changed).
        self._unseen: _Unseen | None = None
        self._judged: tuple[FeuvilleState | None, list[float]] = (None, [])

    def determinize(self, view: FeuvilleState, player: int, rng: Rng) -> FeuvilleState:
        """Deals the unseen tiles, decrees and charms at random into the hidden slots.

        A stack slot gets an unseen tile of its row with the back it shows; a face-down
        charm on a board gets an unseen charm that is kept (never prestige points, which
        score at once), the rest go to the pile. One 64-bit seed drawn from `rng` is
        stretched by SHAKE-128 into a random sort key per item, which orders every pool
        uniformly at C speed; the state's own RNG is drawn from `rng`.
        """
        unseen = self._unseen
        if unseen is None or unseen.view is not view:
            unseen = self._unseen = _Unseen(view)
        seed = rng.next_u32() << 32 | rng.next_u32()
        keys = memoryview(shake_128(seed.to_bytes(8, "little")).digest(4 * _KEYS)).cast("I")
        tile_key = keys.tolist().__getitem__
        stacks = []
        for runs, pools in zip(unseen.runs, unseen.tiles, strict=True):
            dealt = {code: sorted(pool, key=tile_key) for code, pool in pools.items()}
            stack: list[int] = []
            for code, length in runs:
                pool = dealt[code]
                stack += pool[:length]
                del pool[:length]
            stacks.append(tuple(stack))
        decrees = sorted(unseen.decrees, key=keys[START_TILE:].tolist().__getitem__)
        charms = sorted(
            unseen.charms, key=keys[START_TILE + FIRST_TOWN_EVALUATION :].tolist().__getitem__
        )
        state = view.copy()
        state.stacks = tuple(stacks)
        cut = len(view.decree_stack)
        state.decree_stack = tuple(decrees[:cut])
        if HIDDEN in view.removed_decrees:
            left_out = iter(decrees[cut:])
            state.removed_decrees = tuple(
                next(left_out) if d == HIDDEN else d for d in view.removed_decrees
            )
        if any(unseen.held):
            kept = iter([c for c in charms if CHARMS[c].kind != "points"])
            dealt = [[next(kept) for _ in range(count)] for count in unseen.held]
            state.charms = tuple(
                tuple(dealt[q]) if count else held
                for q, (held, count) in enumerate(zip(view.charms, unseen.held, strict=True))
            )
            on_boards = {c for seat in dealt for c in seat}
            charms = [c for c in charms if c not in on_boards]
        state.charm_pile = tuple(charms)
        state.rng = rng.next_u32() << 32 | rng.next_u32()
        return state

    def evaluate(self, state: FeuvilleState, player: int) -> float:
        """Points so far plus what the town, the board, the hand and the turn promise."""
        last, values = self._judged
        if last is not state:
            values = _values(state)
            self._judged = (state, values)
        return values[player]


KNOWLEDGE = FeuvilleKnowledge()


# -- evaluation ------------------------------------------------------------------------------

# Weights in prestige points, tuned by tournaments against the random and medium levels.
TILE = 0.3  # any unburnt built tile: material for decrees to come
SYMBOL = 0.9  # a status symbol on an unburnt tile (status decrees, Splendid View)
CLOUD = 0.4  # a cloud on an unburnt sky tile, besides the fire it keeps off
TWO_HIGH = 0.5  # an unevaluated column of wall and tower: a district in the making
READY = 1.5  # a complete, unevaluated column: a little district waiting for its decree
READY_PAIR = 1.2  # two complete columns side by side: a large district waiting
CORNER = 0.5  # a corner wall, and again a corner tower on it: the townscape's ends
GATE = 0.4  # a town gate
BURNT_SHARE = 0.3  # what a burnt column keeps of its worth: it may be restored
DRAGON_ODDS = 0.35  # the chance a surplus column burns before its owner covers it
SHIELD = 0.4  # what fire protection leaves of that risk
TOWN_SHARE = 0.85  # of a complete townscape's points, while a Town Evaluation is left
HELD_DECREE = 0.9  # of what a held or stored decree scores now
DECREE_HOPE = 0.3  # of a district decree's points, when no district is ready for it
HELD_TILE = 0.7  # of a tile's worth once built, while it waits on the board or in hand
GUEST = 0.5  # of the best display tile, for a guest of the Publican
PROTECTED = 0.3  # a theft protection lying on a stored item
DIE = 1.5  # a die still to use this turn; the others are credited with one each
CHARM_WORTH = {"great_selection": 1.5, "theft_protection": 0.6, "fire_protection": 1.2}
LEAD_PULL = 2.0  # how much more a lead counts at the end: fewer turns are left to turn it
DECREES_AT_START = 19  # in the stack and on display after set-up: 26 - 7 left out


def _tile_worth(tile: int) -> float:
    """What a tile adds to a town once built (before decrees count it)."""
    t = TILES[tile]
    worth = TILE + SYMBOL * len(t.symbols) + CLOUD * t.clouds
    worth += {"sky": READY - TWO_HIGH, "tower": TWO_HIGH, "wall": 0.0}[t.kind]
    worth += {"left": CORNER, "right": CORNER, "gate": GATE}.get(t.shape, 0.0)
    return worth


_TILE_WORTH = tuple(_tile_worth(t) for t in range(len(TILES)))
_SYMBOLS = tuple(len(tile.symbols) for tile in TILES)
_CLOUDS = tuple(tile.clouds for tile in TILES)
_SHAPES = tuple(tile.shape for tile in TILES)


def _charm_worth(charm: int) -> float:
    return CHARMS[charm].points or CHARM_WORTH[CHARMS[charm].kind]


@cache
def _entertainer(total: int) -> tuple[float, float]:
    """(the roller's, each other player's) expected points from an Entertainer sum of
    `total`, when the roller stops or rolls on to get the most ahead of the others."""
    mine, theirs = entertainer_points(total)
    if total >= ENTERTAINER_TARGET:
        return float(mine), float(theirs)
    rolls = [_entertainer(total + roll) for roll in range(1, 7)]
    on = (sum(m for m, _ in rolls) / 6, sum(t for _, t in rolls) / 6)
    return (float(mine), float(theirs)) if mine - theirs >= on[0] - on[1] else on


class _Town(NamedTuple):
    """What a town is worth, as far as it depends on the town alone."""

    worth: float  # tiles, symbols, districts in the making, corners, ruins
    losses: tuple[float, ...]  # what burning each burnable column would cost, cheapest first
    gains: tuple[float, ...]  # what restoring each burnt column would bring, dearest first
    unburnt: int  # unburnt columns that need a cloud: all but the start column
    clouds: int
    townscape: int  # the points of the best complete townscape, 0 without one


_TOWNS: dict[tuple[Column, ...], _Town] = {}
_DECREE_POINTS: dict[tuple[int, tuple[Column, ...], bool], int] = {}
_MEMO_LIMIT = 200_000  # entries a memo may hold before it starts afresh


def _column_worth(column: Column) -> float:
    tiles = column.tiles
    height = len(tiles)
    worth = TILE * height + SYMBOL * sum(_SYMBOLS[t] for t in tiles)
    if height == 3:
        worth += CLOUD * _CLOUDS[tiles[2]]
    if column.grass == NO_GRASS:
        worth += READY if height == 3 else TWO_HIGH if height == 2 else 0.0
    shape = _SHAPES[tiles[0]]
    if shape in ("left", "right"):
        worth += CORNER * (1 + (height > 1 and _SHAPES[tiles[1]] == shape))
    elif shape == "gate":
        worth += GATE
    return worth


def _town_of(s: FeuvilleState, p: int) -> _Town:
    town = s.towns[p]
    found = _TOWNS.get(town)
    if found is not None:
        return found
    worth = 0.0
    losses, gains = [], []
    unburnt = clouds = run = 0
    for column in town:
        full = _column_worth(column)
        if column.burnt:
            worth += BURNT_SHARE * full
            gains.append((1 - BURNT_SHARE) * full)
            run = 0
            continue
        worth += full
        if not column.is_start:  # it never burns and needs no cloud
            unburnt += 1
            losses.append((1 - BURNT_SHARE) * full)
        if column.height == 3:
            clouds += _CLOUDS[column.tiles[2]]
            run = run + 1 if column.grass == NO_GRASS else 0
            if run == 2:
                worth += READY_PAIR
                run = 0
        else:
            run = 0
    spans = town_spans(s, p)
    townscape = max((town_points(s, p, left, right) for left, right in spans), default=0)
    found = _Town(
        worth, tuple(sorted(losses)), tuple(sorted(gains, reverse=True)), unburnt, clouds, townscape
    )
    if len(_TOWNS) >= _MEMO_LIMIT:
        _TOWNS.clear()
    _TOWNS[town] = found
    return found


def _decree_points(s: FeuvilleState, p: int, decree: int) -> int:
    """The most `decree` would score for `p` now."""
    key = (decree, s.towns[p], s.grass >= 2)
    found = _DECREE_POINTS.get(key)
    if found is None:
        rule = DECREES[decree]
        found = max(
            (evaluation_points(s, p, rule, *choice) for choice in evaluation_choices(s, p, rule)),
            default=0,
        )
        if len(_DECREE_POINTS) >= _MEMO_LIMIT:
            _DECREE_POINTS.clear()
        _DECREE_POINTS[key] = found
    return found


def _item_worth(s: FeuvilleState, p: int, kind: str, item: int) -> float:
    """What a held or stored tile, decree or charm is worth to `p`."""
    if kind == "tile":
        return HELD_TILE * _TILE_WORTH[item]
    if kind == "charm":
        return _charm_worth(item)
    best = _decree_points(s, p, item)
    if best == 0 and DECREES[item].kind == "little_district":
        return DECREE_HOPE * LITTLE_DISTRICT_POINTS
    if best == 0 and DECREES[item].kind == "large_district":
        return DECREE_HOPE * LARGE_DISTRICT_POINTS
    return HELD_DECREE * best


def _best_display_tile(s: FeuvilleState) -> float:
    return max((_TILE_WORTH[t] for row in s.display for t in row if t != EMPTY), default=0.0)


def _player(s: FeuvilleState, p: int, town: _Town) -> float:
    """`p`'s town, board and fairy magic, less what the dragon threatens."""
    worth = town.worth
    if (
        town.townscape
        and s.town_evaluations
        and not any(d >= FIRST_TOWN_EVALUATION for d in s.evaluated[p])
    ):
        worth += TOWN_SHARE * town.townscape
    surplus = town.unburnt - town.clouds
    if surplus > 0:
        risk = DRAGON_ODDS * sum(town.losses[:surplus])
        shielded = s.holds_charm(p, "fire_protection") != EMPTY
        worth -= SHIELD * risk if shielded else risk
    worth += sum(CHARM_WORTH[CHARMS[c].kind] for c in s.charms[p])
    for stored in s.boards[p]:
        if stored is not None:
            worth += _item_worth(s, p, stored.kind, stored.item)
            if stored.protection != EMPTY:
                worth += PROTECTED
    return worth


def _values(s: FeuvilleState) -> list[float]:
    """Each player's points so far plus what their position promises."""
    n = s.players
    values = [float(sum(row)) for row in s.ledger]
    if s.over:
        return values
    towns = [_town_of(s, p) for p in range(n)]
    for p in range(n):
        values[p] += _player(s, p, towns[p])
    # the dice: those left this turn, and one for each player whose turn is still to come
    turn = (s.current - s.first) % n
    for p in range(n):
        if p == s.current:
            values[p] += DIE * (2 - sum(s.used))
        elif not s.ending or (p - s.first) % n > turn:
            values[p] += DIE
    for task in s.tasks:
        values[task.player] += _task_worth(s, task, towns[task.player], values)
    # how near the end is: the game ends once the decrees cannot be refilled
    left = len(s.decree_stack) + sum(d != EMPTY for d in s.decree_display)
    late = 1.0 if s.ending else 1.0 - left / DECREES_AT_START
    counts = [len(done) for done in s.evaluated]
    fewest = min(counts)
    share = late * FEWEST_DECREES_BONUS / counts.count(fewest)
    for p in range(n):
        if counts[p] == fewest:
            values[p] += share
    mean = sum(values) / n
    return [value + LEAD_PULL * late * (value - mean) for value in values]


def _task_worth(s: FeuvilleState, task: Task, town: _Town, values: list[float]) -> float:
    """What a decision owed by `task.player` brings them (the Entertainer pays the others
    too, into `values`)."""
    kind, p = task.kind, task.player
    if kind is TaskKind.PLACE_TILE:
        return _item_worth(s, p, "tile", task.item)
    if kind is TaskKind.PLACE_DECREE:
        return _item_worth(s, p, "decree", task.item)
    if kind is TaskKind.PLACE_CHARM:
        return _item_worth(s, p, "charm", task.item)
    if kind is TaskKind.ENTERTAINER:
        mine, theirs = _entertainer(task.count)
        for q in range(s.players):
            if q != p:
                values[q] += theirs
        return mine
    if kind in (TaskKind.PUBLICAN_PICK, TaskKind.ARCHITECT_PICK, TaskKind.GREAT_SELECTION):
        return HELD_TILE * _best_display_tile(s)
    if kind is TaskKind.PUBLICAN_GUEST:
        return GUEST * _best_display_tile(s)
    if kind is TaskKind.MAYOR_PICK:
        return max(
            (_item_worth(s, p, "decree", d) for d in s.decree_display if d != EMPTY), default=0.0
        )
    if kind is TaskKind.THIEF:
        return max(
            (
                _item_worth(s, p, stored.kind, stored.item)
                for q, board in enumerate(s.boards)
                if q != p
                for stored in board
                if stored is not None and stored.protection == EMPTY
            ),
            default=0.0,
        )
    if kind is TaskKind.MAGICIAN_RESTORE:
        return sum(town.gains[: task.count])
    if kind is TaskKind.MAGICIAN_CHARM:
        return task.count * max(
            (_charm_worth(c) for c in s.charm_display if c != EMPTY), default=0.0
        )
    if kind is TaskKind.FIRE and task.count:
        if task.item == EMPTY and s.holds_charm(p, "fire_protection") != EMPTY:
            return -CHARM_WORTH["fire_protection"]
        return -sum(town.losses[: task.count])
    return 0.0
