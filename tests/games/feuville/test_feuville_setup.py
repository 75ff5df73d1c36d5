"""Set-up of a game of Feuville for 2, 3 and 4 players (feuville_en.md SET UP; COMPONENTS.md,
section Feuville; rules.py)."""

from __future__ import annotations

from collections import Counter

import pytest
from feuville_positions import PLAYERS, deciding, started

from favelas_app.core.protocol import Setup, SetupError
from favelas_app.games.feuville.components import (
    BACKS,
    DECREES,
    FIRST_TOWN_EVALUATION,
    ROWS,
    START_TILE,
    TILES,
)
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.state import (
    HIDDEN,
    Column,
    FeuvilleState,
)

SEEDS = range(6)
TURN = "feuville.decision.turn"


def _backs(tiles: tuple[int, ...]) -> list[str]:
    return [TILES[t].back for t in tiles]


def _count(kind: str, back: str) -> int:
    return sum(1 for t in TILES[:START_TILE] if t.kind == kind and t.back == back)


# -- the building tiles ------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_six_person_columns_of_wall_tower_and_sky(players: int, seed: int) -> None:
    """SET UP: the display has a wall, a tower and a sky row of 6 face-up tiles, one per
    person column, each row of its own kind."""
    state = started(players, seed)
    assert len(state.display) == 3
    for row, kind in zip(state.display, ROWS, strict=True):
        assert len(row) == 6
        assert {TILES[t].kind for t in row} == {kind}


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_sky_row_is_the_six_star_tiles(players: int, seed: int) -> None:
    """SET UP: "Sort out the 6 Sky tiles with the ✱ backs and place them face up in the
    corresponding row on the game board"; no ✱ tile is left in the sky stack."""
    state = started(players, seed)
    star = {t for t in range(START_TILE) if TILES[t].back == "*"}
    assert set(state.display[2]) == star
    assert "*" not in _backs(state.stacks[2])


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_wall_and_tower_rows_come_from_stack_one(players: int, seed: int) -> None:
    """SET UP: "Draw the top 6 Tower tiles" / "Wall tiles", from the stack made with "stack I on
    top of stack II": all six lie face up, and all have back I."""
    state = started(players, seed)
    for r in (0, 1):
        assert _backs(state.display[r]) == ["I"] * 6


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_stack_one_lies_on_top_of_stack_two(players: int, seed: int) -> None:
    """SET UP: "shuffle the individual stacks well and then place stack I on top of stack
    II": in every stack (top last) the II tiles lie under all the I tiles; the wall and tower
    stacks lack the 6 I tiles now on display; 90 - 18 = 72 tiles stay face down."""
    state = started(players, seed)
    for r, kind in enumerate(ROWS):
        ones = _count(kind, "I") - (6 if kind != "sky" else 0)
        assert _backs(state.stacks[r]) == ["II"] * _count(kind, "II") + ["I"] * ones, kind
    assert sum(len(stack) for stack in state.stacks) == 72


def test_the_stacks_are_shuffled_by_the_seed() -> None:
    """SET UP: "shuffle the individual stacks well": the same seed deals the same display,
    different seeds deal different wall rows."""
    assert started(2, 4) == started(2, 4)
    rows = {started(2, seed).display[0] for seed in range(10)}
    assert len(rows) == 10


# -- the decrees -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_one_town_evaluation_per_player_on_its_space(players: int, seed: int) -> None:
    """SET UP: "There is one Town Evaluation tile per player in the game. Return the remaining
    Town Evaluation tiles to the box"; the others lie "face up on the corresponding space"."""
    state = started(players, seed)
    towns = list(range(FIRST_TOWN_EVALUATION, FIRST_TOWN_EVALUATION + 4))
    assert len(state.town_evaluations) == players
    assert all(DECREES[d].kind == "town_evaluation" for d in state.town_evaluations)
    boxed = [d for d in state.removed_decrees if d in towns]
    assert sorted([*state.town_evaluations, *boxed]) == towns
    assert len(boxed) == 4 - players


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_seven_decrees_out_six_on_display_thirteen_face_down(players: int, seed: int) -> None:
    """SET UP: "Shuffle the remaining Royal Decrees ... Draw the top 7 tiles and return them to
    the box without looking at them ... Then draw the top 6 Royal Decrees and place them, from
    left to right": of the 26 others, 7 are out, 6 on display, 13 face down."""
    state = started(players, seed)
    left_out = [d for d in state.removed_decrees if d < FIRST_TOWN_EVALUATION]
    assert len(left_out) == 7
    assert len(state.decree_display) == 6
    assert all(d < FIRST_TOWN_EVALUATION for d in state.decree_display)
    assert len(state.decree_stack) == 13
    assert Counter([*left_out, *state.decree_display, *state.decree_stack]) == Counter(
        range(FIRST_TOWN_EVALUATION)
    )


def test_the_decrees_are_shuffled_by_the_seed() -> None:
    """SET UP: "Shuffle the remaining Royal Decrees": the displayed decrees and the ones left
    out vary with the seed."""
    assert len({started(3, seed).decree_display for seed in range(10)}) == 10
    assert len({started(3, seed).removed_decrees[:7] for seed in range(10)}) == 10


