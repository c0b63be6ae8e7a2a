"""The score history: recording, reading back, filters, statistics, migrations, damage, CSV."""

from __future__ import annotations

import csv
import errno
import io
import os
import random
import sqlite3
import subprocess
import sys
import threading
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from cardtable.engine.events import DealScored
from cardtable.engine.registry import get, replay
from cardtable.engine.rng import Rng
from cardtable.storage.history import History, history_path
from cardtable.storage.history_causes import Cause, Refused, cause_of
from cardtable.storage.history_records import GameRecord, HandRow, StatRow
from cardtable.storage.history_schema import MIGRATIONS, SCHEMA_VERSION, migrate
from cardtable.storage.paths import data_dir
from cardtable.storage.scoresheet_csv import save_scoresheet_csv, scoresheet_to_csv

NAMES = ("Alice", "Bob", "Carol", "Dan")
KINDS = ("person", "bot:easy", "bot:normal", "bot:hard")
START = datetime(2024, 5, 1, 18, 17, tzinfo=UTC)  # never local midnight


def play(seed: int, target: int = 40, deals: int | None = None):
    """Play Black Lady with random legal cards; stop when over or after ``deals`` deals."""
    state = get("black-lady").new_game({"target": target}, seed, 4)
    rng = Rng(seed ^ 0xABC)
    scored: list[DealScored] = []
    while not state.is_over and (deals is None or len(scored) < deals):
        events = state.apply(rng.choice(list(state.legal_actions())))
        scored += [e for e in events if isinstance(e, DealScored)]
    return state, scored


def played_record(seed: int, *, abandon_after: int | None = None) -> GameRecord:
    """A record made from a real game, finished or abandoned after some deals."""
    state, scored = play(seed, deals=abandon_after)
    finished = state.is_over
    return GameRecord(
        game_id="black-lady", variant="custom", options=dict(state.options), seed=seed,
        players=NAMES, kinds=KINDS, person_seat=0,
        started_at=START.isoformat(), finished_at=(START + timedelta(minutes=30)).isoformat(),
        status="finished" if finished else "abandoned",
        winners=tuple(state.winners) if finished else (),
        final_scores=tuple(state.scores), lower_wins=True,
        hands=tuple(HandRow.from_event(e) for e in scored), actions=tuple(state.log),
    )


def simple_record(
    *, game_id="black-lady", variant="morehead", players=NAMES, scores=(10, 20, 30, 40),
    winners=(0,), status="finished", finished=START, lower_wins=True, hands=(),
) -> GameRecord:
    return GameRecord(
        game_id=game_id, variant=variant, options={}, seed=7, players=tuple(players),
        kinds=("person",) + ("bot:easy",) * (len(players) - 1), person_seat=0,
        started_at=(finished - timedelta(minutes=20)).isoformat(),
        finished_at=finished.isoformat(), status=status, winners=tuple(winners),
        final_scores=tuple(scores), lower_wins=lower_wins, hands=tuple(hands), actions=(),
    )


def count_rows(path: Path, table: str) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]


# --------------------------------------------------------------------------- recording


def test_the_history_lives_in_the_data_folder(private_home):
    assert history_path() == data_dir() / "history.sqlite3"
    with History() as history:
        assert history.problem is None and history.writable
    assert (private_home / "data" / "history.sqlite3").is_file()


def test_a_finished_game_reads_back_whole_and_replays():
    record = played_record(11)
    assert record.status == "finished" and record.winners and len(record.hands) >= 1
    with History() as history:
        row = history.record(record)
        assert row is not None
    with History() as history:  # a fresh connection: it really is on disk
        sheet = history.scoresheet(row)
        assert sheet is not None
        assert sheet.to_record() == record
        assert sheet.summary.row_id == row
        [summary] = history.games()
        assert summary == sheet.summary
        assert summary.hand_count == len(record.hands)
        assert sheet.players == NAMES and sheet.winners == record.winners  # read directly
    # the stored tuple (game, options, seed, actions) replays to the stored result
    again = replay("black-lady", record.options, record.seed, 4, sheet.actions)
    assert again.is_over
    assert tuple(again.scores) == sheet.summary.final_scores
    assert tuple(again.winners) == sheet.summary.winners
    assert sheet.hands[-1].totals == sheet.summary.final_scores


