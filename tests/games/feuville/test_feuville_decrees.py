"""The Royal Decrees: town districts, the Town Evaluation, status symbols, Splendid View and At
Your Own Discretion (feuville_en.md "2. Receiving a Royal Decree" and its sections, "Important
for evaluation", Example A; feuville_de.md Beispiel A; COMPONENTS.md, section Feuville)."""

from __future__ import annotations

import pytest
from feuville_positions import (
    breakdown,
    checked,
    col,
    column,
    legal,
    play,
    refused,
    started,
    stored_item,
    turn,
    with_decree_display,
    with_stored_decree,
    with_stored_tile,
    with_town,
)

from favelas_app.games.feuville.actions import (
    Evaluate,
    EvaluateTown,
    Store,
    TakeDecree,
)
from favelas_app.games.feuville.components import DECREES, GRASS_TILES
from favelas_app.games.feuville.events import (
    DecreeEvaluated,
    DieUsed,
    GrassLaid,
    PointsScored,
)
from favelas_app.games.feuville.state import (
    COAT_OF_ARMS,
    GRASS,
    HELD,
    NO_GRASS,
    FeuvilleState,
)


def _position(town: list, dice: tuple[int, int] = (3, 5)) -> FeuvilleState:
    """Two players; player 0 to act with `dice` and the town `town`."""
    return with_town(turn(started(2, 0), 0, dice), 0, town)


def _with_decree(town: list, kind: str, symbol: str = "", multiplier: int = 0) -> FeuvilleState:
    """`_position(town)` with a decree of that kind on player 0's storage space 0."""
    return with_stored_decree(_position(town), 0, 0, kind, symbol, multiplier)


def _with_grass_left(s: FeuvilleState, left: int) -> FeuvilleState:
    """Player 1's town of wall columns holds all but `left` grass tiles of the supply."""
    used = s.grass - left
    return with_town(s, 1, [("@",), *[col("W?", grass=GRASS)] * used])


COMPLETE = ("W", "T", "S1")


# -- little and large town districts -----------------------------------------------------------


def test_a_little_district_scores_5_and_lays_grass() -> None:
    """little Town District: "if exactly 3 Building tiles lie on top of each other (1 complete
    column) ... you receive 5 prestige points ... you must place a Grass tile under the
    evaluated column"; the decree goes to the evaluated ones."""
    state = _with_decree([("@",), COMPLETE], "little_district")
    decree = stored_item(state, 0, 0)
    assert [a for a in legal(state) if isinstance(a, Evaluate)] == [Evaluate(0, 1)]
    after, events = play(state, Evaluate(0, 1))
    assert events == [
        DecreeEvaluated(0, decree, 5),
        PointsScored(0, 5, "districts"),
        GrassLaid(0, 1, False),
    ]
    assert column(after, 0, 1).grass == GRASS
    assert after.grass == GRASS_TILES - 1
    assert after.evaluated[0] == (decree,)
    assert after.boards[0] == (None, None)
    assert breakdown(after, 0)["districts"] == 5


@pytest.mark.parametrize(
    ("town", "x"),
    [
        ([("@",), ("W", "T")], 1),
        ([("@",), COMPLETE], 0),
        ([("@",), col(*COMPLETE, grass=GRASS)], 1),
        ([("@",), col(*COMPLETE, burnt=True)], 1),
    ],
    ids=["two-high", "start-tile", "grass-already", "burnt"],
)
def test_a_little_district_needs_a_complete_grass_free_unburnt_column(town: list, x: int) -> None:
    """little Town District: exactly 3 tiles; "If a Grass tile is already lying under the
    column, you cannot do any further evaluation"; "Building tiles, which are burned, cannot
    be evaluated"."""
    state = _with_decree(town, "little_district")
    assert refused(state, Evaluate(0, x)) == "feuville.illegal.no_little_district"
    assert Evaluate(0, x) not in legal(state)


