"""Throw Colour in Holi: face-up cards, face-down cards, direct hits and running short of
tokens (holi_pt.md, ARREMESSAR COR, JOGUE UMA CARTA VIRADA PARA CIMA, IMPACTO DIRETO,
JOGUE UMA CARTA VIRADA PARA BAIXO; the engine's rulings in rules.py)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

import pytest
from holi_positions import (
    board,
    breakdown,
    checked,
    refusal_of,
    turn_position,
    with_discards,
    with_hand,
    with_own_tokens,
)

from favelas_app.core.protocol import Action, IllegalAction
from favelas_app.games.holi.actions import EndTurn, Move, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.components import CARD_NAMES, CARDS, cell_of, rotated, square_of
from favelas_app.games.holi.events import (
    CardPlayed,
    CardsDrawn,
    PawnHit,
    PlayerOut,
    TokenLanded,
    TokenThrown,
    TurnStarted,
)
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import HIDDEN, HoliState

Square = tuple[int, int]


def _lay(action: ThrowFaceUp, pawn: Square) -> dict[int, Square]:
    """Per pattern square (its index on the card) but the anchor: the board square it covers,
    worked out from the card's pattern alone."""
    turned = [rotated(offset, action.rotation) for offset in CARDS[action.card].squares]
    ax, ay = turned[action.anchor]
    return {
        i: (pawn[0] + dx - ax, pawn[1] + dy - ay)
        for i, (dx, dy) in enumerate(turned)
        if i != action.anchor
    }


def _thrown_squares(events: Iterable[object]) -> list[Square]:
    return [(e.x, e.y) for e in events if isinstance(e, TokenThrown)]


# -- face up -----------------------------------------------------------------------------------

# The hook ((0, 0), (1, 0), (2, 1)) with its first square on a pawn on C3 = (2, 2), turned
# 0-3 quarter turns clockwise: the two squares that get a token.
HOOK_FROM_C3 = {
    0: {(3, 2), (4, 3)},  # D3, E4
    1: {(2, 3), (1, 4)},  # C4, B5
    2: {(1, 2), (0, 1)},  # B3, A2
    3: {(2, 1), (3, 0)},  # C2, D1
}


@pytest.mark.parametrize("rotation", [0, 1, 2, 3])
def test_face_up_throw_in_each_rotation(rotation: int) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 1 and 3: the pawn takes one square of the pattern, the
    other squares get a token from the supply; "Os jogadores podem girar a carta para
    escolherem qualquer das quatro orientações". The pawn itself does not move."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("hook",))
    after, events = GAME.apply(state, ThrowFaceUp("hook", rotation, 0))
    expected = HOOK_FROM_C3[rotation]
    assert board(after) == {(1, x, y): 0 for x, y in expected}
    assert set(_thrown_squares(events)) == expected
    assert after.position(0) == (1, 2, 2)
    assert after.own_tokens(0) == 23
    assert after.thrown
    checked(after)


@pytest.mark.parametrize(
    ("anchor", "expected"),
    [(1, {(1, 2), (3, 3)}), (2, {(0, 1), (1, 1)})],
    ids=["middle-square", "far-square"],
)
def test_the_pawn_may_take_any_square_of_the_pattern(anchor: int, expected: set[Square]) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 1: "o seu peão vai ter de ocupar ... o lugar de uma das
    casas que formam o padrão": the hook laid with its second (or third) square on the pawn
    on C3 puts tokens on B3 and D4 (or A2 and B2)."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("hook",))
    after, _ = GAME.apply(state, ThrowFaceUp("hook", 0, anchor))
    assert board(after) == {(1, x, y): 0 for x, y in expected}
    assert after.position(0) == (1, 2, 2)


