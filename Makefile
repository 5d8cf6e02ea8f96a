# The two set-up commands of the README. Both create .venv and install sab into it first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
EXAMPLE_LEAF ?= tasks/heat1d/solver

.PHONY: demo test install benchmark

$(BIN)/sab: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(BIN)/sab

# The main job on the example leaf: structural validation, then self-validation on the local
# runner (solves, grading through the leaf's drivers, the evidence table). selfcheck restamps the
# evidence in the leaf's rubrics and its record under comment/pipeline/, so the registry index
# that summarises them is regenerated after it.
demo: install
	$(BIN)/sab validate-harbor --all tasks
	$(BIN)/sab selfcheck $(EXAMPLE_LEAF)
	$(BIN)/sab registry

test: install
	$(BIN)/python -m pytest -q

benchmark: install
	$(BIN)/python benchmarks/validate_harbor.py