def test_a_little_district_needs_a_grass_tile_in_the_supply() -> None:
    """ "With the evaluations little Town District, large Town District or Town Evaluation, you
    must always have sufficient space below the corresponding columns for the required Grass
    tiles. Otherwise, you cannot carry out these evaluations": with the 20 grass tiles used
    up, there is no grass to lay."""
    state = _with_grass_left(_with_decree([("@",), COMPLETE], "little_district"), 0)
    assert state.grass == 0
    assert refused(state, Evaluate(0, 1)) == "feuville.illegal.no_grass_left"
    assert not [a for a in legal(state) if isinstance(a, Evaluate)]


def test_a_large_district_scores_10_and_lays_grass_under_both() -> None:
    """large Town District: "2 columns side by side ... exactly 2 x 3 Building tiles ... you
    receive 10 prestige points ... place a Grass tile under both evaluated columns"."""
    state = _with_decree([("@",), COMPLETE, ("W?", "T?", "S2")], "large_district")
    decree = stored_item(state, 0, 0)
    after, events = play(state, Evaluate(0, 1))
    assert events == [
        DecreeEvaluated(0, decree, 10),
        PointsScored(0, 10, "districts"),
        GrassLaid(0, 1, False),
        GrassLaid(0, 2, False),
    ]
    assert [column(after, 0, x).grass for x in (0, 1, 2)] == [NO_GRASS, GRASS, GRASS]
    assert after.grass == GRASS_TILES - 2


@pytest.mark.parametrize(
    "town",
    [
        [("@",), COMPLETE, ("W", "T"), COMPLETE],
        [("@",), COMPLETE, col("W?", "T?", "S2", grass=GRASS)],
        [("@",), col(*COMPLETE, grass=GRASS), ("W?", "T?", "S2")],
        [("@",), COMPLETE, col("W?", "T?", "S2", burnt=True)],
    ],
    ids=["not-side-by-side", "grass-right", "grass-left", "burnt"],
)
def test_a_large_district_needs_two_complete_neighbours_without_grass(town: list) -> None:
    """large Town District: two complete columns "side by side"; "If a Grass tile is already
    lying under a column, you cannot do any further evaluation for this Town District"."""
    state = _with_decree(town, "large_district")
    for x in (1, 2):
        assert refused(state, Evaluate(0, x)) == "feuville.illegal.no_large_district"
    assert not [a for a in legal(state) if isinstance(a, Evaluate)]


def test_a_large_district_needs_two_grass_tiles_in_the_supply() -> None:
    """ "you must always have sufficient space below the corresponding columns for the required
    Grass tiles": with one grass tile left, a large district cannot be evaluated."""
    state = _with_decree([("@",), COMPLETE, ("W?", "T?", "S2")], "large_district")
    state = _with_grass_left(state, 1)
    assert refused(state, Evaluate(0, 1)) == "feuville.illegal.no_grass_left"


def test_a_decree_taken_may_be_evaluated_at_once() -> None:
    """Receiving a Royal Decree: "can either evaluate this immediately or put it onto a free
    space": the Mayor's column 5 decree (a little district) is evaluated straight away."""
    state = with_decree_display(_position([("@",), COMPLETE]), 5, "little_district")
    decree = state.decree_display[4]
    after, events = play(state, TakeDecree(1), Evaluate(HELD, 1))
    assert events[-3:] == [
        DecreeEvaluated(0, decree, 5),
        PointsScored(0, 5, "districts"),
        GrassLaid(0, 1, False),
    ]
    assert after.evaluated[0] == (decree,)
    assert after.boards[0] == (None, None)


# -- the Town Evaluation -----------------------------------------------------------------------

EXAMPLE_A = [
    ("@",),
    ("W<", "T<", "S2"),
    ("WG", "T", "S1"),
    ("W", "T+flag", "S1"),
    ("W>", "T>", "S1"),
]


