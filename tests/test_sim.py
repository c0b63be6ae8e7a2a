"""The headless simulator: whole games from the command line, scoresheets and JSON."""

from __future__ import annotations

import json

import pytest

from cardtable import sim
from cardtable.engine.registry import declaration
from cardtable.games.black_lady.rules import RULES


@pytest.mark.parametrize("preset", [p.name for p in RULES.presets])
def test_every_preset_plays_whole_games(preset, tmp_path, capsys):
    players = 6 if preset == "cancellation" else 4
    out = tmp_path / "run.json"
    status = sim.main(["--preset", preset, "--players", str(players), "--games", "3",
                       "--seed", "7", "--quiet", "--json", str(out)])
    assert status == 0
    data = json.loads(out.read_text())
    assert len(data["games"]) == 3
    for g in data["games"]:
        totals = g["deals"][-1]["totals"]
        assert totals == g["scores"]
        best = (min if data["options"]["scoring"] == "points" else max)(totals)
        assert g["winners"] == [s for s, t in enumerate(totals) if t == best]
        start = data["options"]["counters"] if data["options"]["scoring"] != "points" else 0
        running = [start] * players
        for deal in g["deals"]:
            expected = [0 if mark == "reset" else r + p
                        for r, p, mark in zip(running, deal["points"], deal["marks"], strict=True)]
            assert deal["totals"] == expected
            running = deal["totals"]
    assert "3 games of Black Lady" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_games(capsys):
    sim.main(["--games", "2", "--seed", "3"])
    first = capsys.readouterr().out.split("\n2 games")[0]
    sim.main(["--games", "2", "--seed", "3"])
    assert capsys.readouterr().out.split("\n2 games")[0] == first


def test_scoresheets_show_a_row_per_deal(capsys):
    sim.main(["--games", "1", "--seed", "5", "--json", "-"])
    data = json.loads(capsys.readouterr().out)
    sim.main(["--games", "1", "--seed", "5"])
    text = capsys.readouterr().out
    rows = [line for line in text.splitlines() if line[:4].strip().isdigit()]
    assert len(rows) == len(data["games"][0]["deals"])


@pytest.mark.parametrize("args, message", [
    (["--players", "12"], "players: 12 is not allowed with one deck"),
    (["--option", "moon=sometimes"], "moon: 'sometimes' is not allowed"),
    (["--option", "target=-5"], "target: -5 is not allowed"),
    (["--option", "bogus=1"], "bogus: no such option"),
    (["--bots", "rule,random"], "bots: give one kind or 4 kinds"),
    (["--bots", "genius"], "no bot kind 'genius'"),
])
def test_bad_options_are_refused_with_a_clear_message(args, message, capsys):
    assert sim.main(args) == 2
    assert message in capsys.readouterr().err


def test_ultimate_loser_sheets_count_drinks_and_mark_each_hands_ultimate_loser(tmp_path, capsys):
    out = tmp_path / "run.json"
    status = sim.main(["--game", "ultimate-loser", "--players", "4", "--games", "3", "--seed",
                       "7", "--json", str(out)])
    assert status == 0
    data = json.loads(out.read_text())
    penalty = data["options"]["penalty"]
    for g in data["games"]:
        assert len(g["deals"]) == data["options"]["hands"]
        running = [0] * 4
        for deal in g["deals"]:
            assert deal["marks"].count("ultimate loser") == 1
            assert deal["points"][deal["marks"].index("ultimate loser")] >= penalty
            running = [r + p for r, p in zip(running, deal["points"], strict=True)]
            assert deal["totals"] == running
        assert running == g["scores"]
        fewest = min(running)
        assert g["winners"] == [s for s, t in enumerate(running) if t == fewest]
    text = capsys.readouterr().out
    rows = [line for line in text.splitlines() if line[:4].strip().isdigit()]
    assert len(rows) == 3 * data["options"]["hands"]
    assert all(row.count("L ") == 1 for row in rows)
    assert "(L the Ultimate Loser)" in text
    assert "moon" not in text
    assert "3 games of Ultimate Loser" in text


def test_bots_alone_means_rule_of_thumb_players(capsys):
    assert sim.main(["--game", "ultimate-loser", "--games", "1", "--quiet", "--bots"]) == 0
    assert "0:rule" in capsys.readouterr().out


def test_ugo_sheets_give_places_the_winner_and_the_knock_out_order(tmp_path, capsys):
    out = tmp_path / "run.json"
    status = sim.main(["--game", "ugo", "--players", "3", "--games", "4", "--seed", "7",
                       "--bots", "rule,random,random", "--json", str(out)])
    assert status == 0
    data = json.loads(out.read_text())
    names = ["0:rule", "1:random", "2:random"]
    symbols = {mark.mark: mark.symbol for mark in declaration("ugo").marks}
    rows, lines = [], []
    for g in data["games"]:
        [deal] = g["deals"]  # the whole game is one row of places
        assert deal["points"] == deal["totals"] == g["scores"]
        assert g["winners"] == [s for s, place in enumerate(g["scores"]) if place == 1]
        assert all((mark == "winner") == (s in g["winners"])
                   for s, mark in enumerate(deal["marks"]))
        order = [s for _, s in sorted((int(m.split()[1]), s)
                                      for s, m in enumerate(deal["marks"]) if m != "winner")]
        # Knocked out later is a better (lower) place.
        assert [g["scores"][s] for s in order] == sorted((g["scores"][s] for s in order),
                                                         reverse=True)
        rows.append([f"{place}{symbols[mark]}"
                     for place, mark in zip(g["scores"], deal["marks"], strict=True)])
        lines.append("knocked out, first to last: " + ", ".join(names[s] for s in order))
    text = capsys.readouterr().out
    printed = [line.split()[1:] for line in text.splitlines() if line[:4].strip().isdigit()]
    assert printed == rows
    assert [line for line in text.splitlines() if line.startswith("knocked out")] == lines
    assert "(W the winner, x1 knocked out first" in text
    [summary] = [line for line in text.splitlines() if line.startswith("4 games of U-G-O")]
    assert "games/s" in summary and "deals" not in summary
