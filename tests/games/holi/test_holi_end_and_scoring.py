"""The end of a turn, the end of the game and the scoring of Holi (holi_pt.md "FIM DO TURNO",
"FIM DO JOGO", "PONTUAÇÃO"; COMPONENTS.md "Holi"; the rulings of rules.py).

Squares are (x, y) with x the column A-F as 0-5 and y the row 1-6 as 0-5; positions in
the builders are (floor, x, y) with floors 1 (ground), 2 (middle) and 3 (top).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from holi_positions import (
    GROUND,
    MIDDLE,
    TOP,
    breakdown,
    checked,
    play,
    refused,
    started,
    turn_of,
    with_discards,
    with_hand,
    with_own_tokens,
    with_pawn,
    with_tokens,
)

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.protocol import Outcome
from favelas_app.games.holi.actions import (
    Climb,
    EndTurn,
    Move,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.games.holi.components import (
    CARD_NAMES,
    SIDE,
    SWEET_SQUARES,
    cell_of,
)
from favelas_app.games.holi.events import (
    CardPlayed,
    CardsDrawn,
    GameEnded,
    PlayerOut,
    TokenLanded,
    TokenThrown,
    TurnStarted,
)
from favelas_app.games.holi.rules import GAME, ends_own_game
from favelas_app.games.holi.scoring import (
    CATEGORIES,
    TIEBREAK_COLOUR_ON_OTHERS,
    TIEBREAK_SWEETS,
    TIEBREAK_TURN_ORDER,
)
from favelas_app.games.holi.state import HIDDEN, HoliState, Step

NO_CARDS = "holi.out.no_cards"
NO_TOKENS = "holi.out.no_tokens"
CANNOT_THROW = "holi.out.cannot_throw"
(
    GROUND_FLOOR,
    MIDDLE_FLOOR,
    TOP_FLOOR,
    COLOUR_ON_OTHERS,
    SWEETS,
    DIRECT_HITS,
    RIVALRY,
) = CATEGORIES

# -- helpers -------------------------------------------------------------------------------


def with_held(s: HoliState, holder: int, owner: int, count: int) -> HoliState:
    """Moves `count` of `owner`'s tokens from their own supply into `holder`'s supply."""
    supplies = [list(row) for row in s.supplies]
    supplies[owner][owner] -= count
    supplies[holder][owner] += count
    new = s.copy()
    new.supplies = tuple(tuple(row) for row in supplies)
    return new


def with_sweets_held(s: HoliState, held: Sequence[int]) -> HoliState:
    """Each player holds `held[p]` sweets, taken from the tower: pairs from the ground floor's
    sweet squares first, then single sweets from the middle floor's."""
    sweets = list(s.sweets)
    left = sum(held)
    for floor, count in ((GROUND, 2), (MIDDLE, 1)):
        for square in SWEET_SQUARES:
            cell = cell_of(floor, square)
            if left >= count and sweets[cell] == count:
                sweets[cell] = 0
                left -= count
    assert left == 0
    new = s.copy()
    new.sweets = tuple(sweets)
    new.sweets_held = tuple(held)
    return new


def finished(s: HoliState) -> HoliState:
    """`s` with every player out: the game is over and scored as it stands."""
    new = s.copy()
    new.out = (NO_CARDS,) * new.players
    new.step = Step.OVER
    return checked(new)


def points(**parts: int) -> dict[str, int]:
    """A full breakdown: the named categories, every other one 0."""
    names = {
        "ground": GROUND_FLOOR,
        "middle": MIDDLE_FLOOR,
        "top": TOP_FLOOR,
        "colour": COLOUR_ON_OTHERS,
        "sweets": SWEETS,
        "hits": DIRECT_HITS,
        "rivalry": RIVALRY,
    }
    return {key: parts.get(name, 0) for name, key in names.items()}


def played(pile: Sequence[str]) -> list[tuple[str, bool]]:
    """A discard pile of face-up cards."""
    return [(card, True) for card in pile]


# -- FIM DO TURNO -------------------------------------------------------------------------------


