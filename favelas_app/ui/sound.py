"""Short procedurally synthesised sounds: no audio files, generated once at the mixer's rate.

Each sound is built from plain arithmetic (noise from a seeded `random.Random`, damped sines)
into 16-bit PCM, so it is the same on every run and costs a few milliseconds to make.
`Sounds` wraps them for the app and stays silent, without a word, when there is no mixer.
"""

from __future__ import annotations

import cmath
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterator
from functools import partial, reduce
from itertools import accumulate, chain, repeat
from operator import mul

import pygame

Ring = Iterator[complex]


def _ring(n: int, rate: int, pitch: float, tail: float, amp: float, delay: int = 0) -> Ring:
    """`amp` * exp(-t / `tail`) * exp(2 pi i `pitch` t) per sample after `delay` silent ones.

    Its imaginary part is a decaying sine; built by repeated complex multiplication at C speed.
    """
    turn = cmath.rect(math.exp(-1 / (tail * rate)), math.tau * pitch / rate)
    return chain(repeat(0j, delay), accumulate(repeat(turn, n - delay - 1), mul, initial=amp + 0j))


def _pcm(*rings: Ring) -> array:
    """The sum of the rings' sines as 16-bit samples (their amplitudes must sum to <= 32767)."""
    total = reduce(partial(map, complex.__add__), rings)
    return array("h", map(int, map(complex.imag.__get__, total)))


def _clack(n: int, rate: int) -> array:
    """A tile set down on a stack: a bright noise burst over a low, falling thump."""
    out = _pcm(_ring(n, rate, 180, 0.012, 11000), _ring(n, rate, 95, 0.025, 9000))
    rng = random.Random(1)
    decay = math.exp(-1 / (0.005 * rate))
    env, previous, smooth = 10000.0, 0.0, 0.0
    for i in range(min(n, int(0.03 * rate))):
        white = rng.random() * 2 - 1
        smooth += 0.45 * (white - previous - smooth)  # brighten, then take the hiss off
        previous = white
        out[i] = max(-32767, min(32767, out[i] + int(env * smooth)))
        env *= decay
    return out


def _dice(n: int, rate: int) -> array:
    """Dice rattling: a handful of tiny wooden clicks, quieter and sparser as they settle."""
    rng = random.Random(2)
    out = array("h", bytes(2 * n))
    length = int(0.006 * rate)
    decay = math.exp(-1 / (0.0012 * rate))
    times = sorted(0.3 * rng.random() ** 1.3 for _ in range(8))  # busier at the start
    for k, start in enumerate(times):
        first = int(start * rate)
        env = 14000.0 * (1 - k / 10)
        w = math.tau * rng.uniform(2200, 4200) / rate
        for i in range(first, min(n, first + length)):
            j = i - first
            click = env * (0.6 * math.sin(w * j) + 0.4 * (rng.random() * 2 - 1))
            out[i] = max(-32767, min(32767, out[i] + int(click)))
            env *= decay
    return out


def _click(n: int, rate: int) -> array:
    """A UI click: a very short high blip."""
    return _pcm(_ring(n, rate, 1700, 0.004, 14000))


def _chime(n: int, rate: int) -> array:
    """A soft two-note bell for the end of a year: G5, then C6 a moment later."""
    out = _pcm(
        _ring(n, rate, 784.0, 0.25, 9000),
        _ring(n, rate, 1046.5, 0.28, 9000, delay=int(0.12 * rate)),
    )
    attack, release = int(0.004 * rate), int(0.06 * rate)
    for i in range(attack):  # a soft strike
        out[i] = out[i] * i // attack
    for i in range(1, release):  # no click where the ringing is cut off
        out[n - i] = out[n - i] * i // release
    return out


SOUNDS: dict[str, tuple[float, Callable[[int, int], array]]] = {
    "clack": (0.11, _clack),
    "dice": (0.36, _dice),
    "click": (0.03, _click),
    "chime": (0.8, _chime),
}
"""Each sound's name, its length in seconds, and its generator (samples, rate) -> mono PCM."""


def synthesise(name: str, frequency: int, channels: int = 1) -> array:
    """Sound `name` as signed 16-bit native-endian PCM at `frequency`, channels interleaved."""
    seconds, generate = SOUNDS[name]
    mono = generate(int(seconds * frequency), frequency)
    if channels == 1:
        return mono
    out = array("h", bytes(2 * len(mono) * channels))
    for channel in range(channels):
        out[channel::channels] = mono
    return out


def _wav(samples: array, frequency: int, channels: int) -> io.BytesIO:
    """A WAV file in memory, for mixers that do not run on signed 16-bit samples."""
    data = io.BytesIO()
    with wave.open(data, "wb") as file:
        file.setnchannels(channels)
        file.setsampwidth(2)
        file.setframerate(frequency)
        if sys.byteorder == "big":  # WAV data is little-endian
            samples = array("h", samples)
            samples.byteswap()
        file.writeframes(samples.tobytes())
    data.seek(0)
    return data


class Sounds:
    """The app's sound effects, by name (see `SOUNDS`); silent when there is no mixer.

    Initialises the mixer if nobody has; if that fails, or the mixer is closed later, every
    call is a quiet no-op. Each sound is made the first time it plays (start-up stays fast),
    for the mixer's rate and channels. `volume` is 0..1, and 0 plays nothing at all.
    """

    def __init__(self, volume: float = 1.0) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._format: tuple[int, int, int] | None = None
        self.volume = 0.0
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self._format = pygame.mixer.get_init()
        except (pygame.error, NotImplementedError):
            self._format = None
        self.set_volume(volume)

    @property
    def enabled(self) -> bool:
        """Whether sounds reach a mixer: one was there when built and is still open."""
        return self._format is not None and bool(pygame.mixer.get_init())

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, clamped to 0..1."""
        self.volume = max(0.0, min(1.0, float(volume)))
        if self.enabled:
            for sound in self._sounds.values():
                sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        """Play sound `name` once; an unknown name raises KeyError even when silent."""
        if name not in SOUNDS:
            raise KeyError(name)
        # pygame-ce 2.5 crashes playing a Sound after mixer.quit(), hence `enabled` first.
        if self.volume > 0 and self.enabled:
            self._sound(name).play()

    def _sound(self, name: str) -> pygame.mixer.Sound:
        sound = self._sounds.get(name)
        if sound is None:
            assert self._format is not None
            frequency, size, channels = self._format
            samples = synthesise(name, frequency, channels)
            if size == -16:
                sound = pygame.mixer.Sound(buffer=samples)
            else:  # let SDL convert to the mixer's sample format
                sound = pygame.mixer.Sound(_wav(samples, frequency, channels))
            sound.set_volume(self.volume)
            self._sounds[name] = sound
        return sound
