"""`favelas play --game feuville` and the Feuville modes of bench and fuzz: whole games in the
terminal, the score table, typed words and refusals in words."""

from __future__ import annotations

import io
import json
import re

import pytest
from cli_run import assert_words, run

from favelas_app.cli import feuville_text
from favelas_app.cli.main import build_parser, main
from favelas_app.cli.play import run_play
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.games import get_game
from favelas_app.games.feuville.actions import EndTurn, Pass, RollAgain, Stop
from favelas_app.games.feuville.components import CHARMS
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_all_ai_game_is_told_in_words_and_ends_with_a_score_table(players: int) -> None:
    """AI seats play a whole game of Feuville: the log opens with the roll-off for the cup,
    tells every turn, and ends with the final table, the points by category and the winner."""
    code, text = run("play", "--game", "feuville", "--players", str(players), "--seed", "5")
    assert code == 0
    assert_words(text, "feuville")
    lines = text.strip().splitlines()
    assert lines[0].startswith("Rolling for the cup: ")
    assert lines[-1].startswith(("Winner: ", "Shared victory: "))
    assert "The game is over." in text and "Final scores" in text
    assert sum(line.startswith("— P") for line in lines) >= 3 * players
    assert "Display  1 Entertainer" in text and text.count("Board: ") == players
    catalog = Catalog()
    table = text[text.index("Final scores") :]
    for category in CATEGORIES:
        assert catalog.text(f"feuville.category.{category}") in table