def test_first_turn_draws_up_to_three():
    """PREPARAÇÃO 7: 'Cada jogador deverá tirar 1 carta ... para criar a sua mão'; FIM DO
    TURNO: 'tira ... cartas do seu baralho ... até voltar a ter 3 na mão'. The single card
    is thrown, so the first turn ends drawing 3."""
    state = checked(started(2, seed=0))
    assert [len(hand) for hand in state.hands] == [1, 1]
    top_three = state.decks[0][-3:]
    state, events = play(state, ThrowFaceDown(state.hands[0][0], 2, 2), EndTurn())
    assert events[-2:] == [CardsDrawn(0, 3), TurnStarted(1)]
    assert state.hands[0] == tuple(reversed(top_three))
    assert len(state.decks[0]) == 13 - 1 - 3


def test_usual_turn_draws_one():
    """FIM DO TURNO: '(normalmente, basta tirar 1 carta)'."""
    state = checked(with_hand(turn_of(started(2, seed=0), 0), 0, ["line", "hook", "kite"]))
    top = state.decks[0][-1]
    state, events = play(state, ThrowFaceDown("hook", 2, 2), EndTurn())
    assert events[-2:] == [CardsDrawn(0, 1), TurnStarted(1)]
    assert state.hands[0] == ("line", "kite", top)


def test_a_short_deck_draws_what_it_can():
    """FIM DO TURNO: 'tira, se puder, cartas': with 2 cards left in the deck the hand ends at
    2, and with none left nothing is drawn; the player goes on while holding cards."""
    state = with_discards(started(2, seed=0), 0, played(CARD_NAMES[:10]))
    state = with_pawn(with_hand(state, 0, ["sun_embrace"]), 0, (GROUND, 2, 2))
    state = checked(state)
    assert state.decks[0] == ("sun_far_row", "sun_fan")
    state, events = play(state, ThrowFaceDown("sun_embrace", 4, 4), EndTurn())
    assert events[-2:] == [CardsDrawn(0, 2), TurnStarted(1)]
    assert state.hands[0] == ("sun_fan", "sun_far_row") and state.decks[0] == ()
    state = turn_of(state, 0)
    state, events = play(state, ThrowFaceUp("sun_fan", 0, 0), EndTurn())  # B2, D2, C4
    assert not any(isinstance(e, CardsDrawn) for e in events)
    assert state.hands[0] == ("sun_far_row",) and state.out[0] == ""


def test_must_throw_before_ending_the_turn():
    """ARREMESSAR COR (OBRIGATÓRIO): 'Esta ação é obrigatória'."""
    state = checked(started(2, seed=0))
    refused(state, EndTurn(), "holi.illegal.must_throw")
    assert EndTurn() not in GAME.legal_actions(state)
    state, _ = play(state, Move(3, 3))
    refused(state, EndTurn(), "holi.illegal.must_throw")


def test_out_of_cards_after_drawing():
    """FIM DO TURNO: 'Se ele ... ficar sem cartas de cor na mão, será o FIM DO JOGO para
    ele' (the deck is empty, so nothing can be drawn)."""
    state = with_discards(started(2, seed=0), 0, played(c for c in CARD_NAMES if c != "line"))
    state = checked(with_hand(state, 0, ["line"]))
    assert state.decks[0] == ()
    state, events = play(state, ThrowFaceUp("line", 0, 0), EndTurn())
    assert events[-2:] == [PlayerOut(0, NO_CARDS), TurnStarted(1)]
    assert state.out == (NO_CARDS, "")
    assert state.current == 1 and state.step is Step.TURN


def test_out_of_tokens_ends_the_turn_at_once():
    """JOGUE UMA CARTA VIRADA PARA CIMA Nota: 'Se um jogador esgotar as suas fichas
    coloridas, fica sem poder executar ações até ao fim da partida'; FIM DO TURNO: 'Se ele
    esgotar a sua provisão de fichas coloridas ... será o FIM DO JOGO para ele'."""
    state = checked(with_hand(with_own_tokens(started(2, seed=0), 0, 1), 0, ["line"]))
    state, events = play(state, ThrowFaceDown("line", 2, 2))
    assert events == [
        CardPlayed(0, HIDDEN, False),  # a face-down card stays hidden
        TokenThrown(0, GROUND, 2, 2),
        TokenLanded(0, GROUND, 2, 2),
        CardsDrawn(0, 3),
        PlayerOut(0, NO_TOKENS),
        TurnStarted(1),
    ]
    assert state.out == (NO_TOKENS, "") and state.current == 1