def test_face_up_card_goes_face_up_onto_the_discard_pile() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 4: "coloque a carta virada para cima ao lado do seu
    baralho, formando assim a sua pilha de descarte": it leaves the hand, the deck is not
    touched, and the events tell it in order: card played, then each token thrown and landed."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line", "hook", "sun_row"))
    after, events = GAME.apply(state, ThrowFaceUp("hook", 0, 0))
    assert after.hands[0] == ("line", "sun_row")
    assert after.discards[0] == (("hook", True),)
    assert after.decks == state.decks
    assert events == [
        CardPlayed(0, "hook", True),
        TokenThrown(0, 1, 3, 2),
        TokenLanded(0, 1, 3, 2),
        TokenThrown(0, 1, 4, 3),
        TokenLanded(0, 1, 4, 3),
    ]


def test_tokens_may_be_thrown_onto_sweets_which_stay() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 2 and Nota: "As fichas coloridas podem ser colocadas
    nas fichas de guloseimas"; the sweets stay under the token (nobody collects them)."""
    state = turn_position({0: (1, 2, 0), 1: (1, 5, 5)}, hand=("line",))
    sweets = cell_of(1, square_of(4, 0))  # E1, beside the corner F1: 2 sweets
    assert state.sweets[sweets] == 2
    after, _ = GAME.apply(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 3, 0): 0, (1, 4, 0): 0}
    assert after.sweets == state.sweets
    assert after.sweets_held == (0, 0)


def test_direct_hit_sends_the_token_to_the_target_and_scores_one() -> None:
    """IMPACTO DIRETO: a token thrown on a square "ocupada pelo peão de outro jogador (5) deve,
    em vez disso, ser colocada na provisão de cor do jogador atingido. É atribuído 1 ponto ao
    jogador que o atingiu"; at the end it is worth 2 to its owner."""
    state = turn_position({0: (1, 2, 2), 1: (1, 4, 2)}, hand=("line",))
    after, events = GAME.apply(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 3, 2): 0}
    assert after.supplies == ((23, 0), (1, 25))
    assert after.hit_points == (1, 0)
    assert after.position(1) == (1, 4, 2)
    assert events[-2:] == [TokenThrown(0, 1, 4, 2), PawnHit(0, 1, 1, 4, 2, True, 0, 1)]
    parts = breakdown(after, 0)
    assert parts["holi.category.direct_hits"] == 1
    assert parts["holi.category.colour_on_others"] == 2
    assert parts["holi.category.ground_floor"] == 1
    assert GAME.scores(after)[0].total == 4


@pytest.mark.parametrize("owner", [0, 1], ids=["own-token", "other-token"])
def test_pattern_on_a_token_is_refused(owner: int) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 2: "As casas do tabuleiro correspondentes ao resto do
    padrão da carta não podem ter fichas coloridas já colocadas" (of any colour); "Cada casa
    só poderá conter o máximo de uma ficha colorida"."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",), tokens={(1, 4, 2): owner})
    refusal = refusal_of(state, ThrowFaceUp("line", 0, 0))
    assert refusal.reason == "holi.illegal.pattern_on_token"
    assert refusal.params == {"square": "E3"}
    assert ThrowFaceUp("line", 0, 0) not in GAME.legal_actions(state)


def test_pattern_square_off_the_grid_is_refused() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: "as casas coloridas no padrão das cartas devam
    ser alinhadas sobre a grelha": from F3 a line going right would leave the board."""
    state = turn_position({0: (1, 5, 2), 1: (1, 5, 5)}, hand=("line",))
    assert refusal_of(state, ThrowFaceUp("line", 0, 0)).reason == "holi.illegal.pattern_off_grid"
    assert refusal_of(state, ThrowFaceUp("line", 0, 1)).reason == "holi.illegal.pattern_off_grid"
    assert refusal_of(state, ThrowFaceUp("line", 2, 2)).reason == "holi.illegal.pattern_off_grid"
    after, _ = GAME.apply(state, ThrowFaceUp("line", 2, 0))  # going left from F3 fits
    assert board(after) == {(1, 4, 2): 0, (1, 3, 2): 0}


