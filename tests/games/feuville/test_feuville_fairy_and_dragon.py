"""The friendly Fairy's magic and Dragomir the Dragon (feuville_en.md The friendly Fairy, The
Fairy Magic, Dragomir the Dragon, Examples A and B, "What if there's a fire?", "How can you
turn back the upturned (burnt down) tiles again?"; feuville_de.md Der Drache Dragomir;
COMPONENTS.md rulings; rules.py)."""

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
    with_charms,
    with_empty_spaces,
    with_rolls,
    with_stored_decree,
    with_stored_tile,
    with_town,
)

from favelas_app.games.feuville.actions import (
    Build,
    Burn,
    CallFairy,
    EndTurn,
    Evaluate,
    Pass,
    Pick,
    PlayFireProtection,
    Protect,
    Restore,
    Steal,
    Store,
    TakeBuilding,
    TakeDecree,
    UseSkill,
)
from favelas_app.games.feuville.events import (
    CharmRevealed,
    CharmTaken,
    ColumnBurnt,
    ColumnRestored,
    DecreeEvaluated,
    DiceRolled,
    DieUsed,
    DragonAttacked,
    FireProtectionPlayed,
    FireThreatened,
    GreatSelectionPlayed,
    ItemDiscarded,
    ItemStored,
    PointsScored,
    ProtectionLaid,
    ProtectionLapsed,
    RowRefilled,
    TileBuilt,
    TileTaken,
    TurnStarted,
)
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.state import GNOME, HELD, HIDDEN, FeuvilleState, Stored

TURN = "feuville.decision.turn"
FIRE = "feuville.decision.fire"
GREAT_SELECTION = "feuville.decision.great_selection"


def _position(dice: tuple[int, int] = (3, 5), player: int = 0, players: int = 3) -> FeuvilleState:
    return turn(started(players, 0), player, dice)


# -- prestige points and storing fairy magic ---------------------------------------------------


def test_prestige_points_score_at_once() -> None:
    """The Fairy Magic, Prestige points: "You must evaluate this magic charm immediately ...
    advance your marker the corresponding number of spaces ... Afterwards, discard the Fairy
    Magic tile"; "As soon as a Fairy Magic tile has been removed from the game board,
    replenish the empty space immediately"."""
    state = with_charm_display(_position(), ["great_selection", ("points", 5), "fire_protection"])
    charm = state.charm_display[1]
    after, events = play(state, CallFairy(0, 1))
    assert events[:2] == [DieUsed(0, 0, "fairy", 0), CharmTaken(0, charm, 1)]
    assert isinstance(events[2], CharmRevealed)
    assert events[2].slot == 1
    assert after.charm_display[1] == events[2].charm
    assert events[3:] == [PointsScored(0, 5, "charms")]
    assert charm in after.charm_pile
    assert after.charms[0] == ()
    assert breakdown(after, 0)["charms"] == 5
    assert deciding(after) == (TURN, (0,))


def test_other_fairy_magic_is_kept_on_the_board() -> None:
    """The friendly Fairy: "place it on your player board and use it at a suitable time later"."""
    state = with_charm_display(_position(), ["great_selection", ("points", 5), "fire_protection"])
    charm = state.charm_display[2]
    after, _ = play(state, CallFairy(1, 2))
    assert deciding(after) == ("feuville.decision.place_charm", (0,))
    assert legal(after) == [Store()]
    after, events = play(after, Store())
    assert events == [ItemStored(0, "charm", charm)]
    assert after.charms[0] == (charm,)


def test_two_fairy_magic_spaces_and_the_old_one_is_discarded() -> None:
    """The Fairy Magic: "A player board has spaces for a maximum of 2 Fairy Magic tiles ... you
    may remove one of the Fairy Magic tiles already lying there ... The old tile is discarded
    and put face down with the other charms"."""
    state = with_charms(_position(), 0, ["fire_protection", "great_selection"])
    state = with_charm_display(state, ["theft_protection", ("points", 2), ("points", 3)])
    old = state.charms[0][0]
    charm = state.charm_display[0]
    held, _ = play(state, CallFairy(0, 0))
    assert refused(held, Store()) == "feuville.illegal.board_full"
    after, events = play(held, Store(0))
    assert events == [ItemDiscarded(0, "charm", old), ItemStored(0, "charm", charm)]
    assert after.charms[0] == (state.charms[0][1], charm)
    assert old in after.charm_pile


