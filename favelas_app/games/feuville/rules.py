"""The Feuville rules engine (feuville_{de,en,fr,nl}.md with the rulings of COMPONENTS.md).

A turn: both dice are rolled (a double wakes the dragon, then the roller rolls again); each
die goes to a person (their building tile, their decree or their skill), to the fairy (one
die at most) or to the Town Evaluation, or both dice go to the gnome, who imitates a person.
In between the player builds and evaluates from their board as often as they like; End Turn
refills the decree display. Decisions owed inside a turn, by the roller or by others, wait
in `state.tasks` (see state.py).

Our rulings where the rulebooks are silent or differ (COMPONENTS.md has the others):
- A taken building tile, decree or charm is held until it is built, evaluated or stored;
  while holding, the player may still build and evaluate from their board, to make room.
- A full board makes room by discarding one stored item; with a free space nobody discards.
- Emptied rows are refilled at once (de, en; the nl edition says at the end of the turn).
  Each refill, and each use of the Architect, opens a Great Selection window: in seat order
  from the active player, each holder may play one charm to take any building tile.
- Fairy magic waits on its owner's board "(face down) ... until you need to use it" (en;
  de "(verdeckt)"), so a player's view shows the other players' charms only as HIDDEN:
  how many each holds, not which. Which charm a player took from the open display stays
  in the events and the log, since anyone at the table could have seen it taken; only the
  board lies face down. Theft Protection laid on a stored item lies face up and stays open.
- So that no question gives a face-down charm away, the Great Selection window asks every
  player who holds any charm (not only those with a Great Selection), and the dragon asks
  every threatened player who holds any charm (not only those with Fire Protection), as
  well as those with a choice of columns to burn: at the table, too, each would say
  whether to play one. Clouds are counted before the fire: a burnt cloud column does not
  make more columns burn in the same attack.
- The dragon burns the unburnt columns beyond the clouds. The start tile's column never
  burns and needs no cloud (COMPONENTS.md): it is not counted, so a town of its start
  column and one column with one cloud loses nothing.
- Clouds restore columns during their owner's turn while they outnumber the unburnt
  columns, counted the same way (the start column not among them).
- The Town Evaluation's coat-of-arms grass goes under a grass-free column of the evaluated
  townscape, between and including its two corner towers (COMPONENTS.md; en "a column of
  your townscape", fr "de ce paysage"); without one the evaluation cannot be made.
- Every pick a person's skill offers is optional (Pass); a die can always be used, since
  every person's skill can be chosen even when it finds nothing.
- The Entertainer's first roll comes with choosing the skill; after each roll up to 10 the
  player rolls again or stops, and a sum over 10 ends the rolling at once.
- The Thief's loot is held like any taken item: built or evaluated at once, or stored.
- The game ends when the round in which the decrees could not be refilled is complete:
  straight away if the player before the starting player could not refill them.
- Players tied on points share the victory.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
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
from favelas_app.games.feuville.actions import (
    ACTION_TYPES,
    Build,
    Burn,
    CallFairy,
    EndTurn,
    Evaluate,
    EvaluateTown,
    GuestBuild,
    Pass,
    Pick,
    PickDecree,
    PlayFireProtection,
    Protect,
    Restore,
    RollAgain,
    Steal,
    Stop,
    Store,
    TakeBuilding,
    TakeCharm,
    TakeDecree,
    UseSkill,
)
from favelas_app.games.feuville.components import (
    ARCHITECT,
    BACKS,
    CHARM_SPACES,
    CHARMS,
    DECREES,
    DECREES_LEFT_OUT,
    DISPLAY_COLUMNS,
    DISPLAYED_DECREES,
    ENTERTAINER,
    ENTERTAINER_TARGET,
    FAIRY_DISPLAY,
    FEWEST_DECREES_BONUS,
    FIRST_TOWN_EVALUATION,
    GRASS_TILES,
    MAGICIAN,
    MAGICIAN_CHARMS,
    MAGICIAN_CHARMS_UNBURNT,
    MAGICIAN_RESTORES,
    MAYOR,
    PUBLICAN,
    ROWS,
    START_TILE,
    THIEF,
    TILES,
)
from favelas_app.games.feuville.events import (
    CharmRevealed,
    CharmTaken,
    ColumnBurnt,
    ColumnRestored,
    DecreeEvaluated,
    DecreeRevealed,
    DecreeTaken,
    DiceRolled,
    DieUsed,
    DragonAttacked,
    EndTriggered,
    EntertainerRolled,
    FireProtectionPlayed,
    FireThreatened,
    GameEnded,
    GrassLaid,
    GreatSelectionPlayed,
    ItemDiscarded,
    ItemStored,
    NothingHappened,
    PointsScored,
    ProtectionLaid,
    ProtectionLapsed,
    RowRefilled,
    Stolen,
    TileBuilt,
    TileTaken,
    TurnStarted,
)
from favelas_app.games.feuville.invariants import check_invariants
from favelas_app.games.feuville.scoring import CATEGORY, entertainer_points, outcome_of, scores_of
from favelas_app.games.feuville.state import (
    COAT_OF_ARMS,
    EMPTY,
    GNOME,
    GRASS,
    HELD,
    HIDDEN,
    HIDDEN_TILES,
    NO_GRASS,
    Column,
    FeuvilleState,
    Stored,
    Task,
    TaskKind,
)
from favelas_app.games.feuville.town import (
    build_refusal,
    build_sites,
    burnable,
    burnt,
    columns_to_burn,
    evaluation_choices,
    evaluation_points,
    evaluation_refusal,
    grass_free,
    grass_under,
    town_points,
    town_refusal,
    town_spans,
)

_PLACING = (TaskKind.PLACE_TILE, TaskKind.PLACE_DECREE, TaskKind.PLACE_CHARM)
_PICKING = (TaskKind.PUBLICAN_PICK, TaskKind.ARCHITECT_PICK, TaskKind.GREAT_SELECTION)
_PASSABLE = (
    TaskKind.THIEF,
    TaskKind.PUBLICAN_PICK,
    TaskKind.PUBLICAN_GUEST,
    TaskKind.ARCHITECT_PICK,
    TaskKind.MAYOR_PICK,
    TaskKind.MAGICIAN_RESTORE,
    TaskKind.MAGICIAN_CHARM,
    TaskKind.GREAT_SELECTION,
)


class FeuvilleGame:
    """The Feuville engine; stateless, implements the game protocol."""

    name = "feuville"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    options = frozenset()  # the setup options it knows
    variants: tuple[dict[str, object], ...] = ({},)

    # -- set-up ---------------------------------------------------------------------------

    def new_game(self, setup: Setup, seed: int) -> FeuvilleState:
        check_options(setup, self.options)
        n = setup.players
        if not self.min_players <= n <= self.max_players:
            raise SetupError(f"Feuville is played by 2 to 4 players, not {n}")
        rng = Rng.from_seed(seed)
        stacks, display = [], []
        for row in ROWS:
            stack = _stack_of(row, rng)
            if row == "sky":  # the six "*" sky tiles are the opening sky row
                opening = [t for t in range(START_TILE) if TILES[t].back == BACKS[0]]
                rng.shuffle(opening)
                display.append(tuple(opening))
            else:
                display.append(tuple(reversed(stack[-DISPLAY_COLUMNS:])))
                stack = stack[:-DISPLAY_COLUMNS]
            stacks.append(tuple(stack))
        decrees = list(range(FIRST_TOWN_EVALUATION))
        rng.shuffle(decrees)
        left_out = decrees[-DECREES_LEFT_OUT:]
        decrees = decrees[:-DECREES_LEFT_OUT]
        shown = tuple(reversed(decrees[-DISPLAYED_DECREES:]))
        decrees = decrees[:-DISPLAYED_DECREES]
        towns_on_space = tuple(range(FIRST_TOWN_EVALUATION, FIRST_TOWN_EVALUATION + n))
        unused_towns = tuple(range(FIRST_TOWN_EVALUATION + n, len(DECREES)))
        charms = list(range(len(CHARMS)))
        rng.shuffle(charms)
        state = FeuvilleState(
            players=n,
            rng=None,
            first=0,
            current=0,
            over=False,
            ending=False,
            tasks=(),
            dice=(0, 0),
            used=(False, False),
            fairy_called=False,
            gnome=0,
            stacks=tuple(stacks),
            display=tuple(display),
            decree_stack=tuple(decrees),
            decree_display=shown,
            town_evaluations=towns_on_space,
            charm_pile=tuple(charms[:-FAIRY_DISPLAY]),
            charm_display=tuple(charms[-FAIRY_DISPLAY:]),
            towns=tuple((Column((START_TILE + p,)),) for p in range(n)),
            town_left=(0,) * n,
            boards=((None, None),) * n,
            charms=((),) * n,
            evaluated=((),) * n,
            grass=GRASS_TILES,
            ledger=tuple((0,) * len(CATEGORY) for _ in range(n)),
            removed_tiles=(),
            removed_decrees=(*left_out, *unused_towns),
            opening_rolls=(),
        )
        state.opening_rolls, state.first = _opening(n, rng)
        state.rng = rng.state
        events: list[Event] = []
        _start_turn(state, state.first, events)
        _settle(state, events)
        return state

    # -- the protocol -----------------------------------------------------------------------

    def legal_actions(self, state: FeuvilleState) -> list[Action]:
        if state.over:
            return []
        if not state.tasks:
            return [*_die_actions(state), *_free_actions(state), *_end_turn_actions(state)]
        task = state.tasks[0]
        actions = list(_TASK_ACTIONS[task.kind](state, task))
        if task.kind in _PLACING and task.player == state.current:
            actions.extend(_free_actions(state))
        if task.kind in _PASSABLE:
            actions.append(_PASS)
        return actions

    def apply(self, state: FeuvilleState, action: Action) -> tuple[FeuvilleState, list[Event]]:
        if state.over:
            raise IllegalAction("feuville.illegal.game_over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("feuville.illegal.unknown_action", action=type(action).__name__)
        new = state.copy()
        events: list[Event] = []
        handler(new, action, events)
        _settle(new, events)
        return new, events

    def view(self, state: FeuvilleState, player: int) -> FeuvilleState:
        """What `player` may see: the stacks show only their backs, the face-down decrees,
        the fairy magic pile and the other players' fairy magic are hidden, and the RNG is
        gone. Everything else lies open."""
        new = state.copy()
        new.rng = None
        new.stacks = tuple(tuple(map(HIDDEN_TILES.__getitem__, stack)) for stack in state.stacks)
        new.decree_stack = (HIDDEN,) * len(state.decree_stack)
        new.charm_pile = (HIDDEN,) * len(state.charm_pile)
        new.charms = tuple(
            held if q == player else (HIDDEN,) * len(held) for q, held in enumerate(state.charms)
        )
        left_out = set(state.removed_decrees[:DECREES_LEFT_OUT])
        new.removed_decrees = tuple(HIDDEN if d in left_out else d for d in state.removed_decrees)
        return new

    def scores(self, state: FeuvilleState) -> tuple[Score, ...]:
        return scores_of(state)

    def is_over(self, state: FeuvilleState) -> bool:
        return state.over

    def outcome(self, state: FeuvilleState) -> Outcome | None:
        return outcome_of(state) if state.over else None

    def check_invariants(self, state: FeuvilleState) -> None:
        check_invariants(state)


GAME = FeuvilleGame()


def _stack_of(row: str, rng: Rng) -> list[int]:
    """A row's stack: stack I shuffled on top of stack II shuffled (top last)."""
    stack: list[int] = []
    for back in ("II", "I"):
        part = [t for t in range(START_TILE) if TILES[t].kind == row and TILES[t].back == back]
        rng.shuffle(part)
        stack.extend(part)
    return stack


