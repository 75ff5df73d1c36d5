"""The six persons' skills (feuville_en.md "3. Choosing and using a person's skill", Persons in
FEUVILLE: Travelling Entertainer, Thief, Publican, architect, town mayor, Magician;
feuville_de.md Magier; COMPONENTS.md rulings; rules.py)."""

from __future__ import annotations

import pytest
from feuville_positions import (
    SKY,
    TOWER,
    WALL,
    breakdown,
    checked,
    col,
    deciding,
    legal,
    play,
    refused,
    started,
    stored_item,
    turn,
    with_charm_display,
    with_empty_spaces,
    with_rolls,
    with_stack,
    with_stored_decree,
    with_stored_tile,
    with_town,
)

from favelas_app.games.feuville.actions import (
    Build,
    EndTurn,
    Evaluate,
    GuestBuild,
    Pass,
    Pick,
    PickDecree,
    Restore,
    RollAgain,
    Steal,
    Stop,
    Store,
    TakeCharm,
    UseSkill,
)
from favelas_app.games.feuville.events import (
    CharmTaken,
    ColumnRestored,
    DecreeEvaluated,
    DecreeRevealed,
    DecreeTaken,
    DieUsed,
    EntertainerRolled,
    ItemStored,
    NothingHappened,
    PointsScored,
    RowRefilled,
    Stolen,
    TileBuilt,
    TileTaken,
)
from favelas_app.games.feuville.state import EMPTY, GNOME, HELD, FeuvilleState

TURN = "feuville.decision.turn"


def _position(dice: tuple[int, int], player: int = 0, players: int = 3) -> FeuvilleState:
    return turn(started(players, 0), player, dice)


# -- the Travelling Entertainer ----------------------------------------------------------------


def test_entertainer_four_then_three_and_stop() -> None:
    """Travelling Entertainer, first example: "You roll a 4, then a 3 and then stop. Your sum is
    7. Advance 7 spaces ... Thus, 10 - 7 = 3. All your fellow players advance 3 spaces"."""
    state = with_rolls(_position((1, 5), player=1), 4, 3)
    after, events = play(state, UseSkill(0))
    assert events == [DieUsed(1, 0, "skill", 1), EntertainerRolled(1, 4, 4)]
    assert deciding(after) == ("feuville.decision.entertainer", (1,))
    assert legal(after) == [RollAgain(), Stop()]
    after, events = play(after, RollAgain())
    assert events == [EntertainerRolled(1, 3, 7)]
    after, events = play(after, Stop())
    assert events == [
        PointsScored(1, 7, "entertainer"),
        PointsScored(2, 3, "entertainer"),
        PointsScored(0, 3, "entertainer"),
    ]
    assert [breakdown(after, p)["entertainer"] for p in range(3)] == [3, 7, 3]
    assert deciding(after) == (TURN, (1,))


def test_entertainer_four_four_five_is_thirteen() -> None:
    """Travelling Entertainer, second example: "You roll 4 + 4 + 5 = 13 and get nothing! The
    others get the difference to 10. Thus, 13 - 10 = 3": passing 10 ends the rolling."""
    state = with_rolls(_position((1, 5), player=1), 4, 4, 5)
    after, events = play(state, UseSkill(0), RollAgain(), RollAgain())
    assert events[1:] == [
        EntertainerRolled(1, 4, 4),
        EntertainerRolled(1, 4, 8),
        EntertainerRolled(1, 5, 13),
        PointsScored(2, 3, "entertainer"),
        PointsScored(0, 3, "entertainer"),
    ]
    assert [breakdown(after, p)["entertainer"] for p in range(3)] == [3, 0, 3]
    assert deciding(after) == (TURN, (1,))


def test_entertainer_exactly_ten() -> None:
    """Travelling Entertainer: "If the sum is exactly 10, then you receive 10 points and all the
    others go empty-handed"."""
    state = with_rolls(_position((1, 5), player=1), 6, 4)
    after, events = play(state, UseSkill(0), RollAgain(), Stop())
    assert events[1:] == [
        EntertainerRolled(1, 6, 6),
        EntertainerRolled(1, 4, 10),
        PointsScored(1, 10, "entertainer"),
    ]
    assert [breakdown(after, p)["entertainer"] for p in range(3)] == [0, 10, 0]


