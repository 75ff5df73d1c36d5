"""CARTAS DE DISPUTA: the rivalry cards of Holi (holi_pt.md "CARTAS DE DISPUTA",
"PREPARAÇÃO DO JOGO" 3; COMPONENTS.md "Holi": the published 21 are not known, so the product
has a labelled set of 8 of its own, components.RIVALRY_CARDS).

Squares are (x, y) with x the column A-F as 0-5 and y the row 1-6 as 0-5; positions in
the builders are (floor, x, y) with floors 1 (ground), 2 (middle) and 3 (top).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from holi_positions import (
    GROUND,
    MIDDLE,
    TOP,
    Position,
    breakdown,
    checked,
    play,
    refused,
    sides,
    stacked,
    started,
    turn_of,
    with_discards,
    with_hand,
    with_pawn,
    with_tokens,
)

from favelas_app.core.protocol import Setup, SetupError
from favelas_app.games.holi.actions import Climb, EndTurn, Move, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.components import (
    COLUMN_POINTS,
    DOUBLE_HIT_POINTS,
    FIRST_TO_THE_TOP_POINTS,
    NIMBLE_MOVES,
    RAIN_POINTS,
    RIVALRY_CARDS,
    SPLASH_POINTS,
    SUMMIT_POINTS,
    RivalryKind,
)
from favelas_app.games.holi.events import (
    CardPlayed,
    PawnClimbed,
    PawnHit,
    PawnMoved,
    PlayerOut,
    RivalryScored,
    SweetsCollected,
    TokenCollected,
    TokenFell,
    TokenLanded,
    TokenThrown,
)
from favelas_app.games.holi.rules import GAME, ends_own_game
from favelas_app.games.holi.scoring import CATEGORIES
from favelas_app.games.holi.state import HIDDEN, HoliState, OutReason

RIVALRY = "holi.category.rivalry"
CORNER_PAWNS = ((GROUND, 0, 0), (GROUND, 5, 5))
DIRECT_HITS = "holi.category.direct_hits"

# -- helpers -------------------------------------------------------------------------------


def rivalry_points(state: HoliState) -> tuple[int, ...]:
    return tuple(breakdown(state, p)[RIVALRY] for p in range(state.players))


def game(
    cards: Iterable[str],
    players: int = 2,
    pawns: Iterable[Position] = ((GROUND, 2, 2), (GROUND, 5, 5)),
    tokens: dict | None = None,
) -> HoliState:
    """A game with the rivalry `cards` in play, the pawns on `pawns`, player 0 to act."""
    state = started(players, seed=0, rivalry=cards)
    for player, position in enumerate(pawns):
        state = with_pawn(state, player, position)
    return checked(with_tokens(turn_of(state, 0), tokens or {}))


# -- the mechanism ------------------------------------------------------------------------------


def test_our_eight_cards_four_rules_four_scorings():
    """COMPONENTS.md: 'a clearly labelled set of our own (rule changers and scoring
    bonuses)'; CARTAS DE DISPUTA 'adicionar mudanças às regras e novas maneiras de
    pontuar'."""
    assert RIVALRY_CARDS == {
        "summit": RivalryKind.SCORING,
        "splash": RivalryKind.SCORING,
        "column": RivalryKind.SCORING,
        "first_to_the_top": RivalryKind.SCORING,
        "double_hit": RivalryKind.RULE,
        "rain_of_colour": RivalryKind.RULE,
        "quiet_hands": RivalryKind.RULE,
        "nimble": RivalryKind.RULE,
    }
    assert RIVALRY in CATEGORIES


def test_up_to_three_chosen_cards():
    """PREPARAÇÃO DO JOGO 3: 'Revele a face de um máximo de 3 cartas de disputa ... podem ser
    escolhidas direta ou aleatoriamente'. Choosing three rule cards is allowed: using only one
    'Regra' card is a recommendation ('Recomendamos')."""
    three = ["quiet_hands", "nimble", "double_hit"]
    state = GAME.new_game(Setup(2, options={"rivalry": three}), 0)
    assert state.rivalry == tuple(three)
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, options={"rivalry": [*three, "summit"]}), 0)
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, options={"rivalry_random": 4}), 0)
    assert GAME.new_game(Setup(2), 0).rivalry == ()  # 'este passo é opcional'


