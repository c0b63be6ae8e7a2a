"""Saved games: a round trip gives back the same game, and every kind of bad file is refused
with a message a player can read, never with a crash and never by loading a different game."""

from __future__ import annotations

import ast
import json
import os
import random
import re
import selectors
import subprocess
import sys
import time
from datetime import datetime
from itertools import islice
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable import __version__
from cardtable.engine.cards import SUIT_SYMBOLS, cards_of, suit
from cardtable.engine.protocol import Phase
from cardtable.engine.registry import get, replay
from cardtable.engine.rng import RNG_VERSION, Rng
from cardtable.storage.saves import (
    MAX_ACTIONS,
    MAX_FILE_BYTES,
    SAVE_VERSION,
    SavedGame,
    SaveError,
    autosave_path,
    decode,
    encode,
    read_save,
    state_digest,
    write_save,
)

from .autosave_writer import saves

ROOT = Path(__file__).resolve().parents[2]
GAME = "black-lady"
OPTIONS: dict[str, Any] = {"passing": "left-right", "target": 30}
SEATS = (("Ada", "person"), ("North", "rule"), ("East", "random"), ("West", "rule"))
KEYS = {
    "format", "version", "app_version", "rng_version", "game", "players", "seed", "options",
    "preset", "seats", "actions", "digest", "saved_at", "record_key", "started_at", "handovers",
}


def played(seed: int, moves: int | None, options: dict[str, Any] | None = None,
           preset: str | None = "morehead"):
    """A 4-player game from ``seed`` after ``moves`` random legal moves (None: to the end)."""
    options = dict(OPTIONS if options is None else options)
    state = get(GAME).new_game(options, seed, 4, preset)
    chooser = Rng(seed + 1)
    while not state.is_over and (moves is None or len(state.log) < moves):
        legal = state.legal_actions()
        state.apply(legal[chooser.below(len(legal))])
    saved = SavedGame(GAME, 4, seed, options, preset, SEATS, tuple(state.log))
    return saved, state


def save_data(seed: int = 7, moves: int | None = 70) -> dict[str, Any]:
    """The JSON object of a real save, for tests that spoil one entry."""
    saved, state = played(seed, moves)
    return json.loads(encode(saved, state))


def assert_same_game(a, b) -> None:
    assert a.log == b.log
    assert (a.phase, a.to_act, a.is_over, a.scores) == (b.phase, b.to_act, b.is_over, b.scores)
    assert a.legal_actions() == b.legal_actions()
    for seat in range(4):
        assert a.view(seat) == b.view(seat)
    assert state_digest(a) == state_digest(b)


# ---- round trips ----------------------------------------------------------------------------


def test_a_game_partway_comes_back_as_it_was(tmp_path):
    saved, state = played(seed=11, moves=70)  # 12 passes and 52 plays make a deal: now deal 2
    assert state.view(0).deal == 1 and state.phase is Phase.PASS
    path = tmp_path / "game.json"
    write_save(path, saved, state)
    loaded, again = read_save(path)
    assert loaded == saved
    assert_same_game(again, state)
    # and both go on alike: the same next moves lead to the same game
    for _ in range(30):
        move = state.legal_actions()[-1]
        state.apply(move)
        again.apply(move)
    assert_same_game(again, state)


def test_a_finished_game_comes_back_finished(tmp_path):
    saved, state = played(seed=5, moves=None)
    assert state.is_over
    path = tmp_path / "done.json"
    write_save(path, saved, state)
    loaded, again = read_save(path)
    assert loaded == saved
    assert again.is_over and again.winners == state.winners
    assert again.sheet == state.sheet
    assert_same_game(again, state)


def test_the_file_is_plain_json_with_the_documented_entries(tmp_path):
    saved, state = played(seed=3, moves=20)
    path = tmp_path / "game.json"
    write_save(path, saved, state)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == KEYS
    assert data["format"] == "cardtable-save"
    assert data["version"] == SAVE_VERSION == 2
    assert data["app_version"] == __version__
    assert data["rng_version"] == RNG_VERSION
    assert (data["game"], data["players"], data["seed"]) == (GAME, 4, 3)
    assert data["options"] == OPTIONS and data["preset"] == "morehead"
    assert data["seats"] == [{"name": n, "kind": k} for n, k in SEATS]
    assert data["actions"] == state.log and len(state.log) == 20
    assert data["digest"] == state_digest(state)
    assert datetime.fromisoformat(data["saved_at"]).tzinfo is not None