def test_town_evaluation_example_a_scores_16() -> None:
    """Town Evaluation, example of page 23 (de Beispiel A: "Es sind 8 Bauplättchen an der
    Stadtwertung beteiligt: 4 Mauerplättchen, 4 Turmplättchen ... 8 Plättchen x 2 Punkte = 16
    Ruhmespunkte"): left corner tower, gate, plain wall and tower, right corner tower, sky
    on top of each; a die goes to the Town Evaluation space, the player takes a Town
    Evaluation tile and lays the coat of arms under a column."""
    state = _position(EXAMPLE_A)
    tile = state.town_evaluations[0]
    after, events = play(state, EvaluateTown(0, 1, 4, 3))
    assert events == [
        DieUsed(0, 0, "town", 0),
        DecreeEvaluated(0, tile, 16),
        PointsScored(0, 16, "town"),
        GrassLaid(0, 3, True),
    ]
    assert after.evaluated[0] == (tile,)
    assert DECREES[tile].kind == "town_evaluation"
    assert after.town_evaluations == state.town_evaluations[1:]
    assert column(after, 0, 3).grass == COAT_OF_ARMS
    assert after.grass == GRASS_TILES  # the coat of arms is no plain grass
    assert after.used == (True, False)
    assert breakdown(after, 0)["town"] == 16


def test_town_evaluation_counts_walls_and_towers_not_the_sky() -> None:
    """Town Evaluation: "All (Wall and Tower) tiles lying in between are included ... The row
    of towers may have gaps in it. The Sky is not included in the evaluation": left corner
    wall+tower, plain wall+tower, gate wall, plain wall, right corner wall+tower are 8 tiles,
    16 points, the two sky tiles on top add nothing."""
    town = [("@",), ("W<", "T<"), ("W", "T", "S1"), ("WG",), ("W",), ("W>", "T>", "S3")]
    _, events = play(_position(town), EvaluateTown(1, 1, 5, 1))
    assert events[1:3] == [DecreeEvaluated(0, events[1].decree, 16), PointsScored(0, 16, "town")]


def test_town_evaluation_takes_any_tiles_between_the_corners() -> None:
    """Town Evaluation: "Any number of Building tiles is allowed between the two towers
    (including corner towers which have been started but which have not been completed or
    further town gates)": 6 walls and 3 towers, 18 points."""
    town = [("@",), ("W<", "T<"), ("W<",), ("WG",), ("WG", "T"), ("W>",), ("W>", "T>")]
    state = _position(town)
    spans = {(a.left, a.right) for a in legal(state) if isinstance(a, EvaluateTown)}
    assert spans == {(1, 6)}
    _, events = play(state, EvaluateTown(0, 1, 6, 1))
    assert events[2] == PointsScored(0, 18, "town")


def test_town_evaluation_counts_only_from_corner_to_corner() -> None:
    """Town Evaluation: the tiles "lying in between" the corner towers: the start tile and a
    complete column outside them do not count (3 columns of wall and tower: 12 points)."""
    town = [("W", "T", "S1"), ("@",), ("W<", "T<"), ("WG", "T"), ("W>", "T>"), ("W", "T")]
    _, events = play(_position(town), EvaluateTown(0, 1, 3, 1))
    assert events[2] == PointsScored(0, 12, "town")


@pytest.mark.parametrize(
    ("town", "left", "right", "reason"),
    [
        (
            [("@",), ("W<", "T<"), col("W", "T", burnt=True), ("WG",), ("W>", "T>")],
            1,
            4,
            "feuville.illegal.townscape_burnt",
        ),
        ([("@",), ("W<", "T<"), ("W", "T"), ("W>", "T>")], 1, 3, "feuville.illegal.no_gate"),
        ([("WG",), ("@",), ("W<", "T<"), ("W>", "T>")], 1, 2, "feuville.illegal.no_gate"),
        ([("@",), ("W<",), ("WG", "T"), ("W>", "T>")], 1, 3, "feuville.illegal.no_corner_towers"),
        ([("@",), ("W<", "T>"), ("WG",), ("W>", "T>")], 1, 3, "feuville.illegal.no_corner_towers"),
        ([("@",), ("W>", "T>"), ("WG",), ("W<", "T<")], 1, 3, "feuville.illegal.no_corner_towers"),
        ([("@",), ("W<", "T<"), ("WG",), ("W>", "T>")], 3, 1, "feuville.illegal.no_townscape"),
        ([("@",), ("W<", "T<"), ("WG",), ("W>", "T>")], 1, 4, "feuville.illegal.no_townscape"),
    ],
    ids=[
        "burnt-inside",
        "no-gate",
        "gate-outside",
        "unfinished-corner",
        "mixed-corner",
        "corners-swapped",
        "backwards",
        "beyond-the-town",
    ],
)
def test_town_evaluation_needs_a_complete_townscape(
    town: list, left: int, right: int, reason: str
) -> None:
    """Town Evaluation: "A complete Townscape comprises at least: 1 complete left corner tower, 1
    complete right corner tower and 1 town gate between the two corner towers ... The town wall
    must be continuous and run from corner tower to corner tower without interruption": a
    burnt column breaks the wall ("Building tiles, which are burned, cannot be evaluated")."""
    state = _position(town)
    assert refused(state, EvaluateTown(0, left, right, 0)) == reason
    assert EvaluateTown(0, left, right, 0) not in legal(state)