def test_fairy_magic_on_a_board_lies_face_down_to_the_others() -> None:
    """The Fairy Magic: "You may place this magic charm (face down) on your player board until
    you need to use it": each player sees their own charms and, of the others', only how
    many lie face down; the open display stays open."""
    state = with_charms(_position(), 1, ["fire_protection", "great_selection"])
    state = with_charms(state, 2, ["theft_protection"])
    for p in range(3):
        seen = GAME.view(state, p)
        assert seen.charms[p] == state.charms[p]
        for q in range(3):
            if q != p:
                assert seen.charms[q] == (HIDDEN,) * len(state.charms[q])
        assert seen.charm_display == state.charm_display


def test_a_charm_taken_from_the_display_is_announced() -> None:
    """The friendly Fairy takes from the open display, so everyone sees which charm is taken;
    the event names it, though on the board it then lies face down."""
    state = with_charm_display(_position(), ["great_selection", ("points", 5), "fire_protection"])
    charm = state.charm_display[2]
    after, events = play(state, CallFairy(1, 2), Store())
    assert CharmTaken(0, charm, 2) in events and events[-1] == ItemStored(0, "charm", charm)
    assert GAME.view(after, 1).charms[0] == (HIDDEN,)


# -- Great Selection ---------------------------------------------------------------------------


def _great_selection_position() -> FeuvilleState:
    """Player 1 to act with 3 and 5; the wall row has one tile left, in column 3; players 2 and
    0 hold a Great Selection."""
    state = _position((3, 5), player=1)
    state = with_charms(state, 0, ["great_selection"])
    state = with_charms(state, 2, ["great_selection", "fire_protection"])
    return with_empty_spaces(state, WALL, [1, 2, 4, 5, 6])


def test_great_selection_when_a_row_is_refilled() -> None:
    """Great Selection: "You can use this magic charm as soon as a row of Building tiles ...
    needs to be replenished ... and may take any Building tile ... If more than one player
    should play out this magic charm, the charms are played out in the regular sequence of
    play. The active player, or the one sitting nearest to the active player, begins": after
    player 1 places the tile that emptied the row, player 2 then player 0 are asked."""
    state = _great_selection_position()
    after, events = play(state, TakeBuilding(0, WALL))
    assert isinstance(events[-1], RowRefilled)
    assert deciding(after) == ("feuville.decision.place_tile", (1,))
    after, _ = play(after, Store())
    assert deciding(after) == (GREAT_SELECTION, (2,))
    assert legal(after) == [
        *(Pick(row, c) for row in (WALL, TOWER, SKY) for c in range(1, 7)),
        Pass(),
    ]
    charm = after.charms[2][0]
    tile = after.display[2][1]
    after, events = play(after, Pick(SKY, 2))
    assert events == [GreatSelectionPlayed(2, charm), TileTaken(2, tile, SKY, 2)]
    assert after.charms[2] == (state.charms[2][1],)
    assert charm in after.charm_pile
    assert deciding(after) == ("feuville.decision.place_tile", (2,))
    after, _ = play(after, Store())
    assert stored_item(after, 2, 0) == tile
    assert deciding(after) == (GREAT_SELECTION, (0,))
    after, events = play(after, Pass())
    assert events == []
    assert len(after.charms[0]) == 1
    assert deciding(after) == (TURN, (1,))


def test_the_active_player_plays_great_selection_first() -> None:
    """Great Selection: "The active player ... begins"."""
    state = with_charms(_great_selection_position(), 1, ["great_selection"])
    after, _ = play(state, TakeBuilding(0, WALL), Store())
    assert deciding(after) == (GREAT_SELECTION, (1,))
    after, _ = play(after, Pass())
    assert deciding(after) == (GREAT_SELECTION, (2,))


