"""A game's text record: written from the history's scoresheet and its analysis, read back to
the same game by replaying its actions, and refused with the line at fault when edited wrong."""

from __future__ import annotations

import os
import re
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai import make_bot
from cardtable.engine.registry import GAMES, get
from cardtable.engine.rng import Rng
from cardtable.session.record_reading import MAX_RECORD_BYTES
from cardtable.session.record_text import (
    RecordError,
    export_record,
    import_record,
    read_record,
    record_text,
)
from cardtable.session.records import game_record
from cardtable.session.replay import Replay
from cardtable.session.setup import GameSetup, SeatSetup
from cardtable.storage.analysis_records import Decision, Estimate, GameAnalysis
from cardtable.storage.history_records import Scoresheet

from ..deadlines import WAIT_S
from ..game_facts import facts_of


def scoresheet(game_id: str, seed: int, kind: str = "rule", moves: int | None = None,
               names: tuple[str, ...] | None = None) -> Scoresheet:
    """A game the computer played, as the history would hand it to the Replay window: whole,
    or left after ``moves`` moves (abandoned)."""
    rules = get(game_id)
    players = rules.default_players
    seats = tuple(SeatSetup(name, kind) for name in names or [f"Seat {n}" for n in "ABCDEFG"])
    setup = GameSetup(game_id, players, seed, seats[:players], options=facts_of(game_id).SMALL,
                      person_seat=0)
    state = rules.new_game(setup.options, seed, players)
    bots = [make_bot(kind, game_id) for _ in range(players)]
    rng = Rng(seed)
    while not state.is_over and (moves is None or len(state.log) < moves):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    record = game_record(setup, state, "finished" if state.is_over else "abandoned")
    return Scoresheet.of_record(record, 17)


def analysis_of(sheet: Scoresheet, positions: list[int]) -> GameAnalysis:
    """A hand-made analysis: at each position, every legal action (at most four, the one played
    among them) rated by made-up numbers, best first."""
    replay = Replay(sheet.game_id, sheet.options, sheet.seed, len(sheet.players), sheet.actions)
    decisions = []
    for position in positions:
        state = replay.state_at(position)
        played = sheet.actions[position]
        others = [a for a in state.legal_actions() if a != played][:3]
        means = [1.25 - 0.1 * i - position / 7 for i in range(len(others) + 1)]
        actions = [*others[:1], played, *others[1:]]
        estimates = tuple(Estimate(a, m, 0.1 + i / 3, 40 + i)
                          for i, (a, m) in enumerate(zip(actions, means, strict=True)))
        decisions.append(Decision(position, state.to_act, played, estimates))
    return GameAnalysis((0, 1), 1500, tuple(decisions), False)


def line_of(text: str, start: str) -> int:
    """The number of the first line that begins with ``start``."""
    return next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith(start))


def edited(text: str, number: int, new: str | None) -> str:
    """The text with line ``number`` replaced (or removed, for None)."""
    lines = text.split("\n")
    lines[number - 1:number] = [] if new is None else [new]
    return "\n".join(lines)