@pytest.mark.parametrize("count", [1, 2, 3])
def test_random_cards_come_from_our_set(count):
    """PREPARAÇÃO DO JOGO 3: cards 'escolhidas ... aleatoriamente': `count` distinct cards
    of the set, and over many seeds every card comes up."""
    seen: set[str] = set()
    for seed in range(30):
        drawn = GAME.new_game(Setup(3, options={"rivalry_random": count}), seed).rivalry
        assert len(drawn) == count and len(set(drawn)) == count
        assert set(drawn) <= set(RIVALRY_CARDS)
        seen |= set(drawn)
    assert seen == set(RIVALRY_CARDS)


def test_random_cards_take_effect():
    """CARTAS DE DISPUTA: a card in play changes the rules whether chosen or drawn: with
    nimble drawn, a second Move is allowed; in a draw without it, refused."""
    draws = {
        seed: GAME.new_game(Setup(2, options={"rivalry_random": 3}), seed) for seed in range(30)
    }
    with_nimble = next(s for s in draws.values() if "nimble" in s.rivalry)
    without = next(s for s in draws.values() if "nimble" not in s.rivalry)
    for state, second_move_ok in ((with_nimble, True), (without, False)):
        while state.pawns[state.current] < 0:  # place the pawns on the first free corners
            state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
        mover = state.current
        target = (2, 2) if state.position(mover)[1:] != (2, 2) else (3, 3)
        state, _ = play(state, Move(*target))
        if second_move_ok:
            play(state, Move(3, 4))
        else:
            refused(state, Move(3, 4), "holi.illegal.already_moved")


# -- summit ---------------------------------------------------------------------------------


@pytest.mark.parametrize("in_play", [True, False])
def test_summit(in_play):
    """Our card 'summit' (RIVALRY_CARDS: '2 more points per own token on the top floor'),
    scored in the rivalry part. Blue: all three floors of C3 and D3, the ground and middle
    of E5 (ground 3, middle 6, top 6) and summit 2 x 2 = 4. Yellow: one token on the top of
    E5 (top 3) and summit 2."""
    tokens = stacked({(TOP, 2, 2): 0, (TOP, 3, 2): 0, (MIDDLE, 4, 4): 0}) | {(TOP, 4, 4): 1}
    state = game(["summit"] if in_play else [], pawns=CORNER_PAWNS, tokens=tokens)
    assert breakdown(state, 0)["holi.category.top_floor"] == 6
    assert breakdown(state, 1)["holi.category.top_floor"] == 3
    if in_play:
        assert rivalry_points(state) == (2 * SUMMIT_POINTS, SUMMIT_POINTS) == (4, 2)
        assert [score.total for score in GAME.scores(state)] == [3 + 6 + 6 + 4, 3 + 2]
    else:
        assert rivalry_points(state) == (0, 0)
        assert [score.total for score in GAME.scores(state)] == [3 + 6 + 6, 3]


# -- splash ---------------------------------------------------------------------------------

# Blue: A3 B3 B4 side by side on the ground (3).
BLUE_PATCH = {(GROUND, 0, 2): 0, (GROUND, 1, 2): 0, (GROUND, 1, 3): 0}
# Yellow: D1 E1 side by side (2); F2 only diagonal to E1; E1 of the middle floor is above,
# not beside: the largest patch is 2.
YELLOW_PATCH = stacked({(GROUND, 3, 0): 1, (MIDDLE, 4, 0): 1, (GROUND, 5, 1): 1})
RED_TOKEN = {(GROUND, 3, 5): 2}
THREE_PAWNS = ((GROUND, 2, 2), (GROUND, 5, 5), (GROUND, 0, 0))


def test_splash_to_the_largest_patch():
    """Our card 'splash' (RIVALRY_CARDS: '6 to whoever has the largest connected patch on a
    floor'): side by side only, never diagonally nor across floors."""
    state = game(["splash"], 3, THREE_PAWNS, BLUE_PATCH | YELLOW_PATCH | RED_TOKEN)
    assert rivalry_points(state) == (SPLASH_POINTS, 0, 0) == (6, 0, 0)


def test_splash_to_every_player_tied():
    """Our card 'splash': 'SPLASH_POINTS to every player tied' for the largest patch. With
    C1 yellow's patch C1 D1 E1 is 3, like blue's."""
    tokens = BLUE_PATCH | YELLOW_PATCH | RED_TOKEN | {(GROUND, 2, 0): 1}
    state = game(["splash"], 3, THREE_PAWNS, tokens)
    assert rivalry_points(state) == (6, 6, 0)


