"""Synthesised sound effects: right sizes, audible, fast to make, and silent without a mixer."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from favelas_app.ui.sound import SOUNDS, Sounds, synthesise


@pytest.fixture(autouse=True)
def fresh_mixer():
    """Each test starts without a mixer; whatever mixer was there before is put back."""
    before = pygame.mixer.get_init()
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()
    if before:
        frequency, size, channels = before
        pygame.mixer.init(frequency=frequency, size=size, channels=channels)


@pytest.mark.parametrize(("frequency", "channels"), [(22050, 1), (44100, 2), (48000, 2)])
def test_buffers_have_the_length_of_the_sound_at_the_mixer_rate(frequency, channels):
    """A sound is its length in seconds times the rate, one 16-bit sample per channel."""
    for name, (seconds, _) in SOUNDS.items():
        samples = synthesise(name, frequency, channels)
        assert samples.typecode == "h"
        assert 0.02 <= seconds <= 1.0
        assert len(samples) == int(seconds * frequency) * channels


def test_every_sound_is_audible_and_the_same_in_every_channel():
    """No sound is silent; a stereo sound carries the same samples left and right."""
    for name in SOUNDS:
        stereo = synthesise(name, 44100, 2)
        assert max(map(abs, stereo)) > 5000, name
        assert stereo[0::2] == stereo[1::2] == synthesise(name, 44100, 1)


def test_sounds_are_the_same_on_every_run():
    """Synthesis is deterministic (seeded noise), so sounds never change between runs."""
    for name in SOUNDS:
        assert synthesise(name, 44100, 1) == synthesise(name, 44100, 1)


def test_making_all_sounds_is_fast():
    """All sounds at 48 kHz stereo are made in well under 50 ms (bound loosened for slow CI)."""
    best = min(_timed(lambda: [synthesise(name, 48000, 2) for name in SOUNDS]) for _ in range(3))
    assert best < 0.2


def _timed(work):
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def test_sounds_start_the_mixer_and_play_every_effect():
    """With no mixer yet, Sounds opens one (dummy driver here) and plays each effect."""
    sounds = Sounds(0.5)
    assert pygame.mixer.get_init()
    assert sounds.enabled
    for name in SOUNDS:
        sounds.play(name)
    assert pygame.mixer.get_busy()


def test_sounds_are_built_for_the_mixer_format():
    """The effects match the mixer's rate and channels, including non-16-bit mixers."""
    for size, channels, width in ((-16, 2, 2), (8, 1, 1)):
        pygame.mixer.init(frequency=22050, size=size, channels=channels)
        sounds = Sounds(1.0)
        assert sounds.enabled
        sounds.play("chime")  # each sound is made the first time it plays
        chime = sounds._sounds["chime"]
        assert len(chime.get_raw()) == int(SOUNDS["chime"][0] * 22050) * channels * width
        pygame.mixer.quit()


def test_volume_zero_is_silent_and_volume_is_clamped():
    """At volume 0 nothing plays at all; volumes outside 0..1 are clamped."""
    sounds = Sounds(0.0)
    sounds.play("clack")
    assert not pygame.mixer.get_busy()
    sounds.set_volume(0.8)
    sounds.set_volume(0)
    assert all(effect.get_volume() == 0 for effect in sounds._sounds.values())
    sounds.play("dice")
    assert not pygame.mixer.get_busy()
    sounds.set_volume(3)
    assert sounds.volume == 1.0
    sounds.set_volume(-1)
    assert sounds.volume == 0.0


def _no_audio_device(*args, **kwargs):
    raise pygame.error("no audio device")


def test_without_a_mixer_every_call_is_a_quiet_no_op(monkeypatch, capsys):
    """If the mixer cannot start, Sounds is disabled: no exception, nothing printed."""
    monkeypatch.setattr(pygame.mixer, "init", _no_audio_device)
    sounds = Sounds(1.0)
    assert not sounds.enabled
    sounds.play("chime")
    sounds.set_volume(0.3)
    assert capsys.readouterr() == ("", "")


def test_a_mixer_closed_later_does_not_crash_playback():
    """After pygame.mixer.quit() (which would crash a bare Sound.play), calls do nothing."""
    sounds = Sounds(1.0)
    pygame.mixer.quit()
    assert not sounds.enabled
    sounds.set_volume(0.5)
    sounds.play("click")


def test_an_unknown_sound_name_is_a_bug_even_when_silent(monkeypatch):
    """A typo in a sound name raises KeyError, with or without a mixer."""
    with pytest.raises(KeyError):
        Sounds(1.0).play("clak")
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", _no_audio_device)
    with pytest.raises(KeyError):
        Sounds(1.0).play("clak")


def test_a_missing_audio_driver_prints_nothing():
    """With an audio driver that does not exist, Sounds is silent and says nothing."""
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", PYGAME_HIDE_SUPPORT_PROMPT="1")
    code = (
        "from favelas_app.ui.sound import Sounds\n"
        "s = Sounds(1.0); s.play('chime'); s.set_volume(0.5)\n"
        "import sys; sys.exit(0 if not s.enabled else 3)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=Path(__file__).parents[2],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