def test_every_holder_of_face_down_magic_is_asked_at_a_refill() -> None:
    """Great Selection: "You can use this magic charm as soon as a row ... needs to be
    replenished"; as the charms lie "(face down)", everyone holding any charm is asked, so
    the question gives nothing away: player 2 holds only Fire Protection and may only pass,
    and the others see the same as when player 2 holds a Great Selection."""
    fire = with_charms(_great_selection_position(), 2, ["fire_protection"])
    great = with_charms(_great_selection_position(), 2, ["great_selection"])
    asked = []
    for state in (fire, great):
        after, _ = play(state, TakeBuilding(0, WALL), Store())
        assert deciding(after) == (GREAT_SELECTION, (2,))
        asked.append(after)
    assert legal(asked[0]) == [Pass()]
    assert refused(asked[0], Pick(SKY, 2)) == "feuville.illegal.no_great_selection"
    for p in (0, 1):
        assert GAME.view(asked[0], p) == GAME.view(asked[1], p)
    after, events = play(asked[0], Pass())
    assert events == []
    assert deciding(after) == (GREAT_SELECTION, (0,))


def test_nobody_without_fairy_magic_is_asked_at_a_refill() -> None:
    """Great Selection: a player with no charm on their board has nothing to play and is not
    asked."""
    state = with_charms(_great_selection_position(), 0, [])
    state = with_charms(state, 2, [])
    after, _ = play(state, TakeBuilding(0, WALL), Store())
    assert deciding(after) == (TURN, (1,))


def test_no_great_selection_without_a_refill() -> None:
    """Great Selection: only "as soon as a row ... needs to be replenished": taking a tile from
    a row with tiles left opens no window."""
    state = _great_selection_position()
    after, _ = play(state, TakeBuilding(1, TOWER), Store())
    assert deciding(after) == (TURN, (1,))


def test_great_selection_before_the_architects_pick() -> None:
    """Great Selection: "if any player (you or a fellow player) uses the architect's skills ...
    the magic charm(s) is (are) played out first. Following that, and only then, it is the
    architect's turn and they may take one Building tile"."""
    state = with_charms(_position((4, 5), player=1), 0, ["great_selection"])
    state = with_charms(state, 2, ["great_selection"])
    after, _ = play(state, UseSkill(0))
    assert deciding(after) == (GREAT_SELECTION, (2,))
    after, events = play(after, Pick(TOWER, 6))
    assert isinstance(events[0], GreatSelectionPlayed)
    after, _ = play(after, Store())
    assert deciding(after) == (GREAT_SELECTION, (0,))
    after, _ = play(after, Pass())
    assert deciding(after) == ("feuville.decision.architect_pick", (1,))


# -- Theft Protection --------------------------------------------------------------------------


def test_theft_protection_lies_on_a_stored_item() -> None:
    """Theft Protection: "place this charm face up on an unused Building tile or on a Royal Decree
    on your player board. As long as this charm is lying there, this tile is protected"."""
    state = with_stored_tile(_position(), 0, 0, "W<")
    state = with_charm_display(state, ["theft_protection", ("points", 2), ("points", 3)])
    tile = stored_item(state, 0, 0)
    charm = state.charm_display[0]
    after, _ = play(state, CallFairy(0, 0))
    assert [a for a in legal(after) if not isinstance(a, Build)] == [Protect(HELD, 0), Store()]
    after, events = play(after, Protect(HELD, 0))
    assert events == [ProtectionLaid(0, "tile", tile)]
    assert after.boards[0][0] == Stored("tile", tile, charm)
    assert after.charms[0] == ()
    thief = turn(after, 1, (2, 4))
    thief, events = play(thief, UseSkill(0))
    assert events[-1].reason == "feuville.nothing.nothing_to_steal"  # type: ignore[attr-defined]


