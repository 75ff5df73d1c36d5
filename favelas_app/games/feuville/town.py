"""A player's townscape: where a tile may be built, what a decree may evaluate, and what the
dragon may burn. Pure functions of one town; `x` is a column (the start tile stands at 0)."""

from __future__ import annotations

from collections.abc import Iterator

from favelas_app.games.feuville.components import (
    DISCRETION_MULTIPLIER,
    DISCRETION_SYMBOLS,
    LARGE_DISTRICT_POINTS,
    LITTLE_DISTRICT_POINTS,
    MAX_HEIGHT,
    ROWS,
    TILES,
    TOWN_POINTS_PER_TILE,
    VIEW_POINTS_PER_SYMBOL,
    Decree,
)
from favelas_app.games.feuville.state import NO_GRASS, Column, FeuvilleState


def build_refusal(s: FeuvilleState, player: int, tile: int, x: int) -> str | None:
    """Why `tile` may not be built into column `x` of `player`'s town (a locale key), or None.

    Columns grow bottom-up, wall, tower, sky; a wall starts a new column beside the town;
    nothing is built on ruins.
    """
    level = ROWS.index(TILES[tile].kind)
    column = s.column_at(player, x)
    if level == 0:
        if column is not None:
            return "feuville.illegal.level_taken"
        left, right = s.town_left[player], s.town_left[player] + len(s.towns[player])
        if x not in (left - 1, right):
            return "feuville.illegal.not_touching"
        return None
    if column is None or column.height < level:
        return "feuville.illegal.in_the_air"
    if column.burnt:
        return "feuville.illegal.on_ruins"
    if column.height > level:
        return "feuville.illegal.level_taken"
    return None


def build_sites(s: FeuvilleState, player: int, tile: int) -> list[int]:
    """Every column where `tile` may be built, left to right."""
    left = s.town_left[player]
    xs = range(left - 1, left + len(s.towns[player]) + 1)
    return [x for x in xs if build_refusal(s, player, tile, x) is None]


def _district_ready(column: Column | None) -> bool:
    return (
        column is not None
        and column.height == MAX_HEIGHT
        and not column.burnt
        and column.grass == NO_GRASS
    )


def _symbol_count(columns: tuple[Column, ...], levels: range) -> int:
    return sum(len(TILES[c.tiles[level]].symbols) for c in columns for level in levels)


def _span(s: FeuvilleState, player: int, left: int, right: int) -> tuple[Column, ...] | None:
    """The columns from `left` to `right` (inclusive), or None if any of them is missing."""
    first = left - s.town_left[player]
    town = s.towns[player]
    if first < 0 or right < left or first + right - left >= len(town):
        return None
    return town[first : first + right - left + 1]


def _placed(s: FeuvilleState, player: int) -> Iterator[tuple[int, Column]]:
    """Each column of `player`'s town with its x."""
    return zip(s.xs(player), s.towns[player], strict=True)


def evaluation_refusal(
    s: FeuvilleState, player: int, decree: Decree, x: int, level: int, symbol: str
) -> str | None:
    """Why `decree` cannot be evaluated with these choices (a locale key), or None."""
    kind = decree.kind
    if kind == "little_district":
        if not _district_ready(s.column_at(player, x)):
            return "feuville.illegal.no_little_district"
        if s.grass < 1:
            return "feuville.illegal.no_grass_left"
    elif kind == "large_district":
        if not (
            _district_ready(s.column_at(player, x)) and _district_ready(s.column_at(player, x + 1))
        ):
            return "feuville.illegal.no_large_district"
        if s.grass < 2:
            return "feuville.illegal.no_grass_left"
    elif kind == "splendid_view":
        pair = _span(s, player, x, x + 1)
        if (
            level not in (0, 1)
            or pair is None
            or not all(not c.burnt and c.height >= level + 2 for c in pair)
        ):
            return "feuville.illegal.no_splendid_view"
    elif kind == "discretion":
        if symbol not in DISCRETION_SYMBOLS:
            return "feuville.illegal.choose_a_symbol"
    elif kind != "status":
        return "feuville.illegal.not_a_decree_to_evaluate"
    return None