def _no_throw_position(climbable: bool = False) -> HoliState:
    """Three players; the ground floor has tokens on columns B, D and F, so every square has
    at least 2 of its 4 sides blocked (by a token or the edge) and no square is surrounded,
    even after a pawn takes the token of the square it moves to. Yellow (seat 1) last threw
    face down and holds only sun_embrace, which needs 3 free sides around the pawn. Blue
    (seat 0) is to act. With `climbable`, C2 and C4 get tokens too, so C3 is surrounded."""
    tokens = {(GROUND, x, y): y % 2 for y in range(SIDE) for x in (1, 3, 5)}
    if climbable:
        tokens |= {(GROUND, 2, 1): 0, (GROUND, 2, 3): 1}
    state = started(3, seed=0)
    for player, position in enumerate(((GROUND, 0, 0), (GROUND, 4, 5), (GROUND, 4, 0))):
        state = with_pawn(state, player, position)
    state = with_tokens(turn_of(state, 0), tokens)
    state = with_hand(with_discards(state, 1, [("line", False)]), 1, ["sun_embrace"])
    return checked(with_hand(state, 0, ["corner"]))


def test_a_player_who_cannot_throw_is_out_and_the_turn_passes_on():
    """ARREMESSAR COR: 'se um jogador não conseguir Arremessar Cor no seu turno, será o FIM
    DO JOGO para ele'; FIM DO TURNO: 'Se ele chegar ao fim do seu jogo, a partida prossegue
    com o que está à sua esquerda'. Our ruling: out at once when no throw is possible even
    after moving or climbing."""
    state = _no_throw_position()
    stuck = turn_of(state, 1)
    assert all(ends_own_game(stuck, action) for action in GAME.legal_actions(stuck))
    state, events = play(state, ThrowFaceDown("corner", 0, 5), EndTurn())
    assert events[-4:] == [
        CardsDrawn(0, 3),
        TurnStarted(1),
        PlayerOut(1, CANNOT_THROW),
        TurnStarted(2),
    ]
    assert state.out == ("", CANNOT_THROW, "")
    assert state.current == 2 and state.step is Step.TURN


def test_a_player_who_can_throw_after_moving_and_climbing_plays_on():
    """Our ruling: only a player with no throw 'even after moving or climbing' is out. With
    C3 surrounded, yellow moves there, climbs and throws on the empty middle floor; any
    other move is offered too (COMPONENTS.md: Move follows the rulebook literally) but
    would leave no throw, and ends yellow's game."""
    state = _no_throw_position(climbable=True)
    state, events = play(state, ThrowFaceDown("corner", 0, 5), EndTurn())
    assert events[-1] == TurnStarted(1)
    assert state.out == ("", "", "") and state.current == 1
    actions = GAME.legal_actions(state)
    assert [a for a in actions if not ends_own_game(state, a)] == [Move(2, 2)]
    assert len(actions) > 1
    state, _ = play(state, Move(2, 2), Climb())
    assert ThrowFaceUp("sun_embrace", 0, 0) in GAME.legal_actions(state)


def test_turns_go_clockwise_skipping_players_out():
    """COMO JOGAR: '... prosseguindo no sentido horário'; FIM DO TURNO: 'Se ele chegar ao
    fim do seu jogo, a partida prossegue com o que está à sua esquerda'. Seat 2 is out."""
    state = turn_of(started(4, seed=0), 1)
    state.out = ("", "", NO_CARDS, "")
    state = checked(state)
    order = []
    for _ in range(5):
        throw = next(a for a in GAME.legal_actions(state) if a not in (Climb(), EndTurn()))
        assert isinstance(throw, ThrowFaceUp | ThrowFaceDown)
        state, _ = play(state, throw, EndTurn())
        order.append(state.current)
    assert order == [3, 0, 1, 3, 0]


def test_the_game_goes_on_while_one_player_is_still_in():
    """FIM DO JOGO: 'Quando todos os jogadores chegarem ao fim do seu jogo, passa-se à
    PONTUAÇÃO': one player left plays turn after turn."""
    state = turn_of(started(2, seed=0), 0)
    state.out = ("", NO_CARDS)
    state = checked(state)
    state, events = play(state, ThrowFaceDown(state.hands[0][0], 2, 2), EndTurn())
    assert events[-1] == TurnStarted(0)
    assert state.current == 0 and state.step is Step.TURN
    assert not GAME.is_over(state) and GAME.outcome(state) is None