def _opening(players: int, rng: Rng) -> tuple[tuple[tuple[int, ...], ...], int]:
    """The roll-off for the cup: everyone rolls a die; the tied highest roll again."""
    rounds: list[tuple[int, ...]] = []
    rolling = set(range(players))
    while True:
        rolls = tuple(rng.die() if p in rolling else 0 for p in range(players))
        rounds.append(rolls)
        best = max(rolls)
        rolling = {p for p in range(players) if rolls[p] == best}
        if len(rolling) == 1:
            return tuple(rounds), rolling.pop()


# -- what may be done now -------------------------------------------------------------------


_PASS = Pass()
_END_TURN = EndTurn()
_ROLL_AGAIN = RollAgain()
_STOP = Stop()
_FIRE_PROTECTION = PlayFireProtection()


def _person(s: FeuvilleState, die: int, person: int) -> int:
    return person if die == GNOME else s.dice[die]


def _person_uses(s: FeuvilleState, die: int, person: int) -> Iterator[Action]:
    column = person - 1
    for row_index, row in enumerate(ROWS):
        if s.display[row_index][column] != EMPTY:
            yield TakeBuilding(die, row, person if die == GNOME else 0)
    if s.decree_display[column] != EMPTY:
        yield TakeDecree(die, person if die == GNOME else 0)
    yield UseSkill(die, person if die == GNOME else 0)


