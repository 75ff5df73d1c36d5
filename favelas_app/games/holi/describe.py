"""Holi in words, in the player's language: cards, squares, choices, prompts, refusals and the
game log.

Shared by the terminal and the window; only text, no drawing. Squares are named by the
board's edge letters and numbers ("C4"), floors 1 (ground) to 3 (top).
"""

from __future__ import annotations

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.games.holi.actions import (
    Climb,
    EndTurn,
    Move,
    PlacePawn,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.games.holi.components import (
    CARDS,
    COLOURS,
    COLUMN_POINTS,
    DOUBLE_HIT_POINTS,
    FIRST_TO_THE_TOP_POINTS,
    HAND_SIZE,
    NIMBLE_MOVES,
    RAIN_POINTS,
    SPLASH_POINTS,
    SUMMIT_POINTS,
    cell_of,
    on_grid,
    rotated,
    square_name,
    square_of,
)
from favelas_app.games.holi.events import (
    CardPlayed,
    CardsDrawn,
    GameEnded,
    PawnClimbed,
    PawnHit,
    PawnMoved,
    PawnPlaced,
    PlayerOut,
    RivalryScored,
    SweetsCollected,
    TokenCollected,
    TokenFell,
    TokenLanded,
    TokenThrown,
    TurnStarted,
)
from favelas_app.games.holi.rules import can_climb
from favelas_app.games.holi.state import EMPTY, HoliState, Step

# The numbers each rivalry card's text names, filled into its {placeholders}.
RIVALRY_PARAMS: dict[str, dict[str, int]] = {
    "summit": {"points": SUMMIT_POINTS},
    "splash": {"points": SPLASH_POINTS},
    "column": {"points": COLUMN_POINTS},
    "first_to_the_top": {"points": FIRST_TO_THE_TOP_POINTS},
    "double_hit": {"points": DOUBLE_HIT_POINTS},
    "rain_of_colour": {"points": RAIN_POINTS},
    "quiet_hands": {},
    "nimble": {"moves": NIMBLE_MOVES},
}


# -- names of things ---------------------------------------------------------------------------


def card_text(t: Catalog, card: str) -> str:
    """A colour card by its name ("Line", "☀ Row"); a card someone may not see is "a hidden
    card"."""
    if card not in CARDS:
        return t.text("holi.card.hidden")
    return t.text(f"holi.card.{card}")


def colour_text(t: Catalog, player: int) -> str:
    """The colour of a seat, as an adjective ("blue")."""
    return t.text(f"holi.colour.{COLOURS[player]}")


def initial_text(t: Catalog, player: int) -> str:
    """The one-letter mark of a seat's colour, for the text grids."""
    return t.text(f"holi.initial.{COLOURS[player]}")


def floor_text(t: Catalog, floor: int) -> str:
    """ "ground floor", "middle floor" or "top floor", for use inside a sentence."""
    return t.text(f"holi.floor.{floor}")


def square_text(t: Catalog, x: int, y: int, floor: int | None = None) -> str:
    """A square as "C4", or "C4 on the middle floor" when the floor is given."""
    name = square_name(x, y) if on_grid(x, y) else "?"
    if floor is None:
        return name
    return t.text("holi.square", square=name, floor=floor_text(t, floor))


def rivalry_title(t: Catalog, card: str) -> str:
    return t.text(f"holi.rivalry.{card}.title")


def rivalry_text(t: Catalog, card: str) -> str:
    """What a rivalry card changes or scores, with its numbers filled in."""
    return t.text(f"holi.rivalry.{card}.text", **RIVALRY_PARAMS.get(card, {}))


def out_text(t: Catalog, reason: str) -> str:
    """Why a player's game ended (an OutReason value)."""
    return t.text(reason)


def category_text(t: Catalog, category: str) -> str:
    """A score category (a scoring.CATEGORIES key) as a heading."""
    return t.text(category)


def joined(t: Catalog, parts: list[str]) -> str:
    return t.text("holi.text.separator").join(parts)


# -- actions -----------------------------------------------------------------------------------


def face_up_squares(
    s: HoliState, action: ThrowFaceUp
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The squares (x, y) of the thrower's floor that get a token, and those left empty
    (only when the thrower is short of tokens), for a face-up throw laid on their pawn."""
    card = CARDS[action.card]
    _, px, py = s.position(s.current)
    turned = [rotated(offset, action.rotation) for offset in card.squares]
    anchor = action.anchor if 0 <= action.anchor < len(turned) else 0
    ax, ay = turned[anchor]
    targets, skipped = [], []
    for i, (dx, dy) in enumerate(turned):
        if i == anchor:
            continue
        square = (px + dx - ax, py + dy - ay)
        (skipped if i in action.skip else targets).append(square)
    return targets, skipped


def _target_text(t: Catalog, s: HoliState, floor: int, x: int, y: int) -> str:
    """A square that gets a token, saying whose pawn it hits if one stands there."""
    name = square_text(t, x, y)
    if not on_grid(x, y):
        return name
    target = s.pawn_at(cell_of(floor, square_of(x, y)))
    if target is None:
        return name
    return t.text("holi.action.hits", square=name, colour=colour_text(t, target))


def action_text(t: Catalog, s: HoliState, action: Action) -> str:
    """A choice of the deciding player, in words (menus, buttons, the terminal)."""
    if isinstance(action, PlacePawn):
        return t.text("holi.action.place_pawn", square=square_text(t, action.x, action.y))
    if isinstance(action, ThrowFaceUp):
        floor = s.floor(s.current)
        targets, skipped = face_up_squares(s, action)
        text = t.text(
            "holi.action.throw_face_up",
            card=card_text(t, action.card),
            rotation=t.text(f"holi.rotation.{action.rotation % 4}"),
            squares=joined(t, [_target_text(t, s, floor, x, y) for x, y in targets]),
            count=len(targets),
        )
        if skipped:
            empty = joined(t, [square_text(t, x, y) for x, y in skipped])
            text += t.text("holi.action.left_empty", squares=empty, count=len(skipped))
        return text
    if isinstance(action, ThrowFaceDown):
        return t.text(
            "holi.action.throw_face_down",
            card=card_text(t, action.card),
            square=square_text(t, action.x, action.y),
        )
    if isinstance(action, Move):
        return _move_text(t, s, action)
    if isinstance(action, Climb):
        floor, x, y = s.position(s.current)
        return t.text("holi.action.climb", square=square_text(t, x, y, floor + 1))
    if isinstance(action, EndTurn):
        p = s.current
        count = min(max(HAND_SIZE - len(s.hands[p]), 0), len(s.decks[p]))
        if not count:
            return t.text("holi.action.end_turn_no_draw")
        return t.text("holi.action.end_turn", count=count)
    return repr(action)


def _move_text(t: Catalog, s: HoliState, action: Move) -> str:
    square = square_text(t, action.x, action.y)
    if not on_grid(action.x, action.y):
        return t.text("holi.action.move", square=square)
    cell = cell_of(s.floor(s.current), square_of(action.x, action.y))
    owner = s.tokens[cell]
    if owner != EMPTY:
        return t.text("holi.action.move_token", square=square, colour=colour_text(t, owner))
    if s.sweets[cell]:
        return t.text("holi.action.move_sweets", square=square, count=s.sweets[cell])
    return t.text("holi.action.move", square=square)


# -- prompts and refusals ----------------------------------------------------------------------


def open_actions(t: Catalog, s: HoliState) -> str:
    """The actions of a turn still open to the current player, joined in words (climbing
    only where the pawn could climb now)."""
    moves = NIMBLE_MOVES if "nimble" in s.rivalry else 1
    parts = []
    if not s.thrown:
        parts.append(t.text("holi.turn_option.throw"))
    if s.moves < moves:
        parts.append(t.text("holi.turn_option.move"))
    if can_climb(s):
        parts.append(t.text("holi.turn_option.climb"))
    if s.thrown:
        parts.append(t.text("holi.turn_option.end"))
    return joined(t, parts)


def decision_text(t: Catalog, s: HoliState, setup: Setup) -> str:
    """What the deciding player is asked now; "" once the game is over."""
    decision = s.decision
    if decision is None:
        return ""
    player = setup.name_of(s.current)
    if s.step is Step.TURN:
        return t.text(decision.kind, player=player, open=open_actions(t, s))
    return t.text(decision.kind, player=player)


def refusal_text(t: Catalog, refusal: IllegalAction) -> str:
    """Why the rules refused an action, with its square, card or count filled in."""
    params = dict(refusal.params)
    if "card" in params:
        params["card"] = card_text(t, str(params["card"]))
    return t.text(refusal.reason, **params)


# -- the game log ------------------------------------------------------------------------------


def event_text(t: Catalog, s: HoliState, event: Event, setup: Setup) -> str:
    """One line of the game log for `event`, or "" for events the next line already tells
    (a thrown token is told where it lands, falls or hits). `s` is the state after it."""
    name = setup.name_of
    if isinstance(event, TokenThrown):
        return ""
    if isinstance(event, PawnPlaced):
        return t.text(
            "holi.log.pawn_placed", player=name(event.player), square=square_name(event.x, event.y)
        )
    if isinstance(event, TurnStarted):
        return t.text("holi.log.turn_started", player=name(event.player))
    if isinstance(event, CardPlayed):
        if not event.face_up:
            return t.text("holi.log.card_face_down", player=name(event.player))
        return t.text(
            "holi.log.card_face_up", player=name(event.player), card=card_text(t, event.card)
        )
    if isinstance(event, TokenLanded):
        square = square_text(t, event.x, event.y, event.floor)
        return t.text("holi.log.token_landed", player=name(event.owner), square=square)
    if isinstance(event, TokenFell):
        return t.text(
            "holi.log.token_fell",
            player=name(event.owner),
            square=square_text(t, event.x, event.y),
            start=floor_text(t, event.from_floor),
            end=floor_text(t, event.to_floor),
        )
    if isinstance(event, PawnHit):
        return _hit_text(t, event, setup)
    if isinstance(event, PawnMoved):
        return t.text(
            "holi.log.pawn_moved",
            player=name(event.player),
            square=square_text(t, event.x, event.y),
        )
    if isinstance(event, TokenCollected):
        key = (
            "holi.log.own_token_collected"
            if event.owner == event.player
            else "holi.log.token_collected"
        )
        return t.text(
            key,
            player=name(event.player),
            owner=name(event.owner),
            square=square_text(t, event.x, event.y),
        )
    if isinstance(event, SweetsCollected):
        return t.text(
            "holi.log.sweets_collected",
            player=name(event.player),
            count=event.count,
            square=square_text(t, event.x, event.y),
        )
    if isinstance(event, PawnClimbed):
        return t.text(
            "holi.log.pawn_climbed",
            player=name(event.player),
            square=square_text(t, event.x, event.y, event.floor),
        )
    if isinstance(event, RivalryScored):
        return t.text(
            "holi.log.rivalry_scored",
            player=name(event.player),
            card=rivalry_title(t, event.card),
            count=event.points,
        )
    if isinstance(event, CardsDrawn):
        return t.text("holi.log.cards_drawn", player=name(event.player), count=event.count)
    if isinstance(event, PlayerOut):
        return t.text(
            "holi.log.player_out", player=name(event.player), reason=out_text(t, event.reason)
        )
    if isinstance(event, GameEnded):
        names = joined(t, [name(p) for p in event.winners])
        points = event.totals[event.winners[0]] if event.winners else 0
        key = "holi.log.game_ended" if len(event.winners) == 1 else "holi.log.game_ended_shared"
        text = t.text(key, names=names, count=points)
        if event.tiebreak:
            text += " " + t.text(event.tiebreak)
        return text
    return ""


def _hit_text(t: Catalog, event: PawnHit, setup: Setup) -> str:
    params = {
        "player": setup.name_of(event.owner),
        "target": setup.name_of(event.target),
        "square": square_text(t, event.x, event.y, None if event.direct else event.floor),
        "scorer": setup.name_of(event.scorer),
        "count": event.points,
    }
    if event.direct:
        key = "holi.log.direct_hit" if event.points else "holi.log.direct_hit_no_points"
    else:
        key = "holi.log.falling_hit" if event.points else "holi.log.falling_hit_no_points"
    return t.text(key, **params)


def event_lines(t: Catalog, s: HoliState, events: list[Event], setup: Setup) -> list[str]:
    """The log lines of a list of events, skipping the silent ones."""
    return [line for event in events if (line := event_text(t, s, event, setup))]