def test_an_abandoned_game_reads_back_with_its_deals_so_far():
    record = played_record(12, abandon_after=1)
    assert record.status == "abandoned" and len(record.hands) == 1
    with History() as history:
        row = history.record(record)
        sheet = history.scoresheet(row)
    assert sheet is not None and sheet.to_record() == record
    assert sheet.summary.status == "abandoned" and sheet.summary.winners == ()
    # Black Lady has 26 penalty points a deal: the one deal's points add up to a moon
    # (78 with the old moon) or 26, as the rules say
    assert sum(sheet.hands[0].points) in (26, 78)


def test_a_record_that_contradicts_itself_is_refused_and_nothing_is_stored():
    with History() as history:
        with pytest.raises(ValueError, match="final_scores"):
            history.record(simple_record(scores=(1, 2, 3)))
        with pytest.raises(ValueError, match="winners"):
            history.record(simple_record(winners=(4,)))
        with pytest.raises(ValueError, match="status"):
            history.record(simple_record(status="won"))
        bad_hand = HandRow(points=(1, 2), totals=(1, 2, 3, 4), taken=(0, 0, 0, 0))
        with pytest.raises(ValueError, match="hand 1"):
            history.record(simple_record(hands=[bad_hand]))
        assert history.games() == []


def test_an_unreadable_row_is_left_out_instead_of_stopping_the_app():
    with History() as history:
        good = history.record(simple_record())
        bad = history.record(simple_record(finished=START + timedelta(days=1)))
    with sqlite3.connect(history_path()) as conn:
        conn.execute("UPDATE games SET players_json = '[\"Alice\", 3' WHERE id = ?", (bad,))
    with History() as history:
        assert [s.row_id for s in history.games()] == [good]
        assert history.scoresheet(bad) is None
        assert history.unreadable == {bad}
        assert history.scoresheet(good) is not None


def test_a_closed_history_says_so():
    history = History()
    history.close()
    history.close()
    with pytest.raises(RuntimeError, match="closed"):
        history.games()


