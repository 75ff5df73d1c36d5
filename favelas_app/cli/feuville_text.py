"""Feuville in plain text: the display, every player's town as a small skyline, their boards
and points, and the choices, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.cli.score_table import category_table
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Setup
from favelas_app.games.feuville.actions import EndTurn, Pass, RollAgain, Stop
from favelas_app.games.feuville.components import (
    DISPLAY_COLUMNS,
    ROWS,
    SYMBOLS,
    TILES,
)
from favelas_app.games.feuville.describe import (
    action_text,
    category_text,
    charm_text,
    colour_text,
    decider,
    decree_text,
    die_choice_parts,
    item_text,
    person_text,
    points_text,
)
from favelas_app.games.feuville.scoring import CATEGORIES, scores_of
from favelas_app.games.feuville.state import (
    COAT_OF_ARMS,
    EMPTY,
    GRASS,
    Column,
    FeuvilleState,
    back_of_hidden,
)

# The message shown when a typed answer is neither a number nor a word parse_input knows.
NOT_A_CHOICE = "feuville.text.not_a_choice"

WRAP = 88  # widest line of a town's skyline; wider towns wrap
INDENT = "     "  # before the lines of a player's town and board
DECREES_PER_LINE = 3

# What a typed word stands for, whatever the decision (the rules judge it).
_WORDS: dict[str, Action] = {"end": EndTurn(), "pass": Pass(), "roll": RollAgain(), "stop": Stop()}


# -- tiles as short labels ---------------------------------------------------------------------


def marks_text(t: Catalog, tile: int) -> str:
    """A tile's clouds and status symbols as marks: "☁☁♞"."""
    spec = TILES[tile]
    marks = t.text("feuville.mark.cloud") * spec.clouds
    return marks + "".join(t.text(f"feuville.mark.{symbol}") for symbol in spec.symbols)


def tile_label(t: Catalog, tile: int) -> str:
    """A tile in a few characters: "gate ♜", "sky ☁☁"."""
    spec = TILES[tile]
    short = t.text(f"feuville.tile_short.{spec.kind}_{spec.shape}")
    marks = marks_text(t, tile)
    return f"{short} {marks}" if marks else short


def _grid(rows: list[list[str]], gap: int = 2) -> list[str]:
    """Rows of cells as aligned text columns, the first column being the labels."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "".join(cell.ljust(width + gap) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


# -- the display -------------------------------------------------------------------------------


def display_lines(t: Catalog, s: FeuvilleState) -> list[str]:
    """The display: a column per person, sky on top, then the decrees under their persons,
    the fairy magic, the stacks and the supply."""
    empty = t.text("feuville.text.empty_space")
    header = [t.text("feuville.text.display")]
    header += [f"{c} {person_text(t, c)}" for c in range(1, DISPLAY_COLUMNS + 1)]
    rows = [header]
    for row in reversed(ROWS):
        tiles = s.display[ROWS.index(row)]
        rows.append(
            [t.text(f"feuville.row_title.{row}")]
            + [tile_label(t, tile) if tile != EMPTY else empty for tile in tiles]
        )
    lines = _grid(rows)
    decrees = [
        f"{c} {decree_text(t, decree) if decree != EMPTY else empty}"
        for c, decree in enumerate(s.decree_display, 1)
    ]
    label = t.text("feuville.text.decrees")
    decree_rows = [
        [label if i == 0 else "", *decrees[i : i + DECREES_PER_LINE]]
        for i in range(0, len(decrees), DECREES_PER_LINE)
    ]
    lines += _grid(decree_rows, gap=4)
    charms = [
        f"{slot} {charm_text(t, charm)}"
        for slot, charm in enumerate(s.charm_display, 1)
        if charm != EMPTY
    ]
    lines.append(
        t.text(
            "feuville.text.fairy",
            charms=t.text("feuville.text.parts").join(charms) or empty,
            count=len(s.charm_pile),
        )
    )
    lines.append(t.text("feuville.text.stacks", stacks=_stacks_text(t, s)))
    lines.append(
        t.text(
            "feuville.text.supply",
            decrees=len(s.decree_stack),
            towns=len(s.town_evaluations),
            count=s.grass,
        )
    )
    return lines


def _stacks_text(t: Catalog, s: FeuvilleState) -> str:
    parts = []
    for row, stack in zip(ROWS, s.stacks, strict=True):
        if not stack:
            size = t.text("feuville.text.stack_empty")
        else:
            top = stack[-1]
            back = back_of_hidden(top) if top < 0 else TILES[top].back
            size = t.text("feuville.text.stack", count=len(stack), back=back)
        parts.append(t.text("feuville.text.stack_of", row=t.text(f"feuville.row.{row}"), size=size))
    return t.text("feuville.text.parts").join(parts)


# -- the players -------------------------------------------------------------------------------


def _column_cells(t: Catalog, column: Column) -> list[str]:
    """A column's cells, sky first, then what lies under it."""
    ruin = t.text("feuville.tile_short.ruin")
    cells = []
    for level in reversed(range(len(ROWS))):
        if level >= column.height:
            cells.append("")
        else:
            cells.append(ruin if column.burnt else tile_label(t, column.tiles[level]))
    under = {GRASS: "feuville.text.grass", COAT_OF_ARMS: "feuville.text.coat_of_arms"}
    cells.append(t.text(under[column.grass]) if column.grass in under else "")
    return cells


