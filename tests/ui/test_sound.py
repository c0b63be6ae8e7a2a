"""Sound cues: which the table asks for and when, the volume and mute settings, and a player that
stays silent when sound cannot work. The ``speaker`` fixture (conftest) records what is played."""

from __future__ import annotations

import logging
import sys
from collections import Counter
from itertools import pairwise

import pytest
from PySide6.QtCore import QObject

from cardtable.controller.turns import PersonTurn
from cardtable.engine.cards import QUEEN, SPADES, make_card, parse_card
from cardtable.engine.events import BidMade, Passed, Played, TrickWon
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get
from cardtable.games.black_lady.events import HeartsBroken
from cardtable.games.ugo import actions as ugo
from cardtable.games.ultimate_loser.events import TrickSettled
from cardtable.session.setup import GameSetup, SeatSetup, TableSnapshot
from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.sound import SoundPlayer, cue_file, gain
from cardtable.ui.table.cues import Cue, TurnChime, event_cue
from cardtable.ui.table.scene import TableScene

from ..deadlines import WAIT_MS
from .test_table import make_setup, take_turn, wait_for_turn

LADY = make_card(QUEEN, SPADES)
EVERY_CUE = [cue.value for cue in Cue]


# ---- which cue goes with which event ------------------------------------------------------------


def trick(*cards: str, extra: tuple[int, ...] = ()) -> TrickWon:
    return TrickWon(0, tuple((seat, parse_card(c)) for seat, c in enumerate(cards)), 0, extra)


def test_cards_moving_sound_and_words_alone_do_not():
    assert event_cue(Played(1, LADY)) is Cue.PLAY
    assert event_cue(Passed(((0, 1, (LADY,)),))) is Cue.DEAL
    assert event_cue(trick("2♠", "Q♠")) is Cue.TRICK  # whatever it holds
    assert event_cue(HeartsBroken(2, parse_card("5♥"))) is Cue.BELLS
    assert event_cue(TrickSettled(0, 1, (0, 1), (1,), (), 0)) is Cue.TRICK
    assert event_cue(BidMade(0, 3)) is None


def test_a_turn_of_many_decisions_chimes_once_however_many_it_takes():
    chime = TurnChime()
    turn = PersonTurn(Phase.PLAY, frozenset(), {}, 0, "")
    answer = PersonTurn(Phase.RESPOND, frozenset(), {}, 1, "")
    heard = [chime.cue(turn, 3), chime.cue(None), chime.cue(turn, 3), chime.cue(turn, 3)]
    assert heard == [Cue.YOUR_TURN, None, None, None]
    assert chime.cue(answer) is Cue.YOUR_TURN  # asked on another's turn
    assert chime.cue(turn, 5) is Cue.YOUR_TURN
    chime.forget()
    assert chime.cue(turn, 5) is Cue.YOUR_TURN  # a move taken back: the turn is new again


def test_every_decision_in_a_trick_game_chimes():
    chime = TurnChime()
    play = PersonTurn(Phase.PLAY, frozenset({1}), {}, 0, "")
    assert [chime.cue(play), chime.cue(None), chime.cue(play)] == [Cue.YOUR_TURN, None,
                                                                     Cue.YOUR_TURN]


# ---- a whole deal at the table ------------------------------------------------------------------


@pytest.fixture
def window(qtbot, speaker):
    """A window on the screen with its sounds loaded, so that every cue of a game is heard."""
    w = MainWindow(Settings(animation_speed="off", computer_speed="instant"), keep_games=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not w.sound.holding, timeout=WAIT_MS)
    yield w
    w.controller._runner.wait_idle()