def test_entertainer_may_stop_after_the_first_roll() -> None:
    """Travelling Entertainer: "You may also stop whenever you wish": a single 2 scores 2, the
    others 8 each (two players)."""
    state = with_rolls(_position((1, 5), players=2), 2)
    _, events = play(state, UseSkill(0), Stop())
    assert events[-2:] == [PointsScored(0, 2, "entertainer"), PointsScored(1, 8, "entertainer")]


# -- the Thief ---------------------------------------------------------------------------------


def _thief_position() -> FeuvilleState:
    """Player 0 rolled 2 and 5; player 1 stores a protected sky tile and a little district,
    player 2 a left corner wall; player 1 also holds fairy magic."""
    state = _position((2, 5))
    state = with_stored_tile(state, 1, 0, "S2", protected=True)
    state = with_stored_decree(state, 1, 1, "little_district")
    state = with_stored_tile(state, 2, 0, "W<")
    return checked(state)


def test_the_thief_takes_an_unprotected_item_of_another_board() -> None:
    """Thief: "you may remove one tile (Building tile or Royal Decree, but no Fairy Magic!) from
    the player board of a fellow player ... If a fellow player has a theft protection lying
    on a tile, then this tile is safe from the thief": the protected sky tile is not offered."""
    state = _thief_position()
    after, events = play(state, UseSkill(0))
    assert events == [DieUsed(0, 0, "skill", 2)]
    assert deciding(after) == ("feuville.decision.thief", (0,))
    assert legal(after) == [Steal(1, 1), Steal(2, 0), Pass()]
    assert refused(after, Steal(1, 0)) == "feuville.illegal.theft_protected"
    assert refused(after, Steal(0, 0)) == "feuville.illegal.no_such_victim"
    assert refused(after, Steal(2, 1)) == "feuville.illegal.nothing_to_steal"


def test_the_thief_builds_the_stolen_tile_at_once() -> None:
    """Thief: "either use it immediately or place it on your own player board"."""
    state = _thief_position()
    tile = stored_item(state, 2, 0)
    after, events = play(state, UseSkill(0), Steal(2, 0))
    assert events[-1] == Stolen(0, 2, "tile", tile)
    assert after.boards[2] == (None, None)
    assert deciding(after) == ("feuville.decision.place_tile", (0,))
    after, events = play(after, Build(HELD, 1))
    assert events == [TileBuilt(0, tile, 1, 0)]


def test_the_thief_stores_a_stolen_decree() -> None:
    """Thief: "or place it on your own player board, if there's sufficient space"."""
    state = _thief_position()
    decree = stored_item(state, 1, 1)
    after, events = play(state, UseSkill(0), Steal(1, 1), Store())
    assert events[-2:] == [Stolen(0, 1, "decree", decree), ItemStored(0, "decree", decree)]
    assert after.boards[1][1] is None
    assert stored_item(after, 0, 0) == decree


def test_the_thief_finds_nothing_on_empty_or_protected_boards() -> None:
    """Thief: only unbuilt tiles and decrees on the boards are stolen, "no Fairy Magic": with the
    other boards empty or protected (fairy magic held does not count), the skill finds
    nothing and the turn goes on."""
    state = with_stored_tile(_position((2, 5)), 1, 0, "S2", protected=True)
    after, events = play(state, UseSkill(0))
    assert events == [
        DieUsed(0, 0, "skill", 2),
        NothingHappened(0, "feuville.nothing.nothing_to_steal"),
    ]
    assert deciding(after) == (TURN, (0,))


# -- the Publican ------------------------------------------------------------------------------


