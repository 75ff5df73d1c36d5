"""A turn of Feuville: the roll, a double and the dragon, each die to a person, the fairy or
the gnome, and the end of the turn (feuville_en.md GAME PROCEDURE, "Roll both dice", "Choose
your action", The friendly Fairy, The grumpy Gnome, Dragomir the Dragon; rules.py)."""

from __future__ import annotations

import pytest
from feuville_positions import (
    SKY,
    TOWER,
    WALL,
    deciding,
    legal,
    play,
    refused,
    started,
    turn,
    with_charm_display,
    with_decrees_left,
    with_empty_spaces,
    with_rolls,
)

from favelas_app.games.feuville.actions import (
    CallFairy,
    EndTurn,
    EvaluateTown,
    Pass,
    Store,
    TakeBuilding,
    TakeDecree,
    UseSkill,
)
from favelas_app.games.feuville.components import TILES
from favelas_app.games.feuville.events import (
    CharmRevealed,
    CharmTaken,
    DecreeRevealed,
    DecreeTaken,
    DiceRolled,
    DieUsed,
    DragonAttacked,
    PointsScored,
    TileTaken,
    TurnStarted,
)
from favelas_app.games.feuville.state import EMPTY, GNOME, FeuvilleState

TURN = "feuville.decision.turn"
PLACE_TILE = "feuville.decision.place_tile"
PLACE_DECREE = "feuville.decision.place_decree"
MAYOR_PICK = "feuville.decision.mayor_pick"


def _position(dice: tuple[int, int] = (3, 5), player: int = 0) -> FeuvilleState:
    """Three players, `player` to act with `dice`."""
    return turn(started(3, 0), player, dice)


def _both_dice_used(s: FeuvilleState) -> FeuvilleState:
    """`s` after the current player put die 0 on their building tile and die 1 on their
    decree, and stored both."""
    after, _ = play(s, TakeBuilding(0, WALL), Store(), TakeDecree(1), Store())
    return after


# -- rolling the dice --------------------------------------------------------------------------


def test_a_turn_begins_by_rolling_both_dice() -> None:
    """GAME PROCEDURE: "When it's your turn, roll both dice": the end of a turn starts the next
    player's turn with both dice rolled from the game's RNG, both still to be used."""
    state = with_rolls(_both_dice_used(_position()), 2, 6)
    after, events = play(state, EndTurn())
    assert events[-2:] == [TurnStarted(1), DiceRolled(1, (2, 6))]
    assert after.current == 1
    assert after.dice == (2, 6)
    assert after.used == (False, False)
    assert deciding(after) == (TURN, (1,))


def test_a_double_wakes_the_dragon_then_the_roller_rolls_again() -> None:
    """Roll both dice / Dragomir the Dragon: "If you throw a double, you must place both dice on
    the Dragon spaces" and the dragon attacks; "When you throw a double, you may roll the dice
    again and take your regular turn" (COMPONENTS.md: then the roller rolls again)."""
    state = with_rolls(_both_dice_used(_position()), 4, 4, 2, 5)
    after, events = play(state, EndTurn())
    assert events[-4:] == [
        TurnStarted(1),
        DiceRolled(1, (4, 4)),
        DragonAttacked(1),
        DiceRolled(1, (2, 5)),
    ]
    assert after.dice == (2, 5)
    assert after.used == (False, False)
    assert deciding(after) == (TURN, (1,))


def test_another_double_wakes_the_dragon_again() -> None:
    """COMPONENTS.md ruling: after a double the roller rolls again, and "another double wakes
    the dragon again"."""
    state = with_rolls(_both_dice_used(_position()), 6, 6, 1, 1, 3, 4)
    after, events = play(state, EndTurn())
    assert events[-6:] == [
        TurnStarted(1),
        DiceRolled(1, (6, 6)),
        DragonAttacked(1),
        DiceRolled(1, (1, 1)),
        DragonAttacked(1),
        DiceRolled(1, (3, 4)),
    ]
    assert after.dice == (3, 4)


