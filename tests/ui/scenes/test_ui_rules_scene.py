"""The rules reference: its text keys, the game tabs, scrolling by keys, wheel and scroll bar,
relayout, and the pages of Holi and Feuville with their pictures in every language and size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from scene_stubs import Base
from ui_input import click, drag, frames, mouse_down, mouse_up, move, press, wheel

from favelas_app.core.i18n import Catalog, available_languages
from favelas_app.core.settings import UI_SCALES, Settings
from favelas_app.ui.app import App
from favelas_app.ui.render import rules_feuville, rules_holi
from favelas_app.ui.scenes.rules import BULLET, ILLUSTRATIONS, SECTIONS, RulesScene


def open_rules(app: App, game: str = "favelas") -> RulesScene:
    app.scenes.push(Base(app))
    scene = RulesScene(app, game)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def test_every_rules_key_has_english_text() -> None:
    catalog = Catalog("en")
    keys = ["favelas.rules.title", "rules.back"]
    keys += [f"favelas.rules.{name}" for name in ("fits", "over_edge", "two_heights")]
    for section in SECTIONS["favelas"]:
        keys += [f"favelas.rules.{section}.heading", f"favelas.rules.{section}.text"]
    assert [key for key in keys if key not in catalog] == []
    for section in SECTIONS["favelas"]:
        lines = catalog.text(f"favelas.rules.{section}.text").split("\n")
        assert all(line.strip() for line in lines), f"{section} has an empty paragraph"
        assert all(not line.startswith("•") or line.startswith(BULLET) for line in lines)


def test_the_summary_covers_the_rulings() -> None:
    """The points players most often get wrong are in the text."""
    text = " ".join(
        Catalog("en").text(f"favelas.rules.{s}.text") for s in SECTIONS["favelas"]
    ).lower()
    phrases = ("over the edge", "same height", "bonus die", "full value", "all five colours")
    phrases += ("tallest", "nobody places it", "then the year ends", "pass", "ends early")
    for phrase in phrases:
        assert phrase in text, phrase


def test_keys_scroll_to_the_end_and_back(app: App) -> None:
    scene = open_rules(app)
    assert scene.scroll == 0 and scene.max_scroll > scene.view.height
    press(app, pygame.K_DOWN)
    assert scene.scroll == scene.line
    press(app, pygame.K_UP, times=2)
    assert scene.scroll == 0
    pages = 0
    while scene.scroll < scene.max_scroll:
        press(app, pygame.K_PAGEDOWN)
        pages += 1
        assert pages < 50
    assert pages >= 2
    press(app, pygame.K_PAGEUP, times=pages)
    assert scene.scroll == 0
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_HOME)
    assert scene.scroll == 0


def test_the_wheel_scrolls_to_the_end_and_back(app: App) -> None:
    scene = open_rules(app)
    notches = 0
    while scene.scroll < scene.max_scroll:
        wheel(app, -1)
        notches += 1
        assert notches < 200
    for _ in range(notches):
        wheel(app, +1)
    assert scene.scroll == 0


def test_the_scroll_bar_drags_and_pages(app: App) -> None:
    scene = open_rules(app)
    thumb = scene.thumb()
    mouse_down(app, thumb.center)
    drag(app, (thumb.centerx, scene.track.bottom + 40))
    mouse_up(app, (thumb.centerx, scene.track.bottom + 40))
    assert scene.scroll == scene.max_scroll
    assert scene.thumb().bottom == scene.track.bottom
    mouse_down(app, (scene.track.centerx, scene.track.top + 2))
    assert scene.scroll == scene.max_scroll - (scene.view.height - scene.line)


def test_relayout_keeps_the_place_and_escape_returns(app: App) -> None:
    scene = open_rules(app)
    press(app, pygame.K_END)
    app.change_settings(ui_scale=1.3, colour_symbols=False)
    assert scene.scroll == scene.max_scroll
    assert scene.content.get_width() <= scene.view.width
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, Base)


def test_every_section_of_every_game_has_a_heading_and_text_in_every_language() -> None:
    """Each section's heading and text exist, in every locale, with no empty paragraph."""
    for language in available_languages():
        catalog = Catalog(language)
        for game, sections in SECTIONS.items():
            assert f"{game}.rules.title" in catalog, (language, game)
            for section in sections:
                key = f"{game}.rules.{section}"
                assert f"{key}.heading" in catalog and f"{key}.text" in catalog, (language, key)
                lines = catalog.text(f"{key}.text").split("\n")
                assert all(line.strip() for line in lines), (language, key)


def test_the_holi_summary_covers_the_rulings() -> None:
    """The rulings of COMPONENTS.md and of the engine are all in the English text."""
    text = " ".join(Catalog("en").text(f"holi.rules.{s}.text") for s in SECTIONS["holi"])
    phrases = ("compulsory", "four orientations", "face down", "twice in a row", "direct hit")
    phrases += ("your own floor", "falls onto", "never diagonally", "edge or a corner")
    phrases += ("no throw would be left", "warns you", "fewer sweets", "2 points", "turn order")
    phrases += ("3 for each on the top floor", "the same for every colour", "never go back down")
    for phrase in phrases:
        assert phrase in text, phrase


