"""The end of a game of Feuville and the final scoring (feuville_en.md END OF THE GAME;
feuville_de.md SPIELENDE; COMPONENTS.md ruling on the fewest decrees; rules.py rulings on the
end of the round and shared victories; scoring.py)."""

from __future__ import annotations

import pytest
from feuville_positions import (
    breakdown,
    play,
    refused,
    started,
    totals,
    turn,
    with_decrees_left,
    with_evaluated_count,
    with_first,
    with_points,
    with_stored_decree,
    with_stored_tile,
)

from favelas_app.core.protocol import Outcome, Score
from favelas_app.games.feuville.actions import (
    EndTurn,
    Pass,
    Store,
    TakeDecree,
    UseSkill,
)
from favelas_app.games.feuville.events import (
    DecreeRevealed,
    EndTriggered,
    GameEnded,
    PointsScored,
    TurnStarted,
)
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES
from favelas_app.games.feuville.state import EMPTY, GNOME, FeuvilleState


def _last_decrees(first: int, current: int, stack: int = 0, players: int = 3) -> FeuvilleState:
    """`players` players, `first` holds the cup, `current` to act; `stack` decrees are left
    face down, the six on display."""
    state = with_first(turn(started(players, 0), current, (3, 5)), first)
    return with_decrees_left(state, stack)


def _take_a_decree(state: FeuvilleState, column: int = 1) -> FeuvilleState:
    """The current player's gnome takes the decree of `column` and stores it."""
    after, _ = play(state, TakeDecree(GNOME, column), Store())
    return after


def _quiet_turn(state: FeuvilleState) -> tuple[FeuvilleState, list]:
    """The current player's gnome goes to the Mayor, who takes nothing; End Turn."""
    return play(state, UseSkill(GNOME, 5), Pass(), EndTurn())


# -- when the game ends ------------------------------------------------------------------------


def test_the_end_is_triggered_when_the_decrees_cannot_be_refilled() -> None:
    """END OF THE GAME: "The end of the game sets in as soon as you can no longer replenish the
    Royal Decrees on the game board": with the stack empty, the space of a taken decree
    stays empty at End Turn, the end is triggered and the next player plays on."""
    state = _take_a_decree(_last_decrees(first=0, current=1))
    after, events = play(state, EndTurn())
    assert events[0] == EndTriggered(1)
    assert TurnStarted(2) in events
    assert after.ending
    assert not after.over
    assert after.decree_display[0] == EMPTY


def test_the_last_decree_fills_what_it_can() -> None:
    """END OF THE GAME: the end sets in when the display can "no longer" be replenished: with
    one decree left and two gaps, the left gap is filled, the right one is not."""
    state = _last_decrees(first=0, current=1, stack=1)
    last = state.decree_stack[-1]
    state, _ = play(state, TakeDecree(0), Store(), TakeDecree(1), Store())
    after, events = play(state, EndTurn())
    assert events[:2] == [DecreeRevealed(last, 3), EndTriggered(1)]
    assert after.decree_display[2] == last
    assert after.decree_display[4] == EMPTY


def test_no_end_while_the_display_is_full() -> None:
    """END OF THE GAME: only a gap that cannot be closed ends the game: with the stack empty but
    no decree taken, nothing is missing."""
    state = _last_decrees(first=0, current=1)
    after, events = _quiet_turn(state)
    assert not after.ending
    assert not [e for e in events if isinstance(e, EndTriggered)]


def test_the_round_is_finished() -> None:
    """END OF THE GAME: "Then continue that round to the end, so that all players have the same
    number of turns": player 1 triggers the end, player 2 plays, then the game is over before
    player 0 (who holds the cup) would begin a new round."""
    state = _take_a_decree(_last_decrees(first=0, current=1))
    after, _ = play(state, EndTurn())
    assert after.current == 2
    after, events = _quiet_turn(after)
    assert after.over
    assert isinstance(events[-1], GameEnded)
    assert not [e for e in events if isinstance(e, TurnStarted)]


def test_the_player_before_the_starting_player_ends_the_game_at_once() -> None:
    """END OF THE GAME: "If the starting player cannot reveal any more Royal Decrees and thus
    cannot close the gap, the game ends immediately" (rules.py ruling: "straight away if the
    player before the starting player could not refill them", the round being complete)."""
    state = _take_a_decree(_last_decrees(first=1, current=0))
    after, events = play(state, EndTurn())
    assert events[0] == EndTriggered(0)
    assert after.over
    assert isinstance(events[-1], GameEnded)
    assert not [e for e in events if isinstance(e, TurnStarted)]


def test_the_starting_player_triggering_plays_the_whole_round() -> None:
    """END OF THE GAME: "so that all players have the same number of turns": the starting
    player triggers the end, so the two others still play; the game ends after the third."""
    state = _take_a_decree(_last_decrees(first=0, current=0))
    after, events = play(state, EndTurn())
    assert events[0] == EndTriggered(0)
    seen = [after.current]
    after, _ = _quiet_turn(after)
    seen.append(after.current)
    assert not after.over
    after, events = _quiet_turn(after)
    assert seen == [1, 2]
    assert after.over
    assert isinstance(events[-1], GameEnded)


