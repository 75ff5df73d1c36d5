"""The final score table of the terminal games: a row per category, a column per player."""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Score


def category_table(
    t: Catalog, names: Sequence[str], scores: Sequence[Score], labels: Sequence[str]
) -> str:
    """Points by category (`labels`, in the order of each score's breakdown), then totals."""
    total = t.text("cli.total")
    width = max(len(label) for label in [*labels, total, t.text("cli.player")]) + 2
    columns = [max(len(name), 3) + 2 for name in names]

    def row(label: str, cells: list[str]) -> str:
        return label.ljust(width) + "".join(c.rjust(w) for c, w in zip(cells, columns, strict=True))

    lines = [t.text("cli.final"), row(t.text("cli.player"), list(names))]
    for i, label in enumerate(labels):
        lines.append(row(label, [str(score.breakdown[i][1]) for score in scores]))
    lines.append(row(total, [str(score.total) for score in scores]))
    return "\n".join(lines)