def test_the_feuville_summary_covers_the_rulings() -> None:
    """The rulings of COMPONENTS.md and of the engine are all in the English text."""
    text = " ".join(Catalog("en").text(f"feuville.rules.{s}.text") for s in SECTIONS["feuville"])
    phrases = ("✱", "pile I on top of pile II", "top 7", "highest roll starts", "both dice")
    phrases += (
        "Only one die per turn",
        "gnome",
        "any moment of your turn",
        "right beside your town",
    )
    phrases += ("Over 10, you score nothing", "never fairy magic", "two fairy magic tiles instead")
    phrases += (
        "5 prestige points",
        "10 prestige points",
        "2 prestige points",
        "sky tiles do not count",
    )
    phrases += ("Splendid View", "At Your Own Discretion", "Great Selection", "Theft Protection")
    phrases += (
        "Fire Protection",
        "leaving out their start column",
        "never burns and needs no cloud",
    )
    phrases += (
        "owner of the town chooses",
        "rolls both dice again",
        "outnumber your unburnt columns",
    )
    phrases += ("7 more points", "each of them scores the 7", "share the victory", "16 plain")
    phrases += ("German, French and Dutch editions", "under a column of the townscape")
    for phrase in phrases:
        assert phrase in text, phrase


def test_tabs_switch_the_game_by_keys_and_by_mouse(app: App) -> None:
    """Left and Right turn to the other game; a click on a tab opens it; Enter on the focused
    tab too; each page starts at its top."""
    scene = open_rules(app)
    assert scene.game == "favelas" and set(scene.tabs) == {"favelas", "holi", "feuville"}
    press(app, pygame.K_END)
    press(app, pygame.K_RIGHT)
    assert scene.game == "holi" and scene.scroll == 0
    press(app, pygame.K_RIGHT)
    assert scene.game == "feuville" and scene.scroll == 0
    press(app, pygame.K_RIGHT)
    assert scene.game == "favelas"
    press(app, pygame.K_LEFT)
    assert scene.game == "feuville"
    click(app, scene.tabs["favelas"].rect.center)
    assert scene.game == "favelas"
    click(app, scene.tabs["holi"].rect.center)
    assert scene.game == "holi" and scene.tabs["holi"].chosen
    press(app, pygame.K_TAB)  # the focus goes from Holi's tab to Feuville's, Back, then Favelas
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN)
    assert scene.game == "favelas"


def test_an_unknown_game_opens_favelas(app: App) -> None:
    """A game without a rules page opens the Favelas page."""
    assert open_rules(app, "kingdom_of_favors").game == "favelas"


PICTURES = {"holi": rules_holi.PICTURES, "feuville": rules_feuville.PICTURES}


@pytest.mark.parametrize("game", PICTURES)
@pytest.mark.parametrize("language", available_languages())
def test_a_page_with_pictures_builds_and_scrolls_to_its_end_at_every_size(
    home: Path, language: str, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In every language and at every interface size, the pages of Holi and Feuville are
    built with every picture drawn, and Page Down reaches their end without an error."""
    drawn: list[str] = []
    for section, draw in PICTURES[game].items():

        def spy(app: App, width: int, draw=draw, section=section) -> pygame.Surface:
            drawn.append(section)
            picture = draw(app, width)
            assert 0 < picture.get_width() <= width and picture.get_height() > 0
            return picture

        monkeypatch.setitem(ILLUSTRATIONS, (game, section), spy)
    for scale in UI_SCALES:
        app = App(Settings(language=language, ui_scale=scale), persist=False)
        drawn.clear()
        scene = open_rules(app, game)
        assert sorted(drawn) == sorted(PICTURES[game])
        pages = 0
        while scene.scroll < scene.max_scroll:
            press(app, pygame.K_PAGEDOWN)
            pages += 1
            assert pages < 60
        assert pages >= 3


def test_back_button_returns(app: App) -> None:
    scene = open_rules(app)
    button = scene.form.widgets[-1].rect
    move(app, button.center)
    mouse_down(app, button.center)
    assert isinstance(app.scenes.top, Base)


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_screenshots(app: App, shots: Path, scale: float) -> None:
    """Saves the top, a middle page with the pictures, and the end (FAVELAS_SHOTS keeps them)."""
    app.change_settings(ui_scale=scale)
    scene = open_rules(app)
    paths = []
    for name, key, times in (("top", pygame.K_HOME, 1), ("middle", pygame.K_PAGEDOWN, 2),
                             ("end", pygame.K_END, 1)):  # fmt: skip
        press(app, key, times=times)
        paths.append(shots / f"rules_{scale}_{name}.png")
        pygame.image.save(app.window, paths[-1])
    assert scene.scroll == scene.max_scroll
    for path in paths:
        assert path.stat().st_size > 0
