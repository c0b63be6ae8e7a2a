"""Card Table's sound cues, made from sine waves and filtered noise.

Run ``python assets/sounds/make_sounds.py`` to write every cue beside this script, or give a
folder to write them there. Nothing is recorded or downloaded: each cue is put together here from
a few plain ingredients, and fixed seeds make every run give the same samples, so the files kept
in the repository can be checked against this script.

Every cue is short (under 0.4 s), 16-bit mono at 44.1 kHz, eased in and out so it never clicks,
and scaled to a modest peak: it should sit quietly under whatever else the person is listening to.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
FADE_IN_S = 0.002  # long enough that no cue starts with a click, short enough to keep the attack
FADE_OUT_S = 0.02

Samples = list[float]


# ---- ingredients --------------------------------------------------------------------------------


def length(seconds: float) -> int:
    """How many samples last ``seconds``."""
    return round(seconds * RATE)


def noise(seconds: float, seed: int) -> Samples:
    """White noise from a fixed seed, so that every run makes the same cue."""
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(length(seconds))]


def low_pass(samples: Samples, cutoff_hz: float | Callable[[float], float]) -> Samples:
    """A one-pole low-pass filter: it turns hiss into a papery rustle. The cutoff may change
    with time (a function of seconds), which makes a swoosh."""
    out, y = [], 0.0
    for i, x in enumerate(samples):
        hz = cutoff_hz(i / RATE) if callable(cutoff_hz) else cutoff_hz
        y += (1 - math.exp(-2 * math.pi * hz / RATE)) * (x - y)
        out.append(y)
    return out


def high_pass(samples: Samples, cutoff_hz: float) -> Samples:
    """What the low-pass filter takes away: removes the rumble from noise."""
    return [x - y for x, y in zip(samples, low_pass(samples, cutoff_hz), strict=True)]


def tone(
    hz: float,
    seconds: float,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
    glide_to: float | None = None,
) -> Samples:
    """A note: sine partials (multiple of ``hz``, weight), its pitch gliding exponentially to
    ``glide_to`` when given (a drum's pitch falls as it is struck)."""
    n = length(seconds)
    end = glide_to or hz
    phase, out = 0.0, []
    for i in range(n):
        pitch = hz * (end / hz) ** (i / n)
        phase += 2 * math.pi * pitch / RATE
        out.append(sum(weight * math.sin(multiple * phase) for multiple, weight in partials))
    return out


def struck(samples: Samples, attack_s: float, half_life_s: float) -> Samples:
    """Shape a sound like something struck: a short rise, then a fall that halves every
    ``half_life_s`` seconds; the last few milliseconds ease out, so that a note cut short
    under the next one does not click."""
    attack, n, tail = max(1, length(attack_s)), len(samples), length(FADE_OUT_S)
    out = []
    for i, x in enumerate(samples):
        rise = min(1.0, i / attack)
        fall = 0.5 ** (max(0, i - attack) / RATE / half_life_s)
        out.append(x * rise * fall * min(1.0, (n - 1 - i) / tail))
    return out


def mix(seconds: float, *layers: tuple[float, float, Samples]) -> Samples:
    """Lay sounds over each other: each layer is (start in seconds, gain, samples)."""
    out = [0.0] * length(seconds)
    for start, gain, samples in layers:
        first = length(start)
        for i, x in enumerate(samples[: len(out) - first]):
            out[first + i] += gain * x
    return out


def finish(samples: Samples, peak: float) -> list[int]:
    """Ease the ends in and out, scale the loudest sample to ``peak`` (a fraction of full
    scale, so nothing clips) and round to 16-bit integers."""
    n = len(samples)
    fade_in, fade_out = length(FADE_IN_S), length(FADE_OUT_S)
    shaped = [
        x * min(1.0, i / fade_in) * min(1.0, (n - 1 - i) / fade_out)
        for i, x in enumerate(samples)
    ]
    loudest = max(abs(x) for x in shaped) or 1.0
    return [round(32767 * peak * x / loudest) for x in shaped]


# ---- the cues -----------------------------------------------------------------------------------


def card_tap(seed: int) -> Samples:
    """A card landing on felt: a soft burst of filtered noise over a small low knock."""
    paper = struck(high_pass(low_pass(noise(0.1, seed), 2800), 350), 0.0015, 0.011)
    knock = struck(tone(170, 0.1, ((1.0, 1.0), (2.0, 0.3)), glide_to=120), 0.001, 0.016)
    return mix(0.1, (0.0, 1.0, paper), (0.0, 0.45, knock))


def card_flick(seed: int) -> Samples:
    """A card sliding off the deck: a short swish rising into a light tap."""
    swish = struck(high_pass(low_pass(noise(0.09, seed), 5200), 1400), 0.012, 0.014)
    return mix(0.09, (0.0, 0.7, swish), (0.012, 0.6, card_tap(seed + 1)))


def play() -> Samples:
    """A card played to the table."""
    return card_tap(11)


def deal() -> Samples:
    """Cards dealt: three quick flicks, a little louder each."""
    return mix(0.33, *((0.11 * k, 0.75 + 0.12 * k, card_flick(20 + 2 * k)) for k in range(3)))


def trick() -> Samples:
    """A trick gathered in: a swoosh that opens and closes, then the cards squared with a tap."""
    def cutoff(t: float) -> float:
        return 500 + 3000 * math.sin(math.pi * min(1.0, t / 0.22))

    sweep = struck(high_pass(low_pass(noise(0.3, 31), cutoff), 250), 0.07, 0.05)
    return mix(0.3, (0.0, 1.0, sweep), (0.19, 0.55, card_tap(33)))


def bell(hz: float, seconds: float, half_life_s: float) -> Samples:
    """A small glass bell: a few partials, the higher ones out of tune as a bell's are."""
    partials = ((1.0, 1.0), (2.76, 0.22), (5.4, 0.06))
    return struck(tone(hz, seconds, partials), 0.003, half_life_s)


def chime(hz: float, seconds: float) -> Samples:
    """A soft, round note: mostly the fundamental with a little warmth above it."""
    return struck(tone(hz, seconds, ((1.0, 1.0), (2.0, 0.18), (3.0, 0.05))), 0.006, 0.075)


def bells() -> Samples:
    """Two small bells falling a fourth, bright but brief: hearts broken."""
    return mix(0.36, (0.0, 0.85, bell(1568.0, 0.2, 0.05)), (0.1, 1.0, bell(1174.7, 0.26, 0.07)))


def low_thud() -> Samples:
    """A low thud under a dark minor third: the black lady taken."""
    thud = struck(tone(105, 0.38, ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12)), glide_to=52), 0.002,
                  0.06)
    body = struck(low_pass(noise(0.2, 41), 380), 0.002, 0.022)
    dark = struck(mix(0.38, (0.0, 1.0, tone(146.8, 0.38, ((1.0, 1.0), (2.0, 0.4)))),
                      (0.0, 0.8, tone(174.6, 0.38, ((1.0, 1.0), (2.0, 0.4))))), 0.02, 0.09)
    return mix(0.38, (0.0, 1.0, thud), (0.0, 0.5, body), (0.01, 0.3, dark))


def your_turn() -> Samples:
    """Your turn: two soft notes rising a fourth."""
    return mix(0.38, (0.0, 0.8, chime(659.26, 0.2)), (0.12, 1.0, chime(880.0, 0.26)))


# Each cue's file name, how it is made, and its peak (low sounds seem quieter, so they go higher).
CUES: dict[str, tuple[Callable[[], Samples], float]] = {
    "deal": (deal, 0.32),
    "play": (play, 0.36),
    "trick": (trick, 0.32),
    "bells": (bells, 0.26),
    "thud": (low_thud, 0.5),
    "your-turn": (your_turn, 0.28),
}


def render(name: str) -> list[int]:
    """The 16-bit samples of the cue called ``name``."""
    make, peak = CUES[name]
    return finish(make(), peak)


def write_wav(path: Path, samples: Sequence[int]) -> None:
    """Write 16-bit mono samples at RATE as a WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def main(argv: Sequence[str]) -> int:
    """Write every cue into the folder given, or beside this script."""
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent
    for name in CUES:
        write_wav(folder / f"{name}.wav", render(name))
        print(f"{name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
