"""Tests of saved games in favelas_app.core.saves: round trips of real Favelas games, broken
or foreign files (only SaveError, with a message), the saves list and where saves go."""

from __future__ import annotations

import json
import os
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from favelas_app import __version__
from favelas_app.core import saves
from favelas_app.core.fuzz import play_random_game
from favelas_app.core.paths import HOME_VARIABLE
from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord, replay
from favelas_app.core.saves import (
    AUTOSAVE_NAME,
    HUMAN,
    SAVE_FORMAT,
    SavedGame,
    SaveError,
    autosave_path,
    new_save_path,
    read_save,
    remove_orphans,
    save_paths,
    saves_dir,
    unknown_seats,
    write_save,
)
from favelas_app.games import get_game
from favelas_app.games.favelas.actions import PlaceTile
from favelas_app.games.favelas.rules import GAME

SEATS = (HUMAN, "ai.easy", HUMAN)


@cache
def _full_game() -> GameRecord:
    record, _ = play_random_game(GAME, 3, 2024)
    return record


def _mid_game(actions: int = 25) -> GameRecord:
    """The first `actions` moves of a real 3-player game: a save of a game in progress."""
    full = _full_game()
    assert len(full.actions) > actions
    return GameRecord(full.game, full.setup, full.seed, full.actions[:actions])


def _saved(record: GameRecord | None = None) -> SavedGame:
    return SavedGame(record or _mid_game(), SEATS, saved_at="2024-05-06T07:08:09")


def _save_json(record: GameRecord | None = None) -> dict[str, Any]:
    return json.loads(_saved(record).dumps())


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its saves under its own FAVELAS_HOME, never the user's."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


def _file(tmp_path: Path, content: str | bytes | dict[str, Any], name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(content, dict):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def _refused(path: Path, message: str) -> SaveError:
    """read_save raises SaveError (nothing else) with a message containing `message`."""
    with pytest.raises(SaveError) as caught:
        read_save(path, get_game)
    assert type(caught.value) is SaveError
    assert str(caught.value), "a SaveError must say why"
    assert message in str(caught.value)
    return caught.value


# -- round trips -----------------------------------------------------------------------------------


@pytest.mark.parametrize("moves", [0, 1, 25, None], ids=["new", "one-move", "mid", "finished"])
def test_dumps_loads_round_trip_of_a_real_game(moves: int | None) -> None:
    """A real Favelas record with its seats survives dumps -> loads unchanged."""
    record = _full_game() if moves is None else _mid_game(moves)
    saved = _saved(record)
    loaded = SavedGame.loads(saved.dumps(), get_game)
    assert loaded == saved
    assert loaded.record == record
    assert replay(GAME, loaded.record.setup, loaded.record.seed, loaded.record.actions) == replay(
        GAME, record.setup, record.seed, record.actions
    )


def test_dumps_fills_in_the_time_and_app_version() -> None:
    """A save written without a time gets the current one, and names this app version."""
    text = SavedGame(_mid_game(), SEATS).dumps()
    data = json.loads(text)
    assert data["format"] == SAVE_FORMAT
    assert data["app_version"] == __version__
    assert datetime.fromisoformat(data["saved_at"]).year >= 2024
    loaded = SavedGame.loads(text, get_game)
    assert loaded.saved_at == data["saved_at"]
    assert loaded.app_version == __version__


def test_names_and_non_ascii_survive(tmp_path: Path) -> None:
    """Player names with accents and quotes come back exactly."""
    setup = Setup(2, ('Zoë "Z"', "João\\Ñandú"))
    record = GameRecord("favelas", setup, 9)
    saved = SavedGame(record, (HUMAN, HUMAN), saved_at="x")
    path = tmp_path / "names.json"
    write_save(saved, path)
    assert read_save(path, get_game) == saved


def test_write_save_read_save_round_trip_replays_to_the_same_state(tmp_path: Path) -> None:
    """write_save then read_save gives the same save, and it replays to the saved position."""
    saved = _saved()
    path = tmp_path / "deep" / "folder" / "game.json"  # folders are made
    write_save(saved, path)
    assert read_save(path, get_game) == saved
    expected = replay(GAME, saved.record.setup, saved.record.seed, saved.record.actions)
    loaded = read_save(path, get_game).record
    assert replay(GAME, loaded.setup, loaded.seed, loaded.actions) == expected
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]  # no temp file