def refused(text: str, number: int, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    message = str(caught.value)
    assert message.startswith(f"Line {number}: "), message
    assert words in message, message


# ---- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_a_game_of_each_game_comes_back_as_it_was_played(game):
    sheet = scoresheet(game, 5)
    assert sheet.status == "finished" and sheet.hands
    back, analysis = read_record(record_text(sheet, None))
    assert analysis is None
    assert back == replace(sheet, row_id=0)
    assert (back.actions, back.options, back.seed, back.players, back.kinds, back.hands,
            back.final_scores) == (sheet.actions, sheet.options, sheet.seed, sheet.players,
                                   sheet.kinds, sheet.hands, sheet.final_scores)


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_an_analysis_comes_back_exactly(game):
    sheet = scoresheet(game, 8)
    analysis = analysis_of(sheet, [0, 1, len(sheet.actions) // 2, len(sheet.actions) - 1])
    back, again = read_record(record_text(sheet, analysis))
    assert again == analysis and back == replace(sheet, row_id=0)


def test_an_abandoned_game_and_odd_names_come_back():
    names = ('Ann "the Quick"', "Bob: [3]", "Chloé ♠ 🂡", "Dee\u00a0\u200dDot")
    sheet = scoresheet("black-lady", 3, kind="easy", moves=30, names=names)
    assert sheet.status == "abandoned"
    back, _ = read_record(record_text(sheet, None))
    assert back.players == names and back.actions == sheet.actions


def test_the_record_reads_as_a_game_told_deal_by_deal():
    sheet = scoresheet("black-lady", 5)
    decision = analysis_of(sheet, [4]).decisions[0]
    text = record_text(sheet, GameAnalysis((0,), 900, (decision,), True))
    lines = text.split("\n")
    assert lines[0] == "Card Table game record, version 1"
    assert "Final scores: " + " ".join(map(str, sheet.final_scores)) in lines
    assert sum(line.startswith("Deal ") for line in lines) == len(sheet.hands)
    assert sum(line.startswith("  Scored: ") for line in lines) == len(sheet.hands)
    first = line_of(text, "Deal 1")
    assert [len(lines[first + seat].split(": ")[1].split()) for seat in range(4)] == [13] * 4
    move = lines[line_of(text, "5. ") - 1]
    assert move.endswith(f" [{sheet.actions[4]}]")
    expert = lines[line_of(text, "5. ")]
    assert expert.startswith("    Expert: ") and "(±" in expert and "cost" in expert


@settings(max_examples=20, deadline=None)
@given(game=st.sampled_from([g.id for g in GAMES]), seed=st.integers(0, 2**64 - 1))
def test_random_games_come_back(game, seed):
    sheet = scoresheet(game, seed, kind="random")
    back, _ = read_record(record_text(sheet, None))
    assert back == replace(sheet, row_id=0)


def test_a_game_without_its_moves_is_not_written():
    sheet = replace(scoresheet("ugly", 2), actions=())
    with pytest.raises(ValueError, match="shared table"):
        record_text(sheet, None)


def test_a_seat_name_that_would_break_the_record_s_lines_is_not_written():
    sheet = scoresheet("black-lady", 3, moves=30, names=("Ann", "Cy\nNew line", "Dee", "Eve"))
    with pytest.raises(ValueError, match="seat 2 may not contain line breaks"):
        record_text(sheet, None)


def test_the_example_in_the_format_guide_is_a_record_this_code_writes():
    guide = Path(__file__).resolve().parents[2] / "docs" / "record-format.md"
    example = guide.read_text("utf-8").split("```text\n", 1)[1].split("```", 1)[0]
    sheet, analysis = read_record(example)
    assert analysis is not None and len(analysis.decisions) == 2
    assert record_text(sheet, analysis) == example


# ---- edited records -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def game() -> tuple[Scoresheet, GameAnalysis, str]:
    sheet = scoresheet("black-lady", 5)
    analysis = analysis_of(sheet, [3, 20])
    return sheet, analysis, record_text(sheet, analysis)


def test_an_illegal_move_is_refused_on_its_line(game):
    sheet, _, text = game
    number = line_of(text, "12. ")
    line = text.split("\n")[number - 1]
    refused(edited(text, number, re.sub(r"\[\d+\]$", "[99]", line)), number,
            "the move [99] is not legal here: ")
    held = sheet.actions[12]  # a card that is still in another hand at move 12
    refused(edited(text, number, re.sub(r"\[\d+\]$", f"[{held}]", line)), number,
            f"the move [{held}] is not legal here")


def test_a_changed_final_score_is_refused(game):
    sheet, _, text = game
    number = line_of(text, "Final scores: ")
    scores = list(sheet.final_scores)
    scores[1] += 1
    refused(edited(text, number, "Final scores: " + " ".join(map(str, scores))), number,
            "the final scores are not those the moves lead to")


@pytest.mark.parametrize("start", ["Seed: ", "Game: ", "Status: ", "Person: "])
def test_a_missing_header_line_is_named(game, start):
    _, _, text = game
    cut = edited(text, line_of(text, start), None)
    refused(cut, cut.split("\n").index("") + 1, f"the header ends without its {start[:-2]!r} line")


def test_a_move_removed_or_renumbered_is_refused(game):
    _, _, text = game
    number = line_of(text, "30. ")
    refused(edited(text, number, None), number, "move 31 stands where move 30 should")
    refused(edited(text, number, "30 Seat B: 2♣ [0]"), number, "a move must read")


def test_estimates_at_a_position_the_game_does_not_have_are_refused(game):
    sheet, _, text = game
    number = line_of(text, "    Estimates: ")
    line = text.split("\n")[number - 1]
    far = len(sheet.actions) + 5
    refused(edited(text, number, line.replace('"position": 3,', f'"position": {far},')),
            number, f"position {far}, which this game of {len(sheet.actions)} moves does not")
    refused(edited(text, number, line.replace('"position": 3,', '"position": 2,')),
            number, "belong under move 3, not under move 4")


def test_estimates_with_the_wrong_seat_or_move_are_refused(game):
    _, analysis, text = game
    number = line_of(text, "    Estimates: ")
    line = text.split("\n")[number - 1]
    seat = analysis.decisions[0].seat
    other = (seat + 1) % 4
    refused(edited(text, number, line.replace(f'"seat": {seat}', f'"seat": {other}')), number,
            f"the estimates are for 'Seat {'ABCD'[other]}' (\"seat\": {other}), but "
            f"'Seat {'ABCD'[seat]}' (\"seat\": {seat}) was to act at position 3.")
    decision = analysis.decisions[0]
    instead = decision.estimates[-1].action  # rated, legal, but not the move made there
    refused(edited(text, number, line.replace(f'"played": {decision.played}',
                                              f'"played": {instead}')),
            number, f"say [{instead}] was played at position 3, but the move there is "
                    f"[{decision.played}]")
    refused(edited(text, number, line.replace(f'"played": {decision.played}', '"played": 99')),
            number, "a decision must estimate the action taken")


def test_estimates_of_an_action_illegal_there_are_refused(game):
    sheet, _, _ = game
    position = 20
    replay = Replay(sheet.game_id, sheet.options, sheet.seed, 4, sheet.actions)
    to_act = replay.state_at(position).to_act
    elsewhere = replay.hands(position)[(to_act + 1) % 4][0]  # another seat's card
    played = sheet.actions[position]
    decision = Decision(position, to_act, played,
                        (Estimate(played, 1.0, 0.0, 1), Estimate(elsewhere, 0.5, 0.0, 1)))
    text = record_text(sheet, GameAnalysis((to_act,), 10, (decision,), True))
    refused(text, line_of(text, "    Estimates: "),
            f"the estimates rate [{elsewhere}], which was not legal at position {position}.")


def test_estimates_without_an_analysis_in_the_header_are_refused(game):
    _, _, text = game
    cut = edited(text, line_of(text, "Analysis: "), None)
    refused(cut, line_of(cut, "    Estimates: "), "the header has no 'Analysis' line")


@pytest.mark.parametrize(("start", "new", "words"), [
    ("Card Table", "Card Table game record, version 2", "reads format 1"),
    ("Card Table", "A shopping list", "not a Card Table game record"),
    ("Game: ", "Game: chess", "knows no game 'chess'"),
    ("Options: ", 'Options: {"target": "far"}', "house rule 'target' is not valid"),
    ("Seed: ", "Seed: -4", "the seed must be a whole number"),
    ("Seat 2: ", 'Seat 2: "Bob" (wizard)', "'wizard' is no kind of player"),
    ("Status: ", "Status: abandoned", "marked abandoned, but its moves play it to the end"),
    ("Deal 2", "Dealing 2", "this line is none of a record's"),
])
def test_a_damaged_line_is_named(game, start, new, words):
    _, _, text = game
    number = line_of(text, start)
    refused(edited(text, number, new), number, words)


@pytest.mark.parametrize("name", [  # as JSON writes them in the file
    r"Cy\nNew line", r"Cy\r", r"Dee\u2028sep", r"Eve\u2029", r"Fay\u0085", r"Tab\there",
    r"\u001b[31mRed", r"Bell\u0007",
])
def test_an_imported_seat_name_that_would_break_its_line_is_refused(game, tmp_path, name):
    _, _, text = game
    number = line_of(text, "Seat 2: ")
    path = tmp_path / "record.txt"
    path.write_text(edited(text, number, f'Seat 2: "{name}" (rule)'), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        import_record(path)
    assert str(caught.value) == (f"Line {number}: the seat's name may not contain line "
                                 "breaks or control characters.")


@pytest.mark.parametrize(("name", "words"), [
    ('""', "the seat's name is empty"), ('"   "', "the seat's name is empty"),
    (f'"{"n" * 41}"', "the seat's name is too long; use at most 40 characters"),
])
def test_an_imported_seat_name_is_held_to_the_rule_of_every_name(game, name, words):
    _, _, text = game
    number = line_of(text, "Seat 3: ")
    refused(edited(text, number, f"Seat 3: {name} (rule)"), number, words)


def test_the_words_are_not_read(game):
    sheet, analysis, text = game
    number = line_of(text, "7. ")
    line = text.split("\n")[number - 1]
    words = re.sub(r"^7\. .* \[", "7. Nobody: a card of their choice [", line)
    assert read_record(edited(text, number, words)) == (replace(sheet, row_id=0), analysis)


# ---- files ----------------------------------------------------------------------------------


def test_a_record_is_exported_and_imported(tmp_path, game):
    sheet, analysis, text = game
    path = tmp_path / "game.txt"
    export_record(path, sheet, analysis)
    assert path.read_text("utf-8") == text
    assert import_record(path) == (replace(sheet, row_id=0), analysis)
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())  # a Windows editor
    assert import_record(path) == (replace(sheet, row_id=0), analysis)


def refusal(path: Path) -> BaseException | None:
    """What importing ``path`` raised, or None if it was accepted, read on a thread of its own:
    a reader that waited on a FIFO for a writer would wait for ever, so the test fails at the
    deadline instead of hanging."""
    raised: list[BaseException] = []

    def read() -> None:
        try:
            import_record(path)
        except BaseException as error:  # handed to the test, which judges it
            raised.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(WAIT_S)
    assert not reader.is_alive(), f"{path.name} was waited on"
    return raised[0] if raised else None


def test_files_that_are_no_record_are_refused_without_waiting(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * (MAX_RECORD_BYTES + 1))
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Card Table game record, version 1\nGame: caf\xe9".encode("latin-1"))
    for path, words in [(fifo, "not an ordinary file"), (big, "too large"),
                        (tmp_path, "not an ordinary file"), (latin, "not UTF-8"),
                        (tmp_path / "missing.txt", "could not be read")]:
        error = refusal(path)
        assert isinstance(error, RecordError) and words in str(error), (path.name, error)
