"""Every test keeps the app's per-user folders (settings, saves, caches) under its own tmp
folder: FAVELAS_HOME points there unless a test sets it itself."""

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    # Its own MonkeyPatch, not the `monkeypatch` fixture, so a test's patches are undone
    # in the order that test's fixtures expect.
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FAVELAS_HOME", str(tmp_path_factory.mktemp("home")))
        yield