def test_theft_protection_from_the_board_and_no_moving_it() -> None:
    """Theft Protection: a stored charm is laid on a stored item later; "You may not transfer
    the magic charm from one tile on your player board to another tile"."""
    state = with_stored_decree(with_stored_tile(_position(), 0, 0, "W<"), 0, 1, "splendid_view")
    state = with_charms(state, 0, ["theft_protection", "theft_protection"])
    assert [a for a in legal(state) if isinstance(a, Protect)] == [
        Protect(0, 0),
        Protect(0, 1),
        Protect(1, 0),
        Protect(1, 1),
    ]
    after, events = play(state, Protect(0, 1))
    assert events == [ProtectionLaid(0, "decree", stored_item(state, 0, 1))]
    assert refused(after, Protect(0, 1)) == "feuville.illegal.already_protected"
    assert [a for a in legal(after) if isinstance(a, Protect)] == [Protect(0, 0)]


def test_theft_protection_lapses_when_the_tile_is_built() -> None:
    """Theft Protection: "As soon as you build with the protected tile or evaluate the Decree, the
    theft protection becomes invalid"."""
    state = with_stored_tile(_position(), 0, 0, "W<", protected=True)
    stored = state.boards[0][0]
    assert stored is not None
    after, events = play(state, Build(0, 1))
    assert events == [ProtectionLapsed(0, stored.protection), TileBuilt(0, stored.item, 1, 0)]
    assert stored.protection in after.charm_pile


def test_theft_protection_lapses_when_the_decree_is_evaluated() -> None:
    """Theft Protection: "or evaluate the Decree"."""
    state = with_town(_position(), 0, [("@",), ("W", "T+flag", "S1")])
    state = with_stored_decree(state, 0, 1, "status", "flag", 2, protected=True)
    stored = state.boards[0][1]
    assert stored is not None
    after, events = play(state, Evaluate(1))
    assert events == [
        ProtectionLapsed(0, stored.protection),
        DecreeEvaluated(0, stored.item, 2),
        PointsScored(0, 2, "symbols"),
    ]
    assert after.boards[0] == (None, None)


def test_the_thief_may_steal_what_is_not_protected() -> None:
    """Thief / Theft Protection: only the tile under the charm is safe; the other stored item of
    the same board may be stolen."""
    state = with_stored_tile(_position((2, 5)), 1, 0, "W<", protected=True)
    state = with_stored_tile(state, 1, 1, "T>")
    after, _ = play(state, UseSkill(0))
    assert legal(after) == [Steal(1, 1), Pass()]


# -- the dragon --------------------------------------------------------------------------------


def _dragon(state: FeuvilleState, *rolls: int) -> tuple[FeuvilleState, list]:
    """Player 0 ends a turn (both dice to decrees, stored) and player 1 rolls `rolls`."""
    state, _ = play(state, TakeDecree(0), Store(), TakeDecree(1), Store())
    return play(with_rolls(state, *rolls), EndTurn())


EXAMPLE_A = [
    ("@",),
    ("W<", "T<", "S2"),
    ("WG", "T", "S1"),
    ("W", "T+flag", "S1"),
    ("W>", "T>", "S1"),
]
# Five columns beside the start tile (which never burns and needs no cloud), three clouds.
EXAMPLE_B = [("@",), ("W?", "T?", "S2"), ("W?", "T?", "S1"), ("W?", "T?"), ("W?",), ("W?",)]


def test_example_a_a_town_with_enough_clouds_is_untouched() -> None:
    """Dragomir, Example A: "The town is protected. Nothing burns down when the dragon attacks":
    5 columns under 5 clouds ("the number of clouds is equal to or larger than the number of
    columns"); player 2 holds fire protection but is not asked."""
    state = with_town(_position(), 2, EXAMPLE_A)
    state = with_charms(state, 2, ["fire_protection"])
    after, events = _dragon(state, 3, 3, 1, 2)
    assert events[-4:] == [
        TurnStarted(1),
        DiceRolled(1, (3, 3)),
        DragonAttacked(1),
        DiceRolled(1, (1, 2)),
    ]
    assert after.towns[2] == state.towns[2]
    assert len(after.charms[2]) == 1
    assert deciding(after) == (TURN, (1,))