def test_storage_does_not_load_qt_or_the_layers_above_it():
    code = (
        "import sys, cardtable.storage.history, cardtable.storage.scoresheet_csv\n"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'PySide6' or "
        "m.startswith(('cardtable.ui', 'cardtable.controller'))]\n"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------- listing


@pytest.fixture
def filled():
    """Six games across two games, three variants, two statuses and five days."""
    day = timedelta(days=1)
    with History() as history:
        made = {
            "c": simple_record(game_id="ugly", variant="custom", players=("Zoë", "Bob", "Eve"),
                               scores=(5, 6, 7), finished=START + 2 * day),
            "a": simple_record(finished=START),
            "e": simple_record(players=("Eve", "Frank", "Gus", "Hal"), finished=START + 4 * day),
            "d": simple_record(status="abandoned", winners=(), finished=START + 3 * day),
            "b": simple_record(variant="omnibus", finished=START + day),
            # finished at the same instant as "e", written in another zone, recorded later
            "f": simple_record(variant="omnibus", players=("Ivy", "Bob", "Gus", "Hal"),
                               finished=(START + 4 * day).astimezone(timezone(timedelta(hours=2)))),
        }
        # recorded out of date order, so the listing's order must come from the dates
        rows = {name: history.record(record) for name, record in made.items()}
        yield history, rows


def ids(summaries, rows):
    by_row = {row: name for name, row in rows.items()}
    return "".join(by_row[s.row_id] for s in summaries)


def test_games_are_listed_newest_first(filled):
    history, rows = filled
    # "f" and "e" finished at the same instant; the later record comes first
    assert ids(history.games(), rows) == "fedcba"


def test_each_filter_alone(filled):
    history, rows = filled
    assert ids(history.games(game_id="ugly"), rows) == "c"
    assert ids(history.games(game_id="black-lady"), rows) == "fedba"
    assert ids(history.games(variant="omnibus"), rows) == "fb"
    assert ids(history.games(player="bob"), rows) == "fdcba"
    assert ids(history.games(player="ZOË"), rows) == "c"
    assert ids(history.games(player="nobody"), rows) == ""
    assert ids(history.games(status="abandoned"), rows) == "d"
    assert ids(history.games(status="finished"), rows) == "fecba"
    assert ids(history.games(since=START + timedelta(days=3)), rows) == "fed"
    assert ids(history.games(until=(START + timedelta(days=1)).isoformat()), rows) == "ba"


def test_filters_combine(filled):
    history, rows = filled
    day = timedelta(days=1)
    assert ids(history.games(game_id="black-lady", player="EVE"), rows) == "e"
    assert ids(history.games(variant="morehead", status="finished"), rows) == "ea"
    assert ids(history.games(player="bob", since=START + day, until=START + 3 * day), rows) \
        == "dcb"
    assert ids(history.games(game_id="black-lady", variant="omnibus", player="gus"), rows) \
        == "f"
    assert ids(history.games(game_id="ugly", status="abandoned"), rows) == ""


def test_dates_alone_bound_whole_days(filled):
    history, rows = filled
    # a day given as a date starts at midnight, local time, as the history window gives it
    local = [(START + timedelta(days=d)).astimezone() for d in range(5)]
    first, last = local[1].date(), local[3].date() + timedelta(days=1)
    assert ids(history.games(since=first.isoformat(), until=last.isoformat()), rows) == "dcb"


def test_two_histories_on_one_file_see_each_others_games():
    with History() as writer, History() as reader:
        assert writer.problem is None and reader.problem is None
        row = writer.record(simple_record())
        assert [s.row_id for s in reader.games()] == [row]
        assert reader.delete(row) is True
        assert writer.games() == []


def test_deleting_a_game_removes_its_deals(private_home):
    hands = [HandRow((0, 13, 13, 0), (0, 13, 13, 0), (0, 1, 2, 0)),
             HandRow((26, 0, 0, 0), (26, 13, 13, 0), (4, 0, 0, 0))]
    with History() as history:
        keep = history.record(simple_record(hands=hands))
        gone = history.record(simple_record(hands=hands))
    assert count_rows(history_path(), "hands") == 4
    with History() as history:
        assert history.delete(gone) is True
        assert history.delete(gone) is False
        assert history.scoresheet(gone) is None
        assert [(s.row_id, s.hand_count) for s in history.games()] == [(keep, 2)]
    assert count_rows(history_path(), "hands") == 2
    with sqlite3.connect(history_path()) as conn:
        assert {r[0] for r in conn.execute("SELECT game FROM hands")} == {keep}


# --------------------------------------------------------------------------- statistics


def test_statistics_count_shared_wins_and_pick_the_best_score_by_direction():
    with History() as history:
        # penalty points, lowest wins; Alice and Bob tie for the win
        history.record(simple_record(scores=(40, 40, 90, 100), winners=(0, 1)))
        # Carol wins alone
        history.record(simple_record(scores=(70, 80, 20, 101), winners=(2,)))
        # abandoned: Alice was leading with 5, but it is only a game played
        history.record(simple_record(scores=(5, 30, 30, 30), winners=(), status="abandoned"))
        # counters (Foster's sweepstake): highest wins
        history.record(simple_record(variant="foster", lower_wins=False,
                                     scores=(150, 0, 90, 160), winners=(3,)))
        history.record(simple_record(variant="foster", lower_wins=False,
                                     scores=(250, 50, 60, 40), winners=(0,)))
        stats = {(r.variant, r.player): r for r in history.statistics()}

    alice = stats["morehead", "Alice"]
    assert (alice.played, alice.won) == (3, 1)
    assert alice.best_score == 40  # lowest of 40 and 70; the abandoned 5 does not count
    assert alice.average_score == pytest.approx((40 + 70) / 2)
    bob = stats["morehead", "Bob"]
    assert (bob.played, bob.won, bob.best_score) == (3, 1, 40)
    carol = stats["morehead", "Carol"]
    assert (carol.played, carol.won, carol.best_score) == (3, 1, 20)
    dan = stats["morehead", "Dan"]
    assert (dan.played, dan.won, dan.best_score) == (3, 0, 100)
    assert dan.average_score == pytest.approx(100.5)

    assert stats["foster", "Alice"] == StatRow("black-lady", "foster", "Alice", 2, 1, 250,
                                               200.0, lower_wins=False)
    assert stats["foster", "Dan"].best_score == 160  # highest of 160 and 40
    assert stats["foster", "Bob"].won == 0
    assert all(r.lower_wins for (variant, _), r in stats.items() if variant == "morehead")
    assert len(stats) == 8


def test_statistics_for_one_game_and_without_finished_games():
    with History() as history:
        history.record(simple_record(game_id="ugly", players=("Ann", "Ben", "Cy"),
                                     scores=(1, 2, 3), winners=(), status="abandoned"))
        history.record(simple_record())
        rows = history.statistics(game_id="ugly")
    assert [r.player for r in rows] == ["Ann", "Ben", "Cy"]
    assert rows[0] == StatRow("ugly", "morehead", "Ann", 1, 0, None, None)


# --------------------------------------------------------------------------- migrations


def test_an_empty_version_0_database_is_migrated():
    path = history_path()
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as conn:  # a real file with a header but no tables
        conn.execute("CREATE TABLE scratch (x)")
        conn.execute("DROP TABLE scratch")
    conn.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 0
    conn.close()
    with History(path) as history:
        assert history.problem is None
        row = history.record(simple_record())
        assert history.scoresheet(row) is not None
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert tables == {"games", "hands", "analyses"}
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_migrations_run_in_order_each_in_its_own_transaction(tmp_path):
    conn = sqlite3.connect(tmp_path / "m.sqlite3", isolation_level=None)

    def first(c):
        c.execute("CREATE TABLE one (x)")

    def second(c):
        c.execute("CREATE TABLE two (x)")
        c.execute("INSERT INTO two VALUES (1)")
        raise sqlite3.OperationalError("step two fails half way")

    with pytest.raises(sqlite3.OperationalError, match="half way"):
        migrate(conn, [first, second])
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert tables == {"one"}  # the failed step left nothing behind
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1

    done = []

    def second_fixed(c):
        done.append("second")
        c.execute("CREATE TABLE two (x)")

    def third(c):
        done.append("third")

    assert migrate(conn, [first, second_fixed, third]) == 3
    assert done == ["second", "third"]  # the first step is not run again
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    conn.close()


def test_a_history_from_a_newer_version_is_left_untouched():
    path = history_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")  # as the history's own files are
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, something_new TEXT)")
    conn.execute("INSERT INTO games VALUES (1, 'from the future')")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    listing = sorted(os.listdir(path.parent))
    assert listing == ["history.sqlite3"]

    with History() as history:
        assert history.problem and "newer version" in history.problem
        assert not history.writable
        assert history.record(simple_record()) is None
        assert history.delete(1) is False
        assert history.games() == []
        assert history.statistics() == []
    assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == listing  # no -wal, -shm or .damaged file


