# The two set-up commands of the README. Both create .venv and install sab into it first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
EXAMPLE_LEAF ?= tasks/heat1d/solver
DEMO_DIR     ?= .demo

.PHONY: demo test test-all install benchmark mutation

$(BIN)/sab: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(BIN)/sab

# The main job on the example leaf: structural validation, then self-validation on the local
# runner (solves, grading through the leaf's drivers, the evidence table), then the registry
# index that summarises the evidence. selfcheck stamps its evidence into the leaf's rubrics and
# comment/pipeline/, so all of it runs on a scratch clone of this repository in $(DEMO_DIR)
# (ignored by git, recreated each run; the working tree's uncommitted changes are carried over):
# this working tree is left unchanged, and the demo fails if its git status moved (src/sab/demo.py).
demo: install
	$(BIN)/python -m sab.demo --dir $(DEMO_DIR) --leaf $(EXAMPLE_LEAF)

# The test modules run on parallel workers, one per core (pytest-xdist), in collection order
# (tests/conftest.py puts the longest, the docker modules that share one worker, first).
# `make test` is the developer's suite: every test but the end-to-end ones (marker e2e: whole
# selfchecks, trials, clusters, and all that needs an engine, Harbor or a package index).
# `make test-all` runs every test; it is the README's test command and what CI runs.
PYTEST := $(BIN)/python -m pytest -q -n auto --dist loadfile --no-loadscope-reorder

test: install
	$(PYTEST) -m "not e2e"

test-all: install
	$(PYTEST)

benchmark: install
	$(BIN)/python benchmarks/validate_harbor.py

# Mutation testing of sab's core modules with mutmut, one module at a time against the fast tests
# that exercise each (scripts/mutation.py): prints each module's score and its surviving mutants,
# fails when one scores below 0.8. Not part of `make test`; MODULES=evidence runs one, JOBS=n sets
# the parallel mutants, BUDGET=s stops each module after s seconds, MUTANTS=glob runs only the
# mutants whose names match. Results are kept under
# build/mutation/, so a rerun redoes only what changed (or carries on where a budget stopped it).
mutation: install
	$(BIN)/python scripts/mutation.py $(MODULES)