def test_names_outside_ascii_survive_the_round_trip():
    saved, state = played(seed=3, moves=5)
    seats = (("Zoë ♠", "person"), *saved.seats[1:])
    renamed = SavedGame(GAME, 4, 3, saved.options, saved.preset, seats, saved.actions)
    loaded, _ = decode(encode(renamed, state))
    assert loaded.seats[0] == ("Zoë ♠", "person")


def test_encode_refuses_actions_that_are_not_the_games_log():
    saved, state = played(seed=3, moves=5)
    shorter = SavedGame(GAME, 4, 3, saved.options, saved.preset, SEATS, saved.actions[:-1])
    with pytest.raises(ValueError, match="log"):
        encode(shorter, state)


def test_encode_refuses_what_could_not_be_read_back():
    saved, state = played(seed=3, moves=5)
    robot = (("Ada", "person"), ("North", "genius"), *SEATS[2:])
    with pytest.raises(SaveError, match="genius"):
        encode(SavedGame(GAME, 4, 3, saved.options, saved.preset, robot, saved.actions), state)


# ---- the digest -----------------------------------------------------------------------------


def test_the_digest_follows_the_game():
    saved, state = played(seed=9, moves=40)
    again = replay(GAME, get(GAME).validate(OPTIONS, 4, "morehead"), 9, 4, saved.actions)
    assert state_digest(again) == state_digest(state)
    before = state_digest(state)
    state.apply(state.legal_actions()[0])
    assert state_digest(state) != before


def test_the_digest_covers_the_house_rules_even_when_the_cards_agree():
    _, low = played(seed=9, moves=40)
    _, high = played(seed=9, moves=40, options={**OPTIONS, "target": 31})
    # same seed, same moves, nothing scored yet: only the target tells the games apart
    assert low.log == high.log and low.hands == high.hands and low.scores == high.scores
    assert state_digest(low) != state_digest(high)


def test_a_log_that_replays_legally_to_another_game_is_refused():
    saved, state = played(seed=7, moves=70)
    first = get(GAME).new_game(OPTIONS, 7, 4, "morehead")
    eldest = (first.view(0).dealer + 1) % 4
    # the seats choose their three cards in turn from eldest hand; take the first computer's
    turn = next(k for k in range(4) if SEATS[(eldest + k) % 4][1] != "person")
    a, b = 3 * turn, 3 * turn + 1
    swapped = list(saved.actions)
    swapped[a], swapped[b] = swapped[b], swapped[a]
    assert swapped != list(saved.actions)
    # the swapped log is a legal game: only the digest can tell
    other = replay(GAME, get(GAME).validate(OPTIONS, 4, "morehead"), 7, 4, swapped)
    assert other.hands == state.hands  # the same cards were passed, in another order
    data = json.loads(encode(saved, state))
    data["actions"] = swapped
    with pytest.raises(SaveError, match="does not match its check digest"):
        decode(json.dumps(data))


def test_a_changed_target_is_refused_by_the_digest():
    data = save_data()
    data["options"]["target"] = 31
    with pytest.raises(SaveError, match="does not match its check digest"):
        decode(json.dumps(data))


# ---- refusals -------------------------------------------------------------------------------


def _spoil(change) -> str:
    data = save_data()
    change(data)
    return json.dumps(data)


def _set(key: str, value: Any):
    return lambda data: data.__setitem__(key, value)


def _drop_seat(data):
    data["seats"].pop()


def _seat(index: int, **entry):
    return lambda data: data["seats"][index].update(entry)


def _option(name: str, value: Any):
    return lambda data: data["options"].__setitem__(name, value)