# --------------------------------------------------------------------------- damage


def test_a_file_of_random_bytes_is_kept_aside_and_a_new_history_starts():
    path = history_path()
    path.parent.mkdir(parents=True)
    junk = random.Random(5).randbytes(10_000)
    path.write_bytes(junk)
    with History() as history:
        assert history.problem and "history.sqlite3.damaged-1" in history.problem
        assert history.writable
        row = history.record(simple_record())
        assert [s.row_id for s in history.games()] == [row]
    assert (path.parent / "history.sqlite3.damaged-1").read_bytes() == junk
    with History() as history:  # the new file is sound
        assert history.problem is None
        assert len(history.games()) == 1


def corrupt_in_the_middle_of_a_page(path: Path) -> bytes:
    """Overwrite a stored value that an index also holds, away from the page's edges.

    The table and its index then disagree, which ``PRAGMA integrity_check`` always reports.
    """
    conn = sqlite3.connect(path)
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.execute("CREATE TABLE filler (id INTEGER PRIMARY KEY, v TEXT)")
    conn.execute("CREATE INDEX filler_v ON filler (v)")
    conn.executemany("INSERT INTO filler (v) VALUES (?)",
                     [(f"value-{i:04d}-" + "abcdefgh" * 6,) for i in range(400)])
    conn.commit()
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    data = bytearray(path.read_bytes())
    for i in range(400):
        at = data.find(f"value-{i:04d}-".encode())
        if page // 4 < at % page < page * 3 // 4:
            break
    else:
        raise AssertionError("no value lies in the middle of a page")
    data[at:at + 11] = b"X" * 11
    path.write_bytes(bytes(data))
    return bytes(data)


def test_a_database_failing_the_integrity_check_is_kept_aside():
    path = history_path()
    with History() as history:
        history.record(simple_record())
    assert not path.with_name(path.name + "-wal").exists()  # folded back in on close
    damaged = corrupt_in_the_middle_of_a_page(path)
    probe = sqlite3.connect(path)
    assert probe.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    probe.close()
    path.write_bytes(damaged)  # as it was before the check above

    with History() as history:
        assert history.problem and "damaged" in history.problem
        assert history.games() == []
        history.record(simple_record())
    assert (path.parent / "history.sqlite3.damaged-1").read_bytes() == damaged

    # damaged again: the first copy stays, the second gets the next number
    again = corrupt_in_the_middle_of_a_page(path)
    with History() as history:
        assert history.problem and "history.sqlite3.damaged-2" in history.problem
    assert (path.parent / "history.sqlite3.damaged-1").read_bytes() == damaged
    assert (path.parent / "history.sqlite3.damaged-2").read_bytes() == again


