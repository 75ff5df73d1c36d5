"""What the AI knows of Favelas: how to fill in the face-down tiles, and how good a board is.

A view hides the order and identity of every face-down tile: this year's stack, the stacks
of the years to come, the single tiles and the box (tiles set aside at set-up and stacks
left over after a year). Everything else (boards, supply, discarded tiles, the held tile,
dice, track) is public.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from hashlib import shake_128
from operator import itemgetter

from favelas_app.core.rng import Rng
from favelas_app.games.favelas.components import (
    BOARD_CELLS,
    BOARD_LAYOUTS,
    COLOURS,
    DOUBLE_IDS,
    END_OF_YEAR_IDS,
    SINGLE_IDS,
    TILES,
    YEARS,
)
from favelas_app.games.favelas.geometry import NEIGHBOURS
from favelas_app.games.favelas.state import FavelasState, Step

_BOTTOM = 4  # the End of Year tile lies among the bottom four tiles of its stack [rulebook]
_MEAN_DIE = 3.5  # expected value of a re-rolled council die
_COLOUR_INDEX = {colour: i for i, colour in enumerate(COLOURS)}
_TILE_COLOURS = {tile.id: tuple(_COLOUR_INDEX[c] for c in tile.colours) for tile in TILES.values()}
_KINDS = (DOUBLE_IDS, SINGLE_IDS, END_OF_YEAR_IDS)
_PAIRS = tuple((i, j) for i, row in enumerate(NEIGHBOURS) for j in row if j > i)
# Two colours covered by a double, in one order: only the colour counts matter.
_UNORDERED = tuple(
    tuple((min(a, b), max(a, b)) for b in range(len(COLOURS))) for a in range(len(COLOURS))
)


# A deal sorts the unseen tiles by 30-bit keys (small ints sort fastest), all built at C
# speed from one hash output: bits 0-6 are the tile's index, bits 7-27 random, bits 28-29
# its kind, so the sorted keys list each kind's tiles in a uniform random order.
_INDEX_BITS, _KIND_SHIFT = 7, 28  # keys are 4 bytes; the index is the low byte's 7 bits
_RANDOM_MASK = (1 << _KIND_SHIFT) - (1 << _INDEX_BITS)
_LOW_BITS = bytes(b & ((1 << _INDEX_BITS) - 1) for b in range(256))
_EXTRA_BYTES = 12  # after the keys: 64 bits for the state's RNG, 32 for End of Year slots


@dataclass(frozen=True, slots=True)
class _Plan:
    """What a view leaves open: the unseen tiles and the face-down slots they fill."""

    tiles: tuple[str, ...]  # unseen doubles, then singles, then End of Year tiles
    doubles: int
    singles: int
    stack_size: int
    stack_has_end: bool  # this year's End of Year tile is still in the stack
    later_sizes: tuple[int, ...]
    keys: struct.Struct  # the deal's sort keys
    template: int  # the index and kind bits of every key, packed as `keys` packs them
    mask: int  # the random bits of every key

    @classmethod
    def of(cls, view: FavelasState) -> _Plan:
        seen = set(view.supply)
        seen.update(view.discarded)
        if view.held is not None:
            seen.add(view.held)
        for board in view.boards:
            for house in board:
                seen.update(tile for tile, _ in house)
        kinds = [tuple(t for t in ids if t not in seen) for ids in _KINDS]
        doubles, singles, ends = kinds
        # This year's End of Year tile leaves the stack only when revealed, which ends the
        # year (at once, or after the drawer's turn); after the last year, it is boxed.
        has_end = view.step is not Step.OVER and not view.year_ends_after_turn
        later = tuple(len(stack) for stack in view.later_stacks)
        assert len(singles) == len(view.singles), "unseen singles do not fill the singles"
        hidden = len(view.stack) + sum(later) + len(view.boxed)
        assert len(doubles) + len(ends) == hidden, "unseen tiles do not fill the stacks"
        tiles = doubles + singles + ends
        assert 2 <= len(tiles) <= 1 << _INDEX_BITS  # the box always holds unseen tiles
        kind_of = [kind for kind, group in enumerate(kinds) for _ in group]
        bits = [i | kind << _KIND_SHIFT for i, kind in enumerate(kind_of)]
        keys = struct.Struct(f"<{len(tiles)}I")
        return cls(
            tiles,
            len(doubles),
            len(singles),
            len(view.stack),
            has_end,
            later,
            keys,
            int.from_bytes(keys.pack(*bits), "little"),
            int.from_bytes(keys.pack(*[_RANDOM_MASK] * len(tiles)), "little"),
        )

    def deal(self, seed: int) -> tuple[tuple[str, ...], int]:
        """The unseen tiles dealt by `seed`: each kind in uniform random order (but for the
        rare tie of two 21-bit keys, broken by index), and 96 random bits more."""
        size = self.keys.size
        raw = int.from_bytes(
            shake_128(seed.to_bytes(8, "little")).digest(size + _EXTRA_BYTES), "little"
        )
        keys = sorted(self.keys.unpack((raw & self.mask | self.template).to_bytes(size, "little")))
        order = self.keys.pack(*keys)[::4].translate(_LOW_BITS)
        return itemgetter(*order)(self.tiles), raw >> 8 * size


def _share(lead: int) -> float:
    """The share of a colour's die a player may expect when leading the others by `lead`
    houses: ties score in full but rarely last, and one house behind is often caught up."""
    if lead >= 2:
        return 1.0
    return (0.0, 0.05, 0.3, 0.75, 0.92)[max(lead, -3) + 3]


_SHARE_OFFSET = len(BOARD_CELLS)  # leads run from -9 to 9 houses
_SHARES = tuple(_share(lead - _SHARE_OFFSET) for lead in range(2 * _SHARE_OFFSET + 1))
# The bonus die's expected share by how many colours a board shows.
_BONUS_SHARES = (0.0, 0.0, 0.0, 0.08, 0.4, 1.0)


class FavelasKnowledge:
    """Determinization and evaluation of Favelas for the shared AI."""

    # Typical final winning margin of 2-player games: the mean is 4.3 points between medium
    # players and 8.7 between random ones (60 games each).
    margin = 6.0
    # How much of a year's projected score counts for the years still to be played,
    # as boards change a good deal in a year.
    later_weight = 0.6

    def __init__(self) -> None:
        self._view: FavelasState | None = None  # the view `_plan` was made for
        self._plan: _Plan | None = None
        self._placed_in: FavelasState | None = None  # the state `_placed` was found for
        self._placed: tuple[tuple[int, ...], ...] = ()

    def determinize(self, view: FavelasState, player: int, rng: Rng) -> FavelasState:
        """Deal the unseen tiles at random into the face-down slots of `view`.

        The deal is drawn from a 64-bit seed taken from `rng` (see `_Plan.deal`). Each stack
        gets one End of Year tile among its bottom four, as at set-up; in this year's stack,
        among the bottom tiles still there. The state's RNG comes from the deal too.
        """
        plan = self._plan
        if view is not self._view or plan is None:
            plan = _Plan.of(view)
            self._view, self._plan = view, plan
        tiles, extra = plan.deal(rng.next_u32() << 32 | rng.next_u32())
        doubles = tiles[: plan.doubles]
        ends = tiles[plan.doubles + plan.singles :]
        slots = extra >> 64  # 32 random bits: where the End of Year tiles lie

        det = view.copy()
        size = plan.stack_size
        if plan.stack_has_end:
            at = (slots & 0xFFFFFF) * min(size, _BOTTOM) >> 24
            det.stack = doubles[:at] + ends[-1:] + doubles[at : size - 1]
            used, ends = size - 1, ends[:-1]
        else:
            det.stack = doubles[:size]
            used = size
        later = []
        for i, size in enumerate(plan.later_sizes):
            at = used + ((slots >> (24 + 2 * i)) & (_BOTTOM - 1))
            later.append(doubles[used:at] + ends[-1:] + doubles[at : used + size - 1])
            used, ends = used + size - 1, ends[:-1]
        det.later_stacks = tuple(later)
        det.boxed = doubles[used:] + ends
        det.singles = tiles[plan.doubles : plan.doubles + plan.singles]
        det.rng = extra & 0xFFFFFFFFFFFFFFFF
        return det

    def evaluate(self, state: FavelasState, player: int) -> float:
        """Points on the track, plus the board's projected score for this year (at today's
        dice) and for each year still to come (at average dice). A held tile must be placed
        at once, so every player is judged as if it lay where it helps its holder most."""
        if state.step is Step.OVER:
            return float(state.track[player])
        later = self.later_weight * _MEAN_DIE * (YEARS - state.year)
        counts = state.counts
        if state.step is Step.PLACE:
            if state is not self._placed_in:
                self._placed_in, self._placed = state, _best_placement(state, later)
            counts = self._placed
        best = _best_of_others(counts, player)
        return state.track[player] + _board_value(counts[player], best, state.dice, later)


def _best_of_others(counts: Sequence[Sequence[int]], player: int) -> Sequence[int]:
    """Per colour, the most houses any player but `player` shows of it."""
    others = counts[:player] + counts[player + 1 :]
    return others[0] if len(others) == 1 else tuple(map(max, *others))


def _board_value(
    counts: Sequence[int], best: Sequence[int], dice: tuple[int, ...], later: float
) -> float:
    """Expected points of a board showing colour `counts` against the others' `best`
    counts: each die (today's value plus `later` for the years to come) times the share a
    player may expect of it."""
    value = 0.0
    shown = 0
    for mine, other, die in zip(counts, best, dice, strict=False):  # dice[-1]: the bonus
        if mine:
            shown += 1
            value += (die + later) * _SHARES[mine - other + _SHARE_OFFSET]
    return value + (dice[-1] + later) * _BONUS_SHARES[shown]


def _lead(state: FavelasState, counts: Sequence[Sequence[int]], later: float) -> float:
    """How far the player to move leads the best of the others, by track and board value
    (see `_board_value`), if the boards showed `counts`."""
    values = []
    for p, mine in enumerate(counts):
        best = _best_of_others(counts, p)
        values.append(state.track[p] + _board_value(mine, best, state.dice, later))
    me = state.current
    return values[me] - max(values[:me] + values[me + 1 :])


def _best_placement(state: FavelasState, later: float) -> tuple[tuple[int, ...], ...]:
    """Every player's colour counts once the held tile lies where its holder leads by most
    (judged by colours only)."""
    assert state.held is not None
    holder = state.current
    tile = _TILE_COLOURS[state.held]
    board = state.boards[holder]
    layout = BOARD_LAYOUTS[state.layouts[holder]]
    shown = [
        _COLOUR_INDEX[house[-1][1] if house else printed]
        for house, printed in zip(board, layout, strict=True)
    ]
    if len(tile) == 1:
        covers = {(c,) for c in shown}
    else:
        covers = {
            _UNORDERED[shown[i]][shown[j]] for i, j in _PAIRS if len(board[i]) == len(board[j])
        }
    best_lead, result = -math.inf, state.counts
    for covered in covers:
        mine = list(state.counts[holder])
        for c in covered:
            mine[c] -= 1
        for c in tile:
            mine[c] += 1
        counts = (*state.counts[:holder], tuple(mine), *state.counts[holder + 1 :])
        lead = _lead(state, counts, later)
        if lead > best_lead:
            best_lead, result = lead, counts
    return result


KNOWLEDGE = FavelasKnowledge()
