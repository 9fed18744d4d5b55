# pgbrain — `make help` lists the targets. `make demo` and `make test` work from a fresh clone.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PGUP   := docker/pg-up

# Use your own PostgreSQL by exporting PGBRAIN_DSN; otherwise docker/pg-up provides one.
ifeq ($(strip $(PGBRAIN_DSN)),)
OWN_DB :=
DSN = $(shell $(PGUP) url)
else
OWN_DB := 1
DSN = $(PGBRAIN_DSN)
endif

.PHONY: help setup venv db-up db-down psql demo test bench eval eval-locomo lint docs clean

help: ## Show this help
	@echo "pgbrain — an agent memory inside PostgreSQL"
	@echo
	@echo "Set-up commands (work on a fresh clone):"
	@echo "  make demo     set everything up, then show the brain (status and a psql tour)"
	@echo "  make test     set everything up, then run the whole test suite"
	@echo
	@echo "All targets:"
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN{FS=":.*## "}{printf "  %-12s %s\n", $$1, $$2}'
	@echo
	@echo "Database: PGBRAIN_DSN=$(if $(OWN_DB),$(PGBRAIN_DSN) (yours),unset -> docker/pg-up on 127.0.0.1:$${PG_UP_PORT:-55810})"

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[dev]'
	@touch $@

venv: $(VENV)/.installed ## Create .venv and install pgbrain (editable) with dev tools

db-up: ## Start the local PostgreSQL 17 + pgvector + AGE (docker/pg-up), print its DSN
ifeq ($(OWN_DB),)
	@$(PGUP) start
else
	@echo "PGBRAIN_DSN is set: using your database, not starting one"
endif

db-down: ## Stop the local PostgreSQL started by db-up
	@$(PGUP) stop

setup: venv db-up ## venv + package + database + `pgbrain db upgrade`
	@PGBRAIN_DSN='$(DSN)' $(BIN)/pgbrain db upgrade

psql: ## Open psql on the brain database
	@pg_bin=$$($(PGUP) bin 2>/dev/null); psql=$${pg_bin:+$$pg_bin/}psql; \
	  exec $$psql '$(DSN)'

demo: setup ## Set up, then show db status and a psql-style tour of the brain
	@PGBRAIN_DSN='$(DSN)' $(BIN)/pgbrain db status
	@echo
	@PGBRAIN_DSN='$(DSN)' $(BIN)/python -m pgbrain.tour

test: setup ## Set up, then run the whole test suite against the real database
	@PGBRAIN_DSN='$(DSN)' $(BIN)/pytest -q

bench: setup ## Run the benchmarks (BENCH=graph: only that one); results go to docs/benchmarks/
	@PGBRAIN_DSN='$(DSN)' $(BIN)/python tests/benchmarks/run.py $(BENCH)

eval: setup ## Retrieval evaluation on ../shared/data/gbrain-world-v1 (GBRAIN_WORLD=...) -> docs/benchmarks/retrieval.md
	@PGBRAIN_DSN='$(DSN)' $(BIN)/python tests/benchmarks/eval_world.py

eval-locomo: venv db-up ## LoCoMo retrieval evaluation, own database (LOCOMO=..., LOCOMO_LIMIT=N) -> docs/benchmarks/locomo.md
	@PGBRAIN_DSN='$(DSN)' $(BIN)/python tests/benchmarks/eval_locomo.py

lint: venv ## ruff on python/ and tests/
	@$(BIN)/ruff check python tests

docs: setup ## Regenerate docs/sql-api.md (from the comment on texts) and the psql transcripts of docs/tour.md
	@PGBRAIN_DSN='$(DSN)' $(BIN)/pgbrain db api-docs -o docs/sql-api.md
	@PGBRAIN_DSN='$(DSN)' $(BIN)/python -m pgbrain.transcripts docs/tour.md "$$(docker/pg-up bin)/psql"

clean: ## Remove .venv and caches (the database and its data directory are kept; db-down stops it)
	rm -rf $(VENV) .pytest_cache .ruff_cache python/*.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
