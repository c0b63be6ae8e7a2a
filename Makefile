# Card Table: `make run` sets up and starts the app, `make test` sets up and runs every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_DIST := $(VENV)/.installed-dist

.PHONY: run test lint system-packages-run system-packages-test bench soak translations icons dist \
	install-desktop uninstall-desktop clean golden
# One step at a time: the system packages come before .venv, which needs python3-venv.
.NOTPARALLEL:

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

# The Debian packages Qt needs, installed when missing (packaging/system-packages.sh says which).
system-packages-run:
	bash packaging/system-packages.sh run

system-packages-test:
	bash packaging/system-packages.sh test

# The bytecode is compiled first, as installing a package does: a Python told not to write it
# (PYTHONDONTWRITEBYTECODE) would otherwise compile every module again at each start.
run: system-packages-run $(STAMP_RUN)
	$(BIN)/python -m compileall -q cardtable
	$(BIN)/python -m cardtable

lint: $(STAMP_TEST)
	$(BIN)/ruff check cardtable tests bench packaging setup.py
	$(BIN)/mypy

# The layers that must not need Qt (engine, computer players, storage) are tested with PySide6
# taken away (tests/no_qt.py); the controller, the window and the packaging with it. A game's
# own tests (tests/games/<game>/) are pure but for its window/ folder.
NO_QT_TESTS := tests/engine tests/ai tests/storage tests/golden tests/session tests/net tests/server \
	tests/games --ignore-glob='*/games/*/window/*' \
	tests/structure tests/test_sim.py tests/test_docs.py tests/test_readme.py \
	tests/test_translation_tools.py tests/test_suites.py
QT_TESTS := tests/controller tests/ui tests/online tests/packaging tests/test_sound_files.py \
	$(wildcard tests/games/*/window)

test: system-packages-test $(STAMP_TEST) lint
	HYPOTHESIS_PROFILE=ci $(BIN)/python -m pytest -p no:pytest-qt -p tests.no_qt \
		-W ignore::pytest.PytestConfigWarning $(NO_QT_TESTS)
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=ci $(BIN)/python -m pytest $(QT_TESTS)

# The performance suite, short runs of about a quarter of an hour (bench/README.md gives the
# full-length commands): engine speed of every game, decision latency per level, duplicate
# tournaments, start-up, frames, memory.
BENCH_GAMES := black-lady up-and-down ugly ultimate-loser ugo
bench: $(STAMP_TEST)
	$(BIN)/python -m pip install --quiet -e '.[bench]' || echo "open_spiel unavailable: benchmarks run without the comparison"
	for game in $(BENCH_GAMES); do $(BIN)/python bench/engine_speed.py --game $$game || exit 1; done
	$(BIN)/python bench/decisions.py --positions 60
	for game in $(BENCH_GAMES); do \
		$(BIN)/python bench/tournament.py --game $$game --a rule --b random --deals 400 --jobs 2 || exit 1; \
	done
	$(BIN)/python bench/tournament.py --game black-lady --a expert --b rule --deals 20 --jobs 2 --minutes 2
	$(BIN)/python bench/tournament.py --game ultimate-loser --a expert --b rule --deals 20 --jobs 2 --minutes 2
	$(BIN)/python bench/tournament.py --game up-and-down --a expert --b rule --deals 30 --jobs 2 --minutes 3
	$(BIN)/python bench/tournament.py --game ugly --a expert --b rule --deals 14 --jobs 2 --minutes 3
	$(BIN)/python bench/tournament.py --game ugo --a expert --b rule --deals 2000 --jobs 2
	$(BIN)/python bench/analysis.py --budget-ms 75
	$(BIN)/python bench/startup.py --runs 5
	$(BIN)/python bench/frames.py --deals 3
	$(BIN)/python bench/stalls.py --deals 2
	$(BIN)/python bench/memory.py
	$(BIN)/python bench/server_load.py --tables 25,50 --seconds 10

# Refresh the Linguist sources from the code (English, German, Russian), fill the English
# plurals, carry translations over to texts that moved, compile the .qm files. A text no
# longer in the code stays in a .ts as "vanished".
LANGUAGES := de ru
translations: $(STAMP_TEST)
	for lang in en $(LANGUAGES); do \
		$(BIN)/pyside6-lupdate $$(git ls-files --cached --others --exclude-standard 'cardtable/*.py') -ts translations/cardtable_$$lang.ts \
			-tr-function-alias QT_TR_NOOP+=N_ \
			-source-language en -target-language $$lang || exit 1; \
	done
	$(BIN)/python translations/english_plurals.py translations/cardtable_en.ts
	$(BIN)/python translations/carry_over.py $(LANGUAGES:%=translations/cardtable_%.ts)
	for lang in en $(LANGUAGES); do \
		$(BIN)/pyside6-lrelease translations/cardtable_$$lang.ts -qm translations/cardtable_$$lang.qm || exit 1; \
	done

# Write the golden playthroughs again (tests/golden), after a change meant to alter what the games
# do; review the diff like code.
golden: $(STAMP_TEST)
	$(BIN)/python -m tests.golden.make

# 1,000 computer games of every Black Lady preset: a soak run, never part of `make test`.
soak: $(STAMP_RUN)
	for preset in foster culbertson morehead omnibus pink-lady black-jack; do \
		$(BIN)/python -m cardtable.sim --preset $$preset --players 4 --games 1000 --quiet || exit 1; \
	done
	$(BIN)/python -m cardtable.sim --preset cancellation --players 8 --games 1000 --quiet

# Draw the app's icon again: the hicolor PNGs in assets/icons and the Windows .ico in packaging/.
icons: $(STAMP_RUN)
	$(BIN)/python packaging/make_icons.py

# The app as one folder with PyInstaller, dist/cardtable/ (slow, never part of `make test`),
# then the built program is started offscreen and must draw a table.
$(STAMP_DIST): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	touch $@ $(STAMP_RUN)

dist: $(STAMP_DIST)
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build packaging/cardtable.spec
	$(BIN)/python packaging/check_build.py dist/cardtable

# The launcher and icons in the user's desktop menu (under ${XDG_DATA_HOME:-~/.local/share}),
# starting the app from this checkout's .venv; uninstall-desktop takes them out again.
install-desktop: $(STAMP_RUN)
	$(BIN)/python packaging/desktop_install.py install --exec "$(BIN)/cardtable"

uninstall-desktop:
	$(PYTHON) packaging/desktop_install.py uninstall

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
