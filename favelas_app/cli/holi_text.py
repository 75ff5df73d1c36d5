"""Holi in plain text: the tower's three floors, the players, the hand and the choices, in the
player's language."""

from __future__ import annotations

from collections.abc import Sequence

from favelas_app.cli.score_table import category_table
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Setup
from favelas_app.games.holi.actions import Climb, EndTurn, Move, ThrowFaceDown
from favelas_app.games.holi.components import (
    CARDS,
    COLUMN_NAMES,
    FLOORS,
    SIDE,
    cell_of,
    square_name,
    square_of,
)
from favelas_app.games.holi.describe import (
    action_text,
    card_text,
    category_text,
    colour_text,
    floor_text,
    initial_text,
    out_text,
    rivalry_text,
    rivalry_title,
    square_text,
)
from favelas_app.games.holi.rules import ends_own_game
from favelas_app.games.holi.scoring import CATEGORIES, scores_of
from favelas_app.games.holi.state import EMPTY, HIDDEN, OFF_BOARD, HoliState

# The message shown when a typed answer is neither a number nor a move parse_input knows.
NOT_A_CHOICE = "holi.text.not_a_choice"

CELL = 3  # characters per square on the text grids
GAP = "    "  # between two floors
WRAP = 88  # widest line of numbered squares


def pawn_mark(player: int) -> str:
    return f"[{player + 1}]"


def _cell(t: Catalog, s: HoliState, floor: int, x: int, y: int) -> str:
    cell = cell_of(floor, square_of(x, y))
    pawn = s.pawn_at(cell)
    if pawn is not None:
        return pawn_mark(pawn)
    owner, sweets = s.tokens[cell], s.sweets[cell]
    if owner != EMPTY:
        mark = initial_text(t, owner) + ("*" if sweets else "")
    elif sweets:
        mark = f"*{sweets}"
    else:
        mark = "·"
    return f" {mark}".ljust(CELL)


def floor_lines(t: Catalog, s: HoliState, floor: int) -> list[str]:
    """One floor as a 6x6 grid: column letters on top, row numbers on the left."""
    lines = ["  " + "".join(f" {c} " for c in COLUMN_NAMES)]
    for y in range(SIDE):
        lines.append(f"{y + 1} " + "".join(_cell(t, s, floor, x, y) for x in range(SIDE)))
    return lines


def tower_lines(t: Catalog, s: HoliState) -> list[str]:
    """The three floors side by side, ground floor first, each under its heading."""
    blocks = [
        [t.text(f"holi.floor_title.{floor}"), *floor_lines(t, s, floor)]
        for floor in range(1, FLOORS + 1)
    ]
    width = max(len(line) for block in blocks for line in block)
    return [
        GAP.join(line.ljust(width) for line in row).rstrip() for row in zip(*blocks, strict=True)
    ]


def player_lines(t: Catalog, s: HoliState, setup: Setup, player: int) -> list[str]:
    """Two lines: name, colour, pawn and points; then supply, sweets, cards, or why out."""
    scores = scores_of(s)
    if s.pawns[player] == OFF_BOARD:
        pawn = t.text("holi.text.no_pawn")
    else:
        floor, x, y = s.position(player)
        pawn = t.text("holi.text.pawn", square=square_text(t, x, y, floor))
    marker = "▶ " if player == s.current and s.decision is not None else "  "
    first = t.text(
        "holi.text.player",
        marker=marker,
        seat=player + 1,
        name=setup.name_of(player),
        colour=colour_text(t, player),
        initial=initial_text(t, player),
        pawn=pawn,
        points=t.text("holi.text.points", count=scores[player].total),
    )
    if s.out[player]:
        first += t.text("holi.text.parts") + t.text(
            "holi.text.out", reason=out_text(t, s.out[player])
        )
    parts = [t.text("holi.text.tokens", count=s.own_tokens(player))]
    held = [
        t.text("holi.text.colour_count", count=count, colour=colour_text(t, owner))
        for owner, count in enumerate(s.supplies[player])
        if owner != player and count
    ]
    if held:
        parts.append(t.text("holi.text.holding", tokens=t.text("holi.text.separator").join(held)))
    parts.append(t.text("holi.text.sweets", count=s.sweets_held[player]))
    parts.append(t.text("holi.text.cards", count=len(s.hands[player]), deck=len(s.decks[player])))
    return [first, "      " + t.text("holi.text.parts").join(parts)]


def card_lines(card: str) -> list[str]:
    """A card's pattern as a tiny 3x3 grid: ■ a coloured square, ☀ the pawn's square."""
    pattern = CARDS[card]
    marks = {offset: "■" for offset in pattern.squares}
    if pattern.sun is not None:
        marks[pattern.squares[pattern.sun]] = "☀"
    return [" ".join(marks.get((x, y), "·") for x in range(3)) for y in range(3)]


def hand_lines(t: Catalog, s: HoliState, setup: Setup) -> list[str]:
    """The deciding player's cards, numbered as `parse_input` counts them, side by side."""
    hand = s.hands[s.current]
    if s.decision is None or not hand or HIDDEN in hand:
        return []
    names = [f"{i} {card_text(t, card)}" for i, card in enumerate(hand, 1)]
    width = max(14, *(len(name) + 3 for name in names))
    lines = [t.text("holi.text.hand", player=setup.name_of(s.current))]
    lines.append("   " + "".join(name.ljust(width) for name in names).rstrip())
    drawings = [card_lines(card) for card in hand]
    for row in range(3):
        lines.append("     " + "".join(d[row].ljust(width) for d in drawings).rstrip())
    lines.append("   " + t.text("holi.text.hand_legend"))
    return lines


