"""The Holi rules engine (holi_pt.md with the rulings of COMPONENTS.md).

Set-up ends with each player, from the starting player on, putting their pawn on a free
ground-floor corner. A turn is one decision after another: Throw Colour (mandatory), Move and
Climb in any order, each at most once, then End Turn, which draws up to 3 cards.

Our rulings where the rulebook is silent:
- A face-up card is laid so that one of its squares (the ☀ square on ☀ cards) lies on the
  thrower's pawn, which stays where it is; all its other squares must be free of tokens.
  With too few tokens in supply the thrower chooses which squares stay empty.
- Sweets under a token are not collected: a pawn moving there takes the token only.
- Move and Climb follow the rulebook literally (COMPONENTS.md): any free square of the
  pawn's floor, even one from which no throw would be left. "Se um jogador não conseguir
  Arremessar Cor no seu turno, será o FIM DO JOGO para ele": a Move or Climb after which
  the owed throw can no longer be made, even by the moves and climb still left, ends that
  player's game at once (PlayerOut, cannot_throw). `ends_own_game` tells the table so it
  can warn first. A player whose turn starts with no way to throw, even after moving or
  climbing, is out.
- A player whose supply runs out of their own tokens can take no further action: the turn
  ends at once. Tokens of other colours in a supply are never thrown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from itertools import combinations
from typing import Any

from favelas_app.core.protocol import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    Score,
    Setup,
    SetupError,
    check_options,
)
from favelas_app.core.rng import Rng
from favelas_app.core.tuples import replaced
from favelas_app.games.holi.actions import (
    ACTION_TYPES,
    Climb,
    EndTurn,
    Move,
    PlacePawn,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.games.holi.components import (
    CARD_NAMES,
    CARDS,
    CELLS,
    CORNERS,
    DIRECT_HIT_POINTS,
    DOUBLE_HIT_POINTS,
    FIRST_TO_THE_TOP_POINTS,
    FLOORS,
    HAND_SIZE,
    MAX_RIVALRY_CARDS,
    NIMBLE_MOVES,
    OPENING_HAND,
    RAIN_POINTS,
    RIVALRY_CARDS,
    ROTATIONS,
    SQUARES,
    SWEET_SQUARES,
    SWEETS_PER_SQUARE,
    TOKENS_PER_PLAYER,
    cell_of,
    floor_of,
    is_edge,
    neighbours,
    on_grid,
    rotated,
    square_name,
    square_of,
    xy_of,
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
from favelas_app.games.holi.invariants import check_invariants
from favelas_app.games.holi.scoring import outcome_of, scores_of
from favelas_app.games.holi.state import EMPTY, HIDDEN, OFF_BOARD, HoliState, OutReason, Step

# Prebuilt actions: legal_actions runs in every AI playout, so it mostly picks from these.
_PLACE_PAWN = {square: PlacePawn(*xy_of(square)) for square in CORNERS}
_MOVES = tuple(Move(*xy_of(square)) for square in range(SQUARES))
_FACE_DOWN = {
    card: tuple(ThrowFaceDown(card, *xy_of(sq)) for sq in range(SQUARES)) for card in CARDS
}
_CLIMB = Climb()
_END_TURN = EndTurn()
# Per card and rotation: the pattern's squares turned, as (dx, dy).
_TURNED = {
    name: tuple(tuple(rotated(o, r) for o in card.squares) for r in range(ROTATIONS))
    for name, card in CARDS.items()
}


def _lays(name: str) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
    """Each distinct way of laying card `name` on the pawn, as (rotation, anchor, the token
    squares relative to the pawn); of lays with the same squares only the first is kept."""
    found: dict[frozenset[tuple[int, int]], tuple[int, int, tuple[tuple[int, int], ...]]] = {}
    for rotation, turned in enumerate(_TURNED[name]):
        for anchor in CARDS[name].anchors():
            ax, ay = turned[anchor]
            targets = tuple((dx - ax, dy - ay) for i, (dx, dy) in enumerate(turned) if i != anchor)
            found.setdefault(frozenset(targets), (rotation, anchor, targets))
    return tuple(found.values())


_LAYS = {name: _lays(name) for name in CARDS}


def _lays_on(name: str, square: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The lays of card `name` with the pawn on `square` whose token squares all lie on the
    grid, as (rotation, anchor, those squares)."""
    px, py = xy_of(square)
    found = []
    for rotation, anchor, targets in _LAYS[name]:
        if all(on_grid(px + dx, py + dy) for dx, dy in targets):
            found.append(
                (rotation, anchor, tuple(square_of(px + dx, py + dy) for dx, dy in targets))
            )
    return tuple(found)