def test_the_publicans_donation_round() -> None:
    """Publican: "You are the first one to choose one of the Building tiles ... Then, play moving
    in a clockwise direction, your fellow players take turns in choosing ... must use it
    immediately ... you may choose and take a second Building tile ... at the end of the
    donation round. You may either use your Building tile immediately or place it on your
    player board": player 1 picks and stores, player 2 builds a wall at once, player 0 passes,
    player 1 picks again."""
    state = _position((3, 5), player=1)
    after, events = play(state, UseSkill(0))
    assert events == [DieUsed(1, 0, "skill", 3)]
    assert deciding(after) == ("feuville.decision.publican_pick", (1,))
    first = after.display[1][0]
    after, events = play(after, Pick(TOWER, 1))
    assert events == [TileTaken(1, first, TOWER, 1)]
    after, _ = play(after, Store())
    assert deciding(after) == ("feuville.decision.publican_guest", (2,))
    guest = after.display[0][1]
    after, events = play(after, GuestBuild(WALL, 2, 1))
    assert events == [TileTaken(2, guest, WALL, 2), TileBuilt(2, guest, 1, 0)]
    assert deciding(after) == ("feuville.decision.publican_guest", (0,))
    after, events = play(after, Pass())
    assert events == []
    assert deciding(after) == ("feuville.decision.publican_pick", (1,))
    second = after.display[2][5]
    after, events = play(after, Pick(SKY, 6), Store())
    assert events == [TileTaken(1, second, SKY, 6), ItemStored(1, "tile", second)]
    assert after.boards[1] == (after.boards[1][0], after.boards[1][1])
    assert [stored_item(after, 1, space) for space in (0, 1)] == [first, second]
    assert deciding(after) == (TURN, (1,))


def test_a_guest_must_build_at_once() -> None:
    """Publican: each fellow player "must use it immediately and may not place it on his player
    board": a guest is offered building or passing only."""
    state = _position((3, 5), player=1)
    after, _ = play(state, UseSkill(0), Pick(TOWER, 1), Store())
    offers = legal(after)
    assert offers[-1] == Pass()
    assert all(isinstance(a, GuestBuild) for a in offers[:-1])
    assert {(a.row, a.x) for a in offers[:-1]} == {(WALL, -1), (WALL, 1), (TOWER, 0)}
    assert refused(after, Store()) == "feuville.illegal.nothing_held"
    assert refused(after, Pick(WALL, 1)) == "feuville.illegal.no_pick_offered"
    assert refused(after, GuestBuild(SKY, 1, 0)) == "feuville.illegal.in_the_air"


def test_a_guest_who_cannot_build_goes_empty_handed() -> None:
    """Publican: "fellow players who are unable to build with this tile immediately go
    empty-handed": with only sky tiles left, player 2 (just the start tile) gets nothing,
    player 0 (a wall and tower) may take one."""
    state = with_town(_position((3, 5), player=1), 0, [("@",), ("W", "T")])
    for row in (WALL, TOWER):
        state = with_stack(with_empty_spaces(state, row, range(1, 7)), row, 0)
    after, events = play(state, UseSkill(0), Pick(SKY, 1), Store())
    assert events[-1] == NothingHappened(2, "feuville.nothing.guest_cannot_build")
    assert deciding(after) == ("feuville.decision.publican_guest", (0,))
    assert GuestBuild(SKY, 2, 1) in legal(after)


def test_a_row_emptied_in_the_donation_round_is_refilled_at_once() -> None:
    """Publican: "If a row is completely cleared during the donation round, then you must
    replenish it immediately. Only then, can you continue with the donation round"."""
    state = with_empty_spaces(_position((3, 5), player=1), WALL, [1, 2, 3, 5, 6])
    stack = state.stacks[0]
    guest = state.display[0][3]
    after, events = play(state, UseSkill(0), Pick(SKY, 1), Store(), GuestBuild(WALL, 4, 1))
    fresh = tuple(reversed(stack[-6:]))
    assert events[-3:] == [
        TileTaken(2, guest, WALL, 4),
        TileBuilt(2, guest, 1, 0),
        RowRefilled(WALL, fresh),
    ]
    assert deciding(after) == ("feuville.decision.publican_guest", (0,))
    assert after.display[0] == fresh