def test_missing_app_version_and_time_are_tolerated() -> None:
    """Only the game matters: a save without app_version and saved_at still loads."""
    data = _save_json()
    del data["saved_at"], data["app_version"]
    loaded = SavedGame.loads(json.dumps(data), get_game)
    assert loaded.record == _mid_game()
    assert (loaded.app_version, loaded.saved_at) == ("?", "")


@pytest.mark.parametrize("field", ["app_version", "saved_at"])
@pytest.mark.parametrize("value", [3, None, ["x"], "x" * 41, "a\x00b"])
def test_app_version_and_time_must_be_short_text(tmp_path: Path, field: str, value: Any) -> None:
    """A version or time stamp that is not a short line of text is refused, not guessed."""
    data = _save_json()
    data[field] = value
    _refused(_file(tmp_path, data), "not text")


# -- broken or foreign saves: SaveError only ---------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    """A save that is not there is a SaveError saying so."""
    _refused(tmp_path / "gone.json", "no saved game")


@pytest.mark.parametrize(
    "text", ["", "not json", "{", '{"format": 1,}', "[1, 2", "\x00", "{'format': 1}"]
)
def test_invalid_json(tmp_path: Path, text: str) -> None:
    """Text that is not JSON is a SaveError saying so."""
    _refused(_file(tmp_path, text), "not valid JSON")


@pytest.mark.parametrize("fmt", [0, 2, -1, "1", None, [1], {"v": 1}])
def test_wrong_format_number(tmp_path: Path, fmt: Any) -> None:
    """A save of another format version is refused."""
    data = _save_json()
    data["format"] = fmt
    _refused(_file(tmp_path, data), "version")


def test_missing_format_number(tmp_path: Path) -> None:
    """A JSON file without a format number (someone else's JSON) is refused."""
    data = _save_json()
    del data["format"]
    _refused(_file(tmp_path, data), "version")


@pytest.mark.parametrize("data", [[], [1, 2], "save", 3, None, True])
def test_json_that_is_not_an_object(tmp_path: Path, data: Any) -> None:
    """JSON that is not an object is not a save."""
    _refused(_file(tmp_path, json.dumps(data)), "not a saved game")


def test_missing_seats(tmp_path: Path) -> None:
    """A save without seats is refused: the app cannot tell humans from bots."""
    data = _save_json()
    del data["seats"]
    _refused(_file(tmp_path, data), "seat")


@pytest.mark.parametrize("seats", ["human", None, {"0": "human"}, [HUMAN, 3, HUMAN]])
def test_seats_not_a_list_of_strings(tmp_path: Path, seats: Any) -> None:
    """Seats must be a list of strings."""
    data = _save_json()
    data["seats"] = seats
    _refused(_file(tmp_path, data), "seat")


@pytest.mark.parametrize("seats", [[], [HUMAN], [HUMAN, HUMAN], [HUMAN] * 4])
def test_seat_count_differs_from_players(tmp_path: Path, seats: list[str]) -> None:
    """A 3-player game needs exactly 3 seats."""
    data = _save_json()
    data["seats"] = seats
    _refused(_file(tmp_path, data), "seats do not match")


def test_missing_or_broken_record(tmp_path: Path) -> None:
    """Without a readable record the save is refused, and RecordError is wrapped."""
    data = _save_json()
    del data["record"]
    _refused(_file(tmp_path, data, "a.json"), "record is broken")
    data = _save_json()
    data["record"]["actions"].append({"type": "favelas.teleport"})
    _refused(_file(tmp_path, data, "b.json"), "favelas.teleport")