def test_example_b_two_columns_burn_and_the_owner_chooses() -> None:
    """Dragomir, Example B: "Display with insufficient clouds. 2 columns burn down completely.
    The players themselves decide which columns burn down": 5 columns beside the start tile,
    3 clouds (COMPONENTS.md: the start column never burns and needs no cloud); player 2 is
    asked (not the roller), and chooses two half-built columns."""
    state = with_town(_position(), 2, EXAMPLE_B)
    after, events = _dragon(state, 5, 5, 1, 2)
    assert events[-4:] == [
        TurnStarted(1),
        DiceRolled(1, (5, 5)),
        DragonAttacked(1),
        FireThreatened(2, 2),
    ]
    assert deciding(after) == (FIRE, (2,))
    assert legal(after) == [Burn(1), Burn(2), Burn(3), Burn(4), Burn(5)]
    after, events = play(after, Burn(4))
    assert events == [ColumnBurnt(2, 4)]
    assert deciding(after) == (FIRE, (2,))
    after, events = play(after, Burn(5))
    assert events == [ColumnBurnt(2, 5), DiceRolled(1, (1, 2))]
    assert [c.burnt for c in after.towns[2]] == [False, False, False, False, True, True]
    assert deciding(after) == (TURN, (1,))


def test_clouds_are_counted_before_the_fire() -> None:
    """rules.py ruling: "Clouds are counted before the fire: a burnt cloud column does not make
    more columns burn in the same attack"; COMPONENTS.md: "burning a cloud column is legal
    but costs its clouds": burning the 2-cloud column still burns 2 columns in all."""
    state = with_town(_position(), 2, EXAMPLE_B)
    after, _ = _dragon(state, 5, 5, 1, 2)
    after, events = play(after, Burn(1), Burn(4))
    assert [e for e in events if isinstance(e, ColumnBurnt)] == [
        ColumnBurnt(2, 1),
        ColumnBurnt(2, 4),
    ]
    assert after.clouds(2) == 1
    assert after.unburnt_columns(2) == 4  # the start column and three others


def test_the_start_tile_never_burns() -> None:
    """ "What if there's a fire?": "The Starting tiles are the oldest part of your town. They
    consist of massive rock and never burn down": with no clouds only the other column
    burns, without a choice."""
    state = with_town(_position(), 2, [("@",), ("W?",)])
    after, events = _dragon(state, 2, 2, 1, 3)
    assert events[-3:] == [FireThreatened(2, 1), ColumnBurnt(2, 1), DiceRolled(1, (1, 3))]
    assert [c.burnt for c in after.towns[2]] == [False, True]


def test_the_start_column_needs_no_cloud() -> None:
    """COMPONENTS.md: "the start-tile column never burns and needs no cloud ('a great
    advantage at the beginning of the game, when you still only have a few Sky tiles'):
    the number of columns that burn is (unburnt columns other than the start column) -
    clouds". A town of its start column and one column with one cloud loses nothing, and
    its owner is not asked."""
    town = [("@",), ("W?", "T?", "S1")]
    state = with_charms(with_town(_position(), 2, town), 2, ["fire_protection"])
    after, events = _dragon(state, 2, 2, 1, 3)
    assert events[-2:] == [DragonAttacked(1), DiceRolled(1, (1, 3))]
    assert after.towns[2] == state.towns[2] and len(after.charms[2]) == 1


def test_the_start_tile_and_ruins_cannot_be_chosen_to_burn() -> None:
    """ "The Starting tiles ... never burn down"; burnt columns are already ruins: neither is
    offered or accepted as a column to burn."""
    town = [("@",), ("W?", "T?", "S2"), col("W?", burnt=True), ("W?",), ("W?",), ("W?",)]
    state = with_town(_position(), 2, town)
    after, events = _dragon(state, 2, 2, 1, 3)
    assert events[-1] == FireThreatened(2, 2)  # 4 columns beside the start, 2 clouds
    assert legal(after) == [Burn(1), Burn(3), Burn(4), Burn(5)]
    assert refused(after, Burn(0)) == "feuville.illegal.cannot_burn"
    assert refused(after, Burn(2)) == "feuville.illegal.cannot_burn"