REFUSALS = [
    ("not json", "hello, world", "not a Card Table save"),
    ("empty", "  \n", "empty"),
    ("a list", "[1, 2, 3]", "not a Card Table save"),
    ("wrong marker", _spoil(_set("format", "cardtable-settings")), "not a Card Table save"),
    ("no marker", _spoil(lambda d: d.pop("format")), "not a Card Table save"),
    ("newer version", _spoil(_set("version", 3)),
     r"made by a newer version of Card Table \(format 3\)"),
    ("version zero", _spoil(_set("version", 0)), "format number"),
    ("version as a bool", _spoil(_set("version", True)), "format number"),
    ("unknown game", _spoil(_set("game", "chess")), "does not know: 'chess'"),
    ("bad option value", _spoil(_option("target", 0)), "house rule 'target'"),
    ("unknown option", _spoil(_option("jokers", True)), "house rule 'jokers'"),
    ("option of the wrong type", _spoil(_option("kitty", "yes")), "house rule 'kitty'"),
    ("option as nested junk", _spoil(_option("target", [[{"a": 1}]])), "house rule 'target'"),
    ("options not an object", _spoil(_set("options", [1, 2])), "house rules"),
    ("inconsistent options", _spoil(_option("cancellation", True)), "house rule 'players'"),
    ("unknown preset", _spoil(_set("preset", "hoyle")), "house rule 'preset'"),
    ("seat count", _spoil(_drop_seat), "3 seats for 4 players"),
    ("unknown bot kind", _spoil(_seat(2, kind="genius")), "unknown kind of player 'genius'"),
    ("empty name", _spoil(_seat(0, name="")), "name of seat 1 is empty"),
    ("long name", _spoil(_seat(1, name="x" * 41)), "name of seat 2 is too long"),
    ("name not text", _spoil(_seat(1, name=12)), "name of seat 2"),
    ("seat not an object", _spoil(lambda d: d["seats"].__setitem__(0, "Ada")), "seat 1"),
    ("seat with extras", _spoil(_seat(0, colour="red")), "seat 1"),
    ("negative seed", _spoil(_set("seed", -1)), "seed must be a whole number from 0"),
    ("seed too large", _spoil(_set("seed", 2**64)), "seed must be a whole number from 0"),
    ("seed as a bool", _spoil(_set("seed", True)), "seed"),
    ("seed as a fraction", _spoil(_set("seed", 7.0)), "seed"),
    ("players as a bool", _spoil(_set("players", True)), "number of players"),
    ("too many players", _spoil(_set("players", 12)), "number of players"),
    ("other shuffler", _spoil(_set("rng_version", RNG_VERSION + 1)), "shuffler"),
    ("missing entry", _spoil(lambda d: d.pop("seed")), "'seed' is missing"),
    ("extra entry", _spoil(_set("cheat", 1)), "does not know: 'cheat'"),
    ("damaged digest", _spoil(_set("digest", "abc")), "check digest in the file is damaged"),
    ("another game's digest", _spoil(_set("digest", "0" * 64)),
     "does not match its check digest"),
    ("moves not a list", _spoil(_set("actions", "2C 3C")), "moves"),
    ("a move as a bool", _spoil(lambda d: d["actions"].__setitem__(0, True)), "move 1 "),
    ("a move as nested junk", _spoil(lambda d: d["actions"].__setitem__(4, [[3]])), "move 5 "),
    ("a negative move", _spoil(lambda d: d["actions"].__setitem__(2, -4)), "move 3 "),
    ("too many moves", _spoil(_set("actions", [0] * (MAX_ACTIONS + 1))), "more than 100,000"),
    ("time not a date", _spoil(_set("saved_at", "yesterday")), "time of saving"),
    ("version text too long", _spoil(_set("app_version", "9" * 500)), "version of Card Table"),
    ("NaN", _spoil(_set("seed", 1)).replace('"seed": 1', '"seed": NaN'), "NaN"),
    ("Infinity", _spoil(_set("seed", 1)).replace('"seed": 1', '"seed": -Infinity'),
     "-Infinity"),
    ("huge number", _spoil(_set("seed", 1)).replace('"seed": 1', '"seed": ' + "9" * 5000),
     "far too large"),
    ("a repeated entry", _spoil(_set("seed", 1)).replace('"seed": 1', '"seed": 1, "seed": 2'),
     "'seed' appears twice"),
    ("a lone surrogate in a name", _spoil(_seat(0, name="Ada")).replace('"Ada"', '"\\ud800"'),
     "cannot be stored"),
    ("deep nesting", '{"format": "cardtable-save", "x": ' + "[" * 100_000, "not a"),
]


@pytest.mark.parametrize(("text", "message"), [r[1:] for r in REFUSALS],
                         ids=[r[0] for r in REFUSALS])
def test_a_bad_save_is_refused_with_a_message(text, message):
    with pytest.raises(SaveError, match=message):
        decode(text)


def _a_play_off_suit(actions):
    """The first play in ``actions`` where the seat to act holds the suit led and another suit:
    its index, the suit led and a card of another suit."""
    state = get(GAME).new_game(OPTIONS, 7, 4, "morehead")
    for index, move in enumerate(actions):
        view = state.view(state.to_act)
        if state.phase is Phase.PLAY and view.trick:
            led = suit(view.trick[0][1])
            others = [c for c in view.hand if suit(c) != led]
            if others and len(others) < len(view.hand):
                return index, led, others[0]
        state.apply(move)
    raise AssertionError("no play with a choice of suits in this game")