def _die_actions(s: FeuvilleState) -> Iterator[Action]:
    if all(s.used):
        return
    towns = _town_choices(s, s.current)
    for die in (0, 1):
        if s.used[die]:
            continue
        yield from _person_uses(s, die, s.dice[die])
        if not s.fairy_called:
            for slot, charm in enumerate(s.charm_display):
                if charm != EMPTY:
                    yield CallFairy(die, slot)
        for left, right, grass in towns:
            yield EvaluateTown(die, left, right, grass)
    if not any(s.used):
        for person in range(1, DISPLAY_COLUMNS + 1):
            yield from _person_uses(s, GNOME, person)


def _town_choices(s: FeuvilleState, p: int) -> list[tuple[int, int, int]]:
    if _has_evaluated_town(s, p) or not s.town_evaluations:
        return []
    spans = town_spans(s, p)
    if not spans:
        return []
    free = grass_free(s, p)
    return [(left, right, x) for left, right in spans for x in free if left <= x <= right]


def _has_evaluated_town(s: FeuvilleState, p: int) -> bool:
    return any(d >= FIRST_TOWN_EVALUATION for d in s.evaluated[p])


def _free_actions(s: FeuvilleState) -> Iterator[Action]:
    """What the current player may do at any moment of their turn: build and evaluate from
    their board, restore columns by clouds, protect a stored item from theft."""
    p = s.current
    for space, stored in enumerate(s.boards[p]):
        if stored is None:
            continue
        if stored.kind == "tile":
            for x in build_sites(s, p, stored.item):
                yield Build(space, x)
        else:
            for x, level, symbol in evaluation_choices(s, p, DECREES[stored.item]):
                yield Evaluate(space, x, level, symbol)
    if s.clouds(p) > s.guarded_columns(p):
        for x in burnt(s, p):
            yield Restore(x)
    for index, charm in enumerate(s.charms[p]):
        if CHARMS[charm].kind == "theft_protection":
            yield from (Protect(index, space) for space in _unprotected(s, p))


def _unprotected(s: FeuvilleState, p: int) -> list[int]:
    return [
        space
        for space, stored in enumerate(s.boards[p])
        if stored is not None and stored.protection == EMPTY
    ]


def _end_turn_actions(s: FeuvilleState) -> Iterator[Action]:
    if all(s.used):
        yield _END_TURN


def _store_actions(spaces: int, held: int) -> Iterator[Action]:
    if held < spaces:
        yield Store()
    else:
        yield from (Store(space) for space in range(spaces))


def _place_tile_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    yield from (Build(HELD, x) for x in build_sites(s, task.player, task.item))
    yield from _store_actions(len(s.boards[task.player]), _stored_count(s, task.player))


def _place_decree_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for x, level, symbol in evaluation_choices(s, task.player, DECREES[task.item]):
        yield Evaluate(HELD, x, level, symbol)
    yield from _store_actions(len(s.boards[task.player]), _stored_count(s, task.player))


def _place_charm_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    p = task.player
    if CHARMS[task.item].kind == "theft_protection":
        yield from (Protect(HELD, space) for space in _unprotected(s, p))
    yield from _store_actions(CHARM_SPACES, len(s.charms[p]))


def _stored_count(s: FeuvilleState, p: int) -> int:
    return sum(stored is not None for stored in s.boards[p])


def _entertainer_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    yield _ROLL_AGAIN
    yield _STOP


def _thief_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for victim in _seat_order(s, task.player)[1:]:
        for space in _unprotected(s, victim):
            yield Steal(victim, space)


def _pick_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for row_index, row in enumerate(ROWS):
        for column, tile in enumerate(s.display[row_index]):
            if tile != EMPTY:
                yield Pick(row, column + 1)


def _guest_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for row_index, row in enumerate(ROWS):
        for column, tile in enumerate(s.display[row_index]):
            if tile != EMPTY:
                for x in build_sites(s, task.player, tile):
                    yield GuestBuild(row, column + 1, x)


def _mayor_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for column, decree in enumerate(s.decree_display):
        if decree != EMPTY:
            yield PickDecree(column + 1)


def _restore_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    yield from (Restore(x) for x in burnt(s, task.player))


def _charm_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    for slot, charm in enumerate(s.charm_display):
        if charm != EMPTY:
            yield TakeCharm(slot)


def _great_selection_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    if s.holds_charm(task.player, "great_selection") != EMPTY:
        yield from _pick_actions(s, task)


def _fire_actions(s: FeuvilleState, task: Task) -> Iterator[Action]:
    if task.item == EMPTY and s.holds_charm(task.player, "fire_protection") != EMPTY:
        yield _FIRE_PROTECTION
    yield from (Burn(x) for x in burnable(s, task.player))


_TASK_ACTIONS: dict[TaskKind, Callable[[FeuvilleState, Task], Iterable[Action]]] = {
    TaskKind.PLACE_TILE: _place_tile_actions,
    TaskKind.PLACE_DECREE: _place_decree_actions,
    TaskKind.PLACE_CHARM: _place_charm_actions,
    TaskKind.ENTERTAINER: _entertainer_actions,
    TaskKind.THIEF: _thief_actions,
    TaskKind.PUBLICAN_PICK: _pick_actions,
    TaskKind.PUBLICAN_GUEST: _guest_actions,
    TaskKind.ARCHITECT_PICK: _pick_actions,
    TaskKind.MAYOR_PICK: _mayor_actions,
    TaskKind.MAGICIAN_RESTORE: _restore_actions,
    TaskKind.MAGICIAN_CHARM: _charm_actions,
    TaskKind.GREAT_SELECTION: _great_selection_actions,
    TaskKind.FIRE: _fire_actions,
}