# -- each die goes to its person ---------------------------------------------------------------


@pytest.mark.parametrize("row", [WALL, TOWER, SKY])
def test_a_die_takes_a_building_tile_from_its_persons_column(row: str) -> None:
    """Choose your action, 1. Taking a Building tile: "Choose one of the Building tiles lying in
    the same column as your die (Wall, Tower or Sky), remove it from the display": die 0
    shows 3, so the tile comes from column 3 of the chosen row; the space stays empty and
    the player holds the tile."""
    state = _position((3, 5))
    r = (WALL, TOWER, SKY).index(row)
    tile = state.display[r][2]
    after, events = play(state, TakeBuilding(0, row))
    assert events == [DieUsed(0, 0, "building", 3), TileTaken(0, tile, row, 3)]
    assert TILES[tile].kind == row
    assert after.display[r][2] == EMPTY
    assert after.used == (True, False)
    assert deciding(after) == (PLACE_TILE, (0,))
    assert after.tasks[0].item == tile


def test_a_die_takes_the_decree_from_its_persons_column() -> None:
    """Choose your action, 2. Receiving a Royal Decree: "You choose the Royal Decree from the
    column on the board in which your die is lying": die 1 shows 5, the decree of column 5."""
    state = _position((3, 5))
    decree = state.decree_display[4]
    after, events = play(state, TakeDecree(1))
    assert events == [DieUsed(0, 1, "decree", 5), DecreeTaken(0, decree, 5)]
    assert after.decree_display[4] == EMPTY
    assert after.used == (False, True)
    assert deciding(after) == (PLACE_DECREE, (0,))


def test_a_die_uses_its_persons_skill() -> None:
    """Choose your action, 3. Choosing and using a person's skill: "Advance your die to this
    person's flag and then make use of their skill": a 5 calls the Mayor."""
    state = _position((3, 5))
    after, events = play(state, UseSkill(1))
    assert events == [DieUsed(0, 1, "skill", 5)]
    assert deciding(after) == (MAYOR_PICK, (0,))


def test_each_die_is_decided_separately() -> None:
    """Choose your action: "You make a separate decision for each die": one die takes a tile,
    the other the decree of its own column; the turn may end only then."""
    state = _position((3, 5))
    after, events = play(state, TakeBuilding(0, WALL), Store(), TakeDecree(1), Store())
    assert [e for e in events if isinstance(e, DieUsed)] == [
        DieUsed(0, 0, "building", 3),
        DieUsed(0, 1, "decree", 5),
    ]
    assert after.used == (True, True)
    assert EndTurn() in legal(after)


def test_the_offers_of_a_fresh_turn() -> None:
    """Choose your action: for each unused die, the three actions of its person (a tile of
    each row, the decree, the skill) and the fairy's three tiles; the gnome for any of the
    six persons; no End Turn while a die is unused."""
    state = _position((3, 5))
    actions = legal(state)
    assert state.dice == (3, 5)
    for die in (0, 1):
        assert TakeBuilding(die, WALL) in actions
        assert TakeBuilding(die, TOWER) in actions
        assert TakeBuilding(die, SKY) in actions
        assert TakeDecree(die) in actions
        assert UseSkill(die) in actions
        assert {CallFairy(die, slot) for slot in range(3)} <= set(actions)
    for person in range(1, 7):
        assert UseSkill(GNOME, person) in actions
        assert TakeDecree(GNOME, person) in actions
        assert TakeBuilding(GNOME, WALL, person) in actions
    assert EndTurn() not in actions
    assert not any(isinstance(a, EvaluateTown) for a in actions)


# -- the fairy ---------------------------------------------------------------------------------