def test_every_town_is_attacked_in_seat_order_from_the_roller() -> None:
    """Dragomir: "Now, all players are affected by Dragomir's fiery attack": the roller (player
    1) decides first, then player 2, then player 0."""
    state = _position()
    for p in range(3):
        state = with_town(state, p, EXAMPLE_B)
    after, events = _dragon(state, 6, 6, 1, 3)
    assert events[-3:] == [FireThreatened(1, 2), FireThreatened(2, 2), FireThreatened(0, 2)]
    for p in (1, 2, 0):
        assert deciding(after) == (FIRE, (p,))
        after, _ = play(after, Burn(3), Burn(4))
    assert deciding(after) == (TURN, (1,))
    assert after.dice == (1, 3)


# -- Fire Protection ---------------------------------------------------------------------------


def test_fire_protection_saves_a_threatened_town() -> None:
    """Fire Protection: "As soon as any player (you or a fellow player) throws a double and you do
    not have sufficient fire protection, you may play out this magic charm. This time, your
    town is safe ... Discard the charm once you have used it"."""
    state = with_town(_position(), 2, [("@",), ("W?",), ("W?", "T?")])
    state = with_charms(state, 2, ["fire_protection", "great_selection"])
    charm = state.charms[2][0]
    after, events = _dragon(state, 4, 4, 2, 6)
    assert events[-1] == FireThreatened(2, 2)
    assert deciding(after) == (FIRE, (2,))
    assert legal(after) == [PlayFireProtection(), Burn(1), Burn(2)]
    after, events = play(after, PlayFireProtection())
    assert events == [FireProtectionPlayed(2, charm), DiceRolled(1, (2, 6))]
    assert not any(c.burnt for c in after.towns[2])
    assert after.charms[2] == (state.charms[2][1],)
    assert charm in after.charm_pile


def test_a_threatened_holder_of_any_charm_is_asked() -> None:
    """Fire Protection: "you may play out this magic charm", which lies "(face down)" until
    then: a threatened player holding any charm is asked, even with no choice of columns,
    so that the others cannot tell Fire Protection from another charm; without it they can
    only burn."""
    town = [("@",), ("W?",)]
    fire = with_charms(with_town(_position(), 2, town), 2, ["fire_protection"])
    other = with_charms(with_town(_position(), 2, town), 2, ["theft_protection"])
    asked = []
    for state in (fire, other):
        after, events = _dragon(state, 4, 4, 2, 6)
        assert events[-1] == FireThreatened(2, 1)
        assert deciding(after) == (FIRE, (2,))
        asked.append(after)
    assert legal(asked[0]) == [PlayFireProtection(), Burn(1)]
    assert legal(asked[1]) == [Burn(1)]
    for p in (0, 1):
        assert GAME.view(asked[0], p) == GAME.view(asked[1], p)
    after, events = play(asked[1], Burn(1))
    assert events == [ColumnBurnt(2, 1), DiceRolled(1, (2, 6))]


def test_fire_protection_once_the_fire_has_started_is_too_late() -> None:
    """Fire Protection: the charm saves the town from the attack; a player who has let a column
    burn cannot then play it for the rest."""
    town = [("@",), ("W?", "T?", "S2"), ("W?",), ("W?",), ("W?",), ("W?",)]
    state = with_charms(with_town(_position(), 2, town), 2, ["fire_protection"])
    after, events = _dragon(state, 4, 4, 2, 6)
    assert events[-1] == FireThreatened(2, 3)
    after, _ = play(after, Burn(2))
    assert deciding(after) == (FIRE, (2,))
    assert legal(after) == [Burn(1), Burn(3), Burn(4), Burn(5)]
    assert refused(after, PlayFireProtection()) == "feuville.illegal.fire_already_burning"


def test_fire_protection_is_not_played_without_a_fire() -> None:
    """Fire Protection: played "As soon as any player ... throws a double": in the open turn
    there is nothing to protect against."""
    state = with_charms(_position(), 0, ["fire_protection"])
    assert refused(state, PlayFireProtection()) == "feuville.illegal.not_offered"


# -- restoring burnt columns -------------------------------------------------------------------