@pytest.mark.parametrize(
    ("pawn", "throw", "expected"),
    [
        ((0, 5), ThrowFaceUp("line", 0, 0), {(1, 5), (2, 5)}),
        ((5, 0), ThrowFaceUp("line", 1, 0), {(5, 1), (5, 2)}),
        ((2, 5), ThrowFaceUp("sun_row", 0, 0), {(1, 4), (2, 4), (3, 4)}),
    ],
    ids=["corner-A6", "corner-F1", "sun-card-edge-C6"],
)
def test_blank_parts_of_the_card_may_hang_past_the_edge(
    pawn: Square, throw: ThrowFaceUp, expected: set[Square]
) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: "Embora as casas coloridas no padrão das cartas
    devam ser alinhadas sobre a grelha (grade) do tabuleiro, as casas em branco não precisam
    o ser": a line on the top row of its 3x3 card, laid from the corner A6 along row 6, leaves
    the card's two blank rows below the board (likewise from F1 along column F, and a ☀ card
    whose blank third row hangs below row 6)."""
    state = turn_position({0: (1, *pawn), 1: (1, 3, 2)}, hand=(throw.card,))
    assert throw in GAME.legal_actions(state)
    after, _ = GAME.apply(state, throw)
    assert board(after) == {(1, x, y): 0 for x, y in expected}


# -- ☀ cards -----------------------------------------------------------------------------------


@pytest.mark.parametrize("rotation", [0, 1, 2, 3])
@pytest.mark.parametrize("card", ["sun_row", "sun_embrace", "sun_far_row", "sun_fan"])
def test_sun_card_must_have_the_pawn_on_the_sun(card: str, rotation: int) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA: "Há cartas de cor que têm um ☀ no padrão. Quando joga
    estas cartas, o seu peão vai ter de ficar no lugar do ☀, em vez de numa das outras casas
    do padrão": any other square on the pawn is refused with holi.illegal.pawn_on_sun."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=(card,))
    sun = CARDS[card].sun
    assert sun is not None
    for anchor in range(len(CARDS[card].squares)):
        if anchor != sun:
            refusal = refusal_of(state, ThrowFaceUp(card, rotation, anchor))
            assert refusal.reason == "holi.illegal.pawn_on_sun"
    offered = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp)]
    assert offered
    assert all(a.anchor == sun for a in offered)


@pytest.mark.parametrize(
    ("rotation", "expected"),
    [
        (0, {(1, 1), (2, 1), (3, 1)}),  # B2 C2 D2
        (1, {(3, 1), (3, 2), (3, 3)}),  # D2 D3 D4
        (2, {(1, 3), (2, 3), (3, 3)}),  # B4 C4 D4
        (3, {(1, 1), (1, 2), (1, 3)}),  # B2 B3 B4
    ],
)
def test_sun_card_places_three_tokens(rotation: int, expected: set[Square]) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: ☀ cards "largam mais fichas coloridas": the
    row card with the pawn on its ☀ on C3 puts 3 tokens on the row beside it."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("sun_row",))
    after, events = GAME.apply(state, ThrowFaceUp("sun_row", rotation, 0))
    assert board(after) == {(1, x, y): 0 for x, y in expected}
    assert len(_thrown_squares(events)) == 3
    assert after.own_tokens(0) == 22
    assert after.position(0) == (1, 2, 2)


# -- running short of tokens -------------------------------------------------------------------


def test_short_supply_offers_each_choice_of_squares_to_leave_empty() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: "Se um jogador não tiver fichas coloridas
    suficientes na sua provisão, ele coloca as que puder"; by our ruling the thrower chooses
    which squares stay empty. With 1 token and the line from C3 each of the 6 ways to lay it
    is offered twice, once per square that gets the token."""
    state = with_own_tokens(turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",)), 0, 1)
    outcomes = []
    for action in GAME.legal_actions(state):
        if isinstance(action, ThrowFaceUp):
            _, events = GAME.apply(state, action)
            lay = tuple(sorted(_lay(action, (2, 2)).values()))
            outcomes.append((lay, *_thrown_squares(events)))
    lays = [
        ((3, 2), (4, 2)),  # D3 E3
        ((0, 2), (1, 2)),  # A3 B3
        ((1, 2), (3, 2)),  # B3 D3
        ((2, 3), (2, 4)),  # C4 C5
        ((2, 0), (2, 1)),  # C1 C2
        ((2, 1), (2, 3)),  # C2 C4
    ]
    expected = [(lay, square) for lay in lays for square in lay]
    assert sorted(outcomes) == sorted(expected)
    assert len(outcomes) == 12


def test_the_squares_left_empty_must_be_as_many_as_the_tokens_missing() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: "ele coloca as que puder": short of 1 token the
    thrower names exactly 1 pattern square (not the pawn's) to leave empty
    (holi.illegal.choose_empty_squares); with tokens enough every square gets one
    (holi.illegal.must_throw_every_token)."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    short = with_own_tokens(state, 0, 1)
    for skip in [(), (1, 2), (0,), (1, 1), (3,)]:
        refusal = refusal_of(short, ThrowFaceUp("line", 0, 0, skip))
        assert refusal.reason == "holi.illegal.choose_empty_squares", skip
        assert refusal.params == {"count": 1}
    after, _ = GAME.apply(short, ThrowFaceUp("line", 0, 0, (1,)))
    assert board(after) == {(1, 4, 2): 0}
    sun_short = with_own_tokens(with_hand(short, 0, ["sun_row"]), 0, 1)
    assert refusal_of(sun_short, ThrowFaceUp("sun_row", 0, 0, (1,))).params == {"count": 2}
    after, _ = GAME.apply(sun_short, ThrowFaceUp("sun_row", 0, 0, (1, 3)))
    assert board(after) == {(1, 2, 1): 0}
    for skip in [(1,), (2,), (1, 2)]:
        refusal = refusal_of(state, ThrowFaceUp("line", 0, 0, skip))
        assert refusal.reason == "holi.illegal.must_throw_every_token", skip


@pytest.mark.parametrize(
    "throw",
    [ThrowFaceUp("line", 0, 0, (2,)), ThrowFaceDown("line", 3, 2)],
    ids=["face-up", "face-down"],
)
def test_throwing_the_last_token_ends_the_turn_at_once(throw: Action) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA, Nota: "Se um jogador esgotar as suas fichas coloridas,
    fica sem poder executar ações até ao fim da partida"; FIM DO TURNO: out of tokens "será o
    FIM DO JOGO para ele". No Move after the throw: the turn ends, the player is out
    (holi.out.no_tokens) and the next player starts."""
    state = with_own_tokens(turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",)), 0, 1)
    after, events = GAME.apply(state, throw)
    assert board(after) == {(1, 3, 2): 0}
    assert after.own_tokens(0) == 0
    assert after.out == ("holi.out.no_tokens", "")
    assert after.current == 1
    assert after.decision is not None
    assert after.decision.players == (1,)
    assert [type(e) for e in events] == [
        CardPlayed,
        TokenThrown,
        TokenLanded,
        CardsDrawn,
        PlayerOut,
        TurnStarted,
    ]
    assert events[-2:] == [PlayerOut(0, "holi.out.no_tokens"), TurnStarted(1)]


# -- face down ---------------------------------------------------------------------------------


def test_face_down_puts_one_token_on_any_free_square_of_the_floor() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "pode colocar uma ficha colorida numa casa do seu
    piso à distância que quiser ... numa casa vazia ou com guloseimas (não numa casa com uma
    ficha colorida ou um peão de jogador)"; "ponha a carta virada para baixo na sua pilha de
    descarte". Every free square of the floor is offered, however far."""
    state = turn_position(
        {0: (1, 0, 0), 1: (1, 5, 5)}, hand=("line", "kite"), tokens={(1, 2, 2): 1, (1, 3, 3): 0}
    )
    offered = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceDown)}
    all_squares = {(x, y) for x in range(6) for y in range(6)}
    assert offered == all_squares - {(0, 0), (5, 5), (2, 2), (3, 3)}
    assert {a.card for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceDown)} == {
        "line",
        "kite",
    }
    after, events = GAME.apply(state, ThrowFaceDown("kite", 4, 5))
    assert board(after) == {(1, 2, 2): 1, (1, 3, 3): 0, (1, 4, 5): 0}
    assert after.hands[0] == ("line",)
    assert after.discards[0] == (("kite", False),)
    assert after.position(0) == (1, 0, 0)
    assert events == [
        CardPlayed(0, HIDDEN, False),
        TokenThrown(0, 1, 4, 5),
        TokenLanded(0, 1, 4, 5),
    ]