# Per card and pawn square: the lays that stay on the grid (read in every legal_actions
# and by the AI).
LAYS_ON = {name: tuple(_lays_on(name, square) for square in range(SQUARES)) for name in CARDS}
_NO_LAYS: tuple[tuple[tuple[int, int, tuple[int, ...]], ...], ...] = ((),) * SQUARES


class HoliGame:
    """The Holi engine; stateless, implements the game protocol."""

    name = "holi"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    options = frozenset({"rivalry", "rivalry_random"})  # the setup options it knows
    # Plain games, and each rivalry card in play beside others.
    variants: tuple[dict[str, object], ...] = (
        {},
        {"rivalry": ["summit", "splash", "column"]},
        {"rivalry": ["first_to_the_top", "double_hit", "rain_of_colour"]},
        {"rivalry": ["quiet_hands", "nimble"]},
        {"rivalry_random": 3},
    )

    # -- set-up ---------------------------------------------------------------------------

    def new_game(self, setup: Setup, seed: int) -> HoliState:
        check_options(setup, self.options)
        n = setup.players
        if not self.min_players <= n <= self.max_players:
            raise SetupError(f"Holi is played by 2 to 4 players, not {n}")
        rng = Rng.from_seed(seed)
        rivalry = _rivalry_cards(setup.options, rng)
        sweets = [0] * CELLS
        for floor, count in SWEETS_PER_SQUARE.items():
            for square in SWEET_SQUARES:
                sweets[cell_of(floor, square)] = count
        decks, hands = [], []
        for _ in range(n):
            deck = list(CARD_NAMES)
            rng.shuffle(deck)
            hands.append(tuple(reversed(deck[-OPENING_HAND:])))
            decks.append(tuple(deck[:-OPENING_HAND]))
        first = rng.below(n)
        return HoliState(
            players=n,
            rivalry=rivalry,
            tokens=(EMPTY,) * CELLS,
            sweets=tuple(sweets),
            pawns=(OFF_BOARD,) * n,
            supplies=tuple(
                tuple(TOKENS_PER_PLAYER if c == p else 0 for c in range(n)) for p in range(n)
            ),
            sweets_held=(0,) * n,
            hands=tuple(hands),
            decks=tuple(decks),
            discards=((),) * n,
            hit_points=(0,) * n,
            rivalry_points=(0,) * n,
            out=("",) * n,
            first=first,
            current=first,
            step=Step.PLACE_PAWN,
            thrown=False,
            moves=0,
            climbed=False,
        )

    # -- the protocol -----------------------------------------------------------------------

    def legal_actions(self, state: HoliState) -> list[Action]:
        if state.step is Step.PLACE_PAWN:
            taken = set(state.pawns)
            return [_PLACE_PAWN[sq] for sq in CORNERS if cell_of(1, sq) not in taken]
        if state.step is Step.OVER:
            return []
        actions: list[Action] = []
        if not state.thrown:
            actions.extend(_face_up_throws(state))
            actions.extend(_face_down_throws(state))
        if state.moves < _move_limit(state):
            actions.extend(_moves(state))
        if can_climb(state):
            actions.append(_CLIMB)
        if state.thrown:
            actions.append(_END_TURN)
        return actions

    def apply(self, state: HoliState, action: Action) -> tuple[HoliState, list[Event]]:
        if state.step is Step.OVER:
            raise IllegalAction("holi.illegal.game_over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("holi.illegal.unknown_action", action=type(action).__name__)
        new = state.copy()
        events: list[Event] = []
        handler(new, action, events)
        return new, events

    def view(self, state: HoliState, player: int) -> HoliState:
        """What `player` may see: other hands, every deck's order and others' face-down cards
        are hidden. The board, supplies, sweets and points are public."""
        new = state.copy()
        new.hands = tuple(
            hand if p == player else (HIDDEN,) * len(hand) for p, hand in enumerate(state.hands)
        )
        new.decks = tuple((HIDDEN,) * len(deck) for deck in state.decks)
        new.discards = tuple(
            pile if p == player else tuple((card if up else HIDDEN, up) for card, up in pile)
            for p, pile in enumerate(state.discards)
        )
        return new

    def scores(self, state: HoliState) -> tuple[Score, ...]:
        return scores_of(state)

    def is_over(self, state: HoliState) -> bool:
        return state.step is Step.OVER

    def outcome(self, state: HoliState) -> Outcome | None:
        if state.step is not Step.OVER:
            return None
        return outcome_of(state)

    def check_invariants(self, state: HoliState) -> None:
        check_invariants(state)


GAME = HoliGame()


def _rivalry_cards(options: Mapping[str, Any], rng: Rng) -> tuple[str, ...]:
    """The rivalry cards in play: chosen by name (option "rivalry") or drawn at random
    (option "rivalry_random": how many). None by default."""
    chosen = options.get("rivalry", ())
    count = options.get("rivalry_random", 0)
    if not isinstance(chosen, list | tuple) or not all(isinstance(c, str) for c in chosen):
        raise SetupError("Holi option 'rivalry' must be a list of rivalry card names")
    if not isinstance(count, int) or isinstance(count, bool):
        raise SetupError("Holi option 'rivalry_random' must be a whole number")
    unknown = [c for c in chosen if c not in RIVALRY_CARDS]
    if unknown:
        raise SetupError(f"unknown rivalry cards: {', '.join(unknown)}")
    if len(set(chosen)) != len(chosen):
        raise SetupError("a rivalry card can be in play only once")
    if chosen and count:
        raise SetupError("choose rivalry cards or draw them at random, not both")
    if count < 0 or max(len(chosen), count) > MAX_RIVALRY_CARDS:
        raise SetupError(f"at most {MAX_RIVALRY_CARDS} rivalry cards are in play")
    if count:
        pool = list(RIVALRY_CARDS)
        rng.shuffle(pool)
        return tuple(sorted(pool[:count], key=list(RIVALRY_CARDS).index))
    return tuple(chosen)


# -- action handlers -------------------------------------------------------------------------


def _expect(s: HoliState, step: Step) -> None:
    if s.step is not step:
        raise IllegalAction("holi.illegal.wrong_step", expected=s.step.value)


def _place_pawn(s: HoliState, action: PlacePawn, events: list[Event]) -> None:
    _expect(s, Step.PLACE_PAWN)
    if not on_grid(action.x, action.y) or square_of(action.x, action.y) not in CORNERS:
        raise IllegalAction("holi.illegal.not_a_corner")
    cell = cell_of(1, square_of(action.x, action.y))
    if cell in s.pawns:
        raise IllegalAction("holi.illegal.corner_taken", square=square_name(action.x, action.y))
    s.pawns = replaced(s.pawns, s.current, cell)
    events.append(PawnPlaced(s.current, action.x, action.y))
    if OFF_BOARD in s.pawns:
        s.current = (s.current + 1) % s.players
    else:
        s.current = (s.first - 1) % s.players  # the starting player's turn comes next
        _next_turn(s, events)


def _throw_face_up(s: HoliState, action: ThrowFaceUp, events: list[Event]) -> None:
    _expect_throw(s, action.card)
    targets = _face_up_targets(s, action)
    _play_card(s, action.card, face_up=True, events=events)
    for cell in targets:
        _throw_token(s, cell, events)
    _after_throw(s, events)


def _throw_face_down(s: HoliState, action: ThrowFaceDown, events: list[Event]) -> None:
    _expect_throw(s, action.card)
    refusal = _face_down_refusal(s)
    if refusal:
        raise IllegalAction(refusal)
    if not on_grid(action.x, action.y):
        raise IllegalAction("holi.illegal.off_grid")
    cell = cell_of(s.floor(s.current), square_of(action.x, action.y))
    name = square_name(action.x, action.y)
    if s.tokens[cell] != EMPTY:
        raise IllegalAction("holi.illegal.face_down_on_token", square=name)
    if cell in s.pawns:
        raise IllegalAction("holi.illegal.face_down_on_pawn", square=name)
    _play_card(s, action.card, face_up=False, events=events)
    _throw_token(s, cell, events)
    _after_throw(s, events)


def _move(s: HoliState, action: Move, events: list[Event]) -> None:
    _expect(s, Step.TURN)
    if s.moves >= _move_limit(s):
        raise IllegalAction("holi.illegal.already_moved")
    refusal = _move_refusal(s, action)
    if refusal is not None:
        raise refusal
    _do_move(s, action, events)
    _out_if_no_throw_left(s, events)


def _climb(s: HoliState, action: Climb, events: list[Event]) -> None:
    _expect(s, Step.TURN)
    if s.climbed:
        raise IllegalAction("holi.illegal.already_climbed")
    refusal = _climb_refusal(s)
    if refusal is not None:
        raise refusal
    _do_climb(s, events)
    _out_if_no_throw_left(s, events)


def _out_if_no_throw_left(s: HoliState, events: list[Event]) -> None:
    """After a Move or Climb: a player who can no longer make the owed throw is out, and the
    next player's turn starts."""
    if s.step is Step.TURN and not s.thrown and not _throw_reachable(s):
        _retire(s, s.current, OutReason.CANNOT_THROW, events)
        _next_turn(s, events)


def ends_own_game(s: HoliState, action: Action) -> bool:
    """Whether the legal Move or Climb `action` would leave the current player no throw, so
    that their game ends (the table warns before it is made)."""
    return isinstance(action, Move | Climb) and not _keeps_a_throw(s, action)


def _end_turn_action(s: HoliState, action: EndTurn, events: list[Event]) -> None:
    _expect(s, Step.TURN)
    if not s.thrown:
        raise IllegalAction("holi.illegal.must_throw")
    _end_turn(s, events)


_HANDLERS: dict[type, Callable[[HoliState, Any, list[Event]], None]] = {
    PlacePawn: _place_pawn,
    ThrowFaceUp: _throw_face_up,
    ThrowFaceDown: _throw_face_down,
    Move: _move,
    Climb: _climb,
    EndTurn: _end_turn_action,
}


# -- throwing colour -------------------------------------------------------------------------


def _expect_throw(s: HoliState, card: str) -> None:
    _expect(s, Step.TURN)
    if s.thrown:
        raise IllegalAction("holi.illegal.already_thrown")
    if card not in s.hands[s.current] or card == HIDDEN:
        raise IllegalAction("holi.illegal.card_not_in_hand", card=card)


def _face_up_targets(s: HoliState, action: ThrowFaceUp) -> list[int]:
    """The cells that receive tokens, or IllegalAction saying why the card does not fit."""
    card = CARDS[action.card]
    if not 0 <= action.rotation < ROTATIONS:
        raise IllegalAction("holi.illegal.bad_rotation")
    if action.anchor not in range(len(card.squares)):
        raise IllegalAction("holi.illegal.bad_anchor")
    if action.anchor not in card.anchors():
        raise IllegalAction("holi.illegal.pawn_on_sun")
    floor, px, py = s.position(s.current)
    turned = _TURNED[action.card][action.rotation]
    ax, ay = turned[action.anchor]
    cells: dict[int, int] = {}
    for i, (dx, dy) in enumerate(turned):
        if i == action.anchor:
            continue
        x, y = px + dx - ax, py + dy - ay
        if not on_grid(x, y):
            raise IllegalAction("holi.illegal.pattern_off_grid")
        cell = cell_of(floor, square_of(x, y))
        if s.tokens[cell] != EMPTY:
            raise IllegalAction("holi.illegal.pattern_on_token", square=square_name(x, y))
        cells[i] = cell
    short = len(cells) - s.own_tokens(s.current)
    skip = action.skip
    if short <= 0 and skip:
        raise IllegalAction("holi.illegal.must_throw_every_token")
    if short > 0 and (len(skip) != short or len(set(skip)) != short or not set(skip) <= set(cells)):
        raise IllegalAction("holi.illegal.choose_empty_squares", count=short)
    return [cell for i, cell in cells.items() if i not in skip]


def _face_down_refusal(s: HoliState) -> str | None:
    """Why the current player may not throw face down now, or None."""
    pile = s.discards[s.current]
    if pile and not pile[-1][1] and "quiet_hands" not in s.rivalry:
        return "holi.illegal.face_down_twice"
    return None


def _play_card(s: HoliState, card: str, *, face_up: bool, events: list[Event]) -> None:
    p = s.current
    s.hands = replaced(s.hands, p, tuple(c for c in s.hands[p] if c != card))
    s.discards = replaced(s.discards, p, (*s.discards[p], (card, face_up)))
    s.thrown = True
    # Events are shown to the whole table: a face-down card stays hidden there.
    events.append(CardPlayed(p, card if face_up else HIDDEN, face_up))


def _throw_token(s: HoliState, cell: int, events: list[Event]) -> None:
    p = s.current
    _add_to_supply(s, p, p, -1)
    x, y = xy_of(cell % SQUARES)
    events.append(TokenThrown(p, floor_of(cell), x, y))
    _arrive(s, p, cell, events, thrower=p)


def _arrive(s: HoliState, owner: int, cell: int, events: list[Event], thrower: int | None) -> None:
    """A token of `owner` reaches `cell`: it hits a pawn there, falls, or lands.

    `thrower` is set for a thrown token's first arrival (a direct hit scores), None once it
    falls (a falling token hitting a pawn scores nothing, unless rain of colour is in play).
    """
    floor = floor_of(cell)
    x, y = xy_of(cell % SQUARES)
    target = s.pawn_at(cell)
    if target is not None:
        _add_to_supply(s, target, owner, +1)
        if thrower is not None:
            scorer = thrower
            points = 0
            if target != thrower and floor == s.floor(thrower):
                points = DOUBLE_HIT_POINTS if "double_hit" in s.rivalry else DIRECT_HIT_POINTS
                s.hit_points = replaced(s.hit_points, thrower, s.hit_points[thrower] + points)
        else:
            scorer = owner
            points = RAIN_POINTS if "rain_of_colour" in s.rivalry and target != owner else 0
            if points:
                s.rivalry_points = replaced(
                    s.rivalry_points, owner, s.rivalry_points[owner] + points
                )
        events.append(PawnHit(owner, target, floor, x, y, thrower is not None, scorer, points))
        return
    if floor > 1 and s.tokens[cell - SQUARES] == EMPTY:
        events.append(TokenFell(owner, floor, floor - 1, x, y))
        _arrive(s, owner, cell - SQUARES, events, thrower=None)
        return
    s.tokens = replaced(s.tokens, cell, owner)
    events.append(TokenLanded(owner, floor, x, y))


def _after_throw(s: HoliState, events: list[Event]) -> None:
    """Out of own tokens, a player can take no further action: the turn ends at once."""
    if s.own_tokens(s.current) == 0:
        _end_turn(s, events)


# -- moving and climbing ---------------------------------------------------------------------


def _move_limit(s: HoliState) -> int:
    return NIMBLE_MOVES if "nimble" in s.rivalry else 1


def _moves(s: HoliState) -> Iterator[Move]:
    occupied = set(s.pawns)
    base = cell_of(s.floor(s.current), 0)
    for square in range(SQUARES):
        if base + square not in occupied:
            yield _MOVES[square]


def _move_refusal(s: HoliState, action: Move) -> IllegalAction | None:
    if not on_grid(action.x, action.y):
        return IllegalAction("holi.illegal.off_grid")
    floor, px, py = s.position(s.current)
    if (action.x, action.y) == (px, py):
        return IllegalAction("holi.illegal.move_nowhere")
    if s.pawn_at(cell_of(floor, square_of(action.x, action.y))) is not None:
        return IllegalAction("holi.illegal.square_has_pawn", square=square_name(action.x, action.y))
    return None


def _do_move(s: HoliState, action: Move, events: list[Event]) -> None:
    p = s.current
    floor, px, py = s.position(p)
    square = square_of(action.x, action.y)
    cell = cell_of(floor, square)
    s.pawns = replaced(s.pawns, p, cell)
    s.moves += 1
    events.append(PawnMoved(p, floor, px, py, action.x, action.y))
    owner = s.tokens[cell]
    if owner != EMPTY:
        # The token is collected; sweets it covered stay (they were covered on arrival).
        s.tokens = replaced(s.tokens, cell, EMPTY)
        _add_to_supply(s, p, owner, +1)
        events.append(TokenCollected(p, owner, floor, action.x, action.y))
        _settle(s, square, events)
    elif s.sweets[cell]:
        count = s.sweets[cell]
        s.sweets = replaced(s.sweets, cell, 0)
        s.sweets_held = replaced(s.sweets_held, p, s.sweets_held[p] + count)
        events.append(SweetsCollected(p, count, floor, action.x, action.y))


def _settle(s: HoliState, square: int, events: list[Event]) -> None:
    """After a token left `square`, every token above with nothing beneath falls."""
    x, y = xy_of(square)
    for floor in range(2, FLOORS + 1):
        cell = cell_of(floor, square)
        owner = s.tokens[cell]
        if owner != EMPTY and s.tokens[cell - SQUARES] == EMPTY:
            s.tokens = replaced(s.tokens, cell, EMPTY)
            events.append(TokenFell(owner, floor, floor - 1, x, y))
            _arrive(s, owner, cell - SQUARES, events, thrower=None)


def _climb_refusal(s: HoliState) -> IllegalAction | None:
    """Why the current player may not climb now (the once-a-turn limit aside), or None."""
    floor, x, y = s.position(s.current)
    if floor == FLOORS:
        return IllegalAction("holi.illegal.top_floor")
    square = square_of(x, y)
    if is_edge(square):
        return IllegalAction("holi.illegal.climb_from_edge")
    base = cell_of(floor, 0)
    if any(s.tokens[base + n] == EMPTY for n in neighbours(square)):
        return IllegalAction("holi.illegal.not_surrounded")
    if s.pawn_at(cell_of(floor + 1, square)) is not None:
        return IllegalAction("holi.illegal.pawn_above", square=square_name(x, y))
    return None


def can_climb(s: HoliState) -> bool:
    """Whether the current player may take the Climb action now."""
    return not s.climbed and _climb_refusal(s) is None


def _do_climb(s: HoliState, events: list[Event]) -> None:
    p = s.current
    floor, x, y = s.position(p)
    s.pawns = replaced(s.pawns, p, s.pawns[p] + SQUARES)
    s.climbed = True
    events.append(PawnClimbed(p, floor + 1, x, y))
    first_up = not any(q != p and s.floor(q) == FLOORS for q in range(s.players))
    if floor + 1 == FLOORS and "first_to_the_top" in s.rivalry and first_up:
        s.rivalry_points = replaced(
            s.rivalry_points, p, s.rivalry_points[p] + FIRST_TO_THE_TOP_POINTS
        )
        events.append(RivalryScored(p, "first_to_the_top", FIRST_TO_THE_TOP_POINTS))


# -- can a throw still be made? --------------------------------------------------------------


def _face_up_throws(s: HoliState) -> Iterator[ThrowFaceUp]:
    """Every face-up throw that fits, each distinct set of target squares once per card."""
    p = s.current
    own = s.own_tokens(p)
    cell = s.pawns[p]
    for name in s.hands[p]:
        # A hidden card has no lays.
        for rotation, anchor, squares in LAYS_ON.get(name, _NO_LAYS)[cell % SQUARES]:
            if _lay_fits(s, cell, squares):
                yield from _with_skips(name, rotation, anchor, len(squares) + 1, own)


def _lay_fits(s: HoliState, cell: int, squares: tuple[int, ...]) -> bool:
    """Whether `squares`, on the floor of `cell`, are free of tokens."""
    base = cell - cell % SQUARES
    tokens = s.tokens
    return all(tokens[base + square] < 0 for square in squares)


def _with_skips(
    name: str, rotation: int, anchor: int, size: int, own: int
) -> Iterator[ThrowFaceUp]:
    indices = [i for i in range(size) if i != anchor]
    short = len(indices) - own
    if short <= 0:
        yield ThrowFaceUp(name, rotation, anchor)
        return
    for skip in combinations(indices, short):
        yield ThrowFaceUp(name, rotation, anchor, skip)


def _face_down_throws(s: HoliState) -> Iterator[ThrowFaceDown]:
    if _face_down_refusal(s) is not None:
        return
    squares = _free_squares(s)
    for name in s.hands[s.current]:
        if name != HIDDEN:
            table = _FACE_DOWN[name]
            yield from (table[square] for square in squares)


def _free_squares(s: HoliState) -> list[int]:
    """Squares of the current player's floor with no token and no pawn."""
    base = cell_of(s.floor(s.current), 0)
    occupied = set(s.pawns)
    tokens = s.tokens
    return [sq for sq in range(SQUARES) if tokens[base + sq] < 0 and base + sq not in occupied]


def _fits_face_up(s: HoliState, cell: int) -> bool:
    """Whether a card in hand fits face up with its anchor on `cell` (tokens aside there)."""
    square = cell % SQUARES
    return any(
        _lay_fits(s, cell, squares)
        for name in s.hands[s.current]
        for _, _, squares in LAYS_ON.get(name, _NO_LAYS)[square]
    )


def _can_throw_now(s: HoliState) -> bool:
    if s.thrown or not s.hands[s.current]:
        return False
    if _face_down_refusal(s) is None and _free_squares(s):
        return True
    return _fits_face_up(s, s.pawns[s.current])


def _throw_reachable(s: HoliState) -> bool:
    """Whether the current player can still throw, now or after their moves and climb."""
    if _can_throw_now(s):
        return True
    if s.moves < _move_limit(s) and any(_keeps_a_throw(s, move) for move in _moves(s)):
        return True
    return not s.climbed and _climb_refusal(s) is None and _keeps_a_throw(s, _CLIMB)


def _keeps_a_throw(s: HoliState, action: Move | Climb) -> bool:
    """A legal Move or Climb leaves a throw possible (always true once the player has thrown)."""
    if s.thrown:
        return True
    if isinstance(action, Move):
        if s.hands[s.current] and _face_down_refusal(s) is None:
            return True  # the square left behind is free for a face-down throw
        cell = cell_of(s.floor(s.current), square_of(action.x, action.y))
        if _fits_face_up(s, cell):
            return True  # moving only changes the column the pawn arrives in
        if s.moves + 1 >= _move_limit(s) and (s.climbed or not _could_climb_from(s, cell)):
            return False
    after = s.copy()
    scratch: list[Event] = []
    if isinstance(action, Move):
        _do_move(after, action, scratch)
    else:
        _do_climb(after, scratch)
    return _throw_reachable(after)


def _could_climb_from(s: HoliState, cell: int) -> bool:
    """A quick necessary condition: `cell` is inside its floor, below the top, surrounded."""
    square = cell % SQUARES
    if cell + SQUARES >= CELLS or is_edge(square):
        return False
    base = cell - square
    return all(s.tokens[base + n] >= 0 for n in neighbours(square))


# -- turns -----------------------------------------------------------------------------------


def _end_turn(s: HoliState, events: list[Event]) -> None:
    """Draw up to 3 cards; out of tokens or cards, the player's game is over."""
    p = s.current
    hand, deck = s.hands[p], s.decks[p]
    count = min(max(HAND_SIZE - len(hand), 0), len(deck))
    if count:
        drawn = tuple(reversed(deck[len(deck) - count :]))
        s.hands = replaced(s.hands, p, hand + drawn)
        s.decks = replaced(s.decks, p, deck[: len(deck) - count])
        events.append(CardsDrawn(p, count))
    if s.own_tokens(p) == 0:
        _retire(s, p, OutReason.NO_TOKENS, events)
    elif not s.hands[p]:
        _retire(s, p, OutReason.NO_CARDS, events)
    _next_turn(s, events)


def _retire(s: HoliState, player: int, reason: OutReason, events: list[Event]) -> None:
    s.out = replaced(s.out, player, reason.value)
    events.append(PlayerOut(player, reason.value))


def _next_turn(s: HoliState, events: list[Event]) -> None:
    """The next player still in the game starts a turn; one who cannot throw is out."""
    while True:
        playing = s.playing()
        if not playing:
            s.step = Step.OVER
            outcome = outcome_of(s)
            totals = tuple(score.total for score in scores_of(s))
            events.append(GameEnded(outcome.winners, totals, outcome.tiebreak))
            return
        following = [(p - s.current - 1) % s.players for p in playing]
        s.current = playing[following.index(min(following))]
        s.step, s.thrown, s.moves, s.climbed = Step.TURN, False, 0, False
        if HIDDEN in s.hands[s.current]:
            raise ValueError("a player's view cannot start a turn of someone whose hand is hidden")
        events.append(TurnStarted(s.current))
        if _throw_reachable(s):
            return
        _retire(s, s.current, OutReason.CANNOT_THROW, events)


# -- helpers ---------------------------------------------------------------------------------


def _add_to_supply(s: HoliState, player: int, owner: int, delta: int) -> None:
    row = s.supplies[player]
    s.supplies = replaced(s.supplies, player, replaced(row, owner, row[owner] + delta))