def test_record_with_an_illegal_action(tmp_path: Path) -> None:
    """A record with one action changed so the rules refuse it is a SaveError naming why."""
    record = _mid_game()
    index = next(i for i, a in enumerate(record.actions) if isinstance(a, PlaceTile))
    data = _save_json(record)
    assert data["record"]["actions"][index]["type"] == PlaceTile.TYPE
    data["record"]["actions"][index]["q"] = 99  # off the board
    _refused(_file(tmp_path, data), "favelas.illegal.off_board")


def test_record_with_an_action_out_of_turn(tmp_path: Path) -> None:
    """Swapping two actions (a place before its take) makes the record unplayable."""
    data = _save_json()
    actions = data["record"]["actions"]
    actions[0], actions[1] = actions[1], actions[0]
    _refused(_file(tmp_path, data), "rules refuse")


def test_unknown_game_name(tmp_path: Path) -> None:
    """A save of a game this version does not have is refused, naming the game."""
    data = _save_json()
    data["record"]["game"] = "chess"
    _refused(_file(tmp_path, data), "'chess'")


@pytest.mark.parametrize(
    ("players", "message"),
    [(9, "from 1 to 8"), (0, "from 1 to 8"), (1, "cannot be replayed"), (5, "cannot be replayed")],
)
def test_hand_edited_setup_with_impossible_player_count(
    tmp_path: Path, players: int, message: str
) -> None:
    """A setup edited to a player count Favelas cannot seat is a SaveError, not a crash: no
    game has more than 8, and the engine refuses what it cannot seat."""
    data = _save_json()
    data["record"]["setup"]["players"] = players
    data["record"]["setup"]["names"] = []
    data["seats"] = [HUMAN] * players
    _refused(_file(tmp_path, data), message)


@pytest.mark.parametrize(
    ("field", "value"),
    [("direction", 1.5), ("direction", 1.0), ("direction", True), ("q", 0.0), ("r", "1")],
)
def test_hand_edited_action_with_wrong_field_types(tmp_path: Path, field: str, value: Any) -> None:
    """A PlaceTile field of another type than declared (a float, even 1.0, or a bool where
    an int belongs) is refused while decoding, before it reaches the rules."""
    record = _mid_game()
    index = next(i for i, a in enumerate(record.actions) if isinstance(a, PlaceTile))
    data = _save_json(record)
    data["record"]["actions"][index][field] = value
    _refused(_file(tmp_path, data), f"{field}: ")


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe\x00{", "é".encode("latin-1"), b'{"format": 1, "seats": ["\xe9"]}'],
    ids=["utf16-bom", "latin1", "latin1-in-json"],
)
def test_non_utf8_bytes(tmp_path: Path, content: bytes) -> None:
    """Bytes that are not UTF-8 are a SaveError saying so."""
    _refused(_file(tmp_path, content), "not UTF-8")


def test_deeply_nested_json(tmp_path: Path) -> None:
    """Pathologically nested JSON is a SaveError, not a RecursionError."""
    _refused(_file(tmp_path, "[" * 100_000 + "]" * 100_000), "not valid JSON")


def test_deeply_nested_json_inside_the_record(tmp_path: Path) -> None:
    """Nesting the JSON parser accepts but the record decoder does not is also a SaveError."""
    data = _save_json()
    data["record"]["actions"] = json.loads("[" * 500 + "]" * 500)
    with pytest.raises(SaveError):
        read_save(_file(tmp_path, data), get_game)


def test_number_too_long_for_python(tmp_path: Path) -> None:
    """A 5000-digit number (Python refuses to convert it: ValueError) is a SaveError."""
    text = _saved().dumps().replace(f'"seed": {_mid_game().seed}', '"seed": ' + "9" * 5000)
    assert "9" * 5000 in text
    _refused(_file(tmp_path, text), "not valid JSON")


