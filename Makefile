# Card Table: `make run` sets up and starts the app, `make test` sets up and runs every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint bench soak translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(BIN)/python -m cardtable

lint: $(STAMP_TEST)
	$(BIN)/ruff check cardtable tests bench
	$(BIN)/mypy

test: $(STAMP_TEST) lint
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=ci $(BIN)/python -m pytest

bench: $(STAMP_TEST)
	$(BIN)/python -m pip install --quiet -e '.[bench]' || echo "open_spiel unavailable: benchmarks run without the comparison"
	$(BIN)/python bench/engine_speed.py

# Refresh the Linguist sources from the code, fill the English plurals, compile the .qm files.
translations: $(STAMP_TEST)
	$(BIN)/pyside6-lupdate $$(git ls-files 'cardtable/*.py') -ts translations/cardtable_en.ts \
		-source-language en -target-language en
	$(BIN)/python translations/english_plurals.py translations/cardtable_en.ts
	$(BIN)/pyside6-lrelease translations/cardtable_en.ts -qm translations/cardtable_en.qm

# 1,000 computer games of every Black Lady preset: a soak run, never part of `make test`.
soak: $(STAMP_RUN)
	for preset in foster culbertson morehead omnibus pink-lady black-jack; do \
		$(BIN)/python -m cardtable.sim --preset $$preset --players 4 --games 1000 --quiet || exit 1; \
	done
	$(BIN)/python -m cardtable.sim --preset cancellation --players 8 --games 1000 --quiet

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