def test_the_game_ends_when_every_player_is_out():
    """FIM DO JOGO: 'Quando todos os jogadores chegarem ao fim do seu jogo, passa-se à
    PONTUAÇÃO'. Blue's line lands 2 ground tokens (2 points); yellow has 1 (1 point)."""
    state = with_tokens(started(2, seed=0), {(GROUND, 0, 5): 1})
    state = with_pawn(turn_of(state, 0), 0, (GROUND, 2, 2))
    state.out = ("", NO_TOKENS)
    state = with_discards(state, 0, played(c for c in CARD_NAMES if c != "line"))
    state = checked(with_hand(state, 0, ["line"]))
    state, events = play(state, ThrowFaceUp("line", 0, 0), EndTurn())
    assert events[-2:] == [PlayerOut(0, NO_CARDS), GameEnded((0,), (2, 1), None)]
    assert GAME.is_over(state) and state.decision is None
    assert GAME.outcome(state) == Outcome((0,))
    assert GAME.legal_actions(state) == []
    refused(state, EndTurn(), "holi.illegal.game_over")


def test_the_last_player_unable_to_throw_ends_the_game():
    """FIM DO JOGO: 'A partida termina para um jogador quando este já não consegue Arremessar
    Cor'; 'Quando todos os jogadores chegarem ao fim do seu jogo, passa-se à PONTUAÇÃO'.
    Yellow is out; blue throws its line face down on A6 and draws its last card,
    sun_embrace, which fits nowhere on a ground floor with tokens on columns B, D and F;
    next turn blue may not throw face down again, so blue is out and the game is over.
    Blue: 9 tokens in the columns + A6 = 10 points; yellow 9."""
    tokens = {(GROUND, x, y): y % 2 for y in range(SIDE) for x in (1, 3, 5)}
    state = with_tokens(started(2, seed=0), tokens)
    state = with_pawn(with_pawn(turn_of(state, 0), 0, (GROUND, 0, 0)), 1, (GROUND, 4, 5))
    state.out = ("", NO_CARDS)
    others = [c for c in CARD_NAMES if c not in ("line", "sun_embrace")]
    state = checked(with_hand(with_discards(state, 0, played(others)), 0, ["line"]))
    assert state.decks[0] == ("sun_embrace",)
    state, events = play(state, ThrowFaceDown("line", 0, 5), EndTurn())
    assert events[-4:] == [
        CardsDrawn(0, 1),
        TurnStarted(0),
        PlayerOut(0, CANNOT_THROW),
        GameEnded((0,), (10, 9), None),
    ]
    assert state.out == (CANNOT_THROW, NO_CARDS)
    assert GAME.is_over(state) and GAME.outcome(state) == Outcome((0,))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"rivalry_random": 3}])
def test_a_random_game_ends_with_every_player_out(players, options):
    """FIM DO JOGO: the game ends only 'Quando todos os jogadores chegarem ao fim do seu
    jogo'; O jogador que tiver mais pontos é o vencedor."""
    record, state = play_random_game(GAME, players, seed=11, options=options)
    assert GAME.is_over(state) and len(record.actions) > players
    assert all(state.out)
    totals = [score.total for score in GAME.scores(state)]
    outcome = GAME.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    assert totals[outcome.winners[0]] == max(totals)


# -- PONTUAÇÃO ----------------------------------------------------------------------------------


def test_breakdown_names_every_category_in_order():
    """PONTUAÇÃO: floors, colour on the others, sweets and rivalry cards, and 'Lembre-se: os
    jogadores podem ter ganho pontos durante o jogo devido aos Impactos Diretos'."""
    state = started(3, seed=0)
    for score in GAME.scores(state):
        assert tuple(key for key, _ in score.breakdown) == CATEGORIES
        assert score.total == 0
    assert CATEGORIES == (
        "holi.category.ground_floor",
        "holi.category.middle_floor",
        "holi.category.top_floor",
        "holi.category.colour_on_others",
        "holi.category.sweets",
        "holi.category.direct_hits",
        "holi.category.rivalry",
    )