def test_face_down_onto_sweets() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "Esta ficha pode ser jogada numa casa vazia ou com
    guloseimas": the token covers the 2 sweets of B1, which stay."""
    state = turn_position({0: (1, 0, 0), 1: (1, 5, 5)}, hand=("line",))
    after, _ = GAME.apply(state, ThrowFaceDown("line", 1, 0))
    assert board(after) == {(1, 1, 0): 0}
    assert after.sweets == state.sweets
    assert after.sweets_held == (0, 0)


def test_face_down_on_the_middle_floor_is_thrown_on_that_floor() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "numa casa do seu piso": a player on the middle
    floor throws on the middle floor (here over a token, so it stays there)."""
    state = turn_position({0: (2, 2, 2), 1: (1, 5, 5)}, hand=("line",), tokens={(1, 4, 4): 1})
    after, events = GAME.apply(state, ThrowFaceDown("line", 4, 4))
    assert board(after) == {(1, 4, 4): 1, (2, 4, 4): 0}
    assert events[1:] == [TokenThrown(0, 2, 4, 4), TokenLanded(0, 2, 4, 4)]


def test_face_down_onto_a_token_is_refused() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "não numa casa com uma ficha colorida"."""
    state = turn_position({0: (1, 0, 0), 1: (1, 5, 5)}, hand=("line",), tokens={(1, 2, 3): 1})
    refusal = refusal_of(state, ThrowFaceDown("line", 2, 3))
    assert refusal.reason == "holi.illegal.face_down_on_token"
    assert refusal.params == {"square": "C4"}