def test_the_write_ahead_log_goes_aside_with_the_damaged_file():
    path = history_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database at all, " * 100)
    wal = path.with_name(path.name + "-wal")
    wal.write_bytes(b"log bytes")
    with History() as history:
        assert history.problem and "damaged" in history.problem
    assert (path.parent / "history.sqlite3.damaged-1-wal").read_bytes() == b"log bytes"


@pytest.fixture
def unwritable_history(tmp_path):
    """A history path whose folder cannot be written.

    A folder made read-only with chmod does the job for an ordinary user, but root may write
    anywhere: then the path is placed beneath a regular file instead, so the folder cannot even
    be created. Either way the test runs.
    """
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        (folder / "probe").touch()
    except PermissionError:
        yield folder / "history.sqlite3"
        folder.chmod(0o700)
        return
    (folder / "probe").unlink()
    folder.chmod(0o700)
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    yield blocker / "data" / "history.sqlite3"


def test_a_folder_that_cannot_be_written_keeps_the_history_in_memory(unwritable_history):
    with History(unwritable_history) as history:
        assert not history.writable
        assert history.problem and "cannot be saved" in history.problem
        row = history.record(simple_record(hands=[HandRow((1, 2, 3, 4), (1, 2, 3, 4),
                                                          (1, 1, 1, 1))]))
        assert row is not None
        assert [s.row_id for s in history.games(player="alice")] == [row]
        sheet = history.scoresheet(row)
        assert sheet is not None and sheet.hands[0].points == (1, 2, 3, 4)
        assert history.statistics()[0].played == 1
        assert history.delete(row) is True
    assert not unwritable_history.exists()


# --------------------------------------------------------------------------- CSV


def read_csv(text: str) -> tuple[dict[str, list[str]], list[list[str]]]:
    rows = list(csv.reader(io.StringIO(text)))
    blank = rows.index([])
    head = {r[0]: r[1:] for r in rows[:blank]}
    return head, rows[blank + 1:]


def test_the_csv_scoresheet_has_the_numbers_of_each_deal():
    hands = [
        HandRow((0, 13, 13, 0), (0, 13, 13, 0), (0, 1, 3, 0)),
        HandRow((0, 26, 26, 26), (0, 39, 39, 26), (14, 0, 0, 0),
                marks=("moon", "", "", ""), moon=0),
        HandRow((5, 3, 0, 0), (5, 42, 39, 26), (3, 2, 0, 0), unscored=18),
    ]
    with History() as history:
        row = history.record(simple_record(players=("Zoë", "Bob", "Carol", "Dan"),
                                           scores=(5, 42, 39, 26), hands=hands,
                                           winners=(0,)))
        sheet = history.scoresheet(row)
    assert sheet is not None
    head, table = read_csv(scoresheet_to_csv(sheet))
    assert head["Game"] == ["black-lady"] and head["Variant"] == ["morehead"]
    assert head["Players"] == ["Zoë", "Bob", "Carol", "Dan"]
    assert head["Winners"] == ["Zoë"]
    assert head["Finished"] == [START.isoformat()]
    assert table[0] == ["Hand", "Zoë points", "Zoë total", "Bob points", "Bob total",
                        "Carol points", "Carol total", "Dan points", "Dan total", "Marks"]
    assert table[1] == ["1", "0", "0", "13", "13", "13", "13", "0", "0", ""]
    assert table[2][1:9] == ["0", "0", "26", "39", "26", "39", "26", "26"]
    assert table[2][9] == "moon: Zoë"
    assert table[3][9] == "unscored: 18"
    assert table[4] == ["Final", "", "5", "", "42", "", "39", "", "26", ""]
    assert len(table) == 5


def test_a_played_games_csv_matches_the_engines_scores(tmp_path):
    record = played_record(21)
    with History() as history:
        sheet = history.scoresheet(history.record(record))
    assert sheet is not None
    target = tmp_path / "sheet.csv"
    save_scoresheet_csv(sheet, target)
    _, table = read_csv(target.read_text(encoding="utf-8"))
    deals = table[1:-1]
    assert len(deals) == len(record.hands)
    for number, (cells, hand) in enumerate(zip(deals, record.hands, strict=True), start=1):
        assert int(cells[0]) == number
        numbers = [int(c) for c in cells[1:9]]
        assert numbers[0::2] == list(hand.points)
        assert numbers[1::2] == list(hand.totals)
        assert ("moon: " in cells[9]) == (hand.moon is not None)
    final = [int(c) for c in table[-1][2:9:2]]
    assert final == list(record.final_scores)


