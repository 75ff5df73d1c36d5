"""read_bounded reads only regular files, and never more than its limit."""

import os
from pathlib import Path

import pytest

from favelas_app.core.files import FileRefused, read_bounded


def test_a_regular_file_within_the_limit_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"0123456789")
    assert read_bounded(path, 10) == b"0123456789"


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 11)
    with pytest.raises(FileRefused) as caught:
        read_bounded(path, 10)
    assert caught.value.reason == "too_large"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_is_refused_at_once_instead_of_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    os.mkfifo(path)
    with pytest.raises(FileRefused) as caught:
        read_bounded(path, 1000)
    assert caught.value.reason == "not_a_file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "zero.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(FileRefused) as caught:
        read_bounded(path, 1000)
    assert caught.value.reason == "not_a_file"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(FileRefused):
        read_bounded(tmp_path / "folder.json", 1000)


def test_a_missing_file_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "missing.json", 1000)