# -- action handlers: the dice ---------------------------------------------------------------


def _expect_turn(s: FeuvilleState) -> None:
    if s.tasks:
        raise IllegalAction("feuville.illegal.decision_pending", decision=s.tasks[0].kind.value)


def _use_die(s: FeuvilleState, die: int, person: int, target: str, events: list[Event]) -> int:
    """Places `die` (or both dice for the gnome); returns the person it goes to."""
    _expect_turn(s)
    if die == GNOME:
        if target not in ("building", "decree", "skill"):
            raise IllegalAction("feuville.illegal.no_such_die")
        if any(s.used):
            raise IllegalAction("feuville.illegal.gnome_needs_both_dice")
        if not 1 <= person <= DISPLAY_COLUMNS:
            raise IllegalAction("feuville.illegal.no_such_person")
        s.used, s.gnome = (True, True), person
    else:
        if die not in (0, 1):
            raise IllegalAction("feuville.illegal.no_such_die")
        if s.used[die]:
            raise IllegalAction("feuville.illegal.die_used")
        s.used = replaced(s.used, die, True)
        person = s.dice[die] if target in ("building", "decree", "skill") else 0
    events.append(DieUsed(s.current, die, target, person))
    return person


def _take_building(s: FeuvilleState, action: TakeBuilding, events: list[Event]) -> None:
    person = _use_die(s, action.die, action.person, "building", events)
    _check_row(action.row)
    _take_tile(s, s.current, action.row, person, events)


def _take_decree(s: FeuvilleState, action: TakeDecree, events: list[Event]) -> None:
    person = _use_die(s, action.die, action.person, "decree", events)
    _take_decree_from(s, s.current, person, events)


def _use_skill(s: FeuvilleState, action: UseSkill, events: list[Event]) -> None:
    person = _use_die(s, action.die, action.person, "skill", events)
    _SKILLS[person](s, s.current, events)


def _call_fairy(s: FeuvilleState, action: CallFairy, events: list[Event]) -> None:
    _expect_turn(s)
    if s.fairy_called:
        raise IllegalAction("feuville.illegal.fairy_once")
    _check_charm_slot(s, action.slot)
    _use_die(s, action.die, 0, "fairy", events)
    s.fairy_called = True
    _take_charm(s, s.current, action.slot, (), events)


def _evaluate_town(s: FeuvilleState, action: EvaluateTown, events: list[Event]) -> None:
    _expect_turn(s)
    p = s.current
    if _has_evaluated_town(s, p):
        raise IllegalAction("feuville.illegal.town_evaluated_once")
    refusal = town_refusal(s, p, action.left, action.right)
    if refusal:
        raise IllegalAction(refusal)
    if not action.left <= action.grass <= action.right:
        raise IllegalAction("feuville.illegal.arms_outside_townscape")
    column = s.column_at(p, action.grass)
    if column is None or column.grass != NO_GRASS:
        raise IllegalAction("feuville.illegal.no_room_for_grass")
    _use_die(s, action.die, 0, "town", events)
    decree, s.town_evaluations = s.town_evaluations[0], s.town_evaluations[1:]
    _score_decree(s, p, decree, town_points(s, p, action.left, action.right), events)
    _lay_grass(s, p, action.grass, COAT_OF_ARMS, events)


# -- action handlers: the town and the board -------------------------------------------------


def _holding(s: FeuvilleState, kind: TaskKind) -> Task:
    """The head task, which must be of `kind`: the question the action answers."""
    if not s.tasks or s.tasks[0].kind is not kind:
        if kind in _PLACING:
            raise IllegalAction("feuville.illegal.nothing_held")
        raise IllegalAction("feuville.illegal.not_offered")
    return s.tasks[0]


def _free_player(s: FeuvilleState) -> int:
    """The current player, when they may act freely on their town and board now."""
    if s.tasks and not (s.tasks[0].kind in _PLACING and s.tasks[0].player == s.current):
        raise IllegalAction("feuville.illegal.decision_pending", decision=s.tasks[0].kind.value)
    return s.current


def _stored(s: FeuvilleState, p: int, space: int, kind: str) -> Stored:
    if not 0 <= space < len(s.boards[p]):
        raise IllegalAction("feuville.illegal.no_such_space")
    stored = s.boards[p][space]
    if stored is None or stored.kind != kind:
        raise IllegalAction(_NOT_THERE[kind])
    return stored


_NOT_THERE = {
    "tile": "feuville.illegal.no_tile_there",
    "decree": "feuville.illegal.no_decree_there",
}


def _build(s: FeuvilleState, action: Build, events: list[Event]) -> None:
    if action.source == HELD:
        task = _holding(s, TaskKind.PLACE_TILE)
        p, tile = task.player, task.item
    else:
        p = _free_player(s)
        tile = _stored(s, p, action.source, "tile").item
    refusal = build_refusal(s, p, tile, action.x)
    if refusal:
        raise IllegalAction(refusal)
    if action.source == HELD:
        s.tasks = s.tasks[1:]
    else:
        _clear_space(s, p, action.source, events)
    _build_tile(s, p, tile, action.x, events)


def _build_tile(s: FeuvilleState, p: int, tile: int, x: int, events: list[Event]) -> None:
    town, left = s.towns[p], s.town_left[p]
    column = s.column_at(p, x)
    if column is None:
        if x < left:
            town, left = (Column((tile,)), *town), x
        else:
            town = (*town, Column((tile,)))
        s.town_left = replaced(s.town_left, p, left)
        level = 0
    else:
        level = column.height
        town = replaced(town, x - left, Column((*column.tiles, tile), column.burnt, column.grass))
    s.towns = replaced(s.towns, p, town)
    events.append(TileBuilt(p, tile, x, level))


def _evaluate(s: FeuvilleState, action: Evaluate, events: list[Event]) -> None:
    if action.source == HELD:
        task = _holding(s, TaskKind.PLACE_DECREE)
        p, decree = task.player, task.item
    else:
        p = _free_player(s)
        decree = _stored(s, p, action.source, "decree").item
    refusal = evaluation_refusal(s, p, DECREES[decree], action.x, action.level, action.symbol)
    if refusal:
        raise IllegalAction(refusal)
    points = evaluation_points(s, p, DECREES[decree], action.x, action.level, action.symbol)
    if action.source == HELD:
        s.tasks = s.tasks[1:]
    else:
        _clear_space(s, p, action.source, events)
    _score_decree(s, p, decree, points, events)
    for x in grass_under(DECREES[decree], action.x):
        _lay_grass(s, p, x, GRASS, events)