def test_a_folder_instead_of_a_file(tmp_path: Path) -> None:
    """A folder named like a save is refused as not a regular file."""
    path = tmp_path / "folder.json"
    path.mkdir()
    assert _refused(path, "not a regular file").key == "save.error.not_a_file"


# -- the saves folder ------------------------------------------------------------------------------


def test_autosave_path_is_under_favelas_home_data(home: Path) -> None:
    """The autosave lives in $FAVELAS_HOME/data (saves subfolder), named autosave.json."""
    path = autosave_path()
    assert path.name == AUTOSAVE_NAME
    assert path.is_relative_to(home / "data")
    assert path.parent == saves_dir() == home / "data" / "saves"


def test_save_paths_without_a_folder_is_empty() -> None:
    """Before anything was saved there is no folder, and nothing to list."""
    assert not saves_dir().exists()
    assert save_paths() == []


def test_save_paths_newest_first_without_reading_them(home: Path) -> None:
    """Every *.json in the folder is listed newest first (by modification time), broken
    ones too; nothing is read, so 1,000 saves list at once."""
    folder = saves_dir()
    good_old, good_new = folder / "old.json", folder / "new.json"
    write_save(_saved(_mid_game(5)), good_old)
    write_save(_saved(_mid_game(30)), good_new)
    autosave = autosave_path()
    write_save(_saved(), autosave)
    broken = folder / "broken.json"
    broken.write_text("{ not a save", "utf-8")
    (folder / "notes.txt").write_text("not a save either", "utf-8")  # not *.json: not listed
    os.utime(good_old, (1_000_000, 1_000_000))
    os.utime(broken, (2_000_000, 2_000_000))
    os.utime(autosave, (3_000_000, 3_000_000))
    os.utime(good_new, (4_000_000, 4_000_000))
    assert save_paths() == [good_new, autosave, broken, good_old]
    assert read_save(good_old, get_game).record == _mid_game(5)


def test_reading_survives_every_kind_of_broken_save() -> None:
    """One folder of broken saves: reading each gives a SaveError, none raises anything else."""
    folder = saves_dir()
    folder.mkdir(parents=True)
    nine = _save_json()
    nine["record"]["setup"]["players"] = 9
    nine["seats"] = [HUMAN] * 9
    contents: list[str | bytes | dict[str, Any]] = [
        "",
        "[" * 100_000,
        b"\xff\xfe",
        {"format": 99},
        nine,
        _saved().dumps().replace(f'"seed": {_mid_game().seed}', '"seed": ' + "9" * 5000),
    ]
    for i, content in enumerate(contents):
        _file(folder, content, f"broken-{i}.json")
    paths = save_paths()
    assert len(paths) == len(contents)
    for path in paths:
        with pytest.raises(SaveError):
            read_save(path, get_game)


class _FrozenClock(datetime):
    """datetime with a fixed now(), so every save path gets the same stamp."""

    @classmethod
    def now(cls, tz: Any = None) -> _FrozenClock:  # type: ignore[override]
        return cls(2024, 5, 6, 7, 8, 9)


def test_new_save_path_never_collides(monkeypatch: pytest.MonkeyPatch) -> None:
    """Within one second, each new save path differs from every existing save."""
    monkeypatch.setattr(saves, "datetime", _FrozenClock)
    seen = []
    for _ in range(4):
        path = new_save_path()
        assert path.parent == saves_dir()
        assert path.suffix == ".json"
        assert not path.exists()
        write_save(_saved(), path)
        seen.append(path)
    assert len(set(seen)) == 4
    assert seen[0].name == "game-2024-05-06_07-08-09.json"
    assert seen[1].name == "game-2024-05-06_07-08-09-2.json"
    assert [read_save(path, get_game).record for path in seen] == [_mid_game()] * 4


def test_new_save_path_names_the_time() -> None:
    """Without a collision the save is named after the current time."""
    before = datetime.now().replace(microsecond=0)
    path = new_save_path()
    after = datetime.now()
    stamp = datetime.strptime(path.stem, "game-%Y-%m-%d_%H-%M-%S")
    assert before <= stamp <= after