def evaluation_points(
    s: FeuvilleState, player: int, decree: Decree, x: int, level: int, symbol: str
) -> int:
    """The points of an evaluation that `evaluation_refusal` allows."""
    kind = decree.kind
    if kind == "little_district":
        return LITTLE_DISTRICT_POINTS
    if kind == "large_district":
        return LARGE_DISTRICT_POINTS
    if kind == "splendid_view":
        pair = _span(s, player, x, x + 1) or ()
        return VIEW_POINTS_PER_SYMBOL * _symbol_count(pair, range(level, level + 2))
    if kind == "discretion":
        return DISCRETION_MULTIPLIER * s.symbols(player, symbol)
    return decree.multiplier * s.symbols(player, decree.symbol)


def evaluation_choices(
    s: FeuvilleState, player: int, decree: Decree
) -> Iterator[tuple[int, int, str]]:
    """Every (x, level, symbol) with which `decree` can be evaluated now."""
    kind = decree.kind
    if kind == "status":
        yield 0, 0, ""
        return
    if kind == "discretion":
        for symbol in DISCRETION_SYMBOLS:
            yield 0, 0, symbol
        return
    levels = (0, 1) if kind == "splendid_view" else (0,)
    for x in s.xs(player):
        for level in levels:
            if evaluation_refusal(s, player, decree, x, level, "") is None:
                yield x, level, ""


def grass_under(decree: Decree, x: int) -> tuple[int, ...]:
    """The columns an evaluated district lays grass under."""
    if decree.kind == "little_district":
        return (x,)
    if decree.kind == "large_district":
        return (x, x + 1)
    return ()


def _corner(column: Column, side: str) -> bool:
    """A complete corner tower: a corner wall with a corner tower of the same side on it."""
    return (
        column.height >= 2
        and TILES[column.tiles[0]].shape == side
        and TILES[column.tiles[1]].shape == side
    )


def town_refusal(s: FeuvilleState, player: int, left: int, right: int) -> str | None:
    """Why the town from `left` to `right` is not a complete townscape, or None.

    A complete left corner tower, a complete right corner tower, a gate between them, and
    an unbroken, unburnt wall from corner to corner; towers between may have gaps.
    """
    span = _span(s, player, left, right)
    if left >= right or span is None:
        return "feuville.illegal.no_townscape"
    if any(c.burnt for c in span):
        return "feuville.illegal.townscape_burnt"
    if not (_corner(span[0], "left") and _corner(span[-1], "right")):
        return "feuville.illegal.no_corner_towers"
    if not any(TILES[c.tiles[0]].shape == "gate" for c in span[1:-1]):
        return "feuville.illegal.no_gate"
    return None


def town_points(s: FeuvilleState, player: int, left: int, right: int) -> int:
    """2 points per wall and tower tile from corner to corner (the sky does not count)."""
    tiles = sum(min(column.height, 2) for column in _span(s, player, left, right) or ())
    return TOWN_POINTS_PER_TILE * tiles


def town_spans(s: FeuvilleState, player: int) -> list[tuple[int, int]]:
    """Every (left, right) pair of complete corner towers that frames a complete townscape."""
    lefts = [x for x, column in _placed(s, player) if _corner(column, "left")]
    rights = [x for x, column in _placed(s, player) if _corner(column, "right")]
    return [
        (left, right)
        for left in lefts
        for right in rights
        if town_refusal(s, player, left, right) is None
    ]


def grass_free(s: FeuvilleState, player: int) -> list[int]:
    """The columns with nothing under them yet."""
    return [x for x, column in _placed(s, player) if column.grass == NO_GRASS]


def burnable(s: FeuvilleState, player: int) -> list[int]:
    """Columns the dragon can burn: unburnt, and not the start tile's."""
    return [x for x, column in _placed(s, player) if not column.burnt and not column.is_start]


def burnt(s: FeuvilleState, player: int) -> list[int]:
    return [x for x, column in _placed(s, player) if column.burnt]


def columns_to_burn(s: FeuvilleState, player: int) -> int:
    """How many columns the dragon burns: the unburnt columns other than the start tile's
    (which never burns and needs no cloud) beyond the clouds."""
    return max(0, s.guarded_columns(player) - s.clouds(player))