def _score_decree(s: FeuvilleState, p: int, decree: int, points: int, events: list[Event]) -> None:
    s.evaluated = replaced(s.evaluated, p, (*s.evaluated[p], decree))
    events.append(DecreeEvaluated(p, decree, points))
    _score(s, p, points, _DECREE_CATEGORY[DECREES[decree].kind], events)


_DECREE_CATEGORY = {
    "little_district": "districts",
    "large_district": "districts",
    "town_evaluation": "town",
    "status": "symbols",
    "discretion": "symbols",
    "splendid_view": "view",
}


def _lay_grass(s: FeuvilleState, p: int, x: int, kind: int, events: list[Event]) -> None:
    column = s.column_at(p, x)
    assert column is not None
    index = x - s.town_left[p]
    s.towns = replaced(
        s.towns, p, replaced(s.towns[p], index, Column(column.tiles, column.burnt, kind))
    )
    if kind == GRASS:
        s.grass -= 1
    events.append(GrassLaid(p, x, kind == COAT_OF_ARMS))


def _restore(s: FeuvilleState, action: Restore, events: list[Event]) -> None:
    if s.tasks and s.tasks[0].kind is TaskKind.MAGICIAN_RESTORE:
        task = s.tasks[0]
        p = task.player
        _restore_column(s, p, action.x, events)
        s.tasks = (Task(task.kind, p, count=task.count - 1), *s.tasks[1:])
        return
    p = _free_player(s)
    if s.clouds(p) <= s.guarded_columns(p):
        raise IllegalAction("feuville.illegal.too_few_clouds")
    _restore_column(s, p, action.x, events)


def _restore_column(s: FeuvilleState, p: int, x: int, events: list[Event]) -> None:
    column = s.column_at(p, x)
    if column is None or not column.burnt:
        raise IllegalAction("feuville.illegal.not_burnt")
    _set_burnt(s, p, x, False)
    events.append(ColumnRestored(p, x))


def _set_burnt(s: FeuvilleState, p: int, x: int, burnt_now: bool) -> None:
    column = s.column_at(p, x)
    assert column is not None
    index = x - s.town_left[p]
    s.towns = replaced(
        s.towns, p, replaced(s.towns[p], index, Column(column.tiles, burnt_now, column.grass))
    )


def _protect(s: FeuvilleState, action: Protect, events: list[Event]) -> None:
    if action.source == HELD:
        task = _holding(s, TaskKind.PLACE_CHARM)
        p, charm = task.player, task.item
    else:
        p = _free_player(s)
        if not 0 <= action.source < len(s.charms[p]):
            raise IllegalAction("feuville.illegal.no_such_charm")
        charm = s.charms[p][action.source]
    if CHARMS[charm].kind != "theft_protection":
        raise IllegalAction("feuville.illegal.not_theft_protection")
    if not 0 <= action.space < len(s.boards[p]) or s.boards[p][action.space] is None:
        raise IllegalAction("feuville.illegal.nothing_to_protect")
    stored = s.boards[p][action.space]
    assert stored is not None
    if stored.protection != EMPTY:
        raise IllegalAction("feuville.illegal.already_protected")
    if action.source == HELD:
        s.tasks = s.tasks[1:]
    else:
        s.charms = replaced(s.charms, p, _without(s.charms[p], action.source))
    s.boards = replaced(
        s.boards, p, replaced(s.boards[p], action.space, Stored(stored.kind, stored.item, charm))
    )
    events.append(ProtectionLaid(p, stored.kind, stored.item))


def _store(s: FeuvilleState, action: Store, events: list[Event]) -> None:
    if not s.tasks or s.tasks[0].kind not in _PLACING:
        raise IllegalAction("feuville.illegal.nothing_held")
    task = s.tasks[0]
    p = task.player
    if task.kind is TaskKind.PLACE_CHARM:
        charms = s.charms[p]
        if action.discard == EMPTY:
            if len(charms) >= CHARM_SPACES:
                raise IllegalAction("feuville.illegal.board_full")
        elif len(charms) < CHARM_SPACES:
            raise IllegalAction("feuville.illegal.space_free")
        elif not 0 <= action.discard < len(charms):
            raise IllegalAction("feuville.illegal.no_such_space")
        else:
            old = charms[action.discard]
            charms = _without(charms, action.discard)
            s.charm_pile = (*s.charm_pile, old)
            events.append(ItemDiscarded(p, "charm", old))
        s.charms = replaced(s.charms, p, (*charms, task.item))
        events.append(ItemStored(p, "charm", task.item))
    else:
        kind = "tile" if task.kind is TaskKind.PLACE_TILE else "decree"
        space = s.free_space(p)
        if action.discard == EMPTY:
            if space == EMPTY:
                raise IllegalAction("feuville.illegal.board_full")
        elif space != EMPTY:
            raise IllegalAction("feuville.illegal.space_free")
        elif not 0 <= action.discard < len(s.boards[p]):
            raise IllegalAction("feuville.illegal.no_such_space")
        else:
            space = action.discard
            old = s.boards[p][space]
            assert old is not None
            _clear_space(s, p, space, events)
            if old.kind == "tile":
                s.removed_tiles = (*s.removed_tiles, old.item)
            else:
                s.removed_decrees = (*s.removed_decrees, old.item)
            events.append(ItemDiscarded(p, old.kind, old.item))
        s.boards = replaced(s.boards, p, replaced(s.boards[p], space, Stored(kind, task.item)))
        events.append(ItemStored(p, kind, task.item))
    s.tasks = s.tasks[1:]


def _clear_space(s: FeuvilleState, p: int, space: int, events: list[Event]) -> None:
    """Empties a storage space; a theft protection lying there lapses."""
    stored = s.boards[p][space]
    assert stored is not None
    if stored.protection != EMPTY:
        s.charm_pile = (*s.charm_pile, stored.protection)
        events.append(ProtectionLapsed(p, stored.protection))
    s.boards = replaced(s.boards, p, replaced(s.boards[p], space, None))