# --------------------------------------------------------------------------- locks, full disks


@pytest.fixture
def held_lock(private_home):
    """Another program's write transaction on an existing history, held until released."""
    path = history_path()
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    yield holder
    if holder.in_transaction:
        holder.execute("ROLLBACK")
    holder.close()


def test_a_history_locked_at_start_names_the_lock_and_still_shows_its_games(private_home):
    with History() as history:
        history.store(simple_record())
    holder = sqlite3.connect(history_path(), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with History(busy_timeout=0.05) as history:
            assert history.cause is Cause.LOCKED and not history.writable
            assert history.problem and "locked by another program" in history.problem
            assert [g.players for g in history.games()] == [NAMES]
            with pytest.raises(Refused) as refused:
                history.store(simple_record())
            assert refused.value.cause is Cause.LOCKED
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert count_rows(history_path(), "games") == 1


def test_a_short_lock_is_waited_out(held_lock):
    """The lock lifts while the history waits for it: it opens and takes games, no word said."""
    release = threading.Timer(0.2, lambda: held_lock.execute("ROLLBACK"))
    release.start()
    try:
        with History(busy_timeout=10) as history:
            assert history.problem is None and history.cause is None
            assert history.store(simple_record()) > 0
    finally:
        release.join()


def test_a_lock_taken_mid_session_refuses_the_game_and_leaves_the_connection_usable(
        private_home):
    with History(busy_timeout=0.05) as history:
        holder = sqlite3.connect(history.path, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        with pytest.raises(Refused) as refused:
            history.store(simple_record())
        assert refused.value.cause is Cause.LOCKED
        assert history.record(simple_record()) is None
        assert history.problem and "locked by another program" in history.problem
        holder.execute("ROLLBACK")
        holder.close()
        assert history.store(simple_record()) > 0
        assert len(history.games()) == 1  # the refused games did not go in


@pytest.mark.parametrize("error", [
    sqlite3.OperationalError("database or disk is full"),
    OSError(errno.ENOSPC, "No space left on device"),
])
def test_a_full_disk_is_told_as_a_full_disk(error):
    assert cause_of(error) is Cause.FULL


@pytest.mark.parametrize(("error", "cause"), [
    (sqlite3.OperationalError("database is locked"), Cause.LOCKED),
    (sqlite3.OperationalError("attempt to write a readonly database"), Cause.READ_ONLY),
    (OSError(errno.EACCES, "Permission denied"), Cause.READ_ONLY),
    (sqlite3.OperationalError("no such table: games"), Cause.FAILED),
])
def test_other_causes_are_told_apart(error, cause):
    assert cause_of(error) is cause


def test_a_write_that_fills_the_disk_is_refused_as_full_and_rolled_back(private_home,
                                                                          monkeypatch):
    with History() as history:
        def full(*_args):
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(history, "_write_game", full)
        with pytest.raises(Refused) as refused:
            history.store(simple_record())
        assert refused.value.cause is Cause.FULL
        monkeypatch.undo()
        assert history.store(simple_record()) > 0  # no transaction was left open


# --------------------------------------------------------------------------- odd versions


def history_with_version(version: int, tables: bool) -> Path:
    path = history_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    if tables:
        MIGRATIONS[0](conn)
    conn.execute(f"PRAGMA user_version = {version:d}")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize(("version", "tables"), [(1, False), (2, False), (2, True), (-1, False)])
def test_a_version_whose_tables_are_missing_is_kept_aside_as_damaged(private_home, version,
                                                                      tables):
    path = history_with_version(version, tables)
    with History() as history:
        assert history.problem and "history.sqlite3.damaged-1" in history.problem
        assert history.cause is None and history.writable
        assert history.games() == [] and history.store(simple_record()) > 0
    assert (path.parent / "history.sqlite3.damaged-1").exists()
    with History() as history:
        assert history.problem is None  # told once


def test_reading_a_history_whose_tables_vanished_says_so_instead_of_stopping(private_home):
    with History() as history:
        history.store(simple_record())
        other = sqlite3.connect(history.path)
        other.execute("DROP TABLE hands")
        other.execute("DROP TABLE games")
        other.commit()
        other.close()
        assert history.games() == [] and history.scoresheet(1) is None
        assert history.statistics() == []
        assert history.problem and "cannot be read" in history.problem