# -- the Architect -----------------------------------------------------------------------------


def test_the_architect_refills_the_whole_display_then_takes_any_tile() -> None:
    """architect: "you must first replenish the complete display of the Building tiles (Wall,
    Tower and Sky) on the game board. After that, you may choose any 1 Building tile": every
    empty space is filled from its stack, left to right, and any of the 18 tiles may be
    taken."""
    state = with_empty_spaces(_position((4, 5)), WALL, [2, 5])
    state = with_empty_spaces(state, TOWER, [1])
    walls, towers = state.stacks[0], state.stacks[1]
    after, events = play(state, UseSkill(0))
    assert events == [
        DieUsed(0, 0, "skill", 4),
        RowRefilled(WALL, (EMPTY, walls[-1], EMPTY, EMPTY, walls[-2], EMPTY)),
        RowRefilled(TOWER, (towers[-1], EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)),
    ]
    assert all(tile != EMPTY for row in after.display for tile in row)
    assert deciding(after) == ("feuville.decision.architect_pick", (0,))
    assert legal(after) == [
        *(Pick(row, c) for row in (WALL, TOWER, SKY) for c in range(1, 7)),
        Pass(),
    ]
    tile = after.display[2][3]
    after, events = play(after, Pick(SKY, 4))
    assert events == [TileTaken(0, tile, SKY, 4)]
    assert deciding(after) == ("feuville.decision.place_tile", (0,))


# -- the Mayor ---------------------------------------------------------------------------------


def test_the_mayor_takes_any_decree() -> None:
    """town mayor: "you may choose any one Royal Decree from the display ... You can either
    evaluate it immediately or first place it on your player board ... After that, replenish
    the Royal Decrees (as known)": column 2 with a 5; the space is refilled after the turn."""
    state = _position((5, 1), players=2)
    decree = state.decree_display[1]
    after, events = play(state, UseSkill(0))
    assert deciding(after) == ("feuville.decision.mayor_pick", (0,))
    assert legal(after) == [*(PickDecree(c) for c in range(1, 7)), Pass()]
    after, events = play(after, PickDecree(2))
    assert events == [DecreeTaken(0, decree, 2)]
    assert deciding(after) == ("feuville.decision.place_decree", (0,))
    after, _ = play(after, Store(), UseSkill(1), Stop())
    assert after.decree_display[1] == EMPTY
    top = after.decree_stack[-1]
    after, events = play(after, EndTurn())
    assert events[0] == DecreeRevealed(top, 2)


def test_the_mayors_decree_may_be_evaluated_at_once() -> None:
    """town mayor: "You can either evaluate it immediately"."""
    state = with_town(_position((5, 1), players=2), 0, [("@",), ("W", "T+flag", "S1+star")])
    decree = next(d for d in state.decree_display)
    after, events = play(state, UseSkill(0), PickDecree(1))
    evaluation = next(a for a in legal(after) if isinstance(a, Evaluate))
    after, events = play(after, evaluation)
    assert isinstance(events[0], DecreeEvaluated)
    assert events[0].decree == decree
    assert after.evaluated[0] == (decree,)


# -- the Magician ------------------------------------------------------------------------------

RUINS = [
    ("@",),
    col("W", "T", burnt=True),
    col("W", burnt=True),
    col("W", "T", "S1", burnt=True),
    ("W",),
]


def _magician(town: list, dice: tuple[int, int] = (6, 1)) -> FeuvilleState:
    state = with_town(_position(dice, players=2), 0, town)
    return with_charm_display(state, [("points", 5), ("points", 4), "great_selection"])