@pytest.mark.parametrize(("floor", "each"), [(GROUND, 1), (MIDDLE, 2), (TOP, 3)])
def test_own_tokens_score_by_floor(floor, each):
    """PONTUAÇÃO: 'CADA FICHA COLORIDA NUM PÁTIO DA TORRE VALE: 3 PONTOS / 2 PONTOS /
    1 PONTO' (top, middle, ground). Two blue tokens on `floor` (what props them up below
    is yellow's)."""
    tokens = {}
    for x in (2, 3):
        for below in range(GROUND, floor):
            tokens[(below, x, 2)] = 1
        tokens[(floor, x, 2)] = 0
    state = checked(with_tokens(started(2, seed=0), tokens))
    name = {GROUND: "ground", MIDDLE: "middle", TOP: "top"}[floor]
    assert breakdown(state, 0) == points(**{name: 2 * each})
    assert GAME.scores(state)[0].total == 2 * each
    props = {GROUND: 0, MIDDLE: 2 * 1, TOP: 2 * 1 + 2 * 2}[floor]  # yellow's, lower down
    assert GAME.scores(state)[1].total == props


def test_colour_on_the_others_scores_two_each():
    """PONTUAÇÃO: '2 PTS POR CADA FICHA COLORIDA NA PROVISÃO DE COR DOS OUTROS JOGADORES';
    IMPACTO DIRETO Nota: 'cada ficha colorida que se encontre na provisão de um adversário
    vale 2 pontos ao seu proprietário'. Tokens in one's own supply score nothing."""
    state = with_held(with_held(started(3, seed=0), 1, 0, 3), 2, 0, 2)
    state = checked(with_held(state, 0, 2, 1))
    assert breakdown(state, 0) == points(colour=10)
    assert breakdown(state, 1) == points()
    assert breakdown(state, 2) == points(colour=2)


@pytest.mark.parametrize(
    ("held", "expected"),
    [
        ((4, 2, 2), (10, 0, 0)),  # ties give nothing
        ((3, 3, 0), (5, 5, 0)),
        ((1, 1, 1), (0, 0, 0)),
        ((0, 6, 2), (0, 10, 5)),
    ],
)
def test_sweets_score_five_per_player_with_fewer(held, expected):
    """PONTUAÇÃO / MOVER Nota: 'os jogadores ganham 5 pontos por cada jogador que tenha
    menos fichas de guloseimas do que eles' (strictly fewer: ties give nothing)."""
    state = checked(with_sweets_held(started(3, seed=0), held))
    assert tuple(breakdown(state, p)[SWEETS] for p in range(3)) == expected


def test_sweets_with_four_players():
    """PONTUAÇÃO: '5 PTS POR CADA JOGADOR COM MENOS FICHAS DE GULOSEIMAS'."""
    state = checked(with_sweets_held(started(4, seed=0), (4, 3, 2, 1)))
    assert tuple(GAME.scores(state)[p].total for p in range(4)) == (15, 10, 5, 0)


def test_a_direct_hit_scores_during_play():
    """IMPACTO DIRETO: the token goes 'na provisão de cor do jogador atingido. É atribuído 1
    ponto ao jogador que o atingiu'; PONTUAÇÃO 'Lembre-se: ... Impactos Diretos'. Blue's
    line from C3 lands on D3 and hits yellow on E3: 1 ground token + 2 for the token in
    yellow's supply + 1 for the hit."""
    state = with_pawn(with_pawn(turn_of(started(2, seed=0), 0), 0, (GROUND, 2, 2)), 1, (1, 4, 2))
    state = checked(with_hand(state, 0, ["line"]))
    state, _ = play(state, ThrowFaceUp("line", 0, 0))
    assert breakdown(state, 0) == points(ground=1, colour=2, hits=1)
    assert GAME.scores(state)[0].total == 4
    assert breakdown(state, 1) == points()