def test_splash_on_a_bare_tower_and_out_of_play():
    """Our card 'splash': with no token on the tower nobody has a patch; without the card
    the same patches score no rivalry points."""
    assert rivalry_points(game(["splash"], 3, THREE_PAWNS)) == (0, 0, 0)
    state = game([], 3, THREE_PAWNS, BLUE_PATCH | YELLOW_PATCH | RED_TOKEN)
    assert rivalry_points(state) == (0, 0, 0)


# -- column ---------------------------------------------------------------------------------


@pytest.mark.parametrize("in_play", [True, False])
def test_column(in_play):
    """Our card 'column' (RIVALRY_CARDS: '3 per square where your tokens fill all three
    floors'). C3 is blue on all three floors; D4 is blue, blue, yellow; E5 yellow, blue,
    blue; B2 is yellow on all three."""
    tokens = {
        **{(floor, 2, 2): 0 for floor in (GROUND, MIDDLE, TOP)},
        (GROUND, 3, 3): 0,
        (MIDDLE, 3, 3): 0,
        (TOP, 3, 3): 1,
        (GROUND, 4, 4): 1,
        (MIDDLE, 4, 4): 0,
        (TOP, 4, 4): 0,
        **{(floor, 1, 1): 1 for floor in (GROUND, MIDDLE, TOP)},
    }
    state = game(["column"] if in_play else [], pawns=CORNER_PAWNS, tokens=tokens)
    expected = (COLUMN_POINTS, COLUMN_POINTS) if in_play else (0, 0)
    assert rivalry_points(state) == expected
    # blue: ground C3 D4, middle C3 D4 E5, top C3 E5
    assert GAME.scores(state)[0].total == 2 * 1 + 3 * 2 + 2 * 3 + expected[0]


def test_column_counts_each_full_square():
    """Our card 'column': 3 per square: two full blue squares give 6."""
    tokens = {(floor, x, 2): 0 for floor in (GROUND, MIDDLE, TOP) for x in (2, 3)}
    state = game(["column"], pawns=CORNER_PAWNS, tokens=tokens)
    assert rivalry_points(state) == (2 * COLUMN_POINTS, 0) == (6, 0)


# -- first to the top ----------------------------------------------------------------------

TWO_CLIMBERS = ((MIDDLE, 1, 1), (MIDDLE, 4, 4))
CLIMBING_TOKENS = stacked(sides(MIDDLE, 1, 1, 1) | sides(MIDDLE, 4, 4, 0))


def test_first_to_the_top_scores_at_once_and_only_once():
    """Our card 'first_to_the_top' (RIVALRY_CARDS: '5 at once to the first pawn on the top
    floor'): blue climbs first and scores 5 during play; yellow, second, scores nothing."""
    state = game(["first_to_the_top"], 2, TWO_CLIMBERS, CLIMBING_TOKENS)
    state, events = play(state, Climb())
    assert events == [
        PawnClimbed(0, TOP, 1, 1),
        RivalryScored(0, "first_to_the_top", FIRST_TO_THE_TOP_POINTS),
    ]
    assert state.rivalry_points == (5, 0)
    assert rivalry_points(state) == (5, 0)
    state, _ = play(state, ThrowFaceDown(state.hands[0][0], 3, 3), EndTurn())
    assert state.current == 1
    state, events = play(state, Climb())
    assert events == [PawnClimbed(1, TOP, 4, 4)]
    assert rivalry_points(state) == (5, 0)


def test_first_to_the_top_not_for_the_middle_floor_nor_out_of_play():
    """Our card 'first_to_the_top' is for the top floor only; without the card, reaching the
    top floor first scores nothing."""
    ground = game(["first_to_the_top"], tokens=sides(GROUND, 2, 2, 1))
    state, events = play(ground, Climb())
    assert events == [PawnClimbed(0, MIDDLE, 2, 2)]
    assert rivalry_points(state) == (0, 0)
    state, events = play(game([], 2, TWO_CLIMBERS, CLIMBING_TOKENS), Climb())
    assert events == [PawnClimbed(0, TOP, 1, 1)]
    assert rivalry_points(state) == (0, 0)


# -- double hit -----------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "hit"), [(["double_hit"], DOUBLE_HIT_POINTS), ([], 1)])
def test_double_hit(cards, hit):
    """Our card 'double_hit' (RIVALRY_CARDS: 'a direct hit scores 2 instead of 1');
    IMPACTO DIRETO: 'É atribuído 1 ponto ao jogador que o atingiu'. Blue's line from C3
    lands on D3 and hits yellow on E3."""
    state = game(cards, pawns=((GROUND, 2, 2), (GROUND, 4, 2)))
    state = checked(with_hand(state, 0, ["line"]))
    state, events = play(state, ThrowFaceUp("line", 0, 0))
    assert events[-1] == PawnHit(0, 1, GROUND, 4, 2, True, 0, hit)
    assert state.hit_points == (hit, 0)
    parts = breakdown(state, 0)
    assert (parts[DIRECT_HITS], parts[RIVALRY]) == (hit, 0)
    assert GAME.scores(state)[0].total == 1 + 2 + hit  # ground D3, token on yellow, hit


