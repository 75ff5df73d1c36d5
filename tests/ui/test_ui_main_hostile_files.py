"""The app starts through its real entry point whatever settings and locale files it finds:
each hostile file ends in a message, never in a crash or a hang."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from favelas_app.core.i18n import LOCALE_FILE_LIMIT
from favelas_app.core.resources import locales_dir
from favelas_app.core.settings import SETTINGS_FILE, SETTINGS_FILE_LIMIT
from favelas_app.ui.main import FIRST_FRAME

START_TIMEOUT = 60  # seconds: a hang fails the test instead of hanging it


def _settings(content: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(content)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


HOSTILE_SETTINGS = {
    "nul-language": _settings(b'language = "d\\u0000e"\n'),
    "language-path": _settings(b'language = "../../x"\n'),
    "bom": _settings(b'\xef\xbb\xbfvolume = 0.0\nlanguage = "de"\n'),
    "fifo": _fifo,
    "dev-zero": _zero,
    "huge": _settings(b"# " + b"x" * SETTINGS_FILE_LIMIT),
}
HOSTILE_LOCALES = {
    "nul-string": ("de", lambda path: _replace(path, '"Neues Spiel"', '"Neues\\u0000Spiel"')),
    "megabyte-string": ("de", lambda path: _replace(path, '"Neues Spiel"', f'"{"x" * 10**6}"')),
    "huge-file": ("de", lambda path: path.write_bytes(b"#" * (LOCALE_FILE_LIMIT + 1))),
    "fifo": ("de", lambda path: (path.unlink(), _fifo(path))),
    "dev-zero": ("de", lambda path: (path.unlink(), _zero(path))),
    "english-missing": ("en", lambda path: path.unlink()),
    "english-broken": ("en", lambda path: path.write_text("[menu\nnew_game = ", "utf-8")),
    "english-not-text": ("en", lambda path: _replace(path, '"New game"', "5")),
}


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _start(home: Path, locales: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["FAVELAS_HOME"] = str(home)
    if locales is not None:
        env["FAVELAS_LOCALES"] = str(locales)
    command = [sys.executable, "-m", "favelas_app", "--quit-after-frames", "3"]
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=START_TIMEOUT, check=False
    )


@pytest.mark.parametrize("make", HOSTILE_SETTINGS.values(), ids=HOSTILE_SETTINGS.keys())
def test_the_app_starts_with_a_hostile_settings_file(
    tmp_path: Path, make: Callable[[Path], None]
) -> None:
    """A NUL or a path as the language, a BOM, a FIFO, a link to /dev/zero or a huge file as
    settings.toml: the first frame is drawn and the app quits normally."""
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)
    make(config / SETTINGS_FILE)
    done = _start(tmp_path / "home")
    assert (done.returncode, done.stdout.strip()) == (0, FIRST_FRAME), done.stderr


@pytest.mark.parametrize(("language", "make"), HOSTILE_LOCALES.values(), ids=HOSTILE_LOCALES.keys())
def test_the_app_starts_with_a_hostile_locale_file(
    tmp_path: Path, language: str, make: Callable[[Path], None]
) -> None:
    """A copy of the locale files with one broken (a NUL or a megabyte in a string, a huge
    file, a FIFO, a link to /dev/zero, English missing, broken or holding a number), in the
    language chosen: the first frame is drawn and the app quits normally."""
    locales = tmp_path / "locales"
    shutil.copytree(locales_dir(), locales)
    make(locales / f"{language}.toml")
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)
    (config / SETTINGS_FILE).write_text(f'language = "{language}"\n', encoding="utf-8")
    done = _start(tmp_path / "home", locales)
    assert (done.returncode, done.stdout.strip()) == (0, FIRST_FRAME), done.stderr