def test_town_evaluation_once_per_player() -> None:
    """Town Evaluation: "You may only carry out your Town Evaluation once in the game. Thus, you
    may only take the Royal Decree 'Town Evaluation' from the game board once": the second
    die may not evaluate the town again, and it is not offered."""
    state = _position(EXAMPLE_A)
    after, _ = play(state, EvaluateTown(0, 1, 4, 1))
    assert refused(after, EvaluateTown(1, 1, 4, 2)) == "feuville.illegal.town_evaluated_once"
    assert not [a for a in legal(after) if isinstance(a, EvaluateTown)]


def test_every_player_has_their_own_town_evaluation() -> None:
    """SET UP: "There is one Town Evaluation tile per player": after player 0 took one, player 1
    takes the other and scores their own town."""
    state = _position(EXAMPLE_A)
    after, _ = play(state, EvaluateTown(0, 1, 4, 1))
    after = turn(with_town(after, 1, EXAMPLE_A), 1, (2, 6))
    after, events = play(after, EvaluateTown(1, 1, 4, 1))
    assert events[1] == DecreeEvaluated(1, state.town_evaluations[1], 16)
    assert after.town_evaluations == ()


def test_the_coat_of_arms_goes_under_a_grass_free_column() -> None:
    """Town Evaluation: "place the Grass tile with your Coat of Arms under a column of your
    townscape": only under a column with nothing beneath it."""
    town = [col("@", grass=GRASS), *EXAMPLE_A[1:3], col(*EXAMPLE_A[3], grass=GRASS), EXAMPLE_A[4]]
    state = _position(town)
    offered = {a.grass for a in legal(state) if isinstance(a, EvaluateTown)}
    assert offered == {1, 2, 4}
    assert refused(state, EvaluateTown(0, 1, 4, 3)) == "feuville.illegal.no_room_for_grass"


def test_the_coat_of_arms_goes_under_a_column_of_the_evaluated_townscape() -> None:
    """COMPONENTS.md: "the coat-of-arms grass goes under a column of the evaluated townscape
    (between and including its two corner towers; fr edition 'de ce paysage')". Grass-free
    columns outside it, the start column at 0 and a column beyond the right corner tower,
    are neither offered nor allowed; each column from corner to corner is."""
    town = [*EXAMPLE_A, ("W", "T")]
    state = _position(town)
    offered = {a.grass for a in legal(state) if isinstance(a, EvaluateTown)}
    assert offered == {1, 2, 3, 4}
    for outside in (0, 5, 9):
        reason = refused(state, EvaluateTown(0, 1, 4, outside))
        assert reason == "feuville.illegal.arms_outside_townscape"
    after, events = play(state, EvaluateTown(0, 1, 4, 4))
    assert events[-1] == GrassLaid(0, 4, True)
    assert column(after, 0, 4).grass == COAT_OF_ARMS


def test_no_town_evaluation_with_grass_under_every_column() -> None:
    """Town Evaluation: "If Grass tiles are already lying under all the columns of your
    townscape, then you cannot carry out this evaluation"."""
    town = [col(*c, grass=GRASS) for c in EXAMPLE_A]
    state = checked(_position(town))
    assert not [a for a in legal(state) if isinstance(a, EvaluateTown)]
    assert refused(state, EvaluateTown(0, 1, 4, 2)) == "feuville.illegal.no_room_for_grass"


