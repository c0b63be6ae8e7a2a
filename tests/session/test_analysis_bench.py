"""The analysis benchmark in small: the whole game it times is analysed, decision by decision,
and its report says so (``bench/analysis.py`` runs it at full thinking time)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_the_benchmark_weighs_every_choice_of_a_whole_game_and_reports_it(capsys, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    sys.modules.pop("analysis", None)
    import analysis as bench  # bench/analysis.py

    from cardtable.session.review import choices

    assert bench.main(["--budget-ms", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    replay = bench.played_game(7)
    assert replay.final.is_over and max(replay.final.scores) >= 100
    assert report["last_run"]["decisions"] == len(choices(replay, [0]))
    assert report["median_seconds"] > 0 and report["seats"] == [0]