def test_a_black_lady_deal_is_heard_card_by_card(qtbot, window, speaker):
    window.start(make_setup(seed=7, deal_limit=1))
    c = window.controller
    while not c.state.is_over:
        wait_for_turn(qtbot, window)
        if not c.state.is_over:
            take_turn(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    heard = speaker.played
    counts = Counter(heard)
    assert counts["deal"] == 2  # the deal, then the pass
    assert counts["play"] == 52
    assert counts["bells"] == 1
    assert heard[heard.index("bells") - 1] == "play"  # as the first heart lands
    tricks = [cue for cue in heard if cue in ("trick", "thud")]
    lady_trick = next(i for i, (_, cards, _) in enumerate(c.state.history) if LADY in cards)
    assert tricks == ["thud" if i == lady_trick else "trick" for i in range(13)]
    assert counts["your-turn"] == len(c.person_decisions()) == 14  # the pass and 13 cards


def test_a_duel_chimes_once_a_turn_and_for_each_answer_asked(qtbot, window, speaker):
    window.start(GameSetup("ugo", 2, 7, (SeatSetup("You"), SeatSetup("Bot", "rule")), {}, None))
    c = window.controller
    decisions, chimes_due, turns_heard = 0, 0, set()
    while len(turns_heard) < 5 and not c.state.is_over:
        wait_for_turn(qtbot, window)
        if c.state.is_over:
            break
        turn = c.turn
        decisions += 1
        if turn.phase is Phase.RESPOND:
            chimes_due += 1
            c.decide([min(turn.game.actions)])
            continue
        fresh = turn.game.view.turn not in turns_heard
        chimes_due += fresh
        turns_heard.add(turn.game.view.turn)
        moves = sorted(turn.game.actions - {ugo.END_TURN})
        c.decide([moves[0] if fresh and moves else ugo.END_TURN])  # a turn of one or two
    assert len(turns_heard) >= 3 and decisions > chimes_due
    assert speaker.played.count("your-turn") == chimes_due


# ---- cues sound as the table shows the event ----------------------------------------------------


def first_trick(speed: str) -> tuple[TableScene, list, list[str]]:
    """A scene showing a deal, the events of its first trick, and the cues it asks for."""
    state = get("black-lady").new_game({"passing": "none"}, 3, 4, "morehead")
    scene = TableScene(speed=speed)
    scene.reset(TableSnapshot(state.view(0), ("You", "A", "B", "C"), 0))
    events = []
    for _ in range(4):
        events += state.apply(state.legal_actions()[0])
    heard: list[str] = []
    scene.cue.connect(heard.append)
    return scene, events, heard


def test_a_card_sounds_as_it_moves_and_a_trick_as_it_is_gathered(qtbot):
    scene, events, heard = first_trick("fast")
    scene.show_events(events)
    assert heard == ["play"]  # the first card is on its way; the others wait their turn
    qtbot.waitUntil(lambda: scene.animator.holding == "trick", timeout=WAIT_MS)
    assert heard == ["play"] * 4  # the trick lies complete on the table, not yet taken
    scene.animator.release()
    assert heard == ["play"] * 4 + ["trick"]
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)


def test_moves_hurried_to_their_end_make_no_sound(qtbot):
    scene, events, heard = first_trick("normal")
    scene.show_events(events)
    scene.animator.finish_now()  # a new game or an undo while cards are still moving
    assert heard == ["play"]
    assert not scene.layer.trick and all(len(pile) in (0, 4) for pile in scene.layer.piles)


# ---- the player and the settings ----------------------------------------------------------------


def test_a_muted_window_loads_nothing_and_plays_nothing_until_sound_is_on(qtbot, speaker):
    w = MainWindow(Settings(sound_muted=True, sound_volume=40), keep_games=False)
    qtbot.addWidget(w)
    w.scene.cue.emit("play")
    assert speaker.loaded == [] and speaker.played == []
    w.set_sound(30, False)
    assert sorted(speaker.loaded) == sorted(EVERY_CUE)
    assert speaker.gains == {name: gain(30) for name in EVERY_CUE}
    w.scene.cue.emit("play")
    assert speaker.played == ["play"]
    w.set_sound(30, True)
    w.scene.cue.emit("trick")
    assert speaker.played == ["play"]
    assert (w.settings.sound_volume, w.settings.sound_muted) == (30, True)


def test_a_window_loads_its_sounds_after_its_first_frame(qtbot, speaker):
    w = MainWindow(Settings(), keep_games=False)
    qtbot.addWidget(w)
    w.scene.cue.emit("play")
    w.scene.cue.emit("deal")
    assert speaker.loaded == [] and speaker.played == []  # the window is not on the screen yet
    with qtbot.waitSignal(w.view.first_frame, timeout=WAIT_MS):
        w.show()
    qtbot.waitUntil(lambda: speaker.played == ["deal"], timeout=WAIT_MS)  # the last one asked for
    assert sorted(speaker.loaded) == sorted(EVERY_CUE)