def test_the_town_evaluation_takes_a_die() -> None:
    """Town Evaluation: "place one die (number of pips is irrelevant) on the corresponding space":
    with both dice used there is none left for it."""
    state = _position(EXAMPLE_A)
    after, _ = play(state, TakeDecree(0), Store(), TakeDecree(1), Store())
    assert refused(after, EvaluateTown(0, 1, 4, 1)) == "feuville.illegal.die_used"
    assert not [a for a in legal(after) if isinstance(a, EvaluateTown)]


# -- status symbols ----------------------------------------------------------------------------

FIVE_GRIFFINS = [
    ("@",),
    ("W+griffin", "T+griffin", "S1+griffin+griffin"),
    ("W", "T", "S1+griffin"),
]


@pytest.mark.parametrize("multiplier", [1, 2, 3])
def test_the_griffin_example(multiplier: int) -> None:
    """Status symbols: "You have chosen the Royal Decree 'The Mighty Griffin (x3)'. You currently
    have 5 Mighty Griffins in your own display. Thus, you receive 3 x 5 = 15 prestige points";
    each griffin counts 1, 2 or 3 points, a sky tile with two griffins counts two."""
    state = _with_decree(FIVE_GRIFFINS, "status", "griffin", multiplier)
    decree = stored_item(state, 0, 0)
    assert [a for a in legal(state) if isinstance(a, Evaluate)] == [Evaluate(0)]
    after, events = play(state, Evaluate(0))
    assert events == [
        DecreeEvaluated(0, decree, 5 * multiplier),
        PointsScored(0, 5 * multiplier, "symbols"),
    ]
    assert after.evaluated[0] == (decree,)
    assert after.grass == GRASS_TILES  # the coat of arms is no plain grass


def test_burnt_and_stored_symbols_do_not_count() -> None:
    """Important for evaluation: "Building tiles, which are still lying on your player board, or
    Building tiles, which are burned, cannot be evaluated": a burnt griffin column and a
    stored griffin tile leave the example at 5 griffins, 15 points."""
    town = [*FIVE_GRIFFINS, col("W?", "T?", "S2+griffin", burnt=True)]
    state = with_stored_tile(_with_decree(town, "status", "griffin", 3), 0, 1, "S1+griffin")
    _, events = play(state, Evaluate(0))
    assert events[1] == PointsScored(0, 15, "symbols")


def test_the_same_kind_of_decree_may_be_evaluated_again() -> None:
    """ "You may choose any type of Royal Decree more than once and evaluate it. For example, you
    may also carry out multiple evaluations with Mighty Griffins": x1 and x2 in one turn."""
    state = _with_decree(FIVE_GRIFFINS, "status", "griffin", 1)
    state = with_stored_decree(state, 0, 1, "status", "griffin", 2)
    after, events = play(state, Evaluate(0), Evaluate(1))
    assert [e for e in events if isinstance(e, PointsScored)] == [
        PointsScored(0, 5, "symbols"),
        PointsScored(0, 10, "symbols"),
    ]
    assert len(after.evaluated[0]) == 2
    assert breakdown(after, 0)["symbols"] == 15


# -- Splendid View and At Your Own Discretion --------------------------------------------------

VIEW = [
    ("@",),
    ("W+guard+star", "T+flag+star", "S1+griffin+star"),
    ("W+guard", "T+guard+flag", "S1+griffin+griffin"),
    ("W+flag", "T+flag", "S1+griffin"),
]


@pytest.mark.parametrize(("level", "points"), [(0, 7), (1, 8)], ids=["walls-towers", "towers-sky"])
def test_splendid_view_scores_the_symbols_of_a_2x2_block(level: int, points: int) -> None:
    """Splendid View: "evaluates all status symbols in a 2 x 2 grid of your own display. Either 2
    Wall tiles and the two overlying Tower tiles OR 2 Tower tiles and the 2 overlying Sky
    tiles ... Each status symbol ... scores 1 prestige point": columns 1 and 2 hold 7 symbols
    on walls and towers, 8 on towers and sky; column 3 is outside the block."""
    state = _with_decree(VIEW, "splendid_view")
    after, events = play(state, Evaluate(0, 1, level))
    assert events[1:] == [PointsScored(0, points, "view")]
    assert after.grass == GRASS_TILES  # the coat of arms is no plain grass
    assert breakdown(after, 0)["view"] == points