def _end_turn(s: FeuvilleState, action: EndTurn, events: list[Event]) -> None:
    _expect_turn(s)
    if not all(s.used):
        raise IllegalAction("feuville.illegal.dice_unused")
    p = s.current
    for column, decree in enumerate(s.decree_display):
        if decree != EMPTY:
            continue
        if s.decree_stack:
            drawn, s.decree_stack = s.decree_stack[-1], s.decree_stack[:-1]
            s.decree_display = replaced(s.decree_display, column, drawn)
            events.append(DecreeRevealed(drawn, column + 1))
        elif not s.ending:
            s.ending = True
            events.append(EndTriggered(p))
    following = (p + 1) % s.players
    if s.ending and following == s.first:
        _finish(s, events)
    else:
        _start_turn(s, following, events)


# -- action handlers: the persons' skills ----------------------------------------------------


def _entertainer(s: FeuvilleState, p: int, events: list[Event]) -> None:
    _entertainer_roll(s, p, 0, events)


def _entertainer_roll(s: FeuvilleState, p: int, total: int, events: list[Event]) -> None:
    rng = _rng(s)
    roll = rng.die()
    s.rng = rng.state
    total += roll
    events.append(EntertainerRolled(p, roll, total))
    if total > ENTERTAINER_TARGET:
        _entertain(s, p, total, events)
    else:
        s.tasks = (Task(TaskKind.ENTERTAINER, p, count=total), *s.tasks)


def _entertain(s: FeuvilleState, p: int, total: int, events: list[Event]) -> None:
    mine, theirs = entertainer_points(total)
    for q in _seat_order(s, p):
        _score(s, q, mine if q == p else theirs, "entertainer", events)


def _roll_again(s: FeuvilleState, action: RollAgain, events: list[Event]) -> None:
    task = _holding(s, TaskKind.ENTERTAINER)
    s.tasks = s.tasks[1:]
    _entertainer_roll(s, task.player, task.count, events)


def _stop(s: FeuvilleState, action: Stop, events: list[Event]) -> None:
    task = _holding(s, TaskKind.ENTERTAINER)
    s.tasks = s.tasks[1:]
    _entertain(s, task.player, task.count, events)


def _thief(s: FeuvilleState, p: int, events: list[Event]) -> None:
    _push(s, [Task(TaskKind.THIEF, p)])


def _steal(s: FeuvilleState, action: Steal, events: list[Event]) -> None:
    task = _holding(s, TaskKind.THIEF)
    p = task.player
    if action.victim == p or not 0 <= action.victim < s.players:
        raise IllegalAction("feuville.illegal.no_such_victim")
    if not 0 <= action.space < len(s.boards[action.victim]):
        raise IllegalAction("feuville.illegal.no_such_space")
    stored = s.boards[action.victim][action.space]
    if stored is None:
        raise IllegalAction("feuville.illegal.nothing_to_steal")
    if stored.protection != EMPTY:
        raise IllegalAction("feuville.illegal.theft_protected")
    s.boards = replaced(
        s.boards, action.victim, replaced(s.boards[action.victim], action.space, None)
    )
    events.append(Stolen(p, action.victim, stored.kind, stored.item))
    kind = TaskKind.PLACE_TILE if stored.kind == "tile" else TaskKind.PLACE_DECREE
    s.tasks = (Task(kind, p, stored.item), *s.tasks[1:])


def _publican(s: FeuvilleState, p: int, events: list[Event]) -> None:
    guests = [Task(TaskKind.PUBLICAN_GUEST, q) for q in _seat_order(s, p)[1:]]
    _push(
        s,
        [
            Task(TaskKind.PUBLICAN_PICK, p, count=1),
            *guests,
            Task(TaskKind.PUBLICAN_PICK, p, count=2),
        ],
    )


def _architect(s: FeuvilleState, p: int, events: list[Event]) -> None:
    for row_index in range(len(ROWS)):
        _refill_row(s, row_index, events)
    _push(s, [*_great_selections(s), Task(TaskKind.ARCHITECT_PICK, p)])


def _mayor(s: FeuvilleState, p: int, events: list[Event]) -> None:
    _push(s, [Task(TaskKind.MAYOR_PICK, p)])


def _magician(s: FeuvilleState, p: int, events: list[Event]) -> None:
    if burnt(s, p):
        _push(
            s,
            [
                Task(TaskKind.MAGICIAN_RESTORE, p, count=MAGICIAN_RESTORES),
                Task(TaskKind.MAGICIAN_CHARM, p, count=MAGICIAN_CHARMS),
            ],
        )
    else:
        _push(s, [Task(TaskKind.MAGICIAN_CHARM, p, count=MAGICIAN_CHARMS_UNBURNT)])


_SKILLS: dict[int, Callable[[FeuvilleState, int, list[Event]], None]] = {
    ENTERTAINER: _entertainer,
    THIEF: _thief,
    PUBLICAN: _publican,
    ARCHITECT: _architect,
    MAYOR: _mayor,
    MAGICIAN: _magician,
}


def _pick(s: FeuvilleState, action: Pick, events: list[Event]) -> None:
    if not s.tasks or s.tasks[0].kind not in _PICKING:
        raise IllegalAction("feuville.illegal.no_pick_offered")
    task = s.tasks[0]
    _check_row(action.row)
    _check_display(s, action.row, action.column)
    s.tasks = s.tasks[1:]
    if task.kind is TaskKind.GREAT_SELECTION:
        index = s.holds_charm(task.player, "great_selection")
        if index == EMPTY:
            raise IllegalAction("feuville.illegal.no_great_selection")
        charm = s.charms[task.player][index]
        s.charms = replaced(s.charms, task.player, _without(s.charms[task.player], index))
        s.charm_pile = (*s.charm_pile, charm)
        events.append(GreatSelectionPlayed(task.player, charm))
    _take_tile(s, task.player, action.row, action.column, events)


def _guest_build(s: FeuvilleState, action: GuestBuild, events: list[Event]) -> None:
    task = _holding(s, TaskKind.PUBLICAN_GUEST)
    _check_row(action.row)
    tile = _check_display(s, action.row, action.column)
    refusal = build_refusal(s, task.player, tile, action.x)
    if refusal:
        raise IllegalAction(refusal)
    s.tasks = s.tasks[1:]
    _remove_from_display(s, task.player, action.row, action.column, events)
    _build_tile(s, task.player, tile, action.x, events)
    if _refill_empty_rows(s, events):
        _push(s, _great_selections(s))


