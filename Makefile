# surestep: `make run` serves the API with its worker; `make test` runs the whole suite.
# Each target makes .venv and installs what it needs first, so both work on a fresh machine.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run test check check-judgment lint test-cluster bench chaos hostile clean n8n-nodes test-n8n test-e2e chromium \
	test-container lock test-latest

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Installs take the locked versions (requirements/, made by `make lock` from pyproject.toml's
# ranges), every file checked against its hash, then the project itself without dependencies;
# a clean clone gets what CI tested. The check after it prints what was installed and fails if
# the venv is not the lock or the lock misses something pyproject.toml asks for (`make lock`).
LOCKS := requirements
install_locked = $(PY) -m pip install --quiet --require-hashes -r $(1) \
	&& $(PY) -m pip install --quiet --no-deps -e . \
	&& $(PY) -m tests.support.lockfile installed $(1) \
	&& { $(PY) -m pip check || { echo "the lock misses what pyproject.toml asks for: make lock" >&2; exit 1; }; }

$(VENV)/.installed: pyproject.toml $(LOCKS)/sandbox.txt | $(PY)
	$(call install_locked,$(LOCKS)/sandbox.txt)
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(LOCKS)/dev.txt | $(PY)
	$(call install_locked,$(LOCKS)/dev.txt)
	touch $(VENV)/.installed $@

# POLICY=demo: the demo policy (sandbox/simulators/demo.py: an approval threshold and [judgment]
# on), so the demo tickets' refunds reach the console's queue; POLICY=<path>: a policy file.
run: $(VENV)/.installed
	$(if $(POLICY),SURESTEP_DEV_POLICY='$(POLICY)' )$(VENV)/bin/surestep dev

# The suite runs on PYTEST_WORKERS processes (pytest-xdist), each with its own embedded Redis and
# simulators; the chaos and hostile suites split their schedules into shards that run side by
# side (tests/support/shards.py). PYTEST_WORKERS=0 runs it in this one process.
PYTEST_WORKERS ?= 4
# The tests' Pythons cache their bytecode and pytest's rewritten asserts under var/pycache
# whatever the shell says: with PYTHONDONTWRITEBYTECODE set (this machine sets it) every worker,
# and every Python a test starts, compiles the tree again (make check: 48 s -> 40 s).
TEST_PY = env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(CURDIR)/var/pycache $(PY)
XDIST = $(if $(filter 0,$(PYTEST_WORKERS)),,-n $(PYTEST_WORKERS) --dist worksteal)
test: $(VENV)/.installed-dev chromium $(VENV)/bin/promtool
	$(MAKE) --no-print-directory lint
	$(TEST_PY) -m pytest $(XDIST) --durations=25 $(PYTEST_ARGS)
	$(MAKE) --no-print-directory test-cluster

# The static checks (pyproject.toml): ruff's lint, mypy --strict on the product (flask-smorest's
# types from typings/) and the import rules between the rooms. About 20 s on a fresh clone,
# a second once mypy's cache is warm.
lint: $(VENV)/.installed-dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

# The loop to run before every commit: the static checks, then every test that needs no process
# (pytest -m unit: tests/conftest.py marks them, leaving out the ``heavy`` ones that judge whole
# corpora or start a Python; SURESTEP_CHECK=1: a quarter of each property's examples and a fifth of the
# cases of each judgment form test, README "the checks", chosen where pytest makes the cases
# (tests/support/sampling.py) so each worker builds ~6,400 tests, not ~13,900, and deselects
# ~1,500, not ~9,000 (stop 66: 73-77 s of CPU in all, 79-82 s before, at load 13-18); not the
# ``exhaustive`` ones that check a table or the corpus files whole; ~4,900 tests, about 41 s on
# a quiet machine; worksteal: a worker left with the slow judgment files takes from the other's share,
# 7 s less than plain -n 2). `make test` runs the static checks and the whole suite, these tests
# and the heavy ones among it. `make check-judgment`: every judgment unit test with every case
# (what `make check` samples; ~10,100 tests, ~50 s), to run before a judgment change is merged.
check: lint
	SURESTEP_CHECK=1 $(TEST_PY) -m pytest -m 'unit and not exhaustive' -n 2 --dist worksteal -q $(PYTEST_ARGS)

check-judgment: $(VENV)/.installed-dev
	$(TEST_PY) -m pytest -m unit -n 2 --dist worksteal -q tests/judgment $(PYTEST_ARGS)

# The ledger on a real 3-primary Redis Cluster on loopback (sandbox/cluster.py), RQ on a Redis of
# its own: the ledger's tests, the hostile-flow and the chaos invariants, with fewer schedules
# than `make hostile` / `make chaos` (about 2 minutes; docs/RELIABILITY.md). Its own pytest
# options: CLUSTER_ARGS (PYTEST_ARGS may name tests that are not run on a Cluster).
CLUSTER_HOSTILE ?= 100
CLUSTER_CHAOS ?= 40
test-cluster: $(VENV)/.installed-dev
	SURESTEP_TEST_CLUSTER=1 SURESTEP_HOSTILE_SCHEDULES=$(CLUSTER_HOSTILE) \
	  SURESTEP_CHAOS_SCHEDULES=$(CLUSTER_CHAOS) \
	  $(TEST_PY) -m pytest $(XDIST) tests/ledger tests/hostile tests/chaos/test_chaos.py $(CLUSTER_ARGS)

# promtool checks deploy/prometheus's alerts (tests/ops/test_alerts_dashboard.py): taken out of
# Debian's prometheus package (apt-get download, unpacked; no server installed or started) into
# the venv; where apt-get cannot fetch it, that one test skips, loudly.
$(VENV)/bin/promtool: | $(PY)
	@command -v apt-get >/dev/null 2>&1 && tmp=$$(mktemp -d) \
	  && (cd $$tmp && apt-get download -qq prometheus >/dev/null 2>&1) \
	  && dpkg-deb -x $$tmp/prometheus_*.deb $$tmp/root && cp $$tmp/root/usr/bin/promtool $@ \
	  && rm -rf $$tmp \
	  || echo "WARNING: promtool could not be fetched (Debian's prometheus package); the rules check will skip"

# The approval page is tested in a real headless Chromium: Debian's packages, installed with
# apt-get when missing and we are root (CI is); otherwise that one test skips, loudly.
chromium:
	@if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    chromium chromium-driver >/dev/null \
	  || echo "WARNING: chromium could not be installed; the approval-page test will skip"; \
	else echo "WARNING: chromium/chromedriver missing (apt-get install chromium chromium-driver);" \
	  "the approval-page test will skip"; fi

# The chaos suite alone, printing its figures (docs/RELIABILITY.md) and writing them to
# var/chaos-report.json. SURESTEP_CHAOS_SEED=<seed> replays a run; see tests/chaos/test_chaos.py.
chaos: $(VENV)/.installed-dev
	mkdir -p var
	SURESTEP_CHAOS_REPORT=$${SURESTEP_CHAOS_REPORT:-var/chaos-report.json} \
	  $(PY) -m pytest -s tests/chaos/test_chaos.py $(PYTEST_ARGS)

# The hostile-flow suite alone (flows that lie to the refund step), printing its figures and
# writing them to var/hostile-report.json. SURESTEP_HOSTILE_SEED=<seed> replays a run.
hostile: $(VENV)/.installed-dev
	mkdir -p var
	SURESTEP_HOSTILE_REPORT=$${SURESTEP_HOSTILE_REPORT:-var/hostile-report.json} \
	  $(PY) -m pytest -s tests/hostile/test_hostile.py $(PYTEST_ARGS)

# Every load figure (docs/BENCHMARKS.md); one or some: make bench BENCH="storm memory";
# small runs that only check it works: make bench BENCH=--quick.
bench: $(VENV)/.installed-dev
	$(PY) -m tests.bench.run $(BENCH)

# Every process-crash test (pytest -m crash) CRASH_COUNT times in a row, each test's runs back to
# back (pytest-repeat); stops at the first failure. docs/RELIABILITY.md has the figures.
CRASH_COUNT ?= 20
.PHONY: crash
crash: $(VENV)/.installed-dev
	$(PY) -m pytest -m crash --count $(CRASH_COUNT) -x --durations=0 $(PYTEST_ARGS)

# n8n community nodes (n8n-nodes/): built and linted with @n8n/node-cli, unit-tested with node's
# test runner and nock. `make test-e2e` runs them in a real n8n (installed once into
# ~/.cache/surestep-n8n, outside the repo) against the services `make run` starts.
N8N_NODES := n8n-nodes

$(N8N_NODES)/node_modules/.installed: $(N8N_NODES)/package-lock.json
	cd $(N8N_NODES) && npm ci --ignore-scripts --no-audit --no-fund
	touch $@

n8n-nodes: $(N8N_NODES)/node_modules/.installed
	cd $(N8N_NODES) && npx n8n-node build && npx n8n-node lint

test-n8n: n8n-nodes
	cd $(N8N_NODES) && node --test test/*.test.js

test-e2e: $(VENV)/.installed-dev $(N8N_NODES)/node_modules/.installed
	bash $(N8N_NODES)/e2e/run.sh

# The Zapier app (zapier-app/): validateAppDefinition, its tests with createAppTester against a
# live `surestep dev` they start on loopback, and `zapier-platform validate --without-style`
# offline, on Node.js 22 (installed once into ~/.cache/surestep-node22 from the npm registry).
# Skips, loudly, without npm. See zapier-app/README.md.
.PHONY: test-zapier
test-zapier: $(VENV)/.installed-dev
	bash zapier-app/scripts/test.sh

# The image (Dockerfile) and docker-compose.yml run for real under podman (tests/container/).
# podman_setup.sh installs podman, runc and debootstrap with apt-get when root and missing, and
# makes, once, a local base image (registry images cannot be pulled here), podman-compose and
# the Compose Specification's schema in ~/.cache/surestep-podman. Where it cannot (not root,
# no apt) it says why and the tests skip, loudly.
test-container: $(VENV)/.installed-dev
	bash tests/container/podman_setup.sh || [ $$? = 3 ]
	$(PY) -m pytest -m container tests/container $(PYTEST_ARGS)

# make lock: requirements/{product,sandbox,dev}.txt again from pyproject.toml (requirements/lock.sh
# says how), with the uv of requirements/uv.txt in a venv of its own. Pins pyproject.toml still
# allows are kept; UPGRADE=all takes the newest allowed of everything, UPGRADE="rq redis" of those.
# Seconds with uv's cache warm, about 10 s cold.
UV_VENV := .venv-uv
$(UV_VENV)/bin/uv: $(LOCKS)/uv.txt
	rm -rf $(UV_VENV)
	$(PYTHON) -m venv $(UV_VENV)
	$(UV_VENV)/bin/python -m pip install --quiet --require-hashes -r $(LOCKS)/uv.txt
	touch $@

lock: $(UV_VENV)/bin/uv
	UV=$(UV_VENV)/bin/uv PYTHON=$(PYTHON) UPGRADE="$(UPGRADE)" bash $(LOCKS)/lock.sh

# make test-latest (weekly, and before raising a bound): a venv of its own, .venv-latest, with
# the newest versions pyproject.toml allows (no lock, as `pip install` gives a fresh machine);
# prints what differs from requirements/dev.txt (a changed major version said so), then runs
# `make check` in that venv. It may fail: that is how a new release is met on purpose, before
# `make lock UPGRADE=...` takes it. .venv is not touched. About 2 min 30 s.
LATEST := .venv-latest
test-latest:
	rm -rf $(LATEST)
	$(PYTHON) -m venv $(LATEST)
	$(LATEST)/bin/python -m pip install --quiet --upgrade pip
	$(LATEST)/bin/python -m pip install --quiet --upgrade --upgrade-strategy eager -e '.[dev,sandbox]'
	$(LATEST)/bin/python -m tests.support.lockfile newest $(LOCKS)/dev.txt
	touch $(LATEST)/.installed $(LATEST)/.installed-dev
	MYPY_CACHE_DIR=$(LATEST)/mypy-cache $(MAKE) --no-print-directory check VENV=$(LATEST)

clean:
	rm -rf $(VENV) $(UV_VENV) $(LATEST) var .hypothesis