# -- rain of colour -------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "rain"), [(["rain_of_colour"], RAIN_POINTS), ([], 0)])
def test_rain_of_colour_on_another_pawn(cards, rain):
    """Our card 'rain_of_colour' (RIVALRY_CARDS: 'a falling token on another pawn scores 1
    for its owner'); COR CADENTE: a falling token on a pawn 'não atribui o ponto de
    bonificação dado por um Impacto Direto'. Blue, on the middle floor, throws face down on
    D4 with nothing beneath; it falls on yellow's pawn on the ground's D4."""
    state = game(cards, pawns=((MIDDLE, 1, 1), (GROUND, 3, 3)))
    state = checked(with_hand(state, 0, ["line"]))
    state, events = play(state, ThrowFaceDown("line", 3, 3))
    assert events == [
        CardPlayed(0, HIDDEN, False),  # a face-down card stays hidden
        TokenThrown(0, MIDDLE, 3, 3),
        TokenFell(0, MIDDLE, GROUND, 3, 3),
        PawnHit(0, 1, GROUND, 3, 3, False, 0, rain),
    ]
    assert state.supplies[1] == (1, 25)
    parts = breakdown(state, 0)
    assert (parts[DIRECT_HITS], parts[RIVALRY]) == (0, rain)
    assert GAME.scores(state)[0].total == 2 + rain


def test_rain_of_colour_scores_the_owner_not_the_mover():
    """Our card 'rain_of_colour': the point goes to the falling token's owner. COR CADENTE 5:
    'Quando um jogador se move para uma casa com uma ficha acima dela, essa ficha cai em
    cima dele'. Blue moves onto its own token on D4; yellow's token above falls on blue."""
    tokens = {(GROUND, 3, 3): 0, (MIDDLE, 3, 3): 1}
    state, events = play(game(["rain_of_colour"], tokens=tokens), Move(3, 3))
    assert events == [
        PawnMoved(0, GROUND, 2, 2, 3, 3),
        TokenCollected(0, 0, GROUND, 3, 3),
        TokenFell(1, MIDDLE, GROUND, 3, 3),
        PawnHit(1, 0, GROUND, 3, 3, False, 1, RAIN_POINTS),
    ]
    assert rivalry_points(state) == (0, 1)


def test_rain_of_colour_not_on_ones_own_pawn():
    """Our card 'rain_of_colour': only on 'another player's pawn'. Blue moves onto yellow's
    token on D4; blue's own token above falls on blue and scores nothing."""
    tokens = {(GROUND, 3, 3): 1, (MIDDLE, 3, 3): 0}
    state, events = play(game(["rain_of_colour"], tokens=tokens), Move(3, 3))
    assert events[-1] == PawnHit(0, 0, GROUND, 3, 3, False, 0, 0)
    assert rivalry_points(state) == (0, 0)
    assert state.own_tokens(0) == 25


def test_rain_of_colour_leaves_direct_hits_alone():
    """Our card 'rain_of_colour' is for falling tokens: a direct hit still scores 1 in the
    direct-hit part and nothing in the rivalry part."""
    state = game(["rain_of_colour"], pawns=((GROUND, 2, 2), (GROUND, 4, 2)))
    state, _ = play(checked(with_hand(state, 0, ["line"])), ThrowFaceUp("line", 0, 0))
    parts = breakdown(state, 0)
    assert (parts[DIRECT_HITS], parts[RIVALRY]) == (1, 0)


# -- quiet hands ----------------------------------------------------------------------------


@pytest.mark.parametrize("in_play", [True, False])
def test_quiet_hands(in_play):
    """Our card 'quiet_hands' (RIVALRY_CARDS: 'face-down throws may follow each other')
    lifts JOGUE UMA CARTA VIRADA PARA BAIXO: 'Só pode jogar uma carta de cor virada para
    baixo se não tiver jogado uma no turno anterior'."""
    state = game(["quiet_hands"] if in_play else [])
    state = checked(with_hand(with_discards(state, 0, [("line", False)]), 0, ["hook"]))
    face_down = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceDown)]
    if in_play:
        assert len(face_down) == 36 - 2  # every square of the floor but the two pawns'
        new, events = play(state, ThrowFaceDown("hook", 0, 3))
        assert events[-1] == TokenLanded(0, GROUND, 0, 3)
        assert new.discards[0] == (("line", False), ("hook", False))
    else:
        assert face_down == []
        refused(state, ThrowFaceDown("hook", 0, 3), "holi.illegal.face_down_twice")