@pytest.mark.parametrize("square", [(5, 5), (0, 0)], ids=["other-pawn", "own-pawn"])
def test_face_down_onto_a_pawn_is_refused(square: Square) -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "não numa casa com ... um peão de jogador": no
    direct hit with a face-down card, on another pawn or on one's own."""
    state = turn_position({0: (1, 0, 0), 1: (1, 5, 5)}, hand=("line",))
    refusal = refusal_of(state, ThrowFaceDown("line", *square))
    assert refusal.reason == "holi.illegal.face_down_on_pawn"
    assert ThrowFaceDown("line", *square) not in GAME.legal_actions(state)


def test_no_face_down_card_twice_in_a_row() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "Só pode jogar uma carta de cor virada para baixo se
    não tiver jogado uma no turno anterior (a carta superior da sua pilha de descarte não pode
    estar virada para baixo)": refused (holi.illegal.face_down_twice), none offered; a
    face-up throw is still fine."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line", "hook"))
    state = checked(with_discards(state, 0, [("kite", True), ("arrow", False)]))
    refusal = refusal_of(state, ThrowFaceDown("line", 4, 4))
    assert refusal.reason == "holi.illegal.face_down_twice"
    offered = GAME.legal_actions(state)
    assert not any(isinstance(a, ThrowFaceDown) for a in offered)
    assert ThrowFaceUp("line", 0, 0) in offered
    after, _ = GAME.apply(state, ThrowFaceUp("line", 0, 0))
    assert after.discards[0] == (("kite", True), ("arrow", False), ("line", True))


