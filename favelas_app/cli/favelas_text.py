"""Favelas in plain text: the table, the boards and the choices, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Setup
from favelas_app.games.favelas.actions import PlaceTile
from favelas_app.games.favelas.components import BOARD_CELLS, DICE
from favelas_app.games.favelas.describe import action_text, tile_text
from favelas_app.games.favelas.scoring import CATEGORIES
from favelas_app.games.favelas.state import FavelasState

# The message shown when a typed answer is neither a number nor a placement.
NOT_A_CHOICE = "cli.not_a_choice"


def table_text(t: Catalog, s: FavelasState, setup: Setup) -> str:
    """The shared table: year, council dice, supply, stacks and every board."""
    dice = " · ".join(f"{t.text(f'favelas.die.{d}')} {s.die(d)}" for d in DICE)
    lines = [
        t.text("favelas.text.year", year=s.year),
        t.text("favelas.text.dice", dice=dice),
        t.text(
            "favelas.text.supply",
            tiles=", ".join(tile_text(t, tile) for tile in s.supply) or "—",
            stack=len(s.stack),
            singles=len(s.singles),
        ),
        "",
    ]
    for p in range(s.players):
        marker = "▶ " if p == s.current else "  "
        lines.append(
            f"{marker}{setup.name_of(p)} — {t.text('favelas.text.points', count=s.track[p])}"
        )
        lines.extend(board_text(t, s, p))
    return "\n".join(lines)


def board_text(t: Catalog, s: FavelasState, player: int) -> list[str]:
    """Each house as its visible colour's initial and its height, row by row."""
    rows: dict[int, list[str]] = {}
    for house, (q, r) in enumerate(BOARD_CELLS):
        initial = t.text(f"favelas.initial.{s.visible(player, house)}")
        rows.setdefault(r, []).append(f"[{q},{r} {initial}{s.height(player, house)}]")
    return ["    " + "    " * r + " ".join(cells) for r, cells in sorted(rows.items())]


def parse_placement(s: FavelasState, text: str) -> PlaceTile | None:
    """A placement typed as "q r direction" (or "q r" for a single tile) at the place step."""
    if s.decision is None or s.held is None:
        return None
    parts = text.replace(",", " ").split()
    if len(parts) not in (2, 3) or not all(part.lstrip("-").isdigit() for part in parts):
        return None
    q, r, *direction = (int(part) for part in parts)
    return PlaceTile(q, r, direction[0] if direction else 0)


def parse_input(s: FavelasState, text: str) -> Action | None:
    """A typed move other than a number: only placements ("q r direction") in Favelas."""
    return parse_placement(s, text)


def choice_lines(t: Catalog, s: FavelasState, actions: Sequence[Action]) -> list[str]:
    """The numbered choices, one a line."""
    return [f"  {i:>2}) {action_text(t, s, action)}" for i, action in enumerate(actions, 1)]


def score_table(t: Catalog, s: FavelasState, setup: Setup) -> str:
    """Points per year and category, then the totals."""
    names = [setup.name_of(p) for p in range(s.players)]
    headers = [t.text(f"favelas.category.{c}") for c in CATEGORIES] + [t.text("cli.total")]
    width = max(len(t.text("cli.player")), *(len(n) for n in names)) + 2
    columns = [max(len(h), 3) + 2 for h in headers]

    def row(label: str, cells: list[str]) -> str:
        return label.ljust(width) + "".join(c.rjust(w) for c, w in zip(cells, columns, strict=True))

    lines: list[str] = []
    for year, points in enumerate(s.year_points, 1):
        lines.append(t.text("cli.year", year=year))
        lines.append(row(t.text("cli.player"), headers))
        for p, name in enumerate(names):
            lines.append(row(name, [str(v) for v in points[p]] + [str(sum(points[p]))]))
        lines.append("")
    lines.append(t.text("cli.final"))
    for p, name in enumerate(names):
        lines.append(row(name, [""] * len(CATEGORIES) + [str(s.track[p])]))
    return "\n".join(lines)


def summary(s: FavelasState, setup: Setup) -> dict[str, object]:
    """Per-year and final scores as plain data, for `favelas play --json`."""
    names = [setup.name_of(p) for p in range(s.players)]
    years = [
        {
            "year": year,
            "scores": [
                {"player": names[p], "total": sum(row), **dict(zip(CATEGORIES, row, strict=True))}
                for p, row in enumerate(points)
            ],
        }
        for year, points in enumerate(s.year_points, 1)
    ]
    return {"years": years, "final": {names[p]: s.track[p] for p in range(s.players)}}
