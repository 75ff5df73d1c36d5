"""Every broken or hostile save of the corpus (tests/ui/hostile_saves.py), as the autosave
and in the saves folder, through Continue and the Load screen: a clear reason in the
player's language, the file left as it was, and the app still running."""

from __future__ import annotations

import faulthandler
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from hostile_saves import CASES, LOADS, NO_SCREEN, REFUSED
from scene_stubs import StubGameScene
from ui_input import click, frames, press

from favelas_app.core.saves import AUTOSAVE_NAME, autosave_path, saves_dir
from favelas_app.core.settings import Settings
from favelas_app.ui import session
from favelas_app.ui.app import App
from favelas_app.ui.scenes.load import LoadScene
from favelas_app.ui.scenes.main_menu import MainMenuScene

HANG_LIMIT = 120  # seconds: a file that hangs the app ends the run with a traceback


@pytest.fixture(autouse=True)
def _no_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(HANG_LIMIT, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture(autouse=True)
def _feuville_without_a_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The corpus's game without a screen: Feuville, its scene taken out of GAME_SCENES."""
    monkeypatch.delitem(session.GAME_SCENES, "feuville")


def fingerprint(path: Path) -> tuple[int, str]:
    """What the file is, and for a regular file a hash of its bytes (a hostile file is
    never read for this: only regular files under 200 MB are hashed)."""
    info = path.lstat()
    if not os.path.isfile(path) or os.path.islink(path):
        return info.st_mode, ""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return info.st_mode, digest.hexdigest()


def in_words(text: str) -> bool:
    """A message a player can read: no locale key and no unfilled placeholder in it."""
    return bool(text.strip()) and "save.error." not in text and "{" not in text


def button(app: App, key: str) -> pygame.Rect:
    label = app.text(key)
    return next(w for w in app.scenes.top.form.widgets if getattr(w, "text", None) == label)


def test_the_corpus_holds_every_kind_and_more_than_sixty_files() -> None:
    assert len(CASES) >= 60
    assert {case.outcome for case in CASES.values()} == {REFUSED, LOADS, NO_SCREEN}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_hostile_autosave_through_continue_and_load(
    name: str, home: Path, stub_game: type[StubGameScene]
) -> None:
    case = CASES[name]
    saves_dir().mkdir(parents=True)
    path = autosave_path()
    case.make(path)
    before = fingerprint(path)
    app = App(Settings(), persist=False)
    app.scenes.push(MainMenuScene(app))
    frames(app, 2)

    menu = app.scenes.top
    continue_button = button(app, "menu.continue")
    assert continue_button.enabled == (case.outcome == LOADS)
    if case.outcome != LOADS:
        assert in_words(" ".join(menu.note)), menu.note
        click(app, continue_button.rect.center)  # a greyed-out button does nothing
        assert app.scenes.top is menu

    click(app, button(app, "menu.load").rect.center)
    frames(app, 3)
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    (row,) = load.rows
    assert row.loadable == (case.outcome == LOADS)
    assert in_words(row.title) and in_words(row.detail), (row.title, row.detail)
    press(app, pygame.K_RETURN)
    if case.outcome == LOADS:
        assert any(isinstance(scene, StubGameScene) for scene in app.scenes.scenes)
    else:
        assert app.scenes.top is load
    frames(app, 2)
    assert path.name == AUTOSAVE_NAME and fingerprint(path) == before, "nothing may be lost"


@pytest.mark.parametrize("language", ["pt", "de", "fr", "nl"])
def test_every_hostile_save_is_explained_in_the_players_language(
    language: str, home: Path, stub_game: type[StubGameScene]
) -> None:
    """The whole corpus in one folder, listed in another language: each row says why in
    that language (no key, no English fallback of the reason)."""
    saves_dir().mkdir(parents=True)
    for name, case in CASES.items():
        case.make(saves_dir() / f"{name}.json")
    app = App(Settings(language=language), persist=False)
    english = App(Settings(language="en"), persist=False)
    app.scenes.push(MainMenuScene(app))
    load = LoadScene(app)
    app.scenes.push(load)
    for _ in range(len(CASES)):
        frames(app, 1)
        if len(load.read) == len(load.paths):
            break
    assert len(load.read) == len(CASES)
    for path, row in zip(load.paths, load.rows, strict=True):
        outcome = CASES[path.stem].outcome
        assert row.loadable == (outcome == LOADS), path.stem
        assert in_words(row.detail), (path.stem, row.detail)
        reason = load.read[path]
        if outcome == REFUSED:
            assert app.text(reason.key) != english.text(reason.key), reason.key
            assert app.text(reason.key) in row.detail


def test_odd_file_names_are_listed_and_can_be_deleted(home: Path) -> None:
    """A name that is not UTF-8 and one with control characters are shown with U+FFFD and
    deleted by their real names."""
    folder = saves_dir()
    folder.mkdir(parents=True)
    raw = os.fsencode(folder) + b"/broken-\xff\xfe.json"
    with open(raw, "wb") as handle:
        handle.write(b"{ broken")
    (folder / "line\nbreak\x1b.json").write_text("{ broken", encoding="utf-8")
    app = App(Settings(), persist=False)
    app.scenes.push(MainMenuScene(app))
    load = LoadScene(app)
    app.scenes.push(load)
    frames(app, 3)
    titles = sorted(row.title for row in load.rows)
    assert titles == ["broken-\ufffd\ufffd.json", "line\ufffdbreak\ufffd.json"]
    for _ in range(2):
        press(app, pygame.K_DELETE)
        press(app, pygame.K_LEFT, pygame.K_RETURN)  # the dialog's "Delete"
    assert list(folder.iterdir()) == []