def test_face_down_again_after_a_face_up_card() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: only the top of the discard pile counts: after a
    face-down card and then a face-up one, a face-down card may be played again."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    state = checked(with_discards(state, 0, [("arrow", False), ("kite", True)]))
    after, _ = GAME.apply(state, ThrowFaceDown("line", 4, 4))
    assert after.discards[0] == (("arrow", False), ("kite", True), ("line", False))
    assert board(after) == {(1, 4, 4): 0}


def test_the_other_players_pile_does_not_count() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: "a carta superior da sua pilha de descarte": another
    player's face-down card does not stop this player."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    state = checked(with_discards(state, 1, [("arrow", False)]))
    assert ThrowFaceDown("line", 4, 4) in GAME.legal_actions(state)


# -- once a turn, from the hand, before the end ------------------------------------------------


@pytest.mark.parametrize(
    "first",
    [ThrowFaceUp("line", 0, 0), ThrowFaceDown("line", 0, 0)],
    ids=["after-face-up", "after-face-down"],
)
def test_colour_is_thrown_once_a_turn(first: Action) -> None:
    """COMO JOGAR: the actions "não podem ser repetidas durante um turno": a second throw is
    refused (holi.illegal.already_thrown) and no throw is offered any more."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line", "hook", "kite"))
    after, _ = GAME.apply(state, first)
    for again in [ThrowFaceUp("hook", 0, 0), ThrowFaceDown("kite", 5, 0)]:
        assert refusal_of(after, again).reason == "holi.illegal.already_thrown"
    offered = GAME.legal_actions(after)
    assert not any(isinstance(a, ThrowFaceUp | ThrowFaceDown) for a in offered)
    assert EndTurn() in offered


@pytest.mark.parametrize(
    "throw",
    [ThrowFaceUp("kite", 0, 0), ThrowFaceDown("kite", 4, 4), ThrowFaceUp("?", 0, 0)],
    ids=["face-up", "face-down", "hidden-card"],
)
def test_only_cards_in_hand_may_be_thrown(throw: Action) -> None:
    """ARREMESSAR COR: "As cartas de cor são jogadas" from the hand (PREPARAÇÃO DOS JOGADORES
    7): a card in the deck, or no card at all, is refused."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    assert "kite" in state.decks[0]
    refusal = refusal_of(state, throw)
    assert refusal.reason == "holi.illegal.card_not_in_hand"


@pytest.mark.parametrize(
    ("throw", "reason"),
    [
        (ThrowFaceUp("line", 4, 0), "holi.illegal.bad_rotation"),
        (ThrowFaceUp("line", -1, 0), "holi.illegal.bad_rotation"),
        (ThrowFaceUp("line", 0, 3), "holi.illegal.bad_anchor"),
        (ThrowFaceUp("line", 0, -1), "holi.illegal.bad_anchor"),
        (ThrowFaceDown("line", 6, 2), "holi.illegal.off_grid"),
        (ThrowFaceDown("line", 2, -1), "holi.illegal.off_grid"),
    ],
    ids=["rotation-4", "rotation-minus-1", "anchor-3", "anchor-minus-1", "x-6", "y-minus-1"],
)
def test_throws_that_name_no_real_lay_are_refused(throw: Action, reason: str) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 1 and 3 ("uma das casas que formam o padrão", "qualquer
    das quatro orientações") and VIRADA PARA BAIXO ("numa casa do seu piso"): a fifth
    rotation, a pawn square the card does not have, or a square off the board is refused,
    and nothing changes."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    before = state.copy()
    assert refusal_of(state, throw).reason == reason
    assert state == before


def test_the_turn_cannot_end_before_colour_is_thrown() -> None:
    """ARREMESSAR COR (OBRIGATÓRIO): "Esta ação é obrigatória": End Turn before throwing is
    refused (holi.illegal.must_throw) and not offered, also after a move."""
    state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=("line",))
    assert refusal_of(state, EndTurn()).reason == "holi.illegal.must_throw"
    assert EndTurn() not in GAME.legal_actions(state)
    moved, _ = GAME.apply(state, Move(2, 3))
    assert refusal_of(moved, EndTurn()).reason == "holi.illegal.must_throw"
    assert EndTurn() not in GAME.legal_actions(moved)


