"""Where the app keeps a player's settings and saves: the per-user folders of platformdirs.

`FAVELAS_HOME` overrides them all (tests and portable installs): settings then live in
`$FAVELAS_HOME/config`, saves in `$FAVELAS_HOME/data`, caches in `$FAVELAS_HOME/cache`.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "favelas"
HOME_VARIABLE = "FAVELAS_HOME"


def config_dir() -> Path:
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home) / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home) / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """Files the app can always rebuild (parsed locale files); safe to delete."""
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home) / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def write_atomically(path: Path, text: str) -> None:
    """Writes `text` to a temporary file beside `path`, then renames it over `path`.

    A crash or a full disk leaves either the old file or the new one, never half of one;
    the folder is synced after the rename, so the new name survives a power cut too. A
    write killed midway leaves `.NAME.PID.tmp`, which `saves.remove_orphans` deletes.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flushes a folder's entries to disk (POSIX; Windows cannot open a folder)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