def test_every_reason_a_save_is_refused_has_words() -> None:
    """Each SaveError the save reader raises names a [save.error] message in en.toml (and so,
    by the locale check, in every language)."""
    import ast
    import inspect

    from favelas_app.core import saves
    from favelas_app.core.i18n import Catalog

    tree = ast.parse(inspect.getsource(saves))
    keys = {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "SaveError"
        and isinstance(node.args[0], ast.Constant)
    }
    assert len(keys) >= 10
    catalog = Catalog("en")
    assert [key for key in keys if f"save.error.{key}" not in catalog] == []


def test_unknown_seats_names_every_ai_not_among_the_levels() -> None:
    """Seats played by a person or by an offered level pass; any other AI name (the
    tournaments' "random", a newer version's level, an empty string) is named by its seat,
    so the app can hand it to an offered AI instead of failing."""
    levels = ("easy", "medium", "hard")
    assert unknown_seats((HUMAN, "easy", "hard", "medium"), levels) == ()
    assert unknown_seats(("random", HUMAN, "expert", ""), levels) == (0, 2, 3)


def test_a_save_with_an_unknown_ai_still_reads(tmp_path: Path) -> None:
    """Reading never fails on a seat's AI name: which AIs are offered is the app's call."""
    record = GameRecord("favelas", Setup(2), 5)
    path = tmp_path / "odd.json"
    write_save(SavedGame(record, (HUMAN, "expert")), path)
    assert read_save(path, get_game).seats == (HUMAN, "expert")


# -- hostile files: refused before or while reading ---------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_named_like_the_autosave_is_refused_at_once() -> None:
    """A FIFO would block a plain open until a writer comes; it is refused unread."""
    saves_dir().mkdir(parents=True)
    os.mkfifo(autosave_path())
    assert _refused(autosave_path(), "not a regular file").key == "save.error.not_a_file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_an_endless_device_is_refused(tmp_path: Path, device: str) -> None:
    """A link to a device that never ends is refused before a byte is read."""
    path = tmp_path / "endless.json"
    path.symlink_to(device)
    assert _refused(path, "not a regular file").key == "save.error.not_a_file"


def test_a_save_over_the_size_bound_is_refused_unread(tmp_path: Path) -> None:
    """A file larger than MAX_SAVE_BYTES is refused by its size."""
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(saves.MAX_SAVE_BYTES + 1)  # sparse: costs no disk
    assert _refused(path, "over").key == "save.error.too_large"


def test_a_key_given_twice_is_refused(tmp_path: Path) -> None:
    """JSON that names a key twice is ambiguous (which one counts?): refused."""
    text = _saved().dumps().replace('"format": 1,', '"format": 1, "format": 1,', 1)
    _refused(_file(tmp_path, text), "given twice")


def test_a_key_given_twice_inside_an_action_is_refused(tmp_path: Path) -> None:
    text = _saved().dumps().replace('"q": ', '"q": 0, "q": ', 1)
    _refused(_file(tmp_path, text), "given twice")


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ana", "Bo\x00b", "Caio"], "control character"),
        (["Ana", "\ud800", "Caio"], "control character"),
        (["Ana", "Bob\x1b[31m", "Caio"], "control character"),
        (["Ana", "x" * 33, "Caio"], "longer than 32"),
        (["Ana", "x" * 1_000_000, "Caio"], "longer than 32"),
        (["Ana", "x" * 10_000_000, "Caio"], "bytes, over"),
        (["Ana", "Bob", "Caio", "Dee"], "more names than players"),
    ],
    ids=["nul", "surrogate", "escape", "33-chars", "1M-chars", "10M-chars", "4-names-3-players"],
)
def test_seat_names_are_bounded_and_printable(
    tmp_path: Path, names: list[str], message: str
) -> None:
    """Names a player could never type (control characters, half a surrogate pair, over 32
    characters, more names than seats) are refused while reading, before any drawing."""
    data = _save_json()
    data["record"]["setup"]["names"] = names
    path = tmp_path / "names.json"
    path.write_text(json.dumps(data), "utf-8")  # ASCII escapes: the lone surrogate survives
    _refused(path, message)