def _pick_decree(s: FeuvilleState, action: PickDecree, events: list[Event]) -> None:
    task = _holding(s, TaskKind.MAYOR_PICK)
    s.tasks = s.tasks[1:]
    _take_decree_from(s, task.player, action.column, events)


def _take_charm_action(s: FeuvilleState, action: TakeCharm, events: list[Event]) -> None:
    task = _holding(s, TaskKind.MAGICIAN_CHARM)
    _check_charm_slot(s, action.slot)
    s.tasks = s.tasks[1:]
    more = (
        [Task(TaskKind.MAGICIAN_CHARM, task.player, count=task.count - 1)] if task.count > 1 else []
    )
    _take_charm(s, task.player, action.slot, more, events)


def _play_fire_protection(
    s: FeuvilleState, action: PlayFireProtection, events: list[Event]
) -> None:
    task = _holding(s, TaskKind.FIRE)
    index = s.holds_charm(task.player, "fire_protection")
    if index == EMPTY:
        raise IllegalAction("feuville.illegal.no_fire_protection")
    if task.item != EMPTY:
        raise IllegalAction("feuville.illegal.fire_already_burning")
    charm = s.charms[task.player][index]
    s.charms = replaced(s.charms, task.player, _without(s.charms[task.player], index))
    s.charm_pile = (*s.charm_pile, charm)
    s.tasks = s.tasks[1:]
    events.append(FireProtectionPlayed(task.player, charm))


def _burn(s: FeuvilleState, action: Burn, events: list[Event]) -> None:
    task = _holding(s, TaskKind.FIRE)
    if action.x not in burnable(s, task.player):
        raise IllegalAction("feuville.illegal.cannot_burn")
    _burn_column(s, task.player, action.x, events)
    s.tasks = (Task(TaskKind.FIRE, task.player, item=0, count=task.count - 1), *s.tasks[1:])


def _burn_column(s: FeuvilleState, p: int, x: int, events: list[Event]) -> None:
    _set_burnt(s, p, x, True)
    events.append(ColumnBurnt(p, x))


def _pass(s: FeuvilleState, action: Pass, events: list[Event]) -> None:
    if not s.tasks or s.tasks[0].kind not in _PASSABLE:
        raise IllegalAction("feuville.illegal.cannot_pass")
    s.tasks = s.tasks[1:]


_HANDLERS: dict[type, Callable[[FeuvilleState, Any, list[Event]], None]] = {
    TakeBuilding: _take_building,
    TakeDecree: _take_decree,
    UseSkill: _use_skill,
    CallFairy: _call_fairy,
    EvaluateTown: _evaluate_town,
    Build: _build,
    Evaluate: _evaluate,
    Restore: _restore,
    Protect: _protect,
    Store: _store,
    EndTurn: _end_turn,
    RollAgain: _roll_again,
    Stop: _stop,
    Steal: _steal,
    Pick: _pick,
    GuestBuild: _guest_build,
    PickDecree: _pick_decree,
    TakeCharm: _take_charm_action,
    PlayFireProtection: _play_fire_protection,
    Burn: _burn,
    Pass: _pass,
}


# -- the display -----------------------------------------------------------------------------


def _check_row(row: str) -> None:
    if row not in ROWS:
        raise IllegalAction("feuville.illegal.no_such_row")


def _check_display(s: FeuvilleState, row: str, column: int) -> int:
    if not 1 <= column <= DISPLAY_COLUMNS:
        raise IllegalAction("feuville.illegal.no_such_column")
    tile = s.display[ROWS.index(row)][column - 1]
    if tile == EMPTY:
        raise IllegalAction("feuville.illegal.no_tile_there")
    return tile


def _remove_from_display(
    s: FeuvilleState, p: int, row: str, column: int, events: list[Event]
) -> int:
    row_index = ROWS.index(row)
    tile = s.display[row_index][column - 1]
    s.display = replaced(s.display, row_index, replaced(s.display[row_index], column - 1, EMPTY))
    events.append(TileTaken(p, tile, row, column))
    return tile


def _take_tile(s: FeuvilleState, p: int, row: str, column: int, events: list[Event]) -> None:
    """`p` takes a display tile into their hand; an emptied row is refilled at once, which
    opens a Great Selection window after `p` has placed the tile."""
    tile = _check_display(s, row, column)
    _remove_from_display(s, p, row, column, events)
    tasks = [Task(TaskKind.PLACE_TILE, p, tile)]
    if _refill_empty_rows(s, events):
        tasks.extend(_great_selections(s))
    _push(s, tasks)


def _refill_empty_rows(s: FeuvilleState, events: list[Event]) -> bool:
    """Refills every row that has no tile left; True if any tile came out."""
    refilled = False
    for row_index, row in enumerate(s.display):
        if all(tile == EMPTY for tile in row):
            refilled |= _refill_row(s, row_index, events)
    return refilled


def _refill_row(s: FeuvilleState, row_index: int, events: list[Event]) -> bool:
    """Fills the row's empty spaces from its stack, left to right; True if any tile came."""
    row, stack = list(s.display[row_index]), s.stacks[row_index]
    placed = [EMPTY] * DISPLAY_COLUMNS
    for column in range(DISPLAY_COLUMNS):
        if row[column] == EMPTY and stack:
            row[column], stack = stack[-1], stack[:-1]
            placed[column] = row[column]
    if placed.count(EMPTY) == DISPLAY_COLUMNS:
        return False
    s.display = replaced(s.display, row_index, tuple(row))
    s.stacks = replaced(s.stacks, row_index, stack)
    events.append(RowRefilled(ROWS[row_index], tuple(placed)))
    return True


def _great_selections(s: FeuvilleState) -> list[Task]:
    """A Great Selection window: one offer to each player holding any charm (which one lies
    face down), in seat order from the active player."""
    return [Task(TaskKind.GREAT_SELECTION, q) for q in _seat_order(s, s.current) if s.charms[q]]