@pytest.mark.parametrize("in_play", [True, False])
def test_quiet_hands_keeps_a_player_in(in_play):
    """Our card 'quiet_hands' and ARREMESSAR COR: 'se um jogador não conseguir Arremessar
    Cor no seu turno, será o FIM DO JOGO para ele'. Yellow last threw face down and holds
    only sun_embrace, which fits nowhere with tokens on columns B, D and F: without the card
    yellow is out at the start of the turn, with it yellow may throw face down again."""
    tokens = {(GROUND, x, y): y % 2 for y in range(6) for x in (1, 3, 5)}
    pawns = ((GROUND, 0, 0), (GROUND, 4, 5))
    state = game(["quiet_hands"] if in_play else [], pawns=pawns, tokens=tokens)
    state = with_hand(with_discards(state, 1, [("line", False)]), 1, ["sun_embrace"])
    state = checked(with_hand(state, 0, ["corner"]))
    state, events = play(state, ThrowFaceDown("corner", 0, 5), EndTurn())
    if in_play:
        assert state.current == 1 and state.out == ("", "")
        throws = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceDown)]
        assert len(throws) == 36 - 18 - 1 - 2  # no token and no pawn
    else:
        assert PlayerOut(1, "holi.out.cannot_throw") in events
        assert state.out[1] == "holi.out.cannot_throw"


# -- nimble ---------------------------------------------------------------------------------


def test_nimble_allows_two_moves_not_three():
    """Our card 'nimble' (RIVALRY_CARDS: 'the Move action may be taken twice in a turn'),
    before and after the throw; each move collects what it reaches (MOVER (6)(7))."""
    state = game(["nimble"], pawns=((GROUND, 0, 0), (GROUND, 5, 5)))
    assert NIMBLE_MOVES == 2
    state, events = play(state, Move(1, 0), ThrowFaceDown(state.hands[0][0], 3, 3), Move(0, 1))
    assert [e for e in events if isinstance(e, SweetsCollected)] == [
        SweetsCollected(0, 2, GROUND, 1, 0),
        SweetsCollected(0, 2, GROUND, 0, 1),
    ]
    assert state.moves == 2 and state.sweets_held == (4, 0)
    refused(state, Move(2, 2), "holi.illegal.already_moved")
    assert not any(isinstance(a, Move) for a in GAME.legal_actions(state))


def test_nimble_keeps_a_throw_through_the_second_move():
    """COMPONENTS.md: a Move that leaves no throw ends the player's game. Blue last threw
    face down and holds only a line, which fits nowhere from A1 (B1 and A2 hold tokens):
    one move to A1 ends blue's game, but with nimble a second move is left, so A1 keeps a
    throw and blue may go on to a square where the line fits."""
    tokens = {(GROUND, 1, 0): 1, (GROUND, 0, 1): 1}
    for cards, keeps in ((["nimble"], True), ([], False)):
        state = game(cards, tokens=tokens)
        state = checked(with_hand(with_discards(state, 0, [("diagonal", False)]), 0, ["line"]))
        assert ends_own_game(state, Move(0, 0)) is not keeps
        moved, _ = play(state, Move(0, 0))
        if not keeps:
            assert moved.out[0] == OutReason.CANNOT_THROW.value
            continue
        state = moved
        offered = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Move)}
        assert offered == {(x, y) for x in range(6) for y in range(6)} - {(0, 0), (5, 5)}
        assert not any(
            isinstance(a, ThrowFaceUp | ThrowFaceDown) for a in GAME.legal_actions(state)
        )
        state, _ = play(state, Move(2, 2), ThrowFaceUp("line", 0, 0))
        assert state.token(GROUND, 3, 2) == 0


def test_without_nimble_one_move():
    """COMO JOGAR: actions 'não podem ser repetidas durante um turno' when nimble is not in
    play."""
    state = game(["quiet_hands", "summit"], pawns=((GROUND, 0, 0), (GROUND, 5, 5)))
    state, _ = play(state, Move(1, 0))
    refused(state, Move(0, 1), "holi.illegal.already_moved")