def test_json_ends_the_output_with_scores_by_category_and_the_winner() -> None:
    """--json's last line has the game, seed, players, points per category adding up to each
    total, the decrees each evaluated, and the winners among those with the most points."""
    code, text = run("play", "--game", "feuville", "--players", "3", "--seed", "11", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["game"] == "feuville" and result["seed"] == 11
    assert [p["name"] for p in result["players"]] == ["P1", "P2", "P3"]
    for score in result["scores"]:
        assert set(CATEGORIES) <= set(score) and score["decrees_evaluated"] >= 0
        assert score["total"] == sum(score[c] for c in CATEGORIES)
        assert result["final"][score["player"]] == score["total"]
    best = max(result["final"].values())
    assert result["winner"] and all(result["final"][name] == best for name in result["winner"])


def test_the_same_seed_plays_the_same_game() -> None:
    """A Feuville game is reproducible from its seed."""
    argv = ("play", "--game", "feuville", "--players", "2", "--seed", "9", "--json")
    assert run(*argv) == run(*argv)


def test_a_record_replays_to_the_same_scores(tmp_path) -> None:
    """--record writes a record that replays to the scores the game printed."""
    from favelas_app.core.record import GameRecord, replay

    path = tmp_path / "feuville.json"
    argv = ["play", "--game", "feuville", "--players", "4", "--seed", "2", "--json"]
    code, text = run(*argv, "--record", str(path))
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    record = GameRecord.loads(path.read_text(encoding="utf-8"), get_game)
    state = replay(GAME, record.setup, record.seed, record.actions)
    assert [s.total for s in GAME.scores(state)] == list(result["final"].values())


def test_a_person_plays_by_numbers_and_hears_why_a_move_is_refused() -> None:
    """A human seat sees the display, the towns and numbered choices; answers that are not a
    choice get the hint, refused typed words get the rule in words; the game then ends."""
    answers = iter(["99", "end", "pass", "stop", "hello"] + ["1"] * 5000)
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    out = io.StringIO()
    args = build_parser().parse_args(
        ["play", "--game", "feuville", "--players", "2", "--humans", "1", "--seed", "3",
         "--names", "Ana,Bo"]
    )  # fmt: skip
    assert run_play(args, out, ask=ask) == 0
    text = out.getvalue()
    assert_words(text, "feuville")
    catalog = Catalog()
    hint = catalog.text(feuville_text.NOT_A_CHOICE, count=2).split("{")[0][:20]
    assert hint in text  # "99" and "hello"
    assert "Use both dice before you end your turn." in text
    assert "There is nothing to decline now." in text
    assert "That choice is not offered now." in text  # "stop"
    assert "Ana\u2019s turn — you rolled " in text and "Still open: " in text
    assert "▶ 1 Ana (red)" in text and "x     0" in text and "Wall  START" in text
    assert "    1) take " in text  # die choices under their heading
    assert "Winner" in text or "Shared victory" in text
    assert len(prompts) > 20


def test_typed_words_become_actions() -> None:
    """ "end", "pass", "roll" and "stop" are read as actions, in any case and spacing;
    anything else is not, and nothing once the game is over."""
    state = GAME.new_game(Setup(2), 0)
    assert feuville_text.parse_input(state, "end") == EndTurn()
    assert feuville_text.parse_input(state, "  PASS ") == Pass()
    assert feuville_text.parse_input(state, "roll") == RollAgain()
    assert feuville_text.parse_input(state, "Stop") == Stop()
    for nonsense in ("end turn now", "burn 2", "7", "", "take"):
        assert feuville_text.parse_input(state, nonsense) is None
    over = state.copy()
    over.over = True
    assert feuville_text.parse_input(over, "end") is None


def test_every_choice_is_numbered_once_in_order() -> None:
    """The choice lines number every legal action exactly once, 1 to n, in the engine's order,
    grouping die choices under where the die goes."""
    catalog = Catalog()
    state = GAME.new_game(Setup(3), 6)
    actions = GAME.legal_actions(state)
    lines = feuville_text.choice_lines(catalog, state, actions)
    numbers = [int(m.group(1)) for line in lines if (m := re.match(r"\s+(\d+)\) ", line))]
    assert numbers == list(range(1, len(actions) + 1))
    assert any(line.strip().startswith("Both dice to the gnome as the Mayor:") for line in lines)


def test_bench_engine_measures_feuville_for_every_player_count() -> None:
    """`favelas bench engine --game feuville --json` ends with games per second for 2, 3, 4."""
    code, text = run("bench", "engine", "--game", "feuville", "--seconds", "0.2", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result["game"] == "feuville"
    assert set(result["games_per_second"]) == {"2", "3", "4"}
    assert all(rate > 0 for rate in result["games_per_second"].values())


def test_fuzz_plays_feuville_with_every_invariant_checked() -> None:
    """`favelas fuzz --game feuville --games 5` passes and says so in JSON."""
    code, text = run("fuzz", "--game", "feuville", "--games", "5", "--json")
    assert code == 0
    result = json.loads(text.strip().splitlines()[-1])
    assert result == {**result, "game": "feuville", "ok": True, "games": 5}


def test_feuville_has_no_rivalry_cards() -> None:
    """--rivalry belongs to Holi: with --game feuville it is refused with exit code 2."""
    with pytest.raises(SystemExit) as exit_info:
        main(["play", "--game", "feuville", "--rivalry", "summit"], io.StringIO())
    assert exit_info.value.code == 2


def test_the_table_shows_other_players_fairy_magic_face_down() -> None:
    """The Fairy Magic: "You may place this magic charm (face down) on your player board": the
    table drawn for the deciding player names their own charm and shows the others' face
    down, as all seats share one screen."""
    catalog = Catalog()
    state = GAME.new_game(Setup(2), 0)
    kept = [c for c in state.charm_pile if CHARMS[c].kind == "fire_protection"]
    state.charm_pile = tuple(c for c in state.charm_pile if c not in kept[:2])
    state.charms = ((kept[0],), (kept[1],))
    GAME.check_invariants(state)
    seat = state.current
    view = GAME.view(state, seat)
    mine = feuville_text.board_text(catalog, view, seat)
    theirs = feuville_text.board_text(catalog, view, 1 - seat)
    assert "fairy magic: Fire Protection" in mine
    assert "fairy magic: a face-down fairy magic tile" in theirs
    assert "Fire Protection" not in theirs