def test_the_sounds_load_while_the_table_is_still_and_only_the_last_cue_is_kept(qtbot, speaker):
    player = SoundPlayer(later=True)
    moving, asked = [True], []

    def still() -> bool:
        asked.append(moving[0])
        return not moving[0]

    player.ready(still)
    player.play("deal")
    player.play("play")
    qtbot.waitUntil(lambda: len(asked) >= 5, timeout=WAIT_MS)  # asked again and again …
    assert speaker.loaded == [] and player.holding  # … and nothing loads while cards move
    moving[0] = False
    qtbot.waitUntil(lambda: not player.holding, timeout=WAIT_MS)
    assert sorted(speaker.loaded) == sorted(EVERY_CUE)
    assert speaker.played == ["play"]  # the cues of moves long shown are not played late


def test_a_table_that_never_rests_gets_its_sounds_after_a_while(qtbot, speaker, monkeypatch):
    from cardtable.ui import sound

    monkeypatch.setattr(sound, "PATIENCE_MS", 0)
    player = SoundPlayer(later=True)
    player.ready(lambda: False)
    qtbot.waitUntil(lambda: not player.holding, timeout=WAIT_MS)
    assert sorted(speaker.loaded) == sorted(EVERY_CUE)


def test_the_volume_setting_reaches_every_cue_at_once(qtbot, speaker):
    w = MainWindow(Settings(sound_volume=100), keep_games=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: len(speaker.gains) == len(EVERY_CUE), timeout=WAIT_MS)
    assert set(speaker.gains.values()) == {1.0}
    w.set_sound(50, False)
    assert set(speaker.gains.values()) == {0.25}
    assert speaker.loaded.count("play") == 1  # loaded once, not again for a change


def test_the_gain_rises_with_the_setting_from_silence_to_full():
    gains = [gain(v) for v in range(101)]
    assert gains[0] == 0.0 and gains[100] == 1.0
    assert all(a < b for a, b in pairwise(gains))


def test_a_cue_that_cannot_sound_is_dropped_and_said_once(qapp, monkeypatch, speaker, caplog):
    told = {}

    def no_deal(path, parent, failed):
        told[path.stem] = failed
        if path.stem == "deal":
            failed("no such device")
            return None
        return speaker.make_effect(path, parent, failed)

    monkeypatch.setattr("cardtable.ui.sound.make_effect", no_deal)
    with caplog.at_level(logging.WARNING, logger="cardtable.ui.sound"):
        player = SoundPlayer()
        told["trick"]("the file is damaged")  # Qt gave up decoding it after loading began
        for name in EVERY_CUE:
            player.play(name)
    assert speaker.played == [n for n in EVERY_CUE if n not in ("deal", "trick")]
    assert len(caplog.records) == 1 and "no such device" in caplog.text


def test_the_real_loader_says_why_a_file_is_missing(qapp, speaker, tmp_path):
    reasons: list[str] = []
    parent = QObject()
    assert speaker.real_make_effect(tmp_path / "none.wav", parent, reasons.append) is None
    assert reasons and "none.wav" in reasons[0]


def test_the_real_loader_says_so_without_qt_multimedia(qapp, speaker, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # as if it failed to load
    reasons: list[str] = []
    assert speaker.real_make_effect(cue_file(Cue.PLAY), QObject(), reasons.append) is None
    assert reasons and "multimedia" in reasons[0]


def test_the_real_loader_gives_an_effect_or_says_why_not(qapp, speaker):
    reasons: list[str] = []
    parent = QObject()
    effect = speaker.real_make_effect(cue_file(Cue.PLAY), parent, reasons.append)
    assert (effect is None) == bool(reasons)  # no audio device here is a reason, not a crash
    if effect is not None:
        effect.setVolume(0.0)
        assert effect.source().toLocalFile() == str(cue_file(Cue.PLAY))