# -- legal_actions agrees with apply -----------------------------------------------------------


def _candidates(state: HoliState) -> list[Action]:
    """Every throw one could name: all cards, rotations, pawn squares and skips; face down on
    every square."""
    own = state.own_tokens(state.current)
    found: list[Action] = []
    for card in CARD_NAMES:
        size = len(CARDS[card].squares)
        for rotation in range(4):
            for anchor in range(size):
                others = [i for i in range(size) if i != anchor]
                for count in range(max(0, len(others) - own) + 1):
                    for skip in combinations(others, count):
                        found.append(ThrowFaceUp(card, rotation, anchor, skip))
        found.extend(ThrowFaceDown(card, x, y) for x in range(6) for y in range(6))
    return found


def _crowded() -> HoliState:
    tokens = {(1, x, y): (x + y) % 2 for x, y in [(1, 1), (3, 1), (2, 3), (0, 2), (4, 4), (1, 4)]}
    return turn_position({0: (1, 1, 2), 1: (1, 2, 2)}, tokens, hand=("sun_fan", "hook", "triangle"))


def _upstairs() -> HoliState:
    below = {(1, x, y): 1 for x in range(6) for y in range(3)}
    middle = {(2, 1, 1): 0, (2, 3, 0): 1, (2, 0, 2): 1}
    state = turn_position(
        {0: (2, 0, 1), 1: (2, 2, 2), 2: (1, 5, 5)},
        {**below, **middle},
        hand=("sun_embrace", "arrow", "scatter"),
    )
    return checked(with_discards(state, 0, [("line", False)]))


def _short() -> HoliState:
    state = turn_position({0: (1, 3, 3), 1: (1, 3, 4)}, hand=("sun_far_row", "sun_row", "chevron"))
    return with_own_tokens(state, 0, 2)


def _edge() -> HoliState:
    return turn_position({0: (1, 5, 0), 1: (1, 4, 1)}, hand=("corner", "diagonal", "sun_fan"))


@pytest.mark.parametrize(
    "build", [_crowded, _upstairs, _short, _edge], ids=["crowded", "upstairs", "short", "edge"]
)
def test_legal_throws_are_exactly_the_ones_apply_accepts(build) -> None:
    """ARREMESSAR COR and JOGUE UMA CARTA VIRADA PARA CIMA 1-3: every throw legal_actions
    lists is accepted by apply; every face-down throw apply accepts is listed; every face-up
    lay apply accepts is listed once per card and set of target squares (different rotations
    and pawn squares covering the same squares are the same throw), with each choice of
    squares left empty when the supply is short."""
    state = checked(build())
    p = state.current
    pawn = state.position(p)[1:]
    legal = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp | ThrowFaceDown)]
    for action in legal:
        GAME.apply(state, action)  # raises if refused
    accepted = []
    for action in _candidates(state):
        try:
            GAME.apply(state, action)
        except IllegalAction:
            continue
        accepted.append(action)
    assert accepted, "the position should allow some throw"

    def key(action: ThrowFaceUp) -> tuple[str, frozenset[Square], frozenset[Square]]:
        lay = _lay(action, pawn)
        return (
            action.card,
            frozenset(lay.values()),
            frozenset(lay[i] for i in action.skip),
        )

    legal_up = [key(a) for a in legal if isinstance(a, ThrowFaceUp)]
    assert len(legal_up) == len(set(legal_up)), "a face-up throw is listed twice"
    assert set(legal_up) == {key(a) for a in accepted if isinstance(a, ThrowFaceUp)}
    legal_down = {a for a in legal if isinstance(a, ThrowFaceDown)}
    assert legal_down == {a for a in accepted if isinstance(a, ThrowFaceDown)}
    assert {a.card for a in accepted} <= set(state.hands[p])