def test_splendid_view_offers_every_block() -> None:
    """Splendid View: any 2 x 2 block of two neighbouring columns, on the walls and towers or on
    the towers and sky (the start column has no tower, so no block starts at 0)."""
    state = _with_decree(VIEW, "splendid_view")
    offered = [a for a in legal(state) if isinstance(a, Evaluate)]
    assert offered == [Evaluate(0, 1, 0), Evaluate(0, 1, 1), Evaluate(0, 2, 0), Evaluate(0, 2, 1)]


@pytest.mark.parametrize(
    ("town", "x", "level"),
    [
        ([("@",), ("W", "T+flag", "S1"), ("W", "T+flag")], 1, 1),
        ([("@",), ("W", "T+flag"), ("W",)], 1, 0),
        ([("@",), ("W", "T+flag"), col("W", "T+flag", burnt=True)], 1, 0),
        ([("@",), ("W", "T+flag"), ("W", "T")], 2, 0),
        ([("@",), ("W", "T+flag", "S1"), ("W", "T", "S1")], 1, 2),
    ],
    ids=["no-sky", "no-tower", "burnt", "one-column", "level-2"],
)
def test_splendid_view_needs_a_whole_unburnt_block(town: list, x: int, level: int) -> None:
    """Splendid View: "2 Wall tiles and the two overlying Tower tiles OR 2 Tower tiles and the 2
    overlying Sky tiles"; burnt tiles "cannot be evaluated"."""
    state = _with_decree(town, "splendid_view")
    assert refused(state, Evaluate(0, x, level)) == "feuville.illegal.no_splendid_view"


def test_splendid_view_needs_no_grass() -> None:
    """ "With the evaluations little Town District, large Town District or Town Evaluation" grass
    is needed, so not with a Splendid View: a block over grass is evaluated, no grass is laid."""
    town = [VIEW[0], col(*VIEW[1], grass=GRASS), col(*VIEW[2], grass=GRASS)]
    after, events = play(_with_decree(town, "splendid_view"), Evaluate(0, 1, 1))
    assert events[1:] == [PointsScored(0, 8, "view")]
    assert after.grass == GRASS_TILES - 2


DISCRETION = [
    ("@",),
    ("W+guard", "T+flag", "S1+griffin+griffin"),
    ("W+guard+star", "T+flag+star", "S1+griffin+star"),
    ("W+flag", "T", "S2+griffin"),
]


@pytest.mark.parametrize(
    ("symbol", "points"), [("guard", 6), ("flag", 9), ("star", 9)], ids=["guard", "flag", "star"]
)
def test_at_your_own_discretion_scores_three_per_chosen_symbol(symbol: str, points: int) -> None:
    """At Your Own Discretion: "Decide between the Town guard OR the Red Flag OR the Golden Star.
    Each unit of the chosen status symbol in your own display scores 3 prestige points": 2
    guards, 3 flags, 3 stars."""
    state = _with_decree(DISCRETION, "discretion")
    offered = [a for a in legal(state) if isinstance(a, Evaluate)]
    assert offered == [
        Evaluate(0, 0, 0, "guard"),
        Evaluate(0, 0, 0, "flag"),
        Evaluate(0, 0, 0, "star"),
    ]
    _, events = play(state, Evaluate(0, symbol=symbol))
    assert events[1:] == [PointsScored(0, points, "symbols")]


@pytest.mark.parametrize("symbol", ["griffin", ""])
def test_at_your_own_discretion_is_not_for_griffins(symbol: str) -> None:
    """At Your Own Discretion: the choice is "the Town guard OR the Red Flag OR the Golden
    Star": the griffin (5 of them here) or no choice is refused."""
    state = _with_decree(DISCRETION, "discretion")
    assert refused(state, Evaluate(0, symbol=symbol)) == "feuville.illegal.choose_a_symbol"