@pytest.mark.parametrize("players", PLAYERS)
def test_what_lies_face_down_is_hidden_in_every_view(players: int) -> None:
    """SET UP: the 7 decrees go back "without looking at them"; the decree stack, the stacks
    of building tiles (only their backs show) and the fairy magic pile lie face down. Every
    player's view hides them and the dice's RNG; the unused Town Evaluations, the display and
    the towns stay open."""
    state = started(players, 3)
    for p in range(players):
        seen = GAME.view(state, p)
        assert seen.rng is None
        assert seen.decree_stack == (HIDDEN,) * 13
        assert seen.charm_pile == (HIDDEN,) * len(state.charm_pile)
        assert seen.removed_decrees[:7] == (HIDDEN,) * 7
        assert seen.removed_decrees[7:] == state.removed_decrees[7:]
        backs = tuple(tuple(-10 - BACKS.index(TILES[t].back) for t in s) for s in state.stacks)
        assert seen.stacks == backs
        assert {-10 - code for stack in seen.stacks for code in stack} == {
            BACKS.index("I"),
            BACKS.index("II"),
        }
        assert seen.display == state.display
        assert seen.decree_display == state.decree_display
        assert seen.charm_display == state.charm_display
        assert seen.towns == state.towns


# -- fairy magic, towns and boards -------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_three_fairy_magic_tiles_face_up(players: int, seed: int) -> None:
    """SET UP: "Shuffle all the Fairy Magic tiles face down ... Draw three Fairy Magic tiles and
    place them face up": 3 open, 15 in the pile."""
    state = started(players, seed)
    assert len(state.charm_display) == 3
    assert len(state.charm_pile) == 15
    assert sorted([*state.charm_display, *state.charm_pile]) == list(range(18))


@pytest.mark.parametrize("players", PLAYERS)
def test_each_town_is_its_start_tile_and_boards_are_empty(players: int) -> None:
    """SET UP: "lay your Starting tiles before you ... beginning with this Starting tile, each of
    you builds their own individual townscape": each town is the player's own start tile at
    x = 0; boards, fairy magic and evaluated decrees are empty; the markers stand on the start
    square (0 points); the 16 plain grass tiles are in the supply (COMPONENTS.md: 20 in all,
    4 of them each player's coat of arms, kept beside their board)."""
    state = started(players, 1)
    assert state.towns == tuple((Column((START_TILE + p,)),) for p in range(players))
    assert state.town_left == (0,) * players
    assert state.boards == ((None, None),) * players
    assert state.charms == ((),) * players
    assert state.evaluated == ((),) * players
    assert state.grass == 16
    assert [score.total for score in GAME.scores(state)] == [0] * players
    assert state.removed_tiles == ()


# -- the starting player -----------------------------------------------------------------------


def _check_roll_off(state: FeuvilleState) -> None:
    rolls = state.opening_rolls
    rolling = set(range(state.players))
    for round_ in rolls:
        assert {p for p, roll in enumerate(round_) if roll} == rolling
        assert all(1 <= round_[p] <= 6 for p in rolling)
        best = max(round_)
        rolling = {p for p, roll in enumerate(round_) if roll == best}
    assert rolling == {state.first}


@pytest.mark.parametrize("players", PLAYERS)
def test_the_highest_roll_begins(players: int) -> None:
    """SET UP: "each player rolls one die. The one with the highest number begins the game":
    every roll-off names the single highest roller of its last round; over seeds, every seat
    gets to start."""
    firsts = set()
    for seed in range(40):
        state = started(players, seed)
        _check_roll_off(state)
        last = state.opening_rolls[-1]
        assert last[state.first] == max(last)
        assert list(last).count(max(last)) == 1
        firsts.add(state.first)
    assert firsts == set(range(players))


@pytest.mark.parametrize("players", PLAYERS)
def test_a_tie_is_rolled_again_among_the_tied(players: int) -> None:
    """SET UP: "In the case of a tie, those players must continue rolling their dice until the
    starting player has been found": in a seed whose first round ties at the top, only the
    tied players roll in the second round (the others show 0)."""
    seed = next(s for s in range(200) if len(started(players, s).opening_rolls) > 1)
    state = started(players, seed)
    first_round, second_round = state.opening_rolls[:2]
    best = max(first_round)
    tied = {p for p in range(players) if first_round[p] == best}
    assert len(tied) >= 2
    assert {p for p in range(players) if second_round[p]} == tied
    assert all(second_round[p] == 0 for p in range(players) if p not in tied)
    assert state.first in tied
    _check_roll_off(state)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_starting_player_has_rolled_both_dice(players: int, seed: int) -> None:
    """SET UP / GAME PROCEDURE: "The starting player takes the cup" and a turn begins with
    "Roll both dice": the starting player is to act with two rolled dice, none used, the
    gnome on his space; a double would have woken the dragon and been rolled again, so the
    dice never show a double when the choice is open."""
    state = started(players, seed)
    assert state.current == state.first
    assert all(1 <= die <= 6 for die in state.dice)
    assert state.dice[0] != state.dice[1]
    assert state.used == (False, False)
    assert state.gnome == 0
    assert not state.fairy_called
    assert state.tasks == ()
    assert deciding(state) == (TURN, (state.first,))


@pytest.mark.parametrize("players", [0, 1, 5])
def test_two_to_four_players(players: int) -> None:
    """ "A tile-based game for 2 to 4 players": other counts are a SetupError."""
    with pytest.raises(SetupError):
        GAME.new_game(Setup(players), 0)
