# surestep: `make run` serves the API with its worker; `make test` runs the whole suite.
# Each target makes .venv and installs what it needs first, so both work on a fresh machine.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run test bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(VENV)/.installed $@

run: $(VENV)/.installed
	$(PY) -m service.devrun

test: $(VENV)/.installed-dev
	$(PY) -m pytest $(PYTEST_ARGS)

bench: $(VENV)/.installed-dev
	$(PY) -m tests.bench.run

clean:
	rm -rf $(VENV) var .hypothesis
