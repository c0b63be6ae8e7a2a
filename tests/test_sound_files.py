"""The sound cues kept in ``assets/sounds`` are what ``make_sounds.py`` makes: one file per cue,
short, 16-bit mono at 44.1 kHz, quiet, silent at both ends."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path

import pytest

from cardtable.ui.sound import cue_file
from cardtable.ui.table.cues import Cue

SCRIPT = Path(__file__).resolve().parents[1] / "assets" / "sounds" / "make_sounds.py"


def load_script():
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_wav(path: Path) -> tuple[tuple[int, int, int], list[int]]:
    """The file's channels, bytes a sample and sample rate, and its samples as 16-bit values."""
    with wave.open(str(path), "rb") as wav:
        n = wav.getnframes()
        form = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
        return form, list(struct.unpack(f"<{n}h", wav.readframes(n)))


def test_the_script_makes_exactly_the_cues_the_table_asks_for():
    assert set(load_script().CUES) == {cue.value for cue in Cue}


@pytest.mark.parametrize("cue", list(Cue))
def test_each_cue_file_is_short_quiet_mono_and_eased_in_and_out(cue):
    form, values = read_wav(cue_file(cue))
    assert form == (1, 2, 44100)
    assert 0.05 <= len(values) / 44100 <= 0.4
    assert max(abs(v) for v in values) <= 0.55 * 32767  # far from clipping
    assert values[0] == 0 and values[-1] == 0  # no click at either end


@pytest.mark.parametrize("cue", list(Cue))
def test_the_script_makes_each_file_again(cue):
    _, kept = read_wav(cue_file(cue))
    made = load_script().render(cue.value)
    assert len(made) == len(kept)
    # the same seeds give the same samples; a different maths library may round a sample apart
    assert max(abs(a - b) for a, b in zip(made, kept, strict=True)) <= 1