def test_the_fairy_takes_one_die_whatever_it_shows() -> None:
    """The friendly Fairy: "place one die (number of pips is irrelevant) on the corresponding
    Fairy space and choose one of the Fairy Magic tiles lying openly"; the space is refilled
    at once."""
    state = with_charm_display(
        _position((3, 5)), [("points", 2), "great_selection", "fire_protection"]
    )
    charm = state.charm_display[0]
    after, events = play(state, CallFairy(1, 0))
    assert events[:2] == [DieUsed(0, 1, "fairy", 0), CharmTaken(0, charm, 0)]
    assert isinstance(events[2], CharmRevealed)
    assert events[3] == PointsScored(0, 2, "charms")
    assert after.used == (False, True)
    assert after.fairy_called


def test_the_fairy_takes_at_most_one_die() -> None:
    """The Fairy Magic: "You may only ever use one die for the Friendly Fairy. Use the other die
    as described above": with the fairy called, the other die may not call her again and
    is not offered to her."""
    state = with_charm_display(_position((3, 5)), [("points", 2), ("points", 3), ("points", 4)])
    after, _ = play(state, CallFairy(0, 0))
    assert refused(after, CallFairy(1, 1)) == "feuville.illegal.fairy_once"
    assert not any(isinstance(a, CallFairy) for a in legal(after))
    assert TakeDecree(1) in legal(after)


# -- the gnome ---------------------------------------------------------------------------------


@pytest.mark.parametrize("person", [1, 2, 3, 4, 5, 6])
def test_the_gnome_takes_both_dice_and_imitates_any_person(person: int) -> None:
    """The grumpy Gnome: "place both dice (number of pips is irrelevant) on the corresponding
    Gnome spaces. Take the Gnome and place him on the flag of one of the 6 persons ... you can
    either choose one Building tile from this column OR remove the Royal Decree": with 3 and
    5 rolled, the gnome takes the tower tile of any column."""
    state = _position((3, 5))
    tile = state.display[1][person - 1]
    after, events = play(state, TakeBuilding(GNOME, TOWER, person))
    assert events == [DieUsed(0, GNOME, "building", person), TileTaken(0, tile, TOWER, person)]
    assert after.used == (True, True)
    assert after.gnome == person


def test_the_gnome_takes_a_decree_of_any_column() -> None:
    """The grumpy Gnome: "OR remove the Royal Decree from the column": column 1, though the dice
    show 3 and 5."""
    state = _position((3, 5))
    decree = state.decree_display[0]
    _, events = play(state, TakeDecree(GNOME, 1))
    assert events == [DieUsed(0, GNOME, "decree", 1), DecreeTaken(0, decree, 1)]


def test_the_gnome_needs_both_dice() -> None:
    """The grumpy Gnome: "place both dice": once one die is used, the gnome is refused and no
    longer offered."""
    state = _position((3, 5))
    after, _ = play(state, TakeDecree(0), Store())
    assert refused(after, UseSkill(GNOME, 6)) == "feuville.illegal.gnome_needs_both_dice"
    assert refused(after, TakeBuilding(GNOME, WALL, 2)) == "feuville.illegal.gnome_needs_both_dice"
    assert not any(getattr(a, "die", None) == GNOME for a in legal(after))


@pytest.mark.parametrize("person", [0, 7])
def test_the_gnome_goes_to_one_of_the_six_persons(person: int) -> None:
    """The grumpy Gnome: "on the flag of one of the 6 persons": no person 0 or 7."""
    assert refused(_position(), UseSkill(GNOME, person)) == "feuville.illegal.no_such_person"


def test_the_gnome_returns_to_his_space_after_the_turn() -> None:
    """The grumpy Gnome: "After your turn, you must return the Gnome to his space"."""
    state = _position((3, 5))
    after, _ = play(state, TakeDecree(GNOME, 2), Store())
    assert after.gnome == 2
    after, _ = play(with_rolls(after, 1, 2), EndTurn())
    assert after.gnome == 0
    assert after.used == (False, False)