def test_a_name_of_32_characters_with_accents_and_emoji_is_fine(tmp_path: Path) -> None:
    name = "Zoë 🎲 " + "é" * 26
    assert len(name) == 32
    saved = SavedGame(GameRecord("favelas", Setup(2, (name, "Bo")), 1), (HUMAN, HUMAN))
    write_save(saved, tmp_path / "ok.json")
    assert read_save(tmp_path / "ok.json", get_game).record.setup.names[0] == name


@pytest.mark.parametrize("seat", ["", "x" * 41, "hu\x00man", "\ud800"])
def test_seat_kinds_are_short_printable_text(tmp_path: Path, seat: str) -> None:
    data = _save_json()
    data["seats"][1] = seat
    path = tmp_path / "seat.json"
    path.write_text(json.dumps(data), "utf-8")
    _refused(path, "seat")


def test_unknown_setup_options_are_refused(tmp_path: Path) -> None:
    """Favelas has no options; one it does not know is refused, not ignored."""
    data = _save_json()
    data["record"]["setup"]["options"] = {"house_rules": True}
    _refused(_file(tmp_path, data), "unknown option 'house_rules'")


@pytest.mark.parametrize("where", ["save", "record", "setup"], ids=["save", "record", "setup"])
def test_unknown_entries_are_refused(tmp_path: Path, where: str) -> None:
    """An entry this version does not know is refused at every level, not skipped."""
    data = _save_json()
    target = {"save": data, "record": data["record"], "setup": data["record"]["setup"]}[where]
    target["cheat"] = 1
    with pytest.raises(SaveError):
        read_save(_file(tmp_path, data), get_game)


def test_too_many_actions_are_refused_unreplayed(tmp_path: Path) -> None:
    from favelas_app.core.record import MAX_ACTIONS

    data = _save_json()
    data["record"]["actions"] = [{"type": "favelas.draw_single"}] * (MAX_ACTIONS + 1)
    _refused(_file(tmp_path, data), f"more than {MAX_ACTIONS} actions")


def test_a_negative_or_huge_seed_is_refused(tmp_path: Path) -> None:
    for seed in (-1, 2**64, 1.5):
        data = _save_json()
        data["record"]["seed"] = seed
        _refused(_file(tmp_path, data, f"seed-{seed}.json"), "seed")


def test_reading_tells_whether_the_game_is_over(tmp_path: Path) -> None:
    """read_save replays the record anyway, so it says whether the game has ended."""
    write_save(_saved(_full_game()), tmp_path / "done.json")
    write_save(_saved(), tmp_path / "going.json")
    assert read_save(tmp_path / "done.json", get_game).over is True
    assert read_save(tmp_path / "going.json", get_game).over is False


# -- leftovers of writes that were killed -------------------------------------------------------


def test_orphaned_temporary_files_are_removed_and_saves_kept(home: Path) -> None:
    """A write killed midway leaves `.autosave.json.<pid>.tmp`; old ones are deleted, a
    fresh one (a write going on in another app) and every save are kept."""
    folder = saves_dir()
    write_save(_saved(), autosave_path())
    old = folder / ".autosave.json.4242.tmp"
    fresh = folder / ".autosave.json.4343.tmp"
    old.write_text("{half a sa", "utf-8")
    fresh.write_text("{half a sa", "utf-8")
    os.utime(old, (1_000_000, 1_000_000))
    assert remove_orphans(folder) == 1
    assert sorted(p.name for p in folder.iterdir()) == [".autosave.json.4343.tmp", AUTOSAVE_NAME]
    assert remove_orphans(home / "nowhere") == 0