def test_restoring_by_the_magician() -> None:
    """ "Throw a 6, choose the Magician's action and turn up to 2 burnt columns back onto their
    unburnt front side"."""
    town = [("@",), col("W?", "T?", burnt=True), col("W?", burnt=True)]
    state = with_town(_position((6, 2)), 0, town)
    after, events = play(state, UseSkill(0), Restore(2), Restore(1))
    assert events[-2:] == [ColumnRestored(0, 2), ColumnRestored(0, 1)]
    assert not any(c.burnt for c in after.towns[0])


def test_restoring_by_the_gnome_as_magician() -> None:
    """ "You use both dice for the grumpy Gnome. Use him to imitate the magician with his skill,
    turn up to 2 burnt columns back onto their unburnt side"."""
    town = [("@",), col("W?", "T?", burnt=True), col("W?", burnt=True)]
    state = with_town(_position((1, 2)), 0, town)
    after, events = play(state, UseSkill(GNOME, 6), Restore(1), Restore(2))
    assert events == [DieUsed(0, GNOME, "skill", 6), ColumnRestored(0, 1), ColumnRestored(0, 2)]
    assert deciding(after) == ("feuville.decision.magician_charm", (0,))


def test_restoring_by_clouds() -> None:
    """ "At a suitable (unburnt) place in your town, build in a Sky tile with clouds. As soon as
    you have ... more clouds than columns, you may turn back the corresponding number of
    columns, until the number of clouds matches the number of unburnt columns again",
    counted as the dragon counts them (COMPONENTS.md: "Restoring by clouds counts the same
    way", the start column needing no cloud): a 3-cloud sky tile over 2 unburnt columns
    beside the start restores one column, then no more."""
    town = [
        ("@",),
        ("W?", "T?"),
        ("W?", "T?"),
        col("W?", "T?", burnt=True),
        col("W?", burnt=True),
    ]
    state = with_stored_tile(with_town(_position(), 0, town), 0, 0, "S3")
    assert not [a for a in legal(state) if isinstance(a, Restore)]
    assert refused(state, Restore(3)) == "feuville.illegal.too_few_clouds"
    after, _ = play(state, Build(0, 1))
    assert (after.clouds(0), after.guarded_columns(0)) == (3, 2)
    assert [a for a in legal(after) if isinstance(a, Restore)] == [Restore(3), Restore(4)]
    after, events = play(after, Restore(4))
    assert events == [ColumnRestored(0, 4)]
    assert (after.clouds(0), after.guarded_columns(0)) == (3, 3)
    assert refused(after, Restore(3)) == "feuville.illegal.too_few_clouds"
    assert not [a for a in legal(after) if isinstance(a, Restore)]


def test_burnt_clouds_do_not_count() -> None:
    """COMPONENTS.md: "A burnt sky tile shows no clouds": a burnt 3-cloud column gives no clouds
    to restore with."""
    town = [("@",), ("W?", "T?", "S1"), col("W?", "T?", "S3", burnt=True)]
    state = with_town(_position(), 0, town)
    assert (state.clouds(0), state.unburnt_columns(0)) == (1, 2)
    assert refused(state, Restore(2)) == "feuville.illegal.too_few_clouds"


@pytest.mark.parametrize("x", [0, 1, 5])
def test_only_a_burnt_column_is_restored(x: int) -> None:
    """ "turn ... burnt columns back": an unburnt column, or no column at all, is refused."""
    town = [("@",), ("W?", "T?", "S3"), col("W?", burnt=True)]
    state = with_town(_position(), 0, town)
    assert refused(state, Restore(x)) == "feuville.illegal.not_burnt"


def test_non_active_decisions_name_their_player() -> None:
    """Decisions owed by others inside a turn (a fire, a Great Selection) name that player in
    state.decision, and no other player is asked meanwhile."""
    state = with_town(_position(), 2, EXAMPLE_B)
    after, _ = _dragon(state, 5, 5, 1, 2)
    decision = after.decision
    assert decision is not None
    assert decision.players == (2,)
    assert after.current == 1
    assert refused(after, EndTurn()) == "feuville.illegal.decision_pending"
    assert checked(after) is after
