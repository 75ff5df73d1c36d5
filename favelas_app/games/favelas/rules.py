"""The Favelas rules engine (favelas_en.md with the rulings of COMPONENTS.md).

A turn is split into the steps a player takes: choose a source (actions A, B, C), place
the tile, then adjust each council die the placement demands, one decision per die.

Our ruling where the rulebook is silent: a double needs two neighbouring houses of one
height. A board without such a pair can take no double, so actions A and B are not offered
(a tile taken must be placed at once); action C still is, as a single always fits. With no
single tile left either, the player passes. If no player can take a tile, the year ends.
"""

from __future__ import annotations

from collections.abc import Callable

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
from favelas_app.games.favelas.actions import (
    ACTION_TYPES,
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import (
    BOARD_CELLS,
    BOARD_LAYOUTS,
    BONUS_DIE,
    BOTTOM_DOUBLES,
    COLOURS,
    DICE,
    DIE_MAX,
    DIE_MIN,
    DIRECTIONS,
    DOUBLE_IDS,
    END_OF_YEAR_IDS,
    INITIAL_STACK,
    SINGLE_IDS,
    SUPPLY_SIZE,
    TILES,
    YEARS,
    TileKind,
)
from favelas_app.games.favelas.events import (
    DieAdjusted,
    EndOfYearRevealed,
    GameEnded,
    PlayerPassed,
    SupplyRefilled,
    TilePlaced,
    TileTaken,
    TurnStarted,
    YearBlocked,
    YearScored,
    YearStarted,
)
from favelas_app.games.favelas.geometry import CELL_INDEX, NEIGHBOURS, footprint
from favelas_app.games.favelas.invariants import check_invariants
from favelas_app.games.favelas.scoring import CATEGORIES, score_year
from favelas_app.games.favelas.state import HIDDEN, FavelasState, Step

_COLOUR_INDEX = {colour: i for i, colour in enumerate(COLOURS)}
_DIE_INDEX = {die: i for i, die in enumerate(DICE)}

# Prebuilt actions: legal_actions runs in every AI playout, so it only filters these.
_DRAW_FROM_STACK = DrawFromStack()
_DRAW_SINGLE = DrawSingle()
_PASS = Pass()
_PLACEMENTS = tuple(
    tuple(PlaceTile(q, r, d) for d in range(len(DIRECTIONS))) for q, r in BOARD_CELLS
)
_ADJUSTMENTS = {die: {+1: AdjustDie(die, +1), -1: AdjustDie(die, -1)} for die in DICE}


TIEBREAK_TALLEST = "favelas.tiebreak.tallest_stack"
TIEBREAK_SHARED = "favelas.tiebreak.shared_victory"


class FavelasGame:
    """The Favelas engine; stateless, implements the game protocol."""

    name = "favelas"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    options = frozenset()  # the setup options it knows
    variants: tuple[dict[str, object], ...] = ({},)  # Favelas has no variants

    # -- set-up ---------------------------------------------------------------------------

    def new_game(self, setup: Setup, seed: int) -> FavelasState:
        check_options(setup, self.options)
        n = setup.players
        if not self.min_players <= n <= self.max_players:
            raise SetupError(f"Favelas is played by 2 to 4 players, not {n}")
        rng = Rng.from_seed(seed)

        layouts = list(range(len(BOARD_LAYOUTS)))
        rng.shuffle(layouts)

        doubles = list(DOUBLE_IDS)
        rng.shuffle(doubles)
        end_of_year = list(END_OF_YEAR_IDS)
        rng.shuffle(end_of_year)
        size = INITIAL_STACK[n]
        spare = doubles[YEARS * size :]
        stacks = []
        for year in range(YEARS):
            bottom = [
                *spare[year * BOTTOM_DOUBLES : (year + 1) * BOTTOM_DOUBLES],
                end_of_year[year],
            ]
            rng.shuffle(bottom)
            top_first = doubles[year * size : (year + 1) * size] + bottom
            stacks.append(tuple(reversed(top_first)))
        boxed = tuple(spare[YEARS * BOTTOM_DOUBLES :]) + tuple(end_of_year[YEARS:])

        singles = list(SINGLE_IDS)
        rng.shuffle(singles)

        state = FavelasState(
            players=n,
            layouts=tuple(layouts[:n]),
            boards=tuple(((),) * len(BOARD_CELLS) for _ in range(n)),
            counts=tuple(_printed_counts(layout) for layout in layouts[:n]),
            dice=(DIE_MIN,) * len(DICE),
            year=0,
            stack=(),
            later_stacks=tuple(stacks),
            supply=(),
            singles=tuple(singles),
            boxed=boxed,
            discarded=(),
            current=0,
            step=Step.SOURCE,
            held=None,
            pending_dice=(),
            year_ends_after_turn=False,
            year_points=(),
            track=(0,) * n,
            rng=None,
        )
        _open_year(state, rng, [])
        state.current = rng.below(n)
        state.rng = rng.state
        return state

    # -- the protocol -----------------------------------------------------------------------

    def legal_actions(self, state: FavelasState) -> list[Action]:
        step = state.step
        if step is Step.SOURCE:
            return _tile_sources(state, state.current) or [_PASS]
        if step is Step.PLACE:
            return _legal_placements(state)
        if step is Step.ADJUST:
            die = state.pending_dice[0]
            value = state.dice[_DIE_INDEX[die]]
            choices = _ADJUSTMENTS[die]
            return [choices[d] for d in (+1, -1) if DIE_MIN <= value + d <= DIE_MAX]
        return []

    def apply(self, state: FavelasState, action: Action) -> tuple[FavelasState, list[Event]]:
        if state.step is Step.OVER:
            raise IllegalAction("favelas.illegal.game_over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("favelas.illegal.unknown_action", action=type(action).__name__)
        new = state.copy()
        events: list[Event] = []
        handler(new, action, events)
        return new, events

    def view(self, state: FavelasState, player: int) -> FavelasState:
        """What `player` may see: face-down tiles become HIDDEN and the RNG is gone.

        Every other part of Favelas is public. A view cannot start a new year by itself:
        an AI that searches ahead must first fill in the hidden tiles and an RNG.
        """
        new = state.copy()
        new.stack = _hide(state.stack)
        new.later_stacks = tuple(_hide(stack) for stack in state.later_stacks)
        new.singles = _hide(state.singles)
        new.boxed = _hide(state.boxed)
        new.rng = None
        return new

    def scores(self, state: FavelasState) -> tuple[Score, ...]:
        result = []
        for p in range(state.players):
            by_category = [
                sum(year[p][c] for year in state.year_points) for c in range(len(CATEGORIES))
            ]
            result.append(Score(state.track[p], tuple(zip(CATEGORIES, by_category, strict=True))))
        return tuple(result)

    def is_over(self, state: FavelasState) -> bool:
        return state.step is Step.OVER

    def outcome(self, state: FavelasState) -> Outcome | None:
        if state.step is not Step.OVER:
            return None
        return _winners(state)

    def check_invariants(self, state: FavelasState) -> None:
        check_invariants(state)


GAME = FavelasGame()


# -- action handlers -------------------------------------------------------------------------


def _expect(state: FavelasState, step: Step) -> None:
    if state.step is not step:
        raise IllegalAction("favelas.illegal.wrong_step", expected=state.step.value)


def _expect_room_for_double(s: FavelasState) -> None:
    if not double_fits(s, s.current):
        raise IllegalAction("favelas.illegal.no_room_for_double")


def _take_from_supply(s: FavelasState, action: TakeFromSupply, events: list[Event]) -> None:
    _expect(s, Step.SOURCE)
    if action.tile not in s.supply:
        raise IllegalAction("favelas.illegal.not_in_supply", tile=action.tile)
    _expect_room_for_double(s)
    s.supply = tuple(tile for tile in s.supply if tile != action.tile)
    _hold(s, action.tile, "supply", events)


def _draw_from_stack(s: FavelasState, action: DrawFromStack, events: list[Event]) -> None:
    _expect(s, Step.SOURCE)
    if not s.stack:
        raise IllegalAction("favelas.illegal.stack_empty")
    _expect_room_for_double(s)
    tile = s.stack[-1]
    s.stack = s.stack[:-1]
    _hold(s, tile, "stack", events)
    if TILES[tile].kind is TileKind.END_OF_YEAR:
        # The drawer places it and adjusts dice; then the year ends (favelas_en.md).
        s.year_ends_after_turn = True
        events.append(EndOfYearRevealed(s.year, tile, "draw"))


def _draw_single(s: FavelasState, action: DrawSingle, events: list[Event]) -> None:
    _expect(s, Step.SOURCE)
    if not s.singles:
        raise IllegalAction("favelas.illegal.no_single_tiles")
    tile = s.singles[-1]
    s.singles = s.singles[:-1]
    _hold(s, tile, "singles", events)


def _pass(s: FavelasState, action: Pass, events: list[Event]) -> None:
    _expect(s, Step.SOURCE)
    if _tile_sources(s, s.current):
        raise IllegalAction("favelas.illegal.must_take_tile")
    events.append(PlayerPassed(s.current))
    if any(_tile_sources(s, p) for p in range(s.players)):
        _next_player(s, events)
    else:
        # Nobody can ever place again this year: boards only change by placing.
        events.append(YearBlocked(s.year))
        _end_year(s, events)


def _hold(s: FavelasState, tile: str, source: str, events: list[Event]) -> None:
    s.held = tile
    s.step = Step.PLACE
    events.append(TileTaken(s.current, tile, source))


def _place_tile(s: FavelasState, action: PlaceTile, events: list[Event]) -> None:
    _expect(s, Step.PLACE)
    assert s.held is not None
    tile = TILES[s.held]
    if not 0 <= action.direction < len(DIRECTIONS):
        raise IllegalAction("favelas.illegal.bad_direction", direction=action.direction)
    cells = footprint(action.q, action.r, action.direction, len(tile.colours))
    if any(cell not in CELL_INDEX for cell in cells):
        raise IllegalAction("favelas.illegal.off_board")
    houses = [CELL_INDEX[cell] for cell in cells]
    p = s.current
    board = list(s.boards[p])
    heights = [len(board[h]) for h in houses]
    if min(heights) != max(heights):
        raise IllegalAction("favelas.illegal.mixed_height", low=min(heights), high=max(heights))

    counts = list(s.counts[p])
    pending = [BONUS_DIE] if tile.is_single else []
    for house, colour in zip(houses, tile.colours, strict=True):
        covered = s.visible(p, house)
        if covered == colour:
            pending.append(colour)  # covering a matching colour moves that die
        counts[_COLOUR_INDEX[covered]] -= 1
        counts[_COLOUR_INDEX[colour]] += 1
        board[house] = (*board[house], (tile.id, colour))
    s.boards = replaced(s.boards, p, tuple(board))
    s.counts = replaced(s.counts, p, tuple(counts))
    s.held = None
    events.append(TilePlaced(p, tile.id, cells, heights[0] + 1))
    if pending:
        s.pending_dice = tuple(pending)
        s.step = Step.ADJUST
    else:
        _end_turn(s, events)


def _adjust_die(s: FavelasState, action: AdjustDie, events: list[Event]) -> None:
    _expect(s, Step.ADJUST)
    die = s.pending_dice[0]
    if action.die != die:
        raise IllegalAction("favelas.illegal.wrong_die", die=die)
    if action.delta not in (+1, -1):
        raise IllegalAction("favelas.illegal.bad_delta", die=die)
    i = _DIE_INDEX[die]
    value = s.dice[i] + action.delta
    if value > DIE_MAX:
        raise IllegalAction("favelas.illegal.die_above_six", die=die)
    if value < DIE_MIN:
        raise IllegalAction("favelas.illegal.die_below_one", die=die)
    s.dice = replaced(s.dice, i, value)
    s.pending_dice = s.pending_dice[1:]
    events.append(DieAdjusted(s.current, die, action.delta, value))
    if not s.pending_dice:
        _end_turn(s, events)


_HANDLERS: dict[type, Callable[[FavelasState, Action, list[Event]], None]] = {
    TakeFromSupply: _take_from_supply,  # type: ignore[dict-item]
    DrawFromStack: _draw_from_stack,  # type: ignore[dict-item]
    DrawSingle: _draw_single,  # type: ignore[dict-item]
    Pass: _pass,  # type: ignore[dict-item]
    PlaceTile: _place_tile,  # type: ignore[dict-item]
    AdjustDie: _adjust_die,  # type: ignore[dict-item]
}


# -- turns and years -------------------------------------------------------------------------


def _end_turn(s: FavelasState, events: list[Event]) -> None:
    s.step = Step.SOURCE
    if s.year_ends_after_turn:
        s.year_ends_after_turn = False
        _end_year(s, events)
        return
    while len(s.supply) < SUPPLY_SIZE and s.stack:
        tile = s.stack[-1]
        s.stack = s.stack[:-1]
        if TILES[tile].kind is TileKind.END_OF_YEAR:
            # Revealed while refilling: nobody places it, the year ends at once (COMPONENTS.md).
            s.discarded = (*s.discarded, tile)
            events.append(EndOfYearRevealed(s.year, tile, "refill"))
            _end_year(s, events)
            return
        s.supply = (*s.supply, tile)
        events.append(SupplyRefilled(tile))
    _next_player(s, events)


def _end_year(s: FavelasState, events: list[Event]) -> None:
    points = score_year(s.counts, s.dice)
    s.year_points = (*s.year_points, points)
    s.track = tuple(total + sum(row) for total, row in zip(s.track, points, strict=True))
    events.append(
        YearScored(
            s.year,
            tuple(tuple(zip(CATEGORIES, row, strict=True)) for row in points),
            s.counts,
            s.dice,
        )
    )
    if s.year == YEARS:
        s.step = Step.OVER
        outcome = _winners(s)
        events.append(GameEnded(outcome.winners, s.track, outcome.tiebreak))
        return
    s.discarded = s.discarded + s.supply
    s.boxed = s.boxed + s.stack
    s.supply = ()
    s.stack = ()
    assert s.rng is not None, "a player's view cannot start a new year"
    rng = Rng(s.rng)
    _open_year(s, rng, events)
    s.rng = rng.state
    _next_player(s, events)


def _open_year(s: FavelasState, rng: Rng, events: list[Event]) -> None:
    """Next stack out, 3 tiles face up, all six council dice rolled."""
    s.year += 1
    s.stack, s.later_stacks = s.later_stacks[0], s.later_stacks[1:]
    # The End of Year tile lies in the bottom four of a stack of 12 or more: never revealed here.
    reveal = min(SUPPLY_SIZE, len(s.stack))
    s.supply = tuple(reversed(s.stack[len(s.stack) - reveal :]))
    s.stack = s.stack[: len(s.stack) - reveal]
    s.dice = tuple(rng.die() for _ in DICE)
    events.append(YearStarted(s.year, s.supply, tuple(zip(DICE, s.dice, strict=True))))


def _next_player(s: FavelasState, events: list[Event]) -> None:
    s.current = (s.current + 1) % s.players
    s.step = Step.SOURCE
    events.append(TurnStarted(s.current))


def _winners(s: FavelasState) -> Outcome:
    """Most points; then the tallest stack; then a shared victory (favelas_en.md)."""
    best = max(s.track)
    leaders = [p for p in range(s.players) if s.track[p] == best]
    if len(leaders) == 1:
        return Outcome(tuple(leaders))
    tallest = max(s.tallest(p) for p in leaders)
    leaders = [p for p in leaders if s.tallest(p) == tallest]
    if len(leaders) == 1:
        return Outcome(tuple(leaders), TIEBREAK_TALLEST)
    return Outcome(tuple(leaders), TIEBREAK_SHARED)


# -- helpers ---------------------------------------------------------------------------------


def _tile_sources(s: FavelasState, player: int) -> list[Action]:
    """Actions A, B and C as far as `player` may take them now."""
    actions: list[Action] = []
    if double_fits(s, player):
        actions.extend(TakeFromSupply(tile) for tile in s.supply)
        if s.stack:
            actions.append(_DRAW_FROM_STACK)
    if s.singles:
        actions.append(_DRAW_SINGLE)
    return actions


def double_fits(s: FavelasState, player: int) -> bool:
    """Whether two neighbouring houses of `player`'s board have the same height."""
    heights = [len(house) for house in s.boards[player]]
    return any(j > i and heights[i] == heights[j] for i, row in enumerate(NEIGHBOURS) for j in row)


def _legal_placements(s: FavelasState) -> list[Action]:
    assert s.held is not None
    colours = TILES[s.held].colours
    board = s.boards[s.current]
    if len(colours) == 1:
        return [placements[0] for placements in _PLACEMENTS]
    # A same-colour double looks the same turned half round: offer each position once.
    directions = range(3) if colours[0] == colours[1] else range(6)
    heights = [len(house) for house in board]
    actions: list[Action] = []
    for i, placements in enumerate(_PLACEMENTS):
        neighbours = NEIGHBOURS[i]
        for d in directions:
            j = neighbours[d]
            if j >= 0 and heights[i] == heights[j]:
                actions.append(placements[d])
    return actions


def _printed_counts(layout: int) -> tuple[int, ...]:
    printed = BOARD_LAYOUTS[layout]
    return tuple(printed.count(colour) for colour in COLOURS)


def _hide(tiles: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(tiles)