def table_text(t: Catalog, s: HoliState, setup: Setup) -> str:
    """The shared table: rivalry cards, the three floors, every player, the deciding hand."""
    lines: list[str] = []
    if s.rivalry:
        lines.append(t.text("holi.text.rivalry"))
        for card in s.rivalry:
            lines.append(
                "  "
                + t.text(
                    "holi.text.rivalry_card",
                    title=rivalry_title(t, card),
                    text=rivalry_text(t, card),
                )
            )
        lines.append("")
    lines.extend(tower_lines(t, s))
    lines.append(
        t.text(
            "holi.text.legend",
            pawns=" ".join(pawn_mark(p) for p in range(s.players)),
            tokens=" ".join(initial_text(t, p) for p in range(s.players)),
            sample=initial_text(t, 0),
        )
    )
    lines.append("")
    for player in range(s.players):
        lines.extend(player_lines(t, s, setup, player))
    hand = hand_lines(t, s, setup)
    if hand:
        lines.append("")
        lines.extend(hand)
    return "\n".join(lines)


def choice_lines(t: Catalog, s: HoliState, actions: Sequence[Action]) -> list[str]:
    """The numbered choices. Face-down throws (per card) and moves come as one heading with
    its numbered squares ("40 A2"), the rest one choice a line."""
    lines: list[str] = []
    group: tuple[object, ...] | None = None
    entries: list[str] = []
    marked = False  # a Move whose square leaves no throw ends in "!"

    def flush() -> None:
        line = "     "
        for entry in entries:
            if len(line) + len(entry) > WRAP and line.strip():
                lines.append(line.rstrip())
                line = "     "
            line += entry + "   "
        if line.strip():
            lines.append(line.rstrip())
        entries.clear()

    for number, action in enumerate(actions, 1):
        if isinstance(action, ThrowFaceDown | Move):
            key = (type(action), getattr(action, "card", None))
            if key != group:
                flush()
                group = key
                if isinstance(action, ThrowFaceDown):
                    heading = t.text("holi.text.face_down_group", card=card_text(t, action.card))
                else:
                    heading = t.text(
                        "holi.text.move_group", floor=floor_text(t, s.floor(s.current))
                    )
                lines.append(f"  {heading}")
            ends = ends_own_game(s, action)
            marked = marked or ends
            entries.append(f"{number:>3} {square_name(action.x, action.y)}{'!' if ends else ''}")
            continue
        flush()
        group = None
        warning = f" — {t.text('holi.text.ends_game')}" if ends_own_game(s, action) else ""
        lines.append(f"  {number:>3}) {action_text(t, s, action)}{warning}")
    flush()
    if marked:
        lines.append(f"     {t.text('holi.text.ends_game_legend')}")
    return lines


def parse_input(s: HoliState, text: str) -> Action | None:
    """A move typed as words: "move C4", "down 2 C4" (card 2 of the hand face down on C4),
    "climb" or "end". None for anything else; the rules judge what is returned."""
    if s.decision is None or s.pawns[s.current] == OFF_BOARD:
        return None
    words = text.replace(",", " ").lower().split()
    if words == ["climb"]:
        return Climb()
    if words in (["end"], ["end", "turn"]):
        return EndTurn()
    if len(words) == 2 and words[0] == "move":
        square = _square(words[1])
        return Move(*square) if square else None
    if len(words) == 3 and words[0] == "down" and words[1].isdigit():
        hand = s.hands[s.current]
        index = int(words[1]) - 1
        square = _square(words[2])
        if square and 0 <= index < len(hand):
            return ThrowFaceDown(hand[index], *square)
    return None


def _square(word: str) -> tuple[int, int] | None:
    """ "c4" as (2, 3); None unless a column letter and a row number on the grid."""
    columns = COLUMN_NAMES.lower()
    if len(word) != 2 or word[0] not in columns or not word[1].isdigit():
        return None
    x, y = columns.index(word[0]), int(word[1]) - 1
    return (x, y) if 0 <= y < SIDE else None


def score_table(t: Catalog, s: HoliState, setup: Setup) -> str:
    """Points by category, one row each, a column per player, then the totals."""
    names = [setup.name_of(p) for p in range(s.players)]
    labels = [category_text(t, c) for c in CATEGORIES]
    return category_table(t, names, scores_of(s), labels)


def category_id(category: str) -> str:
    """A scoring category's short name for JSON: "holi.category.top_floor" -> "top_floor"."""
    return category.rsplit(".", 1)[-1]


def summary(s: HoliState, setup: Setup) -> dict[str, object]:
    """Scores by category and the totals as plain data, for `favelas play --json`."""
    names = [setup.name_of(p) for p in range(s.players)]
    scores = scores_of(s)
    return {
        "rivalry": list(s.rivalry),
        "scores": [
            {
                "player": names[p],
                "total": score.total,
                **{category_id(c): points for c, points in score.breakdown},
            }
            for p, score in enumerate(scores)
        ],
        "final": {names[p]: score.total for p, score in enumerate(scores)},
    }