# -- refusals ----------------------------------------------------------------------------------


def test_a_used_die_cannot_be_used_again() -> None:
    """Choose your action: one decision "for each die": a die placed is not placed again."""
    state = _position((3, 5))
    after, _ = play(state, TakeBuilding(0, WALL), Store())
    assert refused(after, TakeBuilding(0, TOWER)) == "feuville.illegal.die_used"
    assert refused(after, UseSkill(0)) == "feuville.illegal.die_used"
    assert refused(after, CallFairy(0, 0)) == "feuville.illegal.die_used"


def test_no_tile_in_the_persons_column() -> None:
    """Taking a Building tile: only "the Building tiles lying in the same column as your die":
    an empty space of that row has nothing to take (and is not offered)."""
    state = with_empty_spaces(_position((3, 5)), TOWER, [3])
    assert refused(state, TakeBuilding(0, TOWER)) == "feuville.illegal.no_tile_there"
    assert TakeBuilding(0, TOWER) not in legal(state)
    assert TakeBuilding(1, TOWER) in legal(state)


def test_no_decree_in_the_persons_column() -> None:
    """Receiving a Royal Decree: taken decrees are replaced only "After your turn", so an empty
    decree space offers nothing."""
    state = with_decrees_left(_position((3, 5)), 13, empty_columns=[5])
    assert refused(state, TakeDecree(1)) == "feuville.illegal.no_decree_there"
    assert TakeDecree(1) not in legal(state)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (TakeBuilding(0, "roof"), "feuville.illegal.no_such_row"),
        (TakeBuilding(3, WALL), "feuville.illegal.no_such_die"),
        (CallFairy(0, 3), "feuville.illegal.no_charm_there"),
        (CallFairy(GNOME, 0), "feuville.illegal.no_such_die"),
    ],
    ids=["row", "die", "fairy-slot", "fairy-gnome"],
)
def test_impossible_choices(action: object, reason: str) -> None:
    """Choose your action: three rows, two dice, three fairy spaces; the fairy takes a single
    die, never the gnome's two."""
    assert refused(_position(), action) == reason  # type: ignore[arg-type]


def test_nothing_else_while_a_taken_tile_waits() -> None:
    """Taking a Building tile: the tile is "then either build[t] immediately ... or place[d] on a
    free space": until then the other die waits (rules.py: a taken tile is held until built
    or stored)."""
    state = _position((3, 5))
    after, _ = play(state, TakeBuilding(0, WALL))
    assert refused(after, TakeDecree(1)) == "feuville.illegal.decision_pending"
    assert refused(after, EndTurn()) == "feuville.illegal.decision_pending"
    assert refused(after, Pass()) == "feuville.illegal.cannot_pass"


# -- ending the turn ---------------------------------------------------------------------------


def test_the_turn_ends_only_when_both_dice_are_used() -> None:
    """Choose your action: a decision "for each die"; "After you took your action, it's the next
    player's turn": End Turn is refused with a die unused, offered once both are used."""
    state = _position((3, 5))
    assert refused(state, EndTurn()) == "feuville.illegal.dice_unused"
    after, _ = play(state, TakeBuilding(0, WALL), Store())
    assert refused(after, EndTurn()) == "feuville.illegal.dice_unused"
    after, _ = play(after, TakeDecree(1), Store())
    assert legal(after)[-1] == EndTurn()
    after, events = play(with_rolls(after, 1, 2), EndTurn())
    assert isinstance(events[0], DecreeRevealed)
    assert events[-2:] == [TurnStarted(1), DiceRolled(1, (1, 2))]


def test_turns_go_round_in_seat_order() -> None:
    """ "play moving in a clockwise direction": after the last seat the first seat plays."""
    state = _both_dice_used(_position((3, 5), player=2))
    after, events = play(with_rolls(state, 1, 2), EndTurn())
    assert TurnStarted(0) in events
    assert after.current == 0
