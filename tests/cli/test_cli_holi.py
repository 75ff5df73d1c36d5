"""`favelas play --game holi` and the Holi modes of bench and fuzz: whole games in the terminal,
the rivalry option, typed moves and refusals in words."""

from __future__ import annotations

import io
import json

import pytest
from cli_run import assert_words, run

from favelas_app.cli import holi_text
from favelas_app.cli.main import build_parser, main
from favelas_app.cli.play import run_play
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.games import get_game
from favelas_app.games.holi.actions import Climb, EndTurn, Move, ThrowFaceDown
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import Step

CATEGORIES = (
    "ground_floor",
    "middle_floor",
    "top_floor",
    "colour_on_others",
    "sweets",
    "direct_hits",
    "rivalry",
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_all_ai_game_is_told_in_words_and_ends_with_a_winner(players: int) -> None:
    """AI seats play a whole game of Holi; the log, the final tower and the score table are
    in words and the last line names the winner."""
    code, text = run("play", "--game", "holi", "--players", str(players), "--seed", "5")
    assert code == 0
    assert_words(text, "holi")
    lines = text.strip().splitlines()
    assert lines[-1].startswith(("Winner: ", "Shared victory: "))
    assert "— P1\u2019s turn —" in text and "The game is over." in text
    assert "Ground floor" in text and "Top floor" in text and "Final scores" in text
    assert sum(line.startswith("— P") for line in lines) >= 3 * players


def test_json_ends_the_output_with_scores_by_category_and_the_winner() -> None:
    """--json's last line has the game, seed, players, points per category adding up to each
    total, and the winner among those with the most points."""
    code, text = run("play", "--game", "holi", "--players", "3", "--seed", "11", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["game"] == "holi" and result["seed"] == 11
    assert [p["name"] for p in result["players"]] == ["P1", "P2", "P3"]
    assert result["rivalry"] == []
    for score in result["scores"]:
        assert set(CATEGORIES) <= set(score)
        assert score["total"] == sum(score[c] for c in CATEGORIES)
        assert result["final"][score["player"]] == score["total"]
    best = max(result["final"].values())
    assert len(result["winner"]) == 1 and result["final"][result["winner"][0]] == best


def test_the_same_seed_plays_the_same_game() -> None:
    """A Holi game is reproducible from its seed."""
    argv = ("play", "--game", "holi", "--players", "2", "--seed", "9", "--json")
    assert run(*argv) == run(*argv)


def test_rivalry_cards_are_played_shown_and_recorded(tmp_path) -> None:
    """--rivalry puts the named cards in play: they are in the JSON and in the record's
    setup options, which replays to the same scores."""
    from favelas_app.core.record import GameRecord, replay

    path = tmp_path / "holi.json"
    argv = ["play", "--game", "holi", "--players", "2", "--seed", "4", "--json"]
    code, text = run(*argv, "--rivalry", "summit, double_hit", "--record", str(path))
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["rivalry"] == ["summit", "double_hit"]
    record = GameRecord.loads(path.read_text(encoding="utf-8"), get_game)
    assert record.setup.options == {"rivalry": ["summit", "double_hit"]}
    state = replay(GAME, record.setup, record.seed, record.actions)
    assert [s.total for s in GAME.scores(state)] == list(result["final"].values())
    assert "Summit" in text and "Double hit" in text  # the final table lists them


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "holi", "--rivalry", "confetti"], "no rivalry card called confetti"),
        (["--game", "holi", "--rivalry", "summit,summit"], "only once"),
        (["--game", "holi", "--rivalry", "summit,splash,column,nimble"], "at most 3"),
        (["--game", "holi", "--rivalry", ","], "at least one"),
        (["--game", "favelas", "--rivalry", "summit"], "Holi only"),
        (["--rivalry", "summit"], "Holi only"),
        (["--game", "holi", "--players", "5"], "2 to 4 players, not 5"),
    ],
)
def test_bad_rivalry_options_exit_2_with_a_clear_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Unknown, repeated or too many rivalry cards, or rivalry cards for another game, are
    refused by the parser with exit code 2 and a message naming the problem."""
    with pytest.raises(SystemExit) as exit_info:
        main(["play", *argv], io.StringIO())
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_a_person_plays_by_numbers_and_hears_why_a_move_is_refused() -> None:
    """A human seat sees the tower, its hand and numbered choices; answers that are not a
    choice get the hint, refused typed moves get the rule in words; the game then ends."""
    answers = iter(["end", "1", "end", "climb", "99", "move Z9"] + ["1"] * 5000)
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    out = io.StringIO()
    args = build_parser().parse_args(
        ["play", "--game", "holi", "--players", "2", "--humans", "1", "--seed", "3",
         "--names", "Ana,Bo"]
    )  # fmt: skip
    assert run_play(args, out, ask=ask) == 0
    text = out.getvalue()
    assert_words(text, "holi")
    catalog = Catalog()
    hint = catalog.text(holi_text.NOT_A_CHOICE, count=2).split("{")[0][:20]
    assert hint in text  # "end" before the pawn is placed, "99", "move Z9"
    assert "Throw colour first: it is a must before you end your turn." in text
    assert "Nobody climbs from an edge or corner square." in text
    assert "Ana: put your pawn on a free corner of the ground floor." in text
    assert "Ana\u2019s turn — still open: throw colour (you must), move." in text
    assert "Your hand, Ana:" in text and "   A  B  C  D  E  F" in text
    assert "Winner" in text or "Shared victory" in text
    assert len(prompts) > 20


def test_typed_moves_become_actions() -> None:
    """ "move C4", "down 2 C4", "climb" and "end" are read as actions; anything else is not,
    and nothing is typed before the pawn stands on the tower."""
    state = GAME.new_game(Setup(2), 0)
    assert holi_text.parse_input(state, "climb") is None  # set-up: choose by number
    while state.step is Step.PLACE_PAWN:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    hand = state.hands[state.current]
    assert holi_text.parse_input(state, "move C4") == Move(2, 3)
    assert holi_text.parse_input(state, "  MOVE a1 ") == Move(0, 0)
    assert holi_text.parse_input(state, "down 1 F6") == ThrowFaceDown(hand[0], 5, 5)
    assert holi_text.parse_input(state, "climb") == Climb()
    assert holi_text.parse_input(state, "end") == EndTurn()
    for nonsense in ("move G1", "move C7", "move", "down 9 C4", "jump", "C4", ""):
        assert holi_text.parse_input(state, nonsense) is None
    free = next(a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceDown))
    typed = f"down {hand.index(free.card) + 1} {'ABCDEF'[free.x]}{free.y + 1}"
    assert holi_text.parse_input(state, typed) == free


def test_bench_engine_measures_holi_for_every_player_count() -> None:
    """`favelas bench engine --game holi --json` ends with games per second for 2, 3, 4."""
    code, text = run("bench", "engine", "--game", "holi", "--seconds", "0.2", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["game"] == "holi"
    assert set(result["games_per_second"]) == {"2", "3", "4"}
    assert all(rate > 0 for rate in result["games_per_second"].values())


def test_fuzz_plays_holi_with_every_invariant_checked() -> None:
    """`favelas fuzz --game holi --games 5` passes and says so in JSON."""
    code, text = run("fuzz", "--game", "holi", "--games", "5", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result == {**result, "game": "holi", "ok": True, "games": 5}


def test_choices_warn_of_a_move_or_climb_that_would_end_the_players_game() -> None:
    """COMPONENTS.md: a Move or Climb that leaves no throw is offered, and the table warns
    first. In the first random position where some are offered, exactly those squares end
    in "!" with the legend in words, and such a Climb carries the warning on its line."""
    from favelas_app.core.fuzz import play_random_game
    from favelas_app.games.holi.rules import ends_own_game

    catalog = Catalog("en")
    for seed in range(50):
        record, _ = play_random_game(GAME, 3, seed, check=False)
        state = GAME.new_game(record.setup, record.seed)
        for action in record.actions:
            legal = GAME.legal_actions(state)
            ending = [a for a in legal if ends_own_game(state, a)]
            if ending:
                text = "\n".join(holi_text.choice_lines(catalog, state, legal))
                squares = {w[:-1] for w in text.split() if w.endswith("!") and len(w) == 3}
                moves = {holi_text.square_name(a.x, a.y) for a in ending if isinstance(a, Move)}
                assert squares == moves
                legend = catalog.text("holi.text.ends_game_legend")
                assert (legend in text) == bool(moves)
                if Climb() in ending:
                    assert catalog.text("holi.text.ends_game") in text
                return
            state, _ = GAME.apply(state, action)
    pytest.fail("random play never offered a move that ends the player's game")
