"""The table's sound cues, played quietly as the person sees things happen.

Each cue is a short WAV file made by ``assets/sounds/make_sounds.py``, played with Qt's
QSoundEffect, which keeps a decoded sound ready to start at once. The effects are loaded once,
the first time sound is on; a window loads them once it is on the screen and its table is still
(``ready``), since starting Qt's multimedia and the audio device would hold up its frames.
Sound is a nicety and never holds up a game: without Qt's multimedia library, an audio device
or a readable file, the game goes on in silence and the reason is logged once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QUrl

from ..resources import asset
from .idle_work import while_still
from .table.cues import Cue

LOG = logging.getLogger(__name__)


def cue_file(cue: Cue) -> Path:
    """The WAV file of a cue."""
    return asset(f"sounds/{cue.value}.wav")


def gain(volume: int) -> float:
    """The gain (0 to 1) for a volume setting of 0 to 100. Ears judge loudness by ratios, so
    the gain follows the square of the setting: halfway sounds about half as loud, where a
    straight line would leave most of the slider sounding loud."""
    return (volume / 100) ** 2


class Effect(Protocol):
    """What the player needs of a loaded sound: QSoundEffect has it, and so do test recorders."""

    def play(self) -> None:
        """Start the sound from its beginning."""

    def setVolume(self, volume: float) -> None:
        """Set the gain, 0 to 1."""


def make_effect(path: Path, parent: QObject, failed: Callable[[str], None]) -> Effect | None:
    """Load the sound in ``path``, or say why it cannot sound: ``failed`` hears the reason now,
    or later if Qt cannot decode the file or play it on the audio device."""
    if not path.is_file():
        failed(f"{path} is missing")
        return None
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as error:  # Qt's multimedia library or the system's audio library
        failed(f"Qt's multimedia support is missing ({error})")
        return None
    if QMediaDevices.defaultAudioOutput().isNull():
        failed("there is no audio output device")
        return None
    effect = QSoundEffect(parent)

    def check() -> None:
        if effect.status() is QSoundEffect.Status.Error:
            failed(f"{path.name} could not be decoded or played")

    effect.statusChanged.connect(check)
    effect.setSource(QUrl.fromLocalFile(str(path)))
    return effect


PATIENCE_MS = 3000  # how long the loading waits for a still table before it goes on anyway


class SoundPlayer(QObject):
    """Plays cues by name at the volume set, unless sound is muted. Made ``later``, it loads
    nothing until ``ready``; of the cues asked for until they are loaded, the last one sounds
    once they are (the others are past: a burst of them would go with nothing on the table)."""

    def __init__(self, volume: int = 70, muted: bool = False,
                 parent: QObject | None = None, later: bool = False) -> None:
        super().__init__(parent)
        self._volume = volume
        self._muted = muted
        self._effects: dict[str, Effect] | None = None  # loaded the first time sound is on
        self._loader: Iterator[None] | None = None  # the loading, once begun
        self._told = False
        self._later = later
        self._asked: str | None = None  # the last cue asked for before they are loaded
        if not muted and not later:
            self._load()

    def ready(self, still: Callable[[], bool] = lambda: True) -> None:
        """Load the cues a piece at a time while the table is ``still`` (see ``idle_work``),
        or after ``PATIENCE_MS`` when the table never rests (computer players alone)."""
        if self._muted:
            self._later = False
            return
        while_still(self._steps(), still, self, self._loaded, PATIENCE_MS)

    def _loaded(self) -> None:
        """The cues are loaded: the last one asked for meanwhile sounds now."""
        self._later = False
        asked, self._asked = self._asked, None
        if asked is not None:
            self.play(asked)

    @property
    def holding(self) -> bool:
        """Whether cues are held back (the last one kept) until the sounds are loaded."""
        return self._later

    def set_volume(self, volume: int) -> None:
        """Change the volume of every cue, from the next one played."""
        self._volume = volume
        for effect in (self._effects or {}).values():
            effect.setVolume(gain(volume))

    def set_muted(self, muted: bool) -> None:
        """Silence every cue, or let them sound again."""
        self._muted = muted
        if not muted:
            self._later = False  # sound turned on: the person wants to hear it from now on
            self._load()

    def play(self, cue: str) -> None:
        """Play the cue with this name (a ``Cue`` value), unless muted or it cannot sound."""
        if self._muted:
            return
        if self._later:
            self._asked = cue
            return
        effect = self._load().get(cue)
        if effect is not None:
            effect.play()

    def _steps(self) -> Iterator[None]:
        """The loading, begun now if it has not been: one loading, whoever goes on with it."""
        if self._loader is None:
            self._loader = self._loading()
        return self._loader

    def _loading(self) -> Iterator[None]:
        """Load the cues, pausing after each piece of work that takes a while."""
        if self._effects is not None:
            return
        from PySide6.QtMultimedia import QMediaDevices
        yield
        QMediaDevices.defaultAudioOutput()  # starts Qt's multimedia and finds the device
        yield
        effects: dict[str, Effect] = {}
        for cue in Cue:
            effect = make_effect(cue_file(cue), self, partial(self._cannot_sound, cue))
            if effect is not None:
                effects[cue.value] = effect
            yield
        self._effects = effects
        self.set_volume(self._volume)  # as set now, which may differ from when they loaded

    def _load(self) -> dict[str, Effect]:
        """The cues, loaded at once if they are not yet."""
        for _ in self._steps():  # the rest of a loading begun a piece at a time
            pass
        assert self._effects is not None
        return self._effects

    def _cannot_sound(self, cue: Cue, reason: str) -> None:
        """Drop a cue that cannot sound; the first time, say why (one missing library or
        device silences every cue, and once is enough to tell it)."""
        if self._effects is not None:
            self._effects.pop(cue.value, None)
        if not self._told:
            self._told = True
            LOG.warning("The %r sound cannot play (%s); the game goes on without it, and "
                        "further sound problems are not logged.", cue.value, reason)