def test_worked_example():
    """PONTUAÇÃO, every part at once (3 players, computed by hand):
    C3: ground yellow, middle blue, top blue; D4 and E5: ground blue; B2: ground red,
    middle yellow. Yellow holds 2 blue tokens, red 1 blue and 1 yellow, blue 1 yellow.
    Sweets held 4 / 2 / 2; direct-hit points 1 / 0 / 3.
    Blue:   ground 2x1, middle 1x2, top 1x3, 3 on others x2 = 6, 2 with fewer x5 = 10,
            hits 1: 24.
    Yellow: ground 1, middle 2, 2 on others = 4, sweets tied with red = 0: 7.
    Red:    ground 1, hits 3: 4."""
    tokens = {
        (GROUND, 2, 2): 1,
        (MIDDLE, 2, 2): 0,
        (TOP, 2, 2): 0,
        (GROUND, 3, 3): 0,
        (GROUND, 4, 4): 0,
        (GROUND, 1, 1): 2,
        (MIDDLE, 1, 1): 1,
    }
    state = with_tokens(started(3, seed=0), tokens)
    state = with_held(with_held(with_held(state, 1, 0, 2), 2, 0, 1), 2, 1, 1)
    state = with_held(state, 0, 1, 1)
    state = with_sweets_held(state, (4, 2, 2))
    state.hit_points = (1, 0, 3)
    state = checked(state)
    assert breakdown(state, 0) == points(ground=2, middle=2, top=3, colour=6, sweets=10, hits=1)
    assert breakdown(state, 1) == points(ground=1, middle=2, colour=4)
    assert breakdown(state, 2) == points(ground=1, hits=3)
    assert [score.total for score in GAME.scores(state)] == [24, 7, 4]
    assert GAME.outcome(finished(state)) == Outcome((0,))


# -- tie-breaks -------------------------------------------------------------------------------


def test_tie_broken_by_colour_on_the_others():
    """PONTUAÇÃO: 'Os empates são decididos em prol do jogador que tiver mais cor espalhada
    nos outros'. Blue: 4 ground tokens (4); yellow: 2 tokens in blue's supply (4)."""
    tokens = {(GROUND, x, 3): 0 for x in range(4)}
    state = with_held(with_tokens(started(2, seed=0), tokens), 0, 1, 2)
    state = finished(state)
    assert [score.total for score in GAME.scores(state)] == [4, 4]
    assert GAME.outcome(state) == Outcome((1,), TIEBREAK_COLOUR_ON_OTHERS)
    assert TIEBREAK_COLOUR_ON_OTHERS == "holi.tiebreak.colour_on_others"


def test_tie_broken_by_sweets():
    """PONTUAÇÃO: ties go to more colour on the others, 'depois pela quantidade de
    guloseimas recolhidas'. Each has 1 token in the other's supply (2); blue adds 5 ground
    tokens (5), yellow 2 sweets to none (5): 7 each."""
    tokens = {(GROUND, x, 3): 0 for x in range(5)}
    state = with_held(with_held(with_tokens(started(2, seed=0), tokens), 0, 1, 1), 1, 0, 1)
    state = finished(with_sweets_held(state, (0, 2)))
    assert [score.total for score in GAME.scores(state)] == [7, 7]
    assert GAME.outcome(state) == Outcome((1,), TIEBREAK_SWEETS)
    assert TIEBREAK_SWEETS == "holi.tiebreak.sweets"


@pytest.mark.parametrize(("first", "winner"), [(0, 0), (1, 1), (2, 0)])
def test_tie_broken_by_turn_order(first, winner):
    """PONTUAÇÃO: ties then go 'por fim, pela ordem de jogo': the earlier from the starting
    player. Blue and yellow have 3 ground tokens each and nothing else, red 1."""
    tokens = {(GROUND, x, 3): 0 for x in range(3)} | {(GROUND, x, 4): 1 for x in range(3)}
    state = with_tokens(started(3, seed=0), tokens | {(GROUND, 5, 2): 2})
    state.first = first
    state = finished(state)
    assert [score.total for score in GAME.scores(state)] == [3, 3, 1]
    assert GAME.outcome(state) == Outcome((winner,), TIEBREAK_TURN_ORDER)
    assert TIEBREAK_TURN_ORDER == "holi.tiebreak.turn_order"


def test_tie_break_looks_only_at_the_leaders():
    """PONTUAÇÃO: 'O jogador que tiver mais pontos é o vencedor'; the tie-breaks decide
    only between the tied leaders. Blue and yellow: 1 token on the others (2) and 2 sweets
    to red's none (5): 7 each, level on both tie-breaks. Red has the most colour on the
    others (3 tokens: 6) but trails, and is the starting player: turn order from red gives
    blue, not red."""
    state = with_held(with_held(started(3, seed=0), 1, 0, 1), 0, 1, 1)
    state = with_held(with_held(state, 0, 2, 2), 1, 2, 1)
    state = with_sweets_held(state, (2, 2, 0))
    state.first = 2
    state = finished(state)
    assert [score.total for score in GAME.scores(state)] == [7, 7, 6]
    assert GAME.outcome(state) == Outcome((0,), TIEBREAK_TURN_ORDER)