def test_the_end_is_triggered_once() -> None:
    """END OF THE GAME: the end "sets in" once; later gaps in the last round trigger nothing new."""
    state = _take_a_decree(_last_decrees(first=0, current=0))
    after, _ = play(state, EndTurn())
    after = _take_a_decree(after, 2)
    after, events = play(after, EndTurn())
    assert not [e for e in events if isinstance(e, EndTriggered)]
    assert after.current == 2


# -- the final scoring -------------------------------------------------------------------------


def _finished(evaluated: tuple[int, ...], points: tuple[int, ...]) -> tuple[FeuvilleState, list]:
    """Three players who evaluated `evaluated` decrees and scored `points` (districts); player 2,
    before the starting player 0, ends the game."""
    state = _last_decrees(first=0, current=2, stack=5)
    state = with_evaluated_count(state, evaluated)
    state = with_decrees_left(state, 0)
    for p, value in enumerate(points):
        state = with_points(state, p, districts=value)
    state = _take_a_decree(state)
    return play(state, EndTurn())


def test_seven_points_to_everyone_tied_for_fewest_decrees() -> None:
    """END OF THE GAME: "the player with the fewest Royal Decrees receives another 7 points"
    (COMPONENTS.md: "+7 to every player tied for fewest"): players 1 and 2 evaluated one
    decree each, player 0 two."""
    after, events = _finished((2, 1, 1), (20, 12, 10))
    bonus = [e for e in events if isinstance(e, PointsScored)]
    assert bonus == [PointsScored(1, 7, "fewest_decrees"), PointsScored(2, 7, "fewest_decrees")]
    assert totals(after) == (20, 19, 17)
    assert [breakdown(after, p)["fewest_decrees"] for p in range(3)] == [0, 7, 7]


def test_seven_points_even_with_no_decree() -> None:
    """END OF THE GAME: the fewest may be none at all: a player who evaluated no decree gets 7."""
    _, events = _finished((0, 1, 3), (0, 0, 0))
    assert [e for e in events if isinstance(e, PointsScored)] == [
        PointsScored(0, 7, "fewest_decrees")
    ]


def test_the_most_points_win() -> None:
    """END OF THE GAME: "The player with the most prestige points wins the game"."""
    after, events = _finished((2, 1, 1), (20, 12, 10))
    assert events[-1] == GameEnded((0,), (20, 19, 17))
    assert GAME.outcome(after) == Outcome((0,))
    assert GAME.is_over(after)


def test_players_tied_on_points_share_the_victory() -> None:
    """END OF THE GAME names no tie-break (rules.py ruling: "Players tied on points share the
    victory"): players 0 and 1 both end on 19."""
    after, events = _finished((2, 1, 2), (19, 12, 19))
    assert totals(after) == (19, 19, 19)
    assert events[-1] == GameEnded((0, 1, 2), (19, 19, 19))
    after, events = _finished((2, 1, 2), (19, 12, 3))
    assert events[-1] == GameEnded((0, 1), (19, 19, 3))
    assert GAME.outcome(after) == Outcome((0, 1))


def test_unused_tiles_and_decrees_score_nothing() -> None:
    """END OF THE GAME: "Unbuilt Building tiles and non-evaluated Royal Decrees on the player
    board yield no points"."""
    state = _last_decrees(first=0, current=2, stack=0)
    state = with_stored_tile(state, 1, 0, "S1+griffin")
    state = with_stored_decree(state, 1, 1, "status", "griffin", 3)
    state = with_evaluated_count(state, (1, 1, 1))
    after, _ = play(_take_a_decree(state), EndTurn())
    assert totals(after) == (7, 7, 7)


def test_scores_are_broken_down_by_category() -> None:
    """The score track, by where the points came from: the Entertainer, districts, the Town
    Evaluation, status symbols, Splendid View, fairy magic and the fewest-decrees bonus."""
    state = started(2, 0)
    state = with_points(state, 0, entertainer=7, districts=15, town=16, symbols=9, view=8, charms=5)
    scores = GAME.scores(state)
    assert scores[0] == Score(
        60,
        (
            ("feuville.category.entertainer", 7),
            ("feuville.category.districts", 15),
            ("feuville.category.town", 16),
            ("feuville.category.symbols", 9),
            ("feuville.category.view", 8),
            ("feuville.category.charms", 5),
            ("feuville.category.fewest_decrees", 0),
        ),
    )
    assert scores[1].total == 0
    assert len(CATEGORIES) == 7


def test_nothing_more_happens_after_the_end() -> None:
    """END OF THE GAME: once over, nobody decides anything and no action is accepted."""
    after, _ = _finished((2, 1, 1), (20, 12, 10))
    assert after.decision is None
    assert GAME.legal_actions(after) == []
    assert refused(after, EndTurn()) == "feuville.illegal.game_over"
    assert after.tasks == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_outcome_before_the_end(players: int) -> None:
    """A game under way has no winner yet."""
    state = started(players, 0)
    assert not GAME.is_over(state)
    assert GAME.outcome(state) is None