def test_an_illegal_move_is_refused_with_its_number_and_the_rule():
    saved, _ = played(seed=7, moves=120)
    index, led, off_suit = _a_play_off_suit(saved.actions)
    assert index + 1 < len(saved.actions)  # the bad move is in the middle of the log
    data = save_data(seed=7, moves=120)
    data["actions"][index] = off_suit
    with pytest.raises(SaveError) as refused:
        decode(json.dumps(data))
    message = str(refused.value)
    assert f"move {index + 1} is not legal" in message
    assert f"must follow suit: {SUIT_SYMBOLS[led]} led" in message


def test_a_move_after_the_end_is_refused():
    saved, state = played(seed=5, moves=None)
    data = json.loads(encode(saved, state))
    data["actions"].append(cards_of(state.deal_hands[0][0])[0])
    with pytest.raises(SaveError, match=f"move {len(saved.actions) + 1} is not legal: .*over"):
        decode(json.dumps(data))


def test_a_cut_short_file_is_refused(tmp_path):
    saved, state = played(seed=3, moves=30)
    whole = encode(saved, state).encode("utf-8")
    path = tmp_path / "short.json"
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(SaveError, match="cut short"):
        read_save(path)


def test_a_file_that_is_not_utf8_is_refused(tmp_path):
    saved, state = played(seed=3, moves=30)
    text = encode(saved, state).encode("utf-8").replace(b'"Ada"', b'"\xffda"')
    path = tmp_path / "latin.json"
    path.write_bytes(text)
    with pytest.raises(SaveError, match="not UTF-8"):
        read_save(path)


def test_a_file_too_large_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(SaveError, match="too large"):
        read_save(path)


def test_a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="could not be read"):
        read_save(tmp_path / "nowhere.json")


def test_a_byte_order_mark_from_an_editor_is_accepted(tmp_path):
    saved, state = played(seed=3, moves=30)
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + encode(saved, state).encode("utf-8"))
    assert read_save(path)[0] == saved


def test_reading_never_changes_the_file(tmp_path):
    saved, state = played(seed=3, moves=30)
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    write_save(good, saved, state)
    bad.write_text(encode(saved, state).replace('"seed": 3', '"seed": 4'), encoding="utf-8")
    for path in (good, bad):
        before = (path.read_bytes(), path.stat().st_mtime_ns)
        try:
            read_save(path)
        except SaveError:
            assert path is bad
        else:
            assert path is good
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before


# ---- what storage may import ------------------------------------------------------------


def test_storage_knows_only_engine_data():
    package = ROOT / "cardtable" / "storage"
    banned = ("PySide6", "shiboken6", "cardtable.controller", "cardtable.ui", "cardtable.ai")
    for source in package.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                # a relative import counts up from cardtable.storage
                base = ["cardtable", "storage"][: 3 - node.level] if node.level else []
                name = ".".join([*base, node.module or ""])
                assert not name.startswith(banned), (source.name, name)
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith(banned) for a in node.names), source.name
    code = (
        "import sys, cardtable.storage.saves, cardtable.storage.settings; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', "
        "'cardtable.controller', 'cardtable.ui', 'cardtable.ai'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


# ---- damaged bytes --------------------------------------------------------------------------

_SHORT_SAVED, _SHORT_STATE = played(seed=21, moves=40)
ORIGINAL = encode(_SHORT_SAVED, _SHORT_STATE).encode("utf-8")
ORIGINAL_DIGEST = state_digest(_SHORT_STATE)
ORIGINAL_OPTIONS = get(GAME).validate(OPTIONS, 4, "morehead")
_JSONISH = b'0123456789-.eE{}[],:" \\ntrufalsNI'


@st.composite
def damaged(draw) -> bytes:
    """The real save with one to four accidents: bit flips, overwritten, cut, inserted or copied
    bytes, and changed or swapped numbers (which keep the JSON valid, so the moves, the seed,
    the house rules and the digest themselves are put to the test)."""
    data = bytearray(ORIGINAL)
    for _ in range(draw(st.sampled_from((1, 1, 1, 2, 3, 4)))):
        kind = draw(st.sampled_from(
            ("flip", "set", "delete", "insert", "truncate", "copy", "number", "number", "swap")))
        at = draw(st.integers(0, max(len(data) - 1, 0)))
        numbers = [m.span() for m in re.finditer(rb"-?[0-9]+", data)]
        if kind == "number" and numbers:
            a, b = draw(st.sampled_from(numbers))
            value = int(data[a:b]) + draw(st.integers(-3, 3).filter(bool) | st.integers())
            data[a:b] = str(value).encode()
        elif kind == "swap" and len(numbers) > 1:
            (a, b), (c, d) = sorted(draw(st.lists(st.sampled_from(numbers), min_size=2,
                                                  max_size=2, unique=True)))
            data[a:d] = data[c:d] + data[b:c] + data[a:b]
        elif kind == "flip" and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "set" and data:
            data[at] = draw(st.sampled_from(_JSONISH))
        elif kind == "delete":
            del data[at: at + draw(st.integers(1, 40))]
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8) | st.sampled_from(
                [b"0", b"-", b"1", b" ", b"\n", b"\\u0041", b"\xff", b"\xc3\xa9"]))
        elif kind == "truncate":
            del data[at:]
        elif kind == "copy" and data:
            start = draw(st.integers(0, len(data) - 1))
            data[at:at] = data[start: start + draw(st.integers(1, 30))]
    return bytes(data)