def test_the_magician_restores_two_columns_and_takes_one_charm() -> None:
    """Magician: "you may turn up to two burnt down town districts (1 or 2 burnt columns) back
    onto their active sides again. Additionally, you may take one Fairy Magic tile": of three
    ruins two are restored; one charm (5 prestige points) is taken, then the turn goes on."""
    state = _magician(RUINS)
    after, events = play(state, UseSkill(0))
    assert deciding(after) == ("feuville.decision.magician_restore", (0,))
    assert legal(after) == [Restore(1), Restore(2), Restore(3), Pass()]
    after, events = play(after, Restore(1), Restore(3))
    assert events == [ColumnRestored(0, 1), ColumnRestored(0, 3)]
    assert [c.burnt for c in after.towns[0]] == [False, False, True, False, False]
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))
    assert refused(after, Restore(2)) == "feuville.illegal.decision_pending"
    charm = after.charm_display[0]
    after, events = play(after, TakeCharm(0))
    assert events[0] == CharmTaken(0, charm, 0)
    assert events[-1] == PointsScored(0, 5, "charms")
    assert deciding(after) == (TURN, (0,))


def test_the_magician_may_restore_just_one() -> None:
    """Magician: "up to two burnt down town districts (1 or 2 burnt columns)": after one restore
    the player may stop and go on to the charm."""
    state = _magician(RUINS)
    after, events = play(state, UseSkill(0), Restore(2), Pass())
    assert events[-1] == ColumnRestored(0, 2)
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))


def test_the_magician_with_one_ruin() -> None:
    """Magician: "1 or 2 burnt columns": with one ruin restored, the charm is offered next."""
    state = _magician([("@",), col("W", "T", burnt=True), ("W",)])
    after, events = play(state, UseSkill(0), Restore(1))
    assert events[-1] == ColumnRestored(0, 1)
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))
    after, _ = play(after, TakeCharm(1))
    assert deciding(after) == (TURN, (0,))


def test_the_magician_without_ruins_gives_two_charms() -> None:
    """Magician (de): "Wenn bei dir keine Stadtviertel abgebrannt sind, darfst du dir zwei
    Feenzauber aus der offenen Auslage nehmen" (COMPONENTS.md: two fairy magic tiles, de
    edition): 5 and 4 prestige points."""
    state = _magician([("@",), ("W", "T")])
    after, events = play(state, UseSkill(0))
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))
    after, events = play(after, TakeCharm(0))
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))
    slot = after.charm_display.index(state.charm_display[1])
    after, more = play(after, TakeCharm(slot))
    assert [e for e in [*events, *more] if isinstance(e, PointsScored)] == [
        PointsScored(0, 5, "charms"),
        PointsScored(0, 4, "charms"),
    ]
    assert deciding(after) == (TURN, (0,))


def test_the_magicians_charm_is_used_or_stored() -> None:
    """Magician: take one Fairy Magic tile "and use this immediately or place it on your own
    player board": a Great Selection is stored among the player's fairy magic."""
    state = _magician([("@",)])
    charm = state.charm_display[2]
    after, events = play(state, UseSkill(0), TakeCharm(2))
    assert deciding(after) == ("feuville.decision.place_charm", (0,))
    after, events = play(after, Store())
    assert events == [ItemStored(0, "charm", charm)]
    assert after.charms[0] == (charm,)


@pytest.mark.parametrize(
    ("person", "decision"),
    [
        (1, "feuville.decision.entertainer"),
        (2, TURN),
        (3, "feuville.decision.publican_pick"),
        (4, "feuville.decision.architect_pick"),
        (5, "feuville.decision.mayor_pick"),
        (6, "feuville.decision.magician_charm"),
    ],
)
def test_every_skill_can_be_chosen_by_the_gnome(person: int, decision: str) -> None:
    """The grumpy Gnome: "The Gnome immediately slips into the role of this person and imitates
    them perfectly ... OR use this person's skill": with 2 and 5 rolled, the gnome calls
    each person's skill (the Thief finds no board to rob)."""
    state = with_rolls(_position((2, 5)), 3)
    after, events = play(state, UseSkill(GNOME, person))
    assert events[0] == DieUsed(0, GNOME, "skill", person)
    assert after.gnome == person
    assert after.used == (True, True)
    assert deciding(after) == (decision, (0,))