def _take_decree_from(s: FeuvilleState, p: int, column: int, events: list[Event]) -> None:
    if not 1 <= column <= DISPLAY_COLUMNS:
        raise IllegalAction("feuville.illegal.no_such_column")
    decree = s.decree_display[column - 1]
    if decree == EMPTY:
        raise IllegalAction("feuville.illegal.no_decree_there")
    s.decree_display = replaced(s.decree_display, column - 1, EMPTY)
    events.append(DecreeTaken(p, decree, column))
    _push(s, [Task(TaskKind.PLACE_DECREE, p, decree)])


def _check_charm_slot(s: FeuvilleState, slot: int) -> None:
    if not 0 <= slot < len(s.charm_display) or s.charm_display[slot] == EMPTY:
        raise IllegalAction("feuville.illegal.no_charm_there")


def _take_charm(
    s: FeuvilleState, p: int, slot: int, then: Iterable[Task], events: list[Event]
) -> None:
    """`p` takes a fairy magic tile; its space is refilled at once from the shuffled pile.
    Prestige points score at once; any other charm is held until stored or laid."""
    charm = s.charm_display[slot]
    events.append(CharmTaken(p, charm, slot))
    rng = _rng(s)
    pile = list(s.charm_pile)
    rng.shuffle(pile)
    s.rng = rng.state
    refill = EMPTY
    if pile:
        refill = pile.pop()
        events.append(CharmRevealed(refill, slot))
    s.charm_display = replaced(s.charm_display, slot, refill)
    s.charm_pile = tuple(pile)
    if CHARMS[charm].kind == "points":
        _score(s, p, CHARMS[charm].points, "charms", events)
        s.charm_pile = (*s.charm_pile, charm)
        _push(s, list(then))
    else:
        _push(s, [Task(TaskKind.PLACE_CHARM, p, charm), *then])


# -- turns and the dragon --------------------------------------------------------------------


def _start_turn(s: FeuvilleState, p: int, events: list[Event]) -> None:
    s.current = p
    s.used, s.fairy_called, s.gnome = (False, False), False, 0
    events.append(TurnStarted(p))
    _roll(s, events)


def _roll(s: FeuvilleState, events: list[Event]) -> None:
    rng = _rng(s)
    s.dice = (rng.die(), rng.die())
    s.rng = rng.state
    events.append(DiceRolled(s.current, s.dice))
    if s.dice[0] == s.dice[1]:
        _dragon(s, events)


def _dragon(s: FeuvilleState, events: list[Event]) -> None:
    """Every town with fewer clouds than unburnt columns burns the surplus; threatened
    players holding any charm, or with a choice of columns, decide in seat order."""
    events.append(DragonAttacked(s.current))
    tasks: list[Task] = []
    for q in _seat_order(s, s.current):
        count = columns_to_burn(s, q)
        if not count:
            continue
        events.append(FireThreatened(q, count))
        tasks.append(Task(TaskKind.FIRE, q, count=count))
    _push(s, [*tasks, Task(TaskKind.REROLL, s.current)])


def _settle(s: FeuvilleState, events: list[Event]) -> None:
    """Resolves the head tasks that leave nobody a choice, until a real decision is owed."""
    while s.tasks and not s.over:
        task = s.tasks[0]
        kind, p = task.kind, task.player
        if kind is TaskKind.REROLL:
            s.tasks = s.tasks[1:]
            _roll(s, events)
        elif kind is TaskKind.FIRE:
            choices = burnable(s, p)
            if task.count and ((task.item == EMPTY and s.charms[p]) or len(choices) > task.count):
                return
            s.tasks = s.tasks[1:]
            for x in choices[: task.count]:
                _burn_column(s, p, x, events)
        elif kind in _PLACING or kind is TaskKind.ENTERTAINER:
            return
        elif kind is TaskKind.GREAT_SELECTION:
            if s.charms[p] and any(tile != EMPTY for row in s.display for tile in row):
                return  # asked even without a Great Selection: the charms lie face down
            s.tasks = s.tasks[1:]
        elif kind in (TaskKind.MAGICIAN_RESTORE, TaskKind.MAGICIAN_CHARM) and task.count <= 0:
            s.tasks = s.tasks[1:]
        elif any(True for _ in _TASK_ACTIONS[kind](s, task)):
            return
        else:
            s.tasks = s.tasks[1:]
            reason = _NOTHING.get(kind)
            if reason:
                events.append(NothingHappened(p, reason))


_NOTHING = {
    TaskKind.THIEF: "feuville.nothing.nothing_to_steal",
    TaskKind.PUBLICAN_PICK: "feuville.nothing.display_empty",
    TaskKind.ARCHITECT_PICK: "feuville.nothing.display_empty",
    TaskKind.PUBLICAN_GUEST: "feuville.nothing.guest_cannot_build",
    TaskKind.MAYOR_PICK: "feuville.nothing.no_decrees",
    TaskKind.MAGICIAN_CHARM: "feuville.nothing.no_charms",
}


def _finish(s: FeuvilleState, events: list[Event]) -> None:
    """+7 to every player tied for the fewest evaluated decrees; the game is over."""
    fewest = min(len(decrees) for decrees in s.evaluated)
    for p in range(s.players):
        if len(s.evaluated[p]) == fewest:
            _score(s, p, FEWEST_DECREES_BONUS, "fewest_decrees", events)
    s.over = True
    s.tasks = ()
    outcome = outcome_of(s)
    events.append(GameEnded(outcome.winners, tuple(score.total for score in scores_of(s))))


# -- helpers ---------------------------------------------------------------------------------


def _score(s: FeuvilleState, p: int, points: int, category: str, events: list[Event]) -> None:
    if points <= 0:
        return
    index = CATEGORY[category]
    s.ledger = replaced(s.ledger, p, replaced(s.ledger[p], index, s.ledger[p][index] + points))
    events.append(PointsScored(p, points, category))


def _push(s: FeuvilleState, tasks: list[Task]) -> None:
    """Puts `tasks` at the head of the queue, in order."""
    s.tasks = (*tasks, *s.tasks)


def _seat_order(s: FeuvilleState, start: int) -> list[int]:
    return [(start + k) % s.players for k in range(s.players)]


def _without(values: tuple[int, ...], index: int) -> tuple[int, ...]:
    return values[:index] + values[index + 1 :]


def _rng(s: FeuvilleState) -> Rng:
    if s.rng is None:
        raise ValueError("a player's view has no dice and no face-down tiles")
    return Rng(s.rng)