def town_lines(t: Catalog, s: FeuvilleState, player: int) -> list[str]:
    """A town as a skyline: a text column per column of the town with its x on top (✗ for a
    burnt one), sky at the top, grass or the coat of arms at the bottom; wide towns wrap."""
    burnt = t.text("feuville.mark.burnt")
    labels = [
        t.text("feuville.text.x"),
        *(t.text(f"feuville.row_title.{row}") for row in reversed(ROWS)),
        t.text("feuville.text.under"),
    ]
    columns = [
        [f"{x}{burnt if column.burnt else ''}", *_column_cells(t, column)]
        for x, column in zip(s.xs(player), s.towns[player], strict=True)
    ]
    room = WRAP - len(INDENT) - max(len(label) for label in labels) - 2
    lines: list[str] = []
    chunk: list[list[str]] = []
    for column in columns:
        width = sum(max(map(len, c)) + 2 for c in chunk)
        if chunk and width + max(map(len, column)) > room:
            lines += _skyline(labels, chunk)
            chunk = []
        chunk.append(column)
    return lines + _skyline(labels, chunk)


def _skyline(labels: list[str], columns: list[list[str]]) -> list[str]:
    """Town columns side by side under their labels, leaving out rows with nothing in them."""
    rows = [[label, *(c[i] for c in columns)] for i, label in enumerate(labels)]
    return [INDENT + line for line in _grid([row for row in rows if any(row[1:])])]


def board_text(t: Catalog, s: FeuvilleState, player: int) -> str:
    """A player board: its two storage spaces and the fairy magic lying on it."""
    spaces = []
    for space, stored in enumerate(s.boards[player], 1):
        if stored is None:
            spaces.append(t.text("feuville.text.space_free", space=space))
            continue
        item = item_text(t, stored.kind, stored.item)
        if stored.protection != EMPTY:
            item = t.text("feuville.text.protected", item=item)
        spaces.append(t.text("feuville.text.space", space=space, item=item))
    charms = [charm_text(t, charm) for charm in s.charms[player]]
    return t.text(
        "feuville.text.board",
        spaces=t.text("feuville.text.parts").join(spaces),
        charms=t.text("feuville.text.separator").join(charms) or t.text("feuville.text.none"),
    )