@pytest.fixture(scope="module")
def damage_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("damaged")


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
def test_damaged_bytes_are_refused_or_give_back_the_very_same_game(damage_dir, data):
    path = damage_dir / "save.json"
    path.write_bytes(data)
    try:
        saved, state = read_save(path)
    except SaveError as error:
        assert "internal error" not in str(error)  # a refusal, not a rules crash
    else:
        # only a harmless change (spacing, a name, the time) may be accepted
        assert (saved.game_id, saved.players, saved.seed) == (GAME, 4, _SHORT_SAVED.seed)
        assert saved.actions == _SHORT_SAVED.actions
        assert get(GAME).validate(saved.options, 4, saved.preset) == ORIGINAL_OPTIONS
        assert saved.options == _SHORT_SAVED.options
        assert state_digest(state) == ORIGINAL_DIGEST
    assert path.read_bytes() == data


def test_the_undamaged_bytes_are_accepted(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(ORIGINAL)
    assert read_save(path)[0] == _SHORT_SAVED
    path.write_bytes(ORIGINAL.replace(b",\n", b",\n\n   "))  # spacing means nothing in JSON
    assert read_save(path)[0] == _SHORT_SAVED


# ---- a writer killed at any moment ----------------------------------------------------------


def _output_until(stream, writes: int) -> bytes:
    """Collect what the writer prints until it has reported ``writes`` writes: the moment of a
    kill is counted in the writer's progress, which no busy machine can leave at nothing. The
    writer stops by itself after its last write, so the wait ends."""
    chunks = []
    while sum(chunk.count(b"\n") for chunk in chunks) < writes:
        chunk = os.read(stream.fileno(), 65536)
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def _output_for(stream, seconds: float) -> bytes:
    """Collect what the writer prints during ``seconds``, waiting on its output, not sleeping."""
    deadline = time.monotonic() + seconds
    chunks = []
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while (left := deadline - time.monotonic()) > 0:
            if selector.select(left):
                chunk = os.read(stream.fileno(), 65536)
                if not chunk:
                    break
                chunks.append(chunk)
    return b"".join(chunks)


def test_a_writer_killed_at_any_moment_leaves_the_last_whole_autosave(tmp_path, monkeypatch):
    pick = random.Random(2001)
    rounds_with_writes = 0
    for round_no in range(200):
        monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / f"round-{round_no}"))
        seed = 1000 + round_no
        writer = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.autosave_writer", str(seed)],
            cwd=ROOT, stdout=subprocess.PIPE, bufsize=0,
        )
        try:
            assert writer.stdout is not None
            assert writer.stdout.readline() == b"ready\n"
            # after 0 to 3 whole writes, then at a random moment of the writes that follow
            printed = _output_until(writer.stdout, pick.randrange(4))
            printed += _output_for(writer.stdout, pick.uniform(0.002, 0.040))
            writer.kill()  # SIGKILL: no clean-up runs in the writer
            writer.wait()
            printed += writer.stdout.read()
        finally:
            if writer.poll() is None:
                writer.kill()
                writer.wait()
        lines = printed.split(b"\n")[:-1]  # only whole lines
        done = int(lines[-1]) if lines else 0
        assert [int(n) for n in lines] == list(range(1, done + 1))
        path = autosave_path()
        expected = [s for s, _ in islice(saves(seed), done + 1)]
        if not path.exists():
            assert done == 0, f"round {round_no}: the autosave vanished after {done} writes"
            continue
        rounds_with_writes += done > 0
        before = path.read_bytes()
        loaded, state = read_save(path)  # raises if the file is partial or damaged
        assert path.read_bytes() == before
        # the last reported save, or the next one if it was complete but not yet reported
        assert loaded in expected[max(done - 1, 0):], f"round {round_no} after {done} writes"
        assert list(state.log) == list(loaded.actions)
    assert rounds_with_writes >= 20