def player_lines(t: Catalog, s: FeuvilleState, setup: Setup, player: int) -> list[str]:
    """A player's line (name, colour, points, decrees, clouds), board and town."""
    asked = s.decision is not None and decider(s) == player
    marker = "▶ " if asked else "  "
    cup = t.text("feuville.text.cup") if player == s.first else ""
    first = t.text(
        "feuville.text.player",
        marker=marker,
        seat=player + 1,
        name=setup.name_of(player),
        colour=colour_text(t, player),
        cup=cup,
        points=points_text(t, s.points(player)),
        decrees=t.text("feuville.text.evaluated", count=len(s.evaluated[player])),
        clouds=t.text("feuville.clouds", count=s.clouds(player)),
        columns=t.text("feuville.text.columns", count=s.unburnt_columns(player)),
    )
    return [first, INDENT + board_text(t, s, player), *town_lines(t, s, player)]


def dice_line(t: Catalog, s: FeuvilleState, setup: Setup) -> str:
    """Whose turn it is and the dice: each one's number, or the gnome holding both."""
    name = setup.name_of(s.current)
    if s.gnome:
        dice = t.text("feuville.text.dice_gnome", person=person_text(t, s.gnome))
    else:
        values = [
            t.text("feuville.text.die_used" if used else "feuville.text.die", value=value)
            for value, used in zip(s.dice, s.used, strict=True)
        ]
        dice = t.text("feuville.text.dice", first=values[0], second=values[1])
    return t.text("feuville.text.turn", player=name, dice=dice)


def legend(t: Catalog) -> str:
    marks = {symbol: t.text(f"feuville.mark.{symbol}") for symbol in (*SYMBOLS, "cloud", "burnt")}
    return t.text("feuville.text.legend", **marks)


def table_text(t: Catalog, s: FeuvilleState, setup: Setup) -> str:
    """The shared table: the display, then every player's board and town."""
    lines = [*display_lines(t, s), legend(t)]
    if not s.over:
        lines.append("")
        if s.ending:
            lines.append(t.text("feuville.text.last_round"))
        lines.append(dice_line(t, s, setup))
    for player in range(s.players):
        lines.append("")
        lines.extend(player_lines(t, s, setup, player))
    return "\n".join(lines)


# -- choices -----------------------------------------------------------------------------------


def choice_lines(t: Catalog, s: FeuvilleState, actions: Sequence[Action]) -> list[str]:
    """The numbered choices. Those that use a die come under a heading saying where the die
    goes ("The 3 to the Publican:"), the rest one choice a line."""
    lines: list[str] = []
    heading: str | None = None
    for number, action in enumerate(actions, 1):
        parts = die_choice_parts(t, s, action)
        if parts is None:
            heading = None
            lines.append(f"  {number:>3}) {action_text(t, s, action)}")
            continue
        if parts[0] != heading:
            heading = parts[0]
            lines.append("  " + t.text("feuville.text.use_group", use=heading))
        lines.append(f"    {number:>3}) {parts[1]}")
    return lines


def parse_input(s: FeuvilleState, text: str) -> Action | None:
    """A choice typed as a word: "end" (the turn), "pass", "roll" or "stop" (for the
    Entertainer). None for anything else; the rules judge what is returned."""
    if s.decision is None:
        return None
    return _WORDS.get(" ".join(text.lower().split()))


# -- the end -----------------------------------------------------------------------------------


def score_table(t: Catalog, s: FeuvilleState, setup: Setup) -> str:
    """Points by category, one row each, a column per player, then the totals."""
    names = [setup.name_of(p) for p in range(s.players)]
    labels = [category_text(t, c) for c in CATEGORIES]
    return category_table(t, names, scores_of(s), labels)


def summary(s: FeuvilleState, setup: Setup) -> dict[str, object]:
    """Scores by category, evaluated decrees and the totals as plain data, for `favelas play
    --json`."""
    names = [setup.name_of(p) for p in range(s.players)]
    scores = scores_of(s)
    return {
        "scores": [
            {
                "player": names[p],
                "total": score.total,
                **{
                    name: points
                    for name, (_, points) in zip(CATEGORIES, score.breakdown, strict=True)
                },
                "decrees_evaluated": len(s.evaluated[p]),
            }
            for p, score in enumerate(scores)
        ],
        "final": {names[p]: score.total for p, score in enumerate(scores)},
    }
